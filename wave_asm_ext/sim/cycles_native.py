"""The compiled simulation loop of the cycle model.

``estimate_cycles`` (every judgement the passes make, every report) runs
:class:`NativeTrace` when the C extension ``_cycles_native`` was built (``pip install``
builds it; it is optional, so an install without a C compiler still works), else the
Python loop :func:`wave_asm_ext.sim.cycles._simulate`, which stays the reference: the C
code mirrors it rule by rule, and tests/test_cycles_native.py checks that both give
bit-identical finish time, matrix-pipe busy clk, stalls and contention, and in figures
mode the iteration start times, loop exit times and wave 0's stall events.
``WAVE_ASM_EXT_NATIVE=0`` forces the Python loop.

The C side sees plain arrays, packed here once per trace (every scenario and wave count
shares them) from each instruction's packed form, cached per target and instruction:

* ``si``: per static instruction, the 19 ints of the C side's ``I_*`` fields (flags,
  in-order group, MFMA opcode id, vdst / srcc register-set ids, the stall cause its issue
  slots count as, the s_waitcnt vmcnt / lgkmcnt (-1 = not waited for), then (offset,
  count) of its ports in ``ppool``, and of its counters (counter id, increment), ALU defs,
  memory defs and dependences (unit id, is it in srcc) in ``pool``; the offsets are left
  0 here and filled in by the C side, the lists being in instruction order; last, the
  user wave priority an ``s_setprio`` sets, -1 for any other instruction);
* ``sd``: per static instruction, issue clk, latency, branch latency, matrix-pipe clk;
* ``ppool`` / ``pocc``: port ids and their occupancies;
* ``order``: the trace (static index per position); ``plain``: per static instruction,
  whether its issue needs no bookkeeping (with a lone barrier wave / with a barrier
  group), except at the trace's iteration starts, loop exit and end, which the C side
  clears (and marks the positions whose successor is no fall-through: taken branches).
"""

from __future__ import annotations

import struct
from array import array
from functools import lru_cache
from pathlib import Path

from .. import native_build
from ..isa.model import Reg
from ..target.cache import target_cache

try:  # built by setup.py (optional extension)
    from . import _cycles_native as _ext
except ImportError:  # pragma: no cover - exercised only on installs without a C compiler
    _ext = None

_F_GLOAD, _F_INORDER, _F_BARRIER, _F_ENDPGM, _F_WAIT = 1, 2, 4, 8, 16
_P_PLAIN_LONE, _P_PLAIN_GROUP = 1, 2
_COUNTERS_FIRST = ("vmcnt", "lgkmcnt")  # ids 0 and 1: the counters an s_waitcnt names


@lru_cache(maxsize=None)
def build_status() -> str:
    """"ok", or why the compiled loop is not used (``native_build.build_status``)."""
    return native_build.build_status(_ext, Path(__file__).with_name("_cycles_native.c"))


def available(causes: tuple[str, ...]) -> bool:
    """The extension is built from this source, has the stall causes of the Python model,
    and is not switched off by ``WAVE_ASM_EXT_NATIVE=0``."""
    return build_status() == "ok" and tuple(_ext.CAUSES) == tuple(causes) and native_build.switched_on()


