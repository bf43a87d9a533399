"""Unroll a tile-copy K loop by two, for the cycle model to keep or drop.

Load rotation (``passes.rotate``) issues a loop's global loads one iteration before the
LDS stores that consume them, so the latency they can hide is one iteration of the SIMD:
the loop's matrix-pipe work times the waves sharing the pipe. With many waves of a small
tile (gfx950 64x64x32, 2x2 waves: 8 waves x 64 clk = 512 clk) that is less than a DRAM
miss (DB ``memory_latency.global_load.dram_miss``), and every iteration stalls on the
difference. Unrolled by two, the body holds two copies of the tile's loads; rotation
moves both a (two-copy) iteration early, each copy's loads land in their own registers
and the scheduler can issue them right after the LDS stores that free those registers,
i.e. two tiles before they are needed. Two tiles in one body also let the scheduler
overlap one tile's LDS phase with the other's MFMAs (LLVM's GEMM loops are unrolled so),
which pays where a DRAM miss is covered already.

Where two iterations of the SIMD's matrix-pipe work are still shorter than a DRAM miss (a
small tile on one wave per SIMD: gfx950 64x64x32 2x2 at its grid, 128 clk per two tiles),
the unrolled loop is unrolled by two once more, i.e. by four (:func:`_unrolled_again`;
option ``unroll_four``): four tiles of lookahead, the copies' address temporaries renamed
as the second copy's are. ``passes.pipeline`` judges it against the loop unrolled by two
before judging either against the loop not unrolled (BENCHMARKS "Session 66": 19 of the
matrix's 64x64x32 points changed, -11 .. +0.7 % at an L2 hit, up to -51 % at a DRAM miss).

Unrolled by two, a body whose loop-carried SGPRs are swapped by a run of ``s_mov_b32`` that
is its own inverse (Wave's FOUR_STAGE LDS-buffer bases) drops both copies of the run, the
second copy reading the swapped registers directly (:func:`_without_self_inverse_moves`;
gfx950 gemm_tt 64x32x288 FOUR_STAGE: 12 moves per iteration, -8 % at L2).

Invariants after :func:`run`: the program performs the same operations (register moves
aside) in the same order per lane as its input (the loop's iterations, now two per pass through the body, and an
odd count's first one before it or last one after it; adding an MFMA product to the
constant 0 instead of to a register holding 0 gives the same value); a loop is unrolled only when all of this holds
(otherwise it is left as it is):

* it is one basic block ending in ``s_cbranch_scc0/1`` to its own label, and its trip
  count is a constant the cycle model's trip-count analysis derives
  (``sim.cycles_trace.infer_trip_count``: counter set once before the loop, constant
  step, compare against a literal), at least 3 (2: first iteration peeled, below);
* its body issues a global load, an LDS store and an MFMA (the tile-copy K loop load
  rotation serves), and no instruction of the kernel writes EXEC;
* with ``options["unroll"] = "gated"`` only: one iteration of the SIMD (the body's MFMA
  clk, DB, times the waves per SIMD the kernel's declared resources allow, DB occupancy)
  is shorter than a DRAM miss. That gate was the default until session 30, when the
  whole matrix showed what it missed: proposed for every qualifying loop and judged, 22
  of the 103 points got faster (up to -6.8 % whole kernel; two tiles let the scheduler
  overlap one tile's LDS phase with the other's MFMAs, as LLVM's unrolled loops do) and
  none slower in sum, at about half as much pass time again (every such kernel runs the
  passes twice; BENCHMARKS, session 30).

Transformation: the body (without its branch) twice, then the branch. An even trip count
needs nothing else: the first copy's exit test, dropped, could never have left the loop
(its compare goes too where nothing reads the SCC it sets before the second copy's).
An odd one runs its first iteration before the loop: a copy of the body without its
branch (and without its compare, by the same rule) closes the preheader, which must be the block just before the loop,
fall into it without a branch and be its only entry; the loop counter's constant steps
after its literal initial value are summed by the trip-count analysis, which must then
derive one iteration less. In that copy an MFMA whose accumulator input is wholly the
value of zero moves (``v_mov_b32/b64 ..., 0``, ``v_accvgpr_write_b32 ..., 0``) reads the
inline constant 0 instead, as LLVM's first K step does, and zero moves nothing reads
any more are removed (gfx950 256^3 64x64x32 2x2 PREFETCH, 8 waves: eight ``v_mov_b64``
per wave fewer in the prologue, whole kernel 702.5 -> 681.5 clk per wave at l2_hit).
Where the preheader does not qualify, the last iteration runs after the loop instead:
the compare's literal is moved by one step (checked by deriving the trip count again:
it must be one less) and a copy of the body without its branch opens the exit block,
which must be reached only from the loop (no branch to it) and not read SCC before
writing it (the extra copy's compare leaves another SCC). Afterwards the unrolled
loop's trip count is derived once more and must be half of the (even) original;
anything else restores the kernel.

A loop of two trips is not unrolled by two: its first iteration is peeled before it as
above, zero accumulators folded into that copy's MFMAs (gfx950 ``gemm_tt`` 384x64x32 128x64x16
2x2 MODULO, seed 5702: 16 ``v_mov_b64`` per wave fewer at 8 waves per SIMD). A loop left to
run once (that one, or an odd count of three unrolled by two) is then unrolled whole
(:func:`_flatten_one_trip`, report ``flattened``): its branch and dead exit compare go, its
block joins the preheader (and an unlabelled exit block joins too), and the dead code pass
runs again (the counter and rotated bases nothing reads now). That is LLVM's full unroll of
such a loop. Kept as a loop that runs once, the iteration's loads write the registers its own
LDS stores read, so they cannot be issued first, and the block boundaries keep the copies in
separate regions (gfx950 ``gemm_reordered`` 64x96x80 64x32x16 FOUR_STAGE, seed 5901: whole
kernel 280 / 490.5 -> 268.5 / 398.75 model clk per wave; LLVM 267.5 / 420.25).

The pass proposes, the cycle model decides: ``passes.pipeline.run_postpass`` runs the
passes on the program with and without the unrolling and keeps the unrolled one if it is
faster in sum and at neither latency slower by more than the scheduler's cycle tolerance
(a second tile of lookahead pays only where each copy's loads can be issued early:
gfx950 64x64x32 2x2 PREFETCH loops reach the MFMA bound at a DRAM miss; in NONE loops the
barriers hold the loads, so load rotation places each copy's loads right after its LDS
stores, see ``passes.rotate``).

A short loop — more than three trips and at most ``options["unroll_whole_trips"]``
(default :data:`WHOLE_MAX_TRIPS`), its unrolled code within :data:`WHOLE_MAX_INSTRUCTIONS`
— is unrolled whole instead of by two: all its iterations but the last are peeled before
it one after another (each peel derives the trip count again, one less), the first copy's
zero accumulators folded, and the loop left to run once is flattened as above (report
``whole_by_peeling``). LLVM fully unrolls such K loops (gfx942 16x32x144 16x16x16 1x1
MODULO, four trips: LLVM 956 / 2,518 model clk per wave, ours unrolled by two 1,292 /
2,822, whole 1,132 / 1,514); straight-line, every tile's loads can be issued long before
its LDS stores, with nothing loop-carried. ``passes.pipeline`` judges it against the loop as
unrolling by two leaves it (the "run once" side of its whole-unroll judgement).

``options["unroll_whole"]``: True (default) unrolls a loop left to run once whole and has
``passes.pipeline`` judge it against the loop run once; ``"force"`` keeps it whole
unjudged; False leaves it a loop.

``options["unroll"]``: True (default; ``"always"`` is the same) proposes every qualifying
loop, ``"gated"`` only those the iteration-length gate admits, False turns the pass off (so
do ``rotate_loads`` and ``schedule`` set to False: it pays only through them); ``options["_unroll_report"]``
gets, per kernel, the loops unrolled, their trip counts, where an odd count's extra
iteration went (``peeled_before_loop``), the accumulators folded to the constant 0 and the
instructions added.
"""

