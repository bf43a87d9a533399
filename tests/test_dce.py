"""Dead-code elimination (``passes.dce``): register-only ALU instructions whose results
nothing reads are removed; everything whose result is read (in the block, in a later
block, around a loop's back edge, through SCC or VCC) and everything with an effect beyond
its registers stays. Also: the LLVM corpus (no dead code) is left exactly as it is, and the pipeline removes
and reports it with memory unchanged in the timing-aware emulator."""

from __future__ import annotations

from pathlib import Path

import pytest

from test_rotate import _assert_equivalent
from wave_asm_ext.isa import parse_asm, parse_file, print_program
from wave_asm_ext.passes import dce, run_postpass
from wave_asm_ext.target import load_target

ROOT = Path(__file__).resolve().parent
STORE = "buffer_store_dword v{r}, v0, s[4:7], 0 offen offset:{off}"


def _kept(text: str) -> list[str]:
    prog = parse_asm(text, "<dce>")
    dce.eliminate(prog.kernels[0])
    return [i.text() for i in prog.kernels[0].instructions]


def test_dead_chain_removed_live_value_kept():
    # v5 feeds only v6, which nothing reads: both go (the second round finds v5 dead);
    # v7 is stored
    text = "\n".join(["v_add_u32_e32 v5, 16, v2", "v_add_u32_e32 v6, v5, v2", "v_add_u32_e32 v7, 32, v2",
                      STORE.format(r=7, off=0), "s_endpgm", ""])
    assert _kept(text) == ["v_add_u32_e32 v7, 32, v2", STORE.format(r=7, off=0), "s_endpgm"]


def test_overwritten_before_read_is_dead():
    text = "\n".join(["v_mov_b32_e32 v5, 1", "v_mov_b32_e32 v5, 2", STORE.format(r=5, off=0), "s_endpgm", ""])
    assert _kept(text) == ["v_mov_b32_e32 v5, 2", STORE.format(r=5, off=0), "s_endpgm"]


def test_partial_overwrite_keeps_the_wider_definition():
    # v[8:9] is written whole, then only v8 is redefined: v9 is still read
    text = "\n".join(["v_mov_b64 v[8:9], 0", "v_mov_b32_e32 v8, 1",
                      "buffer_store_dwordx2 v[8:9], v0, s[4:7], 0 offen", "s_endpgm", ""])
    assert len(_kept(text)) == 4


def test_value_read_around_the_back_edge_is_kept():
    # v5 is computed at the end of the body and read at its start in the next iteration
    text = "\n".join(["v_mov_b32_e32 v5, 0", "s_mov_b32 s9, 3", ".LBB0_1:", "v_add_u32_e32 v6, v5, v6",
                      "v_add_u32_e32 v5, 4, v5", "s_sub_u32 s9, s9, 1", "s_cmp_lg_u32 s9, 0",
                      "s_cbranch_scc1 .LBB0_1", STORE.format(r=6, off=0), "s_endpgm", ""])
    assert len(_kept(text)) == 9


def test_implicit_results_keep_an_instruction():
    # s_add_u32's SGPR result is dead but its carry (SCC) is read by s_addc_u32;
    # v_cmp's VCC is read by v_cndmask
    text = "\n".join(["s_add_u32 s10, s10, 4", "s_addc_u32 s11, s11, 0", "v_cmp_gt_u32_e32 vcc, v2, v3",
                      "v_cndmask_b32_e32 v6, v2, v3, vcc", "buffer_store_dword v6, v0, s[4:11], 0 offen",
                      "s_endpgm", ""])
    assert len(_kept(text)) == 6


