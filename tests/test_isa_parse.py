"""Program model and parser: operand kinds, roles, def/use (incl. implicit vcc/exec/scc/m0),
CFG and loops, file layout, errors with file:line, speed."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest

from wave_asm_ext import toolchain
from wave_asm_ext.errors import AsmParseError
from wave_asm_ext.isa import (
    OFF, Expr, FloatImm, Func, Imm, Instruction, Reg, SrcMod, Sym, WaitCnt, decode_waitcnt,
    encode_waitcnt, is_known_mnemonic, parse_asm, parse_instruction, parse_operand, print_program,
    waitcnt_of,
)

VCC = {("vcc", 0), ("vcc", 1)}
EXEC = {("exec", 0), ("exec", 1)}
SCC = {("scc", 0)}
M0 = {("m0", 0)}
FLAT_SCRATCH = {("flat_scratch", 0), ("flat_scratch", 1)}


def v(*idx: int) -> set:
    return {("v", i) for i in idx}


def s(*idx: int) -> set:
    return {("s", i) for i in idx}


# ----------------------------------------------------------------------------- operands


@pytest.mark.parametrize("text,expected", [
    ("v5", Reg("v", 5)),
    ("v[4:7]", Reg("v", 4, 4)),
    ("v[4]", Reg("v", 4)),
    ("s[0:1]", Reg("s", 0, 2)),
    ("a[0:15]", Reg("a", 0, 16)),
    ("ttmp[4:7]", Reg("ttmp", 4, 4)),
    ("vcc", Reg("vcc", 0, 2)),
    ("vcc_lo", Reg("vcc", 0)),
    ("vcc_hi", Reg("vcc", 1)),
    ("exec", Reg("exec", 0, 2)),
    ("exec_hi", Reg("exec", 1)),
    ("m0", Reg("m0", 0)),
    ("scc", Reg("scc", 0)),
    ("flat_scratch_lo", Reg("flat_scratch", 0)),
    ("%v[12:15]", Reg("v", 12, 4, virtual=True)),
    ("off", OFF),
    ("0x3ff", Imm(1023)),
    ("-16", Imm(-16)),
    ("0.5", FloatImm(0.5)),
    ("-1.0", FloatImm(-1.0)),
    (".LBB0_2", Sym(".LBB0_2")),
    ("Srd127_96", Sym("Srd127_96")),
    ("(.Lfunc_end0-mfma16)", Expr("(.Lfunc_end0-mfma16)")),
    ("-v1", SrcMod(Reg("v", 1), neg=True)),
    ("|v1|", SrcMod(Reg("v", 1), abs=True)),
    ("-|v[2:3]|", SrcMod(Reg("v", 2, 2), neg=True, abs=True)),
    ("abs(v1)", SrcMod(Reg("v", 1), abs=True)),
    ("neg(s0)", SrcMod(Reg("s", 0), neg=True)),
    ("sext(v2)", SrcMod(Reg("v", 2), sext=True)),
    ("hwreg(HW_REG_MODE, 0, 4)", Func("hwreg", "HW_REG_MODE, 0, 4")),
    ("lit(0x3f800000)", Func("lit", "0x3f800000")),
])
def test_operand_kinds(text: str, expected) -> None:
    op = parse_operand(text)
    assert op == expected
    assert type(op) is type(expected)


def test_reg_units_and_aliasing() -> None:
    assert Reg("v", 4, 4).units() == tuple(("v", i) for i in range(4, 8))
    # vcc_lo aliases the low half of vcc, not exec_lo, and not s0
    vcc, lo, hi = parse_operand("vcc"), parse_operand("vcc_lo"), parse_operand("vcc_hi")
    assert lo.overlaps(vcc) and hi.overlaps(vcc) and not lo.overlaps(hi)
    assert not lo.overlaps(parse_operand("exec_lo")) and not lo.overlaps(Reg("s", 0))
    assert Reg("a", 0, 4).overlaps(Reg("a", 3)) and not Reg("a", 0, 4).overlaps(Reg("v", 0, 4))
    # virtual registers never alias physical ones
    assert not Reg("v", 3, virtual=True).overlaps(Reg("v", 3))
    assert Reg("v", 4, 4).sub(2, 2) == Reg("v", 6, 2)
    assert str(Reg("v", 3, 2, virtual=True)) == "%v[3:4]"


def test_modifiers_parsed_and_printed() -> None:
    i = parse_instruction("buffer_load_dwordx2 v[8:9], v0, s[12:15], 0 offen offset:16")
    assert [m.text() for m in i.modifiers] == ["offen", "offset:16"]
    assert i.mod("offset").int_value == 16 and i.has_mod("offen") and not i.has_mod("idxen")
    m = parse_instruction("v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[6:7], a[0:15] cbsz:1 abid:2 blgp:3")
    assert {x.name: x.int_value for x in m.modifiers} == {"cbsz": 1, "abid": 2, "blgp": 3}
    p = parse_instruction("v_pk_fma_f16 v0, v1, v2, v3 op_sel:[0, 1, 0] op_sel_hi:[1,0,1] neg_lo:[1,0,0]")
    assert p.mod("op_sel").list_value == (0, 1, 0)
    assert p.text() == "v_pk_fma_f16 v0, v1, v2, v3 op_sel:[0,1,0] op_sel_hi:[1,0,1] neg_lo:[1,0,0]"
    d = parse_instruction("v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1")
    assert [x.name for x in d.modifiers] == ["row_shr", "row_mask", "bank_mask", "bound_ctrl"]
    ds = parse_instruction("ds_read2_b32 v[0:1], v2 offset0:4 offset1:8")
    assert ds.mod("offset0").int_value == 4 and ds.mod("offset1").int_value == 8
    g = parse_instruction("global_load_dword v1, v[2:3], off sc0 sc1 nt")
    assert g.operand("saddr") is OFF and [x.name for x in g.modifiers] == ["sc0", "sc1", "nt"]


def test_waitcnt_forms() -> None:
    sym = parse_instruction("s_waitcnt vmcnt(0) lgkmcnt(3)")
    assert sym.operands == (WaitCnt(vmcnt=0, lgkmcnt=3),)
    assert parse_instruction("s_waitcnt vmcnt(1) & expcnt(2)").operands[0] == WaitCnt(1, 2, None)
    raw = parse_instruction("s_waitcnt 0xc07f")
    assert raw.operands == (Imm(0xC07F),)
    assert waitcnt_of(raw) == WaitCnt(None, None, 0)
    for wc in (WaitCnt(0, 0, 0), WaitCnt(5, None, 2), WaitCnt(62, 6, 14), WaitCnt(None, None, None)):
        assert decode_waitcnt(encode_waitcnt(wc)) == wc
    assert sym.defs() == frozenset() and sym.uses() == frozenset()


# ----------------------------------------------------------------------------- roles, def/use


@pytest.mark.parametrize("text,defs,uses", [
    # VOP2 carry-out: explicit vcc (e32 syntax) or omitted (implicit) -> same sets
    ("v_add_co_u32_e32 v1, vcc, v2, v3", v(1) | VCC, v(2, 3) | EXEC),
    ("v_add_co_u32 v1, v2, v3", v(1) | VCC, v(2, 3) | EXEC),
    ("v_add_co_u32_e64 v1, s[4:5], v2, v3", v(1) | s(4, 5), v(2, 3) | EXEC),
    ("v_addc_co_u32_e32 v1, vcc, v2, v3, vcc", v(1) | VCC, v(2, 3) | VCC | EXEC),
    ("v_addc_co_u32 v1, v2, v3", v(1) | VCC, v(2, 3) | VCC | EXEC),
    ("v_cndmask_b32_e32 v1, v2, v3, vcc", v(1), v(2, 3) | VCC | EXEC),
    ("v_cndmask_b32 v1, v2, v3", v(1), v(2, 3) | VCC | EXEC),
    ("v_cndmask_b32_e64 v1, 0, v3, s[0:1]", v(1), v(3) | s(0, 1) | EXEC),
    ("v_cmp_eq_u32_e32 vcc, v1, v2", VCC, v(1, 2) | EXEC),
    ("v_cmp_eq_u32 v1, v2", VCC, v(1, 2) | EXEC),
    ("v_cmp_gt_f64_e64 s[0:1], s[2:3], v[4:5]", s(0, 1), s(2, 3) | v(4, 5) | EXEC),
    ("v_cmpx_eq_u32_e64 s[0:1], v1, v2", s(0, 1) | EXEC, v(1, 2) | EXEC),
    ("v_div_scale_f64 v[14:15], vcc, v[4:5], v[2:3], v[4:5]", v(14, 15) | VCC, v(2, 3, 4, 5) | EXEC),
    ("v_div_fmas_f64 v[0:1], v[2:3], v[4:5], v[6:7]", v(0, 1), v(2, 3, 4, 5, 6, 7) | VCC | EXEC),
    ("v_fmac_f32_e32 v1, v2, v3", v(1), v(1, 2, 3) | EXEC),
    ("v_readfirstlane_b32 s0, v1", s(0), v(1) | EXEC),
    ("v_readlane_b32 s0, v1, 3", s(0), v(1)),
    ("v_writelane_b32 v1, s0, 3", v(1), v(1) | s(0)),
    ("v_mad_u64_u32 v[0:1], s[2:3], v2, v3, v[4:5]", v(0, 1) | s(2, 3), v(2, 3, 4, 5) | EXEC),
    ("v_add_f32_e64 v1, -|v2|, abs(s3) clamp", v(1), v(2) | s(3) | EXEC),
    ("v_lshlrev_b32_sdwa v7, v4, v5 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD src1_sel:BYTE_0",
     v(7), v(4, 5, 7) | EXEC),
    ("v_add_f16_e64 v1, v2, v3 op_sel:[0,0,1]", v(1), v(1, 2, 3) | EXEC),  # writes hi half only
    ("v_add_f16_e64 v1, v2, v3 op_sel:[1,0,0]", v(1), v(2, 3) | EXEC),
    ("v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf", v(0), v(0, 1) | EXEC),
    # MFMA / SMFMAC
    ("v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], v[0:3]", v(0, 1, 2, 3), v(0, 1, 2, 3, 4, 5, 6, 7) | EXEC),
    ("v_mfma_f32_32x32x8f16 a[0:15], v[4:5], v[6:7], 0", {("a", i) for i in range(16)}, v(4, 5, 6, 7) | EXEC),
    ("v_accvgpr_read_b32 v1, a2", v(1), {("a", 2)} | EXEC),
    # SALU and SCC
    ("s_add_u32 s0, s1, s2", s(0) | SCC, s(1, 2)),
    ("s_addc_u32 s0, s1, 0", s(0) | SCC, s(1) | SCC),
    ("s_cselect_b64 s[0:1], -1, 0", s(0, 1), SCC),
    ("s_mul_i32 s0, s1, s2", s(0), s(1, 2)),
    ("s_mov_b32 s15, Srd127_96", s(15), set()),
    ("s_cmp_lg_u32 s4, 0", SCC, s(4)),
    ("s_cmpk_eq_u32 s4, 0x10", SCC, s(4)),
    ("s_addk_i32 s4, 0x10", s(4) | SCC, s(4)),
    ("s_mulk_i32 s4, 0x10", s(4), s(4)),
    ("s_cmovk_i32 s4, 0x10", s(4), s(4) | SCC),
    ("s_and_saveexec_b64 s[0:1], vcc", s(0, 1) | EXEC | SCC, VCC | EXEC),
    ("s_mov_b64 exec, s[0:1]", EXEC, s(0, 1)),
    ("s_or_b64 exec, exec, s[2:3]", EXEC | SCC, EXEC | s(2, 3)),
    ("s_mov_b32 m0, -1", M0, set()),
    ("s_cbranch_scc1 .L1", set(), SCC),
    ("s_cbranch_vccnz .L1", set(), VCC),
    ("s_cbranch_execz .L1", set(), EXEC),
    ("s_setpc_b64 s[30:31]", set(), s(30, 31)),
    ("s_getpc_b64 s[4:5]", s(4, 5), set()),
    ("s_sendmsg sendmsg(MSG_INTERRUPT)", set(), M0 | EXEC),   # LLVM: Uses = [EXEC, M0]
    # SMEM
    ("s_load_dwordx2 s[4:5], s[0:1], 0x10", s(4, 5), s(0, 1)),
    ("s_buffer_load_dword s4, s[8:11], s12", s(4), s(8, 9, 10, 11, 12)),
    # DS (gfx9+: ordinary DS does not read M0)
    ("ds_read_b64 v[0:1], v2 offset:8", v(0, 1), v(2) | EXEC),
    ("ds_write_b64 v2, v[0:1]", set(), v(0, 1, 2) | EXEC),
    ("ds_write2_b32 v2, v0, v1 offset0:1 offset1:2", set(), v(0, 1, 2) | EXEC),
    ("ds_add_u32 v1, v2", set(), v(1, 2) | EXEC),
    ("ds_add_rtn_u32 v0, v1, v2", v(0), v(1, 2) | EXEC),
    ("ds_read_u16_d16_hi v0, v1", v(0), v(0, 1) | EXEC),
    ("ds_bpermute_b32 v0, v1, v2", v(0), v(1, 2) | EXEC),
    # MUBUF
    ("buffer_load_dwordx2 v[8:9], v0, s[12:15], 0 offen offset:0", v(8, 9), v(0) | s(12, 13, 14, 15) | EXEC),
    ("buffer_load_dword v1, off, s[4:7], s8", v(1), s(4, 5, 6, 7, 8) | EXEC),
    ("buffer_store_dword v28, v24, s[20:23], 0 offen offset:64", set(), v(24, 28) | s(20, 21, 22, 23) | EXEC),
    ("buffer_load_dword v1, s[4:7], 0 offen lds", set(), v(1) | s(4, 5, 6, 7) | M0 | EXEC),
    ("buffer_atomic_add v1, v2, s[4:7], 0 offen sc0", v(1), v(1, 2) | s(4, 5, 6, 7) | EXEC),
    ("buffer_atomic_add v1, v2, s[4:7], 0 offen", set(), v(1, 2) | s(4, 5, 6, 7) | EXEC),
    # FLAT / GLOBAL / SCRATCH
    ("global_load_dword v1, v[2:3], off", v(1), v(2, 3) | EXEC),
    ("global_load_dwordx4 v[4:7], v0, s[2:3] offset:16", v(4, 5, 6, 7), v(0) | s(2, 3) | EXEC),
    ("global_store_dword v[2:3], v1, off", set(), v(1, 2, 3) | EXEC),
    ("global_atomic_add v[2:3], v1, off", set(), v(1, 2, 3) | EXEC),
    ("global_atomic_add v0, v[2:3], v1, off sc0", v(0), v(1, 2, 3) | EXEC),
    ("global_load_lds_dword v[2:3], off", set(), v(2, 3) | M0 | EXEC),
    # FLAT and SCRATCH address scratch through FLAT_SCRATCH (LLVM: Uses = [EXEC, FLAT_SCR])
    ("flat_load_dword v1, v[2:3]", v(1), v(2, 3) | EXEC | FLAT_SCRATCH),
    ("flat_store_dword v[2:3], v1", set(), v(1, 2, 3) | EXEC | FLAT_SCRATCH),
    ("scratch_load_dword v1, off, s4 offset:8", v(1), s(4) | EXEC | FLAT_SCRATCH),
    # no registers at all
    ("s_nop 4", set(), set()),
    ("s_barrier", set(), set()),
])
def test_defs_uses(text: str, defs: set, uses: set) -> None:
    inst = parse_instruction(text)
    assert set(inst.defs()) == defs, f"defs of {text}"
    assert set(inst.uses()) == uses, f"uses of {text}"


@pytest.mark.parametrize("text,roles", [
    ("v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], v[0:3]", ("vdst", "srca", "srcb", "srcc")),
    ("v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[20:23], v24, v25",
     ("vdst", "srca", "srcb", "srcc", "scalea", "scaleb")),
    ("v_smfmac_f32_16x16x32_f16 v[0:3], v[4:5], v[6:9], v10", ("vdst", "srca", "srcb", "idx")),
    ("buffer_store_dword v1, v2, s[4:7], s8 offen", ("vdata", "vaddr", "srsrc", "soffset")),
    ("global_store_dwordx2 v[0:1], v[2:3], off", ("vaddr", "vdata", "saddr")),
    ("ds_write2_b64 v0, v[2:3], v[4:5] offset1:1", ("addr", "data0", "data1")),
    ("s_load_dword s4, s[0:1], 0x18", ("sdst", "sbase", "soffset")),
    ("s_store_dword s4, s[0:1], 0x18", ("sdata", "sbase", "soffset")),
    ("v_add_u32_e32 v1, v2, v3", ("vdst", "src0", "src1")),
    ("v_fma_f32 v1, v2, v3, v4", ("vdst", "src0", "src1", "src2")),
    ("s_branch .LBB0_1", ("label",)),
    ("s_getreg_b32 s0, hwreg(HW_REG_MODE)", ("sdst", "hwreg")),
])
def test_roles(text: str, roles: tuple) -> None:
    inst = parse_instruction(text)
    assert inst.roles == roles
    for r, op in zip(roles, inst.operands):
        assert inst.operand(r) is op
    assert inst.operand("nonexistent") is None


def test_families_and_mem_effects() -> None:
    fam = {t: parse_instruction(t).family for t in (
        "s_add_u32 s0, s1, s2", "s_mov_b32 s0, 1", "s_cmp_eq_u32 s0, 1", "s_movk_i32 s0, 1", "s_nop 0",
        "s_load_dword s0, s[0:1], 0", "v_mov_b32 v0, v1", "v_add_u32 v0, v1, v2", "v_fma_f32 v0, v1, v2, v3",
        "v_cmp_eq_u32 v0, v1", "v_pk_fma_f16 v0, v1, v2, v3", "v_mfma_f32_16x16x16_f16 v[0:3], v[0:1], v[0:1], 0",
        "ds_read_b32 v0, v1", "buffer_load_dword v0, off, s[0:3], 0", "global_load_dword v0, v[0:1], off",
        "flat_load_dword v0, v[0:1]", "scratch_load_dword v0, off, s0")}
    assert list(fam.values()) == ["SOP2", "SOP1", "SOPC", "SOPK", "SOPP", "SMEM", "VOP1", "VOP2", "VOP3",
                                  "VOPC", "VOP3P", "MFMA", "DS", "MUBUF", "GLOBAL", "FLAT", "SCRATCH"]
    assert parse_instruction("ds_write_b32 v0, v1").mem_effects() == (frozenset(), frozenset({"lds"}))
    assert parse_instruction("ds_read_b32 v0, v1").mem_effects() == (frozenset({"lds"}), frozenset())
    assert parse_instruction("buffer_load_dword v1, s[4:7], 0 offen lds").mem_effects() == (
        frozenset({"global"}), frozenset({"lds"}))
    assert parse_instruction("s_waitcnt 0").mem_effects() == (frozenset(), frozenset())


def test_make_and_mutation_rederive_defs() -> None:
    i = Instruction.make("v_add_u32", "v1", Reg("v", 2), "v3")
    assert i.text() == "v_add_u32 v1, v2, v3" and set(i.defs()) == v(1)
    i.operands = (Reg("v", 9), Reg("v", 2), Reg("v", 3))  # a pass renames the dst
    assert set(i.defs()) == v(9)
    b = Instruction.make("buffer_load_dword", "v1", "v0", "s[4:7]", "0", modifiers=["offen", "offset:4"])
    assert b.text() == "buffer_load_dword v1, v0, s[4:7], 0 offen offset:4"
    d = Instruction.make("ds_read_b32", "v1", "v2", modifiers={"offset": 8})
    assert d.mod("offset").int_value == 8
    with pytest.raises(AsmParseError):
        Instruction.make("v_mfam_f32_16x16x16_f16", "v[0:3]", "v[0:1]", "v[0:1]", "0")
    with pytest.raises(AsmParseError):
        Instruction.make("v_add_u32", "v1", "v2")  # too few operands
    vi = Instruction.make("v_mul_lo_u32", Reg("v", 0, virtual=True), Reg("v", 1, virtual=True), "3")
    assert vi.text() == "v_mul_lo_u32 %v0, %v1, 3" and set(vi.defs()) == {("%v", 0)}


def test_known_mnemonics_per_target() -> None:
    assert is_known_mnemonic("v_mfma_f32_16x16x32_f16", "gfx950")
    assert not is_known_mnemonic("v_mfma_f32_16x16x32_f16", "gfx942")  # gfx950-only
    assert is_known_mnemonic("v_mfma_f32_16x16x8_xf32", "gfx942")
    assert not is_known_mnemonic("v_mfma_f32_16x16x8_xf32", "gfx950")  # removed in gfx950
    assert is_known_mnemonic("v_add_u32_e64") and is_known_mnemonic("V_ADD_U32")
    assert not is_known_mnemonic("v_add_u32_e65")


# ----------------------------------------------------------------------------- errors


@pytest.mark.parametrize("line,needle", [
    ("v_mfam_f32_16x16x16_f16 v[0:3], v[0:1], v[0:1], 0", "unknown mnemonic 'v_mfam_f32_16x16x16_f16'"),
    ("s_nopp 0", "unknown mnemonic 's_nopp'"),
    ("v_add_u32 v1, v[2:", "malformed"),
    ("v_add_u32 v1, v[3:2], v4", "reversed"),
    ("v_add_u32 v1, v2x, v3", "looks like a register"),
    ("v_add_u32 v1, v2", "takes"),
    ("v_add_u32 5, v2, v3", "must be a register"),
    ("buffer_load_dword v1, v0, s[4:7], 0 offen ofset:4", "ofset:4"),
    ("s_waitcnt vmcnt(0) lgkcnt(0)", "s_waitcnt"),
    ("v_add_u32 v1, v2, v3,", "empty operand"),
    ("s_getreg_b32 s0, hwrg(HW_REG_MODE)", "unknown function"),
])
def test_errors_carry_file_and_line(line: str, needle: str) -> None:
    text = "k:\n\ts_nop 0\n\t" + line + "\n\ts_endpgm\n"
    with pytest.raises(AsmParseError) as ei:
        parse_asm(text, "bad.s")
    assert ei.value.location == "bad.s:3"
    assert needle in ei.value.message


def test_branch_to_unknown_label_is_an_error() -> None:
    p = parse_asm("k:\n\ts_branch .Lnowhere\n", "x.s")
    with pytest.raises(AsmParseError) as ei:
        p.kernels[0].cfg
    assert ei.value.location == "x.s:2"


# ----------------------------------------------------------------------------- layout + CFG

LOOP_KERNEL = """\
\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
\t.text
\t.globl loop
\t.p2align 8
\t.type loop,@function
loop:                         ; @loop
\ts_load_dword s4, s[0:1], 0x0
\ts_waitcnt lgkmcnt(0)
\ts_cmp_lt_i32 s4, 1
\ts_cbranch_scc1 .LBB0_4
; %bb.1:
\tv_mov_b32 v1, 0
.LBB0_2:                      ; =>This Loop Header: Depth=1
\tv_mov_b32 v2, 0
\ts_mov_b32 s5, 4
.LBB0_3:                      ; =>This Inner Loop Header: Depth=2
\tv_add_u32 v2, v2, v0        ; inner body
\ts_add_i32 s5, s5, -1
\ts_cmp_lg_u32 s5, 0
\ts_cbranch_scc1 .LBB0_3
; %bb.4:
\tv_add_u32 v1, v1, v2
\ts_add_i32 s4, s4, -1
\ts_cmp_lg_u32 s4, 0
\ts_cbranch_scc1 .LBB0_2
.LBB0_4:
\ts_endpgm
.Lfunc_end0:
\t.size loop, .Lfunc_end0-loop
\t.section .rodata,"a",@progbits
\t.p2align 6, 0x0
\t.amdhsa_kernel loop
\t\t.amdhsa_next_free_vgpr 3
\t\t.amdhsa_next_free_sgpr 6
\t\t.amdhsa_accum_offset 4
\t.end_amdhsa_kernel
\t.text
\t.amdgpu_metadata
---
amdhsa.kernels:
  - .name: loop
    .symbol: loop.kd
    .args:
      - .name: n
        .offset: 0
        .size: 8
        .value_kind: global_buffer
      - .offset: 8
        .size: 4
        .value_kind: by_value
