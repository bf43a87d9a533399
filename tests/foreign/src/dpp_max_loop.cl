#include "corpus.h"
// a running row maximum over MFMA results with DPP row shifts and a swizzle inside the K loop
KERNEL(64) void dpp_max_loop(__global const half *A, __global const half *B, __global float *C, int n) {
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
  float m = -1e30f;
  for (int kb = 0; kb < n; ++kb) {
    half4_t a, b;
    for (int j = 0; j < 4; ++j) {
      a[j] = A[(i * 64 + kb * 16 + 4 * g + j) & 1023];
      b[j] = B[((kb * 16 + 4 * g + j) * 16 + i) & 1023];
    }
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
    float x = fmax(fmax(acc[0], acc[1]), fmax(acc[2], acc[3]));
    x = fmax(x, __builtin_bit_cast(float, __builtin_amdgcn_mov_dpp(__builtin_bit_cast(int, x), 0x111, 0xf, 0xf, false)));
    x = fmax(x, __builtin_bit_cast(float, __builtin_amdgcn_ds_swizzle(__builtin_bit_cast(int, x), 0x041f)));
    m = fmax(m, x);
    acc = acc * 0.5f;
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j] + m;
}
