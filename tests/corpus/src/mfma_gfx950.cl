// CDNA4-only MFMAs (gfx950): K-doubled f16/bf16 shapes with 8 elements per lane.
//   16x16x32: A[i][k]: lane = i + 16*(k/8), elem k%8; B[k][n]: lane = n + 16*(k/8);
//             D as 16x16x16.
//   32x32x16: A[i][k]: lane = i + 32*(k/8), elem k%8; D as 32x32x8.
#include "corpus.h"

typedef __bf16 bf16x8_t __attribute__((ext_vector_type(8)));

// C(16x16) = A(16x64) @ B(64x16): two v_mfma_f32_16x16x32_f16.
KERNEL(64) void mfma16x32_f16_chain(__global const half *A, __global const half *B,
                                    __global float *C) {
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
  for (int kb = 0; kb < 2; ++kb) {
    half8_t a, b;
    for (int j = 0; j < 8; ++j) {
      a[j] = A[i * 64 + kb * 32 + 8 * g + j];
      b[j] = B[(kb * 32 + 8 * g + j) * 16 + i];
    }
    acc = __builtin_amdgcn_mfma_f32_16x16x32_f16(a, b, acc, 0, 0, 0);
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j];
}

// C(32x32) = A(32x32) @ B(32x32): two v_mfma_f32_32x32x16_f16, then E = C*2 (VALU
// reads the 16-VGPR XDL result).
KERNEL(64) void mfma32x16_f16_chain(__global const half *A, __global const half *B,
                                    __global float *C, __global float *E) {
  int l = TID(), i = l % 32, g = l / 32;
  float16_t acc = 0.0f;
  for (int kb = 0; kb < 2; ++kb) {
    half8_t a, b;
    for (int j = 0; j < 8; ++j) {
      a[j] = A[i * 32 + kb * 16 + 8 * g + j];
      b[j] = B[(kb * 16 + 8 * g + j) * 32 + i];
    }
    acc = __builtin_amdgcn_mfma_f32_32x32x16_f16(a, b, acc, 0, 0, 0);
  }
  for (int j = 0; j < 16; ++j) {
    int r = 8 * (j / 4) + 4 * g + (j % 4);
    C[r * 32 + i] = acc[j];
    E[r * 32 + i] = acc[j] * 2.0f;
  }
}

// C(16x16) = A(16x64) @ B(64x16) in bf16 (raw ushort bits): two v_mfma_f32_16x16x32_bf16.
KERNEL(64) void mfma16x32_bf16_chain(__global const ushort *A, __global const ushort *B,
                                     __global float *C) {
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
  for (int kb = 0; kb < 2; ++kb) {
    ushort8_t a, b;
    for (int j = 0; j < 8; ++j) {
      a[j] = A[i * 64 + kb * 32 + 8 * g + j];
      b[j] = B[(kb * 32 + 8 * g + j) * 16 + i];
    }
    acc = __builtin_amdgcn_mfma_f32_16x16x32_bf16(__builtin_astype(a, bf16x8_t),
                                                  __builtin_astype(b, bf16x8_t), acc, 0, 0, 0);
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j];
}

// C(32x32) = A(32x32) @ B(32x32) in bf16: two v_mfma_f32_32x32x16_bf16.
KERNEL(64) void mfma32x16_bf16_chain(__global const ushort *A, __global const ushort *B,
                                     __global float *C) {
  int l = TID(), i = l % 32, g = l / 32;
  float16_t acc = 0.0f;
  for (int kb = 0; kb < 2; ++kb) {
    ushort8_t a, b;
    for (int j = 0; j < 8; ++j) {
      a[j] = A[i * 32 + kb * 16 + 8 * g + j];
      b[j] = B[(kb * 16 + 8 * g + j) * 32 + i];
    }
    acc = __builtin_amdgcn_mfma_f32_32x32x16_bf16(__builtin_astype(a, bf16x8_t),
                                                  __builtin_astype(b, bf16x8_t), acc, 0, 0, 0);
  }
  for (int j = 0; j < 16; ++j) {
    int r = 8 * (j / 4) + 4 * g + (j % 4);
    C[r * 32 + i] = acc[j];
  }
}
