"""The post-emit pass list and :func:`run_postpass` (metrics before/after, pass times)."""

from __future__ import annotations

import copy
import gc
import time
from dataclasses import asdict, dataclass, field
from typing import Callable

from ..errors import RegisterAllocationError, WaveAsmError
from ..isa import Program, parse_asm
from ..sim.cycles import estimate_cycles
from ..target import Target, load_target
from ..target.model import check_count
from . import barrier_elision, clauses, coalesce, compact, dce, hazards, regalloc, remat, rotate, rotate_lds, schedule, sink, unroll, waitcnt
from . import alternatives, hoist_carried, propagate
from . import effort as effort_levels
from .common import (barriers_publish_global_stores, block_peaks, check_declared_registers, check_input_vgpr_budget,
                     check_input_declared_registers, check_no_raw_code_words, check_register_bounds, has_opaque_code, kernel_metrics,
                     unmodelled)
from .fences import mark_input_releases
from .loop_report import kernel_model_lines, loop_lines, loop_metrics, paired, unroll_factor
from .resolve import faster_overall, may_take_settled, settled_faster, settled_loop
from .schedule import CYCLE_TOLERANCE, MODEL_TIE_TOLERANCE

#: (name, run) in execution order. Dead-code elimination first: dead instructions'
#: registers would otherwise give the scheduler false dependences. Unrolling by two (where one iteration of the SIMD is
#: shorter than a DRAM miss) comes next: it gives load rotation two tiles of lookahead.
#: Load rotation and LDS-phase rotation (software
#: pipelining of a loop's global loads, then of its LDS phase, by one iteration) change
#: what the scheduler sees, so they run first (the LDS phase reads the rotated loads).
#: Compaction (renumbering the VGPRs to fit the final liveness) is the register allocation
#: step: the input is already physical, so it only runs where that raises occupancy, and
#: before waitcnt and hazards (hazards depend on which registers values share). Rematerialisation runs on the scheduled order: it only
#: shortens loop-crossing live ranges (copies in the exit block), so the loop's schedule,
#: which the scheduler judged, stays as it is; it applies where it lowers the final peak.
PASSES: list[tuple[str, Callable[[Program, Target, dict], Program]]] = [
    # a load whose value is only copied writes the copies' registers itself: the copies
    # would hold the load's whole latency before them (a multi-stage loop's prologue)
    ("coalesce", coalesce.run),
    ("dce", dce.run),
    ("unroll", unroll.run),
    # after unrolling: a loop unrolled whole leaves its rotating copies and LDS offsets as
    # straight-line code, which reads the sources and constant offsets directly
    ("propagate", propagate.run),
    ("rotate", rotate.run),
    # after rotation: the loads it left crossing the back edge (an unrolled MODULO body's last
    # copy) are issued right after the reads that free their registers
    ("hoist_carried", hoist_carried.run),
    ("rotate_lds", rotate_lds.run),
    ("schedule", schedule.run),
    ("remat", remat.run),
    ("sink", sink.run),
    # after the scheduler: the barriers of a one-wave workgroup order nothing, but as
    # scheduling boundaries they keep the regions the list scheduler handles well
    ("elide_barriers", barrier_elision.run),
    # input on virtual registers gets its physical ones here: scheduled without the
    # dependences register reuse makes, and allocated before waits and hazards are solved
    ("regalloc", regalloc.run),
    ("compact", compact.run),
    ("waitcnt", waitcnt.run),
    ("hazards", hazards.run),
    ("clauses", clauses.run),
]


@dataclass
class KernelPassReport:
    name: str
    before: dict
    after: dict
    schedule: dict = field(default_factory=dict)
    rotation: dict = field(default_factory=dict)
    lds_rotation: dict = field(default_factory=dict)
    remat: dict = field(default_factory=dict)
    sink: dict = field(default_factory=dict)
    compact: dict = field(default_factory=dict)
    unroll: dict = field(default_factory=dict)
    dce: dict = field(default_factory=dict)
    barriers: dict = field(default_factory=dict)
    #: why the passes left this unit exactly as written (``common.unmodelled``), or ""
    left_as_written: str = ""
    #: per loop, the metrics before and after (``loop_report.paired``)
    loops: list = field(default_factory=list)
    #: virtual registers allocated (``passes.regalloc``): units per file, registers used
    regalloc: dict = field(default_factory=dict)
    #: loads retargeted to their copies' registers and the copies removed (``passes.coalesce``)
    coalesce: dict = field(default_factory=dict)
    #: copies propagated and LDS offsets folded, and what became dead (``passes.propagate``)
    propagate: dict = field(default_factory=dict)
    #: the whole kernel's cycle-model figures before and after, per memory scenario
    #: (``loop_report.add_model_cycles``: added by a report's caller, the passes run no model for it)
    model: dict = field(default_factory=dict)


