"""The program model's per-opcode facts a scheduler trusts blindly agree with LLVM's instruction
descriptions, for every opcode of gfx942 / gfx950: the registers its explicit operands write and
read, the implicit registers (EXEC, VCC, SCC, M0, FLAT_SCRATCH), MODE writers keeping their
place, and which instructions may load or store.

A missing implicit def or use is a missing dependence edge: the scheduler may move the
instruction across a write of that register, dead-code elimination may delete a write it
reads. The reference is LLVM's own instruction descriptions, probed through its MIR parser by
``scripts/probe_implicit_operands.py`` (stored in ``tests/fixtures/llvm_implicit_operands.json``;
the last test checks that this llc still agrees with the stored lists). Session 48 found
``s_abs_i32`` writing SCC unmodelled (a rule's pattern could not match it), ``s_sendmsg``
reading EXEC, ``s_set_gpr_idx_mode`` writing M0, the scratch accesses reading FLAT_SCRATCH,
and ``s_setvskip`` (a MODE.VSKIP write) free to move."""
from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from wave_asm_ext import toolchain
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.passes.schedule import Scheduler
from wave_asm_ext.target import load_target

ROOT = Path(__file__).resolve().parents[1]
DATA = json.loads((ROOT / "tests" / "fixtures" / "llvm_implicit_operands.json").read_text())
TARGETS = ["gfx942", "gfx950"]

#: LLVM register -> the model's units
UNITS = {"exec": {("exec", 0), ("exec", 1)}, "vcc": {("vcc", 0), ("vcc", 1)}, "scc": {("scc", 0)},
         "m0": {("m0", 0)}, "flat_scr": {("flat_scratch", 0), ("flat_scratch", 1)}}
MODEL_FILES = {u[0] for us in UNITS.values() for u in us}

#: where the model claims more than LLVM, and why (more is a dependence edge too many: safe)
EXPECTED_EXTRA = {
    # writes M0[15:12] and keeps the other bits (CDNA3 ISA S_SET_GPR_IDX_MODE): a read too
    ("use", "m0", "s_set_gpr_idx_mode"): "partial write",
    # scratch LDS-DMA loads address scratch through FLAT_SCRATCH like every scratch access
    # (LLVM lists EXEC and M0 only for these)
    **{("use", "flat_scratch", f"scratch_load_lds_{t}"): "scratch address"
       for t in ("dword", "sbyte", "sshort", "ubyte", "ushort")},
}

#: where LLVM lists more than the model, and why that is no missing edge
EXPECTED_MISSING = {
    # they do nothing (CDNA3 ISA V_NOP, DS_NOP); LLVM's VOP1 / DS classes list EXEC (and the
    # VI DS real M0) for every member
    ("use", "exec", "v_nop"): "does nothing",
    ("use", "m0", "ds_nop"): "does nothing",
}


def _inst(asm: str, target: str):
    text = f'.amdgcn_target "amdgcn-amd-amdhsa--{target}"\nk:\n{asm}\ns_endpgm\n'
    return parse_asm(text, "<probe>").kernels[0].instructions[0]


@pytest.mark.parametrize("target", TARGETS)
def test_implicit_registers_are_llvms(target):
    rows = DATA[target]
    assert len(rows) > 1500, len(rows)   # the probe reaches (nearly) every opcode
    missing, extra = [], []
    for row in rows:
        inst = _inst(row["asm"], target)
        name = inst.mnemonic
        for kind, model_units in (("def", inst.defs()), ("use", inst.uses())):
            model = {u for u in model_units if u[0] in MODEL_FILES}
            llvm = set().union(*(UNITS[r] for k, r in row["implicit"] if k == kind and r in UNITS))
            missing += [(kind, f, name) for f in sorted({u[0] for u in llvm - model})
                        if (kind, f, name) not in EXPECTED_MISSING]
            extra += [(kind, f, name) for f in sorted({u[0] for u in model - llvm})
                      if (kind, f, name) not in EXPECTED_EXTRA]
    assert not missing, f"LLVM's implicit registers the model lacks: {missing}"
    assert not extra, f"implicit registers the model claims beyond LLVM's, unrecorded: {extra}"
    # the probe must see the classes that carry implicit registers (else it tests nothing)
    got = {(k, r) for row in rows for k, r in row["implicit"]}
    for pair in (("def", "vcc"), ("use", "vcc"), ("def", "scc"), ("use", "scc"), ("def", "exec"),
                 ("use", "exec"), ("use", "m0"), ("def", "m0"), ("use", "flat_scr"), ("def", "mode")):
        assert pair in got, pair


