	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	gemm_tiled_mfma16       ; -- Begin function gemm_tiled_mfma16
	.globl	gemm_tiled_mfma16
	.p2align	8
	.type	gemm_tiled_mfma16,@function
gemm_tiled_mfma16:                      ; @gemm_tiled_mfma16
; %bb.0:
	v_lshlrev_b32_e32 v2, 1, v0
	v_and_b32_e32 v3, 14, v2
	v_lshrrev_b32_e32 v1, 3, v0
	v_lshlrev_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v8, 7, v0
	v_bfe_u32 v7, v0, 6, 1
	v_and_b32_e32 v6, 15, v0
	v_lshlrev_b32_e32 v5, 7, v1
	v_lshl_or_b32 v10, v1, 5, v4
	v_and_b32_e32 v1, 30, v2
	v_lshlrev_b32_e32 v2, 2, v0
	v_lshrrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v2, 0x3c0, v2
	v_lshlrev_b32_e32 v4, 1, v1
	s_movk_i32 s3, 0x400
	v_and_b32_e32 v9, 12, v0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_lshr_b32 s0, s2, 31
	v_or3_b32 v11, v2, v4, s3
	v_lshlrev_b32_e32 v0, 9, v8
	v_lshlrev_b32_e32 v4, 5, v6
	v_lshlrev_b32_e32 v12, 1, v9
	s_add_i32 s0, s2, s0
	v_or3_b32 v12, v0, v4, v12
	v_lshlrev_b32_e32 v0, 5, v7
	v_lshlrev_b32_e32 v4, 1, v6
	s_ashr_i32 s0, s0, 1
	v_or3_b32 v14, v0, v4, s3
	v_lshl_add_u32 v0, s2, 5, v2
	s_lshl_b32 s1, s0, 12
	v_lshlrev_b32_e32 v15, 6, v9
	v_or_b32_e32 v0, v0, v1
	s_lshl_b32 s3, s0, 6
	v_subrev_u32_e32 v4, s3, v0
	v_or3_b32 v13, s1, v5, v3
	s_mov_b32 s1, -16
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_add_u32_e32 v14, v14, v15
	s_mov_b32 s3, 0x5040100
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s1, s1, 16
	v_add_u32_e32 v16, s1, v13
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v17, 31, v16
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[4:5], 1, s[6:7]
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[4:5]
	global_load_dword v5, v[18:19], off
	global_load_dword v15, v[16:17], off
	s_cmpk_gt_u32 s1, 0x6f
	v_add_u32_e32 v4, 0x400, v4
	s_waitcnt vmcnt(1)
	ds_write_b32 v11, v5
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v15
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v5, v14
	ds_read_u16 v15, v14 offset:64
	ds_read_u16 v16, v14 offset:128
	ds_read_u16 v17, v14 offset:192
	ds_read_b64 v[18:19], v12
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v17, v17, v16, s3
	v_perm_b32 v16, v15, v5, s3
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_16x16x16_f16 v[0:3], v[18:19], v[16:17], v[0:3]
	s_barrier
	s_cbranch_scc0 .LBB0_1
; %bb.2:
	s_lshl_b32 s1, s0, 1
	s_sub_i32 s1, s2, s1
	s_lshl_b32 s1, s1, 5
	s_lshl_b32 s0, s0, 5
	v_lshlrev_b32_e32 v8, 4, v8
	v_lshlrev_b32_e32 v7, 4, v7
	v_or_b32_e32 v8, s0, v8
	v_or_b32_e32 v7, s1, v7
	v_or_b32_e32 v8, v8, v9
	v_or_b32_e32 v6, v7, v6
	v_lshl_add_u32 v6, v8, 6, v6
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[4:5], v[6:7], 2, v[4:5]
	global_store_dword v[4:5], v0, off
	global_store_dword v[4:5], v1, off offset:256
	global_store_dword v[4:5], v2, off offset:512
	global_store_dword v[4:5], v3, off offset:768
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_tiled_mfma16
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 0
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
	.size	gemm_tiled_mfma16, .Lfunc_end0-gemm_tiled_mfma16
                                        ; -- End function
	.set gemm_tiled_mfma16.num_vgpr, 20
	.set gemm_tiled_mfma16.num_agpr, 0
	.set gemm_tiled_mfma16.numbered_sgpr, 10
	.set gemm_tiled_mfma16.num_named_barrier, 0
	.set gemm_tiled_mfma16.private_seg_size, 0
	.set gemm_tiled_mfma16.uses_vcc, 0
	.set gemm_tiled_mfma16.uses_flat_scratch, 0
	.set gemm_tiled_mfma16.has_dyn_sized_stack, 0
	.set gemm_tiled_mfma16.has_recursion, 0
	.set gemm_tiled_mfma16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 500
; TotalNumSgprs: 16
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           gemm_tiled_mfma16
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         gemm_tiled_mfma16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
