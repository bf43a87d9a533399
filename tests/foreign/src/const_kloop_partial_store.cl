#include "corpus.h"
// a constant-trip MFMA loop that also stores a running value each iteration into a buffer
// the next iteration's loads do not read (distinct arrays)
KERNEL(64) void const_kloop_partial_store(__global const half4_t *A, __global const half4_t *B, __global float *P,
                                          __global float *C) {
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
#pragma nounroll
  for (int k = 0; k < 6; ++k) {
    half4_t a = A[k * 64 + l], b = B[k * 64 + l];
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
    P[k * 64 + l] = acc[0] + acc[3];
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j];
}
