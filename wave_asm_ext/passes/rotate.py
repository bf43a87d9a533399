"""Load rotation: issue a single-block loop's global loads one iteration early.

A K loop that loads its tile at the top of the body, waits for it and writes it to LDS
exposes the whole global-memory latency once per iteration (Wave's ``schedule=NONE``
loops do; with one wave per SIMD nothing else hides it). This pass software-pipelines
such loads by one stage: each eligible load moves, with the ALU instructions computing
its address (its *slice*), from the top of iteration i+1 to the end of iteration i, and a
copy of the slice goes to the end of the preheader for iteration 0. The list scheduler
then overlaps the loads with iteration i's MFMAs and the waitcnt pass waits for them
just before their readers at the top of the next iteration.

Invariants after :func:`run` (per kernel): the program computes the same values as its
input apart from one extra (speculative) execution of each rotated load in the last
iteration, whose result is dead; a load is rotated only when all of this holds:

* the loop is one basic block ending in a conditional branch to its own label, entered
  only by falling through from the block before it (the preheader, which has no branch);
  no instruction of the kernel writes EXEC (the slice's VALU instructions then see the same
  lanes at either place);
* the slice is the load plus every instruction of the body before it that defines a
  register it (transitively) reads; all of them are register-only SALU/VALU (no memory,
  no messages, no program-counter or hardware-register access);
* the slice's inputs are not written between the new place and the old one (the rest of
  the body after the insertion point, and the body before the slice);
* what the slice writes (its registers and SCC) is dead at the insertion point and at the
  loop entry, and each reader of it outside the slice sees no other write of it in the
  new program (so it reads the copy's value);
* memory: no global store/atomic in the body after the insertion point or before the
  load, and none can execute before any ``s_barrier`` of the kernel (the condition under
  which global loads may cross barriers, see ``passes.schedule``) unless the kernel's
  workgroup is one wave (``common.single_wave_workgroup``: no other wave reads after a
  barrier what this one stored before it); the load's buffer is never stored to;
* the speculative load is harmless: a MUBUF load through a buffer resource whose
  ``num_records`` word is set once in the kernel by ``s_mov_b32`` of a constant other
  than all ones, whose base (dwords 0-1) the loop does not write and whose stride and
  ADD_TID fields are provably 0 (a raw buffer: ``_field_zero``), with a zero ``soffset``
  (the hardware range check of a raw buffer, which covers the VGPR and instruction offsets,
  then returns 0 outside the buffer; inside it the read has no side effect). This takes
  ``num_records`` as the extent of the memory behind the resource, as the emitter writes
  it: a hand-written kernel whose ``num_records`` overstates its buffer (a large constant
  to switch the check off in effect) may have the load one iteration early read up to one
  step past its data; schedule such a kernel with ``rotate_loads`` off
  (``--no-rotate-loads``);
* the loaded value is read only by body instructions after the load (they are renamed
  to its new registers): none reads it past the loop or across the back edge;
* loads whose slices share a register that other instructions of the body also write (the
  emitter computes one address for a row of ``buffer_load_ushort`` into a register it
  reused earlier for another value) move together, with one copy of the slices' union,
  where every reader of the union's registers outside it is one of those loads
  (:meth:`_Rotator.address_sharers`; end-of-body placement only): moved alone, the first
  load's slice would leave the others reading the earlier value. gfx942 ``gemm_tt``
  128x256x576 F8 NONE: B's 16 loads on one address, loop 2,013 -> 1,850 clk per
  iteration at an L2 hit (LLVM 1,956);
* the loaded value gets fresh VGPRs above the kernel's allocation (so the MFMA phase's
  registers stay free for the scheduler), and only if that keeps the kernel's occupancy
  (DB occupancy rule with its SGPR, LDS and workgroup limits) and the architectural
  VGPR limit; the kernel descriptor and metadata VGPR counts are updated. Failing that,
  in a loop whose LDS phase stays where it is (the body stores its tile before reading
  any, and LDS is touched after the loop, so ``passes.rotate_lds`` cannot move the
  reads), allocated VGPRs live neither into nor out of the loop and named by no body
  instruction up to the value's last reader or from the copy's place on
  (:meth:`_Rotator.free_across_back_edge`: the MFMA fragments, dead from their last
  MFMA to the next iteration's reads; output-tile fission's first K loop).

In a loop ``passes.unroll`` unrolled, a load whose last reader (its LDS store) is
followed by an ``s_barrier`` is placed right after that reader instead of at the end of the
body (the copies are barrier phases apart and the scheduler never moves a load across a
barrier by default: at the end of the body a copy's load would only have the last phase
to arrive in); a loop counter the slice reads (an SGPR every body definition of which is a
constant step) is then read advanced by the steps the body takes after the new place and
before the slice (``s_add_u32`` into the reading SALU instruction's own destination; the
preheader's copy adds the steps before the slice); where new VGPRs would cost occupancy,
allocated VGPRs that no body instruction names and that are live neither into nor out of
the loop may hold the value. gfx950 1024^3 64x64x32 2x2 NONE, 8 waves: the loop at a DRAM
miss 87.2 -> 64.05 clk per tile (bound 64). A load with no barrier after its last reader
(the second copy of an unrolled PREFETCH body: its LDS stores end the body) is placed at
the end of the body, and where that is refused (its slice would take in the counter step
between the copies, a live SGPR), early after all; the program without those early
placements is kept as ``options["_partly_rotated"]`` (snapshot, report), a variant the
scheduler judges too (neither wins everywhere: with every copy's loads rotated, gfx942
1024^3 64x64x32 1x1 PREFETCH keeps its loop unrolled at 1,076 clk per two tiles at both
latencies, bound 1,024, where it ran 564 / 662 per tile, whole kernel -18 % at a DRAM miss;
gfx950 1024^3 128x128x64 2x2 F8 PREFETCH unrolled lost 1.6 % at an L2 hit). The unrolled
loop is rotated twice, as unrolled and with its later copies' address registers renamed
(:func:`_with_second_copies_renamed`); where both rotate every load but the renamed one
places more of them earlier, the search also finishes that one and keeps it where it is
faster (``options["_loads_ahead"]``, "loads rotated ahead").

``options["rotate_loads"]`` (default True) turns the pass off. The report per kernel
(``options["_rotate_report"]``) gives the loops touched, loads rotated and VGPRs added.
Rotation is a candidate, not a decision: ``options["_unrotated"]`` keeps each rotated
kernel's previous state (:func:`snapshot`), and the scheduler schedules both programs and
keeps the rotated one only if it is estimated faster (it can cost more instructions and
registers than it saves, e.g. where other waves already hide the load); the metadata
text is re-serialised (new ``.vgpr_count``) once that is decided.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import defaultdict
from typing import NamedTuple

from ..isa import Instruction, Kernel, Program
from ..isa.model import Imm, Reg, capture_point_ids
from ..sim.cycles import kernel_resources
from ..sim.cycles_trace import step_of
from ..target import Target
from .common import (block_gen_kill, declared_vgprs, global_store_bases, global_write, global_writes_reach_barrier,
                     has_opaque_code, lds_after_exit, live_sets, order_point, set_declared_vgprs, single_wave_workgroup,
                     writes_exec)

#: Families whose instructions only compute on registers (and SCC/VCC/M0/EXEC reads).
_ALU_FAMILIES = frozenset({"SOP1", "SOP2", "SOPC", "SOPK", "VOP1", "VOP2", "VOP3", "VOP3P", "VOPC"})
#: ALU instructions that still observe or change state beyond their register operands.
_STATEFUL = ("getpc", "setpc", "swappc", "getreg", "setreg", "movrel", "rfe", "cbranch", "call",
             "memtime", "memrealtime", "sendmsg", "setprio", "trap")


#: num_records of all ones is the "unknown extent" convention (LLVM's buffer fat pointers
#: without a size): no bound on where a speculative access may land.
_DWORD = 0xFFFFFFFF


_SCC = ("scc", 0)
_SALU_FAMILIES = frozenset({"SOP1", "SOP2", "SOPK"})


def _position(insts: list[Instruction], inst: Instruction, after: int) -> int:
    """Index of ``inst`` (by identity) in ``insts`` after position ``after``."""
    for k in range(after + 1, len(insts)):
        if insts[k] is inst:
            return k
    raise ValueError(f"{inst.text()} is not in the loop body")


def _steps_in(body: "_Body", unit, lo: int, hi: int) -> int:
    """Total constant step of counter ``unit`` over ``body.insts[lo:hi]``."""
    return sum(step_of(body.insts[j], unit[1]) for j in body.defpos.get(unit, ()) if lo <= j < hi)


def _counters(body: "_Body") -> frozenset:
    """SGPR units every body definition of which is a constant step (loop counters)."""
    return frozenset(u for u, pos in body.defpos.items()
                     if u[0] == "s" and isinstance(u[1], int)
                     and all(step_of(body.insts[j], u[1]) is not None for j in pos))


def address_slice(body: "_Body", p: int, counters: frozenset, lo: int = 0) -> set[int] | None:
    """Indices of the instruction at ``p`` and the body instructions from ``lo`` on that
    compute its operands, transitively (the definitions of ``counters`` left out: a copy reads
    those advanced instead); None where one of them is not register-only."""
    sl = {p}
    work = [p]
    while work:
        j = work.pop()
        for u in body.insts[j].uses():
            d = body.reaching(u, j)
            if d is None or d < lo or d in sl or u in counters:
                continue
            if not register_only(body.insts[d]):
                return None
            sl.add(d)
            work.append(d)
    return sl


def _load_alignment(width: int) -> int:
    """Where a rotated load's new ``width``-register destination starts (a multiple of this)."""
    return 4 if width >= 4 else 2 if width >= 2 else 1


