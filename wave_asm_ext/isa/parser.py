"""Text -> program model (LLVM AMDGPU assembler syntax, gfx9 family).

Layout rules (how a file is cut into chunks, see ``model.Chunk``):
- a *code unit* starts at a label naming a function (``.type X,@function``,
  ``.globl X`` or ``.amdhsa_kernel X`` anywhere in the file, or any non-``.L`` label
  outside a unit in a text section) or at an instruction outside any unit (anonymous snippet, name "");
- inside a unit, labels start blocks; a terminator (branch, s_endpgm, s_setpc) ends
  one; ``.p2align``/``.align``/``.loc``/``.cfi_*``/data directives stay in the code as
  own-line items; any other directive, a ``.Lfunc_end*`` label, or a new function
  label ends the unit;
- ``.amdhsa_kernel`` ... ``.end_amdhsa_kernel`` -> ``Kernel.descriptor`` (comments
  inside it are dropped); ``.amdgpu_metadata`` ... -> ``Program.metadata_text`` /
  ``metadata`` (YAML);
- everything else is kept verbatim.

Comments: ``;`` and ``//`` anywhere outside strings; ``#`` only at the start of a
line (llvm-mc's rule: ``#`` mid-line is part of e.g. ``.section .rodata,#alloc``).
"""

from __future__ import annotations

import bisect
import gc
import re
from pathlib import Path

from ..errors import AsmParseError
from .model import (
    OFF, Block, Chunk, Expr, FloatImm, Func, Imm, Instruction, Kernel, Modifier, Operand,
    Program, Reg, SrcMod, Sym, WaitCnt, PAIR_FILES, SRC_NAMES,
    _set_defs, _set_info, _set_roles, _set_uses,
)
from .opcodes import OFF_OK_ROLES, REG_ROLES, is_known_mnemonic, lookup
from .metadata_yaml import load_metadata

# --------------------------------------------------------------------------- operands

_SPECIAL: dict[str, Reg] = {"m0": Reg("m0", 0), "scc": Reg("scc", 0)}
for _f in PAIR_FILES:
    _SPECIAL[_f] = Reg(_f, 0, 2)
    _SPECIAL[_f + "_lo"] = Reg(_f, 0, 1)
    _SPECIAL[_f + "_hi"] = Reg(_f, 1, 1)
for _n in SRC_NAMES:
    _SPECIAL[_n] = Reg(_n, 0, 1)

_REG1 = re.compile(r"(%?)(v|s|a|ttmp)(\d+)\Z")
_REGR = re.compile(r"(%?)(v|s|a|ttmp)\[\s*(\d+)\s*(?::\s*(\d+)\s*)?\]\Z")
_INT = re.compile(r"-?(?:0x[0-9a-fA-F]+|0b[01]+|\d+)\Z")
_FLOAT = re.compile(r"-?(?:\d+\.\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?|\d+[eE][-+]?\d+)\Z")
_IDENT = re.compile(r"[A-Za-z_.$][\w.$@]*\Z")
_REGLIKE = re.compile(r"%?(v|s|a|ttmp)(\d|\[)")
_FUNC = re.compile(r"([A-Za-z_]\w*)\((.*)\)\Z", re.S)
_EXPR = re.compile(r"[\w.$@+\-*/()<>&|~%^! ]+\Z")
_EXPR_OP = re.compile(r"[+\-*/<>&|~%^!()]")

FUNC_NAMES = frozenset({"hwreg", "sendmsg", "gpr_idx", "lit", "lit64", "swizzle", "abs", "neg", "sext"})

# Modifiers written as a bare word / as name:value (LLVM AMDGPUAsmParser operand names).
BARE_MODS = frozenset({
    "offen", "idxen", "addr64", "glc", "slc", "nt", "sc0", "sc1", "lds", "gds", "tfe", "lwe",
    "clamp", "row_mirror", "row_half_mirror", "unorm", "da", "r128", "a16", "d16", "dlc", "scc",
    "high", "nv",
})
VALUE_MODS = frozenset({
    "offset", "offset0", "offset1", "op_sel", "op_sel_hi", "neg_lo", "neg_hi", "blgp", "cbsz",
    "abid", "dst_sel", "dst_unused", "src0_sel", "src1_sel", "quad_perm", "row_shl", "row_shr",
    "row_ror", "wave_shl", "wave_rol", "wave_shr", "wave_ror", "row_bcast", "row_mask",
    "bank_mask", "bound_ctrl", "mul", "div", "format", "dfmt", "nfmt", "dmask", "byte_sel",
    "row_newbcast", "fi", "dim", "index_key", "matrix_a_fmt", "matrix_b_fmt", "bitop3", "neg",
})
_WAITPART = re.compile(r"(vmcnt|expcnt|lgkmcnt)\s*\(\s*(\d+)\s*\)")

