; To reproduce the .rocmasm from .optimized.ll, run:
; llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -mattr='-fma-mix-insts' -O3 <.optimized.ll> -o <out.rocmasm>

	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm
	.p2align	8
	.type	gemm,@function
gemm:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
.LBB0_0:
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	v_lshrrev_b32_e32 v14, 2, v1
	v_lshlrev_b32_e32 v15, 5, v0
	v_lshlrev_b32_e32 v2, 3, v1
	v_lshlrev_b32_e32 v3, 5, v14
	v_or_b32_e32 v16, v14, v15
	s_lshl_b32 s30, s8, 6
	v_sub_u32_e32 v46, v2, v3
	s_movk_i32 s0, 0xc8
	v_or_b32_e32 v0, s30, v16
	v_or_b32_e32 v2, 7, v46
	v_or_b32_e32 v3, 6, v46
	v_cmp_gt_u32_e32 vcc, s0, v0
	v_mul_u32_u24_e32 v0, 0xc8, v0
	v_or_b32_e32 v4, 5, v46
	v_or_b32_e32 v5, 4, v46
	v_or_b32_e32 v8, 1, v46
	v_cmp_gt_i32_e64 s[10:11], s0, v3
	v_cmp_gt_i32_e64 s[24:25], s0, v2
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 1, v0
	v_ashrrev_i32_e32 v47, 31, v46
	v_or_b32_e32 v6, 3, v46
	v_or_b32_e32 v7, 2, v46
	v_cmp_gt_i32_e64 s[20:21], s0, v46
	v_cmp_gt_i32_e64 s[22:23], s0, v8
	v_cmp_gt_i32_e64 s[14:15], s0, v5
	v_cmp_gt_i32_e64 s[12:13], s0, v4
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[2:3]
	v_cmp_gt_i32_e64 s[18:19], s0, v7
	v_cmp_gt_i32_e64 s[16:17], s0, v6
	s_and_b64 s[0:1], vcc, s[22:23]
	s_and_b64 s[28:29], vcc, s[20:21]
	v_lshl_add_u64 v[6:7], v[46:47], 1, v[4:5]
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	s_and_saveexec_b64 s[26:27], s[28:29]
	s_cbranch_execnz .LBB0_71
	s_or_b64 exec, exec, s[26:27]
	s_and_b64 s[28:29], vcc, s[18:19]
	s_and_saveexec_b64 s[26:27], s[0:1]
	s_cbranch_execnz .LBB0_72
.LBB0_2:
	s_or_b64 exec, exec, s[26:27]
	s_and_b64 s[26:27], vcc, s[16:17]
	s_and_saveexec_b64 s[0:1], s[28:29]
	s_cbranch_execnz .LBB0_73
.LBB0_3:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[0:1], vcc, s[14:15]
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execnz .LBB0_74
.LBB0_4:
	s_or_b64 exec, exec, s[28:29]
	s_and_b64 s[26:27], vcc, s[12:13]
	s_and_saveexec_b64 s[28:29], s[0:1]
	s_cbranch_execnz .LBB0_75
.LBB0_5:
	s_or_b64 exec, exec, s[28:29]
	s_and_b64 s[0:1], vcc, s[10:11]
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execnz .LBB0_76
.LBB0_6:
	s_or_b64 exec, exec, s[28:29]
	s_and_b64 s[26:27], vcc, s[24:25]
	s_and_saveexec_b64 s[28:29], s[0:1]
	s_cbranch_execnz .LBB0_77
.LBB0_7:
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[0:1], s[26:27]
	s_cbranch_execz .LBB0_9
.LBB0_8:
	global_load_ushort v6, v[6:7], off offset:14
	s_mov_b32 s8, 0x5040100
	s_waitcnt vmcnt(0)
	v_perm_b32 v5, v6, v5, s8
