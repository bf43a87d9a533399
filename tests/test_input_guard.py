"""The schedule pass's guard (kernel_search._not_slower_than_input): where only the
one-wave estimate ranked a kernel's candidates, the search's program is kept only if the
cycle model does not find it a net loss against the order the pass received.

The kernel: LLVM's OpenCL LDS histogram with an atomic call (gfx942 output), scheduled for
gfx950 (session 69: a write's addresses on the LDS port). For gfx942 the model now agrees
with the estimate (the order it ranks 1 % faster, 790 -> 782, comes out 98.0 / 147.75 model
clk per wave against the input's 98.5 / 150.75), so the guard has nothing to hold there;
the same text for gfx950 keeps the case the guard was written for: the same 1 % estimate,
and the model's 97.0 / 152.25 per wave as written against 102.5 / 150.75 for the
estimate's choice."""

from __future__ import annotations

from pathlib import Path

from wave_asm_ext.check import check_program
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.passes.common import is_nop, is_waitcnt
from wave_asm_ext.sim.cycles import estimate_cycles
from wave_asm_ext.target import load_target

FIXTURE = Path(__file__).parent / "fixtures" / "asm" / "gfx942_lds_atomic_call.s"
#: the target the fixture is scheduled for (module docstring: gfx942's model now agrees with the estimate)
TARGET = "gfx950"


def _per_wave(text: str, tgt) -> dict[str, float]:
    r = estimate_cycles(parse_asm(text, FIXTURE.name), tgt, kernel_name="lds_atomic", mca=False, figures=False)
    return {sc: r[sc].total_cycles / r.waves_per_simd for sc in ("l2_hit", "dram_miss")}


def _order(text: str) -> list[str]:
    k = parse_asm(text, FIXTURE.name).kernel("lds_atomic")
    return [i.text() for b in k.blocks for i in b.instructions if not (is_waitcnt(i) or is_nop(i))]


def _run(options: dict):
    tgt = load_target(TARGET)
    src = FIXTURE.read_text()
    prog, rep = run_postpass(parse_asm(src, FIXTURE.name), tgt, {"jobs": 0, **options})
    k = next(k for k in rep.kernels if k.name == "lds_atomic")
    return src, prog, k, tgt


def test_a_net_loss_by_the_model_keeps_the_input_order():
    """The search's choice (the estimate's "cycle" order) is a net loss by the model
    (gfx950, per wave: 102.5 / 150.75 against 97.0 / 152.25 as written): the input's order is
    kept, its waits solved anew, no slower in the model and checker-clean."""
    src, prog, k, tgt = _run({})
    held = k.schedule["input order kept"]
    figs = held["model cycles per wave"]
    assert held["search's choice"] != "input"
    assert sum(figs["search's choice"].values()) > sum(figs["input order"].values())
    out = prog.text()
    assert _order(out) == _order(src)
    before, after = _per_wave(src, tgt), _per_wave(out, tgt)
    assert sum(after.values()) <= sum(before.values())
    assert not check_program(parse_asm(out, FIXTURE.name), tgt)


def test_without_the_guard_the_estimate_s_choice_is_slower():
    """What the guard prevents (option ``input_guard`` False): the order the estimate
    ranked 1 % faster, which the model finds slower in sum (gfx950, per wave: 253.25 against
    249.25) and by ~5 % at an L2 hit (102.5 against 97.0)."""
    src, prog, k, tgt = _run({"input_guard": False})
    assert "input order kept" not in k.schedule and k.schedule["chosen"] != "input"
    before, after = _per_wave(src, tgt), _per_wave(prog.text(), tgt)
    assert sum(after.values()) > sum(before.values())
    assert after["l2_hit"] > before["l2_hit"] * 1.01
