"""The grid's residency (session 62): a kernel compiled for a known dispatch is judged at the
waves per SIMD that dispatch keeps resident, not at the occupancy its registers allow.

A 1024^3 GEMM in 128x128 blocks is 64 workgroups: on a 256-CU part each gets a CU of its
own, one wave per SIMD, however many its registers would allow. The cycle model used to
simulate 2-4 waves per SIMD for such kernels, so the search chose schedules that leave
latency for other waves to hide — waves that are not there."""
from __future__ import annotations

from pathlib import Path

import pytest

from wave_asm_ext.emit import emit_mlir
from wave_asm_ext.emit.grid import export_grid, grid_workgroups
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.sim.cycles import estimate_cycles
from wave_asm_ext.target import load_target

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "mlir"
NONE_1024 = FIXTURES / "gfx950_gemm_1024_b128x128x64_w2x2_16x16x32_none.mlir"


def test_db_names_the_compute_units_with_sources():
    for arch, cus in (("gfx942", 304), ("gfx950", 256)):
        t = load_target(arch)
        assert t.compute_units == cus
        entry = t.data["target"]["compute_units"]
        assert "XCD" in entry["source"] and entry["notes"]
        assert t.data["target"]["workgroups_spread_over_cus"]["source"].startswith("model assumption")


@pytest.mark.parametrize("workgroups,cus,wg_waves,expect", [
    (64, None, 4, 1),      # one workgroup per CU, its 4 waves one per SIMD
    (64, None, 8, 2),      # an 8-wave workgroup: two waves per SIMD
    (64, None, 1, 1),
    (64, 32, 4, 2),        # a 32-CU part: two workgroups per CU
    (300, None, 4, 2),     # 300 workgroups on 256 CUs: two on some CUs
    (4096, None, 4, 8),    # a large grid: the registers' occupancy binds (8 at 64 VGPRs)
])
def test_for_grid_caps_the_occupancy_at_the_resident_waves(workgroups, cus, wg_waves, expect):
    t = load_target("gfx950")
    assert t.occupancy(64, 0, 32, 0, wg_waves) == 8
    g = t.for_grid(workgroups, cus)
    assert g.occupancy(64, 0, 32, 0, wg_waves) == expect
    assert g.grid == (workgroups, cus or 256)
    assert t.grid is None and t.occupancy(64, 0, 32, 0, wg_waves) == 8   # the cached target is untouched
    # the registers still bind below the grid's residency (and a kernel that fits nowhere stays at 0)
    for vgprs, agprs in ((128, 0), (256, 128), (256, 256)):
        o = t.occupancy(vgprs, agprs, 32, 0, wg_waves)
        assert g.occupancy(vgprs, agprs, 32, 0, wg_waves) == min(o, expect), (vgprs, agprs)


@pytest.mark.parametrize("bad", [0, -3, 2.0, "64"])
def test_for_grid_refuses_a_count_that_is_no_positive_integer(bad):
    t = load_target("gfx942")
    with pytest.raises(ValueError, match="workgroups"):
        t.for_grid(bad)
    with pytest.raises(ValueError, match="compute_units"):
        t.for_grid(64, bad)


def test_export_grid_reads_the_constant_workgroup_counts():
    text = NONE_1024.read_text()
    assert export_grid(text) == (8, 8, 1) and grid_workgroups(text) == 64
    for f in sorted(FIXTURES.glob("*.mlir")):
        assert grid_workgroups(f.read_text()) is not None, f.name


def test_export_grid_is_none_for_a_grid_computed_from_operands_or_two_exports():
    dynamic = """
    stream.executable.export public @gemm workgroups(%arg0: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      %0 = affine.apply affine_map<()[s0] -> (s0 ceildiv 128)>()[%arg0]
      stream.return %0, %c1, %c1 : index, index, index
    }
    """
    assert export_grid(dynamic) is None
    one = """
    stream.executable.export public @k workgroups() -> (index, index, index) {
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      stream.return %c2, %c1, %c1 : index, index, index
    }
    """
    assert export_grid(one) == (2, 1, 1)
    assert export_grid(one + one) is None


def _total(kernel_text: str, target, scenario: str) -> float:
    k = next(k for k in parse_asm(kernel_text, "<t>").kernels if k.blocks)
    return estimate_cycles(k, target, mem_latency=scenario, mca=False)[scenario].total_cycles


