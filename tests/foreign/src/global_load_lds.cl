#include "corpus.h"
// global_load_lds (direct-to-LDS load; vmcnt protects the LDS data)
KERNEL(256) void global_load_lds(__global const int *X, __global int *Y) {
  __local int tile[256];
  int t = TID();
  // the LDS address is the wave's (uniform) base + 4 x its lane: each wave fills its own quarter
  __builtin_amdgcn_global_load_lds(X + WG() * 256 + t, tile + (t / 64) * 64, 4, 0, 0);
  WG_BARRIER();
  Y[WG() * 256 + t] = tile[255 - t] + tile[(t + 1) & 255];
}
