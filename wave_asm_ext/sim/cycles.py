"""Cycle model: one CU, in-order issue per wave, explainable stalls.

An *instrument* (never imports ``passes/``): it reads the program model and the DB
only. Every hardware number (issue cycles, latencies, MFMA passes, memory latency
scenarios, occupancy limits) comes from ``latency_db/<arch>.json`` via
:mod:`wave_asm_ext.target`.

Units: shader clocks ("clk", the DB's unit). One wave64 instruction occupies its
issue slot for ``issue_cycles`` clk (4 for every class in the DB); an MFMA pass is
``units.cycles_per_pass`` = 4 clk. Seed 000's "MFMA F16 16x16x16 = 16 cycles" is
the same figure: 4 passes x 4 clk (DB ``mfma[op].cycles``). ``s_nop N`` gives N+1
wait states = (N+1) issue slots = (N+1) x NOP issue_cycles clk.

Model
-----
* Waves per SIMD = DB occupancy of the kernel's declared VGPR/AGPR/SGPR/LDS use and
  workgroup size (or the caller's ``waves_per_simd``; for a target made ``for_grid``, at
  most the waves that dispatch keeps resident on a SIMD). Every SIMD runs the same mix,
  so one SIMD is simulated; a workgroup's waves spread over the 4 SIMDs, and a barrier
  joins the waves of one workgroup that sit on the simulated SIMD (the copies on the
  other SIMDs are symmetric and arrive at the same time).
* Per SIMD, shared by its waves: one issue port per pipe (VALU incl. TRANS, SALU,
  SMEM, LDS, VMEM incl. FLAT, BRANCH), each busy ``issue_cycles`` per instruction; the
  matrix pipe, busy ``mfma.cycles`` per MFMA (an MFMA also takes the VALU port for its
  issue cycles). The LDS port is busy longer where the instruction's data takes longer
  at the SIMD's share of its LDS port (:func:`lds_port_clk`, DB ``lds.bytes_per_clk``,
  ``simds_per_port``; a write's addresses cross the port with its data,
  ``write_address_dwords``): the next DS instruction of any of the SIMD's waves waits for it.
  ``s_nop``, ``s_waitcnt``, ``s_barrier`` use no port. Waves that can issue at the same
  clock go by the user priority their last ``s_setprio`` set (0 at launch), then by how
  long they have been ready (the ISA's {priority, wave age}; DB
  ``target.max_user_wave_priority``).
* The hot loop's steady state (``LoopFigures``) is measured on a run of at least
  :data:`STEADY_ITERATIONS` iterations, doubled up to :data:`MAX_STEADY_ITERATIONS` until
  the waves settle into an exact period: that period's rate, else (the longest run) the
  per-wave rate while all are in the loop.
* Per wave: in-order issue; a register read (or an overwrite) waits for an in-flight
  VALU/SALU/MFMA producer's latency. An MFMA result read as SrcA/SrcB, by VALU or by
  memory waits the MFMA's full latency ("mfma_dependency"); the same-opcode SrcC == vDst
  accumulator chain waits only for the matrix pipe ("pipe:MFMA"). Memory results are
  not interlocked (as in hardware): they are ordered by ``s_waitcnt``; VMEM returns in
  order, LDS in order, SMEM out of order (DB ``counter_events``); ``s_waitcnt X(N)``
  stalls until at most N ops are outstanding; ``s_endpgm`` drains every counter and
  waits for in-flight ALU/MFMA results ("endpgm_drain").
* Global (VMEM/FLAT) loads take the chosen scenario's latency
  (``memory_latency.global_load.<l2_hit|dram_miss>``), other ops their class latency.
* A taken branch redirects fetch: the wave's next issue waits the branch latency.
* Control flow follows one path (see :mod:`.cycles_trace`): loop trip counts from a
  constant compare, the caller, or a default.

Every clock a wave spends is attributed to exactly one cause, so per wave
``issue + hazard_nops + stalls == finish time``; the report averages over the
simulated waves.
"""

from __future__ import annotations

import argparse
import bisect
import heapq
import json
import math
import sys
from dataclasses import asdict, dataclass, field, fields
from operator import attrgetter
from typing import Any

from ..errors import WaveAsmError
from ..isa import Imm, Kernel, Program, parse_file
from ..isa.opcodes import format_modifiers, waitcnt_of
from ..target.cache import target_cache
from . import cycles_native
from .cycles_mca import MCA_ITERATIONS, MCA_TIMEOUT_S, run_llvm_mca
from .cycles_periodic import PeriodSkipper
from .cycles_trace import Trace, build_trace
from .cycles_wavepath import WaveOracle, workgroup_dims

SCENARIOS = ("l2_hit", "dram_miss")

#: Stall causes, in report order.
CAUSES = ("issue", "hazard_nops", "vmcnt", "lgkmcnt", "mfma_dependency", "data_dependency",
          "barrier", "branch", "pipe_contention", "endpgm_drain")

# Pipe (DB class) -> issue port of the SIMD. TRANS runs on the VALU; MFMAs issue
# through the VALU port and then occupy the matrix pipe.
_PORT = {"VALU": "VALU", "TRANS": "VALU", "SALU": "SALU", "SMEM": "SMEM", "LDS": "LDS",
         "VMEM": "VMEM", "FLAT": "VMEM", "BRANCH": "BRANCH",
         "MFMA_XDL": "VALU", "MFMA_SGEMM": "VALU", "MFMA_DGEMM": "VALU"}
_NO_PORT = ("WAITCNT", "NOP", "BARRIER", "MISC")


# --------------------------------------------------------------------------- static view

@dataclass(slots=True)
class _Static:
    idx: int
    issue: float
    lat: float                 # result latency; global loads use the scenario's instead
    gload: bool                # VMEM/FLAT load: latency = memory_latency.global_load.<scenario>
    ports: tuple[tuple[str, float], ...]
    counters: tuple[tuple[str, int], ...]
    order: str | None
    group: str
    alu_defs: tuple
    mem_defs: tuple
    deps: tuple
    wait: tuple[int | None, int | None] | None   # (vmcnt, lgkmcnt) of s_waitcnt
    nop: bool
    barrier: bool
    endpgm: bool
    branch_lat: float
    mfma_opcode: str | None
    mfma_occ: float
    mfma_vdst: frozenset
    mfma_srcc: frozenset
    group_stall: str = "issue"   # the per-wave cause its issue slots count as
    prio: int = -1               # the user wave priority an s_setprio sets (-1: not one)


#: a :class:`_Static`'s fields in declaration order (its constructor's arguments)
_static_fields = attrgetter(*(f.name for f in fields(_Static)))


def _class_view(op) -> dict:
    """The fields of a :class:`_Static` that follow from the instruction's class alone
    (an s_nop's issue slots and an MFMA's registers are the instruction's own)."""
    issue = float(op.issue_cycles)
    ports: list[tuple[str, float]] = []
    if op.pipe not in _NO_PORT:
        ports.append((_PORT.get(op.pipe, op.pipe), issue))
    lat = float(op.latency)
    mfma_opcode, mfma_occ = None, 0.0
    if op.is_mfma:
        mfma_opcode, mfma_occ = op.mnemonic, float(op.mfma.cycles)
        ports.append(("MFMA", mfma_occ))
        lat = mfma_occ
    return dict(issue=issue, lat=lat, gload=op.pipe in ("VMEM", "FLAT") and "load" in op.tags,
                ports=tuple(ports), counters=tuple(op.counters.items()), order=op.counter_order,
                group=op.pipe, nop=op.pipe == "NOP", barrier=op.pipe == "BARRIER", endpgm="endpgm" in op.tags,
                branch_lat=float(op.latency) if op.pipe == "BRANCH" else 0.0,
                mfma_opcode=mfma_opcode, mfma_occ=mfma_occ)