from __future__ import annotations

from ..isa import Instruction, Kernel, Program
from ..isa.model import Imm, Reg
from ..sim.cycles import kernel_resources
from ..sim.cycles_trace import k_literal, parse_cmp, step_of, infer_trip_count
from ..target import Target
from ..isa.opcodes import writes_partial_dst
from .common import (op_modifiers, declared_vgprs, fold_zero_accumulators, has_opaque_code, is_nop, is_waitcnt, live_before,
                     set_declared_vgprs, writes_exec)
from .dce import eliminate
from .rotate import _Body, register_only, self_loops, single_block_loops, unit_liveness

_SCC = ("scc", 0)
_MIN_TRIPS = 3  # an unrolled loop of fewer than two iterations would be a peeled copy
#: a loop of this many trips is not unrolled but has its first iteration peeled (the copy's
#: zero accumulators folded into its MFMAs, as LLVM's full unroll of such a loop does)
_PEEL_ONLY_TRIPS = 2
#: the default of ``options["unroll_whole_trips"]``: a loop of more than three trips and at
#: most this many is unrolled whole (all its iterations but the last peeled before it, then
#: flattened) and judged against the loop as unrolling by two leaves it
#: (``passes.pipeline._whole_judged``): LLVM's full unroll of a short constant-trip K loop
#: (gfx942 16x32x144 16x16x16 1x1 MODULO, 4 trips: LLVM 956 / 2,518 model clk per wave,
#: ours unrolled by two 1,292 / 2,822). A policy bound on code growth, not a hardware fact
WHOLE_MAX_TRIPS = 8
#: ... and only while the unrolled loop (trips x its body's instructions, waits and nops
#: aside) stays within this many instructions: a bound on code growth (~15 KB, a quarter of
#: the instruction cache two CUs share) and on the pass time the straight-line schedule
#: costs. Measured on the 25 MLIR fixtures judged for their grid (BENCHMARKS "Session 63"):
#: 600 changed one kernel (gfx950 256^3 64x64x32 1x1 NONE, -24 / -51 % at L2 / DRAM); 2,400
#: also gfx942 256^3 128x256x64 2x2 NONE (-13 / -9 %) and 128x128x64 1x1 NONE (-3 / -3 %)
#: for 14 % more pass CPU; 16 trips as well only -1 to -2.5 % on two 1024^3 kernels for
#: another 11 %
WHOLE_MAX_INSTRUCTIONS = 2400
#: values of ``options["unroll"]`` (module docstring); "always" is True, kept for callers of
#: the session-29 option
_MODES = (True, False, "always", "gated")


def _scc_self_loops(kernel: Kernel, cfg) -> list:
    """The :func:`~.rotate.self_loops` that branch on SCC and have a block after them."""
    return [lp for lp in self_loops(kernel, cfg)
            if kernel.blocks[lp.header].terminator.base in ("s_cbranch_scc0", "s_cbranch_scc1")
            and lp.header + 1 < len(kernel.blocks)]