@pytest.mark.parametrize("target", TARGETS)
def test_mode_writers_keep_their_place(target):
    """Nothing models MODE as a register, so an instruction writing it (a rounding, denormal,
    GPR-index or VSKIP mode) must be a scheduling boundary: no FP instruction crosses it."""
    sched = Scheduler(load_target(target))
    writers = [row["asm"] for row in DATA[target] if ["def", "mode"] in row["implicit"]]
    writers.append("s_setvskip s2, s4")   # MODE.VSKIP, which LLVM does not list as MODE
    assert len(writers) >= 4
    free = [asm for asm in writers if not sched.node(_inst(asm, target)).boundary]
    assert not free, free


def _probe_script():
    spec = importlib.util.spec_from_file_location("probe_implicit_operands",
                                                  ROOT / "scripts" / "probe_implicit_operands.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.skipif(shutil.which("llc-22") is None and shutil.which("llc") is None,
                    reason="needs llc (ROCm's or Debian llvm-22's)")
@pytest.mark.parametrize("target", TARGETS)
def test_stored_lists_satisfy_this_llvm(target):
    """One llc run over every stored opcode with its stored operands: nothing missing (a newer
    LLVM that adds one fails here; rerun the probe script)."""
    probe = _probe_script()
    lines, seen = [], set()
    for row in DATA[target]:
        if row["asked"] not in seen:
            seen.add(row["asked"])
            lines.append(f"{row['asked']} " + ", ".join(probe._operand_text(k, r) for k, r in row["implicit"]))
    assert probe.first_error(lines, target) is None
    # and the check can fail: a list with one operand dropped is refused
    i = next(i for i, ln in enumerate(lines) if "implicit-def $scc" in ln)
    lines[i] = lines[i].split(" ")[0]
    err = probe.first_error(lines, target)
    assert err is not None and err[0] == i and "missing implicit register operand" in err[1]


#: model reads of an explicit destination LLVM's MCInst shows no tie for: they keep part of it
READS_DESTINATION = re.compile(
    r"(global|flat|scratch|buffer|tbuffer)_load_\w*d16\w*"   # the other half (LLVM ties at MI level)
    r"|s_cmovk?_\w+"                                          # D unchanged when SCC = 0 (CDNA3 ISA S_CMOV)
    r"|s_bitset[01]_\w+"                                      # one bit of D set, the rest kept (CDNA3 ISA S_BITSET0)
    r"|v_pk_fmac_f16_\w+"                                      # D = S0 * S1 + D
    r"|v_(mad|fma)_(f16|u16|i16)(_e64)?|v_div_fixup_f16(_e64)?"  # gfx9 op_sel forms: the other half
    r"|v_mad(ak|mk)_f16(_e32)?")                              # read as kept (isa.opcodes RULES)
_NUMBERED = {"VGPR": "v", "SGPR": "s", "AGPR": "a", "TTMP": "ttmp"}


def _mc_units(operand: str) -> set:
    """The register units of an MCInst register operand ("Reg:VGPR10_VGPR11")."""
    out = set()
    for piece in operand[len("Reg:"):].split("_"):
        m = re.fullmatch(r"(VGPR|SGPR|AGPR|TTMP)(\d+)", piece)
        if m:
            out.add((_NUMBERED[m.group(1)], int(m.group(2))))
    return out


@pytest.mark.skipif(shutil.which("llc-22") is None and shutil.which("llc") is None,
                    reason="needs llc (ROCm's or Debian llvm-22's)")
@pytest.mark.parametrize("target", TARGETS)
def test_explicit_defs_and_uses_are_llvms(target):
    """The registers each opcode writes and reads through its explicit operands are LLVM's (its
    machine verifier names the explicit defs; the rest are uses, a tied input among them)."""
    from wave_asm_ext.passes.common import unmodelled

    probe = _probe_script()
    rows = DATA[target]
    defs = probe.explicit_defs([(r["asked"], r["operands"], r["implicit"]) for r in rows], target)
    checked, differ = 0, []
    files = set(_NUMBERED.values())
    for row, def_idx in zip(rows, defs):
        if def_idx is None:   # (a literal operand MIR cannot take this way)
            continue
        checked += 1
        ops = row["operands"]
        llvm_defs = set().union(set(), *(_mc_units(ops[i]) for i in def_idx))
        llvm_uses = set().union(set(), *(_mc_units(o) for i, o in enumerate(ops) if i not in def_idx and o.startswith("Reg:")))
        inst = _inst(row["asm"], target)
        model_defs = {u for u in inst.defs() if u[0] in files}
        model_uses = {u for u in inst.uses() if u[0] in files}
        if READS_DESTINATION.fullmatch(inst.mnemonic):
            model_uses -= model_defs - llvm_uses
        if (model_defs, model_uses) == (llvm_defs, llvm_uses):
            continue
        kernel = parse_asm(f'.amdgcn_target "amdgcn-amd-amdhsa--{target}"\nk:\n{row["asm"]}\ns_endpgm\n', "<p>").kernels[0]
        if unmodelled(kernel):   # s_movreld writes a register M0 picks: the passes leave such code alone
            continue
        differ.append((row["asm"], sorted(llvm_defs), sorted(model_defs), sorted(llvm_uses), sorted(model_uses)))
    assert checked > 1600, checked
    assert not differ, differ


