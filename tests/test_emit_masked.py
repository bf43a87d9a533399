"""Masked global loads and stores: GEMM shapes that are not multiples of the block.

Wave guards a partial tile's global accesses with per-lane predicates (``vector.maskedload``
/ ``vector.maskedstore``); the emitter lowers them branch-free (``emit/masked.py``): a lane
whose predicate is false accesses past the buffer's ``num_records``, which loads 0 and drops
the store. The fixtures are Wave's MLIR for such shapes (the registry's templates, as a user
compiles them): a partial M tile, partial M / N / K tiles with Wave's PREFETCH schedule (K
masks compared element by element and combined with ``arith.andi``), the transposed template.
"""

from __future__ import annotations

import math
import re

import numpy as np
import pytest

from test_emit_emulate import FIX
from wave_asm_ext import toolchain
from wave_asm_ext.check import check_program
from wave_asm_ext.emit import affine as A
from wave_asm_ext.emit import emit_kernel
from wave_asm_ext.emit.lower import GlobalMem
from wave_asm_ext.emit.masked import ElementMask, IndexVec, LaneMask
from wave_asm_ext.emit.walker import Walker
from wave_asm_ext.errors import EmitError
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.target import load_target

M_ONLY = "masked/gfx950_gemm_200x256x256_b64x64x32_w2x2_16x16x32_none.mlir"
MNK = "masked/gfx942_gemm_200x200x200_b64x64x32_w2x2_16x16x16_prefetch.mlir"
TRANSPOSED = "masked/gfx950_gemm_tt_200x200x160_b64x64x32_w2x2_16x16x32_none.mlir"
#: 512 accumulator registers per lane: output-tile fission (two passes of the K loop, each
#: storing its half of the tile through masked stores)
FISSION = "masked/gfx950_gemm_200x200x128_b128x256x64_w1x1_16x16x32_none.mlir"
#: K = 4 in 32-wide tiles (gemm_reordered, 8 waves): every lane's upper 4 elements are past K,
#: zeroed instead of loaded, so an LDS store's two halves come from a v_mov and a load (the
#: post-emit pass staged the loaded half in AGPRs: a ds_write2_b64 mixing a[0:1] and v[..])
ZERO_PIECES = "masked/gfx942_gemm_reordered_752x116x4_b256x256x32_w4x2_32x32x8_none.mlir"
#: K = 100: a lane's 8 f16 elements straddle the bound (4 in, 4 out at k = 96)
PARTIAL_VECTOR = "masked/gfx950_gemm_256x256x100_b64x64x32_w2x2_16x16x32_none.mlir"

#: odd K: a lane's 8 f16 elements straddle the bound inside a dword (k = 96: 3 in), the rows
#: 2-byte aligned; and K = 45 with 8 f8 elements per lane (rows 1-byte aligned)
ODD_K = "masked/gfx950_gemm_128x128x99_b64x64x32_w2x2_16x16x32_none.mlir"
ODD_K_F8 = "masked/gfx942_gemm_64x64x45_b64x64x32_w2x2_16x16x32_f8_prefetch.mlir"
#: gemm_tt F8 on gfx942: 2-element (2-byte) vectors, M = 5 bounding one inside them
SHORT_VECTOR = "masked/gfx942_gemm_tt_5x183x27_b128x128x64_w2x2_16x16x32_f8_modulo.mlir"
#: one wave, 128x128 block of a 264x68 product: 4 of its 16 32x32 accumulator tiles hold
#: columns no lane stores (68 = 2 tiles + 4 columns), so dead-code removal drops their MFMAs
#: and the compaction renumbers the AGPRs around the gap (1 -> 2 waves per SIMD)
DEAD_TILES = "masked/gfx942_gemm_264x68x24_b128x128x16_w1x1_32x32x16_f8_modulo.mlir"
#: K = 12 in 16-wide tiles with 16 f8 elements per lane: Wave folds A's K mask to the constant
#: vector [true x 12, false x 4] (B's stays a compare)
CONST_MASK = "masked/gfx942_gemm_512x340x12_b256x128x16_w2x2_32x32x16_f8_none.mlir"

_NAME = re.compile(r"(gfx\d+)_(gemm|gemm_tt|gemm_reordered)_(\d+)x(\d+)x(\d+)_b(\d+)x(\d+)x\d+_w(\d+)x(\d+)_")


def _code(name: str, postpass: bool) -> tuple[str, str]:
    target = name.split("/")[1][:6]
    text = emit_kernel((FIX / name).read_text(), target).text
    if postpass:
        text = run_postpass(parse_asm(text, name), target)[0].text()
    return target, text


