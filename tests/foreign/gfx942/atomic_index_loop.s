	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	atomic_index_loop       ; -- Begin function atomic_index_loop
	.globl	atomic_index_loop
	.p2align	8
	.type	atomic_index_loop,@function
atomic_index_loop:                      ; @atomic_index_loop
; %bb.0:
	v_cmp_gt_u32_e64 s[2:3], 2, v0
	v_lshlrev_b32_e32 v2, 2, v0
	s_and_saveexec_b64 s[4:5], s[2:3]
; %bb.1:
	v_mov_b32_e32 v1, 0
	ds_write_b32 v2, v1 offset:2048
; %bb.2:
	s_or_b64 exec, exec, s[4:5]
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dword s13, s[0:1], 0x20
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v1, 0
	ds_write2st64_b32 v2, v3, v3 offset1:1
	ds_write2st64_b32 v2, v3, v3 offset0:2 offset1:3
	ds_write2st64_b32 v2, v3, v3 offset0:4 offset1:5
	ds_write2st64_b32 v2, v3, v3 offset0:6 offset1:7
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s13, 1
	; wave barrier
	s_cbranch_scc1 .LBB0_15
; %bb.3:
	s_cmp_eq_u32 s13, 1
	s_cbranch_scc1 .LBB0_10
; %bb.4:
	s_and_b32 s12, s13, 0x7ffffffe
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, 0
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v5, 2, v5
	v_cmp_eq_u32_e32 vcc, s12, v5
	v_add_u32_e32 v4, 0x80, v4
	s_cbranch_vccnz .LBB0_11
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v6, 0x3ff, v4
	v_lshlrev_b32_e32 v6, 2, v6
	global_load_dword v6, v6, s[4:5]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v7, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v7
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	v_lshrrev_b32_e32 v7, 1, v6
	v_and_b32_e32 v8, 6, v6
	v_and_b32_e32 v7, 4, v7
	v_add_u32_e32 v8, 2, v8
	global_atomic_add v7, v7, v8, s[6:7] sc0
	v_add_u32_e32 v8, v5, v6
	v_lshlrev_b32_e32 v9, 1, v6
	v_bfe_u32 v6, v6, 2, 2
	v_and_b32_e32 v9, 4, v9
	v_add_u32_e32 v6, 1, v6
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v7, 0x3ff, v7
	v_lshlrev_b32_e32 v7, 2, v7
	global_store_dword v7, v8, s[8:9]
	ds_add_rtn_u32 v6, v9, v6 offset:2048
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v7, 0x1ff, v6
	v_lshlrev_b32_e32 v7, 2, v7
	v_xad_u32 v1, v6, v8, v1
	ds_write_b32 v7, v8
.LBB0_8:                                ;   in Loop: Header=BB0_6 Depth=1
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v6, 64, v4
	v_and_b32_e32 v6, 0x3ff, v6
	v_lshlrev_b32_e32 v6, 2, v6
	global_load_dword v6, v6, s[4:5]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v7, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v7
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_5
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=1
	v_lshrrev_b32_e32 v7, 1, v6
	v_and_b32_e32 v8, 6, v6
	v_and_b32_e32 v7, 4, v7
	v_add_u32_e32 v8, 2, v8
	global_atomic_add v7, v7, v8, s[6:7] sc0
	v_add3_u32 v8, v5, v6, 1
	v_lshlrev_b32_e32 v9, 1, v6
	v_bfe_u32 v6, v6, 2, 2
	v_and_b32_e32 v9, 4, v9
	v_add_u32_e32 v6, 1, v6
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v7, 0x3ff, v7
	v_lshlrev_b32_e32 v7, 2, v7
	global_store_dword v7, v8, s[8:9]
	ds_add_rtn_u32 v6, v9, v6 offset:2048
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v7, 0x1ff, v6
	v_lshlrev_b32_e32 v7, 2, v7
	v_xad_u32 v1, v6, v8, v1
	ds_write_b32 v7, v8
	s_branch .LBB0_5
.LBB0_10:
	s_mov_b32 s12, 0
	v_mov_b32_e32 v1, 0
	s_cbranch_execnz .LBB0_12
	s_branch .LBB0_15
.LBB0_11:
	s_bitcmp1_b32 s13, 0
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_15
.LBB0_12:
	v_lshl_or_b32 v4, s12, 6, v0
	v_and_b32_e32 v4, 0x3ff, v4
	v_lshlrev_b32_e32 v4, 2, v4
	global_load_dword v4, v4, s[4:5]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v5, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_14
; %bb.13:
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v6, 6, v4
	v_and_b32_e32 v5, 4, v5
	v_add_u32_e32 v6, 2, v6
	global_atomic_add v5, v5, v6, s[6:7] sc0
	v_add_u32_e32 v6, s12, v4
	v_lshlrev_b32_e32 v7, 1, v4
	v_bfe_u32 v4, v4, 2, 2
	v_and_b32_e32 v7, 4, v7
	v_add_u32_e32 v4, 1, v4
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v5, 0x3ff, v5
	v_lshlrev_b32_e32 v5, 2, v5
	global_store_dword v5, v6, s[8:9]
	ds_add_rtn_u32 v4, v7, v4 offset:2048
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v5, 0x1ff, v4
	v_lshlrev_b32_e32 v5, 2, v5
	v_xad_u32 v1, v4, v6, v1
	ds_write_b32 v5, v6
.LBB0_14:
	s_or_b64 exec, exec, s[0:1]
.LBB0_15:
	v_mul_u32_u24_e32 v0, 3, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v0, v1
	global_store_dword v2, v0, s[10:11]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_17
; %bb.16:
	ds_read_b32 v4, v2 offset:2048
	v_lshl_add_u64 v[0:1], s[10:11], 0, v[2:3]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off offset:256
.LBB0_17:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_index_loop
		.amdhsa_group_segment_fixed_size 2056
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
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 12
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
	.size	atomic_index_loop, .Lfunc_end0-atomic_index_loop
                                        ; -- End function
	.set atomic_index_loop.num_vgpr, 10
	.set atomic_index_loop.num_agpr, 0
	.set atomic_index_loop.numbered_sgpr, 14
	.set atomic_index_loop.num_named_barrier, 0
	.set atomic_index_loop.private_seg_size, 0
	.set atomic_index_loop.uses_vcc, 1
	.set atomic_index_loop.uses_flat_scratch, 0
	.set atomic_index_loop.has_dyn_sized_stack, 0
	.set atomic_index_loop.has_recursion, 0
	.set atomic_index_loop.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 748
; TotalNumSgprs: 20
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2056 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
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
    .group_segment_fixed_size: 2056
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           atomic_index_loop
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         atomic_index_loop.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
