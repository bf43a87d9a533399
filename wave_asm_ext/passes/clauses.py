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


def break_clauses(lists: list[list[Instruction]], target: Target, xnack: bool) -> int:
    """Insert the clause breaks into one kernel's blocks (``lists``, in file order; each list
    replaced in place by its broken copy); returns how many. The scheduler calls it on every
    candidate program it judges (``Scheduler._nops_solved``), so that its judgements see
    the program this pass will make: one ``s_nop 0`` in a hot loop shifts the lockstep of
    waves sharing a SIMD (LLVM's gfx950 1024^3 GEMM, 3 waves: 1,536 -> 1,638 clk per
    iteration)."""
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
        kind = None
        defs = uses = 0   # register units (bit masks) written / read by the clause so far
        for n, insts in enumerate(lists):
            # positions that get a break before them; the block is copied only if there
            # are any (this runs on every candidate program the scheduler judges)
            breaks = None
            for i, inst in enumerate(insts):
                e = kinds.get(inst.mnemonic)
                if e is None:
                    op = target.classify(inst.mnemonic)
                    e = kinds[inst.mnemonic] = (row.kind_of(op), row.stores(op))
                k = e[0]
                if k is None:   # an instruction of no kind ends the clause
                    kind = None
                    continue
                d, u = units_bits(inst.defs()), units_bits(inst.uses())
                if k != kind:   # starts a clause
                    kind, defs, uses = k, d, u
                elif row.unsafe_join(defs, uses, d, u, e[1]):
                    # joining would make the clause unsafe: the break ends it, this one starts the next
                    if breaks is None:
                        breaks = []
                    breaks.append(i)
                    defs, uses = d, u
                else:
                    defs |= d
                    uses |= u
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
