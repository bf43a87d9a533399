"""Scalar ALU (SOP1/SOP2/SOPK/SOPC), program control (SOPP) and SMEM semantics.

Scalar values are Python ints. SCC rules follow the CDNA3 ISA SALU tables: unsigned
add/sub set SCC to the carry/borrow, signed add/sub to the signed overflow, logical
ops and shifts to (result != 0), compares to the comparison, bfe to (result != 0).

Control codes returned by compiled SOPP ops: an int >= 0 is a branch target (pc),
``BARRIER`` parks the wave at a workgroup barrier, ``END`` terminates it.
"""

from __future__ import annotations

from typing import Callable

from ..isa.model import Imm, Instruction, Reg, Sym
from ..isa.opcodes import waitcnt_of
from .emu_operands import err, sget32, sget64, sset32, sset64
from .emu_state import MASK32, MASK64, Wave

BARRIER = -1
END = -2


def _s32(x: int) -> int:
    x &= MASK32
    return x - (1 << 32) if x & 0x80000000 else x


def _s64(x: int) -> int:
    x &= MASK64
    return x - (1 << 64) if x >> 63 else x


def _sext16(x: int) -> int:
    x &= 0xFFFF
    return x - 0x10000 if x & 0x8000 else x


def _bfe(a: int, b: int, bits: int, signed: bool) -> int:
    off = b & (bits - 1)
    width = (b >> 16) & 0x7F
    r = (a >> off) & ((1 << width) - 1) if width else 0
    if signed and width and (r >> (width - 1)) & 1:
        r -= 1 << width
    return r


def _add_ovf(a: int, b: int, r: int) -> int:
    return int((_s32(a) + _s32(b)) != _s32(r))


# SOP2 32-bit: name -> fn(a, b, w) -> (result, scc or None)
SOP2_32: dict[str, Callable] = {
    "s_add_u32": lambda a, b, w: ((a + b) & MASK32, int(a + b > MASK32)),
    "s_sub_u32": lambda a, b, w: ((a - b) & MASK32, int(b > a)),
    "s_addc_u32": lambda a, b, w: ((a + b + w.scc) & MASK32, int(a + b + w.scc > MASK32)),
    "s_subb_u32": lambda a, b, w: ((a - b - w.scc) & MASK32, int(b + w.scc > a)),
    "s_add_i32": lambda a, b, w: ((a + b) & MASK32, _add_ovf(a, b, a + b)),
    "s_sub_i32": lambda a, b, w: ((a - b) & MASK32,
                                  int((_s32(a) - _s32(b)) != _s32(a - b))),
    "s_mul_i32": lambda a, b, w: ((_s32(a) * _s32(b)) & MASK32, None),
    "s_mul_hi_u32": lambda a, b, w: (((a * b) >> 32) & MASK32, None),
    "s_mul_hi_i32": lambda a, b, w: (((_s32(a) * _s32(b)) >> 32) & MASK32, None),
    "s_and_b32": lambda a, b, w: (a & b, int((a & b) != 0)),
    "s_or_b32": lambda a, b, w: (a | b, int((a | b) != 0)),
    "s_xor_b32": lambda a, b, w: (a ^ b, int((a ^ b) != 0)),
    "s_andn2_b32": lambda a, b, w: (a & ~b & MASK32, int((a & ~b & MASK32) != 0)),
    "s_orn2_b32": lambda a, b, w: ((a | ~b) & MASK32, int(((a | ~b) & MASK32) != 0)),
    "s_nand_b32": lambda a, b, w: (~(a & b) & MASK32, int((~(a & b) & MASK32) != 0)),
    "s_nor_b32": lambda a, b, w: (~(a | b) & MASK32, int((~(a | b) & MASK32) != 0)),
    "s_xnor_b32": lambda a, b, w: (~(a ^ b) & MASK32, int((~(a ^ b) & MASK32) != 0)),
    "s_lshl_b32": lambda a, b, w: ((a << (b & 31)) & MASK32, int(((a << (b & 31)) & MASK32) != 0)),
    "s_lshr_b32": lambda a, b, w: (a >> (b & 31), int((a >> (b & 31)) != 0)),
    "s_ashr_i32": lambda a, b, w: ((_s32(a) >> (b & 31)) & MASK32, int((_s32(a) >> (b & 31)) != 0)),
    "s_min_u32": lambda a, b, w: (min(a, b), int(a < b)),
    "s_max_u32": lambda a, b, w: (max(a, b), int(a > b)),
    "s_min_i32": lambda a, b, w: (a if _s32(a) < _s32(b) else b, int(_s32(a) < _s32(b))),
    "s_max_i32": lambda a, b, w: (a if _s32(a) > _s32(b) else b, int(_s32(a) > _s32(b))),
    "s_cselect_b32": lambda a, b, w: (a if w.scc else b, None),
    "s_bfe_u32": lambda a, b, w: (_bfe(a, b, 32, False), int(_bfe(a, b, 32, False) != 0)),
    "s_bfe_i32": lambda a, b, w: (_bfe(a, b, 32, True) & MASK32, int(_bfe(a, b, 32, True) != 0)),
    "s_bfm_b32": lambda a, b, w: ((((1 << (a & 31)) - 1) << (b & 31)) & MASK32, None),
    "s_absdiff_i32": lambda a, b, w: (abs(_s32(a) - _s32(b)) & MASK32,
                                      int(abs(_s32(a) - _s32(b)) != 0)),
    "s_pack_ll_b32_b16": lambda a, b, w: ((a & 0xFFFF) | ((b & 0xFFFF) << 16), None),
    "s_pack_lh_b32_b16": lambda a, b, w: ((a & 0xFFFF) | (b & 0xFFFF0000), None),
    "s_pack_hh_b32_b16": lambda a, b, w: ((a >> 16) | (b & 0xFFFF0000), None),
}
for _n in (1, 2, 3, 4):
    SOP2_32[f"s_lshl{_n}_add_u32"] = (
        lambda n: lambda a, b, w: (((a << n) + b) & MASK32, int(((a << n) + b) > MASK32)))(_n)

