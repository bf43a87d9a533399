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
	v_and_b32_e32 v24, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	v_lshrrev_b32_e32 v25, 2, v24
	v_lshlrev_b32_e32 v26, 5, v0
	v_or_b32_e32 v27, v25, v26
	s_lshl_b32 s0, s8, 6
	v_or_b32_e32 v0, s0, v27
	v_lshlrev_b32_e32 v1, 3, v24
	v_lshlrev_b32_e32 v2, 5, v25
	v_sub_u32_e32 v22, v1, v2
	v_lshlrev_b32_e32 v0, 9, v0
	v_mov_b32_e32 v1, 0
	s_lshl_b32 s1, s9, 6
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[0:1]
	v_or_b32_e32 v0, s1, v27
	v_lshlrev_b64 v[4:5], 1, v[22:23]
	v_lshlrev_b32_e32 v0, 9, v0
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[0:1]
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[4:5]
	global_load_dwordx4 v[6:9], v[2:3], off
	global_load_dwordx4 v[10:13], v[2:3], off offset:64
	global_load_dwordx4 v[14:17], v[4:5], off
	global_load_dwordx4 v[18:21], v[4:5], off offset:64
	v_lshrrev_b32_e32 v23, 1, v24
	v_and_b32_e32 v0, 15, v24
	v_and_b32_e32 v48, 32, v23
	v_or_b32_e32 v46, v0, v26
	v_mul_u32_u24_e32 v23, 36, v27
	v_or_b32_e32 v0, v48, v0
	v_and_b32_e32 v47, 12, v25
	v_add_lshl_u32 v49, v23, v22, 1
	v_mul_u32_u24_e32 v0, 36, v0
	v_mul_u32_u24_e32 v22, 36, v46
	v_add_lshl_u32 v52, v0, v47, 1
	v_add_lshl_u32 v54, v22, v47, 1
	v_or_b32_e32 v26, 16, v47
	v_add_u32_e32 v50, 0x3600, v49
	v_add_u32_e32 v53, 0x3000, v52
	v_add_u32_e32 v55, 0x1000, v54
	v_add_lshl_u32 v56, v22, v26, 1
	v_add_u32_e32 v51, 0x1200, v49
	v_add_lshl_u32 v0, v0, v26, 1
	v_add_u32_e32 v57, 0x2400, v49
	v_add_u32_e32 v58, 0x2000, v52
	s_mov_b64 s[2:3], 0x4000
	s_mov_b64 s[4:5], 0x4400
	s_mov_b64 s[8:9], 0x4800
	s_mov_b64 s[10:11], 0x4c00
	s_waitcnt vmcnt(3)
	ds_write2_b64 v50, v[6:7], v[8:9] offset1:1
	s_waitcnt vmcnt(1)
	ds_write2_b64 v51, v[14:15], v[16:17] offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[6:9], v53 offset0:192 offset1:196
	ds_read2_b64 v[14:17], v55 offset0:64 offset1:68
	ds_read_b64 v[34:35], v54 offset:5760
	ds_read_b64 v[36:37], v52 offset:14976
	ds_read_b64 v[60:61], v56 offset:5760
	ds_read_b64 v[62:63], v0 offset:14976
	global_load_dwordx4 v[38:41], v[4:5], off offset:128
	global_load_dwordx4 v[42:45], v[2:3], off offset:128
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_16x16x16_f16 v[22:25], v[6:7], v[14:15], 0
	ds_write2_b64 v57, v[10:11], v[12:13] offset1:1
	s_waitcnt vmcnt(2)
	ds_write2_b64 v49, v[18:19], v[20:21] offset1:1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[26:29], v[6:7], v[34:35], 0
	s_barrier
	v_mfma_f32_16x16x16_f16 v[30:33], v[36:37], v[14:15], 0
	v_mfma_f32_16x16x16_f16 v[34:37], v[36:37], v[34:35], 0
	v_mfma_f32_16x16x16_f16 v[22:25], v[8:9], v[16:17], v[22:25]
	v_mfma_f32_16x16x16_f16 v[6:9], v[8:9], v[60:61], v[26:29]
	v_mfma_f32_16x16x16_f16 v[10:13], v[62:63], v[16:17], v[30:33]
	ds_read2_b64 v[14:17], v58 offset0:128 offset1:132
	s_nop 0
	ds_read2_b64 v[26:29], v54 offset1:4
	v_mfma_f32_16x16x16_f16 v[18:21], v[62:63], v[60:61], v[34:37]
	ds_read_b64 v[30:31], v54 offset:1152
	s_nop 1
	ds_read_b64 v[34:35], v56 offset:1152
	ds_read_b64 v[32:33], v52 offset:10368
	ds_read_b64 v[36:37], v0 offset:10368
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[22:25], v[14:15], v[26:27], v[22:25]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write2_b64 v50, v[42:43], v[44:45] offset1:1
	ds_write2_b64 v51, v[38:39], v[40:41] offset1:1
	v_mfma_f32_16x16x16_f16 v[6:9], v[14:15], v[30:31], v[6:9]
	v_mfma_f32_16x16x16_f16 v[10:13], v[32:33], v[26:27], v[10:13]
	v_mfma_f32_16x16x16_f16 v[18:21], v[32:33], v[30:31], v[18:21]
	v_mfma_f32_16x16x16_f16 v[22:25], v[16:17], v[28:29], v[22:25]
	v_mfma_f32_16x16x16_f16 v[6:9], v[16:17], v[34:35], v[6:9]
	global_load_dwordx4 v[14:17], v[4:5], off offset:192
	global_load_dwordx4 v[30:33], v[2:3], off offset:192
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[10:13], v[36:37], v[28:29], v[10:13]
	s_barrier
	ds_read2_b64 v[26:29], v53 offset0:192 offset1:196
	v_mfma_f32_16x16x16_f16 v[18:21], v[36:37], v[34:35], v[18:21]
	ds_read2_b64 v[34:37], v55 offset0:64 offset1:68
	ds_read_b64 v[38:39], v54 offset:5760
	ds_read_b64 v[42:43], v56 offset:5760
	ds_read_b64 v[40:41], v52 offset:14976
	ds_read_b64 v[44:45], v0 offset:14976
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[22:25], v[26:27], v[34:35], v[22:25]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write2_b64 v57, v[30:31], v[32:33] offset1:1
	ds_write2_b64 v49, v[14:15], v[16:17] offset1:1
	v_mfma_f32_16x16x16_f16 v[6:9], v[26:27], v[38:39], v[6:9]
	v_mfma_f32_16x16x16_f16 v[10:13], v[40:41], v[34:35], v[10:13]
	v_mfma_f32_16x16x16_f16 v[18:21], v[40:41], v[38:39], v[18:21]
	v_mfma_f32_16x16x16_f16 v[22:25], v[28:29], v[36:37], v[22:25]
	v_mfma_f32_16x16x16_f16 v[6:9], v[28:29], v[42:43], v[6:9]
	global_load_dwordx4 v[26:29], v[4:5], off offset:256
	global_load_dwordx4 v[38:41], v[2:3], off offset:256
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[10:13], v[44:45], v[36:37], v[10:13]
	s_barrier
	ds_read2_b64 v[14:17], v58 offset0:128 offset1:132
	v_mfma_f32_16x16x16_f16 v[18:21], v[44:45], v[42:43], v[18:21]
	ds_read2_b64 v[30:33], v54 offset1:4
	ds_read_b64 v[34:35], v54 offset:1152
	ds_read_b64 v[42:43], v56 offset:1152
	ds_read_b64 v[36:37], v52 offset:10368
	ds_read_b64 v[44:45], v0 offset:10368
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[22:25], v[14:15], v[30:31], v[22:25]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write2_b64 v50, v[38:39], v[40:41] offset1:1
	ds_write2_b64 v51, v[26:27], v[28:29] offset1:1
	v_mfma_f32_16x16x16_f16 v[6:9], v[14:15], v[34:35], v[6:9]
	v_mfma_f32_16x16x16_f16 v[10:13], v[36:37], v[30:31], v[10:13]
	v_mfma_f32_16x16x16_f16 v[18:21], v[36:37], v[34:35], v[18:21]
	v_mfma_f32_16x16x16_f16 v[22:25], v[16:17], v[32:33], v[22:25]
	v_mfma_f32_16x16x16_f16 v[6:9], v[16:17], v[42:43], v[6:9]
	global_load_dwordx4 v[14:17], v[4:5], off offset:320
	global_load_dwordx4 v[34:37], v[2:3], off offset:320
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[10:13], v[44:45], v[32:33], v[10:13]
	s_barrier
	ds_read2_b64 v[26:29], v53 offset0:192 offset1:196
	v_mfma_f32_16x16x16_f16 v[18:21], v[44:45], v[42:43], v[18:21]
	ds_read2_b64 v[30:33], v55 offset0:64 offset1:68
	ds_read_b64 v[38:39], v54 offset:5760
	ds_read_b64 v[42:43], v56 offset:5760
	ds_read_b64 v[40:41], v52 offset:14976
	ds_read_b64 v[44:45], v0 offset:14976
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[22:25], v[26:27], v[30:31], v[22:25]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write2_b64 v57, v[34:35], v[36:37] offset1:1
	ds_write2_b64 v49, v[14:15], v[16:17] offset1:1
	v_mfma_f32_16x16x16_f16 v[6:9], v[26:27], v[38:39], v[6:9]
	v_mfma_f32_16x16x16_f16 v[10:13], v[40:41], v[30:31], v[10:13]
	v_mfma_f32_16x16x16_f16 v[18:21], v[40:41], v[38:39], v[18:21]
	v_mfma_f32_16x16x16_f16 v[22:25], v[28:29], v[32:33], v[22:25]
	v_mfma_f32_16x16x16_f16 v[6:9], v[28:29], v[42:43], v[6:9]
	global_load_dwordx4 v[26:29], v[4:5], off offset:384
	global_load_dwordx4 v[38:41], v[2:3], off offset:384
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[10:13], v[44:45], v[32:33], v[10:13]
	s_barrier
	ds_read2_b64 v[14:17], v58 offset0:128 offset1:132
	v_mfma_f32_16x16x16_f16 v[18:21], v[44:45], v[42:43], v[18:21]
	ds_read2_b64 v[30:33], v54 offset1:4
	ds_read_b64 v[34:35], v54 offset:1152
	ds_read_b64 v[42:43], v56 offset:1152
	ds_read_b64 v[36:37], v52 offset:10368
	ds_read_b64 v[44:45], v0 offset:10368
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[22:25], v[14:15], v[30:31], v[22:25]
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write2_b64 v50, v[38:39], v[40:41] offset1:1
	ds_write2_b64 v51, v[26:27], v[28:29] offset1:1
	v_mfma_f32_16x16x16_f16 v[6:9], v[14:15], v[34:35], v[6:9]
	v_mfma_f32_16x16x16_f16 v[10:13], v[36:37], v[30:31], v[10:13]
	v_mfma_f32_16x16x16_f16 v[18:21], v[36:37], v[34:35], v[18:21]
	v_mfma_f32_16x16x16_f16 v[22:25], v[16:17], v[32:33], v[22:25]
	v_mfma_f32_16x16x16_f16 v[6:9], v[16:17], v[42:43], v[6:9]
	global_load_dwordx4 v[14:17], v[4:5], off offset:448
	global_load_dwordx4 v[34:37], v[2:3], off offset:448
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[2:5], v[44:45], v[32:33], v[10:13]
	s_barrier
	ds_read2_b64 v[26:29], v55 offset0:64 offset1:68
	s_nop 0
	ds_read2_b64 v[10:13], v53 offset0:192 offset1:196
	ds_read_b64 v[30:31], v54 offset:5760
	ds_read_b64 v[32:33], v56 offset:5760
	ds_read_b64 v[38:39], v52 offset:14976
	ds_read_b64 v[40:41], v0 offset:14976
	v_mfma_f32_16x16x16_f16 v[18:21], v[44:45], v[42:43], v[18:21]
	s_waitcnt vmcnt(0)
	ds_write2_b64 v57, v[34:35], v[36:37] offset1:1
	ds_write2_b64 v49, v[14:15], v[16:17] offset1:1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[22:25], v[10:11], v[26:27], v[22:25]
	s_barrier
	v_mfma_f32_16x16x16_f16 v[6:9], v[10:11], v[30:31], v[6:9]
	v_mfma_f32_16x16x16_f16 v[18:21], v[38:39], v[30:31], v[18:21]
	v_mfma_f32_16x16x16_f16 v[22:25], v[12:13], v[28:29], v[22:25]
	v_mfma_f32_16x16x16_f16 v[6:9], v[12:13], v[32:33], v[6:9]
	ds_read2_b64 v[10:13], v58 offset0:128 offset1:132
	v_mfma_f32_16x16x16_f16 v[2:5], v[38:39], v[26:27], v[2:5]
	v_or3_b32 v26, v47, s0, v48
	v_or_b32_e32 v27, s1, v46
	v_mfma_f32_16x16x16_f16 v[14:17], v[40:41], v[32:33], v[18:21]
	s_nop 2
	ds_read2_b64 v[18:21], v54 offset1:4
	v_mfma_f32_16x16x16_f16 v[2:5], v[40:41], v[28:29], v[2:5]
	ds_read_b64 v[28:29], v54 offset:1152
	ds_read_b64 v[30:31], v52 offset:10368
	ds_read_b64 v[40:41], v56 offset:1152
	ds_read_b64 v[42:43], v0 offset:10368
	v_lshlrev_b32_e32 v0, 10, v26
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_16x16x16_f16 v[22:25], v[10:11], v[18:19], v[22:25]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_f16 v[6:9], v[10:11], v[28:29], v[6:9]
	v_lshl_add_u64 v[10:11], s[6:7], 0, v[0:1]
	v_lshlrev_b32_e32 v0, 2, v27
	v_lshl_add_u64 v[26:27], v[10:11], 0, s[2:3]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[2:5], v[30:31], v[18:19], v[2:5]
	v_lshl_add_u64 v[18:19], v[10:11], 0, v[0:1]
	v_lshl_add_u64 v[32:33], v[26:27], 0, v[0:1]
	v_mfma_f32_16x16x16_f16 v[14:17], v[30:31], v[28:29], v[14:17]
	v_lshl_add_u64 v[28:29], v[10:11], 0, s[4:5]
	v_lshl_add_u64 v[30:31], v[10:11], 0, s[8:9]
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[10:11]
	v_mfma_f32_16x16x16_f16 v[22:25], v[12:13], v[20:21], v[22:25]
	v_lshl_add_u64 v[34:35], v[28:29], 0, v[0:1]
	v_lshl_add_u64 v[36:37], v[30:31], 0, v[0:1]
	v_lshl_add_u64 v[38:39], v[10:11], 0, v[0:1]
	v_or_b32_e32 v0, 64, v0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[6:9], v[12:13], v[40:41], v[6:9]
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[2:5], v[42:43], v[20:21], v[2:5]
	v_lshl_add_u64 v[20:21], v[28:29], 0, v[0:1]
	v_lshl_add_u64 v[28:29], v[30:31], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[10:11], 0, v[0:1]
	v_mfma_f32_16x16x16_f16 v[10:13], v[42:43], v[40:41], v[14:17]
	global_store_dword v[18:19], v22, off
	global_store_dword v[18:19], v23, off offset:1024
	global_store_dword v[18:19], v24, off offset:2048
	global_store_dword v[18:19], v25, off offset:3072
	global_store_dword v[18:19], v6, off offset:64
	global_store_dword v[18:19], v7, off offset:1088
	global_store_dword v[18:19], v8, off offset:2112
	global_store_dword v[18:19], v9, off offset:3136
	global_store_dword v[32:33], v2, off
	global_store_dword v[34:35], v3, off
	global_store_dword v[36:37], v4, off
	global_store_dword v[38:39], v5, off
	global_store_dword v[26:27], v10, off
	global_store_dword v[20:21], v11, off
	global_store_dword v[28:29], v12, off
	global_store_dword v[0:1], v13, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm
		.amdhsa_group_segment_fixed_size 18432
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
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 64
		.amdhsa_reserve_vcc 0
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

	.set gemm.num_vgpr, 64
	.set gemm.num_agpr, 0
	.set gemm.numbered_sgpr, 12
	.set gemm.num_named_barrier, 0
	.set gemm.private_seg_size, 0
	.set gemm.uses_vcc, 0
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
    .group_segment_fixed_size: 18432
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .name:           gemm
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 2
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
