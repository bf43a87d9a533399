// f16 MFMA chains (CDNA3 and CDNA4). Each lane loads its operand fragment straight
// from a row-major matrix using the documented MFMA lane layouts, so the expected
// result is a plain matrix product (see tests/corpus/reference.py):
//   16x16x16: A[i][k]: lane = i + 16*(k/4), elem k%4; B[k][n]: lane = n + 16*(k/4);
//             D[r][c]: lane = c + 16*(r/4), elem r%4.
//   32x32x8:  A[i][k]: lane = i + 32*(k/4), elem k%4; B likewise;
//             D[r][c]: lane = c + 32*((r/4)%2), elem 4*(r/8) + r%4.
// (Cross-checked with IREE's MMA layouts, IREEGPUAttrs.cpp getSingleSubgroupLayout:
//  Lhs thread {16,4}/{32,2}, element {1,4}; Acc 16x16 thread {4,16} element {4,1};
//  Acc 32x32 outer {4,1} thread {2,32} element {4,1}.)
#include "corpus.h"

// C(16x16) = A(16x64) @ B(64x16): four MFMAs accumulating into the same registers
// (back-to-back SrcC = previous vDst, exact overlap), then a global store of the result.
KERNEL(64) void mfma16_f16_chain(__global const half *A, __global const half *B,
                                 __global float *C) {
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
  for (int kb = 0; kb < 4; ++kb) {
    half4_t a, b;
    for (int j = 0; j < 4; ++j) {
      a[j] = A[i * 64 + kb * 16 + 4 * g + j];
      b[j] = B[(kb * 16 + 4 * g + j) * 16 + i];
    }
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j];
}

// C(32x32) = A(32x32) @ B(32x32) with four 32x32x8 MFMAs (16-pass on gfx942).
KERNEL(64) void mfma32_f16_chain(__global const half *A, __global const half *B,
                                 __global float *C) {
  int l = TID(), i = l % 32, g = l / 32;
  float16_t acc = 0.0f;
  for (int kb = 0; kb < 4; ++kb) {
    half4_t a, b;
    for (int j = 0; j < 4; ++j) {
      a[j] = A[i * 32 + kb * 8 + 4 * g + j];
      b[j] = B[(kb * 8 + 4 * g + j) * 32 + i];
    }
    acc = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b, acc, 0, 0, 0);
  }
  for (int j = 0; j < 16; ++j) {
    int r = 8 * (j / 4) + 4 * g + (j % 4);
    C[r * 32 + i] = acc[j];
  }
}

// MFMA result read by VALU and by a VMEM store (XDL write VGPR -> VALU read /
// VMEM read of the same VGPRs). D = A@B (16x16x16); C = D; E = D*D + 1.
KERNEL(64) void mfma16_result_valu(__global const half *A, __global const half *B,
                                   __global float *C, __global float *E) {
  int l = TID(), i = l % 16, g = l / 16;
  half4_t a, b;
  for (int j = 0; j < 4; ++j) {
    a[j] = A[i * 16 + 4 * g + j];
    b[j] = B[(4 * g + j) * 16 + i];
  }
  float4_t d = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, (float4_t)0.0f, 0, 0, 0);
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = d[j];
  float4_t e = d * d + 1.0f;
  for (int j = 0; j < 4; ++j) E[(4 * g + j) * 16 + i] = e[j];
}

// MFMA result converted by VALU (v_cvt f32->f16) and fed as SrcA of a second MFMA
// (XDL write -> VALU read, then VALU write -> MFMA SrcA read).
// D1 = A@B; lane l holds D1[4g+j][i], which as an A operand is A2[i][4g+j], so
// D2 = f16(D1)^T @ B2.
KERNEL(64) void mfma16_cvt_chain(__global const half *A, __global const half *B,
                                 __global const half *B2, __global float *C) {
  int l = TID(), i = l % 16, g = l / 16;
  half4_t a, b, b2;
  for (int j = 0; j < 4; ++j) {
    a[j] = A[i * 16 + 4 * g + j];
    b[j] = B[(4 * g + j) * 16 + i];
    b2[j] = B2[(4 * g + j) * 16 + i];
  }
  float4_t d1 = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, (float4_t)0.0f, 0, 0, 0);
  half4_t a2;
  for (int j = 0; j < 4; ++j) a2[j] = (half)d1[j];
  float4_t d2 = __builtin_amdgcn_mfma_f32_16x16x16f16(a2, b2, (float4_t)0.0f, 0, 0, 0);
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = d2[j];
}

// f32 MFMA whose result registers are read directly as SrcA, SrcB and SrcC of the
// next MFMA (XDL write VGPR -> XDL read SrcA/B overlapped, and SrcC overlapped).
// 16x16x4f32: A[i][k]: lane = i + 16*k; B[k][n]: lane = n + 16*k; D as 16x16x16.
// D1 = A(16x4) @ B(4x16); A2[i][k] = D1[4k][i]; B2[k][n] = D1[4k+1][n];
// D2 = A2 @ B2 + D1.
KERNEL(64) void mfma16_f32_result_as_src(__global const float *A, __global const float *B,
                                         __global float *C) {
  int l = TID(), i = l % 16, g = l / 16;
  float x = A[i * 4 + g];
  float y = B[g * 16 + i];
  float4_t d1 = __builtin_amdgcn_mfma_f32_16x16x4f32(x, y, (float4_t)0.0f, 0, 0, 0);
  float4_t d2 = __builtin_amdgcn_mfma_f32_16x16x4f32(d1[0], d1[1], d1, 0, 0, 0);
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = d2[j];
}

// Register pressure pushes MFMA accumulators into AGPRs: 20 independent 32x32x8
// accumulators (320 registers) force LLVM to use AGPR-form MFMAs next to VGPR-form
// ones, with v_accvgpr_write (init) / v_accvgpr_read (to store) around them
// (XDL write AGPR -> v_accvgpr_read, v_accvgpr_write -> MFMA SrcC cases).
// C(32x640) = A(32x32) @ B(32x640); column block n uses accumulator n.
#define NACC 20
KERNEL(64) void mfma32_agpr_pressure(__global const half *A, __global const half *B,
                                     __global float *C) {
  int l = TID(), i = l % 32, g = l / 32;
  float16_t acc[NACC];
  for (int n = 0; n < NACC; ++n) acc[n] = 0.0f;
  for (int kb = 0; kb < 4; ++kb) {
    half4_t a;
    for (int j = 0; j < 4; ++j) a[j] = A[i * 32 + kb * 8 + 4 * g + j];
    for (int n = 0; n < NACC; ++n) {
      half4_t b;
      for (int j = 0; j < 4; ++j) b[j] = B[(kb * 8 + 4 * g + j) * (32 * NACC) + n * 32 + i];
      acc[n] = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b, acc[n], 0, 0, 0);
    }
  }
  for (int n = 0; n < NACC; ++n)
    for (int j = 0; j < 16; ++j)
      C[(8 * (j / 4) + 4 * g + (j % 4)) * (32 * NACC) + n * 32 + i] = acc[n][j];
}
