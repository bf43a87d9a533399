"""Emitter-internal straight-line program on virtual registers.

The emitter produces a flat list of ``Instr`` in final order; a loop is a ``label`` pseudo
followed by its body and a back-edge branch, delimited by ``loop_begin``/``loop_end``
markers that carry no text. Registers are ``VReg`` (virtual, kind ``v`` or ``s``, a size
in dwords and an alignment); ``Sub`` is a dword sub-range view of one. Physical numbers
are assigned by :mod:`regalloc` and substituted at print time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import count
from typing import Union

_ids = count()


@dataclass(eq=False)
class VReg:
    kind: str  # "v" or "s"
    size: int = 1
    align: int = 1
    name: str = ""
    phys: int | None = None  # preassigned (system registers) or set by regalloc
    fixed: bool = False  # phys preassigned and reserved for the whole kernel
    id: int = field(default_factory=lambda: next(_ids))

    def __repr__(self) -> str:
        return f"%{self.kind}{self.id}{'_' + self.name if self.name else ''}"


@dataclass(frozen=True, eq=False)
class Sub:
    reg: VReg
    start: int
    size: int


Operand = Union[VReg, Sub, str, int]

# Instruction kinds (used by waitcnt/hazard insertion and liveness).
VALU, SALU, SMEM, VMEM_LOAD, VMEM_STORE, DS_LOAD, DS_STORE, MFMA = (
    "valu", "salu", "smem", "vmem_load", "vmem_store", "ds_load", "ds_store", "mfma")
WAIT, NOP, BARRIER, BRANCH, LABEL, MARK, ENDPGM, COMMENT = (
    "wait", "nop", "barrier", "branch", "label", "mark", "endpgm", "comment")


@dataclass(eq=False)
class Instr:
    op: str
    defs: list[Operand] = field(default_factory=list)
    srcs: list[Operand] = field(default_factory=list)
    suffix: str = ""
    kind: str = VALU
    comment: str = ""
    loop: int | None = None  # for loop_begin/loop_end marks and back-edges
    # memory ops: {"addr": affine.Lin byte address, "imm": immediate bytes, "vaddr": VReg}
    meta: dict = field(default_factory=dict)

    def regs(self, ops: list[Operand]) -> list[VReg]:
        out = []
        for o in ops:
            if isinstance(o, VReg):
                out.append(o)
            elif isinstance(o, Sub):
                out.append(o.reg)
        return out

    @property
    def def_regs(self) -> list[VReg]:
        return self.regs(self.defs)

    @property
    def use_regs(self) -> list[VReg]:
        return self.regs(self.srcs)


def fmt_operand(o: Operand) -> str:
    if isinstance(o, (VReg, Sub)):
        reg, start, size = (o, 0, o.size) if isinstance(o, VReg) else (o.reg, o.start, o.size)
        if reg.phys is None:
            return f"{reg!r}[{start}:{start + size - 1}]"
        base = reg.phys + start
        return f"{reg.kind}{base}" if size == 1 else f"{reg.kind}[{base}:{base + size - 1}]"
    return str(o)


def fmt_instr(i: Instr) -> str:
    if i.kind == LABEL:
        return f"{i.op}:"
    if i.kind == MARK:
        return f"    // {i.op}"
    if i.kind == COMMENT:
        return f"    // {i.comment}"
    ops = ", ".join(fmt_operand(o) for o in [*i.defs, *i.srcs])
    text = f"    {i.op}"
    if ops:
        text += f" {ops}"
    if i.suffix:
        text += f" {i.suffix}"
    if i.comment:
        text += f"  // {i.comment}"
    return text
