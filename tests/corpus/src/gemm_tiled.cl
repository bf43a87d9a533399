// Small tiled MFMA GEMM: global -> LDS -> MFMA with a K loop (kept rolled).
// C(64x64, f32) = A(64x128, f16, row-major) @ B(128x64, f16, row-major).
// 4 workgroups of 4 waves; a workgroup computes a 32x32 tile, each wave a 16x16
// sub-tile with v_mfma_f32_16x16x16_f16; K advances 16 per iteration (8 iterations),
// with a barrier after the LDS stores and after the MFMA reads.
#include "corpus.h"

#define GM 64
#define GN 64
#define GK 128
#define BM 32
#define BN 32
#define BK 16

KERNEL(256) void gemm_tiled_mfma16(__global const half *A, __global const half *B,
                                   __global float *C) {
  __local half As[BM * BK];
  __local half Bs[BK * BN];
  int t = TID();
  int wg = WG();
  int bm = wg / (GN / BN), bn = wg % (GN / BN);
  int wave = t / 64, l = t % 64;
  int wm = wave / 2, wn = wave % 2;
  int i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
#pragma unroll 1
  for (int k0 = 0; k0 < GK; k0 += BK) {
    // 256 threads x 2 halfs cover each 512-element tile.
    int ar = t / 8, ac = (t % 8) * 2;
    As[ar * BK + ac] = A[(bm * BM + ar) * GK + k0 + ac];
    As[ar * BK + ac + 1] = A[(bm * BM + ar) * GK + k0 + ac + 1];
    int br = t / 16, bc = (t % 16) * 2;
    Bs[br * BN + bc] = B[(k0 + br) * GN + bn * BN + bc];
    Bs[br * BN + bc + 1] = B[(k0 + br) * GN + bn * BN + bc + 1];
    WG_BARRIER();
    half4_t a, b;
    for (int j = 0; j < 4; ++j) {
      a[j] = As[(wm * 16 + i) * BK + 4 * g + j];
      b[j] = Bs[(4 * g + j) * BN + wn * 16 + i];
    }
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
    WG_BARRIER();
  }
  for (int j = 0; j < 4; ++j)
    C[(bm * BM + wm * 16 + 4 * g + j) * GN + bn * BN + wn * 16 + i] = acc[j];
}
