"""Copy propagation and LDS address folding inside basic blocks.

Wave's software-pipelined loops (MODULO, the multi-buffered schedules) carry values
around the loop in rotating registers: each iteration copies a loaded tile into the
register the next stage reads (``v_mov_b32``) and rotates its LDS buffer offsets through
SGPRs (``s_mov_b32``), every LDS address a ``v_add_u32`` of such an SGPR to a base. In a
loop that is the price of the rotation; where the loop is unrolled whole (``passes.unroll``)
or in its prologue and epilogue it is pure overhead. gfx942 16x32x144 16x16x16 1x1 MODULO
unrolled whole: 213 instructions against LLVM's 106, 48 of them copies, 28 address adds
and 41 scalar moves and steps, and the one wave is issue-bound (848 of 1,132 model clk).
LLVM's straight-line code reads the loaded registers and a constant offset directly.

In each basic block of a kernel this pass, walking forward:

* **Copies**: after ``v_mov_b32 vD, vS`` (or ``v_mov_b64``; plain: no modifiers, VGPR to
  VGPR), an operand that only reads registers all of which hold copies — of consecutive
  registers ``vS..`` not written since — reads the sources instead (a tuple keeps its
  alignment: the source tuple starts at an even register or at one of the operand's own
  parity). A copy of a copy names the first source.
* **Sources written while their copies live**: in a software-pipelined loop unrolled
  whole, the next stage's load writes the register the copy was taken from
  (``v_mov_b32 v14, v18`` then ``v_mov_b32 v18, v8``), and the copy could not be read
  through. Where the block's later readers of the new value read it whole (each operand
  within the defined registers, no implicit read) and the value ends in the block (the
  registers are written again there, or are not live out of it), the new value is placed
  in VGPRs free over its whole life instead (not referenced from its definition to its
  last reader, and written before any read after it, or never read again and not live out;
  below the kernel's declared VGPR count, so its resources do not change), and the copy
  stays readable.
* **LDS addresses**: after ``v_add_u32 vD, c, vB`` (c an integer literal or an SGPR holding
  a constant the block set: ``s_mov_b32`` of a literal or of such an SGPR, or
  ``s_add_u32`` / ``s_sub_u32`` / ``s_lshl_b32`` / ``s_mul_i32`` of such values), an LDS
  read or write with a single ``offset`` whose address is ``vD`` reads ``vB`` with the
  offset plus ``c`` where that fits the field (``emit.lower.DS_MAX_IMM``; an add of a
  base already so folded folds its constant too), where the DB says the hardware adds any
  base and offset so (``target.ds_offset_folds_any_base``: LLVM folds a base's constant
  addend into the DS offset on every subtarget from gfx7 on).

* **Zero accumulators**: an MFMA whose accumulator input is wholly the value of zero moves
  earlier in the block (``v_mov_b32/b64 ..., 0``, ``v_accvgpr_write_b32 ..., 0``) reads the
  inline constant 0 instead, and the moves nothing reads any more go
  (``common.fold_zero_accumulators``, as ``passes.unroll`` does in a peeled first
  iteration; LLVM's first K step reads 0 so). A kernel with no K loop (K one tile: gfx942
  192x128x16 64x64x16 4x2 MODULO, seed 6401) zeroes its accumulators for nothing.

The copies and adds nothing reads any more then go (``passes.dce``; not where the caller
turned dead-code elimination off), and with them the scalar rotation that only fed the adds. Only where every lane is active from launch on and
nothing writes EXEC (``common.full_wave_exec``, ``common.writes_exec``): a copy writes only
active lanes, so under a partial EXEC the copy and its source differ in the others, which
an MFMA reads. Instructions that read other lanes' registers by a lane index
(``v_readlane``, ``ds_bpermute``, ``ds_permute``, ``ds_swizzle``, DPP) are left reading
what they read. A kernel with opaque code (``common.has_opaque_code``) is left as it is.

Invariants: every lane reads the same values as before (a copy's source is unchanged
between the copy and the reader; an address is the same sum), so the program computes the
same results; only the instruction count, register lifetimes and dependences change.

``options["propagate"]``: True (default) or False. Report: per kernel
``{"copies": operands now reading a copy's source, "lds_offsets": LDS addresses folded,
"sources_renamed": values moved to free registers, "zero_accumulators": MFMAs reading the
constant 0, "removed": mnemonic -> count}`` in ``options["_propagate_report"]``.
"""

from __future__ import annotations

from collections import Counter

