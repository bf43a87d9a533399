#!/usr/bin/env python3
"""Audit s_nop and s_waitcnt against the checker, one wait state or one count at a time.

For every ``s_nop N`` (lowered to ``s_nop N-1``, or removed for N = 0) and every counter of
every ``s_waitcnt`` (relaxed by one: ``vmcnt(N)`` -> ``vmcnt(N+1)``, dropped past the
counter's maximum) of a program, one change at a time: does the checker find something?

* on LLVM's own code (default: the foreign suite and the LLVM corpus), an unflagged change
  is a wait LLVM needed by its rules and the checker does not require: either LLVM is
  conservative there or the DB / checker misses a rule (session 47 found two rules this
  way: the gfx950 scaled-MFMA scale operands, and a DS access after an LDS-DMA load);
* with ``--pass``, on the post-emit pass's output for the same inputs, an unflagged change
  is a wait or wait state the pass could have left out (the issue's "fewest wait states",
  "minimal waits").

  python scripts/audit_waits.py           # LLVM's code
  python scripts/audit_waits.py --pass    # the pass's output
"""
from __future__ import annotations

import argparse
import glob
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

MAX = {"vmcnt": 63, "lgkmcnt": 15, "expcnt": 7}


def variants(line: str) -> list[tuple[str, str]]:
    """(what, replacement line) for each one-step relaxation of ``line``."""
    code = line.split(";")[0]
    out = []
    m = re.match(r"^(\s*)s_nop\s+(\d+)\s*$", code)
    if m:
        n = int(m.group(2))
        out.append((f"s_nop {n}", f"{m.group(1)}s_nop {n - 1}" if n else ""))
    m = re.match(r"^(\s*)s_waitcnt\s+(.*)$", code)
    if m:
        parts = re.findall(r"(vmcnt|lgkmcnt|expcnt)\((\d+)\)", m.group(2))
        for k, (cnt, n) in enumerate(parts):
            rest = [f"{c}({v})" for j, (c, v) in enumerate(parts) if j != k]
            if int(n) + 1 <= MAX[cnt]:
                rest.append(f"{cnt}({int(n) + 1})")
            out.append((f"{cnt}({n})", (m.group(1) + "s_waitcnt " + " ".join(rest)) if rest else ""))
    return out


def main() -> int:
    from wave_asm_ext.check import check_program
    from wave_asm_ext.isa import parse_asm, parse_file, print_program
    from wave_asm_ext.passes import run_postpass
    from wave_asm_ext.target import load_target

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pass", dest="passes", action="store_true", help="audit the post-emit pass's output")
    ap.add_argument("files", nargs="*", help="assembly files (default: tests/foreign and tests/corpus)")
    args = ap.parse_args()
    files = args.files or sorted(set(glob.glob(str(ROOT / "tests/foreign/gfx9*/*.s"))
                                     + glob.glob(str(ROOT / "tests/corpus/*/gfx9*/*.s"))))
    total, unflagged = {"s_nop": 0, "s_waitcnt": 0}, []
    for f in files:
        tgt = load_target("gfx950" if "gfx950" in f else "gfx942")
        if args.passes:
            out, _ = run_postpass(parse_file(f), tgt)
            text = print_program(out)
        else:
            text = Path(f).read_text()
        lines = text.split("\n")
        if check_program(parse_asm(text, f), tgt):
            print(f"skipped (the checker finds something as it is): {f}")
            continue
        for i, line in enumerate(lines):
            for what, repl in variants(line):
                total["s_nop" if what.startswith("s_nop") else "s_waitcnt"] += 1
                new = lines[:]
                new[i] = repl
                if not check_program(parse_asm("\n".join(new), f), tgt):
                    unflagged.append((f, i + 1, what, line.strip()))
    print(f"command: python scripts/audit_waits.py{' --pass' if args.passes else ''} ({len(files)} files)")
    print(f"| relaxations | s_nop | s_waitcnt counters |\n|---|---|---|\n"
          f"| tried | {total['s_nop']} | {total['s_waitcnt']} |\n"
          f"| unflagged by the checker | {sum(w.startswith('s_nop') for _, _, w, _ in unflagged)} "
          f"| {sum(not w.startswith('s_nop') for _, _, w, _ in unflagged)} |")
    for f, n, what, line in unflagged:
        print(f"  {Path(f).relative_to(ROOT) if Path(f).is_absolute() else f}:{n} {what}: {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
