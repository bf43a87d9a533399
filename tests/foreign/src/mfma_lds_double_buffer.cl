#include "corpus.h"
// 4 waves, each a 16x16 tile of a 32x32 block; A (32 x 16*nk) and B (16*nk x 32) staged in LDS,
// double-buffered by hand: the next K slice is loaded from global before this one's MFMAs
KERNEL(256) void mfma_lds_double_buffer(__global const half *A, __global const half *B, __global float *C, int nk) {
  __local half As[2][32][16];
  __local half Bs[2][16][32];
  int t = TID(), w = t / 64, l = t % 64, i = l % 16, g = l / 16;
  int wr = (w / 2) * 16, wc = (w % 2) * 16;
  int r = t / 8, c2 = (t % 8) * 2;          // 256 threads x 2 halves = 32x16 of A
  int br = t / 16, bc = (t % 16) * 2;       // 16x32 of B
  int lda = 16 * nk;
  half a0 = A[r * lda + c2], a1 = A[r * lda + c2 + 1];
  half b0 = B[br * 32 + bc], b1 = B[br * 32 + bc + 1];
  float4_t acc = 0.0f;
  for (int k = 0; k < nk; ++k) {
    int s = k & 1;
    As[s][r][c2] = a0; As[s][r][c2 + 1] = a1;
    Bs[s][br][bc] = b0; Bs[s][br][bc + 1] = b1;
    WG_BARRIER();
    if (k + 1 < nk) {
      a0 = A[r * lda + (k + 1) * 16 + c2]; a1 = A[r * lda + (k + 1) * 16 + c2 + 1];
      b0 = B[((k + 1) * 16 + br) * 32 + bc]; b1 = B[((k + 1) * 16 + br) * 32 + bc + 1];
    }
    half4_t a, b;
    for (int j = 0; j < 4; ++j) { a[j] = As[s][wr + i][4 * g + j]; b[j] = Bs[s][4 * g + j][wc + i]; }
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
  }
  for (int j = 0; j < 4; ++j) C[(wr + 4 * g + j) * 32 + wc + i] = acc[j];
}