@dataclass
class PassReport:
    target: str
    #: the effort level the passes ran at (``passes.effort``)
    effort: str = effort_levels.DEFAULT
    kernels: list[KernelPassReport] = field(default_factory=list)
    timings_s: dict = field(default_factory=dict)
    #: wall-clock seconds of ``run_postpass``; below the sum of ``timings_s`` where the
    #: judgements' other runs ran in child processes beside the first (``child_runs``)
    wall_s: float = 0.0
    child_runs: int = 0
    #: the dispatch the cycle model judged the schedules for (options ``grid_workgroups``,
    #: ``compute_units``: ``Target.for_grid``): {"workgroups", "compute_units"}, or {} (at
    #: each kernel's occupancy, the grid unknown)
    grid: dict = field(default_factory=dict)
    #: the register budget the passes kept to (option ``max_vgprs``: ``Target.with_vgpr_budget``), or None
    vgpr_budget: int | None = None

    @property
    def total_s(self) -> float:
        return sum(self.timings_s.values())

    def to_dict(self) -> dict:
        d = asdict(self)
        d["total_s"] = self.total_s
        return d

    def summary(self) -> str:
        lines = []
        for k in self.kernels:
            b, a = k.before, k.after
            if k.left_as_written:
                lines.append(f"{k.name}: left as written ({k.left_as_written})")
                continue
            lines.append(f"{k.name}: instructions {b['instructions']}->{a['instructions']}"
                         + (f" ({k.dce['removed']} dead removed)" if k.dce else "")
                         + ((f" ({k.coalesce['copies_removed']} copies of {k.coalesce['loads']} loads coalesced)"
                             if k.coalesce.get("kept", True) else
                             f" (coalescing {k.coalesce['copies_removed']} copies tried, not kept)")
                            if k.coalesce else "") + ", "
                         f"s_waitcnt {b['s_waitcnt']}->{a['s_waitcnt']}, s_nop {b['s_nop']}->{a['s_nop']} "
                         f"({b['nop_wait_states']}->{a['nop_wait_states']} wait states), "
                         f"peak vector units {b['peak_vgpr_units']}->{a['peak_vgpr_units']}"
                         + (f", schedule {k.schedule.get('chosen')}" if k.schedule else "")
                         + (f", {k.schedule['lds pairs']['pairs']} ds_read_b64 couples paired"
                            if k.schedule.get("lds pairs", {}).get("kept") else "")
                         + (f", last {k.schedule['carried MFMAs']['moved']} MFMAs of the K loop(s) carried into the"
                            " next iteration" if k.schedule.get("carried MFMAs", {}).get("kept") else "")
                         + (", LDS-port plan" if k.schedule.get("LDS-port plan", {}).get("kept") else "")
                         + (", wide renaming" if k.schedule.get("wide renaming", {}).get("kept") else "")
                         + _propagate_summary(k.propagate)
                         + (", waits solved unmerged" if k.schedule.get("unmerged waits", {}).get("kept") else "")
                         + (", loop waits folded" if k.schedule.get("folded waits", {}).get("kept") else "")
                         + (", lockstep model ranking" if k.schedule.get("lockstep ranking", {}).get("kept") else "")
                         + (", loads across straight-line barriers" if k.schedule.get("straight-line loads", {}).get("kept")
                            else "")
                         + ((f", {_unroll_summary(k.unroll['loops'])}" if k.unroll.get("kept", True)
                             else f", {_unroll_summary(k.unroll['loops'], tried=True)}") if k.unroll else "")
                         + (" (the settled loop broke a whole-kernel tie)" if "settled loop tie-break" in k.unroll else "")
                         + (f", rotation variant '{k.schedule['rotation']['variant']}' for its settled loop"
                            f" (whole-kernel tie with '{k.schedule['rotation']['settled loop tie-break']['whole-kernel choice']}')"
                            if "settled loop tie-break" in k.schedule.get("rotation", {}) else "")
                         + (f", {k.rotation['loads']} loads rotated in {k.rotation['loops']} loop(s)"
                            f" (+{k.rotation['vgprs_added']} VGPRs)" if k.rotation else "")
                         + (f", LDS phase of {k.lds_rotation['loops']} loop(s) run one iteration early"
                            f" ({k.lds_rotation['moved']} instructions"
                            + (f"; {k.lds_rotation['last iteration after the loop']} loop(s) one trip fewer,"
                               f" the last iteration after it" if "last iteration after the loop" in k.lds_rotation
                               else "") + ")" if k.lds_rotation else "")
                         + (f", {k.remat['values']} loop-crossing VGPRs recomputed after the loop"
                            f" ({k.remat['kept_live']} kept live instead)" if k.remat else "")
                         + (f", {k.sink['moved']} definition(s) sunk below the register peak" if k.sink else "")
                         + (f", VGPRs renumbered {k.compact['vgprs_before']}->{k.compact['vgprs_after']}"
                            + (f", AGPRs {k.compact['agprs_before']}->{k.compact['agprs_after']}"
                               if "agprs_after" in k.compact else "")
                            + f" ({k.compact['waves_before']}->{k.compact['waves_after']} waves/SIMD)" if k.compact else "")
                         + (f", {k.barriers['removed']} s_barrier removed (one-wave workgroup)"
                            if k.barriers.get("removed") else "")
                         + (", virtual registers allocated (" + ", ".join(
                             f"{n} {f}" for f, n in k.regalloc["virtual_units"].items()) + " units; registers used "
                            + ", ".join(f"{n} {f}" for f, n in k.regalloc["registers_used"].items())
                            + ("; {declared}->{after} waves/SIMD".format(**k.regalloc["waves_per_simd"])
                               if "waves_per_simd" in k.regalloc else "") + ")"
                            if k.regalloc else ""))
            lines.extend(f"  {line}" for line in kernel_model_lines(k.model))
            lines.extend(f"  {line}" for line in loop_lines(k.loops))
        if self.grid:
            lines.append(f"schedules judged for a grid of {self.grid['workgroups']} workgroup(s) on "
                         f"{self.grid['compute_units']} compute units (resident waves per SIMD at most the grid's)")
        if self.vgpr_budget is not None:
            lines.append(f"register budget {self.vgpr_budget} vector registers (option max_vgprs): every pass kept to it")
        lines.append(f"pass time {self.total_s * 1000:.1f} ms (effort {self.effort})"
                     + (f", {self.wall_s * 1000:.1f} ms wall clock with {self.child_runs} run(s) of the passes"
                        " in child processes" if self.child_runs else ""))
        return "\n".join(lines)


