"""Latency-aware list scheduling of straight-line regions (physical registers).

Invariants after :func:`run` (per kernel):

* input ``s_waitcnt`` and ``s_nop`` are removed (the waitcnt and hazard passes re-insert
  exactly what the new order needs);
* instructions move only inside a *region*: a maximal run of a basic block without
  labels, branches/terminators, messages, priority/mode changes (``s_setprio``,
  ``s_setreg``/``s_getreg``, ``s_sendmsg``), ``s_getpc``, cache control / GWS /
  ``s_dcache_*`` / ``s_memtime`` or any other instruction the DB classes as
  BRANCH/MISC; those stay in place;
* no memory operation crosses an ``s_barrier`` (by default): a barrier keeps its place
  relative to every load, store, LDS operation, message and other barrier. What it
  orders is memory between the waves of a workgroup, so register-only ALU and MFMA
  instructions (no memory effect, no counter) may move across it, ordered by their
  register dependences only (``options["alu_cross_barriers"]``, default True; False makes
  every ``s_barrier`` a region boundary). LLVM does the same (its gfx942/gfx950 GEMM
  loops issue MFMAs on both sides of ``s_barrier``); it lets the last K-slice's MFMAs
  cover the ``ds_write``s and the wait before the next barrier;
* with ``options["cross_barrier_loads"] = True`` (off by default) ``s_barrier`` stops
  being a region boundary *only if* no global store/atomic can execute before any
  ``s_barrier`` of the kernel (none is reachable from a global write in the CFG, loop
  back-edges included: then no wave has a global write the barrier could order before
  this wave's loads). Inside such a region the barrier keeps its place relative to
  every instruction except global loads from a read-only buffer (MUBUF/MTBUF resource or
  GLOBAL SGPR base that no store/atomic of the kernel uses; LDS-DMA, FLAT and atomics
  never) and the ALU instructions computing their operands; LDS operations, stores,
  MFMAs and other barriers keep their side. The waitcnt pass still retires every LDS
  operation and store before each barrier; crossing loads stay outstanding;
* VGPR anti/output dependences are broken by renaming (``options["rename"]``, default
  True; :meth:`Scheduler.rename_block`): a block-local value (defined in the block by a
  plain definition, read only there by operands wholly inside it, dead at the block end)
  may move to other registers that hold no other value from its definition to its last
  read, below the highest VGPR the kernel already references (the register allocation
  never grows). The renamed block computes the same values in input order, with the same
  liveness (so the same pressure). Not in kernels that write EXEC; not for partial writes
  (d16, DPP, SDWA-preserve, op_sel-hi), MFMA results or values touched by lane-crossing
  instructions (readlane, permlane, DPP, ds_bpermute/swizzle, MFMA operands). The input
  order candidate keeps the original registers; candidates of the two register
  assignments are never mixed by ``refine``;
* every dependence of the (renamed) program is kept: register true/anti/output
  dependences over ``defs()`` / ``uses()`` units (implicit VCC/EXEC/SCC/M0 included) and
  memory order — stores vs loads/stores of the same address space (LDS, global,
  scratch, GDS; SMEM reads are global reads; FLAT may touch global, scratch and LDS),
  loads among themselves are free;
* the peak number of live vector register units (VGPR + AGPR) of the kernel does not
  exceed the input's peak (a region whose schedule would exceed it keeps its input order;
  counted in the report as ``pressure_fallbacks``); in a kernel whose loads
  ``passes.rotate`` issued one iteration early, the cap is instead the most units that
  keep the occupancy the input's peak allows (:meth:`Scheduler.pressure_cap`), and that
  program is kept only if the cycle model (``sim.cycles``) finds it faster than the
  unrotated one, scheduled under the plain rule (``_keep_best_variant``; likewise a loop
  whose LDS phase ``passes.rotate_lds`` moved one iteration early);
* among the candidate orders (input order and each heuristic in ``HEURISTICS``) the
  one with the smallest key after running the waitcnt and hazard passes on it is kept;
  ties keep the input order. ``options["objective"]``: ``"cycles"`` (default) — highest
  occupancy its peak live vector units allow (DB occupancy rule with the kernel's SGPR,
  LDS and workgroup limits: what seed 000's "peak_vgpr (occupancy)" buys), then, among
  the candidates within ``cycle_tolerance`` (1 %, relative) of the fewest estimated
  cycles, the lexicographic (peak, s_waitcnt, s_nop, instructions); ``"metrics"`` — seed
  000 §Metric priorities' lexicographic (peak, s_waitcnt, s_nop, instructions, estimated
  cycles). The default puts cycles before the raw peak and the wait count because the
  project's targets are cycles (a schedule with one more s_waitcnt that hides a global
  load is the better one; 30 more live registers in an LDS-limited one-wave-per-SIMD
  kernel cost nothing). With ``"cycles"`` the
  chosen order is also solved with unmerged waits (waitcnt merge window 0) and that
  result is kept when it is better by the same rule (the waits are still minimal and
  correct; only the optional folding of nearby waits is skipped) unless, in a kernel the
  cycle model judges, the model finds it slower both in total and at the DRAM latency
  (:meth:`Scheduler._model_slower`).
  In a kernel whose loop rotation the cycle model judges (so the model runs anyway), the
  candidates the estimate cannot separate (same occupancy, within the tolerance) are
  ranked by the model's cycles instead, with the same tie rule
  (:meth:`Scheduler._pick_by_model`; report ``"model picks"``).
  There, where several waves share a SIMD, the chosen order's VALU work that follows an
  ``s_barrier`` and needs nothing computed after it is also tried just before that
  barrier (``passes.barrier_phases``: the waves run barrier phases in step, so VALU work
  belongs in the phase whose VALU is idle) and kept if the model finds it faster in total
  and slower at neither latency (:meth:`Scheduler._barrier_hoisted`, report suffix
  ``+barrier hoist``; ``options["barrier_hoist"]``, default True).
  With ``options["refine"] = N`` up to N region-wise swaps between candidates are tried
  and kept when the whole-kernel key improves.

Heuristics: ``cycle`` (timed list scheduling, latency-weighted critical path first),
``critical_path`` (untimed, critical path), ``pipe`` (the matrix pipe as the region's
bottleneck: MFMAs booked back to back in the order of their earliest start, every other
instruction by its latest start in that plan and not issued before it is useful, so LDS
reads and global loads arrive just in time between MFMAs; :meth:`Scheduler._pipe_plan`);
for a kernel whose LDS phase ``passes.rotate_lds`` moved, also ``carried`` (timed,
MFMA-first, with loop-carried critical-path heights, on the input registers;
:meth:`Scheduler._carried_heights`).
Priorities use DB latencies; global loads use the ``dram_miss`` scenario so that loads
are issued early and their consumers sink (a schedule tuned for an L2 hit leaves loads
exposed). The cycle estimate (:meth:`Scheduler.estimate_cycles`) is in-order issue with
RAW latencies, matrix-pipe occupancy, s_nop slots and s_waitcnt counter semantics, with
stalls divided by the kernel's waves per SIMD (descriptor + DB occupancy). It is the
pass's own model: the instruments in ``wave_asm_ext.sim`` judge the result independently
and disagree with it by a few percent on some kernels (BENCHMARKS.md).
Dependence building tracks the last writer / readers per unit (linear).
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from functools import reduce
from itertools import accumulate, chain
from operator import or_

from ..isa import Instruction, Kernel, Program, WaitCnt
from ..isa.model import Reg, SrcMod, base_reg
from ..sim.cycles import kernel_resources
from ..target import Target
from ..target.model import round_up
from . import compact, rotate
from .barrier_phases import hoist_above_barriers
from .common import (SPACE_ALIAS, VGPR_BITS, global_store_bases, global_writes_reach_barrier, is_nop,
                     named_agprs, set_declared_vgprs,
                     is_waitcnt, peak_in_masks, peak_in_sequence, strip, target_cache, unit_count, unit_facts,
                     same_objects, writes_exec, vector_live_out, op_modifiers)
from .hazards import resolver_for
from .resolve import faster_overall, model_scenarios
from .waitcnt import WaitcntInserter, inserter_for

#: Largest region for the pressure-first fallback order (it is quadratic in the ready set).
PRESSURE_ORDER_MAX = 2000

#: Estimated-cycle differences up to this fraction count as ties in the default objective
#: (then s_waitcnt / s_nop / instruction counts decide). Not a hardware fact: a policy.
CYCLE_TOLERANCE = 0.01

#: Heuristics tried by default (besides the input order).
HEURISTICS = ("cycle", "critical_path", "pipe")

_BOUNDARY_PIPES = frozenset({"BARRIER", "BRANCH", "WAITCNT", "NOP", "MISC"})
_ALU_PIPES = frozenset({"VALU", "SALU", "TRANS"})
_BOUNDARY_TAGS = frozenset({"setreg", "getreg", "cache_control"})
_MEM_FAMILIES = frozenset({"MUBUF", "MTBUF", "SMEM", "DS", "FLAT", "GLOBAL", "SCRATCH"})


_LDS_DONE = ("@lds_done", 0)
_STORE_DONE = ("@store_done", 0)


def _note_memory(avail: dict, nd: "_Node", done: float) -> None:
    """Completion times a later s_barrier (and its s_waitcnt) must wait for."""
    if nd.pipe == "LDS":
        if done > avail.get(_LDS_DONE, 0.0):
            avail[_LDS_DONE] = done
    elif nd.writes:
        if done > avail.get(_STORE_DONE, 0.0):
            avail[_STORE_DONE] = done

#: Readers/writers that see other lanes' values (or all lanes regardless of EXEC): a value
#: they touch keeps its register (renaming would change what an inactive lane holds).
_CROSS_LANE_BASES = ("v_readlane", "v_readfirstlane", "v_writelane", "v_permlane", "ds_bpermute",
                     "ds_permute", "ds_swizzle", "v_mfma", "v_smfmac")


#: mnemonic -> whether the spelling alone makes it lane-crossing (see _cross_lane)
_CROSS_LANE_MNEMONIC: dict[str, bool] = {}


def _cross_lane(inst: Instruction) -> bool:
    c = _CROSS_LANE_MNEMONIC.get(inst.mnemonic)
    if c is None:
        c = _CROSS_LANE_MNEMONIC[inst.mnemonic] = (inst.encoding == "dpp"
                                                   or inst.base.startswith(_CROSS_LANE_BASES))
    return c or (bool(inst.modifiers) and inst.has_mod("dpp"))


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


def _remap(op, old: Reg, new_index: int, file: str = "v"):
    """``op`` (a v register inside ``old``, maybe under source modifiers) moved to
    ``new_index`` of register file ``file``."""
    if isinstance(op, SrcMod):
        return SrcMod(_remap(op.inner, old, new_index, file), op.neg, op.abs, op.sext, op.func_style)
    return Reg(file, new_index + (op.index - old.index), op.count)


#: instruction families whose loads may write AGPRs (gfx90a+, DB ``memory_data_agprs``)
_STAGING_LOADS = ("MUBUF", "GLOBAL")


def _stageable(insts: list[Instruction], k: int, readers: list[tuple[int, list[int]]]) -> bool:
    """May the local value defined by ``insts[k]`` and read by ``readers`` live in AGPRs?
    Yes if it is a global (MUBUF/GLOBAL) load's data and every read is the data operand
    of an LDS store: both operand kinds take AGPRs on targets with ``memory_data_agprs``,
    so only register names change."""
    d = insts[k]
    if d.info.mem != "load" or d.family not in _STAGING_LOADS:
        return False
    for j, pos in readers:
        r = insts[j]
        if r.family != "DS" or r.info.mem != "store" or any(not r.roles[p].startswith("data") for p in pos):
            return False
    return True


def _declare_staged_agprs(kernel: Kernel, target: Target) -> int:
    """Grow the kernel's declared AGPRs to cover the highest AGPR its instructions name
    (staged load values, :meth:`Scheduler.rename_block`). Returns how many were added."""
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


#: :meth:`Scheduler._assign`'s answer when staging has no room for every value it would stage
_UNSTAGED = object()


def _renamed_copy(inst: Instruction, renamed: dict[int, tuple]) -> Instruction:
    """``inst`` with the operands at some positions renamed (position -> (new operand,
    is it the definition of its value)), see :meth:`Scheduler.rename_block`. Its def/use
    sets follow from the original's without re-deriving them: a renamed value's units are
    touched by no other operand and no implicit register of the instruction (a local
    value is a plain definition's only VGPR def operand, its reader reads it through
    the renamed operands only), so exactly the renamed operands' old units leave the set
    they were in and their new units join it (all removals first: two values may trade
    registers within one instruction)."""
    ops = list(inst.operands)
    d_old, d_new, u_old, u_new = [], [], [], []
    for p, (op, is_def) in renamed.items():
        old_units, new_units = base_reg(ops[p]).units(), base_reg(op).units()
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


def _waves_per_simd(kernel: Kernel, target: Target) -> int:
    """Occupancy from the kernel descriptor / metadata and the DB (1 if undeclared)."""
    if kernel.descriptor_int("next_free_vgpr") is None:
        return 1
    res = kernel_resources(kernel, target)
    try:
        return max(1, target.occupancy(res["vgprs"], res["agprs"], res["sgprs"], res["lds_bytes"],
                                       res["workgroup_waves"]))
    except Exception:  # an over-limit kernel: rank as one wave
        return 1


def _crossable_barriers(kernel: Kernel) -> tuple[set[int], set[frozenset]]:
    """(ids of the s_barrier instructions read-only global loads may cross, bases of every
    global store/atomic): every barrier if no global write reaches one, else none."""
    bases = global_store_bases(kernel)
    if global_writes_reach_barrier(kernel):
        return set(), bases
    return {id(i) for b in kernel.blocks for i in b.instructions if i.base == "s_barrier"}, bases


def _register_only(nd: "_Node") -> bool:
    """An ALU or MFMA instruction that touches registers only: s_barrier orders memory
    between the waves of a workgroup, so such an instruction may move across it (its
    register dependences still order it). LLVM's AMDGPU scheduler does the same: its
    gfx942/gfx950 GEMM loops issue MFMAs on both sides of s_barrier."""
    return ((nd.pipe in _ALU_PIPES or nd.mfma_busy > 0) and not nd.reads and not nd.writes
            and not nd.counters)


def _or(masks) -> int:
    return reduce(or_, masks, 0)


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


def _fit_starts(free: int, count: int, limit: int) -> int:
    """Bit s set iff units s .. s+count-1 are all set in ``free`` and below ``limit``."""
    f = free & ((1 << limit) - 1)
    r = f
    for i in range(1, count):
        r &= f >> i
    return r


#: Distances :meth:`Scheduler._place` widens one step at a time before it switches to
#: :func:`_farthest` (a speed trade-off, not a hardware fact).
_LINEAR_WIDEN = 8


def _farthest(occ: "_GrowingMasks", left: int, count: int, vlimit: int, k: int, last: int, ra: int,
              rb: int, d: int, seen: int) -> int:
    """The candidates of :meth:`Scheduler._place`'s widening whose nearest occupation is
    farthest away, given that after ``d`` distances ``left`` is still unhit and ``seen``
    is the union of the occupations met. F(D) (the candidates whose range meets no
    occupation within D distances) only shrinks as D grows and is empty once the whole
    span is covered (the caller found no candidate free over it), so the answer is F of
    the largest D with F(D) non-empty: found by doubling, then bisection."""
    end = max(k - ra, rb - last - 1) + 1   # distances the span has
    # U(D) = seen | the occupations at distances d..D-1: prefix ORs of both sides, outward
    # from distance d (one C-level pass over the span; asking the chunked unions per
    # step cost several times more)
    om = occ.m
    lside = list(accumulate(reversed(om[ra:max(k - d + 1, ra)]), or_, initial=0))   # gaps k-d, .. ra
    rside = list(accumulate(om[last + 1 + d:rb + 1], or_, initial=0))      # gaps last+1+d .. rb
    nl, nr = len(lside) - 1, len(rside) - 1

    def covered(b: int) -> int:   # U(b)
        j = b - d
        return seen | lside[j if j < nl else nl] | rside[j if j < nr else nr]

    d_lo, u_lo, d_hi = d, seen, end
    step = d
    while d_lo + step < end:
        u = covered(d_lo + step)
        if not left & _fit_starts(~u, count, vlimit):
            d_hi = d_lo + step
            break
        d_lo, u_lo = d_lo + step, u
        step *= 2
    while d_hi - d_lo > 1:
        mid = (d_lo + d_hi) // 2
        u = covered(mid)
        if left & _fit_starts(~u, count, vlimit):
            d_lo, u_lo = mid, u
        else:
            d_hi = mid
    return left & _fit_starts(~u_lo, count, vlimit)


#: _PARITY[p]: every unit index of parity p (64-bit+ register tuples keep their parity).
_PARITY = (int("01" * VGPR_BITS, 2), int("10" * VGPR_BITS, 2))


def _bits(m: int):
    """Indices of the set bits of ``m``, ascending."""
    while m:
        b = m & -m
        yield b.bit_length() - 1
        m ^= b


#: Scheduled-prefix length of a region's first pressure-cap check (doubling after each);
#: a speed trade-off of :meth:`Scheduler._schedule_region`, not a hardware fact.
_FIRST_CAP_CHECK = 256


def _prefix_over_cap(region: list["_Node"], order: list[int], cap: int, live_after: int) -> bool:
    """Does every completion of the scheduled prefix ``order`` of ``region`` have a peak
    of live vector units above ``cap``? The dependence graph orders every write of a
    unit against every other access to it, so the first access to a unit among the
    unscheduled instructions (a read: live, a write: dead) is the same in every valid
    completion: the units live at the cut are those of a backward pass over the rest in
    input order, and the prefix's own points follow from them. A prefix in input order
    answers False: the caller does not check an unchanged order against the cap."""
    if all(i == j for j, i in enumerate(order)):
        return False
    done = bytearray(len(region))
    for i in order:
        done[i] = 1
    live = live_after
    for i in range(len(region) - 1, -1, -1):
        if not done[i]:
            nd = region[i]
            live = (live & ~nd.vdefs) | nd.vuses
    return peak_in_masks([(region[i].vdefs, region[i].vuses) for i in order], live) > cap


def _ranks(height: list[float]) -> tuple[list[int], list[int]]:
    """(rank of each node, node of each rank) in the ready queues' order: highest
    ``height`` first, then input order. The queues hold ranks (one int compare per heap
    step) instead of (-height, index) tuples: the same order, as the tuples are unique."""
    by_rank = sorted(range(len(height)), key=height.__getitem__, reverse=True)   # stable: ties by index
    rank = [0] * len(height)
    for r, i in enumerate(by_rank):
        rank[i] = r
    return rank, by_rank


def _priority_order(region: list["_Node"], succs, npred0: list[int], height: list[float],
                    cap_check: tuple[int, int] | None) -> list[int] | None:
    """The untimed list schedule of :meth:`Scheduler._schedule_region`: among the ready
    instructions the highest ``height`` first (then input order); an MFMA only when no
    other instruction is more urgent. None when a prefix provably exceeds the pressure
    cap (``cap_check``, see :func:`_prefix_over_cap`)."""
    n = len(region)
    npred = list(npred0)
    heappush, heappop = heapq.heappush, heapq.heappop
    rank, by_rank = _ranks(height)
    ready_mfma: list[int] = []  # ranks (see _ranks)
    ready_other: list[int] = []
    for i in range(n):
        if npred[i] == 0:
            heappush(ready_mfma if region[i].mfma_busy else ready_other, rank[i])
    order: list[int] = []
    check_at = _FIRST_CAP_CHECK if cap_check is not None and n > _FIRST_CAP_CHECK else n + 1
    while len(order) < n:
        if len(order) == check_at:
            if _prefix_over_cap(region, order, *cap_check):
                return None
            check_at *= 2
        if ready_mfma and not (ready_other and ready_other[0] < ready_mfma[0]):
            cand = by_rank[heappop(ready_mfma)]
        else:
            cand = by_rank[heappop(ready_other)]
        order.append(cand)
        for s, _ in succs[cand]:
            c = npred[s] - 1
            npred[s] = c
            if not c:
                heappush(ready_mfma if region[s].mfma_busy else ready_other, rank[s])
    return order


def _order_peak(region: list["_Node"], order: list[int], live_after: int) -> int:
    """:func:`~.common.peak_in_masks` of the region's nodes in ``order``."""
    live = live_after
    peak = live.bit_count()
    for i in reversed(order):   # (one count per node, as in peak_in_masks)
        nd = region[i]
        d = nd.vdefs
        c = (live | d).bit_count()
        if c > peak:
            peak = c
        live = (live & ~d) | nd.vuses
    c = live.bit_count()
    return c if c > peak else peak


