#include "corpus.h"
// MFMA K loop, then the tile added into C with integer atomics (scaled, so the sums are exact)
KERNEL(64) void mfma_atomic_epilogue(__global const half *A, __global const half *B, __global int *C, int n) {
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
  for (int kb = 0; kb < n; ++kb) {
    half4_t a, b;
    for (int j = 0; j < 4; ++j) {
      a[j] = A[(i * 64 + kb * 16 + 4 * g + j) & 1023];
      b[j] = B[((kb * 16 + 4 * g + j) * 16 + i) & 1023];
    }
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
  }
  for (int j = 0; j < 4; ++j) __atomic_fetch_add(&C[(4 * g + j) * 16 + i], (int)(acc[j] * 64.0f), __ATOMIC_RELAXED);
}