def _class_views(target) -> dict:
    """(mnemonic, modifier names) -> (OpClass, :func:`_class_view` of it), per target.
    Functions of the DB and the spelling only: every estimate on the target shares them
    (the passes' judges run several per program)."""
    return target_cache(target, "cycle_model_class_views")


#: entries of a target's text -> static view cache beyond which it is dropped (it holds the
#: operand objects alive)
_STATIC_CACHE_MAX = 200_000


def static_one(inst, idx: int, target) -> _Static:
    """The static view of one instruction at static index ``idx`` (its dependences not yet
    narrowed to the units the trace writes through the scoreboard: :func:`_static_view`).
    A function of the instruction's text: the views of a text already met are copies (a
    pass judges many programs made of the same instructions; the callers only replace
    fields of their copy)."""
    cache = target_cache(target, "cycle_model_static_views")
    text = (inst.mnemonic, inst.operands, inst.modifiers)
    t = cache.get(text)
    if t is None:
        if len(cache) >= _STATIC_CACHE_MAX:
            cache.clear()
        t = cache[text] = _static_of(inst, target)
    s = _Static(*_static_fields(t))
    s.idx = idx
    return s


def _static_of(inst, target) -> _Static:
    """:func:`static_one` computed (at static index 0)."""
    classes = _class_views(target)   # (mnemonic, modifier names) -> (OpClass, _class_view of it)
    mods = inst.modifiers
    # (with an f8f6f4 MFMA's operand formats, cbsz:4 ...: its pass count, the DB's passes_variants)
    key = (inst.mnemonic, (*(m.name for m in mods), *format_modifiers(inst)) if mods else ())
    c = classes.get(key)
    if c is None:
        op = target.classify(inst.mnemonic, key[1])
        c = classes[key] = (op, _class_view(op))
    op, cv = c
    alu_defs, mem_defs, deps, vdst, srcc = static_units(inst, op.is_mfma, bool(cv["counters"]))
    wait = None
    if op.pipe == "WAITCNT" and inst.base == "s_waitcnt":
        wc = waitcnt_of(inst)
        wait = (wc.vmcnt, wc.lgkmcnt)
    s = _Static(idx=0, alu_defs=alu_defs, mem_defs=mem_defs, deps=deps, wait=wait, mfma_vdst=vdst,
                mfma_srcc=srcc, **cv)
    if op.pipe == "LDS":
        occ = lds_port_clk(inst, target)
        if occ > s.issue:
            s.ports = tuple((n, max(o, occ) if n == "LDS" else o) for n, o in s.ports)
    if inst.base == "s_setprio":   # its immediate's low bits (DB: at most the highest priority)
        top = target.max_user_wave_priority
        v = inst.operands[0].value if inst.operands and isinstance(inst.operands[0], Imm) else 0
        s.prio = v & top
    if s.nop:  # s_nop N: N + 1 issue slots, on no port
        s.group_stall = "hazard_nops"
        n = inst.operands[0].value if inst.operands and isinstance(inst.operands[0], Imm) else 0
        s.issue = (n + 1) * op.issue_cycles
    return s


def static_units(inst, is_mfma: bool, is_mem: bool) -> tuple:
    """The fields of :func:`_static_of` that name register units: (alu_defs, mem_defs, deps,
    mfma_vdst, mfma_srcc), for an instruction of an MFMA class or not, of a class that
    counts on a memory counter or not. The rest of its view follows from the class, the
    operand count, the registers' files and widths and the other operands
    (cycles_native packs a renamed copy from this part alone)."""
    vdst = srcc = frozenset()
    if is_mfma:
        vd, sc = inst.operand("vdst"), inst.operand("srcc")
        vdst = frozenset(vd.units()) if vd is not None else frozenset()
        srcc = frozenset(sc.units()) if sc is not None and hasattr(sc, "units") else frozenset()
    defs = tuple(u for u in inst.defs() if u[0] != "exec")
    uses = tuple(u for u in inst.uses() if u[0] != "exec")
    return (() if is_mem else defs), (defs if is_mem else ()), tuple(set(uses) | set(defs)), vdst, srcc


def lds_data_dwords(inst, address_dwords: int = 0) -> int:
    """Dwords per lane a DS instruction moves through its SIMD's LDS port, in the busier
    direction: its destination's registers coming back (reads, returning atomics), or its
    data operands' going in with ``address_dwords`` of address (writes, atomics: the port's
    input carries both; DB ``lds.write_address_dwords``). An access narrower than a dword
    still takes a bank access (0: no data, e.g. ds_nop)."""
    vd = inst.operand("vdst")
    read = len(vd.units()) if vd is not None and hasattr(vd, "units") else 0
    written = sum(len(o.units()) for r in ("data0", "data1")
                  if (o := inst.operand(r)) is not None and hasattr(o, "units"))
    return max(read, written + address_dwords if written else 0)


def lds_port_clk(inst, target) -> float:
    """Clocks a DS instruction holds its SIMD's LDS port: :func:`lds_data_dwords` per lane
    (wave_size lanes x ``lds.bank_width_bytes`` each) at the SIMD's share of its port. The
    CU's LDS rate (DB ``lds.bytes_per_clk``) is split over one port per ``lds.simds_per_port``
    SIMDs, and the SIMDs running the kernel on a port share it (``target.lds_port_sharers``,
    :meth:`Target.for_workgroup`; by default all of them: the model's SIMDs are symmetric,
    so the others move as much at the same time). gfx942 ds_read_b128: 32 clk, gfx950: 16;
    half that for a wave alone on its CU. The caller takes the larger of this and the
    instruction's issue cycles."""
    per_dword = target_cache(target, "cycle_model_lds_clk_per_dword", list)
    if not per_dword:
        lds = target.lds
        ports = target.simds_per_cu // lds.simds_per_port
        sharers = target.lds_port_sharers or lds.simds_per_port
        per_dword.append(target.wave_size * lds.bank_width_bytes * sharers * ports / lds.bytes_per_clk)
    return lds_data_dwords(inst, target.lds.write_address_dwords) * per_dword[0]


def _static_view(trace: Trace, target) -> list[_Static]:
    out = [static_one(inst, idx, target) for idx, inst in enumerate(trace.insts)]
    # only an ALU/MFMA result is waited for through the scoreboard (memory results are
    # ordered by s_waitcnt): a unit no instruction of the trace writes that way is never
    # in it, and the simulation need not look it up once per dynamic instruction
    scoreboarded = {u for s in out for u in s.alu_defs}
    for s in out:
        s.deps = tuple(u for u in s.deps if u in scoreboarded)
        s.mem_defs = tuple(u for u in s.mem_defs if u in scoreboarded)
    return out


# --------------------------------------------------------------------------- results

@dataclass
class LoopFigures:
    header: str
    trip_count: int
    trip_count_source: str
    iterations_simulated: int         # of the steady-state run (loop_cycles: the kernel's own)
    cycles_per_iter: float            # steady state, on a run of at least STEADY_ITERATIONS
                                      # iterations: one period's time per iteration where every
                                      # wave's iteration intervals repeat exactly (_periodic_cpi),
                                      # else 1 wave: difference of the last two iteration starts;
                                      # several waves: per-wave rate while all are in the loop;
                                      # never below bound_per_iter (see cycles_per_iter_measured)
    cycles_per_iter_measured: float   # the same before that floor (the windowed rate can undershoot)
    cycles_per_iter_wave0_last2: float
    cycles_per_iter_mean: float       # wave 0, mean over all simulated iterations
    loop_cycles: float                # first iteration start -> loop exit, mean over waves
    mfma_busy_per_iter: float         # matrix-pipe clk per iteration, all waves of the SIMD (lower bound)
    mfma_busy_per_iter_per_wave: float
    mfma_utilization: float           # mfma_busy_per_iter / cycles_per_iter
    breakdown_per_iter: dict[str, float]  # wave 0's measured iteration by cause (sums to ..._wave0_last2)
    bound_per_iter: float             # largest lower bound below (the binding resource)
    bound_resource: str               # "port:MFMA", "port:VALU", ..., or "wave_issue"
    bounds_per_iter: dict[str, float]  # per port: busy clk of all waves; wave_issue: one wave's issue


