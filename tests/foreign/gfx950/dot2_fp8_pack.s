	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	dot2_fp8_pack           ; -- Begin function dot2_fp8_pack
	.globl	dot2_fp8_pack
	.p2align	8
	.type	dot2_fp8_pack,@function
dot2_fp8_pack:                          ; @dot2_fp8_pack
; %bb.0:
	s_load_dword s2, s[0:1], 0x20
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s2, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_mov_b32_e32 v3, v0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v4, 0x1ff, v3
	v_add_u32_e32 v5, 7, v3
	v_add_u32_e32 v6, 3, v3
	v_lshlrev_b32_e32 v4, 2, v4
	v_and_b32_e32 v5, 0x1ff, v5
	v_and_b32_e32 v6, 0x1ff, v6
	global_load_dword v7, v4, s[4:5]
	global_load_dword v8, v4, s[6:7]
	v_lshlrev_b32_e32 v4, 2, v5
	v_lshlrev_b32_e32 v5, 2, v6
	global_load_dword v6, v4, s[4:5]
	global_load_dword v9, v5, s[6:7]
	s_add_i32 s2, s2, -1
	v_add_u32_e32 v3, 64, v3
	s_cmp_lg_u32 s2, 0
	s_waitcnt vmcnt(2)
	v_dot2c_f32_f16_e32 v1, v7, v8
	s_waitcnt vmcnt(0)
	v_dot2c_f32_f16_e32 v2, v6, v9
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	v_mul_f32_e32 v3, 0x3e000000, v1
	s_nop 0
	v_mul_f32_e32 v4, 0x3e000000, v2
	v_mov_b32_e32 v5, 0
	v_cvt_pk_fp8_f32 v5, v3, v4
	v_mov_b32_e32 v3, 0x5a5a5a5a
	v_cvt_pk_fp8_f32 v3, v1, v2
	v_lshlrev_b32_e32 v0, 2, v0
	v_cvt_pk_fp8_f32 v5, v2, v1 op_sel:[0,0,1]
	global_store_dword v0, v5, s[10:11]
	global_store_dword v0, v3, s[10:11] offset:256
	global_load_dword v3, v0, s[8:9]
	s_waitcnt vmcnt(0)
	v_cvt_pk_bf8_f32 v3, v2, v1 op_sel:[0,0,1]
	global_store_dword v0, v3, s[10:11] offset:512
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dot2_fp8_pack
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
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
	.size	dot2_fp8_pack, .Lfunc_end0-dot2_fp8_pack
                                        ; -- End function
	.set dot2_fp8_pack.num_vgpr, 10
	.set dot2_fp8_pack.num_agpr, 0
	.set dot2_fp8_pack.numbered_sgpr, 12
	.set dot2_fp8_pack.num_named_barrier, 0
	.set dot2_fp8_pack.private_seg_size, 0
	.set dot2_fp8_pack.uses_vcc, 0
	.set dot2_fp8_pack.uses_flat_scratch, 0
	.set dot2_fp8_pack.has_dyn_sized_stack, 0
	.set dot2_fp8_pack.has_recursion, 0
	.set dot2_fp8_pack.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 256
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
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
        .type_name:      'half2_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'half2_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'int*'
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
    .name:           dot2_fp8_pack
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         dot2_fp8_pack.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