SOP2_64: dict[str, Callable] = {
    "s_and_b64": lambda a, b, w: a & b,
    "s_or_b64": lambda a, b, w: a | b,
    "s_xor_b64": lambda a, b, w: a ^ b,
    "s_andn2_b64": lambda a, b, w: a & ~b & MASK64,
    "s_orn2_b64": lambda a, b, w: (a | ~b) & MASK64,
    "s_nand_b64": lambda a, b, w: ~(a & b) & MASK64,
    "s_nor_b64": lambda a, b, w: ~(a | b) & MASK64,
    "s_xnor_b64": lambda a, b, w: ~(a ^ b) & MASK64,
    "s_cselect_b64": None,
    "s_bfm_b64": lambda a, b, w: (((1 << (a & 63)) - 1) << (b & 63)) & MASK64,
}
# 64-bit shifts: source 0 is 64-bit, source 1 (shift) is 32-bit.
SHIFT64 = {
    "s_lshl_b64": lambda a, b: (a << (b & 63)) & MASK64,
    "s_lshr_b64": lambda a, b: a >> (b & 63),
    "s_ashr_i64": lambda a, b: (_s64(a) >> (b & 63)) & MASK64,
    "s_bfe_u64": lambda a, b: _bfe(a, b, 64, False),
    "s_bfe_i64": lambda a, b: _bfe(a, b, 64, True) & MASK64,
}

SOP1_32: dict[str, Callable] = {
    "s_mov_b32": lambda a, w: (a, None),
    "s_not_b32": lambda a, w: (~a & MASK32, int((~a & MASK32) != 0)),
    "s_brev_b32": lambda a, w: (int(f"{a:032b}"[::-1], 2), None),
    "s_bcnt0_i32_b32": lambda a, w: (32 - bin(a).count("1"), int(32 - bin(a).count("1") != 0)),
    "s_bcnt1_i32_b32": lambda a, w: (bin(a).count("1"), int(bin(a).count("1") != 0)),
    "s_ff1_i32_b32": lambda a, w: (((a & -a).bit_length() - 1) & MASK32 if a else MASK32, None),
    "s_flbit_i32_b32": lambda a, w: (32 - a.bit_length() if a else MASK32, None),
    "s_sext_i32_i8": lambda a, w: (((a & 0xFF) ^ 0x80) - 0x80 & MASK32, None),
    "s_sext_i32_i16": lambda a, w: (((a & 0xFFFF) ^ 0x8000) - 0x8000 & MASK32, None),
    "s_abs_i32": lambda a, w: (abs(_s32(a)) & MASK32, int(abs(_s32(a)) != 0)),
}
SOP1_64: dict[str, Callable] = {
    "s_mov_b64": lambda a, w: (a, None),
    "s_not_b64": lambda a, w: (~a & MASK64, int((~a & MASK64) != 0)),
}
SAVEEXEC = {
    "and": lambda s, e: s & e, "or": lambda s, e: s | e, "xor": lambda s, e: s ^ e,
    "andn2": lambda s, e: s & ~e, "orn2": lambda s, e: s | (~e & MASK64),
    "nand": lambda s, e: ~(s & e), "nor": lambda s, e: ~(s | e), "xnor": lambda s, e: ~(s ^ e),
    "andn1": lambda s, e: ~s & e, "orn1": lambda s, e: (~s & MASK64) | e,
}

