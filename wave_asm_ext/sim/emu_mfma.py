"""MFMA (matrix fused multiply-add) semantics with the CDNA3/CDNA4 lane layouts.

Single-block MFMAs D[M x N] = A[M x K] @ B[K x N] + C, M = N in {16, 32}, wave64.
Layouts (CDNA3 ISA "Matrix fused-multiply-add" data layout tables; CDNA4 for the
gfx950 double-K shapes; AMD matrix-instruction calculator):

* A: lane l holds row ``m = l % M`` and the ``kpl = K * M / 64`` consecutive k values
  ``k = kpl * (l // M) + i`` (i = 0..kpl-1), packed low-to-high in its VGPRs.
* B: lane l holds column ``n = l % N`` and the same k values.
* C/D for M = N = 16 (4 values per lane): register r of lane l is
  ``D[4 * (l // 16) + r][l % 16]``.
* C/D for M = N = 32 (16 values per lane): register r of lane l is
  ``D[8 * (r // 4) + 4 * (l // 32) + r % 4][l % 32]``.
* f64 16x16x4 (4 f64 values per lane, each a register pair): value j of lane l is
  ``D[4 * j + l // 16][l % 16]`` -- not the f32 16x16 layout (IREE
  ``IREEGPUAttrs.cpp`` MFMA_F64_16x16x4_F64: acc outer {4,1}, thread {4,16}).

Arithmetic: products are exact in float64 for every supported input type, sums are
done in float64 and rounded once to the f32 result (hardware accumulates with f32
intermediate precision in an unspecified order, so results may differ by a few ulp).
FP8 formats: gfx942 (CDNA3) uses the FNUZ encodings (E4M3FNUZ bias 8, E5M2FNUZ bias
16, 0x80 = NaN, no infinities/negative zero); gfx950 (CDNA4) uses the OCP encodings
(E4M3FN bias 7 with 0x7F/0xFF NaN, E5M2 bias 15 with IEEE-style inf/NaN). Source:
CDNA3 ISA "FP8/BF8" and CDNA4 ISA "OCP FP8" data-type sections; corroborated by
triton-lang/triton PR #7186 ("gfx942 has its own FP8 variants ... starting gfx950, we
switch to OCP FP8") and ROCm/rocm-libraries PR #9113 (gfx950 OCP E4M3 bias 7 max 448 vs
gfx942 FNUZ bias 8 max 240). Decode tables are checked against torch's float8 dtypes.

cbsz/abid/blgp (broadcast controls) are supported only with value 0.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

import numpy as np

from ..isa.model import FloatImm, Imm, Instruction, Reg
from .emu_operands import err, vrow
from .emu_state import Wave

_NAME = re.compile(r"^v_mfma_(?:scale_)?(f32|f64|i32)_(\d+)x(\d+)x(\d+)_?(f16|bf16_1k|bf16|f32|f64|i8|xf32|"
                   r"fp8_fp8|fp8_bf8|bf8_fp8|bf8_bf8|f8f6f4)$")

#: gfx950 f8f6f4 MFMA: cbsz (A) / blgp (B) select the operand format (CDNA4 ISA, V_MFMA_*_F8F6F4:
#: 0 FP8 E4M3, 1 BF8 E5M2, 2 FP6 E2M3, 3 BF6 E3M2, 4 FP4 E2M1); the 8-bit ones are modelled
_F8F6F4_FORMATS = {0: "fp8", 1: "bf8"}


@lru_cache(maxsize=None)
def fp8_table(fmt: str) -> np.ndarray:
    """float64[256] decode table for an 8-bit float format."""
    exp_bits, man_bits, bias, kind = {
        "e4m3fnuz": (4, 3, 8, "fnuz"), "e5m2fnuz": (5, 2, 16, "fnuz"),
        "e4m3fn": (4, 3, 7, "fn"), "e5m2": (5, 2, 15, "ieee"),
    }[fmt]
    out = np.zeros(256, np.float64)
    for b in range(256):
        sign = -1.0 if b & 0x80 else 1.0
        e = (b >> man_bits) & ((1 << exp_bits) - 1)
        mant = b & ((1 << man_bits) - 1)
        if kind == "fnuz" and b == 0x80:
            out[b] = np.nan
            continue
        if kind == "fn" and (b & 0x7F) == 0x7F:
            out[b] = np.nan
            continue
        if kind == "ieee" and e == (1 << exp_bits) - 1:
            out[b] = sign * np.inf if mant == 0 else np.nan
            continue
        if e == 0:
            v = mant / (1 << man_bits) * 2.0 ** (1 - bias)
        else:
            v = (1 + mant / (1 << man_bits)) * 2.0 ** (e - bias)
        out[b] = sign * v
    return out


@lru_cache(maxsize=None)
def _fp8_finite(fmt: str) -> tuple[np.ndarray, np.ndarray]:
    """(the format's finite non-negative values ascending, their codes): the candidates of
    :func:`fp8_encode` (+0 first)."""
    tab = fp8_table(fmt)
    codes = np.array([c for c in range(128) if np.isfinite(tab[c])], np.int64)
    order = np.argsort(tab[codes], kind="stable")
    return tab[codes][order], codes[order]


def fp8_encode(x: np.ndarray, fmt: str) -> np.ndarray:
    """float64 -> uint8 codes of ``fmt``, rounded to nearest, ties to the even code (the
    round-to-nearest-even of V_CVT_PK_FP8_F32 / _BF8_F32; CDNA3 / CDNA4 ISA). A magnitude
    past the largest finite value, or a NaN / infinity, raises ValueError (the non-saturating
    conversion's overflow result is not modelled). Zero and values rounding to it keep their
    sign where the format has a negative zero (OCP: 0x80); FNUZ has none (0x80 is its NaN)
    and gives 0x00."""
    vals, codes = _fp8_finite(fmt)
    x = np.asarray(x, np.float64)
    mag = np.abs(x)
    if not np.all(np.isfinite(x)) or np.any(mag > vals[-1]):
        raise ValueError(f"{fmt}: a value outside the finite range (max {vals[-1]}) or NaN; "
                         "the conversion's overflow result is not modelled")
    hi = np.clip(np.searchsorted(vals, mag, side="left"), 1, len(vals) - 1)
    lo = hi - 1
    d_lo, d_hi = mag - vals[lo], vals[hi] - mag
    pick_hi = (d_hi < d_lo) | ((d_hi == d_lo) & (codes[hi] % 2 == 0))
    code = np.where(pick_hi, codes[hi], codes[lo])
    code = np.where(mag == vals[hi], codes[hi], code)
    neg = np.signbit(x) & ((code != 0) | fmt.endswith("fn") | (fmt == "e5m2"))
    return (code | np.where(neg, 0x80, 0)).astype(np.uint8)


def _elem_decoder(t: str, target: str) -> tuple[int, Callable[[np.ndarray], np.ndarray]]:
    """(bits per element, decoder from per-lane raw bytes -> float64/int64 [64, kpl])."""
    if t == "f16":
        return 16, lambda raw: raw.view("<f2").astype(np.float64)
    if t in ("bf16", "bf16_1k"):
        return 16, lambda raw: (raw.view("<u2").astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    if t == "f32":
        return 32, lambda raw: raw.view("<f4").astype(np.float64)
    if t == "f64":
        return 64, lambda raw: raw.view("<f8").astype(np.float64)
    if t == "i8":
        return 8, lambda raw: raw.view(np.int8).astype(np.int64)
    if t in ("fp8", "bf8"):
        from ..target import load_target

        tab = fp8_table(load_target(target).fp8_format(t))  # FNUZ on gfx942, OCP on gfx950
        return 8, lambda raw: tab[raw.view(np.uint8)]
    raise KeyError(t)


def d_layout(m: int) -> tuple[np.ndarray, np.ndarray]:
    """(row[r, l], col[r, l]) of accumulator register r in lane l."""
    lanes = np.arange(64)
    if m == 16:
        r = np.arange(4)[:, None]
        return 4 * (lanes[None, :] // 16) + r + 0 * lanes, np.broadcast_to(lanes % 16, (4, 64))
    r = np.arange(16)[:, None]
    rows = 8 * (r // 4) + 4 * (lanes[None, :] // 32) + r % 4
    return rows, np.broadcast_to(lanes % 32, (16, 64))


class MfmaSpec:
    """Shape and types of one MFMA opcode."""

    def __init__(self, name: str, target: str):
        mm = _NAME.match(name)
        if mm is None:
            raise KeyError(name)
        self.out = mm.group(1)
        self.m, self.n, self.k = int(mm.group(2)), int(mm.group(3)), int(mm.group(4))
        ty = mm.group(5)
        if ty == "xf32":
            raise KeyError(name)
        self.scaled = name.startswith("v_mfma_scale_")
        self.f8f6f4 = ty == "f8f6f4"
        if self.f8f6f4:
            ty = "fp8_fp8"   # (the formats cbsz / blgp select: compile_mfma re-decodes)
        if "_" in ty and ty != "bf16_1k":
            ta, tb = ty.split("_")
        else:
            ta = tb = ty
        if self.m != self.n or self.m not in (16, 32):
            raise KeyError(name)
        groups = 64 // self.m
        self.kpl = self.k // groups
        if self.kpl * groups != self.k or self.kpl < 1:
            raise KeyError(name)     # multi-block shapes (e.g. 32x32x4 f16, 4x4x4) not modelled
        self.bits_a, self.dec_a = _elem_decoder(ta, target)
        self.bits_b, self.dec_b = _elem_decoder(tb, target)
        self.a_regs = max(1, self.kpl * self.bits_a // 32)
        self.b_regs = max(1, self.kpl * self.bits_b // 32)
        self.out_bits = 64 if self.out == "f64" else 32
        self.vals = self.m * self.n // 64               # accumulator values per lane
        self.d_regs = self.vals * self.out_bits // 32
        self.rows, self.cols = d_layout(self.m)
        if self.out == "f64":
            lanes = np.arange(64)
            j = np.arange(4)[:, None]
            self.rows = 4 * j + lanes[None, :] // 16
            self.cols = np.broadcast_to(lanes % 16, (4, 64))


def mfma_spec(base: str, target: str) -> MfmaSpec | None:
    try:
        return MfmaSpec(base, target)
    except KeyError:
        return None


def _lane_elems(w: Wave, row: int, nregs: int, kpl: int, dec) -> np.ndarray:
    raw = np.ascontiguousarray(w.v[row:row + nregs].T).view(np.uint8)   # [64, 4*nregs]
    vals = dec(raw)
    return vals[:, :kpl] if vals.shape[1] != kpl else vals


def compile_mfma(inst: Instruction, ctx) -> Callable[[Wave], None]:
    spec = mfma_spec(inst.base, ctx.target)
    if spec is None:
        raise err(inst, "MFMA variant not supported by the emulator")
    dec_a, dec_b = spec.dec_a, spec.dec_b
    for mname in ("cbsz", "abid", "blgp"):
        mo = inst.mod(mname)
        if mo is None or mo.int_value == 0:
            continue
        if spec.f8f6f4 and mname in ("cbsz", "blgp"):   # the operand format, not a broadcast
            fmt = _F8F6F4_FORMATS.get(mo.int_value)
            if fmt is None:
                raise err(inst, f"{mname}:{mo.value} (a 6- or 4-bit operand format) is not modelled")
            if mname == "cbsz":
                dec_a = _elem_decoder(fmt, ctx.target)[1]
            else:
                dec_b = _elem_decoder(fmt, ctx.target)[1]
            continue
        raise err(inst, f"{mname}:{mo.value} (broadcast control) is not modelled")
    scales = None
    if spec.scaled:
        # the E8M0 scale of the 32 k values a lane holds of A (row m, k block) and of B: byte 0
        # of each scale operand (op_sel / op_sel_hi pick another byte: not modelled); the
        # product is scaled by 2^(scale_a - 127) * 2^(scale_b - 127) per lane pair, the MX
        # block scaling of the CDNA4 ISA's V_MFMA_SCALE_F32_*_F8F6F4
        for mname in ("op_sel", "op_sel_hi"):
            mo = inst.mod(mname)
            if mo is not None and any(mo.list_value):
                raise err(inst, f"{mname}:{mo.value} (a scale byte other than byte 0) is not modelled")
        if len(inst.operands) < 6:
            raise err(inst, "a scaled MFMA needs its scale A and scale B operands")
        scales = []
        for op in inst.operands[4:6]:
            if isinstance(op, Reg) and op.file == "v":
                scales.append(("v", vrow(op)))
            elif isinstance(op, Reg) and op.file == "s":
                scales.append(("s", op.index))
            elif isinstance(op, Imm):
                scales.append(("i", int(op.value)))
            else:
                raise err(inst, f"scale operand {op!r} not supported")
    if inst.mod("neg") is not None:
        raise err(inst, "MFMA neg modifier is not modelled")
    d, a, b, c = inst.operands[:4]
    for op, what in ((d, "vdst"), (a, "srcA"), (b, "srcB")):
        if not (isinstance(op, Reg) and op.file in ("v", "a")):
            raise err(inst, f"{what} {op!r} must be a VGPR/AGPR range")
    drow, arow, brow = vrow(d), vrow(a), vrow(b)
    if d.count != spec.d_regs:
        raise err(inst, f"vdst has {d.count} registers, expected {spec.d_regs}")
    crow = None
    cconst = 0.0
    if isinstance(c, Reg) and c.file in ("v", "a"):
        crow = vrow(c)
    elif isinstance(c, (Imm, FloatImm)):
        cconst = float(c.value)
    else:
        raise err(inst, f"srcC {c!r} not supported")
    M, K, kpl = spec.m, spec.k, spec.kpl
    G = 64 // M
    rows, cols = spec.rows, spec.cols
    is_f64 = spec.out == "f64"
    is_int = spec.out == "i32"

    def scale(w: Wave, kind: str, where: int) -> np.ndarray:
        """2^(e - 127) per lane of an E8M0 scale (byte 0); 0xFF (NaN) is refused."""
        if kind == "v":
            e = (w.v[where] & 0xFF).astype(np.int64)
        else:
            e = np.full(64, (int(w.s[where]) if kind == "s" else where) & 0xFF, np.int64)
        if (e == 0xFF).any():
            raise err(inst, "an E8M0 scale of 0xFF (NaN) is not modelled")
        return np.ldexp(1.0, e - 127)[:, None]

    def run(w: Wave):
        ea = _lane_elems(w, arow, spec.a_regs, kpl, dec_a)               # [64, kpl]
        eb = _lane_elems(w, brow, spec.b_regs, kpl, dec_b)
        if scales is not None:
            ea = ea * scale(w, *scales[0])
            eb = eb * scale(w, *scales[1])
        A = ea.reshape(G, M, kpl).transpose(1, 0, 2).reshape(M, K)
        Bt = eb.reshape(G, M, kpl).transpose(1, 0, 2).reshape(M, K)      # [n, k]
        P = A @ Bt.T                                                      # [m, n]
        if crow is not None:
            if is_f64:
                cv = np.ascontiguousarray(w.v[crow:crow + spec.d_regs].T).view("<f8").T   # [vals, 64]
            elif is_int:
                cv = w.v[crow:crow + spec.d_regs].view(np.int32).astype(np.int64)
            else:
                cv = w.v[crow:crow + spec.d_regs].view(np.float32).astype(np.float64)
            Dv = P[rows, cols] + cv
        else:
            Dv = P[rows, cols] + cconst
        if is_f64:
            out = np.ascontiguousarray(Dv.T.astype("<f8")).view("<u4").T
        elif is_int:
            out = (Dv.astype(np.int64) & 0xFFFFFFFF).astype(np.uint32)
        else:
            out = Dv.astype(np.float32).view(np.uint32)
        # MFMA ignores EXEC for the matrix math but writes only active lanes
        if w.exec_all:
            w.v[drow:drow + spec.d_regs] = out
        else:
            np.copyto(w.v[drow:drow + spec.d_regs], out, where=w.exec_mask[None, :])
    return run
