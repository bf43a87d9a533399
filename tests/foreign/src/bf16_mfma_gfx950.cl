#include "corpus.h"
typedef short short8_t __attribute__((ext_vector_type(8)));
typedef __bf16 bf16x8_t __attribute__((ext_vector_type(8)));
// gfx950 16x16x32 bf16 MFMA K loop
KERNEL(64) void bf16_mfma_gfx950(__global const short *A, __global const short *B, __global float *C, int n) {
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
  for (int kb = 0; kb < n; ++kb) {
    short8_t a, b;
    for (int j = 0; j < 8; ++j) {
      a[j] = A[(i * 32 * n + kb * 32 + 8 * g + j) & 2047];
      b[j] = B[((kb * 32 + 8 * g + j) * 16 + i) & 2047];
    }
    acc = __builtin_amdgcn_mfma_f32_16x16x32_bf16(__builtin_bit_cast(bf16x8_t, a), __builtin_bit_cast(bf16x8_t, b), acc, 0, 0, 0);
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j];
}
