"""Shared helpers of the post-emit passes: instruction classification and small utilities.

Only the program model (``wave_asm_ext.isa``) and the target DB (``wave_asm_ext.target``)
are used here; nothing from the checker or the simulator (they judge these passes).
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import chain
from operator import attrgetter, methodcaller

from ..errors import AsmParseError, RegisterAllocationError
from ..isa import Instruction, Kernel, Program
from ..isa.model import ORDERED_MARK, Expr, Imm, Reg, Sym, WaitCnt, base_reg, is_bare_barrier
from ..isa.opcodes import format_modifiers, writes_partial_dst
from ..sim.cycles import kernel_resources, workgroup_threads
from ..target import Target
from ..target.cache import target_cache  # noqa: F401  (re-exported: the passes import it from here)
from ..target.model import round_up

#: Register files whose units count as vector registers (VGPR pressure, vector hazards).
VECTOR_FILES = frozenset({"v", "a", "%v", "%a"})
SCALAR_FILES = frozenset({"s", "vcc", "ttmp", "%s"})

#: Memory spaces an access to a space may touch (SMEM reads global memory; FLAT may touch
#: global, scratch and LDS).
SPACE_ALIAS = {"smem": ("global",), "flat": ("global", "scratch", "lds"), "global": ("global",),
               "scratch": ("scratch",), "lds": ("lds",), "gds": ("gds",)}


_MODS_CACHE: dict[tuple, frozenset[str]] = {}


def op_modifiers(inst: Instruction) -> frozenset[str]:
    """Modifiers that change an instruction's class in the DB (``lds``, ``dpp``, ``sdwa``...)."""
    key = (inst.mnemonic, inst.modifiers)
    r = _MODS_CACHE.get(key)
    if r is None:
        r = _MODS_CACHE[key] = _op_modifiers(inst)
    return r


def _op_modifiers(inst: Instruction) -> frozenset[str]:
    mods = {m.name for m in inst.modifiers}
    suffix = inst.encoding
    if suffix in ("dpp", "sdwa"):
        mods.add(suffix)
    if any(m in mods for m in ("row_shl", "row_shr", "row_ror", "row_mirror", "quad_perm", "row_bcast",
                               "wave_shl", "wave_shr", "wave_rol", "wave_ror", "row_newbcast")):
        mods.add("dpp")
    # the DB's "dst_partial" (ISA Table 11 case 20: the result lands in part of the register)
    if writes_partial_dst(inst):
        mods.add("dst_partial")
    # an f8f6f4 MFMA's operand formats (cbsz:4 ...: its pass count, the DB's passes_variants)
    return frozenset(mods) | format_modifiers(inst)


def strip(kernel: Kernel, pred) -> list[list[Instruction]]:
    """Remove the instructions matching ``pred`` from every block (in place); their
    leading comments move to the next instruction (or the block's trailing lines). Inline
    assembly stays (the waits and nops its author wrote are part of the statement).

    The passes strip the same input more than once (every re-scheduled variant starts from
    a snapshot holding the input's waits): the comments move only where the receiver does
    not already start with them, so a comment is not copied once per strip (it was: a
    corpus kernel's ``; implicit-def`` line came out three times). So an input whose wait
    and next instruction carry the same leading comment keeps it once. (What stays
    imperfect: the move still edits the shared receiving instruction in place.)"""
    out_lists = []
    for b in kernel.blocks:
        out: list[Instruction] = []
        carry: list[str] = []
        for inst in b.instructions:
            if pred(inst) and not inst.asm:
                carry.extend(inst.leading)
                continue
            if carry:
                inst.leading = _with_leading(carry, inst.leading)
                carry = []
            out.append(inst)
        if carry:
            b.trailing = _with_leading(carry, b.trailing)
        b.instructions = out
        out_lists.append(list(out))
    return out_lists


def _with_leading(carry: list[str], lines) -> list[str]:
    """``carry`` then ``lines``, unless ``lines`` already starts with ``carry`` (an earlier
    strip of the same instructions moved them there)."""
    lines = list(lines)
    return lines if lines[:len(carry)] == carry else carry + lines


def is_waitcnt(inst: Instruction) -> bool:
    return inst.base == "s_waitcnt"


def has_opaque_code(kernel: Kernel) -> bool:
    """Does the kernel hold code whose register effects the program model does not show:
    inline assembly (``Instruction.asm``) or a call (``s_swappc_b64``/``s_call_b64``: the
    callee reads its arguments from and returns its results in registers no operand of the
    call names)? The passes then only schedule around it and add waits and nops: none of
    the transformations that delete, duplicate, move across iterations or renumber code
    (dead code, unrolling, rotation, rematerialisation, sinking, barrier elision,
    compaction, renaming) touches such a kernel — for inline asm the statement's intent
    (timing, registers it assumes) is not visible either (a renamed call argument was a
    miscompile: the callee read the work-item id instead of the value). An ``s_setreg`` too:
    it changes hardware state later instructions compute under (MODE's rounding and denormal
    fields for every float instruction) without a register the model could order them by, so
    nothing may move across it (the scheduler already takes it as a region boundary)."""
    if kernel.opaque is not None:   # the pipeline's answer for this run
        return kernel.opaque
    return any(i.asm or i.info.branch == "call" or i.base.startswith("s_setreg")
               for b in kernel.blocks for i in b.instructions)


#: Readers/writers that see other lanes' values (or all lanes regardless of EXEC): a value
#: they touch keeps its register (renaming would change what an inactive lane holds).
_CROSS_LANE_BASES = ("v_readlane", "v_readfirstlane", "v_writelane", "v_permlane", "ds_bpermute",
                     "ds_permute", "ds_swizzle", "v_mfma", "v_smfmac")


#: mnemonic -> whether the spelling alone makes it lane-crossing (see cross_lane)
_CROSS_LANE_MNEMONIC: dict[str, bool] = {}


def cross_lane(inst: Instruction) -> bool:
    """Does ``inst`` read or write lanes other than its own, or every lane whatever EXEC says
    (readlane / writelane, permlane, DPP, LDS permutes and swizzles, MFMAs)?"""
    c = _CROSS_LANE_MNEMONIC.get(inst.mnemonic)
    if c is None:
        c = _CROSS_LANE_MNEMONIC[inst.mnemonic] = (inst.encoding == "dpp"
                                                   or inst.base.startswith(_CROSS_LANE_BASES))
    return c or (bool(inst.modifiers) and inst.has_mod("dpp"))