#: Scratch keys (see the package docstring) the report is built from after the passes.
_REPORT_KEYS = ("_schedule_report", "_regalloc_report", "_dce_report", "_coalesce_report", "_before_coalesce", "_barrier_report", "_unroll_report", "_before_unroll", "_rotate_report", "_rotate_lds_report", "_remat_report", "_sink_report",
                "_compact_report", "_propagate_report", "_input_peaks",
                "_peaks")


def _propagate_summary(rep: dict) -> str:
    """The summary's words for ``passes.propagate``'s report (only what it did)."""
    if not rep:
        return ""
    moved = " and ".join(f"{n} {what}" for n, what in ((rep.get("copies", 0), "reads of copies"),
                                                       (rep.get("lds_offsets", 0), "LDS addresses")) if n)
    parts = [f"{moved} propagated"] if moved else []
    if rep.get("sources_renamed"):
        parts.append(f"{rep['sources_renamed']} copied value(s) moved to free registers")
    if rep.get("zero_accumulators"):
        parts.append(f"{rep['zero_accumulators']} MFMA(s) reading a zeroed accumulator as 0")
    return "".join(f", {p}" for p in parts)


def _drop_scratch(opts: dict) -> None:
    """Free the passes' caches (solvers, per-instruction facts, solved lists) while the
    cyclic GC is still off: objects freed now by reference counting are not in the young
    generation the first collection after ``gc.enable()`` scans (on a 20k-instruction
    kernel that collection otherwise walks ~200k cache objects, ~0.1 s)."""
    for k in [k for k in opts if k.startswith("_") and k not in _REPORT_KEYS]:
        del opts[k]


def run_postpass(program: Program, target: Target | str, options: dict | None = None) -> tuple[Program, PassReport]:
    """Run the post-emit passes in place on ``program``; returns it and a :class:`PassReport`.

    Where the unroll pass unrolled a loop, the passes also run on the program as it was
    (``unroll`` off) and the cycle model keeps whichever is faster (:func:`_judge_unroll`):
    two tiles of lookahead pay only where the scheduler can place the second one.

    Such other runs of the passes (also a loop run once, copies kept) start in child
    processes as soon as the pass that chose has run (:func:`_start_alternatives`,
    ``passes.alternatives``; option ``jobs``): the same result in less wall-clock time."""
    t0 = time.perf_counter()
    tgt = load_target(target) if isinstance(target, str) else target
    options = effort_levels.resolve(options)
    tgt = for_grid_options(tgt, options)
    if options.get("max_vgprs") is not None:   # (a user's register budget: Target.with_vgpr_budget)
        tgt = tgt.with_vgpr_budget(options["max_vgprs"], "post-emit pass option max_vgprs")
    jobs = options.get("jobs")   # (kept in the options: the judgements' runs use it too)
    jobs = alternatives.default_jobs() if jobs is None else alternatives.check_jobs(jobs, "post-emit pass option jobs")
    runs = alternatives.Runs()
    opts = dict(options)
    opts["_after_pass"] = lambda name, prog, o: _start_alternatives(runs, name, prog, o, tgt, options)
    with alternatives.job_server(jobs):
        try:
            program, rep, before_unroll = _run_passes(program, tgt, opts)
            if before_unroll is not None:
                program, rep = _unroll_judged(program, rep, before_unroll, tgt, options, runs)
            before_coalesce = opts.get("_before_coalesce")
            if before_coalesce is not None and _judges_coalescing(options):
                program, rep = _coalesce_judged(program, rep, before_coalesce, tgt, options, runs)
        finally:
            runs.close()
    rep.wall_s = time.perf_counter() - t0
    rep.child_runs += runs.children
    if tgt.grid is not None:
        rep.grid = {"workgroups": tgt.grid[0], "compute_units": tgt.grid[1]}
    rep.vgpr_budget = tgt.vgpr_budget
    return program, rep


def for_grid_options(tgt: Target, options: dict) -> Target:
    """``tgt`` for the dispatch options ``grid_workgroups`` (the kernel's grid, in
    workgroups: its schedules are judged at the waves per SIMD that grid keeps resident,
    ``Target.for_grid``) and ``compute_units`` (default the DB's) name; ``tgt`` itself
    without a grid (or where it already has one: a judgement's other run)."""
    workgroups, cus = options.get("grid_workgroups"), options.get("compute_units")
    if workgroups is None:
        if cus is not None:
            raise ValueError(f"post-emit pass option compute_units={cus!r} needs grid_workgroups (the kernel's grid)")
        return tgt
    check_count(workgroups, "post-emit pass option grid_workgroups")
    if cus is not None:
        check_count(cus, "post-emit pass option compute_units")
    return tgt if tgt.grid is not None else tgt.for_grid(workgroups, cus)


