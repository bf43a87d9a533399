#include "corpus.h"
// inline asm blocks in the middle of the code
KERNEL(64) void inline_asm(__global const int *X, __global int *Y) {
  int gid = WG() * 64 + TID();
  int x = X[gid], r;
  __asm__ volatile("v_add_u32 %0, %1, %1\n\ts_nop 1" : "=v"(r) : "v"(x));
  int s;
  __asm__ volatile("s_mov_b32 %0, 7" : "=s"(s));
  Y[gid] = r * s + X[(gid + 1) & 255];
}
