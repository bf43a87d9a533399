	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_pk_f16_epilogue    ; -- Begin function mfma_pk_f16_epilogue
	.globl	mfma_pk_f16_epilogue
	.p2align	8
	.type	mfma_pk_f16_epilogue,@function
mfma_pk_f16_epilogue:                   ; @mfma_pk_f16_epilogue
; %bb.0:
	s_load_dword s12, s[0:1], 0x28
	s_load_dwordx2 s[2:3], s[0:1], 0x20
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s12, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_lshlrev_b32_e32 v2, 6, v0
	v_lshrrev_b32_e32 v3, 2, v0
	v_and_b32_e32 v6, 15, v0
	v_and_or_b32 v7, v3, 12, v2
	v_and_b32_e32 v8, 0xc0, v1
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_movk_i32 s0, 0x3c0
	s_mov_b32 s1, 0x5040100
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v9, 0x3fc, v7
	v_and_or_b32 v10, v8, s0, v6
	v_lshlrev_b32_e32 v9, 1, v9
	v_lshlrev_b32_e32 v10, 1, v10
	global_load_dwordx2 v[16:17], v9, s[4:5]
	global_load_ushort v12, v10, s[6:7]
	global_load_ushort v11, v10, s[6:7] offset:64
	global_load_ushort v13, v10, s[6:7] offset:96
	global_load_ushort v14, v10, s[6:7] offset:32
	s_add_i32 s12, s12, -1
	v_add_u32_e32 v7, 16, v7
	s_cmp_lg_u32 s12, 0
	v_add_u32_e32 v8, 0x100, v8
	s_waitcnt vmcnt(1)
	v_perm_b32 v11, v13, v11, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v10, v14, v12, s1
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[2:5], v[16:17], v[10:11], v[2:5]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
.LBB0_4:
	global_load_dword v1, v1, s[8:9]
	s_nop 4
	v_mul_f32_e32 v6, 0x3e000000, v2
	v_mul_f32_e32 v7, 0x3e000000, v3
	v_mul_f32_e32 v8, 0x3e000000, v4
	v_mul_f32_e32 v9, 0x3e000000, v5
	s_mov_b32 s0, 0xbd003a00
	v_cvt_pk_f16_f32 v6, v6, v7
	v_cvt_pk_f16_f32 v7, v8, v9
	v_lshlrev_b32_e32 v10, 3, v0
	s_waitcnt vmcnt(0)
	v_pk_fma_f16 v6, v6, s0, v1
	v_pk_fma_f16 v7, v7, v1, s0
	s_nop 0
	v_pk_mul_f16 v1, v6, v7
	s_nop 0
	v_pk_max_f16 v6, v1, -0.5 op_sel_hi:[1,0]
	global_store_dwordx2 v10, v[6:7], s[10:11]
	v_cvt_f32_f16_e32 v8, v6
	v_cvt_f32_f16_sdwa v9, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_pk_add_f32 v[0:1], v[2:3], v[8:9]
	v_add_f32_e32 v2, v4, v8
	v_add_f32_e32 v3, v5, v9
	v_cvt_pk_bf16_f32 v0, v0, v1
	v_cvt_pk_bf16_f32 v1, v2, v3
	global_store_dwordx2 v10, v[0:1], s[2:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_pk_f16_epilogue
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
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
		.amdhsa_next_free_sgpr 13
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
	.size	mfma_pk_f16_epilogue, .Lfunc_end0-mfma_pk_f16_epilogue
                                        ; -- End function
	.set mfma_pk_f16_epilogue.num_vgpr, 18
	.set mfma_pk_f16_epilogue.num_agpr, 0
	.set mfma_pk_f16_epilogue.numbered_sgpr, 13
	.set mfma_pk_f16_epilogue.num_named_barrier, 0
	.set mfma_pk_f16_epilogue.private_seg_size, 0
	.set mfma_pk_f16_epilogue.uses_vcc, 0
	.set mfma_pk_f16_epilogue.uses_flat_scratch, 0
	.set mfma_pk_f16_epilogue.has_dyn_sized_stack, 0
	.set mfma_pk_f16_epilogue.has_recursion, 0
	.set mfma_pk_f16_epilogue.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 420
; TotalNumSgprs: 19
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
; NumSGPRsForWavesPerEU: 19
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
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'half2_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'half2_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           mfma_pk_f16_epilogue
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         mfma_pk_f16_epilogue.kd
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