#: the judgements' other runs of the passes: name -> (the run, the options it changes); the
#: loop run once is the passes alone (:func:`_run_passes`, defined below: looked up when
#: called), as it is judged against the program not unrolled by :func:`_unroll_judged`
_OTHER_RUNS: dict[str, tuple[Callable, dict]] = {
    # the unroll judgement's other side: unrolling off
    "not unrolled": (lambda *a: run_postpass(*a), {"unroll": False}),
    # :func:`_whole_judged`'s other side: a short loop not unrolled whole (one of two or three
    # trips left to run once, a longer one unrolled by two)
    "run once": (lambda *a: _run_passes(*a), {"unroll_whole": False}),
    # :func:`_four_judged`'s other side: a loop unrolled by four unrolled by two only
    "by two": (lambda *a: _run_passes(*a), {"unroll_four": False}),
    # the coalescing judgement's other side: the copies kept
    "copies kept": (lambda *a: run_postpass(*a), {"coalesce_copies": False}),
}


def _other_run(name: str, text: str, filename: str, tgt: Target, options: dict):
    """The passes on the program ``text`` (from before the pass that chose) with the
    options the judgement ``name`` changes (:data:`_OTHER_RUNS`)."""
    run, changed = _OTHER_RUNS[name]
    return run(parse_asm(text, filename), tgt, {**options, **changed})


def _other(runs: alternatives.Runs, name: str, text: str, filename: str, tgt: Target, options: dict,
           start: bool = False):
    """Start (``start``) or take the other run ``name`` (:func:`_other_run`) in ``runs``."""
    fn = lambda: _other_run(name, text, filename, tgt, options)  # noqa: E731
    if start:
        return runs.start(name, (text, filename), fn)
    return runs.take(name, (text, filename), fn)


def _judges_coalescing(options: dict) -> bool:
    return options.get("coalesce_copies", True) != "force"


def _judges_whole(options: dict) -> bool:
    return options.get("unroll_whole", True) is True


def _start_alternatives(runs: alternatives.Runs, name: str, program: Program, opts: dict, tgt: Target,
                        options: dict) -> None:
    """After the pass ``name`` of the first run: start the judgements' runs it made
    necessary (``passes.alternatives``), with the inputs the judgements will pass."""
    args = (program.filename, tgt, options)
    if name == "coalesce" and opts.get("_before_coalesce") is not None and _judges_coalescing(options):
        _other(runs, "copies kept", opts["_before_coalesce"], *args, start=True)
    if name == "unroll" and opts.get("_before_unroll") is not None:
        _other(runs, "not unrolled", opts["_before_unroll"], *args, start=True)
        loops = [lp for r in opts.get("_unroll_report", {}).values() for lp in r["loops"]]
        if any(lp.get("flattened") for lp in loops) and _judges_whole(options):
            _other(runs, "run once", opts["_before_unroll"], *args, start=True)
        if any(unroll.input_iterations(lp) == 4 for lp in loops):
            _other(runs, "by two", opts["_before_unroll"], *args, start=True)


def _unroll_summary(loops: list[dict], tried: bool = False) -> str:
    """The summary's words for the unroll pass's loops (unrolled by two, a two-trip loop's
    first iteration peeled before it, or a short loop unrolled whole: ``unroll.WHOLE_MAX_TRIPS``)."""
    whole = sum(1 for lp in loops if lp.get("flattened"))
    peeled = sum(1 for lp in loops if not lp.get("flattened") and unroll.input_iterations(lp) == 1)
    four = sum(1 for lp in loops if not lp.get("flattened") and unroll.input_iterations(lp) == 4)
    unrolled = len(loops) - peeled - whole - four
    if tried:
        what = " and ".join(w for n, w in ((unrolled, "unrolling by two"), (four, "unrolling by four"),
                                           (peeled, "peeling a first iteration"), (whole, "unrolling whole")) if n)
        return f"{what} tried, not kept"
    return " and ".join(w for n, w in ((unrolled, f"{unrolled} loop(s) unrolled by two"),
                                       (four, f"{four} loop(s) unrolled by four"),
                                       (peeled, f"{peeled} two-trip loop(s) with the first iteration peeled"),
                                       (whole, f"{whole} short loop(s) unrolled whole")) if n)


def _unroll_judged(program: Program, rep: PassReport, before_unroll: str, tgt: Target,
                   options: dict, runs: alternatives.Runs) -> tuple[Program, PassReport]:
    """The passes' result ``program`` (with loops unrolled) or the passes run on the
    program from before unrolling, whichever :func:`_judge_unroll` keeps (where a loop was
    unrolled whole, against the faster of it and the loop run once: :func:`_whole_judged`)."""
    alt, alt_rep = _other(runs, "not unrolled", before_unroll, program.filename, tgt, options)
    program, rep = _four_judged(program, rep, before_unroll, tgt, options, runs)
    program, rep = _whole_judged(program, rep, before_unroll, tgt, options, alt, runs)
    keep = _judge_unroll(program, rep, alt, alt_rep, tgt, bool(options.get("loop_tiebreak", True)))
    chosen, other = (rep, alt_rep) if keep else (alt_rep, rep)
    add_timings(chosen, other)   # both runs
    if not keep:
        _adopt_run(program, alt, alt_rep, rep)
    return program, chosen


