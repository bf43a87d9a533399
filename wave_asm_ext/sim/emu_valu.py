"""VALU semantics (VOP1/VOP2/VOP3/VOP3P/VOPC, SDWA selects) vectorised over 64 lanes.

Each supported mnemonic base maps to ``(result type, source types, function)``; the
function receives numpy arrays (or numpy scalars, which broadcast) already converted to
the source types and returns the result. The compiler in :func:`compile_valu` wraps it
with operand getters, source modifiers, op_sel/SDWA selection, clamp/omod and the
EXEC-masked write, once per instruction.

Types: u32 i32 f32 u16 i16 f16 bf16 (16-bit values read from the low half unless
op_sel/SDWA picks the high half) u64 i64 f64 (register pairs).
Semantics follow the CDNA3 ISA guide chapter "Vector ALU Operations"; 16-bit results
of non-SDWA VOP1/VOP2/VOP3 ops zero the high half on gfx9 unless VOP3 op_sel[3]
selects it (then the low half is kept).
"""

from __future__ import annotations

import re
from typing import Callable

import numpy as np

from ..isa.model import Instruction, Reg, SrcMod
from .emu_operands import (U32, U64, err, get32, get64, is_vec, lane_mask_getter, sget32,
                           sidx, sset32, sset64, vrow, vset32, vset64)
from .emu_state import MASK32, Wave, bool_to_mask

F32, F16, F64 = np.float32, np.float16, np.float64
I32, I64, U16, I16 = np.int32, np.int64, np.uint16, np.int16

WIDTH64 = {"u64", "i64", "f64"}
FLOAT = {"f16", "f32", "f64", "bf16"}
HALF = {"u16", "i16", "f16", "bf16"}


# --------------------------------------------------------------------------- conversions

def conv_in(raw, t: str):
    """Raw register bits (uint32 / uint64) -> typed numpy value."""
    if t == "u32" or t == "u64":
        return raw
    if t == "i32":
        return raw.view(I32)
    if t == "f32":
        return raw.view(F32)
    if t == "f64":
        return raw.view(F64)
    if t == "i64":
        return raw.view(I64)
    h = (raw & U32(0xFFFF)).astype(U16)
    if t == "u16":
        return h
    if t == "f16":
        return h.view(F16)
    if t == "i16":
        return h.view(I16)
    if t == "bf16":
        return (h.astype(U32) << U32(16)).view(F32)
    raise ValueError(t)


def f32_to_bf16_bits(x) -> np.ndarray:
    """float32 -> bf16 bits with round-to-nearest-even (NaN -> quiet NaN)."""
    b = np.asarray(x, F32).view(U32)
    r = (b + U32(0x7FFF) + ((b >> U32(16)) & U32(1))) >> U32(16)
    return np.where(np.isnan(np.asarray(x, F32)), U32(0x7FC0), r).astype(U32)


def conv_out(val, t: str):
    """Typed result -> uint32 bits (uint64 for 64-bit types)."""
    if t == "u32":
        return np.asarray(val).astype(U32, copy=False)
    if t == "i32":
        return np.asarray(val).astype(I32, copy=False).view(U32)
    if t == "f32":
        return np.asarray(val, F32).view(U32)
    if t == "u64":
        return np.asarray(val).astype(U64, copy=False)
    if t == "i64":
        return np.asarray(val).astype(I64, copy=False).view(U64)
    if t == "f64":
        return np.asarray(val, F64).view(U64)
    if t == "f16":
        return np.asarray(val, F16).view(U16).astype(U32)
    if t in ("u16", "i16"):
        return np.asarray(val).astype(U16 if t == "u16" else I16).view(U16).astype(U32)
    if t == "bf16":
        return f32_to_bf16_bits(val)
    raise ValueError(t)


def _f16_rtz(x):
    x = np.asarray(x, F32)
    h = x.astype(F16)
    over = np.abs(h.astype(F32)) > np.abs(x)
    return np.where(over & np.isfinite(x), np.nextafter(h, F16(0)), h).astype(F16)


def _fma(a, b, c):
    return (np.asarray(a, F64) * b + c).astype(F32)


def _perm(s0, s1, sel):
    comb = (np.asarray(s0, U64) << U64(32)) | np.asarray(s1, U64)
    out = np.zeros(np.broadcast(s0, s1, sel).shape, U32)
    sel = np.asarray(sel, U32)
    signs = [(s1 >> U32(15)) & U32(1), (s1 >> U32(31)) & U32(1),
             (s0 >> U32(15)) & U32(1), (s0 >> U32(31)) & U32(1)]
    for i in range(4):
        sb = (sel >> U32(8 * i)) & U32(0xFF)
        byte = ((comb >> (U64(8) * (sb & U32(7)).astype(U64))) & U64(0xFF)).astype(U32)
        for k in range(4):
            byte = np.where(sb == 8 + k, signs[k] * U32(0xFF), byte)
        byte = np.where(sb == 12, U32(0), byte)
        byte = np.where(sb >= 13, U32(0xFF), byte)
        out |= byte.astype(U32) << U32(8 * i)
    return out


def _bfe_u(a, off, width):
    off = off & U32(31)
    width = width & U32(31)
    m = ((U64(1) << width.astype(U64)) - U64(1)).astype(U32) if isinstance(width, np.ndarray) \
        else U32((1 << int(width)) - 1)
    return (a >> off) & m


def _bfe_i(a, off, width):
    width = np.asarray(width & U32(31), I64)
    u = _bfe_u(a, off, np.asarray(width, U32)).astype(I64)
    sign = np.where(width > 0, (u >> np.maximum(width - 1, 0)) & 1, 0)
    return np.where(sign == 1, u - (np.int64(1) << width), u).astype(I32)


def _cvt_u32(x):
    x = np.nan_to_num(np.trunc(np.asarray(x, F64)), nan=0.0)
    return np.clip(x, 0, 4294967295.0).astype(U32)


def _cvt_i32(x):
    x = np.nan_to_num(np.trunc(np.asarray(x, F64)), nan=0.0)
    return np.clip(x, -2147483648.0, 2147483647.0).astype(I32)


def _popc(x):
    return np.bitwise_count(np.asarray(x, U32)).astype(U32)


def _ffbh(x):
    x = np.asarray(x, U32)
    out = np.full(x.shape, MASK32, U32)
    nz = x != 0
    lz = 31 - np.floor(np.log2(np.where(nz, x, 1).astype(F64))).astype(I64)
    return np.where(nz, lz.astype(U32), out)


def _ffbl(x):
    x = np.asarray(x, U32)
    low = x & (~x + U32(1))
    nz = x != 0
    tz = np.floor(np.log2(np.where(nz, low, 1).astype(F64))).astype(U32)
    return np.where(nz, tz, U32(MASK32))


def _brev(x):
    """Bit 31 - i of the result is bit i of ``x`` (all 32 bits reversed, bytes included)."""
    x = np.asarray(x, U32)
    bits = np.unpackbits(np.atleast_1d(x).astype(">u4").view(np.uint8).reshape(-1, 4), axis=-1)  # MSB first
    return np.packbits(bits[:, ::-1], axis=-1).view(">u4").astype(U32).reshape(x.shape)


def _mul_hi_u(a, b):
    return ((np.asarray(a, U64) * np.asarray(b, U64)) >> U64(32)).astype(U32)


def _mul_hi_i(a, b):
    return ((np.asarray(a, I64) * np.asarray(b, I64)) >> 32).astype(I32)


def _u24(x):
    return np.asarray(x, U32) & U32(0xFFFFFF)


def _i24(x):
    x = np.asarray(x, U32) & U32(0xFFFFFF)
    return ((x ^ U32(0x800000)).astype(I64) - 0x800000)


def _med3(a, b, c):
    return np.maximum(np.minimum(a, b), np.minimum(np.maximum(a, b), c))


