// Divergent control flow: exec masking around a data-dependent if/else whose
// branches contain memory operations (so they stay real branches), and a loop
// with a per-lane data-dependent trip count.
#include "corpus.h"

// Y = x > 0 ? W[gid] * x : W[(gid*7) & 255] - x ; Z[gid] = 1 where x > 0 (else untouched).
KERNEL(64) void divergent_ifelse(__global const float *X, __global const float *W,
                                 __global float *Y, __global float *Z) {
  int gid = WG() * 64 + TID();
  float x = X[gid];
  float y;
  if (x > 0.0f) {
    y = W[gid] * x;
    Z[gid] = 1.0f;
  } else {
    y = W[(gid * 7) & 255] - x;
  }
  Y[gid] = y;
}

// acc = X[gid]; repeat N[gid] times: acc = acc * 0.5 + i ; Y[gid] = acc.
KERNEL(64) void divergent_loop(__global const int *N, __global const float *X,
                               __global float *Y) {
  int gid = WG() * 64 + TID();
  int n = N[gid];
  float acc = X[gid];
  for (int i = 0; i < n; ++i) acc = acc * 0.5f + (float)i;
  Y[gid] = acc;
}
