"""s_waitcnt insertion: drop every input ``s_waitcnt`` and insert the minimal ones.

Invariants after :func:`run` (per kernel, on every CFG path incl. loop back-edges):

* every instruction that reads or overwrites (WAW) a register written by a memory
  operation that may still be outstanding is preceded by an ``s_waitcnt`` that
  guarantees the producer has retired — except a memory op overwriting the pending
  result of an older op of its own in-order group (the older one returns first);
* every ``s_barrier`` but a bare one (``isa.is_bare_barrier``: an execution barrier the
  program marked as ordering no memory; nothing is retired for it) is preceded by a wait that retires all outstanding LDS
  operations of the wave and all outstanding VMEM stores/atomics/LDS-DMA loads (other
  waves may consume them after the barrier; ``waitcnt_rules.barrier_waits_for_memory``
  is false in the DB) — the global stores and atomics only where the input may publish
  them through a barrier (``CFG.barriers_publish_stores``, read off the input's own
  waits: a kernel that left a global store pending at every barrier fences LDS only,
  as LLVM's LDS-only workgroup fence does);
* a function (``CFG.callee``) starts with a wait for every counter and returns
  (``s_setpc_b64``) with none pending; after a call nothing is pending (the calling
  convention, DB ``waitcnt_rules``);
* LDS reads after an LDS-DMA load (``buffer_load ... lds``) wait for that load;
* an instruction marked ``after wait #c`` (``isa.model.AFTER_MARK``: a fence LLVM writes
  as waits only, ``fences.mark_input_releases``) issues after every operation marked
  ``retired by wait #c`` that was issued before the last pass of the capture point
  ``input wait #c`` has retired: those leave the pseudo unit ``("@pre", c)`` pending, the
  capture point copies it to ``("@cap", c)``, and the instruction waits for that (the
  counts as for a register); an operation marked ``retired by the next pass of wait #c``
  leaves ``("@next", c)`` pending, which a pass of the capture point holds as ``("@held",
  c)`` and its next pass adds to ``("@cap", c)``; one marked ``after retired by wait #c``
  waits for ``("@pre", c)`` itself;
* counts are as large as the counter semantics allow (never 0 when a count suffices):
  for an in-order event group (``counter_events[*].order == "in_order"``) the count is
  the number of younger events of the *same* group (events of other groups that share
  the counter may retire earlier, so they are not counted); out-of-order groups (SMEM,
  messages, GDS) and ``wait_zero_only`` groups (FLAT) need 0; a count at or above the
  counter's maximum (``counters.<c>.max``) is clamped to max - 1 (the hardware counter
  may be wider than its s_waitcnt field; LLVM ``SIInsertWaitcnts`` does the same);
* a wait that follows an earlier wait of the same block within ``merge_window`` issue
  slots (an MFMA counts its pass count, anything else 1), with no event of its counters
  issued in between, is folded into the earlier wait (one wait less; the slot budget
  keeps it from being hoisted over the MFMAs that hide the latency);
* at most one ``s_waitcnt`` precedes any instruction; ``s_endpgm`` needs none
  (``waitcnt_rules.endpgm_implies_wait_zero``).

Method: per (counter, order group) score brackets (LLVM ``SIInsertWaitcnts`` style):
``ub`` = increments issued, ``lb`` = increments known retired, and the score of the
last pending write per register unit. Block boundaries use the relative form (pending
range, per-unit "younger increments"); at CFG joins the pending range is the max and
each unit keeps the most recent (smallest) relative position: never under-waits.
Iterated to a fixed point over back-edges (the lattice is finite: relative positions
are capped at max - 1, which needs the same wait as any larger position).
"""

from __future__ import annotations

from ..isa import Instruction, Kernel, Program, WaitCnt
from ..isa.model import NO_FENCE_MARKS, fence_marks, is_bare_barrier, made_instruction
from ..isa.opcodes import lookup
from ..target import Target
from . import native, waitcnt_native
from .common import file_bits, is_waitcnt, op_modifiers, same_objects, strip, target_cache, unit_index, units_bits

# Pseudo register units for memory-side effects that s_barrier (or LDS reads) must see retired.
LDS_ANY = ("@lds", 0)          # any LDS op of this wave (written by every LDS op)
VMEM_STORE = ("@vmstore", 0)   # VMEM stores / atomics / LDS-DMA loads (memory written)
LDS_DMA = ("@ldsdma", 0)       # LDS written by an LDS-DMA load (vmcnt-tracked)
_VMEM_STORE_UNIT, _LDS_DMA_UNIT = unit_index(VMEM_STORE), unit_index(LDS_DMA)
_LDS_ANY_BIT, _VMEM_STORE_BIT, _LDS_DMA_BIT = (1 << unit_index(u) for u in (LDS_ANY, VMEM_STORE, LDS_DMA))
_NEVER_PENDING = ("exec", "scc")   # register files no memory operation writes

