"""Timing-aware mode of the emulator: missing waits and nops become wrong results.

This is an *instrument*, not a cycle model. It never asks "how long does this take";
it asks "is this value guaranteed to be there when it is read?", using only the
architectural guarantees, and poisons every value that is not.

What it models
--------------
* **Memory results land at waits.** VMEM, FLAT, LDS and SMEM results are computed at
  issue but parked in per-counter queues; their destination registers read as poison
  until an ``s_waitcnt`` guarantees them:
  - ``vmcnt(N)``: VMEM (and FLAT) ops complete in issue order; all but the N newest land.
  - ``lgkmcnt(N)``: LDS ops complete in issue order; SMEM (and FLAT, on lgkm) may
    complete out of order, so only ``lgkmcnt(0)`` guarantees them (LLVM
    SIInsertWaitcnts' rule). With mixed LDS+SMEM outstanding, ``lgkmcnt(N>0)`` lands
    the oldest LDS ops only.
  - stores count on their counter (so counts line up) but write memory at issue.
  - ``s_endpgm`` lands everything.
* **LDS order across waves.** An LDS access of one wave is ordered before an access of
  another only if it completed (its ``s_waitcnt``) in an earlier barrier phase than the
  other was issued in (``LdsPhases``): a barrier orders what is complete when the wave
  arrives, nothing else (a bare ``s_barrier`` without the wait orders no memory). The
  waves run one after another within a phase, so time order would hide an access that is
  still in flight across a barrier; phases do not. A read of bytes another wave wrote
  without that order is poison; a write to bytes another wave read or wrote without it
  is a race: reported in ``events`` and the written bytes are poison (what a later reader
  gets is undefined). LDS ops of one wave execute in order.
* **Pipeline hazards from the target DB** (``load_target(arch).hazard_rules``): every row
  whose operand roles it can evaluate — VGPR roles (``vdst``, ``srca/srcb/srcc``,
  ``index``, ``scale``, ``vaddr``, ``vgpr``, ``vsrc``, ``vsrc0``, ``vdata``) and SGPR roles (``sdst``, ``sgpr``,
  ``lane_select``, ``sgpr_constant``, ``vcc``/``exec``/``m0``, ``*_constant``,
  ``execz``/``vccz``) — in particular CDNA3/CDNA4 Table 37 (XDL/SGEMM/DGEMM write ->
  SrcC/SrcA/B/VALU/VMEM read, WAW, SrcC WAR) keyed by the producer's MFMA pass count
  from the DB, and Table 11 (VALU SGPR write -> VMEM / readlane lane select / VALU
  constant read, VCC -> v_div_fmas, v_cmpx EXEC -> ...). Wait states since the producer = instructions issued in between, with
  ``s_nop N`` counting N + 1. A read too early sees poison; a too-early overwrite
  (WAW) poisons the overwritten registers; a SrcC WAR poisons the MFMA result. The
  ``unless`` column (exact same-size SrcC chains) is honoured.
* **Poison** is a bit per (VGPR, lane), per SGPR and for SCC. It propagates
  conservatively at instruction granularity: any poisoned input lane poisons the
  lane's results (any poisoned input of an MFMA, cross-lane op or SALU op poisons all
  its results); a load through a poisoned address returns poison; a store of poisoned
  data (or through a poisoned address) poisons the bytes in memory, and the final
  float buffers show NaN there (``EmulationResult.poisoned`` has the masks).

What it does not model
----------------------
Cycle counts, issue arbitration, cache behaviour; the hwreg (s_setreg/s_getreg) rows and
the store-data WAR rows (``vdata`` read by a VMEM store then overwritten: the emulator
reads store data at issue), listed in ``_HazardTable.skipped``; expcnt; an early SALU
read of an SGPR poisons its consumer's inputs but a SALU result is poisoned only from
poisoned SGPR inputs; branches on a poisoned condition are reported in ``events`` and
then taken as computed; memory ordering between workgroups.
"""