amdhsa.target: amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
\t.end_amdgpu_metadata
"""


def test_layout_descriptor_metadata_args() -> None:
    p = parse_asm(LOOP_KERNEL, "loop.s")
    assert p.target == "gfx942"
    assert [k.name for k in p.kernels] == ["loop"]
    k = p.kernels[0]
    assert k.kind == "kernel"
    assert list(k.descriptor) == [".amdhsa_next_free_vgpr", ".amdhsa_next_free_sgpr", ".amdhsa_accum_offset"]
    assert k.descriptor_int("next_free_vgpr") == 3
    assert [(a.name, a.offset, a.size, a.value_kind) for a in k.args] == [
        ("n", 0, 8, "global_buffer"), (None, 8, 4, "by_value")]
    assert p.metadata["amdhsa.target"] == "amdgcn-amd-amdhsa--gfx942"
    assert [b.label for b in k.blocks] == [None, None, ".LBB0_2", ".LBB0_3", None, ".LBB0_4"]
    assert len(k.instructions) == 16
    # own-line comments travel with the next block/instruction; trailing comments kept
    assert k.blocks[1].leading == ["; %bb.1:"] and k.blocks[4].leading == ["; %bb.4:"]
    inner = k.blocks[3].instructions[0]
    assert inner.comment == "; inner body" and inner.location == "loop.s:17"
    assert inner.source == "v_add_u32 v2, v2, v0"
    text = print_program(p)
    assert "; inner body" in text and ".amdhsa_next_free_sgpr 6" in text and "amdhsa.target:" in text


def test_cfg_loops_back_edges() -> None:
    k = parse_asm(LOOP_KERNEL, "loop.s").kernels[0]
    cfg = k.cfg
    # blocks: 0 entry, 1 %bb.1, 2 outer header, 3 inner loop, 4 outer latch, 5 exit
    assert cfg.succs == [[5, 1], [2], [3], [3, 4], [2, 5], []]
    assert cfg.preds[3] == [2, 3] and cfg.preds[5] == [0, 4]
    assert sorted(cfg.back_edges) == [(3, 3), (4, 2)]
    loops = {lp.header: lp for lp in cfg.loops}
    assert loops[2].body == frozenset({2, 3, 4}) and loops[2].latches == [4] and loops[2].depth == 1
    assert loops[3].body == frozenset({3}) and loops[3].depth == 2
    assert cfg.loop_depth(3) == 2 and cfg.loop_depth(4) == 1 and cfg.loop_depth(5) == 0
    assert cfg.rpo[0] == 0 and cfg.unreachable == []
    assert k.blocks[3].succs == [3, 4] and k.blocks[3].terminator.text() == "s_cbranch_scc1 .LBB0_3"
    assert cfg.is_back_edge(4, 2) and not cfg.is_back_edge(2, 3)


def test_divergent_cfg_execz_and_unreachable() -> None:
    text = """f:
