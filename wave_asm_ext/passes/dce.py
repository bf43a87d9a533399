"""Remove register-only ALU instructions (and LDS reads) whose results nothing reads.

An emitter (or a hand-written kernel) may leave a computation whose value no instruction
ever reads: the Wave emitter materialises the address of a ``ds_read2``/``ds_write2``
split before checking that its immediate fits the element offsets, and when it does not
the first ``v_add_u32`` is abandoned (about ten per matrix kernel). Such an instruction
costs an issue slot, a register and, worse for the scheduler, false dependences on the
register it writes (an output dependence on the next value that reuses it).

Invariants after :func:`run`: every removed instruction is a VALU or SALU instruction, an
MFMA or an LDS read (a DS load that writes no memory, not GDS, without a memory-order
mark), has no other memory
effect, no branch, writes at least one register and none of EXEC
and M0, and no kept instruction reads a value it wrote (explicit or implicit: VCC, SCC),
by a backward liveness over the kernel's CFG with every register file that counts only
the kept instructions' reads (what the program computes is unchanged: a removed
instruction's results reach only removed instructions). That also removes values that
only feed themselves around a loop: the emitter drops the stores of a partial tile's
columns that no lane owns (gfx942 264x68x24 128x128x16 one-wave MODULO: 4 of 16 MFMAs
and their 64 accumulators, read only by the next iteration's MFMA; LLVM drops them too). In a kernel that
writes EXEC, or whose waves may start with lanes off (no ``.reqd_workgroup_size`` that is a
whole number of waves: ``common.full_wave_exec``) and that reads or writes lanes whatever
EXEC says (``common.cross_lane``), a vector write may run on part of the
lanes and leave the others as they were: it does not end the life of the value before it. Removal repeats
until nothing more is dead (a removed address add can leave its own operand dead). A
kernel whose control flow leaves the kernel other than through ``s_endpgm`` (an indirect
branch or a call: what is live there is unknown) is left as it is.

``options["dce"]`` (default True) turns it off; ``options["_dce_report"]`` gets, per
kernel with removals, the number removed and their mnemonics (count per mnemonic).
"""

from __future__ import annotations

from collections import Counter

from ..isa import Instruction, Kernel, Program
from ..isa.model import memory_marked
from ..target import Target
from .common import VECTOR_FILES, cross_lane, full_wave_exec, has_opaque_code, mask_live_out, units_bits, writes_exec

#: register files whose writes always matter: EXEC masks every later vector instruction,
#: M0 is an implicit operand of instructions that do not list it
_KEPT_FILES = frozenset({"exec", "exec_lo", "exec_hi", "m0"})


def _removable(inst: Instruction) -> bool:
    """Could ``inst`` be removed if its results are not needed? Pure register computation
    (ALU instructions and MFMAs, which read and write registers only) and LDS reads (they
    change no memory and no cache state: an unread one is only issue slots, LDS bandwidth
    and a wait — a partial tile's dead MFMAs leave their operands' ``ds_read``s so). Global
    and scalar loads stay: they touch the caches, and hand-written code may load only to
    warm them; GDS reads stay too, and so does a read carrying a memory-order mark
    (``isa.model.memory_marked``: an LDS atomic load its author marked, one a fence of the
    input orders): it synchronises whether or not its value is read."""
    if inst.info.branch is not None:
        return False
    rd, wr = inst.mem_effects()
    if inst.family == "DS" and inst.info.mem == "load":
        if wr or rd != _LDS_ONLY or inst.has_mod("gds") or memory_marked(inst):
            return False
    elif not (inst.is_valu or inst.is_salu or inst.is_mfma) or rd or wr:
        return False
    d = inst.defs()
    return bool(d) and not any(u[0] in _KEPT_FILES for u in d)


_LDS_ONLY = frozenset({"lds"})


def _leaves_kernel_unknown(kernel: Kernel) -> bool:
    return any(i.info.branch in ("indirect", "call") for i in kernel.instructions)


def _def_use(inst: Instruction, partial: bool | frozenset) -> tuple[int, int]:
    """(def mask, use mask) of ``inst``; with ``partial`` (the kernel writes EXEC: True; or
    the vector units whose inactive lanes some instruction reads) a vector write may leave
    inactive lanes as they were, so it also reads what it writes: the value before it is
    not dead (``v_mov v5, 7`` ... ``s_and_saveexec`` ... ``v_mov v5, 9`` ... ``s_or exec``
    ... a read of ``v5``: the inactive lanes read the 7)."""
    d, u = inst.defs(), inst.uses()
    if partial:
        vec = frozenset(x for x in d if x[0] in VECTOR_FILES and (partial is True or x in partial))
        if vec:
            return units_bits(d), units_bits(u | vec)
    return units_bits(d), units_bits(u)


def eliminate(kernel: Kernel, target: Target | None = None) -> Counter:
    """Remove the instructions of ``kernel`` whose results nothing needed reads, in place;
    the removed mnemonics. An instruction is needed if it is not removable (memory,
    control flow, EXEC / M0, ...) or a needed instruction reads a value it writes; the
    marking is a backward liveness that counts only needed readers, repeated until no more
    are marked. Unlike plain liveness this also finds values that only feed themselves
    around a loop (faint code): a partial tile's accumulators whose stores the emitter
    dropped, read by nothing but the next iteration's MFMA."""
    removed: Counter = Counter()
    if _leaves_kernel_unknown(kernel):
        return removed
    cfg = kernel.cfg   # removals change no block boundary
    # a vector write may leave lanes as they were where EXEC changes. Where a wave may start
    # with lanes off (a workgroup not a whole number of waves), only an instruction that
    # reaches lanes whatever EXEC says (v_writelane, MFMA, ...) writes such a lane, and only
    # one (v_readlane, DPP, MFMA, ...) reads it: a later EXEC-bound write does not end what
    # the first kind left in a register the second kind reads
    insts = [b.instructions for b in kernel.blocks]
    partial: bool | frozenset = writes_exec(insts)
    if not partial and not full_wave_exec(kernel, target):
        crossing = [i for l in insts for i in l if cross_lane(i)]
        partial = (frozenset(u for i in crossing for u in i.defs() if u[0] in VECTOR_FILES)
                   & frozenset(u for i in crossing for u in i.uses() if u[0] in VECTOR_FILES))
    masks = [[_def_use(i, partial) for i in b.instructions] for b in kernel.blocks]
    needed = [[not _removable(i) for i in b.instructions] for b in kernel.blocks]
    while True:
        counted = [[(d, u if n else 0) for (d, u), n in zip(mb, nb)] for mb, nb in zip(masks, needed)]
        live_out = mask_live_out(cfg, counted.__getitem__, len(counted))
        marked = 0
        for bi in range(len(masks)):
            live = live_out[bi]
            for k in range(len(masks[bi]) - 1, -1, -1):
                d, u = masks[bi][k]
                if not needed[bi][k] and d & live:
                    needed[bi][k] = True
                    marked += 1
                if needed[bi][k]:
                    live = (live & ~d) | u
        if not marked:
            break
    for bi, b in enumerate(kernel.blocks):
        if all(needed[bi]):
            continue
        for inst, n in zip(b.instructions, needed[bi]):
            if not n:
                removed[inst.base] += 1
        b.instructions = [inst for inst, n in zip(b.instructions, needed[bi]) if n]
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
        removed = eliminate(k, target)
        if removed:
            report[k.name] = {"removed": sum(removed.values()), "mnemonics": dict(removed)}
    return program
