"""Regenerate ``mnemonic_data.py``: every mnemonic LLVM's disassembler knows for a target.

Why: the parser must reject typos (``v_mfam_...``, ``s_nopp``) yet accept everything
LLVM emits. Rather than typing an ISA list from memory, we enumerate the opcode field
of every gfx9 encoding family, disassemble the words with ``llvm-mc --disassemble``
and record (mnemonic -> encoding family). Encoding layouts: AMD "MI300 ISA" / "CDNA3
ISA" reference guide, chapter "Microcode Formats" (SOP2/SOPK/SOP1/SOPC/SOPP/SMEM/VOP2/
VOP1/VOPC/VOP3/VOP3P/DS/MUBUF/MTBUF/FLAT field positions).

Usage: ``python -m wave_asm_ext.isa.gen_mnemonics`` (needs llvm-mc-22). Output is
checked in so the parser does not need LLVM at run time.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

TARGETS = ("gfx942", "gfx950")
NOP7 = 0xBF800007  # s_nop 7: separator between candidates


def _candidates() -> list[tuple[str, int, int]]:
    """(family, dword0, dword1) candidates. Operand fields point at even VGPRs /
    aligned SGPR pairs so 64-bit operand alignment rules (gfx90a+) are met."""
    c: list[tuple[str, int, int]] = []
    for op in range(0x60):  # SOP2 (op >= 0x60 are SOPK/SOP1/SOPC/SOPP): 10 op[29:23] sdst[22:16] ssrc1 ssrc0
        c.append(("SOP2", 0x80000000 | op << 23 | 4 << 16 | 6 << 8 | 8, NOP7))
    for op in range(32):  # SOPK: 1011 op[27:23] sdst simm16
        c.append(("SOPK", 0xB0000000 | op << 23 | 4 << 16 | 0x10, NOP7))
    for op in range(256):  # SOP1
        c.append(("SOP1", 0xBE800000 | 4 << 16 | op << 8 | 8, NOP7))
    for op in range(128):  # SOPC
        c.append(("SOPC", 0xBF000000 | op << 16 | 6 << 8 | 8, NOP7))
    for op in range(128):  # SOPP (simm16 = 0 keeps the separator unique)
        c.append(("SOPP", 0xBF800000 | op << 16, NOP7))
    for op in range(256):  # SMEM gfx9: 110000 op[25:18] imm[17] sdata[12:6] sbase[5:0]
        c.append(("SMEM", 0xC0000000 | op << 18 | 1 << 17 | 4 << 6 | 2, 0x10))
    for op in range(64):  # VOP2: 0 op[30:25] vdst[24:17] vsrc1[16:9] src0[8:0]
        c.append(("VOP2", op << 25 | 4 << 17 | 6 << 9 | 0x108, NOP7))
    for op in range(256):  # VOP1: 0111111 vdst op[16:9] src0
        c.append(("VOP1", 0x7E000000 | 4 << 17 | op << 9 | 0x108, NOP7))
    for op in range(256):  # VOPC: 0111110 op[24:17] vsrc1 src0
        c.append(("VOPC", 0x7C000000 | op << 17 | 6 << 9 | 0x108, NOP7))
    for op in range(1024):  # VOP3: 110100 op[25:16] ... vdst[7:0]; src0/1/2 in dword1
        for d1 in (0x108 | 0x10A << 9 | 0x10C << 18, 0x4 | 0x6 << 9 | 0x8 << 18, 0x80 | 0x80 << 9):
            c.append(("VOP3", 0xD0000000 | op << 16 | 4 | (len(c) % 3) << 8, d1))
    for op in range(128):  # VOP3P: 110100111 op[22:16]; bit 15 = acc_cd for MFMA
        for d0x, d1 in ((4, 0x108 | 0x10A << 9 | 0x10C << 18 | 0x18 << 27),
                        (8 | 1 << 15, 0x100 | 0x108 << 9 | 0x10 << 18),
                        (8, 0x100 | 0x108 << 9 | 0x110 << 18)):
            c.append(("VOP3P", 0xD3800000 | op << 16 | d0x, d1))
    for op in range(256):  # DS: 110110 op[24:17] gds[16] offsets; dword1 vdst data1 data0 addr
        for d1 in (2 | 4 << 8 | 6 << 16 | 8 << 24, 0, 2 | 4 << 8 | 4 << 16 | 8 << 24):
            c.append(("DS", 0xD8000000 | op << 17 | len(c) % 3, d1))
    for op in range(128):  # MUBUF: 111000 op[24:18] offen[12]; dword1 soffset srsrc vdata vaddr
        c.append(("MUBUF", 0xE0000000 | op << 18 | 1 << 12, 2 | 4 << 8 | 2 << 16 | 0x80 << 24))
        c.append(("MUBUF", 0xE0000000 | op << 18 | 1 << 12 | 1, 2 | 0 << 8 | 2 << 16 | 0x80 << 24))
        c.append(("MUBUF", 0xE0000000 | op << 18 | 1 << 16 | 1 << 12, 2 | 0 << 8 | 2 << 16 | 0x80 << 24))
    for op in range(16):  # MTBUF: 111010 op[18:15]
        c.append(("MTBUF", 0xE8000000 | op << 15 | 1 << 12 | 4 << 19, 2 | 4 << 8 | 2 << 16 | 0x80 << 24))
    for seg, fam in ((0, "FLAT"), (1, "SCRATCH"), (2, "GLOBAL")):
        for op in range(128):  # FLAT: 110111 op[24:18] seg[15:14] lds[13]; dword1 vdst saddr data addr
            for lds in (0, 1 << 13):
                for d1 in (2 | 4 << 8 | 0x7F << 16 | 8 << 24, 2 | 0x7F << 16 | 8 << 24,
                           2 | 4 << 8 | 0x7F << 16, 2 | 4 << 8 | 8 << 24, 2 | 8 << 24):
                    c.append((fam, 0xDC000000 | op << 18 | seg << 14 | lds | (len(c) & 0xFF), d1))
    # Same opcodes with every operand field zero: opcodes with no operands (s_getpc_b64
    # src, buffer_wbl2, s_dcache_wb...) reject non-zero unused fields.
    zeroed = []
    for fam, d0, _ in c:
        mask = {"SOP2": 0xFF800000, "SOPK": 0xFF800000, "SOP1": 0xFFFFFF00 & ~0x7F0000,
                "SOPC": 0xFFFF0000, "SOPP": 0xFFFF0000, "SMEM": 0xFFFC0000, "VOP2": 0xFE000000,
                "VOP1": 0xFE01FE00, "VOPC": 0xFFFE0000, "VOP3": 0xFFFF0000, "VOP3P": 0xFFFF0000,
                "DS": 0xFFFE0000, "MUBUF": 0xFFFC0000, "MTBUF": 0xFFFF8000}.get(fam, 0xFFFFC000)
        zeroed.append((fam, d0 & mask, 0))
    return c + zeroed


def _disassemble(cands: list[tuple[str, int, int]], mcpu: str, tool: str) -> dict[str, str]:
    words: list[int] = []
    for _, d0, d1 in cands:
        words += [d0, d1, NOP7, NOP7]
    text = "\n".join(" ".join(f"0x{b:02x}" for b in w.to_bytes(4, "little")) for w in words)
    r = subprocess.run([tool, "--disassemble", "-arch=amdgcn", f"-mcpu={mcpu}", "-show-encoding"],
                       input=text, capture_output=True, text=True)
    # Map each decoded line back to its candidate by its first encoding dword: an
    # invalid candidate makes the disassembler skip 4 bytes and decode dword1 as junk,
    # so positional matching is unreliable.
    out: dict[str, str] = {}
    for ln in r.stdout.splitlines():
        m = re.match(r"\s*(\S+)(.*?);\s*encoding:\s*\[(.*)\]", ln)
        if not m:  # (operands flagged "Invalid register" still name a real opcode)
            continue
        b = [int(x, 16) for x in m.group(3).split(",")]
        d0 = int.from_bytes(bytes(b[:4]), "little")
        if d0 != NOP7:
            out.setdefault(m.group(1), _encoding_family(d0))
    return out


def _encoding_family(d0: int) -> str:
    """Encoding family from the first dword's fixed bits (ISA guide, Microcode Formats)."""
    if d0 >> 30 == 0b10:
        top9 = (d0 >> 23) & 0x1FF
        if top9 == 0x17D:
            return "SOP1"
        if top9 == 0x17E:
            return "SOPC"
        if top9 == 0x17F:
            return "SOPP"
        return "SOPK" if d0 >> 28 == 0xB else "SOP2"
    if d0 >> 31 == 0:
        top7 = d0 >> 25
        return {0x3F: "VOP1", 0x3E: "VOPC"}.get(top7, "VOP2")
    top6 = d0 >> 26
    if top6 == 0b110100:
        return "VOP3P" if d0 >> 23 == 0x1A7 else "VOP3"
    if top6 == 0b110111:
        return ("FLAT", "SCRATCH", "GLOBAL", "FLAT")[(d0 >> 14) & 3]
    return {0b110000: "SMEM", 0b110110: "DS", 0b111000: "MUBUF", 0b111010: "MTBUF"}.get(top6, "?")


