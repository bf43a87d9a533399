#include "corpus.h"
// the multi-block 4x4x4 f16 MFMA (16 blocks of 4x4) in a K loop, results reduced with a VALU chain
KERNEL(64) void mfma_4x4_loop(__global const half *A, __global const half *B, __global float *C, int n) {
  int l = TID();
  float4_t acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    half4_t a, b;
    for (int j = 0; j < 4; ++j) {
      a[j] = A[(l * 4 + k * 256 + j) & 1023];
      b[j] = B[(l * 4 + k * 128 + j) & 1023];
    }
    acc = __builtin_amdgcn_mfma_f32_4x4x4f16(a, b, acc, 0, 0, 0);
  }
  C[l] = acc[0] * 0.5f + acc[1] - acc[2] * acc[3];
}
