	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	dgemm_lds_loop          ; -- Begin function dgemm_lds_loop
	.globl	dgemm_lds_loop
	.p2align	8
	.type	dgemm_lds_loop,@function
dgemm_lds_loop:                         ; @dgemm_lds_loop
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_load_dword s8, s[0:1], 0x18
	v_lshrrev_b32_e32 v1, 3, v0
	v_lshrrev_b32_e32 v2, 2, v0
	v_and_b32_e32 v12, 15, v0
	v_bfe_u32 v14, v0, 4, 2
	v_and_b32_e32 v15, 16, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	v_and_b32_e32 v13, 16, v2
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_mul_lo_u32 v2, v1, s8
	v_and_b32_e32 v3, 7, v0
	v_lshl_or_b32 v10, v2, 3, v3
	v_lshlrev_b32_e32 v2, 3, v3
	v_lshl_or_b32 v16, v1, 6, v2
	v_and_b32_e32 v1, 31, v0
	v_lshlrev_b32_e32 v2, 3, v0
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	v_and_b32_e32 v2, 0x700, v2
	v_lshlrev_b32_e32 v1, 3, v1
	s_movk_i32 s9, 0x800
	v_or3_b32 v17, v2, v1, s9
	v_lshlrev_b32_e32 v1, 6, v12
	v_lshlrev_b32_e32 v2, 3, v13
	v_lshl_add_u32 v1, v15, 6, v1
	v_lshl_add_u32 v2, v12, 3, v2
	v_lshl_or_b32 v18, v14, 3, v1
	v_lshl_add_u32 v1, v14, 8, v2
	v_or_b32_e32 v19, 0x800, v1
	v_mov_b64_e32 v[2:3], 0
	v_mov_b64_e32 v[4:5], 0
	v_mov_b64_e32 v[6:7], 0
	v_mov_b64_e32 v[8:9], 0
	v_mov_b32_e32 v1, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[20:21], v[0:1], 3, s[6:7]
	v_lshl_add_u64 v[22:23], v[10:11], 3, s[4:5]
	global_load_dwordx2 v[24:25], v[20:21], off
	global_load_dwordx2 v[26:27], v[22:23], off
	s_add_i32 s8, s8, -1
	v_add_u32_e32 v0, 0x100, v0
	v_add_u32_e32 v10, 8, v10
	s_cmp_eq_u32 s8, 0
	s_waitcnt vmcnt(1)
	ds_write_b64 v17, v[24:25]
	s_waitcnt vmcnt(0)
	ds_write_b64 v16, v[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[20:23], v18 offset1:4
	ds_read2st64_b64 v[24:27], v19 offset1:2
	s_waitcnt lgkmcnt(1)
	v_mul_f64 v[20:21], s[0:1], v[20:21]
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f64_16x16x4_f64 v[2:9], v[20:21], v[24:25], v[2:9]
	v_mul_f64 v[20:21], s[0:1], v[22:23]
	s_nop 1
	v_mfma_f64_16x16x4_f64 v[2:9], v[20:21], v[26:27], v[2:9]
	s_barrier
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b64_e32 v[8:9], 0
	v_mov_b64_e32 v[6:7], 0
	v_mov_b64_e32 v[4:5], 0
	v_mov_b64_e32 v[2:3], 0
.LBB0_4:
	v_or_b32_e32 v10, v15, v14
	s_nop 14
	v_fma_f64 v[0:1], v[2:3], 0.5, 1.0
	v_lshl_or_b32 v2, v10, 5, v12
	v_or_b32_e32 v3, v2, v13
	v_lshlrev_b32_e32 v3, 3, v3
	global_store_dwordx2 v3, v[0:1], s[2:3]
	v_fma_f64 v[0:1], v[4:5], 0.5, 1.0
	v_add_lshl_u32 v2, v2, v13, 3
	global_store_dwordx2 v2, v[0:1], s[2:3] offset:1024
	v_fma_f64 v[0:1], v[6:7], 0.5, 1.0
	global_store_dwordx2 v2, v[0:1], s[2:3] offset:2048
	v_fma_f64 v[0:1], v[8:9], 0.5, 1.0
	global_store_dwordx2 v2, v[0:1], s[2:3] offset:3072
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dgemm_lds_loop
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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
	.size	dgemm_lds_loop, .Lfunc_end0-dgemm_lds_loop
                                        ; -- End function
	.set dgemm_lds_loop.num_vgpr, 28
	.set dgemm_lds_loop.num_agpr, 0
	.set dgemm_lds_loop.numbered_sgpr, 10
	.set dgemm_lds_loop.num_named_barrier, 0
	.set dgemm_lds_loop.private_seg_size, 0
	.set dgemm_lds_loop.uses_vcc, 0
	.set dgemm_lds_loop.uses_flat_scratch, 0
	.set dgemm_lds_loop.has_dyn_sized_stack, 0
	.set dgemm_lds_loop.has_recursion, 0
	.set dgemm_lds_loop.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 484
; TotalNumSgprs: 16
; NumVgprs: 28
; NumAgprs: 0
; TotalNumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
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
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .type_name:      double
        .value_kind:     by_value
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           dgemm_lds_loop
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         dgemm_lds_loop.kd
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
