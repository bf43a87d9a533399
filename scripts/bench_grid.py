"""Schedules judged for the kernel's grid vs at the registers' occupancy (session 62).

For each emitter MLIR fixture (or the files given): the post-emit pass with the grid the
MLIR's export declares (``grid_workgroups``, what ``wave_compile`` now does) and without it
(``grid_aware`` off: the schedules judged at each kernel's occupancy, as before). Both results
are measured by the cycle model at the waves per SIMD that grid keeps resident on the DB's
part (``Target.for_grid``): the kernel's time on that dispatch. Also each program's pass CPU
time. Prints a table and the geometric means.

Usage: python scripts/bench_grid.py [FILE.mlir ...] [--compute-units N]
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("WAVE_ASM_EXT_JOBS", "0")   # (CPU time of every run in this process)


def _cycles(text: str, target) -> tuple[dict, int]:
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.sim.cycles import estimate_cycles

    k = next(k for k in parse_asm(text, "<k>").kernels if k.blocks)
    rep = estimate_cycles(k, target, mem_latency="both", mca=False)
    return {s: rep[s].total_cycles for s in ("l2_hit", "dram_miss")}, rep.waves_per_simd


def main() -> int:
    from wave_asm_ext.emit import emit_mlir
    from wave_asm_ext.emit.grid import grid_workgroups
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.passes import run_postpass
    from wave_asm_ext.target import load_target

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*")
    ap.add_argument("--compute-units", type=int, default=None)
    args = ap.parse_args()
    files = [Path(f) for f in args.files] or sorted((ROOT / "tests/fixtures/mlir").glob("*.mlir"))
    print(f"command: python scripts/bench_grid.py {' '.join(sys.argv[1:])}".rstrip())
    print("| fixture | grid (workgroups) | waves/SIMD resident on that grid: program judged at occupancy / for the grid | L2 clk: at occupancy -> for the grid | DRAM clk: same | pass CPU s: same |")
    print("|---|---|---|---|---|---|")
    ratios: dict[str, list[float]] = {"l2_hit": [], "dram_miss": []}
    cpu = [0.0, 0.0]
    for f in files:
        target = f.name.split("_")[0]
        mlir = f.read_text()
        grid = grid_workgroups(mlir)
        if grid is None:
            print(f"| {f.stem} | unknown | - | - | - | - |")
            continue
        at_grid = load_target(target).for_grid(grid, args.compute_units)
        text = emit_mlir(mlir, target)
        res = []
        for opts in ({}, {"grid_workgroups": grid, **({"compute_units": args.compute_units}
                                                       if args.compute_units else {})}):
            t0 = time.process_time()
            prog, _ = run_postpass(parse_asm(text, f.name), target, {"jobs": 0, **opts})
            res.append((time.process_time() - t0, *_cycles(prog.text(), at_grid)))
        (c0, a, w0), (c1, b, w1) = res
        cpu[0] += c0
        cpu[1] += c1
        for s in ratios:
            ratios[s].append(b[s] / a[s])
        print(f"| {f.stem} | {grid} | {w0} / {w1} | {a['l2_hit']:,.0f} -> {b['l2_hit']:,.0f} ({b['l2_hit'] / a['l2_hit']:.3f}) "
              f"| {a['dram_miss']:,.0f} -> {b['dram_miss']:,.0f} ({b['dram_miss'] / a['dram_miss']:.3f}) | {c0:.2f} -> {c1:.2f} |",
              flush=True)
    for s, v in ratios.items():
        if v:
            geo = math.exp(sum(map(math.log, v)) / len(v))
            print(f"- {s}: for the grid / at occupancy, geometric mean {geo:.4f}, median {sorted(v)[len(v) // 2]:.4f}, "
                  f"best {min(v):.4f}, worst {max(v):.4f}; slower on {sum(r > 1.0 for r in v)} of {len(v)}")
    print(f"- pass CPU time, all files: {cpu[0]:.1f} s at occupancy, {cpu[1]:.1f} s for the grid")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