_OPERAND_CACHE: dict[str, Operand] = {}


def _bad(msg: str, location: str | None) -> AsmParseError:
    return AsmParseError(msg, location)


def parse_operand(tok: str, location: str | None = None) -> Operand:
    """Parse one operand token (``v[4:7]``, ``-|v1|``, ``0x10``, ``.LBB0_2``...)."""
    op = _OPERAND_CACHE.get(tok)
    if op is not None:
        return op
    op = _parse_operand_uncached(tok.strip(), location)
    if len(_OPERAND_CACHE) < 100_000:
        _OPERAND_CACHE[tok] = op
    return op


def _parse_operand_uncached(t: str, loc: str | None) -> Operand:
    if not t:
        raise _bad("empty operand", loc)
    low = t.lower()
    sp = _SPECIAL.get(low)
    if sp is not None:
        return sp
    if low == "off":
        return OFF
    m = _REG1.match(low)
    if m:
        return Reg(m.group(2), int(m.group(3)), 1, m.group(1) == "%")
    m = _REGR.match(low)
    if m:
        lo = int(m.group(3))
        hi = int(m.group(4)) if m.group(4) is not None else lo
        if hi < lo:
            raise _bad(f"malformed operand '{t}': register range {lo}:{hi} is reversed", loc)
        return Reg(m.group(2), lo, hi - lo + 1, m.group(1) == "%")
    if _INT.match(low):
        neg = low.startswith("-")
        body = low[1:] if neg else low
        v = int(body, 0) if body.startswith(("0x", "0b")) else int(body)
        return Imm(-v if neg else v, t)
    if _FLOAT.match(low):
        return FloatImm(float(low), t)
    # source modifiers
    if t.startswith("-") and len(t) > 1:
        inner = _parse_operand_uncached(t[1:], loc)
        if isinstance(inner, SrcMod) and not inner.neg:
            return SrcMod(inner.inner, True, inner.abs, inner.sext, inner.func_style)
        if isinstance(inner, (Reg, Imm, FloatImm, Sym)):
            return SrcMod(inner, neg=True)
        if isinstance(inner, Expr):
            return Expr(t)
        raise _bad(f"malformed operand '{t}'", loc)
    if t.startswith("|") and t.endswith("|") and len(t) > 2:
        inner = _parse_operand_uncached(t[1:-1], loc)
        if isinstance(inner, SrcMod):
            return SrcMod(inner.inner, inner.neg, True, inner.sext)
        return SrcMod(inner, abs=True)
    if "cnt" in low and _WAITPART.match(low):
        return _parse_waitcnt(t, loc or "<operand>")
    m = _FUNC.match(t)
    if m:
        name, args = m.group(1).lower(), m.group(2)
        if name in ("abs", "neg", "sext"):
            inner = _parse_operand_uncached(args, loc)
            base = inner.inner if isinstance(inner, SrcMod) else inner
            flags = (inner.neg, inner.abs, inner.sext) if isinstance(inner, SrcMod) else (False, False, False)
            return SrcMod(base, flags[0] or name == "neg", flags[1] or name == "abs",
                          flags[2] or name == "sext", func_style=name != "sext")
        if name in FUNC_NAMES:
            if args.count("(") != args.count(")"):
                raise _bad(f"malformed operand '{t}': unbalanced parentheses", loc)
            return Func(name, args)
        # name(...) is not an llvm-mc expression form, so any other name is a typo
        raise _bad(f"malformed operand '{t}': unknown function '{name}'", loc)
    if _IDENT.match(t):
        if _REGLIKE.match(low):
            raise _bad(f"malformed operand '{t}': looks like a register but is not one", loc)
        return Sym(t)
    if _EXPR.match(t) and _EXPR_OP.search(t) and t.count("(") == t.count(")"):
        return Expr(t)
    raise _bad(f"malformed operand '{t}'", loc)


def parse_modifier(tok: str, location: str | None = None) -> Modifier:
    m = _try_modifier(tok)
    if m is None:
        raise _bad(f"unknown modifier '{tok}'", location)
    return m


_MODIFIER_CACHE: dict[str, Modifier | None] = {}


def _try_modifier(tok: str) -> Modifier | None:
    """:func:`_parse_modifier` cached per token (modifiers are immutable)."""
    try:
        return _MODIFIER_CACHE[tok]
    except KeyError:
        pass
    m = _parse_modifier(tok)
    if len(_MODIFIER_CACHE) < 100_000:
        _MODIFIER_CACHE[tok] = m
    return m


