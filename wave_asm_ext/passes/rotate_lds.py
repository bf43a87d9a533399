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
  ``ds_write``s are never read), and the loop's trip count is the same for every wave of
  the workgroup (a compile-time constant: a constant compare of a counter the preheader
  sets with ``s_mov`` and the body steps once), so every wave executes the extra
  barriers and they pair up as before.

Registers are not renamed and none are added: the fragments stay in the registers the
input gave them (the allocation and the declared occupancy are unchanged; the values
just live across the back edge).

``options["rotate_lds"]`` (default True) turns the pass off. Like load rotation it is a
candidate, not a decision: ``options["_lds_unrotated"]`` keeps each rotated kernel's
previous state and the scheduler keeps the rotated program only where the cycle model
finds it faster (``schedule._keep_best_variant``). Report per kernel in
``options["_rotate_lds_report"]``: loops touched and instructions moved.
"""

from __future__ import annotations

from ..isa import Instruction, Kernel, Program
from ..isa.model import Imm
from ..sim.cycles_trace import infer_trip_count
from ..target import Target
from .common import writes_exec
from .rotate import _Rotator, _register_only, _unit_liveness, snapshot

_DROPPED = ("s_waitcnt", "s_nop")


def _lds_only(inst: Instruction) -> bool:
    """A ``ds_*`` instruction whose only memory effect is LDS."""
    if inst.family != "DS":
        return False
    rd, wr = inst.mem_effects()
    return bool(rd | wr) and (rd | wr) <= {"lds"}


def _movable(inst: Instruction) -> bool:
    return inst.base == "s_barrier" or _lds_only(inst) or (_register_only(inst) and not inst.is_mfma)


def _memory_like(inst: Instruction) -> bool:
    """Anything an LDS access or barrier must keep its order with (not register-only work)."""
    return not (inst.is_mfma or _register_only(inst))


class _LdsRotator:
    def __init__(self, kernel: Kernel, target: Target):
        self.kernel = kernel
        self.target = target

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
                src = inst.operand("src0")
                return inst.base == "s_mov_b32" and isinstance(src, Imm)
        return False

    def lds_after_exit(self, cfg, bi: int) -> bool:
        """Can an instruction that touches LDS run after the loop exits (or the loop again)?"""
        work = [s for s in cfg.succs[bi] if s != bi]
        seen = set(work)
        while work:
            b = work.pop()
            if b == bi:
                return True
            for inst in self.kernel.blocks[b].instructions:
                rd, wr = inst.mem_effects()
                if any(sp in ("lds", "flat") for sp in rd | wr):
                    return True
            for s in cfg.succs[b]:
                if s not in seen:
                    seen.add(s)
                    work.append(s)
        return False

    def moved_set(self, insts: list[Instruction], t: int) -> list[int]:
        """Indices (in order) of the instructions that move (module docstring)."""
        last_lds = max((j for j in range(t) if _lds_only(insts[j])), default=-1)
        tail = insts[t:]
        t_defs = set().union(*(i.defs() for i in tail))
        t_uses = set().union(*(i.uses() for i in tail))
        stay_defs: set = set()   # registers written by the instructions left behind so far
        stay_uses: set = set()
        stay_memory = False
        moved: list[int] = []
        for j in range(last_lds + 1):
            inst = insts[j]
            if inst.base in _DROPPED:
                continue
            d, u = inst.defs(), inst.uses()
            ok = (_movable(inst)
                  and not (d & (t_defs | t_uses)) and not (u & t_defs)
                  and not (d & (stay_defs | stay_uses)) and not (u & stay_defs)
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
        loops = _Rotator(kernel, self.target).single_block_loops(cfg)
        loops = [(pi, bi) for pi, bi in loops
                 if any(_lds_only(i) for i in kernel.blocks[bi].instructions)
                 and any(i.is_mfma for i in kernel.blocks[bi].instructions)]
        if not loops or writes_exec([b.instructions for b in kernel.blocks]):
            return {}
        live_in, _ = _unit_liveness(kernel, cfg)
        done = moved_total = 0
        for pi, bi in loops:
            block, pre = kernel.blocks[bi], kernel.blocks[pi]
            if self.lds_after_exit(cfg, bi) or not self.constant_trip(cfg, bi, pi):
                continue
            insts = block.instructions
            t = _Rotator.exit_test(insts)
            # the phase jumps over the exit test: its register effects are checked per
            # instruction (moved_set); anything else there (memory, messages) it may not pass
            if not all(_register_only(i) for i in insts[t:-1]):
                continue
            moved = self.moved_set(insts, t)
            if not any(_lds_only(insts[j]) and insts[j].mem_effects()[0] for j in moved):
                continue  # no LDS read moves: nothing the MFMAs could start earlier with
            exit_live = set().union(*(live_in[s] for s in cfg.succs[bi] if s != bi))
            if any(insts[j].defs() & exit_live for j in moved):
                continue
            keep = set(moved)
            rest = [i for j, i in enumerate(insts[:t]) if j not in keep and i.base not in _DROPPED]
            block.instructions = rest + [insts[j].copy() for j in moved] + insts[t:]
            pre.instructions.extend(insts[j].copy() for j in moved)
            done += 1
            moved_total += len(moved)
            live_in, _ = _unit_liveness(kernel, cfg)
        return {"loops": done, "moved": moved_total} if done else {}


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    """Rotate the LDS phase of every kernel's eligible single-block loops (module docstring)."""
    options = {} if options is None else options
    if not options.get("rotate_lds", True):
        return program
    report = options.setdefault("_rotate_lds_report", {})
    before_lds = options.setdefault("_lds_unrotated", {})
    unrotated = options.setdefault("_unrotated", {})
    for k in program.kernels:
        if k.blocks:
            before = snapshot(k)
            r = _LdsRotator(k, target).run()
            if r:
                report[k.name] = r
                if id(k) in unrotated:
                    before_lds[id(k)] = before  # load-rotated, not LDS-rotated
                else:
                    unrotated[id(k)] = before
    return program