.LBB0_9:
	s_or_b64 exec, exec, s[0:1]
	s_lshl_b32 s26, s9, 6
	v_or_b32_e32 v6, s26, v16
	s_movk_i32 s0, 0xc8
	v_cmp_gt_u32_e64 s[0:1], s0, v6
	v_mul_u32_u24_e32 v6, 0xc8, v6
	v_mov_b32_e32 v9, 0
	v_lshlrev_b32_e32 v8, 1, v6
	v_lshl_add_u64 v[10:11], s[4:5], 0, v[8:9]
	s_and_b64 s[8:9], s[0:1], s[22:23]
	s_and_b64 s[22:23], s[0:1], s[20:21]
	v_lshl_add_u64 v[12:13], v[46:47], 1, v[10:11]
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	s_and_saveexec_b64 s[20:21], s[22:23]
	s_cbranch_execnz .LBB0_78
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 s[18:19], s[0:1], s[18:19]
	s_and_saveexec_b64 s[20:21], s[8:9]
	s_cbranch_execnz .LBB0_79
.LBB0_11:
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 s[8:9], s[0:1], s[16:17]
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execnz .LBB0_80
.LBB0_12:
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[14:15], s[0:1], s[14:15]
	s_and_saveexec_b64 s[16:17], s[8:9]
	s_cbranch_execnz .LBB0_81
.LBB0_13:
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[12:13], s[0:1], s[12:13]
	s_and_saveexec_b64 s[8:9], s[14:15]
	s_cbranch_execnz .LBB0_82
.LBB0_14:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[8:9], s[0:1], s[10:11]
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execnz .LBB0_83
.LBB0_15:
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[10:11], s[0:1], s[24:25]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execnz .LBB0_84
.LBB0_16:
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB0_18
.LBB0_17:
	global_load_ushort v7, v[12:13], off offset:14
	s_mov_b32 s10, 0x5040100
	s_waitcnt vmcnt(0)
	v_perm_b32 v11, v7, v11, s10
.LBB0_18:
	s_or_b64 exec, exec, s[8:9]
	v_mul_u32_u24_e32 v7, 36, v16
	v_add_lshl_u32 v57, v7, v46, 1
	v_add_u32_e32 v59, 0x1200, v57
	ds_write2_b64 v59, v[2:3], v[4:5] offset1:1
	ds_write2_b64 v57, v[8:9], v[10:11] offset1:1
	v_and_b32_e32 v2, 15, v1
	v_lshrrev_b32_e32 v1, 1, v1
	v_or_b32_e32 v56, v2, v15
	v_and_b32_e32 v54, 12, v14
	v_and_b32_e32 v55, 32, v1
	v_or_b32_e32 v1, v55, v2
	v_mul_u32_u24_e32 v2, 36, v56
	v_lshlrev_b32_e32 v3, 1, v54
	v_lshl_add_u32 v58, v2, 1, v3
	v_mul_u32_u24_e32 v1, 36, v1
	v_mov_b32_e32 v2, 0
	v_lshl_add_u32 v60, v1, 1, v3
	v_lshlrev_b64 v[4:5], 1, v[46:47]
	v_lshlrev_b32_e32 v6, 1, v6
	v_mov_b32_e32 v7, v2
	v_lshlrev_b32_e32 v0, 1, v0
	v_mov_b32_e32 v1, v2
	v_lshl_add_u64 v[6:7], v[4:5], 0, v[6:7]
	v_lshl_add_u64 v[0:1], v[4:5], 0, v[0:1]
	v_lshl_add_u64 v[48:49], s[4:5], 0, v[6:7]
	v_lshl_add_u64 v[50:51], s[2:3], 0, v[0:1]
	s_mov_b64 s[20:21], 64
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	s_movk_i32 s24, 0xa8
	s_movk_i32 s25, 0xa1
	s_movk_i32 s27, 0xa2
	s_movk_i32 s28, 0xa3
	s_movk_i32 s29, 0xa4
	s_movk_i32 s31, 0xa5
	s_movk_i32 s33, 0xa6
	s_movk_i32 s34, 0xa7
	s_mov_b32 s35, 0x5040100
	s_mov_b32 s36, 0xffff
	v_add_u32_e32 v47, 0x1000, v60
	s_branch .LBB0_20
