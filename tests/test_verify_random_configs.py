"""scripts/verify_random_configs.py draws only configurations the kernel registry accepts
(its first draft drew 16 of 40 that the templates refuse: fixed waves, f16 only, the
target's MMA types), each a valid tiling: block a multiple of waves x MMA tile, shape a
multiple of the block."""

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
    kinds = set()
    for _ in range(60):
        kind, target, params, options, point = V.draw(r)
        kv = dict(x.split("=") for x in params.split(","))
        for k in ("M", "N", "K"):
            kv[k] = int(kv[k])
        get_kernel(kind, target, kv)   # raises KernelParamError on a refused configuration
        mm, mn, mk = map(int, kv["mma"].split("_")[1].split("x"))
        assert point["bm"] % (point["wm"] * mm) == 0 and point["bn"] % (point["wn"] * mn) == 0
        assert point["M"] % point["bm"] == 0 and point["N"] % point["bn"] == 0 and point["K"] % mk == 0
        assert set(options) <= {o for opts in V.OPTIONS for o in opts}
        kinds.add(kind)
    assert kinds == {"gemm", "gemm_tt", "gemm_reordered"}
