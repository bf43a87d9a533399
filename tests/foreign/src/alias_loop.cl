#include "corpus.h"
// single-block loop: load at data-dependent index may read what the previous iteration stored
KERNEL(64) void alias_loop(__global float *Buf, __global const int *J, __global const float *X, int n) {
  int l = TID() + WG() * 64;
  for (int i = 0; i < n; ++i) {
    float v = Buf[J[i] * 256 + l];
    Buf[J[i + 1] * 256 + l] = v * 0.5f + X[i * 256 + l];
  }
}