def _tile_copy_loop(insts: list[Instruction]) -> bool:
    """Does the body load from global memory, store to LDS and run MFMAs?"""
    loads = stores = mfma = False
    for i in insts:
        rd, wr = i.mem_effects()
        loads |= i.family in ("MUBUF", "GLOBAL", "FLAT") and bool(rd) and not wr
        stores |= i.family == "DS" and bool(wr)
        mfma |= i.is_mfma
    return loads and stores and mfma


def _simd_iteration_clk(insts: list[Instruction], kernel: Kernel, target: Target) -> float:
    """Matrix-pipe clk of one iteration of every wave on the SIMD (0 if the kernel
    declares resources no wave fits, which the other passes report)."""
    waves = target.occupancy(*kernel_resources(kernel, target).values())
    # (classified with the instruction's modifiers: an f8f6f4 MFMA's cycles follow its formats)
    return waves * sum(target.classify(i.mnemonic, op_modifiers(i)).mfma.cycles for i in insts if i.is_mfma)


def _shifted_compare(cmp: Instruction, step: int) -> Instruction | None:
    """``cmp`` with its literal moved by ``step`` (one iteration fewer), or None. An
    ``s_cmpk_*`` keeps its 16-bit field: None (no unrolling) where the moved value does
    not fit it (``_u32``: 0..65535, ``_i32``: -32768..32767)."""
    ops = list(cmp.operands)
    for k, op in enumerate(ops):
        if isinstance(op, Imm):
            if cmp.base.startswith("s_cmpk_"):
                signed = cmp.base.endswith("_i32")
                v = k_literal(cmp, signed, op.value) - step
                if not (-0x8000 <= v <= 0x7FFF if signed else 0 <= v <= 0xFFFF):
                    return None
            else:
                v = op.value - step
            ops[k] = Imm(v)
            return cmp.with_operands(ops)
    return None


def _exit_block_accepts_copy(kernel: Kernel, exit_index: int, live_in: list[set]) -> bool:
    """May a copy of a loop's last iteration open block ``exit_index`` (the loop's
    fall-through exit)? Only if no branch reaches that block (the copy would run on that
    path too) and it does not read SCC before writing it (the copy's compare leaves
    another SCC there)."""
    label = kernel.blocks[exit_index].label
    if label is not None and _branched_to(kernel, label):
        return False
    return _SCC not in live_in[exit_index]


def _branched_to(kernel: Kernel, label: str, besides: Instruction | None = None) -> bool:
    """Does a branch of ``kernel`` other than ``besides`` target ``label``?"""
    return any(i is not besides and i.info.branch is not None and i.branch_target() == label
               for i in kernel.instructions)


def last_iteration_compare(kernel: Kernel, lp, body: list[Instruction],
                           live_in: list[set]) -> tuple[Instruction, Instruction] | None:
    """To run loop ``lp``'s last iteration after it (here and in ``passes.rotate_lds``'
    exact phase rotation): (the exit compare of its ``body``, that compare with its literal
    moved by the body's one step of the counter it reads), where the body steps that
    counter exactly once and the exit block accepts a copy of the body
    (:func:`_exit_block_accepts_copy`); else None. The caller derives the trip count again
    on the loop with the shifted compare (it must be one less)."""
    cmp = next((i for i in reversed(body) if _SCC in i.defs()), None)
    parsed = parse_cmp(cmp) if cmp is not None else None
    steps = [s for s in (step_of(i, parsed[0]) for i in body) if s is not None] if parsed else []
    if len(steps) != 1 or not _exit_block_accepts_copy(kernel, lp.header + 1, live_in):
        return None
    shifted = _shifted_compare(cmp, steps[0])
    return None if shifted is None else (cmp, shifted)


def _counted(insts: list[Instruction]) -> int:
    """Instructions the report counts: all but waits and nops (the waitcnt and hazard
    passes redo those)."""
    return sum(1 for i in insts if not (is_waitcnt(i) or is_nop(i)))


def input_iterations(loop: dict) -> int:
    """Input iterations per iteration of a loop this pass reported (an entry of its
    report's ``loops``): 2 where it unrolled the loop by two, 4 by four (``factor``), 1
    where it only peeled a two-trip loop's first iteration or all but the last of a short
    loop's."""
    return 1 if loop.get("first_iteration_peeled_only") or loop.get("whole_by_peeling") else loop.get("factor", 2)


def _peel_first_only(kernel: Kernel, lp, cfg, body: list[Instruction]) -> dict | None:
    """A two-trip loop: its first iteration runs before it (the zero accumulators folded
    into that copy's MFMAs), the loop once; None (kernel unchanged) where the preheader
    does not take the copy (:func:`_peel_before`)."""
    peeled = _peel_before(kernel, lp, cfg, body, 2)
    if peeled is None:
        return None
    folded, added = peeled
    return {"loop": kernel.blocks[lp.header].label, "trip_count": 2, "unrolled_trip_count": 1, "peeled": 1,
            "peeled_before_loop": True, "first_iteration_peeled_only": True, "zero_accumulators_folded": folded,
            "instructions_added": added, "mfma_added": sum(i.is_mfma for i in body)}


