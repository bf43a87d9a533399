"""Toolchain module: tool discovery, assemble/link, descriptor decoding, missing-tool errors."""

from __future__ import annotations

import pytest

from wave_asm_ext import toolchain
from wave_asm_ext.errors import ToolchainError

TINY = """
.amdgcn_target "amdgcn-amd-amdhsa--{target}"
.text
.globl tiny
.p2align 8
.type tiny,@function
tiny:
    s_load_dwordx2 s[2:3], s[0:1], 0x0
    v_mov_b32 v1, 0
    s_waitcnt lgkmcnt(0)
    global_store_dword v1, v1, s[2:3]
    s_endpgm
.rodata
.p2align 6
.amdhsa_kernel tiny
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_kernarg_size 8
  .amdhsa_group_segment_fixed_size 512
  .amdhsa_next_free_vgpr 2
  .amdhsa_next_free_sgpr 4
  .amdhsa_accum_offset 4
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels:
  - .name: tiny
    .symbol: tiny.kd
    .args:
      - {{.name: out, .offset: 0, .size: 8, .value_kind: global_buffer}}
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 64
    .private_segment_fixed_size: 0
    .sgpr_count: 4
    .vgpr_count: 2
    .wavefront_size: 64
...
.end_amdgpu_metadata
"""


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_assemble_link_and_decode_descriptor(tmp_path, target):
    s, hsaco = toolchain.assemble_and_link(TINY.format(target=target), target, tmp_path, "tiny")
    assert s.exists() and hsaco.exists()
    kd = toolchain.read_kernel_descriptors(hsaco)["tiny"]
    assert kd.group_segment_fixed_size == 512
    assert kd.kernarg_size == 8
    assert kd.wavefront_size == 64
    assert kd.user_sgpr_count == 2  # the kernarg segment pointer
    assert kd.accum_offset == 4
    md = toolchain.read_metadata(hsaco)
    assert md["amdhsa.kernels"][0][".name"] == "tiny"
    assert toolchain.descriptor_mismatches(hsaco, target, exact=True) == []
    assert "global_store_dword" in toolchain.disassemble(hsaco, target)


def test_descriptor_mismatch_is_reported(tmp_path):
    bad = TINY.format(target="gfx942").replace(".kernarg_segment_size: 8", ".kernarg_segment_size: 16")
    _, hsaco = toolchain.assemble_and_link(bad, "gfx942", tmp_path, "bad")
    problems = toolchain.descriptor_mismatches(hsaco, "gfx942")
    assert any("kernarg_segment_size" in p and "16" in p for p in problems)


def test_assembler_error_quotes_llvm_mc(tmp_path):
    with pytest.raises(ToolchainError) as e:
        toolchain.assemble("v_bogus_op v0, v1\n", "gfx942", tmp_path / "x.o")
    assert "invalid instruction" in str(e.value)


def test_gfx950_only_opcode_rejected_for_gfx942(tmp_path):
    line = "v_mfma_f32_16x16x32_f16 v[0:3], v[4:7], v[8:11], v[0:3]\n"
    toolchain.assemble(line, "gfx950", tmp_path / "ok.o")
    with pytest.raises(ToolchainError):
        toolchain.assemble(line, "gfx942", tmp_path / "no.o")


def test_encodings_lists_each_instruction():
    enc = toolchain.encodings("s_nop 0\nv_mov_b32 v0, v1\n", "gfx950")
    assert [t for t, _ in enc] == ["s_nop 0", "v_mov_b32_e32 v0, v1"]
    assert all(e.startswith("[") for _, e in enc)


def test_missing_tool_says_how_to_install(monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("WAVE_ASM_EXT_LLVM_BIN", raising=False)
    monkeypatch.setenv("ROCM_PATH", str(tmp_path / "no-rocm"))
    monkeypatch.setattr(toolchain, "_candidate_dirs", lambda: [tmp_path / "no-rocm"])
    monkeypatch.setattr(toolchain, "_VERSIONS", (99,))  # no /usr/lib/llvm-99
    toolchain.find_tool.cache_clear()
    try:
        with pytest.raises(ToolchainError) as e:
            toolchain.find_tool("ld.lld")
        msg = str(e.value)
        assert "ld.lld" in msg and "apt-get install" in msg and "lld-22" in msg and "ROCm" in msg
    finally:
        toolchain.find_tool.cache_clear()


def test_old_unversioned_llvm_is_refused(monkeypatch, tmp_path):
    fake = tmp_path / "llvm-mc"
    fake.write_text("#!/bin/sh\necho 'Ubuntu LLVM version 14.0.0'\n")
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(toolchain, "_candidate_dirs", lambda: [])
    monkeypatch.setattr(toolchain, "_VERSIONS", (99,))
    toolchain.find_tool.cache_clear()
    try:
        with pytest.raises(ToolchainError) as e:
            toolchain.find_tool("llvm-mc")
        assert "LLVM 14" in str(e.value)
    finally:
        toolchain.find_tool.cache_clear()


def test_override_directory_wins(monkeypatch, tmp_path):
    fake = tmp_path / "llvm-objdump"
    fake.write_text("#!/bin/sh\n")
    fake.chmod(0o755)
    monkeypatch.setenv("WAVE_ASM_EXT_LLVM_BIN", str(tmp_path))
    toolchain.find_tool.cache_clear()
    try:
        assert toolchain.find_tool("llvm-objdump") == str(fake)
    finally:
        toolchain.find_tool.cache_clear()


def _corpus_code_objects():
    import json
    from pathlib import Path

    root = Path(__file__).parent / "corpus"
    m = json.loads((root / "manifest.json").read_text())
    seen = {}
    for e in m["kernels"]:
        if e.get("code_object"):
            seen[e["code_object"]] = e["target"]
    return [(root / p, t) for p, t in sorted(seen.items())]


@pytest.mark.parametrize("path,target", _corpus_code_objects(), ids=lambda x: getattr(x, "name", x))
def test_descriptor_decoder_agrees_with_llvm_code_objects(path, target):
    """LLVM-built code objects (AGPR users included) are the reference for the decoder."""
    assert toolchain.descriptor_mismatches(path, target) == []


def test_exact_flags_over_allocation(tmp_path):
    over = TINY.format(target="gfx950").replace(".amdhsa_next_free_vgpr 2", ".amdhsa_next_free_vgpr 40")
    _, hsaco = toolchain.assemble_and_link(over, "gfx950", tmp_path, "over")
    assert toolchain.descriptor_mismatches(hsaco, "gfx950") == []  # fits: legal (LLVM does it)
    (msg,) = toolchain.descriptor_mismatches(hsaco, "gfx950", exact=True)
    assert "allocates 40 VGPRs for vgpr_count 2" in msg


@pytest.mark.parametrize("target", ["gfx942", "gfx942:sramecc+:xnack-"])
def test_a_feature_qualified_target_id_assembles(tmp_path, target):
    """clang-22 -mcpu=gfx942:sramecc+:xnack- (MI300X's own target id) writes that id in
    ``.amdgcn_target``; llvm-mc refuses the directive unless it assembles for the same features
    (a fifth adversarial round: both spellings of the target failed)."""
    from wave_asm_ext.toolchain import assemble, mc_target_args

    text = ('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-"\n\t.text\nk:\n\ts_nop 0\n\ts_endpgm\n')
    assert mc_target_args(target, text) == ["-mcpu=gfx942", "-mattr=+sramecc,-xnack"]
    assert assemble(text, target, tmp_path / "k.o").stat().st_size > 0
