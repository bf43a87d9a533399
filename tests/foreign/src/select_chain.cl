#include "corpus.h"
// select/min/max chains
KERNEL(64) void select_chain(__global const float *X, __global const int *I, __global float *Y, __global int *Z) {
  int gid = WG() * 64 + TID();
  float x = X[gid];
  int i = I[gid];
  float a = x > 0.3f ? x * 2.0f : -x;
  float b = fmax(a, 0.1f);
  b = fmin(b, x < -0.5f ? 0.7f : 1.3f);
  int j = i > 3 ? i : 3;
  j = j < 100 ? j : 100;
  j = (x > 0.0f) ? j + 1 : j - 1;
  j = (i & 1) ? j : -j;
  j = (j < 0 ? -j : j) > 50 ? 50 : j;
  Y[gid] = b + (float)j * 0.001f;
  Z[gid] = j;
}
