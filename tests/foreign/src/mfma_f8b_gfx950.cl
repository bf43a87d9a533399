#include "corpus.h"
typedef int int8v __attribute__((ext_vector_type(8)));
typedef long long2v __attribute__((ext_vector_type(2)));
// gfx950 f16 16x16x32 then VALU readback, then an fp8 MFMA on VALU-built accumulators
// (a variant of mfma_f8_gfx950 without v_mfma_scale_f32_16x16x128_f8f6f4, which the
// emulator does not run; see tests/foreign/README.md)
KERNEL(64) void mfma_f8b_gfx950(__global const half *A, __global const half *B, __global const int *Q,
                              __global float *C, __global float *D) {
  int l = TID(), i = l % 16, g = l / 16;
  half8_t a, b;
  for (int j = 0; j < 8; ++j) {
    a[j] = A[i * 32 + 8 * g + j];
    b[j] = B[(8 * g + j) * 16 + i];
  }
  float4_t acc = __builtin_amdgcn_mfma_f32_16x16x32_f16(a, b, (float4_t)0.0f, 0, 0, 0);
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j] * 3.0f;
  int8v qa, qb;
  for (int j = 0; j < 8; ++j) { qa[j] = Q[l * 8 + j]; qb[j] = Q[(l * 8 + j + 3) & 511]; }
  float4_t s = acc + (float4_t)((float)qa[0], (float)qb[1], (float)qa[2], (float)qb[3]);
  long2v pa = (long2v)((long)Q[l], (long)Q[l + 64]);
  float4_t t = __builtin_amdgcn_mfma_f32_16x16x32_fp8_fp8(pa.x, pa.y, s, 0, 0, 0);
  for (int j = 0; j < 4; ++j) D[l * 4 + j] = t[j];
}
