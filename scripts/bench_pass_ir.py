"""Post-emit pass cost in executed instructions (callgrind), for changes smaller than the timing noise.

On a shared VM the pass's CPU time over the same kernels varies by ~7 % between runs and a
single kernel's by ~20 % (BENCHMARKS, session 33); a change worth a few percent cannot be seen
in it. Instruction counts are deterministic: this runs the pass on the MLIR fixtures' emitted
kernels in a child process under ``valgrind --tool=callgrind`` and subtracts the same child run
without the pass (imports, DB load, emit, parse), so the figure is the pass's own.

Usage: python scripts/bench_pass_ir.py [--fixtures NAME,NAME,...|all] [--every N] [--root DIR]
                                       [--options JSON]
(``--root``: another checkout of this repository to measure, e.g. a ``git worktree`` of an
older commit; ``--every 3``: every 3rd of the selected fixtures; ``--options``: the pass
options, e.g. ``'{"effort": "fast"}'``; about a minute per second of pass time.)
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: the README main job's kernel, a gfx942 one-wave-per-SIMD NONE kernel, a many-wave PREFETCH one
DEFAULT = ("gfx950_gemm_1024_b128x128x64_w2x2_16x16x32_prefetch", "gfx942_gemm_1024_b128x128x64_w2x2_16x16x16_none",
           "gfx950_gemm_256_b64x64x32_w2x2_16x16x32_prefetch")

CHILD = r"""
import json
import sys
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from wave_asm_ext.emit import emit_mlir
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.target import load_target
root, run_pass, options = Path(sys.argv[1]), sys.argv[2] == "pass", json.loads(sys.argv[4])
for name in sys.argv[3].split(","):
    arch = name.split("_")[0]
    text = emit_mlir((root / "tests/fixtures/mlir" / f"{name}.mlir").read_text(), arch)
    prog = parse_asm(text, name)
    if run_pass:
        run_postpass(prog, load_target(arch), dict(options))
"""


def python_binary() -> str:
    """The interpreter itself (a pyenv shim is a shell script: valgrind would measure it and
    lose the interpreter it execs)."""
    return os.path.realpath(sys.executable)


def instructions(root: Path, fixtures: list[str], run_pass: bool, options: str = "{}") -> int:
    """Instructions (callgrind's Ir) of the child process on ``fixtures``."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        script = Path(tmp) / "child.py"
        script.write_text(CHILD)
        cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", python_binary(), str(script),
               str(root), "pass" if run_pass else "none", ",".join(fixtures), options]
        p = subprocess.run(cmd, capture_output=True, text=True, cwd=tmp)
        if p.returncode != 0 or not out.is_file():
            raise SystemExit(f"callgrind run failed ({' '.join(cmd[:3])} ...): {p.stderr.strip().splitlines()[-1:]}")
        m = re.search(r"^summary:\s*(\d+)", out.read_text(), re.M)
        if m is None:
            raise SystemExit(f"no 'summary:' line in {out}")
        return int(m.group(1))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fixtures", default=",".join(DEFAULT),
                    help="MLIR fixture names (tests/fixtures/mlir), or 'all'")
    ap.add_argument("--every", type=int, default=1, help="every Nth of the selected fixtures (sorted)")
    ap.add_argument("--options", default="{}", help="the pass options as JSON, e.g. '{\"effort\": \"fast\"}'")
    ap.add_argument("--root", default=str(ROOT), help="checkout to measure (default: this one)")
    args = ap.parse_args()
    if shutil.which("valgrind") is None:
        print("bench_pass_ir: valgrind not found (apt-get install valgrind)", file=sys.stderr)
        return 2
    root = Path(args.root).resolve()
    if args.fixtures == "all":
        fixtures = sorted(p.stem for p in (root / "tests/fixtures/mlir").glob("*.mlir"))
    else:
        fixtures = [f for f in args.fixtures.split(",") if f]
    fixtures = fixtures[::max(args.every, 1)]
    try:
        json.loads(args.options)
    except json.JSONDecodeError as e:
        print(f"bench_pass_ir: --options is not JSON: {e}", file=sys.stderr)
        return 2
    missing = [f for f in fixtures if not (root / "tests/fixtures/mlir" / f"{f}.mlir").is_file()]
    if missing:
        print(f"bench_pass_ir: no such fixture in {root}/tests/fixtures/mlir: {', '.join(missing)}", file=sys.stderr)
        return 2
    with_pass = instructions(root, fixtures, True, args.options)
    without = instructions(root, fixtures, False, args.options)
    print(f"command: python scripts/bench_pass_ir.py --fixtures {','.join(fixtures)} --root {root} "
          f"--options '{args.options}'")
    print(f"| fixtures | Ir with the pass | Ir without | the pass's Ir |\n|---|---|---|---|\n"
          f"| {len(fixtures)} | {with_pass:.4e} | {without:.4e} | **{with_pass - without:.4e}** |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