.LBB0_19:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[4:7], v[34:35], v[30:31], v[6:9]
	s_add_u32 s20, s20, 64
	s_addc_u32 s21, s21, 0
	v_add_u32_e32 v46, 32, v46
	v_mfma_f32_16x16x16_f16 v[14:17], v[34:35], v[22:23], v[14:17]
	s_cmpk_lg_i32 s20, 0x1c0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mfma_f32_16x16x16_f16 v[18:21], v[26:27], v[30:31], v[18:21]
	ds_write2_b64 v59, v[38:39], v[40:41] offset1:1
	ds_write2_b64 v57, v[42:43], v[44:45] offset1:1
	v_mfma_f32_16x16x16_f16 v[10:13], v[26:27], v[22:23], v[10:13]
	v_mfma_f32_16x16x16_f16 v[6:9], v[36:37], v[32:33], v[4:7]
	v_mfma_f32_16x16x16_f16 v[14:17], v[36:37], v[24:25], v[14:17]
	v_mfma_f32_16x16x16_f16 v[18:21], v[28:29], v[32:33], v[18:21]
	v_mfma_f32_16x16x16_f16 v[10:13], v[28:29], v[24:25], v[10:13]
	s_cbranch_scc0 .LBB0_52
.LBB0_20:
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[30:33], v58 offset1:4
	ds_read2_b64 v[22:25], v58 offset0:144 offset1:148
	ds_read2_b64 v[34:37], v47 offset0:64 offset1:68
	ds_read2_b64 v[26:29], v47 offset0:208 offset1:212
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_cmp_gt_i32_e64 s[18:19], s24, v46
	v_mov_b32_e32 v3, v2
	v_mov_b64_e32 v[40:41], v[4:5]
	v_cmp_gt_i32_e64 s[2:3], s25, v46
	v_cmp_gt_i32_e64 s[4:5], s27, v46
	v_cmp_gt_i32_e64 s[8:9], s28, v46
	v_cmp_gt_i32_e64 s[10:11], s29, v46
	v_cmp_gt_i32_e64 s[12:13], s31, v46
	v_cmp_gt_i32_e64 s[14:15], s33, v46
	v_cmp_gt_i32_e64 s[16:17], s34, v46
	s_and_b64 s[38:39], vcc, s[18:19]
	v_lshl_add_u64 v[42:43], v[50:51], 0, s[20:21]
	v_mov_b64_e32 v[38:39], v[2:3]
	s_and_saveexec_b64 s[22:23], s[38:39]
	s_cbranch_execnz .LBB0_37
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[38:39], vcc, s[16:17]
	s_and_saveexec_b64 s[22:23], s[38:39]
	s_cbranch_execnz .LBB0_38
.LBB0_22:
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[38:39], vcc, s[14:15]
	s_and_saveexec_b64 s[22:23], s[38:39]
	s_cbranch_execnz .LBB0_39
.LBB0_23:
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[38:39], vcc, s[12:13]
	s_and_saveexec_b64 s[22:23], s[38:39]
	s_cbranch_execnz .LBB0_40
.LBB0_24:
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[38:39], vcc, s[10:11]
	s_and_saveexec_b64 s[22:23], s[38:39]
	s_cbranch_execnz .LBB0_41
.LBB0_25:
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[38:39], vcc, s[8:9]
	s_and_saveexec_b64 s[22:23], s[38:39]
	s_cbranch_execnz .LBB0_42
.LBB0_26:
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[38:39], vcc, s[4:5]
	s_and_saveexec_b64 s[22:23], s[38:39]
	s_cbranch_execnz .LBB0_43
.LBB0_27:
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[38:39], vcc, s[2:3]
	s_and_saveexec_b64 s[22:23], s[38:39]
	s_cbranch_execz .LBB0_29
.LBB0_28:
	global_load_ushort v0, v[42:43], off offset:14
	s_waitcnt vmcnt(0)
	v_perm_b32 v41, v0, v41, s35
