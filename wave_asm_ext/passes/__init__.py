"""Post-emit passes on a physical-register AMDGCN program.

Entry point::

    from wave_asm_ext.passes import run_postpass
    program, report = run_postpass(program, target)       # target: Target or "gfx950"

Before the passes, the input is read for what its waits mean beyond registers: the barrier
fences (``common.barriers_publish_global_stores``) and the memory-model fences written as
waits only (``fences.mark_input_releases``: comment marks around atomics, scoped accesses
and cache-control instructions that the scheduler, the waitcnt pass and the checker honour).
Order (``PASSES``): ``dce`` (register-only ALU instructions whose results nothing reads
are removed) -> ``unroll`` (a K loop whose one-iteration lookahead cannot cover a DRAM
miss, by two; kept only where the cycle model finds it faster) ->
``rotate`` (a K loop's global loads one iteration early; in an unrolled loop the second
copy's address registers renamed first where more loads rotate so) ->
``rotate_lds`` (its LDS phase one iteration early) -> ``schedule`` (drops input
s_waitcnt/s_nop, list-schedules regions; keeps each rotation only where the cycle model
finds it faster) -> ``remat`` (values computed before a loop and read only after it are
recomputed after it, where that lowers the peak register pressure) -> ``sink`` (a
definition nothing reads at the new register peak moves below it) -> ``elide_barriers``
(``s_barrier`` of a one-wave workgroup, which orders nothing, is removed; module
``barrier_elision``) -> ``compact`` (VGPRs
renumbered to fit the live values where that raises occupancy; the input is physical, so
this is the register allocation step) -> ``waitcnt`` (minimal
s_waitcnt) -> ``hazards`` (fewest s_nop wait states) -> ``clauses`` (s_nop 0 where an
XNACK soft clause would be unsafe) -> report (:class:`PassReport`).
Each pass module has one entry point ``run(program, target, options) -> program`` and a
docstring with its invariants. Options (dict, all optional):

* ``schedule`` (bool, default True): False keeps the input order (waits/nops are still
  recomputed from scratch);
* ``heuristics`` (tuple, default ``schedule.HEURISTICS`` = ("cycle", "critical_path", "pipe", "pipe_lds")):
  candidate orders besides the input order; the best by ``objective`` is kept;
* ``objective`` ("cycles" default | "metrics"), ``cycle_tolerance`` (default 0.01): how
  candidates are ranked (``schedule`` module docstring);
* ``rename`` (bool, default True): break VGPR anti-dependences by reassigning block-local
  values (never beyond the registers the kernel already uses);
* ``alu_cross_barriers`` (bool, default True): register-only ALU/MFMA instructions may
  move across ``s_barrier`` (memory operations never do); False makes every barrier a
  region boundary;
* ``cross_barrier_loads`` (bool, default False): read-only global loads (and their address
  arithmetic) may cross ``s_barrier`` when no global write can precede any barrier;
* ``straight_line_loads`` (True, False or "force"; default True): the same crossing
  for the barriers outside every loop only (the iterations unrolling runs before a loop or
  flattens), as a judged variant of the kept program, kept where the cycle model finds it
  faster (``schedule`` module docstring); False keeps every barrier a boundary for loads;
* ``rotate_loads``, ``rotate_lds`` (bool, default True): try the two rotations (each
  kept per kernel only where the cycle model finds the program faster);
* ``hoist_carried`` (bool, default True): in a rotated kernel, a loop's loads whose value
  only crosses the back edge (an unrolled MODULO / FOUR_STAGE body's last copy) are issued
  right after the reads that free their registers (``hoist_carried`` module docstring);
* ``remat`` (bool, default True): try loop-crossing rematerialisation (``remat`` module
  docstring);
* ``sink`` (bool, default True): try peak-point sinking after it (``sink`` module docstring);
* ``dce`` (bool, default True): remove dead register-only ALU instructions first (``dce``
  module docstring);
* ``elide_barriers`` (bool, default True): remove ``s_barrier`` from kernels whose
  workgroup is one wave, after scheduling (``barrier_elision`` module docstring);
* ``compact`` (bool, default True): renumber a kernel's VGPRs and lower its declared count
  where that raises its occupancy (``compact`` module docstring);
* ``unroll_whole`` (True, False or "force"; default True) and ``unroll_whole_trips`` (int
  >= 3, default ``unroll.WHOLE_MAX_TRIPS``): a loop left to run once, and a short loop of at
  most that many trips, unrolled whole and judged (``unroll`` module docstring);
* ``unroll_four`` (bool, default True): a loop whose two tiles of matrix-pipe work are
  shorter than a DRAM miss is unrolled by four, judged against unrolling by two
  (``unroll._unrolled_again``, ``pipeline._four_judged``);
* ``interleave_outside_loops`` (bool, default True): in a kernel the cycle model judges, the
  program the scheduler keeps is also tried with the blocks outside its loops (a peeled first
  iteration's MFMAs beside the next tile's LDS phase) interleaved: MFMAs past a barrier among
  the LDS operations after it, then LDS operations up among a phase's MFMAs (``passes.interleave``,
  ``Scheduler.outside_loops_finished``), each kept where the model finds it faster;
* ``propagate`` (bool, default True): copy propagation, LDS address folding and zeroed
  MFMA accumulators read as 0 in blocks outside loops (``propagate`` module docstring);
* ``merge_window`` (int issue slots, default ``waitcnt.MERGE_WINDOW``): how far a wait may
  be hoisted when folded into an earlier one (0 disables merging);
* ``lds_port_variant``, ``pair_lds``, ``carry_mfmas``, ``barrier_free_schedule``,
  ``unmerged_waits_variant``, ``folded_waits_variant``, ``lockstep_ranking_variant`` (True, False or "force"; default
  True): the judged program variants of ``passes.variants`` — the program scheduled with the
  ``pipe_lds`` heuristic in place of ``pipe``, ``ds_read_b64`` couples paired into
  ``ds_read2_b64``, a K loop's last MFMAs carried into the next iteration (``carry_mfma``;
  also kept only where the settled loop is slower at neither latency), a
  one-wave workgroup scheduled without its barriers, the program scheduled with every wait
  solved unmerged, the program with a loop body's waits folded over their counters' events
  too (``waitcnt._Merger``), a rotation-judged multi-wave kernel scheduled with the lockstep
  judgement's model ranking — each kept where the cycle model finds the kernel faster
  ("force": kept without the verdict).

* ``max_vgprs`` (int, default None: the register file): a register budget, as LLVM's
  ``amdgpu-num-vgpr`` attribute sets one: at most this many vector registers (VGPRs plus
  AGPRs, as the unified file counts them) in the output, its declared count included.
  Every pass that adds registers (rotation, unrolling, renaming, the scheduler's pressure
  caps, AGPR staging) keeps within it (``Target.with_vgpr_budget``); a schedule whose
  peak exceeds it fits no wave. An input that declares more is renumbered into it first
  where its live values fit (``compact.fit_to_budget``); where they do not (the passes do not
  spill), a ``RegisterAllocationError`` names the kernel, its count and its live peak
  (``wave_compile`` then takes another way into the budget: ``emission.schedule_emission``).
* ``peak_cap`` (int, default None): every region schedule's pressure cap at most this many
  live vector units, below the input order's peak if need be (a region over it takes its
  guarded schedule or its pressure-first order where they keep it, else its input order).
  ``emission.lowest_peak`` sets it to bring an emission over a budget into it.

Keys starting with ``_`` are scratch space shared by the passes of one run (caches, the
scheduler's already-solved lists) and are not part of the API.

:class:`PassReport`: per kernel ``before``/``after`` metrics (instructions, s_waitcnt,
s_nop, nop_wait_states, mfma, peak_vgpr_units = peak live VGPR+AGPR units) and the
scheduler's choice with every candidate's score; ``timings_s`` per pass; ``summary()``.

The passes never import the checker (``wave_asm_ext.check``): it judges their output
independently. From the simulator (``wave_asm_ext.sim``) they use only the cycle model, as
a judge between whole candidate programs (``schedule``), and its loop trip-count
inference (``rotate_lds``); the functional emulator and the checker stay independent of
them.
"""

from __future__ import annotations

from .pipeline import PASSES, KernelPassReport, PassReport, run_postpass

__all__ = ["PASSES", "KernelPassReport", "PassReport", "run_postpass"]
