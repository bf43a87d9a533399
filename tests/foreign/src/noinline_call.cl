#include "corpus.h"
__attribute__((noinline)) float helper(__global const float *X, int i, float a) {
  return X[i & 255] * a + X[(i * 3) & 255];
}
// call to a non-inlined device function (s_swappc / s_setpc, callee in same file)
KERNEL(64) void noinline_call(__global const float *X, __global float *Y) {
  int gid = WG() * 64 + TID();
  float acc = 0.0f;
  for (int i = 0; i < 3; ++i) acc += helper(X, gid + i, (float)i);
  Y[gid] = acc;
}
