"""Loop-crossing rematerialisation: recompute after a loop the values that only wait it out.

An emitter computes every address it needs in the kernel's prologue (common
subexpressions are shared there), so the epilogue's store addresses — thread-id bit
fields, row/column offsets — are computed before the K loop and stay live through all of
it without being read. Each such VGPR adds one to the register pressure of the loop
body, where the pressure peaks (accumulators, fragments and in-flight global loads are
live there). LLVM's register-pressure-driven scheduling rematerialises such values; this
pass does the same on physical-register assembly: it copies the cheap ALU slice that
computes them into the loop's exit block, right before the first instruction there that
reads one of them, so they are live only where used.

It runs after the scheduler (``passes.pipeline``), on the order the scheduler chose: the
loop is not touched, so its schedule (which the cycle model judged) stays exactly as it
was, and whether the copies pay is known exactly — they are kept only where they lower
the kernel's peak live VGPRs and, after the scheduler, where that lets compaction reach more
waves per SIMD or the cycle model finds the program with them slower in sum over its memory
latencies by no more than its tie band (and at neither by more than the cycle tolerance):
the copies lengthen the epilogue, which the scheduler's judgements did not see with them.
A changed kernel's waits and nops are solved again as the scheduler chose for it (with or
without wait merging) and handed to the waitcnt and hazard passes through
``options["_precomputed"]``, as the scheduler does.

A slice starts at the prologue definition of a *target* (a VGPR live into the loop,
neither read nor written by it) and follows each operand to its defining instruction
until it reaches a *leaf*: a register whose value is the same at the exit block as where
the slice reads it (nothing writes it later in the prologue or in the loop). Leaves that
are not already live through the loop become live through it (the thread id ``v0``,
typically), so a set of targets is rematerialised only when it frees more VGPRs than it
keeps live: the loop's pressure drops by the difference, in every order the scheduler
may later pick.

Invariants after :func:`run` (per kernel): the program computes the same values as its
input. A kernel is changed only when all of this holds:

* shape: a loop of one block entered only by falling through from the straight-line
  prologue before it (every earlier block falls through to the next, no branches), and
  left only by falling through to an exit block that has no other predecessor;
* slice: register-only SALU/VALU instructions (no memory, no MFMA, no state such as
  ``s_getreg``), at most ``MAX_SLICE`` in all, copied in their prologue order;
* values: no slice instruction writes a leaf; every register unit a copy writes (SCC and
  VCC included) is a target or dead where the copies go, except a VGPR intermediate of
  the slice that is live there, whose copy writes a VGPR the kernel already uses and that
  is free there (the copies reading it read that one); each leaf has the same value there
  as where the slice read it (so each copy computes what its original did);
* pressure: the VGPRs freed through the loop exceed the leaves made live through it, and
  the kernel's peak live VGPR+AGPR units (``common.peak_vector_pressure``) drops.

The copies write the registers their originals wrote (or free ones, see above): no
register is added and the allocation is unchanged. Originals left without a reader are dropped.
``options["remat"]`` (default True) False turns the pass off, "force" keeps the copies
without the model's verdict; report per kernel (of the copies kept) in
``options["_remat_report"]``: loops, VGPRs freed, leaves kept live, instructions copied
and dropped, the liveness peak (input order) before and after.
"""

from __future__ import annotations

from bisect import bisect_left

from ..isa import Instruction, Kernel, Program
from ..isa.model import Reg
from ..target import Target
from .common import has_opaque_code, live_before, peak_vector_pressure
from .compact import achievable_waves
from .resolve import model_scenarios, resolve_again
from .schedule import CYCLE_TOLERANCE, MODEL_TIE_TOLERANCE
from .rotate import register_only, single_block_loops, unit_liveness

#: Largest slice copied for one loop (instructions): beyond it the epilogue grows more than
#: a few VGPRs of pressure are worth; the emitter's address slices are 2-3 per value.
MAX_SLICE = 32


def _straight_prologue(kernel: Kernel, cfg, pre: int) -> bool:
    """Blocks 0..pre run in order, each falling through to the next (no branches)."""
    for bi in range(pre + 1):
        b = kernel.blocks[bi]
        if b.terminator is not None or cfg.succs[bi] != [bi + 1]:
            return False
        if bi and cfg.preds[bi] != [bi - 1]:
            return False
    return True


