#include "corpus.h"
// two constant-trip K loops one after the other (3 trips, then 2), staging through the same
// LDS and accumulating into the same registers: the second starts from the first's result
// (not zero), and the LDS the first loop wrote is read again after it
KERNEL(64) void kloop_two_short(__global const half *A, __global const half *B, __global float *C) {
  __local half As[16][16];
  __local half Bs[16][16];
  int l = TID(), i = l % 16, g = l / 16;
  int r = l / 4, c4 = (l % 4) * 4;
  float4_t acc = 0.0f;
#pragma nounroll
  for (int k = 0; k < 3; ++k) {
    for (int j = 0; j < 4; ++j) { As[r][c4 + j] = A[r * 80 + k * 16 + c4 + j]; Bs[r][c4 + j] = B[(k * 16 + r) * 16 + c4 + j]; }
    WG_BARRIER();
    half4_t a, b;
    for (int j = 0; j < 4; ++j) { a[j] = As[i][4 * g + j]; b[j] = Bs[4 * g + j][i]; }
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
    WG_BARRIER();
  }
  float keep = (float)As[g][i];
#pragma nounroll
  for (int k = 3; k < 5; ++k) {
    for (int j = 0; j < 4; ++j) { As[r][c4 + j] = A[r * 80 + k * 16 + c4 + j]; Bs[r][c4 + j] = B[(k * 16 + r) * 16 + c4 + j]; }
    WG_BARRIER();
    half4_t a, b;
    for (int j = 0; j < 4; ++j) { a[j] = As[i][4 * g + j]; b[j] = Bs[4 * g + j][i]; }
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(b, a, acc, 0, 0, 0);
    WG_BARRIER();
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j] + keep;
}