@dataclass
class ScenarioResult:
    scenario: str
    global_load_latency: float
    total_cycles: float
    dynamic_instructions_per_wave: int
    mfma_busy_cycles: float
    mfma_utilization: float
    stalls: dict[str, float]          # cause -> clk, mean over the simulated waves
    contention_by_port: dict[str, float]  # pipe_contention split by port (VALU, MFMA, LDS, ...)
    loop: LoopFigures | None
    top_stalls: list[dict[str, Any]]  # wave 0: instructions with the largest stalls


@dataclass
class CycleReport:
    kernel: str
    target: str
    waves_per_simd: int
    waves_per_simd_source: str
    workgroup_waves: int
    barrier_group: int
    resources: dict[str, int]
    trip_counts: dict[str, dict[str, Any]]
    scenarios: dict[str, ScenarioResult]
    llvm_mca: dict[str, Any] | None
    notes: list[str] = field(default_factory=list)

    def __getitem__(self, scenario: str) -> ScenarioResult:
        return self.scenarios[scenario]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def format_text(self) -> str:
        lines = [f"kernel {self.kernel or '<snippet>'} ({self.target}): {self.waves_per_simd} wave(s)/SIMD "
                 f"[{self.waves_per_simd_source}], workgroup {self.workgroup_waves} wave(s), "
                 f"resources {self.resources}"]
        for h, tc in self.trip_counts.items():
            lines.append(f"  loop {h}: trip count {tc['value']} ({tc['source']})")
        for s in self.scenarios.values():
            lines.append(f"  [{s.scenario}: global load {s.global_load_latency:g} clk] total {s.total_cycles:,.0f} clk, "
                         f"{s.dynamic_instructions_per_wave} dyn. instructions/wave, MFMA utilisation "
                         f"{100 * s.mfma_utilization:.1f}%")
            if s.loop:
                lp = s.loop
                lines.append(f"    hot loop {lp.header}: {lp.cycles_per_iter:,.0f} clk/iter (steady state of a "
                             f"{lp.iterations_simulated}-iteration run; its mean {lp.cycles_per_iter_mean:,.1f}); "
                             f"MFMA bound {lp.mfma_busy_per_iter:,.0f} clk/iter -> loop MFMA utilisation "
                             f"{100 * lp.mfma_utilization:.1f}%; loop {lp.loop_cycles:,.0f} clk for {lp.trip_count} iterations")
                lines.append(f"    lower bound {lp.bound_per_iter:,.0f} clk/iter ({lp.bound_resource}); bounds "
                             + ", ".join(f"{k} {v:,.0f}" for k, v in lp.bounds_per_iter.items()))
                lines.append("    one iteration of wave 0: " + ", ".join(
                    f"{k} {v:,.0f}" for k, v in lp.breakdown_per_iter.items()) + f" (= {lp.cycles_per_iter_wave0_last2:,.0f} clk)")
            tot = sum(s.stalls.values()) or 1.0
            parts = ", ".join(f"{k} {v:,.0f} ({100 * v / tot:.0f}%)" for k, v in s.stalls.items() if v)
            lines.append(f"    per-wave time: {parts}")
            if s.contention_by_port:
                lines.append("    pipe contention by port: " + ", ".join(f"{k} {v:,.0f}" for k, v in s.contention_by_port.items()))
            for t in s.top_stalls[:5]:
                lines.append(f"      {t['cycles']:>8,.0f} clk {t['cause']:<16} {t['location']}: {t['text']}")
        if self.llvm_mca is not None:
            m = self.llvm_mca
            if m.get("status") == "ok":
                lines.append(f"  llvm-mca ({m.get('scope')}): {m['total_cycles']} cycles / {m['iterations']} iterations = "
                             f"{m['cycles_per_iter']:.1f} issue cycles/iter = {m['cycles_per_iter_clk']:.0f} clk/iter (1 wave)")
            else:
                lines.append(f"  llvm-mca ({m.get('scope')}): {m.get('status')}")
            ours = m.get("ours_1_wave_clk_per_iter") or m.get("ours_1_wave_clk") or {}
            if ours:
                lines.append("    this model, 1 wave: " + ", ".join(f"{k} {v:,.0f} clk" for k, v in ours.items()))
        for n in self.notes:
            lines.append(f"  note: {n}")
        return "\n".join(lines)


# --------------------------------------------------------------------------- simulation

class _Wave:
    __slots__ = ("id", "pos", "free", "sb", "sb_max", "out", "last", "stalls", "ports", "done", "cache_pos", "cache",
                 "prio")

    def __init__(self, wid: int):
        self.id = wid
        self.pos = 0
        self.free = 0.0
        self.sb: dict = {}
        self.sb_max = 0.0  # no scoreboard entry is ready later (entries only leave early)
        self.out: dict[str, list[float]] = {"vmcnt": [], "lgkmcnt": [], "expcnt": []}
        self.last: dict[str, float] = {}
        self.stalls = dict.fromkeys(CAUSES, 0.0)
        self.ports: dict[str, float] = {}  # pipe_contention split by the port waited for
        self.done: float | None = None
        self.cache_pos = -1
        self.cache: tuple[float, str | None] = (0.0, None)
        self.prio = 0   # user wave priority (s_setprio); the heap key holds it negated


def _wait_until(lst: list[float], n: int | None, now: float) -> float:
    """Earliest time at which at most ``n`` entries of the sorted completion-time list
    ``lst`` are still outstanding (a counter counts ops not yet complete, whatever
    their order; in-order return is already folded into the completion times)."""
    if n is None:
        return now
    if lst and lst[0] <= now:
        del lst[:bisect.bisect_right(lst, now)]
    if len(lst) <= n:
        return now
    return max(now, lst[len(lst) - 1 - n])


@dataclass
class _SimOut:
    finish: float
    stalls: dict[str, float]
    contention_by_port: dict[str, float]
    mfma_busy: float
    iter_times: list[list[float]]         # per wave: issue times of the hot-loop iteration starts
    loop_exit_times: list[float | None]   # per wave: issue time of the first instruction after the loop
    top: dict[int, dict[str, float]]
    w0_events: list[tuple[int, str, float]]  # (trace position delayed, cause, clk), wave 0


