"""Post-lowering steps on the virtual program: s_waitcnt, conservative MFMA nops, liveness
and linear-scan register allocation, and the resource numbers for the descriptor.

Invariants after :func:`insert_waits`: every instruction that reads or overwrites a
register produced by a buffer/ds/s_load is preceded by an ``s_waitcnt`` that guarantees the
producing load completed (counts are the number of younger same-counter operations along
the straight-line order, which is conservative across the loop back-edge because later
iterations only add younger operations).

After :func:`insert_mfma_nops`: before the first non-MFMA instruction that touches an MFMA
destination (including destinations of the previous loop iteration's MFMAs) there are s_nops
worth the DB's full MFMA-result wait states for the largest pass count used (not counting
intervening instructions: conservative), and no MFMA reads a VALU result younger than the
DB's VALU-write -> MFMA-read wait states, nor a VALU a transcendental result younger than
the DB's trans -> VALU wait states, nor a VALU, MFMA or VMEM instruction an SGPR a VALU wrote
(a lane mask's v_cmp) younger than the DB's rows for those. It runs after allocation, on physical registers,
so a register reused after an MFMA wrote it is covered too.

After :func:`allocate`: every VReg has a physical register; ranges are aligned (size >= 2 ->
even); registers of values live into a loop stay reserved through the whole loop; MFMA
operands stay reserved to the end of their region (so no write can race an in-flight MFMA).
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from wave_asm_ext.errors import EmitError

from .conservative import HazardNumbers, is_trans, is_wide_store, nop_chunks
from .program import (Operand, Sub, BARRIER, BRANCH, ENDPGM, COMMENT, DS_LOAD, DS_STORE, LABEL, MARK, MFMA, NOP, SMEM,
                      VALU, VMEM_LOAD, VMEM_STORE, WAIT, Instr, VReg)

_COUNTER = {VMEM_LOAD: "vm", VMEM_STORE: "vm", DS_LOAD: "lgkm", DS_STORE: "lgkm", SMEM: "lgkm"}


def _vunits(ops) -> set[tuple[int, int]]:
    """(id(VReg), dword) units named by operands, so partial writes of one VReg are distinct."""
    out = set()
    for o in ops:
        if isinstance(o, VReg):
            out |= {(id(o), j) for j in range(o.size)}
        elif isinstance(o, Sub):
            out |= {(id(o.reg), o.start + j) for j in range(o.size)}
    return out


def insert_waits(prog: list[Instr], hz: HazardNumbers) -> list[Instr]:
    out: list[Instr] = []
    pending: dict[str, list[tuple[set, bool, int]]] = {"vm": [], "lgkm": []}  # (units, is_smem, position)
    back_edges = _back_edges(prog)
    for at, ins in enumerate(prog):
        if at in back_edges:
            _wait_at_back_edge(prog, back_edges[at], at, pending, out, hz)
        if ins.kind == WAIT:
            for ctr, key in (("vm", "vmcnt"), ("lgkm", "lgkmcnt")):
                if key in ins.suffix:
                    n = int(ins.suffix.split(key + "(")[1].split(")")[0])
                    pending[ctr] = pending[ctr][max(0, len(pending[ctr]) - n):] if n else []
            out.append(ins)
            continue
        touched = _vunits(ins.srcs) | _vunits(ins.defs)
        need: dict[str, int] = {}
        for ctr, lst in pending.items():
            for i in range(len(lst) - 1, -1, -1):
                if lst[i][0] & touched:
                    need[ctr] = _count_for(ctr, lst, i, hz)
                    break
        _emit_wait(need, pending, out)
        out.append(ins)
        if ins.kind in _COUNTER:
            units = _vunits(ins.defs) if ins.kind in (VMEM_LOAD, DS_LOAD, SMEM) else set()
            pending[_COUNTER[ins.kind]].append((units, ins.kind == SMEM, at))
    return out


def _back_edges(prog: list[Instr]) -> dict[int, int]:
    """Position of each loop's back-edge branch (the last branch before its ``loop_end``
    mark) -> position of its ``loop_begin`` mark; nested loops matched by nesting."""
    out, open_loops = {}, []
    for i, ins in enumerate(prog):
        if ins.kind == MARK and ins.op == "loop_begin":
            open_loops.append(i)
        elif ins.kind == MARK and ins.op == "loop_end":
            b = open_loops.pop()
            branch = next(j for j in range(i - 1, b, -1) if prog[j].kind == BRANCH)
            out[branch] = b
    return out


def _wait_at_back_edge(prog: list[Instr], begin: int, branch: int, pending: dict, out: list[Instr],
                       hz: HazardNumbers) -> None:
    """Before a loop's back-edge branch: wait for the loads issued in its body whose
    registers the body touches *before* the load's own position (a load that writes a
    loop-carried register, read at the top of the next iteration: the straight-line walk
    sees that read before the load). Loads whose registers are touched only after them
    are waited for where the walk meets that access, in the next iteration as in this one."""
    need: dict[str, int] = {}
    for ctr, lst in pending.items():
        for i in range(len(lst) - 1, -1, -1):
            units, _smem, pos = lst[i]
            if units and begin < pos < branch and any((_vunits(x.srcs) | _vunits(x.defs)) & units
                                                      for x in prog[begin:pos]):
                need[ctr] = _count_for(ctr, lst, i, hz)
                break
    _emit_wait(need, pending, out)


def _count_for(ctr: str, lst: list, i: int, hz: HazardNumbers) -> int:
    """The counter value that guarantees pending entry ``i`` of ``lst`` (oldest first)
    completed: the entries younger than it, capped at the largest meaningful count."""
    younger = len(lst) - 1 - i
    if ctr == "lgkm" and any(smem for _, smem, _ in lst):
        younger = 0  # s_load returns out of order w.r.t. LDS ops
    return min(younger, hz.vmcnt_max if ctr == "vm" else hz.lgkmcnt_max)


def _emit_wait(need: dict[str, int], pending: dict, out: list[Instr]) -> None:
    """Append the ``s_waitcnt`` for ``need`` (counter -> count), if any, and drop the
    entries it completes from ``pending``."""
    if not need:
        return
    parts = []
    for ctr, key in (("vm", "vmcnt"), ("lgkm", "lgkmcnt")):
        if ctr in need:
            n = need[ctr]
            parts.append(f"{key}({n})")
            pending[ctr] = pending[ctr][max(0, len(pending[ctr]) - n):] if n else []
    out.append(Instr("s_waitcnt", kind=WAIT, suffix=" ".join(parts)))


def _wait_states(ins: Instr) -> int:
    # an instruction only some waves execute (the then-region of a wave-dependent scf.if)
    # counts nothing: the path that skips it must be covered too
    if ins.kind in (LABEL, MARK, COMMENT) or ins.meta.get("guarded"):
        return 0
    if ins.kind == NOP:
        return int(ins.srcs[0]) + 1
    return 1


def _units_of(o) -> set[tuple[str, int]]:
    """Vector register units (kind, index) of one allocated operand."""
    return {u for u in _all_units([o]) if u[0] in ("v", "a")}


def _units(ins: Instr, which: str) -> set[tuple[str, int]]:
    """Vector register units (kind, index) of an allocated instruction's defs or uses."""
    return {u for u in _all_units(ins.defs if which == "defs" else ins.srcs) if u[0] in ("v", "a")}


