"""Fuzz the fences the input wrote as waits only (``passes.fences``) against a dynamic oracle.

What it is for: LLVM lowers a memory-model fence to ``s_waitcnt`` alone, and the post-pass
drops every input wait and inserts its own; ``passes.fences`` marks what each input wait
retired around the *order points* (``passes.common.order_point``: ordered accesses,
cache-control instructions) so that the output keeps those orderings. This script draws
random programs full of such fences (loops, nested loops, loops with breaks, if/else
joins, waits before branches, counted waits on vmcnt and lgkmcnt, plain and ordered
loads, stores and atomics, LDS, SMEM, LDS-DMA, FLAT, ``buffer_inv``/``buffer_wbl2``,
``s_barrier``) and, in the ``kloop`` kind, GEMM-like K loops among them (a counter loop of
3, 5, 9, 16 or 17 trips loading a tile with ``global_load_dwordx4``, waiting for it, writing
it to LDS with ``ds_write_b128``, sometimes across ``s_barrier``, reading it back with
``ds_read_b128`` into an MFMA that accumulates in ``a[0:3]``, random plain and ordered
operations in the body; the accumulator read back and stored after the program: the
pass unrolls, peels, carries MFMAs and rotates those loops), runs the pass on each (once,
or again on its own output) and checks:

* the dynamic oracle finds no lost ordering (below);
* the checker (``check.check_program``) finds nothing in the output;
* the output assembles (``toolchain.assemble``; skipped without llvm-mc);
* the pass raises nothing.

The oracle's model: every memory operation and order point of the input gets a tag
comment (``; fz<n>``) that the pass carries to the output. The oracle interprets the scalar
control flow of a program (``s_mov_b32``, ``s_add_u32``, ``s_sub_u32``, ``s_cmp_lg_u32``,
``s_cmp_lt_u32``, ``s_bitcmp1_b32``, ``s_cbranch_scc0/1``, ``s_branch``) from a few
initial values of the condition register, so it follows one concrete path per start
value, and names each executed memory operation by (tag, how many times that tag issued
before): the same instance in the input and the output, whatever the pass unrolled or
rotated. The output must issue the input's instances each once, less dead plain loads
(``passes.dce``) and plus a plain load's one instance after the input's last (a rotated
load run once more after a loop's last iteration: :func:`_speculative`). Along the path it keeps, per counter, the operations possibly still pending,
youngest first; an ``s_waitcnt`` with count N retires, per the DB (``counter_events``
rows: increments, ``order``, ``order_group``): an operation of an ``in_order`` group once
its own increment plus those of the younger operations of its group on that counter
exceed N (they return in order, so it cannot still be pending), any other
(``out_of_order``, ``wait_zero_only``: SMEM, FLAT) only at N = 0. An operation counting on
two counters (FLAT) is pending until both retired it. At each order-point instance it
records the set of pending instances; an instance pending there in the output that the
input had retired there is a *lost ordering*. ``s_barrier`` instances are recorded too, but
only stores and atomics pending there count (see :data:`BARRIER_IGNORES_LOADS`), global
ones only where the input's barriers publish them (:func:`compare`).

Its limits: it follows only the paths the start values pick (:data:`INITS`), not every
path; it knows no memory addresses (every pending operation counts, an over-report the
input's own waits bound); it takes ``out_of_order`` groups as retired only at 0 (an SMEM
load of 2 dwords that ``lgkmcnt(1)`` retires counts as pending: fewer orderings claimed
for the input, so it can miss a loss, never invent one there); an instruction it cannot
interpret that writes control state raises :class:`OracleError` rather than guessing.
It checks what pends at order points only, not the registers a wait exists for (the
checker does that).

Usage::

    python scripts/fuzz_fences.py --seeds 0:200 [--target gfx942|gfx950|both] [--passes 1|2]
                                  [--kind plain|kloop|both]

``--kind both`` (the default) runs each seed as each kind (a plain program of a seed is the
same whatever the kind option). One line per failure (seed, kind, target, passes, what
failed), then a summary line; exit
status 1 if anything failed. ``--show SEED`` prints the program, tagged input and output.
"""

from __future__ import annotations

