	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	carry_kloop_readback    ; -- Begin function carry_kloop_readback
	.globl	carry_kloop_readback
	.p2align	8
	.type	carry_kloop_readback,@function
carry_kloop_readback:                   ; @carry_kloop_readback
; %bb.0:
	s_load_dword s12, s[0:1], 0x20
	v_lshrrev_b32_e32 v2, 4, v0
	v_lshlrev_b32_e32 v1, 6, v2
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s12, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v10, 15, v0
	s_cbranch_execz .LBB0_4
; %bb.2:
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v11, -1.0
	s_branch .LBB0_6
.LBB0_3:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v10, 15, v0
.LBB0_4:
	v_lshlrev_b32_e32 v3, 6, v0
	v_lshl_or_b32 v12, v2, 2, v3
	s_mov_b32 s0, 0
	v_mov_b32_e32 v11, -1.0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_movk_i32 s1, 0x3c0
	s_mov_b32 s2, 0x5040100
	v_mov_b32_e32 v13, v1
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v14, 0x3fc, v12
	v_and_or_b32 v15, v13, s1, v10
	v_lshlrev_b32_e32 v14, 1, v14
	v_lshlrev_b32_e32 v15, 1, v15
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[22:23], v14, s[4:5]
	global_load_ushort v16, v15, s[6:7]
	global_load_ushort v17, v15, s[6:7] offset:64
	global_load_ushort v18, v15, s[6:7] offset:96
	global_load_ushort v20, v15, s[6:7] offset:32
	s_and_b32 s3, s0, 3
	s_cmp_eq_u32 s3, 1
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s3, 2
	v_max_f32_e32 v11, v11, v11
	v_add_u32_e32 v12, 16, v12
	v_add_u32_e32 v13, 0x100, v13
	s_waitcnt vmcnt(1)
	v_perm_b32 v19, v18, v17, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v18, v20, v16, s2
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[14:17], v[22:23], v[18:19], v[6:9]
	v_mfma_f32_16x16x16_f16 v[2:5], v[18:19], v[22:23], v[2:5]
	s_nop 6
	v_cndmask_b32_e32 v18, v14, v15, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s3, 3
	v_pk_mul_f32 v[6:7], v[14:15], 0.5 op_sel_hi:[1,0]
	v_cndmask_b32_e32 v14, v18, v16, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v14, v14, v17, vcc
	s_add_i32 s0, s0, 1
	v_max_f32_e32 v14, v14, v14
	v_pk_mul_f32 v[8:9], v[16:17], 0.5 op_sel_hi:[1,0]
	s_cmp_lg_u32 s12, s0
	v_max_f32_e32 v11, v11, v14
	s_cbranch_scc1 .LBB0_5
.LBB0_6:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v12, s8
	v_mov_b32_e32 v13, s9
	v_or_b32_e32 v14, v1, v10
	v_mov_b32_e32 v15, 0
	v_add_f32_e32 v1, v6, v2
	v_lshl_add_u64 v[12:13], v[14:15], 2, v[12:13]
	global_store_dword v[12:13], v1, off
	v_add_f32_e32 v1, v7, v3
	global_store_dword v[12:13], v1, off offset:64
	v_add_f32_e32 v1, v8, v4
	global_store_dword v[12:13], v1, off offset:128
	v_add_f32_e32 v1, v9, v5
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v[12:13], v1, off offset:192
	global_store_dword v0, v11, s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel carry_kloop_readback
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 13
		.amdhsa_accum_offset 24
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
	.size	carry_kloop_readback, .Lfunc_end0-carry_kloop_readback
                                        ; -- End function
	.set carry_kloop_readback.num_vgpr, 24
	.set carry_kloop_readback.num_agpr, 0
	.set carry_kloop_readback.numbered_sgpr, 13
	.set carry_kloop_readback.num_named_barrier, 0
	.set carry_kloop_readback.private_seg_size, 0
	.set carry_kloop_readback.uses_vcc, 1
	.set carry_kloop_readback.uses_flat_scratch, 0
	.set carry_kloop_readback.has_dyn_sized_stack, 0
	.set carry_kloop_readback.has_recursion, 0
	.set carry_kloop_readback.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 464
; TotalNumSgprs: 19
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
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 24
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
    .name:           carry_kloop_readback
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         carry_kloop_readback.kd
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
