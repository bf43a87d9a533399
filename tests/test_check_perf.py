"""The checker on a synthetic ~20k-instruction kernel (a corpus GEMM K-loop body
repeated) stays clean. Its speed is a benchmark (scripts/bench_check.py,
scripts/bench_instruments.py, BENCHMARKS.md), not asserted here."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

@pytest.mark.slow
@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_20k_instruction_kernel_stays_clean(arch):
    from bench_check import synthetic_kernel_text

    from wave_asm_ext.check import check_program
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.target import load_target

    text = synthetic_kernel_text(arch, 20000)
    target = load_target(arch)
    check_program(parse_asm("s_endpgm\n"), target)  # warm the per-target caches
    prog = parse_asm(text, "<bench>")
    findings = check_program(prog, target)
    assert sum(len(k.instructions) for k in prog.kernels) >= 20000
    assert findings == []  # repeated LLVM code stays clean
