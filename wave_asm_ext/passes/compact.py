"""VGPR compaction: renumber a kernel's VGPRs so its declared allocation fits its liveness.

The passes before this one (rotation, scheduling, rematerialisation, sinking) change which
values are live together, never which registers hold them: a kernel whose peak of live
vector units dropped from 143 to 111 still declares the 144 VGPRs its input used, and the
hardware sizes occupancy by the declaration (gfx950: 144 VGPRs give 3 waves per SIMD, 112
give 4). This pass gives every value a new register (graph colouring of the live ranges,
first fit in program order) and lowers ``.amdhsa_next_free_vgpr`` to the highest register
used, when that raises the kernel's occupancy (DB occupancy rule with the kernel's SGPR,
LDS and workgroup limits); otherwise the kernel is left exactly as it is.

The AGPRs are renumbered the same way, as a file of their own, where their live peak is
below the AGPRs named and that raises the occupancy further: gfx90a+ counts arch VGPRs
plus AGPRs against one file, and a partial tile's dead accumulators (removed by ``dce``)
leave gaps between live ones (gfx942 264x68x24 one-wave MODULO F8: 192 live of 256 named
AGPRs, 1 wave per SIMD; renumbered, 240 declared, 2). The fewest files that reach the
best occupancy change: VGPRs alone, AGPRs alone, then both.

Invariants after :func:`run` (per kernel; the model they rest on first):

* (per file; "VGPR" below reads "AGPR" for the AGPR file) a *web* is a value of one
  32-bit VGPR: its definitions joined with the reads they reach
  (reaching definitions over the CFG, loop back-edges included); a read that several
  definitions reach joins them. An instruction that reads and writes the same unit
  (accumulation in place, d16 / SDWA / DPP partial writes: ``uses()`` holds the unit)
  keeps one web, so in-place code stays in place. VGPRs live at kernel entry (work-item
  IDs) keep their registers;
* a *group* is the set of webs one register tuple operand ties together (``v[4:7]`` of a
  load, the MFMA accumulator): they move together, each at its original offset from the
  group's first register, and a group with a tuple keeps its parity (gfx90a+ tuples are
  even-aligned: DB ``vector_tuple_alignment``);
* a web occupies its register from the instant its definition writes it to its last read,
  around loop back-edges; a definition also occupies its register while its instruction
  reads its sources, so no destination shares a register with a different source of the
  same instruction (MFMA and wide-load destinations must not partially overlap their
  sources). Registers are assigned group by group, pinned webs first, then in order of
  first occupation, each at the lowest base free for all of its webs;
* the renaming maps webs onto registers so that no two values live at the same time share
  one: every instruction reads the values it read before; instructions keep their order;
* the kernel is changed only if its occupancy rises, and then its descriptor
  (``.amdhsa_next_free_vgpr``, ``.amdhsa_accum_offset``) and metadata (``.vgpr_count``)
  declare the registers it now uses (declared AGPRs that no instruction names are
  dropped); VGPRs never go above the highest one the input used;
* waits and nops are solved again afterwards (``resolve.resolve_again``): hazards are
  about registers, and two values that now share one may need a wait state they did not.

Not applied (kernel unchanged) to a kernel that writes EXEC, may run partial waves (its
workgroup size is not a multiple of the wave size, or undeclared), uses relative VGPR
indexing (``v_movrel*``, ``s_set_gpr_idx_*``) or calls, has virtual registers or no
integer ``.amdhsa_next_free_vgpr``: an inactive lane keeps what a register held before,
so under a partial EXEC the register a value lives in is observable.

``options["compact"]`` (default True) turns the pass off; report per kernel in
``options["_compact_report"]``: VGPRs declared before and after, waves per SIMD before
and after, AGPRs named before and after where they were renumbered.
"""

from __future__ import annotations

from ..isa import Instruction, Kernel, Program
from ..isa.model import Reg, SrcMod
from ..sim.cycles import kernel_resources, workgroup_threads
from ..target import Target
from .common import (REGS, VGPR_BITS, declared_vgprs, has_opaque_code, named_agprs, peak_in_masks, set_declared_vgprs,
                     vec_mask, vector_live_out, writes_exec)