.LBB0_29:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v3, v2
	v_mov_b64_e32 v[44:45], v[4:5]
	s_and_b64 s[22:23], s[0:1], s[18:19]
	v_lshl_add_u64 v[52:53], v[48:49], 0, s[20:21]
	v_mov_b64_e32 v[42:43], v[2:3]
	s_and_saveexec_b64 s[18:19], s[22:23]
	s_cbranch_execnz .LBB0_44
	s_or_b64 exec, exec, s[18:19]
	s_and_b64 s[18:19], s[0:1], s[16:17]
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execnz .LBB0_45
.LBB0_31:
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[16:17], s[0:1], s[14:15]
	s_and_saveexec_b64 s[14:15], s[16:17]
	s_cbranch_execnz .LBB0_46
.LBB0_32:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[14:15], s[0:1], s[12:13]
	s_and_saveexec_b64 s[12:13], s[14:15]
	s_cbranch_execnz .LBB0_47
.LBB0_33:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[12:13], s[0:1], s[10:11]
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execnz .LBB0_48
.LBB0_34:
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[10:11], s[0:1], s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execnz .LBB0_49
.LBB0_35:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[8:9], s[0:1], s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execnz .LBB0_50
.LBB0_36:
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_19
	s_branch .LBB0_51
.LBB0_37:
	global_load_ushort v0, v[42:43], off
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v1, v2
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 0xffff, v0
	v_mov_b64_e32 v[40:41], v[2:3]
	v_mov_b64_e32 v[38:39], v[0:1]
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[38:39], vcc, s[16:17]
	s_and_saveexec_b64 s[22:23], s[38:39]
	s_cbranch_execz .LBB0_22
.LBB0_38:
	global_load_ushort v0, v[42:43], off offset:2
	s_waitcnt vmcnt(0)
	v_perm_b32 v38, v0, v38, s35
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[38:39], vcc, s[14:15]
	s_and_saveexec_b64 s[22:23], s[38:39]
	s_cbranch_execz .LBB0_23
.LBB0_39:
	global_load_ushort v0, v[42:43], off offset:4
	s_waitcnt vmcnt(0)
	v_bfi_b32 v39, s36, v0, v39
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[38:39], vcc, s[12:13]
	s_and_saveexec_b64 s[22:23], s[38:39]
	s_cbranch_execz .LBB0_24
.LBB0_40:
	global_load_ushort v0, v[42:43], off offset:6
	s_waitcnt vmcnt(0)
	v_perm_b32 v39, v0, v39, s35
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[38:39], vcc, s[10:11]
	s_and_saveexec_b64 s[22:23], s[38:39]
	s_cbranch_execz .LBB0_25
.LBB0_41:
	global_load_ushort v0, v[42:43], off offset:8
	s_waitcnt vmcnt(0)
	v_bfi_b32 v40, s36, v0, v40
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[38:39], vcc, s[8:9]
	s_and_saveexec_b64 s[22:23], s[38:39]
	s_cbranch_execz .LBB0_26
.LBB0_42:
	global_load_ushort v0, v[42:43], off offset:10
	s_waitcnt vmcnt(0)
	v_perm_b32 v40, v0, v40, s35
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[38:39], vcc, s[4:5]
	s_and_saveexec_b64 s[22:23], s[38:39]
	s_cbranch_execz .LBB0_27
.LBB0_43:
	global_load_ushort v0, v[42:43], off offset:12
	s_waitcnt vmcnt(0)
	v_bfi_b32 v41, s36, v0, v41
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[38:39], vcc, s[2:3]
	s_and_saveexec_b64 s[22:23], s[38:39]
	s_cbranch_execnz .LBB0_28
	s_branch .LBB0_29
