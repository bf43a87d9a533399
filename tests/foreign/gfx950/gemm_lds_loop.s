	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	gemm_lds_loop           ; -- Begin function gemm_lds_loop
	.globl	gemm_lds_loop
	.p2align	8
	.type	gemm_lds_loop,@function
gemm_lds_loop:                          ; @gemm_lds_loop
; %bb.0:
	s_load_dword s2, s[0:1], 0x20
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s2, 1
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	v_and_b32_e32 v4, 15, v0
	v_lshrrev_b32_e32 v2, 4, v0
	v_and_b32_e32 v1, 0xf0, v0
	s_movk_i32 s0, 0x44
	v_lshlrev_b32_e32 v6, 2, v4
	v_mul_lo_u32 v5, s2, v1
	v_mul_u32_u24_e32 v1, 0x44, v2
	v_mad_u32_u24 v8, v2, s0, v6
	v_mov_b32_e32 v2, 0xf0
	v_or_b32_e32 v9, 0x440, v6
	v_or_b32_e32 v4, v5, v4
	v_bitop3_b32 v2, v0, 15, v2 bitop3:0xe0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v6, v0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[12:13], v[2:3], 2, s[6:7]
	v_lshl_add_u64 v[14:15], v[4:5], 2, s[4:5]
	global_load_dword v5, v[12:13], off
	global_load_dword v7, v[14:15], off
	s_add_i32 s2, s2, -1
	v_add_u32_e32 v2, 0x100, v2
	v_add_u32_e32 v4, 16, v4
	s_cmp_lg_u32 s2, 0
	s_waitcnt vmcnt(1)
	ds_write_b32 v8, v5 offset:1088
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v7
	v_mov_b32_e32 v7, v3
	v_lshl_add_u64 v[44:45], v[6:7], 2, s[10:11]
	v_add_u32_e32 v6, 0x100, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[12:13], v9 offset1:17
	ds_read2_b32 v[14:15], v9 offset0:34 offset1:51
	ds_read2_b32 v[16:17], v9 offset0:68 offset1:85
	ds_read2_b32 v[18:19], v1 offset1:1
	ds_read2_b32 v[20:21], v1 offset0:2 offset1:3
	ds_read2_b32 v[22:23], v1 offset0:4 offset1:5
	ds_read2_b32 v[24:25], v1 offset0:6 offset1:7
	ds_read2_b32 v[26:27], v9 offset0:102 offset1:119
	ds_read2_b32 v[28:29], v9 offset0:136 offset1:153
	ds_read2_b32 v[30:31], v9 offset0:170 offset1:187
	ds_read2_b32 v[32:33], v9 offset0:204 offset1:221
	ds_read2_b32 v[34:35], v1 offset0:8 offset1:9
	ds_read2_b32 v[36:37], v1 offset0:10 offset1:11
	ds_read2_b32 v[38:39], v1 offset0:12 offset1:13
	ds_read2_b32 v[40:41], v1 offset0:14 offset1:15
	ds_read2_b32 v[42:43], v9 offset0:238 offset1:255
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v10, v18, v12
	v_fmac_f32_e32 v10, v19, v13
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v10, v20, v14
	v_fmac_f32_e32 v10, v21, v15
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v10, v22, v16
	v_fmac_f32_e32 v10, v23, v17
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v10, v24, v26
	v_fmac_f32_e32 v10, v25, v27
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v10, v34, v28
	v_fmac_f32_e32 v10, v35, v29
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v10, v36, v30
	v_fmac_f32_e32 v10, v37, v31
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v10, v38, v32
	v_fmac_f32_e32 v10, v39, v33
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v10, v40, v42
	v_fmac_f32_e32 v10, v41, v43
	s_barrier
	global_store_dword v[44:45], v10, off
	s_cbranch_scc1 .LBB0_2
; %bb.3:
	v_mov_b32_e32 v3, v10
.LBB0_4:
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v0, v3, s[8:9]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_lds_loop
		.amdhsa_group_segment_fixed_size 2176
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
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 48
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
	.size	gemm_lds_loop, .Lfunc_end0-gemm_lds_loop
                                        ; -- End function
	.set gemm_lds_loop.num_vgpr, 46
	.set gemm_lds_loop.num_agpr, 0
	.set gemm_lds_loop.numbered_sgpr, 12
	.set gemm_lds_loop.num_named_barrier, 0
	.set gemm_lds_loop.private_seg_size, 0
	.set gemm_lds_loop.uses_vcc, 0
	.set gemm_lds_loop.uses_flat_scratch, 0
	.set gemm_lds_loop.has_dyn_sized_stack, 0
	.set gemm_lds_loop.has_recursion, 0
	.set gemm_lds_loop.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 484
; TotalNumSgprs: 18
; NumVgprs: 46
; NumAgprs: 0
; TotalNumVgprs: 46
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2176 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 46
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 11
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 2176
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           gemm_lds_loop
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         gemm_lds_loop.kd
    .uses_dynamic_stack: false
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
