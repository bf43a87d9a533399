"""Register allocation of input on virtual registers (``passes.regalloc``): LLVM's kernels
with their VGPRs/AGPRs made virtual come back allocated, assembling, checker-clean and
computing what LLVM's do in the timing-aware emulator; hand-written loops with virtual
VGPRs and SGPRs compute what their physical twins do; registers are reused; partial-EXEC
writes keep inactive lanes; errors name the operand."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from test_passes import _emulate_entry
from test_rotate import _assert_equivalent, _loop
from wave_asm_ext import toolchain
from wave_asm_ext.check import check_program
from wave_asm_ext.cli import main
from wave_asm_ext.errors import RegisterAllocationError
from wave_asm_ext.isa import parse_asm, print_program
from wave_asm_ext.passes import regalloc, run_postpass
from wave_asm_ext.target import load_target

CORPUS = Path(__file__).resolve().parent / "corpus"
MANIFEST = json.loads((CORPUS / "manifest.json").read_text())
SHIFT = 100
_REG = re.compile(r"(?<![\w%.])([va])(?:(\d+)\b(?!:)|\[(\d+):(\d+)\])")


def _virtual_name(m: re.Match) -> str:
    f = m.group(1)
    if m.group(2) is not None:
        return f"%{f}{int(m.group(2)) + SHIFT}"
    return f"%{f}[{int(m.group(3)) + SHIFT}:{int(m.group(4)) + SHIFT}]"


def virtualised(src: str) -> str:
    """LLVM's kernel with every VGPR and AGPR of its code made virtual (``v7`` ->
    ``%v107``); each kernel first copies the work-item ids the hardware writes into v0."""
    out = []
    for line in src.splitlines():
        code = line.startswith(("\t", "  ")) and not line.strip().startswith(".")
        out.append(_REG.sub(_virtual_name, line) if code else line)
    text = "\n".join(out) + "\n"
    for sym in re.findall(r"\.globl\s+([\w.$]+)", src):
        text = re.sub(rf"\n{re.escape(sym)}:[^\n]*\n", lambda m: m.group(0) + f"\tv_mov_b32_e32 %v{SHIFT}, v0\n",
                      text, count=1)
    return text


ENTRIES = [e for e in MANIFEST["kernels"] if "gemm_1024" not in e["name"]
           and (e["target"] == "gfx942" or "wave/" in e["asm"])]


@pytest.mark.parametrize("entry", ENTRIES, ids=[f"{e['target']}:{e['name']}" for e in ENTRIES])
def test_virtualised_llvm_kernel_allocates_and_computes_the_same(entry, tmp_path):
    src = (CORPUS / entry["asm"]).read_text()
    virt = virtualised(src)
    assert f"%v{SHIFT}" in virt
    # (its K loop kept a loop, as LLVM allocated it: unrolled whole, session 63, the early
    # loads of the straight-line tiles hold one VGPR more on gemm_tab_256_16x16x16_none)
    prog, rep = run_postpass(parse_asm(virt, entry["asm"]), entry["target"], {"unroll_whole_trips": 3})
    out = print_program(prog)
    assert "%v" not in out and "%a" not in out
    k = next(r for r in rep.kernels if r.name == entry["symbol"])
    assert k.regalloc["virtual_units"]["v"] >= 1
    toolchain.assemble(out, entry["target"], tmp_path / "k.o")
    assert check_program(parse_asm(out, "<out>"), load_target(entry["target"])) == []
    ref, inputs, outs, res = _emulate_entry(entry, out)
    assert res.events == [] and not res.any_poison, res.events[:3]
    ref.check(entry, inputs, outs)
    # the allocation is the values' size, not their spelling: no more VGPRs + AGPRs than
    # LLVM's own allocation of the same code
    kernel = parse_asm(out, "<out>").kernel(entry["symbol"])
    orig = parse_asm(src, "<src>").kernel(entry["symbol"])
    used = lambda kern: sum(max((i + 1 for inst in kern.instructions for f, i in inst.defs() | inst.uses()  # noqa: E731
                                 if f == file and isinstance(i, int)), default=0) for file in ("v", "a"))
    # a known gap: on LLVM's exec-masked branches (a partial-tile GEMM's masked accesses) the
    # lowest-free-first placement takes one VGPR more than LLVM (62 against 61 on the 200^3
    # masked GEMM; the same occupancy)
    slack = 1 if "s_and_saveexec" in src else 0
    assert used(kernel) <= used(orig) + slack, (used(kernel), used(orig))


# a K loop on virtual VGPRs and SGPRs; its physical twin names %vN as v(N-92) and %sN as s(N-80)
VIRTUAL_LOOP = _loop([
    "buffer_load_dwordx4 %v[100:103], %v130, s[4:7], 0 offen offset:0",
    "v_add_u32_e32 %v131, 16, %v130",
    "buffer_load_dwordx4 %v[104:107], %v131, s[4:7], 0 offen offset:0",
    "s_barrier",
    "ds_write_b128 v1, %v[100:103] offset:0",
    "ds_write_b128 v1, %v[104:107] offset:1024",
    "s_barrier",
    "ds_read_b128 %v[112:115], v1 offset:16",
    "ds_read_b128 %v[116:119], v1 offset:1040",
    "v_mfma_f32_16x16x16_f16 %v[108:111], %v[112:113], %v[116:117], %v[108:111]",
    "v_mfma_f32_16x16x16_f16 %v[108:111], %v[114:115], %v[118:119], %v[108:111]",
    "s_add_u32 %s90, %s90, 64",
], pre=["v_mov_b32_e32 %v108, 0", "v_mov_b32_e32 %v109, 0", "v_mov_b32_e32 %v110, 0", "v_mov_b32_e32 %v111, 0",
        "s_mov_b32 %s90, 0"],
   post=["v_add_u32_e32 %v130, %s90, v0", "buffer_store_dwordx4 %v[108:111], %v130, s[4:7], 0 offen offset:2048"]
).replace("v_add_u32_e32 v2, s12, v0", "v_add_u32_e32 %v130, s12, v0")


def _physical(text: str) -> str:
    text = re.sub(r"%v\[(\d+):(\d+)\]", lambda m: f"v[{int(m.group(1)) - 92}:{int(m.group(2)) - 92}]", text)
    text = re.sub(r"%v(\d+)", lambda m: f"v{int(m.group(1)) - 92}", text)
    return re.sub(r"%s(\d+)", lambda m: f"s{int(m.group(1)) - 80}", text)


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_virtual_loop_matches_its_physical_twin(target):
    out, rep = run_postpass(parse_asm(VIRTUAL_LOOP, "<v>"), target)
    text = print_program(out)
    assert "%" not in re.sub(r";.*", "", text)
    (k,) = rep.kernels
    assert k.regalloc["virtual_units"] == {"v": 22, "s": 1}
    # the same memory as the physical twin, no read before its data, checker-clean, assembles
    _assert_equivalent(_physical(VIRTUAL_LOOP), text, target)


def test_short_lived_values_share_registers_and_tuples_are_aligned():
    # 40 values, each read right after it is written: a handful of registers suffice;
    # the odd-based virtual pair lands on an even physical base
    body = []
    for n in range(40):
        body += [f"v_add_u32_e32 %v{201 + 2 * n}, {n}, v0", f"buffer_store_dword %v{201 + 2 * n}, v0, s[4:7], 0 offen"]
    text = "\n".join(["v_mov_b64 %v[301:302], 0", *body, "buffer_store_dwordx2 %v[301:302], v0, s[4:7], 0 offen",
                      "s_endpgm", ""])
    prog = parse_asm(text, "<k>")
    rep = regalloc.allocate_kernel(prog.kernels[0], load_target("gfx942"))
    used = {i for inst in prog.kernels[0].instructions for f, i in inst.defs() | inst.uses() if f == "v"}
    assert rep["virtual_units"] == {"v": 42} and len(used) <= 5, used
    pair = next(inst for inst in prog.kernels[0].instructions if inst.base == "v_mov_b64").operands[0]
    assert pair.index % load_target("gfx942").registers.vector_tuple_alignment == 0 and pair.count == 2
    assert 0 not in used - {0} and all(inst.operands[0].index != 0 for inst in prog.kernels[0].instructions
                                       if inst.base == "v_add_u32")   # v0 (named) is never handed out


def test_partial_exec_write_keeps_the_inactive_lanes():
    """%v101's second write runs on half the lanes: the other half must still hold 7, so
    %v102 (written and read in between, all lanes) may not take %v101's register."""
    text = _loop(["s_nop 0"], trips=1, pre=[
        "v_mov_b32_e32 %v101, 7",
        "v_mov_b32_e32 %v102, 5",
        "buffer_store_dword %v102, v0, s[4:7], 0 offen offset:0",
        "v_cmp_gt_u32_e32 vcc, 0x200, v0",
        "s_and_saveexec_b64 s[20:21], vcc",
        "v_mov_b32_e32 %v101, 9",
        "s_or_b64 exec, exec, s[20:21]",
        "buffer_store_dword %v101, v0, s[4:7], 0 offen offset:1024",
    ])
    out, _ = run_postpass(parse_asm(text, "<k>"), "gfx942")
    _assert_equivalent(_physical(text), print_program(out), "gfx942")