def _run(name: str, code: str) -> tuple[np.ndarray, np.ndarray, bool]:
    """(output, float64 reference, any poison) of ``code`` on the fixture's whole grid."""
    from wave_asm_ext.sim.emulator import emulate

    target, kind, M, N, K, bm, bn, wm, wn = _NAME.match(name.split("/")[1]).groups()
    M, N, K, bm, bn, wm, wn = map(int, (M, N, K, bm, bn, wm, wn))
    rng = np.random.default_rng(7)
    nt = kind != "gemm_tt"   # gemm and gemm_reordered: A[M,K], B[N,K]
    shapes = ((M, K), (N, K)) if nt else ((K, M), (K, N))
    a, b = (rng.uniform(-1, 1, s).astype(np.float16) for s in shapes)
    args = [a, b]
    if "_f8_" in name:   # the target's 8-bit format (gfx942: e4m3fnuz), passed as its bytes
        import torch

        f8 = [torch.from_numpy(x.astype(np.float32)).to(torch.float8_e4m3fnuz) for x in (a, b)]
        args = [x.view(torch.uint8).numpy() for x in f8]
        a, b = (x.float().numpy() for x in f8)
    ref = a.astype(np.float64) @ b.astype(np.float64).T if nt else a.astype(np.float64).T @ b.astype(np.float64)
    out = np.full((M, N), np.nan, np.float32)
    res = emulate(code, args=[*args, out], grid=(math.ceil(M / bm), math.ceil(N / bn), 1),
                  block=(64 * wm, wn, 1), target=target, timing_aware=True)
    return out, ref, res.any_poison


@pytest.mark.parametrize("name", [M_ONLY, MNK, TRANSPOSED, FISSION, PARTIAL_VECTOR, ZERO_PIECES, CONST_MASK, ODD_K,
                                  ODD_K_F8, SHORT_VECTOR, DEAD_TILES])
@pytest.mark.parametrize("postpass", [False, True], ids=["emitted", "scheduled"])
def test_partial_tiles_match_the_reference(name, postpass, tmp_path):
    """Every element of C written and equal to the float64 product (the partial tiles' rows and
    columns past the matrix neither read into the next row nor write there), emitted and
    scheduled: assembled, clean in the checker, no poison in the timing-aware emulator."""
    target, code = _code(name, postpass)
    toolchain.assemble_and_link(code, target, tmp_path, "k")
    assert check_program(parse_asm(code, name), load_target(target)) == []
    out, ref, poison = _run(name, code)
    assert not poison and not np.isnan(out).any()
    assert np.allclose(out, ref, rtol=1e-5, atol=1e-6 * ref.shape[1])


@pytest.mark.parametrize("name", [MNK, TRANSPOSED, FISSION, PARTIAL_VECTOR, ODD_K, ODD_K_F8, SHORT_VECTOR])
def test_the_masks_decide_the_result(name):
    """The same kernel with every masked-off offset replaced by the real one reads the next
    row's elements and writes into the next row: the emulator sees it (so the test above can
    fail)."""
    _, code = _code(name, postpass=False)
    unmasked = re.sub(r"v_cndmask_b32 (v\d+), -4\.0, (v\d+), s\[\d+:\d+\]", r"v_mov_b32 \1, \2", code)
    assert unmasked != code
    out, ref, _ = _run(name, unmasked)
    assert not np.allclose(np.nan_to_num(out), ref, rtol=1e-5, atol=1e-6 * ref.shape[1])


def test_masks_are_branch_free_and_the_range_check_takes_the_row_bounds():
    """No exec masking and no branch besides the loop's. A partial M tile needs no compare at
    all: A's and C's rows past M = 200 start at or past their descriptors' exact extents, which
    the range check drops. With M, N and K partial, the K-dependent compare sits in the loop and
    C's column compares (the next row's first elements would be in range) after it."""
    _, code = _code(M_ONLY, postpass=False)
    assert "exec" not in code and len(re.findall(r"s_cbranch", code)) == 1
    assert "v_cmp" not in code and "v_cndmask" not in code
    _, code = _code(MNK, postpass=False)
    assert "exec" not in code and len(re.findall(r"s_cbranch", code)) == 1
    head, rest = code.split("L_loop0:")
    body, tail = rest.split("s_cbranch_scc1 L_loop0")
    assert [len(re.findall("v_cmp_lt_i32", part)) for part in (head, body, tail)] == [0, 1, 2]
    assert "s_and_b64" not in code   # each conjunction lost its row atom to the range check
    # one select per column mask, on the address's variable part: the 16 stores' 4 KiB steps
    # are added after it
    assert len(re.findall("v_cndmask_b32", tail)) == 2 and len(re.findall("buffer_store", tail)) == 16


