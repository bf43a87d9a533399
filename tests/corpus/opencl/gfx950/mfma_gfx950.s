	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma16x32_f16_chain     ; -- Begin function mfma16x32_f16_chain
	.globl	mfma16x32_f16_chain
	.p2align	8
	.type	mfma16x32_f16_chain,@function
mfma16x32_f16_chain:                    ; @mfma16x32_f16_chain
; %bb.0:
	v_and_b32_e32 v1, 15, v0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_lshlrev_b32_e32 v2, 7, v1
	v_and_or_b32 v2, v0, 48, v2
	v_lshlrev_b32_e32 v0, 4, v0
	v_and_b32_e32 v0, 0x300, v0
	v_lshl_or_b32 v3, v1, 1, v0
	s_waitcnt lgkmcnt(0)
	global_load_ushort v4, v3, s[6:7]
	global_load_ushort v5, v3, s[6:7] offset:32
	global_load_ushort v6, v3, s[6:7] offset:64
	global_load_ushort v7, v3, s[6:7] offset:96
	global_load_ushort v8, v3, s[6:7] offset:128
	global_load_ushort v9, v3, s[6:7] offset:160
	global_load_ushort v10, v3, s[6:7] offset:192
	global_load_ushort v11, v3, s[6:7] offset:224
	global_load_dwordx4 v[22:25], v2, s[4:5]
	global_load_dwordx4 v[26:29], v2, s[4:5] offset:64
	global_load_ushort v12, v3, s[6:7] offset:1088
	global_load_ushort v13, v3, s[6:7] offset:1120
	global_load_ushort v14, v3, s[6:7] offset:1216
	global_load_ushort v15, v3, s[6:7] offset:1248
	global_load_ushort v16, v3, s[6:7] offset:1152
                                        ; kill: killed $sgpr4_sgpr5
                                        ; kill: killed $vgpr2
	global_load_ushort v17, v3, s[6:7] offset:1184
	global_load_ushort v18, v3, s[6:7] offset:1024
	global_load_ushort v19, v3, s[6:7] offset:1056
	s_mov_b32 s0, 0x5040100
	v_lshl_or_b32 v20, v1, 2, v0
	s_waitcnt vmcnt(16)
	v_perm_b32 v0, v5, v4, s0
	s_waitcnt vmcnt(14)
	v_perm_b32 v1, v7, v6, s0
	s_waitcnt vmcnt(12)
	v_perm_b32 v2, v9, v8, s0
	s_waitcnt vmcnt(10)
	v_perm_b32 v3, v11, v10, s0
	s_waitcnt vmcnt(4)
	v_perm_b32 v5, v15, v14, s0
	v_mfma_f32_16x16x32_f16 v[6:9], v[22:25], v[0:3], 0
	v_perm_b32 v3, v13, v12, s0
	s_waitcnt vmcnt(2)
	v_perm_b32 v4, v17, v16, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v19, v18, s0
	s_nop 1
	v_mfma_f32_16x16x32_f16 v[0:3], v[26:29], v[2:5], v[6:9]
	s_nop 7
	global_store_dword v20, v0, s[2:3]
	global_store_dword v20, v1, s[2:3] offset:64
	global_store_dword v20, v2, s[2:3] offset:128
	global_store_dword v20, v3, s[2:3] offset:192
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma16x32_f16_chain
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 32
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
	.size	mfma16x32_f16_chain, .Lfunc_end0-mfma16x32_f16_chain
                                        ; -- End function
	.set mfma16x32_f16_chain.num_vgpr, 30
	.set mfma16x32_f16_chain.num_agpr, 0
	.set mfma16x32_f16_chain.numbered_sgpr, 8
	.set mfma16x32_f16_chain.num_named_barrier, 0
	.set mfma16x32_f16_chain.private_seg_size, 0
	.set mfma16x32_f16_chain.uses_vcc, 0
	.set mfma16x32_f16_chain.uses_flat_scratch, 0
	.set mfma16x32_f16_chain.has_dyn_sized_stack, 0
	.set mfma16x32_f16_chain.has_recursion, 0
	.set mfma16x32_f16_chain.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 368
