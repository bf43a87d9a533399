#include "corpus.h"
// int8 MFMA K loop with a runtime trip count (gfx942 16x16x32 i8, gfx950 16x16x64 i8), an
// integer epilogue (bias add, shift)
typedef int int2_t __attribute__((ext_vector_type(2)));
typedef int int4_t __attribute__((ext_vector_type(4)));
KERNEL(64) void mfma_i8_loop(__global const int *A, __global const int *B, __global int *C, int n, int bias) {
  int l = TID(), i = l % 16, g = l / 16;
  int4_t acc = 0;
  for (int k = 0; k < n; ++k) {
#if defined(__gfx950__)
    int4_t a, b;
    for (int j = 0; j < 4; ++j) {
      a[j] = A[(i * 64 + k * 16 + 4 * g + j) & 1023];
      b[j] = B[((k * 16 + 4 * g + j) * 16 + i) & 1023];
    }
    acc = __builtin_amdgcn_mfma_i32_16x16x64_i8(a, b, acc, 0, 0, 0);
#else
    long a = 0, b = 0;
    for (int j = 0; j < 2; ++j) {
      a |= (long)(uint)A[(i * 64 + k * 8 + 2 * g + j) & 1023] << (32 * j);
      b |= (long)(uint)B[((k * 8 + 2 * g + j) * 16 + i) & 1023] << (32 * j);
    }
    acc = __builtin_amdgcn_mfma_i32_16x16x32_i8(a, b, acc, 0, 0, 0);
#endif
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = (acc[j] + bias) >> 2;
}
