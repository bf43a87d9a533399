	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	reg_pressure            ; -- Begin function reg_pressure
	.globl	reg_pressure
	.p2align	8
	.type	reg_pressure,@function
reg_pressure:                           ; @reg_pressure
; %bb.0:
	v_lshl_or_b32 v0, s2, 6, v0
	v_and_b32_e32 v1, 0x3ff, v0
	v_lshlrev_b32_e32 v5, 2, v1
	v_add_u32_e32 v1, 3, v0
	v_and_b32_e32 v1, 0x3ff, v1
	v_lshlrev_b32_e32 v6, 2, v1
	v_add_u32_e32 v1, 6, v0
	v_and_b32_e32 v1, 0x3ff, v1
	v_lshlrev_b32_e32 v8, 2, v1
	v_add_u32_e32 v1, 9, v0
	v_and_b32_e32 v1, 0x3ff, v1
	v_lshlrev_b32_e32 v10, 2, v1
	v_add_u32_e32 v1, 12, v0
	v_and_b32_e32 v1, 0x3ff, v1
	v_lshlrev_b32_e32 v11, 2, v1
	v_add_u32_e32 v1, 15, v0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_and_b32_e32 v1, 0x3ff, v1
	v_lshlrev_b32_e32 v12, 2, v1
	v_add_u32_e32 v1, 18, v0
	v_and_b32_e32 v1, 0x3ff, v1
	v_lshlrev_b32_e32 v13, 2, v1
	v_add_u32_e32 v1, 21, v0
	v_and_b32_e32 v1, 0x3ff, v1
	v_lshlrev_b32_e32 v14, 2, v1
	s_waitcnt lgkmcnt(0)
	global_load_dword v3, v5, s[4:5]
	global_load_dword v2, v6, s[4:5]
	global_load_dword v4, v8, s[4:5]
	global_load_dword v1, v10, s[4:5]
	global_load_dword v45, v11, s[4:5]
	global_load_dword v19, v12, s[4:5]
	global_load_dword v7, v13, s[4:5]
	global_load_dword v9, v14, s[4:5]
	v_add_u32_e32 v6, 27, v0
	v_and_b32_e32 v6, 0x3ff, v6
	v_lshlrev_b32_e32 v10, 2, v6
	v_add_u32_e32 v6, 30, v0
	v_and_b32_e32 v6, 0x3ff, v6
	v_lshlrev_b32_e32 v12, 2, v6
	v_add_u32_e32 v6, 33, v0
	v_and_b32_e32 v6, 0x3ff, v6
	v_lshlrev_b32_e32 v14, 2, v6
	v_add_u32_e32 v6, 36, v0
	v_and_b32_e32 v6, 0x3ff, v6
	v_lshlrev_b32_e32 v16, 2, v6
	v_add_u32_e32 v6, 39, v0
	v_and_b32_e32 v6, 0x3ff, v6
	v_lshlrev_b32_e32 v18, 2, v6
	v_add_u32_e32 v6, 42, v0
	v_add_u32_e32 v5, 24, v0
	v_and_b32_e32 v6, 0x3ff, v6
	v_and_b32_e32 v5, 0x3ff, v5
	v_lshlrev_b32_e32 v20, 2, v6
	v_add_u32_e32 v6, 45, v0
	v_lshlrev_b32_e32 v5, 2, v5
	v_and_b32_e32 v6, 0x3ff, v6
	v_lshlrev_b32_e32 v21, 2, v6
	global_load_dword v11, v5, s[4:5]
	global_load_dword v6, v10, s[4:5]
	global_load_dword v8, v12, s[4:5]
	global_load_dword v44, v14, s[4:5]
	global_load_dword v46, v16, s[4:5]
	global_load_dword v13, v18, s[4:5]
	global_load_dword v15, v20, s[4:5]
	global_load_dword v17, v21, s[4:5]
	v_add_u32_e32 v10, 51, v0
	v_and_b32_e32 v10, 0x3ff, v10
	v_lshlrev_b32_e32 v14, 2, v10
	v_add_u32_e32 v10, 54, v0
	v_and_b32_e32 v10, 0x3ff, v10
	v_lshlrev_b32_e32 v16, 2, v10
	v_add_u32_e32 v10, 57, v0
	v_and_b32_e32 v10, 0x3ff, v10
	v_lshlrev_b32_e32 v18, 2, v10
	v_add_u32_e32 v10, 60, v0
	v_and_b32_e32 v10, 0x3ff, v10
	v_lshlrev_b32_e32 v20, 2, v10
	v_add_u32_e32 v10, 63, v0
	v_and_b32_e32 v10, 0x3ff, v10
	v_lshlrev_b32_e32 v22, 2, v10
	v_add_u32_e32 v10, 0x42, v0
	v_add_u32_e32 v5, 48, v0
	v_and_b32_e32 v10, 0x3ff, v10
	v_and_b32_e32 v5, 0x3ff, v5
	v_lshlrev_b32_e32 v23, 2, v10
	v_add_u32_e32 v10, 0x45, v0
	v_lshlrev_b32_e32 v5, 2, v5
	v_and_b32_e32 v10, 0x3ff, v10
	v_lshlrev_b32_e32 v24, 2, v10
	global_load_dword v21, v5, s[4:5]
	global_load_dword v10, v14, s[4:5]
	global_load_dword v12, v16, s[4:5]
	global_load_dword v49, v18, s[4:5]
	global_load_dword v50, v20, s[4:5]
	global_load_dword v27, v22, s[4:5]
	global_load_dword v30, v23, s[4:5]
	global_load_dword v31, v24, s[4:5]
	v_add_u32_e32 v14, 0x4b, v0
	v_and_b32_e32 v14, 0x3ff, v14
	v_lshlrev_b32_e32 v18, 2, v14
	v_add_u32_e32 v14, 0x4e, v0
	v_and_b32_e32 v14, 0x3ff, v14
	v_lshlrev_b32_e32 v20, 2, v14
	v_add_u32_e32 v14, 0x51, v0
	v_and_b32_e32 v14, 0x3ff, v14
	v_lshlrev_b32_e32 v22, 2, v14
	v_add_u32_e32 v14, 0x54, v0
	v_and_b32_e32 v14, 0x3ff, v14
	v_lshlrev_b32_e32 v23, 2, v14
	v_add_u32_e32 v14, 0x57, v0
	v_and_b32_e32 v14, 0x3ff, v14
	v_lshlrev_b32_e32 v24, 2, v14
	v_add_u32_e32 v14, 0x5a, v0
	v_add_u32_e32 v5, 0x48, v0
	v_and_b32_e32 v14, 0x3ff, v14
	v_and_b32_e32 v5, 0x3ff, v5
	v_lshlrev_b32_e32 v25, 2, v14
	v_add_u32_e32 v14, 0x5d, v0
	v_lshlrev_b32_e32 v5, 2, v5
	v_and_b32_e32 v14, 0x3ff, v14
	v_lshlrev_b32_e32 v26, 2, v14
	global_load_dword v32, v5, s[4:5]
	global_load_dword v14, v18, s[4:5]
	global_load_dword v16, v20, s[4:5]
	global_load_dword v47, v22, s[4:5]
	global_load_dword v48, v23, s[4:5]
	global_load_dword v33, v24, s[4:5]
	global_load_dword v34, v25, s[4:5]
	global_load_dword v35, v26, s[4:5]
	v_add_u32_e32 v18, 0x63, v0
	v_and_b32_e32 v18, 0x3ff, v18
	v_lshlrev_b32_e32 v22, 2, v18
	v_add_u32_e32 v18, 0x1dd, v0
	s_waitcnt vmcnt(25)
	v_fmaak_f32 v61, v19, v7, 0x3a83126f
	s_waitcnt vmcnt(24)
	v_fmaak_f32 v64, v7, v9, 0x3a83126f
	v_and_b32_e32 v18, 0x3ff, v18
	v_lshlrev_b32_e32 v18, 2, v18
	global_load_dword v53, v18, s[4:5]
	v_add_u32_e32 v5, 0x60, v0
	v_and_b32_e32 v5, 0x3ff, v5
	v_lshlrev_b32_e32 v5, 2, v5
	v_fmaak_f32 v58, v45, v19, 0x3a83126f
	v_add_u32_e32 v19, 0x96, v0
	s_mov_b64 s[0:1], 0x3a83126f
	v_and_b32_e32 v19, 0x3ff, v19
	v_lshlrev_b32_e32 v19, 2, v19
	v_fmaak_f32 v3, v3, v2, 0x3a83126f
	s_waitcnt vmcnt(24)
	v_fmaak_f32 v69, v9, v11, 0x3a83126f
	s_waitcnt vmcnt(23)
	v_fmaak_f32 v7, v11, v6, 0x3a83126f
	v_fmaak_f32 v95, v64, v7, 0x3a83126f
	s_waitcnt vmcnt(21)
	v_fmaak_f32 v9, v8, v44, 0x3a83126f
	s_waitcnt vmcnt(19)
	v_fmaak_f32 v65, v46, v13, 0x3a83126f
	v_fmaak_f32 v96, v9, v65, 0x3a83126f
	s_waitcnt vmcnt(18)
	v_fmaak_f32 v67, v13, v15, 0x3a83126f
	s_waitcnt vmcnt(17)
	v_fmaak_f32 v66, v15, v17, 0x3a83126f
	s_waitcnt vmcnt(16)
	v_fmaak_f32 v68, v17, v21, 0x3a83126f
	s_waitcnt vmcnt(15)
	v_fmaak_f32 v11, v21, v10, 0x3a83126f
	v_add_u32_e32 v21, 0x1da, v0
	v_and_b32_e32 v21, 0x3ff, v21
	v_lshlrev_b32_e32 v21, 2, v21
	global_load_dword v128, v21, s[4:5]
	v_add_u32_e32 v18, 0x66, v0
	v_and_b32_e32 v18, 0x3ff, v18
	v_lshlrev_b32_e32 v24, 2, v18
	v_add_u32_e32 v18, 0x69, v0
	v_and_b32_e32 v18, 0x3ff, v18
	v_lshlrev_b32_e32 v26, 2, v18
	v_add_u32_e32 v18, 0x6c, v0
	v_and_b32_e32 v18, 0x3ff, v18
	v_lshlrev_b32_e32 v28, 2, v18
	v_add_u32_e32 v18, 0x6f, v0
	v_and_b32_e32 v18, 0x3ff, v18
	v_lshlrev_b32_e32 v36, 2, v18
	v_add_u32_e32 v18, 0x72, v0
	v_and_b32_e32 v18, 0x3ff, v18
	v_lshlrev_b32_e32 v37, 2, v18
	v_add_u32_e32 v18, 0x75, v0
	v_and_b32_e32 v18, 0x3ff, v18
	v_lshlrev_b32_e32 v39, 2, v18
	global_load_dword v38, v5, s[4:5]
	global_load_dword v18, v22, s[4:5]
	global_load_dword v20, v24, s[4:5]
	global_load_dword v51, v26, s[4:5]
	global_load_dword v52, v28, s[4:5]
	global_load_dword v23, v36, s[4:5]
	global_load_dword v25, v37, s[4:5]
	global_load_dword v29, v39, s[4:5]
	v_add_u32_e32 v26, 0x81, v0
	v_and_b32_e32 v26, 0x3ff, v26
	v_lshlrev_b32_e32 v36, 2, v26
	v_add_u32_e32 v26, 0x84, v0
	v_and_b32_e32 v26, 0x3ff, v26
	v_lshlrev_b32_e32 v37, 2, v26
	v_add_u32_e32 v26, 0x87, v0
	v_and_b32_e32 v26, 0x3ff, v26
	v_lshlrev_b32_e32 v39, 2, v26
	v_add_u32_e32 v26, 0x8a, v0
	v_add_u32_e32 v5, 0x78, v0
	v_and_b32_e32 v26, 0x3ff, v26
	v_and_b32_e32 v5, 0x3ff, v5
	v_add_u32_e32 v22, 0x7b, v0
	v_add_u32_e32 v24, 0x7e, v0
	v_lshlrev_b32_e32 v40, 2, v26
	v_add_u32_e32 v26, 0x8d, v0
	v_lshlrev_b32_e32 v5, 2, v5
	v_and_b32_e32 v22, 0x3ff, v22
	v_and_b32_e32 v24, 0x3ff, v24
	v_and_b32_e32 v26, 0x3ff, v26
	v_lshlrev_b32_e32 v22, 2, v22
	v_lshlrev_b32_e32 v24, 2, v24
	v_lshlrev_b32_e32 v41, 2, v26
	global_load_dword v71, v5, s[4:5]
	global_load_dword v26, v22, s[4:5]
	global_load_dword v54, v36, s[4:5]
	global_load_dword v55, v37, s[4:5]
	global_load_dword v28, v24, s[4:5]
	v_add_u32_e32 v5, 0x90, v0
	v_and_b32_e32 v5, 0x3ff, v5
	v_add_u32_e32 v22, 0x93, v0
	v_lshlrev_b32_e32 v5, 2, v5
	v_and_b32_e32 v22, 0x3ff, v22
	v_lshlrev_b32_e32 v24, 2, v22
	global_load_dword v72, v5, s[4:5]
	global_load_dword v22, v24, s[4:5]
	global_load_dword v75, v41, s[4:5]
	global_load_dword v74, v40, s[4:5]
	global_load_dword v73, v39, s[4:5]
	v_add_u32_e32 v24, 0x99, v0
	v_and_b32_e32 v24, 0x3ff, v24
	v_lshlrev_b32_e32 v39, 2, v24
	v_add_u32_e32 v24, 0x9c, v0
	v_and_b32_e32 v24, 0x3ff, v24
	v_lshlrev_b32_e32 v40, 2, v24
	v_add_u32_e32 v24, 0x9f, v0
	v_and_b32_e32 v24, 0x3ff, v24
	v_lshlrev_b32_e32 v41, 2, v24
	v_add_u32_e32 v24, 0xa2, v0
	v_and_b32_e32 v24, 0x3ff, v24
	v_lshlrev_b32_e32 v42, 2, v24
	v_add_u32_e32 v24, 0xa5, v0
	v_and_b32_e32 v24, 0x3ff, v24
	v_lshlrev_b32_e32 v43, 2, v24
	global_load_dword v56, v39, s[4:5]
	global_load_dword v57, v40, s[4:5]
	global_load_dword v36, v41, s[4:5]
	global_load_dword v37, v42, s[4:5]
	global_load_dword v70, v43, s[4:5]
	global_load_dword v24, v19, s[4:5]
	v_pk_fma_f32 v[42:43], v[6:7], v[8:9], s[0:1] op_sel_hi:[1,1,0]
	v_add_u32_e32 v8, 0xa8, v0
	v_and_b32_e32 v8, 0x3ff, v8
	v_lshlrev_b32_e32 v9, 2, v8
	v_add_u32_e32 v8, 0xab, v0
	s_waitcnt vmcnt(38)
	v_fmaak_f32 v13, v12, v49, 0x3a83126f
	v_and_b32_e32 v8, 0x3ff, v8
	v_fmaak_f32 v90, v66, v11, 0x3a83126f
	s_waitcnt vmcnt(36)
	v_fmaak_f32 v62, v50, v27, 0x3a83126f
	v_fmaak_f32 v112, v13, v62, 0x3a83126f
	s_waitcnt vmcnt(32)
	v_fmaak_f32 v15, v32, v14, 0x3a83126f
	s_waitcnt vmcnt(30)
	v_fmaak_f32 v17, v16, v47, 0x3a83126f
	v_pk_fma_f32 v[6:7], v[14:15], v[16:17], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v63, v30, v31, 0x3a83126f
	v_fmaak_f32 v85, v63, v15, 0x3a83126f
	v_fmaak_f32 v5, v4, v1, 0x3a83126f
	v_fmaak_f32 v102, v27, v30, 0x3a83126f
	s_waitcnt vmcnt(28)
	v_fmaak_f32 v59, v48, v33, 0x3a83126f
	s_waitcnt vmcnt(26)
	v_fmaak_f32 v60, v34, v35, 0x3a83126f
	s_waitcnt vmcnt(25)
	v_fmaak_f32 v104, v53, v3, 0x3a83126f
	v_pk_fma_f32 v[40:41], v[2:3], v[4:5], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v133, v5, v58, 0x3a83126f
	v_fmaak_f32 v111, v17, v59, 0x3a83126f
	v_fmaak_f32 v103, v31, v32, 0x3a83126f
	s_waitcnt vmcnt(23)
	v_fmaak_f32 v101, v35, v38, 0x3a83126f
	s_waitcnt vmcnt(22)
	v_fmaak_f32 v19, v38, v18, 0x3a83126f
	v_pk_fma_f32 v[38:39], v[10:11], v[12:13], s[0:1] op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v11, 2, v8
	v_add_u32_e32 v8, 0xae, v0
	v_and_b32_e32 v8, 0x3ff, v8
	v_lshlrev_b32_e32 v12, 2, v8
	v_add_u32_e32 v8, 0xb1, v0
	v_and_b32_e32 v8, 0x3ff, v8
	v_lshlrev_b32_e32 v13, 2, v8
	v_add_u32_e32 v8, 0xb4, v0
	v_and_b32_e32 v8, 0x3ff, v8
	v_lshlrev_b32_e32 v14, 2, v8
	v_add_u32_e32 v8, 0xb7, v0
	v_and_b32_e32 v8, 0x3ff, v8
	v_lshlrev_b32_e32 v15, 2, v8
	v_add_u32_e32 v8, 0xba, v0
	v_and_b32_e32 v8, 0x3ff, v8
	v_lshlrev_b32_e32 v16, 2, v8
	v_add_u32_e32 v8, 0xbd, v0
	s_waitcnt vmcnt(20)
	v_fmaak_f32 v21, v20, v51, 0x3a83126f
	s_waitcnt vmcnt(16)
	v_fmaak_f32 v78, v25, v29, 0x3a83126f
	v_fmaak_f32 v109, v23, v25, 0x3a83126f
	v_fmaak_f32 v79, v52, v23, 0x3a83126f
	v_and_b32_e32 v8, 0x3ff, v8
	v_fmaak_f32 v80, v60, v19, 0x3a83126f
	v_pk_fma_f32 v[4:5], v[18:19], v[20:21], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v110, v21, v79, 0x3a83126f
	s_waitcnt vmcnt(15)
	v_fmaak_f32 v108, v29, v71, 0x3a83126f
	s_waitcnt vmcnt(14)
	v_fmaak_f32 v27, v71, v26, 0x3a83126f
	v_lshlrev_b32_e32 v17, 2, v8
	v_fmaak_f32 v100, v33, v34, 0x3a83126f
	s_waitcnt vmcnt(11)
	v_fmaak_f32 v29, v28, v54, 0x3a83126f
	v_pk_fma_f32 v[2:3], v[26:27], v[28:29], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v62, v62, v63, 0x3a83126f
	s_waitcnt vmcnt(9)
	v_fmaak_f32 v23, v72, v22, 0x3a83126f
	s_waitcnt vmcnt(8)
	v_fmaak_f32 v105, v75, v72, 0x3a83126f
	s_waitcnt vmcnt(7)
	v_fmaak_f32 v71, v74, v75, 0x3a83126f
	s_waitcnt vmcnt(6)
	v_fmaak_f32 v72, v55, v73, 0x3a83126f
	v_fmaak_f32 v106, v73, v74, 0x3a83126f
	v_fmaak_f32 v73, v78, v27, 0x3a83126f
	v_fmaak_f32 v107, v29, v72, 0x3a83126f
	global_load_dword v19, v9, s[4:5]
	global_load_dword v74, v13, s[4:5]
	global_load_dword v75, v14, s[4:5]
	global_load_dword v21, v15, s[4:5]
	global_load_dword v27, v16, s[4:5]
	global_load_dword v29, v17, s[4:5]
	global_load_dword v8, v11, s[4:5]
	global_load_dword v10, v12, s[4:5]
	v_add_u32_e32 v9, 0xc0, v0
	v_add_u32_e32 v16, 0xd2, v0
	v_and_b32_e32 v9, 0x3ff, v9
	v_add_u32_e32 v11, 0xc3, v0
	v_add_u32_e32 v12, 0xc6, v0
	v_add_u32_e32 v13, 0xc9, v0
	v_add_u32_e32 v14, 0xcc, v0
	v_add_u32_e32 v15, 0xcf, v0
	v_and_b32_e32 v16, 0x3ff, v16
	v_add_u32_e32 v17, 0xd5, v0
	v_lshlrev_b32_e32 v9, 2, v9
	v_and_b32_e32 v11, 0x3ff, v11
	v_and_b32_e32 v12, 0x3ff, v12
	v_and_b32_e32 v13, 0x3ff, v13
	v_and_b32_e32 v14, 0x3ff, v14
	v_and_b32_e32 v15, 0x3ff, v15
	v_lshlrev_b32_e32 v16, 2, v16
	v_and_b32_e32 v17, 0x3ff, v17
	v_lshlrev_b32_e32 v11, 2, v11
	v_lshlrev_b32_e32 v12, 2, v12
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshlrev_b32_e32 v14, 2, v14
	v_lshlrev_b32_e32 v15, 2, v15
	v_lshlrev_b32_e32 v17, 2, v17
	global_load_dword v31, v9, s[4:5]
	global_load_dword v76, v13, s[4:5]
	global_load_dword v77, v14, s[4:5]
	global_load_dword v97, v15, s[4:5]
	global_load_dword v113, v16, s[4:5]
	global_load_dword v114, v17, s[4:5]
	global_load_dword v32, v11, s[4:5]
	global_load_dword v34, v12, s[4:5]
	v_add_u32_e32 v9, 0xd8, v0
	v_add_u32_e32 v16, 0xea, v0
	v_and_b32_e32 v9, 0x3ff, v9
	v_add_u32_e32 v11, 0xdb, v0
	v_add_u32_e32 v12, 0xde, v0
	v_add_u32_e32 v13, 0xe1, v0
	v_add_u32_e32 v14, 0xe4, v0
	v_add_u32_e32 v15, 0xe7, v0
	v_and_b32_e32 v16, 0x3ff, v16
	v_add_u32_e32 v17, 0xed, v0
	v_lshlrev_b32_e32 v9, 2, v9
	v_and_b32_e32 v11, 0x3ff, v11
	v_and_b32_e32 v12, 0x3ff, v12
	v_and_b32_e32 v13, 0x3ff, v13
	v_and_b32_e32 v14, 0x3ff, v14
	v_and_b32_e32 v15, 0x3ff, v15
	v_lshlrev_b32_e32 v16, 2, v16
	v_and_b32_e32 v17, 0x3ff, v17
	v_lshlrev_b32_e32 v11, 2, v11
	v_lshlrev_b32_e32 v12, 2, v12
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshlrev_b32_e32 v14, 2, v14
	v_lshlrev_b32_e32 v15, 2, v15
	v_lshlrev_b32_e32 v17, 2, v17
	global_load_dword v115, v9, s[4:5]
	global_load_dword v81, v13, s[4:5]
	global_load_dword v82, v14, s[4:5]
	global_load_dword v125, v15, s[4:5]
	global_load_dword v129, v16, s[4:5]
	global_load_dword v131, v17, s[4:5]
	global_load_dword v98, v11, s[4:5]
	global_load_dword v126, v12, s[4:5]
	v_add_u32_e32 v16, 0x102, v0
	v_add_u32_e32 v9, 0xf0, v0
	v_and_b32_e32 v16, 0x3ff, v16
	v_and_b32_e32 v9, 0x3ff, v9
	v_add_u32_e32 v11, 0xf3, v0
	v_add_u32_e32 v12, 0xf6, v0
	v_add_u32_e32 v13, 0xf9, v0
	v_add_u32_e32 v14, 0xfc, v0
	v_add_u32_e32 v15, 0xff, v0
	v_lshlrev_b32_e32 v17, 2, v16
	v_add_u32_e32 v16, 0x105, v0
	v_lshlrev_b32_e32 v9, 2, v9
	v_and_b32_e32 v11, 0x3ff, v11
	v_and_b32_e32 v12, 0x3ff, v12
	v_and_b32_e32 v13, 0x3ff, v13
	v_and_b32_e32 v14, 0x3ff, v14
	v_and_b32_e32 v15, 0x3ff, v15
	v_and_b32_e32 v16, 0x3ff, v16
	v_lshlrev_b32_e32 v11, 2, v11
	v_lshlrev_b32_e32 v12, 2, v12
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshlrev_b32_e32 v14, 2, v14
	v_lshlrev_b32_e32 v15, 2, v15
	v_lshlrev_b32_e32 v20, 2, v16
	global_load_dword v132, v9, s[4:5]
	global_load_dword v83, v13, s[4:5]
	global_load_dword v84, v14, s[4:5]
	global_load_dword v135, v15, s[4:5]
	global_load_dword v136, v17, s[4:5]
	global_load_dword v137, v20, s[4:5]
	global_load_dword v16, v11, s[4:5]
	global_load_dword v18, v12, s[4:5]
	v_add_u32_e32 v9, 0x108, v0
	v_add_u32_e32 v14, 0x114, v0
	v_add_u32_e32 v15, 0x117, v0
	v_and_b32_e32 v9, 0x3ff, v9
	v_add_u32_e32 v11, 0x10b, v0
	v_add_u32_e32 v12, 0x10e, v0
	v_add_u32_e32 v13, 0x111, v0
	v_and_b32_e32 v14, 0x3ff, v14
	v_and_b32_e32 v15, 0x3ff, v15
	v_add_u32_e32 v17, 0x11a, v0
	v_add_u32_e32 v20, 0x11d, v0
	v_lshlrev_b32_e32 v9, 2, v9
	v_and_b32_e32 v11, 0x3ff, v11
	v_and_b32_e32 v12, 0x3ff, v12
	v_and_b32_e32 v13, 0x3ff, v13
	v_lshlrev_b32_e32 v14, 2, v14
	v_lshlrev_b32_e32 v15, 2, v15
	v_and_b32_e32 v17, 0x3ff, v17
	v_and_b32_e32 v20, 0x3ff, v20
	v_lshlrev_b32_e32 v11, 2, v11
	v_lshlrev_b32_e32 v12, 2, v12
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshlrev_b32_e32 v17, 2, v17
	v_lshlrev_b32_e32 v28, 2, v20
	global_load_dword v139, v9, s[4:5]
	global_load_dword v86, v13, s[4:5]
	global_load_dword v87, v14, s[4:5]
	global_load_dword v140, v15, s[4:5]
	global_load_dword v141, v17, s[4:5]
	global_load_dword v142, v28, s[4:5]
	global_load_dword v20, v11, s[4:5]
	global_load_dword v26, v12, s[4:5]
	v_add_u32_e32 v9, 0x120, v0
	v_add_u32_e32 v14, 0x12c, v0
	v_add_u32_e32 v15, 0x12f, v0
	v_and_b32_e32 v9, 0x3ff, v9
	v_add_u32_e32 v11, 0x123, v0
	v_add_u32_e32 v12, 0x126, v0
	v_add_u32_e32 v13, 0x129, v0
	v_and_b32_e32 v14, 0x3ff, v14
	v_and_b32_e32 v15, 0x3ff, v15
	v_add_u32_e32 v17, 0x132, v0
	v_add_u32_e32 v28, 0x135, v0
	v_lshlrev_b32_e32 v9, 2, v9
	v_and_b32_e32 v11, 0x3ff, v11
	v_and_b32_e32 v12, 0x3ff, v12
	v_and_b32_e32 v13, 0x3ff, v13
	v_lshlrev_b32_e32 v14, 2, v14
	v_lshlrev_b32_e32 v15, 2, v15
	v_and_b32_e32 v17, 0x3ff, v17
	v_and_b32_e32 v28, 0x3ff, v28
	v_lshlrev_b32_e32 v11, 2, v11
	v_lshlrev_b32_e32 v12, 2, v12
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshlrev_b32_e32 v17, 2, v17
	v_lshlrev_b32_e32 v33, 2, v28
	global_load_dword v143, v9, s[4:5]
	global_load_dword v88, v13, s[4:5]
	global_load_dword v89, v14, s[4:5]
	global_load_dword v144, v15, s[4:5]
	global_load_dword v145, v17, s[4:5]
	global_load_dword v147, v33, s[4:5]
	global_load_dword v28, v11, s[4:5]
	global_load_dword v30, v12, s[4:5]
	v_add_u32_e32 v9, 0x138, v0
	v_add_u32_e32 v14, 0x144, v0
	v_add_u32_e32 v15, 0x147, v0
	v_and_b32_e32 v9, 0x3ff, v9
	v_add_u32_e32 v11, 0x13b, v0
	v_add_u32_e32 v12, 0x13e, v0
	v_add_u32_e32 v13, 0x141, v0
	v_and_b32_e32 v14, 0x3ff, v14
	v_and_b32_e32 v15, 0x3ff, v15
	v_add_u32_e32 v17, 0x14a, v0
	v_add_u32_e32 v33, 0x14d, v0
	v_lshlrev_b32_e32 v9, 2, v9
	v_and_b32_e32 v11, 0x3ff, v11
	v_and_b32_e32 v12, 0x3ff, v12
	v_and_b32_e32 v13, 0x3ff, v13
	v_lshlrev_b32_e32 v14, 2, v14
	v_lshlrev_b32_e32 v15, 2, v15
	v_and_b32_e32 v17, 0x3ff, v17
	v_and_b32_e32 v33, 0x3ff, v33
	v_lshlrev_b32_e32 v11, 2, v11
	v_lshlrev_b32_e32 v12, 2, v12
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshlrev_b32_e32 v17, 2, v17
	v_lshlrev_b32_e32 v33, 2, v33
	global_load_dword v148, v9, s[4:5]
	global_load_dword v91, v13, s[4:5]
	global_load_dword v92, v14, s[4:5]
	global_load_dword v151, v15, s[4:5]
	global_load_dword v164, v17, s[4:5]
	global_load_dword v165, v33, s[4:5]
	global_load_dword v130, v11, s[4:5]
	global_load_dword v134, v12, s[4:5]
	v_add_u32_e32 v9, 0x150, v0
	v_add_u32_e32 v14, 0x15c, v0
	v_add_u32_e32 v15, 0x15f, v0
	v_and_b32_e32 v9, 0x3ff, v9
	v_add_u32_e32 v11, 0x153, v0
	v_add_u32_e32 v12, 0x156, v0
	v_add_u32_e32 v13, 0x159, v0
	v_and_b32_e32 v14, 0x3ff, v14
	v_and_b32_e32 v15, 0x3ff, v15
	v_add_u32_e32 v17, 0x162, v0
	v_add_u32_e32 v33, 0x165, v0
	s_waitcnt vmcnt(56)
	v_fmaak_f32 v25, v24, v56, 0x3a83126f
	v_lshlrev_b32_e32 v9, 2, v9
	v_and_b32_e32 v11, 0x3ff, v11
	v_and_b32_e32 v12, 0x3ff, v12
	v_and_b32_e32 v13, 0x3ff, v13
	v_lshlrev_b32_e32 v14, 2, v14
	v_lshlrev_b32_e32 v15, 2, v15
	v_and_b32_e32 v17, 0x3ff, v17
	v_and_b32_e32 v33, 0x3ff, v33
	v_lshlrev_b32_e32 v11, 2, v11
	v_lshlrev_b32_e32 v12, 2, v12
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshlrev_b32_e32 v17, 2, v17
	v_lshlrev_b32_e32 v33, 2, v33
	global_load_dword v166, v9, s[4:5]
	global_load_dword v138, v11, s[4:5]
	global_load_dword v93, v13, s[4:5]
	global_load_dword v167, v33, s[4:5]
	global_load_dword v171, v17, s[4:5]
	global_load_dword v173, v15, s[4:5]
	global_load_dword v94, v14, s[4:5]
	global_load_dword v146, v12, s[4:5]
	v_pk_fma_f32 v[14:15], v[22:23], v[24:25], s[0:1] op_sel_hi:[1,1,0]
	v_add_u32_e32 v22, 0x16e, v0
	v_and_b32_e32 v22, 0x3ff, v22
	v_fmaak_f32 v190, v71, v23, 0x3a83126f
	v_lshlrev_b32_e32 v23, 2, v22
	v_add_u32_e32 v22, 0x171, v0
	v_and_b32_e32 v22, 0x3ff, v22
	v_lshlrev_b32_e32 v24, 2, v22
	v_add_u32_e32 v22, 0x174, v0
	v_fmaak_f32 v189, v57, v36, 0x3a83126f
	v_and_b32_e32 v22, 0x3ff, v22
	v_fmaak_f32 v124, v25, v189, 0x3a83126f
	v_lshlrev_b32_e32 v25, 2, v22
	v_add_u32_e32 v22, 0x177, v0
	v_and_b32_e32 v22, 0x3ff, v22
	s_waitcnt vmcnt(58)
	v_fmaak_f32 v191, v27, v29, 0x3a83126f
	v_fmaak_f32 v120, v21, v27, 0x3a83126f
	v_lshlrev_b32_e32 v27, 2, v22
	v_add_u32_e32 v22, 0x17a, v0
	v_add_u32_e32 v9, 0x168, v0
	v_and_b32_e32 v22, 0x3ff, v22
	v_and_b32_e32 v9, 0x3ff, v9
	s_waitcnt vmcnt(55)
	v_fmaak_f32 v119, v29, v31, 0x3a83126f
	v_lshlrev_b32_e32 v29, 2, v22
	v_add_u32_e32 v22, 0x17d, v0
	v_lshlrev_b32_e32 v149, 2, v9
	v_add_u32_e32 v9, 0x16b, v0
	v_and_b32_e32 v22, 0x3ff, v22
	v_and_b32_e32 v9, 0x3ff, v9
	s_waitcnt vmcnt(49)
	v_fmaak_f32 v33, v31, v32, 0x3a83126f
	v_lshlrev_b32_e32 v31, 2, v22
	v_add_u32_e32 v22, 0x180, v0
	v_lshlrev_b32_e32 v150, 2, v9
	v_fmaak_f32 v9, v19, v8, 0x3a83126f
	v_fmaak_f32 v11, v10, v74, 0x3a83126f
	v_fmaak_f32 v192, v75, v21, 0x3a83126f
	s_waitcnt vmcnt(48)
	v_fmaak_f32 v35, v34, v76, 0x3a83126f
	v_and_b32_e32 v22, 0x3ff, v22
	v_pk_fma_f32 v[12:13], v[8:9], v[10:11], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v121, v11, v192, 0x3a83126f
	v_pk_fma_f32 v[10:11], v[32:33], v[34:35], s[0:1] op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v32, 2, v22
	v_add_u32_e32 v22, 0x183, v0
	v_fmaak_f32 v188, v37, v70, 0x3a83126f
	s_waitcnt vmcnt(41)
	v_fmaak_f32 v99, v115, v98, 0x3a83126f
	v_fmaak_f32 v194, v113, v114, 0x3a83126f
	s_waitcnt vmcnt(40)
	v_fmaak_f32 v127, v126, v81, 0x3a83126f
	v_fmaak_f32 v169, v82, v125, 0x3a83126f
	v_and_b32_e32 v22, 0x3ff, v22
	v_fmaak_f32 v193, v188, v9, 0x3a83126f
	v_fmaak_f32 v116, v114, v115, 0x3a83126f
	v_fmaak_f32 v117, v97, v113, 0x3a83126f
	v_fmaak_f32 v195, v77, v97, 0x3a83126f
	v_fmaak_f32 v196, v191, v33, 0x3a83126f
	s_waitcnt vmcnt(33)
	v_fmaak_f32 v17, v132, v16, 0x3a83126f
	v_fmaak_f32 v113, v131, v132, 0x3a83126f
	v_fmaak_f32 v114, v125, v129, 0x3a83126f
	v_fmaak_f32 v170, v194, v99, 0x3a83126f
	v_pk_fma_f32 v[8:9], v[98:99], v[126:127], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v115, v127, v169, 0x3a83126f
	v_lshlrev_b32_e32 v33, 2, v22
	global_load_dword v125, v149, s[4:5]
	global_load_dword v22, v150, s[4:5]
	global_load_dword v97, v24, s[4:5]
	global_load_dword v99, v25, s[4:5]
	global_load_dword v126, v27, s[4:5]
	global_load_dword v127, v29, s[4:5]
	global_load_dword v132, v31, s[4:5]
	s_nop 0
	global_load_dword v24, v23, s[4:5]
	v_add_u32_e32 v25, 0x189, v0
	v_add_u32_e32 v23, 0x186, v0
	v_and_b32_e32 v25, 0x3ff, v25
	v_add_u32_e32 v27, 0x18c, v0
	v_add_u32_e32 v29, 0x18f, v0
	v_add_u32_e32 v31, 0x192, v0
	v_add_u32_e32 v34, 0x195, v0
	v_and_b32_e32 v23, 0x3ff, v23
	v_lshlrev_b32_e32 v25, 2, v25
	v_and_b32_e32 v27, 0x3ff, v27
	v_and_b32_e32 v29, 0x3ff, v29
	v_and_b32_e32 v31, 0x3ff, v31
	v_and_b32_e32 v34, 0x3ff, v34
	v_fmaak_f32 v118, v35, v195, 0x3a83126f
	v_fmaak_f32 v168, v129, v131, 0x3a83126f
	v_lshlrev_b32_e32 v23, 2, v23
	v_lshlrev_b32_e32 v27, 2, v27
	v_lshlrev_b32_e32 v29, 2, v29
	v_lshlrev_b32_e32 v31, 2, v31
	v_lshlrev_b32_e32 v34, 2, v34
	v_add_u32_e32 v35, 0x198, v0
	global_load_dword v129, v32, s[4:5]
	global_load_dword v172, v33, s[4:5]
	global_load_dword v158, v25, s[4:5]
	global_load_dword v159, v27, s[4:5]
	global_load_dword v179, v29, s[4:5]
	global_load_dword v181, v31, s[4:5]
	global_load_dword v183, v34, s[4:5]
	global_load_dword v174, v23, s[4:5]
	v_add_u32_e32 v25, 0x1a1, v0
	v_fmaak_f32 v123, v36, v37, 0x3a83126f
	v_and_b32_e32 v35, 0x3ff, v35
	v_add_u32_e32 v36, 0x19b, v0
	v_add_u32_e32 v23, 0x19e, v0
	v_and_b32_e32 v25, 0x3ff, v25
	v_add_u32_e32 v27, 0x1a4, v0
	v_add_u32_e32 v29, 0x1a7, v0
	v_add_u32_e32 v31, 0x1aa, v0
	v_add_u32_e32 v32, 0x1ad, v0
	v_lshlrev_b32_e32 v35, 2, v35
	v_and_b32_e32 v36, 0x3ff, v36
	v_and_b32_e32 v23, 0x3ff, v23
	v_lshlrev_b32_e32 v25, 2, v25
	v_and_b32_e32 v27, 0x3ff, v27
	v_and_b32_e32 v29, 0x3ff, v29
	v_and_b32_e32 v31, 0x3ff, v31
	v_and_b32_e32 v32, 0x3ff, v32
	v_fmaak_f32 v122, v70, v19, 0x3a83126f
	v_lshlrev_b32_e32 v36, 2, v36
	v_lshlrev_b32_e32 v23, 2, v23
	v_lshlrev_b32_e32 v27, 2, v27
	v_lshlrev_b32_e32 v29, 2, v29
	v_lshlrev_b32_e32 v31, 2, v31
	v_lshlrev_b32_e32 v32, 2, v32
	v_add_u32_e32 v33, 0x1b0, v0
	global_load_dword v185, v35, s[4:5]
	global_load_dword v176, v36, s[4:5]
	global_load_dword v70, v25, s[4:5]
	global_load_dword v98, v27, s[4:5]
	global_load_dword v187, v29, s[4:5]
	global_load_dword v197, v31, s[4:5]
	global_load_dword v198, v32, s[4:5]
	global_load_dword v178, v23, s[4:5]
	v_add_u32_e32 v25, 0x1b9, v0
	v_and_b32_e32 v33, 0x3ff, v33
	v_add_u32_e32 v34, 0x1b3, v0
	v_add_u32_e32 v23, 0x1b6, v0
	v_and_b32_e32 v25, 0x3ff, v25
	v_add_u32_e32 v27, 0x1bc, v0
	v_add_u32_e32 v29, 0x1bf, v0
	v_add_u32_e32 v31, 0x1c2, v0
	v_add_u32_e32 v32, 0x1c5, v0
	v_add_u32_e32 v35, 0x1c8, v0
	v_add_u32_e32 v36, 0x1cb, v0
	v_lshlrev_b32_e32 v33, 2, v33
	v_and_b32_e32 v34, 0x3ff, v34
	v_and_b32_e32 v23, 0x3ff, v23
	v_lshlrev_b32_e32 v25, 2, v25
	v_and_b32_e32 v27, 0x3ff, v27
	v_and_b32_e32 v29, 0x3ff, v29
	v_and_b32_e32 v31, 0x3ff, v31
	v_and_b32_e32 v32, 0x3ff, v32
	v_and_b32_e32 v35, 0x3ff, v35
	v_and_b32_e32 v36, 0x3ff, v36
	v_lshlrev_b32_e32 v34, 2, v34
	v_lshlrev_b32_e32 v23, 2, v23
	v_lshlrev_b32_e32 v27, 2, v27
	v_lshlrev_b32_e32 v29, 2, v29
	v_lshlrev_b32_e32 v31, 2, v31
	v_lshlrev_b32_e32 v32, 2, v32
	v_lshlrev_b32_e32 v35, 2, v35
	v_lshlrev_b32_e32 v36, 2, v36
	global_load_dword v199, v33, s[4:5]
	global_load_dword v180, v34, s[4:5]
	global_load_dword v160, v25, s[4:5]
	global_load_dword v161, v27, s[4:5]
	global_load_dword v200, v29, s[4:5]
	global_load_dword v201, v31, s[4:5]
	global_load_dword v202, v32, s[4:5]
	global_load_dword v182, v23, s[4:5]
	global_load_dword v203, v35, s[4:5]
	global_load_dword v184, v36, s[4:5]
	v_add_u32_e32 v25, 0x1d1, v0
	v_add_u32_e32 v23, 0x1ce, v0
	v_and_b32_e32 v25, 0x3ff, v25
	v_add_u32_e32 v27, 0x1d4, v0
	v_add_u32_e32 v29, 0x1d7, v0
	v_and_b32_e32 v23, 0x3ff, v23
	v_lshlrev_b32_e32 v25, 2, v25
	v_and_b32_e32 v27, 0x3ff, v27
	v_and_b32_e32 v29, 0x3ff, v29
	v_lshlrev_b32_e32 v23, 2, v23
	v_lshlrev_b32_e32 v27, 2, v27
	v_lshlrev_b32_e32 v29, 2, v29
	global_load_dword v162, v25, s[4:5]
	global_load_dword v163, v27, s[4:5]
	global_load_dword v204, v29, s[4:5]
	global_load_dword v186, v23, s[4:5]
	s_waitcnt vmcnt(62)
	v_fmaak_f32 v21, v139, v20, 0x3a83126f
	v_fmaak_f32 v27, v26, v86, 0x3a83126f
	v_fmaak_f32 v205, v136, v137, 0x3a83126f
	v_pk_fma_f32 v[34:35], v[20:21], v[26:27], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v20, v44, v46, 0x3a83126f
	v_fmaak_f32 v19, v18, v83, 0x3a83126f
	v_fmaak_f32 v155, v137, v139, 0x3a83126f
	v_fmaak_f32 v156, v135, v136, 0x3a83126f
	v_fmaak_f32 v206, v84, v135, 0x3a83126f
	s_waitcnt vmcnt(55)
	v_fmaak_f32 v29, v143, v28, 0x3a83126f
	v_fmaak_f32 v208, v141, v142, 0x3a83126f
	v_fmaak_f32 v153, v140, v141, 0x3a83126f
	v_fmaak_f32 v210, v205, v21, 0x3a83126f
	s_waitcnt vmcnt(54)
	v_fmaak_f32 v31, v30, v88, 0x3a83126f
	s_waitcnt vmcnt(47)
	v_fmaak_f32 v131, v148, v130, 0x3a83126f
	v_fmaak_f32 v212, v89, v144, 0x3a83126f
	s_waitcnt vmcnt(46)
	v_fmaak_f32 v135, v134, v91, 0x3a83126f
	s_waitcnt vmcnt(44)
	v_fmaak_f32 v139, v166, v138, 0x3a83126f
	v_fmaak_f32 v141, v165, v166, 0x3a83126f
	v_fmaak_f32 v214, v164, v165, 0x3a83126f
	v_fmaak_f32 v215, v92, v151, 0x3a83126f
	s_waitcnt vmcnt(40)
	v_fmaak_f32 v137, v173, v171, 0x3a83126f
	s_waitcnt vmcnt(39)
	v_fmaak_f32 v218, v94, v173, 0x3a83126f
	s_waitcnt vmcnt(28)
	v_fmaak_f32 v173, v129, v172, 0x3a83126f
	v_fmaak_f32 v220, v127, v132, 0x3a83126f
	s_waitcnt vmcnt(22)
	v_fmaak_f32 v175, v174, v158, 0x3a83126f
	v_fmaak_f32 v165, v181, v183, 0x3a83126f
	v_fmaak_f32 v136, v179, v181, 0x3a83126f
	v_fmaak_f32 v166, v159, v179, 0x3a83126f
	v_fmaak_f32 v21, v20, v67, 0x3a83126f
	s_waitcnt vmcnt(20)
	v_fmaak_f32 v177, v185, v176, 0x3a83126f
	v_fmaak_f32 v207, v168, v17, 0x3a83126f
	v_pk_fma_f32 v[36:37], v[16:17], v[18:19], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v157, v19, v206, 0x3a83126f
	v_fmaak_f32 v149, v144, v145, 0x3a83126f
	v_pk_fma_f32 v[32:33], v[28:29], v[30:31], s[0:1] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(14)
	v_fmaak_f32 v179, v178, v70, 0x3a83126f
	v_fmaak_f32 v150, v31, v212, 0x3a83126f
	v_pk_fma_f32 v[30:31], v[130:131], v[134:135], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v144, v135, v215, 0x3a83126f
	v_fmaak_f32 v23, v125, v22, 0x3a83126f
	v_fmaak_f32 v135, v167, v125, 0x3a83126f
	v_fmaak_f32 v217, v171, v167, 0x3a83126f
	v_fmaak_f32 v167, v220, v173, 0x3a83126f
	v_pk_fma_f32 v[16:17], v[172:173], v[174:175], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v125, v165, v177, 0x3a83126f
	v_pk_fma_f32 v[18:19], v[176:177], v[178:179], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v177, v128, v53, 0x3a83126f
	v_fmaak_f32 v53, v61, v69, 0x3a83126f
	v_fmaak_f32 v46, v69, v42, 0x3a83126f
	v_pk_fma_f32 v[172:173], v[42:43], v[20:21], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v42, v1, v45, 0x3a83126f
	v_fmaak_f32 v44, v53, v43, 0x3a83126f
	v_fmaak_f32 v43, v42, v61, 0x3a83126f
	v_fmaak_f32 v152, v142, v143, 0x3a83126f
	v_fmaak_f32 v143, v151, v164, 0x3a83126f
	v_fmaak_f32 v164, v21, v90, 0x3a83126f
	v_pk_fma_f32 v[20:21], v[40:41], v[42:43], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v40, v49, v50, 0x3a83126f
	v_fmaak_f32 v211, v145, v147, 0x3a83126f
	v_fmaak_f32 v25, v24, v97, 0x3a83126f
	v_fmaak_f32 v221, v99, v126, 0x3a83126f
	v_fmaak_f32 v134, v183, v185, 0x3a83126f
	s_waitcnt vmcnt(12)
	v_fmaak_f32 v181, v199, v180, 0x3a83126f
	v_fmaak_f32 v171, v197, v198, 0x3a83126f
	s_waitcnt vmcnt(6)
	v_fmaak_f32 v183, v182, v160, 0x3a83126f
	v_fmaak_f32 v45, v177, v41, 0x3a83126f
	v_fmaak_f32 v42, v67, v68, 0x3a83126f
	v_fmaak_f32 v41, v40, v102, 0x3a83126f
	v_fmaak_f32 v209, v87, v140, 0x3a83126f
	v_fmaak_f32 v148, v147, v148, 0x3a83126f
	v_fmaak_f32 v216, v211, v131, 0x3a83126f
	v_fmaak_f32 v147, v146, v93, 0x3a83126f
	v_fmaak_f32 v131, v126, v127, 0x3a83126f
	v_fmaak_f32 v222, v217, v23, 0x3a83126f
	v_pk_fma_f32 v[22:23], v[22:23], v[24:25], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v127, v25, v221, 0x3a83126f
	v_fmaak_f32 v174, v98, v187, 0x3a83126f
	v_fmaak_f32 v126, v171, v181, 0x3a83126f
	v_pk_fma_f32 v[24:25], v[180:181], v[182:183], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v180, v68, v38, 0x3a83126f
	v_pk_fma_f32 v[68:69], v[38:39], v[40:41], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v38, v42, v39, 0x3a83126f
	v_fmaak_f32 v181, v96, v42, 0x3a83126f
	v_fmaak_f32 v42, v58, v64, 0x3a83126f
	v_fmaak_f32 v154, v27, v209, 0x3a83126f
	v_fmaak_f32 v219, v214, v139, 0x3a83126f
	v_pk_fma_f32 v[26:27], v[138:139], v[146:147], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v130, v175, v166, 0x3a83126f
	v_fmaak_f32 v142, v187, v197, 0x3a83126f
	v_fmaak_f32 v139, v179, v174, 0x3a83126f
	s_waitcnt vmcnt(4)
	v_fmaak_f32 v185, v203, v184, 0x3a83126f
	v_fmaak_f32 v175, v201, v202, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v187, v186, v162, 0x3a83126f
	v_fmaak_f32 v179, v43, v95, 0x3a83126f
	v_fmaak_f32 v39, v46, v96, 0x3a83126f
	v_fmaak_f32 v43, v42, v46, 0x3a83126f
	v_fmaak_f32 v46, v47, v48, 0x3a83126f
	v_fmaak_f32 v213, v208, v29, 0x3a83126f
	v_fmaak_f32 v140, v198, v199, 0x3a83126f
	v_fmaak_f32 v151, v204, v128, 0x3a83126f
	v_fmaak_f32 v128, v175, v185, 0x3a83126f
	v_pk_fma_f32 v[28:29], v[184:185], v[186:187], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v47, v46, v100, 0x3a83126f
	v_fmaak_f32 v185, v103, v6, 0x3a83126f
	v_fmaak_f32 v50, v51, v52, 0x3a83126f
	v_fmaak_f32 v52, v59, v60, 0x3a83126f
	v_fmaak_f32 v198, v101, v4, 0x3a83126f
	v_fmaak_f32 v178, v163, v204, 0x3a83126f
	v_fmaak_f32 v133, v133, v53, 0x3a83126f
	v_pk_fma_f32 v[48:49], v[6:7], v[46:47], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v63, v62, v185, 0x3a83126f
	v_fmaak_f32 v51, v50, v109, 0x3a83126f
	v_fmaak_f32 v53, v52, v198, 0x3a83126f
	v_fmaak_f32 v129, v132, v129, 0x3a83126f
	v_fmaak_f32 v145, v202, v203, 0x3a83126f
	v_fmaak_f32 v132, v187, v178, 0x3a83126f
	v_fmaak_f32 v186, v63, v49, 0x3a83126f
	v_fmaak_f32 v187, v51, v73, 0x3a83126f
	v_pk_fma_f32 v[50:51], v[4:5], v[50:51], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v197, v85, v48, 0x3a83126f
	v_pk_fma_f32 v[48:49], v[48:49], v[52:53], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v52, v54, v55, 0x3a83126f
	v_fmaak_f32 v54, v79, v78, 0x3a83126f
	v_fmaak_f32 v202, v108, v2, 0x3a83126f
	v_fmaak_f32 v199, v53, v51, 0x3a83126f
	v_fmaak_f32 v53, v52, v106, 0x3a83126f
	v_fmaak_f32 v55, v54, v202, 0x3a83126f
	v_fmaak_f32 v146, v200, v201, 0x3a83126f
	v_fmaak_f32 v176, v161, v200, 0x3a83126f
	v_fmaak_f32 v200, v53, v190, 0x3a83126f
	v_pk_fma_f32 v[52:53], v[2:3], v[52:53], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v201, v80, v50, 0x3a83126f
	v_pk_fma_f32 v[50:51], v[50:51], v[54:55], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v54, v56, v57, 0x3a83126f
	v_fmaak_f32 v203, v55, v53, 0x3a83126f
	v_fmaak_f32 v55, v54, v123, 0x3a83126f
	v_fmaak_f32 v204, v55, v193, 0x3a83126f
	v_pk_fma_f32 v[54:55], v[14:15], v[54:55], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v56, v72, v71, 0x3a83126f
	v_fmaak_f32 v14, v105, v14, 0x3a83126f
	v_fmaak_f32 v57, v56, v14, 0x3a83126f
	v_fmaak_f32 v223, v73, v52, 0x3a83126f
	v_pk_fma_f32 v[52:53], v[52:53], v[56:57], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v56, v74, v75, 0x3a83126f
	v_fmaak_f32 v224, v57, v55, 0x3a83126f
	v_fmaak_f32 v57, v56, v120, 0x3a83126f
	v_fmaak_f32 v225, v57, v196, 0x3a83126f
	v_pk_fma_f32 v[56:57], v[12:13], v[56:57], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v58, v189, v188, 0x3a83126f
	v_fmaak_f32 v12, v122, v12, 0x3a83126f
	v_fmaak_f32 v59, v58, v12, 0x3a83126f
	v_fmaak_f32 v188, v190, v54, 0x3a83126f
	v_pk_fma_f32 v[54:55], v[54:55], v[58:59], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v58, v76, v77, 0x3a83126f
	v_fmaak_f32 v189, v59, v57, 0x3a83126f
	v_fmaak_f32 v59, v58, v117, 0x3a83126f
	v_fmaak_f32 v190, v59, v170, 0x3a83126f
	v_pk_fma_f32 v[58:59], v[10:11], v[58:59], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v60, v192, v191, 0x3a83126f
	v_fmaak_f32 v10, v119, v10, 0x3a83126f
	v_fmaak_f32 v61, v60, v10, 0x3a83126f
	v_fmaak_f32 v64, v65, v66, 0x3a83126f
	v_fmaak_f32 v191, v193, v56, 0x3a83126f
	v_pk_fma_f32 v[56:57], v[56:57], v[60:61], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v60, v81, v82, 0x3a83126f
	v_fmaak_f32 v65, v64, v180, 0x3a83126f
	v_fmaak_f32 v192, v61, v59, 0x3a83126f
	v_fmaak_f32 v61, v60, v114, 0x3a83126f
	v_fmaak_f32 v1, v41, v85, 0x3a83126f
	v_pk_fma_f32 v[40:41], v[172:173], v[64:65], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v193, v61, v207, 0x3a83126f
	v_pk_fma_f32 v[60:61], v[8:9], v[60:61], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v64, v195, v194, 0x3a83126f
	v_fmaak_f32 v8, v116, v8, 0x3a83126f
	v_fmaak_f32 v182, v95, v172, 0x3a83126f
	v_fmaak_f32 v172, v65, v69, 0x3a83126f
	v_fmaak_f32 v65, v64, v8, 0x3a83126f
	v_fmaak_f32 v138, v147, v218, 0x3a83126f
	v_fmaak_f32 v147, v183, v176, 0x3a83126f
	v_fmaak_f32 v183, v43, v173, 0x3a83126f
	v_fmaak_f32 v173, v47, v80, 0x3a83126f
	v_pk_fma_f32 v[46:47], v[68:69], v[62:63], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v194, v196, v58, 0x3a83126f
	v_pk_fma_f32 v[62:63], v[58:59], v[64:65], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v58, v83, v84, 0x3a83126f
	v_fmaak_f32 v59, v58, v156, 0x3a83126f
	v_fmaak_f32 v196, v59, v210, 0x3a83126f
	v_pk_fma_f32 v[58:59], v[36:37], v[58:59], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v66, v169, v168, 0x3a83126f
	v_fmaak_f32 v36, v113, v36, 0x3a83126f
	v_fmaak_f32 v67, v66, v36, 0x3a83126f
	v_fmaak_f32 v195, v65, v61, 0x3a83126f
	v_fmaak_f32 v168, v170, v60, 0x3a83126f
	v_pk_fma_f32 v[64:65], v[60:61], v[66:67], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v60, v86, v87, 0x3a83126f
	v_fmaak_f32 v61, v60, v153, 0x3a83126f
	v_fmaak_f32 v170, v61, v213, 0x3a83126f
	v_pk_fma_f32 v[60:61], v[34:35], v[60:61], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v66, v206, v205, 0x3a83126f
	v_fmaak_f32 v34, v155, v34, 0x3a83126f
	v_fmaak_f32 v169, v67, v59, 0x3a83126f
	v_fmaak_f32 v67, v66, v34, 0x3a83126f
	v_fmaak_f32 v184, v90, v68, 0x3a83126f
	v_fmaak_f32 v205, v207, v58, 0x3a83126f
	v_pk_fma_f32 v[68:69], v[58:59], v[66:67], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v58, v88, v89, 0x3a83126f
	v_fmaak_f32 v59, v58, v149, 0x3a83126f
	v_fmaak_f32 v207, v59, v216, 0x3a83126f
	v_pk_fma_f32 v[58:59], v[32:33], v[58:59], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v66, v209, v208, 0x3a83126f
	v_fmaak_f32 v32, v152, v32, 0x3a83126f
	v_fmaak_f32 v206, v67, v61, 0x3a83126f
	v_fmaak_f32 v67, v66, v32, 0x3a83126f
	v_fmaak_f32 v208, v210, v60, 0x3a83126f
	v_pk_fma_f32 v[72:73], v[60:61], v[66:67], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v60, v91, v92, 0x3a83126f
	v_fmaak_f32 v61, v60, v143, 0x3a83126f
	v_fmaak_f32 v210, v61, v219, 0x3a83126f
	v_pk_fma_f32 v[60:61], v[30:31], v[60:61], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v66, v212, v211, 0x3a83126f
	v_fmaak_f32 v30, v148, v30, 0x3a83126f
	v_fmaak_f32 v209, v67, v59, 0x3a83126f
	v_fmaak_f32 v67, v66, v30, 0x3a83126f
	v_fmaak_f32 v211, v213, v58, 0x3a83126f
	v_pk_fma_f32 v[78:79], v[58:59], v[66:67], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v58, v93, v94, 0x3a83126f
	v_fmaak_f32 v59, v58, v137, 0x3a83126f
	v_fmaak_f32 v213, v59, v222, 0x3a83126f
	v_pk_fma_f32 v[58:59], v[26:27], v[58:59], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v66, v215, v214, 0x3a83126f
	v_fmaak_f32 v26, v141, v26, 0x3a83126f
	v_fmaak_f32 v212, v67, v61, 0x3a83126f
	v_fmaak_f32 v67, v66, v26, 0x3a83126f
	v_fmaak_f32 v214, v216, v60, 0x3a83126f
	v_pk_fma_f32 v[84:85], v[60:61], v[66:67], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v60, v97, v99, 0x3a83126f
	v_fmaak_f32 v61, v60, v131, 0x3a83126f
	v_fmaak_f32 v216, v61, v167, 0x3a83126f
	v_pk_fma_f32 v[60:61], v[22:23], v[60:61], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v66, v218, v217, 0x3a83126f
	v_fmaak_f32 v22, v135, v22, 0x3a83126f
	v_fmaak_f32 v215, v67, v59, 0x3a83126f
	v_fmaak_f32 v67, v66, v22, 0x3a83126f
	v_fmaak_f32 v217, v219, v58, 0x3a83126f
	v_pk_fma_f32 v[90:91], v[58:59], v[66:67], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v92, v158, v159, 0x3a83126f
	v_fmaak_f32 v58, v221, v220, 0x3a83126f
	v_fmaak_f32 v159, v129, v16, 0x3a83126f
	v_fmaak_f32 v93, v92, v136, 0x3a83126f
	v_fmaak_f32 v59, v58, v159, 0x3a83126f
	v_fmaak_f32 v218, v67, v61, 0x3a83126f
	v_pk_fma_f32 v[86:87], v[60:61], v[58:59], s[0:1] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[66:67], v[16:17], v[92:93], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v58, v162, v163, 0x3a83126f
	v_fmaak_f32 v82, v166, v165, 0x3a83126f
	v_fmaak_f32 v162, v134, v18, 0x3a83126f
	v_fmaak_f32 v16, v59, v67, 0x3a83126f
	v_fmaak_f32 v59, v58, v151, 0x3a83126f
	v_fmaak_f32 v74, v178, v177, 0x3a83126f
	v_fmaak_f32 v83, v82, v162, 0x3a83126f
	v_pk_fma_f32 v[94:95], v[20:21], v[42:43], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v20, v104, v20, 0x3a83126f
	v_fmaak_f32 v92, v59, v45, 0x3a83126f
	v_fmaak_f32 v96, v160, v161, 0x3a83126f
	v_pk_fma_f32 v[80:81], v[66:67], v[82:83], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v82, v45, v94, 0x3a83126f
	v_fmaak_f32 v75, v74, v20, 0x3a83126f
	v_mov_b32_e32 v45, s1
	v_fmaak_f32 v97, v96, v146, 0x3a83126f
	v_fmaak_f32 v98, v70, v98, 0x3a83126f
	v_fmaak_f32 v163, v75, v95, 0x3a83126f
	v_pk_fma_f32 v[94:95], v[94:95], v[44:45], s[0:1]
	v_fmaak_f32 v99, v98, v142, 0x3a83126f
	v_fmaak_f32 v160, v140, v24, 0x3a83126f
	v_pk_fma_f32 v[76:77], v[24:25], v[96:97], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v24, v133, v182, 0x3a83126f
	v_add_f32_e32 v45, v94, v95
	v_pk_fma_f32 v[88:89], v[18:19], v[98:99], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v18, v179, v39, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v24
	v_fmac_f32_e32 v45, 0x40400000, v18
	v_fmaak_f32 v2, v44, v40, 0x3a83126f
	v_fmac_f32_e32 v45, 4.0, v183
	v_fmac_f32_e32 v45, 0x40a00000, v2
	v_fmaak_f32 v2, v182, v181, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40c00000, v2
	v_fmaak_f32 v2, v39, v164, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40e00000, v2
	v_mov_b32_e32 v44, 0x3a83126f
	v_mov_b32_e32 v39, s1
	v_pk_fma_f32 v[40:41], v[40:41], v[38:39], v[44:45]
	v_fmaak_f32 v2, v102, v103, 0x3a83126f
	v_add_f32_e32 v45, v40, v41
	v_fmaak_f32 v6, v2, v7, 0x3a83126f
	v_fmaak_f32 v4, v180, v112, 0x3a83126f
	v_fmaak_f32 v7, v38, v46, 0x3a83126f
	v_fmaak_f32 v38, v181, v184, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v38
	v_fmaak_f32 v38, v164, v4, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40400000, v38
	v_fmaak_f32 v2, v112, v2, 0x3a83126f
	v_fmac_f32_e32 v45, 4.0, v172
	v_fmac_f32_e32 v45, 0x40a00000, v7
	v_fmaak_f32 v7, v184, v2, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40c00000, v7
	v_fmaak_f32 v4, v4, v1, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40e00000, v4
	v_mov_b32_e32 v7, s1
	v_pk_fma_f32 v[38:39], v[46:47], v[6:7], v[44:45]
	v_fmaak_f32 v7, v100, v101, 0x3a83126f
	v_add_f32_e32 v45, v38, v39
	v_fmaak_f32 v4, v7, v5, 0x3a83126f
	v_fmaak_f32 v5, v185, v111, 0x3a83126f
	v_fmaak_f32 v2, v2, v197, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v2
	v_fmaak_f32 v1, v1, v5, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40400000, v1
	v_fmaak_f32 v38, v111, v7, 0x3a83126f
	v_fmaak_f32 v6, v6, v48, 0x3a83126f
	v_fmac_f32_e32 v45, 4.0, v186
	v_fmac_f32_e32 v45, 0x40a00000, v6
	v_fmaak_f32 v1, v197, v38, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40c00000, v1
	v_fmaak_f32 v1, v5, v173, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40e00000, v1
	v_mov_b32_e32 v5, s1
	v_pk_fma_f32 v[6:7], v[48:49], v[4:5], v[44:45]
	v_fmaak_f32 v1, v109, v108, 0x3a83126f
	v_add_f32_e32 v45, v6, v7
	v_fmaak_f32 v2, v1, v3, 0x3a83126f
	v_fmaak_f32 v3, v198, v110, 0x3a83126f
	v_fmaak_f32 v5, v38, v201, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v5
	v_fmaak_f32 v5, v173, v3, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40400000, v5
	v_fmaak_f32 v1, v110, v1, 0x3a83126f
	v_fmaak_f32 v4, v4, v50, 0x3a83126f
	v_fmac_f32_e32 v45, 4.0, v199
	v_fmac_f32_e32 v45, 0x40a00000, v4
	v_fmaak_f32 v4, v201, v1, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40c00000, v4
	v_fmaak_f32 v3, v3, v187, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40e00000, v3
	v_mov_b32_e32 v3, s1
	v_pk_fma_f32 v[4:5], v[50:51], v[2:3], v[44:45]
	v_fmaak_f32 v3, v106, v105, 0x3a83126f
	v_add_f32_e32 v45, v4, v5
	v_fmaak_f32 v4, v3, v15, 0x3a83126f
	v_fmaak_f32 v6, v107, v3, 0x3a83126f
	v_fmaak_f32 v3, v202, v107, 0x3a83126f
	v_fmaak_f32 v1, v1, v223, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v1
	v_fmaak_f32 v1, v187, v3, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40400000, v1
	v_fmaak_f32 v2, v2, v52, 0x3a83126f
	v_fmac_f32_e32 v45, 4.0, v203
	v_fmac_f32_e32 v45, 0x40a00000, v2
	v_fmaak_f32 v1, v223, v6, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40c00000, v1
	v_fmaak_f32 v1, v3, v200, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40e00000, v1
	v_mov_b32_e32 v5, s1
	v_pk_fma_f32 v[2:3], v[52:53], v[4:5], v[44:45]
	v_fmaak_f32 v5, v6, v188, 0x3a83126f
	v_add_f32_e32 v45, v2, v3
	v_fmaak_f32 v3, v14, v124, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v5
	v_fmaak_f32 v5, v200, v3, 0x3a83126f
	v_fmaak_f32 v1, v123, v122, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40400000, v5
	v_fmaak_f32 v2, v1, v13, 0x3a83126f
	v_fmaak_f32 v1, v124, v1, 0x3a83126f
	v_fmaak_f32 v4, v4, v54, 0x3a83126f
	v_fmac_f32_e32 v45, 4.0, v224
	v_fmac_f32_e32 v45, 0x40a00000, v4
	v_fmaak_f32 v4, v188, v1, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40c00000, v4
	v_fmaak_f32 v3, v3, v204, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40e00000, v3
	v_mov_b32_e32 v3, s1
	v_pk_fma_f32 v[4:5], v[54:55], v[2:3], v[44:45]
	v_fmaak_f32 v3, v120, v119, 0x3a83126f
	v_add_f32_e32 v45, v4, v5
	v_fmaak_f32 v4, v3, v11, 0x3a83126f
	v_fmaak_f32 v6, v121, v3, 0x3a83126f
	v_fmaak_f32 v3, v12, v121, 0x3a83126f
	v_fmaak_f32 v1, v1, v191, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v1
	v_fmaak_f32 v1, v204, v3, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40400000, v1
	v_fmaak_f32 v2, v2, v56, 0x3a83126f
	v_fmac_f32_e32 v45, 4.0, v189
	v_fmac_f32_e32 v45, 0x40a00000, v2
	v_fmaak_f32 v1, v191, v6, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40c00000, v1
	v_fmaak_f32 v1, v3, v225, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40e00000, v1
	v_mov_b32_e32 v5, s1
	v_pk_fma_f32 v[2:3], v[56:57], v[4:5], v[44:45]
	v_fmaak_f32 v5, v6, v194, 0x3a83126f
	v_add_f32_e32 v45, v2, v3
	v_fmaak_f32 v3, v10, v118, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v5
	v_fmaak_f32 v5, v225, v3, 0x3a83126f
	v_fmaak_f32 v1, v117, v116, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40400000, v5
	v_fmaak_f32 v2, v1, v9, 0x3a83126f
	v_fmaak_f32 v1, v118, v1, 0x3a83126f
	v_fmaak_f32 v4, v4, v62, 0x3a83126f
	v_fmac_f32_e32 v45, 4.0, v192
	v_fmac_f32_e32 v45, 0x40a00000, v4
	v_fmaak_f32 v4, v194, v1, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40c00000, v4
	v_fmaak_f32 v3, v3, v190, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40e00000, v3
	v_mov_b32_e32 v3, s1
	v_pk_fma_f32 v[4:5], v[62:63], v[2:3], v[44:45]
	v_fmaak_f32 v3, v114, v113, 0x3a83126f
	v_add_f32_e32 v45, v4, v5
	v_fmaak_f32 v4, v3, v37, 0x3a83126f
	v_fmaak_f32 v6, v115, v3, 0x3a83126f
	v_fmaak_f32 v3, v8, v115, 0x3a83126f
	v_fmaak_f32 v1, v1, v168, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v1
	v_fmaak_f32 v1, v190, v3, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40400000, v1
	v_fmaak_f32 v2, v2, v64, 0x3a83126f
	v_fmac_f32_e32 v45, 4.0, v195
	v_fmac_f32_e32 v45, 0x40a00000, v2
	v_fmaak_f32 v1, v168, v6, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40c00000, v1
	v_fmaak_f32 v1, v3, v193, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40e00000, v1
	v_mov_b32_e32 v5, s1
	v_pk_fma_f32 v[2:3], v[64:65], v[4:5], v[44:45]
	v_fmaak_f32 v5, v6, v205, 0x3a83126f
	v_add_f32_e32 v45, v2, v3
	v_fmaak_f32 v3, v36, v157, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v5
	v_fmaak_f32 v5, v193, v3, 0x3a83126f
	v_fmaak_f32 v1, v156, v155, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40400000, v5
	v_fmaak_f32 v2, v1, v35, 0x3a83126f
	v_fmaak_f32 v1, v157, v1, 0x3a83126f
	v_fmaak_f32 v4, v4, v68, 0x3a83126f
	v_fmac_f32_e32 v45, 4.0, v169
	v_fmac_f32_e32 v45, 0x40a00000, v4
	v_fmaak_f32 v4, v205, v1, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40c00000, v4
	v_fmaak_f32 v3, v3, v196, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40e00000, v3
	v_mov_b32_e32 v3, s1
	v_pk_fma_f32 v[4:5], v[68:69], v[2:3], v[44:45]
	v_fmaak_f32 v3, v153, v152, 0x3a83126f
	v_add_f32_e32 v45, v4, v5
	v_fmaak_f32 v4, v3, v33, 0x3a83126f
	v_fmaak_f32 v6, v154, v3, 0x3a83126f
	v_fmaak_f32 v3, v34, v154, 0x3a83126f
	v_fmaak_f32 v1, v1, v208, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v1
	v_fmaak_f32 v1, v196, v3, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40400000, v1
	v_fmaak_f32 v2, v2, v72, 0x3a83126f
	v_fmac_f32_e32 v45, 4.0, v206
	v_fmac_f32_e32 v45, 0x40a00000, v2
	v_fmaak_f32 v1, v208, v6, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40c00000, v1
	v_fmaak_f32 v1, v3, v170, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40e00000, v1
	v_mov_b32_e32 v5, s1
	v_pk_fma_f32 v[2:3], v[72:73], v[4:5], v[44:45]
	v_fmaak_f32 v5, v6, v211, 0x3a83126f
	v_add_f32_e32 v45, v2, v3
	v_fmaak_f32 v3, v32, v150, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v5
	v_fmaak_f32 v5, v170, v3, 0x3a83126f
	v_fmaak_f32 v1, v149, v148, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40400000, v5
	v_fmaak_f32 v2, v1, v31, 0x3a83126f
	v_fmaak_f32 v1, v150, v1, 0x3a83126f
	v_fmaak_f32 v4, v4, v78, 0x3a83126f
	v_fmac_f32_e32 v45, 4.0, v209
	v_fmac_f32_e32 v45, 0x40a00000, v4
	v_fmaak_f32 v4, v211, v1, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40c00000, v4
	v_fmaak_f32 v3, v3, v207, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40e00000, v3
	v_mov_b32_e32 v3, s1
	v_pk_fma_f32 v[4:5], v[78:79], v[2:3], v[44:45]
	v_fmaak_f32 v3, v143, v141, 0x3a83126f
	v_add_f32_e32 v45, v4, v5
	v_fmaak_f32 v4, v3, v27, 0x3a83126f
	v_fmaak_f32 v6, v144, v3, 0x3a83126f
	v_fmaak_f32 v3, v30, v144, 0x3a83126f
	v_fmaak_f32 v1, v1, v214, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v1
	v_fmaak_f32 v1, v207, v3, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40400000, v1
	v_fmaak_f32 v2, v2, v84, 0x3a83126f
	v_fmac_f32_e32 v45, 4.0, v212
	v_fmac_f32_e32 v45, 0x40a00000, v2
	v_fmaak_f32 v1, v214, v6, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40c00000, v1
	v_fmaak_f32 v1, v3, v210, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40e00000, v1
	v_mov_b32_e32 v5, s1
	v_pk_fma_f32 v[2:3], v[84:85], v[4:5], v[44:45]
	v_fmaak_f32 v5, v6, v217, 0x3a83126f
	v_add_f32_e32 v45, v2, v3
	v_fmaak_f32 v3, v26, v138, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v5
	v_fmaak_f32 v5, v210, v3, 0x3a83126f
	v_fmaak_f32 v1, v137, v135, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40400000, v5
	v_fmaak_f32 v2, v1, v23, 0x3a83126f
	v_fmaak_f32 v1, v138, v1, 0x3a83126f
	v_fmaak_f32 v4, v4, v90, 0x3a83126f
	v_fmac_f32_e32 v45, 4.0, v215
	v_fmac_f32_e32 v45, 0x40a00000, v4
	v_fmaak_f32 v4, v217, v1, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40c00000, v4
	v_fmaak_f32 v3, v3, v213, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40e00000, v3
	v_mov_b32_e32 v3, s1
	v_fmaak_f32 v158, v222, v60, 0x3a83126f
	v_pk_fma_f32 v[4:5], v[90:91], v[2:3], v[44:45]
	v_fmaak_f32 v3, v131, v129, 0x3a83126f
	v_add_f32_e32 v45, v4, v5
	v_fmaak_f32 v10, v3, v17, 0x3a83126f
	v_fmaak_f32 v17, v127, v3, 0x3a83126f
	v_fmaak_f32 v3, v22, v127, 0x3a83126f
	v_fmaak_f32 v1, v1, v158, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v1
	v_fmaak_f32 v1, v213, v3, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40400000, v1
	v_fmaak_f32 v2, v2, v86, 0x3a83126f
	v_fmac_f32_e32 v45, 4.0, v218
	v_fmac_f32_e32 v45, 0x40a00000, v2
	v_fmaak_f32 v1, v158, v17, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40c00000, v1
	v_fmaak_f32 v1, v3, v216, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40e00000, v1
	v_mov_b32_e32 v11, s1
	v_fmaak_f32 v161, v167, v66, 0x3a83126f
	v_fmaak_f32 v5, v136, v134, 0x3a83126f
	v_fmaak_f32 v7, v142, v140, 0x3a83126f
	v_fmaak_f32 v6, v146, v145, 0x3a83126f
	v_pk_fma_f32 v[2:3], v[86:87], v[10:11], v[44:45]
	v_pk_fma_f32 v[58:59], v[28:29], v[58:59], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v60, v176, v175, 0x3a83126f
	v_fmaak_f32 v28, v145, v28, 0x3a83126f
	v_fmaak_f32 v4, v6, v29, 0x3a83126f
	v_fmaak_f32 v12, v147, v6, 0x3a83126f
	v_fmaak_f32 v6, v7, v25, 0x3a83126f
	v_fmaak_f32 v7, v139, v7, 0x3a83126f
	v_fmaak_f32 v8, v5, v19, 0x3a83126f
	v_fmaak_f32 v5, v130, v5, 0x3a83126f
	v_fmaak_f32 v19, v159, v130, 0x3a83126f
	v_add_f32_e32 v45, v2, v3
	v_fmaak_f32 v26, v126, v76, 0x3a83126f
	v_fmaak_f32 v27, v125, v88, 0x3a83126f
	v_fmaak_f32 v17, v17, v161, 0x3a83126f
	v_fmaak_f32 v61, v60, v28, 0x3a83126f
	v_fmaak_f32 v11, v28, v132, 0x3a83126f
	v_fmaak_f32 v28, v161, v5, 0x3a83126f
	v_fmaak_f32 v5, v5, v27, 0x3a83126f
	v_fmaak_f32 v27, v27, v7, 0x3a83126f
	v_fmaak_f32 v29, v7, v26, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v17
	v_fmaak_f32 v7, v216, v19, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40400000, v7
	v_fmaak_f32 v1, v10, v80, 0x3a83126f
	v_fmac_f32_e32 v45, 4.0, v16
	v_fmaak_f32 v70, v174, v171, 0x3a83126f
	v_fmaak_f32 v9, v151, v104, 0x3a83126f
	v_fmaak_f32 v25, v93, v125, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40a00000, v1
	v_fmaak_f32 v71, v70, v160, 0x3a83126f
	v_fmaak_f32 v22, v132, v9, 0x3a83126f
	v_fmaak_f32 v10, v9, v21, 0x3a83126f
	v_fmaak_f32 v9, v20, v133, 0x3a83126f
	v_fmaak_f32 v19, v19, v25, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40c00000, v28
	v_pk_fma_f32 v[42:43], v[58:59], v[74:75], s[0:1] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[74:75], v[88:89], v[70:71], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v18, v9, v18, 0x3a83126f
	v_fmaak_f32 v31, v92, v9, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40e00000, v19
	v_mov_b32_e32 v9, s1
	v_fmaak_f32 v7, v8, v74, 0x3a83126f
	v_pk_fma_f32 v[8:9], v[80:81], v[8:9], v[44:45]
	v_fmaak_f32 v15, v162, v139, 0x3a83126f
	v_fmaak_f32 v23, v99, v126, 0x3a83126f
	v_add_f32_e32 v45, v8, v9
	v_fmaak_f32 v16, v15, v23, 0x3a83126f
	v_fmaak_f32 v15, v25, v15, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v5
	v_fmaak_f32 v19, v83, v89, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40400000, v15
	v_fmac_f32_e32 v45, 4.0, v19
	v_fmac_f32_e32 v45, 0x40a00000, v7
	v_fmac_f32_e32 v45, 0x40c00000, v27
	v_pk_fma_f32 v[66:67], v[76:77], v[60:61], s[0:1] op_sel_hi:[1,1,0]
	v_fmac_f32_e32 v45, 0x40e00000, v16
	v_mov_b32_e32 v7, s1
	v_fmaak_f32 v30, v6, v66, 0x3a83126f
	v_pk_fma_f32 v[6:7], v[74:75], v[6:7], v[44:45]
	v_fmaak_f32 v13, v160, v147, 0x3a83126f
	v_add_f32_e32 v45, v6, v7
	v_fmaak_f32 v5, v23, v13, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v29
	v_fmaak_f32 v8, v71, v77, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40400000, v5
	v_fmac_f32_e32 v45, 4.0, v8
	v_fmaak_f32 v14, v97, v128, 0x3a83126f
	v_fmaak_f32 v26, v26, v12, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40a00000, v30
	v_fmaak_f32 v17, v13, v14, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40c00000, v26
	v_fmac_f32_e32 v45, 0x40e00000, v17
	v_mov_b32_e32 v5, s1
	v_fmaak_f32 v21, v128, v58, 0x3a83126f
	v_fmaak_f32 v1, v4, v42, 0x3a83126f
	v_pk_fma_f32 v[4:5], v[66:67], v[4:5], v[44:45]
	v_fmaak_f32 v12, v12, v21, 0x3a83126f
	v_add_f32_e32 v45, v4, v5
	v_fmaak_f32 v6, v14, v11, 0x3a83126f
	v_fmac_f32_e32 v45, 2.0, v12
	v_fmaak_f32 v7, v61, v59, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40400000, v6
	v_fmac_f32_e32 v45, 4.0, v7
	v_fmaak_f32 v21, v21, v22, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40a00000, v1
	v_fmaak_f32 v32, v11, v92, 0x3a83126f
	v_fmac_f32_e32 v45, 0x40c00000, v21
	v_fmac_f32_e32 v45, 0x40e00000, v32
	v_mov_b32_e32 v11, s1
	v_pk_fma_f32 v[4:5], v[42:43], v[10:11], v[44:45]
	v_fmaak_f32 v22, v22, v82, 0x3a83126f
	v_add_f32_e32 v4, v4, v5
	v_fmac_f32_e32 v4, 2.0, v22
	v_fmac_f32_e32 v4, 0x40400000, v31
	v_fmaak_f32 v20, v10, v94, 0x3a83126f
	v_fmac_f32_e32 v4, 4.0, v163
	v_fmaak_f32 v24, v82, v24, 0x3a83126f
	v_fmac_f32_e32 v4, 0x40a00000, v20
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	v_fmac_f32_e32 v4, 0x40c00000, v24
	v_ashrrev_i32_e32 v1, 31, v0
	v_fmac_f32_e32 v4, 0x40e00000, v18
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel reg_pressure
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 226
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 228
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
	.size	reg_pressure, .Lfunc_end0-reg_pressure
                                        ; -- End function
	.set reg_pressure.num_vgpr, 226
	.set reg_pressure.num_agpr, 0
	.set reg_pressure.numbered_sgpr, 8
	.set reg_pressure.num_named_barrier, 0
	.set reg_pressure.private_seg_size, 0
	.set reg_pressure.uses_vcc, 0
	.set reg_pressure.uses_flat_scratch, 0
	.set reg_pressure.has_dyn_sized_stack, 0
	.set reg_pressure.has_recursion, 0
	.set reg_pressure.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 10268
; TotalNumSgprs: 14
; NumVgprs: 226
; NumAgprs: 0
; TotalNumVgprs: 226
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 28
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 226
; AccumOffset: 228
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 56
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
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           reg_pressure
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         reg_pressure.kd
    .uses_dynamic_stack: false
    .vgpr_count:     226
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
