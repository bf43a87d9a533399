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
	v_and_b32_e32 v68, 0x3ff, v0
	v_lshrrev_b32_e32 v1, 3, v68
	v_bfe_u32 v42, v0, 10, 10
	v_lshl_or_b32 v43, v42, 4, v1
	s_lshl_b32 s8, s8, 7
	v_lshlrev_b32_e32 v2, 3, v68
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
	v_lshlrev_b32_e32 v33, 6, v42
	s_nop 0
	v_addc_co_u32_e32 v27, vcc, 0, v25, vcc
	v_add_co_u32_e32 v38, vcc, s11, v24
	global_load_dwordx4 v[16:19], v[24:25], off
	global_load_dwordx4 v[20:23], v[26:27], off
	v_addc_co_u32_e32 v39, vcc, 0, v25, vcc
	v_add_co_u32_e32 v40, vcc, s12, v24
	v_bfe_u32 v69, v68, 4, 2
	s_nop 0
	v_addc_co_u32_e32 v41, vcc, 0, v25, vcc
	global_load_dwordx4 v[24:27], v[38:39], off
	global_load_dwordx4 v[28:31], v[40:41], off
	v_mul_u32_u24_e32 v39, 0x44, v43
	v_add_lshl_u32 v74, v39, v32, 1
	v_add_u32_e32 v75, 0x4400, v74
	v_add_u32_e32 v76, 0x5500, v74
	v_add_u32_e32 v77, 0x6600, v74
	v_add_u32_e32 v78, 0x7700, v74
	v_add_u32_e32 v79, 0x1100, v74
	v_add_u32_e32 v80, 0x2200, v74
	v_add_u32_e32 v81, 0x3300, v74
	v_and_b32_e32 v37, 0x4f, v68
	v_or_b32_e32 v38, 48, v68
	v_and_or_b32 v70, v68, 15, v33
	v_lshlrev_b32_e32 v33, 4, v69
	v_mul_u32_u24_e32 v37, 0x44, v37
	v_mul_u32_u24_e32 v38, 0x44, v38
	v_mul_u32_u24_e32 v40, 0x44, v70
	v_lshl_add_u32 v71, v37, 1, v33
	v_lshl_add_u32 v73, v40, 1, v33
	v_lshl_add_u32 v72, v38, 1, v33
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
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v32, 0
	s_waitcnt vmcnt(7)
	ds_write2_b64 v75, v[0:1], v[2:3] offset1:1
	s_waitcnt vmcnt(3)
	ds_write2_b64 v74, v[16:17], v[18:19] offset1:1
	ds_write2_b64 v76, v[4:5], v[6:7] offset1:1
	ds_write2_b64 v77, v[8:9], v[10:11] offset1:1
	ds_write2_b64 v78, v[12:13], v[14:15] offset1:1
	s_waitcnt vmcnt(2)
	ds_write2_b64 v79, v[20:21], v[22:23] offset1:1
	s_waitcnt vmcnt(1)
	ds_write2_b64 v80, v[24:25], v[26:27] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v81, v[28:29], v[30:31] offset1:1
	v_sub_u32_e32 v2, 0, v44
	v_lshlrev_b32_e32 v4, 4, v68
	v_ashrrev_i32_e32 v3, 31, v2
	v_or_b32_e32 v0, v36, v4
	v_mov_b32_e32 v1, v35
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	v_or_b32_e32 v34, v34, v4
	v_lshl_add_u64 v[64:65], s[4:5], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[34:35], 0, v[2:3]
	v_lshl_add_u64 v[66:67], s[2:3], 0, v[0:1]
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_add_u32_e32 v82, 0x880, v73
	v_add_u32_e32 v83, 0x8c0, v73
	v_add_u32_e32 v84, 0x1100, v73
	v_add_u32_e32 v85, 0x1140, v73
	v_add_u32_e32 v86, 0x1980, v73
	v_add_u32_e32 v87, 0x19c0, v73
	v_add_u32_e32 v88, 0x4400, v71
	v_add_u32_e32 v89, 0x4440, v71
	v_add_u32_e32 v90, 0x4c80, v71
	v_add_u32_e32 v91, 0x4cc0, v71
	v_add_u32_e32 v92, 0x5500, v71
	v_add_u32_e32 v93, 0x5540, v71
	v_add_u32_e32 v94, 0x4400, v72
	v_add_u32_e32 v95, 0x4440, v72