Group = tuple[str, str]  # (counter, order_group)

#: ``_Facts.flow``: a call (``s_swappc_b64``, ``s_call_b64``: the callee waits for every
#: counter when it starts, so nothing is outstanding once it returns) or a function's
#: return (``s_setpc_b64``: the caller may read the results at once, so every counter
#: must be at 0 before it); DB ``waitcnt_rules.callee_waits_at_entry`` /
#: ``return_waits_for_all``
_CALL, _RETURN = 2, 1
#: a cache-control instruction, a memory-model fence (DB ``waitcnt_rules.cache_control_is_a_fence``):
#: a writeback (DB tag ``cache_writeback``: buffer_wbl2, s_dcache_wb, ``_FENCE``) is
#: followed by a wait for it (``vmcnt(0)``; ``lgkmcnt(0)`` for the scalar cache's: it
#: completes, with the stores before it, before the releasing store or the next load); an invalidate (tag ``cache_invalidate``: buffer_inv, buffer_wbinvl1*, ``_INVALIDATE``) waits
#: for every earlier VMEM operation (the acquiring load completes before the cache is
#: invalidated; later loads are ordered behind the invalidate without a wait)
_FENCE, _INVALIDATE = 3, 4
#: the counter a writeback with no counter event of its own completes on (buffer_wbl2)
_WRITEBACK_DEFAULT = frozenset({"vmcnt"})


class _Facts:
    """Per-instruction data the pass needs (computed once per instruction object).
    ``events``: ((counter, order_group), increment, order) per counter event; unit sets
    are bit masks (:func:`~.common.units_bits`): ``pend`` = units a pending write of it
    holds (``pend_bits``: their bit indices), ``need`` = units whose pending writes it
    must wait for, ``defs`` = units it overwrites."""

    __slots__ = ("events", "pend", "pend_bits", "need", "is_barrier", "defs", "slots", "counters", "flow",
                 "waw_free", "in_order", "packed", "captures", "captures_after")

    def __init__(self, inst: Instruction, cls: tuple, bare: bool = False, fences: tuple = NO_FENCE_MARKS):
        evs, pipe, tags, slots, counters, wr = cls
        self.packed = None   # the compiled walk's record (waitcnt_native.NativeWalk.pack)
        self.slots = slots
        branch = inst.info.branch
        self.flow = (_CALL if branch == "call" else _RETURN if inst.base == "s_setpc_b64"
                     else _FENCE if "cache_writeback" in tags else _INVALIDATE if "cache_invalidate" in tags
                     else 0)
        self.events = evs
        self.counters = counters
        self.is_barrier = pipe == "BARRIER"
        defs = units_bits(inst.defs())
        self.defs = defs
        pend = 0
        if evs:
            pend = defs
            if pipe == "LDS":
                pend |= _LDS_ANY_BIT
            if pipe in ("VMEM", "FLAT") and (wr or "lds_dma" in tags):
                pend |= _VMEM_STORE_BIT
            if pipe != "LDS" and ("lds_dma" in tags or "lds" in wr):
                pend |= _LDS_DMA_BIT
            for c in fences[1]:   # retired by input wait #c (isa.model.RETIRED_MARK)
                pend |= 1 << unit_index(("@pre", c))
            for c in fences[4]:   # retired by its next pass (isa.model.NEXT_PASS_MARK)
                pend |= 1 << unit_index(("@next", c))
        # EXEC and SCC are never written by a memory operation: never pending
        need = (units_bits(inst.uses()) | defs) & ~file_bits(_NEVER_PENDING)
        if pipe == "LDS":
            need |= _LDS_DMA_BIT
        if self.is_barrier and not bare:   # a bare barrier (``bare``) orders no memory
            need |= _LDS_ANY_BIT | _VMEM_STORE_BIT
        for c in fences[2]:   # after what input wait #c's capture point captured (AFTER_MARK)
            need |= 1 << unit_index(("@cap", c))
        for c in fences[3]:   # after all that input wait #c retired (AFTER_RETIRED_MARK)
            need |= 1 << unit_index(("@pre", c))
        # the capture point of input wait #c (WAIT_MARK): ("@pre", c) and what its last pass
        # held of ("@next", c) to ("@cap", c); ("@next", c) held for its next pass. Before
        # the instruction issues; after it, with it, where it is the last operation before
        # the wait (CLOSING_MARK)
        self.captures = _capture_units(fences[0])
        self.captures_after = _capture_units(fences[5])
        self.pend = pend
        # a memory op writing (not reading) a unit whose pending write is of one of its own
        # in-order groups needs no wait: that write returns first (LLVM SIInsertWaitcnts
        # skips the same WAW wait for same-type VMEM loads; the checker's _returns_after)
        self.in_order = frozenset(g for g, _, o in evs if o == "in_order")
        self.waw_free = defs & ~units_bits(inst.uses()) if self.in_order else 0
        bits = []
        while pend:
            b = pend & -pend
            bits.append(b.bit_length() - 1)
            pend ^= b
        self.pend_bits = tuple(bits)
        self.need = need


