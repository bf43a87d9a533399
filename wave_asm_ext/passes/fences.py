"""Fences the input wrote as waits only, kept as comment marks before the waits go.

LLVM lowers a memory-model fence to ``s_waitcnt`` alone (``fence release workgroup`` on
gfx942: ``s_waitcnt lgkmcnt(0)`` before the releasing atomic or scoped store; the acquire
side: a wait after the acquiring load, before ``buffer_inv``), and the post-emit pass drops
every input wait. :func:`mark_input_releases` reads what each wait retired around the
*order points* (``common.order_point``: ordered accesses, cache-control instructions) and
writes it on the instructions, with each wait's place kept as a capture point
(``isa.model.WAIT_MARK`` and kin); the waitcnt pass waits for what the marks ask, the
checker checks it, the scheduler keeps memory operations on their side of an ordered
access and of a capture point (``passes.schedule``).
"""

from __future__ import annotations

from ..errors import AsmParseError
from ..isa import Instruction, Kernel
from ..isa.model import fence_marks, mark_fence_ids
from ..isa.opcodes import waitcnt_of
from ..target import Target
from .common import op_modifiers, order_point
from .rotate import unordered_loops


def _wait_counts(inst: Instruction, target: Target) -> dict:
    """The counts an input ``s_waitcnt`` names, per counter (every counter at 0 if its
    operand cannot be read); a count at or above the counter's maximum waits for nothing."""
    try:
        wc = waitcnt_of(inst)   # a raw immediate decoded (0xc07f is lgkmcnt(0) alone)
    except AsmParseError:
        return {c: 0 for c in target.counters}
    out = {}
    for c, cnt in target.counters.items():
        n = getattr(wc, c, None)
        if n is not None and n < cnt.max:
            out[c] = n
    return out


def _memory_counters(inst: Instruction, target: Target) -> frozenset:
    """The counters a memory operation of ``inst`` increments (DB ``counter_events``)."""
    return frozenset(target.classify(inst.mnemonic, op_modifiers(inst)).counters)


def _first_ops_after(bi: int, succs, first_op: dict, moving: set) -> list[Instruction] | None:
    """The first memory operation on each path out of block ``bi`` (``first_op``: per block);
    None where that operation is in a block of ``moving`` (a loop whose memory operations a
    pass may move across iterations; one with none is passed through) or no path has one."""
    found: list[Instruction] = []
    seen: set[int] = set()
    work = list(succs[bi])
    while work:
        s = work.pop()
        if s in seen:
            continue
        seen.add(s)
        op = first_op.get(s)
        if op is not None:
            if s in moving:
                return None
            found.append(op)
        else:
            work.extend(succs[s])
    return found or None


def _claim(led: dict, key, r: int, b: int, top: int) -> None:
    """Join claim (r, b) into ``led[key]`` as "on some path": the smallest r (retired
    soonest), the largest b (blocked latest); an over-estimate marks more, never less.
    ``top``: the counter's maximum (an absent entry claims nothing)."""
    r0, b0 = led.get(key, (top, 0))
    led[key] = (min(r, r0), max(b, b0))


#: rounds of a data flow over the CFG after which :func:`mark_input_releases` gives up with an
#: error (a monotone flow over these finite states settles in a few rounds per loop depth)
_MAX_ROUNDS = 1000


