"""Loop-carried LDS views: Wave's FOUR_STAGE schedule hands its LDS buffers around the K loop.

FOUR_STAGE keeps two LDS buffers per operand and passes them through the ``scf.for`` as
iter_args (memref views), swapped by every ``scf.yield``. The emitter keeps each carried
view's byte base in an SGPR (known to be a multiple of the bases' common power of two, so
accesses keep their alignment), copies them in parallel at the yield (a swap: three
moves), and, the trip count being a constant, knows which buffer each loop result is after
the last iteration.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

from test_emit_emulate import FIX, run_fixture
from wave_asm_ext.check import check_program
from wave_asm_ext.emit import emit_kernel
from wave_asm_ext.errors import EmitError
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.target import load_target

#: K = 256 in 32-wide tiles: the loop runs 5 times (odd: the buffers end swapped)
FOUR_950 = "four_stage/gfx950_gemm_256_b64x64x32_w2x2_16x16x32_four_stage.mlir"
#: K = 288: the loop runs 6 times (even: the buffers end where they started)
FOUR_942 = "four_stage/gfx942_gemm_256x128x288_b64x64x32_w2x2_16x16x16_four_stage.mlir"
#: MODULO: no carried LDS views, but LDS reads carried into the next iteration that this
#: iteration's MFMAs read too
MODULO_950 = "modulo/gfx950_gemm_256_b128x128x64_w2x2_16x16x32_modulo.mlir"
#: MODULO with one MFMA per 8-wide K step: the yield hands stage registers on, some of
#: them read from other carried registers (the parallel copy's order matters)
MODULO_SMALL = "modulo/gfx950_gemm_32x64x72_b32x32x8_w1x1_32x32x8_modulo.mlir"


@pytest.mark.parametrize("name", [FOUR_950, FOUR_942, MODULO_950, MODULO_SMALL])
@pytest.mark.parametrize("postpass", [False, True], ids=["emitted", "scheduled"])
def test_four_stage_gemm_matches_the_reference(name, postpass):
    """Both parities of the trip count, as emitted and after the post-emit pass: the
    timing-aware emulator's result matches torch (the epilogue reads the buffers the last
    iteration left: an odd trip count with the swap ignored is off by ~50 %)."""
    err, poison = run_fixture(name, postpass=postpass)
    assert not poison and err < 1e-5


@pytest.mark.parametrize("name", [FOUR_950, FOUR_942])
def test_four_stage_carries_each_view_in_an_sgpr(name):
    """Four carried views (two buffers of A, two of B), each an SGPR symbol; the loop body
    swaps them with scalar moves, and the emitted and scheduled programs are clean in the
    checker (the emitter's own output included: ``--no-postpass`` ships it)."""
    target = name.split("/")[1][:6]
    k = emit_kernel((FIX / name).read_text(), target)
    carried = [s for s in k.sym_regs if s.startswith("lds")]
    assert len(carried) == 4
    body = k.text[k.text.index("L_loop0:"):k.text.index("s_cbranch_scc1 L_loop0")]
    # two swaps, three moves each; the bases are added to the addresses as they are
    assert len(re.findall(r"s_mov_b32 s\d+, s\d+", body)) == 6
    regs = {f"s{k.sym_regs[s].phys}" for s in carried}
    assert regs <= set(re.findall(r"v_add_u32 v\d+, (s\d+), v\d+", body))
    assert not [r for r in re.findall(r"s_lshl_b32 s\d+, (s\d+)", body) if r in regs]
    tgt = load_target(target)
    assert check_program(parse_asm(k.text, name), tgt) == []
    assert check_program(run_postpass(parse_asm(k.text, name), tgt)[0], tgt) == []


def _rotate_kernel(trips: int, inner: str = "", yielded: str = "%y, %z, %x") -> str:
    """One wave, three 64-float LDS views A, B, C (from in[0:64], in[64:128], zeros) rotated
    by the loop (x, y, z) -> (y, z, x); each iteration copies x[tid] to z[tid]; afterwards
    the three results go to out."""
    lds = "#gpu.address_space<workgroup>"
    view = f"memref<64xf32, {lds}>"
    return f"""
#translation = #iree_codegen.translation_info<pipeline = None workgroup_size = [64, 1, 1] subgroup_size = 64>
module {{
  func.func @rot(%arg0: !stream.binding, %arg1: !stream.binding) attributes {{translation_info = #translation}} {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %ct = arith.constant {trips} : index
    %zero = arith.constant dense<0.0> : vector<1xf32>
    %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> memref<f32>
    %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> memref<f32>
    %in = memref.reinterpret_cast %0 to offset: [0], sizes: [128], strides: [1] : memref<f32> to memref<128xf32, strided<[1]>>
    %out = memref.reinterpret_cast %1 to offset: [0], sizes: [192], strides: [1] : memref<f32> to memref<192xf32, strided<[1]>>
    %tid = gpu.thread_id x upper_bound 64
    %alloc = memref.alloc() : memref<768xi8, {lds}>
    %a = memref.view %alloc[%c0][] : memref<768xi8, {lds}> to {view}
    %b = memref.view %alloc[%c256][] : memref<768xi8, {lds}> to {view}
    %c = memref.view %alloc[%c512][] : memref<768xi8, {lds}> to {view}
    %t64 = arith.addi %tid, %c64 : index
    %v = vector.load %in[%tid] : memref<128xf32, strided<[1]>>, vector<1xf32>
    %u = vector.load %in[%t64] : memref<128xf32, strided<[1]>>, vector<1xf32>
    vector.store %v, %a[%tid] : {view}, vector<1xf32>
    vector.store %u, %b[%tid] : {view}, vector<1xf32>
    vector.store %zero, %c[%tid] : {view}, vector<1xf32>
    %r:3 = scf.for %i = %c0 to %ct step %c1 iter_args(%x = %a, %y = %b, %z = %c) -> ({view}, {view}, {view}) {{
      %w = vector.load %x[%tid] : {view}, vector<1xf32>
      vector.store %w, %z[%tid] : {view}, vector<1xf32>{inner}
      scf.yield {yielded} : {view}, {view}, {view}
    }}
    %r0 = vector.load %r#0[%tid] : {view}, vector<1xf32>
    %r1 = vector.load %r#1[%tid] : {view}, vector<1xf32>
    %r2 = vector.load %r#2[%tid] : {view}, vector<1xf32>
    %o2 = arith.addi %tid, %c128 : index
    vector.store %r0, %out[%tid] : memref<192xf32, strided<[1]>>, vector<1xf32>
    vector.store %r1, %out[%t64] : memref<192xf32, strided<[1]>>, vector<1xf32>
    vector.store %r2, %out[%o2] : memref<192xf32, strided<[1]>>, vector<1xf32>
    return
  }}
}}
"""


def _rotate_reference(inp: np.ndarray, trips: int) -> np.ndarray:
    """The MLIR's meaning, step by step: buffers by name, the slots naming them."""
    buf = {"A": inp[:64].copy(), "B": inp[64:].copy(), "C": np.zeros(64, np.float32)}
    x, y, z = "A", "B", "C"
    for _ in range(trips):
        buf[z] = buf[x].copy()
        x, y, z = y, z, x
    return np.concatenate([buf[x], buf[y], buf[z]])


@pytest.mark.parametrize("trips", [1, 3, 4, 5])
def test_three_views_rotated_by_the_loop(trips):
    """A three-cycle rotation (every SGPR copy goes through a temporary: each slot is read by
    another slot's copy) and the views after 1, 3, 4, 5 iterations (period three)."""
    from wave_asm_ext.sim.emulator import emulate

    k = emit_kernel(_rotate_kernel(trips), "gfx950")
    inp = np.random.default_rng(trips).standard_normal(128).astype(np.float32)
    out = np.full(192, np.nan, np.float32)
    emulate(k.text, args=[inp, out], grid=(1, 1, 1), block=k.wg_size, target="gfx950", timing_aware=True)
    np.testing.assert_array_equal(out, _rotate_reference(inp, trips))
    assert check_program(parse_asm(k.text, "rot"), load_target("gfx950")) == []


def test_a_view_made_inside_the_loop_cannot_be_yielded():
    """The carried views must be ones made before the loop (or the slots' own): the error
    names the scf.yield."""
    lds = "#gpu.address_space<workgroup>"
    text = _rotate_kernel(3, inner=f"\n      %n = memref.view %alloc[%c0][] : memref<768xi8, {lds}> to memref<64xf32, {lds}>",
                          yielded="%y, %z, %n")
    with pytest.raises(EmitError, match=r"^scf.yield at .*loop-carried LDS view 2: the yielded view must be "
                                        r"one made before the loop"):
        emit_kernel(text, "gfx950")


def test_a_view_carried_by_two_nested_loops_is_refused():
    """An inner loop that starts from an outer loop's carried view: refused by name."""
    lds = "#gpu.address_space<workgroup>"
    view = f"memref<64xf32, {lds}>"
    inner = (f"\n      %q = scf.for %j = %c0 to %c1 step %c1 iter_args(%p = %x) -> ({view}) {{"
             f"\n        scf.yield %p : {view}\n      }}")
    with pytest.raises(EmitError, match="carried by an outer loop"):
        emit_kernel(_rotate_kernel(3, inner=inner), "gfx950")


def _carried_load_kernel(trips: int, store_after_load: bool) -> str:
    """One wave; the loop carries a value loaded from global memory: each iteration stores
    the carried row to out[i] and loads row i + 1 of ``in`` for the next one (the store
    before the load: the load can write the carried register itself; after it: it cannot)."""
    g = "strided<[1]>"
    store = "      vector.store %acc, %out[%o] : memref<{n}xf32, {g}>, vector<1xf32>"
    load = "      %nx = vector.load %in[%nxt] : memref<{m}xf32, {g}>, vector<1xf32>"
    n, m = 64 * trips, 64 * (trips + 1)
    body = [load, store] if store_after_load else [store, load]
    body_text = "\n".join(x.format(n=n, m=m, g=g) for x in body)
    return f"""
#translation = #iree_codegen.translation_info<pipeline = None workgroup_size = [64, 1, 1] subgroup_size = 64>
module {{
  func.func @carry(%arg0: !stream.binding, %arg1: !stream.binding) attributes {{translation_info = #translation}} {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %ct = arith.constant {trips} : index
    %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> memref<f32>
    %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> memref<f32>
    %in = memref.reinterpret_cast %0 to offset: [0], sizes: [{m}], strides: [1] : memref<f32> to memref<{m}xf32, {g}>
    %out = memref.reinterpret_cast %1 to offset: [0], sizes: [{n}], strides: [1] : memref<f32> to memref<{n}xf32, {g}>
    %tid = gpu.thread_id x upper_bound 64
    %v0 = vector.load %in[%tid] : memref<{m}xf32, {g}>, vector<1xf32>
    %r = scf.for %i = %c0 to %ct step %c1 iter_args(%acc = %v0) -> (vector<1xf32>) {{
      %o = affine.apply affine_map<()[s0, s1] -> (s0 * 64 + s1)>()[%i, %tid]
      %nxt = affine.apply affine_map<()[s0, s1] -> (s0 * 64 + s1 + 64)>()[%i, %tid]
{body_text}
      scf.yield %nx : vector<1xf32>
    }}
    return
  }}
}}
"""


@pytest.mark.parametrize("store_after_load", [False, True], ids=["load-in-place", "copied"])
def test_a_carried_load_lands_in_the_carried_register_when_nothing_reads_it_later(store_after_load):
    """The yielded load writes the loop-carried register itself when the iteration's reads
    of it come first (no copy; the next iteration's first read waits across the back-edge,
    which the timing-aware emulator checks); a read after the load keeps the copy."""
    from wave_asm_ext.sim.emulator import emulate

    trips = 4
    k = emit_kernel(_carried_load_kernel(trips, store_after_load), "gfx950")
    body = k.text[k.text.index("L_loop0:"):k.text.index("s_cbranch_scc1 L_loop0")]
    copies = re.findall(r"v_mov_b32 v\d+, v\d+", body)
    assert bool(copies) == store_after_load
    if not store_after_load:   # the wait for the load sits on the back-edge
        assert re.search(r"s_waitcnt vmcnt\(0\)\s+s_cbranch_scc1 L_loop0", k.text)
    inp = np.random.default_rng(3).standard_normal(64 * (trips + 1)).astype(np.float32)
    out = np.full(64 * trips, np.nan, np.float32)
    res = emulate(k.text, args=[inp, out], grid=(1, 1, 1), block=k.wg_size, target="gfx950", timing_aware=True)
    assert not res.any_poison
    np.testing.assert_array_equal(out, inp[:64 * trips])
    assert check_program(parse_asm(k.text, "carry"), load_target("gfx950")) == []


@pytest.mark.parametrize("name", [FOUR_950, FOUR_942])
def test_four_stage_loop_copies_no_vgprs(name):
    """FOUR_STAGE carries its LDS reads and global loads into the next iteration: each lands
    in the carried register (LLVM coalesces them too); the loop has no VGPR copy."""
    k = emit_kernel((FIX / name).read_text(), name.split("/")[1][:6])
    body = k.text[k.text.index("L_loop0:"):k.text.index("s_cbranch_scc1 L_loop0")]
    assert not re.findall(r"v_mov_b32 v\d+, v\d+", body)


def test_a_carried_load_in_an_inner_loop_waits_on_the_inner_back_edge():
    """The same carried load inside an inner loop, the outer loop running it twice: the
    inner loop's back-edge is matched by nesting (the outer body around it)."""
    from wave_asm_ext.sim.emulator import emulate

    t, g = 3, "strided<[1]>"
    n, m = 64 * 2 * t, 64 * (2 * t + 1)
    text = f"""
#translation = #iree_codegen.translation_info<pipeline = None workgroup_size = [64, 1, 1] subgroup_size = 64>
module {{
  func.func @nested(%arg0: !stream.binding, %arg1: !stream.binding) attributes {{translation_info = #translation}} {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %ct = arith.constant {t} : index
    %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> memref<f32>
    %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> memref<f32>
    %in = memref.reinterpret_cast %0 to offset: [0], sizes: [{m}], strides: [1] : memref<f32> to memref<{m}xf32, {g}>
    %out = memref.reinterpret_cast %1 to offset: [0], sizes: [{n}], strides: [1] : memref<f32> to memref<{n}xf32, {g}>
    %tid = gpu.thread_id x upper_bound 64
    scf.for %j = %c0 to %c2 step %c1 {{
      %first = affine.apply affine_map<()[s0, s1] -> (s0 * {64 * t} + s1)>()[%j, %tid]
      %v0 = vector.load %in[%first] : memref<{m}xf32, {g}>, vector<1xf32>
      %r = scf.for %i = %c0 to %ct step %c1 iter_args(%acc = %v0) -> (vector<1xf32>) {{
        %o = affine.apply affine_map<()[s0, s1, s2] -> (s0 * {64 * t} + s1 * 64 + s2)>()[%j, %i, %tid]
        %nxt = affine.apply affine_map<()[s0, s1, s2] -> (s0 * {64 * t} + s1 * 64 + s2 + 64)>()[%j, %i, %tid]
        vector.store %acc, %out[%o] : memref<{n}xf32, {g}>, vector<1xf32>
        %nx = vector.load %in[%nxt] : memref<{m}xf32, {g}>, vector<1xf32>
        scf.yield %nx : vector<1xf32>
      }}
    }}
    return
  }}
}}
"""
    k = emit_kernel(text, "gfx950")
    inner = k.text[k.text.index("L_loop1:"):k.text.index("s_cbranch_scc1 L_loop1")]
    assert not re.findall(r"v_mov_b32 v\d+, v\d+", inner)
    inp = np.random.default_rng(5).standard_normal(m).astype(np.float32)
    out = np.full(n, np.nan, np.float32)
    res = emulate(k.text, args=[inp, out], grid=(1, 1, 1), block=k.wg_size, target="gfx950", timing_aware=True)
    assert not res.any_poison
    np.testing.assert_array_equal(out, inp[:n])
    assert check_program(parse_asm(k.text, "nested"), load_target("gfx950")) == []


def test_modulo_loads_land_in_the_carried_registers_their_readers_read_there():
    """Wave's MODULO loop reads operands from LDS for the next iteration that its own MFMAs
    also read: the load writes the carried register and those MFMAs read it there (40
    VGPRs copied per iteration before; the 8 left are two LDS reads whose carried
    registers' old values an MFMA still reads after the load). Matching torch: above."""
    k = emit_kernel((FIX / MODULO_950).read_text(), "gfx950")
    body = k.text[k.text.index("L_loop0:"):k.text.index("s_cbranch_scc1 L_loop0")]
    assert len(re.findall(r"v_mov_b32 v\d+, v\d+", body)) <= 8


def test_yield_copies_are_ordered_not_staged():
    """The yield's parallel copy is sequentialised: a copy whose destination no pending copy
    reads goes first, a temporary only breaks a cycle. Each carried source went through a
    temporary before (12 v_mov_b32 per iteration here, 4 of them to temporaries that the
    next 4 read). Every destination is written after the last copy that reads it, and the
    kernel matches torch (above)."""
    k = emit_kernel((FIX / MODULO_SMALL).read_text(), "gfx950")
    body = k.text[k.text.index("L_loop0:"):k.text.index("s_cbranch_scc1 L_loop0")]
    copies = re.findall(r"v_mov_b32 v(\d+), v(\d+)", body)
    assert len(copies) == 8
    for i, (dst, _) in enumerate(copies):
        assert dst not in [src for _, src in copies[i + 1:]], "a copy overwrites what a later one reads"
