	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	atomic_scan_loop        ; -- Begin function atomic_scan_loop
	.globl	atomic_scan_loop
	.p2align	8
	.type	atomic_scan_loop,@function
atomic_scan_loop:                       ; @atomic_scan_loop
; %bb.0:
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
; %bb.1:
	v_mov_b32_e32 v1, 0
	ds_write_b32 v1, v1
; %bb.2:
	s_or_b64 exec, exec, s[2:3]
	s_load_dword s2, s[0:1], 0x20
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s2, 1
	; wave barrier
	s_cbranch_scc1 .LBB0_13
; %bb.3:
	v_readfirstlane_b32 s3, v1
	v_mov_b32_e32 v3, 0x3ff
	v_mov_b32_e32 v2, 0
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s0, v4
	s_nop 1
	v_add_u32_e32 v4, s0, v5
	v_xor_b32_e32 v5, s3, v6
	v_ashrrev_i32_e32 v4, 3, v4
	s_add_i32 s3, s3, 1
	s_cmp_lg_u32 s3, s2
	v_add3_u32 v2, v5, v2, v4
	s_cbranch_scc0 .LBB0_13
.LBB0_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
                                        ;     Child Loop BB0_10 Depth 2
	s_lshl_b32 s12, s3, 6
	v_bitop3_b32 v4, s12, v3, v0 bitop3:0xc8
	v_lshlrev_b32_e32 v4, 2, v4
	global_load_dword v4, v4, s[4:5]
	s_mov_b64 s[0:1], exec
	v_or_b32_e32 v5, s12, v0
	s_mov_b32 s12, 0
                                        ; implicit-def: $vgpr6
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, 7, v4
	v_add_u32_e32 v4, 1, v4
.LBB0_6:                                ;   Parent Loop BB0_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_ff1_i32_b64 s13, s[0:1]
	s_mov_b32 m0, s13
	v_readlane_b32 s14, v4, s13
	v_writelane_b32 v6, s12, m0
	s_add_i32 s12, s12, s14
	s_lshl_b64 s[14:15], 1, s13
	s_andn2_b64 s[0:1], s[0:1], s[14:15]
	s_cbranch_scc1 .LBB0_6
; %bb.7:                                ;   in Loop: Header=BB0_5 Depth=1
	v_mbcnt_lo_u32_b32 v7, exec_lo, 0
	v_mbcnt_hi_u32_b32 v7, exec_hi, v7
	v_cmp_eq_u32_e32 vcc, 0, v7
                                        ; implicit-def: $vgpr7
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_5 Depth=1
	v_mov_b32_e32 v7, s12
	global_atomic_add v7, v1, v7, s[6:7] sc0
.LBB0_9:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s12, v7
	s_mov_b64 s[0:1], exec
	s_nop 0
	v_add_u32_e32 v6, s12, v6
	v_and_b32_e32 v7, 0x3ff, v6
	v_lshlrev_b32_e32 v7, 2, v7
	s_mov_b32 s12, 0
	global_store_dword v7, v5, s[8:9]
                                        ; implicit-def: $vgpr5
.LBB0_10:                               ;   Parent Loop BB0_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_ff1_i32_b64 s13, s[0:1]
	s_mov_b32 m0, s13
	v_readlane_b32 s14, v4, s13
	v_writelane_b32 v5, s12, m0
	s_add_i32 s12, s12, s14
	s_lshl_b64 s[14:15], 1, s13
	s_andn2_b64 s[0:1], s[0:1], s[14:15]
	s_cbranch_scc1 .LBB0_10
; %bb.11:                               ;   in Loop: Header=BB0_5 Depth=1
	v_mbcnt_lo_u32_b32 v4, exec_lo, 0
	v_mbcnt_hi_u32_b32 v4, exec_hi, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.12:                               ;   in Loop: Header=BB0_5 Depth=1
	v_mov_b32_e32 v4, s12
	ds_add_rtn_u32 v4, v1, v4
	s_branch .LBB0_4
.LBB0_13:
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v0, v2, s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomic_scan_loop
		.amdhsa_group_segment_fixed_size 4
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
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
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
	.size	atomic_scan_loop, .Lfunc_end0-atomic_scan_loop
                                        ; -- End function
	.set atomic_scan_loop.num_vgpr, 8
	.set atomic_scan_loop.num_agpr, 0
	.set atomic_scan_loop.numbered_sgpr, 16
	.set atomic_scan_loop.num_named_barrier, 0
	.set atomic_scan_loop.private_seg_size, 0
	.set atomic_scan_loop.uses_vcc, 1
	.set atomic_scan_loop.uses_flat_scratch, 0
	.set atomic_scan_loop.has_dyn_sized_stack, 0
	.set atomic_scan_loop.has_recursion, 0
	.set atomic_scan_loop.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 412
; TotalNumSgprs: 22
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 22
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
    .group_segment_fixed_size: 4
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           atomic_scan_loop
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         atomic_scan_loop.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
