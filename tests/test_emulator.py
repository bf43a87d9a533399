"""Unit tests of the functional emulator's instruction semantics (wave_asm_ext.sim).

Each test runs a few instructions on one wave (``run_wave``) or a tiny kernel
(``emulate``) and compares with numpy computed independently here.
"""

from __future__ import annotations

import numpy as np
import pytest

from wave_asm_ext.errors import WaveAsmError
from wave_asm_ext.sim.emulator import EmulationError, emulate, main_emulate, run_wave
from wave_asm_ext.sim.emu_mfma import fp8_table

LANES = np.arange(64)


def lo_hi(addr: int) -> dict[int, int]:
    return {0: addr & 0xFFFFFFFF, 1: addr >> 32}


def _clang_asm(tmp_path, name: str, source: str, mcpu: str, *extra: str) -> str:
    """The gfx9 assembly clang-22 makes of an OpenCL kernel file (skips without clang-22)."""
    import shutil
    import subprocess

    clang = shutil.which("clang-22")
    if clang is None:
        pytest.skip("clang-22 not installed")
    (tmp_path / f"{name}.cl").write_text(source)
    s = tmp_path / f"{name}.s"
    subprocess.run([clang, "-x", "cl", "-cl-std=CL2.0", "-nogpulib", "-target", "amdgcn-amd-amdhsa",
                    "-O3", f"-mcpu={mcpu}", *extra, "-S", str(tmp_path / f"{name}.cl"), "-o", str(s)], check=True)
    return s.read_text()


# ----------------------------------------------------------------------------- VALU / SALU

def test_integer_valu_ops_match_numpy():
    rng = np.random.default_rng(1)
    a = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    b = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    c = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    w, _ = run_wave("""
        v_add_u32_e32 v10, v0, v1
        v_sub_u32_e32 v11, v0, v1
        v_mul_lo_u32 v12, v0, v1
        v_mul_hi_u32 v13, v0, v1
        v_lshlrev_b32_e32 v14, 5, v0
        v_ashrrev_i32_e32 v15, 7, v0
        v_bfe_u32 v16, v0, 3, 9
        v_and_or_b32 v17, v0, v1, v2
        v_or3_b32 v18, v0, v1, v2
        v_lshl_add_u32 v19, v0, 3, v2
        v_add_lshl_u32 v20, v0, v1, 2
        v_mad_u32_u24 v21, v0, v1, v2
        v_xor_b32_e32 v22, v0, v1
        v_bfi_b32 v23, v0, v1, v2
        v_alignbit_b32 v24, v0, v1, 12
        v_max_u32_e32 v25, v0, v1
        v_min_i32_e32 v26, v0, v1
        v_mul_u32_u24_e32 v27, v0, v1
    """, vgprs={0: a, 1: b, 2: c})
    a64, b64, c64 = a.astype(np.uint64), b.astype(np.uint64), c.astype(np.uint64)
    M = 0xFFFFFFFF
    u24 = lambda x: x & 0xFFFFFF  # noqa: E731
    want = {
        10: (a64 + b64) & M, 11: (a64 - b64) & M, 12: (a64 * b64) & M, 13: (a64 * b64) >> 32,
        14: (a64 << 5) & M, 15: (a.view(np.int32) >> 7).view(np.uint32),
        16: (a64 >> 3) & 0x1FF, 17: (a64 & b64) | c64, 18: a64 | b64 | c64,
        19: ((a64 << 3) + c64) & M, 20: (((a64 + b64) & M) << 2) & M,
        21: (u24(a64) * u24(b64) + c64) & M, 22: a64 ^ b64, 23: (a64 & b64) | (~a64 & c64 & M),
        24: (((a64 << 32) | b64) >> 12) & M, 25: np.maximum(a, b),
        26: np.minimum(a.view(np.int32), b.view(np.int32)).view(np.uint32),
        27: (u24(a64) * u24(b64)) & M,
    }
    for row, exp in want.items():
        np.testing.assert_array_equal(w.v[row], np.asarray(exp).astype(np.uint32), err_msg=f"v{row}")


def test_perm_and_bitop3():
    w, _ = run_wave("""
        v_perm_b32 v2, v0, v1, s0
        v_bitop3_b32 v3, v0, v1, 63 bitop3:0x6c
    """, vgprs={0: LANES * 0x01010101, 1: 0x11223344}, sgprs={0: 0x0C050401}, target="gfx950")
    # selector bytes: 1 -> byte1 of src1 (0x33), 4 -> byte0 of src0, 5 -> byte1 of src0, 12 -> 0
    exp = 0x33 | ((LANES & 0xFF) << 8) | ((LANES & 0xFF) << 16)
    np.testing.assert_array_equal(w.v[2], exp.astype(np.uint32))
    # bitop3 truth table index (a<<2)|(b<<1)|c: 0x6c = (a & c) ^ b
    a = (LANES * 0x01010101).astype(np.uint32)
    np.testing.assert_array_equal(w.v[3], (a & np.uint32(63)) ^ np.uint32(0x11223344))


def test_f32_f16_conversions_and_packed_math():
    rng = np.random.default_rng(2)
    x = rng.standard_normal(64).astype(np.float32)
    y = rng.standard_normal(64).astype(np.float32)
    w, _ = run_wave("""
        v_fma_f32 v4, v0, v1, 1.0
        v_cvt_f16_f32_e32 v5, v0
        v_cvt_pkrtz_f16_f32 v6, v0, v1
        v_pack_b32_f16 v7, v5, v5
        v_pk_mul_f16 v8, v7, v7
        v_mul_f32_e64 v9, -v0, |v1|
        v_pk_fma_f32 v[10:11], v[0:1], v[0:1], 1.0 op_sel_hi:[1,1,0]
        v_cvt_f32_f16_e32 v12, v5
        v_exp_f32_e32 v13, v0
    """, vgprs={0: x.view(np.uint32), 1: y.view(np.uint32)})
    f32 = lambda r: w.v[r].view(np.float32)  # noqa: E731
    np.testing.assert_array_equal(f32(4), (x.astype(np.float64) * y + 1).astype(np.float32))  # fused
    h = x.astype(np.float16)
    np.testing.assert_array_equal(w.v[5], h.view(np.uint16).astype(np.uint32))
    lo = (w.v[6] & 0xFFFF).astype(np.uint16).view(np.float16).astype(np.float32)
    assert np.all(np.abs(lo) <= np.abs(x)) and np.allclose(lo, x, rtol=1e-3)   # round toward zero
    pk = w.v[8].view(np.uint16).reshape(64, 2).view(np.float16)
    np.testing.assert_array_equal(pk[:, 0], h * h)
    np.testing.assert_array_equal(pk[:, 1], h * h)
    np.testing.assert_allclose(f32(9), -x * np.abs(y), rtol=1e-6)
    np.testing.assert_array_equal(f32(10), (x.astype(np.float64) * x + 1).astype(np.float32))
    np.testing.assert_array_equal(f32(11), (y.astype(np.float64) * y + 1).astype(np.float32))
    np.testing.assert_array_equal(f32(12), h.astype(np.float32))
    np.testing.assert_allclose(f32(13), np.exp2(x), rtol=1e-6)


def test_dot_products():
    rng = np.random.default_rng(6)
    a = rng.standard_normal((64, 2)).astype(np.float16)
    b = rng.standard_normal((64, 2)).astype(np.float16)
    c = rng.standard_normal(64).astype(np.float32)
    ai = rng.integers(-128, 128, (64, 4)).astype(np.int8)
    bi = rng.integers(-128, 128, (64, 4)).astype(np.int8)
    w, _ = run_wave("""
        v_dot2_f32_f16 v3, v0, v1, v2
        v_dot2c_f32_f16_e32 v2, v0, v1
        v_dot4_i32_i8 v6, v4, v5, 7
    """, vgprs={0: a.view(np.uint32).ravel(), 1: b.view(np.uint32).ravel(), 2: c.view(np.uint32),
                4: ai.view(np.uint32).ravel(), 5: bi.view(np.uint32).ravel()})
    want = ((a.astype(np.float64) * b).sum(1) + c).astype(np.float32)
    np.testing.assert_array_equal(w.v[3].view(np.float32), want)
    np.testing.assert_array_equal(w.v[2].view(np.float32), want)
    np.testing.assert_array_equal(w.v[6].view(np.int32), (ai.astype(np.int64) * bi).sum(1) + 7)


