	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	nested_mfma_loops       ; -- Begin function nested_mfma_loops
	.globl	nested_mfma_loops
	.p2align	8
	.type	nested_mfma_loops,@function
nested_mfma_loops:                      ; @nested_mfma_loops
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_mov_b32_e32 v5, 0
	v_and_b32_e32 v15, 15, v0
	v_lshrrev_b32_e32 v17, 4, v0
	s_mov_b32 s28, 0
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v6, v5
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 1
	v_mov_b32_e32 v7, v5
	s_cbranch_scc1 .LBB0_22
; %bb.1:
	v_lshlrev_b32_e32 v1, 3, v17
	v_lshl_or_b32 v19, v15, 7, v1
	v_xor_b32_e32 v1, 0x3ff, v0
	s_mov_b32 s2, 0x3ffff
	s_cmp_gt_i32 s11, 0
	v_cmp_lt_u32_e32 vcc, s2, v1
	v_lshlrev_b32_e32 v8, 7, v17
	v_lshlrev_b32_e32 v9, 1, v15
	s_movk_i32 s2, 0x800
	v_or3_b32 v25, v8, v9, s2
	s_cselect_b64 s[2:3], -1, 0
	s_movk_i32 s0, 0x1c0
	v_cndmask_b32_e64 v8, 0, 1, s[2:3]
	v_cmp_gt_u32_e64 s[12:13], s0, v1
	s_movk_i32 s0, 0x1bf
	v_or_b32_e32 v23, 0x400, v0
	v_cmp_ne_u32_e64 s[2:3], 1, v8
	v_mov_b64_e32 v[8:9], v[6:7]
	v_mul_u32_u24_e32 v21, 3, v0
	v_cmp_lt_u32_e64 s[0:1], s0, v1
	v_mov_b32_e32 v22, 0xb40
	v_or_b32_e32 v3, 0xc0, v0
	v_or_b32_e32 v2, 0x80, v0
	v_or_b32_e32 v1, 64, v0
	s_mov_b64 s[14:15], -1
	v_lshlrev_b32_e32 v24, 1, v0
	v_lshlrev_b32_e32 v26, 1, v23
	s_mov_b64 s[16:17], 0x80
	s_movk_i32 s29, 0x3bf
	s_mov_b32 s30, 0x5040100
	s_xor_b64 s[18:19], vcc, -1
	s_mov_b32 s31, 0
	v_mov_b64_e32 v[6:7], v[4:5]
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_add_i32 s31, s31, 1
	s_addk_i32 s28, 0x400
	s_cmp_eq_u32 s31, s10
	; wave barrier
	s_cbranch_scc1 .LBB0_21
.LBB0_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_7 Depth 2
                                        ;     Child Loop BB0_17 Depth 2
                                        ;     Child Loop BB0_20 Depth 2
	s_mov_b64 s[22:23], s[12:13]
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v12, v24
	s_and_saveexec_b64 s[20:21], s[0:1]
	s_cbranch_execz .LBB0_15
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	s_lshl_b32 s33, s31, 10
	v_or_b32_e32 v4, s33, v21
	v_xor_b32_e32 v4, -1, v4
	v_and_b32_e32 v4, 0xfff, v4
	v_cmp_le_u16_e32 vcc, v22, v4
	s_mov_b64 s[24:25], -1
	s_and_b64 s[26:27], vcc, s[18:19]
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v12, v24
	s_and_saveexec_b64 s[22:23], s[26:27]
	s_cbranch_execz .LBB0_14
; %bb.5:                                ;   in Loop: Header=BB0_3 Depth=1
	v_mov_b64_e32 v[12:13], v[2:3]
	s_and_b32 s34, s33, 0xc00
	s_mov_b64 s[26:27], -1
	v_mov_b32_e32 v29, 0
	v_mov_b64_e32 v[10:11], v[0:1]
	s_and_saveexec_b64 s[24:25], s[14:15]
	s_cbranch_execz .LBB0_9
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	v_mov_b64_e32 v[12:13], v[2:3]
	s_mov_b32 s35, 0
	s_mov_b64 s[26:27], 0
	v_mov_b32_e32 v27, 4
	v_mov_b32_e32 v14, s33
	v_mov_b32_e32 v16, s33
	v_mov_b32_e32 v18, s33
	v_mov_b32_e32 v20, s33
	v_mov_b32_e32 v28, v24
	v_mov_b64_e32 v[10:11], v[0:1]
