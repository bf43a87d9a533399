	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	tr16_mfma_gfx950        ; -- Begin function tr16_mfma_gfx950
	.globl	tr16_mfma_gfx950
	.p2align	8
	.type	tr16_mfma_gfx950,@function
tr16_mfma_gfx950:                       ; @tr16_mfma_gfx950
; %bb.0:
	s_load_dword s22, s[0:1], 0x18
	s_load_dwordx4 s[16:19], s[0:1], 0x0
	s_load_dwordx2 s[14:15], s[0:1], 0x10
	v_and_b32_e32 v1, 15, v0
	v_lshrrev_b32_e32 v10, 4, v0
	v_mov_b32_e32 v7, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s22, 1
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	s_cbranch_scc1 .LBB0_12
; %bb.1:
	v_lshlrev_b32_e32 v4, 3, v0
	s_movk_i32 s0, 0x200
	v_lshlrev_b32_e32 v3, 8, v10
	v_and_b32_e32 v5, 24, v4
	v_and_b32_e32 v4, 0x60, v4
	v_cmp_gt_u32_e32 vcc, s0, v0
	v_lshlrev_b32_e32 v2, 3, v10
	v_or3_b32 v11, v3, v5, v4
	s_movk_i32 s0, 0x1c0
	s_movk_i32 s2, 0x180
	s_movk_i32 s4, 0x140
	s_movk_i32 s6, 0x100
	s_movk_i32 s8, 0xc0
	s_movk_i32 s10, 0x80
	v_mul_lo_u32 v3, s22, v1
	v_lshlrev_b32_e32 v12, 1, v0
	v_cmp_gt_u32_e64 s[0:1], s0, v0
	v_cmp_gt_u32_e64 s[2:3], s2, v0
	v_cmp_gt_u32_e64 s[4:5], s4, v0
	v_cmp_gt_u32_e64 s[6:7], s6, v0
	v_cmp_gt_u32_e64 s[8:9], s8, v0
	v_cmp_gt_u32_e64 s[10:11], s10, v0
	v_cmp_gt_u32_e64 s[12:13], 64, v0
	v_lshl_or_b32 v13, v3, 5, v2
	s_mov_b32 s23, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v2, v7
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[20:21]
	v_and_b32_e32 v6, 0x7f8, v13
	v_lshlrev_b32_e32 v6, 1, v6
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b64_tr_b16 v[14:15], v11
	ds_read_b64_tr_b16 v[16:17], v11 offset:128
	global_load_dwordx4 v[18:21], v6, s[16:17]
	s_add_i32 s22, s22, -1
	s_addk_i32 s23, 0x200
	s_cmp_eq_u32 s22, 0
	v_add_u32_e32 v13, 32, v13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[2:5], v[18:21], v[14:17], v[2:5]
	; wave barrier
	s_cbranch_scc1 .LBB0_12
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_and_b32 s24, s23, 0x600
	v_or_b32_e32 v6, s24, v0
	v_lshlrev_b32_e32 v6, 1, v6
	global_load_ushort v6, v6, s[18:19]
	s_waitcnt vmcnt(0)
	ds_write_b16 v12, v6
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.5:                                ;   in Loop: Header=BB0_3 Depth=1
	v_add_lshl_u32 v6, v0, s24, 1
	global_load_ushort v8, v6, s[18:19] offset:128
	s_waitcnt vmcnt(0)
	ds_write_b16 v12, v8 offset:128
	s_and_saveexec_b64 s[24:25], s[2:3]
	s_xor_b64 s[24:25], exec, s[24:25]
	s_cbranch_execz .LBB0_2
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_add_u64 v[8:9], s[18:19], 0, v[6:7]
	global_load_ushort v6, v[8:9], off offset:256
	s_waitcnt vmcnt(0)
	ds_write_b16 v12, v6 offset:256
	s_and_saveexec_b64 s[24:25], s[4:5]
	s_xor_b64 s[24:25], exec, s[24:25]
	s_cbranch_execz .LBB0_2
; %bb.7:                                ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v6, v[8:9], off offset:384
	s_waitcnt vmcnt(0)
	ds_write_b16 v12, v6 offset:384
	s_and_saveexec_b64 s[24:25], s[6:7]
	s_xor_b64 s[24:25], exec, s[24:25]
	s_cbranch_execz .LBB0_2
; %bb.8:                                ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v6, v[8:9], off offset:512
	s_waitcnt vmcnt(0)
	ds_write_b16 v12, v6 offset:512
	s_and_saveexec_b64 s[24:25], s[8:9]
	s_xor_b64 s[24:25], exec, s[24:25]
	s_cbranch_execz .LBB0_2
; %bb.9:                                ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v6, v[8:9], off offset:640
	s_waitcnt vmcnt(0)
	ds_write_b16 v12, v6 offset:640
	s_and_saveexec_b64 s[24:25], s[10:11]
	s_xor_b64 s[24:25], exec, s[24:25]
	s_cbranch_execz .LBB0_2
; %bb.10:                               ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v6, v[8:9], off offset:768
	s_waitcnt vmcnt(0)
	ds_write_b16 v12, v6 offset:768
	s_and_saveexec_b64 s[24:25], s[12:13]
	s_xor_b64 s[24:25], exec, s[24:25]
	s_cbranch_execz .LBB0_2
; %bb.11:                               ;   in Loop: Header=BB0_3 Depth=1
	global_load_ushort v6, v[8:9], off offset:896
	s_waitcnt vmcnt(0)
	ds_write_b16 v12, v6 offset:896
	s_branch .LBB0_2
.LBB0_12:
	v_lshlrev_b32_e32 v0, 2, v1
	v_lshl_or_b32 v0, v10, 8, v0
	s_nop 4
	global_store_dword v0, v2, s[14:15]
	global_store_dword v0, v3, s[14:15] offset:64
	global_store_dword v0, v4, s[14:15] offset:128
	global_store_dword v0, v5, s[14:15] offset:192
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tr16_mfma_gfx950
		.amdhsa_group_segment_fixed_size 1024
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 24
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
	.size	tr16_mfma_gfx950, .Lfunc_end0-tr16_mfma_gfx950
                                        ; -- End function
	.set tr16_mfma_gfx950.num_vgpr, 22
	.set tr16_mfma_gfx950.num_agpr, 0
	.set tr16_mfma_gfx950.numbered_sgpr, 26
	.set tr16_mfma_gfx950.num_named_barrier, 0
	.set tr16_mfma_gfx950.private_seg_size, 0
	.set tr16_mfma_gfx950.uses_vcc, 1
	.set tr16_mfma_gfx950.uses_flat_scratch, 0
	.set tr16_mfma_gfx950.has_dyn_sized_stack, 0
	.set tr16_mfma_gfx950.has_recursion, 0
	.set tr16_mfma_gfx950.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 640
; TotalNumSgprs: 32
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'short*'
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
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           tr16_mfma_gfx950
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         tr16_mfma_gfx950.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
