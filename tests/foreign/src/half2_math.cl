#include "corpus.h"
typedef half half2_t __attribute__((ext_vector_type(2)));
// packed f16 math
KERNEL(64) void half2_math(__global const half2_t *X, __global const half2_t *W, __global half2_t *Y) {
  int gid = WG() * 64 + TID();
  half2_t x = X[gid], w = W[gid];
  half2_t a = x * w + (half2_t)(0.5h, 0.25h);
  half2_t b = a * a - x;
  half2_t c = __builtin_elementwise_max(b, w);
  half2_t d = __builtin_elementwise_min(c, (half2_t)(2.0h, 2.0h));
  Y[gid] = d + x * (half2_t)(1.5h, -1.5h);
}
