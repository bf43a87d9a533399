#include "corpus.h"
// loop of LDS reductions with early exit, bpermute, and global atomic results
KERNEL(128) void wg_reduce_loop(__global const float *X, __global float *Y, __global int *Cnt) {
  __local float red[128];
  int t = TID();
  float acc = 0.0f;
  for (int r = 0; r < 8; ++r) {
    red[t] = X[(WG() * 128 + t + r * 31) & 1023];
    WG_BARRIER();
    for (int s = 64; s > 0; s >>= 1) {
      if (t < s) red[t] += red[t + s];
      WG_BARRIER();
    }
    float total = red[0];
    WG_BARRIER();
    if (total > 20.0f) break;
    acc += total;
  }
  if (t == 0) { Y[WG()] = acc; __atomic_fetch_add(Cnt, 1, __ATOMIC_RELAXED); }
}
