"""AGPR staging of global-load tiles (the renamer of ``passes.schedule``, ``passes.rename``;
DB ``memory_data_agprs``).

gfx942 256³ GEMM, 128x256x64 block, 2x2 waves, NONE: one wave per SIMD (LDS-bound) and
the fragments of the LDS-rotated loop fill the VGPRs, so renaming could only put the
next tile's load results in fragment registers: every load then waits for the MFMAs
reading them. Staged in AGPRs (free in the unified file at that occupancy) the loads
issue at the top of the iteration."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from wave_asm_ext.check import check_program
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.passes.rename import _stageable
from wave_asm_ext.sim.cycles import estimate_cycles
from wave_asm_ext.target import load_target

FIX = Path(__file__).parent / "fixtures" / "mlir" / "gfx942_gemm_256_b128x256x64_w2x2_16x16x16_none.mlir"


def _compile(**opts):
    from wave_asm_ext.pipeline import compile_mlir

    # unroll_whole_trips 3: the four-trip loop stays a loop, the mechanism under test (since
    # session 63 a short loop is unrolled whole where the model finds that faster, as here)
    # finish_runners_up 1: the rotation judgement's one nearest runner-up finished, as before
    # session 76 (with two, another rotation variant wins, whose loads are not all staged)
    res = compile_mlir(FIX.read_text(), "gfx942", postpass_options={"unroll_whole_trips": 3, "finish_runners_up": 1,
                                                                   **opts})
    (k,) = res.report["postpass_report"]["kernels"]
    return res.asm, k


def _loop_clk(asm: str) -> dict[str, float]:
    est = estimate_cycles(parse_asm(asm, "<k>"), "gfx942", mem_latency="both", mca=False)
    return {s: v.loop.cycles_per_iter for s, v in est.scenarios.items()}, est.waves_per_simd


def test_tile_loads_are_staged_in_agprs_and_the_loop_gets_faster():
    asm, k = _compile()
    off_asm, k_off = _compile(agpr_staging=False)
    staged = k["schedule"]["agprs staged"]
    assert "agprs staged" not in k_off["schedule"]
    loads = re.findall(r"buffer_load_dwordx4 (\S+),", asm)
    assert loads and all(r.startswith("a[") for r in loads)            # every tile load
    # the staged AGPRs are the loads' own: 12 tiles of 4 dwords per loop copy (the passes
    # keep this loop unrolled by two since session 30: 96)
    assert staged == 4 * len(set(loads)) and staged % 48 == 0
    assert re.search(r"ds_write2_b64 v\d+, a\[\d+:\d+\], a\[\d+:\d+\]", asm)
    assert "a[" not in off_asm
    acc = int(re.search(r"\.amdhsa_accum_offset (\d+)", asm).group(1))
    nfv = int(re.search(r"\.amdhsa_next_free_vgpr (\d+)", asm).group(1))
    assert nfv == acc + staged and f".agpr_count: {staged}" in asm
    assert check_program(parse_asm(asm, "<k>"), load_target("gfx942")) == []
    (on, w_on), (off, w_off) = _loop_clk(asm), _loop_clk(off_asm)
    assert w_on == w_off == 1                                            # occupancy kept
    for s in on:
        assert on[s] < off[s] * 0.95, (s, on[s], off[s])


def test_only_load_to_lds_store_values_are_stageable():
    p = parse_asm("""
    buffer_load_dwordx4 v[0:3], v10, s[4:7], 0 offen
    ds_write2_b64 v11, v[0:1], v[2:3] offset1:1
    buffer_load_dwordx4 v[4:7], v10, s[4:7], 0 offen
    v_add_u32 v12, v4, v5
    ds_write_b64 v4, v[6:7]
    """, "<t>")
    insts = p.kernels[0].instructions if p.kernels else p.instructions
    assert _stageable(insts, 0, [(1, [1, 2])])
    assert not _stageable(insts, 2, [(3, [1])])          # a VALU reads it
    assert not _stageable(insts, 2, [(4, [0])])          # used as an LDS address
    assert not _stageable(insts, 1, [])                  # not a load


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_db_says_memory_data_may_be_agprs(target):
    regs = load_target(target).registers
    assert regs.memory_data_agprs is True