@pytest.mark.parametrize("inst", ["s_mov_b64 exec, -1", "s_mov_b32 m0, -1", "ds_read_b32 v5, v1",
                                  "ds_read_b64 v[6:7], v1 offset:64", "ds_bpermute_b32 v5, v1, v2",
                                  "buffer_load_dword v5, v0, s[4:7], 0 offen", "global_load_dword v5, v[2:3], off",
                                  "s_load_dwordx2 s[10:11], s[0:1], 0x0", "ds_add_rtn_u32 v5, v1, v2",
                                  "buffer_load_dword v1, s[4:7], 0 offen lds", "ds_read_b32 v5, v1 gds",
                                  "v_mfma_f32_16x16x16_f16 v[8:11], v[2:3], v[2:3], 0", "s_getpc_b64 s[10:11]"])
def test_effects_beyond_dead_registers_are_kept(inst):
    # EXEC and M0 writes, global and scalar loads (cache state: hand-written code may load
    # to warm a cache), atomics, loads into LDS and GDS reads stay; s_getpc is pure SALU,
    # an MFMA pure register computation (LLVM's MFMA intrinsics read no memory either) and
    # an LDS read changes nothing but its registers: they go
    kept = _kept(f"{inst}\ns_endpgm\n")
    gone = inst.startswith(("s_getpc", "v_mfma", "ds_read", "ds_bpermute")) and "gds" not in inst
    assert kept == (["s_endpgm"] if gone else [inst, "s_endpgm"])


def test_values_that_only_feed_themselves_around_a_loop_go():
    """Faint code: an accumulator chain read by nothing but its own next iteration (a
    partial tile's columns whose stores the emitter dropped) goes with its zeroing; the
    stored chain stays."""
    mfma = "v_mfma_f32_16x16x16_f16 v[{t}:{t3}], v[2:3], v[2:3], v[{t}:{t3}]"
    text = "\n".join(["v_mov_b32_e32 v8, 0", "v_mov_b32_e32 v9, 0", "v_mov_b32_e32 v10, 0", "v_mov_b32_e32 v11, 0",
                      "v_mov_b32_e32 v12, 0", "v_mov_b32_e32 v13, 0", "v_mov_b32_e32 v14, 0", "v_mov_b32_e32 v15, 0",
                      "s_mov_b32 s9, 3", ".LBB0_1:", mfma.format(t=8, t3=11), mfma.format(t=12, t3=15),
                      "s_sub_u32 s9, s9, 1", "s_cmp_lg_u32 s9, 0", "s_cbranch_scc1 .LBB0_1",
                      STORE.format(r=8, off=0), "s_endpgm", ""])
    kept = _kept(text)
    assert mfma.format(t=8, t3=11) in kept and mfma.format(t=12, t3=15) not in kept
    assert not any(k.startswith(("v_mov_b32_e32 v12", "v_mov_b32_e32 v13", "v_mov_b32_e32 v14", "v_mov_b32_e32 v15"))
                   for k in kept)
    assert len(kept) == 4 + 1 + 1 + 3 + 1 + 1   # zeroing of v8, s_mov, the kept MFMA, the loop's three, store, end


def test_lds_reads_of_a_dead_chain_go_with_it():
    """The dead accumulator chain's operands come from LDS: its ``ds_read``s go with it (a
    partial tile's dead MFMAs left them in gfx942 28x4x136 64x64x32 1x2 PREFETCH, four per
    iteration); the live chain's read and the store stay."""
    mfma = "v_mfma_f32_16x16x16_f16 v[{t}:{t3}], v[{a}:{a1}], v[{a}:{a1}], v[{t}:{t3}]"
    text = "\n".join(["v_mov_b64 v[8:9], 0", "v_mov_b64 v[10:11], 0", "v_mov_b64 v[12:13], 0", "v_mov_b64 v[14:15], 0",
                      "s_mov_b32 s9, 3", ".LBB0_1:", "ds_read_b64 v[2:3], v1", "ds_read_b64 v[4:5], v1 offset:512",
                      mfma.format(t=8, t3=11, a=2, a1=3), mfma.format(t=12, t3=15, a=4, a1=5),
                      "s_sub_u32 s9, s9, 1", "s_cmp_lg_u32 s9, 0", "s_cbranch_scc1 .LBB0_1",
                      "buffer_store_dwordx4 v[8:11], v0, s[4:7], 0 offen", "s_endpgm", ""])
    kept = _kept(text)
    assert "ds_read_b64 v[2:3], v1" in kept and "ds_read_b64 v[4:5], v1 offset:512" not in kept
    assert mfma.format(t=12, t3=15, a=4, a1=5) not in kept and len(kept) == 2 + 1 + 1 + 1 + 3 + 1 + 1


