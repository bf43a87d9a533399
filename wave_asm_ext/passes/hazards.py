"""Hazard s_nop insertion: satisfy every ``hazards`` row of the target DB with the fewest wait states.

Invariants after :func:`run` (per kernel):

* every input ``s_nop`` is dropped first (wait states are recomputed from scratch);
* for every pair (I1, I2) where I1 precedes I2 on some CFG path (loop back-edges
  included), I1/I2 satisfy a row's ``first``/``second`` matchers, their selected
  operands are in the row's ``relation`` and no ``unless`` row applies to the pair,
  at least ``wait_states`` wait states separate them: every intervening instruction
  provides 1, ``s_nop N`` provides N+1 (DB ``units.wait_state``);
* ``s_nop``s are inserted only immediately before the consumer I2 and only for the
  deficit (required minus wait states already present on the worst path), split into
  ``s_nop``s of at most ``units.max_wait_states_per_s_nop`` wait states.

The row language (README of latency_db) is interpreted here independently of the
checker: class matchers via :class:`wave_asm_ext.target.Matcher`, operand roles and
relations by :func:`side_regs` below. Across blocks a window of recent hazard sources
(instruction, wait states since it) is merged at joins keeping the minimum distance and
iterated to a fixed point.
"""

from __future__ import annotations

from ..isa import Func, Imm, Instruction, Kernel, Program, base_reg
from ..target import HazardRule, OpClass, Target
from .common import is_nop, max_nop_wait_states, op_modifiers, strip
from .waitcnt import forward_only

_VEC = frozenset({"v", "a", "%v", "%a"})
_SCAL = frozenset({"s", "vcc", "ttmp", "%s"})
_SRC_ROLES = ("src0", "src1", "src2")
_CARRY_IN_SRC2 = ("v_addc_co_u32", "v_subb_co_u32", "v_subbrev_co_u32", "v_cndmask_b32",
                  "v_addc_u32", "v_subb_u32", "v_subbrev_u32")
_LANE_SELECT = ("v_readlane_b32", "v_writelane_b32")


def _op_units(inst: Instruction, roles: tuple[str, ...]) -> set:
    out: set = set()
    for r, op in inst.role_items():
        if r in roles:
            out.update(op.units())
    return out


def _op_regs(inst: Instruction, roles: tuple[str, ...]) -> set:
    out: set = set()
    for r, op in inst.role_items():
        if r in roles:
            reg = base_reg(op)
            if reg is not None and reg.units():
                out.add((reg.file, reg.index, reg.count, reg.virtual))
    return out


def _filter(units, files) -> set:
    return {u for u in units if u[0] in files}


def _valu_source_roles(inst: Instruction, drop_carry: bool) -> tuple[str, ...]:
    roles = _SRC_ROLES
    base = inst.base
    if drop_carry and base in _CARRY_IN_SRC2:
        roles = ("src0", "src1")
    if base in _LANE_SELECT:
        roles = ("src0",) if base == "v_readlane_b32" else ("src0", "src2")
    return roles


