"""Four judged re-schedules of the chosen program (``passes.variants.judged_variant`` with
``unchanged``): with every wait solved unmerged (the scheduler's merge-window-0 waitcnt
solver; option ``unmerged_waits_variant``, report "unmerged waits"), with a loop body's waits
also merged over their counters' events (the folded-waits solver; option
``folded_waits_variant``, report "folded waits"), in a rotation-judged
kernel whose waves share a SIMD, with the lockstep judgement's model ranking of its
candidate orders (option ``lockstep_ranking_variant``, report "lockstep ranking"), and with
the "pipe_lds" heuristic in place of "pipe" (option ``lds_port_variant``, report "LDS-port
plan"; in a rotation-judged kernel judged for every rotation variant, so its "on" program
need not be the "force"d one: its own tests at the end). Each is
kept where the cycle model finds it faster per wave in total, by more than the model's tie
band, and slower by more than the cycle tolerance at neither latency; kept programs against
a float64 reference in the timing-aware emulator."""

from __future__ import annotations

from pathlib import Path

import pytest

from wave_asm_ext.check import check_program
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.passes.resolve import faster_overall
from wave_asm_ext.passes.schedule import CYCLE_TOLERANCE, MODEL_TIE_TOLERANCE
from wave_asm_ext.sim.cycles import estimate_cycles
from wave_asm_ext.target import load_target

# compile_mlir(..., grid_aware False): these tests study schedules judged at the registers' occupancy
# (the regime of a grid larger than the part); tests/test_grid_residency.py covers the grid's own.

FIX = Path(__file__).parent / "fixtures" / "mlir"
#: (option, report key, fixture, target, kept by the model) — session 32: unmerged waits on
#: gfx950 256^3 64x64x32 2x2 PREFETCH -1.0 % l2_hit / -1.5 % dram_miss per wave, on gfx942
#: 512x768x1024 64x64x32 2x2 PREFETCH +0.1 / +0.2 % (merged waits let the waves' loads queue
#: less at a barrier; not unrolled since session 44's unroll tie band: +0.04 / -0.06 %, a tie
#: inside the model's band); the lockstep ranking on gfx950 256^3 128x128x64 2x2 32x32x8 PREFETCH
#: -2.5 % l2_hit / +0.8 % dram_miss, on gfx950 1024^3 128x128x64 2x2 16x16x32 NONE +1.1 % l2_hit.
#: Session 69 (a write's addresses on the LDS port): unmerged waits on the gfx950 256^3 kernel
#: +0.4 % l2_hit / -1.2 % dram_miss (951 / 991.25 vs 947.5 / 1,003.5 clk per wave), on the
#: gfx942 one +0.4 / -0.2 % (+0.1 % in sum); the lockstep ranking on the gfx950 256^3 32x32x8
#: kernel -2.4 % l2_hit / +1.5 % dram_miss, slower at a DRAM miss by more than the cycle
#: tolerance and no longer kept: kept on gfx942 256^3 transposed 64x64x32 2x2 PREFETCH instead,
#: +0.06 % l2_hit / -0.9 % dram_miss (2,805.7 / 2,879.7 vs 2,804 / 2,904.9); on the gfx950
#: 1024^3 NONE kernel -0.3 / +0.3 %, a tie in sum
#: Session 73, folded waits (a loop body's waits merged over their counters' events too): on
#: the gfx950 1024^3 128x128x64 2x2 PREFETCH kernel (the main job's) 9,057.3 against 9,086.7
#: clk per wave at both latencies (-0.3 %); on gfx942 256^3 64x64x32 1x1 NONE 5,376 / 5,441
#: against 5,384 / 5,453, faster by less than the tie band (-0.19 % in sum)
CASES = [("unmerged_waits_variant", "unmerged waits", "gfx950_gemm_256_b64x64x32_w2x2_16x16x32_prefetch", "gfx950", True),
         ("unmerged_waits_variant", "unmerged waits", "gfx942_gemm_512x768x1024_b64x64x32_w2x2_16x16x16_prefetch",
          "gfx942", False),
         ("lockstep_ranking_variant", "lockstep ranking", "gfx942_gemm_tt_256_b64x64x32_w2x2_16x16x16_prefetch", "gfx942",
          True),
         ("lockstep_ranking_variant", "lockstep ranking", "gfx950_gemm_1024_b128x128x64_w2x2_16x16x32_none", "gfx950",
          False),
         ("folded_waits_variant", "folded waits", "gfx950_gemm_1024_b128x128x64_w2x2_16x16x32_prefetch", "gfx950", True),
         ("folded_waits_variant", "folded waits", "gfx942_gemm_256_b64x64x32_w1x1_16x16x16_none", "gfx942", False)]


