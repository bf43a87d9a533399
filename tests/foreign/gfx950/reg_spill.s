	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	reg_spill               ; -- Begin function reg_spill
	.globl	reg_spill
	.p2align	8
	.type	reg_spill,@function
reg_spill:                              ; @reg_spill
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_lshl_b32 s0, s2, 6
	v_or_b32_e32 v34, s0, v0
	v_mov_b32_e32 v1, 0x3ff
	v_bitop3_b32 v0, s0, v1, v0 bitop3:0xc8
	v_add_u32_e32 v1, 3, v34
	v_and_b32_e32 v1, 0x3ff, v1
	v_lshlrev_b32_e32 v3, 2, v1
	v_add_u32_e32 v1, 6, v34
	v_and_b32_e32 v1, 0x3ff, v1
	v_lshlrev_b32_e32 v5, 2, v1
	v_add_u32_e32 v1, 9, v34
	v_and_b32_e32 v1, 0x3ff, v1
	v_lshlrev_b32_e32 v6, 2, v1
	v_add_u32_e32 v1, 12, v34
	v_and_b32_e32 v1, 0x3ff, v1
	v_lshlrev_b32_e32 v8, 2, v1
	v_add_u32_e32 v1, 15, v34
	v_and_b32_e32 v1, 0x3ff, v1
	v_lshlrev_b32_e32 v10, 2, v1
	v_add_u32_e32 v1, 18, v34
	v_and_b32_e32 v1, 0x3ff, v1
	v_lshlrev_b32_e32 v12, 2, v1
	v_add_u32_e32 v1, 21, v34
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v1, 0x3ff, v1
	v_lshlrev_b32_e32 v13, 2, v1
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[4:5]
	global_load_dword v4, v3, s[4:5]
	global_load_dword v42, v5, s[4:5]
	global_load_dword v36, v6, s[4:5]
                                        ; kill: killed $vgpr6
	v_add_u32_e32 v6, 33, v34
	v_and_b32_e32 v6, 0x3ff, v6
	global_load_dword v37, v8, s[4:5]
                                        ; kill: killed $vgpr8
	v_lshlrev_b32_e32 v8, 2, v6
	v_add_u32_e32 v6, 36, v34
	v_and_b32_e32 v6, 0x3ff, v6
	global_load_dword v7, v10, s[4:5]
	global_load_dword v9, v12, s[4:5]
	global_load_dword v11, v13, s[4:5]
                                        ; kill: killed $vgpr10
	v_lshlrev_b32_e32 v10, 2, v6
	v_add_u32_e32 v6, 39, v34
	v_and_b32_e32 v6, 0x3ff, v6
                                        ; kill: killed $vgpr12
	v_lshlrev_b32_e32 v12, 2, v6
	v_add_u32_e32 v6, 42, v34
	v_and_b32_e32 v6, 0x3ff, v6
	v_lshlrev_b32_e32 v14, 2, v6
	v_add_u32_e32 v6, 45, v34
	v_and_b32_e32 v6, 0x3ff, v6
	v_lshlrev_b32_e32 v16, 2, v6
	global_load_dword v15, v12, s[4:5]
	global_load_dword v17, v14, s[4:5]
	global_load_dword v19, v16, s[4:5]
                                        ; kill: killed $vgpr12
	v_add_u32_e32 v12, 63, v34
	v_and_b32_e32 v12, 0x3ff, v12
                                        ; kill: killed $vgpr14
	v_lshlrev_b32_e32 v14, 2, v12
	v_add_u32_e32 v12, 0x42, v34
	v_and_b32_e32 v12, 0x3ff, v12
                                        ; kill: killed $vgpr0
                                        ; kill: killed $vgpr3
                                        ; kill: killed $vgpr5
	v_add_u32_e32 v0, 24, v34
	v_add_u32_e32 v3, 27, v34
	v_add_u32_e32 v5, 30, v34
                                        ; kill: killed $vgpr16
	v_lshlrev_b32_e32 v16, 2, v12
	v_add_u32_e32 v12, 0x45, v34
	v_and_b32_e32 v0, 0x3ff, v0
	v_and_b32_e32 v3, 0x3ff, v3
	v_and_b32_e32 v5, 0x3ff, v5
	v_and_b32_e32 v12, 0x3ff, v12
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshlrev_b32_e32 v18, 2, v12
	global_load_dword v23, v14, s[4:5]
	global_load_dword v25, v16, s[4:5]
	global_load_dword v27, v18, s[4:5]
                                        ; kill: killed $vgpr14
	v_add_u32_e32 v14, 0x57, v34
                                        ; kill: killed $vgpr13
	global_load_dword v13, v0, s[4:5]
	global_load_dword v62, v3, s[4:5]
	global_load_dword v78, v5, s[4:5]
	global_load_dword v2, v8, s[4:5]
	global_load_dword v41, v10, s[4:5]
                                        ; kill: killed $vgpr10
                                        ; kill: killed $vgpr0
                                        ; kill: killed $vgpr3
                                        ; kill: killed $vgpr5
                                        ; kill: killed $vgpr8
	v_add_u32_e32 v0, 48, v34
	v_add_u32_e32 v3, 51, v34
	v_add_u32_e32 v5, 54, v34
	v_add_u32_e32 v8, 57, v34
	v_add_u32_e32 v10, 60, v34
	v_and_b32_e32 v14, 0x3ff, v14
	v_and_b32_e32 v0, 0x3ff, v0
	v_and_b32_e32 v3, 0x3ff, v3
	v_and_b32_e32 v5, 0x3ff, v5
	v_and_b32_e32 v8, 0x3ff, v8
	v_and_b32_e32 v10, 0x3ff, v10
                                        ; kill: killed $vgpr18
	v_lshlrev_b32_e32 v18, 2, v14
	v_add_u32_e32 v14, 0x5a, v34
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshlrev_b32_e32 v8, 2, v8
	v_lshlrev_b32_e32 v10, 2, v10
	v_and_b32_e32 v14, 0x3ff, v14
	global_load_dword v21, v0, s[4:5]
	global_load_dword v44, v3, s[4:5]
	global_load_dword v12, v5, s[4:5]
	global_load_dword v40, v8, s[4:5]
	global_load_dword v50, v10, s[4:5]
                                        ; kill: killed $vgpr0
                                        ; kill: killed $vgpr3
                                        ; kill: killed $vgpr5
                                        ; kill: killed $vgpr8
                                        ; kill: killed $vgpr10
	v_add_u32_e32 v0, 0x48, v34
	v_add_u32_e32 v3, 0x4b, v34
	v_add_u32_e32 v5, 0x4e, v34
	v_add_u32_e32 v8, 0x51, v34
	v_add_u32_e32 v10, 0x54, v34
	v_lshlrev_b32_e32 v20, 2, v14
	v_add_u32_e32 v14, 0x5d, v34
	v_and_b32_e32 v0, 0x3ff, v0
	v_and_b32_e32 v3, 0x3ff, v3
	v_and_b32_e32 v5, 0x3ff, v5
	v_and_b32_e32 v8, 0x3ff, v8
	v_and_b32_e32 v10, 0x3ff, v10
	v_and_b32_e32 v14, 0x3ff, v14
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshlrev_b32_e32 v8, 2, v8
	v_lshlrev_b32_e32 v10, 2, v10
	v_lshlrev_b32_e32 v22, 2, v14
	global_load_dword v31, v18, s[4:5]
	global_load_dword v32, v20, s[4:5]
                                        ; kill: killed $vgpr20
                                        ; kill: killed $vgpr0
                                        ; kill: killed $vgpr3
                                        ; kill: killed $vgpr5
                                        ; kill: killed $vgpr8
                                        ; kill: killed $vgpr10
                                        ; kill: killed $vgpr18
	global_load_dword v33, v22, s[4:5]
	v_add_u32_e32 v18, 0x6f, v34
                                        ; kill: killed $vgpr16
	global_load_dword v30, v0, s[4:5]
	global_load_dword v14, v3, s[4:5]
	global_load_dword v16, v5, s[4:5]
	global_load_dword v48, v8, s[4:5]
	v_add_u32_e32 v5, 0x11d, v34
	v_and_b32_e32 v18, 0x3ff, v18
	v_and_b32_e32 v5, 0x3ff, v5
	v_lshlrev_b32_e32 v22, 2, v18
	v_add_u32_e32 v18, 0x72, v34
	v_add_u32_e32 v0, 0x60, v34
	v_lshlrev_b32_e32 v5, 2, v5
	v_and_b32_e32 v18, 0x3ff, v18
	global_load_dword v49, v10, s[4:5]
	global_load_dword v57, v5, s[4:5]
	v_and_b32_e32 v0, 0x3ff, v0
	v_add_u32_e32 v3, 0x63, v34
	v_add_u32_e32 v5, 0x66, v34
	v_add_u32_e32 v8, 0x69, v34
	v_add_u32_e32 v10, 0x6c, v34
	v_lshlrev_b32_e32 v24, 2, v18
	v_add_u32_e32 v18, 0x75, v34
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v3, 0x3ff, v3
	v_and_b32_e32 v5, 0x3ff, v5
	v_and_b32_e32 v8, 0x3ff, v8
	v_and_b32_e32 v10, 0x3ff, v10
	v_and_b32_e32 v18, 0x3ff, v18
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshlrev_b32_e32 v8, 2, v8
	v_lshlrev_b32_e32 v10, 2, v10
	v_lshlrev_b32_e32 v26, 2, v18
	global_load_dword v35, v0, s[4:5]
	global_load_dword v18, v3, s[4:5]
	global_load_dword v20, v5, s[4:5]
	global_load_dword v58, v8, s[4:5]
	global_load_dword v71, v10, s[4:5]
	global_load_dword v29, v22, s[4:5]
	global_load_dword v46, v24, s[4:5]
	global_load_dword v47, v26, s[4:5]
	v_add_u32_e32 v0, 0x78, v34
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v3, 2, v0
	v_add_u32_e32 v0, 0x7b, v34
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v22, 2, v0
	v_add_u32_e32 v0, 0x7e, v34
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v5, 2, v0
	v_add_u32_e32 v0, 0x81, v34
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v26, 2, v0
	v_add_u32_e32 v0, 0x84, v34
	v_and_b32_e32 v0, 0x3ff, v0
	v_add_u32_e32 v28, 0x87, v34
	v_add_u32_e32 v10, 0x8d, v34
	v_lshlrev_b32_e32 v24, 2, v0
	v_and_b32_e32 v0, 0x3ff, v28
	v_add_u32_e32 v8, 0x8a, v34
	v_and_b32_e32 v10, 0x3ff, v10
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v8, 0x3ff, v8
	v_lshlrev_b32_e32 v10, 2, v10
	v_lshlrev_b32_e32 v8, 2, v8
	global_load_dword v67, v10, s[4:5]
	global_load_dword v66, v8, s[4:5]
	global_load_dword v65, v0, s[4:5]
	global_load_dword v6, v24, s[4:5]
	v_add_u32_e32 v0, 0x90, v34
	global_load_dword v38, v3, s[4:5]
	s_nop 0
	global_load_dword v22, v22, s[4:5]
	s_nop 0
	global_load_dword v55, v26, s[4:5]
	v_and_b32_e32 v0, 0x3ff, v0
	global_load_dword v26, v5, s[4:5]
	v_add_u32_e32 v3, 0x93, v34
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v3, 0x3ff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v51, v0, s[4:5]
	global_load_dword v24, v3, s[4:5]
	v_add_u32_e32 v3, 0x99, v34
	v_add_u32_e32 v8, 0x9f, v34
	v_add_u32_e32 v28, 0xa5, v34
	v_add_u32_e32 v0, 0x96, v34
	v_and_b32_e32 v3, 0x3ff, v3
	v_and_b32_e32 v8, 0x3ff, v8
	v_add_u32_e32 v10, 0xa2, v34
	v_and_b32_e32 v28, 0x3ff, v28
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v8, 2, v8
	v_and_b32_e32 v10, 0x3ff, v10
	v_lshlrev_b32_e32 v28, 2, v28
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshlrev_b32_e32 v10, 2, v10
	global_load_dword v54, v3, s[4:5]
	global_load_dword v69, v8, s[4:5]
	global_load_dword v64, v10, s[4:5]
	global_load_dword v61, v28, s[4:5]
	s_nop 0
	global_load_dword v28, v0, s[4:5]
	s_waitcnt vmcnt(28)
	v_fmaak_f32 v3, v27, v30, 0x3a83126f
	scratch_store_dword off, v3, off offset:60 ; 4-byte Folded Spill
	v_fmaak_f32 v3, v31, v32, 0x3a83126f
	scratch_store_dword off, v3, off offset:72 ; 4-byte Folded Spill
	v_add_u32_e32 v5, 0x9c, v34
	v_and_b32_e32 v5, 0x3ff, v5
	v_lshlrev_b32_e32 v5, 2, v5
	v_fmaak_f32 v8, v11, v13, 0x3a83126f
	v_fmaak_f32 v63, v13, v62, 0x3a83126f
	v_fmaak_f32 v13, v12, v40, 0x3a83126f
	v_fmaak_f32 v53, v50, v23, 0x3a83126f
	scratch_store_dword off, v36, off offset:76 ; 4-byte Folded Spill
	scratch_store_dword off, v2, off offset:92 ; 4-byte Folded Spill
	scratch_store_dword off, v41, off offset:96 ; 4-byte Folded Spill
	global_load_dword v39, v5, s[4:5]
	s_mov_b64 s[0:1], 0x3a83126f
	v_fmaak_f32 v43, v42, v36, 0x3a83126f
	v_fmaak_f32 v36, v37, v7, 0x3a83126f
	v_fmaak_f32 v68, v7, v9, 0x3a83126f
	v_fmaak_f32 v79, v78, v2, 0x3a83126f
	v_fmaak_f32 v41, v41, v15, 0x3a83126f
	s_waitcnt vmcnt(28)
	v_fmaak_f32 v3, v33, v35, 0x3a83126f
	scratch_store_dword off, v3, off offset:56 ; 4-byte Folded Spill
	v_add_u32_e32 v3, 0x11a, v34
	v_and_b32_e32 v3, 0x3ff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	v_fmaak_f32 v76, v15, v17, 0x3a83126f
	v_fmaak_f32 v2, v17, v19, 0x3a83126f
	v_fmaak_f32 v15, v30, v14, 0x3a83126f
	v_fmaak_f32 v17, v16, v48, 0x3a83126f
	v_fmaak_f32 v7, v49, v31, 0x3a83126f
	global_load_dword v56, v3, s[4:5]
	v_fmaak_f32 v5, v1, v4, 0x3a83126f
	v_fmaak_f32 v3, v13, v53, 0x3a83126f
	scratch_store_dword off, v49, off offset:68 ; 4-byte Folded Spill
	v_fmaak_f32 v52, v9, v11, 0x3a83126f
	v_fmaak_f32 v0, v19, v21, 0x3a83126f
	v_fmaak_f32 v45, v21, v44, 0x3a83126f
	v_fmaak_f32 v9, v32, v33, 0x3a83126f
	s_waitcnt vmcnt(30)
	v_fmaak_f32 v19, v35, v18, 0x3a83126f
	v_pk_fma_f32 v[32:33], v[4:5], v[42:43], s[0:1] op_sel_hi:[1,1,0]
	scratch_store_dword off, v3, off offset:124 ; 4-byte Folded Spill
	v_pk_fma_f32 v[10:11], v[14:15], v[16:17], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v3, v17, v7, 0x3a83126f
	s_waitcnt vmcnt(29)
	v_fmaak_f32 v21, v20, v58, 0x3a83126f
	s_waitcnt vmcnt(26)
	v_fmaak_f32 v4, v29, v46, 0x3a83126f
	v_fmaak_f32 v1, v23, v25, 0x3a83126f
	v_fmaak_f32 v70, v25, v27, 0x3a83126f
	scratch_store_dwordx2 off, v[10:11], off offset:40 ; 8-byte Folded Spill
	scratch_store_dword off, v3, off offset:112 ; 4-byte Folded Spill
	v_pk_fma_f32 v[10:11], v[18:19], v[20:21], s[0:1] op_sel_hi:[1,1,0]
	scratch_store_dwordx2 off, v[10:11], off offset:16 ; 8-byte Folded Spill
	v_pk_fma_f32 v[30:31], v[44:45], v[12:13], s[0:1] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(23)
	v_fmaak_f32 v49, v47, v38, 0x3a83126f
	v_fmaak_f32 v47, v46, v47, 0x3a83126f
	v_fmaak_f32 v46, v71, v29, 0x3a83126f
	s_waitcnt vmcnt(22)
	v_fmaak_f32 v23, v38, v22, 0x3a83126f
	v_fmaak_f32 v3, v21, v46, 0x3a83126f
	s_waitcnt vmcnt(20)
	v_fmaak_f32 v27, v26, v55, 0x3a83126f
	scratch_store_dword off, v3, off offset:108 ; 4-byte Folded Spill
	v_pk_fma_f32 v[10:11], v[22:23], v[26:27], s[0:1] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(20)
	v_fmaak_f32 v3, v67, v51, 0x3a83126f
	scratch_store_dword off, v55, off offset:184 ; 4-byte Folded Spill
	scratch_store_dword off, v3, off offset:160 ; 4-byte Folded Spill
	v_fmaak_f32 v3, v65, v66, 0x3a83126f
	v_fmaak_f32 v55, v6, v65, 0x3a83126f
	scratch_store_dwordx2 off, v[10:11], off ; 8-byte Folded Spill
	v_add_u32_e32 v10, 0xae, v34
	scratch_store_dword off, v3, off offset:188 ; 4-byte Folded Spill
	v_fmaak_f32 v3, v27, v55, 0x3a83126f
	v_and_b32_e32 v10, 0x3ff, v10
	scratch_store_dword off, v3, off offset:104 ; 4-byte Folded Spill
	v_add_u32_e32 v3, 0xa8, v34
	v_lshlrev_b32_e32 v11, 2, v10
	v_add_u32_e32 v10, 0xb4, v34
	v_add_u32_e32 v12, 0xb7, v34
	scratch_store_dword off, v40, off offset:84 ; 4-byte Folded Spill
	scratch_store_dword off, v0, off offset:168 ; 4-byte Folded Spill
	v_fmaak_f32 v0, v57, v5, 0x3a83126f
	v_pk_fma_f32 v[74:75], v[62:63], v[78:79], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v5, v79, v41, 0x3a83126f
	v_mov_b32_e32 v79, v41
	v_mov_b32_e32 v41, v7
	v_fmaak_f32 v40, v9, v19, 0x3a83126f
	v_mov_b32_e32 v7, v9
	v_and_b32_e32 v3, 0x3ff, v3
	v_add_u32_e32 v9, 0xab, v34
	v_and_b32_e32 v10, 0x3ff, v10
	v_and_b32_e32 v12, 0x3ff, v12
	v_add_u32_e32 v13, 0xba, v34
	v_add_u32_e32 v14, 0xbd, v34
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v9, 0x3ff, v9
	v_lshlrev_b32_e32 v10, 2, v10
	v_lshlrev_b32_e32 v12, 2, v12
	v_and_b32_e32 v13, 0x3ff, v13
	v_and_b32_e32 v14, 0x3ff, v14
	s_waitcnt vmcnt(25)
	scratch_store_dword off, v54, off offset:172 ; 4-byte Folded Spill
	v_lshlrev_b32_e32 v9, 2, v9
	s_waitcnt vmcnt(22)
	v_fmaak_f32 v29, v28, v54, 0x3a83126f
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshlrev_b32_e32 v14, 2, v14
	global_load_dword v3, v3, s[4:5]
	s_nop 0
	global_load_dword v54, v10, s[4:5]
	global_load_dword v17, v12, s[4:5]
	global_load_dword v18, v13, s[4:5]
	global_load_dword v19, v14, s[4:5]
	s_nop 0
	global_load_dword v10, v9, s[4:5]
	global_load_dword v12, v11, s[4:5]
	v_fmaak_f32 v25, v51, v24, 0x3a83126f
	scratch_store_dword off, v50, off offset:88 ; 4-byte Folded Spill
	s_waitcnt vmcnt(24)
	v_fmaak_f32 v50, v39, v69, 0x3a83126f
	scratch_store_dword off, v39, off offset:196 ; 4-byte Folded Spill
	v_fmaak_f32 v60, v70, v15, 0x3a83126f
	v_pk_fma_f32 v[14:15], v[24:25], v[28:29], s[0:1] op_sel_hi:[1,1,0]
	v_add_u32_e32 v13, 0xc3, v34
	v_add_u32_e32 v16, 0xcc, v34
	v_add_u32_e32 v20, 0xcf, v34
	v_add_u32_e32 v21, 0xd2, v34
	v_add_u32_e32 v22, 0xd5, v34
	scratch_store_dwordx2 off, v[14:15], off offset:8 ; 8-byte Folded Spill
	v_and_b32_e32 v13, 0x3ff, v13
	v_add_u32_e32 v15, 0xc6, v34
	v_and_b32_e32 v16, 0x3ff, v16
	v_and_b32_e32 v20, 0x3ff, v20
	v_and_b32_e32 v21, 0x3ff, v21
	v_and_b32_e32 v22, 0x3ff, v22
	v_lshlrev_b32_e32 v14, 2, v13
	v_and_b32_e32 v15, 0x3ff, v15
	v_lshlrev_b32_e32 v16, 2, v16
	v_lshlrev_b32_e32 v20, 2, v20
	v_lshlrev_b32_e32 v21, 2, v21
	v_lshlrev_b32_e32 v22, 2, v22
	scratch_store_dword off, v48, off offset:64 ; 4-byte Folded Spill
	v_lshlrev_b32_e32 v15, 2, v15
	v_fmaak_f32 v73, v64, v61, 0x3a83126f
	v_fmaak_f32 v59, v47, v23, 0x3a83126f
	v_add_u32_e32 v23, 0xed, v34
	v_and_b32_e32 v23, 0x3ff, v23
	v_lshlrev_b32_e32 v23, 2, v23
	scratch_store_dword off, v0, off offset:128 ; 4-byte Folded Spill
	v_fmaak_f32 v72, v43, v36, 0x3a83126f
	v_mov_b32_e32 v0, v36
	v_fmaak_f32 v36, v2, v45, 0x3a83126f
	scratch_store_dword off, v6, off offset:192 ; 4-byte Folded Spill
	v_fmaak_f32 v6, v69, v64, 0x3a83126f
	v_fmaak_f32 v77, v66, v67, 0x3a83126f
	v_fmaak_f32 v42, v77, v25, 0x3a83126f
	scratch_store_dword off, v37, off offset:80 ; 4-byte Folded Spill
	v_fmaak_f32 v37, v52, v63, 0x3a83126f
	s_waitcnt vmcnt(28)
	v_fmaak_f32 v57, v56, v57, 0x3a83126f
	scratch_store_dword off, v1, off offset:224 ; 4-byte Folded Spill
	v_fmaak_f32 v35, v57, v33, 0x3a83126f
	scratch_store_dword off, v4, off offset:240 ; 4-byte Folded Spill
	scratch_store_dword off, v6, off offset:268 ; 4-byte Folded Spill
	scratch_store_dword off, v49, off offset:284 ; 4-byte Folded Spill
	s_waitcnt vmcnt(15)
	v_fmaak_f32 v28, v54, v17, 0x3a83126f
	s_waitcnt vmcnt(13)
	v_fmaak_f32 v9, v18, v19, 0x3a83126f
	s_waitcnt vmcnt(12)
	v_fmaak_f32 v11, v3, v10, 0x3a83126f
	v_fmaak_f32 v3, v61, v3, 0x3a83126f
	scratch_store_dword off, v3, off offset:164 ; 4-byte Folded Spill
	v_fmaak_f32 v3, v29, v50, 0x3a83126f
	scratch_store_dword off, v3, off offset:116 ; 4-byte Folded Spill
	v_add_u32_e32 v3, 0xb1, v34
	v_and_b32_e32 v3, 0x3ff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v39, v3, s[4:5]
	v_add_u32_e32 v3, 0xc0, v34
	v_and_b32_e32 v3, 0x3ff, v3
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v3, v3, s[4:5]
	s_nop 0
	global_load_dword v48, v16, s[4:5]
	s_nop 0
	global_load_dword v20, v20, s[4:5]
	s_nop 0
	global_load_dword v21, v21, s[4:5]
	s_nop 0
	global_load_dword v22, v22, s[4:5]
	s_nop 0
	global_load_dword v14, v14, s[4:5]
	s_nop 0
	global_load_dword v16, v15, s[4:5]
	s_waitcnt vmcnt(7)
	v_fmaak_f32 v13, v12, v39, 0x3a83126f
	s_waitcnt vmcnt(4)
	v_fmaak_f32 v69, v48, v20, 0x3a83126f
	s_waitcnt vmcnt(2)
	v_fmaak_f32 v44, v21, v22, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v15, v3, v14, 0x3a83126f
	v_fmaak_f32 v3, v19, v3, 0x3a83126f
	scratch_store_dword off, v3, off offset:176 ; 4-byte Folded Spill
	v_fmaak_f32 v3, v17, v18, 0x3a83126f
	scratch_store_dword off, v3, off offset:200 ; 4-byte Folded Spill
	v_fmaak_f32 v3, v73, v11, 0x3a83126f
	v_pk_fma_f32 v[10:11], v[10:11], v[12:13], s[0:1] op_sel_hi:[1,1,0]
	scratch_store_dwordx2 off, v[10:11], off offset:24 ; 8-byte Folded Spill
	v_fmaak_f32 v10, v13, v28, 0x3a83126f
	scratch_store_dword off, v10, off offset:120 ; 4-byte Folded Spill
	v_add_u32_e32 v10, 0xc9, v34
	v_and_b32_e32 v10, 0x3ff, v10
	v_lshlrev_b32_e32 v10, 2, v10
	global_load_dword v61, v10, s[4:5]
	v_add_u32_e32 v10, 0xd8, v34
	v_add_u32_e32 v13, 0xe4, v34
	v_add_u32_e32 v18, 0xe7, v34
	v_and_b32_e32 v10, 0x3ff, v10
	v_add_u32_e32 v11, 0xdb, v34
	v_add_u32_e32 v12, 0xde, v34
	v_and_b32_e32 v13, 0x3ff, v13
	v_and_b32_e32 v18, 0x3ff, v18
	v_add_u32_e32 v19, 0xea, v34
	v_lshlrev_b32_e32 v10, 2, v10
	v_and_b32_e32 v11, 0x3ff, v11
	v_and_b32_e32 v12, 0x3ff, v12
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshlrev_b32_e32 v18, 2, v18
	v_and_b32_e32 v19, 0x3ff, v19
	v_lshlrev_b32_e32 v11, 2, v11
	v_lshlrev_b32_e32 v12, 2, v12
	v_lshlrev_b32_e32 v19, 2, v19
	global_load_dword v24, v10, s[4:5]
	global_load_dword v45, v13, s[4:5]
	s_nop 0
	global_load_dword v13, v18, s[4:5]
	global_load_dword v26, v19, s[4:5]
	s_nop 0
	global_load_dword v23, v23, s[4:5]
	s_nop 0
	global_load_dword v10, v11, s[4:5]
	global_load_dword v18, v12, s[4:5]
	v_fmaak_f32 v43, v9, v15, 0x3a83126f
	v_fmaak_f32 v29, v20, v21, 0x3a83126f
	v_add_u32_e32 v20, 0x102, v34
	v_add_u32_e32 v21, 0x105, v34
	v_and_b32_e32 v20, 0x3ff, v20
	v_and_b32_e32 v21, 0x3ff, v21
	v_lshlrev_b32_e32 v20, 2, v20
	v_lshlrev_b32_e32 v21, 2, v21
	scratch_store_dword off, v29, off offset:312 ; 4-byte Folded Spill
	s_waitcnt vmcnt(8)
	v_fmaak_f32 v17, v16, v61, 0x3a83126f
	v_pk_fma_f32 v[14:15], v[14:15], v[16:17], s[0:1] op_sel_hi:[1,1,0]
	scratch_store_dwordx2 off, v[14:15], off offset:32 ; 8-byte Folded Spill
	v_add_u32_e32 v14, 0xf3, v34
	v_add_u32_e32 v16, 0xfc, v34
	v_and_b32_e32 v14, 0x3ff, v14
	v_add_u32_e32 v15, 0xf6, v34
	v_and_b32_e32 v16, 0x3ff, v16
	v_lshlrev_b32_e32 v14, 2, v14
	v_and_b32_e32 v15, 0x3ff, v15
	v_lshlrev_b32_e32 v16, 2, v16
	v_lshlrev_b32_e32 v15, 2, v15
	s_waitcnt vmcnt(8)
	v_fmaak_f32 v12, v22, v24, 0x3a83126f
	scratch_store_dword off, v12, off offset:180 ; 4-byte Folded Spill
	v_fmaak_f32 v12, v17, v69, 0x3a83126f
	scratch_store_dword off, v12, off offset:132 ; 4-byte Folded Spill
	v_add_u32_e32 v12, 0xe1, v34
	v_and_b32_e32 v12, 0x3ff, v12
	v_lshlrev_b32_e32 v12, 2, v12
	global_load_dword v25, v12, s[4:5]
	v_add_u32_e32 v12, 0xf0, v34
	v_and_b32_e32 v12, 0x3ff, v12
	v_add_u32_e32 v17, 0xff, v34
	v_lshlrev_b32_e32 v12, 2, v12
	v_and_b32_e32 v17, 0x3ff, v17
	v_lshlrev_b32_e32 v17, 2, v17
	global_load_dword v12, v12, s[4:5]
	s_nop 0
	global_load_dword v63, v16, s[4:5]
	global_load_dword v22, v17, s[4:5]
	s_nop 0
	global_load_dword v20, v20, s[4:5]
	s_nop 0
	global_load_dword v21, v21, s[4:5]
	s_nop 0
	global_load_dword v14, v14, s[4:5]
	s_nop 0
	global_load_dword v16, v15, s[4:5]
	s_waitcnt vmcnt(13)
	v_fmaak_f32 v11, v24, v10, 0x3a83126f
	v_fmaak_f32 v51, v45, v13, 0x3a83126f
	v_fmaak_f32 v62, v26, v23, 0x3a83126f
	s_waitcnt vmcnt(7)
	v_fmaak_f32 v19, v18, v25, 0x3a83126f
	s_waitcnt vmcnt(4)
	v_fmaak_f32 v38, v63, v22, 0x3a83126f
	s_waitcnt vmcnt(2)
	v_fmaak_f32 v66, v20, v21, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v15, v12, v14, 0x3a83126f
	v_fmaak_f32 v12, v23, v12, 0x3a83126f
	scratch_store_dword off, v12, off offset:204 ; 4-byte Folded Spill
	v_fmaak_f32 v12, v13, v26, 0x3a83126f
	scratch_store_dword off, v12, off offset:216 ; 4-byte Folded Spill
	v_fmaak_f32 v12, v44, v11, 0x3a83126f
	v_pk_fma_f32 v[10:11], v[10:11], v[18:19], s[0:1] op_sel_hi:[1,1,0]
	scratch_store_dwordx2 off, v[10:11], off offset:208 ; 8-byte Folded Spill
	v_fmaak_f32 v10, v19, v51, 0x3a83126f
	scratch_store_dword off, v10, off offset:140 ; 4-byte Folded Spill
	v_add_u32_e32 v10, 0xf9, v34
	v_and_b32_e32 v10, 0x3ff, v10
	v_lshlrev_b32_e32 v10, 2, v10
	global_load_dword v64, v10, s[4:5]
	v_add_u32_e32 v10, 0x108, v34
	v_add_u32_e32 v13, 0x114, v34
	v_add_u32_e32 v18, 0x117, v34
	scratch_store_dword off, v12, off offset:136 ; 4-byte Folded Spill
	v_and_b32_e32 v10, 0x3ff, v10
	v_add_u32_e32 v11, 0x10b, v34
	v_add_u32_e32 v12, 0x10e, v34
	v_and_b32_e32 v13, 0x3ff, v13
	v_and_b32_e32 v18, 0x3ff, v18
	v_lshlrev_b32_e32 v10, 2, v10
	v_and_b32_e32 v11, 0x3ff, v11
	v_and_b32_e32 v12, 0x3ff, v12
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshlrev_b32_e32 v18, 2, v18
	v_lshlrev_b32_e32 v11, 2, v11
	v_lshlrev_b32_e32 v12, 2, v12
	global_load_dword v65, v13, s[4:5]
	s_nop 0
	global_load_dword v13, v18, s[4:5]
	global_load_dword v19, v10, s[4:5]
	s_nop 0
	global_load_dword v10, v11, s[4:5]
	global_load_dword v18, v12, s[4:5]
	v_fmaak_f32 v26, v0, v52, 0x3a83126f
	v_fmaak_f32 v0, v79, v2, 0x3a83126f
	v_fmaak_f32 v20, v22, v20, 0x3a83126f
	v_fmaak_f32 v52, v41, v7, 0x3a83126f
	scratch_load_dword v79, off, off offset:72 ; 4-byte Folded Reload
	scratch_load_dword v7, off, off offset:56 ; 4-byte Folded Reload
	s_waitcnt vmcnt(8)
	v_fmaak_f32 v17, v16, v64, 0x3a83126f
	v_fmaak_f32 v64, v64, v63, 0x3a83126f
	s_waitcnt vmcnt(4)
	v_fmaak_f32 v12, v21, v19, 0x3a83126f
	scratch_store_dword off, v12, off offset:236 ; 4-byte Folded Spill
	v_fmaak_f32 v12, v62, v15, 0x3a83126f
	scratch_store_dword off, v12, off offset:148 ; 4-byte Folded Spill
	v_fmaak_f32 v12, v17, v38, 0x3a83126f
	scratch_store_dword off, v12, off offset:152 ; 4-byte Folded Spill
	v_add_u32_e32 v12, 0x111, v34
	v_and_b32_e32 v12, 0x3ff, v12
	v_lshlrev_b32_e32 v12, 2, v12
	global_load_dword v67, v12, s[4:5]
	s_waitcnt vmcnt(7)
	v_fmaak_f32 v11, v19, v10, 0x3a83126f
	v_pk_fma_f32 v[14:15], v[14:15], v[16:17], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v16, v13, v56, 0x3a83126f
	v_fmaak_f32 v56, v65, v13, 0x3a83126f
	v_fmaak_f32 v12, v66, v11, 0x3a83126f
	scratch_store_dword off, v12, off offset:156 ; 4-byte Folded Spill
	v_fmaak_f32 v12, v68, v8, 0x3a83126f
	scratch_store_dwordx2 off, v[14:15], off offset:228 ; 8-byte Folded Spill
	v_fmaak_f32 v24, v12, v75, 0x3a83126f
	v_fmaak_f32 v8, v8, v74, 0x3a83126f
	v_fmaak_f32 v27, v26, v8, 0x3a83126f
	scratch_load_dword v17, off, off offset:236 ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_fmaak_f32 v19, v18, v67, 0x3a83126f
	v_pk_fma_f32 v[10:11], v[10:11], v[18:19], s[0:1] op_sel_hi:[1,1,0]
	scratch_store_dwordx2 off, v[10:11], off offset:48 ; 8-byte Folded Spill
	v_fmaak_f32 v10, v19, v56, 0x3a83126f
	scratch_store_dword off, v10, off offset:144 ; 4-byte Folded Spill
	v_fmaak_f32 v10, v72, v12, 0x3a83126f
	scratch_store_dword off, v10, off offset:220 ; 4-byte Folded Spill
	scratch_load_dword v10, off, off offset:92 ; 4-byte Folded Reload
	s_nop 0
	scratch_load_dword v11, off, off offset:96 ; 4-byte Folded Reload
	v_fmaak_f32 v18, v8, v5, 0x3a83126f
	v_fmaak_f32 v56, v56, v57, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v10, v10, v11, 0x3a83126f
	v_fmaak_f32 v11, v10, v76, 0x3a83126f
	v_pk_fma_f32 v[14:15], v[74:75], v[10:11], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v10, v11, v36, 0x3a83126f
	scratch_store_dword off, v10, off offset:92 ; 4-byte Folded Spill
	scratch_load_dword v10, off, off offset:76 ; 4-byte Folded Reload
	s_nop 0
	scratch_load_dword v11, off, off offset:80 ; 4-byte Folded Reload
	v_fmaak_f32 v23, v37, v14, 0x3a83126f
	v_fmaak_f32 v2, v27, v15, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v10, v10, v11, 0x3a83126f
	v_fmaak_f32 v11, v10, v68, 0x3a83126f
	v_pk_fma_f32 v[12:13], v[32:33], v[10:11], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v10, v11, v37, 0x3a83126f
	scratch_store_dword off, v10, off offset:80 ; 4-byte Folded Spill
	scratch_load_dword v10, off, off offset:84 ; 4-byte Folded Reload
	s_nop 0
	scratch_load_dword v11, off, off offset:88 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v10, v10, v11, 0x3a83126f
	scratch_store_dwordx2 off, v[12:13], off offset:96 ; 8-byte Folded Spill
	scratch_load_dword v13, off, off offset:168 ; 4-byte Folded Reload
	v_fmaak_f32 v11, v10, v1, 0x3a83126f
	v_fmaak_f32 v1, v11, v60, 0x3a83126f
	scratch_store_dword off, v1, off offset:76 ; 4-byte Folded Spill
	v_pk_fma_f32 v[74:75], v[30:31], v[10:11], s[0:1] op_sel_hi:[1,1,0]
	scratch_load_dword v10, off, off offset:60 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_fmaak_f32 v21, v13, v30, 0x3a83126f
	v_fmaak_f32 v1, v0, v21, 0x3a83126f
	v_pk_fma_f32 v[32:33], v[14:15], v[0:1], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v0, v1, v75, 0x3a83126f
	scratch_store_dword off, v0, off offset:168 ; 4-byte Folded Spill
	scratch_load_dword v0, off, off offset:64 ; 4-byte Folded Reload
	s_nop 0
	scratch_load_dword v1, off, off offset:68 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[14:15], off, off offset:40 ; 8-byte Folded Reload
	v_fmaak_f32 v12, v76, v13, 0x3a83126f
	scratch_store_dword off, v2, off offset:84 ; 4-byte Folded Spill
	v_fmaak_f32 v30, v53, v70, 0x3a83126f
	v_fmaak_f32 v22, v12, v31, 0x3a83126f
	v_fmaak_f32 v19, v5, v12, 0x3a83126f
	v_fmaak_f32 v12, v36, v74, 0x3a83126f
	scratch_load_dword v36, off, off offset:200 ; 4-byte Folded Reload
	v_mov_b32_e32 v76, v16
	s_waitcnt vmcnt(3)
	v_fmaak_f32 v0, v0, v1, 0x3a83126f
	v_fmaak_f32 v1, v0, v79, 0x3a83126f
	v_fmaak_f32 v2, v1, v40, 0x3a83126f
	scratch_store_dword off, v2, off offset:64 ; 4-byte Folded Spill
	s_waitcnt vmcnt(3)
	v_fmaak_f32 v2, v10, v14, 0x3a83126f
	v_fmaak_f32 v31, v30, v2, 0x3a83126f
	v_pk_fma_f32 v[0:1], v[14:15], v[0:1], s[0:1] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[14:15], v[74:75], v[30:31], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v30, v58, v71, 0x3a83126f
	scratch_store_dword off, v2, off offset:88 ; 4-byte Folded Spill
	v_fmaak_f32 v2, v31, v1, 0x3a83126f
	v_fmaak_f32 v31, v30, v4, 0x3a83126f
	scratch_load_dwordx2 v[4:5], off, off offset:16 ; 8-byte Folded Reload
	v_fmaak_f32 v11, v60, v0, 0x3a83126f
	scratch_store_dword off, v2, off offset:244 ; 4-byte Folded Spill
	v_fmaak_f32 v2, v31, v59, 0x3a83126f
	scratch_load_dword v74, off, off offset:188 ; 4-byte Folded Reload
	v_fmaak_f32 v58, v55, v77, 0x3a83126f
	scratch_store_dwordx2 off, v[14:15], off offset:248 ; 8-byte Folded Spill
	scratch_load_dwordx2 v[14:15], off, off offset:24 ; 8-byte Folded Reload
	v_fmaak_f32 v60, v61, v48, 0x3a83126f
	scratch_store_dword off, v2, off offset:68 ; 4-byte Folded Spill
	scratch_load_dword v77, off, off offset:160 ; 4-byte Folded Reload
	v_fmaak_f32 v61, v60, v29, 0x3a83126f
	v_mov_b32_e32 v75, v20
	s_waitcnt vmcnt(6)
	v_fmaak_f32 v13, v7, v4, 0x3a83126f
	v_fmaak_f32 v53, v52, v13, 0x3a83126f
	v_pk_fma_f32 v[30:31], v[4:5], v[30:31], s[0:1] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[0:1], v[0:1], v[52:53], s[0:1] op_sel_hi:[1,1,0]
	scratch_store_dwordx2 off, v[0:1], off offset:260 ; 8-byte Folded Spill
	v_fmaak_f32 v0, v53, v31, 0x3a83126f
	scratch_store_dword off, v0, off offset:256 ; 4-byte Folded Spill
	scratch_load_dword v0, off, off offset:184 ; 4-byte Folded Reload
	s_nop 0
	scratch_load_dword v1, off, off offset:192 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[4:5], off, off   ; 8-byte Folded Reload
	v_fmaak_f32 v52, v46, v47, 0x3a83126f
	v_fmaak_f32 v8, v40, v30, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v0, v0, v1, 0x3a83126f
	v_fmaak_f32 v1, v0, v74, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v47, v49, v4, 0x3a83126f
	v_fmaak_f32 v2, v1, v42, 0x3a83126f
	v_pk_fma_f32 v[0:1], v[4:5], v[0:1], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v53, v52, v47, 0x3a83126f
	scratch_store_dword off, v2, off offset:184 ; 4-byte Folded Spill
	v_pk_fma_f32 v[4:5], v[30:31], v[52:53], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v2, v53, v1, 0x3a83126f
	scratch_store_dwordx2 off, v[4:5], off offset:276 ; 8-byte Folded Spill
	scratch_store_dword off, v2, off offset:272 ; 4-byte Folded Spill
	scratch_load_dword v2, off, off offset:172 ; 4-byte Folded Reload
	s_nop 0
	scratch_load_dword v4, off, off offset:196 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v30, v2, v4, 0x3a83126f
	scratch_load_dwordx2 v[4:5], off, off offset:8 ; 8-byte Folded Reload
	v_fmaak_f32 v31, v30, v6, 0x3a83126f
	v_fmaak_f32 v2, v31, v3, 0x3a83126f
	v_fmaak_f32 v6, v59, v0, 0x3a83126f
	scratch_store_dword off, v2, off offset:192 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[30:31], v[4:5], v[30:31], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v41, v77, v4, 0x3a83126f
	scratch_load_dword v4, off, off offset:164 ; 4-byte Folded Reload
	v_fmaak_f32 v59, v58, v41, 0x3a83126f
	v_pk_fma_f32 v[52:53], v[0:1], v[58:59], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v0, v59, v31, 0x3a83126f
	scratch_store_dword off, v0, off offset:292 ; 4-byte Folded Spill
	v_fmaak_f32 v0, v39, v54, 0x3a83126f
	v_fmaak_f32 v1, v0, v36, 0x3a83126f
	v_pk_fma_f32 v[54:55], v[14:15], v[0:1], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v0, v50, v73, 0x3a83126f
	v_fmaak_f32 v2, v1, v43, 0x3a83126f
	scratch_store_dword off, v2, off offset:172 ; 4-byte Folded Spill
	v_fmaak_f32 v46, v3, v54, 0x3a83126f
	v_fmaak_f32 v5, v42, v30, 0x3a83126f
	v_fmaak_f32 v50, v69, v44, 0x3a83126f
	s_waitcnt vmcnt(2)
	v_fmaak_f32 v70, v4, v14, 0x3a83126f
	v_fmaak_f32 v1, v0, v70, 0x3a83126f
	v_pk_fma_f32 v[58:59], v[30:31], v[0:1], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v0, v1, v55, 0x3a83126f
	scratch_store_dword off, v0, off offset:288 ; 4-byte Folded Spill
	v_fmaak_f32 v0, v28, v9, 0x3a83126f
	scratch_load_dword v28, off, off offset:176 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[2:3], off, off offset:32 ; 8-byte Folded Reload
	v_fmaak_f32 v30, v38, v66, 0x3a83126f
	v_fmaak_f32 v66, v25, v45, 0x3a83126f
	scratch_load_dwordx2 v[44:45], off, off offset:96 ; 8-byte Folded Reload
	scratch_load_dword v78, off, off offset:180 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[14:15], off, off offset:208 ; 8-byte Folded Reload
	v_fmaak_f32 v38, v51, v62, 0x3a83126f
	v_mov_b32_e32 v25, s1
	s_waitcnt vmcnt(3)
	v_fmaak_f32 v42, v28, v2, 0x3a83126f
	v_pk_fma_f32 v[72:73], v[2:3], v[60:61], s[0:1] op_sel_hi:[1,1,0]
	scratch_load_dwordx2 v[2:3], off, off offset:48 ; 8-byte Folded Reload
	v_fmaak_f32 v1, v0, v42, 0x3a83126f
	v_pk_fma_f32 v[54:55], v[54:55], v[0:1], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v0, v1, v73, 0x3a83126f
	scratch_store_dword off, v0, off offset:196 ; 4-byte Folded Spill
	v_fmaak_f32 v0, v67, v65, 0x3a83126f
	v_fmaak_f32 v1, v0, v16, 0x3a83126f
	v_fmaak_f32 v60, v1, v35, 0x3a83126f
	scratch_load_dword v16, off, off offset:216 ; 4-byte Folded Reload
	v_fmaak_f32 v65, v64, v75, 0x3a83126f
	s_waitcnt vmcnt(5)
	v_pk_fma_f32 v[62:63], v[44:45], v[26:27], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v37, v43, v72, 0x3a83126f
	v_fmaak_f32 v40, v35, v62, 0x3a83126f
	v_mov_b32_e32 v43, v45
	s_waitcnt vmcnt(3)
	v_fmaak_f32 v20, v78, v14, 0x3a83126f
	v_fmaak_f32 v51, v50, v20, 0x3a83126f
	v_pk_fma_f32 v[68:69], v[72:73], v[50:51], s[0:1] op_sel_hi:[1,1,0]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[48:49], v[2:3], v[0:1], s[0:1] op_sel_hi:[1,1,0]
	v_fmaak_f32 v29, v17, v2, 0x3a83126f
	scratch_load_dword v9, off, off offset:204 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[2:3], off, off offset:228 ; 8-byte Folded Reload
	scratch_load_dword v1, off, off offset:128 ; 4-byte Folded Reload
	v_fmaak_f32 v31, v30, v29, 0x3a83126f
	v_fmaak_f32 v0, v24, v32, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v71, v9, v2, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v35, v1, v44, 0x3a83126f
	v_pk_fma_f32 v[44:45], v[2:3], v[64:65], s[0:1] op_sel_hi:[1,1,0]
	scratch_load_dword v2, off, off offset:80 ; 4-byte Folded Reload
	v_fmaak_f32 v67, v66, v16, 0x3a83126f
	v_fmaak_f32 v57, v56, v35, 0x3a83126f
	v_fmaak_f32 v50, v57, v63, 0x3a83126f
	v_pk_fma_f32 v[26:27], v[48:49], v[56:57], s[0:1] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[56:57], v[14:15], v[66:67], s[0:1] op_sel_hi:[1,1,0]
	scratch_load_dword v14, off, off offset:220 ; 4-byte Folded Reload
	v_fmaak_f32 v39, v38, v71, 0x3a83126f
	scratch_store_dwordx2 off, v[26:27], off offset:296 ; 8-byte Folded Spill
	v_pk_fma_f32 v[26:27], v[44:45], v[30:31], s[0:1] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[62:63], v[62:63], v[24:25], s[0:1]
	v_pk_fma_f32 v[72:73], v[56:57], v[38:39], s[0:1] op_sel_hi:[1,1,0]
	v_add_f32_e32 v25, v62, v63
	v_mov_b32_e32 v24, 0x3a83126f
	scratch_store_dwordx2 off, v[26:27], off offset:304 ; 8-byte Folded Spill
	scratch_load_dwordx2 v[26:27], off, off offset:40 ; 8-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_fmaak_f32 v30, v2, v18, 0x3a83126f
	scratch_load_dword v2, off, off offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_fmaak_f32 v38, v14, v23, 0x3a83126f
	v_fmac_f32_e32 v25, 2.0, v38
	v_fmac_f32_e32 v25, 0x40400000, v30
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v25, 4.0, v2
	scratch_load_dword v2, off, off offset:92 ; 4-byte Folded Reload
	v_fmac_f32_e32 v25, 0x40a00000, v0
	v_fmaak_f32 v0, v23, v19, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40c00000, v0
	v_mov_b32_e32 v23, s1
	v_fmaak_f32 v19, v19, v12, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v0, v18, v2, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40e00000, v0
	scratch_load_dword v0, off, off offset:224 ; 4-byte Folded Reload
	v_pk_fma_f32 v[32:33], v[32:33], v[22:23], v[24:25]
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v0, v0, v10, 0x3a83126f
	scratch_load_dword v10, off, off offset:124 ; 4-byte Folded Reload
	v_add_f32_e32 v25, v32, v33
	v_fmac_f32_e32 v25, 2.0, v19
	v_mov_b32_e32 v33, s1
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v18, v21, v10, 0x3a83126f
	v_fmaak_f32 v19, v2, v18, 0x3a83126f
	scratch_load_dword v2, off, off offset:168 ; 4-byte Folded Reload
	v_fmac_f32_e32 v25, 0x40400000, v19
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v25, 4.0, v2
	scratch_load_dword v2, off, off offset:76 ; 4-byte Folded Reload
	v_fmaak_f32 v32, v0, v27, 0x3a83126f
	scratch_load_dwordx2 v[26:27], off, off offset:248 ; 8-byte Folded Reload
	v_fmaak_f32 v0, v10, v0, 0x3a83126f
	v_fmaak_f32 v19, v12, v0, 0x3a83126f
	scratch_load_dword v10, off, off offset:88 ; 4-byte Folded Reload
	v_fmaak_f32 v0, v0, v11, 0x3a83126f
	s_waitcnt vmcnt(2)
	v_fmaak_f32 v18, v18, v2, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v21, v22, v26, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40a00000, v21
	v_fmac_f32_e32 v25, 0x40c00000, v19
	v_fmac_f32_e32 v25, 0x40e00000, v18
	v_pk_fma_f32 v[18:19], v[26:27], v[32:33], v[24:25]
	scratch_load_dwordx2 v[22:23], off, off offset:16 ; 8-byte Folded Reload
	v_add_f32_e32 v25, v18, v19
	v_fmaak_f32 v19, v79, v7, 0x3a83126f
	scratch_load_dword v7, off, off offset:112 ; 4-byte Folded Reload
	v_fmac_f32_e32 v25, 2.0, v0
	scratch_load_dwordx2 v[26:27], off, off offset:32 ; 8-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v12, v10, v7, 0x3a83126f
	v_fmaak_f32 v0, v2, v12, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40400000, v0
	scratch_load_dword v0, off, off offset:244 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:64 ; 4-byte Folded Reload
	v_fmaak_f32 v21, v7, v19, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v25, 4.0, v0
	v_fmaak_f32 v0, v11, v21, 0x3a83126f
	scratch_load_dwordx2 v[10:11], off, off ; 8-byte Folded Reload
	v_fmaak_f32 v18, v19, v23, 0x3a83126f
	scratch_load_dwordx2 v[22:23], off, off offset:260 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v19, v32, v22, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40a00000, v19
	v_fmac_f32_e32 v25, 0x40c00000, v0
	v_fmaak_f32 v0, v12, v2, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40e00000, v0
	scratch_load_dword v0, off, off offset:240 ; 4-byte Folded Reload
	scratch_load_dword v7, off, off offset:284 ; 4-byte Folded Reload
	v_mov_b32_e32 v19, s1
	v_pk_fma_f32 v[22:23], v[22:23], v[18:19], v[24:25]
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v0, v0, v7, 0x3a83126f
	scratch_load_dword v7, off, off offset:108 ; 4-byte Folded Reload
	v_add_f32_e32 v25, v22, v23
	scratch_load_dwordx2 v[22:23], off, off offset:276 ; 8-byte Folded Reload
	v_fmaak_f32 v10, v0, v11, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v11, v13, v7, 0x3a83126f
	v_fmaak_f32 v13, v2, v11, 0x3a83126f
	scratch_load_dword v2, off, off offset:256 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v12, v18, v22, 0x3a83126f
	v_fmaak_f32 v18, v21, v8, 0x3a83126f
	v_fmac_f32_e32 v25, 2.0, v18
	v_fmac_f32_e32 v25, 0x40400000, v13
	v_fmaak_f32 v0, v7, v0, 0x3a83126f
	scratch_load_dword v7, off, off offset:104 ; 4-byte Folded Reload
	v_fmaak_f32 v8, v8, v0, 0x3a83126f
	v_fmaak_f32 v0, v0, v6, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v25, 4.0, v2
	scratch_load_dword v2, off, off offset:68 ; 4-byte Folded Reload
	v_fmac_f32_e32 v25, 0x40a00000, v12
	v_fmac_f32_e32 v25, 0x40c00000, v8
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v8, v11, v2, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40e00000, v8
	v_mov_b32_e32 v11, s1
	v_pk_fma_f32 v[12:13], v[22:23], v[10:11], v[24:25]
	v_fmaak_f32 v11, v47, v7, 0x3a83126f
	v_add_f32_e32 v25, v12, v13
	scratch_load_dwordx2 v[12:13], off, off offset:8 ; 8-byte Folded Reload
	v_fmac_f32_e32 v25, 2.0, v0
	v_fmaak_f32 v0, v2, v11, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40400000, v0
	scratch_load_dword v0, off, off offset:272 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:184 ; 4-byte Folded Reload
	v_fmaak_f32 v8, v74, v77, 0x3a83126f
	v_fmaak_f32 v10, v10, v52, 0x3a83126f
	s_waitcnt vmcnt(2)
	v_fmaak_f32 v12, v8, v13, 0x3a83126f
	v_fmaak_f32 v8, v7, v8, 0x3a83126f
	v_mov_b32_e32 v13, s1
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v25, 4.0, v0
	v_fmac_f32_e32 v25, 0x40a00000, v10
	v_fmaak_f32 v0, v6, v8, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40c00000, v0
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v0, v11, v2, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40e00000, v0
	scratch_load_dword v0, off, off offset:268 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[6:7], off, off offset:24 ; 8-byte Folded Reload
	v_pk_fma_f32 v[10:11], v[52:53], v[12:13], v[24:25]
	v_fmaak_f32 v8, v8, v5, 0x3a83126f
	v_add_f32_e32 v25, v10, v11
	v_fmac_f32_e32 v25, 2.0, v8
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v0, v0, v4, 0x3a83126f
	scratch_load_dword v4, off, off offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v6, v0, v7, 0x3a83126f
	v_fmaak_f32 v7, v12, v58, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v13, v4, v0, 0x3a83126f
	v_fmaak_f32 v0, v41, v4, 0x3a83126f
	v_fmaak_f32 v8, v2, v0, 0x3a83126f
	scratch_load_dword v2, off, off offset:292 ; 4-byte Folded Reload
	v_fmac_f32_e32 v25, 0x40400000, v8
	v_fmaak_f32 v5, v5, v13, 0x3a83126f
	scratch_load_dword v41, off, off offset:156 ; 4-byte Folded Reload
	v_fmaak_f32 v8, v75, v17, 0x3a83126f
	v_fmaak_f32 v12, v13, v46, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v25, 4.0, v2
	scratch_load_dword v2, off, off offset:192 ; 4-byte Folded Reload
	v_fmac_f32_e32 v25, 0x40a00000, v7
	v_fmac_f32_e32 v25, 0x40c00000, v5
	v_mov_b32_e32 v7, s1
	v_fmaak_f32 v5, v36, v28, 0x3a83126f
	scratch_load_dword v28, off, off offset:136 ; 4-byte Folded Reload
	scratch_load_dword v36, off, off offset:148 ; 4-byte Folded Reload
	v_fmaak_f32 v4, v5, v27, 0x3a83126f
	scratch_load_dwordx2 v[26:27], off, off offset:296 ; 8-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_fmaak_f32 v19, v65, v41, 0x3a83126f
	s_waitcnt vmcnt(3)
	v_fmaak_f32 v0, v0, v2, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40e00000, v0
	scratch_load_dword v0, off, off offset:312 ; 4-byte Folded Reload
	v_pk_fma_f32 v[10:11], v[58:59], v[6:7], v[24:25]
	v_fmaak_f32 v6, v6, v54, 0x3a83126f
	v_add_f32_e32 v25, v10, v11
	v_fmaak_f32 v11, v76, v1, 0x3a83126f
	v_fmaak_f32 v10, v16, v9, 0x3a83126f
	v_fmac_f32_e32 v25, 2.0, v12
	v_fmaak_f32 v9, v4, v68, 0x3a83126f
	s_waitcnt vmcnt(3)
	v_fmaak_f32 v32, v61, v28, 0x3a83126f
	v_fmaak_f32 v28, v28, v56, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v7, v0, v78, 0x3a83126f
	scratch_load_dwordx2 v[0:1], off, off offset:48 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v0, v8, v1, 0x3a83126f
	scratch_load_dword v1, off, off offset:152 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v17, v1, v8, 0x3a83126f
	v_fmaak_f32 v18, v71, v1, 0x3a83126f
	v_fmaak_f32 v8, v10, v3, 0x3a83126f
	scratch_load_dword v1, off, off offset:140 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v21, v1, v10, 0x3a83126f
	v_fmaak_f32 v10, v7, v15, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v7, v3, v7, 0x3a83126f
	v_fmaak_f32 v23, v42, v3, 0x3a83126f
	scratch_load_dword v3, off, off offset:120 ; 4-byte Folded Reload
	scratch_load_dword v15, off, off offset:172 ; 4-byte Folded Reload
	v_fmaak_f32 v1, v20, v1, 0x3a83126f
	v_fmaak_f32 v20, v37, v7, 0x3a83126f
	v_fmaak_f32 v22, v67, v36, 0x3a83126f
	v_fmaak_f32 v7, v7, v28, 0x3a83126f
	v_fmaak_f32 v28, v28, v21, 0x3a83126f
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v33, v3, v5, 0x3a83126f
	v_fmaak_f32 v5, v70, v3, 0x3a83126f
	v_fmaak_f32 v12, v2, v5, 0x3a83126f
	scratch_load_dword v2, off, off offset:288 ; 4-byte Folded Reload
	v_fmac_f32_e32 v25, 0x40400000, v12
	s_waitcnt vmcnt(1)
	v_fmaak_f32 v5, v5, v15, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v25, 4.0, v2
	v_fmac_f32_e32 v25, 0x40a00000, v6
	v_fmaak_f32 v6, v46, v33, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40c00000, v6
	v_fmac_f32_e32 v25, 0x40e00000, v5
	v_mov_b32_e32 v5, s1
	v_pk_fma_f32 v[12:13], v[54:55], v[4:5], v[24:25]
	scratch_load_dword v4, off, off offset:144 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[46:47], off, off offset:304 ; 8-byte Folded Reload
	v_fmaak_f32 v33, v33, v37, 0x3a83126f
	v_fmaak_f32 v37, v15, v23, 0x3a83126f
	scratch_load_dword v15, off, off offset:196 ; 4-byte Folded Reload
	v_add_f32_e32 v25, v12, v13
	v_fmac_f32_e32 v25, 2.0, v33
	v_fmac_f32_e32 v25, 0x40400000, v37
	v_fmaak_f32 v6, v11, v43, 0x3a83126f
	v_fmaak_f32 v23, v23, v32, 0x3a83126f
	v_fmaak_f32 v12, v41, v48, 0x3a83126f
	v_fmaak_f32 v37, v10, v72, 0x3a83126f
	v_fmaak_f32 v2, v40, v38, 0x3a83126f
	v_fmaak_f32 v38, v1, v22, 0x3a83126f
	v_fmaak_f32 v1, v32, v1, 0x3a83126f
	v_fmaak_f32 v13, v36, v44, 0x3a83126f
	v_fmaak_f32 v21, v21, v13, 0x3a83126f
	v_fmaak_f32 v13, v13, v17, 0x3a83126f
	v_fmaak_f32 v33, v18, v19, 0x3a83126f
	v_fmaak_f32 v17, v17, v12, 0x3a83126f
	v_mov_b32_e32 v5, s7
	s_waitcnt vmcnt(2)
	v_fmaak_f32 v16, v4, v11, 0x3a83126f
	v_fmaak_f32 v11, v35, v14, 0x3a83126f
	v_fmaak_f32 v30, v11, v30, 0x3a83126f
	v_fmaak_f32 v41, v60, v11, 0x3a83126f
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v25, 4.0, v15
	v_fmac_f32_e32 v25, 0x40a00000, v9
	v_fmac_f32_e32 v25, 0x40c00000, v20
	v_fmac_f32_e32 v25, 0x40e00000, v23
	v_mov_b32_e32 v11, s1
	v_pk_fma_f32 v[10:11], v[68:69], v[10:11], v[24:25]
	v_fmaak_f32 v9, v51, v57, 0x3a83126f
	v_add_f32_e32 v25, v10, v11
	v_fmac_f32_e32 v25, 2.0, v7
	v_fmac_f32_e32 v25, 0x40400000, v1
	v_fmac_f32_e32 v25, 4.0, v9
	v_fmac_f32_e32 v25, 0x40a00000, v37
	v_fmac_f32_e32 v25, 0x40c00000, v28
	v_fmac_f32_e32 v25, 0x40e00000, v38
	v_mov_b32_e32 v9, s1
	v_fmaak_f32 v36, v8, v46, 0x3a83126f
	v_pk_fma_f32 v[8:9], v[72:73], v[8:9], v[24:25]
	v_fmaak_f32 v1, v22, v18, 0x3a83126f
	v_add_f32_e32 v25, v8, v9
	v_fmac_f32_e32 v25, 2.0, v21
	v_fmaak_f32 v7, v39, v45, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40400000, v1
	v_fmac_f32_e32 v25, 4.0, v7
	v_fmac_f32_e32 v25, 0x40a00000, v36
	v_fmac_f32_e32 v25, 0x40c00000, v13
	v_fmac_f32_e32 v25, 0x40e00000, v33
	v_mov_b32_e32 v1, s1
	v_fmaak_f32 v12, v12, v16, 0x3a83126f
	v_fmaak_f32 v16, v16, v40, 0x3a83126f
	v_fmaak_f32 v40, v0, v26, 0x3a83126f
	v_pk_fma_f32 v[0:1], v[46:47], v[0:1], v[24:25]
	v_fmaak_f32 v3, v29, v4, 0x3a83126f
	v_add_f32_e32 v25, v0, v1
	v_fmaak_f32 v44, v3, v60, 0x3a83126f
	v_fmaak_f32 v3, v19, v3, 0x3a83126f
	v_fmac_f32_e32 v25, 2.0, v17
	v_fmaak_f32 v7, v31, v49, 0x3a83126f
	v_fmac_f32_e32 v25, 0x40400000, v3
	v_fmac_f32_e32 v25, 4.0, v7
	v_fmac_f32_e32 v25, 0x40a00000, v40
	v_fmac_f32_e32 v25, 0x40c00000, v12
	v_fmac_f32_e32 v25, 0x40e00000, v44
	v_mov_b32_e32 v7, s1
	v_pk_fma_f32 v[0:1], v[26:27], v[6:7], v[24:25]
	v_fmaak_f32 v14, v6, v62, 0x3a83126f
	v_add_f32_e32 v6, v0, v1
	v_fmac_f32_e32 v6, 2.0, v16
	v_fmac_f32_e32 v6, 0x40400000, v41
	v_fmac_f32_e32 v6, 4.0, v50
	v_fmac_f32_e32 v6, 0x40a00000, v14
	v_mov_b32_e32 v4, s6
	v_fmac_f32_e32 v6, 0x40c00000, v2
	v_ashrrev_i32_e32 v35, 31, v34
	v_fmac_f32_e32 v6, 0x40e00000, v30
	v_lshl_add_u64 v[0:1], v[34:35], 2, v[4:5]
	global_store_dword v[0:1], v6, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel reg_spill
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 320
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
	.set reg_spill.private_seg_size, 320
	.set reg_spill.uses_vcc, 0
	.set reg_spill.uses_flat_scratch, 0
	.set reg_spill.has_dyn_sized_stack, 0
	.set reg_spill.has_recursion, 0
	.set reg_spill.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7800
; TotalNumSgprs: 14
; NumVgprs: 80
; NumAgprs: 0
; TotalNumVgprs: 80
; ScratchSize: 320
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
    .private_segment_fixed_size: 320
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         reg_spill.kd
    .uses_dynamic_stack: false
    .vgpr_count:     80
    .vgpr_spill_count: 92
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