.LBB0_7:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_or_b32_e32 v4, s34, v10
	v_mad_u64_u32 v[36:37], s[36:37], v10, 3, v[14:15]
	v_mad_u64_u32 v[38:39], s[36:37], v11, 3, v[16:17]
	v_add_u32_e32 v29, s34, v10
	v_or_b32_e32 v30, s34, v13
	v_or_b32_e32 v32, s34, v12
	v_or_b32_e32 v34, s34, v11
	v_mov_b32_e32 v35, v5
	v_mov_b32_e32 v33, v5
	v_mov_b32_e32 v31, v5
	v_mad_u64_u32 v[40:41], s[36:37], v12, 3, v[18:19]
	v_mad_u64_u32 v[42:43], s[36:37], v13, 3, v[20:21]
	v_add_u32_e32 v37, s34, v11
	v_add_u32_e32 v39, s34, v12
	v_lshl_add_u64 v[50:51], v[4:5], 1, s[4:5]
	v_add_u32_e32 v4, 0x100, v29
	v_add_u32_e32 v29, 0x300, v36
	v_add_u32_e32 v41, s34, v13
	v_mov_b32_e32 v45, v5
	v_mov_b32_e32 v47, v5
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[4:5]
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[4:5]
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[4:5]
	v_and_b32_e32 v52, 0xfff, v40
	v_and_b32_e32 v53, 0xfff, v38
	v_and_b32_e32 v54, 0xfff, v36
	v_add_u32_e32 v46, 0x100, v39
	v_add_u32_e32 v44, 0x100, v37
	v_add_u32_e32 v38, 0x300, v38
	v_add_u32_e32 v39, 0x300, v40
	v_add_u32_e32 v40, 0x300, v42
	v_and_b32_e32 v29, 0xfff, v29
	v_mov_b32_e32 v49, v5
	v_and_b32_e32 v43, 0xfff, v42
	v_add_u32_e32 v48, 0x100, v41
	global_load_ushort v55, v[50:51], off
	global_load_ushort v56, v[34:35], off
	global_load_ushort v57, v[32:33], off
	global_load_ushort v58, v[30:31], off
	v_lshlrev_b32_e32 v41, 1, v54
	v_lshl_add_u64 v[30:31], v[4:5], 1, s[4:5]
	v_lshl_add_u64 v[32:33], v[44:45], 1, s[4:5]
	v_lshl_add_u64 v[34:35], v[46:47], 1, s[4:5]
	v_and_b32_e32 v4, 0xfff, v40
	v_and_b32_e32 v39, 0xfff, v39
	v_and_b32_e32 v38, 0xfff, v38
	v_lshlrev_b32_e32 v29, 1, v29
	v_lshlrev_b32_e32 v42, 1, v53
	v_lshlrev_b32_e32 v50, 1, v52
	v_lshlrev_b32_e32 v43, 1, v43
	v_lshl_add_u64 v[36:37], v[48:49], 1, s[4:5]
	global_load_ushort v40, v41, s[6:7]
	global_load_ushort v44, v42, s[6:7]
	global_load_ushort v45, v50, s[6:7]
	global_load_ushort v46, v43, s[6:7]
	global_load_ushort v47, v[30:31], off
	global_load_ushort v48, v[32:33], off
	global_load_ushort v49, v[34:35], off
	global_load_ushort v51, v[36:37], off
	v_lshlrev_b32_e32 v30, 1, v38
	v_lshlrev_b32_e32 v31, 1, v39
	v_lshlrev_b32_e32 v4, 1, v4
	global_load_ushort v32, v29, s[6:7]
	global_load_ushort v33, v30, s[6:7]
	global_load_ushort v34, v31, s[6:7]
	global_load_ushort v35, v4, s[6:7]
	v_add_u32_e32 v27, -2, v27
	s_add_i32 s35, s35, 8
	v_cmp_eq_u32_e32 vcc, 0, v27
	v_add_u32_e32 v13, 0x200, v13
	v_add_u32_e32 v12, 0x200, v12
	v_add_u32_e32 v11, 0x200, v11
	v_add_u32_e32 v10, 0x200, v10
	v_mov_b32_e32 v29, s35
	s_or_b64 s[26:27], vcc, s[26:27]
	s_waitcnt vmcnt(15)
	ds_write_b16 v28, v55
	s_waitcnt vmcnt(14)
	ds_write_b16 v28, v56 offset:128
	s_waitcnt vmcnt(13)
	ds_write_b16 v28, v57 offset:256
	s_waitcnt vmcnt(12)
	ds_write_b16 v28, v58 offset:384
	s_waitcnt vmcnt(11)
	ds_write_b16 v28, v40 offset:2048
	s_waitcnt vmcnt(10)
	ds_write_b16 v28, v44 offset:2176
	s_waitcnt vmcnt(9)
	ds_write_b16 v28, v45 offset:2304
	s_waitcnt vmcnt(8)
	ds_write_b16 v28, v46 offset:2432
	s_waitcnt vmcnt(7)
	ds_write_b16 v28, v47 offset:512
	s_waitcnt vmcnt(6)
	ds_write_b16 v28, v48 offset:640
	s_waitcnt vmcnt(5)
	ds_write_b16 v28, v49 offset:768
	s_waitcnt vmcnt(4)
	ds_write_b16 v28, v51 offset:896
	s_waitcnt vmcnt(3)
	ds_write_b16 v28, v32 offset:2560
	s_waitcnt vmcnt(2)
	ds_write_b16 v28, v33 offset:2688
	s_waitcnt vmcnt(1)
	ds_write_b16 v28, v34 offset:2816
	s_waitcnt vmcnt(0)
	ds_write_b16 v28, v35 offset:2944
	v_add_u32_e32 v28, 0x400, v28
	s_andn2_b64 exec, exec, s[26:27]
	s_cbranch_execnz .LBB0_7