\tv_cmp_gt_i32_e32 vcc, 4, v0
\ts_and_saveexec_b64 s[0:1], vcc
\ts_cbranch_execz .L2
\tv_mov_b32 v1, 1
.L2:
\ts_or_b64 exec, exec, s[0:1]
\ts_setpc_b64 s[30:31]
\tv_mov_b32 v2, 2
"""
    k = parse_asm(text).kernels[0]
    cfg = k.cfg
    assert cfg.succs == [[2, 1], [2], [], []]
    assert cfg.unreachable == [3] and cfg.back_edges == []


def test_snippet_without_labels_and_label_on_same_line() -> None:
    p = parse_asm("v_add_u32 v1, v2, v3\nv_mov_b32 v0, v1\n")
    assert len(p.kernels) == 1 and p.kernels[0].kind == "snippet" and len(p.kernels[0].instructions) == 2
    q = parse_asm("top: s_nop 0\n\ts_branch top\n")
    k = q.kernels[0]
    assert k.name == "top" and k.instructions[0].text() == "s_nop 0"


# ----------------------------------------------------------------------------- speed


def test_parse_20k_instructions() -> None:
    body = [
        "\tbuffer_load_dwordx4 v[8:11], v0, s[12:15], 0 offen offset:16",
        "\tds_read_b64 v[24:25], v18 offset:128",
        "\tv_mfma_f32_16x16x16_f16 v[28:31], v[26:27], v[24:25], v[28:31]",
        "\tv_add_u32_e32 v4, v4, v6",
        "\ts_waitcnt vmcnt(0) lgkmcnt(0)",
        "\tv_cndmask_b32_e64 v7, 0, 32, vcc",
        "\ts_add_u32 s4, s4, 64",
        "\tglobal_store_dwordx4 v[4:5], v[0:3], off",
        "\tv_pk_fma_f16 v0, v1, v2, v3 op_sel:[0,1,0] op_sel_hi:[1,0,1]",
        "\tv_mul_f32_e64 v1, -|v2|, s3",
    ]
    text = "k:\n" + "\n".join(body * 2000) + "\n\ts_endpgm\n"
    # (its speed is measured by scripts/bench_instruments.py, not asserted here)
    p = parse_asm(text)
    insts = p.kernels[0].instructions
    for i in insts:
        i.defs()
        i.uses()
    assert len(insts) == 20001


# ----------------------------------------------------------------------------- table consistency


def test_every_rule_matches_a_known_mnemonic_and_every_mnemonic_resolves() -> None:
    """A rule whose regex matches nothing is a typo in the table; every mnemonic LLVM
    knows must resolve to a family and at least one operand form."""
    import re

    from wave_asm_ext.isa.mnemonic_data import FAMILY
    from wave_asm_ext.isa.opcodes import EXTRA_MNEMONICS, RULES, lookup

    names = set(FAMILY) | set(EXTRA_MNEMONICS)
    dead = [p for p, _ in RULES if not any(re.fullmatch(p, n) for n in names)]
    assert dead == []
    for n in names:
        info = lookup(n)
        assert info.forms and info.family in {
            "SOP1", "SOP2", "SOPK", "SOPC", "SOPP", "SMEM", "VOP1", "VOP2", "VOP3", "VOPC", "VOP3P",
            "MFMA", "DS", "MUBUF", "MTBUF", "FLAT", "GLOBAL", "SCRATCH"}, n


def test_target_specific_mnemonics_checked_when_target_known() -> None:
    text = '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\nk:\n\tv_mfma_f32_16x16x32_f16 v[0:3], v[4:7], v[8:11], v[0:3]\n'
    with pytest.raises(AsmParseError) as ei:
        parse_asm(text, "t.s")
    assert ei.value.location == "t.s:3" and "gfx942" in ei.value.message
    assert parse_asm(text.replace("gfx942", "gfx950")).kernels[0].instructions[0].is_mfma


# ----------------------------------------------------------------------------- property: text round trip

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_vreg = st.builds(lambda i, n: Reg("v", i - i % n, n), st.integers(0, 250), st.sampled_from([1, 2, 4]))
_src = st.one_of(_vreg.filter(lambda r: r.count == 1), st.builds(lambda i: Reg("s", i), st.integers(0, 100)),
                 st.builds(Imm, st.integers(-16, 64)), st.builds(lambda r: SrcMod(r, neg=True),
                                                                 _vreg.filter(lambda r: r.count == 1)))


@settings(max_examples=150, deadline=None)
@given(dst=_vreg.filter(lambda r: r.count == 1), a=_src, b=_src, off=st.integers(0, 4095),
       mods=st.sets(st.sampled_from(["sc0", "sc1", "nt"])))
def test_text_roundtrip_property(dst: Reg, a, b, off: int, mods: set) -> None:
    for inst in (
        Instruction.make("v_add_f32_e64", dst, a, b),
        Instruction.make("buffer_load_dword", dst, Reg("v", 0), Reg("s", 4, 4), Imm(0),
                         modifiers=["offen", f"offset:{off}", *sorted(mods)]),
        Instruction.make("v_cndmask_b32_e64", dst, a, b, "vcc"),
    ):
        again = parse_instruction(inst.text())
        assert again.operands == inst.operands and again.modifiers == inst.modifiers
        assert again.defs() == inst.defs() and again.uses() == inst.uses()


def test_two_global_kernels_without_type_directives() -> None:
    p = parse_asm("\t.globl k1\n\t.globl k2\nk1:\n\ts_endpgm\nk2:\n\tv_mov_b32 v0, 0\n\ts_endpgm\n")
    assert [(k.name, len(k.instructions)) for k in p.kernels] == [("k1", 1), ("k2", 2)]


def test_role_level_def_use_and_set_operand() -> None:
    i = parse_instruction("v_fmac_f32_e32 v1, v2, v3")
    assert [r for r, _ in i.def_operands()] == ["vdst"]
    assert [r for r, _ in i.use_operands()] == ["vdst", "src0", "src1"]  # fmac reads its dst
    i.set_operand("src1", Reg("v", 9))
    assert i.text() == "v_fmac_f32_e32 v1, v2, v9" and ("v", 9) in i.uses() and ("v", 3) not in i.uses()
    with pytest.raises(KeyError):
        i.set_operand("srsrc", Reg("s", 0, 4))
    st = parse_instruction("global_store_dwordx2 v[0:1], v[2:3], off")
    assert st.def_operands() == [] and [r for r, _ in st.use_operands()] == ["vaddr", "vdata", "saddr"]
    sw = parse_instruction("v_swap_b32 v1, v2")
    assert set(sw.defs()) == v(1, 2) and set(sw.uses()) == v(1, 2) | EXEC


def test_make_accepts_python_numbers_and_waitcnt_text() -> None:
    assert Instruction.make("s_waitcnt", "vmcnt(0) lgkmcnt(1)").operands == (WaitCnt(0, None, 1),)
    assert Instruction.make("s_nop", 3).text() == "s_nop 3"
    assert Instruction.make("v_mov_b32", "v0", 1.0).operands[1] == FloatImm(1.0)
    assert Instruction.make("s_branch", ".L5").branch_target() == ".L5"


def test_validate_program_after_edits() -> None:
    from wave_asm_ext.isa import validate_program

    p = parse_asm(LOOP_KERNEL, "loop.s")
    validate_program(p)
    k = p.kernels[0]
    k.blocks[2].instructions.insert(0, Instruction.make("v_add_u32", "v1", "v2", validate=False))
    with pytest.raises(AsmParseError):
        validate_program(p)  # wrong operand count slipped in by a "pass"
    k.blocks[2].instructions.pop(0)
    k.blocks[3].label = ".LBB0_2"  # duplicate label
    with pytest.raises(AsmParseError):
        validate_program(p)


@pytest.mark.parametrize("make", ["binary", "missing", "directory"])
def test_unreadable_files_are_parse_errors_naming_the_file(tmp_path, make):
    """Not a traceback (UnicodeDecodeError / FileNotFoundError / IsADirectoryError from
    read_text): the CLI's 'error: FILE: ...' with exit code 2."""
    from wave_asm_ext.cli import main
    from wave_asm_ext.errors import AsmParseError
    from wave_asm_ext.isa import parse_file

    path = tmp_path / "k.s"
    if make == "binary":
        path.write_bytes(b"\xfb\x00\xff\x10 not text")
    elif make == "directory":
        path.mkdir()
    with pytest.raises(AsmParseError) as e:
        parse_file(path)
    assert str(path) in str(e.value)
    assert main(["schedule", str(path), "--target", "gfx942", "-o", str(tmp_path / "o.s")]) == 2


