	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_f8b_gfx950         ; -- Begin function mfma_f8b_gfx950
	.globl	mfma_f8b_gfx950
	.p2align	8
	.type	mfma_f8b_gfx950,@function
mfma_f8b_gfx950:                        ; @mfma_f8b_gfx950
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v1, 15, v0
	v_and_b32_e32 v2, 48, v0
	v_lshlrev_b32_e32 v12, 4, v0
	v_lshl_or_b32 v2, v1, 6, v2
	v_and_b32_e32 v3, 0x300, v12
	v_lshl_or_b32 v4, v1, 1, v3
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[20:23], v2, s[4:5]
	global_load_ushort v5, v4, s[6:7]
	global_load_ushort v7, v4, s[6:7] offset:32
	global_load_ushort v8, v4, s[6:7] offset:64
	global_load_ushort v9, v4, s[6:7] offset:96
	global_load_ushort v10, v4, s[6:7] offset:128
	global_load_ushort v11, v4, s[6:7] offset:160
	global_load_ushort v13, v4, s[6:7] offset:192
	global_load_ushort v14, v4, s[6:7] offset:224
	v_lshlrev_b32_e32 v2, 5, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dword v15, v2, s[8:9]
	global_load_dword v16, v2, s[8:9] offset:16
	global_load_dword v17, v2, s[8:9] offset:24
	global_load_dword v4, v0, s[8:9]
	global_load_dword v6, v0, s[8:9] offset:256
	global_load_dword v18, v2, s[8:9] offset:8
	s_mov_b32 s2, 0x5040100
	v_lshl_or_b32 v19, v1, 2, v3
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt vmcnt(12)
	v_perm_b32 v0, v7, v5, s2
	s_waitcnt vmcnt(10)
	v_perm_b32 v1, v9, v8, s2
	s_waitcnt vmcnt(8)
	v_perm_b32 v2, v11, v10, s2
	s_waitcnt vmcnt(4)
	v_cvt_f32_i32_e32 v9, v16
	v_perm_b32 v3, v14, v13, s2
	v_cvt_f32_i32_e32 v8, v15
	s_waitcnt vmcnt(3)
	v_cvt_f32_i32_e32 v11, v17
	s_waitcnt vmcnt(0)
	v_cvt_f32_i32_e32 v10, v18
	v_ashrrev_i32_e32 v5, 31, v4
	v_mfma_f32_16x16x32_f16 v[0:3], v[20:23], v[0:3], 0
	v_ashrrev_i32_e32 v7, 31, v6
	s_nop 6
	v_mul_f32_e32 v13, 0x40400000, v0
	v_mul_f32_e32 v14, 0x40400000, v1
	v_mul_f32_e32 v15, 0x40400000, v2
	v_mul_f32_e32 v16, 0x40400000, v3
	v_pk_add_f32 v[2:3], v[2:3], v[10:11]
	v_pk_add_f32 v[0:1], v[0:1], v[8:9]
	global_store_dword v19, v13, s[10:11]
	global_store_dword v19, v14, s[10:11] offset:64
	global_store_dword v19, v15, s[10:11] offset:128
	global_store_dword v19, v16, s[10:11] offset:192
	v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[4:5], v[6:7], v[0:3]
	s_waitcnt lgkmcnt(0)
	s_nop 6
	global_store_dwordx4 v12, v[0:3], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f8b_gfx950
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
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
	.size	mfma_f8b_gfx950, .Lfunc_end0-mfma_f8b_gfx950
                                        ; -- End function
	.set mfma_f8b_gfx950.num_vgpr, 24
	.set mfma_f8b_gfx950.num_agpr, 0
	.set mfma_f8b_gfx950.numbered_sgpr, 12
	.set mfma_f8b_gfx950.num_named_barrier, 0
	.set mfma_f8b_gfx950.private_seg_size, 0
	.set mfma_f8b_gfx950.uses_vcc, 0
	.set mfma_f8b_gfx950.uses_flat_scratch, 0
	.set mfma_f8b_gfx950.has_dyn_sized_stack, 0
	.set mfma_f8b_gfx950.has_recursion, 0
	.set mfma_f8b_gfx950.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 400
; TotalNumSgprs: 18
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           mfma_f8b_gfx950
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f8b_gfx950.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
