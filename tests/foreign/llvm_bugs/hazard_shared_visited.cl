#include "corpus.h"
KERNEL(64) void red2(__global const half4_t *A, __constant int *Sel, __global float4_t *C, int n) {
  int l = TID();
  float4_t acc = 0.0f, acc2 = 0.0f;
  for (int kb = 0; kb < n; ++kb) {
    half4_t a = A[kb * 64 + l];
    switch (Sel[kb] & 3) {
      case 0: acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, a, acc, 0, 0, 0); break;
      case 1: acc2 = __builtin_amdgcn_mfma_f32_16x16x16f16(a, a, acc2, 0, 0, 0); break;
      case 2: acc = acc * 0.5f + acc2; break;
      default:
        acc = 0.0f;
        acc2 = __builtin_amdgcn_mfma_f32_16x16x16f16(a, a, acc2, 0, 0, 0);
        break;
    }
  }
  C[l] = acc - 2.0f * acc2;
}