def test_fission_keeps_every_masked_store():
    """Output-tile fission splits the kernel's stores between its passes: the masked stores
    are stores too (each pass keeps its half, none is dropped as pure)."""
    mlir = (FIX / FISSION).read_text()
    code = emit_kernel(mlir, "gfx950").text
    assert len(re.findall(r"^L_loop\d+:", code, re.M)) == 2
    # one dword store per 1-element maskedstore (Wave leaves out the 16-column MFMA tiles past
    # N = 200 altogether: 13 of 16)
    assert len(re.findall(r"buffer_store_dword ", code)) == mlir.count("vector.maskedstore") == 128 * 208 // 64


@pytest.mark.parametrize("pred,k,extent,expect", [
    ("slt", 200, 200, False),   # row < 200 of 200 rows: row 200 starts at num_records
    ("sle", 199, 200, False),   # the same bound as <=
    ("slt", 199, 200, True),    # row 199 is in range: the compare must stay
    ("slt", 200, 201, True),    # a buffer with more rows: row 200 is in range
    ("sgt", 3, 200, True),      # a lower bound: the range check cannot stand in for it
])
def test_the_range_check_stands_in_for_an_outer_bound(pred, k, extent, expect):
    """A 512-byte-stride f16 matrix of ``extent`` rows, accessed at ``row * 512 + 2 * col``:
    the row atom goes where every lane it masks off addresses at or past ``num_records``; the
    column atom (col < 200: col 200..255 is the next row's start, in range) always stays."""
    w = _walker()
    w.env = {"r": (0, 255), "c": (0, 255)}
    row, col = A.sym("r"), A.sym("c")
    mem = GlobalMem(None, [extent, 256], [256, 1], 0, 2, extent * 512)
    addr = A.add(A.scale(row, 512), A.scale(col, 2))
    row_atom, col_atom = (row, pred, k), (col, "slt", 200)
    got = w.unchecked_atoms(LaneMask(frozenset({row_atom, col_atom})), mem, addr)
    assert got.atoms == ({row_atom, col_atom} if expect else {col_atom})
    assert w.unchecked_atoms(LaneMask(frozenset({row_atom})), mem, addr) == (
        LaneMask(frozenset({row_atom})) if expect else None)


def test_a_mask_splitting_a_lanes_vector_splits_the_access():
    """K = 100: a lane's 8 f16 elements straddle the bound in 4-element pieces (k = 96..99 in,
    100..103 out), so each 16-byte operand load becomes two 8-byte loads with their own masks
    (one v_cmp each, shared by A and B, which read the same k)."""
    code = emit_kernel((FIX / PARTIAL_VECTOR).read_text(), "gfx950").text
    body = code.split("L_loop0:")[1].split("s_cbranch_scc1 L_loop0")[0]
    assert len(re.findall(r"buffer_load_dwordx2 ", body)) == 4 and "buffer_load_dwordx4" not in body
    assert len(re.findall(r"v_cmp_lt_i32", body)) == 2


@pytest.mark.parametrize("name,load,narrow,dwords,packs", [
    # K = 99, x a multiple of 8: only dword 1 (elements 2, 3; the lane at k = 96) straddles
    (ODD_K, "ushort", 2 * 2, 2 * 3, 2 * 1),
    # K = 45 f8 with PREFETCH: the second tile's dword 1 (elements 4..7; the lane at k = 40)
    (ODD_K_F8, "ubyte", 2 * 4, 2 * 1, 2 * 3),
])
def test_a_mask_splitting_a_dword_loads_element_by_element(name, load, narrow, dwords, packs):
    """A bound inside a dword of a lane's vector: in the tile the bound falls in, each dword
    whose elements agree in every lane is one dword load under its own mask (rows of such a
    K are not dword-aligned: the DB's unaligned mode allows it), each element of a dword that
    straddles is loaded alone under its own mask and packed by v_lshl_or_b32 (LLVM scalarises
    the whole masked load instead)."""
    target = name.split("/")[1][:6]
    code = emit_kernel((FIX / name).read_text(), target).text
    assert len(re.findall(rf"buffer_load_{load} ", code)) == narrow
    assert len(re.findall(r"buffer_load_dword ", code)) == dwords
    assert len(re.findall(r"v_lshl_or_b32 ", code)) == packs
    assert not re.search(r"buffer_load_dwordx[34] ", code)


def _walker() -> Walker:
    w = Walker("gfx950")
    w.env = {"k": (0, 31), "r": (0, 255)}
    return w