def pair_zero_moves(prog: list[Instr], pair_move: str | None) -> list[Instr]:
    """Merge ``v_mov_b32 vN, 0`` + ``v_mov_b32 vN+1, 0`` of one register tuple into one
    64-bit move of the pair (``pair_move``, e.g. ``v_mov_b64``) when vN is even.

    Runs after allocation (the pair's alignment is physical). Zero-initialising MFMA
    accumulators is most of the VALU work before a kernel's first MFMA, and with several
    waves per SIMD every wave's prologue shares one VALU port, so halving those moves
    brings the first MFMA forward (gfx950 256^3 32x32x16, 8 waves/SIMD: ~250 clk in the
    cycle model). Only the value 0 is merged: a 64-bit inline constant is the 64-bit value,
    so any other splat would leave the high dword different. ``pair_move`` is None when
    the target's DB has no such move (:func:`.conservative.pair_move`)."""
    if pair_move is None:
        return prog
    out: list[Instr] = []
    i = 0
    while i < len(prog):
        a = prog[i]
        b = prog[i + 1] if i + 1 < len(prog) else None
        if b is not None and _zero_move(a) and _zero_move(b):
            da, db = a.defs[0], b.defs[0]
            if (da.reg is db.reg and da.reg.kind == "v" and db.start == da.start + 1
                    and (da.reg.phys + da.start) % 2 == 0):
                out.append(Instr(pair_move, [Sub(da.reg, da.start, 2)], [0], kind=a.kind))
                i += 2
                continue
        out.append(a)
        i += 1
    return out