def _adopt_run(program: Program, other: Program, other_rep: PassReport, first_rep: PassReport) -> None:
    """Make ``program`` the ``other`` run's program, in place (as ``run_postpass``
    promises), and give ``other_rep`` the first run's input-side figures: the other run
    started from the unroll pass's input, where dead code was already gone and copies
    coalesced."""
    vars(program).update(vars(other))
    for k_other, k_first in zip(other_rep.kernels, first_rep.kernels):
        k_other.before, k_other.dce, k_other.coalesce = k_first.before, k_first.dce, k_first.coalesce
        # the other run's own unrolled loops stay marked (the whole-unroll judgement's other
        # side may be a loop unrolled by two; the unroll judgement's is never unrolled)
        k_other.loops = paired({r["header"]: r["before"] for r in k_first.loops if r["before"]},
                               {r["header"]: r["after"] for r in k_other.loops if r["after"]},
                               {r["header"]: unroll_factor(r) for r in k_other.loops if r.get("unrolled")})


def _four_judged(program: Program, rep: PassReport, before_unroll: str, tgt: Target, options: dict,
                 runs: alternatives.Runs) -> tuple[Program, PassReport]:
    """Where the unroll pass unrolled a loop by four (``unroll._unrolled_again``: two tiles
    of matrix-pipe work shorter than a DRAM miss), the passes also run with that step off
    (the loop unrolled by two), and the program unrolled by four is kept only where the
    unroll rule (:func:`_unroll_pays`) keeps it over that one: four copies of the body must
    buy their code. Neither wins everywhere: gfx950 1024^3 64x64x32 2x2 NONE by four is
    -6 / -51 % at an L2 hit / a DRAM miss against by two, gfx950 1024^3 64x64x32 2x2
    PREFETCH +1.2 / -31 % (refused: the 1 % rule at L2; BENCHMARKS "Session 66"). The kept one then meets the
    program not unrolled in :func:`_judge_unroll`. Report: each such kernel's
    ``unroll["by four"]``."""
    names = [k.name for k in rep.kernels if any(unroll.input_iterations(lp) == 4 for lp in k.unroll.get("loops", []))]
    if not names:
        return program, rep
    two, two_rep, _ = _other(runs, "by two", before_unroll, program.filename, tgt, options)
    (a, tot_a), (b, tot_b) = (_model_totals(names, p, tgt) for p in (program, two))
    keep = tot_a is not None and (tot_b is None or _unroll_pays(tot_a, tot_b))
    return _unroll_verdict(program, rep, two, two_rep, keep, names, "by four",
                           lambda n: {"by four": a[n], "by two": b[n]})


def _unroll_verdict(program: Program, rep: PassReport, other: Program, other_rep: PassReport, keep: bool,
                    names: list[str], key: str, cycles: Callable[[str], dict]) -> tuple[Program, PassReport]:
    """An unroll judgement's verdict applied: ``program`` stays as it is (``keep``) or
    becomes the ``other`` run's program in place (:func:`_adopt_run`); the chosen report
    counts both runs' pass times and records, on each named kernel, ``unroll[key]``: the
    verdict and the model cycles ``cycles(kernel name)`` it rests on."""
    chosen, dropped = (rep, other_rep) if keep else (other_rep, rep)
    add_timings(chosen, dropped)
    if not keep:
        _adopt_run(program, other, other_rep, rep)
    for k in chosen.kernels:
        if k.name in names:
            k.unroll = {**k.unroll, key: {"kept": keep, "model cycles": cycles(k.name)}}
    return program, chosen


def _whole_judged(program: Program, rep: PassReport, before_unroll: str, tgt: Target,
                  options: dict, plain: Program, runs: alternatives.Runs) -> tuple[Program, PassReport]:
    """Where the unroll pass unrolled a loop of two or three trips whole (``flattened``),
    the passes also run on the program from before unrolling with that step off
    (``unroll_whole`` False: the loop is left to run once), and the model keeps the faster
    of the two in sum among those the unroll rule (:func:`_unroll_pays`) would keep over
    ``plain``, the program not unrolled at all (of both where it keeps neither or both);
    the kept one then meets ``plain`` in :func:`_judge_unroll`. Neither form wins
    everywhere: whole, the loads of gfx950
    ``gemm_reordered`` 64x96x80 FOUR_STAGE are issued ahead of their LDS stores (268.5 /
    398.75 model clk per wave against 273.5 / 545.25 as a loop run once); gfx950 256^3
    64x64x32 2x2 PREFETCH cut to two trips keeps its rotated loads ahead of the
    barriers only as a loop (406 / 450.25 against 397.5 / 486.25 whole). Report: each such
    kernel's ``unroll["unrolled whole"]``."""
    names = [k.name for k in rep.kernels if any(lp.get("flattened") for lp in k.unroll.get("loops", []))]
    if not names or not _judges_whole(options):
        return program, rep
    once, once_rep, _ = _other(runs, "run once", before_unroll, program.filename, tgt, options)
    (a, tot_a), (b, tot_b), (_, tot_p) = (_model_totals(names, p, tgt) for p in (program, once, plain))
    # the faster in sum of those the unroll rule would keep over the plain program (of both
    # where it keeps neither): the faster one in sum may be the one the rule refuses
    # (gfx950 128x192x48 64x64x16 MODULO, seed 5702: whole 533 / 639.25 over the loop run
    # once's 573.5 / 618 in sum, but 1.8 % slower than the plain 640.5 / 628 at a DRAM miss,
    # so the plain program was kept)
    # (by the strict rule where it keeps either side: a whole program that wins its mixes
    # only by a DRAM-miss loss stays behind a loop run once that is faster at both
    # latencies, RULE_FIX in tests/test_unroll.py)
    pays = {}
    for mixes in (False, True):
        pays = {side: tot is not None and tot_p is not None and _unroll_pays(tot, tot_p, mixes)
                for side, tot in ((True, tot_a), (False, tot_b))}
        if any(pays.values()):
            break
    if pays[True] != pays[False]:
        keep = pays[True]
    else:
        keep = tot_a is not None and (tot_b is None or sum(tot_a.values()) <= sum(tot_b.values()))
    return _unroll_verdict(program, rep, once, once_rep, keep, names, "unrolled whole",
                           lambda n: {"whole": a[n], "run once": b[n]})


