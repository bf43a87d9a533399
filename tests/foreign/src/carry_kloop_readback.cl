#include "corpus.h"
// a K loop of direct global loads with two MFMAs per iteration: one accumulator read by VALU
// in the same iteration (a running max, then scaled), the other only after the loop (the
// MFMA the pass may carry into the next iteration); runtime trip count that may be zero
KERNEL(64) void carry_kloop_readback(__global const half *A, __global const half *B, __global float *C,
                                     __global float *M, int n) {
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f, acc2 = 0.0f;
  float mx = -1.0f;
  for (int kb = 0; kb < n; ++kb) {
    half4_t a, b;
    for (int j = 0; j < 4; ++j) {
      a[j] = A[(i * 64 + kb * 16 + 4 * g + j) & 1023];
      b[j] = B[((kb * 16 + 4 * g + j) * 16 + i) & 1023];
    }
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
    mx = __builtin_fmaxf(mx, acc[kb & 3]);
    acc = acc * 0.5f;
    acc2 = __builtin_amdgcn_mfma_f32_16x16x16f16(b, a, acc2, 0, 0, 0);
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j] + acc2[j];
  M[l] = mx;
}
