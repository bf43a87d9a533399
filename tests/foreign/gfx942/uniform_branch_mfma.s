	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	uniform_branch_mfma     ; -- Begin function uniform_branch_mfma
	.globl	uniform_branch_mfma
	.p2align	8
	.type	uniform_branch_mfma,@function
uniform_branch_mfma:                    ; @uniform_branch_mfma
; %bb.0:
	s_load_dword s12, s[0:1], 0x20
	v_lshrrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v14, 6, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s12, 0
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v15, 15, v0
	s_cbranch_execz .LBB0_5
; %bb.2:
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
.LBB0_3:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, s10
	v_mov_b32_e32 v9, s11
	v_or_b32_e32 v10, v14, v15
	v_mov_b32_e32 v11, 0
	v_sub_f32_e32 v0, v4, v0
	v_lshl_add_u64 v[8:9], v[10:11], 2, v[8:9]
	global_store_dword v[8:9], v0, off
	v_sub_f32_e32 v0, v5, v1
	global_store_dword v[8:9], v0, off offset:64
	v_sub_f32_e32 v0, v6, v2
	global_store_dword v[8:9], v0, off offset:128
	v_sub_f32_e32 v0, v7, v3
	global_store_dword v[8:9], v0, off offset:192
	s_endpgm
.LBB0_4:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v15, 15, v0
.LBB0_5:
	v_lshlrev_b32_e32 v0, 6, v0
	v_lshl_or_b32 v16, v1, 2, v0
	s_mov_b32 s2, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_movk_i32 s3, 0x3c0
	s_mov_b32 s13, 0x5040100
	v_mov_b32_e32 v17, v14
	s_branch .LBB0_8
.LBB0_6:                                ;   in Loop: Header=BB0_8 Depth=1
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16_f16 v[0:3], v[12:13], v[18:19], v[0:3]
.LBB0_7:                                ;   in Loop: Header=BB0_8 Depth=1
	s_add_i32 s2, s2, 1
	v_add_u32_e32 v16, 16, v16
	s_cmp_eq_u32 s12, s2
	v_add_u32_e32 v17, 0x100, v17
	s_cbranch_scc1 .LBB0_3
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	v_and_or_b32 v8, v17, s3, v15
	v_lshlrev_b32_e32 v8, 1, v8
	s_waitcnt lgkmcnt(0)
	global_load_ushort v9, v8, s[6:7]
	global_load_ushort v10, v8, s[6:7] offset:64
	global_load_ushort v11, v8, s[6:7] offset:96
	global_load_ushort v12, v8, s[6:7] offset:32
	v_and_b32_e32 v8, 0x3fc, v16
	v_lshlrev_b32_e32 v8, 1, v8
	global_load_dwordx2 v[18:19], v8, s[4:5]
	s_and_b32 s0, s2, 15
	s_lshl_b32 s0, s0, 2
	s_load_dword s0, s[8:9], s0 offset:0x0
	s_waitcnt lgkmcnt(0)
	s_bitcmp1_b32 s0, 0
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 vcc, exec, s[0:1]
	s_waitcnt vmcnt(2)
	v_perm_b32 v13, v11, v10, s13
	s_waitcnt vmcnt(1)
	v_perm_b32 v12, v12, v9, s13
	s_cbranch_vccz .LBB0_10
; %bb.9:                                ;   in Loop: Header=BB0_8 Depth=1
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16_f16 v[8:11], v[18:19], v[12:13], v[4:7]
	s_cbranch_execz .LBB0_6
	s_branch .LBB0_11
.LBB0_10:                               ;   in Loop: Header=BB0_8 Depth=1
                                        ; implicit-def: $vgpr11
	s_branch .LBB0_6
.LBB0_11:                               ;   in Loop: Header=BB0_8 Depth=1
	s_nop 4
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v6, v10
	v_mov_b32_e32 v7, v11
	s_branch .LBB0_7
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel uniform_branch_mfma
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 20
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
.Lfunc_end0:
	.size	uniform_branch_mfma, .Lfunc_end0-uniform_branch_mfma
                                        ; -- End function
	.set uniform_branch_mfma.num_vgpr, 20
	.set uniform_branch_mfma.num_agpr, 0
	.set uniform_branch_mfma.numbered_sgpr, 14
	.set uniform_branch_mfma.num_named_barrier, 0
	.set uniform_branch_mfma.private_seg_size, 0
	.set uniform_branch_mfma.uses_vcc, 1
	.set uniform_branch_mfma.uses_flat_scratch, 0
	.set uniform_branch_mfma.has_dyn_sized_stack, 0
	.set uniform_branch_mfma.has_recursion, 0
	.set uniform_branch_mfma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 448
; TotalNumSgprs: 20
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 20
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
      - .address_space:  constant
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
    .name:           uniform_branch_mfma
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         uniform_branch_mfma.kd
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
