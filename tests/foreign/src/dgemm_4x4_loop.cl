#include "corpus.h"
// The 4-block f64 MFMA (v_mfma_f64_4x4x4f64) in a runtime-trip K loop whose result a DP
// VALU op reads in the same iteration (the DGEMM 4x4 write -> VALU read hazard, its own
// wait-state count) while the next MFMA reads it as SrcC (DGEMM SrcC chain).
KERNEL(64) void dgemm_4x4_loop(__global const double *A, __global const double *B, __global double *C, int nk) {
  int l = TID();
  double acc = 0.0, tr = 0.0;
  for (int k = 0; k < nk; ++k) {
    double a = A[k * 64 + l], b = B[k * 64 + l];
    acc = __builtin_amdgcn_mfma_f64_4x4x4f64(a, b, acc, 0, 0, 0);
    tr += acc * 0.125;
  }
  C[l] = acc;
  C[64 + l] = tr;
}
