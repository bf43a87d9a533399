"""Every instruction whose destination LLVM ties to an input (it writes part of the register,
or accumulates into it) reads that destination in the program model.

A full-write model of such an instruction makes the value it keeps look dead: dead-code
elimination deleted LLVM's ``v_mov_b32 v5, 0`` before ``v_cvt_pk_fp8_f32 v5, ...`` (session
47), and the scheduler may move the instruction above the write it keeps. The instructions
are found, not listed: each opcode of the VALU, DS and memory encodings of gfx942 / gfx950
is disassembled by llvm-mc with distinct registers in every field, ``-show-inst``; a tied
input shows as the destination register repeated among the MCInst's operands."""
from __future__ import annotations

import re
import subprocess

import pytest

from wave_asm_ext import toolchain
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.isa.model import Reg

#: the destination in every probe (v10 / v[10:..]), sources v2, v4, v6 (address v2): even,
#: as 64-bit and wider operands must be
DST, SRC0, SRC1, SRC2 = 10, 2, 4, 6
SEPARATOR = (0xBF800007).to_bytes(4, "little")   # s_nop 7 between probes


def _d(*dwords: int) -> bytes:
    return b"".join(d.to_bytes(4, "little") for d in dwords)


def _probes() -> list[bytes]:
    """One encoding per opcode of each family (CDNA3 ISA "Microcode Formats"; the VOP3 /
    VOP3P second dword holds src0 / src1 / src2)."""
    vsrc = (256 + SRC0) | ((256 + SRC1) << 9) | ((256 + SRC2) << 18)
    out = []
    out += [_d((op << 25) | (DST << 17) | (SRC1 << 9) | (256 + SRC0)) for op in range(64)]            # VOP2
    out += [_d((0x3F << 25) | (DST << 17) | (op << 9) | (256 + SRC0)) for op in range(256)]           # VOP1
    out += [_d((0x34 << 26) | (op << 16) | DST, vsrc) for op in range(1024)]                        # VOP3
    ssrc = SRC0 | (SRC1 << 9) | (SRC2 << 18)   # the same with SGPR sources (v_writelane's)
    out += [_d((0x34 << 26) | (op << 16) | DST, ssrc) for op in range(256, 1024)]
    out += [_d((0x1A7 << 23) | (op << 16) | DST, vsrc) for op in range(128)]                        # VOP3P / MFMA
    out += [_d((0x36 << 26) | (op << 17), SRC0 | (DST << 24))                                        # DS
            for op in range(256)]
    for seg in (0, 1, 2):                                                                            # FLAT / SCRATCH / GLOBAL
        out += [_d((0x37 << 26) | (op << 18) | (seg << 14), SRC0 | (SRC1 << 8) | (0x7F << 16) | (DST << 24))
                for op in range(128)]
    out += [_d((0x38 << 26) | (op << 18) | (1 << 12), SRC0 | (DST << 8) | (2 << 16) | (0x80 << 24))  # MUBUF offen
            for op in range(128)]
    return out


def _disassembled(target: str) -> list[tuple[str, list[str]]]:
    """(assembly text, MCInst operands) of each probe llvm-mc decodes as one instruction."""
    # one probe per line (llvm-mc echoes the whole line with each invalid-encoding warning)
    text = "\n".join(" ".join(f"0x{x:02x}" for x in p + SEPARATOR) for p in _probes())
    r = subprocess.run([toolchain.find_tool("llvm-mc"), "--disassemble", f"-triple={toolchain.TRIPLE}",
                        f"-mcpu={target}", "-show-inst"], input=text, capture_output=True, text=True, timeout=300)
    insts: list[list] = []
    for line in r.stdout.splitlines():
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
