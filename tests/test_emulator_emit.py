"""The emulator as judge of the project's own kernels: Wave GEMM MLIR fixtures
(tests/fixtures/mlir) -> emitter (buffer loads/stores through V# descriptors, LDS, MFMA)
-> emulated result compared with numpy; the full pipeline's output (scheduled, with
the s_waitcnt / s_nop passes) must also be clean in timing-aware mode.

Tolerance: rtol 1e-5, atol 1e-6 * K (exact f16 products; only the f32 accumulation
order differs). The 1024-sized fixtures are marked slow.
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from wave_asm_ext.sim.emulator import emulate

FIX = Path(__file__).parent / "fixtures" / "mlir"
NAME_RE = re.compile(r"(gfx\d+)_(gemm|gemm_tt)_(\d+|\d+x\d+x\d+)_b(\d+)x(\d+)x(\d+)_w(\d+)x(\d+)_"
                     r"(\d+)x(\d+)x(\d+)(?:_(f16|bf16|f8))?_(none|prefetch)$")


# pipeline + timing-aware runs in the default test run (one per target); others are slow
_TIMING_DEFAULT = {"gfx942_gemm_256_b64x64x32_w2x2_16x16x16_none", "gfx950_gemm_256_b64x64x32_w1x1_16x16x32_none"}


def _cases(default: set[str] | None = None):
    out = []
    for p in sorted(FIX.glob("*.mlir")):
        m = NAME_RE.match(p.stem)
        if not m or (m.group(12) or "f16") != "f16":
            continue
        g = m.groups()
        shape = [int(x) for x in g[2].split("x")]
        M, N, K = shape * 3 if len(shape) == 1 else shape
        c = {"path": p, "target": g[0], "kind": g[1], "M": M, "N": N, "K": K,
             "block": tuple(map(int, g[3:6])), "waves": (int(g[6]), int(g[7]))}
        slow = M * N * K > 256 ** 3 or (default is not None and p.stem not in default)
        marks = [pytest.mark.slow] if slow else []
        out.append(pytest.param(c, id=p.stem, marks=marks))
    return out


def _run(c: dict, asm: str, timing: bool):
    rng = np.random.default_rng(0)
    M, N, K = c["M"], c["N"], c["K"]
    if c["kind"] == "gemm":
        a = rng.uniform(-1, 1, (M, K)).astype(np.float16)
        b = rng.uniform(-1, 1, (N, K)).astype(np.float16)
        ref = a.astype(np.float64) @ b.astype(np.float64).T
    else:
        a = rng.uniform(-1, 1, (K, M)).astype(np.float16)
        b = rng.uniform(-1, 1, (K, N)).astype(np.float16)
        ref = a.astype(np.float64).T @ b.astype(np.float64)
    out = np.zeros((M, N), np.float32)
    bm, bn, _ = c["block"]
    wm, wn = c["waves"]
    res = emulate(asm, args=[a, b, out], grid=(M // bm, N // bn, 1), block=(64 * wm, wn, 1),
                  target=c["target"], timing_aware=timing)
    return out, ref, res


@pytest.mark.parametrize("case", _cases())
def test_emitted_gemm_matches_numpy(case):
    from wave_asm_ext.emit import emit_kernel

    asm = emit_kernel(case["path"].read_text(), case["target"]).text
    out, ref, _ = _run(case, asm, timing=False)
    np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-6 * case["K"])


@pytest.mark.parametrize("case", _cases(_TIMING_DEFAULT))
def test_pipeline_output_is_clean_in_timing_aware_mode(case):
    from wave_asm_ext.pipeline import compile_mlir

    asm = compile_mlir(case["path"].read_text(), case["target"]).asm
    out, ref, res = _run(case, asm, timing=True)
    assert not res.any_poison, res.events[:5]
    np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-6 * case["K"])
