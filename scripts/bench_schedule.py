"""Schedule quality: unscheduled ASM vs scheduled ASM vs Wave's backend="llvm", side by side.

For each config: one fresh process compiles the kernel through wave_compile(backend="asm")
(keeping the emitter's text = "unscheduled" and the post-emit pass's output = "scheduled",
plus the pass time) and one compiles it through backend="llvm" (its ``.rocmasm`` from
``dump_intermediates``). Every version is then measured with the project's instruments:
the cycle model at both global-memory latencies of the DB (l2_hit, dram_miss), the
metrics (liveness peak VGPR, waits, nops, instructions), the independent checker, and
llvm-mca on the loop body (under a timeout).

"scheduled" is recomputed from the cached emitter text with the current post-emit pass
(what compile_mlir does); "scheduled+xbar" adds the cross_barrier_loads option.

Usage: python scripts/bench_schedule.py [--target gfx950|gfx942|both] [--quick] [--json OUT]
Compiled texts are cached in build/bench_schedule/ (delete it to recompile), with the MLIR Wave
handed to the emitter, so that emitter changes can be measured without Wave (``reemit``,
bench_matrix.py --reemit).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# this checkout's package, here and in the compile children, not whichever one is installed
# (a run from a worktree of another commit measured the installed tree: session 83)
sys.path.insert(0, str(ROOT))
_CHILD_ENV = {**os.environ, "WAVE_CACHE_ON": "0",
              "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
#: The compile cache (env WAVE_ASM_BENCH_CACHE overrides it, e.g. to rebuild it beside the old one).
CACHE = Path(os.environ.get("WAVE_ASM_BENCH_CACHE") or ROOT / "build" / "bench_schedule")

#: (target, params) — a cut through the emitter's matrix (README coverage table).
CONFIGS = {
    "gfx950": [
        "M=1024,N=1024,K=1024,mma=F32_16x16x32_F16,block=128x128x64,waves=2x2,schedule=PREFETCH",
        "M=1024,N=1024,K=1024,mma=F32_16x16x32_F16,block=128x128x64,waves=2x2,schedule=NONE",
        "M=256,N=256,K=256,mma=F32_16x16x16_F16,block=64x64x32,waves=2x2,schedule=PREFETCH",
        "M=256,N=256,K=256,mma=F32_32x32x16_F16,block=64x64x32,waves=2x2,schedule=PREFETCH",
        "M=512,N=768,K=1024,mma=F32_16x16x32_BF16,block=128x128x64,waves=2x2,schedule=PREFETCH",
        "M=256,N=256,K=256,mma=F32_16x16x32_F16,block=64x64x32,waves=1x1,schedule=NONE",
    ],
    "gfx942": [
        "M=1024,N=1024,K=1024,mma=F32_16x16x16_F16,block=128x128x64,waves=2x2,schedule=PREFETCH",
        "M=1024,N=1024,K=1024,mma=F32_16x16x16_F16,block=128x128x64,waves=2x2,schedule=NONE",
        "M=256,N=256,K=256,mma=F32_32x32x8_F16,block=64x64x32,waves=2x2,schedule=PREFETCH",
        "M=512,N=768,K=1024,mma=F32_16x16x16_F16,block=128x128x64,waves=2x2,schedule=PREFETCH",
        "M=256,N=256,K=256,mma=F32_16x16x16_F16,block=64x64x32,waves=1x1,schedule=NONE",
    ],
}

#: Rows per config: the emitter's text, the default pipeline, the pipeline with the
#: cross_barrier_loads option, Wave's LLVM path.
VERSIONS = ("unscheduled", "scheduled", "scheduled+xbar", "llvm")

CHILD = r"""
import json, os, sys, glob, tempfile, time
os.environ["WAVE_CACHE_ON"] = "0"
backend, target, params, out, kname = sys.argv[1:6]
import wave_asm_ext
from wave_asm_ext.kernels import registry
import wave_lang.kernel.wave.compile as wc
import wave_asm_ext.pipeline as pipeline
kernel, hp, okw = registry.get_kernel(kname, target, registry.parse_params(params))
if backend == "asm":
    # keep the MLIR Wave hands to the emitter too: emitter changes are then measured
    # by re-emitting it (--reemit) instead of recompiling through Wave
    seen = {}
    compile_mlir = pipeline.compile_mlir
    def capture(mlir_text, *a, **k):
        seen["mlir"], seen["codeobj"] = mlir_text, k.get("codeobj", "5")
        return compile_mlir(mlir_text, *a, **k)
    pipeline.compile_mlir = capture
    opts = wc.WaveCompileOptions(subs=hp, backend="asm", wave_runtime=True, compile_to_asm=True,
                                 canonicalize=True, **okw)
    wc.wave_compile(opts, kernel)
    r = wave_asm_ext.last_result()
    unscheduled = r.before_asm
    if r.report.get("emission", {}).get("descriptor fold") == "kept":
        # ("unscheduled" is the emitter's default text: the pass scheduled the folded one)
        from wave_asm_ext.emit import emit_mlir
        unscheduled = emit_mlir(seen["mlir"], target, seen["codeobj"], fold_srd_offsets=False)
    json.dump({"unscheduled": unscheduled, "scheduled": r.asm,
               "pass_time_s": r.timings_s.get("postpass"), **seen}, open(out, "w"))
