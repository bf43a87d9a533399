#include "corpus.h"
// f64 math: fma, div, sqrt, min/max
KERNEL(64) void f64_math(__global const double *X, __global const double *W, __global double *Y) {
  int gid = WG() * 64 + TID();
  double x = X[gid], w = W[gid];
  double s = 0.0;
  for (int i = 0; i < 4; ++i) {
    s = fma(x, s, w + (double)i);
    x = x * 0.5 + w;
  }
  double d = s / (fabs(w) + 1.0);
  double r = fabs(d) * 0.5 + 1.0;
  Y[gid] = fmax(fmin(r, 100.0), -100.0) + d;
}