def side_units(inst: Instruction, access: str, role: str) -> set:
    """Register units of ``inst`` selected by one operand role of the predicate language."""
    defs, uses = inst.defs(), inst.uses()
    if access == "read":
        pool = uses
    elif access == "write":
        pool = defs
    else:
        pool = defs | uses
    if role == "vdst":
        if inst.base.startswith("v_smfmac") and access == "read":
            return _filter(_op_units(inst, ("vdst",)), _VEC)
        return _filter(pool, _VEC) & (_op_units(inst, ("vdst", "vdata")) if access != "write" else _filter(defs, _VEC))
    if role == "sdst":
        return _filter(pool, _SCAL) if access == "write" else _filter(_op_units(inst, ("sdst",)), _SCAL) & pool
    if role == "vgpr":
        return _filter(pool, _VEC)
    if role == "sgpr":
        return _filter(pool, _SCAL)
    if role in ("srca", "srcb"):
        return _op_units(inst, (role,)) & pool
    if role == "srcc":
        if inst.base.startswith("v_smfmac"):
            return _filter(_op_units(inst, ("vdst",)), _VEC) & pool
        return _op_units(inst, ("srcc",)) & pool
    if role == "index":
        return _op_units(inst, ("idx",)) & pool
    if role == "vdata":
        return _filter(_op_units(inst, ("vdata", "data0", "data1")), _VEC) & pool
    if role == "vaddr":
        return _filter(_op_units(inst, ("vaddr", "addr")), _VEC) & pool
    if role == "vsrc":
        return _filter(_op_units(inst, _valu_source_roles(inst, False)), _VEC) & uses
    if role == "vsrc0":
        return _filter(_op_units(inst, ("src0",)), _VEC) & uses
    if role == "sgpr_constant":
        roles = _valu_source_roles(inst, True) + ("srca", "srcb", "srcc")
        return _filter(_op_units(inst, roles), _SCAL) & uses
    if role == "exec_constant":
        return _filter(_op_units(inst, _valu_source_roles(inst, True)), {"exec"}) & uses
    if role == "vcc_constant":
        return _filter(_op_units(inst, _valu_source_roles(inst, True)), {"vcc"}) & uses
    if role == "lane_select":
        if inst.base in _LANE_SELECT:
            return _filter(_op_units(inst, ("src1",)), _SCAL | {"m0"})
        return set()
    if role in ("exec", "vcc", "m0"):
        return _filter(pool, {role})
    if role in ("execz", "vccz"):
        names = {"execz": ("src_execz", "execz"), "vccz": ("src_vccz", "vccz")}[role]
        out: set = set()
        for op in inst.operands:
            reg = base_reg(op)
            if reg is not None and reg.file in names:
                out.update(reg.units())
        return out
    if role == "hwreg":
        for op in inst.operands:
            if isinstance(op, Func) and op.name == "hwreg":
                return {("hwreg", op.args.split(",")[0].strip())}
        return set()
    raise ValueError(f"unknown operand role {role!r} in a hazard row")


def side_regs(inst: Instruction, roles: tuple[str, ...]) -> set:
    """Register operands (file, first, count) for the ``same`` relation."""
    rs = []
    for role in roles:
        if role == "srcc" and inst.base.startswith("v_smfmac"):
            rs.append("vdst")
        elif role == "index":
            rs.append("idx")
        else:
            rs.append(role)
    return _op_regs(inst, tuple(rs))


class _Side:
    """One instruction's view of one side of a row: units (overlap/any) and regs (same).

    Depends only on (relation is "same", access, operand roles), so rows sharing those
    share one object per instruction (see ``HazardResolver._side``)."""

    __slots__ = ("units", "regs", "is_empty")

    def __init__(self, inst: Instruction, same: bool, access: str, operands: tuple[str, ...]):
        if same:
            self.regs = side_regs(inst, operands)
            self.units = None
            self.is_empty = bool(operands) and not self.regs
        else:
            u: set = set()
            for role in operands:
                u |= side_units(inst, access, role)
            self.units = frozenset(u)
            self.regs = None
            self.is_empty = bool(operands) and not self.units

    def empty(self, rule: HazardRule | None = None, which: str | None = None) -> bool:
        return self.is_empty


def _related(rule: HazardRule, a: _Side, b: _Side) -> bool:
    if rule.relation == "overlap":
        return bool(a.units & b.units)
    if rule.relation == "same":
        return bool(a.regs & b.regs)
    return True  # "any": emptiness was checked per side


def _has_pairwise(m) -> bool:
    if m.same_opcode_as_first is not None or m.same_passes_as_first is not None:
        return True
    return m.negated is not None and _has_pairwise(m.negated)


class _Info:
    __slots__ = ("oc", "first", "first_max", "first_mask", "first_need", "second_mask", "second", "inst", "pair",
                 "sides", "key")

    def __init__(self, inst: Instruction, oc: OpClass):
        self.inst = inst
        self.key = id(inst)
        self.oc = oc
        self.first: dict[int, _Side] = {}
        self.first_max = 0
        self.first_mask = 0
        self.first_need: dict[int, int] = {}
        self.second_mask = 0
        self.second: dict[int, _Side] = {}
        self.pair: dict[int, int] = {}  # id(first instruction) -> required wait states
        self.sides: dict[tuple, _Side] = {}


