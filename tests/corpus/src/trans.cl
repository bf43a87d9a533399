// Transcendental VALU ops (v_exp_f32, v_log_f32, v_rsq_f32, v_rcp_f32, v_sqrt_f32,
// v_sin_f32) whose results are consumed immediately by non-transcendental VALU ops
// (CDNA3 ISA "trans op followed by a VALU read" wait-state case), plus a trans->trans
// chain. Inputs are in [0.5, 2] so every op is well conditioned.
#include "corpus.h"

KERNEL(64) void trans_valu(__global const float *X, __global float *Yexp,
                           __global float *Ylog, __global float *Yrsq,
                           __global float *Yrcp, __global float *Ysqrt,
                           __global float *Ysin, __global float *Ychain) {
  int gid = WG() * 64 + TID();
  float x = X[gid];
  Yexp[gid] = __builtin_amdgcn_exp2f(x) * x + 1.0f;     // 2^x * x + 1
  Ylog[gid] = __builtin_amdgcn_logf(x) * x;             // log2(x) * x
  Yrsq[gid] = __builtin_amdgcn_rsqf(x) + x;             // 1/sqrt(x) + x
  Yrcp[gid] = __builtin_amdgcn_rcpf(x) * x - 1.0f;      // x/x - 1 (~0)
  Ysqrt[gid] = __builtin_amdgcn_sqrtf(x) * 3.0f;        // 3 sqrt(x)
  Ysin[gid] = __builtin_amdgcn_sinf(x) + x;             // sin(2 pi x) + x (input in turns)
  Ychain[gid] = __builtin_amdgcn_exp2f(__builtin_amdgcn_logf(x) * 0.5f) - x; // sqrt(x) - x
}

// A strictly serial trans/VALU chain: every VALU op reads the trans result issued
// just before it, so there is no independent work to hide the wait states
// (in trans_valu the scheduler interleaves enough independent ops that LLVM needs no s_nop).
KERNEL(64) void trans_chain_serial(__global const float *X, __global float *Y) {
  int gid = WG() * 64 + TID();
  float x = X[gid];
  float u = __builtin_amdgcn_exp2f(x) * x + 1.0f;
  u = __builtin_amdgcn_logf(u) * 0.5f + 1.0f;
  u = __builtin_amdgcn_rsqf(u) * x + 1.0f;
  u = __builtin_amdgcn_rcpf(u) - x;
  Y[gid] = u;
}

// f64 division expands to v_div_scale_f64 (writes VCC) ... v_div_fmas_f64 (reads VCC)
// and v_div_fixup_f64: the "VALU writes VCC -> v_div_fmas reads VCC" wait-state case.
KERNEL(64) void div_f64(__global const double *A, __global const double *B,
                        __global double *Y) {
  int gid = WG() * 64 + TID();
  Y[gid] = A[gid] / B[gid];
}
