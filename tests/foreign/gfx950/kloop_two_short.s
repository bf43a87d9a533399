	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	kloop_two_short         ; -- Begin function kloop_two_short
	.globl	kloop_two_short
	.p2align	8
	.type	kloop_two_short,@function
kloop_two_short:                        ; @kloop_two_short
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_and_b32_e32 v8, 15, v0
	v_lshrrev_b32_e32 v9, 4, v0
	v_lshrrev_b32_e32 v1, 2, v0
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v13, 12, v0
	v_lshlrev_b32_e32 v0, 3, v9
	v_lshl_or_b32 v10, v8, 5, v0
	v_lshlrev_b32_e32 v0, 1, v13
	v_lshl_or_b32 v17, v1, 4, v13
	v_mul_u32_u24_e32 v14, 0x50, v1
	v_lshlrev_b32_e32 v15, 1, v8
	v_lshl_or_b32 v11, v1, 5, v0
	v_lshlrev_b32_e32 v0, 7, v9
	s_movk_i32 s0, 0x200
	v_lshlrev_b32_e32 v4, 1, v17
	v_mov_b32_e32 v5, 0
	v_or_b32_e32 v16, v14, v13
	v_or3_b32 v12, v15, v0, s0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[4:5]
	s_mov_b32 s8, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s9, 0x5040100
	s_mov_b64 s[0:1], 0x200
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s8, v16
	v_lshl_add_u64 v[20:21], v[4:5], 1, s[4:5]
	global_load_dwordx2 v[18:19], v[6:7], off
	s_add_i32 s8, s8, 16
	global_load_dwordx2 v[20:21], v[20:21], off
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[0:1]
	s_cmp_lg_u32 s8, 48
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v11, v[20:21], v[18:19] offset1:1
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b64 v[22:23], v10
	ds_read_u16 v4, v12
	ds_read_u16 v18, v12 offset:32
	ds_read_u16 v19, v12 offset:64
	ds_read_u16 v20, v12 offset:96
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v18, v18, v4, s9
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v19, v20, v19, s9
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[0:3], v[22:23], v[18:19], v[0:3]
	; wave barrier
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	v_lshl_or_b32 v4, v9, 5, v15
	ds_read_u16 v15, v4
	v_mov_b32_e32 v4, 0x600
	v_lshl_or_b32 v4, v17, 1, v4
	v_mov_b32_e32 v5, 0
	v_add3_u32 v13, v14, v13, 48
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[4:5]
	s_mov_b32 s6, 0
	s_mov_b32 s7, 0x5040100
	s_mov_b64 s[0:1], 0x200
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s6, v13
	v_lshl_add_u64 v[18:19], v[4:5], 1, s[4:5]
	global_load_dwordx2 v[16:17], v[6:7], off
	s_add_i32 s6, s6, 16
	global_load_dwordx2 v[18:19], v[18:19], off
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[0:1]
	s_cmp_lg_u32 s6, 32
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v11, v[18:19], v[16:17] offset1:1
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b64 v[18:19], v10
	ds_read_u16 v4, v12
	ds_read_u16 v14, v12 offset:32
	ds_read_u16 v16, v12 offset:64
	ds_read_u16 v17, v12 offset:96
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v17, v17, v16, s7
	v_perm_b32 v16, v14, v4, s7
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[0:3], v[16:17], v[18:19], v[0:3]
	; wave barrier
	s_cbranch_scc1 .LBB0_3
; %bb.4:
	v_cvt_f32_f16_e32 v4, v15
	v_lshlrev_b32_e32 v5, 2, v8
	v_lshl_or_b32 v5, v9, 8, v5
	s_nop 3
	v_add_f32_e32 v0, v0, v4
	v_add_f32_e32 v1, v1, v4
	global_store_dword v5, v0, s[2:3]
	global_store_dword v5, v1, s[2:3] offset:64
	v_add_f32_e32 v0, v2, v4
	global_store_dword v5, v0, s[2:3] offset:128
	v_add_f32_e32 v0, v3, v4
	global_store_dword v5, v0, s[2:3] offset:192
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kloop_two_short
		.amdhsa_group_segment_fixed_size 1024
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
		.amdhsa_next_free_vgpr 24
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
	.size	kloop_two_short, .Lfunc_end0-kloop_two_short
                                        ; -- End function
	.set kloop_two_short.num_vgpr, 24
	.set kloop_two_short.num_agpr, 0
	.set kloop_two_short.numbered_sgpr, 10
	.set kloop_two_short.num_named_barrier, 0
	.set kloop_two_short.private_seg_size, 0
	.set kloop_two_short.uses_vcc, 0
	.set kloop_two_short.uses_flat_scratch, 0
	.set kloop_two_short.has_dyn_sized_stack, 0
	.set kloop_two_short.has_recursion, 0
	.set kloop_two_short.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 576
; TotalNumSgprs: 16
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
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
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           kloop_two_short
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         kloop_two_short.kd
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
