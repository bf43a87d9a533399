#include "corpus.h"
// release_lds_dma in a loop (the session-83 adversarial round's k08): LLVM's fence wait in the
// loop is 's_waitcnt vmcnt(1) lgkmcnt(0)', which retires the previous iteration's plain store,
// not this one's. The pass keeps that count (session 85; it waited vmcnt(0) before, a store's
// latency every iteration).
KERNEL(64) void release_lds_dma_loop(__global int *X, __global int *Y, __global atomic_int *F, int n) {
  __local int L[128];
  int l = TID();
  int g = WG();
  for (int k = 0; k < n; ++k) {
    int t = g * n + k;
    __builtin_amdgcn_global_load_lds(X + t * 64 + l, L + (k & 1) * 64, 4, 0, 0);
    Y[t * 128 + l] = 3 + k;
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __opencl_atomic_store(&F[t], 1, __ATOMIC_RELAXED, __OPENCL_MEMORY_SCOPE_WORK_GROUP);
    __builtin_amdgcn_s_barrier();
    Y[t * 128 + 64 + l] = L[(k & 1) * 64 + 63 - l];
  }
}