from ..emit.lower import DS_MAX_IMM
from ..isa import Instruction, Kernel, Program
from ..isa.model import Imm, Modifier, Reg
from ..target import Target
from .common import fold_zero_accumulators, full_wave_exec, has_opaque_code, writes_exec
from .dce import eliminate
from .rotate import unit_liveness

_MASK = 0xFFFFFFFF
#: read a register of another lane than their own (a copy does not write inactive lanes)
_CROSS_LANE = ("v_readlane_b32", "ds_bpermute_b32", "ds_permute_b32", "ds_swizzle_b32", "v_permlane16_swap_b32",
               "v_permlane32_swap_b32")
#: DPP lane controls (the ``_dpp`` suffix aside, a modifier alone makes a VALU op DPP)
_DPP_MODS = frozenset({"quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol", "wave_shr", "wave_ror",
                       "row_mirror", "row_half_mirror", "row_bcast", "row_newbcast", "dpp8"})
_COPIES = {"v_mov_b32": 1, "v_mov_b64": 2}
#: scalar steps whose result the block can compute from known operands
_SCALAR = {
    "s_add_u32": lambda a, b: a + b,
    "s_sub_u32": lambda a, b: a - b,
    "s_lshl_b32": lambda a, b: a << (b & 31),
    "s_mul_i32": lambda a, b: a * b,
}


def _int(op, consts: dict) -> int | None:
    """The 32-bit value of ``op``: an integer literal or an SGPR of known value."""
    if isinstance(op, Imm):
        return op.value & _MASK
    if isinstance(op, Reg) and op.file == "s" and op.count == 1 and not op.virtual:
        return consts.get(("s", op.index))
    return None


