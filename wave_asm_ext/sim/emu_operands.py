"""Operand access for the emulator: compile an operand once into a fast getter/setter.

Getters return numpy values: a ``uint32[64]`` row (VGPR) or a numpy scalar (SGPR,
constant) that broadcasts. 64-bit getters return ``uint64``. Float source modifiers
(``-v1``, ``|v1|``) are applied as sign-bit operations on the raw bits, which is exact
for every float width.

Inline float constants take the encoding of the instruction's operand type (an f16
op's ``1.0`` is 0x3C00, an f32 op's is 0x3F800000, an f64 op's is 0x3FF0000000000000)
— CDNA3 ISA, "Inline constants".
"""

from __future__ import annotations

import struct
from typing import Callable

import numpy as np

from ..isa.model import INLINE_INTS, FloatImm, Func, Imm, Instruction, Off, Reg, SrcMod, Sym, Expr
from .emu_state import (AGPR_BASE, EmulationError, MASK32, MASK64, SPECIAL_SGPR, Wave,
                        mask_to_bool)

U32 = np.uint32
U64 = np.uint64

# Fake apertures for src_shared_base / src_private_base (never dereferenced here:
# the emulator has no flat-LDS or scratch path).
SRC_CONST = {"src_shared_base": 0x1000, "shared_base": 0x1000,
             "src_shared_limit": 0x1000, "shared_limit": 0x1000,
             "src_private_base": 0x2000, "private_base": 0x2000,
             "src_private_limit": 0x2000, "private_limit": 0x2000,
             "src_pops_exiting_wave_id": 0, "pops_exiting_wave_id": 0}


def err(inst: Instruction, msg: str) -> EmulationError:
    return EmulationError(f"{inst.mnemonic}: {msg}", inst.location)


def vrow(reg: Reg) -> int:
    """Row of a VGPR/AGPR in the unified array."""
    return reg.index + (AGPR_BASE if reg.file == "a" else 0)


def is_vec(op) -> bool:
    op = op.inner if isinstance(op, SrcMod) else op
    return isinstance(op, Reg) and op.file in ("v", "a")


def sidx(reg: Reg, inst: Instruction) -> int:
    """SGPR-file index of a scalar register (special registers at encoding numbers)."""
    if reg.virtual:
        raise err(inst, f"virtual register {reg} cannot be emulated (run register allocation first)")
    base = SPECIAL_SGPR.get(reg.file)
    if base is None:
        raise err(inst, f"register {reg} is not a scalar register")
    return base + reg.index


def float_bits(value: float, kind: str) -> int:
    if kind == "f16":
        return int(np.array(value, np.float16).view(np.uint16))
    if kind == "f64":
        return struct.unpack("<Q", struct.pack("<d", value))[0]
    if kind == "bf16":
        return struct.unpack("<I", struct.pack("<f", value))[0] >> 16
    return struct.unpack("<I", struct.pack("<f", value))[0]


def const_value(op, inst: Instruction, kind: str, width: int) -> int | None:
    """Integer bit pattern of a constant operand (None if not a constant)."""
    if isinstance(op, Imm):
        mask = MASK64 if width == 64 else MASK32
        return op.value & mask
    if isinstance(op, FloatImm):
        fk = kind if kind in ("f16", "f64", "bf16") else ("f64" if width == 64 else "f32")
        return float_bits(op.value, fk)
    if isinstance(op, Func) and op.name == "lit":
        return int(op.args, 0) & (MASK64 if width == 64 else MASK32)
    if isinstance(op, (Sym, Expr)):
        raise err(inst, f"symbolic operand {op} needs relocation; not supported by the emulator")
    return None


def _sign_bit(kind: str) -> int:
    return {"f16": 0x8000, "bf16": 0x8000, "f64": 1 << 63}.get(kind, 0x80000000)


