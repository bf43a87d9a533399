"""Vector memory semantics: DS (LDS), GLOBAL/FLAT and MUBUF (buffer) instructions.

All lanes of one instruction are handled together: addresses -> byte gather/scatter with
numpy fancy indexing. Only EXEC-active lanes access memory. Results go through
``deliver_v`` so that the timing-aware mode can hold them in a pending queue instead of
writing the registers at once.

Buffer addressing and range checking (CDNA3 ISA, "Buffer Instructions" / "Range
checking"; V# layout: base[47:0] in dwords 0-1, stride in dword1[29:16], num_records in
dword2, ADD_TID_ENABLE in dword3[23]):
  index  = (idxen ? vaddr[0] : 0) + (add_tid ? lane : 0)
  offset = (offen ? vaddr[idxen] : 0) + inst_offset
  addr   = base + soffset + offset + stride * index
Raw buffers (stride == 0): a dword is out of range if offset + its byte position + its
size > num_records (soffset is not part of the check, as on gfx9). Structured buffers:
out of range if index >= num_records. Out-of-range loads return 0, stores are dropped.
"""

from __future__ import annotations

import re

from typing import Callable

import numpy as np

from ..isa.model import Imm, Instruction, Reg
from .emu_operands import U32, U64, err, get32, get64, is_off, sget32, sidx, vrow
from .emu_state import LANES, M0, MASK32, Wave

# width suffix -> (bytes, kind) ; kind: "u" zero-extend, "s" sign-extend, "b" raw dwords,
# "d16" write low half keep high, "d16_hi" write high half keep low.
_LOAD_W = {
    "ubyte": (1, "u"), "sbyte": (1, "s"), "ushort": (2, "u"), "sshort": (2, "s"),
    "dword": (4, "b"), "dwordx2": (8, "b"), "dwordx3": (12, "b"), "dwordx4": (16, "b"),
    "short_d16": (2, "d16"), "short_d16_hi": (2, "d16_hi"),
    "ubyte_d16": (1, "d16"), "ubyte_d16_hi": (1, "d16_hi"),
    "sbyte_d16": (1, "d16s"), "sbyte_d16_hi": (1, "d16s_hi"),
}
_STORE_W = {
    "byte": (1, 0), "short": (2, 0), "dword": (4, 0), "dwordx2": (8, 0), "dwordx3": (12, 0),
    "dwordx4": (16, 0), "byte_d16_hi": (1, 16), "short_d16_hi": (2, 16),
}
_DS_READ = {
    "b32": (4, "b"), "b64": (8, "b"), "b96": (12, "b"), "b128": (16, "b"),
    "u8": (1, "u"), "i8": (1, "s"), "u16": (2, "u"), "i16": (2, "s"),
    "u8_d16": (1, "d16"), "u8_d16_hi": (1, "d16_hi"), "i8_d16": (1, "d16s"),
    "i8_d16_hi": (1, "d16s_hi"), "u16_d16": (2, "d16"), "u16_d16_hi": (2, "d16_hi"),
}
_DS_WRITE = {
    "b8": (1, 0), "b16": (2, 0), "b32": (4, 0), "b64": (8, 0), "b96": (12, 0), "b128": (16, 0),
    "b8_d16_hi": (1, 16), "b16_d16_hi": (2, 16),
}


def bytes_to_words(data: np.ndarray) -> np.ndarray:
    """uint8[n, nbytes] -> uint32[ceil(nbytes/4), n] (zero padded)."""
    n, nb = data.shape
    pad = (-nb) % 4
    if pad:
        data = np.concatenate([data, np.zeros((n, pad), np.uint8)], axis=1)
    return np.ascontiguousarray(data).view("<u4").T


def words_to_bytes(words: np.ndarray, nbytes: int, shift: int = 0) -> np.ndarray:
    """uint32[nw, n] -> uint8[n, nbytes] (optionally from bit ``shift`` of dword 0)."""
    if shift:
        words = words >> U32(shift)
    b = np.ascontiguousarray(words.T.astype("<u4")).view(np.uint8)
    return b[:, :nbytes]


def _extend(words: np.ndarray, nbytes: int, kind: str, old: np.ndarray | None) -> np.ndarray:
    """Apply zero/sign extension or d16 merging to loaded words (uint32[nw, n])."""
    if kind == "b":
        return words
    v = words[0]
    bits = 8 * nbytes
    if kind in ("s", "d16s", "d16s_hi"):
        top = U32(1 << (bits - 1))
        v = (v ^ top) - top
        if kind != "s":
            v = v & U32(0xFFFF)
    if kind in ("u", "s"):
        return v[None, :]
    if kind in ("d16", "d16s"):
        return ((old & U32(0xFFFF0000)) | (v & U32(0xFFFF)))[None, :]
    return ((old & U32(0xFFFF)) | ((v & U32(0xFFFF)) << U32(16)))[None, :]


def deliver_v(w: Wave, inst: Instruction, row: int, words: np.ndarray, lanes: np.ndarray,
              pois: np.ndarray | None, counter: str) -> None:
    """Write loaded dwords into VGPR rows [row, row+nw) for ``lanes`` (now or later)."""
    if w.timing is not None:
        w.timing.defer_vgprs(w, inst, row, words, lanes, pois, counter)
        return
    nw = words.shape[0]
    if lanes.all():
        w.v[row:row + nw] = words
    else:
        blk = w.v[row:row + nw]
        np.copyto(blk, words, where=lanes[None, :])


