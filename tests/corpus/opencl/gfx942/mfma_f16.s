	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma16_f16_chain        ; -- Begin function mfma16_f16_chain
	.globl	mfma16_f16_chain
	.p2align	8
	.type	mfma16_f16_chain,@function
mfma16_f16_chain:                       ; @mfma16_f16_chain
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_and_b32_e32 v1, 15, v0
	v_lshrrev_b32_e32 v0, 4, v0
	v_lshlrev_b32_e32 v2, 7, v1
	v_lshl_or_b32 v2, v0, 3, v2
	v_lshl_or_b32 v6, v0, 6, v1
	v_lshlrev_b32_e32 v7, 1, v6
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[12:13], v2, s[4:5]
	global_load_dwordx2 v[14:15], v2, s[4:5] offset:32
	global_load_ushort v0, v7, s[6:7]
	global_load_ushort v1, v7, s[6:7] offset:64
	global_load_ushort v3, v7, s[6:7] offset:96
	global_load_ushort v4, v7, s[6:7] offset:32
	global_load_ushort v8, v7, s[6:7] offset:512
	global_load_ushort v5, v7, s[6:7] offset:576
	global_load_ushort v9, v7, s[6:7] offset:608
	global_load_ushort v10, v7, s[6:7] offset:544
	s_mov_b32 s0, 0x5040100
	global_load_dwordx2 v[16:17], v2, s[4:5] offset:64
	global_load_dwordx2 v[18:19], v2, s[4:5] offset:96
	v_lshlrev_b32_e32 v6, 2, v6
	s_waitcnt vmcnt(7)
	v_perm_b32 v1, v3, v1, s0
	s_waitcnt vmcnt(6)
	v_perm_b32 v0, v4, v0, s0
	s_waitcnt vmcnt(3)
	v_perm_b32 v5, v9, v5, s0
	v_mfma_f32_16x16x16_f16 v[0:3], v[12:13], v[0:1], 0
	s_waitcnt vmcnt(2)
	v_perm_b32 v4, v10, v8, s0
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[0:3], v[14:15], v[4:5], v[0:3]
	global_load_ushort v4, v7, s[6:7] offset:1024
	global_load_ushort v5, v7, s[6:7] offset:1088
	global_load_ushort v8, v7, s[6:7] offset:1120
	global_load_ushort v9, v7, s[6:7] offset:1056
	global_load_ushort v10, v7, s[6:7] offset:1536
	global_load_ushort v11, v7, s[6:7] offset:1600
	global_load_ushort v12, v7, s[6:7] offset:1632
	global_load_ushort v13, v7, s[6:7] offset:1568
	s_waitcnt vmcnt(5)
	v_perm_b32 v5, v8, v5, s0
	s_waitcnt vmcnt(4)
	v_perm_b32 v4, v9, v4, s0
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[0:3], v[16:17], v[4:5], v[0:3]
	s_waitcnt vmcnt(1)
	v_perm_b32 v5, v12, v11, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v4, v13, v10, s0
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[0:3], v[18:19], v[4:5], v[0:3]
	s_nop 6
	global_store_dword v6, v0, s[2:3]
	global_store_dword v6, v1, s[2:3] offset:64
	global_store_dword v6, v2, s[2:3] offset:128
	global_store_dword v6, v3, s[2:3] offset:192
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma16_f16_chain
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 8
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
	.size	mfma16_f16_chain, .Lfunc_end0-mfma16_f16_chain
                                        ; -- End function
	.set mfma16_f16_chain.num_vgpr, 20
	.set mfma16_f16_chain.num_agpr, 0
	.set mfma16_f16_chain.numbered_sgpr, 8
	.set mfma16_f16_chain.num_named_barrier, 0
	.set mfma16_f16_chain.private_seg_size, 0
	.set mfma16_f16_chain.uses_vcc, 0
	.set mfma16_f16_chain.uses_flat_scratch, 0
	.set mfma16_f16_chain.has_dyn_sized_stack, 0
	.set mfma16_f16_chain.has_recursion, 0
	.set mfma16_f16_chain.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 404
; TotalNumSgprs: 14
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
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
	.protected	mfma32_f16_chain        ; -- Begin function mfma32_f16_chain
	.globl	mfma32_f16_chain
	.p2align	8
	.type	mfma32_f16_chain,@function
mfma32_f16_chain:                       ; @mfma32_f16_chain
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_lshrrev_b32_e32 v2, 3, v0
	v_and_b32_e32 v3, 4, v2
	v_and_b32_e32 v1, 31, v0
	v_lshlrev_b32_e32 v4, 1, v3
	v_lshl_or_b32 v4, v1, 6, v4
	v_lshl_or_b32 v18, v3, 5, v1
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[34:35], v4, s[4:5]
	v_lshlrev_b32_e32 v1, 5, v2
	s_movk_i32 s0, 0x60
	v_or3_b32 v20, v1, v0, s0
	v_lshlrev_b32_e32 v0, 1, v20
	v_lshlrev_b32_e32 v19, 1, v18
	global_load_ushort v1, v0, s[6:7]
	global_load_ushort v2, v19, s[6:7]
	global_load_ushort v3, v19, s[6:7] offset:128
	global_load_ushort v5, v19, s[6:7] offset:64
	v_or_b32_e32 v21, 0x100, v18
	v_lshlrev_b32_e32 v0, 1, v21
	global_load_dwordx2 v[36:37], v4, s[4:5] offset:16
	global_load_ushort v22, v19, s[6:7] offset:576
	global_load_ushort v23, v19, s[6:7] offset:640
	global_load_ushort v24, v19, s[6:7] offset:704
	global_load_ushort v25, v0, s[6:7]
	global_load_ushort v33, v19, s[6:7] offset:1216
	v_or_b32_e32 v26, 0x200, v18
	v_or_b32_e32 v27, 0x300, v18
	v_lshlrev_b32_e32 v0, 1, v26
	v_lshlrev_b32_e32 v6, 1, v27
	global_load_ushort v28, v19, s[6:7] offset:1088
	global_load_ushort v29, v19, s[6:7] offset:1152
	global_load_dwordx2 v[38:39], v4, s[4:5] offset:32
	global_load_dwordx2 v[40:41], v4, s[4:5] offset:48
	global_load_ushort v30, v0, s[6:7]
	global_load_ushort v31, v6, s[6:7]
	global_load_ushort v32, v19, s[6:7] offset:1728
	s_mov_b32 s0, 0x5040100
	v_lshlrev_b32_e32 v18, 2, v18
	s_waitcnt vmcnt(14)
	v_perm_b32 v17, v1, v3, s0
	s_waitcnt vmcnt(13)
	v_perm_b32 v16, v5, v2, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[34:35], v[16:17], 0
	s_waitcnt vmcnt(9)
	v_perm_b32 v17, v24, v23, s0
	s_waitcnt vmcnt(8)
	v_perm_b32 v16, v22, v25, s0
	global_load_ushort v22, v19, s[6:7] offset:1664
	global_load_ushort v23, v19, s[6:7] offset:1600
	v_lshlrev_b32_e32 v19, 2, v20
	v_lshlrev_b32_e32 v20, 2, v21
	v_lshlrev_b32_e32 v21, 2, v26
	v_lshlrev_b32_e32 v24, 2, v27
	v_mfma_f32_32x32x8_f16 v[0:15], v[36:37], v[16:17], v[0:15]
	s_waitcnt vmcnt(7)
	v_perm_b32 v17, v33, v29, s0
	s_waitcnt vmcnt(4)
	v_perm_b32 v16, v28, v30, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[38:39], v[16:17], v[0:15]
	s_waitcnt vmcnt(1)
	v_perm_b32 v17, v32, v22, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v23, v31, s0
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[0:15], v[40:41], v[16:17], v[0:15]
	s_nop 10
	global_store_dword v18, v0, s[2:3]
	global_store_dword v18, v1, s[2:3] offset:128
	global_store_dword v18, v2, s[2:3] offset:256
	global_store_dword v19, v3, s[2:3]
	global_store_dword v20, v4, s[2:3]
	global_store_dword v20, v5, s[2:3] offset:128
	global_store_dword v20, v6, s[2:3] offset:256
	global_store_dword v20, v7, s[2:3] offset:384
	global_store_dword v21, v8, s[2:3]
	global_store_dword v21, v9, s[2:3] offset:128
	global_store_dword v21, v10, s[2:3] offset:256
	global_store_dword v21, v11, s[2:3] offset:384
	global_store_dword v24, v12, s[2:3]
	global_store_dword v24, v13, s[2:3] offset:128
	global_store_dword v24, v14, s[2:3] offset:256
	global_store_dword v24, v15, s[2:3] offset:384
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma32_f16_chain
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
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 44
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
	.size	mfma32_f16_chain, .Lfunc_end1-mfma32_f16_chain
                                        ; -- End function
	.set mfma32_f16_chain.num_vgpr, 42
	.set mfma32_f16_chain.num_agpr, 0
	.set mfma32_f16_chain.numbered_sgpr, 8
	.set mfma32_f16_chain.num_named_barrier, 0
	.set mfma32_f16_chain.private_seg_size, 0
	.set mfma32_f16_chain.uses_vcc, 0
	.set mfma32_f16_chain.uses_flat_scratch, 0
	.set mfma32_f16_chain.has_dyn_sized_stack, 0
	.set mfma32_f16_chain.has_recursion, 0
	.set mfma32_f16_chain.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 576