_CMP = {"eq": lambda a, b: a == b, "lg": lambda a, b: a != b, "gt": lambda a, b: a > b,
        "ge": lambda a, b: a >= b, "lt": lambda a, b: a < b, "le": lambda a, b: a <= b}

NOOPS = {"s_nop", "s_setprio", "s_sleep", "s_waitcnt", "s_dcache_wb", "s_dcache_inv",
         "s_icache_inv", "s_ttracedata", "s_setreg_b32", "s_setreg_imm32_b32", "s_denorm_mode",
         "s_round_mode", "s_waitcnt_depctr", "s_sethalt", "s_set_gpr_idx_off", "s_wakeup",
         "s_incperflevel", "s_decperflevel", "s_cbranch_cdbgsys", "s_endpgm_ordered_ps_done"}


def compile_salu(inst: Instruction, ctx) -> Callable[[Wave], object]:
    base = inst.base
    ops = inst.operands
    fam = inst.family

    if fam == "SOPP" or base in NOOPS:
        return _compile_sopp(inst, ctx)

    if base in SOP2_32:
        fn = SOP2_32[base]
        d, a, b = ops
        ga, gb, sd = sget32(a, inst), sget32(b, inst), sset32(d, inst)

        def sop2(w):
            r, c = fn(ga(w), gb(w), w)
            sd(w, r)
            if c is not None:
                w.scc = c
        return sop2
    if base == "s_cselect_b64":
        d, a, b = ops
        ga, gb, sd = sget64(a, inst), sget64(b, inst), sset64(d, inst)
        return lambda w: sd(w, ga(w) if w.scc else gb(w))
    if base in SOP2_64:
        fn = SOP2_64[base]
        d, a, b = ops
        ga, gb, sd = sget64(a, inst), sget64(b, inst), sset64(d, inst)
        scc = base != "s_bfm_b64"

        def sop2_64(w):
            r = fn(ga(w), gb(w), w) & MASK64
            sd(w, r)
            if scc:
                w.scc = int(r != 0)
        return sop2_64
    if base in SHIFT64:
        fn = SHIFT64[base]
        d, a, b = ops
        ga, gb, sd = sget64(a, inst), sget32(b, inst), sset64(d, inst)

        def sh64(w):
            r = fn(ga(w), gb(w))
            sd(w, r)
            w.scc = int(r != 0)
        return sh64
    if base in SOP1_32:
        fn = SOP1_32[base]
        d, a = ops
        ga, sd = sget32(a, inst), sset32(d, inst)

        def sop1(w):
            r, c = fn(ga(w), w)
            sd(w, r)
            if c is not None:
                w.scc = c
        return sop1
    if base in SOP1_64:
        fn = SOP1_64[base]
        d, a = ops
        ga, sd = sget64(a, inst), sset64(d, inst)

        def sop1_64(w):
            r, c = fn(ga(w), w)
            sd(w, r)
            if c is not None:
                w.scc = c
        return sop1_64
    if base == "s_bcnt1_i32_b64":
        d, a = ops
        ga, sd = sget64(a, inst), sset32(d, inst)

        def bcnt(w):
            r = bin(ga(w)).count("1")
            sd(w, r)
            w.scc = int(r != 0)
        return bcnt
    if base == "s_ff1_i32_b64":
        d, a = ops
        ga, sd = sget64(a, inst), sset32(d, inst)
        return lambda w: sd(w, ((ga(w) & -ga(w)).bit_length() - 1) if ga(w) else MASK32)
    if base in ("s_cmov_b32", "s_cmov_b64"):
        d, a = ops
        if base.endswith("64"):
            ga, sd = sget64(a, inst), sset64(d, inst)
        else:
            ga, sd = sget32(a, inst), sset32(d, inst)

        def cmov(w):
            if w.scc:
                sd(w, ga(w))
        return cmov
    if base.endswith("_saveexec_b64") or base.endswith("_wrexec_b64"):
        op = base[2:].split("_")[0]
        fn = SAVEEXEC.get(op)
        if fn is None:
            raise err(inst, "unsupported saveexec variant")
        d, a = ops
        ga, sd = sget64(a, inst), sset64(d, inst)
        wrexec = base.endswith("_wrexec_b64")

        def saveexec(w):
            e = w.sgpr64(126)
            r = fn(ga(w), e) & MASK64
            if wrexec:
                w.set_exec(r)
                sd(w, r)
            else:
                sd(w, e)
                w.set_exec(r)
            w.scc = int(r != 0)
        return saveexec
    if base == "s_movk_i32":
        d, k = ops
        sd = sset32(d, inst)
        v = _sext16(k.value) & MASK32
        return lambda w: sd(w, v)
    if base == "s_cmovk_i32":
        d, k = ops
        sd = sset32(d, inst)
        v = _sext16(k.value) & MASK32

        def cmovk(w):
            if w.scc:
                sd(w, v)
        return cmovk
    if base in ("s_addk_i32", "s_mulk_i32"):
        d, k = ops
        gd, sd = sget32(d, inst), sset32(d, inst)
        kv = _sext16(k.value)

        def addk(w):
            a = gd(w)
            if base == "s_addk_i32":
                r = (a + kv) & MASK32
                w.scc = int((_s32(a) + kv) != _s32(r))
            else:
                r = (_s32(a) * kv) & MASK32
            sd(w, r)
        return addk
    if base.startswith("s_cmpk_"):
        _, _, cond, ty = base.split("_")
        a, k = ops
        ga = sget32(a, inst)
        kv = k.value & 0xFFFF if ty == "u32" else _sext16(k.value)
        f = _CMP[cond]
        if ty == "i32":
            def cmpk(w):
                w.scc = int(f(_s32(ga(w)), kv))
        else:
            def cmpk(w):
                w.scc = int(f(ga(w), kv))
        return cmpk
    if base.startswith("s_cmp_"):
        _, _, cond, ty = base.split("_")
        a, b = ops
        f = _CMP.get(cond)
        if f is None:
            raise err(inst, "unsupported compare")
        if ty == "u64":
            ga, gb = sget64(a, inst), sget64(b, inst)
        else:
            ga, gb = sget32(a, inst), sget32(b, inst)
        if ty == "i32":
            def cmp_(w):
                w.scc = int(f(_s32(ga(w)), _s32(gb(w))))
        else:
            def cmp_(w):
                w.scc = int(f(ga(w), gb(w)))
        return cmp_
    if base in ("s_bitcmp0_b32", "s_bitcmp1_b32"):
        a, b = ops
        ga, gb = sget32(a, inst), sget32(b, inst)
        want = 1 if base.endswith("1_b32") else 0

        def bitcmp(w):
            w.scc = int(((ga(w) >> (gb(w) & 31)) & 1) == want)
        return bitcmp
    if base in ("s_bitset0_b32", "s_bitset1_b32"):
        d, a = ops
        gd, ga, sd = sget32(d, inst), sget32(a, inst), sset32(d, inst)
        one = base.endswith("1_b32")

        def bitset(w):
            bit = 1 << (ga(w) & 31)
            sd(w, (gd(w) | bit) if one else (gd(w) & ~bit & MASK32))
        return bitset
    if base == "s_getpc_b64":
        d, = ops
        sd = sset64(d, inst)
        return lambda w: sd(w, ctx.code_base + 4 * (w.pc + 1))
    if base in ("s_getreg_b32",):
        d = ops[0]
        sd = sset32(d, inst)
        return lambda w: sd(w, 0)
    if base in ("s_memtime", "s_memrealtime"):
        d, = ops
        sd = sset64(d, inst)
        return lambda w: sd(w, w.steps)
    raise err(inst, "instruction not supported by the emulator")


