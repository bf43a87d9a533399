"""The s_waitcnt pass's block walk, compiled (``walk`` of ``_native.c``).

:meth:`WaitcntInserter.solve` walks every block of every candidate program the scheduler
judges (a tenth of the post-emit pass's time in Python). :class:`NativeWalk` runs the
same walk in C for blocks without control-flow facts (calls, returns, cache-control
fences) and without an ``s_waitcnt`` of their own; any other block returns ``None`` and
the Python walk (``WaitcntInserter._walk``, the reference) runs. Both give the same waits
(objects made the same way) and the same out-state; tests/test_waitcnt_native.py checks
that on random and real blocks. ``WAVE_ASM_EXT_NATIVE=0`` forces the Python walk
(``native.available``).

Each instruction's facts (``waitcnt._Facts``) are packed once into a bytes object of
int32 (layout in the C file): unit indices of what it must wait for (with their
WAW-free flags), overwrites and leaves pending, its events as (group id, increment,
order id). Group ids (``(counter, order_group)`` pairs) and order ids (0 is
``"in_order"``) are numbered per target (:class:`_Numbering`). The emission (placing the
waits) and the out-state's dicts are made in C too (``place_waits``, ``rel_dicts``).
"""

from __future__ import annotations

from array import array

from . import native
from .native import COUNTER_IDS
from .common import target_cache, unit_count

_F_BARRIER, _F_FALLBACK = 1, 2
_MAX_GROUPS = 16   # MAXGROUPS of the C side
#: the made waits kept to hand out again are dropped beyond this many (they hold their
#: neighbours alive)
_MAX_WAITS = 200_000
#: the out-states kept in the C side's form are dropped beyond this many (a block's
#: successors meet its out-state within the same solve)
_MAX_PACKED_STATES = 1024
_FALLBACK = array("i", [_F_FALLBACK, 0, 0, 0, 0, 0, 0, 0]).tobytes()


def _no_facts():
    """The facts ``WaitcntInserter.facts`` gives an ``s_waitcnt`` (imported late: waitcnt
    imports this module)."""
    from .waitcnt import _NO_FACTS

    return _NO_FACTS


