#include "corpus.h"
// single-block loop loading through one buffer resource and storing through another that
// points into the same memory: iteration i+1 loads what iteration i stored.
KERNEL(64) void rot_alias(__global int *X, __global int *Y, int n) {
  int l = TID();
  __amdgpu_buffer_rsrc_t rx = __builtin_amdgcn_make_buffer_rsrc(X, 0, 4096, 0x00027000);
  __amdgpu_buffer_rsrc_t rx2 = __builtin_amdgcn_make_buffer_rsrc(X + 64, 0, 4096, 0x00027000);
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    int v = __builtin_amdgcn_raw_buffer_load_b32(rx, ((i + 1) * 64 + l) * 4, 0, 0);
    acc += v;
    __builtin_amdgcn_raw_buffer_store_b32(v * 2 + 1, rx2, ((i + 1) * 64 + l) * 4, 0, 0);
  }
  Y[l] = acc;
}
