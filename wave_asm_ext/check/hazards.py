"""Wait-state hazards: every DB ``hazards`` row, checked over the CFG.

State at a program point, per row: for each live producer instance (an instruction
that satisfied the row's ``first`` side) the *minimum* number of wait states issued
since it on any path reaching the point. Entries expire once they reach the row's
largest requirement, so the state is small and the fixed point over loop back-edges
is reached quickly (distances only shrink at joins and are capped).

The row semantics are read generically from the DB (``latency_db/README.md``
§Hazard predicate language): class-level matchers via ``Matcher.matches``, operand
roles via :meth:`InstView.units`, relation ``overlap``/``same``/``any``, ``unless``
rows, and ``wait_states`` (int or keyed by the first instruction's pass count).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from .findings import Finding, InstRef, format_units
from .view import InstView

if TYPE_CHECKING:
    from ..target import HazardRule, Matcher, Target


def _class_only(m: "Matcher") -> "Matcher":
    """The matcher without its pair-dependent keys (evaluated later with the pair)."""
    neg = _class_only(m.negated) if m.negated is not None else None
    if neg is not None and neg == type(m)():
        neg = None
    return dataclasses.replace(m, same_opcode_as_first=None, same_passes_as_first=None, negated=neg)


@dataclass
class _Row:
    idx: int
    rule: "HazardRule"
    cap: int  # largest requirement: distances >= cap can never matter
    second_prefilter: "Matcher"
    unless: list["_Row"]


class HazardChecker:
    """Evaluates all hazard rows of one target. Build once per target, reuse."""

    def __init__(self, target: "Target"):
        self.target = target
        rules = target.hazard_rules
        by_id = {r.id: r for r in rules}
        self.rows: list[_Row] = []
        for i, r in enumerate(rules):
            ws = r.wait_states
            cap = ws if isinstance(ws, int) else max(ws.values())
            self.rows.append(_Row(i, r, cap, _class_only(r.second.match), []))
        for row in self.rows:
            for uid in row.rule.unless:
                if uid not in by_id:
                    raise ValueError(f"hazards[{row.rule.id}].unless names unknown row {uid!r}")
                row.unless.append(self.rows[[r.id for r in rules].index(uid)])
        # class-level results cached by (mnemonic, modifiers) of the DB class
        self._first_cache: dict[tuple, tuple[int, ...]] = {}
        self._second_cache: dict[tuple, tuple[int, ...]] = {}
        self._pair_cache: dict[tuple, bool] = {}
        # the largest requirement of any row: producers older than this never matter
        self.horizon = max((r.cap for r in self.rows), default=0)

    # ------------------------------------------------------------------ per instruction
    def producer_rows(self, v: InstView, wanted: set[int] | None = None) -> tuple[int, ...]:
        """Rows this instruction can be I1 of at class level (restricted to ``wanted``:
        rows some instruction of the kernel can be I2 of). Its operand units are only
        computed when a consumer meets it (:meth:`producer_units`)."""
        key = (v.op.mnemonic, v.op.modifiers)
        rows = self._first_cache.get(key)
        if rows is None:
            rows = tuple(r.idx for r in self.rows if r.cap > 0 and r.rule.first.match.matches(v.op))
            self._first_cache[key] = rows
        if wanted is not None:
            rows = tuple(ri for ri in rows if ri in wanted)
        # write-side operands are cheap (a partition of the def set): drop rows whose
        # operands this instruction does not write now, so they never enter the state
        out = []
        for ri in rows:
            side = self.rows[ri].rule.first
            if side.access == "write" and side.operands:
                units = v.side_units(side.operands, side.access)
                if not units:
                    continue
                v.producer_units[ri] = units
            out.append(ri)
        return tuple(out)

    def producer_units(self, ri: int, v: InstView) -> frozenset | None:
        """First-side units of row ``ri`` for ``v`` (None: its operands are absent)."""
        side = self.rows[ri].rule.first
        units = v.side_units(side.operands, side.access)
        if side.operands and not units:
            return None
        return units

    def consumer_rows(self, v: InstView) -> tuple[int, ...]:
        """Rows this instruction can be I2 of at class level (units are computed only
        when a live producer of the row exists, see :meth:`consumer_units`)."""
        key = (v.op.mnemonic, v.op.modifiers)
        rows = self._second_cache.get(key)
        if rows is None:
            rows = tuple(r.idx for r in self.rows if r.cap > 0 and r.second_prefilter.matches(v.op))
            self._second_cache[key] = rows
        return rows

    def consumer_units(self, ri: int, v: InstView) -> frozenset | None:
        """Second-side units of row ``ri`` for ``v`` (None: the side's operands are absent)."""
        side = self.rows[ri].rule.second
        units = v.side_units(side.operands, side.access)
        if side.operands and not units:
            return None
        return units

    # ------------------------------------------------------------------ pair test
    @staticmethod
    def _related(relation: str, a: frozenset, b: frozenset) -> bool:
        if relation == "any":
            return True
        if relation == "overlap":
            return not a.isdisjoint(b)
        if relation == "same":
            return bool(a) and a == b
        raise ValueError(f"unknown hazard relation {relation!r}")

    def _class_pair(self, row: _Row, p: InstView, c: InstView) -> bool:
        """Class-level match of the pair (cached: OpClass objects are interned per key)."""
        key = (row.idx, id(p.op), id(c.op))
        got = self._pair_cache.get(key)
        if got is None:
            r = row.rule
            got = r.first.match.matches(p.op) and r.second.match.matches(c.op, p.op)
            self._pair_cache[key] = got
        return got

    def _row_applies(self, row: _Row, p: InstView, c: InstView, pu: frozenset | None, cu: frozenset | None) -> bool:
        r = row.rule
        if pu is None:
            pu = p.side_units(r.first.operands, r.first.access)
            if r.first.operands and not pu:
                return False
        if cu is None:
            cu = c.side_units(r.second.operands, r.second.access)
            if r.second.operands and not cu:
                return False
        # register relation first: it is the cheap and usually failing test
        return self._related(r.relation, pu, cu) and self._class_pair(row, p, c)

    def pair_requirement(self, ri: int, p: InstView, pu: frozenset, c: InstView, cu: frozenset) -> int | None:
        """Wait states row ``ri`` requires between producer ``p`` and consumer ``c``
        (None if the row does not apply to this pair)."""
        row = self.rows[ri]
        if not self._row_applies(row, p, c, pu, cu):
            return None
        for u in row.unless:
            if self._row_applies(u, p, c, None, None):
                return None
        return row.rule.wait_for(p.op)


_UNSET = object()

# A state: row index -> {producer instruction index: wait states since it}
HState = dict[int, dict[int, int]]


def merge(states: list[HState]) -> HState:
    out: HState = {}
    for st in states:
        for ri, prods in st.items():
            dst = out.setdefault(ri, {})
            for pi, d in prods.items():
                old = dst.get(pi)
                if old is None or d < old:
                    dst[pi] = d
    return out


@dataclass
class BlockMemo:
    """What a block's first run left behind for cheap re-runs (see :func:`transfer`)."""

    cut: int  # first position whose clock reaches the largest requirement of any row
    tail: list[Finding]  # findings at positions >= cut
    out: "HState"


def transfer(hc: HazardChecker, views: list[InstView], all_views: list[InstView], state: HState,
             report: Callable[[Finding], None] | None, kernel: str,
             memo: dict[int, BlockMemo] | None = None, block: int = -1) -> HState:
    """Run one block: check every consumer against live producers, then age the state.

    Within the block a clock counts issued wait states; a producer stores the clock
    after its own issue, so ``clock - t`` is the wait states strictly between. Each
    row keeps its live producers in issue order (entry-state ones first, oldest
    first), so expired ones are dropped from the front.

    Re-runs (the fixed point revisits loop blocks): once the clock reaches the largest
    requirement of any row, every entry-state producer has expired, so the rest of the
    block — its findings and exit state — no longer depends on the entry state. The
    first run records that cut position; later runs stop there and reuse the rest.
    """
    rows = hc.rows
    horizon = hc.horizon
    known = memo.get(block) if memo is not None else None
    cut = len(views)
    tail: list[Finding] = []
    live: dict[int, list[tuple[int, int]]] = {}
    head: dict[int, int] = {}
    for ri, prods in state.items():
        live[ri] = sorted(((pi, -d) for pi, d in prods.items()), key=lambda e: e[1])
        head[ri] = 0
    clock = 0
    for pos, v in enumerate(views):
        if clock >= horizon and cut == len(views):
            cut = pos
            if known is not None and known.cut == pos:
                if report is not None:
                    for f in known.tail:
                        report(f)
                return known.out
            if report is not None and memo is not None:
                outer = report

                def report(f: Finding, _outer=outer) -> None:  # noqa: E306 — collect the tail too
                    tail.append(f)
                    _outer(f)
        for ri in v.consumers:
            lst = live.get(ri)
            if not lst:
                continue
            cap = rows[ri].cap
            h = head[ri]
            while h < len(lst) and clock - lst[h][1] >= cap:
                h += 1
            head[ri] = h
            if h == len(lst):
                continue
            cu = hc.consumer_units(ri, v)
            if cu is None:
                continue
            overlap = rows[ri].rule.relation == "overlap"
            for k in range(h, len(lst)):
                pi, t = lst[k]
                p = all_views[pi]
                pu = p.producer_units.get(ri, _UNSET)
                if pu is _UNSET:
                    pu = p.producer_units[ri] = hc.producer_units(ri, p)
                if pu is None:
                    continue
                if overlap and pu.isdisjoint(cu):
                    continue  # fast path of the commonest relation
                dist = clock - t
                need = hc.pair_requirement(ri, p, pu, v, cu)
                if need is not None and dist < need and report is not None:
                    rule = rows[ri].rule
                    regs = pu & cu if rule.relation != "any" else (pu | cu)
                    report(Finding(
                        kind="hazard", check=rule.id, rule=f"hazards.{rule.id}", case=rule.case, kernel=kernel,
                        producer=InstRef(p.location, p.text), consumer=InstRef(v.location, v.text),
                        required=need, present=dist, unit="wait states", registers=format_units(regs),
                    ))
        clock += v.waits
        for ri in v.producers:
            lst = live.get(ri)
            if lst is None:
                live[ri] = lst = []
                head[ri] = 0
            lst.append((v.idx, clock))
            # drop expired entries from the front; compact now and then
            h, cap = head[ri], rows[ri].cap
            while clock - lst[h][1] >= cap:
                h += 1
            head[ri] = h
            if h > 64 and h * 2 > len(lst):
                del lst[:h]
                head[ri] = 0
    out: HState = {}
    for ri, lst in live.items():
        cap = rows[ri].cap
        kept: dict[int, int] = {}
        for pi, t in lst[head[ri]:]:
            d = clock - t
            if d < cap and (pi not in kept or d < kept[pi]):
                kept[pi] = d
        if kept:
            out[ri] = kept
    if memo is not None:
        memo[block] = BlockMemo(cut, tail, out)
    return out
