; To reproduce the .rocmasm from .optimized.ll, run:
; llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -mattr='-fma-mix-insts' -O3 <.optimized.ll> -o <out.rocmasm>

	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
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
	v_and_b32_e32 v70, 0x3ff, v0
	v_lshrrev_b32_e32 v1, 3, v70
	v_bfe_u32 v42, v0, 10, 10
	v_lshl_or_b32 v43, v42, 4, v1
	s_lshl_b32 s8, s8, 7
	v_lshlrev_b32_e32 v2, 3, v70
	v_lshlrev_b32_e32 v44, 6, v1
	v_or_b32_e32 v0, s8, v43
	v_sub_u32_e32 v32, v2, v44
	v_ashrrev_i32_e32 v33, 31, v32
	v_mov_b32_e32 v35, 0
	v_lshlrev_b32_e32 v34, 11, v0
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[34:35]
	v_lshlrev_b64 v[16:17], 1, v[32:33]
	v_lshl_add_u64 v[8:9], v[0:1], 0, v[16:17]
	s_mov_b32 s10, 0x10000
	v_add_co_u32_e32 v10, vcc, s10, v8
	s_mov_b32 s11, 0x20000
	s_nop 0
	v_addc_co_u32_e32 v11, vcc, 0, v9, vcc
	v_add_co_u32_e32 v18, vcc, s11, v8
	s_mov_b32 s12, 0x30000
	s_nop 0
	v_addc_co_u32_e32 v19, vcc, 0, v9, vcc
	v_add_co_u32_e32 v20, vcc, s12, v8
	s_lshl_b32 s9, s9, 7
	global_load_dwordx4 v[0:3], v[8:9], off
	global_load_dwordx4 v[4:7], v[10:11], off
	v_addc_co_u32_e32 v21, vcc, 0, v9, vcc
	global_load_dwordx4 v[8:11], v[18:19], off
	global_load_dwordx4 v[12:15], v[20:21], off
	v_or_b32_e32 v18, s9, v43
	v_lshlrev_b32_e32 v36, 11, v18
	v_mov_b32_e32 v37, v35
	v_lshl_add_u64 v[18:19], s[4:5], 0, v[36:37]
	v_lshl_add_u64 v[24:25], v[18:19], 0, v[16:17]
	v_add_co_u32_e32 v26, vcc, s10, v24
	v_lshrrev_b32_e32 v37, 2, v70
	s_nop 0
	v_addc_co_u32_e32 v27, vcc, 0, v25, vcc
	v_add_co_u32_e32 v38, vcc, s11, v24
	global_load_dwordx4 v[16:19], v[24:25], off
	global_load_dwordx4 v[20:23], v[26:27], off
	v_addc_co_u32_e32 v39, vcc, 0, v25, vcc
	v_add_co_u32_e32 v40, vcc, s12, v24
	v_and_b32_e32 v81, 12, v37
	s_nop 0
	v_addc_co_u32_e32 v41, vcc, 0, v25, vcc
	global_load_dwordx4 v[24:27], v[38:39], off
	global_load_dwordx4 v[28:31], v[40:41], off
	v_mul_u32_u24_e32 v37, 0x44, v43
	v_add_lshl_u32 v72, v37, v32, 1
	v_add_u32_e32 v73, 0x4400, v72
	v_or_b32_e32 v39, 48, v70
	v_add_u32_e32 v74, 0x5500, v72
	v_add_u32_e32 v75, 0x6600, v72
	v_add_u32_e32 v78, 0x7700, v72
	v_add_u32_e32 v79, 0x1100, v72
	v_add_u32_e32 v82, 0x2200, v72
	v_add_u32_e32 v83, 0x3300, v72
	v_lshlrev_b32_e32 v33, 6, v42
	v_lshlrev_b32_e32 v40, 1, v81
	v_and_b32_e32 v38, 0x4f, v70
	v_and_or_b32 v80, v70, 15, v33
	v_mul_u32_u24_e32 v33, 0x44, v38
	v_mul_u32_u24_e32 v38, 0x44, v80
	v_lshl_add_u32 v71, v38, 1, v40
	v_lshl_add_u32 v76, v33, 1, v40
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_add_u32_e32 v84, 0x800, v71
	v_add_u32_e32 v85, 0x1000, v71
	s_waitcnt vmcnt(7)
	ds_write2_b64 v73, v[0:1], v[2:3] offset1:1
	s_waitcnt vmcnt(3)
	ds_write2_b64 v72, v[16:17], v[18:19] offset1:1
	ds_write2_b64 v74, v[4:5], v[6:7] offset1:1
	ds_write2_b64 v75, v[8:9], v[10:11] offset1:1
	ds_write2_b64 v78, v[12:13], v[14:15] offset1:1
	s_waitcnt vmcnt(2)
	ds_write2_b64 v79, v[20:21], v[22:23] offset1:1
	s_waitcnt vmcnt(1)
	ds_write2_b64 v82, v[24:25], v[26:27] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v83, v[28:29], v[30:31] offset1:1
	v_sub_u32_e32 v2, 0, v44
	v_mul_u32_u24_e32 v0, 0x44, v39
	v_lshlrev_b32_e32 v4, 4, v70
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u32 v77, v0, 1, v40
	v_or_b32_e32 v0, v36, v4
	v_mov_b32_e32 v1, v35
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	v_or_b32_e32 v34, v34, v4
	v_lshl_add_u64 v[64:65], s[4:5], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[34:35], 0, v[2:3]
	v_lshl_add_u64 v[66:67], s[2:3], 0, v[0:1]
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_add_u32_e32 v86, 0x1800, v71
	v_add_u32_e32 v87, 0x4000, v76
	v_add_u32_e32 v88, 0x4800, v76
	v_add_u32_e32 v89, 0x5000, v76
	v_add_u32_e32 v90, 0x4000, v77
