#include "corpus.h"
// f32-input MFMA chain (v_mfma_f32_32x32x2f32, SGEMM class, 16 passes) with a runtime trip
// count, one wave: four MFMAs per iteration accumulate into one tuple with nothing reading it
// until after the loop, so each MFMA reads the previous one's result as SrcC, registers
// exactly the same. Session 62: LLVM puts no wait between them (its FullReg branch); the DB
// applied Table 37 case 109's 16 wait states and the checker reported LLVM's own chain.
KERNEL(64) void sgemm_f32_chain(__global const float *A, __global const float *B, __global float *C, int nk) {
  int l = TID(), i = l % 32, h = l / 32;
  float16_t acc = 0.0f;
  for (int k = 0; k < nk; ++k) {
    for (int u = 0; u < 4; ++u) {
      float a = A[i * 8 * nk + 8 * k + 2 * u + h];
      float b = B[(8 * k + 2 * u + h) * 32 + i];
      acc = __builtin_amdgcn_mfma_f32_32x32x2f32(a, b, acc, 0, 0, 0);
    }
  }
  for (int j = 0; j < 16; ++j) C[j * 64 + l] = acc[j];
}