def _le(mask: int) -> bytes:
    """A unit mask (non-negative) as little-endian bytes, for the C side."""
    return mask.to_bytes((mask.bit_length() + 7) // 8, "little")


def _number(ids: dict, names: list, key) -> int:
    """``key``'s id in the numbering ``ids`` / ``names`` (the next one if new)."""
    i = ids.get(key)
    if i is None:
        i = ids[key] = len(names)
        names.append(key)
    return i


#: (vmcnt, expcnt, lgkmcnt) as the C side counts them (-1: not named) -> the shared
#: ``WaitCnt`` operand (``waitcnt._wait_operand``)
_OPERANDS: dict[tuple, object] = {}


def _new_operand(vmcnt: int, expcnt: int, lgkmcnt: int):
    """``_OPERANDS``' entry for counts it lacks (the C side stores it)."""
    from .waitcnt import _wait_operand

    return _wait_operand(*(None if n < 0 else n for n in (vmcnt, expcnt, lgkmcnt)))


class _Numbering:
    """The group and order ids of a target's compiled walks and the per-group tables the
    C side reads. One per target (``target_cache``): the packed records are kept on the
    facts, which every inserter of the target shares (``WaitcntInserter.facts``), so
    their ids must mean the same to each."""

    def __init__(self) -> None:
        self.gid: dict[tuple, int] = {}
        self.groups: list[tuple] = []
        self.oid: dict[str, int] = {"in_order": 0}
        self.orders: list[str] = ["in_order"]
        self.tables: tuple[int, bytes, bytes] | None = None   # (groups, group counters, maxes)
        #: id of an events tuple -> (it, :meth:`NativeWalk._event_part` of it)
        self.event_parts: dict[int, tuple] = {}


class NativeWalk:
    """The compiled walk for one :class:`~.waitcnt.WaitcntInserter` (the target's group
    and order numbering, :class:`_Numbering`)."""

    def __init__(self, inserter):
        self.ins = inserter
        self.num = num = target_cache(inserter.target, "waitcnt_native_numbering", _Numbering)
        self.gid, self.groups, self.oid, self.orders = num.gid, num.groups, num.oid, num.orders
        self._event_parts = num.event_parts
        #: each instruction's record, by the instruction (its facts are a function of it)
        self.records: dict = {}
        #: id of an out-state a walk returned -> (it, its groups and regs as walk returned
        #: them): a block's successor walks from it as it is (``waitcnt._merge``)
        self._packed_states: dict[int, tuple] = {}
        #: the waits made so far, by (instruction before, instruction after, id of the
        #: operand): see :meth:`walk_rel`
        self.waits: dict[tuple, object] = {}

    def _group(self, g: tuple) -> int:
        return _number(self.gid, self.groups, g)

    def _order(self, o: str) -> int:
        return _number(self.oid, self.orders, o)

    def pack(self, f) -> bytes:
        """The C side's int32 record of one instruction's facts (``_Facts``); a record
        with the fallback flag for what only the Python walk handles."""
        if f is _no_facts() or f.flow or f.captures or f.captures_after:
            return _FALLBACK   # an s_waitcnt of the block's own, a call, return, fence or capture point
        # the event part is a function of the events tuple (one per instruction class)
        e = self._event_parts.get(id(f.events))
        if e is None or e[0] is not f.events:
            e = self._event_parts[id(f.events)] = (f.events,) + self._event_part(f.events)
        if e[1] is None:
            return _FALLBACK
        return native.ext.pack_facts(_F_BARRIER if f.is_barrier else 0, int(f.slots), e[3], e[2],
                                     _le(f.need), _le(f.waw_free), _le(f.defs), tuple(f.pend_bits), e[1])

    def _event_part(self, evs: tuple) -> tuple:
        """(flat events as (group id, increment, order id), in-order group mask, counter
        mask) of an instruction's events; (None, 0, 0) if the C side cannot take them."""
        if any(g[0] not in COUNTER_IDS for g, _, _ in evs):
            return None, 0, 0
        flat: list[int] = []
        inorder = counters = 0
        for g, inc, o in evs:
            gid = self._group(g)
            flat += [gid, int(inc), self._order(o)]
            if o == "in_order":
                inorder |= 1 << gid
            counters |= 1 << COUNTER_IDS[g[0]]
        if len(self.groups) > _MAX_GROUPS:
            return None, 0, 0
        return flat, inorder, counters

    def _group_tables(self) -> tuple[bytes, bytes]:
        t = self.num.tables
        if t is None or t[0] != len(self.groups):
            cmax = self.ins.max
            t = self.num.tables = (len(self.groups), array("i", [COUNTER_IDS[g[0]] for g in self.groups]).tobytes(),
                                array("i", [cmax[g[0]] for g in self.groups]).tobytes())
        return t[1], t[2]

    def walk_rel(self, insts: list, inn: tuple[dict, dict] | None, emit: list, emit0: list | None,
                 lds_fence: bool, hold_barriers: bool, vmstore_unit: int,
                 ldsdma_unit: int, fold_events: bool = False) -> tuple[dict, dict] | None:
        """``WaitcntInserter._walk`` from the relative in-state ``inn`` (``None``: nothing
        pending), appending to ``emit`` (and ``emit0``) as it does; returns the out-state
        in relative form (``_State.to_rel``), or ``None`` (``emit`` untouched) where the
        block needs the Python walk."""
        ins = self.ins
        recs = self.records
        if len(recs) > native.RECORD_CACHE_MAX:
            recs.clear()
        packed, missing = native.ext.gather(insts, recs)
        for i in missing:
            inst = insts[i]
            f = ins._facts.get(inst) or ins.facts(inst)
            p = getattr(f, "packed", None)
            if p is None:
                p = self.pack(f)
                try:
                    f.packed = p
                except AttributeError:   # the shared no-facts object of an s_waitcnt
                    pass
            packed[i] = recs[inst] = p
        nunits = unit_count()   # after the packing: facts made just now may have numbered new units
        for u in (vmstore_unit, ldsdma_unit):
            if u >= nunits:
                return None
        # the in-state as the C side takes it: as a walk returned it where it is a block's
        # out-state met again (one predecessor), else packed now
        e = self._packed_states.get(id(inn))
        if e is not None and e[0] is inn:
            gin, rin = e[1], e[2]
        else:
            e = self._pack_state(inn) if inn is not None else (b"", b"")
            if e is None:
                return None
            gin, rin = e
        if len(self.groups) > _MAX_GROUPS:
            return None
        gc, cmax = self._group_tables()
        res = native.ext.walk(packed, nunits, len(self.groups), gc, cmax, gin, rin,
                              lds_fence, hold_barriers, ins.merge_window, vmstore_unit, ldsdma_unit, fold_events)
        if res is None:
            return None
        w0, wm, gout, rout = res
        # the emission the Python walk makes: each needed wait made once (``emit0`` has
        # them all); a merged wait that nothing folded into is that same object, one that
        # others folded into is made with the folded counts (as ``_Merger.push_wait``).
        # A wait made before between the same two instructions (by identity) with the
        # same operand is handed out again while it is as made (no leading lines): a
        # program holds one wait between two neighbours, and candidate programs that
        # agree there then share the object, so the later solves' and the cycle model's
        # per-instruction records are found by identity. An empty block's wait has no
        # neighbours to tell it apart: made anew.
        from .waitcnt import make_wait   # (waitcnt imports this module)

        native.ext.place_waits(insts, w0, wm, emit, emit0, self.waits, _OPERANDS, _new_operand, make_wait, _MAX_WAITS)
        out = native.ext.rel_dicts(gout, rout, self.groups, self.orders)
        if len(self._packed_states) > _MAX_PACKED_STATES:
            self._packed_states.clear()
        self._packed_states[id(out)] = (out, gout, rout)
        return out

    def _pack_state(self, inn: tuple[dict, dict]) -> tuple[bytes, bytes] | None:
        """A relative state (``_State.to_rel``) as ``walk`` returns it: (group id, pending,
        order id) and (unit, group id, younger increments) triples; None where a group is
        of a counter the C side does not count (left pending by a block the Python walk
        took)."""
        groups_in, regs_in = inn
        gs = array("i")
        for g, (p, o) in groups_in.items():
            if g[0] not in COUNTER_IDS:
                return None
            gs.extend((self._group(g), p, self._order(o)))
        gid = self.gid
        regs = array("i")
        for u, d in regs_in.items():
            for g, r in d.items():
                regs.extend((u, gid[g], r))
        return gs.tobytes(), regs.tobytes()
