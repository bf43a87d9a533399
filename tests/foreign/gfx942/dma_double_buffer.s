	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	dma_double_buffer       ; -- Begin function dma_double_buffer
	.globl	dma_double_buffer
	.p2align	8
	.type	dma_double_buffer,@function
dma_double_buffer:                      ; @dma_double_buffer
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 2, v0
	s_mov_b32 m0, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	global_load_lds_dword v2, s[4:5]
	s_mov_b64 s[4:5], 0x100
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[4:5]
	s_movk_i32 m0, 0x100
	v_and_b32_e32 v8, 15, v0
	global_load_lds_dword v[6:7], off
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[2:3]
	s_movk_i32 m0, 0x400
	v_lshrrev_b32_e32 v9, 4, v0
	global_load_lds_dword v2, s[6:7]
	v_lshl_add_u64 v[2:3], v[6:7], 0, s[4:5]
	s_movk_i32 m0, 0x500
	s_load_dword s6, s[0:1], 0x18
	global_load_lds_dword v[2:3], off
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s6, 1
	s_cbranch_scc1 .LBB0_5
; %bb.1:
	v_lshlrev_b32_e32 v0, 3, v9
	v_lshl_or_b32 v10, v8, 5, v0
	s_movk_i32 s7, 0x80
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s8, 0
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	v_lshl_or_b32 v11, s9, 9, v10
	v_or_b32_e32 v12, 0x400, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	; wave barrier
	ds_read2_b32 v[14:15], v11 offset1:1
	ds_read2_b32 v[12:13], v12 offset1:1
	s_addk_i32 s7, 0x80
	s_cmp_eq_u32 s6, s8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[0:3], v[14:15], v[12:13], v[0:3]
	; wave barrier
	s_cbranch_scc1 .LBB0_6
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_and_b32 s9, s8, 1
	s_add_i32 s8, s8, 1
	s_cmp_ge_i32 s8, s6
	s_cbranch_scc1 .LBB0_2
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_xor_b32 s10, s9, 1
	s_and_b32 s0, s7, 0x380
	s_lshl_b32 s0, s0, 2
	s_lshl_b32 s10, s10, 9
	v_lshl_add_u64 v[12:13], v[4:5], 0, s[0:1]
	s_mov_b32 m0, s10
	s_nop 0
	global_load_lds_dword v[12:13], off
	v_lshl_add_u64 v[12:13], v[12:13], 0, s[4:5]
	s_or_b32 m0, s10, 0x100
	s_nop 0
	global_load_lds_dword v[12:13], off
	v_lshl_add_u64 v[12:13], v[6:7], 0, s[0:1]
	s_or_b32 m0, s10, 0x400
	s_nop 0
	global_load_lds_dword v[12:13], off
	v_lshl_add_u64 v[12:13], v[12:13], 0, s[4:5]
	s_or_b32 m0, s10, 0x500
	s_nop 0
	global_load_lds_dword v[12:13], off
	s_branch .LBB0_2
.LBB0_5:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
.LBB0_6:
	v_lshlrev_b32_e32 v4, 2, v8
	v_lshl_or_b32 v4, v9, 8, v4
	s_nop 3
	global_store_dword v4, v0, s[2:3]
	global_store_dword v4, v1, s[2:3] offset:64
	global_store_dword v4, v2, s[2:3] offset:128
	global_store_dword v4, v3, s[2:3] offset:192
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dma_double_buffer
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
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 16
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
	.size	dma_double_buffer, .Lfunc_end0-dma_double_buffer
                                        ; -- End function
	.set dma_double_buffer.num_vgpr, 16
	.set dma_double_buffer.num_agpr, 0
	.set dma_double_buffer.numbered_sgpr, 11
	.set dma_double_buffer.num_named_barrier, 0
	.set dma_double_buffer.private_seg_size, 0
	.set dma_double_buffer.uses_vcc, 0
	.set dma_double_buffer.uses_flat_scratch, 0
	.set dma_double_buffer.has_dyn_sized_stack, 0
	.set dma_double_buffer.has_recursion, 0
	.set dma_double_buffer.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 464
; TotalNumSgprs: 17
; NumVgprs: 16
; NumAgprs: 0
; TotalNumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 17
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
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
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           dma_double_buffer
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         dma_double_buffer.kd
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
