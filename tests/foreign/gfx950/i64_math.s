	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	i64_math                ; -- Begin function i64_math
	.globl	i64_math
	.p2align	8
	.type	i64_math,@function
i64_math:                               ; @i64_math
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_lshl_b32 s0, s2, 6
	v_or_b32_e32 v2, s0, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_bitop3_b32 v0, s0, 63, v0 bitop3:0xc8
	v_lshlrev_b64 v[4:5], 3, v[2:3]
	v_lshlrev_b32_e32 v10, 3, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[4:5]
	global_load_dwordx2 v[0:1], v10, s[4:5]
	global_load_dwordx2 v[8:9], v[6:7], off
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[4:5]
	global_load_dwordx2 v[6:7], v[6:7], off
	s_mov_b32 s2, 0x7f4a7c15
	s_mov_b32 s3, 0x9e3779b9
	s_waitcnt vmcnt(2)
	v_mul_lo_u32 v14, v1, v2
	s_waitcnt vmcnt(1)
	v_ashrrev_i64 v[10:11], 7, v[8:9]
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[10:11]
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v6, v9
	v_mul_lo_u32 v9, v7, v8
	v_lshlrev_b64 v[12:13], 3, v[6:7]
	v_mad_u64_u32 v[6:7], s[0:1], v6, v8, v[10:11]
	v_add3_u32 v1, v9, v7, v1
	v_sub_co_u32_e32 v6, vcc, v6, v12
	v_mul_lo_u32 v3, v0, v3
	s_nop 0
	v_subb_co_u32_e32 v7, vcc, v1, v13, vcc
	v_ashrrev_i64 v[8:9], 13, v[6:7]
	v_mul_lo_u32 v1, v9, s2
	v_mul_lo_u32 v10, v8, s3
	v_mad_u64_u32 v[8:9], s[0:1], v8, s2, 0
	v_add3_u32 v1, v9, v10, v1
	v_xor_b32_e32 v6, v8, v6
	v_xor_b32_e32 v7, v1, v7
	v_lshlrev_b64 v[8:9], 17, v[6:7]
	v_lshrrev_b32_e32 v1, 15, v7
	v_or_b32_e32 v8, v8, v1
	v_mad_u64_u32 v[0:1], s[0:1], v0, v2, v[8:9]
	v_add3_u32 v1, v14, v1, v3
	v_lshl_add_u64 v[2:3], s[8:9], 0, v[4:5]
	global_store_dwordx2 v[2:3], v[0:1], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel i64_math
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
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 12
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
	.size	i64_math, .Lfunc_end0-i64_math
                                        ; -- End function
	.set i64_math.num_vgpr, 15
	.set i64_math.num_agpr, 0
	.set i64_math.numbered_sgpr, 12
	.set i64_math.num_named_barrier, 0
	.set i64_math.private_seg_size, 0
	.set i64_math.uses_vcc, 1
	.set i64_math.uses_flat_scratch, 0
	.set i64_math.has_dyn_sized_stack, 0
	.set i64_math.has_recursion, 0
	.set i64_math.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 296
; TotalNumSgprs: 18
; NumVgprs: 15
; NumAgprs: 0
; TotalNumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 15
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
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
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           8
        .type_name:      long
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           i64_math
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         i64_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