else:
    with tempfile.TemporaryDirectory() as d:
        opts = wc.WaveCompileOptions(subs=hp, backend="llvm", device="hip", canonicalize=True,
                                     dump_intermediates=d, **okw)
        wc.wave_compile(opts, kernel)
        (asm_path,) = glob.glob(os.path.join(d, "**", "*.rocmasm"), recursive=True) or [None]
        json.dump({"llvm": open(asm_path).read()}, open(out, "w"))
"""


#: Post-emit pass options of each recomputed version.
PASS_OPTIONS = {"scheduled": {}, "scheduled+xbar": {"cross_barrier_loads": True}}


class CompileError(RuntimeError):
    """One or both Wave compiles of a config failed: ``failures`` maps backend ("asm",
    "llvm") to a one-line reason (the last line of the child's stderr); ``texts`` holds
    what the other backend produced."""

    def __init__(self, target: str, params: str, failures: dict, stderr: dict, texts: dict):
        self.failures, self.texts = failures, texts
        super().__init__("\n".join(f"{b} compile of {target} {params} failed:\n{stderr[b][-2000:]}" for b in failures))


def _key(target: str, params: str, backend: str, kernel: str = "gemm") -> Path:
    safe = params.replace(",", "_").replace("=", "")
    prefix = "" if kernel == "gemm" else f"{kernel}_"
    return CACHE / f"{prefix}{target}_{safe}_{backend}.json"


def reemit(texts: dict, target: str) -> bool:
    """Replace the cached emitter text ("unscheduled") by the current emitter's output for
    the cached MLIR, where the cache has it (compiles cached before the MLIR was kept do
    not: False, the text stays). What ``compile_mlir`` does before the post-emit pass."""
    if "mlir" not in texts:
        return False
    from wave_asm_ext.emit import emit_mlir

    texts["unscheduled"] = emit_mlir(texts["mlir"], target=target, codeobj=texts.get("codeobj", "5"))
    return True


def reschedule(texts: dict, target: str, versions=("scheduled", "scheduled+xbar")) -> None:
    """"scheduled" (and "scheduled+xbar", the cross_barrier_loads option) from the cached
    unscheduled text with the current post-emit pass: exactly what compile_mlir does
    (``emission.schedule_emission``: the emitter text through the pass, and where its K loop
    stays short of its binding bound the folded emission too, judged), so a cache
    made with older pass code never shows stale schedules. Without cached MLIR: the text
    through ``run_postpass`` alone. ``texts[version + "_emission"]``: the judgement."""
    import time

    from wave_asm_ext.emission import schedule_emission
    from wave_asm_ext.isa import parse_asm, print_program
    from wave_asm_ext.passes import run_postpass

    from wave_asm_ext.pipeline import with_grid_option

    for version in versions:
        # (the grid the cached MLIR declares, as compile_mlir passes it; none without MLIR)
        opts = with_grid_option(texts.get("mlir", ""), PASS_OPTIONS[version])
        t0 = time.process_time()
        if "mlir" in texts:
            got = schedule_emission(texts["mlir"], target, texts.get("codeobj", "5"), opts,
                                    default_text=texts["unscheduled"])
            prog = got.program
            texts[f"{version}_emission"] = got.judgement
        else:
            prog, _ = run_postpass(parse_asm(texts["unscheduled"], "<emitted>"), target, opts)
        texts[f"{version}_pass_s"] = time.process_time() - t0
        texts[version] = print_program(prog)


def failure_reason(stderr: str, returncode: int) -> str:
    """One line for a failed compile: the exception's class with the compiler's first
    ``error:`` diagnostic when there is one (IREE prints its diagnostics before a trailer
    line), else the last exception line, else the last line of stderr."""
    lines = [ln.strip() for ln in stderr.splitlines() if ln.strip()]
    exc = next((ln for ln in reversed(lines) if re.match(r"^[\w.]+(Error|Exception)\b", ln)), None)
    diag = next((ln[ln.index("error: "):] for ln in lines if "error: " in ln), None)
    if exc and diag:
        text = f"{exc.split(':', 1)[0].rsplit('.', 1)[-1]}: {diag}"
    else:
        text = exc or diag or (lines[-1] if lines else f"exit code {returncode}")
    return text[:300]


def compile_texts(target: str, params: str, kernel: str = "gemm") -> dict:
    """Both backends' texts of one config (``kernel``: the registry's "gemm" or "gemm_tt"),
    each compiled once in a fresh process and cached; CompileError after trying both if
    either fails (failures are not cached)."""
    texts, failures, stderr = {}, {}, {}
    for backend in ("asm", "llvm"):
        path = _key(target, params, backend, kernel)
        if not path.exists():
            CACHE.mkdir(parents=True, exist_ok=True)
            res = subprocess.run([sys.executable, "-c", CHILD, backend, target, params, str(path), kernel],
                                 capture_output=True, text=True, env=_CHILD_ENV)
            if res.returncode != 0:
                failures[backend] = failure_reason(res.stderr, res.returncode)
                stderr[backend] = res.stderr
                continue
        texts.update(json.loads(path.read_text()))
    if failures:
        raise CompileError(target, params, failures, stderr, texts)
    return texts


def grid_of(texts: dict) -> int | None:
    """The workgroups of the grid the cached MLIR declares (``emit.grid``; None without MLIR)."""
    from wave_asm_ext.emit.grid import grid_workgroups

    return grid_workgroups(texts["mlir"]) if "mlir" in texts else None


def measure(text: str, target: str, name: str, mca: bool = True, mca_timeout: float = 10.0,
            grid: int | None = None) -> dict:
    """Metrics and cycle-model figures of one version; ``grid``: the dispatch's workgroups,
    the model then runs the waves per SIMD that grid keeps resident (``Target.for_grid``:
    at most the version's occupancy), as the pass judged its schedules."""
    from wave_asm_ext.check import check_program
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.metrics import compute_metrics
    from wave_asm_ext.sim.cycles import estimate_cycles
    from wave_asm_ext.target import load_target

    tgt = load_target(target)
    prog = parse_asm(text, name)
    kernel = prog.entry_kernels[0]
    m = compute_metrics(kernel, tgt, cycles=False)
    model_tgt = tgt.for_grid(grid) if grid else tgt
    rep = estimate_cycles(kernel, model_tgt, mem_latency="both", mca=mca, mca_timeout=mca_timeout).to_dict()
    row = {
        "peak_vgpr": m["peak_vgpr_unified"],
        "s_waitcnt": m["s_waitcnt"],
        "s_nop": m["s_nop"],
        "instructions": m["instructions"],
        "findings": len(check_program(prog, tgt)),
        "waves_per_simd": rep.get("waves_per_simd"),
        "grid": grid,
    }
    waves = rep.get("waves_per_simd") or 1
    for scen in ("l2_hit", "dram_miss"):
        loop = rep["scenarios"][scen].get("loop") or {}
        # The model runs `waves` waves per SIMD; per wave-iteration figures compare
        # schedules whose occupancy differs (ours vs LLVM's register use).
        cpi = loop.get("cycles_per_iter")
        row[f"{scen}_cyc_iter"] = cpi / waves if cpi else None
        row[f"{scen}_mfma_util"] = loop.get("mfma_utilization")
        # Whole-kernel figure: comparable where LLVM unrolled the K loop away (no loop).
        row[f"{scen}_total"] = rep["scenarios"][scen]["total_cycles"] / waves
        row[f"{scen}_kernel_util"] = rep["scenarios"][scen]["mfma_utilization"]
        bound = loop.get("bound_per_iter")
        row[f"{scen}_bound"] = bound / waves if bound else None
        # Matrix-pipe clk of one iteration: the work measure the summary divides by (the
        # binding bound above can be the issue of a wave, which grows with the instructions).
        busy = loop.get("mfma_busy_per_iter")
        row[f"{scen}_mfma_busy"] = busy / waves if busy else None
    mca = rep.get("llvm_mca") or {}
    row["llvm_mca"] = mca.get("cycles_per_iter_clk") if mca.get("status") == "ok" else (mca.get("status") or "n/a")
    return row


def fmt(v, pct=False):
    if v is None:
        return "-"
    if pct:
        return f"{v:.0%}"
    if isinstance(v, float):
        return f"{v:,.0f}"
    return str(v)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--target", default="both", choices=["gfx950", "gfx942", "both"])
    ap.add_argument("--quick", action="store_true", help="first two configs per target only")
    ap.add_argument("--json", help="also write all rows here")
    args = ap.parse_args()
    targets = ["gfx950", "gfx942"] if args.target == "both" else [args.target]
    all_rows = []
    for target in targets:
        configs = CONFIGS[target][:2] if args.quick else CONFIGS[target]
        for params in configs:
            texts = compile_texts(target, params)
            reschedule(texts, target)
            for version in VERSIONS:
                row = measure(texts[version], target, f"{target}:{version}", grid=grid_of(texts))
                ps = texts.get(f"{version}_pass_s")
                row.update(target=target, config=params, version=version,
                           pass_ms=round(1000 * ps, 1) if ps is not None else None)
                all_rows.append(row)
    print(f"command: python {' '.join(sys.argv)}")
    cols = ["version", "waves_per_simd", "l2_hit_cyc_iter", "dram_miss_cyc_iter", "l2_hit_mfma_util", "dram_miss_mfma_util",
            "l2_hit_bound", "l2_hit_total", "dram_miss_total", "dram_miss_kernel_util", "llvm_mca", "peak_vgpr",
            "s_waitcnt", "s_nop", "instructions", "findings", "pass_ms"]
    heads = ["version", "waves/SIMD", "loop clk/wave-iter L2", "loop clk/wave-iter DRAM", "loop MFMA% L2", "loop MFMA% DRAM",
             "bound clk/wave-iter", "kernel clk/wave L2", "kernel clk/wave DRAM", "kernel MFMA% DRAM", "llvm-mca clk/iter",
             "peak VGPR", "waits", "nops", "instrs", "checker findings", "pass ms"]
    current = None
    for r in all_rows:
        if (r["target"], r["config"]) != current:
            current = (r["target"], r["config"])
            print(f"\n### {r['target']} {r['config']}\n")
            print("| " + " | ".join(heads) + " |")
            print("|" + "---|" * len(heads))
        print("| " + " | ".join(fmt(r.get(c), pct="util" in c) for c in cols) + " |")
    # Summary: scheduled vs llvm and vs unscheduled, per scenario. Loop figures are
    # compared per unit of MFMA work (loop clk / MFMA bound of the loop): LLVM unrolls
    # some K loops (its iteration is then two of ours) and runs other occupancies.
    print("\n### Summary (loop clk per MFMA-bound clk, i.e. per equal work; whole-kernel clk per wave "
          "where a version has no loop)\n")
    for mine in ("scheduled", "scheduled+xbar"):
        for scen in ("l2_hit", "dram_miss"):
            r = ratio_summary(all_rows, mine, scen)
            print(f"- {mine}, {scen}: {mine}/llvm median {r['vs_llvm_median']:.3f}, max {r['vs_llvm_max']:.3f} "
                  f"({r['worst']}); configs with {mine} <= llvm: {r['le_llvm']}/{r['n']}; "
                  f"unscheduled/{mine} median {r['unsched_median']:.2f}, max {r['unsched_max']:.2f}")
    print(vgpr_summary(all_rows))
    if args.json:
        Path(args.json).write_text(json.dumps(all_rows, indent=1))
    return 0


def point_key(row: dict) -> tuple:
    """A config's identity in the rows: target, registry kernel ("gemm" unless given), params."""
    return (row["target"], row.get("kernel", "gemm"), row["config"])


def point_label(row: dict) -> str:
    return row.get("label") or f"{row['target']} {row['config']}"


def group_points(rows: list[dict]) -> list[tuple[tuple, dict]]:
    """[(point key, {version: row})], targets in order of appearance, then kernel and params sorted."""
    groups: dict[tuple, dict] = {}
    for r in rows:
        groups.setdefault(point_key(r), {})[r["version"]] = r
    order = list(dict.fromkeys(k[0] for k in groups))
    return sorted(groups.items(), key=lambda kv: (order.index(kv[0][0]), kv[0][1], kv[0][2]))


def compared(by: dict, scen: str) -> tuple[str, dict]:
    """The figure the summary compares for one config: ("loop", loop clk / matrix-pipe clk
    of the loop's MFMAs per version, i.e. per equal work) when every version has a loop with
    MFMAs, else ("kernel", whole-kernel clk per wave per version) — LLVM unrolls some K loops
    away or doubles their iteration. The MFMA clk, not the binding lower bound: where a
    version's loop is issue-bound, that bound grows with its instruction count."""
    if all(by[v][f"{scen}_cyc_iter"] and by[v].get(f"{scen}_mfma_busy") for v in by):
        return "loop", {v: by[v][f"{scen}_cyc_iter"] / by[v][f"{scen}_mfma_busy"] for v in by}
    return "kernel", {v: by[v][f"{scen}_total"] for v in by}


def ratio_summary(rows: list[dict], mine: str, scen: str) -> dict:
    """``mine`` vs llvm and unscheduled vs ``mine`` over all configs in ``rows`` at one
    latency scenario: medians, maxima (with the worst config vs llvm), the count of
    configs with ``mine`` <= llvm, and the configs where ``mine`` is slower than llvm
    (label, basis, mine's figure, llvm's figure, ratio)."""
    vs_llvm, vs_unsched, worst, over = [], [], None, []
    for _key, by in group_points(rows):
        basis, val = compared(by, scen)
        s, l, u = (val[v] for v in (mine, "llvm", "unscheduled"))
        vs_llvm.append(s / l)
        vs_unsched.append(u / s)
        label = point_label(by[mine])
        if worst is None or s / l > worst[0]:
            worst = (s / l, label)
        if s > l:
            over.append((label, basis, s, l, s / l))
    return {"n": len(vs_llvm), "vs_llvm_median": statistics.median(vs_llvm), "vs_llvm_max": max(vs_llvm),
            "worst": worst[1], "le_llvm": sum(x <= 1.0 for x in vs_llvm),
            "unsched_median": statistics.median(vs_unsched), "unsched_max": max(vs_unsched), "over": over}


def vgpr_over(rows: list[dict], mine: str) -> tuple[int, list[tuple]]:
    """(number of configs, [(label, mine's peak, llvm's peak, mine's waves/SIMD, llvm's)]
    where ``mine``'s peak live VGPR+AGPR units exceed LLVM's)."""
    points = sorted(group_points(rows), key=lambda kv: kv[0])
    over = [(point_label(by[mine]), by[mine]["peak_vgpr"], by["llvm"]["peak_vgpr"],
             by[mine]["waves_per_simd"], by["llvm"]["waves_per_simd"])
            for _key, by in points if by[mine]["peak_vgpr"] > by["llvm"]["peak_vgpr"]]
    return len(points), over


def vgpr_summary(rows: list[dict], mines=("scheduled", "scheduled+xbar")) -> str:
    """Peak live VGPR+AGPR units of each of our versions vs LLVM's, per config (the issue's
    "peak VGPR <= LLVM's"), with the waves/SIMD of both where ours is higher."""
    lines = []
    for mine in mines:
        n, over = vgpr_over(rows, mine)
        text = [f"{label}: {s} vs {l} ({ws} vs {wl} waves/SIMD)" for label, s, l, ws, wl in over]
        lines.append(f"- {mine}: peak VGPR <= llvm on {n - len(over)}/{n} configs"
                     + ("; higher: " + "; ".join(text) if text else ""))
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
