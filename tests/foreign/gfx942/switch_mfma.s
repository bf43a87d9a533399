	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	switch_mfma             ; -- Begin function switch_mfma
	.globl	switch_mfma
	.p2align	8
	.type	switch_mfma,@function
switch_mfma:                            ; @switch_mfma
; %bb.0:
	s_load_dword s12, s[0:1], 0x20
	v_lshrrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v16, 6, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s12, 0
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v17, 15, v0
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
	v_or_b32_e32 v10, v16, v17
	v_mov_b32_e32 v11, 0
	v_fmac_f32_e32 v4, -2.0, v0
	v_lshl_add_u64 v[8:9], v[10:11], 2, v[8:9]
	v_fmac_f32_e32 v5, -2.0, v1
	v_fmac_f32_e32 v6, -2.0, v2
	v_fmac_f32_e32 v7, -2.0, v3
	global_store_dword v[8:9], v4, off
	global_store_dword v[8:9], v5, off offset:64
	global_store_dword v[8:9], v6, off offset:128
	global_store_dword v[8:9], v7, off offset:192
	s_endpgm
.LBB0_4:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v17, 15, v0
.LBB0_5:
	v_lshlrev_b32_e32 v0, 6, v0
	v_lshl_or_b32 v18, v1, 2, v0
	s_mov_b32 s1, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s0, 0x3f400000
	s_movk_i32 s13, 0x3c0
	s_mov_b32 s14, 0x5040100
	v_mov_b32_e32 v19, v16
	s_branch .LBB0_8
.LBB0_6:                                ;   in Loop: Header=BB0_8 Depth=1
	v_mov_b32_e32 v0, v12
	v_mov_b32_e32 v1, v13
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v3, v9
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v14
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v6, v10
	v_mov_b32_e32 v7, v11
.LBB0_7:                                ;   in Loop: Header=BB0_8 Depth=1
	s_add_i32 s1, s1, 1
	v_add_u32_e32 v18, 16, v18
	s_cmp_eq_u32 s12, s1
	v_add_u32_e32 v19, 0x100, v19
	s_cbranch_scc1 .LBB0_3
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	s_and_b32 s2, s1, 15
	s_lshl_b32 s2, s2, 2
	s_waitcnt lgkmcnt(0)
	s_load_dword s2, s[8:9], s2 offset:0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s15, s2, 3
	s_cmp_lt_i32 s15, 2
	s_cbranch_scc1 .LBB0_12
; %bb.9:                                ;   in Loop: Header=BB0_8 Depth=1
	s_cmp_gt_i32 s15, 2
	s_cbranch_scc0 .LBB0_13
; %bb.10:                               ;   in Loop: Header=BB0_8 Depth=1
	v_pk_mul_f32 v[8:9], v[2:3], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[0:1], s[0:1] op_sel_hi:[1,0]
	s_cbranch_execz .LBB0_14
; %bb.11:                               ;   in Loop: Header=BB0_8 Depth=1
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	s_cbranch_execnz .LBB0_6
	s_branch .LBB0_15
.LBB0_12:                               ;   in Loop: Header=BB0_8 Depth=1
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr13
	s_branch .LBB0_15
.LBB0_13:                               ;   in Loop: Header=BB0_8 Depth=1
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr13
.LBB0_14:                               ;   in Loop: Header=BB0_8 Depth=1
	v_pk_fma_f32 v[10:11], v[6:7], 0.5, v[2:3] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[14:15], v[4:5], 0.5, v[0:1] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v12, v0
	s_cbranch_execnz .LBB0_6
.LBB0_15:                               ;   in Loop: Header=BB0_8 Depth=1
	v_and_or_b32 v9, v19, s13, v17
	v_and_b32_e32 v8, 0x3fc, v18
	v_lshlrev_b32_e32 v9, 1, v9
	global_load_ushort v10, v9, s[6:7]
	global_load_ushort v11, v9, s[6:7] offset:32
	global_load_ushort v12, v9, s[6:7] offset:64
	global_load_ushort v13, v9, s[6:7] offset:96
	v_lshlrev_b32_e32 v8, 1, v8
	global_load_dwordx2 v[14:15], v8, s[4:5]
	s_cmp_lg_u32 s15, 1
	s_waitcnt vmcnt(1)
	v_perm_b32 v13, v13, v12, s14
	v_perm_b32 v12, v11, v10, s14
	s_cbranch_scc0 .LBB0_18
; %bb.16:                               ;   in Loop: Header=BB0_8 Depth=1
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16_f16 v[8:11], v[14:15], v[12:13], v[4:7]
	s_cbranch_execz .LBB0_19
; %bb.17:                               ;   in Loop: Header=BB0_8 Depth=1
	s_nop 5
	v_mov_b32_e32 v7, v11
	v_mov_b32_e32 v6, v10
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v4, v8
	s_branch .LBB0_7
.LBB0_18:                               ;   in Loop: Header=BB0_8 Depth=1
                                        ; implicit-def: $vgpr11
.LBB0_19:                               ;   in Loop: Header=BB0_8 Depth=1
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16_f16 v[0:3], v[12:13], v[14:15], v[0:3]
	s_branch .LBB0_7
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel switch_mfma
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
	.size	switch_mfma, .Lfunc_end0-switch_mfma
                                        ; -- End function
	.set switch_mfma.num_vgpr, 20
	.set switch_mfma.num_agpr, 0
	.set switch_mfma.numbered_sgpr, 16
	.set switch_mfma.num_named_barrier, 0
	.set switch_mfma.private_seg_size, 0
	.set switch_mfma.uses_vcc, 0
	.set switch_mfma.uses_flat_scratch, 0
	.set switch_mfma.has_dyn_sized_stack, 0
	.set switch_mfma.has_recursion, 0
	.set switch_mfma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 588
; TotalNumSgprs: 22
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
; NumSGPRsForWavesPerEU: 22
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
    .name:           switch_mfma
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         switch_mfma.kd
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
