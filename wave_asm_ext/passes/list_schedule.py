"""List scheduling of one region: the orders the scheduler's heuristics give it.

A *region* is a run of a block inside which the scheduler (``passes.schedule``) may
reorder instructions. Given a region's nodes (:class:`Node`: the per-instruction facts
``Scheduler.node`` derives once) and its dependence graph (successors with edge
latencies, predecessor counts: ``Scheduler._graph``), this module computes

* the priorities: :func:`heights` (latency-weighted critical path), :func:`carried_heights`
  (the "carried" heuristic: the loop-carried uses count too) and :func:`_pipe_plan` (the
  "pipe" heuristic: the matrix pipe booked back to back; "pipe_lds": the SIMD's LDS port
  booked too);
* :func:`schedule_region`, the list schedule itself: untimed (``critical_path``) or timed
  (``cycle``, ``pipe``, ``pipe_lds``, ``carried``), abandoned as soon as a prefix provably exceeds the
  pressure cap;
* :func:`pressure_order`, the pressure-first order of a region whose latency order
  exceeds the cap, and :func:`order_peak`, the peak live vector units of an order.

They are pure functions of the nodes and the graph; the pass's bookkeeping — building and
caching the graphs, the pressure cap and its fallbacks, judging whole candidate programs —
stays in ``passes.schedule``, so that the algorithms here read on their own.
"""

from __future__ import annotations

import heapq
from array import array
from dataclasses import dataclass
from struct import Struct

from ..isa import Instruction
from . import native
from .common import peak_in_masks

#: the heuristics that list-schedule by the clock (the others by priority alone)
TIMED = ("cycle", "pipe", "pipe_lds", "carried")

#: pipes of the ALU instructions (see :func:`register_only`)
ALU_PIPES = frozenset({"VALU", "SALU", "TRANS"})

#: pseudo-units of the ``avail`` map of :func:`schedule_region`: when the LDS operations and
#: the stores issued so far complete (what an s_barrier's s_waitcnt waits for)
LDS_DONE = ("@lds_done", 0)
STORE_DONE = ("@store_done", 0)
#: ... and when the SIMD's LDS port is free again (:attr:`Node.lds_busy`)
LDS_PORT = ("@lds_port", 0)


def _note_memory(avail: dict, nd: Node, done: float) -> None:
    """Completion times a later s_barrier (and its s_waitcnt) must wait for."""
    if nd.pipe == "LDS":
        if done > avail.get(LDS_DONE, 0.0):
            avail[LDS_DONE] = done
    elif nd.writes:
        if done > avail.get(STORE_DONE, 0.0):
            avail[STORE_DONE] = done


@dataclass(slots=True)
class Node:
    """The facts of one instruction the scheduler works with (``Scheduler.node``)."""

    inst: Instruction
    pipe: str
    lat: float          # result latency in clocks (loads: dram_miss scenario)
    issue: float        # issue cycles
    mfma_busy: float    # clocks the matrix pipe stays busy (0 for non-MFMA)
    #: clocks the SIMD's LDS port stays busy carrying the instruction's data (0 for non-DS;
    #: the cycle model's ``sim.cycles.lds_port_clk``, at least the issue cycles)
    lds_busy: float
    boundary: bool
    defs: tuple         # unit ids (common.unit_ids) written / read: cheap dict keys
    uses: tuple
    vdefs: int          # vector units written / read (common.vec_mask)
    vuses: int
    reads: tuple
    writes: tuple
    counters: tuple       # s_waitcnt counters this instruction increments
    hazard: object        # the hazard resolver's info (HazardResolver.info)
    #: an s_barrier with its s_waitcnt: it waits for this wave's LDS ops and memory
    #: writes (every barrier but a bare one, ``isa.is_bare_barrier``); the one place the
    #: scheduler's timings ask, so they cannot disagree about which barriers fence
    fence: bool
    #: its record for the compiled issue estimate (``issue_estimate._record``), made on first use
    packed: bytes | None = None
    #: its record for the compiled list schedule (:func:`node_record`), set by ``Scheduler.node``
    lrec: tuple | None = None
    #: the renamer's facts of its instruction (``rename._node_facts``), made on first use
    rename_facts: tuple | None = None