def _coalesce_judged(program: Program, rep: PassReport, before_coalesce: str, tgt: Target,
                     options: dict, runs: alternatives.Runs) -> tuple[Program, PassReport]:
    """The passes' result ``program`` (with copies of loaded values coalesced) or the passes
    run on the program with its copies, kept only where the cycle model finds the kernels
    whose copies coalesced faster with them, in sum over the two memory latencies by more
    than the model's tie band. In sum, not the unroll judgement's rule (the transformed
    program must be faster in sum and at neither latency slower than the cycle
    tolerance): with the coalesced program as the default there, gfx942 ``gemm_reordered``
    384x128x160 128x64x32 4x2 FOUR_STAGE kept it 1.7 % faster at an L2 hit and 7 % slower
    at a DRAM miss. Both reports record the verdict."""
    alt, alt_rep = _other(runs, "copies kept", before_coalesce, program.filename, tgt, options)
    names = [k.name for k in rep.kernels if k.coalesce]
    (a, tot_a), (b, tot_b) = (_model_totals(names, p, tgt) for p in (program, alt))
    copies_kept = (tot_a is not None and tot_b is not None
                   and sum(tot_b.values()) < sum(tot_a.values()) * (1.0 - MODEL_TIE_TOLERANCE))
    verdict = {"kept": not copies_kept, "model cycles": {"coalesced": a, "copies kept": b}}
    for r in (rep, alt_rep):
        for k in r.kernels:
            if k.name in names:
                k.coalesce = {**next(x.coalesce for x in rep.kernels if x.name == k.name), **verdict}
    chosen, other = (alt_rep, rep) if copies_kept else (rep, alt_rep)
    add_timings(chosen, other)   # both runs
    if copies_kept:
        vars(program).update(vars(alt))  # in place, as promised
    return program, chosen


def add_timings(into: PassReport, other: PassReport) -> None:
    """Count ``other``'s pass times (a second run of the passes) in ``into``'s."""
    into.timings_s = {k: v + other.timings_s.get(k, 0.0) for k, v in into.timings_s.items()}
    into.child_runs += other.child_runs


def _per_wave_model_cycles(kernel, tgt: Target) -> dict[str, float] | None:
    """Whole-kernel model cycles of one wave per memory scenario (cycles per wave: the
    kernels may differ in occupancy); None if the model cannot simulate it."""
    try:
        r = estimate_cycles(kernel, tgt, mem_latency="both", mca=False, figures=False)
    except WaveAsmError:
        return None
    return {name: s.total_cycles / r.waves_per_simd for name, s in r.scenarios.items()}


def _model_totals(names: list[str], program: Program, tgt: Target) -> tuple[dict, dict | None]:
    """The named kernels' model cycles per wave (name -> scenario -> clk, or None where the
    model cannot run it) and their sum per scenario (None where any is None): what the
    unroll and coalescing judgements compare."""
    per = {n: _per_wave_model_cycles(program.kernel(n), tgt) for n in names}
    if not per or None in per.values():
        return per, None
    scenarios = list(next(iter(per.values())))
    return per, {sc: sum(per[n][sc] for n in names) for sc in scenarios}


def _judge_unroll(unrolled: Program, rep: PassReport, plain: Program, plain_rep: PassReport, tgt: Target,
                  tiebreak: bool = True) -> bool:
    """Keep the unrolled program? Only if the cycle model finds its unrolled kernels
    faster in sum by more than the model's tie band (``MODEL_TIE_TOLERANCE``: twice the
    loop's code must buy a difference the model resolves; gfx942 gemm_tt 1024^3 64x64x32
    2x2 PREFETCH: unrolled 0.03 % faster in sum, its settled loop 0.2 % slower, over
    LLVM's) and at neither memory latency slower by more than the scheduler's cycle
    tolerance (the unrolled loop buys DRAM-miss cover with code and registers; at an L2
    hit it may cost at most that: gfx950 1024^3 64x64x32 2x2 NONE, 8 waves, -23.5 % at
    dram_miss for +0.5 % at l2_hit, the prologue's extra loads); both reports record the
    verdict."""
    names = [k.name for k in rep.kernels if k.unroll]
    # input iterations per output iteration of each kernel's loops (a peeled two-trip loop
    # is not unrolled)
    per_input = {k.name: max((unroll.input_iterations(lp) for lp in k.unroll.get("loops", [])), default=1)
                 for k in rep.kernels if k.unroll}
    tie = None
    (a, tot_a), (b, tot_b) = (_model_totals(names, p, tgt) for p in (unrolled, plain))
    keep = tot_a is not None and tot_b is not None
    if keep:
        # unrolling doubles the loop's code: it must pay by more than the model's tie band
        keep = _unroll_pays(tot_a, tot_b)
        if tiebreak:
            peaks = {side: max(k.after.get("peak_vgpr_units") or 0 for k in r.kernels if k.name in names)
                     for side, r in ((True, rep), (False, plain_rep))}
            keep, tie = _settled_tiebreak(unrolled, plain, names, tgt, keep, tot_a, tot_b, peaks, per_input)
    for r, other in ((rep, plain_rep), (plain_rep, rep)):
        for k in r.kernels:
            if k.name in names:
                k.unroll = {**next(x.unroll for x in other.kernels if x.name == k.name), **k.unroll,
                            "kept": keep, "model cycles": {"unrolled": a[k.name], "not unrolled": b[k.name]},
                            **({"settled loop tie-break": tie} if tie else {})}
    return keep


