#include "corpus.h"
// a constant-trip K loop (not unrolled) whose global loads feed two MFMAs directly
KERNEL(64) void const_kloop_direct(__global const half4_t *A, __global const half4_t *B, __global float *C) {
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc0 = 0.0f, acc1 = 0.0f;
#pragma nounroll
  for (int k = 0; k < 12; ++k) {
    half4_t a = A[k * 64 + l], b0 = B[k * 128 + l], b1 = B[k * 128 + 64 + l];
    acc0 = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b0, acc0, 0, 0, 0);
    acc1 = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b1, acc1, 0, 0, 0);
  }
  for (int j = 0; j < 4; ++j) { C[(4 * g + j) * 16 + i] = acc0[j]; C[256 + (4 * g + j) * 16 + i] = acc1[j]; }
}
