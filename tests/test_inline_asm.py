"""Inline assembly (LLVM's ``;;#ASMSTART`` / ``;;#ASMEND`` regions) through the passes.

The statement is the user's: its instructions keep their order and their place (nothing
is scheduled across them), the waits and nops written in it stay, a dead result is not
deleted, and the markers still enclose it afterwards. Before, the pass stripped the
user's ``s_nop``, swapped two ``asm volatile`` statements and scrambled the markers
(clang-22 -O3 output of tests in the robustness campaign, cut down).
"""

from __future__ import annotations

import pytest

from wave_asm_ext.check import check_program
from wave_asm_ext.isa import parse_asm, print_program
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.passes.common import has_opaque_code
from wave_asm_ext.target import load_target

SRC = """
k:
    s_load_dwordx4 s[4:7], s[0:1], 0x0
    v_lshl_or_b32 v0, s2, 6, v0
    v_ashrrev_i32_e32 v1, 31, v0
    v_lshlrev_b64 v[2:3], 2, v[0:1]
    s_waitcnt lgkmcnt(0)
    v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
    global_load_dword v1, v[4:5], off
    v_mov_b32_e32 v4, 2
    s_waitcnt vmcnt(0)
    ;;#ASMSTART
    v_add_u32 v1, v1, v1
    s_nop 1
    v_mov_b32 v9, 0
    ;;#ASMEND
    ;;#ASMSTART
    s_mov_b32 s0, 7
    ;;#ASMEND
    global_load_dword v0, v0, s[4:5]
    v_lshl_add_u64 v[2:3], s[6:7], 0, v[2:3]
    s_waitcnt vmcnt(0)
    v_mad_u64_u32 v[0:1], s[0:1], s0, v1, v[0:1]
    global_store_dword v[2:3], v0, off
    s_endpgm
"""
ASM = ["v_add_u32 v1, v1, v1", "s_nop 1", "v_mov_b32 v9, 0", "s_mov_b32 s0, 7"]


@pytest.fixture(scope="module", params=["gfx942", "gfx950"])
def target(request):
    return load_target(request.param)


def _texts(prog) -> list[str]:
    return [i.text() for i in prog.kernels[0].instructions]


def test_the_parser_marks_the_statements():
    prog = parse_asm(SRC, "<t>")
    assert [i.text() for i in prog.kernels[0].instructions if i.asm] == ASM
    assert has_opaque_code(prog.kernels[0])
    assert not has_opaque_code(parse_asm("k:\n v_mov_b32 v9, 0\n s_endpgm\n").kernels[0])


def test_the_statements_stay_whole_in_place_and_enclosed(target):
    prog, _ = run_postpass(parse_asm(SRC, "<t>"), target)
    texts = _texts(prog)
    start = texts.index(ASM[0])
    assert texts[start:start + len(ASM)] == ASM          # order kept, nothing moved in, nop kept, dead v9 kept
    # what came before the statement is still before it, what came after still after
    before = set(_texts(parse_asm(SRC))[:_texts(parse_asm(SRC)).index(ASM[0])]) - {"s_waitcnt vmcnt(0)", "s_waitcnt lgkmcnt(0)"}
    assert before <= set(texts[:start])
    out = print_program(prog)
    lines = [ln.strip() for ln in out.splitlines()]
    first = lines.index(";;#ASMSTART")
    assert lines[first + 1] == ASM[0] and lines[first + 3].startswith(ASM[2]) and lines[first + 3].endswith(";;#ASMEND")
    assert lines[first + 4] == ";;#ASMSTART" and lines[first + 5] == ASM[3] + "  ;;#ASMEND"
    assert check_program(prog, target) == []
    # printing and passing again changes nothing
    again, _ = run_postpass(parse_asm(out, "<t>"), target)
    assert print_program(again) == out


def test_a_wait_written_in_a_statement_stays():
    src = SRC.replace("    s_nop 1\n", "    s_waitcnt vmcnt(0) lgkmcnt(0)\n")
    prog, _ = run_postpass(parse_asm(src, "<t>"), load_target("gfx942"))
    assert "s_waitcnt vmcnt(0) lgkmcnt(0)" in _texts(prog)
    assert next(i for i in prog.kernels[0].instructions if i.text() == "s_waitcnt vmcnt(0) lgkmcnt(0)").asm
