	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	int_div                 ; -- Begin function int_div
	.globl	int_div
	.p2align	8
	.type	int_div,@function
int_div:                                ; @int_div
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_or_b32 v0, s2, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_mov_b32 s0, 0xf4243
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[2:3]
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	global_load_dword v9, v[6:7], off
	global_load_dword v10, v[4:5], off
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	v_mov_b32_e32 v8, 0
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v6, 1, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v7, v10, v9
	v_or_b32_e32 v12, 3, v9
	v_sub_u32_e32 v9, 0, v6
	v_cvt_f32_u32_e32 v14, v6
	v_cvt_f32_u32_e32 v16, v12
	v_max_i32_e32 v18, v9, v6
	v_cvt_f32_u32_e32 v19, v18
	v_mad_i64_i32 v[2:3], s[0:1], v10, s0, 0
	v_ashrrev_i32_e32 v13, 31, v7
	v_ashrrev_i32_e32 v7, 31, v6
	v_rcp_iflag_f32_e32 v14, v14
	v_or_b32_e32 v9, v3, v7
	v_rcp_iflag_f32_e32 v16, v16
	v_cmp_ne_u64_e32 vcc, 0, v[8:9]
	v_rcp_iflag_f32_e32 v9, v19
	v_mul_f32_e32 v14, 0x4f7ffffe, v14
	v_mul_f32_e32 v16, 0x4f7ffffe, v16
	v_cvt_u32_f32_e32 v14, v14
	v_cvt_u32_f32_e32 v16, v16
	v_mul_f32_e32 v9, 0x4f7ffffe, v9
	v_cvt_u32_f32_e32 v9, v9
	v_sub_u32_e32 v15, 0, v6
	v_sub_u32_e32 v17, 0, v12
	v_mul_lo_u32 v15, v15, v14
	v_sub_u32_e32 v20, 0, v18
	v_mul_lo_u32 v17, v17, v16
	v_mul_hi_u32 v15, v14, v15
	v_mul_hi_u32 v17, v16, v17
	v_mul_lo_u32 v19, v20, v9
	v_add_u32_e32 v14, v14, v15
	v_add_u32_e32 v15, v16, v17
	v_mul_hi_u32 v16, v9, v19
	v_mul_hi_u32 v14, v10, v14
	v_sub_u32_e32 v11, 0, v10
	v_add_u32_e32 v9, v9, v16
	v_mul_lo_u32 v16, v14, v6
	v_max_i32_e32 v11, v11, v10
	v_mul_hi_u32 v15, v10, v15
	v_sub_u32_e32 v16, v10, v16
	v_add_u32_e32 v17, 1, v14
	v_mul_lo_u32 v15, v15, v12
	v_mul_hi_u32 v9, v11, v9
	v_cmp_ge_u32_e64 s[0:1], v16, v6
	v_sub_u32_e32 v15, v10, v15
	v_mul_lo_u32 v19, v9, v18
	v_cndmask_b32_e64 v14, v14, v17, s[0:1]
	v_sub_u32_e32 v17, v16, v6
	v_sub_u32_e32 v21, v15, v12
	v_sub_u32_e32 v11, v11, v19
	v_cndmask_b32_e64 v16, v16, v17, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v15, v12
	v_add_u32_e32 v20, 1, v9
	v_sub_u32_e32 v19, v11, v18
	v_cndmask_b32_e64 v15, v15, v21, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v11, v18
	v_add_u32_e32 v17, 1, v14
	v_cmp_ge_u32_e64 s[2:3], v16, v6
	v_cndmask_b32_e64 v9, v9, v20, s[0:1]
	v_sub_u32_e32 v16, v15, v12
	v_cndmask_b32_e64 v11, v11, v19, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v15, v12
	v_cndmask_b32_e64 v14, v14, v17, s[2:3]
	v_add_u32_e32 v17, 1, v9
	v_cndmask_b32_e64 v12, v15, v16, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v11, v18
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v17, s[0:1]
	v_xor_b32_e32 v9, v9, v13
	v_sub_u32_e32 v9, v9, v13
	v_mul_lo_u32 v11, v9, v6
	v_sub_u32_e32 v10, v10, v11
	v_add_u32_e32 v9, v10, v9
	v_add3_u32 v9, v9, v14, v12
	global_store_dword v[4:5], v9, off
	v_ashrrev_i32_e32 v4, 31, v3
                                        ; implicit-def: $vgpr10_vgpr11
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_ashrrev_i32_e32 v10, 31, v7
	v_mov_b32_e32 v11, v10
	v_lshl_add_u64 v[12:13], v[6:7], 0, v[10:11]
	v_xor_b32_e32 v11, v13, v10
	v_xor_b32_e32 v20, v12, v10
	v_cvt_f32_u32_e32 v5, v20
	v_cvt_f32_u32_e32 v9, v11
	v_sub_co_u32_e32 v18, vcc, 0, v20
	v_mov_b32_e32 v17, v8
	v_fmamk_f32 v5, v9, 0x4f800000, v5
	v_rcp_f32_e32 v5, v5
	v_subb_co_u32_e32 v19, vcc, 0, v11, vcc
	v_mul_f32_e32 v5, 0x5f7ffffc, v5
	v_mul_f32_e32 v9, 0x2f800000, v5
	v_trunc_f32_e32 v9, v9
	v_fmamk_f32 v5, v9, 0xcf800000, v5
	v_cvt_u32_f32_e32 v5, v5
	v_cvt_u32_f32_e32 v9, v9
	v_mul_lo_u32 v14, v19, v5
	v_mad_u64_u32 v[12:13], s[0:1], v18, v5, 0
	v_mul_lo_u32 v15, v18, v9
	v_add3_u32 v13, v13, v15, v14
	v_mad_u64_u32 v[14:15], s[0:1], v5, v13, 0
	v_mul_hi_u32 v16, v5, v12
	v_lshl_add_u64 v[14:15], v[16:17], 0, v[14:15]
	v_mad_u64_u32 v[16:17], s[0:1], v9, v13, 0
	v_mad_u64_u32 v[12:13], s[0:1], v9, v12, 0
	v_add_co_u32_e32 v12, vcc, v14, v12
	s_nop 1
	v_addc_co_u32_e32 v12, vcc, v15, v13, vcc
	v_mov_b32_e32 v13, v8
	s_nop 0
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[16:17]
	v_add_co_u32_e32 v5, vcc, v5, v12
	v_mul_lo_u32 v15, v19, v5
	s_nop 0
	v_addc_co_u32_e32 v9, vcc, v9, v13, vcc
	v_mul_lo_u32 v14, v18, v9
	v_mad_u64_u32 v[12:13], s[0:1], v18, v5, 0
	v_add3_u32 v13, v13, v14, v15
	v_mad_u64_u32 v[14:15], s[0:1], v9, v13, 0
	v_mad_u64_u32 v[16:17], s[0:1], v9, v12, 0
	v_mad_u64_u32 v[18:19], s[0:1], v5, v13, 0
	v_mul_hi_u32 v12, v5, v12
	v_mov_b32_e32 v13, v8
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[18:19]
	v_add_co_u32_e32 v12, vcc, v12, v16
	s_nop 1
	v_addc_co_u32_e32 v12, vcc, v13, v17, vcc
	v_mov_b32_e32 v13, v8
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[14:15]
	v_add_co_u32_e32 v16, vcc, v5, v12
	v_mov_b32_e32 v5, v4
	s_nop 0
	v_addc_co_u32_e32 v9, vcc, v9, v13, vcc
	v_lshl_add_u64 v[12:13], v[2:3], 0, v[4:5]
	v_xor_b32_e32 v18, v12, v4
	v_xor_b32_e32 v5, v13, v4
	v_mad_u64_u32 v[12:13], s[0:1], v18, v9, 0
	v_mul_hi_u32 v14, v18, v16
	v_mov_b32_e32 v15, v8
	v_lshl_add_u64 v[12:13], v[14:15], 0, v[12:13]
	v_mad_u64_u32 v[16:17], s[0:1], v5, v16, 0
	v_mad_u64_u32 v[14:15], s[0:1], v5, v9, 0
	v_add_co_u32_e32 v9, vcc, v12, v16
	s_nop 1
	v_addc_co_u32_e32 v12, vcc, v13, v17, vcc
	v_mov_b32_e32 v13, v8
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	v_lshl_add_u64 v[8:9], v[12:13], 0, v[14:15]
	v_mul_lo_u32 v14, v11, v8
	v_mul_lo_u32 v15, v20, v9
	v_mad_u64_u32 v[12:13], s[0:1], v20, v8, 0
	v_add3_u32 v16, v13, v15, v14
	v_sub_u32_e32 v13, v5, v16
	v_sub_co_u32_e32 v17, vcc, v18, v12
	s_nop 1
	v_subb_co_u32_e64 v12, s[0:1], v13, v11, vcc
	v_sub_co_u32_e64 v13, s[0:1], v17, v20
	v_subb_co_u32_e32 v5, vcc, v5, v16, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v12, s[0:1], 0, v12, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v12, v11
	v_cmp_ge_u32_e32 vcc, v5, v11
	s_nop 0
	v_cndmask_b32_e64 v14, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v13, v20
	s_nop 1
	v_cndmask_b32_e64 v13, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v12, v11
	s_nop 1
	v_cndmask_b32_e64 v18, v14, v13, s[0:1]
	v_lshl_add_u64 v[12:13], v[8:9], 0, 2
	v_lshl_add_u64 v[14:15], v[8:9], 0, 1
	v_cmp_ne_u32_e64 s[0:1], 0, v18
	s_nop 1
	v_cndmask_b32_e64 v13, v15, v13, s[0:1]
	v_cndmask_b32_e64 v15, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v17, v20
	s_nop 1
	v_cndmask_b32_e64 v16, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v5, v11
	s_nop 1
	v_cndmask_b32_e32 v5, v15, v16, vcc
	v_cmp_ne_u32_e32 vcc, 0, v5
	s_nop 1
	v_cndmask_b32_e32 v5, v9, v13, vcc
	v_cndmask_b32_e64 v9, v14, v12, s[0:1]
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_xor_b32_e32 v9, v4, v10
	v_xor_b32_e32 v8, v8, v9
	v_xor_b32_e32 v5, v5, v9
	v_sub_co_u32_e32 v10, vcc, v8, v9
	s_nop 1
	v_subb_co_u32_e32 v11, vcc, v5, v9, vcc