def mark_input_releases(kernel: Kernel, target: Target) -> int:
    """Keep the fences the input wrote as waits only, as comment marks (``isa.model``:
    ``input wait #c``, ``retired by wait #c``, ``after wait #c``, ``after retired by wait
    #c``); how many instructions it marked. Asked of the input before any pass strips its
    waits. Marks a kernel carries already (the pass's own output, an author's) stay and keep
    their meaning; new ids follow theirs, and a wait marked already (a second call) is not
    marked again. A comment that happens to read like a mark can only add waits.

    A fence leaves no instruction of its own: LLVM lowers ``fence release`` to waits only
    (gfx942 workgroup scope: ``s_waitcnt lgkmcnt(0)``; agent scope: ``buffer_wbl2 sc1;
    s_waitcnt vmcnt(0)``), possibly in another block than the releasing access and with
    plain accesses in between (clang-22 -O3: ``ds_write; s_waitcnt lgkmcnt(0);
    global_store; global_store ... sc0``), with a count where younger operations need not
    finish (an LDS-DMA load before a plain store: ``s_waitcnt vmcnt(1) lgkmcnt(0)``), and
    ``fence acquire`` to a wait after the acquiring load. Dropping the input's waits dropped
    the fence: the flag was issued before the LDS data (session 82). A text pass cannot
    tell a fence's wait from one for a register, so every wait counts that some path leads
    from to an *order point* (``common.order_point``: an ordered access or a cache-control
    instruction) with no order point in between, or that retires an order point (an
    acquire); such a wait #c is *used*:

    * every memory operation it retires (counted: a wait with count N retires what is
      older than the N youngest operations of its counter, every operation of the counter
      counting as younger, which can only retire more) on some path, and that no wait
      between them retires already, is marked ``retired by wait #c`` (one the wait between
      retires is that wait's: the order point after that one, which no memory operation
      crosses, or this wait's order point itself asks for it); a store after the wait, or
      an atomic in a loop whose only wait is before the loop, stays free as in the input.
      Where every path from the operation to a pass of the wait that retires it passes
      the wait before (a counted wait in a loop: ``store; s_waitcnt vmcnt(1); flag``
      retires the previous iteration's store, never this one's) and the wait has a capture
      point, the mark is ``retired by the next pass of wait #c`` instead: what a pass of the
      capture point finds of it is waited for at the next pass (two or more passes later
      count as one: a wait too early, never too late);
    * the first order point after it on each path, and, where it retired an order point
      (an acquire), every memory operation after it up to and including the next order
      point, issue after what it retired: ``after wait #c``;
    * its place survives as a *capture point*, ``input wait #c`` on the first memory
      operation its block issues after it (no memory operation comes in between, so what
      is outstanding there is what was outstanding at the wait; the wait itself is marked
      so too, for the checker on the input and a second call). Where its block issues none
      after it (LLVM often waits just before a branch), the place is right after the last
      memory operation before it, ``last before wait #c`` (nothing is issued between them,
      so what is outstanding once it has issued is what was at the wait; on the paths
      through the wait only); where its block issues none at all, the first memory
      operation on each path on is marked ``input wait #c`` (a path into that block that did
      not pass the wait captures there too: what is outstanding then, a wait too many on
      that path, never one too few; session 85). ``after wait #c`` asks only
      for the instances of the ``retired by wait #c`` operations that were issued before
      the capture point's last pass. Static marks would ask for every instance issued so
      far, the next iteration's too: an operation the input retired only for the *next*
      iteration's order point waited in its own (session 83: +5-10 % on
      ``atomic_index_loop`` at a DRAM miss), and a wait in one branch held the other.
      Where the wait has no memory operation after it, or a capture point of it
      would be in a loop whose memory operations a pass may move across iterations
      (``rotate.unordered_loops``: the capture point would move with them), the order
      points and operations are marked ``after retired by wait #c`` instead: every
      instance issued so far (correct, not minimal).

    The order points' own ordering (no memory operation crosses one) and a capture point's
    (its ``retired by`` operations stay before it, its ``after`` operations after it) are
    the scheduler's (``passes.schedule``); the waitcnt pass waits for what the marks ask
    and the checker checks it.

    Three data flows over the CFG, linear in the kernel: forward (the waits since the last
    order point; the order points not yet retired, to find the acquiring waits), backward
    (the used waits that retire an operation of each counter, with the operations that may
    still issue before each does)."""
    blocks = kernel.blocks
    insts = [inst for b in blocks for inst in b.instructions]
    if not any(order_point(inst, target) for inst in insts):
        return 0   # (most kernels: a scan, nothing classified twice)
    cfg = kernel.cfg
    moving = {bi for _pre, bi in unordered_loops(kernel, cfg, target)}
    # per block: ("W", {counter: count}, wait id) / ("P", inst, counters) / ("M", inst, counters);
    # a wait marked already (``input wait #c`` on the wait itself: a second call) keeps its
    # id, so its marks come out as they are (a second call adds nothing; a comment that only
    # reads like one adds what the wait really retired). New ids follow every id the
    # kernel's comments name (marks of the pass's own output, an author's), so none is reused
    events: list[list] = []
    # wait id -> its capture points: (instruction, mark kind: 0 WAIT_MARK, captured before it
    # issues; 5 CLOSING_MARK, after)
    places: dict[int, list[tuple[Instruction, int]]] = {}
    first_op: dict[int, Instruction] = {}        # block -> its first memory operation
    open_at_end: dict[int, list[int]] = {}       # block -> its waits with none after them
    waits: dict[int, Instruction] = {}     # wait id -> the wait
    nwait = max((k for inst in insts for ks in fence_marks(inst) for k in ks), default=0)
    for bi, b in enumerate(blocks):
        ev: list = []
        open_waits: list[int] = []   # this block's waits with no memory operation after them yet
        for inst in b.instructions:
            if inst.base == "s_waitcnt":
                w = _wait_counts(inst, target)
                if w:
                    had = fence_marks(inst)[0] - waits.keys()
                    if had:
                        wid = min(had)
                    else:   # (also a second wait that reads as marked with a taken id: each
                        # wait its own id, or one's capture point would stand for the other's)
                        nwait += 1
                        wid = nwait
                    ev.append(("W", w, wid))
                    open_waits.append(wid)
                    waits[wid] = inst
                continue
            counters = _memory_counters(inst, target)
            point = order_point(inst, target)
            if point or counters:
                ev.append(("P" if point else "M", inst, counters))
                first_op.setdefault(bi, inst)
                if bi not in moving:
                    for k in open_waits:
                        places[k] = [(inst, 0)]
                open_waits = []
        if open_waits and bi not in moving:
            last = next((e[1] for e in reversed(ev) if e[0] != "W"), None)
            if last is not None:
                # a wait with nothing issued after it in its block (LLVM often waits just
                # before a branch) but something before it: its place is right after that
                # operation, on the paths through the wait only
                for k in open_waits:
                    places[k] = [(last, 5)]
            else:
                open_at_end[bi] = open_waits
        events.append(ev)
    for bi, ks in open_at_end.items():
        # a wait with no memory operation in its block around it: its capture points are the
        # first memory operation on each path on (a capture on a path that did not pass the
        # wait captures more: a wait too many, never one too few); none where a path enters
        # a loop whose operations may move
        points = _first_ops_after(bi, cfg.succs, first_op, moving)
        if points:
            for k in ks:
                places[k] = [(inst, 0) for inst in points]
    order = list(cfg.rpo) + list(cfg.unreachable)
    n = len(blocks)
    cmax = {c: cnt.max for c, cnt in target.counters.items()}

    def solve(transfer, start, join, backward: bool = False) -> None:
        """Iterate ``transfer(block events, in-state, mark)`` to its fixed point over the CFG
        (forward from the predecessors' out-states, or backward from the successors'; a
        block with none starts from ``start``), then run it once more with ``mark``."""
        seq, edges = (list(reversed(order)), cfg.succs) if backward else (order, cfg.preds)
        outs: list = [None] * n

        def entry(bi: int):
            states = [outs[e] for e in edges[bi] if outs[e] is not None]
            return join(states) if states else start

        changed = True
        rounds = 0
        while changed:
            changed = False
            rounds += 1
            if rounds > _MAX_ROUNDS:
                # (the backward flow is monotone, so it cannot get here; the acquire flow's
                # deletions are not proven so: a named error beats a pass that never ends)
                raise RuntimeError(f"kernel {kernel.name}: the fence-marking data flow did not settle "
                                   f"in {_MAX_ROUNDS} rounds (passes.fences)")
            for bi in seq:
                o = transfer(events[bi], entry(bi), False)
                if o != outs[bi]:
                    outs[bi] = o
                    changed = True
        for bi in seq:
            transfer(events[bi], entry(bi), True)

    # 1. forward: the waits since the last order point, at every memory operation
    since: dict[int, tuple] = {}   # id(inst) -> (inst, wait ids, is it an order point)

    def fwd(ev: list, state: frozenset, mark: bool) -> frozenset:
        for e in ev:
            if e[0] == "W":
                state = state | {e[2]}
                continue
            if mark and state:
                prev = since.get(id(e[1]), (e[1], frozenset()))[1]
                since[id(e[1])] = (e[1], prev | state, e[0] == "P")
            if e[0] == "P":
                state = frozenset()
        return state

    solve(fwd, frozenset(), lambda states: frozenset().union(*states))
    used = set().union(*(ws for _inst, ws, point in since.values() if point))

    # 1b. forward: the waits that retire an order point (acquires; counted as in 2). State:
    # order point -> the set of its pending instances' counts (per counter, the operations
    # issued since it) over the paths here. A set, not the largest count: a wait removes the
    # instances it retires and keeps the rest, which is monotone, so the flow settles (a
    # largest count that a wait drops at one round and a join brings back the next did not:
    # a loop with a conditional second ordered load, adversarial round 4); an older instance
    # still pending when the op issues again stays in the set.
    def acq(ev: list, pend: tuple, mark: bool) -> tuple:
        pend = dict(pend)
        for e in ev:
            if e[0] == "W":
                for key, states in list(pend.items()):
                    gone = frozenset(st for st in states if any(c in e[1] and y >= e[1][c] for c, y in st))
                    if gone:
                        if mark:
                            acquires.add(e[2])
                        if len(gone) == len(states):
                            del pend[key]
                        else:
                            pend[key] = states - gone
                continue
            if e[2]:
                for key, states in list(pend.items()):
                    pend[key] = frozenset(tuple((c, min(y + 1, cmax[c]) if c in e[2] else y) for c, y in st)
                                          for st in states)
            if e[0] == "P" and e[2]:
                pend[id(e[1])] = pend.get(id(e[1]), frozenset()) | {tuple((c, 0) for c in sorted(e[2]))}
        return tuple(sorted(pend.items()))

    def acq_join(states: list) -> tuple:
        pend: dict = {}
        for p in states:
            for key, sts in p:
                pend[key] = pend.get(key, frozenset()) | sts
        return tuple(sorted(pend.items()))

    acquires: set[int] = set()
    solve(acq, (), acq_join)
    used |= acquires
    if not used:
        return 0

    # 2. backward: ``led[c][(w, lag)]`` = (r, b): on some path from here wait w (used) comes,
    # r more operations of counter c may issue before it retires what is older, and b more
    # before a wait in between (any) does: an operation that one retires is not w's (it was
    # retired already when w came: the previous iteration's load the next iteration's wait
    # would count, session 84). An entry whose b reaches 0 retires nothing further back:
    # dropped. ``lag`` 1: w is passed in between (an earlier pass of the same wait), so the
    # operation is retired by w's next pass, not this one (a counted wait in a loop retires
    # the previous iteration's store, not this one's); 0: it is not.
    retired: dict[int, tuple] = {}   # id(inst) -> (inst, waits that retire it, waits a pass later)

    def bwd(ev: list, led: dict, mark: bool) -> dict:
        led = {c: dict(v) for c, v in led.items()}
        for e in reversed(ev):
            if e[0] == "W":
                for c, cnt in e[1].items():
                    # a wait in between for the waits after it (its own later passes
                    # included: what this pass retires is this pass's); this pass starts
                    # its own claim, its later passes' claims go on a pass behind (lag 1;
                    # two or more passes behind count as one: a wait too early, never late)
                    cur: dict = {}
                    for (w, lag), (r, b) in led.get(c, {}).items():
                        b = min(b, cnt)
                        if b > 0:
                            _claim(cur, (w, 1) if w == e[2] else (w, lag), r, b, cmax[c])
                    if e[2] in used:
                        cur[(e[2], 0)] = (cnt, cmax[c])
                    if cur:
                        led[c] = cur
                    else:
                        led.pop(c, None)
                continue
            if mark:
                now = [k for c in e[2] for k, (r, _b) in led.get(c, {}).items() if r == 0]
                if now:
                    _inst, ws0, ws1 = retired.get(id(e[1]), (e[1], frozenset(), frozenset()))
                    retired[id(e[1])] = (e[1], ws0 | {w for w, lag in now if not lag},
                                         ws1 | {w for w, lag in now if lag})
            for c in e[2]:
                cur = led.get(c)
                if cur:
                    cur = {k: (r - 1 if r > 0 else 0, b - 1) for k, (r, b) in cur.items() if b > 1}
                    if cur:
                        led[c] = cur
                    else:
                        del led[c]   # (no empty entries: the fixed point compares states)
        return led

    def bwd_join(states: list) -> dict:
        # (some path: :func:`_claim`)
        led: dict = {}
        for st in states:
            for c, v in st.items():
                cur = led.setdefault(c, {})
                for k, (r, b) in v.items():
                    _claim(cur, k, r, b, cmax[c])
        return led

    solve(bwd, {}, bwd_join, backward=True)
    # waits that retire something
    effective = frozenset().union(*(ws0 | ws1 for _inst, ws0, ws1 in retired.values()))

    # 3. the marks
    marked: set[int] = set()
    for key, (inst, ws0, ws1) in retired.items():
        # a pass later on every path, with a capture point to hand it on: NEXT_PASS_MARK;
        # on some path this pass, or no capture point (every instance so far): RETIRED_MARK
        later = frozenset(w for w in ws1 - ws0 if w in places)
        if mark_fence_ids(inst, 1, (ws0 | ws1) - later) | mark_fence_ids(inst, 4, later):
            marked.add(key)
    for key, (inst, ws, point) in since.items():
        want = ws & (effective if point else acquires)
        dynamic = frozenset(w for w in want if w in places)
        if mark_fence_ids(inst, 2, dynamic) | mark_fence_ids(inst, 3, want - dynamic):
            marked.add(key)
    for w in sorted(effective):
        for point, kind in places.get(w, ()):
            if mark_fence_ids(point, kind, {w}):
                marked.add(id(point))
        # the wait itself: its own place (the checker reads a wait marked so as the capture
        # point it is), and a second call knows it
        if mark_fence_ids(waits[w], 0, {w}):
            marked.add(id(waits[w]))
    return len(marked)