@pytest.mark.parametrize("bound,stride,expect,pieces", [
    (200, 8, "mask", 1),       # x multiple of 8, 8 elements, bound a multiple of 8: uniform per lane
    (100, 8, "elements", 2),   # 100 = 12 * 8 + 4: the lane at 96 has 4 elements in, 4 out
    (100, 4, "elements", 2),   # 4-aligned x: x = 96 straddles too, x = 100 does not
    (98, 8, "elements", 4),    # 98 = 12 * 8 + 2: dword pieces (2 f16 each)
    (97, 8, "elements", 0),    # odd: 2-byte pieces, not supported
    (512, 8, "const", 1),      # x + 7 <= 255: every element is in bounds
])
def test_vector_compare(bound, stride, expect, pieces):
    """``x + [0..7] < bound`` (f16 elements) with ``x = stride * k``: one lane condition where
    every lane's elements agree, a constant where the ranges decide, else a per-element mask,
    which a masked access takes in the widest agreeing pieces of at least a dword."""
    w = _walker()
    x = A.scale(A.sym("k"), stride)
    a, b = IndexVec(x, tuple(range(8))), IndexVec(A.const(0), (bound,) * 8)
    got = w.vector_compare("slt", a, b, "here")
    if expect == "const":
        assert got == A.const(1)
    elif expect == "mask":
        assert isinstance(got, LaneMask) and got.atoms == {(x, "slt", bound)}
    else:
        assert isinstance(got, ElementMask)
        if not pieces:
            with pytest.raises(EmitError):
                w._chunk_masks(got, 8, 2, "here")
            return
        c, masks = w._chunk_masks(got, 8, 2, "here")
        assert c * len(masks) == 8 and len(masks) == pieces
        assert [m.atoms for m in masks] == [{(x, "slt", bound - j)} for j in range(0, 8, c)]


def test_mask_and_folds_constants_and_unions_lane_masks():
    m1 = LaneMask(frozenset({(A.sym("r"), "slt", 200)}))
    m2 = LaneMask(frozenset({(A.sym("k"), "slt", 50)}))
    assert Walker.mask_and(m1, A.const(1), "here") is m1
    assert Walker.mask_and(A.const(0), m1, "here") == A.const(0)
    assert Walker.mask_and(m1, m2, "here").atoms == m1.atoms | m2.atoms
    # a row mask and-ed with a K mask that splits the vector: each piece's mask has the row's too
    w = _walker()
    e = w.vector_compare("slt", IndexVec(A.scale(A.sym("k"), 8), tuple(range(8))), IndexVec(A.const(0), (100,) * 8),
                         "here")
    both = Walker.mask_and(m1, e, "here")
    assert isinstance(both, ElementMask) and both.also == m1.atoms
    _, masks = w._chunk_masks(both, 8, 2, "here")
    assert all(m1.atoms <= m.atoms and len(m.atoms) == 2 for m in masks)


def test_a_constant_mask_decides_the_result():
    """A's K mask is the folded constant, B's a compare. With B's bound lifted to 16 (B reads
    4 bytes of the next row) the product still matches: A's constant mask zeroes its k >= 12.
    With A's mask made all-true as well it does not: the constant mask decides the result
    (the fixture's emitted and scheduled kernels match in test_partial_tiles_match_the_reference)."""
    text = (FIX / CONST_MASK).read_text()
    b_open = text.replace("dense<12> : vector<8xindex>", "dense<16> : vector<8xindex>")
    both_open = re.sub(r"dense<\[(true, ){12}false, false, false, false\]>", "dense<true>", b_open)
    assert text != b_open != both_open
    out, ref, poison = _run(CONST_MASK, emit_kernel(b_open, "gfx942").text)
    assert not poison and np.allclose(out, ref, rtol=1e-5, atol=1e-6 * ref.shape[1])
    out, ref, _ = _run(CONST_MASK, emit_kernel(both_open, "gfx942").text)
    assert not np.allclose(np.nan_to_num(out), ref, rtol=1e-5, atol=1e-6 * ref.shape[1])


def test_a_constant_mask_splits_the_access_without_compares():
    """The constant [true x 12, false x 4] over 16 bytes: three dword loads and the fourth
    dword zeroed, no compare or select for A's loads (the mask is decided per piece)."""
    code = emit_kernel((FIX / CONST_MASK).read_text(), "gfx942").text
    a_loads = re.findall(r"buffer_load_(\w+) v\d+(?::\d+\])?, (v\d+), s\[4:7\], 0 offen offset:(\d+)", code)
    assert [(w, off) for w, _, off in a_loads] == [("dword", "0"), ("dword", "4"), ("dword", "8")]
    assert len({v for _, v, _ in a_loads}) == 1
    addr = a_loads[0][1]
    before = code[:code.index(f"buffer_load_dword v")].splitlines()
    last_def = [ln.split()[0] for ln in before if re.match(rf"\s+v_\w+ {addr},", ln)][-1]
    assert last_def != "v_cndmask_b32"     # the offset is not selected by a mask


