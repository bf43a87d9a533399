"""Fences the input wrote as waits only, kept as comment marks before the waits go.

LLVM lowers a memory-model fence to ``s_waitcnt`` alone (``fence release workgroup`` on
gfx942: ``s_waitcnt lgkmcnt(0)`` before the releasing atomic or scoped store; the acquire
side: a wait after the acquiring load, before ``buffer_inv``), and the post-emit pass drops
every input wait. :func:`mark_input_releases` reads what each wait retired around the
*order points* (``common.order_point``: ordered accesses, cache-control instructions) and
writes it on the instructions (``isa.model.RELEASE_MARK`` and kin); the waitcnt pass waits
for what the marks ask, the checker checks it, the scheduler keeps memory operations on
their side of an ordered access (``passes.schedule``).
"""

from __future__ import annotations

from ..errors import AsmParseError
from ..isa import Instruction, Kernel
from ..isa.model import fence_marks, mark_acquire, mark_after_acquires, mark_before_fences, mark_release_fence
from ..isa.opcodes import waitcnt_of
from ..target import Target
from .common import op_modifiers, order_point


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


def mark_input_releases(kernel: Kernel, target: Target) -> int:
    """Keep the fences the input wrote as waits only, as comment marks
    (``isa.model.RELEASE_MARK`` / ``BEFORE_MARK`` / ``ACQUIRE_MARK`` / ``AFTER_MARK``); how many marks it
    wrote. Asked of the input before any pass strips its waits.

    A fence leaves no instruction of its own: LLVM lowers ``fence release`` to waits only
    (gfx942 workgroup scope: ``s_waitcnt lgkmcnt(0)``; agent scope: ``buffer_wbl2 sc1;
    s_waitcnt vmcnt(0)``), possibly in another block than the releasing access and with
    plain accesses in between (clang-22 -O3: ``ds_write; s_waitcnt lgkmcnt(0);
    global_store; global_store ... sc0``), with a count where younger operations need not
    finish (an LDS-DMA load before a plain store: ``s_waitcnt vmcnt(1) lgkmcnt(0)``), and
    ``fence acquire`` to a wait after the acquiring load. Dropping the input's waits dropped
    the fence: the flag was issued before the LDS data (session 82). A text pass cannot
    tell a fence's wait from one for a register, so every wait counts, and what it retired
    stays retired where the input had it, around the *order points*: ordered accesses
    (:func:`ordered_access`) and cache-control instructions.

    * An order point that some path reaches from a wait with no order point in between
      releases a fence: ``release fence #k`` (a new id per point; one it has is kept).
    * A memory operation that a wait retires (counted: a wait with count N retires what is
      older than the N youngest operations of its counter; every operation of the counter
      counts as younger, which can only retire more) on a path on which ``release fence
      #k`` is the first order point after the wait is marked ``before fence #k``: the input
      had it complete when #k issued. A store after the fence's wait, or an atomic in a
      loop whose only wait is before the loop, stays free as in the input.
    * An order point that a wait retires (counted as above) is an acquire point
      ``acquire #j``, and every memory operation after that wait up to the next order point
      (on some path; that one included) is marked ``after acquire #j``: the input issued it
      after the point completed (an LDS flag read, ``s_waitcnt lgkmcnt(0)``, the data
      load). Operations between the point and the wait stay free, as in the input.

    The points' own ordering (no memory operation crosses one) is the scheduler's
    (``passes.schedule``; cache-control instructions are region boundaries); the waitcnt
    pass waits for what the marks ask and the checker checks it.

    Three data flows over the CFG, linear in the kernel: forward (a wait since the last
    order point; the order points retired and not yet followed), backward (the fences a
    wait of each counter retires an operation for)."""
    blocks = kernel.blocks
    if not any(order_point(inst, target) for b in blocks for inst in b.instructions):
        return 0   # (most kernels: a scan, nothing classified twice)
    # per block: ("W", {counter: count}) / ("P", inst, counters) / ("M", inst, counters)
    events: list[list] = []
    ids = [0]
    for b in blocks:
        ev: list = []
        for inst in b.instructions:
            if inst.base == "s_waitcnt":
                w = _wait_counts(inst, target)
                if w:
                    ev.append(("W", w))
                continue
            counters = _memory_counters(inst, target)
            if order_point(inst, target):
                ev.append(("P", inst, counters))
                ids.extend(k for k in fence_marks(inst)[0::2] if k is not None)
            elif counters:
                ev.append(("M", inst, counters))
        events.append(ev)
    cfg = kernel.cfg
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
        while changed:
            changed = False
            for bi in seq:
                o = transfer(events[bi], entry(bi), False)
                if o != outs[bi]:
                    outs[bi] = o
                    changed = True
        for bi in seq:
            transfer(events[bi], entry(bi), True)

    def new_id() -> int:
        ids.append(max(ids) + 1)
        return ids[-1]

    # 1. release points: a wait since the last order point
    releasing: dict[int, Instruction] = {}

    def waited(ev: list, w: bool, mark: bool) -> bool:
        for e in ev:
            if e[0] == "W":
                w = True
            elif e[0] == "P":
                if (w or fence_marks(e[1])[0] is not None) and mark:
                    releasing[id(e[1])] = e[1]
                w = False
        return w

    solve(waited, False, any)
    fence_of = {key: new_id() if (k := fence_marks(inst)[0]) is None else k for key, inst in releasing.items()}

    # 2. backward: ``first`` = the fences that are the first order point on some path from
    # here; ``led[c][k]`` = on some path from here a wait of c comes, then fence #k first,
    # and that many more operations of c may issue before the wait retires what is older
    marked = 0
    before_of: dict[int, tuple] = {}

    def bwd(ev: list, first: frozenset, led: dict, mark: bool) -> tuple:
        led = {c: dict(v) for c, v in led.items()}
        for e in reversed(ev):
            if e[0] == "W":
                if first:
                    for c, cnt in e[1].items():
                        cur = led.setdefault(c, {})
                        for k in first:
                            if cnt < cur.get(k, cmax[c]):
                                cur[k] = cnt
                continue
            if mark:
                ks = frozenset(k for c in e[2] for k, r in led.get(c, {}).items() if r == 0)
                if ks:
                    prev = before_of.get(id(e[1]), (e[1], frozenset()))[1]
                    before_of[id(e[1])] = (e[1], prev | ks)
            for c in e[2]:
                cur = led.get(c)
                if cur:
                    led[c] = {k: r - 1 if r > 0 else 0 for k, r in cur.items()}
            if e[0] == "P":
                k = fence_of.get(id(e[1]))
                first = frozenset() if k is None else frozenset({k})
        return first, led

    def bwd_join(states: list) -> tuple:
        first, led = frozenset(), {}
        for f2, l2 in states:
            first = first | f2
            for c, v in l2.items():
                cur = led.setdefault(c, {})
                for k, r in v.items():
                    if r < cur.get(k, cmax[c]):
                        cur[k] = r
        return first, led

    if fence_of:
        solve(lambda ev, st, mark: bwd(ev, st[0], st[1], mark), (frozenset(), {}), bwd_join, backward=True)
    used = {k for _inst, ks in before_of.values() for k in ks}
    for key, k in fence_of.items():
        if k in used and fence_marks(releasing[key])[0] is None:
            mark_release_fence(releasing[key], k)
            marked += 1
    for inst, ks in before_of.values():
        if ks - fence_marks(inst)[1]:
            mark_before_fences(inst, ks)
            marked += 1

    # 3. acquire points: an order point a wait retires (counted as above); every memory
    # operation after that wait up to the next order point (that one included) is marked
    # to issue after it. State: (order point -> operations of each of its counters issued
    # since it, the points retired since the last order point)
    after_of: dict[int, tuple] = {}

    def acq(ev: list, st: tuple, mark: bool) -> tuple:
        pend, active = dict(st[0]), set(st[1])
        for e in ev:
            if e[0] == "W":
                for key, younger in list(pend.items()):
                    if any(c in e[1] and y >= e[1][c] for c, y in younger):
                        active.add(key)
                        del pend[key]
                continue
            if active and mark:
                prev = after_of.get(id(e[1]), (e[1], frozenset()))[1]
                after_of[id(e[1])] = (e[1], prev | active)
            for key, younger in list(pend.items()):
                pend[key] = tuple((c, min(y + 1, cmax[c]) if c in e[2] else y) for c, y in younger)
            if e[0] == "P":
                active = set()
                if e[2]:
                    pend[id(e[1])] = tuple((c, 0) for c in sorted(e[2]))
        return tuple(sorted(pend.items())), frozenset(active)

    def acq_join(states: list) -> tuple:
        pend: dict = {}
        for p, _a in states:
            for key, younger in p:
                cur = dict(pend.get(key, ()))
                for c, y in younger:
                    cur[c] = max(cur.get(c, 0), y)   # more younger operations: retired sooner
                pend[key] = tuple(sorted(cur.items()))
        return tuple(sorted(pend.items())), frozenset().union(*(a for _p, a in states))

    points = {id(e[1]): e[1] for ev in events for e in ev if e[0] == "P"}
    solve(acq, ((), frozenset()), acq_join)
    acquire_of: dict[int, int] = {}
    rank = {key: i for i, key in enumerate(points)}   # ids in program order
    for key in sorted({key for _inst, keys in after_of.values() for key in keys}, key=rank.__getitem__):
        j = fence_marks(points[key])[2]
        if j is None:
            j = new_id()
            mark_acquire(points[key], j)
            marked += 1
        acquire_of[key] = j
    for inst, keys in after_of.values():
        want = frozenset(acquire_of[key] for key in keys)
        if want - fence_marks(inst)[3]:
            mark_after_acquires(inst, want)
            marked += 1
    return marked
