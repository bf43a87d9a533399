"""s_waitcnt coverage: memory results used (or overwritten) before they are known to be back.

Model (facts from the DB: ``counters``, ``counter_events``, ``waitcnt_rules``):

* An instruction matching ``counter_events`` rows becomes an *outstanding op* on each
  counter it increments, with that row's ``order`` and ``order_group``.
* ``s_waitcnt`` with value N on counter c forces op P complete on c iff P cannot still
  be pending when c <= N. If P is ``in_order``, every younger ``in_order`` op of P's
  ``order_group`` on c that has not been forced is still pending whenever P is (they
  return in issue order), so c >= 1 + younger(P): P is forced iff 1 + younger(P) > N.
  Younger ops of *other* groups (SMEM, FLAT, GDS, messages) may finish first and give
  no such bound. ``out_of_order`` (SMEM) and ``wait_zero_only`` (FLAT) ops are forced
  only by N = 0; an op incrementing two counters (FLAT) completes when both are forced.
* RAW: an instruction reading a unit written by a pending op -> finding ("raw"). A load
  into LDS through the vector-memory path (LDS DMA) writes the pseudo unit ``LDS_DMA``,
  which every DS access of LDS reads.
  WAW: an instruction writing such a unit -> finding ("waw"), unless it is itself an
  ``in_order`` op of the same group on every counter the old op is pending on (its
  data returns later, so the old return cannot clobber it).
* ``s_barrier``: an op that reads or writes LDS (``Instruction.mem_effects``) still
  pending is a finding ("barrier") unless the DB says the barrier waits for memory
  (``waitcnt_rules.barrier_waits_for_memory``): other waves access the same LDS after
  the barrier, so a pending write may not be visible to their reads yet (RAW) and a
  pending read may observe their writes (WAR). This is the workgroup release fence
  that LLVM's memory model places before a barrier (``s_waitcnt lgkmcnt(0)``).
  A bare barrier (``isa.is_bare_barrier``: the program marked it as an execution
  barrier only, LLVM's ``llvm.amdgcn.s.barrier`` without a fence) orders no memory and
  needs nothing retired; the program orders LDS with its fenced barriers.
  Global memory is not included: a workgroup barrier orders LDS only unless the
  program fences global memory, which a register-level checker cannot see.
* ``s_endpgm`` implies ``s_waitcnt 0`` (DB ``waitcnt_rules.endpgm_implies_wait_zero``).
* A call (``s_swappc_b64``/``s_call_b64``) is a wait on everything: the AMDGPU calling
  convention has the callee wait for all counters in its prologue (LLVM
  SIInsertWaitcnts; DB ``waitcnt_rules.callee_waits_at_entry``). The checker holds a
  function of the file to that: a unit that returns (``Kernel.is_callee``) starts with
  the *caller's operations* outstanding on every counter, out of order and writing
  every register the function touches, so anything it reads or writes before an
  ``s_waitcnt`` with every counter at 0 is a finding ("entry").
* A function's return (``s_setpc_b64`` in a callee) must find nothing outstanding: the caller may read the
  results right after its call (DB ``waitcnt_rules.return_waits_for_all``); each
  producer still pending there is a finding ("return").
* A cache-control instruction (DB tags ``cache_writeback``: buffer_wbl2, s_dcache_wb,
  ``cache_invalidate``: buffer_inv, s_dcache_inv) is a memory-model fence (DB
  ``waitcnt_rules.cache_control_is_a_fence``): a writeback must be complete (``vmcnt(0)``;
  ``lgkmcnt(0)`` for s_dcache_wb, its own counter) before the next memory op, an
  invalidate must find every vector-memory op complete; either missing is a finding
  ("fence").
* An instruction marked ``after wait #c`` (``isa.model.AFTER_MARK``: a fence the input
  wrote as waits only, kept by the post-emit pass as marks, ``passes.fences``) must find
  no operation marked ``retired by wait #c`` (``RETIRED_MARK``) outstanding that was
  issued before the last pass of the capture point ``input wait #c`` (``WAIT_MARK``: the
  walk keeps a copy of each such operation's record there); one marked ``after retired
  by wait #c`` (``AFTER_RETIRED_MARK``) must find none outstanding at all ("release"):
  the LDS data a flag store publishes has landed, the acquiring load has completed before
  the loads after it. An unmarked program (LLVM's, a hand-written one) asks nothing
  here: a register-level checker cannot tell a fence's wait from any other.
* After a finding the op is treated as waited for, so each missing wait is reported
  at its first violating use.

CFG: the state is the set of outstanding ops with, per counter, a lower bound of
younger same-group ops (min at joins, capped at the counter's maximum) and the tightest
wait seen since issue (for the report; worst path at joins). Ops from all predecessors
are united at joins and iterated to a fixed point around loops.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from ..isa.model import capture_point_ids, fence_marks, is_bare_barrier
from .findings import Finding, InstRef, format_units
from .view import InstView, waitcnt_values

if TYPE_CHECKING:
    from ..target import Target

_ORDER_RANK = {"in_order": 0, "out_of_order": 1, "wait_zero_only": 2}


#: the pseudo register unit of "LDS written by an LDS-DMA load": the DMA's write reaches LDS
#: through the vector-memory path (vmcnt) while DS instructions go through the LDS queue, so
#: a DS read or write of LDS after it must wait for it (LLVM SIInsertWaitcnts: any LDS access
#: but another DMA waits LOAD_CNT for a pending LDS DMA; the DS address is not known here,
#: so every DS access counts)
LDS_DMA = frozenset({("lds_dma", 0)})


@dataclass(frozen=True)
class MemOp:
    """Static counter behaviour of one instruction."""

    counters: dict[str, tuple[str, str, str]]  # counter -> (order, order_group, counter_events id)
    dest: frozenset  # register units its return writes
    lds_access: bool  # reads or writes LDS (DS op, LDS DMA): must be complete at s_barrier
    sources: dict[str, str]  # counter_events id -> short source text
    in_order: frozenset = frozenset()  # (counter, order_group) pairs it returns in order on


def _short(src: str) -> str:
    return src.split(";")[0].strip()


class WaitcntChecker:
    def __init__(self, target: "Target"):
        self.target = target
        self.counters = target.counters
        self.max = {n: c.max for n, c in self.counters.items()}
        rules = target.data.get("waitcnt_rules", {})
        self.endpgm_waits = bool(rules.get("endpgm_implies_wait_zero", {}).get("value", True))
        self.barrier_waits = bool(rules.get("barrier_waits_for_memory", {}).get("value", False))
        self.callee_waits = bool(rules.get("callee_waits_at_entry", {}).get("value", False))
        self.return_waits = bool(rules.get("return_waits_for_all", {}).get("value", False))
        self.cache_fences = bool(rules.get("cache_control_is_a_fence", {}).get("value", False))
        ev = "cache_control_is_a_fence"
        #: the stand-in memory behaviour of a cache-control instruction (no DB counter event):
        #: outstanding on vmcnt until an s_waitcnt vmcnt(0)
        self.fence_op = MemOp({"vmcnt": ("in_order", "fence", ev)}, frozenset(), False,
                              {ev: "memory-model fence (DB waitcnt_rules)"}, frozenset({("vmcnt", "fence")}))
        self._cache: dict[tuple, dict | None] = {}

    def writeback_op(self, mem: MemOp | None) -> MemOp:
        """The memory behaviour of a cache writeback (DB tag ``cache_writeback``): outstanding
        as a fence (order group "fence") until a wait covers it, on its own counter event's
        counters where the DB gives it one (s_dcache_wb: lgkmcnt), else on vmcnt (buffer_wbl2)."""
        if mem is None:
            return self.fence_op
        ev = "cache_control_is_a_fence"
        return MemOp({c: (o, "fence", ev) for c, (o, _g, _e) in mem.counters.items()}, mem.dest, mem.lds_access,
                     {**mem.sources, ev: "memory-model fence (DB waitcnt_rules)"},
                     frozenset((c, "fence") for c, _g in mem.in_order))

    def mem_op(self, v: InstView) -> MemOp | None:
        key = (v.op.mnemonic, v.op.modifiers)
        if key not in self._cache:
            evs = self.target.counter_events(v.inst.mnemonic, v.op.modifiers)
            cnt: dict[str, tuple[str, str, str]] = {}
            for ev in evs:
                for c, n in ev.increments.items():
                    if n <= 0:
                        continue
                    old = cnt.get(c)
                    if old is None or _ORDER_RANK[ev.order] > _ORDER_RANK[old[0]]:
                        cnt[c] = (ev.order, ev.order_group, ev.id)
            self._cache[key] = {"counters": cnt, "sources": {ev.id: _short(ev.source) for ev in evs},
                                "in_order": frozenset((c, g) for c, (o, g, _i) in cnt.items() if o == "in_order")
                                } if cnt else None
        info = self._cache[key]
        if info is None:
            return None
        reads, writes = v.inst.mem_effects()
        # a load into LDS through the vector-memory path (global_load_lds_*, buffer_load_*
        # lds) also writes the LDS the wave's DS instructions access: LDS_DMA
        dest = v.defs | LDS_DMA if "lds" in writes and v.op.pipe != "LDS" else v.defs
        return MemOp(info["counters"], dest, "lds" in reads or "lds" in writes, info["sources"],
                     info["in_order"])


class CapturedOp:
    """The record of an operation marked ``retired by wait #c`` as it stood at the last pass
    of the capture point ``input wait #c`` (``isa.model.WAIT_MARK``), or of one marked
    ``retired by the next pass of wait #c`` as it stood at the pass before (``held``: as it
    stands at the last pass, for the next): it ages and retires like the operation, writes
    no register, and is what an instruction marked ``after wait #c`` must find retired (a
    held one: not yet). Its index is past the unit's views."""

    def __init__(self, view: InstView, idx: int):
        self.mem = MemOp(view.mem.counters, frozenset(), False, view.mem.sources, view.mem.in_order)
        self.location = view.location
        self.text = view.text
        self.inst = view.inst
        self.idx = idx


