"""Kernel assembly: code + ``.amdhsa_kernel`` descriptor + ``.amdgpu_metadata``."""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass, field, replace

from wave_asm_ext.errors import EmitError

from .finalize import (Resources, allocate as _allocate, break_soft_clauses, insert_mfma_nops, insert_waits,
                       pair_zero_moves, move_accumulators_to_agprs, move_av_values_to_agprs,
                       carried_init_copies, coalesce_carried_inits, interleave_mfma_chains, sink_lds_loads)
from .conservative import numbers, pair_move
from . import fission
from .program import MARK, MFMA, Instr, fmt_instr
from .walker import Walker

SUPPORTED_TARGETS = ("gfx942", "gfx950")
# Upper bound on output-tile fission passes tried before giving up (each pass re-reads the
# A and B tiles; beyond a handful the kernel is better served by a smaller block).
MAX_FISSION_PASSES = 8
# Register-file limits and granules come from the target DB (conservative.numbers).


@dataclass
class EmittedKernel:
    name: str
    target: str
    text: str
    program: list[Instr]
    resources: Resources
    next_free_vgpr: int
    next_free_sgpr: int
    accum_offset: int
    lds_bytes: int
    wg_size: tuple[int, int, int]
    num_args: int
    n_mfma: int
    n_mfma_in_loop: int
    n_loops: int
    workitem_id: int
    wgid_dims: list[str] = field(default_factory=list)
    # symbol name (tid_x, wg_y, iv0, ...) -> register holding it, and its inclusive range
    sym_regs: dict = field(default_factory=dict)
    sym_bounds: dict = field(default_factory=dict)
    v0: object = None
    # >1 when the output tile is computed in several passes (emit/fission.py)
    output_passes: int = 1
    # descriptors with a shifted base the K loop's buffer offsets were folded into
    # (Walker._unmasked_address; 0 where the fold is off or found nothing to fold)
    shifted_descriptors: int = 0
    # copies of a K loop's initial values into registers of its own that the loop could
    # carry in place instead (finalize.carried_init_copies; 0: ``carry_in_place`` emits the
    # same text). Counted before ``carry_in_place`` drops them, so the same either way
    carried_init_copies: int = 0


def _find_kernel_funcs(module) -> list:
    out = []

    def walk(op):
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    if inner.operation.name == "func.func":
                        name = inner.sym_name.value
                        if not (name.startswith("isolated_benchmark") or name.endswith("$async")):
                            out.append(inner)
                    else:
                        walk(inner.operation)

    walk(module.operation)
    return out


#: The environment variable that fixes the descriptor fold on (1) or off (0); unset, the
#: emitter leaves it off and the pipeline judges it per kernel (``wave_asm_ext.emission``).
FOLD_ENV = "WAVE_ASM_EXT_FOLD_SRD"


def fold_srd_setting() -> bool | None:
    """The descriptor fold as :data:`FOLD_ENV` fixes it: True, False, or None where it is
    unset or empty; any other value is an error naming the variable."""
    value = os.environ.get(FOLD_ENV, "")
    if value not in ("", "0", "1"):
        raise EmitError(f"{FOLD_ENV}={value!r}: expected 0 or 1 (or unset: judged per kernel)",
                        location=FOLD_ENV)
    return None if value == "" else value == "1"


def fold_srd_default() -> bool:
    """The descriptor fold's setting where a caller names none: :func:`fold_srd_setting`,
    off where the environment does not fix it."""
    return bool(fold_srd_setting())