class _State:
    """Absolute score brackets while walking one block."""

    __slots__ = ("ub", "lb", "order", "regs")

    def __init__(self) -> None:
        self.ub: dict[Group, int] = {}
        self.lb: dict[Group, int] = {}
        self.order: dict[Group, str] = {}
        self.regs: dict[tuple, dict[Group, int]] = {}

    # relative form: (pending, order) per group, unit -> {group: younger increments}
    def to_rel(self, cmax: dict[str, int]) -> tuple[dict, dict]:
        # Relative positions at or beyond max - 1 all need the same wait (max - 1), so
        # capping them there (and the pending range at max) loses nothing and keeps the
        # lattice finite for the loop fixed point.
        groups = {g: (min(self.ub[g] - self.lb[g], cmax[g[0]]), self.order[g])
                  for g in self.ub if self.ub[g] > self.lb[g]}
        regs = {}
        for u, gs in self.regs.items():
            r = {g: min(self.ub[g] - s, cmax[g[0]] - 1) for g, s in gs.items() if s > self.lb[g]}
            if r:
                regs[u] = r
        return groups, regs

    @classmethod
    def from_rel(cls, rel: tuple[dict, dict]) -> "_State":
        st = cls()
        groups, regs = rel
        for g, (p, order) in groups.items():
            st.ub[g] = p
            st.lb[g] = 0
            st.order[g] = order
        for u, gs in regs.items():
            st.regs[u] = {g: groups[g][0] - r for g, r in gs.items()}
        return st


#: Dataflow rounds of :meth:`WaitcntInserter.solve` after which a block's out-state is the
#: join of its new one with the last (widening). The walk is not monotone in its in-state:
#: where more is pending on entry, a wait it emits early can merge (``_Merger``) with a later
#: one into a stronger wait that retires more of the block's own operations, so fewer are
#: pending at its end. A self-loop can then alternate between two out-states for ever (gfx942
#: 128x128x64 one-wave PREFETCH in the emitter's pressure-fallback allocation, its
#: barrier-free schedule: 44 LDS results pending at the back edge in every other round).
#: Joined, the states only grow, so the solve ends; still sound, as the emission of the last
#: round is computed from in-states that cover every predecessor's out-state for the code it
#: emits. The inputs that converged before never reach this round (they took at most a few):
#: their waits are unchanged.
WIDEN_AFTER = 16


def _merge(a: tuple[dict, dict] | None, b: tuple[dict, dict]) -> tuple[dict, dict]:
    """The join of two relative states (a new one; ``b`` itself where ``a`` is None: the
    relative states are never changed once made, so a block with one predecessor walks
    from that predecessor's out-state as it is)."""
    if a is None:
        return b
    ga, ra = a
    gb, rb = b
    groups = dict(ga)
    for g, (p, o) in gb.items():
        if g in groups:
            groups[g] = (max(groups[g][0], p), o)
        else:
            groups[g] = (p, o)
    regs = {u: dict(gs) for u, gs in ra.items()}
    for u, gs in rb.items():
        cur = regs.setdefault(u, {})
        for g, r in gs.items():
            cur[g] = min(cur[g], r) if g in cur else r
    return groups, regs


def forward_only(cfg, order: list[int]) -> bool:
    """True when every CFG edge goes forward in ``order`` (one dataflow round suffices)."""
    pos = {b: i for i, b in enumerate(order)}
    return all(pos[p] < pos[b] for b in order for p in cfg.preds[b])


_WAITCNTS: dict[tuple, WaitCnt] = {}


def _wait_operand(vmcnt: int | None, expcnt: int | None, lgkmcnt: int | None) -> WaitCnt:
    """The (immutable, hence shared) ``WaitCnt`` operand for these counts."""
    k = (vmcnt, expcnt, lgkmcnt)
    wc = _WAITCNTS.get(k)
    if wc is None:
        wc = _WAITCNTS[k] = WaitCnt(vmcnt=vmcnt, expcnt=expcnt, lgkmcnt=lgkmcnt)
    return wc


