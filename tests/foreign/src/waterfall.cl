#include "corpus.h"
// non-uniform buffer resource -> waterfall loop (readfirstlane + exec loop)
KERNEL(64) void waterfall(__global int *X, __global int *Y, __global const int *Sel) {
  int gid = WG() * 64 + TID();
  __global int *base = (Sel[gid] & 1) ? X : Y;
  __amdgpu_buffer_rsrc_t r = __builtin_amdgcn_make_buffer_rsrc(base, 0, 1024, 0x00027000);
  int v = __builtin_amdgcn_raw_buffer_load_b32(r, (gid & 255) * 4, 0, 0);
  Y[gid] = v + 1;
}