.LBB0_1:
	v_lshl_add_u64 v[96:97], v[66:67], 0, s[0:1]
	v_add_co_u32_e32 v100, vcc, s10, v96
	v_lshl_add_u64 v[112:113], v[64:65], 0, s[0:1]
	s_nop 0
	v_addc_co_u32_e32 v101, vcc, 0, v97, vcc
	v_add_co_u32_e32 v104, vcc, s11, v96
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_addc_co_u32_e32 v105, vcc, 0, v97, vcc
	v_add_co_u32_e32 v108, vcc, s12, v96
	s_barrier
	s_nop 0
	v_addc_co_u32_e32 v109, vcc, 0, v97, vcc
	v_add_co_u32_e32 v116, vcc, s10, v112
	s_nop 1
	v_addc_co_u32_e32 v117, vcc, 0, v113, vcc
	v_add_co_u32_e32 v120, vcc, s11, v112
	ds_read2_b64 v[126:129], v73 offset1:1
	ds_read2_b64 v[130:133], v73 offset0:8 offset1:9
	ds_read2_b64 v[134:137], v82 offset1:1
	ds_read2_b64 v[138:141], v83 offset1:1
	ds_read2_b64 v[142:145], v84 offset1:1
	ds_read2_b64 v[146:149], v85 offset1:1
	ds_read2_b64 v[150:153], v86 offset1:1
	ds_read2_b64 v[154:157], v87 offset1:1
	ds_read2_b64 v[158:161], v88 offset1:1
	ds_read2_b64 v[162:165], v89 offset1:1
	ds_read2_b64 v[166:169], v90 offset1:1
	ds_read2_b64 v[170:173], v91 offset1:1
	ds_read2_b64 v[174:177], v92 offset1:1
	ds_read2_b64 v[178:181], v93 offset1:1
	ds_read2_b64 v[182:185], v94 offset1:1
	ds_read2_b64 v[186:189], v95 offset1:1
	v_addc_co_u32_e32 v121, vcc, 0, v113, vcc
	v_add_co_u32_e32 v124, vcc, s12, v112
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x32_f16 v[60:63], v[158:161], v[126:129], v[60:63]
	v_addc_co_u32_e32 v125, vcc, 0, v113, vcc
	global_load_dwordx4 v[96:99], v[96:97], off offset:128
	s_nop 0
	global_load_dwordx4 v[100:103], v[100:101], off offset:128
	s_nop 0
	global_load_dwordx4 v[104:107], v[104:105], off offset:128
	s_nop 0
	global_load_dwordx4 v[108:111], v[108:109], off offset:128
	s_nop 0
	global_load_dwordx4 v[112:115], v[112:113], off offset:128
	s_nop 0
	global_load_dwordx4 v[116:119], v[116:117], off offset:128
	s_nop 0
	global_load_dwordx4 v[120:123], v[120:121], off offset:128
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x32_f16 v[44:47], v[166:169], v[126:129], v[44:47]
	s_add_u32 s0, s0, 0x80
	s_addc_u32 s1, s1, 0
	s_cmpk_lg_i32 s0, 0x780
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x32_f16 v[8:11], v[174:177], v[126:129], v[8:11]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[24:27], v[182:185], v[126:129], v[24:27]
	global_load_dwordx4 v[124:127], v[124:125], off offset:128
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[56:59], v[158:161], v[134:137], v[56:59]
	s_barrier
	s_waitcnt vmcnt(7)
	ds_write2_b64 v75, v[96:97], v[98:99] offset1:1
	s_waitcnt vmcnt(6)
	ds_write2_b64 v76, v[100:101], v[102:103] offset1:1
	s_waitcnt vmcnt(5)
	ds_write2_b64 v77, v[104:105], v[106:107] offset1:1
	s_waitcnt vmcnt(4)
	ds_write2_b64 v78, v[108:109], v[110:111] offset1:1
	s_waitcnt vmcnt(3)
	ds_write2_b64 v74, v[112:113], v[114:115] offset1:1
	s_waitcnt vmcnt(2)
	ds_write2_b64 v79, v[116:117], v[118:119] offset1:1
	s_waitcnt vmcnt(1)
	ds_write2_b64 v80, v[120:121], v[122:123] offset1:1
	s_waitcnt vmcnt(0)
	ds_write2_b64 v81, v[124:125], v[126:127] offset1:1
	v_mfma_f32_16x16x32_f16 v[52:55], v[158:161], v[142:145], v[52:55]
	v_mfma_f32_16x16x32_f16 v[48:51], v[158:161], v[150:153], v[48:51]
	v_mfma_f32_16x16x32_f16 v[40:43], v[166:169], v[134:137], v[40:43]
	v_mfma_f32_16x16x32_f16 v[36:39], v[166:169], v[142:145], v[36:39]
	v_mfma_f32_16x16x32_f16 v[32:35], v[166:169], v[150:153], v[32:35]
	v_mfma_f32_16x16x32_f16 v[12:15], v[174:177], v[134:137], v[12:15]
	v_mfma_f32_16x16x32_f16 v[16:19], v[174:177], v[142:145], v[16:19]
	v_mfma_f32_16x16x32_f16 v[20:23], v[174:177], v[150:153], v[20:23]
	v_mfma_f32_16x16x32_f16 v[28:31], v[182:185], v[134:137], v[28:31]
	v_mfma_f32_16x16x32_f16 v[0:3], v[182:185], v[142:145], v[0:3]
	v_mfma_f32_16x16x32_f16 v[4:7], v[182:185], v[150:153], v[4:7]
	v_mfma_f32_16x16x32_f16 v[60:63], v[162:165], v[130:133], v[60:63]
	v_mfma_f32_16x16x32_f16 v[56:59], v[162:165], v[138:141], v[56:59]
	v_mfma_f32_16x16x32_f16 v[52:55], v[162:165], v[146:149], v[52:55]
	v_mfma_f32_16x16x32_f16 v[48:51], v[162:165], v[154:157], v[48:51]
	v_mfma_f32_16x16x32_f16 v[44:47], v[170:173], v[130:133], v[44:47]
	v_mfma_f32_16x16x32_f16 v[40:43], v[170:173], v[138:141], v[40:43]
	v_mfma_f32_16x16x32_f16 v[36:39], v[170:173], v[146:149], v[36:39]
	v_mfma_f32_16x16x32_f16 v[32:35], v[170:173], v[154:157], v[32:35]
	v_mfma_f32_16x16x32_f16 v[8:11], v[178:181], v[130:133], v[8:11]
	v_mfma_f32_16x16x32_f16 v[12:15], v[178:181], v[138:141], v[12:15]
	v_mfma_f32_16x16x32_f16 v[16:19], v[178:181], v[146:149], v[16:19]
	v_mfma_f32_16x16x32_f16 v[20:23], v[178:181], v[154:157], v[20:23]
	v_mfma_f32_16x16x32_f16 v[24:27], v[186:189], v[130:133], v[24:27]
	v_mfma_f32_16x16x32_f16 v[28:31], v[186:189], v[138:141], v[28:31]
	v_mfma_f32_16x16x32_f16 v[0:3], v[186:189], v[146:149], v[0:3]
	v_mfma_f32_16x16x32_f16 v[4:7], v[186:189], v[154:157], v[4:7]
	s_cbranch_scc1 .LBB0_1
	v_add_u32_e32 v65, 0x880, v73
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[84:87], v65 offset1:1
	v_add_u32_e32 v65, 0x8c0, v73
	ds_read2_b64 v[88:91], v65 offset1:1
	v_add_u32_e32 v65, 0x1100, v73
	ds_read2_b64 v[92:95], v65 offset1:1
	v_add_u32_e32 v65, 0x1140, v73
	ds_read2_b64 v[96:99], v65 offset1:1
	v_add_u32_e32 v65, 0x1980, v73
	ds_read2_b64 v[100:103], v65 offset1:1
	v_add_u32_e32 v65, 0x19c0, v73
	ds_read2_b64 v[104:107], v65 offset1:1
	v_add_u32_e32 v65, 0x4400, v71
	ds_read2_b64 v[108:111], v65 offset1:1
	v_add_u32_e32 v65, 0x4440, v71
	ds_read2_b64 v[112:115], v65 offset1:1
	ds_read2_b64 v[76:79], v73 offset1:1
	ds_read2_b64 v[80:83], v73 offset0:8 offset1:9
	v_add_u32_e32 v65, 0x4c80, v71
	ds_read2_b64 v[116:119], v65 offset1:1
	v_add_u32_e32 v65, 0x4cc0, v71
	ds_read2_b64 v[120:123], v65 offset1:1
	v_add_u32_e32 v65, 0x5500, v71
	ds_read2_b64 v[124:127], v65 offset1:1
	v_add_u32_e32 v65, 0x5540, v71
	ds_read2_b64 v[128:131], v65 offset1:1
	v_add_u32_e32 v65, 0x4400, v72
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x32_f16 v[60:63], v[108:111], v[76:79], v[60:63]
	ds_read2_b64 v[132:135], v65 offset1:1
	v_add_u32_e32 v65, 0x4440, v72
	v_and_b32_e32 v64, 64, v68
	ds_read2_b64 v[136:139], v65 offset1:1
	v_lshlrev_b32_e32 v65, 2, v69
	v_or3_b32 v64, v65, v64, s8
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_16x16x32_f16 v[60:63], v[112:115], v[80:83], v[60:63]
	v_lshlrev_b32_e32 v64, 12, v64
	v_mov_b32_e32 v65, 0
	v_or_b32_e32 v68, s9, v70
	v_lshl_add_u64 v[66:67], s[6:7], 0, v[64:65]
	v_mfma_f32_16x16x32_f16 v[56:59], v[108:111], v[84:87], v[56:59]
	s_mov_b64 s[0:1], 0x1000
	v_lshlrev_b32_e32 v64, 2, v68
	v_lshl_add_u64 v[70:71], v[66:67], 0, s[0:1]
	v_lshl_add_u64 v[68:69], v[66:67], 0, v[64:65]
	v_lshl_add_u64 v[72:73], v[70:71], 0, v[64:65]
	s_mov_b64 s[0:1], 0x2000
	global_store_dword v[68:69], v60, off
	global_store_dword v[72:73], v61, off
	v_lshl_add_u64 v[60:61], v[66:67], 0, s[0:1]
	v_mfma_f32_16x16x32_f16 v[56:59], v[112:115], v[88:91], v[56:59]
	v_lshl_add_u64 v[72:73], v[60:61], 0, v[64:65]
	s_mov_b64 s[0:1], 0x3000
	global_store_dword v[72:73], v62, off
	v_mfma_f32_16x16x32_f16 v[52:55], v[108:111], v[92:95], v[52:55]
	v_lshl_add_u64 v[72:73], v[66:67], 0, s[0:1]
	v_lshl_add_u64 v[74:75], v[72:73], 0, v[64:65]
	global_store_dword v[74:75], v63, off
	s_nop 0
	global_store_dword v[68:69], v56, off offset:64
	v_or_b32_e32 v62, 64, v64
	v_mov_b32_e32 v63, v65
	v_mfma_f32_16x16x32_f16 v[52:55], v[112:115], v[96:99], v[52:55]
	v_lshl_add_u64 v[74:75], v[70:71], 0, v[62:63]
	global_store_dword v[74:75], v57, off
	v_lshl_add_u64 v[56:57], v[60:61], 0, v[62:63]
	v_mfma_f32_16x16x32_f16 v[48:51], v[108:111], v[100:103], v[48:51]
	global_store_dword v[56:57], v58, off
	v_lshl_add_u64 v[56:57], v[72:73], 0, v[62:63]
	global_store_dword v[56:57], v59, off
	s_nop 0
	global_store_dword v[68:69], v52, off offset:128
	v_or_b32_e32 v56, 0x80, v64
	v_mov_b32_e32 v57, v65
	v_mfma_f32_16x16x32_f16 v[48:51], v[112:115], v[104:107], v[48:51]
	v_lshl_add_u64 v[58:59], v[70:71], 0, v[56:57]
	global_store_dword v[58:59], v53, off
	v_lshl_add_u64 v[52:53], v[60:61], 0, v[56:57]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_16x16x32_f16 v[44:47], v[116:119], v[76:79], v[44:47]
	global_store_dword v[52:53], v54, off
	v_lshl_add_u64 v[52:53], v[72:73], 0, v[56:57]
	global_store_dword v[52:53], v55, off
	global_store_dword v[68:69], v48, off offset:192
	v_or_b32_e32 v52, 0xc0, v64
	v_mov_b32_e32 v53, v65
	v_lshl_add_u64 v[54:55], v[70:71], 0, v[52:53]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_16x16x32_f16 v[44:47], v[120:123], v[80:83], v[44:47]
	global_store_dword v[54:55], v49, off
	v_lshl_add_u64 v[48:49], v[60:61], 0, v[52:53]
	global_store_dword v[48:49], v50, off
	v_lshl_add_u64 v[48:49], v[72:73], 0, v[52:53]
	s_mov_b64 s[0:1], 0x10000
	global_store_dword v[48:49], v51, off
	v_lshl_add_u64 v[48:49], v[66:67], 0, s[0:1]
	v_mfma_f32_16x16x32_f16 v[40:43], v[116:119], v[84:87], v[40:43]
	v_lshl_add_u64 v[50:51], v[48:49], 0, v[64:65]
	s_mov_b64 s[0:1], 0x11000
	global_store_dword v[50:51], v44, off
	v_lshl_add_u64 v[50:51], v[66:67], 0, s[0:1]
	v_lshl_add_u64 v[54:55], v[50:51], 0, v[64:65]
	s_mov_b64 s[0:1], 0x12000
	global_store_dword v[54:55], v45, off
	v_lshl_add_u64 v[44:45], v[66:67], 0, s[0:1]
	v_mfma_f32_16x16x32_f16 v[40:43], v[120:123], v[88:91], v[40:43]
	v_lshl_add_u64 v[54:55], v[44:45], 0, v[64:65]
	s_mov_b64 s[0:1], 0x13000
	global_store_dword v[54:55], v46, off
	v_mfma_f32_16x16x32_f16 v[36:39], v[116:119], v[92:95], v[36:39]
	v_lshl_add_u64 v[54:55], v[66:67], 0, s[0:1]
	v_lshl_add_u64 v[58:59], v[54:55], 0, v[64:65]
	global_store_dword v[58:59], v47, off
	v_lshl_add_u64 v[46:47], v[48:49], 0, v[62:63]
	v_mfma_f32_16x16x32_f16 v[36:39], v[120:123], v[96:99], v[36:39]
	global_store_dword v[46:47], v40, off
	v_lshl_add_u64 v[46:47], v[50:51], 0, v[62:63]
	global_store_dword v[46:47], v41, off
	v_mfma_f32_16x16x32_f16 v[32:35], v[116:119], v[100:103], v[32:35]
	v_lshl_add_u64 v[40:41], v[44:45], 0, v[62:63]
	global_store_dword v[40:41], v42, off
	v_lshl_add_u64 v[40:41], v[54:55], 0, v[62:63]
	global_store_dword v[40:41], v43, off
	v_lshl_add_u64 v[40:41], v[48:49], 0, v[56:57]
	v_mfma_f32_16x16x32_f16 v[32:35], v[120:123], v[104:107], v[32:35]
	global_store_dword v[40:41], v36, off
	v_lshl_add_u64 v[40:41], v[50:51], 0, v[56:57]
	global_store_dword v[40:41], v37, off
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_16x16x32_f16 v[8:11], v[124:127], v[76:79], v[8:11]
	v_lshl_add_u64 v[36:37], v[44:45], 0, v[56:57]
	global_store_dword v[36:37], v38, off
	v_lshl_add_u64 v[36:37], v[54:55], 0, v[56:57]
	global_store_dword v[36:37], v39, off
	v_lshl_add_u64 v[36:37], v[48:49], 0, v[52:53]
	global_store_dword v[36:37], v32, off
	v_lshl_add_u64 v[36:37], v[50:51], 0, v[52:53]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_16x16x32_f16 v[8:11], v[128:131], v[80:83], v[8:11]
	global_store_dword v[36:37], v33, off
	v_lshl_add_u64 v[32:33], v[44:45], 0, v[52:53]
	global_store_dword v[32:33], v34, off
	v_lshl_add_u64 v[32:33], v[54:55], 0, v[52:53]
	s_mov_b64 s[0:1], 0x20000
	global_store_dword v[32:33], v35, off
	v_lshl_add_u64 v[32:33], v[66:67], 0, s[0:1]
	v_mfma_f32_16x16x32_f16 v[12:15], v[124:127], v[84:87], v[12:15]
	v_lshl_add_u64 v[34:35], v[32:33], 0, v[64:65]
	s_mov_b64 s[0:1], 0x21000
	global_store_dword v[34:35], v8, off
	v_lshl_add_u64 v[34:35], v[66:67], 0, s[0:1]
	v_lshl_add_u64 v[36:37], v[34:35], 0, v[64:65]
	s_mov_b64 s[0:1], 0x22000
	global_store_dword v[36:37], v9, off
	v_lshl_add_u64 v[8:9], v[66:67], 0, s[0:1]
	v_mfma_f32_16x16x32_f16 v[12:15], v[128:131], v[88:91], v[12:15]
	v_lshl_add_u64 v[36:37], v[8:9], 0, v[64:65]
	s_mov_b64 s[0:1], 0x23000
	global_store_dword v[36:37], v10, off
	v_mfma_f32_16x16x32_f16 v[16:19], v[124:127], v[92:95], v[16:19]
	v_lshl_add_u64 v[36:37], v[66:67], 0, s[0:1]
	v_lshl_add_u64 v[38:39], v[36:37], 0, v[64:65]
	global_store_dword v[38:39], v11, off
	v_mfma_f32_16x16x32_f16 v[20:23], v[124:127], v[100:103], v[20:23]
	v_lshl_add_u64 v[10:11], v[32:33], 0, v[62:63]
	global_store_dword v[10:11], v12, off
	v_lshl_add_u64 v[10:11], v[34:35], 0, v[62:63]
	v_mfma_f32_16x16x32_f16 v[16:19], v[128:131], v[96:99], v[16:19]
	global_store_dword v[10:11], v13, off
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[62:63]
	global_store_dword v[10:11], v14, off
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_f16 v[24:27], v[132:135], v[76:79], v[24:27]
	v_lshl_add_u64 v[10:11], v[36:37], 0, v[62:63]
	global_store_dword v[10:11], v15, off
	v_lshl_add_u64 v[10:11], v[32:33], 0, v[56:57]
	v_mfma_f32_16x16x32_f16 v[20:23], v[128:131], v[104:107], v[20:23]
	global_store_dword v[10:11], v16, off
	v_lshl_add_u64 v[10:11], v[34:35], 0, v[56:57]
	global_store_dword v[10:11], v17, off
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[56:57]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_f16 v[24:27], v[136:139], v[80:83], v[24:27]
	global_store_dword v[10:11], v18, off
	v_lshl_add_u64 v[10:11], v[36:37], 0, v[56:57]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[52:53]
	global_store_dword v[10:11], v19, off
	v_lshl_add_u64 v[10:11], v[32:33], 0, v[52:53]
	global_store_dword v[8:9], v22, off
	v_lshl_add_u64 v[8:9], v[36:37], 0, v[52:53]
	s_mov_b64 s[0:1], 0x30000
	global_store_dword v[10:11], v20, off
	v_lshl_add_u64 v[10:11], v[34:35], 0, v[52:53]
	global_store_dword v[8:9], v23, off
	v_lshl_add_u64 v[8:9], v[66:67], 0, s[0:1]
	v_mfma_f32_16x16x32_f16 v[28:31], v[132:135], v[84:87], v[28:31]
	global_store_dword v[10:11], v21, off
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[64:65]
	s_mov_b64 s[0:1], 0x31000
	global_store_dword v[10:11], v24, off
	v_lshl_add_u64 v[10:11], v[66:67], 0, s[0:1]
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[64:65]
	s_mov_b64 s[0:1], 0x32000
	global_store_dword v[12:13], v25, off
	v_lshl_add_u64 v[12:13], v[66:67], 0, s[0:1]
	v_mfma_f32_16x16x32_f16 v[28:31], v[136:139], v[88:91], v[28:31]
	v_lshl_add_u64 v[14:15], v[12:13], 0, v[64:65]
	s_mov_b64 s[0:1], 0x33000
	global_store_dword v[14:15], v26, off
	v_mfma_f32_16x16x32_f16 v[0:3], v[132:135], v[92:95], v[0:3]
	v_lshl_add_u64 v[14:15], v[66:67], 0, s[0:1]
	v_lshl_add_u64 v[16:17], v[14:15], 0, v[64:65]
	global_store_dword v[16:17], v27, off
	v_lshl_add_u64 v[16:17], v[8:9], 0, v[62:63]
	v_mfma_f32_16x16x32_f16 v[0:3], v[136:139], v[96:99], v[0:3]
	global_store_dword v[16:17], v28, off
	v_lshl_add_u64 v[16:17], v[10:11], 0, v[62:63]
	global_store_dword v[16:17], v29, off
	v_mfma_f32_16x16x32_f16 v[4:7], v[132:135], v[100:103], v[4:7]
	v_lshl_add_u64 v[16:17], v[12:13], 0, v[62:63]
	global_store_dword v[16:17], v30, off
	v_lshl_add_u64 v[16:17], v[14:15], 0, v[62:63]
	global_store_dword v[16:17], v31, off
	v_lshl_add_u64 v[16:17], v[8:9], 0, v[56:57]
	v_mfma_f32_16x16x32_f16 v[4:7], v[136:139], v[104:107], v[4:7]
	global_store_dword v[16:17], v0, off
	v_lshl_add_u64 v[16:17], v[10:11], 0, v[56:57]
	global_store_dword v[16:17], v1, off
	v_lshl_add_u64 v[0:1], v[12:13], 0, v[56:57]
	global_store_dword v[0:1], v2, off
	v_lshl_add_u64 v[0:1], v[14:15], 0, v[56:57]
	global_store_dword v[0:1], v3, off
	v_lshl_add_u64 v[0:1], v[8:9], 0, v[52:53]
	global_store_dword v[0:1], v4, off
	v_lshl_add_u64 v[0:1], v[10:11], 0, v[52:53]
	global_store_dword v[0:1], v5, off
	v_lshl_add_u64 v[0:1], v[12:13], 0, v[52:53]
	global_store_dword v[0:1], v6, off
	v_lshl_add_u64 v[0:1], v[14:15], 0, v[52:53]
	global_store_dword v[0:1], v7, off
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
		.amdhsa_next_free_vgpr 190
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 192
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

	.set gemm.num_vgpr, 190
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
    .vgpr_count:     190
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
