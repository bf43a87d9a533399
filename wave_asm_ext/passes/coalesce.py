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
  copy (neither read nor written: ``L`` now writes it earlier) other than ``L`` reading
  its address there and the loads and copies coalesced with it (a chain of copies moving
  values along registers coalesces as a whole: :func:`_clashes`);
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
from .common import has_opaque_code, tuple_alignment, writes_exec
from .rotate import unit_liveness

_LOAD_FAMILIES = frozenset({"MUBUF", "GLOBAL", "FLAT", "DS"})


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


def _pair(insts: list[Instruction], i: int, dst: Reg, live_out: set, regs) -> tuple[int, dict] | None:
    """(first register of the tuple ``E``, copy position per register of ``D``) where the
    load at ``i`` and its copies have the shape the module docstring asks for — all of it
    but what lies between the load and its copies, which :func:`_clashes` judges for the
    loads coalesced together — else None."""
    units = dst.units()
    mine = set(units)
    copies: dict = {}   # unit of D -> position of its copy
    targets: dict = {}   # unit of D -> the unit its copy writes
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
            targets[c[1]] = c[0]
        if inst.defs() & (mine - copies.keys()):
            return None   # a register of D written before its copy
        p += 1
    if len(copies) < len(units):
        return None
    last = max(copies.values())
    # E: consecutive, aligned, disjoint from D. It may hold the load's own address (the
    # load reads that at issue and writes E when the data returns, as LLVM's
    # ``buffer_load_dword v0, v0, ...``): the emitter's prologues copy a tile into the
    # registers that held its address
    firsts = [targets[u] for u in units]
    base = firsts[0][1]
    if any(f != ("v", base + j) for j, f in enumerate(firsts)) or mine & set(firsts):
        return None
    align, _ = tuple_alignment("v", len(units), regs)
    if base % align:
        return None
    if writes_exec([insts[i + 1:last + 1]]):
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
    return base, copies


def _clashes(insts: list[Instruction], i: int, pair: tuple[int, dict], pairs: dict, copy_at: set) -> bool:
    """Does an instruction between the load at ``i`` and one of its copies name that copy's
    register of ``E``, in the program with every load of ``pairs`` (position -> pair; ``i``'s
    among them) coalesced? There, the pairs' copies are gone (``copy_at``: their
    positions) and their loads write their own ``E`` instead of ``D`` (the ``E`` of two
    pairs never overlap): the emitter's multi-stage prologues shift values along a chain
    of registers (load k's copies fill load k+1's destination), which coalesce only all
    together."""
    base, copies = pair
    units = list(copies)
    for u, q in copies.items():
        e = ("v", base + units.index(u))
        for k in range(i + 1, q):
            if k in copy_at:
                continue
            inst = insts[k]
            if k in pairs:
                other_base, other = pairs[k]
                written = {("v", other_base + j) for j in range(len(other))}
                if e in inst.uses() or e in written:
                    return True
            elif e in inst.uses() or e in inst.defs():
                return True
    return False


def coalesce(kernel: Kernel, target: Target) -> tuple[list[list[Instruction]], dict]:
    """The block lists of ``kernel`` with its coalescible loads retargeted and their copies
    gone (``kernel`` itself unchanged), and the counts for the report. Per block: every
    load of the right shape (:func:`_pair`) is a candidate; candidates whose tuples
    overlap another's, or whose tuple something else names before its copy (:func:`_clashes`,
    judged with the other candidates coalesced), drop out until the rest hold together,
    which are coalesced at once. One liveness: coalescing changes no block's live sets
    (the loaded registers were dead after their copies and stay unwritten; the copies'
    tuple is still written in the block, earlier, and read by nothing in between)."""
    regs = target.registers
    loads = copies = 0
    _, live_out = unit_liveness(kernel, kernel.cfg)
    lists = [list(b.instructions) for b in kernel.blocks]
    for bi, insts in enumerate(lists):
        pairs = {}
        for i, inst in enumerate(insts):
            dst = _loaded_tuple(inst)
            found = None if dst is None else _pair(insts, i, dst, live_out[bi], regs)
            if found is not None:
                pairs[i] = found
        dropped = True
        while dropped and pairs:
            dropped = False
            copy_at = {q for _, cp in pairs.values() for q in cp.values()}
            owner: dict = {}
            for i, (base, cp) in pairs.items():
                if any(owner.setdefault(("v", base + j), i) != i for j in range(len(cp))):
                    del pairs[i]   # two tuples overlap: the later load keeps its copies
                    dropped = True
                    break
            if dropped:
                continue
            for i, pair in pairs.items():
                if _clashes(insts, i, pair, pairs, copy_at):
                    del pairs[i]
                    dropped = True
                    break
        if not pairs:
            continue
        gone = {q for _, cp in pairs.values() for q in cp.values()}
        out = []
        for k, inst in enumerate(insts):
            if k in gone:
                continue
            if k in pairs:
                base, cp = pairs[k]
                role = next(r for r, op in inst.def_operands() if isinstance(op, Reg))
                inst = inst.copy()   # (instructions are never changed in place: snapshots share them)
                inst.set_operand(role, Reg("v", base, len(cp)))
            out.append(inst)
        lists[bi] = out
        loads += len(pairs)
        copies += len(gone)
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
