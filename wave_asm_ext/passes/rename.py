"""Anti-dependence breaking for the scheduler: block-local VGPR values move to free registers.

The input is physical: the register allocator reused registers, and every reuse is an
anti- or output dependence that orders two otherwise unrelated computations, so the list
scheduler (``passes.schedule``) could not overlap them. Before scheduling
(``options["rename"]``), each block's *local* values — defined in the block by a plain
definition, read only there, dead at its end — are reassigned to registers no other value
holds over their live range, below the highest VGPR the kernel already references (the
allocation never grows), preferring registers unused in the value's scheduling regions
(cf. LLVM's post-RA AntiDepBreaker). Liveness in input order, and so the pressure of the
input order, is unchanged. On targets whose memory instructions take AGPR data, a global
load's value that only feeds LDS stores may be staged in AGPRs instead.

:class:`Renamer` is the entry (:meth:`Renamer.rename_block`, per block); :func:`vector_limits`
gives the register limit, :func:`declare_staged_agprs` grows the kernel's declared AGPRs
after staging. A module of its own because it is a register assignment (bit-set placement
over the gaps between a block's instructions) with its own bookkeeping; of the scheduler it
needs only the instruction facts (``list_schedule.Node``) and which instructions may cross
barriers. The occupation lists and the register choice run compiled where the extension is
built (:class:`_NativeMasks`, :func:`_place_native`); the Python code (:class:`_GrowingMasks`,
:func:`_place`) stays the reference and the fallback (tests/test_rename_native.py).
"""

from __future__ import annotations

from functools import partial, reduce
from itertools import chain
from operator import or_
from typing import Callable

from ..isa import Instruction, Kernel
from ..isa.model import Reg, SrcMod
from ..sim.cycles import kernel_resources
from ..target import Target
from ..target.model import round_up
from . import native
from .common import REGS, VGPR_BITS, cross_lane, named_agprs, set_declared_vgprs
from .list_schedule import ALU_PIPES, Node, register_only


#: (mnemonic, operand count, modifier names) -> (positions of written operands, of the
#: others): the renamer asks for them per instruction. They depend on these only: the
#: operand roles on the mnemonic's form for that many operands (and, MUBUF/MTBUF, whether
#: ``lds`` is present), the written roles on the mnemonic (and, atomics, ``glc``/``sc0``;
#: LDS-DMA, ``lds``): modifier names, never their values. A key of plain strings: hashing
#: the Modifier objects or deriving the roles per instruction cost more than the lookup.
_ROLE_POSITIONS: dict[tuple, tuple[tuple[int, ...], tuple[int, ...]]] = {}


def _role_positions(inst: Instruction) -> tuple[tuple[int, ...], tuple[int, ...]]:
    mods = inst.modifiers
    key = (inst.mnemonic, len(inst.operands), tuple([m.name for m in mods]) if mods else ())
    e = _ROLE_POSITIONS.get(key)
    if e is None:
        roles = inst.roles
        droles = inst.def_roles()
        e = (tuple(p for p, r in enumerate(roles) if r in droles),
             tuple(p for p, r in enumerate(roles) if r not in droles))
        if len(_ROLE_POSITIONS) > 100_000:
            _ROLE_POSITIONS.clear()
        _ROLE_POSITIONS[key] = e
    return e


def _reg_mask(r: Reg) -> int:
    return ((1 << r.count) - 1) << r.index


#: instruction families whose loads may write AGPRs (gfx90a+, DB ``memory_data_agprs``)
_STAGING_LOADS = ("MUBUF", "GLOBAL")


def _stageable(insts: list[Instruction], k: int, readers: list[tuple[int, list[int]]]) -> bool:
    """May the local value defined by ``insts[k]`` and read by ``readers`` live in AGPRs?
    Yes if it is a global (MUBUF/GLOBAL) load's data and every read is the data operand
    of an LDS store that reads all its data from this value: both operand kinds take AGPRs
    on targets with ``memory_data_agprs``, so only register names change (one instruction's
    data operands are all VGPRs or all AGPRs: a ``ds_write2_b64`` whose halves come from two
    values — a masked tile's zeroed piece and its loaded piece — keeps both in VGPRs)."""
    d = insts[k]
    if d.info.mem != "load" or d.family not in _STAGING_LOADS:
        return False
    for j, pos in readers:
        r = insts[j]
        if r.family != "DS" or r.info.mem != "store" or any(not r.roles[p].startswith("data") for p in pos):
            return False
        if set(pos) != {p for p in range(len(r.operands)) if r.roles[p].startswith("data")}:
            return False
    return True


def declare_staged_agprs(kernel: Kernel, target: Target) -> int:
    """Grow the kernel's declared AGPRs to cover the highest AGPR its instructions name
    (staged load values, :meth:`Renamer.rename_block`). Returns how many were added."""
    named = named_agprs(kernel)
    res = kernel_resources(kernel, target)
    if named <= res["agprs"] or kernel.descriptor is None:
        return 0
    acc = kernel.descriptor_int("accum_offset")
    if acc is None:
        acc = round_up(res["vgprs"], target.registers.agpr_offset_alignment)
    set_declared_vgprs(kernel, acc, acc + named)
    if kernel.metadata is not None and ".agpr_count" in kernel.metadata:
        kernel.metadata[".agpr_count"] = named
    return named - res["agprs"]


#: :meth:`Renamer._assign`'s answer when staging has no room for every value it would stage
_UNSTAGED = object()

