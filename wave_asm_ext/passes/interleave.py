"""MFMAs and LDS phases interleaved in the blocks outside loops: two order variants for the scheduler.

A K loop whose first iteration is peeled before it (``passes.unroll``: an odd trip count
unrolled by two) leaves that iteration's MFMAs in the prologue, beside the next tile's LDS
phase (its ``ds_write``s, a barrier, its fragment reads, the barrier before the loop).
List scheduling issues every MFMA as early as it can, so the prologue runs its MFMAs back
to back and then the LDS phase with the matrix pipe idle (gfx950 1024^3 128x128x64 2x2
PREFETCH unrolled: 368 clk before the loop's first MFMA). Both variants move work across
that boundary, each judged by the cycle model (``Scheduler.outside_loops_finished``):

* :func:`interleave_past_barriers` moves the last MFMAs before a barrier that opens an LDS
  phase without MFMAs past it, spread among that phase's LDS operations;
* :func:`lds_into_mfma_runs` moves a phase's LDS operations up among its MFMAs, never
  above a global load (the list schedule placed those for their latency).

Both keep every register dependence (a moved instruction passes only instructions it
shares no register with as reader/writer pairs, implicit operands included), keep the
moved instructions' relative order and never move a memory operation across a barrier;
MFMAs cross a bare barrier only where the scheduler lets register-only work do so
(``may_pass``, as in :mod:`passes.tail_fill`). Inputs are lists without waits or nops.
"""

from __future__ import annotations

from typing import Callable

from ..isa import Instruction
from .tail_fill import sink_before


def register_conflict(x: Instruction, y: Instruction) -> bool:
    """Does one of ``x`` and ``y`` write a register unit the other reads or writes (implicit
    operands included)? Then neither may move past the other."""
    dx, ux, dy, uy = x.defs(), x.uses(), y.defs(), y.uses()
    return bool((dx & uy) or (ux & dy) or (dx & dy))


def interleave_past_barriers(insts: list[Instruction], count: int, movable: Callable[[Instruction], bool],
                             may_pass: Callable[[Instruction], bool], is_barrier: Callable[[Instruction], bool],
                             lds_clk: Callable[[Instruction], float],
                             mfma_clk: Callable[[Instruction], float]) -> list[Instruction] | None:
    """``insts`` (a block outside any loop, no waits or nops) with, at each barrier that
    opens a phase of LDS operations (``lds_clk`` > 0) and no ``movable`` instruction before
    the next barrier, up to ``count`` of the ``movable`` ones before it moved past it and
    spread among those LDS operations: each after the first LDS operation at which the LDS
    port time so far exceeds the matrix-pipe time (``mfma_clk``) of the moved ones before it.
    The dependence rule is :func:`sink_to_loop_end`'s, on both legs of the move (a moved one
    stops before an LDS read that overwrites its operands); moved ones keep their relative
    order and never pass the next barrier. None if none moves.

    Why: a K loop whose first iteration is peeled before it (``passes.unroll``, an odd trip
    count unrolled by two) has that iteration's MFMAs in the prologue, and list scheduling
    issues them all as early as it can: the next tile's ``ds_write``s, barrier and fragment
    reads then run with the matrix pipe idle (gfx950 1024^3 128x128x64 2x2 PREFETCH
    unrolled: 368 clk of it before the loop's first MFMA). Spread among that LDS phase, the
    MFMAs run beside it."""
    out = list(insts)
    changed = False
    b = 0
    while b < len(out):
        if is_barrier(out[b]):
            nxt = next((k for k in range(b + 1, len(out)) if is_barrier(out[k])), len(out))
            phase = out[b + 1:nxt]
            if any(lds_clk(i) > 0 for i in phase) and not any(movable(i) for i in phase):
                barrier = out[b]
                moved = sink_before(out, b + 1, count, movable, may_pass)
                if moved is not None:
                    first = next(k for k in range(len(moved)) if moved[k] is barrier) + 1
                    k = first
                    while k < len(moved) and movable(moved[k]):
                        k += 1
                    out = _spread(moved, first, k, may_pass, is_barrier, lds_clk, mfma_clk)
                    changed = True
                    b = next(j for j in range(len(out)) if out[j] is barrier)
        b += 1
    return out if changed else None


