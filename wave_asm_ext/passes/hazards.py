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

from functools import partial
from struct import Struct

from ..isa import Func, Imm, Instruction, Kernel, Program, base_reg
from ..isa.model import made_instruction
from ..isa.opcodes import DOT_SOURCE_ROLES, lookup
from ..target import HazardRule, Target
from . import native
from .common import is_nop, max_nop_wait_states, op_modifiers, same_objects, strip, target_cache
from .waitcnt import forward_only

_VEC = frozenset({"v", "a", "%v", "%a"})
_SCAL = frozenset({"s", "vcc", "ttmp", "%s"})
_SRC_ROLES = ("src0", "src1", "src2")
_CARRY_IN_SRC2 = ("v_addc_co_u32", "v_subb_co_u32", "v_subbrev_co_u32", "v_cndmask_b32",
                  "v_addc_u32", "v_subb_u32", "v_subbrev_u32")
_LANE_SELECT = ("v_readlane_b32", "v_writelane_b32")


# Register units (("v", 5), ("hwreg", "HW_REG_MODE")...) and register operands
# ((file, first, count, virtual), for the "same" relation) are bits of Python ints; the
# file masks below hold the bit of every unit of those files allocated so far, so
# "units of these files" is a mask AND.
_BITS: dict = {}
_FILE_MASK: dict[str, int] = {}
_VEC_M = _SCAL_M = _LANE_M = 0
_REG_MASK: dict = {}   # (file, index, count, virtual) -> (units mask, operand mask)
_SET_MASK: dict = {}   # frozenset of units -> mask


def _bit(x) -> int:
    global _VEC_M, _SCAL_M, _LANE_M
    b = _BITS.get(x)
    if b is None:
        b = _BITS[x] = 1 << len(_BITS)
        if len(x) == 2:  # a register unit (file, index)
            f = x[0]
            _FILE_MASK[f] = _FILE_MASK.get(f, 0) | b
            if f in _VEC:
                _VEC_M |= b
            if f in _SCAL:
                _SCAL_M |= b
            if f in _SCAL or f == "m0":
                _LANE_M |= b
    return b


def _mask(units) -> int:
    m = 0
    for u in units:
        m |= _bit(u)
    return m


def _set_mask(units: frozenset) -> int:
    m = _SET_MASK.get(units)
    if m is None:
        m = _mask(units)
        if len(_SET_MASK) > 200000:
            _SET_MASK.clear()
        _SET_MASK[units] = m
    return m


def _reg_masks(op) -> tuple[int, int]:
    """(units mask, register-operand mask) of an operand."""
    reg = base_reg(op)
    if reg is None:
        return _mask(op.units()), 0
    key = (reg.file, reg.index, reg.count, reg.virtual)  # plain tuple: cheaper to hash than a Reg
    e = _REG_MASK.get(key)
    if e is None:
        us = reg.units()
        e = _REG_MASK[key] = (_mask(us), _bit(key) if us else 0)
    return e


class _View:
    """An instruction's register facts as masks: defs, uses, and per operand role the
    units and the register operands (built on first use: many rows only ask for the
    def/use masks)."""

    __slots__ = ("inst", "base", "d", "u", "_ru", "_rr")

    def __init__(self, inst: Instruction):
        self.inst = inst
        self.base = inst.base
        self._ru: dict[str, int] | None = None
        self._rr: dict[str, int] | None = None
        self.d = _set_mask(inst.defs())
        self.u = _set_mask(inst.uses())

    def _by_role(self) -> None:
        ru: dict[str, int] = {}
        rr: dict[str, int] = {}
        dot = self.base.startswith("v_dot")
        for r, op in self.inst.role_items():
            mu, mr = _reg_masks(op)
            for name in (r, DOT_SOURCE_ROLES.get(r)) if dot else (r,):
                if name is not None:
                    ru[name] = ru.get(name, 0) | mu
                    rr[name] = rr.get(name, 0) | mr
        self._ru = ru
        self._rr = rr

    def units(self, roles: tuple[str, ...]) -> int:
        if self._ru is None:
            self._by_role()
        return _union(self._ru, roles)

    def regs(self, roles: tuple[str, ...]) -> int:
        if self._rr is None:
            self._by_role()
        return _union(self._rr, roles)


def _union(masks_by_role: dict[str, int], roles: tuple[str, ...]) -> int:
    """OR of the masks of ``roles`` (a role absent from the instruction contributes 0)."""
    m = 0
    for r in roles:
        m |= masks_by_role.get(r, 0)
    return m


def _valu_source_roles(base: str, drop_carry: bool) -> tuple[str, ...]:
    roles = _SRC_ROLES
    if drop_carry and base in _CARRY_IN_SRC2:
        roles = ("src0", "src1")
    if base in _LANE_SELECT:
        roles = ("src0",) if base == "v_readlane_b32" else ("src0", "src2")
    return roles


