"""Verify the emitter's matrix end to end on the project's instruments.

For every saved Wave MLIR of the matrix (``tests/fixtures/mlir/matrix.py OUT`` writes
them; names like ``gfx950_gemm_1024x1024x1024_b128x128x64_w2x2_F32_16x16x32_F16_prefetch``):

  pipeline (emit -> post-emit pass) -> llvm-mc + ld.lld -> checker (0 findings?)
  (``gemm_mxfp4`` points too: FP4 codes and E8M0 scales, the product of the dequantised values)
  -> timing-aware emulator on random inputs -> compare with the float64 reference
     (A @ B.T for gemm and gemm_reordered, A.T @ B for gemm_tt) within rtol 1e-5, atol 1e-6 * K

and the same for the emitter's output without the post-emit pass. Prints a Markdown
table (one row per point) and a summary.

With ``--sample`` a grid of more than 16 workgroups runs only its corners and centre
(``emulator.workgroups_to_sample``, each workgroup exactly as in the whole launch): exactly those
tiles must be written, each matching; ~10-50x faster on the 1024^3 points.

Usage: python scripts/verify_matrix.py MLIR_DIR [--only SUBSTR] [--max-mnk N] [--no-unscheduled] [--sample] [--md OUT.md] [--options JSON]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
# this checkout's package, not whichever one is installed (session 83)
sys.path.insert(0, str(ROOT))

NAME = re.compile(r"(gfx\d+)_(gemm|gemm_tt|gemm_reordered|gemm_mxfp4)_(\d+)x(\d+)x(\d+)_b(\d+)x(\d+)x(\d+)_w(\d+)x(\d+)_(\w+?)_(none|prefetch|modulo|four_stage)$")


def _inputs(dtype: str, target: str, shape, rng):
    """(raw buffer, exact float64 values) for f16, bf16 (uint16 bits) or f8 (uint8 bits)."""
    from wave_asm_ext.sim.emu_mfma import fp8_table

    if dtype == "F16":
        x = rng.uniform(-1, 1, shape).astype(np.float16)
        return x, x.astype(np.float64)
    if dtype == "BF16":
        f = rng.uniform(-1, 1, shape).astype(np.float32)
        bits = (f.view(np.uint32) >> 16).astype(np.uint16)
        return bits, (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    from wave_asm_ext.target import load_target

    tab = fp8_table(load_target(target).fp8_format("fp8"))
    ok = np.flatnonzero(np.isfinite(tab) & (np.abs(tab) <= 2))
    bits = rng.choice(ok, shape).astype(np.uint8)
    return bits, tab[bits]


def _mxfp4_inputs(M: int, N: int, K: int, rng):
    """``gemm_mxfp4``'s buffers and the float64 product of the dequantised operands: the
    corpus reference's (tests/corpus/reference.py: its own E2M1 table, not the emulator's)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("corpus_reference", ROOT / "tests" / "corpus" / "reference.py")
    ref = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ref)
    a, sa, b, sb = ref.mxfp4_operands(M, N, K, rng)
    return a, sa, b, sb, ref.mxfp4_product(M, N, K, a, sa, b, sb)