#: How much placement work (values placed, summed over the restarts) one block's pins may
#: cost before the block gives up and keeps its registers as allocated
#: (:meth:`Renamer._placed`): each pin restarts the placement, so a large block with many
#: pins costs quadratic time. LLVM's gfx950 GEMM with its loop body unrolled to 4,914
#: instructions met 651 restarts (4.4 s of a 5.2 s pass; ``scripts/bench_passes.py`` 174 ->
#: 1,625 ms per 1,000 instructions). The seed and matrix kernels that gain from the restarts
#: needed at most 2,688 (128 values, 21 restarts). A search-scope limit, not a hardware fact.
MAX_RESTART_PLACEMENTS = 4096


class _Pin:
    """:meth:`Renamer._assign`'s answer when value ``k`` (its def index) finds no range and
    its own registers are taken: place again with it pinned."""

    __slots__ = ("k",)

    def __init__(self, k: int):
        self.k = k


def _renamed_copy(inst: Instruction, renamed: dict[int, tuple], copies: dict | None = None) -> Instruction:
    """``inst`` with the operands at some positions renamed (position -> (register file,
    index shift, is it the definition of its value): the operand's register moved by the
    shift into that file, under the same source modifiers), see
    :meth:`Renamer.rename_block`. Its def/use
    sets follow from the original's without re-deriving them: a renamed value's units are
    touched by no other operand and no implicit register of the instruction (a local
    value is a plain definition's only VGPR def operand, its reader reads it through
    the renamed operands only), so exactly the renamed operands' old units leave the set
    they were in and their new units join it (all removals first: two values may trade
    registers within one instruction).

    ``copies``: the copies made so far for the kernel (:class:`Renamer`), by (instruction,
    renamed operands): a renaming met again returns the same copy while the instruction
    and the copy are as they were then (same operands, leading lines and comment), so the
    scheduler's per-instruction facts, the solves' and the cycle model's records are found
    by identity instead of made again (three in four copies repeat an earlier one)."""
    if copies is not None:
        key = (inst, *chain.from_iterable(renamed.items()))
        e = copies.get(key)
        if e is not None:
            ops0, c, cops = e
            if ops0 is inst.operands and c.operands is cops and c.leading == inst.leading and c.comment == inst.comment:
                return c
        c = _renamed_copy(inst, renamed)
        copies[key] = (inst.operands, c, c.operands)
        return c
    ops = list(inst.operands)
    d_old, d_new, u_old, u_new = [], [], [], []
    for p, (file, shift, is_def) in renamed.items():
        op = ops[p]
        old = op.inner if isinstance(op, SrcMod) else op
        rkey = (file, old.index + shift, old.count)
        new = REGS.get(rkey)
        if new is None:
            new = REGS[rkey] = Reg(*rkey)
        old_units, new_units = old.units(), new.units()
        if op is not old:
            new = SrcMod(new, op.neg, op.abs, op.sext, op.func_style)
        op = new
        if is_def:
            d_old.extend(old_units)
            d_new.extend(new_units)
        else:
            u_old.extend(old_units)
            u_new.extend(new_units)
        ops[p] = op
    defs, uses = inst.defs(), inst.uses()
    if d_old:
        defs = (defs - frozenset(d_old)) | frozenset(d_new)
    if u_old:
        uses = (uses - frozenset(u_old)) | frozenset(u_new)
    return inst.with_operands(ops, defs, uses)


#: log2 of the number of consecutive entries one summary mask of :class:`_GrowingMasks`
#: covers (a speed/space trade-off of the renamer's bookkeeping, not a hardware fact).
_CHUNK_SHIFT = 4


class _GrowingMasks:
    """A list of bit masks that only ever grow (``|=`` over index ranges) with fast OR
    queries over index ranges: an OR summary per chunk of ``1 << _CHUNK_SHIFT`` entries
    (the renamer asks for the union of whole scheduling regions once per value)."""

    __slots__ = ("m", "chunks")

    def __init__(self, masks: list[int]):
        self.m = masks
        step = 1 << _CHUNK_SHIFT
        self.chunks = [reduce(or_, masks[i:i + step], 0) for i in range(0, len(masks), step)]

    def add(self, a: int, b: int, mask: int) -> None:
        """m[a:b] |= mask."""
        if a >= b:
            return
        m = self.m
        m[a:b] = [x | mask for x in m[a:b]]
        ch = self.chunks
        for c in range(a >> _CHUNK_SHIFT, ((b - 1) >> _CHUNK_SHIFT) + 1):
            ch[c] |= mask

    def union(self, a: int, b: int) -> int:
        """OR of m[a:b]."""
        m = self.m
        b = min(b, len(m))
        ca = (a + (1 << _CHUNK_SHIFT) - 1) >> _CHUNK_SHIFT   # first whole chunk
        cb = b >> _CHUNK_SHIFT                                # end of the whole chunks
        if ca >= cb:
            return reduce(or_, m[a:b], 0)
        return (reduce(or_, m[a:ca << _CHUNK_SHIFT], 0) | reduce(or_, self.chunks[ca:cb], 0)
                | reduce(or_, m[cb << _CHUNK_SHIFT:b], 0))


