"""Carry a K loop's last MFMAs into the next iteration: a program the scheduler may keep.

A K loop body of Wave's GEMMs opens with work that keeps the matrix pipe idle: the
``ds_write``s of the tile the last iteration loaded, the barrier after them and the first
fragment reads. List scheduling cannot fill that window from the same iteration (its MFMAs
wait for those reads), and the loop boundary keeps the last iteration's MFMAs out of it:
they all run at the body's end, where the LDS port idles instead. Several waves per SIMD do
not hide it either, since the barriers keep them in step (gfx942 1024^3 128x128x64 4x2
reordered NONE, unrolled: LDS port and matrix pipe both 2,048 clk per iteration, loop at
2,444; the last 8 MFMAs run at the top of the next iteration instead: 2,192).

:func:`carry_last_mfmas` moves up to ``count`` of a single-block loop body's last MFMAs
(those :func:`tail_fill.sink_to_loop_end` can sink to its end: no register dependence with
what they pass) from the end of iteration i to the top of iteration i+1. In the execution
trace that changes nothing (the moved MFMAs of iteration i still run after the rest of
iteration i and before anything of iteration i+1) except at the two ends:

* iteration 0 now starts with the moved MFMAs too. They run on zeros: the preheader sets
  their A and B operand registers to 0 (registers the input does not read before writing
  them in the body, so their values at the loop entry are dead), and their accumulators
  must hold the literal +0 at the loop entry (every reaching definition is a move of 0:
  the accumulators the kernel zeroes before the loop). +0 + (+0 x +0) is +0 exactly, in
  any order and rounding, so those MFMAs change no value. (Accumulators an earlier MFMA
  wrote could hold -0.0, which x + 0 turns into +0.0: zeros are never used there; a peeled
  first iteration is handled below, any other such loop is left alone.)
* the last iteration's moved MFMAs run at the top of the exit block, which only the loop
  enters (the same order as before, an MFMA touches no SCC).

A loop whose odd trip count left its first iteration peeled before it (``passes.unroll``)
does not start from zeroed accumulators, and iteration 0's moved MFMAs on zeros would not be
exact (an accumulator holding -0.0 comes out +0.0). There the preheader holds the peeled
copy of each moved MFMA instead: the same opcode on the same accumulator and operand
registers, the last write of that accumulator before the loop, with nothing after it in the
preheader reading or writing the accumulator or writing its operands. That copy is taken
out of the preheader and iteration 0's moved MFMA is the one that computes it, on the same
values in the same place of its accumulator's chain: no zeroing moves, and the trace changes
in nothing but the place where that MFMA issues (gfx942 1024^3 128x128x64 2x2 32x32x16 F8
PREFETCH, 15 trips: unrolled by two, the first iteration peeled, its loop's head is where
the matrix pipe idles). A peeled copy that adds its product to the inline constant 0
(``unroll``'s first K step) gets a move of 0 into the accumulator in its place: a product
added to a register holding 0 is the same value. The two forms do not mix in one loop (the
zeroing moves of one would overwrite the other's operands): the first eligible MFMA picks.
(Measured and not kept, session 72: a copy on other VGPRs of the same width, its operands
copied into the body's registers at the preheader's end. Exact too, and faster on five
matrix points (up to -1.6 % at a DRAM miss), but the judged chain then took another path on
gfx942 ``gemm_tt`` 1024^3 64x64x32 PREFETCH, +2.7 %: no gain in geomean.)

Only plain MFMAs move (``v_mfma_*`` with vdst, srca, srcb, srcc operands, no modifiers, the
accumulator read and written in place, physical registers); no instruction of the kernel may write EXEC (an
MFMA reads every lane; the zeroing moves write only the active ones). Nothing about the trip
count matters: the body runs at least once whatever it is, and no barrier or memory
instruction moves, so waves that leave the loop at different times are no concern.

Whether the program is faster is the cycle model's call (``variants.carried_mfmas``,
``kernel_search._finish``): MFMAs at the top of the body hold their fragment registers across the
back edge, so the next fragment reads into those registers wait for them.
"""

from __future__ import annotations

from typing import Callable

