#include "corpus.h"
// fp8 MFMA (gfx942 fnuz / gfx950 ocp) and accumulator reuse in loop
KERNEL(64) void f8_mfma(__global const long *A, __global const long *B, __global float *C, int n) {
  int l = TID();
  float4_t acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    long a = A[(k * 64 + l) & 255], b = B[(k * 64 + l) & 255];
    acc = __builtin_amdgcn_mfma_f32_16x16x32_fp8_fp8(a, b, acc, 0, 0, 0);
  }
  for (int j = 0; j < 4; ++j) C[l * 4 + j] = acc[j];
}
