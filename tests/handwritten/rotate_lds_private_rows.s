	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	t300
	.globl	t300
	.p2align	8
	.type	t300,@function
t300:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_or_b32 v1, s2, 7, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshrrev_b32_e32 v18, 6, v0
	v_mul_u32_u24_e32 v18, 0x400, v18
	v_lshl_add_u32 v16, v0, 2, v18
	v_xor_b32_e32 v17, 4, v16
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_mov_b32 s20, 0
	s_mov_b32 s18, 0x4000
	s_mov_b32 s19, 0x20000
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s16, s6
	s_mov_b32 s17, s7
.LBB0_1:
	buffer_load_dword v2, v7, s[16:19], 0 offen
	s_waitcnt vmcnt(0)
	ds_write_b32 v16, v2
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v4, v17
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x4_f32 v[8:11], v2, v4, v[8:11]
	v_add_u32_e32 v7, 0x100, v7
	v_add_u32_e32 v16, 0x100, v16
	v_add_u32_e32 v17, 0x100, v17
	s_add_u32 s20, s20, 1
	s_cmp_lt_u32 s20, 4
	s_cbranch_scc1 .LBB0_1
	v_lshl_or_b32 v6, s2, 7, v0
	v_lshlrev_b32_e32 v6, 4, v6
	s_nop 7
	s_nop 7
	global_store_dwordx4 v6, v[8:11], s[8:9]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel t300
		.amdhsa_group_segment_fixed_size 2304
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
	.size	t300, .Lfunc_end0-t300
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
    .group_segment_fixed_size: 2304
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 128
    .name:           t300
    .private_segment_fixed_size: 0
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         t300.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