from .resolve import resolve_again

#: Mnemonic prefixes whose VGPR operands are not the registers they name (M0- or
#: mode-relative indexing) or that leave the kernel's code (calls): their kernels keep
#: their registers.
_INDIRECT_PREFIXES = ("v_movrel", "s_set_gpr_idx", "s_swappc", "s_setpc", "s_call")


class _Refuse(Exception):
    """The kernel keeps its registers (an operand the web model cannot follow)."""


_UNITS: dict[tuple[frozenset, str], list[int]] = {}


def _file_units(units: frozenset, file: str) -> list[int]:
    """Indices of the ``file`` ("v" or "a") units of a def/use set (cached per set and
    file: instructions share them)."""
    key = (units, file)
    r = _UNITS.get(key)
    if r is None:
        if len(_UNITS) > 100_000:   # bounds the cache in a long-lived process
            _UNITS.clear()
        r = _UNITS[key] = [i for f, i in units if f == file and isinstance(i, int)]
    return r


def _file_bits(file: str) -> tuple[int, int]:
    """(shift, mask) of the ``file`` ("v" or "a") units in ``common.vec_mask``'s layout:
    VGPRs from bit 0, AGPRs from bit ``VGPR_BITS``."""
    shift = 0 if file == "v" else VGPR_BITS
    return shift, ((1 << VGPR_BITS) - 1) << shift


def _bit_indices(mask: int) -> set[int]:
    out = set()
    while mask:
        low = mask & -mask
        out.add(low.bit_length() - 1)
        mask ^= low
    return out


def _renamed(op, new_index: int):
    if isinstance(op, SrcMod):
        return SrcMod(_renamed(op.inner, new_index), op.neg, op.abs, op.sext, op.func_style)
    return Reg(op.file, new_index, op.count)


#: mnemonic -> it starts with one of _INDIRECT_PREFIXES; unit set -> it holds a virtual
#: register's unit (both asked per instruction by :func:`eligible`)
_INDIRECT: dict[str, bool] = {}
_VIRTUAL: dict[frozenset, bool] = {}


def eligible(kernel: Kernel, target: Target) -> bool:
    """May this kernel's VGPRs be renumbered (module docstring: what is left alone)?"""
    if kernel.descriptor_int("next_free_vgpr") is None:
        return False
    threads = workgroup_threads(kernel)
    if not threads or threads % target.wave_size:
        return False
    indirect, virtual = _INDIRECT, _VIRTUAL
    if len(virtual) > 100_000:   # bounds the cache in a long-lived process
        virtual.clear()
    for b in kernel.blocks:
        for inst in b.instructions:
            m = inst.mnemonic
            x = indirect.get(m)
            if x is None:
                x = indirect[m] = m.startswith(_INDIRECT_PREFIXES)
            if x:
                return False
            for units in (inst.defs(), inst.uses()):
                x = virtual.get(units)
                if x is None:
                    x = virtual[units] = any(f[0] == "%" for f, _ in units)
                if x:
                    return False
    return not writes_exec([b.instructions for b in kernel.blocks])


#: Web nodes are ints: ``(g + 1) << _NODE_SHIFT | u`` for the definition of unit ``u`` by
#: instruction ``g`` (global index), ``u`` alone for the kernel's entry value of ``u``
#: (cheaper dict keys than (g, u) tuples; an encoding, not a register limit: a unit index
#: at or above ``1 << _NODE_SHIFT`` refuses the kernel).
_NODE_SHIFT = 12
_UNIT_OF_NODE = (1 << _NODE_SHIFT) - 1


#: (instruction, file) -> (its operands, its ``file`` operands' plan) (:func:`_operand_plan`)
_PLANS: dict[tuple[Instruction, str], tuple] = {}


