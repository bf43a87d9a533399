"""Kernels whose accumulators do not fit the register file: output-tile fission.

A 128x256 block computed by one wave carries a 128x256 f32 accumulator tile through the K
loop: 512 registers per lane, the whole unified VGPR+AGPR file, before a single MFMA operand.
The emitter computes such a kernel's output in passes (emit/fission.py): each pass runs the
K loop for its share of the accumulators. Where fission cannot apply, the kernel is rejected
before register allocation with the register arithmetic."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.wave_helpers import small_gemm  # noqa: F401  (sets WAVE_CACHE_ON=0, activates the hooks)

FIX = Path(__file__).parent / "fixtures" / "mlir"
ONE_WAVE_128x256 = "gfx942_gemm_128x256x32_b128x256x16_w1x1_16x16x16_none.mlir"


def _loops(prog):
    """Per K loop: (MFMAs in the body, accumulator registers it carries)."""
    from wave_asm_ext.emit.program import MARK, MFMA

    out, start = [], None
    for i, ins in enumerate(prog):
        if ins.kind == MARK and ins.op == "loop_begin":
            start = i
        elif ins.kind == MARK and ins.op == "loop_end":
            body = prog[start:i]
            accs = {id(r): r.size for ins2 in body if ins2.kind == MFMA for r in ins2.def_regs}
            out.append((sum(ins2.kind == MFMA for ins2 in body), sum(accs.values())))
    return out


def test_512_accumulators_are_computed_in_two_passes():
    """128 accumulator tiles (512 registers) -> two passes of 64 tiles (256 AGPRs) each: two K
    loops, each with half of the MFMAs, no scratch, the whole file never exceeded."""
    from wave_asm_ext.emit import emit_kernel

    k = emit_kernel((FIX / ONE_WAVE_128x256).read_text(), "gfx942")
    assert k.output_passes == 2
    assert _loops(k.program) == [(64, 256), (64, 256)]
    assert k.n_mfma == 128 and k.n_loops == 2
    assert k.resources.agprs == 256 and k.next_free_vgpr <= 512
    assert ".amdhsa_private_segment_fixed_size 0" in k.text
    # the two passes are separated by a barrier (LDS reused) and store disjoint halves
    stores = [i for i in k.program if i.op.startswith("buffer_store")]
    assert len(stores) == 128 * 256 // 64
    assert k.text.count("s_barrier") > 2 * 2


def test_fission_limit_gives_the_register_arithmetic(monkeypatch):
    """With fission capped at one pass, the error comes from the budget check, before any
    allocation is tried, and carries the register arithmetic."""
    from wave_asm_ext.emit import emit_kernel, kernel as kmod
    from wave_asm_ext.errors import EmitError

    def no_allocation(*a, **k):
        raise AssertionError("register allocation must not be attempted")

    monkeypatch.setattr(kmod, "_allocate_with_fallbacks", no_allocation)
    monkeypatch.setattr(kmod, "MAX_FISSION_PASSES", 1)
    with pytest.raises(EmitError) as ei:
        emit_kernel((FIX / ONE_WAVE_128x256).read_text(), "gfx942")
    assert ei.value.location == "regalloc (accumulator budget, before allocation)"
    msg = ei.value.message
    for part in ("gfx942 F32_16x16x16_F16", "1 wave(s) per workgroup (workgroup size 64x1x1)",
                 "128 MFMA accumulator tiles = 512 f32 accumulator registers per lane",
                 "with the 4 SrcA/SrcB registers of one MFMA that is 516 > the 512 registers of the "
                 "unified VGPR+AGPR file", "without spilling", "LLVM backend",
                 "Output-tile fission would need 2 passes, more than the 1 tried"):
        assert part in msg, (part, msg)


def _one_loop(before_loop: str = "", in_loop: str = "", init: str = "%z") -> str:
    """A K loop over %a then one store to %o, with extra lines before or inside the loop."""
    return f"""
