#!/usr/bin/env python3
"""LLVM's implicit register operands of every decodable instruction, probed from LLVM itself.

Which instruction reads or writes EXEC, VCC, SCC, M0 or MODE without naming it is the part of
the program model (``isa/opcodes.py`` RULES) a scheduler trusts blindly: a missing implicit
def or use is a missing dependence edge, i.e. a reordering miscompile. LLVM keeps these
lists in its instruction descriptions (``Uses = [...]`` / ``Defs = [...]`` in the .td files);
no tool prints them, but its MIR parser refuses an instruction that lacks one, naming it:
``missing implicit register operand 'implicit-def $scc'``. So each opcode is written as a
bare MIR instruction and given the operand each error names until it parses: the list comes
out exact and in LLVM's order.

The opcodes are found, not listed: one encoding per opcode of every family (SOP1 / SOP2 /
SOPC / SOPK / SOPP, SMEM, VOP1 / VOP2 / VOPC / VOP3 / VOP3P, DS, FLAT / SCRATCH / GLOBAL,
MUBUF) is disassembled by ``llvm-mc -show-inst``, which names the MCInst opcode. The
encoding-specific ("real") opcode carries its pseudo's lists, except that a gfx9+ DS
instruction decodes as the VI real whose pseudo reads M0: LLVM selects the ``_gfx9`` pseudo
(no M0) there (``ldsRequiresM0Init`` is false from GFX9), so that one is asked instead.

Which explicit operands an opcode defines comes from the machine verifier instead: written
with every operand as a use, each register operand LLVM defines is reported as "Explicit
definition marked as use" (:func:`explicit_defs`, a few llc runs: the test runs it).

Writes ``tests/fixtures/llvm_implicit_operands.json`` (each opcode's text, MCInst operands and
implicit operands; one llc run per implicit operand: a few minutes);
``tests/test_opcode_facts_vs_llvm.py`` compares the model with it, and checks in one llc run
that the stored lists still satisfy this LLVM.

  python scripts/probe_implicit_operands.py [gfx942 gfx950]
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from wave_asm_ext import toolchain  # noqa: E402

OUT = ROOT / "tests" / "fixtures" / "llvm_implicit_operands.json"
TARGETS = ("gfx942", "gfx950")
#: s_nop 7 between probes: a probe that decodes into several instructions is dropped
SEPARATOR = 0xBF800007
#: register numbers in every field (even, as 64-bit and wider operands need; SGPRs below
#: the special registers 102+)
D, S0, S1, S2 = 10, 2, 4, 6


def _d(*dwords: int) -> list[int]:
    return list(dwords)


def probes() -> list[list[int]]:
    """One encoding per opcode of each family (CDNA3 ISA "Microcode Formats")."""
    out: list[list[int]] = []
    out += [_d((0b10 << 30) | (op << 23) | (D << 16) | (S1 << 8) | S0) for op in range(128)]           # SOP2
    out += [_d((0b1011 << 28) | (op << 23) | (D << 16) | 0x10) for op in range(32)]                    # SOPK
    out += [_d((0b1011 << 28) | (op << 23) | (D << 16) | 0x10, 0x10) for op in range(32)]              # SOPK + literal
    out += [_d((0x17D << 23) | (D << 16) | (op << 8) | S0) for op in range(256)]                       # SOP1
    out += [_d((0x17E << 23) | (op << 16) | (S1 << 8) | S0) for op in range(128)]                      # SOPC
    for simm in (3, 0):                                                                                # SOPP
        out += [_d((0x17F << 23) | (op << 16) | simm) for op in range(128)]
    out += [_d((0b110000 << 26) | (op << 18) | (1 << 17) | (D << 6) | (S0 >> 1), 0x10)                 # SMEM imm
            for op in range(256)]
    out += [_d((0b110000 << 26) | (op << 18), 0) for op in range(256)]                                 # SMEM, no operands
    vsrc = (256 + S0) | ((256 + S1) << 9) | ((256 + S2) << 18)
    out += [_d((op << 25) | (D << 17) | (S1 << 9) | (256 + S0)) for op in range(63)]                   # VOP2
    out += [_d((op << 25) | (D << 17) | (S1 << 9) | 255, 0x10) for op in range(63)]                    # VOP2 + literal
    out += [_d((0x3F << 25) | (D << 17) | (op << 9) | (256 + S0)) for op in range(256)]                # VOP1
    out += [_d((0x3F << 25) | (op << 9)) for op in range(256)]                                         # VOP1, no operands
    out += [_d((0x3E << 25) | (op << 17) | (S1 << 9) | (256 + S0)) for op in range(256)]               # VOPC
    out += [_d((0x34 << 26) | (op << 16) | D, vsrc) for op in range(1024)]                             # VOP3
    ssrc = S0 | (S1 << 9) | (S2 << 18)
    out += [_d((0x34 << 26) | (op << 16) | D, ssrc) for op in range(256, 1024)]                        # VOP3, SGPR srcs
    out += [_d((0x34 << 26) | (op << 16) | D, (256 + S0) | (S1 << 9)) for op in range(256, 1024)]      # VOP3, VGPR, SGPR
    out += [_d((0x1A7 << 23) | (op << 16) | D, vsrc) for op in range(128)]                             # VOP3P / MFMA
    for data in (0, S1, S1 | (S2 << 8)):   # DS (the decoder refuses fields an opcode does not use)
        for dst in (D, 0):
            for addr in (S0, 0):
                out += [_d((0x36 << 26) | (op << 17), addr | (data << 8) | (dst << 24)) for op in range(256)]
    for seg in (0, 1, 2):                                                                              # FLAT / SCRATCH / GLOBAL
        for dst, glc in ((D, 0), (0, 0), (D, 1)):   # (non-returning atomics have no vdst; returning ones glc)
            saddr = 0 if seg == 0 else 0x7F   # (FLAT has no saddr: the field is 0)
            out += [_d((0x37 << 26) | (op << 18) | (glc << 16) | (seg << 14),
                       S0 | (S1 << 8) | (saddr << 16) | (dst << 24)) for op in range(128)]
    out += [_d((0x38 << 26) | (op << 18) | (1 << 12), S0 | (D << 8) | (2 << 16) | (0x80 << 24))       # MUBUF offen
            for op in range(128)]
    out += [_d((0x38 << 26) | (op << 18) | (1 << 12) | (1 << 16), S0 | (D << 8) | (2 << 16) | (0x80 << 24))
            for op in range(128)]                                                                      # MUBUF offen lds
    out += [_d((0x38 << 26) | (op << 18), 0) for op in range(128)]                                     # MUBUF, no operands
    out += [_d((0x3A << 26) | (op << 15) | (1 << 19) | (1 << 12), S0 | (D << 8) | (2 << 16) | (0x80 << 24))
            for op in range(16)]                                                                       # MTBUF offen
    return out


def probe_disassembly(target: str) -> str:
    """llvm-mc's ``--disassemble -show-inst`` output for every probe, each followed by the
    ``s_nop 7`` separator (one probe per input line: llvm-mc echoes the whole line with each
    invalid-encoding warning)."""
    text = "\n".join(" ".join(f"0x{b:02x}" for w in p + [SEPARATOR] for b in w.to_bytes(4, "little"))
                     for p in probes())
    return subprocess.run([toolchain.find_tool("llvm-mc"), "--disassemble", f"-triple={toolchain.TRIPLE}",
                           f"-mcpu={target}", "-show-inst"], input=text, capture_output=True, text=True,
                          timeout=300).stdout


def disassembled(target: str) -> list[tuple[str, str]]:
    """(assembly text, MCInst opcode name) of each probe llvm-mc decodes as one instruction, one
    per opcode name (the operands are taken from the assembler: :func:`assembled_operands`)."""
    out, group = [], []
    for line in probe_disassembly(target).splitlines():
        m = re.match(r"\s*(.*?)\s*; <MCInst #\d+ (\w+)", line)
        if not m:
            continue
        asm, name = m.groups()
        if asm == "s_nop 7":
            if len(group) == 1 and "/*" not in group[0][0]:
                out.append(group[0])
            group = []
        else:
            group.append((asm, name))
    seen, uniq = set(), []
    for asm, name in out:
        if name not in seen:
            seen.add(name)
            uniq.append((asm, name))
    return uniq


def assembled_operands(asm: list[str], target: str) -> list[list[str] | None]:
    """The MCInst operands llvm-mc's assembler builds for each line (the machine instruction's
    operand list; the disassembler's can differ: a DS decode carries one immediate more), None
    for a line it refuses (disassembly it does not take back, e.g. a constant-bus violation)."""
    r = subprocess.run([toolchain.find_tool("llvm-mc"), f"-triple={toolchain.TRIPLE}", f"-mcpu={target}", "-show-inst"],
                       input="\n".join(asm) + "\n", capture_output=True, text=True, timeout=300)
    refused = {int(n) - 1 for n in re.findall(r"<stdin>:(\d+):\d+: error", r.stderr)}
    insts: list[list[str]] = []
    for line in r.stdout.splitlines():
        if "<MCInst #" in line:
            insts.append([])
        if insts:
            insts[-1].extend(re.findall(r"<MCOperand (\w+:[^>]*)>", line))
    it = iter(insts)
    return [None if i in refused else next(it) for i in range(len(asm))]


def _llc_text(mir: str, target: str) -> str:
    """llc's complaints about ``mir`` (empty if it parses and verifies)."""
    return _llc(mir, target)