def _operand_plan(inst: Instruction, file: str, defs: list[int], uses: list[int]) -> list[tuple]:
    """Per ``file`` register operand of ``inst`` (``defs`` / ``uses``: its def and use units of that file):
    (position, register, ((unit, is it the operand's own definition), ...)) — a written
    operand's written units are definitions, every other unit a read. Refuses an operand
    unit the def/use sets do not account for and a def/use unit no operand names. A
    function of the instruction's text: kept per instruction object while its operands
    are the same (the compactor asks again for every candidate program)."""
    key = (inst, file)
    e = _PLANS.get(key)
    if e is not None and e[0] is inst.operands:
        plan = e[1]
        if isinstance(plan, str):
            raise _Refuse(plan)
        return plan
    try:
        plan = _make_plan(inst, file, defs, uses)
    except _Refuse as refusal:
        plan = str(refusal)
    if len(_PLANS) > 200_000:   # bounds the cache in a long-lived process (it holds the instructions)
        _PLANS.clear()
    _PLANS[key] = (inst.operands, plan)
    if isinstance(plan, str):
        raise _Refuse(plan)
    return plan


def _make_plan(inst: Instruction, file: str, defs: list[int], uses: list[int]) -> list[tuple]:
    plan = []
    droles = covered = None
    for p, (role, op) in enumerate(zip(inst.roles, inst.operands)):
        r = op.inner if isinstance(op, SrcMod) else op
        if not isinstance(r, Reg) or r.file != file or r.virtual:
            continue
        if covered is None:
            # a written operand's written units are among the VGPR defs
            droles = inst.def_roles() if defs else ()
            covered = set()
        isdef = role in droles
        units = []
        for u in range(r.index, r.index + r.count):
            if isdef and u in defs:
                units.append((u, True))
            elif u in uses:
                units.append((u, False))
            else:   # an operand the def/use sets do not account for
                raise _Refuse(f"{inst.location}: {inst.mnemonic} operand {r.text()}")
        covered.update(range(r.index, r.index + r.count))
        plan.append((p, r, tuple(units)))
    if covered is None or not covered.issuperset(defs) or not covered.issuperset(uses):
        raise _Refuse(f"{inst.location}: {inst.mnemonic} touches a VGPR through no operand")
    return plan


def _find(parent: dict, x: int) -> int:
    """Root of ``x`` in the union-find forest ``parent`` (child -> parent; roots have no
    entry), compressing the path."""
    root = x
    r = parent.get(root)
    while r is not None:
        root = r
        r = parent.get(root)
    while x != root:
        nxt = parent[x]
        parent[x] = root
        x = nxt
    return root


def _union(parent: dict, a: int, b: int) -> int:
    """Join the sets of ``a`` and ``b``; the root of ``a`` stays the root."""
    ra, rb = _find(parent, a), _find(parent, b)
    if ra != rb:
        parent[rb] = ra
    return ra


