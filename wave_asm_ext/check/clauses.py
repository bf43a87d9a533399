"""Clause hazards: requirements on a *run* of consecutive instructions (DB ``clause_hazards``).

Today the one row is ``xnack_soft_clause``: with XNACK enabled a member of a soft clause
(consecutive SMEM, or consecutive VMEM/FLAT, instructions) may be replayed, so within a
clause of two or more members no member may write a register unit that any member reads
(itself included), and a store may not join a clause whose earlier members write
registers. Any instruction of another kind — ``s_nop`` included — ends the clause.

Program order is enough (no CFG walk): every dynamic predecessor of an instruction is
either the instruction before it in the file (fall-through) or a branch, and a branch
is never a clause member, so it ends the clause on that path.

Independent of the passes: this reads the DB row and the program model only.
"""

from __future__ import annotations

from typing import Any

from ..isa import Kernel
from .findings import Finding, InstRef, format_units


def _is_store(op: Any) -> bool:
    # LLVM asks MachineInstr::mayStore(): stores and atomics.
    return bool({"store", "atomic"} & set(op.tags))


def check_clauses(kernel: Kernel, target: Any, xnack: bool = True) -> list[Finding]:
    """Findings for every clause-hazard row of ``target`` that applies (``xnack``: the
    target id allows XNACK replay; True unless it says ``:xnack-``)."""
    rows = [r for r in target.clause_hazards if r.applies_when == "always" or (xnack and r.applies_when == "xnack_enabled")]
    out: list[Finding] = []
    name = kernel.name or "<snippet>"
    insts = kernel.instructions
    ops = [target.classify(i.mnemonic) for i in insts]
    for row in rows:
        run: list[int] = []
        run_kind = None
        for idx, (inst, op) in enumerate(zip(insts, ops)):
            kind = row.kind_of(op)
            if kind is None or kind != run_kind:
                run, run_kind = [], kind
            if kind is None:
                continue
            earlier_defs = frozenset().union(*(insts[j].defs() for j in run)) if run else frozenset()
            bad = frozenset()
            if earlier_defs:
                if _is_store(op):
                    bad = earlier_defs
                else:
                    defs = earlier_defs | inst.defs()
                    uses = frozenset().union(inst.uses(), *(insts[j].uses() for j in run))
                    bad = defs & uses
            if bad:
                producer = next((insts[j] for j in run if insts[j].defs() & (bad | inst.uses())), insts[run[0]])
                out.append(Finding(
                    kind="hazard", check=row.id, rule=f"clause_hazards.{row.id}", case=row.case, kernel=name,
                    producer=InstRef(producer.location, producer.text()), consumer=InstRef(inst.location, inst.text()),
                    required=row.wait_states, present=0, unit="wait states", registers=format_units(bad),
                ))
                run = []  # the required break (s_nop 0) would start a new clause here
            run.append(idx)
    return out