def _family_of(mnem: str, fam: str) -> str:
    """Refine the raw encoding family: VOP3 rows of promoted VOP1/2/C ops keep VOP3;
    MFMA / smfmac are their own family (VOP3P encoding)."""
    if mnem.startswith(("v_mfma", "v_smfmac")):
        return "MFMA"
    return fam


def generate() -> dict[str, dict[str, str]]:
    tool = shutil.which("llvm-mc-22") or shutil.which("llvm-mc")
    if tool is None:
        raise SystemExit("llvm-mc not found")
    cands = _candidates()
    table: dict[str, dict[str, str]] = {}
    for mcpu in TARGETS:
        for m, fam in _disassemble(cands, mcpu, tool).items():
            base = re.sub(r"_(e32|e64|sdwa|dpp)$", "", m)
            table.setdefault(mcpu, {}).setdefault(base, _family_of(base, fam))
    return table


def probe_aliases(names: list[str], tool: str) -> dict[str, str]:
    """Old MFMA spellings (gfx908/gfx90a: ``v_mfma_f32_16x16x16f16``, ``..._1k``) that
    LLVM still accepts for gfx942/gfx950; kept if llvm-mc does not call them an
    invalid instruction for either target."""
    cands: list[tuple[str, str]] = []
    for k in names:
        m = re.match(r"(v_mfma_\w+?_\d+x\d+x\d+)(_\d+b)?_(\w+)$", k)
        if m and k.startswith("v_mfma_"):
            cands += [(m.group(1) + m.group(3), k), (m.group(1) + m.group(3) + "_1k", k)]
    out: dict[str, str] = {}
    for mcpu in TARGETS:
        text = "\n".join(f"{old} v[0:3], v[0:1], v[0:1], v[0:3]" for old, _ in cands) + "\n"
        r = subprocess.run([tool, "-arch=amdgcn", f"-mcpu={mcpu}", "-o", "/dev/null"], input=text,
                           capture_output=True, text=True)
        bad = {int(x) for x in re.findall(r"<stdin>:(\d+):\d+: error: (?:invalid instruction|instruction not supported)", r.stderr)}
        for i, (old, new) in enumerate(cands, start=1):
            if i not in bad and old not in names:
                out[old] = new
    return out


