"""Ops beyond the plain GEMM fixtures: f16<->f32 conversions, 2-byte/x3 accesses, index
compare/select folding (on hand-written MLIR, no Wave front end)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from wave_asm_ext.emit import emit_kernel, emit_mlir
from wave_asm_ext.errors import EmitError

FIX = Path(__file__).parent / "fixtures" / "mlir"
MC = shutil.which("llvm-mc-22")

CVT = """
#translation = #iree_codegen.translation_info<pipeline = None workgroup_size = [64, 1, 1] subgroup_size = 64>
module {
  func.func @cvt(%arg0: !stream.binding, %arg1: !stream.binding) attributes {translation_info = #translation} {
    %c0 = arith.constant 0 : index
    %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> memref<f32>
    %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> memref<f16>
    %tid = gpu.thread_id x upper_bound 64
    %a = memref.reinterpret_cast %0 to offset: [0], sizes: [256], strides: [1] : memref<f32> to memref<256xf32, strided<[1]>>
    %b = memref.reinterpret_cast %1 to offset: [0], sizes: [256], strides: [1] : memref<f16> to memref<256xf16, strided<[1]>>
    %i = affine.apply affine_map<()[s0] -> (s0 * 4)>()[%tid]
    %v = vector.load %a[%i] : memref<256xf32, strided<[1]>>, vector<4xf32>
    %h = arith.truncf %v : vector<4xf32> to vector<4xf16>
    vector.store %h, %b[%i] : memref<256xf16, strided<[1]>>, vector<4xf16>
    %v3 = vector.extract_strided_slice %v {offsets = [0], sizes = [3], strides = [1]} : vector<4xf32> to vector<3xf32>
    vector.store %v3, %a[%i] : memref<256xf32, strided<[1]>>, vector<3xf32>
    %h1 = vector.extract_strided_slice %h {offsets = [1], sizes = [1], strides = [1]} : vector<4xf16> to vector<1xf16>
    vector.store %h1, %b[%tid] : memref<256xf16, strided<[1]>>, vector<1xf16>
    %e = arith.extf %h : vector<4xf16> to vector<4xf32>
    vector.store %e, %a[%i] : memref<256xf32, strided<[1]>>, vector<4xf32>
    return
  }
}
"""


def test_conversions_and_narrow_stores_assemble(tmp_path):
    k = emit_kernel(CVT, "gfx942")
    code = k.text.split(".rodata")[0]
    assert code.count("v_cvt_f16_f32") == 4 and code.count("v_cvt_f32_f16") == 4
    assert "v_pack_b32_f16" in code
    assert "buffer_store_dwordx3" in code and "buffer_store_short_d16_hi" in code
    assert "buffer_store_dwordx2" in code  # vector<4xf16>
    if not MC:
        pytest.skip("llvm-mc-22 not installed")
    s = tmp_path / "k.s"
    s.write_text(k.text)
    r = subprocess.run([MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942", "--filetype=obj", str(s),
                        "-o", str(tmp_path / "k.o")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[:3000]


def _with_select(limit: str) -> str:
    t = (FIX / "gfx942_gemm_256_b64x64x32_w2x2_16x16x16_none.mlir").read_text()
    old = "        %3 = affine.apply #map()[%thread_id_x, %thread_id_y, %block_id_x]\n"
    assert old in t
    return t.replace(old, "        %x3 = affine.apply #map()[%thread_id_x, %thread_id_y, %block_id_x]\n"
                     f"        %cmpx = arith.cmpi slt, %x3, {limit} : index\n"
                     "        %3 = arith.select %cmpx, %x3, %c0 : index\n", 1)


def test_cmpi_select_folded_when_ranges_decide():
    base = emit_mlir((FIX / "gfx942_gemm_256_b64x64x32_w2x2_16x16x16_none.mlir").read_text(), "gfx942")
    # %x3 < 256 always (rows of a 256-row matrix): the select is the identity
    assert emit_mlir(_with_select("%c4608"), "gfx942") == base


def test_cmpi_data_dependent_is_an_error():
    """A per-lane compare is a lane mask (masked accesses use it, emit.masked); a select on it
    is refused where it is used, naming the compare too."""
    with pytest.raises(EmitError) as ei:
        emit_mlir(_with_select("%c8"), "gfx942")
    assert (ei.value.location or "").startswith("arith.select at loc(")
    assert "per-lane predicate (arith.cmpi at loc(" in str(ei.value)


def _phys(kind, n, size=1):
    from wave_asm_ext.emit.program import VReg
    return VReg(kind, size, 1, phys=n)


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_wide_store_data_overwrite_gets_wait_states(target):
    """A VALU write of a buffer_store_dwordx4's data registers right after the store needs
    the DB's wait states (registers are reused after allocation)."""
    from wave_asm_ext.emit.conservative import numbers
    from wave_asm_ext.emit.finalize import insert_mfma_nops
    from wave_asm_ext.emit.program import VALU, VMEM_STORE, Instr

    hz = numbers(target)
    data, addr, srd = _phys("v", 0, 4), _phys("v", 4), _phys("s", 4, 4)
    for writer_kind, need in ((VALU, hz.store_data_valu_overwrite),):
        prog = [Instr("buffer_store_dwordx4", [], [data, addr, srd, 0], kind=VMEM_STORE, suffix="offen"),
                Instr("v_mov_b32", [_phys("v", 2)], [0], kind=writer_kind)]
        out = insert_mfma_nops(prog, hz, {})
        waits = sum(int(i.srcs[0]) + 1 for i in out if i.op == "s_nop")
        assert need > 0 and waits >= need
        # an unrelated register needs nothing
        prog[1] = Instr("v_mov_b32", [_phys("v", 7)], [0], kind=writer_kind)
        assert not any(i.op == "s_nop" for i in insert_mfma_nops(prog, hz, {}))


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_soft_clause_that_overwrites_a_members_address_is_broken(target):
    """Two buffer loads in a row form a soft clause; the second writing the first's address
    VGPR (registers are reused after allocation) would be replayed wrong under XNACK: the
    DB row's s_nop goes between them, the checker agrees, and a clause whose loads write
    registers none of them reads stays whole."""
    from wave_asm_ext.check import check_program
    from wave_asm_ext.emit.finalize import break_soft_clauses
    from wave_asm_ext.emit.program import VMEM_LOAD, Instr
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.target import load_target

    srd = _phys("s", 4, 4)

    def loads(second_dst: int) -> list:
        return [Instr("buffer_load_dwordx4", [_phys("v", 8, 4)], [_phys("v", 2), srd, 0], kind=VMEM_LOAD,
                      suffix="offen"),
                Instr("buffer_load_dwordx4", [_phys("v", second_dst, 4)], [_phys("v", 3), srd, 0],
                      kind=VMEM_LOAD, suffix="offen")]

    row = load_target(target).clause_hazards[0]
    out = break_soft_clauses(loads(0), target)   # v[0:3] holds the first load's address v2
    assert [i.op for i in out] == ["buffer_load_dwordx4", "s_nop", "buffer_load_dwordx4"]
    assert out[1].srcs == [row.wait_states - 1]

    def text(prog) -> str:
        def opnd(o):
            if isinstance(o, int):
                return str(o)
            r = o if not hasattr(o, "reg") else o.reg
            return f"{r.kind}{r.phys}" if r.size == 1 else f"{r.kind}[{r.phys}:{r.phys + r.size - 1}]"
        lines = [f"{i.op} {', '.join(opnd(o) for o in i.defs + i.srcs)} {i.suffix}" for i in prog]
        return "\n".join(lines) + "\ns_endpgm\n"

    tgt = load_target(target)
    assert check_program(parse_asm(text(out), "clause"), tgt) == []
    assert check_program(parse_asm(text(loads(0)), "clause"), tgt) != []
    assert [i.op for i in break_soft_clauses(loads(12), target)] == ["buffer_load_dwordx4"] * 2


