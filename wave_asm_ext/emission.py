"""Which emission of a kernel the post-emit pass schedules: the emitter's default, or, where
the default's scheduled K loop stays short of its binding bound, a second opinion.

The second opinion today is the descriptor fold (``emit.kernel``, ``fold_srd_offsets``): a K
loop's buffer offsets above the MUBUF immediate go into descriptors with a shifted base
instead of a ``v_add_u32`` per load and iteration. It pays where a loop is bound by its
own issue (gfx950 1024^3 64x64x32 one wave NONE: 32 such adds per iteration; -3.4 % /
-9.3 % model clk) and loses elsewhere (BENCHMARKS session 70: over the whole matrix 26
points faster, 66 slower, the pass's search taking another path on an input that differs
little). So it is neither on nor off: the default emission is scheduled first, and only
where its hot loop reaches less than :data:`LOOP_UTILISATION_TARGET` of its binding bound
(the matrix pipe's, or another port's, or the wave's own issue) at some memory latency is
the folded emission scheduled too, and kept where the cycle model finds it faster
(:func:`folded_pays`). A kernel whose loop is at its bound costs no second run of the pass.

``WAVE_ASM_EXT_FOLD_SRD=0`` or ``=1`` fixes the fold instead (no judgement).

Where the fold is not kept, a second candidate is judged by the same rule, loop short or not:
the emission whose K loop carries its initial values in place (``emit_kernel``'s
``carry_in_place``: no prologue copy into registers of the loop's own, so another allocation;
gfx942 1024^3 64x64x32 2x2 FOUR_STAGE -2.5 % / -12 % model clk, while on gfx942 64x64x32 2x2
MODULO it is 1.2 % slower at an L2 hit and not kept). Not tried where it emits the same text
(no such copy: on the matrix, all but 7 MODULO / FOUR_STAGE kernels); where this module
emits the default kernel itself, its count of such copies (``EmittedKernel.
carried_init_copies``) says so without emitting the other.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from . import passes
from .emit import emit_kernel, emit_mlir
from .emit.kernel import FOLD_ENV, fold_srd_setting
from .errors import RegisterAllocationError, WaveAsmError
from .isa import Program, parse_asm, print_program
from .passes.pipeline import add_timings, for_grid_options
from .passes.schedule import CYCLE_TOLERANCE, MODEL_TIE_TOLERANCE
from .sim.cycles import estimate_cycles
from .target import load_target

#: A hot loop scheduled to less than this fraction of its binding bound (at either memory
#: latency) asks for the second opinion. The issue's utilisation target (there for loops
#: the matrix pipe binds; here for any bound: on the matrix, gfx950 768x512x1024
#: ``gemm_reordered`` 4x2 NONE, LDS-port bound at 83 %, keeps the fold, -6.6 % / -4.3 %), a
#: policy that spends a second run of the pass only where the first one missed it.
LOOP_UTILISATION_TARGET = 0.9

#: Pressure caps :func:`lowest_peak` tries under a register budget (the budget, then a
#: granule less each time) before that way into the budget is given up: a search bound,
#: each try a run of the pass at the fast level.
LOWEST_PEAK_TRIES = 3

@dataclass
class Scheduled:
    before: str          # the emitter's text the kept program was scheduled from
    program: Program     # after the post-emit pass
    pass_report: object  # its passes.PassReport (both runs' times where there were two)
    judgement: dict      # what was tried and why (the report's "emission")
    timings_s: dict = field(default_factory=dict)   # "emit", "postpass": wall s, both runs


def schedule_emission(mlir_text: str, target: str, codeobj: str = "5", options: dict | None = None,
                      default_text: str | None = None) -> Scheduled:
    """Emit ``mlir_text`` for ``target`` and run the post-emit pass (``options``: its options,
    the grid already named as ``pipeline.with_grid_option`` names it), judging the descriptor
    fold as the module docstring says. ``default_text``: the default emission if the caller
    holds it (a benchmark's cache)."""
    options = dict(options or {})
    budget = options.get("max_vgprs")   # (a user's register budget: scheduled_within)
    clock = {"emit": 0.0, "postpass": 0.0}

    def timed(stage, fn, *args, **kw):
        t0 = time.perf_counter()
        try:
            return fn(*args, **kw)
        finally:
            clock[stage] += time.perf_counter() - t0

    def scheduled(text):
        # (looked up at the call: a test may stand in for the pass)
        return timed("postpass", passes.run_postpass, parse_asm(text, "<emitted>"), target, dict(options))

    def scheduled_within(fold: bool, text: str, key=None) -> tuple:
        """(emitted text, program, report, the emission within the budget or None): the
        emission ``text`` through the pass; where a user's register budget (option
        ``max_vgprs``) refuses it — its live values do not fit, so no renumbering does — the
        faster, by the cycle model, of two ways into the budget: the emitter's allocation
        within it (its pressure fallbacks, output-tile fission last), and the emission
        carrying its loops' initial values in place (``emit_kernel``'s ``carry_in_place``)
        scheduled for its lowest peak first (:func:`lowest_peak`), then within the budget
        (an order LLVM's pre-RA scheduler would pick: gfx950 1024^3 128x128x64 2x2 MODULO
        peaks at 187 in the emitted order, at 172 so, where the emitter's own allocation
        needs two output passes). Neither first: where the default emission's values fit,
        renumbered it runs up to 2x faster than the fallbacks' (BENCHMARKS.md "Session 78")."""
        try:
            return (text, *scheduled(text), None)
        except RegisterAllocationError:
            if budget is None:
                raise
        ways = []
        try:
            within = timed("emit", emit_kernel, mlir_text, target, codeobj, fold_srd_offsets=fold, vgpr_budget=budget)
            ways.append((within.text, *scheduled(within.text), within))
        except WaveAsmError as e:   # (the emitter's refusal stands where the other way fails too)
            refusal = e
        lean = lowest_peak_way(fold)
        if lean is not None:
            ways.append(lean)
        if not ways:
            raise refusal
        if len(ways) == 2:
            tgt = for_grid_options(load_target(target), options)
            a, b = (_totals(timed("postpass", _figures, w[1], tgt)) for w in ways)
            if a is not None and b is not None and sum(b.values()) < sum(a.values()):
                ways.reverse()
            add_timings(ways[0][2], ways[1][2])
        way = ("the emitter's allocation within it" if ways[0][3] is not None
               else "the emission scheduled for its lowest peak, then within it")
        routes[fold if key is None else key] = way + ("" if len(ways) == 2 else " (the only way that fits)")
        return ways[0]

    def lowest_peak_way(fold: bool) -> tuple | None:
        """(text, program, report, None) of the emission carrying its loops' initial values
        in place, scheduled for its lowest peak under a cap of the budget, then of a granule
        less per try (renumbering the result into the budget colours whole register tuples:
        a few registers over the peak, gfx942 1024^3 128x128x64 2x2 MODULO 145 for a peak of
        142, 139 for 136), then within the budget; None where no try fits."""
        source = timed("emit", emit_kernel, mlir_text, target, codeobj, fold_srd_offsets=fold,
                       carry_in_place=True).text
        granule = load_target(target).registers.vgpr_alloc_granule
        for cap in range(budget, budget - LOWEST_PEAK_TRIES * granule, -granule):
            lean = timed("postpass", lowest_peak, source, target, options, cap)
            if lean is None:
                return None
            try:
                return (source, *scheduled(lean), None)
            except RegisterAllocationError:
                continue
        return None

    def done(before: str, program: Program, rep, judgement: dict, fold) -> Scheduled:
        if fold in routes:   # (how a kernel over a user's register budget came within it)
            judgement["register budget"] = routes[fold]
        return Scheduled(before, program, rep, judgement, clock)

    routes: dict = {}   # emission (the fold setting, or "in place") -> its way into the budget
    forced = fold_srd_setting()
    if forced is not None:
        before, program, rep, _ = scheduled_within(forced, timed("emit", emit_mlir, mlir_text, target, codeobj,
                                                                 fold_srd_offsets=forced))
        return done(before, program, rep, {"descriptor fold": f"{'on' if forced else 'off'} "
                                           f"({FOLD_ENV}={int(forced)})"}, forced)
    # (the default kernel where this call emits it: its count of copies a loop could carry in
    # place says whether the in-place emission below differs from it)
    default = None if default_text is not None else timed("emit", emit_kernel, mlir_text, target, codeobj,
                                                          fold_srd_offsets=False)
    emitted = default_text if default is None else default.text
    before, program, rep, _ = scheduled_within(False, emitted)
    tgt = for_grid_options(load_target(target), options)   # (the target the pass judged for)
    first = timed("postpass", _figures, program, tgt)
    short = _short_loops(first)
    judgement = {"descriptor fold": "not tried"}
    best = (before, program, rep, _totals(first), False)   # (text, program, report, totals, route key)
    cycles = {"default": best[3]}
    if not short:
        judgement["why"] = (f"no hot loop below {LOOP_UTILISATION_TARGET:.0%} of its binding bound at "
                            "either memory latency" if first is not None
                            else "the cycle model cannot simulate the kernel")
    else:
        judgement["short loops"] = short
        # the descriptor fold
        folded = timed("emit", emit_kernel, mlir_text, target, codeobj, fold_srd_offsets=True)
        if not folded.shifted_descriptors:
            judgement["why"] = "no buffer offset to fold (or folding would cost output passes)"
        else:
            _, alt, alt_rep, within = scheduled_within(True, folded.text)
            if within is not None and not within.shifted_descriptors:
                judgement["why"] = "no buffer offset to fold within the register budget"
            else:
                folded = within or folded
                b = _totals(timed("postpass", _figures, alt, tgt))
                keep = b is not None and best[3] is not None and folded_pays(b, best[3])
                judgement.update({"descriptor fold": "kept" if keep else "tried, not kept",
                                  "shifted descriptors": folded.shifted_descriptors})
                cycles["folded"] = b
                # (both runs' pass times in the kept report)
                add_timings(alt_rep if keep else best[2], best[2] if keep else alt_rep)
                if keep:
                    best = (folded.text, alt, alt_rep, b, True)
    # the loop's initial values carried in place (the unfolded emission): its prologue's
    # copies of them gone, the allocation differs (module docstring); wherever it emits
    # other text (on the matrix, 7 of 110 MODULO / FOUR_STAGE kernels), loop short or not
    judgement["carried in place"] = "not tried"
    if not best[4] and fold_srd_setting() is None and first is not None:
        inplace = None   # (its text where it differs from the default emission's)
        if default is None or default.carried_init_copies:   # (a count of 0: the same text, not emitted)
            inplace = timed("emit", emit_kernel, mlir_text, target, codeobj, fold_srd_offsets=False,
                            carry_in_place=True).text
            plain = emitted if default is not None else timed("emit", emit_mlir, mlir_text, target, codeobj,
                                                              fold_srd_offsets=False)
            if inplace == plain:
                inplace = None
        if inplace is None:
            judgement["carried in place"] = "not tried (no copy of a loop's initial value to drop)"
        else:
            _, alt, alt_rep, _ = scheduled_within(False, inplace, "in place")
            b = _totals(timed("postpass", _figures, alt, tgt))
            keep = b is not None and best[3] is not None and folded_pays(b, best[3])
            judgement["carried in place"] = "kept" if keep else "tried, not kept"
            cycles["in place"] = b
            add_timings(alt_rep if keep else best[2], best[2] if keep else alt_rep)
            if keep:
                best = (inplace, alt, alt_rep, b, "in place")
    judgement["model cycles per wave"] = cycles
    return done(best[0], best[1], best[2], judgement, best[4])


def lowest_peak(text: str, target: str, options: dict, cap: int | None = None) -> str | None:
    """``text`` scheduled for the lowest register peak (the post-emit pass at the fast
    level with the seed's lexicographic objective, peak first, and no register budget), as
    assembly text: an input whose live values exceed a budget in the emitted order, which
    another order may keep within it. ``cap``: every region's pressure cap at most that
    (option ``peak_cap``: a region over it takes its guarded schedule or its pressure-first
    order where they keep it). Without AGPR staging: renumbering into a budget moves each
    register file separately, so staged AGPRs can keep a peak within the budget out of it
    (gfx950 1024^3 128x128x64 2x2 MODULO: 24 staged AGPRs, peak 172, budget 182). None
    where the pass refuses the kernel."""
    lean = {k: v for k, v in options.items() if k != "max_vgprs"}
    lean.update(objective="metrics", effort="fast", agpr_staging=False)
    if cap is not None:
        lean["peak_cap"] = cap
    try:
        program, _ = passes.run_postpass(parse_asm(text, "<emitted>"), target, lean)
    except WaveAsmError:
        return None
    return print_program(program)


def folded_pays(folded: dict[str, float], default: dict[str, float]) -> bool:
    """Keep the folded emission (model clk per wave per memory scenario) over the default?
    Faster in sum by more than the model's tie band, and at no latency slower than the
    judgements' cycle tolerance: the default is the emission every other kernel gets, so the
    second opinion must not trade one latency for the other (on the matrix, gfx942 1024^3
    32x32x16 F8 PREFETCH folded is 11.7 % faster at a DRAM miss but 4.4 % slower at an L2
    hit; it keeps the default)."""
    return (sum(folded.values()) < sum(default.values()) * (1.0 - MODEL_TIE_TOLERANCE)
            and all(folded[s] <= default[s] * (1.0 + CYCLE_TOLERANCE) for s in default))


def _figures(program: Program, tgt):
    """The cycle model's report of the program's kernel (None where it cannot simulate it)."""
    kernels = program.entry_kernels
    if len(kernels) != 1:
        return None
    try:
        return estimate_cycles(kernels[0], tgt, mem_latency="both", mca=False)
    except WaveAsmError:
        return None


def _totals(report) -> dict[str, float] | None:
    """Whole-kernel model clk of one wave per memory scenario."""
    if report is None:
        return None
    return {name: s.total_cycles / report.waves_per_simd for name, s in report.scenarios.items()}


def _short_loops(report) -> dict[str, float]:
    """Scenario -> the hot loop's clk per iteration as a fraction of its binding bound (the
    matrix pipe, another port, or the wave's own issue: ``sim.cycles.LoopFigures``) where it
    is under :data:`LOOP_UTILISATION_TARGET`."""
    if report is None:
        return {}
    out = {}
    for name, s in report.scenarios.items():
        lp = s.loop
        if lp is not None and lp.cycles_per_iter and lp.bound_per_iter:
            util = lp.bound_per_iter / lp.cycles_per_iter
            if util < LOOP_UTILISATION_TARGET:
                out[name] = round(util, 4)
    return out