def _ignore_nan_max(a, b):
    return np.fmax(a, b)


def _ignore_nan_min(a, b):
    return np.fmin(a, b)


# name -> (result type, source types, function)
OPS: dict[str, tuple[str, tuple[str, ...], Callable]] = {
    # moves
    "v_mov_b32": ("u32", ("u32",), lambda a: a),
    "v_mov_b64": ("u64", ("u64",), lambda a: a),
    "v_accvgpr_write_b32": ("u32", ("u32",), lambda a: a),
    "v_accvgpr_read_b32": ("u32", ("u32",), lambda a: a),
    "v_accvgpr_mov_b32": ("u32", ("u32",), lambda a: a),
    "v_not_b32": ("u32", ("u32",), lambda a: ~a),
    "v_bfrev_b32": ("u32", ("u32",), _brev),
    "v_ffbh_u32": ("u32", ("u32",), _ffbh),
    "v_ffbl_b32": ("u32", ("u32",), _ffbl),
    # integer
    "v_add_u32": ("u32", ("u32", "u32"), lambda a, b: a + b),
    "v_sub_u32": ("u32", ("u32", "u32"), lambda a, b: a - b),
    "v_subrev_u32": ("u32", ("u32", "u32"), lambda a, b: b - a),
    "v_add_i32": ("u32", ("u32", "u32"), lambda a, b: a + b),
    "v_sub_i32": ("u32", ("u32", "u32"), lambda a, b: a - b),
    "v_add3_u32": ("u32", ("u32", "u32", "u32"), lambda a, b, c: a + b + c),
    "v_mul_lo_u32": ("u32", ("u32", "u32"), lambda a, b: (np.asarray(a, U64) * b).astype(U32)),
    "v_mul_hi_u32": ("u32", ("u32", "u32"), _mul_hi_u),
    "v_mul_hi_i32": ("i32", ("i32", "i32"), _mul_hi_i),
    "v_mul_u32_u24": ("u32", ("u32", "u32"), lambda a, b: _u24(a) * _u24(b)),
    "v_mul_hi_u32_u24": ("u32", ("u32", "u32"),
                         lambda a, b: ((_u24(a).astype(U64) * _u24(b)) >> U64(32)).astype(U32)),
    "v_mul_i32_i24": ("i32", ("u32", "u32"), lambda a, b: (_i24(a) * _i24(b)).astype(I32)),
    "v_mad_u32_u24": ("u32", ("u32", "u32", "u32"), lambda a, b, c: _u24(a) * _u24(b) + c),
    "v_mad_i32_i24": ("i32", ("u32", "u32", "i32"),
                      lambda a, b, c: (_i24(a) * _i24(b) + c).astype(I32)),
    "v_mad_u32_u16": ("u32", ("u16", "u16", "u32"),
                      lambda a, b, c: np.asarray(a, U32) * b + c),
    "v_lshlrev_b32": ("u32", ("u32", "u32"), lambda a, b: b << (a & U32(31))),
    "v_lshrrev_b32": ("u32", ("u32", "u32"), lambda a, b: b >> (a & U32(31))),
    "v_ashrrev_i32": ("i32", ("u32", "i32"), lambda a, b: b >> (a & U32(31)).astype(I32)),
    "v_lshlrev_b64": ("u64", ("u32", "u64"), lambda a, b: b << (np.asarray(a, U64) & U64(63))),
    "v_lshrrev_b64": ("u64", ("u32", "u64"), lambda a, b: b >> (np.asarray(a, U64) & U64(63))),
    "v_ashrrev_i64": ("i64", ("u32", "i64"), lambda a, b: b >> (np.asarray(a, I64) & 63)),
    "v_lshl_add_u64": ("u64", ("u64", "u32", "u64"),
                       lambda a, s, c: (a << (np.asarray(s, U64) & U64(7))) + c),
    "v_lshl_add_u32": ("u32", ("u32", "u32", "u32"), lambda a, b, c: (a << (b & U32(31))) + c),
    "v_add_lshl_u32": ("u32", ("u32", "u32", "u32"), lambda a, b, c: (a + b) << (c & U32(31))),
    "v_lshl_or_b32": ("u32", ("u32", "u32", "u32"), lambda a, b, c: (a << (b & U32(31))) | c),
    "v_and_or_b32": ("u32", ("u32", "u32", "u32"), lambda a, b, c: (a & b) | c),
    "v_or3_b32": ("u32", ("u32", "u32", "u32"), lambda a, b, c: a | b | c),
    "v_xad_u32": ("u32", ("u32", "u32", "u32"), lambda a, b, c: (a ^ b) + c),
    "v_and_b32": ("u32", ("u32", "u32"), lambda a, b: a & b),
    "v_or_b32": ("u32", ("u32", "u32"), lambda a, b: a | b),
    "v_xor_b32": ("u32", ("u32", "u32"), lambda a, b: a ^ b),
    "v_bfe_u32": ("u32", ("u32", "u32", "u32"), _bfe_u),
    "v_bfe_i32": ("i32", ("u32", "u32", "u32"), _bfe_i),
    "v_bfi_b32": ("u32", ("u32", "u32", "u32"), lambda a, b, c: (a & b) | (~a & c)),
    "v_bfm_b32": ("u32", ("u32", "u32"),
                  lambda a, b: (((U64(1) << np.asarray(a & U32(31), U64)) - U64(1)).astype(U32))
                  << (b & U32(31))),
    "v_perm_b32": ("u32", ("u32", "u32", "u32"), _perm),
    "v_alignbit_b32": ("u32", ("u32", "u32", "u32"),
                       lambda a, b, c: (((np.asarray(a, U64) << U64(32)) | b)
                                        >> np.asarray(c & U32(31), U64)).astype(U32)),
    "v_alignbyte_b32": ("u32", ("u32", "u32", "u32"),
                        lambda a, b, c: (((np.asarray(a, U64) << U64(32)) | b)
                                         >> (U64(8) * np.asarray(c & U32(3), U64))).astype(U32)),
    "v_bcnt_u32_b32": ("u32", ("u32", "u32"), lambda a, b: _popc(a) + b),
    "v_max_u32": ("u32", ("u32", "u32"), np.maximum),
    "v_min_u32": ("u32", ("u32", "u32"), np.minimum),
    "v_max_i32": ("i32", ("i32", "i32"), np.maximum),
    "v_min_i32": ("i32", ("i32", "i32"), np.minimum),
    "v_max3_u32": ("u32", ("u32", "u32", "u32"), lambda a, b, c: np.maximum(np.maximum(a, b), c)),
    "v_min3_u32": ("u32", ("u32", "u32", "u32"), lambda a, b, c: np.minimum(np.minimum(a, b), c)),
    "v_max3_i32": ("i32", ("i32", "i32", "i32"), lambda a, b, c: np.maximum(np.maximum(a, b), c)),
    "v_min3_i32": ("i32", ("i32", "i32", "i32"), lambda a, b, c: np.minimum(np.minimum(a, b), c)),
    "v_med3_u32": ("u32", ("u32", "u32", "u32"), _med3),
    "v_med3_i32": ("i32", ("i32", "i32", "i32"), _med3),
    "v_add_u16": ("u16", ("u16", "u16"), lambda a, b: a + b),
    "v_sub_u16": ("u16", ("u16", "u16"), lambda a, b: a - b),
    "v_mul_lo_u16": ("u16", ("u16", "u16"), lambda a, b: a * b),
    "v_lshlrev_b16": ("u16", ("u16", "u16"), lambda a, b: b << (a & U16(15))),
    "v_lshrrev_b16": ("u16", ("u16", "u16"), lambda a, b: b >> (a & U16(15))),
    # f32
    "v_add_f32": ("f32", ("f32", "f32"), lambda a, b: a + b),
    "v_sub_f32": ("f32", ("f32", "f32"), lambda a, b: a - b),
    "v_subrev_f32": ("f32", ("f32", "f32"), lambda a, b: b - a),
    "v_mul_f32": ("f32", ("f32", "f32"), lambda a, b: a * b),
    "v_mul_legacy_f32": ("f32", ("f32", "f32"),
                         lambda a, b: np.where((a == 0) | (b == 0), F32(0), a * b)),
    "v_fma_f32": ("f32", ("f32", "f32", "f32"), _fma),
    "v_mad_f32": ("f32", ("f32", "f32", "f32"), lambda a, b, c: a * b + c),
    "v_max_f32": ("f32", ("f32", "f32"), _ignore_nan_max),
    "v_min_f32": ("f32", ("f32", "f32"), _ignore_nan_min),
    "v_max3_f32": ("f32", ("f32", "f32", "f32"), lambda a, b, c: np.fmax(np.fmax(a, b), c)),
    "v_min3_f32": ("f32", ("f32", "f32", "f32"), lambda a, b, c: np.fmin(np.fmin(a, b), c)),
    "v_med3_f32": ("f32", ("f32", "f32", "f32"), _med3),
    "v_exp_f32": ("f32", ("f32",), np.exp2),
    "v_log_f32": ("f32", ("f32",), np.log2),
    "v_rcp_f32": ("f32", ("f32",), lambda a: F32(1) / a),
    "v_rcp_iflag_f32": ("f32", ("f32",), lambda a: F32(1) / a),
    "v_rsq_f32": ("f32", ("f32",), lambda a: (1.0 / np.sqrt(np.asarray(a, F64))).astype(F32)),
    "v_sqrt_f32": ("f32", ("f32",), np.sqrt),
    "v_sin_f32": ("f32", ("f32",), lambda a: np.sin(2 * np.pi * np.asarray(a, F64)).astype(F32)),
    "v_cos_f32": ("f32", ("f32",), lambda a: np.cos(2 * np.pi * np.asarray(a, F64)).astype(F32)),
    "v_trunc_f32": ("f32", ("f32",), np.trunc),
    "v_floor_f32": ("f32", ("f32",), np.floor),
    "v_ceil_f32": ("f32", ("f32",), np.ceil),
    "v_rndne_f32": ("f32", ("f32",), np.rint),
    "v_fract_f32": ("f32", ("f32",), lambda a: a - np.floor(a)),
    "v_ldexp_f32": ("f32", ("f32", "i32"), lambda a, b: np.ldexp(a, b).astype(F32)),
    # conversions
    "v_cvt_f32_u32": ("f32", ("u32",), lambda a: np.asarray(a, F64).astype(F32)),
    "v_cvt_f32_i32": ("f32", ("i32",), lambda a: np.asarray(a, F64).astype(F32)),
    "v_cvt_u32_f32": ("u32", ("f32",), _cvt_u32),
    "v_cvt_i32_f32": ("i32", ("f32",), _cvt_i32),
    "v_cvt_f16_f32": ("f16", ("f32",), lambda a: np.asarray(a, F16)),
    "v_cvt_f32_f16": ("f32", ("f16",), lambda a: np.asarray(a, F32)),
    "v_cvt_f32_bf16": ("f32", ("bf16",), lambda a: a),
    "v_cvt_f64_f32": ("f64", ("f32",), lambda a: np.asarray(a, F64)),
    "v_cvt_f32_f64": ("f32", ("f64",), lambda a: np.asarray(a, F32)),
    "v_cvt_f64_i32": ("f64", ("i32",), lambda a: np.asarray(a, F64)),
    "v_cvt_f64_u32": ("f64", ("u32",), lambda a: np.asarray(a, F64)),
    "v_cvt_f32_ubyte0": ("f32", ("u32",), lambda a: (a & U32(0xFF)).astype(F32)),
    "v_cvt_f32_ubyte1": ("f32", ("u32",), lambda a: ((a >> U32(8)) & U32(0xFF)).astype(F32)),
    "v_cvt_f32_ubyte2": ("f32", ("u32",), lambda a: ((a >> U32(16)) & U32(0xFF)).astype(F32)),
    "v_cvt_f32_ubyte3": ("f32", ("u32",), lambda a: (a >> U32(24)).astype(F32)),
    "v_cvt_pkrtz_f16_f32": ("u32", ("f32", "f32"),
                            lambda a, b: _f16_rtz(a).view(U16).astype(U32)
                            | (_f16_rtz(b).view(U16).astype(U32) << U32(16))),
    "v_cvt_pk_f16_f32": ("u32", ("f32", "f32"),
                         lambda a, b: np.asarray(a, F16).view(U16).astype(U32)
                         | (np.asarray(b, F16).view(U16).astype(U32) << U32(16))),
    "v_cvt_pk_bf16_f32": ("u32", ("f32", "f32"),
                          lambda a, b: f32_to_bf16_bits(a) | (f32_to_bf16_bits(b) << U32(16))),
    "v_pack_b32_f16": ("u32", ("u16", "u16"),
                       lambda a, b: np.asarray(a, U32) | (np.asarray(b, U32) << U32(16))),
    # f16 scalar-in-lane
    "v_add_f16": ("f16", ("f16", "f16"), lambda a, b: a + b),
    "v_sub_f16": ("f16", ("f16", "f16"), lambda a, b: a - b),
    "v_mul_f16": ("f16", ("f16", "f16"), lambda a, b: a * b),
    "v_fma_f16": ("f16", ("f16", "f16", "f16"),
                  lambda a, b, c: (np.asarray(a, F64) * b + c).astype(F16)),
    "v_max_f16": ("f16", ("f16", "f16"), np.fmax),
    "v_min_f16": ("f16", ("f16", "f16"), np.fmin),
    # f64
    "v_add_f64": ("f64", ("f64", "f64"), lambda a, b: a + b),
    "v_mul_f64": ("f64", ("f64", "f64"), lambda a, b: a * b),
    "v_fma_f64": ("f64", ("f64", "f64", "f64"),
                  lambda a, b, c: (np.asarray(a, np.longdouble) * b + c).astype(F64)),
    "v_max_f64": ("f64", ("f64", "f64"), np.fmax),
    "v_min_f64": ("f64", ("f64", "f64"), np.fmin),
    "v_rcp_f64": ("f64", ("f64",), lambda a: 1.0 / a),
    "v_rsq_f64": ("f64", ("f64",), lambda a: 1.0 / np.sqrt(a)),
    "v_sqrt_f64": ("f64", ("f64",), np.sqrt),
    "v_ldexp_f64": ("f64", ("f64", "i32"), lambda a, b: np.ldexp(a, b)),
    "v_trunc_f64": ("f64", ("f64",), np.trunc),
    "v_floor_f64": ("f64", ("f64",), np.floor),
    "v_fract_f64": ("f64", ("f64",), lambda a: a - np.floor(a)),
    "v_frexp_mant_f32": ("f32", ("f32",), lambda a: np.frexp(a)[0]),
    "v_frexp_exp_i32_f32": ("i32", ("f32",), lambda a: np.frexp(a)[1].astype(I32)),
    "v_frexp_mant_f64": ("f64", ("f64",), lambda a: np.frexp(a)[0]),
    "v_frexp_exp_i32_f64": ("i32", ("f64",), lambda a: np.frexp(a)[1].astype(I32)),
    # v_div_fixup: the quotient S0 unless the operands are special (0, inf, NaN), in
    # which case the IEEE result of S2 / S1 (CDNA3 ISA V_DIV_FIXUP_F32/F64).
    "v_div_fixup_f32": ("f32", ("f32", "f32", "f32"),
                        lambda q, d, n: np.where(np.isfinite(n) & np.isfinite(d) & (d != 0) & (n != 0)
                                                 & np.isfinite(q), q, (np.asarray(n, F64) / d).astype(F32))),
    "v_div_fixup_f64": ("f64", ("f64", "f64", "f64"),
                        lambda q, d, n: np.where(np.isfinite(n) & np.isfinite(d) & (d != 0) & (n != 0)
                                                 & np.isfinite(q), q, n / d)),
    "v_mad_u64_u32": ("u64", ("u32", "u32", "u64"), None),   # special: carry-out
    "v_mad_i64_i32": ("i64", ("i32", "i32", "i64"), None),
}

