#include "corpus.h"
// a v_dot2 f16 reduction loop, then the results packed to fp8 (v_cvt_pk_fp8_f32, one word of
// the destination written and the other kept: from a constant, from memory, from the other call)
typedef half half2_t __attribute__((ext_vector_type(2)));
KERNEL(64) void dot2_fp8_pack(__global const half2_t *X, __global const half2_t *Y, __global const int *P,
                              __global int *O, int n) {
  int l = TID();
  float s0 = 0.0f, s1 = 0.0f;
  for (int k = 0; k < n; ++k) {
    s0 = __builtin_amdgcn_fdot2(X[(k * 64 + l) & 511], Y[(k * 64 + l) & 511], s0, false);
    s1 = __builtin_amdgcn_fdot2(X[(k * 64 + l + 7) & 511], Y[(k * 64 + l + 3) & 511], s1, false);
  }
  int p = __builtin_amdgcn_cvt_pk_fp8_f32(s0 * 0.125f, s1 * 0.125f, 0, false);
  O[l] = __builtin_amdgcn_cvt_pk_fp8_f32(s1, s0, p, true);
  O[64 + l] = __builtin_amdgcn_cvt_pk_fp8_f32(s0, s1, 0x5a5a5a5a, false);
  O[128 + l] = __builtin_amdgcn_cvt_pk_bf8_f32(s1, s0, P[l], true);
}