def _simulate(trace: Trace, st: list[_Static], waves: int, group: int, glat: float,
              skip_periods: bool = False, paths: list[Trace] | None = None) -> _SimOut:
    """Simulate ``waves`` waves of ``trace`` on one SIMD (module docstring). With
    ``skip_periods`` repeated hot-loop periods are skipped once the state repeats
    (:mod:`.cycles_periodic`: totals, stalls and contention exact; ``iter_times``,
    ``top`` and wave 0's events miss the skipped periods). ``paths`` (one trace per
    position in a workgroup's barrier group, ``paths[0]`` is ``trace``): wave w follows
    ``paths[w % group]`` (no period skipping)."""
    lone = group == 1
    views = []
    for tr in (paths or [trace]):
        o = tr.order
        sq = [st[i] for i in o]  # the static view of each trace position
        its = set(tr.iter_starts)
        # positions after whose issue the wave simply waits for its next one (no loop
        # bookkeeping, end, taken-branch delay or barrier; a barrier joining one wave only
        # releases it at once, at the time it arrives: as plain as any other instruction)
        pl = [not (p in its or p == tr.loop_exit or p + 1 >= len(o) or s.endpgm or s.branch_lat
                   or (s.barrier and not lone))
              for p, s in enumerate(sq)]
        views.append((o, len(o), sq, pl, its, tr.loop_exit))
    view_of = [views[w % len(views)] for w in range(waves)]
    order, n, seq, plain, iter_set, loop_exit = views[0]
    W = [_Wave(i) for i in range(waves)]
    # every port the trace uses, free from time 0 (an issue time is never negative)
    ports: dict[str, float] = dict.fromkeys([p for s in st for p, _ in s.ports], 0.0)
    # heap entries (time, -priority, ready-since, wave): among waves that can issue at the
    # same time, the one with the highest user priority (s_setprio) wins, then the one that
    # has been ready longest (the model's stand-in for the hardware's wave age; DB
    # target.max_user_wave_priority)
    heap = [(0.0, 0, 0.0, i) for i in range(waves)]
    heapq.heapify(heap)
    heappop, heappush, insort = heapq.heappop, heapq.heappush, bisect.insort
    mfma_busy = 0.0
    iter_times: list[list[float]] = [[] for _ in range(waves)]
    loop_exit_times: list[float | None] = [None] * waves
    top: dict[int, dict[str, float]] = {}
    groups = [list(range(g, min(g + group, waves))) for g in range(0, waves, group)]
    group_of = {w: gi for gi, g in enumerate(groups) for w in g}
    arrived: dict[int, dict[int, float]] = {gi: {} for gi in range(len(groups))}
    skipper = PeriodSkipper(trace, st, glat) if skip_periods and paths is None else None
    if skipper is not None and not skipper.active:
        skipper = None

    # wave 0's stalls by the trace position whose issue they delay (for the loop breakdown)
    w0_events: list[tuple[int, str, float]] = []

    def note(w: _Wave, idx: int, cause: str, dt: float, pos: int) -> None:
        if dt <= 0:
            return
        w.stalls[cause] += dt
        if w.id == 0:
            w0_events.append((pos, cause, dt))
            d = top.setdefault(idx, {})
            d[cause] = d.get(cause, 0.0) + dt

    def finish(w: _Wave, t: float, idx: int) -> None:
        end = t
        for lst in w.out.values():
            if lst:
                end = max(end, lst[-1])
        # results still in flight (an MFMA issued just before s_endpgm) finish too
        for r, _p in w.sb.values():
            end = max(end, r)
        note(w, idx, "endpgm_drain", end - t, w.pos)
        w.done = end

    def try_release(gi: int) -> None:
        members = [m for m in groups[gi] if W[m].done is None]
        arr = arrived[gi]
        if members and all(m in arr for m in members):
            rel = max(arr.values())
            for m in members:
                wm = W[m]
                note(wm, view_of[m][0][wm.pos - 1], "barrier", rel - arr[m], wm.pos)
                wm.free = rel
                heappush(heap, (rel, -wm.prio, rel, m))
            arr.clear()

    # The wave at the top of the heap is looked at in place: pushing it back or pushing its
    # next instruction replaces the top (one sift instead of a pop and a push); the heap
    # holds one entry per wave, so which entry is the smallest never depends on its layout.
    heapreplace = heapq.heapreplace
    while heap:
        key, _prio, _since, wid = heap[0]
        w = W[wid]
        pos = w.pos
        if paths is not None:
            order, n, seq, plain, iter_set, loop_exit = view_of[wid]
        if pos >= n:
            heappop(heap)
            continue
        s = seq[pos]
        if w.cache_pos != pos:
            t0 = t_local = w.free
            cause = None
            if s.wait is not None:
                vm, lg = s.wait
                out = w.out
                tv = _wait_until(out["vmcnt"], vm, t0)
                tl = _wait_until(out["lgkmcnt"], lg, t0)
                if tv > t_local:
                    t_local, cause = tv, "vmcnt"
                if tl > t_local:
                    t_local, cause = tl, "lgkmcnt"
            if w.sb_max > t_local:
                sb = w.sb
                for u in s.deps:
                    e = sb.get(u)
                    if e is None or e[0] <= t_local:
                        continue
                    p = st[e[1]]
                    if p.mfma_opcode is not None:
                        if (s.mfma_opcode == p.mfma_opcode and u in s.mfma_srcc
                                and p.mfma_vdst and p.mfma_vdst == s.mfma_srcc):
                            continue  # accumulator chain: only the matrix pipe orders it
                        t_local, cause = e[0], "mfma_dependency"
                    else:
                        t_local, cause = e[0], "data_dependency"
            w.cache_pos, w.cache = pos, (t_local, cause)
        else:
            t_local, cause = w.cache
        t_issue = t_local
        port_cause = None
        for pname, _occ in s.ports:
            pf = ports[pname]
            if pf > t_issue:
                t_issue, port_cause = pf, pname
        if t_issue > key and len(heap) > 1:
            e = (t_issue, -w.prio, t_local, wid)
            # the smallest other entry is a child of the top
            if heap[1] < e or (len(heap) > 2 and heap[2] < e):
                heapreplace(heap, e)
                continue
        # ---- commit (a stall noted here is > 0: a cause is set only by a later time)
        if cause is not None:
            note(w, s.idx, cause, t_local - w.free, pos)
        if port_cause is not None:
            dt = t_issue - t_local
            w.stalls["pipe_contention"] += dt
            if wid == 0:
                w0_events.append((pos, "pipe_contention", dt))
                d = top.setdefault(s.idx, {})
                d["pipe_contention"] = d.get("pipe_contention", 0.0) + dt
            w.ports[port_cause] = w.ports.get(port_cause, 0.0) + t_issue - t_local
        for pname, occ in s.ports:
            ports[pname] = t_issue + occ
        if s.mfma_opcode is not None:
            mfma_busy += s.mfma_occ
        if s.prio >= 0:
            w.prio = s.prio
        w.stalls[s.group_stall] += s.issue
        free = w.free = t_issue + s.issue
        if s.counters:
            done = t_issue + (glat if s.gload else s.lat)
            if s.order == "in_order":
                done = max(done, w.last.get(s.group, 0.0))
                w.last[s.group] = done
            for c, k in s.counters:
                lst = w.out.setdefault(c, [])
                for _ in range(k):
                    insort(lst, done)
            for u in s.mem_defs:
                w.sb.pop(u, None)
        if s.alu_defs:
            r = (t_issue + s.lat, s.idx)
            if r[0] > w.sb_max:
                w.sb_max = r[0]
            sb = w.sb
            for u in s.alu_defs:
                sb[u] = r
        if plain[pos]:
            w.pos = pos + 1
            heapreplace(heap, (free, -w.prio, free, wid))
            continue
        heappop(heap)
        started = pos in iter_set
        if started:
            iter_times[wid].append(t_issue)
        if pos == loop_exit:
            loop_exit_times[wid] = t_issue
        pos = w.pos = pos + 1
        if s.endpgm or pos >= n:
            finish(w, free, s.idx)
            gi = group_of[wid]
            if arrived[gi]:
                try_release(gi)
            continue
        if s.branch_lat and order[pos] != s.idx + 1:
            extra = t_issue + s.branch_lat - free
            if extra > 0:
                note(w, s.idx, "branch", extra, pos)
                free = w.free = free + extra
        if s.barrier:
            gi = group_of[wid]
            arrived[gi][wid] = free
            try_release(gi)
        else:
            heappush(heap, (free, -w.prio, free, wid))
        # (also where the iteration starts at its barrier, as scheduled loops often do: the
        # state is as complete after the arrival, whether or not it released the group)
        if started and wid == 0 and skipper is not None and skipper.active:
            mfma_busy = skipper.at_iteration_start(t_issue, pos - 1, W, heap, ports, arrived, mfma_busy)
    stuck = [w.id for w in W if w.done is None]
    if stuck:
        raise _stuck_error(stuck)
    finish_t = max(w.done for w in W)  # type: ignore[type-var]
    stalls = {c: sum(w.stalls[c] for w in W) / waves for c in CAUSES}
    by_port: dict[str, float] = {}
    for w in W:
        for k, v in w.ports.items():
            by_port[k] = by_port.get(k, 0.0) + v / waves
    return _SimOut(finish_t, stalls, by_port, mfma_busy, iter_times, loop_exit_times, top, w0_events)