#: the unroll judgements' latency mixes (:func:`_unroll_pays`): an unrolled program slower
#: than the cycle tolerance at one memory latency is still kept where it is faster in a
#: kernel whose global loads hit the L2 this share of the time and miss to DRAM the rest,
#: and in the reverse mix (a search-scope constant, not a hardware number: a real GEMM sees
#: both latencies, and neither 80 % of hits nor 80 % of misses should pay for the code)
UNROLL_MIX_SHARE = 0.8


def _unroll_pays(unrolled: dict[str, float], plain: dict[str, float], mixes: bool = True) -> bool:
    """The unroll judgement's rule on two programs' model totals (scenario -> clk per wave):
    the unrolled one faster in sum by more than the model's tie band, and at neither memory
    latency slower by more than the cycle tolerance — or, where it is (unrolling buys
    DRAM-miss cover with code; after session 68's LDS-port model, gfx942 1024^3 64x64x32 2x2
    PREFETCH by four: +1.8 % at an L2 hit, -52 % at a DRAM miss), faster in both
    :data:`UNROLL_MIX_SHARE` mixes of the two latencies (``mixes``; False: the strict rule)."""
    if sum(unrolled.values()) >= sum(plain.values()) * (1.0 - MODEL_TIE_TOLERANCE):
        return False
    if faster_overall(unrolled, plain, CYCLE_TOLERANCE):
        return True
    if not mixes or set(unrolled) != {"l2_hit", "dram_miss"} or set(plain) != set(unrolled):
        return False
    mix = lambda t, share: share * t["l2_hit"] + (1.0 - share) * t["dram_miss"]  # noqa: E731
    return all(mix(unrolled, share) < mix(plain, share) for share in (UNROLL_MIX_SHARE, 1.0 - UNROLL_MIX_SHARE))


def _settled_tiebreak(unrolled: Program, plain: Program, names: list[str], tgt: Target, keep: bool,
                      whole_unrolled: dict[str, float], whole_plain: dict[str, float],
                      peaks: dict[bool, int], per_input: dict[str, int]) -> tuple[bool, dict | None]:
    """The unroll judgement's verdict ``keep`` overturned where the other program's settled
    hot loops (``resolve.settled_loop``, per wave and per *input* iteration, summed over the
    kernels and scenarios) are faster by more than the model's tie tolerance and its
    whole-kernel figures (``whole_*``, scenario -> clk per wave summed over the kernels)
    are not slower than the kept one's by more than the cycle tolerance at any memory
    latency (``resolve.may_take_settled``), and its live vector registers (``peaks``: the
    largest kernel peak, by "kept unrolled") peak no higher. The kernel's own trip
    count cannot separate two such programs; the settled loop is what a longer K converges
    to. ``per_input``: input iterations per iteration of each kernel's transformed loop (2
    unrolled, 1 where only a first iteration was peeled). Returns (keep the unrolled
    program, the verdict for the report where the settled loops overturned it, else None)."""
    new, old = (whole_plain, whole_unrolled) if keep else (whole_unrolled, whole_plain)
    if not may_take_settled(new, old, CYCLE_TOLERANCE, peaks[not keep], peaks[keep]):
        return keep, None

    def settled(program: Program, transformed: bool) -> float | None:
        total = 0.0
        for n in names:
            per = settled_loop(tgt, program.kernel(n))
            if per is None:
                return None
            total += sum(per.values()) / (per_input[n] if transformed else 1)
        return total
    a, b = settled(unrolled, True), settled(plain, False)
    if a is None or b is None:
        return keep, None
    mine, other = (a, b) if keep else (b, a)
    if not settled_faster(other, mine, MODEL_TIE_TOLERANCE):
        return keep, None
    return not keep, {"settled loop clk per wave and input iteration": {"unrolled": a, "not unrolled": b}}