.LBB0_2:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_cvt_f32_u32_e32 v5, v6
	v_sub_u32_e32 v8, 0, v6
	v_mov_b32_e32 v11, 0
	v_rcp_iflag_f32_e32 v5, v5
	s_nop 0
	v_mul_f32_e32 v5, 0x4f7ffffe, v5
	v_cvt_u32_f32_e32 v5, v5
	v_mul_lo_u32 v8, v8, v5
	v_mul_hi_u32 v8, v5, v8
	v_add_u32_e32 v5, v5, v8
	v_mul_hi_u32 v5, v2, v5
	v_mul_lo_u32 v8, v5, v6
	v_sub_u32_e32 v8, v2, v8
	v_add_u32_e32 v9, 1, v5
	v_sub_u32_e32 v10, v8, v6
	v_cmp_ge_u32_e32 vcc, v8, v6
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_cndmask_b32_e32 v5, v5, v9, vcc
	v_add_u32_e32 v9, 1, v5
	v_cmp_ge_u32_e32 vcc, v8, v6
	s_nop 1
	v_cndmask_b32_e32 v10, v5, v9, vcc
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[8:9], v[6:7], 0, 7
	v_or_b32_e32 v7, v3, v9
	v_mov_b32_e32 v6, 0
	v_cmp_ne_u64_e32 vcc, 0, v[6:7]
                                        ; implicit-def: $vgpr12_vgpr13
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[4:5], exec, s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_ashrrev_i32_e32 v12, 31, v9
	v_mov_b32_e32 v13, v12
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[12:13]
	v_xor_b32_e32 v7, v9, v12
	v_xor_b32_e32 v18, v8, v12
	v_cvt_f32_u32_e32 v5, v18
	v_cvt_f32_u32_e32 v8, v7
	v_sub_co_u32_e32 v16, vcc, 0, v18
	v_mov_b32_e32 v15, v6
	v_fmamk_f32 v5, v8, 0x4f800000, v5
	v_rcp_f32_e32 v5, v5
	v_subb_co_u32_e32 v17, vcc, 0, v7, vcc
	v_mul_f32_e32 v5, 0x5f7ffffc, v5
	v_mul_f32_e32 v8, 0x2f800000, v5
	v_trunc_f32_e32 v8, v8
	v_fmamk_f32 v5, v8, 0xcf800000, v5
	v_cvt_u32_f32_e32 v5, v5
	v_cvt_u32_f32_e32 v19, v8
	v_mul_lo_u32 v12, v17, v5
	v_mad_u64_u32 v[8:9], s[0:1], v16, v5, 0
	v_mul_lo_u32 v13, v16, v19
	v_add3_u32 v9, v9, v13, v12
	v_mad_u64_u32 v[12:13], s[0:1], v5, v9, 0
	v_mul_hi_u32 v14, v5, v8
	v_lshl_add_u64 v[12:13], v[14:15], 0, v[12:13]
	v_mad_u64_u32 v[14:15], s[0:1], v19, v9, 0
	v_mad_u64_u32 v[8:9], s[0:1], v19, v8, 0
	v_add_co_u32_e32 v8, vcc, v12, v8
	s_nop 1
	v_addc_co_u32_e32 v8, vcc, v13, v9, vcc
	v_mov_b32_e32 v9, v6
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[14:15]
	v_add_co_u32_e32 v5, vcc, v5, v8
	v_mul_lo_u32 v13, v17, v5
	s_nop 0
	v_addc_co_u32_e32 v19, vcc, v19, v9, vcc
	v_mul_lo_u32 v12, v16, v19
	v_mad_u64_u32 v[8:9], s[0:1], v16, v5, 0
	v_add3_u32 v9, v9, v12, v13
	v_mad_u64_u32 v[12:13], s[0:1], v19, v9, 0
	v_mad_u64_u32 v[14:15], s[0:1], v19, v8, 0
	v_mad_u64_u32 v[16:17], s[0:1], v5, v9, 0
	v_mul_hi_u32 v8, v5, v8
	v_mov_b32_e32 v9, v6
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[16:17]
	v_add_co_u32_e32 v8, vcc, v8, v14
	s_nop 1
	v_addc_co_u32_e32 v8, vcc, v9, v15, vcc
	v_mov_b32_e32 v9, v6
	s_nop 0
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[12:13]
	v_add_co_u32_e32 v12, vcc, v5, v8
	v_mov_b32_e32 v5, v4
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	v_addc_co_u32_e32 v13, vcc, v19, v9, vcc
	v_xor_b32_e32 v14, v2, v4
	v_xor_b32_e32 v5, v3, v4
	v_mad_u64_u32 v[2:3], s[0:1], v14, v13, 0
	v_mul_hi_u32 v8, v14, v12
	v_mov_b32_e32 v9, v6
	v_lshl_add_u64 v[2:3], v[8:9], 0, v[2:3]
	v_mad_u64_u32 v[8:9], s[0:1], v5, v13, 0
	v_mad_u64_u32 v[12:13], s[0:1], v5, v12, 0
	v_add_co_u32_e32 v2, vcc, v2, v12
	s_nop 1
	v_addc_co_u32_e32 v2, vcc, v3, v13, vcc
	v_mov_b32_e32 v3, v6
	s_nop 0
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[8:9]
	v_mul_lo_u32 v6, v7, v2
	v_mul_lo_u32 v8, v18, v3
	v_mad_u64_u32 v[2:3], s[0:1], v18, v2, 0
	v_add3_u32 v3, v3, v8, v6
	v_sub_u32_e32 v6, v5, v3
	v_sub_co_u32_e32 v2, vcc, v14, v2
	s_nop 1
	v_subb_co_u32_e64 v6, s[0:1], v6, v7, vcc
	v_sub_co_u32_e64 v8, s[0:1], v2, v18
	v_subb_co_u32_e32 v3, vcc, v5, v3, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v9, s[2:3], 0, v6, s[0:1]
	v_cmp_ge_u32_e64 s[2:3], v9, v7
	v_subb_co_u32_e64 v6, s[0:1], v6, v7, s[0:1]
	s_nop 0
	v_cndmask_b32_e64 v12, 0, -1, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v8, v18
	v_cmp_ge_u32_e32 vcc, v3, v7
	s_nop 0
	v_cndmask_b32_e64 v13, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v9, v7
	v_cndmask_b32_e64 v5, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v2, v18
	v_cndmask_b32_e64 v12, v12, v13, s[2:3]
	v_sub_co_u32_e64 v13, s[0:1], v8, v18
	s_nop 1
	v_subbrev_co_u32_e64 v6, s[0:1], 0, v6, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 0, v12
	s_nop 1
	v_cndmask_b32_e64 v6, v9, v6, s[0:1]
	v_cndmask_b32_e64 v9, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v3, v7
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v9, vcc
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_cndmask_b32_e64 v5, v8, v13, s[0:1]
                                        ; implicit-def: $vgpr8_vgpr9
	s_nop 0
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_cndmask_b32_e32 v3, v3, v6, vcc
	v_xor_b32_e32 v2, v2, v4
	v_xor_b32_e32 v3, v3, v4
	v_sub_co_u32_e32 v12, vcc, v2, v4
	s_nop 1
	v_subb_co_u32_e32 v13, vcc, v3, v4, vcc
                                        ; implicit-def: $vgpr2_vgpr3
