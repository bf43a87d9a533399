// bf16 and f64 MFMAs (CDNA3 and CDNA4). Same lane layouts as mfma_f16.cl.
// bf16 data is passed as raw ushort bit patterns (upper half of an f32).
#include "corpus.h"

// C(16x16) = A(16x32) @ B(32x16), two v_mfma_f32_16x16x16_bf16 on one accumulator.
KERNEL(64) void mfma16_bf16_chain(__global const ushort *A, __global const ushort *B,
                                  __global float *C) {
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
  for (int kb = 0; kb < 2; ++kb) {
    short4_t a, b;
    for (int j = 0; j < 4; ++j) {
      a[j] = (short)A[i * 32 + kb * 16 + 4 * g + j];
      b[j] = (short)B[(kb * 16 + 4 * g + j) * 16 + i];
    }
    acc = __builtin_amdgcn_mfma_f32_16x16x16bf16_1k(a, b, acc, 0, 0, 0);
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j];
}

// Double-precision MFMA: C(16x16) = A(16x8) @ B(8x16) with two chained
// v_mfma_f64_16x16x4_f64 (DGEMM SrcC dependency), then E = C + 1 read by a DP VALU op.
// 16x16x4f64: A[i][k]: lane = i + 16*k; B[k][n]: lane = n + 16*k;
//             D[r][c]: lane = c + 16*(r%4), elem r/4  -- NOT the f32 16x16 layout
//             (source: IREE IREEGPUAttrs.cpp getSingleSubgroupLayout, MFMA_F64_16x16x4_F64
//             Acc = outer {4,1}, thread {4,16}, element {1,1}).
KERNEL(64) void mfma_f64_chain(__global const double *A, __global const double *B,
                               __global double *C, __global double *E) {
  int l = TID(), i = l % 16, g = l / 16;
  double4_t acc = 0.0;
  for (int kb = 0; kb < 2; ++kb) {
    double a = A[i * 8 + kb * 4 + g];
    double b = B[(kb * 4 + g) * 16 + i];
    acc = __builtin_amdgcn_mfma_f64_16x16x4f64(a, b, acc, 0, 0, 0);
  }
  for (int j = 0; j < 4; ++j) C[(4 * j + g) * 16 + i] = acc[j];
  double4_t e = acc + 1.0;
  for (int j = 0; j < 4; ++j) E[(4 * j + g) * 16 + i] = e[j];
}
