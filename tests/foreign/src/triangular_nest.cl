#include "corpus.h"
// nested loops whose inner trip count depends on the outer index: a uniform triangular inner loop
// and a divergent one (lane- and outer-index-dependent), a store per outer iteration
KERNEL(64) void triangular_nest(__global const float *X, __global float *Y, __global float *Z, int n) {
  int l = TID();
  int g = WG() * 64 + l;
  float tot = 0.0f;
  for (int i = 0; i < n; ++i) {
    float s = 0.0f;
    #pragma nounroll
    for (int j = 0; j <= i; ++j)
      s += X[((i * 16 + j) * 64 + l) & 4095] * (float)(j + 1);
    int m = ((g >> 2) + i) & 3;
    #pragma nounroll
    for (int j = 0; j < m + i; ++j)
      s = s * 0.5f + X[(j * 64 + l + i) & 4095];
    Z[(i * 256 + g) & 4095] = s;
    tot += s;
  }
  Y[g] = tot;
}