_COUNTER_NAMES: dict[tuple, frozenset] = {}


def _counter_names(wc: WaitCnt) -> frozenset:
    """The counters a wait names (cached per counts: waits are made by the thousand)."""
    k = (wc.vmcnt, wc.expcnt, wc.lgkmcnt)
    names = _COUNTER_NAMES.get(k)
    if names is None:
        names = _COUNTER_NAMES[k] = frozenset(c for c, n in zip(("vmcnt", "expcnt", "lgkmcnt"), k) if n is not None)
    return names


def make_wait(wc: WaitCnt) -> Instruction:
    """``s_waitcnt`` with a symbolic count (built directly: the operand is known to be valid;
    its table row set from the start: thousands are made per run and each would look it up
    on first use)."""
    return made_instruction("s_waitcnt", (wc,), lookup("s_waitcnt"))


class _NoFacts:
    slots = 1
    flow = 0
    waw_free = 0
    in_order = frozenset()
    defs = 0
    events = ()
    counters = frozenset()
    pend = 0
    pend_bits = ()
    need = 0
    is_barrier = False
    captures = ()
    captures_after = ()


_NO_FACTS = _NoFacts()


def _capture_units(waits) -> tuple:
    """(@pre, @cap, @next, @held) unit bit indices of each wait id in ``waits``."""
    return tuple((unit_index(("@pre", c)), unit_index(("@cap", c)), unit_index(("@next", c)),
                  unit_index(("@held", c))) for c in sorted(waits))


def _capture(regs: dict, live: int, captures: tuple) -> int:
    """Take the captures ``captures`` (:func:`_capture_units`) in ``regs``: per wait, what is
    pending of the operations it retired and what its last pass held of those its next pass
    retires becomes what the instructions after it wait for (@cap), and what is pending of
    the latter is held for its next pass (@held). Returns ``live`` updated."""
    for pb, cb, nb, hb in captures:
        cur = regs.get(pb)
        held = regs.get(hb)
        if held is not None:   # (per group the younger write: the later score)
            cur = dict(cur) if cur is not None else {}
            for g, sc in held.items():
                if sc > cur.get(g, -1):
                    cur[g] = sc
        live = _set_unit(regs, live, cb, cur)
        live = _set_unit(regs, live, hb, regs.get(nb))
    return live


def _set_unit(regs: dict, live: int, bit: int, pending: dict | None) -> int:
    """Unit ``bit`` holds (a copy of) ``pending``, or nothing where it is None; ``live``
    updated."""
    if pending is not None:
        regs[bit] = dict(pending)
        return live | (1 << bit)
    if bit in regs:
        del regs[bit]
        return live & ~(1 << bit)
    return live


def _min_opt(a: int | None, b: int | None) -> int | None:
    if a is None:
        return b
    if b is None:
        return a
    return min(a, b)


class _Merger:
    """Wait merging while a block's instructions are emitted: a wait that follows an
    earlier wait of the block within ``window`` issue slots (an MFMA counts its passes),
    with no event of a counter it names issued in between, is folded into the earlier
    wait, which takes the smaller count per counter. With ``fold_events`` (a loop body's
    block in the folded-waits solve, :class:`WaitcntInserter`) it also folds over such
    events, its count per counter less the increments issued in between (no fold where
    that is negative). Correct because a counter only grows through issued events: at most
    ``n - b`` outstanding at the earlier wait and ``b`` more issued since leave at most
    ``n`` at the later one (``b`` = 0 without events). (Session 73: a K loop whose
    ``ds_write`` waits each sit behind another global load kept one wait per write; gfx950
    1024^3 64x64x32 one-wave NONE: 33 waits, loop at 0.892 of its bound.) Trades a slightly earlier wait for one instruction
    less (s_waitcnt count ranks above cycles, seed 000). Where the waves run a barrier
    phase apart (``CFG.barriers_skipped``) no wait folds over an ``s_barrier``: waiting
    before it would hold the other waves' phase that the barrier releases."""

    __slots__ = ("out", "window", "last", "at", "bumped", "fold_events")

    def __init__(self, out: list, window: int, fold_events: bool = False):
        self.out = out
        self.window = window
        self.fold_events = fold_events   # a loop body's block: fold over its counters' events too
        self.last = -1          # index in out of the last wait
        self.at = 0             # the walk's issue-slot count when it was emitted
        self.bumped: dict[str, int] = {}  # counter -> its increments issued since it

    def __bool__(self) -> bool:
        return True

    def push_wait(self, inst: Instruction, slots: int) -> None:
        """Emit (or fold) a wait; ``slots``: issue slots the walk has emitted so far (a
        running count kept by the caller: cheaper than counting here per instruction)."""
        out = self.out
        wc = inst.operands[0]
        if self.last >= 0 and slots - self.at <= self.window:
            b = self.bumped
            vm, exp, lgkm = (None if n is None else (n - b[c] if b.get(c) else n)
                             for c, n in (("vmcnt", wc.vmcnt), ("expcnt", wc.expcnt), ("lgkmcnt", wc.lgkmcnt)))
            bumped = not self.fold_events and any(b.get(c) for c in _counter_names(wc))
            if not (bumped or (vm is not None and vm < 0) or (exp is not None and exp < 0)
                    or (lgkm is not None and lgkm < 0)):
                prev = out[self.last].operands[0]
                leading = out[self.last].leading
                out[self.last] = make_wait(_wait_operand(_min_opt(prev.vmcnt, vm), _min_opt(prev.expcnt, exp),
                                                         _min_opt(prev.lgkmcnt, lgkm)))
                out[self.last].leading = leading
                return
        self.push_unfolded(inst, slots)

    def push_unfolded(self, inst: Instruction, slots: int) -> None:
        """Emit a wait that must stay where it is (never folded into an earlier one); later
        waits may fold into it."""
        self.out.append(inst)
        self.last = len(self.out) - 1
        self.at = slots
        self.bumped = {}


