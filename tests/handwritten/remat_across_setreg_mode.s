	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	t210
	.globl	t210
	.p2align	8
	.type	t210,@function
t210:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	v_cvt_f32_u32_e32 v30, v1
	v_mul_f32_e32 v30, 0x3eaaaaab, v30
	v_mul_f32_e32 v31, 0x3e4ccccd, v30
	v_mov_b32_e32 v20, 0
	s_mov_b32 s20, 0
	s_waitcnt lgkmcnt(0)
.LBB0_1:
	global_load_dwordx4 v[4:7], v1, s[4:5]
	global_load_dwordx4 v[8:11], v1, s[4:5] offset:1024
	global_load_dwordx4 v[12:15], v1, s[4:5] offset:2048
	global_load_dwordx4 v[16:19], v1, s[4:5] offset:3072
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, v4, v5
	v_add_u32_e32 v6, v6, v7
	v_add_u32_e32 v8, v8, v9
	v_add_u32_e32 v10, v10, v11
	v_add_u32_e32 v12, v12, v13
	v_add_u32_e32 v14, v14, v15
	v_add_u32_e32 v16, v16, v17
	v_add_u32_e32 v18, v18, v19
	v_xor_b32_e32 v4, v4, v6
	v_xor_b32_e32 v8, v8, v10
	v_xor_b32_e32 v12, v12, v14
	v_xor_b32_e32 v16, v16, v18
	v_add_u32_e32 v4, v4, v8
	v_add_u32_e32 v12, v12, v16
	v_add_u32_e32 v4, v4, v12
	v_add_u32_e32 v20, v20, v4
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0xf
	s_add_u32 s20, s20, 1
	s_cmp_lt_u32 s20, 3
	s_cbranch_scc1 .LBB0_1
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_and_saveexec_b64 s[40:41], vcc
	global_store_dword v1, v30, s[8:9]
	s_or_b64 exec, exec, s[40:41]
	global_store_dword v1, v31, s[8:9] offset:256
	global_store_dword v1, v20, s[10:11]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel t210
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 48
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	t210, .Lfunc_end0-t210
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           t210
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         t210.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
