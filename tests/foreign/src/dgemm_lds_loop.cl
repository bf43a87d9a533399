#include "corpus.h"
// DGEMM K loop (v_mfma_f64_16x16x4f64) staged through LDS: 4 waves, each a 16x16 f64 tile
// of a 32x32 block; A (32 x 8*nk) and B (8*nk x 32) sliced 8 deep per iteration, one
// double per thread each. The A operand is scaled by a DP VALU op before the MFMA reads it
// (VALU write -> DGEMM read) and the result goes through DP VALU math (DGEMM write -> VALU read).
// 16x16x4f64 layout (tests/corpus/src/mfma_bf16_f64.cl): A[i][k] lane i + 16k, B[k][n]
// lane n + 16k, acc[j] row 4j + lane/16, column lane%16.
KERNEL(256) void dgemm_lds_loop(__global const double *A, __global const double *B, __global double *C,
                                int nk, double s) {
  __local double As[32][8];
  __local double Bs[8][32];
  int t = TID(), w = t / 64, l = t % 64, i = l % 16, g = l / 16;
  int wr = (w / 2) * 16, wc = (w % 2) * 16;
  int lda = 8 * nk;
  double4_t acc = 0.0;
  for (int k = 0; k < nk; ++k) {
    As[t / 8][t % 8] = A[(t / 8) * lda + k * 8 + t % 8];
    Bs[t / 32][t % 32] = B[(k * 8 + t / 32) * 32 + t % 32];
    WG_BARRIER();
    for (int kb = 0; kb < 2; ++kb) {
      double a = As[wr + i][kb * 4 + g] * s;
      double b = Bs[kb * 4 + g][wc + i];
      acc = __builtin_amdgcn_mfma_f64_16x16x4f64(a, b, acc, 0, 0, 0);
    }
    WG_BARRIER();
  }
  for (int j = 0; j < 4; ++j) C[(wr + 4 * j + g) * 32 + wc + i] = acc[j] * 0.5 + 1.0;
}
