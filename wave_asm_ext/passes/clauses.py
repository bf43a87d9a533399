"""Soft-clause breaking: satisfy the DB's ``clause_hazards`` rows with ``s_nop 0``.

Invariants after :func:`run`: for every applicable row (``xnack_enabled`` rows unless the
program's target id says ``:xnack-``), no run of consecutive same-kind instructions
(a clause; the row's ``kinds``) of two or more members has a member that writes a
register unit some member reads, and no store joins a clause whose earlier members
write registers. Where the input would violate that, an ``s_nop`` of the row's wait
states is placed right before the instruction that would join the clause (the nop is
of no kind, so it ends the clause). Runs after the hazard pass: its nops already break
some clauses, and adding wait states never breaks a hazard row.

Program order is the only order that matters: an instruction's dynamic predecessor is
the previous instruction in the file or a branch, and a branch ends every clause.
Written independently of the checker (``wave_asm_ext.check``), which judges it.
"""

from __future__ import annotations

from itertools import compress

from ..isa import Imm, Instruction, Program
from ..target import Target, xnack_enabled
from .common import target_cache, units_bits


def _break(wait_states: int) -> Instruction:
    return Instruction("s_nop", (Imm(wait_states - 1),), file="<made>")


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    """Insert the ``s_nop``s that clause-hazard rows require (see module docstring)."""
    xnack = xnack_enabled(program.target_id)
    inserted = 0
    for kernel in program.kernels:
        lists = [block.instructions for block in kernel.blocks]
        inserted += break_clauses(lists, target, xnack)
        for block, insts in zip(kernel.blocks, lists):
            block.instructions = insts
    if options is not None:
        options.setdefault("_clause_breaks", 0)
        options["_clause_breaks"] += inserted
    return program


#: entries after which a :class:`_Facts` starts over (it keeps its instructions alive; a
#: cache size, not a hardware fact)
_FACTS_MAX = 500_000


class _Facts(dict):
    """One row's facts per instruction (keyed by the instruction itself): None for an
    instruction of no clause kind, else (kind, may store, units written, units read as bit
    masks); made on first sight (``__missing__``), so a block's lookups run as one
    ``map``."""

    def __init__(self, target: Target, row, kinds: dict):
        super().__init__()
        self.target, self.row, self.kinds = target, row, kinds

    def __missing__(self, inst: Instruction):
        if len(self) > _FACTS_MAX:
            self.clear()
        e = self.kinds.get(inst.mnemonic)
        if e is None:
            op = self.target.classify(inst.mnemonic)
            e = self.kinds[inst.mnemonic] = (self.row.kind_of(op), self.row.stores(op))
        f = self[inst] = None if e[0] is None else (e[0], e[1], units_bits(inst.defs()), units_bits(inst.uses()))
        return f


def break_clauses(lists: list[list[Instruction]], target: Target, xnack: bool,
                  facts: dict | None = None) -> int:
    """Insert the clause breaks into one kernel's blocks (``lists``, in file order; each list
    replaced in place by its broken copy); returns how many. The scheduler calls it on every
    candidate program it judges (``Scheduler._nops_solved``), so that its judgements see
    the program this pass will make: one ``s_nop 0`` in a hot loop shifts the lockstep of
    waves sharing a SIMD (LLVM's gfx950 1024^3 GEMM, 3 waves: 1,536 -> 1,638 clk per
    iteration). ``facts``: the caller's cache of per-instruction facts (row index ->
    :class:`_Facts`), for a caller whose instructions are not changed while it keeps it
    (the scheduler: its candidates share most instruction objects)."""
    # the DB's rows and their class-level facts are the target's: kept per target (a run
    # per file would otherwise rebuild the rows and classify every mnemonic again)
    all_rows = target_cache(target, "clause_rows", lambda: list(target.clause_hazards))
    kinds_of = target_cache(target, "clause_kinds")   # row index -> its kinds below
    rows = [(i, r) for i, r in enumerate(all_rows) if r.applies(xnack)]
    inserted = 0
    for ri, row in rows:
        kinds = kinds_of.get(ri)
        if kinds is None:
            kinds = kinds_of[ri] = {}   # mnemonic -> (clause kind, may store): class-level facts
        fs = None if facts is None else facts.get(ri)
        if fs is None:
            fs = _Facts(target, row, kinds)
            if facts is not None:
                facts[ri] = fs
        kind = None
        defs = uses = 0   # register units (bit masks) written / read by the clause so far
        for n, insts in enumerate(lists):
            # this runs on every candidate program the scheduler judges: the lookups run
            # in C (map), and the loop visits only the instructions of some kind (a fifth
            # on the fixtures); one of no kind between two of them ended the clause
            es = list(map(fs.__getitem__, insts))
            # positions that get a break before them; the block is copied only if there
            # are any
            breaks = None
            last = -1   # the last position of some kind (-1: the previous block's end)
            for i in compress(range(len(es)), es):
                if i != last + 1:   # an instruction of no kind ended the clause
                    kind = None
                last = i
                k, store, d, u = es[i]
                if k != kind:   # starts a clause
                    kind, defs, uses = k, d, u
                elif row.unsafe_join(defs, uses, d, u, store):
                    # joining would make the clause unsafe: the break ends it, this one starts the next
                    if breaks is None:
                        breaks = []
                    breaks.append(i)
                    defs, uses = d, u
                else:
                    defs |= d
                    uses |= u
            if last != len(insts) - 1:   # the block ends with an instruction of no kind
                kind = None
            if breaks:
                out: list[Instruction] = []
                prev = 0
                for i in breaks:
                    out.extend(insts[prev:i])
                    out.append(_break(row.wait_states))
                    prev = i
                out.extend(insts[prev:])
                lists[n] = out
                inserted += len(breaks)
    return inserted
