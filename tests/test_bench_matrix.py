"""scripts/bench_matrix.py's point mapping, summary and table on synthetic rows (no compiles)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from wave_asm_ext.kernels import registry

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def bm():
    spec = importlib.util.spec_from_file_location("_bench_matrix", ROOT / "scripts" / "bench_matrix.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_every_matrix_point_maps_to_a_registry_kernel(bm):
    matrix = bm.matrix_module()
    pts = matrix.points(quick=False)
    assert len({matrix.name_of(p) for p in pts}) == len(pts)
    for p in pts:
        tgt, tmpl, shape, mma, block, waves, sched = p
        spec = bm.point_spec(p)
        assert (spec["target"], spec["kernel"], spec["schedule"]) == (tgt, tmpl, sched)
        assert tmpl in registry.KERNEL_NAMES
        r = registry.resolve_params(tgt, registry.parse_params(spec["config"]))
        assert ((r.M, r.N, r.K), r.mma, r.block, r.waves, r.schedule) == (shape, mma, block, waves, sched)


def test_partial_points_are_partial_registry_kernels(bm):
    """``--partial``'s points: registry kernels whose shapes are no multiple of the block
    (masked accesses), named like the matrix's (verify_matrix reads them)."""
    matrix = bm.matrix_module()
    names = {matrix.name_of(p) for p in bm.PARTIAL_POINTS}
    assert len(names) == len(bm.PARTIAL_POINTS) and not names & {matrix.name_of(p) for p in matrix.points(quick=False)}
    for p in bm.PARTIAL_POINTS:
        r = registry.resolve_params(p[0], registry.parse_params(bm.point_spec(p)["config"]))
        assert r.M % r.block[0] and r.N % r.block[1]


def test_verify_matrix_reads_every_matrix_point_name(bm):
    """scripts/verify_matrix.py finds its points by name: every matrix point's (all four of
    Wave's schedules) parses, with its shape, block and waves."""
    spec = importlib.util.spec_from_file_location("_verify_matrix", ROOT / "scripts" / "verify_matrix.py")
    vm = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(vm)
    matrix = bm.matrix_module()
    for p in matrix.points(quick=False):
        g = vm.NAME.match(matrix.name_of(p)).groups()
        assert (g[0], g[1], tuple(map(int, g[2:5])), tuple(map(int, g[5:8])), tuple(map(int, g[8:10]))) == p[:3] + p[4:6]


def _row(label, version, sched, l2, dram, mfma, totals, peak, waves=2, bound=None):
    """One version's measurement; l2/dram are loop clk per wave-iteration (None: no loop),
    mfma the loop's matrix-pipe clk, bound its binding lower bound (default: mfma)."""
    bound = bound or mfma
    return {"target": "gfx942", "kernel": "gemm", "config": f"{label},schedule={sched}", "label": label,
            "version": version, "l2_hit_cyc_iter": l2, "dram_miss_cyc_iter": dram,
            "l2_hit_mfma_busy": mfma if l2 else None, "dram_miss_mfma_busy": mfma if dram else None,
            "l2_hit_bound": bound if l2 else None, "dram_miss_bound": bound if dram else None,
            "l2_hit_total": totals[0], "dram_miss_total": totals[1], "peak_vgpr": peak, "waves_per_simd": waves,
            "s_waitcnt": 3, "s_nop": 0, "instructions": 10, "findings": 0}


def _points():
    # A (NONE): every version has a loop; LLVM's iteration is two of ours (MFMA clk 1000),
    # and issue-bound (bound 1200: never the divisor, it grows with the instructions).
    a = {"label": "A", "schedule": "NONE", "failure": None, "rows": [
        _row("A", "unscheduled", "NONE", 600, 900, 500, (9000, 9900), 90),
        _row("A", "scheduled", "NONE", 520, 540, 500, (8000, 8100), 100),
        _row("A", "llvm", "NONE", 1100, 1300, 1000, (9500, 9800), 120, bound=1200)]}
    # B (PREFETCH): LLVM has no loop -> whole-kernel clk/wave for all three.
    b = {"label": "B", "schedule": "PREFETCH", "failure": None, "rows": [
        _row("B", "unscheduled", "PREFETCH", 300, 310, 256, (2000, 3000), 50),
        _row("B", "scheduled", "PREFETCH", 280, 290, 256, (1900, 2100), 60),
        _row("B", "llvm", "PREFETCH", None, None, None, (1800, 2500), 50)]}
    # C: LLVM failed; its other versions are shown but excluded from the summary.
    c = {"label": "C", "schedule": "PREFETCH", "failure": "llvm compile: ValueError: Scheduling failed.", "rows": [
        _row("C", "unscheduled", "PREFETCH", 10, 10, 10, (1, 1), 1),
        _row("C", "scheduled", "PREFETCH", 99, 99, 10, (1, 1), 999)]}
    return [a, b, c]