#: the compiled list schedule's and dependence graph's record of a node: latency, issue
#: cycles, matrix-pipe and LDS-port busy clocks, flags, then the hazard info's own record
#: (``hazards._REC``: text id, largest first-row wait, first-row and second-row masks; zeros
#: where it has none) (``list_schedule``, ``dep_graph`` in _native.c)
_LREC = Struct("<ddddi")
_LS_FENCE, _LS_LDS, _LS_WRITES, _LS_COUNTERS = 1, 2, 4, 8
_NO_HAZ_REC = bytes(24)
#: memory space -> its id in the records (numbered as met)
SPACE_IDS: dict[str, int] = {}
#: a node's memory spaces (a tuple per instruction class) -> their ids
_SPACE_TUPLES: dict[tuple, tuple] = {}


def _space_ids(spaces: tuple) -> tuple:
    t = _SPACE_TUPLES.get(spaces)
    if t is None:
        ids = SPACE_IDS
        t = _SPACE_TUPLES[spaces] = tuple(ids.setdefault(sp, len(ids)) for sp in spaces)
    return t


def node_record(nd: "Node") -> tuple:
    """(record, def unit ids, use unit ids, read space ids, written space ids, hazard info)
    of a node for the compiled list schedule and dependence graph (text id 0 where the
    hazard info has no compiled record)."""
    flags = ((_LS_FENCE if nd.fence else 0) | (_LS_LDS if nd.pipe == "LDS" else 0) | (_LS_WRITES if nd.writes else 0)
             | (_LS_COUNTERS if nd.counters else 0))
    hrec = nd.hazard.rec
    return (_LREC.pack(nd.lat, nd.issue, nd.mfma_busy, nd.lds_busy, flags) + (hrec or _NO_HAZ_REC), nd.defs,
            nd.uses, _space_ids(nd.reads), _space_ids(nd.writes), nd.hazard)


def register_only(nd: Node) -> bool:
    """An ALU or MFMA instruction that touches registers only: s_barrier orders memory
    between the waves of a workgroup, so such an instruction may move across it (its
    register dependences still order it). LLVM's AMDGPU scheduler does the same: its
    gfx942/gfx950 GEMM loops issue MFMAs on both sides of s_barrier."""
    return ((nd.pipe in ALU_PIPES or nd.mfma_busy > 0) and not nd.reads and not nd.writes
            and not nd.counters)


def heights(region: list[Node], succs, floor: list[float] | None = None) -> list[float]:
    """Latency-weighted longest path to the region end (critical-path priority);
    ``floor``: a least height per node (see :func:`carried_heights`)."""
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


def carried_heights(region: list[Node], succs, height: list[float]) -> list[float]:
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
    return heights(region, succs, floor)