from __future__ import annotations

from collections import deque
from typing import Callable

import numpy as np

from ..isa.model import Instruction, Reg
from ..isa.opcodes import format_modifiers, waitcnt_of
from .emu_state import AGPR_BASE, N_VROWS, SPECIAL_SGPR, Wave

MAX_EVENTS = 200



def _row_of_unit(u) -> int | None:
    f, i = u
    if f == "v":
        return i
    if f == "a":
        return AGPR_BASE + i
    return None


def _sgpr_of_unit(u) -> int | None:
    f, i = u
    if f == "scc":
        return None
    base = SPECIAL_SGPR.get(f)
    return None if base is None else base + i


def _rows(op) -> tuple[int, int] | None:
    if isinstance(op, Reg) and op.file in ("v", "a"):
        return (op.index + (AGPR_BASE if op.file == "a" else 0), op.count)
    return None


class InstInfo:
    """Static per-instruction facts the timing wrapper needs (computed once)."""

    __slots__ = ("inst", "idx", "kind", "reads_v", "reads_s", "reads_scc", "writes_v", "writes_s",
                 "writes_scc", "cls", "role_rows", "ws", "wait", "producer", "consumer_rules",
                 "first_rules")

    def __init__(self, inst: Instruction, idx: int, target):
        self.inst = inst
        self.idx = idx
        uses, defs = inst.uses(), inst.defs()
        self.reads_v = sorted({r for r in map(_row_of_unit, uses) if r is not None})
        self.reads_s = sorted({s for s in map(_sgpr_of_unit, uses) if s is not None and s not in (126, 127)})
        self.reads_scc = ("scc", 0) in uses
        self.writes_v = sorted({r for r in map(_row_of_unit, defs) if r is not None})
        self.writes_s = sorted({s for s in map(_sgpr_of_unit, defs) if s is not None})
        self.writes_scc = ("scc", 0) in defs
        fam = inst.family
        base = inst.base
        if base == "s_waitcnt":
            self.kind = "waitcnt"
        elif base in ("s_endpgm", "s_endpgm_saved"):
            self.kind = "end"
        elif base.startswith("s_cbranch_"):
            self.kind = "branch"
        elif fam in ("SOP1", "SOP2", "SOPK", "SOPC", "SOPP"):
            self.kind = "salu"
        elif fam == "SMEM":
            self.kind = "smem"
        elif fam == "MFMA" and base.startswith(("v_mfma", "v_smfmac")):
            self.kind = "mfma"
        elif fam in ("DS", "GLOBAL", "FLAT", "SCRATCH", "MUBUF", "MTBUF"):
            self.kind = "mem"      # results delivered through the pending queues
        elif base in ("v_readlane_b32", "v_readfirstlane_b32", "v_writelane_b32"):
            self.kind = "xlane"
        else:
            self.kind = "valu"
        self.ws = 1
        if base == "s_nop":
            op = inst.operands[0] if inst.operands else None
            self.ws = (int(op.value) if op is not None and hasattr(op, "value") else 0) + 1
        self.wait = waitcnt_of(inst) if self.kind == "waitcnt" else None
        try:
            self.cls = target.classify(inst.mnemonic, [*(m.name for m in inst.modifiers), *format_modifiers(inst)])
        except Exception:
            self.cls = None
        self.role_rows = _role_table(inst, self)
        self.first_rules: list = []
        self.consumer_rules: list = []


# Hazard-table operand roles (latency_db/README.md "Operand roles") -> occurrences,
# each a frozenset of units: ("v", row) for VGPR/AGPR rows, ("s", n) for SGPR-file
# numbers (vcc 106/107, m0 124, exec 126/127), ("execz",) / ("vccz",) for status reads.
_VCC = frozenset({("s", 106), ("s", 107)})
_EXEC = frozenset({("s", 126), ("s", 127)})
_M0 = frozenset({("s", 124)})
_SUPPORTED_ROLES = {"vdst", "srcc", "srca", "srcb", "index", "scale", "vaddr", "vgpr", "vsrc", "vsrc0", "vdata",
                    "sdst", "sgpr", "lane_select", "sgpr_constant", "exec_constant",
                    "vcc_constant", "vcc", "exec", "m0", "execz", "vccz"}


