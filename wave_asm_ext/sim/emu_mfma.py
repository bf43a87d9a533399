"""MFMA (matrix fused multiply-add) semantics with the CDNA3/CDNA4 lane layouts.

Dense MFMAs D[b] = A[b] @ B[b] + C[b] for each block b (B = 1, 2, 4 or 16 blocks), wave64,
and the 2:4 structured-sparse SMFMACs (below). Layouts, from the AMD Matrix Instruction
Calculator (ROCm/amd_matrix_instruction_calculator, ``matrix_calculator.py``, class
``InstCalcGfx9``: ``__get_input_reg_lanes`` / ``__get_output_reg_lanes``; the same formulae
back its ``--detail-instruction`` output, e.g. V_MFMA_F32_4X4X1F32: "A[i][k].block Lane:
4 * block + i", "C or D[i][j].block GPR: i, Lane: 4 * block + j"; its README documents CDNA1-3
with worked examples, quoted in tests/test_emu_mfma_blocks.py), for an M x N x K MFMA with B
blocks:

* A: ``G = 64 / (M * B)`` lane groups, ``kpl = K / G`` k values per lane, packed low-to-high
  in the lane's VGPRs; element A[i][k] of block b is in lane ``b * M + (k // kpl) * M * B + i``,
  slot ``k % kpl``. B likewise with column j for row i. Single-block shapes reduce to the
  familiar ``lane = M * (k // kpl) + i``.
* C/D, value slot s (a VGPR, a VGPR pair for f64) of lane l: with multi-row height
  ``h = 4`` (``1`` for 64-bit results), ``R = 64 / N`` multi-rows per register and
  ``BR = ceil(64 / (M * N / h))`` blocks per register, D[i][j] of block b is in slot
  ``b * (M * N // 64) + (i // (h * R)) * h + i % h`` of lane
  ``(b % BR) * N + ((i // h) % R) * BR * N + j``. This gives ``D[4 * (l // 16) + r][l % 16]``
  for 16x16, ``D[8 * (r // 4) + 4 * (l // 32) + r % 4][l % 32]`` for 32x32, register i /
  lane ``4 * b + j`` for the 16-block 4x4 shapes, and for f64 16x16x4 value j of lane l is
  ``D[4 * j + l // 16][l % 16]`` (also IREE ``IREEGPUAttrs.cpp`` MFMA_F64_16x16x4_F64).
* Multi-block modifiers (same calculator: ``_get_cbsz_abid_transformed_block``,
  ``_get_blgp_transformed_lane``, and its README "Examples of Setting Modifiers in AMD CDNA
  Architectures"): CBSZ / ABID broadcast A block ``(b >> CBSZ << CBSZ) + ABID`` to block b
  (CBSZ <= log2(B), ABID < 2^CBSZ); BLGP makes lane l read B from lane ``l % 32`` (1),
  ``32 + l % 32`` (2), ``(l + 16) % 64`` (3), ``16 * (BLGP - 4) + l % 16`` (4..7) -- MLIR's
  ``amdgpu.mfma`` ``MFMAPermB`` names the same patterns (bcast_first_32 ... bcast_fourth_16).
  Modelled for the multi-block shapes; on single-block MFMAs and on f64 (where CDNA3 BLGP
  negates operands instead) non-zero values are refused.
* gfx950 (CDNA4): the CDNA3 multi-block and SMFMAC opcodes are taken to behave as on CDNA3
  (same encodings in LLVM, which lowers the same intrinsics for both; composable_kernel's
  ck_tile SMFMAC code is shared between GFX942 and GFX950; no CDNA4-specific table for them
  was at hand); its new double-K SMFMACs are sourced below.

SMFMAC (``v_smfmac_*``; the calculator README "Example of Printing Compression Index
Information for a Sparse Matrix Instruction"): D += A_sparse @ B
with D = vdst read and written, A 2:4 sparse along K and stored compressed (``K / 2`` per row:
``kpl / 2`` values per lane, same lane placement as a dense A of half the K), B dense (the
dense layout above), and the third source a VGPR (ArchVGPR only) holding per lane one 2-bit
index per stored A value: value j of the lane sits in bits ``[2j+1:2j]`` of the selected index
set and names which of the 4 positions of its group of 4 K values it is, the group being the
lane's B positions ``4 * (j // 2) .. + 3`` (calculator: V_SMFMAC_F32_16X16X32_F16 K[2][31] =
v0{50}.[7:4]; composable_kernel ``ck_tile::compress_a_impl`` packs field k at bits 2k, pair i
from a[4i..4i+3]). An index set is 2 bits per stored value of a lane: 8 bits for the CDNA3 16-bit
shapes (4 sets), 16 for the CDNA3 8-bit shapes and gfx950's 16-bit double-K shapes (2 sets),
32 for gfx950's 8-bit double-K shapes (1 set) -- LLVM PR #193541 ("Correct gfx950 smfmac
sparse index verifier", per the CDNA4 ISA layout tables); CBSZ = 0 lets ABID pick the set,
CBSZ != 0 uses set 0 (calculator README; MLIR ``amdgpu.sparse_mfma`` docs). An ABID beyond
the sets, BLGP != 0 and NEG are refused. Two stored values of one group naming the same
position (an invalid encoding: hipSPARSELt's MI300 notes require index0 != index1) are
refused unless both are zero (then the group adds nothing whatever the hardware does).
Each stored value is multiplied by the B value at its position; no product with the
dropped zeros is formed (the README: the instruction runs "at twice the speed by skipping the
0-multiplications"), so a NaN / infinity of B at a dropped position does not reach D.

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

FP4 (E2M1, the f8f6f4 MFMAs' format 4): 1 sign, 2 exponent (bias 1), 1 mantissa bit, no
infinity or NaN: 0, 0.5, 1, 1.5, 2, 3, 4, 6 and their negatives (OCP Microscaling Formats
(MX) v1.0, "FP4 E2M1"); two per byte, the first element in the low nibble, 8 per dword, so a
lane's 32 K values of a 16x16x128 / 32x32x64 operand take 4 VGPRs (llvm-mc-22 refuses another
tuple size for cbsz / blgp 4: "wrong register tuple size"). The nibble order is the packing
AMD's own MXFP4 references read (ROCm aiter ``fp4_utils.mxfp4_to_f32``: element 2i = byte i &
0xF, 2i + 1 = byte i >> 4), whose GEMM kernels load those bytes into the MFMA's operands as
they lie in memory.

Not modelled (refused by name): xf32, the 6-bit f8f6f4 formats, op_sel on a scaled MFMA's third operand, NEG, non-zero
cbsz/abid/blgp on single-block MFMAs (except the f8f6f4 format selects), the f64 4x4x4_4b
modifiers.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

import numpy as np

from ..isa.model import FloatImm, Imm, Instruction, Reg
from .emu_operands import err, vrow
from .emu_state import Wave

#: v_mfma_* / v_smfmac_*: groups (s)parse, scale_, out type, M, N, K, blocks ("_16b"), in types
_NAME = re.compile(r"^v_(?:(s)mfmac|mfma)_(scale_)?(f32|f64|i32)_(\d+)x(\d+)x(\d+)(?:_(\d+)b)?_?"
                   r"(f16|bf16_1k|bf16|f32|f64|i8|xf32|fp8_fp8|fp8_bf8|bf8_fp8|bf8_bf8|f8f6f4)$")

#: gfx950 f8f6f4 MFMA: cbsz (A) / blgp (B) select the operand format (CDNA4 ISA, V_MFMA_*_F8F6F4:
#: 0 FP8 E4M3, 1 BF8 E5M2, 2 FP6 E2M3, 3 BF6 E3M2, 4 FP4 E2M1); all but the 6-bit ones are modelled
_F8F6F4_FORMATS = {0: "fp8", 1: "bf8", 4: "fp4"}

#: FP4 E2M1 code -> value (module docstring)
FP4_VALUES = np.array([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0,
                       -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0])


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
    if t == "fp4":
        def fp4(raw):   # [64, bytes] -> [64, 2 * bytes]: low nibble first
            return FP4_VALUES[np.stack((raw & 0xF, raw >> 4), axis=-1).reshape(raw.shape[0], -1)]
        return 4, lambda raw: fp4(raw.view(np.uint8))
    if t in ("fp8", "bf8"):
        from ..target import load_target

        tab = fp8_table(load_target(target).fp8_format(t))  # FNUZ on gfx942, OCP on gfx950
        return 8, lambda raw: tab[raw.view(np.uint8)]
    raise KeyError(t)


def in_layout(m: int, k: int, blocks: int) -> tuple[int, int]:
    """(lane groups G, values per lane kpl) of an A (or B: m = N) operand: element [i][k] of
    block b sits in lane ``b * m + (k // kpl) * m * blocks + i``, slot ``k % kpl`` (matrix
    calculator ``InstCalcGfx9.__get_input_reg_lanes``)."""
    g = 64 // (m * blocks)
    if g < 1 or g * m * blocks != 64 or k % g:
        raise KeyError((m, k, blocks))
    return g, k // g


@lru_cache(maxsize=None)
def out_layout(m: int, n: int, blocks: int, bits: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(block[s, l], row[s, l], col[s, l]) of accumulator value slot s (a VGPR, or a VGPR pair
    for 64-bit results) in lane l (matrix calculator ``InstCalcGfx9.__get_output_reg_lanes``)."""
    height = 1 if bits == 64 else 4
    per_reg = 64 // n
    blocks_per_reg = -(-64 // (n * m // height))
    nslots = blocks * m * n // 64
    blk = np.full((nslots, 64), -1, np.int64)
    row = np.full((nslots, 64), -1, np.int64)
    col = np.full((nslots, 64), -1, np.int64)
    for b in range(blocks):
        for i in range(m):
            slot = b * (m * n // 64) + (i // (height * per_reg)) * height + i % height
            for j in range(n):
                lane = (b % blocks_per_reg) * n + ((i // height) % per_reg) * blocks_per_reg * n + j
                if blk[slot, lane] != -1:
                    raise KeyError((m, n, blocks, bits))        # not a bijection: no such shape
                blk[slot, lane], row[slot, lane], col[slot, lane] = b, i, j
    if (blk < 0).any():
        raise KeyError((m, n, blocks, bits))
    for a in (blk, row, col):
        a.setflags(write=False)
    return blk, row, col


def d_layout(m: int) -> tuple[np.ndarray, np.ndarray]:
    """(row[r, l], col[r, l]) of accumulator register r in lane l, single-block f32/i32."""
    _, row, col = out_layout(m, m, 1, 32)
    return row, col


class MfmaSpec:
    """Shape and types of one MFMA / SMFMAC opcode."""

    def __init__(self, name: str, target: str):
        mm = _NAME.match(name)
        if mm is None:
            raise KeyError(name)
        self.sparse = mm.group(1) == "s"
        self.scaled = mm.group(2) is not None
        self.out = mm.group(3)
        self.m, self.n, self.k = int(mm.group(4)), int(mm.group(5)), int(mm.group(6))
        self.blocks = int(mm.group(7) or 1)
        ty = mm.group(8)
        if ty == "xf32" or (self.sparse and (self.scaled or self.blocks != 1)):
            raise KeyError(name)
        self.f8f6f4 = ty == "f8f6f4"
        if self.f8f6f4:
            ty = "fp8_fp8"   # (the formats cbsz / blgp select: compile_mfma re-decodes)
        if "_" in ty and ty != "bf16_1k":
            ta, tb = ty.split("_")
        else:
            ta = tb = ty
        if self.m != self.n or self.m not in (4, 16, 32):
            raise KeyError(name)
        if self.blocks == 1 and self.m == 4:
            raise KeyError(name)
        self.groups, self.kpl = in_layout(self.m, self.k, self.blocks)   # B (dense) per lane
        # sparse A: K / 2 stored per row, the dense placement of a half-K A
        self.kpl_a = self.kpl // 2 if self.sparse else self.kpl
        if self.sparse and (self.kpl % 4 or self.kpl_a > 16):
            raise KeyError(name)
        self.bits_a, self.dec_a = _elem_decoder(ta, target)
        self.bits_b, self.dec_b = _elem_decoder(tb, target)
        self.a_regs = max(1, self.kpl_a * self.bits_a // 32)
        self.b_regs = max(1, self.kpl * self.bits_b // 32)
        self.out_bits = 64 if self.out == "f64" else 32
        self.vals = self.blocks * self.m * self.n // 64   # accumulator values per lane
        self.d_regs = self.vals * self.out_bits // 32
        self.blk, self.rows, self.cols = out_layout(self.m, self.n, self.blocks, self.out_bits)
        self.idx_bits = 2 * self.kpl_a if self.sparse else 0   # one sparse index set


def mfma_spec(base: str, target: str) -> MfmaSpec | None:
    try:
        return MfmaSpec(base, target)
    except KeyError:
        return None


def _lane_elems(w: Wave, row: int, nregs: int, kpl: int, dec) -> np.ndarray:
    raw = np.ascontiguousarray(w.v[row:row + nregs].T).view(np.uint8)   # [64, 4*nregs]
    vals = dec(raw)
    return vals[:, :kpl] if vals.shape[1] != kpl else vals


def _blgp_source_lanes(blgp: int) -> np.ndarray:
    """Lane each lane reads its B values from under BLGP (matrix calculator
    ``_get_blgp_transformed_lane``)."""
    lanes = np.arange(64)
    if blgp == 1:
        return lanes % 32
    if blgp == 2:
        return 32 + lanes % 32
    if blgp == 3:
        return (lanes + 16) % 64
    if 4 <= blgp <= 7:
        return 16 * (blgp - 4) + lanes % 16
    return lanes


def _modifier_value(inst: Instruction, name: str) -> int:
    mo = inst.mod(name)
    return 0 if mo is None else int(mo.int_value)


def compile_mfma(inst: Instruction, ctx) -> Callable[[Wave], None]:
    spec = mfma_spec(inst.base, ctx.target)
    if spec is None:
        raise err(inst, "MFMA variant not supported by the emulator")
    if spec.sparse:
        return _compile_smfmac(inst, ctx, spec)
    dec_a, dec_b = spec.dec_a, spec.dec_b
    a_regs, b_regs = spec.a_regs, spec.b_regs   # (an f8f6f4 format's own: 4 VGPRs for FP4)
    a_src = b_src = None          # lane permutations of A (CBSZ/ABID) and B (BLGP)
    if spec.blocks > 1:
        cbsz, abid, blgp = (_modifier_value(inst, n) for n in ("cbsz", "abid", "blgp"))
        if spec.out == "f64" and (cbsz or abid or blgp):
            raise err(inst, f"cbsz:{cbsz} abid:{abid} blgp:{blgp} on an f64 MFMA is not modelled")
        if cbsz or abid:
            if (1 << cbsz) > spec.blocks or abid >= (1 << cbsz):
                raise err(inst, f"cbsz:{cbsz} abid:{abid} is not a valid broadcast for "
                                f"{spec.blocks} blocks (cbsz <= log2(blocks), abid < 2^cbsz): not modelled")
            lanes = np.arange(64)
            b = (lanes // spec.m) % spec.blocks
            src_b = ((b >> cbsz) << cbsz) + abid
            a_src = lanes + (src_b - b) * spec.m
        if blgp:
            if not 0 <= blgp <= 7:
                raise err(inst, f"blgp:{blgp} is not modelled")
            b_src = _blgp_source_lanes(blgp)
    else:
        for mname in ("cbsz", "abid", "blgp"):
            mo = inst.mod(mname)
            if mo is None or mo.int_value == 0:
                continue
            if spec.f8f6f4 and mname in ("cbsz", "blgp"):   # the operand format, not a broadcast
                fmt = _F8F6F4_FORMATS.get(mo.int_value)
                if fmt is None:
                    raise err(inst, f"{mname}:{mo.value} ("
                                    + ("a 6-bit operand format" if mo.int_value in (2, 3) else "no operand format")
                                    + ") is not modelled")
                bits, dec = _elem_decoder(fmt, ctx.target)
                if mname == "cbsz":
                    dec_a, a_regs = dec, spec.kpl_a * bits // 32
                else:
                    dec_b, b_regs = dec, spec.kpl * bits // 32
                continue
            raise err(inst, f"{mname}:{mo.value} (broadcast control) is not modelled")
    scales = None
    if spec.scaled:
        # the E8M0 scale of the 32 k values a lane holds of A (row m, k block) and of B: the
        # byte of each scale operand that op_sel[i] | op_sel_hi[i] << 1 selects (i = 0 for A's
        # scale, 1 for B's: clang-22 -mcpu=gfx950 lowers the builtin's scale byte selectors so,
        # __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(.., 1, sa, 2, sb) -> op_sel:[1,0,0]
        # op_sel_hi:[0,1,0], (.., 3, sa, 0, sb) -> op_sel:[1,0,0] op_sel_hi:[1,0,0]); the
        # product is scaled by 2^(scale_a - 127) * 2^(scale_b - 127) per lane pair, the MX
        # block scaling of the CDNA4 ISA's V_MFMA_SCALE_F32_*_F8F6F4
        sel = {n: (list(inst.mod(n).list_value) if inst.mod(n) is not None else []) + [0, 0, 0]
               for n in ("op_sel", "op_sel_hi")}
        if sel["op_sel"][2] or sel["op_sel_hi"][2]:
            raise err(inst, "op_sel / op_sel_hi on the third operand of a scaled MFMA is not modelled")
        scale_bytes = [int(sel["op_sel"][i]) | int(sel["op_sel_hi"][i]) << 1 for i in (0, 1)]
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
    if (spec.blocks > 1 or spec.f8f6f4) and (a.count != a_regs or b.count != b_regs):
        raise err(inst, f"srcA/srcB have {a.count}/{b.count} registers, expected {a_regs}/{b_regs}")
    crow = None
    cconst = 0.0
    if isinstance(c, Reg) and c.file in ("v", "a"):
        crow = vrow(c)
    elif isinstance(c, (Imm, FloatImm)):
        cconst = float(c.value)
    else:
        raise err(inst, f"srcC {c!r} not supported")
    M, N, K, kpl, NB = spec.m, spec.n, spec.k, spec.kpl, spec.blocks
    G = spec.groups
    blk, rows, cols = spec.blk, spec.rows, spec.cols
    is_f64 = spec.out == "f64"
    is_int = spec.out == "i32"

    def scale(w: Wave, kind: str, where: int, byte: int) -> np.ndarray:
        """2^(e - 127) per lane of an E8M0 scale (byte ``byte`` of the operand); 0xFF (NaN) is
        refused."""
        if kind == "v":
            e = ((w.v[where] >> (8 * byte)) & 0xFF).astype(np.int64)
        else:
            e = np.full(64, ((int(w.s[where]) if kind == "s" else where) >> (8 * byte)) & 0xFF, np.int64)
        if (e == 0xFF).any():
            raise err(inst, "an E8M0 scale of 0xFF (NaN) is not modelled")
        return np.ldexp(1.0, e - 127)[:, None]

    def run(w: Wave):
        ea = _lane_elems(w, arow, a_regs, kpl, dec_a)                    # [64, kpl]
        eb = _lane_elems(w, brow, b_regs, kpl, dec_b)
        if a_src is not None:
            ea = ea[a_src]
        if b_src is not None:
            eb = eb[b_src]
        if scales is not None:
            ea = ea * scale(w, *scales[0], scale_bytes[0])
            eb = eb * scale(w, *scales[1], scale_bytes[1])
        if NB == 1:
            A = ea.reshape(G, M, kpl).transpose(1, 0, 2).reshape(M, K)
            Bt = eb.reshape(G, N, kpl).transpose(1, 0, 2).reshape(N, K)      # [n, k]
            P = A @ Bt.T                                                      # [m, n]
            Pv = P[rows, cols]
        else:
            # lane = kgroup * M * NB + block * M + row
            A = ea.reshape(G, NB, M, kpl).transpose(1, 2, 0, 3).reshape(NB, M, K)
            Bt = eb.reshape(G, NB, N, kpl).transpose(1, 2, 0, 3).reshape(NB, N, K)
            P = np.stack([A[i] @ Bt[i].T for i in range(NB)])                # [block, m, n]
            Pv = P[blk, rows, cols]
        if crow is not None:
            if is_f64:
                cv = np.ascontiguousarray(w.v[crow:crow + spec.d_regs].T).view("<f8").T   # [vals, 64]
            elif is_int:
                cv = w.v[crow:crow + spec.d_regs].view(np.int32).astype(np.int64)
            else:
                cv = w.v[crow:crow + spec.d_regs].view(np.float32).astype(np.float64)
            Dv = Pv + cv
        else:
            Dv = Pv + cconst
        _write_d(w, drow, spec, Dv, is_f64, is_int)
    return run


def _write_d(w: Wave, drow: int, spec: MfmaSpec, Dv: np.ndarray, is_f64: bool, is_int: bool) -> None:
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


def _compile_smfmac(inst: Instruction, ctx, spec: MfmaSpec) -> Callable[[Wave], None]:
    """v_smfmac_*: D += A_sparse(2:4, compressed) @ B, sparse index VGPR (module docstring)."""
    cbsz, abid, blgp = (_modifier_value(inst, n) for n in ("cbsz", "abid", "blgp"))
    if blgp:
        raise err(inst, f"blgp:{blgp} on a sparse MFMA is not modelled")
    if inst.mod("neg") is not None:
        raise err(inst, "MFMA neg modifier is not modelled")
    nsets = 32 // spec.idx_bits
    index_set = 0 if cbsz else abid            # CBSZ != 0: the first set, ABID ignored
    if index_set >= nsets:
        raise err(inst, f"abid:{abid} selects index set {index_set} of a {spec.idx_bits}-bit sparse index "
                        f"({nsets} set(s)): not modelled")
    if len(inst.operands) < 4:
        raise err(inst, "a sparse MFMA needs vdst, srcA, srcB and the sparse index VGPR")
    d, a, b, idx = inst.operands[:4]
    for op, what in ((d, "vdst"), (a, "srcA"), (b, "srcB")):
        if not (isinstance(op, Reg) and op.file in ("v", "a")):
            raise err(inst, f"{what} {op!r} must be a VGPR/AGPR range")
    if not (isinstance(idx, Reg) and idx.file == "v" and idx.count == 1):
        raise err(inst, f"sparse index {idx!r} must be one VGPR")
    if d.count != spec.d_regs:
        raise err(inst, f"vdst has {d.count} registers, expected {spec.d_regs}")
    if a.count != spec.a_regs or b.count != spec.b_regs:
        raise err(inst, f"srcA/srcB have {a.count}/{b.count} registers, expected {spec.a_regs}/{spec.b_regs}")
    drow, arow, brow, irow = vrow(d), vrow(a), vrow(b), vrow(idx)
    M, N, G = spec.m, spec.n, spec.groups
    na, nb = spec.kpl_a, spec.kpl
    rows, cols = spec.rows, spec.cols
    is_int = spec.out == "i32"
    shift = index_set * spec.idx_bits
    field_shifts = (2 * np.arange(na)).astype(np.uint64)
    group_base = 4 * (np.arange(na) // 2)
    g_ix = np.arange(G)[:, None, None, None]
    n_ix = np.arange(N)[None, None, :, None]

    def run(w: Wave):
        ea = _lane_elems(w, arow, spec.a_regs, na, spec.dec_a)           # [64, na] stored A
        eb = _lane_elems(w, brow, spec.b_regs, nb, spec.dec_b)           # [64, nb] dense B
        word = (w.v[irow].astype(np.uint64) >> np.uint64(shift))
        sel = ((word[:, None] >> field_shifts[None, :]) & np.uint64(3)).astype(np.int64)   # [64, na]
        same = sel[:, 0::2] == sel[:, 1::2]
        if same.any():
            live = (ea[:, 0::2] != 0) | (ea[:, 1::2] != 0)
            bad = same & live
            if bad.any():
                lane, grp = (int(x[0]) for x in np.nonzero(bad))
                raise err(inst, f"lane {lane}: both stored values of sparse group {grp} carry index "
                                f"{int(sel[lane, 2 * grp])} (an invalid 2:4 index pair with a non-zero "
                                f"value): not modelled")
        pos = group_base[None, :] + sel                                   # B position per value
        # lane g * M + m holds row m; the B values of column n for the same k are in lane g * N + n
        pos_g = pos.reshape(G, M, 1, na)
        bsel = eb.reshape(G, N, nb)[g_ix, n_ix, pos_g]                    # [G, M, N, na]
        P = np.einsum("gmj,gmnj->mn", ea.reshape(G, M, na), bsel)         # [m, n]
        if is_int:
            cv = w.v[drow:drow + spec.d_regs].view(np.int32).astype(np.int64)
        else:
            cv = w.v[drow:drow + spec.d_regs].view(np.float32).astype(np.float64)
        _write_d(w, drow, spec, P[rows, cols] + cv, False, is_int)
    return run
