"""Peak-point sinking: a definition nobody reads at the register peak moves below it.

The scheduler chooses each region's order while the kernel's register peak is somewhere
else (or is there only because of values ``remat`` later recomputes after the loop); once
``remat`` has lowered that peak, the new peak can sit on an instruction that an early,
unread definition crosses: the emitter's address of the next global load computed before
the ``ds_write`` that frees the registers of the previous one, for instance. This pass
moves such a definition down past the peak instruction, to the first place where the
instructions it passes no longer reach the peak (or reach it fewer times), and repeats at
the next peak point; the moves are kept when the kernel's peak live VGPR+AGPR units drop.

Invariants after :func:`run` (per kernel):

* only register-only ALU instructions with a vector result move (no memory operation,
  MFMA, branch or state access: ``rotate.register_only``), only downwards inside their basic block and
  never past its terminator, and only past instructions that neither read nor write a
  register unit the moved one writes nor write one it reads (EXEC, VCC, SCC and M0
  included: they are units of ``defs()`` / ``uses()``): every instruction computes what
  it computed before;
* a kernel is changed only if its peak live vector units (``common.peak_in_masks``)
  strictly drop; with the default objective (``"cycles"``) also only by the rule
  ``remat`` keeps its copies by (``remat.lower_peak_pays``, after the waits and nops of
  each order are solved): kept where the lower peak lets compaction reach more waves per
  SIMD, else where the cycle model (both memory-latency scenarios) finds the moved order
  slower in sum by no more than its tie band and at neither latency by more than the
  cycle tolerance — the scheduler's own rule among the orders the model ranks, under
  which a lower peak wins among orders within the tie band. (Until session 70 the
  scheduler's *estimate* tolerance, 1 % of the sum, judged the model's figures here: the
  main job's sink cost 0.27 % in sum and 4 clk per iteration of its loop, 89.8 % of the
  matrix pipe's bound instead of 90.1 %, for one register unit at an unchanged
  occupancy);
* only kernels the scheduler ordered (with ``options["schedule"] = False`` the order is
  the user's) and ``remat`` then changed: elsewhere the peak is where the scheduler
  ranked its candidate orders by it (within the cycle tolerance the lower peak wins).
  Measured without this gate: nothing to move on the LLVM corpus (whose liveness scans
  then cost ~6 % of its pass time) and on the schedule benchmark one more kernel (gfx950
  1024³ NONE, 158 -> 156 units, already at LLVM's 158);
* the changed kernel's waits and nops are solved again as the scheduler chose
  (``resolve.resolve_again``).

``options["sink"]`` (default True) turns the pass off; report per kernel in
``options["_sink_report"]``: instructions moved, peak before and after, model cycles.
"""

from __future__ import annotations

from ..isa import Instruction, Kernel, Program
from ..target import Target
from .common import has_opaque_code, peak_in_masks, vec_mask, vector_live_out
from .resolve import resolve_again
from .rotate import register_only
from .remat import lower_peak_pays

#: Most moves tried per kernel: each removes one peak point, and a kernel has few
#: instructions at its peak; the bound keeps a pathological input linear.
MAX_MOVES = 64

#: How far (instructions) before a peak point a definition is looked for, and how far past
#: it it may move. A policy, not a hardware fact: the definitions this pass exists for sit
#: a few instructions before the peak, in the same scheduling region.
WINDOW = 32


def _masks(insts: list[Instruction]) -> list[tuple[int, int]]:
    return [(vec_mask(i.defs()), vec_mask(i.uses())) for i in insts]


def _profile(masks: list[tuple[int, int]], live_out: int) -> tuple[list[int], list[int]]:
    """Per instruction: live units at it (live after it plus what it writes) and the mask
    of what is live after it."""
    n = len(masks)
    at, after = [0] * n, [0] * n
    live = live_out
    for j in range(n - 1, -1, -1):
        d, u = masks[j]
        at[j] = (live | d).bit_count()
        after[j] = live
        live = (live & ~d) | u
    return at, after


def _independent(mover: Instruction, other: Instruction) -> bool:
    """May ``mover`` move past ``other`` (no register unit dependence either way)?"""
    d = mover.defs()
    return d.isdisjoint(other.uses()) and d.isdisjoint(other.defs()) and mover.uses().isdisjoint(other.defs())


def _moved(seq: list, i: int, q: int) -> list:
    """``seq`` with its element ``i`` moved to just after element ``q`` (q > i)."""
    return seq[:i] + seq[i + 1:q + 1] + [seq[i]] + seq[q + 1:]


