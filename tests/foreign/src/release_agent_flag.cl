#include "corpus.h"
// Partial sums as relaxed agent-scope atomics in a loop, then an agent release fence
// (buffer_wbl2 sc1; s_waitcnt vmcnt(0)) and one lane's flag store ('sc1'): the stream-K
// handshake. Every atomic and store before the fence completes before the flag.
KERNEL(64) void release_agent_flag(__global const int *X, __global atomic_int *Acc, __global int *Out,
                                   __global atomic_int *Flag, int n) {
  int t = TID();
  int gid = WG() * 64 + t;
  for (int i = 0; i < n; ++i)
    __opencl_atomic_fetch_add(&Acc[(t + i) & 63], X[gid] + i, __ATOMIC_RELAXED, __OPENCL_MEMORY_SCOPE_DEVICE);
  Out[gid] = X[gid] * 2;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "agent");
  if (t == 0)
    __opencl_atomic_store(&Flag[WG()], 1, __ATOMIC_RELAXED, __OPENCL_MEMORY_SCOPE_DEVICE);
}
