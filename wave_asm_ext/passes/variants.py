"""Program variants the scheduler tries on a kernel's chosen program and the cycle model judges.

:func:`judged_variant` is the rule: transform the chosen program as it was before
scheduling, schedule it the same way (or with another waitcnt solver or candidate
ranking), keep it where the model finds it faster per wave (each program at the occupancy
it will run at) in total — by at least ``min_gain`` — and slower by more than the cycle
tolerance at neither global-load latency. ``kernel_search`` drives them, in this order:

* :func:`unchanged` scheduled with the ``pipe_lds`` heuristic in place of ``pipe``
  (:func:`lds_port_plan`);
* :func:`paired_lds_reads` (``passes.pair_lds``: ``ds_read_b64`` couples into
  ``ds_read2_b64``);
* in a one-wave workgroup's kernel, ``common.drop_barriers`` (its barriers dropped before
  scheduling rather than after: LDS operations are then ordered by their memory dependences
  alone and the next tile's ``ds_write``s can interleave with this tile's MFMAs; as a
  blanket rule it was measured and dropped, gfx942 1024^3 128x128x64 1x1 NONE +14 % at a
  DRAM miss), judged against the order with its barriers elided afterwards
  (:func:`barriers_elided`);
* :func:`unchanged` scheduled with the merge-window-0 waitcnt solver (every wait unmerged:
  the waitcnt pass folds waits within ``merge_window`` issue slots into one, which saves
  ``s_waitcnt`` but waits for the youngest of the folded loads; the scheduler weighs that
  per candidate order, yet finds its orders with the merged waits' estimates — unmerged
  from the start is faster on some kernels, gfx950 1024^3 128x128x64 4x2 reordered NONE
  -5 % L2 / -10 % DRAM, slower on others, gfx950 64x64x32 1x1 PREFETCH +5 %);
* :func:`unchanged` scheduled with the folded-waits solver (``waitcnt.WaitcntInserter``
  ``fold_events``: in a loop body a wait also merges into the one before it over loads
  issued in between, its count less those loads; the default merge stops at any event of
  the wait's counters, so a K loop whose ``ds_write``s each wait behind another global load
  keeps a wait per write). In the steady state those loads were issued an iteration
  earlier and waiting a few slots sooner is free, but elsewhere it holds the loads issued
  between back (a blanket rule measured on the matrix, session 73: 21 points slower by
  more than the tie band, up to +2.5 %); judged, it is kept on 17 of 110 points, gfx950
  1024^3 64x64x32 one-wave NONE -3.3 % at both latencies, its loop 0.892 -> 0.926 of the
  matrix pipe's bound (33 -> 20 waits);
* :func:`unchanged` scheduled with the lockstep judgement's model ranking of the candidate
  orders, in a rotation-judged kernel whose waves share a SIMD (which otherwise skips that
  judgement: as a blanket rule mixed, gfx950 1024^3 4x2 reordered NONE +11 %; judged, 5
  matrix points faster, gfx942 64x64x32 1x1 NONE -2.2 %).

The last three require a gain beyond the model's tie band (``MODEL_TIE_TOLERANCE``): a tie
keeps the simpler program, and the passes after the scheduler (rematerialisation,
sinking, compaction) re-solve waits and flipped such gains (gfx942 1024^2 x 8192 16x16x16
PREFETCH, -0.04 % judged, +0.18 % final).
:func:`per_wave_scenarios` is the model figure every program judgement of the scheduler
compares (the rotation variants' too).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..isa import Kernel
from . import rotate
from .carry_mfma import carry_last_mfmas
from .common import is_nop, is_waitcnt
from .pair_lds import pair_block
from .resolve import faster_overall

if TYPE_CHECKING:
    from .schedule import Scheduler


def per_wave_scenarios(sched: Scheduler, kernel: Kernel, rep: dict,
                       final: list | None = None) -> dict[str, float] | None:
    """Model cycles per wave, per memory scenario, of the program ``kernel`` now holds
    (``rep`` is its :meth:`Scheduler.run_kernel` report; ``final``: other final lists of
    that order to simulate instead of its own), at the occupancy it will run at; None if
    the model cannot simulate it."""
    w = sched.waves_of(rep["_peak"])   # None: at the declared occupancy (sched.waves)
    if w is not None:
        # the peak's occupancy assumes a perfect renumbering: ask compaction what it
        # reaches on this program (a peak at a boundary may miss it: gfx950 128x256x64
        # 2x2 NONE, 256 live units, 257 registers after colouring -> still 1 wave)
        w = sched.achievable_waves(kernel, rep["_peak"])
    m = sched.model_scenarios(kernel, rep["_final"] if final is None else final, w)
    return None if m is None else {sc: c / (w or sched.waves) for sc, (_, c) in m.items()}


def settled_per_wave(sched: Scheduler, kernel: Kernel, rep: dict) -> dict[str, float] | None:
    """The settled hot loop's model clk per wave-iteration, per memory scenario
    (``resolve.settled_loop``), of the program ``rep`` reports, at the occupancy it will
    run at (as :func:`per_wave_scenarios`); None where the model finds no loop to settle."""
    w = sched.waves_of(rep["_peak"])
    if w is not None:
        w = sched.achievable_waves(kernel, rep["_peak"])
    return sched.settled_loop(kernel, rep["_final"], w)


def settled_not_slower(after: dict | None, before: dict | None) -> bool:
    """The settled-loop guard of :func:`judged_variant` and ``kernel_search._finish``: the settled
    hot loop ``after`` is slower than ``before`` at neither latency (no figure before: no
    guard; none after, where there was one: not kept)."""
    return before is None or (after is not None and all(after[sc] <= c for sc, c in before.items()))


def judged_variant(sched: Scheduler, kernel: Kernel, rep: dict, unscheduled: tuple, rotated: bool,
                    carried: bool, transform, force: bool, baseline=None,
                    waitcnt=None, min_gain: float = 0.0, lockstep: bool = False,
                    heuristics: tuple[tuple, tuple] | None = None,
                    settings: dict | None = None, settled_guard: bool = False) -> tuple[dict, tuple, dict | None]:
    """``kernel`` holds a scheduled program (``rep`` its report) and ``unscheduled`` is the
    snapshot of that program before scheduling. ``transform(kernel)`` changes the
    unscheduled program in place and returns how many changes it made; where it made any,
    that program is scheduled the same way and kept if the cycle model finds it faster
    per wave in total and slower by more than the cycle tolerance at neither latency, each
    at the occupancy it will run at (``force``: kept without the verdict); else the kernel
    keeps ``rep``'s program. Returns (the kept program's report, its unscheduled snapshot,
    the verdict: changes, kept, model cycles per wave of both; None where nothing changed
    or the model cannot judge). ``baseline(rep)``: the final lists ``rep``'s program is
    judged by, where a later pass changes it anyway (default: its own). ``waitcnt``: the
    waitcnt solver the variant is scheduled with (default the scheduler's own);
    ``min_gain``: the variant must also be faster in sum by at least this much (relative).
    ``heuristics``: (heuristics, occupancy heuristics) the variant is scheduled with
    (default the scheduler's own); ``settings``: other scheduler attributes to set while
    it is scheduled (name -> value); ``settled_guard``: the variant's settled hot loop
    (:func:`settled_per_wave`) must also be slower at neither latency (a variant meant to
    speed the loop up that only shortens the prologue or epilogue of this kernel's trip
    count loses at a longer K)."""
    before = None if force else per_wave_scenarios(sched, kernel, rep, baseline(rep) if baseline else None)
    if before is None and not force:
        return rep, unscheduled, None   # the model cannot judge this kernel
    scheduled = rotate.snapshot(kernel)
    rotate.restore(kernel, unscheduled)
    changes = transform(kernel)
    if not changes:
        rotate.restore(kernel, scheduled)
        return rep, unscheduled, None
    changed = rotate.snapshot(kernel)
    own = sched.waitcnt, sched.lockstep, sched.heuristics, sched.occupancy_heuristics
    own_settings = settings_of(sched, settings or {})
    sched.waitcnt = waitcnt or own[0]
    sched.lockstep = lockstep or own[1]
    if heuristics is not None:
        sched.heuristics, sched.occupancy_heuristics = heuristics
    set_settings(sched, settings or {})
    try:
        new = sched.run_kernel(kernel, rotated=rotated, carried=carried)
    finally:
        sched.waitcnt, sched.lockstep, sched.heuristics, sched.occupancy_heuristics = own
        set_settings(sched, own_settings)
    after = None if force else per_wave_scenarios(sched, kernel, new)
    # per wave, each program at the occupancy it will run at (as the rotation and unroll
    # judgements compare): fewer waves that each finish sooner can be the faster kernel
    keep = force or (after is not None and faster_overall(after, before, sched.cycle_tol)
                     and sum(after.values()) <= sum(before.values()) * (1.0 - min_gain))
    verdict = {"changes": changes, "kept": keep, "model cycles per wave": {"variant": after, "as it was": before}}
    if keep and settled_guard and not force:
        # (only for a variant the whole-kernel rule keeps: the figure of the program as it
        # was needs the kernel back on it)
        loop_after = settled_per_wave(sched, kernel, new)
        variant = rotate.snapshot(kernel)
        rotate.restore(kernel, scheduled)
        loop_before = settled_per_wave(sched, kernel, rep)
        rotate.restore(kernel, variant)
        keep = settled_not_slower(loop_after, loop_before)
        verdict.update(kept=keep, **{"settled loop clk per wave-iteration": {"variant": loop_after,
                                                                             "as it was": loop_before}})
    if not keep:
        rotate.restore(kernel, scheduled)
        return rep, unscheduled, verdict
    for k in ("rotation", "LDS-port plan", "wide renaming", "lds pairs", "carried MFMAs", "barrier-free schedule",
              "unmerged waits", "folded waits", "lockstep ranking"):
        if k in rep:
            new[k] = rep[k]
    return new, changed, verdict


def settings_of(sched: Scheduler, names) -> dict:
    """The scheduler's current values of the attributes ``names`` (name -> value)."""
    return {name: getattr(sched, name) for name in names}


def set_settings(sched: Scheduler, settings: dict) -> None:
    """Set the scheduler's attributes ``settings`` names (name -> value)."""
    for name, value in settings.items():
        setattr(sched, name, value)


def paired_lds_reads(sched: Scheduler):
    """The transform of the ``ds_read2_b64`` variant (:func:`pair_lds.pair_block` on
    every block). The pairs save LDS issue slots and ``lgkmcnt`` events but make a
    fragment's first reader wait for both halves, and a pair beyond the 8-bit element
    offsets computes its base: over the emitter's matrix the paired program is faster on
    some kernels (gfx942 1024^3 64x64x32 1x1 NONE -4.7 % L2 / -10.9 % DRAM; the 2x2 F8
    NONE kernels 1.4-2.4 %) and slower on others (gfx942 64x64x32 1x1 PREFETCH +11 %),
    hence the judgement."""
    def transform(kernel: Kernel) -> int:
        pairs = 0
        for b in kernel.blocks:
            insts = [i for i in b.instructions if not (is_waitcnt(i) or is_nop(i))]
            # an ordered access (taken as writing all memory, LDS included) stops a read too
            r = pair_block(insts, lambda i: sched.node(i).boundary or "lds" in sched.node(i).writes)
            if r is not None:
                b.instructions, n = r
                pairs += n
        return pairs
    return transform


def carried_mfmas(sched: Scheduler, count: int, rep: dict, made: dict, seen: set):
    """The transform of the carried-MFMAs variant (:func:`carry_mfma.carry_last_mfmas`):
    up to ``count`` of each K loop body's last MFMAs (the last of ``rep``'s schedule) run at
    the top of the next iteration, where the body's opening LDS writes and barrier leave the
    matrix pipe idle. Sunk past what the scheduler's regions let an MFMA pass
    (``Scheduler.mfma_may_pass``). ``made`` receives "moved", "zero moves" and "peeled
    copies taken" (a peeled first iteration's MFMAs iteration 0 now runs); ``seen``
    holds the sets of MFMAs earlier counts moved: a set moved again makes a program already
    judged, reported as no change."""
    def transform(kernel: Kernel) -> int:
        which: list = []
        moved, zeroing, taken = carry_last_mfmas(kernel, count, sched.mfma_may_pass, rep["_lists"], which,
                                                 sched._gen_kill, sched._carry_facts)
        made.update({"moved": moved, "zero moves": zeroing, "peeled copies taken": taken})
        if tuple(which) in seen:
            return 0
        seen.add(tuple(which))
        return moved
    return transform


def lds_port_plan(sched: Scheduler) -> tuple[tuple, tuple] | None:
    """The heuristics of the LDS-port-plan variant: "pipe_lds" in place of "pipe", at the
    next occupancy level too (None where the scheduler does not run both, or the kernel has
    no instruction that holds the LDS port). As one more
    candidate beside "pipe" the booked plan is rarely picked where it pays most: its earlier
    fragment reads hold more registers, so the estimate's ties go to "pipe", and the
    occupancy-capped and judged variants then build on that choice. In its place (every
    heuristic, every variant) it was faster on some kernels (gfx950 1024^3 128x128x64 2x2
    PREFETCH -1.8 %, 512x768x1024 128x256x64 2x2 NONE -20 % at a DRAM miss) and slower on
    others (gfx942 256^3 128x256x64 2x2 PREFETCH +7 %): hence a variant the model judges."""
    if "pipe" not in sched.heuristics or "pipe_lds" not in sched.heuristics or not sched.lds_port_work:
        return None   # (a kernel without LDS port work: "pipe_lds" would plan as "pipe")
    return (tuple(h for h in sched.heuristics if h != "pipe"),
            tuple("pipe_lds" if h == "pipe" else h for h in sched.occupancy_heuristics))


def unchanged(kernel: Kernel) -> int:
    """The transform of the re-schedule variants (unmerged waits, lockstep ranking, LDS-port
    plan): the program stays as it is (one "change": the variant is how it is scheduled —
    the waitcnt solver, the candidate ranking or the heuristics)."""
    return 1


def barriers_elided(sched: Scheduler, kernel: Kernel):
    """The baseline of the barrier-free variant: the scheduled order without its barriers,
    waits and nops solved again as the scheduler solved them (``passes.barrier_elision``
    removes the barriers after scheduling; judged with them, the order would lose what
    that pass gives it anyway)."""
    def final(rep: dict) -> list:
        lists = [[i for i in l if i.base != "s_barrier"] for l in rep["_lists"]]
        return sched.evaluate(kernel.cfg, lists, [], sched.solver_of(rep), peak=rep["_peak"])[2]
    return final