.LBB0_44:
	global_load_ushort v0, v[52:53], off
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v1, v2
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 0xffff, v0
	v_mov_b64_e32 v[44:45], v[2:3]
	v_mov_b64_e32 v[42:43], v[0:1]
	s_or_b64 exec, exec, s[18:19]
	s_and_b64 s[18:19], s[0:1], s[16:17]
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB0_31
.LBB0_45:
	global_load_ushort v0, v[52:53], off offset:2
	s_waitcnt vmcnt(0)
	v_perm_b32 v42, v0, v42, s35
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[16:17], s[0:1], s[14:15]
	s_and_saveexec_b64 s[14:15], s[16:17]
	s_cbranch_execz .LBB0_32
.LBB0_46:
	global_load_ushort v0, v[52:53], off offset:4
	s_waitcnt vmcnt(0)
	v_bfi_b32 v43, s36, v0, v43
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[14:15], s[0:1], s[12:13]
	s_and_saveexec_b64 s[12:13], s[14:15]
	s_cbranch_execz .LBB0_33
.LBB0_47:
	global_load_ushort v0, v[52:53], off offset:6
	s_waitcnt vmcnt(0)
	v_perm_b32 v43, v0, v43, s35
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[12:13], s[0:1], s[10:11]
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB0_34
.LBB0_48:
	global_load_ushort v0, v[52:53], off offset:8
	s_waitcnt vmcnt(0)
	v_bfi_b32 v44, s36, v0, v44
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[10:11], s[0:1], s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB0_35
.LBB0_49:
	global_load_ushort v0, v[52:53], off offset:10
	s_waitcnt vmcnt(0)
	v_perm_b32 v44, v0, v44, s35
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[8:9], s[0:1], s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB0_36
.LBB0_50:
	global_load_ushort v0, v[52:53], off offset:12
	s_waitcnt vmcnt(0)
	v_bfi_b32 v45, s36, v0, v45
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[4:5], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_19
.LBB0_51:
	global_load_ushort v0, v[52:53], off offset:14
	s_waitcnt vmcnt(0)
	v_perm_b32 v45, v0, v45, s35
	s_branch .LBB0_19
.LBB0_52:
	v_add_u32_e32 v34, 0x1000, v60
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[0:3], v34 offset0:64 offset1:68
	ds_read2_b64 v[26:29], v58 offset1:4
	ds_read2_b64 v[30:33], v58 offset0:144 offset1:148
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[4:7], v[0:1], v[26:27], v[6:9]
	s_movk_i32 s0, 0xc8
	s_nop 1
	v_mov_b32_e32 v9, 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[14:17], v[0:1], v[30:31], v[14:17]
	v_mfma_f32_16x16x16_f16 v[22:25], v[2:3], v[28:29], v[4:7]
	v_mfma_f32_16x16x16_f16 v[14:17], v[2:3], v[32:33], v[14:17]
	ds_read2_b64 v[0:3], v34 offset0:208 offset1:212
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[4:7], v[0:1], v[26:27], v[18:21]
	s_nop 2
	v_or_b32_e32 v18, s26, v56
	v_cmp_gt_u32_e32 vcc, s0, v18
	v_lshlrev_b32_e32 v8, 2, v18
	v_mfma_f32_16x16x16_f16 v[4:7], v[2:3], v[28:29], v[4:7]
	v_mfma_f32_16x16x16_f16 v[26:29], v[0:1], v[30:31], v[10:13]
	v_mfma_f32_16x16x16_f16 v[0:3], v[2:3], v[32:33], v[26:29]
	s_nop 1
	v_or3_b32 v10, v54, s30, v55
	v_cmp_gt_u32_e64 s[2:3], s0, v10
	s_and_b64 s[0:1], vcc, s[2:3]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execnz .LBB0_85
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v11, 1, v10
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execnz .LBB0_86
.LBB0_54:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v12, 2, v10
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execnz .LBB0_87
.LBB0_55:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v13, 3, v10
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_57
.LBB0_56:
	s_movk_i32 s0, 0x320
	v_mov_b64_e32 v[20:21], s[6:7]
	v_mad_u64_u32 v[20:21], s[0:1], v13, s0, v[20:21]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[8:9]
	global_store_dword v[20:21], v25, off