def _peel_all_but_last(kernel: Kernel, lp, cfg, body: list[Instruction], trips: int) -> dict | None:
    """A short loop (:func:`_whole_by_peeling`): all its iterations but the last run before
    it, one peeled copy after another (:func:`_peel_before`, the first copy's zero
    accumulators folded), so that it is left to run once and :func:`_flatten_one_trip`
    makes it straight-line code; None (kernel unchanged) where any peel is refused."""
    pre = lp.header - 1
    saved = list(kernel.blocks[pre].instructions)
    folded = added = 0
    for left in range(trips, 1, -1):
        peeled = _peel_before(kernel, lp, cfg, body, left)
        if peeled is None:
            kernel.blocks[pre].instructions = saved
            return None
        folded += peeled[0]
        added += peeled[1]
    return {"loop": kernel.blocks[lp.header].label, "trip_count": trips, "unrolled_trip_count": 1,
            "peeled": trips - 1, "peeled_before_loop": True, "whole_by_peeling": True,
            "zero_accumulators_folded": folded, "instructions_added": added,
            "mfma_added": (trips - 1) * sum(i.is_mfma for i in body)}


def _whole_by_peeling(trips: int, body: list[Instruction], max_trips: int) -> bool:
    """Is a loop of ``trips`` (more than :data:`_MIN_TRIPS`) iterations short enough to be
    unrolled whole (at most ``max_trips``, and :data:`WHOLE_MAX_INSTRUCTIONS`)?"""
    return _MIN_TRIPS < trips <= max_trips and trips * _counted(body) <= WHOLE_MAX_INSTRUCTIONS


def whole_trips(options: dict) -> int:
    """``options["unroll_whole_trips"]`` (default :data:`WHOLE_MAX_TRIPS`), checked: the most
    trips of a loop unrolled whole by peeling (3 or less: only loops of two or three trips
    are unrolled whole, as they are left to run once)."""
    n = options.get("unroll_whole_trips", WHOLE_MAX_TRIPS)
    if isinstance(n, bool) or not isinstance(n, int) or n < _MIN_TRIPS:
        raise ValueError(f"pass option unroll_whole_trips={n!r}: expected an integer >= {_MIN_TRIPS}")
    return n


def _unroll_loop(kernel: Kernel, lp, cfg, live_in: list[set], whole_max: int = 0) -> dict | None:
    blocks = kernel.blocks
    b = blocks[lp.header]
    trips = infer_trip_count(kernel, cfg, lp)
    if trips is not None and trips.value == _PEEL_ONLY_TRIPS:
        return _peel_first_only(kernel, lp, cfg, b.instructions[:-1])
    if trips is not None and _whole_by_peeling(trips.value, b.instructions[:-1], whole_max):
        r = _peel_all_but_last(kernel, lp, cfg, b.instructions[:-1], trips.value)
        if r is not None:
            return r
    if trips is None or trips.value < _MIN_TRIPS:
        return None
    body, branch = b.instructions[:-1], b.instructions[-1]
    saved = (list(b.instructions), list(blocks[lp.header + 1].instructions))
    saved_pre = list(blocks[lp.header - 1].instructions) if lp.header > 0 else []
    # what the copies add beyond waits and nops (the waitcnt and hazard passes redo those)
    copied = _counted(body)
    added = copied
    peeled_before = folded = 0
    peeled = _peel_before(kernel, lp, cfg, body, trips.value) if trips.value % 2 else None
    if peeled is not None:
        peeled_before = 1
        folded, net = peeled
        added += net
    elif trips.value % 2:
        split = last_iteration_compare(kernel, lp, body, live_in)
        if split is None:
            return None
        cmp, shifted = split
        body = [shifted if i is cmp else i for i in body]
        b.instructions = body + [branch]
        fewer = infer_trip_count(kernel, cfg, lp)
        if fewer is None or fewer.value != trips.value - 1:
            b.instructions = saved[0]
            return None
        blocks[lp.header + 1].instructions = [i.copy() for i in body] + saved[1]
        added += copied
    first = _without_dead_compare(body)
    added -= len(body) - len(first)
    second = [i.copy() for i in body]
    live_end = live_in[lp.header] | (live_in[lp.header + 1] if lp.header + 1 < len(blocks) else set())
    first, second, moves = _without_self_inverse_moves(body, first, second, live_end, live_in[lp.header])
    added -= moves
    b.instructions = first + second + [branch]
    unrolled = infer_trip_count(kernel, cfg, lp)
    if unrolled is None or unrolled.value != trips.value // 2:
        b.instructions, blocks[lp.header + 1].instructions = saved
        if peeled_before:
            blocks[lp.header - 1].instructions = saved_pre
        return None
    return {"_second_copy": (b.label, len(first), len(first) + len(second), len(b.instructions)),
            **({"register_moves_removed": moves} if moves else {}),
            "loop": b.label, "trip_count": trips.value, "unrolled_trip_count": unrolled.value,
            "peeled": trips.value % 2, "peeled_before_loop": bool(peeled_before),
            "zero_accumulators_folded": folded, "instructions_added": added,
            "mfma_added": (1 + trips.value % 2) * sum(i.is_mfma for i in body)}


def _sgpr_move(inst: Instruction) -> tuple | None:
    """(destination unit, source unit) of an ``s_mov_b32`` between two SGPRs, else None."""
    if inst.base != "s_mov_b32":
        return None
    ops = [op for _, op in inst.def_operands()] + [op for _, op in inst.use_operands()]
    if len(ops) != 2 or not all(isinstance(op, Reg) and op.file == "s" and op.count == 1 and not op.virtual
                                for op in ops):
        return None
    return ops[0].units()[0], ops[1].units()[0]


