#include "corpus.h"
// a constant 7-trip K loop (odd: unrolling peels one iteration) of global loads -> LDS -> barrier
// -> fragment reads -> MFMAs -> barrier on two waves, with a select on the loop counter in the
// body (another SCC write and read next to the exit test), one accumulator starting half zero,
// half from a kernarg, and a second starting at zero whose operands the counter selects
KERNEL(128) void kloop_odd_select(__global const half *A, __global const half *B, __global float *C, float init) {
  __local half As[16][16];
  __local half Bs[16][32];
  int t = TID(), w = t / 64, l = t % 64, i = l % 16, g = l / 16;
  int wc = w * 16;
  int r = t / 8, c2 = (t % 8) * 2, br = t / 8, bc = (t % 8) * 4;
  float4_t acc = (float4_t)(0.0f, 0.0f, init, init), acc2 = 0.0f;
#pragma nounroll
  for (int k = 0; k < 7; ++k) {
    As[r][c2] = A[r * 112 + k * 16 + c2]; As[r][c2 + 1] = A[r * 112 + k * 16 + c2 + 1];
    for (int j = 0; j < 4; ++j) Bs[br][bc + j] = B[(k * 16 + br) * 32 + bc + j];
    WG_BARRIER();
    half4_t a, b;
    for (int j = 0; j < 4; ++j) { a[j] = As[i][4 * g + j]; b[j] = Bs[4 * g + j][wc + i]; }
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
    half4_t a2 = (k == 3) ? b : a;
    half4_t b2 = (k == 5) ? (half4_t)0.0h : b;
    acc2 = __builtin_amdgcn_mfma_f32_16x16x16f16(b2, a2, acc2, 0, 0, 0);
    WG_BARRIER();
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 32 + wc + i] = acc[j] + 0.5f * acc2[j];
}