class _Compactor:
    """Webs, groups and colouring of one register file (``file``: "v" for the
    architectural VGPRs, "a" for the AGPRs; the two never share a register)."""

    def __init__(self, kernel: Kernel, target: Target, file: str = "v"):
        self.kernel = kernel
        self.target = target
        self.file = file
        self.insts: list[Instruction] = kernel.instructions
        self.starts: list[int] = []   # global index of each block's first instruction
        n = 0
        for b in kernel.blocks:
            self.starts.append(n)
            n += len(b.instructions)
        # per instruction: its def and use units of the file (read many times below)
        self.dv: list[list[int]] = [_file_units(i.defs(), file) for i in self.insts]
        self.uv: list[list[int]] = [_file_units(i.uses(), file) for i in self.insts]

    # ----------------------------------------------------------------- liveness and webs

    def _liveness(self) -> tuple[list[set], list[set]]:
        """Per block: the file's units live at its start and at its end
        (``common.vector_live_out``, the other file's bits dropped; a block's start from a
        walk back over it)."""
        shift, vbits = _file_bits(self.file)
        masks = [(vec_mask(i.defs()), vec_mask(i.uses()) & vbits) for i in self.insts]
        starts = self.starts
        blocks = self.kernel.blocks
        live_in, live_out = [], []
        for bi, out in enumerate(vector_live_out(
                self.kernel, lambda bi: masks[starts[bi]:starts[bi] + len(blocks[bi].instructions)])):
            live = out & vbits
            live_out.append(_bit_indices(live >> shift))
            for g in range(starts[bi] + len(blocks[bi].instructions) - 1, starts[bi] - 1, -1):
                d, u = masks[g]
                live = (live & ~d) | u
            live_in.append(_bit_indices(live >> shift))
        return live_in, live_out

    def _reaching(self, cfg, live_in: list[set]) -> list[dict]:
        """Per block: unit -> definitions (global index, or -1 for the kernel's entry
        value) that reach the block's start, for the units live there."""
        blocks = self.kernel.blocks
        nb = len(blocks)
        dv = self.dv
        last_def: list[dict] = []
        for bi, b in enumerate(blocks):
            ld = {}
            g0 = self.starts[bi]
            for g in range(g0, g0 + len(b.instructions)):
                for u in dv[g]:
                    ld[u] = g
            last_def.append(ld)
        rd_in: list[dict] = [{} for _ in range(nb)]
        rd_out: list[dict] = [{} for _ in range(nb)]
        entry = cfg.entry
        order = list(cfg.rpo) + cfg.unreachable
        changed = True
        while changed:
            changed = False
            for bi in order:
                inn: dict = {}
                if bi == entry:
                    for u in live_in[bi]:
                        inn[u] = {-1}
                for p in cfg.preds[bi]:
                    for u, ds in rd_out[p].items():
                        inn.setdefault(u, set()).update(ds)
                out = {u: ds for u, ds in inn.items() if u not in last_def[bi]}
                for u, d in last_def[bi].items():
                    out[u] = {d}
                if inn != rd_in[bi] or out != rd_out[bi]:
                    rd_in[bi], rd_out[bi] = inn, out
                    changed = True
        return [{u: rd_in[bi].get(u, {-1}) for u in live_in[bi]} for bi in range(nb)]

    def webs(self) -> bool:
        """Build webs (``self.parent``: union-find over definition nodes, see
        ``_NODE_SHIFT``), the nodes of every VGPR operand's units (``self.op_nodes``) and
        each web's occupied points (bit 2g: while instruction g reads, bit 2g+1: after it
        writes). False if the kernel has no VGPR to renumber; refuses an operand the
        def/use sets do not account for and an instruction that touches a VGPR unit no
        operand names (it could not be renamed)."""
        cfg = self.kernel.cfg
        live_in, live_out = self._liveness()
        rd = self._reaching(cfg, live_in)
        if any(u >> _NODE_SHIFT for s in live_in for u in s) or \
                any(u >> _NODE_SHIFT for l in self.dv for u in l) or any(u >> _NODE_SHIFT for l in self.uv for u in l):
            raise _Refuse("VGPR index beyond the web encoding")
        parent = self.parent = {}
        dv, uv = self.dv, self.uv
        op_nodes: list[list] = []
        entry_web: list[dict] = []
        entry_nodes = {u for r in rd for u, ds in r.items() if -1 in ds}
        shift = _NODE_SHIFT
        for bi, b in enumerate(self.kernel.blocks):
            cur: dict[int, int] = {}
            for u, ds in rd[bi].items():
                nodes = [(d + 1) << shift | u for d in sorted(ds)]
                for x in nodes[1:]:
                    _union(parent, nodes[0], x)
                cur[u] = nodes[0]
            entry_web.append(dict(cur))
            g = self.starts[bi]
            for inst in b.instructions:
                uses = uv[g]
                for u in uses:
                    if u not in cur:   # read with no definition reaching it: the entry value
                        cur[u] = u
                        entry_nodes.add(u)
                defs = dv[g]
                if not defs and not uses:
                    # no VGPR unit: no VGPR operand either (def_use puts every operand's
                    # units among the defs or the uses)
                    op_nodes.append([])
                    g += 1
                    continue
                # the nodes of its VGPR operands' units: a written unit of a written
                # operand is its own definition, any other the value it reads
                gbase = (g + 1) << shift
                op_nodes.append([(p, r, [gbase | u if d else cur[u] for u, d in units])
                                 for p, r, units in _operand_plan(inst, self.file, defs, uses)])
                for u in defs:
                    node = gbase | u
                    if u in uses:      # read-modify-write of the unit: one value
                        _union(parent, cur[u], node)
                    cur[u] = node
                g += 1
        self.op_nodes = op_nodes
        # occupied points per web root (backward walk per block)
        occ: dict = {}
        for bi, b in enumerate(self.kernel.blocks):
            g0 = self.starts[bi]
            n = len(b.instructions)
            open_end = {u: 2 * (g0 + n) for u in live_out[bi]}
            for g in range(g0 + n - 1, g0 - 1, -1):
                gbase = (g + 1) << shift
                for u in dv[g]:
                    end = open_end.pop(u, 2 * g + 2)
                    r = _find(parent, gbase | u)
                    occ[r] = occ.get(r, 0) | (((1 << (end - 2 * g)) - 1) << (2 * g))
                for u in uv[g]:
                    if u not in open_end:
                        open_end[u] = 2 * g + 1
            ew = entry_web[bi]
            for u, end in open_end.items():
                node = ew.get(u)
                if node is None:
                    node = u
                    entry_nodes.add(node)
                r = _find(parent, node)
                occ[r] = occ.get(r, 0) | (((1 << (end - 2 * g0)) - 1) << (2 * g0))
        self.occ = occ
        self.entry_roots = {_find(parent, x) for x in entry_nodes}
        return bool(occ)

    # ------------------------------------------------------------------ groups and colouring

    def groups(self) -> list[dict] | None:
        """Webs tied by tuple operands into groups: {webs: {root: offset}, base: original
        first register, tuple: any tuple operand, pinned: holds an entry value}.
        ``self.ops``: per instruction, (position, register, roots of its units in order)
        of every VGPR operand."""
        parent = self.parent
        # the root of every joined node (the others are their own): one lookup per unit
        root_of = {x: _find(parent, x) for x in list(parent)}
        get = root_of.get
        ops = self.ops = [[(p, r, [get(x, x) for x in nodes]) for p, r, nodes in lst] for lst in self.op_nodes]
        guf: dict = {}
        unit_of: dict = {}
        tuple_ops = []
        seen: set = set()   # roots of tuple operands already joined (a repeat joins nothing)
        for lst in ops:
            for _, r, roots in lst:
                k = r.index
                for root in roots:
                    if root not in unit_of:
                        unit_of[root] = k
                    k += 1
                if r.count > 1:
                    key = tuple(roots)
                    if key in seen:
                        continue
                    seen.add(key)
                    r0 = roots[0]
                    for root in roots[1:]:
                        _union(guf, r0, root)
                    tuple_ops.append(r0)
        for root in self.occ:   # a web's nodes are all of one unit
            if root not in unit_of:
                unit_of[root] = root & _UNIT_OF_NODE
        tuples = {_find(guf, r0) for r0 in tuple_ops}
        by_root: dict = {}
        for w in unit_of:
            gr = _find(guf, w)
            l = by_root.get(gr)
            if l is None:
                by_root[gr] = [w]
            else:
                l.append(w)
        out = []
        occ = self.occ
        entry_roots = self.entry_roots
        for gr, webs in by_root.items():
            units = [unit_of[w] for w in webs]
            base = min(units)
            out.append({"webs": {w: u - base for w, u in zip(webs, units)}, "base": base,
                        "size": max(units) - base + 1,
                        "tuple": gr in tuples, "pinned": any(w in entry_roots for w in webs),
                        "first": min((occ.get(w, 0) & -occ.get(w, 0)).bit_length() for w in webs)})
        return out

    def colour(self, groups: list[dict], limit: int, order) -> dict | None:
        """Group -> new base (first fit in ``order``), or None if some group finds no
        base below ``limit``."""
        align = self.target.registers.vector_tuple_alignment
        reg_occ = [0] * limit
        bases: dict[int, int] = {}
        occ = self.occ
        seq = [i for i, gr in enumerate(groups) if gr["pinned"]] + \
              sorted((i for i, gr in enumerate(groups) if not gr["pinned"]), key=order)
        for i in seq:
            gr = groups[i]
            # points occupied per offset (webs at one offset joined: one test each)
            by_off: dict[int, int] = {}
            for w, off in gr["webs"].items():
                m = occ.get(w, 0)
                if m:
                    by_off[off] = by_off.get(off, 0) | m
            cells = list(by_off.items())
            if gr["pinned"]:
                cands = [gr["base"]]
            elif gr["tuple"]:
                cands = range(gr["base"] % align, limit - gr["size"] + 1, align)
            else:
                cands = range(0, limit - gr["size"] + 1)
            if len(cells) == 1:
                (off, m), = cells
                for b in cands:
                    if not reg_occ[b + off] & m:
                        reg_occ[b + off] |= m
                        bases[i] = b
                        break
                else:
                    return None
                continue
            for b in cands:
                for off, m in cells:
                    if reg_occ[b + off] & m:
                        break
                else:
                    for off, m in cells:
                        reg_occ[b + off] |= m
                    bases[i] = b
                    break
            else:
                return None
        return bases

    # ------------------------------------------------------------------------ rewriting

    def rewrite(self, groups: list[dict], bases: dict[int, int]) -> bool:
        new_of: dict = {}
        for i, gr in enumerate(groups):
            b = bases[i]
            for w, off in gr["webs"].items():
                new_of[w] = b + off
        g = 0
        new_blocks = []
        regs, file = REGS, self.file
        for b in self.kernel.blocks:
            out = []
            for inst in b.instructions:
                ops = None
                umap: dict[int, int] = {}   # old unit -> new unit, for this instruction
                for p, r, roots in self.ops[g]:
                    idx = new_of[roots[0]]
                    ri = r.index
                    for k, w in enumerate(roots):
                        if new_of[w] != idx + k or umap.setdefault(ri + k, idx + k) != idx + k:
                            return False   # a tuple whose units did not stay together
                    if idx != r.index:
                        if ops is None:
                            ops = list(inst.operands)
                        op = ops[p]
                        if isinstance(op, SrcMod):
                            ops[p] = _renamed(op, idx)
                        else:
                            nr = regs.get((file, idx, r.count))
                            if nr is None:
                                nr = regs[(file, idx, r.count)] = Reg(file, idx, r.count)
                            ops[p] = nr
                if ops is not None:
                    # a renamed operand moves its units; every VGPR unit it touches is an
                    # operand's (:meth:`webs`): its def/use sets follow from the map
                    # without re-deriving them
                    inst = inst.with_operands(ops, _mapped(inst.defs(), umap, file), _mapped(inst.uses(), umap, file))
                out.append(inst)
                g += 1
            new_blocks.append(out)
        for b, insts in zip(self.kernel.blocks, new_blocks):
            b.instructions = insts
        return True


