"""Latency-aware list scheduling of straight-line regions (physical registers).

Invariants after :func:`run` (per kernel):

* input ``s_waitcnt`` and ``s_nop`` are removed (the waitcnt and hazard passes re-insert
  exactly what the new order needs);
* instructions move only inside a *region*: a maximal run of a basic block without
  labels, branches/terminators, ``s_barrier``, messages, priority/mode changes
  (``s_setprio``, ``s_setreg``/``s_getreg``, ``s_sendmsg``), ``s_getpc``, cache
  control / GWS / ``s_dcache_*`` / ``s_memtime`` or any other instruction the DB
  classes as BRANCH/BARRIER/MISC; those stay in place;
* VGPR anti/output dependences inside a region may be broken by renaming (``options
  ["rename"]``, default True; :meth:`Scheduler.rename_block`): a value whose definition and
  every read lie in one region and which is dead after it moves to registers that are
  free during that whole region and below the highest VGPR the kernel already references
  (the register allocation never grows); not in kernels that write EXEC, not for partial
  writes (d16, DPP, SDWA-preserve, op_sel-hi) or values touched by lane-crossing
  instructions (readlane, permlane, DPP, ds_bpermute/swizzle, MFMA operands). The input
  order candidate keeps the original registers;
* every dependence is kept: register true/anti/output dependences over ``defs()`` /
  ``uses()`` units (implicit VCC/EXEC/SCC/M0 included) and memory order — stores vs
  loads/stores of the same address space (LDS, global, scratch, GDS; SMEM reads are
  global reads; FLAT may touch global, scratch and LDS), loads among themselves are free;
* the peak number of live vector register units (VGPR + AGPR) of the kernel does not
  exceed the input's peak (a region whose schedule would exceed it keeps its input order;
  counted in the report as ``pressure_fallbacks``);
* among the candidate orders (input order and each heuristic in ``HEURISTICS``) the
  one with the lexicographically smallest (peak live vector units, s_waitcnt count,
  s_nop count, instruction count, estimated cycles) after running the waitcnt and
  hazard passes on it is kept (seed 000 §Metric priorities); ties keep the input order;
  with ``options["refine"] = N`` up to N region-wise swaps between candidates are tried
  and kept when the whole-kernel key improves.

Priorities use DB latencies; global loads use the ``dram_miss`` scenario so that loads
are issued early and their consumers sink (a schedule tuned for an L2 hit leaves loads
exposed). Dependence building tracks the last writer / readers per unit (linear).
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from ..isa import Instruction, Kernel, Program
from ..isa.model import Reg, SrcMod, base_reg
from ..target import Target
from .common import classify, is_nop, is_waitcnt, peak_in_sequence, strip, vector_live_out, vec_mask
from .hazards import resolver_for
from .waitcnt import inserter_for

#: Largest region for the pressure-first fallback order (it is quadratic in the ready set).
PRESSURE_ORDER_MAX = 2000

#: Heuristics tried by default (besides the input order).
HEURISTICS = ("cycle", "critical_path")

_BOUNDARY_PIPES = frozenset({"BARRIER", "BRANCH", "WAITCNT", "NOP", "MISC"})
_BOUNDARY_TAGS = frozenset({"setreg", "getreg", "cache_control"})
_MEM_FAMILIES = frozenset({"MUBUF", "MTBUF", "SMEM", "DS", "FLAT", "GLOBAL", "SCRATCH"})
_SPACE_ALIAS = {"smem": ("global",), "flat": ("global", "scratch", "lds"), "global": ("global",),
                "scratch": ("scratch",), "lds": ("lds",), "gds": ("gds",)}


_LDS_DONE = ("@lds_done", 0)
_STORE_DONE = ("@store_done", 0)


def _note_memory(avail: dict, nd: "_Node", done: float) -> None:
    """Completion times a later s_barrier (and its s_waitcnt) must wait for."""
    if nd.pipe == "LDS":
        if done > avail.get(_LDS_DONE, 0.0):
            avail[_LDS_DONE] = done
    elif nd.writes:
        if done > avail.get(_STORE_DONE, 0.0):
            avail[_STORE_DONE] = done

#: Readers/writers that see other lanes' values (or all lanes regardless of EXEC): a value
#: they touch keeps its register (renaming would change what an inactive lane holds).
_CROSS_LANE_BASES = ("v_readlane", "v_readfirstlane", "v_writelane", "v_permlane", "ds_bpermute",
                     "ds_permute", "ds_swizzle", "v_mfma", "v_smfmac")


def _cross_lane(inst: Instruction) -> bool:
    b = inst.base
    return inst.encoding == "dpp" or inst.has_mod("dpp") or b.startswith(_CROSS_LANE_BASES)


def _reg_mask(r: Reg) -> int:
    return ((1 << r.count) - 1) << r.index


def _remap(op, old: Reg, new_index: int):
    """``op`` (a v register inside ``old``, maybe under source modifiers) moved to ``new_index``."""
    if isinstance(op, SrcMod):
        return SrcMod(_remap(op.inner, old, new_index), op.neg, op.abs, op.sext, op.func_style)
    return Reg("v", new_index + (op.index - old.index), op.count)


def _writes_exec(lists: list[list[Instruction]]) -> bool:
    return any(u[0] == "exec" for l in lists for i in l for u in i.defs())


def _vgpr_limit(lists: list[list[Instruction]]) -> int:
    """One past the highest VGPR the code references (renaming stays below it)."""
    top = 0
    for l in lists:
        for i in l:
            for f, n in i.defs() | i.uses():
                if f == "v" and n >= top:
                    top = n + 1
    return top


@dataclass
class _Node:
    inst: Instruction
    pipe: str
    lat: float          # result latency in clocks (loads: dram_miss scenario)
    issue: float        # issue cycles
    mfma_busy: float    # clocks the matrix pipe stays busy (0 for non-MFMA)
    boundary: bool
    defs: frozenset
    uses: frozenset
    reads: tuple
    writes: tuple
    hazard_src: bool


class Scheduler:
    def __init__(self, target: Target, heuristics: tuple[str, ...] = HEURISTICS, options: dict | None = None):
        self.target = target
        self.refine_evals = int((options or {}).get("refine", 0))
        self.rename = bool((options or {}).get("rename", True))
        self.heuristics = heuristics
        self.load_lat = float(target.global_load_latency("dram_miss"))
        self.cpp = float(target.cycles_per_pass)
        self._nodes: dict[int, tuple[Instruction, _Node]] = {}
        self._graphs: dict[tuple, tuple] = {}
        self.fallbacks: dict[str, int] = {}
        self.waitcnt = inserter_for(target, options)
        self.hazards = resolver_for(target, options)

    # ------------------------------------------------------------------ per-instruction facts
    def node(self, inst: Instruction) -> _Node:
        e = self._nodes.get(id(inst))
        if e is not None and e[0] is inst:
            return e[1]
        oc = classify(inst, self.target)
        lat = float(oc.latency)
        if oc.pipe in ("VMEM", "FLAT") and "load" in oc.tags:
            lat = self.load_lat
        busy = 0.0
        if oc.mfma is not None:
            busy = oc.mfma.passes * self.cpp
            lat = max(lat, busy)
        # memory-system instructions without a modelled memory effect (cache write-back /
        # invalidate, GWS, s_dcache_*, s_memtime) keep their place among memory operations
        unmodelled_mem = inst.info.mem == "none" and inst.family in _MEM_FAMILIES
        boundary = (oc.pipe in _BOUNDARY_PIPES or bool(oc.tags & _BOUNDARY_TAGS) or inst.is_terminator
                    or inst.info.branch is not None or unmodelled_mem)
        rd, wr = inst.mem_effects()
        reads = tuple(sorted({a for s in rd for a in _SPACE_ALIAS.get(s, (s,))}))
        writes = tuple(sorted({a for s in wr for a in _SPACE_ALIAS.get(s, (s,))}))
        n = _Node(inst, oc.pipe, lat, float(oc.issue_cycles), busy, boundary, inst.defs(), inst.uses(),
                  reads, writes, bool(self.hazards.info(inst).first))
        self._nodes[id(inst)] = (inst, n)
        return n

    # ------------------------------------------------------------------ dependence graph
    def _graph(self, region: list[_Node]):
        n = len(region)
        succs: list[list[tuple[int, float]]] = [[] for _ in range(n)]
        npred = [0] * n
        last_w: dict = {}
        readers: dict = {}
        mem_w: dict[str, int] = {}
        mem_r: dict[str, list[int]] = {}

        def edge(a: int, b: int, lat: float) -> None:
            succs[a].append((b, lat))
            npred[b] += 1

        for i, nd in enumerate(region):
            seen: dict[int, float] = {}
            for u in nd.uses:
                w = last_w.get(u)
                if w is not None:
                    lat = region[w].lat
                    if seen.get(w, -1.0) < lat:
                        seen[w] = lat
                readers.setdefault(u, []).append(i)
            for u in nd.defs:
                w = last_w.get(u)
                if w is not None and w != i and w not in seen:
                    seen[w] = 0.0
                rs = readers.get(u)
                if rs:
                    for r in rs:
                        if r != i and r not in seen:
                            seen[r] = 0.0
                    readers[u] = []
                last_w[u] = i
            for s in nd.reads:
                w = mem_w.get(s)
                if w is not None and w not in seen:
                    seen[w] = 0.0
            for s in nd.writes:
                w = mem_w.get(s)
                if w is not None and w not in seen:
                    seen[w] = 0.0
                for r in mem_r.get(s, ()):
                    if r != i and r not in seen:
                        seen[r] = 0.0
                mem_r[s] = []
                mem_w[s] = i
            for s in nd.reads:
                mem_r.setdefault(s, []).append(i)
            for w, lat in seen.items():
                # a hazard row between the pair needs that many issue slots in between
                if region[w].hazard_src:
                    ws = self.hazards.pair_wait(region[w].inst, nd.inst)
                    if ws:
                        lat = max(lat, (ws + 1) * self.cpp)
                edge(w, i, lat)
        return succs, npred

    @staticmethod
    def _heights(region: list[_Node], succs) -> list[float]:
        """Latency-weighted longest path to the region end (critical-path priority)."""
        n = len(region)
        height = [0.0] * n
        for i in range(n - 1, -1, -1):
            nd = region[i]
            # a result consumed after the region still needs its full latency: loads go early
            h = nd.lat if nd.defs else nd.issue
            for s, lat in succs[i]:
                v = max(lat, region[i].issue) + height[s]
                if v > h:
                    h = v
            height[i] = h
        return height

    def _pressure_order(self, region: list[_Node], live_after: int) -> list[Instruction]:
        """Greedy order that keeps few vector units live: among ready instructions pick the
        one whose issue adds the fewest live units (defs not yet live minus last uses),
        ties by critical path then input position. Used only when a latency order
        exceeds the pressure cap; the result is checked against the cap again."""
        key = tuple(id(nd.inst) for nd in region)
        cached = self._graphs.get(key)
        if cached is None:
            succs, npred0 = self._graph(region)
            height = self._heights(region, succs)
            self._graphs[key] = (succs, npred0, height)
        else:
            succs, npred0, height = cached
        npred = list(npred0)
        remaining: dict[int, int] = {}
        defm = [vec_mask(nd.defs) for nd in region]
        usem = [vec_mask(nd.uses) for nd in region]
        live = live_after
        for i in range(len(region) - 1, -1, -1):
            live = (live & ~defm[i]) | usem[i]
        for m in usem:
            while m:
                b = m & -m
                remaining[b] = remaining.get(b, 0) + 1
                m ^= b
        ready = [i for i in range(len(region)) if npred[i] == 0]
        out: list[Instruction] = []
        while ready:
            best = None
            for i in ready:
                kills = 0
                m = usem[i] & ~live_after
                while m:
                    b = m & -m
                    if remaining.get(b, 0) == 1:
                        kills += 1
                    m ^= b
                delta = (defm[i] & ~live).bit_count() - kills
                k = (delta, -height[i], i)
                if best is None or k < best[0]:
                    best = (k, i)
            i = best[1]
            ready.remove(i)
            out.append(region[i].inst)
            m = usem[i]
            while m:
                b = m & -m
                remaining[b] -= 1
                if remaining[b] == 0 and not (b & live_after):
                    live &= ~b
                m ^= b
            live |= defm[i]
            for s2, _ in succs[i]:
                npred[s2] -= 1
                if npred[s2] == 0:
                    ready.append(s2)
        return out

    # ------------------------------------------------------------------ list scheduling
    def _schedule_region(self, region: list[_Node], heuristic: str, t0: float, avail: dict,
                         mfma_free: float) -> tuple[list[int], float, float]:
        n = len(region)
        if n <= 1:
            return list(range(n)), t0, mfma_free
        key = tuple(id(nd.inst) for nd in region)
        cached = self._graphs.get(key)
        if cached is None:
            succs, npred0 = self._graph(region)
            height = self._heights(region, succs)
            self._graphs[key] = (succs, npred0, height)
        else:
            succs, npred0, height = cached
        npred = list(npred0)
        earliest = [t0] * n
        if heuristic == "cycle":
            for i, nd in enumerate(region):
                e = t0
                for u in nd.uses:
                    a = avail.get(u)
                    if a is not None and a > e:
                        e = a
                earliest[i] = e
        order: list[int] = []
        t = t0
        pending: list[tuple[float, int]] = []   # (earliest, index) waiting for time
        ready_mfma: list[tuple[float, int]] = []  # (-height, index)
        ready_other: list[tuple[float, int]] = []
        timed = heuristic == "cycle"
        for i in range(n):
            if npred[i] == 0:
                heapq.heappush(pending, (earliest[i] if timed else t0, i))
        while len(order) < n:
            while pending and (pending[0][0] <= t or not timed):
                _, i = heapq.heappop(pending)
                heapq.heappush(ready_mfma if region[i].mfma_busy else ready_other, (-height[i], i))
            cand = None
            if ready_mfma and (not timed or t >= mfma_free):
                if ready_other and ready_other[0] < ready_mfma[0]:
                    cand = heapq.heappop(ready_other)[1]
                else:
                    cand = heapq.heappop(ready_mfma)[1]
            elif ready_other:
                cand = heapq.heappop(ready_other)[1]
            if cand is None:
                nxt = []
                if pending:
                    nxt.append(pending[0][0])
                if ready_mfma:
                    nxt.append(mfma_free)
                t = max(t, min(nxt))
                continue
            nd = region[cand]
            order.append(cand)
            start = t
            if nd.mfma_busy:
                start = max(start, mfma_free)
                mfma_free = start + nd.mfma_busy
            t = start + nd.issue
            done = start + nd.lat
            for u in nd.defs:
                avail[u] = done
            _note_memory(avail, nd, done)
            for s, lat in succs[cand]:
                e = start + lat
                if e > earliest[s]:
                    earliest[s] = e
                npred[s] -= 1
                if npred[s] == 0:
                    heapq.heappush(pending, (earliest[s] if timed else t0, s))
        return order, t, mfma_free

    @staticmethod
    def _regions(nodes: list[_Node], live_after: int) -> list[tuple[int, int, int]]:
        """(start, end, vector units live after it) of every region and every boundary
        instruction (a one-element span) of a block; boundaries are invariant under
        reordering, so these liveness masks hold for every candidate order."""
        bounds: list[tuple[int, int]] = []
        start = 0
        for k, nd in enumerate(nodes):
            if nd.boundary:
                if k > start:
                    bounds.append((start, k))
                bounds.append((k, k + 1))
                start = k + 1
        if start < len(nodes):
            bounds.append((start, len(nodes)))
        out = []
        live = live_after
        for a, b in reversed(bounds):
            out.append((a, b, live))
            for nd in reversed(nodes[a:b]):
                live = (live & ~vec_mask(nd.defs)) | vec_mask(nd.uses)
        out.reverse()
        return out

    # ------------------------------------------------------------------ renaming
    def rename_block(self, insts: list[Instruction], live_after: int, vlimit: int) -> list[Instruction]:
        """Anti-dependence breaking inside regions (cf. LLVM's post-RA AntiDepBreaker).

        A VGPR value whose definition and every read lie in one region, which is not live
        after the region, and whose register is also used by another value of the region,
        moves to registers that are free during the whole region (not referenced in it, not
        live at its start or end) and below ``vlimit`` (the kernel's register allocation
        does not grow). Only plain definitions qualify (the defining instruction does not
        read the register: no d16 / DPP / SDWA-preserve / op_sel-hi partial writes) and no
        lane-crossing instruction may touch the value. Values defined by loads are renamed
        first (they have the longest latency). Returns a new list (renamed instructions are
        copies) or ``insts`` itself when nothing was renamed."""
        nodes = [self.node(i) for i in insts]
        out = list(insts)
        changed = False
        for a, b, lae in self._regions(nodes, live_after):
            if b - a < 3:
                continue
            live_start = lae
            referenced = 0
            for nd in reversed(nodes[a:b]):
                d, u = vec_mask(nd.defs), vec_mask(nd.uses)
                live_start = (live_start & ~d) | u
                referenced |= d | u
            busy = referenced | live_start | lae
            if not any(not (busy >> r) & 1 for r in range(vlimit)):
                continue
            loads = [k for k in range(a, b) if nodes[k].reads and nodes[k].inst.info.mem == "load"]
            rest = [k for k in range(a, b) if k not in set(loads)]
            for k in loads + rest:
                busy = self._rename_value(out, a, k, b, lae, busy, vlimit)
            changed = changed or any(x is not y for x, y in zip(out[a:b], insts[a:b]))
        return out if changed else insts

    def _rename_value(self, out: list[Instruction], a: int, k: int, end: int, lae: int, busy: int,
                      vlimit: int) -> int:
        """Rename the value defined at ``out[k]`` if it qualifies (see :meth:`rename_block`);
        returns the updated mask of registers taken in the region."""
        inst = out[k]
        dm = vec_mask(inst.defs())
        if not dm or dm >> 512 or _cross_lane(inst) or inst.info.family in ("MFMA",):
            return busy
        dops = [(p, op) for p, (r, op) in enumerate(zip(inst.roles, inst.operands)) if r in inst.def_roles()]
        regs = [(p, op) for p, op in dops if isinstance(op, Reg) and op.file == "v" and not op.virtual]
        if len(regs) != 1 or _reg_mask(regs[0][1]) != dm or vec_mask(inst.uses()) & dm:
            return busy
        dpos, old = regs[0]
        # the value's reads: until every unit is redefined or the region ends
        remaining = dm
        readers: list[tuple[int, list[int]]] = []
        for j in range(k + 1, end):
            r = out[j]
            um = vec_mask(r.uses()) & remaining
            if um:
                if _cross_lane(r) or vec_mask(r.defs()) & dm:
                    return busy
                pos, cover = [], 0
                for p, op in enumerate(r.operands):
                    br = base_reg(op)
                    if br is None or br.file != "v" or br.virtual or not _reg_mask(br) & dm:
                        continue
                    if _reg_mask(br) & ~remaining:   # reads units of another value as well
                        return busy
                    pos.append(p)
                    cover |= _reg_mask(br)
                if cover != um:                   # an implicit read of the value
                    return busy
                readers.append((j, pos))
            remaining &= ~vec_mask(r.defs())
            if not remaining:
                break
        if remaining & lae or not readers:
            return busy
        # only worth it if another value of the region uses these registers
        span = set([k] + [j for j, _ in readers])
        if not any((vec_mask(out[j].defs()) | vec_mask(out[j].uses())) & dm
                   for j in range(a, end) if j not in span):
            return busy
        step = 2 if old.count > 1 else 1
        need = (1 << old.count) - 1
        for s0 in range(old.index % step, vlimit - old.count + 1, step):
            if not (busy >> s0) & need:
                break
        else:
            return busy
        new = inst.copy()
        ops = list(new.operands)
        ops[dpos] = Reg("v", s0, old.count)
        new.operands = ops
        out[k] = new
        for j, pos in readers:
            nr = out[j].copy()
            ops = list(nr.operands)
            for p in pos:
                ops[p] = _remap(ops[p], old, s0)
            nr.operands = ops
            out[j] = nr
        return busy | (need << s0)

    def schedule_block(self, insts: list[Instruction], heuristic: str, live_after: int, cap: int) -> list[Instruction]:
        """Schedule one block's regions with ``heuristic`` ("input" keeps the order)."""
        if heuristic == "input":
            return list(insts)
        nodes = [self.node(i) for i in insts]
        out: list[Instruction] = []
        avail: dict = {}
        t = 0.0
        mfma_free = 0.0
        for a, b, lae in self._regions(nodes, live_after):
            region = nodes[a:b]
            if b - a == 1 and region[0].boundary:
                nd = region[0]
                if nd.pipe == "BARRIER":
                    # the s_waitcnt before a barrier waits for LDS ops and memory writes
                    t = max(t, avail.get(_LDS_DONE, 0.0), avail.get(_STORE_DONE, 0.0))
                out.append(nd.inst)
                t += nd.issue
                continue
            order, t_new, mf_new = self._schedule_region(region, heuristic, t, avail,
                                                         mfma_free)
            seq = [region[i].inst for i in order]
            if order != list(range(len(region))) and peak_in_sequence(seq, lae) > cap:
                # over the pressure cap: try a pressure-first order, else keep the input order
                alt = self._pressure_order(region, lae) if len(region) <= PRESSURE_ORDER_MAX else None
                if alt is not None and peak_in_sequence(alt, lae) <= cap:
                    seq = alt
                    self.fallbacks[heuristic + ":pressure"] = self.fallbacks.get(heuristic + ":pressure", 0) + 1
                else:
                    seq = [nd.inst for nd in region]
                    self.fallbacks[heuristic] = self.fallbacks.get(heuristic, 0) + 1
            out.extend(seq)
            t, mfma_free = t_new, mf_new
        return out

    # ------------------------------------------------------------------ evaluation
    def estimate_cycles(self, cfg, lists: list[list[Instruction]]) -> float:
        """Simple in-order issue estimate: RAW latencies, matrix-pipe occupancy, s_nop slots,
        barriers wait for everything outstanding; loop bodies weighted 8x per nesting depth."""
        total = 0.0
        depth = [cfg.loop_depth(b) for b in range(len(lists))] if cfg.loops else [0] * len(lists)
        for bi, insts in enumerate(lists):
            t = 0.0
            mf = 0.0
            avail: dict = {}
            for inst in insts:
                if is_nop(inst):
                    ops = inst.operands
                    t += (int(getattr(ops[0], "value", 0)) + 1 if ops else 1) * self.cpp
                    continue
                if is_waitcnt(inst):
                    t += self.cpp
                    continue
                nd = self.node(inst)
                start = t
                for u in nd.uses:
                    a = avail.get(u)
                    if a is not None and a > start:
                        start = a
                if nd.pipe == "BARRIER":
                    start = max(start, avail.get(_LDS_DONE, 0.0), avail.get(_STORE_DONE, 0.0))
                if nd.mfma_busy:
                    start = max(start, mf)
                    mf = start + nd.mfma_busy
                t = start + nd.issue
                for u in nd.defs:
                    avail[u] = start + nd.lat
                _note_memory(avail, nd, start + nd.lat)
            total += t * (8 ** depth[bi])
        return total

    def _refine(self, cfg, best: tuple, cands: list[tuple], live_out: list[int]) -> tuple[tuple, int]:
        """Region-wise local search (``options["refine"]`` evaluations at most): try each
        other candidate's order for one region at a time (largest regions first) and keep
        a swap when the whole-kernel key improves. Region boundaries sit at the same
        positions in every candidate, so a region is a slice of its block."""
        key = best[0] if len(best[0]) == 5 else best[0] + (self.estimate_cycles(cfg, best[4]),)
        cur = [list(l) for l in best[2]]
        waited, final = best[3], best[4]
        regions = []
        for bi, l in enumerate(cur):
            start = 0
            for k, inst in enumerate(l + [None]):
                if inst is None or self.node(inst).boundary:
                    if k - start > 1:
                        regions.append((k - start, bi, start, k))
                    start = k + 1
        regions.sort(reverse=True)
        evals = swaps = 0
        for _, bi, a, b in regions:
            for c in cands:
                if c is best or evals >= self.refine_evals:
                    continue
                alt = c[2][bi][a:b]
                if all(x is y for x, y in zip(alt, cur[bi][a:b])):
                    continue
                trial = list(cur)
                trial[bi] = cur[bi][:a] + alt + cur[bi][b:]
                evals += 1
                k4, w, f = self.evaluate(cfg, trial, live_out)
                if k4 > key[:4]:
                    continue
                k5 = k4 + (self.estimate_cycles(cfg, f),)
                if k5 < key:
                    key, cur, waited, final = k5, trial, w, f
                    swaps += 1
        return (key, best[1], cur, waited, final), swaps

    def evaluate(self, cfg, lists: list[list[Instruction]], live_out: list[int]) -> tuple:
        """(objective key, waited lists, final lists) of one candidate order."""
        waited, _ = self.waitcnt.solve(cfg, lists)
        final, _ = self.hazards.solve(cfg, waited)
        peak = max((peak_in_sequence(l, live_out[i]) for i, l in enumerate(lists)), default=0)
        waits = sum(1 for l in final for i in l if i.base == "s_waitcnt")
        nops = sum(1 for l in final for i in l if i.base == "s_nop")
        ninst = sum(len(l) for l in final)
        return (peak, waits, nops, ninst), waited, final

    def run_kernel(self, kernel: Kernel) -> dict:
        self._graphs = {}
        self.fallbacks: dict[str, int] = {}  # regions kept in input order to respect the pressure cap
        strip(kernel, lambda i: is_waitcnt(i) or is_nop(i))
        cfg = kernel.cfg
        live_out = vector_live_out(kernel)
        base_lists = [list(b.instructions) for b in kernel.blocks]
        cap = max((peak_in_sequence(l, live_out[i]) for i, l in enumerate(base_lists)), default=0)
        sched_lists = base_lists
        if self.rename and not _writes_exec(base_lists):
            vlimit = _vgpr_limit(base_lists)
            sched_lists = [self.rename_block(l, live_out[i], vlimit) for i, l in enumerate(base_lists)]
        cands: list[tuple] = []
        scores: dict[str, tuple] = {}
        seen: dict[tuple, str] = {}
        for h in ("input",) + tuple(self.heuristics):
            src = base_lists if h == "input" else sched_lists
            lists = [self.schedule_block(l, h, live_out[i], cap) for i, l in enumerate(src)]
            sig = tuple(id(i) for l in lists for i in l)
            if sig in seen:  # same order as an earlier candidate: same score
                scores[h] = scores[seen[sig]]
                continue
            seen[sig] = h
            key, waited, final = self.evaluate(cfg, lists, live_out)
            scores[h] = key
            cands.append((key, h, lists, waited, final))
        # estimated cycles only break ties of the first four keys (computed only then)
        top = min(c[0] for c in cands)
        tied = [c for c in cands if c[0] == top]
        if len(tied) > 1:
            tied = [(c[0] + (self.estimate_cycles(cfg, c[4]),),) + c[1:] for c in tied]
            for c in tied:
                scores[c[1]] = c[0]
        best = min(tied, key=lambda c: c[0])  # stable: earlier candidates (input first) win ties
        refined = 0
        if self.refine_evals > 0 and len(cands) > 1:
            best, refined = self._refine(cfg, best, cands, live_out)
        _, name, lists, waited, final = best
        if refined:
            name = f"{name}+{refined} region swaps"
        for b, l in zip(kernel.blocks, lists):
            b.instructions = l
        return {"chosen": name, "scores": scores, "pressure_fallbacks": dict(self.fallbacks), "_waited": waited, "_final": final, "_peak": best[0][0],
                "_input_peak": cap}


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    """Schedule every kernel (see module docstring). ``options["heuristics"]`` overrides
    the heuristic list; ``options["schedule"] = False`` only strips waits and nops."""
    if options is None:
        options = {}
    sched = Scheduler(target, tuple(options.get("heuristics", HEURISTICS)), options)
    reports = options.setdefault("_schedule_report", {}) if isinstance(options, dict) else {}
    for k in program.kernels:
        if not k.blocks:
            continue
        if options.get("schedule", True) is False:
            strip(k, lambda i: is_waitcnt(i) or is_nop(i))
            continue
        rep = sched.run_kernel(k)
        options.setdefault("_peaks", {})[id(k)] = rep.pop("_peak")
        options.setdefault("_input_peaks", {})[id(k)] = rep.pop("_input_peak")
        # the waitcnt and hazard passes would recompute exactly these lists: hand them over
        options.setdefault("_precomputed", {})[id(k)] = (k, rep.pop("_waited"), rep.pop("_final"))
        reports[k.name] = rep
    return program
