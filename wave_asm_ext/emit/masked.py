"""Masked global loads and stores: Wave's bounds checks for shapes that are not multiples of
the block (``M = 200`` with ``BLOCK_M = 64``).

Wave guards the accesses of a partial tile with per-lane predicates: ``arith.cmpi slt,
%row, %c200`` broadcast to the access's vector (``vector<8xi1>``), or compared element by
element (``%k + [0..7] < 200``: a vector of indices), combined with ``arith.andi``, and used
by ``vector.maskedload`` / ``vector.maskedstore``. LLVM lowers them to ``exec``-masked
branches around each access. Here they stay branch-free, as buffer accesses allow: a lane
whose predicate is false gets an offset past the buffer's ``num_records``, which the
hardware's range check turns into a load of 0 and a dropped store (CDNA3 ISA, "Buffer
Instructions": range checking of raw buffers; the emulator models it, ``sim/emu_mem.py``).
A bound the range check enforces by itself costs nothing: where every lane a predicate
masks off addresses at or past the descriptor's exact extent (``row < M`` of a row-major
matrix: row M starts at ``num_records``), the access simply goes there (``unchecked_atoms``;
LLVM keeps such compares, as exec-masked branches). The rest cost one ``v_cmp_*_i32`` per
distinct predicate (into an SGPR pair, hoisted and CSE'd like the index arithmetic), one
``s_and_b64`` per conjunction and one ``v_cndmask_b32`` per address register and mask.
Where the bound falls inside a lane's vector (K = 100, 8 f16 per lane:
at k = 96 four elements are in, four out), the access is split into the widest pieces
whose elements agree in every lane (proven from the index's alignment and range), each
with its own mask.

What is not supported raises an ``EmitError`` naming the op: a pass-through value other than
zero (the out-of-range load returns 0), pieces narrower than a dword (an odd K with f16
elements), masked LDS accesses, a per-lane predicate steering control flow or a select.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from wave_asm_ext.errors import EmitError

from . import affine as A
from .conservative import numbers
from .lower import MUBUF_MAX_IMM, VOP3_INLINE_INTS, ConstVec, GlobalMem, Vec, address_split, elem_bytes, vec_type
from .program import SALU, VALU, Sub, VReg

#: The offset a masked-off lane accesses: the inline constant -4.0, whose bits (0xC0800000 =
#: 3,229,614,080) are past ``num_records`` of every buffer a masked access may use (checked:
#: :data:`OOB_OFFSET_BITS`), and stay below 2**32 with any 12-bit immediate and chunk offset
#: added (no wrap into range). An inline constant costs no literal dword and no constant-bus
#: read, which the SGPR-pair condition of ``v_cndmask_b32_e64`` already takes (one per VALU
#: instruction on gfx9).
OOB_OFFSET = -4.0
OOB_OFFSET_BITS = 0xC0800000

#: v_cmp mnemonic per signed predicate of ``pred(y, k)``
_V_CMP = {"slt": "v_cmp_lt_i32", "sle": "v_cmp_le_i32", "sgt": "v_cmp_gt_i32", "sge": "v_cmp_ge_i32",
          "eq": "v_cmp_eq_i32", "ne": "v_cmp_ne_i32"}


@dataclass(frozen=True)
class LaneMask:
    """A per-lane predicate: every atom ``(y, pred, k)`` holds, i.e. ``pred(y, k)`` with ``y``
    an affine index without constant part and ``pred`` a signed predicate. ``loc``: the cmpi
    it came from (for error messages; not part of the value)."""
    atoms: frozenset
    loc: str = field(compare=False, default="")


@dataclass(frozen=True)
class ElementMask:
    """A per-element predicate of a vector whose elements differ within a lane (a K bound that
    falls inside a lane's vector): element ``i`` holds iff ``pred(x + d[i], 0)`` and every atom
    of ``also`` (a lane mask it was and-ed with) holds."""
    x: A.Lin
    pred: str
    d: tuple
    also: frozenset = frozenset()
    loc: str = field(compare=False, default="")


@dataclass(frozen=True)
class IndexVec:
    """A vector of indices: element ``i`` is ``base + offs[i]``."""
    base: A.Lin
    offs: tuple


def lane_mask_error(m: LaneMask, use: str, loc: str) -> EmitError:
    return EmitError(f"a per-lane predicate ({m.loc}) used by {use}: it differs between the lanes of a "
                     "wave; only masked global loads and stores may use one (a compare of a value "
                     "uniform per wave, such as the wave id, can steer control flow)", location=loc)


class MaskedAccess:
    """The Walker's handlers for per-lane predicates and masked accesses (a mixin: it uses the
    Walker's values, index arithmetic and buffer lowering)."""

    # ------------------------------------------------------------------ values
    def lane_condition(self, x: A.Lin, pred: str, loc: str) -> LaneMask:
        """``pred(x, 0)`` of a compare the value ranges do not decide, as a per-lane mask."""
        return LaneMask(frozenset({(A.Lin(x.terms, 0), pred, -x.const)}), loc)

    def index_vector(self, v, loc: str) -> IndexVec:
        x = self.get(v, loc)
        if isinstance(x, IndexVec):
            return x
        raise EmitError(f"expected a vector of indices, got {type(x).__name__}", location=loc)

    def vector_compare(self, pred: str, a: IndexVec, b: IndexVec, loc: str):
        """``cmpi`` of two index vectors: a decided constant, or one lane condition when every
        element of a lane's vector provably has the same outcome (element ``i``:
        ``x + d[i] pred 0``, ``x`` a multiple of its alignment in its value range); else a
        per-element mask (:class:`ElementMask`: the access is taken in agreeing pieces)."""
        if len(a.offs) != len(b.offs):
            raise EmitError("cmpi of index vectors of different lengths", location=loc)
        x = A.add(a.base, A.scale(b.base, -1))
        d = [p - q for p, q in zip(a.offs, b.offs)]
        lo, hi = A.bounds(x, self.env)
        outcomes = set().union(*(self._outcomes(pred, lo + di, hi + di) for di in d))
        if len(outcomes) == 1:
            return A.const(int(outcomes.pop()))
        if pred not in ("slt", "sle", "sgt", "sge"):
            raise EmitError(f"cmpi {pred} of index vectors is not supported (only ordered compares)",
                            location=loc)
        if not self._elements_agree(x, pred, d):
            return ElementMask(x, pred, tuple(d), frozenset(), loc)
        return self.lane_condition(A.add(x, A.const(d[0])), pred, loc)

    def _elements_agree(self, x: A.Lin, pred: str, d) -> bool:
        """Do the conditions ``pred(x + d[i], 0)`` have one outcome in every lane? Element i holds
        iff x < t[i] (or, for sgt / sge, iff not): they agree unless a value x can take, a
        multiple of its alignment in its range, lies in [min t, max t)."""
        lo, hi = A.bounds(x, self.env)
        t = [-di + (1 if pred in ("sle", "sgt") else 0) for di in d]
        al = A.alignment(x, self.sym_align)
        lo_t, hi_t = max(min(t), lo), min(max(t), hi + 1)
        return -(-lo_t // al) * al >= hi_t

    def _chunk_masks(self, m: ElementMask, n: int, eb: int, loc: str) -> tuple[int, list]:
        """(elements per access, each access's mask) for an element mask over ``n`` elements of
        ``eb`` bytes: the widest power-of-two accesses of at least a dword whose elements agree
        in every lane (a decided chunk's mask is the constant)."""
        c = n
        while c * eb >= 4:
            if n % c == 0 and all(self._elements_agree(m.x, m.pred, m.d[j:j + c]) for j in range(0, n, c)):
                break
            c //= 2
        else:
            raise EmitError(f"a mask whose elements differ within {eb * 2}-byte pieces of a lane's vector "
                            f"(index in {A.bounds(m.x, self.env)}, element offsets {list(m.d)}): accesses "
                            "narrower than a dword are not supported", location=loc)
        return c, [self._piece_mask(m, j, j + c, loc) for j in range(0, n, c)]

    def _piece_mask(self, m: ElementMask, lo: int, hi: int, loc: str):
        """The mask of elements ``lo``..``hi - 1`` of ``m``, which agree in every lane: a lane
        mask (with ``m``'s lane atoms) or a decided constant."""
        e = self.vector_compare(m.pred, IndexVec(m.x, m.d[lo:hi]), IndexVec(A.const(0), (0,) * (hi - lo)), loc)
        return self.mask_and(e, LaneMask(m.also, m.loc), loc) if m.also else e

    def _dword_pieces_agree(self, m: ElementMask, n: int, eb: int) -> bool:
        """Do the elements of every dword of the vector agree in every lane (so that
        :meth:`_chunk_masks` finds pieces of at least a dword)?"""
        per = max(1, 4 // eb)
        return n % per == 0 and all(self._elements_agree(m.x, m.pred, m.d[j:j + per]) for j in range(0, n, per))

    def _element_loads(self, data, mem: GlobalMem, addr: A.Lin, m: ElementMask, n: int, loc: str) -> None:
        """A masked load whose bound falls inside a dword of a lane's vector (an odd K with f16
        elements, 2-byte aligned rows): the dwords whose elements agree in every lane are
        dword loads under their own mask; each element of the others is loaded alone under
        its own lane mask (``buffer_load_ushort`` / ``ubyte``, zero-extended into a temporary,
        as LLVM scalarises the whole masked load) and packed into its dword with
        ``v_lshl_or_b32`` (an element no lane has in bounds is left 0)."""
        per = 4 // mem.eb
        bits = 8 * mem.eb
        # a dword whose elements agree in every lane is one dword load where dword accesses
        # may be unaligned (DB global_memory.unaligned_access) or its address is aligned
        wide_ok = numbers(self.target).unaligned_global_access or A.alignment(addr, self.sym_align) >= 4
        for d0 in range(0, n, per):
            dst = Sub(data, d0 // per, 1)
            # a vector shorter than a dword (2 f8 elements: gfx942 gemm_tt) has one partial dword
            end = min(d0 + per, n)
            if wide_ok and end - d0 == per and self._elements_agree(m.x, m.pred, m.d[d0:end]):
                self._piece_op(True, data, mem, addr, d0, per, self._piece_mask(m, d0, end, loc), loc)
                continue
            parts = []
            for j in range(d0, end):
                cm = self._piece_mask(m, j, j + 1, loc)
                if isinstance(cm, A.Lin):
                    if not cm.const:
                        continue          # out of bounds in every lane: stays 0
                    cm = None
                t = self.vreg(1, "elt")
                self._buffer_op(True, t, mem, A.add(addr, A.const(j * mem.eb)), mem.eb, loc, mask=cm)
                parts.append((j - d0, t))
            if not parts:
                self.I("v_mov_b32", [dst], [0])
                continue
            (i0, acc), rest = parts[0], parts[1:]
            if i0:
                r = dst if not rest else self.vreg(1, "pk")
                self.I("v_lshlrev_b32", [r], [bits * i0, acc])
                acc = r
            for k, (i, t) in enumerate(rest):
                r = dst if k == len(rest) - 1 else self.vreg(1, "pk")
                self.I("v_lshl_or_b32", [r], [t, bits * i, acc])
                acc = r
            if acc is not dst:
                self.I("v_mov_b32", [dst], [acc])

    @staticmethod
    def mask_and(a, b, loc: str):
        """``arith.andi`` of two predicates (lane masks, element masks or decided constants)."""
        for p, q in ((a, b), (b, a)):
            if isinstance(p, A.Lin) and p.is_const:
                return q if p.const else A.const(0)
        if isinstance(a, LaneMask) and isinstance(b, LaneMask):
            return LaneMask(a.atoms | b.atoms, a.loc)
        for p, q in ((a, b), (b, a)):
            if isinstance(p, ElementMask) and isinstance(q, LaneMask):
                return ElementMask(p.x, p.pred, p.d, p.also | q.atoms, p.loc)
        raise EmitError(f"andi of {type(a).__name__} and {type(b).__name__} is not supported", location=loc)

    # ------------------------------------------------------------------ materialisation
    def _mask_depth(self, m: LaneMask) -> int:
        return max(self._depth_of(y) for y, _, _ in m.atoms)

    def mask_reg(self, m: LaneMask, loc: str) -> VReg:
        """The SGPR pair holding ``m``'s lane bits (one v_cmp per atom, s_and_b64 to combine;
        CSE'd at the outermost loop depth where its indices are defined)."""
        depth = self._mask_depth(m)
        key = ("lanemask", m.atoms)
        hit = self._cached(key, depth)
        if hit is not None:
            return hit
        regs = [self._atom_reg(atom, loc) for atom in sorted(m.atoms, key=repr)]
        r = regs[0]
        for other in regs[1:]:
            acc = self.sreg(2, "mask")
            self.I("s_and_b64", [acc], [r, other], kind=SALU, depth=depth)
            r = acc
        self.cache[depth][key] = r
        return r

    def _atom_reg(self, atom, loc: str) -> VReg:
        y, pred, k = atom
        depth = self._depth_of(y)
        key = ("lanemask", frozenset({atom}))
        hit = self._cached(key, depth)
        if hit is not None:
            return hit
        if not -(1 << 31) <= k < (1 << 31):
            raise EmitError(f"cmpi constant {k} does not fit 32 bits", location=loc)
        ylo, yhi = A.bounds(y, self.env)
        if ylo < -(1 << 31) or yhi >= (1 << 31):
            raise EmitError(f"cmpi operand range {ylo}..{yhi} does not fit a signed 32-bit compare", location=loc)
        v = self.mat_lin(y, want_v=True)
        if k in VOP3_INLINE_INTS:
            kop = k
        else:
            kop = self.mat_lin(A.const(k), want_v=False)
        r = self.sreg(2, "mask")
        self.I(_V_CMP[pred], [r], [v, kop], kind=VALU, depth=depth, comment=f"lane mask of {loc}")
        self.cache[depth][key] = r
        return r

    def unchecked_atoms(self, m: LaneMask, mem: GlobalMem, addr: A.Lin) -> LaneMask | None:
        """``m`` without the atoms the buffer's range check enforces by itself at byte address
        ``addr`` (None when that leaves none): an upper bound on an index whose stride makes
        every lane it masks off address at or past ``num_records`` — the last row of a
        row-major tile, whose ``row < M`` the descriptor's exact extent already drops (LLVM
        keeps such compares and branches; here they cost a ``v_cmp``, an ``s_and_b64`` and a
        ``v_cndmask_b32`` per store row)."""
        keep = frozenset(t for t in m.atoms if not self._range_checked(t, mem, addr))
        if keep == m.atoms:
            return m
        return LaneMask(keep, m.loc) if keep else None

    def _range_checked(self, atom, mem: GlobalMem, addr: A.Lin) -> bool:
        """Does every lane where ``atom`` is false address at or past ``num_records``?
        With ``addr = alpha * y + rest`` (alpha > 0 from ``y``'s first term; the identity holds
        for any alpha, and rest's interval bound is sound however its terms correlate with
        ``y``'s), a lane with ``y >= y_min`` addresses at least ``alpha * y_min + min(rest)``;
        the offset register may not wrap (its whole range below 2**32)."""
        y, pred, k = atom
        if pred not in ("slt", "sle") or not y.terms or not numbers(self.target).out_of_range_dropped:
            return False
        first, c0 = y.terms[0]
        ca = dict(addr.terms).get(first, 0)
        if ca <= 0 or c0 <= 0 or ca % c0:
            return False
        alpha = ca // c0
        y_min = k if pred == "slt" else k + 1        # the smallest y the atom is false at
        try:
            rest_lo, _ = A.bounds(A.add(addr, A.scale(y, -alpha)), self.env)
            addr_lo, addr_hi = A.bounds(addr, self.env)
        except A.AffineRangeError:
            return False
        return addr_lo >= 0 and addr_hi < OOB_OFFSET_BITS and alpha * y_min + rest_lo >= mem.num_records

    def masked_address(self, a: A.Lin, m: LaneMask, loc: str) -> tuple[VReg, int]:
        """(offset VGPR, immediate) of byte address ``a`` where ``m`` holds, past
        ``num_records`` where it does not. The select goes on the address's variable part and
        the constant is added after it (the off lanes' offset stays past the buffer, below
        2**32), so the accesses of a tile row share one ``v_cndmask_b32`` however many 4 KiB
        steps their offsets take; a constant that could carry the off offset past 2**32 is
        added first (the select on the sum). Inside a loop each access keeps its own select:
        the post-emit pass rotates a loop's loads with their own address computations, and
        loads sharing one must move as a group, which its early placement (the second copy
        of an unrolled body) refuses (gfx950 1000^3 128x128x64 2x2 NONE: half the loads of
        the unrolled loop left unrotated, 20 % slower at a DRAM miss)."""
        rest, imm = address_split(a, MUBUF_MAX_IMM)
        depth = self._depth_of(a)
        if (self.loops or rest.is_const or rest.const <= 0
                or OOB_OFFSET_BITS + rest.const + imm + 16 > 1 << 32):
            return self._masked_offset(self.address_reg(rest), m, depth, loc), imm
        var = A.Lin(rest.terms, 0)
        base = self._masked_offset(self.mat_lin(var), m, self._depth_of(var), loc)
        depth = max(depth, self._mask_depth(m))
        key = ("oob_address", rest, m.atoms)
        hit = self._cached(key, depth)
        if hit is None:
            hit = self.vreg(1, "moff")
            self.I("v_add_u32", [hit], [rest.const, base], kind=VALU, depth=depth)
            self.cache[depth][key] = hit
        return hit, imm

    def _masked_offset(self, voff: VReg, m: LaneMask, addr_depth: int, loc: str) -> VReg:
        """``voff`` where ``m`` holds, else the out-of-range offset (v_cndmask_b32, CSE'd)."""
        mreg = self.mask_reg(m, loc)
        depth = max(addr_depth, self._mask_depth(m))
        key = ("oob_offset", voff.id, m.atoms)
        hit = self._cached(key, depth)
        if hit is not None:
            return hit
        r = self.vreg(1, "moff")
        self.I("v_cndmask_b32", [r], [OOB_OFFSET, voff, mreg], kind=VALU, depth=depth,
               comment="masked-off lanes: past num_records")
        self.cache[depth][key] = r
        return r

    # ------------------------------------------------------------------ ops
    def _mask_operand(self, v, loc: str):
        m = self.get(v, loc)
        if isinstance(m, (LaneMask, ElementMask)) or (isinstance(m, A.Lin) and m.is_const):
            return m
        raise EmitError(f"mask of {type(m).__name__} is not supported (a compare of indices is)", location=loc)

    def _masked_memref(self, v, m, loc: str) -> GlobalMem:
        mem = self.get(v, loc)
        if not isinstance(mem, GlobalMem):
            raise EmitError("masked access to LDS (or an unknown memref) is not supported", location=loc)
        if isinstance(m, (LaneMask, ElementMask)) and not numbers(self.target).out_of_range_dropped:
            raise EmitError(f"masked access: {self.target}'s DB does not say that buffer accesses past num_records "
                            "are dropped (global_memory.out_of_range_dropped), which the branch-free lowering "
                            "of masked-off lanes needs", location=loc)
        if isinstance(m, (LaneMask, ElementMask)) and mem.num_records > OOB_OFFSET_BITS:
            raise EmitError(f"masked access to a buffer of {mem.num_records} bytes: masked-off lanes use the "
                            f"offset {OOB_OFFSET_BITS:#x}, which must lie past the buffer", location=loc)
        return mem

    def op_vector_maskedload(self, op, loc):
        """``vector.maskedload %mem[%i...], %mask, %pass_thru`` with a zero pass-through."""
        ops = list(op.operands)
        m = self._mask_operand(ops[-2], loc)
        mem = self._masked_memref(ops[0], m, loc)
        n, elem = vec_type(str(op.result.type), loc)
        passthru = self.get(ops[-1], loc)
        if isinstance(m, A.Lin) and not m.const:
            self.values[op.result] = passthru
            return
        if not (isinstance(passthru, ConstVec) and passthru.bits == 0):
            raise EmitError("maskedload with a non-zero pass-through value is not supported (masked-off lanes "
                            "read 0: the buffer's out-of-range value)", location=loc)
        if elem_bytes(elem, loc) != mem.eb:
            raise EmitError("vector element type differs from memref element type", location=loc)
        if not list(op.result.uses):
            return
        addr = self._byte_address(mem, ops[1:-2], loc)
        dst = self.vreg(max(1, (n * mem.eb + 3) // 4), "ld")
        mark = len(self.regions[-1])
        self._masked_buffer_op(True, dst, mem, addr, m, n, loc)
        self._note_load(dst, mark)
        self.values[op.result] = Vec(dst, 0, n, mem.eb, elem)

    def _masked_buffer_op(self, is_load: bool, data, mem: GlobalMem, addr: A.Lin, m, n: int, loc: str) -> None:
        """Buffer loads / stores of ``n`` elements per lane under mask ``m``: one access with a
        lane mask or a true constant, one per agreeing piece with an element mask; a piece no
        lane has in bounds is zeroed (a load) or left out (a store). A load whose mask differs
        within a dword goes element by element (:meth:`_element_loads`)."""
        eb = mem.eb
        if isinstance(m, ElementMask):
            if is_load and eb < 4 and not self._dword_pieces_agree(m, n, eb):
                self._element_loads(data, mem, addr, m, n, loc)
                return
            c, masks = self._chunk_masks(m, n, eb, loc)
            pieces = [(j * c, c, cm) for j, cm in enumerate(masks)]
        else:
            pieces = [(0, n, m)]
        for first, c, cm in pieces:
            self._piece_op(is_load, data, mem, addr, first, c, cm, loc)

    def _piece_op(self, is_load: bool, data, mem: GlobalMem, addr: A.Lin, first: int, c: int, cm, loc: str) -> None:
        """The access of elements ``first``..``first + c - 1`` (whole dwords) under mask ``cm``:
        a decided-false piece is zeroed (a load) or left out (a store), a decided-true one
        taken unmasked."""
        eb = mem.eb
        if isinstance(cm, A.Lin):   # decided: in bounds in every lane, or in none
            if not cm.const:
                if is_load:
                    for i in range(c * eb // 4):
                        self.I("v_mov_b32", [Sub(data, first * eb // 4 + i, 1)], [0])
                return
            cm = None
        self._buffer_op(is_load, data, mem, A.add(addr, A.const(first * eb)), c * eb, loc, mask=cm,
                        first_dword=first * eb // 4)

    def op_vector_maskedstore(self, op, loc):
        """``vector.maskedstore %mem[%i...], %mask, %value``."""
        ops = list(op.operands)
        m = self._mask_operand(ops[-2], loc)
        if isinstance(m, A.Lin) and not m.const:
            return
        mem = self._masked_memref(ops[0], m, loc)
        val = self.get(ops[-1], loc)
        n, elem = vec_type(str(ops[-1].type), loc)
        if isinstance(val, ConstVec):
            val = self.materialize_const(val)
        if not isinstance(val, Vec):
            raise EmitError("store of a non-vector value", location=loc)
        if elem_bytes(elem, loc) != mem.eb:
            raise EmitError("vector element type differs from memref element type", location=loc)
        self._masked_buffer_op(False, val, mem, self._byte_address(mem, ops[1:-2], loc), m, n, loc)

    def op_arith_andi(self, op, loc):
        a, b = self.get(op.operands[0], loc), self.get(op.operands[1], loc)
        if isinstance(a, A.Lin) and isinstance(b, A.Lin) and a.is_const and b.is_const:
            self.values[op.result] = A.const(a.const & b.const)
            return
        self.values[op.result] = self.mask_and(a, b, loc)