def test_numeric_local_labels_resolve_to_the_nearest_definition() -> None:
    """``1:`` may be defined again; ``1b`` is the nearest definition at or before the line,
    ``1f`` the nearest after. Each becomes its own block, and the branches reach them."""
    text = ("\t.text\nk:\n"
            "\ts_mov_b32 s0, 3\n"
            "1:\n\ts_sub_u32 s0, s0, 1\n\ts_cmp_lg_u32 s0, 0\n\ts_cbranch_scc1 1b\n"
            "\ts_cbranch_execz 1f ; not 0x1f nor 1b\n"
            "\ts_mov_b32 s1, 0x1f\n"
            "1:\n\ts_sub_u32 s0, s0, 1\n\ts_cbranch_scc1 1b\n"
            "\ts_endpgm\n")
    k = parse_asm(text, "num.s").kernels[0]
    labels = [b.label for b in k.blocks if b.label]
    assert len(labels) == 2 and len(set(labels)) == 2
    first, second = labels
    branches = [(i.mnemonic, i.operands[0]) for b in k.blocks for i in b.instructions if i.mnemonic.startswith("s_cbranch")]
    assert [(m, o.name) for m, o in branches] == [("s_cbranch_scc1", first), ("s_cbranch_execz", second),
                                                  ("s_cbranch_scc1", second)]
    assert "0x1f" in print_program(parse_asm(text)) and "not 0x1f nor 1b" in print_program(parse_asm(text))
    assert len(k.cfg.loops) == 2
    # the metadata block is text, not code: a YAML line that looks like a label stays as written
    meta = "\t.amdgpu_metadata\n---\nx:\n  1: 2b\n...\n\t.end_amdgpu_metadata\n"
    assert "  1: 2b" in print_program(parse_asm(text + meta))


