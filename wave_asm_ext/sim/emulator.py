"""Functional emulator of AMDGCN (gfx942 / gfx950, wave64) kernels on numpy.

An *instrument*: it executes assembly (ours, LLVM's, or a code object's disassembly)
on the CPU so results can be compared with torch, and — in timing-aware mode
(:mod:`.emu_timing`) — turns a missing ``s_waitcnt`` or ``s_nop`` into a wrong
(poisoned) result; there, LDS bytes no store has written are poison too (LDS is not
initialised when a workgroup starts; plain mode reads zeros). It uses only the program model (``wave_asm_ext.isa``) and, for the
timing-aware mode, the target DB; never ``wave_asm_ext.passes``.

Usage::

    from wave_asm_ext.sim.emulator import emulate
    res = emulate("gemm.s", args=[a, b, c], grid=(4, 4, 1), block=(128, 2, 1),
                  target="gfx942")
    c  # written in place (numpy array or CPU torch tensor)

Execution model: workgroups run one after another; inside a workgroup the waves run
cooperatively — each wave runs until ``s_barrier`` or ``s_endpgm``, then the next,
and when every live wave is parked the barrier opens. Every instruction is compiled
once into a closure over numpy operations on the 64 lanes (no per-lane Python loops
except atomics), dispatched by mnemonic through a table built at import time.

Launch state (AMDGPUUsage "Initial Kernel Execution State"): user SGPRs in ABI order
(private segment buffer, dispatch ptr, queue ptr, kernarg segment ptr, dispatch id,
flat scratch init, private segment size), then preloaded kernarg dwords, then the
workgroup ids x/y/z, workgroup info and private wave offset when enabled; v0 holds the
work-item id packed as x | y << 10 | z << 20 (gfx90a+ packed TID), EXEC the lanes that
exist, M0 and everything else 0. Private (scratch) memory is per lane and linear.

Validated against: the LLVM-compiled corpus (tests/corpus: OpenCL kernels incl. MFMA
f16/bf16/f64 chains, gfx950 double-K MFMAs, LDS + barriers, divergence, division;
Wave LLVM-path GEMMs 32^3..1024^3 with ds_read_b64_tr_b16 on gfx950), from ``.s`` and
from ``.hsaco``; the project's emitted GEMMs (buffer ops through V#, f16/bf16/f8; gfx950
gemm_tt f8's ds_read_b64_tr_b8, tests/test_emit_bytes.py);
clang-compiled scratch, DPP-reduction, compare-and-swap and 3-D id kernels (tests/test_emulator*.py).
Speed: a 256^3 f16 Wave GEMM (16 workgroups x 4 waves, ~17k instructions) ~0.3-0.6 s;
1024^3 (64 x 4 waves, ~650k instructions) ~12 s on this machine.

Not modelled (raise EmulationError naming the instruction and file:line, or noted):
xf32 MFMAs, the 6-/4-bit f8f6f4 formats, cbsz/abid/blgp != 0 on single-block MFMAs,
MFMA neg modifiers, invalid SMFMAC index pairs (emu_mfma's docstring); v_dot8/i4,
v_permlane*, ds_swizzle's gfx9+ rotate / FFT modes (its quad-permute and bitmask modes
are, with LLVM's SWAP / REVERSE / BROADCAST / BITMASK_PERM spellings), DPP on VOPC/VOP3,
GDS/GWS, MTBUF and buffer atomics, flat
accesses into the LDS/private apertures, calls/relocations (s_getpc + rel32). Numerics:
IEEE round-to-nearest with denormals always (MODE register writes are ignored),
transcendentals exact (hardware: ~1 ulp), v_div_scale/fmas modelled for operands that
need no exponent pre-scaling, integer clamp not modelled. Workgroups run one after
another (no inter-workgroup concurrency); atomics serialise in lane order.
"""

from __future__ import annotations

import argparse
import json
import math
import struct
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np

from ..errors import WaveAsmError
from ..isa.model import Instruction, Kernel, Program
from .emu_loader import LaunchABI, load_source
from .emu_state import (EmulationError, Memory, Wave, Workgroup, WAVE, bool_to_mask, packed_work_item_ids)

