#include "corpus.h"
// GEMM-like K loop with LDS double-use and a global store of partial results inside the loop
KERNEL(256) void gemm_lds_loop(__global const float *A, __global const float *B, __global float *C, __global float *Part, int nk) {
  __local float As[16][17];
  __local float Bs[16][17];
  int t = TID(), r = t / 16, c = t % 16;
  float acc = 0.0f;
  for (int k0 = 0; k0 < nk; ++k0) {
    As[r][c] = A[r * 16 * nk + k0 * 16 + c];
    Bs[r][c] = B[(k0 * 16 + r) * 16 + c];
    WG_BARRIER();
    for (int k = 0; k < 16; ++k) acc += As[r][k] * Bs[k][c];
    WG_BARRIER();
    Part[k0 * 256 + t] = acc;
  }
  C[t] = acc;
}
