"""Copy propagation and LDS address folding (``passes.propagate``): what is rewritten, what
is left (a source written in between, a misaligned tuple, an offset beyond the field, a
partial EXEC, a loop body), and that a software-pipelined kernel unrolled whole computes
the same through the whole pipeline with it."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from wave_asm_ext.isa import parse_asm
from wave_asm_ext.passes.propagate import propagate_kernel
from wave_asm_ext.target import load_target

FIX = Path(__file__).parent / "fixtures" / "mlir"
TGT = load_target("gfx942")
FULL = {".reqd_workgroup_size": [64, 1, 1]}


def _propagated(body: str, metadata: dict | None = FULL) -> tuple[list[str], dict]:
    k = parse_asm(body, "t").kernels[0]
    k.metadata = metadata
    rep = propagate_kernel(k, TGT)
    return [i.text() for i in k.instructions], rep


def test_a_copy_s_readers_read_its_source_and_the_copy_goes():
    out, rep = _propagated("""v_mov_b32 v14, v2
v_mov_b32 v15, v3
ds_write_b64 v1, v[14:15]
v_add_u32 v20, v14, v15
buffer_store_dword v20, v1, s[4:7], 0 offen
s_endpgm
""")
    assert out[:2] == ["ds_write_b64 v1, v[2:3]", "v_add_u32 v20, v2, v3"]
    assert rep["copies"] == 3 and rep["removed"] == {"v_mov_b32": 2}


def test_a_copy_of_a_copy_names_the_first_source():
    out, _ = _propagated("""v_mov_b32 v5, v2
v_mov_b32 v6, v5
ds_write_b32 v1, v6
s_endpgm
""")
    assert out == ["ds_write_b32 v1, v2", "s_endpgm"]


def test_a_source_written_after_the_copy_keeps_the_copy():
    out, rep = _propagated("""v_mov_b32 v14, v2
buffer_load_dword v2, v1, s[4:7], 0 offen
ds_write_b32 v1, v14
ds_write_b32 v1, v2 offset:4
s_endpgm
""")
    assert "v_mov_b32 v14, v2" in out and "ds_write_b32 v1, v14" in out and rep == {}


def test_a_tuple_is_only_read_from_aligned_or_equally_aligned_sources():
    out, rep = _propagated("""v_mov_b32 v14, v3
v_mov_b32 v15, v4
ds_write_b64 v1, v[14:15]
s_endpgm
""")
    assert "ds_write_b64 v1, v[14:15]" in out and rep == {}
    # the operand's own parity is as good as its original (v[13:14] from v[3:4])
    out, _ = _propagated("""v_mov_b32 v13, v3
v_mov_b32 v14, v4
v_pk_add_f16 v20, v13, v14
v_add_u32 v21, v13, v14
buffer_store_dword v21, v1, s[4:7], 0 offen
buffer_store_dword v20, v1, s[4:7], 0 offen
s_endpgm
""")
    assert "v_add_u32 v21, v3, v4" in out


def test_an_mfma_source_never_partly_overlaps_its_destination():
    out, _ = _propagated("""v_mov_b64 v[12:13], v[10:11]
v_mov_b64 v[14:15], v[16:17]
v_mfma_f32_16x16x16_f16 v[10:13], v[0:1], v[2:3], v[12:15]
s_endpgm
""")
    assert "v_mfma_f32_16x16x16_f16 v[10:13], v[0:1], v[2:3], v[12:15]" in out


def test_an_lds_address_of_a_constant_sum_is_folded_into_the_offset():
    out, rep = _propagated("""s_mov_b32 s16, 1280
s_mov_b32 s17, s16
s_add_u32 s18, s17, 640
v_add_u32 v3, s18, v1
v_add_u32 v4, 16, v3
ds_read_b64 v[6:7], v3 offset:8
ds_write_b64 v4, v[6:7]
ds_read_b32 v8, v3 offset:65000
buffer_store_dword v8, v1, s[4:7], 0 offen
s_endpgm
""")
    assert "ds_read_b64 v[6:7], v1 offset:1928" in out
    assert "ds_write_b64 v1, v[6:7] offset:1936" in out          # a sum of a sum
    # beyond the 16-bit field: left reading v3, which stays
    assert "ds_read_b32 v8, v3 offset:65000" in out and "v_add_u32 v3, s18, v1" in out
    assert rep["lds_offsets"] == 2 and rep["removed"] == {"v_add_u32": 1}


def test_an_unknown_sgpr_or_a_base_written_in_between_folds_nothing():
    out, rep = _propagated("""v_add_u32 v3, s18, v1
