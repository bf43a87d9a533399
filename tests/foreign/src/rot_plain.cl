#include "corpus.h"
// single-block loop of buffer loads (range-checked resource) feeding VALU, store after the loop
KERNEL(64) void rot_plain(__global const int *X, __global int *Y, int n) {
  int l = TID();
  __amdgpu_buffer_rsrc_t rx = __builtin_amdgcn_make_buffer_rsrc((__global int *)X, 0, 4096, 0x00027000);
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    int v = __builtin_amdgcn_raw_buffer_load_b32(rx, (i * 64 + l) * 4, 0, 0);
    int w = __builtin_amdgcn_raw_buffer_load_b32(rx, ((i * 64 + l + 7) & 1023) * 4, 0, 0);
    acc = acc * 3 + v * w;
  }
  Y[l] = acc;
}
