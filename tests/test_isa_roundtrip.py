"""Parse -> print round trip, proven by llvm-mc encodings (instruction by instruction).

Inputs: kernels clang-22 compiles here from small OpenCL sources (MFMA builtins, f64
MFMA, transcendentals, readfirstlane, divergent branches, LDS + barrier, loops) for
gfx942 and gfx950; every ``.s`` of the validation corpus (tests/corpus/); and the
wave-lang ASM backend's output (slow: runs the Wave front end).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from wave_asm_ext.isa import parse_asm, print_program
from wave_asm_ext.isa.roundtrip import roundtrip_encodings

CORPUS = Path(__file__).resolve().parent / "corpus"
CORPUS_S = sorted(CORPUS.rglob("*.s")) if CORPUS.is_dir() else []
TARGETS = ("gfx942", "gfx950")

needs_llvm_mc = pytest.mark.skipif(shutil.which("llvm-mc-22") is None and shutil.which("llvm-mc") is None,
                                   reason="llvm-mc-22 not installed (apt install llvm-22)")

OPENCL = r"""
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef half half4 __attribute__((ext_vector_type(4)));
typedef float float4v __attribute__((ext_vector_type(4)));
typedef float float16v __attribute__((ext_vector_type(16)));
typedef double double4v __attribute__((ext_vector_type(4)));
#define GID() ((int)(__builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x()))
__kernel void mfma16(__global const half4* a, __global const half4* b, __global float4v* c, int n) {
  int i = GID();
  float4v acc = c[i];
  for (int k = 0; k < n; ++k)
    acc = __builtin_amdgcn_mfma_f32_16x16x16f16(a[i + k], b[i + k], acc, 0, 0, 0);
  c[i] = acc;
}
__kernel void mfma32(__global const half4* a, __global const half4* b, __global float16v* c) {
  int i = GID();
  c[i] = __builtin_amdgcn_mfma_f32_32x32x8f16(a[i], b[i], c[i], 1, 2, 3);
}
__kernel void mfmaf64(__global const double* a, __global const double* b, __global double4v* c) {
  int i = GID();
  c[i] = __builtin_amdgcn_mfma_f64_16x16x4f64(a[i], b[i], c[i], 0, 0, 0);
}
__kernel void trans(__global float* x, __global double* y) {
  int i = GID();
  float f = x[i];
  x[i] = __builtin_amdgcn_exp2f(f) + __builtin_amdgcn_logf(f) + __builtin_sqrtf(f)
       + __builtin_amdgcn_sinf(f) + 1.0f / f + __builtin_amdgcn_rsqf(f) + __builtin_fabsf(f) * -f;
  y[i] = y[i] / (double)x[i] + __builtin_sqrt(y[i]);
}
__kernel void rfl(__global int* x, __global int* y) {
  int i = GID();
  int v = __builtin_amdgcn_readfirstlane(x[i]);
  if (x[i] > 3) y[i] = v * 7; else y[i + 1] = v / 3;
}
__kernel void lds(__global float* x, __global float* y, int n) {
  __local float buf[256];
  int l = __builtin_amdgcn_workitem_id_x();
  buf[l] = x[GID()];
  __builtin_amdgcn_s_barrier();
  float s = 0;
  for (int k = 0; k < n; ++k) s += buf[(l + k) & 255] * (float)k;
  y[GID()] = s;
}
__kernel void misc(__global long* x, __global unsigned* y, __global half* h, __global char* c,
                   __global short* sh) {
  int i = GID();
  long v = x[i];
  x[i] = v * 3 + (v >> 5) + (long)y[i] / 7;
  y[i] = __builtin_popcount(y[i]) + __builtin_clz(y[i])
       + __opencl_atomic_fetch_add((volatile __global atomic_int*)y, 1, memory_order_relaxed,
                                   memory_scope_device);
  h[i] = h[i] * (half)2.0 + (half)c[i];
  sh[i] = sh[i] + c[i + 1];
  c[i] = (char)(sh[i] >> 2);
}
"""


@pytest.fixture(scope="module")
def clang_asm(tmp_path_factory) -> dict[str, str]:
    clang = shutil.which("clang-22")
    if clang is None:
        pytest.skip("clang-22 not installed (apt install clang-22)")
    d = tmp_path_factory.mktemp("isa_cl")
    src = d / "k.cl"
    src.write_text(OPENCL)
    out = {}
    for t in TARGETS:
        dst = d / f"k_{t}.s"
        res = subprocess.run([clang, "-x", "cl", "-cl-std=CL2.0", "-nogpulib", "-target", "amdgcn-amd-amdhsa",
                              f"-mcpu={t}", "-O3", "-S", str(src), "-o", str(dst)], capture_output=True, text=True)
        assert res.returncode == 0, res.stderr
        out[t] = dst.read_text()
    return out


@needs_llvm_mc
@pytest.mark.parametrize("target", TARGETS)
def test_roundtrip_clang_kernels(clang_asm: dict[str, str], target: str) -> None:
    text = clang_asm[target]
    prog = parse_asm(text, f"k_{target}.s")
    names = [k.name for k in prog.entry_kernels]
    assert names == ["mfma16", "mfma32", "mfmaf64", "trans", "rfl", "lds", "misc"]
    mnems = {i.base for k in prog.kernels for i in k.instructions}
    # the features the sources were written to produce are really there
    for m in ("v_mfma_f32_16x16x16_f16", "v_mfma_f32_32x32x8_f16", "v_mfma_f64_16x16x4_f64", "v_exp_f32",
              "v_log_f32", "v_readfirstlane_b32", "s_and_saveexec_b64", "s_cbranch_execz", "s_barrier",
              "ds_write_b32", "ds_read_b32", "v_div_fmas_f64", "global_atomic_add"):
        assert m in mnems, m
    assert any(k.cfg.back_edges for k in prog.kernels)  # the loops
    assert roundtrip_encodings(text, target, f"k_{target}.s") == []


@needs_llvm_mc
@pytest.mark.skipif(not CORPUS_S, reason="no tests/corpus/*.s present")
@pytest.mark.parametrize("path", CORPUS_S, ids=[p.relative_to(CORPUS).as_posix() for p in CORPUS_S])
def test_roundtrip_corpus(path: Path) -> None:
    text = path.read_text()
    target = parse_asm(text, str(path)).target
    assert target in TARGETS, f"{path}: .amdgcn_target {target}"
    assert roundtrip_encodings(text, target, str(path)) == []


@needs_llvm_mc
def test_roundtrip_detects_a_changed_instruction(clang_asm: dict[str, str]) -> None:
    """The comparison itself can fail: corrupt one operand after parsing and see it reported."""
    from wave_asm_ext.isa import Reg
    from wave_asm_ext.toolchain import encodings

    prog = parse_asm(clang_asm["gfx942"])
    inst = next(i for i in prog.kernels[0].instructions if i.base == "v_mfma_f32_16x16x16_f16")
    inst.operands = (Reg("v", 12, 4),) + inst.operands[1:]
    a = encodings(clang_asm["gfx942"], "gfx942")
    b = encodings(print_program(prog), "gfx942")
    assert len(a) == len(b)
    diffs = [(x, y) for x, y in zip(a, b) if x[1] != y[1]]
    assert len(diffs) == 1 and "v[12:15]" in diffs[0][1][0]


def test_print_is_stable() -> None:
    """print(parse(print(parse(x)))) == print(parse(x)) on every corpus file (no tools needed)."""
    files = CORPUS_S[:6] if CORPUS_S else []
    if not files:
        pytest.skip("no tests/corpus/*.s present")
    for p in files:
        once = print_program(parse_asm(p.read_text(), str(p)))
        assert print_program(parse_asm(once)) == once


@pytest.mark.slow
@needs_llvm_mc
@pytest.mark.parametrize("target", TARGETS)
def test_roundtrip_wave_asm_backend(target: str) -> None:
    """wave-lang's own ASM backend output (the thing this project extends) round-trips."""
    pytest.importorskip("wave_lang")
    from wave_helpers import small_gemm
    from wave_lang.kernel.wave.compile import wave_compile

    kernel, opts = small_gemm(target, backend="asm", compile_to_asm=True)
    asm = wave_compile(opts, kernel).asm
    prog = parse_asm(asm, f"wave_{target}.s")
    assert [k.name for k in prog.entry_kernels] == ["gemm"]
    assert any(i.family == "MFMA" for i in prog.kernels[0].instructions)
    assert roundtrip_encodings(asm, target, f"wave_{target}.s") == []


