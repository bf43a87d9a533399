	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	lds_gather_chain        ; -- Begin function lds_gather_chain
	.globl	lds_gather_chain
	.p2align	8
	.type	lds_gather_chain,@function
lds_gather_chain:                       ; @lds_gather_chain
; %bb.0:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[4:5], s[0:1], 0x10
	v_lshl_or_b32 v2, s2, 8, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[4:5]
	v_lshl_add_u64 v[4:5], s[10:11], 0, v[4:5]
	global_load_dword v1, v[6:7], off
	global_load_dword v3, v[6:7], off offset:512
	s_nop 0
	global_load_dword v6, v[4:5], off
	global_load_dword v7, v[4:5], off offset:512
	s_load_dword s0, s[0:1], 0x18
	v_lshlrev_b32_e32 v4, 2, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s0, 1
	s_waitcnt vmcnt(3)
	v_and_b32_e32 v1, 0xff, v1
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v3, 0xff, v3
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v4, v6, v7 offset0:4 offset1:6
	ds_write2st64_b32 v4, v1, v3 offset1:2
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_18
; %bb.1:
	s_and_b32 s3, s0, 3
	s_cmp_lt_u32 s0, 4
	v_mov_b32_e32 v1, 0
	s_cbranch_scc1 .LBB0_12
; %bb.2:
	s_and_b32 s6, s0, 0x7ffffffc
	s_mov_b32 s7, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v3, 2
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_add_i32 s7, s7, 4
	s_cmp_lg_u32 s6, s7
	s_cbranch_scc0 .LBB0_13
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b32_e32 v0, 2, v0
	ds_read_b32 v5, v0
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v4, 2, v5
	ds_read_b32 v0, v4 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	v_cmp_lt_f32_e32 vcc, 2.0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v1, 7, v5
	v_lshlrev_b32_sdwa v1, v3, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v1, v1 offset:1024
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v0, v1
.LBB0_6:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v1, 0x400, v4
	v_add_u32_e32 v1, 0xfffffc00, v1
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, 1, v1
	v_lshlrev_b32_e32 v4, 2, v4
	ds_read_b32 v4, v4 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v4
	v_cmp_lt_f32_e32 vcc, 2.0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v4, 7, v1
	v_lshlrev_b32_sdwa v4, v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1024
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v0, v4
.LBB0_8:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v1, 2, v1
	ds_read_b32 v5, v1
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v4, 2, v5
	ds_read_b32 v1, v4 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v0, v1
	v_cmp_lt_f32_e32 vcc, 2.0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v0, 7, v5
	v_lshlrev_b32_sdwa v0, v3, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v0, v0 offset:1024
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v1, v1, v0
.LBB0_10:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v0, 0x400, v4
	v_add_u32_e32 v0, 0xfffffc00, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, 1, v0
	v_lshlrev_b32_e32 v4, 2, v4
	ds_read_b32 v4, v4 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	v_cmp_lt_f32_e32 vcc, 2.0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_3
; %bb.11:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v4, 7, v0
	v_lshlrev_b32_sdwa v4, v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1024
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v1, v1, v4
	s_branch .LBB0_3
.LBB0_12:
	s_mov_b32 s6, 0
	s_cbranch_execnz .LBB0_14
	s_branch .LBB0_18
.LBB0_13:
	s_cmp_lg_u32 s3, 0
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_18
.LBB0_14:
	v_mov_b32_e32 v3, 2
	s_branch .LBB0_16
.LBB0_15:                               ;   in Loop: Header=BB0_16 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_add_i32 s6, s6, 1
	s_add_i32 s3, s3, -1
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc0 .LBB0_18
.LBB0_16:                               ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b32_e32 v0, 2, v0
	ds_read_b32 v0, v0
	s_and_b32 s0, s6, 1
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, s0, v0
	v_lshlrev_b32_e32 v4, 2, v4
	ds_read_b32 v4, v4 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	v_cmp_lt_f32_e32 vcc, 2.0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_15
; %bb.17:                               ;   in Loop: Header=BB0_16 Depth=1
	v_add_u32_e32 v4, 7, v0
	v_lshlrev_b32_sdwa v4, v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1024
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v1, v1, v4
	s_branch .LBB0_15
.LBB0_18:
	v_cvt_f32_i32_e32 v0, v0
	s_lshl_b32 s0, s2, 7
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v5, s5
	v_add_f32_e32 v3, v1, v0
	v_subrev_u32_e32 v0, s0, v2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_gather_chain
		.amdhsa_group_segment_fixed_size 2048
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 12
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
	.size	lds_gather_chain, .Lfunc_end0-lds_gather_chain
                                        ; -- End function
	.set lds_gather_chain.num_vgpr, 8
	.set lds_gather_chain.num_agpr, 0
	.set lds_gather_chain.numbered_sgpr, 12
	.set lds_gather_chain.num_named_barrier, 0
	.set lds_gather_chain.private_seg_size, 0
	.set lds_gather_chain.uses_vcc, 1
	.set lds_gather_chain.uses_flat_scratch, 0
	.set lds_gather_chain.has_dyn_sized_stack, 0
	.set lds_gather_chain.has_recursion, 0
	.set lds_gather_chain.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 772
; TotalNumSgprs: 18
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
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
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 128
    .name:           lds_gather_chain
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         lds_gather_chain.kd
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