#: mnemonic -> is it an s_waitcnt or s_nop (the instructions the scheduler strips)
_WAIT_OR_NOP: dict[str, bool] = {}


def _wait_or_nop(inst: Instruction) -> bool:
    r = _WAIT_OR_NOP.get(inst.mnemonic)
    if r is None:
        r = _WAIT_OR_NOP[inst.mnemonic] = is_waitcnt(inst) or is_nop(inst)
    return r


def _vector_limits(nodes: list[list["_Node"]]) -> tuple[int, int]:
    """One past the highest VGPR the code references (renaming stays below it) and one
    past the highest AGPR: VGPR v<n> is bit n of the vector masks, AGPR a<n> bit
    VGPR_BITS + n (common.VGPR_BITS)."""
    m = 0
    for l in nodes:
        for nd in l:
            m |= nd.vdefs | nd.vuses
    file_mask = (1 << VGPR_BITS) - 1
    return (m & file_mask).bit_length(), ((m >> VGPR_BITS) & file_mask).bit_length()


class _IssueState:
    """State of :meth:`Scheduler.estimate_cycles` along one block: issue time, matrix-pipe
    free time, register availability, pending counter events, barrier waits, busy time."""

    __slots__ = ("t", "mf", "avail", "pending", "lds_done", "store_done", "busy_issue", "busy_mfma")

    def __init__(self):
        self.t = self.mf = self.lds_done = self.store_done = 0.0
        self.busy_issue = self.busy_mfma = 0.0
        # unit id (common.unit_index) -> time its value is available; 0.0 (never written)
        # is at or before every issue time, so it never delays: a list, not a dict, as the
        # estimate's inner loop reads it once per operand unit
        self.avail: list[float] = [0.0] * unit_count()
        self.pending: dict[str, list[float]] = {}


@dataclass(slots=True)
class _Node:
    inst: Instruction
    pipe: str
    lat: float          # result latency in clocks (loads: dram_miss scenario)
    issue: float        # issue cycles
    mfma_busy: float    # clocks the matrix pipe stays busy (0 for non-MFMA)
    boundary: bool
    defs: tuple         # unit ids (common.unit_ids) written / read: cheap dict keys
    uses: tuple
    vdefs: int          # vector units written / read (common.vec_mask)
    vuses: int
    reads: tuple
    writes: tuple
    counters: tuple       # s_waitcnt counters this instruction increments
    hazard: object        # the hazard resolver's info (HazardResolver.info)