import argparse
import functools
import random
import re
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from wave_asm_ext.check import check_program  # noqa: E402
from wave_asm_ext.isa import parse_asm, print_program  # noqa: E402
from wave_asm_ext.passes import run_postpass  # noqa: E402
from wave_asm_ext.passes.common import op_modifiers, order_point  # noqa: E402
from wave_asm_ext.passes.fences import _memory_counters, _wait_counts  # noqa: E402
from wave_asm_ext.target import load_target  # noqa: E402

TARGETS = ("gfx942", "gfx950")

# ---------------------------------------------------------------------------- programs

#: plain memory operations (no order point): global, LDS, SMEM, LDS-DMA, FLAT
PLAIN = [
    "global_store_dword v0, v1, s[4:5]",
    "global_store_dword v0, v2, s[6:7]",
    "global_store_dword v0, v3, s[8:9]",
    "global_store_dword v0, v4, s[18:19]",
    "global_load_dword v{r}, v0, s[10:11]",
    "ds_write_b32 v0, v1",
    "ds_read_b32 v{r}, v0",
    "ds_read_b32 v{r}, v0 offset:8",
    "s_load_dword s{s}, s[0:1], 0x10",
    "s_load_dwordx2 s[{s2}:{s2p}], s[0:1], 0x30",
    "global_load_lds_dword v[2:3], off",
    "buffer_load_dword v0, s[20:23], 0 offen lds",
    "flat_store_dword v[0:1], v2",
    "flat_load_dword v{r}, v[0:1]",
]

#: order points (release stores, acquire loads, atomics, cache control) and scoped SMEM
#: loads (``glc``: an acquire's load the DB does not count as an order point)
POINTS = [
    "global_store_dword v0, v5, s[12:13] sc0 sc1",
    "global_store_dword v0, v6, s[24:25] sc1",
    "global_load_dword v{r}, v0, s[14:15] sc0 sc1",
    "global_atomic_add v0, v1, s[16:17]",
    "global_atomic_add v{r}, v0, v1, s[16:17] sc0",
    "flat_store_dword v[0:1], v5 sc0 sc1",
    "ds_add_rtn_u32 v{r}, v0, v1",
    "buffer_inv sc1",
    "buffer_wbl2 sc1",
    "s_load_dword s{s}, s[0:1], 0x20 glc",
    "s_load_dword s{s}, s[0:1], 0x28 glc",
]

HEADER = ('.amdgcn_target "amdgcn-amd-amdhsa--{t}"\n.text\n.globl k\n.p2align 8\n'
          ".type k,@function\nk:\n")

#: the register the branch conditions read (``s_bitcmp1_b32 s3, bit``): a kernel argument
#: the pass cannot rename; the oracle runs each program from each of these values of it
COND_REG = 3
INITS = tuple({COND_REG: v} for v in range(16))

#: first loop-counter register (s60...): above the SMEM destinations (s41-s57)
LOOP_REG = 60
#: nesting depth of loops and ifs
MAX_DEPTH = 3

#: the program kinds: ``plain`` (the memory operations, waits, barriers and control flow
#: above), ``kloop`` (those with GEMM-like K loops mixed in, :meth:`ProgramGen.kloop`)
KINDS = ("plain", "kloop")
#: the K loops' trip counts: odd, even, a power of two and one past it (the pass unrolls,
#: peels, carries MFMAs and rotates loads by them)
KLOOP_TRIPS = (3, 5, 9, 16, 17)
#: the vector registers of the K loops' tiles (v[100:107] loaded, v[110:113] read from LDS,
#: the MFMA's operands): kept out of the random destinations in ``kloop`` programs
KLOOP_VREGS = range(100, 116)
#: the accumulator (zeroed before the first statement, read back and stored after the last)
KLOOP_ACC = "a[0:3]"


