#include "corpus.h"
// integer division/remainder 32 and 64 bit (long VALU sequences)
KERNEL(64) void int_div(__global const int *A, __global const int *B, __global int *Q, __global long *Q64) {
  int gid = WG() * 64 + TID();
  int a = A[gid], b = B[gid] | 1;
  uint ua = (uint)a, ub = (uint)b;
  Q[gid] = a / b + a % b + (int)(ua / ub) + (int)(ua % (ub | 3));
  long la = (long)a * 1000003L, lb = (long)b;
  Q64[gid] = la / lb + la % (lb + 7);
}
