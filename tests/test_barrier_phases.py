"""ALU work moved to the barrier phase before it (``passes.barrier_phases``, judged by the
cycle model in ``Scheduler._barrier_hoisted``).

gfx942 1024^3 transposed GEMM (PREFETCH, 2x2 waves, 7 waves per SIMD): each iteration reads 32
16-bit fragments from LDS between two barriers and packs them in pairs with
``v_perm_b32``; the LDS port is the binding resource. Packing before the second barrier
uses the VALU while the waves queue on the LDS port; packing after it queues behind the
other waves' VALU work in the phase that also holds the MFMAs and the LDS writes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from wave_asm_ext.check import check_program
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.passes.barrier_phases import hoist_above_barriers
from wave_asm_ext.passes.resolve import faster_overall
from wave_asm_ext.passes.schedule import CYCLE_TOLERANCE
from wave_asm_ext.sim.cycles import estimate_cycles
from wave_asm_ext.target import load_target

# compile_mlir(..., grid_aware False): these tests study schedules judged at the registers' occupancy
# (the regime of a grid larger than the part); tests/test_grid_residency.py covers the grid's own.

#: (the 256^3 twin in fixtures/mlir no longer keeps the hoist: the guarded latency order made
#: its unrotated program as fast, within the 1 % tolerance, as the hoisted rotated one)
FIX = Path(__file__).parent / "fixtures" / "mlir" / "hoist" / "gfx942_gemm_tt_1024_b64x64x32_w2x2_16x16x16_prefetch.mlir"


def _block(body: str):
    p = parse_asm(".text\nk:\n" + body, "<t>")
    (b,) = p.kernels[0].blocks
    return b.instructions


def _valu(inst) -> bool:
    return inst.mnemonic.startswith("v_") and not inst.mnemonic.startswith("v_mfma")


def _text(insts) -> list[str]:
    return [" ".join(str(i).split()) for i in insts]


def test_only_work_whose_inputs_precede_the_barrier_moves():
    insts = _block("""
    ds_read_u16 v1, v0
    ds_read_u16 v2, v0 offset:2
    s_barrier
    s_add_u32 s4, s4, 1
    v_perm_b32 v3, v2, v1, s9
    v_add_u32 v5, s4, v0
    ds_write_b32 v0, v6
    v_mov_b32 v6, 0
    v_perm_b32 v7, v2, v1, s9
    v_mov_b32 v7, 1
    s_endpgm
""")
    out = hoist_above_barriers(insts, _valu)
    t = _text(out)
    bar = t.index("s_barrier")
    before, after = t[:bar], t[bar + 1:]
    # packs of the LDS reads move (the first and the second, in order)
    assert [x for x in before if x.startswith("v_perm")] == ["v_perm_b32 v3, v2, v1, s9",
                                                              "v_perm_b32 v7, v2, v1, s9"]
    assert "v_mov_b32 v7, 1" in before  # its output dependence is on a moved instruction
    # reads s4, which the (unmovable) s_add_u32 after the barrier writes: true dependence
    assert "v_add_u32 v5, s4, v0" in after
    # writes v6, which the ds_write after the barrier reads first: anti dependence
    assert "v_mov_b32 v6, 0" in after
    # memory operations and SALU work stay; order among the rest is kept
    assert after == ["s_add_u32 s4, s4, 1", "v_add_u32 v5, s4, v0", "ds_write_b32 v0, v6",
                     "v_mov_b32 v6, 0", "s_endpgm"]
    assert sorted(t) == sorted(_text(insts))


def test_nothing_movable_gives_none():
    insts = _block("""
    s_barrier
    s_add_u32 s4, s4, 1
    v_add_u32 v5, s4, v0
    s_endpgm
""")
    assert hoist_above_barriers(insts, _valu) is None
    assert hoist_above_barriers(insts[1:], _valu) is None


def test_implicit_operands_order_moves():
    # v_addc reads VCC, which the s_mov after the barrier writes: it may not move above it
    insts = _block("""
    s_barrier
    s_mov_b64 vcc, 0
    v_addc_co_u32 v1, vcc, v2, v3, vcc
    s_endpgm
