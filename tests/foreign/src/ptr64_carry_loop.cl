#include "corpus.h"
// 64-bit pointer arithmetic in a loop: a pointer bumped by a 64-bit kernarg stride, a second
// one rebuilt from a 32x32->64 product (v_mad_u64_u32) of a loop-carried index, 64-bit
// multiplies, a 64-bit hash and a 128-bit sum (64-bit adds with carry-out) carried around the loop
KERNEL(64) void ptr64_carry_loop(__global const long *A, __global long *B, long stride, uint mul, int n) {
  int l = TID();
  __global const long *p = A + l;
  ulong h = 0xCBF29CE484222325UL;
  long acc = 0;
  uint k = (uint)l;
  ulong wlo = 0, whi = 0;
  for (int i = 0; i < n; ++i) {
    long v = *p;
    ulong off = (ulong)k * (ulong)mul;
    long w = *(__global const long *)((__global const char *)A + ((off & 0x1FF8UL)));
    acc += v * (long)(i + 1) + (w >> 3);
    h = (h ^ (ulong)v) * 0x100000001B3UL;
    ulong t = wlo + (h | 1UL);
    whi += (ulong)(t < wlo) + (ulong)(w & 1);
    wlo = t;
    p += stride;
    k = (uint)(h >> 40) ^ (k * 2654435761u);
  }
  B[WG() * 64 + l] = acc ^ (long)h;
  B[256 + WG() * 64 + l] = (long)(wlo ^ (whi << 32));
}
