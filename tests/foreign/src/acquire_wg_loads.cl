#include "corpus.h"
// A workgroup-scope acquire load ('sc0', no wait after it at this scope) followed by plain
// global and LDS reads: no read may be issued before the acquiring load.
KERNEL(64) void acquire_wg_loads(__global atomic_int *Flag, __global const int *X, __global int *Out) {
  __local int l[64];
  int t = TID();
  int gid = WG() * 64 + t;
  l[t] = gid;
  WG_BARRIER();
  int f = __opencl_atomic_load(&Flag[WG()], __ATOMIC_ACQUIRE, __OPENCL_MEMORY_SCOPE_WORK_GROUP);
  Out[gid] = X[gid] + l[63 - t] + f;
}
