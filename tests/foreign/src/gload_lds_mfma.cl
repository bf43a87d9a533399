#include "corpus.h"
// global -> LDS direct loads (LDS DMA) feeding the MFMAs of a K loop
KERNEL(64) void gload_lds_mfma(__global const int *A, __global const int *B, __global float *C, int n) {
  __local int As[16 * 8];
  __local int Bs[16 * 8];
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
  for (int k = 0; k < n; ++k) {
    __builtin_amdgcn_global_load_lds(A + ((k * 128 + l) & 1023), As, 4, 0, 0);
    __builtin_amdgcn_global_load_lds(A + ((k * 128 + 64 + l) & 1023), As + 64, 4, 0, 0);
    __builtin_amdgcn_global_load_lds(B + ((k * 128 + l) & 1023), Bs, 4, 0, 0);
    __builtin_amdgcn_global_load_lds(B + ((k * 128 + 64 + l) & 1023), Bs + 64, 4, 0, 0);
    __builtin_amdgcn_s_waitcnt(0);
    WG_BARRIER();
    half4_t a = __builtin_bit_cast(half4_t, (int2)(As[i * 8 + 2 * g], As[i * 8 + 2 * g + 1]));
    half4_t b = __builtin_bit_cast(half4_t, (int2)(Bs[i * 8 + 2 * g], Bs[i * 8 + 2 * g + 1]));
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
    WG_BARRIER();
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j];
}