#: where the model's memory effects differ from LLVM's mayLoad / mayStore, and why
EXPECTED_MEMORY = {
    # LLVM: mayLoad and mayStore (a conservative default); the model: a MISC instruction, which
    # keeps its place among everything
    "s_wakeup": "boundary",
    # cross-lane moves through the LDS crossbar that read no LDS memory (CDNA3 ISA DS_SWIZZLE_B32,
    # DS_PERMUTE_B32, DS_BPERMUTE_B32); the model orders them like LDS reads: conservative
    "ds_swizzle_b32": "LDS read", "ds_permute_b32": "LDS read", "ds_bpermute_b32": "LDS read",
}
#: llvm-mca 22 aborts on these (its MUBUF d16 loads), and on control flow it does not model
_MCA_SKIP = re.compile(r"buffer_load_\w*d16|s_(setpc|swappc|call|cbranch|branch|endpgm|rfe|trap|sethalt|getpc)")


@pytest.mark.skipif(shutil.which("llvm-mca-22") is None and shutil.which("llvm-mca") is None,
                    reason="needs llvm-mca (ROCm's or Debian llvm-22's)")
@pytest.mark.parametrize("target", TARGETS)
def test_memory_effects_are_llvms(target):
    """Each opcode reads / writes memory in the model (``Instruction.mem_effects``) exactly where
    LLVM says it may load / may store (``llvm-mca -instruction-info``)."""
    asm = [row["asm"] for row in DATA[target] if not _MCA_SKIP.match(row["asm"])]
    mc = [toolchain.find_tool("llvm-mc"), f"-triple={toolchain.TRIPLE}", f"-mcpu={target}", "-o", "/dev/null"]
    err = subprocess.run(mc, input="\n".join(asm) + "\n", capture_output=True, text=True).stderr
    refused = {int(n) for n in re.findall(r"<stdin>:(\d+):\d+: error", err)}   # (disassembly the assembler refuses)
    asm = [a for i, a in enumerate(asm, 1) if i not in refused]
    assert len(asm) > 1500, len(asm)
    mca = [toolchain.find_tool("llvm-mca"), f"-mtriple={toolchain.TRIPLE}", f"-mcpu={target}", "-instruction-info",
           "-resource-pressure=0", "-summary-view=0"]
    out = subprocess.run(mca, input="\n".join(asm) + "\n", capture_output=True, text=True, check=True).stdout
    header = next(ln for ln in out.splitlines() if ln.startswith("[1]") and "Instructions:" in ln)
    c4, c5, c6 = (header.index(f"[{k}]") for k in (4, 5, 6))
    rows = [ln for ln in out.splitlines() if re.match(r"\s+\d+\s+\d+\s+[\d.]+\s", ln)]
    assert len(rows) == len(asm)
    differ = []
    for ln, text in zip(rows, asm):
        may_load, may_store = "*" in ln[c4:c5], "*" in ln[c5:c6]
        inst = _inst(text, target)
        reads, writes = inst.mem_effects()
        if (may_load, may_store) != (bool(reads), bool(writes)) and inst.info.base not in EXPECTED_MEMORY:
            differ.append((text, (may_load, may_store), (bool(reads), bool(writes))))
    assert not differ, differ


def _consumer(unit: tuple) -> tuple[str, str] | None:
    """(asm, MIR) of an instruction reading register ``unit`` (another register written)."""
    f, n = unit
    if f == "v":
        return f"v_mov_b32_e32 v40, v{n}", f"$vgpr40 = V_MOV_B32_e32 $vgpr{n}, implicit $exec"
    if f == "s":
        return f"s_mov_b32 s40, s{n}", f"$sgpr40 = S_MOV_B32 $sgpr{n}"
    if f == "a":
        return f"v_accvgpr_read_b32 v40, a{n}", f"$vgpr40 = V_ACCVGPR_READ_B32_vi $agpr{n}, implicit $exec"
    return None