def _pipe_plan(region: list[Node], succs, t0: float, lds_port: bool = False) -> tuple[list[float], list[float]]:
    """(latest start, earliest useful start) of every node for the "pipe" heuristic
    (``lds_port``: "pipe_lds").

    The matrix pipe is the bottleneck of an MFMA region: the plan books the MFMAs
    back to back on it, in the order of their earliest possible start (then input
    order), from the first MFMA's earliest start on. Every other instruction gets
    the latest start that still feeds its consumers in time (its successors' latest
    starts minus the edge latency; the plan's end minus its own latency when nothing
    in the region consumes it), and is not issued more than its own latency before
    that: loads and LDS reads arrive just in time instead of all at once, which keeps
    their registers free (register pressure) without delaying the pipe.

    With ``lds_port`` the latest starts of the DS instructions also leave each the clocks
    it holds the SIMD's LDS port (:attr:`Node.lds_busy`) before the next one, taken in
    reverse region order: without it the plan has a tile's ``ds_write``s all start just
    before the next tile's fragment reads, so the reads of this tile that must precede
    them (one LDS buffer) come so late that the matrix pipe waits for the writes' port
    time at every tile boundary (gfx950 128x128x64 one-wave PREFETCH: 288 of 2,048 clk
    per tile). Booked, the writes start early enough to run under this tile's last MFMAs,
    and this tile's reads move ahead of them, at the cost of the registers the earlier
    reads hold (which the pressure cap bounds); hence a heuristic of its own beside
    "pipe", not a change of it: where registers, not the port, bind, the plain plan's
    just-in-time reads win."""
    if native.available():
        return native.ext.pipe_plan(region, succs, t0, lds_port, sum(nd.issue for nd in region))
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
    port_next = float("inf")   # with lds_port: the latest start of the next DS instruction
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
        if lds_port and nd.lds_busy:
            if v > port_next - nd.lds_busy:
                v = port_next - nd.lds_busy
            port_next = v
        latest[i] = v
    useful = [t0 if planned[i] else latest[i] - region[i].lat for i in range(n)]
    return latest, useful


#: Scheduled-prefix length of a region's first pressure-cap check (doubling after each);
#: a speed trade-off of :func:`schedule_region`, not a hardware fact.
_FIRST_CAP_CHECK = 256


def _prefix_over_cap(region: list[Node], order: list[int], cap: int, live_after: int) -> bool:
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


def _cap_checks(region: list[Node], cap_check: tuple[int, int] | None) -> tuple[int, object]:
    """(order length of the first :func:`_prefix_over_cap` check, beyond the region when
    there is none; the check as a function of the scheduled prefix, or None)."""
    n = len(region)
    if cap_check is None:
        return n + 1, None

    def over(order: list[int]) -> bool:
        return _prefix_over_cap(region, order, *cap_check)

    return (_FIRST_CAP_CHECK if n > _FIRST_CAP_CHECK else n + 1), over


def _ranks(height: list[float]) -> tuple[list[int], list[int]]:
    """(rank of each node, node of each rank) in the ready queues' order: highest
    ``height`` first, then input order. The queues hold ranks (one int compare per heap
    step) instead of (-height, index) tuples: the same order, as the tuples are unique."""
    by_rank = sorted(range(len(height)), key=height.__getitem__, reverse=True)   # stable: ties by index
    rank = [0] * len(height)
    for r, i in enumerate(by_rank):
        rank[i] = r
    return rank, by_rank


