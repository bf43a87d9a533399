"""Per-loop rows of the pass report (``passes.loop_report``): static metrics before -> after,
paired by the loop header, and the cycle model's hot-loop figures (added by the report's
callers)."""

from __future__ import annotations

from pathlib import Path

from wave_asm_ext.isa import parse_asm, print_program
from wave_asm_ext.metrics import liveness
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.passes.loop_report import add_model_cycles, loop_lines, loop_metrics
from wave_asm_ext.sim.cycles import estimate_cycles
from wave_asm_ext.target import load_target

ROOT = Path(__file__).resolve().parents[1]

# a loop that keeps two VGPRs live (v0, v1) and waits for its load; after it, five are live
LOOPED = """\
.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.text
.globl k
.type k,@function
k:
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  v_mov_b32_e32 v1, 0
  s_mov_b32 s4, 4
.LBB0_1:
  s_waitcnt lgkmcnt(0)
  global_load_dword v5, v0, s[2:3]
  s_waitcnt vmcnt(0)
  v_add_u32_e32 v1, v1, v5
  s_sub_u32 s4, s4, 1
  s_cmp_lg_u32 s4, 0
  s_cbranch_scc1 .LBB0_1
  v_mov_b32_e32 v3, 1
  v_mov_b32_e32 v4, 2
  v_mov_b32_e32 v5, 3
  v_mov_b32_e32 v2, v1
  global_store_dwordx4 v0, v[2:5], s[2:3]
  s_endpgm
"""


def _kernel(text: str):
    return parse_asm(text, "<k>").kernels[0]


def test_loop_rows_count_the_loop_only():
    rows = loop_metrics(_kernel(LOOPED))
    assert rows == {".LBB0_1": {"depth": 1, "blocks": 1, "instructions": 7, "s_waitcnt": 2, "s_nop": 0,
                                "nop_wait_states": 0, "mfma": 0,
                                # v0 (address), v1 (sum), v5 (loaded) -- not the five after the loop
                                "peak_vgpr_units": 3}}
    assert liveness(_kernel(LOOPED)).peak_unified == 5   # the kernel's peak is elsewhere
    straight = LOOPED.replace("  s_cbranch_scc1 .LBB0_1\n", "")
    assert loop_metrics(_kernel(straight)) == {}


def test_pass_report_pairs_the_loop_and_agrees_with_the_output():
    out, rep = run_postpass(parse_asm(LOOPED, "<k>"), "gfx942")
    (k,) = rep.kernels
    (row,) = k.loops
    assert row["header"] == ".LBB0_1" and row["before"] == loop_metrics(_kernel(LOOPED))[".LBB0_1"]
    # the after side is the printed output's own loop
    assert row["after"] == loop_metrics(_kernel(print_program(out)))[".LBB0_1"]
    assert row["after"]["s_waitcnt"] >= 1   # the load's consumer still waits
    assert "unrolled" not in row
    assert f"  loop .LBB0_1 (depth 1): instructions {row['before']['instructions']}->" in rep.summary()


def test_unrolled_loop_is_marked_and_the_input_peak_is_the_inputs():
    """gfx950 256^3 64x64x32 2x2 PREFETCH: unrolled by two (its loads are rotated in one of
    the variants the model judges, kept or not). The report's "before" peak is the input's
    own (an independent liveness), not that of the program unrolling made, which the
    scheduler sees."""
    from wave_asm_ext.emit import emit_kernel

    fix = ROOT / "tests/fixtures/mlir/gfx950_gemm_256_b64x64x32_w2x2_16x16x32_prefetch.mlir"
    text = emit_kernel(fix.read_text(), "gfx950").text
    out, rep = run_postpass(parse_asm(text, "<k>"), "gfx950")
    (k,) = rep.kernels
    assert k.unroll.get("kept") is True
    (row,) = k.loops
    assert row["unrolled"] is True and row["after"]["mfma"] == 2 * row["before"]["mfma"]
    assert k.before["peak_vgpr_units"] == liveness(_kernel(text)).peak_unified
    assert k.after["peak_vgpr_units"] == liveness(_kernel(print_program(out))).peak_unified
    assert "unrolled by two: one iteration is two of the input" in "\n".join(loop_lines(k.loops))


def test_model_figures_are_per_wave_and_input_iteration_of_the_hot_loop():
    src = (ROOT / "tests/corpus/wave/gfx942/gemm_1024_16x16x16_b128x128x64_prefetch.s").read_text()
    tgt = load_target("gfx942")
    # (carried MFMAs off: with them the plain loop wins this kernel's unroll judgement, and
    # the per-input-iteration figures of an unrolled loop are what this test is about)
    out, rep = run_postpass(parse_asm(src, "<k>"), tgt, {"carry_mfmas": False})
    before, after = _kernel(src), _kernel(print_program(out))
    (k,) = rep.kernels
    whole = add_model_cycles(k.loops, before, after, tgt)
    (row,) = k.loops
    assert row.get("unrolled")   # the after side's iteration is two of the input's (this kernel's choice)
    for side, kern in (("before", before), ("after", after)):
        per_input = 2 if side == "after" else 1
        est = estimate_cycles(kern, tgt, mem_latency="both", mca=False)
        w = est.waves_per_simd
        for scen, s in est.scenarios.items():
            fig = row["model"][scen][side]
            assert s.loop.header == row["header"] and fig["waves_per_simd"] == w
            assert fig["clk_per_wave_iter"] == round(s.loop.cycles_per_iter / w / per_input, 2)
            assert fig["kernel_run_clk_per_wave_iter"] == round(
                s.loop.loop_cycles / s.loop.trip_count / w / per_input, 2)
            assert fig["mfma_utilization"] == round(s.loop.mfma_utilization, 4)
            assert whole[scen][side] == {"waves_per_simd": w, "clk_per_wave": round(s.total_cycles / w, 1)}
    # the scheduled loop and kernel are faster by the model at a DRAM miss (the seed's whole
    # point), per input iteration (like for like although the passes unrolled the loop)
    d = row["model"]["dram_miss"]
    assert d["after"]["clk_per_wave_iter"] < d["before"]["clk_per_wave_iter"]
    assert d["after"]["kernel_run_clk_per_wave_iter"] < d["before"]["kernel_run_clk_per_wave_iter"]
    assert whole["dram_miss"]["after"]["clk_per_wave"] < whole["dram_miss"]["before"]["clk_per_wave"]
    text = "\n".join(loop_lines(k.loops))
    assert (f"  cycle model, dram_miss: clk per wave per input iteration, this kernel's run "
            f"{d['before']['kernel_run_clk_per_wave_iter']:.1f}->{d['after']['kernel_run_clk_per_wave_iter']:.1f}") in text
    k.model = whole
    assert ("cycle model, whole kernel, clk per wave: l2_hit "
            f"{whole['l2_hit']['before']['clk_per_wave']:,.0f}->") in rep.summary()


def test_a_loop_the_model_does_not_follow_gets_no_figures():
    # without a constant trip count (the loop counter comes from memory) the model still
    # runs (default trip count); a row whose header is not the model's hot loop stays bare
    rows = [{"header": ".LBB_none", "before": {"depth": 1}, "after": {"depth": 1}}]
    k = _kernel(LOOPED)
    add_model_cycles(rows, k, k, "gfx942")
    assert "model" not in rows[0]