; TotalNumSgprs: 14
; NumVgprs: 42
; NumAgprs: 0
; TotalNumVgprs: 42
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 42
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma16_result_valu      ; -- Begin function mfma16_result_valu
	.globl	mfma16_result_valu
	.p2align	8
	.type	mfma16_result_valu,@function
mfma16_result_valu:                     ; @mfma16_result_valu
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v1, 15, v0
	v_lshrrev_b32_e32 v0, 4, v0
	v_lshlrev_b32_e32 v2, 3, v0
	v_lshl_or_b32 v2, v1, 5, v2
	v_lshl_or_b32 v0, v0, 6, v1
	v_lshlrev_b32_e32 v1, 1, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[8:9], v2, s[4:5]
	global_load_ushort v3, v1, s[6:7]
	global_load_ushort v4, v1, s[6:7] offset:64
	global_load_ushort v5, v1, s[6:7] offset:96
	global_load_ushort v6, v1, s[6:7] offset:32
	s_mov_b32 s0, 0x5040100
	v_lshlrev_b32_e32 v7, 2, v0
	s_waitcnt vmcnt(1)
	v_perm_b32 v1, v5, v4, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v0, v6, v3, s0
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[0:3], v[8:9], v[0:1], 0
	s_nop 6
	global_store_dword v7, v0, s[8:9]
	global_store_dword v7, v1, s[8:9] offset:64
	global_store_dword v7, v2, s[8:9] offset:128
	global_store_dword v7, v3, s[8:9] offset:192
	v_pk_fma_f32 v[0:1], v[0:1], v[0:1], 1.0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[2:3], v[2:3], v[2:3], 1.0 op_sel_hi:[1,1,0]
	global_store_dword v7, v0, s[10:11]
	global_store_dword v7, v1, s[10:11] offset:64
	global_store_dword v7, v2, s[10:11] offset:128
	global_store_dword v7, v3, s[10:11] offset:192
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma16_result_valu
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
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
	.size	mfma16_result_valu, .Lfunc_end2-mfma16_result_valu
                                        ; -- End function
	.set mfma16_result_valu.num_vgpr, 10
	.set mfma16_result_valu.num_agpr, 0
	.set mfma16_result_valu.numbered_sgpr, 12
	.set mfma16_result_valu.num_named_barrier, 0
	.set mfma16_result_valu.private_seg_size, 0
	.set mfma16_result_valu.uses_vcc, 0
	.set mfma16_result_valu.uses_flat_scratch, 0
	.set mfma16_result_valu.has_dyn_sized_stack, 0
	.set mfma16_result_valu.has_recursion, 0
	.set mfma16_result_valu.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 220
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma16_cvt_chain        ; -- Begin function mfma16_cvt_chain
	.globl	mfma16_cvt_chain
	.p2align	8
	.type	mfma16_cvt_chain,@function
mfma16_cvt_chain:                       ; @mfma16_cvt_chain
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v1, 15, v0
	v_lshrrev_b32_e32 v0, 4, v0
	v_lshlrev_b32_e32 v2, 3, v0
	v_lshl_or_b32 v2, v1, 5, v2
	v_lshl_or_b32 v4, v0, 6, v1
	v_lshlrev_b32_e32 v0, 1, v4
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[12:13], v2, s[4:5]
	global_load_ushort v3, v0, s[6:7]
	global_load_ushort v1, v0, s[6:7] offset:64
	global_load_ushort v5, v0, s[6:7] offset:96
	global_load_ushort v6, v0, s[6:7] offset:32
	global_load_ushort v7, v0, s[8:9]
	global_load_ushort v8, v0, s[8:9] offset:64
	global_load_ushort v9, v0, s[8:9] offset:96
	global_load_ushort v10, v0, s[8:9] offset:32
	s_mov_b32 s0, 0x5040100
	v_lshlrev_b32_e32 v4, 2, v4
	s_waitcnt vmcnt(5)
	v_perm_b32 v1, v5, v1, s0
	s_waitcnt vmcnt(4)
	v_perm_b32 v0, v6, v3, s0
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[0:3], v[12:13], v[0:1], 0
	s_nop 6
	v_cvt_f16_f32_e32 v0, v0
	v_cvt_f16_f32_e32 v2, v2
	v_cvt_f16_f32_e32 v3, v3
	v_cvt_f16_f32_e32 v5, v1
	v_pack_b32_f16 v1, v2, v3
	v_pack_b32_f16 v0, v0, v5
	s_waitcnt vmcnt(1)
	v_perm_b32 v3, v9, v8, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v10, v7, s0
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[0:3], v[0:1], v[2:3], 0
	s_nop 6
	global_store_dword v4, v0, s[10:11]
	global_store_dword v4, v1, s[10:11] offset:64
	global_store_dword v4, v2, s[10:11] offset:128
	global_store_dword v4, v3, s[10:11] offset:192
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma16_cvt_chain
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 16
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
	.size	mfma16_cvt_chain, .Lfunc_end3-mfma16_cvt_chain
                                        ; -- End function
	.set mfma16_cvt_chain.num_vgpr, 14
	.set mfma16_cvt_chain.num_agpr, 0
	.set mfma16_cvt_chain.numbered_sgpr, 12
	.set mfma16_cvt_chain.num_named_barrier, 0
	.set mfma16_cvt_chain.private_seg_size, 0
	.set mfma16_cvt_chain.uses_vcc, 0
	.set mfma16_cvt_chain.uses_flat_scratch, 0
	.set mfma16_cvt_chain.has_dyn_sized_stack, 0
	.set mfma16_cvt_chain.has_recursion, 0
	.set mfma16_cvt_chain.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 276
; TotalNumSgprs: 18
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma16_f32_result_as_src ; -- Begin function mfma16_f32_result_as_src
	.globl	mfma16_f32_result_as_src
	.p2align	8
	.type	mfma16_f32_result_as_src,@function
mfma16_f32_result_as_src:               ; @mfma16_f32_result_as_src
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_and_b32_e32 v1, 15, v0
	v_lshrrev_b32_e32 v4, 4, v0
	v_lshlrev_b32_e32 v5, 2, v1
	v_or_b32_e32 v1, v5, v4
	v_lshlrev_b32_e32 v1, 2, v1
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v1, s[4:5]
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dword v0, v0, s[6:7]
	v_lshl_or_b32 v4, v4, 8, v5
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x4_f32 v[0:3], v1, v0, 0
	s_nop 9
	v_mfma_f32_16x16x4_f32 v[0:3], v0, v1, v[0:3]
	s_nop 9
	global_store_dword v4, v0, s[2:3]
	global_store_dword v4, v1, s[2:3] offset:64
	global_store_dword v4, v2, s[2:3] offset:128
	global_store_dword v4, v3, s[2:3] offset:192
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma16_f32_result_as_src
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
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
.Lfunc_end4:
	.size	mfma16_f32_result_as_src, .Lfunc_end4-mfma16_f32_result_as_src
                                        ; -- End function
	.set mfma16_f32_result_as_src.num_vgpr, 6
	.set mfma16_f32_result_as_src.num_agpr, 0
	.set mfma16_f32_result_as_src.numbered_sgpr, 8
	.set mfma16_f32_result_as_src.num_named_barrier, 0
	.set mfma16_f32_result_as_src.private_seg_size, 0
	.set mfma16_f32_result_as_src.uses_vcc, 0
	.set mfma16_f32_result_as_src.uses_flat_scratch, 0
	.set mfma16_f32_result_as_src.has_dyn_sized_stack, 0
	.set mfma16_f32_result_as_src.has_recursion, 0
	.set mfma16_f32_result_as_src.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 132
; TotalNumSgprs: 14
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	mfma32_agpr_pressure    ; -- Begin function mfma32_agpr_pressure
	.globl	mfma32_agpr_pressure
	.p2align	8
	.type	mfma32_agpr_pressure,@function
