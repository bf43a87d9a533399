"""Where the post-emit pass spends its CPU time, by judgement and by solver: the
instrument for the pass-time budget (issue 5: <= 50 ms per 1,000 instructions), which the
emitter's kernels miss because of the cycle-model-scored search, not any one slow loop.

Runs the pass (default options, ``jobs`` 0: every run of the passes in this process, so
its CPU time is counted here) on the emitter's MLIR fixtures (or the MLIR / assembly files
given) and times named parts by wrapping them: the judgements' other runs of the passes
(``pipeline._other_run``, by name), the search's judgements (``passes.kernel_search``),
the scheduler's model-judged variants, the solvers every candidate goes through, and the
cycle model (its compiled loop apart). Each part's time is inclusive (a part nested in
another is counted in both; a part re-entered inside itself once); the share is of the
pass's total CPU time. A wrapper costs ~1 us per call, far below the parts timed.

Usage: python scripts/profile_passes.py [FILE.mlir|FILE.s ...] [--effort full|fast] [--grid]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: (label, module, attribute path): the parts timed, in the table's order
PARTS = [
    ("other run: not unrolled", "wave_asm_ext.passes.pipeline", "_other_run:not unrolled"),
    ("other run: run once", "wave_asm_ext.passes.pipeline", "_other_run:run once"),
    ("other run: copies kept", "wave_asm_ext.passes.pipeline", "_other_run:copies kept"),
    ("schedule pass (whole search)", "wave_asm_ext.passes.kernel_search", "search"),
    ("rotation judgement variants", "wave_asm_ext.passes.kernel_search", "_keep_best_variant"),
    ("finishing chains (wide renaming branches)", "wave_asm_ext.passes.kernel_search", "_finish_best"),
    ("carried-MFMA tries", "wave_asm_ext.passes.kernel_search", "_carry_judged"),
    ("LDS-port plan", "wave_asm_ext.passes.kernel_search", "_lds_port_judged"),
    ("one kernel schedule (Scheduler.run_kernel)", "wave_asm_ext.passes.schedule", "Scheduler.run_kernel"),
    ("barrier sink variant", "wave_asm_ext.passes.schedule", "Scheduler._barrier_sunk"),
    ("barrier hoist variant", "wave_asm_ext.passes.schedule", "Scheduler._barrier_hoisted"),
    ("tail fill variant", "wave_asm_ext.passes.schedule", "Scheduler._tail_filled"),
    ("candidate pick by the model", "wave_asm_ext.passes.schedule", "Scheduler._pick_by_model"),
    ("register renaming", "wave_asm_ext.passes.rename", "Renamer.rename_block"),
    ("list scheduling of regions", "wave_asm_ext.passes.list_schedule", "schedule_region"),
    ("s_waitcnt solve", "wave_asm_ext.passes.waitcnt", "WaitcntInserter.solve"),
    ("hazard s_nop solve", "wave_asm_ext.passes.hazards", "HazardResolver.solve"),
    ("clause breaks", "wave_asm_ext.passes.clauses", "break_clauses"),
    ("occupancy by compaction", "wave_asm_ext.passes.compact", "achievable_waves"),
    ("cycle model: whole-kernel totals", "wave_asm_ext.sim.cycles", "estimate_cycles"),
    ("cycle model: settled loop", "wave_asm_ext.sim.cycles", "settled_rates"),
    ("cycle model: compiled simulation loop", "wave_asm_ext.sim.cycles_native", "NativeTrace.simulate"),
]


def _wrap(fn, label: str, spent: dict, depth: dict, by_first_arg: bool = False):
    """``fn`` timed into ``spent[label]`` (process CPU time; outermost entries only);
    ``by_first_arg``: into ``spent[f"{label}:{first argument}"]``."""
    def timed(*args, **kwargs):
        key = f"{label}:{args[0]}" if by_first_arg else label
        if depth.get(key):
            return fn(*args, **kwargs)
        depth[key] = 1
        t0 = time.process_time()
        try:
            return fn(*args, **kwargs)
        finally:
            depth[key] = 0
            spent[key] = spent.get(key, 0.0) + time.process_time() - t0
    timed.__wrapped__ = fn
    return timed


def instrument(spent: dict) -> None:
    """Wrap every part of :data:`PARTS` where it is defined and wherever a module of this
    package imported it by name."""
    import importlib

    depth: dict = {}
    done: set = set()
    for _label, mod_name, path in PARTS:
        attr, _, arg = path.partition(":")
        if (mod_name, attr) in done:
            continue
        done.add((mod_name, attr))
        mod = importlib.import_module(mod_name)
        owner_name, _, name = attr.rpartition(".")
        owner = getattr(mod, owner_name) if owner_name else mod
        fn = getattr(owner, name)
        wrapped = _wrap(fn, attr, spent, depth, by_first_arg=bool(arg))
        setattr(owner, name, wrapped)
        if not owner_name:   # module-level: also where it was imported by name
            for m in list(sys.modules.values()):
                if getattr(m, "__name__", "").startswith("wave_asm_ext") and getattr(m, name, None) is fn:
                    setattr(m, name, wrapped)


def main() -> int:
    sys.path.insert(0, str(ROOT))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*", help="MLIR fixtures or assembly files (default: tests/fixtures/mlir/*.mlir)")
    ap.add_argument("--effort", default="full", help="the pass's effort level: full | fast")
    ap.add_argument("--grid", action="store_true",
                    help="judge each MLIR file's schedules for the grid it declares (emit.grid), as wave_compile does")
    ap.add_argument("--options", default="{}",
                    help="more post-emit pass options as JSON (to measure what one costs), e.g. "
                         "'{\"straight_line_loads\": false}'")
    args = ap.parse_args()
    extra = json.loads(args.options)
    from wave_asm_ext.emit import emit_mlir
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.passes import run_postpass

    spent: dict[str, float] = {}
    instrument(spent)
    files = [Path(f) for f in args.files] or sorted((ROOT / "tests/fixtures/mlir").glob("*.mlir"))
    total = 0.0
    insts = 0
    from wave_asm_ext.emit.grid import grid_workgroups

    for f in files:
        grid = None
        if f.suffix == ".mlir":
            mlir = f.read_text()
            prog = parse_asm(emit_mlir(mlir, f.name.split("_")[0]), str(f))
            grid = grid_workgroups(mlir) if args.grid else None
        else:
            prog = parse_asm(f.read_text(), str(f))
        arch = prog.target   # the file's .amdgcn_target (the emitter writes one too)
        if arch is None:
            raise SystemExit(f"{f}: no .amdgcn_target: the pass needs a target")
        insts += sum(len(k.instructions) for k in prog.kernels)
        t0 = time.process_time()
        run_postpass(prog, arch, {"jobs": 0, "effort": args.effort, **({"grid_workgroups": grid} if grid else {}),
                                  **extra})
        total += time.process_time() - t0
    print(f"command: python scripts/profile_passes.py{' ' + ' '.join(args.files) if args.files else ''}"
          f" --effort {args.effort}{' --grid' if args.grid else ''}"
          f"{' --options ' + repr(args.options) if extra else ''}")
    print(f"{len(files)} file(s), {insts} instructions, pass CPU {total:.2f} s "
          f"({total / max(insts, 1) * 1e6:.0f} ms per 1,000 instructions)\n")
    print("| part (inclusive; nested parts overlap) | CPU s | share of the pass |")
    print("|---|---|---|")
    for label, _mod, path in PARTS:
        attr, _, arg = path.partition(":")
        s = spent.get(f"{attr}:{arg}" if arg else attr, 0.0)
        print(f"| {label} | {s:.2f} | {s / total * 100 if total else 0:.1f} % |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
