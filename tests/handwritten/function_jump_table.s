	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	jt
	.p2align	2
	.type	jt,@function
jt:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v2, 0xffc, v1
	s_mov_b32 s7, s5
	s_getpc_b64 s[4:5]
.Lpc:
	s_add_u32 s4, s4, .Ltarget-.Lpc
	s_addc_u32 s5, s5, 0
	v_readfirstlane_b32 s6, v2
	s_nop 3
	s_setpc_b64 s[4:5]
.Lskip:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, 1
	s_setpc_b64 s[30:31]
.Ltarget:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_load_dword v0, v1, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	jt, .Lfunc_end0-jt
