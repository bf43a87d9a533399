#include "corpus.h"
// K-loop-like single-block loop: global loads feed VALU accumulation, plus stores inside the loop
KERNEL(64) void loop_gload_vsum(__global const float4 *X, __global float *Y, __global float *P, int n) {
  int l = TID() + WG() * 64;
  float4 acc = 0.0f;
  for (int i = 0; i < n; ++i) {
    float4 a = X[i * 256 + l];
    float4 b = X[i * 256 + ((l + 17) & 255)];
    acc = acc * 0.9f + a * b;
    P[i * 256 + l] = acc.x + acc.w;   // store inside the loop
  }
  Y[l] = acc.x + acc.y + acc.z + acc.w;
}
