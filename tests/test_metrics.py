"""Metrics (wave_asm_ext.metrics): liveness peaks, counts, occupancy, objective key."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from wave_asm_ext.isa import parse_asm, parse_file
from wave_asm_ext.metrics import compute_metrics, liveness, main_metrics, objective_key
from wave_asm_ext.target import load_target

CORPUS = Path(__file__).parent / "corpus"
MANIFEST = json.loads((CORPUS / "manifest.json").read_text())["kernels"]


@lru_cache(maxsize=None)
def target(arch: str):
    return load_target(arch)


@lru_cache(maxsize=None)
def corpus_program(rel: str):
    return parse_file(str(CORPUS / rel))


def snippet(text: str):
    return parse_asm(text, "snippet.s").kernels[0]


# Hand-computed: pressure = max(|live before|, |live after ∪ defs|) at each instruction.
STRAIGHT = """
v_mov_b32_e32 v0, 1
v_mov_b32_e32 v1, 2
v_mov_b32_e32 v2, 3
v_add_u32_e32 v3, v0, v1
v_add_u32_e32 v4, v3, v2
v_readfirstlane_b32 s0, v4
s_endpgm
"""
# after v2's def: {v0, v1, v2} = 3; v_add v3: before {v0,v1,v2} = 3, after {v2,v3} = 2; ...


def test_liveness_straight_line_hand_computed():
    assert liveness(snippet(STRAIGHT)).peak_vgpr == 3


def test_dead_definition_still_occupies_a_register():
    code = STRAIGHT.replace("v_mov_b32_e32 v2, 3", "v_mov_b32_e32 v2, 3\nv_mov_b32_e32 v9, 0")
    assert liveness(snippet(code)).peak_vgpr == 4  # {v0, v1, v2} live + dead v9 being written


# v5 is read only at the top of the loop; it is live around the back-edge, so at the
# v_add3 it is live together with v1, v2, v3 -> 4. Ignoring the back-edge gives 3.
LOOP = """
  s_mov_b32 s4, 0
  v_mov_b32_e32 v0, 0
  v_mov_b32_e32 v5, 5
.LBB0_1:
  v_add_u32_e32 v1, v5, v0
  v_mov_b32_e32 v2, 1
  v_mov_b32_e32 v3, 2
  v_add3_u32 v0, v1, v2, v3
  s_add_i32 s4, s4, 1
  s_cmp_lg_u32 s4, 4
  s_cbranch_scc1 .LBB0_1
  v_readfirstlane_b32 s0, v0
  s_endpgm
"""


def test_liveness_is_cfg_aware_across_back_edges():
    lv = liveness(snippet(LOOP))
    assert lv.peak_vgpr == 4
    assert lv.live_in_vgpr == 0
    # the same code without the back-edge: v5 dies at its only use
    straight = snippet(LOOP.replace("s_cbranch_scc1 .LBB0_1", "s_nop 0"))
    assert liveness(straight).peak_vgpr == 3


def test_liveness_counts_virtual_registers():
    virt = STRAIGHT.replace("v0", "%v0").replace("v1", "%v1").replace("v2", "%v2").replace("v3", "%v3").replace("v4", "%v4")
    assert liveness(snippet(virt)).peak_vgpr == 3
    # physical v0 and virtual %v0 are different registers
    mixed = "v_mov_b32_e32 %v0, 1\nv_add_u32_e32 %v1, %v0, v0\nv_readfirstlane_b32 s0, %v1\ns_endpgm"
    assert liveness(snippet(mixed)).peak_vgpr == 2


def test_liveness_agprs_and_unified():
    code = """