def _zero_move(ins: Instr) -> bool:
    return (ins.op == "v_mov_b32" and len(ins.defs) == 1 and isinstance(ins.defs[0], Sub)
            and ins.defs[0].size == 1 and ins.srcs in ([0], ["0"]) and not ins.suffix)


def insert_mfma_nops(prog: list[Instr], hz: HazardNumbers, passes: dict[str, int]) -> list[Instr]:
    """Runs on the *allocated* program (physical registers), so register reuse is covered.
    ``passes``: MFMA opcode -> pass count (target DB)."""
    for op, p in passes.items():
        if p not in hz.mfma_result:
            raise EmitError(f"target DB has no MFMA-result wait states for {p}-pass {op}")
        if hz.srcc_exact.get(p, 0):
            raise EmitError(f"{op} ({p} passes) needs wait states between accumulation steps; "
                            "not implemented")
    result_nops = nop_chunks(max((hz.mfma_result[p] for p in passes.values()), default=0), hz.max_nop_wait_states)
    # MFMA destinations per loop: in flight at the loop head (previous iteration)
    loop_mfma_defs: dict[int, set] = {}
    cur: list[int] = []
    for ins in prog:
        if ins.kind == MARK and ins.op == "loop_begin":
            cur.append(ins.loop)
            loop_mfma_defs[ins.loop] = set()
        elif ins.kind == MARK and ins.op == "loop_end":
            cur.pop()
        elif ins.kind == MFMA:
            for lid in cur:
                loop_mfma_defs[lid] |= _units(ins, "defs")
    out: list[Instr] = []
    in_flight: set = set()
    valu_def_at: dict = {}
    trans_def_at: dict = {}
    store_data_at: dict = {}
    sgpr_valu_def_at: dict = {}   # SGPR unit -> clock of the VALU that wrote it (lane masks)
    clock = 0

    def nop(n: int, why: str) -> None:
        nonlocal clock
        out.append(Instr("s_nop", srcs=[n], kind=NOP, comment=why))
        clock += n + 1

    for ins in prog:
        if ins.kind == MARK and ins.op == "loop_begin":
            in_flight |= loop_mfma_defs.get(ins.loop, set())
        defs, uses = _units(ins, "defs"), _units(ins, "uses")
        # wide-store data overwrite (DB rules store_x3x4_data_overwrite / valu_overwrites_store_data)
        hit = [clock - store_data_at[u] for u in defs if u in store_data_at]
        if hit:
            need = hz.store_data_valu_overwrite if ins.kind == VALU else hz.store_data_overwrite
            if min(hit) < need:
                nop(need - min(hit) - 1, "write of wide-store data registers")
        trans = ins.kind == VALU and is_trans(hz.target, ins.op)
        if ins.kind == VALU and not trans:
            recent = [clock - trans_def_at[u] for u in uses if u in trans_def_at]
            if recent and min(recent) < hz.trans_to_valu:
                nop(hz.trans_to_valu - min(recent) - 1, "transcendental result -> VALU read")
        if ins.op.startswith("v_readfirstlane") or ins.op.startswith("v_readlane"):
            recent = [clock - valu_def_at[u] for u in uses if u in valu_def_at]
            if recent and min(recent) < hz.valu_to_readlane:
                nop(hz.valu_to_readlane - min(recent) - 1, "VALU write -> readlane")
        if ins.kind in (VALU, MFMA, VMEM_LOAD, VMEM_STORE):
            recent = [clock - sgpr_valu_def_at[u] for u in _all_units(ins.srcs) if u in sgpr_valu_def_at]
            need = hz.valu_sgpr_to_vmem if ins.kind in (VMEM_LOAD, VMEM_STORE) else hz.valu_sgpr_to_valu
            if recent and min(recent) < need:
                nop(need - min(recent) - 1, "VALU write of an SGPR -> read")
        if ins.kind == MFMA:
            recent = [clock - valu_def_at[u] for u in uses if u in valu_def_at]
            gap = min(recent) if recent else None
            if gap is not None and gap < hz.valu_to_mfma:
                nop(hz.valu_to_mfma - gap - 1, "VALU write -> MFMA read")
            in_flight |= defs
        elif (defs | uses) & in_flight:
            for n in result_nops:
                nop(n, "MFMA result -> non-MFMA access (full wait, conservative)")
            in_flight.clear()
        out.append(ins)
        clock += _wait_states(ins)
        if ins.kind == VALU:
            for u in _all_units(ins.defs):
                if u[0] == "s":
                    sgpr_valu_def_at[u] = clock
            for u in defs:
                valu_def_at[u] = clock
                if trans:
                    trans_def_at[u] = clock
                else:
                    trans_def_at.pop(u, None)
        if ins.kind == VMEM_STORE and is_wide_store(hz.target, ins.op):
            for u in _units_of(ins.srcs[0]):
                store_data_at[u] = clock
    return out