; %bb.8:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[26:27]
	s_xor_b64 s[26:27], exec, -1
	s_or_b64 exec, exec, s[24:25]
	s_and_saveexec_b64 s[24:25], s[26:27]
	s_cbranch_execz .LBB0_11
	s_branch .LBB0_10
.LBB0_9:                                ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[24:25]
	s_and_saveexec_b64 s[24:25], s[26:27]
	s_cbranch_execz .LBB0_11
.LBB0_10:                               ;   in Loop: Header=BB0_3 Depth=1
	v_or_b32_e32 v30, s34, v13
	v_or_b32_e32 v32, s34, v12
	v_or_b32_e32 v4, s34, v10
	v_mov_b32_e32 v33, v5
	v_mov_b32_e32 v31, v5
	v_or_b32_e32 v34, s34, v11
	v_mov_b32_e32 v35, v5
	v_lshl_add_u64 v[36:37], v[4:5], 1, s[4:5]
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[4:5]
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[4:5]
	v_mov_b32_e32 v4, s33
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[4:5]
	global_load_ushort v14, v[36:37], off
	global_load_ushort v16, v[34:35], off
	global_load_ushort v18, v[32:33], off
	global_load_ushort v20, v[30:31], off
	v_mad_u64_u32 v[30:31], s[26:27], v10, 3, v[4:5]
	v_mad_u64_u32 v[32:33], s[26:27], v12, 3, v[4:5]
	v_mad_u64_u32 v[12:13], s[26:27], v13, 3, v[4:5]
	v_mad_u64_u32 v[10:11], s[26:27], v11, 3, v[4:5]
	v_and_b32_e32 v4, 0xfff, v12
	v_and_b32_e32 v12, 0xfff, v30
	v_and_b32_e32 v11, 0xfff, v32
	v_and_b32_e32 v10, 0xfff, v10
	v_lshlrev_b32_e32 v12, 1, v12
	v_lshlrev_b32_e32 v10, 1, v10
	v_lshlrev_b32_e32 v11, 1, v11
	v_lshlrev_b32_e32 v4, 1, v4
	global_load_ushort v13, v12, s[6:7]
	global_load_ushort v27, v10, s[6:7]
	global_load_ushort v28, v11, s[6:7]
	global_load_ushort v30, v4, s[6:7]
	v_lshl_or_b32 v4, v29, 7, v24
	s_waitcnt vmcnt(7)
	ds_write_b16 v4, v14
	s_waitcnt vmcnt(6)
	ds_write_b16 v4, v16 offset:128
	s_waitcnt vmcnt(5)
	ds_write_b16 v4, v18 offset:256
	s_waitcnt vmcnt(4)
	ds_write_b16 v4, v20 offset:384
	s_waitcnt vmcnt(3)
	ds_write_b16 v4, v13 offset:2048
	s_waitcnt vmcnt(2)
	ds_write_b16 v4, v27 offset:2176
	s_waitcnt vmcnt(1)
	ds_write_b16 v4, v28 offset:2304
	s_waitcnt vmcnt(0)
	ds_write_b16 v4, v30 offset:2432
.LBB0_11:                               ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[24:25]
	s_mov_b64 s[24:25], 0
                                        ; implicit-def: $vgpr12
	s_and_saveexec_b64 s[26:27], s[24:25]
; %bb.12:                               ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b64 s[24:25], exec
	v_mov_b32_e32 v12, v26