class _Tables:
    """Per target: ids of units, register sets, groups, MFMA opcodes, ports and counters
    (shared by every program packed for the target, so an instruction's packed form does
    not depend on the program) and the packed form of each instruction seen, by object
    (valid while its mnemonic, operands and modifiers are the same objects: assigning
    any of them is how instructions change)."""

    _MAX_INSTS = 200_000  # the instruction cache is dropped beyond this (it holds them alive)

    def __init__(self, causes: tuple[str, ...]):
        self.cause_id = {c: i for i, c in enumerate(causes)}
        self.units: dict = {}
        self.sets: dict = {frozenset(): 0}
        self.groups: dict = {}
        self.mops: dict = {}
        self.ports: dict = {}
        self.port_names: list[str] = []
        self.counters = {c: i for i, c in enumerate(_COUNTERS_FIRST)}
        self.insts: dict = {}   # instruction -> (operands, modifiers, mnemonic, packed form)
        self.texts: dict[tuple, tuple] = {}   # (mnemonic, operands, modifiers) -> packed form
        # (mnemonic, modifiers, operands with each register as its file and width) -> the
        # packed form's class part (_pack_class): renamed copies, most of the texts met
        # for the first time, differ from a known text in register numbers only
        self.shapes: dict[tuple, tuple] = {}
        # the view computed afresh, not static_one's cached copy: ``texts`` below is this
        # table's own cache by text
        from .cycles import _static_of, static_units  # (cycles imports this module)
        self._static_of, self._static_units = _static_of, static_units

    def packed(self, inst, target) -> tuple:
        e = self.insts.get(inst)
        if e is not None and e[0] is inst.operands and e[1] is inst.modifiers and e[2] is inst.mnemonic:
            return e[3]
        if len(self.insts) >= self._MAX_INSTS:
            self.insts.clear()
            self.texts.clear()
            self.shapes.clear()
        # the packed form is a function of the text (mnemonic, operands, modifiers): the
        # passes make new objects spelled like earlier ones (each solve's waits and nops,
        # renamed and rotated copies), 2 in 3 of the objects met for the first time
        ops = inst.operands
        text = (inst.mnemonic, ops, inst.modifiers)
        p = self.texts.get(text)
        if p is None:
            shape = (inst.mnemonic, inst.modifiers,
                     tuple([(o.file, o.count, o.virtual) if type(o) is Reg else o for o in ops]))
            c = self.shapes.get(shape)
            if c is None:
                s = self._static_of(inst, target)
                c = self.shapes[shape] = self._pack_class(s)
                units = (s.alu_defs, s.mem_defs, s.deps, s.mfma_vdst, s.mfma_srcc)
            else:
                units = self._static_units(inst, c[6], c[7])
            p = self.texts[text] = self._pack_units(c, *units)
        self.insts[inst] = (inst.operands, inst.modifiers, inst.mnemonic, p)
        return p

    def _pack_class(self, s) -> tuple:
        """The part of the packed form (_pack_units) of the static view ``s`` that names no
        register unit: (si fields with the register-set ids and the def / dependence
        counts 0, the pool's counter part, sd fields, port ids, port occupancies (machine
        bytes, all five), plain bits, MFMA class?, memory-counter class?)."""
        flags = ((_F_GLOAD if s.gload else 0) | (_F_INORDER if s.order == "in_order" else 0)
                 | (_F_BARRIER if s.barrier else 0) | (_F_ENDPGM if s.endpgm else 0))
        vm = lg = -1
        if s.wait is not None:
            flags |= _F_WAIT
            vm, lg = s.wait
            vm = -1 if vm is None else vm
            lg = -1 if lg is None else lg
        pp, pocc = [], []
        for name, occ in s.ports:
            if name not in self.ports:
                self.ports[name] = len(self.ports)
                self.port_names.append(name)
            pp.append(self.ports[name])
            pocc.append(occ)
        counters = self.counters
        pool: list[int] = []
        for c, k in s.counters:
            pool += (counters.setdefault(c, len(counters)), k)
        mop = s.mfma_opcode
        si = [flags, self.groups.setdefault(s.group, len(self.groups)),
              -1 if mop is None else self.mops.setdefault(mop, len(self.mops)),
              0, 0, self.cause_id[s.group_stall], vm, lg, 0, len(s.ports), 0, len(s.counters),
              0, 0, 0, 0, 0, 0, s.prio]
        plain = 0 if s.endpgm or s.branch_lat else _P_PLAIN_LONE | (0 if s.barrier else _P_PLAIN_GROUP)
        # as machine bytes: a trace's arrays are then one join per field, not a Python
        # loop over every element of every instruction
        return (array("i", si).tobytes(), array("i", pool).tobytes(),
                array("d", (s.issue, s.lat, s.branch_lat, s.mfma_occ)).tobytes(),
                array("i", pp).tobytes(), array("d", pocc).tobytes(), plain,
                mop is not None, bool(s.counters))

    def _pack_units(self, c, alu_defs, mem_defs, deps, vdst, srcc) -> tuple:
        """(si fields with zero offsets, sd fields, pool part, port ids, port occupancies,
        plain bits) of an instruction: its class part ``c`` (_pack_class) with its register
        units (cycles.static_units), joined in C (``pack_units``; the Python reference is
        :func:`pack_units_py`): most texts met for the first time take this path alone."""
        si, pool = _ext.pack_units(c[0], c[1], alu_defs, mem_defs, deps, vdst, srcc, self.units, self.sets)
        return (si, c[2], pool, c[3], c[4], c[5])


