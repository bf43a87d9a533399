"""Model -> text. Canonical formatting that llvm-mc assembles to the same encodings.

Canonical instruction form: ``mnemonic op0, op1, op2 mod0 mod1:val``; registers as
``v5`` / ``v[4:7]``; integers keep their source spelling (``0x3ff``) when parsed,
otherwise decimal; code lines are indented with one tab, labels are not.
"""

from __future__ import annotations

from .model import (
    Expr, FloatImm, Func, Imm, Instruction, Kernel, Off, Operand, Program, Reg,
    SrcMod, Sym, WaitCnt, NUMBERED_FILES, PAIR_FILES,
)

INDENT = "\t"


def format_reg(r: Reg) -> str:
    pre = "%" if r.virtual else ""
    if r.file in NUMBERED_FILES:
        if r.count == 1:
            return f"{pre}{r.file}{r.index}"
        return f"{pre}{r.file}[{r.index}:{r.index + r.count - 1}]"
    if r.file in PAIR_FILES:
        if r.index == 0 and r.count == 2:
            return r.file
        if r.count == 1 and r.index in (0, 1):
            return f"{r.file}_{'lo' if r.index == 0 else 'hi'}"
        raise ValueError(f"bad {r.file} range index={r.index} count={r.count}")
    return r.file  # m0, scc, src_* constants


def format_operand(op: Operand) -> str:
    t = type(op)
    if t is Reg:
        return format_reg(op)  # type: ignore[arg-type]
    if t is Imm:
        return op.text if op.text is not None else str(op.value)  # type: ignore[union-attr]
    if t is FloatImm:
        return op.text if op.text is not None else repr(op.value)  # type: ignore[union-attr]
    if t is Sym:
        return op.name  # type: ignore[union-attr]
    if t is Expr:
        return op.text  # type: ignore[union-attr]
    if t is Func:
        return f"{op.name}({op.args})"  # type: ignore[union-attr]
    if t is Off:
        return "off"
    if t is WaitCnt:
        parts = [f"{n}({v})" for n, v in (("vmcnt", op.vmcnt), ("expcnt", op.expcnt),  # type: ignore[union-attr]
                                          ("lgkmcnt", op.lgkmcnt)) if v is not None]
        return op.sep.join(parts) if parts else "0xffff"  # type: ignore[union-attr]
    if t is SrcMod:
        s = format_operand(op.inner)  # type: ignore[union-attr]
        if op.sext:  # type: ignore[union-attr]
            s = f"sext({s})"
        if op.abs:  # type: ignore[union-attr]
            s = f"abs({s})" if op.func_style else f"|{s}|"  # type: ignore[union-attr]
        if op.neg:  # type: ignore[union-attr]
            s = f"neg({s})" if op.func_style else f"-{s}"  # type: ignore[union-attr]
        return s
    raise TypeError(f"not an operand: {op!r}")


def format_instruction(inst: Instruction) -> str:
    s = inst.mnemonic
    if inst.operands:
        s += " " + ", ".join(format_operand(o) for o in inst.operands)
    if inst.modifiers:
        s += " " + " ".join(m.text() for m in inst.modifiers)
    return s


def _code_lines(k: Kernel) -> list[str]:
    out: list[str] = []
    if k.name:
        out.append(f"{k.name}:" + (f"  {k.label_comment}" if k.label_comment else ""))
    for b in k.blocks:
        out.extend(b.leading)
        if b.label is not None:
            out.append(f"{b.label}:" + (f"  {b.label_comment}" if b.label_comment else ""))
        for inst in b.instructions:
            out.extend(inst.leading)
            line = INDENT + format_instruction(inst)
            if inst.comment:
                line += "  " + inst.comment
            out.append(line)
        out.extend(b.trailing)
    return out


def _descriptor_lines(k: Kernel) -> list[str]:
    out = [f"{INDENT}.amdhsa_kernel {k.name}"]
    for name, value in (k.descriptor or {}).items():
        out.append(f"{INDENT}{INDENT}{name} {value}")
    out.append(f"{INDENT}.end_amdhsa_kernel")
    return out


def print_program(p: Program) -> str:
    """The whole file as text (ends with a newline)."""
    out: list[str] = []
    for c in p.chunks:
        if c.kind == "text":
            out.extend(c.lines)
        elif c.kind == "code":
            out.extend(_code_lines(c.kernel))  # type: ignore[arg-type]
        elif c.kind == "descriptor":
            out.extend(_descriptor_lines(c.kernel))  # type: ignore[arg-type]
        elif c.kind == "metadata":
            out.append(f"{INDENT}.amdgpu_metadata")
            out.append((p.metadata_text or "").rstrip("\n"))
            out.append(f"{INDENT}.end_amdgpu_metadata")
        else:
            raise ValueError(f"unknown chunk kind {c.kind}")
    return "\n".join(out) + "\n"


def print_kernel(k: Kernel) -> str:
    """Just the code of one kernel (label, blocks)."""
    return "\n".join(_code_lines(k)) + "\n"


__all__ = ["print_program", "print_kernel", "format_instruction", "format_operand", "format_reg"]
