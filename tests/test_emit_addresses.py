"""Numerical checks of the emitter's index lowering.

1. affine: our algebra (with its simplifications) equals a direct evaluation of each MLIR
   affine map of the fixtures at random in-range points.
2. magic-number division equals floor division over the whole range it is used for.
3. A small interpreter runs the *register-allocated* integer code of each fixture for a
   sample of lanes/workgroups (loop included) and checks, at every buffer/ds instruction, that
   vaddr + immediate equals the MLIR byte address and stays inside the buffer's num_records.
   This also catches register-allocation clobbers of live address registers.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from wave_asm_ext.emit import affine as A
from wave_asm_ext.emit import emit_kernel
from wave_asm_ext.emit.lower import magic_udiv
from wave_asm_ext.emit.program import Sub, VReg

FIX = Path(__file__).parent / "fixtures" / "mlir"
FIXTURES = sorted(FIX.glob("*.mlir"))


def _target(p: Path) -> str:
    return p.name.split("_")[0]


# ---------------------------------------------------------------- 1. affine algebra
def _eval_affine(e, dims, syms):
    from iree.compiler.ir import (AffineAddExpr, AffineConstantExpr, AffineDimExpr,
                                  AffineFloorDivExpr, AffineModExpr, AffineMulExpr,
                                  AffineSymbolExpr)

    if AffineConstantExpr.isinstance(e):
        return AffineConstantExpr(e).value
    if AffineSymbolExpr.isinstance(e):
        return syms[AffineSymbolExpr(e).position]
    if AffineDimExpr.isinstance(e):
        return dims[AffineDimExpr(e).position]
    for cls, f in ((AffineAddExpr, lambda a, b: a + b), (AffineMulExpr, lambda a, b: a * b),
                   (AffineFloorDivExpr, lambda a, b: a // b), (AffineModExpr, lambda a, b: a % b)):
        if cls.isinstance(e):
            b = cls(e)
            return f(_eval_affine(b.lhs, dims, syms), _eval_affine(b.rhs, dims, syms))
    raise AssertionError(f"unexpected {e}")


@pytest.mark.parametrize("path", FIXTURES[:4], ids=lambda p: p.stem)
def test_affine_algebra_matches_mlir_semantics(path):
    from iree.compiler import ir

    text = path.read_text()
    rng = random.Random(0)
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        for line in text.splitlines():
            m = re.match(r"#map\d* = affine_map<(.*)>$", line)
            if not m:
                continue
            amap = ir.AffineMapAttr(ir.Attribute.parse(f"affine_map<{m.group(1)}>")).value
            names = [f"x{i}" for i in range(amap.n_dims + amap.n_symbols)]
            env = {n: (0, rng.choice([1, 3, 63, 127, 255])) for n in names}
            syms = [A.sym(n) for n in names]
            lin = A.from_affine_expr(amap.results[0], syms[: amap.n_dims], syms[amap.n_dims:], env)
            for _ in range(200):
                vals = {n: rng.randint(lo, hi) for n, (lo, hi) in env.items()}
                xs = [vals[n] for n in names]
                want = _eval_affine(amap.results[0], xs[: amap.n_dims], xs[amap.n_dims:])
                assert A.evaluate(lin, vals) == want, (line, lin, vals)


def test_affine_simplifies_wave_row_map():
    env = {"t": (0, 127), "w": (0, 1), "b": (0, 3)}
    t, w, b = A.sym("t"), A.sym("w"), A.sym("b")
    inner = A.add(A.scale(w, 32), A.floordiv(t, 4, env))
    x = A.add(A.add(inner, A.scale(b, 64)), A.scale(A.floordiv(inner, 64, env), -64))
    x = A.fold_mod_pattern(x, env)
    # (w*32 + t floordiv 4) < 64, so the floordiv by 64 is 0 and nothing non-linear remains
    assert x == A.add(A.add(A.scale(w, 32), A.floordiv(t, 4, env)), A.scale(b, 64))


def test_affine_rejects_possibly_negative_floordiv():
    env = {"t": (0, 127)}
    with pytest.raises(A.AffineRangeError):
        A.floordiv(A.add(A.scale(A.sym("t"), -1), A.const(5)), 3, env)
    # a negative constant alone is fine: it splits exactly into the quotient
    x = A.floordiv(A.add(A.sym("t"), A.const(-5)), 3, env)
    for t in range(128):
        assert A.evaluate(x, {"t": t}) == (t - 5) // 3


# ---------------------------------------------------------------- 2. magic division
@pytest.mark.parametrize("c,xmax", [(3, 4095), (5, 1 << 20), (6, 1000), (7, 65535), (36, 9216),
                                    (68, 1 << 16), (1000, 1 << 24), (12345, (1 << 31) - 1)])
def test_magic_udiv_is_floor_division(c, xmax):
    m, s = magic_udiv(c, xmax)
    rng = random.Random(c)
    pts = list(range(0, min(xmax, 5000) + 1)) + [rng.randint(0, xmax) for _ in range(5000)] + [xmax]
    for x in pts:
        assert ((x * m) >> 32) >> s == x // c, (c, x)


# ---------------------------------------------------------------- 3. interpreter
M32 = 0xFFFFFFFF


class Poison(Exception):
    pass


def _regs_of(o):
    if isinstance(o, VReg):
        return o.kind, o.phys, o.size
    if isinstance(o, Sub):
        return o.reg.kind, o.reg.phys + o.start, o.size
    return None


def run_lane(k, lane_syms: dict[str, int], check) -> int:
    """Interpret integer code for one lane. Returns the number of memory ops checked."""
    prog = [i for i in k.program if i.kind != "mark"]
    labels = {i.op: n for n, i in enumerate(prog) if i.kind == "label"}
    R: dict[tuple[str, int], int | None] = {}
    tid = [lane_syms.get("tid_x", 0), lane_syms.get("tid_y", 0), lane_syms.get("tid_z", 0)]
    R[("v", 0)] = tid[0] | (tid[1] << 10) | (tid[2] << 20)
    for n, d in enumerate(k.wgid_dims):
        R[("s", 2 + n)] = lane_syms[f"wg_{d}"]
    R[("s", 0)] = R[("s", 1)] = 0
    scc = 0
    checked = 0

    def rd(o):
        if isinstance(o, int):
            return o & M32
        if isinstance(o, str):
            return int(o, 0) & M32
        kind, p, size = _regs_of(o)
        assert size == 1
        v = R.get((kind, p))
        if v is None:
            raise Poison(f"read of undefined/data register {kind}{p}")
        return v

    def wr(o, v):
        kind, p, size = _regs_of(o)
        assert size == 1
        R[(kind, p)] = None if v is None else v & M32

    def poison(o):
        kind, p, size = _regs_of(o)
        for j in range(size):
            R[(kind, p + j)] = None

    pc, steps = 0, 0
    while pc < len(prog):
        steps += 1
        assert steps < 200000
        ins = prog[pc]
        pc += 1
        op, d, s = ins.op, ins.defs, ins.srcs
        if ins.meta:
            base = rd(ins.meta["vaddr"])
            got = (base + ins.meta["imm"]) & M32
            check(ins, got, R)
            checked += 1
        if ins.kind in ("label", "wait", "nop", "barrier", "comment", "endpgm"):
            if op == "s_endpgm":
                break
            continue
        if op.startswith(("buffer_load", "ds_read", "v_mfma")):
            poison(d[0])
            continue
        if op.startswith(("buffer_store", "ds_write")):
            continue
        if op == "s_load_dwordx2":
            poison(d[0])
            continue
        if op == "v_mov_b64":  # zero-init of an accumulator pair: data, not an address
            poison(d[0])
            continue
        if op in ("v_mov_b32", "s_mov_b32") or op.startswith("v_accvgpr_"):
            try:
                wr(d[0], rd(s[0]))
            except Poison:
                wr(d[0], None)  # data copy (accumulator init/yield) - not an address
            continue
        if op == "s_cbranch_scc1":
            if scc:
                pc = labels[s[0]]
            continue
        try:
            a = [rd(x) for x in s]
        except Poison:
            poison(d[0])  # arithmetic on loaded data (packing): not an address
            continue
        if op in ("v_lshl_or_b32", "v_and_or_b32"):
            v = ((a[0] << a[1]) | a[2]) if op == "v_lshl_or_b32" else ((a[0] & a[1]) | a[2])
        elif op == "v_and_b32" or op == "s_and_b32":
            v = a[0] & a[1]
        elif op == "v_bfe_u32":
            v = (a[0] >> a[1]) & ((1 << a[2]) - 1)
        elif op == "v_lshrrev_b32":
            v = a[1] >> a[0]
        elif op == "v_lshlrev_b32":
            v = a[1] << a[0]
        elif op == "s_lshl_b32":
            v = a[0] << a[1]
        elif op == "s_lshr_b32":
            v = a[0] >> a[1]
        elif op == "v_lshl_add_u32":
            v = (a[0] << a[1]) + a[2]
        elif op == "v_mul_u32_u24":
            v = (a[0] & 0xFFFFFF) * (a[1] & 0xFFFFFF)
        elif op in ("v_mul_lo_u32", "s_mul_i32"):
            v = a[0] * a[1]
        elif op in ("v_mul_hi_u32", "s_mul_hi_u32"):
            v = (a[0] * a[1]) >> 32
        elif op in ("v_add_u32", "s_add_u32"):
            v = a[0] + a[1]
        elif op in ("v_sub_u32", "s_sub_u32"):
            v = a[0] - a[1]
        elif op == "s_addc_u32":
            v = a[0] + a[1]
        elif op == "s_cmp_lt_i32":
            def sg(x):
                return x - (1 << 32) if x & 0x80000000 else x
            scc = int(sg(a[0]) < sg(a[1]))
            continue
        else:
            raise AssertionError(f"interpreter does not know {op}")
        wr(d[0], v)
    return checked


def _sample_lanes(k, rng, n):
    b = k.sym_bounds
    out = []
    for _ in range(n):
        vals = {}
        for name in ("tid_x", "tid_y", "tid_z", "wg_x", "wg_y", "wg_z"):
            if name in b:
                lo, hi = b[name]
                vals[name] = rng.choice([lo, hi, rng.randint(lo, hi)])
        out.append(vals)
    return out


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_emitted_addresses_match_mlir(path):
    k = emit_kernel(path.read_text(), _target(path))
    iv_regs = {name: r for name, r in k.sym_regs.items() if name.startswith("iv")}
    rng = random.Random(1)
    total = 0
    for lane in _sample_lanes(k, rng, 6):
        def check(ins, got, R, lane=lane):
            vals = dict(lane)
            for name, r in iv_regs.items():
                if name in ins.meta["addr"].symbols():
                    vals[name] = R[("s", r.phys)]
            want = A.evaluate(ins.meta["addr"], vals)
            assert got == want, f"{ins.op}: got {got} want {want} ({ins.meta['addr']}) lane {vals}"
            srd = ins.meta.get("srd")
            if srd is not None:
                num_records = R[("s", srd.phys + 2)]
                width = 4 * (ins.defs[0].size if ins.defs else ins.srcs[0].size)
                assert 0 <= want and want + width <= num_records, (ins.op, want, num_records)
        total += run_lane(k, lane, check)
    assert total > 0


def test_non_power_of_two_division_lowering():
    """Same interpreter check on a fixture whose maps were edited to divide by 3, 13, 48
    (vector magic-multiply path) and divide a workgroup id by 3 (scalar path)."""
    p = FIX / "gfx942_gemm_256_b64x64x32_w2x2_16x16x16_none.mlir"
    text = p.read_text()
    edits = [
        ("#map = affine_map<()[s0, s1, s2] -> (s1 * 32 + s2 * 64 + s0 floordiv 4",
         "#map = affine_map<()[s0, s1, s2] -> (s1 * 32 + ((s2 * 2) floordiv 3) * 64 + s0 floordiv 4"),
        ("#map1 = affine_map<()[s0, s1] -> ((s1 * 32 + s0 floordiv 4) mod 64)>",
         "#map1 = affine_map<()[s0, s1] -> ((s1 * 32 + s0 floordiv 3) mod 48)>"),
        ("#map7 = affine_map<()[s0] -> (s0 mod 16 + (s0 floordiv 64) * 32)>",
         "#map7 = affine_map<()[s0] -> (s0 mod 13 + (s0 floordiv 48) * 20)>"),
    ]
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new)
    k = emit_kernel(text, "gfx942")
    code = k.text
    assert "v_mul_hi_u32" in code and "s_mul_hi_u32" in code
    rng = random.Random(2)
    total = 0
    for lane in _sample_lanes(k, rng, 12):
        def check(ins, got, R, lane=lane):
            vals = dict(lane)
            for name, r in k.sym_regs.items():
                if name.startswith("iv") and name in ins.meta["addr"].symbols():
                    vals[name] = R[("s", r.phys)]
            assert got == A.evaluate(ins.meta["addr"], vals), (ins.op, ins.meta["addr"], vals)
        total += run_lane(k, lane, check)
    assert total > 0


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_emitter_leaves_no_dead_alu_instruction(path):
    """Every ALU result the emitter computes is read (``passes.dce`` finds nothing to
    remove): an LDS access split for ds_read2/write2 is chosen before its address is
    materialised, so an abandoned split leaves no ``v_add_u32`` behind."""
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.passes import dce

    text = emit_kernel(path.read_text(), _target(path)).text
    for k in parse_asm(text, path.name).kernels:
        if k.blocks:
            assert not dce.eliminate(k), path.name