def side_units(v: _View, access: str, role: str) -> int:
    """Register units (mask) of an instruction selected by one operand role of the
    predicate language."""
    d, u = v.d, v.u
    if access == "read":
        pool = u
    elif access == "write":
        pool = d
    else:
        pool = d | u
    base = v.base
    if role == "vdst":
        if base.startswith("v_smfmac") and access == "read":
            return v.units(("vdst",)) & _VEC_M
        return pool & _VEC_M & (v.units(("vdst", "vdata")) if access != "write" else d & _VEC_M)
    if role == "sdst":
        return pool & _SCAL_M if access == "write" else v.units(("sdst",)) & _SCAL_M & pool
    if role == "vgpr":
        return pool & _VEC_M
    if role == "sgpr":
        return pool & _SCAL_M
    if role in ("srca", "srcb"):
        return v.units((role,)) & pool
    if role == "srcc":
        if base.startswith("v_smfmac"):
            return v.units(("vdst",)) & _VEC_M & pool
        return v.units(("srcc",)) & pool
    if role == "index":
        return v.units(("idx",)) & pool
    if role == "scale":   # a block-scaled MFMA's scale A and scale B
        return v.units(("scalea", "scaleb")) & pool
    if role == "vdata":
        return v.units(("vdata", "data0", "data1")) & _VEC_M & pool
    if role == "vaddr":
        return v.units(("vaddr", "addr")) & _VEC_M & pool
    if role == "vsrc":
        # a partial write (DPP / SDWA without full write, d16, op_sel) reads the old value of
        # its destination: LLVM models it as the tied source operand ``$old``
        return v.units(_valu_source_roles(base, False) + ("vdst",)) & _VEC_M & u
    if role == "vsrc0":
        return v.units(("src0",)) & _VEC_M & u
    if role == "sgpr_constant":
        roles = _valu_source_roles(base, True) + ("srca", "srcb", "srcc", "scalea", "scaleb")
        return v.units(roles) & _SCAL_M & u
    if role == "exec_constant":
        return v.units(_valu_source_roles(base, True)) & _FILE_MASK.get("exec", 0) & u
    if role == "vcc_constant":
        return v.units(_valu_source_roles(base, True)) & _FILE_MASK.get("vcc", 0) & u
    if role == "lane_select":
        if base in _LANE_SELECT:
            return v.units(("src1",)) & _LANE_M
        return 0
    if role in ("exec", "vcc", "m0"):
        return pool & _FILE_MASK.get(role, 0)
    if role in ("execz", "vccz"):
        names = {"execz": ("src_execz", "execz"), "vccz": ("src_vccz", "vccz")}[role]
        m = 0
        for op in v.inst.operands:
            reg = base_reg(op)
            if reg is not None and reg.file in names:
                m |= _mask(reg.units())
        return m
    if role == "hwreg":
        for op in v.inst.operands:
            if isinstance(op, Func) and op.name == "hwreg":
                return _bit(("hwreg", op.args.split(",")[0].strip()))
        return 0
    raise ValueError(f"unknown operand role {role!r} in a hazard row")


def side_regs(v: _View, roles: tuple[str, ...]) -> int:
    """Register operands (mask of (file, first, count, virtual)) for the ``same`` relation."""
    rs = []
    extra = 0
    for role in roles:
        if role == "srcc" and v.base.startswith("v_smfmac"):
            rs.append("vdst")
        elif role == "index":
            rs.append("idx")
        elif role == "scale":
            rs.extend(("scalea", "scaleb"))
        elif role == "hwreg":
            # no register operand: the hardware register named by hwreg(...) is the thing
            # two instructions share (s_setreg then s_getreg of HW_REG_MODE)
            extra |= side_units(v, "read", role)
        else:
            rs.append(role)
    return v.regs(tuple(rs)) | extra


def _side_mask(v: _View, same: bool, access: str, operands: tuple[str, ...]) -> int | None:
    """One instruction's view of one side of a row as a bit mask of register units
    (overlap/any) or of register operands (same); None when the side names operands and
    the instruction has none of them (the row cannot apply). Depends only on
    (relation is "same", access, operand roles), so rows sharing those share it."""
    if same:
        m = side_regs(v, operands)
    else:
        m = 0
        for role in operands:
            m |= side_units(v, access, role)
    if operands and not m:
        return None
    return m


def _has_pairwise(m) -> bool:
    if m.same_opcode_as_first is not None or m.same_passes_as_first is not None:
        return True
    return m.negated is not None and _has_pairwise(m.negated)


#: A side mask not computed yet (``_Info.sides``).
_UNRESOLVED = object()

#: Operand roles whose :func:`side_units` lie inside the instruction's read or written
#: units for every access (each branch masks them with ``pool``, the defs or the uses);
#: an SMFMAC's "vdst" read is the exception (:meth:`HazardResolver._touched`).
#: "lane_select", "execz", "vccz" and "hwreg" select units outside them.
_ROLES_IN_TOUCHED = frozenset({"vdst", "sdst", "vgpr", "sgpr", "srca", "srcb", "srcc", "index", "vdata",
                               "vaddr", "vsrc", "vsrc0", "sgpr_constant", "exec_constant",
                               "vcc_constant", "exec", "vcc", "m0"})