def _vmem_issue(w: Wave, inst: Instruction, counter: str) -> None:
    """Count a store/no-return op on its counter (timing-aware mode only)."""
    if w.timing is not None:
        w.timing.issue_noreturn(w, inst, counter)


def _suffix(base: str, prefix: str) -> str:
    return base[len(prefix):]


def _vdata_rows(op, inst: Instruction) -> int:
    if not isinstance(op, Reg) or op.file not in ("v", "a"):
        raise err(inst, f"data operand {op!r} must be a VGPR/AGPR")
    return vrow(op)


# --------------------------------------------------------------------------- LDS

def _lds_check(w: Wave, inst: Instruction, addr: np.ndarray, nbytes: int) -> None:
    if addr.size and int(addr.max()) + nbytes > w.wg.lds.size:
        lane = int(np.argmax(addr + nbytes > w.wg.lds.size))
        raise err(inst, f"LDS access at byte {int(addr[lane])}+{nbytes} (lane {lane}) beyond the "
                        f"{w.wg.lds.size}-byte LDS allocation")


def lds_address(addr: np.ndarray) -> np.ndarray:
    """A DS address (base VGPR + instruction offset, int64) as the LDS unit forms it: a
    32-bit sum. LLVM folds a constant into the offset field whatever the base's sign on
    every target since Sea Islands (``AMDGPUDAGToDAGISel::isDSOffsetLegal``: only
    Southern Islands needs a non-negative base), e.g. ``buf[127 - t]`` as
    ``v_sub_u32 v3, 0, v2`` + ``ds_read_b32 v6, v3 offset:508``: the base is -4t and the
    sum wraps."""
    return addr & MASK32


def lds_read(w: Wave, inst: Instruction, addr: np.ndarray, nbytes: int):
    """Active-lane addresses (int64[k]) -> (uint8[k, nbytes], poison[k] or None)."""
    addr = lds_address(addr)
    _lds_check(w, inst, addr, nbytes)
    idx = addr[:, None] + np.arange(nbytes, dtype=np.int64)
    data = w.wg.lds[idx]
    pois = None
    if w.timing is not None:
        pois = w.timing.lds_read_poison(w, idx)
    return data, pois


def lds_write(w: Wave, inst: Instruction, addr: np.ndarray, data: np.ndarray,
              pois: np.ndarray | None, dma: bool = False) -> None:
    """``dma``: an LDS-DMA write (VMEM -> LDS), which completes with vmcnt, so in
    timing-aware mode even the issuing wave sees poison until it waits."""
    addr = lds_address(addr)
    _lds_check(w, inst, addr, data.shape[1])
    idx = addr[:, None] + np.arange(data.shape[1], dtype=np.int64)
    old = w.wg.lds[idx] if w.timing is not None else None
    w.wg.lds[idx] = data
    if w.timing is not None:
        w.timing.lds_written(w, inst, idx, pois, dma, unchanged=old == w.wg.lds[idx])


