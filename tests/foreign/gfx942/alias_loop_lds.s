	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	alias_loop_lds          ; -- Begin function alias_loop_lds
	.globl	alias_loop_lds
	.p2align	8
	.type	alias_loop_lds,@function
alias_loop_lds:                         ; @alias_loop_lds
; %bb.0:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	v_lshlrev_b32_e32 v1, 2, v0
	s_load_dword s0, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[8:9]
	global_load_dword v3, v1, s[8:9] offset:256
	global_load_dword v4, v1, s[8:9] offset:512
	global_load_dword v5, v1, s[8:9] offset:768
	global_load_dword v6, v1, s[8:9] offset:1024
	global_load_dword v7, v1, s[8:9] offset:1280
	global_load_dword v8, v1, s[8:9] offset:1536
	global_load_dword v9, v1, s[8:9] offset:1792
	s_waitcnt vmcnt(6)
	ds_write2st64_b32 v1, v2, v3 offset1:1
	s_waitcnt vmcnt(4)
	ds_write2st64_b32 v1, v4, v5 offset0:2 offset1:3
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v1, v6, v7 offset0:4 offset1:5
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v1, v8, v9 offset0:6 offset1:7
	s_cmp_lt_i32 s0, 1
	s_cbranch_scc1 .LBB0_6
; %bb.1:
	s_load_dword s7, s[10:11], 0x0
	s_and_b32 s14, s0, 7
	s_cmp_lt_u32 s0, 8
	s_cbranch_scc1 .LBB0_7
; %bb.2:
	s_and_b32 s8, s0, 0x7ffffff8
	s_add_u32 s9, s10, 16
	s_addc_u32 s15, s11, 0
	s_mov_b32 s16, 0
	v_mov_b32_e32 v2, 0
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s0, s7, 8
	s_and_b32 s0, s0, 0x700
	v_or_b32_e32 v3, s0, v1
	s_add_u32 s18, s9, -12
	ds_read_b32 v3, v3
	s_addc_u32 s19, s15, -1
	s_load_dwordx8 s[0:7], s[18:19], 0x0
	s_add_i32 s16, s16, 8
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, v3, 0.5, 1.0
	v_add_f32_e32 v2, v2, v3
	s_lshl_b32 s0, s0, 8
	v_fma_f32 v3, v4, 0.5, 1.0
	v_add_f32_e32 v2, v2, v4
	s_lshl_b32 s1, s1, 8
	s_lshl_b32 s2, s2, 8
	s_lshl_b32 s3, s3, 8
	s_and_b32 s0, s0, 0x700
	v_fma_f32 v5, v3, 0.5, 1.0
	v_add_f32_e32 v2, v2, v3
	s_lshl_b32 s4, s4, 8
	s_lshl_b32 s5, s5, 8
	s_lshl_b32 s6, s6, 8
	s_lshl_b32 s17, s7, 8
	s_and_b32 s1, s1, 0x700
	s_and_b32 s2, s2, 0x700
	s_and_b32 s3, s3, 0x700
	v_or_b32_e32 v6, s0, v1
	v_fma_f32 v9, v5, 0.5, 1.0
	v_add_f32_e32 v2, v2, v5
	s_and_b32 s4, s4, 0x700
	s_and_b32 s5, s5, 0x700
	s_and_b32 s6, s6, 0x700
	s_and_b32 s17, s17, 0x700
	v_or_b32_e32 v7, s1, v1
	v_or_b32_e32 v8, s2, v1
	v_or_b32_e32 v10, s3, v1
	ds_write_b32 v6, v4
	ds_write_b32 v7, v3
	ds_write_b32 v8, v5
	ds_write_b32 v10, v9
	v_fma_f32 v3, v9, 0.5, 1.0
	v_add_f32_e32 v2, v2, v9
	v_or_b32_e32 v11, s4, v1
	s_add_u32 s9, s9, 32
	v_fma_f32 v4, v3, 0.5, 1.0
	v_add_f32_e32 v2, v2, v3
	v_or_b32_e32 v12, s5, v1
	s_addc_u32 s15, s15, 0
	ds_write_b32 v11, v3
	v_fma_f32 v3, v4, 0.5, 1.0
	v_add_f32_e32 v2, v2, v4
	v_or_b32_e32 v13, s6, v1
	v_or_b32_e32 v14, s17, v1
	s_cmp_lg_u32 s8, s16
	ds_write_b32 v12, v4
	v_fma_f32 v4, v3, 0.5, 1.0
	v_add_f32_e32 v2, v2, v3
	ds_write_b32 v13, v3
	ds_write_b32 v14, v4
	s_cbranch_scc1 .LBB0_3
; %bb.4:
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_8
.LBB0_5:
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v0, v2, s[12:13]
	s_endpgm
.LBB0_6:
	v_mov_b32_e32 v2, 0
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v0, v2, s[12:13]
	s_endpgm
.LBB0_7:
	s_mov_b32 s8, 0
	v_mov_b32_e32 v2, 0
	s_cbranch_execz .LBB0_5
.LBB0_8:
	s_mov_b32 s9, 0
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s0, s10, s0
	s_addc_u32 s1, s11, s1
	s_add_u32 s0, s0, 4
	s_addc_u32 s1, s1, 0
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s2, s7, 8
	s_load_dword s7, s[0:1], 0x0
	s_and_b32 s2, s2, 0x700
	v_or_b32_e32 v3, s2, v1
	ds_read_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s2, s7, 8
	s_and_b32 s2, s2, 0x700
	s_add_u32 s0, s0, 4
	s_addc_u32 s1, s1, 0
	s_add_i32 s14, s14, -1
	v_or_b32_e32 v4, s2, v1
	v_fma_f32 v5, v3, 0.5, 1.0
	v_add_f32_e32 v2, v2, v3
	s_cmp_lg_u32 s14, 0
	ds_write_b32 v4, v5
	s_cbranch_scc1 .LBB0_9
	s_branch .LBB0_5
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel alias_loop_lds
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
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 20
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
	.size	alias_loop_lds, .Lfunc_end0-alias_loop_lds
                                        ; -- End function
	.set alias_loop_lds.num_vgpr, 15
	.set alias_loop_lds.num_agpr, 0
	.set alias_loop_lds.numbered_sgpr, 20
	.set alias_loop_lds.num_named_barrier, 0
	.set alias_loop_lds.private_seg_size, 0
	.set alias_loop_lds.uses_vcc, 1
	.set alias_loop_lds.uses_flat_scratch, 0
	.set alias_loop_lds.has_dyn_sized_stack, 0
	.set alias_loop_lds.has_recursion, 0
	.set alias_loop_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 740
; TotalNumSgprs: 26
; NumVgprs: 15
; NumAgprs: 0
; TotalNumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 15
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
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
        .type_name:      'float*'
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
    .name:           alias_loop_lds
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         alias_loop_lds.kd
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