#: Roles whose :func:`side_units` with access "write" lie inside the written units (every
#: branch masks them with ``pool`` = the defs) ...
_ROLES_IN_DEFS = frozenset({"vdst", "sdst", "vgpr", "sgpr", "srca", "srcb", "srcc", "index", "vdata",
                            "vaddr", "exec", "vcc", "m0"})
#: ... with access "read" inside the read units (an SMFMAC's "vdst" read is not) ...
_ROLES_IN_USES = _ROLES_IN_TOUCHED - {"vdst"}
#: ... and, any access, inside the vector register units.
_VECTOR_ROLES = frozenset({"vdst", "vgpr", "vdata", "vaddr", "vsrc", "vsrc0"})


def _reach_kind(r: HazardRule) -> tuple:
    """How row ``r``'s first side bounds the units a later instruction must touch for the
    row to apply (:meth:`HazardResolver._reach`): ("defs"|"uses", vector only) when the
    first side lies inside the first instruction's written / read units and the second
    side inside the later one's touched (and, vector only, vector) units, so the two
    must share one; ("regs",) for a "same" row (one register operand in both: its
    units are in both instructions' operands); ("cond", roles) when the first side lies
    inside the written units of the files those roles select (:data:`_ROLE_FILES`), so
    the row applies only if the first instruction writes one of them; ("any",)
    otherwise."""
    f, s2 = r.first.operands, r.second.operands
    if r.relation == "overlap" and s2 and all(role in _ROLES_IN_TOUCHED for role in s2) and f:
        vec = all(role in _VECTOR_ROLES for role in s2)
        if r.first.access == "write" and all(role in _ROLES_IN_DEFS for role in f):
            return ("defs", vec)
        if r.first.access == "read" and all(role in _ROLES_IN_USES for role in f):
            return ("uses", vec)
    if r.relation == "same" and f and s2:
        return ("regs",)
    if r.first.access == "write" and f and all(role in _ROLES_IN_DEFS for role in f):
        return ("cond", f)
    return ("any",)


#: Per role of :data:`_ROLES_IN_DEFS`: the register files its written side can hold
#: (:func:`side_units` masks "vdst"/"vgpr" with the vector, "sdst"/"sgpr" with the scalar
#: files, "exec"/"vcc"/"m0" with their own); a role absent here may hold any.
_ROLE_FILES = {"vdst": "@vec", "vgpr": "@vec", "sdst": "@scal", "sgpr": "@scal",
               "exec": "exec", "vcc": "vcc", "m0": "m0"}


def _files_mask(files: tuple) -> int:
    """Units of ``files`` allocated so far (``@vec`` / ``@scal``: the vector / scalar
    files, ``@all``: every unit)."""
    # the masks change only when a bit is allocated: kept per files with the count then
    e = _FILES_MASK.get(files)
    if e is not None and e[0] == len(_BITS):
        return e[1]
    m = _files_mask_now(files)
    _FILES_MASK[files] = (len(_BITS), m)
    return m


#: files -> (len(_BITS) when computed, _files_mask(files))
_FILES_MASK: dict[tuple, tuple[int, int]] = {}


def _files_mask_now(files: tuple) -> int:
    m = 0
    for f in files:
        if f == "@all":
            return -1
        m |= _VEC_M if f == "@vec" else _SCAL_M if f == "@scal" else _FILE_MASK.get(f, 0)
    return m


class _Info:
    """Per-instruction hazard facts. ``first``/``first_need``: rows this instruction can
    be the first of -> wait states; ``first_max``/``first_mask``: their largest wait and
    bit mask; ``second_mask``: rows whose second side may match; ``sides``: per side key
    id its mask (:func:`_side_mask`, computed on first use; a list, not a dict: the pair
    scan reads it ~160k times per corpus run); ``rows``: class id of a later instruction ->
    the rows that may apply to the pair of classes (``HazardResolver._rows``; one dict per
    class of this instruction, shared by every instruction of the class)."""

    __slots__ = ("oc", "cid", "first", "first_max", "first_mask", "first_need", "second_mask",
                 "inst", "rows", "sides", "key", "view", "gates", "touched", "reach", "tid", "rec")

    def __init__(self, inst: Instruction, cls: tuple, rows: dict[int, tuple], nsides: int):
        self.inst = inst
        self.key = id(inst)
        self.oc, self.cid, self.first_need, self.first_mask, self.first_max, self.second_mask = cls
        self.first = self.first_need
        self.rows = rows
        self.sides: list = [_UNRESOLVED] * nsides
        self.view: _View | None = None
        #: class id of a later instruction -> (gate mask, rows) (:meth:`HazardResolver._gate`):
        #: like ``sides`` a function of the text, shared by the instructions spelled alike
        self.gates: dict[int, tuple] = {}
        #: units it reads or writes (:meth:`HazardResolver._touched`), on first use
        self.touched: int | None = None
        #: units a later instruction must touch for a row to apply to the pair, -1 if
        #: unbounded (:meth:`HazardResolver._reach`), on first use
        self.reach: int | None = None
        #: the text's id (shared by the infos of instructions spelled alike, never reused
        #: by a resolver: the wait of a pair is a function of the two ids) and the compiled
        #: walk's record of this info (:data:`_REC`), both set by :meth:`HazardResolver.info`
        self.tid = 0
        self.rec: bytes | None = None