.LBB0_57:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v9, 16, v18
	s_movk_i32 s4, 0xc8
	v_cmp_gt_u32_e64 s[0:1], s4, v9
	s_and_b64 s[8:9], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[8:9]
	s_cbranch_execz .LBB0_59
	s_movk_i32 s5, 0x320
	v_mov_b64_e32 v[18:19], s[6:7]
	v_mad_u64_u32 v[20:21], s[8:9], v10, s5, v[18:19]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[8:9]
	global_store_dword v[20:21], v14, off offset:64
	v_mad_u64_u32 v[20:21], s[8:9], v11, s5, v[18:19]
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[8:9]
	global_store_dword v[20:21], v15, off offset:64
	v_mad_u64_u32 v[14:15], s[8:9], v12, s5, v[18:19]
	v_mad_u64_u32 v[12:13], s[8:9], v13, s5, v[18:19]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[8:9]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[8:9]
	global_store_dword v[14:15], v16, off offset:64
	global_store_dword v[12:13], v17, off offset:64
.LBB0_59:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v11, 16, v10
	v_cmp_gt_u32_e64 s[2:3], s4, v11
	s_and_b64 s[8:9], vcc, s[2:3]
	s_and_saveexec_b64 s[4:5], s[8:9]
	s_cbranch_execz .LBB0_61
	s_movk_i32 s8, 0x320
	v_mov_b64_e32 v[12:13], s[6:7]
	v_mad_u64_u32 v[12:13], s[8:9], v11, s8, v[12:13]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[8:9]
	global_store_dword v[12:13], v4, off
.LBB0_61:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v4, 17, v10
	s_movk_i32 s10, 0xc8
	v_cmp_gt_u32_e64 s[4:5], s10, v4
	s_and_b64 s[12:13], vcc, s[4:5]
	s_and_saveexec_b64 s[8:9], s[12:13]
	s_cbranch_execz .LBB0_63
	s_movk_i32 s11, 0x320
	v_mov_b64_e32 v[12:13], s[6:7]
	v_mad_u64_u32 v[12:13], s[12:13], v4, s11, v[12:13]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[8:9]
	global_store_dword v[12:13], v5, off
.LBB0_63:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v5, 18, v10
	v_cmp_gt_u32_e64 s[8:9], s10, v5
	s_and_b64 s[12:13], vcc, s[8:9]
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB0_65
	s_movk_i32 s12, 0x320
	v_mov_b64_e32 v[12:13], s[6:7]
	v_mad_u64_u32 v[12:13], s[12:13], v5, s12, v[12:13]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[8:9]
	global_store_dword v[12:13], v6, off
.LBB0_65:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v6, 19, v10
	s_movk_i32 s10, 0xc8
	v_cmp_gt_u32_e64 s[10:11], s10, v6
	s_and_b64 s[14:15], vcc, s[10:11]
	s_and_saveexec_b64 s[12:13], s[14:15]
	s_cbranch_execnz .LBB0_88
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[12:13], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[12:13]
	s_cbranch_execnz .LBB0_89
.LBB0_67:
	s_or_b64 exec, exec, s[2:3]
	s_and_b64 s[4:5], s[0:1], s[4:5]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execnz .LBB0_90
.LBB0_68:
	s_or_b64 exec, exec, s[2:3]
	s_and_b64 s[4:5], s[0:1], s[8:9]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execnz .LBB0_91
.LBB0_69:
	s_or_b64 exec, exec, s[2:3]
	s_and_b64 s[0:1], s[0:1], s[10:11]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_92
.LBB0_70:
	s_endpgm
.LBB0_71:
	global_load_ushort v2, v[6:7], off
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 0xffff, v2
	s_or_b64 exec, exec, s[26:27]
	s_and_b64 s[28:29], vcc, s[18:19]
	s_and_saveexec_b64 s[26:27], s[0:1]
	s_cbranch_execz .LBB0_2
