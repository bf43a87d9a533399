#include "corpus.h"
// global + LDS atomics with and without return
KERNEL(256) void atomics2(__global const int *X, __global int *Hist, __global int *Old, __global int *Tot) {
  __local int lh[16];
  int t = TID();
  int gid = WG() * 256 + t;
  if (t < 16) lh[t] = 0;
  WG_BARRIER();
  int x = X[gid];
  __atomic_fetch_add(&lh[x & 15], 1, __ATOMIC_RELAXED);                       // LDS atomic no return
  int o = __atomic_fetch_add(&Hist[(x >> 4) & 15], 1, __ATOMIC_RELAXED);      // global atomic with return
  Old[gid] = o >= 0 ? 1 : 0;
  __atomic_fetch_max(&Tot[1], x, __ATOMIC_RELAXED);                           // global atomic, no return
  WG_BARRIER();
  if (t < 16) {
    int v = __atomic_fetch_add(&lh[t], 1, __ATOMIC_RELAXED);                 // LDS atomic with return
    __atomic_fetch_add(&Tot[2 + t], v, __ATOMIC_RELAXED);
  }
}
