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
	v_and_b32_e32 v10, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	v_lshrrev_b32_e32 v1, 2, v10
	v_lshlrev_b32_e32 v11, 5, v0
	v_or_b32_e32 v12, v1, v11
	s_lshl_b32 s0, s8, 6
	v_or_b32_e32 v0, s0, v12
	v_lshlrev_b32_e32 v2, 3, v10
	v_lshlrev_b32_e32 v1, 5, v1
	s_lshl_b32 s1, s9, 6
	v_sub_u32_e32 v8, v2, v1
	v_lshlrev_b32_e32 v16, 9, v0
	v_mov_b32_e32 v17, 0
	v_or_b32_e32 v6, s1, v12
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[16:17]
	v_lshlrev_b32_e32 v16, 9, v6
	v_lshlrev_b64 v[4:5], 1, v[8:9]
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[16:17]
	v_lshl_add_u64 v[34:35], v[0:1], 0, v[4:5]
	v_lshl_add_u64 v[36:37], v[6:7], 0, v[4:5]
	global_load_dwordx4 v[0:3], v[34:35], off
	global_load_dwordx4 v[4:7], v[36:37], off
	v_and_b32_e32 v9, 31, v10
	v_lshrrev_b32_e32 v13, 3, v10
	v_lshrrev_b32_e32 v10, 1, v10
	v_and_b32_e32 v38, 32, v10
	v_and_b32_e32 v16, 4, v13
	v_mul_u32_u24_e32 v10, 36, v12
	v_or_b32_e32 v12, v38, v9
	v_lshlrev_b32_e32 v13, 1, v16
	v_add_lshl_u32 v39, v10, v8, 1
	v_mul_u32_u24_e32 v8, 36, v12
	v_lshl_add_u32 v8, v8, 1, v13
	v_add_u32_e32 v40, 0x1200, v39
	v_add_u32_e32 v41, 0x1000, v8
	v_or_b32_e32 v42, v9, v11
	v_or3_b32 v16, s0, v16, v38
	v_lshlrev_b32_e32 v16, 8, v16
	v_or3_b32 v16, v16, s1, v42
	s_movk_i32 s2, 0x2000
	s_movk_i32 s3, 0x4000
	s_waitcnt vmcnt(1)
	ds_write2_b64 v40, v[0:1], v[2:3] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v39, v[4:5], v[6:7] offset1:1
	v_mul_u32_u24_e32 v0, 36, v42
	v_lshl_add_u32 v43, v0, 1, v13
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[18:21], v41 offset0:64 offset1:66
	ds_read2_b64 v[22:25], v43 offset1:2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[22:23], 0
	global_load_dwordx4 v[26:29], v[34:35], off offset:64
	global_load_dwordx4 v[30:33], v[36:37], off offset:64
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[24:25], v[0:15]
	ds_read2_b64 v[18:21], v41 offset0:68 offset1:70
	ds_read2_b64 v[22:25], v43 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[22:23], v[0:15]
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write2_b64 v40, v[26:27], v[28:29] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v39, v[30:31], v[32:33] offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dwordx4 v[26:29], v[34:35], off offset:128
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[24:25], v[0:15]
	ds_read2_b64 v[18:21], v41 offset0:64 offset1:66
	ds_read2_b64 v[22:25], v43 offset1:2
	global_load_dwordx4 v[30:33], v[36:37], off offset:128
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[22:23], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[24:25], v[0:15]
	ds_read2_b64 v[18:21], v41 offset0:68 offset1:70
	ds_read2_b64 v[22:25], v43 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[22:23], v[0:15]
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write2_b64 v40, v[26:27], v[28:29] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v39, v[30:31], v[32:33] offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dwordx4 v[26:29], v[34:35], off offset:192
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[24:25], v[0:15]
	ds_read2_b64 v[18:21], v41 offset0:64 offset1:66
	ds_read2_b64 v[22:25], v43 offset1:2
	global_load_dwordx4 v[30:33], v[36:37], off offset:192
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[22:23], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[24:25], v[0:15]
	ds_read2_b64 v[18:21], v41 offset0:68 offset1:70
	ds_read2_b64 v[22:25], v43 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[22:23], v[0:15]
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write2_b64 v40, v[26:27], v[28:29] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v39, v[30:31], v[32:33] offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dwordx4 v[26:29], v[34:35], off offset:256
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[24:25], v[0:15]
	ds_read2_b64 v[18:21], v41 offset0:64 offset1:66
	ds_read2_b64 v[22:25], v43 offset1:2
	global_load_dwordx4 v[30:33], v[36:37], off offset:256
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[22:23], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[24:25], v[0:15]
	ds_read2_b64 v[18:21], v41 offset0:68 offset1:70
	ds_read2_b64 v[22:25], v43 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[22:23], v[0:15]
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write2_b64 v40, v[26:27], v[28:29] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v39, v[30:31], v[32:33] offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dwordx4 v[26:29], v[34:35], off offset:320
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[24:25], v[0:15]
	ds_read2_b64 v[18:21], v41 offset0:64 offset1:66
	ds_read2_b64 v[22:25], v43 offset1:2
	global_load_dwordx4 v[30:33], v[36:37], off offset:320
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[22:23], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[24:25], v[0:15]
	ds_read2_b64 v[18:21], v41 offset0:68 offset1:70
	ds_read2_b64 v[22:25], v43 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[22:23], v[0:15]
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write2_b64 v40, v[26:27], v[28:29] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v39, v[30:31], v[32:33] offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dwordx4 v[26:29], v[34:35], off offset:384
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[24:25], v[0:15]
	ds_read2_b64 v[18:21], v41 offset0:64 offset1:66
	ds_read2_b64 v[22:25], v43 offset1:2
	global_load_dwordx4 v[30:33], v[36:37], off offset:384
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[22:23], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[24:25], v[0:15]
	ds_read2_b64 v[18:21], v41 offset0:68 offset1:70
	ds_read2_b64 v[22:25], v43 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[22:23], v[0:15]
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write2_b64 v40, v[26:27], v[28:29] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v39, v[30:31], v[32:33] offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dwordx4 v[26:29], v[34:35], off offset:448
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[24:25], v[0:15]
	ds_read2_b64 v[18:21], v41 offset0:64 offset1:66
	ds_read2_b64 v[22:25], v43 offset1:2
	global_load_dwordx4 v[30:33], v[36:37], off offset:448
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[22:23], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[24:25], v[0:15]
	ds_read2_b64 v[18:21], v41 offset0:68 offset1:70
	ds_read2_b64 v[22:25], v43 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[22:23], v[0:15]
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write2_b64 v40, v[26:27], v[28:29] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v39, v[30:31], v[32:33] offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_lshl_add_u64 v[26:27], v[16:17], 2, s[6:7]
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[24:25], v[0:15]
	ds_read2_b64 v[18:21], v41 offset0:64 offset1:66
	ds_read2_b64 v[22:25], v43 offset1:2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[22:23], v[0:15]
	ds_read2_b64 v[16:19], v41 offset0:68 offset1:70
	v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[24:25], v[0:15]
	ds_read2_b64 v[20:23], v43 offset0:4 offset1:6
	v_add_co_u32_e32 v24, vcc, s2, v26
	s_nop 1
	v_addc_co_u32_e32 v25, vcc, 0, v27, vcc
	v_add_co_u32_e32 v28, vcc, s3, v26
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[20:21], v[0:15]
	v_addc_co_u32_e32 v29, vcc, 0, v27, vcc
	v_add_co_u32_e32 v16, vcc, 0x6000, v26
	s_nop 1
	v_addc_co_u32_e32 v17, vcc, 0, v27, vcc
	v_mfma_f32_32x32x8_f16 v[0:15], v[18:19], v[22:23], v[0:15]
	s_nop 10
	global_store_dword v[26:27], v0, off
	global_store_dword v[26:27], v1, off offset:1024
	global_store_dword v[26:27], v2, off offset:2048
	global_store_dword v[26:27], v3, off offset:3072
	global_store_dword v[24:25], v4, off
	global_store_dword v[24:25], v5, off offset:1024
	global_store_dword v[24:25], v6, off offset:2048
	global_store_dword v[24:25], v7, off offset:3072
	global_store_dword v[28:29], v8, off
	global_store_dword v[28:29], v9, off offset:1024
	global_store_dword v[28:29], v10, off offset:2048
	global_store_dword v[28:29], v11, off offset:3072
	global_store_dword v[16:17], v12, off
	global_store_dword v[16:17], v13, off offset:1024
	global_store_dword v[16:17], v14, off offset:2048
	global_store_dword v[16:17], v15, off offset:3072
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
		.amdhsa_accum_offset 44
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

	.set gemm.num_vgpr, 44
	.set gemm.num_agpr, 0
	.set gemm.numbered_sgpr, 10
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
