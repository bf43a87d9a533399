"""Move register-only work to the barrier phase before it: a candidate order for the scheduler.

``s_barrier`` splits a loop body into *phases* that every wave of a workgroup runs in
step: no wave starts phase k+1 before all have finished phase k. Within one phase the
waves of a SIMD compete for the same ports, so a phase lasts about as long as its
busiest port needs for all of them. A GEMM loop that reads its fragments from LDS in one
phase and writes the next tile in the other is LDS-bound in the first and VALU/MFMA-bound
in the second; ALU work that only needs the first phase's results (gfx942 transposed
GEMM: the ``v_perm_b32`` that pack two ``ds_read_u16`` halves) idles the VALU in the first
phase and queues behind the other waves' VALU work in the second. The scheduler's own
estimate simulates one wave and cannot see that; the project's cycle model
(``sim.cycles``) simulates the SIMD's waves and judges the variant this module builds
(``Scheduler._barrier_hoisted``).

:func:`hoist_above_barriers` moves every instruction the caller calls movable (the
scheduler: register-only VALU work, see ``Scheduler._barrier_hoisted``) from just after an ``s_barrier`` to just before it, in order,
when nothing between the barrier and it defines what it reads or reads/defines what it
defines (implicit operands included: SCC, VCC, EXEC). Only one barrier is crossed per
instruction, and relative order among moved instructions is kept, so every register
dependence of the input order holds; memory operations, waits and barriers do not move.
"""

from __future__ import annotations

from typing import Callable

from ..isa import Instruction


def hoist_above_barriers(insts: list[Instruction],
                         movable: Callable[[Instruction], bool]) -> list[Instruction] | None:
    """``insts`` (one block, no waits or nops) with the ``movable`` instructions of each
    barrier's following phase moved to just before that barrier where their register
    dependences allow; None if nothing moves."""
    bars = [k for k, i in enumerate(insts) if i.base == "s_barrier"]
    if not bars:
        return None
    out: list[Instruction] = []
    moved_any = False
    start = 0
    for n, b in enumerate(bars):
        end = bars[n + 1] if n + 1 < len(bars) else len(insts)
        out.extend(insts[start:b])
        hoisted, stay = _split_phase(insts[b + 1:end], movable)
        moved_any = moved_any or bool(hoisted)
        out.extend(hoisted)
        out.append(insts[b])
        out.extend(stay)
        start = end
    out.extend(insts[start:])
    return out if moved_any else None


def _split_phase(phase: list[Instruction], movable) -> tuple[list[Instruction], list[Instruction]]:
    """(instructions that may run before the phase's barrier, the rest), each in order."""
    hoisted: list[Instruction] = []
    stay: list[Instruction] = []
    written: set = set()   # units defined by instructions that stay
    read: set = set()      # units read by instructions that stay
    for inst in phase:
        d, u = inst.defs(), inst.uses()
        if movable(inst) and not (u & written) and not (d & written) and not (d & read):
            hoisted.append(inst)
        else:
            stay.append(inst)
            written |= d
            read |= u
    return hoisted, stay
