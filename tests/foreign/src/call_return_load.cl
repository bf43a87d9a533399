#include "corpus.h"
// the callee returns a value it loaded: LLVM relies on the callee's wait before s_setpc
__attribute__((noinline)) float ld(__global const float *p, int i) { return p[i]; }
KERNEL(64) void call_return_load(__global const float *X, __global float *Y) {
  int gid = WG() * 64 + TID();
  Y[gid] = ld(X, gid) * 2.0f;
}