def register_only(inst: Instruction) -> bool:
    if inst.family not in _ALU_FAMILIES or inst.is_mfma or inst.info.branch is not None:
        return False
    rd, wr = inst.mem_effects()
    return not rd and not wr and not any(s in inst.base for s in _STATEFUL)


def unit_liveness(kernel: Kernel, cfg, blocks: dict | None = None) -> tuple[list[set], list[set]]:
    """Live-in / live-out register units per block (every register file, SCC included).
    ``blocks``: a cache of :func:`~.common.block_gen_kill` by a block's instructions, for
    a caller that asks again after changing a few blocks (load rotation, per load)."""
    blocks = {} if blocks is None else blocks
    gen, kill = [], []
    for b in kernel.blocks:
        key = tuple(b.instructions)
        e = blocks.get(key)
        if e is None:
            e = blocks[key] = block_gen_kill([(inst.defs(), inst.uses()) for inst in b.instructions])
        gen.append(e[0])
        kill.append(e[1])
    return live_sets(cfg, gen, kill)


def _bounded_srds(kernel: Kernel, target: Target, blocks: set[int], loop: int) -> set[frozenset]:
    """Buffer resources (as unit sets) of the kernel's MUBUF loads whose num_records word
    (dword 2) has exactly one definition in ``blocks``, an ``s_mov_b32`` of a constant, whose
    base address (dwords 0-1) the loop body (block ``loop``) does not write, and whose
    stride and ADD_TID fields are provably 0 (:func:`_field_zero`): the range check bounds
    an offset from the base only for such a raw buffer (DB ``global_memory.
    buffer_resource_fields``; with a stride it tests the index, and an ``offen`` load past
    the end reads past the allocation), and a base the loop advances would let the
    speculative last load read past the buffer within the bound.
    ``blocks``: those from which the loop being rotated can be reached (``CFG.blocks_reaching``):
    a definition in a block that runs only after the loop (an epilogue reusing the SGPRs
    for a store's lane mask, as the emitter does on partial tiles) cannot change the
    bound the loop's loads see."""
    defs: dict = defaultdict(list)
    for bi in blocks:
        for inst in kernel.blocks[bi].instructions:
            for u in inst.defs():
                defs[u].append(inst)
    in_loop = {u for inst in kernel.blocks[loop].instructions for u in inst.defs()}
    gm = target.data["global_memory"]
    fields = gm["buffer_resource_fields"]["value"]
    pointers = _pointer_args(kernel) if gm["pointer_high_bits_zero"]["value"] else _Pointers(False, None, frozenset())
    raw = [(f["dword"], ((1 << f["width"]) - 1) << f["shift"]) for f in (fields["stride"], fields["add_tid_enable"])]
    out: set[frozenset] = set()
    for bi in blocks:
        for inst in kernel.blocks[bi].instructions:
            rsrc = inst.operand("srsrc") if inst.family == "MUBUF" else None
            if not isinstance(rsrc, Reg) or len(rsrc.units()) != 4 or any(u in in_loop for u in rsrc.units()[:2]):
                continue
            units = rsrc.units()
            d = defs.get(units[2], [])
            src = d[0].operand("src0") if len(d) == 1 and d[0].base == "s_mov_b32" else None
            if isinstance(src, Imm) and src.value & _DWORD != _DWORD \
                    and all(_field_zero(defs, units[k], mask, pointers) for k, mask in raw):
                out.add(frozenset(units))
    return out