def _units_of(op) -> frozenset:
    r = getattr(op, "inner", op)
    if not isinstance(r, Reg):
        return frozenset()
    if r.file in ("v", "a"):
        base = r.index + (AGPR_BASE if r.file == "a" else 0)
        return frozenset(("v", base + i) for i in range(r.count))
    b = SPECIAL_SGPR.get(r.file)
    if b is None:
        return frozenset()
    return frozenset(("s", b + r.index + i) for i in range(r.count))


def _role_table(inst: Instruction, info: "InstInfo") -> dict[str, list[frozenset]]:
    by_role: dict[str, list[frozenset]] = {}
    for role, op in inst.role_items():
        u = _units_of(op)
        if u:
            by_role.setdefault(role, []).append(u)
    rv = frozenset(("v", r) for r in info.reads_v)
    wv = frozenset(("v", r) for r in info.writes_v)
    rs = frozenset(("s", n) for n in info.reads_s) | (_EXEC if ("exec", 0) in inst.uses() else frozenset())
    ws = frozenset(("s", n) for n in info.writes_s)
    t: dict[str, list[frozenset]] = {}
    t["vgpr_r"] = [rv] if rv else []
    t["vgpr_w"] = [wv] if wv else []
    for role in ("srca", "srcb", "srcc"):
        t[role] = by_role.get(role, [])
    # the sparse MFMA's index operand is role "idx" in the instruction table, and it
    # accumulates into its destination: SrcC is the vdst (as the checker's InstView reads them)
    t["index"] = by_role.get("idx", [])
    t["scale"] = by_role.get("scalea", []) + by_role.get("scaleb", [])   # a block-scaled MFMA's scales
    t["vaddr"] = [u for role in ("vaddr", "addr") for u in by_role.get(role, []) if next(iter(u))[0] == "v"]
    if inst.base.startswith("v_smfmac"):
        t["srcc"] = by_role.get("vdst", [])
    t["vdst"] = [u for u in by_role.get("vdst", []) if next(iter(u))[0] == "v"] or t["vgpr_w"]
    srcs = [u for role in ("src0", "src1", "src2") for u in by_role.get(role, [])]
    t["vsrc"] = [u for u in srcs if next(iter(u))[0] == "v"]
    t["vsrc0"] = [u for u in by_role.get("src0", []) if next(iter(u))[0] == "v"]
    t["vdata"] = [u for role in ("vdata", "data0", "data1", "data") for u in by_role.get(role, [])
                  if next(iter(u))[0] == "v"]
    is_valu = inst.family in ("VOP1", "VOP2", "VOP3", "VOPC", "VOP3P")
    consts = [u for u in srcs if next(iter(u))[0] == "s"] if is_valu else []
    # a VOP2 carry-in / cndmask mask is role src2 on the carry ops; not a "constant" read
    if is_valu and (inst.base.startswith(("v_cndmask", "v_addc", "v_subb", "v_div_fmas"))):
        consts = [u for u in consts if u not in by_role.get("src2", [])]
    t["sgpr_constant"] = [u - _VCC - _EXEC for u in consts if u - _VCC - _EXEC]
    t["vcc_constant"] = [u & _VCC for u in consts if u & _VCC]
    t["exec_constant"] = [u & _EXEC for u in consts if u & _EXEC]
    t["sdst_w"] = [ws - _EXEC] if ws - _EXEC else []
    t["sgpr_r"] = [rs] if rs else []
    t["vcc_w"] = [ws & _VCC] if ws & _VCC else []
    t["vcc_r"] = [rs & _VCC] if rs & _VCC else []
    t["exec_w"] = [ws & _EXEC] if ws & _EXEC else []
    t["m0_w"] = [ws & _M0] if ws & _M0 else []
    t["m0_r"] = [rs & _M0] if rs & _M0 else []
    lane = []
    if inst.base in ("v_readlane_b32", "v_writelane_b32") and len(inst.operands) >= 3:
        lane = [u for u in [_units_of(inst.operands[2])] if u]
    t["lane_select"] = lane
    stat = set()
    for op in inst.operands:
        f = getattr(getattr(op, "inner", op), "file", None)
        if f in ("src_execz", "execz"):
            stat.add("execz")
        if f in ("src_vccz", "vccz"):
            stat.add("vccz")
    if inst.base in ("s_cbranch_execz", "s_cbranch_execnz"):
        stat.add("execz")
    if inst.base in ("s_cbranch_vccz", "s_cbranch_vccnz"):
        stat.add("vccz")
    t["execz"] = [frozenset({("execz",)})] if "execz" in stat else []
    t["vccz"] = [frozenset({("vccz",)})] if "vccz" in stat else []
    return t


