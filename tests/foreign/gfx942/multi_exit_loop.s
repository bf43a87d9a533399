	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	multi_exit_loop         ; -- Begin function multi_exit_loop
	.globl	multi_exit_loop
	.p2align	8
	.type	multi_exit_loop,@function
multi_exit_loop:                        ; @multi_exit_loop
; %bb.0:
	s_load_dword s26, s[0:1], 0x20
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_or_b32 v0, s2, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s26, 0
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	s_mov_b64 s[0:1], -1
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, 0
	s_cbranch_execz .LBB0_3
	s_branch .LBB0_30
.LBB0_2:
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, 0
.LBB0_3:
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mul_lo_u32 v7, v0, 7
	v_lshl_add_u64 v[2:3], s[10:11], 0, v[4:5]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[4:5]
	s_mov_b32 s29, 0
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v6, 0
	s_mov_b32 s27, 0x3f733333
	s_mov_b32 s28, 0x3fcccccd
	v_mov_b32_e32 v8, 2
                                        ; implicit-def: $sgpr14_sgpr15
                                        ; implicit-def: $sgpr2_sgpr3
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[24:25]
	s_xor_b64 s[16:17], s[16:17], -1
	s_xor_b64 s[20:21], s[20:21], -1
	s_and_b64 s[18:19], exec, s[18:19]
	s_or_b64 s[12:13], s[18:19], s[12:13]
	s_andn2_b64 s[2:3], s[2:3], exec
	s_and_b64 s[16:17], s[16:17], exec
	s_or_b64 s[2:3], s[2:3], s[16:17]
	s_andn2_b64 s[14:15], s[14:15], exec
	s_and_b64 s[16:17], s[20:21], exec
	v_mov_b32_e32 v10, s29
	s_or_b64 s[14:15], s[14:15], s[16:17]
	s_mov_b32 s29, s30
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB0_23
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v9, 0x3ff, v7
	v_lshlrev_b32_e32 v9, 2, v9
	global_load_dword v10, v9, s[4:5]
	s_mov_b64 s[18:19], 0
                                        ; implicit-def: $sgpr30
                                        ; implicit-def: $vgpr9
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v10
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execnz .LBB0_15
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_saveexec_b64 s[16:17], s[16:17]
	v_mov_b32_e32 v10, s30
	s_xor_b64 exec, exec, s[16:17]
	s_cbranch_execnz .LBB0_22
.LBB0_7:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB0_9
.LBB0_8:                                ;   in Loop: Header=BB0_5 Depth=1
	v_mov_b32_e32 v9, 1
	global_store_dword v[2:3], v10, off
.LBB0_9:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[16:17]
	v_cmp_lt_i32_e32 vcc, 1, v9
	s_mov_b64 s[16:17], 0
	s_mov_b64 s[22:23], 0
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
; %bb.10:                               ;   in Loop: Header=BB0_5 Depth=1
	v_cmp_lt_i32_e32 vcc, 3, v9
	s_and_b64 s[22:23], vcc, exec
; %bb.11:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_saveexec_b64 s[24:25], s[18:19]
	s_mov_b64 s[18:19], -1
	s_mov_b64 s[20:21], -1
	s_xor_b64 exec, exec, s[24:25]
; %bb.12:                               ;   in Loop: Header=BB0_5 Depth=1
	v_cmp_eq_u32_e32 vcc, 0, v9
	s_andn2_b64 s[22:23], s[22:23], exec
	s_and_b64 s[30:31], vcc, exec
	s_mov_b64 s[16:17], exec
	s_xor_b64 s[20:21], exec, -1
	s_or_b64 s[22:23], s[22:23], s[30:31]
; %bb.13:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[24:25]
                                        ; implicit-def: $sgpr30
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_4
; %bb.14:                               ;   in Loop: Header=BB0_5 Depth=1
	s_add_i32 s30, s29, 1
	s_cmp_eq_u32 s26, s30
	s_cselect_b64 s[18:19], -1, 0
	v_add_u32_e32 v7, 3, v7
	s_andn2_b64 s[16:17], s[16:17], exec
	s_andn2_b64 s[20:21], s[20:21], exec
	s_orn2_b64 s[18:19], s[18:19], exec
	s_branch .LBB0_4
