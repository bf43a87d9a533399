"""Synthetic checks of each rule family of the checker (wave_asm_ext.check).

Required wait states are taken from the DB (``Target.hazard_rule(..).wait_for``), never
typed in, so the tests follow the DB; the point is the checker's counting: too few
nops -> a finding naming required vs present, exactly enough -> clean, loops and
joins take the worst path.
"""

from __future__ import annotations

import json

import pytest

from wave_asm_ext.check import Finding, check_program, main_check
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.target import load_target

MFMA = "v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], v[0:3]"


@pytest.fixture(scope="module", params=["gfx942", "gfx950"])
def target(request):
    return load_target(request.param)


def check(src: str, target) -> list[Finding]:
    return check_program(parse_asm(src), target)


def nops(n: int) -> str:
    """``n`` wait states as s_nop lines (s_nop k provides k+1, at most 8 each)."""
    out = []
    while n > 0:
        k = min(n, 8)
        out.append(f"s_nop {k - 1}")
        n -= k
    return "\n".join(out)


def mfma_valu_need(target) -> int:
    return target.hazard_rule("xdl_write_valu_raw").wait_for(target.classify("v_mfma_f32_16x16x16_f16"))


# ------------------------------------------------------------------ hazards, straight line
def test_trans_to_valu_too_few_and_enough(target):
    need = target.hazard_rule("trans_to_nontrans_valu").wait_for()
    bad = check("v_exp_f32_e32 v1, v0\nv_add_f32_e32 v2, v1, v1\ns_endpgm\n", target)
    assert [(f.check, f.required, f.present) for f in bad] == [("trans_to_nontrans_valu", need, 0)]
    assert bad[0].producer.text.startswith("v_exp_f32") and bad[0].consumer.location == "<string>:2"
    assert bad[0].case == target.hazard_rule("trans_to_nontrans_valu").case
    assert check(f"v_exp_f32_e32 v1, v0\n{nops(need)}\nv_add_f32_e32 v2, v1, v1\ns_endpgm\n", target) == []
    # an unrelated register is no hazard
    assert check("v_exp_f32_e32 v1, v0\nv_add_f32_e32 v2, v3, v3\ns_endpgm\n", target) == []


@pytest.mark.parametrize("consumer, row", [
    ("v_add_f32_e32 v8, v1, v9", "xdl_write_valu_raw"),
    ("v_mov_b32_e32 v2, 0", "xdl_write_valu_waw"),
    ("v_mfma_f32_16x16x16_f16 v[8:11], v[0:1], v[6:7], v[8:11]", "xdl_write_mfma_srcab"),
    ("global_store_dword v[10:11], v0, off", "xdl_write_vmem_lds_flat_read"),
])
def test_mfma_result_rows_count_exactly(target, consumer, row):
    need = target.hazard_rule(row).wait_for(target.classify("v_mfma_f32_16x16x16_f16"))
    assert need > 1
    short = check(f"{MFMA}\n{nops(need - 1)}\n{consumer}\ns_endpgm\n", target)
    assert any(f.check == row and f.required == need and f.present == need - 1 for f in short), short
    assert check(f"{MFMA}\n{nops(need)}\n{consumer}\ns_endpgm\n", target) == []


def test_independent_instructions_count_as_wait_states(target):
    need = mfma_valu_need(target)
    filler = "\n".join(f"v_mov_b32_e32 v{20 + i}, 0" for i in range(need))
    assert check(f"{MFMA}\n{filler}\nv_add_f32_e32 v8, v0, v0\ns_endpgm\n", target) == []
    filler = "\n".join(f"s_mov_b32 s{10 + i}, 0" for i in range(need - 1))
    got = check(f"{MFMA}\n{filler}\nv_add_f32_e32 v8, v0, v0\ns_endpgm\n", target)
    assert [f.present for f in got] == [need - 1]