def _apply_mods(g: Callable, mod: SrcMod, kind: str, width: int, inst: Instruction) -> Callable:
    if mod.sext:
        return g  # handled by the SDWA source selector
    if kind not in ("f16", "f32", "f64", "bf16"):
        if mod.neg or mod.abs:
            raise err(inst, "neg/abs source modifier on an integer operand")
        return g
    sb = _sign_bit(kind)
    dt = U64 if width == 64 else U32
    sbv, absm = dt(sb), dt((MASK64 if width == 64 else MASK32) ^ sb)
    if mod.abs and mod.neg:
        return lambda w: (g(w) & absm) | sbv
    if mod.abs:
        return lambda w: g(w) & absm
    if mod.neg:
        return lambda w: g(w) ^ sbv
    return g


def get32(op, inst: Instruction, kind: str = "b32") -> Callable[[Wave], object]:
    """Getter of a 32-bit source operand as uint32 (row or scalar)."""
    if isinstance(op, SrcMod):
        return _apply_mods(get32(op.inner, inst, kind), op, kind, 32, inst)
    c = const_value(op, inst, kind, 32)
    if c is not None:
        cv = U32(c)
        return lambda w: cv
    if isinstance(op, Reg):
        if op.file in ("v", "a"):
            r = vrow(op)
            return lambda w: w.v[r]
        if op.file == "scc" or op.file == "src_scc":
            return lambda w: U32(w.scc)
        if op.file in ("src_vccz", "vccz"):
            return lambda w: U32(1 if (w.s[106] | w.s[107]) == 0 else 0)
        if op.file in ("src_execz", "execz"):
            return lambda w: U32(1 if not w.exec_mask.any() else 0)
        if op.file in SRC_CONST:
            cv = U32(SRC_CONST[op.file])
            return lambda w: cv
        i = sidx(op, inst)
        return lambda w: U32(w.s[i])
    raise err(inst, f"operand {op!r} cannot be read as a 32-bit value")


def int_literal64(value: int, inst: Instruction) -> int:
    """The 64-bit pattern a hardware integer operand reads for an immediate spelled ``value``.
    An inline constant (-16..64) is exact. Any other value is one 32-bit literal dword (what
    llvm-mc encodes, whatever the spelling: ``-1000`` and ``0xfffffc18`` are the same bytes),
    which the hardware zero-extends for unsigned operands and sign-extends for signed ones
    (LLVM PR 70274, SIInstrInfo::isOperandLegal: LLVM therefore never folds a literal with
    bit 31 set into a 64-bit integer operand). With bit 31 clear both readings agree; with it
    set the operand's signedness decides, which no table here records: refused by name rather
    than guessed from the spelling."""
    if value in INLINE_INTS:
        return value & MASK64
    lo = value & MASK32
    if lo >> 31:
        raise err(inst, f"32-bit literal {lo:#x} (bit 31 set) in a 64-bit integer operand: the hardware "
                        "sign- or zero-extends it by operand signedness, which the emulator does not model")
    return lo


def get64(op, inst: Instruction, kind: str = "b64") -> Callable[[Wave], object]:
    """Getter of a 64-bit source operand as uint64 (row or scalar)."""
    if isinstance(op, SrcMod):
        return _apply_mods(get64(op.inner, inst, kind), op, kind, 64, inst)
    if isinstance(op, Imm):
        if kind == "f64" and not (-16 <= op.value <= 64):
            # a 32-bit literal in an f64 operand is the high half (CDNA3 ISA literal rules)
            cv = U64((op.value & MASK32) << 32)
        else:
            cv = U64(int_literal64(op.value, inst))
        return lambda w: cv
    c = const_value(op, inst, kind, 64)
    if c is not None:
        cv = U64(c)
        return lambda w: cv
    if isinstance(op, Reg):
        if op.file in ("v", "a"):
            r = vrow(op)
            return lambda w: w.v[r].astype(U64) | (w.v[r + 1].astype(U64) << U64(32))
        i = sidx(op, inst)
        return lambda w: U64(w.s[i] | (w.s[i + 1] << 32))
    raise err(inst, f"operand {op!r} cannot be read as a 64-bit value")