def _stuck_error(stuck: list[int]) -> WaveAsmError:
    return WaveAsmError(f"cycle model deadlock: waves {stuck} never finished (barrier mismatch?)")


def _simulate_native(native: cycles_native.NativeTrace, waves: int, group: int, glat: float,
                     figures: bool = False, stall_events: bool = True) -> _SimOut:
    """:func:`_simulate` (without period skipping) by the compiled loop: the same
    :class:`_SimOut`; without ``figures`` the per-iteration and per-instruction fields are
    left empty, as in the Python loop's totals-only mode; without ``stall_events`` the
    stall fields only (a caller reading the iteration times alone)."""
    try:
        finish_t, stalls, by_port, busy, extra = native.simulate(waves, group, glat, figures)
    except cycles_native.Deadlock as e:
        raise _stuck_error(e.stuck) from None
    if extra is None:
        return _SimOut(finish_t, stalls, by_port, busy, [[] for _ in range(waves)], [None] * waves, {}, [])
    iter_times, exits, events = extra
    if not stall_events:
        return _SimOut(finish_t, stalls, by_port, busy, iter_times, exits, {}, [])
    top: dict[int, dict[str, float]] = {}
    for _pos, idx, cause, dt in events:
        d = top.setdefault(idx, {})
        d[cause] = d.get(cause, 0.0) + dt
    return _SimOut(finish_t, stalls, by_port, busy, iter_times, exits, top,
                   [(pos, cause, dt) for pos, _idx, cause, dt in events])


class _Runner:
    """Simulations of one kernel's traces: the compiled loop where it is built (each trace
    packed once), else the Python loop (in totals-only mode with period skipping). Waves
    on different paths (``paths``) run without period skipping (each wave on its own trace)."""

    def __init__(self, target):
        self.target = target
        self.native = cycles_native.available(CAUSES)
        self._packed: dict[int, tuple] = {}

    def run(self, trace: Trace, st: list[_Static] | None, waves: int, group: int, glat: float,
            figures: bool, paths: list[Trace] | None = None, stall_events: bool = True) -> _SimOut:
        """One simulation (``_simulate``); ``stall_events`` False: the compiled loop's
        per-instruction stall lists are not gathered (the Python loop's are)."""
        if self.native:
            key = (id(trace),) + tuple(id(p) for p in paths or ())
            e = self._packed.get(key)
            if e is None or e[0] is not trace or (paths is not None and any(a is not b for a, b in zip(e[1], paths))):
                e = self._packed[key] = (trace, list(paths or ()),
                                         cycles_native.NativeTrace(trace, self.target, CAUSES, paths))
            return _simulate_native(e[2], waves, group, glat, figures, stall_events)
        if paths is not None:
            if st is None:
                st = _static_view(trace, self.target)
            return _simulate(trace, st, waves, group, glat, paths=paths)
        return _simulate(trace, st, waves, group, glat, skip_periods=not figures)


# --------------------------------------------------------------------------- resources

def workgroup_threads(kernel: Kernel) -> int:
    """Threads per workgroup the metadata declares (required size, else the maximum flat
    size); 0 if it declares neither."""
    md = kernel.metadata or {}
    if md.get(".reqd_workgroup_size"):
        return math.prod(int(x) for x in md[".reqd_workgroup_size"])
    if md.get(".max_flat_workgroup_size"):
        return int(md[".max_flat_workgroup_size"])
    return 0


def kernel_resources(kernel: Kernel, target) -> dict[str, int]:
    """Declared (or, for snippets, used) VGPR/AGPR/SGPR/LDS and workgroup waves."""
    d = kernel.descriptor_int
    nfv = d("next_free_vgpr")
    acc = d("accum_offset")
    if nfv is None:  # snippet/function: highest register used
        hi = {"v": -1, "a": -1, "s": -1}
        named: set = set()   # every unit named, gathered by C-level set unions
        for inst in kernel.instructions:
            named |= inst.defs()
            named |= inst.uses()
        for f, i in named:
            if f in hi and isinstance(i, int) and i > hi[f]:
                hi[f] = i
        vg, ag, sg = hi["v"] + 1, hi["a"] + 1, hi["s"] + 1
    else:
        if acc is not None and nfv > acc:
            # AGPR space is what lies beyond the accum offset, but an allocation padded to
            # the granule can reach past the AGPR file (gfx950: accum_offset 164 + 256
            # AGPRs declared as 424): the padding is no AGPR the kernel can name
            vg, ag = acc, min(nfv - acc, target.registers.agpr_max)
        else:
            vg, ag = nfv, 0
        sg = d("next_free_sgpr", 0) or 0
        if d("reserve_vcc", 1):
            sg += len(target.registers.vcc_sgprs)
    lds = d("group_segment_fixed_size", 0) or 0
    wg_threads = workgroup_threads(kernel)
    wg_waves = max(1, math.ceil(wg_threads / target.wave_size)) if wg_threads else 1
    return {"vgprs": vg, "agprs": ag, "sgprs": sg, "lds_bytes": lds, "workgroup_waves": wg_waves}


def _pick_kernel(program_or_kernel: Program | Kernel, kernel_name: str | None) -> Kernel:
    if isinstance(program_or_kernel, Kernel):
        return program_or_kernel
    ks = [k for k in program_or_kernel.kernels if k.kind == "kernel"] or list(program_or_kernel.kernels)
    if kernel_name is not None:
        return program_or_kernel.kernel(kernel_name)
    if not ks:
        raise WaveAsmError("no code in program")
    return ks[0]


def _wave_paths(kernel: Kernel, target, trace: Trace, group: int, loop_trip_count: int | None,
                overrides: dict[int, int] | None) -> list[Trace] | None:
    """Per-wave traces of the ``group`` waves of one workgroup that share the simulated SIMD
    (DB ``workgroup_waves_round_robin``: waves 0, simds_per_cu, 2 * simds_per_cu, ...),
    when a branch that is not a loop's sends them different ways (:mod:`.cycles_wavepath`);
    None when they all follow one path (the representative one is kept then)."""
    if not trace.forward_branches or group < 2:
        return None
    dims = workgroup_dims(kernel)
    if dims is None:
        return None
    stride = target.simds_per_cu if target.workgroup_waves_round_robin else 1
    paths = [build_trace(kernel, loop_trip_count, overrides, oracle=WaveOracle(kernel, target, j * stride, dims))
             for j in range(group)]
    if all(p.order == paths[0].order for p in paths[1:]):
        return None
    return paths


def _path_note(paths: list[Trace]) -> str:
    return ", ".join(f"wave {j}: {len(p.order)} instructions" for j, p in enumerate(paths))


# --------------------------------------------------------------------------- entry point

def simulated_waves(res: dict, target, waves_per_simd: int | None, notes: list[str]) -> tuple[int, str, int]:
    """(waves per SIMD to simulate, where that figure comes from, waves of one workgroup
    on the simulated SIMD) for a kernel with resources ``res`` (:func:`kernel_resources`):
    ``waves_per_simd`` if given, else the DB occupancy (1 where that is 0: a note says so)."""
    wg = res["workgroup_waves"]
    if waves_per_simd is None:
        waves_per_simd = target.occupancy(res["vgprs"], res["agprs"], res["sgprs"], res["lds_bytes"], wg)
        src = "DB occupancy"
        if target.grid is not None:   # Target.for_grid: at most the grid's resident waves
            src = f"DB occupancy, at most the resident waves of a grid of {target.grid[0]} workgroups on {target.grid[1]} CUs"
        if waves_per_simd <= 0:
            notes.append(f"occupancy is 0 for {res} (over a limit); simulating 1 wave/SIMD")
            waves_per_simd, src = 1, "forced (occupancy 0)"
    else:
        src = "argument"
    group = min(max(1, math.ceil(wg / target.simds_per_cu)), waves_per_simd)
    return waves_per_simd, src, group