mfma32_agpr_pressure:                   ; @mfma32_agpr_pressure
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_and_b32_e32 v70, 31, v0
	v_lshrrev_b32_e32 v72, 3, v0
	v_and_b32_e32 v71, 4, v72
	v_mov_b32_e32 v1, 0
	v_lshrrev_b32_e32 v0, 5, v0
	v_mul_u32_u24_e32 v0, 0xa00, v0
	v_or_b32_e32 v0, v0, v70
	v_lshlrev_b32_e32 v0, 1, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[94:95], s[6:7], 0, v[0:1]
	v_lshlrev_b32_e32 v0, 1, v71
	v_lshl_or_b32 v0, v70, 6, v0
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[0:1]
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v92, 0
	v_lshl_add_u64 v[64:65], v[0:1], 0, 4
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v78, 0
	v_accvgpr_write_b32 a0, v78
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v240, 0
	v_mov_b32_e32 v241, 0
	v_mov_b32_e32 v242, 0
	v_mov_b32_e32 v243, 0
	v_mov_b32_e32 v244, 0
	v_mov_b32_e32 v245, 0
	v_mov_b32_e32 v246, 0
	v_mov_b32_e32 v247, 0
	v_mov_b32_e32 v248, 0
	v_mov_b32_e32 v249, 0
	v_mov_b32_e32 v250, 0
	v_mov_b32_e32 v251, 0
	v_mov_b32_e32 v252, 0
	v_mov_b32_e32 v253, 0
	v_mov_b32_e32 v254, 0
	v_mov_b32_e32 v255, 0
	v_mov_b32_e32 v224, 0
	v_mov_b32_e32 v225, 0
	v_mov_b32_e32 v226, 0
	v_mov_b32_e32 v227, 0
	v_mov_b32_e32 v228, 0
	v_mov_b32_e32 v229, 0
	v_mov_b32_e32 v230, 0
	v_mov_b32_e32 v231, 0
	v_mov_b32_e32 v232, 0
	v_mov_b32_e32 v233, 0
	v_mov_b32_e32 v234, 0
	v_mov_b32_e32 v235, 0
	v_mov_b32_e32 v236, 0
	v_mov_b32_e32 v237, 0
	v_mov_b32_e32 v238, 0
	v_mov_b32_e32 v239, 0
	v_mov_b32_e32 v208, 0
	v_mov_b32_e32 v209, 0
	v_mov_b32_e32 v210, 0
	v_mov_b32_e32 v211, 0
	v_mov_b32_e32 v212, 0
	v_mov_b32_e32 v213, 0
	v_mov_b32_e32 v214, 0
	v_mov_b32_e32 v215, 0
	v_mov_b32_e32 v216, 0
	v_mov_b32_e32 v217, 0
	v_mov_b32_e32 v218, 0
	v_mov_b32_e32 v219, 0
	v_mov_b32_e32 v220, 0
	v_mov_b32_e32 v221, 0
	v_mov_b32_e32 v222, 0
	v_mov_b32_e32 v223, 0
	v_mov_b32_e32 v192, 0
	v_mov_b32_e32 v193, 0
	v_mov_b32_e32 v194, 0
	v_mov_b32_e32 v195, 0
	v_mov_b32_e32 v196, 0
	v_mov_b32_e32 v197, 0
	v_mov_b32_e32 v198, 0
	v_mov_b32_e32 v199, 0
	v_mov_b32_e32 v200, 0
	v_mov_b32_e32 v201, 0
	v_mov_b32_e32 v202, 0
	v_mov_b32_e32 v203, 0
	v_mov_b32_e32 v204, 0
	v_mov_b32_e32 v205, 0
	v_mov_b32_e32 v206, 0
	v_mov_b32_e32 v207, 0
	v_mov_b32_e32 v176, 0
	v_mov_b32_e32 v177, 0
	v_mov_b32_e32 v178, 0
	v_mov_b32_e32 v179, 0
	v_mov_b32_e32 v180, 0
	v_mov_b32_e32 v181, 0
	v_mov_b32_e32 v182, 0
	v_mov_b32_e32 v183, 0
	v_mov_b32_e32 v184, 0
	v_mov_b32_e32 v185, 0
	v_mov_b32_e32 v186, 0
	v_mov_b32_e32 v187, 0
	v_mov_b32_e32 v188, 0
	v_mov_b32_e32 v189, 0
	v_mov_b32_e32 v190, 0
	v_mov_b32_e32 v191, 0
	v_mov_b32_e32 v160, 0
	v_mov_b32_e32 v161, 0
	v_mov_b32_e32 v162, 0
	v_mov_b32_e32 v163, 0
	v_mov_b32_e32 v164, 0
	v_mov_b32_e32 v165, 0
	v_mov_b32_e32 v166, 0
	v_mov_b32_e32 v167, 0
	v_mov_b32_e32 v168, 0
	v_mov_b32_e32 v169, 0
	v_mov_b32_e32 v170, 0
	v_mov_b32_e32 v171, 0
	v_mov_b32_e32 v172, 0
	v_mov_b32_e32 v173, 0
	v_mov_b32_e32 v174, 0
	v_mov_b32_e32 v175, 0
	v_mov_b32_e32 v144, 0
	v_mov_b32_e32 v145, 0
	v_mov_b32_e32 v146, 0
	v_mov_b32_e32 v147, 0
	v_mov_b32_e32 v148, 0
	v_mov_b32_e32 v149, 0
	v_mov_b32_e32 v150, 0
	v_mov_b32_e32 v151, 0
	v_mov_b32_e32 v152, 0
	v_mov_b32_e32 v153, 0
	v_mov_b32_e32 v154, 0
	v_mov_b32_e32 v155, 0
	v_mov_b32_e32 v156, 0
	v_mov_b32_e32 v157, 0
	v_mov_b32_e32 v158, 0
	v_mov_b32_e32 v159, 0
	v_mov_b32_e32 v128, 0
	v_mov_b32_e32 v129, 0
	v_mov_b32_e32 v130, 0
	v_mov_b32_e32 v131, 0
	v_mov_b32_e32 v132, 0
	v_mov_b32_e32 v133, 0
	v_mov_b32_e32 v134, 0
	v_mov_b32_e32 v135, 0
	v_mov_b32_e32 v136, 0
	v_mov_b32_e32 v137, 0
	v_mov_b32_e32 v138, 0
	v_mov_b32_e32 v139, 0
	v_mov_b32_e32 v140, 0
	v_mov_b32_e32 v141, 0
	v_mov_b32_e32 v142, 0
	v_mov_b32_e32 v143, 0
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v116, 0
	v_mov_b32_e32 v117, 0
	v_mov_b32_e32 v118, 0
	v_mov_b32_e32 v119, 0
	v_mov_b32_e32 v120, 0
	v_mov_b32_e32 v121, 0
	v_mov_b32_e32 v122, 0
	v_mov_b32_e32 v123, 0
	v_mov_b32_e32 v124, 0
	v_mov_b32_e32 v125, 0
	v_mov_b32_e32 v126, 0
	v_mov_b32_e32 v127, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v104, 0
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v106, 0
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v108, 0
	v_mov_b32_e32 v109, 0
	v_mov_b32_e32 v110, 0
	v_mov_b32_e32 v111, 0
	v_accvgpr_write_b32 a80, 0
	v_accvgpr_write_b32 a81, 0
	v_accvgpr_write_b32 a82, 0
	v_accvgpr_write_b32 a83, 0
	v_accvgpr_write_b32 a84, 0
	v_accvgpr_write_b32 a85, 0
	v_accvgpr_write_b32 a86, 0
	v_accvgpr_write_b32 a87, 0
	v_accvgpr_write_b32 a88, 0
	v_accvgpr_write_b32 a89, 0
	v_accvgpr_write_b32 a90, 0
	v_accvgpr_write_b32 a91, 0
	v_accvgpr_write_b32 a92, 0
	v_accvgpr_write_b32 a93, 0
	v_accvgpr_write_b32 a94, 0
	v_accvgpr_write_b32 a95, 0
	v_accvgpr_write_b32 a64, 0
	v_accvgpr_write_b32 a65, 0
	v_accvgpr_write_b32 a66, 0
	v_accvgpr_write_b32 a67, 0
	v_accvgpr_write_b32 a68, 0
	v_accvgpr_write_b32 a69, 0
	v_accvgpr_write_b32 a70, 0
	v_accvgpr_write_b32 a71, 0
	v_accvgpr_write_b32 a72, 0
	v_accvgpr_write_b32 a73, 0
	v_accvgpr_write_b32 a74, 0
	v_accvgpr_write_b32 a75, 0
	v_accvgpr_write_b32 a76, 0
	v_accvgpr_write_b32 a77, 0
	v_accvgpr_write_b32 a78, 0
	v_accvgpr_write_b32 a79, 0
	v_accvgpr_write_b32 a48, 0
	v_accvgpr_write_b32 a49, 0
	v_accvgpr_write_b32 a50, 0
	v_accvgpr_write_b32 a51, 0
	v_accvgpr_write_b32 a52, 0
	v_accvgpr_write_b32 a53, 0
	v_accvgpr_write_b32 a54, 0
	v_accvgpr_write_b32 a55, 0
	v_accvgpr_write_b32 a56, 0
	v_accvgpr_write_b32 a57, 0
	v_accvgpr_write_b32 a58, 0
	v_accvgpr_write_b32 a59, 0
	v_accvgpr_write_b32 a60, 0
	v_accvgpr_write_b32 a61, 0
	v_accvgpr_write_b32 a62, 0
	v_accvgpr_write_b32 a63, 0
	v_accvgpr_write_b32 a32, 0
	v_accvgpr_write_b32 a33, 0
	v_accvgpr_write_b32 a34, 0
	v_accvgpr_write_b32 a35, 0
	v_accvgpr_write_b32 a36, 0
	v_accvgpr_write_b32 a37, 0
	v_accvgpr_write_b32 a38, 0
	v_accvgpr_write_b32 a39, 0
	v_accvgpr_write_b32 a40, 0
	v_accvgpr_write_b32 a41, 0
	v_accvgpr_write_b32 a42, 0
	v_accvgpr_write_b32 a43, 0
	v_accvgpr_write_b32 a44, 0
	v_accvgpr_write_b32 a45, 0
	v_accvgpr_write_b32 a46, 0
	v_accvgpr_write_b32 a47, 0
	v_accvgpr_write_b32 a16, 0
	v_accvgpr_write_b32 a17, 0
	v_accvgpr_write_b32 a18, 0
	v_accvgpr_write_b32 a19, 0
	v_accvgpr_write_b32 a20, 0
	v_accvgpr_write_b32 a21, 0
	v_accvgpr_write_b32 a22, 0
	v_accvgpr_write_b32 a23, 0
	v_accvgpr_write_b32 a24, 0
	v_accvgpr_write_b32 a25, 0
	v_accvgpr_write_b32 a26, 0
	v_accvgpr_write_b32 a27, 0
	v_accvgpr_write_b32 a28, 0
	v_accvgpr_write_b32 a29, 0
	v_accvgpr_write_b32 a30, 0
	v_accvgpr_write_b32 a31, 0
	v_accvgpr_write_b32 a1, v79
	v_accvgpr_write_b32 a2, v80
	v_accvgpr_write_b32 a3, v81
	v_accvgpr_write_b32 a4, v82
	v_accvgpr_write_b32 a5, v83
	v_accvgpr_write_b32 a6, v84
	v_accvgpr_write_b32 a7, v85
	v_accvgpr_write_b32 a8, v86
	v_accvgpr_write_b32 a9, v87
	v_accvgpr_write_b32 a10, v88
	v_accvgpr_write_b32 a11, v89
	v_accvgpr_write_b32 a12, v90
	v_accvgpr_write_b32 a13, v91
	v_accvgpr_write_b32 a14, v92
	v_accvgpr_write_b32 a15, v93
	s_mov_b32 s4, 0x5040100
	s_movk_i32 s5, 0x1000