def test_accumulator_chain_needs_nothing(target):
    assert check(f"{MFMA}\n{MFMA}\n{MFMA}\ns_endpgm\n", target) == []


def test_an_accumulator_chain_that_switches_mfma_needs_the_overlap_wait_states(target):
    """The forwarding path that lets a chain read its own accumulator at once holds only
    while the chain stays on one MFMA (LLVM GCNHazardRecognizer ``isSameMFMA``, PR #218363;
    CDNA4 guide: "same opcode"). clang-22 put nothing between two 4-pass MFMAs of
    different types on one accumulator (session 84)."""
    other = "v_mfma_f32_16x16x16_bf16 v[0:3], v[4:5], v[6:7], v[0:3]"
    need = target.hazard_rule("xdl_write_xdl_srcc_overlap").wait_for(target.classify("v_mfma_f32_16x16x16_f16"))
    got = check(f"{MFMA}\n{nops(need - 1)}\n{other}\ns_endpgm\n", target)
    assert [(f.check, f.required, f.present) for f in got] == [("xdl_write_xdl_srcc_overlap", need, need - 1)]
    assert check(f"{MFMA}\n{nops(need)}\n{other}\ns_endpgm\n", target) == []


def test_a_dgemm_result_read_and_overwritten_by_valu(target):
    """v_mfma_f64_16x16x4_f64 then a VALU: gfx950 raised the read to 19 wait states, the
    overwrite stays at 11 (LLVM DMFMA16x16WriteVgprVALUWriteWaitStates; llc-22 measured)."""
    dgemm = "v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7]"
    read, write = (19, 11) if target.arch == "gfx950" else (11, 11)
    for consumer, need in (("v_mov_b32_e32 v20, v2", read), ("v_mov_b32_e32 v2, 0", write)):
        assert check(f"{dgemm}\n{nops(need)}\n{consumer}\ns_endpgm\n", target) == []
        got = check(f"{dgemm}\n{nops(need - 1)}\n{consumer}\ns_endpgm\n", target)
        assert [(f.required, f.present) for f in got] == [(need, need - 1)], consumer


def test_valu_sgpr_lane_select_and_vmem(target):
    lane = target.hazard_rule("valu_sgpr_to_lane_select").wait_for()
    src = "v_readfirstlane_b32 s0, v1\n{}\nv_readlane_b32 s2, v3, s0\ns_endpgm\n"
    got = check(src.format(nops(lane - 1)), target)
    assert any(f.check == "valu_sgpr_to_lane_select" and f.present == lane - 1 for f in got)
    assert check(src.format(nops(lane)), target) == []
    vm = target.hazard_rule("valu_sgpr_to_vmem").wait_for()
    src = "v_readfirstlane_b32 s4, v1\n{}\nglobal_load_dword v2, v[4:5], s[4:5]\ns_waitcnt vmcnt(0)\ns_endpgm\n"
    assert any(f.check == "valu_sgpr_to_vmem" for f in check(src.format(nops(vm - 1)), target))
    assert check(src.format(nops(vm)), target) == []


def test_carry_in_is_not_an_sgpr_constant(target):
    # ISA Table 11 case 18 lists a carry-in at 0; LLVM (gfx940+, VALUWriteSGPRVALUReadWaitstates)
    # needs 2 and wins in the DB (disagreements): the carry-in is checked by its own row,
    # not as an sgpr_constant
    need = target.hazard_rule("valu_sgpr_to_valu_any_read").wait_for()
    src = "v_add_co_u32_e32 v0, vcc, v1, v2\n{}\nv_addc_co_u32_e32 v3, vcc, 0, v4, vcc\ns_endpgm\n"
    assert [f.check for f in check(src.format(nops(need - 1)), target)] == ["valu_sgpr_to_valu_any_read"]
    assert check(src.format(nops(need)), target) == []
    src = "v_cmp_lt_f32_e64 s[0:1], v1, v2\nv_add_f32_e64 v3, s0, v4\ns_endpgm\n"
    assert any(f.check == "valu_sgpr_to_valu_constant" for f in check(src, target))


