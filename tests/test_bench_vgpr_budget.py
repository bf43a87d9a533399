"""scripts/bench_vgpr_budget.py's summary on synthetic points (no compiles)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def vb():
    sys.path.insert(0, str(ROOT / "scripts"))
    spec = importlib.util.spec_from_file_location("_bench_vgpr_budget", ROOT / "scripts" / "bench_vgpr_budget.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _row(l2: float, dram: float, peak: int, findings: int = 0) -> dict:
    return {"l2_hit_total": l2, "dram_miss_total": dram, "peak_vgpr": peak, "findings": findings}


def test_the_summary_counts_what_fits_what_is_slower_and_the_geomeans(vb):
    points = [
        {"label": "a", "budget": 100, "llvm": _row(1000, 2000, 100), "budgeted": _row(500, 500, 90)},
        {"label": "b", "budget": 60, "llvm": _row(1000, 1000, 60), "budgeted": _row(800, 1250, 58)},
        {"label": "c", "budget": 40, "llvm": _row(1000, 1000, 40), "failure": "RegisterAllocationError: x"},
        {"label": "d", "compile failure": "asm: ValueError"},
    ]
    text = vb.summary(points, {"a": _row(400, 400, 150)})
    assert "| a | 100 / 100 | 90 | 0.500 | 0.250 | 150 | 0.400 | 0.200 |" in text
    assert "| c | 40 / 40 | input does not fit |" in text
    assert "points: 3 (and 1 Wave does not compile); scheduled within the budget: 2; the input's live values over it: 1" in text
    # geomeans over the two that fit: sqrt(0.5 * 0.8), sqrt(0.25 * 1.25)
    assert "L2 0.6325, DRAM 0.5590" in text
    assert "at or under LLVM at both latencies: 1/2 (slower: b)" in text
    assert "liveness peak <= LLVM's: 2/2; checker findings: 0" in text
