"""Post-emit passes on a physical-register AMDGCN program.

Entry point::

    from wave_asm_ext.passes import run_postpass
    program, report = run_postpass(program, target)       # target: Target or "gfx950"

Order (``PASSES``): ``schedule`` (drops input s_waitcnt/s_nop, list-schedules regions)
-> register allocation (not needed: the input is physical) -> ``waitcnt`` (minimal
s_waitcnt) -> ``hazards`` (fewest s_nop wait states) -> report (:class:`PassReport`).
Each pass module has one entry point ``run(program, target, options) -> program`` and a
docstring with its invariants. Options (dict, all optional): ``schedule`` (bool, default
True), ``heuristics`` (tuple of scheduler heuristics, see ``schedule.HEURISTICS``).

The passes never import the checker (``wave_asm_ext.check``) or the simulator
(``wave_asm_ext.sim``): those judge the passes' output independently.
"""

from __future__ import annotations

from .pipeline import PASSES, KernelPassReport, PassReport, run_postpass

__all__ = ["PASSES", "KernelPassReport", "PassReport", "run_postpass"]
