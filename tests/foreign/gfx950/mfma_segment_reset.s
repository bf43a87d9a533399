	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_segment_reset      ; -- Begin function mfma_segment_reset
	.globl	mfma_segment_reset
	.p2align	8
	.type	mfma_segment_reset,@function
mfma_segment_reset:                     ; @mfma_segment_reset
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x10
	v_lshrrev_b32_e32 v2, 4, v0
	v_lshlrev_b32_e32 v1, 6, v2
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s6, 0
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	v_and_b32_e32 v6, 15, v0
	s_cbranch_execz .LBB0_5
; %bb.2:
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
.LBB0_3:
	s_movk_i32 s0, 0x400
	v_add3_u32 v0, v1, v6, s0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v2, off
	global_store_dword v[0:1], v3, off offset:64
	global_store_dword v[0:1], v4, off offset:128
	global_store_dword v[0:1], v5, off offset:192
	s_endpgm
.LBB0_4:
	v_and_b32_e32 v6, 15, v0
.LBB0_5:
	s_abs_i32 s8, s7
	v_cvt_f32_u32_e32 v3, s8
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	s_sub_i32 s10, 0, s8
	v_lshlrev_b32_e32 v7, 2, v2
	v_rcp_iflag_f32_e32 v4, v3
	s_add_i32 s7, s7, -1
	s_mov_b32 s9, 0
	v_mov_b32_e32 v2, 0
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v5, v4
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_lshl_or_b32 v0, v0, 6, v7
	v_readfirstlane_b32 s11, v5
	s_mul_i32 s10, s10, s11
	s_mul_hi_u32 s10, s11, s10
	s_add_i32 s10, s11, s10
	v_mov_b32_e32 v5, 0
	s_movk_i32 s11, 0x3c0
	s_mov_b32 s12, 0x5040100
	v_lshlrev_b32_e32 v7, 4, v7
	v_mov_b32_e32 v8, v1
	s_mov_b32 s13, 0
	s_branch .LBB0_7
.LBB0_6:                                ;   in Loop: Header=BB0_7 Depth=1
	s_add_i32 s9, s9, 1
	v_add_u32_e32 v0, 16, v0
	s_cmp_eq_u32 s6, s9
	v_add_u32_e32 v8, 0x100, v8
	s_cbranch_scc1 .LBB0_3
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v9, 0x3fc, v0
	v_lshlrev_b32_e32 v9, 1, v9
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[16:17], v9, s[0:1]
	v_and_or_b32 v10, v8, s11, v6
	v_lshlrev_b32_e32 v10, 1, v10
	global_load_ushort v12, v10, s[2:3]
	global_load_ushort v13, v10, s[2:3] offset:32
	global_load_ushort v11, v10, s[2:3] offset:64
	global_load_ushort v14, v10, s[2:3] offset:96
	s_mul_hi_u32 s14, s9, s10
	s_mul_i32 s14, s14, s8
	s_sub_i32 s14, s9, s14
	s_sub_i32 s15, s14, s8
	s_cmp_ge_u32 s14, s8
	s_cselect_b32 s14, s15, s14
	s_sub_i32 s15, s14, s8
	s_cmp_ge_u32 s14, s8
	s_cselect_b32 s14, s15, s14
	s_cmp_eq_u32 s14, s7
	s_waitcnt vmcnt(2)
	v_perm_b32 v10, v13, v12, s12
	s_waitcnt vmcnt(0)
	v_perm_b32 v11, v14, v11, s12
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[2:5], v[16:17], v[10:11], v[2:5]
	s_cbranch_scc0 .LBB0_6
; %bb.8:                                ;   in Loop: Header=BB0_7 Depth=1
	v_lshl_or_b32 v9, s13, 8, v7
	v_and_or_b32 v9, v9, s11, v6
	v_lshlrev_b32_e32 v9, 2, v9
	s_nop 3
	global_store_dword v9, v2, s[4:5]
	global_store_dword v9, v3, s[4:5] offset:64
	global_store_dword v9, v4, s[4:5] offset:128
	global_store_dword v9, v5, s[4:5] offset:192
	s_add_i32 s13, s13, 1
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_branch .LBB0_6
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_segment_reset
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 16
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
	.size	mfma_segment_reset, .Lfunc_end0-mfma_segment_reset
                                        ; -- End function
	.set mfma_segment_reset.num_vgpr, 18
	.set mfma_segment_reset.num_agpr, 0
	.set mfma_segment_reset.numbered_sgpr, 16
	.set mfma_segment_reset.num_named_barrier, 0
	.set mfma_segment_reset.private_seg_size, 0
	.set mfma_segment_reset.uses_vcc, 0
	.set mfma_segment_reset.uses_flat_scratch, 0
	.set mfma_segment_reset.has_dyn_sized_stack, 0
	.set mfma_segment_reset.has_recursion, 0
	.set mfma_segment_reset.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 484
; TotalNumSgprs: 22
; NumVgprs: 18
; NumAgprs: 0
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 18
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
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
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           mfma_segment_reset
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         mfma_segment_reset.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