class _Block:
    """The forward walk over one block (module docstring)."""

    def __init__(self, fold_lds: bool = True):
        self.fold_lds = fold_lds               # DB target.ds_offset_folds_any_base
        self.version: Counter = Counter()      # unit -> definitions seen so far in the block
        self.consts: dict = {}                 # SGPR unit -> known 32-bit value
        self.copy_of: dict = {}                # VGPR unit -> (source unit, its version then)
        self.sum_of: dict = {}                 # VGPR unit -> (base unit, its version then, addend)
        self.copies = self.folded = 0

    def _source(self, unit):
        c = self.copy_of.get(unit)
        if c is not None and self.version[c[0]] == c[1]:
            return c[0]
        return None

    def _sum(self, unit):
        s = self.sum_of.get(unit)
        if s is not None and self.version[s[0]] == s[1]:
            return s
        return None

    def rewrite(self, inst: Instruction) -> Instruction:
        """``inst`` reading copies' sources and folded LDS addresses (a new instruction
        where anything changed)."""
        if inst.base in _CROSS_LANE or inst.encoding == "dpp" or any(m.name in _DPP_MODS for m in inst.modifiers):
            return inst
        changed = False
        ops = list(inst.operands)
        defs = inst.def_roles()
        rmw = inst.info.rmw_roles_for(inst)
        written = [op for role, op in zip(inst.roles, ops) if role in defs and isinstance(op, Reg)]
        for k, (role, op) in enumerate(zip(inst.roles, ops)):
            if role in defs or role in rmw or not isinstance(op, Reg) or op.file != "v" or op.virtual:
                continue
            srcs = [self._source(u) for u in op.units()]
            if None in srcs:
                continue
            first = srcs[0][1]
            if any(s[1] != first + j for j, s in enumerate(srcs)):
                continue
            if op.count > 1 and first % 2 and first % 2 != op.index % 2:
                continue
            new = Reg("v", first, op.count)
            # a source may be its instruction's destination, or apart from it; never
            # partly (an MFMA's srcC and vdst must be the same registers or disjoint)
            if any(w.overlaps(new) and w != new for w in written):
                continue
            ops[k] = new
            self.copies += 1
            changed = True
        mods = inst.modifiers
        if inst.family == "DS" and self.fold_lds:
            folded = self._fold_address(inst, ops)
            if folded is not None:
                ops, mods = folded
                self.folded += 1
                changed = True
        if not changed:
            return inst
        out = inst.with_operands(ops)
        if mods is not inst.modifiers:
            out.modifiers = mods
        return out

    def _fold_address(self, inst: Instruction, ops: list):
        """(operands, modifiers) of an LDS access whose address is a known sum, folded;
        else None."""
        # (ds_read2 / ds_write2 have two offsets and start otherwise)
        if any(m.name != "offset" for m in inst.modifiers) or not inst.base.startswith(("ds_read_", "ds_write_")):
            return None
        k = next((k for k, r in enumerate(inst.roles) if r == "addr"), None)
        addr = ops[k] if k is not None else None
        if not isinstance(addr, Reg) or addr.file != "v" or addr.count != 1 or addr.virtual:
            return None
        s = self._sum(("v", addr.index))
        if s is None:
            return None
        off = inst.mod("offset")
        new = (off.int_value if off is not None else 0) + s[2]
        if not 0 <= new <= DS_MAX_IMM:
            return None
        ops = list(ops)
        ops[k] = Reg("v", s[0][1])
        return ops, ((Modifier("offset", str(new)),) if new else ())

    def record(self, inst: Instruction) -> None:
        """What ``inst`` (as rewritten) defines: versions, and the copy, sum or constant
        it makes."""
        for u in inst.defs():
            self.version[u] += 1
            self.consts.pop(u, None)
            self.copy_of.pop(u, None)
            self.sum_of.pop(u, None)
        if inst.modifiers:
            return
        base, ops = inst.base, inst.operands
        if base in _COPIES and len(ops) == 2:
            d, s = ops
            n = _COPIES[base]
            if (isinstance(d, Reg) and isinstance(s, Reg) and d.file == s.file == "v" and not d.virtual
                    and not s.virtual and d.count == s.count == n and not d.overlaps(s)):
                for j in range(n):
                    src = ("v", s.index + j)
                    root = self._source(src)
                    if root is not None:
                        src = root
                    self.copy_of[("v", d.index + j)] = (src, self.version[src])
        elif base == "s_mov_b32" and len(ops) == 2 and isinstance(ops[0], Reg) and ops[0].file == "s":
            v = _int(ops[1], self.consts)
            if v is not None and ops[0].count == 1:
                self.consts[("s", ops[0].index)] = v
        elif base in _SCALAR and len(ops) == 3 and isinstance(ops[0], Reg) and ops[0].file == "s" and ops[0].count == 1:
            a, b = _int(ops[1], self.consts), _int(ops[2], self.consts)
            if a is not None and b is not None:
                self.consts[("s", ops[0].index)] = _SCALAR[base](a, b) & _MASK
        elif base == "v_add_u32" and len(ops) == 3 and isinstance(ops[0], Reg) and ops[0].file == "v":
            d = ops[0]
            for c_op, b_op in ((ops[1], ops[2]), (ops[2], ops[1])):
                c = _int(c_op, self.consts)
                if c is None or not isinstance(b_op, Reg) or b_op.file != "v" or b_op.count != 1 or b_op.virtual:
                    continue
                if d.count != 1 or d.virtual or d.overlaps(b_op):
                    break
                base_unit = ("v", b_op.index)
                inner = self._sum(base_unit)
                if inner is not None:
                    base_unit, c = inner[0], (inner[2] + c) & _MASK
                self.sum_of[("v", d.index)] = (base_unit, self.version[base_unit], c)
                break


def propagate_kernel(kernel: Kernel, target: Target, dce: bool = True) -> dict:
    """Propagate in every block of ``kernel`` (in place); the report (module docstring), {}
    where nothing changed or the kernel does not qualify. ``dce``: remove what became dead
    (``passes.dce``; off where the caller turned dead-code elimination off)."""
    if not kernel.blocks or has_opaque_code(kernel):
        return {}
    if writes_exec([b.instructions for b in kernel.blocks]) or not full_wave_exec(kernel, target):
        return {}
    copies = folded = renamed = zeros = 0
    fold_lds = target.ds_offset_folds_any_base
    cfg = kernel.cfg
    in_loops = {bi for lp in cfg.loops for bi in lp.body}
    live_out = unit_liveness(kernel, cfg)[1]
    # the architectural VGPRs the wave owns: below the accumulator offset and below the total
    # (without AGPRs the total may stop short of the offset: next_free_vgpr 10, offset 12)
    limit = min((n for n in (kernel.descriptor_int("accum_offset"), kernel.descriptor_int("next_free_vgpr"))
                 if n is not None), default=0)
    for bi, b in enumerate(kernel.blocks):
        if bi in in_loops:
            continue
        walk = _Block(fold_lds)
        insts = list(b.instructions)
        moved = 0
        for i in range(len(insts)):
            inst = insts[i] = walk.rewrite(insts[i])
            if walk.copy_of and _rename_source_def(insts, i, walk, live_out[bi], limit):
                inst = insts[i]
                moved += 1
            walk.record(inst)
        zeros_here = fold_zero_accumulators(insts, 0)
        if walk.copies or walk.folded or moved or zeros_here:
            b.instructions = insts
            copies += walk.copies
            folded += walk.folded
            renamed += moved
            zeros += zeros_here
    if not (copies or folded or renamed or zeros):
        return {}
    return {"copies": copies, "lds_offsets": folded, "sources_renamed": renamed, "zero_accumulators": zeros,
            "removed": dict(eliminate(kernel, target)) if dce else {}}


