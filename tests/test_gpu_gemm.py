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


# --- every kernel of the emitter's matrix, on the GPU ------------------------------------

def _matrix_points():
    """The emitter's matrix (tests/fixtures/mlir/matrix.py), importable without a GPU."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).parent / "fixtures" / "mlir" / "matrix.py"
    spec = importlib.util.spec_from_file_location("_wave_asm_ext_matrix", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return [(mod.name_of(p), p) for p in mod.points(quick=False)]


_POINTS = _matrix_points()


def _inputs(name: str, target: str, mma: str, m: int, n: int, k: int):
    """Random inputs in the kernel's layout and dtype, and the float32 reference."""
    import torch

    from kernels.registry import _dtype_for

    dtype = _dtype_for(mma, target)  # F8: the format the target's MFMAs read
    nt = name in ("gemm", "gemm_reordered")   # A[M,K], B[N,K] -> A @ B^T
    if nt:
        a32, b32 = torch.randn(m, k), torch.randn(n, k)
    else:  # gemm_tt: A[K,M], B[K,N] -> A^T @ B
        a32, b32 = torch.randn(k, m), torch.randn(k, n)
    a, b = a32.to(dtype), b32.to(dtype)
    af, bf = a.float(), b.float()  # reference on the values the kernel actually sees
    ref = af @ bf.T if nt else af.T @ bf
    return a, b, ref


@pytest.mark.mi_gpu
@pytest.mark.parametrize("point", [p for _, p in _POINTS], ids=[n for n, _ in _POINTS])
@pytest.mark.parametrize("effort", ["full", "fast"])   # the post-emit pass's levels schedule differently
def test_matrix_kernel_on_gpu_matches_torch(gpu_arch, point, effort):
    _run_on_gpu(gpu_arch, point, effort)


def _partial_points():
    """Shapes with partial tiles (Wave's masked accesses, emit/masked.py; off the matrix):
    M, N and K short of the block, with PREFETCH, the transposed template and output-tile
    fission, per target with its base MMA."""
    out = []
    for target, mma in (("gfx942", "F32_16x16x16_F16"), ("gfx950", "F32_16x16x32_F16")):
        out += [(target, "gemm", (1000, 1000, 1000), mma, (128, 128, 64), (2, 2), "PREFETCH"),
                (target, "gemm", (200, 200, 200), mma, (64, 64, 32), (2, 2), "PREFETCH"),
                (target, "gemm_tt", (200, 200, 160), mma, (64, 64, 32), (2, 2), "NONE"),
                (target, "gemm", (200, 200, 128), mma, (128, 256, 64), (1, 1), "NONE")]
    return out


@pytest.mark.mi_gpu
@pytest.mark.parametrize("point", _partial_points(), ids=lambda p: f"{p[0]}_{p[1]}_{'x'.join(map(str, p[2]))}")
def test_partial_tile_kernel_on_gpu_matches_torch(gpu_arch, point):
    _run_on_gpu(gpu_arch, point, "full")


#: kernels the emitter refused before session 55 (each verified in the emulator by the fixture
#: tests named): an odd K (element-by-element loads, unaligned rows: test_emit_masked.py), a
#: mask Wave folded to a constant, values in AGPRs past the VGPRs and output-tile fission after
#: a failed allocation (test_emit_pressure_fallbacks.py)
_PRESSURE_AND_ODD_POINTS = [
    ("gfx950", "gemm", (128, 128, 99), "F32_16x16x32_F16", (64, 64, 32), (2, 2), "NONE"),
    ("gfx950", "gemm", (1024, 1024, 1023), "F32_16x16x32_F16", (128, 128, 64), (2, 2), "PREFETCH"),
    ("gfx942", "gemm", (64, 64, 45), "F32_16x16x32_F8", (64, 64, 32), (2, 2), "PREFETCH"),
    ("gfx942", "gemm", (1000, 1000, 999), "F32_16x16x16_F16", (128, 128, 64), (2, 2), "PREFETCH"),
    ("gfx942", "gemm", (512, 340, 12), "F32_32x32x16_F8", (256, 128, 16), (2, 2), "NONE"),
    ("gfx950", "gemm_tt", (16, 100, 1128), "F32_16x16x32_BF16", (32, 128, 128), (2, 2), "FOUR_STAGE"),
    ("gfx942", "gemm_tt", (124, 148, 188), "F32_32x32x16_F8", (256, 256, 64), (2, 2), "MODULO"),
    # dead accumulator tiles (columns no lane stores): their MFMAs and LDS reads removed, the
    # AGPRs renumbered around the gap (session 57: test_compact.py, test_dce.py)
    ("gfx942", "gemm", (264, 68, 24), "F32_32x32x16_F8", (128, 128, 16), (1, 1), "MODULO"),
    ("gfx942", "gemm", (28, 4, 136), "F32_32x32x8_F16", (64, 64, 32), (1, 2), "PREFETCH"),
    # a two-trip K loop: its first iteration peeled, the zero accumulators folded into its
    # MFMAs (session 57: test_unroll.py)
    ("gfx950", "gemm_tt", (384, 64, 32), "F32_32x32x8_F16", (128, 64, 16), (2, 2), "MODULO"),
    # values that find no free register range keep theirs while the others are renamed, and
    # the program as allocated competes (session 58: test_rename.py)
    ("gfx950", "gemm_tt", (64, 256, 64), "F32_16x16x32_BF16", (32, 128, 64), (2, 2), "NONE"),
    ("gfx950", "gemm_tt", (260, 64, 32), "F32_16x16x16_F16", (128, 128, 64), (2, 2), "NONE"),
    ("gfx950", "gemm", (488, 268, 284), "F32_32x32x16_F16", (128, 128, 64), (4, 1), "FOUR_STAGE"),
    # K loops of two or three trips unrolled whole (or kept a loop run once where the unroll
    # rule refuses the whole program) (session 59: test_unroll.py)
    ("gfx950", "gemm_reordered", (64, 96, 80), "F32_16x16x16_F16", (64, 32, 16), (4, 2), "FOUR_STAGE"),
    ("gfx950", "gemm", (256, 256, 32), "F32_32x32x8_F16", (256, 256, 16), (4, 2), "NONE"),
    ("gfx950", "gemm", (128, 192, 48), "F32_16x16x16_F16", (64, 64, 16), (1, 2), "MODULO"),
]