class _NativeMasks:
    """:class:`_GrowingMasks` in the compiled extension (``native.ext.occ_*``, which keep
    the masks' low VGPR_BITS bits: the renamer's masks name no others): the same ``add``
    and ``union``, and :func:`_place` as :func:`_place_native`. Its masks are copied in."""

    __slots__ = ("cap", "add", "union")

    def __init__(self, masks: list[int]):
        ext = native.ext
        self.cap = ext.occ_new(masks)
        self.add = partial(ext.occ_add, self.cap)
        self.union = partial(ext.occ_union, self.cap)


def _masks_class(vlimit: int) -> type:
    """The renamer's occupation lists: compiled where the extension is available (placement
    then asks only for VGPRs below ``vlimit``, at most VGPR_BITS), else in Python."""
    return _NativeMasks if vlimit <= VGPR_BITS and native.available() else _GrowingMasks


def _fit_starts(free: int, count: int, limit: int) -> int:
    """Bit s set iff units s .. s+count-1 are all set in ``free`` and below ``limit``."""
    f = free & ((1 << limit) - 1)
    r = f
    for i in range(1, count):
        r &= f >> i
    return r


#: Distances :func:`_place` widens one step at a time before it switches to
#: :func:`_farthest` (a speed trade-off, not a hardware fact: both give the same answer, and
#: the compiled placement, ``occ_place`` in _native.c, walks every distance).
_LINEAR_WIDEN = 8


def _farthest(occ: "_GrowingMasks", left: int, count: int, vlimit: int, k: int, last: int, ra: int,
              rb: int, d: int, seen: int) -> int:
    """The candidates of :func:`_place`'s widening whose nearest occupation is
    farthest away, given that after ``d`` distances ``left`` is still unhit and ``seen``
    is the union of the occupations met. F(D) (the candidates whose range meets no
    occupation within D distances) only shrinks as D grows, so the answer is F of the
    largest D with F(D) non-empty, up to the span's last distance: found by doubling, then
    bisection. F(D) is the candidates ``left`` whose range misses U(D): ``seen`` and the
    occupations at distances d..D-1."""
    end = max(k - ra, rb - last - 1) + 1   # distances the span has
    union = occ.union
    r0 = last + 1

    def grown(u: int, b0: int, b1: int) -> int:
        """U(b1) from u = U(b0): the occupations at distances b0..b1-1 added, gaps k-b1+1
        .. k-b0 and r0+b0 .. r0+b1-1 inside the span (only the distances the search
        reaches are read)"""
        return u | union(max(k - b1 + 1, ra), max(k - b0 + 1, ra)) | union(r0 + b0, min(r0 + b1, rb + 1))

    # F(end), every occupation of the span met, is empty unless some candidate is never
    # met (a load's address, ``hoist``, counts only the occupations before it): the search
    # asks it too, so such a candidate wins as it does within the linear steps
    d_lo, u_lo, d_hi = d, seen, end + 1
    step = d
    while d_lo + step <= end:
        u = grown(u_lo, d_lo, d_lo + step)
        if not left & _fit_starts(~u, count, vlimit):
            d_hi = d_lo + step
            break
        d_lo, u_lo = d_lo + step, u
        step *= 2
    while d_hi - d_lo > 1:
        mid = (d_lo + d_hi) // 2
        u = grown(u_lo, d_lo, mid)
        if left & _fit_starts(~u, count, vlimit):
            d_lo, u_lo = mid, u
        else:
            d_hi = mid
    return left & _fit_starts(~u_lo, count, vlimit)


#: _PARITY[p]: every unit index of parity p (64-bit+ register tuples keep their parity).
_PARITY = (int("01" * VGPR_BITS, 2), int("10" * VGPR_BITS, 2))


def vector_limits(nodes: list[list[Node]]) -> tuple[int, int]:
    """One past the highest VGPR the code references (renaming stays below it) and one
    past the highest AGPR: VGPR v<n> is bit n of the vector masks, AGPR a<n> bit
    VGPR_BITS + n (common.VGPR_BITS)."""
    m = 0
    for l in nodes:
        for nd in l:
            m |= nd.vdefs | nd.vuses
    file_mask = (1 << VGPR_BITS) - 1
    return (m & file_mask).bit_length(), ((m >> VGPR_BITS) & file_mask).bit_length()


class _BlockFacts:
    """What :meth:`Renamer.rename_block` knows of one block before placing its values, per
    instruction index ``j`` (per gap ``g``, the gap before instruction g, for ``occ``):
    ``defs`` / ``uses`` (vector unit masks), ``occ`` (units occupied in each gap before any
    placement), the scheduling regions around each instruction (``rstart[j]``..``rend[j]``
    its own region, barriers included as boundaries; ``mstart[j]``..``mend[j]`` the span
    between branches and labels, which barrier-crossing instructions may reach),
    ``crossing`` (units each barrier-crossing instruction touches, 0 for the others) and
    ``busy`` (prefix sums of those instructions' matrix-pipe clocks)."""

    __slots__ = ("insts", "nodes", "defs", "uses", "occ", "rstart", "rend", "mstart", "mend", "crossing", "busy",
                 "spans")

    def __init__(self, insts: list[Instruction], nodes: list[Node], defs: list[int], uses: list[int],
                 occ: list[int], rstart: list[int], rend: list[int], mstart: list[int], mend: list[int],
                 crossing: "_GrowingMasks | _NativeMasks", busy: list[float]):
        self.insts, self.nodes, self.defs, self.uses, self.occ = insts, nodes, defs, uses, occ
        self.rstart, self.rend, self.mstart, self.mend = rstart, rend, mstart, mend
        self.crossing, self.busy = crossing, busy

    def crossing_near(self, k: int, last: int) -> int:
        """Units a load defined at ``k`` and last read at ``last`` should avoid: those of the
        barrier-crossing instructions (MFMAs) of its neighbouring regions, when their
        matrix-pipe clocks outlast the load's latency. The scheduler spreads them into the
        load's regions, so such a register frees later than one an earlier load's LDS
        store releases. 0 when nothing crosses into the load's regions."""
        ra, rb = self.rstart[k], self.rend[last]
        ma, me = self.mstart[k], self.mend[last]
        if not (ma < ra or rb < me):
            return 0
        # instructions [ma, ra) before the value's regions, (rb, me) after them
        after, busy = min(rb + 1, len(self.insts)), self.busy
        if busy[ra] - busy[ma] + busy[me] - busy[after] <= self.nodes[k].lat:
            return 0
        return self.crossing.union(ma, ra) | self.crossing.union(after, me)


