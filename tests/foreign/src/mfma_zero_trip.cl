#include "corpus.h"
// a K loop whose trip count may be 0 (n from the caller): the accumulator stays its start value
KERNEL(64) void mfma_zero_trip(__global const half *A, __global const half *B, __global float *C, int n, float init) {
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = init;
  for (int kb = 0; kb < n; ++kb) {
    half4_t a, b;
    for (int j = 0; j < 4; ++j) {
      a[j] = A[(i * 64 + kb * 16 + 4 * g + j) & 1023];
      b[j] = B[((kb * 16 + 4 * g + j) * 16 + i) & 1023];
    }
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j];
}
