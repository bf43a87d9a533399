"""A loop body's last MFMAs sunk to its end (``passes.tail_fill``, judged by the cycle model
in ``Scheduler._tail_filled``): which MFMAs may move (register dependences, implicit operands
included, relative order kept), and the judged choice on an emitter GEMM."""

from __future__ import annotations

from pathlib import Path

import pytest

from wave_asm_ext.check import check_program
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.passes.resolve import faster_overall
from wave_asm_ext.passes.schedule import CYCLE_TOLERANCE
from wave_asm_ext.passes.tail_fill import sink_to_loop_end
from wave_asm_ext.sim.cycles import estimate_cycles
from wave_asm_ext.target import load_target

FIX = Path(__file__).parent / "fixtures" / "mlir" / "gfx942_gemm_1024_b128x128x64_w2x2_16x16x32_f8_prefetch.mlir"


def _loop_body(text: str):
    p = parse_asm(".text\nk:\n.L1:\n" + text + "\ns_cbranch_scc1 .L1\ns_endpgm\n", "<t>")
    (body,) = [b for b in p.kernels[0].blocks if b.instructions[-1].base == "s_cbranch_scc1"]
    return body.instructions


def _mfma(inst) -> bool:
    return inst.base.startswith("v_mfma")


def _passable(inst) -> bool:
    """The scheduler's rule: MFMAs may cross a bare barrier, not a priority or mode change."""
    return inst.base not in ("s_setprio", "s_setreg_b32", "s_sendmsg")


def _text(insts) -> list[str]:
    return [" ".join(str(i).split()) for i in insts]


def test_last_independent_mfmas_move_before_the_branch_in_order():
    insts = _loop_body("""
    v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[22:23], v[0:3]
    v_mfma_f32_16x16x16_f16 v[4:7], v[20:21], v[24:25], v[4:7]
    v_mfma_f32_16x16x16_f16 v[8:11], v[26:27], v[24:25], v[8:11]
    s_barrier
    ds_write_b64 v30, v[32:33]
    s_cmp_lt_u32 s9, 8
""")
    out = sink_to_loop_end(insts, 2, _mfma, _passable)
    assert _text(out) == [
        "v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[22:23], v[0:3]",
        "s_barrier", "ds_write_b64 v30, v[32:33]", "s_cmp_lt_u32 s9, 8",
        "v_mfma_f32_16x16x16_f16 v[4:7], v[20:21], v[24:25], v[4:7]",
        "v_mfma_f32_16x16x16_f16 v[8:11], v[26:27], v[24:25], v[8:11]",
        "s_cbranch_scc1 .L1"]
    assert sorted(_text(out)) == sorted(_text(insts))


def test_register_dependences_keep_an_mfma_in_place():
    insts = _loop_body("""
    v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[22:23], v[0:3]
    v_mfma_f32_16x16x16_f16 v[4:7], v[20:21], v[24:25], v[4:7]
    v_mfma_f32_16x16x16_f16 v[8:11], v[26:27], v[24:25], v[8:11]
    ds_read_b64 v[20:21], v30
    v_mfma_f32_16x16x16_f16 v[0:3], v[28:29], v[22:23], v[0:3]
    v_mov_b32 v40, v8
    s_cmp_lt_u32 s9, 8
""")
    out = _text(sink_to_loop_end(insts, 4, _mfma, _passable))
    # the last MFMA moves; v[8:11] is read by the v_mov it would pass (true dependence);
    # v[4:7] reads v[20:21], which the ds_read overwrites (anti dependence); v[0:3] is
    # written again by the moved MFMA (output and true dependence: the accumulation order)
    assert out[-2] == "v_mfma_f32_16x16x16_f16 v[0:3], v[28:29], v[22:23], v[0:3]"
    assert out[:5] == _text(insts[:4]) + ["v_mov_b32 v40, v8"]
    assert sum(1 for x in out if x.startswith("v_mfma")) == 4


