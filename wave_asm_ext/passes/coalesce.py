"""Copies of loaded values coalesced: a load whose value is only copied, whole, into another
register tuple writes that tuple itself, and the copies go.

Wave's multi-stage schedules (MODULO, FOUR_STAGE) carry the tiles and fragments the
prologue loads into the K loop as ``scf.for`` iter_args; the emitter gives a carried value
its own registers and copies the initial value in (``v_mov_b32`` per dword) right after the
prologue's load. The copies read the loaded value, so the waitcnt pass must wait for the
load before them: before the loop starts, the whole global-memory latency of the
prologue's loads is exposed, where the loop's first reader of the carried value is behind
a barrier region of MFMAs. (gfx950 ``gemm_reordered`` 256x256x160 256x128x32 4x2
FOUR_STAGE: 3 ``buffer_load_dwordx4`` and 8 ``ds_read2_b64`` copied, 44 ``v_mov_b32`` behind
``vmcnt(0)`` and ``lgkmcnt`` waits, 3.7 % slower than LLVM's kernel at a DRAM miss; LLVM's
register coalescer writes the loaded values in place.) A register allocator coalesces such
copies; this pass does it on the physical program, before the scheduler sees it.

Invariants after :func:`run` (per kernel): the program computes the same values. A load
``L`` writing the tuple ``D`` (``n`` registers of one file) is retargeted to the tuple
``E`` and its copies removed only when all of this holds, in one basic block:

* ``L`` is a MUBUF, global or DS load into VGPRs without ``tfe``, ``lds`` or a
  destination it also reads (the ``_d16`` loads keep half of it);
* after ``L``, the first reader of each register ``D[j]`` is ``v_mov_b32 E[j], D[j]`` (no
  modifiers) and it is the only reader before ``D[j]`` is written again, which no
  instruction does before that copy; ``D[j]`` is dead after the copy (read again neither
  in the block nor after it, by a backward liveness over the kernel's CFG);
* ``E`` is ``n`` consecutive registers of the same file, disjoint from ``D``, starting
  where the DB's tuple alignment allows a load destination
  (``registers.vector_tuple_alignment``), named by no instruction between ``L`` and its
  copy (neither read nor written: ``L`` now writes it earlier) nor by ``L`` itself;
* no instruction between ``L`` and its last copy writes EXEC (the copies and the load see
  the same lanes).

Judged, not applied: where a kernel's copies coalesce, ``passes.pipeline`` also runs the
passes on the program as it was and keeps it where the cycle model finds it faster (the
later searches take other paths from either input: gfx942 1024^3 64x64x32 2x2 FOUR_STAGE,
coalesced 0.7 % faster at an L2 hit but 15.6 % slower at a DRAM miss, where the wide
renaming's branch no longer passed its rule).

``options["coalesce_copies"]`` (default True; ``"force"``: without the judgement; False:
off); ``options["_coalesce_report"]`` gets, per kernel with changes, the loads retargeted,
the copies removed and the verdict.
"""

from __future__ import annotations

from ..isa import Instruction, Kernel, Program
from ..isa.model import Reg
from ..target import Target
from .common import has_opaque_code, tuple_alignment
from .rotate import unit_liveness

_LOAD_FAMILIES = frozenset({"MUBUF", "GLOBAL", "FLAT", "DS"})
_EXEC = frozenset({("exec", 0), ("exec", 1)})


def _loaded_tuple(inst: Instruction) -> Reg | None:
    """The VGPR tuple a plain load writes (whole, without reading it), else None."""
    if inst.family not in _LOAD_FAMILIES or inst.info.mem != "load" or inst.has_mod("tfe") or inst.has_mod("lds"):
        return None
    regs = [op for _, op in inst.def_operands() if isinstance(op, Reg)]
    if len(regs) != 1 or regs[0].file != "v" or regs[0].virtual:
        return None
    dst = regs[0]
    if set(dst.units()) & inst.uses() or set(inst.defs()) != set(dst.units()):
        return None
    return dst


def _copy_of(inst: Instruction) -> tuple[tuple, tuple] | None:
    """(destination unit, source unit) of a plain ``v_mov_b32`` between VGPRs, else None."""
    if inst.base != "v_mov_b32" or inst.modifiers or inst.encoding not in (None, "", "e32", "e64"):
        return None
    (d,) = [op for _, op in inst.def_operands()] or [None]
    srcs = [op for _, op in inst.use_operands()]
    if (not isinstance(d, Reg) or len(srcs) != 1 or not isinstance(srcs[0], Reg) or d.file != "v"
            or srcs[0].file != "v" or d.virtual or srcs[0].virtual):
        return None
    return d.units()[0], srcs[0].units()[0]


