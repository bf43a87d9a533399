"""Remove register-only ALU instructions whose results nothing reads.

An emitter (or a hand-written kernel) may leave a computation whose value no instruction
ever reads: the Wave emitter materialises the address of a ``ds_read2``/``ds_write2``
split before checking that its immediate fits the element offsets, and when it does not
the first ``v_add_u32`` is abandoned (about ten per matrix kernel). Such an instruction
costs an issue slot, a register and, worse for the scheduler, false dependences on the
register it writes (an output dependence on the next value that reuses it).

Invariants after :func:`run`: every removed instruction is a VALU or SALU instruction that
is not an MFMA, has no memory effect, no branch, writes at least one register and none of
EXEC and M0, and every register unit it writes (explicit or implicit: VCC, SCC) is dead
after it, by a backward liveness over the kernel's CFG with every register file (what
the program computes is unchanged: no instruction reads what it wrote). In a kernel that
writes EXEC a vector write may run on part of the lanes and leave the others as they
were: it does not end the life of the value before it. Removal repeats
until nothing more is dead (a removed address add can leave its own operand dead). A
kernel whose control flow leaves the kernel other than through ``s_endpgm`` (an indirect
branch or a call: what is live there is unknown) is left as it is.

``options["dce"]`` (default True) turns it off; ``options["_dce_report"]`` gets, per
kernel with removals, the number removed and their mnemonics (count per mnemonic).
"""

from __future__ import annotations

from collections import Counter

from ..isa import Instruction, Kernel, Program
from ..target import Target
from .common import VECTOR_FILES, has_opaque_code, mask_live_out, units_bits, writes_exec

#: register files whose writes always matter: EXEC masks every later vector instruction,
#: M0 is an implicit operand of instructions that do not list it
_KEPT_FILES = frozenset({"exec", "exec_lo", "exec_hi", "m0"})


def _removable(inst: Instruction) -> bool:
    """Could ``inst`` be removed if its results are dead? (pure register computation)"""
    if not (inst.is_valu or inst.is_salu) or inst.is_mfma or inst.info.branch is not None:
        return False
    rd, wr = inst.mem_effects()
    if rd or wr:
        return False
    d = inst.defs()
    return bool(d) and not any(u[0] in _KEPT_FILES for u in d)


def _leaves_kernel_unknown(kernel: Kernel) -> bool:
    return any(i.info.branch in ("indirect", "call") for i in kernel.instructions)


def _def_use(inst: Instruction, partial: bool) -> tuple[int, int]:
    """(def mask, use mask) of ``inst``; with ``partial`` (the kernel writes EXEC) a vector
    write may leave inactive lanes as they were, so it also reads what it writes: the
    value before it is not dead (``v_mov v5, 7`` ... ``s_and_saveexec`` ... ``v_mov v5, 9``
    ... ``s_or exec`` ... a read of ``v5``: the inactive lanes read the 7)."""
    d, u = inst.defs(), inst.uses()
    if partial:
        vec = frozenset(x for x in d if x[0] in VECTOR_FILES)
        if vec:
            return units_bits(d), units_bits(u | vec)
    return units_bits(d), units_bits(u)


def eliminate(kernel: Kernel) -> Counter:
    """Remove the dead instructions of ``kernel`` in place; the removed mnemonics."""
    removed: Counter = Counter()
    if _leaves_kernel_unknown(kernel):
        return removed
    cfg = kernel.cfg   # removals change no block boundary
    partial = writes_exec([b.instructions for b in kernel.blocks])
    masks: dict[Instruction, tuple[int, int]] = {}   # per instruction, across the rounds

    def def_use(inst: Instruction) -> tuple[int, int]:
        m = masks.get(inst)
        if m is None:
            m = masks[inst] = _def_use(inst, partial)
        return m

    while True:
        bits = [[def_use(i) for i in b.instructions] for b in kernel.blocks]
        live_out = mask_live_out(cfg, bits.__getitem__, len(bits))
        found = 0
        for bi, b in enumerate(kernel.blocks):
            live = live_out[bi]
            insts = b.instructions
            keep: list[Instruction] = []
            for k in range(len(insts) - 1, -1, -1):
                d, u = bits[bi][k]
                if d and not d & live and _removable(insts[k]):
                    removed[insts[k].base] += 1
                    found += 1
                    continue
                live = (live & ~d) | u
                keep.append(insts[k])
            if len(keep) != len(insts):
                b.instructions = keep[::-1]
        if not found:
            return removed


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    """Remove dead register-only ALU instructions from every kernel (module docstring)."""
    options = {} if options is None else options
    if options.get("dce", True) is False:
        return program
    report = options.setdefault("_dce_report", {})
    for k in program.kernels:
        if not k.blocks or has_opaque_code(k):
            continue
        removed = eliminate(k)
        if removed:
            report[k.name] = {"removed": sum(removed.values()), "mnemonics": dict(removed)}
    return program
