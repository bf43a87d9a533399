#include "corpus.h"
__attribute__((noinline)) float helper2(float a, float b) { return a * b + 1.0f; }
// the caller passes freshly loaded values: LLVM relies on the callee's entry s_waitcnt
KERNEL(64) void call_pending(__global const float *X, __global float *Y) {
  int gid = WG() * 64 + TID();
  float a = X[gid], b = X[(gid + 1) & 255];
  Y[gid] = helper2(a, b);
}
