	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_lds_double_buffer  ; -- Begin function mfma_lds_double_buffer
	.globl	mfma_lds_double_buffer
	.p2align	8
	.type	mfma_lds_double_buffer,@function
mfma_lds_double_buffer:                 ; @mfma_lds_double_buffer
; %bb.0:
	s_load_dword s8, s[0:1], 0x18
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_bfe_u32 v2, v0, 4, 2
	v_lshrrev_b32_e32 v7, 3, v0
	v_lshrrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s8, 0
	v_lshlrev_b32_e32 v8, 2, v2
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[0:1], -1
.LBB0_3:
	v_and_b32_e32 v10, 15, v0
	v_and_b32_e32 v11, 16, v7
	v_and_b32_e32 v9, 16, v1
	s_andn2_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v5, 0
	s_cbranch_vccnz .LBB0_8
; %bb.4:
	v_lshrrev_b32_e32 v14, 4, v0
	v_lshlrev_b32_e32 v0, 1, v0
	v_and_b32_e32 v15, 30, v0
	v_and_b32_e32 v13, 14, v0
	v_mul_lo_u32 v0, s8, v7
	v_lshl_or_b32 v2, v14, 5, v15
	v_lshl_or_b32 v4, v0, 4, v13
	v_lshlrev_b32_e32 v0, 1, v2
	global_load_dword v20, v0, s[6:7]
	v_lshl_add_u64 v[0:1], v[4:5], 1, s[4:5]
	global_load_dword v21, v[0:1], off
	v_add_u32_e32 v6, 16, v4
	v_or_b32_e32 v4, 0x200, v2
	s_mov_b32 s0, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v12, 5, v7
	v_lshlrev_b32_e32 v13, 1, v13
	v_lshlrev_b32_e32 v14, 6, v14
	v_lshlrev_b32_e32 v15, 1, v15
	v_lshlrev_b32_e32 v16, 5, v11
	v_lshlrev_b32_e32 v17, 5, v10
	v_lshlrev_b32_e32 v18, 1, v10
	v_lshlrev_b32_e32 v19, 6, v8
	s_mov_b32 s1, 0x5040100
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=1
	v_add3_u32 v7, s9, v16, v17
	v_lshl_add_u32 v22, v9, 1, s10
	v_lshl_add_u32 v7, v8, 1, v7
	v_add3_u32 v22, v22, v18, v19
	ds_read_u16 v24, v22
	ds_read_b64 v[26:27], v7
	ds_read_u16 v7, v22 offset:128
	ds_read_u16 v23, v22 offset:192
	ds_read_u16 v22, v22 offset:64
	v_add_u32_e32 v6, 16, v6
	s_cmp_eq_u32 s8, s0
	v_add_u32_e32 v4, 0x200, v4
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v23, v23, v7, s1
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v22, v22, v24, s1
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[0:3], v[26:27], v[22:23], v[0:3]
	s_cbranch_scc1 .LBB0_9
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_lshl_b32 s9, s0, 10
	s_and_b32 s9, s9, 0x400
	v_or3_b32 v7, s9, v12, v13
	s_or_b32 s10, s9, 0x800
	s_add_i32 s0, s0, 1
	s_waitcnt vmcnt(0)
	ds_write_b32 v7, v21
	v_or3_b32 v7, s10, v14, v15
	s_cmp_ge_i32 s0, s8
	ds_write_b32 v7, v20
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_5
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[20:21], v[6:7], 1, s[4:5]
	v_lshl_add_u64 v[22:23], v[4:5], 1, s[6:7]
	global_load_dword v21, v[20:21], off
	s_nop 0
	global_load_dword v20, v[22:23], off
	s_branch .LBB0_5
.LBB0_8:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	s_branch .LBB0_10
.LBB0_9:
	s_nop 6
	v_mov_b32_e32 v5, v3
.LBB0_10:
	v_or_b32_e32 v3, v8, v11
	v_lshl_or_b32 v3, v3, 5, v10
	v_or_b32_e32 v6, v3, v9
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[10:11], v[6:7], 2, s[2:3]
	v_add_u32_e32 v6, v3, v9
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[2:3]
	global_store_dword v[10:11], v0, off
	global_store_dword v[6:7], v1, off offset:128
	global_store_dword v[6:7], v2, off offset:256
	global_store_dword v[6:7], v5, off offset:384
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_lds_double_buffer
		.amdhsa_group_segment_fixed_size 4096
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
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 28
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
	.size	mfma_lds_double_buffer, .Lfunc_end0-mfma_lds_double_buffer
                                        ; -- End function
	.set mfma_lds_double_buffer.num_vgpr, 28
	.set mfma_lds_double_buffer.num_agpr, 0
	.set mfma_lds_double_buffer.numbered_sgpr, 11
	.set mfma_lds_double_buffer.num_named_barrier, 0
	.set mfma_lds_double_buffer.private_seg_size, 0
	.set mfma_lds_double_buffer.uses_vcc, 1
	.set mfma_lds_double_buffer.uses_flat_scratch, 0
	.set mfma_lds_double_buffer.has_dyn_sized_stack, 0
	.set mfma_lds_double_buffer.has_recursion, 0
	.set mfma_lds_double_buffer.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 584
; TotalNumSgprs: 17
; NumVgprs: 28
; NumAgprs: 0
; TotalNumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 28
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
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
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mfma_lds_double_buffer
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         mfma_lds_double_buffer.kd
    .uses_dynamic_stack: false
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