def emit_kernel(mlir_text: str, target: str, codeobj: str = "5",
                fold_srd_offsets: bool | None = None, vgpr_budget: int | None = None,
                carry_in_place: bool = False) -> EmittedKernel:
    """Lower Wave's MLIR for one kernel and allocate its registers. ``fold_srd_offsets``:
    fold the K loop's buffer offsets above the MUBUF immediate into shifted descriptors
    (None: :func:`fold_srd_default`); where the folded kernel needs more output passes
    than the unfolded one (its descriptors took the SGPRs), the unfolded one is kept.
    ``vgpr_budget``: a user's register budget (the post-emit pass option ``max_vgprs``,
    ``Target.with_vgpr_budget``): the allocation keeps to it, escalating through its
    pressure fallbacks (LDS reads sunk to their uses, MFMA operands kept only for their
    hazard window) as it does where the register file runs out; an EmitError naming the
    budget where even they do not fit. ``carry_in_place``: a K loop carries a value the code
    before it computed in that value's own registers where nothing else reads it
    (:func:`finalize.coalesce_carried_inits`) instead of copying it into registers of its
    own: fewer registers live before the loop (``emission.lowest_peak``'s input)."""
    if fold_srd_offsets is None:
        fold_srd_offsets = fold_srd_default()
    if target not in SUPPORTED_TARGETS:
        raise EmitError(f"unsupported target {target!r} (supported: {', '.join(SUPPORTED_TARGETS)})",
                        location="target")
    if codeobj not in ("4", "5"):
        raise EmitError(f"unsupported code object version {codeobj!r}", location="codeobj")
    from iree.compiler import ir

    hz = numbers(target)
    if vgpr_budget is not None:   # the budgeted target's limits (its ValueError for a budget off the file)
        from wave_asm_ext.target import load_target

        regs = load_target(target).with_vgpr_budget(vgpr_budget).registers
        hz = replace(hz, arch_vgpr_max=regs.arch_vgpr_max, agpr_max=regs.agpr_max,
                     unified_vgpr_file=regs.unified_vgpr_file)
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        try:
            module = ir.Module.parse(mlir_text)
        except Exception as e:  # noqa: BLE001
            raise EmitError(f"cannot parse MLIR: {e}", location="mlir") from e
        funcs = _find_kernel_funcs(module)
        if len(funcs) != 1:
            raise EmitError(f"expected exactly one kernel func.func, found {len(funcs)}", location="mlir")
        try:
            w, prog, res = _lower_without_extra_passes(funcs[0], target, hz, fold_srd_offsets, carry_in_place)
        except EmitError as e:
            if vgpr_budget is None:
                raise
            raise EmitError(f"{e.message} [within the register budget max_vgprs={vgpr_budget}]",
                            location=e.location) from e
    wgid_dims = [d for d in "xyz" if d in w.wgid]
    workitem_id = max(["xyz".index(d) for d in w.tid_dims_used], default=0)
    vgprs = max(res.vgprs, workitem_id + 1)
    prog = pair_zero_moves(prog, pair_move(target))
    prog = insert_mfma_nops(prog, hz, dict(w.mfma_passes))
    prog = break_soft_clauses(prog, target)   # after the nops: they end clauses too
    gr = hz.vgpr_alloc_granule
    accum_offset, total = _unified(vgprs, res.agprs, hz.agpr_offset_alignment)
    next_free_vgpr = max(gr, (total + gr - 1) // gr * gr)
    if vgpr_budget is not None and total <= vgpr_budget:
        # (a declaration need not be a whole granule: the hardware rounds it up itself)
        next_free_vgpr = min(next_free_vgpr, vgpr_budget)
    if next_free_vgpr > hz.unified_vgpr_file:
        raise EmitError(f"needs {next_free_vgpr} VGPRs+AGPRs, more than the {hz.unified_vgpr_file} "
                        + ("of the register budget (max_vgprs)" if vgpr_budget is not None
                           else "of the unified register file") + " (spilling is not implemented)",
                        location="regalloc")
    next_free_sgpr = max(res.sgprs, 2 + len(wgid_dims))
    k = EmittedKernel(w.kernel_name, target, "", prog, res, next_free_vgpr, next_free_sgpr,
                      accum_offset, w.lds_size, w.wg_size, w.num_args, w.n_mfma, w.n_mfma_in_loop,
                      w.n_loops, workitem_id, wgid_dims, dict(w.sym_reg), dict(w.env), w.v0,
                      max(1, len(w.passes)), len(w._shifted_srds), w.carried_init_copies)
    if w.lds_size > hz.lds_max_per_workgroup:
        raise EmitError(f"LDS use {w.lds_size} bytes exceeds the {hz.lds_max_per_workgroup} bytes "
                        f"a workgroup may allocate on {target}", location="memref.alloc")
    k.text = _render(k, codeobj)
    return k


def accumulator_demand(prog: list[Instr]) -> tuple[int, int, int] | None:
    """(accumulator registers, accumulator tiles, SrcA+SrcB registers of one MFMA) of the K
    loop that carries the most MFMA accumulators, None without such a loop.

    The accumulators a loop carries (MFMA destinations referenced before the loop) are all
    live at once for the whole loop, and one MFMA's SrcA/SrcB registers are live with them."""
    first: dict[int, int] = {}
    for i, ins in enumerate(prog):
        for r in ins.def_regs + ins.use_regs:
            first.setdefault(id(r), i)
    open_loops: list[int] = []
    worst = None
    for i, ins in enumerate(prog):
        if ins.kind == MARK and ins.op == "loop_begin":
            open_loops.append(i)
        elif ins.kind == MARK and ins.op == "loop_end":
            b = open_loops.pop()
            accs, operands = {}, 0
            for ins2 in prog[b:i]:
                if ins2.kind != MFMA:
                    continue
                for r in ins2.def_regs:
                    if first[id(r)] < b:
                        accs[id(r)] = r
                operands = max(operands, sum(r.size for r in ins2.regs(ins2.srcs[:2])))
            n_acc = sum(r.size for r in accs.values())
            if worst is None or n_acc > worst[0]:
                worst = (n_acc, len(accs), operands)
    return worst


def _fits(n_acc: int, operands: int, hz) -> bool:
    return n_acc + operands <= hz.unified_vgpr_file and n_acc <= hz.agpr_max


def passes_needed(demand, hz) -> int:
    """Fewest output-tile passes whose share of the accumulators fits the register files."""
    if demand is None:
        return 1
    n_acc, n_tiles, operands = demand
    for p in range(1, max(1, n_tiles) + 1):
        if _fits(-(-n_acc // p), operands, hz):
            return p
    return n_tiles + 1


def check_accumulator_budget(demand, hz, w, target: str) -> None:
    """Reject, before register allocation, a K loop whose MFMA accumulators cannot be held.
    ``demand`` is :func:`accumulator_demand` of the lowered program."""
    err = accumulator_budget_error(demand, hz, w, target)
    if err is not None:
        raise err


def accumulator_budget_error(demand, hz, w, target: str) -> EmitError | None:
    """The error for a K loop whose MFMA accumulators cannot be held, None if they can.

    Both bounds come from the target DB: the unified VGPR+AGPR file (beyond it nothing fits
    without spilling, which this emitter does not implement) and the AGPR file (this
    emitter keeps all accumulators in one file; it does not split them between VGPRs and
    AGPRs)."""
    if demand is None:
        return None
    n_acc, n_tiles, operands = demand
    if _fits(n_acc, operands, hz):
        return None
    mma = ", ".join(sorted(w.mfma_shapes)) or "MFMA"
    wgx, wgy, wgz = w.wg_size
    waves = max(1, wgx // w.subgroup) * wgy * wgz
    head = (f"{target} {mma}, {waves} wave(s) per workgroup (workgroup size {wgx}x{wgy}x{wgz}): "
            f"the K loop carries {n_tiles} MFMA accumulator tiles = {n_acc} f32 accumulator "
            f"registers per lane ({n_acc * w.subgroup} accumulator elements per wave)")
    if n_acc + operands > hz.unified_vgpr_file:
        why = (f"; with the {operands} SrcA/SrcB registers of one MFMA that is {n_acc + operands} > the "
               f"{hz.unified_vgpr_file} registers of the unified VGPR+AGPR file, so it cannot be "
               "compiled without spilling to scratch, which this emitter does not implement "
               "(Wave's LLVM backend compiles such a point by spilling registers to scratch memory)")
    else:
        why = (f"; that is more than the {hz.agpr_max} AGPRs, and this emitter keeps all "
               "accumulators in one register file (splitting them between VGPRs and AGPRs is "
               "not implemented)")
    return EmitError(head + why + ". Use more waves per workgroup or a smaller block.",
                     location="regalloc (accumulator budget, before allocation)")


def _reset(prog: list[Instr]) -> None:
    for ins in prog:
        for r in ins.def_regs + ins.use_regs:
            if not r.fixed:
                r.phys = None


def _lower(func, target: str, passes: list, fold: bool = False,
           carry_in_place: bool = False) -> tuple[Walker, list[Instr]]:
    w = Walker(target)
    w.passes = passes
    w.fold_srd_offsets = fold
    w.lower_func(func)
    prog = w.top
    if not prog or prog[-1].op != "s_endpgm":
        prog.append(Instr("s_endpgm", kind="endpgm"))
    # (counted either way: the emission judgement tries the in-place one only where it differs)
    w.carried_init_copies = len(carried_init_copies(prog)[0])
    if carry_in_place:
        prog = w.top = coalesce_carried_inits(prog)
    # workgroup ids are system SGPRs right after the user SGPRs (kernarg pointer s[0:1])
    for i, d in enumerate(d for d in "xyz" if d in w.wgid):
        w.wgid[d].phys = 2 + i
        w.wgid[d].fixed = True
    return w, prog


def _lower_without_extra_passes(func, target: str, hz, fold: bool,
                                carry_in_place: bool = False) -> tuple[Walker, list[Instr], Resources]:
    """:func:`_lower_and_allocate`, with the descriptor fold if ``fold``, except where the fold
    costs output passes: its descriptors take four SGPRs per folded offset (a one-wave
    128x128 tile on gfx942 folds 32 offsets, more SGPRs than the file has), and allocation
    then answers with output-tile fission, a slower kernel than the adds it saved. There
    (or where the folded kernel cannot be allocated at all) the unfolded kernel is kept."""
    if not fold:
        return _lower_and_allocate(func, target, hz, False, carry_in_place)
    try:
        folded = _lower_and_allocate(func, target, hz, True, carry_in_place)
    except EmitError:
        folded = None
    if folded is not None and not folded[0].passes:
        return folded
    plain = _lower_and_allocate(func, target, hz, False, carry_in_place)
    if folded is not None:   # (both lowerings were tried: either may carry a copy in place)
        folded[0].carried_init_copies = plain[0].carried_init_copies = max(
            folded[0].carried_init_copies, plain[0].carried_init_copies)
    if folded is not None and len(folded[0].passes) < len(plain[0].passes):
        return folded
    return plain


def _lower_and_allocate(func, target: str, hz, fold: bool = False,
                        carry_in_place: bool = False) -> tuple[Walker, list[Instr], Resources]:
    """Lower and allocate; when the K loop's accumulators cannot be held, split the output
    tile into the fewest passes that fit (fission.py), adding passes while allocation fails.
    Where the accumulators fit but allocation still runs out (they fill the AGPR file and a
    MODULO prologue's MFMA results or the zero they start from need AGPRs besides: gfx942
    ``gemm_tt`` 256x256x64 2x2 MODULO F8), fission is tried from two passes too; if it does
    not apply or does not help, the allocation's own error stands."""
    w, prog = _lower(func, target, [], fold, carry_in_place)
    # copies carried in place in any lowering tried (0: carry_in_place takes every step the same)
    copies = w.carried_init_copies
    demand = accumulator_demand(prog)
    n_passes = passes_needed(demand, hz)
    if n_passes == 1:
        check_accumulator_budget(demand, hz, w, target)
        try:
            return (w, *_allocate_with_fallbacks(prog, hz, w))
        except EmitError as e:
            if demand is None or demand[1] < 2:
                raise
            budget, n_passes = e, 2
    else:
        # passes_needed > 1: the unsplit kernel does not fit, so this is its budget error
        budget = accumulator_budget_error(demand, hz, w, target)
    limit = min(demand[1], MAX_FISSION_PASSES)
    if n_passes > limit:
        raise EmitError(f"{budget.message} Output-tile fission would need {n_passes} passes, "
                        f"more than the {limit} tried.", location=budget.location)
    lds = fission.LdsFootprints(w.lds_access, w.env, w.iv_step, w.lds_size)
    last = None
    while n_passes <= limit:
        try:
            passes = fission.plan(func, n_passes, lds)
        except EmitError as e:
            raise EmitError(f"{budget.message} Output-tile fission does not apply: {e.message} "
                            f"({e.location})", location=budget.location) from e
        w, prog = _lower(func, target, passes, fold, carry_in_place)
        copies = w.carried_init_copies = max(copies, w.carried_init_copies)
        try:
            check_accumulator_budget(accumulator_demand(prog), hz, w, target)
            return (w, *_allocate_with_fallbacks(prog, hz, w))
        except EmitError as e:
            last = e
            n_passes += 1
    raise EmitError(f"{last.message} (output-tile fission tried up to {n_passes - 1} passes)",
                    location=last.location)


def _unified(vgprs: int, agprs: int, alignment: int) -> tuple[int, int]:
    """(accumulator offset, registers of the unified file) of ``vgprs`` arch VGPRs and
    ``agprs`` AGPRs (gfx90a+: arch VGPRs first, AGPRs from the offset, a multiple of
    ``alignment``)."""
    accum_offset = max(alignment, (vgprs + alignment - 1) // alignment * alignment)
    return accum_offset, accum_offset + agprs if agprs else vgprs


def _allocate_with_fallbacks(prog0: list[Instr], hz, w) -> tuple[list[Instr], Resources]:
    """Register allocation, escalating only when registers run out, through
    :func:`_pressure_fallbacks`' steps in order (each step keeps what the ones before it
    did). Then a second allocation spreads registers below the same granule-rounded peak
    (kept only if it stays below it)."""
    war = max((hz.srcc_read_war.get(p, max(hz.srcc_read_war.values()))
               for p in w.mfma_passes.values()), default=0)
    # several output passes: unpin MFMA operands outside loops at the next loop (finalize.allocate)
    per_file = functools.partial(_allocate, war_window=war if w.passes else None)

    def allocate(*args, **kw) -> Resources:
        # the unified file (or a user's register budget) counts VGPRs and AGPRs together: an
        # allocation that fits each file but not their sum escalates like one that does not
        # fit a file (accumulators moved to AGPRs do not help under a budget; sunk LDS reads do)
        res = per_file(*args, **kw)
        total = _unified(res.vgprs, res.agprs, hz.agpr_offset_alignment)[1]
        if total > hz.unified_vgpr_file:
            raise EmitError(f"needs {total} VGPRs+AGPRs, more than the {hz.unified_vgpr_file} of the unified file",
                            location="regalloc")
        return res
    steps = _pressure_fallbacks(prog0, hz, war)
    prog: list[Instr] = []
    errors: list[EmitError] = []
    for _what, prepare, how in steps:
        if prog:
            _reset(prog)
        prog = prepare(prog)
        try:
            res = allocate(prog, hz.arch_vgpr_max, hz.sgpr_max, **how)
            break
        except EmitError as e:
            errors.append(e)
    else:
        # (the second step's error: the first one's counts the arch VGPR file alone)
        fallbacks = [what for what, _, _ in steps[1:]]
        raise EmitError(f"{errors[1].message} even with {', '.join(fallbacks[:-1])} and {fallbacks[-1]} "
                        "(spilling is not implemented; use more waves or a smaller block)",
                        location="regalloc") from errors[-1]
    window, first_fit = how.get("srcab_window"), how.get("first_fit", False)
    gr = hz.vgpr_alloc_granule
    spread = {"v": min(hz.arch_vgpr_max, -(-res.vgprs // gr) * gr),
              "a": min(hz.arch_vgpr_max, -(-res.agprs // gr) * gr), "s": res.sgprs}
    _reset(prog)
    try:
        res2 = allocate(prog, hz.arch_vgpr_max, hz.sgpr_max, spread, srcab_window=window)
        ok = res2.vgprs <= spread["v"] and res2.agprs <= spread["a"] and res2.sgprs <= spread["s"]
    except EmitError:
        ok = False
    if ok:
        return prog, res2
    _reset(prog)
    return prog, allocate(prog, hz.arch_vgpr_max, hz.sgpr_max, srcab_window=window, first_fit=first_fit)


def _pressure_fallbacks(prog0: list[Instr], hz, war: int) -> list[tuple[str, object, dict]]:
    """The allocation's escalation, in order: (what the step adds, for the refusal's
    message; the program it allocates, made from the previous step's, whose registers are
    unallocated again, and ``prog0``; the allocation's options). Each step keeps what the
    ones before it did (register files are properties of the shared values):
    1. everything in VGPRs;
    2. MFMA accumulators in AGPRs (unified file);
    3. additionally LDS reads sunk to their first use and MFMA SrcA/B kept only for the DB's
       SrcC-read WAR window (``war``) instead of to the end of the loop body;
    4. the same with first-fit placement (lowest free range) instead of oldest-freed-first,
       which leaves no holes too small for the 4-dword tiles (gfx950 128x128x64 one-wave
       PREFETCH: 238 VGPRs live at the peak, 256 available, oldest-freed-first fails);
    5. additionally the MFMAs stepped through K across the output tiles (one K step's
       fragments live instead of a whole output row's: gfx942 128x128x64 2x2 NONE within
       LLVM's 119 registers, which otherwise needs output-tile fission);
    6. additionally every value only loads, stores, register copies and MFMAs touch (global
       tiles on their way to LDS, MFMA fragments, their loop-carried copies) in the AGPR
       file, whose slots for them take AGPRs on gfx90a+ (gfx950 gemm_tt 32x128x128 2x2
       FOUR_STAGE BF16: the fragments of two K steps and the next tile in flight need more
       than 256 VGPRs)."""
    def then(change):   # the previous step's program with ``change`` applied to it in place
        def prepare(prog):
            change(prog)
            return prog
        return prepare
    narrow = {"srcab_window": war}
    first_fit = {"srcab_window": war, "first_fit": True}
    return [
        ("everything in VGPRs", lambda _: insert_waits(prog0, hz), {}),
        ("the accumulators in AGPRs", then(move_accumulators_to_agprs), {}),
        ("LDS reads sunk to their uses", lambda _: insert_waits(sink_lds_loads(prog0), hz), narrow),
        ("first-fit placement", lambda prog: prog, first_fit),
        ("the MFMAs stepped through K across the output tiles",
         lambda _: insert_waits(sink_lds_loads(interleave_mfma_chains(prog0)), hz), first_fit),
        ("the tiles and fragments only loads, stores, copies and MFMAs touch in AGPRs",
         then(move_av_values_to_agprs), first_fit),
    ]


def emit_mlir(mlir_text: str, target: str, codeobj: str = "5", fold_srd_offsets: bool | None = None,
              vgpr_budget: int | None = None) -> str:
    """Lower Wave's MLIR for one kernel to a complete AMDGCN ``.s`` text (``fold_srd_offsets``,
    ``vgpr_budget``: :func:`emit_kernel`'s)."""
    return emit_kernel(mlir_text, target, codeobj, fold_srd_offsets, vgpr_budget).text


def _render(k: EmittedKernel, codeobj: str) -> str:
    name = k.name
    wgx, wgy, wgz = k.wg_size
    lines = [
        f'.amdgcn_target "amdgcn-amd-amdhsa--{k.target}"',
        ".text",
        f".globl {name}",
        ".p2align 8",
        f".type {name},@function",
        f"{name}:",
    ]
    for ins in k.program:
        if ins.kind == MARK:
            continue
        lines.append(fmt_instr(ins))
    lines += [
        f".Lfunc_end_{name}:",
        f".size {name}, .Lfunc_end_{name}-{name}",
        "",
        ".rodata",
        ".p2align 6",
        f".amdhsa_kernel {name}",
        "  .amdhsa_user_sgpr_count 2",
        "  .amdhsa_user_sgpr_kernarg_segment_ptr 1",
        f"  .amdhsa_kernarg_size {k.num_args * 8}",
        f"  .amdhsa_group_segment_fixed_size {k.lds_bytes}",
        "  .amdhsa_private_segment_fixed_size 0",
    ]
    for d in "xyz":
        lines.append(f"  .amdhsa_system_sgpr_workgroup_id_{d} {1 if d in k.wgid_dims else 0}")
    lines += [
        f"  .amdhsa_system_vgpr_workitem_id {k.workitem_id}",
        f"  .amdhsa_next_free_vgpr {k.next_free_vgpr}",
        f"  .amdhsa_next_free_sgpr {k.next_free_sgpr}",
        f"  .amdhsa_accum_offset {k.accum_offset}",
        "  .amdhsa_reserve_vcc 0",
        "  .amdhsa_float_denorm_mode_32 3",
        "  .amdhsa_float_denorm_mode_16_64 3",
        ".end_amdhsa_kernel",
        "",
    ]
    args = []
    for i in range(k.num_args):
        args += [
            f"      - .name: arg{i}",
            "        .size: 8",
            f"        .offset: {i * 8}",
            "        .value_kind: global_buffer",
            "        .address_space: global",
        ]
    minor = "2" if codeobj == "5" else "1"
    lines += [
        ".amdgpu_metadata",
        "---",
        "amdhsa.version:",
        "  - 1",
        f"  - {minor}",
        "amdhsa.kernels:",
        f"  - .name: {name}",
        f"    .symbol: {name}.kd",
        "    .args:",
        *args,
        f"    .group_segment_fixed_size: {k.lds_bytes}",
        "    .kernarg_segment_align: 8",
        f"    .kernarg_segment_size: {k.num_args * 8}",
        f"    .max_flat_workgroup_size: {wgx * wgy * wgz}",
        "    .private_segment_fixed_size: 0",
        # the launch shape the kernel is compiled for (LLVM emits it for Wave's kernels too);
        # the cycle model derives a wave's work-item ids from it (sim/cycles_wavepath.py)
        "    .reqd_workgroup_size:",
        f"      - {wgx}",
        f"      - {wgy}",
        f"      - {wgz}",
        f"    .sgpr_count: {k.next_free_sgpr}",
        "    .sgpr_spill_count: 0",
        f"    .vgpr_count: {k.next_free_vgpr}",
        "    .vgpr_spill_count: 0",
        f"    .agpr_count: {k.resources.agprs}",
        "    .wavefront_size: 64",
        "...",
        ".end_amdgpu_metadata",
        "",
    ]
    return "\n".join(lines)