@pytest.mark.parametrize("text,expect", [
    ("dense<true>", 1), ("dense<false>", 0), ("dense<[true, true, true, true]>", 1),
    ("dense<[true, false, true, false]>", (-1, 0, -1, 0)),
])
def test_i1_vector_constants(text, expect):
    """Splat or uniform i1 vectors are decided constants; mixed ones element masks; a wrong
    element count is an error naming the constant."""
    got = Walker._mask_constant(text, 4, "loc")
    if isinstance(expect, int):
        assert got == A.const(expect)
    else:
        assert isinstance(got, ElementMask) and got.d == expect and got.pred == "slt"
    with pytest.raises(EmitError, match="has 3 elements"):
        Walker._mask_constant("dense<[true, false, true]>", 4, "loc")


def test_unaligned_wide_loads_need_the_db_fact(monkeypatch):
    """K = 45 f8 rows are 1-byte aligned: the first K tile, in bounds in every lane, is loaded
    with dwordx2 at unaligned addresses, and the straddling tile's agreeing dwords with dword
    loads, which ROCm's unaligned mode allows (DB global_memory.unaligned_access, sourced).
    On a target without it the straddling tile goes element by element and a wide access
    that remains is an error naming it, not a kernel that would misread."""
    import dataclasses

    from wave_asm_ext.emit import conservative
    from wave_asm_ext.emit import walker as walker_module

    from wave_asm_ext.emit import masked as masked_module

    assert load_target("gfx942").data["global_memory"]["unaligned_access"]["value"] is True
    for module in (walker_module, masked_module):
        monkeypatch.setattr(module, "numbers",
                            lambda t: dataclasses.replace(conservative.numbers(t), unaligned_global_access=False))
    with pytest.raises(EmitError) as ei:
        emit_kernel((FIX / ODD_K_F8).read_text(), "gfx942")
    assert "not provably a multiple of 4" in ei.value.message
    assert (ei.value.location or "").startswith("vector.maskedload at loc(")
    # K = 99 has no tile in bounds in every lane: without the fact every element goes alone
    code = emit_kernel((FIX / ODD_K).read_text(), "gfx950").text
    assert len(re.findall(r"buffer_load_ushort ", code)) == 2 * 8 and "buffer_load_dword" not in code


@pytest.mark.parametrize("type_,value,expect", [("i1", "true", 1), ("i1", "false", 0), ("index", "12 : index", 12),
                                                 ("i32", "-3 : i32", -3)])
def test_scalar_integer_constants(type_, value, expect):
    """Scalar i1 constants print as true / false (they were an uncaught ValueError); an
    integer the emitter cannot read is an EmitError naming it."""
    from types import SimpleNamespace

    class Result:   # hashable, as an MLIR value is
        def __init__(self, t):
            self.type = t

    w = _walker()
    op = SimpleNamespace(result=Result(type_), attributes={"value": value})
    w.op_arith_constant(op, "here")
    assert w.values[op.result] == A.const(expect)
    bad = SimpleNamespace(result=Result("i32"), attributes={"value": "0x1p3 : i32"})
    with pytest.raises(EmitError, match="integer constant"):
        w.op_arith_constant(bad, "here")


def test_masked_accesses_need_the_range_check_db_fact(monkeypatch):
    """The branch-free masks (an off lane's offset past num_records, and no compare where the
    range check already drops every off lane) stand on the DB's
    global_memory.out_of_range_dropped (sourced); without it a masked access is an error that
    names the fact, not a kernel that would read or write past the matrix."""
    import dataclasses

    from wave_asm_ext.emit import conservative
    from wave_asm_ext.emit import masked as masked_module

    assert all(load_target(t).data["global_memory"]["out_of_range_dropped"]["value"] is True
               for t in ("gfx942", "gfx950"))
    monkeypatch.setattr(masked_module, "numbers",
                        lambda t: dataclasses.replace(conservative.numbers(t), out_of_range_dropped=False))
    with pytest.raises(EmitError) as ei:
        emit_kernel((FIX / M_ONLY).read_text(), "gfx950")
    assert "global_memory.out_of_range_dropped" in ei.value.message
