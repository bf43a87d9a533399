	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	rot_kloop_buffer        ; -- Begin function rot_kloop_buffer
	.globl	rot_kloop_buffer
	.p2align	8
	.type	rot_kloop_buffer,@function
rot_kloop_buffer:                       ; @rot_kloop_buffer
; %bb.0:
	s_load_dword s14, s[0:1], 0x18
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	v_and_b32_e32 v4, 15, v0
	v_lshrrev_b32_e32 v5, 4, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s14, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_lshrrev_b32_e32 v1, 2, v0
	v_and_b32_e32 v0, 3, v0
	v_lshlrev_b32_e32 v7, 2, v0
	v_lshlrev_b32_e32 v0, 3, v0
	v_lshl_or_b32 v8, v1, 5, v0
	v_mov_b32_e32 v0, 0x200
	s_mov_b32 s3, 0x27000
	s_and_b32 s9, s9, 0xffff
	v_lshlrev_b32_e32 v11, 5, v4
	v_lshlrev_b32_e32 v13, 3, v5
	v_lshl_or_b32 v10, v4, 1, v0
	v_lshlrev_b32_e32 v14, 7, v5
	s_mov_b32 s2, 0x20000
	s_mov_b32 s6, 0x1f000
	s_mov_b32 s7, s3
	s_and_b32 s5, s11, 0xffff
	v_lshlrev_b32_e32 v6, 6, v1
	v_lshl_or_b32 v9, v1, 4, v7
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_movk_i32 s15, 0xff0
	s_mov_b32 s0, s8
	s_mov_b32 s1, s9
	s_mov_b32 s4, s10
	v_add_u32_e32 v10, v10, v14
	v_add_u32_e32 v11, v11, v13
	s_mov_b32 s8, 0x5040100
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_and_or_b32 v13, v6, s15, v7
	v_add_lshl_u32 v16, v9, v12, 1
	v_lshlrev_b32_e32 v17, 1, v13
	buffer_load_dwordx2 v[12:13], v16, s[4:7], 0 offen
	buffer_load_dwordx2 v[14:15], v17, s[0:3], 0 offen
	s_add_i32 s14, s14, -1
	v_add_u32_e32 v9, 0x100, v9
	v_add_u32_e32 v6, 16, v6
	s_cmp_eq_u32 s14, 0
	s_waitcnt vmcnt(0)
	ds_write2st64_b64 v8, v[14:15], v[12:13] offset1:1
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b64 v[16:17], v11
	ds_read_u16 v12, v10
	ds_read_u16 v14, v10 offset:32
	ds_read_u16 v13, v10 offset:64
	ds_read_u16 v15, v10 offset:96
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v12, v14, v12, s8
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v13, v15, v13, s8
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[0:3], v[16:17], v[12:13], v[0:3]
	; wave barrier
	s_nop 6
	v_mul_f32_e32 v12, 0x41800000, v0
	v_cvt_i32_f32_e32 v12, v12
	v_lshlrev_b32_e32 v12, 6, v12
	v_and_b32_e32 v12, 0x1c0, v12
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
.LBB0_4:
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshl_or_b32 v4, v5, 8, v4
	global_store_dword v4, v0, s[12:13]
	global_store_dword v4, v1, s[12:13] offset:64
	global_store_dword v4, v2, s[12:13] offset:128
	global_store_dword v4, v3, s[12:13] offset:192
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel rot_kloop_buffer
		.amdhsa_group_segment_fixed_size 1024
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
		.amdhsa_next_free_vgpr 18
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
	.size	rot_kloop_buffer, .Lfunc_end0-rot_kloop_buffer
                                        ; -- End function
	.set rot_kloop_buffer.num_vgpr, 18
	.set rot_kloop_buffer.num_agpr, 0
	.set rot_kloop_buffer.numbered_sgpr, 16
	.set rot_kloop_buffer.num_named_barrier, 0
	.set rot_kloop_buffer.private_seg_size, 0
	.set rot_kloop_buffer.uses_vcc, 0
	.set rot_kloop_buffer.uses_flat_scratch, 0
	.set rot_kloop_buffer.has_dyn_sized_stack, 0
	.set rot_kloop_buffer.has_recursion, 0
	.set rot_kloop_buffer.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 452
; TotalNumSgprs: 22
; NumVgprs: 18
; NumAgprs: 0
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 18
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
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           rot_kloop_buffer
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         rot_kloop_buffer.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
