"""Configurations the emitter refuses up front, with an error that says why.

A 128x256 block computed by one wave carries a 128x256 f32 accumulator tile through the K
loop: 512 registers per lane, the whole unified VGPR+AGPR file, before a single MFMA operand.
The emitter rejects it before register allocation (it does not spill; Wave's LLVM backend
compiles the point by spilling to scratch, see tests/fixtures/mlir/MATRIX.md), naming the
Wave configuration, the MMA and the register arithmetic."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.wave_helpers import small_gemm  # noqa: F401  (sets WAVE_CACHE_ON=0, activates the hooks)

FIX = Path(__file__).parent / "fixtures" / "mlir"


def test_512_accumulator_registers_rejected_by_the_emitter(monkeypatch):
    """The emitter alone (saved MLIR of a 128x256x16 block, one wave): the error comes from the
    budget check, before any allocation is tried, and carries the register arithmetic."""
    from wave_asm_ext.emit import emit_kernel, kernel as kmod
    from wave_asm_ext.errors import EmitError

    def no_allocation(*a, **k):
        raise AssertionError("register allocation must not be attempted")

    monkeypatch.setattr(kmod, "_allocate_with_fallbacks", no_allocation)
    text = (FIX / "rejected" / "gfx942_gemm_128x256x32_b128x256x16_w1x1_16x16x16_none.mlir").read_text()
    with pytest.raises(EmitError) as ei:
        emit_kernel(text, "gfx942")
    assert ei.value.location == "regalloc (accumulator budget, before allocation)"
    msg = ei.value.message
    for part in ("gfx942 F32_16x16x16_F16", "1 wave(s) per workgroup (workgroup size 64x1x1)",
                 "128 MFMA accumulator tiles = 512 f32 accumulator registers per lane",
                 "with the 4 SrcA/SrcB registers of one MFMA that is 516 > the 512 registers of the "
                 "unified VGPR+AGPR file", "without spilling", "LLVM backend",
                 "more waves per workgroup or a smaller block"):
        assert part in msg, (part, msg)


@pytest.mark.slow
@pytest.mark.parametrize("target,mma", [("gfx942", "F32_16x16x16_F16")])
def test_one_wave_128x256_block_is_rejected_before_allocation(target, mma):
    """Through wave_compile(backend="asm") (Wave front end, ~60 s CPU): the message also names
    the Wave block sizes."""
    from kernels.registry import get_kernel
    from wave_lang.kernel.wave.compile import WaveCompileOptions, wave_compile

    from wave_asm_ext.errors import EmitError

    kernel, hp, okw = get_kernel("gemm", target, {"M": 256, "N": 256, "K": 256, "mma": mma,
                                                  "block": (128, 256, 64), "waves": (1, 1),
                                                  "schedule": "NONE"})
    opts = WaveCompileOptions(subs=hp, backend="asm", wave_runtime=True, canonicalize=True,
                              compile_to_asm=True, **okw)
    with pytest.raises(EmitError) as ei:
        wave_compile(opts, kernel)
    msg = str(ei.value)
    assert "accumulator budget, before allocation" in msg
    for part in (f"{target} {mma}", "1 wave(s) per workgroup", "512 f32 accumulator registers per lane",
                 "516 > the 512 registers of the unified VGPR+AGPR file", "spilling",
                 "LLVM backend", "BLOCK_M=128", "BLOCK_N=256", "BLOCK_K=64"):
        assert part in msg, (part, msg)


def test_one_wave_128x128_prefetch_fits_with_first_fit():
    """gfx950 128x128x64, one wave, PREFETCH: 256 accumulators fill the AGPRs and the VGPR side
    (128 registers of prefetched global tiles, 4-register MFMA operands, addresses) peaks below
    256, but oldest-freed-first placement fragments the file; the first-fit fallback fits it.
    (Numerical check: test_emit_emulate.py.)"""
    from wave_asm_ext.emit import emit_kernel

    text = (FIX / "gfx950_gemm_256_b128x128x64_w1x1_16x16x32_prefetch.mlir").read_text()
    k = emit_kernel(text, "gfx950")
    assert k.resources.agprs == 256
    assert k.resources.vgprs <= 256 and k.accum_offset >= k.resources.vgprs
    assert k.accum_offset + 256 <= k.next_free_vgpr <= 512
    assert ".amdhsa_private_segment_fixed_size 0" in k.text  # no scratch