@pytest.fixture(scope="module")
def compiled():
    from wave_asm_ext.pipeline import compile_mlir

    # each variant alone: the other one, judged after it, may re-schedule what it kept; so may
    # the interleaving of the blocks outside loops, judged on every side's final program, and
    # the wide-renaming branch, finished on each side's program (session 69: on the gfx950
    # 256^3 kernel kept without the unmerged waits, 938.5 / 998 clk per wave, and not with
    # them, slower at a DRAM miss, 929 / 999.5 vs 951 / 991.25: the two ends no longer
    # compare the unmerged waits alone)
    # (and the rotation judgement's one nearest runner-up finished, as before session 76: with
    # two, on gfx950 1024^3 PREFETCH the second replaces the program the folded waits are
    # judged on)
    others = {"unmerged_waits_variant": False, "lockstep_ranking_variant": False, "lds_port_variant": False,
              "folded_waits_variant": False, "interleave_outside_loops": False, "wide_rename_variant": False,
              "finish_runners_up": 1}
    # (the emitter's default text on every side: the emission judgement would schedule the
    # folded one too where a side's loop stays short of the bound, wave_asm_ext.emission)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("WAVE_ASM_EXT_FOLD_SRD", "0")
        return {(option, name): {mode: compile_mlir((FIX / f"{name}.mlir").read_text(), tgt,
                                                    postpass_options={"grid_aware": False, **others, option: opt})
                                 for mode, opt in (("on", True), ("forced", "force"), ("off", False))}
                for option, _, name, tgt, _ in CASES}


def _per_wave(asm: str, tgt: str) -> dict:
    est = estimate_cycles(parse_asm(asm, "<k>").kernels[0], load_target(tgt), mem_latency="both", mca=False)
    return {s: v.total_cycles / est.waves_per_simd for s, v in est.scenarios.items()}


@pytest.mark.parametrize("option,key,name,tgt,kept", CASES)
def test_the_model_keeps_the_variant_only_where_it_is_faster(compiled, option, key, name, tgt, kept):
    runs = compiled[(option, name)]
    for mode in runs:
        assert check_program(parse_asm(runs[mode].asm, "<k>"), load_target(tgt)) == [], mode
    (k_on,) = runs["on"].report["postpass_report"]["kernels"]
    verdict = k_on["schedule"][key]
    assert verdict["kept"] is kept
    assert runs["on"].asm == (runs["forced"] if kept else runs["off"]).asm
    # the forced variant is a different program
    assert runs["forced"].asm != runs["off"].asm
    cyc = {mode: _per_wave(r.asm, tgt) for mode, r in runs.items()}
    # the rule: faster in sum by more than the tie band, at neither latency slower by more
    # than the cycle tolerance
    assert (faster_overall(cyc["forced"], cyc["off"], CYCLE_TOLERANCE)
            and sum(cyc["forced"].values()) <= sum(cyc["off"].values()) * (1 - MODEL_TIE_TOLERANCE)) is kept, cyc
    # the verdict's figures are the program's own (up to what the passes after the
    # scheduler still change: remat, sink, compaction re-solve waits and nops)
    assert verdict["model cycles per wave"]["variant"] == pytest.approx(cyc["forced"], rel=0.005)
    assert key not in runs["off"].report["postpass_report"]["kernels"][0]["schedule"]


def test_no_variant_where_every_wait_is_already_unmerged():
    """merge_window 0: the scheduler's solver is the unmerged one, nothing to try."""
    from wave_asm_ext.pipeline import compile_mlir

    _, _, name, tgt, _ = CASES[0]
    r = compile_mlir((FIX / f"{name}.mlir").read_text(), tgt, postpass_options={"grid_aware": False, "merge_window": 0})
    assert "unmerged waits" not in r.report["postpass_report"]["kernels"][0]["schedule"]


@pytest.mark.parametrize("option", ["unmerged_waits_variant", "lockstep_ranking_variant", "lds_port_variant",
                                    "folded_waits_variant"])
def test_bad_option_value_is_named(option):
    prog = parse_asm(".text\nk:\ns_endpgm\n", "<t>")
    with pytest.raises(ValueError, match=f"{option}='yes'"):
        run_postpass(prog, "gfx950", {option: "yes"})


@pytest.mark.parametrize("option,name", [(c[0], c[2]) for c in CASES if c[4]])
def test_kept_program_matches_the_reference_in_the_timing_aware_emulator(compiled, option, name):
    from test_emulator_emit import assert_timing_aware_match, case_named

    case = case_named(name)
    asm = compiled[(option, name)]["forced"].asm
    assert_timing_aware_match(case, asm)


class _Forgetful(dict):
    """A scheduler memo that keeps nothing: every result is computed afresh."""

    def __setitem__(self, key, value):
        pass

    def setdefault(self, key, default=None):
        return default


class _Counting(dict):
    """A scheduler memo that counts the lookups it answers."""
    hits = 0

    def get(self, key, default=None):
        if key in self:
            _Counting.hits += 1
        return super().get(key, default)


@pytest.mark.parametrize("name,tgt", [(CASES[0][2], CASES[0][3]), (CASES[2][2], CASES[2][3]),
                                      # compaction runs it at one wave per SIMD more
                                      ("gfx950_gemm_1024_b128x128x64_w2x2_16x16x32_prefetch", "gfx950")])
