; To reproduce the .rocmasm from .optimized.ll, run:
; llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -mattr='-fma-mix-insts' -O3 <.optimized.ll> -o <out.rocmasm>

	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	broadcasted_scale_scaled_mma
	.p2align	8
	.type	broadcasted_scale_scaled_mma,@function
broadcasted_scale_scaled_mma:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
.LBB0_0:
	v_and_b32_e32 v20, 0x3ff, v0
	v_lshrrev_b32_e32 v1, 2, v20
	v_and_b32_e32 v21, 16, v1
	s_lshl_b32 s0, s12, 5
	v_and_b32_e32 v22, 15, v20
	v_or3_b32 v1, v22, s0, v21
	v_bfe_u32 v0, v0, 10, 10
	global_load_ubyte v60, v1, s[4:5]
	v_lshrrev_b32_e32 v1, 3, v20
	v_lshlrev_b32_e32 v23, 4, v0
	v_or_b32_e32 v24, v1, v23
	v_or_b32_e32 v0, s0, v24
	v_lshlrev_b32_e32 v2, 4, v20
	v_lshlrev_b32_e32 v1, 7, v1
	v_sub_u32_e32 v8, v2, v1
	v_lshlrev_b32_e32 v12, 9, v0
	v_mov_b32_e32 v13, 0
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[12:13]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[14:15], v[0:1], 0, v[8:9]
	global_load_dwordx4 v[0:3], v[14:15], off
	s_lshl_b32 s1, s13, 5
	v_or_b32_e32 v6, s1, v24
	v_lshlrev_b32_e32 v12, 9, v6
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[12:13]
	v_lshlrev_b32_e32 v12, 5, v6
	v_mov_b32_e32 v11, v13
	v_and_b32_e32 v10, 7, v20
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[12:13]
	v_lshl_add_u64 v[16:17], v[4:5], 0, v[8:9]
	v_lshl_add_u64 v[18:19], v[6:7], 0, v[10:11]
	s_movk_i32 s2, 0x88
	s_movk_i32 s4, 0x87
	v_lshrrev_b32_e32 v9, 4, v20
	v_bfe_u32 v12, v20, 4, 2
	v_or_b32_e32 v20, v22, v23
	v_or_b32_e32 v22, v21, v22
	v_mul_u32_u24_e32 v11, 15, v12
	v_lshl_or_b32 v23, v24, 4, v10
	v_mul_u32_u24_e32 v25, 0x88, v20
	v_mad_u32_u24 v24, v24, s2, v8
	v_mad_u32_u24 v8, v22, s4, v22
	s_movk_i32 s3, 0x2204
	v_lshlrev_b32_e32 v10, 4, v20
	v_add3_u32 v25, v12, v11, v25
	v_add_u32_e32 v28, 0x1100, v24
	v_lshl_add_u32 v8, v12, 4, v8
	v_or_b32_e32 v26, v12, v10
	v_or3_b32 v27, v9, v10, s3
	v_add_u32_e32 v29, 0x1100, v8
	v_add_u32_e32 v30, 0x1140, v8
	v_lshlrev_b32_e32 v12, 2, v12
	v_or3_b32 v12, v12, s0, v21
	v_lshlrev_b32_e32 v12, 10, v12
	s_barrier
	global_load_dwordx4 v[4:7], v[16:17], off
	global_load_ubyte v31, v[18:19], off
	s_waitcnt vmcnt(2)
	ds_write2_b64 v28, v[0:1], v[2:3] offset1:1
	ds_write_b8 v22, v60 offset:9216
	s_waitcnt vmcnt(1)
	ds_write2_b64 v24, v[4:5], v[6:7] offset1:1
	s_waitcnt vmcnt(0)
	ds_write_b8 v23, v31 offset:8704
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[36:39], v25 offset0:8 offset1:9
	ds_read2_b64 v[40:43], v29 offset1:1
	ds_read2_b64 v[44:47], v30 offset1:1
	ds_read2_b64 v[48:51], v25 offset1:1
	ds_read_u8 v31, v22 offset:9216
	ds_read_u8 v8, v26 offset:8704
	ds_read_u8 v32, v27
	global_load_dwordx4 v[0:3], v[14:15], off offset:128
	s_waitcnt lgkmcnt(1)
	v_mfma_scale_f32_16x16x128_f8f6f4 v[8:11], v[40:43], v[48:51], 0, v31, v8 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dwordx4 v[4:7], v[16:17], off offset:128
	global_load_ubyte v33, v[18:19], off offset:8
	s_waitcnt vmcnt(2)
	ds_write2_b64 v28, v[0:1], v[2:3] offset1:1
	ds_write_b8 v22, v60 offset:9216
	s_waitcnt vmcnt(1)
	ds_write2_b64 v24, v[4:5], v[6:7] offset1:1
	s_waitcnt vmcnt(0)
	ds_write_b8 v23, v33 offset:8704
	v_mfma_scale_f32_16x16x128_f8f6f4 v[4:7], v[44:47], v[36:39], v[8:11], v31, v32 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[40:43], v25 offset0:8 offset1:9
	ds_read2_b64 v[48:51], v29 offset1:1
	ds_read2_b64 v[52:55], v30 offset1:1
	ds_read2_b64 v[56:59], v25 offset1:1
	ds_read_u8 v33, v22 offset:9216
	ds_read_u8 v34, v26 offset:8704
	ds_read_u8 v35, v27
	global_load_dwordx4 v[0:3], v[14:15], off offset:256
	s_waitcnt lgkmcnt(1)
	v_mfma_scale_f32_16x16x128_f8f6f4 v[4:7], v[48:51], v[56:59], v[4:7], v33, v34 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dwordx4 v[8:11], v[16:17], off offset:256
	global_load_ubyte v31, v[18:19], off offset:16
	v_mfma_scale_f32_16x16x128_f8f6f4 v[4:7], v[52:55], v[40:43], v[4:7], v33, v35 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	s_waitcnt vmcnt(2)
	ds_write2_b64 v28, v[0:1], v[2:3] offset1:1
	ds_write_b8 v22, v60 offset:9216
	s_waitcnt vmcnt(1)
	ds_write2_b64 v24, v[8:9], v[10:11] offset1:1
	s_waitcnt vmcnt(0)
	ds_write_b8 v23, v31 offset:8704
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[36:39], v25 offset0:8 offset1:9
	ds_read2_b64 v[44:47], v29 offset1:1
	ds_read2_b64 v[48:51], v30 offset1:1
	ds_read2_b64 v[56:59], v25 offset1:1
	ds_read_u8 v31, v22 offset:9216
	ds_read_u8 v32, v26 offset:8704
	ds_read_u8 v34, v27
	global_load_dwordx4 v[0:3], v[14:15], off offset:384
	s_waitcnt lgkmcnt(1)
	v_mfma_scale_f32_16x16x128_f8f6f4 v[4:7], v[44:47], v[56:59], v[4:7], v31, v32 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dwordx4 v[8:11], v[16:17], off offset:384
	global_load_ubyte v14, v[18:19], off offset:24
	s_waitcnt vmcnt(2)
	ds_write2_b64 v28, v[0:1], v[2:3] offset1:1
	ds_write_b8 v22, v60 offset:9216
	s_waitcnt vmcnt(1)
	ds_write2_b64 v24, v[8:9], v[10:11] offset1:1
	s_waitcnt vmcnt(0)
	ds_write_b8 v23, v14 offset:8704
	v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[48:51], v[36:39], v[4:7], v31, v34 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[14:17], v25 offset0:8 offset1:9
	ds_read2_b64 v[40:43], v29 offset1:1
	ds_read2_b64 v[44:47], v30 offset1:1
	ds_read2_b64 v[52:55], v25 offset1:1
	ds_read_u8 v8, v22 offset:9216
	ds_read_u8 v9, v26 offset:8704
	ds_read_u8 v7, v27
	s_waitcnt lgkmcnt(1)
	v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[40:43], v[52:55], v[0:3], v8, v9 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	v_or_b32_e32 v6, s1, v20
	v_lshl_add_u64 v[4:5], s[10:11], 0, v[12:13]
	v_lshlrev_b32_e32 v12, 2, v6
	s_waitcnt lgkmcnt(0)
	v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[44:47], v[14:17], v[0:3], v8, v7 op_sel_hi:[0,0,0] cbsz:4 blgp:4
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[12:13]
	s_nop 6
	global_store_dword v[4:5], v0, off
	global_store_dword v[4:5], v1, off offset:1024
	global_store_dword v[4:5], v2, off offset:2048
	global_store_dword v[4:5], v3, off offset:3072
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel broadcasted_scale_scaled_mma
		.amdhsa_group_segment_fixed_size 9256
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
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
		.amdhsa_next_free_sgpr 14
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
	.size	broadcasted_scale_scaled_mma, .Lfunc_end0-broadcasted_scale_scaled_mma

	.set broadcasted_scale_scaled_mma.num_vgpr, 61
	.set broadcasted_scale_scaled_mma.num_agpr, 0
	.set broadcasted_scale_scaled_mma.numbered_sgpr, 14
	.set broadcasted_scale_scaled_mma.num_named_barrier, 0
	.set broadcasted_scale_scaled_mma.private_seg_size, 0
	.set broadcasted_scale_scaled_mma.uses_vcc, 0
	.set broadcasted_scale_scaled_mma.uses_flat_scratch, 0
	.set broadcasted_scale_scaled_mma.has_dyn_sized_stack, 0
	.set broadcasted_scale_scaled_mma.has_recursion, 0
	.set broadcasted_scale_scaled_mma.has_indirect_call, 0
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
      - .actual_access:  read_only
        .address_space:  generic
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  generic
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  generic
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 9256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 256
    .name:           broadcasted_scale_scaled_mma
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 2
      - 1
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         broadcasted_scale_scaled_mma.kd
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
