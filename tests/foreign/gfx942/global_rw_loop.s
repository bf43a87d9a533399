	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	global_rw_loop          ; -- Begin function global_rw_loop
	.globl	global_rw_loop
	.p2align	8
	.type	global_rw_loop,@function
global_rw_loop:                         ; @global_rw_loop
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_lshl_b32 s0, s2, 6
	v_or_b32_e32 v2, s0, v0
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[6:7]
	global_load_dword v4, v[4:5], off
	s_cmp_lt_i32 s11, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_lshl_b32 s1, s2, 7
	s_add_i32 s1, s10, s1
	s_add_i32 s0, s0, s10
	v_lshl_add_u32 v1, v0, 1, s1
	v_add_u32_e32 v0, s0, v0
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[4:5]
	s_mov_b64 s[0:1], 0x800
	v_lshl_add_u64 v[10:11], v[2:3], 3, s[4:5]
	s_mov_b64 s[2:3], 0xa00
	v_add_u32_e32 v6, 0x280, v1
	v_add_u32_e32 v0, 0x200, v0
	v_lshl_add_u64 v[8:9], v[8:9], 0, s[0:1]
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[2:3]
	s_mov_b32 s2, 0
	v_mov_b32_e32 v12, v2
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v1, 0x3ff, v12
	v_lshlrev_b32_e32 v1, 2, v1
	global_load_dword v13, v1, s[6:7]
	v_cvt_f32_u32_e32 v5, s2
	v_ashrrev_i32_e32 v1, 31, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[14:15], v[0:1], 2, s[4:5]
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v5, v5, v4
	v_lshl_add_u64 v[16:17], v[6:7], 2, s[4:5]
	s_add_i32 s2, s2, 1
	v_add_u32_e32 v12, 0x80, v12
	v_add_u32_e32 v6, 0x200, v6
	v_add_u32_e32 v0, 0x200, v0
	s_cmp_lg_u32 s11, s2
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v13, 0.5, v4
	global_store_dword v[8:9], v13, off
	global_store_dwordx2 v[10:11], v[4:5], off
	global_load_dword v4, v[14:15], off
	s_nop 0
	global_load_dword v1, v[16:17], off offset:4
	global_load_dword v5, v[14:15], off offset:-2048
	v_lshl_add_u64 v[8:9], v[8:9], 0, s[0:1]
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[0:1]
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v4, 0x3e800000, v1
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, 0xbe000000, v5
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel global_rw_loop
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
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
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 20
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
	.size	global_rw_loop, .Lfunc_end0-global_rw_loop
                                        ; -- End function
	.set global_rw_loop.num_vgpr, 18
	.set global_rw_loop.num_agpr, 0
	.set global_rw_loop.numbered_sgpr, 12
	.set global_rw_loop.num_named_barrier, 0
	.set global_rw_loop.private_seg_size, 0
	.set global_rw_loop.uses_vcc, 0
	.set global_rw_loop.uses_flat_scratch, 0
	.set global_rw_loop.has_dyn_sized_stack, 0
	.set global_rw_loop.has_recursion, 0
	.set global_rw_loop.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 360
; TotalNumSgprs: 18
; NumVgprs: 18
; NumAgprs: 0
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 18
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
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
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           global_rw_loop
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         global_rw_loop.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