def test_read_before_write_is_an_error_naming_the_register():
    text = "v_add_u32_e32 %v5, %v6, v0\nbuffer_store_dword %v5, v0, s[4:7], 0 offen\ns_endpgm\n"
    with pytest.raises(RegisterAllocationError, match=r"%v6 may be read before any write") as e:
        run_postpass(parse_asm(text, "t.s"), "gfx942")
    assert e.value.location == "t.s:1"


def test_contradicting_tuple_alignments_are_an_error():
    text = "v_mov_b64 %v[4:5], 0\nv_mov_b64 %v[5:6], 0\nbuffer_store_dwordx3 %v[4:6], v0, s[4:7], 0 offen\ns_endpgm\n"
    with pytest.raises(RegisterAllocationError, match=r"multiple of 2"):
        regalloc.allocate_kernel(parse_asm(text, "t.s").kernels[0], load_target("gfx942"))


def test_more_live_values_than_the_file_holds_is_an_error(tmp_path, capsys):
    loads = [f"buffer_load_dwordx4 %v[{4 * n}:{4 * n + 3}], v0, s[4:7], 0 offen offset:{16 * n}" for n in range(130)]
    stores = [f"buffer_store_dwordx4 %v[{4 * n}:{4 * n + 3}], v0, s[4:7], 0 offen offset:{16 * n}" for n in range(130)]
    src = tmp_path / "big.s"
    src.write_text("\n".join(loads + stores + ["s_endpgm", ""]))
    assert main(["schedule", str(src), "--target", "gfx942", "-o", str(tmp_path / "o.s")]) == 2
    err = capsys.readouterr().err
    assert "no v registers left" in err and "arch_vgpr_max" in err and "big.s:" in err