.LBB5_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[68:69], v[94:95], 0, s[0:1]
	global_load_ushort v66, v[68:69], off offset:2560
	global_load_ushort v67, v[68:69], off offset:3840
	global_load_dwordx2 v[74:75], v[64:65], off offset:-4
	s_add_u32 s0, s0, 0x2800
	s_addc_u32 s1, s1, 0
	s_cmpk_lg_u32 s0, 0xa000
	v_lshl_add_u64 v[64:65], v[64:65], 0, 16
	s_waitcnt vmcnt(1)
	v_perm_b32 v67, v67, v66, s4
	global_load_ushort v66, v[68:69], off
	global_load_ushort v73, v[68:69], off offset:1280
	s_waitcnt vmcnt(0)
	v_perm_b32 v66, v73, v66, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[48:63], v[74:75], v[66:67], v[48:63]
	global_load_ushort v66, v[68:69], off offset:2624
	global_load_ushort v67, v[68:69], off offset:3904
	s_waitcnt vmcnt(0)
	v_perm_b32 v67, v67, v66, s4
	global_load_ushort v66, v[68:69], off offset:64
	global_load_ushort v73, v[68:69], off offset:1344
	s_waitcnt vmcnt(0)
	v_perm_b32 v66, v73, v66, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[32:47], v[74:75], v[66:67], v[32:47]
	global_load_ushort v66, v[68:69], off offset:2688
	global_load_ushort v67, v[68:69], off offset:3968
	s_waitcnt vmcnt(0)
	v_perm_b32 v67, v67, v66, s4
	global_load_ushort v66, v[68:69], off offset:128
	global_load_ushort v73, v[68:69], off offset:1408
	s_waitcnt vmcnt(0)
	v_perm_b32 v66, v73, v66, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[16:31], v[74:75], v[66:67], v[16:31]
	global_load_ushort v66, v[68:69], off offset:2752
	global_load_ushort v67, v[68:69], off offset:4032
	s_waitcnt vmcnt(0)
	v_perm_b32 v67, v67, v66, s4
	global_load_ushort v66, v[68:69], off offset:192
	global_load_ushort v73, v[68:69], off offset:1472
	s_waitcnt vmcnt(0)
	v_perm_b32 v66, v73, v66, s4
	global_load_ushort v73, v[68:69], off offset:256
	global_load_ushort v76, v[68:69], off offset:1536
	v_mfma_f32_32x32x8_f16 v[0:15], v[74:75], v[66:67], v[0:15]
	v_add_co_u32_e32 v66, vcc, s5, v68
	s_waitcnt vmcnt(0)
	v_perm_b32 v76, v76, v73, s4
	v_addc_co_u32_e32 v67, vcc, 0, v69, vcc
	global_load_ushort v73, v[68:69], off offset:2816
	global_load_ushort v77, v[66:67], off
	s_waitcnt vmcnt(0)
	v_perm_b32 v77, v77, v73, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[240:255], v[74:75], v[76:77], v[240:255]
	global_load_ushort v73, v[68:69], off offset:320
	global_load_ushort v76, v[68:69], off offset:1600
	s_waitcnt vmcnt(0)
	v_perm_b32 v76, v76, v73, s4
	global_load_ushort v73, v[68:69], off offset:2880
	global_load_ushort v77, v[66:67], off offset:64
	s_waitcnt vmcnt(0)
	v_perm_b32 v77, v77, v73, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[224:239], v[74:75], v[76:77], v[224:239]
	global_load_ushort v73, v[68:69], off offset:384
	global_load_ushort v76, v[68:69], off offset:1664
	s_waitcnt vmcnt(0)
	v_perm_b32 v76, v76, v73, s4
	global_load_ushort v73, v[68:69], off offset:2944
	global_load_ushort v77, v[66:67], off offset:128
	s_waitcnt vmcnt(0)
	v_perm_b32 v77, v77, v73, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[208:223], v[74:75], v[76:77], v[208:223]
	global_load_ushort v73, v[68:69], off offset:448
	global_load_ushort v76, v[68:69], off offset:1728
	s_waitcnt vmcnt(0)
	v_perm_b32 v76, v76, v73, s4
	global_load_ushort v73, v[68:69], off offset:3008
	global_load_ushort v77, v[66:67], off offset:192
	s_waitcnt vmcnt(0)
	v_perm_b32 v77, v77, v73, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[192:207], v[74:75], v[76:77], v[192:207]
	global_load_ushort v73, v[68:69], off offset:512
	global_load_ushort v76, v[68:69], off offset:1792
	s_waitcnt vmcnt(0)
	v_perm_b32 v76, v76, v73, s4
	global_load_ushort v73, v[68:69], off offset:3072
	global_load_ushort v77, v[66:67], off offset:256
	s_waitcnt vmcnt(0)
	v_perm_b32 v77, v77, v73, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[176:191], v[74:75], v[76:77], v[176:191]
	global_load_ushort v73, v[68:69], off offset:576
	global_load_ushort v76, v[68:69], off offset:1856
	s_waitcnt vmcnt(0)
	v_perm_b32 v76, v76, v73, s4
	global_load_ushort v73, v[68:69], off offset:3136
	global_load_ushort v77, v[66:67], off offset:320
	s_waitcnt vmcnt(0)
	v_perm_b32 v77, v77, v73, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[160:175], v[74:75], v[76:77], v[160:175]
	global_load_ushort v73, v[68:69], off offset:640
	global_load_ushort v76, v[68:69], off offset:1920
	s_waitcnt vmcnt(0)
	v_perm_b32 v76, v76, v73, s4
	global_load_ushort v73, v[68:69], off offset:3200
	global_load_ushort v77, v[66:67], off offset:384
	s_waitcnt vmcnt(0)
	v_perm_b32 v77, v77, v73, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[144:159], v[74:75], v[76:77], v[144:159]
	global_load_ushort v73, v[68:69], off offset:704
	global_load_ushort v76, v[68:69], off offset:1984
	s_waitcnt vmcnt(0)
	v_perm_b32 v76, v76, v73, s4
	global_load_ushort v73, v[68:69], off offset:3264
	global_load_ushort v77, v[66:67], off offset:448
	s_waitcnt vmcnt(0)
	v_perm_b32 v77, v77, v73, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[128:143], v[74:75], v[76:77], v[128:143]
	global_load_ushort v73, v[68:69], off offset:768
	global_load_ushort v76, v[68:69], off offset:2048
	s_waitcnt vmcnt(0)
	v_perm_b32 v76, v76, v73, s4
	global_load_ushort v73, v[68:69], off offset:3328
	global_load_ushort v77, v[66:67], off offset:512
	s_waitcnt vmcnt(0)
	v_perm_b32 v77, v77, v73, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[112:127], v[74:75], v[76:77], v[112:127]
	global_load_ushort v73, v[68:69], off offset:832
	global_load_ushort v76, v[68:69], off offset:2112
	s_waitcnt vmcnt(0)
	v_perm_b32 v76, v76, v73, s4
	global_load_ushort v73, v[68:69], off offset:3392
	global_load_ushort v77, v[66:67], off offset:576
	s_waitcnt vmcnt(0)
	v_perm_b32 v77, v77, v73, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 v[96:111], v[74:75], v[76:77], v[96:111]
	global_load_ushort v73, v[68:69], off offset:896
	global_load_ushort v76, v[68:69], off offset:2176
	s_waitcnt vmcnt(0)
	v_perm_b32 v76, v76, v73, s4
	global_load_ushort v73, v[68:69], off offset:3456
	global_load_ushort v77, v[66:67], off offset:640
	s_waitcnt vmcnt(0)
	v_perm_b32 v77, v77, v73, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 a[80:95], v[74:75], v[76:77], a[80:95]
	global_load_ushort v73, v[68:69], off offset:960
	global_load_ushort v76, v[68:69], off offset:2240
	s_waitcnt vmcnt(0)
	v_perm_b32 v76, v76, v73, s4
	global_load_ushort v73, v[68:69], off offset:3520
	global_load_ushort v77, v[66:67], off offset:704
	s_waitcnt vmcnt(0)
	v_perm_b32 v77, v77, v73, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 a[64:79], v[74:75], v[76:77], a[64:79]
	global_load_ushort v73, v[68:69], off offset:1024
	global_load_ushort v76, v[68:69], off offset:2304
	s_waitcnt vmcnt(0)
	v_perm_b32 v76, v76, v73, s4
	global_load_ushort v73, v[68:69], off offset:3584
	global_load_ushort v77, v[66:67], off offset:768
	s_waitcnt vmcnt(0)
	v_perm_b32 v77, v77, v73, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 a[48:63], v[74:75], v[76:77], a[48:63]
	global_load_ushort v73, v[68:69], off offset:1088
	global_load_ushort v76, v[68:69], off offset:2368
	s_waitcnt vmcnt(0)
	v_perm_b32 v76, v76, v73, s4
	global_load_ushort v73, v[68:69], off offset:3648
	global_load_ushort v77, v[66:67], off offset:832
	s_waitcnt vmcnt(0)
	v_perm_b32 v77, v77, v73, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 a[32:47], v[74:75], v[76:77], a[32:47]
	global_load_ushort v73, v[68:69], off offset:1152
	global_load_ushort v76, v[68:69], off offset:2432
	s_waitcnt vmcnt(0)
	v_perm_b32 v76, v76, v73, s4
	global_load_ushort v73, v[68:69], off offset:3712
	global_load_ushort v77, v[66:67], off offset:896
	s_waitcnt vmcnt(0)
	v_perm_b32 v77, v77, v73, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 a[16:31], v[74:75], v[76:77], a[16:31]
	global_load_ushort v73, v[68:69], off offset:1216
	global_load_ushort v76, v[68:69], off offset:2496
	s_nop 0
	global_load_ushort v68, v[68:69], off offset:3776
	s_nop 0
	global_load_ushort v67, v[66:67], off offset:960
	s_waitcnt vmcnt(2)
	v_perm_b32 v66, v76, v73, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v67, v67, v68, s4
	s_nop 1
	v_mfma_f32_32x32x8_f16 a[0:15], v[74:75], v[66:67], a[0:15]
	s_cbranch_scc1 .LBB5_1