@pytest.mark.mi_gpu
@pytest.mark.parametrize("point", _PRESSURE_AND_ODD_POINTS, ids=lambda p: f"{p[0]}_{p[1]}_{'x'.join(map(str, p[2]))}_{p[6].lower()}")
def test_odd_shape_and_pressure_kernel_on_gpu_matches_torch(gpu_arch, point):
    _run_on_gpu(gpu_arch, point, "full")


def _run_on_gpu(gpu_arch: str, point: tuple, effort: str) -> None:
    import torch
    from wave_lang.kernel.wave.compile import WaveCompileOptions, wave_compile

    from kernels.registry import get_kernel
    from wave_asm_ext import AsmExtOptions

    target, name, (m, n, k), mma, block, waves, schedule = point
    if target != gpu_arch:
        pytest.skip(f"compiled for {target}; the GPU present is {gpu_arch}")
    params = {"M": m, "N": n, "K": k, "mma": mma, "block": block, "waves": waves, "schedule": schedule}
    kernel, hp, okw = get_kernel(name, target, params)
    options = WaveCompileOptions(subs=hp, backend="asm", wave_runtime=True, canonicalize=True, **okw)
    options.asm_ext = AsmExtOptions(effort=effort)
    compiled = wave_compile(options, kernel)
    torch.manual_seed(0)
    a, b, ref = _inputs(name, target, mma, m, n, k)
    c = torch.zeros(m, n, dtype=torch.float32, device="cuda")
    compiled(a.to("cuda"), b.to("cuda"), c)
    # f32 accumulation of exactly representable products: the error is the summation order
    torch.testing.assert_close(c.cpu(), ref, atol=1e-3 * k ** 0.5, rtol=1e-3)


def test_gpu_inputs_of_the_reordered_gemm_are_in_gemm_layout():
    """gemm_reordered reads A[M,K] and B[N,K] as gemm does (the template's memory types)."""
    a, b, ref = _inputs("gemm_reordered", "gfx950", "F32_16x16x32_F16", 32, 16, 64)
    assert a.shape == (32, 64) and b.shape == (16, 64) and ref.shape == (32, 16)


@pytest.mark.parametrize("target, dtype", [("gfx942", "float8_e4m3fnuz"), ("gfx950", "float8_e4m3fn")])
def test_gpu_inputs_use_the_target_fp8_format(target, dtype):
    """The GPU test's inputs (built on the CPU, so this runs everywhere): F8 kernels get
    the format the target's MFMAs read, and the reference is computed on those values."""
    import torch

    a, b, ref = _inputs("gemm", target, "F32_16x16x32_F8", 32, 16, 64)
    assert a.dtype == b.dtype == getattr(torch, dtype)
    assert torch.equal(ref, a.float() @ b.float().T)


# --- MXFP4 (gfx950): the block-scaled MFMA kernel (tests/test_mxfp4.py proves it in the emulator)

_MXFP4_POINTS = [((256, 256, 1024), "F32_16x16x128_F8F6F4", (32, 32, 256), "NONE"),
                 ((1024, 1024, 1024), "F32_16x16x128_F8F6F4", (64, 64, 256), "NONE"),
                 ((1024, 1024, 1024), "F32_16x16x128_F8F6F4", (128, 128, 256), "MODULO"),
                 ((1024, 1024, 1024), "F32_32x32x64_F8F6F4", (128, 128, 128), "NONE"),
                 ((100, 64, 160), "F32_16x16x128_F8F6F4", (32, 32, 128), "NONE")]   # partial M, N, K


@pytest.mark.mi_gpu
@pytest.mark.parametrize("point", _MXFP4_POINTS,
                         ids=lambda p: f"{'x'.join(map(str, p[0]))}_{p[1].split('_')[1]}_b{'x'.join(map(str, p[2]))}_{p[3].lower()}")
def test_mxfp4_kernel_on_gpu_matches_torch(gpu_arch, point):
    import torch
    from wave_lang.kernel.wave.compile import WaveCompileOptions, wave_compile

    from kernels.registry import get_kernel
    from test_mxfp4 import mxfp4_inputs

    if gpu_arch != "gfx950":
        pytest.skip(f"MXFP4 needs gfx950's block-scaled MFMAs; the GPU present is {gpu_arch}")
    (m, n, k), mma, block, schedule = point
    kernel, hp, okw = get_kernel("gemm_mxfp4", "gfx950", {"M": m, "N": n, "K": k, "mma": mma, "block": block,
                                                          "schedule": schedule})
    compiled = wave_compile(WaveCompileOptions(subs=hp, backend="asm", wave_runtime=True, canonicalize=True, **okw),
                            kernel)
    a, sa, b, sb, ref = mxfp4_inputs(m, n, k)
    dev = [torch.from_numpy(x).view(torch.int8).to("cuda") for x in (a, sa, b, sb)]   # the template's i8 memory
    c = torch.zeros(m, n, dtype=torch.float32, device="cuda")
    compiled(*dev, c)
    torch.testing.assert_close(c.cpu().double(), torch.from_numpy(ref), atol=1e-5 * abs(ref).max(), rtol=1e-5)
