"""Remove ``s_barrier`` from kernels whose workgroup is a single wave.

``s_barrier`` makes each wave of a workgroup wait until every wave of the workgroup has
reached it, so that LDS (or global) data one wave stored before it is there when another
wave reads it after it. A workgroup of one wave has no other wave to wait for: the
barrier orders nothing. Within the wave, memory order is program order and the passes
keep it (the scheduler's memory dependences; the waitcnt pass waits for a load's result
before its reader): LDS operations of one wave are performed in the order it issues them
(LLVM AMDGPUUsage, memory model for GFX90A/GFX942: "All LDS operations of a CU are
performed as wavefront wide operations in a global order and involve no caching"), so a
``ds_read`` after a ``ds_write`` to the same address reads what the write stored, with or
without an ``s_waitcnt`` between them. LLVM makes the same call: for a function whose
flat workgroup size is at most the wavefront size, ``llvm.amdgcn.s.barrier`` is lowered
to the ``WAVE_BARRIER`` pseudo, a code-motion barrier that emits nothing
(SIISelLowering.cpp); Wave's ``backend="llvm"`` output for the one-wave (1x1) GEMM blocks
has no ``s_barrier``.

Like LLVM's pseudo, the barrier stays a scheduling boundary: this pass runs after the
scheduler (and ``remat``/``sink``), on the order it chose, and only drops the
instruction and with it the waits the waitcnt pass puts before every barrier
(``waitcnt_rules.barrier_waits_for_memory``). Removing the barriers before scheduling
was measured and dropped: the list scheduler then interleaves the LDS phase with the
MFMAs more freely and, greedy, worse on some kernels (gfx942 1024^3 128x128x64 1x1 NONE
+14 % model clk at a DRAM miss, while others gained); so the scheduler tries that program
as a variant the model judges (``common.drop_barriers`` before scheduling, option
``barrier_free_schedule``; session 31: 8 one-wave matrix points faster, up to -3.7 %). What
the one-wave fact buys before scheduling is load rotation: ``passes.rotate`` refuses kernels in which a global store can
execute before a barrier (another wave could read the stored data after it), and in a
one-wave workgroup there is none (``common.single_wave_workgroup``; output-tile fission's
first-half stores precede the second loop's barriers: gfx950 1024^3 128x256x64 1x1 NONE
rotates now, -7.9 % / -15.9 % model clk at an L2 hit / a DRAM miss).

Invariants after :func:`run`: only ``s_barrier`` instructions are removed, and only from
kernels whose metadata bounds the workgroup by one wave: ``.reqd_workgroup_size`` (its
product) or else ``.max_flat_workgroup_size`` at most the wavefront size (the metadata's
``.wavefront_size``, else the DB's ``target.wave_size``). A launch with a larger
workgroup than the kernel declares is rejected by the runtime, so the bound holds for
every launch. A kernel that declares neither is left as it is. In a kernel the scheduler
scheduled, the waits and nops are solved again for the new order as it solved them
(``resolve.resolve_again``) and, with the "cycles" objective, the cycle model judges:
the barriers stay if the program without them is slower by more than the cycle
tolerance (at several waves per SIMD the waves' phase alignment can move either way:
gfx950 1024^3 64x64x32 1x1 PREFETCH, 3 waves, +7 % at a DRAM miss without them).

``options["elide_barriers"]`` (default True) turns the pass off; ``options["_barrier_report"]``
gets, per kernel, the number of barriers removed (0 where the model kept them), the
workgroup size and, where the model judged, its cycles with and without them.
"""

from __future__ import annotations

from ..isa import Kernel, Program
from ..sim.cycles import workgroup_threads
from ..target import Target
from .common import drop_barriers, has_opaque_code, single_wave_workgroup
from .resolve import model_cycles, resolve_again
from .schedule import CYCLE_TOLERANCE


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    """Remove every ``s_barrier`` of each one-wave-workgroup kernel (module docstring)."""
    options = {} if options is None else options
    if options.get("elide_barriers", True) is False:
        return program
    report = options.setdefault("_barrier_report", {})
    pre = options.get("_precomputed", {})
    tol = float(options.get("cycle_tolerance", CYCLE_TOLERANCE))
    judge = options.get("objective", "cycles") == "cycles"
    for k in program.kernels:
        if not k.blocks or not single_wave_workgroup(k, target) or has_opaque_code(k):
            continue
        saved = [b.instructions for b in k.blocks]
        removed = drop_barriers(k)
        if not removed:
            continue
        r = {"removed": removed, "workgroup_threads": workgroup_threads(k)}
        old = pre.get(id(k))
        if old is not None:
            resolve_again(k, target, options)
            if judge:
                before, after = model_cycles(target, k, old[3]), model_cycles(target, k, pre[id(k)][3])
                if before is None or after is None or before < after * (1.0 - tol):
                    for b, insts in zip(k.blocks, saved):   # the model finds them cheaper kept
                        b.instructions = insts
                    pre[id(k)] = old
                    r["removed"] = 0
                r["model_cycles"] = {"with barriers": before, "without": after}
        report[k.name] = r
    return program
