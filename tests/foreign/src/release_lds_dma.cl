#include "corpus.h"
// A direct-to-LDS load, a plain store, a workgroup release fence and a relaxed flag store
// (the session-83 adversarial round): LLVM's fence wait is 's_waitcnt vmcnt(1) lgkmcnt(0)':
// the DMA's write to LDS has landed, the younger plain store may still be in flight. The
// fence then has a count, not 0.
KERNEL(64) void release_lds_dma(__global int *X, __global int *Y, __global atomic_int *F) {
  __local int L[64];
  int l = TID();
  __builtin_amdgcn_global_load_lds(X + WG() * 64 + l, L, 4, 0, 0);
  Y[WG() * 128 + l] = 3;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __opencl_atomic_store(&F[WG() * 64 + l], 1, __ATOMIC_RELAXED, __OPENCL_MEMORY_SCOPE_WORK_GROUP);
  __builtin_amdgcn_s_barrier();
  Y[WG() * 128 + 64 + l] = L[63 - l];
}
