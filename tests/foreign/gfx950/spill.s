	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	spill                   ; -- Begin function spill
	.globl	spill
	.p2align	8
	.type	spill,@function
spill:                                  ; @spill
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_lshl_b32 s0, s2, 6
	v_or_b32_e32 v4, s0, v0
	v_mov_b32_e32 v1, 0xff
	v_bitop3_b32 v0, s0, v1, v0 bitop3:0xc8
	v_add_u32_e32 v1, 1, v4
	v_mov_b32_e32 v5, 2
	v_add_u32_e32 v2, 2, v4
	v_add_u32_e32 v3, 3, v4
	v_lshlrev_b32_sdwa v39, v5, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v40, v5, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v41, v5, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v6, 4, v4
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v39, s[6:7]
	global_load_dword v2, v40, s[6:7]
	global_load_dword v3, v41, s[6:7]
	v_lshlrev_b32_sdwa v36, v5, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v6, 5, v4
	global_load_dword v38, v0, s[6:7]
	v_lshlrev_b32_sdwa v37, v5, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v6, 6, v4
	global_load_dword v24, v36, s[6:7]
	global_load_dword v25, v37, s[6:7]
	v_lshlrev_b32_sdwa v34, v5, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v6, 7, v4
	v_lshlrev_b32_sdwa v35, v5, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v6, 8, v4
	global_load_dword v20, v34, s[6:7]
	global_load_dword v21, v35, s[6:7]
	v_lshlrev_b32_sdwa v32, v5, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v6, 9, v4
	v_lshlrev_b32_sdwa v33, v5, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v6, 10, v4
	global_load_dword v12, v32, s[6:7]
	global_load_dword v13, v33, s[6:7]
	v_lshlrev_b32_sdwa v30, v5, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v6, 11, v4
	v_lshlrev_b32_sdwa v31, v5, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v6, 12, v4
	global_load_dword v10, v30, s[6:7]
	global_load_dword v11, v31, s[6:7]
	v_lshlrev_b32_sdwa v28, v5, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v6, 13, v4
	v_lshlrev_b32_sdwa v29, v5, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	global_load_dword v8, v28, s[6:7]
	global_load_dword v9, v29, s[6:7]
	v_add_u32_e32 v6, 14, v4
	v_add_u32_e32 v7, 15, v4
	v_lshlrev_b32_sdwa v26, v5, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v27, v5, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	global_load_dword v6, v26, s[6:7]
	global_load_dword v7, v27, s[6:7]
	v_add_u32_e32 v14, 16, v4
	v_lshlrev_b32_sdwa v22, v5, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v14, 17, v4
	v_lshlrev_b32_sdwa v23, v5, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v14, 18, v4
	v_lshlrev_b32_sdwa v42, v5, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v14, 19, v4
	v_lshlrev_b32_sdwa v43, v5, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v14, 20, v4
	v_lshlrev_b32_sdwa v44, v5, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v14, 21, v4
	v_lshlrev_b32_sdwa v45, v5, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	global_load_dword v18, v22, s[6:7]
	global_load_dword v19, v23, s[6:7]
	global_load_dword v16, v42, s[6:7]
	global_load_dword v17, v43, s[6:7]
	global_load_dword v14, v44, s[6:7]
	global_load_dword v15, v45, s[6:7]
	v_add_u32_e32 v22, 22, v4
	v_lshlrev_b32_sdwa v42, v5, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v22, 23, v4
	v_lshlrev_b32_sdwa v43, v5, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	global_load_dword v22, v42, s[6:7]
	global_load_dword v23, v43, s[6:7]
	s_mov_b32 s0, 2.0
	s_mov_b32 s1, 0x40400000
	global_load_dword v42, v0, s[4:5]
	global_load_dword v43, v40, s[4:5]
	global_load_dword v44, v41, s[4:5]
	global_load_dword v45, v39, s[4:5]
	global_load_dword v56, v26, s[4:5]
	global_load_dword v57, v27, s[4:5]
	global_load_dword v54, v28, s[4:5]
	global_load_dword v55, v29, s[4:5]
	global_load_dword v52, v30, s[4:5]
	global_load_dword v53, v31, s[4:5]
	global_load_dword v50, v32, s[4:5]
	global_load_dword v51, v33, s[4:5]
	global_load_dword v48, v34, s[4:5]
	global_load_dword v49, v35, s[4:5]
	global_load_dword v46, v36, s[4:5]
	global_load_dword v47, v37, s[4:5]
	s_waitcnt vmcnt(37)
	v_pk_mul_f32 v[2:3], v[2:3], s[0:1]
	s_mov_b32 s0, 4.0
	s_mov_b32 s1, 0x40a00000
	s_waitcnt vmcnt(36)
	v_mul_f32_e32 v0, 0, v38
	scratch_store_dwordx4 off, v[0:3], off
	s_waitcnt vmcnt(35)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[24:25], s[0:1]
	s_mov_b32 s0, 0x40c00000
	s_mov_b32 s1, 0x40e00000
	s_waitcnt vmcnt(33)
	v_pk_mul_f32 v[2:3], v[20:21], s[0:1]
	s_mov_b32 s0, 0x41000000
	s_mov_b32 s1, 0x41100000
	scratch_store_dwordx4 off, v[0:3], off offset:16
	s_waitcnt vmcnt(32)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[12:13], s[0:1]
	s_mov_b32 s0, 0x41200000
	s_mov_b32 s1, 0x41300000
	s_waitcnt vmcnt(30)
	v_pk_mul_f32 v[2:3], v[10:11], s[0:1]
	s_mov_b32 s0, 0x41400000
	s_mov_b32 s1, 0x41500000
	scratch_store_dwordx4 off, v[0:3], off offset:32
	s_waitcnt vmcnt(29)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[8:9], s[0:1]
	s_mov_b32 s0, 0x41600000
	s_mov_b32 s1, 0x41700000
	s_waitcnt vmcnt(27)
	v_pk_mul_f32 v[2:3], v[6:7], s[0:1]
	s_mov_b32 s0, 0x41800000
	s_mov_b32 s1, 0x41880000
	scratch_store_dwordx4 off, v[0:3], off offset:48
	s_waitcnt vmcnt(26)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[18:19], s[0:1]
	s_mov_b32 s0, 0x41900000
	s_mov_b32 s1, 0x41980000
	s_waitcnt vmcnt(24)
	v_pk_mul_f32 v[2:3], v[16:17], s[0:1]
	s_mov_b32 s0, 0x41a00000
	s_mov_b32 s1, 0x41a80000
	scratch_store_dwordx4 off, v[0:3], off offset:64
	s_waitcnt vmcnt(23)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[14:15], s[0:1]
	s_mov_b32 s0, 0x41b00000
	s_mov_b32 s1, 0x41b80000
	s_waitcnt vmcnt(21)
	v_pk_mul_f32 v[2:3], v[22:23], s[0:1]
	scratch_store_dwordx4 off, v[0:3], off offset:80
	s_mov_b32 s0, 0x41c00000
	s_mov_b32 s1, 0x41c80000
	v_add_u32_e32 v0, 24, v4
	v_lshlrev_b32_sdwa v10, v5, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v0, 25, v4
	v_lshlrev_b32_sdwa v11, v5, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v0, 26, v4
	v_lshlrev_b32_sdwa v12, v5, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v0, 27, v4
	v_lshlrev_b32_sdwa v13, v5, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v0, 28, v4
	v_lshlrev_b32_sdwa v14, v5, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v0, 29, v4
	v_lshlrev_b32_sdwa v15, v5, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v0, 30, v4
	v_lshlrev_b32_sdwa v16, v5, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v0, 31, v4
	v_lshlrev_b32_sdwa v17, v5, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	global_load_dword v0, v10, s[6:7]
	global_load_dword v1, v11, s[6:7]
	global_load_dword v2, v12, s[6:7]
	global_load_dword v3, v13, s[6:7]
	global_load_dword v6, v14, s[6:7]
	global_load_dword v7, v15, s[6:7]
	global_load_dword v8, v16, s[6:7]
	global_load_dword v9, v17, s[6:7]
	v_add_u32_e32 v10, 32, v4
	v_lshlrev_b32_sdwa v18, v5, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v10, 33, v4
	v_lshlrev_b32_sdwa v19, v5, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v10, 34, v4
	v_lshlrev_b32_sdwa v20, v5, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v10, 35, v4
	v_lshlrev_b32_sdwa v21, v5, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v10, 36, v4
	v_lshlrev_b32_sdwa v22, v5, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v10, 37, v4
	v_lshlrev_b32_sdwa v23, v5, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v10, 38, v4
	v_lshlrev_b32_sdwa v24, v5, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v10, 39, v4
	v_lshlrev_b32_sdwa v25, v5, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	global_load_dword v10, v18, s[6:7]
	global_load_dword v11, v19, s[6:7]
	global_load_dword v12, v20, s[6:7]
	global_load_dword v13, v21, s[6:7]
	global_load_dword v14, v22, s[6:7]
	global_load_dword v15, v23, s[6:7]
	global_load_dword v16, v24, s[6:7]
	global_load_dword v17, v25, s[6:7]
	v_add_u32_e32 v18, 40, v4
	v_lshlrev_b32_sdwa v26, v5, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v18, 41, v4
	v_lshlrev_b32_sdwa v27, v5, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v18, 42, v4
	v_lshlrev_b32_sdwa v28, v5, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v18, 43, v4
	v_lshlrev_b32_sdwa v29, v5, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v18, 44, v4
	v_lshlrev_b32_sdwa v30, v5, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v18, 45, v4
	v_lshlrev_b32_sdwa v31, v5, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v18, 46, v4
	v_lshlrev_b32_sdwa v32, v5, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v18, 47, v4
	v_lshlrev_b32_sdwa v33, v5, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	global_load_dword v18, v26, s[6:7]
	global_load_dword v19, v27, s[6:7]
	global_load_dword v20, v28, s[6:7]
	global_load_dword v21, v29, s[6:7]
	global_load_dword v22, v30, s[6:7]
	global_load_dword v23, v31, s[6:7]
	global_load_dword v24, v32, s[6:7]
	global_load_dword v25, v33, s[6:7]
	v_add_u32_e32 v26, 48, v4
	v_lshlrev_b32_sdwa v34, v5, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v26, 49, v4
	v_lshlrev_b32_sdwa v35, v5, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v26, 50, v4
	v_lshlrev_b32_sdwa v36, v5, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v26, 51, v4
	v_lshlrev_b32_sdwa v37, v5, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v26, 52, v4
	v_lshlrev_b32_sdwa v38, v5, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v26, 53, v4
	v_lshlrev_b32_sdwa v39, v5, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v26, 54, v4
	v_lshlrev_b32_sdwa v40, v5, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v26, 55, v4
	v_lshlrev_b32_sdwa v41, v5, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	global_load_dword v26, v34, s[6:7]
	global_load_dword v27, v35, s[6:7]
	global_load_dword v28, v36, s[6:7]
	global_load_dword v29, v37, s[6:7]
	global_load_dword v30, v38, s[6:7]
	global_load_dword v31, v39, s[6:7]
	global_load_dword v32, v40, s[6:7]
	global_load_dword v33, v41, s[6:7]
	v_add_u32_e32 v34, 56, v4
	v_lshlrev_b32_sdwa v40, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v34, 57, v4
	v_lshlrev_b32_sdwa v41, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v34, 58, v4
	v_lshlrev_b32_sdwa v58, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v34, 59, v4
	v_lshlrev_b32_sdwa v59, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v34, 60, v4
	v_lshlrev_b32_sdwa v60, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v34, 61, v4
	v_lshlrev_b32_sdwa v61, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	global_load_dword v34, v40, s[6:7]
	global_load_dword v35, v41, s[6:7]
	global_load_dword v36, v58, s[6:7]
	global_load_dword v37, v59, s[6:7]
	global_load_dword v38, v60, s[6:7]
	global_load_dword v39, v61, s[6:7]
	v_add_u32_e32 v40, 62, v4
	v_lshlrev_b32_sdwa v58, v5, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u32_e32 v40, 63, v4
	v_lshlrev_b32_sdwa v5, v5, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	global_load_dword v40, v58, s[6:7]
	global_load_dword v41, v5, s[6:7]
	s_waitcnt vmcnt(38)
	v_pk_mul_f32 v[0:1], v[0:1], s[0:1]
	s_mov_b32 s0, 0x41d00000
	s_mov_b32 s1, 0x41d80000
	s_waitcnt vmcnt(36)
	v_pk_mul_f32 v[2:3], v[2:3], s[0:1]
	s_mov_b32 s0, 0x41e00000
	s_mov_b32 s1, 0x41e80000
	scratch_store_dwordx4 off, v[0:3], off offset:96
	s_waitcnt vmcnt(35)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[6:7], s[0:1]
	s_mov_b32 s0, 0x41f00000
	s_mov_b32 s1, 0x41f80000
	s_waitcnt vmcnt(33)
	v_pk_mul_f32 v[2:3], v[8:9], s[0:1]
	s_mov_b32 s0, 0x42000000
	s_mov_b32 s1, 0x42040000
	scratch_store_dwordx4 off, v[0:3], off offset:112
	s_waitcnt vmcnt(32)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[10:11], s[0:1]
	s_mov_b32 s0, 0x42080000
	s_mov_b32 s1, 0x420c0000
	s_waitcnt vmcnt(30)
	v_pk_mul_f32 v[2:3], v[12:13], s[0:1]
	s_mov_b32 s0, 0x42100000
	s_mov_b32 s1, 0x42140000
	scratch_store_dwordx4 off, v[0:3], off offset:128
	s_waitcnt vmcnt(29)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[14:15], s[0:1]
	s_mov_b32 s0, 0x42180000
	s_mov_b32 s1, 0x421c0000
	s_waitcnt vmcnt(27)
	v_pk_mul_f32 v[2:3], v[16:17], s[0:1]
	s_mov_b32 s0, 0x42200000
	s_mov_b32 s1, 0x42240000
	scratch_store_dwordx4 off, v[0:3], off offset:144
	s_waitcnt vmcnt(26)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[18:19], s[0:1]
	s_mov_b32 s0, 0x42280000
	s_mov_b32 s1, 0x422c0000
	s_waitcnt vmcnt(24)
	v_pk_mul_f32 v[2:3], v[20:21], s[0:1]
	s_mov_b32 s0, 0x42300000
	s_mov_b32 s1, 0x42340000
	scratch_store_dwordx4 off, v[0:3], off offset:160
	s_waitcnt vmcnt(23)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[22:23], s[0:1]
	s_mov_b32 s0, 0x42380000
	s_mov_b32 s1, 0x423c0000
	s_waitcnt vmcnt(21)
	v_pk_mul_f32 v[2:3], v[24:25], s[0:1]
	s_mov_b32 s0, 0x42400000
	s_mov_b32 s1, 0x42440000
	scratch_store_dwordx4 off, v[0:3], off offset:176
	s_waitcnt vmcnt(20)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[26:27], s[0:1]
	s_mov_b32 s0, 0x42480000
	s_mov_b32 s1, 0x424c0000
	s_waitcnt vmcnt(18)
	v_pk_mul_f32 v[2:3], v[28:29], s[0:1]
	s_mov_b32 s0, 0x42500000
	s_mov_b32 s1, 0x42540000
	scratch_store_dwordx4 off, v[0:3], off offset:192
	s_waitcnt vmcnt(17)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[30:31], s[0:1]
	s_mov_b32 s0, 0x42580000
	s_mov_b32 s1, 0x425c0000
	s_waitcnt vmcnt(15)
	v_pk_mul_f32 v[2:3], v[32:33], s[0:1]
	s_mov_b32 s0, 0x42600000
	s_mov_b32 s1, 0x42640000
	scratch_store_dwordx4 off, v[0:3], off offset:208
	s_waitcnt vmcnt(14)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[34:35], s[0:1]
	s_mov_b32 s0, 0x42680000
	s_mov_b32 s1, 0x426c0000
	s_waitcnt vmcnt(12)
	v_pk_mul_f32 v[2:3], v[36:37], s[0:1]
	s_mov_b32 s0, 0x42700000
	s_mov_b32 s1, 0x42740000
	scratch_store_dwordx4 off, v[0:3], off offset:224
	s_waitcnt vmcnt(11)
	s_nop 0
	v_pk_mul_f32 v[0:1], v[38:39], s[0:1]
	s_mov_b32 s0, 0x42780000
	s_mov_b32 s1, 0x427c0000
	s_waitcnt vmcnt(9)
	v_pk_mul_f32 v[2:3], v[40:41], s[0:1]
	scratch_store_dwordx4 off, v[0:3], off offset:240
	s_nop 1
	v_and_b32_e32 v0, 63, v42
	v_lshlrev_b32_e32 v0, 2, v0
	scratch_load_dword v1, v0, off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, 0, v1
	scratch_store_dword v0, v1, off
	v_mul_lo_u32 v0, v42, 7
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v1, 63, v45
	v_lshlrev_b32_e32 v1, 2, v1
	scratch_load_dword v0, v0, off
	s_nop 0
	scratch_load_dword v2, v1, off
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v3, 0, v0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v3, v2
	scratch_store_dword v1, v0, off
	v_mad_u64_u32 v[0:1], s[0:1], v45, 7, 1
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v1, 63, v43
	v_lshlrev_b32_e32 v1, 2, v1
	scratch_load_dword v0, v0, off
	s_nop 0
	scratch_load_dword v2, v1, off
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v3, v3, v0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v3, v2
	scratch_store_dword v1, v0, off
	v_mad_u64_u32 v[0:1], s[0:1], v43, 7, 2
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v1, 63, v44
	v_lshlrev_b32_e32 v2, 2, v1
	scratch_load_dword v5, v0, off
	scratch_load_dword v6, v2, off
	v_mad_u64_u32 v[0:1], s[0:1], v44, 7, 3
	v_and_b32_e32 v1, 63, v46
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v7, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v3, v3, v5
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v3, v6
	scratch_store_dword v2, v1, off
	scratch_load_dword v2, v0, off
	s_nop 0
	scratch_load_dword v5, v7, off
	v_mad_u64_u32 v[0:1], s[0:1], v46, 7, 4
	v_and_b32_e32 v1, 63, v47
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v6, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v3, v2
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v2, v5
	scratch_store_dword v7, v1, off
	scratch_load_dword v3, v0, off
	scratch_load_dword v5, v6, off
	v_mad_u64_u32 v[0:1], s[0:1], v47, 7, 5
	v_and_b32_e32 v1, 63, v48
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v7, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v2, v5
	scratch_store_dword v6, v1, off
	scratch_load_dword v3, v0, off
	scratch_load_dword v5, v7, off
	v_mad_u64_u32 v[0:1], s[0:1], v48, 7, 6
	v_and_b32_e32 v1, 63, v49
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v6, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v2, v5
	scratch_store_dword v7, v1, off
	scratch_load_dword v3, v0, off
	scratch_load_dword v5, v6, off
	v_mad_u64_u32 v[0:1], s[0:1], v49, 7, 7
	v_and_b32_e32 v1, 63, v50
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v7, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v2, v5
	scratch_store_dword v6, v1, off
	scratch_load_dword v3, v0, off
	scratch_load_dword v5, v7, off
	v_mad_u64_u32 v[0:1], s[0:1], v50, 7, 8
	v_and_b32_e32 v1, 63, v51
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v6, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v2, v5
	scratch_store_dword v7, v1, off
	scratch_load_dword v3, v0, off
	scratch_load_dword v5, v6, off
	v_mad_u64_u32 v[0:1], s[0:1], v51, 7, 9
	v_and_b32_e32 v1, 63, v52
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v7, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v2, v5
	scratch_store_dword v6, v1, off
	scratch_load_dword v3, v0, off
	scratch_load_dword v5, v7, off
	v_mad_u64_u32 v[0:1], s[0:1], v52, 7, 10
	v_and_b32_e32 v1, 63, v53
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v6, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v2, v5
	scratch_store_dword v7, v1, off
	scratch_load_dword v3, v0, off
	scratch_load_dword v5, v6, off
	v_mad_u64_u32 v[0:1], s[0:1], v53, 7, 11
	v_and_b32_e32 v1, 63, v54
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v7, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v2, v5
	scratch_store_dword v6, v1, off
	scratch_load_dword v3, v0, off
	scratch_load_dword v5, v7, off
	v_mad_u64_u32 v[0:1], s[0:1], v54, 7, 12
	v_and_b32_e32 v1, 63, v55
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v6, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v2, v5
	scratch_store_dword v7, v1, off
	scratch_load_dword v3, v0, off
	scratch_load_dword v5, v6, off
	v_mad_u64_u32 v[0:1], s[0:1], v55, 7, 13
	v_and_b32_e32 v1, 63, v56
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v7, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v2, v5
	scratch_store_dword v6, v1, off
	scratch_load_dword v3, v0, off
	scratch_load_dword v5, v7, off
	v_mad_u64_u32 v[0:1], s[0:1], v56, 7, 14
	v_and_b32_e32 v1, 63, v57
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v6, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v2, v2, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v2, v5
	scratch_store_dword v7, v1, off
	scratch_load_dword v3, v0, off
	scratch_load_dword v5, v6, off
	v_mad_u64_u32 v[0:1], s[0:1], v57, 7, 15
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v1, v2, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v1, v5
	scratch_store_dword v6, v2, off
	scratch_load_dword v0, v0, off
	v_ashrrev_i32_e32 v5, 31, v4
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v1, v0
	v_lshl_add_u64 v[0:1], v[4:5], 2, s[8:9]
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel spill
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 260
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 64
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
	.size	spill, .Lfunc_end0-spill
                                        ; -- End function
	.set spill.num_vgpr, 62
	.set spill.num_agpr, 0
	.set spill.numbered_sgpr, 10
	.set spill.num_named_barrier, 0
	.set spill.private_seg_size, 260
	.set spill.uses_vcc, 0
	.set spill.uses_flat_scratch, 0
	.set spill.has_dyn_sized_stack, 0
	.set spill.has_recursion, 0
	.set spill.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3564
; TotalNumSgprs: 16
; NumVgprs: 62
; NumAgprs: 0
; TotalNumVgprs: 62
; ScratchSize: 260
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 62
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           spill
    .private_segment_fixed_size: 260
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         spill.kd
    .uses_dynamic_stack: false
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
