#include "corpus.h"
// f32-input MFMA K loop (v_mfma_f32_32x32x2f32: an SGEMM-class, 16-pass MFMA on CDNA3)
// with a runtime trip count, one wave: each iteration's operands come from global memory
// through VALU math (VALU write -> MFMA read), and two accumulator values are read by VALU
// every iteration (a running max: MFMA write -> VALU read across the back-edge).
KERNEL(64) void sgemm_f32_loop(__global const float *A, __global const float *B, __global float *C,
                               __global float *M, int nk, float s) {
  int l = TID(), i = l % 32, h = l / 32;
  float16_t acc = 0.0f;
  float mx = -1e30f;
  for (int k = 0; k < nk; ++k) {
    float a = A[i * 2 * nk + 2 * k + h] * s + 0.25f;
    float b = B[(2 * k + h) * 32 + i];
    acc = __builtin_amdgcn_mfma_f32_32x32x2f32(a, b, acc, 0, 0, 0);
    mx = fmax(mx, acc[3] + acc[12]);
  }
  for (int j = 0; j < 16; ++j) C[j * 64 + l] = acc[j];
  M[l] = mx;
}