func.func @k(%a: memref<64xf32>, %o: memref<64xf32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant dense<0.0> : vector<4xf32>
{before_loop}  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = {init}) -> (vector<4xf32>) {{
    %v = vector.load %a[%i] : memref<64xf32>, vector<4xf32>
{in_loop}    scf.yield %v : vector<4xf32>
  }}
  vector.store %r, %o[%c0] : memref<64xf32>, vector<4xf32>
  return
}}
"""


STORE_IN_LOOP = _one_loop(in_loop="    vector.store %acc, %o[%i] : memref<64xf32>, vector<4xf32>\n")
STORES_THEN_LOOP = _one_loop(before_loop="  vector.store %z, %o[%c4] : memref<64xf32>, vector<4xf32>\n")
READS_OUTPUT = _one_loop(before_loop="  %c = vector.load %o[%c4] : memref<64xf32>, vector<4xf32>\n",
                         init="%c")

TWO_ACCUMULATORS = """
func.func @k(%a: memref<64xf32>, %o: memref<64xf32>, %l: memref<64xf32, #gpu.address_space<workgroup>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant dense<0.0> : vector<4xf32>
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %z, %y = %z) -> (vector<4xf32>, vector<4xf32>) {
    %v = vector.load %a[%i] : memref<64xf32>, vector<4xf32>
    vector.store %v, %l[%i] : memref<64xf32, #gpu.address_space<workgroup>>, vector<4xf32>
    %w = vector.load %a[%c8] : memref<64xf32>, vector<4xf32>
    %x2 = arith.addf %x, %v : vector<4xf32>
    %y2 = arith.addf %y, %w : vector<4xf32>
    scf.yield %x2, %y2 : vector<4xf32>, vector<4xf32>
  }
  vector.store %r#0, %o[%c0] : memref<64xf32>, vector<4xf32>
  vector.store %r#1, %o[%c4] : memref<64xf32>, vector<4xf32>
  return
}
"""


def _plan(text, n):
    from iree.compiler import ir

    from wave_asm_ext.emit import fission

    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        m = ir.Module.parse(text)
        func = list(m.body.operations)[0]
        passes = fission.plan(func, n)
        return [({o.name for o in p.ops}, [sorted(v) for v in p.iters.values()],
                 sum(o.name == "vector.load" for o in p.ops)) for p in passes]


@pytest.mark.parametrize("text,why", [(STORE_IN_LOOP, "global store inside a loop"),
                                      (STORES_THEN_LOOP, "global store before the last loop"),
                                      (READS_OUTPUT, "reads a buffer it writes")])
def test_fission_refuses_non_idempotent_bodies(text, why):
    from wave_asm_ext.errors import EmitError

    with pytest.raises(EmitError) as ei:
        _plan(text, 2)
    assert why in ei.value.message


def test_fission_keeps_side_effects_and_splits_accumulators():
    """Pass 0 carries only %x (and the LDS store that is needed in every pass); pass 1 only %y,
    so the load feeding %x alone is still kept (the LDS store needs it) while pass 0 drops the
    load that only feeds %y."""
    p0, p1 = _plan(TWO_ACCUMULATORS, 2)
    assert p0[1] == [[0]] and p1[1] == [[1]]
    assert p0[2] == 1 and p1[2] == 2
    assert "vector.store" in p0[0] and "vector.store" in p1[0]


@pytest.mark.slow
@pytest.mark.parametrize("target,mma", [("gfx942", "F32_16x16x16_F16")])
def test_one_wave_128x256_block_compiles_through_wave(target, mma):
    """Through wave_compile(backend="asm") (Wave front end): the point LLVM compiles only by
    spilling compiles here without scratch, in two passes."""
    from kernels.registry import get_kernel
    from wave_lang.kernel.wave.compile import WaveCompileOptions, wave_compile

    kernel, hp, okw = get_kernel("gemm", target, {"M": 256, "N": 256, "K": 256, "mma": mma,
                                                  "block": (128, 256, 64), "waves": (1, 1),
                                                  "schedule": "NONE"})
    opts = WaveCompileOptions(subs=hp, backend="asm", wave_runtime=True, canonicalize=True,
                              compile_to_asm=True, **okw)
    res = wave_compile(opts, kernel)
    asm = res.asm
    assert asm.count("s_cbranch_scc1") == 2
    assert ".amdhsa_private_segment_fixed_size 0" in asm


MODULO_TT = "rejected/gfx950_gemm_tt_128_b64x64x32_w2x2_16x16x32_modulo.mlir"


def test_an_lds_read_before_any_lds_store_is_refused():
    """Wave's MODULO schedule of gemm_tt on gfx950 reads the K loop's LDS tile before the
    stores of the next one, with no prologue: the first iteration reads LDS no store wrote
    and the last K tile is never multiplied (its backend="llvm" output computes the same
    wrong product; session 54's random configurations found it). The emitter refuses it
    naming the first such read and its MLIR location, not a kernel that computes garbage."""
    from wave_asm_ext.emit import emit_mlir
    from wave_asm_ext.errors import EmitError

    text = (FIX / MODULO_TT).read_text()
    with pytest.raises(EmitError) as ei:
        emit_mlir(text, "gfx950")
    assert "reads workgroup memory (LDS) before any store to it" in ei.value.message
    assert "amdgpu.transpose_load" in str(ei.value) and 'loc("-"' in str(ei.value)
    # the MLIR really does read before it stores: its first LDS read precedes its first LDS store
    assert 0 <= text.find("amdgpu.transpose_load") < text.find("vector.store")


def test_lds_stores_before_reads_are_accepted():
    """The same template and target with schedule NONE stores its tile before reading it."""
    from wave_asm_ext.emit import emit_mlir

    code = emit_mlir((FIX / "gfx950_gemm_tt_1024_b64x64x32_w2x2_16x16x32_none.mlir").read_text(), "gfx950")
    assert code.index("ds_write") < code.index("ds_read_b64_tr_b16")
