#include "corpus.h"
// seq_cst (system-scope) fetch-add with nothing outstanding before it: LLVM 22 emits
// buffer_wbl2 sc0 sc1 and the atomic with no s_waitcnt vmcnt(0) between them
KERNEL(64) void red_wbl2(__global int *P, __global int *Q) {
  int x = Q[TID()];
  int o = __atomic_fetch_add(P, x, __ATOMIC_SEQ_CST);
  Q[TID()] = o;
}