#: directives that put raw bytes into the code stream: an instruction the model cannot see
_RAW_CODE_WORDS = (".byte", ".short", ".long", ".word", ".quad", ".inst", ".fill", ".zero")


def check_no_raw_code_words(kernel: Kernel) -> None:
    """An ``AsmParseError`` for data directives between a kernel's instructions (``.long
    0x...``, ``.inst``...): the words are instructions whose registers no pass can see, and
    the passes would delete or move what they read (a hand-coded ``v_add_u32`` as ``.long``
    lost the ``v_mov`` it reads to dead-code elimination). Such a kernel goes through
    the assembler as written, without the post-emit pass."""
    for b in kernel.blocks:
        # (own-line directives sit before the block's label, before an instruction or after
        # the last one: each is named by the instruction nearest it)
        first, last = (b.instructions[0], b.instructions[-1]) if b.instructions else (None, None)
        places = [(first, b.leading), *((i, i.leading) for i in b.instructions), (last, b.trailing)]
        for near, lines in places:
            word = next((ln.strip() for ln in lines if ln.strip().lower().startswith(_RAW_CODE_WORDS)), None)
            if word is not None:
                raise AsmParseError(
                    f"kernel {kernel.name}: raw code words '{word}' near "
                    f"'{near.text() if near is not None else '(an empty block)'}': the post-emit pass "
                    "cannot see what such an instruction reads or writes; write it as an instruction "
                    "or compile without the pass (--no-postpass)",
                    near.location if near is not None else None)


#: Instructions that read or write registers chosen at run time (M0 / the GPR index mode):
#: no def/use set can describe them (``unmodelled``).
_INDEXED = ("s_set_gpr_idx_", "s_movrel", "v_movrel")


def check_register_bounds(kernel: Kernel, target: Target) -> None:
    """Every physical VGPR, AGPR and SGPR operand lies in the target's register file (DB
    ``registers``: ``arch_vgpr_max``, ``agpr_max``, ``sgpr_max``) and every tuple starts
    where the DB says (``vector_tuple_alignment``, ``sgpr_pair_alignment``,
    ``sgpr_tuple_alignment``): else an ``AsmParseError`` naming
    the operand and its place. The passes would otherwise carry ``v300`` or a misaligned
    ``v[3:4]`` through (llvm-mc rejects both) or, where it is dead, delete it."""
    regs = target.registers
    limits = {"v": (regs.arch_vgpr_max, "arch_vgpr_max"), "a": (regs.agpr_max, "agpr_max"),
              "s": (regs.sgpr_max, "sgpr_max")}
    for b in kernel.blocks:
        for inst in b.instructions:
            for op in inst.operands:
                r = base_reg(op)
                if r is None or r.virtual or r.file not in limits:
                    continue
                limit, key = limits[r.file]
                if r.index + r.count > limit:
                    raise AsmParseError(f"'{inst.text()}': {r} is outside the register file "
                                        f"({r.file}0..{r.file}{limit - 1} on {target.arch}, "
                                        + (f"the post-emit pass option max_vgprs={target.vgpr_budget}: the input "
                                           f"must fit the budget, the passes do not spill)"
                                           if target.vgpr_budget is not None and r.file in "va"
                                           else f"DB registers.{key})"),
                                        inst.location)
                a, key = tuple_alignment(r.file, r.count, regs)
                if r.index % a:
                    raise AsmParseError(f"'{inst.text()}': {r} must start at a multiple of {a} "
                                        f"(DB registers.{key})", inst.location)


def check_input_vgpr_budget(kernel: Kernel, target: Target) -> None:
    """Where a user set a VGPR budget (``Target.with_vgpr_budget``), the input kernel's
    declared vector registers (``next_free_vgpr``) fit it: the passes keep a kernel within
    the budget, they do not spill one that is over it (``compact.fit_to_budget`` renumbers
    an input whose live values fit first). Else a ``RegisterAllocationError`` naming the
    kernel, its count, its live peak and the budget."""
    nfv = kernel.descriptor_int("next_free_vgpr")
    if target.vgpr_budget is not None and nfv is not None and nfv > target.vgpr_budget:
        peak = peak_vector_pressure(kernel)
        why = (f"its live values peak at {peak} in the input's order, so no renumbering fits them"
               if peak > target.vgpr_budget else
               f"its live values (peak {peak}) would fit, but its registers cannot be renumbered (it writes EXEC, "
               f"may run partial waves, indexes registers or calls: passes.compact.eligible)")
        raise RegisterAllocationError(f"kernel {kernel.name}: declares {nfv} vector registers "
                                      f"(.amdhsa_next_free_vgpr), more than the post-emit pass option "
                                      f"max_vgprs={target.vgpr_budget}; {why}: the passes keep a kernel within the "
                                      f"budget, they do not spill one that is over it")


def _declared_register_problems(kernel: Kernel, target: Target) -> tuple[list[str], Instruction | None]:
    """(what breaks :func:`check_declared_registers`' rule, the first instruction naming the
    highest VGPR or AGPR involved); ([], None) where the declarations hold what the code names."""
    nfv = kernel.descriptor_int("next_free_vgpr")
    if nfv is None:
        return [], None
    acc = kernel.descriptor_int("accum_offset")
    vgprs = agprs = 0
    first: dict[str, Instruction] = {}
    for b in kernel.blocks:
        for inst in b.instructions:
            for op in inst.operands:
                r = base_reg(op)
                if r is None or r.virtual:
                    continue
                if r.file == "v" and r.index + r.count > vgprs:
                    vgprs, first["v"] = r.index + r.count, inst
                elif r.file == "a" and r.index + r.count > agprs:
                    agprs, first["a"] = r.index + r.count, inst
    problems, at = [], None
    if acc is not None and vgprs > acc:
        problems.append(f"v{vgprs - 1} at or above the accumulator offset {acc}")
        at = at or first["v"]
    if agprs and acc is not None and nfv < acc + agprs:
        problems.append(f"next_free_vgpr {nfv} below offset {acc} + {agprs} AGPRs named")
        at = at or first["a"]
    if not agprs and nfv < vgprs:   # (without AGPRs the total may stop below the offset)
        problems.append(f"next_free_vgpr {nfv} below v{vgprs - 1}")
        at = at or first["v"]
    if nfv > target.registers.unified_vgpr_file:
        problems.append(f"next_free_vgpr {nfv} beyond the {target.registers.unified_vgpr_file}-register file")
    return problems, at


