"""The emitter's answers to register pressure beyond the earlier allocation fallbacks.

1. Values that only loads, stores, register copies and MFMAs touch move to the AGPR file
   (their operand slots take AGPRs on gfx90a+). gfx950 ``gemm_tt`` 32x128x128 with 2x2 waves
   and FOUR_STAGE (BF16, K = 1128 in 128-wide steps, partial tiles): the loop carries two K
   steps of 16-bit-pair MFMA fragments and the next masked global tile, more than the 256
   VGPRs even with the accumulators in AGPRs, LDS reads sunk and first-fit placement. It was
   refused (random configurations, seed 5404); LLVM compiles it with spills (5,238
   instructions against the emitter's ~2,100).
2. Output-tile fission where the accumulators fit but allocation still fails. gfx942
   ``gemm_tt`` 256x256x64 2x2 MODULO F8: 16 accumulators of 16 dwords fill the AGPR file and
   MODULO's prologue MFMA results need AGPRs besides (random configurations, seed 5403: "out
   of AGPRs"). Two output passes fit.
"""

from __future__ import annotations

import re

import pytest

from test_emit_emulate import FIX, run_fixture
from wave_asm_ext.check import check_program
from wave_asm_ext.emit import emit_kernel
from wave_asm_ext.emit import finalize, kernel as emit_kernel_module
from wave_asm_ext.emit.program import DS_LOAD, DS_STORE, MFMA, VALU, VMEM_LOAD, VMEM_STORE, Instr, VReg
from wave_asm_ext.errors import EmitError
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.target import load_target
from wave_asm_ext.toolchain import assemble

FISSION = "modulo/gfx942_gemm_tt_124x148x188_b256x256x64_w2x2_32x32x16_f8_modulo.mlir"
NAME = "four_stage/gfx950_gemm_tt_16x100x1128_b32x128x128_w2x2_16x16x32_bf16_four_stage.mlir"


def _loop(text: str) -> str:
    return text[text.index("L_loop0:"):text.index("s_cbranch_scc1 L_loop0")]


def test_without_the_fallback_the_kernel_is_refused(monkeypatch):
    """The earlier fallbacks alone run out of VGPRs, and the refusal names the register
    file, the value and the fallbacks tried (output-tile fission would rescue it too, with
    two passes' worth of tile loads: the AGPR file is tried first, see below)."""
    monkeypatch.setattr(emit_kernel_module, "move_av_values_to_agprs", lambda prog: 0)
    monkeypatch.setattr(emit_kernel_module, "MAX_FISSION_PASSES", 1)
    with pytest.raises(EmitError) as ei:
        emit_kernel((FIX / NAME).read_text(), "gfx950")
    assert "out of VGPRs" in ei.value.message and "in AGPRs" in ei.value.message
    assert ei.value.location == "regalloc"


def test_fragments_and_tiles_live_in_agprs(tmp_path):
    """With the fallback: the loop's LDS reads of fragments land in AGPRs, the MFMAs read
    them from there, no VALU instruction other than the AGPR moves names an AGPR, the
    file limits hold and the text assembles and is clean in the checker."""
    k = emit_kernel((FIX / NAME).read_text(), "gfx950")
    assert len(re.findall(r"^L_loop\d+:", k.text, re.M)) == 1      # one output pass
    body = _loop(k.text)
    assert re.search(r"buffer_load_dwordx\d a\[", k.text)              # a global tile
    assert re.search(r"v_mfma_\w+ a\[\d+:\d+\], a\[", body)              # fragments from AGPRs
    assert re.search(r"v_accvgpr_mov_b32 a\d+, a\d+", body)              # carried AGPR copies
    for line in k.text.splitlines():
        op = line.split()[0] if line.strip() else ""
        if op.startswith("v_") and not op.startswith(("v_accvgpr", "v_mfma")):
            assert not re.search(r"\ba(\d+|\[)", line.split(None, 1)[1]), line
    assert k.resources.vgprs <= 256 and k.resources.agprs <= 256
    assemble(k.text, "gfx950", tmp_path / "k.o")
    assert check_program(parse_asm(k.text, NAME), load_target("gfx950")) == []