__all__ = ["emulate", "EmulationResult", "EmulationError", "main_emulate"]

SUPPORTED_TARGETS = ("gfx942", "gfx950")
DEFAULT_MAX_STEPS = 200_000_000


@dataclass
class EmulationResult:
    """Outcome of :func:`emulate`.

    ``args``: the bound arguments in order (buffers are the caller's objects, written in
    place). ``outputs``: name -> numpy view of every global buffer argument (name from
    metadata, else ``arg<i>``). ``poisoned``: name -> bool mask of elements holding
    poison (timing-aware mode; floats are also set to NaN). ``events``: timing-aware
    findings (early reads), in order. ``steps``: instructions executed over all waves.
    """

    kernel: str
    target: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    args: list[Any]
    outputs: dict[str, np.ndarray]
    steps: int
    waves: int
    seconds: float
    timing_aware: bool = False
    poisoned: dict[str, np.ndarray] = field(default_factory=dict)
    events: list[str] = field(default_factory=list)

    def __getitem__(self, key: str | int) -> np.ndarray:
        if isinstance(key, int):
            return list(self.outputs.values())[key]
        return self.outputs[key]

    @property
    def any_poison(self) -> bool:
        return any(m.any() for m in self.poisoned.values())


# ----------------------------------------------------------------------------- compile

class CompileContext:
    """What instruction compilers may consult."""

    def __init__(self, target: str, labels: dict[str, int], timing: bool):
        self.target = target
        self.labels = labels
        self.timing = timing
        self.code_base = 0x7000_0000_0000


def _compile_one(inst: Instruction, ctx: CompileContext) -> Callable[[Wave], Any]:
    from . import emu_mem, emu_mfma, emu_salu, emu_valu

    for op in inst.operands:
        r = getattr(op, "inner", op)
        if getattr(r, "virtual", False):
            raise EmulationError(f"{inst.mnemonic}: virtual register {r} cannot be emulated "
                                 f"(run register allocation first)", inst.location)
    fam = inst.family
    if fam in ("SOP1", "SOP2", "SOPK", "SOPC", "SOPP"):
        return emu_salu.compile_salu(inst, ctx)
    if fam == "SMEM":
        return emu_salu.compile_smem(inst, ctx)[0]
    if fam == "MFMA":
        if inst.base.startswith(("v_mfma", "v_smfmac")):
            return emu_mfma.compile_mfma(inst, ctx)
        return emu_valu.compile_valu(inst, ctx)
    if fam in ("VOP1", "VOP2", "VOP3", "VOPC", "VOP3P"):
        return emu_valu.compile_valu(inst, ctx)
    if fam == "DS":
        return emu_mem.compile_ds(inst, ctx)
    if fam in ("GLOBAL", "FLAT", "SCRATCH"):
        return emu_mem.compile_flat(inst, ctx)
    if fam in ("MUBUF", "MTBUF"):
        return emu_mem.compile_mubuf(inst, ctx)
    raise EmulationError(f"{inst.mnemonic}: instruction family {fam} not supported by the emulator",
                         inst.location)


def _failing(exc: Exception) -> Callable[[Wave], Any]:
    def run(w):
        raise exc
    return run


def compile_kernel(kernel: Kernel, target: str, timing: bool = False):
    """(instructions, compiled ops, labels). Ops that cannot be compiled raise only when
    executed, so an unsupported instruction on a path never taken does no harm."""
    insts: list[Instruction] = []
    labels: dict[str, int] = {}
    for b in kernel.blocks:
        if b.label is not None:
            labels[b.label] = len(insts)
        insts.extend(b.instructions)
    ctx = CompileContext(target, labels, timing)
    ops = []
    for inst in insts:
        try:
            ops.append(_compile_one(inst, ctx))
        except WaveAsmError as e:
            if not isinstance(e, EmulationError):
                e = EmulationError(f"{inst.mnemonic}: {e.message}", inst.location)
            ops.append(_failing(e))
        except Exception as e:  # a malformed operand list etc.
            ops.append(_failing(EmulationError(
                f"{inst.mnemonic}: cannot emulate ({type(e).__name__}: {e})", inst.location)))
    return insts, ops, labels