class _Slicer:
    """Slices of one loop's targets over the prologue's instruction sequence."""

    def __init__(self, prologue: list[Instruction], later_defs: set, loop_live_in: set, targets: set):
        self.pro = prologue
        self.later_defs = later_defs      # written after the prologue, before the copies
        self.loop_live_in = loop_live_in  # not written by the loop: live through all of it
        self.targets = targets
        self.defs_at: dict = {}          # unit -> ascending positions in the prologue that write it
        for j, inst in enumerate(prologue):
            for u in inst.defs():
                self.defs_at.setdefault(u, []).append(j)

    def _reaching(self, unit, pos: int) -> int | None:
        """Position of the last write of ``unit`` before ``pos`` (None: a kernel input)."""
        at = self.defs_at.get(unit, ())
        k = bisect_left(at, pos)
        return at[k - 1] if k else None

    def _stable(self, unit, pos: int) -> bool:
        """Has ``unit`` at the exit block the value it has just before ``pos``?"""
        at = self.defs_at.get(unit)
        return unit not in self.later_defs and not (at and at[-1] >= pos)

    def _cheap(self, j: int) -> bool:
        """May the instruction at ``j`` be copied? Register-only ALU that leaves EXEC alone
        (an EXEC write would change the lanes the rest of the exit block runs)."""
        inst = self.pro[j]
        return register_only(inst) and not any(u[0] == "exec" for u in inst.defs())

    def recomputable(self, target) -> bool:
        """Has ``target`` on its own a slice that recomputes it (not only a leaf)?"""
        leaves: set = set()
        return self.slice(target, len(self.pro), set(), leaves) and target not in leaves

    def slice(self, unit, pos: int, insts: set, leaves: set) -> bool:
        """Add to ``insts``/``leaves`` what recomputes ``unit`` as read at ``pos``."""
        d = self._reaching(unit, pos)
        # a leaf costs nothing when it is no VGPR or is live through the loop anyway
        cheap_leaf = unit[0] != "v" or (unit in self.loop_live_in and unit not in self.targets)
        if self._stable(unit, pos) and (cheap_leaf or d is None or not self._cheap(d)):
            leaves.add(unit)
            return True
        if d is None or not self._cheap(d):
            return False
        if d in insts:
            return True
        insts.add(d)
        if len(insts) > MAX_SLICE:
            return False
        return all(self.slice(u, d, insts, leaves) for u in self.pro[d].uses())


def _valid(slicer: _Slicer, insts: set, leaves: set, targets: set, live_at_q: set) -> bool:
    """No copy writes a leaf, and every other unit a copy writes is a target, dead at the
    point the copies go to, or a VGPR the copy can write elsewhere (:func:`_copies`)."""
    for j in insts:
        for u in slicer.pro[j].defs():
            if u in leaves or (u in live_at_q and u not in targets and u[0] != "v"):
                return False
    return True


def _choose(slicer: _Slicer, targets: list, live_at_q: set, loop_live_in: set):
    """(targets, slice positions, leaves) with the most VGPRs freed, or None."""
    chosen: list = []
    insts: set = set()
    leaves: set = set()
    end = len(slicer.pro)
    for t in targets:  # greedy: a leaf shared by several targets is paid for once
        ti, tl = set(insts), set(leaves)
        if (slicer.slice(t, end, ti, tl) and t not in tl  # a target that is its own leaf stays live
                and _valid(slicer, ti, tl, set(chosen) | {t}, live_at_q)):
            chosen.append(t)
            insts, leaves = ti, tl
    cost = sum(1 for u in leaves if u[0] == "v" and u not in loop_live_in)
    if len(chosen) <= cost:
        return None
    return set(chosen), insts, leaves, cost


def _free_vgprs(kernel: Kernel, busy: set) -> list[int]:
    """VGPR indices the kernel already uses (so the allocation does not grow) outside ``busy``."""
    used = {u[1] for b in kernel.blocks for i in b.instructions for u in i.defs() | i.uses() if u[0] == "v"}
    return sorted(r for r in used if ("v", r) not in busy)


def _copies(kernel: Kernel, originals: list[Instruction], clobbers: set, busy: set) -> list[Instruction] | None:
    """Copies of ``originals`` (in order) for their place in the exit block. A copy that would
    overwrite a VGPR in ``clobbers`` (live there, not a target: an intermediate of the
    slice whose register the loop or epilogue reuses) writes a free VGPR instead, and
    the copies that read that value read the new register. None if that is not possible."""
    free = _free_vgprs(kernel, busy)
    renamed: dict = {}  # original unit -> unit the copies hold its current value in
    out = []
    for o in originals:
        c = o.copy()
        for role, op in o.use_operands():
            if not isinstance(op, Reg) or not any(u in renamed for u in op.units()):
                continue
            new = [renamed.get(u) for u in op.units()]
            if None in new or any(n[1] != new[0][1] + k for k, n in enumerate(new)):
                return None  # the read mixes renamed and original registers
            c.set_operand(role, Reg("v", new[0][1], op.count))
        rmw = o.info.rmw_roles_for(o)
        for role, op in o.def_operands():
            if not isinstance(op, Reg):
                continue
            units = op.units()
            if clobbers.isdisjoint(units):
                for u in units:
                    renamed.pop(u, None)
                continue
            if op.file != "v" or role in rmw:
                return None
            align = 2 if op.count >= 2 else 1
            base = next((r for r in free if r % align == 0
                         and all(r + k in free for k in range(op.count))), None)
            if base is None:
                return None
            for k in range(op.count):
                free.remove(base + k)
                renamed[units[k]] = ("v", base + k)
            c.set_operand(role, Reg("v", base, op.count))
        out.append(c)
    return out