from ..isa import Instruction, Kernel
from ..isa.model import Imm, Reg
from .common import is_nop, is_waitcnt, writes_exec
from .rotate import single_block_loops, unit_liveness
from .tail_fill import sink_to_loop_end

_ZERO_NOTE = "// operand of the MFMAs the loop carries into its first iteration: zero"
_ZEROING_MOVES = ("v_mov_b32", "v_mov_b64", "v_accvgpr_write_b32", "v_accvgpr_write")


def carriable(inst: Instruction) -> bool:
    """A plain MFMA that accumulates in place: ``v_mfma_*`` with operands (vdst, srca, srcb,
    srcc), no modifiers, srcc the same registers as vdst, srca and srcb registers."""
    if not (inst.is_mfma and inst.base.startswith("v_mfma_") and not inst.modifiers):
        return False
    if inst.roles != ("vdst", "srca", "srcb", "srcc"):
        return False
    d, a, b, c = inst.operands
    # physical registers only: the zeroing moves pair VGPRs as the hardware aligns them,
    # which a virtual range (allocated later) does not promise
    return (isinstance(d, Reg) and d == c and isinstance(a, Reg) and isinstance(b, Reg)
            and a.file in ("v", "a") and b.file in ("v", "a") and not (a.virtual or b.virtual or d.virtual))


def last_fed(insts: list[Instruction], count: int,
             eligible: Callable[[Instruction], bool] = carriable) -> list[Instruction]:
    """The ``count`` ``eligible`` MFMAs of a loop body whose A/B operands the body defines
    last (the MFMAs of the last fragment reads: the ones any schedule runs last), latest
    first; ties go to the later MFMA. An operand the body does not define (loop-invariant
    or carried in) does not count; an MFMA with no other ranks last (its operands are live
    into the loop, and :func:`carry_last_mfmas` does not carry it)."""
    last_def: dict = {}
    ranked = []
    for j, inst in enumerate(insts):
        if eligible(inst):
            _, a, b, _ = inst.operands
            fed = max((last_def.get(u, -1) for u in (*a.units(), *b.units())), default=-1)
            ranked.append((fed, j, inst))
        for u in inst.defs():
            last_def[u] = j
    ranked.sort(key=lambda r: (r[0], r[1]), reverse=True)
    return [inst for _, _, inst in ranked[:count]]


def _chain_keys(insts: list[Instruction]) -> list[tuple]:
    """Per carriable MFMA of ``insts`` (in order): (its accumulator, how many MFMAs on that
    accumulator come before it). A schedule keeps each accumulator's chain in order (every
    link reads what the one before wrote), so the key names the same MFMA in any order of
    the same program."""
    seen: dict = {}
    out = []
    for inst in insts:
        if carriable(inst):
            acc = inst.operands[0].units()
            out.append((acc, seen.get(acc, 0), inst))
            seen[acc] = seen.get(acc, 0) + 1
    return out


def last_scheduled(insts: list[Instruction], order: list[Instruction], count: int,
                   eligible: Callable[[Instruction], bool] = carriable,
                   paired: list[Instruction] | None = None) -> list[Instruction]:
    """The ``eligible`` MFMAs of ``insts`` that are the last ``count`` such MFMAs of ``order``
    (the same loop body scheduled; matched by :func:`_chain_keys`). ``paired``:
    :func:`scheduled_pairs` of ``insts``' chain keys and ``order``, where the caller keeps it."""
    if paired is None:
        paired = scheduled_pairs(_chain_keys(insts), order)
    return [inst for inst in paired if eligible(inst)][-count:]


def scheduled_pairs(chain: list[tuple], order: list[Instruction]) -> list[Instruction]:
    """The carriable MFMAs of a body (``chain``: its :func:`_chain_keys`) that ``order``
    holds, in ``order``'s order."""
    mine = {(acc, n): inst for acc, n, inst in chain}
    return [mine[acc, n] for acc, n, _ in _chain_keys(order) if (acc, n) in mine]


def _zero_move(inst: Instruction) -> bool:
    src = inst.operand("src0")
    return inst.base in _ZEROING_MOVES and isinstance(src, Imm) and src.value == 0