def _parse_modifier(tok: str) -> Modifier | None:
    low = tok.lower()
    if low in BARE_MODS:
        return Modifier(low)
    name, sep, value = tok.partition(":")
    if sep and name.lower() in VALUE_MODS and value:
        return Modifier(name.lower(), value.replace(" ", ""))
    return None


# Tokens: commas, or a run of non-space chars where [...], (...) and |...| may contain
# spaces/commas.
_TOKEN = re.compile(r"""\s*(?:(,)|((?:[^\s,\[\]()|]+|\[[^\[\]]*\]|\((?:[^()]|\([^()]*\))*\)|\|[^|]*\|)+))""")


_COMMA_IN_BRACKETS = re.compile(r"\[[^\]]*[,\s]")


def _split_operands(rest: str, loc: str) -> list[list[str]]:
    """Segments separated by top-level commas, each a list of whitespace-separated tokens."""
    if "(" not in rest and "|" not in rest and ("[" not in rest or _COMMA_IN_BRACKETS.search(rest) is None):
        # fast path: no nesting that could hide a comma or a space
        return [seg.split() for seg in rest.split(",")]
    segs: list[list[str]] = [[]]
    pos = 0
    n = len(rest)
    while pos < n:
        m = _TOKEN.match(rest, pos)
        if m is None or m.end() == pos:
            if rest[pos:].strip() == "":
                break
            raise _bad(f"malformed operand near '{rest[pos:].strip()}'", loc)
        if m.group(1):
            segs.append([])
        else:
            segs[-1].append(m.group(2))
        pos = m.end()
    return segs


def _parse_waitcnt(rest: str, loc: str) -> WaitCnt:
    parts = _WAITPART.findall(rest)
    leftover = _WAITPART.sub("", rest).replace("&", "").replace(",", "").strip()
    if leftover:
        raise _bad(f"malformed s_waitcnt operand '{rest.strip()}'", loc)
    vals: dict[str, int] = {}
    for name, v in parts:
        if name in vals:
            raise _bad(f"s_waitcnt names {name} twice", loc)
        vals[name] = int(v)
    sep = " & " if "&" in rest else (", " if "," in rest else " ")
    return WaitCnt(vals.get("vmcnt"), vals.get("expcnt"), vals.get("lgkmcnt"), sep)


#: operand segment (its token, or tuple of tokens) -> (operand or None, modifiers)
_SEGMENT_CACHE: dict = {}


def _parse_segment(seg: list[str], loc: str) -> tuple[Operand | None, tuple[Modifier, ...]]:
    """One comma-separated segment: an optional operand, then modifiers."""
    i = 0
    op = None
    mods = []
    first = seg[0]
    # "a16"/"scc" are both registers and modifier words: a register-looking
    # first token of a segment is an operand.
    flow = first.lower()
    md = None if (flow in _SPECIAL or _REG1.match(flow)) else _try_modifier(first)
    if md is None:
        # several non-modifier tokens = an expression with spaces ("foo + 4")
        j = 1
        while j < len(seg) and _try_modifier(seg[j]) is None:
            j += 1
        text = " ".join(seg[:j])
        op = parse_operand(text, loc)
        i = j
    for tok in seg[i:]:
        md = _try_modifier(tok)
        if md is None:
            raise _bad(f"unknown modifier or stray operand '{tok}'", loc)
        mods.append(md)
    return op, tuple(mods)


def _build_instruction(body: str, comment: str | None, filename: str, lineno: int,
                       target: str | None = None) -> Instruction:
    loc = f"{filename}:{lineno}"
    parts = body.split(None, 1)
    mnem = parts[0].lower()
    rest = parts[1] if len(parts) > 1 else ""
    info = lookup(mnem, loc)  # raises on unknown mnemonic
    if target is not None and not _on_target(info.base, target):
        raise _bad(f"'{mnem}' is not available on {target}", loc)
    ops: list[Operand] = []
    mods: list[Modifier] = []
    if rest:
        if info.base.startswith("s_waitcnt") and "cnt" in rest and "(" in rest:
            ops.append(_parse_waitcnt(rest, loc))
        else:
            for seg in _split_operands(rest, loc):
                if not seg:
                    raise _bad(f"empty operand in '{body}'", loc)
                if mods:
                    raise _bad(f"operand after modifiers in '{body}'", loc)
                key = seg[0] if len(seg) == 1 else tuple(seg)
                r = _SEGMENT_CACHE.get(key)
                if r is None:
                    r = _parse_segment(seg, loc)
                    if len(_SEGMENT_CACHE) < 100_000:
                        _SEGMENT_CACHE[key] = r
                if r[0] is not None:
                    ops.append(r[0])
                if r[1]:
                    mods.extend(r[1])
    inst = Instruction(mnem, ops, mods, comment, lineno, filename, body)
    _set_info(inst, info)
    _validate(inst, loc)
    return inst


