"""Wave's workgroup-reordered GEMM (``templates/reordered_gemm.py``, registry
``gemm_reordered``): the emitter lowers its ``arith.minsi`` / ``arith.maxsi`` and the affine
maps that divide by the clamped group size, a value known only at run time.

* the index algebra of run-time division (``affine.FDivV`` / ``ModV``) against Python's
  integer semantics, and its range errors;
* the emitted division sequence (``Lowering.mat_divmod_v``) run lane by lane with the
  emulator's own VALU semantics, exhaustively on small operands and at random up to the
  limit, also with the reciprocal one ulp off either way (hardware ``v_rcp_f32`` is not
  correctly rounded);
* the MLIR fixtures (tests/fixtures/mlir/reordered: partial last groups, 6 and 12
  workgroups) emitted and run in the emulator against numpy, before and after the
  post-emit pass (checker clean, timing-aware run);
* 8 waves with PREFETCH (Wave's ping-pong: a wave-id compare steers an extra ``s_barrier``
  for half the block; ``s_setprio`` around the MFMA clusters): the same checks, plus the
  refusals (a compare that differs between the lanes of a wave, other work under the
  wave-dependent branch) and the post-emit pass's view of such barriers;
* the registry's parameters.
"""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from wave_asm_ext.emit import affine as A
from wave_asm_ext.errors import EmitError

FIX = Path(__file__).parent / "fixtures" / "mlir" / "reordered"


# ------------------------------------------------------------------ index algebra
def test_runtime_division_matches_python_and_its_bounds_hold():
    r = random.Random(5)
    for _ in range(300):
        xlo, xhi = sorted(r.randrange(0, 200) for _ in range(2))
        dlo, dhi = sorted(r.randrange(1, 12) for _ in range(2))
        env = {"x": (xlo, xhi), "d": (dlo, dhi), "w": (0, 3)}
        x = A.add(A.sym("x"), A.scale(A.sym("w"), 3))   # x + 3w
        d = A.sym("d")
        q, m = A.floordiv_v(x, d, env), A.mod_v(x, d, env)
        qlo, qhi = A.bounds(q, env)
        mlo, mhi = A.bounds(m, env)
        for _ in range(20):
            vals = {"x": r.randint(xlo, xhi), "d": r.randint(dlo, dhi), "w": r.randint(0, 3)}
            xv = vals["x"] + 3 * vals["w"]
            assert A.evaluate(q, vals) == xv // vals["d"]
            assert A.evaluate(m, vals) == xv % vals["d"]
            assert qlo <= xv // vals["d"] <= qhi and mlo <= xv % vals["d"] <= mhi


def test_runtime_division_folds_what_the_ranges_decide():
    env = {"x": (0, 3), "d": (4, 9)}
    x, d = A.sym("x"), A.sym("d")
    assert A.floordiv_v(x, d, env) == A.const(0)     # x < d everywhere
    assert A.mod_v(x, d, env) == x
    assert A.floordiv_v(x, A.const(2), env) == A.floordiv(x, 2, env)   # constant divisor


@pytest.mark.parametrize("x_range, d_range, match", [
    ((0, 10), (0, 4), "divisor proven >= 1"),
    ((-1, 10), (1, 4), "possibly negative"),
    ((0, A.RUNTIME_DIV_LIMIT), (1, 4), "must stay below"),
])
def test_runtime_division_refuses_what_it_cannot_lower(x_range, d_range, match):
    env = {"x": x_range, "d": d_range}
    with pytest.raises(A.AffineRangeError, match=match):
        A.floordiv_v(A.sym("x"), A.sym("d"), env)


