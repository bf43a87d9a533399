"""LDS-phase rotation: run a single-block K loop's LDS phase one iteration early.

A K loop of Wave's GEMMs writes its tile to LDS at the top of the body (``s_barrier``,
``ds_write``s, ``s_barrier``), reads the MFMA fragments back (``ds_read``s) and only then
starts its MFMAs: every iteration exposes barrier → ``ds_write`` → barrier → ``ds_read``
latency before the matrix pipe has work, which nothing hides when one wave runs per SIMD.
This pass moves that phase, for iteration i+1, to the end of iteration i (just before the
loop's exit test) and puts a copy of it, for iteration 0, at the end of the preheader.
The body then starts with MFMAs whose fragments are already in registers, and the list
scheduler (``passes.schedule``; MFMAs are register-only and may cross ``s_barrier``) can
overlap iteration i's MFMAs with iteration i+1's LDS traffic, as far as the fragment
registers allow (a ``ds_read`` for i+1 still follows the MFMAs of i that read the
register it overwrites).

The moved set ``S`` is built from the body's instructions before its last LDS
instruction: an instruction joins ``S`` if it is a register-only SALU/VALU instruction
(not an MFMA), an LDS-only ``ds_*`` instruction or ``s_barrier``, and it is independent
of every instruction it jumps over. In the execution trace the only change is that each
``s`` of iteration i+1 now runs before iteration i's exit test ``T`` and before the
instructions of iteration i+1 that precede it in the body but stay behind (the rest keeps
its order), plus one extra execution of ``S`` after the last iteration.

Invariants after :func:`run` (per kernel): the program computes the same values (registers
live after the loop, global memory) as its input; a loop's phase moves only when all of
this holds:

* the loop is one basic block ending in a conditional branch to its own label, entered
  only by falling through from its preheader; no instruction of the kernel writes EXEC;
* registers (every file, SCC included): ``s`` neither reads what a jumped-over
  instruction writes nor writes what it reads or writes; ``s_waitcnt``/``s_nop`` are
  dropped (the waitcnt and hazard passes recompute them for the new order);
* memory: an LDS instruction or barrier of ``S`` jumps over no memory instruction,
  barrier or other side effect (only over register-only ALU and MFMA work);
* the extra execution after the last iteration is harmless: nothing ``S`` writes is live
  where the loop exits, no instruction reachable from the exit touches LDS (so the extra
  ``ds_write``s are never read) or else ``S`` writes no LDS (a PREFETCH loop, whose
  epilogue reads the last tile from LDS: its phase is the barrier and the fragment reads
  at the top of the body, moved behind the next tile's ``ds_write``s, which stay; the
  extra execution then only reads LDS, into registers the epilogue reads again before
  it uses them), and the loop's trip count is the same for every wave of
  the workgroup (a compile-time constant: a constant compare of a counter the preheader
  sets with ``s_mov`` and the body steps once), so every wave executes the extra
  barriers and they pair up as before; and no barrier of the kernel is one some waves
  skip (``common.barriers_skipped_by_some_waves``: staggered waves do not meet the extra
  barriers in step).

Where LDS is used after the loop and the phase without its LDS writes moves no LDS read
(the loop writes its tile at the top: the first loop of a kernel the emitter split along
N, whose second loop uses the same LDS), the whole phase moves with **no extra
execution**: the loop runs one iteration fewer (its compare's literal moved by one step;
the trip count derived again must be one less, and at least one) and a copy of the rest
of the body and the exit test, the last iteration without its phase, opens the exit
block. The trace is then the input's with only the phase's moves, so nothing about an
extra execution needs to hold (registers live at the exit, LDS after it); the exit block
must be entered only from the loop and not read SCC before writing it (unroll's rule,
``unroll.last_iteration_compare``). Report keys ``"last iteration after the loop"``: loops
so rotated, ``"mfma_added"``: the MFMAs of those copies (in the code, not the trace). Like
the PREFETCH phase, only at up to ``PREFETCH_PHASE_MAX_WAVES`` waves per SIMD.

Registers are not renamed and none are added: the fragments stay in the registers the
input gave them (the allocation and the declared occupancy are unchanged; the values
just live across the back edge).

Global loads may be part of the phase when their extra last-iteration execution is
harmless (``passes.rotate``'s rule: MUBUF, read-only, range-checked buffer), and a
register write the exit test (or an instruction left behind) also makes may pass it when
nothing reads it (the SCC of SALU address arithmetic): in a loop whose loads
``passes.rotate`` could not all move (not enough registers for the occupancy), the phase
then carries the loads with it, into the registers they already had.

``options["rotate_lds"]`` (default True) turns the pass off. Like load rotation it is a
candidate, not a decision: the scheduler keeps a rotated program only where the cycle
model finds it faster (``kernel_search._keep_best_variant``); ``options["_unrotated"]`` keeps
the unrotated state and, in a kernel whose loads were rotated too,
``options["_rotation_variants"]`` the loads-only and the LDS-only programs (and, where
``passes.rotate`` also kept a program with only some loads rotated, that one with its LDS
phase rotated: "loads partly rotated, LDS rotated"). Report per
kernel in ``options["_rotate_lds_report"]``: loops touched and instructions moved.
"""