def _without_self_inverse_moves(body: list[Instruction], first: list[Instruction], second: list[Instruction],
                                live_end: set, live_entry: set) -> tuple[list, list, int]:
    """(first copy, second copy, moves removed) of a body unrolled by two whose loop-carried
    SGPRs are rotated by a run of ``s_mov_b32`` that is its own inverse (Wave's multi-buffered
    schedules swap their LDS buffers' bases each iteration: ``s_mov_b32 s22, s16;
    s_mov_b32 s16, s17; s_mov_b32 s17, s22``). Run twice it changes nothing, so both copies'
    runs go and the second copy reads the registers the first copy's run would have moved
    its values from (modulo variable expansion; LLVM's unrolled loops carry no such moves).
    Only where the run is the body's last touch of its registers, no other instruction of
    the body writes them, and its scratch registers are neither live into the body nor at its
    end; otherwise the copies are returned as they were."""
    run_end = next((j for j in range(len(body) - 1, -1, -1) if _sgpr_move(body[j]) is not None), None)
    if run_end is None:
        return first, second, 0
    run_start = run_end
    while run_start > 0 and _sgpr_move(body[run_start - 1]) is not None:
        run_start -= 1
    run = [_sgpr_move(i) for i in body[run_start:run_end + 1]]
    regs = {u for pair in run for u in pair}
    if any(not regs.isdisjoint(i.defs() | i.uses()) for i in body[run_end + 1:]):
        return first, second, 0

    def apply(state: dict) -> dict:
        state = dict(state)
        for d, src in run:
            state[d] = state[src]
        return state

    once = apply({u: u for u in regs})
    twice = apply(once)
    carried = regs & live_end
    scratch = regs - carried
    # the carried registers change only in the run and take only each other's values (a
    # scratch register read before the run writes it holds a value the body computed, which
    # the simulation above cannot follow); scratch ones (other temporaries of the body too)
    # are written before any read in the body, so the run's values in them die
    if (any(twice[u] != u or once[u] not in carried for u in carried) or not scratch.isdisjoint(live_entry)
            or any(not carried.isdisjoint(i.defs()) for i in body[:run_start])):
        return first, second, 0
    moved = {id(i) for i in body[run_start:run_end + 1]}
    first = [i for i in first if id(i) not in moved]
    # in the second copy a carried register holds what the first copy's run moved into it
    read_from = {u: once[u] for u in carried if once[u] != u}
    kept = []
    for orig, c in zip(body, second):
        if id(orig) in moved:
            continue
        for role, op in c.use_operands():
            if isinstance(op, Reg) and op.file == "s" and op.count == 1 and op.units()[0] in read_from:
                c.set_operand(role, Reg("s", read_from[op.units()[0]][1], 1))
        kept.append(c)
    return first, kept, 2 * len(run)


def rename_second_copies(kernel: Kernel, target: Target, copies: list) -> bool:
    """Give the second copies of the kernel's unrolled loops (``options["_second_copies"]``:
    (loop label, first index, end index, the block's length) as :func:`run` left them) their
    own address registers (:func:`_renamed_second_copy`). Load rotation asks for it where it
    rotates more loads so (``passes.rotate.run``). False where nothing was renamed (a loop
    block changed since, or no temporaries to rename)."""
    cfg = kernel.cfg
    live_out = unit_liveness(kernel, cfg)[1]
    changed = False
    for label, start, end, length in copies:
        at = next((i for i, b in enumerate(kernel.blocks) if b.label == label), None)
        if at is None or len(kernel.blocks[at].instructions) != length:
            continue
        b = kernel.blocks[at]
        # live where the copy ends (a loop unrolled by four: the second copy is followed by
        # the third and fourth, which may read what it leaves)
        live_end = live_before(b.instructions, end, live_out[at])
        second = b.instructions[start:end]
        renamed = _renamed_second_copy(kernel, target, second, live_end)
        if any(x is not y for x, y in zip(renamed, second)):
            b.instructions = b.instructions[:start] + renamed + b.instructions[end:]
            changed = True
    return changed