def check_input_declared_registers(kernel: Kernel, target: Target) -> None:
    """The input kernel's descriptor covers the registers its code names (the rule of
    :func:`check_declared_registers`): a kernel naming ``v40`` with ``.amdhsa_next_free_vgpr
    16`` would run on registers its wave does not own, and the passes would carry it through.
    ``AsmParseError`` naming the first instruction that names the highest register."""
    problems, at = _declared_register_problems(kernel, target)
    if problems:
        raise AsmParseError(f"kernel {kernel.name}: its descriptor does not cover the registers its code names: "
                            + "; ".join(problems) + (f" (first at '{at.text()}')" if at is not None else ""),
                            at.location if at is not None else None)


def check_declared_registers(kernel: Kernel, target: Target) -> None:
    """The kernel's declared vector registers hold what its code names and fit the register
    file: the accumulator offset covers the highest VGPR, the declared total (``next_free_vgpr``)
    the offset plus the highest AGPR, and the total is at most the unified file (DB
    ``registers.unified_vgpr_file``). The passes grow and shrink declarations (load rotation,
    AGPR staging, renaming, compaction); a kernel that breaks this is a pass's bug, which
    llvm-mc would reject (``.amdhsa_next_free_vgpr 516``) or worse, run with registers its
    wave does not own: ``RuntimeError`` naming the kernel and the counts. (The input is held
    to the same rule first: :func:`check_input_declared_registers`.)"""
    problems, _ = _declared_register_problems(kernel, target)
    if problems:
        raise RuntimeError(f"kernel {kernel.name}: declared vector registers after the passes: " + "; ".join(problems))


def tuple_alignment(file: str, count: int, regs) -> tuple[int, str]:
    """(alignment, DB key) of the first register of a ``count``-register operand of
    ``file`` ("v", "a", "s"; ``regs``: the target's ``registers``); (1, "") where any
    register may start it."""
    if file in ("v", "a") and count > 1:
        return regs.vector_tuple_alignment, "vector_tuple_alignment"
    if file == "s" and count == 2:
        return regs.sgpr_pair_alignment, "sgpr_pair_alignment"
    if file == "s" and count >= 4:
        return regs.sgpr_tuple_alignment, "sgpr_tuple_alignment"
    return 1, ""


#: relocations relative to the PC (``s_getpc_b64`` + ``sym@rel32@lo+4`` / ``@rel32@hi+12``, the
#: GOT forms): the literal's offset from the ``s_getpc_b64`` is part of the value, so nothing
#: may come between them
_PC_RELATIVE = re.compile(r"@(rel|gotpcrel)(32|64)?\b")


def pc_relative(inst: Instruction) -> bool:
    """Does an operand of ``inst`` hold a PC-relative relocation? Such an instruction keeps
    its place right after its ``s_getpc_b64`` (a region boundary of the scheduler)."""
    return any(isinstance(op, (Sym, Expr)) and _PC_RELATIVE.search(_symbol_text(op)) for op in inst.operands)


def _symbol_text(op) -> str:
    return op.name if isinstance(op, Sym) else op.text


def _label_taken(kernel: Kernel) -> str | None:
    """The first instruction that uses one of the unit's labels as a value (not as its branch
    target: ``s_add_u32 s4, s4, .Ltarget-.Lpc`` after ``s_getpc_b64``), with the label: a
    computed jump may then reach that label from where the CFG shows no edge."""
    labels = {b.label for b in kernel.blocks if b.label}
    if not labels:
        return None
    for b in kernel.blocks:
        for inst in b.instructions:
            target = inst.branch_target()
            for op in inst.operands:
                if not isinstance(op, (Sym, Expr)):
                    continue
                names = set(_SYMBOL_NAME.findall(_symbol_text(op))) & labels
                names.discard(target)
                if names:
                    return f"label '{min(names)}' is used as a value at {inst.location} ({inst.mnemonic})"
    return None


_SYMBOL_NAME = re.compile(r"[A-Za-z_.$][\w.$]*")


def unmodelled(kernel: Kernel) -> str | None:
    """Why the passes must leave the unit exactly as written, or None: an instruction that
    indexes registers at run time (``s_set_gpr_idx_on``, ``s_movrel*``, ``v_movrel*``: which
    registers it reads or writes is in M0 / the index mode, so dead code, dependences and
    pending loads all go unseen), an ``s_setpc_b64`` in a unit that is not a function
    (a jump through a computed address: its target is outside the CFG, and with a literal
    offset from ``s_getpc_b64`` any change of code size moves it), or a label of the unit
    used as a value (a function's jump table: its ``s_setpc_b64`` is then no return, and
    the label's distance from another is part of a value). Names the first such
    instruction and its place."""
    taken = _label_taken(kernel)
    if taken is not None:
        return taken
    callee = None
    for b in kernel.blocks:
        for inst in b.instructions:
            base = inst.base
            if base.startswith(_INDEXED):
                return f"{base} at {inst.location} indexes registers at run time"
            if base == "s_setpc_b64":
                if callee is None:
                    callee = kernel.is_callee
                if not callee:
                    return f"s_setpc_b64 at {inst.location} jumps to a computed address inside a kernel"
    return None


def is_nop(inst: Instruction) -> bool:
    return inst.base == "s_nop"


def nop_wait_states(inst: Instruction) -> int:
    """Wait states an ``s_nop N`` provides (N+1, DB ``units.wait_state``)."""
    ops = inst.operands
    n = getattr(ops[0], "value", 0) if ops else 0
    return int(n) + 1


def max_nop_wait_states(target: Target) -> int:
    """Largest number of wait states one ``s_nop`` can provide on this target (DB)."""
    return int(target.data["units"]["max_wait_states_per_s_nop"]["value"])


