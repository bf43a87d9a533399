"""Waits, nops and model cycles of a kernel whose scheduled order a later pass changed.

The scheduler solves the waits and nops of the order it keeps (with or without wait
merging, whichever it judged better) and hands them to the waitcnt and hazard passes
through ``options["_precomputed"]``; a pass that changes that order afterwards (``remat``,
``sink``) solves them again here the same way: left to themselves the waitcnt and hazard
passes would merge waits the scheduler chose not to merge.
"""

from __future__ import annotations

from ..errors import WaveAsmError
from ..isa import Instruction, Kernel
from ..sim.cycles import estimate_cycles, settled_rates
from ..target import Target
from .hazards import resolver_for
from .waitcnt import inserter_for


def resolve_again(kernel: Kernel, target: Target, options: dict) -> None:
    """Re-solve the ``_precomputed`` entry of ``kernel`` (if the scheduler left one) for
    its current order: (kernel, order, waited lists, final lists, unmerged-waits flag,
    folded-waits flag)."""
    pre = options.get("_precomputed", {})
    if id(kernel) not in pre:
        return
    unmerged_waits, folded = pre[id(kernel)][4], pre[id(kernel)][5]
    lists = [b.instructions for b in kernel.blocks]
    cfg = kernel.cfg
    unmerged: list = []
    waited, _ = inserter_for(target, options, folded).solve(cfg, lists, unmerged)
    if unmerged_waits:
        waited = unmerged
    final, _ = resolver_for(target, options).solve(cfg, waited)
    pre[id(kernel)] = (kernel, lists, waited, final, unmerged_waits, folded)


def model_scenarios(target: Target, kernel: Kernel, final: list[list[Instruction]],
                    waves: int | None = None) -> dict[str, tuple[float, float]] | None:
    """Per memory-latency scenario of the cycle model, (global-load latency, whole-kernel
    cycles) of ``kernel`` with ``final`` (per block: the instructions after the waitcnt
    and hazard passes) as its code, at ``waves`` waves per SIMD (default: the occupancy
    the kernel declares); None if the model cannot simulate it. Cycles of one wave while
    all run: across different ``waves``, compare cycles per wave."""
    saved = [b.instructions for b in kernel.blocks]
    try:
        for b, insts in zip(kernel.blocks, final):
            b.instructions = list(insts)
        rep = estimate_cycles(kernel, target, mem_latency="both", mca=False, waves_per_simd=waves, figures=False)
        return {s: (r.global_load_latency, r.total_cycles) for s, r in rep.scenarios.items()}
    except WaveAsmError:
        return None
    finally:
        for b, insts in zip(kernel.blocks, saved):
            b.instructions = insts


def settled_loop(target: Target, kernel: Kernel, final: list[list[Instruction]] | None = None,
                 waves: int | None = None) -> dict[str, float] | None:
    """Per memory-latency scenario, the cycle model's settled hot-loop clk of one wave per
    loop iteration while all of the SIMD's waves run, divided by their number (the steady
    state a long K converges to, ``sim.cycles.LoopFigures.cycles_per_iter``; comparable
    across occupancies like :func:`model_scenarios`' cycles per wave) of ``kernel`` with
    ``final`` as its code (default: its own), at ``waves`` waves per SIMD; None if the
    model cannot simulate it or finds no hot loop. Costs a longer simulation than the
    whole-kernel figures (a run of the loop long enough to repeat)."""
    saved = [b.instructions for b in kernel.blocks]
    try:
        if final is not None:
            for b, insts in zip(kernel.blocks, final):
                b.instructions = list(insts)
        got = settled_rates(kernel, target, waves)
    except WaveAsmError:
        return None
    finally:
        for b, insts in zip(kernel.blocks, saved):
            b.instructions = insts
    if got is None:
        return None
    simulated, rates = got
    return {s: r / simulated for s, r in rates.items()}


def model_cycles(target: Target, kernel: Kernel, final: list[list[Instruction]],
                 waves: int | None = None) -> float | None:
    """:func:`model_scenarios`' whole-kernel cycles summed over the scenarios."""
    per = model_scenarios(target, kernel, final, waves)
    return None if per is None else sum(c for _, c in per.values())


def faster_overall(new: dict[str, float], old: dict[str, float], tolerance: float = 0.0) -> bool:
    """The judgement of a transformation by the cycle model's scenarios (name -> cycles):
    fewer cycles summed over them, and at none more than ``tolerance`` (relative) slower."""
    return sum(new.values()) < sum(old.values()) and all(new[s] <= old[s] * (1.0 + tolerance) for s in old)


def may_take_settled(new: dict[str, float], old: dict[str, float], tolerance: float,
                     new_peak: int, old_peak: int) -> bool:
    """May a program with whole-kernel model figures ``new`` (scenario -> cycles) and live
    vector units peaking at ``new_peak`` replace one with ``old`` / ``old_peak`` because its
    settled hot loop is faster (:func:`settled_faster`)? Where the whole-kernel figures tie
    — at no scenario is ``new`` slower by more than ``tolerance`` (relative; the margin
    within which the judgements hold a difference too small to act on) — and it holds no
    more registers (the objective's first key: a tie-break that cost registers would trade
    it for a figure the kernel's own run does not see)."""
    return new_peak <= old_peak and all(new[s] <= old[s] * (1.0 + tolerance) for s in old)


def settled_faster(new: float, old: float, tie: float) -> bool:
    """Is the settled-loop figure ``new`` faster than ``old`` by more than ``tie`` (relative:
    the model's tie tolerance)? The settled-loop tie-break's second test, after
    :func:`may_take_settled` (the rotation and unroll judgements, ``passes.schedule`` and
    ``passes.pipeline``)."""
    return new < old * (1.0 - tie)
