// Cross-lane ops with an SGPR lane select produced by VALU: v_readfirstlane writes an
// SGPR that v_readlane then uses as lane select (VALU writes SGPR -> VALU reads that
// SGPR as lane select wait-state case). clang has no writelane builtin.
//   s  = (L[wave_base] * 3 + 1) & 63, per wave (readfirstlane takes lane 0)
//   s2 = (L[wave_base] + 5) & 63
//   Y[gid] = X[wave_base + s] * 2 + lane
//   Z[gid] = X[wave_base + s2] + X[gid]
#include "corpus.h"

KERNEL(64) void readlane_valu_sel(__global const float *X, __global const int *L,
                                  __global float *Y, __global float *Z) {
  int lane = TID();
  int gid = WG() * 64 + lane;
  int sel_v = ((L[gid] * 3 + 1) & 63) ^ lane;  // VALU lane select (lane 0: (L*3+1)&63)
  int s = __builtin_amdgcn_readfirstlane(sel_v);         // -> SGPR
  float x = X[gid];
  int xi = __builtin_astype(x, int);
  int r = __builtin_amdgcn_readlane(xi, s);              // SGPR lane select
  Y[gid] = __builtin_astype(r, float) * 2.0f + (float)lane;
  int s2 = __builtin_amdgcn_readfirstlane(((L[gid] + 5) & 63) ^ lane);
  int r2 = __builtin_amdgcn_readlane(xi, s2);
  Z[gid] = __builtin_astype(r2, float) + x;
}
