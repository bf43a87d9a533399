"""Dynamic path of a kernel for the cycle model: loop trip counts and the block trace.

The cycle model has no register values, so it cannot evaluate branch conditions.
It follows one representative path instead:

* a loop back-edge is taken ``trip_count - 1`` times per entry into the loop (the
  body runs ``trip_count`` times); a conditional exit from the middle of a loop is
  taken on the last pass;
* any other conditional branch falls through (``s_cbranch_execz`` over an ``if``
  arm executes the arm: the conservative choice for a timing estimate), unless the
  walk is one given wave's and that wave's state decides it (:mod:`.cycles_wavepath`);
* the trip count of a loop comes from its latch when it is a constant compare
  (``s_cmp*``/``s_cmpk*`` of an SGPR against a literal, the SGPR stepped by a
  literal inside the loop and set by a literal ``s_mov`` before it), else from the
  caller, else :data:`DEFAULT_TRIP_COUNT` (a model parameter, reported as such).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import WaveAsmError
from ..isa import CFG, Imm, Instruction, Kernel, Loop, Reg
from ..isa.model import INLINE_INTS

#: Trip count used when neither the code nor the caller gives one. A modelling
#: choice (enough iterations to reach a steady state), not a hardware number.
DEFAULT_TRIP_COUNT = 8

#: Longest dynamic trace the model builds (guards against a runaway walk).
MAX_TRACE = 5_000_000

_CMP_REL = {"eq": "eq", "lg": "lg", "gt": "gt", "ge": "ge", "lt": "lt", "le": "le"}
_SWAP = {"eq": "eq", "lg": "lg", "gt": "lt", "ge": "le", "lt": "gt", "le": "ge"}


@dataclass
class TripCount:
    value: int
    source: str  # "constant compare at file:line" | "argument" | "default"


@dataclass
class Trace:
    """One representative dynamic path: static instruction indices in issue order."""

    insts: list[Instruction]            # flattened static instructions of the kernel
    order: list[int]                    # dynamic sequence of static indices
    block_of: list[int]                 # static index -> block index
    trip_counts: dict[int, TripCount]   # loop header -> trip count used
    hot_loop: Loop | None = None
    iter_starts: list[int] = field(default_factory=list)  # trace positions where hot-loop iterations start
                                                          # (last entry into the loop when it is nested)
    loop_exit: int | None = None        # trace position of the first instruction after the hot loop
    forward_branches: bool = False      # the walk met a conditional branch that is not a loop's


def _u32(x: int) -> int:
    return x & 0xFFFFFFFF


def _s32(x: int) -> int:
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x & 0x80000000 else x


def _sext16(x: int) -> int:
    """A 16-bit immediate (``s_movk``/``s_addk``/``s_cmpk_*_i32``) sign-extended, as
    the hardware does (the parser keeps the field's bits, e.g. 0xf000)."""
    x &= 0xFFFF
    return x - 0x10000 if x & 0x8000 else x


def k_literal(inst: Instruction, signed: bool, value: int) -> int:
    """The value an immediate of ``inst`` stands for: a 16-bit ``s_*k_*`` field
    sign-extended (``_i32``) or zero-extended (``_u32``); any other literal as is."""
    if inst.base.startswith(("s_cmpk_", "s_movk_", "s_addk_", "s_mulk_", "s_cmovk_")):
        return _sext16(value) if signed else value & 0xFFFF
    return value


def _single_sgpr(op) -> int | None:
    if isinstance(op, Reg) and op.file == "s" and op.count == 1 and not op.virtual:
        return op.index
    return None


def parse_cmp(inst: Instruction) -> tuple[int, str, bool, int] | None:
    """(sgpr, relation, signed, literal) for ``s_cmp[k]_<rel>_<i|u>32 sN, lit``."""
    name = inst.base
    if not (name.startswith("s_cmp_") or name.startswith("s_cmpk_")):
        return None
    parts = name.split("_")
    if len(parts) != 4 or parts[2] not in _CMP_REL or parts[3] not in ("i32", "u32"):
        return None
    rel, signed = parts[2], parts[3] == "i32"
    ops = inst.operands
    if len(ops) != 2:
        return None
    a, b = ops
    if _single_sgpr(a) is not None and isinstance(b, Imm):
        return _single_sgpr(a), rel, signed, k_literal(inst, signed, b.value)
    if _single_sgpr(b) is not None and isinstance(a, Imm):
        return _single_sgpr(b), _SWAP[rel], signed, k_literal(inst, signed, a.value)
    return None


def step_of(inst: Instruction, sgpr: int) -> int | None:
    """Literal step of ``s_add/s_sub[k] sN, sN, lit`` updating ``sgpr``; None otherwise."""
    name = inst.base
    ops = inst.operands
    if name in ("s_addk_i32",) and len(ops) == 2 and _single_sgpr(ops[0]) == sgpr and isinstance(ops[1], Imm):
        return _sext16(ops[1].value)
    if name in ("s_add_u32", "s_add_i32", "s_sub_u32", "s_sub_i32") and len(ops) == 3:
        d, x, y = ops
        if _single_sgpr(d) != sgpr:
            return None
        sign = -1 if name.startswith("s_sub") else 1
        if _single_sgpr(x) == sgpr and isinstance(y, Imm):
            return sign * _s32(y.value)
        if sign == 1 and _single_sgpr(y) == sgpr and isinstance(x, Imm):
            return _s32(x.value)
    return None


def _init_of(inst: Instruction, sgpr: int) -> int | None:
    """Literal value given to ``sgpr`` by ``s_mov_b32``/``s_movk_i32``/``s_mov_b64``."""
    ops = inst.operands
    if len(ops) != 2 or not isinstance(ops[1], Imm):
        return None
    d = ops[0]
    if not isinstance(d, Reg) or d.file != "s" or d.virtual:
        return None
    if inst.base == "s_movk_i32" and d.count == 1 and d.index == sgpr:
        return _u32(_sext16(ops[1].value))
    if inst.base == "s_mov_b32" and d.count == 1 and d.index == sgpr:
        return ops[1].value
    if inst.base == "s_mov_b64" and d.count == 2 and d.index <= sgpr <= d.index + 1:
        v = ops[1].value
        if sgpr == d.index:
            return v & 0xFFFFFFFF   # the low dword is the encoded one, however it is spelled
        if v not in INLINE_INTS:
            # a literal is one dword whose extension to 64 bits the operand type decides
            # (-1000 and 0xfffffc18 assemble alike): the high dword is not known here
            return None
        return (v & ((1 << 64) - 1)) >> 32
    return None


def _evaluate(rel: str, signed: bool, x: int, lit: int) -> bool:
    a, b = (_s32(x), _s32(lit)) if signed else (_u32(x), _u32(lit))
    return {"eq": a == b, "lg": a != b, "gt": a > b, "ge": a >= b, "lt": a < b, "le": a <= b}[rel]


def _entry_value(kernel: Kernel, cfg: CFG, loop: Loop, unit) -> int | None:
    """The value ``unit`` (an SGPR) holds on every entry into ``loop`` from outside it
    (along an edge into the header that is not a back edge), or None. Reaching
    definitions on the CFG, not the layout order: known only when the kernel's incoming
    value reaches no entry and exactly one block's definition reaches them all, that
    block is outside the loop, and its last definition that is not a constant step is a
    literal move (the steps after it: an iteration peeled before the loop,
    passes.unroll). A branch around the move, a second move, or an outer loop that
    steps or resets the counter between two entries makes it unknown."""
    blocks = kernel.blocks
    header = loop.header
    back = {e for e in cfg.back_edges if e[1] == header}
    has_def = [any(unit in i.defs() for i in b.instructions) for b in blocks]

    def reaches(start: int) -> bool:
        """Does the value leaving block ``start`` reach an entry edge of the header?"""
        seen, todo = set(), [start]
        while todo:
            x = todo.pop()
            for y in cfg.succs[x]:
                if y == header and (x, header) not in back:
                    return True
                if y not in seen and not has_def[y]:
                    seen.add(y)
                    todo.append(y)
        return False

    entry = cfg.entry
    if entry == header or (not has_def[entry] and reaches(entry)):
        return None  # some entry carries the counter's incoming (unknown) value
    sources = [bi for bi in range(len(blocks)) if has_def[bi] and reaches(bi)]
    if len(sources) != 1 or sources[0] in loop.body:
        return None
    steps = 0
    for inst in reversed(blocks[sources[0]].instructions):
        if unit in inst.defs():
            s = step_of(inst, unit[1])
            if s is not None:
                steps += s
                continue
            init = _init_of(inst, unit[1])
            return None if init is None else init + steps
    return None


def infer_trip_count(kernel: Kernel, cfg: CFG, loop: Loop) -> TripCount | None:
    """Trip count of ``loop`` when its latch is a constant compare; None if not derivable."""
    blocks = kernel.blocks
    if len(loop.latches) != 1:
        return None
    latch = blocks[loop.latches[0]]
    term = latch.terminator
    if term is None or term.info.branch != "cond" or term.base not in ("s_cbranch_scc0", "s_cbranch_scc1"):
        return None
    target = term.branch_target()
    to_header = target == blocks[loop.header].label
    # last SCC writer before the branch must be the compare
    cmp_inst = None
    for inst in reversed(latch.instructions[:-1]):
        if ("scc", 0) in inst.defs():
            cmp_inst = inst
            break
    if cmp_inst is None:
        return None
    parsed = parse_cmp(cmp_inst)
    if parsed is None:
        return None
    sgpr, rel, signed, lit = parsed
    unit = ("s", sgpr)
    body = sorted(loop.body)
    # the in-loop updates (constant steps; an unrolled body has one per copy), summed by
    # whether they precede the compare in the latch pass
    before = after = 0
    updates = 0
    cmp_pos = latch.instructions.index(cmp_inst)
    for bi in body:
        for pos, inst in enumerate(blocks[bi].instructions):
            if unit in inst.defs():
                s = step_of(inst, sgpr)
                if s is None:
                    return None
                updates += 1
                if bi != latch.index or pos < cmp_pos:
                    before += s
                else:
                    after += s
    if updates == 0 or before + after == 0 or (updates > 1 and len(body) > 1):
        return None  # several updates only within one block: their order is the layout's
    init = _entry_value(kernel, cfg, loop, unit)
    if init is None:
        return None
    continue_on = term.base == "s_cbranch_scc1"  # SCC value that takes the branch
    v = init
    for n in range(1, 1 << 20):
        v += before
        taken = _evaluate(rel, signed, v, lit) == continue_on
        v += after
        if taken != to_header:
            return TripCount(n, f"constant compare at {cmp_inst.location}")
    return None


def _innermost_loops(cfg: CFG) -> list[Loop]:
    return [lp for lp in cfg.loops if not any(o is not lp and o.body < lp.body for o in cfg.loops)]


def build_trace(kernel: Kernel, loop_trip_count: int | None = None,
                overrides: dict[int, int] | None = None, oracle=None) -> Trace:
    """Walk the CFG along the representative path (module docstring). With ``oracle``
    (a :class:`.cycles_wavepath.WaveOracle`), the path of one given wave: each block it
    visits is fed to the oracle, and a conditional branch that is not a loop's goes the
    way the oracle decides, where it can."""
    cfg = kernel.cfg
    blocks = kernel.blocks
    insts: list[Instruction] = []
    start: list[int] = []
    block_of: list[int] = []
    for b in blocks:
        start.append(len(insts))
        insts.extend(b.instructions)
        block_of.extend([b.index] * len(b.instructions))
    trips: dict[int, TripCount] = {}
    for lp in cfg.loops:
        tc = infer_trip_count(kernel, cfg, lp)
        if tc is None:
            tc = TripCount(loop_trip_count, "argument") if loop_trip_count else TripCount(DEFAULT_TRIP_COUNT, "default")
        if overrides and lp.header in overrides:
            tc = TripCount(overrides[lp.header], tc.source + " (raised to reach a steady state)")
        trips[lp.header] = tc
    loop_of_header = {lp.header: lp for lp in cfg.loops}
    back = set(cfg.back_edges)
    count: dict[int, int] = {}
    order: list[int] = []
    header_visits: dict[int, list[list[int]]] = {lp.header: [] for lp in cfg.loops}  # per entry

    def innermost(bi: int) -> Loop | None:
        return cfg.innermost_loop(bi)

    if not blocks:
        return Trace(insts, order, block_of, trips)
    cur, prev = 0, None
    forward = False
    while cur is not None:
        if cur in loop_of_header:
            lp = loop_of_header[cur]
            if prev is None or prev not in lp.body or (prev, cur) not in back:
                count[cur] = 0
                header_visits[cur].append([])
            header_visits[cur][-1].append(len(order))
        b = blocks[cur]
        order.extend(range(start[cur], start[cur] + len(b.instructions)))
        if oracle is not None:
            oracle.feed(b.instructions)
        if len(order) > MAX_TRACE:
            raise WaveAsmError(f"dynamic trace of {kernel.name or 'snippet'} exceeds {MAX_TRACE} instructions "
                               f"(trip counts {[(blocks[h].name, t.value) for h, t in trips.items()]})")
        succs = cfg.succs[cur]
        nxt: int | None
        if not succs:
            nxt = None
        elif len(succs) == 1:
            nxt = succs[0]
            if (cur, nxt) in back:
                # unconditional latch: the exit is a conditional branch elsewhere in the loop
                count[nxt] += 1
        else:
            taken = succs[0]  # the CFG lists the branch target first, then the fallthrough
            fall = succs[1]
            lp_in = innermost(cur)
            if (cur, taken) in back:
                go = count[taken] + 1 < trips[taken].value
                nxt = taken if go else fall
                if go:
                    count[taken] += 1
            elif (cur, fall) in back:
                go = count[fall] + 1 < trips[fall].value
                nxt = fall if go else taken
                if go:
                    count[fall] += 1
            elif lp_in is not None and (taken not in lp_in.body) != (fall not in lp_in.body):
                exit_t, stay = (taken, fall) if taken not in lp_in.body else (fall, taken)
                done = count.get(lp_in.header, 0) + 1 >= trips[lp_in.header].value
                nxt = exit_t if done else stay
            else:
                forward = True
                d = oracle.decide(b.terminator) if oracle is not None and b.terminator is not None else None
                nxt = taken if d else fall
        prev, cur = cur, nxt
    tr = Trace(insts, order, block_of, trips)
    tr.forward_branches = forward
    inner = _innermost_loops(cfg)
    if inner:
        def dyn(lp: Loop) -> int:
            return sum(1 for q in order if block_of[q] in lp.body)
        # (one innermost loop, the GEMMs' case: no count over the whole trace needed)
        hot = inner[0] if len(inner) == 1 else max(inner, key=dyn)
        tr.hot_loop = hot
        tr.iter_starts = header_visits[hot.header][-1] if header_visits[hot.header] else []
        if tr.iter_starts:
            last = tr.iter_starts[-1]
            p = last
            while p < len(order) and block_of[order[p]] in hot.body:
                p += 1
            tr.loop_exit = p if p < len(order) else None
    return tr
