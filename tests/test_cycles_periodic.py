"""Skipping repeated hot-loop periods (sim.cycles_periodic) changes no figure the
totals-only mode reports, and really skips where the waves settle."""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from pathlib import Path

import pytest

from wave_asm_ext.emit import emit_mlir
from wave_asm_ext.isa import parse_asm, parse_file
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.sim import cycles
from wave_asm_ext.sim.cycles_periodic import PeriodSkipper
from wave_asm_ext.sim.cycles_trace import build_trace
from wave_asm_ext.target import load_target

HERE = Path(__file__).parent
MLIR = HERE / "fixtures" / "mlir"
CORPUS = HERE / "corpus"


@lru_cache(maxsize=None)
def scheduled_fixture(name: str, unroll: bool | str = True):
    """The emitter's kernel for an MLIR fixture, after the post-emit passes (pass option
    ``unroll``)."""
    arch = name.split("_")[0]
    prog, _ = run_postpass(parse_asm(emit_mlir((MLIR / name).read_text(), arch), name), arch, {"unroll": unroll})
    return prog.kernels[0], load_target(arch)


def _both(kernel, tgt, waves: int, group: int, scenario: str):
    trace = build_trace(kernel)
    st = cycles._static_view(trace, tgt)
    glat = float(tgt.global_load_latency(scenario))
    return (cycles._simulate(trace, st, waves, group, glat),
            cycles._simulate(trace, st, waves, group, glat, skip_periods=True), trace)


def _same_totals(a, b) -> bool:
    return (a.finish, a.mfma_busy, a.stalls, a.contention_by_port) == (b.finish, b.mfma_busy, b.stalls,
                                                                    b.contention_by_port)


@pytest.mark.parametrize("name", ["gfx950_gemm_1024_b128x128x64_w2x2_16x16x32_prefetch.mlir",
                                  "gfx942_gemm_256_b64x64x32_w2x2_16x16x16_none.mlir",
                                  "gfx942_gemm_tt_1024_b64x64x32_w2x2_16x16x16_none.mlir"])
@pytest.mark.parametrize("waves,group", [(1, 1), (3, 1), (4, 2), (8, 1)])
@pytest.mark.parametrize("scenario", ["l2_hit", "dram_miss"])
def test_skipping_keeps_every_total(name, waves, group, scenario):
    kernel, tgt = scheduled_fixture(name)
    plain, skipped, _ = _both(kernel, tgt, waves, group, scenario)
    assert _same_totals(plain, skipped)


def test_one_wave_loop_is_skipped_after_it_settles():
    """A one-wave K loop repeats its state after an iteration or two: most of the
    iterations are skipped (wave 0's recorded iteration starts stop at the skip), and the
    totals are still the full simulation's. (Scheduled without unrolling: since session 30
    the passes keep this loop unrolled, 7 iterations.)"""
    kernel, tgt = scheduled_fixture("gfx950_gemm_1024_b128x128x64_w2x2_16x16x32_prefetch.mlir", "gated")
    plain, skipped, trace = _both(kernel, tgt, 1, 1, "dram_miss")
    assert len(plain.iter_times[0]) == len(trace.iter_starts) >= 8
    assert len(skipped.iter_times[0]) <= len(trace.iter_starts) // 2
    assert _same_totals(plain, skipped)


def test_estimate_totals_only_mode_matches_full_figures():
    """``figures=False`` (the passes' judges; skipping on) reports the same scenario
    totals as the full report (skipping off)."""
    kernel, tgt = scheduled_fixture("gfx942_gemm_256_b64x64x32_w2x2_16x16x16_none.mlir")
    full = cycles.estimate_cycles(kernel, tgt, mca=False)
    quick = cycles.estimate_cycles(kernel, tgt, mca=False, figures=False)
    for sc, r in full.scenarios.items():
        q = quick.scenarios[sc]
        assert (r.total_cycles, r.mfma_busy_cycles, r.stalls, r.contention_by_port) == \
               (q.total_cycles, q.mfma_busy_cycles, q.stalls, q.contention_by_port)


def test_corpus_kernels_keep_their_totals():
    for rel in ("opencl/gfx942/gemm_tiled.s", "wave/gfx950/gemm_1024_16x16x32_b128x128x64_prefetch.s"):
        arch = rel.split("/")[1]
        kernel = parse_file(str(CORPUS / rel)).kernels[0]
        for waves in (1, 2, 8):
            plain, skipped, _ = _both(kernel, load_target(arch), waves, 1, "dram_miss")
            assert _same_totals(plain, skipped), (rel, waves)


def test_inexact_times_turn_skipping_off():
    """A latency that is no multiple of 1/1024 clk could make a shift by m periods
    differ from m periods in the last bit: no skipping then."""
    kernel, tgt = scheduled_fixture("gfx942_gemm_256_b64x64x32_w2x2_16x16x16_none.mlir")
    trace = build_trace(kernel)
    st = cycles._static_view(trace, tgt)
    assert PeriodSkipper(trace, st, 650.0).active
    assert not PeriodSkipper(trace, st, 650.1).active
    odd = [dataclasses.replace(s, lat=s.lat + 1 / 3) if i == 0 else s for i, s in enumerate(st)]
    assert not PeriodSkipper(trace, odd, 650.0).active


def test_loop_free_trace_is_not_skipped():
    kernel = parse_asm("v_add_u32 v1, v2, v3\ns_endpgm\n", "s.s").kernels[0]
    tgt = load_target("gfx942")
    trace = build_trace(kernel)
    assert not PeriodSkipper(trace, cycles._static_view(trace, tgt), 100.0).active


def test_a_loop_that_starts_at_its_barrier_is_skipped_too():
    """Scheduled loops often begin with their ``s_barrier``: the state after wave 0's
    arrival is as complete as after any other iteration start, so such a loop is skipped
    as well (it was not, before the check also ran on that path), with the same totals."""
    kernel, tgt = scheduled_fixture("gfx942_gemm_tt_1024_b64x64x32_w2x2_16x16x16_none.mlir")
    trace = build_trace(kernel)
    assert trace.insts[trace.order[trace.iter_starts[0]]].mnemonic == "s_barrier"
    for waves, group in ((1, 1), (2, 2)):
        plain, skipped, _ = _both(kernel, tgt, waves, group, "dram_miss")
        assert len(skipped.iter_times[0]) <= len(trace.iter_starts) // 2, (waves, group)
        assert _same_totals(plain, skipped)
