"""Multi-block MFMAs and sparse SMFMACs in the emulator against numpy.

Each test draws random matrices, puts them into VGPRs with the register layout as AMD
documents it, runs one instruction on one wave (``run_wave``) and compares what the
registers hold afterwards, read back through the documented D layout, with
``D = A @ B + C`` computed by numpy on the matrices themselves. The packing / unpacking
here is written element by element from the documentation, independently of the emulator's
vectorised code (wave_asm_ext/sim/emu_mfma.py); ``test_*_formulae_match_documented_examples``
pins the formulae to literal outputs quoted in the sources:

* AMD Matrix Instruction Calculator (ROCm/amd_matrix_instruction_calculator), README
  "Example of Querying Instruction Information" (V_MFMA_F32_4X4X1F32 --detail-instruction:
  "A[i][k].block Lane: 4 * block + i", "C or D[i][j].block GPR: i", "Lane: 4 * block + j"),
  "Example of Querying Register and Lane for a Single Matrix Element" (V_MFMA_F32_4X4X4F16
  "A[1][2].B4 = v1{17}.[15:0]", "D[3][2].B1 = Vdst_v3{6}"), the V_MFMA_F64_4X4X4F64 D layout
  table (D[1][0].B0 in lane 16, block 1 in lanes 4-7), the V_MFMA_F32_16X16X2BF16 A table
  (block 1 row 0 in lane 16) with CBSZ 2 / ABID 2 (all blocks read lanes 32-47), the BLGP
  list ("BLGP=3: ... lane 0's data is put into lane 48, lane 16's data is put into lane 0"),
  and the sparse example "K[2][31] = v0{50}.[7:4]" (V_SMFMAC_F32_16X16X32_F16; with
  CBSZ 0 / ABID 3: v0{50}.[31:28]), CBSZ != 0 -> the low index set;
* its ``InstCalcGfx9`` output-register formulae for 4-block 16x16 ("4 * block + (i % 4)")
  and 2-block 32x32 ("16 * block + 4 * floor(i / 8) + (i % 4)");
* LLVM PR #193541 (gfx950 SMFMAC index sets: 16 bits for the 16-bit double-K shapes, all
  32 bits for the 8-bit ones), composable_kernel ``compress_a_impl`` (field k at bits 2k).
"""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import numpy as np
import pytest

from wave_asm_ext.sim.emulator import EmulationError, emulate, run_wave
from wave_asm_ext.sim.emu_mfma import fp8_table

# 8-bit float formats per target (CDNA3: FNUZ, CDNA4: OCP; see test_emulator's torch check)
FP8_FMT = {("gfx942", "fp8"): "e4m3fnuz", ("gfx942", "bf8"): "e5m2fnuz",
           ("gfx950", "fp8"): "e4m3fn", ("gfx950", "bf8"): "e5m2"}
BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "i8": 8, "fp8": 8, "bf8": 8}


# ------------------------------------------------------------------ documented layouts