def pack_units_py(si: bytes, pool: bytes, alu_defs: tuple, mem_defs: tuple, deps: tuple, vdst: frozenset,
                  srcc: frozenset, units: dict, sets: dict) -> tuple[bytes, bytes]:
    """The C side's ``pack_units``, for its test: the class part's ``si`` (the 19 fields)
    with the register-set ids of ``vdst`` and ``srcc`` and the three counts, and ``pool``
    (its counter part) followed by the unit ids of the ALU defs, the memory defs and the
    dependences (each with whether it is in ``srcc``); new units and sets get the next id."""
    unit = units.setdefault
    # every dependence and memory def is kept (the Python loop narrows them to the units
    # the trace's ALU/MFMA results write; a unit never written that way is never in the
    # scoreboard, so the C loop skips it the same way)
    ids = [unit(u, len(units)) for u in alu_defs]
    ids += [unit(u, len(units)) for u in mem_defs]
    for u in deps:
        ids += (unit(u, len(units)), u in srcc)
    f = array("i")
    f.frombytes(si)
    f[3] = sets.setdefault(vdst, len(sets))
    f[4] = sets.setdefault(srcc, len(sets))
    f[13], f[15], f[17] = len(alu_defs), len(mem_defs), len(deps)
    return f.tobytes(), pool + array("i", ids).tobytes()


def _ints(xs: list[int]) -> bytes:
    """``xs`` as C ints, as ``array("i", xs)`` holds them: struct packs a list of a trace's
    length (thousands) in half the time array() or extend() take."""
    return struct.pack(f"{len(xs)}i", *xs)


#: a fresh table set beyond this many units: every simulation sizes its scoreboard by the
#: table's units, which only grow (virtual registers of many programs in one process)
_MAX_UNITS = 20_000


def _tables(target, causes: tuple[str, ...]) -> _Tables:
    """The target's :class:`_Tables` (a fresh one once its units pass ``_MAX_UNITS``)."""
    holder = target_cache(target, "cycles_native_tables", list)
    if not holder or len(holder[0].units) > _MAX_UNITS:
        holder[:] = [_Tables(causes)]
    return holder[0]


class NativeTrace:
    """One trace, packed for the C loop (the per-instruction parts cached per target);
    :meth:`simulate` per scenario and wave count. ``paths``: one trace per position in a
    barrier group over the same instructions (``cycles._wave_paths``; ``paths[0]`` is
    ``trace``): wave w follows ``paths[w % len(paths)]``, as in ``cycles._simulate``."""

    def __init__(self, trace, target, causes: tuple[str, ...], paths=None):
        tables = _tables(target, causes)
        packed = tables.packed
        # the lookups and the joins in C (a Python loop over every instruction otherwise)
        insts = trace.insts if isinstance(trace.insts, list) else list(trace.insts)
        parts, missing = _ext.packed_parts(insts, tables.insts, tables.texts, tables._MAX_INSTS)
        for i in missing:
            parts[i] = packed(insts[i], target)
        joined = _ext.join_parts(parts)
        si, sd, pool, ppool, pocc = (array(t) for t in "idiid")
        for arr, b in zip((si, sd, pool, ppool, pocc), joined):
            arr.frombytes(b)
        plain = joined[5]
        paths = paths or [trace]
        for p in paths:
            # (the trace's own list needs no look: the common case, one path per trace)
            if p.insts is not trace.insts and (len(p.insts) != len(trace.insts)
                                                or any(a is not b for a, b in zip(p.insts, trace.insts))):
                raise ValueError("the paths of a native trace must share its instructions")
        orders, offs, iters, ioffs = array("i"), array("i", [0]), array("i"), array("i", [0])
        for p in paths:
            orders.frombytes(_ints(p.order))
            offs.append(len(orders))
            iters.frombytes(_ints(p.iter_starts))
            ioffs.append(len(iters))
        exits = array("i", [-1 if p.loop_exit is None else p.loop_exit for p in paths])
        self._args = (si, sd, pool, ppool, pocc, orders, offs, plain, iters, ioffs, exits)
        self._sizes = (len(tables.units), len(tables.ports), len(tables.counters), len(tables.groups))
        self.port_names = tables.port_names

    def simulate(self, waves: int, group: int, glat: float, figures: bool = False):
        """(finish, stalls by cause, contention by port name, matrix-pipe busy clk, extra);
        ``extra`` is None, or with ``figures`` (per wave: iteration start times, per wave:
        loop exit time or None, wave 0's stall events as (position, static index, cause,
        clk) in the order the Python loop notes them). Raises :class:`Deadlock` with the
        waves that never finished (the caller words the error)."""
        finish, stalls, by_port, busy, extra = _ext.simulate(*self._args, *self._sizes, waves, group, glat, figures)
        if finish is None:
            raise Deadlock(extra)
        return finish, stalls, {self.port_names[p]: v for p, v in by_port.items()}, busy, extra


class Deadlock(RuntimeError):
    """Some waves never finished (a barrier no other wave of the group reaches)."""

    def __init__(self, stuck: list[int]):
        super().__init__(stuck)
        self.stuck = stuck
