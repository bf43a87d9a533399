#include "corpus.h"
// s_setprio and s_sleep around the MFMA of a K loop (a ping-pong kernel's priority dance)
KERNEL(256) void setprio_loop(__global const half *A, __global const half *B, __global float *C, int n) {
  int t = TID(), w = t / 64, l = t % 64, i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
  for (int kb = 0; kb < n; ++kb) {
    half4_t a, b;
    for (int j = 0; j < 4; ++j) {
      a[j] = A[(w * 256 + i * 16 + 4 * g + j + kb * 7) & 1023];
      b[j] = B[((kb * 16 + 4 * g + j) * 16 + i) & 1023];
    }
    __builtin_amdgcn_s_setprio(1);
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
    __builtin_amdgcn_s_setprio(0);
    __builtin_amdgcn_s_sleep(1);
  }
  for (int j = 0; j < 4; ++j) C[w * 256 + (4 * g + j) * 16 + i] = acc[j];
}
