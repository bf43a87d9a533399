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
	v_and_b32_e32 v4, 0x3ff, v0
	v_lshrrev_b32_e32 v5, 3, v4
	v_bfe_u32 v7, v0, 10, 10
	v_lshlrev_b32_e32 v1, 3, v4
	v_lshlrev_b32_e32 v2, 6, v5
	v_lshl_or_b32 v8, v7, 4, v5
	v_lshrrev_b32_e32 v9, 2, v4
	v_and_b32_e32 v10, 15, v4
	v_lshrrev_b32_e32 v4, 1, v4
	s_lshl_b32 s8, s8, 6
	v_sub_u32_e32 v6, v1, v2
	s_lshl_b32 s9, s9, 6
	v_and_b32_e32 v20, 12, v9
	v_or_b32_e32 v9, 19, v9
	v_and_b32_e32 v22, 32, v4
	v_mul_u32_u24_e32 v8, 0x44, v8
	v_add_u32_e32 v2, s8, v6
	v_add_u32_e32 v0, s9, v6
	v_or_b32_e32 v4, v22, v10
	v_add_lshl_u32 v23, v6, v8, 1
	v_mul_u32_u24_e32 v6, 0x44, v20
	v_mul_u32_u24_e32 v9, 0x44, v9
	v_lshlrev_b32_e32 v6, 1, v6
	v_lshlrev_b32_e32 v9, 1, v9
	v_lshlrev_b32_e32 v4, 1, v4
	v_add_u32_e32 v26, v6, v4
	v_add_u32_e32 v27, v9, v4
	v_lshlrev_b32_e32 v4, 9, v5
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_or_b32 v4, v7, 13, v4
	v_mov_b32_e32 v5, 0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_or_b32 v21, v7, 5, v10
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[4:5]
	v_lshlrev_b32_e32 v8, 1, v21
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[2:3], 1, v[4:5]
	v_add_u32_e32 v24, v6, v8
	v_add_u32_e32 v25, v9, v8
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[0:1]
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_add_u32_e32 v28, 0x1100, v23
	s_mov_b32 s2, 0x5040100