def test_kernel_with_an_indirect_branch_is_left_alone():
    text = "v_mov_b32_e32 v5, 1\ns_setpc_b64 s[30:31]\n"
    assert len(_kept(text)) == 2


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_pipeline_removes_dead_code_and_memory_matches(target):
    body = ["v_add_u32_e32 v5, 16, v2",          # dead: overwritten below before any read
            "buffer_load_dwordx4 v[8:11], v2, s[4:7], 0 offen offset:0",
            "v_add_u32_e32 v5, 32, v2",
            "ds_write_b128 v1, v[8:11] offset:0",
            "v_add_u32_e32 v12, v5, v2",         # dead: nothing reads v12
            "s_barrier",
            "ds_read_b128 v[8:11], v1 offset:0",
            "v_mfma_f32_16x16x16_f16 v[16:19], v[8:9], v[10:11], 0",
            "buffer_store_dwordx4 v[16:19], v5, s[4:7], 0 offen offset:0"]
    text = "\n".join(["s_mov_b32 s6, 4096", "s_mov_b32 s7, 0x27000"] + body + ["s_endpgm", ""])
    out_prog, rep = run_postpass(parse_asm(text, "<dce>"), load_target(target))
    out = print_program(out_prog)
    k = rep.kernels[0]
    assert k.dce == {"removed": 2, "mnemonics": {"v_add_u32": 2}}
    assert "v12" not in out and out.count("v_add_u32") == 1
    assert k.after["instructions"] <= k.before["instructions"] - 2 + out.count("s_waitcnt") + out.count("s_nop")
    _assert_equivalent(text, out, target)
    off, _ = run_postpass(parse_asm(text, "<dce>"), load_target(target), {"dce": False})
    assert print_program(off).count("v_add_u32") == 3


def test_llvm_corpus_is_left_as_it_is():
    """LLVM's kernels carry no dead ALU instruction: the pass must not find one."""
    files = sorted((ROOT / "corpus").rglob("*.s"))
    assert files
    for f in files:
        prog = parse_file(str(f))
        for k in prog.kernels:
            if k.blocks:
                assert not dce.eliminate(k), f"{f.name}: {k.name}"


def test_a_write_under_partial_exec_does_not_kill_the_value_before_it():
    """``v5 = 7`` for all lanes, then ``v5 = 9`` on the lanes of ``vcc`` only: the other
    lanes store the 7, so its write is not dead (removing it stored garbage there)."""
    lines = ["v_mov_b32_e32 v5, 7", "v_cmp_gt_u32_e32 vcc, 0x200, v0", "s_and_saveexec_b64 s[20:21], vcc",
             "v_mov_b32_e32 v5, 9", "s_or_b64 exec, exec, s[20:21]", STORE.format(r=5, off=1024)]
    text = "\n".join(["s_mov_b32 s6, 4096", "s_mov_b32 s7, 0x27000", *lines, "s_endpgm", ""])
    assert "v_mov_b32_e32 v5, 7" in _kept(text)
    out, _ = run_postpass(parse_asm(text, "<k>"), "gfx942")
    _assert_equivalent(text, print_program(out), "gfx942")
    # without the EXEC write the first value is dead indeed
    full = text.replace("s_and_saveexec_b64 s[20:21], vcc\n", "").replace("s_or_b64 exec, exec, s[20:21]\n", "")
    assert "v_mov_b32_e32 v5, 7" not in _kept(full)