def break_soft_clauses(prog: list[Instr], target: str) -> list[Instr]:
    """The DB's ``clause_hazards`` rows on the allocated program (physical registers): where an
    instruction would join a run of same-kind instructions (a soft clause: SMEM, or VMEM)
    whose members write a register unit the clause reads (each member itself included),
    or a store would join one whose members write registers, an ``s_nop`` of the row's
    wait states goes before it and ends the clause. A replayed clause (XNACK) would
    otherwise re-read an address its own load already overwrote; the allocator's
    oldest-freed-first choice makes that rare, not impossible (a loop-carried LDS view's
    address VGPRs reused by the next global load of the same clause). Markers, labels and
    comments are not instructions; any other instruction ends the clause. Program order
    only, as the post-emit pass's ``passes.clauses`` (a branch ends every clause)."""
    from wave_asm_ext.target import load_target, xnack_enabled

    t = load_target(target)
    rows = [r for r in t.clause_hazards if r.applies(xnack_enabled(target))]
    for row in rows:
        out: list[Instr] = []
        kind, defs, uses = None, set(), set()
        for ins in prog:
            if ins.kind in (LABEL, MARK, COMMENT):
                out.append(ins)
                continue
            op = t.classify(ins.op)
            k = row.kind_of(op)
            d, u = _all_units(ins.defs), _all_units(ins.srcs)
            if k is None:
                kind = None
            elif k != kind:
                kind, defs, uses = k, d, u
            elif row.unsafe_join(defs, uses, d, u, row.stores(op)):
                out.append(Instr("s_nop", srcs=[row.wait_states - 1], kind=NOP,
                                 comment=f"ends a soft clause ({row.id})"))
                defs, uses = d, u
            else:
                defs |= d
                uses |= u
            out.append(ins)
        prog = out
    return prog


def _all_units(ops) -> set[tuple[str, int]]:
    """Physical register units (kind, index) of operands, SGPRs included."""
    out = set()
    for o in ops:
        if isinstance(o, VReg):
            reg, start, size = o, 0, o.size
        elif isinstance(o, Sub):
            reg, start, size = o.reg, o.start, o.size
        else:
            continue
        out |= {(reg.kind, reg.phys + start + j) for j in range(size)}
    return out


@dataclass
class Resources:
    vgprs: int  # highest VGPR used + 1
    sgprs: int  # highest SGPR used + 1
    agprs: int = 0  # highest AGPR used + 1