def settled_run(n: int, run) -> tuple[int, _SimOut, bool]:
    """The steady-state run of a hot loop: ``run(k)`` simulates it run ``k`` times; the
    first of ``n``, 2n, ... (up to :data:`MAX_STEADY_ITERATIONS`) whose waves settle into an
    exact period. (iterations, the run, settled?)."""
    while True:
        out = run(n)
        settled = _periodic_cpi(out.iter_times) is not None
        if settled or 2 * n > MAX_STEADY_ITERATIONS:
            return n, out, settled
        n *= 2


def estimate_cycles(program_or_kernel: Program | Kernel, target, *, mem_latency: str = "both",
                    waves_per_simd: int | None = None, loop_trip_count: int | None = None,
                    kernel_name: str | None = None, mca: bool = True,
                    mca_timeout: float = MCA_TIMEOUT_S, mca_iterations: int = MCA_ITERATIONS,
                    figures: bool = True) -> CycleReport:
    """Estimate the cycles of one kernel on one CU (module docstring for the model).

    ``target``: a :class:`wave_asm_ext.target.Target` or an arch name. ``mem_latency``:
    "l2_hit", "dram_miss" or "both" (default; one :class:`ScenarioResult` each).
    ``waves_per_simd`` overrides the occupancy from the DB; ``loop_trip_count`` is used
    for loops whose trip count is not a constant compare. ``mca`` runs llvm-mca on the
    hot loop body (or the whole code without a loop) under ``mca_timeout`` seconds.
    ``figures=False`` (a caller that wants the scenarios' totals only, e.g. a pass
    judging candidate programs) skips the hot-loop figures (``loop`` None, no steady-state
    run) and the top-stall lists (empty); every other field is the same.
    """
    kernel = _pick_kernel(program_or_kernel, kernel_name)
    scen = SCENARIOS if mem_latency == "both" else (mem_latency,)
    for s in scen:
        if s not in SCENARIOS:
            raise WaveAsmError(f"unknown memory-latency scenario {s!r}; known: {', '.join(SCENARIOS)} or both")
    notes: list[str] = []
    target, res, waves_per_simd, src, group, trace, paths = _kernel_traces(kernel, target, waves_per_simd,
                                                                            loop_trip_count, notes)
    wg = res["workgroup_waves"]
    if paths is not None:
        notes.append(f"the {group} waves of a workgroup on the simulated SIMD take different paths "
                     f"(branches decided per wave: {_path_note(paths)})")
    hot = trace.hot_loop
    trips = {kernel.blocks[h].name: {"value": tc.value, "source": tc.source} for h, tc in trace.trip_counts.items()}
    if any(tc.source == "default" for tc in trace.trip_counts.values()):
        notes.append("a loop trip count is the model default (pass loop_trip_count / --trip-count)")
    if wg > 1 and group == 1:
        notes.append(f"workgroup of {wg} waves spreads over {target.simds_per_cu} SIMDs: barriers join symmetric copies")

    results: dict[str, ScenarioResult] = {}
    # the compiled loop when it is built (same results, cycles_native.py); the Python static
    # view is needed by the Python loop and the hot-loop figures only
    sim = _Runner(target)
    st = _static_view(trace, target) if not sim.native or figures or mca else None
    steady = _SteadyViews(kernel, target, trace, paths, st, group, loop_trip_count, True)
    own_trips = steady.own

    steady_runs: dict[str, tuple[int, bool]] = {}   # scenario -> (iterations run, settled)
    for s in scen:
        glat = float(target.global_load_latency(s))
        out = sim.run(trace, st, waves_per_simd, group, glat, figures, paths)
        loop = None
        if figures and hot is not None:
            n, lout, settled, lt, lst = steady.settled(sim, waves_per_simd, group, glat, out)
            steady_runs[s] = (n, settled)
            loop = _loop_figures(kernel, trace, lt, lst, lout, waves_per_simd, out)
        top = sorted(((sum(c.values()), i, c) for i, c in out.top.items()), reverse=True)[:10] if figures else []
        results[s] = ScenarioResult(
            scenario=s, global_load_latency=target.global_load_latency(s), total_cycles=out.finish,
            dynamic_instructions_per_wave=len(trace.order), mfma_busy_cycles=out.mfma_busy,
            mfma_utilization=out.mfma_busy / out.finish if out.finish else 0.0,
            stalls={k: round(v, 3) for k, v in out.stalls.items()},
            contention_by_port={k: round(v, 3) for k, v in sorted(out.contention_by_port.items())}, loop=loop,
            top_stalls=[{"cycles": tot, "cause": max(c, key=c.get), "location": trace.insts[i].location,
                         "text": trace.insts[i].text(), "by_cause": c} for tot, i, c in top],
        )
    for n, settled in sorted(set(steady_runs.values())):
        if n != own_trips or not settled:
            at = [k for k, v in steady_runs.items() if v == (n, settled)]
            how = "an exact period" if settled else "no exact period (windowed rate)"
            notes.append(f"hot loop trip count {own_trips}: steady state (cycles/iter) at {', '.join(at)} "
                         f"measured on a {n}-iteration run, {how}")
    mca_res = None
    if mca:
        if hot is not None:
            body = [trace.insts[i] for i in range(len(trace.insts)) if trace.block_of[i] in hot.body]
            scope = f"hot loop {kernel.blocks[hot.header].name}, {len(body)} instructions"
        else:
            body = list(trace.insts)
            scope = f"whole code, {len(body)} instructions"
        its = mca_iterations if hot is not None else 1
        mca_res = run_llvm_mca(body, target.arch, iterations=its, timeout=mca_timeout,
                               clk_per_cycle=target.data["units"]["cycles_per_issue_slot"]["value"])
        mca_res["scope"] = scope
        # llvm-mca models one wave alone: put our single-wave figure next to it
        ours: dict[str, float] = {}
        for s in scen:
            if waves_per_simd == 1:
                r1 = results[s]
                ours[s] = r1.loop.cycles_per_iter if (hot is not None and r1.loop) else r1.total_cycles
                continue
            glat = float(target.global_load_latency(s))
            lt, _, lst = steady.view(max(own_trips, STEADY_ITERATIONS)) if hot is not None else (trace, None, st)
            o1 = sim.run(lt, lst, 1, 1, glat, True)
            if hot is not None:
                # only the rate is read: loop_cycles may come from the steady run here
                lf = _loop_figures(kernel, trace, lt, lst, o1, 1)
                ours[s] = lf.cycles_per_iter if lf else o1.finish
            else:
                ours[s] = o1.finish
        mca_res["ours_1_wave_clk" + ("_per_iter" if hot is not None else "")] = ours
    return CycleReport(kernel=kernel.name, target=target.arch, waves_per_simd=waves_per_simd,
                       waves_per_simd_source=src, workgroup_waves=wg, barrier_group=group,
                       resources={k: v for k, v in res.items() if k != "workgroup_waves"},
                       trip_counts=trips, scenarios=results, llvm_mca=mca_res, notes=notes)


def _position(starts: list[float], t: float) -> float:
    """Fractional iteration index of a wave at time ``t`` (linear between iteration starts)."""
    k = bisect.bisect_right(starts, t) - 1
    if k < 0:
        return 0.0
    if k >= len(starts) - 1:
        return float(len(starts) - 1)
    return k + (t - starts[k]) / (starts[k + 1] - starts[k])


