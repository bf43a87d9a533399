"""Register allocation: give the virtual registers of the input (``%v``, ``%a``, ``%s``) physical ones.

Input written on virtual registers (``%v12``, ``%v[4:7]``, ``%a[0:3]``, ``%s[8:9]``: the
program model's ``Reg.virtual``) is scheduled as it is — virtual registers carry no anti or
output dependences from register reuse, so the order is not pinned by an allocation —
and allocated afterwards, before the waitcnt and hazard passes, which then see the
registers the code will run with (a hazard is about registers: two values that share one
may need wait states the virtual program did not). A kernel without virtual registers is
left exactly as it is.

Invariants after :func:`run` (per kernel with virtual registers):

* no operand names a virtual register; every instruction keeps its mnemonic, modifiers,
  order and the values it reads: a virtual register *unit* (one 32-bit register of a
  file) is one value holder and gets one physical register for its whole life;
* the units one tuple operand names (``%v[4:7]``) sit in consecutive physical registers,
  and units tied by several tuples (``%v[4:7]``, ``%v[6:7]``) keep their layout (a *group*:
  each unit at its virtual index minus the group's lowest);
  each tuple starts where the DB says (``registers.vector_tuple_alignment``,
  ``sgpr_pair_alignment``, ``sgpr_tuple_alignment``) and ends inside the file
  (``arch_vgpr_max``, ``agpr_max``, ``sgpr_max``);
* a unit *occupies* its register at every instruction where it is live after it, where
  it is written, and where it is read: two units that occupy one instruction never share
  a register (so a destination never shares a register with a different source of the
  same instruction: MFMA and wide-load destinations must not overlap their sources);
  liveness is the backward data flow over the CFG, loop back-edges included. In a kernel
  that writes EXEC a VGPR/AGPR write may leave inactive lanes as they were, so it does
  not end the unit's earlier life there (the unit stays occupied from its first write);
* the input's own physical registers occupy theirs the same way (from the entry where the
  hardware or the dispatch set them, e.g. work-item ids in v0): a virtual unit takes a
  physical register only where no value lives in it;
* groups are placed in program order of their first occupied instruction, each at the
  lowest base that is aligned and free over its units' lives (linear-scan first fit;
  the fewest registers is what the occupancy rule rewards);
* the kernel descriptor and metadata declare at least the registers now used
  (``.amdhsa_next_free_vgpr`` / ``.amdhsa_accum_offset`` / ``.amdhsa_next_free_sgpr``,
  ``.vgpr_count`` / ``.agpr_count`` / ``.sgpr_count``; never less than the input
  declared). Input waits and nops were already dropped by the scheduler; the waitcnt and
  hazard passes solve the allocated program from scratch.

Errors (``RegisterAllocationError``, naming the operand and its place): virtual registers in
a function or in a kernel with a call (the calling convention's register rules are not
modelled), a virtual register
read before any write reaches it (live at the entry: what the hardware or a caller sets is
in physical registers), tuples of one group whose alignments no base satisfies
(``%v[4:5]`` and ``%v[5:6]``), or more values live together than the file holds.

Report per kernel in ``options["_regalloc_report"]``: virtual units per file, the registers
each file uses after allocation and, for a kernel with a descriptor, the waves per SIMD its
declaration allowed before and after (an allocation that needs more registers than the
input declared lowers the occupancy: the report shows it).
"""

from __future__ import annotations

from math import gcd

from ..errors import RegisterAllocationError
from ..isa import Instruction, Kernel, Program
from ..isa.model import Reg, SrcMod
from ..target import Target
from .common import (declared_vgprs, declared_waves_per_simd, set_declared_vgprs, tuple_alignment, unit_liveness_of,
                     writes_exec)

#: virtual unit file -> physical file
_PHYSICAL = {"%v": "v", "%a": "a", "%s": "s"}
#: unit files whose liveness the allocator follows: the virtual ones and the physical files
#: they are allocated in (the input's own registers occupy them while their values live)
_TRACKED = frozenset(_PHYSICAL) | frozenset(_PHYSICAL.values())
_VECTOR = frozenset({"%v", "%a", "v", "a"})