def _insertion_point(exit_insts: list[Instruction], targets: set) -> int:
    """Index of the exit block's first reader of a target, or of its terminator if the
    readers are in later blocks."""
    end = len(exit_insts) - (1 if exit_insts and exit_insts[-1].is_terminator else 0)
    return next((j for j, inst in enumerate(exit_insts[:end]) if not targets.isdisjoint(inst.uses())), end)


def _may_cross(kernel: Kernel, pre: int, body: int, loop_units: set) -> bool:
    """Cheap filter before the liveness solve: does some VGPR the prologue writes and the
    loop does not touch have a reader after the loop?"""
    written = {u for b in kernel.blocks[:pre + 1] for i in b.instructions for u in i.defs()
               if u[0] == "v" and u not in loop_units}
    return any(not written.isdisjoint(i.uses()) for b in kernel.blocks[body + 1:] for i in b.instructions)


def _remat_loop(kernel: Kernel, cfg, pre: int, body: int) -> dict | None:
    exit_bi = body + 1
    if exit_bi >= len(kernel.blocks) or cfg.preds[exit_bi] != [body] or not _straight_prologue(kernel, cfg, pre):
        return None
    loop_units: set = set()
    loop_defs: set = set()
    for inst in kernel.blocks[body].instructions:
        d = inst.defs()
        loop_defs |= d
        loop_units |= d | inst.uses()
    if not _may_cross(kernel, pre, body, loop_units):
        return None
    live_in, live_out = unit_liveness(kernel, cfg)
    through = live_in[body] - loop_units
    targets = sorted(u for u in through if u[0] == "v")
    if not targets:
        return None
    exit_insts = kernel.blocks[exit_bi].instructions
    q = _insertion_point(exit_insts, set(targets))
    # the exit block before the copies counts as part of the loop: what it writes is no leaf
    exit_defs = loop_defs.union(*(inst.defs() for inst in exit_insts[:q]))
    prologue = [i for b in kernel.blocks[:pre + 1] for i in b.instructions]
    slicer = _Slicer(prologue, exit_defs, live_in[body], set(targets))
    if not any(slicer.recomputable(t) for t in targets):
        return None  # nothing to recompute: skip the scan of the exit block's liveness
    live_at_q = live_before(exit_insts, q, live_out[exit_bi])
    pick = _choose(slicer, targets, live_at_q, live_in[body])
    if pick is None:
        return None
    chosen, insts, leaves, cost = pick
    originals = [prologue[j] for j in sorted(insts)]
    written = {u for o in originals for u in o.defs()}
    read = {u for o in originals for u in o.uses()}
    clobbers = {u for u in written if u in live_at_q and u not in chosen}
    copies = _copies(kernel, originals, clobbers, live_at_q | written | read | leaves)
    if copies is None:
        return None
    kernel.blocks[exit_bi].instructions = exit_insts[:q] + copies + exit_insts[q:]
    dropped = _drop_dead(kernel, cfg, pre, {id(o) for o in originals})
    return {"values": len(chosen), "kept_live": cost, "copied": len(copies), "dropped": dropped}


def _drop_dead(kernel: Kernel, cfg, pre: int, candidates: set[int]) -> int:
    """Remove slice originals of the prologue whose every write is now dead."""
    live_in, _ = unit_liveness(kernel, cfg)
    live = set(live_in[pre + 1])
    dropped = 0
    for bi in range(pre, -1, -1):
        kept = []
        for inst in reversed(kernel.blocks[bi].instructions):
            d = inst.defs()
            if id(inst) in candidates and not (d & live):
                dropped += 1
                continue
            live = (live - d) | inst.uses()
            kept.append(inst)
        kernel.blocks[bi].instructions = kept[::-1]
    return dropped