@pytest.mark.parametrize("text,match", [
    # a call: the callee may overwrite any caller-saved register a value would sit in
    ("v_mov_b32_e32 %v5, 1\ns_swappc_b64 s[30:31], s[4:5]\nbuffer_store_dword %v5, v0, s[8:11], 0 offen\ns_endpgm\n",
     "the kernel with a call"),
    # a function (returns through s_setpc_b64): callee-saved registers are the caller's
    ("v_mov_b32_e32 %v5, 1\nv_add_u32_e32 v1, %v5, v0\ns_setpc_b64 s[30:31]\n", "the function"),
    # a unit the passes leave as written would keep its virtual registers
    ("s_set_gpr_idx_on s2, gpr_idx(SRC0)\nv_mov_b32_e32 %v5, v1\ns_set_gpr_idx_off\n"
     "buffer_store_dword %v5, v0, s[8:11], 0 offen\ns_endpgm\n", "leave as written"),
])
def test_virtual_registers_where_the_allocator_cannot_know_the_rules_are_errors(text, match):
    with pytest.raises(RegisterAllocationError, match=match):
        run_postpass(parse_asm(text, "t.s"), "gfx942")


# the foreign-code suite (clang -O3: loops, divergence and EXEC masks, waterfall loops,
# atomics, spills, readlane, inline asm, f64 and f8 math) on virtual registers
from test_foreign import CHECKER_ONLY, EMULATED, _emulate, _original  # noqa: E402


#: foreign kernels where LLVM's code reads a VGPR on a CFG path no write reaches (a value
#: defined on every path that runs, but not on every path of the graph: a loop's block entered
#: only after its body wrote the value through a branch the analysis cannot rule out, an
#: undefined high half LLVM adds): virtual, such a read has no value to take, and the
#: allocator refuses it by name rather than guess (session 81's foreign kernels)
READ_BEFORE_WRITE = {("multi_exit_loop", "gfx942"), ("multi_exit_loop", "gfx950"), ("atomic_scan_loop", "gfx942"),
                     ("atomic_scan_loop", "gfx950"), ("mfma_pk_f16_epilogue", "gfx942")}


@pytest.mark.parametrize("name,target", EMULATED, ids=[f"{n}-{t}" for n, t in EMULATED])
def test_virtualised_foreign_kernel_computes_what_llvm_computes(name, target, tmp_path):
    text = virtualised(_original(name, target))
    if (name, target) in READ_BEFORE_WRITE:
        with pytest.raises(RegisterAllocationError, match=r"may be read before any write reaches it"):
            run_postpass(parse_asm(text, name), target)
        return
    prog, _ = run_postpass(parse_asm(text, name), target)
    out = print_program(prog)
    assert "%v" not in out and "%a" not in out
    toolchain.assemble(out, target, tmp_path / "k.o")
    assert check_program(parse_asm(out, "<out>"), load_target(target)) == []
    want, _ = _emulate(_original(name, target), name, target, timing_aware=False)
    got, res = _emulate(out, name, target, timing_aware=True)
    assert not res.any_poison and not res.events, res.events[:3]
    assert [w.tobytes() for w in want] == [g.tobytes() for g in got]