def _mapped(units: frozenset, umap: dict[int, int], file: str) -> frozenset:
    # the other units are kept as they are (same elements, same order)
    return frozenset([(file, umap[u[1]]) if u[0] == file else u for u in units])


def _orders(groups: list[dict]):
    """First-fit orders tried (the first that reaches the occupancy goal wins): program
    order of first occupation, wide groups first, then long-lived groups first."""
    yield lambda i: (groups[i]["first"], -groups[i]["size"])
    yield lambda i: (-groups[i]["size"], groups[i]["first"])


def _file_peaks(kernel: Kernel, files: tuple[str, ...]) -> list[int]:
    """Peak live units of each register file in ``files`` ("v", "a") over the kernel."""
    live_out = vector_live_out(kernel)
    masks = [[(vec_mask(i.defs()), vec_mask(i.uses())) for i in b.instructions] for b in kernel.blocks]
    out = []
    for file in files:
        _, bits = _file_bits(file)
        out.append(max((peak_in_masks([(d & bits, u & bits) for d, u in ms], live_out[bi] & bits)
                        for bi, ms in enumerate(masks)), default=0))
    return out


class _FilePlan:
    """A renumbering of one register file: its compactor, groups, their new bases and
    the registers it then uses (``top``)."""

    def __init__(self, c: _Compactor, groups: list[dict], bases: dict[int, int], top: int):
        self.c, self.groups, self.bases, self.top = c, groups, bases, top


