#include "corpus.h"
// a lane's loaded index broadcast with readfirstlane picks the row every lane loads next
KERNEL(64) void readlane_addr_loop(__global const int *Idx, __global const float *X, __global float *Y, int n) {
  int l = TID();
  float s = 0.0f;
  int r = Idx[l] & 63;
  for (int k = 0; k < n; ++k) {
    int u = __builtin_amdgcn_readfirstlane(r);
    float x = X[u * 64 + l];
    s += x;
    r = Idx[(u + l + k) & 255] & 63;
  }
  Y[WG() * 64 + l] = s;
}
