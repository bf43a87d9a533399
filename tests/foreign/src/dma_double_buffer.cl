#include "corpus.h"
// LDS DMA double buffering: tile k+1 is loaded into the other LDS buffer (global_load_lds)
// while tile k's fragments are read; no explicit waits (LLVM places the vmcnt for the DMA)
KERNEL(64) void dma_double_buffer(__global const int *A, __global const int *B, __global float *C, int n) {
  __local int As[2][128];
  __local int Bs[2][128];
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
  __builtin_amdgcn_global_load_lds(A + l, As[0], 4, 0, 0);
  __builtin_amdgcn_global_load_lds(A + 64 + l, As[0] + 64, 4, 0, 0);
  __builtin_amdgcn_global_load_lds(B + l, Bs[0], 4, 0, 0);
  __builtin_amdgcn_global_load_lds(B + 64 + l, Bs[0] + 64, 4, 0, 0);
  for (int k = 0; k < n; ++k) {
    int cur = k & 1, nxt = cur ^ 1;
    if (k + 1 < n) {
      int o = ((k + 1) * 128) & 1023;
      __builtin_amdgcn_global_load_lds(A + o + l, As[nxt], 4, 0, 0);
      __builtin_amdgcn_global_load_lds(A + o + 64 + l, As[nxt] + 64, 4, 0, 0);
      __builtin_amdgcn_global_load_lds(B + o + l, Bs[nxt], 4, 0, 0);
      __builtin_amdgcn_global_load_lds(B + o + 64 + l, Bs[nxt] + 64, 4, 0, 0);
    }
    WG_BARRIER();
    half4_t a = __builtin_bit_cast(half4_t, (int2)(As[cur][i * 8 + 2 * g], As[cur][i * 8 + 2 * g + 1]));
    half4_t b = __builtin_bit_cast(half4_t, (int2)(Bs[cur][i * 8 + 2 * g], Bs[cur][i * 8 + 2 * g + 1]));
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
    WG_BARRIER();
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j];
}
