#include "corpus.h"
// four 32x32 accumulators (64 registers) through a K loop, read back with f32 math after it
KERNEL(64) void agpr_four_acc(__global const half *A, __global const half *B, __global float *C, int n) {
  int l = TID(), i = l % 32, g = l / 32;
  float16_t c0 = 0.0f, c1 = 0.0f, c2 = 0.0f, c3 = 0.0f;
  for (int k = 0; k < n; ++k) {
    half4_t a0, a1, b0, b1;
    for (int j = 0; j < 4; ++j) {
      a0[j] = A[(i * 16 + k * 8 + 4 * g + j) & 2047];
      a1[j] = A[(512 + i * 16 + k * 8 + 4 * g + j) & 2047];
      b0[j] = B[((k * 8 + 4 * g + j) * 64 + i) & 2047];
      b1[j] = B[((k * 8 + 4 * g + j) * 64 + 32 + i) & 2047];
    }
    c0 = __builtin_amdgcn_mfma_f32_32x32x8f16(a0, b0, c0, 0, 0, 0);
    c1 = __builtin_amdgcn_mfma_f32_32x32x8f16(a0, b1, c1, 0, 0, 0);
    c2 = __builtin_amdgcn_mfma_f32_32x32x8f16(a1, b0, c2, 0, 0, 0);
    c3 = __builtin_amdgcn_mfma_f32_32x32x8f16(a1, b1, c3, 0, 0, 0);
  }
  for (int j = 0; j < 16; ++j) {
    C[j * 64 + l] = c0[j] * c3[j] - c1[j];
    C[1024 + j * 64 + l] = c2[j] + c1[j] * 0.5f;
  }
}