#: the compiled walk's record of an info (``hazard_walk`` in _native.c): text id, largest
#: wait of a row it is the first of, the mask of those rows, the mask of rows whose
#: second side may match it
_REC = Struct("<iiQQ")


def _rule_tables(target: Target) -> dict:
    """Per hazard row of ``target``: index by id, pairwise matchers, the side key ids of
    both sides (side keys = (relation is "same", access, operand roles), numbered),
    whether the relation needs a common bit, the ``unless`` rows; the largest s_nop."""
    rules = target.hazard_rules
    for r in rules:
        if r.relation not in ("overlap", "same", "any"):
            raise ValueError(f"hazard row {r.id}: unknown relation {r.relation!r}")
    by_id = {r.id: i for i, r in enumerate(rules)}
    side_keys: list[tuple] = []
    ids: dict[tuple, int] = {}

    def kid(k: tuple) -> int:
        if k not in ids:
            ids[k] = len(side_keys)
            side_keys.append(k)
        return ids[k]

    return {"rules": rules, "by_id": by_id,
            "pairwise": [_has_pairwise(r.second.match) for r in rules],
            "kid1": [kid((r.relation == "same", r.first.access, r.first.operands)) for r in rules],
            "kid2": [kid((r.relation == "same", r.second.access, r.second.operands)) for r in rules],
            "side_keys": side_keys,
            "reach_kinds": [_reach_kind(r) for r in rules],
            "related": [r.relation in ("overlap", "same") for r in rules],
            # per side key: its units lie inside the instruction's touched units
            "in_touched": [not k[0] and all(role in _ROLES_IN_TOUCHED for role in k[2]) for k in side_keys],
            "unless_idx": [tuple(by_id[u] for u in r.unless) for r in rules],
            "max_nop": max_nop_wait_states(target)}