# Ops whose vdst is also the addend (VOP2 mac forms): vdst = src0 * src1 + vdst.
MAC = {"v_fmac_f32": "v_fma_f32", "v_mac_f32": "v_mad_f32", "v_fmac_f64": "v_fma_f64",
       "v_fmac_f16": "v_fma_f16", "v_mac_f16": "v_fma_f16"}

# VOP2 forms with a 32-bit literal K, their sources in the operation's order: fmaak
# D = S0 * S1 + K (vdst, src0, src1, K), fmamk D = S0 * K + S1 (vdst, src0, K, src1):
# the three-source operation on (ops[1], ops[2], ops[3]). (gfx940+ have no madak/madmk.)
LITERAL_K = {"v_fmaak_f32": "v_fma_f32", "v_fmamk_f32": "v_fma_f32"}

# Packed (VOP3P) ops: per-half function over the element type.
PK16 = {
    "v_pk_add_f16": ("f16", 2, lambda a, b: a + b),
    "v_pk_mul_f16": ("f16", 2, lambda a, b: a * b),
    "v_pk_fma_f16": ("f16", 3, lambda a, b, c: (np.asarray(a, F64) * b + c).astype(F16)),
    "v_pk_max_f16": ("f16", 2, np.fmax),
    "v_pk_min_f16": ("f16", 2, np.fmin),
    "v_pk_add_u16": ("u16", 2, lambda a, b: a + b),
    "v_pk_sub_u16": ("u16", 2, lambda a, b: a - b),
    "v_pk_mul_lo_u16": ("u16", 2, lambda a, b: a * b),
    "v_pk_lshlrev_b16": ("u16", 2, lambda a, b: b << (a & U16(15))),
    "v_pk_lshrrev_b16": ("u16", 2, lambda a, b: b >> (a & U16(15))),
}
PK32 = {
    "v_pk_fma_f32": (3, _fma),
    "v_pk_mul_f32": (2, lambda a, b: a * b),
    "v_pk_add_f32": (2, lambda a, b: a + b),
    "v_pk_mov_b32": (2, None),
}