def test_summary_ratios_counts_and_lists(bm):
    text = bm.summary(_points())
    # A: loop clk per MFMA clk: L2 u 1.2, s 1.04, l 1.1; DRAM u 1.8, s 1.08, l 1.3. B: kernel clk/wave.
    s_l2 = sorted([1.04 / 1.1, 1900 / 1800])
    u_l2 = sorted([1.2 / 1.04, 2000 / 1900])
    assert "3 points; 2 measured on all three versions; 1 excluded (failed): C (llvm compile: " in text
    assert "loop clk per MFMA clk: 1 points; on whole-kernel clk per wave (a version has no loop): 1 points" in text
    assert (f"- l2_hit: scheduled/llvm median {sum(s_l2) / 2:.4f}, max {s_l2[1]:.4f} (B); points with scheduled "
            f"<= llvm: 1/2; unscheduled/scheduled median {sum(u_l2) / 2:.4f}, max {u_l2[1]:.4f}") in text
    assert (f"  - schedule=NONE (1 points): scheduled/llvm median {1.04 / 1.1:.4f}, max {1.04 / 1.1:.4f}; "
            f"scheduled <= llvm: 1/1; unscheduled/scheduled median {1.2 / 1.04:.4f}") in text
    assert f"  - schedule=PREFETCH (1 points): scheduled/llvm median {1900 / 1800:.4f}" in text
    assert f"- dram_miss: scheduled/llvm median {(1.08 / 1.3 + 2100 / 2500) / 2:.4f}" in text
    assert "points with scheduled <= llvm: 2/2" in text
    # Slower than LLVM: only B at l2_hit, with both figures.
    assert f"- scheduled > llvm at l2_hit: 1 points: B: 1,900 vs 1,800 kernel clk/wave (ratio {1900 / 1800:.4f})" in text
    assert "- scheduled > llvm at dram_miss: 0 points\n" in text
    # whole kernel per wave, every point: A 8000 vs 9500 and 8100 vs 9800; B 1900 vs 1800, 2100 vs 2500
    assert ("- whole-kernel clk per wave, scheduled <= llvm: l2_hit 1/2 "
            f"(max ratio {1900 / 1800:.4f}, B); dram_miss 2/2 (max ratio {2100 / 2500:.4f}, B)") in text
    assert ("- peak VGPR: scheduled <= llvm on 1/2 points (schedule=NONE 1/1, schedule=PREFETCH 0/1); "
            "higher: B: 60 vs 50 (2 vs 2 waves/SIMD)") in text
    assert "999" not in text  # the failed point's rows never reach the summary


def test_table_shows_failures_and_fractions(bm):
    a, _b, c = _points()
    a["rows"][1]["l2_hit_cyc_iter"] = 520.25
    row = bm.table_row(a)
    assert row.startswith("| A | loop clk/wave-iter | 2 / 2 / 2 | 600 / 520.25 / 1,100 | 900 / 540 / 1,300 | 500 / 500 / 1,000 | ")
    assert f"| {520.25 / 500 / 1.1:.4f} | {1.08 / 1.3:.4f} | 90 / 100 / 120 |" in row
    failed = bm.table_row(c)
    assert failed.startswith("| C | loop clk/wave-iter | 2 / 2 / - | 10 / 99 / - |")
    assert failed.endswith("| **failed**: llvm compile: ValueError: Scheduling failed. |")
    assert bm.table(_points()).count("\n") == 2 + 3 - 1