def _llc(mir: str, target: str) -> str:
    with tempfile.NamedTemporaryFile("w", suffix=".mir", delete=False) as f:
        f.write(mir)
    try:
        r = subprocess.run([toolchain.find_tool("llc"), f"-mtriple={toolchain.TRIPLE}", f"-mcpu={target}",
                            "-run-pass=none", "-o", "/dev/null", f.name], capture_output=True, text=True, timeout=120)
    finally:
        Path(f.name).unlink()
    return r.stderr if r.returncode else ""


def mir_of(lines: list[str]) -> str:
    body = "".join(f"    {ln}\n" for ln in lines)
    return f"---\nname: probe\nbody: |\n  bb.0:\n{body}    S_ENDPGM 0\n...\n"


HEADER_LINES = 4   # the MIR lines before the first probe line


def _operand_text(kind: str, reg: str) -> str:
    return f"{'implicit-def' if kind == 'def' else 'implicit'} ${reg}"


def first_error(lines: list[str], target: str) -> tuple[int, str] | None:
    """(probe line index, error message) of llc's first complaint, or None if it parses."""
    err = _llc(mir_of(lines), target)
    if not err or (".mir:" not in err and "Bad machine code" in err):
        # (a parsed function is verified: the bare probes lack their explicit operands)
        return None
    m = re.search(r"\.mir:(\d+):\d+: (.*)", err)
    if not m:
        raise RuntimeError(f"unexpected llc output: {err[:400]}")
    return int(m.group(1)) - HEADER_LINES - 1, m.group(2)


