#include "corpus.h"
// a uniform branch on a loaded flag inside the K loop: one of two MFMA paths per iteration
KERNEL(64) void uniform_branch_mfma(__global const half *A, __global const half *B, __constant int *flag,
                                    __global float *C, int n) {
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f, acc2 = 0.0f;
  for (int kb = 0; kb < n; ++kb) {
    half4_t a, b;
    for (int j = 0; j < 4; ++j) {
      a[j] = A[(i * 64 + kb * 16 + 4 * g + j) & 1023];
      b[j] = B[((kb * 16 + 4 * g + j) * 16 + i) & 1023];
    }
    if (flag[kb & 15] & 1)
      acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
    else
      acc2 = __builtin_amdgcn_mfma_f32_16x16x16f16(b, a, acc2, 0, 0, 0);
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j] - acc2[j];
}