# Dot products: name -> (element type, elements per dword, accumulate into vdst (VOP2 "c" form))
DOT = {
    "v_dot2_f32_f16": ("f16", 2, False), "v_dot2c_f32_f16": ("f16", 2, True),
    "v_dot2_f32_bf16": ("bf16", 2, False), "v_dot2c_f32_bf16": ("bf16", 2, True),
    "v_dot4_i32_i8": ("i8", 4, False), "v_dot4c_i32_i8": ("i8", 4, True),
    "v_dot4_u32_u8": ("u8", 4, False), "v_dot2_i32_i16": ("i16", 2, False),
    "v_dot2_u32_u16": ("u16", 2, False),
}

_CMP_F = {
    "f": lambda a, b: np.zeros(np.broadcast(a, b).shape, bool),
    "lt": np.less, "eq": np.equal, "le": np.less_equal, "gt": np.greater,
    "lg": lambda a, b: (a < b) | (a > b), "ge": np.greater_equal,
    "o": lambda a, b: ~(np.isnan(a) | np.isnan(b)), "u": lambda a, b: np.isnan(a) | np.isnan(b),
    "nge": lambda a, b: ~(a >= b), "nlg": lambda a, b: ~((a < b) | (a > b)),
    "ngt": lambda a, b: ~(a > b), "nle": lambda a, b: ~(a <= b), "neq": lambda a, b: ~(a == b),
    "nlt": lambda a, b: ~(a < b), "tru": lambda a, b: np.ones(np.broadcast(a, b).shape, bool),
}
_CMP_I = {
    "f": _CMP_F["f"], "lt": np.less, "eq": np.equal, "le": np.less_equal, "gt": np.greater,
    "ne": np.not_equal, "lg": np.not_equal, "ge": np.greater_equal, "t": _CMP_F["tru"],
    "tru": _CMP_F["tru"],
}
_CMP_RE = re.compile(r"^v_cmp(x?)_([a-z]+)_(f16|f32|f64|i16|i32|i64|u16|u32|u64)$")
_SEL = {"BYTE_0": (0, 8), "BYTE_1": (8, 8), "BYTE_2": (16, 8), "BYTE_3": (24, 8),
        "WORD_0": (0, 16), "WORD_1": (16, 16), "DWORD": (0, 32)}


# --------------------------------------------------------------------------- compile

def _opsel(inst: Instruction, name: str, n: int, default: int) -> list[int]:
    m = inst.mod(name)
    if m is None:
        return [default] * n
    vals = list(m.list_value)
    return (vals + [default] * n)[:max(n, len(vals))]


def _typed_getter(op, t: str, inst: Instruction, hi: bool = False, sdwa_sel: str | None = None):
    """Getter returning the operand converted to type t."""
    if t in WIDTH64:
        g = get64(op, inst, "f64" if t == "f64" else "b64")
        return lambda w: conv_in(g(w), t)
    kind = t if t in FLOAT else "b32"
    if t == "f32" or t in ("u32", "i32"):
        kind = "f32" if t == "f32" else "b32"
    g = get32(op, inst, kind)
    if sdwa_sel is not None and sdwa_sel != "DWORD":
        sh, bits = _SEL[sdwa_sel]
        sext = isinstance(op, SrcMod) and op.sext
        mask = U32((1 << bits) - 1)
        shift = U32(sh)
        if sext:
            top = U32(1 << (bits - 1))
            g0 = g
            g = lambda w: ((((g0(w) >> shift) & mask) ^ top) - top)
        else:
            g1 = g
            g = lambda w: (g1(w) >> shift) & mask
    if hi and t in HALF:
        g2 = g
        g = lambda w: g2(w) >> U32(16)
    return lambda w: conv_in(g(w), t)


def _result_writer(inst: Instruction, dst, t: str):
    """Setter that stores a typed result into the destination under EXEC."""
    if not isinstance(dst, Reg):
        raise err(inst, f"destination {dst!r} is not a register")
    if dst.file not in ("v", "a"):
        raise err(inst, f"VALU destination {dst} must be a VGPR/AGPR")
    row = vrow(dst)
    if t in WIDTH64:
        s64 = vset64(row)
        return lambda w, val: s64(w, conv_out(val, t))
    s32 = vset32(row)
    if inst.encoding == "sdwa":
        dsel = inst.mod("dst_sel")
        dun = inst.mod("dst_unused")
        sel = dsel.value if dsel is not None else "DWORD"
        if sel != "DWORD":
            sh, bits = _SEL[sel]
            mask = U32(((1 << bits) - 1) << sh)
            mode = dun.value if dun is not None else "UNUSED_PRESERVE"   # llvm-mc's default

            def wsel(w, val):
                v = (conv_out(val, t) << U32(sh)) & mask
                if mode == "UNUSED_PRESERVE":
                    v = (w.v[row] & ~mask) | v
                elif mode == "UNUSED_SEXT":
                    top = U32(1 << (sh + bits - 1))
                    v = np.where(v & top, v | ~(mask | (top - U32(1))), v)
                s32(w, v)
            return wsel
    if t in HALF and inst.family in ("VOP3",) and inst.mod("op_sel") is not None:
        os_ = inst.mod("op_sel").list_value
        if len(os_) >= 1 and os_[-1] == 1 and len(os_) == 4:
            def whi(w, val):
                s32(w, (w.v[row] & U32(0xFFFF)) | (conv_out(val, t) << U32(16)))
            return whi
    return lambda w, val: s32(w, conv_out(val, t))