def verify(asm: str, p: dict, sample: bool = False) -> dict:
    from wave_asm_ext import toolchain
    from wave_asm_ext.check import check_program
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.sim.emulator import emulate, tiles_written, workgroups_to_sample
    from wave_asm_ext.target import load_target

    with tempfile.TemporaryDirectory() as d:
        toolchain.assemble_and_link(asm, p["target"], d, "k")
    findings = len(check_program(parse_asm(asm), load_target(p["target"])))
    rng = np.random.default_rng(0)
    M, N, K = p["M"], p["N"], p["K"]
    extra = []
    if p["kind"] == "gemm_mxfp4":
        a, sa, b, sb, ref = _mxfp4_inputs(M, N, K, rng)
        extra = [sa, b, sb]
    elif p["kind"] in ("gemm", "gemm_reordered"):
        a, av = _inputs(p["dtype"], p["target"], (M, K), rng)
        b, bv = _inputs(p["dtype"], p["target"], (N, K), rng)
        ref = av @ bv.T
    else:
        a, av = _inputs(p["dtype"], p["target"], (K, M), rng)
        b, bv = _inputs(p["dtype"], p["target"], (K, N), rng)
        ref = av.T @ bv
    grid = (-(-M // p["bm"]), -(-N // p["bn"]), 1)
    # a shape that is no multiple of the block has partial tiles (masked accesses): the whole
    # grid runs, so every element is compared (a sample's tiles would differ in size)
    partial = M % p["bm"] or N % p["bn"]
    ids = workgroups_to_sample(grid) if sample and not partial else None
    # a sampled run writes only its workgroups' tiles: NaN marks the rest
    out = np.full((M, N), np.nan if ids else 0.0, np.float32)
    t0 = time.perf_counter()
    res = emulate(asm, args=[a, *extra, out] if extra else [a, b, out], grid=grid, block=(64 * p["wm"], p["wn"], 1),
                  target=p["target"], timing_aware=True, workgroups=ids)
    if ids:
        written = tiles_written(out, len(ids), p["bm"] * p["bn"])
        full = written is not None
        got, want = (out[written], ref[written]) if full else (out, ref)
    else:
        full, got, want = True, out, ref
    err = float(np.max(np.abs(got - want))) if full and np.all(np.isfinite(got)) else float("nan")
    # (the MXFP4 products scale by powers of two: the tolerance follows the reference's size)
    atol = 1e-5 * float(np.abs(ref).max()) if p["kind"] == "gemm_mxfp4" else 1e-6 * K
    ok = full and bool(np.allclose(got, want, rtol=1e-5, atol=atol)) and not res.any_poison
    return {"findings": findings, "max_err": err, "poison": bool(res.any_poison), "match": ok,
            "emu_s": time.perf_counter() - t0, "workgroups": len(ids) if ids else grid[0] * grid[1]}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mlir_dir")
    ap.add_argument("--only", default="")
    ap.add_argument("--max-mnk", type=int, default=0, help="skip points with M*N*K above this (0: no limit)")
    ap.add_argument("--no-unscheduled", action="store_true")
    ap.add_argument("--sample", action="store_true",
                    help="emulate only the corners and centre of grids above 16 workgroups "
                         "(emulator.workgroups_to_sample; each checked tile by tile), not the whole grid")
    ap.add_argument("--md")
    ap.add_argument("--options", type=json.loads, default={},
                    help='post-emit pass options as JSON, e.g. \'{"effort": "fast"}\'')
    args = ap.parse_args()
    from wave_asm_ext.errors import WaveAsmError
    from wave_asm_ext.pipeline import compile_mlir

    rows = []
    for path in sorted(Path(args.mlir_dir).glob("*.mlir")):
        if args.only not in path.stem:
            continue
        m = NAME.match(path.stem)
        if not m:   # said, not dropped silently (a new schedule's points once were)
            print(f"skipped {path.name}: not a matrix point name (verify_matrix.NAME)", file=sys.stderr)
            continue
        g = m.groups()
        p = {"target": g[0], "kind": g[1], "M": int(g[2]), "N": int(g[3]), "K": int(g[4]),
             "bm": int(g[5]), "bn": int(g[6]), "wm": int(g[8]), "wn": int(g[9]),
             "dtype": g[10].rsplit("_", 1)[-1]}
        if args.max_mnk and p["M"] * p["N"] * p["K"] > args.max_mnk:
            continue
        row = {"point": path.stem}
        try:
            r = compile_mlir(path.read_text(), p["target"], postpass_options=args.options)
            row["sched"] = verify(r.asm, p, args.sample)
            if not args.no_unscheduled:
                row["unsched"] = verify(r.before_asm, p, args.sample)
        except WaveAsmError as e:
            row["error"] = str(e).splitlines()[0][:160]
        rows.append(row)
        print(_fmt(row), flush=True)
    lines = ["| point | scheduled: checker / max err / match | unscheduled: checker / max err / match |", "|---|---|---|"]
    lines += [_fmt(r) for r in rows]
    ok = [r for r in rows if "sched" in r and r["sched"]["match"] and r["sched"]["findings"] == 0]
    ok_u = [r for r in rows if "unsched" in r and r["unsched"]["match"] and r["unsched"]["findings"] == 0]
    lines.append(f"\n{len(ok)}/{len(rows)} points: scheduled output clean in the checker and matching in the "
                 f"timing-aware emulator ({len(ok_u)} unscheduled); {sum('error' in r for r in rows)} not compiled "
                 f"(errors above)")
    text = "\n".join(lines)
    print(text)
    if args.md:
        Path(args.md).write_text(text + "\n")
    return 0 if len(ok) == len(rows) else 1


def _fmt(r: dict) -> str:
    if "error" in r:
        return f"| {r['point']} | error: {r['error']} | |"

    def cell(v):
        if v is None:
            return "-"
        return (f"{v['findings']} / {v['max_err']:.1e} / {'yes' if v['match'] else 'NO'}"
                f"{' (poison)' if v['poison'] else ''} ({v['workgroups']} WG)")

    return f"| {r['point']} | {cell(r.get('sched'))} | {cell(r.get('unsched'))} |"


if __name__ == "__main__":
    sys.exit(main())