def _role_units(info: "InstInfo", role: str, access: str) -> list[frozenset]:
    t = info.role_rows
    if role == "vgpr":
        if access == "read":
            return t["vgpr_r"]
        if access == "write":
            return t["vgpr_w"]
        return t["vgpr_r"] + t["vgpr_w"]
    if role == "sdst":
        return t["sdst_w"]
    if role == "sgpr":
        return t["sgpr_r"]
    if role in ("vcc", "m0"):
        return t[f"{role}_w"] if access == "write" else t[f"{role}_r"]
    if role == "exec":
        return t["exec_w"] if access == "write" else [u & _EXEC for u in t["sgpr_r"] if u & _EXEC]
    return t.get(role, [])


class _Event:
    __slots__ = ("land", "landed", "where")

    def __init__(self, land: Callable[[], None] | None, where: str):
        self.land = land
        self.landed = False
        self.where = where

    def do_land(self) -> None:
        if not self.landed:
            self.landed = True
            if self.land is not None:
                self.land()


class LdsPhases:
    """Per wave and LDS byte: the barrier phase in which the wave's last read (and last
    write) of the byte completed, ``PENDING`` while in flight. Access X of wave A is
    ordered before access Y of wave B != A iff X completed in a phase before the one Y is
    issued in (A then reached a barrier after it that B passed before Y). LDS atomics are
    not tracked (they are not races among themselves; they read and write LDS directly)."""

    PENDING = 1 << 30

    def __init__(self, size: int, waves: int):
        self.size = size
        #: kind ("r" / "w") -> [wave, byte] phase its last such access completed in (-1: none)
        self.done = {k: np.full((waves, size), -1, np.int32) for k in ("r", "w")}
        #: kind -> [wave, byte] the access that set ``done`` (completion of an older one
        #: must not overwrite a younger one's PENDING)
        self.token = {k: np.zeros((waves, size), np.int32) for k in ("r", "w")}
        self.next_token = 1
        #: reads in flight: token -> (wave, bytes, called when another wave writes them)
        self.in_flight: dict[int, tuple[int, np.ndarray, Callable[[], None]]] = {}

    def overwrite_in_flight(self, wave: int, idx: np.ndarray) -> None:
        """Another wave's reads still in flight of bytes ``wave`` writes now: their results
        are undefined (told through the callback given to :meth:`issue`)."""
        flat = idx.reshape(-1)
        for a, rb, on_race in list(self.in_flight.values()):
            if a != wave and np.isin(rb, flat).any():
                on_race()

    def unordered(self, kind: str, wave: int, idx: np.ndarray, phase: int) -> np.ndarray:
        """Per row of ``idx``: does a ``kind`` access of another wave to its bytes lack an
        order with an access issued now (``phase``)?"""
        return self.unordered_bytes(kind, wave, idx, phase).any(axis=1)

    def unordered_bytes(self, kind: str, wave: int, idx: np.ndarray, phase: int) -> np.ndarray:
        """:meth:`unordered` per byte of ``idx`` (same shape)."""
        late = self.done[kind][:, idx] >= phase     # [wave, row, byte]
        late[wave] = False
        return late.any(axis=0)

    def issue(self, kind: str, wave: int, idx: np.ndarray,
              on_race: Callable[[], None] | None = None) -> Callable[[int], None]:
        """Note an access in flight; the returned function completes it in a phase.
        ``on_race``: for a read, called if another wave writes its bytes before it completes."""
        done, tok_arr = self.done[kind][wave], self.token[kind][wave]   # row views
        tok = self.next_token
        self.next_token += 1
        flat = idx.reshape(-1)
        done[flat] = self.PENDING
        tok_arr[flat] = tok
        if on_race is not None:
            self.in_flight[tok] = (wave, flat, on_race)

        def complete(phase: int) -> None:
            mine = flat[tok_arr[flat] == tok]   # not since re-accessed by a younger op
            done[mine] = phase
            self.in_flight.pop(tok, None)
        return complete


