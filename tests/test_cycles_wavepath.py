"""The cycle model's per-wave paths (``sim.cycles_wavepath``): branches on the wave id go the
way each simulated wave really goes, so Wave's 8-wave PREFETCH ping-pong is simulated with
its two halves a barrier phase apart instead of in lockstep.

* the oracle on hand-written code: values computed from the work-item ids are exact (SCC and
  VCC branches, LLVM's ``v_cmp`` + ``s_and_b64 vcc, exec`` form), anything loaded or passed
  in stays unknown and leaves the branch to the default;
* the emitter's ping-pong kernel: waves 0 and 4 (one SIMD's pair under the DB's round-robin
  dealing) take the extra barrier on opposite sides of the K loop, the same number of
  barriers in all, and the model reports the split;
* kernels whose waves share one path keep the representative trace (no per-wave paths).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from wave_asm_ext.isa import parse_asm
from wave_asm_ext.sim.cycles_trace import build_trace
from wave_asm_ext.sim.cycles_wavepath import WaveOracle
from wave_asm_ext.target import load_target

FIX = Path(__file__).parent / "fixtures" / "mlir"

_SNIPPET = """
    v_bfe_u32 v6, v0, 10, 10
    v_and_b32 v1, 0x3ff, v0
    v_lshrrev_b32 v2, 6, v1
    v_lshl_add_u32 v3, v6, 2, v2
    v_readfirstlane_b32 s4, v3
    s_cmp_ge_i32 s4, 4
    s_cbranch_scc0 L_a
    s_nop 0
L_a:
    v_cmp_eq_u32_e64 s[0:1], 0, v6
    s_and_b64 vcc, exec, s[0:1]
    s_cbranch_vccnz L_b
    s_nop 0
L_b:
    s_load_dword s5, s[2:3], 0x0
    s_cmp_eq_u32 s5, 0
    s_cbranch_scc1 L_c
    s_nop 0
L_c:
    s_endpgm
"""


def _decisions(wave_id: int) -> list:
    """The oracle's verdict at each of the snippet's three branches for ``wave_id`` of a
    256x2 workgroup (waves 0-3: y = 0, waves 4-7: y = 1)."""
    tgt = load_target("gfx942")
    k = parse_asm(_SNIPPET, "snippet").kernels[0]
    oracle = WaveOracle(k, tgt, wave_id, (256, 2, 1))
    out = []
    for b in k.blocks:
        oracle.feed(b.instructions)
        t = b.terminator
        if t is not None and t.base.startswith("s_cbranch"):
            out.append(oracle.decide(t))
    return out


@pytest.mark.parametrize("wave_id", [0, 3, 4, 7])
def test_oracle_decides_wave_id_branches_and_leaves_loaded_values_alone(wave_id):
    # branch 1: s_cmp_ge_i32 (wave id) 4 then s_cbranch_scc0: taken when the id is < 4
    # branch 2: VCC = (y == 0) per lane, s_cbranch_vccnz: taken for waves 0-3 (y = 0)
    # branch 3: SCC from a kernel-argument load: unknown, left to the caller's default
    assert _decisions(wave_id) == [wave_id < 4, wave_id < 4, None]


def test_partial_last_wave_has_a_partial_exec():
    tgt = load_target("gfx942")
    k = parse_asm("    s_cbranch_execz L_x\n    s_nop 0\nL_x:\n    s_endpgm\n", "s").kernels[0]
    # 100 work-items: wave 1 holds 36 of them; wave 2 none (EXEC zero: the branch is taken)
    assert WaveOracle(k, tgt, 1, (100, 1, 1)).decide(k.blocks[0].terminator) is False
    assert WaveOracle(k, tgt, 2, (100, 1, 1)).decide(k.blocks[0].terminator) is True


def _ping_pong_text() -> str:
    from wave_asm_ext.pipeline import compile_mlir

    (path,) = (FIX / "reordered").glob("*_prefetch.mlir")
    # (its three-trip loop is what these tests are about: with the straight-line-loads
    # variant the search unrolls it whole, the loads crossing the copies' barriers; session 77)
    return compile_mlir(path.read_text(), "gfx950", postpass_options={"straight_line_loads": False}).asm


def _ping_pong_kernel():
    return parse_asm(_ping_pong_text(), "pp").kernels[0]


def test_ping_pong_waves_take_the_extra_barrier_on_opposite_sides_of_the_loop():
    tgt = load_target("gfx950")
    k = _ping_pong_kernel()
    dims = (256, 2, 1)
    traces = {w: build_trace(k, oracle=WaveOracle(k, tgt, w, dims)) for w in (0, 4)}
    loop = traces[0].hot_loop
    assert loop is not None

    def barriers(tr, where):
        first = tr.iter_starts[0]
        return sum(1 for p, i in enumerate(tr.order) if tr.insts[i].base == "s_barrier"
                   and ((p < first) if where == "before" else (p >= tr.loop_exit)))
    assert barriers(traces[4], "before") == barriers(traces[0], "before") + 1
    assert barriers(traces[0], "after") == barriers(traces[4], "after") + 1
    total = {w: sum(tr.insts[i].base == "s_barrier" for i in tr.order) for w, tr in traces.items()}
    assert total[0] == total[4]
    # without the oracle both branches fall through: every wave takes both extra barriers
    plain = build_trace(k)
    assert sum(plain.insts[i].base == "s_barrier" for i in plain.order) == total[0] + 1


def test_the_model_simulates_the_split_and_says_so():
    from wave_asm_ext.sim.cycles import estimate_cycles

    text = _ping_pong_text()
    r = estimate_cycles(parse_asm(text, "pp"), "gfx950", mca=False)
    assert any("take different paths" in n for n in r.notes)
    # the same code with every wave taking both extra barriers: one path, lockstep halves
    lockstep_text = "\n".join(ln for ln in text.splitlines() if "s_cbranch_scc0 L_if" not in ln)
    lockstep = estimate_cycles(parse_asm(lockstep_text, "lockstep"), "gfx950", mca=False)
    assert not any("different paths" in n for n in lockstep.notes)
    # staggered, each SIMD's two waves hide each other's LDS phase: faster than in lockstep
    for s in ("l2_hit", "dram_miss"):
        assert r.scenarios[s].loop.cycles_per_iter < lockstep.scenarios[s].loop.cycles_per_iter, s


def test_one_path_kernels_keep_the_representative_trace():
    from wave_asm_ext.emit import emit_kernel
    from wave_asm_ext.sim.cycles import estimate_cycles

    path = FIX / "reordered" / "gfx950_gemm_reordered_384x256x128_b128x128x64_g2_16x16x32_none.mlir"
    k = parse_asm(emit_kernel(path.read_text(), "gfx950").text, "none").kernels[0]
    r = estimate_cycles(k, "gfx950", mca=False, figures=False)
    assert not any("different paths" in n for n in r.notes)
