#!/usr/bin/env python3
"""Regenerate the foreign-code suite's assembly, tests/foreign/<target>/<name>.s.

Compiles every kernel listed in tests/foreign/specs.py (source tests/foreign/src/<name>.cl)
with clang-22 at -O3 for each of its targets (gfx942 and gfx950; the gfx950-only sources
only for gfx950), with the validation corpus's flags:

  clang-22 -x cl -cl-std=CL2.0 -nogpulib -target amdgcn-amd-amdhsa -O3 \
      -mllvm -amdgpu-internalize-symbols -I tests/foreign/src -mcpu=<target> -S

and writes LLVM's assembly unchanged. tests/test_foreign.py runs the post-emit pass on
these files. Output is deterministic for a given toolchain (clang runs from the repository
root with repo-relative paths; the files record nothing time- or host-dependent). .s
files under tests/foreign/<target>/ that no spec names any more are removed.

  python scripts/gen_foreign.py                   # everything
  python scripts/gen_foreign.py --target gfx950   # one target
  python scripts/gen_foreign.py --only lds_loop   # one kernel (repeatable)

The clang binary may be overridden with the environment variable FOREIGN_CLANG.
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOREIGN = ROOT / "tests" / "foreign"
SRC = FOREIGN / "src"
TARGETS = ("gfx942", "gfx950")
CLANG_FLAGS = ["-x", "cl", "-cl-std=CL2.0", "-nogpulib", "-target", "amdgcn-amd-amdhsa",
               "-O3", "-mllvm", "-amdgpu-internalize-symbols", "-I", "tests/foreign/src"]


def load_specs():
    spec = importlib.util.spec_from_file_location("foreign_specs", FOREIGN / "specs.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look the module up while building the class
    spec.loader.exec_module(mod)
    return mod


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--target", choices=TARGETS, action="append", help="only this target (repeatable)")
    ap.add_argument("--only", action="append", metavar="NAME", help="only this kernel (repeatable)")
    args = ap.parse_args(argv)
    clang = os.environ.get("FOREIGN_CLANG") or shutil.which("clang-22")
    if not clang:
        print("clang-22 not found (Debian package clang-22); set FOREIGN_CLANG", file=sys.stderr)
        return 2
    kernels = load_specs().KERNELS
    unknown = set(args.only or ()) - set(kernels)
    if unknown:
        print(f"unknown kernels: {sorted(unknown)}", file=sys.stderr)
        return 2
    targets = args.target or list(TARGETS)
    for target in targets:
        out_dir = FOREIGN / target
        out_dir.mkdir(parents=True, exist_ok=True)
        wanted = {name for name, k in kernels.items() if target in k.targets}
        if not args.only:  # a full run drops what no spec names any more
            for stale in sorted(out_dir.glob("*.s")):
                if stale.stem not in wanted:
                    stale.unlink()
                    print(f"removed {stale.relative_to(ROOT)}")
        for name in sorted(wanted):
            if args.only and name not in args.only:
                continue
            cl = (SRC / f"{name}.cl").relative_to(ROOT)
            out = (out_dir / f"{name}.s").relative_to(ROOT)
            cmd = [clang, *CLANG_FLAGS, f"-mcpu={target}", "-S", str(cl), "-o", str(out)]
            proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
            if proc.returncode != 0:
                print(f"FAILED: {' '.join(cmd)}\n{proc.stderr}", file=sys.stderr)
                return 1
            print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