def _post(inst: Instruction, t: str):
    """clamp / omod post-processing for float results."""
    clamp = inst.has_mod("clamp")
    om = inst.mod("mul") or inst.mod("div")
    if not clamp and om is None:
        return None
    if t not in FLOAT:
        if clamp:
            return None  # integer clamp (saturate) is not modelled; rare in GEMMs
        return None
    f = 1.0
    if om is not None:
        f = float(om.value) if om.name == "mul" else 1.0 / float(om.value)

    def post(val):
        if f != 1.0:
            val = val * val.dtype.type(f) if hasattr(val, "dtype") else val * f
        if clamp:
            val = np.clip(val, 0, 1)
        return val
    return post


def compile_valu(inst: Instruction, ctx) -> Callable[[Wave], None]:
    base = inst.base
    ops = inst.operands
    if inst.encoding == "dpp":
        return _compile_dpp(inst, ctx)
    if inst.encoding == "sdwa" and any(inst.has_mod(n) for n in ("clamp", "mul", "div")):
        raise err(inst, "SDWA clamp/omod not supported")

    if base in ("v_nop",):
        return lambda w: None
    if base.startswith("v_cmp_class_") or base.startswith("v_cmpx_class_"):
        return _compile_class(inst)   # before _CMP_RE, which would read "class" as a condition
    m = _CMP_RE.match(base)
    if m:
        return _compile_cmp(inst, m.group(1) == "x", m.group(2), m.group(3))
    if base == "v_cndmask_b32":
        return _compile_cndmask(inst)
    if base in ("v_add_co_u32", "v_sub_co_u32", "v_subrev_co_u32",
                "v_addc_co_u32", "v_subb_co_u32", "v_subbrev_co_u32"):
        return _compile_carry(inst)
    if base in ("v_mad_u64_u32", "v_mad_i64_i32"):
        return _compile_mad64(inst)
    if base in ("v_readfirstlane_b32", "v_readlane_b32", "v_writelane_b32"):
        return _compile_lane(inst)
    if base in ("v_mbcnt_lo_u32_b32", "v_mbcnt_hi_u32_b32"):
        return _compile_mbcnt(inst)
    if base in ("v_bitop3_b32", "v_bitop3_b16"):
        return _compile_bitop3(inst)
    if base in _FMA_MIX:
        return _compile_fma_mix(inst)
    if base in _CVT_PK_F8:
        return _compile_cvt_pk_f8(inst, ctx)
    if base in ("v_div_scale_f32", "v_div_scale_f64", "v_div_fmas_f32", "v_div_fmas_f64"):
        return _compile_div(inst)
    if base in ("v_permlane16_swap_b32", "v_permlane32_swap_b32"):
        return _compile_permlane_swap(inst)
    if base == "v_swap_b32":
        ra, rb = vrow(ops[0]), vrow(ops[1])

        def swap(w):
            a, b = w.v[ra].copy(), w.v[rb].copy()
            np.copyto(w.v[ra], b, where=w.exec_mask)
            np.copyto(w.v[rb], a, where=w.exec_mask)
        return swap
    if base in DOT:
        return _compile_dot(inst)
    if base in PK16:
        return _compile_pk16(inst)
    if base in PK32:
        return _compile_pk32(inst)
    spec_base = base
    mac = False
    if base in MAC:
        spec_base, mac = MAC[base], True
    spec_base = LITERAL_K.get(base, spec_base)
    spec = OPS.get(spec_base)
    if spec is None or spec[2] is None:
        raise err(inst, "instruction not supported by the emulator")
    tout, tins, fn = spec
    srcs = list(ops[1:])
    if mac:
        srcs = srcs[:2] + [ops[0]]
    if len(srcs) != len(tins):
        raise err(inst, f"expected {len(tins)} source operand(s), got {len(srcs)}")
    opsel = _opsel(inst, "op_sel", 4, 0) if inst.family == "VOP3" else [0, 0, 0, 0]
    getters = []
    for i, (op, t) in enumerate(zip(srcs, tins)):
        sel = None
        if inst.encoding == "sdwa":
            sm = inst.mod(f"src{i}_sel")
            sel = sm.value if sm is not None else "DWORD"
        getters.append(_typed_getter(op, t, inst, hi=bool(opsel[i]) if i < 3 else False,
                                     sdwa_sel=sel))
    write = _result_writer(inst, ops[0], tout)
    post = _post(inst, tout)
    n = len(getters)
    if n == 1:
        g0, = getters
        if post is None:
            return lambda w: write(w, fn(g0(w)))
        return lambda w: write(w, post(fn(g0(w))))
    if n == 2:
        g0, g1 = getters
        if post is None:
            return lambda w: write(w, fn(g0(w), g1(w)))
        return lambda w: write(w, post(fn(g0(w), g1(w))))
    g0, g1, g2 = getters
    if post is None:
        return lambda w: write(w, fn(g0(w), g1(w), g2(w)))
    return lambda w: write(w, post(fn(g0(w), g1(w), g2(w))))


def _dst_mask_writer(inst: Instruction, op):
    """Writer of a 64-bit lane mask (bool[64]) into vcc / an SGPR pair."""
    if op is None:
        op = Reg("vcc", 0, 2)
    if isinstance(op, Reg) and op.file in ("v", "a"):
        raise err(inst, f"lane-mask destination {op} must be scalar")
    s = sset64(op, inst)
    return lambda w, b: s(w, bool_to_mask(b))


def _compile_cmp(inst: Instruction, x: bool, cond: str, t: str):
    ops = inst.operands
    table = _CMP_F if t[0] == "f" else _CMP_I
    fn = table.get(cond)
    if fn is None:
        raise err(inst, f"compare condition '{cond}' not supported")
    if len(ops) == 3:
        dst, a, b = ops
    elif len(ops) == 2:
        dst, (a, b) = None, ops
    else:
        raise err(inst, "unexpected VOPC operand count")
    if inst.encoding == "sdwa":
        raise err(inst, "SDWA VOPC not supported")
    ga, gb = _typed_getter(a, t, inst), _typed_getter(b, t, inst)
    wm = _dst_mask_writer(inst, dst)

    def run(w):
        with np.errstate(invalid="ignore"):
            r = np.broadcast_to(fn(ga(w), gb(w)), (64,)) & w.exec_mask
        wm(w, r)
        if x:
            w.set_exec(bool_to_mask(r))
    return run


def _compile_cndmask(inst: Instruction):
    ops = inst.operands
    kind = "f32" if any(isinstance(o, SrcMod) for o in ops) else "b32"
    if len(ops) == 4:
        d, a, b, mk = ops
    elif len(ops) == 3:
        (d, a, b), mk = ops, Reg("vcc", 0, 2)
    else:
        raise err(inst, "unexpected v_cndmask operand count")
    ga, gb = get32(a, inst, kind), get32(b, inst, kind)
    gm = lane_mask_getter(mk, inst)
    write = vset32(vrow(d))
    return lambda w: write(w, np.where(gm(w), gb(w), ga(w)))


def _compile_carry(inst: Instruction):
    base = inst.base
    ops = list(inst.operands)
    has_cin = base in ("v_addc_co_u32", "v_subb_co_u32", "v_subbrev_co_u32")
    vcc = Reg("vcc", 0, 2)
    # forms: vdst, sdst, src0, src1 [, cin]   (e32 may omit the vcc operands)
    need = 5 if has_cin else 4
    if len(ops) == need:
        d, sd, a, b = ops[:4]
        cin = ops[4] if has_cin else None
    elif len(ops) == need - (2 if has_cin else 1):
        d, a, b = ops[:3]
        sd, cin = vcc, (vcc if has_cin else None)
    else:
        raise err(inst, "unexpected operand count for a carry op")
    if is_vec(sd):
        raise err(inst, "carry destination must be scalar")
    ga, gb = get32(a, inst), get32(b, inst)
    gc = lane_mask_getter(cin, inst) if cin is not None else None
    write = vset32(vrow(d))
    wm = _dst_mask_writer(inst, sd)
    rev = base.startswith("v_subrev") or base.startswith("v_subbrev")
    add = base.startswith("v_add")

    def run(w):
        x = np.asarray(ga(w), U64)
        y = np.asarray(gb(w), U64)
        if rev:
            x, y = y, x
        c = gc(w).astype(U64) if gc is not None else U64(0)
        if add:
            s = x + y + c
            carry = (s >> U64(32)) != 0
        else:
            s = x - y - c
            carry = x < (y + c)
        write(w, (s & U64(MASK32)).astype(U32))
        wm(w, np.broadcast_to(carry, (64,)) & w.exec_mask)
    return run