def _renamed_second_copy(kernel: Kernel, target: Target, second: list[Instruction], live_end: set) -> list[Instruction]:
    """The second copy of an unrolled body with its load-address temporaries in registers
    of their own: a value an SALU / VALU instruction of a global load's backward slice in
    the copy (:func:`_load_address_slices`) writes into one SGPR or VGPR and that dies
    within the copy (redefined later in it, or not live at the body's end) gets a fresh
    register, and the copy's reads of it follow. The two copies'
    address arithmetic then shares no register, so load rotation can place each copy's
    loads a whole (two-copy) iteration ahead: with one set of address registers the second
    copy's slice wrote registers the first copy's rotated slice keeps live across the back
    edge, and was refused (gfx950 1024^3 64x64x32 1x1 NONE unrolled: 8 of 16 loads rotated).
    New registers are taken above every register the kernel names and its declared ones,
    within the DB's limits (``registers.sgpr_max`` less VCC, ``arch_vgpr_max``, the unified
    VGPR file with the AGPRs above the accum offset) and declared; the copy is returned
    unchanged where a read names part of a renamed value (a register tuple) or an
    instruction that cannot be renamed updates one in place."""
    regs = target.registers
    res = kernel_resources(kernel, target)
    used = {"s": -1, "v": -1}
    for inst in kernel.instructions:
        for f, i in inst.defs() | inst.uses():
            if f in used and isinstance(i, int) and i > used[f]:
                used[f] = i
    nfs = kernel.descriptor_int("next_free_sgpr")
    fresh = {"s": max(used["s"] + 1, nfs or 0), "v": max(used["v"] + 1, res["vgprs"])}
    limit = {"s": regs.sgpr_max - (len(regs.vcc_sgprs) if kernel.descriptor_int("reserve_vcc", 1) else 0),
             "v": regs.arch_vgpr_max}
    last_def = {}
    for j, inst in enumerate(second):
        for u in inst.defs():
            last_def[u] = j
    slices = _load_address_slices(second)
    mapping: dict = {}
    out = []
    for j, inst in enumerate(second):
        c = inst.copy()
        # (a destination the instruction also reads, tied, keeps its register)
        renamable = j in slices and not writes_partial_dst(inst) and not (inst.defs() & inst.uses())
        if not renamable and not mapping.keys().isdisjoint(inst.defs() & inst.uses()):
            return second   # updates a renamed value in place where its result could not follow
        for role, op in inst.use_operands():
            if isinstance(op, Reg) and any(u in mapping for u in op.units()):
                if op.count != 1:
                    return second
                c.set_operand(role, Reg(op.file, mapping[op.units()[0]], 1))
        renamed = set()
        for role, op in inst.def_operands():
            u = op.units()[0] if isinstance(op, Reg) and op.count == 1 and not op.virtual else None
            if (renamable and u is not None and op.file in fresh and (u not in live_end or last_def[u] > j)
                    and fresh[op.file] < limit[op.file]
                    and (op.file != "v" or declared_vgprs(kernel, target, fresh["v"] + 1)[1] <= regs.unified_vgpr_file)):
                mapping[u] = fresh[op.file]
                fresh[op.file] += 1
                c.set_operand(role, Reg(op.file, mapping[u], 1))
                renamed.add(u)
        for u in inst.defs() - renamed:   # the original register holds the value written here
            mapping.pop(u, None)
        out.append(c)
    if fresh["s"] > max(used["s"] + 1, nfs or 0) and nfs is not None:
        kernel.descriptor[".amdhsa_next_free_sgpr"] = str(fresh["s"])
        if kernel.metadata is not None and ".sgpr_count" in kernel.metadata:
            kernel.metadata[".sgpr_count"] = max(int(kernel.metadata[".sgpr_count"]), fresh["s"])
    if fresh["v"] > max(used["v"] + 1, res["vgprs"]):
        set_declared_vgprs(kernel, *declared_vgprs(kernel, target, fresh["v"]))
    return out


def _load_address_slices(insts: list[Instruction]) -> set[int]:
    """Indices of the register-only ALU instructions that compute, within ``insts``, an
    operand of one of its global loads: the address arithmetic load rotation moves with each
    load (``rotate.register_only``, the reaching definitions of ``rotate._Body``). Values it
    does not move (copies of loaded data, LDS addresses) keep their registers."""
    body = _Body(insts)
    out: set[int] = set()
    work = [j for j, inst in enumerate(insts) if inst.is_vmem and inst.mem_kind in ("load", "lds_dma")]
    while work:
        j = work.pop()
        for u in insts[j].uses():
            d = body.reaching(u, j)
            if d is not None and d not in out and register_only(insts[d]):
                out.add(d)
                work.append(d)
    return out


def _without_dead_compare(body: list[Instruction]) -> list[Instruction]:
    """``body`` as the first of two copies: its exit compare (the last SCC definition) is
    dead when nothing after it in the copy, nor in the second copy before that copy sets
    SCC, reads SCC (the first copy's branch is what unrolling drops); then it is left out."""
    at = next((k for k in range(len(body) - 1, -1, -1) if _SCC in body[k].defs()), None)
    if at is None:
        return body
    for i in body[at + 1:] + body:
        if _SCC in i.uses():
            return body
        if _SCC in i.defs():
            break
    return body[:at] + body[at + 1:]


def _peel_before(kernel: Kernel, lp, cfg, body: list[Instruction], trips: int) -> tuple[int, int] | None:
    """Append a copy of the first iteration (``body``, without its compare where that is
    dead) to the loop's preheader, if the preheader is the block just before the header,
    entered the loop only by falling through, and the trip count derived afterwards is
    one less, and fold the zero accumulators into that copy's MFMAs
    (``common.fold_zero_accumulators``): (MFMAs folded, instructions the preheader gained
    net: the copy without its dead compare, less the zero moves folding left unread);
    else leave the kernel as it is and return None."""
    pre = lp.header - 1
    blocks = kernel.blocks
    if (pre, lp.header) not in single_block_loops(kernel, cfg):   # load rotation's preheader rule
        return None
    saved = list(blocks[pre].instructions)
    # the copy's compare goes only where it is dead (the same rule as the loop's first copy:
    # an SCC reader after it in the body, or one before the body's first SCC write, keeps it)
    blocks[pre].instructions = saved + [i.copy() for i in _without_dead_compare(body)]
    fewer = infer_trip_count(kernel, cfg, lp)
    if fewer is None or fewer.value != trips - 1:
        blocks[pre].instructions = saved
        return None
    folded = fold_zero_accumulators(blocks[pre].instructions, copied_from=len(saved))
    return folded, _counted(blocks[pre].instructions) - _counted(saved)


def _candidates(kernel: Kernel, target: Target, any_length: bool = True) -> tuple:
    """(cfg, loops): the kernel's CFG (built once: ``Kernel.cfg`` builds anew on every
    access) and its loops the conditions of the module docstring admit (trip count aside;
    ``any_length`` False: also the gate on the iteration's length)."""
    if not kernel.blocks or writes_exec([b.instructions for b in kernel.blocks]) or has_opaque_code(kernel):
        return None, []
    cfg = kernel.cfg
    dram = target.global_load_latency("dram_miss")
    return cfg, [lp for lp in _scc_self_loops(kernel, cfg)
                 if _tile_copy_loop(kernel.blocks[lp.header].instructions)
                 and (any_length or _simd_iteration_clk(kernel.blocks[lp.header].instructions, kernel, target) < dram)]


