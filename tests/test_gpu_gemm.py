"""On a real MI300/MI350 GPU: run the ASM-backend GEMM and compare with torch.

Skipped (with the reason) wherever no AMD Instinct GPU is present: see conftest.py.
"""

from __future__ import annotations

import pytest

from wave_helpers import small_gemm


@pytest.mark.mi_gpu
def test_small_gemm_on_gpu_matches_torch(gpu_arch):
    import torch
    from wave_lang.kernel.wave.compile import wave_compile

    kernel, options = small_gemm(gpu_arch)  # binary wanted: assembled + linked by our toolchain
    compiled = wave_compile(options, kernel)
    torch.manual_seed(0)
    a = torch.randn(16, 16, dtype=torch.float16, device="cuda")
    b = torch.randn(16, 16, dtype=torch.float16, device="cuda")
    c = torch.zeros(16, 16, dtype=torch.float32, device="cuda")
    compiled(a, b, c)
    expected = a.float() @ b.float().T  # the template computes A[M,K] @ B[N,K]^T
    torch.testing.assert_close(c, expected, atol=1e-2, rtol=1e-2)
