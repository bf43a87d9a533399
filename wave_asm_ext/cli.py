"""``wave-asm-ext <verb>``: the command line.

Exit codes: 0 success, 1 findings (check verbs), 2 usage or input error (any
:class:`~wave_asm_ext.errors.WaveAsmError`, printed with its location).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from .errors import WaveAsmError

DEFAULT_TARGET = "gfx950"


def _front_end_error(e: Exception, args) -> WaveAsmError:
    """Wave's front end raised before handing the kernel to this backend: say so, with the
    configuration (the traceback is Wave's, not ours)."""
    from .errors import FrontEndError

    from .kernels import registry

    hint = ""
    # the schedule as the registry resolves it (PREFETCH where the parameters name none)
    sched = registry.resolve_params(args.target, registry.parse_params(args.params) if args.params else {}).schedule
    if "Scheduling failed" in str(e) and sched != "NONE":
        hint = f"; Wave's {sched} scheduler found no schedule for this configuration (schedule=NONE avoids it)"
    return FrontEndError(f"Wave's front end failed before the ASM backend ran: {type(e).__name__}: {e}{hint} "
                         f"(backend=\"llvm\" goes through the same front end)",
                         location=f"wave_compile({args.kernel}, {args.target}, {args.params or 'defaults'})")


def _compile(args) -> int:
    # Wave caches compiled kernels on disk keyed on its own options; we must really compile.
    os.environ.setdefault("WAVE_CACHE_ON", "0")
    from . import activation, toolchain
    from .report import format_report
    from .target import load_target
    from .kernels import registry

    activation.check_target(args.target)
    params = registry.parse_params(args.params) if args.params else {}
    t0 = time.perf_counter()
    kernel, hyperparams, options_kwargs = registry.get_kernel(args.kernel, args.target, params)
    from wave_lang.kernel.wave.compile import WaveCompileOptions, wave_compile

    options = WaveCompileOptions(
        subs=hyperparams,
        backend="asm",
        wave_runtime=True,
        compile_to_asm=True,  # we assemble/link below; a binary for a GPU is the runtime's job
        canonicalize=True,
        **options_kwargs,
    )
    options.asm_ext = activation.AsmExtOptions(postpass=not args.no_postpass, grid_aware=not args.no_grid_aware,
                                               **_schedule_options(args))

    t1 = time.perf_counter()
    calls = activation.backend_calls()
    try:
        wave_compile(options, kernel)
    except WaveAsmError:
        raise
    except Exception as e:  # noqa: BLE001 - only to say whose failure it is
        if activation.backend_calls() != calls:
            raise   # this backend ran: its own bug, with the whole traceback
        raise _front_end_error(e, args) from e
    t2 = time.perf_counter()
    result = activation.last_result()
    if result.report.get("postpass_report"):   # the loops' cycles before -> after, in the dumped report too
        kernels = result.report["postpass_report"]["kernels"]
        models = _add_loop_cycles([(k["name"], k["loops"]) for k in kernels], result.before_asm, result.asm,
                                  _model_target(args.target, result.report["postpass_report"]))
        for k in kernels:
            k["model"] = models.get(k["name"], {})
    out_dir = Path(args.out_dir)
    paths = result.dump(out_dir)  # <kernel>.before.s, <kernel>.s, <kernel>.report.json
    s_path = paths["asm"]
    if args.output:
        Path(args.output).write_text(result.asm)
        s_path = Path(args.output)
    obj = toolchain.assemble(s_path, args.target, out_dir / f"{s_path.stem}.o")
    hsaco = toolchain.link(obj, out_dir / f"{s_path.stem}.hsaco")
    t3 = time.perf_counter()
    tgt = load_target(args.target)
    mismatches = toolchain.descriptor_mismatches(hsaco, tgt, exact=True)
    rep = dict(result.report)
    rep["instruments"] = _instrument_summary(result.asm, args.target,
                                             _model_target(args.target, result.report.get("postpass_report")))
    rep["files"] = {"asm": str(s_path), "hsaco": str(hsaco), "report": str(paths["report"])}
    rep["descriptor_check"] = mismatches or "metadata agrees with kernel descriptor"
    rep["time_s"] = {
        "build_kernel": round(t1 - t0, 3),
        "wave_compile_total": round(t2 - t1, 3),
        **{k: round(v, 4) for k, v in result.timings_s.items()},
        "assemble_link": round(t3 - t2, 3),
    }
    if args.json:
        print(json.dumps(rep, indent=2))
    else:
        print(format_report(rep, {"assembly (.s)": s_path, "code object (.hsaco)": hsaco}))
        for name, inst in rep["instruments"].items():
            print(f"{name}: " + ", ".join(f"{k}={v}" for k, v in inst.items()))
        print(f"descriptor check             {rep['descriptor_check']}")
        print("time (s)                     " + ", ".join(f"{k}={v}" for k, v in rep["time_s"].items()))
    return 1 if mismatches else 0


def _instrument_summary(asm: str, target: str, model_target=None) -> dict:
    """The independent checker's verdict and the cycle model's figures, per kernel."""
    from .check import check_program
    from .isa import parse_asm
    from .metrics import compute_metrics
    from .target import load_target

    program = parse_asm(asm, "<compiled>")
    findings = check_program(program, load_target(target))
    out = {}
    for kernel in program.entry_kernels:
        m = compute_metrics(kernel, model_target or target)
        row = {
            "checker_findings": sum(1 for f in findings if f.kernel == kernel.name),
            "peak_vgpr_live": m["peak_vgpr_unified"],
        }
        for scenario in ("l2_hit", "dram_miss"):
            c = m["cycles"][scenario]
            row[f"{scenario}_total_cycles"] = round(c["total_cycles"])
            if c.get("loop_cycles_per_iter") is not None:
                row[f"{scenario}_loop_cycles_per_iter"] = round(c["loop_cycles_per_iter"], 1)
                row[f"{scenario}_loop_mfma_util"] = f"{c['loop_mfma_utilization']:.1%}"
        out[kernel.name] = row
    return out


def _add_loop_cycles(kernel_loops: list[tuple[str, list]], before_asm: str, after_asm: str, target) -> dict:
    """The cycle model's hot-loop figures, before and after the passes, into the pass
    report's loop rows (``passes.loop_report.add_model_cycles``); ``kernel_loops``: (kernel
    name, its loop rows) per kernel of the report. Returns kernel name -> its whole-kernel
    figures before and after (for the report's ``model``)."""
    from .isa import parse_asm
    from .passes.loop_report import add_model_cycles

    before, after = parse_asm(before_asm, "<before>"), parse_asm(after_asm, "<after>")
    return {name: add_model_cycles(loops, before.kernel(name), after.kernel(name), target)
            for name, loops in kernel_loops}


def _info(args) -> int:
    from . import toolchain
    from .target import supported_targets

    print("supported targets:", ", ".join(supported_targets()))
    for tool, where in toolchain.tool_versions().items():
        print(f"{tool:<14} {where}")
    return 0


def _schedule(args) -> int:
    """Run the post-emit pass on any assembly file."""
    from .isa import parse_file, print_program
    from .passes import run_postpass

    program = parse_file(args.input)
    if not any(k.blocks and k.instructions for k in program.kernels):
        print(f"wave-asm-ext schedule: note: {args.input} holds no instructions (nothing to schedule; "
              "the text is passed through)", file=sys.stderr)
    target = args.target or program.target
    if target is None:
        raise WaveAsmError("no --target and no .amdgcn_target in the file", location=args.input)
    from . import activation

    activation.check_target(target)
    before_text = program.text()
    options = _schedule_options(args)
    if args.grid is not None:
        options["grid_workgroups"] = args.grid
    elif args.compute_units is not None:
        raise WaveAsmError("--compute-units needs --grid (the dispatch's workgroup count)", location=args.input)
    program, rep = run_postpass(program, target, options)
    text = print_program(program)
    models = _add_loop_cycles([(k.name, k.loops) for k in rep.kernels if not k.left_as_written], before_text,
                              text, _model_target(target, rep.to_dict()))
    for k in rep.kernels:
        k.model = models.get(k.name, {})
    if args.output:
        Path(args.output).write_text(text)
    else:
        sys.stdout.write(text)
    summary = json.dumps(rep.to_dict(), indent=2) if args.json else rep.summary()
    print(summary, file=sys.stderr if not args.output else sys.stdout)
    return 0


#: Verbs implemented by the instruments, each with its own argument parser:
#: verb -> (module, function, help).
_DELEGATED = {
    "check": ("wave_asm_ext.check.checker", "main_check", "independent hazard + s_waitcnt checker (exit 1 on findings)"),
    "emulate": ("wave_asm_ext.sim.emulator", "main_emulate", "run a kernel on the functional emulator"),
    "cycles": ("wave_asm_ext.sim.cycles", "main_cycles", "cycle model (+ llvm-mca under a timeout)"),
    "metrics": ("wave_asm_ext.metrics", "main_metrics", "peak VGPR, waits, nops, occupancy, cycles"),
}


def _jobs_arg(text: str) -> int:
    """``--jobs``: a count of child processes (argparse names the flag on an error)."""
    from .passes.alternatives import check_jobs

    try:
        return check_jobs(int(text), "--jobs")
    except ValueError as e:
        raise argparse.ArgumentTypeError(f"expected an integer >= 0, got {text!r}") from e


def _positive_int(text: str) -> int:
    """A count >= 1 (argparse names the flag on an error)."""
    try:
        v = int(text)
    except ValueError:
        v = 0
    if v < 1:
        raise argparse.ArgumentTypeError(f"expected an integer >= 1, got {text!r}")
    return v


def _model_target(target: str, report: dict | None):
    """``target`` as the pass judged its schedules: for the grid its report names
    (``Target.for_grid``), else the target itself (at each kernel's occupancy)."""
    from .target import load_target

    grid = (report or {}).get("grid") or {}
    t = load_target(target)
    return t.for_grid(grid["workgroups"], grid["compute_units"]) if grid else t


def _add_schedule_flags(p: argparse.ArgumentParser) -> None:
    """The post-emit pass's scheduling options (compile and schedule verbs)."""
    from .passes.effort import DEFAULT, LEVELS

    p.add_argument("--compute-units", type=_positive_int, default=None, metavar="N",
                   help="compute units of the part the kernel runs on, for the grid's residency (default: the DB's "
                        "flagship part, MI300X 304 / MI355X 256)")

    p.add_argument("--max-vgprs", type=_positive_int, default=None, metavar="N",
                   help="a register budget, as LLVM's amdgpu-num-vgpr: at most N vector registers (VGPRs + AGPRs) "
                        "in the output; the passes grow registers only within it (default: the register file)")
    p.add_argument("--effort", choices=list(LEVELS), default=DEFAULT,
                   help="the scheduler's search: 'full' (default; every judged variant) or 'fast' (the searches "
                        "that pay most for their cost; ~7x less pass time on the emitter matrix)")
    p.add_argument("--jobs", type=_jobs_arg, default=None, metavar="N",
                   help="child processes that may run the judgements' other runs of the passes beside the first "
                        "(same result, less wall-clock time; 0: all in this process; default: WAVE_ASM_EXT_JOBS, "
                        "else the CPUs available, 0 on one CPU)")
    p.add_argument("--no-rotate-loads", action="store_true",
                   help="do not issue single-block loops' global loads one iteration early (on by default; "
                        "kept only where the scheduler estimates it faster)")
    p.add_argument("--no-rotate-lds", action="store_true",
                   help="do not run single-block loops' LDS phase one iteration early (on by default; "
                        "kept only where the cycle model finds it faster)")
    p.add_argument("--no-remat", action="store_true",
                   help="do not recompute after a loop the values only read after it (on by default; "
                        "applied only where it lowers the kernel's peak VGPR pressure)")
    p.add_argument("--no-sink", action="store_true",
                   help="do not move definitions unread at the register peak below it after rematerialisation "
                        "(on by default; applied only where it lowers the peak and the cycle model agrees)")
    p.add_argument("--no-compact", action="store_true",
                   help="keep the input's VGPR numbering and declared count (by default a kernel whose live values "
                        "fit fewer registers is renumbered where that raises its occupancy)")
    p.add_argument("--no-coalesce-copies", action="store_true",
                   help="keep the copies of loaded values as written (by default a load whose value is only copied, "
                        "whole, writes the copies' registers itself)")
    p.add_argument("--no-propagate", action="store_true",
                   help="keep straight-line code's copies and constant-plus-base LDS addresses as written (by default "
                        "readers of a copy read its source and the constant goes into the LDS offset)")
    p.add_argument("--no-dce", action="store_true",
                   help="keep register-only ALU instructions whose results nothing reads (removed by default)")
    p.add_argument("--no-elide-barriers", action="store_true",
                   help="keep s_barrier in kernels whose workgroup is one wave (removed by default after scheduling, "
                        "where the cycle model agrees: there is no other wave to wait for)")
    p.add_argument("--no-alu-cross-barriers", action="store_true",
                   help="keep ALU/MFMA instructions on their side of s_barrier (by default they may cross; memory never does)")
    p.add_argument("--cross-barrier-loads", action="store_true",
                   help="let read-only global loads cross s_barrier where provably safe (off by default)")
    p.add_argument("--no-straight-line-loads", action="store_true",
                   help="keep every s_barrier a boundary for loads outside the loops too (by default the scheduler "
                        "also tries read-only global loads across the barriers outside every loop, where provably "
                        "safe, and keeps that where the cycle model finds it faster)")


def _schedule_options(args) -> dict:
    """Post-emit pass options (also AsmExtOptions fields) from the scheduling flags."""
    return {"cross_barrier_loads": args.cross_barrier_loads, "alu_cross_barriers": not args.no_alu_cross_barriers,
            "straight_line_loads": not args.no_straight_line_loads,
            "rotate_loads": not args.no_rotate_loads, "rotate_lds": not args.no_rotate_lds,
            "remat": not args.no_remat, "sink": not args.no_sink, "compact": not args.no_compact,
            "dce": not args.no_dce, "coalesce_copies": not args.no_coalesce_copies, "propagate": not args.no_propagate,
            "elide_barriers": not args.no_elide_barriers, "effort": args.effort, "jobs": args.jobs,
            "compute_units": args.compute_units, "max_vgprs": args.max_vgprs}


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="wave-asm-ext", description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="verb", required=True)

    c = sub.add_parser("compile", help="compile a registered Wave kernel through wave_compile(backend='asm')")
    c.add_argument("kernel", nargs="?", default="gemm",
                   help="registered kernel: gemm, gemm_tt, gemm_reordered or gemm_mxfp4 (gfx950) (default: gemm)")
    c.add_argument("--target", default=DEFAULT_TARGET, help="gfx942 or gfx950 (default gfx950)")
    c.add_argument(
        "-p", "--params", default="",
        help="e.g. M=1024,N=1024,K=1024,mma=F32_16x16x32_F16,block=128x128x64,waves=2x2,schedule=PREFETCH"
             " (gemm_reordered: also group_m=4; gemm_mxfp4: mma=F32_16x16x128_F8F6F4 or F32_32x32x64_F8F6F4)",
    )
    c.add_argument("-o", "--output", help="also write the final assembly here")
    c.add_argument("--out-dir", default="out", help="where .s/.hsaco/report go (default ./out)")
    c.add_argument("--no-postpass", action="store_true", help="skip the post-emit pass")
    c.add_argument("--no-grid-aware", action="store_true",
                   help="judge the schedules at the occupancy the registers allow, not at the waves per SIMD the "
                        "kernel's grid keeps resident (the default)")
    _add_schedule_flags(c)
    c.add_argument("--json", action="store_true")
    c.set_defaults(func=_compile)

    sc = sub.add_parser("schedule", help="run the post-emit pass (schedule, s_waitcnt, s_nop) on a .s file")
    sc.add_argument("input")
    sc.add_argument("--target", help="gfx942 | gfx950 (default: the file's .amdgcn_target)")
    sc.add_argument("-o", "--output")
    sc.add_argument("--json", action="store_true", help="report as JSON")
    sc.add_argument("--grid", type=_positive_int, default=None, metavar="WORKGROUPS",
                    help="the dispatch's workgroup count: judge the schedules at the waves per SIMD it keeps "
                         "resident (default: at each kernel's occupancy)")
    _add_schedule_flags(sc)
    sc.set_defaults(func=_schedule)

    i = sub.add_parser("info", help="targets and toolchain in use")
    i.set_defaults(func=_info)
    for verb, (_, _, help_text) in _DELEGATED.items():
        sub.add_parser(verb, help=help_text, add_help=False)
    return ap


def main(argv: list[str] | None = None) -> int:
    try:
        return _main(argv)
    except BrokenPipeError:
        # the reader went away (``... | head``): stop quietly, as Unix tools do, and keep
        # Python from reporting the failed flush of stdout at exit
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141   # 128 + SIGPIPE, the shell's status for a tool killed by the pipe


def _main(argv: list[str] | None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in _DELEGATED:
        import importlib

        module, func, _ = _DELEGATED[argv[0]]
        try:
            return getattr(importlib.import_module(module), func)(argv[1:])
        except WaveAsmError as e:
            print(f"wave-asm-ext {argv[0]}: error: {e}", file=sys.stderr)
            return 2
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except WaveAsmError as e:
        print(f"wave-asm-ext: error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