def test_schedules_judged_for_the_grid_are_faster_at_its_residency():
    """The gfx950 1024^3 128x128x64 2x2 NONE kernel (64 workgroups: one wave per SIMD on
    MI355X): scheduled for its grid, it is faster at that residency than the schedule chosen
    at the registers' occupancy, at both memory latencies (session 62: 14,844 -> 10,020 clk
    at an L2 hit, 23,644 -> 10,266 at a DRAM miss)."""
    text = emit_mlir(NONE_1024.read_text(), "gfx950")
    plain, plain_rep = run_postpass(parse_asm(text, "<t>"), "gfx950", {"jobs": 0})
    gridded, rep = run_postpass(parse_asm(text, "<t>"), "gfx950", {"jobs": 0, "grid_workgroups": 64})
    assert plain_rep.grid == {} and rep.grid == {"workgroups": 64, "compute_units": 256}
    assert "a grid of 64 workgroup(s) on 256 compute units" in rep.summary()
    at_grid = load_target("gfx950").for_grid(64)
    k = next(k for k in gridded.kernels if k.blocks)
    assert estimate_cycles(k, at_grid, mem_latency="l2_hit", mca=False).waves_per_simd == 1
    for scenario in ("l2_hit", "dram_miss"):
        assert _total(gridded.text(), at_grid, scenario) < 0.9 * _total(plain.text(), at_grid, scenario), scenario


def test_grid_options_are_checked_by_name():
    text = "k:\ns_endpgm\n"
    with pytest.raises(ValueError, match="grid_workgroups=0"):
        run_postpass(parse_asm(text, "<t>"), "gfx942", {"grid_workgroups": 0})
    with pytest.raises(ValueError, match="compute_units=-1"):
        run_postpass(parse_asm(text, "<t>"), "gfx942", {"grid_workgroups": 8, "compute_units": -1})
    with pytest.raises(ValueError, match="compute_units.*needs grid_workgroups"):
        run_postpass(parse_asm(text, "<t>"), "gfx942", {"compute_units": 80})


def test_compile_mlir_takes_the_grid_from_the_export(monkeypatch):
    """``compile_mlir`` (the ``wave_compile`` hook's pipeline) passes the MLIR's grid to the
    pass unless ``grid_aware`` is off; ``compute_units`` only with a grid."""
    from wave_asm_ext import pipeline
    from wave_asm_ext.passes import pipeline as passes_pipeline

    seen = []
    real = passes_pipeline.run_postpass

    def spy(program, target, options=None):
        seen.append(dict(options or {}))
        return real(program, target, {**(options or {}), "effort": "fast", "jobs": 0})
    monkeypatch.setattr("wave_asm_ext.passes.run_postpass", spy)
    mlir = (FIXTURES / "gfx950_gemm_256_b64x64x32_w2x2_16x16x32_prefetch.mlir").read_text()
    r = pipeline.compile_mlir(mlir, "gfx950", postpass_options={"compute_units": 32})
    assert seen[-1]["grid_workgroups"] == 16 and seen[-1]["compute_units"] == 32
    assert r.report["postpass_report"]["grid"] == {"workgroups": 16, "compute_units": 32}
    pipeline.compile_mlir(mlir, "gfx950", postpass_options={"grid_aware": False, "compute_units": 32})
    assert "grid_workgroups" not in seen[-1] and "compute_units" not in seen[-1] and "grid_aware" not in seen[-1]


def test_cycles_cli_simulates_the_grids_resident_waves(tmp_path, capsys):
    from wave_asm_ext.cli import main

    text = emit_mlir(NONE_1024.read_text(), "gfx950")
    f = tmp_path / "k.s"
    f.write_text(text)
    assert main(["cycles", str(f), "--no-mca", "--mem-latency", "l2_hit", "--grid", "64"]) == 0
    out = capsys.readouterr().out
    assert "1 wave(s)/SIMD [DB occupancy, at most the resident waves of a grid of 64 workgroups on 256 CUs]" in out
    assert main(["cycles", str(f), "--no-mca", "--grid", "0"]) == 2
    assert "workgroups=0" in capsys.readouterr().err
