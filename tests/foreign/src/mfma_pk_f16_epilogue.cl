#include "corpus.h"
typedef half half2_t __attribute__((ext_vector_type(2)));
// an MFMA K loop whose epilogue is packed f16 math (v_pk_fma_f16 / v_pk_mul_f16 on the
// converted accumulator, a bias pair) and a bf16 conversion of the same values
KERNEL(64) void mfma_pk_f16_epilogue(__global const half *A, __global const half *B, __global const half2_t *Bias,
                                     __global half2_t *Ch, __global ushort *Cb, int n) {
  int l = TID(), i = l % 16, g = l / 16;
  float4_t acc = 0.0f;
  for (int kb = 0; kb < n; ++kb) {
    half4_t a, b;
    for (int j = 0; j < 4; ++j) {
      a[j] = A[(i * 64 + kb * 16 + 4 * g + j) & 1023];
      b[j] = B[((kb * 16 + 4 * g + j) * 16 + i) & 1023];
    }
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, acc, 0, 0, 0);
  }
  half2_t lo = (half2_t)((half)(acc[0] * 0.125f), (half)(acc[1] * 0.125f));
  half2_t hi = (half2_t)((half)(acc[2] * 0.125f), (half)(acc[3] * 0.125f));
  half2_t bias = Bias[l];
  half2_t s = (half2_t)(0.75h, -1.25h);
  lo = lo * s + bias;
  hi = hi * bias + s;
  lo = __builtin_elementwise_max(lo * hi, (half2_t)(-0.5h, -0.5h));
  Ch[2 * l] = lo;
  Ch[2 * l + 1] = hi;
  for (int j = 0; j < 4; ++j) {
    __bf16 bv = (__bf16)(acc[j] + (float)lo[j & 1]);
    Cb[4 * l + j] = __builtin_bit_cast(ushort, bv);
  }
}
