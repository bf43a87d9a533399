"""Random GEMM configurations off the emitter's matrix, compiled and verified end to end.

The matrix (``tests/fixtures/mlir/matrix.py``) covers the configurations the benchmarks
measure; users ask for others. This draws ``--count`` random ones (template, target, MMA
type the target has, waves, block a multiple of waves x MMA tile, shape a multiple of the
block, K from one to nine blocks — or, for 40 % of them, each dimension short of that by a
multiple of 4 (partial tiles: Wave's masked accesses; from session 52) —, one of Wave's
schedules (``kernels.registry.SCHEDULES``: NONE / PREFETCH / MODULO / FOUR_STAGE; NONE /
PREFETCH only before session 51, so earlier seeds draw differently), a random pass option such as ``--effort fast`` or
``--cross-barrier-loads``) and for each runs what a user runs:

  python -m wave_asm_ext compile KERNEL --target T -p PARAMS [OPTION]   (a fresh process:
      Wave's front end, ``wave_compile(backend="asm")``, the post-emit pass, llvm-mc, ld.lld)
  -> ``scripts/verify_matrix.verify`` on the final assembly: checker findings, then the
     timing-aware emulator against a float64 reference (``--sample``: a grid of more than 16
     workgroups runs its corners and centre)

and prints one line per configuration and a summary. A compile that fails is reported with
the error's last line: a refusal naming the parameter (a template's fixed waves or operand
type), an ``EmitError`` naming the MLIR op and location, or Wave's own front end failing
("Scheduling failed.", which ``backend="llvm"`` hits too). Exit status 1 if any compiled
kernel has checker findings, poison or a mismatch.

``--mxfp4`` draws Wave's MXFP4 GEMM on gfx950 instead (``draw_mxfp4``).

Usage: python scripts/verify_random_configs.py [--seed N] [--count N] [--out-dir DIR] [--mxfp4]
(~10-60 s per configuration: Wave's front end takes ~5 s of it.)
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

from kernels.registry import MXFP4_MMAS, SCHEDULES, TARGET_MMAS as MMA  # noqa: E402  (what the registry accepts)
#: pass options drawn with the configuration (mostly none: the default pipeline)
OPTIONS = [[], [], [], ["--effort", "fast"], ["--cross-barrier-loads"], ["--no-rotate-loads"],
           ["--no-rotate-lds"], ["--no-compact"], ["--no-elide-barriers"], ["--no-alu-cross-barriers"],
           ["--no-remat", "--no-sink"]]


#: the register budgets ``--draw-budget`` gives (an eighth to three eighths of the 512-register
#: file: tight enough that the emitter's pressure fallbacks and the pass's renumbering run)
BUDGETS = (64, 96, 128, 192)

#: the share of configurations drawn with partial tiles (from session 52: earlier seeds draw
#: differently)
PARTIAL = 0.4


def draw(r: random.Random, any_partial: bool = False) -> tuple[str, str, str, list[str], dict]:
    """(kernel, target, PARAMS, pass options, verify's point) of one random configuration.
    ``any_partial``: a partial dimension falls short of the block by any number of elements
    (odd K: bounds inside a dword of a lane's vector), not only by a multiple of 4 (the
    default, which keeps the draws of earlier seeds)."""
    target = r.choice(sorted(MMA))
    kind = r.choice(["gemm", "gemm", "gemm_tt", "gemm_reordered"])
    # gemm_reordered: 4x2 waves and f16 operands (fixed by the template); gemm_tt: 2x2 waves
    mma = r.choice([m for m in MMA[target] if kind != "gemm_reordered" or m.endswith("_F16")])
    mm, mn, mk = map(int, mma.split("_")[1].split("x"))
    wm, wn = {"gemm_tt": (2, 2), "gemm_reordered": (4, 2)}.get(kind) or (r.choice([1, 2, 4]), r.choice([1, 2]))
    bm, bn = min(256, wm * mm * r.choice([1, 2, 4])), min(256, wn * mn * r.choice([1, 2, 4]))
    bk = mk * r.choice([1, 2, 4])
    M, N, K = bm * r.choice([1, 2, 3, 4]), bn * r.choice([1, 2, 3]), bk * r.choice([1, 2, 3, 5, 9])
    sched = r.choice(SCHEDULES)
    if r.random() < PARTIAL:
        # a shape with partial tiles (Wave's masked accesses): each dimension short of a
        # multiple of the block by a multiple of 4 elements (the bound on a dword boundary of a
        # lane's f16 / f8 vector; these were the only supported ones before session 55 and
        # stay the default so that earlier seeds draw the same), or by any number with
        # --any-partial (bounds inside a dword: element-by-element loads, emit/masked.py)
        step = 1 if any_partial else 4
        M, N, K = (d - step * r.randrange(b // step) if b > 4 else d for d, b in ((M, bm), (N, bn), (K, bk)))
    params = f"M={M},N={N},K={K},mma={mma},block={bm}x{bn}x{bk},waves={wm}x{wn},schedule={sched}"
    if kind == "gemm_reordered":
        params += f",group_m={r.choice([1, 2, 4])}"
    point = dict(target=target, kind=kind, M=M, N=N, K=K, bm=bm, bn=bn, wm=wm, wn=wn, dtype=mma.split("_")[-1])
    return kind, target, params, r.choice(OPTIONS), point


def draw_mxfp4(r: random.Random) -> tuple[str, str, str, list[str], dict]:
    """``--mxfp4``: one random ``gemm_mxfp4`` configuration (gfx950; the template's 2x2 waves;
    a block of 1-4 MMA tiles per wave in M and N and 1-2 MMA K steps; K a multiple of the
    32-value scale block; 40 % with partial tiles, M and N short by a multiple of 4 and K by a
    multiple of 32; schedule NONE or MODULO, the ones Wave's front end schedules for it)."""
    mma = r.choice(MXFP4_MMAS)
    mm, _, mk = map(int, mma.split("_")[1].split("x"))
    bm, bn, bk = 2 * mm * r.choice([1, 2, 4]), 2 * mm * r.choice([1, 2, 4]), mk * r.choice([1, 2])
    M, N, K = bm * r.choice([1, 2, 3]), bn * r.choice([1, 2, 3]), bk * r.choice([1, 2, 3, 5])
    if r.random() < PARTIAL:
        M, N = (d - 4 * r.randrange(b // 4) for d, b in ((M, bm), (N, bn)))
        K -= 32 * r.randrange(bk // 32)
    sched = r.choice(["NONE", "MODULO"])
    params = f"M={M},N={N},K={K},mma={mma},block={bm}x{bn}x{bk},schedule={sched}"
    point = dict(target="gfx950", kind="gemm_mxfp4", M=M, N=N, K=K, bm=bm, bn=bn, wm=2, wn=2, dtype="F8F6F4")
    return "gemm_mxfp4", "gfx950", params, r.choice(OPTIONS), point


def run_one(kind: str, target: str, params: str, options: list[str], point: dict, out_dir: Path) -> dict:
    """Compile (a fresh process, Wave's cache off) and verify one configuration."""
    from verify_matrix import verify

    t0 = time.perf_counter()
    p = subprocess.run([sys.executable, "-m", "wave_asm_ext", "compile", kind, "--target", target, "-p", params,
                        "--out-dir", str(out_dir), *options], capture_output=True, text=True, cwd=ROOT,
                       env={**os.environ, "WAVE_CACHE_ON": "0"})
    secs = time.perf_counter() - t0
    if p.returncode:
        # the error, not a warning Wave's front end printed after it, nor a code object the
        # descriptor check refused (the CLI prints that verdict on stdout and exits 1)
        errors = [l for l in p.stderr.strip().splitlines() if l.strip() and not l.startswith("WARNING")]
        refused = [l.strip() for l in p.stdout.splitlines() if l.startswith("descriptor check")]
        if refused and not errors:   # (compiled, into a code object that must not load: a bad one)
            return {"compiled": True, "verified": False, "error": refused[-1], "seconds": secs}
        return {"compiled": False, "error": (errors or ["(no message)"])[-1], "seconds": secs}
    asm = next(f for f in out_dir.iterdir() if f.suffix == ".s" and ".before" not in f.name)
    try:
        res = verify(asm.read_text(), point, sample=True)
    except Exception as e:  # noqa: BLE001 - an instrument that cannot run is a finding too
        return {"compiled": True, "verified": False, "error": f"{type(e).__name__}: {e}", "seconds": secs}
    return {"compiled": True, "verified": True, "seconds": secs, **res}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--any-partial", action="store_true",
                    help="partial shapes short of the block by any number of elements (odd K and the like; "
                         "default: multiples of 4, the draws earlier seeds were recorded with)")
    ap.add_argument("--out-dir", help="keep each compile's output here (default: a temporary folder)")
    ap.add_argument("--mxfp4", action="store_true",
                    help="draw MXFP4 GEMMs on gfx950 instead (draw_mxfp4: gemm_mxfp4, its MMA types, blocks, "
                         "partial tiles, NONE / MODULO)")
    ap.add_argument("--draw-budget", action="store_true",
                    help="also give each configuration a register budget (--max-vgprs, one of "
                         f"{'/'.join(map(str, BUDGETS))}, from its own random stream so the configurations "
                         "drawn stay those of the seed); a budget the kernel cannot keep is a refusal")
    args = ap.parse_args()
    r = random.Random(args.seed)
    rb = random.Random(f"budget {args.seed}")
    tmp = tempfile.TemporaryDirectory()
    base = Path(args.out_dir) if args.out_dir else Path(tmp.name)
    counts = {"match": 0, "bad": 0, "refused": 0, "wave front end": 0, "instrument": 0}
    for i in range(args.count):
        kind, target, params, options, point = draw_mxfp4(r) if args.mxfp4 else draw(r, args.any_partial)
        if args.draw_budget:
            options = [*options, "--max-vgprs", str(rb.choice(BUDGETS))]
        res = run_one(kind, target, params, options, point, base / f"{args.seed}_{i}")
        head = f"{i} {kind} {target} {params} {' '.join(options) or '(defaults)'} {res['seconds']:.1f}s:"
        if not res["compiled"]:
            front = "Wave's front end failed" in res["error"] or "Scheduling failed" in res["error"]
            key = "wave front end" if front else "refused"
            counts[key] += 1
            print(head, "not compiled:", res["error"], flush=True)
        elif not res["verified"]:
            counts["instrument"] += 1
            print(head, "NOT VERIFIED:", res["error"], flush=True)
        else:
            ok = res["match"] and not res["poison"] and res["findings"] == 0
            counts["match" if ok else "bad"] += 1
            print(head, "ok" if ok else "MISMATCH", f"findings {res['findings']} max error {res['max_err']:.3g}"
                  f" poison {res['poison']} ({res['workgroups']} workgroups)", flush=True)
    print("summary:", ", ".join(f"{k} {v}" for k, v in counts.items()), f"(seed {args.seed}, {args.count} drawn)")
    return 1 if counts["bad"] or counts["instrument"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