def test_store_data_overwrite(target):
    need = target.hazard_rule("valu_overwrites_store_data").wait_for()
    src = "global_store_dwordx4 v[0:1], v[2:5], off\n{}\nv_mov_b32_e32 v3, 0\ns_endpgm\n"
    got = check(src.format(nops(need - 1)), target)
    assert [(f.check, f.required, f.present) for f in got] == [("valu_overwrites_store_data", need, need - 1)]
    assert check(src.format(nops(need)), target) == []
    # a dwordx2 store is not in the x3/x4 class
    assert check("global_store_dwordx2 v[0:1], v[2:3], off\nv_mov_b32_e32 v3, 0\ns_endpgm\n", target) == []


# ------------------------------------------------------------------ hazards over the CFG
def test_loop_back_edge_carries_hazard_to_loop_top(target):
    need = mfma_valu_need(target)
    src = f""".LBB0_1:
v_add_f32_e32 v8, v0, v0
s_add_u32 s0, s0, 1
{MFMA}
s_cmp_lg_u32 s0, 0
s_cbranch_scc1 .LBB0_1
s_endpgm
"""
    got = check(src, target)
    # only the back-edge path carries the MFMA: s_cmp + s_cbranch = 2 wait states
    assert [(f.check, f.consumer.location, f.producer.location, f.present) for f in got] == [
        ("xdl_write_valu_raw", "<string>:2", "<string>:4", 2)]
    fixed = src.replace("s_cmp_lg_u32", f"{nops(need - 2)}\ns_cmp_lg_u32")
    assert check(fixed, target) == []


def test_join_takes_minimum_distance(target):
    need = mfma_valu_need(target)
    src = f"""{MFMA}
s_cbranch_scc1 .LBB0_2
{nops(need)}
.LBB0_2:
v_add_f32_e32 v8, v0, v0
s_endpgm
"""
    got = check(src, target)
    assert [(f.check, f.present) for f in got] == [("xdl_write_valu_raw", 1)]  # taken branch: 1
    both = src.replace("s_cbranch_scc1 .LBB0_2", f"{nops(need - 1)}\ns_cbranch_scc1 .LBB0_2")
    assert check(both, target) == []


# ------------------------------------------------------------------ waitcnt
def test_vmem_use_needs_wait_in_order(target):
    load2 = "global_load_dword v1, v[2:3], off\nglobal_load_dword v4, v[2:3], off offset:4\n"
    got = check(load2 + "v_add_f32_e32 v5, v1, v1\ns_endpgm\n", target)
    assert [(f.kind, f.check, f.unit, f.required, f.present) for f in got] == [("waitcnt", "raw", "vmcnt", 1, None)]
    assert got[0].rule == "counter_events.vmem_load"
    # in-order return: vmcnt(1) covers the older load, not the younger one
    assert check(load2 + "s_waitcnt vmcnt(1)\nv_add_f32_e32 v5, v1, v1\ns_endpgm\n", target) == []
    got = check(load2 + "s_waitcnt vmcnt(1)\nv_add_f32_e32 v5, v4, v4\ns_endpgm\n", target)
    assert [(f.required, f.present) for f in got] == [(0, 1)]
    # stores count in the same queue
    # (s_nop 0 breaks the XNACK soft clause a store would otherwise join: its own rule)
    src = "global_load_dword v1, v[2:3], off\ns_nop 0\nglobal_store_dword v[2:3], v9, off\n"
    assert check(src + "s_waitcnt vmcnt(1)\nv_add_f32_e32 v5, v1, v1\ns_endpgm\n", target) == []


