"""Latency-aware list scheduling of straight-line regions (physical registers).

Invariants after :func:`run` (per kernel):

* input ``s_waitcnt`` and ``s_nop`` are removed (the waitcnt and hazard passes re-insert
  exactly what the new order needs);
* instructions move only inside a *region*: a maximal run of a basic block without
  labels, branches/terminators, messages, priority/mode changes (``s_setprio``,
  ``s_setreg``/``s_getreg``, ``s_sendmsg``), ``s_getpc``, cache control / GWS /
  ``s_dcache_*`` / ``s_memtime`` or any other instruction the DB classes as
  BRANCH/MISC; those stay in place;
* no memory operation crosses an ``s_barrier`` (by default): a barrier keeps its place
  relative to every load, store, LDS operation, message and other barrier. What it
  orders is memory between the waves of a workgroup, so register-only ALU and MFMA
  instructions (no memory effect, no counter) may move across it, ordered by their
  register dependences only (``options["alu_cross_barriers"]``, default True; False makes
  every ``s_barrier`` a region boundary). LLVM does the same (its gfx942/gfx950 GEMM
  loops issue MFMAs on both sides of ``s_barrier``); it lets the last K-slice's MFMAs
  cover the ``ds_write``s and the wait before the next barrier;
* with ``options["cross_barrier_loads"] = True`` (off by default) ``s_barrier`` stops
  being a region boundary *only if* no global store/atomic can execute before any
  ``s_barrier`` of the kernel (none is reachable from a global write in the CFG, loop
  back-edges included: then no wave has a global write the barrier could order before
  this wave's loads). Inside such a region the barrier keeps its place relative to
  every instruction except global loads from a read-only buffer (MUBUF/MTBUF resource or
  GLOBAL SGPR base that no store/atomic of the kernel uses; LDS-DMA, FLAT and atomics
  never) and the ALU instructions computing their operands; LDS operations, stores,
  MFMAs and other barriers keep their side. The waitcnt pass still retires every LDS
  operation and store before each barrier; crossing loads stay outstanding;
* VGPR anti/output dependences are broken by renaming (``options["rename"]``, default
  True; ``passes.rename``): a block-local value (defined in the block by a
  plain definition, read only there by operands wholly inside it, dead at the block end)
  may move to other registers that hold no other value from its definition to its last
  read, below the highest VGPR the kernel already references (the register allocation
  never grows). The renamed block computes the same values in input order, with the same
  liveness (so the same pressure). Not in kernels that write EXEC; not for partial writes
  (d16, DPP, SDWA-preserve, op_sel-hi), MFMA results or values touched by lane-crossing
  instructions (readlane, permlane, DPP, ds_bpermute/swizzle, MFMA operands). The input
  order candidate keeps the original registers; candidates of the two register
  assignments are never mixed by ``refine``;
* every dependence of the (renamed) program is kept: register true/anti/output
  dependences over ``defs()`` / ``uses()`` units (implicit VCC/EXEC/SCC/M0 included) and
  memory order — stores vs loads/stores of the same address space (LDS, global,
  scratch, GDS; SMEM reads are global reads; FLAT may touch global, scratch and LDS),
  loads among themselves are free; an ordered access (an atomic, an atomic or volatile
  load/store: DB ``waitcnt_rules.ordered_access``) is ordered with every LDS, global and
  GDS operation before and after it (LLVM's barrier chain), so none crosses it;
* the peak number of live vector register units (VGPR + AGPR) of the kernel does not
  exceed the input's peak (a region whose schedule would exceed it keeps its input order;
  counted in the report as ``pressure_fallbacks``); in a kernel whose loads
  ``passes.rotate`` issued one iteration early, the cap is instead the most units that
  keep the occupancy the input's peak allows (:meth:`Scheduler.pressure_cap`), and that
  program is kept only if the cycle model (``sim.cycles``) finds it faster than the
  unrotated one, scheduled under the plain rule (``kernel_search._keep_best_variant``; likewise a loop
  whose LDS phase ``passes.rotate_lds`` moved one iteration early; the LDS-only program,
  which adds no registers, is also scheduled with the wide renaming and, where that beats
  the choice, finished and judged against the finished choice: ``kernel_search._wide_alternative``);
* among the candidate orders (input order and each heuristic in ``HEURISTICS``) the
  one with the smallest key after running the waitcnt and hazard passes on it is kept;
  ties keep the input order. ``options["objective"]``: ``"cycles"`` (default) — highest
  occupancy its peak live vector units allow (DB occupancy rule with the kernel's SGPR,
  LDS and workgroup limits: what seed 000's "peak_vgpr (occupancy)" buys), then, among
  the candidates within ``cycle_tolerance`` (1 %, relative) of the fewest estimated
  cycles, the lexicographic (peak, s_waitcnt, s_nop, instructions); ``"metrics"`` — seed
  000 §Metric priorities' lexicographic (peak, s_waitcnt, s_nop, instructions, estimated
  cycles). The default puts cycles before the raw peak and the wait count because the
  project's targets are cycles (a schedule with one more s_waitcnt that hides a global
  load is the better one; 30 more live registers in an LDS-limited one-wave-per-SIMD
  kernel cost nothing). With ``"cycles"`` the
  chosen order is also solved with unmerged waits (waitcnt merge window 0) and that
  result is kept when it is better by the same rule (the waits are still minimal and
  correct; only the optional folding of nearby waits is skipped) unless, in a kernel the
  cycle model judges, the model finds it slower both in total and at the DRAM latency
  (:meth:`Scheduler._model_slower`).
  In a kernel whose loop rotation the cycle model judges (so the model runs anyway), the
  candidates the estimate cannot separate (same occupancy, within the tolerance) are
  ranked by the model's cycles instead, with the same tie rule within the model's own
  tie band (``MODEL_TIE_TOLERANCE``, 0.25 %; ``options["model_tie_tolerance"]``)
  (:meth:`Scheduler._pick_by_model`; report ``"model picks"``).
  A lockstep kernel (several waves per SIMD: ``kernel_search.lockstep_kernel``) that is not so
  judged is judged by the model too: its waves meet the same waits at once, which the
  estimate's stalls divided by the waves do not see; there the estimate's best
  ``LOCKSTEP_ORDERS`` orders and the input's are also solved with unmerged waits and the
  model ranks them all (no estimate band narrows that pool; ``options["judge_lockstep"]``,
  default True).
  There, where several waves share a SIMD, the chosen order's VALU work that follows an
  ``s_barrier`` and needs nothing computed after it is also tried just before that
  barrier (``passes.barrier_phases``: the waves run barrier phases in step, so VALU work
  belongs in the phase whose VALU is idle) and kept if the model finds it faster in total
  and slower at neither latency (:meth:`Scheduler._barrier_hoisted`, report suffix
  ``+barrier hoist``; ``options["barrier_hoist"]``, default True; "force" keeps the
  variant without the model's verdict, to measure or test it).
  In every kernel the model judges, the last MFMAs of each single-block loop's body are
  also tried at its very end, just before the branch back (``passes.tail_fill``: list
  scheduling issues every MFMA as early as it can, so none is left to cover the body's
  tail of LDS writes, barrier and taken branch), ``TAIL_FILL_COUNTS`` of them in turn
  while each is kept, by the same rule as the hoist (:meth:`Scheduler._tail_filled`, report suffix
  ``+N MFMAs at the loop end``; ``options["tail_fill"]``, default True).
  Likewise a tile's last MFMAs are tried past each barrier inside such a body, just
  before the next tile's first MFMA (``tail_fill.sink_past_barriers``: they run beside the
  new tile's first fragment reads), ``BARRIER_SINK_COUNTS`` of them while each is kept, by
  that rule plus a settled hot loop slower at neither latency (:meth:`Scheduler._barrier_sunk`,
  report suffix ``+N MFMAs past barriers``; ``options["barrier_sink"]``, default True).
  The program the search keeps is last tried with its blocks outside the loops interleaved
  (``passes.interleave``: a peeled first iteration's MFMAs spread past the barrier among the
  next tile's LDS operations, then a phase's LDS operations moved up among its MFMAs), each
  step kept by that rule (:meth:`Scheduler.outside_loops_finished`, report suffixes ``+N MFMAs
  spread past barriers outside loops``, ``+LDS operations among MFMAs outside loops``;
  ``options["interleave_outside_loops"]``, default True).
  In a body with ``s_setprio`` windows (Wave's ping-pong loops), a window's last MFMAs are
  tried past the barrier that follows it, in a window of their own
  (``tail_fill.sink_out_of_priority``), window by window, ``PRIORITY_SINK_COUNTS`` of them
  while each is kept, by the barrier sink's rule (:meth:`Scheduler._priority_sunk`, report
  suffix ``+N MFMAs out of priority window W``; ``options["priority_sink"]``, default True).
  Every kernel the model can simulate is first re-scheduled with the ``pipe_lds`` heuristic
  in place of ``pipe`` (at the next occupancy level too; ``passes.variants.lds_port_plan``:
  as a candidate beside ``pipe`` its earlier fragment reads lose the estimate's ties on
  registers) and kept by the same rule (report ``"LDS-port plan"``;
  ``options["lds_port_variant"]``, default True; "force"); in a rotation-judged kernel every
  rotation variant is so judged before the rotation judgement compares them (which variant
  wins can depend on it). The later variants then schedule as the kept program was. Every kernel the model can simulate is also tried with its ``ds_read_b64`` couples
  paired into ``ds_read2_b64`` (``passes.pair_lds``, on the chosen rotation variant's
  program before scheduling), scheduled the same way and kept if the model finds it
  faster per wave (each at its occupancy) in total and slower by more than
  ``cycle_tolerance`` at neither latency (``passes.variants.judged_variant``, report ``"lds pairs"``;
  ``options["pair_lds"]``, default True; "force" keeps it without the verdict). Every such
  kernel is then also tried with the last MFMAs of its K loops carried into the next
  iteration (``passes.carry_mfma``: the body's opening LDS writes and barrier get MFMAs to
  overlap; the MFMAs are the last of the kept program's schedule, ``kernel_search.CARRY_COUNTS`` of them,
  each count made from the same program and judged against the best kept so far), kept by
  the same rule and only where the settled hot loop is slower at neither latency either;
  where the LDS-port plan or the pairs were kept before it, the carry is also judged first
  and that chain finished and compared (``_finish``; report ``"carried MFMAs"``;
  ``options["carry_mfmas"]``, default True; "force"). A kernel
  whose workgroup is one wave is then also tried with its barriers dropped before
  scheduling (they order nothing there; ``passes.barrier_elision`` drops them after
  scheduling otherwise), judged by the same rule against the scheduled order with its
  barriers elided (``common.drop_barriers``, ``passes.variants``; report ``"barrier-free schedule"``;
  ``options["barrier_free_schedule"]``, default True; "force"). Last, where the kept
  program's waits are merged, it is scheduled once more with every wait solved unmerged
  (the candidates' orders were found with the merged waits' estimates) and judged by the
  same rule, a gain inside the model's tie band counting as a tie (``passes.variants.unchanged``, report ``"unmerged waits"``;
  ``options["unmerged_waits_variant"]``, default True; "force"). A rotation-judged kernel
  whose waves share a SIMD, which skips the lockstep judgement above (the rotation
  judgement runs the model anyway, on each variant's estimate-best order), is then also
  scheduled once with it and judged so (report ``"lockstep ranking"``;
  ``options["lockstep_ranking_variant"]``; as a blanket rule it was mixed, gfx950 1024^3 4x2
  reordered NONE +11 %). Where the kept program's waits are neither unmerged nor already
  folded and the kernel has a loop, it is scheduled once more with a loop body's waits also
  merged over the loads issued between them (the folded-waits solver, ``waitcnt._Merger``)
  and judged so (report ``"folded waits"``; ``options["folded_waits_variant"]``, default
  True; "force"; every later solve of a kept one folds too: ``Scheduler.solver_of``,
  ``resolve.resolve_again``, ``waitcnt.folded_waits``). Last, where a read-only global load
  follows a barrier outside every loop and no global write reaches a barrier, the program is
  scheduled once more with such loads (and their address arithmetic) free to cross the
  barriers *outside the loops* (``common.straight_line_barriers``; the legality is
  ``cross_barrier_loads``' and load rotation's) and judged so (report ``"straight-line
  loads"``; ``options["straight_line_loads"]``, default True; "force"). That is the
  software pipelining rotation gives a loop's iterations, for the iterations unrolling ran
  before a loop or flattened into straight-line code: each of them otherwise loads its tile
  after its own barriers and waits out a whole miss for it (gfx942 512x768x1024 64x64x32 2x2
  PREFETCH: three copies before its by-four loop, whole kernel -16 % at a DRAM miss). Loop
  bodies keep every barrier as a boundary for loads, as ``cross_barrier_loads`` off says.
  With ``options["refine"] = N`` up to N region-wise swaps between candidates are tried
  and kept when the whole-kernel key improves.

Heuristics: ``cycle`` (timed list scheduling: a ready MFMA first while the matrix pipe is
free, as in every timed heuristic, otherwise latency-weighted critical path first),
``critical_path`` (untimed, critical path), ``pipe`` (the matrix pipe as the region's
bottleneck: MFMAs booked back to back in the order of their earliest start, every other
instruction by its latest start in that plan and not issued before it is useful, so LDS
reads and global loads arrive just in time between MFMAs; ``list_schedule._pipe_plan``),
``pipe_lds`` (the same plan with the SIMD's LDS port booked too: a tile's ``ds_write``s
then start early enough to run under the previous tile's last MFMAs);
for a kernel whose LDS phase ``passes.rotate_lds`` moved, also ``carried`` (timed,
MFMA-first, with loop-carried critical-path heights, on the input registers;
``list_schedule.carried_heights``) and ``carried-renamed`` (the same on the renamed
registers). Where the renamer left some values in their registers (``rename._placed``:
they found no free range), the heuristics also schedule the program as allocated
(``<heuristic>/as allocated``), and the cycle model ranks the best orders of each.
Priorities use DB latencies; global loads use the ``dram_miss`` scenario so that loads
are issued early and their consumers sink (a schedule tuned for an L2 hit leaves loads
exposed). The cycle estimate (``passes.issue_estimate``) is in-order issue with
RAW latencies, matrix-pipe occupancy, s_nop slots and s_waitcnt counter semantics, with
stalls divided by the kernel's waves per SIMD (descriptor + DB occupancy). It is the
pass's own model: the instruments in ``wave_asm_ext.sim`` judge the result independently
and disagree with it by a few percent on some kernels (BENCHMARKS.md).
Dependence building tracks the last writer / readers per unit (linear).

This module is the pass: :func:`run` and the :class:`Scheduler` (instruction facts,
dependence graphs, a program's candidate orders and their judgement). The search over
whole programs of a kernel — rotation variants, the finishing chain of judged variants,
the wide-renaming branch — is ``passes.kernel_search`` (:func:`run` calls its ``search``
per kernel; ``passes.variants`` holds the judged transforms). The algorithms the
scheduler drives have modules of their own: ``passes.rename`` (the renamer),
``passes.list_schedule`` (one region's list schedule, its priorities and the
pressure-first order) and ``passes.issue_estimate`` (the cycle estimate).
"""

