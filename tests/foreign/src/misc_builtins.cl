#include "corpus.h"
// s_memtime, ds_swizzle, wave_barrier, s_getreg, explicit s_waitcnt
KERNEL(64) void misc_builtins(__global const int *X, __global int *Y, __global int *Z) {
  int gid = WG() * 64 + TID();
  int x = X[gid];
  ulong t0 = __builtin_amdgcn_s_memtime();
  int sw = __builtin_amdgcn_ds_swizzle(x, 0x041f);   // swap adjacent lanes
  __builtin_amdgcn_wave_barrier();
  int mode = __builtin_amdgcn_s_getreg((1 << 0) | (0 << 6) | (3 << 11)); // HW_REG_MODE bits
  __builtin_amdgcn_s_waitcnt(0);
  ulong t1 = __builtin_amdgcn_s_memtime();
  Y[gid] = sw + x;
  Z[gid] = (t1 < t0) ? 12345 : (mode & 0);
}