def _unroll_loops(kernel: Kernel, cfg, loops: list, whole: bool = True, dce: bool = True,
                  whole_max: int = WHOLE_MAX_TRIPS, target: Target | None = None) -> list[dict]:
    live_in = unit_liveness(kernel, cfg)[0]
    whole_max = whole_max if whole else 0
    reports = [r for r in (_unroll_loop(kernel, lp, cfg, live_in, whole_max) for lp in loops) if r is not None]
    if target is not None:
        reports = [_unrolled_again(kernel, target, r) for r in reports]
    # after all loops are done: flattening removes a block, which the loops' indices assume;
    # each report's instructions_added is net of what flattening and the dead code after it
    # remove (the branch, the dead compare, the counter)
    flattened = []
    for r in reports:
        if whole and r["unrolled_trip_count"] == 1:
            n = _counted(kernel.instructions)
            if _flatten_one_trip(kernel, r["loop"]):
                r["instructions_added"] -= n - _counted(kernel.instructions)
                flattened.append(r)
    if flattened:
        # the loop's counter and its rotated bases are dead once nothing loops (the dead
        # code pass ran before this one; not where the caller turned it off); left in,
        # their SGPR dependences steer the list schedules (gfx950 gemm_reordered 64x96x80
        # FOUR_STAGE: 7 dead SALU instructions, whole kernel 268.5 / 398.75 -> 273.5 /
        # 545.25 model clk per wave). Reported as mnemonic -> count: the last trip's MFMAs
        # may go too, where only the next trip read their results.
        n = _counted(kernel.instructions)
        removed = dict(eliminate(kernel, target)) if dce else {}
        flattened[0]["instructions_added"] -= n - _counted(kernel.instructions)
        for r in flattened:
            r["flattened"] = True
        flattened[0]["dead_after_flattening"] = removed
    return reports


def _unrolled_again(kernel: Kernel, target: Target, r: dict) -> dict:
    """Loop ``r`` (unrolled by two) unrolled by two once more, i.e. by four, where two input
    iterations of the SIMD's matrix-pipe work (:func:`_simd_iteration_clk`) are shorter
    than a DRAM miss (DB ``memory_latency.global_load.dram_miss``) and the loop keeps at
    least two trips; ``r`` as it is otherwise, or where the second unrolling is refused.

    Why: rotation issues each copy's loads one (output) iteration ahead, so by two a load
    has two input iterations to arrive. A small tile on one wave per SIMD (gfx950 64x64x32
    2x2: 64 matrix-pipe clk per tile) needs ten to cover a DRAM miss of 650; by four it has
    four (gfx950 1024^3 64x64x32 2x2 NONE, each copy's address registers its own:
    BENCHMARKS "Session 66"). The copies' address temporaries are renamed as the second
    copy's are (:func:`rename_second_copies`: the second copy, then the third and fourth
    together), and the cycle model judges the result against the loop unrolled by two, the
    survivor against the loop not unrolled (``passes.pipeline._four_judged``)."""
    if (r.get("first_iteration_peeled_only") or r.get("whole_by_peeling") or "_second_copy" not in r
            or r["unrolled_trip_count"] < 4):   # (by two again, at least two trips are left)
        return r
    label, start, end, _length = r["_second_copy"]
    at = next((k for k, b in enumerate(kernel.blocks) if b.label == label), None)
    if at is None:
        return r
    b = kernel.blocks[at]
    # (the gate first: ``Kernel.cfg`` builds the CFG anew, and most loops unrolled by two fail it)
    if _simd_iteration_clk(b.instructions, kernel, target) >= target.global_load_latency("dram_miss"):
        return r
    cfg = kernel.cfg
    lp = next((lp for lp in _scc_self_loops(kernel, cfg) if lp.header == at), None)
    if lp is None:
        return r
    first_copy = b.instructions[:start]
    r2 = _unroll_loop(kernel, lp, cfg, unit_liveness(kernel, cfg)[0], 0)
    if r2 is None:
        return r
    if r2.get("first_iteration_peeled_only") or "_second_copy" not in r2:   # (trip counts above rule these out)
        raise AssertionError(f"unrolling loop {label} again peeled it: {r2}")
    _, start2, end2, length2 = r2.pop("_second_copy")
    copies = [(label, start2, end2, length2)]
    # the second copy of the first unrolling, where the body before it is unchanged (the
    # second unrolling removes the first copy's dead compare only from the second copy)
    if all(x is y for x, y in zip(kernel.blocks[at].instructions[:start], first_copy)) and start < start2:
        copies.insert(0, (label, start, start2, length2))
    merged = {k: v for k, v in r.items() if k != "_second_copy"}
    merged.update({"_second_copies": copies, "factor": 4, "unrolled_trip_count": r2["unrolled_trip_count"],
                   "peeled": r["peeled"] + 2 * r2["peeled"],
                   "peeled_before_loop": r["peeled_before_loop"] or r2["peeled_before_loop"],
                   "zero_accumulators_folded": r["zero_accumulators_folded"] + r2["zero_accumulators_folded"],
                   "instructions_added": r["instructions_added"] + r2["instructions_added"],
                   "mfma_added": r["mfma_added"] + r2["mfma_added"]})
    moves = r.get("register_moves_removed", 0) + r2.get("register_moves_removed", 0)
    if moves:
        merged["register_moves_removed"] = moves
    return merged