.LBB0_1:
	v_lshl_add_u64 v[30:31], v[18:19], 0, s[0:1]
	global_load_dwordx4 v[30:33], v[30:31], off
	v_lshl_add_u64 v[34:35], v[16:17], 0, s[0:1]
	s_add_u32 s0, s0, 0x4000
	s_addc_u32 s1, s1, 0
	s_cmp_lg_u32 s0, 0x20000
	s_barrier
	global_load_dwordx4 v[34:37], v[34:35], off
	s_waitcnt vmcnt(1)
	ds_write2_b64 v28, v[30:31], v[32:33] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v23, v[34:35], v[36:37] offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v29, v24 offset:136
	ds_read_u16 v32, v24 offset:272
	ds_read_u16 v33, v24 offset:408
	ds_read_u16 v34, v24
	ds_read_u16 v35, v24 offset:440
	ds_read_u16 v36, v24 offset:304
	ds_read_u16 v37, v24 offset:168
	ds_read_u16 v38, v24 offset:32
	ds_read_u16 v39, v24 offset:2176
	ds_read_u16 v40, v24 offset:2312
	ds_read_u16 v41, v24 offset:2448
	ds_read_u16 v42, v25
	ds_read_u16 v43, v25 offset:32
	ds_read_u16 v44, v24 offset:2480
	ds_read_u16 v45, v24 offset:2344
	ds_read_u16 v46, v24 offset:2208
	ds_read_u16 v30, v26 offset:4488
	ds_read_u16 v31, v26 offset:4624
	ds_read_u16 v47, v26 offset:4760
	ds_read_u16 v48, v26 offset:4352
	ds_read_u16 v49, v26 offset:4792
	ds_read_u16 v50, v26 offset:4656
	ds_read_u16 v51, v26 offset:4520
	ds_read_u16 v52, v26 offset:4384
	ds_read_u16 v53, v26 offset:6528
	ds_read_u16 v54, v26 offset:6664
	ds_read_u16 v55, v26 offset:6800
	ds_read_u16 v56, v27 offset:4352
	ds_read_u16 v57, v27 offset:4384
	ds_read_u16 v58, v26 offset:6832
	s_waitcnt lgkmcnt(11)
	v_perm_b32 v31, v47, v31, s2
	s_waitcnt lgkmcnt(10)
	v_perm_b32 v30, v30, v48, s2
	v_perm_b32 v33, v33, v32, s2
	v_perm_b32 v32, v29, v34, s2
	v_perm_b32 v35, v35, v36, s2
	v_perm_b32 v34, v37, v38, s2
	s_waitcnt lgkmcnt(8)
	v_perm_b32 v37, v49, v50, s2
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v36, v51, v52, s2
	ds_read_u16 v29, v26 offset:6696
	ds_read_u16 v38, v26 offset:6560
	v_mfma_f32_16x16x16_f16 v[12:15], v[30:31], v[32:33], v[12:15]
	v_mfma_f32_16x16x16_f16 v[8:11], v[30:31], v[34:35], v[8:11]
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v31, v56, v55, s2
	v_perm_b32 v30, v54, v53, s2
	v_mfma_f32_16x16x16_f16 v[4:7], v[36:37], v[32:33], v[4:7]
	v_perm_b32 v33, v42, v41, s2
	v_perm_b32 v32, v40, v39, s2
	v_mfma_f32_16x16x16_f16 v[0:3], v[36:37], v[34:35], v[0:3]
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v37, v57, v58, s2
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v36, v29, v38, s2
	v_perm_b32 v35, v43, v44, s2
	v_perm_b32 v34, v45, v46, s2
	v_mfma_f32_16x16x16_f16 v[12:15], v[30:31], v[32:33], v[12:15]
	s_nop 0
	v_mfma_f32_16x16x16_f16 v[8:11], v[30:31], v[34:35], v[8:11]
	v_mfma_f32_16x16x16_f16 v[4:7], v[36:37], v[32:33], v[4:7]
	v_mfma_f32_16x16x16_f16 v[0:3], v[36:37], v[34:35], v[0:3]
	s_cbranch_scc1 .LBB0_1
	v_or3_b32 v16, v20, s8, v22
	v_or_b32_e32 v20, s9, v21
	v_lshlrev_b32_e32 v16, 10, v16
	v_mov_b32_e32 v17, 0
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[16:17]
	v_lshlrev_b32_e32 v16, 2, v20
	v_lshl_add_u64 v[20:21], v[18:19], 0, v[16:17]
	s_mov_b64 s[0:1], 0x4000
	global_store_dword v[20:21], v12, off
	global_store_dword v[20:21], v13, off offset:1024
	global_store_dword v[20:21], v14, off offset:2048
	global_store_dword v[20:21], v15, off offset:3072
	global_store_dword v[20:21], v8, off offset:64
	global_store_dword v[20:21], v9, off offset:1088
	global_store_dword v[20:21], v10, off offset:2112
	global_store_dword v[20:21], v11, off offset:3136
	v_lshl_add_u64 v[8:9], v[18:19], 0, s[0:1]
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[16:17]
	s_mov_b64 s[0:1], 0x4400
	global_store_dword v[10:11], v4, off
	v_lshl_add_u64 v[10:11], v[18:19], 0, s[0:1]
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[16:17]
	s_mov_b64 s[0:1], 0x4800
	global_store_dword v[12:13], v5, off
	v_lshl_add_u64 v[4:5], v[18:19], 0, s[0:1]
	v_lshl_add_u64 v[12:13], v[4:5], 0, v[16:17]
	s_mov_b64 s[0:1], 0x4c00
	global_store_dword v[12:13], v6, off
	v_lshl_add_u64 v[12:13], v[18:19], 0, s[0:1]
	v_lshl_add_u64 v[14:15], v[12:13], 0, v[16:17]
	v_or_b32_e32 v16, 64, v16
	global_store_dword v[14:15], v7, off
	v_lshl_add_u64 v[6:7], v[8:9], 0, v[16:17]
	global_store_dword v[6:7], v0, off
	v_lshl_add_u64 v[6:7], v[10:11], 0, v[16:17]
	global_store_dword v[6:7], v1, off
	v_lshl_add_u64 v[0:1], v[4:5], 0, v[16:17]
	global_store_dword v[0:1], v2, off
	v_lshl_add_u64 v[0:1], v[12:13], 0, v[16:17]
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm
		.amdhsa_group_segment_fixed_size 8704
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
		.amdhsa_accum_offset 60
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

	.set gemm.num_vgpr, 59
	.set gemm.num_agpr, 0
	.set gemm.numbered_sgpr, 10
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
    .group_segment_fixed_size: 8704
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .name:           gemm
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 2
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     59
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