def test_sink_lds_loads_respects_barriers_and_lds_writes():
    from wave_asm_ext.emit.finalize import sink_lds_loads
    from wave_asm_ext.emit.program import BARRIER, DS_LOAD, DS_STORE, MFMA, VALU, Instr, VReg

    addr, x, y, acc, t = VReg("v"), VReg("v", 2, 2), VReg("v", 2, 2), VReg("v", 4, 2), VReg("v")
    ld_x = Instr("ds_read_b64", [x], [addr], kind=DS_LOAD)
    ld_y = Instr("ds_read_b64", [y], [addr], kind=DS_LOAD)
    valu = Instr("v_mov_b32", [t], [0], kind=VALU)
    use_x = Instr("v_mfma_f32_16x16x16_f16", [acc], [x, x, acc], kind=MFMA)
    bar = Instr("s_barrier", kind=BARRIER)
    use_y = Instr("v_mfma_f32_16x16x16_f16", [acc], [y, y, acc], kind=MFMA)
    out = sink_lds_loads([ld_x, ld_y, valu, use_x, bar, use_y])
    # ld_x sinks to just before its use; ld_y stops at the barrier (it may not cross it)
    assert out == [valu, ld_x, use_x, ld_y, bar, use_y] or out == [ld_y, valu, ld_x, use_x, bar, use_y]
    assert out.index(ld_y) < out.index(bar) and out.index(ld_x) == out.index(use_x) - 1
    wr = Instr("ds_write_b32", [], [addr, t], kind=DS_STORE)
    out = sink_lds_loads([ld_x, wr, use_x])
    assert out == [ld_x, wr, use_x]  # never moves a read past an LDS write
    redef = Instr("v_mov_b32", [addr], [0], kind=VALU)
    out = sink_lds_loads([ld_x, redef, use_x])
    assert out == [ld_x, redef, use_x]  # nor past a redefinition of its address


