"""scripts/verify_random_configs.py draws only configurations the kernel registry accepts
(its first draft drew 16 of 40 that the templates refuse: fixed waves, f16 only, the
target's MMA types), each a valid tiling: block a multiple of waves x MMA tile, shape a
multiple of the block or (partial tiles, about 40 %) short of one by multiples of 4."""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

import verify_random_configs as V  # noqa: E402
from kernels.registry import get_kernel  # noqa: E402


def test_every_drawn_configuration_is_one_the_registry_builds():
    r = random.Random(11)
    kinds, partial = set(), 0
    for _ in range(60):
        kind, target, params, options, point = V.draw(r)
        kv = dict(x.split("=") for x in params.split(","))
        for k in ("M", "N", "K"):
            kv[k] = int(kv[k])
        get_kernel(kind, target, kv)   # raises KernelParamError on a refused configuration
        mm, mn, mk = map(int, kv["mma"].split("_")[1].split("x"))
        assert point["bm"] % (point["wm"] * mm) == 0 and point["bn"] % (point["wn"] * mn) == 0
        # a shape is a multiple of the block, or short of one by a multiple of 4 elements in
        # each dimension (partial tiles: the bound on a dword boundary of a lane's vector)
        dims = ((point["M"], point["bm"]), (point["N"], point["bn"]), (kv["K"], int(kv["block"].split("x")[2])))
        assert all(0 < d and (d % b == 0 or d % 4 == 0) for d, b in dims)
        partial += any(d % b for d, b in dims)
        assert point["K"] % mk == 0 or point["K"] % 4 == 0
        assert set(options) <= {o for opts in V.OPTIONS for o in opts}
        kinds.add(kind)
    assert kinds == {"gemm", "gemm_tt", "gemm_reordered"}
    assert 10 <= partial <= 50


def test_any_partial_draws_odd_shapes_and_leaves_the_default_draws_alone():
    """``--any-partial``: partial dimensions short of the block by any element count (odd K
    among them), every one a configuration the registry builds; the default draws of a seed
    are the ones recorded before the flag existed (seed 5404's third, in BENCHMARKS since
    session 54, a partial shape short by multiples of 4)."""
    r = random.Random(5511)
    odd = 0
    for _ in range(60):
        kind, target, params, _options, point = V.draw(r, any_partial=True)
        kv = dict(x.split("=") for x in params.split(","))
        for k in ("M", "N", "K"):
            kv[k] = int(kv[k])
        get_kernel(kind, target, kv)
        odd += any(d % 4 for d in (kv["M"], kv["N"], kv["K"]))
    assert odd >= 5
    r = random.Random(5404)
    third = [V.draw(r) for _ in range(3)][2][:3]
    assert third == ("gemm", "gfx942", "M=344,N=56,K=136,mma=F32_16x16x16_F16,block=128x64x16,waves=4x1,"
                                       "schedule=FOUR_STAGE")


def test_a_failed_compile_reports_its_error_and_a_refused_code_object_counts_as_bad(monkeypatch, tmp_path):
    """The error line, not a warning Wave's front end printed after it; a code object the
    descriptor check refuses (the CLI exits 1 after printing its verdict) is not a refusal
    but a bad result (seed 7902 listed two such as Wave warnings, session 79)."""
    import subprocess

    def fake(stdout: str, stderr: str):
        return lambda *a, **k: subprocess.CompletedProcess(a, 1, stdout=stdout, stderr=stderr)

    monkeypatch.setattr(V.subprocess, "run", fake("", "wave-asm-ext: error: regalloc: out of VGPRs\n"
                                                    "WARNING 12-06 06:57:03 [schedule.py:218] Not enough iterations\n"))
    res = V.run_one("gemm", "gfx950", "M=1", [], {}, tmp_path)
    assert not res["compiled"] and res["error"] == "wave-asm-ext: error: regalloc: out of VGPRs"
    monkeypatch.setattr(V.subprocess, "run", fake("descriptor check             ['gemm: vgpr_count 256 exceeds']\n",
                                                    "WARNING 12-06 06:57:03 [schedule.py:218] Not enough\n"))
    res = V.run_one("gemm", "gfx950", "M=1", [], {}, tmp_path)
    assert res["compiled"] and not res["verified"] and "vgpr_count 256" in res["error"]
