"""Which way a branch goes for one given wave: the cycle model's per-wave paths.

The cycle model follows one representative path and lets a conditional branch that is
not a loop's fall through (:mod:`.cycles_trace`). That is wrong for code whose waves take
different paths on purpose: Wave's 8-wave PREFETCH schedule (ping-pong) branches on the
wave id so that half the workgroup takes one extra ``s_barrier`` before the K loop and
the other half one after it; the two halves then run a barrier phase apart, each SIMD's
two waves alternating memory and MFMA work. Simulated on one path, both waves take both
barriers and the model sees them in lockstep.

:class:`WaveOracle` decides such branches for one wave of the workgroup. It executes the
instructions the trace walk visits, in order, with the functional emulator's semantics
(``sim.emulator``), on the values a wave knows without memory: its work-item ids (``v0``,
packed x | y << 10 | z << 20 as the gfx90a+ ABI loads them, the emulator's convention)
and the EXEC mask of a full or partial wave. A register is *known* while every value it
was computed from is known; anything else (a load, a kernel argument, a workgroup id,
hardware state, an instruction the emulator cannot run) makes what it writes unknown.
A branch is decided only when the state it tests (SCC, VCC, EXEC) is known; otherwise
the caller keeps its default. Known values are exact, never guesses: a decision is what
the wave really does.
"""

from __future__ import annotations

import numpy as np

from ..isa import Instruction, Kernel
from ..target.cache import target_cache

#: Instructions executed per wave before the oracle stops learning (bounds its cost on a
#: long trace; what it has not seen is unknown, so branches after that fall back)
MAX_EXECUTED = 200_000

#: ALU instructions whose result is hardware state the oracle does not have
_OPAQUE = ("s_getreg", "s_setreg", "s_memtime", "s_memrealtime", "s_getpc", "s_sendmsg", "s_trap",
           "s_rfe", "s_setpc", "s_swappc", "s_icache", "s_dcache", "s_sleep", "s_barrier",
           "s_waitcnt", "s_nop", "s_setprio", "s_cbranch", "s_branch", "s_endpgm", "v_mfma",
           "v_smfmac", "s_set_gpr_idx", "s_movrel", "v_movrel", "s_ttrace")

#: compiled instructions kept per target before the cache starts over
_MAX_COMPILED = 50_000

_BRANCH_STATE = {"s_cbranch_scc0": ("scc", False), "s_cbranch_scc1": ("scc", True),
                 "s_cbranch_vccz": ("vcc", False), "s_cbranch_vccnz": ("vcc", True),
                 "s_cbranch_execz": ("exec", False), "s_cbranch_execnz": ("exec", True)}


class WaveOracle:
    """Branch decisions of wave ``wave_id`` of a workgroup of ``dims`` work-items."""

    def __init__(self, kernel: Kernel, target, wave_id: int, dims: tuple[int, int, int]):
        from .emu_state import EXEC_HI, EXEC_LO, VCC_LO, WAVE, Wave, packed_work_item_ids
        from .emulator import CompileContext

        self.target = target
        self._ctx = CompileContext(target.arch, {}, False)
        # per target, shared by every oracle (the passes judge many candidates of a kernel):
        # compiled instructions by text, and whether an instruction is ALU work it can run
        self._compiled: dict[tuple, object] = target_cache(target, "wavepath_compiled")
        self._alu_of: dict[tuple, bool] = target_cache(target, "wavepath_alu")
        self._vcc = (VCC_LO, VCC_LO + 1)
        self._exec = (EXEC_LO, EXEC_HI)
        nx, ny, nz = dims
        lin = np.arange(WAVE) + wave_id * WAVE
        live = lin < nx * ny * nz
        w = Wave(None, None, wave_id)   # ALU instructions touch neither LDS nor memory
        w.v[0] = packed_work_item_ids(dims, wave_id * WAVE, WAVE)
        w.set_exec(int(sum(1 << i for i in range(WAVE) if live[i])))
        self.wave = w
        self.known: set = {("v", 0), ("exec", 0), ("exec", 1)}
        self.executed = 0

    def _alu(self, inst: Instruction) -> bool:
        key = (inst.mnemonic, inst.modifiers)   # what the answer depends on
        r = self._alu_of.get(key)
        if r is None:
            base = inst.base
            reads, writes = inst.mem_effects()
            r = (not base.startswith(_OPAQUE) and not reads and not writes
                 and self.target.classify(base).pipe in ("VALU", "SALU", "TRANS"))
            self._alu_of[key] = r
        return r

    def feed(self, insts: list[Instruction]) -> None:
        """Execute ``insts`` (the next block the wave runs) on the known state."""
        known = self.known
        for inst in insts:
            defs = inst.defs()
            if not defs:
                continue
            self.executed += 1
            if self.executed > MAX_EXECUTED or not self._alu(inst) or not inst.uses() <= known:
                known.difference_update(defs)
                continue
            text = (inst.mnemonic, inst.operands, inst.modifiers)   # equal text, same semantics
            fn = self._compiled.get(text)
            if fn is None:
                from .emulator import _compile_one
                try:
                    fn = _compile_one(inst, self._ctx)
                except Exception:   # noqa: BLE001  (the emulator does not run it: unknown)
                    fn = False
                if len(self._compiled) > _MAX_COMPILED:
                    self._compiled.clear()
                self._compiled[text] = fn
            if fn is False:
                known.difference_update(defs)
                continue
            try:
                fn(self.wave)
            except Exception:   # noqa: BLE001
                known.difference_update(defs)
                continue
            known.update(defs)

    def decide(self, branch: Instruction) -> bool | None:
        """True: the branch is taken; False: it falls through; None: not known."""
        state = _BRANCH_STATE.get(branch.base)
        if state is None:
            return None
        what, when_set = state
        w = self.wave
        if what == "scc":
            if ("scc", 0) not in self.known:
                return None
            return bool(w.scc) == when_set
        units = {("vcc", 0), ("vcc", 1)} if what == "vcc" else {("exec", 0), ("exec", 1)}
        if not units <= self.known:
            return None
        lo, hi = self._vcc if what == "vcc" else self._exec
        return ((w.s[lo] | w.s[hi]) != 0) == when_set   # VCCZ / EXECZ: all 64 bits zero


def workgroup_dims(kernel: Kernel) -> tuple[int, int, int] | None:
    """The work-item dimensions the metadata requires (``.reqd_workgroup_size``), else None:
    without them a wave's work-item ids are not known."""
    dims = (kernel.metadata or {}).get(".reqd_workgroup_size")
    if not dims:
        return None
    d = [int(x) for x in dims] + [1, 1, 1]
    return d[0], d[1], d[2]