class HazardResolver:
    def __init__(self, target: Target):
        self.target = target
        self.rules = target.hazard_rules
        self.by_id = {r.id: i for i, r in enumerate(self.rules)}
        self.pairwise = [_has_pairwise(r.second.match) for r in self.rules]
        self.max_nop = max_nop_wait_states(target)
        self._info: dict[int, _Info] = {}
        self._classes: dict[tuple, tuple] = {}

    def _class(self, inst: Instruction) -> tuple:
        """Class-level facts per (mnemonic, modifiers): OpClass, candidate first rows
        (with their wait states) and the mask of rows whose second side may match."""
        key = (inst.mnemonic, op_modifiers(inst))
        c = self._classes.get(key)
        if c is None:
            oc = self.target.classify(inst.mnemonic, key[1])
            firsts = []
            mask = 0
            for ri, r in enumerate(self.rules):
                if r.first.match.matches(oc):
                    w = r.wait_for(oc)
                    if w > 0:
                        firsts.append((ri, w))
                if self.pairwise[ri] or r.second.match.matches(oc):
                    mask |= 1 << ri
            c = (oc, tuple(firsts), mask)
            self._classes[key] = c
        return c

    def info(self, inst: Instruction) -> _Info:
        inf = self._info.get(id(inst))
        if inf is not None and inf.inst is inst:  # the stored instruction keeps its id unique
            return inf
        oc, firsts, mask = self._class(inst)
        inf = _Info(inst, oc)
        # first-side operands are resolved lazily (in _pair): most pairs never meet
        for ri, w in firsts:
            inf.first[ri] = None
            inf.first_mask |= 1 << ri
            inf.first_need[ri] = w
            if w > inf.first_max:
                inf.first_max = w
        inf.second_mask = mask
        if len(self._info) > 500000:
            self._info.clear()
        self._info[id(inst)] = inf
        return inf

    @staticmethod
    def _side(inf: _Info, rule: HazardRule, which: str) -> _Side:
        side = rule.first if which == "first" else rule.second
        key = (rule.relation == "same", side.access, side.operands)
        s = inf.sides.get(key)
        if s is None:
            s = inf.sides[key] = _Side(inf.inst, *key)
        return s

    def _second(self, inf: _Info, ri: int) -> _Side:
        s = inf.second.get(ri)
        if s is None:
            s = self._side(inf, self.rules[ri], "second")
            inf.second[ri] = s
        return s

    def _applies(self, ri: int, i1: _Info, s1: _Side, i2: _Info) -> bool:
        r = self.rules[ri]
        if not (i2.second_mask >> ri) & 1:
            return False
        if self.pairwise[ri] and not r.second.match.matches(i2.oc, i1.oc):
            return False
        s2 = self._second(i2, ri)
        if s2.is_empty or not _related(r, s1, s2):
            return False
        for uid in r.unless:
            ui = self.by_id[uid]
            ur = self.rules[ui]
            if ui not in i1.first_need and not ur.first.match.matches(i1.oc):
                continue
            us1 = self._side(i1, ur, "first")
            if us1.is_empty:
                continue
            if self._applies(ui, i1, us1, i2):
                return False  # an ``unless`` row applies to the same pair: this row does not
        return True

    def _pair(self, i1: _Info, i2: _Info) -> int:
        """Largest wait-state requirement of any row applying to (i1, i2); cached on i2."""
        k = i1.key
        need = i2.pair.get(k)
        if need is None:
            need = 0
            mask2 = i2.second_mask
            for ri, w in i1.first_need.items():
                if (mask2 >> ri) & 1 and w > need:
                    s1 = self._side(i1, self.rules[ri], "first")
                    if not s1.is_empty and self._applies(ri, i1, s1, i2):
                        need = w
            i2.pair[k] = need
        return need

    def pair_wait(self, inst1: Instruction, inst2: Instruction) -> int:
        """Wait states the DB requires between ``inst1`` and a later ``inst2`` (0 if none)."""
        i1 = self.info(inst1)
        if not i1.first:
            return 0
        i2 = self.info(inst2)
        if not (i1.first_mask & i2.second_mask):
            return 0
        return self._pair(i1, i2)

    def required(self, i2: _Info, window: list, clock: int) -> int:
        """Wait states still missing before ``i2``; ``window`` holds (source info, position)
        and the wait states between a source and ``i2`` are ``clock - position``."""
        deficit = 0
        mask2 = i2.second_mask
        cache = i2.pair
        for i1, pos in reversed(window):  # newest first: large deficits early prune the rest
            dist = clock - pos
            if i1.first_max - dist <= deficit or not (i1.first_mask & mask2):
                continue
            need = cache.get(i1.key)
            if need is None:
                need = self._pair(i1, i2)
            if need - dist > deficit:
                deficit = need - dist
        return deficit

    def _walk(self, insts: list[Instruction], state: dict, emit: list | None) -> dict:
        # positions on a wait-state clock: entries never need per-step updates
        window = [(i1, -dist) for i1, dist in state.values()]
        clock = 0
        max_nop = self.max_nop
        info = self.info
        for inst in insts:
            inf = info(inst)
            if window and inf.second_mask:
                d = self.required(inf, window, clock)
                while d > 0:
                    n = min(d, max_nop)
                    if emit is not None:
                        emit.append(make_nop(n - 1))
                    d -= n
                    clock += n
            if emit is not None:
                emit.append(inst)
            clock += 1
            if inf.first:
                window.append((inf, clock))  # distance 0 right after the source
            if len(window) > 32:
                window = [(i1, pos) for i1, pos in window if clock - pos < i1.first_max]
        out: dict = {}
        for i1, pos in window:
            dist = clock - pos
            if dist < i1.first_max:
                k = id(i1.inst)
                cur = out.get(k)
                if cur is None or dist < cur[1]:
                    out[k] = (i1, dist)
        return out

    def solve(self, cfg, lists: list[list[Instruction]]) -> tuple[list[list[Instruction]], dict]:
        """Insert s_nops into per-block instruction lists (without input nops); pure."""
        stripped = lists
        nb = len(lists)
        outs: list[dict | None] = [None] * nb
        order = list(cfg.rpo) + list(cfg.unreachable)

        def in_state(bi: int) -> dict:
            w: dict = {}
            for p in cfg.preds[bi]:
                o = outs[p]
                if o is None:
                    continue
                for k, (i1, dist) in o.items():
                    cur = w.get(k)
                    if cur is None or dist < cur[1]:
                        w[k] = (i1, dist)
            return w

        single = forward_only(cfg, order)
        result: list[list[Instruction]] = [[] for _ in range(nb)]
        changed = True
        iters = 0
        # Every round also emits; the round in which no out-state changes saw only final
        # in-states, so its emission is the answer (one round when no edge goes backwards).
        while changed:
            iters += 1
            changed = False
            # After a few rounds keep the pointwise minimum distance (more pessimistic,
            # never unsound) so that the iteration is monotone and must terminate.
            keep_min = iters > 8
            for bi in order:
                emit: list[Instruction] = []
                res = self._walk(stripped[bi], in_state(bi), emit)
                result[bi] = emit
                old = outs[bi]
                if keep_min and old is not None:
                    for k, (i1, dist) in old.items():
                        if k not in res or res[k][1] > dist:
                            res[k] = (i1, dist)
                if old is None or {k: v[1] for k, v in old.items()} != {k: v[1] for k, v in res.items()}:
                    outs[bi] = res
                    changed = True
            if single:
                break
            if iters > 60:
                raise RuntimeError("hazard fixed point did not converge")
        inserted = sum(len(result[bi]) - len(stripped[bi]) for bi in order)
        return result, {"iterations": iters, "inserted": inserted}

    def run_kernel(self, kernel: Kernel) -> dict:
        lists = strip(kernel, is_nop)
        result, info = self.solve(kernel.cfg, lists)
        for b, insts in zip(kernel.blocks, result):
            b.instructions = insts
        return info


def make_nop(n: int) -> Instruction:
    """``s_nop n`` (built directly: the operand is known to be valid)."""
    return Instruction("s_nop", (Imm(n),), file="<made>")


def resolver_for(target: Target, options: dict | None) -> "HazardResolver":
    """One resolver per run (its caches are shared by the scheduler and this pass)."""
    if options is None:
        return HazardResolver(target)
    r = options.get("_hazard_resolver")
    if r is None or r.target is not target:
        r = options["_hazard_resolver"] = HazardResolver(target)
    return r


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    """Drop input ``s_nop`` and insert the fewest ``s_nop`` wait states (see module docstring)."""
    res = resolver_for(target, options)
    pre = (options or {}).get("_precomputed", {})
    for k in program.kernels:
        if not k.blocks:
            continue
        e = pre.get(id(k))
        if (e is not None and e[0] is k and len(e[1]) == len(k.blocks)
                and all(len(a) == len(b.instructions) and all(x is y for x, y in zip(a, b.instructions))
                        for a, b in zip(e[1], k.blocks))):
            # the scheduler already ran this pass's solver on exactly these lists
            for b, insts in zip(k.blocks, e[2]):
                b.instructions = list(insts)
            continue
        res.run_kernel(k)
    return program