""")
    assert hoist_above_barriers(insts, _valu) is None


@pytest.fixture(scope="module")
def compiled():
    """(default: the model judges the hoist, forced: hoisted whatever the model says, off);
    the unmerged-waits and lockstep-ranking variants off, which may re-schedule the program the hoist judged
    (test_schedule_variants covers them), and the loop not unrolled: the hoist is studied on
    the loop's three phases (since session 72, when a peeled first iteration's MFMAs may be
    carried, the forced program keeps its loop unrolled by two, two copies of the phases)."""
    from wave_asm_ext.pipeline import compile_mlir

    no = {"unmerged_waits_variant": False, "lockstep_ranking_variant": False, "unroll": False}
    on = compile_mlir(FIX.read_text(), "gfx942", postpass_options={**no, "grid_aware": False})
    forced = compile_mlir(FIX.read_text(), "gfx942", postpass_options={"grid_aware": False, "barrier_hoist": "force", **no})
    off = compile_mlir(FIX.read_text(), "gfx942", postpass_options={"grid_aware": False, "barrier_hoist": False, **no})
    return on, forced, off


def _loop_phases(asm: str) -> list[str]:
    body = asm[asm.index("L_loop0:"):]
    body = body[:body.index("s_cbranch_scc1 L_loop0")]
    return body.split("s_barrier")


def _variants(kernel_report: dict) -> list[str]:
    """The schedule's variants applied after its heuristic (the report's "chosen": "heuristic+variant+...")."""
    return kernel_report["schedule"]["chosen"].split("+")[1:]


def test_transposed_gemm_packs_move_before_the_barrier_where_the_model_finds_it_faster(compiled):
    on, forced, off = compiled
    (k_forced,) = forced.report["postpass_report"]["kernels"]
    (k_off,) = off.report["postpass_report"]["kernels"]
    # (the report names the variants applied after the heuristic, "+"-separated: forced, the
    # hoist is one of them, no longer the last since session 69, when the later "LDS
    # operations among MFMAs outside loops" variant also pays on the hoisted program)
    assert "barrier hoist" in _variants(k_forced)
    assert "barrier hoist" not in _variants(k_off)
    # the loop's three phases: before the first barrier, the LDS-read phase, the rest
    _, reads_h, rest_h = _loop_phases(forced.asm)
    _, reads_off, _ = _loop_phases(off.asm)
    assert len(re.findall(r"v_perm_b32", reads_h)) == 16 > len(re.findall(r"v_perm_b32", reads_off))
    assert "v_perm_b32" not in rest_h
    assert check_program(parse_asm(forced.asm, "<k>"), load_target("gfx942")) == []
    cyc = {}
    for name, res in (("forced", forced), ("off", off)):
        est = estimate_cycles(parse_asm(res.asm, "<k>"), "gfx942", mem_latency="both", mca=False)
        assert est.waves_per_simd == 7
        cyc[name] = {s: v.total_cycles for s, v in est.scenarios.items()}
    # by default the model decides, by the judgement's rule (fewer cycles in sum, at
    # neither latency more than the tolerance slower). Session 28: hoisted -2.3 % at
    # l2_hit, +0.8 % at dram_miss, kept. Since the model's LDS port carries the data at
    # the SIMD's share of the LDS bandwidth (session 29) this loop of ds_read_u16s is bound
    # by that port and the packs' placement pays by little or not at all (session 68: 72,776 /
    # 73,062 clk hoisted vs 72,780 / 73,106, kept; session 69, a write's addresses on the LDS
    # port: 76,456 / 76,774 vs 76,304 / 76,714, +0.2 % / +0.1 %, not kept)
    (k_on,) = on.report["postpass_report"]["kernels"]
    kept = "barrier hoist" in _variants(k_on)
    assert kept == faster_overall(cyc["forced"], cyc["off"], CYCLE_TOLERANCE), cyc
    assert on.asm == (forced.asm if kept else off.asm)


def test_transposed_gemm_with_moved_packs_matches_torch(compiled):
    torch = pytest.importorskip("torch")
    from wave_asm_ext.sim.emulator import emulate

    _, forced, _ = compiled
    on = forced   # the hoisted program, whether or not the model keeps it by default
    n, tiles = 1024, 2   # the 2x2 workgroups of C's top-left 128x128 corner (all of K)
    g = torch.Generator().manual_seed(0)
    a = torch.randn((n, n), generator=g).to(torch.float16)
    b = torch.randn((n, n), generator=g).to(torch.float16)
    c = torch.full((n, n), float("nan"), dtype=torch.float32)
    res = emulate(on.asm, args=[a, b, c], grid=(tiles, tiles, 1), block=(128, 2, 1), target="gfx942",
                  timing_aware=True)
    m = 64 * tiles
    ref = a[:, :m].float().T @ b[:, :m].float()
    assert not res.any_poison, res.events[:5]
    assert float((c[:m, :m] - ref).abs().max() / ref.abs().max()) < 1e-5
    assert torch.isnan(c[m:, :]).all() and torch.isnan(c[:, m:]).all()   # nothing else written