from __future__ import annotations

from itertools import chain

from ..isa import Instruction, Kernel, Program
from ..isa.model import NO_FENCE_MARKS, Reg, capture_point_ids, fence_marks, is_bare_barrier, memory_marked
from ..sim.cycles import kernel_resources, lds_port_clk
from ..target import Target, xnack_enabled
from ..target.model import round_up
from . import compact, kernel_search, native, rotate
from .clauses import break_clauses
from .barrier_phases import hoist_above_barriers
from .interleave import interleave_past_barriers, lds_into_mfma_runs, register_conflict
from .tail_fill import priority_windows, sink_out_of_priority, sink_past_barriers, sink_to_loop_end
from .variants import settled_not_slower
from .common import (SPACE_ALIAS, declared_waves_per_simd, global_store_bases, global_writes_reach_barrier, has_opaque_code,
                     straight_line_barriers,
                     is_nop, is_waitcnt, peak_in_masks, peak_in_sequence, strip, target_cache, unit_count, unit_facts,
                     same_objects, writes_exec, vector_live_out, op_modifiers,
                     declared_vgprs, set_declared_vgprs, full_wave_exec, ordered_access, pc_relative)
from .hazards import resolver_for
from .issue_estimate import estimate_cycles
from .list_schedule import (LDS_DONE, LDS_PORT, STORE_DONE, Node, PressureGuard, carried_heights, heights, node_record,
                            order_peak, pressure_order, register_only, schedule_region, SPACE_IDS)
from .rename import Renamer, declare_staged_agprs, vector_limits
from .resolve import faster_overall, model_scenarios, settled_loop
from .waitcnt import WaitcntInserter, inserter_for

#: Largest region for the pressure fallbacks: the guarded schedule (each one more candidate
#: to solve waits and hazards for) and the pressure-first order (quadratic in the ready
#: set). A speed trade-off, not a hardware fact.
PRESSURE_ORDER_MAX = 2000

#: Estimated-cycle differences up to this fraction count as ties in the default objective
#: (then s_waitcnt / s_nop / instruction counts decide). Not a hardware fact: a policy.
CYCLE_TOLERANCE = 0.01

#: the timed heuristics run once more with the register cap of the next occupancy level
#: where no candidate reaches it (:meth:`Scheduler._next_occupancy_peak`)
OCCUPANCY_HEURISTICS = ("cycle", "pipe")

#: Where the cycle model ranks the candidates the estimate cannot separate
#: (:meth:`Scheduler._pick_by_model`), model-cycle differences up to this fraction count
#: as ties (then the (peak, s_waitcnt, s_nop, instructions) rule decides). Smaller than
#: CYCLE_TOLERANCE because that one absorbs the one-wave estimate's 1-3 % disagreement
#: with the model, which ranking by the model itself does not have; not zero, because
#: below it the two latency scenarios' sum trades one for the other (matrix, BENCHMARKS
#: session 24: 0 -> 5 points slower at dram_miss by up to 1.1 %; 0.25 % -> 8 points
#: faster at l2_hit, none slower, one +0.09 % at dram_miss; 0.5 % -> 1 faster; 1 % the
#: earlier rule). A policy, not a hardware fact.
MODEL_TIE_TOLERANCE = 0.0025

#: A lockstep kernel's orders (``kernel_search.lockstep_kernel``) the estimate ranks best that the
#: cycle model judges (with the input's order), each with merged and unmerged waits. A
#: speed trade-off, not a hardware fact (BENCHMARKS session 24; foreign code: slower than
#: LLVM by > 0.5 % at l2_hit on 0 of 124 kernels with 2, 1 with 1 (+0.6 %), 26 without the
#: judgement; the corpus's pass time 77 / 66 / 52 ms per 1,000 instructions; the matrix:
#: with 1, gfx950 1024^3 32x32x16 F8 PREFETCH +0.69 % at l2_hit; with 2, nothing slower.
#: Loop-free kernels only, every order: 4 slower; the best 2 without the input's: 6, and
#: mfma32_f16_chain kept more waits than LLVM's and was slower at both latencies).
LOCKSTEP_ORDERS = 2

#: How many MFMAs :meth:`Scheduler._tail_filled` tries to sink to a loop body's end, in
#: this order, each count tried only while the previous one was kept (the model judges
#: every one). A search-scope trade-off, not a hardware fact.
TAIL_FILL_COUNTS = (2, 4, 8, 16, 32)

#: How many MFMAs :meth:`Scheduler._barrier_sunk` tries to move past each barrier inside a
#: loop body, in this order, each count tried only while the previous one was kept. A
#: search-scope trade-off, not a hardware fact.
BARRIER_SINK_COUNTS = (2, 4, 8, 16)

#: How many MFMAs :meth:`Scheduler._priority_sunk` tries to move out of each ``s_setprio``
#: window past the barrier after it, in this order, each count tried only while the
#: previous one was kept. A search-scope trade-off, not a hardware fact.
PRIORITY_SINK_COUNTS = (4, 8, 16)

#: How many MFMAs :meth:`Scheduler._interleaved_outside_loops` tries to move past each
#: barrier that opens an LDS phase in a block outside the loops, in this order, each count
#: tried only while the previous one was kept. A search-scope trade-off, not a hardware fact.
INTERLEAVE_COUNTS = (4, 8, 16, 32)

#: Heuristics tried by default (besides the input order).
HEURISTICS = ("cycle", "critical_path", "pipe", "pipe_lds")

_BOUNDARY_PIPES = frozenset({"BARRIER", "BRANCH", "WAITCNT", "NOP", "MISC"})
_BOUNDARY_TAGS = frozenset({"setreg", "getreg", "cache_control"})
_MEM_FAMILIES = frozenset({"MUBUF", "MTBUF", "SMEM", "DS", "FLAT", "GLOBAL", "SCRATCH"})
#: the memory an ordered access is ordered with: all but scratch (private to the lane)
_ORDERED_SPACES = ("gds", "global", "lds")


def _crossable_barriers(kernel: Kernel) -> tuple[set[int], set[frozenset]]:
    """(ids of the s_barrier instructions read-only global loads may cross, bases of every
    global store/atomic): every barrier if no global write reaches one, else none."""
    bases = global_store_bases(kernel)
    if global_writes_reach_barrier(kernel):
        return set(), bases
    return {id(i) for b in kernel.blocks for i in b.instructions if i.base == "s_barrier"}, bases


#: the suffix of a candidate scheduled from the input's registers where renaming left some
#: values in theirs (:meth:`Scheduler.run_kernel`)
AS_ALLOCATED = "/as allocated"


def _as_allocated(name: str) -> bool:
    """A candidate named with :data:`AS_ALLOCATED` (a name may carry "+unmerged waits" and
    other suffixes after a "+")."""
    return name.split("+")[0].endswith(AS_ALLOCATED)


def _unrenamed(name: str) -> bool:
    """A candidate scheduled from the input's registers (the suffixes as in
    :func:`_as_allocated`)."""
    return name.split("+")[0] in ("input", "carried") or _as_allocated(name)


#: mnemonic -> is it an s_waitcnt or s_nop (the instructions the scheduler strips)
_WAIT_OR_NOP: dict[str, bool] = {}


def _wait_or_nop(inst: Instruction) -> bool:
    r = _WAIT_OR_NOP.get(inst.mnemonic)
    if r is None:
        r = _WAIT_OR_NOP[inst.mnemonic] = is_waitcnt(inst) or is_nop(inst)
    return r