def _repeat_instruction(body: str, comment: str | None, filename: str, lineno: int,
                        target: str | None, seen: dict[str, Instruction]) -> Instruction:
    """:func:`_build_instruction` for one line of a file; a body already parsed in the file
    reuses that parse: its operands, modifiers, table row, roles and def/use sets are
    immutable and depend on the body text only (generated code repeats lines a lot)."""
    first = seen.get(body)
    if first is None:
        inst = seen[body] = _build_instruction(body, comment, filename, lineno, target)
        return inst
    inst = Instruction(first.mnemonic, first.operands, first.modifiers, comment, lineno, filename, body)
    _set_info(inst, first._info)
    _set_roles(inst, first._roles)
    _set_defs(inst, first.defs())
    _set_uses(inst, first.uses())
    return inst


def _validate(inst: Instruction, loc: str) -> None:
    roles = inst.info.form_for(inst).roles  # raises on wrong operand count
    _set_roles(inst, roles)
    for role, op in zip(roles, inst.operands):
        if role in REG_ROLES:
            if type(op) is Reg:
                continue
            if op is OFF and role in OFF_OK_ROLES:
                continue
            raise _bad(f"operand '{op_text(op)}' of {inst.mnemonic} ({role}) must be a register", loc)
        elif role == "label" and not isinstance(op, (Sym, Expr, Imm)):
            raise _bad(f"branch target '{op_text(op)}' of {inst.mnemonic} is not a label", loc)
        elif role.startswith("src") and op is OFF:
            raise _bad(f"'off' is not a valid {role} of {inst.mnemonic}", loc)


def op_text(op: Operand) -> str:
    from .printer import format_operand

    return format_operand(op)


def _strip_comment(line: str) -> tuple[str, str | None]:
    """(code, comment-with-marker or None)."""
    if ";" not in line and "//" not in line:
        s = line.lstrip()
        if s.startswith("#"):
            return "", s
        return line, None
    s = line.lstrip()
    if s.startswith("#"):
        return "", s
    in_str = False
    i, n = 0, len(line)
    while i < n:
        c = line[i]
        if c == '"':
            in_str = not in_str
        elif not in_str:
            if c == ";":
                return line[:i], line[i:].rstrip()
            if c == "/" and i + 1 < n and line[i + 1] == "/":
                return line[:i], line[i:].rstrip()
        i += 1
    return line, None


_TARGET_OK: dict[tuple[str, str], bool] = {}


def _on_target(base: str, target: str) -> bool:
    key = (base, target)
    ok = _TARGET_OK.get(key)
    if ok is None:
        # only targets we have lists for are checked; others accept the union
        ok = target not in ("gfx942", "gfx950") or is_known_mnemonic(base, target)
        _TARGET_OK[key] = ok
    return ok


def parse_instruction(text: str, filename: str = "<string>", line: int = 0,
                      target: str | None = None) -> Instruction:
    """Parse a single instruction line (a trailing comment is allowed). With ``target``
    ("gfx942"/"gfx950") a mnemonic that target lacks is an error."""
    code, comment = _strip_comment(text)
    code = code.strip()
    if not code:
        raise _bad("no instruction in text", f"{filename}:{line}")
    return _build_instruction(code, comment, filename, line, target)


def validate_instruction(inst: Instruction, target: str | None = None) -> None:
    """Check mnemonic (for ``target`` if given), operand count and operand kinds
    against the opcode table (AsmParseError)."""
    if target is not None and not _on_target(inst.base, target):
        raise _bad(f"'{inst.mnemonic}' is not available on {target}", inst.location)
    _validate(inst, inst.location)


def validate_program(prog: Program) -> None:
    """Re-check a (possibly pass-modified) program: every instruction against the
    table and ``prog.target``, every branch target against its kernel's labels, and
    no duplicate labels. Raises AsmParseError naming the first problem."""
    for k in prog.kernels:
        seen: set[str] = set()
        for b in k.blocks:
            if b.label is not None:
                if b.label in seen:
                    raise _bad(f"label '{b.label}' defined twice in {k.name or 'snippet'}", None)
                seen.add(b.label)
            for inst in b.instructions:
                validate_instruction(inst, prog.target)
        k.cfg  # raises on a branch to a missing label


# --------------------------------------------------------------------------- file layout

_LABEL = re.compile(r"([A-Za-z_.$][\w.$@]*|\"[^\"]+\"):(?!:)(.*)\Z")
_TYPE_FUNC = re.compile(r"^\s*\.type\s+([\w.$@]+)\s*,\s*[@%]function", re.M)
_KD = re.compile(r"^\s*\.amdhsa_kernel\s+([\w.$@]+)", re.M)
_GLOBL = re.compile(r"^\s*\.glob(?:a)?l\s+([\w.$@]+)", re.M)
_TARGET = re.compile(r'\.amdgcn_target\s+"([^"]*)"')
#: The directives of the three above (a literal-led pattern: the regex engine skips to them).
_UNIT_DIRECTIVE = re.compile(r"\.(?:type|amdhsa_kernel|glob)")