def test_interleave_mfma_chains_steps_every_accumulator_through_k_keeping_dependences():
    """Wave's order computes one output tile's whole K step before the next tile's; the
    pressure fallback steps every accumulator once before any twice, so (with the reads
    sunk to their uses) only one K step's fragments are live. Each chain keeps its order, a
    read of an accumulator stays after the MFMA that wrote it, and nothing crosses a barrier."""
    from wave_asm_ext.emit.finalize import interleave_mfma_chains, sink_lds_loads
    from wave_asm_ext.emit.program import BARRIER, DS_LOAD, MFMA, VALU, Instr, VReg

    addr = VReg("v")
    acc = {t: VReg("v", 4, 4, name=f"acc{t}") for t in range(3)}
    frag = {(t, k): VReg("v", 2, 2, name=f"f{t}{k}") for t in range(3) for k in range(2)}
    reads = [Instr("ds_read_b64", [frag[t, k]], [addr], kind=DS_LOAD) for t in range(3) for k in range(2)]
    mf = {(t, k): Instr("v_mfma_f32_16x16x16_f16", [acc[t]], [frag[t, k], frag[t, k], acc[t]], kind=MFMA)
          for t in range(3) for k in range(2)}
    tile_major = [mf[t, k] for t in range(3) for k in range(2)]
    out = interleave_mfma_chains(reads + tile_major)
    assert [i for i in out if i.kind == MFMA] == [mf[t, k] for k in range(2) for t in range(3)]
    # with the reads sunk, at most two fragments of K step 1 are live before the last step-0 MFMA
    sunk = sink_lds_loads(out)
    assert sunk.index(reads[1]) > sunk.index(mf[2, 0])      # f01 (K step 1) read after every step-0 MFMA
    # an instruction reading an accumulator keeps its place after the chain step it reads
    peek = Instr("v_mov_b32", [VReg("v")], [acc[0]], kind=VALU)
    out = interleave_mfma_chains(reads + [mf[0, 0], peek, mf[0, 1], mf[1, 0], mf[1, 1]])
    assert out.index(mf[0, 0]) < out.index(peek) < out.index(mf[0, 1])
    assert out.index(mf[1, 0]) < out.index(mf[0, 1])         # the other chain moved up past it
    # a barrier bounds the reordering: MFMAs never cross it
    bar = Instr("s_barrier", kind=BARRIER)
    out = interleave_mfma_chains(reads + [mf[0, 0], mf[0, 1], bar, mf[1, 0], mf[1, 1]])
    assert out.index(bar) == len(reads) + 2 and out[-2:] == [mf[1, 0], mf[1, 1]]
    assert interleave_mfma_chains(reads + [mf[0, 0]]) == reads + [mf[0, 0]]


