"""Post-emit pass time: ms per 1,000 instructions, on the LLVM corpus, on the emitter's GEMM
kernels (the MLIR fixtures, emitted without Wave's front end), on random GEMM-mix code of
growing size, also on virtual registers (register allocation then runs), and on a declared
multi-wave kernel of growing size (LLVM's gfx950 GEMM with its loop body unrolled in a
straight line, as bench_instruments.py builds it: the scheduler's model judgements of
kernels whose waves share a SIMD run there) (budget: <= 50 ms per 1,000 instructions,
near-linear to 20,000).

CPU time of this process and its children (the judgements' other runs of the passes may run
in child processes: ``passes.alternatives``), best of ``--repeat`` runs (the machine is
shared); the last column is the wall-clock time of those runs.
Usage: python scripts/bench_passes.py [--repeat 3] [--effort full|fast] [--jobs N]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import bench_instruments  # noqa: E402  (its unrolled_source builds the large declared kernel)


def gen(n: int) -> str:
    r = random.Random(n)
    out = []
    for i in range(n):
        t = r.choice(range(8, 72, 4))
        k = r.choice("bdmmvv")
        if i and i % 200 == 0:
            out.append("s_barrier")
        elif k == "b":
            out.append(f"buffer_load_dwordx4 v[{t}:{t + 3}], v0, s[4:7], 0 offen")
        elif k == "d":
            out.append(f"ds_read_b128 v[{t}:{t + 3}], v1 offset:{r.choice([0, 16, 32])}")
        elif k == "m":
            a, b = r.choice(range(8, 72, 4)), r.choice(range(8, 72, 4))
            out.append(f"v_mfma_f32_16x16x16_f16 v[{t}:{t + 3}], v[{a}:{a + 1}], v[{b}:{b + 1}], v[{t}:{t + 3}]")
        else:
            out.append(f"v_add_u32_e32 v{r.randrange(8, 76)}, v{r.randrange(8, 76)}, v{r.randrange(8, 76)}")
    return "\n".join(out) + "\ns_endpgm\n"


def virtual(text: str) -> str:
    """``gen``'s code on virtual VGPRs (``vN`` -> ``%v(N+100)`` for the pool N >= 8, each
    first copied from its physical register): the register allocation pass has work."""
    def name(m: re.Match) -> str:
        if m.group(1) is not None:
            n = int(m.group(1))
            return m.group(0) if n < 8 else f"%v{n + 100}"
        return f"%v[{int(m.group(2)) + 100}:{int(m.group(3)) + 100}]"

    body = re.sub(r"(?<![\w%])v(?:(\d+)\b(?!:)|\[(\d+):(\d+)\])", name, text)
    return "".join(f"v_mov_b32_e32 %v{n + 100}, v{n}\n" for n in range(8, 76)) + body


def _cpu_now() -> float:
    """CPU seconds of this process and its reaped children (the passes' judgements may run
    in child processes: ``passes.alternatives``; each is reaped before the pass returns)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def _cpu(fn, repeat: int, setup=lambda: None) -> tuple[float, float]:
    """(CPU time, wall-clock time) of the run of ``fn(setup())`` with the least CPU time of
    ``repeat`` runs, children included; ``setup`` runs outside the timer (a fresh parse:
    the passes change the program in place)."""
    best = (float("inf"), 0.0)
    for _ in range(repeat):
        arg = setup()
        t0, w0 = _cpu_now(), time.perf_counter()
        fn(arg)
        best = min(best, (_cpu_now() - t0, time.perf_counter() - w0))
    return best