def _llvm_waits(cases: list[tuple[str, str]], target: str) -> list:
    """For (MIR producer, MIR consumer) pairs: the WaitCnt LLVM's SIInsertWaitcnts puts between
    them (None where llc refuses the pair's MIR: found by halving)."""
    from wave_asm_ext.isa.opcodes import decode_waitcnt

    def run(idx):
        funcs = "".join(f"---\nname: f{k}\nmachineFunctionInfo:\n  isEntryFunction: true\nbody: |\n  bb.0:\n"
                        f"    {cases[i][0]}\n    {cases[i][1]}\n    S_ENDPGM 0\n...\n" for k, i in enumerate(idx))
        r = subprocess.run([toolchain.find_tool("llc"), f"-mtriple={toolchain.TRIPLE}", f"-mcpu={target}",
                            "-run-pass=si-insert-waitcnts", "-x", "mir", "-o", "-", "-"],
                           input=funcs, capture_output=True, text=True)
        if r.returncode:
            return None
        waits = []
        for body in r.stdout.split("\nname:")[1:]:
            lines = [ln.strip() for ln in body.split("bb.0:")[1].split("\n...")[0].splitlines() if ln.strip()]
            between = [ln for ln in lines[1:-2] if ln.startswith("S_WAITCNT ")]
            # (boxed: by_halving's None means refused, a missing wait is (None,))
            waits.append((decode_waitcnt(int(between[0].split()[1])) if between else None,))
        return waits

    got = _probe_script().by_halving(len(cases), run, 128)
    return [None if w is None else ("waits", w[0]) for w in got]


def _overwriter(unit: tuple) -> tuple[str, str] | None:
    """(asm, MIR) of an instruction writing register ``unit``."""
    f, n = unit
    if f == "v":
        return f"v_mov_b32_e32 v{n}, 0", f"$vgpr{n} = V_MOV_B32_e32 0, implicit $exec"
    if f == "s":
        return f"s_mov_b32 s{n}, 0", f"$sgpr{n} = S_MOV_B32 0"
    return None


@pytest.mark.skipif(shutil.which("llc-22") is None and shutil.which("llc") is None,
                    reason="needs llc (ROCm's or Debian llvm-22's)")
@pytest.mark.parametrize("target", TARGETS)
def test_memory_waits_are_llvms(target):
    """Every memory opcode, then a read of the register it returns (a wait for the data) or a
    write of each register it reads (a wait before the source may change): the s_waitcnt the pass
    puts between (which counter, what count) is the one LLVM's SIInsertWaitcnts puts."""
    from wave_asm_ext.isa.model import WaitCnt
    from wave_asm_ext.passes import waitcnt

    probe = _probe_script()
    rows = [r for r in DATA[target] if r["operands"] is not None and "_d16" not in r["asm"]   # (a d16 load's
            and (_inst(r["asm"], target).info.mem is not None or r["asm"].startswith("s_mem"))]  # MI has a tied input)
    # (the machine instructions the MCInst's operands spell: llc refuses the others)
    cases, ours = [], []
    for row, producer, def_idx in probe.machine_instructions(rows, target):
        ops = row["operands"]
        followers = []
        if def_idx:
            followers.append(("read", _consumer(min(_mc_units(ops[min(def_idx)])))))
        followers += [("overwrite", _overwriter(min(_mc_units(o)))) for i, o in enumerate(ops)
                      if i not in def_idx and o.startswith("Reg:") and _mc_units(o)]
        for what, follower in followers:
            if follower is None:
                continue
            cases.append((producer, follower[1]))
            prog = waitcnt.run(parse_asm(f'.amdgcn_target "amdgcn-amd-amdhsa--{target}"\nk:\n{row["asm"]}\n'
                                         f'{follower[0]}\ns_endpgm\n', "<w>"), load_target(target), {})
            insts = prog.kernels[0].blocks[0].instructions
            ours.append((f"{row['asm']} ; {follower[0]}", what,
                         next((i.operands[0] for i in insts[1:-2] if i.base == "s_waitcnt"), None)))
    llvm = _llvm_waits(cases, target)
    checked = [(asm, what, w, l[1]) for (asm, what, w), l in zip(ours, llvm) if l is not None]
    assert sum(what == "read" for _, what, _, _ in checked) > 200, len(checked)
    assert sum(what == "overwrite" for _, what, _, _ in checked) > 500, len(checked)
    none = WaitCnt(None, None, None)
    differ = [(asm, w, lw) for asm, _, w, lw in checked if (w or none) != (lw or none)]
    assert not differ, differ