def _rename_source_def(insts: list[Instruction], i: int, walk: _Block, live_out: set, limit: int) -> bool:
    """Place the value ``insts[i]`` defines in free VGPRs where it overwrites the source
    of a copy still held (module docstring), rewriting its definition and readers in
    ``insts``; False (nothing changed) where it does not qualify."""
    inst = insts[i]
    held = {src for src, ver in walk.copy_of.values() if walk.version[src] == ver}
    if not held or inst.asm:
        return False
    defs = inst.def_roles()
    rmw = inst.info.rmw_roles_for(inst)
    ops = [(k, op) for k, (role, op) in enumerate(zip(inst.roles, inst.operands))
           if role in defs and isinstance(op, Reg) and op.file == "v" and not op.virtual]
    hits = [(k, op) for k, op in ops if any(("v", op.index + j) in held for j in range(op.count))]
    if len(hits) != 1 or any(role in rmw for role in inst.roles if role in defs):
        return False
    k_def, d = hits[0]
    units = set(d.units())
    if units - {u for u in inst.defs() if u[0] == "v"} or len(ops) != 1:
        return False
    # the value's readers, up to the instruction that writes all its registers again
    readers, end = [], len(insts)
    for j in range(i + 1, len(insts)):
        other = insts[j]
        used = other.uses() & units
        if used:
            if other.asm:
                return False
            o_defs, o_rmw = other.def_roles(), other.info.rmw_roles_for(other)
            explicit = []
            for k, (role, op) in enumerate(zip(other.roles, other.operands)):
                if isinstance(op, Reg) and op.file == "v" and not op.virtual and not units.isdisjoint(op.units()):
                    if role in o_rmw:      # renamed, its write would go to the new registers too
                        return False
                    if role not in o_defs:
                        explicit.append((k, op))
            covered = set()
            for _, op in explicit:
                if not units.issuperset(op.units()):
                    return False
                covered.update(op.units())
            if used - covered:   # an implicit read
                return False
            readers.append((j, explicit))
        written = other.defs() & units
        if written:
            if written != units:
                return False
            end = j
            break
    if end == len(insts) and units & live_out:
        return False
    # free VGPRs: referenced nowhere from the definition to the end of its life, and after
    # it written before any read (or never read again and not live out)
    busy: set = set()
    for j in range(i, min(end, len(insts) - 1) + 1):
        busy |= {u[1] for u in insts[j].uses() | insts[j].defs() if u[0] == "v"}
    first_after: dict = {}
    for j in range(end + 1, len(insts)):
        o = insts[j]
        for u in o.uses():
            if u[0] == "v":
                first_after.setdefault(u[1], "read")
        for u in o.defs():
            if u[0] == "v":
                first_after.setdefault(u[1], "write")
    live_v = {u[1] for u in live_out if u[0] == "v"}

    def free(r: int) -> bool:
        if r in busy:
            return False
        kind = first_after.get(r)
        return kind == "write" or (kind is None and r not in live_v)

    n = d.count
    step = 2 if n > 1 else 1
    start = next((r for r in range(0, limit - n + 1, step) if all(free(r + t) for t in range(n))), None)
    if start is None:
        return False
    new = Reg("v", start, n)
    ops_i = list(inst.operands)
    ops_i[k_def] = new
    insts[i] = inst.with_operands(ops_i)
    for j, explicit in readers:
        ops_j = list(insts[j].operands)
        for k, op in explicit:
            ops_j[k] = Reg("v", start + op.index - d.index, op.count)
        insts[j] = insts[j].with_operands(ops_j)
    return True


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    options = {} if options is None else options
    mode = options.get("propagate", True)
    if mode not in (True, False):
        raise ValueError(f"pass option propagate={mode!r}: expected True or False")
    if not mode:
        return program
    report = options.setdefault("_propagate_report", {})
    for k in program.kernels:
        r = propagate_kernel(k, target, options.get("dce", True) is not False)
        if r:
            report[k.name] = r
    return program