def _run_passes(program: Program, tgt: Target, opts: dict) -> tuple[Program, PassReport, str | None]:
    """The pass list on ``program`` (in place); its report and, if the unroll pass changed
    it, the program's text from before."""
    kernels = [k for k in program.kernels if k.blocks]
    # the metadata as the input's text says it: printed again at the end only if a pass
    # changed it (renumbering into a budget just below, a kept rotation's or renaming's
    # VGPRs, staged AGPRs, compaction, allocation), so an unchanged kernel keeps its
    # metadata text exactly as written
    metadata_in = copy.deepcopy(program.metadata)
    for k in kernels:   # read off the input's own waits, before any pass strips them
        # a kernel on virtual registers declares nothing yet that counts: the allocation
        # places its values within the budget (and names what does not fit)
        virtual = regalloc.first_virtual(k) is not None
        if not virtual and (fit := compact.fit_to_budget(k, tgt)):   # (an input over a user's budget, where its values fit it)
            opts.setdefault("_compact_report", {})[k.name] = {**fit, "to fit the budget": True}
            if program.metadata is not None:
                # now, not only at the end: the judgements' other runs start from this
                # program's text, whose metadata would otherwise still declare the old count
                program.sync_metadata_text()
        if not virtual:
            check_input_vgpr_budget(k, tgt)
        check_register_bounds(k, tgt)
        if not virtual:
            check_input_declared_registers(k, tgt)
        check_no_raw_code_words(k)
        k.barriers_publish_stores = barriers_publish_global_stores(k)
    # units the program model cannot describe pass through exactly as written: the passes
    # do not see them (restored below, in file order)
    left = {id(k): why for k in kernels if (why := unmodelled(k))}
    for k in kernels:   # the input's release fences, read off its waits before they go
        if id(k) not in left:
            mark_input_releases(k, tgt)
    for k in kernels:
        if id(k) in left and (inst := regalloc.first_virtual(k)) is not None:
            raise RegisterAllocationError(f"'{inst.text()}': virtual registers in code the passes leave as written "
                                          f"({left[id(k)]}): name physical registers there", inst.location)
    units = program.kernels
    if left:
        program.kernels = [k for k in units if id(k) not in left]
    # the peak of the input is filled in from the scheduler (it computes it anyway) if it ran
    before = {id(k): kernel_metrics(k, tgt, peak=-1) for k in kernels}
    loops_before = {}
    for k in kernels:
        if id(k) not in left and (cfg := k.cfg).loops:
            # the scheduler's input peak is of the program load rotation and unrolling
            # made: a kernel with loops has its own input's peak here (one liveness pass,
            # shared with the loops' rows)
            peaks = block_peaks(k, cfg)
            before[id(k)]["peak_vgpr_units"] = max(peaks, default=0)
            loops_before[id(k)] = loop_metrics(k, peaks, cfg)
    rep = PassReport(target=tgt.arch, effort=opts["effort"])
    # The passes allocate many small long-lived objects (per-instruction facts, graphs);
    # Python's cyclic GC would rescan them over and over (superlinear on 20k-instruction
    # kernels). Nothing here creates reference cycles that must be reclaimed mid-run.
    gc_was_enabled = gc.isenabled()
    gc.disable()
    for k in kernels:   # asked by most passes: answered once per run (reset below)
        k.opaque = None
        k.opaque = has_opaque_code(k)
    try:
        for name, fn in PASSES:
            t0 = time.perf_counter()
            program = fn(program, tgt, opts)
            rep.timings_s[name] = time.perf_counter() - t0
            if "_after_pass" in opts:
                opts["_after_pass"](name, program, opts)
        for k in program.kernels:   # (the kernels left as written are not among them here)
            if k.blocks:
                check_declared_registers(k, tgt)
        if program.metadata is not None and program.metadata != metadata_in:
            program.sync_metadata_text()
    finally:
        program.kernels = units
        for k in kernels:
            k.opaque = None
        _drop_scratch(opts)
        if gc_was_enabled:
            gc.enable()
    sched = opts.get("_schedule_report", {})
    caps = opts.get("_input_peaks", {})
    for k in kernels:
        b = before[id(k)]
        remat_rep = opts.get("_remat_report", {}).get(k.name, {})
        if b["peak_vgpr_units"] < 0:
            b["peak_vgpr_units"] = caps[id(k)] if id(k) in caps else None
        if b["peak_vgpr_units"] is None:  # scheduler off: the order is unchanged, so is liveness,
            # unless rematerialisation changed it (it measured the peak before)
            b["peak_vgpr_units"] = (remat_rep["peak_before"] if remat_rep
                                    else kernel_metrics(k, tgt)["peak_vgpr_units"])
        # waits and nops do not change liveness: the peak of the order the passes kept is final
        peak = opts.get("_peaks", {}).get(id(k))
        unrolled = {lp["loop"]: unroll.input_iterations(lp)
                    for lp in opts.get("_unroll_report", {}).get(k.name, {}).get("loops", [])
                    if unroll.input_iterations(lp) >= 2}
        loops = (paired(loops_before[id(k)], loop_metrics(k), unrolled) if id(k) in loops_before else [])
        rep.kernels.append(KernelPassReport(k.name, before[id(k)], kernel_metrics(k, tgt, peak),
                                            sched.get(k.name, {}), opts.get("_rotate_report", {}).get(k.name, {}),
                                            opts.get("_rotate_lds_report", {}).get(k.name, {}),
                                            remat_rep, opts.get("_sink_report", {}).get(k.name, {}),
                                            opts.get("_compact_report", {}).get(k.name, {}),
                                            opts.get("_unroll_report", {}).get(k.name, {}),
                                            opts.get("_dce_report", {}).get(k.name, {}),
                                            opts.get("_barrier_report", {}).get(k.name, {}),
                                            coalesce=opts.get("_coalesce_report", {}).get(k.name, {}),
                                            left_as_written=left.get(id(k), ""), loops=loops,
                                            regalloc=opts.get("_regalloc_report", {}).get(k.name, {}),
                                            propagate=opts.get("_propagate_report", {}).get(k.name, {})))
    return program, rep, opts.get("_before_unroll")
