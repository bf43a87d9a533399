	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma16_bf16_chain       ; -- Begin function mfma16_bf16_chain
	.globl	mfma16_bf16_chain
	.p2align	8
	.type	mfma16_bf16_chain,@function
mfma16_bf16_chain:                      ; @mfma16_bf16_chain
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_and_b32_e32 v1, 15, v0
	v_lshrrev_b32_e32 v0, 4, v0
	v_lshlrev_b32_e32 v2, 6, v1
	v_lshl_or_b32 v2, v0, 3, v2
	v_lshl_or_b32 v4, v0, 6, v1
	v_lshlrev_b32_e32 v0, 1, v4
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[12:13], v2, s[4:5]
	global_load_dwordx2 v[14:15], v2, s[4:5] offset:32
	global_load_ushort v3, v0, s[6:7]
	global_load_ushort v1, v0, s[6:7] offset:64
	global_load_ushort v5, v0, s[6:7] offset:96
	global_load_ushort v6, v0, s[6:7] offset:32
	global_load_ushort v7, v0, s[6:7] offset:512
	global_load_ushort v8, v0, s[6:7] offset:576
	global_load_ushort v9, v0, s[6:7] offset:608
	global_load_ushort v10, v0, s[6:7] offset:544
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(5)
	v_perm_b32 v1, v5, v1, s0
	s_waitcnt vmcnt(4)
	v_perm_b32 v0, v6, v3, s0
	v_lshlrev_b32_e32 v6, 2, v4
	s_waitcnt vmcnt(1)
	v_perm_b32 v5, v9, v8, s0
	v_mfma_f32_16x16x16_bf16 v[0:3], v[12:13], v[0:1], 0
	s_waitcnt vmcnt(0)
	v_perm_b32 v4, v10, v7, s0
	s_nop 1
	v_mfma_f32_16x16x16_bf16 v[0:3], v[14:15], v[4:5], v[0:3]
	s_nop 7
	global_store_dword v6, v0, s[2:3]
	global_store_dword v6, v1, s[2:3] offset:64
	global_store_dword v6, v2, s[2:3] offset:128
	global_store_dword v6, v3, s[2:3] offset:192
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma16_bf16_chain
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 8
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
.Lfunc_end0:
	.size	mfma16_bf16_chain, .Lfunc_end0-mfma16_bf16_chain
                                        ; -- End function
	.set mfma16_bf16_chain.num_vgpr, 16
	.set mfma16_bf16_chain.num_agpr, 0
	.set mfma16_bf16_chain.numbered_sgpr, 8
	.set mfma16_bf16_chain.num_named_barrier, 0
	.set mfma16_bf16_chain.private_seg_size, 0
	.set mfma16_bf16_chain.uses_vcc, 0
	.set mfma16_bf16_chain.uses_flat_scratch, 0
	.set mfma16_bf16_chain.has_dyn_sized_stack, 0
	.set mfma16_bf16_chain.has_recursion, 0
	.set mfma16_bf16_chain.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 252
; TotalNumSgprs: 14
; NumVgprs: 16
; NumAgprs: 0
; TotalNumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 16
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
	.protected	mfma_f64_chain          ; -- Begin function mfma_f64_chain
	.globl	mfma_f64_chain
	.p2align	8
	.type	mfma_f64_chain,@function
mfma_f64_chain:                         ; @mfma_f64_chain
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshrrev_b32_e32 v2, 1, v0
	v_and_b32_e32 v1, 15, v0
	v_and_b32_e32 v2, 24, v2
	v_lshl_or_b32 v1, v1, 6, v2
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[10:11], v1, s[4:5]
	v_lshlrev_b32_e32 v8, 3, v0
	global_load_dwordx2 v[12:13], v8, s[6:7]
	global_load_dwordx2 v[14:15], v1, s[4:5] offset:32
	global_load_dwordx2 v[16:17], v8, s[6:7] offset:512
	s_waitcnt vmcnt(2)
	v_mfma_f64_16x16x4_f64 v[0:7], v[10:11], v[12:13], 0
	s_waitcnt vmcnt(0)
	v_mfma_f64_16x16x4_f64 v[0:7], v[14:15], v[16:17], v[0:7]
	s_nop 15
	s_nop 1
	global_store_dwordx2 v8, v[0:1], s[8:9]
	global_store_dwordx2 v8, v[2:3], s[8:9] offset:512
	global_store_dwordx2 v8, v[4:5], s[8:9] offset:1024
	global_store_dwordx2 v8, v[6:7], s[8:9] offset:1536
	v_add_f64 v[0:1], v[0:1], 1.0
	v_add_f64 v[2:3], v[2:3], 1.0
	v_add_f64 v[4:5], v[4:5], 1.0
	v_add_f64 v[6:7], v[6:7], 1.0
	global_store_dwordx2 v8, v[0:1], s[10:11]
	global_store_dwordx2 v8, v[2:3], s[10:11] offset:512
	global_store_dwordx2 v8, v[4:5], s[10:11] offset:1024
	global_store_dwordx2 v8, v[6:7], s[10:11] offset:1536
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_f64_chain
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
		.amdhsa_next_free_sgpr 12
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
.Lfunc_end1:
	.size	mfma_f64_chain, .Lfunc_end1-mfma_f64_chain
                                        ; -- End function
	.set mfma_f64_chain.num_vgpr, 18
	.set mfma_f64_chain.num_agpr, 0
	.set mfma_f64_chain.numbered_sgpr, 12
	.set mfma_f64_chain.num_named_barrier, 0
	.set mfma_f64_chain.private_seg_size, 0
	.set mfma_f64_chain.uses_vcc, 0
	.set mfma_f64_chain.uses_flat_scratch, 0
	.set mfma_f64_chain.has_dyn_sized_stack, 0
	.set mfma_f64_chain.has_recursion, 0
	.set mfma_f64_chain.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 200
; TotalNumSgprs: 18
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
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 18
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
    .name:           mfma16_bf16_chain
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         mfma16_bf16_chain.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           mfma_f64_chain
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         mfma_f64_chain.kd
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