def _zero_at_entry(entry: dict, units) -> bool:
    """Is every unit of ``units`` the literal +0 where the loop starts? ``entry``: its
    preheader's :func:`_entry_definitions`."""
    return all(entry.get(u, False) for u in units)


def _entry_definitions(kernel: Kernel, cfg, pre: int) -> dict:
    """Per unit defined on the way to the loop after block ``pre`` (walking back through
    ``pre`` and its blocks before while each is entered from one block only): is its
    definition reaching the loop a move of 0? One walk for all of a loop's accumulators
    (asked once per accumulator, each walk went back through the whole prologue)."""
    out: dict = {}
    b = pre
    seen = set()
    while b not in seen:   # (a cycle of one-predecessor blocks: unreachable code, stop)
        seen.add(b)
        for inst in reversed(kernel.blocks[b].instructions):
            d = inst.defs()
            if d and not d <= out.keys():
                zero = _zero_move(inst)
                for u in d:
                    out.setdefault(u, zero)
        preds = cfg.preds[b]
        if len(preds) != 1:
            break
        b = preds[0]
    return out


def _zeroing(regs: list[Reg]) -> list[Instruction]:
    """Moves of 0 into ``regs`` (VGPR pairs with ``v_mov_b64``, AGPRs one by one)."""
    out: list[Instruction] = []
    for r in regs:
        if r.file == "a":
            out += [Instruction.make("v_accvgpr_write_b32", Reg("a", i), Imm(0), comment=_ZERO_NOTE)
                    for i in range(r.index, r.index + r.count)]
            continue
        i = r.index
        while i <= r.last:
            if i + 1 <= r.last and i % 2 == 0:
                out.append(Instruction.make("v_mov_b64", Reg("v", i, 2), Imm(0), comment=_ZERO_NOTE))
                i += 2
            else:
                out.append(Instruction.make("v_mov_b32", Reg("v", i), Imm(0), comment=_ZERO_NOTE))
                i += 1
    return out


class _PeeledCopies:
    """A loop preheader's peeled copies of the body's MFMAs (module docstring): for a body
    MFMA, the preheader's last write of its accumulator where that is the same MFMA (or
    the same product added to the inline constant 0) and nothing after it in the preheader
    reads or writes the accumulator or writes the operands."""

    def __init__(self, insts: list[Instruction]):
        self._index(list(insts))

    def _index(self, insts: list[Instruction]) -> None:
        """Keep ``insts`` with, per register unit, the last index that writes it and the
        last that reads it: :meth:`copy_of` is asked for every MFMA the carry considers (tens
        of thousands of times per kernel search), and a backward scan of the preheader per
        ask was a few % of the whole pass."""
        self.insts = insts
        self._last_def: dict = {}
        self._last_use: dict = {}
        for j, p in enumerate(insts):
            for u in p.defs():
                self._last_def[u] = j
            for u in p.uses():
                self._last_use[u] = j

    def copy_of(self, inst: Instruction) -> int | None:
        """Index in the preheader of ``inst``'s peeled copy, or None: the last write of its
        accumulator, where that is the same product and nothing after it reads the
        accumulator or writes the operands."""
        d, a, b, _ = inst.operands
        acc, ops = d.units(), a.units() + b.units()
        j = max((self._last_def.get(u, -1) for u in acc), default=-1)
        if j < 0:
            return None
        if (any(self._last_use.get(u, -1) > j for u in acc)
                or any(self._last_def.get(u, -1) > j for u in ops)):
            return None
        return j if self._same_product(self.insts[j], inst) else None

    @staticmethod
    def _same_product(p: Instruction, inst: Instruction) -> bool:
        if not (p.is_mfma and p.base == inst.base and not p.modifiers and p.roles == inst.roles):
            return False
        (pd, pa, pb, pc), (d, a, b, _) = p.operands, inst.operands
        return (pd == d and pa == a and pb == b
                and (pc == d or (isinstance(pc, Imm) and pc.value == 0)))

    def taken(self, moved: list[Instruction]) -> tuple[list[Instruction], list[Instruction]]:
        """The preheader without the peeled copies of ``moved`` (each has one:
        :meth:`copy_of`); a copy on the inline 0 leaves a move of 0 into its accumulator at
        the preheader's end. Returns (that preheader, those moves); this index is unchanged
        (it is kept for the other programs of the kernel)."""
        where = [self.copy_of(m) for m in moved]
        assert None not in where and len(set(where)) == len(where), "carry: peeled copies changed"
        zero = [self.insts[j].operands[0] for j in where if isinstance(self.insts[j].operands[3], Imm)]
        drop = set(where)
        moves = _zeroing(zero)
        return [inst for j, inst in enumerate(self.insts) if j not in drop] + moves, moves