def _segment_at(masks, i: int, q: int, live_after_q: int) -> list[int]:
    """Live units at each instruction of positions i..q once element ``i`` sits after
    element ``q``: only these change (what is live after ``q`` does not)."""
    out = []
    live = live_after_q
    for d, u in [masks[i]] + masks[q:i:-1]:
        out.append((live | d).bit_count())
        live = (live & ~d) | u
    return out


def _sink_at(insts: list[Instruction], masks, at: list[int], after: list[int], p: int):
    """A move that lowers the block's (peak, points at the peak): the nearest definition at
    or before the peak point ``p`` (within ``WINDOW``) whose vector result is live after
    ``p`` and unread up to it, moved to the first place after ``p`` (within ``WINDOW``)
    where the positions it passes no longer reach the peak, or reach it fewer times (never
    past a reader, a dependence or the terminator). (position, place) or None."""
    peak = at[p]
    last = len(insts) - 2 if insts[-1].is_terminator else len(insts) - 1
    for i in range(p, max(-1, p - WINDOW), -1):
        cand = insts[i]
        d = masks[i][0]
        if not d or d & after[p] != d or not register_only(cand):
            continue
        if not all(_independent(cand, insts[j]) for j in range(i + 1, p + 1)):
            continue
        for q in range(max(p, i + 1), min(last, p + WINDOW) + 1):
            if q > p and not _independent(cand, insts[q]):
                break
            seg = _segment_at(masks, i, q, after[q])
            if max(seg) < peak or (max(seg) == peak and seg.count(peak) < at[i:q + 1].count(peak)):
                return i, q
    return None


def _sink_kernel(kernel: Kernel) -> dict:
    """Greedy: at the first peak point, the nearest crossing definition moves below it
    while each move lowers its block's (peak, points at the peak); the result is kept
    (the caller then judges cycles) only if the kernel's peak finally drops."""
    live_out = vector_live_out(kernel)   # moves inside a block change no block's live-out
    blocks = [list(b.instructions) for b in kernel.blocks]
    masks = [_masks(insts) for insts in blocks]
    peaks = [peak_in_masks(m, live_out[bi]) for bi, m in enumerate(masks)]
    start = max(peaks, default=0)
    moved = 0
    while moved < MAX_MOVES:
        peak = max(peaks)
        bi = peaks.index(peak)
        at, after = _profile(masks[bi], live_out[bi])
        if peak not in at:  # the block's live-in is the peak: nothing in it moves past that
            break
        p = at.index(peak)
        move = _sink_at(blocks[bi], masks[bi], at, after, p)
        if move is None:  # this point stays at the peak: so does the kernel
            break
        blocks[bi], masks[bi] = _moved(blocks[bi], *move), _moved(masks[bi], *move)
        peaks[bi] = peak_in_masks(masks[bi], live_out[bi])
        moved += 1
    end = max(peaks, default=0)
    if end >= start:
        return {}
    for b, insts in zip(kernel.blocks, blocks):
        b.instructions = insts
    return {"moved": moved, "peak_before": start, "peak_after": end}


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    """Sink definitions below the register peak of every scheduled kernel (module docstring)."""
    options = {} if options is None else options
    if not options.get("sink", True) or options.get("schedule", True) is False:
        return program
    report = options.setdefault("_sink_report", {})
    pre = options.get("_precomputed", {})
    by_cycles = options.get("objective", "cycles") == "cycles"
    remat_changed = options.get("_remat_report", {})
    for k in program.kernels:
        if not k.blocks or id(k) not in pre or k.name not in remat_changed or has_opaque_code(k):
            continue
        saved = [b.instructions for b in k.blocks]
        r = _sink_kernel(k)
        if not r:
            continue
        old = pre[id(k)]
        resolve_again(k, target, options)
        if by_cycles:
            figures: dict = {}
            if not lower_peak_pays(k, target, saved, old[3], pre[id(k)][3], r["peak_before"], r["peak_after"],
                                   options.get("compact", True), figures):
                for b, insts in zip(k.blocks, saved):   # the unmoved order is faster
                    b.instructions = insts
                pre[id(k)] = old
                continue
            if figures:   # (none where a higher occupancy decided without the model)
                r["model_cycles"] = figures
        report[k.name] = r
        if id(k) in options.get("_peaks", {}):
            options["_peaks"][id(k)] = r["peak_after"]
    return program
