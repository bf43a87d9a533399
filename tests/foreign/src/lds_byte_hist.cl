#include "corpus.h"
// byte-wide LDS traffic (ds_write_b8 / ds_read_u8), an LDS atomic histogram, a float atomic into global memory
KERNEL(256) void lds_byte_hist(__global const uchar *X, __global int *H, __global float *S, int n) {
  __local uchar bytes[1024];
  __local int hist[64];
  int l = TID();
  if (l < 64) hist[l] = 0;
  for (int j = 0; j < 4; ++j) bytes[l + 256 * j] = X[(WG() * 1024 + l * 4 + j) & 4095];
  WG_BARRIER();
  float acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    uchar b = bytes[(l * 7 + k * 13) & 1023];
    __atomic_fetch_add(&hist[b & 63], 1, __ATOMIC_RELAXED);
    acc += (float)b;
  }
  WG_BARRIER();
  if (l < 64) H[WG() * 64 + l] = hist[l];
  __atomic_fetch_add(&S[l & 15], acc * 0.25f, __ATOMIC_RELAXED);
}
