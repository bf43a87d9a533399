	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
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
	s_movk_i32 s0, 0x1c0
	s_mov_b32 s14, 0x3ffff
	v_lshlrev_b32_e32 v8, 7, v17
	v_lshlrev_b32_e32 v9, 1, v15
	s_movk_i32 s16, 0x800
	s_cmp_gt_i32 s11, 0
	v_cmp_gt_u32_e64 s[12:13], s0, v1
	s_movk_i32 s0, 0x1bf
	v_cmp_lt_u32_e32 vcc, s14, v1
	v_or3_b32 v25, v8, v9, s16
	v_mov_b64_e32 v[8:9], v[6:7]
	s_cselect_b64 s[2:3], -1, 0
	v_mul_u32_u24_e32 v21, 3, v0
	v_cmp_lt_u32_e64 s[0:1], s0, v1
	v_mov_b32_e32 v22, 0xb40
	v_or_b32_e32 v23, 0x400, v0
	v_or_b32_e32 v3, 0xc0, v0
	v_or_b32_e32 v2, 0x80, v0
	v_or_b32_e32 v1, 64, v0
	s_mov_b64 s[14:15], -1
	v_lshlrev_b32_e32 v24, 1, v0
	s_movk_i32 s29, 0xfff
	s_mov_b64 s[16:17], 0x80
	s_movk_i32 s30, 0x3bf
	s_mov_b32 s31, 0x5040100
	s_xor_b64 s[18:19], vcc, -1
	s_mov_b32 s33, 0
	v_mov_b64_e32 v[6:7], v[4:5]
	s_branch .LBB0_3
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	s_add_i32 s33, s33, 1
	s_addk_i32 s28, 0x400
	s_cmp_eq_u32 s33, s10
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
	s_lshl_b32 s34, s33, 10
	v_or_b32_e32 v4, s34, v21
	v_bitop3_b16 v4, v4, s29, v4 bitop3:0xc
	v_cmp_le_u16_e32 vcc, v22, v4
	s_mov_b64 s[24:25], -1
	s_and_b64 s[26:27], vcc, s[18:19]
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v12, v24
	s_and_saveexec_b64 s[22:23], s[26:27]
	s_cbranch_execz .LBB0_14
; %bb.5:                                ;   in Loop: Header=BB0_3 Depth=1
	v_mov_b64_e32 v[12:13], v[2:3]
	s_and_b32 s35, s34, 0xc00
	s_mov_b64 s[26:27], -1
	v_mov_b32_e32 v28, 0
	v_mov_b64_e32 v[10:11], v[0:1]
	s_and_saveexec_b64 s[24:25], s[14:15]
	s_cbranch_execz .LBB0_9
; %bb.6:                                ;   in Loop: Header=BB0_3 Depth=1
	v_mov_b64_e32 v[12:13], v[2:3]
	s_mov_b32 s36, 0
	s_mov_b64 s[26:27], 0
	v_mov_b32_e32 v26, 4
	v_mov_b32_e32 v14, s34
	v_mov_b32_e32 v16, s34
	v_mov_b32_e32 v18, s34
	v_mov_b32_e32 v20, s34
	v_mov_b32_e32 v27, v24
	v_mov_b64_e32 v[10:11], v[0:1]
