"""The emitter's matrix scheduled within LLVM's own register count: what the VGPRs cost.

Issue 5 asks for peak VGPR <= LLVM's. By default the pass judges schedules at the waves per
SIMD the kernel's grid keeps resident, and where registers do not bind that occupancy it
spends them on latency hiding (loads a tile ahead, wider renaming), so its peak is above
LLVM's on most points at the same occupancy. This script asks the other question: with the
register budget of LLVM's kernel (post-emit pass option ``max_vgprs`` = the liveness peak of
LLVM's kernel, the issue's "peak VGPR" figure, so the budgeted kernel's peak is at most
LLVM's by construction; ``--budget declared``: LLVM's ``.amdhsa_next_free_vgpr``, the
registers it allocates, which LLVM pads on some kernels), how fast is the scheduled kernel
against LLVM's? Per point: the budget, LLVM's liveness peak, the budgeted schedule's peak, and whole-kernel model cycles (at the grid's residency, both memory
latencies) of the budgeted schedule over LLVM's; with ``--matrix`` (bench_matrix.py JSON
files of the same points), the default schedule's too. An input that declares more
registers than the budget is renumbered into it where its live values fit
(``compact.fit_to_budget``); a point whose values do not fit is listed as such (the passes
do not spill).

Usage: WAVE_CACHE_ON=0 python scripts/bench_vgpr_budget.py [--only REGEX] [--json OUT]
       [--matrix A.json,B.json] [--budget peak|declared]
Compiles missing points through bench_schedule's cache (build/bench_schedule).
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))
import bench_matrix as M  # noqa: E402
import bench_schedule as B  # noqa: E402

SCENARIOS = ("l2_hit", "dram_miss")
VERSION = "scheduled at LLVM's budget"


def llvm_declared(text: str) -> int:
    """The vector registers LLVM's kernel declares (``.amdhsa_next_free_vgpr``: VGPRs and,
    from the accumulator offset on, AGPRs)."""
    from wave_asm_ext.isa import parse_asm

    nfv = parse_asm(text, "<llvm>").entry_kernels[0].descriptor_int("next_free_vgpr")
    if nfv is None:
        raise ValueError("LLVM's kernel declares no .amdhsa_next_free_vgpr")
    return nfv


def run_point(p, name: str, basis: str = "peak") -> dict:
    spec = M.point_spec(p)
    out = {**spec, "label": name}
    try:
        texts = B.compile_texts(spec["target"], spec["config"], spec["kernel"])
    except B.CompileError as e:   # (Wave's front end refuses some points: bench_matrix lists them too)
        return {**out, "compile failure": "; ".join(f"{b}: {r}" for b, r in e.failures.items())[:300]}
    grid = B.grid_of(texts)
    llvm = B.measure(texts["llvm"], spec["target"], f"{name}:llvm", mca=False, grid=grid)
    budget = llvm["peak_vgpr"] if basis == "peak" else llvm_declared(texts["llvm"])
    out.update(budget=budget, llvm=llvm)
    import time

    from wave_asm_ext.emission import schedule_emission
    from wave_asm_ext.isa import print_program
    from wave_asm_ext.pipeline import with_grid_option

    t0 = time.process_time()
    try:
        # emitted again within the budget (the emitter's allocation keeps to it too), as
        # wave_compile with the option does
        got = schedule_emission(texts["mlir"], spec["target"], texts.get("codeobj", "5"),
                                with_grid_option(texts["mlir"], {"max_vgprs": budget}))
    except Exception as e:  # noqa: BLE001 - the live values over the budget, reported per point
        out["failure"] = f"{type(e).__name__}: {str(e).splitlines()[0][:200]}"
        return out
    out["pass_ms"] = round(1000 * (time.process_time() - t0), 1)
    out["budgeted"] = B.measure(print_program(got.program), spec["target"], f"{name}:budget", mca=False, grid=grid)
    return out


def _geomean(xs: list[float]) -> float:
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def summary(points: list[dict], defaults: dict) -> str:
    lines = ["| point | budget / LLVM peak | budgeted peak | budgeted/LLVM L2 | DRAM | default peak | "
             "default/LLVM L2 | DRAM |", "|---|---|---|---|---|---|---|---|"]
    ratios = {s: [] for s in SCENARIOS}
    over, slower = [], []
    failed = [pt["label"] for pt in points if "compile failure" in pt]
    points = [pt for pt in points if "compile failure" not in pt]
    for pt in points:
        ll = pt["llvm"]
        d = defaults.get(pt["label"])
        dcells = (f"{d['peak_vgpr']} | " + " | ".join(f"{d[f'{s}_total'] / ll[f'{s}_total']:.3f}" for s in SCENARIOS)
                  if d else "- | - | -")
        if "budgeted" not in pt:
            over.append(pt["label"])
            lines.append(f"| {pt['label']} | {pt['budget']} / {ll['peak_vgpr']} | input does not fit | - | - | "
                         f"{dcells} |")
            continue
        b = pt["budgeted"]
        r = {s: b[f"{s}_total"] / ll[f"{s}_total"] for s in SCENARIOS}
        for s in SCENARIOS:
            ratios[s].append(r[s])
        if any(v > 1.0 for v in r.values()):
            slower.append(pt["label"])
        lines.append(f"| {pt['label']} | {pt['budget']} / {ll['peak_vgpr']} | {b['peak_vgpr']} | "
                     f"{r['l2_hit']:.3f} | {r['dram_miss']:.3f} | {dcells} |")
    ok = [pt for pt in points if "budgeted" in pt]
    within = sum(1 for pt in ok if pt["budgeted"]["peak_vgpr"] <= pt["llvm"]["peak_vgpr"])
    findings = sum(pt["budgeted"]["findings"] for pt in ok)
    lines += ["", f"- points: {len(points)} (and {len(failed)} Wave does not compile); scheduled within the "
                  f"budget: {len(ok)}; the input's live values over it: {len(over)}",
              f"- whole kernel, budgeted/LLVM geomean: L2 {_geomean(ratios['l2_hit']):.4f}, "
              f"DRAM {_geomean(ratios['dram_miss']):.4f}; at or under LLVM at both latencies: "
              f"{len(ok) - len(slower)}/{len(ok)}" + (f" (slower: {', '.join(slower)})" if slower else ""),
              f"- liveness peak <= LLVM's: {within}/{len(ok)}; checker findings: {findings}"]
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", default=None, help="regex on the point label")
    ap.add_argument("--json", default=None, help="write the points here")
    ap.add_argument("--budget", choices=("peak", "declared"), default="peak",
                    help="max_vgprs per point: LLVM's liveness peak (default) or its declared count")
    ap.add_argument("--matrix", default=None, help="bench_matrix.py JSON files (comma-separated) of the default rows")
    args = ap.parse_args()
    matrix = M.matrix_module()
    defaults = {}
    for f in (args.matrix or "").split(","):
        if f:
            for p in json.loads(Path(f).read_text())["points"]:
                row = next((r for r in p.get("rows") or [] if r["version"] == "scheduled"), None)
                if row:
                    defaults[p["label"]] = row
    points = []
    for p in matrix.points(quick=False):
        name = M.point_name(matrix, p)
        if args.only and not re.search(args.only, name):
            continue
        pt = run_point(p, name, args.budget)
        points.append(pt)
        print(name, pt.get("budget"), pt.get("compile failure") or pt.get("failure") or
              {s: round(pt["budgeted"][f"{s}_total"] / pt["llvm"][f"{s}_total"], 3) for s in SCENARIOS}, flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps({"commit": M._commit(), "points": points}, indent=1))
    print()
    print(f"command: WAVE_CACHE_ON=0 python scripts/bench_vgpr_budget.py" + "".join(
        f" --{k} {v}" for k, v in (("only", args.only), ("matrix", args.matrix),
                                     ("budget", args.budget if args.budget != "peak" else None)) if v))
    print(summary(points, defaults))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