# ----------------------------------------------------------------------------- arguments

def _as_numpy(x: Any, i: int) -> np.ndarray:
    if isinstance(x, np.ndarray):
        if not x.flags.c_contiguous:
            raise EmulationError(f"argument {i}: numpy array must be C-contiguous")
        return x
    mod = type(x).__module__
    if mod.startswith("torch"):
        if x.device.type != "cpu":
            raise EmulationError(f"argument {i}: torch tensor must be on the CPU")
        if not x.is_contiguous():
            raise EmulationError(f"argument {i}: torch tensor must be contiguous")
        import torch

        if x.dtype == torch.bfloat16:
            return x.detach().view(torch.int16).numpy().view(np.uint16)
        return x.detach().numpy()
    raise EmulationError(f"argument {i}: expected a numpy array or CPU torch tensor, got {type(x).__name__}")


def _arg_specs(kernel: Kernel, args: Sequence[Any]) -> list[dict]:
    """Kernel argument layout: metadata .args if present, else pointer/scalar guesses."""
    specs = []
    if kernel.metadata and kernel.metadata.get(".args") is not None:
        for a in kernel.args:
            specs.append({"name": a.name, "offset": a.offset, "size": a.size, "kind": a.value_kind})
        return specs
    off = 0
    for i, a in enumerate(args):
        if isinstance(a, (int, float, np.integer, np.floating)):
            size, kind = 4, "by_value"
        else:
            size, kind = 8, "global_buffer"
        off = (off + size - 1) // size * size
        specs.append({"name": None, "offset": off, "size": size, "kind": kind})
        off += size
    return specs