def _remat_kernel(kernel: Kernel, peak_before: int | None = None) -> dict:
    """``peak_before``: the kernel's peak live vector units, if the caller knows it."""
    cfg = kernel.cfg  # the pass moves instructions between existing blocks, never edges
    loops = single_block_loops(kernel, cfg)
    if not loops:
        return {}
    if peak_before is None:
        peak_before = peak_vector_pressure(kernel)
    saved = [list(b.instructions) for b in kernel.blocks]
    total = {"loops": 0, "values": 0, "kept_live": 0, "copied": 0, "dropped": 0}
    for pi, bi in loops:
        r = _remat_loop(kernel, cfg, pi, bi)
        if r:
            total["loops"] += 1
            for key, v in r.items():
                total[key] += v
    if not total["loops"]:
        return {}
    peak_after = peak_vector_pressure(kernel)
    if peak_after >= peak_before:  # the peak is elsewhere (or the exit block now holds it)
        for b, insts in zip(kernel.blocks, saved):
            b.instructions = insts
        return {}
    return {**total, "peak_before": peak_before, "peak_after": peak_after}


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    """Rematerialise the loop-crossing values of every kernel (see module docstring)."""
    options = {} if options is None else options
    if not options.get("remat", True):
        return program
    report = options.setdefault("_remat_report", {})
    peaks = options.get("_peaks", {})
    pre = options.get("_precomputed", {})
    judged = options.get("remat") != "force"
    for k in program.kernels:
        if k.blocks and not has_opaque_code(k):
            scheduled = pre.get(id(k))   # the scheduler's solved program (None: no judgement)
            saved = [b.instructions for b in k.blocks]   # (_remat_kernel replaces the lists)
            r = _remat_kernel(k, peaks.get(id(k)))  # the scheduler's peak of the order it chose
            if not r:
                continue
            resolve_again(k, target, options)
            if scheduled is not None and judged and not lower_peak_pays(k, target, saved, scheduled[3], pre[id(k)][3],
                                                                        peaks.get(id(k)), r["peak_after"],
                                                                        options.get("compact", True)):
                for blk, insts in zip(k.blocks, saved):
                    blk.instructions = insts
                pre[id(k)] = scheduled
                continue
            report[k.name] = r
            if id(k) in peaks:  # the scheduler's peak of this kernel's order is stale now
                peaks[id(k)] = r["peak_after"]
    return program


def lower_peak_pays(kernel: Kernel, target: Target, saved: list, before: list, after: list,
                    peak_before: int | None, peak_after: int, compacts: bool,
                    figures: dict | None = None) -> bool:
    """Keep a change made after the scheduler only to lower the kernel's register peak
    (this pass's copies; ``sink``'s moves)? The kernel holds the code with the change;
    ``saved``: its blocks' lists without it; ``after``: the solved program with it,
    ``before``: the one without. Where the lower peak lets compaction (if it runs,
    ``compacts``) reach more waves, yes; at the same occupancy only where the cycle model
    finds the program slower in sum over its memory latencies by no more than its tie band
    (the scheduler's own rule among model-ranked orders, :data:`MODEL_TIE_TOLERANCE`) and
    at neither by more than the judgements' cycle tolerance: the copies sit in the loop's
    exit block, on the epilogue's path to its stores, which no judgement of the scheduler
    saw (session 46: LLVM's gfx942 ``const_kloop_partial_store``, one copy, +1.5 % at an L2
    hit for one VGPR at 8 waves either way). Where the model cannot run, the change stays
    (the lower peak is the objective's first key). ``figures`` (if given) receives the
    model's whole-kernel cycles summed over the scenarios, ``"before"`` and ``"after"``,
    where the model judged (a caller's report need not simulate them again)."""
    waves_after = waves_before = None   # (None: the declared occupancy)
    if compacts:
        waves_after = achievable_waves(kernel, target, peak_after)
        with_copies = [b.instructions for b in kernel.blocks]
        for b, insts in zip(kernel.blocks, saved):
            b.instructions = insts
        waves_before = achievable_waves(kernel, target, peak_before)
        for b, insts in zip(kernel.blocks, with_copies):
            b.instructions = insts
    if (waves_after or 0) > (waves_before or 0):
        return True
    m_before = model_scenarios(target, kernel, before, waves_before)
    m_after = model_scenarios(target, kernel, after, waves_after)
    if m_before is None or m_after is None:
        return True
    b = {s: c for s, (_, c) in m_before.items()}
    a = {s: c for s, (_, c) in m_after.items()}
    if figures is not None:
        figures.update(before=sum(b.values()), after=sum(a.values()))
    # a difference inside the model's tie band does not outweigh the lower peak (the
    # objective's first key; on the emitter's fixtures the copies cost at most 0.26 % in
    # sum, within it); beyond it the copies must not cost at any latency more than the
    # judgements' cycle tolerance either
    return (sum(a.values()) <= sum(b.values()) * (1.0 + MODEL_TIE_TOLERANCE)
            and all(a[s] <= b[s] * (1.0 + CYCLE_TOLERANCE) for s in b))