class _LoopFacts:
    """What :func:`carry_last_mfmas` asks of one loop of one program, whatever the count or
    the order: the kernel search asks it of the same program for every count and order it
    tries (in the emitter's fixtures ~1,000 asks of ~160 programs), and the asks cost more
    than the move itself."""

    def __init__(self, kernel: Kernel, cfg, pi: int, bi: int, live_in: set):
        self.live_in = live_in
        self.insts = [i for i in kernel.blocks[bi].instructions if not (is_waitcnt(i) or is_nop(i))]
        self.chain = _chain_keys(self.insts)
        self.peeled = _PeeledCopies(kernel.blocks[pi].instructions)
        self._entry = _entry_definitions(kernel, cfg, pi)
        self._forms: dict = {inst: _UNASKED for _, _, inst in self.chain}   # (carriable ones only)
        self._zero: dict = {}   # accumulator -> is it +0 at the entry?
        self._paired: dict = {}   # a schedule's order (its instructions) -> paired(order)

    def form(self, inst: Instruction) -> str | None:
        """How ``inst`` would be carried: "zero", "peeled", or None where it cannot be (not
        a plain MFMA, an operand's value at the entry live, or neither form fits)."""
        got = self._forms.get(inst)   # (None: not carriable)
        if got is _UNASKED:
            got = self._forms[inst] = self._form(inst)
        return got

    def _form(self, inst: Instruction) -> str | None:
        # operands whose values at the entry are dead (the body writes them before it reads
        # them) and an accumulator that is the literal +0 there, or a peeled copy that closes
        # the preheader (module docstring)
        _, a, b, _ = inst.operands
        if (set(a.units()) | set(b.units())) & self.live_in:
            return None
        acc = inst.operands[3].units()
        if acc not in self._zero:
            self._zero[acc] = _zero_at_entry(self._entry, acc)
        if self._zero[acc]:
            return "zero"
        return "peeled" if self.peeled.copy_of(inst) is not None else None

    def paired(self, order: list[Instruction]) -> list[Instruction]:
        """:func:`scheduled_pairs` of the body and ``order``."""
        key = tuple(order)
        got = self._paired.get(key)
        if got is None:
            got = self._paired[key] = scheduled_pairs(self.chain, order)
        return got


_UNASKED = object()


class _ProgramFacts:
    """:func:`carry_last_mfmas`'s facts of one program (the kernel's block lists), kept by
    those lists (their instructions are never changed in place: a program that differs is
    other lists)."""

    def __init__(self, kernel: Kernel, gen_kill: dict | None):
        self.writes_exec = writes_exec([b.instructions for b in kernel.blocks])
        self._gen_kill = gen_kill
        self._live_in: list | None = None   # (rotate.unit_liveness, made on first use)
        self._loops: dict = {}

    def loop(self, kernel: Kernel, cfg, pi: int, bi: int) -> _LoopFacts:
        """The facts of the loop with preheader ``pi`` and body ``bi`` (``kernel`` holds
        this program)."""
        got = self._loops.get(bi)
        if got is None:
            if self._live_in is None:
                self._live_in, _ = unit_liveness(kernel, cfg, self._gen_kill)
            got = self._loops[bi] = _LoopFacts(kernel, cfg, pi, bi, self._live_in[bi])
        return got