def _unit_names(text: str) -> set[str]:
    """``set(findall)`` of ``_TYPE_FUNC``, ``_KD`` and ``_GLOBL`` in one fast scan of the
    text (each pattern's own ``^``-anchored scan cost ~3.5 ms on the 27-file corpus): the
    patterns are tried only at the starts of the lines where such a directive follows
    nothing but whitespace, each no earlier than the end of its previous match (what
    ``findall`` skips). A match that ``findall`` starts at a blank line above the
    directive ends where the one started at the directive's line does, with the same
    name."""
    names: set[str] = set()
    ends = [0, 0, 0]
    for m in _UNIT_DIRECTIVE.finditer(text):
        p = m.start()
        start = text.rfind("\n", 0, p) + 1
        if start != p and not text[start:p].isspace():   # (re's \s is str.isspace)
            continue
        for k, rx in enumerate((_TYPE_FUNC, _KD, _GLOBL)):
            if start >= ends[k]:
                mm = rx.match(text, start)
                if mm is not None:
                    names.add(mm.group(1))
                    ends[k] = mm.end()
    return names


IN_CODE_DIRECTIVES = (".p2align", ".align", ".balign", ".loc", ".file", ".cfi_", ".byte", ".short", ".long",
                      ".word", ".quad", ".fill", ".inst", ".zero")
#: directives that make the assembler repeat, choose or substitute text (GNU as / llvm-mc):
#: the program model holds one instruction per line as written, so a file using them is
#: refused by name (llvm-mc expands them: its assembly output is the same code spelled out)
_EXPANDING = re.compile(r"\.(rept|irpc?|endr|macro|endm|exitm|purgem|(no)?altmacro|if\w*|else\w*|endif|include|incbin)\b")
_TEXT_SECTION = re.compile(r"\s*\.(text\b|section\s+\.?text)")
_OTHER_SECTION = re.compile(r"\s*\.(section|data\b|bss\b|rodata\b)")


class _State:
    def __init__(self, filename: str):
        self.filename = filename
        self.prog = Program(filename=filename)
        self.units: dict[str, Kernel] = {}
        self.cur: Kernel | None = None
        self.block: Block | None = None
        self.pending: list[str] = []   # own-line comments/directives awaiting an instruction
        self.block_closed = False       # last instruction was a terminator
        self.in_text = True
        self.in_asm = False             # between LLVM's ;;#ASMSTART and ;;#ASMEND (inline asm)
        #: (directive, file:line, unit) of a directive that ended a unit whose last instruction
        #: falls through (:meth:`split_check`); None once a function label starts a new unit
        self.split_by: tuple[str, str, str] | None = None
        self.falls_through = False      # the last instruction added may fall through

    # chunks
    def text_line(self, line: str) -> None:
        ch = self.prog.chunks
        if not ch or ch[-1].kind != "text":
            ch.append(Chunk("text"))
        ch[-1].lines.append(line)

    def unit(self, name: str) -> Kernel:
        k = self.units.get(name)
        if k is None:
            k = Kernel(name)
            self.units[name] = k
        return k

    def note_split(self, directive: str, lineno: int) -> None:
        """A directive ends the current unit: remember it if the unit's code falls through
        past it (no s_endpgm / s_branch / s_setpc last), which is an error only if more code
        follows in an anonymous unit (:meth:`split_check`)."""
        if self.cur is not None and self.falls_through:
            self.split_by = (directive, f"{self.filename}:{lineno}", self.cur.name or "snippet")

    def split_check(self, lineno: int) -> None:
        """Code about to open an anonymous unit right after a directive cut a unit whose last
        instruction falls through: at run time that code continues the cut unit, which the
        program model would treat as two (dead-code elimination and waits per unit would
        then miscompile both). Refused by name."""
        if self.split_by is not None:
            d, where, unit = self.split_by
            raise _bad(f"directive '{d}' splits the code of '{unit}' (its instructions continue at line "
                       f"{lineno}): only alignment, data and debug directives may sit inside code; move it "
                       f"before or after the function", where)

    def start_unit(self, name: str, comment: str | None, lineno: int, declared: bool = False) -> None:
        """Open a code unit; ``declared``: its label names a function of the file (``.type``,
        ``.globl``, ``.amdhsa_kernel``), which code before it may not fall into unnoticed."""
        if not declared:
            self.split_check(lineno)
        self.split_by = None
        self.falls_through = False
        self.end_unit()
        k = self.unit(name) if name else Kernel("")
        if k.blocks:
            raise _bad(f"code unit '{name}' defined twice", f"{self.filename}:{lineno}")
        k.label_comment = comment
        k.line = lineno
        self.prog.kernels.append(k)
        self.prog.chunks.append(Chunk("code", kernel=k))
        self.cur = k
        self.block = Block(None)
        k.blocks.append(self.block)
        self.block_closed = False

    def end_unit(self) -> None:
        self.in_asm = False
        if self.cur is None:
            return
        if self.pending and self.block is not None:
            self.block.trailing.extend(self.pending)
        self.pending = []
        k = self.cur
        k.blocks = [b for b in k.blocks
                    if b.label is not None or b.instructions or b.leading or b.trailing]
        if not k.blocks:
            k.blocks = [Block(None)]
        k.renumber()
        self.cur = None
        self.block = None

    def new_block(self, label: str | None, comment: str | None = None) -> None:
        assert self.cur is not None
        b = Block(label, label_comment=comment)
        if self.pending:
            b.leading.extend(self.pending)
            self.pending = []
        self.cur.blocks.append(b)
        self.block = b
        self.block_closed = False

    def asm_marker(self, comment: str) -> bool:
        """Track LLVM's inline asm markers (comment lines ``;;#ASMSTART`` / ``;;#ASMEND``):
        the instructions between them are ``Instruction.asm``. An ``;;#ASMEND`` line
        becomes the comment of the statement's last instruction when that has none (True:
        the line is consumed), so the marker stays at the statement's end whatever the
        scheduler does after it; else it stays an own-line comment of what follows."""
        if comment.startswith(";;#ASMSTART"):
            self.in_asm = True
            return False
        if not comment.startswith(";;#ASMEND"):
            return False
        self.in_asm = False
        last = self.block.instructions[-1] if self.block is not None and self.block.instructions else None
        if last is not None and last.asm and last.comment is None and not self.pending:
            last.comment = comment
            return True
        return False

    def add_inst(self, inst: Instruction) -> None:
        if self.cur is None:
            self.start_unit("", None, inst.line)
        if self.block_closed:
            self.new_block(None)
        assert self.block is not None
        if self.pending:
            inst.leading = self.pending
            self.pending = []
        if self.in_asm:
            inst.asm = True
        self.block.instructions.append(inst)
        self.block_closed = inst.is_terminator
        self.falls_through = inst.info.branch not in ("uncond", "end", "indirect")