#: Default for ``WaitcntInserter.merge_window`` (issue slots a wait may be hoisted over
#: when folded into an earlier wait); a heuristic, not a hardware fact.
MERGE_WINDOW = 16


#: the target's shared facts (``WaitcntInserter._shared``) start over beyond this many
#: (a cache size, not a hardware fact)
_SHARED_FACTS_MAX = 200_000


class WaitcntInserter:
    def __init__(self, target: Target, merge_window: int = MERGE_WINDOW, fold_events: bool = False):
        self.target = target
        self.merge_window = merge_window
        #: in a loop body's blocks, merge waits over events of their counters too
        #: (:class:`_Merger`): the "folded waits" variant the scheduler judges per kernel
        #: (``passes.variants``); off by default
        self.fold_events = fold_events
        self.max = {name: c.max for name, c in target.counters.items()}
        rules = target.data.get("waitcnt_rules", {})
        # the calling convention (see _CALL / _RETURN)
        self.callee_waits = bool(rules.get("callee_waits_at_entry", {}).get("value", False))
        self.return_waits = bool(rules.get("return_waits_for_all", {}).get("value", False))
        self.cache_fences = bool(rules.get("cache_control_is_a_fence", {}).get("value", False))
        #: the order groups of vector-memory events (an invalidate retires them on every counter)
        self._vector_groups = target.vector_memory_groups()
        # keyed by the instruction itself (identity equality and hash: an id map that keeps
        # its keys alive)
        self._facts: dict[Instruction, _Facts] = {}
        #: the facts by what they are a function of (see :meth:`facts`), kept per target:
        #: every run's inserters (merged, unmerged, folded waits) meet the same spellings
        self._shared: dict[tuple, _Facts] = target_cache(target, "waitcnt_facts")
        self._classes: dict[tuple, tuple] = target_cache(target, "waitcnt_classes")  # target-level facts
        #: the compiled block walk (waitcnt_native), where built and not switched off (native.available)
        self._native = waitcnt_native.NativeWalk(self) if native.available() else None

    def _class(self, inst: Instruction) -> tuple:
        key = (inst.mnemonic, op_modifiers(inst))
        c = self._classes.get(key)
        if c is None:
            oc = self.target.classify(inst.mnemonic, key[1])
            evs = []
            for ev in self.target.counter_events(inst.mnemonic, key[1]):
                for cn, n in ev.increments.items():
                    evs.append(((cn, ev.order_group), int(n), ev.order))
            # memory effects depend on the mnemonic and modifier names only (class level)
            _, wr = inst.mem_effects()
            c = (tuple(evs), oc.pipe, oc.tags, oc.mfma_passes or 1, frozenset(e[0][0] for e in evs), wr)
            self._classes[key] = c
        return c

    def class_facts(self, inst: Instruction) -> tuple:
        """The class-level facts of ``inst`` (kept per target; callers that cache per
        class may hand them back to :meth:`facts`). Not for ``s_waitcnt``."""
        return self._class(inst)

    def facts(self, inst: Instruction, cls: tuple | None = None) -> _Facts:
        """Per-instruction facts (``cls``: its :meth:`class_facts` if the caller already
        has them; never given for an ``s_waitcnt``)."""
        f = self._facts.get(inst)
        if f is None:
            if cls is None:
                if inst.base == "s_waitcnt":
                    return _NO_FACTS
                cls = self._class(inst)   # one object per (mnemonic, class modifiers), kept per target
            # the facts depend on the class and the def/use units only: instructions that
            # agree on those (repeated code, equal renamed copies) share one object
            bare = cls[1] == "BARRIER" and is_bare_barrier(inst)
            fences = fence_marks(inst)
            ckey = (id(cls), inst.defs(), inst.uses(), bare, fences)
            f = self._shared.get(ckey)
            if f is None:
                if len(self._shared) > _SHARED_FACTS_MAX:
                    self._shared.clear()
                f = self._shared[ckey] = _Facts(inst, cls, bare, fences)
            if len(self._facts) > 500000:
                self._facts.clear()
            self._facts[inst] = f
        return f

    def share_facts(self, inst: Instruction, like: Instruction, cls: tuple) -> _Facts:
        """:meth:`facts` of ``inst``, spelled exactly as ``like`` (no s_waitcnt, no barrier;
        ``cls``: their class facts): the same object, found without building its key."""
        f = self._facts.get(inst)
        if f is None:
            f = self._facts.get(like)
            if f is None:
                return self.facts(inst, cls)
            self._facts[inst] = f
        return f

    def _walk(self, insts: list[Instruction], st: _State, emit: list | None,
              emit0: list | None = None, lds_fence: bool = False, hold_barriers: bool = False,
              fold_events: bool = False) -> _State:
        """Walk one block from ``st``; append the instructions with their waits to ``emit``
        (merged per ``merge_window``; ``fold_events``: also over events of the later wait's
        counters, :class:`_Merger`) and, if given, to ``emit0`` without merging (what a
        merge window of 0 emits: merging never changes the state, only the emission)."""
        ub, lb, order, regs, cmax = st.ub, st.lb, st.order, st.regs, self.max
        # regs: unit bit index -> {group: score of its last pending write}; ``live`` has the
        # bit of every unit in regs (entries may be stale: retired, dropped when met)
        live = 0
        for k in regs:
            live |= 1 << k
        facts_of = self._facts
        facts = self.facts
        # waits are folded into earlier ones as they are emitted (see _Merger)
        merge = _Merger(emit, self.merge_window, fold_events) if emit is not None and self.merge_window > 0 else None
        slots = 0   # issue slots of the instructions emitted so far (for merge)
        for inst in insts:
            f = facts_of.get(inst) or facts(inst)
            if f.captures:
                # a capture point (isa.model.WAIT_MARK): what is pending of the operations
                # its wait retired is what the instructions after it wait for
                live = _capture(regs, live, f.captures)
            m = f.need & live
            if lds_fence and m and f.is_barrier:
                m = (m & ~_VMEM_STORE_BIT) | (live & _LDS_DMA_BIT)
            if m or f.flow == _RETURN or f.flow == _INVALIDATE:
                need: dict[str, int] = {}
                while m:
                    b = m & -m
                    m ^= b
                    k = b.bit_length() - 1
                    gs = regs[k]
                    if b & f.waw_free and all(g in f.in_order for g in gs):
                        continue   # overwritten by a later return of the same in-order group
                    if len(gs) == 1:   # the common case: one group's write pending on the unit
                        (g, s), = gs.items()
                        if s <= lb[g]:   # retired: drop so later lookups skip it
                            del regs[k]
                            live ^= b
                            continue
                        n = ub[g] - s if order[g] == "in_order" else 0
                        c = g[0]
                        if n >= cmax[c]:
                            n = cmax[c] - 1   # clamped as below
                        if c not in need or n < need[c]:
                            need[c] = n
                        continue
                    stale = None
                    for g, s in gs.items():
                        if s <= lb[g]:
                            stale = (stale or []) + [g]  # retired: drop so later lookups skip it
                            continue
                        n = ub[g] - s if order[g] == "in_order" else 0
                        c = g[0]
                        if n >= cmax[c]:
                            # the hardware counter may hold more than the field can encode
                            # (LLVM SIInsertWaitcnts clamps to max - 1 as well): wait at max - 1
                            n = cmax[c] - 1
                        if c not in need or n < need[c]:
                            need[c] = n
                    if stale:
                        for g in stale:
                            del gs[g]
                        if not gs:
                            del regs[k]
                            live ^= b
                if f.flow == _RETURN and self.return_waits:
                    for g in ub:   # the caller reads the results at once: nothing may be pending
                        if ub[g] > lb[g]:
                            need[g[0]] = 0
                elif f.flow == _INVALIDATE and self.cache_fences:
                    vector = self._vector_groups
                    for g in ub:   # every vector-memory operation retires before the invalidate
                        if ub[g] > lb[g] and (g[0] == "vmcnt" or g[1] in vector):
                            # (a FLAT operation counts on lgkmcnt too: retired on both, also
                            # where its vmcnt side is retired already and gone from the
                            # state: a vmcnt(0) after a buffer_wbl2 in an earlier block)
                            need[g[0]] = 0
                if need:
                    for g in ub:
                        n = need.get(g[0])
                        if n is None:
                            continue
                        if n == 0:
                            lb[g] = ub[g]
                        elif order[g] == "in_order":
                            lb[g] = max(lb[g], ub[g] - n)
                    if emit is not None:
                        w = make_wait(_wait_operand(need.get("vmcnt"), need.get("expcnt"), need.get("lgkmcnt")))
                        if emit0 is not None:
                            emit0.append(w)
                        if merge is not None:
                            merge.push_wait(w, slots)
                        else:
                            emit.append(w)
            # a (non-memory or memory) def overwrites: pending writes to it were waited for
            m = f.defs & live
            if m:
                live ^= m
                while m:
                    b = m & -m
                    m ^= b
                    del regs[b.bit_length() - 1]
            if f.events:
                pend = f.pend
                for g, inc, o in f.events:
                    if g not in ub:
                        ub[g] = lb[g] = 0
                    order[g] = o
                    ub[g] += inc
                    s = ub[g]
                    for k in f.pend_bits:
                        cur = regs.get(k)
                        if cur is None:
                            regs[k] = {g: s}
                        else:
                            cur[g] = s
                live |= pend
            if f.captures_after:   # the last operation before the wait (isa.model.CLOSING_MARK)
                live = _capture(regs, live, f.captures_after)
            if f.flow == _CALL and self.callee_waits:
                # the callee waited for everything when it started (and returned with
                # nothing pending): the caller's operations are all retired now
                for g in ub:
                    lb[g] = ub[g]
                regs.clear()
                live = 0
            if emit0 is not None:
                emit0.append(inst)
            if emit is not None:
                if merge is not None:
                    if inst.file == "<made>" and inst.base == "s_waitcnt":
                        merge.push_wait(inst, slots)
                    else:
                        slots += f.slots
                        if f.events:
                            bumped = merge.bumped
                            for g, inc, _ in f.events:
                                bumped[g[0]] = bumped.get(g[0], 0) + inc
                        if f.is_barrier and hold_barriers:
                            merge.last = -1   # no later wait folds over it (_Merger)
                        emit.append(inst)
                else:
                    emit.append(inst)
            if f.flow == _FENCE and self.cache_fences:
                # the writeback's own completion, right after it: on its counter event's
                # counter where the DB gives it one (s_dcache_wb: lgkmcnt), else on vmcnt
                # (buffer_wbl2, which no counter event tracks; AMDGPUUsage's 'buffer_wbl2;
                # s_waitcnt vmcnt(0)')
                done = f.counters or _WRITEBACK_DEFAULT
                w = make_wait(_wait_operand(0 if "vmcnt" in done else None, None,
                                            0 if "lgkmcnt" in done else None))
                if emit0 is not None:
                    emit0.append(w)
                if emit is not None:
                    if merge is not None:
                        merge.push_unfolded(w, slots)
                    else:
                        emit.append(w)
                for g in ub:
                    if g[0] in done:
                        lb[g] = ub[g]
        return st

    def solve(self, cfg, lists: list[list[Instruction]], unmerged: list | None = None) -> tuple[list[list[Instruction]], dict]:
        """Insert waits into per-block instruction lists (without input waits); pure. With
        ``unmerged`` (an empty list), also fill it with the per-block lists a merge window
        of 0 gives (the same solve; only wait merging is left out)."""
        nb = len(lists)
        outs: list[tuple[dict, dict] | None] = [None] * nb
        order = list(cfg.rpo) + list(cfg.unreachable)
        single = forward_only(cfg, order)
        result: list[list[Instruction]] = [[] for _ in range(nb)]
        result0: list[list[Instruction]] = [[] for _ in range(nb)]
        iters = 0
        changed = True
        # Every round also emits; the round in which no out-state changes saw only final
        # in-states, so its emission is the answer (one round when no edge goes backwards).
        ins: list = [False] * nb   # the in-state each block was last walked with
        # a function starts with a wait for everything its caller left outstanding (the
        # calling convention, see _CALL): its entry block is walked from nothing pending (a
        # block no edge reaches is dead code, entered with nothing pending: the checker's
        # reading too)
        entries = {cfg.entry} if cfg.callee and self.callee_waits and nb else set()
        # the input published no global store through a barrier (CFG.barriers_publish_stores):
        # its barriers then wait for the wave's LDS operations (LDS-DMA loads included) only
        lds_fence = not cfg.barriers_publish_stores
        # waves a barrier phase apart (CFG.barriers_skipped: Wave's ping-pong): a barrier
        # releases the other waves' next phase, so no wait is hoisted over one (_Merger)
        hold_barriers = cfg.barriers_skipped
        # in the folded-waits solve a loop body's waits fold over their counters' events too
        # (_Merger): in its steady state the loads they wait for were issued an iteration
        # earlier, so waiting for them a few slots sooner costs nothing there
        in_loops = {bi for lp in cfg.loops for bi in lp.body} if self.fold_events else set()
        while changed:
            iters += 1
            changed = False
            for bi in order:
                inn = None
                if bi not in entries:
                    for p in cfg.preds[bi]:
                        if outs[p] is not None:
                            inn = _merge(inn, outs[p])
                if inn == ins[bi]:
                    continue  # same block, same in-state: same emission and out-state
                ins[bi] = inn
                emit: list[Instruction] = []
                emit0 = [] if unmerged is not None and self.merge_window > 0 else None
                insts = lists[bi] if bi not in entries else [self._wait_for_all()] + lists[bi]
                res = None
                if self._native is not None:
                    res = self._native.walk_rel(insts, inn, emit, emit0, lds_fence, hold_barriers,
                                                _VMEM_STORE_UNIT, _LDS_DMA_UNIT, bi in in_loops)
                if res is None:   # the Python walk: the reference, and the blocks the C walk leaves
                    st = _State.from_rel(inn if inn is not None else ({}, {}))
                    res = self._walk(insts, st, emit, emit0, lds_fence, hold_barriers,
                                     bi in in_loops).to_rel(self.max)
                result[bi] = emit
                result0[bi] = emit if emit0 is None else emit0
                if iters > WIDEN_AFTER and outs[bi] is not None:
                    # widened: the block's out-state only grows (the join with the last one)
                    res = _merge(outs[bi], res)
                if res != outs[bi]:
                    outs[bi] = res
                    changed = True
            if single:
                break
            if iters > WIDEN_AFTER + 100:  # cannot happen: the widened states only grow; guard against bugs
                raise RuntimeError("waitcnt fixed point did not converge")
        if unmerged is not None:
            unmerged[:] = result0
        inserted = 0
        for bi in order:  # waits were merged while emitting (_Merger)
            inserted += len(result[bi]) - len(lists[bi])
        return result, {"iterations": iters, "inserted": inserted}

    def _wait_for_all(self) -> Instruction:
        """``s_waitcnt`` with every counter at 0 (a new instruction each time: the passes
        tell instructions apart by identity)."""
        return make_wait(_wait_operand(*(0 if c in self.max else None for c in ("vmcnt", "expcnt", "lgkmcnt"))))

    def run_kernel(self, kernel: Kernel) -> dict:
        lists = strip(kernel, is_waitcnt)
        result, info = self.solve(kernel.cfg, lists)
        for b, insts in zip(kernel.blocks, result):
            b.instructions = insts
        return info