def allocate(prog: list[Instr], max_vgpr: int, max_sgpr: int,
             spread: dict[str, int] | None = None, srcab_window: int | None = None,
             first_fit: bool = False, war_window: int | None = None) -> Resources:
    """Linear scan. ``spread`` (kind -> register count, e.g. a first run's peak rounded to the
    allocation granule) lets free ranges below that count be chosen oldest-freed-first, which
    costs no occupancy and leaves the scheduler fewer false dependencies.

    ``first_fit`` (pressure fallback) always takes the lowest free aligned range instead: the
    oldest-freed choice scatters short values over the file, and multi-dword values (even
    aligned) can then find no hole although fewer registers than the file are live.

    MFMA operands are kept allocated to the end of their region (default). With
    ``srcab_window`` (pressure fallback) SrcA/SrcB are kept only that many instructions past
    their MFMA (each instruction is at least one wait state); SrcC/vDst stay to region end."""
    start: dict[int, int] = {}
    end: dict[int, int] = {}
    regs: dict[int, VReg] = {}
    loops: list[tuple[int, int]] = []
    open_loops: list[int] = []
    for i, ins in enumerate(prog):
        if ins.kind == MARK and ins.op == "loop_begin":
            open_loops.append(i)
        elif ins.kind == MARK and ins.op == "loop_end":
            loops.append((open_loops.pop(), i))
        for r in ins.def_regs + ins.use_regs:
            regs[id(r)] = r
            start.setdefault(id(r), i)
            end[id(r)] = i
    n = len(prog)
    # MFMA operands stay allocated to the end of the innermost enclosing loop; outside loops
    # to the kernel end, or, given ``war_window`` (output-tile fission: pass p's epilogue
    # operands must not stay pinned through pass p+1), for that many instructions (each is
    # at least one wait state; results are read only after the RAW waits anyway)
    for i, ins in enumerate(prog):
        if ins.kind == MFMA:
            region_end = n - 1
            enclosing = [e for b, e in loops if b < i < e]
            if enclosing:
                region_end = min(enclosing)
            elif war_window is not None:
                region_end = min(n - 1, i + war_window)
            ab = ins.regs(ins.srcs[:2])
            for r in ins.def_regs + ins.use_regs:
                keep = region_end
                if srcab_window is not None and any(r is x for x in ab) and not any(r is x for x in ins.def_regs):
                    keep = min(region_end, i + srcab_window)
                end[id(r)] = max(end[id(r)], keep)
    # values live into a loop stay live through it (iterate: extensions can cascade)
    changed = True
    while changed:
        changed = False
        for b, e in loops:
            for k in regs:
                if start[k] < b <= end[k] < e:
                    end[k] = e
                    changed = True
    busy = {"v": [None] * max_vgpr, "s": [None] * max_sgpr, "a": [None] * max_vgpr}
    hi = {"v": 0, "s": 0, "a": 0}
    INF = float("inf")
    for r in regs.values():
        if r.fixed:
            for j in range(r.size):
                busy[r.kind][r.phys + j] = INF
            hi[r.kind] = max(hi[r.kind], r.phys + r.size)
    order = sorted((k for k in regs if not regs[k].fixed), key=lambda k: (start[k], -regs[k].size))
    for k in order:
        r = regs[k]
        s0 = start[k]
        file = busy[r.kind]
        limit = len(file)
        align = r.align
        # Among free ranges below the high-water mark take the one freed longest ago (fewer
        # false WAR/WAW dependencies for the later scheduler); grow the file only if none.
        found, best = None, None
        p = 0
        while not first_fit and p + r.size <= max(hi[r.kind], (spread or {}).get(r.kind, 0)):
            ends = [file[p + j] for j in range(r.size)]
            if all(e is None or e < s0 for e in ends):
                age = max(-1 if e is None else e for e in ends)
                if best is None or age < best:
                    found, best = p, age
            p += align
        if found is None:
            p = 0
            while p + r.size <= limit:
                if all(file[p + j] is None or file[p + j] < s0 for j in range(r.size)):
                    found = p
                    break
                p += align
        if found is None:
            what = {"v": "VGPRs", "a": "AGPRs", "s": "SGPRs"}[r.kind]
            raise EmitError(f"out of {what}: {limit} available, value {r!r} does not fit")
        r.phys = found
        for j in range(r.size):
            file[found + j] = end[k]
        hi[r.kind] = max(hi[r.kind], found + r.size)
    return Resources(hi["v"], hi["s"], hi["a"])