ds_read_b64 v[6:7], v3
s_mov_b32 s5, 8
v_add_u32 v4, s5, v1
v_mov_b32 v1, 0
ds_read_b64 v[8:9], v4
v_add_u32 v10, v6, v8
buffer_store_dword v10, v1, s[4:7], 0 offen
s_endpgm
""")
    assert rep == {}


@pytest.mark.parametrize("metadata", [None, {".reqd_workgroup_size": [96, 1, 1]}])
def test_lanes_that_may_be_off_leave_the_kernel_as_it_is(metadata):
    _, rep = _propagated("v_mov_b32 v14, v2\nds_write_b32 v1, v14\ns_endpgm\n", metadata)
    assert rep == {}


def test_exec_writes_leave_the_kernel_as_it_is():
    _, rep = _propagated("v_mov_b32 v14, v2\ns_mov_b64 exec, s[2:3]\nds_write_b32 v1, v14\ns_endpgm\n")
    assert rep == {}


def test_a_loop_body_is_left_as_it_is():
    out, rep = _propagated("""s_mov_b32 s2, 0
L_loop:
v_mov_b32 v14, v2
ds_write_b32 v1, v14
s_add_u32 s2, s2, 1
s_cmp_lt_u32 s2, 4
s_cbranch_scc1 L_loop
s_endpgm
""")
    assert "ds_write_b32 v1, v14" in out and rep == {}


@pytest.mark.parametrize("name", ["modulo/gfx950_gemm_32x64x72_b32x32x8_w1x1_32x32x8_modulo.mlir",
                                  "unroll/gfx950_gemm_reordered_64x96x80_b64x32x16_w4x2_16x16x16_four_stage.mlir"])
def test_a_pipelined_kernel_computes_the_same_with_and_without_propagation(name):
    """Through the whole pipeline (its short loop unrolled whole where that is kept): the
    propagated program computes the product exactly as the program without the pass does,
    passes the checker and has fewer instructions."""
    from test_emit_masked import _run as run_grid

    from wave_asm_ext.check import check_program
    from wave_asm_ext.emit import emit_mlir
    from wave_asm_ext.passes import run_postpass

    target = Path(name).name.split("_")[0]
    text = emit_mlir((FIX / name).read_text(), target)
    on, rep_on = run_postpass(parse_asm(text, name), target)
    off, _ = run_postpass(parse_asm(text, name), target, {"propagate": False})
    assert check_program(parse_asm(on.text(), name), load_target(target)) == []
    k = rep_on.kernels[0]
    assert k.propagate["lds_offsets"] + k.propagate["copies"] > 0 and "propagated" in rep_on.summary()
    got, ref, poison = run_grid(name, on.text())
    want, _, _ = run_grid(name, off.text())
    assert not poison and np.array_equal(got, want)
    assert np.allclose(got, ref, rtol=1e-5, atol=1e-6 * ref.shape[1])


def test_the_option_is_checked():
    from wave_asm_ext.passes import run_postpass

    with pytest.raises(ValueError, match="propagate='yes'"):
        run_postpass(parse_asm("s_endpgm\n", "t"), "gfx942", {"propagate": "yes"})


def test_a_dpp_reader_keeps_reading_the_copy():
    # DPP reads other lanes' registers; a copy under the launch EXEC is the same in every
    # lane only where every lane is active, but the rule stays simple: never rewritten
    out, _ = _propagated("""v_mov_b32 v14, v2
v_add_u32_dpp v20, v14, v3 row_shr:1 row_mask:0xf bank_mask:0xf
buffer_store_dword v20, v1, s[4:7], 0 offen
s_endpgm
""")
    assert "v_add_u32_dpp v20, v14, v3 row_shr:1 row_mask:0xf bank_mask:0xf" in out


def test_the_cli_flag_and_the_environment_turn_it_off(tmp_path, monkeypatch):
    from wave_asm_ext.activation import AsmExtOptions
    from wave_asm_ext.cli import main
    from wave_asm_ext.emit import emit_mlir

    name = "modulo/gfx950_gemm_32x64x72_b32x32x8_w1x1_32x32x8_modulo.mlir"
    src = tmp_path / "k.s"
    src.write_text(emit_mlir((FIX / name).read_text(), "gfx950"))
    outs = {}
    for flag in ([], ["--no-propagate"]):
        out = tmp_path / f"out{len(flag)}.s"
        assert main(["schedule", str(src), "--target", "gfx950", "-o", str(out), "--json", *flag]) == 0
        outs[bool(flag)] = out.read_text()
    assert outs[False] != outs[True]
    assert outs[True].count("v_mov_b32") > outs[False].count("v_mov_b32")
    monkeypatch.setenv("WAVE_ASM_EXT_PROPAGATE", "0")
    assert AsmExtOptions().postpass_options()["propagate"] is False
    monkeypatch.delenv("WAVE_ASM_EXT_PROPAGATE")
    assert AsmExtOptions().postpass_options()["propagate"] is True


def test_the_db_fact_gates_lds_folding(monkeypatch):
    """LDS folding rests on a DB fact (``target.ds_offset_folds_any_base``, sourced); with it
    off the address stays as computed, copies still propagate."""
    from wave_asm_ext.target.model import Target

    assert TGT.ds_offset_folds_any_base and load_target("gfx950").ds_offset_folds_any_base
    monkeypatch.setattr(Target, "ds_offset_folds_any_base", property(lambda self: False))
    out, rep = _propagated("""s_mov_b32 s16, 640