def captured_ops(flat: list) -> dict[int, list[tuple[int, int, int | None]]]:
    """Per wait id with a capture point in the unit (``isa.model.WAIT_MARK``): (the index of
    an operation it retires, the index of that operation's :class:`CapturedOp`, the index of
    its held one or None: the operation is retired by the wait's next pass), the records
    appended to ``flat``."""
    views = [v for v in flat if isinstance(v, InstView)]   # (not a CallerOps)
    waits = set()
    for v in views:
        waits |= capture_point_ids(v.inst)
    out: dict[int, list[tuple[int, int, int | None]]] = {}
    if not waits:
        return out
    for pi, v in enumerate(views):
        if v.mem is None:
            continue
        marks = fence_marks(v.inst)
        for c in sorted(marks[1] & waits):
            shadow = CapturedOp(v, len(flat))
            flat.append(shadow)
            out.setdefault(c, []).append((pi, shadow.idx, None))
        for c in sorted(marks[4] & waits):
            shadow = CapturedOp(v, len(flat))
            flat.append(shadow)
            held = CapturedOp(v, len(flat))
            flat.append(held)
            out.setdefault(c, []).append((pi, shadow.idx, held.idx))
    return out


class CallerOps:
    """The stand-in producer of a function's entry state: whatever memory operations its
    caller left outstanding (out of order on every counter, writing ``units``: every
    register the function touches). Shaped like the ``InstView`` fields the transfer
    reads (``mem``, ``location``, ``text``); its index is past the function's views."""

    def __init__(self, wc: "WaitcntChecker", units: frozenset, location: str, idx: int):
        ev = "callee_waits_at_entry"
        self.mem = MemOp({c: ("out_of_order", "caller", ev) for c in wc.counters}, units, True,
                         {ev: "the caller's memory operations (calling convention, DB waitcnt_rules)"})
        self.location = location
        self.text = "(function entry: operations its caller left outstanding)"
        self.idx = idx


