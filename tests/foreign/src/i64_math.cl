#include "corpus.h"
// 64-bit integer arithmetic and 64-bit address math
KERNEL(64) void i64_math(__global const long *A, __global const long *B, __global long *C, long k) {
  int gid = WG() * 64 + TID();
  long a = A[gid], b = B[gid];
  long r = a * b + (a >> 7) - (b << 3) + k;
  r ^= (r >> 13) * 0x9E3779B97F4A7C15L;
  ulong u = (ulong)r;
  u = (u << 17) | (u >> 47);
  long idx = ((long)gid * 0x100000001L) & 63;
  C[gid] = (long)u + A[idx] * (long)gid;
}
