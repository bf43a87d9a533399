"""A loop body's last MFMAs sunk to its end, and a tile's last MFMAs past the barrier that
opens the next tile's reads (``passes.tail_fill``, judged by the cycle model in
``Scheduler._tail_filled`` / ``Scheduler._barrier_sunk``): which MFMAs may move (register
dependences, implicit operands included, relative order kept), and the judged choices on
emitter GEMMs."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from wave_asm_ext.check import check_program
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.passes.resolve import faster_overall
from wave_asm_ext.passes.schedule import CYCLE_TOLERANCE
from wave_asm_ext.passes.tail_fill import sink_past_barriers, sink_to_loop_end
from wave_asm_ext.sim.cycles import estimate_cycles
from wave_asm_ext.target import load_target

# compile_mlir(..., grid_aware False): these tests study schedules judged at the registers' occupancy
# (the regime of a grid larger than the part); tests/test_grid_residency.py covers the grid's own.

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
    """The fixture with the transformation judged by the model (default) and off, with the
    "pipe" heuristic alone: the case of this test is the plain pipe plan's order. With other
    heuristics beside it the search takes other paths whose tail-filled program the
    judgement keeps but which ends slower than the program without the variant, as the
    later variants differ (session 34: with "pipe_lds", 1.2 % slower at l2_hit; session 45:
    with "cycle" and "critical_path" beside "pipe", 0.2 % slower in sum). Unrolling off:
    since session 64 (every copy's loads rotated in an unrolled loop) the kernel is kept
    unrolled by two, where the judgement keeps no tail-filled order."""
    from wave_asm_ext.pipeline import compile_mlir

    plain = {"heuristics": ("pipe",), "unroll": False}
    on = compile_mlir(FIX.read_text(), "gfx942", postpass_options={**plain, "grid_aware": False})
    off = compile_mlir(FIX.read_text(), "gfx942", postpass_options={"grid_aware": False, "tail_fill": False, **plain})
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


def _barrier(inst) -> bool:
    return inst.base == "s_barrier"


def test_a_tiles_last_mfmas_move_past_the_barrier_to_before_the_next_tiles_first_mfma():
    insts = _loop_body("""
    v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[22:23], v[0:3]
    v_mfma_f32_16x16x16_f16 v[4:7], v[20:21], v[24:25], v[4:7]
    v_mfma_f32_16x16x16_f16 v[8:11], v[20:21], v[26:27], v[8:11]
    ds_write_b64 v30, v[40:41]
    s_barrier
    ds_read_b64 v[50:51], v31
    v_add_u32 v32, 64, v31
    v_mfma_f32_16x16x16_f16 v[12:15], v[50:51], v[52:53], v[12:15]
    s_cmp_lt_u32 s9, 8
""")
    out = sink_past_barriers(insts, 2, _mfma, _passable, _barrier)
    assert _text(out) == _text(insts[:1] + insts[3:7] + insts[1:3] + insts[7:])
    # every count beyond what the tile has moves all of them, still in order
    out = sink_past_barriers(insts, 8, _mfma, _passable, _barrier)
    assert _text(out) == _text(insts[3:7] + insts[:3] + insts[7:])


def test_past_a_barrier_register_dependences_and_boundaries_hold():
    # the tile's last MFMA writes what the ds_write stores, the one before reads what the
    # next tile's read overwrites: only the first may move, and it moves past both
    insts = _loop_body("""
    v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[22:23], v[0:3]
    v_mfma_f32_16x16x16_f16 v[4:7], v[50:51], v[24:25], v[4:7]
    v_mfma_f32_16x16x16_f16 v[8:11], v[20:21], v[26:27], v[8:11]
    ds_write_b64 v30, v[8:9]
    s_barrier
    ds_read_b64 v[50:51], v31
    v_mfma_f32_16x16x16_f16 v[12:15], v[50:51], v[52:53], v[12:15]
    s_cmp_lt_u32 s9, 8
""")
    out = sink_past_barriers(insts, 4, _mfma, _passable, _barrier)
    assert _text(out) == _text(insts[1:6] + insts[:1] + insts[6:])
    # a priority window's end is a boundary: nothing before it passes
    fenced = _loop_body("""
    v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[22:23], v[0:3]
    s_setprio 0
    s_barrier
    ds_read_b64 v[50:51], v31
    v_mfma_f32_16x16x16_f16 v[12:15], v[50:51], v[52:53], v[12:15]
    s_cmp_lt_u32 s9, 8
""")
    assert sink_past_barriers(fenced, 4, _mfma, _passable, _barrier) is None
    # no MFMA after the barrier inside the body: nothing to cover, nothing moves
    tail = _loop_body("""
    v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[22:23], v[0:3]
    s_barrier
    ds_read_b64 v[50:51], v31
    s_cmp_lt_u32 s9, 8
""")
    assert sink_past_barriers(tail, 4, _mfma, _passable, _barrier) is None


SUNK = ("gfx950_gemm_1024_b128x128x64_w2x2_16x16x32_prefetch", "gfx950")


@pytest.fixture(scope="module")
def sunk():
    """The README's default GEMM (gfx950 1024^3 128x128x64 2x2 PREFETCH), whose chosen order
    keeps two MFMAs past an inner barrier (session 42: -0.26 % model clk per wave), with
    the variant and without it. Without the LDS-port plan and the unmerged-waits variant
    (session 69: a write's addresses on the LDS port): the plan, judged for every rotation
    variant and kept for none, turns the search to the rotated program, whose order keeps
    no MFMA past a barrier (9,188 / 9,337 clk per wave, with or without the variant); and
    the unmerged waits, kept only without the variant (9,127 -> 9,101), re-schedule the
    program it is compared with under the other wait solver (a tail-filled order then). The
    folded-waits variant (session 73) likewise: kept with and without the variant, it re-schedules
    the program under another solver, and the barrier-hoisted order wins there. And with
    the rotation judgement's one nearest runner-up finished, as before session 76 (with two,
    the second finishes faster and replaces the program the variant is kept on)."""
    from wave_asm_ext.pipeline import compile_mlir

    text = (FIX.parent / f"{SUNK[0]}.mlir").read_text()
    plain = {"grid_aware": False, "lds_port_variant": False, "unmerged_waits_variant": False,
             "folded_waits_variant": False, "finish_runners_up": 1}
    return (compile_mlir(text, SUNK[1], postpass_options=plain),
            compile_mlir(text, SUNK[1], postpass_options={**plain, "barrier_sink": False}))


def test_gemm_keeps_mfmas_past_its_inner_barriers_where_kernel_and_loop_are_faster(sunk):
    """Session 69 (a write's addresses on the LDS port): 2 MFMAs past the barrier that opens
    the fragment reads, whole kernel 9,127 -> 9,087 model clk per wave at both latencies,
    settled loop 513.3 -> 512 per iteration; the body's other barrier opens its LDS writes,
    the body's last phase, with no MFMA after it to move past (before: 4 MFMAs at the loop
    end followed it, and 2 moved past each barrier)."""
    on, off = sunk
    (k_on,) = on.report["postpass_report"]["kernels"]
    (k_off,) = off.report["postpass_report"]["kernels"]
    assert "MFMAs past barriers" in k_on["schedule"]["chosen"]
    assert "MFMAs past barriers" not in k_off["schedule"]["chosen"]
    tgt = load_target(SUNK[1])
    assert check_program(parse_asm(on.asm, "<k>"), tgt) == []
    assert_kernel_and_loop_faster(on.asm, off.asm, tgt)
    # after each barrier of the loop body an MFMA follows, more MFMAs run before the first
    # wait for an LDS read than without the variant (the moved ones need none of the new
    # tile's fragments); after one no MFMA follows, nothing moved (none to move past)
    counts = list(zip(_mfmas_before_first_lds_wait(on.asm), _mfmas_before_first_lds_wait(off.asm),
                      _barriers_followed_by_mfmas(on.asm)))
    assert any(followed for _, _, followed in counts), counts
    assert all(a > b if followed else a == b == 0 for a, b, followed in counts), counts


def assert_kernel_and_loop_faster(asm: str, than: str, tgt) -> None:
    """The cycle model finds ``asm`` faster than ``than`` per wave in sum and slower by more
    than the cycle tolerance at neither latency (whole kernel), and its settled hot loop
    slower at neither latency: the rule the order and program variants are kept by."""
    whole, loop = [], []
    for text in (asm, than):
        c = estimate_cycles(parse_asm(text, "<k>"), tgt, mca=False)
        whole.append({s: c[s].total_cycles / c.waves_per_simd for s in ("l2_hit", "dram_miss")})
        loop.append({s: c[s].loop.cycles_per_iter / c.waves_per_simd for s in ("l2_hit", "dram_miss")})
    assert faster_overall(whole[0], whole[1], CYCLE_TOLERANCE), whole
    assert all(loop[0][s] <= loop[1][s] for s in loop[0]), loop


def _loop_body_ops(asm: str) -> list[str]:
    """The hot loop body's instructions, each as its mnemonic and first operand."""
    body = asm[asm.index("L_loop0:"):asm.index("s_cbranch_scc1 L_loop0")].splitlines()[1:]
    return [" ".join(x.split()[:2]) for x in body if x.strip() and not x.strip().startswith(";")]


def _mfmas_before_first_lds_wait(asm: str) -> list[int]:
    """Per ``s_barrier`` of the hot loop's body: the MFMAs between it and the first
    ``s_waitcnt lgkmcnt`` (or the next barrier) after it."""
    ops = _loop_body_ops(asm)
    counts = []
    for i, op in enumerate(ops):
        if op == "s_barrier":
            n = 0
            for o in ops[i + 1:]:
                if o.startswith("s_waitcnt lgkmcnt") or o == "s_barrier":
                    break
                n += o.startswith("v_mfma")
            counts.append(n)
    return counts


def _barriers_followed_by_mfmas(asm: str) -> list[bool]:
    """Per ``s_barrier`` of the hot loop's body: is an MFMA between it and the next barrier
    (or the body's end)?"""
    ops = _loop_body_ops(asm)
    marks = [i for i, op in enumerate(ops) if op == "s_barrier"] + [len(ops)]
    return [any(op.startswith("v_mfma") for op in ops[a + 1:b]) for a, b in zip(marks, marks[1:])]


def test_the_sunk_gemm_matches_the_reference_in_the_timing_aware_emulator(sunk):
    from test_emulator_emit import assert_timing_aware_match, case_named

    assert_timing_aware_match(case_named(SUNK[0]), sunk[0].asm)


_BODY_LINES = (
    "v_mfma_f32_16x16x16_f16 v[{a}:{a3}], v[{x}:{x1}], v[{y}:{y1}], v[{a}:{a3}]",
    "ds_read_b64 v[{x}:{x1}], v31 offset:{o}",
    "ds_write_b64 v30, v[{a}:{a1}] offset:{o}",
    "v_add_u32 v{x}, 64, v{y}",
    "s_barrier",
    "s_setprio {p}",
)


@st.composite
def loop_bodies(draw):
    """Random single-block loop bodies from the K loop's mix: MFMAs on 4 accumulators and 8
    fragment pairs, fragment reads, stores of accumulators, address adds, barriers, and now
    and then a priority change (a boundary)."""
    lines = []
    for _ in range(draw(st.integers(4, 24))):
        kind = draw(st.sampled_from((0, 0, 0, 1, 1, 2, 3, 4, 4, 5)))
        a = 4 * draw(st.integers(0, 3))
        x, y = (20 + 2 * draw(st.integers(0, 7)) for _ in range(2))
        lines.append(_BODY_LINES[kind].format(a=a, a1=a + 1, a3=a + 3, x=x, x1=x + 1, y=y, y1=y + 1,
                                              o=8 * draw(st.integers(0, 7)), p=draw(st.integers(0, 1))))
    return _loop_body("\n".join(lines + ["s_cmp_lt_u32 s9, 8"]))


def _depends(a, b) -> bool:
    """Must ``a`` (earlier) stay before ``b``: a register dependence either way, or both
    touch memory, order the waves or change the mode (neither is a register-only MFMA)."""
    if (a.defs() & (b.uses() | b.defs())) or (a.uses() & b.defs()):
        return True
    return not _mfma(a) and not _mfma(b)


@settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(body=loop_bodies(), count=st.sampled_from((1, 2, 4, 16)))
def test_barrier_sink_keeps_every_dependence(body, count):
    out = sink_past_barriers(body, count, _mfma, _passable, _barrier)
    if out is None:
        return
    assert sorted(map(id, out)) == sorted(map(id, body)) and out[-1] is body[-1]
    pos = {id(i): k for k, i in enumerate(out)}
    for i, a in enumerate(body):
        for b in body[i + 1:]:
            if _depends(a, b):
                assert pos[id(a)] < pos[id(b)], (str(a), str(b))
        if a.base == "s_setprio":   # nothing crosses a boundary either way
            assert all((pos[id(c)] < pos[id(a)]) == (k < i) for k, c in enumerate(body))


def test_the_property_bodies_often_sink():
    """The property test above is not vacuous: a good share of its bodies move MFMAs."""
    moved = []

    @settings(max_examples=100, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(body=loop_bodies(), count=st.sampled_from((1, 2, 4, 16)))
    def run(body, count):
        moved.append(sink_past_barriers(body, count, _mfma, _passable, _barrier) is not None)

    run()
    assert sum(moved) >= len(moved) // 5, (sum(moved), len(moved))
