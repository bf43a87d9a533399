#include "corpus.h"
// private array indexed dynamically -> scratch
KERNEL(64) void spill(__global const int *Idx, __global const float *X, __global float *Y) {
  int gid = WG() * 64 + TID();
  float priv[64];
  for (int i = 0; i < 64; ++i) priv[i] = X[(gid + i) & 255] * (float)i;
  float acc = 0.0f;
  for (int i = 0; i < 16; ++i) {
    int k = Idx[(gid + i) & 255] & 63;
    priv[k] += acc;
    acc += priv[(k * 7 + i) & 63];
  }
  Y[gid] = acc;
}
