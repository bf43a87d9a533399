"""Driver: prepare instructions once, solve both analyses over the CFG, report.

Both analyses are forward data-flow problems over ``Kernel.cfg``: block entry state =
merge of the predecessors' exit states (plus the empty kernel-entry state for the
entry block), iterated with a worklist until no exit state changes. The findings of
each block's last run are the result (see ``_solve``), so each violation is reported
once and no separate reporting sweep is needed.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import deque
from typing import Any, Callable, Sequence

from ..errors import WaveAsmError
from ..isa import Kernel, Program, parse_file
from ..isa.model import base_reg
from . import hazards as hz
from . import waitcnt as wt
from .clauses import check_clauses
from .findings import Finding, InstRef
from .view import InstView, matcher_modifiers, wait_states_of

# Safety net against a non-monotone transfer (a bug): a fixed point must be reached
# long before every block has been revisited this many times.
_MAX_VISITS_PER_BLOCK = 1000


class _Engines:
    """Per-target prepared checkers (cached on the Target object's id)."""

    _cache: dict[int, tuple[Any, hz.HazardChecker, wt.WaitcntChecker, frozenset[str]]] = {}

    @classmethod
    def get(cls, target: Any) -> tuple[hz.HazardChecker, wt.WaitcntChecker, frozenset[str]]:
        got = cls._cache.get(id(target))
        if got is None or got[0] is not target:
            schema_mods = _schema_modifiers()
            got = (target, hz.HazardChecker(target), wt.WaitcntChecker(target), schema_mods)
            cls._cache[id(target)] = got
        return got[1], got[2], got[3]


def _schema_modifiers() -> frozenset[str]:
    """The modifier names the DB matcher language knows (schema ``matcher.modifiers``)."""
    from ..target.loader import db_dir

    try:
        schema = json.loads((db_dir() / "schema.json").read_text())
        return frozenset(schema["$defs"]["matcher"]["properties"]["modifiers"]["items"]["enum"])
    except (OSError, KeyError, ValueError):
        return frozenset()


def prepare(kernel: Kernel, target: Any) -> tuple[list[list[InstView]], list[InstView]]:
    """InstViews per block (and flat), with hazard sides and memory behaviour filled in."""
    hc, wc, mods_known = _Engines.get(target)
    blocks: list[list[InstView]] = []
    flat: list[InstView] = []
    for bi, block in enumerate(kernel.blocks):
        row: list[InstView] = []
        for inst in block.instructions:
            mods = matcher_modifiers(inst, mods_known)
            op = target.classify(inst.mnemonic, mods)
            v = InstView(inst, len(flat), bi, op, wait_states_of(inst, op))
            v.consumers = hc.consumer_rows(v)
            v.mem = wc.mem_op(v)
            if wc.cache_fences and "cache_writeback" in op.tags:   # outstanding until waited for
                v.mem = wc.writeback_op(v.mem)
            row.append(v)
            flat.append(v)
        blocks.append(row)
    # a row matters only if this kernel has both a possible I2 and an I1 for it:
    # first the rows with a class-level consumer, then producers of those rows only
    consumed = {ri for v in flat for ri in v.consumers}
    for v in flat:
        v.producers = hc.producer_rows(v, consumed)
    produced = {ri for v in flat for ri in v.producers}
    for v in flat:
        v.consumers = tuple(ri for ri in v.consumers if ri in produced)
    return blocks, flat


def _solve(nblocks: int, preds: list[list[int]], succs: list[list[int]], order: list[int],
           run: Callable[[int, Any, Callable[[Finding], None]], Any], merge: Callable[[list], Any],
           empty: Callable[[], Any]) -> list[list[Finding]]:
    """Worklist fixed point. Returns each block's findings from its *last* run: at the
    fixed point every block was last run with its final entry state (any later change
    of a predecessor's exit state would have queued it again), so these are exactly
    the findings of a separate reporting sweep, without paying for one."""
    out: list[Any] = [None] * nblocks
    found: list[list[Finding]] = [[] for _ in range(nblocks)]
    work = deque(order)
    queued = set(order)
    visits = [0] * nblocks
    while work:
        b = work.popleft()
        queued.discard(b)
        visits[b] += 1
        if visits[b] > _MAX_VISITS_PER_BLOCK:
            raise WaveAsmError(f"checker data-flow did not converge at block {b}", "wave_asm_ext.check")
        found[b] = []
        new = run(b, _entry_state(b, preds, out, merge, empty), found[b].append)
        if new != out[b]:
            out[b] = new
            for s in succs[b]:
                if s not in queued:
                    queued.add(s)
                    work.append(s)
    return found


def _entry_state(b: int, preds: list[list[int]], out: list[Any], merge: Callable, empty: Callable) -> Any:
    """The state block ``b`` starts from: its predecessors' exit states merged, and the
    unit's entry state (``empty()``: a function's caller's operations) at block 0 only. A
    block no edge reaches is dead code (a computed jump into it leaves the unit to the
    passes as written: ``passes.common.unmodelled``), entered with nothing pending, so a
    label no branch names (LLVM's ``.Ltmp`` debug labels after an ``s_branch``) passes
    nothing on to the block after it."""
    ins = [out[p] for p in preds[b] if out[p] is not None]
    if b == 0:
        ins.append(empty())
    if ins:
        return merge(ins)
    return empty() if b == 0 else merge([])


def check_kernel(kernel: Kernel, target: Any, xnack: bool = True) -> list[Finding]:
    """All findings of one code unit (kernel, function or snippet). ``xnack``: whether
    XNACK replay is possible (clause hazards); True unless the target id says ``:xnack-``."""
    if not kernel.blocks or not any(b.instructions for b in kernel.blocks):
        return []
    hc, wc, _ = _Engines.get(target)
    cfg = kernel.cfg
    blocks, flat = prepare(kernel, target)
    n = len(blocks)
    order = list(cfg.rpo) + [b for b in range(n) if b not in set(cfg.rpo)]
    name = kernel.name or "<snippet>"
    findings: list[Finding] = []

    memo: dict[int, hz.BlockMemo] = {}
    waits_entry = dict
    callee = kernel.is_callee
    if callee and wc.callee_waits:
        # a function starts with its caller's operations outstanding (wt.CallerOps): the
        # stand-in producer sits past the views, so no block's walk meets it
        # (EXEC and SCC are never a memory operation's destination)
        touched = frozenset(u for v in flat for u in v.uses | v.defs if u[0] not in ("exec", "scc"))
        first = next(i for b in kernel.blocks for i in b.instructions)
        caller = wt.CallerOps(wc, touched, first.location, len(flat))
        flat = flat + [caller]
        waits_entry = lambda: {caller.idx: {c: (0, None) for c in caller.mem.counters}}  # noqa: E731
    captures = wt.captured_ops(flat)   # (the records kept at capture points: past the views)
    for per_block in (
        _solve(n, cfg.preds, cfg.succs, order,
               lambda b, st, rep: hz.transfer(hc, blocks[b], flat, st, rep, name, memo, b), hz.merge, dict),
        _solve(n, cfg.preds, cfg.succs, order,
               lambda b, st, rep: wt.transfer(wc, blocks[b], flat, st, rep, name, callee, captures), wt.merge,
               waits_entry),
    ):
        for fs in per_block:
            findings.extend(fs)
    findings.extend(check_clauses(kernel, target, xnack))
    findings.extend(check_declared_registers(kernel, name))
    findings.sort(key=lambda f: (_line(f.consumer.location), f.kind, f.check, _line(f.producer.location)))
    return findings


def check_declared_registers(kernel: Kernel, name: str) -> list[Finding]:
    """The kernel descriptor's vector register counts cover what the code names: VGPRs below
    ``.amdhsa_accum_offset`` and ``.amdhsa_next_free_vgpr``, AGPRs within
    ``next_free_vgpr - accum_offset``. A wave owns only the registers its descriptor asks for;
    llvm-mc does not check. One finding per file, at the first instruction naming the highest
    register past its limit."""
    nfv = kernel.descriptor_int("next_free_vgpr")
    if nfv is None:
        return []
    acc = kernel.descriptor_int("accum_offset")
    top: dict[str, tuple[int, Any]] = {}
    for b in kernel.blocks:
        for inst in b.instructions:
            for op in inst.operands:
                r = base_reg(op)
                if r is not None and not r.virtual and r.file in ("v", "a") and r.index + r.count > top.get(r.file, (0,))[0]:
                    top[r.file] = (r.index + r.count, inst)
    # per file: (registers declared, the directive that declares them, how)
    # (with AGPRs the arch VGPRs end at accum_offset; without, next_free_vgpr may be lower
    # than the 4-aligned accum_offset, and the wave owns only what it counts)
    limits = {"v": (nfv, ".amdhsa_next_free_vgpr", "next_free_vgpr") if acc is None or nfv < acc
              else (acc, ".amdhsa_accum_offset", "accum_offset"),
              "a": (nfv - (acc if acc is not None else nfv), ".amdhsa_next_free_vgpr", "next_free_vgpr - accum_offset")}
    out = []
    for f, (need, inst) in sorted(top.items()):
        have, rule, what = limits[f]
        if need > have:
            ref = InstRef(inst.location, inst.text())
            out.append(Finding("resources", "undeclared_register", rule, f"kernel descriptor ({what})", name, ref, ref,
                               need, have, "VGPRs" if f == "v" else "AGPRs", f"{f}{need - 1}"))
    return out


def _line(location: str) -> int:
    try:
        return int(location.rsplit(":", 1)[1])
    except (IndexError, ValueError):
        return 0


def check_program(program: Program, target: Any) -> list[Finding]:
    """Findings for every code unit of ``program`` on ``target`` (a ``Target``)."""
    from ..target import xnack_enabled

    xnack = xnack_enabled(program.target_id)
    out: list[Finding] = []
    for k in program.kernels:
        out.extend(check_kernel(k, target, xnack))
    return out


def check_file(path: str, target: Any = None) -> list[Finding]:
    """Parse ``path`` and check it. ``target``: a Target, an arch name, or None (use
    the file's ``.amdgcn_target``)."""
    program = parse_file(path)
    return check_program(program, _resolve_target(target, program, path))


def _resolve_target(target: Any, program: Program, where: str) -> Any:
    from ..target import load_target

    if target is None:
        if not program.target:
            raise WaveAsmError("no --target given and the file has no .amdgcn_target", where)
        target = program.target
    if isinstance(target, str):
        return load_target(target)
    return target


def main_check(argv: Sequence[str] | None = None) -> int:
    """``wave-asm-ext check FILE.s [--target T] [--json]``: 0 clean, 1 findings, 2 input error."""
    ap = argparse.ArgumentParser(prog="wave-asm-ext check",
                                 description="Independent hazard (wait-state) and s_waitcnt checker.")
    ap.add_argument("file", help="AMDGCN assembly file (.s)")
    ap.add_argument("--target", help="gfx942 | gfx950 (default: the file's .amdgcn_target)")
    ap.add_argument("--json", action="store_true", help="machine-readable output")
    try:
        args = ap.parse_args(list(argv) if argv is not None else None)
    except SystemExit as e:
        return 0 if e.code == 0 else 2
    try:
        program = parse_file(args.file)
        target = _resolve_target(args.target, program, args.file)
        findings = check_program(program, target)
    except (WaveAsmError, OSError, ValueError) as e:
        msg = str(e)
        if args.json:
            print(json.dumps({"error": msg}))
        else:
            print(f"error: {msg}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps({"file": args.file, "target": target.arch,
                          "kernels": [k.name for k in program.kernels],
                          "findings": [f.to_json() for f in findings]}, indent=1))
    else:
        for f in findings:
            print(f.message())
        print(f"{len(findings)} finding(s) in {args.file} ({target.arch})", file=sys.stderr)
    return 1 if findings else 0