MLIR_FIXTURES = sorted((Path(__file__).resolve().parent / "fixtures" / "mlir").glob("*_none.mlir"))[:2]


@needs_llvm_mc
@pytest.mark.skipif(not MLIR_FIXTURES, reason="no tests/fixtures/mlir/*.mlir present")
@pytest.mark.parametrize("path", MLIR_FIXTURES, ids=[p.stem for p in MLIR_FIXTURES])
def test_roundtrip_emitter_output(path: Path) -> None:
    """Our own emitter's output parses (one K loop found by the CFG) and round-trips."""
    emit = pytest.importorskip("wave_asm_ext.emit")
    target = path.name.split("_", 1)[0]
    asm = emit.emit_mlir(path.read_text(), target)
    k = parse_asm(asm, path.name).kernels[0]
    assert len(k.cfg.loops) == 1
    assert roundtrip_encodings(asm, target, path.name) == []


@needs_llvm_mc
@pytest.mark.parametrize("target", TARGETS)
def test_every_disassembled_opcode_parses_and_prints_identically(target: str) -> None:
    """Disassemble one probe word per opcode of every encoding (the generator's probes):
    each printed instruction — every mnemonic LLVM knows, with LLVM's own operand and
    modifier spelling — must parse (right operand count and kinds for its roles), give
    def/use sets, and print back to the same text."""
    from wave_asm_ext.isa import gen_mnemonics, parse_instruction
    from wave_asm_ext.toolchain import find_tool

    words: list[int] = []
    for _, d0, d1 in gen_mnemonics._candidates():
        words += [d0, d1, gen_mnemonics.NOP7, gen_mnemonics.NOP7]
    text = "\n".join(" ".join(f"0x{b:02x}" for b in w.to_bytes(4, "little")) for w in words)
    res = subprocess.run([find_tool("llvm-mc"), "--disassemble", "-arch=amdgcn", f"-mcpu={target}"],
                         input=text, capture_output=True, text=True)
    lines = sorted({ln.strip() for ln in res.stdout.splitlines()
                    if ln.strip() and not ln.strip().startswith(".") and "Invalid" not in ln})
    assert len(lines) > 3000
    bases = set()
    for ln in lines:
        inst = parse_instruction(ln, target=target)
        assert inst.text() == " ".join(ln.split()), ln
        inst.defs(), inst.uses()
        bases.add(inst.base)
    assert len(bases) > 1000


