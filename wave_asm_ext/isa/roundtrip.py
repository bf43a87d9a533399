"""Round-trip proof: parse -> print -> assemble both with llvm-mc and compare encodings.

``roundtrip_encodings(text, mcpu)`` returns a list of human-readable mismatches (empty
means the printed program encodes to exactly the same instruction bytes, in order, as
the original, and the parser saw every instruction llvm-mc saw).
"""

from __future__ import annotations

from .parser import parse_asm
from .printer import print_program


def roundtrip_encodings(text: str, mcpu: str, filename: str = "<string>") -> list[str]:
    from ..toolchain import encodings  # needs llvm-mc; ToolchainError if missing/failing

    prog = parse_asm(text, filename)
    printed = print_program(prog)
    orig = encodings(text, mcpu)
    again = encodings(printed, mcpu)
    problems: list[str] = []
    n_parsed = sum(len(k.instructions) for k in prog.kernels)
    if n_parsed != len(orig):
        problems.append(f"parser saw {n_parsed} instructions, llvm-mc encoded {len(orig)}")
    if len(orig) != len(again):
        problems.append(f"original has {len(orig)} encoded instructions, printed has {len(again)}")
    for i, ((ta, ea), (tb, eb)) in enumerate(zip(orig, again)):
        if ea != eb:
            problems.append(f"#{i}: '{ta}' {ea} != printed '{tb}' {eb}")
    return problems


__all__ = ["roundtrip_encodings"]