def _compile_mad64(inst: Instruction):
    ops = inst.operands
    if len(ops) == 5:
        d, sd, a, b, c = ops
    else:
        raise err(inst, "unexpected operand count")
    signed = inst.base == "v_mad_i64_i32"
    ga, gb = get32(a, inst), get32(b, inst)
    gc = get64(c, inst)
    write = vset64(vrow(d))
    wm = _dst_mask_writer(inst, sd) if not (isinstance(sd, Reg) and sd.file == "null") else None

    def run(w):
        if signed:
            x = np.asarray(ga(w)).view(I32).astype(I64)
            y = np.asarray(gb(w)).view(I32).astype(I64)
            s = (x * y).view(U64) + np.asarray(gc(w), U64)
            carry = np.zeros(64, bool)
        else:
            x = np.asarray(ga(w), U64)
            y = np.asarray(gb(w), U64)
            p = x * y  # < 2^64, exact
            cc = np.asarray(gc(w), U64)
            s = p + cc
            carry = np.broadcast_to(s < p, (64,))
        write(w, s)
        if wm is not None:
            wm(w, carry & w.exec_mask)
    return run


def _compile_lane(inst: Instruction):
    base = inst.base
    ops = inst.operands
    if base == "v_readfirstlane_b32":
        sd, src = ops
        g = get32(src, inst)
        ws = sset32(sd, inst)

        def rfl(w):
            v = np.broadcast_to(g(w), (64,))
            lanes = np.flatnonzero(w.exec_mask)
            ws(w, int(v[lanes[0] if lanes.size else 0]))
        return rfl
    if base == "v_readlane_b32":
        sd, src, ln = ops
        g = get32(src, inst)
        gl = sget32(ln, inst)
        ws = sset32(sd, inst)
        return lambda w: ws(w, int(np.broadcast_to(g(w), (64,))[gl(w) & 63]))
    vd, ssrc, ln = ops
    gs = sget32(ssrc, inst)
    gl = sget32(ln, inst)
    row = vrow(vd)

    def wl(w):
        w.v[row, gl(w) & 63] = gs(w)
    return wl