class PressureGuard:
    """Live vector units along a list schedule of a region under construction, for the
    guarded schedules (``guard`` of :func:`schedule_region`): a node *fits* if issuing it
    next keeps the units it counts within ``cap`` — what :func:`order_peak` counts at a
    node: the units live right after it plus all it writes.

    Exact, not an estimate: the dependence graph orders every write of a unit against every
    other access to it, so each unit's accesses come in the same sequence of *values* (a
    write, then the reads of that value, in any order among themselves) in every valid
    order. A read kills its unit when it is the value's last read left and the value is
    dead after it (the next access writes the unit, or there is none and the unit is not
    live after the region); a write whose value nothing reads and that is dead after the
    region never becomes live. The units live before the region come from a backward pass
    over it in input order from ``live_after``."""

    __slots__ = ("cap", "live", "defm", "usem", "read_vals", "def_vals", "readers", "dead_end", "_proto", "_rec")

    def __init__(self, region: list[Node], cap: int, live_after: int):
        self.cap = cap
        self._proto: PressureGuard | None = None   # the unused guard whose facts it shares
        self._rec: tuple | None = None   # (of an unused guard) its facts for the C side
        if not region:
            self.live, self.defm, self.usem, self.read_vals, self.def_vals = live_after, [], [], [], []
            self.readers, self.dead_end = [], []
            return
        self.defm = defm = [nd.vdefs for nd in region]
        self.usem = usem = [nd.vuses for nd in region]
        live = live_after
        for i in range(len(region) - 1, -1, -1):
            live = (live & ~defm[i]) | usem[i]
        self.live = live
        readers: list[int] = []     # value -> reads not yet issued
        dead_end: list[bool] = []   # value -> dead once its reads are done
        current: dict[int, int] = {}    # unit bit -> its value now (in input order)
        self.read_vals = read_vals = []   # node -> [(unit bit, value read)]
        self.def_vals = def_vals = []     # node -> [(unit bit, value written)]
        for i in range(len(region)):
            rv = []
            m = usem[i]
            while m:
                b = m & -m
                m ^= b
                v = current.get(b)
                if v is None:   # a value from before the region
                    v = current[b] = len(readers)
                    readers.append(0)
                    dead_end.append(True)
                readers[v] += 1
                rv.append((b, v))
            dv = []
            m = defm[i]
            while m:
                b = m & -m
                m ^= b
                v = current[b] = len(readers)   # the unit's previous value ends here: dead_end stays True
                readers.append(0)
                dead_end.append(True)
                dv.append((b, v))
            read_vals.append(rv)
            def_vals.append(dv)
        for b, v in current.items():
            dead_end[v] = not (b & live_after)
        self.readers, self.dead_end = readers, dead_end

    def fresh(self, cap: int) -> "PressureGuard":
        """A guard for another schedule of the same region (its facts shared, its state
        as before any node issued) with pressure cap ``cap``; only from an unused guard."""
        g = PressureGuard([], cap, self.live)
        g.defm, g.usem, g.read_vals, g.def_vals, g.dead_end = (self.defm, self.usem, self.read_vals,
                                                               self.def_vals, self.dead_end)
        g.readers = list(self.readers)
        g._proto = self
        return g

    def native_record(self) -> tuple:
        """This unused guard's state for the compiled schedules (``Guard`` in _native.c):
        (cap, words per unit mask, live units, per node its written units, its (unit bit,
        value) reads and their offsets, the same for its writes, per value its reads, per
        value dead at the end) as bytes. The facts part is made once per region (kept by
        the guard :meth:`fresh` copied). The compiled schedule works on its own copy: this
        guard's state stays as it was."""
        p = self._proto if self._proto is not None else self
        rec = p._rec
        if rec is None:
            rec = p._rec = p._native_facts()
        return (self.cap,) + rec

    def _native_facts(self) -> tuple:
        nbits = max([self.live.bit_length()] + [m.bit_length() for m in self.defm]
                    + [m.bit_length() for m in self.usem])
        nw = max(1, (nbits + 63) // 64)
        size = 8 * nw
        parts = []
        for vals in (self.read_vals, self.def_vals):
            flat, offs = [], [0]
            for lst in vals:
                for b, v in lst:
                    flat += (b.bit_length() - 1, v)
                offs.append(len(flat) // 2)
            parts += (array("i", flat).tobytes(), array("i", offs).tobytes())
        return (nw, self.live.to_bytes(size, "little"), b"".join(m.to_bytes(size, "little") for m in self.defm),
                *parts, array("i", self.readers).tobytes(), bytes(self.dead_end))

    def after(self, i: int) -> int:
        """The units :func:`order_peak` counts at node ``i`` if it is issued next."""
        kills = 0
        readers, dead_end = self.readers, self.dead_end
        for b, v in self.read_vals[i]:
            if readers[v] == 1 and dead_end[v]:
                kills |= b
        return ((self.live & ~kills) | self.defm[i]).bit_count()

    def fits(self, i: int) -> bool:
        return self.after(i) <= self.cap

    def issue(self, i: int) -> None:
        readers, dead_end = self.readers, self.dead_end
        live = self.live
        for b, v in self.read_vals[i]:
            c = readers[v] - 1
            readers[v] = c
            if c == 0 and dead_end[v]:
                live &= ~b
        for b, v in self.def_vals[i]:
            if readers[v] or not dead_end[v]:
                live |= b
        self.live = live


def _guarded_pick(guard: PressureGuard, queues: list[list[int]], by_rank: list[int]) -> int | None:
    """The node (removed from its queue) of the first of ``queues`` (rank heaps, in
    preference order) holding a node that fits the guard, its best-ranked such node; None
    if none fits. Pops in rank order and pushes back what it skipped: usually the best
    fits and nothing is skipped."""
    heappush, heappop = heapq.heappush, heapq.heappop
    for q in queues:
        skipped = []
        found = None
        while q:
            r = heappop(q)
            if guard.fits(by_rank[r]):
                found = r
                break
            skipped.append(r)
        for r in skipped:
            heappush(q, r)
        if found is not None:
            return by_rank[found]
    return None


def _forced_pick(guard: PressureGuard, queues: list[list[int]], by_rank: list[int]) -> int:
    """Nothing that can issue fits: the node whose issue leaves the fewest live units
    (then the best rank), removed from its queue (the order then exceeds the cap and the
    caller falls back as for an unguarded one)."""
    best = None
    for q in queues:
        for r in q:
            key = (guard.after(by_rank[r]), r)
            if best is None or key < best[0]:
                best = (key, q, r)
    _, q, r = best
    q.remove(r)
    heapq.heapify(q)
    return by_rank[r]


def _priority_order(region: list[Node], succs, npred0: list[int], height: list[float],
                    cap_check: tuple[int, int] | None, guard: PressureGuard | None = None) -> list[int] | None:
    """The untimed list schedule of :func:`schedule_region`: among the ready
    instructions the highest ``height`` first (then input order); an MFMA only when no
    other instruction is more urgent. None when a prefix provably exceeds the pressure
    cap (``cap_check``, see :func:`_prefix_over_cap`). With ``guard``, the first that fits
    it (MFMAs first when the rule above picks one), else the least live units."""
    n = len(region)
    check_at, over = _cap_checks(region, cap_check)
    rank, by_rank = _ranks(height)
    if native.available():
        return native.ext.priority_order(region, succs, npred0, by_rank, check_at, over,
                                         None if guard is None else guard.native_record())
    npred = list(npred0)
    heappush, heappop = heapq.heappush, heapq.heappop
    ready_mfma: list[int] = []  # ranks (see _ranks)
    ready_other: list[int] = []
    for i in range(n):
        if npred[i] == 0:
            heappush(ready_mfma if region[i].mfma_busy else ready_other, rank[i])
    order: list[int] = []
    while len(order) < n:
        if len(order) == check_at:
            if _prefix_over_cap(region, order, *cap_check):
                return None
            check_at *= 2
        if guard is not None:
            queues = ([ready_mfma, ready_other] if ready_mfma and not (ready_other and ready_other[0] < ready_mfma[0])
                      else [ready_other, ready_mfma])
            cand = _guarded_pick(guard, queues, by_rank)
            if cand is None:
                cand = _forced_pick(guard, queues, by_rank)
            guard.issue(cand)
        elif ready_mfma and not (ready_other and ready_other[0] < ready_mfma[0]):
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


def order_peak(region: list[Node], order: list[int], live_after: int) -> int:
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


def pressure_order(region: list[Node], succs, npred0: list[int], height: list[float],
                   live_after: int) -> list[Instruction]:
    """Greedy order that keeps few vector units live: among ready instructions pick the
    one whose issue adds the fewest live units (defs not yet live minus last uses),
    ties by critical path then input position. Used only when a latency order
    exceeds the pressure cap; the result is checked against the cap again. ``succs``,
    ``npred0``, ``height``: the region's dependence graph and critical-path heights."""
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


def _schedule_native(region: list[Node], succs, npred0: list[int], height: list[float],
                     t0: float, avail: dict, mfma_free: float, cap_check: tuple[int, int] | None,
                     useful: list[float] | None, guard: PressureGuard | None = None
                     ) -> tuple[list[int] | None, float, float]:
    """The timed part of :func:`schedule_region` (the reference) in C (``list_schedule`` of
    _native.c): the same order, times and ``avail`` (``guard``: its guarded schedule; the
    guard object itself is left unused)."""
    check_at, over = _cap_checks(region, cap_check)
    order, t, mfma_free, lds_free, lds_done, store_done = native.ext.list_schedule(
        region, succs, npred0, _ranks(height)[1], t0, mfma_free, avail, useful,
        cap_check is None, avail.get(LDS_PORT, 0.0),
        avail.get(LDS_DONE, 0.0), avail.get(STORE_DONE, 0.0), check_at, over,
        None if guard is None else guard.native_record())
    if lds_done is not None:
        avail[LDS_DONE] = lds_done
    if store_done is not None:
        avail[STORE_DONE] = store_done
    if order is None:   # abandoned over the cap: the port's time is not handed on
        return None, t, mfma_free
    avail[LDS_PORT] = lds_free
    return order, t, mfma_free


def schedule_region(region: list[Node], heuristic: str, succs, npred0: list[int], height: list[float],
                    t0: float, avail: dict, mfma_free: float, cap_check: tuple[int, int] | None = None,
                    guard: PressureGuard | None = None) -> tuple[list[int] | None, float, float]:
    """(order, time, matrix-pipe free time) of a list schedule of ``region`` (at least two
    nodes) with ``heuristic``, given its dependence graph (``succs``, ``npred0``) and
    priorities (``height``: :func:`heights`, for "carried" :func:`carried_heights`),
    starting at time ``t0`` with the matrix pipe free at ``mfma_free``; ``avail`` maps units
    (and :data:`LDS_DONE`, :data:`STORE_DONE`) to when the block's earlier regions make them
    available, and gets this region's for the later ones. With ``cap_check`` = (pressure cap, units live after the region), given when
    nothing after this region depends on its timing, the order is None once a prefix of it
    provably puts the region's peak over the cap (:func:`_prefix_over_cap`): the caller
    falls back exactly as for a finished order over the cap.

    ``guard`` (a fresh :class:`PressureGuard` of the region: its cap, the units live after
    it): the *guarded* schedule, for a region whose unguarded order exceeds the cap. It picks as the heuristic would, but
    only among the nodes that keep the live vector units within the cap
    (:class:`PressureGuard`); while none of the nodes that can issue now fits, it waits
    for the ones that become ready later, and only when no other can come forces the one
    that leaves the fewest live units (cf. LLVM's GCN scheduler, which changes strategy
    once its register pressure nears the occupancy limit). So the heuristic's latency
    order is kept wherever the registers allow it, instead of the whole region falling
    back to a pressure-first or the input order.

    Every timed heuristic issues a ready MFMA first whenever the matrix pipe is free; the
    priority orders the MFMAs among themselves and the rest among itself. An MFMA held
    back costs the matrix pipe its whole busy time, the instruction it lets pass gains
    one issue slot. The "cycle" heuristic used to let a better-ranked non-MFMA pass: in a
    loop body opening with LDS writes (their port binds the phase) the loads' address
    arithmetic, ranked high by its dram-miss critical path, then issued first and the
    pipe idled (gfx942 1024^3 128x128x64 2x2 NONE, 1 wave: 84 of the 148 idle clk of an
    iteration; with MFMA first and 24 MFMAs carried across the back edge
    (``kernel_search.CARRY_COUNTS``) the loop goes 1,172 -> 1,076 clk, BENCHMARKS.md
    "Session 45")."""
    n = len(region)
    pg = guard
    if heuristic not in TIMED:
        # untimed: nothing below depends on the clock, and nothing after this region
        # reads the time or availability an untimed schedule leaves behind
        return _priority_order(region, succs, npred0, height, cap_check, pg), t0, mfma_free
    if heuristic in ("pipe", "pipe_lds"):
        # priority: the latest start of the pipe plan (smaller = more urgent); nothing
        # is issued before it is useful (see _pipe_plan)
        latest, useful = _pipe_plan(region, succs, t0, lds_port=heuristic == "pipe_lds")
        height = [-x for x in latest]
    else:
        useful = None
    if native.available():
        return _schedule_native(region, succs, npred0, height, t0, avail, mfma_free, cap_check, useful,
                                pg)
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
    if useful is not None:
        earliest = [e if e > u else u for e, u in zip(earliest, useful)]
    order: list[int] = []
    t = t0
    heappush, heappop = heapq.heappush, heapq.heappop
    pending: list[tuple[float, int]] = []   # (earliest, index) waiting for time
    rank, by_rank = _ranks(height)
    ready_mfma: list[int] = []  # ranks (see _ranks)
    ready_lds: list[int] = []   # DS instructions: they wait for the SIMD's LDS port
    ready_other: list[int] = []
    lds_free = avail.get(LDS_PORT, 0.0)
    for i in range(n):
        if npred[i] == 0:
            heappush(pending, (earliest[i], i))
    check_at = _cap_checks(region, cap_check)[0]
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
            nd = region[i]
            heappush(ready_mfma if nd.mfma_busy else ready_lds if nd.lds_busy else ready_other, rank[i])
        # the non-MFMA work that can issue now: the LDS queue only while the port is free,
        # the better-ranked queue first
        lds_ok = bool(ready_lds) and t >= lds_free
        oq = ready_lds if lds_ok and (not ready_other or ready_lds[0] < ready_other[0]) else ready_other
        cand = None
        if pg is not None:
            others = [oq, ready_other if oq is ready_lds else ready_lds] if lds_ok else [ready_other]
            queues = [ready_mfma] + others if ready_mfma and t >= mfma_free else others
            cand = _guarded_pick(pg, queues, by_rank)
            if (cand is None and not pending and not (ready_mfma and t < mfma_free)
                    and not (ready_lds and t < lds_free)):
                # nothing can come that might fit: the least harm among what can issue
                cand = _forced_pick(pg, queues, by_rank)
            if cand is not None:
                pg.issue(cand)
        elif ready_mfma and t >= mfma_free:
            cand = by_rank[heappop(ready_mfma)]
        elif oq:
            cand = by_rank[heappop(oq)]
        if cand is None:
            # the next time something can issue (a guarded schedule may also be waiting
            # while an MFMA could issue now but does not fit: only later times count)
            nxt = []
            if pending:
                nxt.append(pending[0][0])
            if ready_mfma and mfma_free > t:
                nxt.append(mfma_free)
            if ready_lds and lds_free > t:
                nxt.append(lds_free)
            t = max(t, min(nxt))
            continue
        nd = region[cand]
        order.append(cand)
        start = t
        if nd.fence:  # its s_waitcnt retires LDS ops and stores
            start = max(start, avail.get(LDS_DONE, 0.0), avail.get(STORE_DONE, 0.0))
        if nd.mfma_busy:
            start = max(start, mfma_free)
            mfma_free = start + nd.mfma_busy
        elif nd.lds_busy:
            start = max(start, lds_free)
            lds_free = start + nd.lds_busy
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
                    sn = region[s]
                    heappush(ready_mfma if sn.mfma_busy else ready_lds if sn.lds_busy else ready_other, rank[s])
                else:
                    heappush(pending, (e, s))
    avail[LDS_PORT] = lds_free   # the block's later regions find the port as this one leaves it
    return order, t, mfma_free