def main() -> int:
    from wave_asm_ext.emit import emit_mlir
    from wave_asm_ext.isa import parse_asm, parse_file
    from wave_asm_ext.passes import run_postpass
    from wave_asm_ext.target import load_target

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--effort", default="full", help="the post-emit pass's effort level (passes.effort): full | fast")
    ap.add_argument("--jobs", type=int, default=None,
                    help="the pass option jobs (child processes for the judgements' runs; default: the CPUs)")
    args = ap.parse_args()
    opts = {"effort": args.effort, "jobs": args.jobs}
    t942 = load_target("gfx942")
    print(f"command: python scripts/bench_passes.py --repeat {args.repeat} --effort {args.effort}"
          + (f" --jobs {args.jobs}" if args.jobs is not None else ""))
    print("| input | instructions | CPU s, parse + pass | ms per 1,000, parse + pass | ms per 1,000, pass only "
          "| wall ms per 1,000, pass only |")
    print("|---|---|---|---|---|---|")
    manifest = json.loads((ROOT / "tests/corpus/manifest.json").read_text())
    files = sorted({(e["asm"], e["target"]) for e in manifest["kernels"]})
    n_total, s_total, p_total, w_total = 0, 0.0, 0.0, 0.0
    for asm, target in files:
        tgt = load_target(target)
        path = str(ROOT / "tests/corpus" / asm)
        n = sum(len(k.instructions) for k in parse_file(path).kernels)
        s_total += _cpu(lambda _: run_postpass(parse_file(path), tgt, opts), args.repeat)[0]
        cpu, wall = _cpu(lambda prog: run_postpass(prog, tgt, opts), args.repeat, lambda: parse_file(path))
        p_total, w_total = p_total + cpu, w_total + wall
        n_total += n
    print(f"| LLVM corpus ({len(files)} files) | {n_total} | {s_total:.3f} | {s_total / n_total * 1e6:.1f} "
          f"| {p_total / n_total * 1e6:.1f} | {w_total / n_total * 1e6:.1f} |")
    # the emitter's kernels: where the cycle model judges (rotation variants, candidate
    # picks, barrier hoist, unrolling), its whole-kernel simulations dominate
    # (twice: at each kernel's occupancy, as run_postpass on a .s does, and judged for the
    # grid the MLIR declares, as wave_compile does since session 62: emit.grid)
    from wave_asm_ext.emit.grid import grid_workgroups

    fixtures = sorted((ROOT / "tests/fixtures/mlir").glob("*.mlir"))
    for label, for_grid in (("", False), (", judged for their grid (the wave_compile default)", True)):
        n_total, s_total, p_total, w_total = 0, 0.0, 0.0, 0.0
        for f in fixtures:
            arch = f.name.split("_")[0]
            tgt = load_target(arch)
            mlir = f.read_text()
            text = emit_mlir(mlir, arch)
            fopts = {**opts, "grid_workgroups": grid_workgroups(mlir)} if for_grid else opts
            n_total += sum(len(k.instructions) for k in parse_asm(text, f.name).kernels)
            s_total += _cpu(lambda _: run_postpass(parse_asm(text, f.name), tgt, fopts), args.repeat)[0]
            cpu, wall = _cpu(lambda prog: run_postpass(prog, tgt, fopts), args.repeat,
                             lambda: parse_asm(text, f.name))
            p_total, w_total = p_total + cpu, w_total + wall
        print(f"| emitter GEMM kernels ({len(fixtures)} MLIR fixtures{label}) | {n_total} | {s_total:.3f} "
              f"| {s_total / n_total * 1e6:.1f} | {p_total / n_total * 1e6:.1f} | {w_total / n_total * 1e6:.1f} |")
    for n in (1000, 5000, 20000):
        text = gen(n)
        secs = _cpu(lambda _: run_postpass(parse_asm(text, "<gen>"), t942, opts), args.repeat)[0]
        only, wall = _cpu(lambda prog: run_postpass(prog, t942, opts), args.repeat, lambda: parse_asm(text, "<gen>"))
        print(f"| random GEMM mix (gfx942) | {n} | {secs:.3f} | {secs / n * 1e6:.1f} | {only / n * 1e6:.1f} "
              f"| {wall / n * 1e6:.1f} |")
    for n in (1000, 20000):
        text = virtual(gen(n))
        size = len(parse_asm(text, "<gen>").kernels[0].instructions)
        secs = _cpu(lambda _: run_postpass(parse_asm(text, "<gen>"), t942, opts), args.repeat)[0]
        only, wall = _cpu(lambda prog: run_postpass(prog, t942, opts), args.repeat, lambda: parse_asm(text, "<gen>"))
        print(f"| the same on virtual registers (gfx942) | {size} | {secs:.3f} | {secs / size * 1e6:.1f} "
              f"| {only / size * 1e6:.1f} | {wall / size * 1e6:.1f} |")
    t950 = load_target("gfx950")
    for n in (5000, 20000):
        text, _ = bench_instruments.unrolled_source(bench_instruments.CORPUS["gfx950"], n)
        size = len(parse_asm(text, "<unrolled>").kernels[0].instructions)
        secs = _cpu(lambda _: run_postpass(parse_asm(text, "<unrolled>"), t950, opts), args.repeat)[0]
        only, wall = _cpu(lambda prog: run_postpass(prog, t950, opts), args.repeat, lambda: parse_asm(text, "<unrolled>"))
        print(f"| LLVM gfx950 GEMM, loop body unrolled (2 waves/SIMD declared) | {size} | {secs:.3f} "
              f"| {secs / size * 1e6:.1f} | {only / size * 1e6:.1f} | {wall / size * 1e6:.1f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
