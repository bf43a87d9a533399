#include "corpus.h"
// two-level K tiling: an outer loop stages a K slab in LDS, an inner loop runs MFMAs over it
KERNEL(64) void nested_mfma_loops(__global const half *A, __global const half *B, __global float *C, int no, int ni) {
  __local half As[16 * 64];
  __local half Bs[64 * 16];
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
  for (int ko = 0; ko < no; ++ko) {
    for (int e = l; e < 16 * 64; e += 64) {
      As[e] = A[(ko * 1024 + e) & 4095];
      Bs[e] = B[(ko * 1024 + e * 3) & 4095];
    }
    WG_BARRIER();
    for (int ki = 0; ki < ni; ++ki) {
      half4_t a, b;
      for (int j = 0; j < 4; ++j) {
        a[j] = As[i * 64 + ki * 16 + 4 * g + j];
        b[j] = Bs[(ki * 16 + 4 * g + j) * 16 + i];
      }
      acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
    }
    WG_BARRIER();
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j];
}