def in_place(rows: int, k_dim: int, blocks: int, r: int, k: int, b: int) -> tuple[int, int]:
    """(lane, slot) of input element [r][k] of block b (A: r = row i; B: r = column j):
    calculator gfx9 input layout -- blocks side by side in lanes, then the k groups."""
    lanes_per_kgroup = rows * blocks
    kgroups = 64 // lanes_per_kgroup
    per_lane = k_dim // kgroups
    lane = b * rows + (k // per_lane) * lanes_per_kgroup + r
    return lane, k % per_lane


def out_place(m: int, n: int, blocks: int, i: int, j: int, b: int, bits: int) -> tuple[int, int]:
    """(value slot, lane) of D[i][j] of block b: 4-row (1-row for 64-bit) strips of N lanes."""
    h = 1 if bits == 64 else 4
    strips_per_reg = 64 // n
    blocks_per_reg = max(1, 64 // (m * n // h))
    slot = b * (m * n // 64) + (i // (h * strips_per_reg)) * h + i % h
    lane = (b % blocks_per_reg) * n + ((i // h) % strips_per_reg) * blocks_per_reg * n + j
    return slot, lane


def blgp_lane(lane: int, blgp: int) -> int:
    """The lane whose B data lane ``lane`` uses (calculator README's BLGP list)."""
    if blgp == 1:      # lanes 0-31 also broadcast into lanes 32-63
        return lane if lane < 32 else lane - 32
    if blgp == 2:      # lanes 32-63 broadcast into lanes 0-31
        return lane + 32 if lane < 32 else lane
    if blgp == 3:      # rotated down by 16: lane 16's data goes to lane 0, lane 0's to lane 48
        return (lane + 16) % 64
    if blgp >= 4:      # lanes 16*(blgp-4) .. +15 broadcast to the other three quarters
        return 16 * (blgp - 4) + lane % 16
    return lane


def test_layout_formulae_match_documented_examples():
    # V_MFMA_F32_4X4X4F16: A[1][2].B4 = v1{17}.[15:0] -> lane 17, f16 slot 2 (v1 low half)
    assert in_place(4, 4, 16, 1, 2, 4) == (17, 2)
    # D[3][2].B1 = Vdst_v3{6}
    assert out_place(4, 4, 16, 3, 2, 1, 32) == (3, 6)
    # V_MFMA_F32_4X4X1F32: A lane 4 * block + i, GPR 0; D GPR i, lane 4 * block + j
    for b in range(16):
        for i in range(4):
            assert in_place(4, 1, 16, i, 0, b) == (4 * b + i, 0)
            for j in range(4):
                assert out_place(4, 4, 16, i, j, b, 32) == (i, 4 * b + j)
    # V_MFMA_F64_4X4X4F64 D: one register pair, D[1][0].B0 lane 16, D[0][0].B1 lane 4, D[3][3].B3 lane 63
    assert out_place(4, 4, 4, 1, 0, 0, 64) == (0, 16)
    assert out_place(4, 4, 4, 0, 0, 1, 64) == (0, 4)
    assert out_place(4, 4, 4, 3, 3, 3, 64) == (0, 63)
    # V_MFMA_F32_16X16X2BF16 A: block 1 row 0 k 0 -> v0{16}.[15:0], block 3 row 15 k 1 -> v0{63}.[31:16]
    assert in_place(16, 2, 4, 0, 0, 1) == (16, 0)
    assert in_place(16, 2, 4, 15, 1, 3) == (63, 1)
    # 4-block 16x16 D: GPR 4 * block + (i % 4), lane 16 * floor(i / 4) + j
    # 2-block 32x32 D: GPR 16 * block + 4 * floor(i / 8) + (i % 4), lane (32 * floor(i / 4)) % 64 + j
    for b in range(4):
        for i in range(16):
            assert out_place(16, 16, 4, i, 5, b, 32) == (4 * b + i % 4, 16 * (i // 4) + 5)
    for b in range(2):
        for i in range(32):
            assert out_place(32, 32, 2, i, 7, b, 32) == (16 * b + 4 * (i // 8) + i % 4, (32 * (i // 4)) % 64 + 7)
    # single-block shapes: the layouts the emulator has always used (test_emulator)
    for i in range(16):
        assert out_place(16, 16, 1, i, 3, 0, 32) == (i % 4, 16 * (i // 4) + 3)
    # BLGP=3: lane 16's data is put into lane 0, lane 0's data into lane 48
    assert blgp_lane(0, 3) == 16 and blgp_lane(48, 3) == 0


# ------------------------------------------------------------------ element encoding

def draw(rng, ty: str, shape, target: str, nonzero: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """(float64/int64 values, raw bit patterns as uint64) of random elements of type ``ty``."""
    if ty == "f16":
        v = rng.uniform(-2, 2, shape).astype(np.float16)
        if nonzero:
            v[v == 0] = 1
        return v.astype(np.float64), v.view(np.uint16).astype(np.uint64)
    if ty == "bf16":
        bits = (rng.uniform(-2, 2, shape).astype(np.float32).view(np.uint32) >> 16).astype(np.uint32)
        if nonzero:
            bits[(bits & 0x7FFF) == 0] = 0x3F80
        return (bits << 16).view(np.float32).astype(np.float64), bits.astype(np.uint64)
    if ty == "f32":
        v = rng.uniform(-2, 2, shape).astype(np.float32)
        return v.astype(np.float64), v.view(np.uint32).astype(np.uint64)
    if ty == "f64":
        v = rng.uniform(-2, 2, shape)
        return v, v.view(np.uint64)
    if ty == "i8":
        v = rng.integers(-128, 128, shape)
        if nonzero:
            v[v == 0] = 7
        return v.astype(np.int64), (v & 0xFF).astype(np.uint64)
    tab = fp8_table(FP8_FMT[(target, ty)])
    ok = np.flatnonzero(np.isfinite(tab) & (np.abs(tab) < 8) & ((tab != 0) if nonzero else True))
    codes = rng.choice(ok, size=shape)
    return tab[codes], codes.astype(np.uint64)


def to_vgprs(raw: np.ndarray, bits: int) -> list[np.ndarray]:
    """Per-lane raw elements [64, slots] -> VGPR contents (list of uint32[64]), elements packed
    low to high (a 64-bit element takes a register pair, low half first)."""
    slots = raw.shape[1]
    nregs = max(1, slots * bits // 32)
    regs = [np.zeros(64, np.uint64) for _ in range(nregs)]
    for s in range(slots):
        if bits == 64:
            regs[2 * s] |= raw[:, s] & 0xFFFFFFFF
            regs[2 * s + 1] |= raw[:, s] >> 32
        else:
            regs[(s * bits) // 32] |= raw[:, s] << np.uint64((s * bits) % 32)
    return [r.astype(np.uint32) for r in regs]


def read_d(w, base: int, m: int, n: int, blocks: int, out: str) -> np.ndarray:
    """The accumulator [block, m, n] read back from VGPRs base.. through the D layout."""
    bits = 64 if out == "f64" else 32
    d = np.zeros((blocks, m, n), np.int64 if out == "i32" else np.float64)
    for b in range(blocks):
        for i in range(m):
            for j in range(n):
                slot, lane = out_place(m, n, blocks, i, j, b, bits)
                if out == "f64":
                    lo, hi = int(w.v[base + 2 * slot][lane]), int(w.v[base + 2 * slot + 1][lane])
                    d[b, i, j] = np.array([lo | hi << 32], np.uint64).view(np.float64)[0]
                elif out == "i32":
                    d[b, i, j] = np.int32(np.uint32(w.v[base + slot][lane]))
                else:
                    d[b, i, j] = np.uint32(w.v[base + slot][lane]).view(np.float32)
    return d


def c_vgprs(c: np.ndarray, blocks: int, out: str) -> list[np.ndarray]:
    """C [block, m, n] into VGPRs through the (same) C layout."""
    _, m, n = c.shape
    bits = 64 if out == "f64" else 32
    nslots = blocks * m * n // 64
    raw = np.zeros((64, nslots), np.uint64)
    for b in range(blocks):
        for i in range(m):
            for j in range(n):
                slot, lane = out_place(m, n, blocks, i, j, b, bits)
                if out == "f64":
                    raw[lane, slot] = np.float64(c[b, i, j]).view(np.uint64)
                elif out == "i32":
                    raw[lane, slot] = int(c[b, i, j]) & 0xFFFFFFFF
                else:
                    raw[lane, slot] = np.float32(c[b, i, j]).view(np.uint32)
    return to_vgprs(raw, bits)


def regs_range(base: int, n: int) -> str:
    return f"v{base}" if n == 1 else f"v[{base}:{base + n - 1}]"


def check_close(got: np.ndarray, want: np.ndarray, out: str) -> None:
    if out == "i32":
        np.testing.assert_array_equal(got, (want.astype(np.int64) + 2**31) % 2**32 - 2**31)
    elif out == "f64":
        np.testing.assert_allclose(got, want, rtol=1e-13, atol=1e-13)
    else:
        np.testing.assert_allclose(got, want.astype(np.float32), rtol=1e-6, atol=1e-6)


# ------------------------------------------------------------------ multi-block MFMAs

# mnemonic, M = N, K, blocks, input type, output type
DENSE = [
    ("v_mfma_f32_4x4x4_16b_f16", 4, 4, 16, "f16", "f32"),
    ("v_mfma_f32_4x4x1_16b_f32", 4, 1, 16, "f32", "f32"),
    ("v_mfma_f32_16x16x4_4b_f16", 16, 4, 4, "f16", "f32"),
    ("v_mfma_f32_16x16x1_4b_f32", 16, 1, 4, "f32", "f32"),
    ("v_mfma_f32_32x32x4_2b_f16", 32, 4, 2, "f16", "f32"),
    ("v_mfma_f32_32x32x1_2b_f32", 32, 1, 2, "f32", "f32"),
    ("v_mfma_i32_4x4x4_16b_i8", 4, 4, 16, "i8", "i32"),
    ("v_mfma_i32_16x16x4_4b_i8", 16, 4, 4, "i8", "i32"),
    ("v_mfma_i32_32x32x4_2b_i8", 32, 4, 2, "i8", "i32"),
    ("v_mfma_f32_4x4x4_16b_bf16", 4, 4, 16, "bf16", "f32"),
    ("v_mfma_f32_16x16x4_4b_bf16", 16, 4, 4, "bf16", "f32"),
    ("v_mfma_f32_32x32x4_2b_bf16", 32, 4, 2, "bf16", "f32"),
    ("v_mfma_f64_4x4x4_4b_f64", 4, 4, 4, "f64", "f64"),
]
A0, B0, C0, D0 = 0, 8, 16, 64      # VGPR bases (D may be 32 registers)


def run_dense(mn, m, k, blocks, ty, out, target, seed, mods="", c_const=False, cbsz=0, abid=0, blgp=0):
    rng = np.random.default_rng(seed)
    a, a_raw = draw(rng, ty, (blocks, m, k), target)
    b, b_raw = draw(rng, ty, (blocks, k, m), target)
    if out == "i32":
        c = rng.integers(-2**20, 2**20, (blocks, m, m)).astype(np.int64)
    else:
        c = rng.uniform(-4, 4, (blocks, m, m))
        if out == "f32":
            c = c.astype(np.float32).astype(np.float64)
    bits = BITS[ty]
    kpl = k * m * blocks // 64
    la = np.zeros((64, kpl), np.uint64)
    lb = np.zeros((64, kpl), np.uint64)
    for blk in range(blocks):
        for r in range(m):
            for kk in range(k):
                lane, slot = in_place(m, k, blocks, r, kk, blk)
                la[lane, slot] = a_raw[blk, r, kk]
                lane, slot = in_place(m, k, blocks, r, kk, blk)          # B: r = column
                lb[lane, slot] = b_raw[blk, kk, r]
    ra, rb = to_vgprs(la, bits), to_vgprs(lb, bits)
    vg = {A0 + i: x for i, x in enumerate(ra)}
    vg.update({B0 + i: x for i, x in enumerate(rb)})
    nd = blocks * m * m // 64 * (2 if out == "f64" else 1)
    if c_const:
        c[:] = 0
        csrc = "0"
    else:
        vg.update({C0 + i: x for i, x in enumerate(c_vgprs(c, blocks, out))})
        csrc = regs_range(C0, nd)
    line = f"{mn} {regs_range(D0, nd)}, {regs_range(A0, len(ra))}, {regs_range(B0, len(rb))}, {csrc}{mods}\n"
    w, _ = run_wave(line, vgprs=vg, target=target)
    got = read_d(w, D0, m, m, blocks, out)
    # the reference: block b multiplies A block (b >> cbsz << cbsz) + abid (CBSZ/ABID) with the
    # B matrix as the lanes hold it after BLGP
    holder = {in_place(m, k, blocks, col, kk, blk): (blk, kk, col)
              for blk in range(blocks) for col in range(m) for kk in range(k)}
    b_eff = np.zeros_like(b)
    for (lane, slot), (blk, kk, col) in holder.items():
        b_eff[blk, kk, col] = b[holder[(blgp_lane(lane, blgp), slot)]]   # what lane src holds there
    want = np.stack([a[(blk >> cbsz << cbsz) + abid] @ b_eff[blk] + c[blk] for blk in range(blocks)])
    return got, want


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
@pytest.mark.parametrize("mn,m,k,blocks,ty,out", DENSE, ids=[d[0] for d in DENSE])
def test_multiblock_mfma_matches_numpy(mn, m, k, blocks, ty, out, target):
    got, want = run_dense(mn, m, k, blocks, ty, out, target, seed=hash(mn) % 1000)
    check_close(got, want, out)


@pytest.mark.parametrize("mn,m,k,blocks,ty,out", DENSE[:3], ids=[d[0] for d in DENSE[:3]])
def test_multiblock_mfma_inline_zero_c(mn, m, k, blocks, ty, out):
    got, want = run_dense(mn, m, k, blocks, ty, out, "gfx942", seed=5, c_const=True)
    check_close(got, want, out)


MODS = [  # mnemonic index in DENSE, cbsz, abid, blgp
    (0, 4, 13, 0), (0, 1, 1, 0), (0, 2, 3, 0), (0, 0, 0, 1), (0, 0, 0, 3), (0, 2, 1, 5),
    (2, 2, 2, 0), (2, 1, 0, 2), (2, 0, 0, 4), (2, 0, 0, 6), (2, 0, 0, 7),
    (4, 1, 1, 0), (4, 1, 0, 3), (6, 3, 5, 7), (11, 1, 1, 1),
]


@pytest.mark.parametrize("idx,cbsz,abid,blgp", MODS,
                         ids=[f"{DENSE[i][0]}-cbsz{c}-abid{a}-blgp{g}" for i, c, a, g in MODS])
def test_multiblock_broadcast_modifiers(idx, cbsz, abid, blgp):
    mn, m, k, blocks, ty, out = DENSE[idx]
    mods = "".join(f" {n}:{v}" for n, v in (("cbsz", cbsz), ("abid", abid), ("blgp", blgp)) if v)
    got, want = run_dense(mn, m, k, blocks, ty, out, "gfx942", seed=idx + 17 * blgp + cbsz,
                          mods=mods, cbsz=cbsz, abid=abid, blgp=blgp)
    check_close(got, want, out)
    # and the modifier changed the result (the test can tell it was applied)
    plain, _ = run_dense(mn, m, k, blocks, ty, out, "gfx942", seed=idx + 17 * blgp + cbsz)
    assert not np.array_equal(got, plain)


@pytest.mark.parametrize("line,what", [
    ("v_mfma_f32_32x32x4_2b_f16 v[0:31], v[40:41], v[42:43], 0 cbsz:2", "cbsz:2 abid:0 is not a valid broadcast"),
    ("v_mfma_f32_16x16x4_4b_f16 v[0:15], v[40:41], v[42:43], 0 cbsz:1 abid:2", "cbsz:1 abid:2 is not a valid"),
    ("v_mfma_f64_4x4x4_4b_f64 v[0:1], v[40:41], v[42:43], 0 blgp:1", "on an f64 MFMA is not modelled"),
    ("v_mfma_f32_16x16x16_f16 v[0:3], v[40:41], v[42:43], 0 cbsz:1", "cbsz:1 (broadcast control) is not modelled"),
    ("v_mfma_f32_16x16x16_f16 v[0:3], v[40:41], v[42:43], 0 blgp:2", "blgp:2 (broadcast control) is not modelled"),
    ("v_mfma_f32_32x32x4_xf32 v[0:15], v[40:41], v[42:43], 0", "MFMA variant not supported"),
])
def test_unmodelled_mfma_forms_are_refused_by_name(line, what):
    with pytest.raises(EmulationError) as ei:
        run_wave("v_mov_b32_e32 v1, v0\n" + line + "\n")
    msg = str(ei.value)
    assert what in msg and line.split()[0] in msg and "<snippet>:2" in msg, msg


# ------------------------------------------------------------------ sparse SMFMACs

# mnemonic, target, M = N, K (dense), type of A, type of B, output
SPARSE = [
    ("v_smfmac_f32_16x16x32_f16", "gfx942", 16, 32, "f16", "f16", "f32"),
    ("v_smfmac_f32_32x32x16_f16", "gfx942", 32, 16, "f16", "f16", "f32"),
    ("v_smfmac_f32_16x16x32_bf16", "gfx942", 16, 32, "bf16", "bf16", "f32"),
    ("v_smfmac_f32_32x32x16_bf16", "gfx942", 32, 16, "bf16", "bf16", "f32"),
    ("v_smfmac_i32_16x16x64_i8", "gfx942", 16, 64, "i8", "i8", "i32"),
    ("v_smfmac_i32_32x32x32_i8", "gfx942", 32, 32, "i8", "i8", "i32"),
    ("v_smfmac_f32_16x16x64_fp8_fp8", "gfx942", 16, 64, "fp8", "fp8", "f32"),
    ("v_smfmac_f32_16x16x64_bf8_fp8", "gfx942", 16, 64, "bf8", "fp8", "f32"),
    ("v_smfmac_f32_32x32x32_fp8_bf8", "gfx942", 32, 32, "fp8", "bf8", "f32"),
    ("v_smfmac_f32_32x32x32_bf8_bf8", "gfx942", 32, 32, "bf8", "bf8", "f32"),
    ("v_smfmac_f32_16x16x32_f16", "gfx950", 16, 32, "f16", "f16", "f32"),
    ("v_smfmac_i32_16x16x64_i8", "gfx950", 16, 64, "i8", "i8", "i32"),
    ("v_smfmac_f32_16x16x64_f16", "gfx950", 16, 64, "f16", "f16", "f32"),
    ("v_smfmac_f32_32x32x32_f16", "gfx950", 32, 32, "f16", "f16", "f32"),
    ("v_smfmac_f32_16x16x64_bf16", "gfx950", 16, 64, "bf16", "bf16", "f32"),
    ("v_smfmac_f32_32x32x32_bf16", "gfx950", 32, 32, "bf16", "bf16", "f32"),
    ("v_smfmac_i32_16x16x128_i8", "gfx950", 16, 128, "i8", "i8", "i32"),
    ("v_smfmac_i32_32x32x64_i8", "gfx950", 32, 64, "i8", "i8", "i32"),
    ("v_smfmac_f32_16x16x128_fp8_fp8", "gfx950", 16, 128, "fp8", "fp8", "f32"),
    ("v_smfmac_f32_32x32x64_bf8_fp8", "gfx950", 32, 64, "bf8", "fp8", "f32"),
]
SA, SB, SI, SD = 0, 8, 40, 64


def index_sets(mn: str, target: str, m: int, k: int) -> tuple[int, int]:
    """(bits of one sparse index set, number of sets): 2 bits per stored A value of a lane."""
    stored_per_lane = (k // 2) * m // 64
    return 2 * stored_per_lane, 32 // (2 * stored_per_lane)


def test_sparse_formulae_match_documented_examples():
    # V_SMFMAC_F32_16X16X32_F16: K[2][31] = v0{50}.[7:4]; ABID 3 -> v0{50}.[31:28]
    lane, slot = in_place(16, 16, 1, 2, 31 // 4 * 2 + 1, 0)   # stored k' of group 7 (the 2nd value)
    assert lane == 50 and (2 * slot + 1, 2 * (slot - 1)) == (7, 4)
    width, nsets = index_sets("v_smfmac_f32_16x16x32_f16", "gfx942", 16, 32)
    assert (width, nsets) == (8, 4) and 3 * width + 2 * slot + 1 == 31
    # gfx950 (LLVM PR #193541): 16-bit double-K -> 2 sets of 16 bits, 8-bit double-K -> 1 set of 32
    assert index_sets("v_smfmac_f32_16x16x64_f16", "gfx950", 16, 64) == (16, 2)
    assert index_sets("v_smfmac_i32_16x16x128_i8", "gfx950", 16, 128) == (32, 1)
    assert index_sets("v_smfmac_i32_16x16x64_i8", "gfx942", 16, 64) == (16, 2)


def run_sparse(mn, target, m, k, ta, tb, out, seed, cbsz=0, abid=0, order="ascending", zero_dup=False):
    """A: m x k, 2 of every 4 along k non-zero; stored compressed (k / 2 per row) with the
    2-bit position of each stored value in the index VGPR's selected set."""
    rng = np.random.default_rng(seed)
    half = k // 2
    a_dense = np.zeros((m, k), np.int64 if out == "i32" else np.float64)
    stored_val = np.zeros((m, half), a_dense.dtype)
    stored_raw = np.zeros((m, half), np.uint64)
    stored_idx = np.zeros((m, half), np.int64)
    vals, raws = draw(rng, ta, (m, half), target, nonzero=True)
    for i in range(m):
        for grp in range(k // 4):
            p = sorted(rng.choice(4, 2, replace=False))
            if order == "descending" or (order == "mixed" and rng.integers(2)):
                p = p[::-1]
            for t in range(2):
                kk = 2 * grp + t
                stored_val[i, kk], stored_raw[i, kk], stored_idx[i, kk] = vals[i, kk], raws[i, kk], p[t]
                a_dense[i, 4 * grp + p[t]] = vals[i, kk]
    if zero_dup:      # every row's first group: both values 0, both at position 1
        stored_val[:, 0:2] = 0
        stored_raw[:, 0:2] = 0
        stored_idx[:, 0:2] = 1
        a_dense[:, 0:4] = 0
    b, b_raw = draw(rng, tb, (k, m), target)
    if out == "i32":
        c = rng.integers(-2**20, 2**20, (1, m, m)).astype(np.int64)
    else:
        c = rng.uniform(-4, 4, (1, m, m)).astype(np.float32).astype(np.float64)
    width, nsets = index_sets(mn, target, m, k)
    sel = 0 if cbsz else abid
    stored_per_lane = half * m // 64
    la = np.zeros((64, stored_per_lane), np.uint64)
    word = rng.integers(0, 2**32, 64, dtype=np.uint64)      # the other index sets: noise
    word &= ~np.uint64(((1 << width) - 1) << (sel * width))
    for i in range(m):
        for kk in range(half):
            lane, slot = in_place(m, half, 1, i, kk, 0)          # as a dense A of K / 2
            la[lane, slot] = stored_raw[i, kk]
            word[lane] |= np.uint64(int(stored_idx[i, kk]) << (sel * width + 2 * slot))
    lb = np.zeros((64, k * m // 64), np.uint64)
    for col in range(m):
        for kk in range(k):
            lane, slot = in_place(m, k, 1, col, kk, 0)
            lb[lane, slot] = b_raw[kk, col]
    ra, rb = to_vgprs(la, BITS[ta]), to_vgprs(lb, BITS[tb])
    vg = {SA + i: x for i, x in enumerate(ra)}
    vg.update({SB + i: x for i, x in enumerate(rb)})
    vg.update({SD + i: x for i, x in enumerate(c_vgprs(c, 1, out))})
    vg[SI] = word.astype(np.uint32)
    nd = m * m // 64
    mods = "".join(f" {n}:{v}" for n, v in (("cbsz", cbsz), ("abid", abid)) if v)
    line = f"{mn} {regs_range(SD, nd)}, {regs_range(SA, len(ra))}, {regs_range(SB, len(rb))}, v{SI}{mods}\n"
    w, _ = run_wave(line, vgprs=vg, target=target)
    return read_d(w, SD, m, m, 1, out)[0], a_dense @ b + c[0]


def _sparse_cases():
    out = []
    for case in SPARSE:
        mn, target, m, k = case[:4]
        _, nsets = index_sets(mn, target, m, k)
        for abid in range(nsets):
            out.append((case, 0, abid, "ascending"))
        out.append((case, 1, nsets - 1 if nsets > 1 else 1, "mixed"))     # CBSZ != 0: set 0
    return out


SPARSE_CASES = _sparse_cases()


@pytest.mark.parametrize("case,cbsz,abid,order", SPARSE_CASES,
                         ids=[f"{c[0]}-{c[1]}-cbsz{cb}-abid{ab}-{o}" for c, cb, ab, o in SPARSE_CASES])
def test_smfmac_matches_numpy(case, cbsz, abid, order):
    mn, target, m, k, ta, tb, out = case
    got, want = run_sparse(mn, target, m, k, ta, tb, out, seed=len(mn) * 7 + abid + 3 * cbsz,
                           cbsz=cbsz, abid=abid, order=order)
    check_close(got, want, out)


def test_smfmac_index_selects_the_b_rows():
    """Same stored values, different index patterns -> different (and each correct) results."""
    outs = []
    for order in ("ascending", "descending"):
        got, want = run_sparse("v_smfmac_f32_16x16x32_f16", "gfx942", 16, 32, "f16", "f16", "f32", seed=9,
                               order=order)
        check_close(got, want, "f32")
        outs.append(got)
    assert not np.array_equal(outs[0], outs[1])


def test_smfmac_forms_no_product_with_dropped_positions():
    """An infinity in B at a position no index selects does not reach D (the README: the
    instruction skips the 0-multiplications); at a selected position it does."""
    ones = np.full(64, 0x3C003C00, np.uint32)                     # stored A values: f16 1.0
    idx = np.full(64, 0b1110_0100, np.uint32)                     # groups: positions (0, 1), (2, 3)
    b = {8 + r: np.full(64, 0x3C003C00, np.uint32) for r in range(4)}   # B: 1.0 everywhere ...
    line = "v_smfmac_f32_16x16x32_f16 v[64:67], v[0:1], v[8:11], v40\n"
    w, _ = run_wave(line, vgprs={0: ones, 1: ones, 40: idx, **b})
    assert np.all(w.v[64:68].view(np.float32) == 16.0)            # 4 lane groups x 4 products
    idx_drop = np.full(64, 0b1101_0100, np.uint32)                # group 1: positions (1, 3): 2 dropped
    b[11] = np.full(64, 0x3C007C00, np.uint32)                    # ... but B position 6 (group 1, 2) = +inf
    w, _ = run_wave(line, vgprs={0: ones, 1: ones, 40: idx_drop, **b})
    assert np.all(w.v[64:68].view(np.float32) == 16.0)
    w, _ = run_wave(line, vgprs={0: ones, 1: ones, 40: idx, **b})
    assert np.all(np.isinf(w.v[64:68].view(np.float32)))


def test_smfmac_duplicate_index_of_two_zeros_is_accepted():
    got, want = run_sparse("v_smfmac_f32_32x32x16_f16", "gfx942", 32, 16, "f16", "f16", "f32", seed=4,
                           zero_dup=True)
    check_close(got, want, "f32")


def test_smfmac_duplicate_index_with_a_value_is_refused():
    a = np.full(64, 0x3C003C00, np.uint32)          # f16 1.0 everywhere
    with pytest.raises(EmulationError) as ei:
        run_wave("v_smfmac_f32_16x16x32_f16 v[64:67], v[0:1], v[8:11], v40\n",
                 vgprs={0: a, 1: a, 40: np.full(64, 0b0101_0100)})    # group 0: positions 0, 1; group 1: 1, 1
    msg = str(ei.value)
    assert "v_smfmac_f32_16x16x32_f16" in msg and "invalid 2:4 index pair" in msg and "group 1" in msg, msg


@pytest.mark.parametrize("line,target,what", [
    ("v_smfmac_i32_16x16x128_i8 v[64:67], v[0:3], v[8:15], v40 abid:1", "gfx950", "abid:1 selects index set 1"),
    ("v_smfmac_f32_16x16x64_f16 v[64:67], v[0:3], v[8:15], v40 abid:2", "gfx950", "abid:2 selects index set 2"),
    ("v_smfmac_i32_16x16x64_i8 v[64:67], v[0:1], v[8:11], v40 abid:3", "gfx942", "abid:3 selects index set 3"),
    ("v_smfmac_f32_16x16x32_f16 v[64:67], v[0:1], v[8:11], v40 blgp:1", "gfx942", "blgp:1 on a sparse MFMA"),
])
def test_unmodelled_smfmac_forms_are_refused_by_name(line, target, what):
    with pytest.raises(EmulationError) as ei:
        run_wave(line + "\n", target=target)
    msg = str(ei.value)
    assert what in msg and line.split()[0] in msg, msg


# ------------------------------------------------------------------ the foreign kernels, end to end

FOREIGN = Path(__file__).resolve().parent / "foreign"


def _specs():
    name = "foreign_specs_mfma_blocks"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, FOREIGN / "specs.py")
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod
        spec.loader.exec_module(mod)
    return sys.modules[name]


def _run_foreign(name: str, target: str):
    specs = _specs()
    block, grid, args = specs.make(name, seed=0)
    inputs = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    emulate((FOREIGN / target / f"{name}.s").read_text(), kernel=name, args=args, grid=(grid, 1, 1),
            block=(block, 1, 1), target=target)
    return inputs, args


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_foreign_smfmac_loop_computes_the_sparse_product(target):
    """LLVM's own code for tests/foreign/src/smfmac_loop.cl, emulated, against numpy on the
    source's matrices: per iteration lane l = 16 g + i holds A[(i*64 + k*16 + 4g + j) & 1023]
    (j < 4: the stored row i, k' = 4g + j), B[((k*32 + 8g + j)*16 + i) & 2047] (j < 8: column i,
    k = 8g + j) and index byte 0 of I[(k*64 + l) & 255]; C[(4g + j)*16 + i] = acc[j] = D[4g + j][i]."""
    (a, b, idx, _, n), args = _run_foreign("smfmac_loop", target)
    got = args[3].reshape(16, 16)
    acc = np.zeros((16, 16), np.float32)
    for k in range(n):
        a_dense = np.zeros((16, 32))
        bm = np.zeros((32, 16))
        for lane in range(64):
            i, g = lane % 16, lane // 16
            byte = int(idx[(k * 64 + lane) & 255]) & 0xFF
            for j in range(4):
                pos = (byte >> (2 * j)) & 3
                a_dense[i, 8 * g + 4 * (j // 2) + pos] += float(a[(i * 64 + k * 16 + 4 * g + j) & 1023])
            for j in range(8):
                bm[8 * g + j, i] = float(b[((k * 32 + 8 * g + j) * 16 + i) & 2047])
        acc = (acc.astype(np.float64) + a_dense @ bm).astype(np.float32)
    np.testing.assert_allclose(got, acc, rtol=1e-5, atol=1e-5)
    assert np.abs(got).max() > 0.5       # something was computed


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_foreign_mfma_4x4_loop_computes_16_block_products(target):
    """tests/foreign/src/mfma_4x4_loop.cl: lane l = 4 blk + r holds row r of A block blk
    (A[(l*4 + k*256 + j) & 1023], j = k index) and column r of B block blk; acc[x] of lane
    4 blk + j is D_blk[x][j]; C[l] = acc0 * 0.5 + acc1 - acc2 * acc3."""
    (a, b, _, n), args = _run_foreign("mfma_4x4_loop", target)
    d = np.zeros((16, 4, 4), np.float32)
    for k in range(n):
        am = np.zeros((16, 4, 4))
        bm = np.zeros((16, 4, 4))
        for lane in range(64):
            blk, r = lane // 4, lane % 4
            for j in range(4):
                am[blk, r, j] = float(a[(lane * 4 + k * 256 + j) & 1023])
                bm[blk, j, r] = float(b[(lane * 4 + k * 128 + j) & 1023])
        d = (d.astype(np.float64) + am @ bm).astype(np.float32)
    want = np.array([d[l // 4, 0, l % 4] * 0.5 + d[l // 4, 1, l % 4] - d[l // 4, 2, l % 4] * d[l // 4, 3, l % 4]
                     for l in range(64)], np.float64)
    np.testing.assert_allclose(args[2], want, rtol=1e-5, atol=1e-5)


# ------------------------------------------------------------------ LLVM's builtins, modifiers included

_CL = """
#include "corpus.h"
KERNEL(64) void mb(__global const half4_t *A, __global const half4_t *B, __global const float4_t *C,
                   __global float4_t *D) {
  int l = TID();
  D[l] = __builtin_amdgcn_mfma_f32_4x4x4f16(A[l], B[l], C[l], CBSZ, ABID, BLGP);
}
KERNEL(64) void sp(__global const half4_t *A, __global const half8_t *B, __global const int *I,
                   __global float4_t *D) {
  int l = TID();
  D[l] = __builtin_amdgcn_smfmac_f32_16x16x32_f16(A[l], B[l], D[l], I[l], CBSZ, ABID);
}
"""


def _clang_asm(tmp_path, target: str, defines: dict[str, int]) -> str:
    import shutil
    import subprocess

    clang = shutil.which("clang-22")
    if not clang:
        pytest.skip("clang-22 not available")
    src = tmp_path / "k.cl"
    src.write_text(_CL)
    out = tmp_path / "k.s"
    subprocess.run([clang, "-x", "cl", "-cl-std=CL2.0", "-nogpulib", "-target", "amdgcn-amd-amdhsa", "-O3",
                    f"-mcpu={target}", "-I", str(FOREIGN / "src"), *(f"-D{k}={v}" for k, v in defines.items()),
                    "-S", str(src), "-o", str(out)], check=True, capture_output=True, text=True)
    return out.read_text()


@pytest.mark.parametrize("cbsz,abid,blgp", [(2, 1, 3), (4, 9, 0), (0, 0, 7), (1, 0, 2)])
def test_llvm_4x4x4_builtin_with_broadcast_modifiers(tmp_path, cbsz, abid, blgp):
    """clang-22's __builtin_amdgcn_mfma_f32_4x4x4f16(a, b, c, cbsz, abid, blgp) on gfx942:
    LLVM emits v_mfma_f32_4x4x4_16b_f16 with the modifiers; emulated, each lane's float4
    result is the documented D slot of ``A[src block] @ B(BLGP lanes) + C``."""
    asm = _clang_asm(tmp_path, "gfx942", {"CBSZ": cbsz, "ABID": abid, "BLGP": blgp})
    mods = " ".join(f"{n}:{v}" for n, v in (("cbsz", cbsz), ("abid", abid), ("blgp", blgp)) if v)
    assert "v_mfma_f32_4x4x4_16b_f16" in asm and (not mods or mods in asm), asm
    rng = np.random.default_rng(cbsz * 100 + abid * 10 + blgp)
    a = rng.uniform(-2, 2, (16, 4, 4)).astype(np.float16)
    b = rng.uniform(-2, 2, (16, 4, 4)).astype(np.float16)
    c = rng.uniform(-2, 2, (16, 4, 4)).astype(np.float32)
    la, lb = np.zeros((64, 4), np.float16), np.zeros((64, 4), np.float16)
    lc = np.zeros((64, 4), np.float32)
    for blk in range(16):
        for r in range(4):
            for kk in range(4):
                lane, slot = in_place(4, 4, 16, r, kk, blk)
                la[lane, slot] = a[blk, r, kk]
                lb[lane, slot] = b[blk, kk, r]
            for j in range(4):
                slot, lane = out_place(4, 4, 16, r, j, blk, 32)
                lc[lane, slot] = c[blk, r, j]
    d = np.zeros((64, 4), np.float32)
    emulate(asm, kernel="mb", args=[la.reshape(-1), lb.reshape(-1), lc.reshape(-1), d.reshape(-1)],
            grid=(1, 1, 1), block=(64, 1, 1), target="gfx942")
    for blk in range(16):
        src = (blk >> cbsz << cbsz) + abid
        beff = np.zeros((4, 4))
        for col in range(4):
            for kk in range(4):
                lane, slot = in_place(4, 4, 16, col, kk, blk)
                beff[kk, col] = lb[blgp_lane(lane, blgp), slot]
        want = a[src].astype(np.float64) @ beff + c[blk]
        for i in range(4):
            for j in range(4):
                slot, lane = out_place(4, 4, 16, i, j, blk, 32)
                assert d[lane, slot] == pytest.approx(want[i, j], rel=1e-6, abs=1e-6), (blk, i, j)


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
@pytest.mark.parametrize("cbsz,abid", [(0, 2), (1, 3), (0, 0)])
def test_llvm_smfmac_builtin_index_sets(tmp_path, target, cbsz, abid):
    """clang-22's __builtin_amdgcn_smfmac_f32_16x16x32_f16(a, b, c, idx, cbsz, abid): the
    index byte ABID (CBSZ = 0) or byte 0 (CBSZ != 0) of each lane's idx word places its four
    stored A values; emulated D against numpy on the dense 2:4 A."""
    asm = _clang_asm(tmp_path, target, {"CBSZ": cbsz, "ABID": abid, "BLGP": 0})
    assert "v_smfmac_f32_16x16x32_f16" in asm, asm
    rng = np.random.default_rng(7 + abid + 10 * cbsz)
    sel = 0 if cbsz else abid
    a_dense = np.zeros((16, 32))
    la = np.zeros((64, 4), np.float16)
    lb = rng.uniform(-2, 2, (64, 8)).astype(np.float16)
    words = rng.integers(0, 2**32, 64, dtype=np.uint64)
    words &= ~np.uint64(0xFF << (8 * sel))
    for lane in range(64):
        i, g = lane % 16, lane // 16          # row i; this lane's K range is 8g .. 8g + 7
        for grp in range(2):
            pos = sorted(rng.choice(4, 2, replace=False))
            for t in range(2):
                v = np.float16(rng.uniform(0.5, 2) * rng.choice([-1, 1]))
                la[lane, 2 * grp + t] = v
                a_dense[i, 8 * g + 4 * grp + pos[t]] = v
                words[lane] |= np.uint64(pos[t] << (8 * sel + 2 * (2 * grp + t)))
    bm = np.zeros((32, 16))
    for lane in range(64):
        for j in range(8):
            bm[8 * (lane // 16) + j, lane % 16] = lb[lane, j]
    c = rng.uniform(-2, 2, (16, 16)).astype(np.float32)
    d = np.zeros((64, 4), np.float32)
    for i in range(16):
        for j in range(16):
            slot, lane = out_place(16, 16, 1, i, j, 0, 32)
            d[lane, slot] = c[i, j]
    emulate(asm, kernel="sp", args=[la.reshape(-1), lb.reshape(-1), words.astype(np.uint32).view(np.int32),
                                    d.reshape(-1)], grid=(1, 1, 1), block=(64, 1, 1), target=target)
    want = a_dense @ bm + c
    for i in range(16):
        for j in range(16):
            slot, lane = out_place(16, 16, 1, i, j, 0, 32)
            assert d[lane, slot] == pytest.approx(want[i, j], rel=1e-6, abs=1e-6), (i, j)
