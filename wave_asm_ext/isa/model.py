"""Program model dataclasses: operands, instructions, blocks, kernels, programs.

See the package docstring (``wave_asm_ext/isa/__init__.py``) for the design. This
module holds only data and cheap derived views; the instruction table (roles,
implicit operands) lives in ``opcodes.py``, text -> model in ``parser.py``, model ->
text in ``printer.py`` and the control-flow graph in ``cfg.py``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterator, Union

# A register unit is one 32-bit architectural register: ("v", 5), ("s", 0),
# ("a", 12), ("vcc", 0) == vcc_lo, ("vcc", 1) == vcc_hi, ("exec", 0/1),
# ("m0", 0), ("scc", 0), ("ttmp", 3), ("flat_scratch", 0/1), ("%v", 7) for
# virtual VGPR 7.  Two operands overlap iff their unit sets intersect.
Unit = tuple[str, int]

# Register files whose members print as NAME<i> / NAME[<lo>:<hi>].
NUMBERED_FILES = ("v", "s", "a", "ttmp")
# Special 64-bit registers addressed as a pair: name, name_lo, name_hi.
PAIR_FILES = ("vcc", "exec", "flat_scratch", "xnack_mask")
# Special 32-bit registers named by a single word.
SINGLE_FILES = ("m0", "scc")
# Read-only "source" registers (constants from hardware). They have no units
# except the few that read architectural state (see SRC_ALIASES).
SRC_NAMES = (
    "src_shared_base", "src_shared_limit", "src_private_base", "src_private_limit",
    "src_pops_exiting_wave_id", "src_vccz", "src_execz", "src_scc", "src_lds_direct",
    "shared_base", "shared_limit", "private_base", "private_limit",
    "pops_exiting_wave_id", "vccz", "execz", "lds_direct",
)
SRC_ALIASES: dict[str, tuple[Unit, ...]] = {
    "src_vccz": (("vcc", 0), ("vcc", 1)), "vccz": (("vcc", 0), ("vcc", 1)),
    "src_execz": (("exec", 0), ("exec", 1)), "execz": (("exec", 0), ("exec", 1)),
    "src_scc": (("scc", 0),),
}

_SRC_SPECIAL = frozenset(SRC_NAMES) | frozenset(SRC_ALIASES)
#: (file, index, count, virtual) -> units (memo of :meth:`Reg.units`)
_UNITS_CACHE: dict = {}


# --------------------------------------------------------------------------- operands


@dataclass(frozen=True, slots=True)
class Reg:
    """A register or register range.

    ``file``: "v" (VGPR), "s" (SGPR), "a" (AGPR), "ttmp", "vcc", "exec",
    "flat_scratch", "xnack_mask", "m0", "scc", or a source-constant name
    (``src_shared_base``...; count 1, no units unless aliasing state).
    ``index``: first register; for pair files 0 = lo, 1 = hi.
    ``count``: number of 32-bit registers (v[4:7] -> index 4, count 4; vcc -> 0, 2).
    ``virtual``: emitter-side virtual register, printed ``%v12`` / ``%v[12:15]``;
    its units use the file name prefixed by "%" so they never alias physical ones.
    """

    file: str
    index: int
    count: int = 1
    virtual: bool = False

    @property
    def last(self) -> int:
        return self.index + self.count - 1

    def units(self) -> tuple[Unit, ...]:
        # a Reg is immutable: its units never change (keyed by a plain tuple: the
        # dataclass __hash__/__eq__ are Python-level and slower than the computation)
        key = (self.file, self.index, self.count, self.virtual)
        u = _UNITS_CACHE.get(key)
        if u is None:
            f = self.file
            if f in _SRC_SPECIAL:
                u = SRC_ALIASES.get(f, ())
            else:
                if self.virtual:
                    f = "%" + f
                u = tuple([(f, i) for i in range(self.index, self.index + self.count)])
            if len(_UNITS_CACHE) > 100000:
                _UNITS_CACHE.clear()
            _UNITS_CACHE[key] = u
        return u

    def overlaps(self, other: "Reg") -> bool:
        return not set(self.units()).isdisjoint(other.units())

    def sub(self, offset: int, count: int = 1) -> "Reg":
        """Sub-range ``count`` registers starting ``offset`` into this range."""
        if offset < 0 or offset + count > self.count:
            raise ValueError(f"sub-range {offset}+{count} outside {self.text()}")
        return Reg(self.file, self.index + offset, count, self.virtual)

    def text(self) -> str:
        from .printer import format_reg

        return format_reg(self)

    def __str__(self) -> str:
        return self.text()


#: The integers an operand encodes inline (CDNA3 ISA, "Scalar / vector operand encoding":
#: codes 128-192 are 0..64, 193-208 are -1..-16); on a 64-bit operand they stand for the
#: sign-extended 64-bit value. Any other integer is a 32-bit literal dword.
INLINE_INTS = range(-16, 65)


@dataclass(frozen=True, slots=True)
class Imm:
    """Integer literal / inline constant. ``text`` keeps the source spelling
    (e.g. "0x3ff", "-1") for faithful printing; it is ignored by ``==``."""

    value: int
    text: str | None = field(default=None, compare=False)

    def units(self) -> tuple[Unit, ...]:
        return ()


@dataclass(frozen=True, slots=True)
class FloatImm:
    """Floating-point literal (``1.0``, ``-0.5``, ``0.15915494``)."""

    value: float
    text: str | None = field(default=None, compare=False)

    def units(self) -> tuple[Unit, ...]:
        return ()


@dataclass(frozen=True, slots=True)
class Sym:
    """Symbol or label reference (``.LBB0_2``, ``Srd127_96``, ``gemm``)."""

    name: str

    def units(self) -> tuple[Unit, ...]:
        return ()


@dataclass(frozen=True, slots=True)
class Expr:
    """An assembler expression kept as text: ``(.Lfunc_end0-mfma16)``, ``foo+4``,
    ``foo@rel32@lo+4``."""

    text: str

    def units(self) -> tuple[Unit, ...]:
        return ()


@dataclass(frozen=True, slots=True)
class Func:
    """A function-like operand: ``hwreg(HW_REG_MODE, 0, 4)``, ``sendmsg(MSG_...)``,
    ``gpr_idx(SRC0)``, ``lit(0x1234)``. ``args`` is the text between the parens."""

    name: str
    args: str

    def units(self) -> tuple[Unit, ...]:
        return ()


@dataclass(frozen=True, slots=True)
class Off:
    """The ``off`` keyword (no vaddr / no saddr)."""

    def units(self) -> tuple[Unit, ...]:
        return ()


OFF = Off()


@dataclass(frozen=True, slots=True)
class WaitCnt:
    """Symbolic s_waitcnt operand ``vmcnt(0) expcnt(0) lgkmcnt(0)``.
    ``None`` means the counter is not waited on (its maximum).
    ``sep`` is the separator used between parts (" ", " & ", ", ")."""

    vmcnt: int | None = None
    expcnt: int | None = None
    lgkmcnt: int | None = None
    sep: str = field(default=" ", compare=False)

    def units(self) -> tuple[Unit, ...]:
        return ()


@dataclass(frozen=True, slots=True)
class SrcMod:
    """Source modifiers around an operand: ``-v1``, ``|v1|``, ``-|v1|``,
    ``abs(v1)``, ``neg(v1)``, ``sext(v1)``. ``func_style`` records the
    ``abs()``/``neg()`` spelling for printing."""

    inner: "Operand"
    neg: bool = False
    abs: bool = False
    sext: bool = False
    func_style: bool = field(default=False, compare=False)

    def units(self) -> tuple[Unit, ...]:
        return self.inner.units()


Operand = Union[Reg, Imm, FloatImm, Sym, Expr, Func, Off, WaitCnt, SrcMod]


def base_reg(op: Operand) -> Reg | None:
    """The register behind an operand (looking through source modifiers), else None."""
    if isinstance(op, SrcMod):
        op = op.inner
    return op if isinstance(op, Reg) else None


@dataclass(frozen=True, slots=True)
class Modifier:
    """A trailing instruction modifier: ``offen`` (value None), ``offset:16``
    (value "16"), ``op_sel:[0,1]`` (value "[0,1]"), ``dst_sel:DWORD``."""

    name: str
    value: str | None = None

    def text(self) -> str:
        return self.name if self.value is None else f"{self.name}:{self.value}"

    @property
    def int_value(self) -> int:
        """Integer value (``offset:0x10`` -> 16). Raises ValueError if not numeric."""
        if self.value is None:
            raise ValueError(f"modifier {self.name} has no value")
        return int(self.value, 0)

    @property
    def list_value(self) -> tuple[int, ...]:
        """``op_sel:[0,1,1]`` -> (0, 1, 1)."""
        v = (self.value or "").strip()
        if not (v.startswith("[") and v.endswith("]")):
            raise ValueError(f"modifier {self.name}:{self.value} is not a list")
        return tuple(int(x, 0) for x in v[1:-1].split(",") if x.strip())


# --------------------------------------------------------------------------- instruction


class Instruction:
    """One machine instruction.

    ``mnemonic`` is the full spelling including encoding suffix
    (``v_add_u32_e32``); ``base`` strips ``_e32/_e64/_sdwa/_dpp``.
    ``operands`` is a tuple of Operand; ``roles`` (from the opcode table) gives the
    role name of each operand position. ``modifiers`` is a tuple of Modifier.
    ``leading`` holds own-line comments/directives that preceded the instruction in
    the source; they travel with it when a scheduler moves it. ``asm``: it came from an
    inline assembly statement (between LLVM's ``;;#ASMSTART`` / ``;;#ASMEND``): the
    passes keep it, its order and its own waits and nops as written.

    Instructions are mutable (passes rewrite operands), but assigning
    ``mnemonic``/``operands``/``modifiers`` re-derives roles and def/use sets.
    """

    __slots__ = ("mnemonic", "operands", "modifiers", "comment", "line", "file",
                 "source", "leading", "asm", "_info", "_roles", "_defs", "_uses")

    def __init__(self, mnemonic: str, operands: tuple | list = (), modifiers: tuple | list = (),
                 comment: str | None = None, line: int = 0, file: str = "<string>",
                 source: str | None = None, leading: list[str] | None = None, asm: bool = False):
        # the slot setters bypass the invalidating __setattr__ while building (_SLOT_SET)
        _set_info(self, None)
        _set_roles(self, None)
        _set_defs(self, None)
        _set_uses(self, None)
        _set_mnemonic(self, mnemonic)
        _set_operands(self, tuple(operands))
        _set_modifiers(self, tuple(modifiers))
        _set_comment(self, comment)
        _set_line(self, line)
        _set_file(self, file)
        _set_source(self, source)  # original source text (stripped), None if built
        _set_leading(self, leading if leading is not None else [])
        _set_asm(self, asm)

    def __setattr__(self, name: str, value: Any) -> None:
        if name in ("mnemonic", "operands", "modifiers"):
            if name != "mnemonic":
                value = tuple(value)
            object.__setattr__(self, "_info", None)
            object.__setattr__(self, "_roles", None)
            object.__setattr__(self, "_defs", None)
            object.__setattr__(self, "_uses", None)
        object.__setattr__(self, name, value)

    # -- construction -------------------------------------------------------
    @classmethod
    def make(cls, mnemonic: str, *operands: "Operand | str", modifiers: Any = (),
             comment: str | None = None, validate: bool = True) -> "Instruction":
        """Build an instruction programmatically.

        Operands may be Operand objects, ints/floats, or operand text (``"v[4:7]"``,
        ``"vcc"``, ``"0x10"``, ``"vmcnt(0) lgkmcnt(0)"``); modifiers may be Modifier objects, text (``"offen"``,
        ``"offset:16"``) or a dict {name: value-or-None}. With ``validate`` the
        mnemonic must be known and the operand count must fit a form of the opcode.
        """
        from .parser import parse_modifier, parse_operand, validate_instruction

        def conv(o):
            if isinstance(o, str):
                return parse_operand(o)
            if isinstance(o, bool):
                raise TypeError(f"bool is not an operand: {o!r}")
            if isinstance(o, int):
                return Imm(o)
            if isinstance(o, float):
                return FloatImm(o)
            return o

        ops = tuple(conv(o) for o in operands)
        if isinstance(modifiers, dict):
            mods = tuple(Modifier(k, None if v is None else str(v)) for k, v in modifiers.items())
        else:
            mods = tuple(parse_modifier(m) if isinstance(m, str) else m for m in modifiers)
        inst = cls(mnemonic.lower(), ops, mods, comment=comment, file="<made>")
        if validate:
            validate_instruction(inst)  # unknown mnemonic, operand count, register roles
        return inst

    def copy(self) -> "Instruction":
        return Instruction(self.mnemonic, self.operands, self.modifiers, self.comment,
                           self.line, self.file, self.source, list(self.leading), self.asm)

    def with_operands(self, operands: tuple | list, defs: frozenset | None = None,
                      uses: frozenset | None = None) -> "Instruction":
        """A copy with ``operands`` instead of its own, as many and of the same kinds
        (registers renamed): mnemonic and modifiers are unchanged, so the table row and
        the operand roles carry over. ``defs``/``uses``: the copy's def/use unit sets if
        the caller knows them (both or neither), else they are derived anew."""
        # built slot by slot (as copy() would, each slot set once: renamers make
        # thousands of these per run)
        new = _new_instruction(Instruction)
        _set_mnemonic(new, self.mnemonic)
        _set_operands(new, tuple(operands))
        _set_modifiers(new, self.modifiers)
        _set_comment(new, self.comment)
        _set_line(new, self.line)
        _set_file(new, self.file)
        _set_source(new, self.source)
        _set_leading(new, list(self.leading))
        _set_asm(new, self.asm)
        _set_info(new, self._info)
        _set_roles(new, self._roles)
        if defs is not None:
            _set_defs(new, intern_units(defs))
            _set_uses(new, intern_units(uses))
        else:
            _set_defs(new, None)
            _set_uses(new, None)
        return new

    # -- table-derived views --------------------------------------------------
    @property
    def info(self):
        """The ``opcodes.OpInfo`` row for this mnemonic (family, roles, implicit regs)."""
        if self._info is None:
            from .opcodes import lookup

            object.__setattr__(self, "_info", lookup(self.mnemonic, self.location))
        return self._info

    @property
    def base(self) -> str:
        return self.info.base

    @property
    def encoding(self) -> str:
        """"e32", "e64", "sdwa", "dpp" if spelled with a suffix, else ""."""
        return self.info.suffix

    @property
    def family(self) -> str:
        return self.info.family

    @property
    def is_valu(self) -> bool:
        """VOP1/VOP2/VOP3/VOPC/VOP3P/MFMA."""
        return self.info.is_valu

    @property
    def is_salu(self) -> bool:
        return self.info.is_salu

    @property
    def is_vmem(self) -> bool:
        """MUBUF/MTBUF/FLAT/GLOBAL/SCRATCH."""
        return self.info.is_vmem

    @property
    def is_mfma(self) -> bool:
        return self.info.family == "MFMA"

    @property
    def mem_kind(self) -> str | None:
        """"load" | "store" | "atomic" | "lds_dma" | "none" (memory family, no data) |
        None (not a memory instruction). A MUBUF load with ``lds`` reports "lds_dma"."""
        k = self.info.mem
        if k == "load" and self.info.family in ("MUBUF", "MTBUF") and self.has_mod("lds"):
            return "lds_dma"
        return k

    @property
    def location(self) -> str:
        return f"{self.file}:{self.line}"

    @property
    def roles(self) -> tuple[str, ...]:
        if self._roles is None:
            object.__setattr__(self, "_roles", self.info.roles_for(self))
        return self._roles

    def operand(self, role: str) -> Operand | None:
        """The operand playing ``role`` (e.g. "vdst", "srca", "vaddr"), or None."""
        for r, op in zip(self.roles, self.operands):
            if r == role:
                return op
        return None

    def role_items(self) -> Iterator[tuple[str, Operand]]:
        return zip(self.roles, self.operands)

    def set_operand(self, role: str, op: Operand) -> None:
        """Replace the operand playing ``role`` (KeyError if there is none); def/use
        sets are re-derived."""
        ops = list(self.operands)
        for k, r in enumerate(self.roles):
            if r == role:
                ops[k] = op
                self.operands = ops
                return
        raise KeyError(f"{self.mnemonic} has no {role} operand")

    def def_operands(self) -> list[tuple[str, Operand]]:
        """(role, operand) pairs of explicit operands that are written."""
        dr = self.def_roles()
        return [(r, o) for r, o in zip(self.roles, self.operands) if r in dr]

    def use_operands(self) -> list[tuple[str, Operand]]:
        """(role, operand) pairs of explicit operands that are read (sources, addresses,
        store data, and read-modify-write destinations)."""
        dr = self.def_roles()
        rmw = self.info.rmw_roles_for(self)
        return [(r, o) for r, o in zip(self.roles, self.operands) if r not in dr or r in rmw]

    def mod(self, name: str) -> Modifier | None:
        for m in self.modifiers:
            if m.name == name:
                return m
        return None

    def has_mod(self, name: str) -> bool:
        return any(m.name == name for m in self.modifiers)

    def defs(self) -> frozenset[Unit]:
        """Register units written (explicit defs + implicit ones: vcc, exec, scc, m0)."""
        if self._defs is None:
            d, u = self.info.def_use(self)
            object.__setattr__(self, "_defs", intern_units(d))
            object.__setattr__(self, "_uses", intern_units(u))
        return self._defs

    def uses(self) -> frozenset[Unit]:
        """Register units read (explicit sources, read-modify-write dsts, implicit)."""
        if self._uses is None:
            self.defs()
        return self._uses

    def def_roles(self) -> frozenset[str]:
        """Roles of explicit operands that this instruction writes."""
        return self.info.def_roles_for(self)

    def mem_effects(self) -> tuple[frozenset[str], frozenset[str]]:
        """(address spaces read, address spaces written): subsets of
        {"lds", "gds", "global", "scratch", "smem"}; a buffer/global load with the
        ``lds`` modifier writes "lds"."""
        return self.info.mem_effects(self)

    # branch helpers (used by the CFG builder)
    @property
    def is_branch(self) -> bool:
        return self.info.branch in ("uncond", "cond")

    @property
    def is_terminator(self) -> bool:
        """Ends a basic block: branch, s_endpgm*, s_setpc (return / indirect jump)."""
        return self.info.branch in ("uncond", "cond", "end", "indirect")

    def branch_target(self) -> str | None:
        if self.info.branch in ("uncond", "cond", "call") and self.operands:
            op = self.operands[-1]
            if isinstance(op, Sym):
                return op.name
        return None

    # -- printing ---------------------------------------------------------------
    def text(self) -> str:
        """Canonical text: ``mnemonic op, op, op mod mod:val`` (no comment)."""
        from .printer import format_instruction

        return format_instruction(self)

    def __repr__(self) -> str:
        return f"Instruction({self.text()!r} @ {self.location})"

    def __str__(self) -> str:
        return self.text()


# _SLOT_SET: the slot descriptors' own setters, bound once. They store a value without
# Instruction.__setattr__ (which would drop the derived views) and without the by-name
# descriptor lookup object.__setattr__ does per call; every construction sets all twelve
# slots, thousands of times per pass run (parsing, made waits and nops, renamed copies).
(_set_mnemonic, _set_operands, _set_modifiers, _set_comment, _set_line, _set_file, _set_source,
 _set_leading, _set_asm, _set_info, _set_roles, _set_defs, _set_uses) = (
    Instruction.__dict__[name].__set__ for name in ("mnemonic", "operands", "modifiers", "comment", "line", "file",
                                                    "source", "leading", "asm", "_info", "_roles", "_defs", "_uses"))


_new_instruction = object.__new__

#: one object per distinct def/use unit set (:func:`intern_units`)
_UNIT_SETS: dict[frozenset, frozenset] = {}
#: Entries after which the interning table starts over (bounds its memory in a
#: long-lived process; a cache size, not a hardware fact).
_UNIT_SETS_MAX = 200_000


def intern_units(units: frozenset) -> frozenset:
    """The one frozenset object kept for this set of units. The passes key many caches
    by an instruction's def and use sets; equal sets that are one object make every later
    lookup an identity hit instead of an element-wise comparison."""
    u = _UNIT_SETS.get(units)
    if u is None:
        if len(_UNIT_SETS) > _UNIT_SETS_MAX:
            _UNIT_SETS.clear()
        u = _UNIT_SETS[units] = units
    return u


#: The comment text that marks an ``s_barrier`` as a *bare* workgroup barrier: an
#: execution barrier that orders no memory (LLVM ``llvm.amdgcn.s.barrier`` without a fence,
#: MLIR ``rocdl.s.barrier``). An unmarked ``s_barrier`` is taken as the workgroup release
#: fence + barrier LLVM's memory model lowers ``amdgpu.lds_barrier`` to: every LDS op of the
#: wave is complete before it (``s_waitcnt lgkmcnt(0)``). A bare one leaves LDS operations
#: in flight, as LLVM does for it on gfx90a+ (``SIInsertWaitcnts``: no wait before a
#: barrier on targets with back-off barriers); ordering LDS between waves is then the
#: program's business (its fenced barriers). The emitter writes the mark, the waitcnt pass
#: and the checker read it, and every pass keeps instruction comments.
BARE_BARRIER_MARK = "bare barrier: orders no memory"


def is_bare_barrier(inst: "Instruction") -> bool:
    """``inst`` is an ``s_barrier`` carrying :data:`BARE_BARRIER_MARK` in its comment."""
    c = inst.comment
    return c is not None and BARE_BARRIER_MARK in c and inst.base == "s_barrier"


#: Comment marks that keep a fence the input wrote as waits only. LLVM lowers a release
#: fence to nothing but ``s_waitcnt`` (``fence release workgroup`` on gfx942: ``s_waitcnt
#: lgkmcnt(0)``; AMDGPUUsage, Memory Model GFX942) before the releasing atomic or scoped
#: store, and an acquire to a wait after the acquiring load, so once the waits are dropped
#: only these marks keep them. Each input wait #c that matters to an *order point* (an
#: ordered access, DB ``waitcnt_rules.ordered_access``, or a cache-control instruction)
#: becomes:
#:
#: * ``retired by wait #c`` on every memory operation it retired (counts honoured);
#: * ``input wait #c`` on the memory operation the input issued next after it in its block,
#:   or, where it issued none there, on the first one on each path on (and on the wait
#:   itself): the wait's place (its *capture point*: what is marked ``retired by wait #c``
#:   and issued before this instruction is what the wait retired, one dynamic instance per
#:   pass; a capture point reached on a path that did not pass the wait captures more);
#: * ``after wait #c`` on the order point after it and, where it retired an order point
#:   (an acquire), on every memory operation after it up to and including the next order
#:   point: these issue after what the last pass of the capture point captured completes;
#: * ``after retired by wait #c`` instead where the wait has no capture point (no memory
#:   operation after it, or the capture point would be in a loop whose memory operations a
#:   pass may move across iterations: ``passes.rotate.unordered_loops``): these issue after
#:   every operation marked ``retired by wait #c`` issued so far completes (correct, not
#:   minimal);
#: * ``last before wait #c`` instead of ``input wait #c`` where the wait issued nothing after
#:   it in its block but something before it: the wait's place is right *after* that
#:   operation (it captures after it issues, itself included), on the paths through the wait
#:   only (a capture point on the paths on would also capture where they join other paths);
#: * ``retired by the next pass of wait #c`` instead of ``retired by wait #c`` on an
#:   operation the wait (with a capture point) retires only a pass later on every path: a
#:   counted wait in a loop (``store; s_waitcnt vmcnt(1); store ... sc0 sc1``) retires the
#:   previous iteration's store, not this one's. A capture point hands what it finds of these
#:   to its next pass: ``after wait #c`` waits for the instances issued before the capture
#:   point's second-to-last pass.
#:
#: ``passes.fences.mark_input_releases`` writes them; the waitcnt pass and the checker read
#: them, the scheduler keeps a capture point's operations on their side of it, and every
#: pass keeps instruction comments.
WAIT_MARK = "input wait"
RETIRED_MARK = "retired by wait"
AFTER_MARK = "after wait"
AFTER_RETIRED_MARK = "after retired by wait"
NEXT_PASS_MARK = "retired by the next pass of wait"
CLOSING_MARK = "last before wait"
#: The comment an author writes on a memory access the assembly cannot show to be an
#: atomic: an LDS atomic load or store compiles to a plain ``ds_read_b32`` /
#: ``ds_write_b32`` (no scope bit), so a kernel that synchronises waves through an LDS flag
#: marks the flag's accesses ``; ordered access`` to have them treated as the DB's ordered
#: accesses (``waitcnt_rules.ordered_access``).
ORDERED_MARK = "ordered access"
_IDS = r"((?:\s+#\d+)+)"
_WAIT_RE = re.compile(r"input wait" + _IDS)
_RETIRED_RE = re.compile(r"(?<!after )retired by wait" + _IDS)
_AFTER_RE = re.compile(r"after wait" + _IDS)
_AFTER_RETIRED_RE = re.compile(r"after retired by wait" + _IDS)
_NEXT_PASS_RE = re.compile(r"retired by the next pass of wait" + _IDS)
_CLOSING_RE = re.compile(r"last before wait" + _IDS)
_MARK_RES = (_WAIT_RE, _RETIRED_RE, _AFTER_RE, _AFTER_RETIRED_RE, _NEXT_PASS_RE, _CLOSING_RE)
_MARK_WORDS = (WAIT_MARK, RETIRED_MARK, AFTER_MARK, AFTER_RETIRED_MARK, NEXT_PASS_MARK, CLOSING_MARK)
_MARKS: dict[str, tuple] = {}
NO_FENCE_MARKS = (frozenset(),) * 6


def fence_marks(inst: "Instruction") -> tuple:
    """(waits it is the capture point of, waits that retired it, waits whose capture it
    issues after, waits after all whose retired operations it issues, waits whose next pass
    retires it, waits it is the capture point of once it has issued) from ``inst``'s
    comment (:data:`WAIT_MARK`, :data:`RETIRED_MARK`, :data:`AFTER_MARK`,
    :data:`AFTER_RETIRED_MARK`, :data:`NEXT_PASS_MARK`, :data:`CLOSING_MARK`), as frozensets
    of wait ids."""
    c = inst.comment
    if c is None or " wait #" not in c:
        return NO_FENCE_MARKS
    r = _MARKS.get(c)
    if r is None:
        r = _MARKS[c] = tuple(_ids(p, c) for p in _MARK_RES)
    return r


def capture_point_ids(inst: "Instruction") -> frozenset:
    """The waits ``inst`` is a capture point of, before it issues (:data:`WAIT_MARK`) or
    after (:data:`CLOSING_MARK`): what the scheduler, rotation and the checker ask alike."""
    if inst.comment is None:
        return frozenset()
    marks = fence_marks(inst)
    return marks[0] | marks[5]


def _ids(pattern: re.Pattern, comment: str) -> frozenset:
    return frozenset(int(x) for m in pattern.finditer(comment) for x in re.findall(r"\d+", m.group(1)))


def memory_marked(inst: "Instruction") -> bool:
    """Does ``inst``'s comment carry a memory-order mark (the fence marks or
    :data:`ORDERED_MARK`)? Its facts are then its own, not those of another instruction
    spelled the same."""
    c = inst.comment
    return c is not None and (ORDERED_MARK in c or fence_marks(inst) != NO_FENCE_MARKS)


def _add_comment(inst: "Instruction", text: str) -> None:
    c = inst.comment
    _set_comment(inst, f"{c} ; {text}" if c else f"; {text}")


def mark_fence_ids(inst: "Instruction", kind: int, ids) -> bool:
    """Add the wait ids ``ids`` to ``inst``'s mark ``kind`` (an index into
    :func:`fence_marks`: 0 :data:`WAIT_MARK`, 1 :data:`RETIRED_MARK`, 2 :data:`AFTER_MARK`,
    3 :data:`AFTER_RETIRED_MARK`, 4 :data:`NEXT_PASS_MARK`, 5 :data:`CLOSING_MARK`); whether
    its comment changed."""
    have = fence_marks(inst)[kind]
    want = have | frozenset(ids)
    if want == have:
        return False
    text = f"{_MARK_WORDS[kind]} " + " ".join(f"#{k}" for k in sorted(want))
    if have:
        _set_comment(inst, _MARK_RES[kind].sub(text, inst.comment, count=1))
    else:
        _add_comment(inst, text)
    return True


def made_instruction(mnemonic: str, operands: tuple, info) -> Instruction:
    """``Instruction(mnemonic, operands, file="<made>")`` with its table row ``info``
    already set, built slot by slot (the passes make thousands of waits and nops per run;
    the operands must be a tuple of valid operands)."""
    new = _new_instruction(Instruction)
    _set_mnemonic(new, mnemonic)
    _set_operands(new, operands)
    _set_modifiers(new, ())
    _set_comment(new, None)
    _set_line(new, 0)
    _set_file(new, "<made>")
    _set_source(new, None)
    _set_leading(new, [])
    _set_asm(new, False)
    _set_info(new, info)
    _set_roles(new, None)
    _set_defs(new, None)
    _set_uses(new, None)
    return new


# --------------------------------------------------------------------------- structure


@dataclass(eq=False)
class Label:
    """A label definition inside a code unit. ``comment`` keeps ``; =>This Loop...``."""

    name: str
    comment: str | None = None
    line: int = 0


@dataclass(eq=False)
class Block:
    """A basic block: optional label, then straight-line instructions.

    ``leading`` are own-line items before the label (comments, ``.p2align``);
    ``trailing`` are own-line items after the last instruction. ``succs``/``preds``
    are block indices into ``Kernel.blocks``, filled by ``Kernel.cfg``.
    """

    label: str | None
    instructions: list[Instruction] = field(default_factory=list)
    label_comment: str | None = None
    leading: list[str] = field(default_factory=list)
    trailing: list[str] = field(default_factory=list)
    index: int = 0
    succs: list[int] = field(default_factory=list)
    preds: list[int] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.label if self.label is not None else f"<bb{self.index}>"

    @property
    def terminator(self) -> Instruction | None:
        if self.instructions and self.instructions[-1].is_terminator:
            return self.instructions[-1]
        return None


@dataclass
class KernelArg:
    """One kernel argument from the ``.amdgpu_metadata`` ``.args`` list."""

    name: str | None
    offset: int
    size: int
    value_kind: str
    raw: dict = field(default_factory=dict)


@dataclass(eq=False)
class Kernel:
    """A code unit: an HSA kernel (has ``.amdhsa_kernel``), a plain function, or an
    anonymous snippet of instructions (``name == ""``).

    ``descriptor``: ordered ``.amdhsa_*`` name -> value text (None if not a kernel).
    ``metadata``: this kernel's entry of ``amdhsa.kernels`` (dict) or None.
    ``blocks``: the code, the source of truth for printing. ``label_comment``
    keeps the comment after ``name:``.
    """

    name: str
    blocks: list[Block] = field(default_factory=list)
    descriptor: dict[str, str] | None = None
    metadata: dict | None = None
    label_comment: str | None = None
    line: int = 0
    #: do this unit's barriers order its global stores? Set by the post-emit pass from the
    #: input's own waits (``passes.common.barriers_publish_global_stores``): False only
    #: when the input publishes no global store through any barrier
    barriers_publish_stores: bool = True
    #: does the unit hold inline asm or a call (``passes.common.has_opaque_code``)? Set by
    #: the post-emit pipeline for the length of its run (no pass adds or removes either);
    #: None: not known, computed on each ask
    opaque: bool | None = None

    @property
    def kind(self) -> str:
        if self.descriptor is not None or self.metadata is not None:
            return "kernel"
        return "function" if self.name else "snippet"

    @property
    def is_callee(self) -> bool:
        """Is this unit a function that other code calls: not a kernel, returns with
        ``s_setpc_b64`` and never ends the program (``s_endpgm``)? It then follows the
        calling convention's memory waits (DB ``waitcnt_rules``: entered with the caller's
        operations outstanding, returns with none). A labelled snippet that does neither
        is not one."""
        if self.kind == "kernel":
            return False
        ret = False
        for b in self.blocks:   # both are terminators: the last instruction of a block
            if b.instructions:
                base = b.instructions[-1].base
                if base.startswith("s_endpgm"):
                    return False
                ret = ret or base == "s_setpc_b64"
        return ret

    @property
    def instructions(self) -> list[Instruction]:
        """All instructions in block order (a fresh list; edit ``blocks`` to change)."""
        return [i for b in self.blocks for i in b.instructions]

    @property
    def args(self) -> list[KernelArg]:
        if not self.metadata:
            return []
        out = []
        for a in self.metadata.get(".args", []) or []:
            out.append(KernelArg(a.get(".name"), int(a.get(".offset", 0)), int(a.get(".size", 0)),
                                 str(a.get(".value_kind", "")), dict(a)))
        return out

    def descriptor_int(self, name: str, default: int | None = None) -> int | None:
        """Integer value of a descriptor directive (``amdhsa_`` prefix optional)."""
        if self.descriptor is None:
            return default
        key = name if name.startswith(".amdhsa_") else ".amdhsa_" + name.lstrip(".")
        v = self.descriptor.get(key)
        if v is None:
            return default
        try:
            return int(v, 0)
        except ValueError:
            return default

    @property
    def cfg(self):
        """Build (fresh) the control-flow graph; also fills ``Block.succs/preds``."""
        from .cfg import build_cfg

        return build_cfg(self)

    def renumber(self) -> None:
        for i, b in enumerate(self.blocks):
            b.index = i


@dataclass(eq=False)
class Chunk:
    """A top-level piece of the file, printed in order.

    kind: "text" (``lines`` verbatim: directives, comments, blanks),
    "code" (``kernel``'s label and blocks), "descriptor" (``.amdhsa_kernel`` block
    printed from ``kernel.descriptor``), "metadata" (``.amdgpu_metadata`` block,
    printed from ``Program.metadata_text``).
    """

    kind: str
    lines: list[str] = field(default_factory=list)
    kernel: Kernel | None = None


@dataclass(eq=False)
class Program:
    """A whole assembly file.

    ``target``: e.g. "gfx942" from ``.amdgcn_target`` (None if absent).
    ``kernels``: every code unit in file order (kernels, functions, snippets).
    ``chunks``: the file layout; ``print_program`` walks it.
    ``metadata`` / ``metadata_text``: the parsed / verbatim ``.amdgpu_metadata`` YAML.
    """

    chunks: list[Chunk] = field(default_factory=list)
    kernels: list[Kernel] = field(default_factory=list)
    target: str | None = None
    #: the full ``.amdgcn_target`` id, features included ("amdgcn-amd-amdhsa--gfx942:xnack-")
    target_id: str | None = None
    metadata_text: str | None = None
    metadata: dict | None = None
    filename: str = "<string>"

    def kernel(self, name: str) -> Kernel:
        for k in self.kernels:
            if k.name == name:
                return k
        raise KeyError(name)

    @property
    def entry_kernels(self) -> list[Kernel]:
        return [k for k in self.kernels if k.kind == "kernel"]

    def text(self) -> str:
        from .printer import print_program

        return print_program(self)

    def sync_metadata_text(self) -> None:
        """Re-serialise ``metadata`` (after editing it or a kernel's ``metadata``) into
        ``metadata_text``, which is what gets printed."""
        import yaml

        # libyaml's emitter where PyYAML has it (same text as the pure-Python safe_dump,
        # ~5x faster: compaction and kept rotations re-serialise the metadata per file)
        dumper = getattr(yaml, "CSafeDumper", None) or yaml.SafeDumper
        self.metadata_text = "---\n" + yaml.dump(self.metadata, Dumper=dumper, sort_keys=False) + "..."