.LBB0_7:                                ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_or_b32_e32 v4, s35, v10
	v_or_b32_e32 v28, s35, v13
	v_or_b32_e32 v30, s35, v12
	v_or_b32_e32 v32, s35, v11
	v_mov_b32_e32 v33, v5
	v_mov_b32_e32 v31, v5
	v_mov_b32_e32 v29, v5
	v_lshl_add_u64 v[34:35], v[4:5], 1, s[4:5]
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[4:5]
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[4:5]
	v_lshl_add_u64 v[28:29], v[28:29], 1, s[4:5]
	global_load_ushort v4, v[34:35], off
	global_load_ushort v36, v[32:33], off
	global_load_ushort v37, v[30:31], off
	global_load_ushort v38, v[28:29], off
	v_mad_u64_u32 v[28:29], s[38:39], v10, 3, v[14:15]
	v_mad_u64_u32 v[32:33], s[38:39], v12, 3, v[18:19]
	v_mad_u64_u32 v[30:31], s[38:39], v11, 3, v[16:17]
	v_mad_u64_u32 v[34:35], s[38:39], v13, 3, v[20:21]
	v_and_b32_e32 v33, 0xfff, v28
	v_and_b32_e32 v29, 0xfff, v32
	v_and_b32_e32 v31, 0xfff, v30
	v_lshlrev_b32_e32 v33, 1, v33
	v_lshlrev_b32_e32 v31, 1, v31
	v_lshlrev_b32_e32 v29, 1, v29
	v_mov_b32_e32 v41, v5
	v_mov_b32_e32 v39, v5
	v_add_u32_e32 v26, -2, v26
	s_add_i32 s36, s36, 8
	v_cmp_eq_u32_e32 vcc, 0, v26
	s_or_b64 s[26:27], vcc, s[26:27]
	s_waitcnt vmcnt(3)
	ds_write_b16 v27, v4
	s_waitcnt vmcnt(2)
	ds_write_b16 v27, v36 offset:128
	s_waitcnt vmcnt(1)
	ds_write_b16 v27, v37 offset:256
	s_waitcnt vmcnt(0)
	ds_write_b16 v27, v38 offset:384
	v_and_b32_e32 v4, 0xfff, v34
	v_lshlrev_b32_e32 v4, 1, v4
	global_load_ushort v35, v33, s[6:7]
	global_load_ushort v36, v31, s[6:7]
	global_load_ushort v37, v29, s[6:7]
	global_load_ushort v38, v4, s[6:7]
	v_add_u32_e32 v4, s35, v10
	v_add_u32_e32 v29, s35, v11
	v_add_u32_e32 v31, s35, v12
	v_add_u32_e32 v33, s35, v13
	v_add_u32_e32 v4, 0x100, v4
	v_add_u32_e32 v40, 0x100, v29
	v_lshl_add_u64 v[42:43], v[4:5], 1, s[4:5]
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[4:5]
	v_add_u32_e32 v13, 0x200, v13
	v_add_u32_e32 v12, 0x200, v12
	v_add_u32_e32 v11, 0x200, v11
	v_add_u32_e32 v10, 0x200, v10
	s_waitcnt vmcnt(3)
	ds_write_b16 v27, v35 offset:2048
	s_waitcnt vmcnt(2)
	ds_write_b16 v27, v36 offset:2176
	s_waitcnt vmcnt(1)
	ds_write_b16 v27, v37 offset:2304
	s_waitcnt vmcnt(0)
	ds_write_b16 v27, v38 offset:2432
	v_add_u32_e32 v36, 0x100, v33
	v_add_u32_e32 v38, 0x100, v31
	v_mov_b32_e32 v37, v5
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[4:5]
	v_lshl_add_u64 v[36:37], v[36:37], 1, s[4:5]
	global_load_ushort v4, v[42:43], off
	global_load_ushort v29, v[40:41], off
	global_load_ushort v31, v[38:39], off
	global_load_ushort v33, v[36:37], off
	s_waitcnt vmcnt(3)
	ds_write_b16 v27, v4 offset:512
	s_waitcnt vmcnt(2)
	ds_write_b16 v27, v29 offset:640
	s_waitcnt vmcnt(1)
	ds_write_b16 v27, v31 offset:768
	s_waitcnt vmcnt(0)
	ds_write_b16 v27, v33 offset:896
	v_add_u32_e32 v4, 0x300, v28
	v_add_u32_e32 v28, 0x300, v30
	v_add_u32_e32 v29, 0x300, v32
	v_add_u32_e32 v30, 0x300, v34
	v_and_b32_e32 v4, 0xfff, v4
	v_and_b32_e32 v30, 0xfff, v30
	v_and_b32_e32 v29, 0xfff, v29
	v_and_b32_e32 v28, 0xfff, v28
	v_lshlrev_b32_e32 v4, 1, v4
	v_lshlrev_b32_e32 v28, 1, v28
	v_lshlrev_b32_e32 v29, 1, v29
	v_lshlrev_b32_e32 v30, 1, v30
	global_load_ushort v31, v4, s[6:7]
	global_load_ushort v32, v28, s[6:7]
	global_load_ushort v33, v29, s[6:7]
	global_load_ushort v34, v30, s[6:7]
	v_mov_b32_e32 v28, s36
	s_waitcnt vmcnt(3)
	ds_write_b16 v27, v31 offset:2560
	s_waitcnt vmcnt(2)
	ds_write_b16 v27, v32 offset:2688
	s_waitcnt vmcnt(1)
	ds_write_b16 v27, v33 offset:2816
	s_waitcnt vmcnt(0)
	ds_write_b16 v27, v34 offset:2944
	v_add_u32_e32 v27, 0x400, v27
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
	v_or_b32_e32 v26, s35, v13
	v_or_b32_e32 v30, s35, v12
	v_or_b32_e32 v4, s35, v10
	v_mov_b32_e32 v31, v5
	v_mov_b32_e32 v27, v5
	v_or_b32_e32 v32, s35, v11
	v_mov_b32_e32 v33, v5
	v_lshl_add_u64 v[34:35], v[4:5], 1, s[4:5]
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[4:5]
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[4:5]
	v_mov_b32_e32 v4, s34
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[4:5]
	global_load_ushort v14, v[34:35], off
	global_load_ushort v16, v[32:33], off
	global_load_ushort v18, v[30:31], off
	global_load_ushort v20, v[26:27], off
	v_mad_u64_u32 v[26:27], s[26:27], v10, 3, v[4:5]
	v_mad_u64_u32 v[30:31], s[26:27], v12, 3, v[4:5]
	v_mad_u64_u32 v[12:13], s[26:27], v13, 3, v[4:5]
	v_mad_u64_u32 v[10:11], s[26:27], v11, 3, v[4:5]
	v_and_b32_e32 v4, 0xfff, v12
	v_and_b32_e32 v12, 0xfff, v26
	v_and_b32_e32 v11, 0xfff, v30
	v_and_b32_e32 v10, 0xfff, v10
	v_lshlrev_b32_e32 v12, 1, v12
	v_lshlrev_b32_e32 v10, 1, v10
	v_lshlrev_b32_e32 v11, 1, v11
	v_lshlrev_b32_e32 v4, 1, v4
	global_load_ushort v13, v12, s[6:7]
	global_load_ushort v26, v10, s[6:7]
	global_load_ushort v27, v11, s[6:7]
	global_load_ushort v29, v4, s[6:7]
	v_lshl_or_b32 v4, v28, 7, v24
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
	ds_write_b16 v4, v26 offset:2176
	s_waitcnt vmcnt(1)
	ds_write_b16 v4, v27 offset:2304
	s_waitcnt vmcnt(0)
	ds_write_b16 v4, v29 offset:2432
