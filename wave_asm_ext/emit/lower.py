"""Walk Wave's GEMM MLIR (recursing into regions) and lower it to a virtual-register program.

Values:
* index values are kept symbolic (:class:`affine.Lin`) and materialised only where an
  instruction needs them (an address), with CSE and loop-invariant hoisting;
* vector values are :class:`Vec` views of VGPR ranges;
* memrefs are :class:`GlobalMem` (buffer SRD) or :class:`LdsMem` (byte base in LDS; a view
  a loop carries adds the SGPR symbol that holds its base in the iteration).

Every op that the walker does not know raises :class:`EmitError` naming the op and its
MLIR location; nothing with results or side effects is skipped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from wave_asm_ext.errors import EmitError
from wave_asm_ext.isa.model import INLINE_INTS

from . import affine as A
from .program import SALU, VALU, Instr, Operand, Sub, VReg

# Hardware encodings (ISA operand field widths, not timing): MUBUF immediate offset is
# 12 bits; DS offset is 16 bits; ds_read2/write2 offsets are 8 bits in element units.
MUBUF_MAX_IMM = 4095
DS_MAX_IMM = 65535
DS2_MAX_IMM = 255
# Buffer resource word 3 for gfx9 raw buffers (DATA_FORMAT=32, as wave-lang and Triton use).
SRD_WORD3_GFX9 = 0x00020000
# The integers a VOP3 source may be inline (gfx9 VOP3 takes no literal dword).
VOP3_INLINE_INTS = INLINE_INTS
U24 = 1 << 24

ELEM_BYTES = {"f16": 2, "bf16": 2, "f32": 4, "i32": 4, "i16": 2, "i8": 1, "f64": 8, "i64": 8}


_VEC_RE = re.compile(r"^vector<((?:\d+x)*)([a-zA-Z0-9_]+)>$")


def vec_type(t: str, loc: str) -> tuple[int, str]:
    """(element count, element type) of an MLIR vector type's spelling."""
    m = _VEC_RE.match(t.strip())
    if not m:
        raise EmitError(f"expected a vector type, got {t}", location=loc)
    dims = [int(d) for d in m.group(1).split("x") if d]
    n = 1
    for d in dims:
        n *= d
    return n, m.group(2)


def elem_bytes(t: str, loc: str) -> int:
    t = t.strip()
    if t in ELEM_BYTES:
        return ELEM_BYTES[t]
    if t.startswith("f8") or t.startswith("i8"):
        return 1
    raise EmitError(f"unsupported element type {t}", location=loc)


