#include "corpus.h"
// an MFMA K loop that every `seg` iterations (a kernarg: a uniform branch) stores its
// accumulator and resets it to zero, so the accumulator is both carried and re-initialised
KERNEL(64) void mfma_segment_reset(__global const half *A, __global const half *B, __global float *C, int n, int seg) {
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
  int out = 0;
  for (int kb = 0; kb < n; ++kb) {
    half4_t a, b;
    for (int j = 0; j < 4; ++j) {
      a[j] = A[(i * 64 + kb * 16 + 4 * g + j) & 1023];
      b[j] = B[((kb * 16 + 4 * g + j) * 16 + i) & 1023];
    }
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
    if (kb % seg == seg - 1) {
      for (int j = 0; j < 4; ++j) C[((out * 16 + 4 * g + j) * 16 + i) & 1023] = acc[j];
      acc = 0.0f;
      ++out;
    }
  }
  for (int j = 0; j < 4; ++j) C[1024 + (4 * g + j) * 16 + i] = acc[j];
}