def main() -> None:
    table = generate()
    allm: dict[str, str] = {}
    per: dict[str, list[str]] = {}
    for mcpu, d in table.items():
        per[mcpu] = sorted(d)
        for m, fam in d.items():
            # a mnemonic first seen as VOP3 (promoted) but also present as VOP1/2/C
            # keeps the short-encoding family
            if m not in allm or allm[m] == "VOP3":
                allm[m] = fam
    dst = Path(__file__).with_name("mnemonic_data.py")
    with dst.open("w") as f:
        f.write('"""GENERATED by gen_mnemonics.py from llvm-mc-22 --disassemble; do not edit.\n\n'
                "FAMILY: base mnemonic -> encoding family. TARGETS: target -> mnemonics.\n" + '"""\n\n')
        f.write("FAMILY: dict[str, str] = {\n")
        for m in sorted(allm):
            f.write(f"    {m!r}: {allm[m]!r},\n")
        f.write("}\n\n")
        tool = shutil.which("llvm-mc-22") or shutil.which("llvm-mc")
        aliases = probe_aliases(sorted(allm), tool)  # type: ignore[arg-type]
        f.write("ALIASES: dict[str, str] = {\n")
        for a in sorted(aliases):
            f.write(f"    {a!r}: {aliases[a]!r},\n")
        f.write("}\n\n")
        f.write("TARGET_ONLY: dict[str, frozenset[str]] = {\n")
        for mcpu in per:
            others = set().union(*(set(per[o]) for o in per if o != mcpu))
            only = sorted(set(per[mcpu]) - others)
            f.write(f"    {mcpu!r}: frozenset({only!r}),\n")
        f.write("}\n")
    print(f"wrote {dst}: {len(allm)} mnemonics; " + ", ".join(f"{k}={len(v)}" for k, v in per.items()),
          file=sys.stderr)


if __name__ == "__main__":
    main()
