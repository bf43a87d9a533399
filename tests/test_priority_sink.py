"""A priority window's last MFMAs moved past the barrier after it, in a window of their own
(``tail_fill.sink_out_of_priority``, judged by the cycle model in ``Scheduler._priority_sunk``;
option ``priority_sink``): which MFMAs move, and the judged choice on Wave's ping-pong loop."""

from __future__ import annotations

from pathlib import Path

from test_emit_emulate import run_fixture
from test_tail_fill import _loop_body, _mfma, _passable, _text
from wave_asm_ext.check import check_program
from wave_asm_ext.emit import emit_kernel
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.passes.resolve import faster_overall
from wave_asm_ext.passes.tail_fill import priority_windows, sink_out_of_priority
from wave_asm_ext.sim.cycles import estimate_cycles
from wave_asm_ext.target import load_target

FIX = Path(__file__).parent / "fixtures" / "mlir"
PING_PONG = "tiebreak/gfx942_gemm_1024_b128x128x64_w4x2_16x16x16_prefetch.mlir"

BODY = """
s_setprio 1
v_mfma_f32_16x16x16_f16 v[0:3], v[16:17], v[18:19], v[0:3]
v_mfma_f32_16x16x16_f16 v[4:7], v[16:17], v[20:21], v[4:7]
v_mfma_f32_16x16x16_f16 v[8:11], v[22:23], v[20:21], v[8:11]
s_setprio 0
s_add_u32 s2, s2, 1
s_barrier
ds_write_b64 v30, v[24:25]
s_cmp_lt_i32 s2, 8
"""


def _barrier(inst) -> bool:
    return inst.base == "s_barrier"


def test_the_last_mfmas_move_past_the_barrier_in_their_own_window():
    insts = _loop_body(BODY)
    assert priority_windows(insts) == [(0, 4)]
    out = _text(sink_out_of_priority(insts, 0, 2, _mfma, _passable, _barrier))
    assert out == ["s_setprio 1", "v_mfma_f32_16x16x16_f16 v[0:3], v[16:17], v[18:19], v[0:3]", "s_setprio 0",
                   "s_add_u32 s2, s2, 1", "s_barrier",
                   "s_setprio 1", "v_mfma_f32_16x16x16_f16 v[4:7], v[16:17], v[20:21], v[4:7]",
                   "v_mfma_f32_16x16x16_f16 v[8:11], v[22:23], v[20:21], v[8:11]", "s_setprio 0",
                   "ds_write_b64 v30, v[24:25]", "s_cmp_lt_i32 s2, 8", "s_cbranch_scc1 .L1"]
    # no second window, nothing to move; a window the barrier does not follow stays
    assert sink_out_of_priority(insts, 1, 2, _mfma, _passable, _barrier) is None
    no_barrier = _loop_body(BODY.replace("s_barrier\n", ""))
    assert sink_out_of_priority(no_barrier, 0, 2, _mfma, _passable, _barrier) is None


def test_register_dependences_hold():
    """An instruction between the window and the barrier that reads an MFMA's result keeps
    that MFMA inside the window; the independent ones before it move (relative order kept)."""
    insts = _loop_body(BODY.replace("s_add_u32 s2, s2, 1", "v_mov_b32 v40, v8"))
    out = _text(sink_out_of_priority(insts, 0, 2, _mfma, _passable, _barrier))
    moved = out[out.index("s_barrier") + 1:]
    assert out[:3] == ["s_setprio 1", "v_mfma_f32_16x16x16_f16 v[8:11], v[22:23], v[20:21], v[8:11]", "s_setprio 0"]
    assert moved[:4] == ["s_setprio 1", "v_mfma_f32_16x16x16_f16 v[0:3], v[16:17], v[18:19], v[0:3]",
                         "v_mfma_f32_16x16x16_f16 v[4:7], v[16:17], v[20:21], v[4:7]", "s_setprio 0"]


def _per_wave(asm: str, target: str) -> dict:
    est = estimate_cycles(parse_asm(asm, "<k>").kernels[0], load_target(target), mem_latency="both", mca=False)
    return {s: v.total_cycles / est.waves_per_simd for s, v in est.scenarios.items()}


def test_wave_ping_pong_loop_keeps_mfmas_out_of_its_windows():
    """gfx942 1024^3 128x128x64 4x2 PREFETCH (8 waves, half a barrier phase apart): the
    judged variant is kept, the whole kernel faster by the model at both latencies than with
    the option off, checker clean, and the kernel matches torch in the timing-aware
    emulator (run_fixture runs the default pass)."""
    k = emit_kernel((FIX / PING_PONG).read_text(), "gfx942")
    runs = {}
    for on in (True, False):
        prog, rep = run_postpass(parse_asm(k.text, "<k>"), "gfx942", {"priority_sink": on})
        runs[on] = (prog.text(), rep.kernels[0].schedule["chosen"])
    assert "out of priority window" in runs[True][1] and "out of priority window" not in runs[False][1]
    on, off = _per_wave(runs[True][0], "gfx942"), _per_wave(runs[False][0], "gfx942")
    assert faster_overall(on, off, 0.0) and all(on[s] < off[s] for s in on)
    assert check_program(parse_asm(runs[True][0], "<k>"), load_target("gfx942")) == []
    err, poison = run_fixture(PING_PONG, postpass=True)
    assert not poison and err < 1e-5
