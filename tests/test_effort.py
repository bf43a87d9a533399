"""Effort levels of the post-emit pass (``passes.effort``): how a level turns into options,
where a user selects it (CLI, ``AsmExtOptions``, the environment), and what the "fast" level
does to an emitter GEMM — fewer model judgements, the same correctness (assembles, checker
clean, every MFMA kept, the timing-aware emulator matches the reference)."""

from __future__ import annotations

from pathlib import Path

import pytest

from wave_asm_ext import toolchain
from wave_asm_ext.activation import AsmExtOptions
from wave_asm_ext.check import check_program
from wave_asm_ext.cli import build_parser, _schedule_options
from wave_asm_ext.emit import emit_mlir
from wave_asm_ext.isa import parse_asm, print_program
from wave_asm_ext.passes import effort, run_postpass
from wave_asm_ext.sim import cycles
from wave_asm_ext.target import load_target

FIX = Path(__file__).parent / "fixtures" / "mlir"
#: a one-wave GEMM: the full level judges rotation, unrolling and five order variants here
GEMM = "gfx950_gemm_256_b64x64x32_w1x1_16x16x32_none"


def test_default_level_is_full_and_adds_nothing():
    assert effort.resolve(None) == {"effort": "full"}
    assert effort.resolve({"rotate_loads": False}) == {"effort": "full", "rotate_loads": False}


def test_fast_level_fills_in_options_and_explicit_ones_win():
    opts = effort.resolve({"effort": "fast", "unroll": True})
    assert opts["unroll"] is True                       # the caller's
    assert opts["tail_fill"] is False                   # the level's
    assert tuple(opts["heuristics"]) == ("cycle", "pipe_lds")
    assert effort.resolve(opts) == opts                 # resolving again changes nothing


def test_unknown_level_is_named_with_the_known_ones():
    with pytest.raises(ValueError, match=r"effort='O3'.*'full', 'fast'"):
        effort.resolve({"effort": "O3"})
    with pytest.raises(ValueError, match=r"effort='O3'"):
        run_postpass(parse_asm(".text\nk:\ns_endpgm\n", "<t>"), "gfx942", {"effort": "O3"})


def test_level_reaches_the_pass_from_the_cli_and_wave_compile_options(monkeypatch):
    args = build_parser().parse_args(["schedule", "x.s", "--effort", "fast"])
    assert _schedule_options(args)["effort"] == "fast"
    assert _schedule_options(build_parser().parse_args(["schedule", "x.s"]))["effort"] == "full"
    assert AsmExtOptions(effort="fast").postpass_options()["effort"] == "fast"
    monkeypatch.setenv("WAVE_ASM_EXT_EFFORT", "fast")
    assert AsmExtOptions().postpass_options()["effort"] == "fast"
    monkeypatch.setenv("WAVE_ASM_EXT_EFFORT", "quick")
    with pytest.raises(ValueError, match="WAVE_ASM_EXT_EFFORT"):
        AsmExtOptions()


def _scheduled(level: str, monkeypatch) -> tuple[str, object, int]:
    """(emitted text, the pass report, cycle-model simulations) of the GEMM fixture at ``level``."""
    calls = []
    real = cycles._Runner.run
    monkeypatch.setattr(cycles._Runner, "run", lambda *a, **k: calls.append(1) or real(*a, **k))
    text = emit_mlir((FIX / f"{GEMM}.mlir").read_text(), "gfx950")
    prog, rep = run_postpass(parse_asm(text, GEMM), "gfx950", {"effort": level})
    monkeypatch.setattr(cycles._Runner, "run", real)
    return print_program(prog), rep, len(calls)


@pytest.fixture(scope="module")
def levels():
    mp = pytest.MonkeyPatch()
    mp.setenv("WAVE_ASM_EXT_JOBS", "0")   # the simulations counted are all of this process
    try:
        return {level: _scheduled(level, mp) for level in ("full", "fast")}
    finally:
        mp.undo()


def test_fast_level_runs_far_fewer_model_judgements(levels):
    (_, full_rep, full_runs), (_, fast_rep, fast_runs) = levels["full"], levels["fast"]
    assert (full_rep.effort, fast_rep.effort) == ("full", "fast")
    assert "(effort fast)" in fast_rep.summary()
    assert 0 < fast_runs * 4 < full_runs, (fast_runs, full_runs)
    # the searches the level switches off leave their verdicts in the full level's report only
    full, fast = full_rep.kernels[0], fast_rep.kernels[0]
    for name in ("wide renaming", "LDS-port plan", "barrier-free schedule", "lockstep ranking"):
        assert name in full.schedule and name not in fast.schedule, name
    assert full.unroll and not fast.unroll
    assert "rotation" in fast.schedule   # the rotation judgement stays


def test_fast_level_output_assembles_checks_and_keeps_every_mfma(levels, tmp_path):
    asm, rep, _ = levels["fast"]
    toolchain.assemble(asm, "gfx950", tmp_path / "k.o")
    assert check_program(parse_asm(asm, GEMM), load_target("gfx950")) == []
    k = rep.kernels[0]
    carried = k.schedule.get("carried MFMAs", {})
    added = k.lds_rotation.get("mfma_added", 0) + (carried.get("moved", 0) if carried.get("kept") else 0)
    assert k.after["mfma"] == k.before["mfma"] + added


def test_fast_level_output_matches_the_reference_in_the_timing_aware_emulator(levels):
    from test_emulator_emit import assert_timing_aware_match, case_named

    assert_timing_aware_match(case_named(GEMM), levels["fast"][0])


def test_compile_report_names_the_level():
    from wave_asm_ext.pipeline import compile_mlir
    from wave_asm_ext.report import format_report

    res = compile_mlir((FIX / f"{GEMM}.mlir").read_text(), "gfx950", postpass_options={"effort": "fast"})
    assert res.report["postpass"] == "on (effort fast)"
    assert res.report["postpass_report"]["effort"] == "fast"
    assert "post-emit pass: on (effort fast)" in format_report(res.report)