_NUMERIC_LABEL_DEF = re.compile(r"^\s*(\d+)\s*:(?!:)", re.M)
_NUMERIC_LABEL_REF = re.compile(r"(?<![\w.$@])(\d+)([bf])(?![\w.$@])")
#: a string literal with its escapes; split() with the group keeps it at the odd indices
_STRING_LITERAL = re.compile(r'("(?:\\.|[^"\\])*")')


def _name_numeric_labels(lines: list[str], filename: str, text: str) -> list[str]:
    """GNU-style numeric local labels (``1:`` defined any number of times, ``1b`` the nearest
    definition before, ``1f`` the nearest after), renamed to unique ``.L`` labels line for line
    (so file:line stays right), since the program model names every block once. A label is
    its number, as llvm-mc reads it: ``01:`` defines label 1. A reference with no such
    definition is an error naming it."""
    defs: dict[int, list[int]] = {}   # label number -> its definitions' line indices, in order
    codes: list[tuple[str, str | None]] = []
    block_end = None   # inside a descriptor or metadata block: text, not code
    for ln, raw in enumerate(lines):
        code, comment = _strip_comment(raw)
        low = code.strip().lower()
        if block_end is None and low.startswith((".amdhsa_kernel", ".amdgpu_metadata")):
            block_end = ".end_amdhsa_kernel" if low.startswith(".amdhsa_kernel") else ".end_amdgpu_metadata"
        if block_end is not None:
            if low.startswith(block_end):
                block_end = None
            codes.append(("", None))
            continue
        codes.append((code, comment))
        m = _NUMERIC_LABEL_DEF.match(code)
        if m:
            defs.setdefault(int(m.group(1)), []).append(ln)
    stem = ".Lnumeric"
    while stem in text:
        stem += "_"

    def name(num: int, k: int) -> str:
        return f"{stem}{num}_{k}"

    out = list(lines)
    for ln, (code, comment) in enumerate(codes):
        m = _NUMERIC_LABEL_DEF.match(code)
        head, body = "", code
        if m:
            num = int(m.group(1))
            k = bisect.bisect_left(defs[num], ln)
            head = code[:m.start(1)] + name(num, k) + ":"
            body = code[m.end():]

        def ref(r: re.Match, ln: int = ln) -> str:
            num, way = int(r.group(1)), r.group(2)
            at = defs.get(num, [])
            k = bisect.bisect_right(at, ln) - (1 if way == "b" else 0)   # defs are in line order
            if not 0 <= k < len(at):
                where = "before" if way == "b" else "after"
                raise _bad(f"numeric label reference '{num}{way}' has no '{num}:' {where} it", f"{filename}:{ln + 1}")
            return name(num, k)

        if m or _NUMERIC_LABEL_REF.search(body):
            # (not inside a string literal: ``.ascii "1f"`` is text, not a reference)
            parts = _STRING_LITERAL.split(body)
            out[ln] = head + "".join(part if k % 2 else _NUMERIC_LABEL_REF.sub(ref, part)
                                     for k, part in enumerate(parts)) + (comment or "")
    return out