def test_compare_cndmask_carry_and_lane_ops():
    a = (LANES * 7 % 64).astype(np.uint32)
    w, _ = run_wave("""
        v_cmp_gt_u32_e32 vcc, 32, v0
        v_cndmask_b32_e32 v1, 100, v0, vcc
        v_cmp_lt_u32_e64 s[4:5], v0, 10
        v_add_co_u32_e32 v2, vcc, -1, v0
        v_addc_co_u32_e32 v3, vcc, 0, 0, vcc
        v_readlane_b32 s6, v0, 5
        v_readfirstlane_b32 s7, v0
        v_mbcnt_lo_u32_b32 v4, -1, 0
        v_mbcnt_hi_u32_b32 v4, -1, v4
        s_mov_b32 s8, 3
        v_writelane_b32 v5, s8, 9
    """, vgprs={0: a})
    lt32 = a < 32
    np.testing.assert_array_equal(w.v[1], np.where(lt32, a, 100))
    assert w.s[4] | (w.s[5] << 32) == sum(1 << i for i in range(64) if a[i] < 10)
    carry = (a.astype(np.uint64) + 0xFFFFFFFF) >> 32
    np.testing.assert_array_equal(w.v[3], carry)
    assert w.s[6] == a[5] and w.s[7] == a[0]
    np.testing.assert_array_equal(w.v[4], LANES)           # mbcnt(-1) = lane id
    assert w.v[5][9] == 3 and w.v[5][8] == 0


def test_salu_carry_chain_bfe_cselect_and_saveexec():
    w, _ = run_wave("""
        s_add_u32 s10, s0, s2
        s_addc_u32 s11, s1, s3
        s_bfe_u32 s12, s4, 0x80004
        s_cmp_lg_u32 s4, 0
        s_cselect_b32 s13, 7, 9
        s_lshl_b64 s[14:15], s[0:1], 4
        s_movk_i32 s16, 0xfff0
        v_cmp_gt_u32_e64 s[20:21], 16, v0
        s_and_saveexec_b64 s[22:23], s[20:21]
        v_mov_b32_e32 v1, 5
        s_or_b64 exec, exec, s[22:23]
    """, vgprs={0: LANES}, sgprs={0: 0xFFFFFFFF, 1: 1, 2: 1, 3: 2, 4: 0x1234})
    assert (w.s[10], w.s[11]) == (0, 4)
    assert w.s[12] == (0x1234 >> 4) & 0xFF
    assert w.s[13] == 7
    assert w.s[14] | (w.s[15] << 32) == ((0x1_FFFF_FFFF << 4) & (2**64 - 1))
    assert w.s[16] == 0xFFFFFFF0
    assert w.s[22] | (w.s[23] << 32) == 2**64 - 1             # saved exec
    np.testing.assert_array_equal(w.v[1], np.where(LANES < 16, 5, 0))
    assert w.exec_all


def test_ds_read2_write2_offsets_and_st64():
    w, _ = run_wave("""
        v_lshlrev_b32_e32 v1, 2, v0
        ds_write2_b32 v1, v0, v2 offset1:64
        ds_write2st64_b32 v1, v3, v3 offset0:2 offset1:3
        ds_read2_b32 v[4:5], v1 offset1:64
        ds_read2st64_b32 v[6:7], v1 offset0:2 offset1:3
        ds_read_b64 v[8:9], v1 offset:4
        ds_read_u16 v10, v1 offset:2
    """, vgprs={0: LANES, 2: LANES + 1000, 3: LANES * 3}, lds_bytes=4 * 64 * 64)
    np.testing.assert_array_equal(w.v[4], LANES)
    np.testing.assert_array_equal(w.v[5], LANES + 1000)
    np.testing.assert_array_equal(w.v[6], LANES * 3)
    np.testing.assert_array_equal(w.v[7], LANES * 3)
    nxt = np.append(LANES[1:], 1000)                 # dword at byte 4*(l+1): lane l+1's value
    np.testing.assert_array_equal(w.v[8], nxt)
    np.testing.assert_array_equal(w.v[10], 0)        # high half of a small value


def test_ds_address_is_a_32_bit_sum_of_base_and_offset():
    """A negative base plus the offset field wraps to an in-range LDS address, as LLVM's
    offset folding assumes on gfx9+ (``buf[127 - t]`` -> ``v_sub_u32 v, 0, 4t`` +
    ``offset:508``); the ds_read2 and atomic paths too."""
    w, _ = run_wave("""
        v_lshlrev_b32_e32 v1, 2, v0
        v_sub_u32_e32 v2, 0, v1
        ds_write_b32 v2, v0 offset:252
        ds_read2_b32 v[4:5], v2 offset0:63 offset1:63
        ds_add_rtn_u32 v6, v2, v3 offset:252
        s_waitcnt lgkmcnt(0)
        ds_read_b32 v7, v1
    """, vgprs={0: LANES, 3: LANES * 0 + 10}, lds_bytes=4 * 64)
    np.testing.assert_array_equal(w.v[4], LANES)          # lane l wrote byte 252 - 4l
    np.testing.assert_array_equal(w.v[5], LANES)
    np.testing.assert_array_equal(w.v[6], LANES)          # the value before the add
    np.testing.assert_array_equal(w.v[7], 63 - LANES + 10)  # byte 4l holds lane 63-l's, plus 10


@pytest.mark.parametrize("offset,source_of", [
    ("0x481f", lambda i: (i & 0x20) | ((i & 0x1F) ^ 0x12)),                 # bitmask: and 31, xor 18
    ("0x00e3", lambda i: (i & 0x20) | ((i & 0x03) | 0x07)),                 # bitmask: and 3, or 7
    ("swizzle(SWAP,1)", lambda i: i ^ 1),
    ("swizzle(REVERSE,4)", lambda i: (i & ~3) | (3 - (i & 3))),
    ("swizzle(BROADCAST,8,3)", lambda i: (i & ~7) | 3),
    ("swizzle(QUAD_PERM,3,2,1,0)", lambda i: (i & ~3) | (3 - (i & 3))),
    ('swizzle(BITMASK_PERM,"01pi0")', lambda i: (i & 0x20) | 0x08 | (i & 0x04) | (~i & 0x02)),
])
def test_ds_swizzle_modes_and_llvm_spellings(offset, source_of):
    """ds_swizzle_b32 lane l reads lane source_of(l) (macros spelled as LLVM prints them)."""
    w, _ = run_wave(f"""
        ds_swizzle_b32 v1, v0 offset:{offset}
        s_waitcnt lgkmcnt(0)
    """, vgprs={0: LANES * 7 + 1})
    np.testing.assert_array_equal(w.v[1], np.array([source_of(i) for i in range(64)]) * 7 + 1)


def test_ds_swizzle_rotate_mode_is_refused_by_name():
    with pytest.raises(EmulationError, match="ds_swizzle_b32.*rotate"):
        run_wave("ds_swizzle_b32 v1, v0 offset:0xc001\n")


