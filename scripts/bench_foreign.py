"""The post-emit pass on code it did not write: LLVM's own output, per kernel, against itself.

For every kernel of the LLVM corpus (``tests/corpus``) and of the foreign-code suite
(``tests/foreign``, clang-22 -O3 OpenCL): the cycle model's whole-kernel cycles per wave
(cycles / waves per SIMD: compaction may change the occupancy) of the pass's output over
LLVM's original, at both global-load latencies. A ratio above 1 means the pass made
LLVM's schedule slower by the model. Prints a table of the kernels outside +-0.5 % and a
summary (geomean, counts); ``--json`` writes every row.

Usage: python scripts/bench_foreign.py [--json OUT.json] [--options JSON]
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# this checkout's package, not whichever one is installed (a baseline run from a worktree
# of another commit measured the installed working tree instead: session 83)
sys.path.insert(0, str(ROOT))
SCENARIOS = ("l2_hit", "dram_miss")


def _files() -> list[tuple[Path, str]]:
    out = []
    manifest = json.loads((ROOT / "tests/corpus/manifest.json").read_text())
    for asm, target in sorted({(e["asm"], e["target"]) for e in manifest["kernels"]}):
        out.append((ROOT / "tests/corpus" / asm, target))
    for target in ("gfx942", "gfx950"):
        for f in sorted((ROOT / "tests/foreign" / target).glob("*.s")):
            out.append((f, target))
    return out


def main() -> int:
    from wave_asm_ext.errors import WaveAsmError
    from wave_asm_ext.isa import parse_asm, parse_file, print_program
    from wave_asm_ext.passes import run_postpass
    from wave_asm_ext.sim.cycles import estimate_cycles
    from wave_asm_ext.target import load_target

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", type=Path)
    ap.add_argument("--options", type=json.loads, default={},
                    help="run_postpass options as JSON (e.g. '{\"merge_window\": 0}'), to measure a pass option")
    args = ap.parse_args()
    rows = []
    pass_s = 0.0
    n_inst = 0
    for path, target in _files():
        tgt = load_target(target)
        prog = parse_file(str(path))
        n_inst += sum(len(k.instructions) for k in prog.kernels)
        t0 = time.process_time()
        out, _ = run_postpass(parse_file(str(path)), tgt, dict(args.options))
        pass_s += time.process_time() - t0
        out = parse_asm(print_program(out), str(path))
        for k in prog.kernels:
            if not k.blocks or not k.instructions:
                continue
            try:
                a = estimate_cycles(prog, tgt, kernel_name=k.name, mca=False, figures=False)
                b = estimate_cycles(out, tgt, kernel_name=k.name, mca=False, figures=False)
            except WaveAsmError as e:   # e.g. a call the model cannot follow
                rows.append({"file": str(path.relative_to(ROOT)), "kernel": k.name, "skipped": str(e)[:120]})
                continue
            r = {s: (b.scenarios[s].total_cycles / b.waves_per_simd) / (a.scenarios[s].total_cycles / a.waves_per_simd)
                 for s in SCENARIOS}
            rows.append({"file": str(path.relative_to(ROOT)), "kernel": k.name, **r})
    done = [r for r in rows if "skipped" not in r]
    print("command: python scripts/bench_foreign.py")
    print("| file | kernel | l2_hit output/LLVM | dram_miss output/LLVM |")
    print("|---|---|---|---|")
    for r in sorted(done, key=lambda r: -max(r[s] for s in SCENARIOS)):
        if any(abs(r[s] - 1) > 0.005 for s in SCENARIOS):
            print(f"| {r['file']} | {r['kernel']} | {r['l2_hit']:.3f} | {r['dram_miss']:.3f} |")
    print()
    for s in SCENARIOS:
        v = [r[s] for r in done]
        g = math.exp(sum(map(math.log, v)) / len(v))
        print(f"- {s}: {len(v)} kernels, geomean output/LLVM {g:.4f}, slower by > 0.5 %: "
              f"{sum(x > 1.005 for x in v)}, faster by > 0.5 %: {sum(x < 0.995 for x in v)}, max {max(v):.3f}")
    skipped = [r for r in rows if "skipped" in r]
    if skipped:
        print(f"- not modelled: {len(skipped)} ({', '.join(r['kernel'] for r in skipped)})")
    print(f"- pass time: {pass_s / n_inst * 1e6:.1f} ms per 1,000 instructions ({n_inst} instructions)")
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