def test_a_numeric_label_reference_without_its_definition_names_the_line() -> None:
    text = "\t.text\nk:\n1:\n\ts_cbranch_scc1 2f\n\ts_endpgm\n"
    with pytest.raises(AsmParseError, match=r"num\.s:4.*'2f' has no '2:' after it"):
        parse_asm(text, "num.s")
    with pytest.raises(AsmParseError, match=r"num\.s:3.*'1b' has no '1:' before it"):
        parse_asm("\t.text\nk:\n\ts_branch 1b\n1:\n\ts_endpgm\n", "num.s")


@pytest.mark.parametrize("lines, directive", [
    ([".rept 3", "\tv_add_u32_e32 v1, 2, v1", ".endr"], ".rept"),
    ([".macro ADD2 d, s", "\tv_add_u32_e32 \\\\d, 2, \\\\s", ".endm", "\tADD2 v1, v0"], ".macro"),
    ([".if 1", "\tv_add_u32_e32 v1, 2, v1", ".endif"], ".if"),
])
def test_expanding_directives_are_refused_by_name(lines, directive) -> None:
    """``.rept`` once ended the code unit and its body became a dead snippet the pass deleted:
    directives that repeat, choose or substitute text are refused, naming file:line."""
    text = "\t.text\nk:\n" + "\n".join(lines) + "\n\ts_endpgm\n"
    with pytest.raises(AsmParseError, match=rf"x\.s:3: assembler directive '\{directive}'.*llvm-mc"):
        parse_asm(text, "x.s")


