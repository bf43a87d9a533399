#include "corpus.h"
// scalar kernel args used in loops; scalar loads of uniform data
KERNEL(64) void scalar_args(__global const float *X, __global const float *Coef, __global float *Y,
                            int n, float scale, int stride) {
  int gid = WG() * 64 + TID();
  float acc = 0.0f;
  for (int i = 0; i < n; ++i) {
    acc += Coef[i] * X[(gid + i * stride) & 1023];   // Coef[i] uniform -> s_load
  }
  Y[gid] = acc * scale;
}