def compile_ds(inst: Instruction, ctx) -> Callable[[Wave], None]:
    base = inst.base
    ops = inst.operands
    if inst.has_mod("gds"):
        raise err(inst, "GDS is not modelled")
    off = inst.mod("offset")
    if base == "ds_swizzle_b32":
        return _compile_ds_swizzle(inst, swizzle_pattern(off.value if off is not None else "0", inst))
    offset = off.int_value if off is not None else 0
    o0 = inst.mod("offset0")
    o1 = inst.mod("offset1")
    off0 = o0.int_value if o0 is not None else 0
    off1 = o1.int_value if o1 is not None else 0

    if base in _TRANSPOSE_ELEM_BYTES:
        return _compile_ds_tr(inst, offset, _TRANSPOSE_ELEM_BYTES[base])
    for prefix in ("ds_read2st64_", "ds_read2_"):
        if base.startswith(prefix):
            size = {"b32": 4, "b64": 8}[_suffix(base, prefix)]
            scale = size * (64 if "st64" in prefix else 1)
            d, a = ops
            row = _vdata_rows(d, inst)
            ga = get32(a, inst)
            nw = size // 4

            def read2(w: Wave):
                lanes = w.exec_mask
                addr = np.broadcast_to(ga(w), (64,))[lanes].astype(np.int64)
                d0, p0 = lds_read(w, inst, addr + off0 * scale, size)
                d1, p1 = lds_read(w, inst, addr + off1 * scale, size)
                words = np.zeros((2 * nw, 64), U32)
                words[:nw, lanes] = bytes_to_words(d0)
                words[nw:, lanes] = bytes_to_words(d1)
                pois = _lane_pois(lanes, p0, p1)
                deliver_v(w, inst, row, words, lanes, pois, "lgkm")
            return read2
    for prefix in ("ds_write2st64_", "ds_write2_"):
        if base.startswith(prefix):
            size = {"b32": 4, "b64": 8}[_suffix(base, prefix)]
            scale = size * (64 if "st64" in prefix else 1)
            a, d0, d1 = ops
            r0, r1 = _vdata_rows(d0, inst), _vdata_rows(d1, inst)
            ga = get32(a, inst)
            nw = size // 4

            def write2(w: Wave):
                lanes = w.exec_mask
                addr = np.broadcast_to(ga(w), (64,))[lanes].astype(np.int64)
                p0 = p1 = None
                if w.timing is not None:
                    p0 = w.timing.vpoison_rows(r0, nw)[lanes]
                    p1 = w.timing.vpoison_rows(r1, nw)[lanes]
                lds_write(w, inst, addr + off0 * scale,
                          words_to_bytes(w.v[r0:r0 + nw][:, lanes], size), p0)
                lds_write(w, inst, addr + off1 * scale,
                          words_to_bytes(w.v[r1:r1 + nw][:, lanes], size), p1)
                _vmem_issue(w, inst, "lgkm")
            return write2
    if base.startswith("ds_read_"):
        spec = _DS_READ.get(_suffix(base, "ds_read_"))
        if spec is None:
            raise err(inst, "DS read variant not supported")
        nbytes, kind = spec
        d, a = ops
        row = _vdata_rows(d, inst)
        ga = get32(a, inst)

        def read(w: Wave):
            lanes = w.exec_mask
            addr = np.broadcast_to(ga(w), (64,))[lanes].astype(np.int64) + offset
            data, p = lds_read(w, inst, addr, nbytes)
            nw = max(1, nbytes // 4)
            words = np.zeros((nw, 64), U32)
            words[:, lanes] = bytes_to_words(data)
            words = _extend(words, nbytes, kind, w.v[row])
            deliver_v(w, inst, row, words, lanes, _lane_pois(lanes, p), "lgkm")
        return read
    if base.startswith("ds_write_"):
        spec = _DS_WRITE.get(_suffix(base, "ds_write_"))
        if spec is None:
            raise err(inst, "DS write variant not supported")
        nbytes, shift = spec
        a, d = ops
        r = _vdata_rows(d, inst)
        ga = get32(a, inst)
        nw = max(1, nbytes // 4)

        def write(w: Wave):
            lanes = w.exec_mask
            addr = np.broadcast_to(ga(w), (64,))[lanes].astype(np.int64) + offset
            p = w.timing.vpoison_rows(r, nw)[lanes] if w.timing is not None else None
            lds_write(w, inst, addr, words_to_bytes(w.v[r:r + nw][:, lanes], nbytes, shift), p)
            _vmem_issue(w, inst, "lgkm")
        return write
    if base in ("ds_bpermute_b32", "ds_permute_b32"):
        d, a, s = ops
        row = _vdata_rows(d, inst)
        ga, gs = get32(a, inst), get32(s, inst)
        back = base == "ds_bpermute_b32"

        def perm(w: Wave):
            lanes = w.exec_mask
            idx = ((np.broadcast_to(ga(w), (64,)).astype(np.int64) + offset) >> 2) & 63
            src = np.broadcast_to(gs(w), (64,))
            if back:
                out = _lanes_read(src, idx, lanes)
            else:
                out = np.zeros((1, 64), U32)
                act = np.flatnonzero(lanes)
                out[0, idx[act]] = src[act]
            deliver_v(w, inst, row, out, lanes, None, "lgkm")
        return perm
    atom = _DS_ATOMIC.get(base)
    if atom is not None:
        return _compile_ds_atomic(inst, offset, *atom)
    raise err(inst, "DS instruction not supported by the emulator")


_DS_ATOMIC = {
    "ds_add_u32": ("u32", lambda o, v: o + v, False), "ds_add_rtn_u32": ("u32", lambda o, v: o + v, True),
    "ds_add_f32": ("f32", lambda o, v: o + v, False), "ds_add_rtn_f32": ("f32", lambda o, v: o + v, True),
    "ds_max_u32": ("u32", max, False), "ds_min_u32": ("u32", min, False),
    "ds_max_f32": ("f32", max, False), "ds_min_f32": ("f32", min, False),
    "ds_or_b32": ("u32", lambda o, v: o | v, False), "ds_and_b32": ("u32", lambda o, v: o & v, False),
}


#: ds_swizzle_b32's offset field (LLVM SIDefines.h ``Swizzle::EncBits``): bit 15 set with bits
#: 14:8 clear is the quad-permute mode (four 2-bit lane selects), bit 15 clear the bitmask
#: mode (and, or, xor masks of 5 bits at 0, 5, 10, over 32-lane halves); 0xC000 and up are
#: the gfx9+ rotate / FFT modes
_SWZ_QUAD, _SWZ_QUAD_MASK, _SWZ_BITMASK_MASK, _SWZ_ROTATE_LO = 0x8000, 0xFF00, 0x8000, 0xC000
#: LLVM's symbolic spellings (AMDGPUAsmParser / AMDGPUInstPrinter ``printSwizzle``) that map
#: to the bitmask mode: SWAP(n) xors n, REVERSE(n) xors n-1, BROADCAST(size, lane) keeps the
#: bits above the group and ors the lane; BITMASK_PERM's five characters, bit 4 first
_SWZ_BITS = {"0": (0, 0, 0), "1": (0, 1, 0), "p": (1, 0, 0), "i": (1, 0, 1)}


def swizzle_pattern(text: str, inst: Instruction) -> np.ndarray:
    """The source lane of each of the 64 lanes for a ds_swizzle_b32 offset (a number or
    LLVM's ``swizzle(MODE,...)``); an error naming the instruction for the rotate and FFT
    modes, which the emulator does not model."""
    t = text.strip()
    m = re.fullmatch(r"swizzle\((\w+)((?:,[^,)]+)*)\)", t.replace(" ", ""))
    if m:
        mode, args = m.group(1).upper(), [a for a in m.group(2).split(",") if a]
        if mode == "QUAD_PERM" and len(args) == 4:
            enc = _SWZ_QUAD | sum(int(a, 0) << (2 * i) for i, a in enumerate(args))
        elif mode in ("SWAP", "REVERSE") and len(args) == 1:
            n = int(args[0], 0)
            enc = 0x1F | ((n if mode == "SWAP" else n - 1) << 10)
        elif mode == "BROADCAST" and len(args) == 2:
            size, lane = int(args[0], 0), int(args[1], 0)
            enc = (0x1F & ~(size - 1)) | (lane << 5)
        elif mode == "BITMASK_PERM" and len(args) == 1 and len(args[0].strip('"')) == 5:
            a = o = x = 0
            for ch in args[0].strip('"').lower():
                fa, fo, fx = _SWZ_BITS[ch]
                a, o, x = (a << 1) | fa, (o << 1) | fo, (x << 1) | fx
            enc = a | (o << 5) | (x << 10)
        else:
            raise err(inst, f"ds_swizzle_b32 offset {text!r}: swizzle mode not modelled by the emulator")
    else:
        enc = int(t, 0)
    lanes = np.arange(64)
    if enc >= _SWZ_ROTATE_LO:
        raise err(inst, f"ds_swizzle_b32 offset {text!r}: the rotate / FFT modes are not modelled by the emulator")
    if enc & _SWZ_QUAD_MASK == _SWZ_QUAD:
        sel = [(enc >> (2 * i)) & 3 for i in range(4)]
        return (lanes & ~3) | np.array(sel)[lanes & 3]
    if enc & _SWZ_BITMASK_MASK:
        raise err(inst, f"ds_swizzle_b32 offset {text!r}: not a swizzle mode the emulator knows")
    a, o, x = enc & 0x1F, (enc >> 5) & 0x1F, (enc >> 10) & 0x1F
    return (lanes & 0x20) | ((((lanes & 0x1F) & a) | o) ^ x)


def _compile_ds_swizzle(inst: Instruction, src_lane: np.ndarray):
    """ds_swizzle_b32: lane l gets the data of lane ``src_lane[l]`` (:func:`_lanes_read`),
    through LDS's crossbar: counted on lgkmcnt."""
    d, a = inst.operands
    row = _vdata_rows(d, inst)
    ga = get32(a, inst)

    def run(w: Wave):
        lanes = w.exec_mask
        deliver_v(w, inst, row, _lanes_read(np.broadcast_to(ga(w), (64,)), src_lane, lanes), lanes, None, "lgkm")
    return run


def _lanes_read(src: np.ndarray, idx: np.ndarray, lanes: np.ndarray) -> np.ndarray:
    """The (1, 64) row where each active lane l holds ``src[idx[l]]`` — 0 where lane idx[l]
    is inactive (ds_bpermute_b32, ds_swizzle_b32)."""
    out = np.zeros((1, 64), U32)
    out[0, lanes] = np.where(lanes[idx], src[idx], U32(0))[lanes]
    return out


def _compile_ds_atomic(inst: Instruction, offset: int, ty: str, fn, rtn: bool):
    ops = inst.operands
    if rtn:
        d, a, s = ops
        drow = _vdata_rows(d, inst)
    else:
        a, s = ops
        drow = None
    ga, gs = get32(a, inst), get32(s, inst)
    dt = np.float32 if ty == "f32" else np.uint32

    def run(w: Wave):
        lanes = w.exec_mask
        addr = lds_address(np.broadcast_to(ga(w), (64,)).astype(np.int64) + offset)
        src = np.broadcast_to(gs(w), (64,))
        _lds_check(w, inst, addr[lanes], 4)
        old = np.zeros(64, U32)
        lds = w.wg.lds
        for ln in np.flatnonzero(lanes):   # atomics serialise in lane order
            o = int(addr[ln])
            cur = lds[o:o + 4].view(np.uint32)[0] if o % 4 == 0 else None
            if cur is None:
                raise err(inst, f"unaligned LDS atomic at {o}")
            old[ln] = cur
            nv = fn(np.array([cur], np.uint32).view(dt)[0], np.array([src[ln]], np.uint32).view(dt)[0])
            lds[o:o + 4] = np.array([nv], dt).view(np.uint8)
        if drow is not None:
            deliver_v(w, inst, drow, old[None, :], lanes, None, "lgkm")
        else:
            _vmem_issue(w, inst, "lgkm")
    return run


#: gfx950's 64-bit transpose loads modelled: element bytes
_TRANSPOSE_ELEM_BYTES = {"ds_read_b64_tr_b16": 2, "ds_read_b64_tr_b8": 1}


def _compile_ds_tr(inst: Instruction, offset: int, eb: int):
    """gfx950 ds_read_b64_tr_b16 / ds_read_b64_tr_b8 (transpose loads).

    In each group of 16 lanes, lane i reads k = 8 / ``eb`` elements d[i][0..k-1] at its own
    address: a tile of k rows of 16 elements, row e held by lanes r*e .. r*e + r-1 (r = 16 / k
    lanes of k elements each). The result is the tile transposed, lane j getting column j:
    element e of lane j is d[r*e + j//k][j % k] (CDNA4 ISA DS_READ_B64_TR_B16: 4 rows x 16,
    r = k = 4; DS_READ_B64_TR_B8: 8 rows x 16, r = 2, k = 8; the LDS row-major tile -> the
    MFMA A/B operand layout). Checked end to end: gemm_tt with f16 and with f8 operands on
    gfx950, Wave's MLIR through LLVM and through this project, match float64."""
    d, a = inst.operands
    row = _vdata_rows(d, inst)
    ga = get32(a, inst)
    k = 8 // eb
    r = 16 // k
    j = np.arange(16)
    src_lane = np.array([[r * e + jj // k for e in range(k)] for jj in j])   # [16, k]
    src_elem = np.array([[jj % k for _ in range(k)] for jj in j])
    dtype = {2: "<u2", 1: "u1"}[eb]

    def run(w: Wave):
        lanes = w.exec_mask
        if not lanes.all():
            raise err(inst, "transpose load with a partial EXEC is not modelled")
        addr = np.broadcast_to(ga(w), (64,)).astype(np.int64) + offset
        data, p = lds_read(w, inst, addr, 8)
        h = np.ascontiguousarray(data).view(dtype).reshape(4, 16, k)   # [group, lane, elem]
        out = h[:, src_lane, src_elem]                                   # [group, j, e]
        words = np.ascontiguousarray(out.reshape(64, k)).view("<u4").T   # [2, 64]
        pois = None
        if p is not None:
            pg = p.reshape(4, 16)
            pois = pg[:, src_lane].any(axis=2).reshape(64)
        deliver_v(w, inst, row, np.ascontiguousarray(words), lanes, pois, "lgkm")
    return run


def _lane_pois(lanes: np.ndarray, *parts) -> np.ndarray | None:
    parts = [p for p in parts if p is not None]
    if not parts:
        return None
    out = np.zeros(64, bool)
    acc = parts[0].copy()
    for p in parts[1:]:
        acc |= p
    out[lanes] = acc
    return out


# --------------------------------------------------------------------------- GLOBAL / FLAT

def _flat_addr_getter(inst: Instruction, vaddr, saddr, offset: int):
    if is_off(saddr):
        g = get64(vaddr, inst)
        off = U64(offset & 0xFFFFFFFFFFFFFFFF)
        return lambda w: np.broadcast_to(g(w), (64,)) + off
    gs = get64(saddr, inst)
    gv = get32(vaddr, inst) if not is_off(vaddr) else (lambda w: U32(0))
    return lambda w: (gs(w) + np.broadcast_to(gv(w), (64,)).astype(U64)) + U64(offset & 0xFFFFFFFFFFFFFFFF)


def compile_flat(inst: Instruction, ctx) -> Callable[[Wave], None]:
    base = inst.base
    ops = list(inst.operands)
    fam = inst.family
    if base.startswith("scratch_"):
        return _compile_scratch(inst, ops)
    prefix = "global_" if base.startswith("global_") else "flat_" if base.startswith("flat_") else None
    if prefix is None:
        raise err(inst, "instruction not supported by the emulator")
    m = inst.mod("offset")
    offset = m.int_value if m is not None else 0
    counter = "vm" if fam == "GLOBAL" else "flat"
    where = f"{inst.location} {inst.mnemonic}"
    op = base[len(prefix):]
    if op.startswith("load_lds_"):
        return _compile_global_lds(inst, op[len("load_lds_"):], ops, offset, where)
    if op.startswith("load_"):
        spec = _LOAD_W.get(op[5:])
        if spec is None:
            raise err(inst, "load width not supported")
        nbytes, kind = spec
        d, vaddr = ops[0], ops[1]
        saddr = ops[2] if len(ops) > 2 else None
        row = _vdata_rows(d, inst)
        gaddr = _flat_addr_getter(inst, vaddr, saddr, offset)
        nw = max(1, nbytes // 4)

        def load(w: Wave):
            lanes = w.exec_mask
            words = np.zeros((nw, 64), U32)
            pois = None
            if lanes.any():
                addrs = gaddr(w)[lanes]
                data, p = w.mem.load(addrs, nbytes, where)
                words[:, lanes] = bytes_to_words(data)
                pois = _lane_pois(lanes, p)
            words = _extend(words, nbytes, kind, w.v[row])
            deliver_v(w, inst, row, words, lanes, pois, counter)
        return load
    if op.startswith("store_"):
        spec = _STORE_W.get(op[6:])
        if spec is None:
            raise err(inst, "store width not supported")
        nbytes, shift = spec
        vaddr, d = ops[0], ops[1]
        saddr = ops[2] if len(ops) > 2 else None
        r = _vdata_rows(d, inst)
        gaddr = _flat_addr_getter(inst, vaddr, saddr, offset)
        nw = max(1, nbytes // 4)

        def store(w: Wave):
            lanes = w.exec_mask
            if lanes.any():
                addrs = gaddr(w)[lanes]
                data = words_to_bytes(w.v[r:r + nw][:, lanes], nbytes, shift)
                p = None
                if w.timing is not None:
                    p = w.timing.vpoison_rows(r, nw)[lanes] | w.timing.addr_poison(w, inst)[lanes]
                w.mem.store(addrs, data, where, p)
            _vmem_issue(w, inst, counter)
        return store
    if op.startswith("atomic_"):
        return _compile_flat_atomic(inst, op[7:], ops, offset, counter, where)
    raise err(inst, "instruction not supported by the emulator")


def _compile_global_lds(inst: Instruction, width: str, ops: list, offset: int, where: str):
    """global_load_lds_*: global data -> LDS at M0 + inst_offset + lane * size, with
    size = max(4, access bytes) (byte/short are extended to a dword; CDNA3 ISA "Global
    load LDS" / CDNA4 adds dwordx3/x4). No VGPR result; counts on vmcnt."""
    spec = _LOAD_W.get(width)
    if spec is None or spec[1] not in ("u", "s", "b"):
        raise err(inst, "LDS-DMA width not supported")
    nbytes, kind = spec
    vaddr = ops[0]
    saddr = ops[1] if len(ops) > 1 else None
    gaddr = _flat_addr_getter(inst, vaddr, saddr, offset)
    nw = max(1, nbytes // 4)
    stride = 4 * nw

    def run(w: Wave):
        lanes = w.exec_mask
        act = np.flatnonzero(lanes)
        if act.size:
            data, p = w.mem.load(gaddr(w)[lanes], nbytes, where)
            words = np.zeros((nw, 64), U32)
            words[:, lanes] = bytes_to_words(data)
            words = _extend(words, nbytes, kind, np.zeros(64, U32))
            lds_addr = (w.s[M0] & MASK32) + offset + act.astype(np.int64) * stride
            lds_write(w, inst, lds_addr, words_to_bytes(words[:, act], stride), p, dma=True)
        _vmem_issue(w, inst, "vm")
    return run


def _compile_scratch(inst: Instruction, ops: list):
    """scratch_load_* / scratch_store_* (architected flat scratch, gfx940+): per-lane
    private address = saddr + vaddr + offset (either may be ``off``). Private memory
    is modelled per lane with linear addresses; its size is the kernel's
    private_segment_fixed_size (+ dynamic stack is not modelled)."""
    base = inst.base
    m = inst.mod("offset")
    offset = m.int_value if m is not None else 0
    op = base[len("scratch_"):]
    is_load = op.startswith("load_")
    if op.startswith("load_lds_"):
        raise err(inst, "scratch LDS-DMA is not supported by the emulator")
    spec = _LOAD_W.get(op[5:]) if is_load else _STORE_W.get(op[6:])
    if spec is None:
        raise err(inst, "scratch access width not supported")
    nbytes = spec[0]
    nw = max(1, nbytes // 4)
    if is_load:
        d, vaddr, saddr = (list(ops) + [None, None])[:3]
    else:
        vaddr, d, saddr = (list(ops) + [None, None])[:3]
    row = _vdata_rows(d, inst)
    gv = get32(vaddr, inst) if not is_off(vaddr) else (lambda w: U32(0))
    gs = sget32(saddr, inst) if not is_off(saddr) else (lambda w: 0)
    lanes_idx = np.arange(64)

    def addrs(w: Wave, lanes: np.ndarray) -> np.ndarray:
        a = (np.broadcast_to(gv(w), (64,)).astype(np.int64) + gs(w) + offset)[lanes]
        if a.size and (a.min() < 0 or int(a.max()) + nbytes > w.priv.shape[1]):
            lane = int(np.flatnonzero(lanes)[np.argmax((a < 0) | (a + nbytes > w.priv.shape[1]))])
            raise err(inst, f"scratch access at byte {int(a.min()) if a.min() < 0 else int(a.max())}"
                            f"+{nbytes} (lane {lane}) outside the {w.priv.shape[1]}-byte private segment")
        return a[:, None] + np.arange(nbytes, dtype=np.int64)

    if is_load:
        kind = spec[1]

        def load(w: Wave):
            lanes = w.exec_mask
            idx = addrs(w, lanes)
            li = lanes_idx[lanes][:, None]
            words = np.zeros((nw, 64), U32)
            words[:, lanes] = bytes_to_words(w.priv[li, idx])
            words = _extend(words, nbytes, kind, w.v[row])
            pois = None
            if w.priv_poison is not None:
                pois = np.zeros(64, bool)
                pois[lanes] = w.priv_poison[li, idx].any(axis=1)
            deliver_v(w, inst, row, words, lanes, pois, "vm")
        return load
    shift = spec[1]

    def store(w: Wave):
        lanes = w.exec_mask
        idx = addrs(w, lanes)
        li = lanes_idx[lanes][:, None]
        w.priv[li, idx] = words_to_bytes(w.v[row:row + nw][:, lanes], nbytes, shift)
        if w.priv_poison is not None and w.timing is not None:
            p = w.timing.vpoison_rows(row, nw)[lanes] | w.timing.cur_in[lanes]
            w.priv_poison[li, idx] = p[:, None]
        _vmem_issue(w, inst, "vm")
    return store


_ATOMIC_FN = {
    "add": ("u32", lambda o, v: o + v), "sub": ("u32", lambda o, v: o - v),
    "swap": ("u32", lambda o, v: v), "umax": ("u32", max), "umin": ("u32", min),
    "smax": ("i32", max), "smin": ("i32", min), "and": ("u32", lambda o, v: o & v),
    "or": ("u32", lambda o, v: o | v), "xor": ("u32", lambda o, v: o ^ v),
    "add_f32": ("f32", lambda o, v: o + v), "add_f64": ("f64", lambda o, v: o + v),
    "add_x2": ("u64", lambda o, v: o + v),
    # wrapping increment / decrement, unsigned: LLVM selects atomicrmw uinc_wrap / udec_wrap
    # to *_ATOMIC_INC / *_ATOMIC_DEC (LangRef: "uinc_wrap: *ptr = (*ptr u>= val) ? 0 :
    # (*ptr + 1)", "udec_wrap: *ptr = ((*ptr == 0) || (*ptr u> val)) ? val : (*ptr - 1)")
    "inc": ("u32", lambda o, v: 0 if o >= v else o + 1),
    "dec": ("u32", lambda o, v: v if o == 0 or o > v else o - 1),
    "inc_x2": ("u64", lambda o, v: 0 if o >= v else o + 1),
    "dec_x2": ("u64", lambda o, v: v if o == 0 or o > v else o - 1),
    # DATA is the pair {src, cmp}: memory takes src where it holds cmp (CDNA3 ISA, FLAT
    # GLOBAL_ATOMIC_CMPSWAP: "tmp = MEM[ADDR]; src = DATA[0]; cmp = DATA[1];
    # MEM[ADDR] = (tmp == cmp) ? src : tmp; RETURN_DATA[0] = tmp")
    "cmpswap": ("u32", lambda o, v, c: v if o == c else o),
    "cmpswap_x2": ("u64", lambda o, v, c: v if o == c else o),
}
#: atomics whose DATA operand holds two values (src, then cmp), each the memory width
_PAIR_DATA = frozenset({"cmpswap", "cmpswap_x2"})


def _compile_flat_atomic(inst: Instruction, name: str, ops: list, offset: int, counter: str,
                         where: str):
    rtn = inst.has_mod("sc0") or inst.has_mod("glc")
    if name not in _ATOMIC_FN:
        raise err(inst, "atomic not supported by the emulator")
    ty, fn = _ATOMIC_FN[name]
    if rtn:
        d, vaddr, data = ops[:3]
        saddr = ops[3] if len(ops) > 3 else None
        drow = _vdata_rows(d, inst)
    else:
        vaddr, data = ops[:2]
        saddr = ops[2] if len(ops) > 2 else None
        drow = None
    dt = {"u32": np.uint32, "i32": np.int32, "f32": np.float32, "f64": np.float64,
          "u64": np.uint64}[ty]
    size = np.dtype(dt).itemsize
    gaddr = _flat_addr_getter(inst, vaddr, saddr, offset)
    r = _vdata_rows(data, inst)
    nw = size // 4
    pair = name in _PAIR_DATA
    dn = 2 * nw if pair else nw   # DATA rows read

    def run(w: Wave):
        lanes = w.exec_mask
        old = np.zeros((nw, 64), U32)
        addrs = gaddr(w)
        vp = None
        if w.timing is not None:
            vp = w.timing.vpoison_rows(r, dn) | w.timing.cur_in
        opois = np.zeros(64, bool)
        for ln in np.flatnonzero(lanes):
            a = np.array([addrs[ln]], U64)
            cur, cp = w.mem.load(a, size, where)
            src = np.ascontiguousarray(w.v[r:r + nw, ln]).view(dt)[0]
            curv = cur.view(dt)[0, 0]
            old[:, ln] = cur.view("<u4")[0]
            if pair:
                cmp = np.ascontiguousarray(w.v[r + nw:r + dn, ln]).view(dt)[0]
                nv = np.array([fn(curv, src, cmp)], dt)
            else:
                nv = np.array([fn(curv, src)], dt)
            p = None
            if vp is not None:
                # the new value is poison if the old value or this lane's data/address is
                opois[ln] = bool(cp[0]) if cp is not None else False
                p = np.array([opois[ln] or bool(vp[ln])])
            w.mem.store(a, nv.view(np.uint8)[None, :], where, p)
        if drow is not None:
            deliver_v(w, inst, drow, old, lanes, opois if opois.any() else None, counter)
        else:
            _vmem_issue(w, inst, counter)
    return run


# --------------------------------------------------------------------------- MUBUF

def compile_mubuf(inst: Instruction, ctx) -> Callable[[Wave], None]:
    base = inst.base
    ops = list(inst.operands)
    if not base.startswith("buffer_"):
        raise err(inst, "instruction not supported by the emulator")
    if inst.family == "MTBUF" or base.startswith("buffer_atomic") or base.startswith("buffer_wb") \
            or base.startswith("buffer_inv"):
        if base.startswith("buffer_wbl2") or base.startswith("buffer_inv"):
            return lambda w: None
        raise err(inst, "instruction not supported by the emulator")
    offen, idxen = inst.has_mod("offen"), inst.has_mod("idxen")
    m = inst.mod("offset")
    inst_off = m.int_value if m is not None else 0
    lds = inst.has_mod("lds")
    where = f"{inst.location} {inst.mnemonic}"
    op = base[len("buffer_"):]
    is_load = op.startswith("load_")
    if is_load:
        spec = _LOAD_W.get(op[5:])
    elif op.startswith("store_"):
        spec = _STORE_W.get(op[6:])
    else:
        spec = None
    if spec is None:
        raise err(inst, "buffer op width not supported")
    nbytes = spec[0]
    if lds and len(ops) == 3:
        vdata = None
        vaddr, srsrc, soffset = ops
    else:
        vdata, vaddr, srsrc, soffset = ops[:4]
    si = sidx(srsrc, inst)
    gsoff = sget32(soffset, inst) if not is_off(soffset) else (lambda w: 0)
    vrow0 = vrow(vaddr) if (isinstance(vaddr, Reg) and vaddr.file == "v") else None
    if (offen or idxen) and vrow0 is None:
        raise err(inst, "offen/idxen needs a VGPR address")

    def addresses(w: Wave):
        s = w.s
        base_addr = s[si] | ((s[si + 1] & 0xFFFF) << 32)
        stride = (s[si + 1] >> 16) & 0x3FFF
        num = s[si + 2]
        add_tid = (s[si + 3] >> 23) & 1
        index = np.zeros(64, np.int64)
        off = np.full(64, inst_off, np.int64)
        k = 0
        if idxen:
            index += w.v[vrow0].astype(np.int64)
            k = 1
        if add_tid:
            index += LANES.astype(np.int64)
        if offen:
            off += w.v[vrow0 + k].astype(np.int64)
        addr = (base_addr + gsoff(w) + off + stride * index).astype(np.uint64)
        return addr, off, index, stride, num

    def in_range(off, index, stride, num, pos: int, size: int):
        if stride == 0:
            return off + pos + size <= num
        return index < num

    if is_load:
        _, kind = spec
        nw = max(1, nbytes // 4)
        if lds:
            return _compile_buffer_lds(inst, nbytes, addresses, in_range, where)
        row = _vdata_rows(vdata, inst)

        def load(w: Wave):
            lanes = w.exec_mask
            addr, off, index, stride, num = addresses(w)
            words = np.zeros((nw, 64), U32)
            pois = np.zeros(64, bool)
            for k in range(nw):
                size = min(4, nbytes)
                ok = lanes & in_range(off, index, stride, num, 4 * k, size)
                if ok.any():
                    data, p = w.mem.load(addr[ok] + U64(4 * k), size, where)
                    words[k, ok] = bytes_to_words(data)[0]
                    if p is not None:
                        pois[ok] |= p
            words = _extend(words, nbytes, kind, w.v[row])
            deliver_v(w, inst, row, words, lanes, pois if pois.any() else None, "vm")
        return load

    _, shift = spec
    r = _vdata_rows(vdata, inst)
    nw = max(1, nbytes // 4)

    def store(w: Wave):
        lanes = w.exec_mask
        addr, off, index, stride, num = addresses(w)
        vp = w.timing.vpoison_rows(r, nw) if w.timing is not None else None
        for k in range(nw):
            size = min(4, nbytes)
            ok = lanes & in_range(off, index, stride, num, 4 * k, size)
            if ok.any():
                data = words_to_bytes(w.v[r + k:r + k + 1][:, ok], size, shift)
                w.mem.store(addr[ok] + U64(4 * k), data, where, vp[ok] if vp is not None else None)
        _vmem_issue(w, inst, "vm")
    return store


def _compile_buffer_lds(inst: Instruction, nbytes: int, addresses, in_range, where: str):
    """buffer_load_* ... lds: global data -> LDS at M0 + inst_offset + lane * size
    (CDNA3 ISA "LDS DMA": LDS_ADDR = M0 + inst_offset + TID * 4 for dwords)."""
    m = inst.mod("offset")
    inst_off = m.int_value if m is not None else 0

    def run(w: Wave):
        lanes = w.exec_mask
        addr, off, index, stride, num = addresses(w)
        ok = lanes & in_range(off, index, stride, num, 0, nbytes)
        data = np.zeros((64, nbytes), np.uint8)
        if ok.any():
            d, _ = w.mem.load(addr[ok], nbytes, where)
            data[ok] = d
        lds_addr = (w.s[M0] & MASK32) + inst_off + LANES.astype(np.int64) * nbytes
        act = np.flatnonzero(lanes)
        lds_write(w, inst, lds_addr[act], data[act], None, dma=True)
        _vmem_issue(w, inst, "vm")
    return run


_unused = Imm
