#!/usr/bin/env python3
"""Time the checker (parse + check) on a synthetic ~20k-instruction kernel.

The kernel is a corpus GEMM (tests/corpus/wave/<arch>/gemm_1024_*.s) whose K-loop body
is repeated until the file holds at least ``--instructions`` instructions; the loop
back-edge stays, so the data-flow still iterates. Prints the instruction count, the
time, and the number of findings.

    python scripts/bench_check.py [--arch gfx942] [--instructions 20000]
"""

from __future__ import annotations

import argparse
import glob
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def synthetic_kernel_text(arch: str, instructions: int) -> str:
    path = sorted(glob.glob(str(ROOT / f"tests/corpus/wave/{arch}/gemm_1024_*.s")))[0]
    lines = Path(path).read_text().splitlines()
    # the loop: from its label to the conditional branch back to it
    back = next(i for i, ln in enumerate(lines) if re.match(r"\s*s_cbranch_\w+\s+(\.L\w+)", ln)
                and any(l2.strip() == re.match(r"\s*s_cbranch_\w+\s+(\.L\w+)", ln).group(1) + ":" for l2 in lines[:i]))
    label = re.match(r"\s*s_cbranch_\w+\s+(\.L\w+)", lines[back]).group(1)
    head = next(i for i, ln in enumerate(lines) if ln.strip() == label + ":")
    body = [ln for ln in lines[head + 1:back] if ln.strip() and not ln.strip().startswith((";", "."))]
    # drop the loop-control instructions (counter update / compare) from the copies
    # so each copy is straight-line code; the originals stay once at the end
    copies = [ln for ln in body if not re.match(r"\s*s_(cmp|add_u32|add_i32|addc)", ln)]
    total = sum(1 for ln in lines if re.match(r"\s+[a-z]", ln) and not ln.strip().startswith("."))
    reps = max(0, (instructions - total) // max(len(copies), 1) + 1)
    return "\n".join(lines[:head + 1] + copies * reps + lines[head + 1:]) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--arch", default="gfx942")
    ap.add_argument("--instructions", type=int, default=20000)
    args = ap.parse_args(argv)
    from wave_asm_ext.check import check_program
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.target import load_target

    text = synthetic_kernel_text(args.arch, args.instructions)
    target = load_target(args.arch)  # DB load/validation is not part of the timed work
    c0, t0 = time.process_time(), time.perf_counter()
    prog = parse_asm(text, "<bench>")
    t1 = time.perf_counter()
    findings = check_program(prog, target)
    t2, c2 = time.perf_counter(), time.process_time()
    n = sum(len(k.instructions) for k in prog.kernels)
    print(f"{args.arch}: {n} instructions: parse {t1 - t0:.2f} s + check {t2 - t1:.2f} s = {t2 - t0:.2f} s; "
          f"{len(findings)} findings; CPU {c2 - c0:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
