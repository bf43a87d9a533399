	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	sgemm_f32_chain         ; -- Begin function sgemm_f32_chain
	.globl	sgemm_f32_chain
	.p2align	8
	.type	sgemm_f32_chain,@function
sgemm_f32_chain:                        ; @sgemm_f32_chain
; %bb.0:
	s_load_dword s8, s[0:1], 0x18
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_mov_b32_e32 v19, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	v_and_b32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v2, 5, v0
	v_mul_lo_u32 v1, v1, s8
	v_lshl_or_b32 v20, v1, 3, v2
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, v0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[22:23], v[20:21], 2, s[4:5]
	global_load_dword v1, v[22:23], off
	v_lshl_add_u64 v[24:25], v[18:19], 2, s[6:7]
	global_load_dword v21, v[24:25], off
	global_load_dword v26, v[22:23], off offset:8
	v_add_u32_e32 v24, 64, v18
	v_mov_b32_e32 v25, v19
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	global_load_dword v27, v[24:25], off
	global_load_dword v28, v[22:23], off offset:16
	v_add_u32_e32 v24, 0x80, v18
	v_mov_b32_e32 v25, v19
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	global_load_dword v29, v[24:25], off
	global_load_dword v30, v[22:23], off offset:24
	v_add_u32_e32 v22, 0xc0, v18
	v_mov_b32_e32 v23, v19
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[6:7]
	global_load_dword v22, v[22:23], off
	s_add_i32 s8, s8, -1
	v_add_u32_e32 v18, 0x100, v18
	s_cmp_lg_u32 s8, 0
	v_add_u32_e32 v20, 8, v20
	s_waitcnt vmcnt(6)
	v_mfma_f32_32x32x2_f32 v[2:17], v1, v21, v[2:17]
	s_waitcnt vmcnt(4)
	v_mfma_f32_32x32x2_f32 v[2:17], v26, v27, v[2:17]
	s_waitcnt vmcnt(2)
	v_mfma_f32_32x32x2_f32 v[2:17], v28, v29, v[2:17]
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x2_f32 v[2:17], v30, v22, v[2:17]
	s_cbranch_scc1 .LBB0_2
; %bb.3:
	s_nop 15
	s_nop 0
	v_mov_b32_e32 v19, v17
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
.LBB0_5:
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v0, v2, s[2:3]
	global_store_dword v0, v3, s[2:3] offset:256
	global_store_dword v0, v4, s[2:3] offset:512
	global_store_dword v0, v5, s[2:3] offset:768
	global_store_dword v0, v6, s[2:3] offset:1024
	global_store_dword v0, v7, s[2:3] offset:1280
	global_store_dword v0, v8, s[2:3] offset:1536
	global_store_dword v0, v9, s[2:3] offset:1792
	global_store_dword v0, v10, s[2:3] offset:2048
	global_store_dword v0, v11, s[2:3] offset:2304
	global_store_dword v0, v12, s[2:3] offset:2560
	global_store_dword v0, v13, s[2:3] offset:2816
	global_store_dword v0, v14, s[2:3] offset:3072
	global_store_dword v0, v15, s[2:3] offset:3328
	global_store_dword v0, v16, s[2:3] offset:3584
	global_store_dword v0, v19, s[2:3] offset:3840
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_f32_chain
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 31
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 32
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
	.size	sgemm_f32_chain, .Lfunc_end0-sgemm_f32_chain
                                        ; -- End function
	.set sgemm_f32_chain.num_vgpr, 31
	.set sgemm_f32_chain.num_agpr, 0
	.set sgemm_f32_chain.numbered_sgpr, 9
	.set sgemm_f32_chain.num_named_barrier, 0
	.set sgemm_f32_chain.private_seg_size, 0
	.set sgemm_f32_chain.uses_vcc, 0
	.set sgemm_f32_chain.uses_flat_scratch, 0
	.set sgemm_f32_chain.has_dyn_sized_stack, 0
	.set sgemm_f32_chain.has_recursion, 0
	.set sgemm_f32_chain.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 556
; TotalNumSgprs: 15
; NumVgprs: 31
; NumAgprs: 0
; TotalNumVgprs: 31
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 31
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
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
        .type_name:      'float*'
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
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           sgemm_f32_chain
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         sgemm_f32_chain.kd
    .uses_dynamic_stack: false
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
