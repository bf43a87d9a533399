"""Peak-point sinking (``passes.sink``): a register-only definition that nothing reads at
the register peak moves below it. Exact form, the refusals that keep it sound, the cycle
judge, the pipeline's gating (only kernels ``remat`` changed, only scheduled ones), and a
property test on random straight-line load/LDS/ALU programs (same LDS and buffer in the
timing-aware emulator, checker-clean; with a non-vacuity guard)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from test_remat import _finished
from test_rotate import _assert_equivalent
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.passes import remat, schedule, sink
from wave_asm_ext.passes.common import peak_vector_pressure
from wave_asm_ext.target import load_target

# compile_mlir(..., grid_aware False): these tests study schedules judged at the registers' occupancy
# (the regime of a grid larger than the part); tests/test_grid_residency.py covers the grid's own.

HEAD = ["s_mov_b32 s6, 4096", "s_mov_b32 s7, 0x27000"]
# v3 (the next load's address) is computed before the ds_writes that free v[8:15]; v0 stays
# live to the end (the last store's address), so moving v3's definition below them lowers
# the peak by one
BODY = ["buffer_load_dwordx4 v[8:11], v0, s[4:7], 0 offen offset:0",
        "buffer_load_dwordx4 v[12:15], v0, s[4:7], 0 offen offset:16",
        "v_add_u32_e32 v3, 64, v0",
        "ds_write_b128 v1, v[8:11] offset:0",
        "ds_write_b128 v1, v[12:15] offset:1024",
        "buffer_load_dwordx4 v[8:11], v3, s[4:7], 0 offen offset:0",
        "ds_write_b128 v1, v[8:11] offset:2048",
        "buffer_store_dword v1, v0, s[4:7], 0 offen offset:256"]


def _text(body=BODY) -> str:
    return "\n".join(HEAD + list(body) + ["s_endpgm", ""])


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_definition_moves_below_the_peak_it_crossed(target):
    text = _text()
    prog = parse_asm(text, "<k>")
    k = prog.kernels[0]
    before = peak_vector_pressure(k)
    rep = sink._sink_kernel(k)
    assert rep == {"moved": 1, "peak_before": before, "peak_after": before - 1}
    assert peak_vector_pressure(k) == before - 1
    texts = [i.text() for i in k.instructions]
    # the first place past the peak point where the positions it passes drop below the
    # peak: right after the ds_write that frees v[8:11] (the peak is then at the loads, 10)
    assert texts[4:7] == ["ds_write_b128 v1, v[8:11] offset:0", "v_add_u32_e32 v3, 64, v0",
                          "ds_write_b128 v1, v[12:15] offset:1024"]
    _assert_equivalent(text, _finished(prog, target), target)


def _with(i: int, line: str) -> list[str]:
    return BODY[:i] + [line] + BODY[i:]


@pytest.mark.parametrize("why, body", [
    ("read before the peak is left behind", _with(3, "v_mov_b32_e32 v4, v3")),
    ("a source is written on the way", _with(3, "v_add_u32_e32 v0, 0, v0")),
    ("EXEC is written on the way", _with(3, "s_mov_b64 exec, -1")),
    ("memory definitions stay", [b.replace("v_add_u32_e32 v3, 64, v0", "ds_read_b32 v3, v1 offset:4096") for b in BODY]),
    ("no gain: v0 is dead after the definition", BODY[:-1]),
])
def test_refusals(why, body):
    prog = parse_asm(_text(body), "<k>")
    k = prog.kernels[0]
    order = [i.text() for i in k.instructions]
    assert sink._sink_kernel(k) == {}, why
    assert [i.text() for i in k.instructions] == order


def _scheduled(text: str, target: str, remat_changed: bool = True):
    """The program in input order after the scheduler (its waits solved and handed over),
    as if ``remat`` had changed it (``sink`` only looks at such kernels)."""
    prog = parse_asm(text, "<k>")
    opts: dict = {"heuristics": ()}
    schedule.run(prog, load_target(target), opts)
    if remat_changed:
        opts["_remat_report"] = {k.name: {"values": 1} for k in prog.kernels}
    return prog, opts


def test_run_keeps_the_move_the_cycle_model_accepts():
    prog, opts = _scheduled(_text(), "gfx950")
    sink.run(prog, load_target("gfx950"), opts)
    rep = opts["_sink_report"][""]
    assert rep["moved"] == 1 and rep["peak_after"] == rep["peak_before"] - 1
    mc = rep["model_cycles"]
    assert mc["after"] <= mc["before"] * (1 + schedule.MODEL_TIE_TOLERANCE)
    # the waits handed to the waitcnt pass are those of the new order
    k = prog.kernels[0]
    assert opts["_precomputed"][id(k)][1] == [b.instructions for b in k.blocks]


def _judged_with(monkeypatch, before: dict, after: dict):
    """``sink.run`` on the scheduled test kernel with the cycle model's figures (scenario ->
    whole-kernel cycles) of the unmoved and the moved order given (compaction reaching no
    more waves either way, as on this kernel): (the kernel's order before, the program,
    the options, the scheduler's solved entry before)."""
    prog, opts = _scheduled(_text(), "gfx950")
    order = [i.text() for i in prog.kernels[0].instructions]
    old = opts["_precomputed"][id(prog.kernels[0])]
    calls = iter([before, after])
    monkeypatch.setattr(remat, "model_scenarios",
                        lambda *a: {s: (0.0, c) for s, c in next(calls).items()})
    monkeypatch.setattr(remat, "achievable_waves", lambda *a: None)
    sink.run(prog, load_target("gfx950"), opts)
    return order, prog, opts, old


def test_run_reverts_when_the_cycle_model_prefers_the_old_order(monkeypatch):
    order, prog, opts, old = _judged_with(monkeypatch, {"l2_hit": 100.0, "dram_miss": 100.0},
                                          {"l2_hit": 200.0, "dram_miss": 200.0})   # 2x slower
    assert opts["_sink_report"] == {}
    assert [i.text() for i in prog.kernels[0].instructions] == order
    assert opts["_precomputed"][id(prog.kernels[0])] is old


def test_a_lower_peak_is_worth_no_more_than_the_models_tie_band(monkeypatch):
    """The moves are judged by the rule ``remat`` keeps its copies by: in sum no more than the
    model's tie band slower (0.25 %), at neither latency more than the cycle tolerance. The
    sink used to take the estimate's 1 % of the sum: the main job's move, +0.27 % in sum for
    one register unit at the same occupancy, cost its loop 4 clk per iteration (89.8 % of
    the matrix pipe's bound instead of 90.1 %)."""
    slower = 1 + 2 * schedule.MODEL_TIE_TOLERANCE          # inside the old 1 %, outside the band
    assert slower < 1 + schedule.CYCLE_TOLERANCE
    order, prog, opts, old = _judged_with(monkeypatch, {"l2_hit": 1000.0, "dram_miss": 1000.0},
                                          {"l2_hit": 1000.0 * slower, "dram_miss": 1000.0 * slower})
    assert opts["_sink_report"] == {}
    assert [i.text() for i in prog.kernels[0].instructions] == order
    assert opts["_precomputed"][id(prog.kernels[0])] is old
    within = 1 + schedule.MODEL_TIE_TOLERANCE / 2
    _, prog, opts, _ = _judged_with(monkeypatch, {"l2_hit": 1000.0, "dram_miss": 1000.0},
                                    {"l2_hit": 1000.0 * within, "dram_miss": 1000.0 * within})
    assert opts["_sink_report"][""]["moved"] == 1
    # one latency slower by more than the cycle tolerance: reverted though the sum ties
    _, prog, opts, _ = _judged_with(monkeypatch, {"l2_hit": 1000.0, "dram_miss": 1000.0},
                                    {"l2_hit": 1000.0 * (1 + 2 * schedule.CYCLE_TOLERANCE),
                                     "dram_miss": 1000.0 * (1 - 2 * schedule.CYCLE_TOLERANCE)})
    assert opts["_sink_report"] == {}


@pytest.mark.parametrize("opts", [{"sink": False}, {"schedule": False}])
def test_option_off_and_unscheduled_kernels_are_left_alone(opts):
    prog, o = _scheduled(_text(), "gfx950")
    order = [i.text() for i in prog.kernels[0].instructions]
    sink.run(prog, load_target("gfx950"), {**o, **opts})
    assert [i.text() for i in prog.kernels[0].instructions] == order


def test_only_kernels_remat_changed():
    prog, opts = _scheduled(_text(), "gfx950", remat_changed=False)
    sink.run(prog, load_target("gfx950"), opts)
    assert opts["_sink_report"] == {}


# ------------------------------------------------------------------ property test

NOISE_TUPLES = [8, 12]
NOISE_ADDRS = ["v4", "v5"]


def _noise(draw, pending: list, addrs: list, body: list) -> None:
    """Random steps: loads into 4-register tuples, ds_writes that retire loaded tuples
    (dead until loaded again), ALU address definitions (masked into the buffer) read by
    later loads, ALU data definitions written to LDS."""
    for _ in range(draw(st.integers(0, 8))):
        kind = draw(st.sampled_from(["load", "load", "write", "addr", "data"]))
        if kind == "load":
            t = draw(st.sampled_from(NOISE_TUPLES))
            a = draw(st.sampled_from(addrs))
            body.append(f"buffer_load_dwordx4 v[{t}:{t + 3}], {a}, s[4:7], 0 offen offset:{16 * draw(st.integers(0, 8))}")
            if t not in pending:
                pending.append(t)
        elif kind == "write" and pending:
            t = draw(st.sampled_from(pending))
            body.append(f"ds_write_b128 v1, v[{t}:{t + 3}] offset:{16 * draw(st.integers(0, 63))}")
            pending.remove(t)
        elif kind == "addr":
            d, s = draw(st.sampled_from(NOISE_ADDRS)), draw(st.sampled_from(addrs))
            body.append(draw(st.sampled_from([f"v_add_u32_e32 {d}, 64, {s}", f"v_and_b32_e32 {d}, 0xff0, {s}"])))
            if d not in addrs:
                addrs.append(d)
        elif kind == "data" and pending:
            t = draw(st.sampled_from(pending))
            body.append(f"v_xor_b32_e32 v30, v{t}, v{t + 1}")
            body.append(f"ds_write_b32 v1, v30 offset:{2048 + 4 * draw(st.integers(0, 63))}")


@st.composite
def programs(draw):
    """(LDS: 4096 bytes, v1 = 16 x lane.) Random steps around the pattern the pass exists
    for: an address (``d``) defined before the ds_writes that retire two loaded tuples and
    read after them by the next load into one of them, with random steps (that may read
    ``d`` or write its source) in between; every tuple still loaded is written at the end;
    v0 and v1 live throughout."""
    target = draw(st.sampled_from(["gfx942", "gfx950"]))
    pending, addrs, body = [], ["v0"], []
    _noise(draw, pending, addrs, body)
    d, s = draw(st.sampled_from(["v2", "v3"])), draw(st.sampled_from(addrs))
    body += ["buffer_load_dwordx4 v[16:19], v0, s[4:7], 0 offen offset:0",
             "buffer_load_dwordx4 v[20:23], v0, s[4:7], 0 offen offset:32"]
    _noise(draw, pending, addrs, body)
    body.append(f"v_add_u32_e32 {d}, 32, {s}")
    _noise(draw, pending, addrs + [d], body)
    body += ["ds_write_b128 v1, v[16:19] offset:0", "ds_write_b128 v1, v[20:23] offset:512",
             f"buffer_load_dwordx4 v[16:19], {d}, s[4:7], 0 offen offset:0",
             "buffer_load_dwordx4 v[20:23], v0, s[4:7], 0 offen offset:16"]
    _noise(draw, pending, addrs + [d], body)
    for t in pending + [16, 20]:
        body.append(f"ds_write_b128 v1, v[{t}:{t + 3}] offset:{1024 + 16 * t}")
    body.append("buffer_store_dword v1, v0, s[4:7], 0 offen offset:1024")
    return target, _text(body)


_APPLIED = []


@settings(max_examples=80, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(programs())
def test_random_programs_sunk_are_equivalent(prog):
    target, text = prog
    p = parse_asm(text, "<k>")
    k = p.kernels[0]
    before = peak_vector_pressure(k)
    rep = sink._sink_kernel(k)
    _APPLIED.append(bool(rep))
    if rep:
        assert rep["peak_before"] == before and rep["peak_after"] == peak_vector_pressure(k) < before
    else:
        assert [i.text() for i in k.instructions] == [i.text() for i in parse_asm(text, "<k>").kernels[0].instructions]
    _assert_equivalent(text, _finished(p, target), target, seed=len(text))


def test_random_programs_are_not_vacuous():
    """The property test above lowers the peak in a fair share of its programs (it runs
    first in this module; derandomized, so the share is stable: 23 of 80 when written)."""
    if not _APPLIED:
        pytest.skip("run with the property test")
    assert sum(_APPLIED) >= len(_APPLIED) // 5, f"{sum(_APPLIED)} of {len(_APPLIED)}"
    assert sum(_APPLIED) < len(_APPLIED), "the refusals (reads of d, written sources) occur too"


# ------------------------------------------------------------------ emitter kernel

EMITTED = "gfx942_gemm_1024_b128x128x64_w2x2_16x16x32_f8_prefetch"


def test_emitted_gemm_peak_drops_and_stays_correct():
    """The case the pass exists for, on an emitted kernel (gfx942 1024³ F8, 128x128x64
    block, 2x2 waves, PREFETCH): the scheduled order's peak sits on values defined before
    the instructions that free other registers; sinking them lowers it (122 -> 119 live
    units) at the same model cycles (a tie by the model's own tie band: session 69, a write's
    addresses on the LDS port, 52,744 -> 52,768 clk per wave summed over both latencies,
    +0.05 %; until then 53,016 -> 52,976), the result matches numpy in the timing-aware
    emulator, and sink=False keeps the higher peak. (Until session 28 the case was gfx950 256³
    64x64x32 2x2 PREFETCH, 48 -> 47; since the scheduler's timing has the LDS port its
    order reaches 47 without sinking. Since session 30 the scheduler keeps this kernel's
    last MFMAs at its loop's end (``passes.tail_fill``), whose order has no such peak: the
    test schedules without that variant, to keep the case; since session 32 also without
    the lockstep-ranking re-schedule, whose order on this kernel has no such peak either;
    since session 34 also without the "pipe_lds" heuristic, likewise; since session 64 also
    without unrolling: with every copy's loads rotated the kernel is kept unrolled by two,
    and that order has no such peak either.)"""
    from test_emulator_emit import FIX, assert_timing_aware_match, case_named

    from wave_asm_ext.pipeline import compile_mlir

    case = case_named(EMITTED)
    mlir = (FIX / f"{EMITTED}.mlir").read_text()
    from wave_asm_ext.passes.schedule import HEURISTICS, MODEL_TIE_TOLERANCE

    keep = {"tail_fill": False, "lockstep_ranking_variant": False, "unroll": False,
            "heuristics": tuple(h for h in HEURISTICS if h != "pipe_lds")}
    res = compile_mlir(mlir, "gfx942", postpass_options={**keep, "grid_aware": False})
    (k,) = res.report["postpass_report"]["kernels"]
    sink = k["sink"]
    assert sink["moved"] >= 1 and sink["peak_after"] < sink["peak_before"]
    assert k["after"]["peak_vgpr_units"] == sink["peak_after"]
    mc = sink["model_cycles"]
    # the same model cycles: within the model's tie band (MODEL_TIE_TOLERANCE, 0.25 %), not
    # merely the pass's 1 % acceptance rule (CYCLE_TOLERANCE)
    assert mc["after"] <= mc["before"] * (1 + MODEL_TIE_TOLERANCE), mc
    assert_timing_aware_match(case, res.asm)
    off = compile_mlir(mlir, "gfx942", postpass_options={"grid_aware": False, "sink": False, **keep})
    (k_off,) = off.report["postpass_report"]["kernels"]
    assert k_off["sink"] == {} and k_off["after"]["peak_vgpr_units"] == sink["peak_before"]


def test_switches(monkeypatch):
    """``--no-sink`` (compile / schedule verbs), ``AsmExtOptions(sink=)`` and
    ``WAVE_ASM_EXT_SINK=0`` reach the pass options."""
    from wave_asm_ext import cli
    from wave_asm_ext.activation import AsmExtOptions

    parser = cli.build_parser()
    assert cli._schedule_options(parser.parse_args(["schedule", "x.s", "--no-sink"]))["sink"] is False
    assert cli._schedule_options(parser.parse_args(["schedule", "x.s"]))["sink"] is True
    assert AsmExtOptions().postpass_options()["sink"] is True
    monkeypatch.setenv("WAVE_ASM_EXT_SINK", "0")
    assert AsmExtOptions().postpass_options()["sink"] is False