; TotalNumSgprs: 14
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma32x16_f16_chain     ; -- Begin function mfma32x16_f16_chain
	.globl	mfma32x16_f16_chain
	.p2align	8
	.type	mfma32x16_f16_chain,@function
mfma32x16_f16_chain:                    ; @mfma32x16_f16_chain
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v0, 5, v0
	v_lshlrev_b32_e32 v2, 6, v1
	v_lshl_or_b32 v2, v0, 4, v2
	v_lshlrev_b32_e32 v0, 9, v0
	v_lshl_or_b32 v3, v1, 1, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[30:33], v2, s[4:5]
	global_load_ushort v4, v3, s[6:7]
	global_load_ushort v5, v3, s[6:7] offset:64
	global_load_ushort v6, v3, s[6:7] offset:256
	global_load_ushort v7, v3, s[6:7] offset:320
	global_load_ushort v8, v3, s[6:7] offset:384
	global_load_ushort v9, v3, s[6:7] offset:448
	global_load_ushort v10, v3, s[6:7] offset:128
	global_load_ushort v11, v3, s[6:7] offset:192
	global_load_dwordx4 v[34:37], v2, s[4:5] offset:32
	global_load_ushort v20, v3, s[6:7] offset:1152
	global_load_ushort v21, v3, s[6:7] offset:1216
	global_load_ushort v22, v3, s[6:7] offset:1280
	global_load_ushort v23, v3, s[6:7] offset:1408
	global_load_ushort v24, v3, s[6:7] offset:1472
                                        ; kill: killed $sgpr4_sgpr5
                                        ; kill: killed $vgpr2
	global_load_ushort v25, v3, s[6:7] offset:1344
	global_load_ushort v26, v3, s[6:7] offset:1024
	global_load_ushort v27, v3, s[6:7] offset:1088
	s_mov_b32 s0, 0x5040100
	v_lshl_or_b32 v28, v1, 2, v0
	v_or_b32_e32 v29, 0x400, v28
	s_waitcnt vmcnt(15)
	v_perm_b32 v16, v5, v4, s0
	s_waitcnt vmcnt(13)
	v_perm_b32 v18, v7, v6, s0
	s_waitcnt vmcnt(11)
	v_perm_b32 v19, v9, v8, s0
	s_waitcnt vmcnt(9)
	v_perm_b32 v17, v11, v10, s0
	s_nop 1
	v_mfma_f32_32x32x16_f16 v[0:15], v[30:33], v[16:19], 0
	s_waitcnt vmcnt(6)
	v_perm_b32 v17, v21, v20, s0
	v_or_b32_e32 v30, 0x800, v28
	v_or_b32_e32 v31, 0xc00, v28
	s_waitcnt vmcnt(3)
	v_perm_b32 v19, v24, v23, s0
	s_waitcnt vmcnt(2)
	v_perm_b32 v18, v25, v22, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v27, v26, s0
	s_nop 1
	v_mfma_f32_32x32x16_f16 v[0:15], v[34:37], v[16:19], v[0:15]
	s_nop 11
	global_store_dword v28, v0, s[8:9]
	v_add_f32_e32 v0, v0, v0
	v_add_f32_e32 v16, v1, v1
	v_add_f32_e32 v17, v2, v2
	v_add_f32_e32 v18, v3, v3
	v_add_f32_e32 v19, v4, v4
	v_add_f32_e32 v20, v5, v5
	v_add_f32_e32 v21, v6, v6
	v_add_f32_e32 v22, v7, v7
	v_add_f32_e32 v23, v8, v8
	v_add_f32_e32 v24, v9, v9
	v_add_f32_e32 v25, v10, v10
	v_add_f32_e32 v26, v11, v11
	v_add_f32_e32 v27, v12, v12
	v_add_f32_e32 v32, v13, v13
	v_add_f32_e32 v33, v14, v14
	v_add_f32_e32 v34, v15, v15
	global_store_dword v28, v0, s[10:11]
	global_store_dword v28, v1, s[8:9] offset:128
	global_store_dword v28, v16, s[10:11] offset:128
	global_store_dword v28, v2, s[8:9] offset:256
	global_store_dword v28, v17, s[10:11] offset:256
	global_store_dword v28, v3, s[8:9] offset:384
	global_store_dword v28, v18, s[10:11] offset:384
	global_store_dword v29, v4, s[8:9]
	global_store_dword v29, v19, s[10:11]
	global_store_dword v29, v5, s[8:9] offset:128
	global_store_dword v29, v20, s[10:11] offset:128
	global_store_dword v29, v6, s[8:9] offset:256
	global_store_dword v29, v21, s[10:11] offset:256
	global_store_dword v29, v7, s[8:9] offset:384
	global_store_dword v29, v22, s[10:11] offset:384
	global_store_dword v30, v8, s[8:9]
	global_store_dword v30, v23, s[10:11]
	global_store_dword v30, v9, s[8:9] offset:128
	global_store_dword v30, v24, s[10:11] offset:128
	global_store_dword v30, v10, s[8:9] offset:256
	global_store_dword v30, v25, s[10:11] offset:256
	global_store_dword v30, v11, s[8:9] offset:384
	global_store_dword v30, v26, s[10:11] offset:384
	global_store_dword v31, v12, s[8:9]
	global_store_dword v31, v27, s[10:11]
	global_store_dword v31, v13, s[8:9] offset:128
	global_store_dword v31, v32, s[10:11] offset:128
	global_store_dword v31, v14, s[8:9] offset:256
	global_store_dword v31, v33, s[10:11] offset:256
	global_store_dword v31, v15, s[8:9] offset:384
	global_store_dword v31, v34, s[10:11] offset:384
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma32x16_f16_chain
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
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 40
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
.Lfunc_end1:
	.size	mfma32x16_f16_chain, .Lfunc_end1-mfma32x16_f16_chain
                                        ; -- End function
	.set mfma32x16_f16_chain.num_vgpr, 38
	.set mfma32x16_f16_chain.num_agpr, 0
	.set mfma32x16_f16_chain.numbered_sgpr, 12
	.set mfma32x16_f16_chain.num_named_barrier, 0
	.set mfma32x16_f16_chain.private_seg_size, 0
	.set mfma32x16_f16_chain.uses_vcc, 0
	.set mfma32x16_f16_chain.uses_flat_scratch, 0
	.set mfma32x16_f16_chain.has_dyn_sized_stack, 0
	.set mfma32x16_f16_chain.has_recursion, 0
	.set mfma32x16_f16_chain.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 676
