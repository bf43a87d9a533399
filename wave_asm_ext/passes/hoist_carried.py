"""Issue a loop's loop-carried global loads right after the reads that free their registers.

Wave's MODULO and FOUR_STAGE K loops load the next tile into registers that the *next*
iteration's ``ds_write``s read: the load sits after this iteration's ``ds_write`` of the same
registers, one iteration ahead. Unrolled by four (``passes.unroll``) and rotated
(``passes.rotate``: the copies whose loads feed a later copy get their own registers and a
whole iteration of lookahead), one load per operand is left whose value crosses the back
edge: the last copy's, read by the first copy of the next iteration. It stays at the end of
the body, a quarter of an iteration before its reader, behind every barrier of the body (the
scheduler never moves a load across a barrier by default), so a DRAM miss is exposed once
per iteration: gfx950 1024^3 64x64x32 2x2 MODULO, loop 1,054 clk per four tiles at a DRAM
miss against 548 at an L2 hit.

This pass moves such a load, with the register-only instructions computing its address that
lie between, up to right after the body's last read of its registers. The load still runs
once per iteration, in the same iteration, from the same address; what moves is where in the
iteration it is issued. Invariants after :func:`run` (per kernel), a load being moved only
when all of this holds:

* the loop is a single block branching to itself with no order point in it
  (``rotate.unordered_loops``); no instruction of the kernel writes EXEC;
* the load is a MUBUF load into VGPRs from a buffer no store or atomic of the kernel uses,
  and no global store/atomic can execute before any ``s_barrier`` of the kernel
  (``common.global_writes_reach_barrier``), unless the workgroup is one wave: the
  legality under which loads cross barriers (``passes.schedule``, load rotation);
* its destination registers are written by nothing else in the body and read in the body
  only before it (by the next iteration's readers: the value crosses the back edge); nothing
  between the new place and the old one reads or writes them;
* each moved address instruction reads, at its new place, the value it read at its old one:
  no instruction left between redefines its inputs, except a loop counter (an SGPR every
  body definition of which is a constant step), which the moved copy reads advanced by the
  steps in between (``s_add_u32`` into the instruction's own destination, SCC dead there:
  ``rotate``'s advanced copies); what it writes is neither read nor written by an
  instruction left between;
* no global store/atomic lies between the new place and the old one.

Report per kernel: ``options["_hoist_report"][name] = {"loads": n}``. Not a candidate the
scheduler judges separately: the rotation judgement weighs the program it is part of against
the unrotated one (``passes.kernel_search``).
"""

from __future__ import annotations

from ..isa import Instruction, Kernel, Program
from ..isa.model import Reg
from ..target import Target
from .common import (global_store_bases, global_write, global_writes_reach_barrier, has_opaque_code,
                     single_wave_workgroup, writes_exec)
from .rotate import (_SCC, _Body, _counters, _Rotator, _steps_in, address_slice, load_ids, restore, snapshot,
                     unordered_loops)


def _carried_load(body: _Body, p: int, stored: set) -> int | None:
    """The position after the body's last read of the registers the load at ``p`` writes,
    where its value only crosses the back edge (read in the body before it, written by it
    alone) and its buffer is never stored to; None otherwise."""
    inst = body.insts[p]
    if not _Rotator.buffer_load(inst):
        return None
    rsrc, dst = inst.operand("srsrc"), inst.operand("vdata")
    if not (isinstance(rsrc, Reg) and isinstance(dst, Reg) and dst.file == "v" and not dst.virtual):
        return None
    if frozenset(rsrc.units()) in stored:
        return None
    mine = set(dst.units())
    last_read = None
    for j, other in enumerate(body.insts):
        if j == p:
            continue
        if mine & other.defs():
            return None
        if mine & other.uses():
            if j > p:
                return None
            last_read = j
    return None if last_read is None else last_read + 1


def _scc_dead_at(insts: list[Instruction], q: int) -> bool:
    """SCC is written before it is read from ``insts[q]`` on (within the block)."""
    for inst in insts[q:]:
        if _SCC in inst.uses():
            return False
        if _SCC in inst.defs():
            return True
    return False


def _legal(body: _Body, order: list[int], q: int, counters: frozenset) -> dict | None:
    """The counter offsets each moved instruction's copy reads its counter advanced by
    (counter unit -> steps between ``q`` and it), where moving ``order`` (positions, the
    load last) to ``q`` keeps every value; None where it does not."""
    insts = body.insts
    moved = set(order)
    p = order[-1]
    if any(global_write(insts[j]) for j in range(q, p)):
        return None
    offsets: dict = {}
    for j in order:
        inst = insts[j]
        between = [k for k in range(q, j) if k not in moved]
        for u in inst.uses():
            d = body.reaching(u, j)
            if d is not None and d in moved:
                continue
            redefined = any(u in insts[k].defs() for k in between)
            if not redefined:
                continue
            if u not in counters:
                return None
            step = _steps_in(body, u, q, j)
            if offsets.setdefault(u, step) != step:
                return None
        for u in inst.defs():
            if any(u in insts[k].uses() or u in insts[k].defs() for k in between) and not (
                    _dead_from(insts, q, u, moved) and _dead_from(insts, j + 1, u, moved)
                    and not any(u in insts[k].uses() for k in moved)):
                # (a value nothing reads, such as the carry an s_add_u32 leaves in SCC, may be
                # written anywhere it clobbers nothing live)
                return None
    return offsets