def test_coalesce_carried_inits_carries_a_dead_value_in_place_and_nothing_else():
    """A value copied dword by dword into a loop-carried value's own registers, and read by
    nothing after the copies, is carried in place: the copies go and the loop names the
    value's registers. A value read after the copies, a partial copy or copies inside a loop
    are left alone."""
    from wave_asm_ext.emit.finalize import coalesce_carried_inits
    from wave_asm_ext.emit.program import BRANCH, LABEL, MARK, MFMA, VALU, Instr, Sub, VReg

    def program(read_after: bool = False, partial: bool = False):
        a, b = VReg("v", 2, 2), VReg("v", 2, 2)
        acc, carried = VReg("v", 4, 4, name="acc"), VReg("v", 4, 4, name="iter0")
        copies = [Instr("v_mov_b32", [Sub(carried, j, 1)], [Sub(acc, j, 1)], kind=VALU)
                  for j in range(2 if partial else 4)]
        prog = [Instr("v_mfma_f32_16x16x16_f16", [acc], [a, b, acc], kind=MFMA), *copies,
                Instr("loop_begin", kind=MARK), Instr("L_loop0", kind=LABEL),
                Instr("v_mfma_f32_16x16x16_f16", [carried], [a, b, carried], kind=MFMA),
                Instr("s_cbranch_scc1", [], ["L_loop0"], kind=BRANCH), Instr("loop_end", kind=MARK)]
        if read_after:
            prog.append(Instr("v_mov_b32", [VReg("v")], [Sub(acc, 0, 1)], kind=VALU))
        return prog, acc, carried

    prog, acc, carried = program()
    out = coalesce_carried_inits(prog)
    assert [i.op for i in out if i.op == "v_mov_b32"] == []
    loop_mfma = out[3]
    assert loop_mfma.defs == [acc] and loop_mfma.srcs[2] is acc
    assert not any(r is carried for i in out for r in i.def_regs + i.use_regs)
    for kept in (program(read_after=True)[0], program(partial=True)[0]):
        assert coalesce_carried_inits(list(kept)) == kept
    # the same copies inside a loop stay
    inner, _, _ = program()
    nested = [Instr("loop_begin", kind=MARK), Instr("L_loop9", kind=LABEL), *inner,
              Instr("s_cbranch_scc1", [], ["L_loop9"], kind=BRANCH), Instr("loop_end", kind=MARK)]
    assert coalesce_carried_inits(list(nested)) == nested


LOOP_HI = """
#translation = #iree_codegen.translation_info<pipeline = None workgroup_size = [64, 1, 1] subgroup_size = 64>
module {
  func.func @hi(%arg0: !stream.binding, %arg1: !stream.binding) attributes {translation_info = #translation} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> memref<f16>
    %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> memref<f16>
    %tid = gpu.thread_id x upper_bound 64
    %a = memref.reinterpret_cast %0 to offset: [0], sizes: [256], strides: [1] : memref<f16> to memref<256xf16, strided<[1]>>
    %b = memref.reinterpret_cast %1 to offset: [0], sizes: [64], strides: [1] : memref<f16> to memref<64xf16, strided<[1]>>
    %i = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%tid]
    %j = affine.apply affine_map<()[s0] -> (s0 * 2 + 128)>()[%tid]
    %v = vector.load %a[%i] : memref<256xf16, strided<[1]>>, vector<2xf16>
    %w = vector.load %a[%j] : memref<256xf16, strided<[1]>>, vector<2xf16>
    %h0 = vector.extract %v[1] : f16 from vector<2xf16>
    %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %h0) -> (f16) {
      %h1 = vector.extract %w[1] : f16 from vector<2xf16>
      scf.yield %h1 : f16
    }
    memref.store %r, %b[%tid] : memref<64xf16, strided<[1]>>
    return
  }
}
"""