def _spread(insts: list[Instruction], first: int, end: int, may_pass: Callable[[Instruction], bool],
            is_barrier: Callable[[Instruction], bool], lds_clk: Callable[[Instruction], float],
            mfma_clk: Callable[[Instruction], float]) -> list[Instruction]:
    """``insts`` with the moved instructions ``insts[first:end]`` (just after a barrier)
    pushed down among the LDS operations after them (:func:`interleave_past_barriers`), the
    last one first, each as far as its target and the dependence rule allow."""
    group = insts[first:end]
    rest = insts[end:]
    # target of each moved one: after the first LDS operation where the port time so far
    # exceeds the matrix-pipe time of the moved ones before it
    ahead, targets = 0.0, []
    for m in group:
        targets.append(ahead)
        ahead += mfma_clk(m)
    # place[i]: how many of ``rest`` go before the i-th moved one
    place = [0] * len(group)
    limit = len(rest)
    for i in range(len(group) - 1, -1, -1):
        lds, p = 0.0, 0
        while p < limit and lds <= targets[i]:
            x = rest[p]
            if is_barrier(x) or not may_pass(x) or register_conflict(group[i], x):
                break
            lds += lds_clk(x)
            p += 1
        place[i] = p
        limit = p   # the earlier moved ones stay before this one
    out = insts[:first]
    taken = 0
    for i, m in enumerate(group):
        out += rest[taken:place[i]]
        taken = place[i]
        out.append(m)
    return out + rest[taken:]


def lds_into_mfma_runs(insts: list[Instruction], is_mfma: Callable[[Instruction], bool],
                       lds_clk: Callable[[Instruction], float], mfma_clk: Callable[[Instruction], float],
                       may_pass: Callable[[Instruction, Instruction], bool],
                       is_barrier: Callable[[Instruction], bool]) -> list[Instruction] | None:
    """``insts`` (a block outside any loop, no waits or nops) with, in each barrier phase
    with MFMAs, the LDS operations (``lds_clk`` > 0) after its first MFMA moved up among
    the MFMAs, in order: each to just after an MFMA, as high as ``may_pass(moved, passed)``
    lets it go, with at least its predecessor's LDS port time of matrix-pipe work
    (``mfma_clk``) between the two (so that neither unit waits on the other); they keep
    their relative order. None if none moves.

    Why: list scheduling issues a phase's MFMAs first; the next tile's ``ds_write``s after
    them then delay the barrier and the fragment reads behind it, with the matrix pipe
    idle (the counterpart of :func:`interleave_past_barriers`, which moves MFMAs the other
    way). Where the writes' data is still on its way (a DRAM miss) an early write waits and
    holds the MFMAs behind it: the cycle model judges."""
    out = list(insts)
    changed = False
    s = 0
    while s < len(out):
        e = next((k for k in range(s, len(out)) if is_barrier(out[k])), len(out))
        first_mfma = next((k for k in range(s, e) if is_mfma(out[k])), None)
        moving = [out[k] for k in range(s, e) if first_mfma is not None and k > first_mfma and lds_clk(out[k]) > 0]
        if moving:
            seq = out[s:e]
            floor, prev_clk = 0, 0.0   # below the previous LDS operation; its port time
            for x in moving:
                p = next(j for j in range(len(seq)) if seq[j] is x)
                top = p
                while top > floor and may_pass(x, seq[top - 1]):
                    top -= 1
                # just after the first MFMA at or below ``top`` that completes prev_clk of
                # matrix-pipe work counted from ``floor``
                acc, target = 0.0, p
                for q in range(floor, p):
                    if is_mfma(seq[q]):
                        acc += mfma_clk(seq[q])
                        if q + 1 >= top and acc >= prev_clk:
                            target = q + 1
                            break
                if target < p:
                    seq = seq[:target] + [x] + seq[target:p] + seq[p + 1:]
                    changed = True
                    p = target
                floor, prev_clk = p + 1, lds_clk(x)
            out[s:e] = seq
        s = e + 1
    return out if changed else None