def _colour_file(kernel: Kernel, target: Target, file: str, limit: int, good) -> _FilePlan | None:
    """The lowest-topped colouring of ``file`` below ``limit`` over :func:`_orders`
    (stopping at the first whose top satisfies ``good``), or None (nothing to renumber,
    an operand the web model cannot follow, or no colouring fits)."""
    c = _Compactor(kernel, target, file)
    try:
        if not c.webs():
            return None
        groups = c.groups()
    except _Refuse:
        return None
    best = None
    for order in _orders(groups):
        bases = c.colour(groups, limit, order)
        if bases is None:
            continue
        top = max((bases[i] + gr["size"] for i, gr in enumerate(groups)), default=0)
        if best is None or top < best.top:
            best = _FilePlan(c, groups, bases, top)
        if good(top):
            break
    return best


class _Plan:
    """A renumbering found for a kernel: the file plans to apply (VGPRs and / or AGPRs),
    the VGPRs and AGPRs used after it, the live VGPR peak and the occupancy before and
    after."""

    def __init__(self, files: list[_FilePlan], vtop: int, used: int, peak: int, before: int, after: int, res: dict):
        self.files, self.vtop, self.used, self.peak = files, vtop, used, peak
        self.before, self.after, self.res = before, after, res


def _plan(kernel: Kernel, target: Target, peak: int | None) -> _Plan | None:
    """The renumbering :func:`compact_kernel` would apply, or None where it applies none."""
    if not kernel.blocks or kernel.descriptor_int("next_free_vgpr") is None:
        return None
    res = kernel_resources(kernel, target)
    # declared AGPRs no instruction names go too: an allocation padded to the granule
    # declares some (accum_offset 196 + 128 AGPRs declared as 328 = 132 AGPRs), and
    # counting them can cost the occupancy the renumbering would reach (gfx950 128x256x64
    # 2x2 PREFETCH: 128 VGPRs + 132 AGPRs = 1 wave, + 128 = 2)
    agprs = named_agprs(kernel)

    def waves(vgprs: int, agprs: int = agprs) -> int:
        return target.occupancy(vgprs, agprs, res["sgprs"], res["lds_bytes"], res["workgroup_waves"])

    before = target.occupancy(res["vgprs"], res["agprs"], res["sgprs"], res["lds_bytes"], res["workgroup_waves"])
    # cheap refusals first: no register count could raise the occupancy (SGPR, LDS or
    # wave limits bind), the live values need the registers, the values cannot be followed
    if waves(1, 0) <= before:
        return None
    # no numbering needs fewer registers than the live units: the caller's peak counts
    # VGPRs and AGPRs (at most the named AGPRs are AGPRs; with the AGPRs renumbered too,
    # arch VGPRs + AGPRs >= the peak)
    if peak is not None and waves(max(peak - agprs, 1)) <= before and (not agprs or waves(peak, 0) <= before):
        return None
    # the AGPRs are renumbered too only where their live peak is below the ones named (a
    # partial tile's dead accumulators leave gaps: gfx942 264x68x24 one-wave MODULO F8)
    apeak = 0
    if agprs:
        peak, apeak = _file_peaks(kernel, ("v", "a"))
    elif peak is None:
        peak, = _file_peaks(kernel, ("v",))
    try_agprs = apeak < agprs and waves(peak, apeak) > waves(peak)
    if max(waves(peak), waves(peak, apeak)) <= before or not eligible(kernel, target):
        return None
    used = max((max(_file_units(units, "v"), default=-1) for i in kernel.instructions for units in (i.defs(), i.uses())),
               default=-1) + 1
    aplan = None
    if try_agprs:
        aplan = _colour_file(kernel, target, "a", agprs, lambda top: waves(peak, top) == waves(peak, apeak))
    atop = agprs if aplan is None else aplan.top
    vplan = _colour_file(kernel, target, "v", min(used, target.registers.arch_vgpr_max),
                         lambda top: waves(top) == waves(peak) and waves(top, atop) == waves(peak, atop))
    vtop = used if vplan is None else vplan.top
    # the fewest files changed that reach the best occupancy, VGPRs alone first (the
    # renumbering kernels had before AGPRs were renumbered too); where both change, the
    # AGPRs are rewritten first, so that a refused AGPR rewrite leaves the kernel as it was
    choices = [([vplan], vtop, agprs), ([aplan], used, atop), ([aplan, vplan], vtop, atop)]
    choices = [(fs, v, a) for fs, v, a in choices if all(fs)]
    best = max((waves(v, a) for _, v, a in choices), default=before)
    if best <= before:
        return None
    files, v, a = next(c for c in choices if waves(c[1], c[2]) == best)
    return _Plan(files, v, used, peak, before, best, res)


