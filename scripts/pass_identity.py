"""Byte-identity check for behaviour-preserving pass work (speed-ups, refactors).

Hashes what ``run_postpass`` prints for: every LLVM corpus file, random GEMM-mix code (300,
1,000 and 3,000 instructions, both targets) and every MLIR fixture through the emitter
(with and without ``unroll``, and judged for the grid the MLIR declares, as ``wave_compile``
runs the pass). Write a reference before the change, compare after it:

    python scripts/pass_identity.py --out /tmp/ref.json          # before
    python scripts/pass_identity.py --against /tmp/ref.json      # after: exit 1 on a difference

With ``--model-totals`` it also records the cycle model's scenario totals (finish, MFMA busy,
stalls, contention) of every corpus and fixture kernel at 1, 4 and 8 waves per SIMD, for
work on the simulation itself. Takes ~1 min (more with ``--model-totals``). For instruction
counts of a change, run the passes under ``valgrind --tool=callgrind`` (this machine's CPU
timings vary by ±10 %).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))


def _sha(text: str) -> str:
    return hashlib.sha1(text.encode()).hexdigest()


def _programs():
    """(case name, assembly text, target, options) of every case."""
    from bench_passes import gen
    from wave_asm_ext.emit import emit_mlir

    manifest = json.loads((ROOT / "tests/corpus/manifest.json").read_text())
    for asm, target in sorted({(e["asm"], e["target"]) for e in manifest["kernels"]}):
        yield f"corpus:{asm}:{target}", (ROOT / "tests/corpus" / asm).read_text(), target, {}
    for n in (300, 1000, 3000):
        for target in ("gfx942", "gfx950"):
            yield f"mix:{n}:{target}", gen(n), target, {}
    from wave_asm_ext.emit.grid import grid_workgroups

    for f in sorted((ROOT / "tests/fixtures/mlir").glob("*.mlir")):
        target = f.name.split("_")[0]
        mlir = f.read_text()
        text = emit_mlir(mlir, target)
        for opts in ({}, {"unroll": False}, {"grid_workgroups": grid_workgroups(mlir)}):
            yield f"fixture:{f.name}:{opts}", text, target, opts


def _model_totals(name: str, text: str, target: str, out: dict) -> None:
    from wave_asm_ext.errors import WaveAsmError
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.sim import cycles
    from wave_asm_ext.sim.cycles_trace import build_trace
    from wave_asm_ext.target import load_target

    tgt = load_target(target)
    for k in parse_asm(text, name).kernels:
        if not k.blocks:
            continue
        try:
            trace = build_trace(k)
        except WaveAsmError:
            continue
        st = cycles._static_view(trace, tgt)
        for waves in (1, 4, 8):
            for sc in ("l2_hit", "dram_miss"):
                r = cycles._simulate(trace, st, waves, 1, float(tgt.global_load_latency(sc)))
                out[f"model:{name}:{k.name}:{waves}:{sc}"] = repr(
                    (r.finish, r.mfma_busy, sorted(r.stalls.items()), sorted(r.contention_by_port.items())))


def main() -> int:
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.passes import run_postpass

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", help="write the hashes to this JSON file")
    ap.add_argument("--against", help="compare with this JSON file; exit 1 on any difference")
    ap.add_argument("--model-totals", action="store_true", help="also the cycle model's totals")
    args = ap.parse_args()
    got: dict[str, str] = {}
    for name, text, target, opts in _programs():
        prog, _ = run_postpass(parse_asm(text, name), target, dict(opts))
        got[name] = _sha(prog.text())
        if args.model_totals and not name.startswith("mix:") and not opts:
            _model_totals(name, text, target, got)
    if args.out:
        Path(args.out).write_text(json.dumps(got, indent=1))
    print(f"{len(got)} cases")
    if args.against:
        ref = json.loads(Path(args.against).read_text())
        differ = sorted(k for k in ref.keys() | got.keys() if ref.get(k) != got.get(k))
        for k in differ:
            print(f"  differs: {k}")
        print(f"{len(differ)} of {len(ref.keys() | got.keys())} differ")
        return 1 if differ else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
