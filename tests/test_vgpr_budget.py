"""A user's register budget (post-emit pass option ``max_vgprs``, ``Target.with_vgpr_budget``),
as LLVM's ``amdgpu-num-vgpr`` attribute sets one.

By default the pass spends the registers a kernel's occupancy leaves free (at the grid's
residency a one-wave-per-SIMD kernel may declare the whole file); with a budget every pass
that adds registers keeps within it, and an input already over it is an error, not a spill."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_loads_ahead import _passed

from wave_asm_ext.activation import AsmExtOptions
from wave_asm_ext.check import check_program
from wave_asm_ext.emit import emit_kernel
from wave_asm_ext.errors import AsmParseError, RegisterAllocationError
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.metrics import compute_metrics
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.target import load_target

FIX = Path(__file__).parent / "fixtures" / "mlir"
PREFETCH_950 = "gfx950_gemm_256_b64x64x32_w2x2_16x16x32_prefetch.mlir"


def test_the_budget_caps_the_limits_the_passes_check_and_not_the_occupancy():
    t = load_target("gfx942")
    b = t.with_vgpr_budget(100)
    assert (b.registers.arch_vgpr_max, b.registers.agpr_max, b.registers.unified_vgpr_file) == (100, 100, 100)
    assert t.registers.unified_vgpr_file == 512 and t.vgpr_budget is None   # the DB's target untouched
    # within the budget the occupancy is the file's (512 // 104 after the granule), not 100 // 104
    assert b.vgpr_waves(97) == t.vgpr_waves(97) == 4
    # the declared count is what the budget bounds: 100 fits, 101 does not (any granule)
    assert b.vgpr_waves(100) == 4 and b.vgpr_waves(101) == 0 and t.vgpr_waves(101) == 4
    assert b.vgpr_waves(64, 40) == 0 and b.vgpr_waves(60, 40) == t.vgpr_waves(60, 40)
    assert b.with_vgpr_budget(100) is b
    wider = b.with_vgpr_budget(300)   # from the DB's limits, not the earlier budget's
    assert (wider.registers.arch_vgpr_max, wider.registers.unified_vgpr_file) == (256, 300)
    assert t.with_vgpr_budget(512).registers == t.registers
    grid = b.for_grid(64)
    assert grid.vgpr_budget == 100 and grid.registers == b.registers and grid.occupancy(101) == 0


@pytest.mark.parametrize("bad", [0, 4, 513, 64.0, "64", None])
def test_a_budget_outside_the_file_is_refused_by_name(bad):
    with pytest.raises(ValueError, match=r"max_vgprs=.*expected an integer from 8 to 512"):
        load_target("gfx950").with_vgpr_budget(bad)


def test_the_pass_keeps_to_the_budget_and_the_kernel_still_computes_the_product():
    """The fixture's input declares 56 vector registers; by default the pass lets its
    schedule reach a liveness peak of 87 (loads a tile ahead, wider renaming: the grid keeps
    one wave per SIMD, so registers are free). With a budget of 64 the output declares at
    most 64, its peak stays within them, the checker finds nothing, and the timing-aware
    emulator computes the product."""
    from test_emit_emulate import run_fixture

    arch = "gfx950"
    budget = 64
    mlir = (FIX / PREFETCH_950).read_text()
    assert parse_asm(emit_kernel(mlir, arch).text, "<in>").kernels[0].descriptor_int("next_free_vgpr") <= budget
    free, _, _ = _passed(PREFETCH_950, arch, {})
    kept, k, totals = _passed(PREFETCH_950, arch, {"max_vgprs": budget})
    free_m = compute_metrics(free.entry_kernels[0], arch, cycles=False)
    m = compute_metrics(kept.entry_kernels[0], arch, cycles=False)
    assert free_m["peak_vgpr_unified"] > budget   # the budget binds: without it the pass goes past it
    assert m["peak_vgpr_unified"] <= budget
    assert m["declared"]["next_free_vgpr"] <= budget
    assert check_program(kept, load_target(arch)) == []
    err, poison = run_fixture(PREFETCH_950, code=kept.text())
    assert err < 1e-3 and not poison


def test_the_report_names_the_budget():
    mlir = (FIX / PREFETCH_950).read_text()
    _, rep = run_postpass(parse_asm(emit_kernel(mlir, "gfx950").text, "<k>"), "gfx950", {"jobs": 0, "max_vgprs": 96})
    assert rep.vgpr_budget == 96 and rep.to_dict()["vgpr_budget"] == 96
    assert "register budget 96" in rep.summary()
    _, plain = run_postpass(parse_asm(emit_kernel(mlir, "gfx950").text, "<k>"), "gfx950", {"jobs": 0})
    assert plain.vgpr_budget is None and "register budget" not in plain.summary()


def test_an_input_over_the_budget_is_an_error_that_names_it():
    """The passes do not spill: an input that declares more registers than the budget, or
    names a register beyond it, is refused with the option and the kernel or instruction."""
    mlir = (FIX / PREFETCH_950).read_text()
    text = emit_kernel(mlir, "gfx950").text
    declared = parse_asm(text, "<k>").kernels[0].descriptor_int("next_free_vgpr")
    with pytest.raises((RegisterAllocationError, AsmParseError), match=r"max_vgprs=48") as e:
        run_postpass(parse_asm(text, "<k>"), "gfx950", {"jobs": 0, "max_vgprs": 48})
    assert "48" in str(e.value) and (str(declared) in str(e.value) or "outside the register file" in str(e.value))
    with pytest.raises(ValueError, match="post-emit pass option max_vgprs=7"):
        run_postpass(parse_asm(text, "<k>"), "gfx950", {"jobs": 0, "max_vgprs": 7})


def test_a_declared_count_over_the_budget_is_named_even_where_no_register_is(tmp_path):
    text = """.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.text
