"""Byte elements packed into dwords (``vector.from_elements`` of 1-byte elements).

gemm_tt with f8 operands on gfx942 (no LDS transpose loads there) reads every operand byte
alone (``memref.load`` -> ``ds_read_u8``) and builds each MFMA operand from eight of them;
LLVM packs them with shifts and ors. The emitter packs four such zero-extended bytes per
dword with three ``v_lshl_or_b32`` (pairs, then halves). With larger tiles Wave also loads
its f8 tiles two bytes per lane and regroups the bytes (``vector.extract`` of a byte inside
its dword) into 16-byte LDS rows: bytes that share their dword are picked where they are by
``v_perm_b32`` (two per dword and an or).
"""

from __future__ import annotations

import re

import numpy as np
import pytest

from test_emit_emulate import FIX, run_fixture
from wave_asm_ext.check import check_program
from wave_asm_ext.emit import emit_kernel
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.target import load_target

TT_F8 = "bytes/gfx942_gemm_tt_128_b64x64x64_w2x2_16x16x32_f8_none.mlir"
#: larger tiles: the global f8 tiles loaded two bytes per lane, regrouped byte by byte
TT_F8_REGROUPED = "bytes/gfx942_gemm_tt_256x256x128_b128x128x64_w2x2_16x16x32_f8_none.mlir"
#: gfx950 has transpose loads: the f8 operands come by ds_read_b64_tr_b8, no byte packing
TT_F8_950 = "bytes/gfx950_gemm_tt_128_b64x64x64_w2x2_16x16x32_f8_none.mlir"

PACK = """
#translation = #iree_codegen.translation_info<pipeline = None workgroup_size = [64, 1, 1] subgroup_size = 64>
module {
  func.func @pack(%arg0: !stream.binding, %arg1: !stream.binding) attributes {translation_info = #translation} {
    %c0 = arith.constant 0 : index
    %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> memref<i8>
    %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> memref<i8>
    %tid = gpu.thread_id x upper_bound 64
    %a = memref.reinterpret_cast %0 to offset: [0], sizes: [512], strides: [1] : memref<i8> to memref<512xi8, strided<[1]>>
    %b = memref.reinterpret_cast %1 to offset: [0], sizes: [1024], strides: [1] : memref<i8> to memref<1024xi8, strided<[1]>>
    %i = affine.apply affine_map<()[s0] -> (s0 * 8)>()[%tid]
    %v = vector.load %a[%i] : memref<512xi8, strided<[1]>>, vector<8xi8>
    %e0 = vector.extract %v[0] : i8 from vector<8xi8>
    %e4 = vector.extract %v[4] : i8 from vector<8xi8>
    %e5 = vector.extract %v[5] : i8 from vector<8xi8>
    %e6 = vector.extract %v[6] : i8 from vector<8xi8>
    %j = affine.apply affine_map<()[s0] -> (s0 * 8 + 1)>()[%tid]
    %s1 = memref.load %a[%j] : memref<512xi8, strided<[1]>>
    %k = affine.apply affine_map<()[s0] -> (s0 * 8 + 7)>()[%tid]
    %s7 = memref.load %a[%k] : memref<512xi8, strided<[1]>>
    %p = vector.from_elements %s1, %s7, %s1, %s7, %e0, %e5, %e4, %s7 : vector<8xi8>
    vector.store %p, %b[%i] : memref<1024xi8, strided<[1]>>, vector<8xi8>
    %q = vector.from_elements %e5, %s7 : vector<2xi8>
    %o = affine.apply affine_map<()[s0] -> (s0 * 2 + 512)>()[%tid]
    vector.store %q, %b[%o] : memref<1024xi8, strided<[1]>>, vector<2xi8>
    %o2 = affine.apply affine_map<()[s0] -> (s0 + 640)>()[%tid]
    memref.store %e6, %b[%o2] : memref<1024xi8, strided<[1]>>
    return
  }
}
"""


def test_bytes_packed_by_shift_or_or_picked_by_perm():
    """Four zero-extended loaded bytes: shift-or (three v_lshl_or_b32); a dword with bytes
    that share their dword with others (extracted from a loaded vector, byte 5 inside its
    dword): two v_perm_b32 and a v_or_b32, no mask; two bytes: one v_perm_b32; a byte
    extracted for a store: alone in the low bits (v_bfe_u32). Every byte lands where the
    MLIR puts it."""
    from wave_asm_ext.sim.emulator import emulate

    k = emit_kernel(PACK, "gfx942")
    code = k.text.split(".rodata")[0]
    assert code.count("v_lshl_or_b32") == 3 and code.count("v_perm_b32") == 2 + 1
    assert len(re.findall(r"\bv_or_b32", code)) == 1 and len(re.findall(r"v_bfe_u32 v\d+, v\d+, 16, 8", code)) == 1
    assert not re.search(r"v_and_b32 v\d+, 255,", code) and code.count("buffer_load_ubyte") == 2
    a = np.random.default_rng(1).integers(0, 256, 512, dtype=np.uint8)
    b = np.zeros(1024, np.uint8)
    res = emulate(k.text, args=[a, b], grid=(1, 1, 1), block=k.wg_size, target="gfx942", timing_aware=True)
    A = a.reshape(64, 8)
    want = np.stack([A[:, 1], A[:, 7], A[:, 1], A[:, 7], A[:, 0], A[:, 5], A[:, 4], A[:, 7]], 1)
    assert np.array_equal(b[:512].reshape(64, 8), want)
    assert np.array_equal(b[512:640].reshape(64, 2), np.stack([A[:, 5], A[:, 7]], 1))
    assert np.array_equal(b[640:704], A[:, 6])
    assert not res.any_poison


def test_gemm_tt_f8_operand_bytes_packed_by_shift_or():
    """Every ds_read_u8 byte goes into an MFMA operand: three v_lshl_or_b32 per four bytes,
    no mask (ds_read_u8 zero-extends)."""
    code = emit_kernel((FIX / TT_F8).read_text(), "gfx942").text
    reads = code.count("ds_read_u8")
    assert reads and code.count("v_lshl_or_b32") * 4 == reads * 3
    assert not re.search(r"v_and_b32 v\d+, 255,", code)


@pytest.mark.parametrize("postpass", [False, True], ids=["emitted", "post-emit pass"])
@pytest.mark.parametrize("fixture", [TT_F8, TT_F8_REGROUPED], ids=["ds_read_u8", "regrouped"])
def test_gemm_tt_f8_matches_torch(fixture, postpass):
    err, poison = run_fixture(fixture, postpass=postpass)
    assert not poison and err < 1e-5, (err, poison)


def test_gemm_tt_f8_after_the_pass_is_checker_clean():
    target = load_target("gfx942")
    prog, _ = run_postpass(parse_asm(emit_kernel((FIX / TT_F8).read_text(), "gfx942").text, TT_F8), target)
    assert check_program(parse_asm(prog.text(), TT_F8), target) == []


@pytest.mark.parametrize("postpass", [False, True], ids=["emitted", "post-emit pass"])
def test_gfx950_gemm_tt_f8_transpose_loads_match_torch(postpass):
    """The timing-aware emulator's ds_read_b64_tr_b8 (16 lanes' 8 x 16-byte tile returned
    transposed, lane j getting column j) against torch, on the kernel that uses it."""
    code = emit_kernel((FIX / TT_F8_950).read_text(), "gfx950").text
    assert "ds_read_b64_tr_b8" in code and "ds_read_u8" not in code
    err, poison = run_fixture(TT_F8_950, postpass=postpass)
    assert not poison and err < 1e-5, (err, poison)
