"""The compiled block walk of the hazard pass (``hazard_walk`` of passes/_native.c, via
``HazardResolver._walk_native``) inserts the same s_nops as the Python walk it mirrors
(``HazardResolver._walk``) and leaves the same out-state; whole-kernel solves agree on
every corpus, foreign and fixture kernel."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from test_waitcnt_native import _insts, _kernel_files
from wave_asm_ext.isa import parse_asm, parse_file
from wave_asm_ext.passes import hazards, native
from wave_asm_ext.passes.common import is_nop, strip
from wave_asm_ext.target import load_target

HERE = Path(__file__).parent

TUPLES = [8, 12, 16, 20]
SINGLES = [4, 5, 6, 7, 30, 31]
SGPRS = [8, 9, 10, 11]
# what the hazard rows tell apart: MFMA results read as sources, accumulators or by VALU,
# VALU writes read by MFMA / VMEM / DPP / lane selects, trans results, SGPR and VCC
# writes read as constants or masks, EXEC and M0 writes, hardware-register writes and
# reads, stores of data later overwritten, accumulator moves
KINDS = {
    "mfma": "v_mfma_f32_16x16x16_f16 v[{t}:{t3}], v[{a}:{a1}], v[{b}:{b1}], v[{t}:{t3}]",
    "mfma_acc": "v_mfma_f32_16x16x16_f16 a[{t}:{t3}], v[{a}:{a1}], v[{b}:{b1}], a[{t}:{t3}]",
    "mfma32": "v_mfma_f32_32x32x8_f16 v[{t}:{t15}], v[{a}:{a1}], v[{b}:{b1}], v[{t}:{t15}]",
    "valu": "v_add_u32_e32 v{d}, v{x}, v{d}",
    "mov": "v_mov_b32_e32 v{d}, v{x}",
    "trans": "v_exp_f32_e32 v{d}, v{x}",
    "readlane": "v_readlane_b32 s{sd}, v{x}, s{sx}",
    "writelane": "v_writelane_b32 v{d}, s{sx}, 1",
    "rfl": "v_readfirstlane_b32 s{sd}, v{x}",
    "salu": "s_add_u32 s{sd}, s{sx}, 1",
    "m0": "s_mov_b32 m0, s{sx}",
    "exec": "s_mov_b64 exec, s[8:9]",
    "cmpx": "v_cmpx_lt_u32_e32 v{d}, v{x}",
    "cmp": "v_cmp_gt_u32_e32 vcc, v{d}, v{x}",
    "cndmask": "v_cndmask_b32_e32 v{d}, v{x}, v{d}, vcc",
    "sconst": "v_add_u32_e32 v{d}, s{sx}, v{x}",
    "dpp": "v_mov_b32_dpp v{d}, v{x} quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
    "dsr": "ds_read_b128 v[{t}:{t3}], v{x}",
    "dsw": "ds_write_b128 v{x}, v[{t}:{t3}]",
    "bstore": "buffer_store_dwordx4 v[{t}:{t3}], v0, s[4:7], 0 offen",
    "gload": "global_load_dwordx4 v[{t}:{t3}], v[2:3], off",
    "bload": "buffer_load_dword v{d}, v{x}, s[4:7], s{sx} offen",
    "setreg": "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s{sx}",
    "getreg": "s_getreg_b32 s{sd}, hwreg(HW_REG_MODE, 0, 4)",
    "accr": "v_accvgpr_read_b32 v{d}, a{x}",
    "accw": "v_accvgpr_write_b32 a{d}, v{x}",
    "barrier": "s_barrier",
}


def test_the_compiled_walk_is_built_and_used():
    """The set-up builds it (scripts/setup.sh); the pass uses it unless switched off."""
    assert native.build_status() == "ok"
    assert hazards.HazardResolver(load_target("gfx950"))._memo is not None


def _line(draw) -> str:
    kind = draw(st.sampled_from(sorted(KINDS)))
    t, a, b = (draw(st.sampled_from(TUPLES)) for _ in range(3))
    d, x = draw(st.sampled_from(SINGLES)), draw(st.sampled_from(SINGLES))
    sd, sx = draw(st.sampled_from(SGPRS)), draw(st.sampled_from(SGPRS))
    return KINDS[kind].format(t=t, t3=t + 3, t15=t + 15, a=a, a1=a + 1, b=b, b1=b + 1, d=d, x=x, sd=sd, sx=sx)


@st.composite
def blocks(draw):
    target = draw(st.sampled_from(["gfx942", "gfx950"]))
    prefix = [_line(draw) for _ in range(draw(st.integers(0, 12)))]
    body = [_line(draw) for _ in range(draw(st.integers(1, 60)))]
    return target, prefix, body


def _walk_both(res: hazards.HazardResolver, insts: list, state: dict) -> list:
    """(Python, native) results of one block walk: emitted text, out-state as
    (source instruction, its info, distance) per key."""
    out = []
    for walk in (res._walk, res._walk_native):
        emit: list = []
        o = walk(insts, dict(state), emit)
        out.append(([i.text() for i in emit], {k: (i1.inst, i1, d) for k, (i1, d) in o.items()}))
    return out


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(blocks())
def test_random_blocks_walk_the_same(case):
    """Random hazard-heavy blocks, walked from the state a random prefix leaves: the same
    s_nops (count and place) and the same out-state."""
    target, prefix, body = case
    res = hazards.HazardResolver(load_target(target))
    state = res._walk(_insts(prefix), {}, None)
    py, nat = _walk_both(res, _insts(body), state)
    assert nat == py


def test_random_blocks_do_need_nops():
    """The random blocks above are not nop-free by construction: a fixed one of them needs
    several s_nops, and both walks place them alike (mfma -> VALU read of its result,
    VALU write -> MFMA source, trans -> use, s_setreg -> s_getreg)."""
    lines = [KINDS["mfma"].format(t=8, t3=11, a=4, a1=5, b=6, b1=7), "v_mov_b32_e32 v4, v9",
             "v_mfma_f32_16x16x16_f16 v[12:15], v[4:5], v[6:7], v[12:15]", "v_exp_f32_e32 v30, v31",
             "v_add_u32_e32 v31, v30, v31", "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s8",
             "s_getreg_b32 s9, hwreg(HW_REG_MODE, 0, 4)"]
    for arch in ("gfx942", "gfx950"):
        res = hazards.HazardResolver(load_target(arch))
        py, nat = _walk_both(res, _insts(lines), {})
        assert nat == py
        assert sum(t.startswith("s_nop") for t in nat[0]) >= 3


def _solve_texts(res: hazards.HazardResolver, kernel) -> tuple:
    result, info = res.solve(kernel.cfg, strip(kernel, is_nop))
    return [[i.text() for i in b] for b in result], info


def _same_solves(prog, tgt, where: str) -> int:
    kernels = 0
    for k in prog.kernels:
        if not k.blocks:
            continue
        nat = hazards.HazardResolver(tgt)
        py = hazards.HazardResolver(tgt)
        py._memo = None
        assert _solve_texts(nat, k) == _solve_texts(py, k), f"{where}:{k.name}"
        kernels += 1
    return kernels


def test_whole_kernels_solve_the_same():
    """Every gfx9 kernel of the LLVM corpus and the foreign corpus: the solve (fixed point
    over back-edges included) with the native walk equals the Python one."""
    files = _kernel_files()
    assert len(files) > 90
    kernels = 0
    for f in files:
        arch = "gfx950" if "gfx950" in str(f) else "gfx942"
        kernels += _same_solves(parse_file(str(f)), load_target(arch), f.name)
    assert kernels > 90


def test_emitted_and_scheduled_kernels_solve_the_same():
    """The emitter's kernels (every third MLIR fixture) and what the post-emit pass makes
    of them: the same solves both ways."""
    from wave_asm_ext.emit import emit_mlir
    from wave_asm_ext.passes import run_postpass

    fixtures = sorted((HERE / "fixtures" / "mlir").glob("*.mlir"))
    assert len(fixtures) >= 20
    kernels = 0
    for path in fixtures[::3]:
        arch = "gfx942" if path.name.startswith("gfx942") else "gfx950"
        tgt = load_target(arch)
        text = emit_mlir(path.read_text(), arch)
        kernels += _same_solves(parse_asm(text, path.name), tgt, path.name)
        out = run_postpass(parse_asm(text, path.name), tgt)[0]
        kernels += _same_solves(out, tgt, path.name + " (scheduled)")
    assert kernels >= 14


def test_a_bad_record_is_an_error_not_a_miscompile():
    """An info without its packed record (or a malformed one) stops the walk with an error
    that says so."""
    res = hazards.HazardResolver(load_target("gfx942"))
    insts = _insts(["v_add_u32_e32 v4, v5, v4", "v_mov_b32_e32 v6, v4"])
    infos = [res.info(i) for i in insts]
    infos[1].rec = b"\x00" * 3
    with pytest.raises(ValueError, match="packed hazard record"):
        native.ext.hazard_walk(infos, [], native.ext.pair_memo(), res.info_pair_wait)