; TotalNumSgprs: 18
; NumVgprs: 38
; NumAgprs: 0
; TotalNumVgprs: 38
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 38
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma16x32_bf16_chain    ; -- Begin function mfma16x32_bf16_chain
	.globl	mfma16x32_bf16_chain
	.p2align	8
	.type	mfma16x32_bf16_chain,@function
mfma16x32_bf16_chain:                   ; @mfma16x32_bf16_chain
; %bb.0:
	v_and_b32_e32 v1, 15, v0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_lshlrev_b32_e32 v2, 7, v1
	v_and_or_b32 v2, v0, 48, v2
	v_lshlrev_b32_e32 v0, 4, v0
	v_and_b32_e32 v0, 0x300, v0
	v_lshl_or_b32 v3, v1, 1, v0
	s_waitcnt lgkmcnt(0)
	global_load_ushort v4, v3, s[6:7]
	global_load_ushort v5, v3, s[6:7] offset:32
	global_load_ushort v6, v3, s[6:7] offset:64
	global_load_ushort v7, v3, s[6:7] offset:96
	global_load_ushort v8, v3, s[6:7] offset:128
	global_load_ushort v9, v3, s[6:7] offset:160
	global_load_ushort v10, v3, s[6:7] offset:192
	global_load_ushort v11, v3, s[6:7] offset:224
	global_load_dwordx4 v[22:25], v2, s[4:5]
	global_load_dwordx4 v[26:29], v2, s[4:5] offset:64
	global_load_ushort v12, v3, s[6:7] offset:1088
	global_load_ushort v13, v3, s[6:7] offset:1120
	global_load_ushort v14, v3, s[6:7] offset:1216
	global_load_ushort v15, v3, s[6:7] offset:1248
	global_load_ushort v16, v3, s[6:7] offset:1152
                                        ; kill: killed $sgpr4_sgpr5
                                        ; kill: killed $vgpr2
	global_load_ushort v17, v3, s[6:7] offset:1184
	global_load_ushort v18, v3, s[6:7] offset:1024
	global_load_ushort v19, v3, s[6:7] offset:1056
	s_mov_b32 s0, 0x5040100
	v_lshl_or_b32 v20, v1, 2, v0
	s_waitcnt vmcnt(16)
	v_perm_b32 v0, v5, v4, s0
	s_waitcnt vmcnt(14)
	v_perm_b32 v1, v7, v6, s0
	s_waitcnt vmcnt(12)
	v_perm_b32 v2, v9, v8, s0
	s_waitcnt vmcnt(10)
	v_perm_b32 v3, v11, v10, s0
	s_waitcnt vmcnt(4)
	v_perm_b32 v5, v15, v14, s0
	v_mfma_f32_16x16x32_bf16 v[6:9], v[22:25], v[0:3], 0
	v_perm_b32 v3, v13, v12, s0
	s_waitcnt vmcnt(2)
	v_perm_b32 v4, v17, v16, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v19, v18, s0
	s_nop 1
	v_mfma_f32_16x16x32_bf16 v[0:3], v[26:29], v[2:5], v[6:9]
	s_nop 7
	global_store_dword v20, v0, s[2:3]
	global_store_dword v20, v1, s[2:3] offset:64
	global_store_dword v20, v2, s[2:3] offset:128
	global_store_dword v20, v3, s[2:3] offset:192
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma16x32_bf16_chain
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 32
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
.Lfunc_end2:
	.size	mfma16x32_bf16_chain, .Lfunc_end2-mfma16x32_bf16_chain
                                        ; -- End function
	.set mfma16x32_bf16_chain.num_vgpr, 30
	.set mfma16x32_bf16_chain.num_agpr, 0
	.set mfma16x32_bf16_chain.numbered_sgpr, 8
	.set mfma16x32_bf16_chain.num_named_barrier, 0
	.set mfma16x32_bf16_chain.private_seg_size, 0
	.set mfma16x32_bf16_chain.uses_vcc, 0
	.set mfma16x32_bf16_chain.uses_flat_scratch, 0
	.set mfma16x32_bf16_chain.has_dyn_sized_stack, 0
	.set mfma16x32_bf16_chain.has_recursion, 0
	.set mfma16x32_bf16_chain.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 368