def test_a_loop_carried_16_bit_element_from_the_high_half():
    """A loop carries an f16 extracted from the high half of its dword (init and yield):
    the loop register holds it in its low bits, moved there at init and at the yield (the
    copies took the dword and dropped the position: the store wrote the other half)."""
    import numpy as np

    from wave_asm_ext.sim.emulator import emulate

    k = emit_kernel(LOOP_HI, "gfx942")
    a = np.random.default_rng(2).integers(-8, 8, 256).astype(np.float16)
    b = np.zeros(64, np.float16)
    res = emulate(k.text, args=[a, b], grid=(1, 1, 1), block=k.wg_size, target="gfx942", timing_aware=True)
    assert np.array_equal(b, a.reshape(-1, 2)[64:, 1]) and not res.any_poison


def _truncf_kernel(width: int) -> str:
    """One wave: each lane rounds ``width`` f32 of in[] to bf16 (arith.truncf) into out[]."""
    n = 64 * width
    return f"""
#translation = #iree_codegen.translation_info<pipeline = None workgroup_size = [64, 1, 1] subgroup_size = 64>
module {{
  func.func @trunc(%arg0: !stream.binding, %arg1: !stream.binding) attributes {{translation_info = #translation}} {{
    %c0 = arith.constant 0 : index
    %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> memref<f32>
    %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> memref<bf16>
    %in = memref.reinterpret_cast %0 to offset: [0], sizes: [{n}], strides: [1] : memref<f32> to memref<{n}xf32, strided<[1]>>
    %out = memref.reinterpret_cast %1 to offset: [0], sizes: [{n}], strides: [1] : memref<bf16> to memref<{n}xbf16, strided<[1]>>
    %tid = gpu.thread_id x upper_bound 64
    %i = affine.apply affine_map<()[s0] -> (s0 * {width})>()[%tid]
    %v = vector.load %in[%i] : memref<{n}xf32, strided<[1]>>, vector<{width}xf32>
    %t = arith.truncf %v : vector<{width}xf32> to vector<{width}xbf16>
    vector.store %t, %out[%i] : memref<{n}xbf16, strided<[1]>>, vector<{width}xbf16>
    return
  }}
}}
"""


def _bf16_rne_bits(x: np.ndarray) -> np.ndarray:
    """Reference: f32 bits -> bf16 bits, round to nearest even (NaNs: see the test)."""
    u = x.view(np.uint32).astype(np.uint64)
    return (((u + 0x7FFF + ((u >> 16) & 1)) >> 16) & 0xFFFF).astype(np.uint16)


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
@pytest.mark.parametrize("width", [4, 1])
def test_truncf_to_bf16_rounds_to_nearest_even(target, width):
    """arith.truncf f32 -> bf16 (a GEMM's bf16 output): gfx950's v_cvt_pk_bf16_f32, gfx942's
    integer sequence; both give the round-to-nearest-even bits of every pattern drawn here —
    ties to even and odd, carries into the exponent, the largest finite values rounding to
    infinity, infinities, subnormals, signed NaNs — as emitted and after the post-emit pass
    (one element: a half dword alone)."""
    from wave_asm_ext.check import check_program
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.passes import run_postpass
    from wave_asm_ext.sim.emulator import emulate
    from wave_asm_ext.target import load_target

    special = np.array([0x3F808000, 0x3F818000, 0x3F80FFFF, 0x7F7FFFFF, 0x7F7F8000, 0xFF7F8000, 0x7F800000,
                        0xFF800000, 0x00008000, 0x80018000, 0x7FC00001, 0xFFA12345, 0x7F812345, 0x0, 0x80000000,
                        0x4049_0FDB], dtype=np.uint32)
    rng = np.random.default_rng(3)
    bits = rng.integers(0, 1 << 32, 64 * width, dtype=np.uint64).astype(np.uint32)
    bits[:len(special)] = special
    x = bits.view(np.float32)
    text = emit_mlir(_truncf_kernel(width), target)
    if width == 4:
        pack = "v_cvt_pk_bf16_f32" if target == "gfx950" else "v_add3_u32"
        assert pack in text
    scheduled = run_postpass(parse_asm(text), target)[0].text()
    for code in (text, scheduled):
        assert check_program(parse_asm(code), load_target(target)) == []
        out = np.zeros(64 * width, np.uint16)
        res = emulate(code, args=[x.copy(), out], grid=(1, 1, 1), block=(64, 1, 1), target=target, timing_aware=True)
        assert not res.any_poison
        nan = np.isnan(x)
        assert np.array_equal(out[~nan], _bf16_rne_bits(x)[~nan])
        # a NaN stays a NaN (its payload is the conversion's own: gfx950's instruction gives the
        # canonical quiet NaN, the integer sequence keeps the top payload bits, quieted)
        assert np.all((out[nan] & 0x7F80) == 0x7F80) and np.all(out[nan] & 0x7F)