from __future__ import annotations

from ..isa import Instruction, Kernel, Program
from ..isa.model import Imm
from ..sim.cycles_trace import infer_trip_count, step_of
from ..target import Target
from .common import (barriers_skipped_by_some_waves, declared_waves_per_simd, has_opaque_code, lds_after_exit,
                     single_wave_workgroup, writes_exec)
from .rotate import _Rotator, register_only, restore, snapshot, unit_liveness, unordered_loops
from .unroll import last_iteration_compare

_DROPPED = ("s_waitcnt", "s_nop")

#: A PREFETCH loop's phase (LDS read after the loop: the phase moves without its LDS
#: writes) is proposed only where at most this many waves share a SIMD at the kernel's
#: declared occupancy. With more, the other waves run while one waits for its fragment
#: reads after the barrier: over the emitter's matrix every gain was at one or two waves
#: (1-3 % at 1-2 waves, 0.04 % once at 4, never at 3 or more otherwise), and each
#: proposal doubles the rotation variants the scheduler judges (matrix pass time +40 %
#: without this bound). A search-scope trade-off, not a hardware fact.
PREFETCH_PHASE_MAX_WAVES = 2


def _lds_only(inst: Instruction) -> bool:
    """A ``ds_*`` instruction whose only memory effect is LDS."""
    if inst.family != "DS":
        return False
    rd, wr = inst.mem_effects()
    return bool(rd | wr) and (rd | wr) <= {"lds"}


def _movable(inst: Instruction) -> bool:
    return inst.base == "s_barrier" or _lds_only(inst) or (register_only(inst) and not inst.is_mfma)


def _dead_defs(insts: list[Instruction], live_out: set) -> list[set]:
    """Per instruction, the units it defines that are never read: the next access in the
    body is another definition, or there is none and the unit is not live out of the
    block (one backward scan; a unit an instruction both reads and writes counts as read)."""
    nxt: dict = {}   # unit -> is its next access (after the current position) a definition?
    out: list[set] = [set()] * len(insts)
    for j in range(len(insts) - 1, -1, -1):
        inst = insts[j]
        d = inst.defs()
        out[j] = {x for x in d if nxt.get(x, x not in live_out)}
        for x in d:
            nxt[x] = True
        for x in inst.uses():
            nxt[x] = False
    return out


def _memory_like(inst: Instruction) -> bool:
    """Anything an LDS access or barrier must keep its order with (not register-only work)."""
    return not (inst.is_mfma or register_only(inst))


