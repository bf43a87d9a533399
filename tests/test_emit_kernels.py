"""kernels.registry: CLI parameter parsing, per-target defaults, validation, and (slow) one
end-to-end Wave front end -> emitter -> llvm-mc run."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from kernels.registry import DEFAULTS, KernelParamError, get_kernel, parse_params, resolve_params


def test_parse_cli_string():
    p = parse_params("M=1024,N=512,K=256,mma=F32_16x16x32_F16,block=128x128x64,waves=2x2,schedule=prefetch")
    assert p == {"M": 1024, "N": 512, "K": 256, "mma": "F32_16x16x32_F16", "block": (128, 128, 64),
                 "waves": (2, 2), "schedule": "PREFETCH"}


@pytest.mark.parametrize("bad,where", [("M=abc", "M"), ("block=128x128", "block"), ("foo=1", "params"),
                                       ("waves=0x2", "waves"), ("M1024", "params")])
def test_parse_errors_name_the_parameter(bad, where):
    with pytest.raises(KernelParamError) as ei:
        parse_params(bad)
    assert ei.value.location == where


def test_target_defaults():
    g950 = resolve_params("gfx950")
    assert (g950.M, g950.N, g950.K, g950.mma, g950.block, g950.waves, g950.schedule) == (
        1024, 1024, 1024, "F32_16x16x32_F16", (128, 128, 64), (2, 2), "PREFETCH")
    g942 = resolve_params("gfx942")
    assert g942.mma == "F32_16x16x16_F16" and g942.block == g950.block and g942.schedule == "PREFETCH"
    assert set(DEFAULTS) == {"gfx942", "gfx950"}


def test_gfx950_only_mma_rejected_on_gfx942():
    with pytest.raises(KernelParamError) as ei:
        resolve_params("gfx942", {"mma": "F32_32x32x16_BF16"})
    assert "gfx950 only" in str(ei.value)


def test_shape_need_not_be_a_multiple_of_the_block():
    """Partial tiles are Wave's masked accesses, which the emitter lowers (test_emit_masked.py);
    the registry takes such shapes as they are."""
    p = resolve_params("gfx942", {"M": 1000, "N": 200, "K": 96})
    assert (p.M, p.N, p.K) == (1000, 200, 96) and p.block == (128, 128, 64)


def test_every_named_schedule_is_one_of_waves_and_others_are_refused_by_name():
    """The registry's schedules are Wave's ``SchedulingType`` members; an unknown one is an
    error that lists them (FOUR_STAGE's loop-carried LDS views: test_emit_four_stage.py)."""
    from kernels.registry import SCHEDULES
    from wave_lang.kernel.wave.scheduling.schedule_enums import SchedulingType

    for s in SCHEDULES:
        assert get_kernel("gemm", "gfx950", {"schedule": s})[2]["schedule"] is getattr(SchedulingType, s)
    with pytest.raises(KernelParamError) as ei:
        resolve_params("gfx950", {"schedule": "PREFETCH_ATTENTION"})
    assert ei.value.location == "schedule" and all(s in str(ei.value) for s in SCHEDULES)


def test_get_kernel_returns_fresh_kernel_and_options():
    from wave_lang.kernel.wave.scheduling.schedule_enums import SchedulingType
    import wave_lang.kernel.lang as tkl

    k1, hp, okw = get_kernel("gemm", "gfx942", {"schedule": "NONE", "M": 256, "N": 256, "K": 256,
                                                 "block": "64x64x32"})
    k2, _, _ = get_kernel("gemm", "gfx942", {})
    assert k1 is not k2
    assert okw == {"target": "gfx942", "schedule": SchedulingType.NONE}
    assert hp[tkl.sym.BLOCK_K] == 32 and hp[tkl.sym.M] == 256


@pytest.mark.slow
@pytest.mark.skipif(not shutil.which("llvm-mc-22"), reason="llvm-mc-22 not installed")
def test_front_end_to_assembly(tmp_path):
    os.environ["WAVE_CACHE_ON"] = "0"
    from wave_lang.kernel.wave.compile import WaveCompileOptions, wave_compile
    from wave_asm_ext.emit import emit_kernel

    k, hp, okw = get_kernel("gemm", "gfx950", {"M": 256, "N": 256, "K": 256, "block": "64x64x32",
                                               "waves": "2x2", "schedule": "NONE"})
    res = wave_compile(WaveCompileOptions(subs=hp, compile_to_mlir=True, canonicalize=True, **okw), k)
    ek = emit_kernel(res.asm, "gfx950")
    assert ek.n_mfma_in_loop == 64 * 64 * 32 // (4 * 16 * 16 * 32)
    s = tmp_path / "k.s"
    s.write_text(ek.text)
    r = subprocess.run(["llvm-mc-22", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx950", "--filetype=obj",
                        str(s), "-o", str(tmp_path / "k.o")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[:2000]


@pytest.mark.parametrize("target, dtype", [("gfx942", "float8_e4m3fnuz"), ("gfx950", "float8_e4m3fn")])
def test_f8_kernels_take_the_format_the_target_mfmas_read(target, dtype):
    """CDNA3 MFMAs read FNUZ fp8, CDNA4 (gfx950) the OCP format: the kernel's input type
    must be that one (Wave's LLVM path rejects FNUZ on gfx950; the same bits would be
    other values)."""
    import torch

    from kernels.registry import _dtype_for

    assert _dtype_for("F32_16x16x32_F8", target) is getattr(torch, dtype)
    assert _dtype_for("F32_16x16x16_F16", target) is torch.float16


@pytest.mark.parametrize("target, given, wanted", [("gfx950", "f8E4M3FNUZ", "f8E4M3FN"),
                                                   ("gfx942", "f8E4M3FN", "f8E4M3FNUZ")])
def test_f8_input_of_the_other_format_is_an_error_not_a_miscompile(target, given, wanted):
    from pathlib import Path

    from wave_asm_ext.emit import emit_kernel
    from wave_asm_ext.errors import EmitError

    fix = Path(__file__).parent / "fixtures" / "mlir" / "gfx942_gemm_1024_b128x128x64_w2x2_16x16x32_f8_prefetch.mlir"
    text = fix.read_text().replace("f8E4M3FNUZ", given)
    with pytest.raises(EmitError) as e:
        emit_kernel(text, target)
    msg = str(e.value)
    assert f"element type {given} " in msg and target in msg and f"build the kernel with {wanted}" in msg
    assert 'loc("-":' in msg  # the amdgpu.mfma op's location
    # the right format compiles to the fp8 MFMA
    ok = emit_kernel(fix.read_text().replace("f8E4M3FNUZ", wanted), target).text
    assert "v_mfma_f32_16x16x32_fp8_fp8" in ok