def test_a_directive_that_would_split_a_functions_code_is_refused() -> None:
    """A ``.set`` between two instructions once ended the unit: the code after it became an
    anonymous unit, the first unit's last value was deleted as dead and the second lost the
    wait for the first's loads. Alignment and data directives stay inside code, a directive
    after a function's last (non-falling-through) instruction ends it as before."""
    body = "\t.text\n\t.globl k\n\t.type k,@function\nk:\n\ts_load_dword s4, s[0:1], 0x0\n"
    with pytest.raises(AsmParseError, match=r"x\.s:6: directive '\.set' splits the code of 'k' \(its instructions "
                                            r"continue at line 7\)"):
        parse_asm(body + "\t.set FOO, 5\n\ts_waitcnt lgkmcnt(0)\n\ts_endpgm\n", "x.s")
    with pytest.raises(AsmParseError, match=r"splits the code of 'k'"):
        parse_asm(body + "\t.set FOO, 5\n.LBB0_1:\n\ts_endpgm\n", "x.s")
    ok = parse_asm(body + "\t.p2align 2\n\ts_waitcnt lgkmcnt(0)\n\ts_endpgm\n\t.set FOO, 5\n"
                   "\t.globl g\n\t.type g,@function\ng:\n\ts_setpc_b64 s[30:31]\n", "x.s")
    assert [k.name for k in ok.kernels] == ["k", "g"]