class TimingState:
    """Per-wave poison bits, pending memory results and recent hazard producers."""

    def __init__(self, w: Wave, target: str, events: list[str]):
        self.vp = np.zeros((N_VROWS, 64), bool)
        self.sp = [False] * 128
        self.scc_p = False
        self.vm: deque[_Event] = deque()
        self.lds: deque[_Event] = deque()
        self.smem: list[_Event] = []
        self.pending_v: dict[int, str] = {}
        self.pending_s: dict[int, str] = {}
        self.ws = 0
        self.recent: deque = deque()
        self.cur_in = np.zeros(64, bool)
        self.events = events
        self.wave = w
        self._phases = w.wg.lds_phases
        self._pending_clears: list[Callable[[], None]] = []
        #: set when another wave overwrites what the LDS reads of the next delivered
        #: result read while they are in flight (a fresh flag per delivering instruction)
        self._read_races = [False]

    # -- events ------------------------------------------------------------------------
    def note(self, msg: str) -> None:
        if len(self.events) < MAX_EVENTS:
            self.events.append(msg)

    # -- poison queries used by memory ops --------------------------------------------
    def vpoison_rows(self, row: int, n: int) -> np.ndarray:
        return self.vp[row:row + n].any(axis=0)

    def addr_poison(self, w: Wave, inst: Instruction) -> np.ndarray:
        return self.cur_in

    def lds_read_poison(self, w: Wave, idx: np.ndarray) -> np.ndarray:
        """Poison of an LDS read of ``idx`` (one row per active lane) issued now; the read is
        noted in flight until the instruction that delivers it lands."""
        p = w.wg.lds_poison[idx].any(axis=1)
        wg = w.wg
        foreign = self._phases.unordered("w", w.wave_id, idx, wg.phase)
        if foreign.any():
            self.note(f"wave {w.wave_id} reads LDS bytes another wave wrote without a completed "
                      f"lgkmcnt wait before a barrier between them")
        raced = self._read_races
        complete = self._phases.issue("r", w.wave_id, idx, lambda: raced.__setitem__(0, True))
        self._pending_clears.append(lambda: complete(wg.phase))
        return p | foreign

    def lds_written(self, w: Wave, inst: Instruction, idx: np.ndarray, pois, dma: bool = False,
                    unchanged: np.ndarray | None = None) -> None:
        """Note a write of ``idx`` (one row per active lane), its data's poison ``pois``.
        ``unchanged``: per byte of ``idx``, the write left its value as it was. Such a byte
        is no race's victim: every order of the accesses leaves it, and gives a reader in
        flight, the same value (Wave's tiles with fewer elements than lanes x width, e.g.
        BLOCK_K = the MMA's K, have several waves store the same tile bytes at once); unless
        that value was already undefined (poison)."""
        act = np.flatnonzero(w.exec_mask)
        cur = self.cur_in[act]
        p = cur if pois is None else (pois | cur)
        lp = w.wg.lds_poison
        if dma:
            # LDS-DMA data arrives with vmcnt: poison for everyone until the wait
            final = np.broadcast_to(p[:, None], idx.shape).copy()
            lp[idx] = True
            flat_idx = idx.copy()
            self._pending_clears.append(lambda: lp.__setitem__(flat_idx, final))
            return
        wg = w.wg
        phases = self._phases
        race_b = (phases.unordered_bytes("r", w.wave_id, idx, wg.phase)
                  | phases.unordered_bytes("w", w.wave_id, idx, wg.phase))
        if unchanged is not None:
            race_b &= ~unchanged | lp[idx]
        race = race_b.any(axis=1)
        if race.any():
            self.note(f"wave {w.wave_id}: {inst.mnemonic} at {inst.location} writes LDS bytes another wave "
                      f"read or wrote without a completed lgkmcnt wait before a barrier between them")
            p = p | race   # what a later reader gets is undefined; so is what a read in flight got
            phases.overwrite_in_flight(w.wave_id, idx[race_b])
        lp[idx] = np.broadcast_to(p[:, None], idx.shape)
        complete = phases.issue("w", w.wave_id, idx)
        self._pending_clears.append(lambda: complete(wg.phase))

    # -- deferred results -------------------------------------------------------------
    def _enqueue(self, ev: _Event, counter: str) -> None:
        if counter == "vm":
            self.vm.append(ev)
        elif counter == "lgkm":
            self.lds.append(ev)
        elif counter == "flat":
            self.vm.append(ev)
            self.smem.append(ev)
        elif counter == "smem":
            self.smem.append(ev)

    def issue_noreturn(self, w: Wave, inst: Instruction, counter: str) -> None:
        clears, self._pending_clears = self._pending_clears, []
        self._read_races = [False]   # nothing delivered: no result to poison

        def land():
            for c in clears:
                c()
        self._enqueue(_Event(land if clears else None, inst.location), counter)

    def defer_vgprs(self, w: Wave, inst: Instruction, row: int, words: np.ndarray,
                    lanes: np.ndarray, pois, counter: str) -> None:
        nw = words.shape[0]
        lanes = lanes.copy()
        words = words.copy()
        p = self.cur_in.copy()
        if pois is not None:
            p |= pois
        vp = self.vp
        where = f"{inst.mnemonic} at {inst.location}"
        vp[row:row + nw, lanes] = True
        for r in range(row, row + nw):
            self.pending_v[r] = where
        # the LDS accesses of this instruction (a read, an atomic's read and write) complete
        # when its result lands
        clears, self._pending_clears = self._pending_clears, []
        raced, self._read_races = self._read_races, [False]

        def land():
            for c in clears:
                c()
            blk = w.v[row:row + nw]
            np.copyto(blk, words, where=lanes[None, :])
            vp[row:row + nw, lanes] = True if raced[0] else p[lanes]
            for r in range(row, row + nw):
                if self.pending_v.get(r) == where:
                    del self.pending_v[r]
        self._enqueue(_Event(land, where), counter)

    def defer_sgprs(self, w: Wave, inst: Instruction, di: int, words: list[int], pois: bool) -> None:
        n = len(words)
        where = f"{inst.mnemonic} at {inst.location}"
        p = bool(pois) or bool(self.cur_in.any())
        for k in range(n):
            self.sp[di + k] = True
            self.pending_s[di + k] = where

        def land():
            for k, x in enumerate(words):
                w.s[di + k] = x
                self.sp[di + k] = p
                if self.pending_s.get(di + k) == where:
                    del self.pending_s[di + k]
            if di <= 127 and di + n > 126:
                w.sync_exec()
        self._enqueue(_Event(land, where), "smem")

    # -- waits --------------------------------------------------------------------------
    def wait(self, vmcnt: int | None, lgkmcnt: int | None) -> None:
        if vmcnt is not None:
            while len(self.vm) > vmcnt:
                self.vm.popleft().do_land()
        if lgkmcnt is not None:
            self.smem = [e for e in self.smem if not e.landed]
            if lgkmcnt == 0:
                while self.lds:
                    self.lds.popleft().do_land()
                for e in self.smem:
                    e.do_land()
                self.smem = []
            else:
                while self.lds and len(self.lds) + len(self.smem) > lgkmcnt:
                    self.lds.popleft().do_land()
        self.vm = deque(e for e in self.vm if not e.landed)

    def land_all(self) -> None:
        self.wait(0, 0)


