#include "corpus.h"
// LDS pointer chasing: each iteration's LDS address is the value the last LDS read returned
// (a loop-carried gather), a second LDS table read at a derived address, a data-dependent extra read
KERNEL(128) void lds_gather_chain(__global const int *Nx, __global const float *X, __global float *Y, int n) {
  __local int next[256];
  __local float val[256];
  int t = TID();
  int base = WG() * 256;
  next[t] = Nx[base + t] & 255;
  next[t + 128] = Nx[base + t + 128] & 255;
  val[t] = X[base + t];
  val[t + 128] = X[base + t + 128];
  WG_BARRIER();
  int p = t;
  float acc = 0.0f;
  for (int i = 0; i < n; ++i) {
    p = next[p];
    acc += val[p ^ (i & 1)];
    if (acc > 2.0f) acc -= val[(p + 7) & 255];
  }
  Y[WG() * 128 + t] = acc + (float)p;
}