def test_failure_reason_picks_the_diagnostic(bm):
    reason = bm.B.failure_reason
    iree = """Traceback (most recent call last):
    raise CompilerToolError(process)
iree.compiler.tools.binaries.CompilerToolError: Error invoking IREE compiler tool iree-compile
Diagnostics:
<unknown>:0: error: 'x' op F8E4M3FNUZ types are not supported on non-gfx942 (MI-300) chipsets
<stdin>:39:3: error: failed to run translation

Need more information? Set IREE_SAVE_TEMPS=/some/dir in your environment to save all artifacts and reproducers.
"""
    assert reason(iree, 1) == ("CompilerToolError: error: 'x' op F8E4M3FNUZ types are not supported on "
                               "non-gfx942 (MI-300) chipsets")
    assert reason('Traceback (most recent call last):\n  File "x"\nValueError: Scheduling failed.\n', 1) == \
        "ValueError: Scheduling failed."
    assert reason("", 139) == "exit code 139"


def test_reemit_replaces_the_emitter_text_from_the_cached_mlir(bm):
    """--reemit: the cached MLIR goes through the current emitter (what compile_mlir does
    before the post-emit pass); a cache entry without MLIR keeps its text and says so."""
    from wave_asm_ext.emit import emit_mlir

    fix = ROOT / "tests" / "fixtures" / "mlir" / "gfx942_gemm_256_b64x64x32_w1x1_16x16x16_none.mlir"
    mlir = fix.read_text()
    texts = {"unscheduled": "stale", "mlir": mlir, "codeobj": "5"}
    assert bm.B.reemit(texts, "gfx942")
    assert texts["unscheduled"] == emit_mlir(mlir, target="gfx942", codeobj="5") != "stale"
    old = {"unscheduled": "kept"}
    assert not bm.B.reemit(old, "gfx942") and old["unscheduled"] == "kept"


def test_mfma_utilisation_counts_matrix_pipe_bound_loops(bm):
    # A scheduled: 500 / 520 and 500 / 540 (>= 90 %); B: 256 / 280 = 0.914, 256 / 290 = 0.883;
    # C failed (excluded); a loop whose binding bound is not its MFMA clk is not counted
    text = bm.summary(_points())
    assert ("- loop MFMA utilisation >= 90% of the bound, on loops the matrix pipe binds (scheduled): "
            f"l2_hit 2/2; dram_miss 1/2 (below: B {256 / 290:.3f})") in text
    pts = _points()
    pts[0]["rows"][1]["l2_hit_bound"] = 600   # issue-bound: not a compute-bound loop
    assert "l2_hit 1/1;" in bm.mfma_util_line([p for p in pts if p["failure"] is None])


def test_llvm_mca_column_and_summary_line(bm):
    # without --mca every row says "n/a": a dash in the table and no summary line
    pts = _points()
    for pt in pts:
        for r in pt["rows"]:
            r["llvm_mca"] = "n/a"
    assert bm.table_row(pts[0]).endswith("| 0 / 0 / 0 | - / - / - |  |")
    assert "llvm-mca" not in bm.summary(pts)
    # with it: A per MFMA clk u 1500/500, s 540/500, l 1210/1000 -> sched/llvm 1.08/1.21, u/s 3.0/1.08;
    # B has no loop in LLVM's version (not compared on llvm-mca); a run that did not finish
    # is "t/o" in the table and counted per version
    mca = {"A": (1500.0, 540.0, 1210.0), "B": (700.0, "n/a (timed out)", 650.0), "C": (1.0, 1.0)}
    for pt in pts:
        for r, v in zip(pt["rows"], mca[pt["label"]]):
            r["llvm_mca"] = v
    assert bm.table_row(pts[0]).endswith("| 0 / 0 / 0 | 1,500 / 540 / 1,210 |  |")
    assert "| 700 / t/o / 650 |" in bm.table_row(pts[1])
    line = next(x for x in bm.summary(pts).splitlines() if x.startswith("- llvm-mca"))
    assert line == ("- llvm-mca (hot loop, one wave): timed out (unscheduled / scheduled / llvm): 0 / 1 / 0 of 2; "
                    f"scheduled/llvm per MFMA clk on 1 loops: median {1.08 / 1.21:.4f}, max {1.08 / 1.21:.4f} (A); "
                    f"scheduled <= llvm on 1/1; unscheduled/scheduled median {3.0 / 1.08:.4f} on 1 loops")
    # a scheduled loop slower per MFMA clk than LLVM's in llvm-mca's view: not <= llvm
    pts[0]["rows"][1]["llvm_mca"] = 700.0
    assert f"max {1.4 / 1.21:.4f} (A); scheduled <= llvm on 0/1" in bm.mca_line([p for p in pts if p["failure"] is None])
