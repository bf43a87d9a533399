#include "corpus.h"
// a divergent loop with four ways out: an early return on a loaded zero, a continue, a break on a
// loaded value and a second early return (its own stores) on the running sum
KERNEL(64) void multi_exit_loop(__global const int *X, __global const float *F, __global float *Y,
                                __global int *Where, int n) {
  int gid = WG() * 64 + TID();
  float acc = 0.0f;
  int i = 0;
  for (; i < n; ++i) {
    int x = X[(gid * 7 + i * 3) & 1023];
    if (x == 0) { Where[gid] = -i - 1; return; }
    if (x < 0) continue;
    float f = F[(x * 5 + i) & 255];
    acc = acc * 0.5f + f;
    if (f > 0.95f) break;
    if (acc > 1.6f) { Y[gid] = acc; Where[gid] = 1000 + i; return; }
  }
  Y[gid] = acc;
  Where[gid] = i;
}
