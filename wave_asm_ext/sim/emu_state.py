"""Machine state of the functional emulator: flat memory, LDS, one wavefront's registers.

Register files (wave64, CDNA3/CDNA4):

* SGPRs are a Python list of 128 uint32 ints. Special registers live at their gfx9
  encoding numbers so 64-bit pairs are contiguous: flat_scratch 102/103, xnack_mask
  104/105, vcc 106/107, ttmp0.. 108.., m0 124, exec 126/127. SCC is a separate int.
* VGPRs and AGPRs share one ``uint32[512, 64]`` array: ``v<i>`` is row ``i`` and
  ``a<i>`` is row ``256 + i`` (architecturally separate names; the unified-file
  ``accum_offset`` only matters for allocation, not for semantics).

Memory is one flat 64-bit byte address space. Every buffer argument (and the kernarg
segment) is a numpy ``uint8`` region at a fake, widely spaced base address; loads and
stores translate addresses back to a region and raise :class:`EmulationError` naming
the instruction when an access falls outside every region.
"""

from __future__ import annotations

import numpy as np

from ..errors import WaveAsmError

WAVE = 64
MASK32 = 0xFFFFFFFF
MASK64 = 0xFFFFFFFFFFFFFFFF
N_SGPR = 128
AGPR_BASE = 256
N_VROWS = 513
DPP_TMP_ROW = 512     # scratch row holding a DPP-permuted src0

# gfx9 SGPR encoding numbers of the special registers (CDNA3 ISA "SGPR" operand table).
SPECIAL_SGPR = {"flat_scratch": 102, "xnack_mask": 104, "vcc": 106, "ttmp": 108,
                "m0": 124, "exec": 126, "s": 0}
EXEC_LO = 126
EXEC_HI = 127
VCC_LO = 106
M0 = 124

LANES = np.arange(WAVE, dtype=np.uint32)
LANE_BITS = np.left_shift(np.uint64(1), np.arange(WAVE, dtype=np.uint64))
ALL_LANES = np.ones(WAVE, dtype=bool)

# Fake address layout: regions start at REGION_BASE and are REGION_STRIDE apart, so
# a wild pointer is far from any region and is reported instead of aliasing.
REGION_BASE = 0x100_0000_0000
REGION_STRIDE = 0x10_0000_0000


class EmulationError(WaveAsmError):
    """The emulator cannot continue: unsupported instruction or modifier, an access
    outside every buffer, a barrier deadlock, a step limit. ``location`` is file:line."""


def mask_to_bool(m: int) -> np.ndarray:
    """64-bit lane mask -> bool[64]."""
    return (np.uint64(m & MASK64) & LANE_BITS) != 0


def bool_to_mask(b: np.ndarray) -> int:
    """bool[64] -> 64-bit lane mask (int)."""
    return int(np.packbits(b.astype(bool), bitorder="little").view("<u8")[0])