class _LdsRotator:
    def __init__(self, kernel: Kernel, target: Target):
        self.kernel = kernel
        self.target = target
        self._loads: _Rotator | None = None  # kernel facts for global loads, made on demand

    def constant_trip(self, cfg, bi: int, pre: int) -> bool:
        """The loop's trip count is a compile-time constant (same in every wave)."""
        loop = next((lp for lp in cfg.loops if lp.header == bi and lp.body == {bi}), None)
        if loop is None or infer_trip_count(self.kernel, cfg, loop) is None:
            return False
        # the counter the compare reads must be set by the preheader from a constant
        body = self.kernel.blocks[bi].instructions
        cmp_inst = next((i for i in reversed(body[:-1]) if ("scc", 0) in i.defs()), None)
        counters = {u for u in cmp_inst.uses() if u[0] == "s"} if cmp_inst is not None else set()
        if len(counters) != 1:
            return False
        (unit,) = counters
        for inst in reversed(self.kernel.blocks[pre].instructions):
            if unit in inst.defs():
                if step_of(inst, unit[1]) is not None:
                    # a constant step after the move (an iteration passes.unroll peeled
                    # into the preheader): the count is still the same in every wave
                    continue
                src = inst.operand("src0")
                return inst.base == "s_mov_b32" and isinstance(src, Imm)
        return False

    def movable(self, inst: Instruction, loop: int) -> bool:
        """LDS-only ``ds_*``, ``s_barrier``, register-only ALU (not MFMA), or a global load
        whose extra last-iteration execution is harmless (``passes.rotate``'s rule: a
        range-checked, read-only MUBUF buffer, its bound fixed in the loop whose body is
        block ``loop``)."""
        if _movable(inst):
            return True
        if not _Rotator.buffer_load(inst):
            return False
        if self._loads is None:
            self._loads = _Rotator(self.kernel, self.target)
            self._loads._kernel_facts()
        return self._loads.eligible(inst, loop)

    def moved_set(self, insts: list[Instruction], t: int, live_out: set, loop: int, lds_writes: bool = True) -> list[int]:
        """Indices (in order) of the instructions of loop body block ``loop`` that move (module
        docstring); with ``lds_writes`` False no instruction that writes LDS does."""
        last_lds = max((j for j in range(t) if _lds_only(insts[j])), default=-1)
        tail = insts[t:]
        t_defs = set().union(*(i.defs() for i in tail))
        t_exposed: set = set()   # registers the exit test reads before writing them
        written: set = set()
        for i in tail:
            t_exposed |= i.uses() - written
            written |= i.defs()
        dead = _dead_defs(insts, live_out)
        stay_defs: set = set()   # registers written by the instructions left behind so far
        stay_uses: set = set()
        stay_memory = False
        moved: list[int] = []
        for j in range(last_lds + 1):
            inst = insts[j]
            if inst.base in _DROPPED:
                continue
            d, u = inst.defs(), inst.uses()
            # a write the exit test or a left-behind instruction also makes may pass it if
            # nobody reads it (SCC of SALU address arithmetic): the order of two writes
            # matters only to a reader
            clash = (d & (t_defs | stay_defs)) - dead[j]
            ok = (self.movable(inst, loop) and (lds_writes or "lds" not in inst.mem_effects()[1])
                  and not (d & t_exposed) and not (u & t_defs) and not clash
                  and not (d & stay_uses) and not (u & stay_defs)
                  and not (stay_memory and _memory_like(inst)))
            if ok:
                moved.append(j)
            else:
                stay_defs |= d
                stay_uses |= u
                stay_memory = stay_memory or _memory_like(inst)
        return moved

    def run(self) -> dict:
        kernel = self.kernel
        cfg = kernel.cfg
        loops = [(pi, bi) for pi, bi in unordered_loops(kernel, cfg, self.target)
                 if any(_lds_only(i) for i in kernel.blocks[bi].instructions)
                 and any(i.is_mfma for i in kernel.blocks[bi].instructions)]
        if not loops or writes_exec([b.instructions for b in kernel.blocks]):
            return {}
        if barriers_skipped_by_some_waves(kernel):
            # the extra execution's barriers and LDS operations are safe because every wave
            # meets them in step; with wave-dependent barriers (staggered waves) they are not
            return {}
        live_in, live_out = unit_liveness(kernel, cfg)
        done = moved_total = exact_total = mfma_added = 0
        for pi, bi in loops:
            block, pre = kernel.blocks[bi], kernel.blocks[pi]
            if not self.constant_trip(cfg, bi, pi):
                continue
            insts = block.instructions
            t = _Rotator.exit_test(insts)
            # the phase jumps over the exit test: its register effects are checked per
            # instruction (moved_set); anything else there (memory, messages) it may not pass
            if not all(register_only(i) for i in insts[t:-1]):
                continue
            moved, exact = self._phase(kernel, cfg, bi, insts, t, live_out[bi])
            if moved is None:
                continue
            keep = set(moved)
            rest = [i for j, i in enumerate(insts[:t]) if j not in keep and i.base not in _DROPPED]
            if exact:
                if not self._rotate_exact(cfg, bi, rest, [insts[j] for j in moved], insts[t:], live_in):
                    continue
                exact_total += 1
                mfma_added += sum(i.is_mfma for i in rest)   # the last iteration's copy
            else:
                exit_live = set().union(*(live_in[s] for s in cfg.succs[bi] if s != bi))
                if any(insts[j].defs() & exit_live for j in moved):
                    continue
                if not self._extra_writes_fenced([insts[j] for j in moved]):
                    continue
                block.instructions = rest + [insts[j].copy() for j in moved] + insts[t:]
            pre.instructions = pre.instructions + [insts[j].copy() for j in moved]
            done += 1
            moved_total += len(moved)
            live_in, live_out = unit_liveness(kernel, cfg)
        if not done:
            return {}
        exact = {"last iteration after the loop": exact_total, "mfma_added": mfma_added} if exact_total else {}
        return {"loops": done, "moved": moved_total, **exact}

    def _extra_writes_fenced(self, phase: list[Instruction]) -> bool:
        """Can the phase's extra execution write LDS without another wave still reading it?
        Yes where the workgroup is one wave, or where an ``s_barrier`` of the phase comes
        before its first LDS write: every wave meets that extra barrier only after its own
        last iteration (the LDS it read there complete, as at every barrier), so the extra
        writes land after all of the loop's reads. Without one (waves that keep to their
        own LDS rows and never meet), a wave's extra write past its last row lands in a
        row of a wave that may still be reading it (a third adversarial round's lead)."""
        if single_wave_workgroup(self.kernel, self.target):
            return True
        for inst in phase:
            if inst.base == "s_barrier":
                return True
            if "lds" in inst.mem_effects()[1]:
                return False
        return True

    def _phase(self, kernel: Kernel, cfg, bi: int, insts: list[Instruction], t: int,
               live_out: set) -> tuple[list[int] | None, bool]:
        """(indices of the phase that moves, is it the exact rotation?), or (None, False)
        where no LDS read would move. Where LDS is read after the loop (a PREFETCH loop's
        epilogue reads the last tile) the phase moves without its LDS writes: its extra
        execution then only reads LDS (into registers not live at the exit). Where that
        moves no LDS read either (the loop writes its tile at the top and LDS is used
        after it: the first loop of a kernel the emitter split along N), the whole phase
        moves with no extra execution at all (:meth:`_rotate_exact`). Both only at up to
        ``PREFETCH_PHASE_MAX_WAVES`` waves per SIMD."""
        lds_writes = not lds_after_exit(kernel, cfg, bi)
        if not lds_writes and declared_waves_per_simd(kernel, self.target) > PREFETCH_PHASE_MAX_WAVES:
            return None, False
        moved = self.moved_set(insts, t, live_out, bi, lds_writes)
        if _reads_lds(insts, moved):
            return moved, False
        if lds_writes:
            return None, False
        moved = self.moved_set(insts, t, live_out, bi, True)
        return (moved, True) if _reads_lds(insts, moved) else (None, False)

    def _rotate_exact(self, cfg, bi: int, rest: list[Instruction], phase: list[Instruction],
                      test: list[Instruction], live_in: list[set]) -> bool:
        """The rotation without the phase's extra execution: the loop runs one iteration
        fewer (its compare's literal moved by one step; the trip count derived again must
        be one less, and at least one) and a copy of the last iteration's rest of the body
        and exit test opens the exit block, which must be entered only from the loop
        (``unroll.last_iteration_compare``). The trace is then the input's with only the
        phase's moves. Returns False (kernel unchanged) where that does not hold."""
        kernel = self.kernel
        block, after = kernel.blocks[bi], kernel.blocks[bi + 1]
        loop = next(lp for lp in cfg.loops if lp.header == bi and lp.body == {bi})
        trips = infer_trip_count(kernel, cfg, loop)
        body = rest + test[:-1]
        if trips is None or trips.value < 2 or sorted(cfg.succs[bi]) != [bi, bi + 1]:
            return False
        split = last_iteration_compare(kernel, loop, body, live_in)
        if split is None:
            return False
        cmp, shifted = split
        saved = block.instructions
        block.instructions = ([shifted if i is cmp else i for i in rest] + [i.copy() for i in phase]
                              + [shifted if i is cmp else i for i in test])
        fewer = infer_trip_count(kernel, cfg, loop)
        if fewer is None or fewer.value != trips.value - 1:
            block.instructions = saved
            return False
        after.instructions = [i.copy() for i in body] + after.instructions
        return True


