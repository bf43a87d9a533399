#include "corpus.h"
// divergent branches with memory ops inside a loop; scalar kernel-arg count
KERNEL(64) void divergent_loop_branch(__global const float *X, __global float *Y, __global int *Z, int n) {
  int gid = WG() * 64 + TID();
  float acc = 0.0f;
  int cnt = 0;
  for (int i = 0; i < n; ++i) {
    float x = X[(gid + i * 17) & 255];
    if (x > 0.0f) {
      acc += x * X[(gid * 5 + i) & 255];
      cnt += 1;
    } else if (x < -0.5f) {
      acc -= X[(gid + 3 * i) & 255];
      Z[(gid + i) & 255] = i;
    } else {
      acc = acc * 0.5f;
    }
  }
  Y[gid] = acc + (float)cnt;
}