@pytest.mark.parametrize("dma", ["global_load_lds_dword v8, s[4:5]", "buffer_load_dword v8, s[8:11], 0 offen lds"])
def test_a_ds_access_waits_for_the_lds_dma_before_it(target, dma):
    """A load into LDS through the vector-memory path writes LDS behind the DS queue: a DS
    read (or write) of LDS after it must wait vmcnt for it (LLVM SIInsertWaitcnts: every LDS
    access but another DMA). The checker had no such rule (session 47's wait audit: LLVM's
    vmcnt(0) before the ds_read of foreign gload_lds_mfma relaxed to vmcnt(1) passed)."""
    dma2 = dma.replace("v8", "v9")
    head = f"s_mov_b32 m0, 0\ns_nop 0\n{dma}\ns_movk_i32 m0, 0x300\ns_nop 0\n{dma2}\n"
    tail = "ds_read2_b32 v[10:11], v7 offset1:1\ns_waitcnt lgkmcnt(0)\ns_endpgm\n"
    got = check(head + tail, target)
    assert [(f.check, f.unit, f.registers) for f in got] == [("raw", "vmcnt", "LDS written by the LDS-DMA load")] * 2
    assert [(f.check, f.required) for f in check(head + "s_waitcnt vmcnt(1)\n" + tail, target)] == [("raw", 0)]
    assert check(head + "s_waitcnt vmcnt(0)\n" + tail, target) == []
    # a DS write too; another DMA, a global load, and the DMA's own registers do not wait
    got = check(head + "ds_write_b32 v7, v1\ns_waitcnt lgkmcnt(0)\ns_endpgm\n", target)
    assert {f.check for f in got} == {"raw"}
    assert check(head + "global_load_dword v1, v[2:3], off\ns_waitcnt vmcnt(0)\ns_endpgm\n", target) == []


def test_raw_wait_encoded_as_immediate(target):
    # s_waitcnt with a raw simm16 is decoded with the DB's field layout
    assert check("global_load_dword v1, v[2:3], off\ns_waitcnt 0\nv_add_f32_e32 v5, v1, v1\ns_endpgm\n",
                 target) == []


def test_smem_out_of_order_and_lds_in_order(target):
    src = "s_load_dword s4, s[0:1], 0x0\ns_load_dword s5, s[0:1], 0x4\ns_waitcnt lgkmcnt(1)\ns_add_u32 s6, s4, 1\ns_endpgm\n"
    got = check(src, target)
    assert [(f.check, f.unit, f.required) for f in got] == [("raw", "lgkmcnt", 0)]
    # LDS producer with only LDS younger: lgkmcnt(1) covers it despite an older SMEM
    src = ("s_load_dword s4, s[0:1], 0x0\nds_read_b32 v1, v0\nds_read_b32 v2, v0 offset:4\n"
           "s_waitcnt lgkmcnt(1)\nv_add_f32_e32 v3, v1, v1\ns_waitcnt lgkmcnt(0)\ns_endpgm\n")
    assert check(src, target) == []
    # LDS producer with a younger SMEM: the SMEM may return first
    src = ("ds_read_b32 v1, v0\ns_load_dword s4, s[0:1], 0x0\n"
           "s_waitcnt lgkmcnt(1)\nv_add_f32_e32 v3, v1, v1\ns_waitcnt lgkmcnt(0)\ns_endpgm\n")
    assert [f.check for f in check(src, target)] == ["raw"]


def test_flat_needs_both_counters(target):
    base = "flat_load_dword v1, v[2:3]\n{}\nv_add_f32_e32 v5, v1, v1\ns_endpgm\n"
    got = check(base.format("s_waitcnt vmcnt(0)"), target)
    assert [(f.unit, f.required) for f in got] == [("lgkmcnt", 0)]
    assert check(base.format("s_waitcnt vmcnt(0) lgkmcnt(0)"), target) == []


def test_waw_on_outstanding_load(target):
    got = check("global_load_dword v1, v[2:3], off\nv_mov_b32_e32 v1, 0\ns_endpgm\n", target)
    assert [(f.kind, f.check) for f in got] == [("waitcnt", "waw")]
    # a second in-order load to the same register returns later: fine
    src = "global_load_dword v1, v[2:3], off\nglobal_load_dword v1, v[2:3], off offset:4\ns_waitcnt vmcnt(0)\ns_endpgm\n"
    assert check(src, target) == []


