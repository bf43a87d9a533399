"""Per-instruction facts the checker needs, computed once per instruction.

``InstView`` couples an :class:`~wave_asm_ext.isa.Instruction` with its DB class
(``Target.classify``) and answers "which register units does operand role R of the
hazard predicate language denote for access A" (:meth:`InstView.units`). This is
the checker's own reading of the DB's operand roles (``latency_db/schema.json``
``hazard_side.operands``); the passes interpret the same rows separately, so a wrong
reading in one of them shows up as a disagreement.

Role readings (units are the program model's 32-bit register units):

=================  =====================================================================
role               units
=================  =====================================================================
vdst               vector (v/a) units written (read access: a read-modify-write vdst)
sdst               scalar units written: SGPRs, VCC, TTMP, FLAT_SCRATCH, XNACK_MASK
                   (explicit or implicit, e.g. VCC of ``v_cmp_*_e32``; not EXEC/M0/SCC)
vgpr / sgpr        every vector / scalar unit read (write access: written)
srca srcb srcc     the MFMA operand with that role; ``v_smfmac`` reads C from its vdst
index              the sparse-MFMA index operand
vdata              store/atomic data (MUBUF/FLAT ``vdata``, DS ``data0``/``data1``)
vaddr              address VGPRs (``vaddr``, DS ``addr``)
vsrc / vsrc0       vector units read by the sources / by ``src0`` only
sgpr_constant      scalar units a VALU names as a source operand value (README: not as
                   carry-in, lane select or mask): excludes src2 of
                   ``v_addc/v_subb/v_subbrev_co_u32`` and ``v_cndmask``, src1 of
                   readlane/writelane, and every implicit read (VCC carry/mask, EXEC)
exec_constant      EXEC named as a source operand
vcc_constant       VCC named as a source operand, carry-in excluded
lane_select        ``src1`` of v_readlane/v_writelane
exec vcc m0        those registers (read or written per access)
execz vccz         a source operand ``src_execz``/``execz`` / ``src_vccz``/``vccz``
hwreg              the hardware register named by hwreg(...) (one unit per register id)
=================  =====================================================================
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..isa.model import Func, Instruction, Reg, SrcMod, WaitCnt, Imm
from ..isa.opcodes import DOT_SOURCE_ROLES, format_modifiers, writes_partial_dst

if TYPE_CHECKING:
    from ..target import OpClass, Target

VECTOR_FILES = frozenset({"v", "a", "%v", "%a"})
SCALAR_FILES = frozenset({"s", "%s", "vcc", "ttmp", "flat_scratch", "xnack_mask"})
_SOURCE_ROLES = ("src0", "src1", "src2")
# Instructions whose src2 (or implicit VCC read) is a carry-in: the ISA exempts
# carry-in reads from the "VALU reads SGPR as constant" wait (Table 11 case 18).
_CARRY_IN = re.compile(r"^v_(addc|subb|subbrev)_co_u32")
_MASK = re.compile(r"^v_cndmask_b(16|32)")
# Modifiers the DB matcher language knows (schema ``matcher.modifiers``) that are
# spelled as instruction modifiers; dpp/sdwa come from the encoding suffix or DPP
# controls, dst_partial is derived.
_DPP_CONTROLS = frozenset({"quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol", "wave_shr",
                           "wave_ror", "row_mirror", "row_half_mirror", "row_bcast", "row_newbcast"})
_EMPTY: frozenset = frozenset()


def _only(units, files) -> frozenset:
    return frozenset(u for u in units if u[0] in files)


def matcher_modifiers(inst: Instruction, known: frozenset[str]) -> frozenset[str]:
    """The DB-matcher modifiers an instruction carries (``lds``, ``sc0``, ``dpp``,
    ``dst_partial`` ...), restricted to ``known`` (the schema's list)."""
    names = {m.name for m in inst.modifiers}
    mods = names & known
    if names & _DPP_CONTROLS:
        mods.add("dpp")
    enc = inst.encoding
    if enc in ("dpp", "sdwa"):
        mods.add(enc)
    # dst_partial: the result lands in part of the register (ISA Table 11 case 20;
    # isa.opcodes.writes_partial_dst)
    if writes_partial_dst(inst):
        mods.add("dst_partial")
    # (and an f8f6f4 MFMA's operand formats, cbsz:4 ...: its pass count, the DB's passes_variants)
    return (frozenset(mods & known) if known else frozenset(mods)) | format_modifiers(inst)


class InstView:
    """One instruction with its DB class and lazily computed role units."""

    __slots__ = ("inst", "idx", "block", "op", "waits", "defs", "uses", "_cache", "_text", "_opmap",
                 "producers", "consumers", "producer_units", "mem")

    def __init__(self, inst: Instruction, idx: int, block: int, op: "OpClass", waits: int):
        self.inst = inst
        self.idx = idx
        self.block = block
        self.op = op
        self.waits = waits
        self.defs = inst.defs()
        self.uses = inst.uses()
        self._cache: dict[tuple, frozenset] = {}
        self._text: str | None = None
        self._opmap: dict[str, frozenset] | None = None
        # filled by the checkers: hazard rows this instruction is I1 / I2 of
        # ((row, units) pairs), and its memory-counter behaviour (waitcnt.MemOp)
        self.producers: list = []
        self.consumers: list = []
        self.producer_units: dict = {}
        self.mem = None

    @property
    def text(self) -> str:
        if self._text is None:
            self._text = self.inst.text()
        return self._text

    @property
    def location(self) -> str:
        return self.inst.location

    # ------------------------------------------------------------------ roles
    def units(self, role: str, access: str) -> frozenset:
        key = (role, access)
        got = self._cache.get(key)
        if got is None:
            if access == "any":
                got = self._role(role, "read") | self._role(role, "write")
            else:
                got = self._role(role, access)
            self._cache[key] = got
        return got

    def side_units(self, roles: tuple[str, ...], access: str) -> frozenset:
        """Union of :meth:`units` over ``roles`` (cached per instruction)."""
        key = (roles, access)
        out = self._cache.get(key)
        if out is None:
            out = _EMPTY
            for r in roles:
                out = out | self.units(r, access)
            self._cache[key] = out
        return out

    def _op(self, role: str) -> frozenset:
        """Units of the explicit operand(s) playing ``role`` (built once per instruction)."""
        m = self._opmap
        if m is None:
            m = {}
            dot = self.inst.base.startswith("v_dot")
            for r, op in self.inst.role_items():
                us = op.units()
                if us:
                    m[r] = m.get(r, _EMPTY) | frozenset(us)
                    if dot and r in DOT_SOURCE_ROLES:   # (a DOT's SrcA/B/C in the DB's rows)
                        alias = DOT_SOURCE_ROLES[r]
                        m[alias] = m.get(alias, _EMPTY) | frozenset(us)
            self._opmap = m
        return m.get(role, _EMPTY)

    def _part(self, which: str, group: str) -> frozenset:
        """defs/uses restricted to vector ("vec"), scalar ("sca") or one register file.
        One pass over the set fills every group of it (this runs for every instruction)."""
        key = (which, group)
        got = self._cache.get(key)
        if got is None:
            by_file: dict[str, list] = {}
            for u in (self.defs if which == "defs" else self.uses):
                by_file.setdefault(u[0], []).append(u)
            vec: list = []
            sca: list = []
            for f, us in by_file.items():
                if f in VECTOR_FILES:
                    vec.extend(us)
                elif f in SCALAR_FILES:
                    sca.extend(us)
                if f in ("exec", "vcc", "m0"):
                    self._cache[(which, f)] = frozenset(us)
            self._cache[(which, "vec")] = frozenset(vec)
            self._cache[(which, "sca")] = frozenset(sca)
            for f in ("exec", "vcc", "m0"):
                self._cache.setdefault((which, f), _EMPTY)
            got = self._cache[key]
        return got

    def _read_operand_units(self, roles) -> frozenset:
        out: frozenset = _EMPTY
        for r in roles:
            out = out | self._op(r)
        return out & self.uses

    def _constant_roles(self) -> tuple[str, ...]:
        """Source roles read as an operand *value* (README: not carry-in, lane select or
        mask): carry-in / v_cndmask mask is src2, the readlane/writelane lane select src1."""
        base = self.inst.base
        if _CARRY_IN.match(base) or _MASK.match(base):
            return ("src0", "src1")
        if "lane_select" in self.op.tags:
            return ("src0",)
        if self.inst.base.startswith("v_mfma_scale"):   # (an SGPR can only be a scale operand)
            return ("scalea", "scaleb")
        return _SOURCE_ROLES

    def _role(self, role: str, access: str) -> frozenset:
        inst = self.inst
        read = access == "read"
        which = "uses" if read else "defs"
        if role == "vdst":
            if read:
                return self._op("vdst") & self._part("uses", "vec")
            return self._part("defs", "vec")
        if role == "sdst":
            return _EMPTY if read else self._part("defs", "sca")
        if role == "vgpr":
            return self._part(which, "vec")
        if role == "sgpr":
            return self._part(which, "sca")
        if role == "scale":   # a block-scaled MFMA's scale A and scale B
            return self._op("scalea") | self._op("scaleb") if read else _EMPTY
        if role in ("srca", "srcb", "srcc", "index"):
            if not read:
                return _EMPTY
            if role == "srcc" and "smfmac" in self.op.tags:
                return self._op("vdst")
            return self._op("idx" if role == "index" else role)
        if role == "vdata":
            u = self._op("vdata") | self._op("data0") | self._op("data1")
            return u & self._part(which, "vec")
        if role == "vaddr":
            if not read:
                return _EMPTY
            return _only(self._op("vaddr") | self._op("addr"), VECTOR_FILES)
        if role == "vsrc":
            return self._part("uses", "vec") if read else _EMPTY
        if role == "vsrc0":
            return _only(self._op("src0"), VECTOR_FILES) if read else _EMPTY
        if role in ("sgpr_constant", "vcc_constant", "exec_constant"):
            if not read or not self.inst.info.is_valu:
                return _EMPTY
            explicit = self._read_operand_units(self._constant_roles())
            files = {"sgpr_constant": SCALAR_FILES, "vcc_constant": frozenset({"vcc"}),
                     "exec_constant": frozenset({"exec"})}[role]
            return _only(explicit, files)
        if role == "lane_select":
            return self._op("src1") if read and "lane_select" in self.op.tags else _EMPTY
        if role in ("exec", "vcc", "m0"):
            return self._part(which, role)
        if role in ("execz", "vccz"):
            if not read:
                return _EMPTY
            names = ("src_execz", "execz") if role == "execz" else ("src_vccz", "vccz")
            out = set()
            for r, op in inst.role_items():
                b = op.inner if isinstance(op, SrcMod) else op
                if isinstance(b, Reg) and b.file in names:
                    out.update(b.units())
            return frozenset(out)
        if role == "hwreg":
            for op in inst.operands:
                if isinstance(op, Func) and op.name == "hwreg":
                    reg = op.args.split(",")[0].strip().upper()
                    return frozenset({("hwreg:" + reg, 0)})
            return _EMPTY
        raise ValueError(f"unknown operand role {role!r} in the hazard DB")


def wait_states_of(inst: Instruction, op: "OpClass") -> int:
    """Issue slots an instruction provides (DB ``units.wait_state``: one instruction
    issue slot; ``s_nop N`` provides N+1)."""
    if op.pipe == "NOP" and inst.operands and isinstance(inst.operands[0], Imm):
        return inst.operands[0].value + 1
    return 1


def waitcnt_values(inst: Instruction, target: "Target") -> dict[str, int]:
    """Counter -> value an ``s_waitcnt`` waits for. Counters not named are at the
    DB's maximum (no wait). Raw immediates are decoded with the DB's encoding."""
    counters = target.counters
    out = {name: c.max for name, c in counters.items()}
    if not inst.operands:
        return {name: 0 for name in counters}
    op = inst.operands[0]
    if isinstance(op, WaitCnt):
        for name in counters:
            v = getattr(op, name, None)
            if v is not None:
                out[name] = v
        return out
    if isinstance(op, Imm):
        for name, c in counters.items():
            v, pos = 0, 0
            for shift, width in c.encoding:
                v |= ((op.value >> shift) & ((1 << width) - 1)) << pos
                pos += width
            out[name] = v
        return out
    raise ValueError(f"{inst.location}: s_waitcnt operand {inst.operands[0]!r} is not a count")