def _flatten_one_trip(kernel: Kernel, label: str) -> bool:
    """Loop ``label``, left to run once (a two- or three-trip loop, its other iterations
    peeled or unrolled), becomes straight-line code at the end of its preheader: its
    branch goes, and its exit compare where nothing reads that SCC (neither later in the
    body nor the exit block), and the block joins the one before it. Only where the
    derived trip count is 1, the loop is entered only by falling through from a block that
    ends without a branch, and nothing else branches to its label; else the kernel is left
    as it is (False). Why: kept as a loop, the one iteration's loads write the registers
    its LDS stores read (loop-carried), so the scheduler cannot issue them first, and the
    block boundary keeps the copy before it in its own region; LLVM fully unrolls such a
    loop (gfx950 ``gemm_reordered`` 64x96x80 64x32x16 FOUR_STAGE, seed 5901: whole kernel
    280 / 490.5 -> 268.5 / 398.75 model clk per wave; LLVM 267.5 / 420.25)."""
    blocks = kernel.blocks
    at = next((k for k, b in enumerate(blocks) if b.label == label), None)
    if at is None or at == 0 or at + 1 >= len(blocks):
        return False
    pre, b = blocks[at - 1], blocks[at]
    branch = b.terminator
    if (pre.terminator is not None or branch is None or branch.base not in ("s_cbranch_scc0", "s_cbranch_scc1")
            or branch.branch_target() != label):
        return False
    if _branched_to(kernel, label, besides=branch):
        return False
    cfg = kernel.cfg
    lp = next((lp for lp in cfg.loops if lp.header == at and lp.body == {at}), None)
    trips = infer_trip_count(kernel, cfg, lp) if lp is not None else None
    if trips is None or trips.value != 1:
        return False
    exit_live = unit_liveness(kernel, cfg)[0][at + 1]
    body = b.instructions[:-1]
    cmp = next((k for k in range(len(body) - 1, -1, -1) if _SCC in body[k].defs()), None)
    if cmp is not None and _SCC not in exit_live and not any(_SCC in i.uses() for i in body[cmp + 1:]):
        body = body[:cmp] + body[cmp + 1:]
    b.instructions = body
    _join_next(blocks, at - 1)
    if at < len(blocks) and blocks[at].label is None:
        # an unlabelled exit block is a block only because the loop ended before it: the
        # program reads as one block now (as it parses), and the scheduler's regions
        # and renaming are per block
        _join_next(blocks, at - 1)
    kernel.renumber()
    return True


def _join_next(blocks: list, at: int) -> None:
    """Append block ``at + 1``'s instructions to block ``at`` and drop it; its own-line
    items (comments) follow, its alignment directives go (no branch lands there now)."""
    b, nxt = blocks[at], blocks.pop(at + 1)
    b.instructions = b.instructions + nxt.instructions
    b.trailing = b.trailing + [t for t in nxt.leading + nxt.trailing if not t.strip().startswith(".p2align")]


def unroll_kernel(kernel: Kernel, target: Target, whole: bool = True, whole_trips: int = WHOLE_MAX_TRIPS) -> list[dict]:
    """Unroll the kernel's qualifying loops in place (module docstring); their reports.
    ``whole``: a loop left to run once is unrolled whole (:func:`_flatten_one_trip`), and one
    of at most ``whole_trips`` trips is made so first (:func:`_peel_all_but_last`)."""
    cfg, loops = _candidates(kernel, target)
    reports = _unroll_loops(kernel, cfg, loops, whole, whole_max=whole_trips) if loops else []
    _second_copies(reports)
    return reports


def _second_copies(reports: list[dict]) -> list[tuple]:
    """The loops' second copies (label, first index, end index, block length), taken out of
    their reports (``rename_second_copies`` reads them; the report does not show them)."""
    out = []
    for lp in reports:
        if "_second_copy" in lp:
            out.append(lp.pop("_second_copy"))
        out.extend(lp.pop("_second_copies", ()))
    return out


def run(program: Program, target: Target, options: dict | None = None) -> Program:
    """Unroll qualifying loops; ``options["_before_unroll"]`` gets the program's text from
    before if any was (``passes.pipeline`` then judges both programs by the cycle model)."""
    options = {} if options is None else options
    mode = options.get("unroll", True)
    if mode not in _MODES:
        raise ValueError(f"pass option unroll={mode!r}: expected True, False, 'always' or 'gated'")
    # unrolling only pays through load rotation and the scheduler
    if any(options.get(k, True) is False for k in ("unroll", "rotate_loads", "schedule")):
        return program
    any_length = mode != "gated"
    whole_max = whole_trips(options)
    todo = [(k, *_candidates(k, target, any_length)) for k in program.kernels]
    todo = [t for t in todo if t[2]]
    if not todo:
        return program
    text = program.text()
    report = options.setdefault("_unroll_report", {})
    for k, cfg, loops in todo:
        r = _unroll_loops(k, cfg, loops, options.get("unroll_whole", True) is not False, options.get("dce", True),
                          whole_max, target if options.get("unroll_four", True) else None)
        if r:
            copies = _second_copies(r)
            if copies:
                options.setdefault("_second_copies", {})[k.name] = copies
            report[k.name] = {"loops": r}
    if report:
        options["_before_unroll"] = text
    return program