def sget32(op, inst: Instruction) -> Callable[[Wave], int]:
    """Scalar (SALU) getter: Python int in [0, 2^32)."""
    c = const_value(op, inst, "b32", 32)
    if c is not None:
        return lambda w: c
    if isinstance(op, Reg):
        if op.file in ("scc", "src_scc"):
            return lambda w: w.scc
        if op.file in ("src_vccz", "vccz"):
            return lambda w: 1 if (w.s[106] | w.s[107]) == 0 else 0
        if op.file in ("src_execz", "execz"):
            return lambda w: 0 if w.exec_mask.any() else 1
        if op.file in SRC_CONST:
            cv = SRC_CONST[op.file]
            return lambda w: cv
        i = sidx(op, inst)
        s = None  # noqa: F841
        return lambda w: w.s[i]
    raise err(inst, f"operand {op!r} is not a scalar source")


def sget64(op, inst: Instruction) -> Callable[[Wave], int]:
    if isinstance(op, Imm):
        c = int_literal64(op.value, inst)
        return lambda w: c
    c = const_value(op, inst, "b64", 64)
    if c is not None:
        return lambda w: c
    if isinstance(op, Reg):
        i = sidx(op, inst)
        return lambda w: w.s[i] | (w.s[i + 1] << 32)
    raise err(inst, f"operand {op!r} is not a 64-bit scalar source")


def sset32(op, inst: Instruction) -> Callable[[Wave, int], None]:
    if not isinstance(op, Reg):
        raise err(inst, f"destination {op!r} is not a register")
    i = sidx(op, inst)
    if i in (126, 127):
        def f(w, val):
            w.s[i] = val & MASK32
            w.sync_exec()
        return f

    def g(w, val):
        w.s[i] = val & MASK32
    return g


def sset64(op, inst: Instruction) -> Callable[[Wave, int], None]:
    if not isinstance(op, Reg):
        raise err(inst, f"destination {op!r} is not a register")
    i = sidx(op, inst)
    if i in (125, 126, 127):
        def f(w, val):
            w.s[i] = val & MASK32
            w.s[i + 1] = (val >> 32) & MASK32
            w.sync_exec()
        return f

    def g(w, val):
        w.s[i] = val & MASK32
        w.s[i + 1] = (val >> 32) & MASK32
    return g


def vset32(row: int) -> Callable[[Wave, object], None]:
    """Setter of one VGPR row under EXEC (val: uint32 row or scalar)."""
    def f(w, val):
        if w.exec_all:
            w.v[row] = val
        else:
            np.copyto(w.v[row], val, casting="unsafe", where=w.exec_mask)
    return f


def vset64(row: int) -> Callable[[Wave, object], None]:
    def f(w, val):
        val = np.asarray(val, dtype=U64)
        lo = (val & U64(MASK32)).astype(U32)
        hi = (val >> U64(32)).astype(U32)
        if w.exec_all:
            w.v[row] = lo
            w.v[row + 1] = hi
        else:
            m = w.exec_mask
            np.copyto(w.v[row], lo, casting="unsafe", where=m)
            np.copyto(w.v[row + 1], hi, casting="unsafe", where=m)
    return f


def lane_mask_getter(op, inst: Instruction) -> Callable[[Wave], np.ndarray]:
    """Getter of a 64-bit lane mask operand (vcc, s[n:n+1], constant) as bool[64]."""
    if isinstance(op, Reg) and op.file not in ("v", "a"):
        i = sidx(op, inst)
        return lambda w: mask_to_bool(w.s[i] | (w.s[i + 1] << 32))
    c = const_value(op, inst, "b64", 64)
    if c is not None:
        m = mask_to_bool(c)
        return lambda w: m
    raise err(inst, f"operand {op!r} is not a lane mask")


def is_off(op) -> bool:
    return op is None or isinstance(op, Off)
