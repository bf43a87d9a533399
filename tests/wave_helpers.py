"""Building and compiling Wave GEMM kernels in tests (fresh kernel per compile)."""

from __future__ import annotations

import os

os.environ.setdefault("WAVE_CACHE_ON", "0")

import wave_asm_ext  # noqa: F401  (activates the hooks)


def small_gemm(target: str, backend: str = "asm", **options):
    """The 16x16x16 template GEMM (one wave, one MFMA) and its WaveCompileOptions."""
    from wave_lang.kernel.wave.compile import WaveCompileOptions
    from wave_lang.kernel.wave.constraints import MMAType
    from wave_lang.kernel.wave.templates.gemm import get_gemm_kernel

    kernel, hyperparams, _ = get_gemm_kernel(
        (16, 16, 16), False, MMAType.F32_16x16x16_F16, block_shape=(16, 16, 16), waves_per_block=(1, 1)
    )
    opts = dict(subs=hyperparams, backend=backend, wave_runtime=True, target=target, canonicalize=True)
    opts.update(options)
    return kernel, WaveCompileOptions(**opts)
