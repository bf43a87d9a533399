#include "corpus.h"
// atomics whose returned values are used as addresses inside a loop: a global fetch-add hands out
// slots of Out, an LDS fetch-add (divergent addend) hands out LDS slots that are written and read
// back; one wave, so the slot order is the lanes' order
KERNEL(64) void atomic_index_loop(__global const int *X, __global int *Cnt, __global int *Out, __global int *Res, int n) {
  __local int lcnt[2];
  __local int lbuf[512];
  int l = TID();
  if (l < 2) lcnt[l] = 0;
  for (int j = 0; j < 8; ++j) lbuf[l + 64 * j] = 0;
  WG_BARRIER();
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    int x = X[(i * 64 + l) & 1023];
    if (x & 1) {
      int slot = __atomic_fetch_add(&Cnt[(x >> 3) & 1], (x & 6) + 2, __ATOMIC_RELAXED);
      Out[slot & 1023] = x + i;
      int ls = __atomic_fetch_add(&lcnt[(x >> 1) & 1], 1 + ((x >> 2) & 3), __ATOMIC_RELAXED);
      lbuf[ls & 511] = x + i;
      acc += lbuf[ls & 511] ^ ls;
    }
  }
  WG_BARRIER();
  Res[l] = acc + lbuf[l * 3 & 511];
  if (l < 2) Res[64 + l] = lcnt[l];
}
