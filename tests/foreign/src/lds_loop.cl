#include "corpus.h"
// LDS with barriers inside a loop (iterative stencil on a 256 tile)
KERNEL(256) void lds_loop(__global const float *X, __global float *Y, int iters) {
  __local float tile[2][256];
  int t = TID();
  int gid = WG() * 256 + t;
  tile[0][t] = X[gid];
  WG_BARRIER();
  int cur = 0;
  for (int it = 0; it < iters; ++it) {
    float v = 0.25f * tile[cur][(t + 255) & 255] + 0.5f * tile[cur][t] + 0.25f * tile[cur][(t + 1) & 255];
    tile[cur ^ 1][t] = v;
    cur ^= 1;
    WG_BARRIER();
  }
  Y[gid] = tile[cur][t];
}
