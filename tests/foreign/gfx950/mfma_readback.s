	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_readback           ; -- Begin function mfma_readback
	.globl	mfma_readback
	.p2align	8
	.type	mfma_readback,@function
mfma_readback:                          ; @mfma_readback
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v1, 15, v0
	v_lshrrev_b32_e32 v2, 4, v0
	v_lshlrev_b32_e32 v3, 7, v1
	v_lshl_or_b32 v3, v2, 3, v3
	v_lshl_or_b32 v1, v2, 6, v1
	v_lshlrev_b32_e32 v2, 1, v1
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[22:23], v3, s[4:5]
	global_load_ushort v4, v2, s[6:7]
	global_load_ushort v5, v2, s[6:7] offset:32
	global_load_ushort v7, v2, s[6:7] offset:64
	global_load_ushort v8, v2, s[6:7] offset:96
	global_load_ushort v10, v2, s[6:7] offset:512
	global_load_ushort v11, v2, s[6:7] offset:544
	global_load_ushort v9, v2, s[6:7] offset:576
	global_load_ushort v12, v2, s[6:7] offset:608
	global_load_ushort v13, v2, s[6:7] offset:1088
	global_load_ushort v14, v2, s[6:7] offset:1120
	global_load_dwordx2 v[24:25], v3, s[4:5] offset:32
	global_load_ushort v15, v2, s[6:7] offset:1024
	global_load_ushort v16, v2, s[6:7] offset:1056
	global_load_dwordx2 v[26:27], v3, s[4:5] offset:64
	global_load_ushort v17, v2, s[6:7] offset:1600
	global_load_ushort v18, v2, s[6:7] offset:1632
	global_load_dwordx2 v[28:29], v3, s[4:5] offset:96
	global_load_ushort v19, v2, s[6:7] offset:1536
	global_load_ushort v20, v2, s[6:7] offset:1568
	s_mov_b32 s0, 0x5040100
	v_mov_b32_e32 v6, 0x3c003c00
	s_waitcnt vmcnt(17)
	v_perm_b32 v2, v5, v4, s0
	s_waitcnt vmcnt(15)
	v_perm_b32 v3, v8, v7, s0
	v_mov_b32_e32 v7, v6
	s_nop 0
	v_mfma_f32_16x16x16_f16 v[2:5], v[22:23], v[2:3], 0
	s_waitcnt vmcnt(13)
	v_perm_b32 v8, v11, v10, s0
	s_waitcnt vmcnt(11)
	v_perm_b32 v9, v12, v9, s0
	s_waitcnt vmcnt(9)
	v_perm_b32 v11, v14, v13, s0
	s_waitcnt vmcnt(6)
	v_perm_b32 v10, v16, v15, s0
	v_pk_fma_f32 v[4:5], v[4:5], 0.5, 1.0 op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[2:3], v[2:3], 0.5, 1.0 op_sel_hi:[1,0,0]
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[2:5], v[24:25], v[8:9], v[2:5]
	s_waitcnt vmcnt(3)
	v_perm_b32 v9, v18, v17, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v8, v20, v19, s0
	s_nop 3
	v_pk_fma_f32 v[4:5], v[4:5], 0.5, 1.0 op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[2:3], v[2:3], 0.5, 1.0 op_sel_hi:[1,0,0]
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[2:5], v[26:27], v[10:11], v[2:5]
	v_lshlrev_b32_e32 v10, 4, v0
	v_lshlrev_b32_e32 v11, 2, v1
	s_nop 5
	v_pk_fma_f32 v[4:5], v[4:5], 0.5, 1.0 op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[2:3], v[2:3], 0.5, 1.0 op_sel_hi:[1,0,0]
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[2:5], v[28:29], v[8:9], v[2:5]
	s_nop 7
	v_pk_fma_f32 v[4:5], v[4:5], 0.5, 1.0 op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[8:9], v[2:3], 0.5, 1.0 op_sel_hi:[1,0,0]
	v_cvt_pk_f16_f32 v3, v4, v5
	v_cvt_pk_f16_f32 v2, v8, v9
	global_store_dword v11, v8, s[8:9]
	s_nop 0
	v_mfma_f32_16x16x16_f16 v[0:3], v[2:3], v[6:7], 0
	s_nop 7
	global_store_dword v10, v0, s[10:11]
	global_store_dword v11, v9, s[8:9] offset:64
	global_store_dword v10, v1, s[10:11] offset:4
	global_store_dword v11, v4, s[8:9] offset:128
	global_store_dword v10, v2, s[10:11] offset:8
	global_store_dword v11, v5, s[8:9] offset:192
	global_store_dword v10, v3, s[10:11] offset:12
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_readback
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 12
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
	.size	mfma_readback, .Lfunc_end0-mfma_readback
                                        ; -- End function
	.set mfma_readback.num_vgpr, 30
	.set mfma_readback.num_agpr, 0
	.set mfma_readback.numbered_sgpr, 12
	.set mfma_readback.num_named_barrier, 0
	.set mfma_readback.private_seg_size, 0
	.set mfma_readback.uses_vcc, 0
	.set mfma_readback.uses_flat_scratch, 0
	.set mfma_readback.has_dyn_sized_stack, 0
	.set mfma_readback.has_recursion, 0
	.set mfma_readback.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 552
; TotalNumSgprs: 18
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 1
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
    .name:           mfma_readback
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_readback.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