def test_block_comments_are_comments() -> None:
    """llvm-mc reads ``/* ... */`` (on one line or several) as a comment; read as part of an
    operand it hid a register read and DCE deleted the value (a fourth adversarial round). Not
    opened inside a line comment; an unclosed one names its line."""
    text = ("\t.text\nk:\n\tv_mov_b32_e32 v3, 5\n\tv_add_u32_e32 v3, 1, v3 /* x */\n"
            "\t/* two\n\t   lines */ v_add_u32_e32 v3, 2, v3\n\ts_nop 0 ; a /* inside a comment\n\ts_endpgm\n")
    k = parse_asm(text, "c.s").kernels[0]
    insts = [i for b in k.blocks for i in b.instructions]
    assert [i.text() for i in insts] == ["v_mov_b32_e32 v3, 5", "v_add_u32_e32 v3, 1, v3", "v_add_u32_e32 v3, 2, v3",
                                         "s_nop 0", "s_endpgm"]
    assert [i.line for i in insts] == [3, 4, 6, 7, 8]
    assert ("v", 3) in insts[1].uses()
    with pytest.raises(AsmParseError, match=r"c\.s:4: unclosed '/\*' comment"):
        parse_asm("\t.text\nk:\n\ts_nop 0\n\ts_nop 1 /* open\n\ts_endpgm\n", "c.s")


