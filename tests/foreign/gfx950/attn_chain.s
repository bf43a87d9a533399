	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	attn_chain              ; -- Begin function attn_chain
	.globl	attn_chain
	.p2align	8
	.type	attn_chain,@function
attn_chain:                             ; @attn_chain
; %bb.0:
	s_load_dwordx2 s[2:3], s[0:1], 0x20
	v_lshrrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v4, 6, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s2, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v5, 15, v0
	s_cbranch_execz .LBB0_4
; %bb.2:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	s_branch .LBB0_6
.LBB0_3:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v5, 15, v0
.LBB0_4:
	v_lshlrev_b32_e32 v0, 3, v1
	v_lshl_or_b32 v0, v5, 5, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[8:9], v0, s[4:5]
	s_mov_b32 s0, s3
	s_mov_b32 s1, s3
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_movk_i32 s4, 0x3c0
	s_mov_b32 s5, 0x5040100
	v_mov_b32_e32 v6, v4
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_and_or_b32 v7, v6, s4, v5
	v_lshlrev_b32_e32 v7, 1, v7
	global_load_ushort v10, v7, s[6:7]
	global_load_ushort v11, v7, s[6:7] offset:64
	global_load_ushort v12, v7, s[6:7] offset:96
	global_load_ushort v13, v7, s[6:7] offset:32
	global_load_ushort v14, v7, s[8:9]
	global_load_ushort v15, v7, s[8:9] offset:32
	global_load_ushort v16, v7, s[8:9] offset:64
	global_load_ushort v17, v7, s[8:9] offset:96
	s_add_i32 s2, s2, -1
	s_cmp_lg_u32 s2, 0
	v_add_u32_e32 v6, 0x100, v6
	s_waitcnt vmcnt(5)
	v_perm_b32 v11, v12, v11, s5
	s_waitcnt vmcnt(4)
	v_perm_b32 v10, v13, v10, s5
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[10:13], v[8:9], v[10:11], 0
	s_nop 7
	v_mul_f32_e32 v7, s3, v10
	v_mul_f32_e32 v18, s3, v11
	v_pk_mul_f32 v[10:11], s[0:1], v[12:13]
	v_cvt_pk_f16_f32 v12, v7, v18
	v_cvt_pk_f16_f32 v13, v10, v11
	s_waitcnt vmcnt(0)
	v_perm_b32 v11, v17, v16, s5
	v_perm_b32 v10, v15, v14, s5
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[0:3], v[12:13], v[10:11], v[0:3]
	s_cbranch_scc1 .LBB0_5
.LBB0_6:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s10
	v_mov_b32_e32 v7, s11
	v_or_b32_e32 v4, v4, v5
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[6:7]
	s_nop 0
	global_store_dword v[4:5], v0, off
	global_store_dword v[4:5], v1, off offset:64
	global_store_dword v[4:5], v2, off offset:128
	global_store_dword v[4:5], v3, off offset:192
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attn_chain
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
		.amdhsa_next_free_vgpr 19
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
.Lfunc_end0:
	.size	attn_chain, .Lfunc_end0-attn_chain
                                        ; -- End function
	.set attn_chain.num_vgpr, 19
	.set attn_chain.num_agpr, 0
	.set attn_chain.numbered_sgpr, 12
	.set attn_chain.num_named_barrier, 0
	.set attn_chain.private_seg_size, 0
	.set attn_chain.uses_vcc, 0
	.set attn_chain.uses_flat_scratch, 0
	.set attn_chain.has_dyn_sized_stack, 0
	.set attn_chain.has_recursion, 0
	.set attn_chain.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 408
; TotalNumSgprs: 18
; NumVgprs: 19
; NumAgprs: 0
; TotalNumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 19
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
        .type_name:      'half*'
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
      - .offset:         36
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           attn_chain
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         attn_chain.kd
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
