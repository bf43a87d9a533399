#include "corpus.h"
// raw buffer loads/stores (MUBUF) through a buffer resource
KERNEL(64) void buffer_ops(__global int *X, __global int *Y) {
  int gid = WG() * 64 + TID();
  __amdgpu_buffer_rsrc_t rx = __builtin_amdgcn_make_buffer_rsrc(X, 0, 1024, 0x00027000);
  __amdgpu_buffer_rsrc_t ry = __builtin_amdgcn_make_buffer_rsrc(Y, 0, 1024, 0x00027000);
  int a = __builtin_amdgcn_raw_buffer_load_b32(rx, gid * 4, 0, 0);
  int b = __builtin_amdgcn_raw_buffer_load_b32(rx, ((gid + 7) & 255) * 4, 0, 0);
  __builtin_amdgcn_raw_buffer_store_b32(a * 3 + b, ry, gid * 4, 0, 0);
}