class Scheduler:
    #: the container of :attr:`_memo` (a test swaps in one that forgets, to compare)
    _new_memo = dict

    def __init__(self, target: Target, heuristics: tuple[str, ...] = HEURISTICS, options: dict | None = None,
                 xnack: bool = False):
        self.target = target
        #: the program's target id enables XNACK: the clause rows that need it apply
        #: (:meth:`_hazards_and_clauses`)
        self.xnack = xnack
        self.refine_evals = int((options or {}).get("refine", 0))
        self.rename = bool((options or {}).get("rename", True))
        self.objective = str((options or {}).get("objective", "cycles"))
        if self.objective not in ("cycles", "metrics"):
            raise ValueError(f"schedule option objective={self.objective!r}: expected 'cycles' or 'metrics'")
        self.cycle_tol = float((options or {}).get("cycle_tolerance", CYCLE_TOLERANCE))
        self.model_tie_tol = float((options or {}).get("model_tie_tolerance", MODEL_TIE_TOLERANCE))
        # the search's program against the input's order where only the estimate ranked the
        # candidates (kernel_search._not_slower_than_input)
        self.input_guard = bool((options or {}).get("input_guard", True))
        self.cross_barrier_loads = bool((options or {}).get("cross_barrier_loads", False))
        #: the setting of the straight-line-loads variant: read-only global loads (and their
        #: address arithmetic) may cross the barriers outside every loop
        #: (:func:`straight_line_barriers`; ``kernel_search._finish_chain`` judges it)
        self.cross_straight_line = False
        #: try the chosen program scheduled with that setting (``passes.variants``); "force"
        #: keeps it without the model's verdict
        self.straight_line_variant = (options or {}).get("straight_line_loads", True)
        if self.straight_line_variant not in (True, False, "force"):
            raise ValueError(f"schedule option straight_line_loads={self.straight_line_variant!r}: "
                             "expected True, False or 'force'")
        self.alu_cross_barriers = bool((options or {}).get("alu_cross_barriers", True))
        #: try ALU work before the barrier that precedes it (:meth:`_barrier_hoisted`)
        self.barrier_hoist = self.alu_cross_barriers and bool((options or {}).get("barrier_hoist", True))
        #: "force": keep the hoisted variant wherever it keeps the occupancy and the pressure
        #: cap, without the model's verdict (to measure or test the transformation itself)
        self.force_barrier_hoist = (options or {}).get("barrier_hoist") == "force"
        #: try the last MFMAs of a loop body at its end (:meth:`_tail_filled`)
        self.tail_fill = bool((options or {}).get("tail_fill", True))
        #: try the last MFMAs before a loop body's inner barriers after them (:meth:`_barrier_sunk`)
        self.barrier_sink = bool((options or {}).get("barrier_sink", True))
        #: try MFMAs before a barrier outside the loops spread among the LDS phase after it
        #: (:meth:`_interleaved_outside_loops`)
        self.interleave_outside_loops = bool((options or {}).get("interleave_outside_loops", True))
        #: try a priority window's last MFMAs past the barrier after it (:meth:`_priority_sunk`)
        self.priority_sink = bool((options or {}).get("priority_sink", True))
        #: try the last MFMAs of each K loop at the top of its next iteration
        #: (``passes.variants``); "force" keeps the carried program without the model's verdict
        self.carry_mfmas = (options or {}).get("carry_mfmas", True)
        if self.carry_mfmas not in (True, False, "force"):
            raise ValueError(f"schedule option carry_mfmas={self.carry_mfmas!r}: expected True, False or 'force'")
        #: try the kernel with its ``ds_read_b64`` couples paired (``passes.variants``);
        #: "force" keeps the paired program without the model's verdict
        self.pair_lds = (options or {}).get("pair_lds", True)
        if self.pair_lds not in (True, False, "force"):
            raise ValueError(f"schedule option pair_lds={self.pair_lds!r}: expected True, False or 'force'")
        #: try the chosen program scheduled with every wait unmerged (``passes.variants``);
        #: "force" keeps it without the model's verdict
        self.unmerged_variant = (options or {}).get("unmerged_waits_variant", True)
        if self.unmerged_variant not in (True, False, "force"):
            raise ValueError(f"schedule option unmerged_waits_variant={self.unmerged_variant!r}: "
                             "expected True, False or 'force'")
        #: try the chosen program scheduled with a loop body's waits folded over their
        #: counters' events too (``passes.variants``); "force" keeps it without the verdict
        self.folded_variant = (options or {}).get("folded_waits_variant", True)
        if self.folded_variant not in (True, False, "force"):
            raise ValueError(f"schedule option folded_waits_variant={self.folded_variant!r}: "
                             "expected True, False or 'force'")
        #: in a rotation-judged kernel whose waves share a SIMD, try the chosen program
        #: scheduled with the lockstep judgement's model ranking (``passes.variants``)
        self.lockstep_variant = (options or {}).get("lockstep_ranking_variant", True)
        if self.lockstep_variant not in (True, False, "force"):
            raise ValueError(f"schedule option lockstep_ranking_variant={self.lockstep_variant!r}: "
                             "expected True, False or 'force'")
        #: try the chosen program scheduled with "pipe_lds" in place of "pipe", also at the
        #: next occupancy level (``passes.variants.lds_port_plan``); "force" keeps it
        self.lds_port_variant = (options or {}).get("lds_port_variant", True)
        #: where the rotation or unroll judgement's whole-kernel figures tie (within the
        #: cycle tolerance), the settled hot loop decides (:func:`_settled_loop_tiebreak`)
        self.loop_tiebreak = (options or {}).get("loop_tiebreak", True)
        #: finish the nearest rotation variants and the unrotated one too where they trailed
        #: the judgement's choice by at most ``kernel_search.RUNNER_UP_BAND``, and keep the
        #: fastest that beats the finished choice (``kernel_search._finished_verdict``);
        #: True: ``kernel_search.RUNNERS_UP_NEAREST`` nearest ones, a positive int: that many
        self.finish_runners_up = (options or {}).get("finish_runners_up", True)
        if not (self.finish_runners_up in (True, False)
                or (type(self.finish_runners_up) is int and self.finish_runners_up > 0)):
            raise ValueError(f"schedule option finish_runners_up={self.finish_runners_up!r}: "
                             "expected True, False or a positive number of runners-up")
        #: renaming may use VGPRs above the highest the input names, up to the declared
        #: occupancy's limit, where registers do not bind it (:meth:`_renaming_vgprs`), and
        #: may move values MFMAs read where every lane is active (``common.full_wave_exec``):
        #: off, the wide-renaming branch tries both (``kernel_search._finish_best``); on, every
        #: schedule renames so
        self.rename_room = bool((options or {}).get("rename_room", False))
        self.rename_mfma_operands = bool((options or {}).get("rename_mfma_operands", False))
        #: the pressure cap of every kernel the occupancy's (:meth:`pressure_cap`), not only
        #: of load-rotated ones (the others: the input order's peak)
        self.occupancy_cap = bool((options or {}).get("occupancy_cap", False))
        #: a ceiling on every region's pressure cap, below the input order's peak if need be
        #: (``emission.lowest_peak``: an emission over a user's register budget, scheduled
        #: into it where the guarded schedules or the pressure-first orders keep it)
        self.peak_cap = (options or {}).get("peak_cap")
        if self.peak_cap is not None and (isinstance(self.peak_cap, bool) or not isinstance(self.peak_cap, int)
                                          or self.peak_cap < 1):
            raise ValueError(f"post-emit pass option peak_cap={self.peak_cap!r}: expected a positive integer")
        #: finish the chosen program also re-scheduled with both (``rename_room``,
        #: ``rename_mfma_operands``) and keep the faster (``kernel_search._finish_best``); "force" keeps
        #: the wide one without the model's verdict
        self.wide_rename_variant = (options or {}).get("wide_rename_variant", True)
        if self.wide_rename_variant not in (True, False, "force"):
            raise ValueError(f"schedule option wide_rename_variant={self.wide_rename_variant!r}: "
                             "expected True, False or 'force'")
        #: the wide-renaming branch skips finishing a wide program scheduled exactly as the
        #: plain one was (``kernel_search._finish_best``)
        self.wide_shortcut = bool((options or {}).get("wide_shortcut", True))
        if self.loop_tiebreak not in (True, False):
            raise ValueError(f"schedule option loop_tiebreak={self.loop_tiebreak!r}: expected True or False")
        if self.lds_port_variant not in (True, False, "force"):
            raise ValueError(f"schedule option lds_port_variant={self.lds_port_variant!r}: "
                             "expected True, False or 'force'")
        #: the kernel being scheduled has instructions that hold the LDS port: without them
        #: "pipe_lds" plans exactly as "pipe" does and is not run (:func:`run` sets it)
        self.lds_port_work = True
        #: the timed heuristics run again at the next occupancy level's register cap
        self.occupancy_heuristics = OCCUPANCY_HEURISTICS
        #: in a one-wave workgroup's kernel, try the program without its barriers
        #: (``passes.variants``); "force" keeps it without the model's verdict
        self.barrier_free = (options or {}).get("barrier_free_schedule", True)
        if (options or {}).get("elide_barriers", True) is False:
            self.barrier_free = False   # the user keeps the barriers
        if self.barrier_free not in (True, False, "force"):
            raise ValueError(f"schedule option barrier_free_schedule={self.barrier_free!r}: "
                             "expected True, False or 'force'")
        #: renaming may stage global-load values that only feed LDS stores in AGPRs (DB
        #: ``memory_data_agprs``) when the kernel's occupancy pays for them (:meth:`_staging_agprs`)
        self.agpr_staging = (bool((options or {}).get("agpr_staging", True))
                             and target.registers.memory_data_agprs)
        #: (first AGPR, one past the last AGPR) staging may use in the kernel being scheduled
        self._staging: tuple[int, int] | None = None
        self.staged = 0   # load values renaming staged in AGPRs (run_kernel resets it)
        #: ``passes.compact`` runs after this pass: a kernel it may renumber runs at the
        #: occupancy its final peak allows, not the one its input declared (:meth:`waves_of`)
        self.compact = bool((options or {}).get("compact", True))
        self._compactable: bool | None = False
        self.waves = 1
        self._resources: dict | None = {"sgprs": 0, "lds_bytes": 0, "workgroup_waves": 1}
        self._occupancy: dict[int, int] = {}
        self._kernel: Kernel | None = None

        self._crossable: set[int] = set()     # ids of s_barrier instructions loads may cross
        self._stored_bases: set[frozenset] = set()
        self.crossed = 0
        self.heuristics = heuristics
        self.load_lat = float(target.global_load_latency("dram_miss"))
        self.cpp = float(target.cycles_per_pass)
        # keyed by the instruction itself: Instruction has identity equality and hash, so
        # this is an id map that also keeps its keys alive (no id reuse, no check)
        self._nodes: dict[Instruction, Node] = {}
        #: the target whose LDS port share the nodes' LDS time is taken at: the kernel's
        #: (``Target.for_workgroup``; set per kernel by :func:`run`)
        self.lds_target = target
        #: text hash -> ((mnemonic, operands, modifiers), the first node of that text) (:meth:`node`)
        self._text_nodes: dict[int, tuple] = {}
        #: the compiled issue estimate's record of each instruction met (issue_estimate)
        self._records: dict[Instruction, bytes] = {}
        self._node_classes: dict[tuple, tuple] = target_cache(target, "schedule_node_classes")
        self._graphs: dict[tuple, tuple] = {}
        self._block_nodes: dict[int, tuple[list, list[Node]]] = {}
        self._pressure_orders: dict[tuple, tuple] = {}
        self._block_spans: dict[tuple, tuple] = {}
        self.fallbacks: dict[str, int] = {}
        #: let the cycle model rank the candidates the estimate cannot separate
        #: (:meth:`_pick_by_model`); set per kernel by :func:`run`
        self.model_judge = False
        #: several waves of the kernel being scheduled share a SIMD and no rotation is
        #: judged (``kernel_search.lockstep_kernel``): the model also decides its unmerged waits
        self.lockstep = False
        self.judge_lockstep = bool((options or {}).get("judge_lockstep", True))
        #: pure results by the instructions they were computed from, for the kernel being
        #: scheduled (reset per kernel by run): orders, solves, estimates
        self._memo: dict[tuple, object] = self._new_memo()
        #: the renamer's copies of the kernel's instructions (``rename._renamed_copy``; reset
        #: per kernel with the memo)
        self._renamed_copies: dict[tuple, tuple] = {}
        #: ``common.block_gen_kill`` by a block's instructions, for the liveness the carried
        #: MFMAs ask of every candidate program (most blocks are the same in all of them;
        #: reset per kernel with the memo)
        self._gen_kill: dict[tuple, tuple] = {}
        #: ``carry_mfma.carry_last_mfmas``'s facts of each program the carried MFMAs are made
        #: from (every count and order starts from the same few; reset per kernel with the memo)
        self._carry_facts: dict = {}
        self.waitcnt = inserter_for(target, options)
        #: the folded-waits solver (:meth:`_folded`) and the options it is shared through
        self._options = options
        self._waitcnt_folded: WaitcntInserter | None = None
        #: the merge-window-0 solver (:meth:`_unmerged`), made on first use
        self._waitcnt0: WaitcntInserter | None = None
        self.hazards = resolver_for(target, options)
        #: clauses.break_clauses's per-instruction facts (its ``facts``), for every candidate
        self._clause_facts: dict = {}

    # ------------------------------------------------------------------ per-instruction facts
    def node(self, inst: Instruction) -> Node:
        n = self._nodes.get(inst)
        if n is not None:
            return n
        c = self._node_class(inst)
        if c[0] != "BARRIER" and not inst.asm and not memory_marked(inst):
            # the facts of an instruction that is no barrier and not inline asm are functions
            # of its text: the renamed copies and repeated code share them with the first
            # node of their spelling (keyed by the text's hash, computed once; two texts
            # with one hash share nothing: the later one takes the slot). Not one carrying a
            # memory-order mark (isa.model.memory_marked): its facts are its own
            ckey = (inst.mnemonic, inst.operands, inst.modifiers)
            h = hash(ckey)
            e = self._text_nodes.get(h)
            if e is not None and e[0] == ckey:
                p = e[1]
                n = Node(inst, p.pipe, p.lat, p.issue, p.mfma_busy, p.lds_busy, p.boundary, p.defs, p.uses,
                         p.vdefs, p.vuses, p.reads, p.writes, p.counters, self.hazards.info(inst, c[8]), p.fence,
                         p.packed)
                lrec = p.lrec
                n.lrec = lrec if n.hazard is p.hazard else lrec[:5] + (n.hazard,)
                self._nodes[inst] = n
                if c[9] is not None:
                    self.waitcnt.share_facts(inst, p.inst, c[9])
                return n
            n = self._new_node(inst, c)
            self._text_nodes[h] = (ckey, n)
            return n
        return self._new_node(inst, c)

    def _new_node(self, inst: Instruction, c: tuple) -> Node:
        """:meth:`node` of an instruction met first (``c``: its :meth:`_node_class`)."""
        # inline asm keeps its place: nothing moves across it (what it does is the
        # user's, e.g. a delay the DB does not model)
        # so does a PC-relative relocation: its offset from s_getpc_b64 is part of its value
        boundary = c[4] or inst.asm or pc_relative(inst)
        if boundary and not inst.asm and c[0] == "BARRIER" and (self.alu_cross_barriers or id(inst) in self._crossable):
            # an s_barrier inside a region: it keeps its place relative to every memory
            # operation and side effect (see _graph); register-only work may cross it
            boundary = False
        (di, dv), (ui, uv) = unit_facts(inst.defs()), unit_facts(inst.uses())
        # the LDS port's time follows the data operands' widths, not the class alone
        lds_busy = max(c[2], lds_port_clk(inst, self.lds_target)) if c[0] == "LDS" else 0.0
        n = Node(inst, c[0], c[1], c[2], c[3], lds_busy, boundary, di, ui, dv, uv, c[5], c[6], c[7],
                  self.hazards.info(inst, c[8]), c[0] == "BARRIER" and not is_bare_barrier(inst))
        n.lrec = node_record(n)
        self._nodes[inst] = n
        if c[9] is not None:
            # every scheduled instruction is walked by the waitcnt solve: its facts from
            # the class already at hand (saves the solver looking the class up again)
            self.waitcnt.facts(inst, c[9])
        return n

    def _nodes_of(self, insts: list[Instruction]) -> list[Node]:
        """:meth:`node` of every instruction of a block's list (cached per list object for
        the kernel: every heuristic schedules the same renamed lists)."""
        e = self._block_nodes.get(id(insts))
        if e is not None and e[0] is insts:
            return e[1]
        if native.available() and type(insts) is list:   # lookups in C; new nodes made in order
            nodes, missing = native.ext.gather(insts, self._nodes)
            for i in missing:
                nodes[i] = self.node(insts[i])
        else:
            nodes = [self.node(i) for i in insts]
        self._block_nodes[id(insts)] = (insts, nodes)
        return nodes

    def _node_class(self, inst: Instruction) -> tuple:
        """The class-level facts of :meth:`node`: they depend only on the mnemonic and the
        class-changing modifiers (cached per pair)."""
        ordered = ordered_access(inst, self.target)
        key = (inst.mnemonic, op_modifiers(inst), ordered)
        c = self._node_classes.get(key)
        if c is not None:
            return c
        oc = self.target.classify(inst.mnemonic, key[1])
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
        reads = tuple(sorted({a for s in rd for a in SPACE_ALIAS.get(s, (s,))}))
        writes = tuple(sorted({a for s in wr for a in SPACE_ALIAS.get(s, (s,))}))
        if ordered:
            # an ordered access (an atomic, an atomic or volatile load/store: DB
            # waitcnt_rules.ordered_access) keeps its place among every shared-memory
            # operation, as LLVM's barrier chain does (ScheduleDAGInstrs): taken as reading
            # and writing all of it, no access before it moves after it or back
            reads = writes = _ORDERED_SPACES
        hc = self.hazards.class_facts(inst)
        c = self._node_classes[key] = (oc.pipe, lat, float(oc.issue_cycles), busy, boundary, reads, writes,
                                       tuple(oc.counters), hc,
                                       None if inst.base == "s_waitcnt" else self.waitcnt.class_facts(inst))
        return c

    # ------------------------------------------------------------------ dependence graph
    def _graph(self, region: list[Node]):
        n = len(region)
        succs: list[list[tuple[int, float]]] = [[] for _ in range(n)]
        npred = [0] * n
        # per unit id (common.unit_index: small ints below unit_count()): the last writer,
        # the readers since; lists, not dicts: the loop below reads them per operand unit
        nu = unit_count()
        last_w: list = [None] * nu
        readers: list = [None] * nu
        mem_w: dict[str, int] = {}
        mem_r: dict[str, list[int]] = {}
        bars = [i for i, nd in enumerate(region) if nd.pipe == "BARRIER"]
        # per node: the nodes writing what it reads (for loads crossing barriers only)
        producers: list[set] | None = [] if bars and self._crossable else None
        memo = self.hazards._memo
        if producers is None and memo is not None:   # the loop below, compiled (dep_graph)
            succs, npred = native.ext.dep_graph(region, nu, len(SPACE_IDS), memo, self.hazards.info_pair_wait,
                                                self.cpp)
            return self._capture_edges(region, *self._barrier_edges(region, bars, producers, succs, npred))
        pair_wait = self.hazards.pair_wait_function()
        cpp = self.cpp

        for i, nd in enumerate(region):
            seen: dict[int, float] = {}
            for u in nd.uses:
                w = last_w[u]
                if w is not None:
                    lat = region[w].lat
                    if seen.get(w, -1.0) < lat:
                        seen[w] = lat
                rs = readers[u]
                if rs is None:
                    readers[u] = [i]
                else:
                    rs.append(i)
            if producers is not None:   # so far ``seen`` holds exactly the writers of its reads
                producers.append(set(seen))
            for u in nd.defs:
                w = last_w[u]
                if w is not None and w != i and w not in seen:
                    seen[w] = 0.0
                rs = readers[u]
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
            h2 = nd.hazard
            second = h2.second_mask
            for w, lat in seen.items():
                h1 = region[w].hazard
                # a hazard row between the pair needs that many issue slots in between
                if h1.first_mask & second:
                    ws = pair_wait(h1, h2)
                    if ws:
                        lat = max(lat, (ws + 1) * cpp)
                succs[w].append((i, lat))
            npred[i] += len(seen)
        return self._capture_edges(region, *self._barrier_edges(region, bars, producers, succs, npred))

    def _barrier_edges(self, region: list[Node], bars: list[int], producers: list[set] | None, succs, npred):
        """:meth:`_graph`'s edges of the barriers inside a region, added to ``succs`` and
        ``npred`` (returned)."""
        n = len(region)
        if bars:
            # a barrier inside a region keeps its place relative to everything but the
            # register-only instructions (alu_cross_barriers) and, past barriers that
            # allow it (cross_barrier_loads), the eligible loads and their address arithmetic
            alu = {j for j, nd in enumerate(region) if register_only(nd)} if self.alu_cross_barriers else set()
            with_loads = alu | self._mobile(region, producers) if self._crossable else alu
            # Edges only to the neighbouring barriers' windows (linear in the region): an
            # instruction before an earlier barrier reaches this one through the chain of
            # barriers in between, and that chain is never shorter than a direct edge, so
            # readiness, heights and plans are those of the all-pairs constraint.
            for k, b in enumerate(bars):
                mobile = with_loads if id(region[b].inst) in self._crossable else alu
                lo = bars[k - 1] + 1 if k else 0
                hi = bars[k + 1] if k + 1 < len(bars) else n - 1
                for j in range(lo, b):
                    if j not in mobile:
                        succs[j].append((b, 0.0))
                        npred[b] += 1
                for j in range(b + 1, hi + 1):
                    if j not in mobile:
                        succs[b].append((j, 0.0))
                        npred[j] += 1
        return succs, npred

    @staticmethod
    def _capture_edges(region: list[Node], succs, npred):
        """:meth:`_graph`'s edges of the capture points inside a region (``isa.model.WAIT_MARK``:
        the place of an input wait a fence needs, ``passes.fences``), added to ``succs`` and
        ``npred`` (returned): the operations its wait retired (``RETIRED_MARK``, or retired
        by its next pass: ``NEXT_PASS_MARK``) stay before it, those that issue after what it
        captured (``AFTER_MARK``) stay after it. Moved across it, an operation would leave
        what the wait retired (a wait too few) or join it (a wait too many). The same for the
        operation a capture follows (``CLOSING_MARK``)."""
        points = [(i, waits) for i, nd in enumerate(region) if (waits := capture_point_ids(nd.inst))]
        if not points:   # (nearly every region: a scan, no marks read)
            return succs, npred
        marks = [fence_marks(nd.inst) if nd.inst.comment is not None else NO_FENCE_MARKS for nd in region]
        for i, waits in points:   # (captures before it issues, or after: CLOSING_MARK)
            for j, mj in enumerate(marks):
                if j < i and (mj[1] | mj[4]) & waits:
                    succs[j].append((i, 0.0))
                    npred[i] += 1
                elif j > i and mj[2] & waits:
                    succs[i].append((j, 0.0))
                    npred[j] += 1
        return succs, npred

    def _eligible_load(self, nd: Node) -> bool:
        """A global load from a read-only buffer: its base (buffer resource or SGPR base)
        is the base of no global store or atomic of the kernel."""
        inst = nd.inst
        if nd.writes or nd.reads != ("global",) or inst.info.mem != "load":
            return False
        if inst.family in ("MUBUF", "MTBUF"):
            base = inst.operand("srsrc")
        elif inst.family == "GLOBAL":
            base = inst.operand("saddr")
        else:
            return False
        if not isinstance(base, Reg):
            return False
        return frozenset(base.units()) not in self._stored_bases

    def _mobile(self, region: list[Node], producers: list[set]) -> set[int]:
        """Eligible loads of the region and the ALU instructions computing their operands."""
        mobile = {i for i, nd in enumerate(region) if self._eligible_load(nd)}
        work = list(mobile)
        while work:
            i = work.pop()
            for p in producers[i]:
                nd = region[p]
                if p not in mobile and register_only(nd) and not nd.mfma_busy:
                    mobile.add(p)
                    work.append(p)
        return mobile

    def _region_graph(self, region: list[Node], key: tuple) -> tuple:
        """(successors, predecessor counts, critical-path heights) of ``region`` (``key``:
        its instructions as a tuple), cached per region for the kernel: every heuristic
        and the pressure fallback schedule the same regions."""
        cached = self._graphs.get(key)
        if cached is None:
            succs, npred0 = self._graph(region)
            cached = self._graphs[key] = (succs, npred0, heights(region, succs))
        return cached

    def _pressure_fallback(self, region: list[Node], live_after: int) -> tuple[list[Instruction] | None, int]:
        """(:func:`list_schedule.pressure_order` of the region, its peak), or (None, -1) for a
        region too large for it. It depends on the region and liveness only, not on the
        heuristic that exceeded the cap: computed once per region and kernel."""
        if len(region) > PRESSURE_ORDER_MAX:
            return None, -1
        key = (tuple([nd.inst for nd in region]), live_after)
        r = self._pressure_orders.get(key)
        if r is None:
            alt = pressure_order(region, *self._region_graph(region, key[0]), live_after)
            r = self._pressure_orders[key] = (alt, peak_in_sequence(alt, live_after))
        return r

    # ------------------------------------------------------------------ list scheduling
    def _schedule_region(self, region: list[Node], heuristic: str, t0: float, avail: dict,
                         mfma_free: float, cap_check: tuple[int, int] | None = None,
                         guard: PressureGuard | None = None) -> tuple[list[int] | None, float, float]:
        """(order, time, matrix-pipe free time) of :func:`list_schedule.schedule_region` of
        ``region`` with ``heuristic``, on its cached graph and priorities (``cap_check``,
        ``guard``: see there)."""
        n = len(region)
        if n <= 1:
            return list(range(n)), t0, mfma_free
        key = tuple([nd.inst for nd in region])
        succs, npred0, height = self._region_graph(region, key)
        if heuristic == "carried":
            ckey = ("carried",) + key
            c = self._graphs.get(ckey)
            if c is None:
                c = self._graphs[ckey] = carried_heights(region, succs, height)
            height = c
        return schedule_region(region, heuristic, succs, npred0, height, t0, avail, mfma_free, cap_check, guard)

    def _spans_of(self, insts: list[Instruction], nodes: list[Node], live_after: int) -> tuple[list[tuple], int]:
        """(spans, index of the last scheduled region) of a block for :meth:`schedule_block`:
        per span of :meth:`_regions` (start, end, units live after it, its peak in input
        order). Independent of the heuristic: computed once per block list and kernel."""
        key = (id(insts), live_after)
        e = self._block_spans.get(key)
        if e is not None and e[0] is insts:
            return e[1], e[2]
        spans = [(a, b, lae, peak_in_masks([(nd.vdefs, nd.vuses) for nd in nodes[a:b]], lae))
                 for a, b, lae in self._regions(nodes, live_after)]
        # the last scheduled region: no later region depends on its timing state
        last = max((k for k, (a, b, _, _) in enumerate(spans) if not (b - a == 1 and nodes[a].boundary)),
                   default=-1)
        self._block_spans[key] = (insts, spans, last)
        return spans, last

    @staticmethod
    def _regions(nodes: list[Node], live_after: int) -> list[tuple[int, int, int]]:
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
                live = (live & ~nd.vdefs) | nd.vuses
        out.reverse()
        return out

    def schedule_block(self, insts: list[Instruction], heuristic: str, live_after: int, cap: int,
                       peaks: list[int] | None = None) -> list[Instruction]:
        """Schedule one block's regions with ``heuristic`` ("input" keeps the order). With
        ``peaks`` (scheduled heuristics only), the peak live vector units of the result
        (``peak_in_sequence`` of the returned list) is appended to it: the maximum of its
        regions' peaks, most of which the pressure check computes anyway. (Liveness at a
        region boundary does not depend on the order inside the regions after it.)"""
        if heuristic == "input":
            return list(insts)
        nodes = self._nodes_of(insts)
        out: list[Instruction] = []
        avail: dict = {}
        t = 0.0
        mfma_free = 0.0
        peak = -1 if peaks is None else 0
        spans, last = self._spans_of(insts, nodes, live_after)
        for k, (a, b, lae, input_peak) in enumerate(spans):
            region = nodes[a:b]
            if b - a == 1 and region[0].boundary:
                nd = region[0]
                if nd.fence:
                    # the s_waitcnt before a (fenced) barrier waits for LDS ops and memory writes
                    t = max(t, avail.get(LDS_DONE, 0.0), avail.get(STORE_DONE, 0.0))
                out.append(nd.inst)
                t += nd.issue
                if peak >= 0:
                    peak = max(peak, input_peak)
                continue
            # what the region's schedule records in ``avail`` (its results, the memory
            # completion times), to undo it if a guarded schedule replaces it
            # (the last region records no register results, but its memory completion
            # times it does: a barrier in a guarded schedule must not wait for LDS ops the
            # unguarded order placed after it)
            before = {LDS_DONE: avail.get(LDS_DONE), STORE_DONE: avail.get(STORE_DONE), LDS_PORT: avail.get(LDS_PORT)}
            if k != last:
                before.update({u: avail.get(u) for nd in region for u in nd.defs})
            order, t_new, mf_new = self._schedule_region(region, heuristic, t, avail, mfma_free,
                                                         (cap, lae) if k == last else None)
            pk = -1
            if order is None or order != list(range(len(region))):
                seq = []
                if order is None:   # abandoned: provably over the cap
                    pk = cap + 1
                else:
                    seq = [region[i].inst for i in order]
                    pk = order_peak(region, order, lae)
                if pk > cap:
                    # over the pressure cap: the heuristic's order among the instructions
                    # that keep the cap (list_schedule.schedule_region's guard), else a
                    # pressure-first order, else the input order
                    g = self._guarded(region, heuristic, t, avail, before, mfma_free, cap, lae)
                    if g is not None:
                        order, t_new, mf_new = g
                        seq = [region[i].inst for i in order]
                        pk = order_peak(region, order, lae)
                        self.fallbacks[heuristic + ":guarded"] = self.fallbacks.get(heuristic + ":guarded", 0) + 1
                        out.extend(seq)
                        if peak >= 0:
                            peak = max(peak, pk)
                        t, mfma_free = t_new, mf_new
                        continue
                    alt, pk = self._pressure_fallback(region, lae)
                    if alt is not None and pk <= cap:
                        seq = alt
                        self.fallbacks[heuristic + ":pressure"] = self.fallbacks.get(heuristic + ":pressure", 0) + 1
                    else:
                        seq = [nd.inst for nd in region]
                        pk = -1
                        self.fallbacks[heuristic] = self.fallbacks.get(heuristic, 0) + 1
            else:
                seq = [region[i].inst for i in order]
            out.extend(seq)
            if peak >= 0:
                if pk < 0:   # the input order (seq is the region's instructions)
                    pk = input_peak
                peak = max(peak, pk)
            t, mfma_free = t_new, mf_new
        if peaks is not None:
            peaks.append(max(peak, live_after.bit_count()))
        return out

    def _guarded(self, region: list[Node], heuristic: str, t: float, avail: dict, before: dict,
                 mfma_free: float, cap: int, lae: int) -> tuple[list[int], float, float] | None:
        """The guarded schedule of a region whose ``heuristic`` order exceeded the pressure
        ``cap`` (order, time, matrix-pipe free time), or None if even it exceeds the cap or
        the region is larger than the pressure fallbacks handle (``PRESSURE_ORDER_MAX``:
        each guarded order is one more candidate to solve waits and hazards for).
        ``before``: the ``avail`` entries the unguarded schedule overwrote (for the last
        region, which records no register results, its memory completion times only); on
        success ``avail`` holds the guarded schedule's times instead, else it is left as
        the unguarded schedule left it."""
        if len(region) > PRESSURE_ORDER_MAX:
            return None
        g_avail = dict(avail)
        for u, a in before.items():
            if a is None:
                g_avail.pop(u, None)
            else:
                g_avail[u] = a
        key = (tuple([nd.inst for nd in region]), lae)
        proto = self._guards.get(key)
        if proto is None:   # the region's facts, shared by the heuristics' guarded schedules
            proto = self._guards[key] = PressureGuard(region, cap, lae)
        order, t_new, mf_new = self._schedule_region(region, heuristic, t, g_avail, mfma_free, None,
                                                     proto.fresh(cap))
        if order_peak(region, order, lae) > cap:
            return None
        avail.clear()
        avail.update(g_avail)
        return order, t_new, mf_new

    # ------------------------------------------------------------------ evaluation
    def estimate_cycles(self, cfg, lists: list[list[Instruction]], waves: int | None = None) -> float:
        """:func:`issue_estimate.estimate_cycles` of ``lists`` with this scheduler's node
        facts, at ``waves`` waves per SIMD (default: the kernel's declared occupancy)."""
        waves = waves or self.waves
        return self._memoised(("estimate", _sig(lists), waves, frozenset(self._crossable)),
                              lambda: estimate_cycles(cfg, lists, waves, self.cpp, self._nodes, self.node,
                                                      self._records))

    def _block_peak(self, insts: list[Instruction], live_after: int) -> int:
        """``common.peak_in_sequence`` of a block's list (on its nodes' masks), memoised by its
        instructions and ``live_after``: the candidate programs of a kernel share most of
        their blocks (all but the loop body, often that too)."""
        return self._memoised(("peak", tuple(insts), live_after),
                              lambda: peak_in_masks([(nd.vdefs, nd.vuses) for nd in self._nodes_of(insts)], live_after))

    def _memoised(self, key: tuple, compute):
        """``compute()``, kept in :attr:`_memo` under ``key`` for the kernel (a result may be None)."""
        hit = self._memo.get(key, _MISSING)
        if hit is _MISSING:
            hit = self._memo[key] = compute()
        return hit

    def _refine(self, cfg, best: tuple, cands: list[tuple], live_out: list[int]) -> tuple[tuple, int]:
        """Region-wise local search (``options["refine"]`` evaluations at most): try each
        other candidate's order for one region at a time (largest regions first) and keep
        a swap when the whole-kernel key improves. Region boundaries sit at the same
        positions in every candidate, so a region is a slice of its block."""
        key = best[0]
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
                if k4[0] > key[0]:
                    continue
                k = self.full_key(cfg, k4, f)
                if self.better(k, key):
                    key, cur, waited, final = k, trial, w, f
                    swaps += 1
        return (key, best[1], cur, waited, final), swaps

    def _unmerged(self):
        if self._waitcnt0 is None:
            self._waitcnt0 = WaitcntInserter(self.target, 0)
        return self._waitcnt0

    def _folded(self):
        """The solver that also folds a loop body's waits over their counters' events
        (``waitcnt._Merger``; the folded-waits variant, ``passes.variants``): the
        pipeline's own (``waitcnt.inserter_for``, its caches shared), made on first use."""
        if self._waitcnt_folded is None:
            self._waitcnt_folded = inserter_for(self.target, self._options, True)
        return self._waitcnt_folded

    def solver_of(self, rep: dict) -> WaitcntInserter | None:
        """The waitcnt solver ``rep``'s program was solved with, where it is not the
        scheduler's own (unmerged or folded waits), else None."""
        if rep["_unmerged_waits"]:
            return self._unmerged()
        return self._folded() if rep.get("_fold_events") else None

    def full_key(self, cfg, k4: tuple, final: list[list[Instruction]]) -> tuple:
        """``k4`` = (peak, s_waitcnt, s_nop, instructions) of :meth:`evaluate` plus the
        estimated cycles; compared by :meth:`better`."""
        return k4 + (self.estimate_cycles(cfg, final, self.waves_of(k4[0])),)

    def _next_occupancy_peak(self, cands: list[tuple]) -> int | None:
        """Most live vector units that still give one wave per SIMD more than the best of
        ``cands`` (candidate tuples, key first) reaches, where compaction would realise it
        (:meth:`waves_of`); None where the objective is not "cycles", no more waves fit,
        or compaction would not run."""
        if self.objective != "cycles" or not self.compact or not cands:
            return None
        low = min(c[0][0] for c in cands)
        occ = max(self.occupancy_of(c[0][0]) for c in cands)
        step = self.target.registers.vgpr_alloc_granule
        units = low - 1 - (low - 1) % step   # occupancy changes only at granule multiples
        while units > 0 and self.occupancy_of(units) <= occ:
            units -= step
        if units <= 0 or self.waves_of(units) is None:
            return None
        return units

    def waves_of(self, peak: int) -> int | None:
        """Waves per SIMD a candidate whose live vector units peak at ``peak`` will run where
        ``passes.compact`` will renumber the kernel (on, objective "cycles", kernel
        eligible) and the occupancy of its peak is higher than the declared one: that
        occupancy. Else None: the candidate runs at the occupancy the kernel declares
        (:attr:`waves`, which is also the cycle model's default for a declared kernel)."""
        o = self.occupancy_of(peak)
        if o <= self.waves or not self.compact or self.objective != "cycles":
            return None
        if self._compactable is None:   # scans the kernel: asked once, and only here
            self._compactable = compact.eligible(self._kernel, self.target)
        return o if self._compactable else None

    def occupancy_of(self, peak: int) -> int:
        """Waves per SIMD a kernel whose live vector units peak at ``peak`` could run (the
        DB's occupancy rule with the kernel's other limits: SGPRs, LDS, workgroup size).
        What a lower peak buys is occupancy: within one occupancy level it buys nothing."""
        o = self._occupancy.get(peak)   # (asked ~370 times per corpus run, for a few peaks)
        if o is not None:
            return o
        r = self._kernel_resources()
        arch = self.target.registers.arch_vgpr_max
        try:
            if peak > arch and self._staging is not None:
                # staged values live in AGPRs: in the unified file only the total counts
                o = self.target.occupancy(arch, peak - arch, r["sgprs"], r["lds_bytes"], r["workgroup_waves"])
            else:
                o = self.target.occupancy(peak, 0, r["sgprs"], r["lds_bytes"], r["workgroup_waves"])
        except Exception:  # beyond the register file: rank below everything that fits
            o = 0
        self._occupancy[peak] = o
        return o

    def _kernel_resources(self) -> dict:
        """The kernel's declared resources (``sim.cycles.kernel_resources``), computed once
        per run only if a rule asks (a snippet without a descriptor scans every instruction)."""
        r = self._resources
        if r is None:
            r = self._resources = kernel_resources(self._kernel, self.target)
        return r

    def _declare_renamed_vgprs(self, kernel: Kernel) -> None:
        """Grow the kernel's declared VGPRs to the highest its code names (renaming may use
        more than the input declared, :meth:`_renaming_vgprs`)."""
        if kernel.descriptor_int("next_free_vgpr") is None:
            return
        used = vector_limits([[self.node(i) for i in b.instructions] for b in kernel.blocks])[0]
        if used > kernel_resources(kernel, self.target)["vgprs"]:
            # the AGPRs the code names move up with the offset; declared ones no instruction
            # names (an allocation padded to the granule) are dropped: kept, they could push
            # the total past the register file (gfx950 256^3 128x256x64 one-wave PREFETCH: 244 +
            # 260 declared -> 256 + 260 = 516 > 512, which llvm-mc rejects)
            set_declared_vgprs(kernel, *declared_vgprs(kernel, self.target, used, shrink=True))
            r = kernel_resources(kernel, self.target)
            if self.target.occupancy(r["vgprs"], r["agprs"], r["sgprs"], r["lds_bytes"],
                                     r["workgroup_waves"]) < self.waves:   # _renaming_vgprs' promise
                raise RuntimeError(f"{kernel.name}: renaming grew the declared VGPRs to {used} "
                                   f"({r['vgprs']} + {r['agprs']} AGPRs), below {self.waves} waves per SIMD")

    def wide_renaming_applies(self, kernel: Kernel) -> bool:
        """Could wide renaming (``rename_room``, ``rename_mfma_operands``) rename anything
        the default renaming does not? Where every lane is active, or where the kernel is
        declared and registers do not bind its occupancy (:meth:`_renaming_vgprs`)."""
        if full_wave_exec(kernel, self.target):
            return True
        if kernel.descriptor_int("next_free_vgpr") is None:
            return False
        return not _registers_bind(self.target, kernel_resources(kernel, self.target),
                                   declared_waves_per_simd(kernel, self.target))

    def _renaming_vgprs(self, kernel: Kernel, vlimit: int, named_agprs: int) -> int:
        """One past the highest VGPR renaming may use: ``vlimit`` (one past the highest the
        code references) or, in a declared kernel whose occupancy registers do not bind
        (fewer would give no more waves: LDS, the workgroup or SGPRs bind), the most
        architectural VGPRs that keep the declared occupancy with its ``named_agprs``
        (the AGPRs then move up with the accumulator offset). Values renamed there break
        anti-dependences the input's allocation left: a loop-carried fragment's next read
        no longer waits for the last MFMA that reads the register (``run_kernel`` grows the
        declared count to what the kept program uses)."""
        if kernel.descriptor_int("next_free_vgpr") is None:
            return vlimit
        r = self._kernel_resources()
        if _registers_bind(self.target, r, self.waves):
            return vlimit
        top = _largest_keeping(vlimit + 1, self.target.registers.arch_vgpr_max,
                               lambda n: self.target.occupancy(n, named_agprs, r["sgprs"], r["lds_bytes"],
                                                               r["workgroup_waves"]) >= self.waves)
        return vlimit if top is None else top

    def _staging_agprs(self, kernel: Kernel, named: int) -> tuple[int, int] | None:
        """(first, limit) of the AGPRs renaming may stage load values in (see
        ``rename.Renamer.rename_block``): above the ``named`` AGPRs the kernel names, as many
        as keep the declared occupancy (DB occupancy rule). None for an undeclared kernel or
        one whose occupancy registers bind (fewer registers would give more waves:
        compaction may reach them, staged AGPRs would cost them; gfx950 1024^3 32x32x16 F8
        NONE: 5 waves after compaction without staging, 4 with it)."""
        if kernel.descriptor_int("next_free_vgpr") is None:
            return None
        regs = self.target.registers
        r = self._kernel_resources()
        if _registers_bind(self.target, r, self.waves):
            return None
        first = round_up(named, regs.vector_tuple_alignment)
        if first >= regs.agpr_max:
            return None
        top = _largest_keeping(first + 1, regs.agpr_max,
                               lambda agprs: self.target.occupancy(r["vgprs"], agprs, r["sgprs"], r["lds_bytes"],
                                                                   r["workgroup_waves"]) >= self.waves)
        return None if top is None else (first, top)

    def pressure_cap(self, input_peak: int) -> int:
        """Most live vector units a region's schedule of a load-rotated kernel may reach.
        ``"metrics"``: the input's peak (the peak is the first key). ``"cycles"``: the most
        that still allow the occupancy the input's peak allows: loads rotated into the
        previous iteration need their registers while the MFMAs run, which the rotated
        input order (loads last) does not show; the objective still prefers the lower peak
        among schedules within the cycle tolerance."""
        if self.objective != "cycles":
            return input_peak
        occ = self.occupancy_of(input_peak)
        step = self.target.registers.vgpr_alloc_granule
        cap = input_peak
        while cap + step <= self.target.registers.unified_vgpr_file and self.occupancy_of(cap + step) >= occ:
            cap += step
        return cap

    def region_cap(self, input_peak: int, rotated: bool) -> int:
        """The pressure cap of a kernel's region schedules: the occupancy's
        (:meth:`pressure_cap`) for a load-rotated kernel or with ``occupancy_cap``, else the
        input order's peak; at most ``peak_cap`` where that option is set."""
        cap = self.pressure_cap(input_peak) if rotated or self.occupancy_cap else input_peak
        return cap if self.peak_cap is None else min(cap, self.peak_cap)

    def better(self, a: tuple, b: tuple) -> bool:
        """Is key ``a`` strictly better than key ``b``? ``objective == "metrics"``: seed
        000's lexicographic (peak, waits, nops, instructions, cycles). ``"cycles"``
        (default): higher occupancy (of the peak, :meth:`occupancy_of`); then fewer
        estimated cycles if they differ by more than ``cycle_tolerance`` (relative); else
        (peak, waits, nops, instructions)."""
        if self.objective == "metrics":
            return a < b
        oa, ob = self.occupancy_of(a[0]), self.occupancy_of(b[0])
        if oa != ob:
            return oa > ob
        ca, cb = a[-1], b[-1]
        if ca < cb * (1.0 - self.cycle_tol):
            return True
        if cb < ca * (1.0 - self.cycle_tol):
            return False
        # ties: (peak, waits, nops, instructions): fewer live registers than the occupancy
        # needs still leave room (seed 000 ranks the peak first)
        return a[:4] < b[:4]

    def pick(self, cands: list[tuple]) -> tuple:
        """The best candidate (earlier ones win ties): highest occupancy of its peak; among
        those within ``cycle_tolerance`` of the fewest estimated cycles, the lowest (peak,
        waits, nops, instructions)."""
        if len(cands) == 1:
            return cands[0]
        if self.objective == "metrics":
            return min(cands, key=lambda c: c[0])
        pool = self._estimate_pool(cands, max(self.occupancy_of(c[0][0]) for c in cands))
        return min(pool, key=lambda c: c[0][:4])

    def _pick_by_model(self, kernel: Kernel, cands: list[tuple], best: tuple,
                       pool_names: set[str] | None = None) -> tuple[tuple, dict | None]:
        """Among the candidates :meth:`pick` could not separate — same occupancy, estimated
        cycles within ``cycle_tolerance`` of the fewest — let the cycle model decide: the
        fewest model cycles (whole kernel, both memory scenarios), and among those within
        ``model_tie_tolerance`` of it (:data:`MODEL_TIE_TOLERANCE`) the lowest (peak,
        waits, nops, instructions), as in :meth:`pick` (gfx942 1024^3 transposed GEMM
        NONE: critical_path 66,472 model clk with 9 waits, cycle 66,722 with 8; the
        estimate's 1 % tie band kept the 8-wait order, 142.6 clk per loop iteration at
        l2_hit against LLVM's 141.6; now 141.4). Only asked where the model runs anyway
        (:attr:`model_judge`: a kernel whose loop rotation is being judged, or a lockstep
        kernel, whose pool ``pool_names`` :meth:`run_kernel` chose and the estimate does not
        narrow); there the candidates differ in how the loop overlaps across iterations and
        waves, which the one-wave estimate does
        not see (gfx942 256^3 32x32x8 PREFETCH: estimate within 1 % for critical_path and
        pipe, cycle model 2,456 vs 2,418 clk). Where renaming kept some values in place
        (candidates :data:`AS_ALLOCATED`), the pool also takes the program as allocated's
        best orders by the estimate, and the choice is held to the input's order
        (:meth:`_held_to_input`). Returns (chosen, {candidate: model cycles})
        or (``best``, None) when there was nothing to separate or the model cannot run."""
        occ = self.occupancy_of(best[0][0])
        partly_renamed = any(_as_allocated(c[1]) for c in cands)
        if pool_names is not None:   # a lockstep kernel's pool: not narrowed by the estimate
            pool = [c for c in cands if c[1] in pool_names]
            occ = max(self.occupancy_of(c[0][0]) for c in pool)
            pool = [c for c in pool if self.occupancy_of(c[0][0]) == occ]
        else:
            pool = self._estimate_pool(cands, occ)
            if partly_renamed:
                # the program as allocated (some values kept their registers) offers the
                # orders the estimate ranks best among its own too: its estimate and the
                # renamed program's disagree with the model in different ways (gfx950
                # gemm_tt 408x84x16 PREFETCH: renamed orders estimated 4 % faster, 6 %
                # slower in the model)
                own = [c for c in cands if _unrenamed(c[1])]
                pool += [c for c in self._estimate_pool(own, max(self.occupancy_of(c[0][0]) for c in own))
                         if c not in pool]
        if len(pool) < 2:
            return best, None
        cycles, per = {}, {}
        for c in pool:
            m = self.model_scenarios(kernel, c[4], self.waves_of(c[0][0]))
            if m is None:
                return best, None
            per[c[1]] = {sc: cyc for sc, (_, cyc) in m.items()}
            cycles[c[1]] = sum(per[c[1]].values())
        low = min(cycles.values())
        near = [c for c in pool if cycles[c[1]] <= low * (1.0 + self.model_tie_tol)]
        choice = min(near, key=lambda c: c[0][:4])
        if partly_renamed:
            choice = self._held_to_input(choice, pool, per, cycles)
        return choice, cycles

    def _held_to_input(self, choice: tuple, pool: list[tuple], per: dict, cycles: dict) -> tuple:
        """The model's ``choice`` among the ``pool`` (``per``: each one's model cycles per
        scenario, ``cycles``: their sum), or the input's order (the fastest of its pool
        entries) where the choice is slower than it at either latency by more than the
        cycle tolerance and gains no more than that in sum: one latency traded for the
        other within the tolerance is no gain (LLVM's mfma32_f16_chain, 8 waves in
        lockstep, partly renamed: -3 % at a DRAM miss for +3 % at an L2 hit, 0.3 % in sum).
        :meth:`_pick_by_model` asks it only where renaming kept some values in place, whose
        orders are new: applied to every kernel, the rule lost trades the pass made before
        (seed 5702's gfx942 256x64x288 F8 PREFETCH, +4.5 % at a DRAM miss). And it holds
        only the choice: taking every such order out of the pool lost better trades (seed
        5801's gfx950 gemm_reordered 128x32x32 PREFETCH, +33 % at a DRAM miss)."""
        inputs = [c for c in pool if c[1].split("+")[0] == "input"]
        if not inputs:
            return choice
        ref = min(inputs, key=lambda c: cycles[c[1]])
        tol, a, b = self.cycle_tol, per[choice[1]], per[ref[1]]
        if any(a[sc] > b[sc] * (1.0 + tol) for sc in b) and not cycles[choice[1]] < cycles[ref[1]] * (1.0 - tol):
            return ref
        return choice

    def _estimate_pool(self, cands: list[tuple], occ: int) -> list[tuple]:
        """The candidates at occupancy ``occ`` whose estimated cycles are within
        ``cycle_tolerance`` of the fewest among them."""
        fewest = min(c[0][-1] for c in cands if self.occupancy_of(c[0][0]) == occ)
        return [c for c in cands if self.occupancy_of(c[0][0]) == occ and c[0][-1] <= fewest * (1.0 + self.cycle_tol)]

    def _barrier_hoisted(self, kernel: Kernel, cfg, best: tuple, live_out: list[int], cap: int,
                         waitcnt=None) -> tuple:
        """``best`` or its :func:`barrier_phases.hoist_above_barriers` variant (ALU work
        that is not an MFMA moved from just after each ``s_barrier`` to just before it),
        whichever the cycle model finds faster: the variant must keep the occupancy and
        the pressure cap, and the model must find it faster in total (scenarios summed)
        and slower by more than ``cycle_tolerance`` at neither global-load latency (as the
        unroll and rotation judgements: gfx942 1024^3 transposed GEMM PREFETCH without
        its emitter's dead address add, hoisted: -2.3 % at l2_hit, +0.8 % at dram_miss,
        -0.7 % in sum; a strict "slower at neither" rejected it). Only where several waves share a
        SIMD: the gain is the waves' port use per barrier phase, which one wave does not
        have (gfx942 1024^3 transposed GEMM PREFETCH, 7 waves: 16 ``v_perm_b32`` before
        the second barrier, loop 140.3 -> 136.5 clk per wave-iteration at l2_hit)."""
        waves = self.waves_of(best[0][0]) or self.waves
        if waves < 2:
            return best

        def movable(inst: Instruction) -> bool:
            nd = self.node(inst)
            return nd.pipe in ("VALU", "TRANS") and nd.mfma_busy == 0 and register_only(nd)

        moved = [hoist_above_barriers(l, movable) for l in best[2]]
        if all(m is None for m in moved):
            return best
        m0 = self.model_scenarios(kernel, best[4], self.waves_of(best[0][0]))
        if m0 is None:
            return best
        lists = [l if m is None else m for l, m in zip(best[2], moved)]
        v = self._kept_variant(kernel, cfg, lists, live_out, cap, waitcnt, best, m0, self.force_barrier_hoist)
        return best if v is None else (v[0], best[1] + "+barrier hoist", lists, v[1], v[2])

    def _kept_variant(self, kernel: Kernel, cfg, lists: list, live_out: list[int], cap: int, waitcnt,
                      best: tuple, m0: dict, force: bool = False) -> tuple | None:
        """(key, waited lists, final lists, model scenarios) of the candidate order ``lists``
        if it keeps the pressure cap and ``best``'s occupancy and the cycle model finds it
        faster than ``m0`` (the scenarios of the program it would replace) in total and
        slower by more than ``cycle_tolerance`` at neither global-load latency (``force``:
        without the model's verdict); else None. The rule of the order variants tried on
        the chosen candidate (:meth:`_barrier_hoisted`, :meth:`_tail_filled`)."""
        k4, waited, final = self.evaluate(cfg, lists, live_out, waitcnt)
        if k4[0] > cap:
            return None
        key = self.full_key(cfg, k4, final)
        if self.occupancy_of(key[0]) < self.occupancy_of(best[0][0]):
            return None
        m = self.model_scenarios(kernel, final, self.waves_of(key[0]))
        if m is None or not (force or faster_overall({sc: c for sc, (_, c) in m.items()},
                                                     {sc: c for sc, (_, c) in m0.items()}, self.cycle_tol)):
            return None
        return key, waited, final, m

    def _tail_filled(self, kernel: Kernel, cfg, best: tuple, live_out: list[int], cap: int,
                     waitcnt=None) -> tuple:
        """``best`` or a variant with the last MFMAs of each single-block loop's body moved
        to just before its branch back (:func:`tail_fill.sink_to_loop_end`), so that they
        cover the body's tail (the last LDS writes, barrier, exit test and taken branch)
        instead of leaving the matrix pipe idle there. Counts of :data:`TAIL_FILL_COUNTS`
        are tried in turn while each is kept; a variant is kept where it keeps the
        occupancy and the pressure cap and the cycle model finds it faster in total and
        slower by more than ``cycle_tolerance`` at neither global-load latency (as the
        barrier hoist)."""
        return self._mfmas_moved(kernel, cfg, best, live_out, cap, waitcnt, TAIL_FILL_COUNTS,
                                 lambda body, count, movable: sink_to_loop_end(body, count, movable,
                                                                               self.mfma_may_pass),
                                 "MFMAs at the loop end")

    def _barrier_sunk(self, kernel: Kernel, cfg, best: tuple, live_out: list[int], cap: int,
                      waitcnt=None) -> tuple:
        """``best`` or a variant with, at each barrier inside a single-block loop's body,
        the last MFMAs before it moved to just before the first MFMA after it
        (:func:`tail_fill.sink_past_barriers`: they run beside the next tile's first
        fragment reads instead of leaving the matrix pipe waiting for them).
        :data:`BARRIER_SINK_COUNTS` are tried in turn while each is kept, by the rule of
        :meth:`_tail_filled`, and the settled hot loop must be slower at neither latency
        (``variants.settled_not_slower``): by the whole-kernel rule alone gfx950 1024^3
        32x32x8 NONE kept a variant whose settled loop went over LLVM's at a DRAM miss
        (0.9999 -> 1.0016 of it) for a shorter prologue."""
        def is_barrier(inst: Instruction) -> bool:
            return self.node(inst).pipe == "BARRIER"

        return self._mfmas_moved(kernel, cfg, best, live_out, cap, waitcnt, BARRIER_SINK_COUNTS,
                                 lambda body, count, movable: sink_past_barriers(body, count, movable,
                                                                                 self.mfma_may_pass, is_barrier),
                                 "MFMAs past barriers", settled_guard=True)

    def _outside_loop_blocks(self, cfg, lists: list) -> list[int]:
        """The blocks of ``lists`` outside every loop with MFMAs and a barrier (the blocks
        :meth:`outside_loops_finished` changes; the moves keep both inside each block)."""
        return [bi for bi, l in enumerate(lists)
                if cfg.loop_depth(bi) == 0 and any(self.node(i).mfma_busy for i in l)
                and any(self._is_barrier(i) for i in l)]

    def _is_barrier(self, inst: Instruction) -> bool:
        return self.node(inst).pipe == "BARRIER"

    def _lds_hoisted_outside_loops(self, kernel: Kernel, cfg, best: tuple, live_out: list[int], cap: int,
                                   waitcnt, blocks: list[int]) -> tuple:
        """``best`` or a variant with, in each block outside the loops, the LDS operations
        after a barrier phase's first MFMA moved up among its MFMAs, never above a global
        load (:func:`interleave.lds_into_mfma_runs`: the list schedule issued the phase's
        MFMAs first, and placed its loads for their latency), kept by the rule of
        :meth:`_tail_filled`."""
        def may_pass(x: Instruction, y: Instruction) -> bool:
            ny = self.node(y)
            if ny.boundary or ny.pipe == "BARRIER" or ny.lds_busy > 0 or ny.reads or ny.writes or ny.counters:
                return False
            return not register_conflict(x, y)

        return self._mfmas_moved(kernel, cfg, best, live_out, cap, waitcnt, (1,),
                                 lambda body, count, movable: lds_into_mfma_runs(
                                     body, movable, lambda i: self.node(i).lds_busy,
                                     lambda i: self.node(i).mfma_busy, may_pass, self._is_barrier),
                                 "LDS operations among MFMAs outside loops", blocks=blocks, counted=False)

    def outside_loops_finished(self, kernel: Kernel, rep: dict, rotated: bool) -> dict:
        """The kept program of :func:`kernel_search.search` (``rep``, ``kernel`` holding its
        order) with its blocks outside the loops finished where the cycle model finds that
        faster (:meth:`_interleaved_outside_loops`, then :meth:`_lds_hoisted_outside_loops`):
        judged once, on the program the search keeps: tried inside every schedule of the
        search, a prologue's order changed which loop schedules its greedy steps kept (gfx950
        1024^3 128x128x64 2x2 PREFETCH unrolled ended at 10,320 / 10,892 model clk per wave,
        10,124 / 10,818 judged once). Only in kernels the model judges; off with
        ``options["interleave_outside_loops"]`` False. Report: the choice's name gains the
        kept steps' suffixes."""
        if not (self.model_judge and self.objective == "cycles" and self.interleave_outside_loops
                and self.alu_cross_barriers):
            return rep
        cfg = kernel.cfg
        lists = rep["_lists"]
        blocks = self._outside_loop_blocks(cfg, lists)
        if not blocks:
            return rep
        nodes = [self._nodes_of(l) for l in lists]
        live_out = vector_live_out(kernel, lambda bi: [(nd.vdefs, nd.vuses) for nd in nodes[bi]])
        cap = max(self.region_cap(rep["_input_peak"], rotated), rep["_peak"])
        waitcnt = self.solver_of(rep)
        best = (rep["_key"], rep["chosen"], lists, rep["_waited"], rep["_final"])
        for step in (self._interleaved_outside_loops, self._lds_hoisted_outside_loops):
            best = step(kernel, cfg, best, live_out, cap, waitcnt, blocks)
        if best[2] is lists:
            return rep
        for b, l in zip(kernel.blocks, best[2]):
            b.instructions = l
        return {**rep, "chosen": best[1], "_key": best[0], "_peak": best[0][0], "_lists": best[2],
                "_waited": best[3], "_final": best[4]}

    def _interleaved_outside_loops(self, kernel: Kernel, cfg, best: tuple, live_out: list[int], cap: int,
                                   waitcnt, blocks: list[int]) -> tuple:
        """``best`` or a variant with, in each block outside the loops, the last MFMAs
        before a barrier that opens an LDS phase without MFMAs moved past it and spread
        among that phase's LDS operations (:func:`interleave.interleave_past_barriers`: a
        loop's peeled first iteration leaves its MFMAs in the prologue, and list scheduling
        issues them all before the next tile's LDS writes and reads, which then run with the
        matrix pipe idle). :data:`INTERLEAVE_COUNTS` are tried in turn while each is kept,
        by the rule of :meth:`_tail_filled`."""
        return self._mfmas_moved(kernel, cfg, best, live_out, cap, waitcnt, INTERLEAVE_COUNTS,
                                 lambda body, count, movable: interleave_past_barriers(
                                     body, count, movable, self.mfma_may_pass, self._is_barrier,
                                     lambda i: self.node(i).lds_busy, lambda i: self.node(i).mfma_busy),
                                 "MFMAs spread past barriers outside loops", blocks=blocks)

    def _priority_sunk(self, kernel: Kernel, cfg, best: tuple, live_out: list[int], cap: int,
                       waitcnt=None) -> tuple:
        """``best`` or a variant with, in a single-block loop body's ``s_setprio`` windows,
        a window's last MFMAs moved past the barrier after it in a window of their own
        (:func:`tail_fill.sink_out_of_priority`: in Wave's ping-pong loops the other half of
        the waves runs its LDS phase there while the matrix pipe idles). Window by window,
        :data:`PRIORITY_SINK_COUNTS` are tried in turn while each is kept, by the rule of
        :meth:`_barrier_sunk` (gfx942 1024^3 128x128x64 4x2 PREFETCH: the second window's
        last 8 past the body's last barrier, loop 1,684 -> 1,596 clk per iteration)."""
        def is_barrier(inst: Instruction) -> bool:
            return self.node(inst).pipe == "BARRIER"

        windows = max((len(priority_windows(l)) for l in best[2]), default=0)
        for w in range(windows):
            best = self._mfmas_moved(kernel, cfg, best, live_out, cap, waitcnt, PRIORITY_SINK_COUNTS,
                                     lambda body, count, movable, w=w: sink_out_of_priority(
                                         body, w, count, movable, self.mfma_may_pass, is_barrier),
                                     f"MFMAs out of priority window {w}", settled_guard=True)
        return best

    def _mfmas_moved(self, kernel: Kernel, cfg, best: tuple, live_out: list[int], cap: int, waitcnt,
                     counts: tuple[int, ...], move, suffix: str, settled_guard: bool = False,
                     blocks: list[int] | None = None, counted: bool = True) -> tuple:
        """The order variants of :meth:`_tail_filled` and :meth:`_barrier_sunk`: ``best`` or
        the order ``move(body, count, movable)`` makes of each single-block loop body with
        MFMAs, for each of ``counts`` in turn while each is kept (:meth:`_kept_variant`;
        ``settled_guard``: also a settled hot loop slower at neither latency); the kept
        one's name gets ``+count suffix`` (``+suffix`` where not ``counted``). ``blocks``:
        the blocks to change, if not those loop bodies."""
        loops = blocks if blocks is not None else [bi for _, bi in rotate.single_block_loops(kernel, cfg)
                                                   if any(self.node(i).mfma_busy for i in best[2][bi])]
        if not loops:
            return best
        m0 = self.model_scenarios(kernel, best[4], self.waves_of(best[0][0]))
        if m0 is None:
            return best

        def movable(inst: Instruction) -> bool:
            nd = self.node(inst)
            return nd.mfma_busy > 0 and register_only(nd)

        current = best
        for count in counts:
            lists = list(best[2])
            changed = False
            for bi in loops:
                moved = move(best[2][bi], count, movable)
                if moved is not None:
                    lists[bi] = moved
                    changed = True
            if not changed:
                break
            v = self._kept_variant(kernel, cfg, lists, live_out, cap, waitcnt, best, m0)
            if v is None or (settled_guard and not settled_not_slower(
                    self.settled_loop(kernel, v[2], self.waves_of(v[0][0])),
                    self.settled_loop(kernel, current[4], self.waves_of(current[0][0])))):
                break
            current, m0 = (v[0], f"{best[1]}+{count} {suffix}" if counted else f"{best[1]}+{suffix}", lists,
                           v[1], v[2]), v[3]
        return current

    def mfma_may_pass(self, inst: Instruction) -> bool:
        """May an MFMA move past ``inst`` (:meth:`_tail_filled`, ``variants.carried_mfmas``)?
        Not past a region boundary; a bare barrier is none where register-only work may
        cross it, but with alu_cross_barriers off a barrier only global loads may cross (the
        cross_barrier_loads option) still stops an MFMA (soak, session 32)."""
        nd = self.node(inst)
        return not nd.boundary and (self.alu_cross_barriers or nd.pipe != "BARRIER")

    def _model_slower(self, kernel: Kernel, final: list, key: tuple, than: tuple) -> bool:
        """Where the cycle model judges this kernel (:attr:`model_judge`), does it find the
        program ``final`` (key ``key``) slower than candidate ``than`` both in total (its
        scenarios summed, as every model judgement of the pass) and at its longest
        global-load latency (DRAM)? Asked of an order's unmerged waits, which the
        one-wave estimate alone otherwise keeps: they exist to stop waiting for the
        youngest of merged loads, i.e. to hide long latencies, and the estimate does not
        see the waves' interleaving (gfx950 1024^3 32x32x8 NONE, 4 waves: estimate
        better, model +0.6 % in total, +1.3 % at DRAM, loop 1,030 -> 1,046 clk). Where the
        model trades one latency for the other the estimate's choice stands. False where
        the model does not judge or cannot run."""
        if not self.model_judge:
            return False
        m = self.model_scenarios(kernel, final, self.waves_of(key[0]))
        m0 = self.model_scenarios(kernel, than[4], self.waves_of(than[0][0]))
        if m is None or m0 is None:
            return False
        longest = max(m, key=lambda sc: m[sc][0])
        return (sum(c for _, c in m.values()) > sum(c for _, c in m0.values())
                and m[longest][1] > m0[longest][1])

    def model_scenarios(self, kernel: Kernel, final: list, waves: int | None = None) -> dict | None:
        """``resolve.model_scenarios`` of ``final`` (at ``waves`` waves per SIMD if given),
        memoised for this kernel by the lists' instructions, the waves and the kernel's
        declared resources (the simulation's other inputs)."""
        return self._memoised(("model", _sig(final), waves, _declared_counts(kernel)),
                              lambda: model_scenarios(self.target, kernel, final, waves))

    def settled_loop(self, kernel: Kernel, final: list, waves: int | None = None) -> dict | None:
        """``resolve.settled_loop`` of ``final``, memoised as :meth:`model_scenarios`."""
        return self._memoised(("settled", _sig(final), waves, _declared_counts(kernel)),
                              lambda: settled_loop(self.target, kernel, final, waves))

    def achievable_waves(self, kernel: Kernel, peak: int) -> int | None:
        """``compact.achievable_waves`` of the program ``kernel`` holds, memoised for the
        kernel by its instructions, ``peak`` and its declared resources."""
        key = ("compact", _sig([b.instructions for b in kernel.blocks]), peak, _declared_counts(kernel))
        return self._memoised(key, lambda: compact.achievable_waves(kernel, self.target, peak))

    def evaluate(self, cfg, lists: list[list[Instruction]], live_out: list[int], waitcnt=None,
                 peak: int | None = None, unmerged: list | None = None, waited=None) -> tuple:
        """(objective key, waited lists, final lists) of one candidate order (``peak``: its
        peak live vector units if the caller already knows it; ``unmerged``: filled with
        its waited lists without wait merging, see ``WaitcntInserter.solve``; ``waited``:
        its waited lists if already solved)."""
        if waited is None:
            waited = self._waits_solved(cfg, lists, waitcnt or self.waitcnt, unmerged)
        final = self._nops_solved(cfg, waited)
        if peak is None:
            peak = max((self._block_peak(l, live_out[i]) for i, l in enumerate(lists)), default=0)
        # ``lists`` hold no s_waitcnt / s_nop (the scheduler strips them): every wait is one
        # the waitcnt solve inserted, every nop one the hazard solve inserted
        ninst = sum(len(l) for l in final)
        waits = sum(len(l) for l in waited) - sum(len(l) for l in lists)
        nops = ninst - sum(len(l) for l in waited)
        return (peak, waits, nops, ninst), waited, final

    def _waits_solved(self, cfg, lists: list[list[Instruction]], solver: WaitcntInserter,
                      unmerged: list | None) -> list[list[Instruction]]:
        """``solver.solve(cfg, lists, unmerged)``'s lists, memoised for the kernel by the
        lists' instructions and the solver's merge window (the solve is a pure function of
        them); a merged solve's unmerged lists are also the merge-window-0 solve's."""
        sig = _sig(lists)
        key = ("waits", sig, solver.merge_window, solver.fold_events)
        e = self._memo.get(key)
        if e is None or (unmerged is not None and e[1] is None):
            u = [] if unmerged is not None else None
            waited, _ = solver.solve(cfg, lists, u)
            e = self._memo[key] = (_sig(waited), None if u is None else _sig(u))
            if u is not None and solver.merge_window > 0:
                self._memo.setdefault(("waits", sig, 0, False), (e[1], e[1]))
        waited = [list(t) for t in e[0]]
        if unmerged is not None:
            # (a merge-window-0 solve hands its own lists back as the unmerged ones)
            unmerged[:] = waited if solver.merge_window == 0 else [list(t) for t in e[1]]
        return waited

    def _nops_solved(self, cfg, waited: list[list[Instruction]]) -> list[list[Instruction]]:
        """``self.hazards.solve(cfg, waited)``'s lists, memoised for the kernel (see
        :meth:`_waits_solved`)."""
        final = self._memoised(("nops", _sig(waited)), lambda: _sig(self._hazards_and_clauses(cfg, waited)))
        return [list(t) for t in final]

    def _hazards_and_clauses(self, cfg, waited: list[list[Instruction]]) -> list[list[Instruction]]:
        """``waited`` with the hazard solve's nops, then the clause breaks the clauses pass
        will add (``clauses.break_clauses``): the program the judgements compare is the one
        emitted."""
        final = self.hazards.solve(cfg, waited)[0]
        break_clauses(final, self.target, self.xnack, self._clause_facts)
        return final

    def run_kernel(self, kernel: Kernel, rotated: bool = False, carried: bool = False) -> dict:
        """Schedule one kernel in place; the report (``_``-keys are for the pipeline).
        ``rotated``: the kernel's loads were rotated (``passes.rotate``): their values are
        live across the loop on purpose, so the pressure cap is the occupancy's
        (:meth:`pressure_cap`) rather than the input order's peak. ``carried``: a loop's LDS
        phase was rotated (``passes.rotate_lds``): the "carried" heuristic (the ``cycle``
        list schedule with ``list_schedule.carried_heights``) is one more candidate on each
        register assignment ("carried" on the input's, "carried-renamed" on the renamer's)."""
        self._graphs = {}
        self._block_nodes = {}
        self._block_spans = {}
        self._pressure_orders = {}
        self._guards = {}
        self.fallbacks: dict[str, int] = {}  # regions kept in input order to respect the pressure cap
        strip(kernel, _wait_or_nop)
        cfg = kernel.cfg
        self.waves = declared_waves_per_simd(kernel, self.target)
        self._compactable = None   # asked of compact.eligible on first need (it scans the kernel)
        # the occupancy rule's other limits, computed only if candidates are compared
        # (a snippet without a descriptor scans every instruction for them)
        self._resources = None
        self._occupancy: dict[int, int] = {}   # peak -> occupancy_of(peak), for this kernel
        self._kernel = kernel
        self._crossable, self._stored_bases = set(), set()
        if self.cross_barrier_loads or self.cross_straight_line:
            self._crossable, self._stored_bases = _crossable_barriers(kernel)
            if not self.cross_barrier_loads:
                self._crossable &= straight_line_barriers(kernel)
            for b in kernel.blocks:
                for inst in b.instructions:
                    if id(inst) in self._crossable:
                        self._nodes.pop(inst, None)
                        self._records.pop(inst, None)
        base_lists = [list(b.instructions) for b in kernel.blocks]
        base_nodes = [self._nodes_of(l) for l in base_lists]
        live_out = vector_live_out(kernel, lambda bi: [(nd.vdefs, nd.vuses) for nd in base_nodes[bi]])
        input_peak = max((self._block_peak(l, live_out[i]) for i, l in enumerate(base_lists)), default=0)
        self._staging = None
        self.staged = 0
        sched_lists = base_lists
        # renaming and list scheduling are pure functions of the program (by instruction
        # identity), its liveness and these facts: a program scheduled again in this
        # kernel's run (the judged re-schedule variants, passes.variants) reuses them
        kept_before = self.fallbacks.get("rename", 0)
        orders = self._memo.setdefault(("orders", _sig(base_lists), tuple(live_out), self.waves,
                                        frozenset(self._crossable), _declared_counts(kernel),
                                        self.rename_room, self.rename_mfma_operands), {})
        done = orders.get("renamed")
        if done is not None:
            lists_, self.staged, self._staging, fallbacks = done
            sched_lists = [b if t is None else list(t) for b, t in zip(base_lists, lists_)]
            _add_counts(self.fallbacks, fallbacks)
            if self.staged:
                self._occupancy = {}
        elif self.rename and not writes_exec(base_lists) and not has_opaque_code(kernel):
            before = dict(self.fallbacks)
            vlimit, alimit = vector_limits(base_nodes)
            staging = self._staging_agprs(kernel, alimit) if self.agpr_staging else None
            if self.rename_room:
                # room for the AGPRs staging may fill too: both together keep the occupancy
                vlimit = self._renaming_vgprs(kernel, vlimit, max(alimit, staging[1]) if staging else alimit)
            # a load's address goes where it can be computed earliest only at one wave per
            # SIMD, where nothing else hides the load (at 2 waves, gfx942 64x64x32 1x1 NONE,
            # the model found that placement 1.3-4.5 % slower, the one-wave estimate faster)
            renamer = Renamer(self.target, self._nodes_of, self.alu_cross_barriers, self._crossable,
                              self._eligible_load, self.fallbacks, hoist_addresses=self.waves == 1,
                              full_exec=self.rename_mfma_operands and full_wave_exec(kernel, self.target),
                              copies=self._renamed_copies, memo=self._memo,
                              context=(frozenset(self._crossable), frozenset(self._stored_bases)))
            sched_lists = [renamer.rename_block(l, live_out[i], vlimit, staging)
                           for i, l in enumerate(base_lists)]
            self.staged = renamer.staged
            if self.staged:
                # the staged values' AGPRs count in the peaks: judge them in the unified file
                self._staging = staging
                self._occupancy = {}
            orders["renamed"] = ([None if a is b else tuple(a) for a, b in zip(sched_lists, base_lists)],
                                 self.staged, self._staging, _count_delta(before, self.fallbacks))
        cap = self.region_cap(input_peak, rotated)
        peaks: dict[str, int] = {"input": input_peak}
        renamed = any(a is not b for a, b in zip(sched_lists, base_lists))
        cands: list[tuple] = []
        origin: dict[str, str] = {}
        seen: dict[tuple, str] = {}
        unmerged: dict[str, list] = {}
        plans = [("input", "input", base_lists)] + [(h, h, sched_lists) for h in self.heuristics
                                                     if h != "pipe_lds" or self.lds_port_work]
        as_allocated_too = renamed and self.fallbacks.get("rename", 0) > kept_before
        if as_allocated_too:
            # some values kept their registers (they found no free range, rename._placed):
            # the heuristics also schedule the program as allocated, as they did when such
            # a block was not renamed at all. Partly renamed, the greedy list schedule took
            # other paths: gfx950 gemm_tt 408x84x16 128x64x64 PREFETCH 6 % slower at an L2
            # hit, gfx942 gemm_reordered 768x128x24 MODULO 7 % (its 8-wave candidate below
            # is one only as allocated), while gfx950 gemm_tt 64x256x64 NONE was 33 % faster
            # at a DRAM miss
            plans += [(h + AS_ALLOCATED, heuristic, base_lists) for h, heuristic, src in plans
                      if src is sched_lists]
        if carried:
            # "carried" on the input registers: renaming may reuse a register freed inside
            # the iteration (e.g. a fragment between its last MFMA read and its next
            # ds_read), which chains the next tile's address arithmetic behind this tile's
            # MFMAs; and on the renamed ones: the input allocation's own reuse can hold the
            # next tile's loads behind MFMAs instead. Which binds depends on the register
            # assignment the emitter happened to produce (gfx950 1024^3 128x128x64 1x1 NONE:
            # renamed 3.3 % fewer model clk at DRAM; gfx942 1024^3 128x128x64 2x2 NONE: the
            # input registers' order stays best), so both compete.
            plans.append(("carried", "carried", base_lists))
            if renamed:
                plans.append(("carried-renamed", "carried", sched_lists))
        def add_candidate(h: str, heuristic: str, src: list, cap_: int) -> None:
            """Schedule ``src`` with ``heuristic`` under the pressure cap ``cap_`` and add the
            order as candidate ``h`` unless an earlier candidate has the same order."""
            okey = (heuristic, src is base_lists, cap_, h == "input")
            done = orders.get(okey)
            if done is None:
                before = dict(self.fallbacks)
                block_peaks: list[int] = []
                lists = [self.schedule_block(l, heuristic, live_out[i], cap_, None if h == "input" else block_peaks)
                         for i, l in enumerate(src)]
                orders[okey] = (_sig(lists), tuple(block_peaks), _count_delta(before, self.fallbacks))
            else:
                lists = [list(t) for t in done[0]]
                block_peaks = list(done[1])
                _add_counts(self.fallbacks, done[2])
            if h != "input":
                peaks[h] = max(block_peaks, default=0)
            sig = tuple(chain.from_iterable(lists))   # instructions compare by identity
            if sig in seen:  # same order as an earlier candidate: same score
                origin[h] = seen[sig]
                return
            seen[sig] = origin[h] = h
            unmerged[h] = []
            key, waited, final = self.evaluate(cfg, lists, live_out, peak=peaks[h], unmerged=unmerged[h])
            cands.append((key, h, lists, waited, final))

        for h, heuristic, src in plans:
            add_candidate(h, heuristic, src, cap)
        target_peak = self._next_occupancy_peak(cands)
        if target_peak is not None:
            # the candidates' peaks all miss the next occupancy level that compaction could
            # reach: the timed heuristics once more, capped at that level's registers (as
            # LLVM's GCN scheduler reschedules a region for a target occupancy). Where the
            # regions fit, the candidate runs one wave more per SIMD, which ranks first
            waves = self.occupancy_of(target_peak)
            for heuristic in self.occupancy_heuristics:
                add_candidate(f"{heuristic}@{waves} waves", heuristic, sched_lists, target_peak)
                if as_allocated_too:
                    add_candidate(f"{heuristic}@{waves} waves{AS_ALLOCATED}", heuristic, base_lists, target_peak)
        if len(cands) > 1 or self.lockstep:  # estimated cycles are needed only to compare
            cands = [(self.full_key(cfg, c[0], c[4]),) + c[1:] for c in cands]
        lockstep_pool = None   # the candidates the model ranks in a lockstep kernel
        if self.lockstep:
            # the estimate's best orders and the input's (does the schedule beat it at
            # all?), each also with unmerged waits, for the model to rank (_pick_by_model):
            # the estimate cannot (see kernel_search.lockstep_kernel)
            def rank(c):
                return -self.occupancy_of(c[0][0]), c[0][-1]
            top = sorted(cands, key=rank)[:LOCKSTEP_ORDERS]
            if as_allocated_too:   # the program as allocated ranks its own best orders too
                top += [c for c in sorted((c for c in cands if _unrenamed(c[1])), key=rank)[:LOCKSTEP_ORDERS]
                        if c not in top]
            top += [c for c in cands if c[1] == "input" and c not in top]
            lockstep_pool = {c[1] for c in top}
            for c in top:
                if not same_objects(unmerged[c[1]], c[3]):
                    k4, w, f = self.evaluate(cfg, c[2], live_out, self._unmerged(), c[0][0], waited=unmerged[c[1]])
                    name = c[1] + "+unmerged waits"
                    cands.append((self.full_key(cfg, k4, f), name, c[2], w, f))
                    lockstep_pool.add(name)
        keys = {c[1]: c[0] for c in cands}
        scores = {h: keys[o] for h, o in origin.items()}
        best = self.pick(cands)  # stable: earlier candidates (input first) win ties
        model_picks = None
        if self.model_judge and self.objective == "cycles" and len(cands) > 1:
            best, model_picks = self._pick_by_model(kernel, cands, best, lockstep_pool)
        refined = 0
        if renamed:  # regions of renamed and original candidates must not be mixed
            side = _unrenamed(best[1])
            cands = [c for c in cands if _unrenamed(c[1]) == side]
        if self.refine_evals > 0 and len(cands) > 1:
            best, refined = self._refine(cfg, best, cands, live_out)
        # the lockstep judgement may have picked an order with its waits solved unmerged, or
        # this whole run solves them so (the unmerged-waits variant, passes.variants): the
        # tail and hoist variants below, and every later re-solve (remat, sink, compaction,
        # barrier elision: resolve.resolve_again), must solve its waits so too
        unmerged_waits = "+unmerged waits" in best[1] or self.waitcnt is self._waitcnt0
        if self.objective == "cycles" and self.waitcnt.merge_window > 0 and len(cands) > 1 and not self.lockstep:
            # merged waits save s_waitcnt but wait for the youngest of the merged loads;
            # the unmerged waits of the chosen order win when they save cycles
            # the candidate's solve already produced the unmerged waits (unless refine
            # changed its order since)
            c = next((c for c in cands if c[1] == best[1]), None)
            pre = unmerged[best[1]] if c is not None and c[2] is best[2] else None
            # no wait was merged: the unmerged lists are the same lists (same objects),
            # so their key is equal and cannot be strictly better
            if pre is None or not same_objects(pre, best[3]):
                k4, w, f = self.evaluate(cfg, best[2], live_out, self._unmerged(), best[0][0], waited=pre)
                k = self.full_key(cfg, k4, f)
                if self.better(k, best[0]) and not self._model_slower(kernel, f, k, best):
                    best = (k, best[1] + "+unmerged waits", best[2], w, f)
                    unmerged_waits = True
        if self.model_judge and self.objective == "cycles" and self.barrier_hoist:
            # judged against the final choice, waits solved the same way (merged or not)
            best = self._barrier_hoisted(kernel, cfg, best, live_out, cap,
                                         self._unmerged() if unmerged_waits else None)
        if self.model_judge and self.objective == "cycles" and self.tail_fill:
            best = self._tail_filled(kernel, cfg, best, live_out, cap,
                                     self._unmerged() if unmerged_waits else None)
        if self.model_judge and self.objective == "cycles" and self.barrier_sink:
            best = self._barrier_sunk(kernel, cfg, best, live_out, cap,
                                      self._unmerged() if unmerged_waits else None)
        if self.model_judge and self.objective == "cycles" and self.priority_sink and self.alu_cross_barriers:
            best = self._priority_sunk(kernel, cfg, best, live_out, cap,
                                       self._unmerged() if unmerged_waits else None)
        _, name, lists, waited, final = best
        if refined:
            name = f"{name}+{refined} region swaps"
        for b, l in zip(kernel.blocks, lists):
            b.instructions = l
        if self.rename_room:
            self._declare_renamed_vgprs(kernel)
        staged = declare_staged_agprs(kernel, self.target) if self._staging is not None else 0
        self._staging = None
        rep_extra = {"model picks": model_picks} if model_picks else {}
        if staged:
            rep_extra["agprs staged"] = staged
        return {"chosen": name, "scores": scores, **rep_extra, "pressure_fallbacks": dict(self.fallbacks), "_lists": lists, "_waited": waited, "_final": final, "_peak": best[0][0], "_key": best[0],
                "_input_peak": input_peak, "_unmerged_waits": unmerged_waits,
                "_fold_events": self.waitcnt.fold_events and not unmerged_waits}


