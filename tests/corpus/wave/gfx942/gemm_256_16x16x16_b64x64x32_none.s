; To reproduce the .rocmasm from .optimized.ll, run:
; llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -mattr='-fma-mix-insts' -O3 <.optimized.ll> -o <out.rocmasm>

	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
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
	v_and_b32_e32 v12, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	v_lshrrev_b32_e32 v13, 2, v12
	v_lshlrev_b32_e32 v14, 5, v0
	v_or_b32_e32 v15, v13, v14
	s_lshl_b32 s0, s8, 6
	v_lshlrev_b32_e32 v1, 3, v12
	v_lshlrev_b32_e32 v2, 5, v13
	v_or_b32_e32 v0, s0, v15
	v_sub_u32_e32 v10, v1, v2
	v_lshlrev_b32_e32 v0, 9, v0
	v_mov_b32_e32 v1, 0
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[0:1]
	v_lshlrev_b64 v[6:7], 1, v[10:11]
	v_lshl_add_u64 v[38:39], v[2:3], 0, v[6:7]
	global_load_dwordx4 v[2:5], v[38:39], off
	s_lshl_b32 s1, s9, 6
	v_or_b32_e32 v0, s1, v15
	v_lshlrev_b32_e32 v0, 9, v0
	v_lshl_add_u64 v[8:9], s[4:5], 0, v[0:1]
	v_lshl_add_u64 v[40:41], v[8:9], 0, v[6:7]
	v_lshrrev_b32_e32 v11, 1, v12
	v_and_b32_e32 v0, 15, v12
	v_and_b32_e32 v42, 12, v13
	v_and_b32_e32 v43, 32, v11
	s_movk_i32 s2, 0x48
	v_or_b32_e32 v11, v43, v0
	v_mul_u32_u24_e32 v12, 36, v15
	v_lshlrev_b32_e32 v13, 1, v42
	v_add_lshl_u32 v44, v12, v10, 1
	v_mad_u32_u24 v10, v11, s2, v13
	v_or_b32_e32 v0, v0, v14
	v_add_u32_e32 v45, 0x1200, v44
	v_add_u32_e32 v46, 0x1000, v10
	v_mad_u32_u24 v47, v0, s2, v13
	s_mov_b64 s[2:3], 0x4000
	s_mov_b64 s[4:5], 0x4400
	s_mov_b64 s[8:9], 0x4800
	s_mov_b64 s[10:11], 0x4c00
	s_barrier
	global_load_dwordx4 v[6:9], v[40:41], off
	s_waitcnt vmcnt(1)
	ds_write2_b64 v45, v[2:3], v[4:5] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v44, v[6:7], v[8:9] offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[2:5], v46 offset0:64 offset1:68
	ds_read2_b64 v[6:9], v47 offset1:4
	ds_read2_b64 v[14:17], v47 offset0:144 offset1:148
	ds_read2_b64 v[22:25], v46 offset0:208 offset1:212
	global_load_dwordx4 v[34:37], v[38:39], off offset:64
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[10:13], v[2:3], v[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[18:21], v[2:3], v[14:15], 0
	s_barrier
	v_mfma_f32_16x16x16_f16 v[10:13], v[4:5], v[8:9], v[10:13]
	v_mfma_f32_16x16x16_f16 v[2:5], v[4:5], v[16:17], v[18:21]
	s_nop 3
	global_load_dwordx4 v[18:21], v[40:41], off offset:64
	v_mfma_f32_16x16x16_f16 v[26:29], v[22:23], v[6:7], 0
	s_waitcnt vmcnt(1)
	ds_write2_b64 v45, v[34:35], v[36:37] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v44, v[18:19], v[20:21] offset1:1
	v_mfma_f32_16x16x16_f16 v[30:33], v[22:23], v[14:15], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[6:9], v[24:25], v[8:9], v[26:29]
	s_barrier
	ds_read2_b64 v[18:21], v46 offset0:64 offset1:68
	v_mfma_f32_16x16x16_f16 v[14:17], v[24:25], v[16:17], v[30:33]
	ds_read2_b64 v[22:25], v47 offset1:4
	ds_read2_b64 v[26:29], v47 offset0:144 offset1:148
	global_load_dwordx4 v[34:37], v[38:39], off offset:128
	ds_read2_b64 v[30:33], v46 offset0:208 offset1:212
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[10:13], v[18:19], v[22:23], v[10:13]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[2:5], v[18:19], v[26:27], v[2:5]
	s_barrier
	v_mfma_f32_16x16x16_f16 v[10:13], v[20:21], v[24:25], v[10:13]
	v_mfma_f32_16x16x16_f16 v[2:5], v[20:21], v[28:29], v[2:5]
	global_load_dwordx4 v[18:21], v[40:41], off offset:128
	s_waitcnt vmcnt(1)
	ds_write2_b64 v45, v[34:35], v[36:37] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v44, v[18:19], v[20:21] offset1:1
	v_mfma_f32_16x16x16_f16 v[6:9], v[30:31], v[22:23], v[6:9]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[14:17], v[30:31], v[26:27], v[14:17]
	s_barrier
	ds_read2_b64 v[18:21], v46 offset0:64 offset1:68
	v_mfma_f32_16x16x16_f16 v[6:9], v[32:33], v[24:25], v[6:9]
	ds_read2_b64 v[22:25], v47 offset1:4
	global_load_dwordx4 v[34:37], v[38:39], off offset:192
	v_mfma_f32_16x16x16_f16 v[14:17], v[32:33], v[28:29], v[14:17]
	ds_read2_b64 v[26:29], v47 offset0:144 offset1:148
	ds_read2_b64 v[30:33], v46 offset0:208 offset1:212
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[10:13], v[18:19], v[22:23], v[10:13]
	s_barrier
	v_mfma_f32_16x16x16_f16 v[2:5], v[18:19], v[26:27], v[2:5]
	v_mfma_f32_16x16x16_f16 v[10:13], v[20:21], v[24:25], v[10:13]
	v_mfma_f32_16x16x16_f16 v[2:5], v[20:21], v[28:29], v[2:5]
	global_load_dwordx4 v[18:21], v[40:41], off offset:192
	s_waitcnt vmcnt(1)
	ds_write2_b64 v45, v[34:35], v[36:37] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v44, v[18:19], v[20:21] offset1:1
	v_mfma_f32_16x16x16_f16 v[6:9], v[30:31], v[22:23], v[6:9]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[14:17], v[30:31], v[26:27], v[14:17]
	s_barrier
	ds_read2_b64 v[18:21], v46 offset0:64 offset1:68
	v_mfma_f32_16x16x16_f16 v[6:9], v[32:33], v[24:25], v[6:9]
	ds_read2_b64 v[22:25], v47 offset1:4
	global_load_dwordx4 v[34:37], v[38:39], off offset:256
	v_mfma_f32_16x16x16_f16 v[14:17], v[32:33], v[28:29], v[14:17]
	ds_read2_b64 v[26:29], v47 offset0:144 offset1:148
	ds_read2_b64 v[30:33], v46 offset0:208 offset1:212
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[10:13], v[18:19], v[22:23], v[10:13]
	s_barrier
	v_mfma_f32_16x16x16_f16 v[2:5], v[18:19], v[26:27], v[2:5]
	v_mfma_f32_16x16x16_f16 v[10:13], v[20:21], v[24:25], v[10:13]
	v_mfma_f32_16x16x16_f16 v[2:5], v[20:21], v[28:29], v[2:5]
	global_load_dwordx4 v[18:21], v[40:41], off offset:256
	s_waitcnt vmcnt(1)
	ds_write2_b64 v45, v[34:35], v[36:37] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v44, v[18:19], v[20:21] offset1:1
	v_mfma_f32_16x16x16_f16 v[6:9], v[30:31], v[22:23], v[6:9]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[14:17], v[30:31], v[26:27], v[14:17]
	s_barrier
	ds_read2_b64 v[18:21], v46 offset0:64 offset1:68
	v_mfma_f32_16x16x16_f16 v[6:9], v[32:33], v[24:25], v[6:9]
	ds_read2_b64 v[22:25], v47 offset1:4
	global_load_dwordx4 v[34:37], v[38:39], off offset:320
	v_mfma_f32_16x16x16_f16 v[14:17], v[32:33], v[28:29], v[14:17]
	ds_read2_b64 v[26:29], v47 offset0:144 offset1:148
	ds_read2_b64 v[30:33], v46 offset0:208 offset1:212
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[10:13], v[18:19], v[22:23], v[10:13]
	s_barrier
	v_mfma_f32_16x16x16_f16 v[2:5], v[18:19], v[26:27], v[2:5]
	v_mfma_f32_16x16x16_f16 v[10:13], v[20:21], v[24:25], v[10:13]
	v_mfma_f32_16x16x16_f16 v[2:5], v[20:21], v[28:29], v[2:5]
	global_load_dwordx4 v[18:21], v[40:41], off offset:320
	s_waitcnt vmcnt(1)
	ds_write2_b64 v45, v[34:35], v[36:37] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v44, v[18:19], v[20:21] offset1:1
	v_mfma_f32_16x16x16_f16 v[6:9], v[30:31], v[22:23], v[6:9]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[14:17], v[30:31], v[26:27], v[14:17]
	s_barrier
	ds_read2_b64 v[18:21], v46 offset0:64 offset1:68
	v_mfma_f32_16x16x16_f16 v[6:9], v[32:33], v[24:25], v[6:9]
	ds_read2_b64 v[22:25], v47 offset1:4
	global_load_dwordx4 v[34:37], v[38:39], off offset:384
	v_mfma_f32_16x16x16_f16 v[14:17], v[32:33], v[28:29], v[14:17]
	ds_read2_b64 v[26:29], v47 offset0:144 offset1:148
	ds_read2_b64 v[30:33], v46 offset0:208 offset1:212
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[10:13], v[18:19], v[22:23], v[10:13]
	s_barrier
	v_mfma_f32_16x16x16_f16 v[2:5], v[18:19], v[26:27], v[2:5]
	v_mfma_f32_16x16x16_f16 v[10:13], v[20:21], v[24:25], v[10:13]
	v_mfma_f32_16x16x16_f16 v[2:5], v[20:21], v[28:29], v[2:5]
	global_load_dwordx4 v[18:21], v[40:41], off offset:384
	s_waitcnt vmcnt(1)
	ds_write2_b64 v45, v[34:35], v[36:37] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v44, v[18:19], v[20:21] offset1:1
	v_mfma_f32_16x16x16_f16 v[6:9], v[30:31], v[22:23], v[6:9]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[14:17], v[30:31], v[26:27], v[14:17]
	s_barrier
	ds_read2_b64 v[18:21], v46 offset0:64 offset1:68
	v_mfma_f32_16x16x16_f16 v[6:9], v[32:33], v[24:25], v[6:9]
	ds_read2_b64 v[22:25], v47 offset1:4
	global_load_dwordx4 v[34:37], v[38:39], off offset:448
	v_mfma_f32_16x16x16_f16 v[14:17], v[32:33], v[28:29], v[14:17]
	ds_read2_b64 v[26:29], v47 offset0:144 offset1:148
	ds_read2_b64 v[30:33], v46 offset0:208 offset1:212
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[10:13], v[18:19], v[22:23], v[10:13]
	s_barrier
	v_mfma_f32_16x16x16_f16 v[2:5], v[18:19], v[26:27], v[2:5]
	v_mfma_f32_16x16x16_f16 v[10:13], v[20:21], v[24:25], v[10:13]
	v_mfma_f32_16x16x16_f16 v[2:5], v[20:21], v[28:29], v[2:5]
	global_load_dwordx4 v[18:21], v[40:41], off offset:448
	s_waitcnt vmcnt(1)
	ds_write2_b64 v45, v[34:35], v[36:37] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v44, v[18:19], v[20:21] offset1:1
	v_mfma_f32_16x16x16_f16 v[6:9], v[30:31], v[22:23], v[6:9]
	v_or3_b32 v34, v42, s0, v43
	v_or_b32_e32 v35, s1, v0
	v_lshlrev_b32_e32 v0, 10, v34
	v_mfma_f32_16x16x16_f16 v[14:17], v[30:31], v[26:27], v[14:17]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[18:21], v46 offset0:64 offset1:68
	v_mfma_f32_16x16x16_f16 v[6:9], v[32:33], v[24:25], v[6:9]
	ds_read2_b64 v[22:25], v47 offset1:4
	v_mfma_f32_16x16x16_f16 v[14:17], v[32:33], v[28:29], v[14:17]
	ds_read2_b64 v[26:29], v47 offset0:144 offset1:148
	ds_read2_b64 v[30:33], v46 offset0:208 offset1:212
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[10:13], v[18:19], v[22:23], v[10:13]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[2:5], v[18:19], v[26:27], v[2:5]
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[0:1]
	v_lshlrev_b32_e32 v0, 2, v35
	v_lshl_add_u64 v[34:35], v[18:19], 0, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[6:9], v[30:31], v[22:23], v[6:9]
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[0:1]
	v_lshl_add_u64 v[36:37], v[34:35], 0, v[0:1]
	v_mfma_f32_16x16x16_f16 v[14:17], v[30:31], v[26:27], v[14:17]
	v_lshl_add_u64 v[26:27], v[18:19], 0, s[4:5]
	v_lshl_add_u64 v[30:31], v[18:19], 0, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[10:11]
	v_mfma_f32_16x16x16_f16 v[10:13], v[20:21], v[24:25], v[10:13]
	v_lshl_add_u64 v[38:39], v[26:27], 0, v[0:1]
	v_lshl_add_u64 v[40:41], v[30:31], 0, v[0:1]
	v_mfma_f32_16x16x16_f16 v[2:5], v[20:21], v[28:29], v[2:5]
	v_lshl_add_u64 v[20:21], v[18:19], 0, v[0:1]
	v_or_b32_e32 v0, 64, v0
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[0:1]
	v_mfma_f32_16x16x16_f16 v[6:9], v[32:33], v[24:25], v[6:9]
	v_lshl_add_u64 v[24:25], v[26:27], 0, v[0:1]
	v_lshl_add_u64 v[26:27], v[30:31], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[18:19], 0, v[0:1]
	v_mfma_f32_16x16x16_f16 v[14:17], v[32:33], v[28:29], v[14:17]
	global_store_dword v[22:23], v10, off
	global_store_dword v[22:23], v11, off offset:1024
	global_store_dword v[22:23], v12, off offset:2048
	global_store_dword v[22:23], v13, off offset:3072
	global_store_dword v[22:23], v2, off offset:64
	global_store_dword v[22:23], v3, off offset:1088
	global_store_dword v[22:23], v4, off offset:2112
	global_store_dword v[22:23], v5, off offset:3136
	global_store_dword v[36:37], v6, off
	global_store_dword v[38:39], v7, off
	global_store_dword v[40:41], v8, off
	global_store_dword v[20:21], v9, off
	global_store_dword v[34:35], v14, off
	global_store_dword v[24:25], v15, off
	global_store_dword v[26:27], v16, off
	global_store_dword v[0:1], v17, off
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
		.amdhsa_next_free_vgpr 65
		.amdhsa_next_free_sgpr 75
		.amdhsa_accum_offset 48
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

	.set gemm.num_vgpr, 48
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