v_accvgpr_write_b32 a0, v0
v_accvgpr_write_b32 a1, v1
v_mov_b32_e32 v2, 0
v_accvgpr_read_b32 v3, a0
v_accvgpr_read_b32 v4, a1
v_add3_u32 v5, v2, v3, v4
v_readfirstlane_b32 s0, v5
s_endpgm
"""
    lv = liveness(snippet(code))
    assert lv.peak_agpr == 2
    assert lv.live_in_vgpr == 2  # v0, v1 read before any write
    # at v_accvgpr_read v3: before {a0, a1, v2} ; after {a1, v2, v3} -> unified 3; at the
    # second write: {v1, a0, a1} ... the maximum of VGPR+AGPR live together is 3
    assert lv.peak_unified == 3
    assert lv.peak_vgpr == 3  # {v2, v3, v4} before v_add3


def test_sgpr_liveness_hand_computed():
    code = "s_mov_b32 s0, 1\ns_mov_b32 s1, 2\ns_mov_b32 s5, 3\ns_add_u32 s2, s0, s1\ns_add_u32 s3, s2, s5\ns_endpgm"
    # before the first s_add: {s0, s1, s5} = 3 (scc is not an SGPR)
    assert liveness(snippet(code)).peak_sgpr == 3


def test_counts_on_snippet():
    m = compute_metrics(snippet("s_nop 0\nv_mov_b32_e32 v0, 0\ns_nop 3\ns_waitcnt vmcnt(0)\ns_endpgm"),
                        target("gfx950"), cycles=False)
    assert (m["instructions"], m["s_waitcnt"], m["s_nop"], m["nop_wait_states"]) == (5, 1, 2, 1 + 4)


def test_corpus_liveness_within_declared_registers():
    for e in MANIFEST:
        k = corpus_program(e["asm"]).kernel(e["symbol"])
        m = compute_metrics(k, target(e["target"]), cycles=False)
        d = m["declared"]
        nfv, acc = d["next_free_vgpr"], d["accum_offset"]
        assert 0 < m["peak_vgpr"] <= nfv, e["name"]
        assert m["peak_vgpr"] <= acc, e["name"]  # arch VGPRs end at accum_offset
        assert m["peak_agpr"] <= nfv - acc if nfv > acc else m["peak_agpr"] == 0, e["name"]
        assert m["peak_vgpr_unified"] <= nfv, e["name"]
        # compact allocation of the live values can only keep or raise occupancy
        assert m["occupancy_from_liveness"] >= m["occupancy"] >= 1, e["name"]


def test_metrics_include_both_cycle_scenarios():
    m = compute_metrics(corpus_program("wave/gfx950/gemm_1024_16x16x32_b128x128x64_prefetch.s"), target("gfx950"))
    c = m["cycles"]
    assert c["dram_miss"]["total_cycles"] >= c["l2_hit"]["total_cycles"] * 0.98
    assert c["l2_hit"]["loop_trip_count"] == 15
    assert c["l2_hit"]["loop_cycles_per_iter"] >= c["l2_hit"]["loop_mfma_bound_per_iter"]
    assert m["occupancy"] == c["waves_per_simd"]
    assert m["mfma"] == 64


def test_objective_key_is_lexicographic():
    t = target("gfx950")
    base = compute_metrics(snippet(STRAIGHT), t)
    with_nop = compute_metrics(snippet("s_nop 0\n" + STRAIGHT), t)
    more_regs = compute_metrics(snippet(STRAIGHT.replace("v_mov_b32_e32 v2, 3", "v_mov_b32_e32 v2, 3\nv_mov_b32_e32 v9, 0")), t)
    assert objective_key(base) < objective_key(with_nop) < objective_key(more_regs)
    # ties on the static keys fall to cycles
    a = dict(base, cycles={"l2_hit": {"total_cycles": 10}, "dram_miss": {"total_cycles": 10}})
    b = dict(base, cycles={"l2_hit": {"total_cycles": 11}, "dram_miss": {"total_cycles": 5}})
    assert objective_key(a) < objective_key(b)


def test_main_metrics_json(capsys):
    path = CORPUS / "wave/gfx950/gemm_1024_16x16x32_b128x128x64_prefetch.s"
    assert main_metrics([str(path), "--target", "gfx950", "--json"]) == 0
    (m,) = json.loads(capsys.readouterr().out)
    assert m["peak_vgpr"] <= m["declared"]["next_free_vgpr"]
    assert {"l2_hit", "dram_miss"} <= set(m["cycles"])
    assert main_metrics([str(path) + ".missing"]) == 2