#: Iterations of the hot loop the steady-state figures are measured on where the kernel's
#: own trip count is smaller (a measurement choice, not a hardware fact): a 1024-deep K
#: loop unrolled by two runs 8 iterations, too few for several waves to settle (gfx950
#: 1024^3 F8 PREFETCH 2x2: iteration intervals still 3,536-4,408 clk at the 7th start),
#: while LLVM's loop of the same kernel settles into a 3-iteration period by its 8th.
STEADY_ITERATIONS = 32
#: Where the waves of that run settle into no exact period, the run is doubled up to
#: this many iterations (a measurement choice): gfx950 1024^3 16x16x16 NONE 2x2, 4 waves,
#: DRAM miss: the waves drift into lockstep after ~40 iterations and then repeat a
#: 5,038-clk iteration, while 32 iterations showed a windowed 4,256.
MAX_STEADY_ITERATIONS = 128
#: tolerance of the period test (times are exact sums of 1/1024-clk multiples)
_PERIOD_EPS = 1e-6


def _windowed_cpi(its: list[list[float]]) -> float | None:
    """Per-wave cycles/iteration while *every* wave is inside the loop.

    Window: from the moment the last wave starts its 2nd iteration to the moment the
    first wave starts its last one (fill and drain excluded). Iterations done in the
    window are counted fractionally per wave; cpi = waves x window / iterations.
    """
    if any(len(s) < 3 for s in its):
        return None
    t_a = max(s[1] for s in its)
    t_b = min(s[-1] for s in its)
    if t_b <= t_a:
        return None
    done = sum(_position(s, t_b) - _position(s, t_a) for s in its)
    return len(its) * (t_b - t_a) / done if done > 0 else None


def _periodic_cpi(its: list[list[float]]) -> float | None:
    """Per-wave cycles/iteration of a simulation that settled into an exact period.

    The simulation is deterministic and its times are sums of DB numbers, so once the
    waves settle the iteration intervals of every wave repeat exactly with some period of
    ``m`` iterations (``cycles_periodic``). Looked for in the second half of the run
    without its last interval (the fill before it; the first waves' exits may speed up
    the others' last iteration): the smallest ``m`` up to half that window for which
    every wave's intervals repeat with period ``m`` across the whole window; the rate is
    then one period's time over ``m``, exactly (the same for every wave: waves whose
    periods took different times would drift apart). None where no such period shows
    (the windowed rate decides)."""
    n = min(len(s) for s in its) - 1   # intervals per wave
    lo, hi = n // 2, n - 1
    if hi - lo < 4:
        return None
    gaps = [[b - a for a, b in zip(s, s[1:])] for s in its]
    for m in range(1, (hi - lo) // 2 + 1):
        if all(abs(g[k] - g[k + m]) <= _PERIOD_EPS for g in gaps for k in range(lo, hi - m)):
            rates = {sum(g[lo:lo + m]) / m for g in gaps}
            if max(rates) - min(rates) <= _PERIOD_EPS:
                return max(rates)
    return None


def _kernel_traces(kernel: Kernel, target, waves_per_simd: int | None, loop_trip_count: int | None,
                   notes: list[str]) -> tuple:
    """What a simulation of ``kernel`` starts from: (the :class:`Target` (``target`` may be
    an arch name), :func:`kernel_resources`, waves per SIMD to simulate, where that figure
    comes from, waves of one workgroup on the SIMD (:func:`simulated_waves`, its notes to
    ``notes``), the trace (wave 0's path where the waves' paths differ), the per-wave paths
    or None)."""
    if isinstance(target, str):
        from ..target import load_target
        target = load_target(target)
    res = kernel_resources(kernel, target)
    # a wave alone on its CU has its LDS port to itself (Target.for_workgroup)
    target = target.for_workgroup(res["workgroup_waves"])
    waves, src, group = simulated_waves(res, target, waves_per_simd, notes)
    trace = build_trace(kernel, loop_trip_count)
    paths = _wave_paths(kernel, target, trace, group, loop_trip_count, None)
    if paths is not None:
        trace = paths[0]
    return target, res, waves, src, group, trace, paths


class _SteadyViews:
    """The kernel's trace (and per-wave paths, static view) with the hot loop run ``n``
    times, made once per ``n``; the kernel's own where that is its trip count. ``static``:
    make the static views (the Python loop and the hot-loop figures read them)."""

    def __init__(self, kernel: Kernel, target, trace: Trace, paths, st, group: int, loop_trip_count, static: bool):
        self.kernel, self.target, self.trace, self.paths, self.st = kernel, target, trace, paths, st
        self.group, self.loop_trip_count, self.static = group, loop_trip_count, static
        self.own = trace.trip_counts[trace.hot_loop.header].value if trace.hot_loop is not None else 0
        self.cache: dict[int, tuple] = {}

    def view(self, n: int) -> tuple:
        if n == self.own:
            return self.trace, self.paths, self.st
        if n not in self.cache:
            ov = {self.trace.hot_loop.header: n}
            t = build_trace(self.kernel, self.loop_trip_count, overrides=ov)
            ps = (_wave_paths(self.kernel, self.target, t, self.group, self.loop_trip_count, ov)
                  if self.paths is not None else None)
            t = ps[0] if ps is not None else t
            self.cache[n] = (t, ps, _static_view(t, self.target) if self.static else None)
        return self.cache[n]

    def settled(self, sim: "_Runner", waves: int, group: int, glat: float, own_out: _SimOut | None = None,
                stall_events: bool = True) -> tuple:
        """The steady state: the first run (of at least :data:`STEADY_ITERATIONS`
        iterations, doubling up to :data:`MAX_STEADY_ITERATIONS`) whose waves settle into an
        exact period (:func:`settled_run`), with figures; ``own_out``: the run of the
        kernel's own trace, if made already. (iterations, the run, settled?, its trace, its
        static view)."""
        def run_n(n: int) -> _SimOut:
            lt, lpaths, lst = self.view(n)
            if lt is self.trace and own_out is not None:
                return own_out
            return sim.run(lt, lst, waves, group, glat, True, lpaths, stall_events=stall_events)
        n, out, settled = settled_run(max(self.own, STEADY_ITERATIONS), run_n)
        lt, _, lst = self.view(n)
        return n, out, settled, lt, lst


def _steady_rate(out: _SimOut, waves: int) -> float | None:
    """Per-wave cycles/iteration of the hot loop in the run ``out`` as it measures it (not
    yet raised to the iteration's bound, :func:`_iteration_work`): the exact period where
    the waves settle into one, else (several waves) the windowed rate, else wave 0's last
    iteration; None with fewer than two iteration starts."""
    it = out.iter_times[0]
    if len(it) < 2:
        return None
    periodic = _periodic_cpi(out.iter_times)
    if periodic is not None:
        return periodic
    if waves > 1:
        w = _windowed_cpi(out.iter_times)
        if w is not None:
            return w
    return it[-1] - it[-2]


def _iteration_work(tr: Trace, static_at, waves: int) -> tuple[dict, dict]:
    """(issue and hazard-nop clk of wave 0's second-to-last iteration by cause, the lower
    bounds of one iteration: each shared port's work for all ``waves`` and one wave's own
    serial issue); ``static_at(i)``: the static view of ``tr.insts[i]``."""
    a, b = tr.iter_starts[-2], tr.iter_starts[-1]
    brk = dict.fromkeys(CAUSES, 0.0)
    port_busy: dict[str, float] = {}
    for p in range(a, b):
        x = static_at(tr.order[p])
        brk["hazard_nops" if x.nop else "issue"] += x.issue
        for pname, occ in x.ports:
            port_busy[pname] = port_busy.get(pname, 0.0) + occ * waves
    bounds = {f"port:{k}": v for k, v in port_busy.items()}
    bounds["wave_issue"] = brk["issue"] + brk["hazard_nops"]
    return brk, bounds


def settled_rates(kernel: Kernel, target, waves_per_simd: int | None = None,
                  loop_trip_count: int | None = None) -> tuple[int, dict[str, float]] | None:
    """(waves per SIMD simulated, per memory scenario the hot loop's steady-state clk per
    iteration of those waves): ``estimate_cycles``' ``waves_per_simd`` and
    ``scenarios[s].loop.cycles_per_iter``, the same numbers, without the rest of the
    report: no whole-kernel figures beyond the runs the steady state needs, no static view
    of the traces where the compiled loop simulates them (only the measured iteration's
    instructions, for its bound), no stall lists. The passes' settled-loop judgements ask
    this many times per kernel. None without a hot loop or where an iteration never
    completes twice."""
    target, _, waves, _, group, trace, paths = _kernel_traces(kernel, target, waves_per_simd, loop_trip_count, [])
    if trace.hot_loop is None:
        return None
    sim = _Runner(target)
    st = None if sim.native else _static_view(trace, target)
    views = _SteadyViews(kernel, target, trace, paths, st, group, loop_trip_count, not sim.native)
    rates: dict[str, float] = {}
    for s in SCENARIOS:
        _, lout, _, lt, lst = views.settled(sim, waves, group, float(target.global_load_latency(s)),
                                            stall_events=False)
        cpi = _steady_rate(lout, waves)
        if cpi is None:
            return None
        static_at = lst.__getitem__ if lst is not None else (lambda i: static_one(lt.insts[i], i, target))
        _, bounds = _iteration_work(lt, static_at, waves)
        rates[s] = max(cpi, max(bounds.values()))
    return waves, rates


def _loop_figures(kernel: Kernel, full: Trace, tr: Trace, st: list[_Static], out: _SimOut,
                  waves: int, actual: _SimOut | None = None) -> LoopFigures | None:
    """The hot loop's figures from ``out``, a run of ``tr`` (the kernel's trace, or one
    with the hot loop run :data:`STEADY_ITERATIONS` times for its steady state);
    ``loop_cycles`` from ``actual``, the run with the kernel's own trip counts (default
    ``out``)."""
    hot = tr.hot_loop
    it = out.iter_times[0]
    if hot is None or len(it) < 2:
        return None
    last2 = it[-1] - it[-2]
    cpi = _steady_rate(out, waves)
    mean = (it[-1] - it[0]) / (len(it) - 1)
    # matrix-pipe work of one iteration along the path (second-to-last iteration)
    a, b = tr.iter_starts[-2], tr.iter_starts[-1]
    busy_wave = sum(st[tr.order[p]].mfma_occ for p in range(a, b))
    # wave 0's measured iteration [a, b): issue of positions a..b-1 plus the stalls that
    # delayed positions a+1..b; sums to cycles_per_iter_wave0_last2 exactly
    brk, bounds = _iteration_work(tr, st.__getitem__, waves)
    bound_res = max(bounds, key=bounds.get)
    # No steady state beats its binding resource. The windowed multi-wave rate places
    # waves between iteration starts by linear interpolation, so on a short window (few
    # simulated iterations, e.g. a 4x-unrolled loop) it lands up to ~0.3 % under the
    # bound; such an estimate is an artefact of the window, not a faster loop.
    measured = cpi
    cpi = max(cpi, bounds[bound_res])
    for pos, cause, dt in out.w0_events:
        if a < pos <= b:
            brk[cause] += dt
    actual = actual or out
    a_last2 = (actual.iter_times[0][-1] - actual.iter_times[0][-2]) if len(actual.iter_times[0]) > 1 else last2
    spans = [(e if e is not None else s[-1] + a_last2) - s[0]
             for s, e in zip(actual.iter_times, actual.loop_exit_times) if s]
    tc = full.trip_counts[hot.header]
    busy = busy_wave * waves
    return LoopFigures(header=kernel.blocks[hot.header].name, trip_count=tc.value, trip_count_source=tc.source,
                       iterations_simulated=len(it), cycles_per_iter=cpi, cycles_per_iter_measured=measured,
                       cycles_per_iter_wave0_last2=last2,
                       cycles_per_iter_mean=mean, loop_cycles=sum(spans) / len(spans),
                       mfma_busy_per_iter=busy, mfma_busy_per_iter_per_wave=busy_wave,
                       mfma_utilization=busy / cpi if cpi else 0.0,
                       breakdown_per_iter={k: v for k, v in brk.items() if v},
                       bound_per_iter=bounds[bound_res], bound_resource=bound_res,
                       bounds_per_iter=dict(sorted(bounds.items())))


# --------------------------------------------------------------------------- CLI

def build_cycles_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="wave-asm-ext cycles", description="Cycle-model estimate of an AMDGCN .s file")
    p.add_argument("file")
    p.add_argument("--target", default=None, help="gfx942 | gfx950 (default: the file's .amdgcn_target)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--mem-latency", default="both", choices=[*SCENARIOS, "both"])
    p.add_argument("--waves-per-simd", type=int, default=None)
    p.add_argument("--grid", type=int, default=None, metavar="WORKGROUPS",
                   help="the dispatch's workgroup count: simulate the waves per SIMD it keeps resident "
                        "(at most the occupancy; Target.for_grid)")
    p.add_argument("--compute-units", type=int, default=None, metavar="N",
                   help="with --grid: compute units of the part (default the DB's)")
    p.add_argument("--trip-count", type=int, default=None, help="for loops without a constant trip count")
    p.add_argument("--kernel", default=None, help="only this kernel")
    p.add_argument("--no-mca", action="store_true", help="skip the llvm-mca cross-check")
    p.add_argument("--mca-timeout", type=float, default=MCA_TIMEOUT_S)
    p.add_argument("--timeline", action="store_true",
                   help="also wave 0's issue times, stalls and matrix-pipe idle clocks over one "
                        "steady-state iteration of the hot loop (sim.cycles_timeline)")
    return p