def test_a_string_literal_is_text_to_comment_and_label_reading() -> None:
    """An escaped quote does not end a string, so a ``/*`` after it is still text (it opened a
    comment that swallowed the code up to the next ``*/``), and ``1f`` inside a string is no
    label reference (it was renamed inside the string). llvm-mc reads the file the same way."""
    text = ('\t.text\nk:\n1:\n\ts_nop 0\n\ts_cbranch_scc1 1b\n\ts_endpgm\n'
            '\t.section .rodata\nmsg:\n\t.ascii "a\\" /* not a comment"\n\t.ascii "1f 1b"\n'
            '\t.byte 1 /* a comment */\n')
    prog = parse_asm(text, "s.s")
    k = prog.kernels[0]
    assert [i.text() for b in k.blocks for i in b.instructions] == ["s_nop 0", "s_cbranch_scc1 " + k.blocks[0].label,
                                                                    "s_endpgm"]
    out = print_program(prog)
    assert '.ascii "a\\" /* not a comment"' in out and '.ascii "1f 1b"' in out
    if shutil.which("llvm-mc-22") or shutil.which("llvm-mc"):   # (the set-up installs it)
        with tempfile.TemporaryDirectory() as d:
            toolchain.assemble(out, "gfx942", Path(d) / "s.o")


def test_numeric_labels_are_numbers() -> None:
    """``01:`` defines label 1 for llvm-mc, so ``1b`` after it means it, not an earlier ``1:``
    (keyed by spelling, the branch went to the wrong block: a fourth adversarial round)."""
    text = "\t.text\nk:\n1:\n\ts_nop 0\n01 :\n\ts_nop 1\n\ts_cbranch_scc1 1b\n\ts_endpgm\n"
    k = parse_asm(text, "n.s").kernels[0]
    second = [b for b in k.blocks if b.label][1]
    assert second.instructions[0].text() == "s_nop 1"
    assert second.instructions[-1].branch_target() == second.label


def test_a_debug_file_directive_stays_inside_the_function() -> None:
    """clang -g puts ``.file`` right after a function's label; it once ended the unit, so the
    code became an unnamed unit without the kernel's descriptor (a fifth adversarial round)."""
    text = ("\t.text\n\t.globl k\n\t.type k,@function\nk:\n\t.file 1 \"/tmp\" \"k.cl\" md5 0x0\n"
            "\t.loc 1 3 0\n\ts_nop 0\n\ts_endpgm\n\t.section .rodata\n\t.amdhsa_kernel k\n"
            "\t\t.amdhsa_next_free_vgpr 8\n\t.end_amdhsa_kernel\n")
    prog = parse_asm(text, "f.s")
    assert [(k.name, k.kind, len(k.instructions)) for k in prog.kernels] == [("k", "kernel", 2)]
    assert ".file 1" in print_program(prog)


def test_a_label_spelled_like_a_directive_is_a_label() -> None:
    """``.if_done:`` is a label for llvm-mc, not ``.if`` (the session-82 review found it refused)."""
    text = "\t.text\n\t.globl k\n\t.type k,@function\nk:\n\ts_mov_b32 s0, 0\n.if_done:\n\ts_endpgm\n"
    assert [b.label for b in parse_asm(text, "l.s").kernels[0].blocks] == [None, ".if_done"]