def test_barrier_needs_lds_complete_and_endpgm_waits(target):
    got = check("ds_write_b32 v0, v1\ns_barrier\ns_endpgm\n", target)
    assert [(f.check, f.unit) for f in got] == [("barrier", "lgkmcnt")]
    assert check("ds_write_b32 v0, v1\ns_waitcnt lgkmcnt(0)\ns_barrier\ns_endpgm\n", target) == []


def test_a_bare_barrier_orders_no_memory(target):
    """An s_barrier marked as bare (isa.BARE_BARRIER_MARK: an execution barrier, LLVM's
    s.barrier without a fence) needs no LDS op complete; the mark is what matters, not
    any comment."""
    from wave_asm_ext.isa import BARE_BARRIER_MARK

    src = "ds_read_b32 v2, v0\ns_barrier  // {}\ns_waitcnt lgkmcnt(0)\nv_mov_b32 v3, v2\ns_endpgm\n"
    assert check(src.format(BARE_BARRIER_MARK), target) == []
    got = check(src.format("some other note"), target)
    assert [(f.check, f.unit) for f in got] == [("barrier", "lgkmcnt")]
    # outstanding global stores at s_endpgm need no wait
    assert check("global_store_dword v[0:1], v2, off\ns_endpgm\n", target) == []


def test_waitcnt_loop_carried(target):
    src = """.LBB0_1:
v_add_f32_e32 v5, v1, v1
global_load_dword v1, v[2:3], off
s_cbranch_scc1 .LBB0_1
s_waitcnt vmcnt(0)
s_endpgm
"""
    got = check(src, target)
    assert [(f.check, f.consumer.location, f.producer.location) for f in got] == [("raw", "<string>:2", "<string>:3")]
    assert check(src.replace("s_cbranch_scc1", "s_waitcnt vmcnt(0)\ns_cbranch_scc1"), target) == []


