#include "corpus.h"
typedef float float2_t __attribute__((ext_vector_type(2)));
// a loop that stores to a global buffer and reads it back through the same buffer at a runtime
// offset (the host passes 0: the load reads the bytes just stored), including a 64-bit store
// read back as its high word, and the previous iteration's row
KERNEL(64) void global_rw_loop(__global float *Buf, __global const float *X, __global float *Y, int off, int n) {
  int l = TID() + WG() * 64;
  float carry = X[l];
  for (int i = 0; i < n; ++i) {
    __global float *row = Buf + (i + 1) * 512;
    row[l] = carry * 0.5f + X[(i * 128 + l) & 1023];
    float2_t pair = (float2_t)(carry, (float)i - carry);
    *(__global float2_t *)(row + 128 + 2 * l) = pair;
    float back = Buf[off + (i + 1) * 512 + l];
    float hiw = Buf[off + (i + 1) * 512 + 128 + 2 * l + 1];
    float prev = Buf[off + i * 512 + l];
    carry = back + hiw * 0.25f - prev * 0.125f;
  }
  Y[l] = carry;
}