class HazardResolver:
    def __init__(self, target: Target):
        self.target = target
        # the rule tables depend on the target's rows only: built once per target (a run
        # of the passes per file would otherwise rebuild them, ~0.1 ms each)
        tables = target_cache(target, "hazard_rule_tables")
        if not tables:
            tables.update(_rule_tables(target))
        self.rules = tables["rules"]
        self.by_id = tables["by_id"]
        self.pairwise = tables["pairwise"]
        self.side_keys: list[tuple] = tables["side_keys"]
        self.kid1 = tables["kid1"]
        self.kid2 = tables["kid2"]
        self.related = tables["related"]
        self.in_touched = tables["in_touched"]
        self.reach_kinds = tables["reach_kinds"]
        #: class id -> (unbounded, defs: None | vector only, uses: likewise, files, "same"
        #: rows' first side keys and roles) over the rows it can be the first of
        self._recipes: dict[int, tuple] = target_cache(target, "hazard_reach_recipes")
        self.unless_idx = tables["unless_idx"]
        self.max_nop = tables["max_nop"]
        # keyed by the instruction itself (identity equality and hash: an id map that keeps
        # its keys alive)
        self._info: dict[Instruction, _Info] = {}
        self._same_text: dict[int, tuple[tuple, _Info]] = {}   # hash of (mnemonic, operands, modifiers) -> (them, info)
        self._waits: dict[int, tuple] = {}   # id of an s_waitcnt operand -> (it, info of its wait)
        self._tids = 0   # text ids handed out (_Info.tid)
        #: the compiled block walk's memo of pair waits by text ids, where built and not
        #: switched off and the rows fit its 64-bit masks; else None (the Python walk)
        self._memo = native.ext.pair_memo() if native.available() and len(self.rules) <= 64 else None
        # class-level facts depend on the target only: shared by every run on it
        self._classes: dict[tuple, tuple] = target_cache(target, "hazard_classes")
        self._class_list: list[tuple] = target_cache(target, "hazard_class_list", list)
        self._pair_rows: dict[tuple[int, int], tuple] = target_cache(target, "hazard_pair_rows")
        #: class id of a first instruction -> {class id of a later one: _rows of the pair}
        self._rows_by_first: list[dict[int, tuple]] = target_cache(target, "hazard_rows_by_first", list)

    def _class(self, inst: Instruction) -> tuple:
        """Class-level facts per (mnemonic, modifiers): OpClass, class id, candidate first
        rows -> wait states, their mask and largest wait, and the mask of rows whose
        second side may match."""
        key = (inst.mnemonic, op_modifiers(inst))
        c = self._classes.get(key)
        if c is None:
            oc = self.target.classify(inst.mnemonic, key[1])
            firsts = {}
            mask = 0
            for ri, r in enumerate(self.rules):
                if r.first.match.matches(oc):
                    w = r.wait_for(oc)
                    if w > 0:
                        firsts[ri] = w
                if self.pairwise[ri] or r.second.match.matches(oc):
                    mask |= 1 << ri
            fmask = 0
            for ri in firsts:
                fmask |= 1 << ri
            c = (oc, len(self._class_list), firsts, fmask, max(firsts.values(), default=0), mask)
            self._classes[key] = c
            self._class_list.append(c)
        return c

    def class_facts(self, inst: Instruction) -> tuple:
        """The class-level facts of ``inst`` (shared by every run on the target; callers
        that cache per class may hand them back to :meth:`info`)."""
        return self._class(inst)

    def info(self, inst: Instruction, cls: tuple | None = None) -> _Info:
        """Per-instruction hazard facts (``cls``: its :meth:`class_facts` if the caller
        already has them)."""
        inf = self._info.get(inst)
        if inf is not None:
            return inf
        wait_op = None
        if cls is None and inst.mnemonic == "s_waitcnt" and len(inst.operands) == 1 and not inst.modifiers:
            # the solves meet thousands of made waits, whose operands are shared per count
            # (waitcnt._wait_operand): their facts are kept per operand object (held here,
            # so its id is not reused) instead of hashing and comparing the text each time
            wait_op = inst.operands[0]
            e = self._waits.get(id(wait_op))
            if e is not None and e[0] is wait_op:
                inf = e[1]
                if len(self._info) > 500000:
                    self._info.clear()
                    self._same_text.clear()
                    self._waits.clear()
                self._info[inst] = inf
                return inf
        if cls is None:
            cls = self._class(inst)
        # the operand-level facts (view, side masks, rows per later class) are functions of
        # the instruction's text: instructions spelled alike (repeated code) share them
        # (keyed by the text's hash, computed once: hashing the operands runs their
        # dataclass __hash__ in Python, which a get and then a set would do twice; two
        # texts with one hash only share nothing: the later one takes the slot)
        ckey = (inst.mnemonic, inst.operands, inst.modifiers)
        h = hash(ckey)
        e = self._same_text.get(h)
        proto = e[1] if e is not None and e[0] == ckey else None
        if proto is not None and not cls[3]:
            # not the first of any row: never a window entry, so nothing ties its facts to
            # this instruction object (made s_waitcnt are the common case)
            inf = proto
        else:
            # operands are resolved lazily (in _ops): most pairs never meet
            rbf = self._rows_by_first
            while len(rbf) <= cls[1]:
                rbf.append({})
            inf = _Info(inst, cls, rbf[cls[1]], len(self.side_keys))
            if proto is None:
                self._tids += 1
                inf.tid = self._tids
                self._same_text[h] = (ckey, inf)
            else:
                inf.sides, inf.rows, inf.view, inf.gates = proto.sides, proto.rows, proto.view, proto.gates
                inf.tid, inf.touched = proto.tid, proto.touched
            if self._memo is not None:
                inf.rec = _REC.pack(inf.tid, inf.first_max, inf.first_mask, inf.second_mask)
                if inf.touched is None and inf.second_mask:
                    # the compiled memo closes most pairs it has not met on the gate test
                    # alone (gate_closed in _native.c), given the later one's touched units
                    self._touched(inf)
        if len(self._info) > 500000:
            self._info.clear()
            self._same_text.clear()
            self._waits.clear()
        self._info[inst] = inf
        if wait_op is not None and not cls[3]:
            # not the first of any row: any info of its text serves (see above)
            self._waits[id(wait_op)] = (wait_op, inf)
        return inf

    def _row_entry(self, ri: int, c1: tuple, c2: tuple) -> tuple | None:
        """Class-level part of row ``ri`` for a pair of classes: None if it cannot apply,
        else (row, first side key, second side key, needs a common bit, unless entries)."""
        if not (c2[5] >> ri) & 1:
            return None
        if self.pairwise[ri] and not self.rules[ri].second.match.matches(c2[0], c1[0]):
            return None
        unl = []
        for ui in self.unless_idx[ri]:
            if ui not in c1[2] and not self.rules[ui].first.match.matches(c1[0]):
                continue
            e = self._row_entry(ui, c1, c2)
            if e is not None:
                unl.append(e)
        return (ri, self.kid1[ri], self.kid2[ri], self.related[ri], tuple(unl))

    def _rows(self, cid1: int, cid2: int) -> tuple:
        """(wait states, row entry) of the rows that may apply to a pair of these
        classes, largest wait first (stable: DB order among equal waits)."""
        k = (cid1, cid2)
        rows = self._pair_rows.get(k)
        if rows is None:
            c1, c2 = self._class_list[cid1], self._class_list[cid2]
            rows = []
            for ri, w in sorted(c1[2].items(), key=lambda e: -e[1]):
                e = self._row_entry(ri, c1, c2)
                if e is not None:
                    rows.append((w, e))
            rows = self._pair_rows[k] = tuple(rows)
        return rows

    def _rows_for(self, i1: _Info, cid2: int) -> tuple:
        """:meth:`_rows` of the pair (``i1``'s class, ``cid2``) as (wait states, first side
        key, second side key, needs a common bit, unless entries), largest wait first;
        kept in ``i1.rows`` (one dict per class). The sides are resolved per pair, first
        side last: most rows end the scan on their wait alone."""
        rows = i1.rows[cid2] = tuple((w, e[1], e[2], e[3], e[4]) for w, e in self._rows(i1.cid, cid2))
        return rows

    def _gate(self, i1: _Info, cid2: int) -> tuple[int, tuple]:
        """(gate mask, rows) of ``i1`` before an instruction of class ``cid2``; rows as in
        :meth:`_rows_for`. A row applies only if its first side is not None and, for an
        "overlap" row, shares a unit with its second side; when every row's second side
        lies inside the later instruction's touched units (``in_touched``), the gate
        mask is the union of the first sides (0 when none can apply), else -1. So a
        later instruction whose touched units miss the mask needs no wait after ``i1``
        (95% of the pairs a corpus run meets), without looking at a single row."""
        rows = i1.rows.get(cid2)
        if rows is None:
            rows = self._rows_for(i1, cid2)
        gm = 0
        sd1 = i1.sides
        for _, k1, k2, related, _ in rows:
            s1 = sd1[k1]
            if s1 is _UNRESOLVED:
                s1 = self._side(i1, k1)
            if s1 is None:
                continue
            if not (related and self.in_touched[k2]):
                gm = -1
                break
            gm |= s1
        e = i1.gates[cid2] = (gm, rows)
        return e

    @staticmethod
    def _touched(inf: _Info) -> int:
        """Units ``inf``'s instruction reads or writes, as a gate operand for
        :meth:`_gate`'s mask: -1 (passes every gate but 0) for an SMFMAC, whose "vdst"
        read side is not among its uses, and for an instruction that touches no unit
        (a -1 gate, rows not all gated, must still let it through); kept in
        ``inf.touched``."""
        inst = inf.inst
        t = -1 if inst.mnemonic.startswith("v_smfmac") else _set_mask(inst.defs()) | _set_mask(inst.uses())
        inf.touched = t = t or -1
        return t

    def _recipe(self, cid: int) -> tuple:
        """:meth:`_reach`'s class-level part: the :func:`_reach_kind` of the rows the class
        can be the first of, folded."""
        r = self._recipes.get(cid)
        if r is None:
            unbounded, defs, uses, files, same = False, None, None, set(), []
            for ri in self._class_list[cid][2]:
                k = self.reach_kinds[ri]
                if k[0] == "defs":
                    defs = k[1] if defs is None else defs and k[1]
                elif k[0] == "uses":
                    uses = k[1] if uses is None else uses and k[1]
                elif k[0] == "cond":
                    files.update(_ROLE_FILES.get(role, "@all") for role in k[1])
                elif k[0] == "regs":
                    same.append((self.kid1[ri], self.rules[ri].first.operands))
                else:
                    unbounded = True
            r = self._recipes[cid] = (unbounded, defs, uses, tuple(sorted(files)), tuple(same))
        return r

    def _reach(self, inf: _Info) -> int:
        """Units an instruction after ``inf``'s must read or write for any row to make the
        pair wait (a superset; -1: any instruction may have to), kept in ``inf.reach``:
        the union over the rows ``inf`` can be the first of of a bound on their first
        side (:func:`_reach_kind`). A walk skips the window scan of an instruction that
        touches none of the window's reaches (most instructions: a hazard needs a
        register the recent sources wrote)."""
        unbounded, defs, uses, files, same = self._recipe(inf.cid)
        g = 0
        if not unbounded:
            inst = inf.inst
            if defs is not None or files:
                d = _set_mask(inst.defs())
                if defs is not None:
                    g = d & _VEC_M if defs else d
                if files and d & _files_mask(files):   # it writes what such a row reads
                    unbounded = True
            if uses is not None:
                u = _set_mask(inst.uses())
                g |= u & _VEC_M if uses else u
            for kid, roles in same:
                s1 = inf.sides[kid]
                if s1 is _UNRESOLVED:
                    s1 = self._side(inf, kid)
                if s1 is not None:   # a register operand of these roles: its units
                    g |= inf.view.units(tuple("idx" if r == "index" else r for r in roles))
                    if inf.view.base.startswith("v_smfmac"):
                        g = -1   # "srcc" of an SMFMAC names its "vdst" (side_regs)
        if unbounded:
            g = -1
        inf.reach = g
        return g

    def _side(self, inf: _Info, kid: int) -> int | None:
        if inf.view is None:
            inf.view = _View(inf.inst)
        s = inf.sides[kid] = _side_mask(inf.view, *self.side_keys[kid])
        return s

    def _ops(self, e: tuple, i1: _Info, i2: _Info) -> bool:
        """Operand part of a row entry (see :meth:`_row_entry`) for the pair (i1, i2)."""
        _, k1, k2, related, unless = e
        s1 = i1.sides[k1]
        if s1 is _UNRESOLVED:
            s1 = self._side(i1, k1)
        if s1 is None:
            return False
        s2 = i2.sides[k2]
        if s2 is _UNRESOLVED:
            s2 = self._side(i2, k2)
        if s2 is None or (related and not (s1 & s2)):
            return False
        for u in unless:
            if self._ops(u, i1, i2):
                return False  # an ``unless`` row applies to the same pair: this row does not
        return True

    def _pair(self, i1: _Info, i2: _Info) -> int:
        """Largest wait-state requirement of any row applying to (i1, i2)."""
        g = i1.gates.get(i2.cid)
        if g is None:
            g = self._gate(i1, i2.cid)
        t2 = i2.touched
        if t2 is None:
            t2 = self._touched(i2)
        gm, rows = g
        if not (gm & t2):
            return 0   # no row can apply to the pair (_gate)
        for e in rows:  # largest first: the first row that applies decides
            if self._ops(e, i1, i2):
                return e[0]
        return 0

    def pair_wait(self, inst1: Instruction, inst2: Instruction) -> int:
        """Wait states the DB requires between ``inst1`` and a later ``inst2`` (0 if none)."""
        i1 = self.info(inst1)
        if not i1.first:
            return 0
        return self.info_pair_wait(i1, self.info(inst2))

    def info_pair_wait(self, i1: _Info, i2: _Info) -> int:
        """:meth:`pair_wait` of two instructions' :meth:`info` (callers that keep the infos)."""
        if not (i1.first_mask & i2.second_mask):
            return 0
        return self._pair(i1, i2)

    def pair_wait_function(self):
        """A function (info1, info2) -> :meth:`info_pair_wait`, through the compiled walk's
        memo where there is one (the scheduler's dependence graphs ask for the same pairs
        as the walks of the programs it judges)."""
        if self._memo is None:
            return self.info_pair_wait
        return partial(native.ext.memo_pair_wait, self._memo, self.info_pair_wait)

    def required(self, i2: _Info, window: list, clock: int, horizon: int) -> int:
        """Wait states still missing before ``i2``; ``window`` holds (expiry, first-row
        mask, position, source info) by ascending position: the wait states between a
        source and ``i2`` are ``clock - position`` and the source needs nothing once
        ``clock >= expiry``. ``horizon``: no entry needs more wait states than that, so
        the scan ends at the first source that far back (every older one has expired).
        Every entry's :meth:`_reach` is set (the walk computes it when the source joins)."""
        deficit = 0
        mask2 = i2.second_mask
        cid2 = i2.cid
        sd = i2.sides
        t2 = i2.touched
        if t2 is None:
            t2 = self._touched(i2)
        unresolved = _UNRESOLVED
        # the two window tests as plain compares: a source at or before ``stop`` is too far
        # back (clock - pos >= horizon), one expiring at or before ``bar`` cannot raise the
        # deficit (exp - clock <= deficit; bar moves with the deficit)
        stop = clock - horizon
        bar = clock
        for exp, fmask, pos, i1 in reversed(window):  # newest first: large deficits early prune the rest
            if pos <= stop:
                break
            if exp <= bar or not (fmask & mask2):
                continue
            if not (i1.reach & t2):
                continue  # no row of the source can apply (_reach: set when it joined the window)
            g = i1.gates.get(cid2)
            if g is None:
                g = self._gate(i1, cid2)
            if not (g[0] & t2):
                continue  # no row can apply to the pair (_gate)
            rows = g[1]
            dist = clock - pos
            sd1 = i1.sides
            # as _pair, but rows (largest wait first) that cannot raise the deficit end the
            # scan; _ops inlined here only: this is the pass's hottest loop (calling _ops
            # per row ran 881/959 ms vs 841/868 ms on the 20k random mix, two alternating
            # rounds on the shared machine)
            for w, k1, k2, related, unless in rows:
                if w - dist <= deficit:
                    break
                s1 = sd1[k1]
                if s1 is unresolved:
                    s1 = self._side(i1, k1)
                if s1 is None:
                    continue
                s2 = sd[k2]
                if s2 is unresolved:
                    s2 = self._side(i2, k2)
                if s2 is None or (related and not (s1 & s2)):
                    continue
                if unless and any(self._ops(u, i1, i2) for u in unless):
                    continue  # an ``unless`` row applies to the same pair: this row does not
                deficit = w - dist
                bar = clock + deficit
                break
        return deficit

    def _walk(self, insts: list[Instruction], state: dict, emit: list | None) -> dict:
        # positions on a wait-state clock: entries never need per-step updates
        window = _window_of(state)
        horizon = max((e[3].first_max for e in window), default=0)   # largest wait any entry needs
        clock = 0
        max_nop = self.max_nop
        infos = self._info
        info = self.info
        required = self.required
        limit = 2 * len(window) + 8
        wmask = 0   # rows some window entry may be the first of (expired ones included)
        reach = 0   # units a hazard with some window entry needs touched (_reach; likewise)
        reach_of = self._reach
        for e in window:
            wmask |= e[1]
            reach |= e[3].reach if e[3].reach is not None else reach_of(e[3])
        touched_of = self._touched
        for inst in insts:
            inf = infos.get(inst) or info(inst)
            if inf.second_mask & wmask and reach & (inf.touched or touched_of(inf)):
                d = required(inf, window, clock, horizon)
                while d > 0:
                    n = min(d, max_nop)
                    if emit is not None:
                        emit.append(make_nop(n - 1))
                    d -= n
                    clock += n
            if emit is not None:
                emit.append(inst)
            clock += 1
            if inf.first_mask:
                # distance 0 right after the source
                window.append((clock + inf.first_max, inf.first_mask, clock, inf))
                if inf.first_max > horizon:
                    horizon = inf.first_max
                wmask |= inf.first_mask
                reach |= inf.reach if inf.reach is not None else reach_of(inf)
                if len(window) > limit:  # drop expired sources (amortized: limit doubles the live count)
                    window = [e for e in window if clock < e[0]]
                    limit = 2 * len(window) + 8
                    wmask = reach = 0
                    for e in window:
                        wmask |= e[1]
                        reach |= e[3].reach
        return _state_of(window, clock)

    def _walk_native(self, insts: list[Instruction], state: dict, emit: list) -> dict:
        """:meth:`_walk` (the reference) in C (``hazard_walk``): the same s_nops appended to
        ``emit`` and the same out-state; the pair waits it has not met yet come from
        :meth:`info_pair_wait`."""
        infos, missing = native.ext.gather(insts, self._info)
        info = self.info
        for i in missing:
            infos[i] = info(insts[i])
        window = _window_of(state)
        if native.ext.pair_memo_size(self._memo) > native.RECORD_CACHE_MAX:
            self._memo = native.ext.pair_memo()
        nops, live, clock = native.ext.hazard_walk(infos, window, self._memo, self.info_pair_wait)
        if nops:
            max_nop = self.max_nop
            start = 0
            for k, d in nops:
                emit.extend(insts[start:k])
                start = k
                while d > 0:
                    n = min(d, max_nop)
                    emit.append(make_nop(n - 1))
                    d -= n
            emit.extend(insts[start:])
        else:
            emit.extend(insts)
        return _state_of(live, clock)

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
        ins: list[dict | None] = [None] * nb   # the in-state each block was last walked with
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
                inn = in_state(bi)
                key = {k: v[1] for k, v in inn.items()}
                if ins[bi] is not None and key == ins[bi]:
                    # same block, same in-state: the walk would give the last result again,
                    # which the out-state already holds (or, past keep_min, is at least)
                    continue
                ins[bi] = key
                emit: list[Instruction] = []
                if self._memo is not None:
                    res = self._walk_native(stripped[bi], inn, emit)
                else:
                    res = self._walk(stripped[bi], inn, emit)
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


