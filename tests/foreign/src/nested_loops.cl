#include "corpus.h"
// nested loops with data-dependent trip counts and early break
KERNEL(64) void nested_loops(__global const int *N, __global const float *X, __global float *Y) {
  int gid = WG() * 64 + TID();
  int n = N[gid] & 7;
  float acc = 0.0f;
  for (int i = 0; i < n; ++i) {
    int m = N[(gid + i) & 255] & 7;
    for (int j = 0; j < m; ++j) {
      float x = X[(gid * 3 + i * 5 + j) & 255];
      if (x > 0.9f) break;
      acc = acc * 0.75f + x;
    }
    if (acc > 10.0f) break;
  }
  Y[gid] = acc;
}
