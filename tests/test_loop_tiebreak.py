"""The settled-loop tie-break of the unroll and rotation judgements (option ``loop_tiebreak``).

Both judgements compare whole-kernel model cycles at the kernel's own trip count and keep
the simpler program unless the other is faster by more than the cycle tolerance. Where the
figures tie, the hot loop's settled rate (the steady state a longer K converges to,
``resolve.settled_loop``) decides. gfx942 1024^3 ping-pong (8 waves, 4x2, PREFETCH): the
unrolled program was 4 clk per wave faster whole kernel (0.03 %) and its settled loop
1.0106x LLVM's; the tie-break keeps the program whose settled loop is faster."""

from __future__ import annotations

from pathlib import Path

import pytest

from wave_asm_ext.check import check_program
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.passes.resolve import settled_loop
from wave_asm_ext.passes.schedule import CYCLE_TOLERANCE, MODEL_TIE_TOLERANCE
from wave_asm_ext.target import load_target

FIX = Path(__file__).parent / "fixtures" / "mlir" / "tiebreak" / "gfx942_gemm_1024_b128x128x64_w4x2_16x16x16_prefetch.mlir"


@pytest.fixture(scope="module")
def emitted() -> str:
    from wave_asm_ext.emit import emit_mlir

    return emit_mlir(FIX.read_text(), "gfx942")


def _settled(program) -> float:
    """The program's settled hot loop, model clk per wave-iteration summed over the scenarios."""
    per = settled_loop(load_target("gfx942"), program.kernels[0])
    assert per is not None
    return sum(per.values())


#: the case of the rotation tie-break is the plain renaming's: with wide renaming (on by
#: default) the unrotated program finishes faster than both (settled 1,684 clk per
#: iteration, against 1,700 rotated) and the tie-break, rightly, keeps it
PLAIN = {"unroll": False, "wide_rename_variant": False}


def test_tied_rotation_judgement_keeps_the_faster_settled_loop(emitted):
    tgt = load_target("gfx942")
    on, rep_on = run_postpass(parse_asm(emitted, "<on>"), tgt, PLAIN)
    # (without the tie-break the choice is finished against its runners-up instead, which
    # may keep the other program too: off here, to see the judgement's own choice)
    off, rep_off = run_postpass(parse_asm(emitted, "<off>"), tgt,
                                {**PLAIN, "loop_tiebreak": False, "finish_runners_up": False})
    rot_on, rot_off = rep_on.kernels[0].schedule["rotation"], rep_off.kernels[0].schedule["rotation"]
    tie = rot_on["settled loop tie-break"]
    chosen, kept = tie["whole-kernel choice"], tie["kept"]
    assert kept != chosen and rot_on["variant"] == kept
    # without the rule the judgement keeps the simpler program (within the cycle tolerance)
    assert "settled loop tie-break" not in rot_off and rot_off["variant"] == chosen
    # both finished programs: the kept one is not slower whole kernel by more than the cycle
    # tolerance at either latency, and its settled loop is faster by more than the model's
    # tie tolerance
    whole = tie["model cycles per wave"]
    assert all(whole[kept][sc] <= whole[chosen][sc] * (1 + CYCLE_TOLERANCE) for sc in whole[chosen])
    figures = tie["settled loop clk per wave-iteration"]
    assert figures[kept] < figures[chosen] * (1 - MODEL_TIE_TOLERANCE), figures
    # the figures are the programs' own: the output is the kept program, the other one the
    # output without the rule
    assert _settled(on) == pytest.approx(figures[kept])
    assert _settled(off) == pytest.approx(figures[chosen])
    # the rotation passes' reports describe the program kept (the judgement had recorded
    # the whole-kernel choice's, the unrotated program: a kept tie-break must not leave the
    # rotated one, whose loads run an iteration early, without its load-rotation report)
    assert (chosen, kept) == ("not rotated", "rotated")
    assert rep_on.kernels[0].rotation["loads"] > 0 and not rep_off.kernels[0].rotation
    assert "rotation variant 'rotated' for its settled loop" in rep_on.summary()
    assert "settled loop" not in rep_off.summary()
    assert check_program(on, tgt) == []


#: session 69 (a write's addresses on the LDS port): until then both unroll cases were the
#: gfx950 1024^3 128x128x64 2x2 16x16x16 PREFETCH kernel's (``tiebreak/``; unrolled 0.1 % faster
#: in sum, and with the band at 0 kept, then overturned by its settled loop); there
#: unrolling is now 1.1 % slower in sum and the judgement refuses it outright
UNROLL_TIE = FIX.parent.parent / "gfx942_gemm_tt_1024_b64x64x32_w2x2_16x16x16_none.mlir"
UNROLL_SETTLED = FIX.parent.parent / "gfx942_gemm_256_b64x64x32_w1x1_32x32x8_none.mlir"


@pytest.fixture(scope="module")
def unroll_tie() -> str:
    from wave_asm_ext.emit import emit_mlir

    return emit_mlir(UNROLL_TIE.read_text(), "gfx942")


@pytest.fixture(scope="module")
def unroll_settled() -> str:
    from wave_asm_ext.emit import emit_mlir

    return emit_mlir(UNROLL_SETTLED.read_text(), "gfx942")


