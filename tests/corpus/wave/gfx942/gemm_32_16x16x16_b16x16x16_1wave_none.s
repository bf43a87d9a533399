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
	v_and_b32_e32 v4, 15, v0
	v_lshrrev_b32_e32 v0, 2, v0
	s_lshl_b32 s0, s8, 4
	v_and_b32_e32 v8, 12, v0
	v_or_b32_e32 v1, s0, v4
	v_lshlrev_b32_e32 v2, 1, v8
	v_lshl_or_b32 v5, v1, 6, v2
	global_load_dwordx2 v[0:1], v5, s[2:3]
	v_lshl_or_b32 v9, s9, 4, v4
	v_lshl_or_b32 v6, v9, 6, v2
	v_mul_u32_u24_e32 v4, 20, v4
	v_add_lshl_u32 v10, v4, v8, 1
	v_or_b32_e32 v8, s0, v8
	v_lshlrev_b32_e32 v9, 2, v9
	v_lshl_or_b32 v8, v8, 7, v9
	global_load_dwordx2 v[2:3], v6, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write2_b64 v10, v[2:3], v[0:1] offset1:80
	s_waitcnt lgkmcnt(0)
	ds_read2_b64 v[0:3], v10 offset1:80
	global_load_dwordx2 v[4:5], v5, s[2:3] offset:32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[0:3], v[2:3], v[0:1], 0
	global_load_dwordx2 v[6:7], v6, s[4:5] offset:32
	s_waitcnt vmcnt(0)
	ds_write2_b64 v10, v[6:7], v[4:5] offset1:80
	s_waitcnt lgkmcnt(0)
	ds_read2_b64 v[4:7], v10 offset1:80
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[0:3], v[6:7], v[4:5], v[0:3]
	s_nop 6
	global_store_dword v8, v0, s[6:7]
	global_store_dword v8, v1, s[6:7] offset:128
	global_store_dword v8, v2, s[6:7] offset:256
	global_store_dword v8, v3, s[6:7] offset:384
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm
		.amdhsa_group_segment_fixed_size 1280
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 12
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

	.set gemm.num_vgpr, 11
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
    .group_segment_fixed_size: 1280
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 64
    .name:           gemm
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