def all_kernels(program: Program) -> list[Kernel]:
    return [k for k in program.kernels if k.blocks]


#: mnemonic -> what kernel_metrics counts it as (see _metric_kind)
_METRIC_KIND: dict[str, str] = {}


def _metric_kind(base: str) -> str:
    """"w" s_waitcnt, "n" s_nop, "m" MFMA, "" anything else."""
    if base == "s_waitcnt":
        return "w"
    if base == "s_nop":
        return "n"
    if base.startswith("v_mfma") or base.startswith("v_smfmac"):
        return "m"
    return ""


def kernel_metrics(kernel: Kernel, target: Target, peak: int | None = None) -> dict:
    """Instruction-level counts used by the report and the scheduler's objective
    (``peak``: the peak live vector units if the caller already knows it)."""
    insts = list(chain.from_iterable(b.instructions for b in kernel.blocks))
    return {**instruction_metrics(insts),
            "peak_vgpr_units": peak_vector_pressure(kernel) if peak is None else peak}


def instruction_metrics(insts: list[Instruction]) -> dict:
    """Instructions, s_waitcnt, s_nop, their wait states and MFMAs of ``insts``."""
    # counted per mnemonic in C (Counter over the mnemonics), then classified per distinct
    # mnemonic: the pipeline asks this twice per kernel, over every instruction
    mnemonics = list(map(_MNEMONIC, insts))
    waits = nops = nop_ws = mfma = 0
    for m, c in Counter(mnemonics).items():
        kind = _METRIC_KIND.get(m)
        if kind is None:
            kind = _METRIC_KIND[m] = _metric_kind(insts[mnemonics.index(m)].base)
        if kind == "w":
            waits += c
        elif kind == "n":
            nops += c
            j = -1
            for _ in range(c):   # the wait states of each (found by a C-level search)
                j = mnemonics.index(m, j + 1)
                nop_ws += nop_wait_states(insts[j])
        elif kind == "m":
            mfma += c
    return {"instructions": len(insts), "s_waitcnt": waits, "s_nop": nops, "nop_wait_states": nop_ws, "mfma": mfma}


_MNEMONIC = attrgetter("mnemonic")


# --------------------------------------------------------------------------- unit bits

#: register unit (or pseudo unit) -> bit index, shared by the passes' bit-mask states
_UNIT_INDEX: dict = {}
_UNITS_BITS: dict[frozenset, int] = {}
#: register file -> bits of its units allocated so far
_FILE_BITS: dict[str, int] = {}


def unit_index(u) -> int:
    """A stable bit index for a register unit (allocated on first use)."""
    i = _UNIT_INDEX.get(u)
    if i is None:
        i = _UNIT_INDEX[u] = len(_UNIT_INDEX)
        _FILE_BITS[u[0]] = _FILE_BITS.get(u[0], 0) | (1 << i)
    return i


def unit_count() -> int:
    """How many unit indices :func:`unit_index` has handed out (all are below it)."""
    return len(_UNIT_INDEX)


def file_bits(files: tuple[str, ...]) -> int:
    """Bits (:func:`unit_index`) of every unit of these register files allocated so far:
    ``units_bits(s) & file_bits(f)`` are the units of ``s`` in files ``f``."""
    # the bits change only when a unit is numbered: kept per files with the count then
    e = _FILE_BITS_OF.get(files)
    n = len(_UNIT_INDEX)
    if e is not None and e[0] == n:
        return e[1]
    m = 0
    for f in files:
        m |= _FILE_BITS.get(f, 0)
    _FILE_BITS_OF[files] = (n, m)
    return m


#: files -> (unit_count() when computed, file_bits(files))
_FILE_BITS_OF: dict[tuple, tuple[int, int]] = {}


def units_bits(units: frozenset) -> int:
    """Bit mask (bits from :func:`unit_index`) of a set of units (cached per set)."""
    m = _UNITS_BITS.get(units)
    if m is None:
        m = 0
        ids = _UNIT_IDS.get(units)
        if ids is not None:   # numbered already (unit_ids): no per-unit lookups
            for i in ids:
                m |= 1 << i
        else:
            for u in units:
                m |= 1 << unit_index(u)
        if len(_UNITS_BITS) > 200000:
            _UNITS_BITS.clear()
        _UNITS_BITS[units] = m
    return m


_UNIT_IDS: dict[frozenset, tuple[int, ...]] = {}
#: Entries after which the unit_ids cache starts over (bounds its memory in a long-lived
#: process; a cache size, not a hardware fact).
_UNIT_IDS_MAX = 200_000


def unit_ids(units: frozenset) -> tuple[int, ...]:
    """The :func:`unit_index` of every unit of a set (cached per set): small ints are
    cheaper dict keys than unit tuples in the scheduler's per-unit maps."""
    t = _UNIT_IDS.get(units)
    if t is None:
        t = tuple(unit_index(u) for u in units)
        if len(_UNIT_IDS) > _UNIT_IDS_MAX:
            _UNIT_IDS.clear()
        _UNIT_IDS[units] = t
    return t


# --------------------------------------------------------------------------- liveness

#: Layout of the vector masks below: bits [0, VGPR_BITS) are arch VGPRs v0.., AGPRs follow
#: (an encoding choice, larger than any VGPR index; not a hardware limit).
VGPR_BITS = 512


def _vec_bit(unit: tuple[str, int]) -> int:
    f, i = unit
    if f == "v":
        return 1 << i
    if f == "a":
        return 1 << (VGPR_BITS + i)
    if f == "%v":
        return 1 << (1024 + i)
    if f == "%a":
        return 1 << (1024 + 4096 + i)
    return 0


_MASK_CACHE: dict[frozenset, int] = {}

#: (file, index, count) -> Reg(file, index, count): the passes' renamed operands, one object
#: per register (a Reg is immutable; building one costs more than the lookup)
REGS: dict[tuple[str, int, int], Reg] = {}


def vec_mask(units: frozenset) -> int:
    """Bit mask of the vector register units in ``units`` (cached per frozenset)."""
    m = _MASK_CACHE.get(units)
    if m is None:
        m = 0
        for u in units:
            if u[0] in VECTOR_FILES:
                m |= _vec_bit(u)
        if len(_MASK_CACHE) > 200000:
            _MASK_CACHE.clear()
        _MASK_CACHE[units] = m
    return m