def test_the_memo_gives_the_program_computed_afresh(monkeypatch, name, tgt):
    """The scheduler memoises orders, wait and nop solves, estimates and model runs by the
    instructions they were computed from (``Scheduler._memo``): the re-schedule variants
    re-schedule a program it already scheduled. The output is the one every result
    computed afresh gives, and the memo is used."""
    from wave_asm_ext.passes.schedule import Scheduler
    from wave_asm_ext.pipeline import compile_mlir

    mlir = (FIX / f"{name}.mlir").read_text()
    monkeypatch.setattr(Scheduler, "_new_memo", _Counting)
    monkeypatch.setenv("WAVE_ASM_EXT_JOBS", "0")   # the memo hits counted are all of this process
    _Counting.hits = 0
    memoised = compile_mlir(mlir, tgt, postpass_options={"grid_aware": False}).asm
    assert _Counting.hits > 0
    monkeypatch.setattr(Scheduler, "_new_memo", _Forgetful)
    assert compile_mlir(mlir, tgt, postpass_options={"grid_aware": False}).asm == memoised


#: session 34: the LDS-port plan kept in the rotation judgement of gfx950 1024^3 128x128x64 2x2
#: 16x16x32 PREFETCH (whole kernel per wave 9,181 / 9,134 -> 9,021 / 9,021 clk), judged and not
#: kept on gfx942 1024^3 128x128x64 2x2 F8 16x16x32 PREFETCH. Session 69 (a write's addresses
#: on the LDS port): on the 16x16x32 PREFETCH kernel the plan now schedules the rotation
#: variants as they were (9,264 / 9,299 both ways), not kept; kept in the rotation judgement of
#: gfx950 1024^3 128x128x64 2x2 32x32x16 NONE, 9,155 / 9,852.5 -> 9,151 / 9,656 clk (-1.05 % in
#: sum), where with "pipe_lds" in place of "pipe" the search keeps a "critical_path" order
LDS_PORT_KEPT = ("gfx950_gemm_1024_b128x128x64_w2x2_32x32x16_none", "gfx950")
LDS_PORT_NOT_KEPT = ("gfx942_gemm_1024_b128x128x64_w2x2_16x16x32_f8_prefetch", "gfx942")


@pytest.fixture(scope="module")
def lds_port_runs():
    from wave_asm_ext.pipeline import compile_mlir

    # (the carried-MFMAs variant, judged after this one, off in both: on session 34's
    # LDS_PORT_KEPT it made the program without the LDS-port plan the faster one, 8,813 vs
    # 9,021 clk per wave; so did the interleaving of the blocks outside loops, session 67:
    # 8,942 vs 9,021)
    plain = {"grid_aware": False, "carry_mfmas": False, "interleave_outside_loops": False}
    return {(name, mode): compile_mlir((FIX / f"{name}.mlir").read_text(), tgt,
                                       postpass_options=plain if mode == "on" else {**plain, "lds_port_variant": False})
            for name, tgt in (LDS_PORT_KEPT, LDS_PORT_NOT_KEPT) for mode in ("on", "off")}


def test_the_lds_port_plan_is_kept_where_the_model_finds_the_kernel_faster(lds_port_runs):
    name, tgt = LDS_PORT_KEPT
    on, off = lds_port_runs[(name, "on")], lds_port_runs[(name, "off")]
    (k_on,) = on.report["postpass_report"]["kernels"]
    verdict = k_on["schedule"]["LDS-port plan"]
    assert verdict["kept"] is True
    # the kept program is the plan's: not a "pipe" order (the heuristic it replaces, whose
    # order the search keeps without it), and the verdict's figures are its own
    assert k_on["schedule"]["chosen"].split("+")[0].split("@")[0] != "pipe"
    assert off.report["postpass_report"]["kernels"][0]["schedule"]["chosen"].split("+")[0] == "pipe"
    assert "LDS-port plan" not in off.report["postpass_report"]["kernels"][0]["schedule"]
    assert check_program(parse_asm(on.asm, "<k>"), load_target(tgt)) == []
    cyc_on, cyc_off = _per_wave(on.asm, tgt), _per_wave(off.asm, tgt)
    assert verdict["model cycles per wave"]["variant"] == pytest.approx(cyc_on, rel=0.005)
    assert faster_overall(cyc_on, cyc_off, CYCLE_TOLERANCE), (cyc_on, cyc_off)
    assert sum(cyc_on.values()) < sum(cyc_off.values()) * 0.99, (cyc_on, cyc_off)


def test_the_lds_port_plan_not_kept_leaves_the_program_as_without_it(lds_port_runs):
    name, _tgt = LDS_PORT_NOT_KEPT
    on, off = lds_port_runs[(name, "on")], lds_port_runs[(name, "off")]
    (k_on,) = on.report["postpass_report"]["kernels"]
    assert k_on["schedule"]["LDS-port plan"]["kept"] is False
    assert on.asm == off.asm


def test_the_kept_lds_port_plan_matches_the_reference_in_the_timing_aware_emulator(lds_port_runs):
    from test_emulator_emit import assert_timing_aware_match, case_named

    name, _tgt = LDS_PORT_KEPT
    case = case_named(name)
    assert_timing_aware_match(case, lds_port_runs[(name, "on")].asm)
