"""The scheduler's own cycle estimate: one wave, in-order issue, over a candidate program.

The scheduler (``passes.schedule``) ranks its candidate orders by this estimate after the
waitcnt and hazard passes have run on them: :func:`estimate_cycles` issues a block's
instructions in order, each when its operands are available (RAW latencies, DB
latencies, global loads at the ``dram_miss`` scenario), with matrix-pipe occupancy,
``s_nop`` slots and ``s_waitcnt`` counter semantics, and divides the stalls by the waves
per SIMD. It is cheap enough to run on every candidate; the cycle model in
``wave_asm_ext.sim`` simulates the waves' interleaving and judges the close calls
(``Scheduler._pick_by_model``, the loop-rotation variants). A module of its own: it reads
only the scheduler's instruction facts (``list_schedule.Node``), nothing of the
scheduling itself.
"""

from __future__ import annotations

from array import array
from typing import Callable

from ..isa import Instruction, WaitCnt
from . import native
from .common import unit_count
from .list_schedule import Node

#: record kinds and node flags of the compiled estimate (``estimate_block`` of ``_native.c``)
_R_NODE, _R_NOP, _R_WAIT = 0.0, 1.0, 2.0
_N_FENCE, _N_LDS, _N_WRITES = 1, 2, 4
_WAIT_RECORDS: dict[tuple, bytes] = {}
_NOP_RECORDS: dict[int, bytes] = {}


class _IssueState:
    """State of :func:`estimate_cycles` along one block: issue time, matrix-pipe and LDS-port
    free time, register availability, pending counter events, barrier waits, busy time."""

    __slots__ = ("t", "mf", "lds_port", "avail", "pending", "lds_done", "store_done", "busy_issue", "busy_mfma", "busy_lds")

    def __init__(self):
        self.t = self.mf = self.lds_port = self.lds_done = self.store_done = 0.0
        self.busy_issue = self.busy_mfma = self.busy_lds = 0.0
        # unit id (common.unit_index) -> time its value is available; 0.0 (never written)
        # is at or before every issue time, so it never delays: a list, not a dict, as the
        # estimate's inner loop reads it once per operand unit
        self.avail: list[float] = [0.0] * unit_count()
        self.pending: dict[str, list[float]] = {}


def estimate_cycles(cfg, lists: list[list[Instruction]], waves: int, cpp: float, nodes: dict[Instruction, Node],
                    node: Callable[[Instruction], Node], records: dict | None = None) -> float:
    """Simple in-order issue estimate: RAW latencies, matrix-pipe and LDS-port occupancy
    (:attr:`Node.lds_busy`, the cycle model's), s_nop slots,
    s_waitcnt counts (a wait retires all but the N youngest events of its counter, so a
    merged or early wait costs what it waits for), barriers wait for outstanding LDS
    operations and stores; loop bodies weighted 8x per nesting depth. A block that
    branches to itself (a single-block loop) is costed in steady state: its second
    iteration, which waits for what the first left in flight (loads issued for the next
    iteration). With ``waves`` waves per SIMD the others fill this wave's stalls: a block
    costs its busy time (issue slots, or matrix-pipe or LDS-port clocks if more) plus its stalls
    divided by ``waves`` (at least 1). ``cpp``: clocks per issue pass; ``nodes``: the
    instruction facts known so far (by instruction), ``node``: makes those of another
    instruction (``Scheduler._nodes``, ``Scheduler.node``); ``records``: the compiled
    estimate's record of each instruction met so far, kept by the caller across calls
    (an instruction whose node the caller replaces must leave it too)."""
    total = 0.0
    depth = [cfg.loop_depth(b) for b in range(len(lists))] if cfg.loops else [0] * len(lists)
    waves = max(1, waves)
    if native.available():
        # the same per-block arithmetic on the compiled issue loop (mirrors _issue)
        if records is None:
            records = {}
        elif len(records) > native.RECORD_CACHE_MAX:
            records.clear()
        gather = native.ext.gather
        for bi, insts in enumerate(lists):
            recs, missing = gather(insts, records)
            for i in missing:
                inst = insts[i]
                recs[i] = records[inst] = _record_of(inst, nodes, node)
            t, start, bi_, bm, bl = native.ext.estimate_block(recs, unit_count(), bi in cfg.succs[bi], cpp)
            busy = max(bi_, bm, bl)
            total += (busy + max(0.0, t - start - busy) / waves) * (8 ** depth[bi])
        return total
    for bi, insts in enumerate(lists):
        state = _IssueState()
        if bi in cfg.succs[bi]:
            _issue(insts, state, cpp, nodes, node)
            start = state.t
            state.busy_issue = state.busy_mfma = state.busy_lds = 0.0
        else:
            start = 0.0
        _issue(insts, state, cpp, nodes, node)
        busy = max(state.busy_issue, state.busy_mfma, state.busy_lds)
        total += (busy + max(0.0, state.t - start - busy) / waves) * (8 ** depth[bi])
    return total


