#include "corpus.h"
// sparse (2:4) f16 MFMA K loop: v_smfmac_f32_16x16x32_f16, the sparsity index per lane from memory
KERNEL(64) void smfmac_loop(__global const half *A, __global const half *B, __global const int *I,
                            __global float *C, int n) {
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    half4_t a;
    half8_t b;
    for (int j = 0; j < 4; ++j) a[j] = A[(i * 64 + k * 16 + 4 * g + j) & 1023];
    for (int j = 0; j < 8; ++j) b[j] = B[((k * 32 + 8 * g + j) * 16 + i) & 2047];
    acc = __builtin_amdgcn_smfmac_f32_16x16x32_f16(a, b, acc, I[(k * 64 + l) & 255], 0, 0);
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j];
}