def test_no_mfma_leaves_a_priority_window():
    """Wave's ping-pong loops raise the priority around their MFMA clusters: the window's
    MFMAs stay in it, and the search stops at its end (nothing before it moves either)."""
    insts = _loop_body("""
    v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[22:23], v[0:3]
    s_setprio 1
    v_mfma_f32_16x16x16_f16 v[4:7], v[20:21], v[24:25], v[4:7]
    v_mfma_f32_16x16x16_f16 v[8:11], v[26:27], v[24:25], v[8:11]
    s_setprio 0
    s_barrier
    ds_write_b64 v30, v[32:33]
    s_cmp_lt_u32 s9, 8
""")
    assert sink_to_loop_end(insts, 4, _mfma, _passable) is None
    # with the window's end allowed (the scheduler never does), its MFMAs would move
    assert sink_to_loop_end(insts, 2, _mfma, lambda i: True) is not None


def test_nothing_to_move_gives_none():
    # the MFMAs already end the body (only the branch follows)
    insts = _loop_body("""
    s_cmp_lt_u32 s9, 8
    v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[22:23], v[0:3]
    v_mfma_f32_16x16x16_f16 v[4:7], v[20:21], v[24:25], v[4:7]
""")
    assert sink_to_loop_end(insts, 2, _mfma, _passable) is None
    # no MFMA in the body
    assert sink_to_loop_end(_loop_body("v_mov_b32 v1, v2\ns_cmp_lt_u32 s9, 8"), 2, _mfma, _passable) is None
    # the only MFMA's result is read later
    insts = _loop_body("""
    v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[22:23], v[0:3]
    v_add_f32 v10, v0, v1
    s_cmp_lt_u32 s9, 8
""")
    assert sink_to_loop_end(insts, 2, _mfma, _passable) is None


@pytest.fixture(scope="module")
def compiled():
    """The fixture with the transformation judged by the model (default) and off. Without the
    "pipe_lds" heuristic (session 34): with it the scheduler picks another order for this
    kernel, whose tail-filled program the judgement keeps but which ends 1.2 % slower at
    l2_hit than the program without the variant (the passes after the scheduler re-solve
    waits): the case of this test is the plain pipe plan's order."""
    from wave_asm_ext.passes.schedule import HEURISTICS
    from wave_asm_ext.pipeline import compile_mlir

    plain = {"heuristics": tuple(h for h in HEURISTICS if h != "pipe_lds")}
    on = compile_mlir(FIX.read_text(), "gfx942", postpass_options=plain)
    off = compile_mlir(FIX.read_text(), "gfx942", postpass_options={"tail_fill": False, **plain})
    return on, off


def test_gemm_loop_keeps_mfmas_at_its_end_where_the_model_finds_it_faster(compiled):
    """gfx942 1024^3 F8 PREFETCH (2x2 waves): session 30, -1.3 % model clk at l2_hit and
    -1.1 % at dram_miss with the last MFMAs at the loop's end; the kept program is checker
    clean, and its choice follows the judgement's rule."""
    on, off = compiled
    (k_on,) = on.report["postpass_report"]["kernels"]
    (k_off,) = off.report["postpass_report"]["kernels"]
    assert "MFMAs at the loop end" not in k_off["schedule"]["chosen"]
    kept = "MFMAs at the loop end" in k_on["schedule"]["chosen"]
    assert kept
    tgt = load_target("gfx942")
    assert check_program(parse_asm(on.asm, "<k>"), tgt) == []
    body = on.asm[on.asm.index("L_loop0:"):]
    body = body[:body.index("s_cbranch_scc1 L_loop0")].strip().splitlines()
    # the body now ends with MFMAs (waits and nops may sit between them)
    tail = [x.split()[0] for x in body if x.strip() and not x.strip().startswith(("s_waitcnt", "s_nop", ";"))]
    assert tail[-1].startswith("v_mfma")
    cyc = {}
    for name, res in (("on", on), ("off", off)):
        est = estimate_cycles(parse_asm(res.asm, "<k>"), "gfx942", mem_latency="both", mca=False)
        cyc[name] = {s: v.total_cycles / est.waves_per_simd for s, v in est.scenarios.items()}
    assert faster_overall(cyc["on"], cyc["off"], CYCLE_TOLERANCE), cyc