def parse_asm(text: str, filename: str = "<string>") -> Program:
    """Parse a whole assembly file into a Program (see module docstring for layout)."""
    # Parsing allocates ~15 long-lived objects per instruction (operands, modifiers, the
    # instruction, its leading lines) and frees almost nothing: Python's cyclic GC would
    # scan them over and over as they pile up (each older-generation collection walks
    # every object built so far) without ever finding garbage. Collect after, not during.
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        return _parse_asm(text, filename)
    finally:
        if gc_was_enabled:
            gc.enable()


def _blank_block_comments(text: str, filename: str) -> str:
    """``text`` with every C-style ``/* ... */`` comment (llvm-mc's, which may span lines)
    replaced by spaces, its newlines kept so file:line stays right. Not inside a string or a
    line comment (``;``, ``//``, a line starting with ``#``), where llvm-mc does not open one
    either. An unclosed one is an error naming its line."""
    out: list[str] = []
    i, n = 0, len(text)
    in_str = line_comment = False
    line_start = True
    while i < n:
        c = text[i]
        if c == "\n":
            in_str = line_comment = False
            line_start = True
            out.append(c)
            i += 1
            continue
        if not in_str and not line_comment:
            if c == "/" and text.startswith("/*", i):
                j = text.find("*/", i + 2)
                if j < 0:
                    raise _bad("unclosed '/*' comment", f"{filename}:{text.count(chr(10), 0, i) + 1}")
                out.append("".join(ch if ch == "\n" else " " for ch in text[i:j + 2]))
                i = j + 2
                line_start = False
                continue
            if c == ";" or text.startswith("//", i) or (c == "#" and line_start):
                line_comment = True
            elif c == '"':
                in_str = True
        elif in_str and c == "\\" and i + 1 < n and text[i + 1] != "\n":
            out.append(text[i:i + 2])   # an escape: \" does not end the string
            i += 2
            continue
        elif in_str and c == '"':
            in_str = False
        if not c.isspace():
            line_start = False
        out.append(c)
        i += 1
    return "".join(out)


def _parse_asm(text: str, filename: str) -> Program:
    if "/*" in text:
        text = _blank_block_comments(text, filename)
    st = _State(filename)
    funcs = _unit_names(text)
    m = _TARGET.search(text)
    if m:
        st.prog.target = m.group(1).rsplit("--", 1)[-1].split(":")[0] or None
        st.prog.target_id = m.group(1)
    target = st.prog.target
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if _NUMERIC_LABEL_DEF.search(text):
        lines = _name_numeric_labels(lines, filename, text)
    seen: dict[str, Instruction] = {}   # instruction body -> its first parse (_repeat_instruction)
    i = 0
    n = len(lines)
    while i < n:
        raw = lines[i]
        lineno = i + 1
        i += 1
        code, comment = _strip_comment(raw)
        s = code.strip()
        if not s:
            # blank or comment-only line
            if st.cur is not None:
                if comment is not None and comment.startswith(";;#ASM"):   # LLVM's inline asm markers
                    if st.asm_marker(comment):
                        continue
                st.pending.append(raw.rstrip())
            else:
                st.text_line(raw)
            continue
        if s[0] == ".":
            low = s.lower()
            if _EXPANDING.match(low) and not _LABEL.match(s):   # (``.if_done:`` is a label)
                raise _bad(f"assembler directive '{s.split()[0]}' (repetition, conditions, macros or includes) is not "
                           f"supported: expand it first, e.g. 'llvm-mc-22 -triple=amdgcn-amd-amdhsa -mcpu=<target> "
                           f"IN.s -o EXPANDED.s'", f"{filename}:{lineno}")
            if low.startswith(".amdhsa_kernel"):
                st.end_unit()
                i = _parse_descriptor(st, lines, i, s, lineno)
                continue
            if low.startswith(".amdgpu_metadata"):
                st.end_unit()
                i = _parse_metadata(st, lines, i, lineno)
                continue
            lm = _LABEL.match(s)
            if lm is None:  # a directive
                if st.cur is not None and low.startswith(IN_CODE_DIRECTIVES):
                    st.pending.append(raw.rstrip())
                    continue
                st.note_split(s.split()[0], lineno)
                st.end_unit()
                if _TEXT_SECTION.match(s):
                    st.in_text = True
                elif _OTHER_SECTION.match(s):
                    st.in_text = False
                st.text_line(raw)
                continue
        lm = _LABEL.match(s) if ":" in s else None
        if lm is not None:
            name, after = lm.group(1), lm.group(2).strip()
            if name.startswith(".Lfunc_end"):
                st.end_unit()
                st.text_line(raw)
                continue
            is_func = name in funcs or (st.cur is None and st.in_text and not name.startswith(".L"))
            if is_func:
                st.start_unit(name, comment, lineno, declared=name in funcs)
            elif st.cur is None:
                if not st.in_text:
                    st.text_line(raw)
                    continue
                st.start_unit("", None, lineno)
                st.cur.blocks[0].label = name  # type: ignore[union-attr]
                st.cur.blocks[0].label_comment = comment  # type: ignore[union-attr]
            else:
                st.new_block(name, comment)
            if after:
                st.add_inst(_repeat_instruction(after, None, filename, lineno, target, seen))
            continue
        st.add_inst(_repeat_instruction(s, comment, filename, lineno, target, seen))
        if comment is not None and comment.startswith(";;#ASMEND"):
            st.in_asm = False   # the marker as this instruction's comment (see asm_marker)
    st.end_unit()
    _finish(st)
    return st.prog


