#include "corpus.h"
// A workgroup release fence written as nothing but a wait (session 83): the LDS data, then
// a plain store, then a relaxed workgroup-scope flag store (gfx942/gfx950: 'sc0'). LLVM:
// ds_write; s_waitcnt lgkmcnt(0); global_store; global_store ... sc0. The flag may not be
// issued before the LDS write has completed.
KERNEL(64) void release_lds_flag(__global const int *X, __global int *Out, __global atomic_int *Flag) {
  __local int l[64];
  int t = TID();
  int gid = WG() * 64 + t;
  l[t] = X[gid] * 3;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  Out[gid] = X[gid] + 1;
  __opencl_atomic_store(&Flag[WG()], 1, __ATOMIC_RELAXED, __OPENCL_MEMORY_SCOPE_WORK_GROUP);
  WG_BARRIER();
  Out[256 + gid] = l[63 - t];
}