_UNIT_FACTS: dict[frozenset, tuple[tuple[int, ...], int]] = {}


def unit_facts(units: frozenset) -> tuple[tuple[int, ...], int]:
    """(:func:`unit_ids`, :func:`vec_mask`) of a set in one cache lookup: the scheduler
    needs both for the def and the use set of every instruction."""
    e = _UNIT_FACTS.get(units)
    if e is None:
        e = (unit_ids(units), vec_mask(units))
        if len(_UNIT_FACTS) > _UNIT_IDS_MAX:
            _UNIT_FACTS.clear()
        _UNIT_FACTS[units] = e
    return e


def live_before(insts: list, q: int, live_out: set) -> set:
    """The units live before ``insts[q]`` of a block whose units live at its end are
    ``live_out`` (one backward walk over ``insts[q:]``)."""
    live = set(live_out)
    for inst in reversed(insts[q:]):
        live = (live - inst.defs()) | inst.uses()
    return live


def unit_liveness_of(cfg, facts: list) -> tuple[list[set], list[set]]:
    """Per block: the register units live at its start and at its end (backward data flow
    over ``cfg`` to a fixed point, loop back-edges included); ``facts``: per block, per
    instruction, (units written, units read) — every unit, or those of the files the
    caller follows. (The bit-mask form: :func:`mask_live_out`.)"""
    gen_kill = [block_gen_kill(seq) for seq in facts]
    return live_sets(cfg, [g for g, _ in gen_kill], [k for _, k in gen_kill])


def block_gen_kill(seq) -> tuple[set, set]:
    """(units read before any write, units written) of one block's (defs, uses) per
    instruction, for :func:`live_sets`."""
    g: set = set()
    k: set = set()
    for d, us in reversed(seq):
        g.difference_update(d)
        g.update(us)
        k.update(d)
    return g, k


def live_sets(cfg, gen: list[set], kill: list[set]) -> tuple[list[set], list[set]]:
    """:func:`unit_liveness_of` from its blocks' :func:`block_gen_kill` (callers that
    keep those of unchanged blocks)."""
    nb = len(gen)
    live_in: list[set] = [set() for _ in range(nb)]
    live_out: list[set] = [set() for _ in range(nb)]
    order = list(reversed(cfg.rpo)) + cfg.unreachable
    changed = True
    while changed:
        changed = False
        for bi in order:
            out = set().union(*(live_in[s] for s in cfg.succs[bi]))
            inn = gen[bi] | (out - kill[bi])
            if out != live_out[bi] or inn != live_in[bi]:
                live_out[bi], live_in[bi] = out, inn
                changed = True
    return live_in, live_out


def vector_live_out(kernel: Kernel, masks=None, cfg=None) -> list[int]:
    """Per block: bit mask of vector register units live at the block's end (backward
    dataflow). ``masks(block index)``: (vector def mask, vector use mask) per instruction
    of the block, if the caller already holds them; ``cfg``: the kernel's, if built."""
    cfg = kernel.cfg if cfg is None else cfg
    if masks is None:
        blocks = kernel.blocks
        masks = lambda bi: [(vec_mask(i.defs()), vec_mask(i.uses())) for i in blocks[bi].instructions]  # noqa: E731
    return mask_live_out(cfg, masks, len(kernel.blocks))


def mask_live_out(cfg, masks, nb: int) -> list[int]:
    """Per block of ``cfg`` (``nb`` blocks): the bit mask of units live at its end, from
    ``masks(block index)``: (def mask, use mask) per instruction of the block (any units
    the caller follows: vector units, every file); the backward fixpoint over the CFG,
    loop back-edges included. (The set form: :func:`unit_liveness_of`.)"""
    gen = [0] * nb
    kill = [0] * nb
    # only a successor's live-in is ever read: skip the summaries of the other blocks
    # (a straight-line kernel needs none)
    read = {s for succs in cfg.succs for s in succs}
    for bi in read:
        g = k = 0
        for d, u in reversed(masks(bi)):
            g = (g & ~d) | u
            k |= d
        gen[bi] = g
        kill[bi] = k
    live_in = [0] * nb
    live_out = [0] * nb
    changed = True
    order = list(reversed(cfg.rpo)) + cfg.unreachable
    while changed:
        changed = False
        for bi in order:
            out = 0
            for s in cfg.succs[bi]:
                out |= live_in[s]
            inn = gen[bi] | (out & ~kill[bi])
            if out != live_out[bi] or inn != live_in[bi]:
                live_out[bi] = out
                live_in[bi] = inn
                changed = True
    return live_out


def peak_in_sequence(insts: list[Instruction], live_after: int) -> int:
    """Max number of live vector units over a straight-line sequence, given what is live after it.

    A defined unit counts as live at its definition even if never read (it occupies a register).
    """
    return peak_in_masks([(vec_mask(i.defs()), vec_mask(i.uses())) for i in insts], live_after)


def peak_in_masks(masks: list[tuple[int, int]], live_after: int) -> int:
    """:func:`peak_in_sequence` of a sequence given as (vector def mask, vector use mask)
    per instruction (callers that already hold the masks skip the per-set lookups)."""
    live = live_after
    peak = live.bit_count()
    # the units live before an instruction are counted again, as a subset, in the next
    # (earlier) one's ``live | d``: only the first instruction's need a count of their own
    for d, u in reversed(masks):
        c = (live | d).bit_count()
        if c > peak:
            peak = c
        live = (live & ~d) | u
    c = live.bit_count()
    return c if c > peak else peak


def peak_vector_pressure(kernel: Kernel) -> int:
    """Peak live vector register units (VGPR + AGPR) over the kernel."""
    return max(block_peaks(kernel), default=0)


def block_peaks(kernel: Kernel, cfg=None) -> list[int]:
    """Per block: the peak live vector register units (VGPR + AGPR) inside it (``cfg``:
    the kernel's, if built)."""
    live_out = vector_live_out(kernel, cfg=cfg) if kernel.blocks else []
    return [peak_in_sequence(b.instructions, live_out[bi]) for bi, b in enumerate(kernel.blocks)]


