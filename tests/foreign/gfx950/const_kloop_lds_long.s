	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	const_kloop_lds_long    ; -- Begin function const_kloop_lds_long
	.globl	const_kloop_lds_long
	.p2align	8
	.type	const_kloop_lds_long,@function
const_kloop_lds_long:                   ; @const_kloop_lds_long
; %bb.0:
	v_lshrrev_b32_e32 v1, 3, v0
	v_lshrrev_b32_e32 v2, 2, v0
	v_and_b32_e32 v8, 15, v0
	v_and_b32_e32 v10, 16, v1
	v_and_b32_e32 v9, 16, v2
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v4, 0x3c0
	v_and_b32_e32 v12, 12, v2
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_and_b32_e32 v3, 28, v0
	v_bitop3_b32 v0, v0, 60, v4 bitop3:0xe0
	v_or_b32_e32 v4, v10, v8
	v_or_b32_e32 v2, v9, v8
	v_lshlrev_b32_e32 v5, 1, v12
	s_movk_i32 s0, 0x400
	v_lshlrev_b32_e32 v2, 1, v2
	v_lshl_or_b32 v14, v4, 5, v5
	v_lshlrev_b32_e32 v4, 6, v12
	v_lshl_or_b32 v11, v1, 5, v3
	v_or3_b32 v15, v2, v4, s0
	v_lshl_or_b32 v2, v1, 10, v3
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v1, v3
	v_or_b32_e32 v13, 0x400, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[0:1]
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s6, 0x5040100
	s_mov_b64 s[4:5], 0x400
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[16:17], v[4:5], 0, s[0:1]
	global_load_dword v18, v[6:7], off
	global_load_dword v19, v[16:17], off
	s_add_u32 s0, s0, 32
	s_addc_u32 s1, s1, 0
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[4:5]
	s_cmpk_eq_i32 s0, 0x400
	s_waitcnt vmcnt(1)
	ds_write_b32 v13, v18
	s_waitcnt vmcnt(0)
	ds_write_b32 v11, v19
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_u16 v16, v15
	ds_read_u16 v18, v15 offset:64
	ds_read_u16 v17, v15 offset:128
	ds_read_u16 v19, v15 offset:192
	ds_read_b64 v[20:21], v14
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v16, v18, v16, s6
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v17, v19, v17, s6
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_16x16x16_f16 v[0:3], v[20:21], v[16:17], v[0:3]
	s_barrier
	s_cbranch_scc0 .LBB0_1
; %bb.2:
	v_or_b32_e32 v4, v12, v10
	v_lshl_or_b32 v4, v4, 5, v8
	v_or_b32_e32 v5, v4, v9
	v_lshlrev_b32_e32 v5, 2, v5
	s_nop 1
	global_store_dword v5, v0, s[2:3]
	v_add_lshl_u32 v0, v4, v9, 2
	global_store_dword v0, v1, s[2:3] offset:128
	global_store_dword v0, v2, s[2:3] offset:256
	global_store_dword v0, v3, s[2:3] offset:384
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel const_kloop_lds_long
		.amdhsa_group_segment_fixed_size 2048
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 8
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
	.size	const_kloop_lds_long, .Lfunc_end0-const_kloop_lds_long
                                        ; -- End function
	.set const_kloop_lds_long.num_vgpr, 22
	.set const_kloop_lds_long.num_agpr, 0
	.set const_kloop_lds_long.numbered_sgpr, 8
	.set const_kloop_lds_long.num_named_barrier, 0
	.set const_kloop_lds_long.private_seg_size, 0
	.set const_kloop_lds_long.uses_vcc, 0
	.set const_kloop_lds_long.uses_flat_scratch, 0
	.set const_kloop_lds_long.has_dyn_sized_stack, 0
	.set const_kloop_lds_long.has_recursion, 0
	.set const_kloop_lds_long.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 424
; TotalNumSgprs: 14
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
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
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           const_kloop_lds_long
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         const_kloop_lds_long.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