v_add_u32 v3, s16, v1
v_mov_b32 v14, v2
ds_write_b32 v3, v14
s_endpgm
""")
    assert "ds_write_b32 v3, v2" in out and rep["lds_offsets"] == 0 and rep["copies"] == 1


def test_a_source_moved_for_a_copy_nobody_reads_is_reported():
    """The load that overwrites a held copy's source gets free registers even where the
    copy is never read afterwards: the kernel changed, so the report says so (an empty
    report would tell callers, and the property tests, that nothing moved)."""
    k = parse_asm("""v_mov_b32 v14, v2
buffer_load_dword v2, v1, s[4:7], 0 offen
s_waitcnt vmcnt(0)
ds_write_b32 v1, v2
s_endpgm
""", "t").kernels[0]
    k.metadata = FULL
    k.descriptor = {".amdhsa_next_free_vgpr": "16", ".amdhsa_accum_offset": "16"}
    rep = propagate_kernel(k, TGT)
    out = [i.text() for i in k.instructions]
    assert rep["sources_renamed"] == 1 and rep["copies"] == 0
    assert "buffer_load_dword v0, v1, s[4:7], 0 offen" in out and "ds_write_b32 v1, v0" in out


def test_an_mfma_reading_zeroed_accumulators_reads_the_constant_0():
    out, rep = _propagated("""v_mov_b64 v[16:17], 0
v_mov_b64 v[18:19], 0
v_mfma_f32_16x16x16_f16 v[16:19], v[8:9], v[10:11], v[16:19]
v_mfma_f32_16x16x16_f16 v[20:23], v[8:9], v[10:11], v[16:19]
v_mov_b32 v24, 0
v_mfma_f32_16x16x16_f16 v[24:27], v[8:9], v[10:11], v[24:27]
buffer_store_dwordx4 v[20:23], v1, s[4:7], 0 offen
buffer_store_dwordx4 v[24:27], v1, s[4:7], 0 offen
buffer_store_dword v0, v1, s[4:7], 0 offen offset:16
s_endpgm
""")
    # the first MFMA reads 0; the second reads the first's result (not zero any more); the
    # third's accumulator is only partly zeroed; the moves the first MFMA made dead go
    assert out[0] == "v_mfma_f32_16x16x16_f16 v[16:19], v[8:9], v[10:11], 0"
    assert out[1] == "v_mfma_f32_16x16x16_f16 v[20:23], v[8:9], v[10:11], v[16:19]"
    assert "v_mov_b32 v24, 0" in out
    assert "v_mfma_f32_16x16x16_f16 v[24:27], v[8:9], v[10:11], v[24:27]" in out
    assert rep["zero_accumulators"] == 1 and rep["copies"] == 0


def test_a_kernel_without_a_k_loop_folds_its_zero_accumulators_and_computes_the_same():
    """K one tile (gfx942 192x128x16 64x64x16 4x2 MODULO, seed 6401): no loop, its MFMAs
    read accumulators the kernel zeroed just before; they read 0 instead (LLVM's first K
    step does), same product, checker-clean, fewer instructions."""
    from test_emit_masked import _run as run_grid

    from wave_asm_ext.check import check_program
    from wave_asm_ext.emit import emit_mlir
    from wave_asm_ext.passes import run_postpass

    name = "modulo/gfx942_gemm_192x128x16_b64x64x16_w4x2_16x16x16_modulo.mlir"
    text = emit_mlir((FIX / name).read_text(), "gfx942")
    on, rep_on = run_postpass(parse_asm(text, name), "gfx942")
    off, _ = run_postpass(parse_asm(text, name), "gfx942", {"propagate": False})
    assert check_program(parse_asm(on.text(), name), TGT) == []
    k = rep_on.kernels[0]
    assert k.propagate["zero_accumulators"] >= 1 and "zeroed accumulator" in rep_on.summary()
    assert len(on.kernels[0].instructions) < len(off.kernels[0].instructions)
    assert not any(i.base == "v_mov_b64" for i in on.kernels[0].instructions)
    got, ref, poison = run_grid(name, on.text())
    want, _, _ = run_grid(name, off.text())
    assert not poison and np.array_equal(got, want)
    assert np.allclose(got, ref, rtol=1e-5, atol=1e-6 * ref.shape[1])