def test_unrolling_that_gains_less_than_the_tie_band_is_not_kept(unroll_tie):
    """gfx942 1024^3 gemm_tt 64x64x32 2x2 16x16x16 NONE: unrolled, the kernel's own run is
    0.03 % faster in sum (21,910 against 21,916 clk per wave; +0.13 % at an L2 hit, -0.07 %
    at a DRAM miss), less than the model's tie band: the judgement keeps the program without
    the second copy of the loop (whose settled loop ties with the unrolled one's, 672.9 clk
    per wave and input iteration both), no tie-break needed. (session 69, a write's addresses
    on the LDS port: until then the gfx950 1024^3 128x128x64 2x2 16x16x16 PREFETCH kernel's
    case, 0.1 % faster in sum.)"""
    tgt = load_target("gfx942")
    out, rep = run_postpass(parse_asm(unroll_tie, "<k>"), tgt, {})
    (k,) = rep.kernels
    assert k.unroll["kept"] is False and "settled loop tie-break" not in k.unroll
    mc = k.unroll["model cycles"]
    unrolled, plain = sum(mc["unrolled"].values()), sum(mc["not unrolled"].values())
    assert plain * (1 - MODEL_TIE_TOLERANCE) <= unrolled < plain, mc   # faster, inside the band
    plain_out, _ = run_postpass(parse_asm(unroll_tie, "<k>"), tgt, {"unroll": False})
    assert out.text() == plain_out.text()
    assert check_program(out, tgt) == []


def test_tied_unroll_judgement_keeps_the_faster_settled_loop(unroll_settled):
    """gfx942 256^3 64x64x32 1x1 32x32x8 NONE (8 trips): unrolled by two, the kernel's own run
    is 0.6 % faster in sum (5,492 / 5,575 against 5,520 / 5,619 clk per wave at an L2 hit /
    DRAM miss), more than the model's tie band and within the cycle tolerance at both
    latencies, so the judgement keeps it; its settled loop is 2.6 % slower (1,186 against
    1,156 clk per wave and input iteration), so the tie-break overturns the verdict, in both
    reports. (session 69, a write's addresses on the LDS port: until then the gfx950 1024^3
    128x128x64 2x2 16x16x16 PREFETCH kernel's, with the judgement's tie band at 0: unrolled
    0.1 % faster, settled loop 0.4 % slower; unrolling it is now 1.1 % slower. Here the
    tie-break acts at the shipped band.)"""
    tgt = load_target("gfx942")
    text = unroll_settled
    # without the folded-waits variant (session 73): with it the program not unrolled folds its
    # loop's waits (5,438 / 5,619 clk per wave) and is faster in sum than the unrolled one
    # (5,492 / 5,575), so the judgement refuses the unroll outright and no tie is left to break
    no_fold = {"folded_waits_variant": False}
    on, rep_on = run_postpass(parse_asm(text, "<on>"), tgt, no_fold)
    off, rep_off = run_postpass(parse_asm(text, "<off>"), tgt, {**no_fold, "loop_tiebreak": False})
    (k_on,), (k_off,) = rep_on.kernels, rep_off.kernels
    assert k_on.unroll["kept"] is not k_off.unroll["kept"]
    assert "settled loop tie-break" not in k_off.unroll
    kept = "unrolled" if k_on.unroll["kept"] else "not unrolled"
    other = "not unrolled" if kept == "unrolled" else "unrolled"
    mc = k_on.unroll["model cycles"]
    assert all(mc[kept][sc] <= mc[other][sc] * (1 + CYCLE_TOLERANCE) for sc in mc[kept])
    figures = k_on.unroll["settled loop tie-break"]["settled loop clk per wave and input iteration"]
    assert figures[kept] < figures[other] * (1 - MODEL_TIE_TOLERANCE), figures
    # the output's own settled loop is the verdict's figure (per input iteration) and
    # faster than the output without the rule
    per_input = {"on": 2 if k_on.unroll["kept"] else 1, "off": 2 if k_off.unroll["kept"] else 1}
    settled = {n: sum(settled_loop(tgt, p.kernels[0]).values()) / per_input[n] for n, p in (("on", on), ("off", off))}
    assert settled["on"] == pytest.approx(figures[kept])
    assert settled["on"] < settled["off"]
    assert on.text().count("v_mfma") != off.text().count("v_mfma")   # one of them is unrolled
    assert "(the settled loop broke a whole-kernel tie)" in rep_on.summary()
    assert check_program(on, tgt) == []


def test_bad_option_is_named():
    with pytest.raises(ValueError, match="loop_tiebreak"):
        run_postpass(parse_asm("s_endpgm\n", "<k>"), "gfx942", {"loop_tiebreak": "unroll"})


@pytest.mark.parametrize("name", ["gfx950_gemm_256_b64x64x32_w2x2_16x16x32_prefetch",
                                  "gfx942_gemm_256_b64x64x32_w2x2_16x16x16_none"])
def test_without_a_verdict_the_program_is_the_one_without_the_rule(name):
    """The rule only ever replaces a judgement's choice, and says so: where neither report
    (rotation, unroll) records a tie-break, the output is byte-identical to the output of
    the passes without it."""
    from wave_asm_ext.emit import emit_mlir

    arch = name.split("_")[0]
    text = emit_mlir((FIX.parent.parent / f"{name}.mlir").read_text(), arch)
    on, rep_on = run_postpass(parse_asm(text, "<k>"), arch, {})
    off, _ = run_postpass(parse_asm(text, "<k>"), arch, {"loop_tiebreak": False})
    (k,) = rep_on.kernels
    verdicts = ["settled loop tie-break" in k.unroll, "settled loop tie-break" in k.schedule.get("rotation", {})]
    if not any(verdicts):
        assert on.text() == off.text()
    else:
        assert on.text() != off.text()
