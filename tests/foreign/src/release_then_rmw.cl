#include "corpus.h"
// A workgroup release fence, then a relaxed atomic add that carries no scope bit, in a
// block of its own (LLVM: ds_write; s_waitcnt lgkmcnt(0) ... s_cbranch_execz ...
// global_atomic_add): the fence's wait is in another block than the releasing access.
KERNEL(64) void release_then_rmw(__global const int *X, __global int *Out, __global atomic_int *Count) {
  __local int l[64];
  int t = TID();
  int gid = WG() * 64 + t;
  l[t] = X[gid];
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  if (X[gid] > 0)
    __opencl_atomic_fetch_add(&Count[WG()], 1, __ATOMIC_RELAXED, __OPENCL_MEMORY_SCOPE_WORK_GROUP);
  WG_BARRIER();
  Out[gid] = l[63 - t];
}
