#include "corpus.h"
// readfirstlane, ds_bpermute, mov_dpp, update_dpp, s_sleep, s_setprio, sched_barrier
KERNEL(64) void crosslane(__global const int *X, __global int *Y, __global int *Z, __global int *W) {
  int l = TID();
  int gid = WG() * 64 + l;
  int x = X[gid];
  int u = __builtin_amdgcn_readfirstlane(x);
  __builtin_amdgcn_s_setprio(2);
  int p = __builtin_amdgcn_ds_bpermute(((l + 5) & 63) << 2, x);
  __builtin_amdgcn_sched_barrier(0);
  int d = __builtin_amdgcn_mov_dpp(x, 0x111, 0xf, 0xf, 0);          // row_shr:1
  int e = __builtin_amdgcn_update_dpp(7, x, 0x101, 0xf, 0xf, 0);    // row_shl:1, old=7
  __builtin_amdgcn_s_sleep(2);
  __builtin_amdgcn_s_setprio(0);
  Y[gid] = p + u;
  Z[gid] = d;
  W[gid] = e;
}