@pytest.mark.parametrize("name", [NAME, FISSION], ids=["agpr_values", "fission"])
@pytest.mark.parametrize("postpass", [False, True], ids=["emitted", "scheduled"])
def test_pressure_fallback_gemm_matches_the_reference(name, postpass):
    """As emitted and after the post-emit pass: the timing-aware emulator's result
    matches torch, with no poisoned value."""
    err, poison = run_fixture(name, postpass=postpass)
    assert not poison and err < 1e-5


def _v(size: int = 1) -> VReg:
    return VReg("v", size, align=2 if size > 1 else 1)


def test_only_values_every_slot_of_which_takes_agprs_move():
    """A loaded tile stored to LDS moves; its address stays (a DS address is VGPR-only);
    a fragment an MFMA reads moves, unless a VALU instruction also reads it; MFMA
    destinations move; moves between the files get the AGPR opcodes."""
    addr, tile, frag, shared, acc, copy = _v(), _v(2), _v(2), _v(2), _v(4), _v(2)
    prog = [
        Instr("buffer_load_dwordx2", [tile], [addr, "s[4:7]", 0], kind=VMEM_LOAD, suffix="offen"),
        Instr("ds_write_b64", [], [addr, tile], kind=DS_STORE),
        Instr("ds_read_b64", [frag], [addr], kind=DS_LOAD),
        Instr("ds_read_b64", [shared], [addr], kind=DS_LOAD),
        Instr("v_mfma_f32_16x16x16_f16", [acc], [frag, shared, acc], kind=MFMA),
        Instr("v_pk_add_f16", [shared], [shared, shared], kind=VALU),
        Instr("v_mov_b32", [copy], [frag], kind=VALU),
        Instr("buffer_store_dwordx2", [], [copy, addr, "s[4:7]", 0], kind=VMEM_STORE, suffix="offen"),
    ]
    moved = finalize.move_av_values_to_agprs(prog)
    assert [r.kind for r in (addr, tile, frag, shared, acc, copy)] == ["v", "a", "a", "v", "a", "a"]
    assert moved == 2 + 2 + 4 + 2
    assert prog[6].op == "v_accvgpr_mov_b32"


def test_allocation_failure_with_fitting_accumulators_tries_fission(monkeypatch, tmp_path):
    """The accumulators pass the budget check, one pass runs out of AGPRs, two passes
    compile: two K loops, each holding half of the output tile. Without fission the
    allocation's own error is what the user gets."""
    text = (FIX / FISSION).read_text()
    k = emit_kernel(text, "gfx942")
    assert len(re.findall(r"^L_loop\d+:", k.text, re.M)) == 2
    assert k.resources.agprs <= 256
    assemble(k.text, "gfx942", tmp_path / "k.o")
    assert check_program(parse_asm(k.text, FISSION), load_target("gfx942")) == []

    def no_fission(func, n_passes, lds=None):
        raise EmitError("not here", location="test")

    monkeypatch.setattr(emit_kernel_module.fission, "plan", no_fission)
    with pytest.raises(EmitError) as ei:
        emit_kernel(text, "gfx942")
    assert "out of AGPRs" in ei.value.message and "fission does not apply" in ei.value.message


def test_a_kernel_no_fallback_fits_is_refused_naming_every_step_in_order(monkeypatch):
    """Within a budget below its live values (80 registers for a 2x2 128x128x64 tile's
    accumulators and fragments; output-tile fission, which would fit it, not tried), every
    pressure fallback is tried, in escalation order, and the refusal names them all in that
    order, the budget, and that spilling is missing."""
    from test_emission import FIX as MLIR

    monkeypatch.setattr(emit_kernel_module, "MAX_FISSION_PASSES", 1)

    steps = [what for what, _, _ in emit_kernel_module._pressure_fallbacks([], None, 0)]
    assert steps[0] == "everything in VGPRs" and len(steps) == 6
    with pytest.raises(EmitError) as ei:
        emit_kernel((MLIR / "gfx942_gemm_1024_b128x128x64_w2x2_16x16x16_none.mlir").read_text(), "gfx942",
                    vgpr_budget=80)
    msg = ei.value.message
    at = [msg.find(what) for what in steps[1:]]
    assert -1 not in at and at == sorted(at), msg
    assert "max_vgprs=80" in msg and "spilling is not implemented" in msg