#: the lanes of vdst a gfx950 permlane swap exchanges with src0's lanes 16 (resp. 32) below
#: them: v_permlane16_swap_b32, the odd rows (16 lanes each) of vdst with the even rows of
#: src0; v_permlane32_swap_b32, rows 2-3 of vdst with rows 0-1 of src0 (LLVM
#: llvm.amdgcn.permlane16.swap / permlane32.swap; both registers are written)
_PERMLANE_SWAP = {"v_permlane16_swap_b32": (np.flatnonzero((np.arange(64) // 16) % 2 == 1), 16),
                  "v_permlane32_swap_b32": (np.arange(32, 64), 32)}


def _compile_permlane_swap(inst: Instruction):
    vd, src = inst.operands[:2]
    rd, rs = vrow(vd), vrow(src)
    hi, shift = _PERMLANE_SWAP[inst.base]
    lo = hi - shift

    def swap(w):
        if not w.exec_mask.all():
            # (what a swap does for inactive lanes, and bound_ctrl / fi with them, is not
            # modelled: refused rather than guessed)
            raise err(inst, "with inactive lanes: not supported by the emulator")
        a, b = w.v[rd, hi].copy(), w.v[rs, lo].copy()
        w.v[rd, hi] = b
        w.v[rs, lo] = a
    return swap


_LOWER = np.array([(1 << i) - 1 for i in range(64)], dtype=np.uint64)


def _compile_mbcnt(inst: Instruction):
    d, a, b = inst.operands
    ga, gb = get32(a, inst), get32(b, inst)
    write = vset32(vrow(d))
    lanes = np.arange(64)
    if inst.base == "v_mbcnt_lo_u32_b32":
        lowmask = np.where(lanes < 32, _LOWER, U64(MASK32)).astype(U64)
        shift = U64(0)
    else:
        lowmask = np.where(lanes >= 32, _LOWER[np.maximum(lanes - 32, 0)], U64(0)).astype(U64)
        lowmask = np.where(lanes >= 32, lowmask, U64(0)).astype(U64)
        shift = U64(0)

    def run(w):
        m = np.asarray(ga(w), U64) & lowmask
        write(w, (np.bitwise_count(m >> shift).astype(U32) + gb(w)).astype(U32))
    return run


def _compile_bitop3(inst: Instruction):
    d, a, b, c = inst.operands
    m = inst.mod("bitop3")
    tt = m.int_value if m is not None else 0
    ga, gb, gc = get32(a, inst), get32(b, inst), get32(c, inst)
    write = vset32(vrow(d))
    keep16 = inst.base == "v_bitop3_b16"

    # Truth-table index = (a << 2) | (b << 1) | c, i.e. A = 0xF0, B = 0xCC, C = 0xAA
    # (CDNA4 ISA V_BITOP3; checked: LLVM folds (a & c) ^ b into bitop3:0x6c).
    def run(w):
        x, y, z = ga(w), gb(w), gc(w)
        out = np.zeros(64, U32)
        for i in range(8):
            if (tt >> i) & 1:
                out |= (x if i & 4 else ~x) & (y if i & 2 else ~y) & (z if i & 1 else ~z)
        if keep16:
            out &= U32(0xFFFF)
        write(w, out)
    return run


#: the mixed-precision FMAs: result type and where an f16 result goes (None: f32, all 32 bits)
_FMA_MIX = {"v_fma_mix_f32": None, "v_fma_mixlo_f16": "lo", "v_fma_mixhi_f16": "hi",
            "v_mad_mix_f32": None, "v_mad_mixlo_f16": "lo", "v_mad_mixhi_f16": "hi"}


def _compile_fma_mix(inst: Instruction):
    """v_fma_mix*: D = S0 * S1 + S2 with each source an f32, or an f16 half when its
    op_sel_hi bit is set (op_sel picks the high half); op_sel_hi defaults to all 0 for these
    (LLVM prints it only when set). The f16 forms round to f16 into the low or high half of
    D and keep the other half. Source modifiers act on the selected value (neg_lo is the
    negation, neg_hi the absolute value in the encoding). Computed in float64 and rounded once
    to the result type, as v_pk_fma_f16 here."""
    where = _FMA_MIX[inst.base]
    d, srcs = inst.operands[0], inst.operands[1:4]
    osel = _opsel(inst, "op_sel", 3, 0)
    oshi = _opsel(inst, "op_sel_hi", 3, 0)
    getters = []
    for i, src in enumerate(srcs):
        mod = src if isinstance(src, SrcMod) else None
        half = bool(oshi[i])
        g = get32(mod.inner if mod is not None else src, inst, "f16" if half else "f32")
        getters.append((g, half, bool(osel[i]), bool(mod and mod.abs), bool(mod and mod.neg)))
    row = vrow(d)
    write = vset32(row)
    clamp = inst.has_mod("clamp")

    def value(w, g, half, hi, ab, ng):
        x = g(w)
        v = conv_in((x >> U32(16)) if hi else x, "f16") if half else conv_in(x, "f32")
        v = np.asarray(v, F64)
        if ab:
            v = np.abs(v)
        return -v if ng else v

    def run(w):
        a, b, c = (value(w, *gt) for gt in getters)
        r = a * b + c
        if clamp:
            r = np.clip(r, 0.0, 1.0)
        if where is None:
            write(w, conv_out(r.astype(F32), "f32"))
            return
        h = conv_out(r.astype(F16), "f16") & U32(0xFFFF)
        old = w.v[row]
        write(w, (old & U32(0xFFFF0000)) | h if where == "lo" else (old & U32(0xFFFF)) | (h << U32(16)))
    return run


#: f32 pairs to packed 8-bit floats: the DB's format name per target (FNUZ on gfx942, OCP on gfx950)
_CVT_PK_F8 = {"v_cvt_pk_fp8_f32": "fp8", "v_cvt_pk_bf8_f32": "bf8"}


def _compile_cvt_pk_f8(inst: Instruction, ctx):
    """v_cvt_pk_fp8_f32 / v_cvt_pk_bf8_f32 D, S0, S1: S0 and S1 (f32, with their source
    modifiers) rounded to nearest even into bytes 0 and 1 of the word op_sel[3] selects (the
    low word without it); the other word of D is kept (LLVM ties vdst to an input). A value
    the format cannot hold is an emulation error (:func:`emu_mfma.fp8_encode`)."""
    from ..target import load_target
    from .emu_mfma import fp8_encode

    fmt = load_target(ctx.target).fp8_format(_CVT_PK_F8[inst.base])
    d, srcs = inst.operands[0], inst.operands[1:3]
    osel = _opsel(inst, "op_sel", 3, 0)
    getters = []
    for src in srcs:
        mod = src if isinstance(src, SrcMod) else None
        getters.append((get32(mod.inner if mod is not None else src, inst, "f32"),
                        bool(mod and mod.abs), bool(mod and mod.neg)))
    row = vrow(d)
    write = vset32(row)
    hi = bool(osel[-1])

    def value(w, g, ab, ng):
        v = np.asarray(conv_in(g(w), "f32"), F64)
        v = np.abs(v) if ab else v
        # (an inactive lane's register may hold anything: it is not converted)
        return np.where(w.exec_mask, -v if ng else v, 0.0)

    def run(w):
        try:
            b0, b1 = (fp8_encode(value(w, *g), fmt).astype(U32) for g in getters)
        except ValueError as e:
            raise err(inst, str(e)) from None
        word = b0 | (b1 << U32(8))
        old = w.v[row]
        write(w, (old & U32(0xFFFF)) | (word << U32(16)) if hi else (old & U32(0xFFFF0000)) | word)
    return run


def _compile_pk16(inst: Instruction):
    t, n, fn = PK16[inst.base]
    ops = inst.operands
    d, srcs = ops[0], ops[1:1 + n]
    osel = _opsel(inst, "op_sel", n, 0)
    oshi = _opsel(inst, "op_sel_hi", n, 1)
    nlo = _opsel(inst, "neg_lo", n, 0)
    nhi = _opsel(inst, "neg_hi", n, 0)
    raw = [get32(s, inst, "f16" if t == "f16" else "b32") for s in srcs]
    write = vset32(vrow(d))
    clamp = inst.has_mod("clamp")

    def half(x, sel, neg):
        h = (x >> U32(16)) if sel else x
        h = conv_in(h, t)
        return -h if neg else h

    def run(w):
        xs = [g(w) for g in raw]
        lo = fn(*[half(x, osel[i], nlo[i]) for i, x in enumerate(xs)])
        hi = fn(*[half(x, oshi[i], nhi[i]) for i, x in enumerate(xs)])
        if clamp and t == "f16":
            lo, hi = np.clip(lo, 0, 1), np.clip(hi, 0, 1)
        write(w, conv_out(lo, t) | (conv_out(hi, t) << U32(16)))
    return run


def _compile_pk32(inst: Instruction):
    n, fn = PK32[inst.base]
    ops = inst.operands
    d, srcs = ops[0], ops[1:1 + n]
    osel = _opsel(inst, "op_sel", n, 0)
    oshi = _opsel(inst, "op_sel_hi", n, 1)
    nlo = _opsel(inst, "neg_lo", n, 0)
    nhi = _opsel(inst, "neg_hi", n, 0)
    halves = []
    for s in srcs:
        if isinstance(s, Reg) and s.file in ("v", "a"):
            r = vrow(s)
            halves.append((lambda w, r=r: w.v[r], lambda w, r=r: w.v[r + 1]))
        elif isinstance(s, Reg):
            i = sidx(s, inst)
            halves.append((lambda w, i=i: U32(w.s[i]), lambda w, i=i: U32(w.s[i + 1])))
        else:
            g = get32(s, inst, "f32")
            halves.append((g, g))   # a constant feeds both halves
    row = vrow(d)
    w0, w1 = vset32(row), vset32(row + 1)
    is_mov = inst.base == "v_pk_mov_b32"

    def pick(i, sel, neg, w):
        v = halves[i][sel](w)
        if neg and not is_mov:
            v = v ^ U32(0x80000000)
        return v

    def run(w):
        lo = [pick(i, osel[i], nlo[i], w) for i in range(n)]
        hi = [pick(i, oshi[i], nhi[i], w) for i in range(n)]
        if is_mov:
            # v_pk_mov_b32: dst.lo = src0[op_sel[0]], dst.hi = src1[op_sel[1]]
            r0 = halves[0][osel[0]](w)
            r1 = halves[1][osel[1]](w)
            w0(w, r0)
            w1(w, r1)
            return
        rlo = conv_out(fn(*[conv_in(x, "f32") for x in lo]), "f32")
        rhi = conv_out(fn(*[conv_in(x, "f32") for x in hi]), "f32")
        w0(w, rlo)
        w1(w, rhi)
    return run


def _compile_div(inst: Instruction):
    """v_div_scale / v_div_fmas of LLVM's IEEE division expansion.

    Modelled for operands whose exponents need no pre-scaling (|values| well inside
    the normal range): v_div_scale returns S0 unchanged and clears VCC; v_div_fmas is
    then a plain fma (the 2^+-64 / 2^+-128 post-scale applies only when VCC is set).
    Extreme exponents therefore are not bit-exact (documented gap)."""
    base = inst.base
    ops = inst.operands
    t = "f64" if base.endswith("f64") else "f32"
    if base.startswith("v_div_scale"):
        d, sd, a = ops[0], ops[1], ops[2]
        g = _typed_getter(a, t, inst)
        write = _result_writer(inst, d, t)
        wm = _dst_mask_writer(inst, sd)
        zero = np.zeros(64, bool)

        def scale(w):
            write(w, g(w))
            wm(w, zero)
        return scale
    d, a, b, c = ops[:4]
    ga, gb, gc = (_typed_getter(x, t, inst) for x in (a, b, c))
    write = _result_writer(inst, d, t)
    vcc_mask = lane_mask_getter(Reg("vcc", 0, 2), inst)
    scale_f = 2.0 ** (64 if t == "f64" else 32)

    def fmas(w):
        x, y, z = ga(w), gb(w), gc(w)
        if t == "f64":
            r = (np.asarray(x, np.longdouble) * y + z).astype(F64)
        else:
            r = _fma(x, y, z)
        m = vcc_mask(w)
        if m.any():
            r = np.where(m, r * (scale_f if np.abs(x).max() >= 2.0 else 1.0 / scale_f), r)
        write(w, r)
    return fmas


def _compile_class(inst: Instruction):
    """v_cmp_class_f32/f64: S1 is a mask of classes (bit 0 sNaN, 1 qNaN, 2 -inf,
    3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf)."""
    ops = inst.operands
    t = "f64" if inst.base.endswith("f64") else ("f16" if inst.base.endswith("f16") else "f32")
    if len(ops) == 3:
        dst, a, b = ops
    else:
        dst, (a, b) = None, ops
    ga = _typed_getter(a, t, inst)
    gb = get32(b, inst)
    wm = _dst_mask_writer(inst, dst)
    x_ = inst.base.startswith("v_cmpx")
    tiny = {"f64": np.finfo(F64).tiny, "f32": np.finfo(F32).tiny, "f16": np.finfo(F16).tiny}[t]

    def run(w):
        x = np.broadcast_to(np.asarray(ga(w)), (64,)).astype(F64)
        m = np.broadcast_to(gb(w), (64,)).astype(np.int64)
        neg = np.signbit(x)
        ax = np.abs(x)
        nan = np.isnan(x)
        inf = np.isinf(x)
        zero = x == 0
        den = (ax < tiny) & ~zero
        norm = ~(nan | inf | zero | den)
        cls = np.select([nan, inf & neg, norm & neg, den & neg, zero & neg, zero & ~neg,
                         den & ~neg, norm & ~neg, inf & ~neg], [1, 2, 3, 4, 5, 6, 7, 8, 9], 0)
        r = ((m >> cls) & 1).astype(bool) & w.exec_mask
        wm(w, r)
        if x_:
            w.set_exec(bool_to_mask(r))
    return run


# --------------------------------------------------------------------------- DPP

def dpp_source_lanes(inst: Instruction) -> tuple[np.ndarray, np.ndarray]:
    """(source lane per lane, source valid) of a gfx9 DPP control (CDNA3 ISA "DPP"):
    quad_perm, row_shl/shr/ror, wave_shl/shr/rol/ror, row_mirror, row_half_mirror,
    row_bcast:15/31."""
    lanes = np.arange(64)
    row, pos = lanes // 16 * 16, lanes % 16
    valid = np.ones(64, bool)
    m = inst.mod("quad_perm")
    if m is not None:
        perm = m.list_value
        return (lanes & ~3) + np.array(perm)[lanes & 3], valid
    for name in ("row_shl", "row_shr", "row_ror"):
        m = inst.mod(name)
        if m is not None:
            n = m.int_value
            if name == "row_shl":
                src = pos + n
                return row + np.minimum(src, 15), src <= 15
            if name == "row_shr":
                src = pos - n
                return row + np.maximum(src, 0), src >= 0
            return row + (pos - n) % 16, valid
    if inst.has_mod("wave_shl"):
        return np.minimum(lanes + 1, 63), lanes + 1 <= 63
    if inst.has_mod("wave_shr"):
        return np.maximum(lanes - 1, 0), lanes >= 1
    if inst.has_mod("wave_rol"):
        return (lanes + 1) % 64, valid
    if inst.has_mod("wave_ror"):
        return (lanes - 1) % 64, valid
    if inst.has_mod("row_mirror"):
        return row + 15 - pos, valid
    if inst.has_mod("row_half_mirror"):
        return lanes // 8 * 8 + 7 - lanes % 8, valid
    m = inst.mod("row_bcast")
    if m is not None:
        if m.int_value == 15:
            return np.maximum(row - 1, 0), row >= 16
        if m.int_value == 31:
            return np.full(64, 31), lanes >= 32
    raise err(inst, "DPP control not supported by the emulator")


def _compile_dpp(inst: Instruction, ctx):
    """VOP1/VOP2 with DPP: src0 is read from another lane; row_mask/bank_mask select
    the lanes written; an invalid or inactive source lane reads 0 with bound_ctrl:0
    (LLVM's spelling of BOUND_CTRL=1), otherwise the lane is not written."""
    if inst.family not in ("VOP1", "VOP2"):
        raise err(inst, "DPP is modelled for VOP1/VOP2 only")
    src_lane, valid = dpp_source_lanes(inst)
    rm = inst.mod("row_mask")
    bm = inst.mod("bank_mask")
    row_mask = rm.int_value if rm is not None else 0xF
    bank_mask = bm.int_value if bm is not None else 0xF
    lanes = np.arange(64)
    enabled = (((row_mask >> (lanes // 16)) & 1) & ((bank_mask >> ((lanes % 16) // 4)) & 1)).astype(bool)
    bound_zero = inst.has_mod("bound_ctrl")
    from .emu_state import DPP_TMP_ROW

    ops = list(inst.operands)
    d = ops[0]
    if not (isinstance(d, Reg) and d.file in ("v", "a")) or d.count != 1:
        raise err(inst, "DPP destination must be one VGPR")
    drow = vrow(d)
    s0 = inst.operands[1]
    if not (isinstance(s0, Reg) and s0.file == "v") and not (isinstance(s0, SrcMod) and is_vec(s0)):
        raise err(inst, "DPP src0 must be a VGPR")
    s0row = vrow(s0.inner if isinstance(s0, SrcMod) else s0)
    tmp = Reg("v", DPP_TMP_ROW)
    ops[1] = SrcMod(tmp, s0.neg, s0.abs, s0.sext) if isinstance(s0, SrcMod) else tmp
    # the same operation without DPP, reading src0 from the scratch row
    plain = Instruction(inst.mnemonic.replace("_dpp", "_e32"), ops, (), line=inst.line,
                        file=inst.file)
    inner = compile_valu(plain, ctx)

    def run(w):
        ok = valid & w.exec_mask[src_lane]
        old_d = w.v[drow].copy()
        w.v[DPP_TMP_ROW] = np.where(ok, w.v[s0row][src_lane], np.uint32(0))
        inner(w)
        keep = ~(enabled & (ok | bound_zero))
        if keep.any():
            w.v[drow][keep] = old_d[keep]
    return run


def _compile_dot(inst: Instruction):
    """v_dot*: D = sum_i A[i] * B[i] + C. f16/bf16 products are exact and summed in
    float64, rounded once to f32 (hardware: single-rounded f32 result); integer forms
    wrap to 32 bits (clamp not modelled). For 2-element forms op_sel / op_sel_hi pick the
    half feeding element 0 / 1 (VOP3P rules)."""
    et, n, acc = DOT[inst.base]
    ops = inst.operands
    d = ops[0]
    if acc:
        a, b, c = ops[1], ops[2], ops[0]
    else:
        a, b, c = ops[1:4]
    ga, gb = get32(a, inst), get32(b, inst)
    is_float = et in ("f16", "bf16")
    gc = get32(c, inst, "f32" if is_float else "b32")
    write = vset32(vrow(d))
    osel = _opsel(inst, "op_sel", 3, 0)
    oshi = _opsel(inst, "op_sel_hi", 3, 1)

    def elems(x, src: int):
        x = np.broadcast_to(np.asarray(x, U32), (64,))
        if n == 2:
            parts = [(x >> U32(16)) if sel else x for sel in (osel[src], oshi[src])]
            parts = [(p & U32(0xFFFF)).astype(U16) for p in parts]
            if et == "f16":
                return [p.view(F16).astype(np.float64) for p in parts]
            if et == "bf16":
                return [(p.astype(U32) << U32(16)).view(F32).astype(np.float64) for p in parts]
            return [p.view(I16).astype(np.int64) if et == "i16" else p.astype(np.int64) for p in parts]
        bs = [((x >> U32(8 * k)) & U32(0xFF)).astype(np.uint8) for k in range(4)]
        return [bb.view(np.int8).astype(np.int64) if et == "i8" else bb.astype(np.int64) for bb in bs]

    def run(w):
        xa, xb = elems(ga(w), 0), elems(gb(w), 1)
        tot = sum(p * q for p, q in zip(xa, xb))
        cv = gc(w)
        if is_float:
            r = (tot + np.asarray(cv).view(F32).astype(np.float64)).astype(F32).view(U32)
        else:
            r = ((tot + np.asarray(cv).astype(np.int64)) & 0xFFFFFFFF).astype(U32)
        write(w, r)
    return run