def _coalescible(insts: list[Instruction], i: int, dst: Reg, live_out: set, regs) -> tuple[int, list[int]] | None:
    """(first register of the tuple ``E``, positions of the copies) where the load at ``i``
    can write its copies' tuple itself (module docstring), else None."""
    units = dst.units()
    mine = set(units)
    copies: dict = {}   # unit of D -> position of its copy
    n = len(insts)
    p = i + 1
    while p < n and len(copies) < len(units):
        inst = insts[p]
        read = inst.uses() & mine
        if read:
            c = _copy_of(inst)
            if c is None or c[1] in copies or read != {c[1]}:
                return None
            copies[c[1]] = p
        if inst.defs() & (mine - copies.keys()):
            return None   # a register of D written before its copy
        p += 1
    if len(copies) < len(units):
        return None
    last = max(copies.values())
    # E: consecutive, aligned, disjoint from D
    firsts = [_copy_of(insts[copies[u]])[0] for u in units]
    base = firsts[0][1]
    if any(f != ("v", base + j) for j, f in enumerate(firsts)) or mine & set(firsts):
        return None
    align, _ = tuple_alignment("v", len(units), regs)
    if base % align:
        return None
    targets = set(firsts)
    if targets & (insts[i].uses() | insts[i].defs()):
        return None
    for u, q in copies.items():
        e = ("v", base + units.index(u))
        if any(e in insts[k].uses() or e in insts[k].defs() for k in range(i + 1, q)):
            return None
    if any(insts[k].defs() & _EXEC for k in range(i + 1, last + 1)):
        return None
    # D dead after each copy: not read again before it is written, nor after the block
    for u, q in copies.items():
        for k in range(q + 1, n):
            if u in insts[k].uses():
                return None
            if u in insts[k].defs():
                break
        else:
            if u in live_out:
                return None
    return base, sorted(copies.values())


def coalesce(kernel: Kernel, target: Target) -> tuple[list[list[Instruction]], dict]:
    """The block lists of ``kernel`` with its coalescible loads retargeted and their copies
    gone (``kernel`` itself unchanged), and the counts for the report. Sweeps until one
    finds nothing (the prologue's copies form chains: the tuple one load's copies fill is
    read by a later load's copy until that one goes). One liveness: a coalesced load
    changes no block's live sets (the loaded registers were dead after their copies and
    stay unwritten; the copies' tuple is still written in the block, earlier, and read by
    nothing in between)."""
    regs = target.registers
    loads = copies = 0
    _, live_out = unit_liveness(kernel, kernel.cfg)
    lists = [list(b.instructions) for b in kernel.blocks]
    found_any = True
    while found_any:   # a removed copy may have been what kept an earlier load's tuple busy
        found_any = False
        for bi, insts in enumerate(lists):
            i = 0
            while i < len(insts):
                inst = insts[i]
                dst = _loaded_tuple(inst)
                found = None if dst is None else _coalescible(insts, i, dst, live_out[bi], regs)
                if found is not None:
                    base, at = found
                    role = next(r for r, op in inst.def_operands() if isinstance(op, Reg))
                    new = inst.copy()   # (instructions are never changed in place: snapshots share them)
                    new.set_operand(role, Reg("v", base, dst.count))
                    gone = set(at)
                    insts = [new if k == i else x for k, x in enumerate(insts) if k not in gone]
                    loads += 1
                    copies += len(at)
                    found_any = True
                i += 1
            lists[bi] = insts
    return lists, ({"loads": loads, "copies_removed": copies} if loads else {})


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    """Coalesce the copies of loaded values in every kernel (module docstring);
    ``options["_before_coalesce"]`` gets the program's text from before where any was
    (``passes.pipeline`` then judges both programs by the cycle model, unless the option
    is ``"force"``)."""
    options = {} if options is None else options
    if options.get("coalesce_copies", True) is False:
        return program
    report = options.setdefault("_coalesce_report", {})
    done = []
    for k in program.kernels:
        if not k.blocks or has_opaque_code(k):
            continue
        lists, r = coalesce(k, target)
        if r:
            report[k.name] = r
            done.append((k, lists))
    if done:
        options["_before_coalesce"] = program.text()
        for k, lists in done:
            for b, insts in zip(k.blocks, lists):
                b.instructions = insts
    return program
