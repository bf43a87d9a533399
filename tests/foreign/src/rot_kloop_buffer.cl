#include "corpus.h"
typedef uint uint2_t __attribute__((ext_vector_type(2)));
// a K loop of range-checked buffer loads (num_records above 16 bits: an s_mov_b32, the form
// load rotation asks for) -> LDS -> MFMA on one wave, the B row offset of the next iteration
// taken from this iteration's MFMA result (data-dependent, may leave the buffer: the range
// check returns 0), runtime trip count. Rotation refuses both loads: LLVM computes the exit
// test (s_cmp) before the LDS stores, and a copy must go before it, where this iteration's
// loaded values are still live
KERNEL(64) void rot_kloop_buffer(__global const half *A, __global const half *B, __global float *C, int n) {
  __local uint2_t As[16][4];
  __local uint2_t Bs[16][4];
  int l = TID(), i = l % 16, g = l / 16;
  int r = l / 4, c = l % 4;
  __amdgpu_buffer_rsrc_t ra = __builtin_amdgcn_make_buffer_rsrc((__global half *)A, 0, 0x20000, 0x00027000);
  __amdgpu_buffer_rsrc_t rb = __builtin_amdgcn_make_buffer_rsrc((__global half *)B, 0, 0x1F000, 0x00027000);
  __local const half *Ah = (__local const half *)As, *Bh = (__local const half *)Bs;
  float4_t acc = 0.0f;
  int boff = 0;
  for (int k = 0; k < n; ++k) {
    As[r][c] = __builtin_amdgcn_raw_buffer_load_b64(ra, ((r * 64 + k * 16 + c * 4) & 4095) * 2, 0, 0);
    Bs[r][c] = __builtin_amdgcn_raw_buffer_load_b64(rb, (boff + (k * 16 + r) * 16 + c * 4) * 2, 0, 0);
    WG_BARRIER();
    half4_t a, b;
    for (int j = 0; j < 4; ++j) { a[j] = Ah[i * 16 + 4 * g + j]; b[j] = Bh[(4 * g + j) * 16 + i]; }
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
    WG_BARRIER();
    boff = ((int)(acc[0] * 16.0f) & 7) * 64;
  }
  for (int j = 0; j < 4; ++j) C[(4 * g + j) * 16 + i] = acc[j];
}