def inserter_for(target: Target, options: dict | None, fold_events: bool = False) -> WaitcntInserter:
    """One inserter per run and mode (its caches are shared by the scheduler and this
    pass); ``fold_events``: the folded-waits solve (:class:`WaitcntInserter`)."""
    window = int((options or {}).get("merge_window", MERGE_WINDOW))
    if options is None:
        return WaitcntInserter(target, window, fold_events)
    key = "_waitcnt_inserter_folded" if fold_events else "_waitcnt_inserter"
    w = options.get(key)
    if w is None or w.target is not target or w.merge_window != window:
        w = options[key] = WaitcntInserter(target, window, fold_events)
    return w


def folded_waits(options: dict | None, kernel: Kernel) -> bool:
    """Whether the scheduler kept ``kernel``'s waits solved folded (its ``_precomputed``
    entry says so): every later solve of the kernel solves them so too."""
    e = (options or {}).get("_precomputed", {}).get(id(kernel))
    return bool(e is not None and len(e) > 5 and e[5])


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    """Replace all ``s_waitcnt`` of every kernel by minimal ones (see module docstring)."""
    pre = (options or {}).get("_precomputed", {})
    for k in program.kernels:
        if not k.blocks:
            continue
        e = pre.get(id(k))
        if e is not None and e[0] is k and same_objects(e[1], [b.instructions for b in k.blocks]):
            # the scheduler already ran this pass's solver on exactly this order
            for b, insts in zip(k.blocks, e[2]):
                b.instructions = list(insts)
            continue
        inserter_for(target, options, folded_waits(options, k)).run_kernel(k)
    return program
