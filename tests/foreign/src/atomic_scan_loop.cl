#include "corpus.h"
// atomics on a uniform address with per-lane addends and used results, in a loop: LLVM's atomic
// optimizer turns each into an s_ff1 / v_readlane / v_writelane (m0) scan loop, one lane's
// atomic and a readfirstlane of its result; the global result indexes a store, the LDS
// result an LDS store and load (one wave: the order is the lanes')
KERNEL(64) void atomic_scan_loop(__global const int *X, __global int *Cnt, __global int *Out, __global int *Res, int n) {
  __local int lcnt;
  __local int lbuf[1024];
  int l = TID();
  if (l == 0) lcnt = 0;
  WG_BARRIER();
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    int x = X[(i * 64 + l) & 1023] & 7;
    int o = __atomic_fetch_add(&Cnt[0], x + 1, __ATOMIC_RELAXED);
    Out[o & 1023] = l + 64 * i;
    int ls = __atomic_fetch_add(&lcnt, x + 1, __ATOMIC_RELAXED);
    lbuf[ls & 1023] = o ^ i;
    acc += lbuf[ls & 1023] + (ls >> 3);
  }
  Res[l] = acc;
}