def implicit_operands(names: list[str], target: str) -> dict[str, list[list[str]]]:
    """name -> [[kind, register], ...] in LLVM's order (kind "def" | "use")."""
    ops: dict[str, list[list[str]]] = {n: [] for n in names}
    todo = list(names)
    while todo:
        lines = [f"{n} " + ", ".join(_operand_text(k, r) for k, r in ops[n]) for n in todo]
        e = first_error(lines, target)
        if e is None:
            break
        i, msg = e
        m = re.match(r"missing implicit register operand '(implicit-def|implicit) \$(\w+)'", msg)
        if not m:
            raise RuntimeError(f"{todo[i]}: unexpected llc error: {msg}")
        ops[todo[i]].append(["def" if m.group(1) == "implicit-def" else "use", m.group(2)])
        todo = todo[i:]   # the lines before it parsed: their lists are complete
    return ops


def mir_name(name: str, target: str, known: dict[str, bool]) -> str:
    """The opcode to ask: the real one, or for a DS real its gfx9 pseudo (see the docstring)."""
    if name.startswith("DS_") and name.endswith("_vi"):
        pseudo = name[: -len("_vi")] + "_gfx9"
        if pseudo not in known:
            e = first_error([pseudo], target)
            known[pseudo] = not (e and "unknown machine instruction name" in e[1])
        if known[pseudo]:
            return pseudo
    return name


def mir_register(mc: str) -> str | None:
    """An MCInst register operand ("Reg:VGPR10_VGPR11") in MIR ("$vgpr10_vgpr11")."""
    return "$" + mc[len("Reg:"):].lower() if mc.startswith("Reg:") and mc != "Reg:NoRegister" else None