.LBB0_11:                               ;   in Loop: Header=BB0_3 Depth=1
	s_or_b64 exec, exec, s[24:25]
	s_mov_b64 s[24:25], 0
                                        ; implicit-def: $vgpr12
	s_and_saveexec_b64 s[26:27], s[24:25]
; %bb.12:                               ;   in Loop: Header=BB0_3 Depth=1
	s_mov_b64 s[24:25], exec
	v_lshlrev_b32_e32 v12, 1, v23
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
	v_cmp_lt_u32_e32 vcc, s30, v13
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
	s_andn2_b64 vcc, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	; wave barrier
	s_cbranch_vccnz .LBB0_2
; %bb.19:                               ;   in Loop: Header=BB0_3 Depth=1
	v_mov_b32_e32 v4, v25
	v_mov_b32_e32 v10, v19
	s_mov_b32 s20, s11
.LBB0_20:                               ;   Parent Loop BB0_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b64 v[26:27], v10
	ds_read_u16 v11, v4
	ds_read_u16 v12, v4 offset:64
	ds_read_u16 v13, v4 offset:96
	ds_read_u16 v14, v4 offset:32
	s_add_i32 s20, s20, -1
	v_add_u32_e32 v10, 32, v10
	s_cmp_lg_u32 s20, 0
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v13, v13, v12, s31
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v12, v14, v11, s31
	v_add_u32_e32 v4, 0x200, v4
	s_nop 0
	v_mfma_f32_16x16x16_f16 v[6:9], v[26:27], v[12:13], v[6:9]
	s_cbranch_scc1 .LBB0_20
	s_branch .LBB0_2
.LBB0_21:
	s_nop 1
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 40
		.amdhsa_accum_offset 44
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
	.set nested_mfma_loops.num_vgpr, 44
	.set nested_mfma_loops.num_agpr, 0
	.set nested_mfma_loops.numbered_sgpr, 40
	.set nested_mfma_loops.num_named_barrier, 0
	.set nested_mfma_loops.private_seg_size, 0
	.set nested_mfma_loops.uses_vcc, 1
	.set nested_mfma_loops.uses_flat_scratch, 0
	.set nested_mfma_loops.has_dyn_sized_stack, 0
	.set nested_mfma_loops.has_recursion, 0
	.set nested_mfma_loops.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1812
; TotalNumSgprs: 46
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
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
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         nested_mfma_loops.kd
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