def achievable_waves(kernel: Kernel, target: Target, peak: int | None = None) -> int | None:
    """Waves per SIMD the kernel would run at after :func:`compact_kernel` (None: it would
    not be changed). Leaves the kernel as it is."""
    plan = _plan(kernel, target, peak)
    return None if plan is None else plan.after


def compact_kernel(kernel: Kernel, target: Target, peak: int | None = None) -> dict:
    """Renumber the kernel's VGPRs (and AGPRs) if that raises its occupancy (module
    docstring); returns the report entry, {} if the kernel is unchanged. ``peak``: the
    kernel's peak live VGPR+AGPR units if the caller knows it (the scheduler's figure)."""
    plan = _plan(kernel, target, peak)
    if plan is None:
        return {}
    agprs_before = named_agprs(kernel)
    for fp in plan.files:
        try:
            ok = fp.c.rewrite(fp.groups, fp.bases)
        except _Refuse:
            ok = False
        if not ok:
            # rewrite changes nothing it refuses: only the AGPRs, renumbered before the
            # VGPRs, can have changed; the VGPRs keep their registers
            return {} if fp is plan.files[0] else _declare(kernel, target, plan, plan.used, agprs_before)
    return _declare(kernel, target, plan, plan.vtop, agprs_before)


def fit_to_budget(kernel: Kernel, target: Target) -> dict:
    """Where a user's register budget (``Target.with_vgpr_budget``) is below the registers
    the input kernel declares, renumber it into the budget before the passes run, if its
    live values fit (the same renumbering as :func:`compact_kernel`: over the budget the
    kernel fits no wave, within it at least one); returns the report entry ({} where the
    kernel is within the budget already or cannot be renumbered into it: the input check
    then names it)."""
    nfv = kernel.descriptor_int("next_free_vgpr")
    if target.vgpr_budget is None or nfv is None or nfv <= target.vgpr_budget or has_opaque_code(kernel):
        return {}
    return compact_kernel(kernel, target)