def move_accumulators_to_agprs(prog: list[Instr]) -> int:
    """Put every MFMA destination in the AGPR file (MFMA vdst/srcC may be AGPRs on gfx90a+)
    and rewrite the moves that touch them. VMEM stores read AGPR data directly on gfx90a+.
    Returns the number of registers moved."""
    accs = {}
    for ins in prog:
        if ins.kind == MFMA:
            for r in ins.def_regs:
                accs[id(r)] = r
    moved = _into_agprs(prog, list(accs.values()))
    for ins in prog:  # anything else reading an AGPR must accept AGPR operands
        if ins.kind in (VALU,) and not ins.op.startswith("v_accvgpr") and any(
                r.kind == "a" for r in ins.use_regs + ins.def_regs):
            raise EmitError(f"{ins.op} cannot take AGPR operands (accumulator moved to AGPRs)")
    return moved


def _av_positions(ins: Instr) -> tuple[list[Operand], list[Operand]]:
    """(defs, srcs) of ``ins`` whose operand slot takes an AGPR as well as a VGPR on gfx90a+
    (the ISA's "AV" register classes): a DS or VMEM load's destination, a DS store's data
    (not its address), a VMEM store's data, an MFMA's destination and A, B and C operands
    (not a scaled MFMA's scale operands: llvm-mc-22 refuses an AGPR there), a VGPR-to-VGPR
    move's two sides. Every other slot (addresses, VALU operands, LDS-DMA loads) takes VGPRs
    only."""
    if ins.kind == MFMA:
        return ins.defs, ins.srcs[:3]
    if ins.kind == DS_LOAD or (ins.kind == VMEM_LOAD and " lds" not in f" {ins.suffix}"):
        return ins.defs, []
    if ins.kind == DS_STORE:
        return [], ins.srcs[1:]
    if ins.kind == VMEM_STORE:
        return [], ins.srcs[:1]
    if ins.op == "v_mov_b32" and ins.srcs and isinstance(ins.srcs[0], (VReg, Sub)):
        return ins.defs, ins.srcs
    return [], []


def move_av_values_to_agprs(prog: list[Instr]) -> int:
    """Pressure fallback after every VGPR-only placement failed: put each virtual VGPR value
    whose every definition and use sits in an AGPR-capable slot (:func:`_av_positions`: global
    and LDS tiles on their way to LDS, MFMA A/B fragments from LDS, their loop-carried copies)
    in the AGPR file, with no instruction added (LLVM's AV register classes let its allocator
    do the same; its spills of VGPRs to AGPRs cost a copy each way). The moves between the
    files are rewritten (:func:`_into_agprs`). Returns the dwords moved."""
    ok: dict[int, bool] = {}
    regs: dict[int, VReg] = {}
    for ins in prog:
        av_defs, av_srcs = _av_positions(ins)
        for ops, av in ((ins.defs, av_defs), (ins.srcs, av_srcs)):
            avset = {id(o) for o in av}
            for o in ops:
                r = o if isinstance(o, VReg) else o.reg if isinstance(o, Sub) else None
                if r is None or r.kind != "v" or r.fixed:
                    continue
                regs[id(r)] = r
                ok[id(r)] = ok.get(id(r), True) and id(o) in avset
    return _into_agprs(prog, [regs[k] for k, good in ok.items() if good])


def _into_agprs(prog: list[Instr], regs: list[VReg]) -> int:
    """Put ``regs`` in the AGPR file (unallocated); ``v_mov_b32`` between the register files
    becomes the AGPR move, write or read. Returns the dwords moved."""
    for r in regs:
        r.kind = "a"
        r.phys = None
    for ins in prog:
        if ins.op != "v_mov_b32":
            continue
        d = ins.def_regs[0].kind
        s = ins.use_regs[0].kind if ins.use_regs else None
        if d == "a" and s == "a":
            ins.op = "v_accvgpr_mov_b32"
        elif d == "a":
            ins.op = "v_accvgpr_write_b32"
        elif s == "a":
            ins.op = "v_accvgpr_read_b32"
    return sum(r.size for r in regs)