.LBB0_72:
	global_load_ushort v8, v[6:7], off offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v8, v2, s0
	s_or_b64 exec, exec, s[26:27]
	s_and_b64 s[26:27], vcc, s[16:17]
	s_and_saveexec_b64 s[0:1], s[28:29]
	s_cbranch_execz .LBB0_3
.LBB0_73:
	global_load_ushort v8, v[6:7], off offset:4
	s_mov_b32 s8, 0xffff
	s_waitcnt vmcnt(0)
	v_bfi_b32 v3, s8, v8, v3
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[0:1], vcc, s[14:15]
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_4
.LBB0_74:
	global_load_ushort v8, v[6:7], off offset:6
	s_mov_b32 s8, 0x5040100
	s_waitcnt vmcnt(0)
	v_perm_b32 v3, v8, v3, s8
	s_or_b64 exec, exec, s[28:29]
	s_and_b64 s[26:27], vcc, s[12:13]
	s_and_saveexec_b64 s[28:29], s[0:1]
	s_cbranch_execz .LBB0_5
.LBB0_75:
	global_load_ushort v8, v[6:7], off offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0)
	v_bfi_b32 v4, s0, v8, v4
	s_or_b64 exec, exec, s[28:29]
	s_and_b64 s[0:1], vcc, s[10:11]
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_6
.LBB0_76:
	global_load_ushort v8, v[6:7], off offset:10
	s_mov_b32 s8, 0x5040100
	s_waitcnt vmcnt(0)
	v_perm_b32 v4, v8, v4, s8
	s_or_b64 exec, exec, s[28:29]
	s_and_b64 s[26:27], vcc, s[24:25]
	s_and_saveexec_b64 s[28:29], s[0:1]
	s_cbranch_execz .LBB0_7
.LBB0_77:
	global_load_ushort v8, v[6:7], off offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0)
	v_bfi_b32 v5, s0, v8, v5
	s_or_b64 exec, exec, s[28:29]
	s_and_saveexec_b64 s[0:1], s[26:27]
	s_cbranch_execnz .LBB0_8
	s_branch .LBB0_9
.LBB0_78:
	global_load_ushort v7, v[12:13], off
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v8, 0xffff, v7
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 s[18:19], s[0:1], s[18:19]
	s_and_saveexec_b64 s[20:21], s[8:9]
	s_cbranch_execz .LBB0_11
.LBB0_79:
	global_load_ushort v7, v[12:13], off offset:2
	s_mov_b32 s8, 0x5040100
	s_waitcnt vmcnt(0)
	v_perm_b32 v8, v7, v8, s8
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 s[8:9], s[0:1], s[16:17]
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB0_12
.LBB0_80:
	global_load_ushort v7, v[12:13], off offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0)
	v_bfi_b32 v9, s18, v7, v9
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[14:15], s[0:1], s[14:15]
	s_and_saveexec_b64 s[16:17], s[8:9]
	s_cbranch_execz .LBB0_13
.LBB0_81:
	global_load_ushort v7, v[12:13], off offset:6
	s_mov_b32 s8, 0x5040100
	s_waitcnt vmcnt(0)
	v_perm_b32 v9, v7, v9, s8
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[12:13], s[0:1], s[12:13]
	s_and_saveexec_b64 s[8:9], s[14:15]
	s_cbranch_execz .LBB0_14
.LBB0_82:
	global_load_ushort v7, v[12:13], off offset:8
	s_mov_b32 s14, 0xffff
	s_waitcnt vmcnt(0)
	v_bfi_b32 v10, s14, v7, v10
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[8:9], s[0:1], s[10:11]
	s_and_saveexec_b64 s[10:11], s[12:13]
	s_cbranch_execz .LBB0_15
.LBB0_83:
	global_load_ushort v7, v[12:13], off offset:10
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0)
	v_perm_b32 v10, v7, v10, s12
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[10:11], s[0:1], s[24:25]
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_cbranch_execz .LBB0_16
.LBB0_84:
	global_load_ushort v7, v[12:13], off offset:12
	s_mov_b32 s8, 0xffff
	s_waitcnt vmcnt(0)
	v_bfi_b32 v11, s8, v7, v11
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execnz .LBB0_17
	s_branch .LBB0_18
