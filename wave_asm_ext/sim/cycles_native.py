"""The compiled simulation loop of the cycle model, for its totals-only mode.

``estimate_cycles(figures=False)`` (every judgement the passes make) runs
:class:`NativeTotals` when the C extension ``_cycles_native`` was built (``pip install``
builds it; it is optional, so an install without a C compiler still works), else the
Python loop :func:`wave_asm_ext.sim.cycles._simulate`, which stays the reference: the C
code mirrors it rule by rule, and tests/test_cycles_native.py checks that both give
bit-identical finish time, matrix-pipe busy clk, stalls and contention.
``WAVE_ASM_EXT_NATIVE=0`` forces the Python loop.

The C side sees plain arrays, packed here once per static view (both memory scenarios
share them):

* ``si``: per static instruction, ``_FIELDS`` ints (flags, in-order group, MFMA opcode id,
  vdst / srcc register-set ids, the stall cause its issue slots count as, the s_waitcnt
  vmcnt / lgkmcnt (-1 = not waited for), then (offset, count) of its ports in ``ppool``,
  and of its counters (counter id, increment), ALU defs, memory defs and dependences
  (unit id, is it in srcc) in ``pool``);
* ``sd``: per static instruction, issue clk, latency, branch latency, matrix-pipe clk;
* ``ppool`` / ``pocc``: port ids and their occupancies;
* ``order``: the trace (static index per position); ``plain``: per static instruction,
  whether its issue needs no bookkeeping (with a lone barrier wave / with a barrier
  group), except at the trace's iteration starts, loop exit and end, which the C side
  clears (and marks the positions whose successor is no fall-through: taken branches).
"""

from __future__ import annotations

import hashlib
import os
from array import array
from functools import lru_cache
from pathlib import Path

try:  # built by setup.py (optional extension)
    from . import _cycles_native as _ext
except ImportError:  # pragma: no cover - exercised only on installs without a C compiler
    _ext = None

_FIELDS = 18
_F_GLOAD, _F_INORDER, _F_BARRIER, _F_ENDPGM, _F_WAIT = 1, 2, 4, 8, 16
_P_PLAIN_LONE, _P_PLAIN_GROUP = 1, 2
_COUNTERS_FIRST = ("vmcnt", "lgkmcnt")  # ids 0 and 1: the counters an s_waitcnt names


@lru_cache(maxsize=None)
def build_status() -> str:
    """"ok", or why the compiled loop is not used: not built, or built from other source
    than the ``_cycles_native.c`` next to it (an editable install after an edit or a pull:
    ``bash scripts/setup.sh`` rebuilds it)."""
    if _ext is None:
        return "not built (no C compiler at install time?)"
    src = Path(__file__).with_name("_cycles_native.c")
    if src.exists():  # a source checkout; a wheel ships the build only
        sha = hashlib.sha256(src.read_bytes()).hexdigest()[:16]
        if getattr(_ext, "SOURCE_SHA", None) != sha:
            return f"stale build (built from {getattr(_ext, 'SOURCE_SHA', '?')}, source is {sha})"
    return "ok"


def available(causes: tuple[str, ...]) -> bool:
    """The extension is built from this source, has the stall causes of the Python model,
    and is not switched off by ``WAVE_ASM_EXT_NATIVE=0``."""
    return (build_status() == "ok" and tuple(_ext.CAUSES) == tuple(causes)
            and os.environ.get("WAVE_ASM_EXT_NATIVE", "1") != "0")


class NativeTotals:
    """One trace and its static view, packed for the C loop; :meth:`simulate` per scenario."""

    def __init__(self, trace, st: list, causes: tuple[str, ...]):
        cause_id = {c: i for i, c in enumerate(causes)}
        units: dict = {}
        sets: dict = {frozenset(): 0}
        groups: dict = {}
        mops: dict = {}
        ports: dict = {}
        counters = {c: i for i, c in enumerate(_COUNTERS_FIRST)}
        si: list[int] = []
        sd: list[float] = []
        pool: list[int] = []
        ppool: list[int] = []
        pocc: list[float] = []
        unit = units.setdefault
        for s in st:
            flags = ((_F_GLOAD if s.gload else 0) | (_F_INORDER if s.order == "in_order" else 0)
                     | (_F_BARRIER if s.barrier else 0) | (_F_ENDPGM if s.endpgm else 0))
            vm = lg = -1
            if s.wait is not None:
                flags |= _F_WAIT
                vm, lg = s.wait
                vm = -1 if vm is None else vm
                lg = -1 if lg is None else lg
            p_off = len(ppool)
            for name, occ in s.ports:
                ppool.append(ports.setdefault(name, len(ports)))
                pocc.append(occ)
            c_off = len(pool)
            for c, k in s.counters:
                pool += (counters.setdefault(c, len(counters)), k)
            a_off = len(pool)
            pool += [unit(u, len(units)) for u in s.alu_defs]
            m_off = len(pool)
            pool += [unit(u, len(units)) for u in s.mem_defs]
            d_off = len(pool)
            srcc = s.mfma_srcc
            if srcc:
                for u in s.deps:
                    pool += (unit(u, len(units)), u in srcc)
            else:
                for u in s.deps:
                    pool += (unit(u, len(units)), 0)
            mop = s.mfma_opcode
            si += (flags, groups.setdefault(s.group, len(groups)),
                   -1 if mop is None else mops.setdefault(mop, len(mops)),
                   sets.setdefault(s.mfma_vdst, len(sets)), sets.setdefault(srcc, len(sets)),
                   cause_id[s.group_stall], vm, lg, p_off, len(s.ports), c_off, len(s.counters),
                   a_off, len(s.alu_defs), m_off, len(s.mem_defs), d_off, len(s.deps))
            sd += (s.issue, s.lat, s.branch_lat, s.mfma_occ)
        # per static instruction: may its issue be "plain" (no bookkeeping after it)? The C
        # side clears the bits at iteration starts, the loop exit and the end of the trace
        plain = bytes(0 if s.endpgm or s.branch_lat else _P_PLAIN_LONE | (0 if s.barrier else _P_PLAIN_GROUP)
                      for s in st)
        exit_pos = -1 if trace.loop_exit is None else trace.loop_exit
        self._args = (array("i", si), array("d", sd), array("i", pool), array("i", ppool), array("d", pocc),
                      array("i", trace.order), plain, array("i", trace.iter_starts), exit_pos)
        self._sizes = (len(units), len(ports), len(counters), len(groups))
        self.port_names = list(ports)

    def simulate(self, waves: int, group: int, glat: float):
        """(finish, stalls by cause, contention by port name, matrix-pipe busy clk); raises
        :class:`Deadlock` with the waves that never finished (the caller words the error)."""
        finish, stalls, by_port, busy, stuck = _ext.simulate(*self._args, *self._sizes, waves, group, glat)
        if finish is None:
            raise Deadlock(stuck)
        return finish, stalls, {self.port_names[p]: v for p, v in by_port.items()}, busy


class Deadlock(RuntimeError):
    """Some waves never finished (a barrier no other wave of the group reaches)."""

    def __init__(self, stuck: list[int]):
        super().__init__(stuck)
        self.stuck = stuck