# ------------------------------------------------------------------------------ hazards

class _HazardTable:
    def __init__(self, target):
        self.rules = []
        self.skipped = []
        for r in target.hazard_rules:
            fo, so = set(r.first.operands), set(r.second.operands)
            # first-side reads of store data (vdata WAR) are moot here: the emulator
            # reads store data at issue; hwreg rows concern MODE bits it does not model
            ok = fo <= _SUPPORTED_ROLES and so <= _SUPPORTED_ROLES and "vdata" not in fo
            if ok and (fo and so or r.relation == "any"):
                self.rules.append(r)
            else:
                self.skipped.append(r.id)
        self.by_id = {r.id: r for r in self.rules}
        waits = []
        for r in self.rules:
            waits += [r.wait_states] if isinstance(r.wait_states, int) else list(r.wait_states.values())
        self.max_wait = max(waits + [0])
        self.pair_cache: dict[tuple[int, int], list] = {}


def _rule_hits(rule, p: InstInfo, x: InstInfo) -> bool:
    """Register relation of a hazard row between producer p and consumer x."""
    a = [u for role in rule.first.operands for u in _role_units(p, role, rule.first.access)]
    b = [u for role in rule.second.operands for u in _role_units(x, role, rule.second.access)]
    if rule.first.operands and not a or rule.second.operands and not b:
        return False
    if rule.relation == "same":
        return any(ua == ub for ua in a for ub in b)
    if rule.relation == "overlap":
        return any(ua & ub for ua in a for ub in b)
    return True


