"""Exact integer index algebra for Wave's affine maps.

An index value is a ``Lin``: ``const + sum(coeff * atom)`` where an atom is a symbol
(``tid_x``, ``wg_y``, ``iv0`` ...), ``FDiv(Lin, c)`` (floor division) or ``Mod(Lin, c)``,
or their semi-affine forms ``FDivV(Lin, Lin)`` / ``ModV(Lin, Lin)`` with a divisor known
only at run time (Wave's workgroup-reordered GEMM divides by a clamped group size).
All rewrites are exact for integers; the ones that need a range fact (``x floordiv c == 0``
when ``0 <= x < c``; non-negative operands for the shift/mask/magic-multiply lowering)
consult symbol bounds (``gpu.thread_id ... upper_bound``, loop ranges).

Why our own algebra rather than SymPy: SymPy's ``floor``/``Mod`` canonicalisation can turn
a non-negative expression into one with negative intermediate terms and is slow; the
handful of rules here are exactly MLIR's affine semantics and each is checked numerically
in tests/test_emit_affine.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import gcd
from typing import Union


class AffineRangeError(ValueError):
    """An operation needs a range fact (e.g. non-negative operand) that bounds cannot prove."""


@dataclass(frozen=True)
class Sym:
    name: str

    def __repr__(self) -> str:
        return self.name


@dataclass(frozen=True)
class FDiv:
    arg: "Lin"
    c: int

    def __repr__(self) -> str:
        return f"({self.arg!r} floordiv {self.c})"


@dataclass(frozen=True)
class Mod:
    arg: "Lin"
    c: int

    def __repr__(self) -> str:
        return f"({self.arg!r} mod {self.c})"


@dataclass(frozen=True)
class FDivV:
    """``arg floordiv d`` with a run-time divisor ``d`` (``d >= 1`` and ``arg >= 0`` proven
    by the ranges when it is built)."""
    arg: "Lin"
    d: "Lin"

    def __repr__(self) -> str:
        return f"({self.arg!r} floordiv ({self.d!r}))"


@dataclass(frozen=True)
class ModV:
    """``arg mod d`` with a run-time divisor (see :class:`FDivV`)."""
    arg: "Lin"
    d: "Lin"

    def __repr__(self) -> str:
        return f"({self.arg!r} mod ({self.d!r}))"


Atom = Union[Sym, FDiv, Mod, FDivV, ModV]

#: The largest dividend and divisor a run-time division may see: the lowering divides in
#: f32 (a reciprocal, one multiply, truncation) and corrects the quotient by one either
#: way; with operands below 2**20 the f32 estimate is within 0.5 of the exact quotient, so
#: one step each way is exact (see ``Lowering.mat_divmod_v``).
RUNTIME_DIV_LIMIT = 1 << 20


@dataclass(frozen=True)
class Lin:
    terms: tuple[tuple[Atom, int], ...] = ()
    const: int = 0

    def __repr__(self) -> str:
        parts = [f"{c}*{a!r}" if c != 1 else repr(a) for a, c in self.terms]
        if self.const or not parts:
            parts.append(str(self.const))
        return " + ".join(parts)

    @property
    def is_const(self) -> bool:
        return not self.terms

    def symbols(self) -> set[str]:
        out: set[str] = set()
        for a, _ in self.terms:
            out |= atom_symbols(a)
        return out


def atom_symbols(a: Atom) -> set[str]:
    if isinstance(a, Sym):
        return {a.name}
    if isinstance(a, (FDivV, ModV)):
        return a.arg.symbols() | a.d.symbols()
    return a.arg.symbols()


def divides_at_run_time(x: "Lin | Atom") -> bool:
    """Does ``x`` hold a division by a run-time value (:class:`FDivV` / :class:`ModV`)?"""
    if isinstance(x, (FDivV, ModV)):
        return True
    if isinstance(x, Sym):
        return False
    if isinstance(x, (FDiv, Mod)):
        return divides_at_run_time(x.arg)
    return any(divides_at_run_time(a) for a, _ in x.terms)


def _key(a: Atom) -> str:
    return repr(a)


def make(terms: dict[Atom, int], const: int) -> Lin:
    items = tuple(sorted(((a, c) for a, c in terms.items() if c != 0), key=lambda t: _key(t[0])))
    return Lin(items, const)


def const(c: int) -> Lin:
    return Lin((), int(c))


def atom(a: Atom) -> Lin:
    return Lin(((a, 1),), 0)


def sym(name: str) -> Lin:
    return atom(Sym(name))


def add(x: Lin, y: Lin) -> Lin:
    d = dict(x.terms)
    for a, c in y.terms:
        d[a] = d.get(a, 0) + c
    return make(d, x.const + y.const)


def scale(x: Lin, k: int) -> Lin:
    return make({a: c * k for a, c in x.terms}, x.const * k)


def mul(x: Lin, y: Lin) -> Lin:
    if x.is_const:
        return scale(y, x.const)
    if y.is_const:
        return scale(x, y.const)
    raise AffineRangeError(f"non-affine product ({x!r}) * ({y!r})")


Bounds = dict[str, tuple[int, int]]


def bounds(x: Lin | Atom, env: Bounds) -> tuple[int, int]:
    """Inclusive integer range of ``x`` given inclusive symbol ranges (interval arithmetic)."""
    if isinstance(x, Sym):
        if x.name not in env:
            raise AffineRangeError(f"no range known for symbol {x.name}")
        return env[x.name]
    if isinstance(x, FDiv):
        lo, hi = bounds(x.arg, env)
        return lo // x.c, hi // x.c
    if isinstance(x, Mod):
        lo, hi = bounds(x.arg, env)
        if lo >= 0 and hi < x.c:
            return lo, hi
        return 0, x.c - 1
    if isinstance(x, FDivV):   # arg >= 0, d >= 1 (checked when built)
        (lo, hi), (dlo, dhi) = bounds(x.arg, env), bounds(x.d, env)
        return lo // dhi, hi // dlo
    if isinstance(x, ModV):
        (lo, hi), (dlo, dhi) = bounds(x.arg, env), bounds(x.d, env)
        return (lo, hi) if hi < dlo else (0, min(hi, dhi - 1))
    lo = hi = x.const
    for a, c in x.terms:
        alo, ahi = bounds(a, env)
        if c >= 0:
            lo, hi = lo + c * alo, hi + c * ahi
        else:
            lo, hi = lo + c * ahi, hi + c * alo
    return lo, hi


def _split(x: Lin, c: int) -> tuple[Lin, Lin]:
    """x == c*q + r with q collecting the terms divisible by c (exact, integer)."""
    qd: dict[Atom, int] = {}
    rd: dict[Atom, int] = {}
    for a, k in x.terms:
        if k % c == 0:
            qd[a] = k // c
        else:
            rd[a] = k
    q0, r0 = divmod(x.const, c)
    return make(qd, q0), make(rd, r0)


def _split_nonnegative(x: Lin, c: int, q: Lin, r: Lin, env: Bounds) -> tuple[Lin, Lin, int, int]:
    """(q, r, bounds of r) of ``_split(x, c)``, with the mod form of a quotient pattern
    (:func:`fold_mod_pattern`) where ``r``'s range reaches below 0: on ``r``, or, where
    the pattern's terms are partly in ``q`` (divisible by ``c``), on ``x`` before the split
    (Wave's reordered workgroups divide ``3*wg_y + wg_x - 7*((3*wg_y + wg_x) floordiv 8)``
    by 3: the split takes ``3*wg_y`` away from its quotient term)."""
    lo, hi = bounds(r, env)
    if lo >= 0:
        return q, r, lo, hi
    r1 = fold_mod_pattern(r, env)
    lo1, hi1 = bounds(r1, env)
    if lo1 >= 0:
        return q, r1, lo1, hi1
    q2, r2 = _split(fold_mod_pattern(x, env), c)
    lo2, hi2 = bounds(r2, env)
    if lo2 >= 0:
        return q2, r2, lo2, hi2
    return q, r1, lo1, hi1


def floordiv(x: Lin, c: int, env: Bounds) -> Lin:
    if c <= 0:
        raise AffineRangeError(f"floordiv by non-positive constant {c}")
    if x.is_const:
        return const(x.const // c)
    q, r = _split(x, c)  # floor((c*q + r)/c) == q + floor(r/c) for integers
    if r.is_const:
        return add(q, const(r.const // c))
    q, r, lo, hi = _split_nonnegative(x, c, q, r, env)
    if 0 <= lo and hi < c:
        return q
    if lo < 0:
        raise AffineRangeError(f"floordiv of possibly negative value {r!r} (range [{lo}, {hi}])")
    # ((y floordiv a) floordiv b) == y floordiv (a*b) for y >= 0
    if len(r.terms) == 1 and r.const == 0 and r.terms[0][1] == 1 and isinstance(r.terms[0][0], FDiv):
        inner = r.terms[0][0]
        return add(q, atom(FDiv(inner.arg, inner.c * c)))
    return add(q, atom(FDiv(r, c)))


def mod(x: Lin, c: int, env: Bounds) -> Lin:
    if c <= 0:
        raise AffineRangeError(f"mod by non-positive constant {c}")
    if x.is_const:
        return const(x.const % c)
    q, r = _split(x, c)  # x mod c == r mod c
    if r.is_const:
        return const(r.const % c)
    _, r, lo, hi = _split_nonnegative(x, c, q, r, env)   # as in floordiv
    if 0 <= lo and hi < c:
        return r
    if lo < 0:
        raise AffineRangeError(f"mod of possibly negative value {r!r} (range [{lo}, {hi}])")
    if len(r.terms) == 1 and r.const == 0 and r.terms[0][1] == 1 and isinstance(r.terms[0][0], Mod):
        inner = r.terms[0][0]
        if inner.c % c == 0:  # (y mod a) mod b == y mod b when b | a
            return atom(Mod(inner.arg, c))
    return atom(Mod(r, c))


def _runtime_divisor(x: Lin, d: Lin, env: Bounds, what: str) -> None:
    """Raise unless ``x floordiv d`` / ``x mod d`` can be lowered: ``x >= 0``, ``d >= 1``,
    both below :data:`RUNTIME_DIV_LIMIT`."""
    (lo, hi), (dlo, dhi) = bounds(x, env), bounds(d, env)
    if dlo < 1:
        raise AffineRangeError(f"{what} by {d!r}, which may be {dlo} (range [{dlo}, {dhi}]): "
                               "only a divisor proven >= 1 is supported")
    if lo < 0:
        raise AffineRangeError(f"{what} of possibly negative value {x!r} (range [{lo}, {hi}])")
    if max(hi, dhi) >= RUNTIME_DIV_LIMIT:
        raise AffineRangeError(f"{what} of {x!r} (range [{lo}, {hi}]) by the run-time value {d!r} "
                               f"(range [{dlo}, {dhi}]): operands must stay below {RUNTIME_DIV_LIMIT}")


def floordiv_v(x: Lin, d: Lin, env: Bounds) -> Lin:
    """``x floordiv d`` for an index ``d`` (a constant one: :func:`floordiv`)."""
    if d.is_const:
        return floordiv(x, d.const, env)
    _runtime_divisor(x, d, env, "floordiv")
    if bounds(x, env)[1] < bounds(d, env)[0]:
        return const(0)
    return atom(FDivV(x, d))


def mod_v(x: Lin, d: Lin, env: Bounds) -> Lin:
    """``x mod d`` for an index ``d`` (a constant one: :func:`mod`)."""
    if d.is_const:
        return mod(x, d.const, env)
    _runtime_divisor(x, d, env, "mod")
    if bounds(x, env)[1] < bounds(d, env)[0]:
        return x
    return atom(ModV(x, d))


def fold_mod_pattern(x: Lin, env: Bounds) -> Lin:
    """Rewrite ``k*y - m*(y floordiv c)`` with ``0 < m <= k*c`` into
    ``k*(y mod c) + (k*c - m)*(y floordiv c)`` (exact: ``y == c*(y floordiv c) + y mod c``),
    repeatedly: every term is then non-negative where ``y`` is, which the ranges see (Wave's
    workgroup reordering computes ``y - 7*(y floordiv 8)`` = ``y mod 8 + y floordiv 8``)."""
    changed = True
    while changed:
        changed = False
        d = dict(x.terms)
        for a, co in x.terms:
            if not isinstance(a, FDiv) or co >= 0 or not a.arg.terms:
                continue
            y = a.arg
            t0, c0 = y.terms[0]
            k, r = divmod(d.get(t0, 0), c0)
            if r or k <= 0 or k * a.c < -co or any(d.get(t, 0) != k * tc for t, tc in y.terms):
                continue
            try:
                m = mod(y, a.c, env)
            except AffineRangeError:
                continue   # y may be negative: no mod form
            for t, _ in y.terms:
                del d[t]
            d[a] = k * a.c + co   # what is left of the quotient term (0: dropped by make)
            x = add(make(d, x.const - k * y.const), scale(m, k))
            changed = True
            break
    return x


def evaluate(x: Lin | Atom, values: dict[str, int]) -> int:
    """Reference semantics (MLIR affine: floordiv rounds to -inf, mod is non-negative)."""
    if isinstance(x, Sym):
        return values[x.name]
    if isinstance(x, FDiv):
        return evaluate(x.arg, values) // x.c
    if isinstance(x, Mod):
        return evaluate(x.arg, values) % x.c
    if isinstance(x, FDivV):
        return evaluate(x.arg, values) // evaluate(x.d, values)
    if isinstance(x, ModV):
        return evaluate(x.arg, values) % evaluate(x.d, values)
    return x.const + sum(c * evaluate(a, values) for a, c in x.terms)


def alignment(x: Lin, sym_align: dict[str, int] | None = None) -> int:
    """Largest power of two dividing ``x`` for every value of its atoms (capped at 2**16);
    ``sym_align``: symbols known to be multiples of a number (a loop-carried LDS base)."""
    g = 0
    for a, c in x.terms:
        g = gcd(g, c * (sym_align or {}).get(a.name, 1) if isinstance(a, Sym) else c)
    g = gcd(g, x.const)
    if g == 0:
        return 1 << 16
    a = 1
    while g % (a * 2) == 0 and a < (1 << 16):
        a *= 2
    return a


def from_affine_expr(expr, dims: list[Lin], syms: list[Lin], env: Bounds) -> Lin:
    """Convert an MLIR ``AffineExpr`` with operand values substituted."""
    from iree.compiler.ir import (AffineAddExpr, AffineCeilDivExpr, AffineConstantExpr,
                                  AffineDimExpr, AffineFloorDivExpr, AffineModExpr,
                                  AffineMulExpr, AffineSymbolExpr)

    def rec(e) -> Lin:
        if AffineConstantExpr.isinstance(e):
            return const(AffineConstantExpr(e).value)
        if AffineSymbolExpr.isinstance(e):
            return syms[AffineSymbolExpr(e).position]
        if AffineDimExpr.isinstance(e):
            return dims[AffineDimExpr(e).position]
        if AffineAddExpr.isinstance(e):
            b = AffineAddExpr(e)
            return add(rec(b.lhs), rec(b.rhs))
        if AffineMulExpr.isinstance(e):
            b = AffineMulExpr(e)
            return mul(rec(b.lhs), rec(b.rhs))
        if AffineFloorDivExpr.isinstance(e):
            b = AffineFloorDivExpr(e)
            return floordiv_v(rec(b.lhs), rec(b.rhs), env)
        if AffineModExpr.isinstance(e):
            b = AffineModExpr(e)
            return mod_v(rec(b.lhs), rec(b.rhs), env)
        if AffineCeilDivExpr.isinstance(e):
            b = AffineCeilDivExpr(e)
            r = rec(b.rhs)
            if r.is_const and r.const <= 0:
                raise AffineRangeError(f"ceildiv by non-positive constant {r.const} in {e}")
            # x ceildiv d == (x + d - 1) floordiv d
            return floordiv_v(add(rec(b.lhs), add(r, const(-1))), r, env)
        raise AffineRangeError(f"unsupported affine expression {e}")

    return fold_mod_pattern(rec(expr), env)