SYNTAX_ZOO = """\
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
edge:
	ds_swizzle_b32 v0, v1 offset:swizzle(QUAD_PERM, 0, 1, 2, 3)
	ds_swizzle_b32 v0, v1 offset:swizzle(BITMASK_PERM, "01pip")
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 3
	s_getreg_b32 s0, hwreg(HW_REG_HW_ID)
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_waitcnt vmcnt(0) & lgkmcnt(0)
	s_waitcnt expcnt(0), lgkmcnt(1)
	v_mov_b32 v0, lit(0x3f800000)
	v_add_f32_e64 v0, -|v1|, neg(v2) clamp mul:2
	v_add_u32_sdwa v0, sext(v1), v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_dpp v0, v1 quad_perm:[0, 1, 2, 3] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v0, v1 row_bcast:15 row_mask:0xa bank_mask:0xf
	buffer_load_dword v0, v1, s[4:7], s2 idxen offset:4095 sc0 sc1 nt
	buffer_load_dword v1, s[4:7], 0 offen lds
	global_load_lds_dword v[2:3], off offset:16
	tbuffer_load_format_x v0, off, s[4:7], 0 format:[BUF_DATA_FORMAT_32, BUF_NUM_FORMAT_FLOAT]
	s_mov_b32 s0, 0.5
	v_fma_f32 v0, 1.0, v1, -4.0
	s_mov_b64 s[0:1], src_shared_base
	v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7] neg:[1,0,0]
	s_add_u32 s0, s0, foo@rel32@lo+4
	s_addc_u32 s1, s1, foo@rel32@hi+12
	s_set_gpr_idx_on s0, gpr_idx(SRC0,DST)
	v_mov_b32 v0, v1
	s_set_gpr_idx_off
	s_trap 2
	s_endpgm
"""


@needs_llvm_mc
def test_roundtrip_syntax_zoo() -> None:
    """Hand-written operand/modifier syntax LLVM accepts: swizzle(), hwreg(), sendmsg(),
    waitcnt separators, lit(), source modifiers, SDWA/DPP controls, cache bits, LDS DMA,
    MTBUF format, float literals, src_* registers, relocation expressions, gpr_idx."""
    prog = parse_asm(SYNTAX_ZOO, "zoo.s")
    assert len(prog.kernels[0].instructions) == SYNTAX_ZOO.count("\n\t") - 1
    assert roundtrip_encodings(SYNTAX_ZOO, "gfx942", "zoo.s") == []