def declared_waves_per_simd(kernel: Kernel, target: Target) -> int:
    """Occupancy from the kernel descriptor / metadata and the DB (1 if undeclared)."""
    if kernel.descriptor_int("next_free_vgpr") is None:
        return 1
    res = kernel_resources(kernel, target)
    try:
        return max(1, target.occupancy(res["vgprs"], res["agprs"], res["sgprs"], res["lds_bytes"],
                                       res["workgroup_waves"]))
    except Exception:  # an over-limit kernel: rank as one wave
        return 1


def named_agprs(kernel: Kernel) -> int:
    """One past the highest AGPR an instruction of ``kernel`` names (0: none)."""
    cache = _TOP_AGPR
    if len(cache) > _TOP_AGPR_MAX:
        cache.clear()
    insts = kernel.instructions
    hi = -1
    # per distinct def or use set (interned: a kernel has few), gathered in C as
    # writes_exec does; a union per instruction was most of a declared_vgprs call
    for units in dict.fromkeys(chain(map(_DEFS, insts), map(_USES, insts))):
        top = cache.get(units)
        if top is None:
            top = cache[units] = max((i for f, i in units if f == "a" and isinstance(i, int)), default=-1)
        if top > hi:
            hi = top
    return hi + 1


#: unit set -> the highest AGPR it names, -1 for none (:func:`named_agprs`)
_TOP_AGPR: dict[frozenset, int] = {}
#: entries after which :data:`_TOP_AGPR` starts over (it keeps its sets alive in a
#: long-lived process; a cache size, not a hardware fact)
_TOP_AGPR_MAX = 200_000


def declared_vgprs(kernel: Kernel, target: Target, arch_vgprs: int, shrink: bool = False) -> tuple[int | None, int]:
    """(accum_offset, next_free_vgpr) of ``kernel`` once it uses ``arch_vgprs``
    architectural VGPRs: its AGPRs (named relative to the accum offset) move with the
    offset (DB ``agpr_offset_alignment``). The offset only grows unless ``shrink``; with
    ``shrink``, declared AGPRs no instruction names are dropped (an allocation padded to
    the granule declares some: AGPRs above the highest one named)."""
    nfv = kernel.descriptor_int("next_free_vgpr")
    acc = kernel.descriptor_int("accum_offset")
    if nfv is None:
        return None, arch_vgprs
    align = target.registers.agpr_offset_alignment
    if acc is None:
        return None, arch_vgprs if shrink else max(nfv, arch_vgprs)
    new_acc = round_up(arch_vgprs, align)
    if not shrink:
        new_acc = max(acc, new_acc)
    if nfv > acc:
        if not shrink:
            return new_acc, nfv + new_acc - acc   # the declared AGPRs sit above the offset
        named = named_agprs(kernel)
        if named:
            return new_acc, new_acc + named       # the AGPRs in use, without padding
    return new_acc, arch_vgprs if shrink else max(nfv, arch_vgprs)


def set_declared_vgprs(kernel: Kernel, accum_offset: int | None, next_free_vgpr: int) -> None:
    """Write a :func:`declared_vgprs` result into the kernel descriptor and metadata (the
    pipeline re-serialises the program's metadata text where a pass changed the metadata:
    ``passes.pipeline._run_passes``)."""
    if kernel.descriptor is None:
        return
    if accum_offset is not None:
        kernel.descriptor[".amdhsa_accum_offset"] = str(accum_offset)
    kernel.descriptor[".amdhsa_next_free_vgpr"] = str(next_free_vgpr)
    if kernel.metadata is not None and ".vgpr_count" in kernel.metadata:
        kernel.metadata[".vgpr_count"] = next_free_vgpr


def global_write(inst: Instruction) -> bool:
    """Does the instruction store to (or atomically update) global memory?"""
    _, wr = inst.mem_effects()
    return bool(wr) and any("global" in SPACE_ALIAS.get(sp, (sp,)) for sp in wr)


def _ordered_rule(target: Target) -> tuple[frozenset, frozenset]:
    """(class tags, modifiers) of DB ``waitcnt_rules.ordered_access``."""
    v = target.data.get("waitcnt_rules", {}).get("ordered_access", {}).get("value") or {}
    return frozenset(v.get("tags", ())), frozenset(v.get("modifiers", ()))


#: (mnemonic, modifiers) -> is it an ordered access (per target, :func:`ordered_access`)
_ORDERED: dict[tuple, bool] = {}


def ordered_access(inst: Instruction, target: Target) -> bool:
    """Is ``inst`` an ordered access (DB ``waitcnt_rules.ordered_access``: an atomic, or a
    load/store carrying a scope bit: an atomic load/store or a volatile access)? No memory
    operation may move across it, and a fence the input wrote as waits around it stays
    (:func:`.fences.mark_input_releases`). Accesses to scratch alone are private to the lane:
    never ordered. A memory instruction whose comment carries ``isa.model.ORDERED_MARK`` is
    one too (an LDS atomic compiles to a plain ``ds_read`` / ``ds_write``)."""
    c = inst.comment
    if c is not None and ORDERED_MARK in c and inst.info.mem not in (None, "none"):
        return True   # the author's mark (isa.model.ORDERED_MARK: an LDS atomic, say)
    key = (target.arch, inst.mnemonic, inst.modifiers)
    r = _ORDERED.get(key)
    if r is None:
        rd, wr = inst.mem_effects()
        spaces = {a for sp in rd | wr for a in SPACE_ALIAS.get(sp, (sp,))} - {"scratch"}
        r = False
        if spaces:
            tags, mods = target_cache(target, "ordered_access_rule", lambda: _ordered_rule(target))
            r = (bool(tags & target.classify(inst.mnemonic, op_modifiers(inst)).tags)
                 or any(m.name in mods for m in inst.modifiers))
        if len(_ORDERED) > 100000:
            _ORDERED.clear()
        _ORDERED[key] = r
    return r


#: (target, mnemonic, modifiers) -> is it a cache-control instruction (:func:`order_point`)
_CACHE_CONTROL: dict[tuple, bool] = {}