def _verifier_reports(rows: list[tuple[str, list[str], list]], target: str) -> dict[int, tuple[set[int], set[str]]] | None:
    """:func:`verifier_reports` of some rows in one llc run (row index -> its reports), None if
    the verifier crashes on one of them."""
    lines, block_of = [], []
    for i, (name, ops, implicit) in enumerate(rows):
        if ops is None:   # (a line the assembler refuses)
            continue
        mir_ops = [mir_register(o) if o.startswith("Reg:") else o[len("Imm:"):] if o.startswith("Imm:") else None
                   for o in ops]
        if None in mir_ops:
            continue
        body = ", ".join(mir_ops + [_operand_text(k, r) for k, r in implicit])
        lines.append(f"  bb.{len(block_of)}:\n    {name} {body}\n")
        block_of.append(i)
    mir = "---\nname: probe\nbody: |\n" + "".join(lines) + f"  bb.{len(block_of)}:\n    S_ENDPGM 0\n...\n"
    err = _llc_text(mir, target)
    if ".mir:" in err:
        raise RuntimeError(f"llc refused the probe: {err[:400]}")
    if "Stack dump" in err and not re.search(r"LLVM ERROR: Found \d+ machine code errors", err):
        return None
    out: dict[int, tuple[set[int], set[str]]] = {i: (set(), set()) for i in block_of}
    for report in err.split("*** Bad machine code: ")[1:]:
        b = re.search(r"basic block: %bb\.(\d+)", report)
        if not b:
            continue
        defs, other = out[block_of[int(b.group(1))]]
        if report.startswith("Explicit definition marked as use"):
            defs.add(int(re.search(r"- operand (\d+):", report).group(1)))
        else:
            other.add(report.split(" ***")[0])
    return out