.LBB0_1:
	v_lshl_add_u64 v[156:157], v[66:67], 0, s[0:1]
	v_add_co_u32_e32 v160, vcc, s10, v156
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_addc_co_u32_e32 v161, vcc, 0, v157, vcc
	v_add_co_u32_e32 v164, vcc, s11, v156
	s_barrier
	s_nop 0
	v_addc_co_u32_e32 v165, vcc, 0, v157, vcc
	v_add_co_u32_e32 v168, vcc, s12, v156
	ds_read2_b64 v[92:95], v71 offset1:4
	ds_read2_b64 v[96:99], v71 offset0:8 offset1:12
	ds_read2_b64 v[100:103], v84 offset0:16 offset1:20
	ds_read2_b64 v[104:107], v84 offset0:24 offset1:28
	ds_read2_b64 v[108:111], v85 offset0:32 offset1:36
	ds_read2_b64 v[112:115], v85 offset0:40 offset1:44
	ds_read2_b64 v[116:119], v86 offset0:48 offset1:52
	ds_read2_b64 v[120:123], v86 offset0:56 offset1:60
	ds_read2_b64 v[124:127], v87 offset0:128 offset1:132
	ds_read2_b64 v[128:131], v87 offset0:136 offset1:140
	ds_read2_b64 v[132:135], v88 offset0:144 offset1:148
	ds_read2_b64 v[136:139], v88 offset0:152 offset1:156
	ds_read2_b64 v[140:143], v89 offset0:160 offset1:164
	ds_read2_b64 v[144:147], v89 offset0:168 offset1:172
	ds_read2_b64 v[148:151], v90 offset0:128 offset1:132
	ds_read2_b64 v[152:155], v90 offset0:136 offset1:140
	v_lshl_add_u64 v[172:173], v[64:65], 0, s[0:1]
	v_addc_co_u32_e32 v169, vcc, 0, v157, vcc
	v_add_co_u32_e32 v176, vcc, s10, v172
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x16_f16 v[60:63], v[124:125], v[92:93], v[60:63]
	v_addc_co_u32_e32 v177, vcc, 0, v173, vcc
	v_add_co_u32_e32 v180, vcc, s11, v172
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x16_f16 v[44:47], v[132:133], v[92:93], v[44:47]
	v_addc_co_u32_e32 v181, vcc, 0, v173, vcc
	v_add_co_u32_e32 v68, vcc, s12, v172
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_f16 v[28:31], v[140:141], v[92:93], v[28:31]
	v_addc_co_u32_e32 v69, vcc, 0, v173, vcc
	global_load_dwordx4 v[156:159], v[156:157], off offset:128
	s_nop 0
	global_load_dwordx4 v[160:163], v[160:161], off offset:128
	s_nop 0
	global_load_dwordx4 v[164:167], v[164:165], off offset:128
	s_nop 0
	global_load_dwordx4 v[168:171], v[168:169], off offset:128
	s_nop 0
	global_load_dwordx4 v[172:175], v[172:173], off offset:128
	s_nop 0
	global_load_dwordx4 v[176:179], v[176:177], off offset:128
	s_nop 0
	global_load_dwordx4 v[180:183], v[180:181], off offset:128
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[12:15], v[148:149], v[92:93], v[12:15]
	s_add_u32 s0, s0, 0x80
	s_addc_u32 s1, s1, 0
	s_cmpk_lg_i32 s0, 0x780
	v_mfma_f32_16x16x16_f16 v[60:63], v[126:127], v[94:95], v[60:63]
	v_mfma_f32_16x16x16_f16 v[44:47], v[134:135], v[94:95], v[44:47]
	v_mfma_f32_16x16x16_f16 v[28:31], v[142:143], v[94:95], v[28:31]
	v_mfma_f32_16x16x16_f16 v[12:15], v[150:151], v[94:95], v[12:15]
	global_load_dwordx4 v[92:95], v[68:69], off offset:128
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[56:59], v[124:125], v[100:101], v[56:59]
	s_barrier
	s_waitcnt vmcnt(7)
	ds_write2_b64 v73, v[156:157], v[158:159] offset1:1
	s_waitcnt vmcnt(6)
	ds_write2_b64 v74, v[160:161], v[162:163] offset1:1
	s_waitcnt vmcnt(5)
	ds_write2_b64 v75, v[164:165], v[166:167] offset1:1
	s_waitcnt vmcnt(4)
	ds_write2_b64 v78, v[168:169], v[170:171] offset1:1
	s_waitcnt vmcnt(3)
	ds_write2_b64 v72, v[172:173], v[174:175] offset1:1
	s_waitcnt vmcnt(2)
	ds_write2_b64 v79, v[176:177], v[178:179] offset1:1
	s_waitcnt vmcnt(1)
	ds_write2_b64 v82, v[180:181], v[182:183] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v83, v[92:93], v[94:95] offset1:1
	v_mfma_f32_16x16x16_f16 v[52:55], v[124:125], v[108:109], v[52:55]
	v_mfma_f32_16x16x16_f16 v[48:51], v[124:125], v[116:117], v[48:51]
	v_mfma_f32_16x16x16_f16 v[40:43], v[132:133], v[100:101], v[40:43]
	v_mfma_f32_16x16x16_f16 v[36:39], v[132:133], v[108:109], v[36:39]
	v_mfma_f32_16x16x16_f16 v[32:35], v[132:133], v[116:117], v[32:35]
	v_mfma_f32_16x16x16_f16 v[24:27], v[140:141], v[100:101], v[24:27]
	v_mfma_f32_16x16x16_f16 v[20:23], v[140:141], v[108:109], v[20:23]
	v_mfma_f32_16x16x16_f16 v[16:19], v[140:141], v[116:117], v[16:19]
	v_mfma_f32_16x16x16_f16 v[8:11], v[148:149], v[100:101], v[8:11]
	v_mfma_f32_16x16x16_f16 v[4:7], v[148:149], v[108:109], v[4:7]
	v_mfma_f32_16x16x16_f16 v[0:3], v[148:149], v[116:117], v[0:3]
	v_mfma_f32_16x16x16_f16 v[56:59], v[126:127], v[102:103], v[56:59]
	v_mfma_f32_16x16x16_f16 v[52:55], v[126:127], v[110:111], v[52:55]
	v_mfma_f32_16x16x16_f16 v[48:51], v[126:127], v[118:119], v[48:51]
	v_mfma_f32_16x16x16_f16 v[40:43], v[134:135], v[102:103], v[40:43]
	v_mfma_f32_16x16x16_f16 v[36:39], v[134:135], v[110:111], v[36:39]
	v_mfma_f32_16x16x16_f16 v[32:35], v[134:135], v[118:119], v[32:35]
	v_mfma_f32_16x16x16_f16 v[24:27], v[142:143], v[102:103], v[24:27]
	v_mfma_f32_16x16x16_f16 v[20:23], v[142:143], v[110:111], v[20:23]
	v_mfma_f32_16x16x16_f16 v[16:19], v[142:143], v[118:119], v[16:19]
	v_mfma_f32_16x16x16_f16 v[8:11], v[150:151], v[102:103], v[8:11]
	v_mfma_f32_16x16x16_f16 v[4:7], v[150:151], v[110:111], v[4:7]
	v_mfma_f32_16x16x16_f16 v[0:3], v[150:151], v[118:119], v[0:3]
	v_mfma_f32_16x16x16_f16 v[60:63], v[128:129], v[96:97], v[60:63]
	v_mfma_f32_16x16x16_f16 v[56:59], v[128:129], v[104:105], v[56:59]
	v_mfma_f32_16x16x16_f16 v[52:55], v[128:129], v[112:113], v[52:55]
	v_mfma_f32_16x16x16_f16 v[48:51], v[128:129], v[120:121], v[48:51]
	v_mfma_f32_16x16x16_f16 v[44:47], v[136:137], v[96:97], v[44:47]
	v_mfma_f32_16x16x16_f16 v[40:43], v[136:137], v[104:105], v[40:43]
	v_mfma_f32_16x16x16_f16 v[36:39], v[136:137], v[112:113], v[36:39]
	v_mfma_f32_16x16x16_f16 v[32:35], v[136:137], v[120:121], v[32:35]
	v_mfma_f32_16x16x16_f16 v[28:31], v[144:145], v[96:97], v[28:31]
	v_mfma_f32_16x16x16_f16 v[24:27], v[144:145], v[104:105], v[24:27]
	v_mfma_f32_16x16x16_f16 v[20:23], v[144:145], v[112:113], v[20:23]
	v_mfma_f32_16x16x16_f16 v[16:19], v[144:145], v[120:121], v[16:19]
	v_mfma_f32_16x16x16_f16 v[12:15], v[152:153], v[96:97], v[12:15]
	v_mfma_f32_16x16x16_f16 v[8:11], v[152:153], v[104:105], v[8:11]
	v_mfma_f32_16x16x16_f16 v[4:7], v[152:153], v[112:113], v[4:7]
	v_mfma_f32_16x16x16_f16 v[0:3], v[152:153], v[120:121], v[0:3]
	v_mfma_f32_16x16x16_f16 v[60:63], v[130:131], v[98:99], v[60:63]
	v_mfma_f32_16x16x16_f16 v[56:59], v[130:131], v[106:107], v[56:59]
	v_mfma_f32_16x16x16_f16 v[52:55], v[130:131], v[114:115], v[52:55]
	v_mfma_f32_16x16x16_f16 v[48:51], v[130:131], v[122:123], v[48:51]
	v_mfma_f32_16x16x16_f16 v[44:47], v[138:139], v[98:99], v[44:47]
	v_mfma_f32_16x16x16_f16 v[40:43], v[138:139], v[106:107], v[40:43]
	v_mfma_f32_16x16x16_f16 v[36:39], v[138:139], v[114:115], v[36:39]
	v_mfma_f32_16x16x16_f16 v[32:35], v[138:139], v[122:123], v[32:35]
	v_mfma_f32_16x16x16_f16 v[28:31], v[146:147], v[98:99], v[28:31]
	v_mfma_f32_16x16x16_f16 v[24:27], v[146:147], v[106:107], v[24:27]
	v_mfma_f32_16x16x16_f16 v[20:23], v[146:147], v[114:115], v[20:23]
	v_mfma_f32_16x16x16_f16 v[16:19], v[146:147], v[122:123], v[16:19]
	v_mfma_f32_16x16x16_f16 v[12:15], v[154:155], v[98:99], v[12:15]
	v_mfma_f32_16x16x16_f16 v[8:11], v[154:155], v[106:107], v[8:11]
	v_mfma_f32_16x16x16_f16 v[4:7], v[154:155], v[114:115], v[4:7]
	v_mfma_f32_16x16x16_f16 v[0:3], v[154:155], v[122:123], v[0:3]
	s_cbranch_scc1 .LBB0_1
	v_add_u32_e32 v78, 0x4000, v76
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[82:85], v71 offset1:4
	ds_read2_b64 v[86:89], v71 offset0:8 offset1:12
	ds_read2_b64 v[102:105], v78 offset0:128 offset1:132
	ds_read2_b64 v[106:109], v78 offset0:136 offset1:140
	v_add_u32_e32 v64, 0x800, v71
	ds_read2_b64 v[90:93], v64 offset0:16 offset1:20
	ds_read2_b64 v[94:97], v64 offset0:24 offset1:28
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_f16 v[60:63], v[102:103], v[82:83], v[60:63]
	v_add_u32_e32 v64, 0x1000, v71
	ds_read2_b64 v[98:101], v64 offset0:32 offset1:36
	ds_read2_b64 v[72:75], v64 offset0:40 offset1:44
	v_add_u32_e32 v64, 0x1800, v71
	v_and_b32_e32 v130, 64, v70
	ds_read2_b64 v[68:71], v64 offset0:48 offset1:52
	ds_read2_b64 v[64:67], v64 offset0:56 offset1:60
	v_mfma_f32_16x16x16_f16 v[60:63], v[104:105], v[84:85], v[60:63]
	v_or3_b32 v81, s8, v130, v81
	v_add_u32_e32 v78, 0x4800, v76
	ds_read2_b64 v[110:113], v78 offset0:144 offset1:148
	ds_read2_b64 v[114:117], v78 offset0:152 offset1:156
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x16_f16 v[130:133], v[102:103], v[90:91], v[56:59]
	v_or_b32_e32 v134, s9, v80
	v_lshlrev_b32_e32 v80, 12, v81
	v_mov_b32_e32 v81, 0
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x16_f16 v[52:55], v[102:103], v[98:99], v[52:55]
	v_lshl_add_u64 v[56:57], s[6:7], 0, v[80:81]
	s_mov_b64 s[0:1], 0x1000
	v_lshlrev_b32_e32 v80, 2, v134
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_f16 v[48:51], v[102:103], v[68:69], v[48:51]
	v_lshl_add_u64 v[134:135], v[56:57], 0, s[0:1]
	v_lshl_add_u64 v[136:137], v[134:135], 0, v[80:81]
	s_mov_b64 s[0:1], 0x2000
	v_mfma_f32_16x16x16_f16 v[126:129], v[106:107], v[86:87], v[60:63]
	v_lshl_add_u64 v[58:59], v[56:57], 0, v[80:81]
	v_add_u32_e32 v76, 0x5000, v76
	ds_read2_b64 v[118:121], v76 offset0:160 offset1:164
	ds_read2_b64 v[122:125], v76 offset0:168 offset1:172
	v_mfma_f32_16x16x16_f16 v[130:133], v[104:105], v[92:93], v[130:133]
	v_add_u32_e32 v60, 0x4000, v77
	ds_read2_b64 v[76:79], v60 offset0:128 offset1:132
	ds_read2_b64 v[60:63], v60 offset0:136 offset1:140
	v_mfma_f32_16x16x16_f16 v[52:55], v[104:105], v[100:101], v[52:55]
	v_mfma_f32_16x16x16_f16 v[48:51], v[104:105], v[70:71], v[48:51]
	v_mfma_f32_16x16x16_f16 v[126:129], v[108:109], v[88:89], v[126:129]
	v_mfma_f32_16x16x16_f16 v[130:133], v[106:107], v[94:95], v[130:133]
	v_mfma_f32_16x16x16_f16 v[52:55], v[106:107], v[72:73], v[52:55]
	s_nop 4
	global_store_dword v[136:137], v127, off
	v_lshl_add_u64 v[136:137], v[56:57], 0, s[0:1]
	s_mov_b64 s[0:1], 0x3000
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_16x16x16_f16 v[102:105], v[106:107], v[64:65], v[48:51]
	global_store_dword v[58:59], v126, off
	v_lshl_add_u64 v[126:127], v[136:137], 0, v[80:81]
	v_lshl_add_u64 v[138:139], v[56:57], 0, s[0:1]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x16_f16 v[44:47], v[110:111], v[82:83], v[44:47]
	global_store_dword v[126:127], v128, off
	v_lshl_add_u64 v[126:127], v[138:139], 0, v[80:81]
	v_or_b32_e32 v48, 0x80, v80
	v_mfma_f32_16x16x16_f16 v[130:133], v[108:109], v[96:97], v[130:133]
	global_store_dword v[126:127], v129, off
	s_nop 5
	global_store_dword v[58:59], v130, off offset:64
	v_mfma_f32_16x16x16_f16 v[126:129], v[108:109], v[74:75], v[52:55]
	v_mov_b32_e32 v49, v81
	v_lshl_add_u64 v[50:51], v[134:135], 0, v[48:49]
	s_mov_b64 s[0:1], 0x10000
	v_mfma_f32_16x16x16_f16 v[102:105], v[108:109], v[66:67], v[102:105]
	v_or_b32_e32 v52, 64, v80
	v_mov_b32_e32 v53, v81
	s_nop 0
	global_store_dword v[50:51], v127, off
	v_mfma_f32_16x16x16_f16 v[106:109], v[112:113], v[84:85], v[44:47]
	v_lshl_add_u64 v[50:51], v[136:137], 0, v[48:49]
	v_lshl_add_u64 v[54:55], v[134:135], 0, v[52:53]
	global_store_dword v[50:51], v128, off
	v_mfma_f32_16x16x16_f16 v[40:43], v[110:111], v[90:91], v[40:43]
	v_or_b32_e32 v44, 0xc0, v80
	v_mov_b32_e32 v45, v81
	v_lshl_add_u64 v[46:47], v[134:135], 0, v[44:45]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_16x16x16_f16 v[106:109], v[114:115], v[86:87], v[106:109]
	global_store_dword v[46:47], v103, off
	v_lshl_add_u64 v[46:47], v[136:137], 0, v[44:45]
	global_store_dword v[46:47], v104, off
	v_mfma_f32_16x16x16_f16 v[40:43], v[112:113], v[92:93], v[40:43]
	v_lshl_add_u64 v[46:47], v[138:139], 0, v[44:45]
	v_lshl_add_u64 v[50:51], v[138:139], 0, v[48:49]
	global_store_dword v[46:47], v105, off
	v_mfma_f32_16x16x16_f16 v[36:39], v[110:111], v[98:99], v[36:39]
	v_lshl_add_u64 v[46:47], v[56:57], 0, s[0:1]
	global_store_dword v[54:55], v131, off
	v_lshl_add_u64 v[54:55], v[136:137], 0, v[52:53]
	v_mfma_f32_16x16x16_f16 v[106:109], v[116:117], v[88:89], v[106:109]
	global_store_dword v[50:51], v129, off
	global_store_dword v[58:59], v102, off offset:192
	v_lshl_add_u64 v[50:51], v[46:47], 0, v[80:81]
	s_mov_b64 s[0:1], 0x11000
	v_mfma_f32_16x16x16_f16 v[40:43], v[114:115], v[94:95], v[40:43]
	global_store_dword v[54:55], v132, off
	v_lshl_add_u64 v[54:55], v[138:139], 0, v[52:53]
	global_store_dword v[50:51], v106, off
	v_mfma_f32_16x16x16_f16 v[36:39], v[112:113], v[100:101], v[36:39]
	v_lshl_add_u64 v[50:51], v[56:57], 0, s[0:1]
	global_store_dword v[54:55], v133, off
	global_store_dword v[58:59], v126, off offset:128
	v_lshl_add_u64 v[54:55], v[50:51], 0, v[80:81]
	v_mfma_f32_16x16x16_f16 v[32:35], v[110:111], v[68:69], v[32:35]
	s_mov_b64 s[0:1], 0x12000
	global_store_dword v[54:55], v107, off
	v_lshl_add_u64 v[54:55], v[56:57], 0, s[0:1]
	v_mfma_f32_16x16x16_f16 v[40:43], v[116:117], v[96:97], v[40:43]
	v_lshl_add_u64 v[58:59], v[54:55], 0, v[80:81]
	s_mov_b64 s[0:1], 0x13000
	global_store_dword v[58:59], v108, off
	v_mfma_f32_16x16x16_f16 v[36:39], v[114:115], v[72:73], v[36:39]
	v_lshl_add_u64 v[58:59], v[56:57], 0, s[0:1]
	v_lshl_add_u64 v[102:103], v[58:59], 0, v[80:81]
	global_store_dword v[102:103], v109, off
	v_mfma_f32_16x16x16_f16 v[32:35], v[112:113], v[70:71], v[32:35]
	v_lshl_add_u64 v[102:103], v[46:47], 0, v[52:53]
	global_store_dword v[102:103], v40, off
	v_lshl_add_u64 v[102:103], v[50:51], 0, v[52:53]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x16_f16 v[28:31], v[118:119], v[82:83], v[28:31]
	global_store_dword v[102:103], v41, off
	v_lshl_add_u64 v[40:41], v[54:55], 0, v[52:53]
	global_store_dword v[40:41], v42, off
	v_mfma_f32_16x16x16_f16 v[36:39], v[116:117], v[74:75], v[36:39]
	v_lshl_add_u64 v[40:41], v[58:59], 0, v[52:53]
	global_store_dword v[40:41], v43, off
	v_lshl_add_u64 v[40:41], v[46:47], 0, v[48:49]
	v_mfma_f32_16x16x16_f16 v[32:35], v[114:115], v[64:65], v[32:35]
	s_mov_b64 s[0:1], 0x20000
	s_nop 1
	global_store_dword v[40:41], v36, off
	v_lshl_add_u64 v[40:41], v[50:51], 0, v[48:49]
	v_mfma_f32_16x16x16_f16 v[28:31], v[120:121], v[84:85], v[28:31]
	global_store_dword v[40:41], v37, off
	v_lshl_add_u64 v[36:37], v[54:55], 0, v[48:49]
	global_store_dword v[36:37], v38, off
	v_mfma_f32_16x16x16_f16 v[32:35], v[116:117], v[66:67], v[32:35]
	v_lshl_add_u64 v[36:37], v[58:59], 0, v[48:49]
	global_store_dword v[36:37], v39, off
	v_lshl_add_u64 v[36:37], v[46:47], 0, v[44:45]
	v_mfma_f32_16x16x16_f16 v[24:27], v[118:119], v[90:91], v[24:27]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x16_f16 v[28:31], v[122:123], v[86:87], v[28:31]
	s_nop 0
	global_store_dword v[36:37], v32, off
	v_lshl_add_u64 v[36:37], v[50:51], 0, v[44:45]
	global_store_dword v[36:37], v33, off
	v_mfma_f32_16x16x16_f16 v[24:27], v[120:121], v[92:93], v[24:27]
	v_lshl_add_u64 v[32:33], v[54:55], 0, v[44:45]
	global_store_dword v[32:33], v34, off
	v_lshl_add_u64 v[32:33], v[58:59], 0, v[44:45]
	v_mfma_f32_16x16x16_f16 v[20:23], v[118:119], v[98:99], v[20:23]
	global_store_dword v[32:33], v35, off
	v_lshl_add_u64 v[32:33], v[56:57], 0, s[0:1]
	v_lshl_add_u64 v[34:35], v[32:33], 0, v[80:81]
	v_mfma_f32_16x16x16_f16 v[28:31], v[124:125], v[88:89], v[28:31]
	s_mov_b64 s[0:1], 0x21000
	v_mfma_f32_16x16x16_f16 v[24:27], v[122:123], v[94:95], v[24:27]
	v_mfma_f32_16x16x16_f16 v[20:23], v[120:121], v[100:101], v[20:23]
	s_nop 3
	global_store_dword v[34:35], v28, off
	v_lshl_add_u64 v[34:35], v[56:57], 0, s[0:1]
	v_lshl_add_u64 v[36:37], v[34:35], 0, v[80:81]
	v_mfma_f32_16x16x16_f16 v[16:19], v[118:119], v[68:69], v[16:19]
	s_mov_b64 s[0:1], 0x22000
	global_store_dword v[36:37], v29, off
	v_lshl_add_u64 v[28:29], v[56:57], 0, s[0:1]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_f16 v[12:15], v[76:77], v[82:83], v[12:15]
	v_lshl_add_u64 v[36:37], v[28:29], 0, v[80:81]
	s_mov_b64 s[0:1], 0x23000
	global_store_dword v[36:37], v30, off
	v_mfma_f32_16x16x16_f16 v[24:27], v[124:125], v[96:97], v[24:27]
	v_lshl_add_u64 v[36:37], v[56:57], 0, s[0:1]
	v_lshl_add_u64 v[38:39], v[36:37], 0, v[80:81]
	global_store_dword v[38:39], v31, off
	v_mfma_f32_16x16x16_f16 v[20:23], v[122:123], v[72:73], v[20:23]
	v_lshl_add_u64 v[30:31], v[32:33], 0, v[52:53]
	s_nop 1
	global_store_dword v[30:31], v24, off
	v_lshl_add_u64 v[30:31], v[34:35], 0, v[52:53]
	v_mfma_f32_16x16x16_f16 v[16:19], v[120:121], v[70:71], v[16:19]
	global_store_dword v[30:31], v25, off
	v_lshl_add_u64 v[24:25], v[28:29], 0, v[52:53]
	global_store_dword v[24:25], v26, off
	v_mfma_f32_16x16x16_f16 v[12:15], v[78:79], v[84:85], v[12:15]
	v_lshl_add_u64 v[24:25], v[36:37], 0, v[52:53]
	global_store_dword v[24:25], v27, off
	v_lshl_add_u64 v[24:25], v[32:33], 0, v[48:49]
	v_mfma_f32_16x16x16_f16 v[20:23], v[124:125], v[74:75], v[20:23]
	s_mov_b64 s[0:1], 0x30000
	v_lshl_add_u64 v[26:27], v[36:37], 0, v[44:45]
	v_mfma_f32_16x16x16_f16 v[16:19], v[122:123], v[64:65], v[16:19]
	v_mfma_f32_16x16x16_f16 v[8:11], v[76:77], v[90:91], v[8:11]
	s_nop 2
	global_store_dword v[24:25], v20, off
	v_lshl_add_u64 v[24:25], v[34:35], 0, v[48:49]
	global_store_dword v[24:25], v21, off
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[12:15], v[60:61], v[86:87], v[12:15]
	v_lshl_add_u64 v[20:21], v[28:29], 0, v[48:49]
	global_store_dword v[20:21], v22, off
	v_lshl_add_u64 v[20:21], v[36:37], 0, v[48:49]
	v_mfma_f32_16x16x16_f16 v[16:19], v[124:125], v[66:67], v[16:19]
	global_store_dword v[20:21], v23, off
	v_lshl_add_u64 v[20:21], v[32:33], 0, v[44:45]
	v_lshl_add_u64 v[22:23], v[34:35], 0, v[44:45]
	v_mfma_f32_16x16x16_f16 v[8:11], v[78:79], v[92:93], v[8:11]
	v_lshl_add_u64 v[24:25], v[28:29], 0, v[44:45]
	s_nop 1
	global_store_dword v[20:21], v16, off
	global_store_dword v[22:23], v17, off
	v_lshl_add_u64 v[16:17], v[56:57], 0, s[0:1]
	v_mfma_f32_16x16x16_f16 v[4:7], v[76:77], v[98:99], v[4:7]
	s_mov_b64 s[0:1], 0x31000
	global_store_dword v[24:25], v18, off
	global_store_dword v[26:27], v19, off
	v_lshl_add_u64 v[18:19], v[16:17], 0, v[80:81]
	v_mfma_f32_16x16x16_f16 v[12:15], v[62:63], v[88:89], v[12:15]
	v_lshl_add_u64 v[20:21], v[56:57], 0, s[0:1]
	s_mov_b64 s[0:1], 0x32000
	v_mfma_f32_16x16x16_f16 v[8:11], v[60:61], v[94:95], v[8:11]
	v_mfma_f32_16x16x16_f16 v[4:7], v[78:79], v[100:101], v[4:7]
	s_nop 2
	global_store_dword v[18:19], v12, off
	v_lshl_add_u64 v[18:19], v[20:21], 0, v[80:81]
	global_store_dword v[18:19], v13, off
	v_mfma_f32_16x16x16_f16 v[0:3], v[76:77], v[68:69], v[0:3]
	v_lshl_add_u64 v[12:13], v[56:57], 0, s[0:1]
	v_lshl_add_u64 v[18:19], v[12:13], 0, v[80:81]
	s_mov_b64 s[0:1], 0x33000
	v_mfma_f32_16x16x16_f16 v[8:11], v[62:63], v[96:97], v[8:11]
	global_store_dword v[18:19], v14, off
	v_lshl_add_u64 v[18:19], v[56:57], 0, s[0:1]
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[80:81]
	v_mfma_f32_16x16x16_f16 v[4:7], v[60:61], v[72:73], v[4:7]
	global_store_dword v[22:23], v15, off
	v_lshl_add_u64 v[14:15], v[16:17], 0, v[52:53]
	s_nop 0
	global_store_dword v[14:15], v8, off
	v_mfma_f32_16x16x16_f16 v[0:3], v[78:79], v[70:71], v[0:3]
	v_lshl_add_u64 v[14:15], v[20:21], 0, v[52:53]
	global_store_dword v[14:15], v9, off
	v_lshl_add_u64 v[8:9], v[12:13], 0, v[52:53]
	v_mfma_f32_16x16x16_f16 v[4:7], v[62:63], v[74:75], v[4:7]
	global_store_dword v[8:9], v10, off
	v_lshl_add_u64 v[8:9], v[18:19], 0, v[52:53]
	global_store_dword v[8:9], v11, off
	v_mfma_f32_16x16x16_f16 v[0:3], v[60:61], v[64:65], v[0:3]
	v_lshl_add_u64 v[8:9], v[16:17], 0, v[48:49]
	s_nop 1
	global_store_dword v[8:9], v4, off
	v_lshl_add_u64 v[8:9], v[20:21], 0, v[48:49]
	v_mfma_f32_16x16x16_f16 v[0:3], v[62:63], v[66:67], v[0:3]
	global_store_dword v[8:9], v5, off
	v_lshl_add_u64 v[4:5], v[12:13], 0, v[48:49]
	global_store_dword v[4:5], v6, off
	v_lshl_add_u64 v[4:5], v[18:19], 0, v[48:49]
	global_store_dword v[4:5], v7, off
	v_lshl_add_u64 v[4:5], v[16:17], 0, v[44:45]
	s_nop 0
	global_store_dword v[4:5], v0, off
	v_lshl_add_u64 v[4:5], v[20:21], 0, v[44:45]
	global_store_dword v[4:5], v1, off
	v_lshl_add_u64 v[0:1], v[12:13], 0, v[44:45]
	global_store_dword v[0:1], v2, off
	v_lshl_add_u64 v[0:1], v[18:19], 0, v[44:45]
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm
		.amdhsa_group_segment_fixed_size 34816
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
		.amdhsa_next_free_vgpr 257
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 184
		.amdhsa_reserve_vcc 1
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

	.set gemm.num_vgpr, 184
	.set gemm.num_agpr, 0
	.set gemm.numbered_sgpr, 13
	.set gemm.num_named_barrier, 0
	.set gemm.private_seg_size, 0
	.set gemm.uses_vcc, 1
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
    .group_segment_fixed_size: 34816
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .name:           gemm
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 128
      - 2
      - 1
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     184
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
