#include "corpus.h"
// gfx950 block-scaled MFMA (f8f6f4, here both fp8) in a K loop, the scales per iteration from memory;
// fp8 bytes kept below 0x40 (no NaN code), E8M0 scales in [120, 135]
typedef int int8_t_ __attribute__((ext_vector_type(8)));
KERNEL(64) void mfma_scale_gfx950(__global const int *A, __global const int *B, __global const int *S,
                                  __global float *C, int n) {
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    int8_t_ a, b;
    for (int j = 0; j < 8; ++j) {
      a[j] = A[(i * 128 + k * 32 + 8 * g + j) & 2047] & 0x3F3F3F3F;
      b[j] = B[((k * 32 + 8 * g + j) * 16 + i) & 2047] & 0x3F3F3F3F;
    }
    int s = S[(k * 64 + l) & 255];
    acc = __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(a, b, acc, 0, 0, 0, 120 + (s & 15), 0, 120 + ((s >> 8) & 15));
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j];
}
