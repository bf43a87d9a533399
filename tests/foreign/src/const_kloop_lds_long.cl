#include "corpus.h"
// const_kloop_lds with 32 trips: one MFMA per wave and trip, so two trips of every wave on
// the SIMD are shorter than a DRAM miss and the pass unrolls the loop by four (32 -> 8 trips)
KERNEL(256) void const_kloop_lds_long(__global const half *A, __global const half *B, __global float *C) {
  __local half As[32][16];
  __local half Bs[16][32];
  int t = TID(), w = t / 64, l = t % 64, i = l % 16, g = l / 16;
  int wr = (w / 2) * 16, wc = (w % 2) * 16;
  int r = t / 8, c2 = (t % 8) * 2, br = t / 16, bc = (t % 16) * 2;
  float4_t acc = 0.0f;
#pragma nounroll
  for (int k = 0; k < 32; ++k) {
    As[r][c2] = A[r * 512 + k * 16 + c2]; As[r][c2 + 1] = A[r * 512 + k * 16 + c2 + 1];
    Bs[br][bc] = B[(k * 16 + br) * 32 + bc]; Bs[br][bc + 1] = B[(k * 16 + br) * 32 + bc + 1];
    WG_BARRIER();
    half4_t a, b;
    for (int j = 0; j < 4; ++j) { a[j] = As[wr + i][4 * g + j]; b[j] = Bs[4 * g + j][wc + i]; }
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
    WG_BARRIER();
  }
  for (int j = 0; j < 4; ++j) C[(wr + 4 * g + j) * 32 + wc + i] = acc[j];
}