def coalesce_carried_inits(prog: list[Instr]) -> list[Instr]:
    """Drop the copies that give a loop-carried value its own registers (``v_mov_b32`` per
    dword, ``Walker.op_scf_for``) where the copied value is read by nothing after them: the
    loop then carries that value in place. Wave's MODULO prologue computes each output tile's
    first K steps and the K loop carries them on; copied, a tile's partial sum and the
    loop's copy of it are live together dword by dword, which costs an allocation that
    colours whole 4-register tuples a tuple per copy in flight (gfx942 1024^3 128x128x64
    2x2 MODULO: 76 AGPRs for 64 live accumulators, over LLVM's budget of 142). Only copies
    outside every loop, of a whole value into a whole value of the same size: the ones
    :func:`carried_init_copies` finds."""
    copies, drop = carried_init_copies(prog)
    if not copies:
        return prog
    rename: dict[int, VReg] = {}
    for dst, src in copies:
        rename[id(dst)] = src
        src.align = max(src.align, dst.align)

    def sub(o):
        if isinstance(o, VReg) and id(o) in rename:
            return rename[id(o)]
        if isinstance(o, Sub) and id(o.reg) in rename:
            return Sub(rename[id(o.reg)], o.start, o.size)
        return o
    out = []
    for k, ins in enumerate(prog):
        if k in drop:
            continue
        ins.defs = [sub(o) for o in ins.defs]
        ins.srcs = [sub(o) for o in ins.srcs]
        out.append(ins)
    return out


def carried_init_copies(prog: list[Instr]) -> tuple[list[tuple[VReg, VReg]], set[int]]:
    """The plan of :func:`coalesce_carried_inits`, ``prog`` unchanged: ((destination, source)
    of each copy a loop could carry in place, the positions of those copies). Empty where
    there is none (the emission in place is then the default's own text)."""
    refs: dict[int, list[int]] = {}
    for i, ins in enumerate(prog):
        for r in ins.def_regs + ins.use_regs:
            refs.setdefault(id(r), []).append(i)
    depth = 0
    drop: set[int] = set()
    copies: list[tuple[VReg, VReg]] = []
    taken: set[int] = set()   # ids of the copies' destinations
    i = 0
    while i < len(prog):
        ins = prog[i]
        if ins.kind == MARK:
            depth += {"loop_begin": 1, "loop_end": -1}.get(ins.op, 0)
        run = _whole_copy(prog, i) if depth == 0 else None
        if run is None:
            i += 1
            continue
        dst, src, n = run
        last = i + n - 1
        if (not dst.fixed and not src.fixed and id(src) not in taken and id(dst) not in taken
                and refs[id(src)][-1] == last and refs[id(dst)][0] == i):
            copies.append((dst, src))
            taken.add(id(dst))
            drop.update(range(i, last + 1))
        i = last + 1
    return copies, drop


def _whole_copy(prog: list[Instr], i: int) -> tuple[VReg, VReg, int] | None:
    """(destination, source, dwords) where ``prog[i:i + dwords]`` copies a whole register
    value into another of the same size, dword by dword in order; else None."""
    def pair(ins):
        if ins.op != "v_mov_b32" or len(ins.defs) != 1 or len(ins.srcs) != 1:
            return None
        d, s = ins.defs[0], ins.srcs[0]
        if isinstance(d, Sub) and isinstance(s, Sub) and d.size == s.size == 1 and d.start == s.start:
            return d.reg, s.reg, d.start
        return None
    first = pair(prog[i])
    if first is None or first[2] != 0:
        return None
    dst, src, _ = first
    if dst is src or dst.size != src.size or dst.kind != src.kind:
        return None
    for j in range(1, dst.size):
        if i + j >= len(prog) or pair(prog[i + j]) != (dst, src, j):
            return None
    return dst, src, dst.size


_SINK_BARRIERS = (BARRIER, WAIT, DS_STORE, LABEL, MARK, BRANCH, ENDPGM, SMEM)