.LBB0_85:
	s_movk_i32 s8, 0x320
	v_mov_b64_e32 v[12:13], s[6:7]
	v_mad_u64_u32 v[12:13], s[8:9], v10, s8, v[12:13]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[8:9]
	global_store_dword v[12:13], v22, off
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v11, 1, v10
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_54
.LBB0_86:
	s_movk_i32 s8, 0x320
	v_mov_b64_e32 v[12:13], s[6:7]
	v_mad_u64_u32 v[12:13], s[8:9], v11, s8, v[12:13]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[8:9]
	global_store_dword v[12:13], v23, off
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v12, 2, v10
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_55
.LBB0_87:
	s_movk_i32 s8, 0x320
	v_mov_b64_e32 v[20:21], s[6:7]
	v_mad_u64_u32 v[20:21], s[8:9], v12, s8, v[20:21]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[8:9]
	global_store_dword v[20:21], v24, off
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v13, 3, v10
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execnz .LBB0_56
	s_branch .LBB0_57
.LBB0_88:
	s_movk_i32 s14, 0x320
	v_mov_b64_e32 v[12:13], s[6:7]
	v_mad_u64_u32 v[12:13], s[14:15], v6, s14, v[12:13]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[8:9]
	global_store_dword v[12:13], v7, off
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[12:13], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[12:13]
	s_cbranch_execz .LBB0_67
.LBB0_89:
	s_movk_i32 s12, 0x320
	v_mov_b64_e32 v[12:13], s[6:7]
	v_mad_u64_u32 v[10:11], s[12:13], v11, s12, v[12:13]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[8:9]
	global_store_dword v[10:11], v0, off offset:64
	s_or_b64 exec, exec, s[2:3]
	s_and_b64 s[4:5], s[0:1], s[4:5]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_68
.LBB0_90:
	s_movk_i32 s4, 0x320
	v_mov_b64_e32 v[10:11], s[6:7]
	v_mad_u64_u32 v[10:11], s[4:5], v4, s4, v[10:11]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[8:9]
	global_store_dword v[10:11], v1, off offset:64
	s_or_b64 exec, exec, s[2:3]
	s_and_b64 s[4:5], s[0:1], s[8:9]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_69
.LBB0_91:
	s_movk_i32 s4, 0x320
	v_mov_b64_e32 v[0:1], s[6:7]
	v_mad_u64_u32 v[0:1], s[4:5], v5, s4, v[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[8:9]
	global_store_dword v[0:1], v2, off offset:64
	s_or_b64 exec, exec, s[2:3]
	s_and_b64 s[0:1], s[0:1], s[10:11]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_70
.LBB0_92:
	s_movk_i32 s0, 0x320
	v_mov_b64_e32 v[0:1], s[6:7]
	v_mad_u64_u32 v[0:1], s[0:1], v6, s0, v[0:1]
	v_mov_b32_e32 v9, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[8:9]
	global_store_dword v[0:1], v3, off offset:64
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm
		.amdhsa_group_segment_fixed_size 9216
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 6
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 61
		.amdhsa_next_free_sgpr 40
		.amdhsa_accum_offset 64
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	gemm, .Lfunc_end0-gemm

	.set gemm.num_vgpr, 61
	.set gemm.num_agpr, 0
	.set gemm.numbered_sgpr, 40
	.set gemm.num_named_barrier, 0
	.set gemm.private_seg_size, 0
	.set gemm.uses_vcc, 1
	.set gemm.uses_flat_scratch, 0
	.set gemm.has_dyn_sized_stack, 0
	.set gemm.has_recursion, 0
	.set gemm.has_indirect_call, 0
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .actual_access:  read_only
        .address_space:  generic
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  generic
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  generic
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 9216
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .name:           gemm
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 2
      - 1
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     61
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