# State: producer index -> {counter: (younger lower bound, tightest wait seen or None)}
WState = dict[int, dict[str, tuple[int, int | None]]]


def merge(states: list[WState]) -> WState:
    if len(states) == 1:
        return dict(states[0])
    out: WState = {}
    for st in states:
        for pi, rec in st.items():
            old = out.get(pi)
            if old is None:
                out[pi] = rec
                continue
            new = dict(old)
            for c, (y, s) in rec.items():
                if c in new:
                    y0, s0 = new[c]
                    new[c] = (min(y, y0), None if s is None or s0 is None else max(s, s0))
                else:
                    new[c] = (y, s)
            out[pi] = new
    return out


def transfer(wc: WaitcntChecker, views: list[InstView], all_views: list[InstView], state: WState,
             report: Callable[[Finding], None] | None, kernel: str, callee: bool = True,
             captures: dict | None = None) -> WState:
    """One block's walk from ``state``; ``callee``: the unit is a function, so its
    ``s_setpc_b64`` is a return (in a kernel it is a jump through a computed address);
    ``captures``: :func:`captured_ops` of the unit."""
    st: WState = dict(state)
    maxes = wc.max

    def dest_union() -> frozenset:
        u: set = set()
        for pi in st:
            u |= all_views[pi].mem.dest
        return frozenset(u)

    dunion = dest_union()

    def capture(waits: frozenset) -> None:
        """A pass of the capture point of the input waits ``waits`` (isa.model.WAIT_MARK,
        CLOSING_MARK): the records of the operations each retired (RETIRED_MARK) as they
        stand now, of those its next pass retires (NEXT_PASS_MARK) as they stood at its last
        pass (held then, handed on now), and those held for its next pass."""
        def copy(dst: int, src: int) -> None:
            if src in st:
                st[dst] = dict(st[src])
            else:
                st.pop(dst, None)

        for c in waits:
            for pi, sidx, hidx in captures.get(c, ()):
                copy(sidx, pi if hidx is None else hidx)
                if hidx is not None:
                    copy(hidx, pi)

    def retire(check: str, v: InstView, hit: list) -> bool:
        """Report and retire the outstanding ops ``hit``, as finding ``check`` at ``v``;
        whether there was one."""
        for pi in hit:
            emit(check, pi, v, frozenset())
            del st[pi]
        return bool(hit)

    def emit(check: str, pi: int, v: InstView, units: frozenset) -> None:
        if report is None:
            return
        p = all_views[pi]
        for c, (y, seen) in sorted(st[pi].items()):
            order, _group, evid = p.mem.counters[c]
            need = y if order == "in_order" else 0
            report(Finding(
                kind="waitcnt", check=check, rule=f"counter_events.{evid}",
                case=f"{c} {order.replace('_', '-')}: {p.mem.sources.get(evid, '')}", kernel=kernel,
                producer=InstRef(p.location, p.text), consumer=InstRef(v.location, v.text),
                required=need, present=seen, unit=c, registers=format_units(units),
            ))

    for v in views:
        pipe = v.op.pipe
        if pipe == "WAITCNT" and st:
            vals = waitcnt_values(v.inst, wc.target)
            for pi in list(st):
                rec = st[pi]
                counters = all_views[pi].mem.counters
                new = {}
                for c, (y, seen) in rec.items():
                    n = vals.get(c, maxes.get(c, 0))
                    if n >= maxes[c]:
                        new[c] = (y, seen)
                        continue
                    lb = 1 + y if counters[c][0] == "in_order" else 1
                    if lb > n:
                        continue  # forced complete on c
                    new[c] = (y, n if seen is None else min(seen, n))
                if new:
                    st[pi] = new
                else:
                    del st[pi]
            dunion = dest_union()
            continue
        if "endpgm" in v.op.tags and wc.endpgm_waits:
            st.clear()
            dunion = frozenset()
            continue
        if pipe == "BARRIER" and st and not is_bare_barrier(v.inst):   # a bare one orders no memory
            if wc.barrier_waits:
                st.clear()
            else:
                for pi in [pi for pi in st if all_views[pi].mem.lds_access]:
                    emit("barrier", pi, v, frozenset())
                    del st[pi]
            dunion = dest_union()
        fence = "cache_invalidate" in v.op.tags
        vector = v.mem is not None and "vmcnt" in v.mem.counters
        if wc.cache_fences and st and (vector or fence):
            # an invalidate waits for every earlier vector-memory op (acquire); a writeback
            # (buffer_wbl2, s_dcache_wb) need not: the release's wait after it covers them
            vload = vector and v.inst.info.mem == "load"
            for pi in list(st):
                pcs = all_views[pi].mem.counters
                # a vector-memory op after a buffer_wbl2 that has not completed, a vector load
                # after an s_dcache_wb that has not (what it writes back is scalar stores'
                # data, which a later load may read), or a vector-memory op still outstanding
                # at an invalidate (the memory model's waits around buffer_wbl2 / buffer_inv,
                # s_dcache_wb / s_dcache_inv). LDS and scalar ops are not ordered by them:
                # LLVM places none of these waits before them
                wb = [c for c, (_o, g, _e) in pcs.items() if g == "fence"]
                if (wb and (vload if wb == ["lgkmcnt"] else vector)) or (fence and "vmcnt" in pcs):
                    emit("fence", pi, v, frozenset())
                    del st[pi]
            dunion = dest_union()
        if st:
            waits, _retired, after, after_all, _next, _closing = fence_marks(v.inst)
            if waits and captures:
                capture(waits)   # before it issues
            # an instruction marked ``after wait #c`` (AFTER_MARK): what the capture point's
            # last pass captured has retired; ``after retired by wait #c`` (AFTER_RETIRED_MARK):
            # every operation the wait retired has
            late = bool(after) and retire(
                "release", v, [sidx for c in sorted(after) for _pi, sidx, _h in (captures or {}).get(c, ()) if sidx in st])
            late |= bool(after_all) and retire("release", v, [
                pi for pi in st if not isinstance(all_views[pi], (CallerOps, CapturedOp))
                and fence_marks(all_views[pi].inst)[1] & after_all])
            if late:
                dunion = dest_union()
        uses = v.uses | LDS_DMA if pipe == "LDS" and v.mem is not None and v.mem.lds_access else v.uses
        if st and not (dunion.isdisjoint(uses) and dunion.isdisjoint(v.defs)):
            changed = False
            for pi in list(st):
                d = all_views[pi].mem.dest
                raw = d & uses
                entry = isinstance(all_views[pi], CallerOps)
                if raw:
                    emit("entry" if entry else "raw", pi, v, raw)
                    del st[pi]
                    changed = True
                    continue
                waw = d & v.defs
                if waw and (entry or not _returns_after(all_views[pi].mem, st[pi], v.mem)):
                    emit("entry" if entry else "waw", pi, v, waw)
                    del st[pi]
                    changed = True
            if changed:
                dunion = dest_union()
        if wc.return_waits and callee and st and v.inst.base == "s_setpc_b64":
            for pi in list(st):
                emit("entry" if isinstance(all_views[pi], CallerOps) else "return", pi, v, frozenset())
            st.clear()
            dunion = frozenset()
        if v.inst.info.branch == "call" and st:
            # the callee waits for every counter in its prologue (LLVM AMDGPU calling
            # convention, SIInsertWaitcnts: a call site is treated as a wait on
            # everything); the checker does not see the callee's code
            st.clear()
            dunion = frozenset()
        m = v.mem
        if m is not None:
            mine = m.in_order
            if mine:
                for pi in list(st):
                    rec = st[pi]
                    shared = all_views[pi].mem.in_order & mine
                    if not shared:
                        continue
                    upd = dict(rec)
                    for c, _g in shared:
                        yv = upd.get(c)
                        if yv is not None and yv[0] < maxes[c]:
                            upd[c] = (yv[0] + 1, yv[1])
                    st[pi] = upd
            st[v.idx] = {c: (0, None) for c in m.counters}
            if m.dest:
                dunion = dunion | m.dest
        if captures and (closing := fence_marks(v.inst)[5]):
            capture(closing)   # after it issued, with it: the last operation before the wait
    return st


def _returns_after(old: MemOp, rec: dict, new: MemOp | None) -> bool:
    """A new memory op overwriting ``old``'s destination is safe if, on every counter
    ``old`` is still pending on, both are in-order ops of the same group (the new data
    returns later)."""
    if new is None:
        return False
    for c in rec:
        a = old.counters[c]
        b = new.counters.get(c)
        if b is None or a[0] != "in_order" or b[0] != "in_order" or a[1] != b[1]:
            return False
    return True