def _window_of(state: dict) -> list[tuple]:
    """A walk's window from a block's in-state (source key -> (info, wait states since it)):
    (expiry, first-row mask, position, info) by ascending position, the block starting at 0."""
    return sorted(((i1.first_max - dist, i1.first_mask, -dist, i1) for i1, dist in state.values()),
                  key=lambda e: e[2])


def _state_of(window: list[tuple], clock: int) -> dict:
    """A walk's out-state from its window at the block's end (``clock``): the sources not
    expired, each at its least distance."""
    out: dict = {}
    for exp, _, pos, i1 in window:
        if clock < exp:
            dist = clock - pos
            k = i1.key
            cur = out.get(k)
            if cur is None or dist < cur[1]:
                out[k] = (i1, dist)
    return out


def make_nop(n: int) -> Instruction:
    """``s_nop n`` (built directly: the operand is known to be valid; its table row set
    from the start, as :func:`~.waitcnt.make_wait` does)."""
    ops = _NOP_OPERANDS.get(n)
    if ops is None:
        ops = _NOP_OPERANDS[n] = (Imm(n),)   # an Imm is immutable: one per count
    return made_instruction("s_nop", ops, lookup("s_nop"))


_NOP_OPERANDS: dict[int, tuple] = {}


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
        if e is not None and e[0] is k and same_objects(e[2], [b.instructions for b in k.blocks]):
            # the scheduler already ran this pass's solver on exactly these lists
            for b, insts in zip(k.blocks, e[3]):
                b.instructions = list(insts)
            continue
        res.run_kernel(k)
    return program
