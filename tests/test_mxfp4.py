"""MXFP4 GEMMs on gfx950: Wave's block-scaled ``amdgpu.scaled_mfma`` through the emitter and
the post-emit pass (``kernels.registry`` ``gemm_mxfp4``: Wave's
``get_broadcasted_scale_gemm_mxfp4``).

The fixture is Wave's MLIR for 256^3 in 32x32x256 blocks (2x2 waves, the template's own
example): A and B FP4 (E2M1) packed two per byte, A's E8M0 scale one per row for all of K,
B's one per 32-value block. The kernel runs in the timing-aware emulator on random codes and
scales and must match the float64 product of the dequantised operands, emitted and
scheduled, with the checker finding nothing.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import numpy as np
import pytest

from emu_grid import assert_output_matches, fresh_output, workgroups_to_run
from wave_asm_ext.check import check_program
from wave_asm_ext.emit import emit_kernel
from wave_asm_ext.emit import mfma as M
from wave_asm_ext.errors import EmitError
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.target import load_target

sys.path.insert(0, str(Path(__file__).parent / "corpus"))
import reference  # noqa: E402  (tests/corpus/reference.py: the MXFP4 kernel's reference)

FIXTURE = Path(__file__).parent / "fixtures" / "mlir" / "mxfp4" / "gfx950_gemm_mxfp4_256x256x1024_b32x32x256_w2x2.mlir"


def mxfp4_inputs(m: int, n: int, k: int, seed: int = 0):
    """(A codes uint8 [m, k/2], A scales uint8 [m], B codes [n, k/2], B scales [n, k/32],
    the float64 reference A @ B^T of the dequantised values): the corpus reference's draw and
    product (tests/corpus/reference.py, its own E2M1 table, not the emulator's)."""
    a, sa, b, sb = reference.mxfp4_operands(m, n, k, np.random.default_rng(seed))
    return a, sa, b, sb, reference.mxfp4_product(m, n, k, a, sa, b, sb)


@pytest.mark.parametrize("scheduled", [False, True], ids=["emitted", "scheduled"])
def test_the_mxfp4_kernel_computes_the_scaled_product(scheduled):
    from wave_asm_ext.passes import run_postpass
    from wave_asm_ext.sim.emulator import emulate

    k = emit_kernel(FIXTURE.read_text(), "gfx950")
    code = k.text
    if scheduled:
        code = run_postpass(parse_asm(code, FIXTURE.name), "gfx950")[0].text()
    assert check_program(parse_asm(code, FIXTURE.name), load_target("gfx950")) == []
    a, sa, b, sb, ref = mxfp4_inputs(256, 256, 1024)
    grid = (8, 8, 1)
    ids = workgroups_to_run(grid)
    c = fresh_output((256, 256), ids is not None)
    res = emulate(code, args=[a, sa, b, sb, c], grid=grid, block=k.wg_size, target="gfx950",
                  timing_aware=True, workgroups=ids)
    assert not res.any_poison
    assert_output_matches(c, ref, ids, (32, 32), rtol=1e-5, atol=1e-5 * np.abs(ref).max())


def test_the_scaled_mfma_reads_fp4_operands_in_four_registers_with_their_scales(tmp_path):
    """cbsz / blgp 4 (FP4) from the operands' element types, 4-VGPR A and B (what llvm-mc
    accepts for them), each scale a VGPR whose byte 0 a ``ds_read_u8`` loaded, and the
    text assembles."""
    from wave_asm_ext.toolchain import assemble

    text = emit_kernel(FIXTURE.read_text(), "gfx950").text
    mfmas = re.findall(r"v_mfma_scale_f32_16x16x128_f8f6f4 (v\[\d+:\d+\]), v\[(\d+):(\d+)\], v\[(\d+):(\d+)\], "
                       r"v\[\d+:\d+\], (v\d+), (v\d+) op_sel_hi:\[0,0,0\] cbsz:4 blgp:4", text)
    assert len(mfmas) == 2
    for _d, a0, a1, b0, b1, sa, sb in mfmas:
        assert int(a1) - int(a0) == 3 and int(b1) - int(b0) == 3
        for s in (sa, sb):
            assert re.search(rf"ds_read_u8 {s}, ", text)
    assert assemble(text, "gfx950", tmp_path / "k.o").stat().st_size > 0


def test_a_target_without_the_scaled_mfma_refuses_it_by_name():
    with pytest.raises(EmitError) as ei:
        emit_kernel(FIXTURE.read_text(), "gfx942")
    assert "F32_16x16x128_F8F6F4" in ei.value.message and "gfx942" in ei.value.message
    assert "loc(" in ei.value.location or ":" in ei.value.location


def test_six_bit_operands_are_refused_by_name():
    with pytest.raises(EmitError) as ei:
        M.select_scaled("gfx950", 16, 16, 128, "f6E2M3FN", "f4E2M1FN", "here")
    assert "6-bit" in ei.value.message and ei.value.location == "here"
    fp8 = M.select_scaled("gfx950", 16, 16, 128, "f8E4M3FN", "f4E2M1FN", "here")
    assert (fp8.a_format, fp8.b_format, fp8.a_dwords, fp8.b_dwords) == (0, 4, 8, 4)


def test_the_registry_takes_the_mxfp4_kernel_on_gfx950_only():
    from kernels.registry import KernelParamError, get_kernel

    with pytest.raises(KernelParamError) as ei:
        get_kernel("gemm_mxfp4", "gfx942")
    assert "gfx950" in ei.value.message and ei.value.location == "target"
    with pytest.raises(KernelParamError) as ei:
        get_kernel("gemm_mxfp4", "gfx950", {"K": 1000})
    assert ei.value.location == "K"
    with pytest.raises(KernelParamError) as ei:
        get_kernel("gemm_mxfp4", "gfx950", {"mma": "F32_16x16x32_F16"})
    assert "F32_16x16x128_F8F6F4" in ei.value.message


def test_partial_tiles_in_m_n_and_k_compute_the_scaled_product(monkeypatch):
    """Through Wave (``kernels.registry`` ``gemm_mxfp4``): M, N and K short of the block (100 x
    64 x 160 in 32 x 32 x 128 blocks: Wave's masked byte loads of FP4 codes and scales), emitted
    and scheduled as ``wave_compile`` does (judged for the grid), the whole grid in the
    emulator against the float64 product."""
    monkeypatch.setenv("WAVE_CACHE_ON", "0")
    from wave_lang.kernel.wave.compile import WaveCompileOptions, wave_compile

    from kernels.registry import get_kernel
    from wave_asm_ext.pipeline import compile_mlir, with_grid_option
    from wave_asm_ext.sim.emulator import emulate

    m, n, k = 100, 64, 160
    kernel, hp, okw = get_kernel("gemm_mxfp4", "gfx950", {"M": m, "N": n, "K": k, "block": (32, 32, 128)})
    mlir = wave_compile(WaveCompileOptions(subs=hp, canonicalize=True, compile_to_mlir=True, **okw), kernel).asm
    res = compile_mlir(mlir, "gfx950", postpass_options=with_grid_option(mlir, {}))
    a, sa, b, sb, ref = mxfp4_inputs(m, n, k, seed=4)
    for code in (res.before_asm, res.asm):
        assert check_program(parse_asm(code, "mxfp4"), load_target("gfx950")) == []
        c = np.zeros((m, n), np.float32)
        run = emulate(code, args=[a, sa, b, sb, c], grid=(4, 2, 1), block=(128, 2, 1), target="gfx950",
                      timing_aware=True)
        assert not run.any_poison
        np.testing.assert_allclose(c, ref, rtol=1e-5, atol=1e-5 * np.abs(ref).max())


def test_an_fp4_value_anywhere_but_the_scaled_mfma_is_refused_by_name():
    """An FP4 vector's registers hold its bytes; an op that would index it by value (here
    an extract_strided_slice of the A operand, edited into the fixture) is refused, naming
    the op and its location, rather than lowered with byte offsets."""
    text = FIXTURE.read_text()
    old = "%40 = vector.bitcast %38 : vector<16xi8> to vector<32xf4E2M1FN>"
    assert old in text
    edited = text.replace(old, old + "\n          %fp4_half = vector.extract_strided_slice %40 {offsets = [0], "
                                "sizes = [16], strides = [1]} : vector<32xf4E2M1FN> to vector<16xf4E2M1FN>")
    with pytest.raises(EmitError) as ei:
        emit_kernel(edited, "gfx950")
    assert "vector.extract_strided_slice" in ei.value.message and "f4E2M1FN" in ei.value.message
    assert "loc(" in ei.value.location or ":" in ei.value.location


def test_the_agpr_fallback_keeps_the_scales_in_vgprs(monkeypatch, tmp_path):
    """The last pressure fallback moves values only loads, stores, copies and MFMAs touch into
    AGPRs; a scaled MFMA's scale operands take VGPRs only (llvm-mc-22: "invalid operand"), so
    the scales stay VGPRs while the FP4 tiles move. (The first five steps are made to fail.)"""
    from wave_asm_ext.emit import kernel as K
    from wave_asm_ext.toolchain import assemble

    real, calls = K._allocate, []

    def failing_first_steps(*args, **kw):
        calls.append(1)
        if len(calls) <= 5:
            raise EmitError("forced", location="test")
        return real(*args, **kw)
    monkeypatch.setattr(K, "_allocate", failing_first_steps)
    text = emit_kernel(FIXTURE.read_text(), "gfx950").text
    mfmas = re.findall(r"v_mfma_scale_f32_16x16x128_f8f6f4 \S+, (\S+), (\S+), \S+, (\S+), (\S+) ", text)
    assert mfmas and any(a.startswith("a[") for a, _b, _sa, _sb in mfmas)   # the fallback ran
    assert all(sa.startswith("v") and sb.startswith("v") for _a, _b, sa, sb in mfmas)
    assert assemble(text, "gfx950", tmp_path / "k.o").stat().st_size > 0


def test_one_opcode_on_formats_of_two_pass_counts_is_refused():
    """The emitter's own hazard nops take one pass count per opcode: an FP8 and an FP4 scaled
    MFMA of one opcode in one kernel are refused by name, not emitted without the wait states
    the chain between them needs."""
    text = FIXTURE.read_text()
    # the second MFMA's B operand read as 32 FP8 values (32 bytes from LDS: an 8-bit operand)
    edits = [("%36 = vector.load %view_4[%13, %17] : memref<32x136xi8, #gpu.address_space<workgroup>>, vector<16xi8>",
              "%36 = vector.load %view_4[%13, %17] : memref<32x136xi8, #gpu.address_space<workgroup>>, vector<32xi8>"),
             ("%44 = vector.bitcast %36 : vector<16xi8> to vector<32xf4E2M1FN>",
              "%44 = vector.bitcast %36 : vector<32xi8> to vector<32xf8E4M3FN>"),
             ("(%50[0] * %44) + %49 : f8E8M0FNU, vector<32xf4E2M1FN>, f8E8M0FNU, vector<32xf4E2M1FN>",
              "(%50[0] * %44) + %49 : f8E8M0FNU, vector<32xf4E2M1FN>, f8E8M0FNU, vector<32xf8E4M3FN>")]
    edited = text
    for old, new in edits:
        assert old in edited, old
        edited = edited.replace(old, new)
    with pytest.raises(EmitError) as ei:
        emit_kernel(edited, "gfx950")
    assert "4 and 8 passes in one kernel" in ei.value.message, ei.value.message