def _pack_value(v: Any, size: int, i: int) -> bytes:
    if isinstance(v, (float, np.floating)):
        if size == 4:
            return struct.pack("<f", float(v))
        if size == 8:
            return struct.pack("<d", float(v))
        if size == 2:
            return np.array(v, np.float16).tobytes()
    if isinstance(v, (bool, int, np.integer)):
        return (int(v) & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
    if isinstance(v, (bytes, bytearray)):
        return bytes(v).ljust(size, b"\0")[:size]
    raise EmulationError(f"argument {i}: cannot pack {type(v).__name__} as a {size}-byte by-value arg")


def _hidden_value(kind: str, grid, block, lds_bytes: int, size: int) -> bytes:
    dims = 3 if grid[2] > 1 or block[2] > 1 else 2 if grid[1] > 1 or block[1] > 1 else 1
    table = {
        "hidden_block_count_x": grid[0], "hidden_block_count_y": grid[1],
        "hidden_block_count_z": grid[2],
        "hidden_group_size_x": block[0], "hidden_group_size_y": block[1],
        "hidden_group_size_z": block[2], "hidden_grid_dims": dims,
        "hidden_dynamic_lds_size": lds_bytes,
    }
    return int(table.get(kind, 0)).to_bytes(size, "little")


# ----------------------------------------------------------------------------- emulate

def grid_sample(grid: Sequence[int]) -> list[tuple[int, int, int]]:
    """The workgroups that stand for a large grid in a sampled run (``emulate(...,
    workgroups=...)``): every corner of the grid and its centre, in launch order. A GEMM
    runs the same code in each workgroup; its edges (first/last tile of each dimension)
    are where an address or bounds mistake shows, its centre a tile with neighbours on
    every side."""
    g = [int(x) for x in (list(grid) + [1, 1, 1])[:3]]
    ids = {(x, y, z) for x in {0, g[0] - 1} for y in {0, g[1] - 1} for z in {0, g[2] - 1}}
    ids.add((g[0] // 2, g[1] // 2, g[2] // 2))
    return sorted(ids, key=lambda w: (w[2], w[1], w[0]))


#: a grid of more than this many workgroups is emulated by :func:`grid_sample` where a
#: caller asks for a sampled run (the tests, ``scripts/verify_matrix.py --sample``); a
#: smaller one (every 256^3 GEMM fixture) runs whole
SAMPLE_ABOVE = 16


def workgroups_to_sample(grid: Sequence[int]) -> list[tuple[int, int, int]] | None:
    """:func:`grid_sample` of a grid of more than :data:`SAMPLE_ABOVE` workgroups, else
    None (the whole grid: ``emulate``'s default)."""
    return grid_sample(grid) if math.prod(grid) > SAMPLE_ABOVE else None


def tiles_written(out: np.ndarray, workgroups: int, tile_elements: int) -> np.ndarray | None:
    """The mask of what a run wrote into ``out`` (filled with NaN before it; poison reads as
    NaN too), or None unless that is exactly one output tile of ``tile_elements`` per
    workgroup run: a sampled run is judged on those tiles only."""
    written = ~np.isnan(np.asarray(out))
    return written if int(written.sum()) == workgroups * tile_elements else None


def emulate(source: str | Path | Program, kernel: str | None = None, args: Sequence[Any] = (),
            grid: Sequence[int] = (1, 1, 1), block: Sequence[int] = (64, 1, 1),
            target: str = "gfx942", timing_aware: bool = False, lds_bytes: int | None = None,
            max_steps: int = DEFAULT_MAX_STEPS,
            workgroups: Sequence[Sequence[int]] | None = None) -> EmulationResult:
    """Run ``kernel`` of ``source`` on the CPU.

    source: assembly text, a Program, a ``.s`` path, or a code object path (``.hsaco``).
    args: kernel arguments in kernarg order (hidden args are filled automatically):
    numpy arrays / CPU torch tensors for ``global_buffer`` (written back in place), ints
    or floats for ``by_value``. grid: workgroups per dimension; block: threads per
    workgroup per dimension. lds_bytes: dynamic LDS on top of the static size.
    timing_aware: see :mod:`wave_asm_ext.sim.emu_timing`. workgroups: run only these
    workgroup ids (x, y, z) of the grid, in that order (default: every one); the kernel
    still sees the whole grid (its dispatch packet and hidden arguments), so a sample of a
    large grid runs exactly what those workgroups run in the full launch.
    """
    if target not in SUPPORTED_TARGETS:
        raise EmulationError(f"target {target!r} not supported (use one of {SUPPORTED_TARGETS})")
    grid = tuple(int(x) for x in (list(grid) + [1, 1, 1])[:3])
    block = tuple(int(x) for x in (list(block) + [1, 1, 1])[:3])
    if min(grid) < 1 or min(block) < 1:
        raise EmulationError(f"grid {grid} and block {block} must be positive")
    if block[0] >= 1024 or block[1] >= 1024 or block[2] >= 1024 or np.prod(block) > 1024:
        raise EmulationError(f"block {block} exceeds the 1024 work-items of a workgroup")
    if workgroups is None:
        run_ids = [(gx, gy, gz) for gz in range(grid[2]) for gy in range(grid[1]) for gx in range(grid[0])]
    else:
        run_ids = [tuple(int(x) for x in (list(w) + [0, 0, 0])[:3]) for w in workgroups]
        for w in run_ids:
            if not all(0 <= w[d] < grid[d] for d in range(3)):
                raise EmulationError(f"workgroup {w} is outside the grid {grid}")
    t0 = time.perf_counter()
    prog, k, abi = load_source(source, target, kernel)
    if prog.target and prog.target not in (target,) and prog.target.split("--")[-1] != target:
        tgt = prog.target.split("-")[-1]
        if tgt in SUPPORTED_TARGETS and tgt != target:
            raise EmulationError(f"source is for {tgt} but target={target}", prog.filename)
    insts, ops, labels = compile_kernel(k, target, timing_aware)
    if not insts:
        raise EmulationError(f"kernel {k.name!r} has no instructions", prog.filename)

    mem = Memory()
    if timing_aware:
        mem.enable_poison()
    specs = _arg_specs(k, args)
    user_specs = [s for s in specs if not s["kind"].startswith("hidden_")]
    if len(args) != len(user_specs):
        raise EmulationError(
            f"kernel {k.name} takes {len(user_specs)} argument(s) "
            f"({', '.join((s['name'] or '?') + ':' + s['kind'] for s in user_specs)}), got {len(args)}")
    ksize = max([abi.kernarg_size] + [s["offset"] + s["size"] for s in specs] + [4])
    kernarg = np.zeros((ksize + 255) // 256 * 256, np.uint8)
    outputs: dict[str, np.ndarray] = {}
    out_regions = {}
    dyn_lds = int(lds_bytes or 0)
    ai = 0
    for s in specs:
        if s["kind"].startswith("hidden_"):
            kernarg[s["offset"]:s["offset"] + s["size"]] = np.frombuffer(
                _hidden_value(s["kind"], grid, block, dyn_lds, s["size"]), np.uint8)
            continue
        a = args[ai]
        name = s["name"] or f"arg{ai}"
        if s["kind"] in ("global_buffer", "dynamic_shared_pointer") or s["kind"].endswith("_buffer"):
            arr = _as_numpy(a, ai)
            addr = mem.alloc(arr, name)
            raw = addr.to_bytes(8, "little")
            kernarg[s["offset"]:s["offset"] + min(8, s["size"])] = np.frombuffer(raw[:s["size"]], np.uint8)
            outputs[name] = arr
            out_regions[name] = mem.regions[-1]
        else:
            kernarg[s["offset"]:s["offset"] + s["size"]] = np.frombuffer(
                _pack_value(a, s["size"], ai), np.uint8)
        ai += 1
    kernarg_addr = mem.alloc(kernarg, "<kernarg segment>")
    dispatch = np.zeros(64, np.uint8)
    struct.pack_into("<HHHHHHIIIIIQQ", dispatch, 0, 0, 3, block[0], block[1], block[2], 0,
                     grid[0] * block[0], grid[1] * block[1], grid[2] * block[2], 0,
                     abi.group_segment_size + dyn_lds, 0, kernarg_addr)
    dispatch_addr = mem.alloc(dispatch, "<dispatch packet>")
    preload_off = k.descriptor_int("user_sgpr_kernarg_preload_offset", 0) or 0

    timing_mod = None
    if timing_aware:
        from . import emu_timing as timing_mod
        ops = timing_mod.instrument(insts, ops, target)

    nthreads = block[0] * block[1] * block[2]
    nwaves = (nthreads + WAVE - 1) // WAVE
    packed = packed_work_item_ids(block, 0, nwaves * WAVE)
    lds_size = abi.group_segment_size + dyn_lds
    priv_size = k.descriptor_int("private_segment_fixed_size", None)
    if priv_size is None:
        priv_size = int((k.metadata or {}).get(".private_segment_fixed_size", 0) or 0)
    total_steps = 0
    events: list[str] = []
    old_err = np.seterr(all="ignore")
    try:
        for wg_id in run_ids:
            wg = Workgroup(wg_id, lds_size, timing_aware, nwaves)
            waves = []
            for wi in range(nwaves):
                w = Wave(wg, mem, wi)
                _init_wave(w, abi, wi, nthreads, packed, wg_id, kernarg, kernarg_addr,
                           dispatch_addr, preload_off)
                if priv_size:
                    w.priv = np.zeros((WAVE, priv_size), np.uint8)
                    if timing_aware:
                        w.priv_poison = np.zeros((WAVE, priv_size), bool)
                if timing_mod is not None:
                    w.timing = timing_mod.TimingState(w, target, events)
                waves.append(w)
            total_steps += _run_workgroup(waves, insts, ops, max_steps - total_steps)
    finally:
        np.seterr(**old_err)

    poisoned: dict[str, np.ndarray] = {}
    if timing_aware:
        for name, reg in out_regions.items():
            arr = outputs[name]
            item = arr.dtype.itemsize
            pm = reg.poison[: (reg.poison.size // item) * item].reshape(-1, item).any(axis=1)
            pm = pm.reshape(arr.shape) if pm.size == arr.size else pm
            poisoned[name] = pm
            if pm.any() and np.issubdtype(arr.dtype, np.floating):
                arr.reshape(-1)[pm.reshape(-1)] = np.nan
    return EmulationResult(k.name, target, grid, block, list(args), outputs, total_steps,
                           nwaves * len(run_ids), time.perf_counter() - t0,
                           timing_aware, poisoned, events)


def _init_wave(w: Wave, abi: LaunchABI, wi: int, nthreads: int, packed: np.ndarray, wg_id,
               kernarg: np.ndarray, kernarg_addr: int, dispatch_addr: int, preload_off: int) -> None:
    s = w.s
    for what, pos, n in abi.user_sgprs:
        if what == "kernarg_segment_ptr":
            s[pos], s[pos + 1] = kernarg_addr & 0xFFFFFFFF, kernarg_addr >> 32
        elif what == "dispatch_ptr":
            s[pos], s[pos + 1] = dispatch_addr & 0xFFFFFFFF, dispatch_addr >> 32
        # private segment buffer / queue ptr / dispatch id / flat scratch: left 0
    named = sum(n for _, _, n in abi.user_sgprs)
    words = kernarg.view("<u4")
    for i in range(abi.kernarg_preload):
        j = preload_off // 4 + i
        if named + i < abi.user_sgpr_count and j < words.size:
            s[named + i] = int(words[j])
    pos = abi.user_sgpr_count
    for en, v in zip(abi.workgroup_id, wg_id):
        if en:
            s[pos] = v
            pos += 1
    if abi.workgroup_info:
        s[pos] = 0
        pos += 1
    if abi.private_wave_offset:
        s[pos] = 0
        pos += 1
    w.v[0] = packed[wi * WAVE:(wi + 1) * WAVE]
    lanes = np.arange(WAVE) + wi * WAVE < nthreads
    w.set_exec(bool_to_mask(lanes))


def _run_workgroup(waves: list[Wave], insts: list[Instruction], ops: list, budget: int) -> int:
    from .emu_salu import BARRIER

    n = len(ops)
    steps = 0
    while True:
        live = [w for w in waves if not w.done]
        if not live:
            return steps
        for w in live:
            pc = w.pc
            start = steps
            try:
                while True:
                    if pc >= n:
                        raise EmulationError("execution ran past the last instruction without s_endpgm",
                                             insts[-1].location)
                    r = ops[pc](w)
                    steps += 1
                    if r is None:
                        pc += 1
                    elif r >= 0:
                        pc = r
                        if steps > budget:
                            raise EmulationError(f"step limit ({budget}) exceeded; infinite loop?",
                                                 insts[pc].location)
                    elif r == BARRIER:
                        pc += 1
                        break
                    else:
                        w.done = True
                        break
            except WaveAsmError:
                raise
            except Exception as e:
                inst = insts[min(pc, n - 1)]
                raise EmulationError(f"{inst.mnemonic}: {type(e).__name__}: {e}", inst.location) from e
            w.pc = pc
            w.steps += steps - start
        # every live wave is parked at the barrier or done: the barrier opens
        waves[0].wg.phase += 1


def run_wave(source: str | Program, vgprs: dict[int, Any] | None = None,
             sgprs: dict[int, int] | None = None, target: str = "gfx942", lds_bytes: int = 0,
             buffers: Sequence[np.ndarray] = (), exec_mask: int = (1 << 64) - 1,
             timing_aware: bool = False) -> tuple[Wave, list[int]]:
    """Run straight-line (or branching) code on ONE wave with given initial registers;
    for unit tests of instruction semantics. ``vgprs``: row -> value/array[64]
    (rows >= 256 are AGPRs); ``sgprs``: index -> int. ``buffers`` are mapped into
    memory and their addresses returned (put them into SGPRs yourself). The code
    needs no ``s_endpgm``: falling off the end stops the wave."""
    from .emu_salu import BARRIER, END

    prog = source if isinstance(source, Program) else None
    if prog is None:
        from ..isa.parser import parse_asm

        prog = parse_asm(source, "<snippet>")
    k = prog.kernels[0]
    insts, ops, _ = compile_kernel(k, target, timing_aware)
    mem = Memory()
    if timing_aware:
        mem.enable_poison()
    addrs = [mem.alloc(b, f"buf{i}") for i, b in enumerate(buffers)]
    wg = Workgroup((0, 0, 0), lds_bytes, timing_aware)
    w = Wave(wg, mem, 0)
    for r, v in (vgprs or {}).items():
        w.v[r] = np.asarray(v).astype(np.uint32) if np.ndim(v) else np.uint32(int(v) & 0xFFFFFFFF)
    for i, v in (sgprs or {}).items():
        w.s[i] = int(v) & 0xFFFFFFFF
    w.set_exec(exec_mask)
    if timing_aware:
        from . import emu_timing

        ops = emu_timing.instrument(insts, ops, target)
        w.timing = emu_timing.TimingState(w, target, [])
    old = np.seterr(all="ignore")
    try:
        pc = 0
        while pc < len(ops):
            r = ops[pc](w)
            if r is None or r == BARRIER:
                pc += 1
            elif r == END:
                break
            else:
                pc = r
    finally:
        np.seterr(**old)
    return w, addrs


# ----------------------------------------------------------------------------- CLI

_DT = {"f16": np.float16, "f32": np.float32, "f64": np.float64, "i32": np.int32,
       "u32": np.uint32, "i8": np.int8, "u8": np.uint8, "bf16": np.uint16, "i64": np.int64,
       "u16": np.uint16}


def _triple(s: str) -> tuple[int, int, int]:
    parts = [int(x) for x in s.replace("x", ",").split(",") if x.strip()]
    if not 1 <= len(parts) <= 3:
        raise argparse.ArgumentTypeError(f"expected X[,Y[,Z]], got {s!r}")
    return tuple(parts + [1] * (3 - len(parts)))  # type: ignore[return-value]


def _wg_id(s: str) -> tuple[int, int, int]:
    """A workgroup id ``X[,Y[,Z]]`` (missing coordinates are 0, unlike a grid's 1)."""
    try:
        parts = [int(x) for x in s.replace("x", ",").split(",") if x.strip()]
    except ValueError:
        parts = []
    if not 1 <= len(parts) <= 3:
        raise argparse.ArgumentTypeError(f"expected X[,Y[,Z]], got {s!r}")
    return tuple(parts + [0] * (3 - len(parts)))  # type: ignore[return-value]


def parse_arg_spec(spec: str, rng: np.random.Generator) -> Any:
    """CLI argument: ``f16:65536:rand`` / ``f32:1024:zeros`` / ``f32:16:fill=2.5`` /
    ``i32:=7`` (by-value int) / ``f32:=0.5`` (by-value float) / ``@path.npy``."""
    if spec.startswith("@"):
        return np.load(spec[1:])
    parts = spec.split(":")
    dt = parts[0]
    if dt not in _DT:
        raise EmulationError(f"--arg {spec!r}: unknown type {dt!r} (use {sorted(_DT)})")
    if len(parts) == 2 and parts[1].startswith("="):
        v = parts[1][1:]
        return float(v) if dt.startswith("f") else int(v, 0)
    if len(parts) < 2:
        raise EmulationError(f"--arg {spec!r}: expected TYPE:COUNT[:INIT]")
    count = int(parts[1], 0)
    init = parts[2] if len(parts) > 2 else "zeros"
    if init == "zeros":
        return np.zeros(count, _DT[dt])
    if init.startswith("fill="):
        return np.full(count, float(init[5:]), _DT[dt])
    if init in ("rand", "randn"):
        x = rng.standard_normal(count) if init == "randn" else rng.uniform(-1, 1, count)
        if dt == "bf16":
            return (x.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
        if dt.startswith(("i", "u")):
            return rng.integers(0, 100, count).astype(_DT[dt])
        return x.astype(_DT[dt])
    if init == "iota":
        return np.arange(count).astype(_DT[dt])
    raise EmulationError(f"--arg {spec!r}: unknown init {init!r} (zeros, fill=V, rand, randn, iota)")


def main_emulate(argv: Sequence[str] | None = None) -> int:
    """``wave-asm-ext emulate FILE --target T [--kernel K] --grid X,Y,Z --block X,Y,Z
    --arg SPEC ...``. Exit 0 on success, 1 if the timing-aware run found poison, 2 on
    usage or input errors."""
    ap = argparse.ArgumentParser(prog="wave-asm-ext emulate", description=main_emulate.__doc__)
    ap.add_argument("file", help=".s / .rocmasm assembly or .hsaco code object")
    ap.add_argument("--target", default="gfx942", choices=SUPPORTED_TARGETS)
    ap.add_argument("--kernel", default=None)
    ap.add_argument("--grid", type=_triple, default=(1, 1, 1), help="workgroups X,Y,Z")
    ap.add_argument("--block", type=_triple, default=(64, 1, 1), help="threads per workgroup X,Y,Z")
    ap.add_argument("--arg", action="append", default=[], metavar="SPEC",
                    help="TYPE:COUNT[:zeros|rand|randn|iota|fill=V], TYPE:=VALUE, or @file.npy")
    ap.add_argument("--lds-bytes", type=int, default=None, help="dynamic LDS bytes")
    ap.add_argument("--timing-aware", action="store_true")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--save", default=None, metavar="DIR", help="write each buffer as DIR/<name>.npy")
    ap.add_argument("--json", action="store_true")
    pick = ap.add_mutually_exclusive_group()
    pick.add_argument("--workgroup", type=_wg_id, action="append", default=None, metavar="X[,Y[,Z]]",
                      help="run only this workgroup of the grid (repeatable); the others do not run")
    pick.add_argument("--sample", action="store_true",
                      help="run only the grid's corners and centre (grid_sample)")
    try:
        ns = ap.parse_args(list(argv) if argv is not None else None)
    except SystemExit as e:
        return 0 if e.code == 0 else 2
    rng = np.random.default_rng(ns.seed)
    try:
        args = [parse_arg_spec(s, rng) for s in ns.arg]
        res = emulate(Path(ns.file), kernel=ns.kernel, args=args, grid=ns.grid, block=ns.block,
                      target=ns.target, timing_aware=ns.timing_aware, lds_bytes=ns.lds_bytes,
                      workgroups=grid_sample(ns.grid) if ns.sample else ns.workgroup)
    except WaveAsmError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    summary = {
        "kernel": res.kernel, "target": res.target, "grid": res.grid, "block": res.block,
        "waves": res.waves, "steps": res.steps, "seconds": round(res.seconds, 3),
        "outputs": {}, "events": res.events[:50],
    }
    for name, arr in res.outputs.items():
        a = np.asarray(arr)
        f = a.astype(np.float64) if a.dtype != np.uint16 else a.astype(np.float64)
        summary["outputs"][name] = {
            "dtype": str(a.dtype), "count": int(a.size),
            "nan": int(np.isnan(f).sum()), "min": float(np.nanmin(f)) if a.size else 0.0,
            "max": float(np.nanmax(f)) if a.size else 0.0,
            "sum": float(np.nansum(f)),
            "poisoned": int(res.poisoned[name].sum()) if name in res.poisoned else 0,
        }
        if ns.save:
            Path(ns.save).mkdir(parents=True, exist_ok=True)
            np.save(Path(ns.save) / f"{name}.npy", a)
    if ns.json:
        print(json.dumps(summary, indent=1))
    else:
        print(f"{res.kernel} [{res.target}] grid={res.grid} block={res.block}: "
              f"{res.waves} waves, {res.steps} instructions, {res.seconds:.2f} s")
        for name, o in summary["outputs"].items():
            print(f"  {name}: {o['dtype']}[{o['count']}] min={o['min']:.6g} max={o['max']:.6g} "
                  f"sum={o['sum']:.6g} nan={o['nan']}" + (f" poisoned={o['poisoned']}" if o['poisoned'] else ""))
        for e in res.events[:20]:
            print(f"  timing: {e}")
    return 1 if res.timing_aware and res.any_poison else 0