def test_fma_mix_sources_op_sel_and_half_results():
    """v_fma_mix*: f32 sources by default, f16 halves where op_sel_hi is set (op_sel picks
    the high half); neg / abs on the selected value; mixlo / mixhi keep the other half."""
    rng = np.random.default_rng(5)
    a = rng.uniform(-2, 2, 64).astype(np.float32)
    hl = rng.uniform(-2, 2, 64).astype(np.float16)
    hh = rng.uniform(-2, 2, 64).astype(np.float16)
    packed = hl.view(np.uint16).astype(np.uint32) | (hh.view(np.uint16).astype(np.uint32) << 16)
    c = rng.uniform(-2, 2, 64).astype(np.float32)
    keep = np.full(64, 0xABCD1234, np.uint32)
    w, _ = run_wave("""
        v_fma_mix_f32 v10, v0, v1, v2 op_sel:[0,1,0] op_sel_hi:[0,1,0]
        v_fma_mix_f32 v11, -v0, |v1|, v2 op_sel_hi:[0,1,0]
        v_fma_mixlo_f16 v3, v0, v2, 0
        v_fma_mixhi_f16 v4, v1, v1, v2 op_sel:[1,0,0] op_sel_hi:[1,1,0]
    """, vgprs={0: a.view(np.uint32), 1: packed, 2: c.view(np.uint32), 3: keep, 4: keep})
    a64, c64 = a.astype(np.float64), c.astype(np.float64)
    lo, hi = hl.astype(np.float64), hh.astype(np.float64)
    np.testing.assert_array_equal(w.v[10].view(np.float32), (a64 * hi + c64).astype(np.float32))
    np.testing.assert_array_equal(w.v[11].view(np.float32), (-a64 * np.abs(lo) + c64).astype(np.float32))
    f16 = lambda x: x.astype(np.float16).view(np.uint16).astype(np.uint32)  # noqa: E731
    np.testing.assert_array_equal(w.v[3], (keep & 0xFFFF0000) | f16(a64 * c64))
    np.testing.assert_array_equal(w.v[4], (keep & 0xFFFF) | (f16(hi * lo + c64) << 16))


def test_buffer_raw_range_check_zero_fill_and_dropped_store():
    buf = np.arange(16, dtype=np.uint32) + 100
    out = np.zeros(64, np.uint32)
    # regions are mapped at REGION_BASE + i * REGION_STRIDE (emu_state); V# base = 48 bits
    w, (a, o) = run_wave("""
        v_lshlrev_b32_e32 v1, 2, v0
        buffer_load_dword v2, v1, s[4:7], 0 offen
        buffer_store_dword v2, v1, s[8:11], 0 offen offset:4
    """, vgprs={0: LANES}, buffers=[buf, out],
        sgprs={4: 0x100_0000_0000 & 0xFFFFFFFF, 5: 0x100, 6: 40, 7: 0,
               8: (0x100_0000_0000 + 0x10_0000_0000) & 0xFFFFFFFF, 9: 0x110, 10: 128, 11: 0})
    assert a == 0x100_0000_0000 and o == 0x110_0000_0000
    exp = np.where(LANES < 10, LANES + 100, 0)      # num_records = 40 bytes: 10 dwords
    np.testing.assert_array_equal(w.v[2], exp)
    want = np.zeros(64, np.uint32)
    want[1:32] = exp[:31]                           # offset 4: dword l+1 <- lane l, < 128 bytes
    np.testing.assert_array_equal(out, want)


# ----------------------------------------------------------------------------- MFMA layouts

MFMA_KERNEL = """
mfma:
    s_load_dwordx4 s[4:7], s[0:1], 0x0
    s_load_dwordx2 s[8:9], s[0:1], 0x10
    v_lshlrev_b32_e32 v1, {ashift}, v0
    v_mov_b32_e32 v2, 0
    s_waitcnt lgkmcnt(0)
    v_lshl_add_u64 v[4:5], s[4:5], 0, v[1:2]
    v_lshl_add_u64 v[6:7], s[6:7], 0, v[1:2]
    global_load_dword{aw} v[8:{aend}], v[4:5], off
    global_load_dword{aw} v[16:{bend}], v[6:7], off
    s_waitcnt vmcnt(0)
    {mfma} v[32:{dend}], v[8:{aend}], v[16:{bend}], 0
    s_nop 15
    s_nop 7
    v_lshlrev_b32_e32 v1, {dshift}, v0
    v_lshl_add_u64 v[4:5], s[8:9], 0, v[1:2]
{stores}
    s_endpgm
"""