def _issue(insts: list[Instruction], st: _IssueState, cpp: float, nodes: dict[Instruction, Node],
           node: Callable[[Instruction], Node]) -> None:
    """Advance the issue estimate ``st`` over ``insts`` (see :func:`estimate_cycles`)."""
    t, mf, lds_port = st.t, st.mf, st.lds_port
    avail, pending = st.avail, st.pending
    lds_done, store_done = st.lds_done, st.store_done   # what a barrier's wait retires
    busy_issue, busy_mfma, busy_lds = st.busy_issue, st.busy_mfma, st.busy_lds
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
        if nd.fence:
            start = max(start, lds_done, store_done)
        if nd.mfma_busy:
            start = max(start, mf)
            mf = start + nd.mfma_busy
            busy_mfma += nd.mfma_busy
        elif nd.lds_busy:
            start = max(start, lds_port)
            lds_port = start + nd.lds_busy
            busy_lds += nd.lds_busy
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
    st.t, st.mf, st.lds_port, st.lds_done, st.store_done = t, mf, lds_port, lds_done, store_done
    st.busy_issue, st.busy_mfma, st.busy_lds = busy_issue, busy_mfma, busy_lds


def _record_of(inst: Instruction, nodes: dict[Instruction, Node], node: Callable[[Instruction], Node]) -> bytes:
    """The compiled estimate's record of one instruction (doubles; layout in ``_native.c``),
    telling nodes, ``s_nop`` and ``s_waitcnt`` apart exactly as :func:`_issue` does."""
    nd = nodes.get(inst)
    if nd is None:
        base = inst.base
        if base == "s_nop":
            ops = inst.operands
            n = int(getattr(ops[0], "value", 0)) + 1 if ops else 1
            r = _NOP_RECORDS.get(n)
            if r is None:
                r = _NOP_RECORDS[n] = array("d", [_R_NOP, float(n)]).tobytes()
            return r
        if base == "s_waitcnt":
            wc = inst.operands[0] if inst.operands else None
            key = (tuple(getattr(wc, c, None) for c in native.WAIT_COUNTERS) if isinstance(wc, WaitCnt) else None)
            r = _WAIT_RECORDS.get(key)
            if r is None:
                counts = [-1.0 if n is None else float(n) for n in key] if key is not None else [-1.0] * 3
                r = _WAIT_RECORDS[key] = array("d", [_R_WAIT, 1.0 if key is not None else 0.0] + counts).tobytes()
            return r
        nd = node(inst)
    r = nd.packed
    if r is None:
        r = nd.packed = _record(nd)
    return r


def _record(nd: Node) -> bytes:
    flags = ((_N_FENCE if nd.fence else 0) | (_N_LDS if nd.pipe == "LDS" else 0)
             | (_N_WRITES if nd.writes else 0))
    ctrs = [float(native.COUNTER_IDS.get(c, -1)) for c in nd.counters]
    rec = [_R_NODE, float(nd.issue), float(nd.lat), float(nd.mfma_busy), float(nd.lds_busy), float(flags),
           float(len(nd.uses)), float(len(nd.defs)), float(len(ctrs))]
    rec += [float(u) for u in nd.uses]
    rec += [float(u) for u in nd.defs]
    rec += ctrs
    return array("d", rec).tobytes()
