"""Output-tile fission vs Wave LLVM path (which spills) on the one-wave 128x256x64 GEMM points:
whole-kernel cycle-model figures at both latencies (bench_schedule.py helpers; compiles cached in
build/bench_schedule/). Usage: python scripts/bench_fission.py"""
from __future__ import annotations

import sys

ROOT = __import__("pathlib").Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts")); sys.path.insert(0, str(ROOT))
import bench_schedule as B
for target, params in [("gfx942", "M=256,N=256,K=256,mma=F32_16x16x16_F16,block=128x256x64,waves=1x1,schedule=NONE"),
                       ("gfx950", "M=256,N=256,K=256,mma=F32_16x16x32_F16,block=128x256x64,waves=1x1,schedule=PREFETCH")]:
    texts = B.compile_texts(target, params)
    B.reschedule(texts, target)
    for v in ("unscheduled", "scheduled", "llvm"):
        r = B.measure(texts[v], target, v, grid=B.grid_of(texts))
        print(target, params, v, {k: r[k] for k in ("l2_hit_total", "dram_miss_total", "waves_per_simd", "peak_vgpr", "instructions", "findings", "s_waitcnt", "s_nop")}, flush=True)
        if v == "llvm":
            t = texts[v]
            scratch = sum(1 for l in t.splitlines() if l.strip().startswith("scratch_"))
            seg = [l.strip() for l in t.splitlines() if "private_segment_fixed_size" in l][:1]
            print("  llvm scratch instructions:", scratch, seg, flush=True)
