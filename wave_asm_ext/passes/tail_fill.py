"""Sink a loop body's last MFMAs to its end: a candidate order for the scheduler.

A K loop's body ends with work that keeps the matrix pipe idle when one wave runs per
SIMD: the next tile's last ``ds_write``s and the wait and barrier around them, the exit
test and the taken branch back to the header. List scheduling is greedy: it issues every
MFMA as soon as its operands are ready, so all of them end up before that tail and none
is left to cover it. MFMAs are register-only, so the last ones of the body may as well run
at its very end, across the barrier, while the pipe would otherwise drain (gfx942 1024^3
F8 16x16x32 PREFETCH 2x2: loop 1.020 -> 1.002 clk per MFMA clk). Where the LDS phase was
rotated (``passes.rotate_lds``) the next iteration's fragment reads at the body's end
overwrite the registers the last MFMAs read, and nothing can move (gfx942 1024^3
128x128x64 2x2 NONE, 1 wave: barrier, four ``ds_write``s and the branch after the last
MFMA, loop at 90 % of the matrix-pipe bound).

:func:`sink_to_loop_end` moves up to ``count`` MFMAs (the caller's ``movable``), the
latest first, from where they are to just before the loop's branch back (past the exit
test's compare: an MFMA does not touch SCC), each only when no instruction it passes reads
what it writes, writes what it reads or writes what it writes (implicit operands
included); the moved ones keep their relative order, so every register dependence of the
input order holds. Memory operations, waits and barriers do not move, and
no MFMA passes a region boundary of the scheduler other than a bare barrier — and that only
where register-only work may cross barriers (``alu_cross_barriers``) — (an
``s_setprio`` window of Wave's ping-pong loops keeps its MFMAs; ``s_setreg`` may change the
FP mode an MFMA runs in).
Whether the result is faster is the cycle model's call (``Scheduler._tail_filled``).

:func:`sink_past_barriers` applies the same rule inside the body: a tile's last MFMAs moved
past the barrier that opens the next tile's fragment reads, to just before its first MFMA
(``Scheduler._barrier_sunk``, judged the same way plus a settled-loop guard).
"""

from __future__ import annotations

from typing import Callable

from ..isa import Instruction


def sink_to_loop_end(insts: list[Instruction], count: int, movable: Callable[[Instruction], bool],
                     may_pass: Callable[[Instruction], bool]) -> list[Instruction] | None:
    """``insts`` (a single-block loop body ending in its branch back, no waits or nops)
    with up to ``count`` ``movable`` instructions moved to just before that branch; None
    if none can move. Nothing moves past an instruction ``may_pass`` rejects (the
    scheduler's region boundaries: priority and mode changes, messages, ...; a bare
    ``s_barrier`` it accepts): the search stops there."""
    return sink_before(insts, len(insts) - 1, count, movable, may_pass)


def sink_past_barriers(insts: list[Instruction], count: int, movable: Callable[[Instruction], bool],
                       may_pass: Callable[[Instruction], bool],
                       is_barrier: Callable[[Instruction], bool]) -> list[Instruction] | None:
    """``insts`` (a single-block loop body ending in its branch back, no waits or nops)
    with, at each barrier inside it that some ``movable`` instruction follows, up to
    ``count`` of the ``movable`` ones before that barrier moved to just before the first
    ``movable`` one after it (the latest first, each only where :func:`sink_to_loop_end`'s
    rule lets it pass everything in between); None if none can move.

    Why: the barrier that opens a tile's fragment reads is preceded by the ``ds_write``s of
    the next tile's data, and list scheduling has issued every MFMA of the tile before
    them (it issues each as soon as its operands are ready), so after the barrier the
    matrix pipe waits for the first reads' latency with nothing to run. MFMAs are
    register-only and a bare barrier orders memory only: the tile's last ones may as well
    run there, beside the first reads (gfx942 1024^3 F8 32x32x16 PREFETCH 2x2, 3 waves:
    loop 522.7 -> 508.7 clk per wave-iteration at l2_hit, under LLVM's 515.3)."""
    out = list(insts)
    changed = False
    b = 0
    while b < len(out) - 1:
        if is_barrier(out[b]):
            end = next((k for k in range(b + 1, len(out) - 1) if movable(out[k])), None)
            moved = None if end is None else sink_before(out, end, count, movable, may_pass)
            if moved is not None:
                out, changed = moved, True
                b = end   # the moved ones now sit before ``end``: go on after them
        b += 1
    return out if changed else None


