"""The emulator as judge of the project's own kernels: Wave GEMM MLIR fixtures
(tests/fixtures/mlir) -> emitter (buffer loads/stores through V# descriptors, LDS, MFMA)
-> emulated result compared with numpy; the full pipeline's output (scheduled, with
the s_waitcnt / s_nop passes) must also be clean in timing-aware mode.

Element types: f16, bf16 and f8 (E4M3 FNUZ on gfx942 / OCP on gfx950) fixtures.
Tolerance: rtol 1e-5, atol 1e-6 * K (exact products; only the f32 accumulation
order differs). The 1024-sized fixtures are marked slow; their grids (64-256 workgroups)
run a sample of workgroups (tests/emu_grid.py; WAVE_ASM_EXT_FULL_GRID=1 runs them whole).
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from emu_grid import assert_output_matches, fresh_output, workgroups_to_run
from wave_asm_ext.sim.emu_mfma import fp8_table
from wave_asm_ext.sim.emulator import emulate

FIX = Path(__file__).parent / "fixtures" / "mlir"
NAME_RE = re.compile(r"(gfx\d+)_(gemm|gemm_tt)_(\d+|\d+x\d+x\d+)_b(\d+)x(\d+)x(\d+)_w(\d+)x(\d+)_"
                     r"(\d+)x(\d+)x(\d+)(?:_(f16|bf16|f8))?_(none|prefetch)$")


# pipeline + timing-aware runs in the default test run (one per target); others are slow
# (the one-wave kernels lose their barriers; the output-tile fission one also has its loads
# rotated past the first half's stores)
_TIMING_DEFAULT = {"gfx942_gemm_256_b64x64x32_w2x2_16x16x16_none", "gfx950_gemm_256_b64x64x32_w1x1_16x16x32_none",
                   "gfx942_gemm_128x256x32_b128x256x16_w1x1_16x16x16_none"}


def _cases(default: set[str] | None = None):
    out = []
    for p in sorted(FIX.glob("*.mlir")):
        m = NAME_RE.match(p.stem)
        if not m:
            continue
        g = m.groups()
        shape = [int(x) for x in g[2].split("x")]
        M, N, K = shape * 3 if len(shape) == 1 else shape
        c = {"path": p, "target": g[0], "kind": g[1], "M": M, "N": N, "K": K, "dtype": g[11] or "f16",
             "block": tuple(map(int, g[3:6])), "waves": (int(g[6]), int(g[7]))}
        slow = M * N * K > 256 ** 3 or (default is not None and p.stem not in default)
        marks = [pytest.mark.slow] if slow else []
        out.append(pytest.param(c, id=p.stem, marks=marks))
    return out


def _inputs(c: dict, shape: tuple[int, int], rng) -> tuple[np.ndarray, np.ndarray]:
    """(raw buffer, exact float64 values) for the fixture's element type: f16, bf16
    (uint16 bits) or f8 (uint8 bits; FNUZ E4M3 on gfx942, OCP E4M3 on gfx950)."""
    if c["dtype"] == "f16":
        x = rng.uniform(-1, 1, shape).astype(np.float16)
        return x, x.astype(np.float64)
    if c["dtype"] == "bf16":
        f = rng.uniform(-1, 1, shape).astype(np.float32)
        bits = (f.view(np.uint32) >> 16).astype(np.uint16)
        return bits, (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    tab = fp8_table("e4m3fnuz" if c["target"] == "gfx942" else "e4m3fn")
    ok = np.flatnonzero(np.isfinite(tab) & (np.abs(tab) <= 2))
    bits = rng.choice(ok, shape).astype(np.uint8)
    return bits, tab[bits]


def run_case(c: dict, asm: str, timing: bool):
    """Emulate ``asm`` on the case's inputs: (output, reference, result, workgroups run:
    None for the whole grid); check with :func:`check_case`."""
    rng = np.random.default_rng(0)
    M, N, K = c["M"], c["N"], c["K"]
    if c["kind"] == "gemm":
        a, av = _inputs(c, (M, K), rng)
        b, bv = _inputs(c, (N, K), rng)
        ref = av @ bv.T
    else:
        a, av = _inputs(c, (K, M), rng)
        b, bv = _inputs(c, (K, N), rng)
        ref = av.T @ bv
    bm, bn, _ = c["block"]
    wm, wn = c["waves"]
    grid = (M // bm, N // bn, 1)
    ids = workgroups_to_run(grid)
    out = fresh_output((M, N), ids is not None)
    res = emulate(asm, args=[a, b, out], grid=grid, block=(64 * wm, wn, 1),
                  target=c["target"], timing_aware=timing, workgroups=ids)
    return out, ref, res, ids


def check_case(case: dict, out, ref, ids) -> None:
    assert_output_matches(out, ref, ids, case["block"][:2], rtol=1e-5, atol=1e-6 * case["K"])


def case_named(case_id: str) -> dict:
    """The one case of :func:`_cases` whose id is ``case_id`` (the fixture's file stem)."""
    (case,) = [c.values[0] for c in _cases() if c.id == case_id]
    return case


def assert_timing_aware_match(case: dict, asm: str) -> None:
    """``asm`` run on the case's inputs in the timing-aware emulator: no read poisoned (a
    register read before the write it waits for has landed) and the output matching the
    float64 reference (:func:`check_case`)."""
    out, ref, res, ids = run_case(case, asm, timing=True)
    assert not res.any_poison, res.events[:5]
    check_case(case, out, ref, ids)


@pytest.mark.parametrize("case", _cases())
def test_emitted_gemm_matches_numpy(case):
    from wave_asm_ext.emit import emit_kernel

    asm = emit_kernel(case["path"].read_text(), case["target"]).text
    out, ref, _, ids = run_case(case, asm, timing=False)
    check_case(case, out, ref, ids)


@pytest.mark.parametrize("case", _cases(_TIMING_DEFAULT))
def test_pipeline_output_is_clean_in_timing_aware_mode(case):
    from wave_asm_ext.pipeline import compile_mlir

    assert_timing_aware_match(case, compile_mlir(case["path"].read_text(), case["target"]).asm)


def test_one_large_non_square_grid_runs_whole(monkeypatch):
    """The sampled runs above check the grid's corners and centre; one large grid (8 x 12
    workgroups, 512x768x1024) still runs whole, after the passes, so every tile of a
    non-square launch is written where it belongs (plain mode: ~20 s)."""
    from wave_asm_ext.pipeline import compile_mlir

    monkeypatch.setenv("WAVE_ASM_EXT_FULL_GRID", "1")
    (case,) = [c.values[0] for c in _cases() if c.id == "gfx942_gemm_512x768x1024_b64x64x32_w2x2_16x16x16_prefetch"]
    asm = compile_mlir(case["path"].read_text(), case["target"]).asm
    out, ref, res, ids = run_case(case, asm, timing=False)
    assert ids is None and res.waves == 8 * 12 * 4
    check_case(case, out, ref, ids)
