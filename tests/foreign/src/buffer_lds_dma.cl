#include "corpus.h"
// MUBUF loads into LDS (buffer_load_dword ... lds) in a loop, the LDS read back and summed;
// LDS also written by DS stores in the same loop
KERNEL(128) void buffer_lds_dma(__global int *X, __global int *Y, int n) {
  __local int T[256];
  int l = TID();
  __amdgpu_buffer_rsrc_t r = __builtin_amdgcn_make_buffer_rsrc(X, (short)0, 4096, 0x27000);
  int s = 0;
  for (int k = 0; k < n; ++k) {
    __builtin_amdgcn_raw_ptr_buffer_load_lds(r, T + 64 * (k & 1), 4, (k * 64 + l) * 4, 0, 0, 0);
    T[128 + (l & 127)] = s;
    WG_BARRIER();
    s += T[64 * (k & 1) + ((l + 1) & 63)] + T[128 + ((l + 3) & 63)];
    WG_BARRIER();
  }
  Y[l] = s;
}
