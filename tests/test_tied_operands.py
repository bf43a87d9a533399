"""Every instruction whose destination LLVM ties to an input (it writes part of the register,
or accumulates into it) reads that destination in the program model.

A full-write model of such an instruction makes the value it keeps look dead: dead-code
elimination deleted LLVM's ``v_mov_b32 v5, 0`` before ``v_cvt_pk_fp8_f32 v5, ...`` (session
47), and the scheduler may move the instruction above the write it keeps. The instructions
are found, not listed: one encoding per opcode of every encoding family of gfx942 / gfx950
(``scripts/probe_implicit_operands.probes``: distinct registers in every field) is
disassembled by llvm-mc with ``-show-inst``, every form that decodes with the probes'
VGPR destination first is kept, and a tied input shows as that register repeated among the
MCInst's operands."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from wave_asm_ext.isa import parse_asm
from wave_asm_ext.isa.model import Reg

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
import probe_implicit_operands  # noqa: E402  (one encoding per opcode of every family)

#: the probes' destination register (v10 / v[10:..])
DST = probe_implicit_operands.D


def _disassembled(target: str) -> list[tuple[str, list[str]]]:
    """(assembly text, MCInst operands) of each probe llvm-mc decodes as one instruction (every
    decoded form, not one per opcode name as ``probe_implicit_operands.disassembled``)."""
    insts: list[list] = []
    for line in probe_implicit_operands.probe_disassembly(target).splitlines():
        if "<MCInst" in line:
            insts.append([line.split(";")[0].strip(), []])
        elif "<MCOperand" in line and insts:
            insts[-1][1].extend(re.findall(r"<MCOperand (\w+:[\w.-]+)>", line))
    out, group = [], []
    for asm, ops in insts:
        if asm == "s_nop 7":
            # (an invalid first dword decodes as junk plus the second; an operand llvm-mc
            # finds invalid for the opcode is printed with a /* comment */)
            # and the probe's own decode names its destination (v10) first
            if (len(group) == 1 and "/*" not in group[0][0] and group[0][1]
                    and re.fullmatch(rf"Reg:VGPR{DST}(_VGPR\d+)*", group[0][1][0])):
                out.append(group[0])
            group = []
        else:
            group.append((asm, ops))
    return out


def _tied(ops: list[str]) -> bool:
    return bool(ops) and ops[0].startswith("Reg:") and ops[0] in ops[1:]


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_every_tied_destination_is_read(target):
    decoded = _disassembled(target)
    assert len(decoded) > 600, len(decoded)   # (the probe decodes most of the opcode space)
    tied = [(asm, ops) for asm, ops in decoded if _tied(ops)]
    missed = []
    for asm, _ in tied:
        inst = parse_asm(f"k:\n{asm}\ns_endpgm\n", "<probe>").kernels[0].instructions[0]
        dst = inst.operands[0]
        units = {("v", dst.index + i) for i in range(dst.count)} if isinstance(dst, Reg) and dst.file == "v" else set()
        if not units or not units <= inst.uses():
            missed.append(asm)
    assert not missed, missed
    # the families the probe must find (else it tests nothing): the partial-write conversions,
    # the mixed FMAs into one half, v_writelane, accumulating VOP2, the d16 high-half loads
    names = {asm.split()[0] for asm, _ in tied}
    for expected in ("v_cvt_pk_fp8_f32", "v_fma_mixlo_f16", "v_writelane_b32", "v_fmac_f32_e32",
                     "ds_read_u16_d16_hi", "buffer_load_short_d16_hi"):
        assert expected in names, (expected, sorted(names))


def test_flat_d16_loads_keep_the_other_half_too():
    """FLAT / GLOBAL / SCRATCH d16 loads: LLVM ties vdst at the machine-instruction level but
    its MCInst lists no second vdst, so the probe above cannot see them: the model reads it."""
    for line in ("global_load_short_d16_hi v10, v2, off", "global_load_ubyte_d16 v10, v2, s[4:5]",
                 "flat_load_short_d16 v10, v[2:3]", "scratch_load_sbyte_d16_hi v10, v2, off"):
        inst = parse_asm(f"k:\n{line}\ns_endpgm\n", "<t>").kernels[0].instructions[0]
        assert ("v", 10) in inst.uses(), line