def main_cycles(argv: list[str] | None = None) -> int:
    """``wave-asm-ext cycles FILE.s --target T [--json] [--mem-latency ...]``; exit 0 / 2."""
    from ..target import load_target

    p = build_cycles_parser()
    a = p.parse_args(argv)
    try:
        prog = parse_file(a.file)
        arch = a.target or prog.target
        if not arch:
            raise WaveAsmError("no --target and no .amdgcn_target in the file")
        target = load_target(arch)
        if a.grid is not None:   # at the waves per SIMD the dispatch keeps resident
            target = target.for_grid(a.grid, a.compute_units)
        elif a.compute_units is not None:
            raise WaveAsmError("--compute-units needs --grid (the dispatch's workgroup count)")
        kernels = [prog.kernel(a.kernel)] if a.kernel else ([k for k in prog.kernels if k.kind == "kernel"] or prog.kernels)
        reports = [estimate_cycles(k, target, mem_latency=a.mem_latency, waves_per_simd=a.waves_per_simd,
                                   loop_trip_count=a.trip_count, mca=not a.no_mca, mca_timeout=a.mca_timeout)
                   for k in kernels]
        timelines = []
        if a.timeline:
            from .cycles_timeline import loop_timeline
            scen = SCENARIOS if a.mem_latency == "both" else (a.mem_latency,)
            timelines = [loop_timeline(k, target, s, waves_per_simd=a.waves_per_simd, loop_trip_count=a.trip_count)
                         for k in kernels for s in scen]
    except (WaveAsmError, OSError, KeyError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if a.json:
        out = [r.to_dict() for r in reports]
        if a.timeline:
            out = {"reports": out, "timelines": [t.to_dict() for t in timelines]}
        print(json.dumps(out, indent=1, default=str))
    else:
        print("\n".join(r.format_text() for r in reports))
        for t in timelines:
            print()
            print(t.format_text())
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main_cycles())