def _label_target(inst: Instruction, ctx) -> int:
    t = inst.branch_target()
    if t is None:
        op = inst.operands[-1] if inst.operands else None
        if isinstance(op, Sym):
            t = op.name
    if t is None or t not in ctx.labels:
        raise err(inst, f"branch target {t!r} is not a label of this kernel")
    return ctx.labels[t]


def _compile_sopp(inst: Instruction, ctx):
    base = inst.base
    if base in ("s_endpgm", "s_endpgm_saved", "s_endpgm_ordered_ps_done"):
        return lambda w: END
    if base == "s_barrier":
        return lambda w: BARRIER
    if base == "s_waitcnt":
        waitcnt_of(inst)  # validate the operand now
        return lambda w: None
    if base == "s_branch":
        tgt = _label_target(inst, ctx)
        return lambda w: tgt
    if base.startswith("s_cbranch_"):
        cond = base[len("s_cbranch_"):]
        tgt = _label_target(inst, ctx)
        if cond == "scc0":
            return lambda w: tgt if w.scc == 0 else None
        if cond == "scc1":
            return lambda w: tgt if w.scc else None
        if cond == "vccz":
            return lambda w: tgt if (w.s[106] | w.s[107]) == 0 else None
        if cond == "vccnz":
            return lambda w: tgt if (w.s[106] | w.s[107]) != 0 else None
        if cond == "execz":
            return lambda w: tgt if (w.s[126] | w.s[127]) == 0 else None
        if cond == "execnz":
            return lambda w: tgt if (w.s[126] | w.s[127]) != 0 else None
        raise err(inst, f"branch condition {cond} not supported")
    if base in NOOPS or base in ("s_nop",):
        return lambda w: None
    if base in ("s_trap",):
        def trap(w):
            raise err(inst, "s_trap executed")
        return trap
    raise err(inst, "instruction not supported by the emulator")