; %bb.13:                               ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[26:27]
	s_orn2_b64 s[24:25], s[24:25], exec
	v_mov_b32_e32 v14, v23
.LBB0_14:                               ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[22:23]
	s_andn2_b64 s[22:23], s[12:13], exec
	s_and_b64 s[24:25], s[24:25], exec
	s_or_b64 s[22:23], s[22:23], s[24:25]
.LBB0_15:                               ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[20:21]
	s_and_saveexec_b64 s[20:21], s[22:23]
	s_cbranch_execz .LBB0_18
; %bb.16:                               ;   in Loop: Header=BB0_3 Depth=1
	s_and_b32 s22, s28, 0xc00
	v_add_lshl_u32 v4, v14, s22, 1
	v_subrev_u32_e32 v13, 64, v14
	v_lshl_add_u64 v[10:11], s[4:5], 0, v[4:5]
	v_mad_u32_u24 v4, v14, 3, s28
	s_mov_b64 s[22:23], 0
.LBB0_17:                               ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_and_b32_e32 v14, 0xfff, v4
	global_load_ushort v16, v[10:11], off
	v_lshlrev_b32_e32 v14, 1, v14
	global_load_ushort v14, v14, s[6:7]
	v_add_u32_e32 v13, 64, v13
	v_cmp_lt_u32_e32 vcc, s29, v13
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[16:17]
	v_add_u32_e32 v4, 0xc0, v4
	s_or_b64 s[22:23], vcc, s[22:23]
	s_waitcnt vmcnt(1)
	ds_write_b16 v12, v16
	s_waitcnt vmcnt(0)
	ds_write_b16 v12, v14 offset:2048
	v_add_u32_e32 v12, 0x80, v12
	s_andn2_b64 exec, exec, s[22:23]
	s_cbranch_execnz .LBB0_17
.LBB0_18:                               ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 vcc, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_cbranch_vccnz .LBB0_2
; %bb.19:                               ;   in Loop: Header=BB0_3 Depth=1
	v_mov_b32_e32 v4, v25
	v_mov_b32_e32 v10, v19
	s_mov_b32 s20, s11
.LBB0_20:                               ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b64 v[28:29], v10
	ds_read_u16 v11, v4
	ds_read_u16 v12, v4 offset:64
	ds_read_u16 v13, v4 offset:96
	ds_read_u16 v14, v4 offset:32
	s_add_i32 s20, s20, -1
	v_add_u32_e32 v10, 32, v10
	s_cmp_lg_u32 s20, 0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v13, v13, v12, s30
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v12, v14, v11, s30
	v_add_u32_e32 v4, 0x200, v4
	s_nop 0
	v_mfma_f32_16x16x16_f16 v[6:9], v[28:29], v[12:13], v[6:9]
	s_cbranch_scc1 .LBB0_20
	s_branch .LBB0_2
.LBB0_21:
	s_nop 0
	v_mov_b64_e32 v[4:5], v[6:7]
	v_mov_b64_e32 v[6:7], v[8:9]
.LBB0_22:
	v_lshlrev_b32_e32 v0, 2, v15
	v_lshl_or_b32 v0, v17, 8, v0
	global_store_dword v0, v4, s[8:9]
	global_store_dword v0, v5, s[8:9] offset:64
	global_store_dword v0, v6, s[8:9] offset:128
	global_store_dword v0, v7, s[8:9] offset:192
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel nested_mfma_loops
		.amdhsa_group_segment_fixed_size 4096
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
		.amdhsa_next_free_vgpr 97
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 60
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
	.size	nested_mfma_loops, .Lfunc_end0-nested_mfma_loops
                                        ; -- End function
	.set nested_mfma_loops.num_vgpr, 59
	.set nested_mfma_loops.num_agpr, 0
	.set nested_mfma_loops.numbered_sgpr, 38
	.set nested_mfma_loops.num_named_barrier, 0
	.set nested_mfma_loops.private_seg_size, 0
	.set nested_mfma_loops.uses_vcc, 1
	.set nested_mfma_loops.uses_flat_scratch, 0
	.set nested_mfma_loops.has_dyn_sized_stack, 0
	.set nested_mfma_loops.has_recursion, 0
	.set nested_mfma_loops.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1832
; TotalNumSgprs: 44
; NumVgprs: 59
; NumAgprs: 0
; TotalNumVgprs: 59
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 97
; AccumOffset: 60
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
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
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           nested_mfma_loops
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         nested_mfma_loops.kd
    .uses_dynamic_stack: false
    .vgpr_count:     59
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