; %bb.2:
	v_mul_u32_u24_e32 v64, 0x280, v71
	v_or_b32_e32 v64, v64, v70
	v_lshlrev_b32_e32 v64, 2, v64
	s_movk_i32 s6, 0x280
	global_store_dword v64, v48, s[2:3]
	global_store_dword v64, v49, s[2:3] offset:2560
	v_mov_b32_e32 v48, 0x500
	v_mad_u32_u24 v68, v71, s6, v48
	v_or_b32_e32 v48, v68, v70
	v_lshlrev_b32_e32 v66, 2, v48
	v_or_b32_e32 v48, 3, v72
	v_mul_u32_u24_e32 v48, 0x280, v48
	v_or_b32_e32 v48, v48, v70
	v_lshlrev_b32_e32 v67, 2, v48
	v_add_u32_e32 v48, 0x5000, v64
	global_store_dword v66, v50, s[2:3]
	global_store_dword v67, v51, s[2:3]
	global_store_dword v48, v52, s[2:3]
	v_mov_b32_e32 v52, 0x1900
	v_mov_b32_e32 v65, 0
	v_mad_u32_u24 v69, v71, s6, v52
	s_mov_b64 s[0:1], 0x5000
	v_lshl_add_u64 v[50:51], s[2:3], 0, v[64:65]
	v_or_b32_e32 v52, v69, v70
	v_lshl_add_u64 v[48:49], v[50:51], 0, s[0:1]
	v_lshlrev_b32_e32 v52, 2, v52
	global_store_dword v[48:49], v53, off offset:2560
	global_store_dword v52, v54, s[2:3]
	v_mov_b32_e32 v52, 0x1b80
	v_mad_u32_u24 v72, v71, s6, v52
	v_or_b32_e32 v52, v72, v70
	v_lshlrev_b32_e32 v52, 2, v52
	global_store_dword v52, v55, s[2:3]
	v_add_u32_e32 v52, 0xa000, v64
	v_mov_b32_e32 v54, 0x2d00
	global_store_dword v52, v56, s[2:3]
	v_mad_u32_u24 v56, v71, s6, v54
	s_mov_b64 s[4:5], 0xa000
	v_or_b32_e32 v54, v56, v70
	v_lshl_add_u64 v[52:53], v[50:51], 0, s[4:5]
	v_lshlrev_b32_e32 v54, 2, v54
	global_store_dword v[52:53], v57, off offset:2560
	global_store_dword v54, v58, s[2:3]
	v_mov_b32_e32 v54, 0x2f80
	v_mad_u32_u24 v57, v71, s6, v54
	v_or_b32_e32 v54, v57, v70
	v_mov_b32_e32 v58, 0x4100
	v_lshlrev_b32_e32 v54, 2, v54
	v_mad_u32_u24 v58, v71, s6, v58
	global_store_dword v54, v59, s[2:3]
	v_add_u32_e32 v54, 0xf000, v64
	s_mov_b64 s[4:5], 0xf000
	v_or_b32_e32 v59, v58, v70
	global_store_dword v54, v60, s[2:3]
	v_lshl_add_u64 v[54:55], v[50:51], 0, s[4:5]
	v_lshlrev_b32_e32 v59, 2, v59
	global_store_dword v[54:55], v61, off offset:2560
	global_store_dword v59, v62, s[2:3]
	v_mov_b32_e32 v59, 0x4380
	v_mad_u32_u24 v59, v71, s6, v59
	v_or_b32_e32 v60, v59, v70
	v_lshlrev_b32_e32 v60, 2, v60
	global_store_dword v60, v63, s[2:3]
	global_store_dword v64, v32, s[2:3] offset:128
	global_store_dword v64, v33, s[2:3] offset:2688
	v_or_b32_e32 v60, 32, v70
	v_or_b32_e32 v32, v68, v60
	v_lshlrev_b32_e32 v32, 2, v32
	s_movk_i32 s4, 0x5000
	global_store_dword v32, v34, s[2:3]
	v_add_co_u32_e32 v32, vcc, s4, v50
	v_or_b32_e32 v34, v69, v60
	s_nop 0
	v_addc_co_u32_e32 v33, vcc, 0, v51, vcc
	v_lshlrev_b32_e32 v34, 2, v34
	global_store_dword v67, v35, s[2:3] offset:128
	global_store_dword v[48:49], v36, off offset:128
	global_store_dword v[32:33], v37, off offset:2688
	global_store_dword v34, v38, s[2:3]
	v_or_b32_e32 v34, v72, v60
	v_lshlrev_b32_e32 v34, 2, v34
	s_mov_b32 s5, 0xa000
	global_store_dword v34, v39, s[2:3]
	v_add_co_u32_e32 v34, vcc, s5, v50
	v_or_b32_e32 v36, v56, v60
	s_nop 0
	v_addc_co_u32_e32 v35, vcc, 0, v51, vcc
	v_lshlrev_b32_e32 v36, 2, v36
	global_store_dword v[52:53], v40, off offset:128
	global_store_dword v[34:35], v41, off offset:2688
	global_store_dword v36, v42, s[2:3]
	v_or_b32_e32 v36, v57, v60
	v_lshlrev_b32_e32 v36, 2, v36
	s_mov_b32 s5, 0xf000
	global_store_dword v36, v43, s[2:3]
	v_add_co_u32_e32 v36, vcc, s5, v50
	v_or_b32_e32 v38, v58, v60
	s_nop 0
	v_addc_co_u32_e32 v37, vcc, 0, v51, vcc
	v_lshlrev_b32_e32 v38, 2, v38
	global_store_dword v[54:55], v44, off offset:128
	global_store_dword v[36:37], v45, off offset:2688
	global_store_dword v38, v46, s[2:3]
	v_or_b32_e32 v38, v59, v60
	v_lshlrev_b32_e32 v38, 2, v38
	global_store_dword v38, v47, s[2:3]
	global_store_dword v64, v16, s[2:3] offset:256
	global_store_dword v64, v17, s[2:3] offset:2816
	v_or_b32_e32 v16, 64, v70
	v_or_b32_e32 v17, v68, v16
	v_lshlrev_b32_e32 v17, 2, v17
	global_store_dword v17, v18, s[2:3]
	global_store_dword v67, v19, s[2:3] offset:256
	global_store_dword v[48:49], v20, off offset:256
	global_store_dword v[32:33], v21, off offset:2816
	v_or_b32_e32 v17, v69, v16
	v_lshlrev_b32_e32 v17, 2, v17
	global_store_dword v17, v22, s[2:3]
	v_or_b32_e32 v17, v72, v16
	v_lshlrev_b32_e32 v17, 2, v17
	global_store_dword v17, v23, s[2:3]
	global_store_dword v[52:53], v24, off offset:256
	global_store_dword v[34:35], v25, off offset:2816
	v_or_b32_e32 v17, v56, v16
	v_lshlrev_b32_e32 v17, 2, v17
	global_store_dword v17, v26, s[2:3]
	v_or_b32_e32 v17, v57, v16
	v_lshlrev_b32_e32 v17, 2, v17
	global_store_dword v17, v27, s[2:3]
	global_store_dword v[54:55], v28, off offset:256
	global_store_dword v[36:37], v29, off offset:2816
	v_or_b32_e32 v17, v58, v16
	v_or_b32_e32 v16, v59, v16
	v_lshlrev_b32_e32 v17, 2, v17
	v_lshlrev_b32_e32 v16, 2, v16
	global_store_dword v17, v30, s[2:3]
	global_store_dword v16, v31, s[2:3]
	global_store_dword v64, v0, s[2:3] offset:384
	global_store_dword v64, v1, s[2:3] offset:2944
	v_or_b32_e32 v0, 0x60, v70
	v_or_b32_e32 v1, v68, v0
	v_lshlrev_b32_e32 v1, 2, v1
	global_store_dword v1, v2, s[2:3]
	global_store_dword v67, v3, s[2:3] offset:384
	global_store_dword v[48:49], v4, off offset:384
	global_store_dword v[32:33], v5, off offset:2944
	v_or_b32_e32 v1, v69, v0
	v_lshlrev_b32_e32 v1, 2, v1
	global_store_dword v1, v6, s[2:3]
	v_or_b32_e32 v1, v72, v0
	v_lshlrev_b32_e32 v1, 2, v1
	global_store_dword v1, v7, s[2:3]
	global_store_dword v[52:53], v8, off offset:384
	global_store_dword v[34:35], v9, off offset:2944
	v_or_b32_e32 v1, v56, v0
	v_lshlrev_b32_e32 v1, 2, v1
	global_store_dword v1, v10, s[2:3]
	v_or_b32_e32 v1, v57, v0
	v_lshlrev_b32_e32 v1, 2, v1
	global_store_dword v1, v11, s[2:3]
	global_store_dword v[54:55], v12, off offset:384
	global_store_dword v[36:37], v13, off offset:2944
	v_or_b32_e32 v1, v58, v0
	v_or_b32_e32 v0, v59, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v1, v14, s[2:3]
	global_store_dword v0, v15, s[2:3]
	global_store_dword v64, v240, s[2:3] offset:512
	global_store_dword v64, v241, s[2:3] offset:3072
	v_or_b32_e32 v0, 0x80, v70
	v_or_b32_e32 v1, v68, v0
	v_lshlrev_b32_e32 v1, 2, v1
	global_store_dword v1, v242, s[2:3]
	global_store_dword v67, v243, s[2:3] offset:512
	global_store_dword v[48:49], v244, off offset:512
	global_store_dword v[32:33], v245, off offset:3072
	v_or_b32_e32 v1, v69, v0
	v_lshlrev_b32_e32 v1, 2, v1
	global_store_dword v1, v246, s[2:3]
	v_or_b32_e32 v1, v56, v0
	v_add_lshl_u32 v10, v72, v0, 2
	v_lshlrev_b32_e32 v1, 2, v1
	v_or_b32_e32 v0, v58, v0
	global_store_dword v10, v247, s[2:3]
	global_store_dword v[52:53], v248, off offset:512
	global_store_dword v[34:35], v249, off offset:3072
	global_store_dword v1, v250, s[2:3]
	v_add_u32_e32 v1, 0x5000, v10
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v1, v251, s[2:3]
	global_store_dword v[54:55], v252, off offset:512
	global_store_dword v[36:37], v253, off offset:3072
	global_store_dword v0, v254, s[2:3]
	v_add_u32_e32 v0, 0xa000, v10
	global_store_dword v0, v255, s[2:3]
	global_store_dword v64, v224, s[2:3] offset:640
	global_store_dword v64, v225, s[2:3] offset:3200
	v_or_b32_e32 v0, 0xa0, v70
	v_or_b32_e32 v1, v68, v0
	v_lshlrev_b32_e32 v1, 2, v1
	global_store_dword v1, v226, s[2:3]
	global_store_dword v67, v227, s[2:3] offset:640
	global_store_dword v[48:49], v228, off offset:640
	global_store_dword v[32:33], v229, off offset:3200
	v_or_b32_e32 v1, v69, v0
	v_lshlrev_b32_e32 v1, 2, v1
	global_store_dword v1, v230, s[2:3]
	v_or_b32_e32 v1, 0x80, v10
	global_store_dword v1, v231, s[2:3]
	global_store_dword v[52:53], v232, off offset:640
	global_store_dword v[34:35], v233, off offset:3200
	v_or_b32_e32 v1, v56, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_or_b32_e32 v0, v58, v0
	global_store_dword v1, v234, s[2:3]
	v_add_u32_e32 v1, 0x5080, v10
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v1, v235, s[2:3]
	global_store_dword v[54:55], v236, off offset:640
	global_store_dword v[36:37], v237, off offset:3200
	global_store_dword v0, v238, s[2:3]
	v_add_u32_e32 v0, 0xa080, v10
	global_store_dword v0, v239, s[2:3]
	v_or_b32_e32 v0, 0xc0, v70
	v_or_b32_e32 v2, v68, v0
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v64, v208, s[2:3] offset:768
	global_store_dword v64, v209, s[2:3] offset:3328
	global_store_dword v2, v210, s[2:3]
	global_store_dword v67, v211, s[2:3] offset:768
	global_store_dword v[48:49], v212, off offset:768
	global_store_dword v[32:33], v213, off offset:3328
	v_or_b32_e32 v2, v69, v0
	v_lshlrev_b32_e32 v2, 2, v2
	global_store_dword v2, v214, s[2:3]
	v_or_b32_e32 v2, 0x100, v10
	global_store_dword v2, v215, s[2:3]
	global_store_dword v[52:53], v216, off offset:768
	global_store_dword v[34:35], v217, off offset:3328
	v_or_b32_e32 v2, v56, v0
	v_lshlrev_b32_e32 v2, 2, v2
	v_or_b32_e32 v0, v58, v0
	global_store_dword v2, v218, s[2:3]
	v_add_u32_e32 v2, 0x5100, v10
	v_lshlrev_b32_e32 v0, 2, v0
	v_or_b32_e32 v1, 0xe0, v70
	global_store_dword v2, v219, s[2:3]
	global_store_dword v[54:55], v220, off offset:768
	global_store_dword v[36:37], v221, off offset:3328
	global_store_dword v0, v222, s[2:3]
	v_add_u32_e32 v0, 0xa100, v10
	global_store_dword v0, v223, s[2:3]
	global_store_dword v64, v192, s[2:3] offset:896
	global_store_dword v64, v193, s[2:3] offset:3456
	v_or_b32_e32 v0, v68, v1
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v0, v194, s[2:3]
	global_store_dword v67, v195, s[2:3] offset:896
	global_store_dword v[48:49], v196, off offset:896
	global_store_dword v[32:33], v197, off offset:3456
	v_or_b32_e32 v0, v69, v1
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v0, v198, s[2:3]
	v_or_b32_e32 v0, 0x180, v10
	global_store_dword v0, v199, s[2:3]
	global_store_dword v[52:53], v200, off offset:896
	global_store_dword v[34:35], v201, off offset:3456
	v_or_b32_e32 v0, v56, v1
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v0, v202, s[2:3]
	v_add_u32_e32 v0, 0x5180, v10
	global_store_dword v0, v203, s[2:3]
	global_store_dword v[54:55], v204, off offset:896
	global_store_dword v[36:37], v205, off offset:3456
	v_or_b32_e32 v0, v58, v1
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v0, v206, s[2:3]
	v_add_u32_e32 v0, 0xa180, v10
	global_store_dword v0, v207, s[2:3]
	global_store_dword v64, v176, s[2:3] offset:1024
	global_store_dword v64, v177, s[2:3] offset:3584
	v_add_u32_e32 v0, 0x400, v66
	v_mov_b32_e32 v1, v65
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[0:1]
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[0:1]
	v_add_co_u32_e32 v2, vcc, s4, v2
	v_add_u32_e32 v1, 0x200, v10
	s_nop 0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	global_store_dword v0, v178, s[2:3]
	global_store_dword v67, v179, s[2:3] offset:1024
	global_store_dword v[48:49], v180, off offset:1024
	global_store_dword v[32:33], v181, off offset:3584
	global_store_dword v[2:3], v182, off
	global_store_dword v1, v183, s[2:3]
	global_store_dword v[52:53], v184, off offset:1024
	global_store_dword v[34:35], v185, off offset:3584
	v_add_u32_e32 v1, 0x4800, v10
	global_store_dword v1, v186, s[2:3]
	v_add_u32_e32 v1, 0x5200, v10
	global_store_dword v1, v187, s[2:3]
	global_store_dword v[54:55], v188, off offset:1024
	global_store_dword v[36:37], v189, off offset:3584
	v_add_u32_e32 v1, 0x9800, v10
	global_store_dword v1, v190, s[2:3]
	v_add_u32_e32 v1, 0xa200, v10
	global_store_dword v1, v191, s[2:3]
	global_store_dword v64, v160, s[2:3] offset:1152
	global_store_dword v64, v161, s[2:3] offset:3712
	global_store_dword v0, v162, s[2:3] offset:128
	global_store_dword v67, v163, s[2:3] offset:1152
	global_store_dword v[48:49], v164, off offset:1152
	global_store_dword v[32:33], v165, off offset:3712
	global_store_dword v[4:5], v166, off offset:128
	v_add_u32_e32 v1, 0x280, v10
	global_store_dword v1, v167, s[2:3]
	global_store_dword v[52:53], v168, off offset:1152
	global_store_dword v[34:35], v169, off offset:3712
	v_add_u32_e32 v1, 0x4880, v10
	global_store_dword v1, v170, s[2:3]
	v_add_u32_e32 v1, 0x5280, v10
	global_store_dword v1, v171, s[2:3]
	global_store_dword v[54:55], v172, off offset:1152
	global_store_dword v[36:37], v173, off offset:3712
	v_add_u32_e32 v1, 0x9880, v10
	global_store_dword v1, v174, s[2:3]
	v_add_u32_e32 v1, 0xa280, v10
	global_store_dword v1, v175, s[2:3]
	global_store_dword v64, v144, s[2:3] offset:1280
	global_store_dword v64, v145, s[2:3] offset:3840
	global_store_dword v0, v146, s[2:3] offset:256
	global_store_dword v67, v147, s[2:3] offset:1280
	global_store_dword v[48:49], v148, off offset:1280
	global_store_dword v[32:33], v149, off offset:3840
	v_add_u32_e32 v1, 0x5500, v66
	global_store_dword v1, v150, s[2:3]
	v_add_u32_e32 v1, 0x300, v10
	global_store_dword v1, v151, s[2:3]
	global_store_dword v[52:53], v152, off offset:1280
	global_store_dword v[34:35], v153, off offset:3840
	v_add_u32_e32 v1, 0x4900, v10
	global_store_dword v1, v154, s[2:3]
	v_add_u32_e32 v1, 0x5300, v10
	global_store_dword v1, v155, s[2:3]
	global_store_dword v[54:55], v156, off offset:1280
	global_store_dword v[36:37], v157, off offset:3840
	v_add_u32_e32 v1, 0x9900, v10
	global_store_dword v1, v158, s[2:3]
	v_add_u32_e32 v1, 0xa300, v10
	global_store_dword v1, v159, s[2:3]
	global_store_dword v64, v128, s[2:3] offset:1408
	global_store_dword v64, v129, s[2:3] offset:3968
	global_store_dword v0, v130, s[2:3] offset:384
	global_store_dword v67, v131, s[2:3] offset:1408
	global_store_dword v[48:49], v132, off offset:1408
	global_store_dword v[32:33], v133, off offset:3968
	v_add_u32_e32 v1, 0x5580, v66
	global_store_dword v1, v134, s[2:3]
	v_add_u32_e32 v1, 0x380, v10
	global_store_dword v1, v135, s[2:3]
	global_store_dword v[52:53], v136, off offset:1408
	global_store_dword v[34:35], v137, off offset:3968
	v_add_u32_e32 v1, 0x4980, v10
	global_store_dword v1, v138, s[2:3]
	v_add_u32_e32 v1, 0x5380, v10
	global_store_dword v1, v139, s[2:3]
	global_store_dword v[54:55], v140, off offset:1408
	global_store_dword v[36:37], v141, off offset:3968
	v_add_u32_e32 v1, 0x9980, v10
	s_mov_b64 s[0:1], 0x600
	global_store_dword v1, v142, s[2:3]
	v_add_u32_e32 v1, 0xa380, v10
	v_lshl_add_u64 v[2:3], v[50:51], 0, s[0:1]
	s_movk_i32 s0, 0x6000
	global_store_dword v1, v143, s[2:3]
	global_store_dword v64, v112, s[2:3] offset:1536
	global_store_dword v[2:3], v113, off offset:2560
	global_store_dword v0, v114, s[2:3] offset:512
	global_store_dword v67, v115, s[2:3] offset:1536
	global_store_dword v[48:49], v116, off offset:1536
	v_add_co_u32_e32 v2, vcc, s0, v50
	v_add_u32_e32 v1, 0x5600, v66
	s_nop 0
	v_addc_co_u32_e32 v3, vcc, 0, v51, vcc
	s_mov_b32 s0, 0xb000
	global_store_dword v[2:3], v117, off
	global_store_dword v1, v118, s[2:3]
	v_add_u32_e32 v1, 0x400, v10
	v_add_co_u32_e32 v4, vcc, s0, v50
	global_store_dword v1, v119, s[2:3]
	global_store_dword v[52:53], v120, off offset:1536
	v_addc_co_u32_e32 v5, vcc, 0, v51, vcc
	v_add_u32_e32 v1, 0x4a00, v10
	s_mov_b32 s0, 0x10000
	global_store_dword v[4:5], v121, off
	global_store_dword v1, v122, s[2:3]
	v_add_u32_e32 v1, 0x5400, v10
	v_add_co_u32_e32 v6, vcc, s0, v50
	global_store_dword v1, v123, s[2:3]
	global_store_dword v[54:55], v124, off offset:1536
	v_addc_co_u32_e32 v7, vcc, 0, v51, vcc
	v_add_u32_e32 v1, 0x9a00, v10
	global_store_dword v[6:7], v125, off
	global_store_dword v1, v126, s[2:3]
	v_add_u32_e32 v1, 0xa400, v10
	global_store_dword v1, v127, s[2:3]
	s_mov_b64 s[0:1], 0x680
	v_add_u32_e32 v1, 0x5680, v66
	v_lshl_add_u64 v[8:9], v[50:51], 0, s[0:1]
	global_store_dword v64, v96, s[2:3] offset:1664
	global_store_dword v[8:9], v97, off offset:2560
	global_store_dword v0, v98, s[2:3] offset:640
	global_store_dword v67, v99, s[2:3] offset:1664
	global_store_dword v[48:49], v100, off offset:1664
	global_store_dword v[2:3], v101, off offset:128
	global_store_dword v1, v102, s[2:3]
	v_add_u32_e32 v1, 0x480, v10
	global_store_dword v1, v103, s[2:3]
	global_store_dword v[52:53], v104, off offset:1664
	global_store_dword v[4:5], v105, off offset:128
	v_add_u32_e32 v1, 0x4a80, v10
	global_store_dword v1, v106, s[2:3]
	v_add_u32_e32 v1, 0x5480, v10
	global_store_dword v1, v107, s[2:3]
	global_store_dword v[54:55], v108, off offset:1664
	global_store_dword v[6:7], v109, off offset:128
	v_add_u32_e32 v1, 0x9a80, v10
	global_store_dword v1, v110, s[2:3]
	v_add_u32_e32 v1, 0xa480, v10
	global_store_dword v1, v111, s[2:3]
	s_mov_b64 s[0:1], 0x700
	v_add_u32_e32 v1, 0x5700, v66
	v_lshl_add_u64 v[8:9], v[50:51], 0, s[0:1]
	global_store_dword v64, a80, s[2:3] offset:1792
	global_store_dword v[8:9], a81, off offset:2560
	global_store_dword v0, a82, s[2:3] offset:768
	global_store_dword v67, a83, s[2:3] offset:1792
	global_store_dword v[48:49], a84, off offset:1792
	global_store_dword v[2:3], a85, off offset:256
	global_store_dword v1, a86, s[2:3]
	v_add_u32_e32 v1, 0x500, v10
	global_store_dword v1, a87, s[2:3]
	global_store_dword v[52:53], a88, off offset:1792
	global_store_dword v[4:5], a89, off offset:256
	v_add_u32_e32 v1, 0x4b00, v10
	global_store_dword v1, a90, s[2:3]
	v_add_u32_e32 v1, 0x5500, v10
	global_store_dword v1, a91, s[2:3]
	global_store_dword v[54:55], a92, off offset:1792
	global_store_dword v[6:7], a93, off offset:256
	v_add_u32_e32 v1, 0x9b00, v10
	global_store_dword v1, a94, s[2:3]
	v_add_u32_e32 v1, 0xa500, v10
	global_store_dword v1, a95, s[2:3]
	s_mov_b64 s[0:1], 0x780
	v_add_u32_e32 v1, 0x5780, v66
	v_lshl_add_u64 v[8:9], v[50:51], 0, s[0:1]
	global_store_dword v64, a64, s[2:3] offset:1920
	global_store_dword v[8:9], a65, off offset:2560
	global_store_dword v0, a66, s[2:3] offset:896
	global_store_dword v67, a67, s[2:3] offset:1920
	global_store_dword v[48:49], a68, off offset:1920
	global_store_dword v[2:3], a69, off offset:384
	global_store_dword v1, a70, s[2:3]
	v_add_u32_e32 v1, 0x580, v10
	global_store_dword v1, a71, s[2:3]
	global_store_dword v[52:53], a72, off offset:1920
	global_store_dword v[4:5], a73, off offset:384
	v_add_u32_e32 v1, 0x4b80, v10
	global_store_dword v1, a74, s[2:3]
	v_add_u32_e32 v1, 0x5580, v10
	global_store_dword v1, a75, s[2:3]
	global_store_dword v[54:55], a76, off offset:1920
	global_store_dword v[6:7], a77, off offset:384
	v_add_u32_e32 v1, 0x9b80, v10
	global_store_dword v1, a78, s[2:3]
	v_add_u32_e32 v1, 0xa580, v10
	global_store_dword v1, a79, s[2:3]
	s_mov_b64 s[0:1], 0x800
	v_add_u32_e32 v1, 0x5800, v66
	v_lshl_add_u64 v[8:9], v[50:51], 0, s[0:1]
	global_store_dword v64, a48, s[2:3] offset:2048
	global_store_dword v[8:9], a49, off offset:2560
	global_store_dword v0, a50, s[2:3] offset:1024
	global_store_dword v67, a51, s[2:3] offset:2048
	global_store_dword v[48:49], a52, off offset:2048
	global_store_dword v[2:3], a53, off offset:512
	global_store_dword v1, a54, s[2:3]
	v_add_u32_e32 v1, 0x600, v10
	global_store_dword v1, a55, s[2:3]
	global_store_dword v[52:53], a56, off offset:2048
	global_store_dword v[4:5], a57, off offset:512
	v_add_u32_e32 v1, 0x4c00, v10
	global_store_dword v1, a58, s[2:3]
	v_add_u32_e32 v1, 0x5600, v10
	global_store_dword v1, a59, s[2:3]
	global_store_dword v[54:55], a60, off offset:2048
	global_store_dword v[6:7], a61, off offset:512
	v_add_u32_e32 v1, 0x9c00, v10
	global_store_dword v1, a62, s[2:3]
	v_add_u32_e32 v1, 0xa600, v10
	global_store_dword v1, a63, s[2:3]
	s_mov_b64 s[0:1], 0x880
	v_add_u32_e32 v1, 0x5880, v66
	v_lshl_add_u64 v[8:9], v[50:51], 0, s[0:1]
	global_store_dword v64, a32, s[2:3] offset:2176
	global_store_dword v[8:9], a33, off offset:2560
	global_store_dword v0, a34, s[2:3] offset:1152
	global_store_dword v67, a35, s[2:3] offset:2176
	global_store_dword v[48:49], a36, off offset:2176
	global_store_dword v[2:3], a37, off offset:640
	global_store_dword v1, a38, s[2:3]
	v_add_u32_e32 v1, 0x680, v10
	global_store_dword v1, a39, s[2:3]
	global_store_dword v[52:53], a40, off offset:2176
	global_store_dword v[4:5], a41, off offset:640
	v_add_u32_e32 v1, 0x4c80, v10
	global_store_dword v1, a42, s[2:3]
	v_add_u32_e32 v1, 0x5680, v10
	global_store_dword v1, a43, s[2:3]
	global_store_dword v[54:55], a44, off offset:2176
	global_store_dword v[6:7], a45, off offset:640
	v_add_u32_e32 v1, 0x9c80, v10
	global_store_dword v1, a46, s[2:3]
	v_add_u32_e32 v1, 0xa680, v10
	global_store_dword v1, a47, s[2:3]
	s_mov_b64 s[0:1], 0x900
	v_add_u32_e32 v1, 0x5900, v66
	v_lshl_add_u64 v[8:9], v[50:51], 0, s[0:1]
	global_store_dword v64, a16, s[2:3] offset:2304
	global_store_dword v[8:9], a17, off offset:2560
	global_store_dword v0, a18, s[2:3] offset:1280
	global_store_dword v67, a19, s[2:3] offset:2304
	global_store_dword v[48:49], a20, off offset:2304
	global_store_dword v[2:3], a21, off offset:768
	global_store_dword v1, a22, s[2:3]
	v_add_u32_e32 v1, 0x700, v10
	global_store_dword v1, a23, s[2:3]
	global_store_dword v[52:53], a24, off offset:2304
	global_store_dword v[4:5], a25, off offset:768
	v_add_u32_e32 v1, 0x4d00, v10
	global_store_dword v1, a26, s[2:3]
	v_add_u32_e32 v1, 0x5700, v10
	global_store_dword v1, a27, s[2:3]
	global_store_dword v[54:55], a28, off offset:2304
	global_store_dword v[6:7], a29, off offset:768
	v_add_u32_e32 v1, 0x9d00, v10
	v_accvgpr_read_b32 v93, a15
	global_store_dword v1, a30, s[2:3]
	v_add_u32_e32 v1, 0xa700, v10
	s_mov_b64 s[0:1], 0x980
	v_accvgpr_read_b32 v78, a0
	global_store_dword v1, a31, s[2:3]
	v_lshl_add_u64 v[8:9], v[50:51], 0, s[0:1]
	v_accvgpr_read_b32 v84, a6
	v_accvgpr_read_b32 v83, a5
	v_accvgpr_read_b32 v82, a4
	v_accvgpr_read_b32 v81, a3
	v_accvgpr_read_b32 v80, a2
	v_accvgpr_read_b32 v79, a1
	global_store_dword v64, v78, s[2:3] offset:2432
	global_store_dword v[8:9], v79, off offset:2560
	global_store_dword v0, v80, s[2:3] offset:1408
	global_store_dword v67, v81, s[2:3] offset:2432
	global_store_dword v[48:49], v82, off offset:2432
	global_store_dword v[2:3], v83, off offset:896
	v_add_u32_e32 v0, 0x5980, v66
	v_accvgpr_read_b32 v85, a7
	global_store_dword v0, v84, s[2:3]
	v_add_u32_e32 v0, 0x780, v10
	v_accvgpr_read_b32 v88, a10
	v_accvgpr_read_b32 v87, a9
	v_accvgpr_read_b32 v86, a8
	global_store_dword v0, v85, s[2:3]
	global_store_dword v[52:53], v86, off offset:2432
	global_store_dword v[4:5], v87, off offset:896
	v_add_u32_e32 v0, 0x4d80, v10
	v_accvgpr_read_b32 v89, a11
	global_store_dword v0, v88, s[2:3]
	v_add_u32_e32 v0, 0x5780, v10
	v_accvgpr_read_b32 v92, a14
	v_accvgpr_read_b32 v91, a13
	v_accvgpr_read_b32 v90, a12
	global_store_dword v0, v89, s[2:3]
	global_store_dword v[54:55], v90, off offset:2432
	global_store_dword v[6:7], v91, off offset:896
	v_add_u32_e32 v0, 0x9d80, v10
	global_store_dword v0, v92, s[2:3]
	v_add_u32_e32 v0, 0xa780, v10
	global_store_dword v0, v93, s[2:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma32_agpr_pressure
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
		.amdhsa_next_free_vgpr 352
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 256
		.amdhsa_reserve_vcc 1
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
.Lfunc_end5:
	.size	mfma32_agpr_pressure, .Lfunc_end5-mfma32_agpr_pressure
                                        ; -- End function
	.set mfma32_agpr_pressure.num_vgpr, 256
	.set mfma32_agpr_pressure.num_agpr, 96
	.set mfma32_agpr_pressure.numbered_sgpr, 8
	.set mfma32_agpr_pressure.num_named_barrier, 0
	.set mfma32_agpr_pressure.private_seg_size, 0
	.set mfma32_agpr_pressure.uses_vcc, 1
	.set mfma32_agpr_pressure.uses_flat_scratch, 0
	.set mfma32_agpr_pressure.has_dyn_sized_stack, 0
	.set mfma32_agpr_pressure.has_recursion, 0
	.set mfma32_agpr_pressure.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7508
; TotalNumSgprs: 14
; NumVgprs: 256
; NumAgprs: 96
; TotalNumVgprs: 352
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 43
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 352
; AccumOffset: 256
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 63
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
    .name:           mfma16_f16_chain
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         mfma16_f16_chain.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           mfma32_f16_chain
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         mfma32_f16_chain.kd
    .uses_dynamic_stack: false
    .vgpr_count:     42
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
    .name:           mfma16_result_valu
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma16_result_valu.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
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
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'half*'
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
    .name:           mfma16_cvt_chain
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma16_cvt_chain.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
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
    .name:           mfma16_f32_result_as_src
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         mfma16_f32_result_as_src.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     96
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
    .name:           mfma32_agpr_pressure
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         mfma32_agpr_pressure.kd
    .uses_dynamic_stack: false
    .vgpr_count:     352
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
