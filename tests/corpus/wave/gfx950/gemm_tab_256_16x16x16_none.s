; To reproduce the .rocmasm from .optimized.ll, run:
; llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -mattr='-fma-mix-insts' -O3 <.optimized.ll> -o <out.rocmasm>

	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm
	.p2align	8
	.type	gemm,@function
gemm:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.p2align	8
.LBB0_0:
	v_and_b32_e32 v30, 0x3ff, v0
	v_lshrrev_b32_e32 v1, 3, v30
	v_lshlrev_b32_e32 v2, 3, v30
	v_lshlrev_b32_e32 v3, 6, v1
	s_lshl_b32 s0, s8, 6
	v_sub_u32_e32 v14, v2, v3
	v_add_u32_e32 v2, s0, v14
	v_bfe_u32 v15, v0, 10, 10
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_or_b32 v16, v15, 4, v1
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[2:3]
	v_lshlrev_b32_e32 v0, 9, v16
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[0:1]
	global_load_dwordx4 v[6:9], v[4:5], off
	s_lshl_b32 s1, s9, 6
	v_add_u32_e32 v4, s1, v14
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[4:5]
	v_lshl_add_u64 v[10:11], v[4:5], 0, v[0:1]
	v_lshrrev_b32_e32 v31, 2, v30
	v_bfe_u32 v17, v30, 2, 4
	v_lshlrev_b32_e32 v32, 5, v15
	v_lshlrev_b32_e32 v15, 2, v30
	v_lshrrev_b32_e32 v18, 1, v30
	v_lshlrev_b32_e32 v19, 4, v31
	v_or_b32_e32 v20, 16, v31
	v_and_b32_e32 v33, 32, v18
	v_mul_u32_u24_e32 v17, 0x44, v17
	v_sub_u32_e32 v15, v15, v19
	v_mul_u32_u24_e32 v16, 0x44, v16
	v_lshlrev_b32_e32 v17, 1, v17
	v_mul_u32_u24_e32 v18, 0x44, v20
	v_add_lshl_u32 v34, v14, v16, 1
	v_add_lshl_u32 v14, v15, v32, 1
	v_add_lshl_u32 v15, v15, v33, 1
	v_mov_b32_e32 v27, v1
	v_or_b32_e32 v26, 0x4000, v0
	v_lshlrev_b32_e32 v16, 1, v18
	v_add_u32_e32 v35, 0x1100, v34
	v_add_u32_e32 v36, v17, v14
	v_add_u32_e32 v38, v17, v15
	v_lshl_add_u64 v[22:23], v[2:3], 0, v[26:27]
	v_add_u32_e32 v37, v16, v14
	v_add_u32_e32 v39, v16, v15
	v_lshl_add_u64 v[26:27], v[4:5], 0, v[26:27]
	s_mov_b64 s[2:3], 0x4000
	s_mov_b64 s[4:5], 0x4400
	s_mov_b64 s[8:9], 0x4800
	s_mov_b64 s[10:11], 0x4c00
	s_barrier
	global_load_dwordx4 v[10:13], v[10:11], off
	s_waitcnt vmcnt(1)
	ds_write2_b64 v35, v[6:7], v[8:9] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v34, v[10:11], v[12:13] offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[10:11], v38 offset:4352
	ds_read_b64_tr_b16 v[14:15], v36
	ds_read_b64_tr_b16 v[18:19], v36 offset:32
	ds_read_b64_tr_b16 v[40:41], v37
	ds_read_b64_tr_b16 v[42:43], v37 offset:32
	ds_read_b64_tr_b16 v[20:21], v38 offset:4384
	ds_read_b64_tr_b16 v[28:29], v39 offset:4352
	ds_read_b64_tr_b16 v[44:45], v39 offset:4384
	global_load_dwordx4 v[22:25], v[22:23], off
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_16x16x16_f16 v[6:9], v[10:11], v[14:15], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[10:13], v[10:11], v[18:19], 0
	s_barrier
	v_mfma_f32_16x16x16_f16 v[6:9], v[28:29], v[40:41], v[6:9]
	v_mfma_f32_16x16x16_f16 v[10:13], v[28:29], v[42:43], v[10:13]
	global_load_dwordx4 v[26:29], v[26:27], off
	s_waitcnt vmcnt(1)
	ds_write2_b64 v35, v[22:23], v[24:25] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v34, v[26:27], v[28:29] offset1:1
	v_mfma_f32_16x16x16_f16 v[14:17], v[20:21], v[14:15], 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[22:23], v38 offset:4352
	v_mfma_f32_16x16x16_f16 v[18:21], v[20:21], v[18:19], 0
	v_mfma_f32_16x16x16_f16 v[18:21], v[44:45], v[42:43], v[18:21]
	v_mfma_f32_16x16x16_f16 v[14:17], v[44:45], v[40:41], v[14:17]
	ds_read_b64_tr_b16 v[24:25], v36
	ds_read_b64_tr_b16 v[26:27], v36 offset:32
	ds_read_b64_tr_b16 v[40:41], v37
	ds_read_b64_tr_b16 v[42:43], v37 offset:32
	ds_read_b64_tr_b16 v[28:29], v38 offset:4384
	ds_read_b64_tr_b16 v[44:45], v39 offset:4352
	ds_read_b64_tr_b16 v[46:47], v39 offset:4384
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x16_f16 v[10:13], v[22:23], v[26:27], v[10:13]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[18:21], v[28:29], v[26:27], v[18:21]
	v_mov_b32_e32 v27, v1
	v_or_b32_e32 v26, 0x8000, v0
	v_mfma_f32_16x16x16_f16 v[6:9], v[22:23], v[24:25], v[6:9]
	v_lshl_add_u64 v[22:23], v[2:3], 0, v[26:27]
	v_lshl_add_u64 v[26:27], v[4:5], 0, v[26:27]
	v_mfma_f32_16x16x16_f16 v[14:17], v[28:29], v[24:25], v[14:17]
	global_load_dwordx4 v[22:25], v[22:23], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dwordx4 v[26:29], v[26:27], off
	v_mfma_f32_16x16x16_f16 v[10:13], v[44:45], v[42:43], v[10:13]
	s_waitcnt vmcnt(1)
	ds_write2_b64 v35, v[22:23], v[24:25] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v34, v[26:27], v[28:29] offset1:1
	v_mfma_f32_16x16x16_f16 v[18:21], v[46:47], v[42:43], v[18:21]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[22:23], v38 offset:4352
	v_mfma_f32_16x16x16_f16 v[6:9], v[44:45], v[40:41], v[6:9]
	v_mfma_f32_16x16x16_f16 v[14:17], v[46:47], v[40:41], v[14:17]
	ds_read_b64_tr_b16 v[24:25], v36
	ds_read_b64_tr_b16 v[26:27], v36 offset:32
	ds_read_b64_tr_b16 v[40:41], v37
	ds_read_b64_tr_b16 v[42:43], v37 offset:32
	ds_read_b64_tr_b16 v[28:29], v38 offset:4384
	ds_read_b64_tr_b16 v[44:45], v39 offset:4352
	ds_read_b64_tr_b16 v[46:47], v39 offset:4384
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x16_f16 v[10:13], v[22:23], v[26:27], v[10:13]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[18:21], v[28:29], v[26:27], v[18:21]
	v_mov_b32_e32 v27, v1
	v_or_b32_e32 v26, 0xc000, v0
	v_mfma_f32_16x16x16_f16 v[6:9], v[22:23], v[24:25], v[6:9]
	v_lshl_add_u64 v[22:23], v[2:3], 0, v[26:27]
	v_lshl_add_u64 v[26:27], v[4:5], 0, v[26:27]
	v_mfma_f32_16x16x16_f16 v[14:17], v[28:29], v[24:25], v[14:17]
	global_load_dwordx4 v[22:25], v[22:23], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dwordx4 v[26:29], v[26:27], off
	v_mfma_f32_16x16x16_f16 v[10:13], v[44:45], v[42:43], v[10:13]
	s_waitcnt vmcnt(1)
	ds_write2_b64 v35, v[22:23], v[24:25] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v34, v[26:27], v[28:29] offset1:1
	v_mfma_f32_16x16x16_f16 v[18:21], v[46:47], v[42:43], v[18:21]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[22:23], v38 offset:4352
	v_mfma_f32_16x16x16_f16 v[6:9], v[44:45], v[40:41], v[6:9]
	v_mfma_f32_16x16x16_f16 v[14:17], v[46:47], v[40:41], v[14:17]
	ds_read_b64_tr_b16 v[24:25], v36
	ds_read_b64_tr_b16 v[26:27], v36 offset:32
	ds_read_b64_tr_b16 v[40:41], v37
	ds_read_b64_tr_b16 v[42:43], v37 offset:32
	ds_read_b64_tr_b16 v[28:29], v38 offset:4384
	ds_read_b64_tr_b16 v[44:45], v39 offset:4352
	ds_read_b64_tr_b16 v[46:47], v39 offset:4384
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x16_f16 v[10:13], v[22:23], v[26:27], v[10:13]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[18:21], v[28:29], v[26:27], v[18:21]
	v_mov_b32_e32 v27, v1
	v_or_b32_e32 v26, 0x10000, v0
	v_mfma_f32_16x16x16_f16 v[6:9], v[22:23], v[24:25], v[6:9]
	v_lshl_add_u64 v[22:23], v[2:3], 0, v[26:27]
	v_lshl_add_u64 v[26:27], v[4:5], 0, v[26:27]
	v_mfma_f32_16x16x16_f16 v[14:17], v[28:29], v[24:25], v[14:17]
	global_load_dwordx4 v[22:25], v[22:23], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dwordx4 v[26:29], v[26:27], off
	s_waitcnt vmcnt(1)
	ds_write2_b64 v35, v[22:23], v[24:25] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v34, v[26:27], v[28:29] offset1:1
	v_mfma_f32_16x16x16_f16 v[10:13], v[44:45], v[42:43], v[10:13]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[22:23], v38 offset:4352
	v_mfma_f32_16x16x16_f16 v[18:21], v[46:47], v[42:43], v[18:21]
	v_mfma_f32_16x16x16_f16 v[6:9], v[44:45], v[40:41], v[6:9]
	v_mfma_f32_16x16x16_f16 v[14:17], v[46:47], v[40:41], v[14:17]
	ds_read_b64_tr_b16 v[24:25], v36
	ds_read_b64_tr_b16 v[26:27], v36 offset:32
	ds_read_b64_tr_b16 v[40:41], v37
	ds_read_b64_tr_b16 v[42:43], v37 offset:32
	ds_read_b64_tr_b16 v[28:29], v38 offset:4384
	ds_read_b64_tr_b16 v[44:45], v39 offset:4352
	ds_read_b64_tr_b16 v[46:47], v39 offset:4384
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x16_f16 v[10:13], v[22:23], v[26:27], v[10:13]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[18:21], v[28:29], v[26:27], v[18:21]
	v_mov_b32_e32 v27, v1
	v_or_b32_e32 v26, 0x14000, v0
	v_mfma_f32_16x16x16_f16 v[6:9], v[22:23], v[24:25], v[6:9]
	v_lshl_add_u64 v[22:23], v[2:3], 0, v[26:27]
	v_lshl_add_u64 v[26:27], v[4:5], 0, v[26:27]
	v_mfma_f32_16x16x16_f16 v[14:17], v[28:29], v[24:25], v[14:17]
	global_load_dwordx4 v[22:25], v[22:23], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dwordx4 v[26:29], v[26:27], off
	s_waitcnt vmcnt(1)
	ds_write2_b64 v35, v[22:23], v[24:25] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v34, v[26:27], v[28:29] offset1:1
	v_mfma_f32_16x16x16_f16 v[10:13], v[44:45], v[42:43], v[10:13]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[22:23], v38 offset:4352
	v_mfma_f32_16x16x16_f16 v[18:21], v[46:47], v[42:43], v[18:21]
	v_mfma_f32_16x16x16_f16 v[6:9], v[44:45], v[40:41], v[6:9]
	v_mfma_f32_16x16x16_f16 v[14:17], v[46:47], v[40:41], v[14:17]
	ds_read_b64_tr_b16 v[24:25], v36
	ds_read_b64_tr_b16 v[26:27], v36 offset:32
	ds_read_b64_tr_b16 v[40:41], v37
	ds_read_b64_tr_b16 v[42:43], v37 offset:32
	ds_read_b64_tr_b16 v[28:29], v38 offset:4384
	ds_read_b64_tr_b16 v[44:45], v39 offset:4352
	ds_read_b64_tr_b16 v[46:47], v39 offset:4384
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x16_f16 v[10:13], v[22:23], v[26:27], v[10:13]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[18:21], v[28:29], v[26:27], v[18:21]
	v_mov_b32_e32 v27, v1
	v_or_b32_e32 v26, 0x18000, v0
	v_or_b32_e32 v0, 0x1c000, v0
	v_mfma_f32_16x16x16_f16 v[6:9], v[22:23], v[24:25], v[6:9]
	v_lshl_add_u64 v[22:23], v[2:3], 0, v[26:27]
	v_lshl_add_u64 v[26:27], v[4:5], 0, v[26:27]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[0:1]
	v_mfma_f32_16x16x16_f16 v[14:17], v[28:29], v[24:25], v[14:17]
	global_load_dwordx4 v[22:25], v[22:23], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_load_dwordx4 v[26:29], v[26:27], off
	s_waitcnt vmcnt(1)
	ds_write2_b64 v35, v[22:23], v[24:25] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v34, v[26:27], v[28:29] offset1:1
	v_mfma_f32_16x16x16_f16 v[6:9], v[44:45], v[40:41], v[6:9]
	v_lshl_add_u64 v[26:27], v[4:5], 0, v[0:1]
	v_and_b32_e32 v0, 15, v30
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[22:23], v38 offset:4352
	v_mfma_f32_16x16x16_f16 v[10:13], v[44:45], v[42:43], v[10:13]
	v_mfma_f32_16x16x16_f16 v[14:17], v[46:47], v[40:41], v[14:17]
	v_mfma_f32_16x16x16_f16 v[18:21], v[46:47], v[42:43], v[18:21]
	ds_read_b64_tr_b16 v[24:25], v36
	ds_read_b64_tr_b16 v[28:29], v36 offset:32
	ds_read_b64_tr_b16 v[40:41], v37
	ds_read_b64_tr_b16 v[42:43], v37 offset:32
	ds_read_b64_tr_b16 v[44:45], v38 offset:4384
	ds_read_b64_tr_b16 v[46:47], v39 offset:4352
	ds_read_b64_tr_b16 v[48:49], v39 offset:4384
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_16x16x16_f16 v[6:9], v[22:23], v[24:25], v[6:9]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x16_f16 v[10:13], v[22:23], v[28:29], v[10:13]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[14:17], v[44:45], v[24:25], v[14:17]
	global_load_dwordx4 v[22:25], v[2:3], off
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[2:5], v[44:45], v[28:29], v[18:21]
	s_barrier
	s_nop 1
	global_load_dwordx4 v[18:21], v[26:27], off
	s_waitcnt vmcnt(1)
	ds_write2_b64 v35, v[22:23], v[24:25] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v34, v[18:19], v[20:21] offset1:1
	v_mfma_f32_16x16x16_f16 v[6:9], v[46:47], v[40:41], v[6:9]
	v_and_b32_e32 v18, 12, v31
	v_or3_b32 v20, v0, s1, v32
	v_or3_b32 v0, v18, s0, v33
	v_mfma_f32_16x16x16_f16 v[10:13], v[46:47], v[42:43], v[10:13]
	v_lshlrev_b32_e32 v0, 10, v0
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[0:1]
	v_lshlrev_b32_e32 v0, 2, v20
	v_mfma_f32_16x16x16_f16 v[14:17], v[48:49], v[40:41], v[14:17]
	v_lshl_add_u64 v[20:21], v[18:19], 0, v[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b16 v[22:23], v38 offset:4352
	v_mfma_f32_16x16x16_f16 v[2:5], v[48:49], v[42:43], v[2:5]
	ds_read_b64_tr_b16 v[24:25], v36
	ds_read_b64_tr_b16 v[26:27], v36 offset:32
	ds_read_b64_tr_b16 v[40:41], v37
	ds_read_b64_tr_b16 v[36:37], v37 offset:32
	ds_read_b64_tr_b16 v[28:29], v38 offset:4384
	ds_read_b64_tr_b16 v[34:35], v39 offset:4352
	ds_read_b64_tr_b16 v[38:39], v39 offset:4384
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_16x16x16_f16 v[6:9], v[22:23], v[24:25], v[6:9]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x16_f16 v[10:13], v[22:23], v[26:27], v[10:13]
	v_lshl_add_u64 v[22:23], v[18:19], 0, s[2:3]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[14:17], v[28:29], v[24:25], v[14:17]
	v_lshl_add_u64 v[24:25], v[18:19], 0, s[4:5]
	v_lshl_add_u64 v[30:31], v[24:25], 0, v[0:1]
	v_mfma_f32_16x16x16_f16 v[2:5], v[28:29], v[26:27], v[2:5]
	v_lshl_add_u64 v[26:27], v[18:19], 0, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[10:11]
	v_lshl_add_u64 v[28:29], v[22:23], 0, v[0:1]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[6:9], v[34:35], v[40:41], v[6:9]
	v_lshl_add_u64 v[32:33], v[26:27], 0, v[0:1]
	v_mfma_f32_16x16x16_f16 v[10:13], v[34:35], v[36:37], v[10:13]
	v_lshl_add_u64 v[34:35], v[18:19], 0, v[0:1]
	v_or_b32_e32 v0, 64, v0
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[14:17], v[38:39], v[40:41], v[14:17]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[0:1]
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[0:1]
	v_mfma_f32_16x16x16_f16 v[0:3], v[38:39], v[36:37], v[2:5]
	global_store_dword v[20:21], v6, off
	global_store_dword v[20:21], v7, off offset:1024
	global_store_dword v[20:21], v8, off offset:2048
	global_store_dword v[20:21], v9, off offset:3072
	global_store_dword v[20:21], v10, off offset:64
	global_store_dword v[20:21], v11, off offset:1088
	global_store_dword v[20:21], v12, off offset:2112
	global_store_dword v[20:21], v13, off offset:3136
	global_store_dword v[28:29], v14, off
	global_store_dword v[30:31], v15, off
	global_store_dword v[32:33], v16, off
	global_store_dword v[34:35], v17, off
	global_store_dword v[22:23], v0, off
	global_store_dword v[24:25], v1, off
	global_store_dword v[26:27], v2, off
	global_store_dword v[18:19], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm
		.amdhsa_group_segment_fixed_size 8704
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 6
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 50
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 52
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_xnack_mask 1
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
	.size	gemm, .Lfunc_end0-gemm

	.set gemm.num_vgpr, 50
	.set gemm.num_agpr, 0
	.set gemm.numbered_sgpr, 12
	.set gemm.num_named_barrier, 0
	.set gemm.private_seg_size, 0
	.set gemm.uses_vcc, 0
	.set gemm.uses_flat_scratch, 0
	.set gemm.has_dyn_sized_stack, 0
	.set gemm.has_recursion, 0
	.set gemm.has_indirect_call, 0
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .actual_access:  read_only
        .address_space:  generic
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  generic
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  generic
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 8704
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .name:           gemm
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 2
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     50
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
