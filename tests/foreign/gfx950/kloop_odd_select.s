	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	kloop_odd_select        ; -- Begin function kloop_odd_select
	.globl	kloop_odd_select
	.p2align	8
	.type	kloop_odd_select,@function
kloop_odd_select:                       ; @kloop_odd_select
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_load_dword s9, s[0:1], 0x18
	v_and_b32_e32 v1, 15, v0
	v_bfe_u32 v12, v0, 4, 2
	v_lshrrev_b32_e32 v2, 2, v0
	v_lshrrev_b32_e32 v3, 3, v0
	v_and_b32_e32 v0, 7, v0
	v_and_b32_e32 v2, 16, v2
	v_lshlrev_b32_e32 v4, 2, v0
	v_lshlrev_b32_e32 v6, 3, v0
	v_mul_u32_u24_e32 v5, 0x70, v3
	v_lshl_or_b32 v4, v3, 5, v4
	s_movk_i32 s0, 0x400
	v_lshl_or_b32 v15, v3, 6, v6
	v_lshlrev_b32_e32 v3, 5, v1
	v_or_b32_e32 v13, v2, v1
	v_lshlrev_b32_e32 v1, 3, v12
	v_or3_b32 v16, v3, v1, s0
	v_lshlrev_b32_e32 v1, 8, v12
	v_lshlrev_b32_e32 v8, 1, v4
	v_mov_b32_e32 v9, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s9
	v_or_b32_e32 v14, 0x400, v4
	v_lshl_or_b32 v17, v13, 1, v1
	v_lshl_or_b32 v18, v0, 1, v5
	v_lshl_add_u64 v[10:11], s[6:7], 0, v[8:9]
	s_mov_b32 s8, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_mov_b32 s9, 0x5040100
	s_mov_b64 s[6:7], 0x400
	v_mov_b32_e32 v7, v6
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v8, s8, v18
	v_lshl_add_u64 v[20:21], v[8:9], 1, s[4:5]
	global_load_dwordx2 v[22:23], v[10:11], off
	global_load_dword v8, v[20:21], off
	s_cmp_eq_u32 s8, 48
	s_cselect_b64 vcc, -1, 0
	s_cmpk_lg_i32 s8, 0x50
	s_cselect_b64 s[0:1], -1, 0
	s_add_i32 s8, s8, 16
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[6:7]
	s_cmpk_eq_i32 s8, 0x70
	s_waitcnt vmcnt(1)
	ds_write_b64 v15, v[22:23]
	s_waitcnt vmcnt(0)
	ds_write_b32 v14, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v8, v17
	ds_read_u16 v19, v17 offset:64
	ds_read_u16 v22, v17 offset:128
	ds_read_u16 v23, v17 offset:192
	ds_read_b64 v[20:21], v16
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v23, v23, v22, s9
	v_perm_b32 v22, v19, v8, s9
	v_cndmask_b32_e64 v27, 0, v23, s[0:1]
	v_cndmask_b32_e64 v26, 0, v22, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v25, v21, v23, vcc
	v_cndmask_b32_e32 v24, v20, v22, vcc
	v_mfma_f32_16x16x16_f16 v[4:7], v[20:21], v[22:23], v[4:7]
	s_nop 0
	v_mfma_f32_16x16x16_f16 v[0:3], v[26:27], v[24:25], v[0:3]
	s_barrier
	s_cbranch_scc0 .LBB0_1
; %bb.2:
	s_nop 5
	v_fma_f32 v0, 0.5, v0, v4
	v_lshlrev_b32_e32 v4, 2, v13
	v_lshl_or_b32 v4, v12, 9, v4
	global_store_dword v4, v0, s[2:3]
	v_fma_f32 v0, 0.5, v1, v5
	global_store_dword v4, v0, s[2:3] offset:128
	v_fma_f32 v0, 0.5, v2, v6
	v_fmac_f32_e32 v7, 0.5, v3
	global_store_dword v4, v0, s[2:3] offset:256
	global_store_dword v4, v7, s[2:3] offset:384
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kloop_odd_select
		.amdhsa_group_segment_fixed_size 1536
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
		.amdhsa_next_free_sgpr 10
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
	.size	kloop_odd_select, .Lfunc_end0-kloop_odd_select
                                        ; -- End function
	.set kloop_odd_select.num_vgpr, 28
	.set kloop_odd_select.num_agpr, 0
	.set kloop_odd_select.numbered_sgpr, 10
	.set kloop_odd_select.num_named_barrier, 0
	.set kloop_odd_select.private_seg_size, 0
	.set kloop_odd_select.uses_vcc, 1
	.set kloop_odd_select.uses_flat_scratch, 0
	.set kloop_odd_select.has_dyn_sized_stack, 0
	.set kloop_odd_select.has_recursion, 0
	.set kloop_odd_select.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 496
; TotalNumSgprs: 16
; NumVgprs: 28
; NumAgprs: 0
; TotalNumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1536 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 16
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
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 1536
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           kloop_odd_select
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         kloop_odd_select.kd
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
