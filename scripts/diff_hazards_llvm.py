#!/usr/bin/env python3
"""Hazard wait states of the post-emit pass against LLVM's own hazard recognizer.

Each producer -> consumer pair below (a VALU, TRANS, MFMA, DGEMM, store, SGPR, VCC, EXEC, M0
or MODE write, then a read or overwrite of it by another class) is written twice: as
assembly, padded by the pass's hazard resolver (``passes.hazards``), and as MIR, padded by
LLVM's ``GCNHazardRecognizer`` (``llc -run-pass=post-RA-hazard-rec``, the pass LLVM's codegen
runs after register allocation). The wait states each puts between the two are compared.
More than LLVM is conservative (a documented DB choice); fewer is a rule we lack unless the
DB records why (``EXPECTED_FEWER``). Session 47: it found that an MFMA overwriting a pending
``global_store_dwordx4``'s data needs LLVM's 2 wait states (the DB had 1), and that the DOT
rows never fired (they name a DOT's sources srcA / srcB, the MFMA role names; a DOT has
src0 / src1: a DOT reading the same opcode's result as a source got 0 of its 3).

  python scripts/diff_hazards_llvm.py [gfx942 gfx950]
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from wave_asm_ext.isa import parse_asm  # noqa: E402
from wave_asm_ext.passes import hazards  # noqa: E402
from wave_asm_ext.target import load_target  # noqa: E402

#: pairs where the pass puts fewer wait states than LLVM by a recorded DB decision: a
#: VOP3P instruction (v_pk_*, v_dot2_*) is no partial destination (LLVM's dst-sel test reads
#: src0_modifiers bit 3, on VOP3P op_sel_hi[0], set by default: with it clear LLVM pads
#: nothing; DB hazards.valu_partial_dst_to_valu notes: the ISA wins)
EXPECTED_FEWER = ({("pk_fma", c) for c in ("valu_read", "valu_waw", "trans_read", "accvgpr_write_src", "dot_srca")}
                  | {("dot2", c) for c in ("dot_srcc", "dot_waw")})

#: the register the producer writes starts here
R = 10


def V(n: int, k: int = 1) -> str:
    """VGPRs n .. n+k-1 in assembly."""
    return f"v{n}" if k == 1 else f"v[{n}:{n + k - 1}]"


def MV(n: int, k: int = 1) -> str:
    """The same in MIR."""
    return "$" + "_".join(f"vgpr{n + i}" for i in range(k))


def A(n: int, k: int = 1) -> str:
    """AGPRs n .. n+k-1 in assembly."""
    return f"a{n}" if k == 1 else f"a[{n}:{n + k - 1}]"


def MA(n: int, k: int = 1) -> str:
    """The same in MIR."""
    return "$" + "_".join(f"agpr{n + i}" for i in range(k))


def MS(n: int, k: int = 1) -> str:
    """SGPRs n .. n+k-1 in MIR."""
    return "$" + "_".join(f"sgpr{n + i}" for i in range(k))


# producers: kind -> (asm, mir); the shared register starts at R
PRODUCERS = {
    "valu":        ("vgpr", f"v_add_u32_e32 {V(R)}, v2, v1", f"{MV(R)} = V_ADD_U32_e32 $vgpr2, $vgpr1, implicit $exec"),
    "valu_f32":    ("vgpr", f"v_add_f32_e32 {V(R)}, v2, v1", f"{MV(R)} = V_ADD_F32_e32 $vgpr2, $vgpr1, implicit $mode, implicit $exec"),
    "trans":       ("vgpr", f"v_exp_f32_e32 {V(R)}, v2", f"{MV(R)} = V_EXP_F32_e32 $vgpr2, implicit $mode, implicit $exec"),
    "dst_hi":      ("vgpr", f"v_fma_f16 {V(R)}, v1, v2, v3 op_sel:[0,0,0,1]",
                    f"{MV(R)} = V_FMA_F16_gfx9_e64 8, $vgpr1, 0, $vgpr2, 0, $vgpr3, 0, 0, 8, implicit $mode, implicit $exec"),
    "pk_fma":      ("vgpr", f"v_pk_fma_f16 {V(R)}, v1, v2, v3",
                    f"{MV(R)} = V_PK_FMA_F16 8, $vgpr1, 8, $vgpr2, 8, $vgpr3, 0, 0, 0, 0, 0, implicit $mode, implicit $exec"),
    "mfma4":       ("vgpr4", f"v_mfma_f32_16x16x16_f16 {V(R,4)}, v[2:3], v[4:5], v[20:23]",
                    f"{MV(R,4)} = V_MFMA_F32_16X16X16F16_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, $vgpr20_vgpr21_vgpr22_vgpr23, 0, 0, 0, implicit $mode, implicit $exec"),
    "mfma16":      ("vgpr16", f"v_mfma_f32_32x32x8_f16 {V(R,16)}, v[2:3], v[4:5], v[32:47]",
                    f"{MV(R,16)} = V_MFMA_F32_32X32X8F16_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(32,16)}, 0, 0, 0, implicit $mode, implicit $exec"),
    "dgemm":       ("vgpr8", f"v_mfma_f64_16x16x4_f64 {V(R,8)}, v[2:3], v[4:5], v[32:39]",
                    f"{MV(R,8)} = V_MFMA_F64_16X16X4F64_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(32,8)}, 0, 0, 0, implicit $mode, implicit $exec"),
    "store_x4":    ("vgpr4_store", f"global_store_dwordx4 v[0:1], {V(R,4)}, off",
                    f"GLOBAL_STORE_DWORDX4 $vgpr0_vgpr1, {MV(R,4)}, 0, 0, implicit $exec"),
    "rfl":         ("sgpr", f"v_readfirstlane_b32 s{R}, v2", f"{MS(R)} = V_READFIRSTLANE_B32 $vgpr2, implicit $exec"),
    "vcmp_vcc":    ("vcc", "v_cmp_eq_u32_e32 vcc, v1, v2", "V_CMP_EQ_U32_e32 $vgpr1, $vgpr2, implicit-def $vcc, implicit $exec"),
    "vcmpx":       ("exec", "v_cmpx_eq_u32_e32 vcc, v1, v2", "V_CMPX_EQ_U32_e32 $vgpr1, $vgpr2, implicit-def $vcc, implicit-def $exec, implicit $exec"),
    "salu_m0":     ("m0", "s_mov_b32 m0, s1", "$m0 = S_MOV_B32 $sgpr1"),
    "mfma4_reads": ("vgpr4_read", f"v_mfma_f32_16x16x16_f16 v[40:43], v[2:3], v[4:5], {V(R,4)}",
                    f"{MV(40,4)} = V_MFMA_F32_16X16X16F16_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(R,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
    "mfma16_reads": ("vgpr4_read", f"v_mfma_f32_32x32x8_f16 v[40:55], v[2:3], v[4:5], {V(R,16)}",
                    f"{MV(40,16)} = V_MFMA_F32_32X32X8F16_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(R,16)}, 0, 0, 0, implicit $mode, implicit $exec"),
    "dgemm_reads": ("vgpr4_read", f"v_mfma_f64_16x16x4_f64 v[40:47], v[2:3], v[4:5], {V(R,8)}",
                    f"{MV(40,8)} = V_MFMA_F64_16X16X4F64_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(R,8)}, 0, 0, 0, implicit $mode, implicit $exec"),
    "valu_sdst":   ("sgpr", f"v_cmp_eq_u32_e64 s[{R}:{R+1}], v1, v2", f"{MS(R,2)} = V_CMP_EQ_U32_e64 $vgpr1, $vgpr2, implicit $exec"),
    "salu_sgpr":   ("sgpr", f"s_mov_b32 s{R}, s1", f"{MS(R)} = S_MOV_B32 $sgpr1"),
    "setreg":      ("hwreg", "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s1", "S_SETREG_B32 $sgpr1, 6145, implicit-def $mode, implicit $mode"),
    "valu_vcc_e64": ("vcc", "v_cmp_eq_u32_e64 vcc, v1, v2", "$vcc = V_CMP_EQ_U32_e64 $vgpr1, $vgpr2, implicit $exec"),
    "mfma4_agpr":  ("agpr4", f"v_mfma_f32_16x16x16_f16 {A(R,4)}, v[2:3], v[4:5], a[20:23]",
                    f"{MA(R,4)} = V_MFMA_F32_16X16X16F16_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MA(20,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
    "mfma16_agpr": ("agpr4", f"v_mfma_f32_32x32x8_f16 {A(R,16)}, v[2:3], v[4:5], a[32:47]",
                    f"{MA(R,16)} = V_MFMA_F32_32X32X8F16_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MA(32,16)}, 0, 0, 0, implicit $mode, implicit $exec"),
    "dot2":        ("vgpr_dot", f"v_dot2_f32_f16 {V(R)}, v1, v2, v3",
                    f"{MV(R)} = V_DOT2_F32_F16 8, $vgpr1, 8, $vgpr2, 0, $vgpr3, 0, 0, 0, 0, 0, implicit $mode, implicit $exec"),
    "salu_exec":   ("exec", "s_mov_b64 exec, s[2:3]", "$exec = S_MOV_B64 $sgpr2_sgpr3"),
    "smfmac":      ("vgpr4", f"v_smfmac_f32_16x16x32_f16 {V(R,4)}, v[2:3], v[4:7], v8",
                    f"{MV(R,4)} = V_SMFMAC_F32_16X16X32_F16_e64 $vgpr2_vgpr3, $vgpr4_vgpr5_vgpr6_vgpr7, $vgpr8, 0, 0, {MV(R,4)}, implicit $mode, implicit $exec"),
    "cvt_pk_hi":   ("vgpr", f"v_cvt_pk_fp8_f32 {V(R)}, v1, v2 op_sel:[0,0,1]",
                    f"{MV(R)} = V_CVT_PK_FP8_F32_e64 8, $vgpr1, 0, $vgpr2, {MV(R)}, 0, implicit $mode, implicit $exec"),
    "cvt_sr_byte1": ("vgpr", f"v_cvt_sr_fp8_f32 {V(R)}, v1, v2 op_sel:[0,0,1,0]",
                    f"{MV(R)} = V_CVT_SR_FP8_F32_e64 0, $vgpr1, 0, $vgpr2, 4, {MV(R)}, 0, implicit $mode, implicit $exec"),
    "cvt_scale_hi": ("vgpr", f"v_cvt_scalef32_pk_fp8_f32 {V(R)}, v1, v2, v3 op_sel:[0,0,0,1]",
                    f"{MV(R)} = V_CVT_SCALEF32_PK_FP8_F32_e64 0, $vgpr1, 0, $vgpr2, 0, $vgpr3, {MV(R)}, 8, implicit $mode, implicit $exec",
                    ("gfx950",)),
    "sgemm16":     ("vgpr16", f"v_mfma_f32_32x32x2_f32 {V(R,16)}, v2, v3, v[32:47]",
                    f"{MV(R,16)} = V_MFMA_F32_32X32X2F32_vgprcd_e64 $vgpr2, $vgpr3, {MV(32,16)}, 0, 0, 0, implicit $mode, implicit $exec"),
    "xdl2_4x4":    ("vgpr4", f"v_mfma_f32_4x4x4_16b_f16 {V(R,4)}, v[2:3], v[4:5], v[20:23]",
                    f"{MV(R,4)} = V_MFMA_F32_4X4X4F16_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(20,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
    "acc_write":   ("agpr4", f"v_accvgpr_write_b32 {A(R)}, v1", f"{MA(R)} = V_ACCVGPR_WRITE_B32_e64 $vgpr1, implicit $exec"),
    "mfma4_acc":   ("vgpr4", f"v_mfma_f32_16x16x16_f16 {V(R,4)}, v[2:3], v[4:5], {V(R,4)}",
                    f"{MV(R,4)} = V_MFMA_F32_16X16X16F16_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(R,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
}
# consumers: kind -> list of (name, asm, mir)
CONSUMERS = {
    "vgpr": [
        ("valu_read", f"v_add_u32_e32 v7, {V(R)}, v1", f"$vgpr7 = V_ADD_U32_e32 {MV(R)}, $vgpr1, implicit $exec"),
        ("valu_waw", f"v_mov_b32_e32 {V(R)}, 0", f"{MV(R)} = V_MOV_B32_e32 0, implicit $exec"),
        ("trans_read", f"v_exp_f32_e32 v7, {V(R)}", f"$vgpr7 = V_EXP_F32_e32 {MV(R)}, implicit $mode, implicit $exec"),
        ("dpp_read", f"v_mov_b32_dpp v7, {V(R)} quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
         f"$vgpr7 = V_MOV_B32_dpp $vgpr7, {MV(R)}, 177, 15, 15, 0, implicit $exec"),
        ("mfma_srca", f"v_mfma_f32_16x16x16_f16 v[40:43], {V(R,2)}, v[4:5], v[40:43]",
         f"{MV(40,4)} = V_MFMA_F32_16X16X16F16_vgprcd_e64 {MV(R,2)}, $vgpr4_vgpr5, {MV(40,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("readlane", f"v_readlane_b32 s6, {V(R)}, s4", f"$sgpr6 = V_READLANE_B32 {MV(R)}, $sgpr4, implicit $exec"),
        ("ds_write", f"ds_write_b32 v1, {V(R)}", f"DS_WRITE_B32_gfx9 $vgpr1, {MV(R)}, 0, 0, implicit $exec"),
        ("gload_addr", f"global_load_dword v7, {V(R,2)}, off", f"$vgpr7 = GLOBAL_LOAD_DWORD {MV(R,2)}, 0, 0, implicit $exec"),
        ("mfma_srcc", f"v_mfma_f32_16x16x16_f16 v[40:43], v[2:3], v[4:5], {V(R,4)}",
         f"{MV(40,4)} = V_MFMA_F32_16X16X16F16_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(R,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("accvgpr_write_src", f"v_accvgpr_write_b32 a3, {V(R)}", f"$agpr3 = V_ACCVGPR_WRITE_B32_e64 {MV(R)}, implicit $exec"),
        ("smfmac_idx", f"v_smfmac_f32_16x16x32_f16 v[40:43], v[2:3], v[4:7], {V(R)}",
         f"{MV(40,4)} = V_SMFMAC_F32_16X16X32_F16_e64 $vgpr2_vgpr3, $vgpr4_vgpr5_vgpr6_vgpr7, {MV(R)}, 0, 0, {MV(40,4)}, implicit $mode, implicit $exec"),
        ("dot_srca", f"v_dot2_f32_f16 v7, {V(R)}, v2, v3", f"$vgpr7 = V_DOT2_F32_F16 8, {MV(R)}, 8, $vgpr2, 0, $vgpr3, 0, 0, 0, 0, 0, implicit $mode, implicit $exec"),
        ("permlane_swap", f"v_permlane32_swap_b32_e32 {V(R)}, v11", f"{MV(R)}, $vgpr11 = V_PERMLANE32_SWAP_B32_e32 {MV(R)}, $vgpr11, implicit $exec",
         ("gfx950",)),
        ("mfma_scale_a", f"v_mfma_scale_f32_16x16x128_f8f6f4 v[40:43], v[20:27], v[28:35], v[40:43], {V(R)}, v21 op_sel_hi:[0,0,0]",
         f"{MV(40,4)} = V_MFMA_SCALE_F32_16X16X128_F8F6F4_f8_f8_vgprcd_e64 {MV(20,8)}, {MV(28,8)}, {MV(40,4)}, 0, 0, {MV(R)}, $vgpr21, 0, 0, implicit $mode, implicit $exec",
         ("gfx950",)),
    ],
    "vgpr4": [
        ("valu_read", f"v_add_u32_e32 v7, {V(R+1)}, v1", f"$vgpr7 = V_ADD_U32_e32 {MV(R+1)}, $vgpr1, implicit $exec"),
        ("valu_waw", f"v_mov_b32_e32 {V(R+2)}, 0", f"{MV(R+2)} = V_MOV_B32_e32 0, implicit $exec"),
        ("mfma_srca", f"v_mfma_f32_16x16x16_f16 v[40:43], {V(R,2)}, v[4:5], v[40:43]",
         f"{MV(40,4)} = V_MFMA_F32_16X16X16F16_vgprcd_e64 {MV(R,2)}, $vgpr4_vgpr5, {MV(40,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("mfma_srcc_same", f"v_mfma_f32_16x16x16_f16 {V(R,4)}, v[2:3], v[4:5], {V(R,4)}",
         f"{MV(R,4)} = V_MFMA_F32_16X16X16F16_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(R,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("mfma_srcc_other", f"v_mfma_f32_16x16x16_f16 v[40:43], v[2:3], v[4:5], {V(R,4)}",
         f"{MV(40,4)} = V_MFMA_F32_16X16X16F16_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(R,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("mfma_waw", f"v_mfma_f32_16x16x16_f16 {V(R,4)}, v[2:3], v[4:5], v[40:43]",
         f"{MV(R,4)} = V_MFMA_F32_16X16X16F16_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(40,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("ds_write", f"ds_write_b32 v1, {V(R+3)}", f"DS_WRITE_B32_gfx9 $vgpr1, {MV(R+3)}, 0, 0, implicit $exec"),
        ("gstore_data", f"global_store_dword v[0:1], {V(R)}, off", f"GLOBAL_STORE_DWORD $vgpr0_vgpr1, {MV(R)}, 0, 0, implicit $exec"),
        ("dgemm_srca", f"v_mfma_f64_16x16x4_f64 v[60:67], {V(R,2)}, v[4:5], v[60:67]",
         f"{MV(60,8)} = V_MFMA_F64_16X16X4F64_vgprcd_e64 {MV(R,2)}, $vgpr4_vgpr5, {MV(60,8)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("smfmac_srcc_same", f"v_smfmac_f32_16x16x32_f16 {V(R,4)}, v[2:3], v[4:7], v8",
         f"{MV(R,4)} = V_SMFMAC_F32_16X16X32_F16_e64 $vgpr2_vgpr3, $vgpr4_vgpr5_vgpr6_vgpr7, $vgpr8, 0, 0, {MV(R,4)}, implicit $mode, implicit $exec"),
        ("smfmac_srcb", f"v_smfmac_f32_16x16x32_f16 v[40:43], v[2:3], {V(R,4)}, v8",
         f"{MV(40,4)} = V_SMFMAC_F32_16X16X32_F16_e64 $vgpr2_vgpr3, {MV(R,4)}, $vgpr8, 0, 0, {MV(40,4)}, implicit $mode, implicit $exec"),
        ("mfma16_srcc_overlap", f"v_mfma_f32_32x32x8_f16 v[40:55], v[2:3], v[4:5], v[{R-2}:{R+13}]",
         f"{MV(40,16)} = V_MFMA_F32_32X32X8F16_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(R-2,16)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("readlane", f"v_readlane_b32 s6, {V(R+1)}, s4", f"$sgpr6 = V_READLANE_B32 {MV(R+1)}, $sgpr4, implicit $exec"),
        ("valu_waw_whole", f"v_mov_b32_e32 {V(R)}, 0", f"{MV(R)} = V_MOV_B32_e32 0, implicit $exec"),
    ],
    "vgpr16": [
        ("valu_read", f"v_add_u32_e32 v7, {V(R+5)}, v1", f"$vgpr7 = V_ADD_U32_e32 {MV(R+5)}, $vgpr1, implicit $exec"),
        # an FP32 MFMA accumulating into its own result (after an XDL producer: case 104)
        ("sgemm_srcc_same", f"v_mfma_f32_32x32x2_f32 {V(R,16)}, v2, v3, {V(R,16)}",
         f"{MV(R,16)} = V_MFMA_F32_32X32X2F32_vgprcd_e64 $vgpr2, $vgpr3, {MV(R,16)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("mfma_srcc_same", f"v_mfma_f32_32x32x8_f16 {V(R,16)}, v[2:3], v[4:5], {V(R,16)}",
         f"{MV(R,16)} = V_MFMA_F32_32X32X8F16_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(R,16)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("mfma4_srcc_overlap", f"v_mfma_f32_16x16x16_f16 v[50:53], v[2:3], v[4:5], {V(R+4,4)}",
         f"{MV(50,4)} = V_MFMA_F32_16X16X16F16_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(R+4,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("mfma_srca", f"v_mfma_f32_16x16x16_f16 v[50:53], {V(R+2,2)}, v[4:5], v[50:53]",
         f"{MV(50,4)} = V_MFMA_F32_16X16X16F16_vgprcd_e64 {MV(R+2,2)}, $vgpr4_vgpr5, {MV(50,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("gstore_data", f"global_store_dword v[0:1], {V(R+3)}, off", f"GLOBAL_STORE_DWORD $vgpr0_vgpr1, {MV(R+3)}, 0, 0, implicit $exec"),
        ("valu_waw", f"v_mov_b32_e32 {V(R+7)}, 0", f"{MV(R+7)} = V_MOV_B32_e32 0, implicit $exec"),
        ("ds_write", f"ds_write_b32 v1, {V(R+9)}", f"DS_WRITE_B32_gfx9 $vgpr1, {MV(R+9)}, 0, 0, implicit $exec"),
    ],
    "vgpr8": [
        ("valu_read", f"v_add_u32_e32 v7, {V(R+5)}, v1", f"$vgpr7 = V_ADD_U32_e32 {MV(R+5)}, $vgpr1, implicit $exec"),
        ("dgemm_srcc_same", f"v_mfma_f64_16x16x4_f64 {V(R,8)}, v[2:3], v[4:5], {V(R,8)}",
         f"{MV(R,8)} = V_MFMA_F64_16X16X4F64_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(R,8)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("mfma_srca", f"v_mfma_f32_16x16x16_f16 v[50:53], {V(R+2,2)}, v[4:5], v[50:53]",
         f"{MV(50,4)} = V_MFMA_F32_16X16X16F16_vgprcd_e64 {MV(R+2,2)}, $vgpr4_vgpr5, {MV(50,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("gload_addr", f"global_load_dword v7, {V(R+2,2)}, off", f"$vgpr7 = GLOBAL_LOAD_DWORD {MV(R+2,2)}, 0, 0, implicit $exec"),
        ("valu_waw", f"v_mov_b32_e32 {V(R+7)}, 0", f"{MV(R+7)} = V_MOV_B32_e32 0, implicit $exec"),
        ("dgemm_srca", f"v_mfma_f64_16x16x4_f64 v[60:67], {V(R+2,2)}, v[4:5], v[60:67]",
         f"{MV(60,8)} = V_MFMA_F64_16X16X4F64_vgprcd_e64 {MV(R+2,2)}, $vgpr4_vgpr5, {MV(60,8)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("ds_write", f"ds_write_b32 v1, {V(R+1)}", f"DS_WRITE_B32_gfx9 $vgpr1, {MV(R+1)}, 0, 0, implicit $exec"),
    ],
    "vgpr4_store": [
        ("valu_waw", f"v_mov_b32_e32 {V(R+2)}, 0", f"{MV(R+2)} = V_MOV_B32_e32 0, implicit $exec"),
        ("valu_read", f"v_add_u32_e32 v7, {V(R+2)}, v1", f"$vgpr7 = V_ADD_U32_e32 {MV(R+2)}, $vgpr1, implicit $exec"),
        ("mfma_waw", f"v_mfma_f32_16x16x16_f16 {V(R,4)}, v[2:3], v[4:5], v[40:43]",
         f"{MV(R,4)} = V_MFMA_F32_16X16X16F16_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(40,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
    ],
    "sgpr": [
        ("readlane_sel", f"v_readlane_b32 s6, v3, s{R}", f"$sgpr6 = V_READLANE_B32 $vgpr3, {MS(R)}, implicit $exec"),
        ("writelane_sel", f"v_writelane_b32 v7, 5, s{R}", f"$vgpr7 = V_WRITELANE_B32 5, {MS(R)}, $vgpr7, implicit $exec"),
        ("valu_const", f"v_add_u32_e32 v7, s{R}, v1", f"$vgpr7 = V_ADD_U32_e32 {MS(R)}, $vgpr1, implicit $exec"),
        ("vmem_saddr", f"global_load_dword v7, v1, s[{R}:{R+1}]", f"$vgpr7 = GLOBAL_LOAD_DWORD_SADDR {MS(R,2)}, $vgpr1, 0, 0, implicit $exec"),
        ("salu_read", f"s_add_u32 s6, s{R}, 1", f"$sgpr6 = S_ADD_U32 {MS(R)}, 1, implicit-def $scc"),
        ("smem_base", f"s_load_dword s6, s[{R}:{R+1}], 0x0", f"$sgpr6 = S_LOAD_DWORD_IMM {MS(R,2)}, 0, 0"),
        ("cndmask_mask", f"v_cndmask_b32_e64 v7, v1, v2, s[{R}:{R+1}]", f"$vgpr7 = V_CNDMASK_B32_e64 0, $vgpr1, 0, $vgpr2, {MS(R,2)}, implicit $exec"),
        ("buffer_soffset", f"buffer_load_dword v7, v1, s[20:23], s{R} offen", f"$vgpr7 = BUFFER_LOAD_DWORD_OFFEN $vgpr1, $sgpr20_sgpr21_sgpr22_sgpr23, {MS(R)}, 0, 0, 0, implicit $exec"),
    ],
    "vcc": [
        ("div_fmas", "v_div_fmas_f32 v7, v1, v2, v3", "$vgpr7 = V_DIV_FMAS_F32_e64 0, $vgpr1, 0, $vgpr2, 0, $vgpr3, 0, 0, implicit $mode, implicit $vcc, implicit $exec"),
        ("cndmask", "v_cndmask_b32_e32 v7, v1, v2, vcc", "$vgpr7 = V_CNDMASK_B32_e32 $vgpr1, $vgpr2, implicit $vcc, implicit $exec"),
        ("valu_const", "v_add_u32_e32 v7, vcc_lo, v1", "$vgpr7 = V_ADD_U32_e32 $vcc_lo, $vgpr1, implicit $exec"),
        ("salu_read", "s_and_b64 s[6:7], vcc, exec", "$sgpr6_sgpr7 = S_AND_B64 $vcc, $exec, implicit-def $scc"),
        ("addc_carry", "v_addc_co_u32_e32 v7, vcc, v1, v2, vcc", "$vgpr7 = V_ADDC_U32_e32 $vgpr1, $vgpr2, implicit-def $vcc, implicit $vcc, implicit $exec"),
        ("readlane_sel", "v_readlane_b32 s6, v3, vcc_lo", "$sgpr6 = V_READLANE_B32 $vgpr3, $vcc_lo, implicit $exec"),
        ("cbranch_vccz", "s_cbranch_vccz .Lnext", "S_CBRANCH_VCCZ %bb.1, implicit $vcc"),
    ],
    "exec": [
        ("dpp", "v_mov_b32_dpp v7, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
         "$vgpr7 = V_MOV_B32_dpp $vgpr7, $vgpr1, 177, 15, 15, 0, implicit $exec"),
        ("mfma", "v_mfma_f32_16x16x16_f16 v[40:43], v[2:3], v[4:5], v[40:43]",
         f"{MV(40,4)} = V_MFMA_F32_16X16X16F16_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(40,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("readlane", "v_readlane_b32 s6, v3, s4", "$sgpr6 = V_READLANE_B32 $vgpr3, $sgpr4, implicit $exec"),
        ("valu", "v_add_u32_e32 v7, v1, v2", "$vgpr7 = V_ADD_U32_e32 $vgpr1, $vgpr2, implicit $exec"),
        ("valu_exec_const", "v_add_u32_e32 v7, exec_lo, v1", "$vgpr7 = V_ADD_U32_e32 $exec_lo, $vgpr1, implicit $exec"),
        ("writelane", "v_writelane_b32 v7, 5, s4", "$vgpr7 = V_WRITELANE_B32 5, $sgpr4, $vgpr7, implicit $exec"),
        ("cbranch_execz", "s_cbranch_execz .Lnext", "S_CBRANCH_EXECZ %bb.1, implicit $exec"),
    ],
    "vgpr4_read": [
        ("valu_waw", f"v_mov_b32_e32 {V(R+1)}, 0", f"{MV(R+1)} = V_MOV_B32_e32 0, implicit $exec"),
        ("mfma_waw", f"v_mfma_f32_16x16x16_f16 {V(R,4)}, v[2:3], v[4:5], v[60:63]",
         f"{MV(R,4)} = V_MFMA_F32_16X16X16F16_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(60,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("dgemm_waw", f"v_mfma_f64_16x16x4_f64 {V(R,8)}, v[2:3], v[4:5], v[60:67]",
         f"{MV(R,8)} = V_MFMA_F64_16X16X4F64_vgprcd_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MV(60,8)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("gload_waw", f"global_load_dword {V(R)}, v[0:1], off", f"{MV(R)} = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec"),
        ("ds_read_waw", f"ds_read_b32 {V(R)}, v1", f"{MV(R)} = DS_READ_B32_gfx9 $vgpr1, 0, 0, implicit $exec"),
    ],
    "agpr4": [
        ("accvgpr_read", f"v_accvgpr_read_b32 v7, {A(R+1)}", f"$vgpr7 = V_ACCVGPR_READ_B32_e64 {MA(R+1)}, implicit $exec"),
        ("accvgpr_write_waw", f"v_accvgpr_write_b32 {A(R+1)}, v1", f"{MA(R+1)} = V_ACCVGPR_WRITE_B32_e64 $vgpr1, implicit $exec"),
        ("mfma_srcc_same", f"v_mfma_f32_16x16x16_f16 {A(R,4)}, v[2:3], v[4:5], {A(R,4)}",
         f"{MA(R,4)} = V_MFMA_F32_16X16X16F16_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MA(R,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("mfma_srcc_other", f"v_mfma_f32_16x16x16_f16 a[40:43], v[2:3], v[4:5], {A(R,4)}",
         f"{MA(40,4)} = V_MFMA_F32_16X16X16F16_e64 $vgpr2_vgpr3, $vgpr4_vgpr5, {MA(R,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
        ("gstore_data", f"global_store_dword v[0:1], {A(R+2)}, off", f"GLOBAL_STORE_DWORD $vgpr0_vgpr1, {MA(R+2)}, 0, 0, implicit $exec"),
        ("ds_write", f"ds_write_b32 v1, {A(R+3)}", f"DS_WRITE_B32_gfx9 $vgpr1, {MA(R+3)}, 0, 0, implicit $exec"),
    ],
    "vgpr_dot": [
        ("dot_srca", f"v_dot2_f32_f16 v7, {V(R)}, v2, v3", f"$vgpr7 = V_DOT2_F32_F16 8, {MV(R)}, 8, $vgpr2, 0, $vgpr3, 0, 0, 0, 0, 0, implicit $mode, implicit $exec"),
        ("dot_srcc", f"v_dot2_f32_f16 v7, v1, v2, {V(R)}", f"$vgpr7 = V_DOT2_F32_F16 8, $vgpr1, 8, $vgpr2, 0, {MV(R)}, 0, 0, 0, 0, 0, implicit $mode, implicit $exec"),
        ("dot_waw", f"v_dot2_f32_f16 {V(R)}, v1, v2, v3", f"{MV(R)} = V_DOT2_F32_F16 8, $vgpr1, 8, $vgpr2, 0, $vgpr3, 0, 0, 0, 0, 0, implicit $mode, implicit $exec"),
        ("valu_read", f"v_add_u32_e32 v7, {V(R)}, v1", f"$vgpr7 = V_ADD_U32_e32 {MV(R)}, $vgpr1, implicit $exec"),
        ("mfma_srca", f"v_mfma_f32_16x16x16_f16 v[40:43], {V(R,2)}, v[4:5], v[40:43]",
         f"{MV(40,4)} = V_MFMA_F32_16X16X16F16_vgprcd_e64 {MV(R,2)}, $vgpr4_vgpr5, {MV(40,4)}, 0, 0, 0, implicit $mode, implicit $exec"),
    ],
    "hwreg": [
        ("getreg", "s_getreg_b32 s6, hwreg(HW_REG_MODE, 0, 4)", "$sgpr6 = S_GETREG_B32 6145, implicit $mode"),
        ("setreg", "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s2", "S_SETREG_B32 $sgpr2, 6145, implicit-def $mode, implicit $mode"),
        ("valu_f32", "v_add_f32_e32 v7, v1, v2", "$vgpr7 = V_ADD_F32_e32 $vgpr1, $vgpr2, implicit $mode, implicit $exec"),
    ],
    "m0": [
        ("lds_dma", "global_load_lds_dword v[2:3], off", "GLOBAL_LOAD_LDS_DWORD $vgpr2_vgpr3, 0, 0, implicit $m0, implicit $exec"),
        ("s_sendmsg", "s_sendmsg sendmsg(MSG_INTERRUPT)", "S_SENDMSG 1, implicit $exec, implicit $m0"),
        ("movrel", "s_movrels_b32 s6, s1", "$sgpr6 = S_MOVRELS_B32 $sgpr1, implicit $m0"),
        ("ds_addtid", "ds_read_addtid_b32 v7", "$vgpr7 = DS_READ_ADDTID_B32 0, 0, implicit $m0, implicit $exec"),
    ],
}


def llvm_nops(target: str, pairs: list[tuple[str, str]], passes: str = "post-RA-hazard-rec") -> list[int]:
    """wait states LLVM puts between each pair (MIR functions in one file; a consumer that
    branches goes to the next block, which ends the program); ``passes``: the llc passes run
    (e.g. "si-insert-waitcnts,post-RA-hazard-rec": the waits first, each counting as a wait
    state)."""
    funcs = []
    for i, (p, c) in enumerate(pairs):
        if "%bb.1" in c:
            body = f"  bb.0:\n    successors: %bb.1\n    {p}\n    {c}\n  bb.1:\n    S_ENDPGM 0\n"
        else:
            body = f"  bb.0:\n    {p}\n    {c}\n    S_ENDPGM 0\n"
        funcs.append(f"---\nname: f{i}\ntracksRegLiveness: false\nbody: |\n{body}...\n")
    r = subprocess.run([LLC, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={target}", f"-run-pass={passes}",
                        "-x", "mir", "-o", "-", "-"], input="".join(funcs), capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError(r.stderr[:2000])
    out = []
    for body in r.stdout.split("\nname:")[1:]:
        lines = [ln.strip() for ln in body.split("bb.0:")[1].split("...")[0].strip().splitlines() if ln.strip()]
        out.append(sum(int(ln.split()[1]) + 1 for ln in lines if ln.startswith("S_NOP")))
    return out


def our_nops(target, p: str, c: str) -> int:
    """wait states the pass's hazard resolver puts into the pair (a branching consumer's
    target label, .Lnext, is the end of the program)."""
    tail = "\n.Lnext:\ns_endpgm\n" if ".Lnext" in c else "\ns_endpgm\n"
    prog = hazards.run(parse_asm(f"k:\n{p}\n{c}{tail}", "<pair>"), target, {})
    insts = [i for b in prog.kernels[0].blocks for i in b.instructions]
    return sum(int(i.operands[0].value) + 1 for i in insts if i.base == "s_nop")


def _llc() -> str | None:
    """LLVM's llc, as the toolchain finds its other tools (ROCm's, else Debian llvm-22's)."""
    from wave_asm_ext import toolchain

    try:
        return toolchain.find_tool("llc")
    except toolchain.ToolchainError:
        return None


