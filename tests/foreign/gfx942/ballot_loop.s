	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	ballot_loop             ; -- Begin function ballot_loop
	.globl	ballot_loop
	.p2align	8
	.type	ballot_loop,@function
ballot_loop:                            ; @ballot_loop
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_or_b32 v0, s2, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_flbit_i32_b32 s2, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	global_load_dword v6, v[4:5], off
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[2:3]
	global_load_dword v4, v[4:5], off
	s_min_u32 s6, s2, 32
	s_mov_b32 s3, 0
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v5, 0
	s_sub_i32 s7, 32, s6
	v_lshl_add_u64 v[2:3], s[8:9], 0, v[2:3]
	s_mov_b32 s8, 0
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v6, 7, v6
	s_waitcnt vmcnt(0)
	s_branch .LBB0_2
.LBB0_1:                                ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[4:5], exec, vcc
	s_or_b64 s[0:1], s[4:5], s[0:1]
	s_add_i32 s8, s8, 1
	v_mov_b32_e32 v7, s8
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_4
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s2, exec
	v_readlane_b32 s4, v6, s2
	v_readlane_b32 s9, v4, s2
	s_nop 0
	v_cmp_eq_u32_e32 vcc, s4, v6
	v_add_f32_e32 v5, s9, v5
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_1
; %bb.3:                                ;   in Loop: Header=BB0_2 Depth=1
	s_bcnt1_i32_b64 s2, exec
	s_lshl_b64 s[12:13], s[2:3], s6
	s_min_u32 s2, s12, 1
	s_or_b32 s2, s13, s2
	v_cvt_f32_u32_e32 v7, s2
	v_ldexp_f32 v7, v7, s7
	v_fma_f32 v7, s9, v7, v4
	v_add_f32_e32 v7, v5, v7
	global_store_dword v[2:3], v7, off
	s_branch .LBB0_1
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v3, s11
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	global_store_dword v[0:1], v7, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel ballot_loop
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 8
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
	.size	ballot_loop, .Lfunc_end0-ballot_loop
                                        ; -- End function
	.set ballot_loop.num_vgpr, 8
	.set ballot_loop.num_agpr, 0
	.set ballot_loop.numbered_sgpr, 14
	.set ballot_loop.num_named_barrier, 0
	.set ballot_loop.private_seg_size, 0
	.set ballot_loop.uses_vcc, 1
	.set ballot_loop.uses_flat_scratch, 0
	.set ballot_loop.has_dyn_sized_stack, 0
	.set ballot_loop.has_recursion, 0
	.set ballot_loop.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 268
; TotalNumSgprs: 20
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           ballot_loop
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         ballot_loop.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
