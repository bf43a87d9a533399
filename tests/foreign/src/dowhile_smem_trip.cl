#include "corpus.h"
// a do-while whose exit depends on a scalar load made inside the loop (uniform index): the
// s_load, its lgkmcnt wait and the SCC branch on the loaded value are all in the loop
KERNEL(64) void dowhile_smem_trip(__constant int *Ctl, __global const float *X, __global float *Y) {
  int l = TID();
  int wg = WG();
  float acc = 0.0f;
  int k = wg;
  int step;
  do {
    step = Ctl[k & 63];
    acc = acc * 0.875f + X[((k * 64) + l) & 4095] * (float)(step & 7);
    k += (step & 3) + 1;
  } while ((step & 0xF0) != 0 && k < 200);
  Y[wg * 64 + l] = acc + (float)k;
}
