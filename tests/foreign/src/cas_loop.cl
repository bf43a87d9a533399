#include "corpus.h"
// compare-and-swap retry loops (global_atomic_cmpswap with return, its old value deciding the
// exit and feeding the next attempt) building a float max, an atomic increment
// (global_atomic_inc) whose returned ticket indexes a store, and a release store after it
// (buffer_wbl2 and its vmcnt(0); relaxed atomics elsewhere: LLVM 22 drops that wait when
// nothing is outstanding before the writeback, see README "Left out")
KERNEL(64) void cas_loop(__global const float *X, __global int *M, __global int *Ticket, __global float *Out,
                         __global int *Flag) {
  int gid = WG() * 64 + TID();
  float x = X[gid];
  __global int *slot = &M[gid & 7];
  int old = *slot;
  int tries = 0;
  while (__builtin_bit_cast(float, old) < x) {
    if (__atomic_compare_exchange_n(slot, &old, __builtin_bit_cast(int, x), false, __ATOMIC_RELAXED,
                                    __ATOMIC_RELAXED))
      break;
    ++tries;
  }
  uint t = __builtin_amdgcn_atomic_inc32((volatile __global uint *)Ticket, 1023u, __ATOMIC_RELAXED, "agent");
  Out[t & 255] = x + (float)tries;
  __atomic_store_n(&Flag[gid], tries + 1, __ATOMIC_RELEASE);
}