class ProgramGen:
    """One random program body, deterministic from its seed (``random.Random(seed)``
    only): the adversarial rounds' gen5 (waits before branches, if/else joins) and gen6
    (loops with breaks, LDS-DMA, SMEM/LDS mixes, LDS atomics) in one."""

    def __init__(self, seed: int, kind: str = "plain"):
        if kind not in KINDS:
            raise ValueError(f"unknown program kind {kind!r} (one of {KINDS})")
        self.kind = kind
        self.rng = random.Random(seed)
        self.vreg = 30
        self.sreg = 40
        self.nlabel = 0
        self.loop_reg = LOOP_REG
        self.lines: list[str] = []

    # -- operands: fresh destinations so that no wait exists for a register reuse only
    def _v(self) -> int:
        self.vreg = self.vreg + 1 if self.vreg < 199 else 31
        if self.kind == "kloop" and self.vreg in KLOOP_VREGS:
            self.vreg = KLOOP_VREGS.stop
        return self.vreg

    def _s(self) -> int:
        self.sreg = self.sreg + 1 if self.sreg < 57 else 41
        return self.sreg

    def _label(self) -> str:
        self.nlabel += 1
        return f".LBB0_{self.nlabel}"

    def _emit(self, line: str) -> None:
        self.lines.append(line if line.endswith(":") else "  " + line)

    # -- statements
    def mem(self) -> str:
        """A memory operation: plain 60 %, an order point (or scoped SMEM load) 40 %."""
        pool = PLAIN if self.rng.random() < 0.6 else POINTS
        s2 = 2 * (self._s() // 2)
        return self.rng.choice(pool).format(r=self._v(), s=self._s(), s2=s2, s2p=s2 + 1)

    def wait(self) -> str:
        """A counted wait on vmcnt, lgkmcnt or both (0 is the rarer count: counted waits
        are where the pass's counting can go wrong)."""
        n_vm = self.rng.choice([1, 1, 2, 2, 3, 4, 0])
        n_lgkm = self.rng.choice([1, 1, 2, 0])
        c = self.rng.random()
        if c < 0.65:
            return f"s_waitcnt vmcnt({n_vm})"
        if c < 0.85:
            return f"s_waitcnt lgkmcnt({n_lgkm})"
        return f"s_waitcnt vmcnt({n_vm}) lgkmcnt({n_lgkm})"

    def maybe_wait(self) -> None:
        """A wait before a branch or a join, 70 % of the time (LLVM often waits just
        before a branch: the capture-point cases of ``passes.fences``)."""
        if self.rng.random() < 0.7:
            self._emit(self.wait())

    def stmts(self, depth: int, n: int) -> None:
        if self.kind == "kloop":
            self.kloop_stmts(depth, n)
            return
        for _ in range(n):
            c = self.rng.random()
            if c < 0.42:
                self._emit(self.mem())
            elif c < 0.57:
                self._emit(self.wait())
            elif c < 0.6:
                self._emit("s_barrier")
            elif c < 0.7 and depth < MAX_DEPTH:
                self.loop(depth)
            elif c < 0.8 and depth < MAX_DEPTH:
                self.break_loop(depth)
            elif depth < MAX_DEPTH:
                self.if_else(depth)

    def _loop_counter(self) -> int:
        return self._loop_counter_at(self.rng.choice([2, 3, 4]))

    def _loop_counter_at(self, start: int) -> int:
        r = self.loop_reg
        self.loop_reg += 1
        self._emit(f"s_mov_b32 s{r}, {start}")
        self.maybe_wait()
        return r

    def _latch(self, r: int, top: str) -> None:
        self._emit(f"s_sub_u32 s{r}, s{r}, 1")
        self._emit(f"s_cmp_lg_u32 s{r}, 0")
        self._emit(f"s_cbranch_scc1 {top}")

    def loop(self, depth: int) -> None:
        """A counted loop of 2-4 iterations."""
        r = self._loop_counter()
        top = self._label()
        self._emit(f"{top}:")
        self.stmts(depth + 1, self.rng.randint(1, 5))
        self.maybe_wait()
        self._latch(r, top)
        self._emit(f"{self._label()}:")

    def break_loop(self, depth: int) -> None:
        """A counted loop with a conditional exit in the middle (on a bit of its counter)."""
        r = self._loop_counter()
        top, exit_ = self._label(), self._label()
        self._emit(f"{top}:")
        self.stmts(depth + 1, self.rng.randint(1, 3))
        self.maybe_wait()
        self._emit(f"s_bitcmp1_b32 s{r}, {self.rng.randint(0, 2)}")
        self._emit(f"s_cbranch_scc1 {exit_}")
        self._emit(f"{self._label()}:")
        self.stmts(depth + 1, self.rng.randint(0, 3))
        self.maybe_wait()
        self._latch(r, top)
        self._emit(f"{exit_}:")

    def _cond(self) -> None:
        r = self.loop_reg - 1 if self.loop_reg > LOOP_REG and self.rng.random() < 0.5 else COND_REG
        self._emit(f"s_bitcmp1_b32 s{r}, {self.rng.randint(0, 3)}")

    def if_else(self, depth: int) -> None:
        """An if (half the time) or an if/else, joining after it."""
        end = self._label()
        self.maybe_wait()
        self._cond()
        if self.rng.random() < 0.5:
            self._emit(f"s_cbranch_scc1 {end}")
            self._emit(f"{self._label()}:")
            self.stmts(depth + 1, self.rng.randint(1, 4))
            self.maybe_wait()
        else:
            other = self._label()
            self._emit(f"s_cbranch_scc1 {other}")
            self._emit(f"{self._label()}:")
            self.stmts(depth + 1, self.rng.randint(1, 3))
            self.maybe_wait()
            self._emit(f"s_branch {end}")
            self._emit(f"{other}:")
            self.stmts(depth + 1, self.rng.randint(1, 3))
            self.maybe_wait()
        self._emit(f"{end}:")

    # -- K loops (``kloop`` programs): the adversarial rounds' gen7
    def kloop(self, depth: int) -> None:
        """A GEMM main loop: a counter from 0 to a trip count of :data:`KLOOP_TRIPS`, whose
        body loads a tile (``global_load_dwordx4``, sometimes a second one at offset 64),
        waits for it (vmcnt 0 or 1), writes it to LDS, waits, sometimes crosses a barrier,
        reads it back, waits and feeds an MFMA that accumulates in :data:`KLOOP_ACC`; random
        memory operations (plain and ordered) at four places of the body."""
        rng = self.rng
        r = self._loop_counter_at(0)
        top = self._label()
        self._emit(f"{top}:")
        if rng.random() < 0.5:
            self._emit(self.mem())
        self._emit("global_load_dwordx4 v[100:103], v0, s[10:11]")
        if rng.random() < 0.4:
            self._emit("global_load_dwordx4 v[104:107], v0, s[10:11] offset:64")
        if rng.random() < 0.4:
            self._emit(self.mem())
        self._emit(f"s_waitcnt vmcnt({rng.choice([0, 0, 1])})")
        self._emit("ds_write_b128 v0, v[100:103]")
        if rng.random() < 0.4:
            self._emit(self.mem())
        self._emit("s_waitcnt lgkmcnt(0)")
        if rng.random() < 0.5:
            self._emit("s_barrier")
        self._emit("ds_read_b128 v[110:113], v0")
        self._emit("s_waitcnt lgkmcnt(0)")
        self._emit(f"v_mfma_f32_16x16x16_f16 {KLOOP_ACC}, v[110:111], v[112:113], {KLOOP_ACC}")
        if rng.random() < 0.5:
            self._emit(self.mem())
        if rng.random() < 0.3:
            self._emit(self.mem())
        self.maybe_wait()
        self._emit(f"s_add_u32 s{r}, s{r}, 1")
        self._emit(f"s_cmp_lg_u32 s{r}, {rng.choice(KLOOP_TRIPS)}")
        self._emit(f"s_cbranch_scc1 {top}")
        self._emit(f"{self._label()}:")

    def kloop_stmts(self, depth: int, n: int) -> None:
        """:meth:`stmts` of a ``kloop`` program: K loops (at depth 0 and 1) among the plain
        kinds, fewer memory operations and barriers between them."""
        for _ in range(n):
            c = self.rng.random()
            if c < 0.35:
                self._emit(self.mem())
            elif c < 0.5:
                self._emit(self.wait())
            elif c < 0.52:
                self._emit("s_barrier")
            elif c < 0.7 and depth < 2:
                self.kloop(depth)
            elif c < 0.78 and depth < 2:
                self.loop(depth)
            elif c < 0.85 and depth < 2:
                self.break_loop(depth)
            elif depth < MAX_DEPTH:
                self.if_else(depth)

    def body(self) -> str:
        self._emit("s_mov_b32 m0, 0")
        if self.kind == "plain":
            self.stmts(0, self.rng.randint(3, 8))
            return "\n".join(self.lines)
        for i in range(4):
            self._emit(f"v_accvgpr_write_b32 a{i}, 0")
        # (one K loop at the top level at least, statements either side)
        self.stmts(0, self.rng.randint(1, 4))
        self.kloop(0)
        self.stmts(0, self.rng.randint(0, 3))
        self._emit("v_accvgpr_read_b32 v30, a0")
        self._emit("global_store_dword v0, v30, s[12:13]")
        return "\n".join(self.lines)


def program(seed: int, target: str, kind: str = "plain") -> str:
    """The kernel of ``seed`` and ``kind`` (:data:`KINDS`) for ``target`` (the same body on
    every target)."""
    return HEADER.format(t=target) + ProgramGen(seed, kind).body() + "\n  s_endpgm\n"


# ---------------------------------------------------------------------------- tags

TAG = re.compile(r"\bfz(\d+)\b")


def _tagged(inst, target) -> bool:
    """Does the oracle follow ``inst``: a memory operation, an order point, a barrier."""
    return bool(_memory_counters(inst, target)) or order_point(inst, target) or inst.base == "s_barrier"


def tag(text: str, target: str) -> str:
    """``text`` with a ``; fz<n>`` comment on every instruction the oracle follows."""
    t = load_target(target)
    prog = parse_asm(text, "fuzz.s")
    n = 0
    for k in prog.kernels:
        for b in k.blocks:
            for inst in b.instructions:
                if _tagged(inst, t):
                    n += 1
                    inst.comment = f"{inst.comment} ; fz{n}" if inst.comment else f"; fz{n}"
    return print_program(prog)


def _tag_of(inst) -> int | None:
    m = TAG.search(inst.comment or "")
    return int(m.group(1)) if m else None


# ---------------------------------------------------------------------------- oracle


class OracleError(RuntimeError):
    """The oracle cannot follow a program (an instruction it does not interpret)."""


@dataclass(frozen=True)
class Op:
    """One executed memory operation: its instance (tag, pass) and how it counts."""

    instance: tuple | None        # (tag, n-th issue of it); None: untagged (the pass's own)
    counters: tuple               # ((counter, increment, in order?, order_group), ...)
    point: bool                   # an order point
    barrier: bool
    store_like: bool              # a write (store, atomic): what a barrier must see retired


@dataclass(frozen=True)
class LostOrdering:
    """An instance pending at an order point (or barrier) in the output, retired there
    in the input."""

    init: dict
    at: tuple
    at_text: str
    pending: tuple

    def __str__(self) -> str:
        return (f"lost ordering: {self.pending} pending at {self.at} ({self.at_text}) "
                f"from s{COND_REG}={self.init[COND_REG]}")


def _counting(inst, target) -> tuple:
    """How ``inst`` counts, per counter, from the DB rows that match it (increment, in
    order, ``order_group``); an instruction that two rows match takes the larger
    increment and is in order only if both say so."""
    rows: dict[str, tuple] = {}
    for ev in target.counter_events(inst.mnemonic, op_modifiers(inst)):
        for c, inc in ev.increments.items():
            old = rows.get(c)
            in_order = ev.order == "in_order" and (old is None or old[2])
            rows[c] = (c, max(inc, old[1] if old else 0), in_order, ev.order_group)
    return tuple(rows[c] for c in sorted(rows))


def _writes(inst, target) -> bool:
    """A store or atomic (DB tags): what a barrier publishes."""
    tags = target.classify(inst.mnemonic, op_modifiers(inst)).tags
    return bool(tags & {"store", "atomic"})


#: control flow and scalar arithmetic the oracle interprets; every other scalar (``s_``)
#: instruction that is not a memory operation must be one of these harmless ones (a prefix
#: test: these are the programs' own scalar instructions, no DB class says "writes a
#: branch condition")
_HARMLESS_SCALAR = {"s_nop", "s_barrier", "s_waitcnt", "s_endpgm", "s_setprio", "s_sleep"}


def _value(op: str, regs: dict) -> int:
    op = op.strip()
    m = re.fullmatch(r"s(\d+)", op)
    if m:
        return regs.get(int(m.group(1)), 0)
    if op == "m0":
        return regs.get("m0", 0)
    try:
        return int(op, 0)
    except ValueError:
        raise OracleError(f"cannot read scalar operand {op!r}") from None


def _dest(op: str) -> int | str:
    op = op.strip()
    m = re.fullmatch(r"s(\d+)", op)
    if m:
        return int(m.group(1))
    if op == "m0":
        return "m0"
    raise OracleError(f"cannot write scalar operand {op!r}")


def trace(text: str, target: str, init: dict | None = None, limit: int = 20000) -> list:
    """The memory operations and waits of one run of ``text``'s first kernel from the
    scalar registers ``init``: ``("W", {counter: count})`` and ``("M", Op)`` events."""
    t = load_target(target)
    kernel = parse_asm(text, "fuzz.s").kernels[0]
    flat, labels = [], {}
    for b in kernel.blocks:
        if b.label:
            labels[b.label] = len(flat)
        flat.extend(b.instructions)
    regs, scc, pc, steps = dict(init or {}), 0, 0, 0
    issued: dict[int, int] = {}
    events: list = []
    while pc < len(flat):
        steps += 1
        if steps > limit:
            raise OracleError(f"no end after {limit} instructions")
        inst = flat[pc]
        pc += 1
        b = inst.base
        parts = inst.text().split(None, 1)
        ops = [o.strip() for o in parts[1].split(",")] if len(parts) > 1 else []
        if b == "s_endpgm":
            break
        if b == "s_waitcnt":
            events.append(("W", _wait_counts(inst, t)))
            continue
        if b == "s_mov_b32":
            regs[_dest(ops[0])] = _value(ops[1], regs)
        elif b in ("s_add_u32", "s_sub_u32"):
            sign = 1 if b == "s_add_u32" else -1
            regs[_dest(ops[0])] = (_value(ops[1], regs) + sign * _value(ops[2], regs)) & 0xFFFFFFFF
        elif b == "s_cmp_lg_u32":
            scc = int(_value(ops[0], regs) != _value(ops[1], regs))
        elif b == "s_cmp_lt_u32":
            scc = int(_value(ops[0], regs) < _value(ops[1], regs))
        elif b == "s_bitcmp1_b32":
            scc = (_value(ops[0], regs) >> _value(ops[1], regs)) & 1
        elif b in ("s_cbranch_scc1", "s_cbranch_scc0", "s_branch"):
            taken = b == "s_branch" or scc == (b == "s_cbranch_scc1")
            if taken:
                if ops[0] not in labels:
                    raise OracleError(f"branch to an unknown label {ops[0]!r}")
                pc = labels[ops[0]]
        else:
            counters = _memory_counters(inst, t)
            point = order_point(inst, t)
            if not counters and not point and b.startswith("s_") and b not in _HARMLESS_SCALAR:
                raise OracleError(f"cannot interpret {inst.text()!r}")
            if counters or point or b == "s_barrier":
                k = _tag_of(inst)
                instance = None
                if k is not None:
                    instance = (k, issued.get(k, 0))
                    issued[k] = instance[1] + 1
                events.append(("M", Op(instance, _counting(inst, t), point, b == "s_barrier",
                                       _writes(inst, t))))
    return events


def _retire(pending: list, count: int) -> list:
    """What stays pending on one counter (youngest first) after a wait for ``count``: an
    in-order operation goes once its increment and its younger group mates' exceed the
    count; any other only at count 0."""
    if count == 0:
        return []
    keep, seen = [], {}
    for instance, inc, in_order, group in pending:
        ahead = seen.get(group, 0) + inc
        seen[group] = ahead
        if not in_order or ahead <= count:
            keep.append((instance, inc, in_order, group))
    return keep


def pending_at_points(events: list) -> dict:
    """``{instance: (pending instances, order point?, barrier?)}`` at every tagged order
    point and barrier: the instances possibly still pending when it issues."""
    lists: dict[str, list] = {}
    at: dict = {}
    writes: set = set()
    for e in events:
        if e[0] == "W":
            for c, n in e[1].items():
                lists[c] = _retire(lists.get(c, []), n)
            continue
        op: Op = e[1]
        if op.store_like and op.instance is not None:
            writes.add(op.instance)
        if (op.point or op.barrier) and op.instance is not None:
            pend = {x for lst in lists.values() for x, *_ in lst if x is not None}
            if op.barrier and BARRIER_IGNORES_LOADS:
                pend &= writes
            at[op.instance] = frozenset(pend)
        for c, inc, in_order, group in op.counters:
            lists[c] = [(op.instance, inc, in_order, group)] + lists.get(c, [])
    return at


#: The known, accepted report: a load (an acquire's, an SMEM load) pending at an
#: ``s_barrier`` in the output that the input had retired there. A barrier is not an order
#: point (``common.order_point``): the pass keeps the input's fences around ordered
#: accesses and cache control, and a load's value matters at its use (which the checker
#: checks), not at the barrier; the barrier publishes the wave's writes only. So at a
#: barrier the oracle checks stores and atomics alone.
BARRIER_IGNORES_LOADS = True


def _speculative(op: Op) -> bool:
    """A plain load: what the pass may issue once more than the input (``passes.rotate``,
    ``passes.rotate_lds``: a rotated load runs one extra time after a loop's last
    iteration, its result dead) or drop (``passes.dce``: a load whose result nothing
    reads). An ordered access, a write or a barrier may do neither."""
    return not (op.point or op.barrier or op.store_like)


def _same_operations(ev_in: list, ev_out: list, init: dict) -> None:
    """Raise :class:`OracleError` unless the output's run issues the input's tagged
    instances, each once, less dead plain loads, plus plain loads issued one time more
    than the input does (the instance after the input's last: see :func:`_speculative`)."""
    ops_in = {e[1].instance: e[1] for e in ev_in if e[0] == "M" and e[1].instance}
    ops_out = {e[1].instance: e[1] for e in ev_out if e[0] == "M" and e[1].instance}
    issued_out = [e[1].instance for e in ev_out if e[0] == "M" and e[1].instance]
    once = set(issued_out)
    last_in: dict[int, int] = {}
    for k, n in ops_in:
        last_in[k] = max(n, last_in.get(k, -1))
    spec = {x for x in once - ops_in.keys()
            if _speculative(ops_out[x]) and x[1] == last_in.get(x[0], -1) + 1}
    extra = sorted(once - ops_in.keys() - spec) + sorted({x for x in once if issued_out.count(x) > 1})
    missing = sorted(x for x, op in ops_in.items() if x not in once and not _speculative(op))
    if extra or missing:
        raise OracleError(f"from s{COND_REG}={init[COND_REG]} the output issues other memory operations "
                          f"than the input: not in the input {extra[:6]}, missing {missing[:6]}")


def _global_writes(events: list) -> set:
    """The instances of ``events`` that write through vmcnt (global and FLAT stores and
    atomics; the DB's counters, not the mnemonic)."""
    return {e[1].instance for e in events if e[0] == "M" and e[1].store_like and e[1].instance
            and any(c == "vmcnt" for c, *_ in e[1].counters)}


def compare(tagged: str, out: str, target: str, inits=INITS) -> list[LostOrdering]:
    """The lost orderings of ``out`` (the pass's output of ``tagged``) over the runs from
    ``inits``; also an :class:`OracleError` if the two issue different tagged instances
    (the pass dropped or repeated a memory operation on some run).

    At a barrier a global write counts only if the input publishes global writes through
    its barriers: on none of these runs is one pending at a barrier (the dynamic form of
    ``common.barriers_publish_global_stores``: a kernel whose barriers leave a global
    store in flight is one whose barriers order LDS only, and a global store its random
    waits happened to retire before one is no fence; adversarial seeds 602, 720, 848)."""
    texts = {}
    for inst in (i for k in parse_asm(tagged, "fuzz.s").kernels for b in k.blocks for i in b.instructions):
        if _tag_of(inst) is not None:
            texts[_tag_of(inst)] = inst.text()
    runs = []
    for init in inits:
        ev_in, ev_out = trace(tagged, target, init), trace(out, target, init)
        _same_operations(ev_in, ev_out, init)
        barriers = {e[1].instance for e in ev_in if e[0] == "M" and e[1].barrier and e[1].instance}
        issued = {e[1].instance for e in ev_in if e[0] == "M" and e[1].instance}
        runs.append((init, pending_at_points(ev_in), pending_at_points(ev_out), barriers, _global_writes(ev_in),
                     issued))
    publishes = not any(a[x] & writes for _i, a, _b, barriers, writes, _s in runs for x in barriers)
    lost = []
    for init, a, b, barriers, writes, issued in runs:
        for x, pend in b.items():
            # (a speculative load the input never issues has no ordering there to lose)
            extra = (pend & issued) - a.get(x, pend)
            if x in barriers and not publishes:
                extra -= writes
            if extra:
                lost.append(LostOrdering(init, x, texts.get(x[0], "?"), tuple(sorted(extra))))
    return lost


# ---------------------------------------------------------------------------- driver


def run_pass(text: str, target: str, passes: int) -> str:
    """``text`` through ``run_postpass`` ``passes`` times (each on the last output)."""
    out = text
    for _ in range(passes):
        out = print_program(run_postpass(parse_asm(out, "fuzz.s"), target, {"jobs": 0})[0])
    return out


@functools.lru_cache(maxsize=None)   # (asked once per program: one PATH search per process)
def _have_llvm_mc() -> bool:
    from wave_asm_ext import toolchain

    try:
        toolchain.find_tool("llvm-mc")
    except Exception:
        return False
    return True


def check_one(seed: int, target: str, passes: int = 1, assemble: bool | None = None,
              kind: str = "plain") -> list[str]:
    """What failed for program ``seed`` of ``kind`` on ``target`` (empty: nothing)."""
    from wave_asm_ext import toolchain

    tagged = tag(program(seed, target, kind), target)
    try:
        out = run_pass(tagged, target, passes)
    except Exception as e:  # (any exception of the pass is a finding)
        return [f"pass raised {type(e).__name__}: {e}"]
    fails = []
    try:
        lost = compare(tagged, out, target)
    except OracleError as e:
        fails.append(f"oracle: {e}")
        lost = []
    # (one line per order point and start value would repeat itself: the first few)
    fails += [str(x) for x in lost[:3]]
    if len(lost) > 3:
        fails.append(f"... {len(lost) - 3} more lost orderings")
    findings = check_program(parse_asm(out, "fuzz.s"), load_target(target))
    fails += [f"checker: {f}" for f in findings[:3]]
    if assemble is None:
        assemble = _have_llvm_mc()
    if assemble:
        with tempfile.TemporaryDirectory() as d:
            try:
                toolchain.assemble(out, target, Path(d) / "fuzz.o")
            except Exception as e:
                fails.append(f"assemble: {str(e).splitlines()[0][:300] if str(e) else type(e).__name__}")
    return fails


def _seed_range(text: str) -> range:
    a, sep, b = text.partition(":")
    if not sep:
        raise argparse.ArgumentTypeError(f"--seeds wants START:END, got {text!r}")
    return range(int(a), int(b))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", type=_seed_range, default=range(0, 200), help="START:END (default 0:200)")
    ap.add_argument("--target", choices=(*TARGETS, "both"), default="both")
    ap.add_argument("--passes", type=int, choices=(1, 2), default=1,
                    help="2: run the pass a second time on its own output")
    ap.add_argument("--kind", choices=(*KINDS, "both"), default="both",
                    help="the program kind (both: each seed as each kind)")
    ap.add_argument("--show", type=int, metavar="SEED", help="print program SEED's tagged input and output")
    args = ap.parse_args(argv)
    targets = TARGETS if args.target == "both" else (args.target,)
    kinds = KINDS if args.kind == "both" else (args.kind,)
    if args.show is not None:
        for kind in kinds:
            for t in targets:
                tagged = tag(program(args.show, t, kind), t)
                print(f"# --- seed {args.show} {kind} {t}: input\n{tagged}\n"
                      f"# --- output\n{run_pass(tagged, t, args.passes)}")
        return 0
    t0 = time.time()
    runs = failed = 0
    for seed in args.seeds:
        for kind in kinds:
            for t in targets:
                runs += 1
                fails = check_one(seed, t, args.passes, kind=kind)
                if fails:
                    failed += 1
                for f in fails:
                    print(f"FAIL seed {seed} {kind} {t} passes={args.passes}: {f}", flush=True)
    print(f"fuzz_fences: {runs} runs ({len(args.seeds)} seeds x {len(kinds)} kinds x {len(targets)} targets, "
          f"kind={args.kind}, passes={args.passes}), {failed} failed, {time.time() - t0:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
