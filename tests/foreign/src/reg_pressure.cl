#include "corpus.h"
// many live values to create register pressure (may spill)
#define N 160
KERNEL(64) void reg_pressure(__global const float *X, __global float *Y) {
  int gid = WG() * 64 + TID();
  float v[N];
  #pragma unroll
  for (int i = 0; i < N; ++i) v[i] = X[(gid + i * 3) & 1023];
  float acc = 0.0f;
  #pragma unroll
  for (int r = 0; r < 4; ++r) {
    #pragma unroll
    for (int i = 0; i < N; ++i) { v[i] = v[i] * v[(i + r + 1) % N] + 0.001f; }
  }
  #pragma unroll
  for (int i = 0; i < N; ++i) acc += v[i] * (float)(i & 7);
  Y[gid] = acc;
}
