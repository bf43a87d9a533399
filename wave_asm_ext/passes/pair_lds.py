"""Pair 64-bit LDS reads into ``ds_read2_b64``: a program variant for the scheduler.

Wave's emitter reads each MFMA fragment with its own ``ds_read_b64``; LLVM's
SILoadStoreOptimizer merges two such reads of one base address into one
``ds_read2_b64`` (its GEMM loops read every fragment so). The pair moves the same bytes
through the LDS port but takes one issue slot, one LDS instruction-queue entry and one
``lgkmcnt`` event instead of two, which is what a loop whose waves queue on the LDS after
each barrier is short of (gfx942 1024^3 F8 16x16x32 NONE 2x2, three waves per SIMD). The
price: the first half's reader now waits for both halves, and a pair whose offsets do
not fit the two 8-bit element fields needs its base address in a register. So this is
only a proposal; the scheduler keeps it where the cycle model finds the kernel faster.

:func:`pair_block` merges, in one basic block (no waits or nops in it: the scheduler's
input), a ``ds_read_b64`` A with a later ``ds_read_b64`` B when

* both read from the same (physical) address VGPR with no other modifier than ``offset``
  (no GDS) into physical VGPRs,
  their offsets are multiples of the element size (8 bytes) and A's destination does not
  overlap that VGPR (else B's address would be A's result);
* their destinations are adjacent register pairs whose lower one starts at an even
  register (a 128-bit tuple's alignment); the pair's destination is the two together,
  the lower pair's offset in ``offset0``;
* moving B up to A changes nothing between them: no instruction there reads or writes
  B's destination or writes what B reads (the address VGPR, EXEC), and none orders LDS
  memory or moves the issue point of a wave: an LDS store, ``s_barrier``, a message, a
  priority or mode change, a branch (memory reads between them and other LDS reads are
  free to stay).

The merged read takes A's place. Where an offset does not fit the element fields (DB-free:
the fields' width is an encoding fact, ``emit.lower.DS2_MAX_IMM``) but the difference
does, the base of the pair is computed into its own destination's first VGPR
(``v_add_u32 vD, lo_offset, vADDR`` just before it; a DS instruction reads its address
before it writes its data, so no register is added). Nothing else changes: the program
reads the same LDS bytes into the same registers.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable

from ..emit.lower import DS2_MAX_IMM
from ..isa import Instruction
from ..isa.model import Imm, Reg, memory_marked
from .common import SPACE_ALIAS, is_nop, is_waitcnt

_ELEMENT = 8   # bytes per ds_read2_b64 element (and of ds_read_b64)


def _single_read(inst: Instruction) -> tuple[Reg, Reg, int] | None:
    """(destination, address, byte offset) of a plain ``ds_read_b64``, else None. Not one
    carrying a memory-order mark (``isa.model.memory_marked``): the merged read would lose it."""
    if inst.base != "ds_read_b64" or inst.asm or memory_marked(inst):
        return None
    mods = inst.modifiers
    if any(m.name != "offset" for m in mods):
        return None
    dst, addr = inst.operand("vdst"), inst.operand("addr")
    if not (isinstance(dst, Reg) and isinstance(addr, Reg) and dst.file == "v" and addr.file == "v"):
        return None
    if dst.virtual or addr.virtual:   # adjacency means nothing before allocation (passes.regalloc)
        return None
    off = inst.mod("offset")
    offset = off.int_value if off is not None else 0
    if offset % _ELEMENT or dst.overlaps(addr):
        return None
    return dst, addr, offset


def _writes_lds(inst: Instruction) -> bool:
    return any("lds" in SPACE_ALIAS.get(sp, (sp,)) for sp in inst.mem_effects()[1])


def _merged(a: Instruction, b: Instruction, ra, rb) -> list[Instruction] | None:
    """The instructions replacing A (at A's place; B is dropped), or None if the
    offsets cannot be encoded even relative to a computed base."""
    (da, addr, oa), (db, _, ob) = ra, rb
    lo, lo_off, hi_off = (da, oa, ob) if da.index < db.index else (db, ob, oa)
    dst = Reg("v", lo.index, 4)
    e0, e1 = lo_off // _ELEMENT, hi_off // _ELEMENT
    out = []
    if max(e0, e1) > DS2_MAX_IMM:
        base = min(lo_off, hi_off)
        if abs(e0 - e1) > DS2_MAX_IMM:
            return None
        e0, e1 = (lo_off - base) // _ELEMENT, (hi_off - base) // _ELEMENT
        first = Reg("v", lo.index, 1)
        out.append(Instruction.make("v_add_u32", first, Imm(base), addr))
        addr = first
    mods = (f"offset0:{e0}",) if e0 else ()
    mods += (f"offset1:{e1}",) if e1 else ()
    read = Instruction.make("ds_read2_b64", dst, addr, modifiers=mods)
    read.leading = list(a.leading) + list(b.leading)
    return out + [read]


def pair_block(insts: list[Instruction],
               boundary: Callable[[Instruction], bool]) -> tuple[list[Instruction], int] | None:
    """``insts`` with every pairable ``ds_read_b64`` couple merged (module docstring),
    and the number of pairs; None if there is none. No read moves up past an instruction
    ``boundary`` accepts (the scheduler's region boundaries: barriers, messages, priority
    and mode changes, branches) or one that writes LDS."""
    out = list(insts)
    # the reads not paired yet, by (address, first destination register): a read with no
    # possible partner is passed over without a scan
    unpaired: Counter = Counter()
    for inst in out:
        r = _single_read(inst)
        if r is not None:
            unpaired[(r[1], r[0].index)] += 1
    pairs = 0
    i = 0
    while i < len(out):
        ra = _single_read(out[i])
        if ra is None:
            i += 1
            continue
        da, addr, _ = ra
        unpaired[(addr, da.index)] -= 1
        if not (unpaired[(addr, da.index - 2)] > 0 or unpaired[(addr, da.index + 2)] > 0):
            i += 1
            continue
        written: set = set()
        read: set = set()
        for j in range(i + 1, len(out)):
            inst = out[j]
            rb = _single_read(inst)
            # B moves up to A: nothing between may write what B reads (its address, EXEC,
            # any implicit operand) or touch what it writes
            if (rb is not None and rb[1] == addr and abs(rb[0].index - da.index) == 2
                    and min(rb[0].index, da.index) % 2 == 0 and not (inst.uses() & written)
                    and not (inst.defs() & (written | read))):
                merged = _merged(out[i], inst, ra, rb)
                if merged is not None:
                    unpaired[(addr, rb[0].index)] -= 1
                    del out[j]
                    out[i:i + 1] = merged
                    pairs += 1
                    i += len(merged) - 1
                    break
            if is_waitcnt(inst) or is_nop(inst):   # redone by the waitcnt and hazard passes
                continue
            if inst.base == "s_barrier" or boundary(inst) or _writes_lds(inst):
                break
            written |= inst.defs()
            read |= inst.uses()
        i += 1
    return (out, pairs) if pairs else None

