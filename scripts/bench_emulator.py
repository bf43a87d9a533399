"""Emulator speed on Wave's LLVM-path 256^3 f16 GEMMs from the corpus (budget: < 60 s),
plain and timing-aware, with the result checked against torch.matmul (C = A @ B.T).

Usage: python scripts/bench_emulator.py
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "corpus"


def main() -> int:
    import torch

    sys.path.insert(0, str(CORPUS))
    import reference  # the corpus' own input generator

    from wave_asm_ext.sim.emulator import emulate

    manifest = json.loads((CORPUS / "manifest.json").read_text())
    print("command: python scripts/bench_emulator.py")
    print("| kernel | target | mode | wall s | waves | max abs err vs torch |")
    print("|---|---|---|---|---|---|")
    for e in manifest["kernels"]:
        if not e["name"].startswith("gemm_256_") or e["origin"] != "wave":
            continue
        for timing in (False, True):
            inputs = reference.make_inputs(e, seed=0)
            bufs = {k: v.copy() for k, v in inputs.items()}
            t0 = time.perf_counter()
            res = emulate(CORPUS / e["asm"], kernel=e["symbol"], args=[bufs[a["name"]] for a in e["args"]],
                          grid=e["grid_workgroups"], block=e["workgroup_size"], target=e["target"],
                          timing_aware=timing)
            dt = time.perf_counter() - t0
            m, n, k = e["shape"]
            a = torch.from_numpy(inputs["a"].astype(np.float32)).reshape(m, k)
            b = torch.from_numpy(inputs["b"].astype(np.float32)).reshape(n, k)
            ref = torch.matmul(a, b.T).numpy()
            err = float(np.max(np.abs(bufs["c"].reshape(m, n) - ref)))
            print(f"| {e['name']} | {e['target']} | {'timing-aware' if timing else 'plain'} | {dt:.2f} | {res.waves} | {err:.1e} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