class Renamer:
    """Renames the blocks of one kernel (:meth:`rename_block`), with what it needs of the
    scheduler: the blocks' instruction facts, which instructions may cross ``s_barrier``,
    and where a block that keeps its registers is counted. Made per kernel
    (``Scheduler.run_kernel``)."""

    def __init__(self, target: Target, nodes_of: Callable[[list[Instruction]], list[Node]],
                 alu_cross_barriers: bool, crossable: set[int], eligible_load: Callable[[Node], bool],
                 fallbacks: dict[str, int], hoist_addresses: bool = True, full_exec: bool = False,
                 copies: dict | None = None, memo: dict | None = None, context: tuple = ()):
        self.target = target
        #: block renamings already made for the kernel, by their inputs (``context``: the
        #: caller's facts they also depend on, e.g. which barriers loads may cross)
        self.memo = memo
        self.context = context
        #: the renamed copies made for the kernel, to hand out again (:func:`_renamed_copy`)
        self.copies = copies
        #: every lane of every wave is active throughout: values MFMAs read may be renamed
        self.full_exec = full_exec
        #: place a load's address by the occupations before it only (:func:`_place`); the
        #: scheduler asks for it where the kernel runs one wave per SIMD
        self.hoist_addresses = hoist_addresses
        #: the nodes of a block's instruction list (``Scheduler._nodes_of``: cached per list)
        self._nodes_of = nodes_of
        #: register-only instructions may cross s_barrier (``options["alu_cross_barriers"]``)
        self.alu_cross_barriers = alu_cross_barriers
        #: ids of the s_barrier instructions read-only global loads may cross (empty unless
        #: ``options["cross_barrier_loads"]``) and the test for such a load
        #: (``Scheduler._eligible_load``)
        self._crossable = crossable
        self._eligible_load = eligible_load
        #: the scheduler's fallback counts (the report's ``pressure_fallbacks``): each value
        #: that keeps its registers (it found no free range) counts as ``"rename"``
        self.fallbacks = fallbacks
        self.staged = 0   # load values staged in AGPRs so far

    def rename_block(self, insts: list[Instruction], live_after: int, vlimit: int,
                     staging: tuple[int, int] | None = None) -> list[Instruction]:
        """Anti-dependence breaking by reassigning block-local VGPR values (cf. LLVM's
        post-RA AntiDepBreaker, here as a linear scan over the block).

        A *local* value is defined in the block by a plain definition (one explicit VGPR
        operand; the instruction does not read it: no d16 / DPP / SDWA-preserve /
        op_sel-hi partial writes; not an MFMA result), read only inside the block by
        operands that lie wholly inside it, dead at the block end, and touched by no
        lane-crossing instruction. Every other value is *pinned* to its registers. Local
        values get registers: any range below ``vlimit`` (the
        allocation never grows; 64-bit+ tuples keep their parity) not occupied by a pinned
        or already placed value from the definition to the last read, not read by the
        defining instruction nor written by a reader (one exception: a one-register value
        whose only reader is a VALU op writing one pinned VGPR takes that register when
        it is free in the value's region up to the read, :func:`_into_reader_def`: the
        reader overwrites its own source, as LLVM's ``v_perm_b32 v37, v53, v37``, which
        orders nothing new and leaves the free registers to the other values — gfx942
        gemm_tt: the 32 ``ds_read_u16`` of an iteration issue back to back instead of in
        batches waiting for the ``v_perm_b32`` of the previous batch); among those the range whose nearest
        other occupation is farthest away, ranges unoccupied in the value's scheduling
        regions first (so the new program has as few anti/output
        dependences as possible; with ``hoist_addresses``, a load's address counts only the
        occupations before it, :func:`_place`; a load avoids registers that barrier-crossing
        MFMAs of the neighbouring regions touch when their matrix-pipe clocks exceed its
        latency: those MFMAs end up in its regions). Loads and wide tuples are placed first. Liveness in input
        order is unchanged, so the pressure of the input order is too. A value that finds
        no range keeps its own registers (:meth:`_placed`); the others are still placed.
        Returns a new list (renamed instructions are copies) or ``insts``.

        ``staging`` = (first AGPR, limit): a global load's value read only as the data of
        LDS stores (a tile on its way from memory to LDS) whose VGPR placement would share
        registers with other values of its regions goes to AGPRs in that range instead
        (:func:`_stageable`): then nothing orders the load behind the readers of those
        registers (in a loop whose fragments live across the back edge, the MFMAs).

        A pure function of those inputs and the renamer's settings: with ``memo``, a block
        met again (an identical block of another candidate program) is answered from it,
        its counts (values staged, values that kept their registers) added again."""
        if self.memo is None:
            return self._rename_block(insts, live_after, vlimit, staging)
        key = ("rename_block", tuple(insts), live_after, vlimit, staging, self.full_exec, self.hoist_addresses,
               self.alu_cross_barriers, self.context)
        e = self.memo.get(key)
        if e is not None:
            out, staged, kept = e
            self.staged += staged
            if kept:
                self.fallbacks["rename"] = self.fallbacks.get("rename", 0) + kept
            return insts if out is None else list(out)
        staged0, kept0 = self.staged, self.fallbacks.get("rename", 0)
        out = self._rename_block(insts, live_after, vlimit, staging)
        self.memo[key] = (None if out is insts else tuple(out), self.staged - staged0,
                          self.fallbacks.get("rename", 0) - kept0)
        return out

    def _rename_block(self, insts: list[Instruction], live_after: int, vlimit: int,
                      staging: tuple[int, int] | None) -> list[Instruction]:
        """:meth:`rename_block` without its memo."""
        n = len(insts)
        if n < 3:
            return insts
        nodes = self._nodes_of(insts)
        defs = [nd.vdefs for nd in nodes]
        uses = [nd.vuses for nd in nodes]
        # occ[g]: units holding a value in the gap before instruction g (g = n: after the block)
        occ = [0] * (n + 1)
        live = occ[n] = live_after
        for j in range(n - 1, -1, -1):
            live = (live & ~defs[j]) | uses[j]
            occ[j] = live
        for j in range(n):  # a written unit is occupied right after the write, read or not
            occ[j + 1] |= defs[j]
        overwrites: dict[int, list[tuple[int, int]]] = {}
        values = _local_values(nodes, defs, uses, live_after, overwrites, self.full_exec)
        # the value's units are free for its own placement while they are its: from gap k+1
        # (after its definition k) to gap last (before its last read), except that a unit
        # another instruction j overwrites inside the interval holds that write from gap
        # j+1 on (a dead write still occupies its register at that instant). A unit is
        # owned by one value at a time, so one sweep over the gaps clears them all: per gap
        # the units whose ownership starts or ends there (toggles), accumulated
        toggle = [0] * (n + 2)
        # per value (by def index): its spans of ownership as (first gap, end gap, units),
        # which it takes again where it keeps its registers (:meth:`_assign`)
        spans: dict[int, list[tuple[int, int, int]]] = {}
        for k, last, *_ in values:
            own = defs[k]
            toggle[k + 1] ^= own
            sp = spans[k] = []
            for j, b in overwrites.get(k, ()):   # by ascending j
                if j >= last:
                    break
                toggle[j + 1] ^= b
                own &= ~b
                sp.append((k + 1, j + 1, b))
            toggle[last + 1] ^= own
            sp.append((k + 1, last + 1, own))
        owned = 0
        for g in range(n + 1):
            t = toggle[g]
            if t:
                owned ^= t
            if owned:
                occ[g] &= ~owned
        if not values:
            return insts
        # scheduling regions: registers occupied only outside the value's regions cost nothing
        # (a barrier splits spans except for what may cross it: alu_cross_barriers,
        # cross_barrier_loads)
        rstart, rend, mstart = [0] * n, [n] * n, [0] * n
        cur = mcur = 0
        for j, nd in enumerate(nodes):
            if nd.boundary or nd.pipe == "BARRIER":
                cur = j + 1
            if nd.boundary:
                mcur = j + 1
            rstart[j], mstart[j] = cur, mcur
        mend = [n] * n
        cur = mcur = n
        for j in range(n - 1, -1, -1):
            if nodes[j].boundary or nodes[j].pipe == "BARRIER":
                cur = j
            if nodes[j].boundary:
                mcur = j
            rend[j], mend[j] = cur, mcur
        # registers touched by instructions that may cross a barrier (per instruction; 0
        # for the others): after scheduling they may sit in a neighbouring region
        crossing = [0] * (n + 1)
        busy = [0.0] * (n + 1)   # matrix-pipe clocks of those instructions before index j
        for j, nd in enumerate(nodes):
            busy[j + 1] = busy[j]
            if self.alu_cross_barriers and register_only(nd):
                rstart[j], rend[j] = mstart[j], mend[j]
                crossing[j] = nd.vdefs | nd.vuses
                busy[j + 1] += nd.mfma_busy
            elif self._crossable and (nd.pipe in ALU_PIPES or self._eligible_load(nd)):
                rstart[j] = mstart[j]
        # placement checks every interval, so any order is valid: long-latency load results
        # and wide tuples first (they need aligned free ranges), then the rest
        values.sort(key=lambda v: (insts[v[0]].info.mem != "load", -v[3].count, v[0]))
        # placement only asks which VGPRs below vlimit are occupied (every candidate range
        # lies below it): AGPR bits (VGPR_BITS and up) would only make each OR longer
        below = (1 << vlimit) - 1
        occ = [x & below for x in occ]
        crossing = _masks_class(vlimit)([x & below for x in crossing])
        block = _BlockFacts(insts, nodes, defs, uses, occ, rstart, rend, mstart, mend, crossing, busy)
        block.spans = spans
        kept0 = self.fallbacks.get("rename", 0)
        renamed = self._placed(block, values, vlimit, staging)
        if renamed is _UNSTAGED:
            # staging some of a tile's loads but not all measured slower (gfx950 1024^3
            # NONE at 3 waves: room for 2 of 8): all or none. Only the placement depends
            # on staging: the values, occupations and regions above are reused
            self.fallbacks["rename"] = kept0
            renamed = self._placed(block, values, vlimit, None)
        if renamed is None:
            return insts
        out = list(insts)   # a new list even if no register moved (run_kernel tells them apart)
        for j, r in renamed.items():
            out[j] = _renamed_copy(insts[j], r, self.copies)
        return out

    def _placed(self, block: "_BlockFacts", values: list[tuple], vlimit: int, staging: tuple[int, int] | None):
        """:meth:`_assign` until every value has a place: a value that finds no free range
        keeps its own registers where no value placed before it took them; where one did,
        the placement starts again with that value pinned to its registers from the
        start. Each value kept or pinned counts as a ``"rename"`` fallback (its anti- and
        output dependences stay). A block used to keep all its registers when one value
        found no range: gfx950 ``gemm_tt`` 64x256x64 NONE, whose work-item id ``v2`` lives
        through the whole block, kept its four B-tile loads in one register tuple, each
        load waiting for the last one's LDS store (+33 % model clk at a DRAM miss against
        LLVM, which loads them into four). Past :data:`MAX_RESTART_PLACEMENTS` values placed
        in restarts the block keeps its registers as allocated (None), as every such block
        did before."""
        pinned: set[int] = set()
        restarts = max(1, MAX_RESTART_PLACEMENTS // max(len(values), 1))
        while True:
            renamed = self._assign(block, values, vlimit, staging, pinned)
            if not isinstance(renamed, _Pin):
                return renamed
            if len(pinned) == restarts:   # the block keeps its registers (one fallback)
                self.fallbacks["rename"] = self.fallbacks.get("rename", 0) + 1
                return None
            pinned.add(renamed.k)

    def _assign(self, block: "_BlockFacts", values: list[tuple], vlimit: int,
                staging: tuple[int, int] | None, pinned: set[int] = frozenset()):
        """The placement of :meth:`rename_block`: per instruction index, operand position ->
        (register file, index shift, is the value's definition); _UNSTAGED if ``staging``
        has room for some of the values to stage but not all; a :class:`_Pin` naming the value that
        found no range and whose own registers an earlier placement took. ``pinned``
        (def indices): values that keep their registers, placed first.
        ``block.occ`` (units occupied per gap before any placement) is left unchanged."""
        insts, nodes, defs, uses = block.insts, block.nodes, block.defs, block.uses
        rstart, rend = block.rstart, block.rend
        n = len(insts)
        # operand position -> (register file, index shift, is the value's definition), per
        # instruction index (a position holds one value, so it is renamed at most once:
        # each instruction is copied once, at the end, :func:`_renamed_copy`)
        renamed: dict[int, dict[int, tuple]] = {}
        # where load results are held: the scheduler hoists loads and sinks their readers,
        # so other values avoid those registers in the same regions when they can
        masks = _masks_class(vlimit)
        place = _place_native if masks is _NativeMasks else _place
        held = masks([0] * (n + 1))
        occ = masks(list(block.occ))
        agpr_next = staging[0] if staging else 0
        staged_before = self.staged
        local_defs = {v[0] for v in values}
        kept0 = self.fallbacks.get("rename", 0)
        for k in pinned:
            for a, b, units in block.spans[k]:
                occ.add(a, b, units)
        for k, last, dpos, old, readers, avoid in values:
            if k in pinned:
                self.fallbacks["rename"] = self.fallbacks.get("rename", 0) + 1
                continue
            is_load = insts[k].info.mem == "load"
            m = None
            if old.count == 1 and len(readers) == 1:
                # the value's only reader writes one pinned VGPR: hold the value there (the
                # reader's own write follows its read, so no order is added; cf. LLVM's
                # v_perm_b32 v37, v53, v37): it leaves the free registers to the others
                m = _into_reader_def(occ, k, last, nodes[last], uses[k], local_defs, rstart[k], vlimit)
            if m is None:
                ra, rb = rstart[k], rend[last]
                near = block.crossing_near(k, last) if is_load else 0
                m = place(occ, k, last, old, vlimit, avoid, ra, rb,
                          near | (0 if is_load else held.union(ra, rb + 1)),
                          hoist=self.hoist_addresses and not is_load
                          and any(insts[j].info.mem == "load" for j, _ in readers))
            if m is None:
                own = block.spans[k]
                if any(occ.union(a, b) & units for a, b, units in own):
                    self.fallbacks["rename"] = kept0
                    self.staged = staged_before
                    return _Pin(k)
                for a, b, units in own:   # keeps its registers
                    occ.add(a, b, units)
                self.fallbacks["rename"] = self.fallbacks.get("rename", 0) + 1
                continue
            s0, mask = m
            # staged if the registers hold another value anywhere in the block: instructions
            # that may cross barriers (MFMAs reading a fragment) would have to stay on one
            # side of the load, so the value's own regions do not tell
            if staging and mask & occ.union(0, n + 1) and _stageable(insts, k, readers):
                a0 = round_up(agpr_next, self.target.registers.vector_tuple_alignment if old.count > 1 else 1)
                if a0 + old.count > staging[1]:
                    self.staged = staged_before
                    return _UNSTAGED
                agpr_next = a0 + old.count
                self.staged += 1
                self._moved(renamed, k, dpos, readers, ("a", a0 - old.index))
                continue
            occ.add(k + 1, last + 1, mask)
            if is_load:
                held.add(k + 1, last + 1, mask)
            if s0 == old.index:
                continue
            self._moved(renamed, k, dpos, readers, ("v", s0 - old.index))
        return renamed

    @staticmethod
    def _moved(renamed: dict[int, dict[int, tuple]], k: int, dpos: int, readers: list[tuple[int, list[int]]],
               move: tuple[str, int]) -> None:
        """Record in ``renamed`` (see :meth:`_assign`) the value defined at operand ``dpos``
        of instruction ``k`` and read by ``readers`` moved by ``move`` (file, index shift)."""
        renamed.setdefault(k, {})[dpos] = move + (True,)
        read = move + (False,)
        for j, pos in readers:
            r = renamed.setdefault(j, {})
            for p in pos:
                r[p] = read


def _value_def(inst: Instruction, dm: int, um: int):
    """(def operand position, register) if ``inst`` (writing vector units ``dm``,
    reading ``um``) may define a local value (see :meth:`Renamer.rename_block`), else None."""
    if not dm or dm >> VGPR_BITS or um & dm or inst.info.family == "MFMA" or cross_lane(inst):
        return None
    ops = inst.operands
    regs = [(p, ops[p]) for p in _role_positions(inst)[0]
            if isinstance(ops[p], Reg) and ops[p].file == "v" and not ops[p].virtual]
    if len(regs) != 1 or _reg_mask(regs[0][1]) != dm:
        return None
    return regs[0]


def _read_positions(reads: tuple[tuple[int, int], ...], dm: int, remaining: int, um: int) -> list[int] | None:
    """Operand positions through which an instruction reading ``reads`` (its explicit
    VGPR reads as (operand position, unit mask), :func:`_node_facts`) reads units ``um``
    of the value defined as ``dm`` (``remaining``: its units not yet overwritten), or None
    if the read disqualifies the value (an operand reaching outside the value, or an
    implicit read). Whether the reader may read a local value at all (lane-crossing, or it
    writes the value's units) the caller asks first."""
    pos, cover = [], 0
    for p, m in reads:
        if m & dm:
            if m & ~remaining:   # reads units of another value as well
                return None
            pos.append(p)
            cover |= m
    return pos if cover == um else None   # else an implicit read of the value


def _node_facts(nd: Node) -> tuple:
    """The renamer's facts of a node's instruction, made once per node (kept as
    ``Node.rename_facts``: a node's instruction and its def/use masks never change):
    :func:`_value_def`'s answer, the explicit VGPR reads as (operand position, unit mask)
    (operands under source modifiers included; written operands are not reads here),
    whether it may read a local value, and whether it may when every lane of every wave
    is active throughout (``full_exec``, :func:`~.common.full_wave_exec`): a lane-crossing
    reader may not, except an MFMA then, which reads its sources in all lanes, so exactly
    what the definition wrote."""
    inst = nd.inst
    ops = inst.operands
    reads = []
    for p in _role_positions(inst)[1]:
        op = ops[p]
        if isinstance(op, SrcMod):
            op = op.inner
        if isinstance(op, Reg) and op.file == "v" and not op.virtual:
            reads.append((p, _reg_mask(op)))
    cross = cross_lane(inst)
    f = nd.rename_facts = (_value_def(inst, nd.vdefs, nd.vuses), tuple(reads), not cross,
                           not cross or _mfma_reader(inst))
    return f


def _mfma_reader(inst: Instruction) -> bool:
    """An MFMA in its plain form (no DPP or other lane-moving modifier): lane-crossing only
    in that it reads every lane of its sources."""
    return (inst.base.startswith("v_mfma") and inst.encoding != "dpp"
            and not (inst.modifiers and inst.has_mod("dpp")))


def _local_values(nodes: list[Node], defs: list[int], uses: list[int], live_after: int,
                 overwrites: dict | None = None, full_exec: bool = False):
    """Every local value of the block (see :meth:`Renamer.rename_block`) as (def index, last
    read index, def operand position, register, [(reader, operand positions)], units the
    defining instruction reads or a reader writes), by def index. One forward pass: each
    VGPR unit knows the candidate value holding it (the last definition writing it), so a
    reader finds its values directly instead of every definition scanning forward for its
    readers. ``overwrites`` (if given) gets per candidate def index the (instruction index,
    unit mask) of every later write to its units, by ascending index. ``full_exec``: MFMAs
    may read local values (:func:`_node_facts`)."""
    owner = [0] * VGPR_BITS      # unit -> def index of the candidate value holding it
    owned = 0                    # units held by candidate values still alive (each by one)
    remaining: dict[int, int] = {}   # candidate def index -> its units not yet overwritten
    # candidate def index -> [dpos, register, readers, units its readers write]; in
    # ascending def index (inserted so)
    found: dict[int, list] = {}
    may_read = 3 if full_exec else 2     # the facts' entry that says whether it may read one
    for j, nd in enumerate(nodes):
        f = nd.rename_facts or _node_facts(nd)
        uj = uses[j]
        um_all = uj & owned
        if um_all:
            dj = defs[j]
            while um_all:                # each value read, by its lowest unit read
                k = owner[(um_all & -um_all).bit_length() - 1]
                rem = remaining[k]
                um_all &= ~rem
                pos = (_read_positions(f[1], defs[k], rem, uj & rem)
                       if f[may_read] and not dj & defs[k] else None)
                if pos is None:          # not a local value: forget it
                    owned &= ~rem
                    del remaining[k], found[k]
                else:
                    e = found[k]
                    e[2].append((j, pos))
                    e[3] |= dj
        dw = defs[j] & owned
        while dw:                        # overwritten units end their values there
            k = owner[(dw & -dw).bit_length() - 1]
            b = dw & remaining[k]
            dw ^= b
            remaining[k] ^= b
            owned ^= b
            if overwrites is not None:
                overwrites.setdefault(k, []).append((j, b))
        v = f[0]
        if v is not None:
            dm = defs[j]
            remaining[j] = dm
            found[j] = [v[0], v[1], [], 0]
            owned |= dm
            r = v[1]
            owner[r.index:r.index + r.count] = [j] * r.count
    return [(k, readers[-1][0], dpos, old, readers, uses[k] | rdefs)
            for k, (dpos, old, readers, rdefs) in found.items()
            if readers and not remaining[k] & live_after]


def _into_reader_def(occ: _GrowingMasks | _NativeMasks, k: int, last: int, reader: Node, avoid: int,
                     local_defs: set, ra: int, vlimit: int):
    """(register, unit mask) of the VGPR the value's only reader (instruction ``last``,
    a VALU op writing one pinned VGPR it does not otherwise read) writes, if that register
    is free from the start of the value's region through the read (gaps ra..last) and not
    read by the defining instruction (``avoid``); else None. The value then lives in the
    register its reader's result takes: the write follows the read in the same
    instruction, so the placement adds no dependence."""
    d = reader.vdefs
    if (reader.pipe != "VALU" or last in local_defs or not d or d & (d - 1) or d & reader.vuses
            or d & avoid or d >> vlimit or cross_lane(reader.inst)
            or occ.union(ra, last + 1) & d):
        return None
    return d.bit_length() - 1, d


def _place(occ: _GrowingMasks, k: int, last: int, old: Reg, vlimit: int, avoid: int, ra: int, rb: int,
           prefer_not: int = 0, hoist: bool = False):
    """(first register, unit mask) for a value live in gaps k+1..last whose scheduling
    regions span instructions ra..rb-1 (see :meth:`Renamer.rename_block`), or None. Preference:
    not in ``prefer_not`` (registers holding load results in those regions), unoccupied
    in the whole span of the regions (best fit: next to occupied registers, then the
    value's own), then farthest from any occupation inside it (own registers win ties).
    ``hoist`` (a load's address): farthest from any occupation *before* the value only.
    The scheduler issues a load as soon as its address is computed, and the address's
    definition waits for the last reader of the register it takes; what follows the
    load's read does not delay it (gfx950 1024^3 128x128x64 1x1 NONE: the symmetric
    choice put four addresses in A-fragment registers that MFMAs read until mid-loop,
    and their loads issued ~20 instructions before the wait for them). Compiled:
    :func:`_place_native`."""
    inside = avoid | occ.union(k + 1, last + 1)
    count = old.count
    need = (1 << count) - 1
    # candidate first registers as a bit set: the range fits below vlimit, is free over
    # the value's interval and (64-bit+ tuples) keeps the parity of the old register
    starts = _fit_starts(~inside, count, vlimit)
    if count > 1:
        starts &= _fit_starts(_PARITY[old.index % 2], 1, vlimit)
    if not starts:
        return None
    if prefer_not:
        s2 = starts & _fit_starts(~prefer_not, count, vlimit)
        if s2:
            starts = s2
    span = occ.union(ra, rb + 1)
    mine = old.index
    free = starts & _fit_starts(~span, count, vlimit)
    if free:  # nothing else in the regions uses them: as good as it gets. Best fit:
        # next to occupied registers (keeps aligned holes for later tuples), then the
        # value's own registers, then the lowest
        lo_snug = free & ((span << 1) | 1)                                 # below: occupied or v0
        hi_snug = free & ((span >> count) | (1 << (vlimit - count)))      # above: occupied or the limit
        group = (lo_snug & hi_snug) or (lo_snug | hi_snug) or free
    else:
        # widen the window around the value: the candidates whose nearest occupation
        # inside the span is farthest away (none at all: best)
        left = starts        # candidates with no occupation found yet
        group = 0            # those found at the latest distance
        seen = 0
        om = occ.m
        lo, hi = k, last + 1
        wb = last if hoist else rb
        while (lo >= ra or hi <= wb) and left:
            if k - lo == _LINEAR_WIDEN:   # far from the value: search the distance instead
                group, left = _farthest(occ, left, count, vlimit, k, last, ra, wb, k - lo, seen), 0
                break
            new = ((om[lo] if lo >= ra else 0) | (om[hi] if hi <= wb else 0)) & ~seen
            if new:
                seen |= new
                hit = new
                for i in range(1, count):
                    hit |= new >> i
                hit &= left
                if hit:
                    left &= ~hit
                    group = hit
            lo, hi = lo - 1, hi + 1
        if left:
            group = left
    s0 = mine if (group >> mine) & 1 else (group & -group).bit_length() - 1
    return s0, need << s0


def _place_native(occ: _NativeMasks, k: int, last: int, old: Reg, vlimit: int, avoid: int, ra: int, rb: int,
                  prefer_not: int = 0, hoist: bool = False):
    """:func:`_place` on compiled occupations (``native.ext.occ_place``, the same answer)."""
    return native.ext.occ_place(occ.cap, k, last, old.index, old.count, vlimit, avoid, ra, rb, prefer_not, hoist)
