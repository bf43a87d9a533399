#include "corpus.h"
// attention-like chain per K step: S = Q K_j (MFMA), P = f16(S * scale) (VALU reads the MFMA
// result), O += P V_j (MFMA reads the VALU result)
KERNEL(64) void attn_chain(__global const half *Q, __global const half *K, __global const half *V,
                           __global float *O, int n, float scale) {
  int l = TID(), i = l % 16, g = l / 16;
  half4_t q;
  for (int j = 0; j < 4; ++j) q[j] = Q[i * 16 + 4 * g + j];
  float4_t o = 0.0f;
  for (int kb = 0; kb < n; ++kb) {
    half4_t k, v;
    for (int j = 0; j < 4; ++j) {
      k[j] = K[((kb * 16 + 4 * g + j) * 16 + i) & 1023];
      v[j] = V[((kb * 16 + 4 * g + j) * 16 + i) & 1023];
    }
    float4_t s = __builtin_amdgcn_mfma_f32_16x16x16f16(q, k, (float4_t)0.0f, 0, 0, 0);
    half4_t p;
    for (int j = 0; j < 4; ++j) p[j] = (half)(s[j] * scale);
    o = __builtin_amdgcn_mfma_f32_16x16x16f16(p, v, o, 0, 0, 0);
  }
  for (int j = 0; j < 4; ++j) O[(4 * g + j) * 16 + i] = o[j];
}