def _program_facts(kernel: Kernel, gen_kill: dict | None, facts: dict) -> _ProgramFacts:
    """The facts of the program ``kernel`` holds, from ``facts`` or made there."""
    key = tuple(tuple(b.instructions) for b in kernel.blocks)
    got = facts.get(key)
    if got is None:
        got = facts[key] = _ProgramFacts(kernel, gen_kill)
    return got


def carry_last_mfmas(kernel: Kernel, count: int, may_pass: Callable[[Instruction], bool],
                     orders: list[list[Instruction]] | None = None, moved_out: list | None = None,
                     gen_kill: dict | None = None, facts: dict | None = None) -> tuple[int, int, int]:
    """Move up to ``count`` of the last MFMAs of every eligible single-block loop body to
    its top (module docstring); ``may_pass``: the instructions an MFMA may be sunk past on
    its way to the body's end (the scheduler's region rule). Waits and nops in the loop
    bodies changed are dropped (the waitcnt and hazard passes recompute them). Returns (the
    MFMAs moved, the zeroing moves added, the peeled copies taken out of preheaders);
    (0, 0, 0): the kernel is unchanged. ``orders``: a schedule of the
    kernel's blocks (per block, the same program in another order, registers possibly
    renamed apart from the accumulators): the MFMAs carried are then the last ones of that
    order (:func:`last_scheduled`), else those :func:`last_fed` picks. ``moved_out`` receives
    (loop block, MFMA text) of every MFMA moved. ``gen_kill``: a cache for
    :func:`~.rotate.unit_liveness` kept by a caller that asks for many programs of one kernel;
    ``facts``: such a caller's cache of what this asks of each program (by its block lists)."""
    cfg = kernel.cfg
    facts = {} if facts is None else facts
    prog = _program_facts(kernel, gen_kill, facts)
    if prog.writes_exec:
        return 0, 0, 0
    moved_total = zero_total = taken_total = 0
    for pi, bi in single_block_loops(kernel, cfg):
        if sorted(cfg.succs[bi]) != [bi, bi + 1] or cfg.preds[bi + 1] != [bi]:
            continue
        if prog is None:   # (an earlier loop changed the kernel)
            prog = _program_facts(kernel, gen_kill, facts)
        loop = prog.loop(kernel, cfg, pi, bi)
        mode: list = []   # "zero" or "peeled": the first eligible MFMA's form, the loop's

        def eligible(inst: Instruction) -> bool:
            got = loop.form(inst)
            if got is not None and not mode:
                mode.append(got)
            return got is not None and got == mode[0]

        insts = loop.insts
        # the chosen ones, sunk to just before the branch back (already there: None)
        picked = (last_fed(insts, count, eligible) if orders is None
                  else last_scheduled(insts, orders[bi], count, eligible, loop.paired(orders[bi])))
        chosen = {id(i) for i in picked}
        sunk = sink_to_loop_end(insts, count, lambda i: id(i) in chosen, may_pass) or insts
        n = 0
        accs: set = set()   # (peeled form: one moved MFMA per accumulator, the copy its last write)
        while (n < count and n + 1 < len(sunk) and eligible(m := sunk[-2 - n])
               and not (mode[0] == "peeled" and m.operands[0].units() in accs)):
            accs.add(m.operands[0].units())
            n += 1
        if not n:
            continue
        moved = sunk[len(sunk) - 1 - n:-1]
        rest = sunk[:len(sunk) - 1 - n]
        kernel.blocks[bi].instructions = [m.copy() for m in moved] + rest + [sunk[-1]]
        if mode[0] == "peeled":
            kernel.blocks[pi].instructions, zeroing = loop.peeled.taken(moved)
            taken_total += len(moved)
        else:
            operands: list[Reg] = []
            for m in moved:
                for r in m.operands[1:3]:
                    if r not in operands:
                        operands.append(r)
            zeroing = _zeroing(operands)
            kernel.blocks[pi].instructions = kernel.blocks[pi].instructions + zeroing
        zero_total += len(zeroing)
        kernel.blocks[bi + 1].instructions = [m.copy() for m in moved] + kernel.blocks[bi + 1].instructions
        moved_total += len(moved)
        if moved_out is not None:
            moved_out += [(bi, m.text()) for m in moved]
        prog = None
    return moved_total, zero_total, taken_total
