#include "corpus.h"
// MFMA chain whose accumulators feed VALU then another MFMA (16x16x16 f16)
// A[i][k]: lane = i + 16*(k/4), elem k%4; B[k][n]: lane = n + 16*(k/4); D[i][n]: lane n+16*(i/4), elem i%4
KERNEL(64) void mfma_readback(__global const half *A, __global const half *B, __global float *C, __global float *E) {
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
  for (int kb = 0; kb < 4; ++kb) {
    half4_t a, b;
    for (int j = 0; j < 4; ++j) {
      a[j] = A[i * 64 + kb * 16 + 4 * g + j];
      b[j] = B[(kb * 16 + 4 * g + j) * 16 + i];
    }
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
    acc = acc * 0.5f + 1.0f;   // VALU reads the accumulator right after
  }
  float4_t acc2 = __builtin_amdgcn_mfma_f32_16x16x16f16(
      (half4_t)((half)acc[0], (half)acc[1], (half)acc[2], (half)acc[3]),
      (half4_t)(1.0h, 1.0h, 1.0h, 1.0h), (float4_t)0.0f, 0, 0, 0);
  for (int j = 0; j < 4; ++j) {
    C[(4 * g + j) * 16 + i] = acc[j];
    E[l * 4 + j] = acc2[j];
  }
}