def test_quotient_pattern_is_seen_non_negative():
    """Wave's XCD remap divides ``y - 7*(y floordiv 8) + ...``: non-negative, which
    interval arithmetic alone does not see (it gave [-7, 15] and the division raised)."""
    env = {"y": (0, 15), "z": (0, 4)}
    y = A.sym("y")
    e = A.add(A.add(y, A.scale(A.floordiv(y, 8, env), -7)), A.sym("z"))
    assert A.bounds(e, env)[0] < 0
    q = A.floordiv(e, 9, env)
    assert A.bounds(A.fold_mod_pattern(e, env), env)[0] >= 0
    for yv in range(16):
        for zv in range(5):
            vals = {"y": yv, "z": zv}
            assert A.evaluate(q, vals) == (yv - 7 * (yv // 8) + zv) // 9


def test_quotient_pattern_split_by_the_division_is_seen_non_negative():
    """The same pattern over ``y = 3*w + x`` divided by 3 (gfx950 384x192 128x64 tiles,
    group_m=1): the division's split takes ``3*w`` into the quotient, leaving
    ``x - 7*(y floordiv 8) + z`` that the pattern no longer matches (it raised "floordiv
    of possibly negative value"); the mod form is taken before the split."""
    env = {"w": (0, 2), "x": (0, 2), "z": (0, 4)}
    y = A.add(A.scale(A.sym("w"), 3), A.sym("x"))
    e = A.add(A.add(y, A.scale(A.floordiv(y, 8, env), -7)), A.sym("z"))
    for fn, ref in ((A.floordiv, lambda v: v // 3), (A.mod, lambda v: v % 3)):
        r = fn(e, 3, env)
        for wv in range(3):
            for xv in range(3):
                for zv in range(5):
                    yv = 3 * wv + xv
                    assert A.evaluate(r, {"w": wv, "x": xv, "z": zv}) == ref(yv - 7 * (yv // 8) + zv)


# ------------------------------------------------------------------ the emitted sequence
def _run_sequence(instrs, regs: dict, rcp_ulps: int = 0, estimate=None) -> dict:
    """Interpret the emitter's straight-line VALU ``instrs`` on numpy lanes with the
    emulator's semantics table; ``rcp_ulps`` moves every v_rcp_f32 result that many ulps,
    ``estimate`` (if given) replaces the v_cvt_u32_f32 result, the quotient estimate."""
    from wave_asm_ext.sim.emu_valu import OPS, conv_in, conv_out

    for ins in instrs:
        if ins.op == "s_nop":
            continue
        rtype, stypes, fn = OPS[ins.op]
        srcs = []
        for s, t in zip(ins.srcs, stypes):
            raw = regs[id(s)] if not isinstance(s, int) else np.uint32(s & 0xFFFFFFFF)
            srcs.append(conv_in(np.asarray(raw, np.uint32), t))
        out = conv_out(fn(*srcs), rtype)
        if ins.op == "v_rcp_f32" and rcp_ulps:
            out = (out.astype(np.int64) + rcp_ulps).astype(np.uint32)
        if ins.op == "v_cvt_u32_f32" and estimate is not None:
            out = estimate.astype(np.uint32)
        regs[id(ins.defs[0])] = out
    return regs


def _division(xs: np.ndarray, ds: np.ndarray, rcp_ulps: int = 0, estimate_off: int = 0):
    from wave_asm_ext.emit.lower import Lowering

    low = Lowering("gfx950")
    low.env = {"x": (0, int(xs.max())), "d": (1, int(ds.max()))}
    xr, dr = low.vreg(name="x"), low.vreg(name="d")
    low.sym_reg = {"x": xr, "d": dr}
    low.sym_depth = {"x": 0, "d": 0}
    q, r = low.mat_divmod_v(A.sym("x"), A.sym("d"))
    assert all(i.op.startswith("v_") for i in low.top), [i.op for i in low.top]
    # a quotient estimate exactly one off (where it stays >= 0), which operands below the
    # limit never produce: both corrections run
    estimate = np.maximum(xs // ds + estimate_off, 0) if estimate_off else None
    regs = _run_sequence(low.top, {id(xr): xs.astype(np.uint32), id(dr): ds.astype(np.uint32)}, rcp_ulps,
                         estimate)
    return regs[id(q)], regs[id(r)]


@pytest.mark.parametrize("rcp_ulps, estimate_off", [(0, 0), (-1, 0), (1, 0), (-6, 0), (6, 0), (0, -1), (0, 1)])
def test_emitted_division_is_exact(rcp_ulps, estimate_off):
    """Exact with the emulator's correctly rounded reciprocal, with one up to ±6 ulps off
    (the ISA promises 1), and from a quotient estimate one off either way (both corrections
    exercised)."""
    # every dividend below 2**12 by every divisor up to 64, and random operands up to the limit
    x = np.arange(1 << 12, dtype=np.int64)
    xs = np.tile(x, 64)
    ds = np.repeat(np.arange(1, 65, dtype=np.int64), x.size)
    rng = np.random.default_rng(rcp_ulps + 7)
    xs = np.concatenate([xs, rng.integers(0, A.RUNTIME_DIV_LIMIT, 200_000)])
    ds = np.concatenate([ds, rng.integers(1, A.RUNTIME_DIV_LIMIT, 100_000), rng.integers(1, 100, 100_000)])
    # the hardest cases: exact multiples and one below them, at the top of the range
    d = rng.integers(1, 4096, 20_000)
    k = (A.RUNTIME_DIV_LIMIT - 1) // d
    xs = np.concatenate([xs, k * d, k * d - 1])
    ds = np.concatenate([ds, d, d])
    q, r = _division(xs, ds, rcp_ulps, estimate_off)
    np.testing.assert_array_equal(q.astype(np.int64), xs // ds)
    np.testing.assert_array_equal(r.astype(np.int64), xs % ds)


# ------------------------------------------------------------------ the kernels
def _cases():
    out = []
    for p in sorted(FIX.glob("*_none.mlir")):
        parts = p.stem.split("_")
        M, N, K = map(int, parts[3].split("x"))
        slow = p.stem.startswith("gfx942")   # one target in the default run (~40 s each)
        bm, bn, _ = map(int, parts[4][1:].split("x"))
        out.append(pytest.param({"path": p, "target": parts[0], "M": M, "N": N, "K": K, "bm": bm, "bn": bn}, id=p.stem,
                                marks=[pytest.mark.slow] if slow else []))
    return out


@pytest.mark.parametrize("case", _cases())
def test_reordered_gemm_matches_numpy_before_and_after_the_pass(case):
    # groups of one row (g1) divide by a constant group size: no run-time division
    _check_kernel(case, *(() if "_g1_" in case["path"].stem else ("v_rcp_f32",)))


def _check_kernel(case, *must_have):
    from wave_asm_ext.check import check_program
    from wave_asm_ext.emit import emit_kernel
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.pipeline import compile_mlir
    from wave_asm_ext.sim.emulator import emulate
    from wave_asm_ext.target import load_target

    mlir, target = case["path"].read_text(), case["target"]
    M, N, K = case["M"], case["N"], case["K"]
    rng = np.random.default_rng(1)
    a = rng.uniform(-1, 1, (M, K)).astype(np.float16)
    b = rng.uniform(-1, 1, (N, K)).astype(np.float16)
    ref = a.astype(np.float64) @ b.astype(np.float64).T
    unscheduled = emit_kernel(mlir, target).text
    assert all(m in unscheduled for m in must_have)
    assert "s_min_i32" in unscheduled or "s_max_i32" in unscheduled
    scheduled = compile_mlir(mlir, target).asm
    for label, asm, timing in (("unscheduled", unscheduled, False), ("scheduled", scheduled, True)):
        assert check_program(parse_asm(asm, label), load_target(target)) == [], label
        out = np.zeros((M, N), np.float32)
        grid = (M // case.get("bm", 128), N // case.get("bn", 128), 1)
        res = emulate(asm, args=[a, b, out], grid=grid, block=(256, 2, 1),
                      target=target, timing_aware=timing)
        assert not res.any_poison, (label, res.events[:5])
        np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-6 * K, err_msg=label)
    return unscheduled, scheduled


# ------------------------------------------------------------------ 8 waves, PREFETCH (ping-pong)
def _prefetch_case():
    (path,) = FIX.glob("*_prefetch.mlir")
    parts = path.stem.split("_")
    M, N, K = map(int, parts[3].split("x"))
    return {"path": path, "target": parts[0], "M": M, "N": N, "K": K}


def test_eight_wave_prefetch_ping_pong_matches_numpy_before_and_after_the_pass():
    unscheduled, scheduled = _check_kernel(_prefetch_case(), "v_readfirstlane_b32", "s_setprio 1")
    for asm in (unscheduled, scheduled):
        lines = [ln.split("//")[0].strip() for ln in asm.splitlines()]
        # two wave-dependent branches, each over exactly one barrier (before and after the loop)
        skips = [i for i, ln in enumerate(lines) if ln.startswith("s_cbranch_scc0 L_if")]
        assert len(skips) == 2
        for i in skips:
            label = lines[i].split()[-1]
            body = lines[i + 1:lines.index(label + ":")]
            assert body == ["s_barrier"], body
        # the ping-pong's priority windows survive scheduling around the MFMA clusters (two
        # in Wave's loop; the passes may unroll the loop by two, copying its windows, and
        # move a window's last MFMAs past the next barrier in a window of their own)
        prio = [ln for ln in lines if ln in ("s_setprio 1", "s_setprio 0")]
        assert len(prio) >= 4 and prio == ["s_setprio 1", "s_setprio 0"] * (len(prio) // 2)
        if asm is unscheduled:
            assert len(prio) == 4
    # rocdl.s.barrier is bare (marked, no wait for it: LDS reads stay in flight across it, as
    # LLVM leaves them); amdgpu.lds_barrier keeps its lgkmcnt(0); the pass keeps the marks
    from wave_asm_ext.isa import BARE_BARRIER_MARK

    n_bare = _prefetch_case()["path"].read_text().count("rocdl.s.barrier")
    n_fenced = _prefetch_case()["path"].read_text().count("amdgpu.lds_barrier")
    for label, asm in (("unscheduled", unscheduled), ("scheduled", scheduled)):
        raw = [ln.strip() for ln in asm.splitlines() if ln.strip() and not ln.strip().startswith(("//", ";"))]
        bars = [i for i, ln in enumerate(raw) if ln.startswith("s_barrier")]
        bare = [i for i in bars if BARE_BARRIER_MARK in raw[i]]
        if label == "unscheduled":
            assert len(bare) == n_bare and len(bars) == n_bare + n_fenced, label
        else:   # the passes may unroll the K loop by two: its barriers are copied, marks and all
            assert len(bare) >= n_bare and len(bars) - len(bare) >= n_fenced, label
        loop_bare = [i for i in bare if "L_if" not in raw[i - 1]]   # not a branch's body
        assert loop_bare and all(not raw[i - 1].startswith("s_waitcnt") for i in loop_bare), label
    lines = [ln.strip() for ln in unscheduled.splitlines()]
    fenced = [i for i, ln in enumerate(lines) if ln.startswith("s_barrier") and BARE_BARRIER_MARK not in ln]
    assert all("lgkmcnt(0)" in lines[i - 1] or lines[i - 1].startswith(("s_cbranch", "L_if", "s_barrier"))
               for i in fenced)


def test_the_fenced_barriers_of_the_ping_pong_are_the_ones_that_order_lds():
    """Mutation: the loop's fenced barrier (amdgpu.lds_barrier) without its lgkmcnt(0) lets the
    fragment reads still be in flight when other waves write the next tile over them; the
    timing-aware emulator reports the race (phase-ordered LDS accesses) and poisons the
    result. The bare barriers' missing waits (previous test) are not races."""
    from wave_asm_ext.pipeline import compile_mlir
    from wave_asm_ext.sim.emulator import emulate

    case = _prefetch_case()
    # (the mutation is in the loop: with the straight-line-loads variant the search unrolls
    # this three-trip loop whole; session 77)
    asm = compile_mlir(case["path"].read_text(), case["target"], postpass_options={"straight_line_loads": False}).asm
    lines = asm.splitlines()
    top = next(i for i, ln in enumerate(lines) if ln.startswith("L_loop"))
    k = next(i for i in range(top, len(lines)) if lines[i].strip() == "s_barrier"
             and lines[i - 1].strip() == "s_waitcnt lgkmcnt(0)")
    mutated = "\n".join(lines[:k - 1] + lines[k:]) + "\n"
    M, N, K = case["M"], case["N"], case["K"]
    rng = np.random.default_rng(1)
    a = rng.uniform(-1, 1, (M, K)).astype(np.float16)
    b = rng.uniform(-1, 1, (N, K)).astype(np.float16)
    out = np.zeros((M, N), np.float32)
    res = emulate(mutated, args=[a, b, out], grid=(M // 128, N // 128, 1), block=(256, 2, 1),
                  target=case["target"], timing_aware=True)
    assert res.any_poison
    assert any("writes LDS bytes another wave read" in ev for ev in res.events), res.events[:3]


def _prefetch_text(edit=None) -> str:
    text = _prefetch_case()["path"].read_text()
    if edit:
        old, new = edit
        assert old in text
        text = text.replace(old, new, 1)
    return text


def test_a_compare_that_differs_within_a_wave_is_refused():
    from wave_asm_ext.emit import emit_kernel

    # lanes 0-31 and 32-63 of a wave would take different paths around the barrier
    text = _prefetch_text(("s1 * 4 + s0 floordiv 64", "s1 * 4 + s0 floordiv 32"))
    with pytest.raises(EmitError, match="differs between the lanes of a wave") as e:
        emit_kernel(text, "gfx950")
    assert "arith.cmpi" in str(e.value) and "loc(" in str(e.value)


def test_work_under_a_wave_dependent_branch_is_refused():
    from wave_asm_ext.emit import emit_kernel

    text = _prefetch_text(("scf.if %21 {\n          rocdl.s.barrier",
                           "scf.if %21 {\n          %zz = arith.addi %c4_i32, %c4_i32 : i32\n"
                           "          rocdl.s.barrier"))
    with pytest.raises(EmitError, match="'arith.addi' under a wave-dependent condition") as e:
        emit_kernel(text, "gfx950")
    assert "loc(" in str(e.value)


def test_only_scheduling_hints_among_intrinsics_may_sit_under_a_wave_dependent_branch():
    from wave_asm_ext.emit import emit_kernel

    hint = 'llvm.call_intrinsic "llvm.amdgcn.sched.barrier"(%c0_i32) : (i32) -> ()\n          '
    emit_kernel(_prefetch_text(("scf.if %21 {\n          ", "scf.if %21 {\n          " + hint)), "gfx950")
    other = hint.replace("sched.barrier", "s.sleep")
    with pytest.raises(EmitError, match="'llvm.call_intrinsic' under a wave-dependent condition"):
        emit_kernel(_prefetch_text(("scf.if %21 {\n          ", "scf.if %21 {\n          " + other)), "gfx950")


def test_the_pass_sees_barriers_some_waves_skip():
    from wave_asm_ext.emit import emit_kernel
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.passes.common import barriers_skipped_by_some_waves

    ping_pong = parse_asm(emit_kernel(_prefetch_text(), "gfx950").text, "pp").kernels[0]
    assert barriers_skipped_by_some_waves(ping_pong)
    none = parse_asm(emit_kernel(sorted(FIX.glob("gfx950*_none.mlir"))[0].read_text(), "gfx950").text,
                     "none").kernels[0]
    assert not barriers_skipped_by_some_waves(none)   # only the loop's back edge branches


def test_lds_rotation_leaves_staggered_waves_alone():
    """The LDS-phase rotation adds a last execution of barriers and LDS operations, safe only
    when every wave meets them in step: the NONE kernel, which it rotates, is left alone once
    one of its barriers sits under a wave-dependent branch."""
    from wave_asm_ext.emit import emit_kernel
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.passes import rotate_lds
    from wave_asm_ext.target import load_target

    tgt = load_target("gfx950")
    text = emit_kernel(sorted(FIX.glob("gfx950*_none.mlir"))[0].read_text(), "gfx950").text
    head, sep, tail = text.partition("\ngemm:\n")
    assert sep
    staggered = (head + sep + "    s_cmp_ge_i32 s2, 4\n    s_cbranch_scc0 L_skip\n    s_barrier\nL_skip:\n"
                 + tail)
    rotated = {}
    for label, asm in (("plain", text), ("staggered", staggered)):
        opts: dict = {}
        rotate_lds.run(parse_asm(asm, label), tgt, opts)
        rotated[label] = bool(opts.get("_rotate_lds_report"))
    assert rotated == {"plain": True, "staggered": False}


def test_registry_parameters():
    from wave_asm_ext.kernels import registry

    assert "gemm_reordered" in registry.KERNEL_NAMES
    assert registry.parse_params("group_m=3,M=256")["group_m"] == 3
    with pytest.raises(registry.KernelParamError, match="4x2 waves"):
        registry.get_kernel("gemm_reordered", "gfx950", {"waves": "2x2"})
    with pytest.raises(registry.KernelParamError, match="f16"):
        registry.get_kernel("gemm_reordered", "gfx950", {"mma": "F32_16x16x32_BF16"})
    with pytest.raises(registry.KernelParamError, match="gemm_reordered only"):
        registry.get_kernel("gemm", "gfx950", {"group_m": 2})
    with pytest.raises(registry.KernelParamError, match="at least 1"):
        registry.get_kernel("gemm_reordered", "gfx950", {"group_m": 0})