def sink_before(insts: list[Instruction], end: int, count: int, movable: Callable[[Instruction], bool],
                 may_pass: Callable[[Instruction], bool]) -> list[Instruction] | None:
    """``insts`` with up to ``count`` ``movable`` instructions before index ``end`` moved to
    just before it (the latest first, relative order kept), each only where no instruction
    it passes reads what it writes, writes what it reads or writes what it writes; the
    search stops at an instruction ``may_pass`` rejects. None if none moves (nothing
    eligible, or the chosen ones already sit just before ``end``)."""
    chosen: list[int] = []
    written: set = set()   # units defined by the instructions passed that stay
    read: set = set()      # units read by them
    for j in range(end - 1, -1, -1):
        if len(chosen) == count:
            break
        inst = insts[j]
        d, u = inst.defs(), inst.uses()
        if movable(inst) and not (d & read) and not (u & written) and not (d & written):
            chosen.append(j)
            continue
        if not may_pass(inst):
            break
        written |= d
        read |= u
    if not chosen or sorted(chosen) == list(range(end - len(chosen), end)):
        return None   # nothing moves, or only what already sits there
    moved = set(chosen)
    stay = [i for j, i in enumerate(insts[:end]) if j not in moved]
    return stay + [insts[j] for j in reversed(chosen)] + insts[end:]


def priority_windows(insts: list[Instruction]) -> list[tuple[int, int]]:
    """(start, end) indices of each ``s_setprio N`` (N > 0) ... ``s_setprio 0`` window of
    ``insts`` that holds no other ``s_setprio``, in order."""
    out, start = [], None
    for j, inst in enumerate(insts):
        if inst.mnemonic != "s_setprio":
            continue
        level = inst.operands[0].value if inst.operands and hasattr(inst.operands[0], "value") else None
        if level:
            start = j
        elif level == 0 and start is not None:
            out.append((start, j))
            start = None
    return out


def sink_out_of_priority(insts: list[Instruction], window: int, count: int, movable: Callable[[Instruction], bool],
                         may_pass: Callable[[Instruction], bool],
                         is_barrier: Callable[[Instruction], bool]) -> list[Instruction] | None:
    """``insts`` (a single-block loop body, no waits or nops) with up to ``count`` of the
    last ``movable`` instructions of its ``window``-th priority window
    (:func:`priority_windows`) moved past the first barrier after the window, to just
    after it, inside a window of their own (copies of the window's two ``s_setprio``);
    None if none can move. The dependence rule is :func:`sink_to_loop_end`'s; between the
    window's end and the barrier only what ``may_pass`` accepts may stand.

    Why: Wave's ping-pong loops (8 waves, half of them one barrier phase behind) bracket
    each MFMA cluster in ``s_setprio 1`` ... ``s_setprio 0`` and follow it with a barrier;
    the other half of the waves then runs its own LDS phase or nothing, so the matrix pipe
    idles in every other phase (gfx942 1024^3 128x128x64 4x2 PREFETCH: loop 1,684 clk per
    iteration against a bound of 1,024, LLVM 1,700). Some of a cluster's MFMAs run past
    the barrier instead, beside the other half's memory work, at the same priority."""
    windows = priority_windows(insts)
    if window >= len(windows):
        return None
    start, end = windows[window]
    b = next((k for k in range(end + 1, len(insts) - 1) if is_barrier(insts[k])), None)
    if b is None or not all(may_pass(insts[k]) for k in range(end + 1, b)):
        return None
    passable = {id(insts[end]), id(insts[b])}

    def may_pass_out(inst: Instruction) -> bool:
        return id(inst) in passable or may_pass(inst)

    moved = sink_before(insts[:b + 1], b + 1, count, movable, may_pass_out)
    if moved is None:
        return None
    # the moved instructions sit at the end of ``moved``, after the barrier: a window of
    # their own opens and closes around them
    k = next(j for j in range(len(moved) - 1, -1, -1) if moved[j] is insts[b]) + 1
    return moved[:k] + [insts[start].copy()] + moved[k:] + [insts[end].copy()] + insts[b + 1:]

