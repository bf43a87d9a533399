	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	red2                    ; -- Begin function red2
	.globl	red2
	.p2align	8
	.type	red2,@function
red2:                                   ; @red2
; %bb.0:
	s_load_dword s8, s[0:1], 0x18
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s8, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_mov_b32_e32 v1, 0
	v_mov_b64_e32 v[6:7], v[0:1]
	v_mov_b32_e32 v1, 0
	s_cbranch_execz .LBB0_4
; %bb.2:
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	s_branch .LBB0_20
.LBB0_3:
                                        ; implicit-def: $vgpr6_vgpr7
	v_mov_b32_e32 v1, 0
.LBB0_4:
	v_lshlrev_b32_e32 v2, 3, v0
	v_mov_b32_e32 v3, v1
	v_lshl_add_u64 v[14:15], s[4:5], 0, v[2:3]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	s_mov_b64 s[0:1], 0x200
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v9, v1
	s_branch .LBB0_7
.LBB0_5:                                ;   in Loop: Header=BB0_7 Depth=1
	v_mov_b64_e32 v[2:3], v[10:11]
	v_mov_b64_e32 v[4:5], v[12:13]
	v_mov_b32_e32 v6, v18
	v_mov_b32_e32 v7, v19
	v_mov_b32_e32 v8, v16
	v_mov_b32_e32 v9, v17
.LBB0_6:                                ;   in Loop: Header=BB0_7 Depth=1
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
	s_add_i32 s8, s8, -1
	s_cmp_lg_u32 s8, 0
	v_lshl_add_u64 v[14:15], v[14:15], 0, s[0:1]
	s_cbranch_scc0 .LBB0_19
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[20:21], v[14:15], off
	s_load_dword s4, s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s9, s4, 3
	s_cmp_lt_i32 s9, 2
	s_cbranch_scc1 .LBB0_11
; %bb.8:                                ;   in Loop: Header=BB0_7 Depth=1
	s_cmp_gt_i32 s9, 2
	s_cbranch_scc0 .LBB0_12
; %bb.9:                                ;   in Loop: Header=BB0_7 Depth=1
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16_f16 v[10:13], v[20:21], v[20:21], v[2:5]
	s_cbranch_execz .LBB0_13
; %bb.10:                               ;   in Loop: Header=BB0_7 Depth=1
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	s_cbranch_execnz .LBB0_5
	s_branch .LBB0_14
.LBB0_11:                               ;   in Loop: Header=BB0_7 Depth=1
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr10_vgpr11_vgpr12_vgpr13
	s_branch .LBB0_14
.LBB0_12:                               ;   in Loop: Header=BB0_7 Depth=1
                                        ; implicit-def: $vgpr10_vgpr11_vgpr12_vgpr13
.LBB0_13:                               ;   in Loop: Header=BB0_7 Depth=1
	s_nop 5
	v_mov_b64_e32 v[12:13], v[4:5]
	v_pk_fma_f32 v[16:17], v[8:9], 0.5, v[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[6:7], 0.5, v[2:3] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[10:11], v[2:3]
	s_cbranch_execnz .LBB0_5
.LBB0_14:                               ;   in Loop: Header=BB0_7 Depth=1
	s_cmp_eq_u32 s9, 1
	s_cbranch_scc1 .LBB0_17
; %bb.15:                               ;   in Loop: Header=BB0_7 Depth=1
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16_f16 v[10:13], v[20:21], v[20:21], v[6:9]
	s_cbranch_execz .LBB0_18
; %bb.16:                               ;   in Loop: Header=BB0_7 Depth=1
	s_nop 5
	v_mov_b32_e32 v9, v13
	v_mov_b32_e32 v8, v12
	v_mov_b32_e32 v7, v11
	v_mov_b32_e32 v6, v10
	s_branch .LBB0_6
.LBB0_17:                               ;   in Loop: Header=BB0_7 Depth=1
                                        ; implicit-def: $vgpr13
.LBB0_18:                               ;   in Loop: Header=BB0_7 Depth=1
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16_f16 v[2:5], v[20:21], v[20:21], v[2:5]
	s_branch .LBB0_6
.LBB0_19:
	v_pk_fma_f32 v[4:5], v[4:5], -2.0, v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[2:3], -2.0, v[6:7] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[6:7], v[0:1]
	v_mov_b32_e32 v1, v5
.LBB0_20:
	v_mov_b32_e32 v8, s2
	v_mov_b32_e32 v9, s3
	v_lshl_add_u64 v[6:7], v[6:7], 4, v[8:9]
	v_mov_b32_e32 v5, v1
	global_store_dwordx4 v[6:7], v[2:5], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel red2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 10
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
	.size	red2, .Lfunc_end0-red2
                                        ; -- End function
	.set red2.num_vgpr, 22
	.set red2.num_agpr, 0
	.set red2.numbered_sgpr, 10
	.set red2.num_named_barrier, 0
	.set red2.private_seg_size, 0
	.set red2.uses_vcc, 0
	.set red2.uses_flat_scratch, 0
	.set red2.has_dyn_sized_stack, 0
	.set red2.has_recursion, 0
	.set red2.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 416
; TotalNumSgprs: 16
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
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
        .type_name:      'half4_t*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float4_t*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           red2
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         red2.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