.globl k
.p2align 8
.type k,@function
k:
  v_mov_b32 v0, 0
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 80
  .amdhsa_next_free_sgpr 8
  .amdhsa_accum_offset 80
.end_amdhsa_kernel
"""
    with pytest.raises(RegisterAllocationError, match=r"kernel k: declares 80 vector registers.*max_vgprs=64; "
                                                      r"its live values \(peak 1\) would fit, but its registers "
                                                      r"cannot be renumbered"):
        run_postpass(parse_asm(text, "<k>"), "gfx942", {"jobs": 0, "max_vgprs": 64})


def test_the_wave_compile_and_cli_settings_carry_the_budget(monkeypatch):
    from wave_asm_ext import cli

    assert AsmExtOptions(max_vgprs=128).postpass_options()["max_vgprs"] == 128
    assert "max_vgprs" not in AsmExtOptions().postpass_options()
    monkeypatch.setenv("WAVE_ASM_EXT_MAX_VGPRS", "160")
    assert AsmExtOptions().postpass_options()["max_vgprs"] == 160
    monkeypatch.setenv("WAVE_ASM_EXT_MAX_VGPRS", "0")
    with pytest.raises(ValueError, match="WAVE_ASM_EXT_MAX_VGPRS"):
        AsmExtOptions()
    args = cli.build_parser().parse_args(["schedule", "in.s", "--max-vgprs", "96"])
    assert cli._schedule_options(args)["max_vgprs"] == 96


def test_an_input_declaring_more_than_the_budget_is_renumbered_into_it_where_its_values_fit():
    """The fixture's input declares 56 vector registers but at most 50 are live at once: with
    a budget of 52 (LLVM's own peak on this configuration at 1024^3) the input is renumbered
    into the budget first (``compact.fit_to_budget``), then scheduled within it; the output
    declares at most 52, is clean in the checker and computes the product. The report's
    compaction entry says it was done to fit the budget."""
    from test_emit_emulate import run_fixture

    from wave_asm_ext.passes.compact import fit_to_budget

    arch, budget = "gfx950", 52
    text = emit_kernel((FIX / PREFETCH_950).read_text(), arch).text
    k = parse_asm(text, "<in>").kernels[0]
    assert k.descriptor_int("next_free_vgpr") == 56
    assert compute_metrics(k, arch, cycles=False)["peak_vgpr_unified"] <= budget
    assert fit_to_budget(k, load_target(arch)) == {}   # no budget: nothing to fit
    kept, rep, _ = _passed(PREFETCH_950, arch, {"max_vgprs": budget})
    m = compute_metrics(kept.entry_kernels[0], arch, cycles=False)
    assert m["declared"]["next_free_vgpr"] <= budget and m["peak_vgpr_unified"] <= budget
    _metadata_agrees(kept)
    assert check_program(kept, load_target(arch)) == []
    err, poison = run_fixture(PREFETCH_950, code=kept.text())
    assert err < 1e-3 and not poison
    fit = parse_asm(text, "<in>").kernels[0]
    entry = fit_to_budget(fit, load_target(arch).with_vgpr_budget(budget))
    assert entry["declared_before"] == 56 and entry["declared_after"] <= budget
    assert fit.descriptor_int("next_free_vgpr") <= budget


def _metadata_agrees(program) -> None:
    """The printed program's metadata declares the registers its descriptor does (the code
    object's descriptor check refuses a .vgpr_count over .amdhsa_next_free_vgpr)."""
    k = parse_asm(program.text(), "<out>").kernels[0]
    assert k.metadata[".vgpr_count"] == k.descriptor_int("next_free_vgpr")


@pytest.mark.parametrize("extra", [{}, {"effort": "fast", "compact": False, "rotate_loads": False,
                                        "rotate_lds": False, "unroll": False}])
def test_renumbering_into_the_budget_declares_the_new_count_in_the_metadata_too(extra):
    """The renumbering into a budget happens before the passes: its new count must reach the
    metadata text at once. Printed only at the end, a judgement's other run (which starts
    from this program's text) read the input's stale count and kept it: descriptor 52,
    .vgpr_count 56, a code object the descriptor check refuses (found by
    verify_random_configs --draw-budget, seed 7902). Also with no later pass changing it."""
    text = emit_kernel((FIX / PREFETCH_950).read_text(), "gfx950").text
    program, _ = run_postpass(parse_asm(text, "<k>"), "gfx950", {"jobs": 0, "max_vgprs": 52, **extra})
    assert parse_asm(program.text(), "<out>").kernels[0].descriptor_int("next_free_vgpr") <= 52
    _metadata_agrees(program)


def test_an_input_whose_live_values_exceed_the_budget_is_still_refused():
    """Renumbering cannot fit 50 live registers into 48: the pass refuses by name."""
    text = emit_kernel((FIX / PREFETCH_950).read_text(), "gfx950").text
    with pytest.raises(RegisterAllocationError, match=r"declares 56 vector registers.*max_vgprs=48; its live "
                                                      r"values peak at 50 in the input's order"):
        run_postpass(parse_asm(text, "<k>"), "gfx950", {"jobs": 0, "max_vgprs": 48})


NONE_942 = "gfx942_gemm_1024_b128x128x64_w2x2_16x16x16_none.mlir"


def test_the_emitter_allocates_within_the_budget_where_its_pressure_fallbacks_fit():
    """gfx942 1024^3 128x128x64 2x2 NONE: the emitter's default allocation keeps 143 vector
    registers live (every fragment of a K step read before its MFMAs); LLVM's kernel peaks at
    119. Within a budget of 119 the emitter escalates to its pressure fallbacks (LDS reads
    sunk to their uses, then the MFMAs stepped through K across the output tiles so only one
    K step's fragments are live: under a budget the accumulators in AGPRs do not help, the
    unified file counts both), and the whole compile path (``emission.schedule_emission``, as
    ``wave_compile`` runs it with the option) keeps the kernel within the budget; checker
    clean, the product right in the timing-aware emulator."""
    from test_emit_emulate import run_fixture

    from wave_asm_ext.emission import schedule_emission
    from wave_asm_ext.pipeline import with_grid_option

    mlir = (FIX / NONE_942).read_text()
    free_text, tight_text = emit_kernel(mlir, "gfx942").text, emit_kernel(mlir, "gfx942", vgpr_budget=119).text
    assert compute_metrics(parse_asm(free_text, "<free>"), "gfx942", cycles=False)["peak_vgpr_unified"] > 119
    assert parse_asm(tight_text, "<tight>").kernels[0].descriptor_int("next_free_vgpr") <= 119
    # one K loop: the MFMAs stepped through K across the output tiles fit without output-tile
    # fission (which reads A and B twice in two loops)
    assert tight_text.count("s_cbranch_scc1") == free_text.count("s_cbranch_scc1") == 1
    got = schedule_emission(mlir, "gfx942", "5", with_grid_option(mlir, {"jobs": 0, "max_vgprs": 119}))
    assert got.before == tight_text != free_text   # the emission within the budget
    m = compute_metrics(got.program.entry_kernels[0], "gfx942", cycles=False)
    assert m["peak_vgpr_unified"] <= 119 and m["declared"]["next_free_vgpr"] <= 119
    assert got.pass_report.vgpr_budget == 119
    assert check_program(got.program, load_target("gfx942")) == []
    err, poison = run_fixture(NONE_942, code=got.program.text())
    assert err < 1e-3 and not poison


def test_an_emission_over_the_budget_names_it():
    from wave_asm_ext.errors import EmitError

    mlir = (FIX / NONE_942).read_text()
    # (32 fits: the emitter splits the output tile into eight passes, fission; 24 does not)
    with pytest.raises(EmitError, match=r"out of VGPRs: 24 available.*within the register budget max_vgprs=24"):
        emit_kernel(mlir, "gfx942", vgpr_budget=24)
    with pytest.raises(ValueError, match="max_vgprs=600"):
        emit_kernel(mlir, "gfx942", vgpr_budget=600)


def test_the_default_emission_is_kept_where_the_pass_can_renumber_it_into_the_budget():
    """Where the default emission's live values fit the budget, the compile path schedules
    that emission (renumbered into the budget by the pass), not the emitter's allocation
    within the budget: on the matrix the latter's pressure fallbacks (LDS reads sunk to
    their uses) ran up to 2x slower (BENCHMARKS.md "Session 78")."""
    from wave_asm_ext.emission import schedule_emission
    from wave_asm_ext.pipeline import with_grid_option

    mlir = (FIX / PREFETCH_950).read_text()
    got = schedule_emission(mlir, "gfx950", "5", with_grid_option(mlir, {"jobs": 0, "max_vgprs": 52}))
    assert got.before == emit_kernel(mlir, "gfx950").text
    assert got.before != emit_kernel(mlir, "gfx950", vgpr_budget=52).text
    m = compute_metrics(got.program.entry_kernels[0], "gfx950", cycles=False)
    assert m["declared"]["next_free_vgpr"] <= 52


def test_the_waitcnt_solve_ends_on_the_pressure_fallback_allocation():
    """Found by the budget benchmark: gfx942 128x128x64 one-wave PREFETCH emitted within a
    budget of 425 (LLVM's peak at 256^3: the emitter's pressure fallbacks, two output passes)
    made the waitcnt dataflow alternate for ever on the barrier-free schedule's self-loop (44
    LDS results pending at the back edge in every other round: the walk is not monotone in
    its in-state, ``waitcnt.WIDEN_AFTER``), and the pass raised "waitcnt fixed point did not
    converge". Widened, the solve ends; the program is clean in the checker and computes the
    product in the timing-aware emulator."""
    from test_emit_emulate import run_fixture

    from wave_asm_ext.emit.grid import grid_workgroups

    name = "gfx942_gemm_256_b128x128x64_w1x1_16x16x16_prefetch.mlir"
    mlir = (FIX / name).read_text()
    text = emit_kernel(mlir, "gfx942", vgpr_budget=425).text
    prog, _ = run_postpass(parse_asm(text, "<k>"), "gfx942",
                           {"jobs": 0, "grid_workgroups": grid_workgroups(mlir), "max_vgprs": 425})
    assert check_program(prog, load_target("gfx942")) == []
    err, poison = run_fixture(name, code=prog.text())
    assert err < 1e-3 and not poison


MODULO_950 = "modulo/gfx950_gemm_256_b128x128x64_w2x2_16x16x32_modulo.mlir"


def test_an_emission_over_the_budget_in_its_own_order_is_scheduled_into_it_by_its_lowest_peak_order():
    """gfx950 128x128x64 2x2 MODULO: Wave's order keeps the next tile's global loads and most
    of the next iteration's fragments live at once (peak 187 in the emitted order); within
    182 registers (LLVM's peak on the 1024^3 kernel) the emitter's own allocation needs two
    output passes (two K loops). The same emission scheduled for its lowest peak first
    (``emission.lowest_peak``: the seed's peak-first objective, no AGPR staging, whose AGPRs
    renumbering could not move into the budget) peaks lower, fits, and the cycle model finds
    that way faster: it is the one kept, with the default emission as its "before". Checker
    clean, the product right in the timing-aware emulator."""
    from test_emit_emulate import run_fixture

    from wave_asm_ext.emission import lowest_peak, schedule_emission
    from wave_asm_ext.pipeline import with_grid_option

    mlir, budget = (FIX / MODULO_950).read_text(), 182
    default = emit_kernel(mlir, "gfx950").text
    peak = lambda text: compute_metrics(parse_asm(text, "<k>"), "gfx950", cycles=False)["peak_vgpr_unified"]  # noqa: E731
    options = with_grid_option(mlir, {"jobs": 0, "max_vgprs": budget})
    assert peak(default) > budget >= peak(lowest_peak(default, "gfx950", dict(options)))
    assert emit_kernel(mlir, "gfx950", vgpr_budget=budget).text.count("s_cbranch_scc1") == 2   # (fission)
    got = schedule_emission(mlir, "gfx950", "5", options)
    assert got.before == emit_kernel(mlir, "gfx950", carry_in_place=True).text   # (its loop's inits in place)
    assert got.judgement["register budget"] == "the emission scheduled for its lowest peak, then within it"
    from wave_asm_ext.report import emission_line
    assert "came within it by the emission scheduled for its lowest peak" in emission_line(got.judgement)
    m = compute_metrics(got.program.entry_kernels[0], "gfx950", cycles=False)
    assert m["peak_vgpr_unified"] <= budget and m["declared"]["next_free_vgpr"] <= budget
    _metadata_agrees(got.program)
    assert check_program(got.program, load_target("gfx950")) == []
    err, poison = run_fixture(MODULO_950, code=got.program.text())
    assert err < 1e-3 and not poison


def test_the_faster_way_into_the_budget_is_kept_by_the_model(monkeypatch):
    """Where both ways into a budget work, the cycle model picks: made to find the lowest-peak
    way slower, the emitter's allocation within the budget is kept instead."""
    import wave_asm_ext.emission as E
    from wave_asm_ext.pipeline import with_grid_option

    mlir = (FIX / MODULO_950).read_text()
    options = with_grid_option(mlir, {"jobs": 0, "max_vgprs": 182})
    # (the fold fixed off: no second emission judged after the ways into the budget, so the
    # model's first two verdicts are the two ways')
    monkeypatch.setenv(E.FOLD_ENV, "0")
    real = E._totals
    seen = []

    def lean_slower(report):
        t = real(report)
        seen.append(t)
        # the second program judged is the lowest-peak way's (the emitter's is judged first)
        return t if len(seen) == 1 else {k: 10 * v for k, v in t.items()}
    monkeypatch.setattr(E, "_totals", lean_slower)
    got = E.schedule_emission(mlir, "gfx950", "5", options)
    assert len(seen) >= 2
    assert got.before == emit_kernel(mlir, "gfx950", vgpr_budget=182).text != emit_kernel(mlir, "gfx950").text
    assert got.judgement["register budget"] == "the emitter's allocation within it"


def test_a_peak_cap_below_the_input_peak_takes_the_pressure_first_orders():
    """Pass option ``peak_cap``: every region's pressure cap at most it, below the input
    order's peak if need be (``emission.lowest_peak``'s tries under a budget). On the MODULO
    fixture carrying its loop's initial values in place, the peak-first schedule without it
    peaks at P; with a cap of P - 8 the regions over it take their pressure-first orders and
    the peak falls to the cap. Bad values are refused by name."""
    from wave_asm_ext.emission import lowest_peak
    from wave_asm_ext.pipeline import with_grid_option

    mlir = (FIX / MODULO_950).read_text()
    text = emit_kernel(mlir, "gfx950", carry_in_place=True).text
    peak = lambda t: compute_metrics(parse_asm(t, "<k>"), "gfx950", cycles=False)["peak_vgpr_unified"]  # noqa: E731
    options = with_grid_option(mlir, {"jobs": 0})
    free = peak(lowest_peak(text, "gfx950", dict(options)))
    capped = peak(lowest_peak(text, "gfx950", dict(options), free - 8))
    assert capped <= free - 8 < free
    for bad in (0, -3, 1.5, "140", True):
        with pytest.raises(ValueError, match="peak_cap"):
            run_postpass(parse_asm(text, "<k>"), "gfx950", {"jobs": 0, "peak_cap": bad})