def _dead_from(insts: list[Instruction], start: int, unit, skip: set) -> bool:
    """The instructions from ``start`` on (those at the positions ``skip`` left out) write
    ``unit`` before any of them reads it."""
    for k in range(start, len(insts)):
        if k in skip:
            continue
        inst = insts[k]
        if unit in inst.uses():
            return False
        if unit in inst.defs():
            return True
    return False


def hoist_kernel(kernel: Kernel, target: Target, only: set[int] | None = None) -> int:
    """Move every qualifying loop-carried load of ``kernel`` (module docstring); returns how
    many. ``only``: the ids of the loads that may move (default: any)."""
    cfg = kernel.cfg
    loops = unordered_loops(kernel, cfg, target)
    if (not loops or writes_exec([b.instructions for b in kernel.blocks])
            or (global_writes_reach_barrier(kernel) and not single_wave_workgroup(kernel, target))):
        return 0
    stored = global_store_bases(kernel)
    moved_loads = 0
    for _pi, bi in loops:
        block = kernel.blocks[bi]
        done: set[int] = set()   # loads tried (a moved load's copy among them)
        progress = True
        while progress:
            progress = False
            body = _Body(block.instructions)
            counters = _counters(body)
            for p, inst in enumerate(body.insts):
                if id(inst) in done or (only is not None and id(inst) not in only):
                    continue
                done.add(id(inst))
                q0 = _carried_load(body, p, stored)
                if q0 is None:
                    continue
                new = _moved(body, p, q0, counters)
                if new is not None:
                    old = {id(i) for i in body.insts}
                    done.update(id(i) for i in new if id(i) not in old)   # the moved copies
                    block.instructions = new
                    moved_loads += 1
                    progress = True
                    break
    return moved_loads


def _moved(body: _Body, p: int, q0: int, counters: frozenset) -> list[Instruction] | None:
    """The body with the load at ``p`` (and its address instructions) at the first legal
    place from ``q0`` on, or None where there is none before the load's own place."""
    insts = body.insts
    for q in range(q0, p):
        sl = address_slice(body, p, counters, lo=q)
        if sl is None:
            return None
        order = sorted(sl)
        if order == list(range(q, p + 1)):
            return None   # already there: the load and its address work follow the reader
        offsets = _legal(body, order, q, counters)
        if offsets is None:
            continue
        offsets = {u: k for u, k in offsets.items() if k}
        slice_insts = [insts[j] for j in order]
        if offsets and not (_scc_dead_at(insts, q) and _Rotator._advance_possible(slice_insts, offsets, set())):
            continue
        copies = _Rotator._advanced_copies(slice_insts, offsets)
        moved = set(order)
        rest = [inst for j, inst in enumerate(insts) if j not in moved]
        at = sum(1 for j in range(q) if j not in moved)
        return rest[:at] + copies + rest[at:]
    return None


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    """Move loop-carried loads up (module docstring) in every kernel load rotation rotated
    (``options["_rotate_report"]``: the rotation judgement then weighs the program with it
    against the unrotated one), and in that kernel's other rotations the search judges
    (``_partly_rotated``, ``_loads_ahead``); ``options["hoist_carried"] = False`` turns it off."""
    options = {} if options is None else options
    if options.get("hoist_carried", True) is False:
        return program
    rotated = options.get("_rotate_report", {})
    report = options.setdefault("_hoist_report", {})
    for k in program.kernels:
        inputs = options.get("_rotation_inputs", {}).get(id(k))
        if k.name not in rotated or inputs is None or not k.blocks or has_opaque_code(k):
            continue
        # only the loads rotation left where they were: it places the ones it moves itself
        before = set().union(*(load_ids(snap) for snap in inputs))
        n = hoist_kernel(k, target, before)
        for key in ("_partly_rotated", "_loads_ahead"):
            other = options.get(key, {}).get(id(k))
            if other is None:
                continue
            own = snapshot(k)
            restore(k, other[0])
            if hoist_kernel(k, target, before):
                options[key][id(k)] = (snapshot(k), *other[1:])
            restore(k, own)
        if n:
            report[k.name] = {"loads": n}
    return program
