#include "corpus.h"
// uniform (scalar) loads of per-iteration coefficients inside a loop, with vector loads and LDS;
// LLVM reads buf[127 - t] as a negative base plus offset:508 (the LDS address wraps at 32 bits)
KERNEL(128) void smem_loop_lds_wrap(__global const float *X, __constant float *coef, __constant int *idx,
                              __global float *Y, int n) {
  __local float buf[128];
  int t = TID();
  float s = 0.0f;
  for (int k = 0; k < n; ++k) {
    float cf = coef[k];
    int o = idx[k];
    buf[t] = X[(o * 128 + t) & 4095] * cf;
    WG_BARRIER();
    s += buf[(t + k) & 127] - buf[127 - t];
    WG_BARRIER();
  }
  Y[WG() * 128 + t] = s;
}
