#include "corpus.h"
// one wave, two 32x32 accumulators fed by a runtime-length K loop of 32x32x8 f16 MFMAs
KERNEL(64) void mfma32_two_acc(__global const half *A, __global const half *B, __global float *C, int n) {
  int l = TID(), i = l % 32, g = l / 32;
  float16_t acc0 = 0.0f, acc1 = 0.0f;
  for (int k = 0; k < n; ++k) {
    half4_t a, b0, b1;
    for (int j = 0; j < 4; ++j) {
      a[j] = A[(i * 8 * n + k * 8 + 4 * g + j) & 2047];
      b0[j] = B[((k * 8 + 4 * g + j) * 64 + i) & 2047];
      b1[j] = B[((k * 8 + 4 * g + j) * 64 + 32 + i) & 2047];
    }
    acc0 = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b0, acc0, 0, 0, 0);
    acc1 = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b1, acc1, 0, 0, 0);
  }
  for (int j = 0; j < 16; ++j) { C[j * 64 + l] = acc0[j]; C[1024 + j * 64 + l] = acc1[j]; }
}