class _Pointers(NamedTuple):
    """What :func:`_field_zero` may take as a pointer's high dword (DB ``global_memory.
    pointer_high_bits_zero``: ``fact``): an ``s_load`` through the kernarg segment pointer
    (``kernarg``: its SGPR pair, None without a descriptor and metadata) of a kernarg byte
    offset in ``high_dwords`` (the high dword of a ``global_buffer`` argument)."""

    fact: bool
    kernarg: tuple | None
    high_dwords: frozenset


def _pointer_args(kernel: Kernel) -> _Pointers:
    """:class:`_Pointers` of ``kernel`` where the DB fact holds: its descriptor's user SGPR
    layout and its metadata's ``global_buffer`` arguments."""
    from ..sim.emu_loader import abi_from_directives

    if kernel.descriptor is None or not kernel.metadata:
        return _Pointers(True, None, frozenset())
    at = next((pos for what, pos, _n in abi_from_directives(kernel).user_sgprs if what == "kernarg_segment_ptr"), None)
    if at is None:
        return _Pointers(True, None, frozenset())
    return _Pointers(True, (("s", at), ("s", at + 1)),
                     frozenset(a.offset + 4 for a in kernel.args if a.value_kind == "global_buffer" and a.size == 8))


def _field_zero(defs: dict, unit, mask: int, pointers: _Pointers, depth: int = 0) -> bool:
    """Is ``unit & mask`` provably 0 wherever the loop reads it? Its one definition (in the
    blocks ``defs`` covers) is an ``s_mov_b32`` of a constant clear under ``mask`` or a copy
    of such a register, an ``s_and_b32`` with such an operand (LLVM's ``0xffff`` mask of a
    pointer's high dword), or an ``s_load`` of the high dword of a ``global_buffer`` kernel
    argument (DB ``global_memory.pointer_high_bits_zero``: ``pointers``)."""
    d = defs.get(unit, [])
    if len(d) != 1 or depth > 8:
        return False
    inst = d[0]

    def clear(op, m: int = mask) -> bool:
        if isinstance(op, Imm):
            return op.value & m == 0
        return isinstance(op, Reg) and len(op.units()) == 1 and _field_zero(defs, op.units()[0], m, pointers, depth + 1)

    if inst.base == "s_mov_b32":
        return clear(inst.operand("src0"))
    if inst.base == "s_and_b32":
        return clear(inst.operand("src0")) or clear(inst.operand("src1"))
    if inst.base == "s_addc_u32" and pointers.fact:
        # the high dword of a pointer plus the carry of an offset added to its low dword
        # (a base advanced within its buffer, as the emitter's folded descriptors do): still
        # a user address's high dword, below 2^15, so the carry reaches no field bit. The
        # carry can only reach the field's lowest bit through the bit below it, so that bit
        # must be clear too (0xffff + carry is 0x10000: a constant or a mask alone is not
        # enough)
        ops = (inst.operand("src0"), inst.operand("src1"))
        below = (mask & -mask) >> 1
        return any(isinstance(o, Imm) and o.value == 0 for o in ops) \
            and all(clear(o, mask | below) for o in ops if not isinstance(o, Imm))
    if inst.base.startswith("s_load_dword") and pointers.kernarg is not None:
        dst, sbase, off = inst.operand("sdst"), inst.operand("sbase"), inst.operand("soffset")
        if not (isinstance(dst, Reg) and isinstance(sbase, Reg) and isinstance(off, Imm)) \
                or tuple(sbase.units()) != pointers.kernarg or inst.mod("offset") is not None:
            return False
        return off.value + 4 * list(dst.units()).index(unit) in pointers.high_dwords
    return False


def self_loops(kernel: Kernel, cfg) -> list:
    """The CFG loops that are one block ending in a conditional branch to itself."""
    out = []
    for lp in cfg.loops:
        if len(lp.body) != 1:
            continue
        b = kernel.blocks[lp.header]
        term = b.terminator
        if term is not None and term.info.branch == "cond" and term.branch_target() == b.label:
            out.append(lp)
    return out


def single_block_loops(kernel: Kernel, cfg) -> list[tuple[int, int]]:
    """(preheader, body) of every :func:`self_loops` loop entered only by falling through
    from the block before it."""
    out = []
    for lp in self_loops(kernel, cfg):
        bi = lp.header
        others = [x for x in cfg.preds[bi] if x != bi]
        if others != [bi - 1] or cfg.succs[bi - 1] != [bi] or kernel.blocks[bi - 1].terminator is not None:
            continue
        out.append((bi - 1, bi))
    return out


def unordered_loops(kernel: Kernel, cfg, target: Target) -> list[tuple[int, int]]:
    """The :func:`single_block_loops` whose body holds no order point (an ordered access, DB
    ``waitcnt_rules.ordered_access``, or a cache invalidate or writeback:
    ``common.order_point``): the loops whose memory operations a pass may move across
    iterations (load rotation, LDS-phase rotation, carried-load hoisting). A load moved
    across an order point would be issued before an acquiring load or an invalidate, or
    after a releasing store (session 83). Nor a capture point (``isa.model.WAIT_MARK``,
    ``CLOSING_MARK``: ``passes.fences`` places none in such a loop; this keeps it so): moved
    across iterations, it would capture another iteration's operations."""
    return [(pi, bi) for pi, bi in single_block_loops(kernel, cfg)
            if not any(order_point(i, target) or capture_point_ids(i)
                       for i in kernel.blocks[bi].instructions)]


class _Body:
    """Positions of definitions per register unit in a loop body (reaching-definition queries)."""

    def __init__(self, insts: list[Instruction]):
        self.insts = insts
        self.defpos: dict = defaultdict(list)
        #: writes[j]: global writes among insts[:j] (legal_at asks per tried place)
        self.writes = [0] * (len(insts) + 1)
        for j, inst in enumerate(insts):
            for u in inst.defs():
                self.defpos[u].append(j)
            self.writes[j + 1] = self.writes[j] + global_write(inst)

    def reaching(self, unit, j: int) -> int | None:
        """Index of the last definition of ``unit`` before position ``j`` (None: from outside)."""
        pos = self.defpos.get(unit)
        if not pos:
            return None
        k = bisect_left(pos, j) - 1
        return pos[k] if k >= 0 else None

    def defined_in(self, unit, lo: int, hi: int, exclude=frozenset()) -> bool:
        return any(lo <= j < hi and j not in exclude for j in self.defpos.get(unit, ()))


