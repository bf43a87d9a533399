#include "corpus.h"
// single-block loop through LDS with data-dependent addresses, no barrier (each lane owns its column)
KERNEL(64) void alias_loop_lds(__global const float *X, __global const int *J, __global float *Y, int n) {
  __local float buf[8 * 64];
  int l = TID();
  for (int k = 0; k < 8; ++k) buf[k * 64 + l] = X[k * 64 + l];
  float acc = 0.0f;
  for (int i = 0; i < n; ++i) {
    float v = buf[(J[i] & 7) * 64 + l];
    buf[(J[i + 1] & 7) * 64 + l] = v * 0.5f + 1.0f;
    acc += v;
  }
  Y[l] = acc;
}
