	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	reg_spill               ; -- Begin function reg_spill
	.globl	reg_spill
	.p2align	8
	.type	reg_spill,@function
reg_spill:                              ; @reg_spill
; %bb.0:
	v_lshl_or_b32 v0, s2, 6, v0
	v_add_u32_e32 v2, 3, v0
	v_and_b32_e32 v2, 0x3ff, v2
	v_lshlrev_b32_e32 v3, 2, v2
	v_add_u32_e32 v2, 6, v0
	v_and_b32_e32 v2, 0x3ff, v2
	v_lshlrev_b32_e32 v4, 2, v2
	v_add_u32_e32 v2, 9, v0
	v_and_b32_e32 v2, 0x3ff, v2
	v_lshlrev_b32_e32 v5, 2, v2
	v_add_u32_e32 v2, 12, v0
	v_and_b32_e32 v2, 0x3ff, v2
	v_lshlrev_b32_e32 v6, 2, v2
	v_add_u32_e32 v2, 15, v0
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_and_b32_e32 v2, 0x3ff, v2
	v_lshlrev_b32_e32 v8, 2, v2
	v_add_u32_e32 v2, 18, v0
	v_and_b32_e32 v2, 0x3ff, v2
	v_lshlrev_b32_e32 v10, 2, v2
	v_add_u32_e32 v2, 21, v0
	v_and_b32_e32 v2, 0x3ff, v2
	v_lshlrev_b32_e32 v12, 2, v2
	s_waitcnt lgkmcnt(0)
	global_load_dword v7, v8, s[4:5]
	global_load_dword v9, v10, s[4:5]
	global_load_dword v11, v12, s[4:5]
                                        ; kill: killed $vgpr8
	v_add_u32_e32 v8, 39, v0
	v_and_b32_e32 v8, 0x3ff, v8
                                        ; kill: killed $vgpr10
	v_lshlrev_b32_e32 v10, 2, v8
	v_add_u32_e32 v8, 42, v0
	v_and_b32_e32 v1, 0x3ff, v0
	v_and_b32_e32 v8, 0x3ff, v8
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v12, 2, v8
	v_add_u32_e32 v8, 45, v0
	global_load_dword v2, v1, s[4:5]
	global_load_dword v62, v3, s[4:5]
	global_load_dword v42, v4, s[4:5]
	global_load_dword v36, v5, s[4:5]
	global_load_dword v37, v6, s[4:5]
                                        ; kill: killed $vgpr1
                                        ; kill: killed $vgpr3
	v_add_u32_e32 v1, 24, v0
	v_add_u32_e32 v3, 27, v0
	v_and_b32_e32 v8, 0x3ff, v8
                                        ; kill: killed $vgpr4
                                        ; kill: killed $vgpr5
                                        ; kill: killed $vgpr6
	v_and_b32_e32 v1, 0x3ff, v1
	v_and_b32_e32 v3, 0x3ff, v3
	v_add_u32_e32 v4, 30, v0
	v_add_u32_e32 v5, 33, v0
	v_add_u32_e32 v6, 36, v0
	v_lshlrev_b32_e32 v14, 2, v8
	global_load_dword v15, v10, s[4:5]
	global_load_dword v35, v12, s[4:5]
	global_load_dword v19, v14, s[4:5]
                                        ; kill: killed $vgpr12
	v_add_u32_e32 v12, 0x42, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v4, 0x3ff, v4
	v_and_b32_e32 v5, 0x3ff, v5
	v_and_b32_e32 v6, 0x3ff, v6
                                        ; kill: killed $vgpr10
	v_add_u32_e32 v10, 63, v0
	v_and_b32_e32 v12, 0x3ff, v12
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshlrev_b32_e32 v6, 2, v6
	global_load_dword v13, v1, s[4:5]
	global_load_dword v60, v3, s[4:5]
	global_load_dword v8, v4, s[4:5]
	global_load_dword v39, v5, s[4:5]
                                        ; kill: killed $vgpr1
                                        ; kill: killed $vgpr3
                                        ; kill: killed $vgpr14
	v_add_u32_e32 v1, 48, v0
	v_add_u32_e32 v3, 51, v0
	v_and_b32_e32 v10, 0x3ff, v10
	v_lshlrev_b32_e32 v14, 2, v12
	v_add_u32_e32 v12, 0x45, v0
	global_load_dword v49, v6, s[4:5]
                                        ; kill: killed $vgpr4
                                        ; kill: killed $vgpr5
                                        ; kill: killed $vgpr6
	v_and_b32_e32 v1, 0x3ff, v1
	v_and_b32_e32 v3, 0x3ff, v3
	v_add_u32_e32 v4, 54, v0
	v_add_u32_e32 v5, 57, v0
	v_add_u32_e32 v6, 60, v0
	v_lshlrev_b32_e32 v10, 2, v10
	v_and_b32_e32 v12, 0x3ff, v12
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v4, 0x3ff, v4
	v_and_b32_e32 v5, 0x3ff, v5
	v_and_b32_e32 v6, 0x3ff, v6
	v_lshlrev_b32_e32 v16, 2, v12
	global_load_dword v23, v10, s[4:5]
	global_load_dword v25, v14, s[4:5]
	global_load_dword v27, v16, s[4:5]
                                        ; kill: killed $vgpr14
	v_add_u32_e32 v14, 0x5a, v0
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshlrev_b32_e32 v6, 2, v6
	global_load_dword v21, v1, s[4:5]
	global_load_dword v48, v3, s[4:5]
	global_load_dword v12, v4, s[4:5]
	global_load_dword v52, v5, s[4:5]
                                        ; kill: killed $vgpr1
                                        ; kill: killed $vgpr3
                                        ; kill: killed $vgpr10
	v_add_u32_e32 v1, 0x48, v0
	v_add_u32_e32 v3, 0x4b, v0
	v_add_u32_e32 v10, 0x57, v0
	v_and_b32_e32 v14, 0x3ff, v14
	global_load_dword v53, v6, s[4:5]
                                        ; kill: killed $vgpr4
                                        ; kill: killed $vgpr5
                                        ; kill: killed $vgpr6
                                        ; kill: killed $vgpr16
	v_and_b32_e32 v1, 0x3ff, v1
	v_and_b32_e32 v3, 0x3ff, v3
	v_add_u32_e32 v4, 0x4e, v0
	v_add_u32_e32 v5, 0x51, v0
	v_add_u32_e32 v6, 0x54, v0
	v_and_b32_e32 v10, 0x3ff, v10
	v_lshlrev_b32_e32 v16, 2, v14
	v_add_u32_e32 v14, 0x5d, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v4, 0x3ff, v4
	v_and_b32_e32 v5, 0x3ff, v5
	v_and_b32_e32 v6, 0x3ff, v6
	v_lshlrev_b32_e32 v10, 2, v10
	v_and_b32_e32 v14, 0x3ff, v14
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshlrev_b32_e32 v6, 2, v6
	v_lshlrev_b32_e32 v17, 2, v14
	global_load_dword v30, v1, s[4:5]
	global_load_dword v14, v3, s[4:5]
	global_load_dword v38, v4, s[4:5]
	global_load_dword v40, v5, s[4:5]
	global_load_dword v31, v10, s[4:5]
	global_load_dword v32, v16, s[4:5]
                                        ; kill: killed $vgpr3
                                        ; kill: killed $vgpr4
                                        ; kill: killed $vgpr5
                                        ; kill: killed $vgpr6
                                        ; kill: killed $vgpr10
                                        ; kill: killed $vgpr16
                                        ; kill: killed $vgpr1
	global_load_dword v33, v17, s[4:5]
	v_add_u32_e32 v3, 0x63, v0
	v_and_b32_e32 v3, 0x3ff, v3
	v_lshlrev_b32_e32 v5, 2, v3
	v_add_u32_e32 v3, 0x11d, v0
	v_and_b32_e32 v3, 0x3ff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v41, v6, s[4:5]
	global_load_dword v57, v3, s[4:5]
	v_add_u32_e32 v1, 0x60, v0
	v_add_u32_e32 v3, 0x66, v0
	v_and_b32_e32 v1, 0x3ff, v1
	v_and_b32_e32 v3, 0x3ff, v3
	v_add_u32_e32 v4, 0x69, v0
	v_add_u32_e32 v6, 0x6c, v0
	v_add_u32_e32 v10, 0x6f, v0
	v_add_u32_e32 v17, 0x72, v0
	v_add_u32_e32 v18, 0x75, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v4, 0x3ff, v4
	v_and_b32_e32 v6, 0x3ff, v6
	v_and_b32_e32 v10, 0x3ff, v10
	v_and_b32_e32 v17, 0x3ff, v17
	v_and_b32_e32 v18, 0x3ff, v18
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v6, 2, v6
	v_lshlrev_b32_e32 v10, 2, v10
	v_lshlrev_b32_e32 v17, 2, v17
	v_lshlrev_b32_e32 v22, 2, v18
	global_load_dword v34, v1, s[4:5]
	global_load_dword v18, v5, s[4:5]
	global_load_dword v20, v3, s[4:5]
	global_load_dword v54, v4, s[4:5]
	global_load_dword v71, v6, s[4:5]
	global_load_dword v29, v10, s[4:5]
	global_load_dword v46, v17, s[4:5]
	global_load_dword v47, v22, s[4:5]
	v_add_u32_e32 v3, 0x7b, v0
	v_and_b32_e32 v3, 0x3ff, v3
	v_lshlrev_b32_e32 v22, 2, v3
	v_add_u32_e32 v3, 0x7e, v0
	v_and_b32_e32 v3, 0x3ff, v3
	v_lshlrev_b32_e32 v5, 2, v3
	v_add_u32_e32 v3, 0x81, v0
	v_and_b32_e32 v3, 0x3ff, v3
	v_add_u32_e32 v1, 0x78, v0
	v_lshlrev_b32_e32 v26, 2, v3
	v_add_u32_e32 v3, 0x84, v0
	v_and_b32_e32 v1, 0x3ff, v1
	v_and_b32_e32 v3, 0x3ff, v3
	v_add_u32_e32 v28, 0x87, v0
	v_add_u32_e32 v6, 0x8d, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v24, 2, v3
	v_and_b32_e32 v3, 0x3ff, v28
	v_add_u32_e32 v4, 0x8a, v0
	v_and_b32_e32 v6, 0x3ff, v6
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v4, 0x3ff, v4
	v_lshlrev_b32_e32 v6, 2, v6
	global_load_dword v45, v1, s[4:5]
	s_nop 0
	global_load_dword v22, v22, s[4:5]
	s_nop 0
	global_load_dword v58, v26, s[4:5]
	v_add_u32_e32 v1, 0x90, v0
	v_lshlrev_b32_e32 v4, 2, v4
	global_load_dword v67, v6, s[4:5]
	global_load_dword v66, v4, s[4:5]
	global_load_dword v65, v3, s[4:5]
	global_load_dword v64, v24, s[4:5]
	v_and_b32_e32 v1, 0x3ff, v1
	v_add_u32_e32 v3, 0x93, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_and_b32_e32 v3, 0x3ff, v3
	global_load_dword v26, v5, s[4:5]
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v17, v1, s[4:5]
	global_load_dword v24, v3, s[4:5]
	v_add_u32_e32 v3, 0x99, v0
	v_add_u32_e32 v4, 0x9c, v0
	v_and_b32_e32 v3, 0x3ff, v3
	v_and_b32_e32 v4, 0x3ff, v4
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v4, 2, v4
	v_add_u32_e32 v1, 0x96, v0
	global_load_dword v75, v3, s[4:5]
	global_load_dword v44, v4, s[4:5]
	v_add_u32_e32 v5, 0x9f, v0
	v_and_b32_e32 v1, 0x3ff, v1
	v_and_b32_e32 v5, 0x3ff, v5
	v_add_u32_e32 v6, 0xa2, v0
	v_add_u32_e32 v10, 0xa5, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v5, 2, v5
	v_and_b32_e32 v6, 0x3ff, v6
	v_and_b32_e32 v10, 0x3ff, v10
	v_lshlrev_b32_e32 v6, 2, v6
	v_lshlrev_b32_e32 v10, 2, v10
	global_load_dword v50, v5, s[4:5]
	global_load_dword v70, v6, s[4:5]
	global_load_dword v55, v10, s[4:5]
	global_load_dword v28, v1, s[4:5]
	s_waitcnt vmcnt(55)
	v_fmaak_f32 v1, v7, v9, 0x3a83126f
	s_waitcnt vmcnt(32)
	v_fmaak_f32 v4, v27, v30, 0x3a83126f
	s_mov_b64 s[0:1], 0x3a83126f
	v_fmaak_f32 v63, v2, v62, 0x3a83126f
	scratch_store_dword off, v1, off offset:156 ; 4-byte Folded Spill
	v_fmaak_f32 v69, v9, v11, 0x3a83126f
	v_fmaak_f32 v1, v11, v13, 0x3a83126f
	v_fmaak_f32 v61, v13, v60, 0x3a83126f
	v_fmaak_f32 v9, v8, v39, 0x3a83126f
	v_fmaak_f32 v2, v15, v35, 0x3a83126f
	v_fmaak_f32 v13, v12, v52, 0x3a83126f
	v_fmaak_f32 v11, v53, v23, 0x3a83126f
	scratch_store_dword off, v4, off offset:60 ; 4-byte Folded Spill
	s_waitcnt vmcnt(29)
	v_fmaak_f32 v4, v31, v32, 0x3a83126f
	scratch_store_dword off, v39, off offset:84 ; 4-byte Folded Spill
	scratch_store_dword off, v2, off offset:128 ; 4-byte Folded Spill
	v_fmaak_f32 v51, v35, v19, 0x3a83126f
	v_fmaak_f32 v2, v19, v21, 0x3a83126f
	v_fmaak_f32 v39, v38, v40, 0x3a83126f
	s_waitcnt vmcnt(29)
	v_fmaak_f32 v77, v41, v31, 0x3a83126f
	scratch_store_dword off, v4, off        ; 4-byte Folded Spill
	s_waitcnt vmcnt(28)
	v_fmaak_f32 v4, v33, v34, 0x3a83126f
	s_waitcnt vmcnt(27)
	v_fmaak_f32 v19, v34, v18, 0x3a83126f
	v_pk_fma_f32 v[34:35], v[60:61], v[8:9], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v8, v13, v11, 0x3a83126f
	scratch_store_dword off, v40, off offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v6, v36
	scratch_store_dword off, v8, off offset:112 ; 4-byte Folded Spill
	v_mov_b32_e32 v40, v11
	v_fmaak_f32 v8, v39, v77, 0x3a83126f
	s_waitcnt vmcnt(27)
	v_mov_b32_e32 v11, v54
	scratch_store_dword off, v37, off offset:48 ; 4-byte Folded Spill
	scratch_store_dword off, v49, off offset:88 ; 4-byte Folded Spill
	v_fmaak_f32 v43, v42, v6, 0x3a83126f
	v_fmaak_f32 v3, v37, v7, 0x3a83126f
	v_fmaak_f32 v37, v49, v15, 0x3a83126f
	v_fmaak_f32 v49, v21, v48, 0x3a83126f
	scratch_store_dword off, v8, off offset:100 ; 4-byte Folded Spill
	v_fmaak_f32 v21, v20, v11, 0x3a83126f
	v_fmaak_f32 v16, v32, v33, 0x3a83126f
	v_pk_fma_f32 v[32:33], v[62:63], v[42:43], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v7, v43, v3, 0x3a83126f
	v_fmaak_f32 v5, v9, v37, 0x3a83126f
	s_waitcnt vmcnt(27)
	v_fmaak_f32 v43, v29, v46, 0x3a83126f
	v_fmaak_f32 v74, v23, v25, 0x3a83126f
	v_fmaak_f32 v68, v25, v27, 0x3a83126f
	s_waitcnt vmcnt(25)
	v_fmaak_f32 v8, v47, v45, 0x3a83126f
	scratch_store_dword off, v8, off offset:164 ; 4-byte Folded Spill
	v_fmaak_f32 v47, v46, v47, 0x3a83126f
	v_fmaak_f32 v46, v71, v29, 0x3a83126f
	v_pk_fma_f32 v[8:9], v[18:19], v[20:21], s[0:1] op_sel_hi:[1,1,0]
	scratch_store_dwordx2 off, v[8:9], off offset:24 ; 8-byte Folded Spill
	v_fmaak_f32 v8, v21, v46, 0x3a83126f
	scratch_store_dword off, v8, off offset:96 ; 4-byte Folded Spill
	s_waitcnt vmcnt(27)
	v_fmaak_f32 v23, v45, v22, 0x3a83126f
	scratch_store_dword off, v53, off offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(22)
	v_fmaak_f32 v27, v26, v58, 0x3a83126f
	s_waitcnt vmcnt(21)
	v_fmaak_f32 v8, v67, v17, 0x3a83126f
	scratch_store_dword off, v8, off offset:152 ; 4-byte Folded Spill
	v_fmaak_f32 v8, v65, v66, 0x3a83126f
	scratch_store_dword off, v8, off offset:4 ; 4-byte Folded Spill
	v_fmaak_f32 v53, v64, v65, 0x3a83126f
	v_pk_fma_f32 v[8:9], v[22:23], v[26:27], s[0:1] op_sel_hi:[1,1,0]
	scratch_store_dwordx2 off, v[8:9], off offset:8 ; 8-byte Folded Spill
	v_fmaak_f32 v8, v27, v53, 0x3a83126f
	v_fmaak_f32 v15, v30, v14, 0x3a83126f
	v_pk_fma_f32 v[30:31], v[48:49], v[12:13], s[0:1] op_sel_hi:[1,1,0]
	scratch_store_dword off, v8, off offset:92 ; 4-byte Folded Spill
	v_add_u32_e32 v8, 0xa8, v0
	v_add_u32_e32 v12, 0xb4, v0
	v_fmaak_f32 v60, v68, v15, 0x3a83126f
	v_pk_fma_f32 v[72:73], v[14:15], v[38:39], s[0:1] op_sel_hi:[1,1,0]
	v_and_b32_e32 v8, 0x3ff, v8
	v_add_u32_e32 v9, 0xab, v0
	v_add_u32_e32 v10, 0xae, v0
	v_and_b32_e32 v12, 0x3ff, v12
	v_add_u32_e32 v13, 0xb7, v0
	v_add_u32_e32 v14, 0xba, v0
	v_add_u32_e32 v15, 0xbd, v0
	v_lshlrev_b32_e32 v8, 2, v8
	v_and_b32_e32 v9, 0x3ff, v9
	v_and_b32_e32 v10, 0x3ff, v10
	v_lshlrev_b32_e32 v12, 2, v12
	v_and_b32_e32 v13, 0x3ff, v13
	v_and_b32_e32 v14, 0x3ff, v14
	v_and_b32_e32 v15, 0x3ff, v15
	v_fmaak_f32 v59, v16, v19, 0x3a83126f
	s_waitcnt vmcnt(24)
	v_fmaak_f32 v25, v17, v24, 0x3a83126f
	v_lshlrev_b32_e32 v9, 2, v9
	v_lshlrev_b32_e32 v10, 2, v10
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshlrev_b32_e32 v14, 2, v14
	v_lshlrev_b32_e32 v15, 2, v15
	global_load_dword v17, v8, s[4:5]
	global_load_dword v76, v12, s[4:5]
	global_load_dword v19, v13, s[4:5]
	global_load_dword v20, v14, s[4:5]
	global_load_dword v21, v15, s[4:5]
	s_nop 0
	global_load_dword v8, v9, s[4:5]
	global_load_dword v12, v10, s[4:5]
	s_waitcnt vmcnt(25)
	v_fmaak_f32 v29, v28, v75, 0x3a83126f
	scratch_store_dword off, v41, off offset:68 ; 4-byte Folded Spill
	v_mov_b32_e32 v41, v37
	v_fmaak_f32 v37, v50, v70, 0x3a83126f
	v_fmaak_f32 v50, v44, v50, 0x3a83126f
	v_fmaak_f32 v10, v29, v50, 0x3a83126f
	scratch_store_dword off, v4, off offset:56 ; 4-byte Folded Spill
	v_add_u32_e32 v4, 0x11a, v0
	scratch_store_dword off, v10, off offset:104 ; 4-byte Folded Spill
	v_add_u32_e32 v10, 0xb1, v0
	v_and_b32_e32 v4, 0x3ff, v4
	v_and_b32_e32 v10, 0x3ff, v10
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v10, 2, v10
	global_load_dword v56, v4, s[4:5]
	global_load_dword v39, v10, s[4:5]
	v_pk_fma_f32 v[14:15], v[24:25], v[28:29], s[0:1] op_sel_hi:[1,1,0]
	scratch_store_dword off, v52, off offset:76 ; 4-byte Folded Spill
	v_fmaak_f32 v52, v47, v23, 0x3a83126f
	v_add_u32_e32 v10, 0xc0, v0
	v_add_u32_e32 v13, 0xc3, v0
	v_add_u32_e32 v18, 0xcf, v0
	v_add_u32_e32 v22, 0xd2, v0
	v_add_u32_e32 v23, 0xd5, v0
	scratch_store_dwordx2 off, v[14:15], off offset:16 ; 8-byte Folded Spill
	v_and_b32_e32 v10, 0x3ff, v10
	v_and_b32_e32 v13, 0x3ff, v13
	v_add_u32_e32 v15, 0xc6, v0
	v_and_b32_e32 v18, 0x3ff, v18
	v_and_b32_e32 v22, 0x3ff, v22
	v_and_b32_e32 v23, 0x3ff, v23
	v_lshlrev_b32_e32 v10, 2, v10
	v_lshlrev_b32_e32 v14, 2, v13
	v_and_b32_e32 v15, 0x3ff, v15
	v_lshlrev_b32_e32 v18, 2, v18
	v_lshlrev_b32_e32 v22, 2, v22
	v_lshlrev_b32_e32 v23, 2, v23
	v_lshlrev_b32_e32 v15, 2, v15
	v_fmaak_f32 v65, v70, v55, 0x3a83126f
	v_fmaak_f32 v4, v69, v61, 0x3a83126f
	scratch_store_dword off, v58, off offset:176 ; 4-byte Folded Spill
	scratch_store_dword off, v2, off offset:72 ; 4-byte Folded Spill
	v_fmaak_f32 v2, v57, v63, 0x3a83126f
	v_fmaak_f32 v58, v66, v67, 0x3a83126f
	scratch_store_dword off, v2, off offset:116 ; 4-byte Folded Spill
	v_fmaak_f32 v36, v51, v49, 0x3a83126f
	v_mov_b32_e32 v2, v51
	v_fmaak_f32 v51, v58, v25, 0x3a83126f
	scratch_store_dword off, v64, off offset:180 ; 4-byte Folded Spill
	scratch_store_dword off, v75, off offset:160 ; 4-byte Folded Spill
	v_fmaak_f32 v2, v41, v2, 0x3a83126f
	scratch_store_dword off, v44, off offset:184 ; 4-byte Folded Spill
	v_fmaak_f32 v44, v3, v69, 0x3a83126f
	scratch_store_dword off, v74, off offset:216 ; 4-byte Folded Spill
	v_fmaak_f32 v58, v53, v58, 0x3a83126f
	scratch_store_dword off, v37, off offset:276 ; 4-byte Folded Spill
	v_fmaak_f32 v50, v50, v65, 0x3a83126f
	scratch_store_dword off, v43, off offset:240 ; 4-byte Folded Spill
	s_waitcnt vmcnt(22)
	v_fmaak_f32 v54, v55, v17, 0x3a83126f
	scratch_store_dword off, v54, off offset:296 ; 4-byte Folded Spill
	s_waitcnt vmcnt(21)
	v_fmaak_f32 v28, v76, v19, 0x3a83126f
	s_waitcnt vmcnt(19)
	v_fmaak_f32 v29, v20, v21, 0x3a83126f
	s_waitcnt vmcnt(18)
	v_fmaak_f32 v9, v17, v8, 0x3a83126f
	v_add_u32_e32 v17, 0xcc, v0
	v_and_b32_e32 v17, 0x3ff, v17
	v_lshlrev_b32_e32 v17, 2, v17
	global_load_dword v10, v10, s[4:5]
	s_nop 0
	global_load_dword v42, v17, s[4:5]
	s_nop 0
	global_load_dword v17, v18, s[4:5]
	s_nop 0
	global_load_dword v22, v22, s[4:5]
	s_nop 0
	global_load_dword v23, v23, s[4:5]
	s_nop 0
	global_load_dword v14, v14, s[4:5]
	s_nop 0
	global_load_dword v18, v15, s[4:5]
	v_fmaak_f32 v55, v65, v9, 0x3a83126f
	s_waitcnt vmcnt(20)
	v_fmaak_f32 v57, v56, v57, 0x3a83126f
	s_waitcnt vmcnt(19)
	v_fmaak_f32 v13, v12, v39, 0x3a83126f
	v_pk_fma_f32 v[8:9], v[8:9], v[12:13], s[0:1] op_sel_hi:[1,1,0]
	scratch_store_dwordx2 off, v[8:9], off offset:32 ; 8-byte Folded Spill
	v_fmaak_f32 v8, v13, v28, 0x3a83126f
	scratch_store_dword off, v8, off offset:108 ; 4-byte Folded Spill
	v_add_u32_e32 v8, 0xc9, v0
	v_and_b32_e32 v8, 0x3ff, v8
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v61, v8, s[4:5]
	v_add_u32_e32 v8, 0xd8, v0
	v_add_u32_e32 v12, 0xe4, v0
	v_and_b32_e32 v8, 0x3ff, v8
	v_add_u32_e32 v9, 0xdb, v0
	v_and_b32_e32 v12, 0x3ff, v12
	v_add_u32_e32 v13, 0xe7, v0
	v_lshlrev_b32_e32 v8, 2, v8
	v_and_b32_e32 v9, 0x3ff, v9
	v_lshlrev_b32_e32 v12, 2, v12
	v_and_b32_e32 v13, 0x3ff, v13
	v_lshlrev_b32_e32 v9, 2, v9
	v_lshlrev_b32_e32 v13, 2, v13
	v_fmaak_f32 v28, v28, v29, 0x3a83126f
	s_waitcnt vmcnt(7)
	v_fmaak_f32 v48, v42, v17, 0x3a83126f
	s_waitcnt vmcnt(5)
	v_fmaak_f32 v27, v22, v23, 0x3a83126f
	s_waitcnt vmcnt(4)
	v_fmaak_f32 v15, v10, v14, 0x3a83126f
	v_fmaak_f32 v10, v21, v10, 0x3a83126f
	scratch_store_dword off, v10, off offset:168 ; 4-byte Folded Spill
	v_fmaak_f32 v10, v19, v20, 0x3a83126f
	v_add_u32_e32 v20, 0xea, v0
	v_add_u32_e32 v21, 0xed, v0
	scratch_store_dword off, v10, off offset:188 ; 4-byte Folded Spill
	v_add_u32_e32 v10, 0xde, v0
	v_and_b32_e32 v20, 0x3ff, v20
	v_and_b32_e32 v21, 0x3ff, v21
	v_and_b32_e32 v10, 0x3ff, v10
	v_lshlrev_b32_e32 v20, 2, v20
	v_lshlrev_b32_e32 v21, 2, v21
	v_lshlrev_b32_e32 v10, 2, v10
	global_load_dword v24, v8, s[4:5]
	global_load_dword v78, v12, s[4:5]
	global_load_dword v26, v13, s[4:5]
	s_nop 0
	global_load_dword v20, v20, s[4:5]
	s_nop 0
	global_load_dword v21, v21, s[4:5]
	s_nop 0
	global_load_dword v8, v9, s[4:5]
	global_load_dword v12, v10, s[4:5]
	v_fmaak_f32 v49, v29, v15, 0x3a83126f
	v_add_u32_e32 v13, 0xf3, v0
	v_and_b32_e32 v13, 0x3ff, v13
	scratch_load_dword v41, off, off offset:188 ; 4-byte Folded Reload
	s_waitcnt vmcnt(10)
	v_fmaak_f32 v19, v18, v61, 0x3a83126f
	v_pk_fma_f32 v[14:15], v[14:15], v[18:19], s[0:1] op_sel_hi:[1,1,0]
	v_add_u32_e32 v18, 0xff, v0
	scratch_store_dwordx2 off, v[14:15], off offset:40 ; 8-byte Folded Spill
	v_add_u32_e32 v15, 0xf6, v0
	v_and_b32_e32 v18, 0x3ff, v18
	v_lshlrev_b32_e32 v14, 2, v13
	v_and_b32_e32 v15, 0x3ff, v15
	v_lshlrev_b32_e32 v18, 2, v18
	v_lshlrev_b32_e32 v15, 2, v15
	s_waitcnt vmcnt(8)
	v_fmaak_f32 v10, v23, v24, 0x3a83126f
	scratch_store_dword off, v10, off offset:172 ; 4-byte Folded Spill
	v_fmaak_f32 v10, v17, v22, 0x3a83126f
	scratch_store_dword off, v10, off offset:204 ; 4-byte Folded Spill
	v_fmaak_f32 v10, v19, v48, 0x3a83126f
	scratch_store_dword off, v10, off offset:120 ; 4-byte Folded Spill
	v_add_u32_e32 v10, 0xe1, v0
	v_and_b32_e32 v10, 0x3ff, v10
	v_lshlrev_b32_e32 v10, 2, v10
	global_load_dword v25, v10, s[4:5]
	v_add_u32_e32 v10, 0xf0, v0
	v_add_u32_e32 v17, 0xfc, v0
	v_add_u32_e32 v22, 0x105, v0
	v_and_b32_e32 v10, 0x3ff, v10
	v_and_b32_e32 v17, 0x3ff, v17
	v_add_u32_e32 v19, 0x102, v0
	v_and_b32_e32 v22, 0x3ff, v22
	v_lshlrev_b32_e32 v10, 2, v10
	v_lshlrev_b32_e32 v17, 2, v17
	v_and_b32_e32 v19, 0x3ff, v19
	v_lshlrev_b32_e32 v22, 2, v22
	s_waitcnt vmcnt(7)
	v_fmaak_f32 v9, v24, v8, 0x3a83126f
	v_lshlrev_b32_e32 v19, 2, v19
	global_load_dword v10, v10, s[4:5]
	s_nop 0
	global_load_dword v63, v17, s[4:5]
	s_nop 0
	global_load_dword v17, v18, s[4:5]
	global_load_dword v24, v19, s[4:5]
	s_nop 0
	global_load_dword v22, v22, s[4:5]
	s_nop 0
	global_load_dword v14, v14, s[4:5]
	s_nop 0
	global_load_dword v18, v15, s[4:5]
	v_fmaak_f32 v23, v78, v26, 0x3a83126f
	v_fmaak_f32 v62, v20, v21, 0x3a83126f
	s_waitcnt vmcnt(7)
	v_fmaak_f32 v13, v12, v25, 0x3a83126f
	s_waitcnt vmcnt(4)
	v_fmaak_f32 v38, v63, v17, 0x3a83126f
	s_waitcnt vmcnt(2)
	v_fmaak_f32 v66, v24, v22, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v15, v10, v14, 0x3a83126f
	v_fmaak_f32 v10, v21, v10, 0x3a83126f
	scratch_store_dword off, v10, off offset:192 ; 4-byte Folded Spill
	v_fmaak_f32 v10, v26, v20, 0x3a83126f
	scratch_store_dword off, v10, off offset:208 ; 4-byte Folded Spill
	v_fmaak_f32 v10, v27, v9, 0x3a83126f
	v_pk_fma_f32 v[8:9], v[8:9], v[12:13], s[0:1] op_sel_hi:[1,1,0]
	scratch_store_dwordx2 off, v[8:9], off offset:196 ; 8-byte Folded Spill
	v_fmaak_f32 v8, v13, v23, 0x3a83126f
	scratch_store_dword off, v8, off offset:132 ; 4-byte Folded Spill
	v_add_u32_e32 v8, 0xf9, v0
	scratch_store_dword off, v10, off offset:124 ; 4-byte Folded Spill
	v_and_b32_e32 v8, 0x3ff, v8
	v_add_u32_e32 v10, 0x10e, v0
	v_lshlrev_b32_e32 v8, 2, v8
	v_and_b32_e32 v10, 0x3ff, v10
	global_load_dword v64, v8, s[4:5]
	v_add_u32_e32 v8, 0x108, v0
	v_lshlrev_b32_e32 v12, 2, v10
	v_add_u32_e32 v10, 0x114, v0
	v_add_u32_e32 v13, 0x117, v0
	v_and_b32_e32 v8, 0x3ff, v8
	v_add_u32_e32 v9, 0x10b, v0
	v_and_b32_e32 v10, 0x3ff, v10
	v_and_b32_e32 v13, 0x3ff, v13
	v_lshlrev_b32_e32 v8, 2, v8
	v_and_b32_e32 v9, 0x3ff, v9
	v_lshlrev_b32_e32 v10, 2, v10
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshlrev_b32_e32 v9, 2, v9
	global_load_dword v70, v10, s[4:5]
	global_load_dword v20, v13, s[4:5]
	s_nop 0
	global_load_dword v13, v8, s[4:5]
	s_nop 0
	global_load_dword v8, v9, s[4:5]
	s_nop 0
	global_load_dword v12, v12, s[4:5]
	v_fmaak_f32 v10, v17, v24, 0x3a83126f
	scratch_store_dword off, v10, off offset:228 ; 4-byte Folded Spill
	v_fmaak_f32 v10, v62, v15, 0x3a83126f
	scratch_store_dword off, v10, off offset:140 ; 4-byte Folded Spill
	s_waitcnt vmcnt(7)
	v_fmaak_f32 v19, v18, v64, 0x3a83126f
	v_pk_fma_f32 v[14:15], v[14:15], v[18:19], s[0:1] op_sel_hi:[1,1,0]
	scratch_store_dwordx2 off, v[14:15], off offset:220 ; 8-byte Folded Spill
	scratch_load_dword v14, off, off offset:156 ; 4-byte Folded Reload
	v_fmaak_f32 v10, v19, v38, 0x3a83126f
	scratch_store_dword off, v10, off offset:144 ; 4-byte Folded Spill
	v_fmaak_f32 v15, v1, v34, 0x3a83126f
	v_fmaak_f32 v17, v15, v5, 0x3a83126f
	v_fmaak_f32 v45, v44, v15, 0x3a83126f
	v_fmaak_f32 v64, v64, v63, 0x3a83126f
	scratch_load_dword v19, off, off offset:204 ; 4-byte Folded Reload
	s_waitcnt vmcnt(9)
	v_fmaak_f32 v75, v20, v56, 0x3a83126f
	s_waitcnt vmcnt(8)
	v_fmaak_f32 v26, v22, v13, 0x3a83126f
	s_waitcnt vmcnt(7)
	v_fmaak_f32 v9, v13, v8, 0x3a83126f
	v_add_u32_e32 v13, 0x111, v0
	v_and_b32_e32 v13, 0x3ff, v13
	v_lshlrev_b32_e32 v13, 2, v13
	global_load_dword v67, v13, s[4:5]
	v_fmaak_f32 v10, v66, v9, 0x3a83126f
	v_fmaak_f32 v56, v70, v20, 0x3a83126f
	scratch_store_dword off, v10, off offset:148 ; 4-byte Folded Spill
	scratch_load_dword v10, off, off offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_fmaak_f32 v13, v12, v67, 0x3a83126f
	v_pk_fma_f32 v[8:9], v[8:9], v[12:13], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v12, v14, v1, 0x3a83126f
	scratch_store_dwordx2 off, v[8:9], off offset:232 ; 8-byte Folded Spill
	v_fmaak_f32 v8, v13, v56, 0x3a83126f
	v_fmaak_f32 v7, v7, v12, 0x3a83126f
	scratch_store_dword off, v8, off offset:136 ; 4-byte Folded Spill
	scratch_store_dword off, v7, off offset:212 ; 4-byte Folded Spill
	scratch_load_dword v7, off, off offset:84 ; 4-byte Folded Reload
	s_nop 0
	scratch_load_dword v8, off, off offset:88 ; 4-byte Folded Reload
	scratch_load_dword v1, off, off offset:48 ; 4-byte Folded Reload
	v_fmaak_f32 v24, v12, v35, 0x3a83126f
	v_fmaak_f32 v56, v56, v57, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v8, v7, v8, 0x3a83126f
	v_fmaak_f32 v9, v8, v10, 0x3a83126f
	v_pk_fma_f32 v[12:13], v[34:35], v[8:9], s[0:1] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v8, v6, v1, 0x3a83126f
	v_fmaak_f32 v21, v9, v36, 0x3a83126f
	v_fmaak_f32 v9, v8, v14, 0x3a83126f
	v_pk_fma_f32 v[6:7], v[32:33], v[8:9], s[0:1] op_sel_hi:[1,1,0]
	scratch_store_dwordx2 off, v[6:7], off offset:48 ; 8-byte Folded Spill
	v_fmaak_f32 v6, v9, v4, 0x3a83126f
	scratch_store_dword off, v6, off offset:84 ; 4-byte Folded Spill
	scratch_load_dword v6, off, off offset:76 ; 4-byte Folded Reload
	s_nop 0
	scratch_load_dword v9, off, off offset:80 ; 4-byte Folded Reload
	scratch_load_dword v7, off, off offset:72 ; 4-byte Folded Reload
	v_fmaak_f32 v1, v57, v33, 0x3a83126f
	v_fmaak_f32 v15, v4, v12, 0x3a83126f
	v_fmaak_f32 v4, v45, v13, 0x3a83126f
	scratch_store_dword off, v4, off offset:76 ; 4-byte Folded Spill
	s_waitcnt vmcnt(2)
	v_fmaak_f32 v6, v6, v9, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v8, v10, v7, 0x3a83126f
	v_fmaak_f32 v20, v7, v30, 0x3a83126f
	v_fmaak_f32 v7, v6, v74, 0x3a83126f
	v_fmaak_f32 v9, v7, v60, 0x3a83126f
	v_pk_fma_f32 v[6:7], v[30:31], v[6:7], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v3, v2, v20, 0x3a83126f
	v_pk_fma_f32 v[32:33], v[12:13], v[2:3], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v2, v3, v7, 0x3a83126f
	scratch_store_dword off, v2, off offset:88 ; 4-byte Folded Spill
	scratch_load_dword v2, off, off offset:64 ; 4-byte Folded Reload
	s_nop 0
	scratch_load_dword v3, off, off offset:68 ; 4-byte Folded Reload
	scratch_load_dword v12, off, off offset:60 ; 4-byte Folded Reload
	v_fmaak_f32 v22, v8, v31, 0x3a83126f
	v_fmaak_f32 v18, v5, v8, 0x3a83126f
	scratch_load_dword v8, off, off offset:56 ; 4-byte Folded Reload
	v_fmaak_f32 v13, v36, v6, 0x3a83126f
	v_fmaak_f32 v30, v46, v47, 0x3a83126f
	scratch_store_dword off, v9, off offset:72 ; 4-byte Folded Spill
	s_waitcnt vmcnt(3)
	v_fmaak_f32 v2, v2, v3, 0x3a83126f
	scratch_load_dword v3, off, off         ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_fmaak_f32 v5, v12, v72, 0x3a83126f
	scratch_store_dword off, v5, off offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v3, v2, v3, 0x3a83126f
	v_fmaak_f32 v4, v3, v59, 0x3a83126f
	scratch_store_dword off, v4, off offset:64 ; 4-byte Folded Spill
	scratch_store_dwordx2 off, v[72:73], off offset:256 ; 8-byte Folded Spill
	v_fmaak_f32 v4, v40, v68, 0x3a83126f
	v_pk_fma_f32 v[2:3], v[72:73], v[2:3], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v5, v4, v5, 0x3a83126f
	v_pk_fma_f32 v[6:7], v[6:7], v[4:5], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v4, v5, v3, 0x3a83126f
	scratch_store_dword off, v4, off offset:244 ; 4-byte Folded Spill
	v_fmaak_f32 v4, v11, v71, 0x3a83126f
	scratch_load_dwordx2 v[10:11], off, off offset:24 ; 8-byte Folded Reload
	v_fmaak_f32 v5, v4, v43, 0x3a83126f
	scratch_store_dwordx2 off, v[6:7], off offset:248 ; 8-byte Folded Spill
	v_fmaak_f32 v6, v5, v52, 0x3a83126f
	scratch_store_dword off, v6, off offset:68 ; 4-byte Folded Spill
	v_fmaak_f32 v6, v77, v16, 0x3a83126f
	v_fmaak_f32 v16, v60, v2, 0x3a83126f
	v_fmaak_f32 v60, v61, v42, 0x3a83126f
	v_fmaak_f32 v61, v60, v19, 0x3a83126f
	s_waitcnt vmcnt(2)
	v_fmaak_f32 v79, v8, v10, 0x3a83126f
	v_fmaak_f32 v7, v6, v79, 0x3a83126f
	v_pk_fma_f32 v[4:5], v[10:11], v[4:5], s[0:1] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[2:3], v[2:3], v[6:7], s[0:1] op_sel_hi:[1,1,0]
	scratch_store_dwordx2 off, v[2:3], off offset:268 ; 8-byte Folded Spill
	v_fmaak_f32 v2, v7, v5, 0x3a83126f
	scratch_store_dword off, v2, off offset:264 ; 4-byte Folded Spill
	scratch_load_dword v2, off, off offset:176 ; 4-byte Folded Reload
	s_nop 0
	scratch_load_dword v3, off, off offset:180 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[10:11], off, off offset:8 ; 8-byte Folded Reload
	v_fmaak_f32 v7, v59, v4, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v2, v2, v3, 0x3a83126f
	scratch_load_dword v3, off, off offset:4 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v3, v2, v3, 0x3a83126f
	v_fmaak_f32 v6, v3, v51, 0x3a83126f
	scratch_store_dword off, v6, off offset:156 ; 4-byte Folded Spill
	scratch_load_dword v6, off, off offset:164 ; 4-byte Folded Reload
	v_pk_fma_f32 v[2:3], v[10:11], v[2:3], s[0:1] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v74, v6, v10, 0x3a83126f
	v_fmaak_f32 v31, v30, v74, 0x3a83126f
	v_pk_fma_f32 v[68:69], v[4:5], v[30:31], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v4, v31, v3, 0x3a83126f
	scratch_store_dword off, v4, off offset:280 ; 4-byte Folded Spill
	scratch_load_dword v4, off, off offset:160 ; 4-byte Folded Reload
	s_nop 0
	scratch_load_dword v5, off, off offset:184 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[10:11], off, off offset:16 ; 8-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v4, v4, v5, 0x3a83126f
	v_fmaak_f32 v5, v4, v37, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[30:31], v[10:11], v[4:5], s[0:1] op_sel_hi:[1,1,0]
	scratch_load_dword v4, off, off offset:152 ; 4-byte Folded Reload
	v_fmaak_f32 v9, v5, v55, 0x3a83126f
	v_fmaak_f32 v5, v52, v2, 0x3a83126f
	scratch_store_dword off, v9, off offset:176 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v46, v4, v10, 0x3a83126f
	scratch_load_dwordx2 v[10:11], off, off offset:32 ; 8-byte Folded Reload
	v_fmaak_f32 v59, v58, v46, 0x3a83126f
	v_pk_fma_f32 v[52:53], v[2:3], v[58:59], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v2, v59, v31, 0x3a83126f
	scratch_store_dword off, v2, off offset:284 ; 4-byte Folded Spill
	v_fmaak_f32 v2, v39, v76, 0x3a83126f
	v_fmaak_f32 v3, v2, v41, 0x3a83126f
	scratch_load_dwordx2 v[76:77], off, off offset:232 ; 8-byte Folded Reload
	v_fmaak_f32 v9, v3, v49, 0x3a83126f
	scratch_store_dword off, v9, off offset:160 ; 4-byte Folded Spill
	scratch_load_dword v9, off, off offset:192 ; 4-byte Folded Reload
	s_nop 0
	scratch_load_dwordx2 v[72:73], off, off offset:220 ; 8-byte Folded Reload
	s_waitcnt vmcnt(5)
	v_pk_fma_f32 v[34:35], v[10:11], v[2:3], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v71, v54, v10, 0x3a83126f
	scratch_load_dword v14, off, off offset:168 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[10:11], off, off offset:40 ; 8-byte Folded Reload
	v_fmaak_f32 v2, v51, v30, 0x3a83126f
	v_fmaak_f32 v51, v50, v71, 0x3a83126f
	v_fmaak_f32 v3, v51, v35, 0x3a83126f
	v_fmaak_f32 v40, v55, v34, 0x3a83126f
	scratch_store_dword off, v3, off offset:184 ; 4-byte Folded Spill
	v_pk_fma_f32 v[58:59], v[30:31], v[50:51], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v50, v48, v27, 0x3a83126f
	v_fmaak_f32 v30, v38, v66, 0x3a83126f
	v_fmaak_f32 v38, v23, v62, 0x3a83126f
	v_fmaak_f32 v66, v25, v78, 0x3a83126f
	v_mov_b32_e32 v25, s1
	s_waitcnt vmcnt(3)
	v_fmaak_f32 v78, v9, v72, 0x3a83126f
	v_fmaak_f32 v39, v38, v78, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v37, v14, v10, 0x3a83126f
	v_fmaak_f32 v29, v28, v37, 0x3a83126f
	v_pk_fma_f32 v[54:55], v[34:35], v[28:29], s[0:1] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[34:35], v[10:11], v[60:61], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v28, v67, v70, 0x3a83126f
	v_fmaak_f32 v3, v29, v35, 0x3a83126f
	v_fmaak_f32 v29, v28, v75, 0x3a83126f
	scratch_store_dword off, v3, off offset:180 ; 4-byte Folded Spill
	v_pk_fma_f32 v[42:43], v[76:77], v[28:29], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v76, v26, v76, 0x3a83126f
	v_mov_b32_e32 v60, v26
	scratch_load_dword v3, off, off offset:172 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[26:27], off, off offset:196 ; 8-byte Folded Reload
	v_fmaak_f32 v47, v29, v1, 0x3a83126f
	scratch_load_dword v10, off, off offset:208 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[28:29], off, off offset:48 ; 8-byte Folded Reload
	v_fmaak_f32 v36, v49, v34, 0x3a83126f
	scratch_load_dword v11, off, off offset:228 ; 4-byte Folded Reload
	v_fmaak_f32 v31, v30, v76, 0x3a83126f
	s_waitcnt vmcnt(3)
	v_fmaak_f32 v70, v3, v26, 0x3a83126f
	v_fmaak_f32 v51, v50, v70, 0x3a83126f
	v_pk_fma_f32 v[48:49], v[34:35], v[50:51], s[0:1] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[62:63], v[28:29], v[44:45], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v67, v66, v10, 0x3a83126f
	v_fmaak_f32 v50, v1, v62, 0x3a83126f
	scratch_load_dword v1, off, off offset:116 ; 4-byte Folded Reload
	v_mov_b32_e32 v35, v73
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v34, v1, v28, 0x3a83126f
	v_fmaak_f32 v57, v56, v34, 0x3a83126f
	v_fmaak_f32 v23, v57, v63, 0x3a83126f
	scratch_store_dword off, v23, off offset:128 ; 4-byte Folded Spill
	v_pk_fma_f32 v[62:63], v[62:63], v[24:25], s[0:1]
	v_fmaak_f32 v23, v24, v32, 0x3a83126f
	scratch_load_dword v24, off, off offset:84 ; 4-byte Folded Reload
	v_pk_fma_f32 v[28:29], v[42:43], v[56:57], s[0:1] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[56:57], v[26:27], v[66:67], s[0:1] op_sel_hi:[1,1,0]
	scratch_load_dword v26, off, off offset:212 ; 4-byte Folded Reload
	v_fmaak_f32 v65, v64, v11, 0x3a83126f
	v_pk_fma_f32 v[44:45], v[72:73], v[64:65], s[0:1] op_sel_hi:[1,1,0]
	scratch_store_dwordx2 off, v[28:29], off offset:288 ; 8-byte Folded Spill
	v_pk_fma_f32 v[28:29], v[44:45], v[30:31], s[0:1] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[72:73], v[56:57], v[38:39], s[0:1] op_sel_hi:[1,1,0]
	v_add_f32_e32 v25, v62, v63
	scratch_store_dwordx2 off, v[28:29], off offset:300 ; 8-byte Folded Spill
	scratch_load_dwordx2 v[28:29], off, off offset:256 ; 8-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_fmaak_f32 v30, v24, v17, 0x3a83126f
	scratch_load_dword v24, off, off offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_fmaak_f32 v38, v26, v15, 0x3a83126f
	v_fmac_f32_e32 v25, 2.0, v38
	v_fmac_f32_e32 v25, 0x40400000, v30
	v_fmaak_f32 v15, v15, v18, 0x3a83126f
	v_fmaak_f32 v18, v18, v13, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v25, 4.0, v24
	v_fmac_f32_e32 v25, 0x40a00000, v23
	v_fmac_f32_e32 v25, 0x40c00000, v15
	v_fmaak_f32 v15, v17, v21, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40e00000, v15
	scratch_load_dword v15, off, off offset:216 ; 4-byte Folded Reload
	v_mov_b32_e32 v24, 0x3a83126f
	v_mov_b32_e32 v23, s1
	v_pk_fma_f32 v[32:33], v[32:33], v[22:23], v[24:25]
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v15, v15, v12, 0x3a83126f
	scratch_load_dword v12, off, off offset:112 ; 4-byte Folded Reload
	v_add_f32_e32 v25, v32, v33
	v_fmaak_f32 v32, v15, v29, 0x3a83126f
	scratch_load_dwordx2 v[28:29], off, off offset:248 ; 8-byte Folded Reload
	v_fmac_f32_e32 v25, 2.0, v18
	v_mov_b32_e32 v33, s1
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v15, v12, v15, 0x3a83126f
	v_fmaak_f32 v17, v20, v12, 0x3a83126f
	scratch_load_dword v12, off, off offset:88 ; 4-byte Folded Reload
	v_fmaak_f32 v18, v21, v17, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v20, v22, v28, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40400000, v18
	scratch_load_dword v22, off, off offset:72 ; 4-byte Folded Reload
	v_fmaak_f32 v18, v13, v15, 0x3a83126f
	v_fmaak_f32 v15, v15, v16, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v25, 4.0, v12
	scratch_load_dword v12, off, off        ; 4-byte Folded Reload
	v_fmac_f32_e32 v25, 0x40a00000, v20
	v_fmac_f32_e32 v25, 0x40c00000, v18
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v17, v17, v22, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40e00000, v17
	v_pk_fma_f32 v[20:21], v[28:29], v[32:33], v[24:25]
	scratch_load_dwordx2 v[28:29], off, off offset:268 ; 8-byte Folded Reload
	v_add_f32_e32 v25, v20, v21
	v_fmac_f32_e32 v25, 2.0, v15
	v_mov_b32_e32 v21, s1
	scratch_load_dword v33, off, off offset:124 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_fmaak_f32 v17, v12, v8, 0x3a83126f
	scratch_load_dwordx2 v[12:13], off, off offset:24 ; 8-byte Folded Reload
	scratch_load_dword v8, off, off offset:100 ; 4-byte Folded Reload
	scratch_load_dword v12, off, off offset:80 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_fmaak_f32 v18, v32, v28, 0x3a83126f
	s_waitcnt vmcnt(2)
	v_fmaak_f32 v20, v17, v13, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v17, v8, v17, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v13, v12, v8, 0x3a83126f
	scratch_load_dword v8, off, off offset:244 ; 4-byte Folded Reload
	v_fmaak_f32 v15, v22, v13, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40400000, v15
	scratch_load_dword v12, off, off offset:240 ; 4-byte Folded Reload
	v_fmaak_f32 v15, v16, v17, 0x3a83126f
	v_fmaak_f32 v17, v17, v7, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v25, 4.0, v8
	scratch_load_dword v8, off, off offset:64 ; 4-byte Folded Reload
	v_fmac_f32_e32 v25, 0x40a00000, v18
	v_fmac_f32_e32 v25, 0x40c00000, v15
	v_fmaak_f32 v15, v20, v68, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v13, v13, v8, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40e00000, v13
	v_pk_fma_f32 v[22:23], v[28:29], v[20:21], v[24:25]
	v_fmaak_f32 v13, v12, v6, 0x3a83126f
	v_add_f32_e32 v25, v22, v23
	scratch_load_dwordx2 v[22:23], off, off offset:8 ; 8-byte Folded Reload
	scratch_load_dword v6, off, off offset:96 ; 4-byte Folded Reload
	v_fmac_f32_e32 v25, 2.0, v17
	scratch_load_dword v28, off, off offset:140 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_fmaak_f32 v22, v13, v23, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v13, v6, v13, 0x3a83126f
	v_fmaak_f32 v12, v79, v6, 0x3a83126f
	scratch_load_dword v6, off, off offset:264 ; 4-byte Folded Reload
	v_fmaak_f32 v16, v8, v12, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40400000, v16
	v_fmaak_f32 v7, v7, v13, 0x3a83126f
	v_mov_b32_e32 v23, s1
	v_fmaak_f32 v13, v13, v5, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v25, 4.0, v6
	v_fmac_f32_e32 v25, 0x40a00000, v15
	scratch_load_dword v15, off, off offset:68 ; 4-byte Folded Reload
	scratch_load_dword v6, off, off offset:4 ; 4-byte Folded Reload
	v_fmac_f32_e32 v25, 0x40c00000, v7
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v7, v12, v15, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40e00000, v7
	v_pk_fma_f32 v[16:17], v[68:69], v[22:23], v[24:25]
	v_fmaak_f32 v12, v22, v52, 0x3a83126f
	v_add_f32_e32 v25, v16, v17
	scratch_load_dwordx2 v[16:17], off, off offset:16 ; 8-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v7, v6, v4, 0x3a83126f
	scratch_load_dword v4, off, off offset:92 ; 4-byte Folded Reload
	v_fmac_f32_e32 v25, 2.0, v13
	v_fmaak_f32 v23, v61, v33, 0x3a83126f
	v_fmaak_f32 v33, v33, v56, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v16, v7, v17, 0x3a83126f
	v_mov_b32_e32 v17, s1
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v7, v4, v7, 0x3a83126f
	v_fmaak_f32 v8, v74, v4, 0x3a83126f
	scratch_load_dword v4, off, off offset:280 ; 4-byte Folded Reload
	v_fmaak_f32 v13, v15, v8, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40400000, v13
	scratch_load_dword v13, off, off offset:156 ; 4-byte Folded Reload
	v_fmaak_f32 v5, v5, v7, 0x3a83126f
	v_fmaak_f32 v7, v7, v2, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v25, 4.0, v4
	v_fmac_f32_e32 v25, 0x40a00000, v12
	v_fmac_f32_e32 v25, 0x40c00000, v5
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v5, v8, v13, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40e00000, v5
	scratch_load_dword v4, off, off offset:276 ; 4-byte Folded Reload
	scratch_load_dword v5, off, off offset:296 ; 4-byte Folded Reload
	v_pk_fma_f32 v[20:21], v[52:53], v[16:17], v[24:25]
	scratch_load_dwordx2 v[52:53], off, off offset:300 ; 8-byte Folded Reload
	v_add_f32_e32 v25, v20, v21
	scratch_load_dwordx2 v[20:21], off, off offset:32 ; 8-byte Folded Reload
	v_fmac_f32_e32 v25, 2.0, v7
	v_fmaak_f32 v8, v16, v58, 0x3a83126f
	s_waitcnt vmcnt(2)
	v_fmaak_f32 v5, v4, v5, 0x3a83126f
	scratch_load_dword v4, off, off offset:104 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v12, v5, v21, 0x3a83126f
	v_fmaak_f32 v21, v67, v28, 0x3a83126f
	v_fmaak_f32 v28, v28, v44, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v5, v4, v5, 0x3a83126f
	v_fmaak_f32 v6, v46, v4, 0x3a83126f
	scratch_load_dword v4, off, off offset:284 ; 4-byte Folded Reload
	v_fmaak_f32 v7, v13, v6, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40400000, v7
	v_fmaak_f32 v2, v2, v5, 0x3a83126f
	v_mov_b32_e32 v13, s1
	v_fmaak_f32 v5, v5, v40, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v25, 4.0, v4
	scratch_load_dword v4, off, off offset:176 ; 4-byte Folded Reload
	v_fmac_f32_e32 v25, 0x40a00000, v8
	v_fmac_f32_e32 v25, 0x40c00000, v2
	v_fmaak_f32 v8, v11, v60, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v2, v6, v4, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40e00000, v2
	v_pk_fma_f32 v[6:7], v[58:59], v[12:13], v[24:25]
	v_fmaak_f32 v13, v10, v9, 0x3a83126f
	v_add_f32_e32 v25, v6, v7
	v_fmaak_f32 v7, v41, v14, 0x3a83126f
	v_fmaak_f32 v14, v75, v1, 0x3a83126f
	scratch_load_dword v1, off, off offset:144 ; 4-byte Folded Reload
	v_fmaak_f32 v2, v8, v77, 0x3a83126f
	v_fmaak_f32 v6, v19, v3, 0x3a83126f
	scratch_load_dword v9, off, off offset:148 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[10:11], off, off offset:40 ; 8-byte Folded Reload
	v_fmaak_f32 v16, v6, v27, 0x3a83126f
	scratch_load_dword v27, off, off offset:160 ; 4-byte Folded Reload
	v_fmac_f32_e32 v25, 2.0, v5
	s_waitcnt vmcnt(3)
	v_fmaak_f32 v15, v1, v8, 0x3a83126f
	v_fmaak_f32 v18, v78, v1, 0x3a83126f
	scratch_load_dword v1, off, off offset:132 ; 4-byte Folded Reload
	v_fmaak_f32 v8, v13, v35, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v13, v1, v13, 0x3a83126f
	v_fmaak_f32 v17, v70, v1, 0x3a83126f
	scratch_load_dword v1, off, off offset:120 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v22, v1, v6, 0x3a83126f
	v_fmaak_f32 v19, v37, v1, 0x3a83126f
	scratch_load_dword v1, off, off offset:108 ; 4-byte Folded Reload
	v_fmaak_f32 v6, v7, v11, 0x3a83126f
	v_fmaak_f32 v10, v12, v54, 0x3a83126f
	v_fmaak_f32 v20, v65, v9, 0x3a83126f
	v_fmaak_f32 v37, v50, v38, 0x3a83126f
	v_fmaak_f32 v38, v8, v52, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v32, v1, v7, 0x3a83126f
	v_fmaak_f32 v7, v71, v1, 0x3a83126f
	scratch_load_dword v1, off, off offset:184 ; 4-byte Folded Reload
	v_fmaak_f32 v5, v4, v7, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40400000, v5
	v_fmaak_f32 v4, v40, v32, 0x3a83126f
	scratch_load_dwordx2 v[40:41], off, off offset:48 ; 8-byte Folded Reload
	v_fmaak_f32 v32, v32, v36, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v40, v16, v72, 0x3a83126f
	v_fmac_f32_e32 v25, 4.0, v1
	scratch_load_dword v1, off, off offset:136 ; 4-byte Folded Reload
	v_fmac_f32_e32 v25, 0x40a00000, v10
	v_fmac_f32_e32 v25, 0x40c00000, v4
	v_fmaak_f32 v4, v7, v27, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40e00000, v4
	v_mov_b32_e32 v7, s1
	v_pk_fma_f32 v[4:5], v[54:55], v[6:7], v[24:25]
	v_fmaak_f32 v7, v6, v48, 0x3a83126f
	v_fmaak_f32 v6, v14, v41, 0x3a83126f
	v_add_f32_e32 v25, v4, v5
	v_fmac_f32_e32 v25, 2.0, v32
	v_fmaak_f32 v41, v17, v21, 0x3a83126f
	v_fmaak_f32 v32, v18, v20, 0x3a83126f
	v_fmaak_f32 v12, v6, v62, 0x3a83126f
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v5, s7
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v10, v1, v14, 0x3a83126f
	v_fmaak_f32 v14, v9, v42, 0x3a83126f
	v_fmaak_f32 v9, v36, v22, 0x3a83126f
	v_fmaak_f32 v22, v22, v33, 0x3a83126f
	v_fmaak_f32 v33, v33, v13, 0x3a83126f
	v_fmaak_f32 v13, v13, v28, 0x3a83126f
	v_fmaak_f32 v28, v28, v15, 0x3a83126f
	v_fmaak_f32 v15, v15, v14, 0x3a83126f
	v_fmaak_f32 v14, v14, v10, 0x3a83126f
	v_fmaak_f32 v36, v10, v50, 0x3a83126f
	v_fmaak_f32 v10, v27, v19, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40400000, v10
	scratch_load_dword v10, off, off offset:180 ; 4-byte Folded Reload
	v_fmaak_f32 v3, v76, v1, 0x3a83126f
	v_fmaak_f32 v1, v34, v26, 0x3a83126f
	scratch_load_dwordx2 v[26:27], off, off offset:288 ; 8-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v25, 4.0, v10
	v_fmac_f32_e32 v25, 0x40a00000, v7
	v_fmaak_f32 v10, v19, v23, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40c00000, v9
	v_fmac_f32_e32 v25, 0x40e00000, v10
	v_fmaak_f32 v9, v23, v17, 0x3a83126f
	v_mov_b32_e32 v17, s1
	v_pk_fma_f32 v[10:11], v[48:49], v[16:17], v[24:25]
	v_fmaak_f32 v23, v51, v57, 0x3a83126f
	v_add_f32_e32 v25, v10, v11
	v_fmac_f32_e32 v25, 2.0, v22
	v_fmac_f32_e32 v25, 0x40400000, v9
	v_fmac_f32_e32 v25, 4.0, v23
	v_fmac_f32_e32 v25, 0x40a00000, v40
	v_fmac_f32_e32 v25, 0x40c00000, v33
	v_fmac_f32_e32 v25, 0x40e00000, v41
	v_mov_b32_e32 v9, s1
	v_pk_fma_f32 v[8:9], v[72:73], v[8:9], v[24:25]
	v_fmaak_f32 v10, v21, v18, 0x3a83126f
	v_add_f32_e32 v25, v8, v9
	v_fmac_f32_e32 v25, 2.0, v13
	v_fmaak_f32 v11, v39, v45, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40400000, v10
	v_fmac_f32_e32 v25, 4.0, v11
	v_fmac_f32_e32 v25, 0x40a00000, v38
	v_fmac_f32_e32 v25, 0x40c00000, v28
	v_fmaak_f32 v19, v1, v30, 0x3a83126f
	v_fmaak_f32 v30, v3, v47, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40e00000, v32
	v_fmaak_f32 v8, v20, v3, 0x3a83126f
	v_mov_b32_e32 v3, s1
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v7, v2, v26, 0x3a83126f
	v_pk_fma_f32 v[2:3], v[52:53], v[2:3], v[24:25]
	v_fmaak_f32 v9, v31, v43, 0x3a83126f
	v_add_f32_e32 v25, v2, v3
	v_fmac_f32_e32 v25, 2.0, v15
	v_fmac_f32_e32 v25, 0x40400000, v8
	v_fmac_f32_e32 v25, 4.0, v9
	v_fmac_f32_e32 v25, 0x40a00000, v7
	v_fmac_f32_e32 v25, 0x40c00000, v14
	v_fmac_f32_e32 v25, 0x40e00000, v30
	v_mov_b32_e32 v7, s1
	v_pk_fma_f32 v[2:3], v[26:27], v[6:7], v[24:25]
	v_fmaak_f32 v1, v47, v1, 0x3a83126f
	v_add_f32_e32 v2, v2, v3
	v_fmac_f32_e32 v2, 2.0, v36
	v_fmac_f32_e32 v2, 0x40400000, v1
	scratch_load_dword v1, off, off offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, 4.0, v1
	v_fmac_f32_e32 v2, 0x40a00000, v12
	v_fmac_f32_e32 v2, 0x40c00000, v37
	v_ashrrev_i32_e32 v1, 31, v0
	v_fmac_f32_e32 v2, 0x40e00000, v19
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel reg_spill
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 312
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
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 80
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 80
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
	.size	reg_spill, .Lfunc_end0-reg_spill
                                        ; -- End function
	.set reg_spill.num_vgpr, 80
	.set reg_spill.num_agpr, 0
	.set reg_spill.numbered_sgpr, 8
	.set reg_spill.num_named_barrier, 0
	.set reg_spill.private_seg_size, 312
	.set reg_spill.uses_vcc, 0
	.set reg_spill.uses_flat_scratch, 0
	.set reg_spill.has_dyn_sized_stack, 0
	.set reg_spill.has_recursion, 0
	.set reg_spill.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7824
; TotalNumSgprs: 14
; NumVgprs: 80
; NumAgprs: 0
; TotalNumVgprs: 80
; ScratchSize: 312
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 80
; AccumOffset: 80
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 19
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
    .name:           reg_spill
    .private_segment_fixed_size: 312
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         reg_spill.kd
    .uses_dynamic_stack: false
    .vgpr_count:     80
    .vgpr_spill_count: 91
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