def _virtual(op) -> Reg | None:
    if isinstance(op, SrcMod):
        op = op.inner
    return op if isinstance(op, Reg) and op.virtual else None


def _name(unit) -> str:
    return f"{unit[0]}{unit[1]}"


class _Allocator:
    def __init__(self, kernel: Kernel, target: Target):
        self.kernel = kernel
        self.target = target
        self.regs = regs = target.registers   # (a property that builds its view: read once)
        self.limit = {"v": (regs.arch_vgpr_max, "arch_vgpr_max"), "a": (regs.agpr_max, "agpr_max"),
                      "s": (regs.sgpr_max, "sgpr_max")}

    # ---------------------------------------------------------------- liveness
    def occupancy(self) -> dict:
        """Unit (virtual, or physical of an allocatable file) -> bit mask of the instruction
        positions (program order) it occupies."""
        kernel = self.kernel
        cfg = kernel.cfg
        blocks = kernel.blocks
        facts = [[([u for u in inst.defs() if u[0] in _TRACKED], [u for u in inst.uses() if u[0] in _TRACKED])
                  for inst in b.instructions] for b in blocks]
        live_in, live_out = unit_liveness_of(cfg, facts)
        # physical registers live at the entry hold what the hardware or the dispatch set
        undefined = {u for u in live_in[cfg.entry] if u[0] in _PHYSICAL}
        if undefined:
            u = min(undefined)
            inst = next(i for b in blocks for i in b.instructions if u in i.uses())
            raise RegisterAllocationError(
                f"'{inst.text()}': virtual register {_name(u)} may be read before any write reaches it (it is live at "
                f"the entry of {kernel.name}): a value the hardware or the caller sets lives in a physical register "
                f"(v0 work-item ids, user and system SGPRs)", inst.location)
        if writes_exec([b.instructions for b in blocks]):
            # under a partial EXEC a vector write keeps the inactive lanes: a write of a unit
            # that may hold a value already does not end that value's life
            facts = _partial_writes_read(cfg, facts)
            live_in, live_out = unit_liveness_of(cfg, facts)
        occ: dict = {}
        pos = 0
        starts = []
        for b in blocks:
            starts.append(pos)
            pos += len(b.instructions)
        self.positions = pos
        self.first: dict = {}
        for bi, b in enumerate(blocks):
            s = starts[bi]
            e = s + len(b.instructions)
            live = set(live_out[bi])
            end = dict.fromkeys(live, e)   # unit -> end of its open interval (exclusive)
            for p in range(e - 1, s - 1, -1):
                d, us = facts[bi][p - s]
                for u in d:
                    hi = end.pop(u, p + 1)
                    live.discard(u)
                    occ[u] = occ.get(u, 0) | (((1 << (hi - p)) - 1) << p)
                for u in us:
                    if u not in live:
                        live.add(u)
                        end[u] = p + 1
            for u in live:   # live into the block: occupied from its start
                occ[u] = occ.get(u, 0) | (((1 << (end[u] - s)) - 1) << s)
        for u, m in occ.items():
            self.first[u] = (m & -m).bit_length() - 1
        return occ

    # ---------------------------------------------------------------- groups
    def groups(self) -> tuple[dict, dict]:
        """(root -> {offset from the group's base: unit}, root -> the alignments its tuples
        need: [(alignment, offset, instruction, operand)]). A tuple names consecutive
        virtual units, so within a group a unit's offset is its index minus the lowest."""
        parent: dict = {}

        def find(u):
            while parent[u] != u:
                parent[u] = parent[parent[u]]
                u = parent[u]
            return u

        tuples = []   # (first unit, alignment, instruction, operand)
        distinct: dict = {}   # (file, index, count) -> (operand, first instruction naming it)
        for inst in self.kernel.instructions:
            for op in inst.operands:
                r = _virtual(op)
                if r is not None and (key := (r.file, r.index, r.count)) not in distinct:
                    distinct[key] = (r, inst)
        for r, inst in distinct.values():
            if r.file not in self.limit:
                raise RegisterAllocationError(f"'{inst.text()}': virtual register {r} of file '{r.file}' "
                                              f"cannot be allocated (v, a, s only)", inst.location)
            units = r.units()
            for u in units:
                if u not in parent:
                    parent[u] = u
                    self.where[u] = inst
            for u in units[1:]:
                parent[find(u)] = find(units[0])
            align = tuple_alignment(r.file, r.count, self.regs)[0]
            if align > 1:
                tuples.append((units[0], align, inst, r))
        members: dict = {}
        for u in parent:
            members.setdefault(find(u), []).append(u)
        groups, lowest = {}, {}
        for root, us in members.items():
            lowest[root] = lo = min(i for _, i in us)
            groups[root] = {i - lo: (f, i) for f, i in us}
        need: dict = {}
        for u0, align, inst, reg in tuples:
            root = find(u0)
            need.setdefault(root, []).append((align, u0[1] - lowest[root], inst, reg))
        return groups, need

    # ---------------------------------------------------------------- colouring
    def allocate(self) -> dict:
        """Virtual unit -> physical register index (module docstring)."""
        self.where: dict = {}
        occ = self.occupancy()
        groups, need = self.groups()
        # file -> physical index -> the positions where a value occupies it: the input's own
        # physical registers while their values live, then each group placed
        busy: dict = {f: {} for f in self.limit}
        self.named = {f: set() for f in self.limit}   # physical registers the input names
        for (f, i), m in occ.items():
            if f in busy and isinstance(i, int):
                busy[f][i] = m
                self.named[f].add(i)
        # a unit named by no def or use (an operand outside both roles): occupied throughout
        never = (1 << max(self.positions, 1)) - 1
        order = sorted(groups, key=lambda r: min(self.first.get(u, 0) for u in groups[r].values()))
        out = {}
        for root in order:
            members = groups[root]
            vfile = root[0]
            f = _PHYSICAL[vfile]
            limit, key = self.limit[f]
            span = max(members) + 1
            rules = need.get(root, [])
            period = 1
            for a, *_ in rules:
                period = period * a // gcd(period, a)
            aligned = [b for b in range(period) if all((b + o) % a == 0 for a, o, *_ in rules)]
            if not aligned:
                _, _, inst, reg = rules[0]
                raise RegisterAllocationError(
                    f"'{inst.text()}': {reg} needs its first register at a multiple of {rules[0][0]}, which the "
                    f"layout its units share with other tuples cannot give", inst.location)
            masks = {o: occ.get(u, never) for o, u in members.items()}
            taken = busy[f]
            k = 0
            while True:
                b = (k // len(aligned)) * period + aligned[k % len(aligned)]   # the aligned bases, in order
                k += 1
                if b + span > limit:
                    u = members[min(members)]
                    inst = self.where[u]
                    raise RegisterAllocationError(
                        f"'{inst.text()}': no {f} registers left for {_name(u)}"
                        f"{'' if span == 1 else f' (a group of {span} registers tied by tuples)'}: the virtual values "
                        f"live together need more than the {limit} "
                        + (f"of the register budget (post-emit pass option max_vgprs={self.target.vgpr_budget}; "
                           "the passes do not spill)" if self.target.vgpr_budget is not None and f in ("v", "a")
                           else f"of the file on {self.target.arch} (DB registers.{key})"), inst.location)
                if all(not (taken.get(b + o, 0) & m) for o, m in masks.items()):
                    break
            for o, m in masks.items():
                taken[b + o] = taken.get(b + o, 0) | m
                out[members[o]] = b + o
        return out


def _partial_writes_read(cfg, facts: list) -> list:
    """``facts`` with every vector write of a unit that may already be written (forward data
    flow: written on some path from the entry) also counted as a read of it."""
    nb = len(facts)
    out = [set() for _ in range(nb)]
    changed = True
    while changed:
        changed = False
        for bi in cfg.rpo:
            cur = set().union(*(out[p] for p in cfg.preds[bi]))
            for d, _ in facts[bi]:
                cur.update(d)
            if cur != out[bi]:
                out[bi] = cur
                changed = True
    new = []
    for bi in range(nb):
        cur = set().union(*(out[p] for p in cfg.preds[bi]))
        fb = []
        for d, us in facts[bi]:
            extra = [u for u in d if u[0] in _VECTOR and u in cur]
            fb.append((d, us + extra if extra else us))
            cur.update(d)
        new.append(fb)
    return new


def _rewrite(op, phys: dict, memo: dict):
    """``op`` on its physical registers (``memo``: (file, index, count) -> physical Reg)."""
    if isinstance(op, SrcMod):
        inner = _rewrite(op.inner, phys, memo)
        return op if inner is op.inner else SrcMod(inner, op.neg, op.abs, op.sext, op.func_style)
    if isinstance(op, Reg) and op.virtual:
        key = (op.file, op.index, op.count)
        r = memo.get(key)
        if r is None:
            r = memo[key] = Reg(op.file, phys[op.units()[0]], op.count)
        return r
    return op


def _declare(kernel: Kernel, target: Target, used: dict) -> None:
    """Raise the descriptor's and metadata's register counts to ``used`` (per file: one past
    the highest register the kernel now names)."""
    if kernel.descriptor is None:
        return
    # the offset grows to the VGPRs used, the declared AGPRs move with it (never fewer)
    acc, nfv = declared_vgprs(kernel, target, used["v"])
    if acc is not None:
        nfv = max(nfv, acc + used["a"])   # and cover the AGPRs the allocation named
    set_declared_vgprs(kernel, acc, nfv)
    if acc is not None:
        if kernel.metadata is not None and ".agpr_count" in kernel.metadata:
            kernel.metadata[".agpr_count"] = max(int(kernel.metadata[".agpr_count"]), used["a"])
    nfs = kernel.descriptor_int("next_free_sgpr")
    if nfs is not None and used["s"] > nfs:
        kernel.descriptor[".amdhsa_next_free_sgpr"] = str(used["s"])
        if kernel.metadata is not None and ".sgpr_count" in kernel.metadata:
            kernel.metadata[".sgpr_count"] = max(int(kernel.metadata[".sgpr_count"]), used["s"])


def first_virtual(kernel: Kernel) -> Instruction | None:
    """The first instruction of ``kernel`` naming a virtual register, or None."""
    return next((inst for inst in kernel.instructions if any(_virtual(op) is not None for op in inst.operands)), None)


def allocate_kernel(kernel: Kernel, target: Target) -> dict:
    """Allocate ``kernel``'s virtual registers in place; its report ({} if it has none)."""
    first = first_virtual(kernel)
    if first is None:
        return {}
    if kernel.is_callee or any(i.info.branch == "call" for i in kernel.instructions):
        where = f" {kernel.name}" if kernel.name else ""
        raise RegisterAllocationError(
            f"'{first.text()}': virtual registers in {'the function' if kernel.is_callee else 'the kernel'}{where}"
            f"{'' if kernel.is_callee else ' with a call'}: which registers the calling convention lets a value occupy (arguments, results, "
            f"callee-saved registers) is not modelled; name physical registers there", first.location)
    alloc = _Allocator(kernel, target)
    phys = alloc.allocate()
    counts: dict = {}
    used = {f: max(named, default=-1) + 1 for f, named in alloc.named.items()}
    for u, r in phys.items():
        f = _PHYSICAL[u[0]]
        counts[f] = counts.get(f, 0) + 1
        used[f] = max(used[f], r + 1)
    memo: dict = {}
    for b in kernel.blocks:
        b.instructions = [inst if not any(_virtual(op) is not None for op in inst.operands)
                          else inst.with_operands([_rewrite(op, phys, memo) for op in inst.operands])
                          for inst in b.instructions]
    waves_before = declared_waves_per_simd(kernel, target) if kernel.descriptor is not None else None
    _declare(kernel, target, used)
    rep = {"virtual_units": counts, "registers_used": {f: n for f, n in used.items() if n}}
    if waves_before is not None:
        # what the allocation did to the occupancy the input declared (it raises the
        # declaration where the values need more registers than it named)
        rep["waves_per_simd"] = {"declared": waves_before, "after": declared_waves_per_simd(kernel, target)}
    return rep


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    """Allocate every kernel's virtual registers (module docstring)."""
    options = {} if options is None else options
    report = options.setdefault("_regalloc_report", {})
    for k in program.kernels:
        if not k.blocks:
            continue
        r = allocate_kernel(k, target)
        if r:
            report[k.name] = r
            # the scheduler's waits and nops were solved on the virtual registers
            options.get("_precomputed", {}).pop(id(k), None)
    return program