def _parse_descriptor(st: _State, lines: list[str], i: int, head: str, lineno: int) -> int:
    parts = head.split()
    if len(parts) < 2:
        raise _bad(".amdhsa_kernel without a name", f"{st.filename}:{lineno}")
    k = st.unit(parts[1])
    desc: dict[str, str] = {}
    while i < len(lines):
        code, _ = _strip_comment(lines[i])
        i += 1
        s = code.strip()
        if not s:
            continue
        if s.startswith(".end_amdhsa_kernel"):
            k.descriptor = desc
            st.prog.chunks.append(Chunk("descriptor", kernel=k))
            return i
        kv = s.split(None, 1)
        if not kv[0].startswith(".amdhsa_"):
            raise _bad(f"unexpected line in .amdhsa_kernel block: '{s}'", f"{st.filename}:{i}")
        desc[kv[0]] = kv[1].strip() if len(kv) > 1 else ""
    raise _bad(".amdhsa_kernel without .end_amdhsa_kernel", f"{st.filename}:{lineno}")


def _parse_metadata(st: _State, lines: list[str], i: int, lineno: int) -> int:
    body: list[str] = []
    while i < len(lines):
        ln = lines[i]
        i += 1
        if ln.strip().startswith(".end_amdgpu_metadata"):
            text = "\n".join(body)
            st.prog.metadata_text = text
            st.prog.chunks.append(Chunk("metadata"))
            try:
                st.prog.metadata = load_metadata(text)   # = yaml.load, faster on LLVM's layout
            except Exception as e:  # yaml.YAMLError and friends
                raise _bad(f"bad .amdgpu_metadata YAML: {e}", f"{st.filename}:{lineno}") from e
            return i
        body.append(ln)
    raise _bad(".amdgpu_metadata without .end_amdgpu_metadata", f"{st.filename}:{lineno}")


def _finish(st: _State) -> None:
    prog = st.prog
    # Units that only have a descriptor (code elsewhere or missing) still count.
    for name, k in st.units.items():
        if k not in prog.kernels and k.descriptor is not None:
            prog.kernels.append(k)
    md = prog.metadata
    if isinstance(md, dict):
        for entry in md.get("amdhsa.kernels", []) or []:
            if isinstance(entry, dict):
                k = st.units.get(str(entry.get(".name")))
                if k is not None:
                    k.metadata = entry


def parse_file(path: str | Path) -> Program:
    """:func:`parse_asm` of a file; a file that cannot be read as text is an
    ``AsmParseError`` naming it (not a traceback: a missing path, a directory, bytes that
    are not UTF-8 — assembly text is ASCII)."""
    p = Path(path)
    try:
        text = p.read_text()
    except UnicodeDecodeError as e:
        raise AsmParseError(f"not an assembly text file (byte {e.start}: {e.reason})", str(p)) from None
    except OSError as e:
        raise AsmParseError(f"cannot read: {e.strerror or e}", str(p)) from None
    return parse_asm(text, str(p))


__all__ = ["parse_asm", "parse_file", "parse_instruction", "parse_operand", "parse_modifier",
           "validate_instruction", "validate_program"]