class _Rotator:
    def __init__(self, kernel: Kernel, target: Target, early: bool = False, fallback: bool = True):
        self.kernel = kernel
        self.target = target
        #: in an unrolled loop, a load whose late placement is refused is placed early
        #: (:meth:`rotate_loads`); ``placed_early_after_all`` counts them
        self.fallback = fallback
        self.placed_early_after_all = 0
        #: body instructions after each rotated load's copy, summed (how early the copies
        #: sit: a load placed at the end of the body has one instruction's worth of the
        #: iteration to arrive in, one placed after its first-copy reader most of it)
        self.ahead = 0
        #: the kernel's loops were unrolled (``passes.unroll``): place each copy's load
        #: early (:meth:`_insertion_point`), in allocated registers dead across the loop if
        #: new ones would cost occupancy (:meth:`dead_registers`)
        self.early = early
        self.early_here = False     # early placement for the load being rotated
        #: the loop being rotated keeps its LDS phase (see run): values may reuse fragments
        self.lds_phase_fixed = False
        self.counters: frozenset = frozenset()
        #: indices of the loads being rotated (their values go to new registers: legal_at)
        self.moving: set[int] = set()

    def _kernel_facts(self) -> None:
        """Kernel-wide facts the eligibility and register checks need (only computed for a
        kernel that has a candidate loop: most kernels have none)."""
        kernel, target = self.kernel, self.target
        self.stored = global_store_bases(kernel)
        self._bounded: dict[int, set[frozenset]] = {}   # per loop block (bounded_srds)
        self.res = kernel_resources(kernel, target)
        self.occupancy = self._occupancy(self.res["vgprs"])
        used = [u[1] for inst in kernel.instructions for u in inst.defs() | inst.uses()
                if u[0] == "v" and isinstance(u[1], int)]
        self.next_vgpr = max(self.res["vgprs"], max(used, default=-1) + 1)

    def _occupancy(self, vgprs: int) -> int:
        r = self.res
        return self.target.occupancy(vgprs, r["agprs"], r["sgprs"], r["lds_bytes"], r["workgroup_waves"])

    @staticmethod
    def buffer_load(inst: Instruction) -> bool:
        """A MUBUF load into VGPRs: the form :meth:`eligible` asks for before its kernel facts."""
        return inst.family == "MUBUF" and inst.info.mem == "load" and not inst.has_mod("lds")

    def bounded_srds(self, loop: int) -> set[frozenset]:
        """:func:`_bounded_srds` for the loop whose body is block ``loop``."""
        if loop not in self._bounded:
            self._bounded[loop] = _bounded_srds(self.kernel, self.target, self.kernel.cfg.blocks_reaching(loop), loop)
        return self._bounded[loop]

    def eligible(self, inst: Instruction, loop: int) -> bool:
        """A speculation-safe global load, in the loop whose body is block ``loop``, from a
        read-only buffer whose range check bounds it there."""
        if not self.buffer_load(inst):
            return False
        rsrc = inst.operand("srsrc")
        dst = inst.operand("vdata")
        soff = inst.operand("soffset")
        # the range check covers the VGPR and instruction offsets, not soffset
        return (isinstance(soff, Imm) and soff.value == 0 and isinstance(rsrc, Reg)
                and frozenset(rsrc.units()) in self.bounded_srds(loop)
                and frozenset(rsrc.units()) not in self.stored
                and isinstance(dst, Reg) and dst.file == "v" and not dst.virtual)

    # -- one load -------------------------------------------------------------------
    def slice_of(self, body: _Body, p: int) -> set[int] | None:
        """Indices of the load at ``p`` and the body instructions computing its operands
        (a loop counter's steps excluded where the copy may read it advanced)."""
        return address_slice(body, p, self.counters)

    def _lowest_place(self, body: _Body, sl: set[int]) -> int:
        """A place ``q`` below which :meth:`legal_at` refuses the slice anyway: an input it
        reads from before the loop body (no reaching definition in the body before it) must
        not be redefined at or after ``q``, so ``q`` lies past the input's last definition
        in the body (loop counters excepted where the early placement advances them). The
        search for a place starts there instead of trying every position before it (an
        unrolled one-wave GEMM body of ~900 instructions: ~300 places refused per load)."""
        lowest = 0
        for j in sl:
            for u in body.insts[j].uses():
                if self.early_here and u in self.counters:
                    continue
                pos = body.defpos.get(u)
                if pos and body.reaching(u, j) is None:
                    lowest = max(lowest, pos[-1] + 1)
        return lowest

    def legal_at(self, body: _Body, sl: set[int], q: int, live_at_q: set, live_in: set,
                 offsets: dict | None = None) -> bool:
        """Can the slice ``sl`` run at ``q`` (before ``body.insts[q]``) for the next
        iteration? With ``offsets`` (a dict to fill), a slice input that is a loop counter
        (:func:`_counters`) may be read advanced: the steps the body takes after ``q`` and
        before the slice reads it are recorded, and the copy adds them
        (:meth:`_advanced_copies`)."""
        insts = body.insts
        n = len(insts)
        p = max(sl)
        # memory: the load moves across body[q:] and body[:p]
        w = body.writes
        if w[n] - w[q] or w[p]:
            return False
        # the copies run back to back: a reader left in the body sees the value of the
        # last slice instruction writing the unit, whichever slice write it read before
        last_def: dict = {}
        for j in sorted(sl):
            for u in insts[j].defs():
                last_def[u] = j
        for j in sl:
            inst = insts[j]
            # inputs: not rewritten between the insertion point and their old place
            for u in inst.uses():
                d = body.reaching(u, j)
                if offsets is not None and u in self.counters and (d is None or d not in sl):
                    step = _steps_in(body, u, q, n) + _steps_in(body, u, 0, j)
                    if offsets.setdefault(u, step) != step:
                        return False
                elif d is None and body.defined_in(u, q, n):
                    return False
            renamed = set(inst.operand("vdata").units()) if j in self.moving else ()
            for u in inst.defs():
                if u in renamed:
                    # the load's value goes to new registers its renamed readers read: in
                    # the body only the copy writes them, after the last reader (early
                    # placement starts there) or at the end (late: the value must not live
                    # across the back edge or out of the loop, where a reader that is not
                    # renamed would read it)
                    if not self.early_here and (u in live_at_q or u in live_in):
                        return False
                    continue
                if u in live_at_q or u in live_in:
                    return False
                # readers outside the slice must see the copy's value in the new program
                for r in range(j + 1, n):
                    other = insts[r]
                    if r not in sl and u in other.uses():
                        if (last_def[u] != j or body.defined_in(u, 0, r, exclude=sl)
                                or body.defined_in(u, q, n, exclude=sl)):
                            return False
                    if u in other.defs():
                        break
        return True

    @staticmethod
    def exit_test(insts: list[Instruction]) -> int:
        """Index of the first instruction computing the loop branch's condition (the
        ``s_cmp`` before ``s_cbranch_scc1``; the branch itself if it is computed elsewhere).
        Copies go right before it, after earlier copies: a later slice that redefines an
        address register an earlier copy used then comes after that copy."""
        n = len(insts)
        first = n - 1
        for u in insts[-1].uses():
            for j in range(n - 2, -1, -1):
                if u in insts[j].defs():
                    first = min(first, j)
                    break
        return first

    @staticmethod
    def readers_of(body: _Body, p: int, dst: Reg) -> list | None:
        """(instruction, role, operand) of every read of the load's value in the body; None
        if some read cannot be renamed (an operand reaching outside the value, mixing it
        with another definition, or a read not through a plain register operand)."""
        out = []
        mine = set(dst.units())
        for r in range(p + 1, len(body.insts)):
            inst = body.insts[r]
            reads = {u for u in inst.uses() & mine if body.reaching(u, r) == p}
            if not reads:
                continue
            covered: set = set()
            for role, op in inst.use_operands():
                if not isinstance(op, Reg) or mine.isdisjoint(op.units()):
                    continue
                if not reads.issuperset(op.units()):
                    return None
                out.append((inst, role, op))
                covered.update(op.units())
            if covered != reads:
                return None
        return out

    def fresh_registers(self, count: int, align: int) -> int | None:
        """First index of ``count`` new VGPRs if the kernel's declared occupancy allows them
        (never for a kernel whose declared allocation already reads as over the limit)."""
        base = -(-self.next_vgpr // align) * align
        top = base + count
        regs = self.target.registers
        if (self.occupancy <= 0 or top > regs.arch_vgpr_max or self._occupancy(top) < self.occupancy
                or self.declared(top)[1] > regs.unified_vgpr_file):
            return None
        return base

    def declared(self, arch_vgprs: int) -> tuple[int | None, int]:
        """(accum_offset, next_free_vgpr) of the kernel with ``arch_vgprs`` architectural
        VGPRs (``common.declared_vgprs``)."""
        return declared_vgprs(self.kernel, self.target, arch_vgprs)

    def rotate_one(self, block, pre, body: _Body, p: int, live_out: set, live_in: set) -> int:
        """Rotate the load at ``p`` (with its slice); where that is refused, the loads that
        share its address computation (:meth:`address_sharers`) together. Returns the
        number of loads rotated."""
        if self.rotate_loads(block, pre, body, [p], live_out, live_in):
            return 1
        group = self.address_sharers(body, p)
        return len(group) if group is not None and self.rotate_loads(block, pre, body, group, live_out, live_in) else 0

    def address_sharers(self, body: _Body, p: int) -> list[int] | None:
        """Indices of the loads that must move with the load at ``p`` (itself included; more
        than one), or None: every reader, outside the slices, of a register a slice
        instruction writes is an eligible load, whose slice joins in. The emitter computes
        one address for a row of loads (``v_add_u32 v92, s22, v72`` read by 16
        ``buffer_load_ushort``) and may reuse the register earlier in the body for other
        values: one load's slice moved alone would leave the others reading those
        (``legal_at`` refuses it); moved together they read the copy's address. Late
        placement only (no counter advanced)."""
        self.counters = frozenset()
        own = self.slice_of(body, p)
        if own is None:
            return None
        insts, n = body.insts, len(body.insts)
        loads, sl = {p}, set(own)
        todo = sorted(own)
        while todo:
            j = todo.pop()
            if j in loads:   # a load's value: its readers are renamed, not moved
                continue
            for u in insts[j].defs():
                for r in range(j + 1, n):
                    other = insts[r]
                    if r not in sl and u in other.uses():
                        if id(other) in self.copies or not self.eligible(other, self.loop):
                            return None
                        theirs = self.slice_of(body, r)
                        if theirs is None:
                            return None
                        loads.add(r)
                        todo.extend(theirs - sl)
                        sl |= theirs
                    if u in other.defs():
                        break
        return sorted(loads) if len(loads) > 1 else None

    def rotate_loads(self, block, pre, body: _Body, ps: list[int], live_out: set, live_in: set) -> bool:
        """Rotate the loads at ``ps`` and the union of their slices as one (one load, or
        :meth:`address_sharers`' group: each load gets its own fresh VGPRs).

        In an unrolled loop, a load with no ``s_barrier`` between its last reader and the
        exit test is placed late (at the end of the body); where that is refused, it is
        placed early after all (right after the reader, a loop counter
        its slice reads advanced). The late placement's slice takes in the counter's step
        between the copies, whose register is live, so the second copy's loads of an
        unrolled PREFETCH body were never rotated and had half an iteration to arrive
        (gfx950 1024^3 128x128x64 2x2 PREFETCH unrolled, one wave per SIMD: loop 1,136 clk
        per iteration at both latencies, was 1,248 with half the loads rotated)."""
        if self._rotate_loads(block, pre, body, ps, live_out, live_in, False):
            return True
        if (self.fallback and self.early and not self.early_here
                and self._rotate_loads(block, pre, body, ps, live_out, live_in, True)):
            self.placed_early_after_all += 1
            return True
        return False

    def _rotate_loads(self, block, pre, body: _Body, ps: list[int], live_out: set, live_in: set,
                      early_anyway: bool) -> bool:
        self.early_here = False
        insts = body.insts
        group = len(ps) > 1
        loads = [(p, insts[p].operand("vdata")) for p in ps]
        readers = {}
        for p, dst in loads:
            readers[p] = self.readers_of(body, p, dst)
            if readers[p] is None:
                return False
        p = max(ps)
        # early placement (unrolled loop, a barrier after the load's last reader): the
        # copy goes right after the reader, a loop counter read advanced
        positions = [_position(insts, r[0], q) for q in ps for r in readers[q]]
        first = max(positions) + 1 if positions else p + 1
        limit = self.exit_test(insts)
        self.early_here = self.early and (early_anyway or any(i.base == "s_barrier" for i in insts[first:limit]))
        if self.early_here and (group or any(u in live_out and not body.defined_in(u, p + 1, len(insts))
                                             for u in loads[0][1].units())):
            # the value reaches the end of the body and is read after it (past the loop
            # or across the back edge): only the readers in the body are renamed to the
            # copy's registers (the late placement's liveness check refuses the same load)
            return False
        self.counters = _counters(body) if self.early_here else frozenset()
        sl: set[int] = set()
        for q in ps:
            theirs = self.slice_of(body, q)
            if theirs is None:
                return False
            sl |= theirs
        bases = self._fresh_bases([dst for _, dst in loads])
        grow = bases is not None
        if group and not grow:
            return False
        reuse = False
        if not grow:
            width = loads[0][1].count
            align = _load_alignment(width)
            base = self.dead_registers(insts, width, align, live_out, live_in) if self.early_here else None
            # else registers free across the back edge, where the LDS phase stays (see run)
            reuse = base is None and self.lds_phase_fixed and not self.early_here
            if base is None and not reuse:
                return False
            bases = [base]
        if any(_position(insts, r[0], lp) in sl for lp in ps for r in readers[lp]):
            return False   # a slice instruction reads a loaded value: its copy would not be renamed
        self.moving = set(ps)
        q, offsets = self._insertion_point(body, sl, p, first, limit, live_out, live_in)
        if q is None:
            return False
        if reuse:   # the copy's place bounds those registers
            bases = [self.free_across_back_edge(insts, width, align, live_out, live_in, first, q)]
            if bases[0] is None:
                return False
        order = sorted(sl)
        tail = self._advanced_copies([insts[j] for j in order], offsets)
        # the preheader's copy is iteration 0's: a counter read advanced by the steps the
        # body takes before the slice (the second copy of an unrolled body)
        head_offsets = {u: k - _steps_in(body, u, q, len(insts)) for u, k in offsets.items()}
        head_offsets = {u: k for u, k in head_offsets.items() if k}
        if head_offsets and (_SCC in live_in
                             or not self._advance_possible([insts[j] for j in order], head_offsets, set())):
            return False
        head = self._advanced_copies([insts[j] for j in order], head_offsets)
        # a load is the last of its slice's copies (one load: advanced copies may insert
        # instructions); a group has no advanced counter, so its copies match ``order``
        at_copy = {p: -1} if not group else {q: order.index(q) for q in ps}
        # readers are replaced by renamed copies: the input instructions stay as they were
        # (the scheduler compares this program with the unrotated one)
        renamed: dict[int, Instruction] = {}
        for (lp, dst), base in zip(loads, bases):
            new_dst = Reg("v", base, dst.count)
            for c in (tail[at_copy[lp]], head[at_copy[lp]]):
                c.set_operand("vdata", new_dst)
            for inst, role, op in readers[lp]:
                c = renamed.setdefault(id(inst), inst.copy())
                c.set_operand(role, Reg("v", base + op.index - dst.index, op.count))
        kept = [renamed.get(id(inst), inst) for j, inst in enumerate(insts) if j not in sl]
        at = q - len(sl)
        block.instructions = kept[:at] + tail + kept[at:]
        self.ahead += len(kept) - at
        pre.instructions.extend(head)
        if grow:
            self.next_vgpr = bases[-1] + loads[-1][1].count
        self.copies.update(id(c) for c in tail)
        return True

    def _fresh_bases(self, dsts: list[Reg]) -> list[int] | None:
        """New VGPRs for each of the values ``dsts`` (in order, each aligned to its width as
        a load's destination is), or None where the declared occupancy does not allow all."""
        saved, bases = self.next_vgpr, []
        try:
            for dst in dsts:
                width = dst.count
                base = self.fresh_registers(width, _load_alignment(width))
                if base is None:
                    return None
                bases.append(base)
                self.next_vgpr = base + width
        finally:
            self.next_vgpr = saved
        return bases

    def dead_registers(self, insts: list[Instruction], width: int, align: int, live_out: set,
                       live_in: set) -> int | None:
        """First index of ``width`` allocated VGPRs (``align``-aligned) that no instruction
        of the loop body names and that are live neither into nor out of it: they hold
        values of the code before or after the loop only. None if there are none."""
        busy = set(live_in) | set(live_out)
        for i in insts:
            busy |= i.defs() | i.uses()
        for b in range(0, self.next_vgpr - width + 1, align):
            if all(("v", b + k) not in busy for k in range(width)):
                return b
        return None

    def free_across_back_edge(self, insts: list[Instruction], width: int, align: int, live_out: set,
                              live_in: set, first: int, q: int) -> int | None:
        """First index of ``width`` allocated VGPRs (``align``-aligned) that can hold a
        rotated value from its copy at ``q`` (the end of the body) across the back edge to
        its last reader (before ``first``): live neither into nor out of the loop and named
        by no instruction before ``first`` or from ``q`` on. Other values may use them in
        between (the MFMA fragments of a loop that reads its tile from LDS after storing it:
        dead from their last MFMA to the next iteration's fragment reads). Among those, the
        registers whose last use before ``q`` is earliest: the scheduler can issue the
        load right after it. None if there are none."""
        busy = set(live_in) | set(live_out)
        for i in insts[:first]:
            busy |= i.defs() | i.uses()
        for i in insts[q:]:
            busy |= i.defs() | i.uses()
        # the loads still to rotate: their slices must write their addresses and data
        # registers at the end of the body (legal_at), so those stay free there
        for i in insts[first:q]:
            if self.buffer_load(i):
                busy |= i.defs() | i.uses()
        last_use: dict = {}
        for j in range(first, q):
            for u in insts[j].defs() | insts[j].uses():
                if u[0] == "v":
                    last_use[u] = j
        best, best_at = None, None
        for b in range(0, self.next_vgpr - width + 1, align):
            units = [("v", b + k) for k in range(width)]
            if any(u in busy for u in units):
                continue
            at = max(last_use.get(u, first - 1) for u in units)
            if best_at is None or at < best_at:
                best, best_at = b, at
        return best

    def _insertion_point(self, body: _Body, sl: set[int], p: int, first: int, limit: int, live_out: set,
                         live_in: set) -> tuple[int | None, dict]:
        """(where the slice's copy goes, the counter steps it must add). The latest legal
        place before the exit test; in an unrolled loop (:attr:`early`) where an
        ``s_barrier`` lies between the load's last reader and that place, the earliest
        legal place after the reader instead: the barriers that separate the copies'
        phases hold the load where rotation puts it (the scheduler never moves a load
        across one by default), and at the end of the body a copy's load would only have
        the last copy's phase to arrive in, not the whole iteration. (With no barrier in
        between the scheduler may move it up to the reader itself.)"""
        insts = body.insts
        n = len(insts)
        # live sets before insts[q], computed backwards from the end only as far as a
        # tried place needs (usually the first place tried is legal)
        lives: list = [None] * (n + 1)
        walk = [n, set(live_out)]   # [position, live before it]

        def live_before(q: int) -> set:
            at, live = walk
            while at > q:
                at -= 1
                live = (live - insts[at].defs()) | insts[at].uses()
                lives[at] = live
            walk[:] = [at, live]
            return lives[q]
        slice_insts = [insts[j] for j in sorted(sl)]
        lowest = self._lowest_place(body, sl)
        if self.early_here:
            # never before the last reader: its renamed operands read the new registers,
            # which the copy must not overwrite before it (legal_at does not check them then)
            order = list(range(max(first, lowest), limit + 1))
        else:   # nothing between the reader and the end holds the load: the scheduler places it
            order = list(range(limit, max(p, lowest - 1), -1))
        for q in order:
            offsets = {} if self.early_here else None
            live = live_before(q)
            if (self.legal_at(body, sl, q, live, live_in, offsets)
                    and self._advance_possible(slice_insts, offsets or {}, live)):
                return q, offsets or {}
        return None, {}

    @staticmethod
    def _advance_possible(slice_insts: list[Instruction], offsets: dict, live_at_q: set) -> bool:
        """Can every slice instruction reading an advanced counter read it advanced? Only
        an SALU instruction writing one SGPR that is not among its inputs: its copy is
        preceded by ``s_add_u32`` of the step into that SGPR (which also writes SCC, so
        SCC must be dead at the insertion point)."""
        offsets = {u: k for u, k in offsets.items() if k}
        if not offsets:
            return True
        if _SCC in live_at_q:
            return False
        for inst in slice_insts:
            hit = inst.uses() & offsets.keys()
            if not hit:
                continue
            d = inst.def_operands()
            if (inst.family not in _SALU_FAMILIES or len(hit) != 1 or len(d) != 1
                    or not isinstance(d[0][1], Reg) or d[0][1].file != "s" or d[0][1].count != 1
                    or d[0][1].units()[0] in inst.uses()):
                return False
        return True

    @staticmethod
    def _advanced_copies(slice_insts: list[Instruction], offsets: dict) -> list[Instruction]:
        """Copies of the slice; an instruction reading counter ``c`` advanced by ``k``
        becomes ``s_add_u32 d, c, k`` followed by itself reading its destination ``d``."""
        out: list[Instruction] = []
        for inst in slice_insts:
            hit = [u for u in inst.uses() if offsets.get(u)]
            if not hit:
                out.append(inst.copy())
                continue
            (u,) = hit
            counter = Reg("s", u[1], 1)
            dst = inst.def_operands()[0][1]
            out.append(Instruction.make("s_add_u32", dst, counter, Imm(offsets[u] & _DWORD)))
            c = inst.copy()
            for role, op in inst.use_operands():
                if isinstance(op, Reg) and op.units() == counter.units():
                    c.set_operand(role, dst)
            out.append(c)
        return out

    # -- loops ----------------------------------------------------------------------
    def run(self) -> dict:
        kernel = self.kernel
        cfg = kernel.cfg  # rotation moves instructions, never blocks or edges
        candidates = [(pi, bi) for pi, bi in unordered_loops(kernel, cfg, self.target)
                      if any(self.buffer_load(i) for i in kernel.blocks[bi].instructions)]
        if (not candidates or writes_exec([b.instructions for b in kernel.blocks])
                # another wave could read after a barrier what this one stored before it;
                # a one-wave workgroup has none
                or (global_writes_reach_barrier(kernel) and not single_wave_workgroup(kernel, self.target))):
            return {}
        self._kernel_facts()
        self.copies: set[int] = set()
        gen_kill: dict = {}   # per block's instructions: liveness is asked again after every rotated load
        loops = rotated = 0
        for pi, bi in candidates:
            pre, block = kernel.blocks[pi], kernel.blocks[bi]
            self.loop = bi   # (address_sharers asks eligibility in it)
            # the registers the loop's LDS reads write may hold a rotated value between
            # their last reader and the next iteration's reads only where no LDS-phase
            # rotation (passes.rotate_lds, later) can move those reads across the back
            # edge: LDS is touched after the loop (its phase may not run an extra time
            # with its stores) and the body stores its tile before reading any (so the
            # reads cannot move without the stores). gfx950 128x128x64 1x1 NONE, whose
            # phase rotates: reusing the fragments there cost 11 %
            first_lds = next((i for i in block.instructions if "lds" in set().union(*i.mem_effects())), None)
            self.lds_phase_fixed = (first_lds is not None and "lds" in first_lds.mem_effects()[1]
                                    and lds_after_exit(kernel, cfg, bi))
            count = 0
            progress = True
            while progress:
                progress = False
                live_in, live_out = unit_liveness(kernel, cfg, gen_kill)
                body = _Body(block.instructions)
                for p, inst in enumerate(block.instructions):
                    if id(inst) in self.copies or not self.eligible(inst, bi):
                        continue
                    moved = self.rotate_one(block, pre, body, p, live_out[bi], live_in[bi])
                    if moved:
                        count += moved
                        progress = True
                        break
            if count:
                loops += 1
                rotated += count
        if rotated:
            self._grow_allocation()
        return {"loops": loops, "loads": rotated, "vgprs_added": self.next_vgpr - self.res["vgprs"]} if rotated else {}

    def _grow_allocation(self) -> None:
        """Declare the new VGPRs in the kernel descriptor and metadata."""
        set_declared_vgprs(self.kernel, *self.declared(self.next_vgpr))


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    """Rotate the eligible loads of every kernel's single-block loops (see module docstring)."""
    options = {} if options is None else options
    if not options.get("rotate_loads", True):
        return program
    report = options.setdefault("_rotate_report", {})
    unrotated = options.setdefault("_unrotated", {})
    for k in program.kernels:
        if k.blocks and not has_opaque_code(k):
            before = snapshot(k)
            early = k.name in options.get("_unroll_report", {})
            rotator = _Rotator(k, target, early=early)
            r = rotator.run()
            base = before
            copies = options.get("_second_copies", {}).get(k.name)
            ahead = None
            if copies:
                rotator, r, base, ahead = _with_second_copies_renamed(k, target, early, copies, rotator, r, before)
                if ahead is not None and options.get("loads_ahead_variant", True):
                    options.setdefault("_loads_ahead", {})[id(k)] = ahead
            if r:
                report[k.name] = r
                unrotated[id(k)] = before
                # the programs rotation started from: the loads it did not rotate keep their
                # identity (passes.hoist_carried moves only those; the snapshots are held
                # here so that no identity is reused while the passes run)
                options.setdefault("_rotation_inputs", {})[id(k)] = (
                    (before, base) + ((ahead[2],) if ahead is not None else ()))
            if rotator.placed_early_after_all:
                # the program without those placements is a variant the scheduler judges
                # (kernel_search: "loads partly rotated"): rotating every copy's loads lost
                # 1.6 % at an L2 hit on gfx950 1024^3 128x128x64 2x2 F8 16x16x32 PREFETCH
                # unrolled (9,888 / 10,340 model clk per wave against 9,644 / 10,150)
                full = snapshot(k)
                restore(k, base)
                r_part = _Rotator(k, target, early=early, fallback=False).run()
                if r_part:
                    options.setdefault("_partly_rotated", {})[id(k)] = (snapshot(k), r_part)
                restore(k, full)
    return program


def _with_second_copies_renamed(k: Kernel, target: Target, early: bool, copies: list, rotator: "_Rotator",
                                r: dict, before: tuple) -> tuple:
    """(rotator, report, the program it rotated, the other rotation) of the better of two
    rotations of an unrolled kernel: as unrolled (``rotator``, ``r``: done) and with its loops' second copies
    given address registers of their own (``passes.unroll.rename_second_copies``). The two
    copies' address arithmetic shares registers as unrolled, and the first copy's rotated
    slice keeps them live across the back edge, which refuses the second copy's loads
    (gfx950 1024^3 64x64x32 1x1 NONE: 8 of 16 loads rotated; renamed, 16, the unrolled loop
    kept: 13,572 / 24,840 -> 12,180 / 14,528 model clk per wave). The renamed program is
    kept only where it rotates more loads, or as many placed earlier in the body
    (``_Rotator.ahead``: a loop unrolled by four rotates all its loads either way, but with
    one set of address registers only at the end of the body, where they have a sliver of
    the iteration to arrive; gfx950 1024^3 64x64x32 2x2 NONE: 9,446 -> 6,582 model clk per
    wave at a DRAM miss): renaming where rotation gains nothing moved the search's later
    choices (gfx950 gemm_reordered 1024^3 4x2 NONE: +5 % at an L2 hit).

    The other rotation is (its program, its report) where the renamed program was not kept
    although it rotates as many loads and places more of them earlier (a loop unrolled by
    two: there the rule above does not count placements), else None: a program the search
    finishes and judges against its own finished choice ("loads rotated ahead",
    ``kernel_search._ahead_judged``; ``options["loads_ahead_variant"]``, default True).
    Taken always, it gained up to 4.7 % on 22 matrix points and lost up to 7.4 % on 17;
    judged finished, 11 points gained, none lost (session 76: gfx950 1024^3 128x128x64 2x2
    NONE, the first copy's loads issued right after that copy's LDS stores instead of half an
    iteration later, 1,142 -> 1,080 clk per loop iteration at a DRAM miss)."""
    from .unroll import rename_second_copies

    done = snapshot(k)
    restore(k, before)
    ahead = None
    if rename_second_copies(k, target, copies):
        renamed = snapshot(k)
        other = _Rotator(k, target, early=early)
        r2 = other.run()
        # (placed earlier: counted only for a loop unrolled by four, which has more than
        # one renamed copy; for a loop unrolled by two it moved the search's later
        # choices where the loads rotate either way, up to +8 % at an L2 hit)
        by_four = len(copies) > len({c[0] for c in copies})
        if (r2.get("loads", 0), other.ahead if by_four else 0) > ((r or {}).get("loads", 0),
                                                                   rotator.ahead if by_four else 0):
            return other, r2, renamed, None
        if r2 and r2.get("loads", 0) == (r or {}).get("loads", 0) and other.ahead > rotator.ahead:
            ahead = (snapshot(k), r2, renamed)
    restore(k, done)
    return rotator, r, before, ahead


def load_ids(snap: tuple) -> set[int]:
    """Identities of the memory loads of a :func:`snapshot`'s program."""
    return {id(i) for l in snap[0] for i in l if i.info.mem == "load"}


def snapshot(kernel: Kernel) -> tuple:
    """What rotation changes in a kernel: its block lists, descriptor and metadata VGPR
    count (instructions themselves are never mutated: rotation makes copies)."""
    md = kernel.metadata or {}
    return ([list(b.instructions) for b in kernel.blocks],
            dict(kernel.descriptor) if kernel.descriptor is not None else None, md.get(".vgpr_count"),
            md.get(".agpr_count"), md.get(".sgpr_count"))


def restore(kernel: Kernel, snap: tuple) -> None:
    lists, descriptor, vgpr_count, agpr_count, sgpr_count = snap
    if sgpr_count is not None and kernel.metadata is not None:
        kernel.metadata[".sgpr_count"] = sgpr_count
    for b, l in zip(kernel.blocks, lists):
        b.instructions = list(l)  # a copy: later in-place edits must not reach the snapshot
    if descriptor is not None:
        kernel.descriptor = dict(descriptor)
    if vgpr_count is not None and kernel.metadata is not None:
        kernel.metadata[".vgpr_count"] = vgpr_count
    if agpr_count is not None and kernel.metadata is not None:
        kernel.metadata[".agpr_count"] = agpr_count