def _run_mfma(mfma: str, m: int, k: int, target: str = "gfx942"):
    """Put A (m x k) and B (k x m) f16 into lanes per the CDNA3 layout, run one MFMA,
    and return (A, B, D) with D read back through the documented accumulator layout."""
    rng = np.random.default_rng(3)
    A = rng.standard_normal((m, k)).astype(np.float16)
    B = rng.standard_normal((k, m)).astype(np.float16)
    g = 64 // m
    kpl = k // g
    # lane l: A row l % m, k = kpl * (l // m) + i ; B column l % m, same k
    la = np.stack([A[l % m, kpl * (l // m): kpl * (l // m) + kpl] for l in range(64)])
    lb = np.stack([B[kpl * (l // m): kpl * (l // m) + kpl, l % m] for l in range(64)])
    nd = m * m // 64
    out = np.zeros((64, nd), np.float32)
    nregs = kpl // 2
    stores = "\n".join(f"    global_store_dword v[4:5], v{32 + r}, off offset:{4 * r}" for r in range(nd))
    src = MFMA_KERNEL.format(ashift={2: 3, 4: 4}[nregs], aw={2: "x2", 4: "x4"}[nregs],
                             aend=8 + nregs - 1, bend=16 + nregs - 1, mfma=mfma, dend=32 + nd - 1,
                             dshift={4: 4, 16: 6}[nd], stores=stores)
    la_buf, lb_buf = np.ascontiguousarray(la), np.ascontiguousarray(lb)
    emulate(src, args=[la_buf, lb_buf, out], grid=(1, 1, 1), block=(64, 1, 1), target=target)
    D = np.zeros((m, m), np.float32)
    for l in range(64):
        for r in range(nd):
            if m == 16:
                row = 4 * (l // 16) + r
            else:
                row = 8 * (r // 4) + 4 * (l // 32) + r % 4
            D[row, l % m] = out[l, r]
    return A, B, D


@pytest.mark.parametrize("mfma,m,k,target", [
    ("v_mfma_f32_16x16x16_f16", 16, 16, "gfx942"),
    ("v_mfma_f32_32x32x8_f16", 32, 8, "gfx942"),
    ("v_mfma_f32_16x16x32_f16", 16, 32, "gfx950"),
    ("v_mfma_f32_32x32x16_f16", 32, 16, "gfx950"),
])
def test_mfma_lane_layout_matches_matmul(mfma, m, k, target):
    A, B, D = _run_mfma(mfma, m, k, target)
    ref = A.astype(np.float64) @ B.astype(np.float64)
    np.testing.assert_allclose(D, ref, rtol=1e-5, atol=1e-5)


def test_fp8_tables_match_torch_float8_types():
    torch = pytest.importorskip("torch")
    bits = torch.arange(256, dtype=torch.int32).to(torch.uint8)
    for fmt, dt in (("e4m3fnuz", torch.float8_e4m3fnuz), ("e5m2fnuz", torch.float8_e5m2fnuz),
                    ("e4m3fn", torch.float8_e4m3fn), ("e5m2", torch.float8_e5m2)):
        want = bits.view(dt).to(torch.float64).numpy()
        np.testing.assert_array_equal(fp8_table(fmt), want, err_msg=fmt)


# ----------------------------------------------------------------------------- errors, CLI

def test_unsupported_instruction_names_mnemonic_and_line():
    with pytest.raises(EmulationError) as ei:
        run_wave("v_mov_b32_e32 v1, v0\nv_mfma_f32_32x32x4_xf32 v[0:15], v[0:1], v[2:3], 0\n")
    assert "v_mfma_f32_32x32x4_xf32" in str(ei.value) and "<snippet>:2" in str(ei.value)
    assert isinstance(ei.value, WaveAsmError)


def test_out_of_bounds_global_access_is_reported():
    src = """
oob:
    s_load_dwordx2 s[2:3], s[0:1], 0x0
    v_lshlrev_b32_e32 v1, 3, v0
    v_mov_b32_e32 v2, 0
    s_waitcnt lgkmcnt(0)
    v_lshl_add_u64 v[4:5], s[2:3], 0, v[1:2]
    global_load_dword v6, v[4:5], off
    s_endpgm
"""
    with pytest.raises(EmulationError, match=r"out-of-bounds.*arg0.*global_load_dword|global_load_dword.*out-of-bounds"):
        emulate(src, args=[np.zeros(64, np.float32)], block=(64, 1, 1))


def test_cli_runs_a_corpus_kernel(tmp_path, capsys):
    import json
    from pathlib import Path

    s = Path(__file__).parent / "corpus" / "wave" / "gfx942" / "gemm_32_16x16x16_b16x16x16_1wave_none.s"
    if not s.exists():
        pytest.skip("corpus not generated")
    rc = main_emulate([str(s), "--target", "gfx942", "--grid", "2,2,1", "--block", "64,1,1",
                       "--arg", "f16:1024:rand", "--arg", "f16:1024:rand", "--arg", "f32:1024",
                       "--json", "--save", str(tmp_path)])
    assert rc == 0
    out = json.loads(capsys.readouterr().out)
    assert out["kernel"] == "gemm" and out["waves"] == 4
    rng = np.random.default_rng(0)
    a = rng.uniform(-1, 1, 1024).astype(np.float16).reshape(32, 32)
    b = rng.uniform(-1, 1, 1024).astype(np.float16).reshape(32, 32)
    c = np.load(tmp_path / "arg2.npy").reshape(32, 32)
    np.testing.assert_allclose(c, a.astype(np.float64) @ b.astype(np.float64).T, rtol=1e-4, atol=1e-4)
    assert main_emulate([str(s), "--grid", "nope"]) == 2
    # one workgroup of the grid (X only given: Y = 0): one 16x16 tile written, the same values
    rc = main_emulate([str(s), "--target", "gfx942", "--grid", "2,2,1", "--workgroup", "1",
                       "--arg", "f16:1024:rand", "--arg", "f16:1024:rand", "--arg", "f32:1024",
                       "--json", "--save", str(tmp_path / "one")])
    assert rc == 0 and json.loads(capsys.readouterr().out)["waves"] == 1
    one = np.load(tmp_path / "one" / "arg2.npy").reshape(32, 32)
    assert np.count_nonzero(one) == 16 * 16 and set(one[one != 0]) <= set(c.reshape(-1))
    assert main_emulate([str(s), "--grid", "2,2,1", "--workgroup", "0,2"]) == 2   # outside the grid


def test_torch_tensors_written_in_place_and_by_value_args():
    torch = pytest.importorskip("torch")
    # snippet without metadata: args laid out as 8-byte pointers / 4-byte scalars
    src = """
scale:
    s_load_dwordx2 s[2:3], s[0:1], 0x0
    s_load_dword s4, s[0:1], 0x8
    v_lshlrev_b32_e32 v1, 2, v0
    s_waitcnt lgkmcnt(0)
    global_load_dword v2, v1, s[2:3]
    s_waitcnt vmcnt(0)
    v_mul_f32_e32 v2, s4, v2
    global_store_dword v1, v2, s[2:3]
    s_endpgm
"""
    x = torch.arange(64, dtype=torch.float32)
    res = emulate(src, args=[x, 2.5], block=(64, 1, 1))
    assert torch.equal(x, torch.arange(64, dtype=torch.float32) * 2.5)
    assert res.outputs["arg0"] is not None and res.steps == 9 * 1


@pytest.mark.parametrize("target,fmt", [("gfx942", "e4m3fnuz"), ("gfx950", "e4m3fn")])
def test_fp8_mfma_uses_the_target_fp8_format(target, fmt):
    rng = np.random.default_rng(5)
    tab = fp8_table(fmt)
    ok = np.flatnonzero(np.isfinite(tab) & (np.abs(tab) < 8))
    a_bits = rng.choice(ok, size=(64, 8)).astype(np.uint8)
    b_bits = rng.choice(ok, size=(64, 8)).astype(np.uint8)
    a_regs = np.ascontiguousarray(a_bits).view("<u4").T      # [2, 64]
    b_regs = np.ascontiguousarray(b_bits).view("<u4").T
    w, _ = run_wave("v_mfma_f32_16x16x32_fp8_fp8 v[8:11], v[0:1], v[2:3], 0\n",
                    vgprs={0: a_regs[0], 1: a_regs[1], 2: b_regs[0], 3: b_regs[1]}, target=target)
    A = np.zeros((16, 32))
    B = np.zeros((32, 16))
    for l in range(64):
        A[l % 16, 8 * (l // 16):8 * (l // 16) + 8] = tab[a_bits[l]]
        B[8 * (l // 16):8 * (l // 16) + 8, l % 16] = tab[b_bits[l]]
    D = A @ B
    got = np.zeros((16, 16))
    for l in range(64):
        for r in range(4):
            got[4 * (l // 16) + r, l % 16] = w.v[8 + r].view(np.float32)[l]
    np.testing.assert_allclose(got, D, rtol=1e-6, atol=1e-6)


def _f8f6f4_inputs(seed: int):
    """fp8 / bf8 codes of small finite values, 32 per lane (8 VGPRs) for A and for B."""
    rng = np.random.default_rng(seed)
    out = {}
    for name, fmt in (("a", "e4m3fn"), ("b", "e5m2")):
        tab = fp8_table(fmt)
        ok = np.flatnonzero(np.isfinite(tab) & (np.abs(tab) < 4))
        out[name] = rng.choice(ok, size=(64, 32)).astype(np.uint8)
    return out


@pytest.mark.parametrize("scaled", [False, True])
def test_gfx950_f8f6f4_mfma_formats_and_block_scales(scaled):
    """v_mfma_[scale_]f32_16x16x128_f8f6f4 with A in FP8 (cbsz:0) and B in BF8 (blgp:1):
    lane l holds row / column l % 16 and k = 32 * (l // 16) .. + 31 (the 16x16xK layout);
    scaled, each lane's 32 values are one MX block multiplied by 2^(e - 127) of byte 0 of
    its scale operand (a VGPR for A, an SGPR for B here)."""
    x = _f8f6f4_inputs(11)
    rng = np.random.default_rng(12)
    ea = rng.integers(122, 133, 64).astype(np.uint32) | (rng.integers(0, 256, 64).astype(np.uint32) << 8)
    vg = {0 + r: np.ascontiguousarray(x["a"]).view("<u4").T[r] for r in range(8)}
    vg.update({8 + r: np.ascontiguousarray(x["b"]).view("<u4").T[r] for r in range(8)})
    vg[40] = ea
    mn = "v_mfma_scale_f32_16x16x128_f8f6f4" if scaled else "v_mfma_f32_16x16x128_f8f6f4"
    tail = ", v40, s3 op_sel_hi:[0,0,0]" if scaled else ""
    w, _ = run_wave(f"{mn} v[16:19], v[0:7], v[8:15], 0{tail} blgp:1\n", vgprs=vg,
                    sgprs={3: 0x1234 | 129}, target="gfx950")
    ta, tb = fp8_table("e4m3fn"), fp8_table("e5m2")
    sa = np.ldexp(1.0, (ea & 0xFF).astype(np.int64) - 127) if scaled else np.ones(64)
    sb = 2.0 ** ((0x1234 | 129) & 0xFF) / 2.0 ** 127 if scaled else 1.0
    A, B = np.zeros((16, 128)), np.zeros((128, 16))
    for l in range(64):
        A[l % 16, 32 * (l // 16):32 * (l // 16) + 32] = ta[x["a"][l]] * sa[l]
        B[32 * (l // 16):32 * (l // 16) + 32, l % 16] = tb[x["b"][l]] * sb
    got = np.zeros((16, 16))
    for l in range(64):
        for r in range(4):
            got[4 * (l // 16) + r, l % 16] = w.v[16 + r].view(np.float32)[l]
    np.testing.assert_allclose(got, A @ B, rtol=1e-6, atol=1e-6)


def _reference_fp4() -> np.ndarray:
    """E2M1 code -> value from the corpus reference's own table (OCP MX v1.0), not the
    emulator's: the expected products below must not share the decoder they test."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent / "corpus"))
    import reference

    return reference.FP4_E2M1


@pytest.mark.parametrize("a_fmt,b_fmt", [("fp4", "fp4"), ("fp8", "fp4"), ("fp4", "bf8")])
def test_gfx950_f8f6f4_fp4_operands(a_fmt, b_fmt):
    """FP4 (E2M1, cbsz / blgp 4): 32 values per lane in 4 VGPRs, two per byte with the
    first in the low nibble, each lane's block scaled by its E8M0 scale; mixed with an 8-bit
    operand of 8 VGPRs."""
    e2m1 = _reference_fp4()

    rng = np.random.default_rng(21)
    fmt_code = {"fp8": 0, "bf8": 1, "fp4": 4}
    vals, regs, vg, base = {}, {}, {}, 0
    for name, fmt in (("a", a_fmt), ("b", b_fmt)):
        if fmt == "fp4":
            codes = rng.integers(0, 16, (64, 32))
            raw = (codes[:, 0::2] | (codes[:, 1::2] << 4)).astype(np.uint8)          # [64, 16]
            vals[name] = e2m1[codes]
        else:
            tab = fp8_table("e4m3fn" if fmt == "fp8" else "e5m2")
            ok = np.flatnonzero(np.isfinite(tab) & (np.abs(tab) < 4))
            raw = rng.choice(ok, size=(64, 32)).astype(np.uint8)
            vals[name] = tab[raw]
        n = raw.shape[1] // 4
        for r in range(n):
            vg[base + r] = np.ascontiguousarray(raw).view("<u4").T[r]
        regs[name] = f"v[{base}:{base + n - 1}]"
        base += n
    ea = rng.integers(120, 135, 64).astype(np.uint32)
    eb = rng.integers(120, 135, 64).astype(np.uint32)
    vg[40], vg[41] = ea, eb
    w, _ = run_wave(f"v_mfma_scale_f32_16x16x128_f8f6f4 v[16:19], {regs['a']}, {regs['b']}, 0, v40, v41 "
                    f"op_sel_hi:[0,0,0] cbsz:{fmt_code[a_fmt]} blgp:{fmt_code[b_fmt]}\n", vgprs=vg, target="gfx950")
    sa, sb = np.ldexp(1.0, ea.astype(np.int64) - 127), np.ldexp(1.0, eb.astype(np.int64) - 127)
    A, B = np.zeros((16, 128)), np.zeros((128, 16))
    for l in range(64):
        A[l % 16, 32 * (l // 16):32 * (l // 16) + 32] = vals["a"][l] * sa[l]
        B[32 * (l // 16):32 * (l // 16) + 32, l % 16] = vals["b"][l] * sb[l]
    got = np.zeros((16, 16))
    for l in range(64):
        for r in range(4):
            got[4 * (l // 16) + r, l % 16] = w.v[16 + r].view(np.float32)[l]
    np.testing.assert_allclose(got, A @ B, rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("mods,byte_a,byte_b", [("op_sel:[1,0,0] op_sel_hi:[0,1,0]", 1, 2),
                                                 ("op_sel:[1,0,0] op_sel_hi:[1,0,0]", 3, 0),
                                                 ("op_sel_hi:[0,0,0]", 0, 0)])
def test_gfx950_scaled_mfma_scale_byte_selection(mods, byte_a, byte_b):
    """op_sel[i] | op_sel_hi[i] << 1 picks the byte of scale operand i (A, B) that scales its
    lane's block: the encoding clang-22 gives the builtin's byte selectors (emu_mfma)."""
    e2m1 = _reference_fp4()

    rng = np.random.default_rng(31)
    codes = {n: rng.integers(0, 16, (64, 32)) for n in "ab"}
    vg = {}
    for base, n in ((0, "a"), (4, "b")):
        raw = (codes[n][:, 0::2] | (codes[n][:, 1::2] << 4)).astype(np.uint8)
        for r in range(4):
            vg[base + r] = np.ascontiguousarray(raw).view("<u4").T[r]
    words = {n: rng.integers(118, 137, (64, 4)).astype(np.uint32) for n in "ab"}
    vg[40] = sum(words["a"][:, i] << (8 * i) for i in range(4)).astype(np.uint32)
    vg[41] = sum(words["b"][:, i] << (8 * i) for i in range(4)).astype(np.uint32)
    w, _ = run_wave(f"v_mfma_scale_f32_16x16x128_f8f6f4 v[16:19], v[0:3], v[4:7], 0, v40, v41 {mods} "
                    "cbsz:4 blgp:4\n", vgprs=vg, target="gfx950")
    sa = np.ldexp(1.0, words["a"][:, byte_a].astype(np.int64) - 127)
    sb = np.ldexp(1.0, words["b"][:, byte_b].astype(np.int64) - 127)
    A, B = np.zeros((16, 128)), np.zeros((128, 16))
    for l in range(64):
        A[l % 16, 32 * (l // 16):32 * (l // 16) + 32] = e2m1[codes["a"][l]] * sa[l]
        B[32 * (l // 16):32 * (l // 16) + 32, l % 16] = e2m1[codes["b"][l]] * sb[l]
    got = np.zeros((16, 16))
    for l in range(64):
        for r in range(4):
            got[4 * (l // 16) + r, l % 16] = w.v[16 + r].view(np.float32)[l]
    np.testing.assert_allclose(got, A @ B, rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("line,what", [
    ("v_mfma_f32_16x16x128_f8f6f4 v[16:19], v[0:7], v[8:15], 0 cbsz:2", "cbsz:2 (a 6-bit operand format)"),
    ("v_mfma_f32_16x16x128_f8f6f4 v[16:19], v[0:7], v[8:15], 0 cbsz:4", "srcA/srcB have 8/8 registers, expected 4/8"),
    ("v_mfma_scale_f32_16x16x128_f8f6f4 v[16:19], v[0:7], v[8:15], 0, v40, v41 op_sel:[0,0,1]",
     "op_sel / op_sel_hi on the third operand"),
])
def test_unmodelled_f8f6f4_forms_are_refused(line, what):
    with pytest.raises(EmulationError) as ei:
        run_wave(line + "\n", target="gfx950")
    assert what in str(ei.value)


def test_global_load_lds_dma_and_timing_poison_until_vmcnt():
    data = (np.arange(64, dtype=np.uint32) * 3 + 1)
    src = """
    v_lshlrev_b32_e32 v1, 2, v0
    s_mov_b32 m0, 256
    {m0nop}
    global_load_lds_dword v1, s[4:5]
    {wait}
    ds_read_b32 v2, v1 offset:256
    s_waitcnt lgkmcnt(0)
"""
    # s_nop 0 after the M0 write: SALU M0 write -> LDS-DMA needs 1 wait state (DB row
    # salu_m0_to_lds_dma_addtid); without it the DMA reads a stale M0 -> poison too
    for m0nop, wait, poisoned in (("s_nop 0", "s_waitcnt vmcnt(0)", False),
                                  ("s_nop 0", "s_nop 0", True),
                                  ("", "s_waitcnt vmcnt(0)", True)):
        w, (addr,) = run_wave(src.format(wait=wait, m0nop=m0nop), vgprs={0: LANES}, buffers=[data],
                              sgprs={4: 0x100_0000_0000 & 0xFFFFFFFF, 5: 0x100}, lds_bytes=1024,
                              timing_aware=True)
        np.testing.assert_array_equal(w.v[2], data)
        assert bool(w.timing.vp[2].all()) is poisoned


def test_lds_is_undefined_until_written():
    """Timing-aware: LDS holds undefined values when a workgroup starts, so a read of bytes
    no store wrote is poison (plain emulation reads zeros); a store then a wait makes them
    defined. (Session 54: the foreign kernel ``global_load_lds`` read three quarters of a
    tile its LDS-DMA never wrote, every wave's DMA going to the same quarter.)"""
    src = """
    v_lshlrev_b32_e32 v1, 2, v0
    {store}
    s_waitcnt lgkmcnt(0)
    ds_read_b32 v2, v1
    s_waitcnt lgkmcnt(0)
"""
    for store, poisoned in (("", True), ("ds_write_b32 v1, v0", False)):
        w, _ = run_wave(src.format(store=store), vgprs={0: LANES}, lds_bytes=1024, timing_aware=True)
        assert bool(w.timing.vp[2].all()) is poisoned
        assert not w.timing.vp[2].any() or poisoned
        plain, _ = run_wave(src.format(store=store), vgprs={0: LANES}, lds_bytes=1024)
        np.testing.assert_array_equal(plain.v[2], LANES if store else 0)


PRIV_CL = r"""
__kernel void priv(__global const int *idx, __global float *out) {
  int l = __builtin_amdgcn_workitem_id_x() + 64 * __builtin_amdgcn_workgroup_id_x();
  float tmp[64];
  for (int i = 0; i < 64; ++i) tmp[i] = (float)(i * 3 + l);
  out[l] = tmp[idx[l] & 63] + tmp[(idx[l] * 7) & 63];
}
"""


def test_scratch_private_array_kernel_compiled_by_clang(tmp_path):
    text = _clang_asm(tmp_path, "priv", PRIV_CL, "gfx942")
    assert "scratch_load_dword" in text and "scratch_store" in text
    idx = np.random.default_rng(0).integers(0, 1000, 128).astype(np.int32)
    lane = np.arange(128)
    want = ((idx & 63) * 3 + lane) + (((idx * 7) & 63) * 3 + lane)
    out = np.zeros(128, np.float32)
    res = emulate(text, args=[idx, out], grid=(2, 1, 1), block=(64, 1, 1), timing_aware=True)
    np.testing.assert_array_equal(out, want)
    assert not res.any_poison
    # the wait between the scratch loads and their use, removed -> poisoned result
    lines = text.splitlines()
    i = next(n for n, ln in enumerate(lines) if "scratch_load_dword" in ln)
    j = next(n for n in range(i, len(lines)) if lines[n].strip().startswith("s_waitcnt vmcnt"))
    del lines[j]
    out[:] = 0
    res = emulate("\n".join(lines) + "\n", args=[idx, out], grid=(2, 1, 1), block=(64, 1, 1),
                  timing_aware=True)
    assert res.poisoned["arg1"].all() and np.isnan(out).all()


RED_CL = r"""
__kernel void red(__global const int *x, __global int *out) {
  int l = __builtin_amdgcn_workitem_id_x() + 64 * __builtin_amdgcn_workgroup_id_x();
  __atomic_fetch_add(out, x[l], __ATOMIC_RELAXED);
}
__kernel void redf(__global const float *x, __global float *out) {
  int l = __builtin_amdgcn_workitem_id_x() + 64 * __builtin_amdgcn_workgroup_id_x();
  __atomic_fetch_add(out, x[l], __ATOMIC_RELAXED);
}
__kernel void redp(__global const int *x, __global int *out) {
  int l = __builtin_amdgcn_workitem_id_x() + 64 * __builtin_amdgcn_workgroup_id_x();
  int v = x[l];
  if (v > 0) __atomic_fetch_add(out, v, __ATOMIC_RELAXED);
}
"""


def test_dpp_wave_reductions_from_llvm_atomic_optimizer(tmp_path):
    """LLVM's atomic optimizer (DPP strategy) reduces across the wave with row_shr,
    row_bcast:15/31 DPP adds, v_readlane and one atomic per wave: exercises DPP, the
    divergent EXEC dance and global atomics; deleting one s_nop before a DPP op (DB row
    valu_vgpr_to_dpp) must poison the sum in timing-aware mode."""
    text = _clang_asm(tmp_path, "red", RED_CL, "gfx942", "-mllvm", "-amdgpu-atomic-optimizer-strategy=DPP")
    assert "row_bcast:31" in text
    rng = np.random.default_rng(0)
    x = rng.integers(-1000, 1000, 512).astype(np.int32)
    xf = rng.uniform(-1, 1, 512).astype(np.float32)
    for name, data, want in (("red", x, x.sum()), ("redp", x, x[x > 0].sum()),
                             ("redf", xf, xf.astype(np.float64).sum())):
        out = np.zeros(1, data.dtype)
        res = emulate(text, kernel=name, args=[data, out], grid=(8, 1, 1), block=(64, 1, 1),
                      timing_aware=True)
        np.testing.assert_allclose(out[0], want, rtol=1e-5)
        assert not res.any_poison
    i = text.index("redp:")
    j = text.index("s_nop 1", i)
    out = np.zeros(1, np.int32)
    res = emulate(text[:j] + text[j + len("s_nop 1"):], kernel="redp", args=[x, out], grid=(8, 1, 1),
                  block=(64, 1, 1), timing_aware=True)
    assert res.poisoned["arg1"].all()
    assert any("valu_vgpr_to_dpp" in e for e in res.events)


IDS_CL = r"""
__kernel void ids(__global int *out) {
  int tx = __builtin_amdgcn_workitem_id_x(), ty = __builtin_amdgcn_workitem_id_y(),
      tz = __builtin_amdgcn_workitem_id_z();
  int gx = __builtin_amdgcn_workgroup_id_x(), gy = __builtin_amdgcn_workgroup_id_y(),
      gz = __builtin_amdgcn_workgroup_id_z();
  __constant unsigned int *ia = (__constant unsigned int *)__builtin_amdgcn_implicitarg_ptr();
  __constant unsigned short *ib = (__constant unsigned short *)__builtin_amdgcn_implicitarg_ptr();
  int wg = (gz * 2 + gy) * 2 + gx;
  int t = (tz * 4 + ty) * 4 + tx;
  __global int *o = out + (wg * 64 + t) * 8;
  o[0] = tx; o[1] = ty; o[2] = tz; o[3] = gx; o[4] = gy; o[5] = gz;
  o[6] = ia[0] + 100 * ia[1] + 10000 * ia[2];      /* hidden_block_count_x/y/z */
  o[7] = ib[6] + 100 * ib[7] + 10000 * ib[8];      /* hidden_group_size_x/y/z */
}
"""


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_launch_abi_3d_ids_and_hidden_args(tmp_path, target):
    """Work-item ids x/y/z packed in v0 (10 bits each), workgroup ids x/y/z in the SGPRs
    after the user SGPRs, and the code-object-v5 hidden args (block counts, group sizes)
    as a clang-compiled kernel reads them; both from the .s and the linked .hsaco."""
    import shutil
    import subprocess

    clang, lld = shutil.which("clang-22"), shutil.which("ld.lld-22")
    if clang is None or lld is None:
        pytest.skip("clang-22 / ld.lld-22 not installed")
    (tmp_path / "ids.cl").write_text(IDS_CL)
    base = [clang, "-x", "cl", "-cl-std=CL2.0", "-nogpulib", "-target", "amdgcn-amd-amdhsa", "-O3",
            f"-mcpu={target}", str(tmp_path / "ids.cl")]
    subprocess.run(base + ["-S", "-o", str(tmp_path / "ids.s")], check=True)
    subprocess.run(base + ["-c", "-o", str(tmp_path / "ids.o")], check=True)
    subprocess.run([lld, "-shared", str(tmp_path / "ids.o"), "-o", str(tmp_path / "ids.hsaco")], check=True)
    want = np.zeros((8, 64, 8), np.int32)
    for wg in range(8):
        for t in range(64):
            want[wg, t] = [t % 4, (t // 4) % 4, t // 16, wg % 2, (wg // 2) % 2, wg // 4,
                           2 + 200 + 20000, 4 + 400 + 40000]
    for src in (tmp_path / "ids.s", tmp_path / "ids.hsaco"):
        out = np.zeros(8 * 64 * 8, np.int32)
        emulate(src, args=[out], grid=(2, 2, 2), block=(4, 4, 4), target=target)
        np.testing.assert_array_equal(out.reshape(8, 64, 8), want, err_msg=str(src))
    # a sample of the grid: those workgroups run as in the full launch (ids, hidden args
    # of the whole grid), the others not at all
    out = np.zeros(8 * 64 * 8, np.int32)
    res = emulate(tmp_path / "ids.s", args=[out], grid=(2, 2, 2), block=(4, 4, 4), target=target,
                  workgroups=[(1, 0, 1), (0, 1, 0)])
    ran = [1 + 4, 2]   # linear ids x + 2y + 4z
    np.testing.assert_array_equal(out.reshape(8, 64, 8)[ran], want[ran])
    assert not out.reshape(8, 64, 8)[[w for w in range(8) if w not in ran]].any()
    assert res.waves == 2
    with pytest.raises(EmulationError, match=r"workgroup \(2, 0, 0\) is outside the grid \(2, 2, 2\)"):
        emulate(tmp_path / "ids.s", args=[out], grid=(2, 2, 2), block=(4, 4, 4), target=target,
                workgroups=[(2, 0, 0)])


def test_literal_k_fma_forms():
    """v_fmaak_f32 (D = S0 * S1 + K) and v_fmamk_f32 (D = S0 * K + S1), K a 32-bit literal:
    clang emits them often; they are v_fma_f32 with the literal in the named slot."""
    rng = np.random.default_rng(5)
    x = rng.standard_normal(64).astype(np.float32)
    y = rng.standard_normal(64).astype(np.float32)
    w, _ = run_wave("""
        v_fmaak_f32 v4, v0, v1, 0x40400000
        v_fmamk_f32 v5, v0, 0x40400000, v1
    """, vgprs={0: x.view(np.uint32), 1: y.view(np.uint32)})
    f32 = lambda r: w.v[r].view(np.float32)  # noqa: E731
    x64 = x.astype(np.float64)
    np.testing.assert_array_equal(f32(4), (x64 * y + 3.0).astype(np.float32))   # fused, K = 3.0
    np.testing.assert_array_equal(f32(5), (x64 * 3.0 + y).astype(np.float32))


def test_cmp_class_classifies_special_values():
    """v_cmp_class_f32/f64: bit k of S1 selects class k (1 qNaN, 2 -inf, 3 -normal,
    4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf). It used to be read as a
    compare condition named "class" and rejected (clang emits it for isnan/isinf/sqrt)."""
    vals32 = np.array([np.nan, -np.inf, -1.5, -1e-40, -0.0, 0.0, 1e-40, 2.0, np.inf], np.float32)
    cls = np.array([1, 2, 3, 4, 5, 6, 7, 8, 9])
    x = np.resize(vals32, 64)
    c = np.resize(cls, 64)
    w, _ = run_wave("""
        v_cmp_class_f32_e32 vcc, v0, v1
        v_cndmask_b32_e64 v3, 0, 1, vcc
        v_cmp_class_f32_e64 s[0:1], v0, v2
        v_cndmask_b32_e64 v4, 0, 1, s[0:1]
        v_cmp_class_f64_e32 vcc, v[6:7], v1
        v_cndmask_b32_e64 v5, 0, 1, vcc
    """, vgprs={0: x.view(np.uint32), 1: (1 << c).astype(np.uint32), 2: (1 << ((c % 9) + 1)).astype(np.uint32),
                6: x.astype(np.float64).view(np.uint32).reshape(64, 2)[:, 0].copy(),
                7: x.astype(np.float64).view(np.uint32).reshape(64, 2)[:, 1].copy()})
    assert np.all(w.v[3] == 1)                  # each lane's own class bit
    assert np.all(w.v[4] == 0)                  # another class's bit
    f64_denormal = np.resize([True, True, True, False, True, True, False, True, True], 64)
    # -1e-40 and 1e-40 are normal as f64: only their lanes differ from the f32 classes
    assert np.array_equal(w.v[5] == 1, f64_denormal)


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
@pytest.mark.parametrize("write", ["v_mov_b32_e32 v8, 0xe4", "v_mov_b32_e32 v10, 0"])
def test_smfmac_index_and_accumulator_hazards_poison(target, write):
    """A VALU write of a v_smfmac's index VGPR (instruction-table role ``idx``) or of its
    accumulator (SrcC is its vdst) needs 2 wait states (DB valu_write_to_mfma_read); the
    timing-aware emulator poisons the result without them, as the checker and the pass read the
    same roles (it saw neither role before session 48)."""
    src = f"""
.amdgcn_target "amdgcn-amd-amdhsa--{target}"
k:
    v_mov_b32_e32 v10, 0
    v_mov_b32_e32 v11, 0
    v_mov_b32_e32 v12, 0
    v_mov_b32_e32 v13, 0
    v_mov_b32_e32 v8, 0xe4
    s_nop 4
    {write}
    {{nop}}
    v_smfmac_f32_16x16x32_f16 v[10:13], v[0:1], v[2:5], v8
    s_nop 15
    s_endpgm
"""
    ones = np.full(64, 0x3C003C00, np.uint32)   # f16 1.0 pairs
    for nop, poisoned in (("s_nop 1", False), ("", True)):
        w, _ = run_wave(src.format(nop=nop), vgprs={r: ones for r in range(6)}, target=target, timing_aware=True)
        assert bool(w.timing.vp[10:14].any()) is poisoned, (write, nop)
        if not poisoned:   # 16 of the 32 K products: the 2:4 A times B ones
            np.testing.assert_array_equal(w.v[10].view(np.float32), np.full(64, 16.0, np.float32))


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_timing_emulator_evaluates_every_hazard_row_but_the_documented(target):
    """A DB row naming an operand role the timing-aware emulator does not read is skipped
    whole: session 47's new role ``scale`` in gfx950's VALU -> MFMA read row silently took that
    row (the most common GEMM hazard) out of the emulator until session 48. Only the MODE rows
    (``hwreg``: MODE bits are not modelled) and the store-data WAR rows (store data is read at
    issue here) may be skipped."""
    from wave_asm_ext.sim.emu_timing import _HazardTable
    from wave_asm_ext.target import load_target

    skipped = set(_HazardTable(load_target(target)).skipped)
    assert skipped == {"setreg_getreg", "setreg_vskip_vector", "store_x3x4_data_overwrite",
                       "valu_overwrites_store_data"}, skipped


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_valu_write_then_mfma_read_poisons(target):
    """The VALU -> MFMA SrcA read (2 wait states) on both targets, through the DB row."""
    src = """
k:
    v_mov_b32_e32 v0, 0x3c003c00
    {nop}
    v_mfma_f32_16x16x16_f16 v[10:13], v[0:1], v[2:3], v[10:13]
    s_nop 15
"""
    ones = np.full(64, 0x3C003C00, np.uint32)
    for nop, poisoned in (("s_nop 1", False), ("s_nop 0", True)):
        w, _ = run_wave(src.format(nop=nop), vgprs={1: ones, 2: ones, 3: ones, 10: 0, 11: 0, 12: 0, 13: 0},
                        target=target, timing_aware=True)
        assert bool(w.timing.vp[10:14].any()) is poisoned, nop


CAS_CL = r"""
__kernel void cas(__global int *slots, __global const int *want, __global const int *nv, __global int *old) {
  int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  int e = want[i];
  __atomic_compare_exchange_n(&slots[i & 15], &e, nv[i], 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  old[i] = e;
}
__kernel void cas64(__global long *slots, __global const long *want, __global const long *nv, __global long *old) {
  int i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
  long e = want[i];
  __atomic_compare_exchange_n(&slots[i & 15], &e, nv[i], 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  old[i] = e;
}
"""


def test_global_compare_and_swap_from_clang(tmp_path):
    """clang's ``global_atomic_cmpswap`` / ``_x2`` (DATA = {src, cmp}, returning the old value):
    four lanes contend for each of 16 slots; numpy replays them in lane order (the emulator's
    documented serialisation) and both the slots and every lane's returned old value match."""
    text = _clang_asm(tmp_path, "cas", CAS_CL, "gfx950")
    assert "global_atomic_cmpswap " in text and "global_atomic_cmpswap_x2 " in text
    rng = np.random.default_rng(3)
    for name, dt in (("cas", np.int32), ("cas64", np.int64)):
        slots = rng.integers(0, 3, 16).astype(dt)
        want = rng.integers(0, 3, 64).astype(dt)
        high = (1 << 40) if dt == np.int64 else 0    # the x2 form must carry the high dword
        nv = (rng.integers(0, 3, 64) + high).astype(dt)
        ref, ref_old = slots.copy(), np.zeros(64, dt)
        for i in range(64):
            ref_old[i] = ref[i & 15]
            if ref[i & 15] == want[i]:
                ref[i & 15] = nv[i]
        assert (ref != slots).any() and (ref == slots).any()
        old = np.zeros(64, dt)
        res = emulate(text, kernel=name, args=[slots, want, nv, old], grid=(1, 1, 1), block=(64, 1, 1),
                      target="gfx950", timing_aware=True)
        np.testing.assert_array_equal(slots, ref)
        np.testing.assert_array_equal(old, ref_old)
        assert not res.any_poison


INC_CL = r"""
__kernel void incdec(__global uint *inc, __global uint *dec, __global const uint *lim, __global uint *old) {
  int i = __builtin_amdgcn_workitem_id_x();
  uint a = __builtin_amdgcn_atomic_inc32((volatile __global uint *)&inc[i & 7], lim[i], __ATOMIC_RELAXED, "agent");
  uint b = __builtin_amdgcn_atomic_dec32((volatile __global uint *)&dec[i & 7], lim[i], __ATOMIC_RELAXED, "agent");
  old[i] = a * 65536u + b;
}
"""


def test_global_wrapping_increment_and_decrement_from_clang(tmp_path):
    """clang's ``global_atomic_inc`` / ``global_atomic_dec`` (LLVM ``uinc_wrap`` / ``udec_wrap``):
    eight lanes per slot with small limits, so slots wrap to 0 (inc) or back to the limit (dec,
    from 0 or from above it); numpy replays them in lane order, slots and returned values match."""
    text = _clang_asm(tmp_path, "incdec", INC_CL, "gfx942")
    assert "global_atomic_inc " in text and "global_atomic_dec " in text
    rng = np.random.default_rng(5)
    inc = rng.integers(0, 4, 8).astype(np.uint32)
    dec = rng.integers(0, 4, 8).astype(np.uint32)
    lim = rng.integers(0, 3, 64).astype(np.uint32)
    ref_inc, ref_dec, ref_old = inc.copy(), dec.copy(), np.zeros(64, np.uint32)
    for i in range(64):    # all incs issue before the decs (one instruction each, lanes in order)
        o = ref_inc[i & 7]
        ref_old[i] = o * 65536
        ref_inc[i & 7] = 0 if o >= lim[i] else o + 1
    for i in range(64):
        o = ref_dec[i & 7]
        ref_old[i] += o
        ref_dec[i & 7] = lim[i] if o == 0 or o > lim[i] else o - 1
    assert (ref_inc == 0).any() and (ref_dec == lim[56:]).any()
    old = np.zeros(64, np.uint32)
    emulate(text, kernel="incdec", args=[inc, dec, lim, old], grid=(1, 1, 1), block=(64, 1, 1), target="gfx942")
    np.testing.assert_array_equal(inc, ref_inc)
    np.testing.assert_array_equal(dec, ref_dec)
    np.testing.assert_array_equal(old, ref_old)


def test_a_64_bit_integer_literal_reads_its_encoding_not_its_spelling():
    """llvm-mc encodes ``-1000`` and ``0xfffffc18`` in ``s_mov_b64`` as the same literal dword.
    With bit 31 clear the value is that dword whatever the spelling; with it set the hardware's
    extension depends on the operand's signedness, so the emulator refuses it by name instead
    of sign-extending one spelling and zero-extending the other. Inline constants stay exact."""
    w, _ = run_wave("s_mov_b64 s[4:5], 0x7ffffc18\ns_mov_b64 s[6:7], -16\ns_mov_b64 s[8:9], 2147482648\n"
                    "v_lshlrev_b64 v[2:3], 1, 0x12345")
    assert (w.s[4], w.s[5]) == (0x7FFFFC18, 0) and (w.s[6], w.s[7]) == (0xFFFFFFF0, 0xFFFFFFFF)
    assert (w.s[8], w.s[9]) == (0x7FFFFC18, 0)
    assert (int(w.v[2][0]), int(w.v[3][0])) == (0x2468A, 0)
    for spelling in ("-1000", "0xfffffc18"):
        with pytest.raises(EmulationError, match=r"s_mov_b64.*0xfffffc18 \(bit 31 set\).*64-bit integer operand"):
            run_wave(f"s_mov_b64 s[4:5], {spelling}")


def test_bit_reverse_reverses_all_32_bits():
    """``v_bfrev_b32``: bit i goes to bit 31 - i across byte boundaries (a third adversarial
    round found each byte reversed in place); ``s_bfrev`` / ``s_brev_b32`` agrees."""
    rng = np.random.default_rng(7)
    a = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    a[:3] = (1, 0x12345678, 0x80000000)
    w, _ = run_wave("v_bfrev_b32_e32 v1, v0\ns_brev_b32 s4, 0x12345678", vgprs={0: a})
    want = np.array([int(f"{int(x):032b}"[::-1], 2) for x in a], np.uint32)
    np.testing.assert_array_equal(w.v[1], want)
    assert (int(w.v[1][0]), int(w.v[1][1]), int(w.v[1][2])) == (0x80000000, 0x1E6A2C48, 1)
    assert w.s[4] == 0x1E6A2C48


@pytest.mark.parametrize("width", [16, 32])
def test_gfx950_permlane_swaps_exchange_rows_of_both_registers(width):
    """``v_permlane16_swap_b32 vdst, src0``: the odd 16-lane rows of vdst trade places with the
    even rows of src0; ``v_permlane32_swap_b32``: rows 2-3 of vdst with rows 0-1 of src0 (LLVM
    ``llvm.amdgcn.permlane{16,32}.swap``). Both registers are written; with inactive lanes the
    emulator refuses by name."""
    a = np.arange(64, dtype=np.uint32) + 1000
    b = np.arange(64, dtype=np.uint32) + 2000
    want_a, want_b = a.copy(), b.copy()
    for hi in range(64):
        if (width == 16 and (hi // 16) % 2 == 1) or (width == 32 and hi >= 32):
            want_a[hi], want_b[hi - width] = b[hi - width], a[hi]
    w, _ = run_wave(f"v_permlane{width}_swap_b32 v1, v2", vgprs={1: a, 2: b}, target="gfx950")
    np.testing.assert_array_equal(w.v[1], want_a)
    np.testing.assert_array_equal(w.v[2], want_b)
    with pytest.raises(EmulationError, match=rf"v_permlane{width}_swap_b32.*inactive lanes"):
        run_wave(f"v_permlane{width}_swap_b32 v1, v2", vgprs={1: a, 2: b}, target="gfx950", exec_mask=(1 << 63) - 1)
