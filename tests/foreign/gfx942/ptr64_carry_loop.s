	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	ptr64_carry_loop        ; -- Begin function ptr64_carry_loop
	.globl	ptr64_carry_loop
	.p2align	8
	.type	ptr64_carry_loop,@function
ptr64_carry_loop:                       ; @ptr64_carry_loop
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_mov_b64_e32 v[6:7], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s11, 1
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	v_lshlrev_b32_e32 v4, 3, v0
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[8:9], s[4:5], 0, v[4:5]
	s_mov_b32 s3, 0
	s_lshl_b64 s[0:1], s[8:9], 3
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v10, 0x84222325
	v_mov_b32_e32 v11, 0xcbf29ce4
	v_mov_b64_e32 v[12:13], 0
	v_mov_b64_e32 v[2:3], 0
	s_movk_i32 s12, 0x1b3
	s_mov_b32 s13, 0x9e3779b1
	v_mov_b32_e32 v1, v0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[14:15], v[8:9], off
	v_mul_lo_u32 v4, v1, s10
	v_and_b32_e32 v4, 0x1ff8, v4
	global_load_dwordx2 v[16:17], v4, s[4:5]
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	v_mov_b32_e32 v19, s3
	v_mul_lo_u32 v1, v1, s13
	s_cmp_lg_u32 s11, s8
	v_lshl_add_u64 v[8:9], v[8:9], 0, s[0:1]
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v4, v14, s9
	v_mul_lo_u32 v18, v15, s8
	v_mad_u64_u32 v[6:7], s[14:15], v14, s8, v[6:7]
	v_xor_b32_e32 v11, v15, v11
	v_xor_b32_e32 v10, v14, v10
	v_add3_u32 v7, v18, v7, v4
	v_mul_lo_u32 v4, v11, s12
	v_lshlrev_b32_e32 v18, 8, v10
	v_mad_u64_u32 v[10:11], s[14:15], v10, s12, 0
	s_waitcnt vmcnt(0)
	v_ashrrev_i64 v[14:15], 3, v[16:17]
	v_or_b32_e32 v17, 1, v10
	v_add3_u32 v11, v11, v18, v4
	v_add_co_u32_e32 v2, vcc, v17, v2
	v_and_b32_e32 v4, 1, v16
	s_nop 0
	v_addc_co_u32_e32 v3, vcc, v11, v3, vcc
	v_lshl_add_u64 v[12:13], v[4:5], 0, v[12:13]
	v_lshrrev_b32_e32 v4, 8, v11
	v_cndmask_b32_e64 v18, 0, 1, vcc
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[14:15]
	v_xor_b32_e32 v1, v1, v4
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[18:19]
	s_cbranch_scc1 .LBB0_2
; %bb.3:
	v_xor_b32_e32 v5, v11, v7
	v_xor_b32_e32 v4, v10, v6
	v_xor_b32_e32 v3, v12, v3
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v4, 0x84222325
	v_mov_b32_e32 v5, 0xcbf29ce4
	v_mov_b64_e32 v[2:3], 0
.LBB0_5:
	v_lshl_or_b32 v0, s2, 6, v0
	v_mov_b32_e32 v6, s6
	v_mov_b32_e32 v7, s7
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 3, v[6:7]
	global_store_dwordx2 v[0:1], v[4:5], off
	global_store_dwordx2 v[0:1], v[2:3], off offset:2048
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel ptr64_carry_loop
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 20
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
	.size	ptr64_carry_loop, .Lfunc_end0-ptr64_carry_loop
                                        ; -- End function
	.set ptr64_carry_loop.num_vgpr, 20
	.set ptr64_carry_loop.num_agpr, 0
	.set ptr64_carry_loop.numbered_sgpr, 16
	.set ptr64_carry_loop.num_named_barrier, 0
	.set ptr64_carry_loop.private_seg_size, 0
	.set ptr64_carry_loop.uses_vcc, 1
	.set ptr64_carry_loop.uses_flat_scratch, 0
	.set ptr64_carry_loop.has_dyn_sized_stack, 0
	.set ptr64_carry_loop.has_recursion, 0
	.set ptr64_carry_loop.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 388
; TotalNumSgprs: 22
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 1
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
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
        .type_name:      long
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           ptr64_carry_loop
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         ptr64_carry_loop.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