# --------------------------------------------------------------------------- SMEM

def compile_smem(inst: Instruction, ctx) -> tuple[Callable[[Wave], None], dict]:
    """s_load_dword{,x2,x4,x8,x16} and s_buffer_load_dword*; returns (run, meta)."""
    base = inst.base
    ops = inst.operands
    if base in ("s_dcache_wb", "s_dcache_inv"):
        return (lambda w: None), {}
    n = 1
    for suffix, k in (("x2", 2), ("x4", 4), ("x8", 8), ("x16", 16)):
        if base.endswith(suffix):
            n = k
    if not (base.startswith("s_load_dword") or base.startswith("s_buffer_load_dword")):
        raise err(inst, "scalar memory instruction not supported by the emulator")
    d, sbase = ops[0], ops[1]
    off_ops = ops[2:]
    if not isinstance(d, Reg) or not isinstance(sbase, Reg):
        raise err(inst, "bad SMEM operands")
    from .emu_operands import sidx
    di = sidx(d, inst)
    bi = sidx(sbase, inst)
    imm = 0
    soff = None
    for o in off_ops:
        if isinstance(o, Imm):
            imm += o.value
        elif isinstance(o, Reg):
            soff = sget32(o, inst)
        else:
            raise err(inst, f"unsupported SMEM offset {o!r}")
    m = inst.mod("offset")
    if m is not None:
        imm += m.int_value
    is_buffer = base.startswith("s_buffer")
    where = inst.location + " " + inst.mnemonic

    def addr_of(w: Wave) -> tuple[int, int | None]:
        off = imm + (soff(w) if soff is not None else 0)
        if is_buffer:
            b = w.s[bi] | ((w.s[bi + 1] & 0xFFFF) << 32)
            return (b + off) & ~3, w.s[bi + 2] - (off & ~3)
        return (w.sgpr64(bi) + off) & ~3, None

    def run(w: Wave):
        addr, room = addr_of(w)
        if room is not None and room < 4 * n:
            # s_buffer_load out of range: dwords past num_records read 0 (ISA range check)
            have = max(0, room // 4)
            words, pois = (w.mem.load_scalar(addr, have, where) if have else ([], False))
            words = words + [0] * (n - have)
        else:
            words, pois = w.mem.load_scalar(addr, n, where)
        if w.timing is not None:
            w.timing.defer_sgprs(w, inst, di, words, pois)
        else:
            s = w.s
            for k, x in enumerate(words):
                s[di + k] = x
            if 126 <= di + n - 1 and di <= 127:
                w.sync_exec()
    return run, {"sdst": (di, n)}
