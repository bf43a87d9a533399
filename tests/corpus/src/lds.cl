// LDS (__local) traffic across 4 waves with workgroup barriers (ds_write / s_barrier /
// ds_read and the lgkmcnt waits around them).
#include "corpus.h"

// Y[gid] = X[wg*256 + 255 - t] + X[wg*256 + (t+1) % 256] via LDS.
KERNEL(256) void lds_reverse_barrier(__global const float *X, __global float *Y) {
  __local float tile[256];
  int t = TID();
  int gid = WG() * 256 + t;
  tile[t] = X[gid];
  WG_BARRIER();
  Y[gid] = tile[255 - t] + tile[(t + 1) & 255];
}

// Y[wg] = sum(X[wg*256 : wg*256+256]) by an LDS tree reduction (8 barriers).
KERNEL(256) void lds_reduce_tree(__global const float *X, __global float *Y) {
  __local float tile[256];
  int t = TID();
  tile[t] = X[WG() * 256 + t];
  WG_BARRIER();
  for (int s = 128; s > 0; s >>= 1) {
    if (t < s) tile[t] += tile[t + s];
    WG_BARRIER();
  }
  if (t == 0) Y[WG()] = tile[0];
}