.LBB0_6:
	s_andn2_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_cvt_f32_u32_e32 v3, v8
	v_sub_u32_e32 v4, 0, v8
	v_mov_b32_e32 v13, 0
	v_rcp_iflag_f32_e32 v3, v3
	s_nop 0
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v4, v4, v3
	v_mul_hi_u32 v4, v3, v4
	v_add_u32_e32 v3, v3, v4
	v_mul_hi_u32 v3, v2, v3
	v_mul_lo_u32 v3, v3, v8
	v_sub_u32_e32 v2, v2, v3
	v_sub_u32_e32 v3, v2, v8
	v_cmp_ge_u32_e32 vcc, v2, v8
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_sub_u32_e32 v3, v2, v8
	v_cmp_ge_u32_e32 vcc, v2, v8
	s_nop 1
	v_cndmask_b32_e32 v12, v2, v3, vcc
.LBB0_8:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v3, s11
	v_lshl_add_u64 v[4:5], v[12:13], 0, v[10:11]
	v_lshl_add_u64 v[0:1], v[0:1], 3, v[2:3]
	global_store_dwordx2 v[0:1], v[4:5], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int_div
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 12
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
	.size	int_div, .Lfunc_end0-int_div
                                        ; -- End function
	.set int_div.num_vgpr, 22
	.set int_div.num_agpr, 0
	.set int_div.numbered_sgpr, 12
	.set int_div.num_named_barrier, 0
	.set int_div.private_seg_size, 0
	.set int_div.uses_vcc, 1
	.set int_div.uses_flat_scratch, 0
	.set int_div.has_dyn_sized_stack, 0
	.set int_div.has_recursion, 0
	.set int_div.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2212
; TotalNumSgprs: 18
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           int_div
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         int_div.kd
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