LLC = _llc()


#: instructions put between producer and consumer (``compare(fill=...)``): both sides must count
#: them as wait states the same way
FILLERS = {"salu": ("s_add_u32 s30, s31, 1", "$sgpr30 = S_ADD_U32 $sgpr31, 1, implicit-def $scc"),
           "valu": ("v_mov_b32_e32 v60, 0", "$vgpr60 = V_MOV_B32_e32 0, implicit $exec"),
           "waitcnt": ("s_waitcnt vmcnt(0)", "S_WAITCNT 3952"),
           "smem": ("s_load_dword s30, s[0:1], 0x0", "$sgpr30 = S_LOAD_DWORD_IMM $sgpr0_sgpr1, 0, 0")}


def compare(target_name: str, fill: str | None = None, count: int = 1) -> list[tuple[str, str, int, int]]:
    """(producer, consumer, LLVM's wait states, the pass's) for every pair on one target;
    ``fill``: ``count`` instructions of that ``FILLERS`` kind between the two (branching
    consumers left out then)."""
    t = load_target(target_name)
    combos = [(pn, cn, pa, pm, ca, cm) for pn, (kind, pa, pm, *pt) in PRODUCERS.items()
              for cn, ca, cm, *ct in CONSUMERS.get(kind, [])
              if target_name in (pt[0] if pt else (target_name,)) and target_name in (ct[0] if ct else (target_name,))
              and not (fill and "%bb.1" in cm)]
    fa, fm = FILLERS[fill] if fill else ("", "")
    between_a = "".join("\n" + fa for _ in range(count)) if fill else ""
    between_m = "".join("\n    " + fm for _ in range(count)) if fill else ""
    ll = llvm_nops(target_name, [(pm + between_m, cm) for _, _, _, pm, _, cm in combos])
    return [(pn, cn, lw, our_nops(t, pa + between_a, ca))
            for (pn, cn, pa, _pm, ca, _cm), lw in zip(combos, ll)]


def main() -> int:
    bad = 0
    for tn in sys.argv[1:] or ["gfx942", "gfx950"]:
        for fill, count in [(None, 1)] + [(f, n) for f in FILLERS for n in (1, 3)]:
            rows = compare(tn, fill, count)
            fewer = [(p, c, lw, ow) for p, c, lw, ow in rows if ow < lw and (p, c) not in EXPECTED_FEWER]
            bad += len(fewer)
            if fill:
                print(f"{tn}, {count} {fill} between: {len(rows)} pairs, {sum(lw == ow for *_, lw, ow in rows)} equal, "
                      f"fewer than LLVM unexplained: {fewer or 'none'}")
        rows = compare(tn)
        agree = sum(lw == ow for _, _, lw, ow in rows)
        print(f"{tn}: {len(rows)} pairs, {agree} equal")
        for pn, cn, lw, ow in rows:
            if lw != ow:
                why = ("recorded (EXPECTED_FEWER)" if (pn, cn) in EXPECTED_FEWER else
                       "conservative" if ow > lw else "FEWER THAN LLVM")
                print(f"  {pn} -> {cn}: LLVM {lw}, the pass {ow} ({why})")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
