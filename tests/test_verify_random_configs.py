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
