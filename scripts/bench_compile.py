"""Compile-time benchmark: wave_compile(backend="asm") vs backend="llvm" for the same kernel.

Each measurement runs in a fresh process (Wave's tracer cannot compile a kernel object
twice, and a warm process would flatter the second run) with ``WAVE_CACHE_ON=0``.

* asm total  = wave_compile(backend="asm", compile_to_asm=True) + our assemble/link
  (the code object a GPU would load), i.e. Wave's front end + emit + post-emit pass +
  llvm-mc + ld.lld.
* asm back half = MLIR -> code object: emit + post-emit pass + assemble/link.
* llvm total = wave_compile(backend="llvm", device="hip") up to the .vmfb (IREE's
  compile of the same MLIR, which holds the hsaco).
* llvm back half = the time inside wave-lang's ``compile_to_vmfb``.

Usage: python scripts/bench_compile.py [--target gfx950] [-p M=1024,...] [--runs 1]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: the child processes import this checkout's package, not whichever one is installed
#: (a run from a worktree of another commit measured the installed tree: session 83)
CHILD_ENV = {**os.environ, "WAVE_CACHE_ON": "0",
             "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}

CHILD = r"""
import json, os, sys, time, tempfile
os.environ["WAVE_CACHE_ON"] = "0"
backend, target, params = sys.argv[1], sys.argv[2], sys.argv[3]
t_import = time.perf_counter()
import wave_asm_ext
from wave_asm_ext import toolchain
from wave_asm_ext.kernels import registry
import wave_lang.kernel.wave.compile as wc
t0 = time.perf_counter()
kernel, hp, okw = registry.get_kernel("gemm", target, registry.parse_params(params))
back = {}
if backend == "llvm":
    orig = wc.compile_to_vmfb
    def timed(*a, **k):
        s = time.perf_counter(); r = orig(*a, **k); back["llvm"] = time.perf_counter() - s; return r
    wc.compile_to_vmfb = timed
    opts = wc.WaveCompileOptions(subs=hp, backend="llvm", device="hip", canonicalize=True, **okw)
else:
    opts = wc.WaveCompileOptions(subs=hp, backend="asm", wave_runtime=True, compile_to_asm=True,
                                 canonicalize=True, **okw)
t1 = time.perf_counter()
res = wc.wave_compile(opts, kernel)
t2 = time.perf_counter()
if backend == "asm":
    r = wave_asm_ext.last_result()
    with tempfile.TemporaryDirectory() as d:
        s = time.perf_counter()
        toolchain.assemble_and_link(res.asm, target, d, "gemm")
        link = time.perf_counter() - s
    t2 += link
    back["asm"] = r.timings_s.get("emit", 0) + r.timings_s.get("postpass", 0) + link
    back["asm_parts"] = {**{k: round(v, 4) for k, v in r.timings_s.items()}, "assemble_link": round(link, 4)}
print(json.dumps({"build_kernel": t1 - t0, "total": t2 - t1, "back_half": back}))
"""


def run_once(backend: str, target: str, params: str) -> dict:
    out = subprocess.run(
        [sys.executable, "-c", CHILD, backend, target, params],
        capture_output=True, text=True, env=CHILD_ENV,
    )
    if out.returncode != 0:
        raise SystemExit(f"{backend} compile failed:\n{out.stderr[-3000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--target", default="gfx950")
    ap.add_argument("-p", "--params", default="M=1024,N=1024,K=1024,block=128x128x64,waves=2x2,schedule=PREFETCH")
    ap.add_argument("--runs", type=int, default=1)
    args = ap.parse_args()
    rows = {}
    for backend in ("asm", "llvm"):
        runs = [run_once(backend, args.target, args.params) for _ in range(args.runs)]
        rows[backend] = {
            "total": statistics.median(r["total"] for r in runs),
            "back": statistics.median(r["back_half"][backend] for r in runs),
            "parts": runs[-1]["back_half"].get("asm_parts"),
        }
    ratio = rows["asm"]["total"] / rows["llvm"]["total"]
    print(f"command: python scripts/bench_compile.py --target {args.target} -p {args.params} --runs {args.runs}")
    print(f"| backend | wave_compile total (s) | back half MLIR->code object (s) |")
    print(f"|---|---|---|")
    for b in ("asm", "llvm"):
        print(f"| {b} | {rows[b]['total']:.2f} | {rows[b]['back']:.3f} |")
    print(f"asm/llvm total ratio: {ratio:.2f} (target <= 1.2)")
    print(f"asm back half parts (s): {rows['asm']['parts']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
