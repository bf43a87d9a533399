#include "corpus.h"
typedef short short4_t __attribute__((ext_vector_type(4)));
typedef short short8_t __attribute__((ext_vector_type(8)));
// gfx950: B staged in LDS row-major and read transposed with ds_read_b64_tr_b16 for a
// 16x16x32 MFMA K loop
KERNEL(64) void tr16_mfma_gfx950(__global const half *A, __global const short *B, __global float *C, int n) {
  __local short Bs[32 * 16];
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
  for (int kb = 0; kb < n; ++kb) {
    for (int e = l; e < 32 * 16; e += 64) Bs[e] = B[(kb * 512 + e) & 2047];
    WG_BARRIER();
    half8_t a;
    for (int j = 0; j < 8; ++j) a[j] = A[(i * 32 * n + kb * 32 + 8 * g + j) & 2047];
    short4_t t0 = __builtin_amdgcn_ds_read_tr16_b64_v4i16((__local short4_t *)(Bs + (8 * g) * 16 + (l % 16) * 4 % 16 + ((l % 16) / 4) * 16));
    short4_t t1 = __builtin_amdgcn_ds_read_tr16_b64_v4i16((__local short4_t *)(Bs + (8 * g + 4) * 16 + (l % 16) * 4 % 16 + ((l % 16) / 4) * 16));
    half8_t b = __builtin_bit_cast(half8_t, (short8_t)(t0, t1));
    acc = __builtin_amdgcn_mfma_f32_16x16x32_f16(a, b, acc, 0, 0, 0);
    WG_BARRIER();
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j];
}