BF16_OUT = "epilogue/gfx942_gemm_bf16out_256_b64x64x32_w2x2_16x16x16_none.mlir"


@pytest.mark.parametrize("postpass", [False, True], ids=["emitted", "scheduled"])
def test_gemm_with_a_bf16_output_matches_the_rounded_product(postpass):
    """A user's Wave GEMM that casts its f32 accumulators to bf16 before the store (Wave's
    MLIR, 256^3, gfx942: the integer rounding sequence): C equals the float64 product rounded
    to bf16 within one bf16 step (the f32 sums' order is the MFMAs'), checker clean."""
    from wave_asm_ext.check import check_program
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.passes import run_postpass
    from wave_asm_ext.sim.emulator import emulate
    from wave_asm_ext.target import load_target

    code = emit_mlir((FIX / BF16_OUT).read_text(), "gfx942")
    if postpass:
        code = run_postpass(parse_asm(code), "gfx942")[0].text()
    assert check_program(parse_asm(code), load_target("gfx942")) == []
    rng = np.random.default_rng(5)
    a, b = (rng.uniform(-1, 1, (256, 256)).astype(np.float16) for _ in range(2))
    ref = a.astype(np.float64) @ b.astype(np.float64).T
    out = np.zeros((256, 256), np.uint16)
    res = emulate(code, args=[a, b, out], grid=(4, 4, 1), block=(128, 2, 1), target="gfx942", timing_aware=True)
    got = (out.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    assert not res.any_poison
    assert np.all(np.abs(got - ref) <= np.abs(ref) * 2.0 ** -8 + 1e-6)


def test_broadcast_of_a_byte_to_a_one_element_vector_is_the_byte():
    """Wave's gemm_tt f8 MODULO IR turns an extracted f8 element back into a vector<1x...>
    (vector.broadcast): the same value, for any element size (a byte here: out[i] = in[2i])."""
    from wave_asm_ext.sim.emulator import emulate

    text = """
#translation = #iree_codegen.translation_info<pipeline = None workgroup_size = [64, 1, 1] subgroup_size = 64>
module {
  func.func @pick(%arg0: !stream.binding, %arg1: !stream.binding) attributes {translation_info = #translation} {
    %c0 = arith.constant 0 : index
    %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> memref<i8>
    %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> memref<i8>
    %in = memref.reinterpret_cast %0 to offset: [0], sizes: [128], strides: [1] : memref<i8> to memref<128xi8, strided<[1]>>
    %out = memref.reinterpret_cast %1 to offset: [0], sizes: [64], strides: [1] : memref<i8> to memref<64xi8, strided<[1]>>
    %tid = gpu.thread_id x upper_bound 64
    %i = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%tid]
    %v = vector.load %in[%i] : memref<128xi8, strided<[1]>>, vector<2xi8>
    %e = vector.extract %v[0] : i8 from vector<2xi8>
    %b = vector.broadcast %e : i8 to vector<1xi8>
    vector.store %b, %out[%tid] : memref<64xi8, strided<[1]>>, vector<1xi8>
    return
  }
}
"""
    code = emit_mlir(text, "gfx942")
    inp = np.arange(128, dtype=np.uint8)
    out = np.zeros(64, np.uint8)
    emulate(code, args=[inp, out], grid=(1, 1, 1), block=(64, 1, 1), target="gfx942", timing_aware=True)
    assert np.array_equal(out, inp[::2])