@pytest.mark.parametrize("name,target", CHECKER_ONLY, ids=[f"{n}-{t}" for n, t in CHECKER_ONLY])
def test_virtualised_foreign_kernel_beyond_the_emulator(name, target, tmp_path):
    """A kernel with a call is refused (the calling convention's registers are not
    modelled); the others (s_memtime, permlane swaps) allocate, assemble, check clean."""
    virt = virtualised(_original(name, target))
    if re.search(r"^\s*s_swappc_b64", virt, re.M):
        with pytest.raises(RegisterAllocationError, match="with a call|in the function"):
            run_postpass(parse_asm(virt, name), target)
        return
    prog, _ = run_postpass(parse_asm(virt, name), target)
    out = print_program(prog)
    assert "%v" not in out and "%a" not in out
    toolchain.assemble(out, target, tmp_path / "k.o")
    assert check_program(parse_asm(out, "<out>"), load_target(target)) == []


def test_a_declaration_too_small_for_the_values_is_raised_and_reported():
    # 25 values of four registers live together (100 VGPRs) in a kernel that declared 8
    loads = [f"buffer_load_dwordx4 %v[{4 * n}:{4 * n + 3}], v0, s[4:7], 0 offen offset:{16 * n}" for n in range(25)]
    stores = [f"buffer_store_dwordx4 %v[{4 * n}:{4 * n + 3}], v0, s[4:7], 0 offen offset:{16 * n}" for n in range(25)]
    prog = parse_asm("\n".join(loads + stores + ["s_endpgm", ""]), "<k>")
    k = prog.kernels[0]
    k.descriptor = {".amdhsa_next_free_vgpr": "8", ".amdhsa_accum_offset": "8", ".amdhsa_next_free_sgpr": "8"}
    k.metadata = {".max_flat_workgroup_size": 64, ".vgpr_count": 8}
    tgt = load_target("gfx942")
    rep = regalloc.allocate_kernel(k, tgt)
    used = rep["registers_used"]["v"]
    assert 101 <= used <= 104   # v0 is the input's; the tuples sit above it, aligned
    assert int(k.descriptor[".amdhsa_next_free_vgpr"]) >= used and k.metadata[".vgpr_count"] >= used
    assert int(k.descriptor[".amdhsa_accum_offset"]) % tgt.registers.agpr_offset_alignment == 0
    assert rep["waves_per_simd"]["declared"] > rep["waves_per_simd"]["after"] >= 1


def test_sgpr_tuples_tied_by_pairs_and_a_resource_are_aligned_and_equivalent():
    """A buffer resource built on virtual SGPRs from two pairs: the pairs and the quad share
    one layout (odd virtual base), so the group's base must be a multiple of 4 (DB
    sgpr_tuple_alignment), and the loop reads through it as its physical twin does."""
    text = _loop(["buffer_load_dwordx4 %v[100:103], %v130, %s[41:44], 0 offen offset:0",
                  "s_barrier",
                  "ds_write_b128 v1, %v[100:103] offset:0"],
                 pre=["s_mov_b64 %s[41:42], s[4:5]", "s_mov_b64 %s[43:44], s[6:7]"],
                 post=["buffer_store_dwordx4 %v[100:103], v0, %s[41:44], 0 offen offset:2048"]
                 ).replace("v_add_u32_e32 v2, s12, v0", "v_add_u32_e32 %v130, s12, v0")
    out, rep = run_postpass(parse_asm(text, "<k>"), "gfx942")
    out_text = print_program(out)
    quad = next(op for inst in out.kernels[0].instructions if inst.base == "buffer_load_dwordx4"
                for op in inst.operands if getattr(op, "file", "") == "s" and op.count == 4)
    assert quad.index % load_target("gfx942").registers.sgpr_tuple_alignment == 0
    assert rep.kernels[0].regalloc["virtual_units"]["s"] == 4
    twin = text.replace("%s[41:44]", "s[24:27]").replace("%s[41:42]", "s[24:25]").replace("%s[43:44]", "s[26:27]")
    _assert_equivalent(_physical(twin), out_text, "gfx942")
