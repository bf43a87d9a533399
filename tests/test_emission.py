"""The emission judgement (``wave_asm_ext.emission``): the folded emission is scheduled only
where the default one's loop stays short of the matrix pipe's bound, and kept only where the
cycle model finds it faster beyond its tie band."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from test_emit_emulate import FIX
from wave_asm_ext import emission
from wave_asm_ext.emission import FOLD_ENV, schedule_emission
from wave_asm_ext.errors import WaveAsmError
from wave_asm_ext.passes.schedule import CYCLE_TOLERANCE, MODEL_TIE_TOLERANCE
from wave_asm_ext.pipeline import compile_mlir, with_grid_option

# gfx950 1024^3 64x64x32, one wave, NONE: a loop its own issue nearly binds (32 row-offset
# adds per iteration), 85 % of the matrix pipe's bound at an L2 hit without the fold
ISSUE_BOUND = "fold/gfx950_gemm_1024_b64x64x32_w1x1_16x16x32_none.mlir"
# 256^3 of the same block: 16 workgroups, its loop at the bound already
AT_THE_BOUND = "gfx950_gemm_256_b64x64x32_w1x1_16x16x32_none.mlir"


def _shifted(text: str) -> int:
    return len(re.findall(r"s_add_u32 s\d+, s\d+, \d{4,}\n", text))


def _judge(name: str):
    text = (FIX / name).read_text()
    return schedule_emission(text, "gfx950", "5", with_grid_option(text, {}))


@pytest.fixture(autouse=True)
def _judged(monkeypatch):
    monkeypatch.delenv(FOLD_ENV, raising=False)


@pytest.mark.slow
def test_the_fold_is_kept_where_the_default_loop_is_short_and_the_fold_faster():
    got = _judge(ISSUE_BOUND)
    j = got.judgement
    assert j["short loops"] and all(u < emission.LOOP_UTILISATION_TARGET for u in j["short loops"].values())
    assert j["descriptor fold"] == "kept", j
    a, b = j["model cycles per wave"]["default"], j["model cycles per wave"]["folded"]
    assert sum(b.values()) < sum(a.values()) * (1 - MODEL_TIE_TOLERANCE) and all(b[s] < a[s] for s in a)
    # the kept program is the folded emission's: no row-offset add left in its loop
    assert _shifted(got.before) == j["shifted descriptors"] > 0
    loop = got.before[got.before.index("L_loop0:"):]
    assert not re.search(r"v_add_u32 v\d+, \d{4,}, v\d+", loop[:loop.index("s_cbranch_scc1 L_loop0")])


def test_a_loop_at_the_bound_costs_no_second_run(monkeypatch):
    runs = []
    real = emission.passes.run_postpass
    monkeypatch.setattr(emission.passes, "run_postpass", lambda *a: runs.append(1) or real(*a))
    got = _judge(AT_THE_BOUND)
    assert got.judgement["descriptor fold"] == "not tried" and "short loops" not in got.judgement
    assert len(runs) == 1 and _shifted(got.before) == 0


def test_a_fold_no_faster_than_the_tie_band_is_not_kept(monkeypatch):
    """The loop counted short whatever its figures: the fold is tried on the one-wave 256^3
    kernel; the verdict follows the model's figures both ways."""
    monkeypatch.setattr(emission, "_short_loops", lambda report: {"l2_hit": 0.0})
    got = _judge(AT_THE_BOUND)
    j = got.judgement
    assert j["descriptor fold"] in ("kept", "tried, not kept") and j["shifted descriptors"] > 0
    a, b = j["model cycles per wave"]["default"], j["model cycles per wave"]["folded"]
    faster = (sum(b.values()) < sum(a.values()) * (1 - MODEL_TIE_TOLERANCE)
              and all(b[s] <= a[s] * (1 + CYCLE_TOLERANCE) for s in a))
    assert (j["descriptor fold"] == "kept") == faster
    assert (_shifted(got.before) > 0) == faster


def test_the_environment_fixes_the_fold(monkeypatch):
    text = (FIX / AT_THE_BOUND).read_text()
    monkeypatch.setenv(FOLD_ENV, "1")
    got = schedule_emission(text, "gfx950", "5", with_grid_option(text, {}))
    assert _shifted(got.before) > 0 and "on" in got.judgement["descriptor fold"]
    monkeypatch.setenv(FOLD_ENV, "yes")
    with pytest.raises(WaveAsmError, match=FOLD_ENV):
        schedule_emission(text, "gfx950", "5", {})


def test_the_pipeline_reports_the_judgement():
    res = compile_mlir((FIX / AT_THE_BOUND).read_text(), "gfx950")
    assert res.report["emission"]["descriptor fold"] == "not tried"
    assert res.timings_s["emit"] > 0 and res.timings_s["postpass"] > 0


def test_the_fold_must_not_trade_one_latency_for_the_other():
    default = {"l2_hit": 1000.0, "dram_miss": 2000.0}
    assert emission.folded_pays({"l2_hit": 990.0, "dram_miss": 1950.0}, default)
    # faster in sum, 4 % slower at an L2 hit: the default stays
    assert not emission.folded_pays({"l2_hit": 1040.0, "dram_miss": 1800.0}, default)
    # within the tie band in sum: the default stays
    assert not emission.folded_pays({"l2_hit": 999.0, "dram_miss": 1999.0}, default)