def packed_work_item_ids(block: tuple[int, int, int], first: int, count: int) -> np.ndarray:
    """The work-item ids of linear work-items ``first .. first + count - 1`` of a workgroup of
    shape ``block``, packed as gfx90a+ kernels receive them in v0 (AMDGPUUsage "Initial Kernel
    Execution State", packed TID): x | y << 10 | z << 20."""
    lin = np.arange(first, first + count)
    nx, ny = block[0], block[1]
    return (lin % nx | (lin // nx % ny) << 10 | (lin // (nx * ny)) << 20).astype(np.uint32)


class Region:
    __slots__ = ("base", "data", "name", "poison")

    def __init__(self, base: int, data: np.ndarray, name: str):
        self.base = base
        self.data = data            # uint8 view of the buffer
        self.name = name
        self.poison: np.ndarray | None = None   # bool per byte (timing-aware mode)


class Memory:
    """Flat byte-addressed global memory made of disjoint regions."""

    def __init__(self) -> None:
        self.regions: list[Region] = []
        self._bases = np.zeros(0, dtype=np.uint64)
        self.track_poison = False

    def alloc(self, data: np.ndarray, name: str) -> int:
        """Map ``data`` (any contiguous array; viewed as bytes, shared) and return its address."""
        raw = np.ascontiguousarray(data).reshape(-1).view(np.uint8)
        base = REGION_BASE + len(self.regions) * REGION_STRIDE
        if raw.size > REGION_STRIDE:
            raise EmulationError(f"buffer {name} too large ({raw.size} bytes)")
        r = Region(base, raw, name)
        if self.track_poison:
            r.poison = np.zeros(raw.size, dtype=bool)
        self.regions.append(r)
        self._bases = np.array([x.base for x in self.regions], dtype=np.uint64)
        return base

    def enable_poison(self) -> None:
        self.track_poison = True
        for r in self.regions:
            if r.poison is None:
                r.poison = np.zeros(r.data.size, dtype=bool)

    # -- address translation -------------------------------------------------------
    def _locate(self, addrs: np.ndarray, nbytes: int, where: str) -> tuple[Region, np.ndarray]:
        """Region and byte offsets for lane addresses (all must hit one region)."""
        addrs = np.asarray(addrs, dtype=np.uint64)
        if addrs.size == 0:
            return self.regions[0], np.zeros(0, dtype=np.int64)
        ri = np.searchsorted(self._bases, addrs, side="right").astype(np.int64) - 1
        r0 = int(ri[0])
        if r0 < 0 or (ri != r0).any():
            bad = addrs[ri < 0][:1] if (ri < 0).any() else addrs[ri != r0][:1]
            raise EmulationError(
                f"memory access at 0x{int(bad[0]):x} is outside the single buffer "
                f"{'' if r0 < 0 else self.regions[r0].name} touched by the other lanes", where)
        reg = self.regions[r0]
        off = (addrs - np.uint64(reg.base)).astype(np.int64)
        hi = int(off.max()) + nbytes
        if hi > reg.data.size:
            lane = int(np.argmax(off + nbytes > reg.data.size))
            raise EmulationError(
                f"out-of-bounds access to buffer '{reg.name}' ({reg.data.size} bytes): "
                f"byte offset {int(off[lane])} + {nbytes} (lane {lane})", where)
        return reg, off

    def load(self, addrs: np.ndarray, nbytes: int, where: str) -> tuple[np.ndarray, np.ndarray | None]:
        """Bytes ``[n, nbytes]`` at each address; plus per-lane poison (or None)."""
        reg, off = self._locate(addrs, nbytes, where)
        idx = off[:, None] + np.arange(nbytes, dtype=np.int64)
        data = reg.data[idx]
        pois = None
        if reg.poison is not None:
            pois = reg.poison[idx].any(axis=1)
        return data, pois

    def store(self, addrs: np.ndarray, data: np.ndarray, where: str,
              poison: np.ndarray | None = None) -> None:
        """Write ``data[n, nbytes]`` (uint8) at each address; later lanes win on overlap."""
        nbytes = data.shape[1]
        reg, off = self._locate(addrs, nbytes, where)
        idx = off[:, None] + np.arange(nbytes, dtype=np.int64)
        reg.data[idx] = data
        if reg.poison is not None:
            if poison is None:
                reg.poison[idx] = False
            else:
                reg.poison[idx] = np.broadcast_to(poison[:, None], idx.shape)

    def load_scalar(self, addr: int, ndw: int, where: str) -> tuple[list[int], bool]:
        reg, off = self._locate(np.array([addr], dtype=np.uint64), 4 * ndw, where)
        o = int(off[0])
        words = reg.data[o:o + 4 * ndw].view("<u4") if o % 4 == 0 else \
            np.frombuffer(reg.data[o:o + 4 * ndw].tobytes(), "<u4")
        pois = bool(reg.poison[o:o + 4 * ndw].any()) if reg.poison is not None else False
        return [int(x) for x in words], pois


class Workgroup:
    """Per-workgroup state: id, LDS bytes (+ poison when timing-aware)."""

    __slots__ = ("wg_id", "lds", "lds_poison", "lds_phases", "phase")

    def __init__(self, wg_id: tuple[int, int, int], lds_bytes: int, track_poison: bool, waves: int = 1):
        self.wg_id = wg_id
        self.lds = np.zeros(max(lds_bytes, 4), dtype=np.uint8)
        # timing-aware: LDS holds undefined values when a workgroup starts (ISA: LDS is not
        # initialised; a new workgroup finds whatever the last one left), so every byte is
        # poison until a store writes it: a read the program (or a schedule) makes before
        # the store it needs shows up as poison, where zeros could pass for data
        self.lds_poison = np.ones(self.lds.size, dtype=bool) if track_poison else None
        #: barrier phase: how many times the workgroup's barrier has opened
        self.phase = 0
        #: timing-aware: per wave and byte, the phase its LDS accesses completed in
        #: (``emu_timing.LdsPhases``: accesses of different waves must be a barrier apart)
        self.lds_phases = None
        if track_poison:
            from .emu_timing import LdsPhases
            self.lds_phases = LdsPhases(self.lds.size, waves)


class Wave:
    """One wavefront's architectural state."""

    __slots__ = ("s", "v", "scc", "exec_mask", "exec_all", "pc", "done", "wg", "mem",
                 "wave_id", "timing", "steps", "priv", "priv_poison")

    def __init__(self, wg: Workgroup, mem: Memory, wave_id: int):
        self.s = [0] * N_SGPR
        self.v = np.zeros((N_VROWS, WAVE), dtype=np.uint32)
        self.scc = 0
        self.exec_mask = ALL_LANES.copy()
        self.exec_all = True
        self.pc = 0
        self.done = False
        self.wg = wg
        self.mem = mem
        self.wave_id = wave_id
        self.timing = None          # emu_timing.TimingState when timing-aware
        self.steps = 0
        # private (scratch) memory: per lane, linear byte addresses (the hardware's
        # swizzling is invisible to the program); allocated by the launcher
        self.priv = np.zeros((WAVE, 0), dtype=np.uint8)
        self.priv_poison: np.ndarray | None = None

    # exec is cached as a bool array; every SGPR write path that may touch 126/127
    # calls sync_exec().
    def sync_exec(self) -> None:
        m = self.s[EXEC_LO] | (self.s[EXEC_HI] << 32)
        self.exec_mask = mask_to_bool(m)
        self.exec_all = m == MASK64

    def set_exec(self, m: int) -> None:
        self.s[EXEC_LO] = m & MASK32
        self.s[EXEC_HI] = (m >> 32) & MASK32
        self.sync_exec()

    def sgpr64(self, i: int) -> int:
        return self.s[i] | (self.s[i + 1] << 32)
