	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	smfmac_loop             ; -- Begin function smfmac_loop
	.globl	smfmac_loop
	.p2align	8
	.type	smfmac_loop,@function
smfmac_loop:                            ; @smfmac_loop
; %bb.0:
	s_load_dword s2, s[0:1], 0x20
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v1, 15, v0
	v_lshrrev_b32_e32 v2, 4, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s2, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_lshlrev_b32_e32 v3, 6, v0
	v_lshl_or_b32 v3, v2, 2, v3
	v_lshlrev_b32_e32 v4, 7, v2
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	s_movk_i32 s0, 0x780
	s_mov_b32 s1, 0x5040100
	v_mov_b32_e32 v5, 2
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v10, 0x3fc, v3
	v_and_or_b32 v11, v4, s0, v1
	v_lshlrev_b32_e32 v10, 1, v10
	v_lshlrev_b32_sdwa v12, v5, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_e32 v11, 1, v11
	global_load_dwordx2 v[22:23], v10, s[4:5]
	global_load_ushort v14, v11, s[6:7] offset:64
	global_load_ushort v15, v11, s[6:7] offset:96
	global_load_ushort v16, v11, s[6:7] offset:128
	global_load_ushort v13, v11, s[6:7] offset:192
	global_load_ushort v17, v11, s[6:7] offset:224
	global_load_ushort v18, v11, s[6:7] offset:160
	global_load_ushort v19, v11, s[6:7]
	global_load_ushort v20, v11, s[6:7] offset:32
	global_load_dword v21, v12, s[8:9]
	s_add_i32 s2, s2, -1
	v_add_u32_e32 v0, 64, v0
	v_add_u32_e32 v4, 0x200, v4
	s_cmp_lg_u32 s2, 0
	v_add_u32_e32 v3, 16, v3
	s_waitcnt vmcnt(7)
	v_perm_b32 v11, v15, v14, s1
	s_waitcnt vmcnt(4)
	v_perm_b32 v13, v17, v13, s1
	s_waitcnt vmcnt(3)
	v_perm_b32 v12, v18, v16, s1
	s_waitcnt vmcnt(1)
	v_perm_b32 v10, v20, v19, s1
	s_waitcnt vmcnt(0)
	s_nop 0
	v_smfmac_f32_16x16x32_f16 v[6:9], v[22:23], v[10:13], v21
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
.LBB0_4:
	v_lshlrev_b32_e32 v0, 2, v1
	v_lshl_or_b32 v0, v2, 8, v0
	s_nop 3
	global_store_dword v0, v6, s[10:11]
	global_store_dword v0, v7, s[10:11] offset:64
	global_store_dword v0, v8, s[10:11] offset:128
	global_store_dword v0, v9, s[10:11] offset:192
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_loop
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 24
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
	.size	smfmac_loop, .Lfunc_end0-smfmac_loop
                                        ; -- End function
	.set smfmac_loop.num_vgpr, 24
	.set smfmac_loop.num_agpr, 0
	.set smfmac_loop.numbered_sgpr, 12
	.set smfmac_loop.num_named_barrier, 0
	.set smfmac_loop.private_seg_size, 0
	.set smfmac_loop.uses_vcc, 0
	.set smfmac_loop.uses_flat_scratch, 0
	.set smfmac_loop.has_dyn_sized_stack, 0
	.set smfmac_loop.has_recursion, 0
	.set smfmac_loop.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 360
; TotalNumSgprs: 18
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 24
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
        .type_name:      'half*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'int*'
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           smfmac_loop
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         smfmac_loop.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