def order_point(inst: Instruction, target: Target) -> bool:
    """An ordered access or a cache-control instruction (buffer_inv, buffer_wbl2,
    s_dcache_*): the places a fence written as waits orders memory around."""
    if ordered_access(inst, target):
        return True
    key = (target.arch, inst.mnemonic, inst.modifiers)
    r = _CACHE_CONTROL.get(key)
    if r is None:
        if len(_CACHE_CONTROL) > 100000:
            _CACHE_CONTROL.clear()
        r = _CACHE_CONTROL[key] = "cache_control" in target.classify(inst.mnemonic, op_modifiers(inst)).tags
    return r


def barriers_publish_global_stores(kernel: Kernel) -> bool:
    """Do the kernel's ``s_barrier`` instructions, as the input has them, order its global
    stores for the other waves? Asked of the input before any pass strips its waits: a
    text pass cannot tell LLVM's LDS-only workgroup fence from one that also covers global
    memory (SIMemoryLegalizer then puts an ``s_waitcnt vmcnt(0)`` right before the
    barrier). Per barrier, over the paths into it: a global store or atomic still pending
    there in the input (no ``s_waitcnt`` naming vmcnt after it) on some path — the input
    does not publish its stores through this barrier; else a store retired by such a wait
    on some path — it may (a fence, or we cannot tell); else no store reaches it — nothing
    to publish. False when no barrier may publish: the output's barriers then need not wait
    for global stores either (clang-22 -O3 atomics with barrier(CLK_LOCAL_MEM_FENCE): 4.8 %
    of the kernel by the cycle model). A kernel without barriers answers True (irrelevant).

    One forward data flow over the CFG (states none < waited < pending, joined by max):
    linear in the kernel, which matters on 20k-instruction inputs with many barriers."""
    none, waited, pending = 0, 1, 2
    blocks = kernel.blocks
    # per block, its relevant events in order: "S" a global store, "W" a wait naming vmcnt
    # (or one we cannot read), "B" a barrier
    events: list[list[str]] = []
    for b in blocks:
        ev = []
        for inst in b.instructions:
            base = inst.base
            if base == "s_barrier":
                if not is_bare_barrier(inst):   # a bare barrier publishes nothing
                    ev.append("B")
            elif base == "s_waitcnt":
                wc = inst.operands[0] if inst.operands else None
                if not isinstance(wc, WaitCnt) or wc.vmcnt is not None:
                    ev.append("W")
            elif global_write(inst):
                ev.append("S")
        events.append(ev)
    if not any("B" in ev for ev in events):
        return True

    def run(ev: list[str], state: int, verdicts: list | None = None) -> int:
        for e in ev:
            if e == "S":
                state = pending
            elif e == "W":
                state = waited if state != none else none
            elif verdicts is not None:
                verdicts.append(state)
        return state

    cfg = kernel.cfg
    entry = [none] * len(blocks)
    exit_ = [run(ev, none) for ev in events]
    changed = True
    while changed:
        changed = False
        for bi in cfg.rpo:
            e = max((exit_[p] for p in cfg.preds[bi]), default=none)
            if e > entry[bi]:
                entry[bi] = e
                x = run(events[bi], e)
                if x != exit_[bi]:
                    exit_[bi] = max(x, exit_[bi])
                    changed = True
    verdicts: list[int] = []
    for bi, ev in enumerate(events):
        run(ev, entry[bi], verdicts)
    return waited in verdicts


def global_store_bases(kernel: Kernel) -> set[frozenset]:
    """Register units of the base (buffer resource / SGPR base) of every global write."""
    bases: set[frozenset] = set()
    for inst in kernel.instructions:
        if global_write(inst):
            for role in ("srsrc", "saddr", "sbase"):
                op = inst.operand(role)
                if isinstance(op, Reg):
                    bases.add(frozenset(op.units()))
    return bases


def single_wave_workgroup(kernel: Kernel, target: Target) -> bool:
    """Does the kernel's metadata bound its workgroup by one wave (``.reqd_workgroup_size``,
    else ``.max_flat_workgroup_size``, at most the wavefront size: the metadata's, else the
    DB's)? Then ``s_barrier`` orders nothing: there is no other wave to wait for."""
    threads = workgroup_threads(kernel)
    wave = int((kernel.metadata or {}).get(".wavefront_size") or target.wave_size)
    return 0 < threads <= wave


def full_wave_exec(kernel: Kernel, target: Target | None) -> bool:
    """Is every lane of every wave active from launch on, as far as the metadata tells?
    The workgroup's required size (``.reqd_workgroup_size``; a maximum flat size could be
    launched smaller) is a whole number of waves, so no wave starts with lanes off. The
    caller checks that no instruction writes EXEC. Without a ``target`` the wave size comes
    from the metadata alone (unknown: not a full wave)."""
    md = kernel.metadata or {}
    if not md.get(".reqd_workgroup_size"):
        return False
    threads = workgroup_threads(kernel)
    wave = md.get(".wavefront_size") or (target.wave_size if target is not None else None)
    return wave is not None and threads > 0 and threads % int(wave) == 0


def drop_barriers(kernel: Kernel) -> int:
    """Drop the kernel's ``s_barrier`` instructions; how many there were (``passes.barrier_elision``
    after scheduling; the scheduler's barrier-free variant before it, ``passes.variants``)."""
    removed = 0
    for b in kernel.blocks:
        kept = [i for i in b.instructions if i.base != "s_barrier"]
        if len(kept) != len(b.instructions):
            removed += len(b.instructions) - len(kept)
            b.instructions = kept
    return removed


def global_writes_reach_barrier(kernel: Kernel) -> bool:
    """Can some global store/atomic execute before some s_barrier (same block later, or any
    block reachable in the CFG, loop back-edges included)? If not, no barrier orders another
    wave's global write before this wave's reads, and global loads may move across barriers."""
    cfg = kernel.cfg
    reached: set[int] = set()
    barrier_blocks: set[int] = set()
    for bi, b in enumerate(kernel.blocks):
        wrote = False
        for inst in b.instructions:
            if inst.base == "s_barrier":
                barrier_blocks.add(bi)
                if wrote:
                    return True
            if global_write(inst):
                wrote = True
        if wrote:
            reached.update(cfg.succs[bi])
    work = list(reached)
    while work:
        bi = work.pop()
        for s2 in cfg.succs[bi]:
            if s2 not in reached:
                reached.add(s2)
                work.append(s2)
    return bool(reached & barrier_blocks)