def test_the_report_line_names_the_verdict_the_short_loop_and_both_figures():
    from wave_asm_ext.report import emission_line

    line = emission_line({"descriptor fold": "kept", "short loops": {"dram_miss": 0.8843},
                          "model cycles per wave": {"default": {"l2_hit": 10096.0, "dram_miss": 10536.0},
                                                    "folded": {"l2_hit": 9908.0, "dram_miss": 10488.0}}})
    assert "descriptor fold kept" in line and "dram_miss 88.4%" in line
    assert "default 10,096 / 10,536" in line and "folded 9,908 / 10,488" in line
    line = emission_line({"descriptor fold": "not tried", "why": "no hot loop below 90% of its binding bound",
                          "model cycles per wave": {"default": {"l2_hit": 1.0, "dram_miss": 2.0}}})
    assert "not tried (no hot loop below" in line and "model clk" not in line


# gfx942 256x128x288 64x64x32 2x2 FOUR_STAGE: its K loop carries tiles, fragments and the
# prologue's partial output tiles, each copied in before the loop by default
CARRIED = "four_stage/gfx942_gemm_256x128x288_b64x64x32_w2x2_16x16x16_four_stage.mlir"


def test_the_loop_initial_values_in_place_are_judged_like_the_fold(monkeypatch):
    """Where the fold is not kept, the emission carrying the loop's initial values in place
    is scheduled too and kept by the same rule (faster in sum beyond the tie band, slower at
    neither latency beyond the tolerance); kept, it is the "before" text, and the kernel
    computes the product."""
    from test_emit_emulate import run_fixture

    from wave_asm_ext.emit import emit_kernel

    monkeypatch.setattr(emission, "_short_loops", lambda report: {"l2_hit": 0.0})
    text = (FIX / CARRIED).read_text()
    inplace = emit_kernel(text, "gfx942", carry_in_place=True).text
    assert inplace != emit_kernel(text, "gfx942").text
    got = schedule_emission(text, "gfx942", "5", with_grid_option(text, {}))
    j = got.judgement
    if j["descriptor fold"] == "kept":
        assert j["carried in place"] == "not tried"
        return
    assert j["carried in place"] in ("kept", "tried, not kept")
    a, b = j["model cycles per wave"]["default"], j["model cycles per wave"]["in place"]
    assert (j["carried in place"] == "kept") == emission.folded_pays(b, a)
    assert (got.before == inplace) == (j["carried in place"] == "kept")
    err, poison = run_fixture(CARRIED, code=got.program.text())
    assert err < 1e-3 and not poison


def test_an_emission_without_such_copies_does_not_try_it_nor_emit_it(monkeypatch):
    """The default kernel's count of copies a loop could carry in place is 0, so the in-place
    emission (the same text) is not even emitted."""
    from wave_asm_ext.emit import emit_kernel

    calls = []

    def counted(*args, **kw):
        calls.append(kw.get("carry_in_place", False))
        return emit_kernel(*args, **kw)
    monkeypatch.setattr(emission, "_short_loops", lambda report: {"l2_hit": 0.0})
    monkeypatch.setattr(emission, "emit_kernel", counted)
    got = _judge(AT_THE_BOUND)
    assert got.judgement["carried in place"].startswith("not tried (no copy")
    assert calls and not any(calls)


@pytest.mark.parametrize("name", [CARRIED, AT_THE_BOUND])
def test_the_count_of_carried_copies_says_whether_the_in_place_text_differs(name):
    from wave_asm_ext.emit import emit_kernel

    text = (FIX / name).read_text()
    arch = Path(name).name.split("_")[0]
    default = emit_kernel(text, arch)
    differs = emit_kernel(text, arch, carry_in_place=True).text != default.text
    assert differs == (default.carried_init_copies > 0)
    assert differs == (name == CARRIED)


def test_the_loop_initial_values_in_place_when_kept_compute_the_product(monkeypatch):
    """The model made to prefer every second opinion: the in-place emission is kept, is the
    "before" text, its copies of the loop's initial values are gone, and the scheduled kernel
    computes the product in the timing-aware emulator."""
    from test_emit_emulate import run_fixture

    from wave_asm_ext.emit import emit_kernel

    monkeypatch.setattr(emission, "_short_loops", lambda report: {"l2_hit": 0.0})
    monkeypatch.setattr(emission, "folded_pays", lambda b, a: True)
    text = (FIX / CARRIED).read_text()
    got = schedule_emission(text, "gfx942", "5", with_grid_option(text, {}))
    assert got.judgement["carried in place"] == "kept"
    inplace = emit_kernel(text, "gfx942", carry_in_place=True).text
    assert got.before == inplace
    assert inplace.count("v_mov_b32") + inplace.count("v_accvgpr_mov_b32") < \
        (plain := emit_kernel(text, "gfx942").text).count("v_mov_b32") + plain.count("v_accvgpr_mov_b32")
    err, poison = run_fixture(CARRIED, code=got.program.text())
    assert err < 1e-3 and not poison
