#include "corpus.h"
// a switch on a uniform loaded selector inside the K loop: two MFMA cases on different
// accumulators, a VALU case mixing them and a case that resets one accumulator mid-loop (with an
// MFMA in the reset case too, LLVM 22 misses an XDL->VALU hazard on its own: see README "Left out")
KERNEL(64) void switch_mfma(__global const half *A, __global const half *B, __constant int *Sel,
                            __global float *C, int n) {
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f, acc2 = 0.0f;
  for (int kb = 0; kb < n; ++kb) {
    half4_t a, b;
    for (int j = 0; j < 4; ++j) {
      a[j] = A[(i * 64 + kb * 16 + 4 * g + j) & 1023];
      b[j] = B[((kb * 16 + 4 * g + j) * 16 + i) & 1023];
    }
    switch (Sel[kb & 15] & 3) {
      case 0: acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0); break;
      case 1: acc2 = __builtin_amdgcn_mfma_f32_16x16x16f16(b, a, acc2, 0, 0, 0); break;
      case 2: acc = acc * 0.5f + acc2; break;
      default:
        acc = 0.0f;
        acc2 = acc2 * 0.75f;
        break;
    }
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j] - 2.0f * acc2[j];
}