def _reads_lds(insts: list[Instruction], moved: list[int]) -> bool:
    """Does an LDS read move (else nothing the MFMAs could start earlier with)?"""
    return any(_lds_only(insts[j]) and insts[j].mem_effects()[0] for j in moved)


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    """Rotate the LDS phase of every kernel's eligible single-block loops (module docstring)."""
    options = {} if options is None else options
    if not options.get("rotate_lds", True):
        return program
    report = options.setdefault("_rotate_lds_report", {})
    variants = options.setdefault("_rotation_variants", {})
    unrotated = options.setdefault("_unrotated", {})
    for k in program.kernels:
        if not k.blocks or has_opaque_code(k):
            continue
        before = snapshot(k)
        r = _LdsRotator(k, target).run()
        if id(k) not in unrotated:  # no load rotation: this is the only rotation
            if r:
                report[k.name] = r
                unrotated[id(k)] = before
            continue
        # loads were rotated: the scheduler also compares loads only and, since the
        # phase may hold the loads themselves, LDS phase only (no fresh registers)
        both = snapshot(k)
        v = variants[id(k)] = {}
        if r:
            report[k.name] = r
            v["loads rotated"] = (before, {})
        _add_lds_rotated(k, target, unrotated[id(k)], both, v, "LDS rotated")
        partly = options.get("_partly_rotated", {}).get(id(k))
        if partly is not None and r:
            # the program with only the late-placed loads rotated (passes.rotate), its LDS
            # phase rotated too: the combination the full program has
            _add_lds_rotated(k, target, partly[0], both, v, "loads partly rotated, LDS rotated")
        ahead = options.get("_loads_ahead", {}).get(id(k))
        if ahead is not None:
            # the other load rotation of an unrolled loop (passes.rotate: its loads placed
            # earlier), its LDS phase rotated too
            _add_lds_rotated(k, target, ahead[0], both, v, "loads rotated ahead, LDS rotated")
    return program


def _add_lds_rotated(k: Kernel, target: Target, start: tuple, back: tuple, variants: dict, name: str) -> None:
    """The program ``start`` (a snapshot) with its LDS phase rotated, as ``variants[name]``
    (snapshot, report) where that rotates anything; ``k`` is left holding ``back``."""
    restore(k, start)
    r = _LdsRotator(k, target).run()
    if r:
        variants[name] = (snapshot(k), r)
    restore(k, back)