; TotalNumSgprs: 14
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma32x16_bf16_chain    ; -- Begin function mfma32x16_bf16_chain
	.globl	mfma32x16_bf16_chain
	.p2align	8
	.type	mfma32x16_bf16_chain,@function
mfma32x16_bf16_chain:                   ; @mfma32x16_bf16_chain
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_and_b32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v0, 5, v0
	v_lshlrev_b32_e32 v2, 6, v1
	v_lshl_or_b32 v2, v0, 4, v2
	v_lshlrev_b32_e32 v0, 9, v0
	v_lshl_or_b32 v3, v1, 1, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[30:33], v2, s[4:5]
	global_load_ushort v4, v3, s[6:7]
	global_load_ushort v5, v3, s[6:7] offset:64
	global_load_ushort v6, v3, s[6:7] offset:256
	global_load_ushort v7, v3, s[6:7] offset:320
	global_load_ushort v8, v3, s[6:7] offset:384
	global_load_ushort v9, v3, s[6:7] offset:448
	global_load_ushort v10, v3, s[6:7] offset:128
	global_load_ushort v11, v3, s[6:7] offset:192
	global_load_dwordx4 v[34:37], v2, s[4:5] offset:32
	global_load_ushort v20, v3, s[6:7] offset:1152
	global_load_ushort v21, v3, s[6:7] offset:1216
	global_load_ushort v22, v3, s[6:7] offset:1280
	global_load_ushort v23, v3, s[6:7] offset:1408
	global_load_ushort v24, v3, s[6:7] offset:1472
                                        ; kill: killed $sgpr4_sgpr5
                                        ; kill: killed $vgpr2
	global_load_ushort v25, v3, s[6:7] offset:1344
	global_load_ushort v26, v3, s[6:7] offset:1024
	global_load_ushort v27, v3, s[6:7] offset:1088
	s_mov_b32 s0, 0x5040100
	v_lshl_or_b32 v28, v1, 2, v0
	v_or_b32_e32 v29, 0x400, v28
	s_waitcnt vmcnt(15)
	v_perm_b32 v16, v5, v4, s0
	s_waitcnt vmcnt(13)
	v_perm_b32 v18, v7, v6, s0
	s_waitcnt vmcnt(11)
	v_perm_b32 v19, v9, v8, s0
	s_waitcnt vmcnt(9)
	v_perm_b32 v17, v11, v10, s0
	s_nop 1
	v_mfma_f32_32x32x16_bf16 v[0:15], v[30:33], v[16:19], 0
	s_waitcnt vmcnt(6)
	v_perm_b32 v17, v21, v20, s0
	v_or_b32_e32 v30, 0x800, v28
	v_or_b32_e32 v31, 0xc00, v28
	s_waitcnt vmcnt(3)
	v_perm_b32 v19, v24, v23, s0
	s_waitcnt vmcnt(2)
	v_perm_b32 v18, v25, v22, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v27, v26, s0
	s_nop 1
	v_mfma_f32_32x32x16_bf16 v[0:15], v[34:37], v[16:19], v[0:15]
	s_nop 11
	global_store_dword v28, v0, s[2:3]
	global_store_dword v28, v1, s[2:3] offset:128
	global_store_dword v28, v2, s[2:3] offset:256
	global_store_dword v28, v3, s[2:3] offset:384
	global_store_dword v29, v4, s[2:3]
	global_store_dword v29, v5, s[2:3] offset:128
	global_store_dword v29, v6, s[2:3] offset:256
	global_store_dword v29, v7, s[2:3] offset:384
	global_store_dword v30, v8, s[2:3]
	global_store_dword v30, v9, s[2:3] offset:128
	global_store_dword v30, v10, s[2:3] offset:256
	global_store_dword v30, v11, s[2:3] offset:384
	global_store_dword v31, v12, s[2:3]
	global_store_dword v31, v13, s[2:3] offset:128
	global_store_dword v31, v14, s[2:3] offset:256
	global_store_dword v31, v15, s[2:3] offset:384
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma32x16_bf16_chain
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 40
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
.Lfunc_end3:
	.size	mfma32x16_bf16_chain, .Lfunc_end3-mfma32x16_bf16_chain
                                        ; -- End function
	.set mfma32x16_bf16_chain.num_vgpr, 38
	.set mfma32x16_bf16_chain.num_agpr, 0
	.set mfma32x16_bf16_chain.numbered_sgpr, 8
	.set mfma32x16_bf16_chain.num_named_barrier, 0
	.set mfma32x16_bf16_chain.private_seg_size, 0
	.set mfma32x16_bf16_chain.uses_vcc, 0
	.set mfma32x16_bf16_chain.uses_flat_scratch, 0
	.set mfma32x16_bf16_chain.has_dyn_sized_stack, 0
	.set mfma32x16_bf16_chain.has_recursion, 0
	.set mfma32x16_bf16_chain.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 492
; TotalNumSgprs: 14
; NumVgprs: 38
; NumAgprs: 0
; TotalNumVgprs: 38
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 38
; AccumOffset: 40
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 9
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           mfma16x32_f16_chain
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         mfma16x32_f16_chain.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           mfma32x16_f16_chain
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma32x16_f16_chain.kd
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           mfma16x32_bf16_chain
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         mfma16x32_bf16_chain.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           mfma32x16_bf16_chain
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         mfma32x16_bf16_chain.kd
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