#: def set -> it holds an EXEC unit (:func:`writes_exec`, asked per instruction)
_EXEC_WRITERS: dict[frozenset, bool] = {}


def barriers_skipped_by_some_waves(kernel: Kernel) -> bool:
    """Is some ``s_barrier`` inside the range a forward conditional branch jumps over? Then
    the waves of a workgroup may execute different barrier sequences (Wave's 8-wave
    PREFETCH ping-pong: half the waves take one extra barrier before the K loop, the other
    half one after it), and the k-th barrier of one wave need not meet the k-th of another:
    a transformation that adds barriers or LDS operations may not rely on the pairing
    (``CFG.barriers_skipped``)."""
    return kernel.cfg.barriers_skipped


def lds_after_exit(kernel: Kernel, cfg, bi: int) -> bool:
    """Can an instruction that touches LDS run after loop block ``bi`` exits (or the loop
    again)?"""
    work = [s for s in cfg.succs[bi] if s != bi]
    seen = set(work)
    while work:
        b = work.pop()
        if b == bi:
            return True
        for inst in kernel.blocks[b].instructions:
            rd, wr = inst.mem_effects()
            if any(sp in ("lds", "flat") for sp in rd | wr):
                return True
        for s in cfg.succs[b]:
            if s not in seen:
                seen.add(s)
                work.append(s)
    return False


def writes_exec(lists: list[list[Instruction]]) -> bool:
    """Does any instruction of the block lists write EXEC (explicitly or implicitly)?"""
    cache = _EXEC_WRITERS
    if len(cache) > 200000:   # bounds the cache in a long-lived process
        cache.clear()
    found = False
    # the distinct def sets in first-seen order (gathered in C: one Python step per set,
    # not per instruction)
    for d in dict.fromkeys(map(_DEFS, chain.from_iterable(lists))):
        w = cache.get(d)
        if w is None:
            # units_bits also numbers the set's units on first sight, as it always did here
            w = cache[d] = bool(units_bits(d) & file_bits(("exec",)))
        if w:
            found = True
    return found


_DEFS = methodcaller("defs")
_USES = methodcaller("uses")


def same_objects(a: list[list], b: list[list]) -> bool:
    """Per-block lists holding the same objects in the same order (the scheduler hands its
    solved lists to the waitcnt and hazard passes only for exactly that order)."""
    return len(a) == len(b) and all(len(x) == len(y) and all(p is q for p, q in zip(x, y))
                                    for x, y in zip(a, b))


#: moves of the literal 0 an MFMA accumulator input can read as the inline constant
_ZERO_MOVES = frozenset({"v_mov_b32", "v_mov_b64", "v_accvgpr_write_b32", "v_accvgpr_write"})


def _zero_move(inst: Instruction) -> bool:
    """``v_mov_b32/b64`` or ``v_accvgpr_write_b32`` of the literal 0, no modifiers."""
    ops = inst.operands
    return (inst.base in _ZERO_MOVES and not inst.modifiers and len(ops) == 2
            and isinstance(ops[1], Imm) and ops[1].value == 0)


def fold_zero_accumulators(insts: list[Instruction], copied_from: int) -> int:
    """In ``insts[copied_from:]`` (one block's instructions: ``passes.unroll``'s peeled
    iteration, ``passes.propagate``'s blocks outside loops), an MFMA whose accumulator
    input is wholly the zero of moves before it reads the inline constant 0 instead
    (as LLVM's first K-step does); zero moves no instruction reads any more are removed.
    Edits ``insts`` in place; returns the number of MFMAs changed."""
    zero_of: dict = {}   # unit -> the zero move whose value it holds
    folded = 0
    for k, inst in enumerate(insts):
        # by role, not position: an smfmac's fourth operand is its sparsity index (a VGPR
        # the encoding requires; its accumulator is vdst), an mfma_scale has six
        if inst.is_mfma and k >= copied_from and len(inst.operands) == 4 and inst.roles[3] == "srcc":
            c = inst.operands[3]
            units = c.units() if isinstance(c, Reg) else ()
            if units and all(u in zero_of for u in units):
                inst = insts[k] = inst.with_operands(list(inst.operands[:3]) + [Imm(0)])
                folded += 1
        for u in inst.defs():
            zero_of.pop(u, None)
        if _zero_move(inst):
            for u in inst.defs():
                zero_of[u] = inst
    if folded:
        insts[:] = [i for k, i in enumerate(insts) if not (_zero_move(i) and _dead_after(insts, k))]
    return folded


def _dead_after(insts: list[Instruction], k: int) -> bool:
    """Is every unit ``insts[k]`` defines redefined before any read, within ``insts``?"""
    pending = set(insts[k].defs())
    for i in insts[k + 1:]:
        if pending & i.uses():
            return False
        pending -= i.defs()
        if not pending:
            return True
    return False


def straight_line_barriers(kernel: Kernel) -> set[int]:
    """Ids of the ``s_barrier`` instructions outside every loop of ``kernel`` (the
    straight-line code before, between and after its loops): a load moved across one of
    them runs once, as it did, only earlier (in a loop it would change the steady state)."""
    cfg = kernel.cfg
    return {id(i) for bi, b in enumerate(kernel.blocks) if not cfg.loop_depth(bi)
            for i in b.instructions if i.base == "s_barrier"}


def straight_line_loads_cross(kernel: Kernel) -> bool:
    """Whether the straight-line-loads variant can change ``kernel``'s schedule: a global
    load follows a barrier in a block outside every loop, and no global write reaches a
    barrier (``schedule._crossable_barriers``: otherwise no load may cross one)."""
    cfg = kernel.cfg
    for bi, b in enumerate(kernel.blocks):
        if cfg.loop_depth(bi):
            continue
        barrier = False
        for i in b.instructions:
            if i.base == "s_barrier":
                barrier = True
            elif barrier and i.family in ("MUBUF", "MTBUF", "GLOBAL") and i.info.mem == "load":
                return not global_writes_reach_barrier(kernel)
    return False
