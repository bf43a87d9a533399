#include "corpus.h"
// single-block loop: buffer load from X, plain global store to X (same memory) in the loop
KERNEL(64) void rot_gstore(__global int *X, __global int *Y, int n) {
  int l = TID();
  __amdgpu_buffer_rsrc_t rx = __builtin_amdgcn_make_buffer_rsrc(X, 0, 4096, 0x00027000);
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    int v = __builtin_amdgcn_raw_buffer_load_b32(rx, ((i + 1) * 64 + l) * 4, 0, 0);
    acc += v;
    X[(i + 2) * 64 + l] = v * 2 + 1;
  }
  Y[l] = acc;
}
