#include "corpus.h"
typedef unsigned int uint2v __attribute__((ext_vector_type(2)));
// gfx950 permlane32_swap / permlane16_swap, cvt scalef32 f8
KERNEL(64) void permlane_gfx950(__global const uint *X, __global uint *Y) {
  int gid = WG() * 64 + TID();
  uint x = X[gid], y = X[(gid + 9) & 255];
  uint2v s = __builtin_amdgcn_permlane32_swap(x, y, false, false);
  uint2v r = __builtin_amdgcn_permlane16_swap(s.x, s.y, false, false);
  Y[gid] = r.x ^ (r.y * 3u);
}