.LBB0_15:                               ;   in Loop: Header=BB0_5 Depth=1
	v_cmp_lt_i32_e32 vcc, -1, v10
	s_mov_b64 s[20:21], 0
	v_mov_b32_e32 v9, 4
                                        ; implicit-def: $sgpr30
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_21
; %bb.16:                               ;   in Loop: Header=BB0_5 Depth=1
	v_mov_b32_e32 v12, s29
	v_mad_u64_u32 v[10:11], s[20:21], v10, 5, v[12:13]
	v_lshlrev_b32_sdwa v9, v8, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	global_load_dword v10, v9, s[6:7]
	s_mov_b64 s[22:23], 0
	v_mov_b32_e32 v9, 2
                                        ; implicit-def: $sgpr30
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, s27, v10
	v_fmac_f32_e32 v10, 0.5, v6
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_20
; %bb.17:                               ;   in Loop: Header=BB0_5 Depth=1
	v_cmp_lt_f32_e32 vcc, s28, v10
                                        ; implicit-def: $sgpr30
	s_and_saveexec_b64 s[24:25], vcc
	s_xor_b64 s[24:25], exec, s[24:25]
	s_cbranch_execz .LBB0_19
; %bb.18:                               ;   in Loop: Header=BB0_5 Depth=1
	s_mov_b64 s[22:23], exec
	s_add_i32 s30, s29, 0x3e8
	global_store_dword v[4:5], v10, off
.LBB0_19:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[24:25]
	v_mov_b32_e32 v9, 0
	s_and_b64 s[22:23], s[22:23], exec
.LBB0_20:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 s[20:21], s[22:23], exec
	v_mov_b32_e32 v6, v10
.LBB0_21:                               ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[18:19]
	s_and_b64 s[18:19], s[20:21], exec
	s_or_saveexec_b64 s[16:17], s[16:17]
	v_mov_b32_e32 v10, s30
	s_xor_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_7
.LBB0_22:                               ;   in Loop: Header=BB0_5 Depth=1
	s_not_b32 s20, s29
	v_mov_b32_e32 v10, s20
	s_or_b64 s[18:19], s[18:19], exec
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execnz .LBB0_8
	s_branch .LBB0_9
.LBB0_23:
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.24:
	s_andn2_b64 s[0:1], s[0:1], exec
	s_and_b64 s[2:3], s[2:3], exec
	v_mov_b32_e32 v2, s26
	s_or_b64 s[0:1], s[0:1], s[2:3]
; %bb.25:
	s_andn2_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_29
; %bb.26:
	v_cmp_eq_u32_e32 vcc, 2, v9
	s_mov_b64 s[4:5], s[0:1]
	s_and_saveexec_b64 s[6:7], vcc
; %bb.27:
	s_or_b64 s[4:5], s[0:1], exec
	v_mov_b32_e32 v2, v10
; %bb.28:
	s_or_b64 exec, exec, s[6:7]
	s_andn2_b64 s[0:1], s[0:1], exec
	s_and_b64 s[4:5], s[4:5], exec
	s_or_b64 s[0:1], s[0:1], s[4:5]
.LBB0_29:
	s_or_b64 exec, exec, s[2:3]
.LBB0_30:
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execnz .LBB0_32
; %bb.31:
	s_endpgm
.LBB0_32:
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[0:1]
	v_lshl_add_u64 v[0:1], s[10:11], 0, v[0:1]
	global_store_dword v[4:5], v6, off
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel multi_exit_loop
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 16
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
	.size	multi_exit_loop, .Lfunc_end0-multi_exit_loop
                                        ; -- End function
	.set multi_exit_loop.num_vgpr, 14
	.set multi_exit_loop.num_agpr, 0
	.set multi_exit_loop.numbered_sgpr, 32
	.set multi_exit_loop.num_named_barrier, 0
	.set multi_exit_loop.private_seg_size, 0
	.set multi_exit_loop.uses_vcc, 1
	.set multi_exit_loop.uses_flat_scratch, 0
	.set multi_exit_loop.has_dyn_sized_stack, 0
	.set multi_exit_loop.has_recursion, 0
	.set multi_exit_loop.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 724
; TotalNumSgprs: 38
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'int*'
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
    .name:           multi_exit_loop
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         multi_exit_loop.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