@dataclass
class Vec:
    """A vector value: ``n`` elements of ``eb`` bytes living at dword ``start`` of ``reg``.
    ``hi`` marks a single 16-bit element in the upper half of its dword, ``byte`` a single
    1-byte element's byte in its dword (only ``vector.from_elements`` consumes such a
    byte where it is: ``Walker.op_vector_extract``); ``zext``: a single sub-dword element in
    the low bits whose dword's other bits are known zero (a zero-extending load's)."""
    reg: VReg
    start: int
    n: int
    eb: int
    elem: str
    hi: bool = False
    zext: bool = False
    byte: int = 0

    @property
    def nbytes(self) -> int:
        return self.n * self.eb

    @property
    def ndw(self) -> int:
        return max(1, (self.nbytes + 3) // 4)

    def operand(self) -> Operand:
        if self.start == 0 and self.ndw == self.reg.size:
            return self.reg
        return Sub(self.reg, self.start, self.ndw)


@dataclass
class ConstVec:
    bits: int  # 32-bit pattern per dword
    n: int
    eb: int
    elem: str

    @property
    def ndw(self) -> int:
        return max(1, (self.n * self.eb + 3) // 4)


@dataclass
class GlobalMem:
    srd: VReg
    shape: list[int]
    strides: list[int]
    offset: int
    eb: int
    #: the descriptor's range (bytes from its base): a masked access's off lanes go past it
    num_records: int = 0


@dataclass
class LdsMem:
    base: int  # byte offset in the workgroup's LDS (added to ``sym``'s value where it has one)
    shape: list[int]
    strides: list[int]
    eb: int
    size: int
    # a view carried by a loop (``scf.for`` iter_arg, e.g. the buffers a multi-buffered
    # schedule rotates): the uniform symbol holding its byte base in that iteration
    sym: str | None = None

    def address(self) -> "A.Lin":
        """The view's byte base as an affine value."""
        base = A.const(self.base)
        return base if self.sym is None else A.add(base, A.sym(self.sym))


@dataclass
class Binding:
    arg_index: int
    offset_bytes: int


@dataclass
class Loop:
    id: int
    iv: str
    depth: int


def parse_memref(type_str: str, loc: str) -> tuple[list[int], str, list[int], int, bool]:
    from iree.compiler import ir

    try:
        t = ir.MemRefType(ir.Type.parse(type_str))
    except Exception as e:  # noqa: BLE001 - turn binding errors into EmitError
        raise EmitError(f"cannot parse memref type {type_str}: {e}", location=loc) from e
    shape = list(t.shape)
    if any(d < 0 for d in shape):
        raise EmitError(f"dynamic memref shape {type_str} is not supported", location=loc)
    strides, offset = t.get_strides_and_offset()
    if any(s < 0 for s in strides) or offset < 0:
        raise EmitError(f"dynamic strides/offset in {type_str} are not supported", location=loc)
    lds = "workgroup" in type_str
    return shape, str(t.element_type), list(strides), offset, lds


class Lowering:
    def __init__(self, target: str):
        self.target = target
        self.top: list[Instr] = []
        self.regions: list[list[Instr]] = [self.top]  # innermost last
        self.values: dict = {}
        self.env: A.Bounds = {}
        self.uniform_syms: set[str] = set()
        self.sym_reg: dict[str, VReg] = {}
        self.sym_depth: dict[str, int] = {}
        self.cache: list[dict] = [{}]  # CSE per region depth
        self.loops: list[Loop] = []
        self.n_loops = 0
        self.n_ifs = 0
        self._guarded = False  # lowering the then-region of a wave-dependent scf.if
        self.kernarg_ptr = VReg("s", 2, 2, "kernarg", phys=0, fixed=True)
        self.v0 = VReg("v", 1, 1, "packed_tid", phys=0, fixed=True)
        self.wgid: dict[str, VReg] = {}
        self.tid_dims_used: set[str] = set()
        self.num_args = 0
        self.lds_size = 0
        self.wg_size = (64, 1, 1)
        self.subgroup = 64
        self.kernel_name = "kernel"
        self.n_mfma = 0
        self.n_mfma_in_loop = 0
        self.mfma_shapes: set[str] = set()
        self.mfma_passes: dict[str, int] = {}
        self.load_def: dict[int, Instr] = {}  # id(VReg) -> the one load that defines it
        # output-tile fission (fission.Pass per pass; empty: the body is lowered once)
        self.passes: list = []
        # MLIR op -> (byte address as affine.Lin, bytes per lane) of each LDS load/store
        # lowered (output-tile fission drops LDS stores no load of its pass reads)
        self.lds_access: dict = {}
        self.iv_step: dict[str, int] = {}
        # symbol -> a power of two its every value is a multiple of (a carried LDS base): the
        # accesses' alignment checks (affine.alignment) see it
        self.sym_align: dict[str, int] = {}
        self._pass = None
        # buffer offsets above the immediate field folded into shifted descriptors
        # (Walker._unmasked_address; kernel.emit_kernel sets it)
        self.fold_srd_offsets = False
        self._shifted_srds: dict = {}
        #: an LDS store has been lowered (in program order): a load before the first one reads
        #: memory no store has written (:meth:`Walker._lds_read_defined`)
        self.lds_stored = False

    # ------------------------------------------------------------------ emission
    @property
    def depth(self) -> int:
        return len(self.regions) - 1

    def emit(self, instr: Instr, depth: int | None = None) -> Instr:
        self.regions[self.depth if depth is None else depth].append(instr)
        return instr

    def I(self, op, defs=(), srcs=(), kind=VALU, suffix="", comment="", depth=None) -> Instr:
        return self.emit(Instr(op, list(defs), list(srcs), suffix, kind, comment), depth)

    def vreg(self, n: int = 1, name: str = "") -> VReg:
        return VReg("v", n, 2 if n >= 2 else 1, name)

    def sreg(self, n: int = 1, name: str = "") -> VReg:
        return VReg("s", n, 4 if n >= 4 else (2 if n == 2 else 1), name)

    # ------------------------------------------------------------------ index materialisation
    def _depth_of(self, x) -> int:
        syms = A.atom_symbols(x) if not isinstance(x, A.Lin) else x.symbols()
        return max((self.sym_depth.get(s, 0) for s in syms), default=0)

    def _uniform(self, x) -> bool:
        """Wave-uniform and computable in SGPRs: a run-time division is not (SALU has no
        float path; :meth:`mat_divmod_v` divides in VGPRs even when its operands are uniform)."""
        syms = A.atom_symbols(x) if not isinstance(x, A.Lin) else x.symbols()
        return all(s in self.uniform_syms for s in syms) and not A.divides_at_run_time(x)

    def _cached(self, key, depth):
        for d in range(depth, -1, -1):
            if key in self.cache[d]:
                return self.cache[d][key]
        return None

    def mat_lin(self, x: A.Lin, want_v: bool = True) -> VReg:
        """Materialise ``x`` into a register: an SGPR if it is wave-uniform and ``want_v`` is
        false, else a VGPR. Placed at the outermost region where its symbols are defined."""
        depth = self._depth_of(x)
        uniform = self._uniform(x)
        kind = "s" if (uniform and not want_v) else "v"
        key = ("lin", kind, x)
        hit = self._cached(key, depth)
        if hit is not None:
            return hit
        if x.is_const:
            r = self.sreg() if kind == "s" else self.vreg()
            self.I("s_mov_b32" if kind == "s" else "v_mov_b32", [r], [x.const & 0xFFFFFFFF],
                   kind=SALU if kind == "s" else VALU, depth=depth)
        elif kind == "s":
            r = self._sum_s(x, depth)
        else:
            r = self._sum_v(x, depth)
        self.cache[depth][key] = r
        return r

    def mat_atom(self, a, kind: str) -> VReg:
        if isinstance(a, A.Sym) and kind == "s" and a.name in self.sym_reg and self.sym_reg[a.name].kind == "s":
            return self.sym_reg[a.name]
        if isinstance(a, A.Sym) and kind == "v" and a.name in self.sym_reg and self.sym_reg[a.name].kind == "v":
            return self.sym_reg[a.name]
        depth = self._depth_of(a)
        key = ("atom", kind, a)
        hit = self._cached(key, depth)
        if hit is not None:
            return hit
        if isinstance(a, A.Sym):
            src = self.sym_reg[a.name]
            r = self.vreg(name=a.name)
            self.I("v_mov_b32", [r], [src], depth=depth)  # s -> v copy of a uniform symbol
        elif isinstance(a, (A.FDivV, A.ModV)):
            q, rem = self.mat_divmod_v(a.arg, a.d)
            r = q if isinstance(a, A.FDivV) else rem
        else:
            inner = self.mat_lin(a.arg, want_v=(kind == "v"))
            lo, hi = A.bounds(a.arg, self.env)
            assert lo >= 0, "non-negativity is checked when the atom is built"
            r = self.sreg() if kind == "s" else self.vreg()
            c = a.c
            pow2 = c & (c - 1) == 0
            if isinstance(a, A.FDiv) and pow2:
                sh = c.bit_length() - 1
                if kind == "s":
                    self.I("s_lshr_b32", [r], [inner, sh], kind=SALU, depth=depth)
                else:
                    self.I("v_lshrrev_b32", [r], [sh, inner], depth=depth)
            elif isinstance(a, A.Mod) and pow2:
                if kind == "s":
                    self.I("s_and_b32", [r], [inner, c - 1], kind=SALU, depth=depth)
                else:
                    self.I("v_and_b32", [r], [c - 1, inner], depth=depth)
            else:
                q = self._udiv_const(inner, c, hi, kind, depth)
                if isinstance(a, A.FDiv):
                    r = q
                else:  # x mod c = x - c*(x floordiv c)
                    t = self._mul_const(q, c, hi // c, kind, depth)
                    if kind == "s":
                        self.I("s_sub_u32", [r], [inner, t], kind=SALU, depth=depth)
                    else:
                        self.I("v_sub_u32", [r], [inner, t], depth=depth)
        self.cache[depth][key] = r
        return r

    def mat_divmod_v(self, x: A.Lin, d: A.Lin) -> tuple[VReg, VReg]:
        """(x floordiv d, x mod d) in VGPRs for a run-time divisor ``d`` (ranges checked by
        ``affine.floordiv_v``: 0 <= x, 1 <= d, both below ``affine.RUNTIME_DIV_LIMIT``).

        An f32 estimate, as LLVM expands a 24-bit division (AMDGPUCodeGenPrepare
        ``expandDivRem24``): q' = trunc(f32(x) * rcp(f32(d))). Both conversions are exact;
        rcp and the product add a relative error of a few 2**-23, so below 2**20 the
        estimate is within 0.5 of x / d and q' is floor(x / d) or one off either way. The
        remainder r' = x - q'*d (exact: 24-bit multiply) then lies in [-d, 2d): one step
        down where r' < 0 and one step up where r' >= d, each by the sign of an
        arithmetic shift (no compare, no VCC), make both exact. ~16 VALU, placed where
        the operands are defined (workgroup-level values: once, before any loop)."""
        depth = max(self._depth_of(x), self._depth_of(d))
        key = ("divmod_v", x, d)
        hit = self._cached(key, depth)
        if hit is not None:
            return hit
        xv, dv = self.mat_lin(x), self.mat_lin(d)

        def v(op: str, srcs: list) -> VReg:
            r = self.vreg()
            self.I(op, [r], srcs, depth=depth)
            return r

        fd = v("v_cvt_f32_u32", [dv])
        rc = v("v_rcp_f32", [fd])          # a transcendental: finalize spaces its reader (DB)
        fx = v("v_cvt_f32_u32", [xv])
        q0 = v("v_cvt_u32_f32", [v("v_mul_f32", [fx, rc])])   # truncates toward zero
        r0 = v("v_sub_u32", [xv, v("v_mul_u32_u24", [q0, dv])])
        neg = v("v_ashrrev_i32", [31, r0])                     # -1 where r' < 0
        q1 = v("v_add_u32", [q0, neg])
        r1 = v("v_add_u32", [r0, v("v_and_b32", [dv, neg])])   # now 0 <= r1 < 2d
        t = v("v_sub_u32", [r1, dv])
        below = v("v_ashrrev_i32", [31, t])                    # -1 where r1 < d
        q2 = v("v_add3_u32", [q1, 1, below])
        r2 = v("v_add_u32", [t, v("v_and_b32", [dv, below])])
        self.cache[depth][key] = (q2, r2)
        return q2, r2

    def min_max_symbol(self, x: A.Lin, y: A.Lin, want_min: bool) -> A.Lin:
        """A new symbol for min(x, y) / max(x, y) (signed), computed once where its
        operands are defined: ``s_min_i32`` / ``s_max_i32`` for wave-uniform operands, else
        ``v_min_i32`` / ``v_max_i32``; its range is the operands' ranges combined."""
        key = ("minmax", want_min, x, y)
        depth = max(self._depth_of(x), self._depth_of(y))
        hit = self._cached(key, depth)
        if hit is not None:
            return hit
        uniform = self._uniform(x) and self._uniform(y)
        kind = "s" if uniform else "v"
        # a constant operand is an inline constant or literal (VOP2: first source only)
        ops = sorted((o.const if o.is_const else self.mat_lin(o, want_v=not uniform) for o in (x, y)),
                     key=lambda o: not isinstance(o, int))
        r = self.sreg() if uniform else self.vreg()
        op = f"{kind}_{'min' if want_min else 'max'}_i32"
        self.I(op, [r], ops, kind=SALU if uniform else VALU, depth=depth)
        name = f"{'min' if want_min else 'max'}{r.id}"
        self.sym_reg[name] = r
        self.sym_depth[name] = depth
        if uniform:
            self.uniform_syms.add(name)
        (xlo, xhi), (ylo, yhi) = A.bounds(x, self.env), A.bounds(y, self.env)
        pick = min if want_min else max
        self.env[name] = (pick(xlo, ylo), pick(xhi, yhi))
        out = A.sym(name)
        self.cache[depth][key] = out
        return out

    def _udiv_const(self, x: VReg, c: int, xmax: int, kind: str, depth: int) -> VReg:
        """floor(x / c) for 0 <= x <= xmax by multiply-high with a magic number; the magic is
        chosen so that the rounding error cannot reach the next integer over the range."""
        m, s = magic_udiv(c, xmax)
        r = self.sreg() if kind == "s" else self.vreg()
        t = self.sreg() if kind == "s" else self.vreg()
        if kind == "s":
            self.I("s_mul_hi_u32", [t], [x, m], kind=SALU, depth=depth)
            self.I("s_lshr_b32", [r], [t, s], kind=SALU, depth=depth)
        else:
            k = self.sreg()
            self.I("s_mov_b32", [k], [m], kind=SALU, depth=depth)
            self.I("v_mul_hi_u32", [t], [x, k], depth=depth)
            self.I("v_lshrrev_b32", [r], [s, t], depth=depth)
        return r

    def _mul_const(self, x: VReg, c: int, xmax: int, kind: str, depth: int) -> VReg:
        r = self.sreg() if kind == "s" else self.vreg()
        if c & (c - 1) == 0:
            sh = c.bit_length() - 1
            if kind == "s":
                self.I("s_lshl_b32", [r], [x, sh], kind=SALU, depth=depth)
            else:
                self.I("v_lshlrev_b32", [r], [sh, x], depth=depth)
        elif kind == "s":
            self.I("s_mul_i32", [r], [x, c], kind=SALU, depth=depth)
        elif xmax < U24 and c < U24:
            # v_mul_u32_u24: exact 32-bit product when both operands fit in 24 bits
            self.I("v_mul_u32_u24", [r], [c, x], depth=depth)
        else:
            k = self.sreg()
            self.I("s_mov_b32", [k], [c & 0xFFFFFFFF], kind=SALU, depth=depth)
            self.I("v_mul_lo_u32", [r], [x, k], depth=depth)
        return r

    def _sum_s(self, x: A.Lin, depth: int) -> VReg:
        acc = None
        for a, c in sorted(x.terms, key=lambda t: t[1] < 0):
            k = abs(c)
            t = self.mat_atom(a, "s")
            if k != 1:
                d = self._depth_of(a)
                key = ("sterm", a, k)
                hit = self._cached(key, d)
                if hit is None:
                    hit = self._mul_const(t, k, 0, "s", d)
                    self.cache[d][key] = hit
                t = hit
            if acc is None and c > 0:
                acc = t
                continue
            r = self.sreg()
            if acc is None:
                self.I("s_sub_u32", [r], [0, t], kind=SALU, depth=depth)
            else:
                self.I("s_add_u32" if c > 0 else "s_sub_u32", [r], [acc, t], kind=SALU, depth=depth)
            acc = r
        if x.const:
            r = self.sreg()
            self.I("s_add_u32", [r], [acc, x.const & 0xFFFFFFFF], kind=SALU, depth=depth)
            acc = r
        return acc

    def _sum_v(self, x: A.Lin, depth: int) -> VReg:
        div = [(a, c) for a, c in x.terms if not self._uniform(a)]
        uni = [(a, c) for a, c in x.terms if self._uniform(a)]
        if div and (uni or x.const):
            # thread-dependent part on its own: CSE-able and hoisted out of loops when it
            # does not depend on the induction variable
            acc = self.mat_lin(A.make(dict(div), 0))
            if uni:
                s = self.mat_lin(A.make(dict(uni), 0), want_v=False)
                r = self.vreg()
                self.I("v_add_u32", [r], [s, acc], depth=depth)
                acc = r
            if x.const:
                r = self.vreg()
                self.I("v_add_u32", [r], [x.const & 0xFFFFFFFF, acc], depth=depth)
                acc = r
            return acc
        if not div:
            s = self.mat_lin(x, want_v=False)
            r = self.vreg()
            self.I("v_mov_b32", [r], [s], depth=depth)
            return r
        acc = None
        # positive terms first so that a power-of-two scale folds into v_lshl_add_u32
        for a, c in sorted(div, key=lambda t: t[1] < 0):
            k = abs(c)
            if acc is not None and c > 0 and k & (k - 1) == 0 and k > 1:
                ar = self.mat_atom(a, "v")
                r = self.vreg()
                self.I("v_lshl_add_u32", [r], [ar, k.bit_length() - 1, acc], depth=depth)
                acc = r
                continue
            t = self.mat_term(a, k)
            if acc is None:
                if c > 0:
                    acc = t
                    continue
                r = self.vreg()
                self.I("v_sub_u32", [r], [0, t], depth=depth)
            else:
                r = self.vreg()
                self.I("v_add_u32" if c > 0 else "v_sub_u32", [r], [acc, t], depth=depth)
            acc = r
        return acc

    def mat_term(self, a, k: int) -> VReg:
        """k * atom in a VGPR (cached)."""
        ar = self.mat_atom(a, "v")
        if k == 1:
            return ar
        depth = self._depth_of(a)
        key = ("term", a, k)
        hit = self._cached(key, depth)
        if hit is None:
            hit = self._mul_const(ar, k, A.bounds(a, self.env)[1], "v", depth)
            self.cache[depth][key] = hit
        return hit

    def address(self, x: A.Lin, max_imm: int) -> tuple[VReg, int]:
        """Split a byte address into (VGPR holding the variable part, immediate offset).

        A constant above the immediate field is split into a multiple of the field's range
        (added to the VGPR, CSE'd) plus the remainder as the immediate: neighbouring
        accesses (the sixteen stores of an output tile at base + 0, 1024, ..., 27648)
        then share one address VGPR per 4 KiB instead of one each."""
        rest, imm = address_split(x, max_imm)
        return self.address_reg(rest), imm

    def address_reg(self, rest: A.Lin) -> VReg:
        """The VGPR holding ``rest`` (the register half of :meth:`address`; materialised
        here, so only for a split the caller keeps)."""
        if rest.is_const and rest.const == 0:
            return self.mat_lin(A.const(0))
        if not rest.is_const and rest.const != 0:
            # keep the variable part CSE-able across different constant offsets
            base = self.mat_lin(A.Lin(rest.terms, 0))
            depth = max(self._depth_of(rest), 0)
            key = ("lin", "v", rest)
            hit = self._cached(key, depth)
            if hit is None:
                hit = self.vreg()
                self.I("v_add_u32", [hit], [rest.const & 0xFFFFFFFF, base], depth=depth)
                self.cache[depth][key] = hit
            return hit
        return self.mat_lin(rest)


def address_split(x: A.Lin, max_imm: int) -> tuple[A.Lin, int]:
    """(variable part, immediate) of a byte address for an offset field of ``max_imm``
    (:meth:`Lowering.address`'s choice, computed without emitting anything)."""
    imm = x.const % (max_imm + 1) if x.const >= 0 else 0
    return A.add(x, A.const(-imm)), imm


def magic_udiv(c: int, xmax: int) -> tuple[int, int]:
    """(m, s) with floor(x*m / 2**(32+s)) == floor(x/c) for all 0 <= x <= xmax, m < 2**32.

    With m = ceil(2**k / c) and e = m*c - 2**k, x*m/2**k = x/c + x*e/(c*2**k); the floor is
    unchanged when x*e < 2**k (the fractional part of x/c is at most (c-1)/c)."""
    for s in range(0, 32):
        k = 32 + s
        m = -(-(1 << k) // c)
        if m >= (1 << 32):
            break
        e = m * c - (1 << k)
        if xmax * e < (1 << k):
            return m, s
    raise EmitError(f"no 32-bit magic number for unsigned division by {c} up to {xmax}")
