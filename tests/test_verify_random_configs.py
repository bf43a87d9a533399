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
