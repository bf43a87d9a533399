	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_scale_gfx950       ; -- Begin function mfma_scale_gfx950
	.globl	mfma_scale_gfx950
	.p2align	8
	.type	mfma_scale_gfx950,@function
mfma_scale_gfx950:                      ; @mfma_scale_gfx950
; %bb.0:
	s_load_dword s2, s[0:1], 0x20
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v1, 15, v0
	v_lshrrev_b32_e32 v6, 4, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s2, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_lshlrev_b32_e32 v2, 7, v0
	v_lshl_or_b32 v7, v6, 3, v2
	v_lshlrev_b32_e32 v8, 7, v6
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_movk_i32 s0, 0x780
	v_mov_b32_e32 v9, 2
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b32_sdwa v12, v9, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_or_b32 v11, v8, s0, v1
	global_load_dword v12, v12, s[8:9]
	v_and_b32_e32 v10, 0x7f8, v7
	v_lshlrev_b32_e32 v11, 2, v11
	v_lshlrev_b32_e32 v10, 2, v10
	global_load_dword v13, v11, s[6:7]
	global_load_dword v14, v11, s[6:7] offset:64
	global_load_dword v15, v11, s[6:7] offset:128
	global_load_dword v20, v11, s[6:7] offset:192
	global_load_dword v21, v11, s[6:7] offset:256
	global_load_dword v22, v11, s[6:7] offset:320
	global_load_dwordx4 v[16:19], v10, s[4:5] offset:16
	global_load_dwordx4 v[26:29], v10, s[4:5]
	global_load_dword v30, v11, s[6:7] offset:384
	global_load_dword v31, v11, s[6:7] offset:448
	s_add_i32 s2, s2, -1
	v_add_u32_e32 v0, 64, v0
	v_add_u32_e32 v7, 32, v7
	s_cmp_lg_u32 s2, 0
	v_add_u32_e32 v8, 0x200, v8
	s_waitcnt vmcnt(9)
	v_and_b32_e32 v10, 0x3f3f3f3f, v13
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v11, 0x3f3f3f3f, v14
	s_waitcnt vmcnt(6)
	v_and_b32_e32 v13, 0x3f3f3f3f, v20
	s_waitcnt vmcnt(5)
	v_and_b32_e32 v14, 0x3f3f3f3f, v21
	v_and_b32_e32 v32, 15, v12
	v_bfe_u32 v33, v12, 8, 4
	v_and_b32_e32 v12, 0x3f3f3f3f, v15
	s_waitcnt vmcnt(4)
	v_and_b32_e32 v15, 0x3f3f3f3f, v22
	s_waitcnt vmcnt(3)
	v_and_b32_e32 v25, 0x3f3f3f3f, v19
	v_and_b32_e32 v24, 0x3f3f3f3f, v18
	v_and_b32_e32 v23, 0x3f3f3f3f, v17
	v_and_b32_e32 v22, 0x3f3f3f3f, v16
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v21, 0x3f3f3f3f, v29
	v_and_b32_e32 v20, 0x3f3f3f3f, v28
	v_and_b32_e32 v19, 0x3f3f3f3f, v27
	v_and_b32_e32 v18, 0x3f3f3f3f, v26
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v16, 0x3f3f3f3f, v30
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v17, 0x3f3f3f3f, v31
	v_add_u32_e32 v26, 0x78, v32
	v_add_u32_e32 v27, 0x78, v33
	s_nop 1
	v_mfma_scale_f32_16x16x128_f8f6f4 v[2:5], v[18:25], v[10:17], v[2:5], v26, v27 op_sel_hi:[0,0,0]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
.LBB0_4:
	v_lshlrev_b32_e32 v0, 2, v1
	v_lshl_or_b32 v0, v6, 8, v0
	s_nop 7
	global_store_dword v0, v2, s[10:11]
	global_store_dword v0, v3, s[10:11] offset:64
	global_store_dword v0, v4, s[10:11] offset:128
	global_store_dword v0, v5, s[10:11] offset:192
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_scale_gfx950
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 36
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
	.size	mfma_scale_gfx950, .Lfunc_end0-mfma_scale_gfx950
                                        ; -- End function
	.set mfma_scale_gfx950.num_vgpr, 34
	.set mfma_scale_gfx950.num_agpr, 0
	.set mfma_scale_gfx950.numbered_sgpr, 12
	.set mfma_scale_gfx950.num_named_barrier, 0
	.set mfma_scale_gfx950.private_seg_size, 0
	.set mfma_scale_gfx950.uses_vcc, 0
	.set mfma_scale_gfx950.uses_flat_scratch, 0
	.set mfma_scale_gfx950.has_dyn_sized_stack, 0
	.set mfma_scale_gfx950.has_recursion, 0
	.set mfma_scale_gfx950.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 508
; TotalNumSgprs: 18
; NumVgprs: 34
; NumAgprs: 0
; TotalNumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 34
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           mfma_scale_gfx950
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_scale_gfx950.kd
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
