"""Op handlers: the recursive walk over func.func / scf.for bodies."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from wave_asm_ext.errors import EmitError
from wave_asm_ext.isa.model import BARE_BARRIER_MARK

from . import affine as A
from . import mfma as M
from .conservative import numbers
from .masked import ElementMask, IndexVec, LaneMask, MaskedAccess, lane_mask_error
from .lower import (DS2_MAX_IMM, DS_MAX_IMM, MUBUF_MAX_IMM, SRD_WORD3_GFX9, Binding, address_split,
                    ConstVec, GlobalMem, LdsMem, Loop, Lowering, Vec, elem_bytes, parse_memref, vec_type)
from .program import (Operand, BARRIER, BRANCH, DS_LOAD, DS_STORE, ENDPGM, LABEL, MARK, MFMA, SALU,
                      SMEM, VMEM_LOAD, VMEM_STORE, WAIT, Instr, Sub, VReg)

@dataclass
class _LdsCarry:
    """A loop's carried LDS views (``Walker._carried_lds_plan``): their slots, the views each
    slot holds over the iterations (distinct ones, in order) and after the loop."""
    slots: set
    values: dict
    final: dict


@dataclass
class _CarriedLds:
    """One carried LDS view inside its loop: the SGPR holding its base and the view on it."""
    reg: VReg
    view: LdsMem


def _renamed(o: Operand, old: VReg, new: VReg) -> Operand:
    """Operand ``o`` with register ``old`` (whole or a dword range of it) replaced by ``new``."""
    if o is old:
        return new
    if isinstance(o, Sub) and o.reg is old:
        return Sub(new, o.start, o.size)
    return o


@dataclass(frozen=True)
class WaveCond:
    """A comparison whose outcome is the same for every lane of a wave: ``pred(reg, k)``
    with ``reg`` an SGPR (see ``Walker._wave_condition``), ``loc`` the cmpi it lowers."""
    reg: VReg
    pred: str
    k: int
    loc: str


def loc_of(op) -> str:
    return f"{op.operation.name} at {op.operation.location}"


def _int_attr(op, name: str) -> int:
    s = str(op.attributes[name])
    return int(s.split(":")[0].strip())


def _int_list_attr(op, name: str) -> list[int]:
    """An integer list attribute, printed as an ArrayAttr (``[0 : i64, 4 : i64]``) or a
    dense array (``array<i64: 0, 4>``, e.g. vector.extract's ``static_position``)."""
    s = str(op.attributes[name]).strip()
    if s.startswith("array<"):
        body = s[len("array<"):-1]
        s = body.split(":", 1)[1] if ":" in body else ""
    return [int(x.split(":")[0]) for x in s.strip("[]").split(",") if x.strip()]



#: v_perm_b32 selector byte for a zero byte
_PERM_ZERO = 0x0C


def _perm_selector(lo_hi: bool, hi_hi: bool) -> int:
    """v_perm_b32 byte selector packing two 16-bit elements: result bytes 0-1 from src1
    (bytes 0-3 of the 8-byte {src0, src1} pair; the low element, in its upper half if
    ``lo_hi``), bytes 2-3 from src0 (bytes 4-7; the high element)."""
    lb = 2 if lo_hi else 0
    hb = 4 + (2 if hi_hi else 0)
    return lb | (lb + 1) << 8 | hb << 16 | (hb + 1) << 24

class Walker(MaskedAccess, Lowering):
    # ------------------------------------------------------------------ values
    def get(self, v, loc: str):
        try:
            return self.values[v]
        except KeyError:
            raise EmitError(f"operand {v.get_name() if hasattr(v, 'get_name') else v} has no lowered value",
                            location=loc) from None

    def index(self, v, loc: str) -> A.Lin:
        x = self.get(v, loc)
        if not isinstance(x, A.Lin):
            raise EmitError(f"expected an index value, got {type(x).__name__}", location=loc)
        return x

    # ------------------------------------------------------------------ function
    def lower_func(self, fn) -> None:
        self.kernel_name = fn.sym_name.value
        loc = f"func.func @{self.kernel_name}"
        attrs = {k: str(fn.attributes[k]) for k in fn.attributes}
        ti = attrs.get("translation_info", "")
        m = re.search(r"workgroup_size\s*=\s*\[([0-9,\s]+)\]", ti)
        if not m:
            raise EmitError("translation_info with workgroup_size is required", location=loc)
        wg = [int(x) for x in m.group(1).split(",")]
        self.wg_size = tuple((wg + [1, 1, 1])[:3])
        m = re.search(r"subgroup_size\s*=\s*(\d+)", ti)
        self.subgroup = int(m.group(1)) if m else 64
        if self.subgroup != 64:
            raise EmitError(f"wave{self.subgroup} is not supported (CDNA runs wave64)", location=loc)
        block = fn.regions[0].blocks[0]
        self.num_args = len(block.arguments)
        for i, arg in enumerate(block.arguments):
            if "stream.binding" not in str(arg.type):
                raise EmitError(f"kernel argument {i} of type {arg.type} is not supported "
                                "(only !stream.binding)", location=loc)
            self.values[arg] = Binding(i, 0)
        if not self.passes:
            self.walk_block(block)
            return
        # output-tile fission (see fission.py): the body once per pass, each pass keeping
        # only what its share of the global stores needs; LDS is reused, hence the barrier
        ops = list(block.operations)
        for p, self._pass in enumerate(self.passes):
            if p:
                self.op_amdgpu_lds_barrier(None, "between output-tile passes")
                # no register reuse across passes: a value of pass p-1 reused late in pass p
                # would stay live through pass p's K loop
                self.cache[0] = {}
            for op in ops:
                if op.operation.name == "func.return" and p < len(self.passes) - 1:
                    continue
                if p and self._lowered_once(op):
                    continue
                self.lower_op(op)
        self._pass = None

    def _lowered_once(self, op) -> bool:
        """A top-level op whose results are not registers (addresses, memrefs, constants):
        its value from the first pass stands (an LDS allocation must not be made twice)."""
        res = list(op.results)
        return bool(res) and all(r in self.values and not isinstance(self.values[r], Vec)
                                 for r in res)

    def walk_block(self, block) -> None:
        for op in block.operations:
            self.lower_op(op)

    def lower_op(self, op) -> None:
        name = op.operation.name
        loc = loc_of(op)
        if self._pass is not None and not self._pass.keeps(op):
            return
        h = getattr(self, "op_" + name.replace(".", "_"), None)
        if h is None:
            raise EmitError(f"unsupported operation '{name}'", location=loc)
        if getattr(self, "_fp4_values", False) and name not in self.FP4_CONSUMERS and any(
                "f4E2M1FN" in str(v.type) for v in op.operation.operands):
            # (an FP4 value's Vec counts its bytes: op_vector_bitcast)
            raise EmitError(f"'{name}' on FP4 (f4E2M1FN) values is not supported (only "
                            f"{', '.join(sorted(self.FP4_CONSUMERS))} take them)", location=loc)
        h(op, loc)

    # ------------------------------------------------------------------ simple ops
    def op_arith_constant(self, op, loc):
        t = str(op.result.type)
        v = str(op.attributes["value"])
        if t == "index" or re.fullmatch(r"i\d+", t):
            text = v.split(":")[0].strip()
            if t == "i1" and text in ("true", "false"):
                self.values[op.result] = A.const(int(text == "true"))
                return
            try:
                self.values[op.result] = A.const(int(text))
            except ValueError:
                raise EmitError(f"integer constant {v} of type {t} is not supported", location=loc) from None
            return
        if t in ("f32", "f16", "bf16") and re.fullmatch(r"-?0\.0*(e[+-]?0+)?(\s*:\s*\w+)?", v.strip()):
            self.values[op.result] = ConstVec(0, 1, elem_bytes(t, loc), t)
            return
        if t.startswith("vector<") and vec_type(t, loc)[1] == "i1":
            self.values[op.result] = self._mask_constant(v, vec_type(t, loc)[0], loc)
            return
        if t.startswith("vector<") and vec_type(t, loc)[1] == "index":
            n, _ = vec_type(t, loc)
            m = re.fullmatch(r"dense<(?:\[([-\d,\s]+)\]|(-?\d+))>(?:\s*:.*)?", v.strip())
            if not m:
                raise EmitError(f"index vector constant {v} is not supported", location=loc)
            offs = tuple(int(e) for e in m.group(1).split(",")) if m.group(1) else (int(m.group(2)),) * n
            if len(offs) != n:
                raise EmitError(f"index vector constant {v} has {len(offs)} elements, expected {n}", location=loc)
            self.values[op.result] = IndexVec(A.const(0), offs)
            return
        if t.startswith("vector<"):
            n, elem = vec_type(t, loc)
            m = re.match(r"dense<([^>]+)>", v)
            if not m:
                raise EmitError(f"non-splat vector constant {v}", location=loc)
            try:
                f = float(m.group(1))
            except ValueError:
                raise EmitError(f"non-splat vector constant {v}", location=loc) from None
            if f != 0.0:
                raise EmitError(f"only zero vector constants are supported, got {v}", location=loc)
            self.values[op.result] = ConstVec(0, n, elem_bytes(elem, loc), elem)
            return
        raise EmitError(f"unsupported constant type {t}", location=loc)

    @staticmethod
    def _mask_constant(v: str, n: int, loc: str):
        """A constant ``vector<Nxi1>`` (Wave folds a mask whose outcome it knows: K = 12 with
        16 f8 elements per lane, ``[true x 12, false x 4]``): a decided constant when all its
        elements agree, else an element mask whose element ``i`` holds iff ``d[i] < 0`` (the
        masked access then goes in agreeing pieces, ``masked.py``)."""
        m = re.fullmatch(r"dense<(?:\[([a-z,\s]+)\]|(true|false))>(?:\s*:.*)?", v.strip())
        if not m:
            raise EmitError(f"i1 vector constant {v} is not supported", location=loc)
        bits = [b.strip() == "true" for b in m.group(1).split(",")] if m.group(1) else [m.group(2) == "true"] * n
        if len(bits) != n:
            raise EmitError(f"i1 vector constant {v} has {len(bits)} elements, expected {n}", location=loc)
        if len(set(bits)) == 1:
            return A.const(int(bits[0]))
        return ElementMask(A.const(0), "slt", tuple(-1 if b else 0 for b in bits), frozenset(), loc)

    def op_arith_index_cast(self, op, loc):
        self.values[op.result] = self.index(op.operands[0], loc)

    op_arith_index_castui = op_arith_index_cast

    def op_arith_addi(self, op, loc):
        if str(op.result.type).startswith("vector<"):
            a, b = (self.index_vector(v, loc) for v in op.operands[:2])
            self.values[op.result] = IndexVec(A.add(a.base, b.base), tuple(p + q for p, q in zip(a.offs, b.offs)))
            return
        self.values[op.result] = A.add(self.index(op.operands[0], loc), self.index(op.operands[1], loc))

    def op_arith_subi(self, op, loc):
        self.values[op.result] = A.add(self.index(op.operands[0], loc),
                                       A.scale(self.index(op.operands[1], loc), -1))

    def op_arith_muli(self, op, loc):
        try:
            self.values[op.result] = A.mul(self.index(op.operands[0], loc), self.index(op.operands[1], loc))
        except A.AffineRangeError as e:
            raise EmitError(str(e), location=loc) from None

    def _divmod(self, op, loc, fn):
        x, y = self.index(op.operands[0], loc), self.index(op.operands[1], loc)
        try:
            self.values[op.result] = fn(x, y, self.env)
        except A.AffineRangeError as e:
            raise EmitError(str(e), location=loc) from None

    def op_arith_divui(self, op, loc):
        self._divmod(op, loc, A.floordiv_v)

    def op_arith_floordivsi(self, op, loc):
        self._divmod(op, loc, A.floordiv_v)

    def op_arith_divsi(self, op, loc):
        # truncating division equals floor division for the non-negative operands that
        # A.floordiv_v requires (it raises if the range cannot be proven non-negative)
        self._divmod(op, loc, A.floordiv_v)

    def op_arith_remui(self, op, loc):
        self._divmod(op, loc, A.mod_v)

    def _min_max(self, op, loc, want_min: bool, signed: bool):
        """``arith.min*`` / ``arith.max*`` of two index values (Wave clamps the reordered
        GEMM's last workgroup group with them): the operand the ranges prove to be the
        answer, else a new symbol (:meth:`Lowering.min_max_symbol`)."""
        x, y = self.index(op.operands[0], loc), self.index(op.operands[1], loc)
        (xlo, xhi), (ylo, yhi) = A.bounds(x, self.env), A.bounds(y, self.env)
        if not signed and min(xlo, ylo) < 0:
            raise EmitError(f"unsigned {'min' if want_min else 'max'} of possibly negative index values "
                            f"({xlo}..{xhi}, {ylo}..{yhi})", location=loc)
        x_wins = xhi <= ylo if want_min else xlo >= yhi   # on every value the ranges allow
        y_wins = yhi <= xlo if want_min else ylo >= xhi
        if x_wins or y_wins:
            self.values[op.result] = x if x_wins else y
        else:
            self.values[op.result] = self.min_max_symbol(x, y, want_min)

    def op_arith_minsi(self, op, loc):
        self._min_max(op, loc, True, True)

    def op_arith_maxsi(self, op, loc):
        self._min_max(op, loc, False, True)

    def op_arith_minui(self, op, loc):
        self._min_max(op, loc, True, False)

    def op_arith_maxui(self, op, loc):
        self._min_max(op, loc, False, False)

    op_arith_remsi = op_arith_remui

    def op_affine_apply(self, op, loc):
        mp = op.attributes["map"].value
        ops = [self.index(v, loc) for v in op.operands]
        dims, syms = ops[: mp.n_dims], ops[mp.n_dims:]
        if len(mp.results) != 1:
            raise EmitError("affine.apply with several results", location=loc)
        try:
            self.values[op.result] = A.from_affine_expr(mp.results[0], dims, syms, self.env)
        except A.AffineRangeError as e:
            raise EmitError(f"{e} in {mp}", location=loc) from None

    def _bound(self, op, default: int) -> int:
        if "upper_bound" in op.attributes:
            return _int_attr(op, "upper_bound")
        return default

    def op_gpu_thread_id(self, op, loc):
        dim = str(op.attributes["dimension"]).split()[-1].rstrip(">")
        idx = "xyz".index(dim)
        name = f"tid_{dim}"
        if name not in self.sym_reg:
            r = self.vreg(name=name)
            # gfx90a+ pack workitem ids into v0: x in [9:0], y in [19:10], z in [29:20]
            if idx == 0:
                self.I("v_and_b32", [r], [0x3FF, self.v0], depth=0)
            else:
                self.I("v_bfe_u32", [r], [self.v0, 10 * idx, 10], depth=0)
            self.sym_reg[name] = r
            self.sym_depth[name] = 0
            ub = min(self._bound(op, self.wg_size[idx]), self.wg_size[idx])
            self.env[name] = (0, ub - 1)
            self.tid_dims_used.add(dim)
        self.values[op.result] = A.sym(name)

    def op_gpu_block_id(self, op, loc):
        dim = str(op.attributes["dimension"]).split()[-1].rstrip(">")
        name = f"wg_{dim}"
        if name not in self.sym_reg:
            r = VReg("s", 1, 1, name)  # physical number fixed once all ids are known
            self.wgid[dim] = r
            self.sym_reg[name] = r
            self.sym_depth[name] = 0
            self.uniform_syms.add(name)
            self.env[name] = (0, self._bound(op, 1 << 16) - 1)
        self.values[op.result] = A.sym(name)

    # ------------------------------------------------------------------ memrefs
    def op_stream_binding_subspan(self, op, loc):
        b = self.get(op.operands[0], loc)
        if not isinstance(b, Binding):
            raise EmitError("subspan of something that is not a kernel binding", location=loc)
        off = self.index(op.operands[1], loc)
        if not off.is_const:
            raise EmitError("dynamic binding offset is not supported", location=loc)
        if len(op.operands) > 2:
            raise EmitError("dynamic subspan sizes are not supported", location=loc)
        self.values[op.result] = Binding(b.arg_index, off.const)

    def op_memref_reinterpret_cast(self, op, loc):
        b = self.get(op.operands[0], loc)
        if not isinstance(b, Binding):
            raise EmitError("reinterpret_cast of a non-binding memref", location=loc)
        if len(op.operands) > 1:
            raise EmitError("dynamic offsets/sizes/strides are not supported", location=loc)
        shape, elem, strides, offset, lds = parse_memref(str(op.result.type), loc)
        eb = elem_bytes(elem, loc)
        extent = offset + sum((d - 1) * s for d, s in zip(shape, strides)) + 1
        num_records = extent * eb  # bytes from the (offset-adjusted) base
        if num_records >= 1 << 32:
            raise EmitError(f"buffer of {num_records} bytes exceeds a 32-bit SRD range", location=loc)
        srd = self.sreg(4, f"srd_arg{b.arg_index}")
        self.I("s_load_dwordx2", [Sub(srd, 0, 2)], [self.kernarg_ptr, hex(8 * b.arg_index)],
               kind=SMEM, comment=f"arg{b.arg_index} pointer", depth=0)
        self.I("s_waitcnt", [], [], kind=WAIT, suffix="lgkmcnt(0)", depth=0)
        if b.offset_bytes:
            self.I("s_add_u32", [Sub(srd, 0, 1)], [Sub(srd, 0, 1), b.offset_bytes], kind=SALU, depth=0)
            self.I("s_addc_u32", [Sub(srd, 1, 1)], [Sub(srd, 1, 1), 0], kind=SALU, depth=0)
        self.I("s_mov_b32", [Sub(srd, 2, 1)], [num_records], kind=SALU, comment="num_records (bytes)", depth=0)
        self.I("s_mov_b32", [Sub(srd, 3, 1)], [hex(SRD_WORD3_GFX9)], kind=SALU, depth=0)
        self.values[op.result] = GlobalMem(srd, shape, strides, offset, eb, num_records)

    def op_memref_alloc(self, op, loc):
        if len(op.operands):
            raise EmitError("dynamic alloc sizes are not supported", location=loc)
        shape, elem, strides, offset, lds = parse_memref(str(op.result.type), loc)
        if not lds:
            raise EmitError("only workgroup (LDS) allocations are supported", location=loc)
        eb = elem_bytes(elem, loc)
        size = (offset + sum((d - 1) * s for d, s in zip(shape, strides)) + 1) * eb
        base = (self.lds_size + 15) // 16 * 16
        self.lds_size = base + size
        self.values[op.result] = LdsMem(base, shape, strides, eb, size)

    def op_memref_view(self, op, loc):
        src = self.get(op.operands[0], loc)
        if not isinstance(src, LdsMem):
            raise EmitError("memref.view of a non-LDS buffer", location=loc)
        off = self.index(op.operands[1], loc)
        if not off.is_const or len(op.operands) > 2:
            raise EmitError("dynamic view offsets/sizes are not supported", location=loc)
        shape, elem, strides, offset, _ = parse_memref(str(op.result.type), loc)
        eb = elem_bytes(elem, loc)
        size = (sum((d - 1) * s for d, s in zip(shape, strides)) + 1) * eb
        if off.const + size > src.size:
            raise EmitError("view exceeds its allocation", location=loc)
        self.values[op.result] = LdsMem(src.base + off.const + offset * eb, shape, strides, eb, size, src.sym)

    def _byte_address(self, mem, idx_vals, loc) -> A.Lin:
        if len(idx_vals) != len(mem.strides):
            raise EmitError("index count does not match memref rank", location=loc)
        x = mem.address() if isinstance(mem, LdsMem) else A.const(mem.offset * mem.eb)
        for v, s in zip(idx_vals, mem.strides):
            x = A.add(x, A.scale(self.index(v, loc), s * mem.eb))
        return x

    # ------------------------------------------------------------------ loads / stores
    def op_vector_load(self, op, loc):
        mem = self.get(op.operands[0], loc)
        n, elem = vec_type(str(op.result.type), loc)
        eb = elem_bytes(elem, loc)
        if eb != mem.eb:
            raise EmitError("vector element type differs from memref element type", location=loc)
        if not list(op.result.uses):
            # a load without uses has no effect; dropping it also avoids a register that a
            # later write could reuse while the load is still in flight
            return
        nbytes = n * eb
        addr = self._byte_address(mem, list(op.operands[1:]), loc)
        ndw = max(1, (nbytes + 3) // 4)
        dst = self.vreg(ndw, "ld")
        mark = len(self.regions[-1])
        if isinstance(mem, GlobalMem):
            self._buffer_op(True, dst, mem, addr, nbytes, loc)
        else:
            self._lds_read_defined(loc)
            self.lds_access[op.operation] = (addr, nbytes)
            self._ds_op(True, dst, addr, nbytes, loc)
        self._note_load(dst, mark)
        self.values[op.result] = Vec(dst, 0, n, eb, elem)

    def _lds_read_defined(self, loc: str) -> None:
        """Refuse an LDS load that runs before any LDS store: LDS holds undefined values
        when a workgroup starts, so the MLIR reads garbage on its first pass through the
        load (the ops are lowered in program order, the loops' trip counts are constants
        of at least one and only barriers and ``s_setprio`` sit under a condition, so
        the first store lowered is the first one run). Wave's front end emits such a K
        loop for ``gemm_tt`` with ``schedule=MODULO`` on gfx950: the fragment reads of the
        tile before the stores of the next and no prologue, the last K tile dropped
        (``backend="llvm"`` computes the same wrong product)."""
        if not self.lds_stored:
            raise EmitError("reads workgroup memory (LDS) before any store to it: the value read is "
                            "undefined, so the kernel would compute garbage (Wave's front end failed "
                            "to stage this K loop: seen with schedule=MODULO for gemm_tt on gfx950, "
                            "whose backend=\"llvm\" output computes the same wrong product; "
                            "schedule=NONE or PREFETCH avoids it)", location=loc)

    def _note_load(self, dst: VReg, mark: int) -> None:
        """Remember the single instruction that loaded all of ``dst`` (for load forwarding)."""
        new = [i for i in self.regions[-1][mark:] if i.kind in (VMEM_LOAD, DS_LOAD)]
        if len(new) == 1 and new[0].defs and new[0].defs[0] is dst:
            self.load_def[id(dst)] = new[0]

    def op_vector_store(self, op, loc):
        val = self.get(op.operands[0], loc)
        mem = self.get(op.operands[1], loc)
        n, elem = vec_type(str(op.operands[0].type), loc)
        eb = elem_bytes(elem, loc)
        if isinstance(val, ConstVec):
            val = self.materialize_const(val)
        if not isinstance(val, Vec):
            raise EmitError("store of a non-vector value", location=loc)
        addr = self._byte_address(mem, list(op.operands[2:]), loc)
        if isinstance(mem, GlobalMem):
            self._buffer_op(False, val, mem, addr, n * eb, loc)
        elif isinstance(mem, LdsMem):
            self.lds_access[op.operation] = (addr, n * eb)
            self._ds_op(False, val, addr, n * eb, loc)
        else:
            raise EmitError("store to an unknown memref", location=loc)

    def _chunks(self, nbytes: int, loc: str) -> list[tuple[int, int]]:
        """(byte offset, width) pieces: 16-byte pieces then one tail of 12/8/4/2/1 bytes."""
        out, off = [], 0
        while nbytes - off >= 16:
            out.append((off, 16))
            off += 16
        rest = nbytes - off
        if rest:
            if rest not in (12, 8, 4, 2, 1):
                raise EmitError(f"unsupported access width {rest} bytes", location=loc)
            out.append((off, rest))
        return out

    def _buffer_op(self, is_load, data, mem: GlobalMem, addr: A.Lin, nbytes, loc, mask: LaneMask | None = None,
                   first_dword: int = 0):
        """Buffer loads / stores of ``nbytes`` per lane at byte address ``addr``, from / to the
        data registers' dwords from ``first_dword`` on; with ``mask``, the lanes where it is
        false access past ``num_records`` instead (``masked``)."""
        names = {16: "dwordx4", 12: "dwordx3", 8: "dwordx2", 4: "dword"}
        for off, w in self._chunks(nbytes, loc):
            a = A.add(addr, A.const(off))
            if w >= 4 and not numbers(self.target).unaligned_global_access:
                align = A.alignment(a, self.sym_align)
                if align < 4:
                    raise EmitError(f"a {w}-byte global access at a byte address not provably a multiple of 4 "
                                    f"(alignment {align}): {self.target}'s DB says unaligned buffer accesses "
                                    "are not supported (global_memory.unaligned_access)", location=loc)
            piece_mask = None if mask is None else self.unchecked_atoms(mask, mem, a)
            srd = mem.srd
            if piece_mask is None:
                voff, imm, srd = self._unmasked_address(mem, a)
            else:
                voff, imm = self.masked_address(a, piece_mask, loc)
            if is_load:
                whole = w == nbytes and first_dword == 0 and data.size == max(1, w // 4)
                reg = data if whole else Sub(data, first_dword + off // 4, max(1, w // 4))
                op = "buffer_load_" + (names.get(w) or {2: "ushort", 1: "ubyte"}[w])
                ins = self.I(op, [reg], [voff, srd, 0], kind=VMEM_LOAD, suffix=f"offen offset:{imm}")
            else:
                start = data.start + first_dword + off // 4
                reg = Sub(data.reg, start, max(1, w // 4))
                if w == 2:
                    op = "buffer_store_short_d16_hi" if data.hi else "buffer_store_short"
                elif w == 1:
                    if data.hi:
                        raise EmitError("byte store from the high half is not supported", location=loc)
                    op = "buffer_store_byte"
                else:
                    op = "buffer_store_" + names[w]
                ins = self.I(op, [], [reg, voff, srd, 0], kind=VMEM_STORE, suffix=f"offen offset:{imm}")
            ins.meta = {"addr": A.add(addr, A.const(off)), "imm": imm, "vaddr": voff, "srd": srd}

    def _unmasked_address(self, mem: GlobalMem, a: A.Lin) -> tuple[VReg, int, VReg]:
        """(voffset VGPR, immediate offset, descriptor) of an unmasked buffer access at byte
        address ``a``. With :attr:`fold_srd_offsets`, the constant part above the immediate
        field goes into a descriptor whose base is that much higher and whose range that
        much shorter (one per buffer and constant, set up once in the prologue; accesses
        inside loops only), so the accesses at one variable part share its VGPR with no add
        per constant: the row loads of a tile (base + 32768 k) need one ``v_add_u32`` fewer
        each.

        Exact only where the original offset cannot wrap: the variable part is provably
        non-negative and the whole offset stays below 2^32 (then it is out of range in the
        shifted descriptor exactly where it was in the original, and in range it addresses
        the same byte); elsewhere the add stays."""
        rest, imm = address_split(a, MUBUF_MAX_IMM)
        # only inside a loop, where the add it saves runs every iteration: a descriptor costs
        # four SGPRs and four SALU instructions (the epilogue's stores would take one each
        # per 4 KiB of the output tile)
        if self.fold_srd_offsets and self.loops and not rest.is_const and rest.const > 0:
            var = A.Lin(rest.terms, 0)
            try:
                lo, hi = A.bounds(var, self.env)
            except A.AffineRangeError:
                lo = hi = -1
            if lo >= 0 and hi + rest.const + imm < (1 << 32):
                return self.mat_lin(var), imm, self._shifted_srd(mem, rest.const)
        return self.address_reg(rest), imm, mem.srd

    def _shifted_srd(self, mem: GlobalMem, shift: int) -> VReg:
        """``mem``'s descriptor with its base ``shift`` bytes higher and its range (num_records)
        ``shift`` bytes shorter (none left if it is shorter than that): offset o in it is
        offset o + shift in the original, in range in both or in neither."""
        key = (id(mem.srd), shift)
        srd = self._shifted_srds.get(key)
        if srd is None:
            srd = self._shifted_srds[key] = self.sreg(4, f"{mem.srd.name}+{shift}")
            self.I("s_add_u32", [Sub(srd, 0, 1)], [Sub(mem.srd, 0, 1), shift], kind=SALU, depth=0)
            self.I("s_addc_u32", [Sub(srd, 1, 1)], [Sub(mem.srd, 1, 1), 0], kind=SALU, depth=0)
            self.I("s_mov_b32", [Sub(srd, 2, 1)], [max(0, mem.num_records - shift)], kind=SALU,
                   comment="num_records (bytes)", depth=0)
            self.I("s_mov_b32", [Sub(srd, 3, 1)], [hex(SRD_WORD3_GFX9)], kind=SALU, depth=0)
        return srd

    def _ds_op(self, is_load, data, addr: A.Lin, nbytes, loc):
        align = A.alignment(addr, self.sym_align)
        self.lds_stored |= not is_load
        for off, w in self._chunks(nbytes, loc):
            a = A.add(addr, A.const(off))
            ndw = max(1, w // 4)
            if is_load:
                reg = Sub(data, off // 4, ndw) if w < nbytes else data
            else:
                if w <= 2 and data.hi and w == 1:
                    raise EmitError("byte LDS store from the high half is not supported", location=loc)
                reg = Sub(data.reg, data.start + off // 4, ndw)
            al = min(align, A.alignment(A.const(off)) if off else align)
            if w in (16, 8) and al < w:
                half = w // 2
                if al < half:
                    raise EmitError(f"LDS access of {w} bytes with only {al}-byte alignment", location=loc)
                # split into two naturally aligned halves (ds_read2/write2 with element offsets)
                unit = half
                # choose the split before materialising it: an abandoned one would leave
                # its address add behind, dead
                rest, imm = address_split(a, DS2_MAX_IMM * unit)
                if not (imm % unit or imm // unit + 1 > DS2_MAX_IMM):
                    base = self.address_reg(rest)
                elif not (a.const % unit or a.const < 0 or a.const // unit + 1 > DS2_MAX_IMM):
                    base, imm = self.mat_lin(A.Lin(a.terms, 0)), a.const
                else:
                    base, imm = self.mat_lin(a), 0
                o0 = imm // unit
                sfx = f"offset0:{o0} offset1:{o0 + 1}"
                bw = "b64" if half == 8 else "b32"
                if is_load:
                    ins = self.I(f"ds_read2_{bw}", [reg], [base], kind=DS_LOAD, suffix=sfx)
                else:
                    ins = self.I(f"ds_write2_{bw}", [], [base, Sub(reg.reg, reg.start, half // 4),
                                                         Sub(reg.reg, reg.start + half // 4, half // 4)],
                                 kind=DS_STORE, suffix=sfx)
                ins.meta = {"addr": a, "imm": o0 * unit, "vaddr": base}
                continue
            if w == 12 and al < 16:
                raise EmitError("12-byte LDS access needs 16-byte alignment", location=loc)
            if al < min(w, 4) or (w in (16, 8) and al < w):
                raise EmitError(f"LDS access of {w} bytes with only {al}-byte alignment", location=loc)
            base, imm = self.address(a, DS_MAX_IMM)
            sfx = f"offset:{imm}" if imm else ""
            if is_load:
                op = {16: "ds_read_b128", 12: "ds_read_b96", 8: "ds_read_b64", 4: "ds_read_b32",
                      2: "ds_read_u16", 1: "ds_read_u8"}[w]
                ins = self.I(op, [reg], [base], kind=DS_LOAD, suffix=sfx)
            else:
                if w == 2:
                    op = "ds_write_b16_d16_hi" if data.hi else "ds_write_b16"
                else:
                    op = {16: "ds_write_b128", 12: "ds_write_b96", 8: "ds_write_b64", 4: "ds_write_b32",
                          1: "ds_write_b8"}[w]
                ins = self.I(op, [], [base, reg], kind=DS_STORE, suffix=sfx)
            ins.meta = {"addr": a, "imm": imm, "vaddr": base}

    # ------------------------------------------------------------------ vectors
    def materialize_const(self, c: ConstVec, into: VReg | None = None) -> Vec:
        r = into or self.vreg(c.ndw, "const")
        for i in range(c.ndw):
            self.I("v_mov_b32", [Sub(r, i, 1)], [c.bits])
        return Vec(r, 0, c.n, c.eb, c.elem)

    def op_vector_extract_strided_slice(self, op, loc):
        src = self.get(op.operands[0], loc)
        offs, sizes = _int_list_attr(op, "offsets"), _int_list_attr(op, "sizes")
        strides = _int_list_attr(op, "strides")
        if len(offs) != 1 or any(s != 1 for s in strides):
            raise EmitError("only 1-D unit-stride slices are supported", location=loc)
        o, s = offs[0], sizes[0]
        if isinstance(src, ConstVec):
            self.values[op.result] = ConstVec(src.bits, s, src.eb, src.elem)
            return
        b0 = o * src.eb
        if b0 % 4 == 0 and (s * src.eb) % 4 in (0, 2, 1):
            self.values[op.result] = Vec(src.reg, src.start + b0 // 4, s, src.eb, src.elem)
        elif src.eb == 2 and s == 1 and o % 2 == 1:
            self.values[op.result] = Vec(src.reg, src.start + b0 // 4, 1, 2, src.elem, hi=True)
        else:
            raise EmitError(f"slice at element {o} size {s} is not dword-aligned", location=loc)

    # ------------------------------------------------------------------ sync
    #: the wait each barrier op puts before its ``s_barrier``, strongest first (``op_scf_if``
    #: takes the first one its region holds): amdgpu.lds_barrier retires the wave's LDS
    #: operations, gpu.barrier its memory operations too, rocdl.s.barrier nothing (bare)
    BARRIER_WAITS = {"gpu.barrier": "vmcnt(0) lgkmcnt(0)", "amdgpu.lds_barrier": "lgkmcnt(0)",
                     "rocdl.s.barrier": None}

    def op_amdgpu_lds_barrier(self, op, loc):
        self._barrier(self.BARRIER_WAITS["amdgpu.lds_barrier"])

    def op_gpu_barrier(self, op, loc):
        self._barrier(self.BARRIER_WAITS["gpu.barrier"])

    def _barrier(self, waits: str | None, comment: str = "") -> None:
        """``s_barrier`` after an ``s_waitcnt waits`` (None: a bare barrier, no wait)."""
        if waits and not self._guarded:   # under a wave-dependent scf.if its wait precedes the branch
            self.I("s_waitcnt", [], [], kind=WAIT, suffix=waits)
        self.I("s_barrier", [], [], kind=BARRIER, comment=comment)

    # ------------------------------------------------------------------ mfma
    def op_amdgpu_mfma(self, op, loc):
        for attr in ("cbsz", "abid"):
            if attr in op.attributes and _int_attr(op, attr) != 0:
                raise EmitError(f"{attr} != 0 is not supported", location=loc)
        if "blgp" in op.attributes and "none" not in str(op.attributes["blgp"]):
            raise EmitError(f"blgp {op.attributes['blgp']} is not supported", location=loc)
        if "blocks" in op.attributes and _int_attr(op, "blocks") != 1:
            raise EmitError("multi-block MFMAs are not supported", location=loc)
        for flag in ("reducePrecision", "negateA", "negateB", "negateC"):
            if flag in op.attributes:
                raise EmitError(f"attribute {flag} is not supported", location=loc)
        m, n, k = (_int_attr(op, x) for x in "mnk")
        na, elem = vec_type(str(op.operands[0].type), loc)
        shape = M.select(self.target, m, n, k, elem, loc)
        srcs, acc = self._mfma_operands(op, loc, shape.opcode, shape.a_dwords, shape.b_dwords, shape.c_dwords)
        self._mfma(op, shape.opcode, acc, srcs, shape.mma_type, shape.passes)

    def op_amdgpu_scaled_mfma(self, op, loc):
        """The gfx950 block-scaled MFMA (Wave's ``ScaledMMAType``, MXFP4 / MXFP8 GEMMs): A and
        B in the f8f6f4 formats their element types name (CBSZ / BLGP), each lane's 32 values
        scaled by byte 0 of its E8M0 scale operand (a VGPR)."""
        m, n, k = (_int_attr(op, x) for x in "mnk")
        for attr in ("scalesIdxA", "scalesIdxB"):
            if attr in op.attributes and _int_attr(op, attr) != 0:
                raise EmitError(f"{attr} = {_int_attr(op, attr)} (a scale byte other than byte 0) is not supported",
                                location=loc)
        (_, ea), (_, eb) = (vec_type(str(v.type), loc) for v in op.operands[:2])
        shape = M.select_scaled(self.target, m, n, k, ea, eb, loc)
        srcs, acc = self._mfma_operands(op, loc, shape.opcode, shape.a_dwords, shape.b_dwords, shape.c_dwords)
        for v, nm in zip(op.operands[3:5], ("A", "B")):
            sv = self.get(v, loc)
            if not isinstance(sv, Vec) or sv.n != 1 or sv.eb != 1:
                raise EmitError(f"scaled MFMA scale {nm} is not a single 8-bit value in a VGPR", location=loc)
            srcs.append(Sub(sv.reg, sv.start, 1) if not (sv.hi or sv.byte) else self._in_low_bits(sv).operand())
        self._mfma(op, shape.opcode, acc, srcs, shape.mma_type, shape.passes,
                   suffix=f"op_sel_hi:[0,0,0] cbsz:{shape.a_format} blgp:{shape.b_format}")

    def _mfma_operands(self, op, loc, opcode: str, a_dwords: int, b_dwords: int, c_dwords: int) -> tuple[list, VReg]:
        """(the A and B operands, the accumulator register) of an MFMA op: A and B even-aligned
        tuples of the widths the opcode reads, C accumulated in place where it dies here."""
        a, b, c = (self.get(v, loc) for v in op.operands[:3])
        srcs = []
        for v, nm in ((a, "A"), (b, "B")):
            want = a_dwords if nm == "A" else b_dwords
            if not isinstance(v, Vec) or v.ndw != want:
                have = v.ndw if isinstance(v, Vec) else "no"
                raise EmitError(f"MFMA operand {nm} has {have} VGPRs, {opcode} needs {want}",
                                location=loc)
            if v.start % 2:  # register tuples must be even-aligned on gfx90a+
                t = self.vreg(v.ndw, "mfma_src")
                for i in range(v.ndw):
                    self.I("v_mov_b32", [Sub(t, i, 1)], [Sub(v.reg, v.start + i, 1)])
                v = Vec(t, 0, v.n, v.eb, v.elem)
            srcs.append(v.operand())
        c_val = op.operands[2]
        uses = list(c_val.uses)
        if isinstance(c, ConstVec):
            acc = self.materialize_const(c).reg
        elif (isinstance(c, Vec) and c.start == 0 and c.ndw == c.reg.size and len(uses) == 1
              and self._same_block(c_val, op)):
            acc = c.reg  # accumulate in place: C dies here and lives in this block
        elif isinstance(c, Vec):
            acc = self.vreg(c.ndw, "acc")
            for i in range(c.ndw):
                self.I("v_mov_b32", [Sub(acc, i, 1)], [Sub(c.reg, c.start + i, 1)])
        else:
            raise EmitError("MFMA accumulator is not a vector", location=loc)
        if acc.size != c_dwords:
            raise EmitError(f"MFMA accumulator must be {c_dwords} VGPRs", location=loc)
        return srcs, acc

    def _mfma(self, op, opcode: str, acc: VReg, srcs: list, mma_type: str, passes: int, suffix: str = "") -> None:
        self.I(opcode, [acc], [srcs[0], srcs[1], acc, *srcs[2:]], kind=MFMA, suffix=suffix)
        self.n_mfma += 1
        if self.loops:
            self.n_mfma_in_loop += 1
        self.mfma_shapes.add(mma_type)
        if self.mfma_passes.get(opcode, passes) != passes:
            # (the emitter's own hazard nops, finalize.insert_mfma_nops, take one pass count per
            # opcode: an accumulation chain across two counts needs wait states they do not place)
            raise EmitError(f"{opcode} on operand formats of {self.mfma_passes[opcode]} and {passes} passes in one "
                            "kernel is not supported", location=loc_of(op))
        self.mfma_passes[opcode] = passes
        self.values[op.result] = Vec(acc, 0, acc.size, 4, "f32")

    @staticmethod
    def _same_block(value, op) -> bool:
        from iree.compiler import ir

        owner_block = (ir.BlockArgument(value).owner if ir.BlockArgument.isinstance(value)
                       else value.owner.block)
        return owner_block == op.operation.block

    # ------------------------------------------------------------------ scf.for
    def op_scf_for(self, op, loc):
        lb, ub, step = (self.index(v, loc) for v in op.operands[:3])
        if not (lb.is_const and ub.is_const and step.is_const) or step.const <= 0:
            raise EmitError("scf.for needs constant bounds and a positive step", location=loc)
        carried = list(range(len(op.results)))
        if self._pass is not None:  # output-tile fission: only this pass's iter_args
            carried = sorted(self._pass.iters.get(op.operation, ()))
        inits = [self.get(op.operands[3 + i], loc) for i in carried]
        results = [op.results[i] for i in carried]
        trips = max(0, -(-(ub.const - lb.const) // step.const))
        if trips == 0:
            for r, v in zip(results, inits):
                self.values[r] = v
            return
        body = op.regions[0].blocks[0]
        iter_args = [body.arguments[1 + i] for i in carried]
        lid = self.n_loops
        lds_plan = self._carried_lds_plan(op, carried, inits, trips, loc)
        iters = []
        for i, v in enumerate(inits):
            if i in lds_plan.slots:
                iters.append(self._carried_lds_symbol(lid, i, v, lds_plan.values[i]))
            elif isinstance(v, ConstVec):
                iters.append(self.materialize_const(v))
            elif isinstance(v, Vec):
                v = self._in_low_bits(v)
                r = self.vreg(v.ndw, f"iter{i}")
                for j in range(v.ndw):
                    self.I("v_mov_b32", [Sub(r, j, 1)], [Sub(v.reg, v.start + j, 1)])
                iters.append(Vec(r, 0, v.n, v.eb, v.elem))
            else:
                raise EmitError(f"loop-carried value {i} of kind {type(v).__name__} is not supported",
                                location=loc)
        self.n_loops += 1
        ctr = self.sreg(1, f"iv{lid}")
        self.I("s_mov_b32", [ctr], [lb.const], kind=SALU)
        ivname = f"iv{lid}"
        loop = Loop(lid, ivname, self.depth + 1)
        self.loops.append(loop)
        self.sym_reg[ivname] = ctr
        self.sym_depth[ivname] = loop.depth
        self.uniform_syms.add(ivname)
        self.env[ivname] = (lb.const, lb.const + (trips - 1) * step.const)
        self.iv_step[ivname] = step.const
        self.values[body.arguments[0]] = A.sym(ivname)
        for arg, v in zip(iter_args, iters):
            self.values[arg] = v.view if isinstance(v, _CarriedLds) else v
        self.regions.append([])
        self.cache.append({})
        self.I("loop_begin", [], [], kind=MARK)
        self.emit(Instr(f"L_loop{lid}", kind=LABEL))
        self._iters = iters
        ops = list(body.operations)
        for o in ops[:-1]:
            self.lower_op(o)
        y = ops[-1]
        if y.operation.name != "scf.yield":
            raise EmitError("scf.for body must end in scf.yield", location=loc)
        ys = [self.get(y.operands[i], loc_of(y)) for i in carried]
        self._yield_copies(iters, ys, loc_of(y))
        self.I("s_add_u32", [ctr], [ctr, step.const], kind=SALU)
        self.I("s_cmp_lt_i32", [], [ctr, ub.const], kind=SALU)
        self.I("s_cbranch_scc1", [], [f"L_loop{lid}"], kind=BRANCH)
        self.I("loop_end", [], [], kind=MARK)
        body_instrs = self.regions.pop()
        for ins in body_instrs:
            if ins.kind in (MARK, LABEL, BRANCH):
                ins.loop = lid
        self.cache.pop()
        self.loops.pop()
        self.regions[-1].extend(body_instrs)
        for i, (r, v) in enumerate(zip(results, iters)):
            # a carried LDS view's value after the last iteration is known statically
            self.values[r] = lds_plan.final[i] if i in lds_plan.slots else v

    # ------------------------------------------------------------------ loop-carried LDS views
    def _carried_lds_plan(self, op, carried: list[int], inits: list, trips: int, loc: str) -> "_LdsCarry":
        """Which of the loop's carried values are LDS views, and where each of them can point.

        A multi-buffered schedule (Wave's FOUR_STAGE) hands its LDS buffers around the loop:
        ``scf.yield`` passes iteration i's view of slot j to slot k of iteration i + 1. The
        views the slots start with and the ones yielded are all fixed views (made before the
        loop) or the slots themselves, so the trip count being a constant, every iteration's
        assignment and the one after the loop are computed here: each slot's byte base
        lives in an SGPR inside the loop (its range: the bases it takes), the loop's
        results are fixed views again."""
        from iree.compiler import ir

        slots = [k for k, v in enumerate(inits) if isinstance(v, LdsMem)]
        if not slots:
            return _LdsCarry(set(), {}, {})
        body = op.regions[0].blocks[0]
        y = list(body.operations)[-1]
        if y.operation.name != "scf.yield":
            raise EmitError("scf.for body must end in scf.yield", location=loc)
        slot_of = {c: k for k, c in enumerate(carried)}
        rules = {}   # slot -> ("slot", other slot) | ("view", LdsMem)
        for k in slots:
            if inits[k].sym is not None:
                raise EmitError(f"loop-carried LDS view {k}: its initial view is itself carried by an outer "
                                f"loop (nested rotation of LDS buffers is not supported)", location=loc)
            v = y.operands[carried[k]]
            if ir.BlockArgument.isinstance(v) and ir.BlockArgument(v).owner == body:
                n = ir.BlockArgument(v).arg_number - 1
                if n not in slot_of or slot_of[n] not in slots:
                    raise EmitError(f"loop-carried LDS view {k} is yielded iter_arg {n}, which is not a "
                                    f"carried LDS view", location=loc_of(y))
                rules[k] = ("slot", slot_of[n])
                continue
            w = self.values.get(v)   # made before the loop (a value made inside is not lowered yet)
            if not isinstance(w, LdsMem) or w.sym is not None:
                raise EmitError(f"loop-carried LDS view {k}: the yielded view must be one made before the "
                                f"loop or another carried view (a view made inside the loop body is not "
                                f"supported)", location=loc_of(y))
            rules[k] = ("view", w)
        state = {k: inits[k] for k in slots}
        values = {k: [] for k in slots}
        seen: dict[tuple, int] = {}
        for it in range(trips):
            key = tuple((state[k].base, state[k].size) for k in slots)
            if key in seen:   # the assignment repeats: the remaining iterations add nothing new
                period = it - seen[key]
                for _ in range((trips - it) % period):
                    state = self._lds_step(state, rules)
                break
            seen[key] = it
            for k in slots:
                values[k].append(state[k])
            state = self._lds_step(state, rules)
        return _LdsCarry(set(slots), values, state)

    @staticmethod
    def _lds_step(state: dict, rules: dict) -> dict:
        return {k: (state[r[1]] if r[0] == "slot" else r[1]) for k, r in rules.items()}

    def _carried_lds_symbol(self, lid: int, slot: int, init: LdsMem, takes: list) -> "_CarriedLds":
        """The SGPR holding carried LDS view ``slot``'s byte base in the loop ``lid`` (the
        initial view's, set before the loop), registered as a uniform loop-level symbol
        ranging over the bases it takes (``takes``) and aligned to their largest common
        power of two (the accesses' alignment checks see it)."""
        name = f"lds{lid}_{slot}"
        r = self.sreg(1, name)
        self.I("s_mov_b32", [r], [init.base], kind=SALU)
        self.sym_reg[name] = r
        self.sym_depth[name] = self.depth + 1
        self.uniform_syms.add(name)
        bases = [v.base for v in takes]
        self.env[name] = (min(bases), max(bases))
        unit = 1 << 16
        while any(b % unit for b in bases):
            unit //= 2
        self.sym_align[name] = unit
        view = LdsMem(0, init.shape, init.strides, init.eb, init.size, name)
        return _CarriedLds(r, view)

    def _yield_lds(self, iters, ys) -> None:
        """The carried LDS bases of the next iteration: a parallel copy, sequentialised. A
        move whose destination no other pending move reads goes first; where only cycles
        are left (the buffers swapped), one destination is saved in a temporary and its
        readers read that: a swap of two bases is three moves."""
        moves = {}   # destination SGPR -> source SGPR or byte base
        for it, y in zip(iters, ys):
            if not isinstance(it, _CarriedLds):
                continue
            # (``_carried_lds_plan`` admitted only fixed views and the slots' own views)
            assert y.base == 0 or y.sym is None, "a yielded carried view is the slot's own"
            if y.sym != it.view.sym:
                moves[it.reg] = y.base if y.sym is None else self.sym_reg[y.sym]
        while moves:
            read = {id(src) for src in moves.values() if isinstance(src, VReg)}
            free = next((d for d in moves if id(d) not in read), None)
            if free is not None:
                self.I("s_mov_b32", [free], [moves.pop(free)], kind=SALU)
                continue
            d = next(iter(moves))   # every destination is read: break a cycle at d
            t = self.sreg(1, "lds_yield_tmp")
            self.I("s_mov_b32", [t], [d], kind=SALU)
            moves = {k: (t if v is d else v) for k, v in moves.items()}

    def _yield_copies(self, iters, ys, loc):
        self._yield_lds(iters, ys)
        moves = []
        for it, y in zip(iters, ys):
            if isinstance(it, _CarriedLds):
                continue
            if isinstance(y, ConstVec):
                y = self.materialize_const(y)
            if not isinstance(y, Vec):
                raise EmitError("yield of a non-vector value", location=loc)
            # the loop-carried register holds a sub-dword element in its low bits (as the
            # init was copied in): one inside its dword (``hi``, ``byte``) is moved there
            y = self._in_low_bits(y)
            if y.reg is it.reg and y.start == it.start:
                continue
            if self._load_into_carried(it, y, ys):
                continue
            moves.append((it, y))
        # a parallel copy, sequentialised as the carried LDS bases are (_yield_lds): a move
        # whose destination no pending move reads goes first; where only cycles are left,
        # one destination is saved in a temporary and its readers read that. (Each source
        # that was itself loop-carried went through a temporary before: a modulo-scheduled
        # loop's stage registers, v_mov chains of 2 per dword that the scheduler's VALU
        # port then carried; gfx950 32x64x72 32x32x8 MODULO: 12 -> 8 copies per iteration.)
        while moves:
            read = {id(y.reg) for _, y in moves}
            k = next((i for i, (it, _) in enumerate(moves) if id(it.reg) not in read), None)
            if k is not None:
                it, y = moves.pop(k)
                for j in range(it.ndw):
                    self.I("v_mov_b32", [Sub(it.reg, j, 1)], [Sub(y.reg, y.start + j, 1)])
                continue
            d = moves[0][0].reg   # every destination is read: break a cycle at d
            t = self.vreg(d.size, "yield_tmp")
            for j in range(d.size):
                self.I("v_mov_b32", [Sub(t, j, 1)], [Sub(d, j, 1)])
            moves = [(it, replace(y, reg=t) if y.reg is d else y) for it, y in moves]

    def _load_into_carried(self, it: Vec, y: Vec, ys) -> bool:
        """Retarget the load that produced ``y`` (the whole of its register) to write the
        loop-carried register ``it`` itself, if nothing reads or writes ``it`` after that
        load in the body and no other yielded value shares either register: the
        iteration's reads of the carried value all come first, so the next iteration's
        operand lands in place and the copy goes (a multi-buffered loop carries its LDS
        reads: 16 VGPRs copied per iteration otherwise; LLVM coalesces them). The body's
        later readers of the loaded value (a modulo-scheduled loop uses it in this
        iteration too) then read ``it``. The next iteration's first read of ``it`` waits
        across the back-edge (``finalize.insert_waits``)."""
        load = self.load_def.get(id(y.reg))
        if (load is None or load.defs[0] is not y.reg or y.start or y.ndw != y.reg.size
                or it.start or it.ndw != it.reg.size or y.ndw != it.ndw):
            return False
        if any(o is not y and isinstance(o, Vec) and (o.reg is it.reg or o.reg is y.reg) for o in ys):
            return False
        body = self.regions[-1]
        at = next((i for i, ins in enumerate(body) if ins is load), None)
        if at is None:
            return False
        for ins in body[at + 1:]:
            if any(r is it.reg for r in ins.def_regs + ins.use_regs):
                return False
        load.defs[0] = it.reg
        for ins in body[at + 1:]:   # the value is only in the body: its readers read ``it`` now
            ins.defs = [_renamed(o, y.reg, it.reg) for o in ins.defs]
            ins.srcs = [_renamed(o, y.reg, it.reg) for o in ins.srcs]
        del self.load_def[id(y.reg)]
        return True

    def op_scf_yield(self, op, loc):
        raise EmitError("scf.yield outside an scf.for body", location=loc)

    def op_func_return(self, op, loc):
        if len(op.operands):
            raise EmitError("kernels cannot return values", location=loc)
        self.I("s_endpgm", [], [], kind=ENDPGM)

    # ------------------------------------------------------------------ scalar memory + packing
    def _scalar_type(self, t: str, loc: str) -> tuple[str, int]:
        t = t.strip()
        if t.startswith("vector<"):
            raise EmitError(f"expected a scalar type, got {t}", location=loc)
        return t, elem_bytes(t, loc)

    def op_memref_load(self, op, loc):
        mem = self.get(op.operands[0], loc)
        elem, eb = self._scalar_type(str(op.result.type), loc)
        if not isinstance(mem, (GlobalMem, LdsMem)):
            raise EmitError("load from an unknown memref", location=loc)
        if not list(op.result.uses):
            return
        addr = self._byte_address(mem, list(op.operands[1:]), loc)
        dst = self.vreg(max(1, eb // 4), "ld")
        if isinstance(mem, GlobalMem):
            self._buffer_op(True, dst, mem, addr, eb, loc)
        else:
            self._ds_op(True, dst, addr, eb, loc)
        # 2/1-byte loads (ds_read_u16/u8, buffer_load_ushort/ubyte) zero-extend into the dword
        self.values[op.result] = Vec(dst, 0, 1, eb, elem, zext=eb < 4)

    def op_memref_store(self, op, loc):
        val = self.get(op.operands[0], loc)
        mem = self.get(op.operands[1], loc)
        elem, eb = self._scalar_type(str(op.operands[0].type), loc)
        if not isinstance(val, Vec):
            raise EmitError("store of a non-register scalar", location=loc)
        addr = self._byte_address(mem, list(op.operands[2:]), loc)
        if isinstance(mem, GlobalMem):
            self._buffer_op(False, val, mem, addr, eb, loc)
        elif isinstance(mem, LdsMem):
            self._ds_op(False, val, addr, eb, loc)
        else:
            raise EmitError("store to an unknown memref", location=loc)

    def _low16(self, v: Vec) -> Operand:
        """A register whose low 16 bits hold element ``v`` and whose high bits are zero."""
        src = Sub(v.reg, v.start, 1)
        r = self.vreg()
        if v.hi:
            self.I("v_lshrrev_b32", [r], [16, src])
        else:
            self.I("v_and_b32", [r], [0xFFFF, src])
        return r

    def _in_low_bits(self, v: Vec) -> Vec:
        """``v``, or a single sub-dword element inside its dword (``hi``, ``byte``) alone in
        the low bits of a new register."""
        if v.n != 1 or not (v.hi or v.byte):
            return v
        r = self.vreg()
        if v.hi:
            self.I("v_lshrrev_b32", [r], [16, Sub(v.reg, v.start, 1)])
        else:
            self.I("v_bfe_u32", [r], [Sub(v.reg, v.start, 1), 8 * v.byte, 8])
        return Vec(r, 0, 1, v.eb, v.elem, zext=True)

    def _shift_or_bytes(self, out: Operand, group: list) -> None:
        """``out`` = up to four zero-extended bytes (each alone in the low bits of its dword)
        packed by shift-or (v_lshl_or_b32: (a << s) | b; the shifts are inline constants): the
        pairs first, then the halves, two deep (LLVM packs gemm_tt's f8 ``ds_read_u8`` bytes
        the same way, with v_lshlrev_b16 / v_or_b32 / v_or_b32_sdwa)."""
        parts = [Sub(v.reg, v.start, 1) for v in group]
        halves = []
        for lo, hi in zip(parts[0::2], parts[1::2] + [None]):
            if hi is None:
                halves.append(lo)
                continue
            r = out if len(parts) == 2 else self.vreg()
            self.I("v_lshl_or_b32", [r], [hi, 8, lo])
            halves.append(r)
        if len(halves) == 2:
            self.I("v_lshl_or_b32", [out], [halves[1], 16, halves[0]])
        elif len(parts) == 1:
            self.I("v_mov_b32", [out], [halves[0]])

    def _perm_bytes(self, out: Operand, group: list) -> None:
        """``out`` = up to four bytes, each anywhere in its dword (``Vec.byte``) and whatever the
        dword's other bits: v_perm_b32 picks two bytes of two dwords into their places (zeros
        elsewhere), the halves are or-ed; byte selectors in SGPRs (gfx9's VOP3 takes no
        literal), set once per kernel."""
        def src(v: Vec) -> Operand:
            return Sub(v.reg, v.start, 1)

        if len(group) == 1:
            v = group[0]
            if v.byte:
                self.I("v_bfe_u32", [out], [src(v), 8 * v.byte, 8])
            else:
                self.I("v_and_b32", [out], [0xFF, src(v)])
            return
        halves = []
        for at in (0, 2):
            pair = group[at:at + 2]
            if not pair:
                continue
            sel = [_PERM_ZERO] * 4
            sel[at] = pair[0].byte                  # from src1: bytes 0-3 of {src0, src1}
            if len(pair) == 2:
                sel[at + 1] = 4 + pair[1].byte      # from src0: bytes 4-7
            s_reg = self.mat_lin(A.const(sum(b << 8 * i for i, b in enumerate(sel))), want_v=False)
            r = out if len(group) == 2 else self.vreg()
            self.I("v_perm_b32", [r], [src(pair[-1]), src(pair[0]), s_reg])
            halves.append(r)
        if len(halves) == 2:
            self.I("v_or_b32", [out], [halves[0], halves[1]])

    def op_vector_from_elements(self, op, loc):
        n, elem = vec_type(str(op.result.type), loc)
        eb = elem_bytes(elem, loc)
        vals = [self.get(v, loc) for v in op.operands]
        for v in vals:
            if not isinstance(v, Vec) or v.n != 1:
                raise EmitError("from_elements of a non-scalar/constant value", location=loc)
        ndw = max(1, (n * eb + 3) // 4)
        dst = self.vreg(ndw, "vec")
        if eb == 4:
            for i, v in enumerate(vals):
                self.I("v_mov_b32", [Sub(dst, i, 1)], [Sub(v.reg, v.start, 1)])
        elif eb == 2:
            for d in range(ndw):
                if 2 * d + 1 < n:
                    # one v_perm_b32 picks both 16-bit halves, wherever they sit in their
                    # registers (LLVM's packing too; two ALU ops before); its byte selector
                    # is a non-inline constant, which gfx9's VOP3 cannot take as a literal:
                    # one SGPR per selector, materialised once in the prologue
                    lo, hi = vals[2 * d], vals[2 * d + 1]
                    sel = self.mat_lin(A.const(_perm_selector(lo.hi, hi.hi)), want_v=False)
                    self.I("v_perm_b32", [Sub(dst, d, 1)], [Sub(hi.reg, hi.start, 1), Sub(lo.reg, lo.start, 1), sel])
                else:
                    self.I("v_mov_b32", [Sub(dst, d, 1)], [self._low16(vals[2 * d])])
        elif eb == 1:
            for d in range(ndw):
                group = vals[4 * d:4 * d + 4]
                if all(v.zext and v.byte == 0 for v in group):
                    self._shift_or_bytes(Sub(dst, d, 1), group)
                else:
                    self._perm_bytes(Sub(dst, d, 1), group)
        else:
            raise EmitError(f"from_elements of {eb}-byte elements is not supported", location=loc)
        self.values[op.result] = Vec(dst, 0, n, eb, elem)

    def op_vector_extract(self, op, loc):
        src = self.get(op.operands[0], loc)
        if len(op.operands) > 1:
            raise EmitError("dynamic vector.extract position is not supported", location=loc)
        pos = _int_list_attr(op, "static_position")
        if len(pos) != 1 or not isinstance(src, Vec):
            raise EmitError("only 1-D static vector.extract is supported", location=loc)
        b0 = pos[0] * src.eb
        if src.eb >= 4 or b0 % 4 == 0:
            self.values[op.result] = Vec(src.reg, src.start + b0 // 4, 1, src.eb, src.elem)
        elif src.eb == 2:
            self.values[op.result] = Vec(src.reg, src.start + b0 // 4, 1, 2, src.elem, hi=True)
        elif src.eb == 1:
            # a byte inside its dword: vector.from_elements picks it where it is (v_perm_b32);
            # any other user gets it alone in the low bits (gemm_tt's f8 tiles on gfx942 are
            # loaded two bytes per lane and regrouped into 16-byte LDS rows)
            v = Vec(src.reg, src.start + b0 // 4, 1, 1, src.elem, byte=b0 % 4)
            if not all(u.owner.name == "vector.from_elements" for u in op.result.uses):
                v = self._in_low_bits(v)
            self.values[op.result] = v
        else:
            raise EmitError("sub-word extract is not supported", location=loc)

    #: the operations that take FP4 values (a Vec of them counts bytes): the scaled MFMA, and
    #: the loop that carries them whole (MODULO pipelining: copies of whole dwords); any other
    #: is refused
    FP4_CONSUMERS = frozenset({"amdgpu.scaled_mfma", "scf.for", "scf.yield"})

    #: element types vector.bitcast reinterprets (bits per element); FP4 values are kept as
    #: their bytes (two per byte: a ``Vec`` of them counts bytes, ``eb`` 1), which only the
    #: scaled MFMA reads, as whole dwords
    BITCAST_BITS = {"i8": 8, "f8E4M3FN": 8, "f8E5M2": 8, "f8E4M3FNUZ": 8, "f8E5M2FNUZ": 8, "f8E8M0FNU": 8,
                    "f4E2M1FN": 4, "i16": 16, "f16": 16, "bf16": 16, "i32": 32, "f32": 32}

    def op_vector_bitcast(self, op, loc):
        """The same bits as another element type: the same registers. Between element types
        of one width, or 8-bit values (or a whole number of dwords) as FP4 values; anything
        else is refused by name."""
        src = self.get(op.operands[0], loc)
        n_in, e_in = vec_type(str(op.operands[0].type), loc)
        n_out, e_out = vec_type(str(op.result.type), loc)
        b_in, b_out = self.BITCAST_BITS.get(e_in), self.BITCAST_BITS.get(e_out)
        if b_in is None or b_out is None or n_in * b_in != n_out * b_out:
            raise EmitError(f"vector.bitcast {op.operands[0].type} to {op.result.type} is not supported",
                            location=loc)
        if not isinstance(src, Vec):
            raise EmitError(f"vector.bitcast of a {type(src).__name__} is not supported", location=loc)
        if b_out == 4:   # FP4 values: their bytes
            self._fp4_values = True
            if src.hi or src.byte:
                src = self._in_low_bits(src)
            self.values[op.result] = replace(src, n=src.nbytes, eb=1, elem=e_out)
        elif b_in == b_out:
            self.values[op.result] = replace(src, elem=e_out)
        else:
            raise EmitError(f"vector.bitcast {op.operands[0].type} to {op.result.type} (another element width) "
                            "is not supported", location=loc)

    def op_vector_broadcast(self, op, loc):
        n, elem = vec_type(str(op.result.type), loc)
        src = self.get(op.operands[0], loc)
        if isinstance(src, LaneMask) or (elem == "i1" and isinstance(src, A.Lin) and src.is_const):
            self.values[op.result] = src   # one predicate per lane, whatever the width
            return
        if elem == "index":
            self.values[op.result] = IndexVec(self.index(op.operands[0], loc), (0,) * n)
            return
        if isinstance(src, ConstVec):
            self.values[op.result] = ConstVec(src.bits, n, src.eb, src.elem)
            return
        if not isinstance(src, Vec) or src.n != 1:
            raise EmitError("broadcast of a non-scalar value", location=loc)
        if n == 1:
            self.values[op.result] = src   # a scalar as a one-element vector: the same value
            return
        eb = src.eb
        ndw = max(1, (n * eb + 3) // 4)
        dst = self.vreg(ndw, "bcast")
        if eb == 4:
            for i in range(ndw):
                self.I("v_mov_b32", [Sub(dst, i, 1)], [Sub(src.reg, src.start, 1)])
        elif eb == 2:
            lo = self._low16(src)
            for i in range(ndw):
                self.I("v_lshl_or_b32", [Sub(dst, i, 1)], [lo, 16, lo])
        else:
            raise EmitError(f"broadcast of {eb}-byte elements is not supported", location=loc)
        self.values[op.result] = Vec(dst, 0, n, eb, elem)

    op_vector_splat = op_vector_broadcast

    # ------------------------------------------------------------------ float conversions
    def _elem_dword(self, v: Vec, i: int) -> tuple[Operand, bool]:
        """(dword holding element i, element is in the high half) for a 16-bit vector."""
        byte = i * v.eb + (2 if v.hi else 0)
        return Sub(v.reg, v.start + byte // 4, 1), bool(byte % 4)

    def op_arith_extf(self, op, loc):
        src = self.get(op.operands[0], loc)
        rt = str(op.result.type)
        n, elem = vec_type(rt, loc) if rt.startswith("vector<") else (1, rt)
        if not isinstance(src, Vec) or src.elem != "f16" or elem != "f32":
            raise EmitError(f"extf {getattr(src, 'elem', '?')} -> {elem} is not supported (f16 -> f32 only)",
                            location=loc)
        dst = self.vreg(n, "extf")
        for i in range(n):
            d, hi = self._elem_dword(src, i)
            if hi:
                t = self.vreg()
                self.I("v_lshrrev_b32", [t], [16, d])
                d = t
            self.I("v_cvt_f32_f16", [Sub(dst, i, 1)], [d])
        self.values[op.result] = Vec(dst, 0, n, 4, "f32")

    #: f32 pair -> packed bf16 pair, rounding to nearest even: CDNA4 (gfx950) only (llvm-mc-22
    #: -mcpu=gfx942 rejects it); elsewhere :meth:`_bf16_rne` computes it with integer ops
    BF16_PACK = {"gfx950": "v_cvt_pk_bf16_f32"}
    #: bf16 rounding on f32 bits (the IEEE formats: bf16 is f32's upper half): the bias below
    #: the kept half, the bit that makes ties even, a quiet NaN's payload bit
    _BF16_BIAS, _BF16_LSB, _F32_QUIET = 0x7FFF, 16, 0x400000
    #: v_perm_b32 selector: result bytes 0-1 = src1's bytes 2-3, bytes 2-3 = src0's bytes 2-3
    _PERM_HIGH_HALVES = 0x07060302

    def op_arith_truncf(self, op, loc):
        src = self.get(op.operands[0], loc)
        rt = str(op.result.type)
        n, elem = vec_type(rt, loc) if rt.startswith("vector<") else (1, rt)
        if not isinstance(src, Vec) or src.elem != "f32" or elem not in ("f16", "bf16"):
            raise EmitError(f"truncf {getattr(src, 'elem', '?')} -> {elem} is not supported (f32 -> f16 / bf16 only)",
                            location=loc)
        if "roundingmode" in op.attributes or "fastmath" in op.attributes and "none" not in str(op.attributes["fastmath"]):
            raise EmitError("truncf with rounding-mode/fastmath attributes is not supported", location=loc)
        if elem == "bf16":
            self.values[op.result] = self._truncf_bf16(src, n)
            return
        ndw = max(1, (2 * n + 3) // 4)
        dst = self.vreg(ndw, "truncf")
        halves = []
        for i in range(n):
            t = self.vreg()
            # v_cvt_f16_f32 rounds to nearest even (default MODE), as arith.truncf requires
            self.I("v_cvt_f16_f32", [t], [Sub(src.reg, src.start + i, 1)])
            halves.append(t)
        for d in range(ndw):
            lo = halves[2 * d]
            if 2 * d + 1 < n:
                self.I("v_pack_b32_f16", [Sub(dst, d, 1)], [lo, halves[2 * d + 1]])
            else:
                self.I("v_and_b32", [Sub(dst, d, 1)], [0xFFFF, lo])
        self.values[op.result] = Vec(dst, 0, n, 2, "f16")

    def _truncf_bf16(self, src: Vec, n: int) -> Vec:
        """``n`` f32 elements of ``src`` rounded to bf16 (nearest even, NaN kept quiet), packed
        two per dword."""
        ndw = max(1, (2 * n + 3) // 4)
        dst = self.vreg(ndw, "truncf")
        elems = [Sub(src.reg, src.start + i, 1) for i in range(n)]
        pack = self.BF16_PACK.get(self.target)
        for d in range(ndw):
            lo, hi = elems[2 * d], (elems[2 * d + 1] if 2 * d + 1 < n else None)
            if pack:
                self.I(pack, [Sub(dst, d, 1)], [lo, hi if hi is not None else 0])
                continue
            lo_r = self._bf16_rne(lo)
            if hi is None:
                self.I("v_lshrrev_b32", [Sub(dst, d, 1)], [16, lo_r])
            else:
                sel = self.mat_lin(A.const(self._PERM_HIGH_HALVES), want_v=False)
                self.I("v_perm_b32", [Sub(dst, d, 1)], [self._bf16_rne(hi), lo_r, sel])
        return Vec(dst, 0, n, 2, "bf16")

    def _bf16_rne(self, x: Operand) -> VReg:
        """A register whose upper 16 bits are f32 ``x`` rounded to bf16: add 0x7FFF plus the
        kept half's lowest bit (ties to even), except a NaN, which keeps its sign and payload's
        top bits with the quiet bit set (as LLVM lowers fptrunc to bf16 where the target has no
        conversion)."""
        lsb, rounded, quiet, r = self.vreg(), self.vreg(), self.vreg(), self.vreg()
        nan = self.sreg(2, "nan")
        self.I("v_bfe_u32", [lsb], [x, self._BF16_LSB, 1])
        self.I("v_add3_u32", [rounded], [x, lsb, self.mat_lin(A.const(self._BF16_BIAS), want_v=False)])
        self.I("v_cmp_u_f32", [nan], [x, x])
        self.I("v_or_b32", [quiet], [self._F32_QUIET, x])
        self.I("v_cndmask_b32", [r], [rounded, quiet, nan])
        return r

    # ------------------------------------------------------------------ index compare/select
    _CMP = {"eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "slt": lambda a, b: a < b,
            "sle": lambda a, b: a <= b, "sgt": lambda a, b: a > b, "sge": lambda a, b: a >= b,
            "ult": lambda a, b: a < b, "ule": lambda a, b: a <= b, "ugt": lambda a, b: a > b,
            "uge": lambda a, b: a >= b}

    def _outcomes(self, pred: str, lo: int, hi: int) -> set:
        """The outcomes ``pred(v, 0)`` takes for ``v`` in ``lo..hi``: at the range's ends, and
        at zero where the range holds it (enough for every predicate of :attr:`_CMP`)."""
        f = self._CMP[pred]
        return {f(lo, 0), f(hi, 0)} | ({f(0, 0)} if lo <= 0 <= hi else set())

    @staticmethod
    def _signed(pred: str, lows, what: str, loc: str) -> str:
        """``pred`` with an unsigned compare made signed: the same outcome where both sides are
        non-negative (``lows``: their smallest values), an error otherwise."""
        if not pred.startswith("u"):
            return pred
        if min(lows) < 0:
            raise EmitError(f"unsigned cmpi {pred} on a possibly negative {what}", location=loc)
        return "s" + pred[1:]

    def op_arith_cmpi(self, op, loc):
        """Only comparisons whose outcome the value ranges decide (bounds checks Wave emits for
        tiles that always fit) are supported; anything data-dependent raises."""
        pred = str(op.attributes["predicate"]).split(":")[0].strip()
        names = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
        if pred.isdigit():
            pred = names[int(pred)]
        if str(op.operands[0].type).startswith("vector<"):
            a, b = (self.index_vector(v, loc) for v in op.operands[:2])
            pred = self._signed(pred, [A.bounds(v.base, self.env)[0] + min(v.offs) for v in (a, b)], "index", loc)
            self.values[op.result] = self.vector_compare(pred, a, b, loc)
            return
        x = A.add(self.index(op.operands[0], loc), A.scale(self.index(op.operands[1], loc), -1))
        lo, hi = A.bounds(x, self.env)
        outcomes = self._outcomes(pred, lo, hi)
        if pred.startswith("u") and lo < 0:
            outcomes.add(None)
        if len(outcomes) != 1 or None in outcomes:
            per_thread = any(s.startswith("tid_") for s in x.symbols())
            # a wave-uniform compare that steers control flow becomes an SGPR compare; one that
            # masks accesses (its users broadcast or combine it) stays a lane mask
            if per_thread and self._wave_uniform(x) and all(u.owner.name == "scf.if" for u in op.result.uses):
                self.values[op.result] = self._wave_condition(x, pred, loc)
                return
            pred = self._signed(pred, [A.bounds(self.index(v, loc), self.env)[0] for v in op.operands[:2]],
                                f"value ({lo}..{hi})", loc)
            # a per-lane predicate (Wave's bounds check of a partial tile): masked accesses use
            # it (emit.masked); control flow and selects refuse it
            self.values[op.result] = self.lane_condition(x, pred, loc)
            return
        self.values[op.result] = A.const(int(outcomes.pop()))

    def _wave_uniform(self, x: A.Lin) -> bool:
        """Does ``x`` take one value in every wave of the workgroup? Proven by enumeration:
        the terms that read a thread id must read nothing else (block ids, loop counters and
        the like are uniform already), and their sum is evaluated for every thread of the
        workgroup, which is linearised x fastest and cut into waves of ``subgroup`` lanes."""
        tid_terms = [(a, c) for a, c in x.terms if any(s.startswith("tid_") for s in A.atom_symbols(a))]
        if any(not s.startswith("tid_") for a, _ in tid_terms for s in A.atom_symbols(a)):
            return False
        part = A.Lin(tuple(tid_terms), 0)
        nx, ny, nz = self.wg_size
        per_wave: dict[int, int] = {}
        for lin_id in range(nx * ny * nz):
            v = A.evaluate(part, {"tid_x": lin_id % nx, "tid_y": lin_id // nx % ny, "tid_z": lin_id // (nx * ny)})
            if per_wave.setdefault(lin_id // self.subgroup, v) != v:
                return False
        return True

    def _wave_condition(self, x: A.Lin, pred: str, loc: str) -> "WaveCond":
        """``pred(x, 0)`` for a wave-uniform ``x``: ``x`` without its constant goes to a VGPR,
        its first lane to an SGPR (``v_readfirstlane_b32``: every lane holds the same value);
        the consuming ``scf.if`` compares it with the constant on the SALU."""
        y, k = A.Lin(x.terms, 0), -x.const
        pred = self._signed(pred, [A.bounds(y, self.env)[0], k], "wave-uniform value", loc)
        if not -(1 << 31) <= k < (1 << 31):
            raise EmitError(f"cmpi constant {k} does not fit 32 bits", location=loc)
        key = ("readfirstlane", y)
        s = self._cached(key, self._depth_of(y))
        if s is None:
            v = self.mat_lin(y, want_v=True)
            s = self.sreg(1, "wave_uniform")
            self.I("v_readfirstlane_b32", [s], [v], depth=self._depth_of(y))
            self.cache[self._depth_of(y)][key] = s
        return WaveCond(s, pred, k, loc)

    # ------------------------------------------------------------------ wave-specialised control flow
    #: s_cmp mnemonic per (signed or equality) cmpi predicate
    _S_CMP = {"eq": "s_cmp_eq_i32", "ne": "s_cmp_lg_i32", "slt": "s_cmp_lt_i32", "sle": "s_cmp_le_i32",
              "sgt": "s_cmp_gt_i32", "sge": "s_cmp_ge_i32"}
    #: what may run under a wave-dependent condition: synchronisation and priority only, so the
    #: skipped path changes no register, counter or memory (the emitter's straight-line wait and
    #: hazard bookkeeping stays exact on both paths, see ``finalize``)
    WAVE_GUARDED_OPS = frozenset({"rocdl.s.barrier", "amdgpu.lds_barrier", "gpu.barrier",
                                  "rocdl.s.setprio", "scf.yield"})
    #: ``llvm.call_intrinsic`` names that are hints to LLVM's scheduler, not instructions
    #: (dropped: this project's scheduler places work by its own model)
    SCHEDULING_HINTS = frozenset({"llvm.amdgcn.sched.barrier"})

    @classmethod
    def _scheduling_hint(cls, op) -> bool:
        op = op.operation
        return (op.name == "llvm.call_intrinsic"
                and str(op.attributes["intrin"]).strip('"') in cls.SCHEDULING_HINTS)

    def op_scf_if(self, op, loc):
        """``scf.if`` without results. A condition the value ranges decide selects its region
        at compile time; a wave-uniform one (:meth:`_wave_condition`) becomes ``s_cmp`` +
        ``s_cbranch_scc0`` over the then-region. Wave's PREFETCH schedule with 8 waves per
        block uses the latter to stagger two halves of the block by one barrier (ping-pong):
        the waves with id >= 4 take an extra ``s_barrier`` before the K loop, the others one
        after it, so each SIMD's two waves alternate memory and MFMA phases."""
        if len(op.results):
            raise EmitError("scf.if with results is not supported", location=loc)
        c = self.get(op.operands[0], loc)
        regions = [r.blocks[0] if len(r.blocks) else None for r in op.regions]
        if isinstance(c, A.Lin) and c.is_const:
            chosen = regions[0] if c.const else (regions[1] if len(regions) > 1 else None)
            if chosen is not None:
                self._walk_region_body(chosen)
            return
        if isinstance(c, LaneMask):
            raise lane_mask_error(c, "scf.if", loc)
        if not isinstance(c, WaveCond):
            raise EmitError("scf.if on a condition that is neither constant nor wave-uniform", location=loc)
        if len(regions) > 1 and regions[1] is not None and any(
                o.operation.name != "scf.yield" for o in regions[1].operations):
            raise EmitError("scf.if with an else region on a wave-dependent condition is not supported",
                            location=loc)
        for o in regions[0].operations:
            if o.operation.name not in self.WAVE_GUARDED_OPS and not self._scheduling_hint(o):
                raise EmitError(f"'{o.operation.name}' under a wave-dependent condition is not supported "
                                "(only barriers, s_setprio and scheduling hints may differ between waves)",
                                location=loc_of(o))
        label = f"L_if{self.n_ifs}_skip"
        self.n_ifs += 1
        # the barriers' own waits go before the branch, on both paths: the emitter's wait
        # bookkeeping (finalize.insert_waits) is straight-line and would otherwise count a
        # wait only some waves execute
        names = {o.operation.name for o in regions[0].operations}
        waits = next((w for n, w in self.BARRIER_WAITS.items() if n in names and w), None)
        if waits:
            self.I("s_waitcnt", [], [], kind=WAIT, suffix=waits)
        self.I(self._S_CMP[c.pred], [], [c.reg, c.k], kind=SALU, comment=f"wave-uniform condition of {c.loc}")
        self.I("s_cbranch_scc0", [], [label], kind=BRANCH)
        region = self.regions[-1]
        first = len(region)
        self._guarded = True
        try:
            self._walk_region_body(regions[0])
        finally:
            self._guarded = False
        for ins in region[first:]:
            ins.meta["guarded"] = True   # executed by some waves only
        self.emit(Instr(label, kind=LABEL))

    def _walk_region_body(self, block) -> None:
        for o in block.operations:
            if o.operation.name != "scf.yield":
                self.lower_op(o)

    def op_rocdl_s_barrier(self, op, loc):
        # a bare workgroup barrier: execution only, no fence (Wave puts amdgpu.lds_barrier
        # where LDS must be ordered between waves; its 8-wave ping-pong uses the bare ones to
        # keep the two halves of the block a phase apart). Marked so the waitcnt pass and the
        # checker leave LDS operations in flight across it, as LLVM does (isa.is_bare_barrier)
        self._barrier(self.BARRIER_WAITS["rocdl.s.barrier"], comment=f"{BARE_BARRIER_MARK} ({loc})")

    def op_rocdl_s_setprio(self, op, loc):
        prio = _int_attr(op, "priority") if "priority" in op.attributes else None
        if prio is None or not 0 <= prio <= 3:
            raise EmitError(f"s_setprio needs a priority 0..3, got {prio}", location=loc)
        self.I("s_setprio", [], [prio], kind=SALU)

    def op_llvm_call_intrinsic(self, op, loc):
        name = str(op.attributes["intrin"]).strip('"')
        if self._scheduling_hint(op):
            # a fence for LLVM's machine scheduler, not an instruction: this project's
            # scheduler places work by its own model; s_barrier and s_setprio, which carry
            # the ping-pong structure, are region boundaries to it (passes.schedule)
            return
        raise EmitError(f"intrinsic {name} is not supported", location=loc)

    def op_arith_select(self, op, loc):
        c = self.get(op.operands[0], loc)
        if isinstance(c, LaneMask):
            raise lane_mask_error(c, "arith.select", loc)
        if not isinstance(c, A.Lin) or not c.is_const:
            raise EmitError("select on a non-constant condition is not supported", location=loc)
        self.values[op.result] = self.get(op.operands[1 if c.const else 2], loc)

    # ------------------------------------------------------------------ gfx950 transpose loads
    # ds_read_b64_tr_b16 exists on CDNA4 (gfx950) only (llvm-mc-22 -mcpu=gfx942 rejects it).
    TRANSPOSE_LOAD = {("gfx950", 2, 4): "ds_read_b64_tr_b16", ("gfx950", 1, 8): "ds_read_b64_tr_b8"}

    def op_amdgpu_transpose_load(self, op, loc):
        mem = self.get(op.operands[0], loc)
        if not isinstance(mem, LdsMem):
            raise EmitError("transpose_load from a non-LDS memref", location=loc)
        n, elem = vec_type(str(op.result.type), loc)
        eb = elem_bytes(elem, loc)
        opcode = self.TRANSPOSE_LOAD.get((self.target, eb, n))
        if opcode is None:
            raise EmitError(f"transpose_load of vector<{n}x{elem}> is not available on {self.target}",
                            location=loc)
        addr = self._byte_address(mem, list(op.operands[1:]), loc)
        if A.alignment(addr, self.sym_align) < 8:
            raise EmitError("transpose_load address is not 8-byte aligned", location=loc)
        self._lds_read_defined(loc)
        base, imm = self.address(addr, DS_MAX_IMM)
        dst = self.vreg(2, "tr")
        ins = self.I(opcode, [dst], [base], kind=DS_LOAD, suffix=f"offset:{imm}" if imm else "")
        ins.meta = {"addr": addr, "imm": imm, "vaddr": base}
        self.load_def[id(dst)] = ins
        self.values[op.result] = Vec(dst, 0, n, eb, elem)

    def op_vector_insert_strided_slice(self, op, loc):
        src = self.get(op.operands[0], loc)
        dest = self.get(op.operands[1], loc)
        offs, strides = _int_list_attr(op, "offsets"), _int_list_attr(op, "strides")
        if len(offs) != 1 or any(s != 1 for s in strides):
            raise EmitError("only 1-D unit-stride inserts are supported", location=loc)
        if isinstance(src, ConstVec):
            src = self.materialize_const(src)
        n, elem = vec_type(str(op.result.type), loc)
        eb = elem_bytes(elem, loc)
        b0, nb = offs[0] * eb, src.n * src.eb
        if b0 % 4 or nb % 4 or src.hi:
            raise EmitError("insert at a non-dword boundary is not supported", location=loc)
        ndw = max(1, (n * eb + 3) // 4)
        uses = list(op.operands[1].uses)
        lo_dw, hi_dw = b0 // 4, (b0 + nb) // 4
        if (isinstance(dest, Vec) and dest.start == 0 and dest.reg.size == ndw and len(uses) == 1
                and self._same_block(op.operands[1], op)):
            r = dest.reg  # dest dies here: insert in place
        else:
            r = self.vreg(ndw, "ins")
            rest = self._overwritten_by_next_insert(op, ndw, eb)
            for d in range(ndw):
                if lo_dw <= d < hi_dw or d in rest:
                    continue  # written by this insert or by the only user (also an insert)
                if isinstance(dest, ConstVec):
                    self.I("v_mov_b32", [Sub(r, d, 1)], [dest.bits])
                else:
                    self.I("v_mov_b32", [Sub(r, d, 1)], [Sub(dest.reg, dest.start + d, 1)])
        load = self.load_def.get(id(src.reg))
        if (load is not None and src.start == 0 and src.ndw == src.reg.size and load.defs[0] is src.reg
                and len(list(op.operands[0].uses)) == 1 and (src.ndw == 1 or lo_dw % 2 == 0)):
            # the inserted value is a load used only here: load straight into its final place
            load.defs[0] = Sub(r, lo_dw, src.ndw)
            del self.load_def[id(src.reg)]
        else:
            for j in range(nb // 4):
                self.I("v_mov_b32", [Sub(r, lo_dw + j, 1)], [Sub(src.reg, src.start + j, 1)])
        self.values[op.result] = Vec(r, 0, n, eb, elem)

    def _overwritten_by_next_insert(self, op, ndw: int, eb: int) -> set[int]:
        """Dwords of ``op``'s result that its single user, an insert_strided_slice into it,
        overwrites (so they need no initial value)."""
        users = list(op.result.uses)
        if len(users) != 1:
            return set()
        user = users[0].owner
        if user.name != "vector.insert_strided_slice" or user.operands[1] != op.result:
            return set()
        offs = _int_list_attr(user, "offsets")
        sn, _ = vec_type(str(user.operands[0].type), "")
        b0, nb = offs[0] * eb, sn * eb
        if b0 % 4 or nb % 4:
            return set()
        return set(range(b0 // 4, (b0 + nb) // 4))