def interleave_mfma_chains(prog: list[Instr]) -> list[Instr]:
    """Reorder each straight-line stretch's MFMAs so every accumulator advances one step
    before any advances two (the first MFMA of every chain, then every second one, ...),
    keeping each chain's own order and every dependence. Wave's MLIR computes one output
    tile's whole K step before the next tile's, so each B fragment stays live across all of
    the wave's output rows; stepped through K across the tiles instead, with the LDS reads
    then sunk to their uses (:func:`sink_lds_loads`), only one K step's fragments are live
    (gfx942 128x128x64 2x2 NONE: 40 fragment VGPRs become ~12). Accumulation order within
    each output element is unchanged, so results are bit-identical. Pressure fallback, run
    before output-tile fission. The stretch is reordered by a topological walk that takes,
    among the instructions whose predecessors are placed, the one whose slot comes first:
    every other instruction keeps its slot and order, the MFMAs take the MFMA slots in the
    new order where their operands allow."""
    out: list[Instr] = []
    start = 0
    for i, ins in enumerate(prog + [None]):
        if ins is None or ins.kind in _SINK_BARRIERS:
            out += _interleave_stretch(prog[start:i])
            if ins is not None:
                out.append(ins)
            start = i + 1
    return out


def _interleave_stretch(seg: list[Instr]) -> list[Instr]:
    mfmas = [i for i, ins in enumerate(seg) if ins.kind == MFMA]
    if len(mfmas) < 2:
        return seg
    step: dict[int, int] = {}          # MFMA index -> its position in its accumulator's chain
    chain_len: dict[frozenset, int] = {}
    for i in mfmas:
        acc = frozenset(_vunits(seg[i].defs))
        step[i] = chain_len.get(acc, 0)
        chain_len[acc] = step[i] + 1
    rank = {i: i for i in range(len(seg))}
    for slot, i in zip(mfmas, sorted(mfmas, key=lambda i: (step[i], i))):
        rank[i] = slot
    # dependences: registers (true, anti, output) per dword unit, from each unit's last
    # writer and its readers since; every non-MFMA instruction also stays after the previous
    # non-MFMA one (memory order, side effects, SCC/VCC that operand lists may not name)
    succs: list[list[int]] = [[] for _ in seg]
    n_preds = [0] * len(seg)

    def edge(i: int, j: int) -> None:
        succs[i].append(j)
        n_preds[j] += 1

    writer: dict = {}
    readers: dict = {}
    last_other = None
    for j, ins in enumerate(seg):
        preds = set()
        for u in _vunits(ins.srcs):
            if u in writer:
                preds.add(writer[u])
        for u in _vunits(ins.defs):
            if u in writer:
                preds.add(writer[u])
            preds.update(readers.get(u, ()))
        if ins.kind != MFMA:
            if last_other is not None:
                preds.add(last_other)
            last_other = j
        preds.discard(j)
        for i in preds:
            edge(i, j)
        for u in _vunits(ins.srcs):
            readers.setdefault(u, []).append(j)
        for u in _vunits(ins.defs):
            writer[u] = j
            readers[u] = []
    # the ready instruction whose slot comes first, each time
    ready = [(rank[j], j) for j in range(len(seg)) if n_preds[j] == 0]
    heapq.heapify(ready)
    order: list[int] = []
    while ready:
        _, i = heapq.heappop(ready)
        order.append(i)
        for j in succs[i]:
            n_preds[j] -= 1
            if n_preds[j] == 0:
                heapq.heappush(ready, (rank[j], j))
    assert len(order) == len(seg), "dependences of a straight-line stretch form no cycle"
    return [seg[k] for k in order]


def sink_lds_loads(prog: list[Instr]) -> list[Instr]:
    """Move each LDS read down to just before the first instruction that uses its result,
    never past a barrier/wait, an LDS write, a label/loop mark or a branch (memory order and
    control flow are kept; LDS reads commute with each other and with VMEM/VALU/MFMA that do
    not touch their registers). Shortens the live ranges of MFMA operands (pressure fallback)."""
    out = list(prog)
    i = len(out) - 1
    while i >= 0:
        ins = out[i]
        if ins.kind == DS_LOAD:
            dst = _vunits(ins.defs)
            src = _vunits(ins.srcs)
            j = i + 1
            while j < len(out):
                nxt = out[j]
                if nxt.kind in _SINK_BARRIERS:
                    break
                touched = _vunits(nxt.srcs) | _vunits(nxt.defs)
                if touched & dst or _vunits(nxt.defs) & src:
                    break
                j += 1
            if j > i + 1:
                out.insert(j - 1, out.pop(i))
        i -= 1
    return out