# ------------------------------------------------------------------ CLI
def test_cli_exit_codes(tmp_path, capsys):
    bad = tmp_path / "bad.s"
    bad.write_text('.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\nv_exp_f32_e32 v1, v0\nv_add_f32_e32 v2, v1, v1\ns_endpgm\n')
    assert main_check([str(bad), "--json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["target"] == "gfx942" and out["findings"][0]["check"] == "trans_to_nontrans_valu"
    good = tmp_path / "good.s"
    good.write_text("v_exp_f32_e32 v1, v0\ns_nop 0\nv_add_f32_e32 v2, v1, v1\ns_endpgm\n")
    assert main_check([str(good), "--target", "gfx950"]) == 0
    assert main_check([str(good)]) == 2  # no target anywhere
    assert main_check([str(tmp_path / "missing.s"), "--target", "gfx942"]) == 2
    junk = tmp_path / "junk.s"
    junk.write_text("v_not_an_instruction v1\n")
    assert main_check([str(junk), "--target", "gfx942"]) == 2
    assert main_check(["--bogus"]) == 2
    capsys.readouterr()


def test_checker_does_not_import_passes():
    import ast
    from pathlib import Path

    import wave_asm_ext.check as chk

    for f in Path(chk.__file__).parent.glob("*.py"):
        tree = ast.parse(f.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                mod = ("." * node.level) + (node.module or "")
                assert "passes" not in mod.split("."), f"{f.name} imports {mod}"
            if isinstance(node, ast.Import):
                assert not any("passes" in a.name.split(".") for a in node.names), f.name


def test_long_loop_reports_head_and_tail_once(target):
    # a loop body longer than any hazard window: the re-run of the block stops at the
    # window and reuses its tail; findings in the head (from the back-edge) and in the
    # tail (inside the block) must each appear exactly once
    filler = "\n".join(f"v_mov_b32_e32 v{40 + i % 8}, 0" for i in range(30))
    src = f""".LBB0_1:
v_add_f32_e32 v8, v0, v0
{filler}
v_exp_f32_e32 v20, v21
v_add_f32_e32 v22, v20, v20
{MFMA}
s_cbranch_scc1 .LBB0_1
s_endpgm
"""
    got = sorted((f.check, f.consumer.location) for f in check(src, target))
    assert got == [("trans_to_nontrans_valu", "<string>:34"), ("xdl_write_valu_raw", "<string>:2")]


def test_call_waits_for_everything(target):
    # the callee waits for all counters in its prologue (AMDGPU calling convention)
    src = "global_load_dword v1, v[2:3], off\ns_swappc_b64 s[30:31], s[0:1]\nv_add_f32_e32 v5, v1, v1\ns_endpgm\n"
    assert check(src, target) == []
    src = "global_load_dword v1, v[2:3], off\ns_nop 0\nv_add_f32_e32 v5, v1, v1\ns_endpgm\n"
    assert [f.check for f in check(src, target)] == ["raw"]


def test_lds_dma_is_tracked_by_vmcnt_at_barrier(target):
    # an LDS-DMA load writes LDS through vmcnt (DB waitcnt_rules.lds_dma_uses_vmcnt)
    src = "buffer_load_dword v1, s[0:3], 0 offen lds\n{}\ns_barrier\ns_endpgm\n"
    got = check(src.format("s_waitcnt lgkmcnt(0)"), target)
    assert [(f.check, f.unit) for f in got] == [("barrier", "vmcnt")]
    assert check(src.format("s_waitcnt vmcnt(0)"), target) == []



# ---------------------------------------------------------------- clause hazards
@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_xnack_soft_clause(target):
    from wave_asm_ext.check import check_program
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.target import load_target

    def findings(body: str, features: str = "") -> list:
        text = f'.amdgcn_target "amdgcn-amd-amdhsa--{target}{features}"\n.text\nk:\n{body}s_endpgm\n'
        return [f for f in check_program(parse_asm(text), load_target(target)) if f.check == "xnack_soft_clause"]

    # the first load overwrites the address the second one reads: replay would be wrong
    clash = "global_load_dwordx2 v[2:3], v[2:3], off\nglobal_load_dword v4, v[2:3], off\n"
    (f,) = findings(clash)
    assert (f.required, f.present, f.registers) == (1, 0, "v[2:3]")
    assert f.producer.text.startswith("global_load_dwordx2") and f.consumer.text.startswith("global_load_dword ")
    # a load writing its own address is fine alone, not inside a clause of two
    assert findings("global_load_dwordx2 v[2:3], v[2:3], off\n") == []
    assert len(findings("global_load_dwordx2 v[2:3], v[2:3], off\nglobal_load_dword v9, v[6:7], off\n")) == 1
    # broken by s_nop 0 or any non-VMEM instruction; disjoint registers are fine
    assert findings("global_load_dwordx2 v[2:3], v[2:3], off\ns_nop 0\nglobal_load_dword v4, v[2:3], off\n") == []
    assert findings("global_load_dword v1, v[2:3], off\nglobal_load_dword v4, v[6:7], off\n") == []
    # a store joining a clause that writes registers
    assert len(findings("global_load_dword v1, v[2:3], off\nglobal_store_dword v[6:7], v9, off\n")) == 1
    # SMEM clauses too; SMEM and VMEM do not share a clause
    assert len(findings("s_load_dwordx2 s[4:5], s[0:1], 0x0\ns_load_dword s6, s[4:5], 0x0\n")) == 1
    assert findings("s_load_dwordx2 s[4:5], s[0:1], 0x0\nglobal_load_dword v4, v[2:3], off\n") == []
    # xnack off: no soft-clause replay
    assert findings(clash, ":xnack-") == []