def _registers_bind(target: Target, resources: dict, waves: int) -> bool:
    """Would fewer registers give a kernel with these declared ``resources`` (its SGPRs, LDS
    and workgroup; ``sim.cycles.kernel_resources``) more than ``waves`` waves per SIMD? Where
    they would not, registers up to the occupancy's limit cost nothing (AGPR staging,
    renaming's room); where they would, compaction may reach those waves and growing the
    allocation would cost them (gfx950 1024^3 32x32x16 F8 NONE: 5 waves after compaction
    without staging, 4 with it)."""
    return target.occupancy(target.registers.vgpr_alloc_granule, 0, resources["sgprs"], resources["lds_bytes"],
                            resources["workgroup_waves"]) > waves


def _largest_keeping(lo: int, hi: int, keeps) -> int | None:
    """The largest ``n`` in ``lo..hi`` with ``keeps(n)``, for a ``keeps`` that only turns false
    as ``n`` grows (the occupancy only falls as registers grow): bisection, not a scan of up
    to hi - lo occupancy evaluations per scheduled program; None if not even ``keeps(lo)``."""
    if lo > hi or not keeps(lo):
        return None
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if keeps(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo


#: a memo lookup's "not there" (None is a result: the model cannot simulate the program)
_MISSING = object()


def _sig(lists: list[list[Instruction]]) -> tuple:
    """Per-block lists as a hashable key (instructions hash and compare by identity)."""
    return tuple(map(tuple, lists))


def _declared_counts(kernel: Kernel) -> tuple:
    """What of a kernel's declared resources the scheduler reads besides its code (the
    occupancy of its declared VGPRs and AGPRs: load rotation and AGPR staging change them)."""
    md = kernel.metadata or {}
    d = kernel.descriptor or {}
    return (md.get(".vgpr_count"), md.get(".agpr_count"), d.get(".amdhsa_next_free_vgpr"),
            d.get(".amdhsa_accum_offset"))


def _count_delta(before: dict[str, int], after: dict[str, int]) -> dict[str, int]:
    return {k: v - before.get(k, 0) for k, v in after.items() if v != before.get(k, 0)}


def _add_counts(into: dict[str, int], delta: dict[str, int]) -> None:
    for k, v in delta.items():
        into[k] = into.get(k, 0) + v


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    """Schedule every kernel (see module docstring). ``options["heuristics"]`` overrides
    the heuristic list; ``options["schedule"] = False`` only strips waits and nops."""
    if options is None:
        options = {}
    sched = Scheduler(target, tuple(options.get("heuristics", HEURISTICS)), options, xnack_enabled(program.target_id))
    reports = options.setdefault("_schedule_report", {}) if isinstance(options, dict) else {}
    for k in program.kernels:
        if not k.blocks:
            continue
        if options.get("schedule", True) is False:
            strip(k, _wait_or_nop)
            continue
        snap = options.get("_unrotated", {}).get(id(k))
        # the cycle model judges a rotated kernel's programs; it then ranks their near-tie
        # candidate orders too (cheap there: those runs are shared); and, with their waits
        # merged and not, the orders of another kernel whose waves share a SIMD, which the
        # estimate misjudges
        sched.lockstep = (sched.judge_lockstep and sched.objective == "cycles" and snap is None
                          and kernel_search.lockstep_kernel(k, target))
        sched.model_judge = snap is not None or sched.lockstep
        sched._memo = sched._new_memo()
        sched._renamed_copies = {}
        sched._gen_kill = {}
        sched._carry_facts = {}
        sched.lds_port_work = any(sched._node_class(i)[0] == "LDS" for b in k.blocks for i in b.instructions)
        lds_target = target.for_workgroup(kernel_resources(k, target)["workgroup_waves"])
        if lds_target is not sched.lds_target:
            # a wave alone on its CU has its LDS port to itself: the nodes' LDS time differs
            sched.lds_target = lds_target
            sched._nodes.clear()
            sched._text_nodes.clear()
            sched._records.clear()
        rep = kernel_search.search(sched, k, target, options, snap)
        rep = sched.outside_loops_finished(k, rep, snap is not None)
        rep.pop("_key")
        options.setdefault("_peaks", {})[id(k)] = rep.pop("_peak")
        options.setdefault("_input_peaks", {})[id(k)] = rep.pop("_input_peak")
        # the waitcnt and hazard passes would recompute exactly these lists: hand them over
        # (kernel, order, its waited lists, its final lists, waits solved without merging)
        options.setdefault("_precomputed", {})[id(k)] = (k, rep.pop("_lists"), rep.pop("_waited"), rep.pop("_final"),
                                                         rep.pop("_unmerged_waits"), rep.pop("_fold_events", False))
        reports[k.name] = rep
    return program