def by_halving(n: int, run, chunk: int) -> list:
    """``run(indices)`` over 0..n-1 in chunks of ``chunk``: its per-index results, or None
    where it fails (returns None) on a chunk — then on each half, down to single indices,
    which stay None. For llc, which stops or crashes on the first input it refuses."""
    out: list = [None] * n
    todo = [list(range(i, min(i + chunk, n))) for i in range(0, n, chunk)]
    while todo:
        idx = todo.pop()
        got = run(idx)
        if got is None:
            if len(idx) > 1:
                todo += [idx[: len(idx) // 2], idx[len(idx) // 2:]]
            continue
        for i, r in zip(idx, got):
            out[i] = r
    return out


def verifier_reports(rows: list[tuple[str, list[str], list]], target: str,
                     chunk: int = 256) -> list[tuple[set[int], set[str]] | None]:
    """For (MIR opcode, MCInst operands, implicit operands) rows, written with every operand a
    use, each row in a basic block of its own (a few hundred rows per llc run): the indices of
    the explicit operands LLVM defines (the machine verifier's "Explicit definition marked as
    use") and the verifier's other complaints (an operand list the machine instruction does not
    take: "Extra explicit operand ...", a tie the MCInst does not show: "Too few operands");
    None where an operand cannot be written in MIR or the verifier crashes on the row (found by
    halving the rows)."""
    def run(idx):
        got = _verifier_reports([rows[i] for i in idx], target)
        return None if got is None else [got.get(k) for k in range(len(idx))]

    return by_halving(len(rows), run, chunk)


def explicit_defs(rows: list[tuple[str, list[str], list]], target: str) -> list[set[int] | None]:
    """The def indices of :func:`verifier_reports`."""
    return [None if r is None else r[0] for r in verifier_reports(rows, target)]


def machine_instructions(rows: list[dict], target: str) -> list[tuple[dict, str, set[int]]]:
    """(fixture row, MIR text, explicit def indices) of each row whose machine instruction the
    MCInst's operands spell (the verifier has no complaint but the defs written as uses): the
    real opcode with its implicit operands (a DS real reads M0 too: see the docstring), an MFMA
    as its pseudo (``pseudo``: LLVM keys its MFMA tables by it)."""
    rows = [r for r in rows if r["operands"] is not None]
    implicit = [r["implicit"] + ([["use", "m0"]] if r["asked"] != r["mcinst"] else []) for r in rows]
    names = [r.get("pseudo") or r["mcinst"] for r in rows]
    reports = verifier_reports([(n, r["operands"], imp) for n, r, imp in zip(names, rows, implicit)], target)
    out = []
    for row, name, imp, rep in zip(rows, names, implicit, reports):
        if rep is None or rep[1]:
            continue
        defs = rep[0]
        mir_ops = [mir_register(o) if o.startswith("Reg:") else o[len("Imm:"):] for o in row["operands"]]
        lhs = ", ".join(mir_ops[i] for i in sorted(defs))
        rhs = ", ".join([o for i, o in enumerate(mir_ops) if i not in defs] + [_operand_text(k, r) for k, r in imp])
        out.append((row, f"{lhs} = {name} {rhs}" if lhs else f"{name} {rhs}", defs))
    return out


#: an MFMA's encoding-specific opcode -> the pseudo LLVM's codegen emits (the hazard recognizer
#: keys its MFMA tables — XDL or not, pass count — by the pseudo: asked with the real opcode it
#: answers as for an unknown MFMA)
_MFMA_PSEUDOS = ((re.compile(r"^(V_S?MFMA\w*?)_gfx9[45]0_vcd$"), (r"\1_vgprcd_e64", r"\1_e64")),
                 (re.compile(r"^(V_S?MFMA\w*?)_gfx9[45]0_acd$"), (r"\1_e64",)),
                 (re.compile(r"^(V_S?MFMA\w*?)_gfx9[45]0$"), (r"\1_e64", r"\1_vgprcd_e64")))


def mfma_pseudos(rows: list[tuple[str, list]], target: str) -> list[str | None]:
    """For (real opcode, implicit operands) rows: the MFMA pseudo of the same operands that
    this llc knows (the first of :data:`_MFMA_PSEUDOS`' candidates it does not call unknown),
    None for other opcodes."""
    cands = []
    for name, _ in rows:
        c = next(([rx.sub(t, name) for t in tmpl] for rx, tmpl in _MFMA_PSEUDOS if rx.match(name)), [])
        cands.append(c)
    while True:
        idx = [i for i, c in enumerate(cands) if c]
        lines = [f"{cands[i][0]} " + ", ".join(_operand_text(k, r) for k, r in rows[i][1]) for i in idx]
        if not lines:
            break
        e = first_error(lines, target)
        if e is None or "unknown machine instruction name" not in e[1]:
            break
        cands[idx[e[0]]].pop(0)
    return [c[0] if c else None for c in cands]


def probe(target: str) -> list[dict]:
    decoded = disassembled(target)
    decoded = [(asm, name, ops) for (asm, name), ops in zip(decoded, assembled_operands([a for a, _ in decoded], target))]
    known: dict[str, bool] = {}
    asked = {name: mir_name(name, target, known) for _, name, _ in decoded}
    ops = implicit_operands(sorted(set(asked.values())), target)
    pseudo = dict(zip([n for _, n, _ in decoded], mfma_pseudos([(n, ops[asked[n]]) for _, n, _ in decoded], target)))
    return [{"asm": asm, "mcinst": name, "operands": operands, "asked": asked[name], "implicit": ops[asked[name]],
             "pseudo": pseudo[name]} for asm, name, operands in decoded]


def main(argv: list[str]) -> int:
    targets = argv or list(TARGETS)
    data = json.loads(OUT.read_text()) if OUT.exists() else {}
    data["_source"] = ("scripts/probe_implicit_operands.py: llvm-mc -show-inst opcode names, llc -run-pass=none "
                       "MIR parser ('missing implicit register operand'), " + toolchain.find_tool("llc"))
    for t in targets:
        rows = probe(t)
        data[t] = rows
        print(f"{t}: {len(rows)} opcodes, {sum(len(r['implicit']) for r in rows)} implicit operands")
    # one opcode per line: diffs of a regenerated file stay readable
    OUT.write_text("{\n" + ",\n".join(
        f"{json.dumps(k)}: " + (json.dumps(v) if not isinstance(v, list) else
                                "[\n" + ",\n".join(json.dumps(r) for r in v) + "\n]")
        for k, v in data.items()) + "\n}\n")
    print("wrote", OUT.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
