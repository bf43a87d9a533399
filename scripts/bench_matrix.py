"""Schedule quality over the emitter's whole GEMM matrix: unscheduled vs scheduled vs LLVM.

The points are ``tests/fixtures/mlir/matrix.py``'s ``points(quick=False)`` (gfx942 and gfx950,
``gemm`` and ``gemm_tt``). Per point, with bench_schedule.py's helpers: Wave compiles the kernel
(the registry's ``get_kernel(template, target, params)``, as matrix.py does) in fresh processes
with ``backend="asm"`` (the emitter's text = "unscheduled") and ``backend="llvm"`` (its
``.rocmasm`` = "llvm"), cached in build/bench_schedule/ (shared with bench_schedule.py);
"scheduled" is recomputed from the emitter text with the current post-emit pass, default
options; each version is measured with the cycle model at both latencies, the metrics (peak
VGPR, waits, nops, instructions) and the checker, and with llvm-mca on the hot loop body (one
wave alone, LLVM's own scheduling model: a second opinion beside the cycle model; ``--no-mca``
skips it) under a timeout per run (``--mca-timeout``): llvm-mca 22 does not terminate on some
loop bodies (the row then says "t/o"; BENCHMARKS.md, session 42).

Prints one Markdown table (a row per point; a point that fails on a backend is a row with the
reason) and a summary over the points measured on all three versions, using bench_schedule's
convention: loop clk per matrix-pipe clk of the loop's MFMAs (per equal work) where every
version has a loop, else whole-kernel clk per wave; and one line comparing whole-kernel clk
per wave on every point (what a kernel with a compile-time K costs end to end).

Usage: python scripts/bench_matrix.py [--only REGEX] [--k K] [--json OUT] [--reemit] [--options JSON]
                                      [--no-mca | --mca-timeout S] [--partial | --large | --mxfp4 | --random SEED:COUNT]

``--large``: the main configurations at 4096^3 (``LARGE_POINTS``), grids that keep several
waves per SIMD resident, where the registers a schedule uses set its occupancy.

``--k 8192``: the selected points with a long K loop (compiled through Wave on first use,
cached like the others).

``--random 5401:40``: the off-matrix configurations ``verify_random_configs.py --seed 5401
--count 40`` draws (templates, shapes with partial tiles, every schedule; default pass options).

``--reemit``: the "unscheduled" text is the current emitter's output for the cached MLIR
(an emitter change is measured in about a minute instead of ~15 minutes of Wave compiles).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import bench_schedule as B  # noqa: E402

VERSIONS = ("unscheduled", "scheduled", "llvm")
#: ``--partial``: the matrix's default configuration with shapes short of the block in M and N
#: (1000 = 7 * 128 + 104) and also in K (1000 = 15 * 64 + 40), per target with its base MMA
#: (matrix.py's point tuples: target, template, shape, MMA, block, waves, schedule)
PARTIAL_POINTS = [(t, "gemm", shape, mma, (128, 128, 64), (2, 2), sched)
                  for t, mma in (("gfx942", "F32_16x16x16_F16"), ("gfx950", "F32_16x16x32_F16"))
                  for shape, sched in (((1000, 1000, 1024), "PREFETCH"), ((1000, 1000, 1000), "PREFETCH"),
                                       ((1000, 1000, 1000), "NONE"))]
#: ``--large``: the matrix's main configurations at a shape whose grid outnumbers the CUs
#: several times (4096^3: 1,024 workgroups of 128x128), where every point of the matrix
#: (2-256 workgroups) runs one wave per SIMD: there the waves per SIMD the registers allow
#: are the waves that run, so the peak VGPR counts, and the model runs each version at its
#: own occupancy (the figures per wave: clk per wave-iteration, a kernel's time over many
#: rounds of resident waves)
LARGE_POINTS = [(t, "gemm", (4096, 4096, 4096), mma, block, waves, sched)
                for t, mma in (("gfx942", "F32_16x16x16_F16"), ("gfx950", "F32_16x16x32_F16"))
                for block, waves, sched in (((128, 128, 64), (2, 2), "NONE"), ((128, 128, 64), (2, 2), "PREFETCH"),
                                            ((128, 128, 64), (2, 2), "MODULO"), ((128, 256, 64), (2, 2), "PREFETCH"),
                                            ((64, 64, 32), (2, 2), "PREFETCH"), ((128, 128, 64), (4, 2), "PREFETCH"))]
#: ``--mxfp4``: Wave's MXFP4 GEMM on gfx950 (``kernels.registry`` ``gemm_mxfp4``: the block-scaled
#: f8f6f4 MFMAs; the template fixes 2x2 waves; Wave's PREFETCH finds no schedule for it, MODULO does)
MXFP4_POINTS = [("gfx950", "gemm_mxfp4", shape, mma, block, (2, 2), sched)
                for shape, mma, block, sched in (
                    ((256, 256, 1024), "F32_16x16x128_F8F6F4", (32, 32, 256), "NONE"),
                    ((1024, 1024, 1024), "F32_16x16x128_F8F6F4", (64, 64, 256), "NONE"),
                    ((1024, 1024, 1024), "F32_16x16x128_F8F6F4", (128, 128, 256), "NONE"),
                    ((1024, 1024, 1024), "F32_16x16x128_F8F6F4", (128, 128, 256), "MODULO"),
                    ((1024, 1024, 1024), "F32_32x32x64_F8F6F4", (128, 128, 128), "NONE"),
                    ((4096, 4096, 4096), "F32_16x16x128_F8F6F4", (128, 128, 256), "NONE"))]
SCENARIOS = ("l2_hit", "dram_miss")


def matrix_module():
    spec = importlib.util.spec_from_file_location("_matrix", ROOT / "tests" / "fixtures" / "mlir" / "matrix.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def point_spec(p) -> dict:
    """A matrix.py point tuple (or a ``--random`` one: an eighth element, more registry
    params such as ``group_m=2``) -> the registry kernel, bench_schedule's params string, and
    the fields the summary splits on."""
    tgt, tmpl, shape, mma, block, waves, sched = p[:7]
    params = (f"M={shape[0]},N={shape[1]},K={shape[2]},mma={mma},block={'x'.join(map(str, block))},"
              f"waves={'x'.join(map(str, waves))},schedule={sched}") + "".join(f",{x}" for x in p[7:])
    return {"target": tgt, "kernel": tmpl, "config": params, "schedule": sched}


def random_points(seed: int, count: int, any_partial: bool = False) -> list[tuple]:
    """``--random SEED:COUNT``: the configurations ``verify_random_configs.py --seed SEED
    --count COUNT [--any-partial]`` draws (the same ones, in order; off the matrix, 40 % with
    partial tiles), as point tuples; their pass options are not used (the default pipeline is
    measured)."""
    import random

    import verify_random_configs as R

    r = random.Random(seed)
    out = []
    for _ in range(count):
        kind, target, params, _options, _point = R.draw(r, any_partial)
        kv = dict(x.split("=", 1) for x in params.split(","))
        dims = lambda v: tuple(int(x) for x in v.split("x"))  # noqa: E731
        extra = tuple(f"{k}={v}" for k, v in kv.items() if k not in ("M", "N", "K", "mma", "block", "waves", "schedule"))
        out.append((target, kind, (int(kv["M"]), int(kv["N"]), int(kv["K"])), kv["mma"], dims(kv["block"]),
                    dims(kv["waves"]), kv["schedule"], *extra))
    return out


def point_name(matrix, p) -> str:
    """matrix.py's name of a point, with a ``--random`` point's extra params appended."""
    return matrix.name_of(p[:7]) + "".join(f"_{x.replace('=', '')}" for x in p[7:])


def run_point(p, name: str, reemit: bool = False, mca: float | None = None) -> dict:
    """Compile (cached), reschedule and measure one point (``mca``: also llvm-mca, under this
    timeout in seconds); never raises: a failure at any step is recorded in ``failure`` (one
    line per failing step) with what could be measured."""
    spec = point_spec(p)
    out = {**spec, "label": name, "rows": [], "failure": None}
    fail = []
    try:
        texts = B.compile_texts(spec["target"], spec["config"], spec["kernel"])
    except B.CompileError as e:
        texts = e.texts
        fail += [f"{backend} compile: {reason}" for backend, reason in e.failures.items()]
    if reemit and "unscheduled" in texts and not B.reemit(texts, spec["target"]):
        fail.append("--reemit: no cached MLIR (compiled before the cache kept it; delete its _asm.json)")
    if "unscheduled" in texts:
        try:
            B.reschedule(texts, spec["target"], versions=("scheduled",))
            out["emission"] = texts.get("scheduled_emission")
        except Exception as e:  # noqa: BLE001
            fail.append(f"post-emit pass: {type(e).__name__}: {str(e).splitlines()[0][:160] if str(e) else ''}")
    for version in VERSIONS:
        if version not in texts:
            continue
        try:
            row = B.measure(texts[version], spec["target"], f"{name}:{version}", mca=mca is not None,
                            mca_timeout=mca or 0.0, grid=B.grid_of(texts))
        except Exception as e:  # noqa: BLE001
            fail.append(f"measure {version}: {type(e).__name__}: {str(e).splitlines()[0][:160] if str(e) else ''}")
            continue
        ps = texts.get(f"{version}_pass_s")
        row.update(target=spec["target"], kernel=spec["kernel"], config=spec["config"], label=name,
                   version=version, pass_ms=round(1000 * ps, 1) if ps is not None else None)
        out["rows"].append(row)
    if fail or len(out["rows"]) != len(VERSIONS):
        out["failure"] = "; ".join(fail) or "missing versions"
    return out


# --- formatting -------------------------------------------------------------------------

def num(v) -> str:
    """A cycle/register figure without hiding fractions: integers as 1,234, else 2 decimals."""
    if v is None:
        return "-"
    if isinstance(v, str):   # a status in place of a figure
        return v
    if isinstance(v, float) and v != int(v):
        return f"{v:,.2f}"
    return f"{int(v):,}"


#: llvm-mca statuses (bench_schedule.measure's "llvm_mca" where it is not a figure) as the table shows them
MCA_STATUS = {"n/a": None, "n/a (timed out)": "t/o", "n/a (tool not found)": "no tool"}


def _mca_cell(row: dict):
    """A row's llvm-mca clk per loop iteration, or its status ("t/o": llvm-mca did not finish
    within the timeout; "-": not run)."""
    v = row.get("llvm_mca")
    if v is None or isinstance(v, (int, float)):
        return v
    return MCA_STATUS.get(v, "error")


def triple(by: dict, key) -> str:
    """"unscheduled / scheduled / llvm" of one field ("-" where a version is missing)."""
    get = key if callable(key) else (lambda r: r.get(key))
    return " / ".join(num(get(by[v])) if v in by else "-" for v in VERSIONS)


HEADS = ["point", "basis", "waves/SIMD u/s/l", "L2 u/s/l", "DRAM u/s/l", "MFMA clk/wave-iter u/s/l",
         "sched/llvm L2", "sched/llvm DRAM", "peak VGPR u/s/l", "waits u/s/l", "nops u/s/l",
         "instrs u/s/l", "checker findings u/s/l", "llvm-mca clk/iter u/s/l", "note"]


def table_row(pt: dict) -> str:
    by = {r["version"]: r for r in pt["rows"]}
    basis, cells, ratios = "-", ["-", "-", "-"], ["-", "-"]
    if by:
        basis, _ = B.compared(by, "l2_hit")
        if basis == "loop":
            cells = [triple(by, f"{s}_cyc_iter") for s in SCENARIOS] + [triple(by, "l2_hit_mfma_busy")]
        else:
            cells = [triple(by, f"{s}_total") for s in SCENARIOS] + ["-"]
        if pt["failure"] is None:
            ratios = []
            for s in SCENARIOS:
                _b, val = B.compared(by, s)
                ratios.append(f"{val['scheduled'] / val['llvm']:.4f}")
    basis_text = {"loop": "loop clk/wave-iter", "kernel": "kernel clk/wave"}.get(basis, "-")
    note = f"**failed**: {pt['failure']}" if pt["failure"] else ""
    vals = [pt["label"], basis_text, triple(by, "waves_per_simd"), *cells, *ratios,
            triple(by, "peak_vgpr"), triple(by, "s_waitcnt"), triple(by, "s_nop"),
            triple(by, "instructions"), triple(by, "findings"), triple(by, _mca_cell), note]
    return "| " + " | ".join(vals) + " |"


def table(points: list[dict]) -> str:
    lines = ["| " + " | ".join(HEADS) + " |", "|" + "---|" * len(HEADS)]
    return "\n".join(lines + [table_row(pt) for pt in points])


def _figure(by: dict, version: str, scen: str, basis: str) -> str:
    r = by[version]
    if basis == "loop":
        return f"{num(r[f'{scen}_cyc_iter'])}/{num(r[f'{scen}_mfma_busy'])}"
    return num(r[f"{scen}_total"])


def summary(points: list[dict]) -> str:
    """The summary over the points measured on all three versions (module docstring)."""
    ok = [pt for pt in points if pt["failure"] is None]
    failed = [pt for pt in points if pt["failure"] is not None]
    rows = [r for pt in ok for r in pt["rows"]]
    lines = [f"{len(points)} points; {len(ok)} measured on all three versions; {len(failed)} excluded (failed)"
             + (": " + "; ".join(f"{pt['label']} ({pt['failure']})" for pt in failed) if failed else "")]
    if not ok:
        return "\n".join(lines)
    basis = [B.compared({r["version"]: r for r in pt["rows"]}, "l2_hit")[0] for pt in ok]
    lines.append(f"compared on loop clk per MFMA clk: {basis.count('loop')} points; on whole-kernel "
                 f"clk per wave (a version has no loop): {basis.count('kernel')} points")
    subsets = [(s, [r for pt in ok if pt["schedule"] == s for r in pt["rows"]])
               for s in dict.fromkeys(pt["schedule"] for pt in ok)]
    for scen in SCENARIOS:
        r = B.ratio_summary(rows, "scheduled", scen)
        lines.append(f"- {scen}: scheduled/llvm median {r['vs_llvm_median']:.4f}, max {r['vs_llvm_max']:.4f} "
                     f"({r['worst']}); points with scheduled <= llvm: {r['le_llvm']}/{r['n']}; "
                     f"unscheduled/scheduled median {r['unsched_median']:.4f}, max {r['unsched_max']:.4f}")
        for sched, sub in subsets:
            if sub:
                q = B.ratio_summary(sub, "scheduled", scen)
                lines.append(f"  - schedule={sched} ({q['n']} points): scheduled/llvm median {q['vs_llvm_median']:.4f}, "
                             f"max {q['vs_llvm_max']:.4f}; scheduled <= llvm: {q['le_llvm']}/{q['n']}; "
                             f"unscheduled/scheduled median {q['unsched_median']:.4f}")
    for scen in SCENARIOS:
        over = B.ratio_summary(rows, "scheduled", scen)["over"]
        groups = dict(B.group_points(rows))
        text = []
        for label, basis_, s, l, ratio in over:
            by = next(b for b in groups.values() if b["scheduled"]["label"] == label)
            unit = "loop clk/wave-iter / its MFMA clk" if basis_ == "loop" else "kernel clk/wave"
            text.append(f"{label}: {_figure(by, 'scheduled', scen, basis_)} vs {_figure(by, 'llvm', scen, basis_)} "
                        f"{unit} (ratio {ratio:.4f})")
        lines.append(f"- scheduled > llvm at {scen}: {len(over)} points" + (": " + "; ".join(text) if text else ""))
    lines.append(whole_kernel_line(ok))
    lines.append(mfma_util_line(ok))
    lines.append(emission_line(ok))
    if any(r.get("llvm_mca") not in (None, "n/a") for r in rows):
        lines.append(mca_line(ok))
    n, over = B.vgpr_over(rows, "scheduled")
    split = []
    for sched, sub in subsets:
        if sub:
            m, o = B.vgpr_over(sub, "scheduled")
            split.append(f"schedule={sched} {m - len(o)}/{m}")
    lines.append(f"- peak VGPR: scheduled <= llvm on {n - len(over)}/{n} points ({', '.join(split)})"
                 + ("; higher: " + "; ".join(f"{label}: {s} vs {l} ({ws} vs {wl} waves/SIMD)"
                                            for label, s, l, ws, wl in over) if over else ""))
    return "\n".join(lines)


def emission_line(ok: list[dict]) -> str:
    """The emission judgement (``wave_asm_ext.emission``): on how many points the descriptor
    fold was tried (a hot loop short of its binding bound) and kept."""
    seen = [(pt.get("emission") or {}).get("descriptor fold") for pt in ok]
    tried = [pt["label"] for pt, v in zip(ok, seen) if v in ("kept", "tried, not kept")]
    kept = [pt["label"] for pt, v in zip(ok, seen) if v == "kept"]
    return (f"- descriptor fold (second emission where a loop is short of the bound): tried on {len(tried)}/"
            f"{len(ok)} points, kept on {len(kept)}" + (" (" + ", ".join(kept) + ")" if kept else ""))


def whole_kernel_line(ok: list[dict]) -> str:
    """Whole-kernel model clk per wave, scheduled vs LLVM, at each latency, on every point
    measured on all three versions: what a kernel whose K is a compile-time constant costs
    (the loop figures above compare steady states, which the passes' whole-kernel
    judgements may trade for a shorter prologue)."""
    pairs = [({r["version"]: r for r in pt["rows"]}, pt["label"]) for pt in ok]
    parts = []
    for scen in SCENARIOS:
        ratios = [(by["scheduled"][f"{scen}_total"] / by["llvm"][f"{scen}_total"], label) for by, label in pairs]
        worst = max(ratios)
        parts.append(f"{scen} {sum(1 for x, _ in ratios if x <= 1.0)}/{len(ratios)} "
                     f"(max ratio {worst[0]:.4f}, {worst[1]})")
    return "- whole-kernel clk per wave, scheduled <= llvm: " + "; ".join(parts)


#: the issue's "MFMA utilisation >= 90 % of the model's bound on compute-bound configs"
MFMA_UTIL_TARGET = 0.9


def mfma_util_line(ok: list[dict]) -> str:
    """The scheduled version's loop MFMA utilisation on every loop whose binding bound is the
    matrix pipe (the compute-bound configs: bound == the loop's MFMA clk), at each latency:
    how many reach :data:`MFMA_UTIL_TARGET`, and the ones below it."""
    parts = []
    for scen in SCENARIOS:
        utils = []
        for pt in ok:
            s = next(r for r in pt["rows"] if r["version"] == "scheduled")
            cyc, busy = s[f"{scen}_cyc_iter"], s.get(f"{scen}_mfma_busy")
            if cyc and busy and s.get(f"{scen}_bound") == busy:
                utils.append((busy / cyc, pt["label"]))
        below = sorted((u, label) for u, label in utils if u < MFMA_UTIL_TARGET)
        parts.append(f"{scen} {len(utils) - len(below)}/{len(utils)}"
                     + (" (below: " + ", ".join(f"{label} {u:.3f}" for u, label in below) + ")" if below else ""))
    return (f"- loop MFMA utilisation >= {MFMA_UTIL_TARGET:.0%} of the bound, on loops the matrix pipe binds "
            "(scheduled): " + "; ".join(parts))


def mca_line(ok: list[dict]) -> str:
    """llvm-mca's clk per hot-loop iteration per MFMA clk of that iteration (one wave alone, so
    per equal work like the cycle model's loop figures), scheduled vs LLVM and unscheduled vs
    scheduled, on the points where every version has a loop and llvm-mca finished on the
    versions compared; and how many runs did not finish per version."""
    def per_work(r: dict) -> float | None:
        v, busy = r.get("llvm_mca"), r.get("l2_hit_mfma_busy")
        return v / busy if isinstance(v, (int, float)) and busy else None
    vs_llvm, vs_unsched = [], []
    for pt in ok:
        by = {r["version"]: r for r in pt["rows"]}
        if B.compared(by, "l2_hit")[0] != "loop":
            continue
        s, u, l = (per_work(by[v]) for v in ("scheduled", "unscheduled", "llvm"))
        if s is not None and l is not None:
            vs_llvm.append((s / l, pt["label"]))
        if s is not None and u is not None:
            vs_unsched.append(u / s)
    timed_out = [sum(1 for pt in ok for r in pt["rows"] if r["version"] == v and r.get("llvm_mca") == "n/a (timed out)")
                 for v in VERSIONS]
    parts = [f"timed out (unscheduled / scheduled / llvm): {' / '.join(map(str, timed_out))} of {len(ok)}"]
    if vs_llvm:
        ratios = [x for x, _ in vs_llvm]
        worst = max(vs_llvm)
        parts.append(f"scheduled/llvm per MFMA clk on {len(vs_llvm)} loops: median {statistics.median(ratios):.4f}, "
                     f"max {worst[0]:.4f} ({worst[1]}); scheduled <= llvm on "
                     f"{sum(1 for x in ratios if x <= 1.0)}/{len(ratios)}")
    if vs_unsched:
        parts.append(f"unscheduled/scheduled median {statistics.median(vs_unsched):.4f} on {len(vs_unsched)} loops")
    return "- llvm-mca (hot loop, one wave): " + "; ".join(parts)


def _commit() -> str:
    def git(*a):
        return subprocess.run(["git", *a], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    head = git("rev-parse", "--short", "HEAD") or "unknown"
    return head + (" (+ uncommitted changes)" if git("status", "--porcelain", "--untracked-files=no") else "")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", help="keep the points whose matrix.py name matches this regex (re.search)")
    ap.add_argument("--json", help="also write every point (rows, failure) here")
    ap.add_argument("--reemit", action="store_true",
                    help="run the current emitter on the cached MLIR instead of using the cached emitter text "
                         "(measures emitter changes without recompiling through Wave)")
    ap.add_argument("--k", type=int,
                    help="every selected point with its K replaced by this one (a long K loop: the "
                         "schedules' steady state weighs more than their prologue and epilogue); "
                         "--only matches the points' own names")
    ap.add_argument("--partial", action="store_true",
                    help="the partial-tile points instead of the matrix (PARTIAL_POINTS: shapes that are no "
                         "multiple of the block, Wave's masked accesses); --only filters them too")
    ap.add_argument("--large", action="store_true",
                    help="the large-grid points instead of the matrix (LARGE_POINTS: 4096^3, grids of several "
                         "workgroups per CU, each version at its registers' occupancy); --only filters them")
    ap.add_argument("--mxfp4", action="store_true",
                    help="Wave's MXFP4 GEMM on gfx950 instead of the matrix (MXFP4_POINTS); --only filters them")
    ap.add_argument("--random", metavar="SEED:COUNT",
                    help="the configurations verify_random_configs.py draws with this seed and count "
                         "instead of the matrix (off-matrix shapes, templates and schedules); --only filters them")
    ap.add_argument("--any-partial", action="store_true",
                    help="with --random: partial shapes short of the block by any number of elements (odd K, "
                         "as verify_random_configs.py --any-partial draws them)")
    ap.add_argument("--options", type=json.loads, default={},
                    help="post-emit pass options of the \"scheduled\" version as JSON (to measure an option)")
    ap.add_argument("--no-mca", action="store_true",
                    help="skip llvm-mca on the versions' hot loop bodies (its table column and summary line)")
    ap.add_argument("--mca-timeout", type=float, default=5.0,
                    help="seconds per llvm-mca run (default 5; llvm-mca 22 does not finish on some loop bodies)")
    args = ap.parse_args()
    B.PASS_OPTIONS["scheduled"] = dict(args.options)
    matrix = matrix_module()
    only = re.compile(args.only) if args.only else None
    if args.random:
        seed, count = (int(x) for x in args.random.split(":"))
        pool = random_points(seed, count, args.any_partial)
    else:
        pool = (PARTIAL_POINTS if args.partial else LARGE_POINTS if args.large else MXFP4_POINTS if args.mxfp4
                else matrix.points(quick=False))
    selected = [p for p in pool if only is None or only.search(point_name(matrix, p))]
    if args.k:
        # the point's tuple is (target, template, shape, mma, block, waves, schedule)
        reshaped = [(*p[:2], (*p[2][:2], args.k), *p[3:]) for p in selected]
        selected = [p for p in dict.fromkeys(reshaped) if args.k % p[4][2] == 0]
    points = []
    t_start = time.perf_counter()
    for k, p in enumerate(selected, 1):
        t0 = time.perf_counter()
        pt = run_point(p, point_name(matrix, p), args.reemit, None if args.no_mca else args.mca_timeout)
        points.append(pt)
        print(f"[{k}/{len(selected)}] {pt['label']}: {time.perf_counter() - t0:.1f} s"
              + (f" FAILED {pt['failure']}" if pt["failure"] else ""), file=sys.stderr, flush=True)
    commit = _commit()
    print(f"command: python {' '.join(sys.argv)}  (commit {commit}, {time.perf_counter() - t_start:.0f} s)\n")
    print(table(points))
    print("\n### Summary (loop clk per MFMA-bound clk, i.e. per equal work; whole-kernel clk per wave "
          "where a version has no loop)\n")
    print(summary(points))
    if args.json:
        Path(args.json).write_text(json.dumps({"commit": commit, "points": points}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
