	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	agpr_four_acc           ; -- Begin function agpr_four_acc
	.globl	agpr_four_acc
	.p2align	8
	.type	agpr_four_acc,@function
agpr_four_acc:                          ; @agpr_four_acc
; %bb.0:
	s_load_dword s8, s[0:1], 0x18
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_and_b32_e32 v1, 31, v0
	v_lshlrev_b32_e32 v2, 4, v1
	v_lshrrev_b32_e32 v3, 3, v0
	v_and_or_b32 v66, v3, 4, v2
	v_lshlrev_b32_e32 v2, 3, v0
	v_and_b32_e32 v67, 0x100, v2
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	s_movk_i32 s0, 0x700
	s_mov_b32 s1, 0x5040100
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v68, 0x200, v66
	v_and_b32_e32 v69, 0x7fc, v66
	v_and_or_b32 v70, v67, s0, v1
	v_and_b32_e32 v68, 0x7fc, v68
	v_lshlrev_b32_e32 v69, 1, v69
	v_lshlrev_b32_e32 v70, 1, v70
	global_load_dwordx2 v[80:81], v69, s[4:5]
	global_load_ushort v71, v70, s[6:7] offset:256
	global_load_ushort v72, v70, s[6:7] offset:384
	global_load_ushort v73, v70, s[6:7]
	global_load_ushort v74, v70, s[6:7] offset:128
	v_lshlrev_b32_e32 v68, 1, v68
	global_load_ushort v75, v70, s[6:7] offset:448
	global_load_ushort v76, v70, s[6:7] offset:320
	global_load_ushort v77, v70, s[6:7] offset:192
	global_load_dwordx2 v[82:83], v68, s[4:5]
	global_load_ushort v78, v70, s[6:7] offset:64
	s_add_i32 s8, s8, -1
	v_add_u32_e32 v66, 8, v66
	s_cmp_lg_u32 s8, 0
	v_add_u32_e32 v67, 0x200, v67
	s_waitcnt vmcnt(7)
	v_perm_b32 v69, v72, v71, s1
	s_waitcnt vmcnt(3)
	v_perm_b32 v71, v75, v76, s1
	v_perm_b32 v68, v74, v73, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v70, v77, v78, s1
	v_mfma_f32_32x32x8_f16 v[2:17], v[80:81], v[68:69], v[2:17]
	s_nop 0
	v_mfma_f32_32x32x8_f16 v[18:33], v[80:81], v[70:71], v[18:33]
	v_mfma_f32_32x32x8_f16 v[34:49], v[82:83], v[68:69], v[34:49]
	v_mfma_f32_32x32x8_f16 v[50:65], v[82:83], v[70:71], v[50:65]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
.LBB0_4:
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[66:67], s[2:3], 0, v[0:1]
	s_nop 5
	v_fma_f32 v1, v3, v51, -v19
	global_store_dword v0, v1, s[2:3] offset:256
	v_fma_f32 v1, v4, v52, -v20
	global_store_dword v0, v1, s[2:3] offset:512
	v_fma_f32 v1, v5, v53, -v21
	global_store_dword v0, v1, s[2:3] offset:768
	v_fma_f32 v1, v6, v54, -v22
	global_store_dword v0, v1, s[2:3] offset:1024
	v_fma_f32 v1, v7, v55, -v23
	global_store_dword v0, v1, s[2:3] offset:1280
	v_fma_f32 v1, v8, v56, -v24
	global_store_dword v0, v1, s[2:3] offset:1536
	v_fma_f32 v1, v9, v57, -v25
	global_store_dword v0, v1, s[2:3] offset:1792
	v_fma_f32 v1, v10, v58, -v26
	global_store_dword v0, v1, s[2:3] offset:2048
	v_fma_f32 v1, v11, v59, -v27
	global_store_dword v0, v1, s[2:3] offset:2304
	v_fma_f32 v1, v12, v60, -v28
	global_store_dword v0, v1, s[2:3] offset:2560
	v_fma_f32 v1, v13, v61, -v29
	global_store_dword v0, v1, s[2:3] offset:2816
	v_fma_f32 v1, v14, v62, -v30
	global_store_dword v0, v1, s[2:3] offset:3072
	v_fma_f32 v1, v15, v63, -v31
	v_add_co_u32_e32 v66, vcc, 0x1000, v66
	global_store_dword v0, v1, s[2:3] offset:3328
	v_fma_f32 v1, v16, v64, -v32
	v_fma_f32 v2, v2, v50, -v18
	v_fmac_f32_e32 v34, 0.5, v18
	v_addc_co_u32_e32 v67, vcc, 0, v67, vcc
	v_fmac_f32_e32 v35, 0.5, v19
	v_fmac_f32_e32 v36, 0.5, v20
	v_fmac_f32_e32 v37, 0.5, v21
	v_fmac_f32_e32 v38, 0.5, v22
	v_fmac_f32_e32 v39, 0.5, v23
	v_fmac_f32_e32 v40, 0.5, v24
	v_fmac_f32_e32 v41, 0.5, v25
	v_fmac_f32_e32 v42, 0.5, v26
	v_fmac_f32_e32 v43, 0.5, v27
	v_fmac_f32_e32 v44, 0.5, v28
	v_fmac_f32_e32 v45, 0.5, v29
	v_fmac_f32_e32 v46, 0.5, v30
	v_fmac_f32_e32 v47, 0.5, v31
	global_store_dword v0, v1, s[2:3] offset:3584
	v_fmac_f32_e32 v48, 0.5, v32
	v_fma_f32 v1, v17, v65, -v33
	v_fmac_f32_e32 v49, 0.5, v33
	global_store_dword v0, v2, s[2:3]
	global_store_dword v[66:67], v34, off
	global_store_dword v[66:67], v35, off offset:256
	global_store_dword v[66:67], v36, off offset:512
	global_store_dword v[66:67], v37, off offset:768
	global_store_dword v[66:67], v38, off offset:1024
	global_store_dword v[66:67], v39, off offset:1280
	global_store_dword v[66:67], v40, off offset:1536
	global_store_dword v[66:67], v41, off offset:1792
	global_store_dword v[66:67], v42, off offset:2048
	global_store_dword v[66:67], v43, off offset:2304
	global_store_dword v[66:67], v44, off offset:2560
	global_store_dword v[66:67], v45, off offset:2816
	global_store_dword v[66:67], v46, off offset:3072
	global_store_dword v[66:67], v47, off offset:3328
	global_store_dword v[66:67], v48, off offset:3584
	global_store_dword v0, v1, s[2:3] offset:3840
	global_store_dword v[66:67], v49, off offset:3840
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel agpr_four_acc
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr 84
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 84
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
	.size	agpr_four_acc, .Lfunc_end0-agpr_four_acc
                                        ; -- End function
	.set agpr_four_acc.num_vgpr, 84
	.set agpr_four_acc.num_agpr, 0
	.set agpr_four_acc.numbered_sgpr, 9
	.set agpr_four_acc.num_named_barrier, 0
	.set agpr_four_acc.private_seg_size, 0
	.set agpr_four_acc.uses_vcc, 1
	.set agpr_four_acc.uses_flat_scratch, 0
	.set agpr_four_acc.has_dyn_sized_stack, 0
	.set agpr_four_acc.has_recursion, 0
	.set agpr_four_acc.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1308
; TotalNumSgprs: 15
; NumVgprs: 84
; NumAgprs: 0
; TotalNumVgprs: 84
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 84
; AccumOffset: 84
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 20
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
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           agpr_four_acc
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         agpr_four_acc.kd
    .uses_dynamic_stack: false
    .vgpr_count:     84
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