def _declare(kernel: Kernel, target: Target, plan: _Plan, vtop: int, agprs_before: int) -> dict:
    """Declare the registers the renumbered kernel uses (arch VGPRs up to ``vtop``, its
    named AGPRs); the report entry."""
    res = plan.res
    acc, total = declared_vgprs(kernel, target, vtop, shrink=True)
    set_declared_vgprs(kernel, acc, total)
    after = kernel_resources(kernel, target)
    rep = {"vgprs_before": res["vgprs"], "vgprs_after": vtop, "live_peak": plan.peak,
           "declared_before": res["vgprs"] + res["agprs"], "declared_after": total,
           "waves_before": plan.before, "waves_after": target.occupancy(after["vgprs"], after["agprs"], after["sgprs"],
                                                                        after["lds_bytes"], after["workgroup_waves"])}
    agprs_after = named_agprs(kernel)
    if agprs_after != agprs_before:
        rep["agprs_before"], rep["agprs_after"] = agprs_before, agprs_after
    md = kernel.metadata
    if md is not None and isinstance(md.get(".agpr_count"), int) and md[".agpr_count"] > agprs_after:
        # the AGPRs it now uses: a count above them could exceed the (unified) .vgpr_count
        # now declared, which the code object's descriptor check refuses
        md[".agpr_count"] = agprs_after
    return rep


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    """Compact the VGPRs of every kernel where that raises occupancy (module docstring)."""
    options = {} if options is None else options
    if not options.get("compact", True):
        return program
    report = options.setdefault("_compact_report", {})
    peaks = options.get("_peaks", {})
    for k in program.kernels:
        r = None if has_opaque_code(k) else compact_kernel(k, target, peaks.get(id(k)))
        if r:
            report[k.name] = r
            resolve_again(k, target, options)
    return program