def instrument(insts: list[Instruction], ops: list, target: str) -> list:
    """Wrap compiled ops with the timing-aware bookkeeping."""
    from ..target import load_target

    tgt = load_target(target)
    table = _HazardTable(tgt)
    infos = [InstInfo(inst, i, tgt) for i, inst in enumerate(insts)]
    for info in infos:
        if info.cls is None:
            continue
        info.first_rules = [r for r in table.rules if r.first.match.matches(info.cls)]
    return [_wrap(op, info, infos, table) for op, info in zip(ops, infos)]


def _pair_rules(table: _HazardTable, p: InstInfo, x: InstInfo) -> list:
    key = (p.idx, x.idx)
    rules = table.pair_cache.get(key)
    if rules is None:
        rules = []
        if x.cls is not None:
            for r in p.first_rules:
                if r.second.match.matches(x.cls, p.cls):
                    rules.append(r)
        table.pair_cache[key] = rules
    return rules


def _wrap(op: Callable, info: InstInfo, infos: list[InstInfo], table: _HazardTable) -> Callable:
    kind = info.kind
    reads_v = np.array(info.reads_v, dtype=np.int64)
    reads_s = info.reads_s
    writes_v = np.array(info.writes_v, dtype=np.int64)
    writes_s = info.writes_s
    inst = info.inst
    zero = np.zeros(64, bool)

    def check_hazards(ts: TimingState, inp: np.ndarray) -> tuple[bool, list]:
        """Returns (poison inputs?, producers whose results must be poisoned)."""
        bad_in = False
        poison_dst_after = False
        poison_prod = []
        keep = deque()
        for rec in ts.recent:
            p, p_ws = rec
            since = ts.ws - p_ws - 1
            if since >= table.max_wait:
                continue
            keep.append(rec)
            rules = _pair_rules(table, p, info)
            if not rules:
                continue
            hits = [r for r in rules if _rule_hits(r, p, info)]
            hit_ids = {r.id for r in hits}
            for r in hits:
                if any(u in hit_ids for u in r.unless):
                    continue
                need = r.wait_for(p.cls)
                if since < need:
                    ts.note(f"{inst.location}: {inst.mnemonic} {since} wait state(s) after "
                            f"{p.inst.mnemonic} at {p.inst.location}, hazard {r.id} needs {need}")
                    if r.first.access == "read":
                        poison_prod.append(p)
                    elif r.second.access == "read":
                        bad_in = True
                    elif r.second.access == "write":
                        poison_dst_after = True
                    else:
                        bad_in = poison_dst_after = True
        ts.recent = keep
        return bad_in, (poison_prod, poison_dst_after)

    def run(w: Wave):
        ts: TimingState = w.timing
        if kind == "waitcnt":
            wc = info.wait
            ts.wait(wc.vmcnt, wc.lgkmcnt)
            ts.ws += 1
            return op(w)
        # input poison
        if reads_v.size:
            inp = ts.vp[reads_v].any(axis=0)
        else:
            inp = zero.copy()
        sp = ts.sp
        s_bad = any(sp[i] for i in reads_s) or (info.reads_scc and ts.scc_p)
        if s_bad:
            inp = np.ones(64, bool)
        if len(ts.events) < MAX_EVENTS and inp.any() and (ts.pending_v or ts.pending_s):
            pend = [f"v{r}" if r < AGPR_BASE else f"a{r - AGPR_BASE}" for r in info.reads_v
                    if r in ts.pending_v][:1] + [f"s{s}" for s in reads_s if s in ts.pending_s][:1]
            if pend:
                src = ts.pending_v.get(info.reads_v[0]) if False else \
                    (ts.pending_v.get(int(pend[0][1:])) if pend[0][0] == "v" else ts.pending_s.get(int(pend[0][1:])))
                ts.note(f"{inst.location}: {inst.mnemonic} reads {pend[0]} before "
                        f"{src or 'its load'} landed (missing s_waitcnt)")
        prods, dst_after = [], False
        if ts.recent:
            bad, (prods, dst_after) = check_hazards(ts, inp)
            if bad:
                inp = np.ones(64, bool)
        if kind == "branch" and inp.any():
            ts.note(f"{inst.location}: {inst.mnemonic} branches on a poisoned condition")
        ts.cur_in = inp
        if kind == "end":
            ts.land_all()
        r = op(w)
        # propagate poison to results produced now
        if kind in ("valu", "xlane", "mfma"):
            if writes_v.size:
                if kind == "valu":
                    ex = w.exec_mask
                    blk = ts.vp[writes_v]
                    blk[:, ex] = inp[ex]
                    ts.vp[writes_v] = blk
                else:
                    ts.vp[writes_v] = bool(inp.any())
            if writes_s:
                sflag = bool((inp & w.exec_mask).any()) if kind == "valu" else bool(inp.any())
                for s in writes_s:
                    sp[s] = sflag
        elif kind == "salu":
            for s in writes_s:
                sp[s] = s_bad
            if info.writes_scc:
                ts.scc_p = s_bad
        if dst_after and writes_v.size:
            ts.vp[writes_v] = True
        for p in prods:
            if p.writes_v:
                ts.vp[np.array(p.writes_v)] = True
        ts.ws += info.ws
        if info.first_rules:
            ts.recent.append((info, ts.ws - info.ws))
        return r
    return run
