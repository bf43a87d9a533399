#!/usr/bin/env python3
"""Hazard wait states of the post-emit pass against LLVM's, with every opcode as producer and
as consumer.

``diff_hazards_llvm.py`` compares hand-written producer -> consumer pairs, one or two opcodes
per class; a rule applied to the wrong opcodes (a class pattern, a role name, an operand
position) hides outside them. Here every opcode the implicit-operand probe decoded
(``tests/fixtures/llvm_implicit_operands.json``: its text, MCInst operands and implicit
operands; the machine instruction built as ``test_opcode_facts_vs_llvm`` builds it) is:

- a producer, followed by each consumer of the register file its first destination is in
  (a VALU / TRANS / DPP / MFMA / readlane / DS / VMEM read, a VALU overwrite, ...);
- a consumer (its own text: it reads v2 / s2 and writes v10), after each producer of v2, s2,
  v10 (VALU, TRANS, MFMA of each pass count, DGEMM, readfirstlane, VALU SGPR and SALU writes).

Each pair goes through the pass's waitcnt, hazard and clause-break passes as assembly and through ``llc
-run-pass=si-insert-waitcnts,post-RA-hazard-rec`` as MIR (the waits first on both sides: a
load's result is read after an s_waitcnt, which counts as a wait state); the s_nop wait
states each puts between the two are compared.
Fewer than LLVM is a rule we lack unless a recorded reason covers it (``explained``: the VOP3P
aliasing of ``diff_hazards_llvm.EXPECTED_FEWER``, a real opcode LLVM checks unlike its pseudo);
more is conservative. Session 48 (first run, waits not inserted first): 484 / 492 pairs fewer
than LLVM on gfx942 / gfx950 of 27,446 / 29,637 — a load / DS result read by DPP (LLVM pads
after any def: the DB now follows, ``vgpr_load_to_dpp``), an M0 write before
``buffer_load_format_x ... lds`` / ``scratch_load_lds_*`` (not classed as LDS DMA: fixed),
a TRANS result as an LDS-DMA address (``trans_to_lds_dma_address``), and a VMEM load's result
read by VMEM (1 wait state, always covered by the s_waitcnt the read needs: hence the waits
first); after the fixes none is left unexplained. An MFMA is asked as its pseudo (the fixture's
``pseudo``): LLVM keys its MFMA tables (XDL or not, passes) by the pseudo, and asked with the
encoding's opcode it pads as for a 2-wait-states-shorter non-XDL op. Now (waits first, MFMA
pseudos): 27,389 / 29,542 pairs equal, 44 / 82 more than LLVM (DOT -> MFMA, DGEMM WAW, M0 ->
s_sendmsg, gfx950 permlane swaps, and real-opcode misses of LLVM's own: v_accvgpr_read WAW,
v_div_fmas), 13 / 13 fewer, each recorded. With an independent VALU or SALU instruction between
(``--fill valu|salu``): 27,394 / 29,556 equal, 0 unexplained fewer. With an SMEM load between
(``--fill smem``, the clause-break pass run too): 1,781 pairs fewer on each target until the DB
tagged scalar stores and atomics as such (they were "load": no soft-clause break before a store,
LLVM checkSoftClauseHazards), then 0. ``--fill waitcnt`` shows only "more": the pass drops the
filler's needless s_waitcnt, so its wait state is not there to count.

  python scripts/sweep_hazards_llvm.py [gfx942 gfx950] [--every N] [--show N] [--fill valu|salu|waitcnt|smem]
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


probe = _load("probe_implicit_operands")
diff = _load("diff_hazards_llvm")

from wave_asm_ext.isa import parse_asm  # noqa: E402

DATA = json.loads((ROOT / "tests" / "fixtures" / "llvm_implicit_operands.json").read_text())


def _v(n: int, k: int = 1) -> tuple[str, str]:
    """VGPRs n .. n+k-1 as (asm, MIR)."""
    return diff.V(n, k), diff.MV(n, k)


def _a(n: int, k: int = 1) -> tuple[str, str]:
    """AGPRs n .. n+k-1 as (asm, MIR)."""
    return diff.A(n, k), diff.MA(n, k)


def consumers_of(f: str, n: int) -> list[tuple[str, str, str]]:
    """(name, asm, MIR) of instructions reading (or overwriting) register ``f``n (a probe's
    destination, v10 / s10 / a10: even, so pairs and quads starting there are aligned)."""
    if f == "v":
        v1, v2, v4 = _v(n), _v(n, 2), _v(n, 4)
        return [
            ("valu_read", f"v_add_u32_e32 v7, {v1[0]}, v1", f"$vgpr7 = V_ADD_U32_e32 {v1[1]}, $vgpr1, implicit $exec"),
            ("valu_waw", f"v_mov_b32_e32 {v1[0]}, 0", f"{v1[1]} = V_MOV_B32_e32 0, implicit $exec"),
            ("trans_read", f"v_exp_f32_e32 v7, {v1[0]}", f"$vgpr7 = V_EXP_F32_e32 {v1[1]}, implicit $mode, implicit $exec"),
            ("dpp_read", f"v_mov_b32_dpp v7, {v1[0]} quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
             f"$vgpr7 = V_MOV_B32_dpp $vgpr7, {v1[1]}, 177, 15, 15, 0, implicit $exec"),
            ("mfma_srca", f"v_mfma_f32_16x16x16_f16 v[40:43], {v2[0]}, v[4:5], v[40:43]",
             f"$vgpr40_vgpr41_vgpr42_vgpr43 = V_MFMA_F32_16X16X16F16_vgprcd_e64 {v2[1]}, $vgpr4_vgpr5, "
             "$vgpr40_vgpr41_vgpr42_vgpr43, 0, 0, 0, implicit $mode, implicit $exec"),
            ("mfma_srcc", f"v_mfma_f32_16x16x16_f16 v[40:43], v[2:3], v[4:5], {v4[0]}",
             f"$vgpr40_vgpr41_vgpr42_vgpr43 = V_MFMA_F32_16X16X16F16_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {v4[1]}, "
             "0, 0, 0, implicit $mode, implicit $exec"),
            ("readlane", f"v_readlane_b32 s6, {v1[0]}, s4", f"$sgpr6 = V_READLANE_B32 {v1[1]}, $sgpr4, implicit $exec"),
            ("ds_write", f"ds_write_b32 v1, {v1[0]}", f"DS_WRITE_B32_gfx9 $vgpr1, {v1[1]}, 0, 0, implicit $exec"),
            ("gload_addr", f"global_load_dword v7, {v2[0]}, off", f"$vgpr7 = GLOBAL_LOAD_DWORD {v2[1]}, 0, 0, implicit $exec"),
            ("gstore_data", f"global_store_dword v[0:1], {v1[0]}, off",
             f"GLOBAL_STORE_DWORD $vgpr0_vgpr1, {v1[1]}, 0, 0, implicit $exec"),
        ]
    if f == "s":
        return [
            ("valu_sgpr", f"v_add_u32_e32 v7, s{n}, v1", f"$vgpr7 = V_ADD_U32_e32 $sgpr{n}, $vgpr1, implicit $exec"),
            ("lane_select", f"v_readlane_b32 s6, v1, s{n}", f"$sgpr6 = V_READLANE_B32 $vgpr1, $sgpr{n}, implicit $exec"),
            ("salu_read", f"s_mov_b32 s7, s{n}", f"$sgpr7 = S_MOV_B32 $sgpr{n}"),
            ("vmem_sgpr", f"global_load_dword v7, v[0:1], s[{n}:{n + 1}]",
             f"$vgpr7 = GLOBAL_LOAD_DWORD_SADDR $sgpr{n}_sgpr{n + 1}, $vgpr0, 0, 0, implicit $exec"),
        ]
    if f == "a":
        a1, a4 = _a(n), _a(n, 4)
        return [
            ("acc_read", f"v_accvgpr_read_b32 v7, {a1[0]}", f"$vgpr7 = V_ACCVGPR_READ_B32_e64 {a1[1]}, implicit $exec"),
            ("mfma_srcc_acc", f"v_mfma_f32_16x16x16_f16 a[40:43], v[2:3], v[4:5], {a4[0]}",
             f"$agpr40_agpr41_agpr42_agpr43 = V_MFMA_F32_16X16X16F16_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {a4[1]}, "
             "0, 0, 0, implicit $mode, implicit $exec"),
            ("acc_waw", f"v_accvgpr_write_b32 {a1[0]}, v1", f"{a1[1]} = V_ACCVGPR_WRITE_B32_e64 $vgpr1, implicit $exec"),
        ]
    return []


#: producers of the registers a probe reads (v2 / s2; its sources start there) or writes (v10)
PRODUCERS = [
    ("valu_v2", "v_add_u32_e32 v2, v1, v0", "$vgpr2 = V_ADD_U32_e32 $vgpr1, $vgpr0, implicit $exec"),
    ("trans_v2", "v_exp_f32_e32 v2, v1", "$vgpr2 = V_EXP_F32_e32 $vgpr1, implicit $mode, implicit $exec"),
    ("mfma4_v0_3", "v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[22:23], v[24:27]",
     "$vgpr0_vgpr1_vgpr2_vgpr3 = V_MFMA_F32_16X16X16F16_vgprcd_e64 $vgpr20_vgpr21, $vgpr22_vgpr23, "
     "$vgpr24_vgpr25_vgpr26_vgpr27, 0, 0, 0, implicit $mode, implicit $exec"),
    ("mfma16_v0_15", "v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[22:23], v[24:39]",
     f"{diff.MV(0, 16)} = V_MFMA_F32_32X32X8F16_vgprcd_e64 $vgpr20_vgpr21, $vgpr22_vgpr23, {diff.MV(24, 16)}, "
     "0, 0, 0, implicit $mode, implicit $exec"),
    ("mfma4_v8_11", "v_mfma_f32_16x16x16_f16 v[8:11], v[20:21], v[22:23], v[24:27]",
     "$vgpr8_vgpr9_vgpr10_vgpr11 = V_MFMA_F32_16X16X16F16_vgprcd_e64 $vgpr20_vgpr21, $vgpr22_vgpr23, "
     "$vgpr24_vgpr25_vgpr26_vgpr27, 0, 0, 0, implicit $mode, implicit $exec"),
    ("dgemm_v0_7", "v_mfma_f64_16x16x4_f64 v[0:7], v[20:21], v[22:23], v[24:31]",
     f"{diff.MV(0, 8)} = V_MFMA_F64_16X16X4F64_vgprcd_e64 $vgpr20_vgpr21, $vgpr22_vgpr23, {diff.MV(24, 8)}, "
     "0, 0, 0, implicit $mode, implicit $exec"),
    ("valu_v10", "v_add_u32_e32 v10, v1, v0", "$vgpr10 = V_ADD_U32_e32 $vgpr1, $vgpr0, implicit $exec"),
    ("rfl_s2", "v_readfirstlane_b32 s2, v1", "$sgpr2 = V_READFIRSTLANE_B32 $vgpr1, implicit $exec"),
    ("valu_sdst_s2", "v_cmp_eq_u32_e64 s[2:3], v1, v0", "$sgpr2_sgpr3 = V_CMP_EQ_U32_e64 $vgpr1, $vgpr0, implicit $exec"),
    ("salu_s2", "s_mov_b32 s2, s1", "$sgpr2 = S_MOV_B32 $sgpr1"),
    ("vcmp_vcc", "v_cmp_eq_u32_e32 vcc, v1, v0", "V_CMP_EQ_U32_e32 $vgpr1, $vgpr0, implicit-def $vcc, implicit $exec"),
    ("salu_exec", "s_mov_b64 exec, s[20:21]", "$exec = S_MOV_B64 $sgpr20_sgpr21"),
    ("salu_m0", "s_mov_b32 m0, s1", "$m0 = S_MOV_B32 $sgpr1"),
]

#: opcodes left out: control flow and program end (the pair would not fall through), nops
#: and waits (they are wait states themselves), inline-asm-like state changes
_SKIP = ("s_branch", "s_cbranch", "s_setpc", "s_swappc", "s_call", "s_rfe", "s_endpgm", "s_trap", "s_nop",
         "s_waitcnt", "s_sethalt", "s_sleep", "s_barrier", "s_set_gpr_idx", "s_movrel", "v_movrel", "s_setvskip")


def instructions(target: str) -> list[tuple[str, str, set, tuple | None]]:
    """(asm, MIR, first destination unit's file and number or None) per opcode whose machine
    instruction the MCInst's operands spell (see test_opcode_facts_vs_llvm)."""
    rows = [r for r in DATA[target] if not r["asm"].startswith(_SKIP)]
    out = []
    for row, mir, defs in probe.machine_instructions(rows, target):
        ops = row["operands"]
        first = None
        if defs:
            reg = ops[min(defs)][len("Reg:"):].split("_")[0]
            for prefix, f in (("VGPR", "v"), ("SGPR", "s"), ("AGPR", "a")):
                if reg.startswith(prefix) and reg[len(prefix):].isdigit():
                    first = (f, int(reg[len(prefix):]))
        out.append((row["asm"], mir, first))
    return out


def pairs(target: str, every: int = 1) -> list[tuple[str, str, str, str, str]]:
    """(label, producer asm, consumer asm, producer MIR, consumer MIR) of the sweep."""
    insts = instructions(target)[::every]
    out = []
    for asm, mir, first in insts:
        if first is not None:
            for name, ca, cm in consumers_of(*first):
                out.append((f"{asm.split()[0]} -> {name}", asm, ca, mir, cm))
        for name, pa, pm in PRODUCERS:
            out.append((f"{name} -> {asm.split()[0]}", pa, asm, pm, mir))
    return out


#: both sides insert the s_waitcnt a pair needs first, as both pipelines do (a load's result is
#: read after a wait, which counts as a wait state)
LLC_PASSES = "si-insert-waitcnts,post-RA-hazard-rec"


def compare(target_name: str, every: int = 1, fill: str | None = None) -> list[tuple[str, str, str, int, int]]:
    """(label, producer, consumer, LLVM's wait states, the pass's) per pair; pairs llc refuses
    (found by halving) are left out; ``fill``: one ``diff_hazards_llvm.FILLERS`` instruction of
    that kind between the two (both sides must count it as a wait state alike)."""
    from wave_asm_ext.target import load_target

    t = load_target(target_name)
    ps = pairs(target_name, every)
    if fill:
        fa, fm = diff.FILLERS[fill]
        ps = [(label, f"{pa}\n{fa}", ca, f"{pm}\n    {fm}", cm) for label, pa, ca, pm, cm in ps]
    def run(idx):
        try:
            return diff.llvm_nops(target_name, [(ps[i][3], ps[i][4]) for i in idx], LLC_PASSES)
        except RuntimeError:
            return None

    llvm = probe.by_halving(len(ps), run, 400)
    from wave_asm_ext.passes import clauses, hazards, waitcnt

    target_text = f'.amdgcn_target "amdgcn-amd-amdhsa--{target_name}"\n'
    out = []
    for (label, pa, ca, _, _), ln in zip(ps, llvm):
        if ln is None:
            continue
        prog = parse_asm(target_text + f"k:\n{pa}\n{ca}\ns_endpgm\n", "<pair>")
        prog = clauses.run(hazards.run(waitcnt.run(prog, t, {}), t, {}), t, {})   # as the pipeline runs them
        ours = sum(int(i.operands[0].value) + 1 for b in prog.kernels[0].blocks for i in b.instructions
                   if i.base == "s_nop")
        out.append((label, pa, ca, ln, ours))
    return out


#: consumers whose MCInst opcode LLVM checks unlike the pseudo its codegen emits: the real
#: V_ACCVGPR_WRITE_B32_vi meets the gfx908 "VALU write -> v_accvgpr_write read: 2" rule,
#: V_ACCVGPR_WRITE_B32_e64 (what LLVM emits) gets 0 after a VALU on gfx90a+, as here
REAL_OPCODE_ARTIFACTS = ("v_accvgpr_write_b32",)


def explained(row: tuple) -> bool:
    """A pair where the pass puts fewer wait states than LLVM for a recorded reason."""
    _, pa, ca, _, _ = row
    return vop3p_aliasing(pa) or ca.split()[0] in REAL_OPCODE_ARTIFACTS


def vop3p_aliasing(producer: str) -> bool:
    """LLVM pads after a VOP3P (v_pk_*, v_dot2_*, ...) whose src0_modifiers bit 3 (op_sel_hi[0])
    it reads as a dst-sel: diff_hazards_llvm.EXPECTED_FEWER's recorded reason (the ISA wins)."""
    from wave_asm_ext.isa.model import Instruction

    inst = parse_asm(f"k:\n{producer}\ns_endpgm\n", "<p>").kernels[0].instructions[0]
    return isinstance(inst, Instruction) and inst.family == "VOP3P"


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("targets", nargs="*", default=["gfx942", "gfx950"])
    ap.add_argument("--every", type=int, default=1, help="every Nth opcode only")
    ap.add_argument("--show", type=int, default=30)
    ap.add_argument("--fill", choices=sorted(diff.FILLERS), help="one such instruction between each pair")
    args = ap.parse_args(argv)
    for tn in args.targets:
        rows = compare(tn, args.every, args.fill)
        fewer = [r for r in rows if r[4] < r[3]]
        unexplained = [r for r in fewer if not explained(r)]
        more = [r for r in rows if r[4] > r[3]]
        print(f"{tn}: {len(rows)} pairs, equal {sum(r[3] == r[4] for r in rows)}, more than LLVM {len(more)}, "
              f"fewer {len(fewer)} (recorded reasons {len(fewer) - len(unexplained)}, unexplained {len(unexplained)})")
        for label, pa, ca, ln, on in unexplained[: args.show]:
            print(f"  FEWER {label}: llvm {ln} ours {on} | {pa} ; {ca}")
        kinds = Counter(label.split(" -> ")[1] if label.split(" -> ")[0][:2] in ("v_", "s_", "ds", "gl", "bu", "fl", "sc", "tb")
                        else label.split(" -> ")[0] for label, *_ in more)
        print("  more than LLVM by kind:", dict(kinds.most_common(12)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
