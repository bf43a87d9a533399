#!/usr/bin/env python3
"""Regenerate the LLVM-compiled validation corpus under tests/corpus/.

The corpus is ground truth for the checker, emulator and cycle model: LLVM's own
wait states (s_nop), s_waitcnt placement and results, for gfx942 and gfx950.

  python scripts/gen_corpus.py                     # everything
  python scripts/gen_corpus.py --only opencl       # OpenCL C kernels (clang-22)
  python scripts/gen_corpus.py --only wave         # Wave GEMM templates, LLVM backend
  python scripts/gen_corpus.py --target gfx950

Outputs (all paths relative to tests/corpus/):
  opencl/<target>/<source>.s, .hsaco      clang -O3 of src/<source>.cl
  wave/<target>/<config>.s, .hsaco        Wave's .rocmasm (the LLVM-path peer) and
                                          its code object (llvm-mc + ld.lld)
  manifest.json                           one entry per kernel (see reference.py)

Output is deterministic for a given toolchain: the manifest lists tool versions,
paths are repo-relative, and nothing time- or host-dependent is recorded.
A partial run (--only/--target) keeps the manifest entries of what it did not redo.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "corpus"
SRC = CORPUS / "src"
MANIFEST = CORPUS / "manifest.json"
TARGETS = ("gfx942", "gfx950")

# Tool name -> environment variable that may override it.
TOOLS = {
    "clang-22": "CORPUS_CLANG",
    "llvm-mc-22": "CORPUS_LLVM_MC",
    "ld.lld-22": "CORPUS_LD_LLD",
}

# clang flags. -nogpulib: no ROCm device libs here (src/corpus.h explains the
# builtins used instead). -amdgpu-internalize-symbols: drop the externally callable
# __clang_ocl_kern_imp_<k> stubs clang emits next to every OpenCL kernel (normally
# internalized when linking the device libs), so each .s holds only the kernels.
CLANG_FLAGS = ["-x", "cl", "-cl-std=CL2.0", "-nogpulib", "-target", "amdgcn-amd-amdhsa",
               "-O3", "-mllvm", "-amdgpu-internalize-symbols", "-I", "tests/corpus/src"]


class MissingTool(RuntimeError):
    pass


def find_tool(name: str, why: str) -> str:
    env = TOOLS.get(name)
    cand = os.environ.get(env) if env else None
    path = shutil.which(cand or name)
    if not path:
        hint = f" (or set {env}=/path/to/{name})" if env else ""
        raise MissingTool(f"missing tool: {cand or name} — needed for {why}; install LLVM 22{hint}")
    return path


def run(cmd: list[str], cwd: Path = ROOT) -> str:
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"command failed ({proc.returncode}): {' '.join(cmd)}\n{proc.stderr}")
    return proc.stdout


def rel(p: Path) -> str:
    return p.relative_to(CORPUS).as_posix()


# ---------------------------------------------------------------- kernel specs


def arg(name: str, dtype: str, count: int, io: str, init: dict[str, Any] | None = None) -> dict[str, Any]:
    """A global-buffer kernel argument. io: in | out | inout."""
    d: dict[str, Any] = {"name": name, "kind": "global_buffer", "dtype": dtype,
                         "count": count, "io": io}
    d["init"] = init if init is not None else ({"dist": "zeros"} if io == "out"
                                               else {"dist": "uniform", "low": -1.0, "high": 1.0})
    return d


U01 = {"dist": "uniform", "low": -1.0, "high": 1.0}
POS = {"dist": "uniform", "low": 0.5, "high": 2.0}


@dataclass
class OclKernel:
    source: str                 # stem of src/<source>.cl
    name: str
    args: list[dict[str, Any]]
    exercises: list[str]
    workgroup: int = 64
    grid: int = 1               # number of workgroups (1-D)
    targets: tuple[str, ...] = TARGETS
    reference: str | None = None
    tolerance: dict[str, float] = field(default_factory=lambda: {"rtol": 1e-5, "atol": 1e-5})
    notes: str = ""


MM_TOL = {"rtol": 1e-4, "atol": 1e-4}
GFX950 = ("gfx950",)

OPENCL_KERNELS: list[OclKernel] = [
    OclKernel("mfma_f16", "mfma16_f16_chain",
              [arg("A", "f16", 16 * 64, "in"), arg("B", "f16", 64 * 16, "in"), arg("C", "f32", 256, "out")],
              ["mfma_f32_16x16x16_f16 x4 accumulating into one register tuple (SrcC == vDst)",
               "XDL result -> global store (VMEM read of MFMA vDst)"],
              reference="mfma16_f16_chain", tolerance=MM_TOL),
    OclKernel("mfma_f16", "mfma32_f16_chain",
              [arg("A", "f16", 32 * 32, "in"), arg("B", "f16", 32 * 32, "in"), arg("C", "f32", 1024, "out")],
              ["mfma_f32_32x32x8_f16 x4 chain (16-pass XDL, 16 VGPR accumulator)",
               "XDL result -> global store"],
              reference="mfma32_f16_chain", tolerance=MM_TOL),
    OclKernel("mfma_f16", "mfma16_result_valu",
              [arg("A", "f16", 256, "in"), arg("B", "f16", 256, "in"),
               arg("C", "f32", 256, "out"), arg("E", "f32", 256, "out")],
              ["XDL write VGPR -> VALU read (Table 37)", "XDL write VGPR -> VMEM store data read"],
              reference="mfma16_result_valu", tolerance=MM_TOL),
    OclKernel("mfma_f16", "mfma16_cvt_chain",
              [arg("A", "f16", 256, "in"), arg("B", "f16", 256, "in"), arg("B2", "f16", 256, "in"),
               arg("C", "f32", 256, "out")],
              ["XDL write VGPR -> VALU (v_cvt f32->f16) read", "VALU write VGPR -> MFMA SrcA read"],
              reference="mfma16_cvt_chain", tolerance={"rtol": 2e-3, "atol": 2e-3},
              notes="D1 is rounded to f16 (RNE) before the second MFMA; tolerance covers the rounding"),
    OclKernel("mfma_f16", "mfma16_f32_result_as_src",
              [arg("A", "f32", 64, "in"), arg("B", "f32", 64, "in"), arg("C", "f32", 256, "out")],
              ["XDL write VGPR -> XDL read as SrcA/SrcB (overlapped)", "XDL write -> XDL SrcC (exact overlap)",
               "mfma_f32_16x16x4_f32"],
              reference="mfma16_f32_result_as_src", tolerance=MM_TOL),
    OclKernel("mfma_f16", "mfma32_agpr_pressure",
              [arg("A", "f16", 32 * 32, "in"), arg("B", "f16", 32 * 640, "in"), arg("C", "f32", 32 * 640, "out")],
              ["AGPR-form MFMAs under register pressure (20 x 16-register accumulators)",
               "v_accvgpr_write -> MFMA SrcC", "XDL write AGPR -> v_accvgpr_read"],
              reference="mfma32_agpr_pressure", tolerance=MM_TOL),
    OclKernel("mfma_bf16_f64", "mfma16_bf16_chain",
              [arg("A", "bf16", 16 * 32, "in"), arg("B", "bf16", 32 * 16, "in"), arg("C", "f32", 256, "out")],
              ["mfma_f32_16x16x16_bf16 chain"],
              reference="mfma16_bf16_chain", tolerance=MM_TOL),
    OclKernel("mfma_bf16_f64", "mfma_f64_chain",
              [arg("A", "f64", 16 * 8, "in"), arg("B", "f64", 8 * 16, "in"),
               arg("C", "f64", 256, "out"), arg("E", "f64", 256, "out")],
              ["mfma_f64_16x16x4_f64 chain (DGEMM SrcC dependency)", "DGEMM write -> DP VALU read"],
              reference="mfma_f64_chain", tolerance={"rtol": 1e-12, "atol": 1e-12}),
    OclKernel("mfma_gfx950", "mfma16x32_f16_chain",
              [arg("A", "f16", 16 * 64, "in"), arg("B", "f16", 64 * 16, "in"), arg("C", "f32", 256, "out")],
              ["mfma_f32_16x16x32_f16 (gfx950) chain"], targets=GFX950,
              reference="mfma16x32_f16_chain", tolerance=MM_TOL),
    OclKernel("mfma_gfx950", "mfma32x16_f16_chain",
              [arg("A", "f16", 1024, "in"), arg("B", "f16", 1024, "in"),
               arg("C", "f32", 1024, "out"), arg("E", "f32", 1024, "out")],
              ["mfma_f32_32x32x16_f16 (gfx950) chain", "XDL write -> VALU read"], targets=GFX950,
              reference="mfma32x16_f16_chain", tolerance=MM_TOL),
    OclKernel("mfma_gfx950", "mfma16x32_bf16_chain",
              [arg("A", "bf16", 16 * 64, "in"), arg("B", "bf16", 64 * 16, "in"), arg("C", "f32", 256, "out")],
              ["mfma_f32_16x16x32_bf16 (gfx950) chain"], targets=GFX950,
              reference="mfma16x32_bf16_chain", tolerance=MM_TOL),
    OclKernel("mfma_gfx950", "mfma32x16_bf16_chain",
              [arg("A", "bf16", 1024, "in"), arg("B", "bf16", 1024, "in"), arg("C", "f32", 1024, "out")],
              ["mfma_f32_32x32x16_bf16 (gfx950) chain"], targets=GFX950,
              reference="mfma32x16_bf16_chain", tolerance=MM_TOL),
    OclKernel("trans", "trans_valu",
              [arg("X", "f32", 128, "in", POS)] + [arg(n, "f32", 128, "out") for n in
                                                   ("Yexp", "Ylog", "Yrsq", "Yrcp", "Ysqrt", "Ysin", "Ychain")],
              ["trans (v_exp/v_log/v_rsq/v_rcp/v_sqrt/v_sin f32) -> non-trans VALU read (Table 12)",
               "trans -> trans chain"], grid=2,
              reference="trans_valu", tolerance={"rtol": 1e-5, "atol": 2e-6},
              notes="hardware transcendentals are ~1 ulp; v_sin takes turns (x*2pi radians)"),
    OclKernel("trans", "trans_chain_serial",
              [arg("X", "f32", 128, "in", POS), arg("Y", "f32", 128, "out")],
              ["serial trans -> VALU -> trans chain with nothing to interleave (Table 12 wait states)"],
              grid=2, reference="trans_chain_serial", tolerance={"rtol": 1e-5, "atol": 2e-6}),
    OclKernel("trans", "div_f64",
              [arg("A", "f64", 128, "in"), arg("B", "f64", 128, "in", POS), arg("Y", "f64", 128, "out")],
              ["f64 division: v_div_scale_f64 writes VCC -> v_div_fmas_f64 reads VCC", "v_rcp_f64 (trans) chain"],
              grid=2, reference="div_f64", tolerance={"rtol": 1e-15, "atol": 0.0}),
    OclKernel("readlane", "readlane_valu_sel",
              [arg("X", "f32", 128, "in"), arg("L", "i32", 128, "in", {"dist": "randint", "low": 0, "high": 1000}),
               arg("Y", "f32", 128, "out"), arg("Z", "f32", 128, "out")],
              ["VALU -> v_readfirstlane (VALU writes SGPR) -> v_readlane lane select",
               "v_readlane SGPR result -> VALU read"], grid=2,
              reference="readlane_valu_sel",
              notes="LLVM drops the '& 63' on the lane select: v_readlane uses only SGPR[5:0] in wave64"),
    OclKernel("divergent", "divergent_ifelse",
              [arg("X", "f32", 256, "in"), arg("W", "f32", 256, "in"), arg("Y", "f32", 256, "out"),
               arg("Z", "f32", 256, "inout", {"dist": "fill", "value": -7.0})],
              ["divergent if/else with memory ops in both arms (exec save/restore, s_cbranch_execz)"],
              grid=4, reference="divergent_ifelse"),
    OclKernel("divergent", "divergent_loop",
              [arg("N", "i32", 256, "in", {"dist": "randint", "low": 0, "high": 20}), arg("X", "f32", 256, "in"),
               arg("Y", "f32", 256, "out")],
              ["loop with per-lane data-dependent trip count (exec-masked loop, s_cbranch_execnz)"],
              grid=4, reference="divergent_loop"),
    OclKernel("lds", "lds_reverse_barrier",
              [arg("X", "f32", 1024, "in"), arg("Y", "f32", 1024, "out")],
              ["ds_write -> s_barrier -> ds_read across 4 waves (lgkmcnt waits)"],
              workgroup=256, grid=4, reference="lds_reverse_barrier"),
    OclKernel("lds", "lds_reduce_tree",
              [arg("X", "f32", 1024, "in"), arg("Y", "f32", 4, "out")],
              ["LDS tree reduction, 8 barriers, divergent lanes"],
              workgroup=256, grid=4, reference="lds_reduce_tree"),
    OclKernel("gemm_tiled", "gemm_tiled_mfma16",
              [arg("A", "f16", 64 * 128, "in"), arg("B", "f16", 128 * 64, "in"), arg("C", "f32", 64 * 64, "out")],
              ["tiled GEMM: global -> LDS -> MFMA with a rolled K loop (waitcnt across the back edge)",
               "barriers around LDS tiles"],
              workgroup=256, grid=4, reference="gemm_tiled_mfma16", tolerance=MM_TOL),
]


def gen_opencl(targets: list[str]) -> list[dict[str, Any]]:
    clang = find_tool("clang-22", "the OpenCL corpus (clang -S / -c)")
    lld = find_tool("ld.lld-22", "linking OpenCL code objects (.hsaco)")
    entries: list[dict[str, Any]] = []
    sources = sorted({k.source for k in OPENCL_KERNELS})
    for target in targets:
        outdir = CORPUS / "opencl" / target
        outdir.mkdir(parents=True, exist_ok=True)
        for src in sources:
            kernels = [k for k in OPENCL_KERNELS if k.source == src and target in k.targets]
            if not kernels:
                continue
            cl = f"tests/corpus/src/{src}.cl"
            asm, hsaco = outdir / f"{src}.s", outdir / f"{src}.hsaco"
            s_cmd = ["clang-22", *CLANG_FLAGS, f"-mcpu={target}", "-S", cl, "-o", f"tests/corpus/{rel(asm)}"]
            t0 = time.monotonic()
            run([clang, *s_cmd[1:]])
            with tempfile.TemporaryDirectory() as tmp:
                obj = Path(tmp) / f"{src}.o"
                run([clang, *CLANG_FLAGS, f"-mcpu={target}", "-c", cl, "-o", str(obj)])
                run([lld, "-shared", str(obj), "-o", str(hsaco)])
            print(f"  opencl {target} {src}: {time.monotonic() - t0:.2f}s")
            text = asm.read_text()
            for k in kernels:
                if f"\n{k.name}:" not in text:
                    raise RuntimeError(f"{rel(asm)}: kernel symbol {k.name} not found")
                entries.append({
                    "name": k.name, "origin": "opencl", "target": target, "symbol": k.name,
                    "asm": rel(asm), "code_object": rel(hsaco), "source": f"src/{src}.cl",
                    "compile_command": " ".join(s_cmd),
                    "link_command": f"clang-22 {' '.join(CLANG_FLAGS)} -mcpu={target} -c {cl} -o {src}.o"
                                    f" && ld.lld-22 -shared {src}.o -o {rel(hsaco)}",
                    "workgroup_size": [k.workgroup, 1, 1], "grid_workgroups": [k.grid, 1, 1],
                    "args": k.args, "reference": k.reference, "tolerance": k.tolerance,
                    "exercises": k.exercises, "notes": k.notes,
                })
    return entries


# ---------------------------------------------------------------- Wave GEMMs


@dataclass
class WaveConfig:
    name: str
    target: str
    shape: tuple[int, int, int]
    mma: str                    # MMAType member name
    block: tuple[int, int, int] | None
    waves: tuple[int, int] | None
    schedule: str               # SchedulingType member name
    template: str = "get_gemm_kernel"
    exercises: str = ""


def wave_configs() -> list[WaveConfig]:
    out: list[WaveConfig] = []
    for t in TARGETS:
        big_mma = "F32_16x16x16_F16" if t == "gfx942" else "F32_16x16x32_F16"
        m32 = "F32_32x32x8_F16" if t == "gfx942" else "F32_32x32x16_F16"
        out += [
            WaveConfig("gemm_256_16x16x16_b64x64x32_none", t, (256, 256, 256), "F32_16x16x16_F16",
                       (64, 64, 32), (2, 2), "NONE", exercises="unscheduled K loop, 4 waves"),
            WaveConfig("gemm_256_16x16x16_b64x64x32_prefetch", t, (256, 256, 256), "F32_16x16x16_F16",
                       (64, 64, 32), (2, 2), "PREFETCH", exercises="prefetch-pipelined K loop"),
            WaveConfig(f"gemm_1024_{big_mma.split('_', 2)[1]}_b128x128x64_prefetch", t, (1024, 1024, 1024),
                       big_mma, (128, 128, 64), (2, 2), "PREFETCH", exercises="large tile, prefetch"),
            WaveConfig(f"gemm_256_{m32.split('_', 2)[1]}_b64x64x32_prefetch", t, (256, 256, 256), m32,
                       (64, 64, 32), (2, 2), "PREFETCH", exercises="32x32 MFMA (16-VGPR accumulators)"),
            WaveConfig("gemm_32_16x16x16_b16x16x16_1wave_none", t, (32, 32, 32), "F32_16x16x16_F16",
                       (16, 16, 16), (1, 1), "NONE", exercises="single wave, minimal kernel"),
            WaveConfig("gemm_tab_256_16x16x16_none", t, (256, 256, 256), "F32_16x16x16_F16", None, None,
                       "NONE", template="get_gemm_kernel_transpose_a_b",
                       exercises="transposed operands (K-major A and B) read through LDS"),
            WaveConfig("gemm_256_16x16x16_b64x64x32_four_stage", t, (256, 256, 256), "F32_16x16x16_F16",
                       (64, 64, 32), (2, 2), "FOUR_STAGE",
                       exercises="two LDS buffers per operand swapped every iteration (LDS bases in SGPRs)"),
            WaveConfig("gemm_200_16x16x16_b64x64x32_prefetch_masked", t, (200, 200, 200), "F32_16x16x16_F16",
                       (64, 64, 32), (2, 2), "PREFETCH",
                       exercises="partial tiles in M, N and K: Wave's masked loads and stores as exec-masked "
                                 "branches (s_and_saveexec_b64, s_cbranch_execz) in and after the K loop"),
        ]
        if t == "gfx950":
            out.append(WaveConfig("gemm_mxfp4_256_16x16x128_b32x32x256", t, (256, 256, 1024), "F32_16x16x128_F8F6F4",
                                  (32, 32, 256), (2, 2), "NONE", template=MXFP4_TEMPLATE,
                                  exercises="block-scaled FP4 MFMA (v_mfma_scale_f32_16x16x128_f8f6f4 cbsz:4 blgp:4: "
                                            "4-pass FP4 hazard windows), E8M0 scale bytes through LDS"))
    return out


#: Wave's MXFP4 GEMM (a ScaledMMAType, gfx950): A, B FP4 packed two per byte, A's E8M0
#: scale one per row, B's one per 32-value block (reference.wave_gemm_mxfp4)
MXFP4_TEMPLATE = "get_broadcasted_scale_gemm_mxfp4"


def _compile_wave(cfg: WaveConfig, dump: Path) -> dict[str, Any]:
    """Compile one config with Wave's LLVM backend; return launch info."""
    os.environ["WAVE_CACHE_ON"] = "0"
    from wave_lang.kernel.wave.compile import wave_compile
    from wave_lang.kernel.wave.compile_options import WaveCompileOptions
    from wave_lang.kernel.wave.constraints import MMAType
    from wave_lang.kernel.wave.scheduling.schedule_enums import SchedulingType
    from wave_lang.kernel.wave.templates import gemm as templates

    if cfg.template == MXFP4_TEMPLATE:
        import wave_lang.kernel.lang as tkl
        from wave_lang.kernel.wave.constraints import ScaledMMAType
        from wave_lang.kernel.wave.templates.test_kernels import get_broadcasted_scale_gemm_mxfp4

        kernel, hyper = get_broadcasted_scale_gemm_mxfp4(cfg.shape, ScaledMMAType[cfg.mma])
        hyper[tkl.sym.BLOCK_M], hyper[tkl.sym.BLOCK_N], hyper[tkl.sym.BLOCK_K] = cfg.block
    elif cfg.template == "get_gemm_kernel":
        mma = MMAType[cfg.mma]
        kernel, hyper, _ = templates.get_gemm_kernel(cfg.shape, False, mma, block_shape=cfg.block,
                                                     waves_per_block=cfg.waves)
    else:
        kernel, hyper, _ = templates.get_gemm_kernel_transpose_a_b(cfg.shape, False, MMAType[cfg.mma])
    opts = WaveCompileOptions(subs=hyper, backend="llvm", device="hip", target=cfg.target,
                              dump_intermediates=str(dump), schedule=SchedulingType[cfg.schedule],
                              canonicalize=True)
    error = None
    try:
        wave_compile(opts, kernel)
    except Exception as exc:  # runtime loading may fail without a GPU; keep the dumps
        error = f"{type(exc).__name__}: {exc}"
    hp = {str(k): v for k, v in hyper.items()}
    info = opts.kernel_launch_info
    try:  # static shapes: the grid lambda takes the (empty) list of dynamic dims
        grid = [int(g) for g in info.grid([])]
    except Exception:
        grid = None
    return {"blocks": list(info.blocks), "grid": grid, "shared_memory_bytes": info.shared_memory_bytes,
            "func_name": info.func_name, "block_shape": [hp["BLOCK_M"], hp["BLOCK_N"], hp["BLOCK_K"]],
            "error": error}


