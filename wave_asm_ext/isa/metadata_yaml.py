"""Loading ``.amdgpu_metadata`` YAML: PyYAML's result, faster on the usual layout.

LLVM and our emitter write the metadata in one plain block style (nested mappings and
``- `` sequences, one ``key: value`` per line, plain or single-quoted scalars). PyYAML
(even with its C parser, whose node objects and marks are built in Python) spent ~25 ms
of the ~95 ms it took to parse the 27-file LLVM corpus on these few thousand lines.
:func:`load_metadata` reads exactly that layout itself and hands everything else to
``yaml.load`` (``CSafeLoader``): comments, flow collections, anchors, tags, block or
double-quoted scalars, empty values, duplicate keys, tabs, any scalar PyYAML would not
resolve to str/int/float/bool/null. Every scalar is typed by PyYAML's own resolver and
constructor (memoized per spelling), so the result is the one ``yaml.load`` returns.
"""

from __future__ import annotations

import re

#: A plain scalar this reader accepts: no indicator at the start, no ": " or " #" inside,
#: nothing but these characters (everything else goes to PyYAML).
_PLAIN = re.compile(r"(?!-(?:\s|$))[A-Za-z0-9_.+/\-][A-Za-z0-9_.+/\- :]*\Z")
_QUOTED = re.compile(r"'((?:[ -&(-~]|'')*)'\Z")   # printable ASCII, '' for a quote
_SIMPLE_TAGS = frozenset(f"tag:yaml.org,2002:{t}" for t in ("str", "int", "float", "bool", "null"))
_SCALARS: dict[str, object] = {}   # plain spelling -> its (immutable) value


class _Unsupported(Exception):
    """Outside the block layout this module reads: PyYAML decides."""


def _loader():
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _plain(text: str):
    v = _SCALARS.get(text, _SCALARS)
    if v is not _SCALARS:
        return v
    if (not _PLAIN.match(text) or ": " in text or text.endswith(":") or text != text.strip()
            or text.startswith(("---", "..."))):   # document markers
        raise _Unsupported(text)
    import yaml

    tag = yaml.resolver.Resolver().resolve(yaml.ScalarNode, text, (True, False))
    if tag not in _SIMPLE_TAGS:
        raise _Unsupported(text)
    v = yaml.SafeLoader("").construct_object(yaml.ScalarNode(tag, text))
    if len(_SCALARS) < 10_000:
        _SCALARS[text] = v
    return v


def _scalar(text: str):
    if text[:1] == "'":
        m = _QUOTED.match(text)
        if m is None:
            raise _Unsupported(text)
        return m.group(1).replace("''", "'")
    return _plain(text)


def _tokens(text: str) -> list[tuple[int, str]]:
    """(column, content) per line; a ``- `` item marker is its own token (content "-")
    followed by the rest of the line at its own column."""
    lines = text.split("\n")
    while lines and lines[-1] == "":
        lines.pop()
    if lines and lines[0] == "---":
        lines = lines[1:]
    if lines and lines[-1] == "...":
        lines.pop()
    out = []
    for ln in lines:
        if "\t" in ln or "#" in ln:
            raise _Unsupported(ln)
        s = ln.rstrip(" ")
        col = len(s) - len(s.lstrip(" "))
        s = s[col:]
        if not s:
            raise _Unsupported(ln)
        while s[:2] == "- ":
            out.append((col, "-"))
            rest = s[2:].lstrip(" ")
            col += len(s) - len(rest)
            s = rest
        if s == "-":   # an item whose value starts on the next line
            raise _Unsupported(ln)
        out.append((col, s))
    return out


def _node(toks: list[tuple[int, str]], i: int, col: int):
    """The block node whose first token ``toks[i]`` sits at ``col``: (value, next index)."""
    c, s = toks[i]
    if s == "-":
        seq = []
        while i < len(toks) and toks[i] == (col, "-"):
            i += 1
            if i >= len(toks) or toks[i][0] <= col:
                raise _Unsupported("empty item")
            v, i = _node(toks, i, toks[i][0])
            seq.append(v)
        return seq, i
    if ":" not in s or (": " not in s and not s.endswith(":")):
        return _scalar(s), i + 1   # a scalar item of a sequence
    m: dict = {}
    while i < len(toks) and toks[i][0] == col and toks[i][1] != "-":
        s = toks[i][1]
        k, sep, rest = s.partition(": ")
        if not sep:
            if not s.endswith(":"):
                raise _Unsupported(s)
            k, rest = s[:-1], ""
        key = _plain(k)
        if key in m:
            raise _Unsupported(f"duplicate key {k}")
        rest = rest.lstrip(" ")
        i += 1
        if rest:
            m[key] = _scalar(rest)
        elif i < len(toks) and (toks[i][0] > col or toks[i] == (col, "-")):
            m[key], i = _node(toks, i, toks[i][0])
        else:
            raise _Unsupported(f"empty value of {k}")
    return m, i


def load_metadata(text: str):
    """``yaml.load(text, Loader=CSafeLoader)`` (see the module docstring)."""
    try:
        toks = _tokens(text)
        if toks:
            value, end = _node(toks, 0, toks[0][0])
            if end == len(toks) and toks[0][0] == 0:
                return value
    except _Unsupported:
        pass
    import yaml

    return yaml.load(text, Loader=_loader())