class Scheduler:
    def __init__(self, target: Target, heuristics: tuple[str, ...] = HEURISTICS, options: dict | None = None):
        self.target = target
        self.refine_evals = int((options or {}).get("refine", 0))
        self.rename = bool((options or {}).get("rename", True))
        self.objective = str((options or {}).get("objective", "cycles"))
        if self.objective not in ("cycles", "metrics"):
            raise ValueError(f"schedule option objective={self.objective!r}: expected 'cycles' or 'metrics'")
        self.cycle_tol = float((options or {}).get("cycle_tolerance", CYCLE_TOLERANCE))
        self.cross_barrier_loads = bool((options or {}).get("cross_barrier_loads", False))
        self.alu_cross_barriers = bool((options or {}).get("alu_cross_barriers", True))
        #: try ALU work before the barrier that precedes it (:meth:`_barrier_hoisted`)
        self.barrier_hoist = self.alu_cross_barriers and bool((options or {}).get("barrier_hoist", True))
        #: renaming may stage global-load values that only feed LDS stores in AGPRs (DB
        #: ``memory_data_agprs``) when the kernel's occupancy pays for them (:meth:`_staging_agprs`)
        self.agpr_staging = (bool((options or {}).get("agpr_staging", True))
                             and target.registers.memory_data_agprs)
        #: (first AGPR, one past the last AGPR) staging may use in the kernel being scheduled
        self._staging: tuple[int, int] | None = None
        self.staged = 0   # load values renaming staged in AGPRs (run_kernel resets it)
        #: ``passes.compact`` runs after this pass: a kernel it may renumber runs at the
        #: occupancy its final peak allows, not the one its input declared (:meth:`waves_of`)
        self.compact = bool((options or {}).get("compact", True))
        self._compactable: bool | None = False
        self.waves = 1
        self._resources: dict | None = {"sgprs": 0, "lds_bytes": 0, "workgroup_waves": 1}
        self._occupancy: dict[int, int] = {}
        self._kernel: Kernel | None = None

        self._crossable: set[int] = set()     # ids of s_barrier instructions loads may cross
        self._stored_bases: set[frozenset] = set()
        self.crossed = 0
        self.heuristics = heuristics
        self.load_lat = float(target.global_load_latency("dram_miss"))
        self.cpp = float(target.cycles_per_pass)
        # keyed by the instruction itself: Instruction has identity equality and hash, so
        # this is an id map that also keeps its keys alive (no id reuse, no check)
        self._nodes: dict[Instruction, _Node] = {}
        self._node_classes: dict[tuple, tuple] = target_cache(target, "schedule_node_classes")
        self._graphs: dict[tuple, tuple] = {}
        self._block_nodes: dict[int, tuple[list, list[_Node]]] = {}
        self._pressure_orders: dict[tuple, tuple] = {}
        self._block_spans: dict[tuple, tuple] = {}
        self.fallbacks: dict[str, int] = {}
        #: let the cycle model rank the candidates the estimate cannot separate
        #: (:meth:`_pick_by_model`); set per kernel by :func:`run`
        self.model_judge = False
        self._model_cache: dict[int, tuple] = {}
        self.waitcnt = inserter_for(target, options)
        self.hazards = resolver_for(target, options)

    # ------------------------------------------------------------------ per-instruction facts
    def node(self, inst: Instruction) -> _Node:
        n = self._nodes.get(inst)
        if n is not None:
            return n
        c = self._node_class(inst)
        boundary = c[4]
        if boundary and c[0] == "BARRIER" and (self.alu_cross_barriers or id(inst) in self._crossable):
            # an s_barrier inside a region: it keeps its place relative to every memory
            # operation and side effect (see _graph); register-only work may cross it
            boundary = False
        (di, dv), (ui, uv) = unit_facts(inst.defs()), unit_facts(inst.uses())
        n = _Node(inst, c[0], c[1], c[2], c[3], boundary, di, ui, dv, uv, c[5], c[6], c[7],
                  self.hazards.info(inst, c[8]))
        self._nodes[inst] = n
        if c[9] is not None:
            # every scheduled instruction is walked by the waitcnt solve: its facts from
            # the class already at hand (saves the solver looking the class up again)
            self.waitcnt.facts(inst, c[9])
        return n

    def _nodes_of(self, insts: list[Instruction]) -> list[_Node]:
        """:meth:`node` of every instruction of a block's list (cached per list object for
        the kernel: every heuristic schedules the same renamed lists)."""
        e = self._block_nodes.get(id(insts))
        if e is not None and e[0] is insts:
            return e[1]
        nodes = [self.node(i) for i in insts]
        self._block_nodes[id(insts)] = (insts, nodes)
        return nodes

    def _node_class(self, inst: Instruction) -> tuple:
        """The class-level facts of :meth:`node`: they depend only on the mnemonic and the
        class-changing modifiers (cached per pair)."""
        key = (inst.mnemonic, op_modifiers(inst))
        c = self._node_classes.get(key)
        if c is not None:
            return c
        oc = self.target.classify(inst.mnemonic, key[1])
        lat = float(oc.latency)
        if oc.pipe in ("VMEM", "FLAT") and "load" in oc.tags:
            lat = self.load_lat
        busy = 0.0
        if oc.mfma is not None:
            busy = oc.mfma.passes * self.cpp
            lat = max(lat, busy)
        # memory-system instructions without a modelled memory effect (cache write-back /
        # invalidate, GWS, s_dcache_*, s_memtime) keep their place among memory operations
        unmodelled_mem = inst.info.mem == "none" and inst.family in _MEM_FAMILIES
        boundary = (oc.pipe in _BOUNDARY_PIPES or bool(oc.tags & _BOUNDARY_TAGS) or inst.is_terminator
                    or inst.info.branch is not None or unmodelled_mem)
        rd, wr = inst.mem_effects()
        reads = tuple(sorted({a for s in rd for a in SPACE_ALIAS.get(s, (s,))}))
        writes = tuple(sorted({a for s in wr for a in SPACE_ALIAS.get(s, (s,))}))
        hc = self.hazards.class_facts(inst)
        c = self._node_classes[key] = (oc.pipe, lat, float(oc.issue_cycles), busy, boundary, reads, writes,
                                       tuple(oc.counters), hc,
                                       None if inst.base == "s_waitcnt" else self.waitcnt.class_facts(inst))
        return c

    # ------------------------------------------------------------------ dependence graph
    def _graph(self, region: list[_Node]):
        n = len(region)
        succs: list[list[tuple[int, float]]] = [[] for _ in range(n)]
        npred = [0] * n
        # per unit id (common.unit_index: small ints below unit_count()): the last writer,
        # the readers since; lists, not dicts: the loop below reads them per operand unit
        nu = unit_count()
        last_w: list = [None] * nu
        readers: list = [None] * nu
        mem_w: dict[str, int] = {}
        mem_r: dict[str, list[int]] = {}
        bars = [i for i, nd in enumerate(region) if nd.pipe == "BARRIER"]
        # per node: the nodes writing what it reads (for loads crossing barriers only)
        producers: list[set] | None = [] if bars and self._crossable else None
        pair_wait = self.hazards._pair   # info_pair_wait without its mask test (done here)
        cpp = self.cpp

        for i, nd in enumerate(region):
            seen: dict[int, float] = {}
            for u in nd.uses:
                w = last_w[u]
                if w is not None:
                    lat = region[w].lat
                    if seen.get(w, -1.0) < lat:
                        seen[w] = lat
                rs = readers[u]
                if rs is None:
                    readers[u] = [i]
                else:
                    rs.append(i)
            if producers is not None:   # so far ``seen`` holds exactly the writers of its reads
                producers.append(set(seen))
            for u in nd.defs:
                w = last_w[u]
                if w is not None and w != i and w not in seen:
                    seen[w] = 0.0
                rs = readers[u]
                if rs:
                    for r in rs:
                        if r != i and r not in seen:
                            seen[r] = 0.0
                    readers[u] = []
                last_w[u] = i
            for s in nd.reads:
                w = mem_w.get(s)
                if w is not None and w not in seen:
                    seen[w] = 0.0
            for s in nd.writes:
                w = mem_w.get(s)
                if w is not None and w not in seen:
                    seen[w] = 0.0
                for r in mem_r.get(s, ()):
                    if r != i and r not in seen:
                        seen[r] = 0.0
                mem_r[s] = []
                mem_w[s] = i
            for s in nd.reads:
                mem_r.setdefault(s, []).append(i)
            h2 = nd.hazard
            second = h2.second_mask
            for w, lat in seen.items():
                h1 = region[w].hazard
                # a hazard row between the pair needs that many issue slots in between
                if h1.first_mask & second:
                    ws = pair_wait(h1, h2)
                    if ws:
                        lat = max(lat, (ws + 1) * cpp)
                succs[w].append((i, lat))
            npred[i] += len(seen)
        if bars:
            # a barrier inside a region keeps its place relative to everything but the
            # register-only instructions (alu_cross_barriers) and, past barriers that
            # allow it (cross_barrier_loads), the eligible loads and their address arithmetic
            alu = {j for j, nd in enumerate(region) if _register_only(nd)} if self.alu_cross_barriers else set()
            with_loads = alu | self._mobile(region, producers) if self._crossable else alu
            # Edges only to the neighbouring barriers' windows (linear in the region): an
            # instruction before an earlier barrier reaches this one through the chain of
            # barriers in between, and that chain is never shorter than a direct edge, so
            # readiness, heights and plans are those of the all-pairs constraint.
            for k, b in enumerate(bars):
                mobile = with_loads if id(region[b].inst) in self._crossable else alu
                lo = bars[k - 1] + 1 if k else 0
                hi = bars[k + 1] if k + 1 < len(bars) else n - 1
                for j in range(lo, b):
                    if j not in mobile:
                        succs[j].append((b, 0.0))
                        npred[b] += 1
                for j in range(b + 1, hi + 1):
                    if j not in mobile:
                        succs[b].append((j, 0.0))
                        npred[j] += 1
        return succs, npred

    def _eligible_load(self, nd: "_Node") -> bool:
        """A global load from a read-only buffer: its base (buffer resource or SGPR base)
        is the base of no global store or atomic of the kernel."""
        inst = nd.inst
        if nd.writes or nd.reads != ("global",) or inst.info.mem != "load":
            return False
        if inst.family in ("MUBUF", "MTBUF"):
            base = inst.operand("srsrc")
        elif inst.family == "GLOBAL":
            base = inst.operand("saddr")
        else:
            return False
        if not isinstance(base, Reg):
            return False
        return frozenset(base.units()) not in self._stored_bases

    def _mobile(self, region: list["_Node"], producers: list[set]) -> set[int]:
        """Eligible loads of the region and the ALU instructions computing their operands."""
        mobile = {i for i, nd in enumerate(region) if self._eligible_load(nd)}
        work = list(mobile)
        while work:
            i = work.pop()
            for p in producers[i]:
                nd = region[p]
                if p not in mobile and _register_only(nd) and not nd.mfma_busy:
                    mobile.add(p)
                    work.append(p)
        return mobile

    @staticmethod
    def _heights(region: list[_Node], succs, floor: list[float] | None = None) -> list[float]:
        """Latency-weighted longest path to the region end (critical-path priority);
        ``floor``: a least height per node (see :meth:`_carried_heights`)."""
        n = len(region)
        height = [0.0] * n
        for i in range(n - 1, -1, -1):
            nd = region[i]
            # a result consumed after the region still needs its full latency: loads go early
            h = nd.lat if nd.defs else nd.issue
            if floor is not None and floor[i] > h:
                h = floor[i]
            iss = nd.issue
            for s, lat in succs[i]:
                v = (lat if lat > iss else iss) + height[s]
                if v > h:
                    h = v
            height[i] = h
        return height

    @classmethod
    def _carried_heights(cls, region: list[_Node], succs, height: list[float]) -> list[float]:
        """Critical-path heights of a loop body's region whose values also feed the next
        iteration ("carried" heuristic, offered for LDS-phase-rotated loops): a node
        defining a register that an earlier node of the region reads before any
        definition (the reader takes last iteration's value) gets at least its latency
        plus that reader's height, and the heights are propagated once more. One
        unrolling of the back edge is enough to rank the next iteration's fragment reads
        (and the barrier, ``ds_write``s and global loads before them) ahead of MFMAs that
        only this iteration needs. A priority only: correctness never depends on it."""
        exposed: dict = {}      # unit -> indices reading it before any definition in the region
        defined: set = set()
        for i, nd in enumerate(region):
            for u in nd.uses:
                if u not in defined:
                    exposed.setdefault(u, []).append(i)
            defined.update(nd.defs)
        floor = [0.0] * len(region)
        for i, nd in enumerate(region):
            for u in nd.defs:
                for r in exposed.get(u, ()):
                    v = nd.lat + height[r]
                    if v > floor[i]:
                        floor[i] = v
        return cls._heights(region, succs, floor)

    @staticmethod
    def _pipe_plan(region: list[_Node], succs, t0: float) -> tuple[list[float], list[float]]:
        """(latest start, earliest useful start) of every node for the "pipe" heuristic.

        The matrix pipe is the bottleneck of an MFMA region: the plan books the MFMAs
        back to back on it, in the order of their earliest possible start (then input
        order), from the first MFMA's earliest start on. Every other instruction gets
        the latest start that still feeds its consumers in time (its successors' latest
        starts minus the edge latency; the plan's end minus its own latency when nothing
        in the region consumes it), and is not issued more than its own latency before
        that: loads and LDS reads arrive just in time instead of all at once, which keeps
        their registers free (register pressure) without delaying the pipe."""
        n = len(region)
        asap = [t0] * n
        for i in range(n):
            a, iss = asap[i], region[i].issue
            for s2, lat in succs[i]:
                v = a + (lat if lat > iss else iss)
                if v > asap[s2]:
                    asap[s2] = v
        mfmas = sorted((asap[i], i) for i in range(n) if region[i].mfma_busy)
        latest = [0.0] * n
        planned = [False] * n
        t = mfmas[0][0] if mfmas else t0
        for _, i in mfmas:
            latest[i] = t
            planned[i] = True
            t += region[i].mfma_busy
        end = max(t, t0 + sum(nd.issue for nd in region))
        for i in range(n - 1, -1, -1):
            if planned[i]:
                continue
            nd = region[i]
            # a result, or a memory operation whose completion a later wait or barrier
            # needs, takes its latency; anything else only its issue
            v = end - (nd.lat if nd.defs or nd.counters else nd.issue)
            iss = nd.issue
            for s2, lat in succs[i]:
                w = latest[s2] - (lat if lat > iss else iss)
                if w < v:
                    v = w
            latest[i] = v
        useful = [t0 if planned[i] else latest[i] - region[i].lat for i in range(n)]
        return latest, useful

    def _pressure_fallback(self, region: list[_Node], live_after: int) -> tuple[list[Instruction] | None, int]:
        """(:meth:`_pressure_order` of the region, its peak), or (None, -1) for a region
        too large for it. It depends on the region and liveness only, not on the
        heuristic that exceeded the cap: computed once per region and kernel."""
        if len(region) > PRESSURE_ORDER_MAX:
            return None, -1
        key = (tuple([nd.inst for nd in region]), live_after)
        r = self._pressure_orders.get(key)
        if r is None:
            alt = self._pressure_order(region, live_after)
            r = self._pressure_orders[key] = (alt, peak_in_sequence(alt, live_after))
        return r

    def _pressure_order(self, region: list[_Node], live_after: int) -> list[Instruction]:
        """Greedy order that keeps few vector units live: among ready instructions pick the
        one whose issue adds the fewest live units (defs not yet live minus last uses),
        ties by critical path then input position. Used only when a latency order
        exceeds the pressure cap; the result is checked against the cap again."""
        key = tuple([nd.inst for nd in region])
        cached = self._graphs.get(key)
        if cached is None:
            succs, npred0 = self._graph(region)
            height = self._heights(region, succs)
            self._graphs[key] = (succs, npred0, height)
        else:
            succs, npred0, height = cached
        npred = list(npred0)
        remaining: dict[int, int] = {}
        defm = [nd.vdefs for nd in region]
        usem = [nd.vuses for nd in region]
        live = live_after
        for i in range(len(region) - 1, -1, -1):
            live = (live & ~defm[i]) | usem[i]
        for m in usem:
            while m:
                b = m & -m
                remaining[b] = remaining.get(b, 0) + 1
                m ^= b
        # units read by exactly one unscheduled instruction: issuing that reader kills them
        # (unless they are live after the region)
        ones = 0
        for b, c in remaining.items():
            if c == 1:
                ones |= b
        not_after = ~live_after
        ready = [i for i in range(len(region)) if npred[i] == 0]
        out: list[Instruction] = []
        rank = _ranks(height)[0]   # (-height, index) order as one int: no key tuple per candidate
        while ready:
            best_d = best_r = i = None
            dead, killable = ~live, not_after & ones   # (fixed while the ready set is scanned)
            for j in ready:
                delta = (defm[j] & dead).bit_count() - (usem[j] & killable).bit_count()
                if best_d is None or delta < best_d or (delta == best_d and rank[j] < best_r):
                    best_d, best_r, i = delta, rank[j], j
            ready.remove(i)
            out.append(region[i].inst)
            m = usem[i]
            while m:
                b = m & -m
                c = remaining[b] - 1
                remaining[b] = c
                if c == 1:
                    ones |= b
                elif c == 0:
                    ones &= ~b
                    if not (b & live_after):
                        live &= ~b
                m ^= b
            live |= defm[i]
            for s2, _ in succs[i]:
                npred[s2] -= 1
                if npred[s2] == 0:
                    ready.append(s2)
        return out

    # ------------------------------------------------------------------ list scheduling
    def _schedule_region(self, region: list[_Node], heuristic: str, t0: float, avail: dict,
                         mfma_free: float, cap_check: tuple[int, int] | None = None
                         ) -> tuple[list[int] | None, float, float]:
        """(order, time, matrix-pipe free time) of a list schedule of ``region``. With
        ``cap_check`` = (pressure cap, units live after the region), given when nothing
        after this region depends on its timing, the order is None once a prefix of it
        provably puts the region's peak over the cap (:func:`_prefix_over_cap`): the
        caller falls back exactly as for a finished order over the cap."""
        n = len(region)
        if n <= 1:
            return list(range(n)), t0, mfma_free
        key = tuple([nd.inst for nd in region])
        cached = self._graphs.get(key)
        if cached is None:
            succs, npred0 = self._graph(region)
            height = self._heights(region, succs)
            self._graphs[key] = (succs, npred0, height)
        else:
            succs, npred0, height = cached
        if heuristic == "carried":
            ckey = ("carried",) + key
            c = self._graphs.get(ckey)
            if c is None:
                c = self._graphs[ckey] = self._carried_heights(region, succs, height)
            height = c
        if heuristic not in ("cycle", "pipe", "carried"):
            # untimed: nothing below depends on the clock, and nothing after this region
            # reads the time or availability an untimed schedule leaves behind
            return _priority_order(region, succs, npred0, height, cap_check), t0, mfma_free
        npred = list(npred0)
        earliest = [t0] * n
        if avail:   # values of earlier regions of the block (the first region has none)
            for i, nd in enumerate(region):
                e = t0
                for u in nd.uses:
                    a = avail.get(u)
                    if a is not None and a > e:
                        e = a
                earliest[i] = e
        if heuristic == "pipe":
            # priority: the latest start of the pipe plan (smaller = more urgent); nothing
            # is issued before it is useful (see _pipe_plan)
            latest, useful = self._pipe_plan(region, succs, t0)
            height = [-x for x in latest]
            earliest = [e if e > u else u for e, u in zip(earliest, useful)]
        order: list[int] = []
        t = t0
        heappush, heappop = heapq.heappush, heapq.heappop
        pending: list[tuple[float, int]] = []   # (earliest, index) waiting for time
        rank, by_rank = _ranks(height)
        ready_mfma: list[int] = []  # ranks (see _ranks)
        ready_other: list[int] = []
        mfma_first = heuristic in ("pipe", "carried")
        for i in range(n):
            if npred[i] == 0:
                heappush(pending, (earliest[i], i))
        check_at = _FIRST_CAP_CHECK if cap_check is not None and n > _FIRST_CAP_CHECK else n + 1
        # register results are recorded in ``avail`` for the block's later regions only (this
        # region orders its own by the graph's edges): none follows the last one, which is
        # the one given ``cap_check``
        record = cap_check is None
        while len(order) < n:
            if len(order) == check_at:
                if _prefix_over_cap(region, order, *cap_check):
                    return None, t, mfma_free
                check_at *= 2
            while pending and pending[0][0] <= t:
                _, i = heappop(pending)
                heappush(ready_mfma if region[i].mfma_busy else ready_other, rank[i])
            cand = None
            if ready_mfma and t >= mfma_free:
                if ready_other and not mfma_first and ready_other[0] < ready_mfma[0]:
                    cand = by_rank[heappop(ready_other)]
                else:
                    cand = by_rank[heappop(ready_mfma)]
            elif ready_other:
                cand = by_rank[heappop(ready_other)]
            if cand is None:
                nxt = []
                if pending:
                    nxt.append(pending[0][0])
                if ready_mfma:
                    nxt.append(mfma_free)
                t = max(t, min(nxt))
                continue
            nd = region[cand]
            order.append(cand)
            start = t
            if nd.pipe == "BARRIER":  # its s_waitcnt retires LDS operations and stores
                start = max(start, avail.get(_LDS_DONE, 0.0), avail.get(_STORE_DONE, 0.0))
            if nd.mfma_busy:
                start = max(start, mfma_free)
                mfma_free = start + nd.mfma_busy
            t = start + nd.issue
            done = start + nd.lat
            if record:
                for u in nd.defs:
                    avail[u] = done
            if nd.pipe == "LDS" or nd.writes:   # a barrier of this region waits for them
                _note_memory(avail, nd, done)
            for s, lat in succs[cand]:
                e = start + lat
                if e > earliest[s]:
                    earliest[s] = e
                c = npred[s] - 1
                npred[s] = c
                if not c:
                    e = earliest[s]
                    if e <= t:
                        # the next pick moves it from pending to its ready queue anyway
                        # (the queues order by rank alone): skip the detour
                        heappush(ready_mfma if region[s].mfma_busy else ready_other, rank[s])
                    else:
                        heappush(pending, (e, s))
        return order, t, mfma_free

    def _spans_of(self, insts: list[Instruction], nodes: list[_Node], live_after: int) -> tuple[list[tuple], int]:
        """(spans, index of the last scheduled region) of a block for :meth:`schedule_block`:
        per span of :meth:`_regions` (start, end, units live after it, its peak in input
        order). Independent of the heuristic: computed once per block list and kernel."""
        key = (id(insts), live_after)
        e = self._block_spans.get(key)
        if e is not None and e[0] is insts:
            return e[1], e[2]
        spans = [(a, b, lae, peak_in_masks([(nd.vdefs, nd.vuses) for nd in nodes[a:b]], lae))
                 for a, b, lae in self._regions(nodes, live_after)]
        # the last scheduled region: no later region depends on its timing state
        last = max((k for k, (a, b, _, _) in enumerate(spans) if not (b - a == 1 and nodes[a].boundary)),
                   default=-1)
        self._block_spans[key] = (insts, spans, last)
        return spans, last

    @staticmethod
    def _regions(nodes: list[_Node], live_after: int) -> list[tuple[int, int, int]]:
        """(start, end, vector units live after it) of every region and every boundary
        instruction (a one-element span) of a block; boundaries are invariant under
        reordering, so these liveness masks hold for every candidate order."""
        bounds: list[tuple[int, int]] = []
        start = 0
        for k, nd in enumerate(nodes):
            if nd.boundary:
                if k > start:
                    bounds.append((start, k))
                bounds.append((k, k + 1))
                start = k + 1
        if start < len(nodes):
            bounds.append((start, len(nodes)))
        out = []
        live = live_after
        for a, b in reversed(bounds):
            out.append((a, b, live))
            for nd in reversed(nodes[a:b]):
                live = (live & ~nd.vdefs) | nd.vuses
        out.reverse()
        return out

    # ------------------------------------------------------------------ renaming
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
        it is free in the value's region up to the read, :meth:`_into_reader_def`: the
        reader overwrites its own source, as LLVM's ``v_perm_b32 v37, v53, v37``, which
        orders nothing new and leaves the free registers to the other values — gfx942
        gemm_tt: the 32 ``ds_read_u16`` of an iteration issue back to back instead of in
        batches waiting for the ``v_perm_b32`` of the previous batch); among those the range whose nearest
        other occupation is farthest away, ranges unoccupied in the value's scheduling
        regions first (so the new program has as few anti/output
        dependences as possible). Loads and wide tuples are placed first. Liveness in input
        order is unchanged, so the pressure of the input order is too. If some value finds
        no range, the block keeps its registers. Returns a new list (renamed instructions are copies) or ``insts``.

        ``staging`` = (first AGPR, limit): a global load's value read only as the data of
        LDS stores (a tile on its way from memory to LDS) whose VGPR placement would share
        registers with other values of its regions goes to AGPRs in that range instead
        (:func:`_stageable`): then nothing orders the load behind the readers of those
        registers (in a loop whose fragments live across the back edge, the MFMAs)."""
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
        values = self._local_values(insts, defs, uses, live_after, overwrites)
        # the value's units are free for its own placement while they are its: from gap k+1
        # (after its definition k) to gap last (before its last read), except that a unit
        # another instruction j overwrites inside the interval holds that write from gap
        # j+1 on (a dead write still occupies its register at that instant). A unit is
        # owned by one value at a time, so one sweep over the gaps clears them all: per gap
        # the units whose ownership starts or ends there (toggles), accumulated
        toggle = [0] * (n + 2)
        for k, last, _, _, _ in values:
            own = defs[k]
            toggle[k + 1] ^= own
            for j, b in overwrites.get(k, ()):   # by ascending j
                if j >= last:
                    break
                toggle[j + 1] ^= b
                own &= ~b
            toggle[last + 1] ^= own
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
        for j, nd in enumerate(nodes):
            if self.alu_cross_barriers and _register_only(nd):
                rstart[j], rend[j] = mstart[j], mend[j]
            elif self._crossable and (nd.pipe in _ALU_PIPES or self._eligible_load(nd)):
                rstart[j] = mstart[j]
        # placement checks every interval, so any order is valid: long-latency load results
        # and wide tuples first (they need aligned free ranges), then the rest
        values.sort(key=lambda v: (insts[v[0]].info.mem != "load", -v[3].count, v[0]))
        # placement only asks which VGPRs below vlimit are occupied (every candidate range
        # lies below it): AGPR bits (VGPR_BITS and up) would only make each OR longer
        below = (1 << vlimit) - 1
        occ = [x & below for x in occ]
        renamed = self._assign(insts, values, occ, defs, uses, rstart, rend, vlimit, staging)
        if renamed is _UNSTAGED:
            # staging some of a tile's loads but not all measured slower (gfx950 1024^3
            # NONE at 3 waves: room for 2 of 8): all or none. Only the placement depends
            # on staging: the values, occupations and regions above are reused
            renamed = self._assign(insts, values, occ, defs, uses, rstart, rend, vlimit, None)
        if renamed is None:
            return insts
        out = list(insts)   # a new list even if no register moved (run_kernel tells them apart)
        for j, r in renamed.items():
            out[j] = _renamed_copy(insts[j], r)
        return out

    def _assign(self, insts: list[Instruction], values: list[tuple], occ0: list[int], defs: list[int],
                uses: list[int], rstart: list[int], rend: list[int], vlimit: int,
                staging: tuple[int, int] | None):
        """The placement of :meth:`rename_block`: per instruction index, operand position ->
        (renamed operand, is the value's definition); None if some value finds no range;
        _UNSTAGED if ``staging`` has room for some of the values to stage but not all.
        ``occ0`` (units occupied per gap before any placement) is left unchanged."""
        n = len(insts)
        nodes = self._nodes_of(insts)  # cached per block list
        # operand position -> (renamed operand, is the value's definition), per instruction
        # index (a position holds one value, so it is renamed at most once: each
        # instruction is copied once, at the end)
        renamed: dict[int, dict[int, tuple]] = {}
        # where load results are held: the scheduler hoists loads and sinks their readers,
        # so other values avoid those registers in the same regions when they can
        held = _GrowingMasks([0] * (n + 1))
        occ = _GrowingMasks(list(occ0))
        agpr_next = staging[0] if staging else 0
        staged_before = self.staged
        local_defs = {v[0] for v in values}
        for k, last, dpos, old, readers in values:
            is_load = insts[k].info.mem == "load"
            m = None
            if old.count == 1 and len(readers) == 1:
                # the value's only reader writes one pinned VGPR: hold the value there (the
                # reader's own write follows its read, so no order is added; cf. LLVM's
                # v_perm_b32 v37, v53, v37): it leaves the free registers to the others
                m = self._into_reader_def(occ, k, last, nodes[last], uses[k], local_defs, rstart[k], vlimit)
            if m is None:
                m = self._place(occ, k, last, old, vlimit, uses[k] | _or(defs[j] for j, _ in readers),
                                rstart[k], rend[last], 0 if is_load else held.union(rstart[k], rend[last] + 1))
            if m is None:
                self.fallbacks["rename"] = self.fallbacks.get("rename", 0) + 1
                return None
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
                renamed.setdefault(k, {})[dpos] = (Reg("a", a0, old.count), True)
                for j, pos in readers:
                    ops = insts[j].operands
                    r = renamed.setdefault(j, {})
                    for p in pos:
                        r[p] = (_remap(ops[p], old, a0, "a"), False)
                continue
            occ.add(k + 1, last + 1, mask)
            if is_load:
                held.add(k + 1, last + 1, mask)
            if s0 == old.index:
                continue
            renamed.setdefault(k, {})[dpos] = (Reg("v", s0, old.count), True)
            for j, pos in readers:
                ops = insts[j].operands
                r = renamed.setdefault(j, {})
                for p in pos:
                    r[p] = (_remap(ops[p], old, s0), False)
        return renamed

    @staticmethod
    def _value_def(inst: Instruction, dm: int, um: int):
        """(def operand position, register) if ``inst`` (writing vector units ``dm``,
        reading ``um``) may define a local value (see :meth:`rename_block`), else None."""
        if not dm or dm >> VGPR_BITS or um & dm or inst.info.family == "MFMA" or _cross_lane(inst):
            return None
        ops = inst.operands
        regs = [(p, ops[p]) for p in _role_positions(inst)[0]
                if isinstance(ops[p], Reg) and ops[p].file == "v" and not ops[p].virtual]
        if len(regs) != 1 or _reg_mask(regs[0][1]) != dm:
            return None
        return regs[0]

    @staticmethod
    def _read_positions(r: Instruction, dm: int, remaining: int, um: int) -> list[int] | None:
        """Operand positions through which ``r`` reads units ``um`` of the value defined as
        ``dm`` (``remaining``: its units not yet overwritten), or None if ``r`` disqualifies
        the value (lane-crossing, writes its units, an operand reaching outside the value,
        or an implicit read)."""
        if _cross_lane(r):
            return None
        pos, cover = [], 0
        ops = r.operands
        for p in _role_positions(r)[1]:       # written operands are not reads here
            op = ops[p]
            if isinstance(op, SrcMod):
                op = op.inner
            if not isinstance(op, Reg) or op.file != "v" or op.virtual:
                continue
            m = ((1 << op.count) - 1) << op.index    # _reg_mask
            if not m & dm:
                continue
            if m & ~remaining:   # reads units of another value as well
                return None
            pos.append(p)
            cover |= m
        if cover != um:                       # an implicit read of the value
            return None
        return pos

    @classmethod
    def _local_values(cls, insts: list[Instruction], defs: list[int], uses: list[int], live_after: int,
                      overwrites: dict | None = None):
        """Every local value of the block (see :meth:`rename_block`) as (def index, last
        read index, def operand position, register, [(reader, operand positions)]), by
        def index. One forward pass: each VGPR unit knows the candidate value holding it
        (the last definition writing it), so a reader finds its values directly instead
        of every definition scanning forward for its readers. ``overwrites`` (if given) gets
        per candidate def index the (instruction index, unit bit) of every later write to
        one of its units, by ascending index."""
        owner = [0] * VGPR_BITS      # unit -> def index of the candidate value holding it
        owned = 0                    # units held by candidate values still alive
        remaining: dict[int, int] = {}   # candidate def index -> its units not yet overwritten
        found: dict[int, tuple] = {}     # candidate def index -> (dpos, register, readers)
        for j, inst in enumerate(insts):
            um_all = uses[j] & owned
            if um_all:
                ks = []
                while um_all:
                    b = um_all & -um_all
                    um_all ^= b
                    k = owner[b.bit_length() - 1]
                    if k not in ks:
                        ks.append(k)
                for k in ks:
                    rem = remaining[k]
                    dm = defs[k]
                    pos = None if defs[j] & dm else cls._read_positions(inst, dm, rem, uses[j] & rem)
                    if pos is None:          # not a local value: forget it
                        owned &= ~rem
                        del remaining[k], found[k]
                    else:
                        found[k][2].append((j, pos))
            dj = defs[j] & owned
            while dj:                        # overwritten units end their values there
                b = dj & -dj
                dj ^= b
                k = owner[b.bit_length() - 1]
                remaining[k] &= ~b
                owned ^= b
                if overwrites is not None:
                    overwrites.setdefault(k, []).append((j, b))
            v = cls._value_def(inst, defs[j], uses[j])
            if v is not None:
                dm = defs[j]
                remaining[j] = dm
                found[j] = (v[0], v[1], [])
                owned |= dm
                m = dm
                while m:
                    b = m & -m
                    m ^= b
                    owner[b.bit_length() - 1] = j
        out = []
        for k in sorted(found):
            dpos, old, readers = found[k]
            if readers and not remaining[k] & live_after:
                out.append((k, readers[-1][0], dpos, old, readers))
        return out

    @staticmethod
    def _into_reader_def(occ: _GrowingMasks, k: int, last: int, reader: "_Node", avoid: int,
                         local_defs: set, ra: int, vlimit: int):
        """(register, unit mask) of the VGPR the value's only reader (instruction ``last``,
        a VALU op writing one pinned VGPR it does not otherwise read) writes, if that register
        is free from the start of the value's region through the read (gaps ra..last) and not
        read by the defining instruction (``avoid``); else None. The value then lives in the
        register its reader's result takes: the write follows the read in the same
        instruction, so the placement adds no dependence."""
        d = reader.vdefs
        if (reader.pipe != "VALU" or last in local_defs or not d or d & (d - 1) or d & reader.vuses
                or d & avoid or d >> vlimit or _cross_lane(reader.inst)
                or occ.union(ra, last + 1) & d):
            return None
        return d.bit_length() - 1, d

    @staticmethod
    def _place(occ: _GrowingMasks, k: int, last: int, old: Reg, vlimit: int, avoid: int, ra: int, rb: int,
               prefer_not: int = 0):
        """(first register, unit mask) for a value live in gaps k+1..last whose scheduling
        regions span instructions ra..rb-1 (see :meth:`rename_block`), or None. Preference:
        not in ``prefer_not`` (registers holding load results in those regions), unoccupied
        in the whole span of the regions (best fit: next to occupied registers, then the
        value's own), then farthest from any occupation inside it (own registers win ties)."""
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
            while (lo >= ra or hi <= rb) and left:
                if k - lo == _LINEAR_WIDEN:   # far from the value: search the distance instead
                    group, left = _farthest(occ, left, count, vlimit, k, last, ra, rb, k - lo, seen), 0
                    break
                new = ((om[lo] if lo >= ra else 0) | (om[hi] if hi <= rb else 0)) & ~seen
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

    def schedule_block(self, insts: list[Instruction], heuristic: str, live_after: int, cap: int,
                       peaks: list[int] | None = None) -> list[Instruction]:
        """Schedule one block's regions with ``heuristic`` ("input" keeps the order). With
        ``peaks`` (scheduled heuristics only), the peak live vector units of the result
        (``peak_in_sequence`` of the returned list) is appended to it: the maximum of its
        regions' peaks, most of which the pressure check computes anyway. (Liveness at a
        region boundary does not depend on the order inside the regions after it.)"""
        if heuristic == "input":
            return list(insts)
        nodes = self._nodes_of(insts)
        out: list[Instruction] = []
        avail: dict = {}
        t = 0.0
        mfma_free = 0.0
        peak = -1 if peaks is None else 0
        spans, last = self._spans_of(insts, nodes, live_after)
        for k, (a, b, lae, input_peak) in enumerate(spans):
            region = nodes[a:b]
            if b - a == 1 and region[0].boundary:
                nd = region[0]
                if nd.pipe == "BARRIER":
                    # the s_waitcnt before a barrier waits for LDS ops and memory writes
                    t = max(t, avail.get(_LDS_DONE, 0.0), avail.get(_STORE_DONE, 0.0))
                out.append(nd.inst)
                t += nd.issue
                if peak >= 0:
                    peak = max(peak, input_peak)
                continue
            order, t_new, mf_new = self._schedule_region(region, heuristic, t, avail, mfma_free,
                                                         (cap, lae) if k == last else None)
            pk = -1
            if order is None or order != list(range(len(region))):
                seq = []
                if order is None:   # abandoned: provably over the cap
                    pk = cap + 1
                else:
                    seq = [region[i].inst for i in order]
                    pk = _order_peak(region, order, lae)
                if pk > cap:
                    # over the pressure cap: try a pressure-first order, else keep the input order
                    alt, pk = self._pressure_fallback(region, lae)
                    if alt is not None and pk <= cap:
                        seq = alt
                        self.fallbacks[heuristic + ":pressure"] = self.fallbacks.get(heuristic + ":pressure", 0) + 1
                    else:
                        seq = [nd.inst for nd in region]
                        pk = -1
                        self.fallbacks[heuristic] = self.fallbacks.get(heuristic, 0) + 1
            else:
                seq = [region[i].inst for i in order]
            out.extend(seq)
            if peak >= 0:
                if pk < 0:   # the input order (seq is the region's instructions)
                    pk = input_peak
                peak = max(peak, pk)
            t, mfma_free = t_new, mf_new
        if peaks is not None:
            peaks.append(max(peak, live_after.bit_count()))
        return out

    # ------------------------------------------------------------------ evaluation
    def estimate_cycles(self, cfg, lists: list[list[Instruction]], waves: int | None = None) -> float:
        """Simple in-order issue estimate: RAW latencies, matrix-pipe occupancy, s_nop slots,
        s_waitcnt counts (a wait retires all but the N youngest events of its counter, so a
        merged or early wait costs what it waits for), barriers wait for outstanding LDS
        operations and stores; loop bodies weighted 8x per nesting depth. A block that
        branches to itself (a single-block loop) is costed in steady state: its second
        iteration, which waits for what the first left in flight (loads issued for the next
        iteration). With ``waves`` waves per SIMD (default: the kernel's declared occupancy)
        the others fill this wave's stalls: a block costs its busy time (issue slots, or
        matrix-pipe clocks if more) plus its stalls divided by ``waves``."""
        total = 0.0
        depth = [cfg.loop_depth(b) for b in range(len(lists))] if cfg.loops else [0] * len(lists)
        waves = max(1, waves or self.waves)
        for bi, insts in enumerate(lists):
            state = _IssueState()
            if bi in cfg.succs[bi]:
                self._issue(insts, state)
                start = state.t
                state.busy_issue = state.busy_mfma = 0.0
            else:
                start = 0.0
            self._issue(insts, state)
            busy = max(state.busy_issue, state.busy_mfma)
            total += (busy + max(0.0, state.t - start - busy) / waves) * (8 ** depth[bi])
        return total

    def _issue(self, insts: list[Instruction], st: "_IssueState") -> None:
        """Advance the issue estimate ``st`` over ``insts`` (see :meth:`estimate_cycles`)."""
        cpp = self.cpp
        nodes = self._nodes
        node = self.node
        t, mf = st.t, st.mf
        avail, pending = st.avail, st.pending
        lds_done, store_done = st.lds_done, st.store_done   # what a barrier's wait retires
        busy_issue, busy_mfma = st.busy_issue, st.busy_mfma
        for inst in insts:
            nd = nodes.get(inst)
            if nd is None:   # scheduled instructions have nodes; the passes' waits and nops not
                base = inst.base
                if base == "s_nop":
                    ops = inst.operands
                    ws = (int(getattr(ops[0], "value", 0)) + 1 if ops else 1) * cpp
                    t += ws
                    busy_issue += ws
                    continue
                if base == "s_waitcnt":
                    t += cpp
                    busy_issue += cpp
                    wc = inst.operands[0] if inst.operands else None
                    if isinstance(wc, WaitCnt):
                        # vmcnt(N) etc.: everything but the N youngest events has retired.
                        # Retired events end at or before t, and t never decreases, so
                        # they can no longer raise it: drop them (keeps this linear).
                        for c, lst in pending.items():
                            n = getattr(wc, c, None)
                            if n is not None and len(lst) > n:
                                cut = len(lst) - n
                                t = max(t, max(lst[:cut]))
                                del lst[:cut]
                    continue
                nd = node(inst)
                if len(avail) < unit_count():   # its units may be new
                    avail.extend([0.0] * (unit_count() - len(avail)))
            start = t
            for u in nd.uses:
                a = avail[u]
                if a > start:
                    start = a
            if nd.pipe == "BARRIER":
                start = max(start, lds_done, store_done)
            if nd.mfma_busy:
                start = max(start, mf)
                mf = start + nd.mfma_busy
                busy_mfma += nd.mfma_busy
            t = start + nd.issue
            busy_issue += nd.issue
            done = start + nd.lat
            for u in nd.defs:
                avail[u] = done
            for c in nd.counters:
                lst = pending.get(c)
                if lst is None:
                    pending[c] = [done]
                else:
                    lst.append(done)
            if nd.pipe == "LDS":
                if done > lds_done:
                    lds_done = done
            elif nd.writes:
                if done > store_done:
                    store_done = done
        st.t, st.mf, st.lds_done, st.store_done = t, mf, lds_done, store_done
        st.busy_issue, st.busy_mfma = busy_issue, busy_mfma

    def _refine(self, cfg, best: tuple, cands: list[tuple], live_out: list[int]) -> tuple[tuple, int]:
        """Region-wise local search (``options["refine"]`` evaluations at most): try each
        other candidate's order for one region at a time (largest regions first) and keep
        a swap when the whole-kernel key improves. Region boundaries sit at the same
        positions in every candidate, so a region is a slice of its block."""
        key = best[0]
        cur = [list(l) for l in best[2]]
        waited, final = best[3], best[4]
        regions = []
        for bi, l in enumerate(cur):
            start = 0
            for k, inst in enumerate(l + [None]):
                if inst is None or self.node(inst).boundary:
                    if k - start > 1:
                        regions.append((k - start, bi, start, k))
                    start = k + 1
        regions.sort(reverse=True)
        evals = swaps = 0
        for _, bi, a, b in regions:
            for c in cands:
                if c is best or evals >= self.refine_evals:
                    continue
                alt = c[2][bi][a:b]
                if all(x is y for x, y in zip(alt, cur[bi][a:b])):
                    continue
                trial = list(cur)
                trial[bi] = cur[bi][:a] + alt + cur[bi][b:]
                evals += 1
                k4, w, f = self.evaluate(cfg, trial, live_out)
                if k4[0] > key[0]:
                    continue
                k = self.full_key(cfg, k4, f)
                if self.better(k, key):
                    key, cur, waited, final = k, trial, w, f
                    swaps += 1
        return (key, best[1], cur, waited, final), swaps

    def _unmerged(self):
        if getattr(self, "_waitcnt0", None) is None:
            self._waitcnt0 = WaitcntInserter(self.target, 0)
        return self._waitcnt0

    def full_key(self, cfg, k4: tuple, final: list[list[Instruction]]) -> tuple:
        """``k4`` = (peak, s_waitcnt, s_nop, instructions) of :meth:`evaluate` plus the
        estimated cycles; compared by :meth:`better`."""
        return k4 + (self.estimate_cycles(cfg, final, self.waves_of(k4[0])),)

    def waves_of(self, peak: int) -> int | None:
        """Waves per SIMD a candidate whose live vector units peak at ``peak`` will run where
        ``passes.compact`` will renumber the kernel (on, objective "cycles", kernel
        eligible) and the occupancy of its peak is higher than the declared one: that
        occupancy. Else None: the candidate runs at the occupancy the kernel declares
        (:attr:`waves`, which is also the cycle model's default for a declared kernel)."""
        o = self.occupancy_of(peak)
        if o <= self.waves or not self.compact or self.objective != "cycles":
            return None
        if self._compactable is None:   # scans the kernel: asked once, and only here
            self._compactable = compact.eligible(self._kernel, self.target)
        return o if self._compactable else None

    def occupancy_of(self, peak: int) -> int:
        """Waves per SIMD a kernel whose live vector units peak at ``peak`` could run (the
        DB's occupancy rule with the kernel's other limits: SGPRs, LDS, workgroup size).
        What a lower peak buys is occupancy: within one occupancy level it buys nothing."""
        o = self._occupancy.get(peak)   # (asked ~370 times per corpus run, for a few peaks)
        if o is not None:
            return o
        r = self._kernel_resources()
        arch = self.target.registers.arch_vgpr_max
        try:
            if peak > arch and self._staging is not None:
                # staged values live in AGPRs: in the unified file only the total counts
                o = self.target.occupancy(arch, peak - arch, r["sgprs"], r["lds_bytes"], r["workgroup_waves"])
            else:
                o = self.target.occupancy(peak, 0, r["sgprs"], r["lds_bytes"], r["workgroup_waves"])
        except Exception:  # beyond the register file: rank below everything that fits
            o = 0
        self._occupancy[peak] = o
        return o

    def _kernel_resources(self) -> dict:
        """The kernel's declared resources (``sim.cycles.kernel_resources``), computed once
        per run only if a rule asks (a snippet without a descriptor scans every instruction)."""
        r = self._resources
        if r is None:
            r = self._resources = kernel_resources(self._kernel, self.target)
        return r

    def _staging_agprs(self, kernel: Kernel, named: int) -> tuple[int, int] | None:
        """(first, limit) of the AGPRs renaming may stage load values in (see
        :meth:`rename_block`): above the ``named`` AGPRs the kernel names, as many as keep the
        declared occupancy (DB occupancy rule). None for an undeclared kernel or one whose
        occupancy registers bind (fewer registers would give more waves: compaction may
        reach them, staged AGPRs would cost them; gfx950 1024^3 32x32x16 F8 NONE: 5 waves
        after compaction without staging, 4 with it)."""
        if kernel.descriptor_int("next_free_vgpr") is None:
            return None
        regs = self.target.registers
        r = self._kernel_resources()
        if self.target.occupancy(regs.vgpr_alloc_granule, 0, r["sgprs"], r["lds_bytes"],
                                 r["workgroup_waves"]) > self.waves:
            return None
        first = round_up(named, regs.vector_tuple_alignment)

        def keeps_waves(agprs: int) -> bool:
            return self.target.occupancy(r["vgprs"], agprs, r["sgprs"], r["lds_bytes"],
                                         r["workgroup_waves"]) >= self.waves
        if first >= regs.agpr_max or not keeps_waves(first + 1):
            return None
        # the most AGPRs that keep the occupancy (it only falls as they grow): bisection,
        # not a scan of up to agpr_max occupancy evaluations per scheduled kernel
        lo, hi = first + 1, regs.agpr_max
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if keeps_waves(mid):
                lo = mid
            else:
                hi = mid - 1
        return first, lo

    def pressure_cap(self, input_peak: int) -> int:
        """Most live vector units a region's schedule of a load-rotated kernel may reach.
        ``"metrics"``: the input's peak (the peak is the first key). ``"cycles"``: the most
        that still allow the occupancy the input's peak allows: loads rotated into the
        previous iteration need their registers while the MFMAs run, which the rotated
        input order (loads last) does not show; the objective still prefers the lower peak
        among schedules within the cycle tolerance."""
        if self.objective != "cycles":
            return input_peak
        occ = self.occupancy_of(input_peak)
        step = self.target.registers.vgpr_alloc_granule
        cap = input_peak
        while cap + step <= self.target.registers.unified_vgpr_file and self.occupancy_of(cap + step) >= occ:
            cap += step
        return cap

    def better(self, a: tuple, b: tuple) -> bool:
        """Is key ``a`` strictly better than key ``b``? ``objective == "metrics"``: seed
        000's lexicographic (peak, waits, nops, instructions, cycles). ``"cycles"``
        (default): higher occupancy (of the peak, :meth:`occupancy_of`); then fewer
        estimated cycles if they differ by more than ``cycle_tolerance`` (relative); else
        (peak, waits, nops, instructions)."""
        if self.objective == "metrics":
            return a < b
        oa, ob = self.occupancy_of(a[0]), self.occupancy_of(b[0])
        if oa != ob:
            return oa > ob
        ca, cb = a[-1], b[-1]
        if ca < cb * (1.0 - self.cycle_tol):
            return True
        if cb < ca * (1.0 - self.cycle_tol):
            return False
        # ties: (peak, waits, nops, instructions): fewer live registers than the occupancy
        # needs still leave room (seed 000 ranks the peak first)
        return a[:4] < b[:4]

    def pick(self, cands: list[tuple]) -> tuple:
        """The best candidate (earlier ones win ties): highest occupancy of its peak; among
        those within ``cycle_tolerance`` of the fewest estimated cycles, the lowest (peak,
        waits, nops, instructions)."""
        if len(cands) == 1:
            return cands[0]
        if self.objective == "metrics":
            return min(cands, key=lambda c: c[0])
        occ = max(self.occupancy_of(c[0][0]) for c in cands)
        pool = [c for c in cands if self.occupancy_of(c[0][0]) == occ]
        fewest = min(c[0][-1] for c in pool)
        pool = [c for c in pool if c[0][-1] <= fewest * (1.0 + self.cycle_tol)]
        return min(pool, key=lambda c: c[0][:4])

    def _pick_by_model(self, kernel: Kernel, cands: list[tuple], best: tuple) -> tuple[tuple, dict | None]:
        """Among the candidates :meth:`pick` could not separate — same occupancy, estimated
        cycles within ``cycle_tolerance`` of the fewest — let the cycle model decide: the
        fewest model cycles (whole kernel, both memory scenarios), and among those within
        the tolerance of it the lowest (peak, waits, nops, instructions), as in
        :meth:`pick`. Only asked where the model runs anyway (:attr:`model_judge`: a
        kernel whose loop rotation is being judged); there the candidates differ in how
        the loop overlaps across iterations and waves, which the one-wave estimate does
        not see (gfx942 256^3 32x32x8 PREFETCH: estimate within 1 % for critical_path and
        pipe, cycle model 2,456 vs 2,418 clk). Returns (chosen, {candidate: model cycles})
        or (``best``, None) when there was nothing to separate or the model cannot run."""
        occ = self.occupancy_of(best[0][0])
        fewest = min(c[0][-1] for c in cands if self.occupancy_of(c[0][0]) == occ)
        pool = [c for c in cands if self.occupancy_of(c[0][0]) == occ and c[0][-1] <= fewest * (1.0 + self.cycle_tol)]
        if len(pool) < 2:
            return best, None
        cycles = {}
        for c in pool:
            m = self.model_cycles(kernel, c[4], self.waves_of(c[0][0]))
            if m is None:
                return best, None
            cycles[c[1]] = m
        low = min(cycles.values())
        near = [c for c in pool if cycles[c[1]] <= low * (1.0 + self.cycle_tol)]
        return min(near, key=lambda c: c[0][:4]), cycles

    def _barrier_hoisted(self, kernel: Kernel, cfg, best: tuple, live_out: list[int], cap: int,
                         waitcnt=None) -> tuple:
        """``best`` or its :func:`barrier_phases.hoist_above_barriers` variant (ALU work
        that is not an MFMA moved from just after each ``s_barrier`` to just before it),
        whichever the cycle model finds faster: the variant must keep the occupancy and
        the pressure cap, and the model must find it faster in total (scenarios summed)
        and slower at neither global-load latency. Only where several waves share a
        SIMD: the gain is the waves' port use per barrier phase, which one wave does not
        have (gfx942 1024^3 transposed GEMM PREFETCH, 7 waves: 16 ``v_perm_b32`` before
        the second barrier, loop 140.3 -> 136.5 clk per wave-iteration at l2_hit)."""
        waves = self.waves_of(best[0][0]) or self.waves
        if waves < 2:
            return best

        def movable(inst: Instruction) -> bool:
            nd = self.node(inst)
            return nd.pipe in ("VALU", "TRANS") and nd.mfma_busy == 0 and _register_only(nd)

        moved = [hoist_above_barriers(l, movable) for l in best[2]]
        if all(m is None for m in moved):
            return best
        lists = [l if m is None else m for l, m in zip(best[2], moved)]
        k4, waited, final = self.evaluate(cfg, lists, live_out, waitcnt)
        if k4[0] > cap:
            return best
        key = self.full_key(cfg, k4, final)
        if self.occupancy_of(key[0]) < self.occupancy_of(best[0][0]):
            return best
        m = self.model_scenarios(kernel, final, self.waves_of(key[0]))
        m0 = self.model_scenarios(kernel, best[4], self.waves_of(best[0][0]))
        if m is None or m0 is None:
            return best
        if faster_overall({sc: c for sc, (_, c) in m.items()}, {sc: c for sc, (_, c) in m0.items()}):
            return (key, best[1] + "+barrier hoist", lists, waited, final)
        return best

    def _model_slower(self, kernel: Kernel, final: list, key: tuple, than: tuple) -> bool:
        """Where the cycle model judges this kernel (:attr:`model_judge`), does it find the
        program ``final`` (key ``key``) slower than candidate ``than`` both in total (its
        scenarios summed, as every model judgement of the pass) and at its longest
        global-load latency (DRAM)? Asked of an order's unmerged waits, which the
        one-wave estimate alone otherwise keeps: they exist to stop waiting for the
        youngest of merged loads, i.e. to hide long latencies, and the estimate does not
        see the waves' interleaving (gfx950 1024^3 32x32x8 NONE, 4 waves: estimate
        better, model +0.6 % in total, +1.3 % at DRAM, loop 1,030 -> 1,046 clk). Where the
        model trades one latency for the other the estimate's choice stands. False where
        the model does not judge or cannot run."""
        if not self.model_judge:
            return False
        m = self.model_scenarios(kernel, final, self.waves_of(key[0]))
        m0 = self.model_scenarios(kernel, than[4], self.waves_of(than[0][0]))
        if m is None or m0 is None:
            return False
        longest = max(m, key=lambda sc: m[sc][0])
        return (sum(c for _, c in m.values()) > sum(c for _, c in m0.values())
                and m[longest][1] > m0[longest][1])

    def model_scenarios(self, kernel: Kernel, final: list, waves: int | None = None) -> dict | None:
        """``resolve.model_scenarios`` of ``final`` (at ``waves`` waves per SIMD if given),
        cached per (final-list object, waves) for this kernel."""
        key = (id(final), waves)
        hit = self._model_cache.get(key)
        if hit is None or hit[0] is not final:
            hit = self._model_cache[key] = (final, model_scenarios(self.target, kernel, final, waves))
        return hit[1]

    def model_cycles(self, kernel: Kernel, final: list, waves: int | None = None) -> float | None:
        """:meth:`model_scenarios` summed over the scenarios (``resolve.model_cycles``)."""
        per = self.model_scenarios(kernel, final, waves)
        return None if per is None else sum(c for _, c in per.values())

    def evaluate(self, cfg, lists: list[list[Instruction]], live_out: list[int], waitcnt=None,
                 peak: int | None = None, unmerged: list | None = None, waited=None) -> tuple:
        """(objective key, waited lists, final lists) of one candidate order (``peak``: its
        peak live vector units if the caller already knows it; ``unmerged``: filled with
        its waited lists without wait merging, see ``WaitcntInserter.solve``; ``waited``:
        its waited lists if already solved)."""
        if waited is None:
            waited, _ = (waitcnt or self.waitcnt).solve(cfg, lists, unmerged)
        final, _ = self.hazards.solve(cfg, waited)
        if peak is None:
            peak = max((peak_in_sequence(l, live_out[i]) for i, l in enumerate(lists)), default=0)
        # ``lists`` hold no s_waitcnt / s_nop (the scheduler strips them): every wait is one
        # the waitcnt solve inserted, every nop one the hazard solve inserted
        ninst = sum(len(l) for l in final)
        waits = sum(len(l) for l in waited) - sum(len(l) for l in lists)
        nops = ninst - sum(len(l) for l in waited)
        return (peak, waits, nops, ninst), waited, final

    def run_kernel(self, kernel: Kernel, rotated: bool = False, carried: bool = False) -> dict:
        """Schedule one kernel in place; the report (``_``-keys are for the pipeline).
        ``rotated``: the kernel's loads were rotated (``passes.rotate``): their values are
        live across the loop on purpose, so the pressure cap is the occupancy's
        (:meth:`pressure_cap`) rather than the input order's peak. ``carried``: a loop's LDS
        phase was rotated (``passes.rotate_lds``): the "carried" heuristic (the ``cycle``
        list schedule with :meth:`_carried_heights`) is one more candidate."""
        self._graphs = {}
        self._block_nodes = {}
        self._block_spans = {}
        self._pressure_orders = {}
        self.fallbacks: dict[str, int] = {}  # regions kept in input order to respect the pressure cap
        strip(kernel, _wait_or_nop)
        cfg = kernel.cfg
        self.waves = _waves_per_simd(kernel, self.target)
        self._compactable = None   # asked of compact.eligible on first need (it scans the kernel)
        # the occupancy rule's other limits, computed only if candidates are compared
        # (a snippet without a descriptor scans every instruction for them)
        self._resources = None
        self._occupancy: dict[int, int] = {}   # peak -> occupancy_of(peak), for this kernel
        self._kernel = kernel
        self._crossable, self._stored_bases = set(), set()
        if self.cross_barrier_loads:
            self._crossable, self._stored_bases = _crossable_barriers(kernel)
            for b in kernel.blocks:
                for inst in b.instructions:
                    if id(inst) in self._crossable:
                        self._nodes.pop(inst, None)
        base_lists = [list(b.instructions) for b in kernel.blocks]
        base_nodes = [self._nodes_of(l) for l in base_lists]
        live_out = vector_live_out(kernel, lambda bi: [(nd.vdefs, nd.vuses) for nd in base_nodes[bi]])
        input_peak = max((peak_in_masks([(nd.vdefs, nd.vuses) for nd in ns], live_out[i])
                          for i, ns in enumerate(base_nodes)), default=0)
        self._staging = None
        self.staged = 0
        sched_lists = base_lists
        if self.rename and not writes_exec(base_lists):
            vlimit, alimit = _vector_limits(base_nodes)
            staging = self._staging_agprs(kernel, alimit) if self.agpr_staging else None
            sched_lists = [self.rename_block(l, live_out[i], vlimit, staging)
                           for i, l in enumerate(base_lists)]
            if self.staged:
                # the staged values' AGPRs count in the peaks: judge them in the unified file
                self._staging = staging
                self._occupancy = {}
        cap = self.pressure_cap(input_peak) if rotated else input_peak
        peaks: dict[str, int] = {"input": input_peak}
        renamed = any(a is not b for a, b in zip(sched_lists, base_lists))
        cands: list[tuple] = []
        origin: dict[str, str] = {}
        seen: dict[tuple, str] = {}
        unmerged: dict[str, list] = {}
        for h in ("input",) + tuple(self.heuristics) + (("carried",) if carried else ()):
            # "carried" keeps the input registers: renaming reuses registers freed inside the
            # iteration (e.g. a fragment between its last MFMA read and its next ds_read),
            # which chains the next tile's address arithmetic behind this tile's MFMAs
            src = base_lists if h in ("input", "carried") else sched_lists
            block_peaks: list[int] = []
            lists = [self.schedule_block(l, h, live_out[i], cap, None if h == "input" else block_peaks)
                     for i, l in enumerate(src)]
            if h != "input":
                peaks[h] = max(block_peaks, default=0)
            sig = tuple(chain.from_iterable(lists))   # instructions compare by identity
            if sig in seen:  # same order as an earlier candidate: same score
                origin[h] = seen[sig]
                continue
            seen[sig] = origin[h] = h
            unmerged[h] = []
            key, waited, final = self.evaluate(cfg, lists, live_out, peak=peaks[h], unmerged=unmerged[h])
            cands.append((key, h, lists, waited, final))
        if len(cands) > 1:  # estimated cycles are needed only to compare
            cands = [(self.full_key(cfg, c[0], c[4]),) + c[1:] for c in cands]
        keys = {c[1]: c[0] for c in cands}
        scores = {h: keys[o] for h, o in origin.items()}
        best = self.pick(cands)  # stable: earlier candidates (input first) win ties
        model_picks = None
        if self.model_judge and self.objective == "cycles" and len(cands) > 1:
            best, model_picks = self._pick_by_model(kernel, cands, best)
        refined = 0
        if renamed:  # regions of renamed and original candidates must not be mixed
            unrenamed = ("input", "carried")
            cands = [c for c in cands if (c[1] in unrenamed) == (best[1] in unrenamed)]
        if self.refine_evals > 0 and len(cands) > 1:
            best, refined = self._refine(cfg, best, cands, live_out)
        unmerged_waits = False
        if self.objective == "cycles" and self.waitcnt.merge_window > 0 and len(cands) > 1:
            # merged waits save s_waitcnt but wait for the youngest of the merged loads;
            # the unmerged waits of the chosen order win when they save cycles
            # the candidate's solve already produced the unmerged waits (unless refine
            # changed its order since)
            c = next((c for c in cands if c[1] == best[1]), None)
            pre = unmerged[best[1]] if c is not None and c[2] is best[2] else None
            # no wait was merged: the unmerged lists are the same lists (same objects),
            # so their key is equal and cannot be strictly better
            if pre is None or not same_objects(pre, best[3]):
                k4, w, f = self.evaluate(cfg, best[2], live_out, self._unmerged(), best[0][0], waited=pre)
                k = self.full_key(cfg, k4, f)
                if self.better(k, best[0]) and not self._model_slower(kernel, f, k, best):
                    best = (k, best[1] + "+unmerged waits", best[2], w, f)
                    unmerged_waits = True
        if self.model_judge and self.objective == "cycles" and self.barrier_hoist:
            # judged against the final choice, waits solved the same way (merged or not)
            best = self._barrier_hoisted(kernel, cfg, best, live_out, cap,
                                         self._unmerged() if unmerged_waits else None)
        _, name, lists, waited, final = best
        if refined:
            name = f"{name}+{refined} region swaps"
        for b, l in zip(kernel.blocks, lists):
            b.instructions = l
        staged = _declare_staged_agprs(kernel, self.target) if self._staging is not None else 0
        self._staging = None
        rep_extra = {"model picks": model_picks} if model_picks else {}
        if staged:
            rep_extra["agprs staged"] = staged
        return {"chosen": name, "scores": scores, **rep_extra, "pressure_fallbacks": dict(self.fallbacks), "_lists": lists, "_waited": waited, "_final": final, "_peak": best[0][0], "_key": best[0],
                "_input_peak": input_peak, "_unmerged_waits": unmerged_waits}


def _keep_best_variant(sched: Scheduler, kernel: Kernel, rotated: dict, variants: list[tuple[str, tuple, dict]],
                       options: dict) -> dict:
    """``kernel`` holds the most transformed program (``passes.rotate`` loads and/or
    ``passes.rotate_lds`` LDS phase), already scheduled (``rotated`` is its report);
    ``variants`` are (name, snapshot, LDS-rotation report) of the other programs, the
    unrotated one first ("loads rotated", "LDS rotated" follow where they exist). Schedule
    each of them too and keep the simplest program unless a more transformed one is
    faster than it by more than the objective's cycle tolerance ("rotated" names the most
    transformed program, which is also the last and the least preferred in a tie).

    Judge: the project's cycle model (``sim.cycles``) on the final programs, whole kernel,
    summed over its two global-memory latency scenarios. The programs differ in how one
    loop overlaps across iterations and waves; the pass's own estimate (one wave, stalls
    divided by the waves per SIMD) got such near-ties wrong either way (gfx950 1024^3
    PREFETCH: estimate +0.6 % for load rotation, model -2.7 %), while the model simulates
    the waves' interleaving; one run costs ~10-20 ms on a 400-instruction GEMM and only
    kernels with a rotated loop pay it. Where the model cannot run (a trace it cannot
    follow) the estimate decides. Rotation only adds registers the kernel's declared
    occupancy already pays for (``passes.rotate`` checks it; ``passes.rotate_lds`` adds
    none), but where ``passes.compact`` will renumber the kernel a variant runs at the
    occupancy its own peak allows (:meth:`Scheduler.waves_of`; gfx950 1024^3 16x16x16
    NONE: unrotated 111 units, 4 waves, rotated 157, 3): each variant is simulated at its
    occupancy and compared by model cycles per wave (one wave's cycles while all of the
    SIMD's run, divided by their number: the time per unit of work). A gain within the
    tolerance is not worth the extra registers and instructions."""
    by_cycles = sched.objective == "cycles"  # the "metrics" objective never asks the model
    full_name = "rotated"
    # (name, snapshot of the scheduled program, report, model cycles), simplest first
    def per_wave(rep: dict) -> float | None:
        """Model cycles per wave of the variant the kernel now holds (scheduled order)."""
        w = sched.waves_of(rep["_peak"])   # None: at the declared occupancy (sched.waves)
        if w is not None:
            # the peak's occupancy assumes a perfect renumbering: ask compaction what it
            # reaches on this program (a peak at a boundary may miss it: gfx950 128x256x64
            # 2x2 NONE, 256 live units, 257 registers after colouring -> still 1 wave)
            w = compact.achievable_waves(kernel, sched.target, rep["_peak"])
        m = sched.model_cycles(kernel, rep["_final"], w)
        return m if m is None else m / (w or sched.waves)

    full = (full_name, rotate.snapshot(kernel), rotated, per_wave(rotated) if by_cycles else None)
    runs = []
    lds_reports = {}
    for name, snap, lds_report in variants:
        rotate.restore(kernel, snap)
        lds_reports[name] = lds_report
        rep = sched.run_kernel(kernel, rotated=name != "not rotated", carried=bool(lds_report))
        runs.append((name, rotate.snapshot(kernel), rep, per_wave(rep) if by_cycles else None))
    runs.append(full)
    model_ok = by_cycles and all(r[3] is not None for r in runs)
    judge = "cycle model" if model_ok else "metrics" if not by_cycles else "estimate"
    best = runs[0]
    for cand in runs[1:]:
        if not by_cycles:
            better = sched.better(cand[2]["_key"], best[2]["_key"])
        elif model_ok:
            better = cand[3] < best[3] * (1.0 - sched.cycle_tol)
        else:
            better = cand[2]["_key"][-1] < best[2]["_key"][-1] * (1.0 - sched.cycle_tol)
        if better:
            best = cand
    name, snap, rep, _ = best
    rotate.restore(kernel, snap)
    if name in ("not rotated", "LDS rotated"):  # the chosen program has no load rotation
        options.get("_rotate_report", {}).pop(kernel.name, None)
    if name != full_name:  # its LDS-phase rotation, if any, is the variant's own
        if lds_reports.get(name):
            options.setdefault("_rotate_lds_report", {})[kernel.name] = lds_reports[name]
        else:
            options.get("_rotate_lds_report", {}).pop(kernel.name, None)
    rep["rotation"] = {"kept": name != "not rotated", "variant": name, "judged by": judge,
                       **{r[0]: r[2]["_key"] for r in runs},
                       "model cycles": {r[0]: r[3] for r in runs}}  # per wave (see above)
    return rep


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    """Schedule every kernel (see module docstring). ``options["heuristics"]`` overrides
    the heuristic list; ``options["schedule"] = False`` only strips waits and nops."""
    if options is None:
        options = {}
    sched = Scheduler(target, tuple(options.get("heuristics", HEURISTICS)), options)
    reports = options.setdefault("_schedule_report", {}) if isinstance(options, dict) else {}
    for k in program.kernels:
        if not k.blocks:
            continue
        if options.get("schedule", True) is False:
            strip(k, _wait_or_nop)
            continue
        snap = options.get("_unrotated", {}).get(id(k))
        # the cycle model judges a rotated kernel's programs; it then ranks their near-tie
        # candidate orders too (cheap there: those runs are shared)
        sched.model_judge = snap is not None
        sched._model_cache = {}
        rep = sched.run_kernel(k, rotated=snap is not None, carried=k.name in options.get("_rotate_lds_report", {}))
        if snap is not None:
            variants = [("not rotated", snap, {})]
            more = options.get("_rotation_variants", {}).get(id(k), {})
            variants += [(name, *more[name]) for name in ("loads rotated", "LDS rotated") if name in more]
            rep = _keep_best_variant(sched, k, rep, variants, options)
        rep.pop("_key")
        options.setdefault("_peaks", {})[id(k)] = rep.pop("_peak")
        options.setdefault("_input_peaks", {})[id(k)] = rep.pop("_input_peak")
        # the waitcnt and hazard passes would recompute exactly these lists: hand them over
        # (kernel, order, its waited lists, its final lists, waits solved without merging)
        options.setdefault("_precomputed", {})[id(k)] = (k, rep.pop("_lists"), rep.pop("_waited"), rep.pop("_final"),
                                                         rep.pop("_unmerged_waits"))
        reports[k.name] = rep
    staged = any("agprs staged" in r for r in reports.values())
    if (options.get("_rotate_report") or staged) and program.metadata is not None:
        # a kept rotation changed a kernel's .vgpr_count, staging its .agpr_count too
        program.sync_metadata_text()
    return program