def gen_wave(targets: list[str]) -> list[dict[str, Any]]:
    mc = find_tool("llvm-mc-22", "assembling Wave's .rocmasm into a code object")
    lld = find_tool("ld.lld-22", "linking Wave code objects (.hsaco)")
    try:
        import wave_lang
    except ImportError as exc:
        raise MissingTool(f"missing python package wave_lang (wave-lang 3.9.1) — needed for --only wave: {exc}")
    entries: list[dict[str, Any]] = []
    for cfg in wave_configs():
        if cfg.target not in targets:
            continue
        outdir = CORPUS / "wave" / cfg.target
        outdir.mkdir(parents=True, exist_ok=True)
        asm, hsaco = outdir / f"{cfg.name}.s", outdir / f"{cfg.name}.hsaco"
        t0 = time.monotonic()
        with tempfile.TemporaryDirectory() as tmp:
            launch = _compile_wave(cfg, Path(tmp))
            found = sorted(Path(tmp).glob("*.rocmasm"))
            if not found:
                raise RuntimeError(f"wave {cfg.target} {cfg.name}: no .rocmasm dumped; error: {launch['error']}")
            shutil.copyfile(found[0], asm)
            obj = Path(tmp) / "k.o"
            run([mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={cfg.target}", "-filetype=obj", str(asm), "-o", str(obj)])
            run([lld, "-shared", str(obj), "-o", str(hsaco)])
        dt = time.monotonic() - t0
        print(f"  wave {cfg.target} {cfg.name}: {dt:.2f}s" + (f" (wave_compile: {launch['error']})" if launch["error"] else ""))
        m, n, k = cfg.shape
        bm, bn, _ = launch["block_shape"]
        a_count, b_count = m * k, n * k
        # WorkgroupConstraint(M, BLOCK_M, 0), (N, BLOCK_N, 1): grid x over M, y over N.
        grid = [-(-m // bm), -(-n // bn), 1]
        if launch["grid"] is not None and launch["grid"] != grid:
            raise RuntimeError(f"wave {cfg.name}: launch grid {launch['grid']} != expected {grid}")
        a_layout, b_layout = ("MxK", "NxK") if cfg.template == "get_gemm_kernel" else ("KxM", "KxN")
        if cfg.template == MXFP4_TEMPLATE:
            codes, scales = {"dist": "randint", "low": 0, "high": 256}, {"dist": "randint", "low": 120, "high": 135}
            args = [arg("a", "u8", m * k // 2, "in", codes), arg("a_scale", "u8", m, "in", scales),
                    arg("b", "u8", n * k // 2, "in", codes), arg("b_scale", "u8", n * k // 32, "in", scales),
                    arg("c", "f32", m * n, "out")]
            layouts = {"a": "Mx(K/2) FP4 pairs", "a_scale": "M", "b": "Nx(K/2) FP4 pairs", "b_scale": "Nx(K/32)",
                       "c": "MxN"}
            reference, expr = "wave_gemm_mxfp4", "c = (fp4(a) * 2^(a_scale-127)) @ (fp4(b) * 2^(b_scale-127)).T"
            source = f"wave_lang.kernel.wave.templates.test_kernels.{cfg.template}"
            command = (f"WAVE_CACHE_ON=0; {cfg.template}({cfg.shape}, ScaledMMAType.{cfg.mma}); BLOCK_M, BLOCK_N, "
                       f"BLOCK_K = {cfg.block}")
            tolerance = {"rtol": 1e-5, "atol": 1e-3}
        else:
            args = [arg("a", "f16", a_count, "in"), arg("b", "f16", b_count, "in"), arg("c", "f32", m * n, "out")]
            layouts = {"a": a_layout, "b": b_layout, "c": "MxN"}
            reference = "wave_gemm" if cfg.template == "get_gemm_kernel" else "wave_gemm_transpose_a_b"
            expr = "c = a @ b.T (float32)" if cfg.template == "get_gemm_kernel" else "c = a.T @ b (float32)"
            source = f"wave_lang.kernel.wave.templates.gemm.{cfg.template}"
            command = (f"WAVE_CACHE_ON=0; {cfg.template}({cfg.shape}, False, MMAType.{cfg.mma}"
                       + (f", block_shape={cfg.block}, waves_per_block={cfg.waves}" if cfg.block else "") + ")")
            tolerance = {"rtol": 1e-3, "atol": 1e-3}
        entries.append({
            "name": cfg.name, "origin": "wave", "target": cfg.target, "symbol": launch["func_name"],
            "asm": rel(asm), "code_object": rel(hsaco), "source": source,
            "compile_command": (command + f"; WaveCompileOptions(subs=hyperparams, backend='llvm', device='hip', "
                                  f"target='{cfg.target}', schedule=SchedulingType.{cfg.schedule}, "
                                  f"canonicalize=True, dump_intermediates=DIR) -> DIR/*.rocmasm"),
            "link_command": f"llvm-mc-22 -triple=amdgcn-amd-amdhsa -mcpu={cfg.target} -filetype=obj "
                            f"{rel(asm)} -o k.o && ld.lld-22 -shared k.o -o {rel(hsaco)}",
            "template": cfg.template, "shape": list(cfg.shape), "mma": cfg.mma,
            "block": launch["block_shape"], "waves_per_block": list(cfg.waves) if cfg.waves else [2, 2],
            "schedule": cfg.schedule, "lds_bytes": launch["shared_memory_bytes"],
            "workgroup_size": launch["blocks"],
            "grid_workgroups": grid,
            "args": args,
            "arg_layouts": layouts,
            "reference": reference,
            "reference_expr": expr,
            "tolerance": tolerance,
            "exercises": [cfg.exercises], "notes": "",
            "wave_compile_error": launch["error"],
        })
    return entries


# ---------------------------------------------------------------- manifest


def tool_versions(which: list[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for name in which:
        path = shutil.which(os.environ.get(TOOLS.get(name, ""), "") or name)
        if path:
            first = run([path, "--version"]).strip().splitlines()
            out[name] = next((ln.strip() for ln in first if "version" in ln.lower()), first[0] if first else "")
    try:
        import importlib.metadata as md
        out["wave-lang"] = md.version("wave-lang")
    except Exception:
        pass
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", choices=["opencl", "wave"], help="regenerate only one part")
    ap.add_argument("--target", choices=TARGETS, action="append", help="limit to a target (repeatable)")
    ns = ap.parse_args(argv)
    targets = ns.target or list(TARGETS)
    parts = [ns.only] if ns.only else ["opencl", "wave"]

    old: list[dict[str, Any]] = []
    if MANIFEST.exists():
        old = json.loads(MANIFEST.read_text()).get("kernels", [])
    new: list[dict[str, Any]] = []
    t0 = time.monotonic()
    try:
        if "opencl" in parts:
            new += gen_opencl(targets)
        if "wave" in parts:
            new += gen_wave(targets)
    except MissingTool as exc:
        print(f"gen_corpus: {exc}", file=sys.stderr)
        return 2
    redone = {(e["origin"], e["target"]) for e in new} | {(p, t) for p in parts for t in targets}
    kept = [e for e in old if (e["origin"], e["target"]) not in redone]
    kernels = sorted(kept + new, key=lambda e: (e["origin"], e["target"], e["asm"], e["name"]))
    manifest = {
        "version": 1,
        "generator": "scripts/gen_corpus.py",
        "reference_module": "tests/corpus/reference.py",
        "tools": tool_versions(["clang-22", "llvm-mc-22", "ld.lld-22"]),
        "conventions": {
            "paths": "relative to tests/corpus/",
            "grid_workgroups": "number of workgroups per dimension (total threads = grid * workgroup_size)",
            "args": "global buffers in kernarg order, 8-byte pointers; count = elements of dtype",
            "bf16": "raw bit patterns stored as uint16",
            "kernel_abi": "code object v5; workitem id x (y, z packed) in v0; workgroup id x in the SGPR after "
                          "the kernarg pointer (see .amdhsa_* directives in each .s)",
        },
        "kernels": kernels,
    }
    MANIFEST.write_text(json.dumps(manifest, indent=1) + "\n")
    print(f"gen_corpus: {len(kernels)} kernels in manifest ({len(new)} regenerated) in {time.monotonic() - t0:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
