	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	lds_byte_hist           ; -- Begin function lds_byte_hist
	.globl	lds_byte_hist
	.p2align	8
	.type	lds_byte_hist,@function
lds_byte_hist:                          ; @lds_byte_hist
; %bb.0:
	v_cmp_gt_u32_e64 s[4:5], 64, v0
	v_lshlrev_b32_e32 v1, 2, v0
	s_and_saveexec_b64 s[6:7], s[4:5]
; %bb.1:
	v_mov_b32_e32 v2, 0
	ds_write_b32 v1, v2 offset:1024
; %bb.2:
	s_or_b64 exec, exec, s[6:7]
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[6:7], s[0:1], 0x10
	v_lshl_or_b32 v2, s2, 10, v1
	v_and_b32_e32 v2, 0xffc, v2
	s_load_dword s0, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v2, s[8:9]
	s_cmp_lt_i32 s0, 1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v3, 8, v2
	v_lshrrev_b32_e32 v4, 24, v2
	ds_write_b8 v0, v2
	ds_write_b8_d16_hi v0, v2 offset:512
	ds_write_b8 v0, v3 offset:256
	ds_write_b8 v0, v4 offset:768
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_11
; %bb.3:
	s_and_b32 s3, s0, 7
	v_mul_u32_u24_e32 v2, 7, v0
	s_cmp_lt_u32 s0, 8
	v_mov_b32_e32 v4, 0
	s_cbranch_scc1 .LBB0_7
; %bb.4:
	s_and_b32 s8, s0, 0x7ffffff8
	v_add_u32_e32 v3, 52, v2
	s_mov_b32 s0, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 1
	v_mov_b32_e32 v6, 2
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_subrev_u32_e32 v7, 52, v3
	v_and_b32_e32 v7, 0x3ff, v7
	ds_read_u8 v7, v7
	v_subrev_u32_e32 v8, 39, v3
	v_and_b32_e32 v8, 0x3ff, v8
	v_and_b32_e32 v11, 0x3ff, v3
	v_add_u32_e32 v12, 13, v3
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v9, 63, v7
	v_lshlrev_b32_sdwa v9, v6, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	ds_add_u32 v9, v5 offset:1024
	ds_read_u8 v8, v8
	v_subrev_u32_e32 v9, 26, v3
	v_and_b32_e32 v9, 0x3ff, v9
	v_and_b32_e32 v12, 0x3ff, v12
	v_cvt_f32_ubyte0_e32 v7, v7
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v10, 63, v8
	v_lshlrev_b32_sdwa v10, v6, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	ds_add_u32 v10, v5 offset:1024
	ds_read_u8 v9, v9
	v_add_u32_e32 v10, -13, v3
	v_and_b32_e32 v10, 0x3ff, v10
	v_add_f32_e32 v4, v4, v7
	v_cvt_f32_ubyte0_e32 v7, v8
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v13, 63, v9
	v_lshlrev_b32_sdwa v13, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	ds_add_u32 v13, v5 offset:1024
	ds_read_u8 v10, v10
	v_add_f32_e32 v4, v4, v7
	v_add_u32_e32 v13, 26, v3
	v_and_b32_e32 v13, 0x3ff, v13
	v_cvt_f32_ubyte0_e32 v8, v9
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v15, 63, v10
	v_lshlrev_b32_sdwa v15, v6, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	ds_add_u32 v15, v5 offset:1024
	ds_read_u8 v11, v11
	v_add_f32_e32 v4, v4, v8
	v_cvt_f32_ubyte0_e32 v8, v10
	v_add_f32_e32 v4, v4, v8
	v_add_u32_e32 v14, 39, v3
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v15, 63, v11
	v_lshlrev_b32_sdwa v15, v6, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	ds_add_u32 v15, v5 offset:1024
	ds_read_u8 v12, v12
	v_and_b32_e32 v14, 0x3ff, v14
	v_cvt_f32_ubyte0_e32 v9, v11
	v_add_f32_e32 v4, v4, v9
	s_add_i32 s0, s0, 8
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v7, 63, v12
	v_lshlrev_b32_sdwa v7, v6, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	ds_add_u32 v7, v5 offset:1024
	ds_read_u8 v7, v13
	v_cvt_f32_ubyte0_e32 v9, v12
	v_add_f32_e32 v4, v4, v9
	v_add_u32_e32 v3, 0x68, v3
	s_cmp_eq_u32 s8, s0
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v8, 63, v7
	v_lshlrev_b32_sdwa v8, v6, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	ds_add_u32 v8, v5 offset:1024
	ds_read_u8 v8, v14
	v_cvt_f32_ubyte0_e32 v7, v7
	v_add_f32_e32 v4, v4, v7
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v9, 63, v8
	v_lshlrev_b32_sdwa v9, v6, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	ds_add_u32 v9, v5 offset:1024
	v_cvt_f32_ubyte0_e32 v7, v8
	v_add_f32_e32 v4, v4, v7
	s_cbranch_scc0 .LBB0_5
; %bb.6:
	s_cmp_lg_u32 s3, 0
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_8
	s_branch .LBB0_10
.LBB0_7:
	s_mov_b32 s8, 0
	s_cbranch_execz .LBB0_10
.LBB0_8:
	v_mad_u64_u32 v[2:3], s[0:1], s8, 13, v[2:3]
	v_mov_b32_e32 v3, 1
	v_mov_b32_e32 v5, 2
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v6, 0x3ff, v2
	ds_read_u8 v6, v6
	s_add_i32 s3, s3, -1
	v_add_u32_e32 v2, 13, v2
	s_cmp_lg_u32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v7, 63, v6
	v_lshlrev_b32_sdwa v7, v5, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	ds_add_u32 v7, v3 offset:1024
	v_cvt_f32_ubyte0_e32 v6, v6
	v_add_f32_e32 v4, v4, v6
	s_cbranch_scc1 .LBB0_9
.LBB0_10:
	v_mul_f32_e32 v2, 0x3e800000, v4
.LBB0_11:
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_13
; %bb.12:
	ds_read_b32 v1, v1 offset:1024
	v_lshl_or_b32 v6, s2, 6, v0
	v_mov_b32_e32 v4, s10
	v_mov_b32_e32 v5, s11
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[4:5], v[6:7], 2, v[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v1, off
.LBB0_13:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b32_e32 v0, 2, v0
	global_atomic_add_f32 v0, v2, s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_byte_hist
		.amdhsa_group_segment_fixed_size 1280
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
		.amdhsa_next_free_vgpr 16
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
	.size	lds_byte_hist, .Lfunc_end0-lds_byte_hist
                                        ; -- End function
	.set lds_byte_hist.num_vgpr, 16
	.set lds_byte_hist.num_agpr, 0
	.set lds_byte_hist.numbered_sgpr, 12
	.set lds_byte_hist.num_named_barrier, 0
	.set lds_byte_hist.private_seg_size, 0
	.set lds_byte_hist.uses_vcc, 1
	.set lds_byte_hist.uses_flat_scratch, 0
	.set lds_byte_hist.has_dyn_sized_stack, 0
	.set lds_byte_hist.has_recursion, 0
	.set lds_byte_hist.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 832
; TotalNumSgprs: 18
; NumVgprs: 16
; NumAgprs: 0
; TotalNumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1280 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 16
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
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
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
    .group_segment_fixed_size: 1280
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           lds_byte_hist
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         lds_byte_hist.kd
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
