	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	manyloads               ; -- Begin function manyloads
	.globl	manyloads
	.p2align	8
	.type	manyloads,@function
manyloads:                              ; @manyloads
; %bb.0:
	s_mov_b32 s33, 0
	v_mov_b32_e32 v1, v0
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x8
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[2:3]
	scratch_store_dwordx2 off, v[2:3], s33 offset:424
	v_mov_b64_e32 v[2:3], s[0:1]
	scratch_store_dwordx2 off, v[2:3], s33 offset:432
	scratch_load_dwordx2 v[4:5], off, s33 offset:424
	s_nop 0
	scratch_load_dwordx2 v[2:3], off, s33 offset:432
	s_waitcnt vmcnt(1)
	scratch_store_dwordx2 off, v[4:5], s33
	s_waitcnt vmcnt(1)
	scratch_store_dwordx2 off, v[2:3], s33 offset:8
	s_mov_b32 s0, 6
	v_mov_b32_e32 v0, s0
	v_lshl_or_b32 v0, s8, v0, v1
	scratch_store_dword off, v0, s33 offset:16
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s1, 0x3fff
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v2, v2, s1
	s_mov_b32 s0, 2
	v_lshlrev_b32_e64 v2, s0, v2
	v_mov_b32_e32 v4, 0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:20
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 64
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:24
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:28
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xc0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:32
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x100
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:36
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x140
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:40
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x180
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:44
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:48
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x200
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:52
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x240
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:56
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x280
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:60
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x2c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:64
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x300
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:68
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x340
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:72
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x380
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:76
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x3c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:80
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x400
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:84
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x440
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:88
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x480
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:92
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x4c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:96
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x500
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:100
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x540
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:104
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x580
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:108
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x5c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:112
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x600
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:116
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x640
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:120
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x680
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:124
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x6c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:128
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x700
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:132
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x740
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:136
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x780
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:140
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x7c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:144
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x800
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:148
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x840
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:152
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x880
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:156
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x8c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:160
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x900
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:164
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x940
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:168
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x980
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:172
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x9c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:176
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xa00
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:180
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xa40
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:184
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xa80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:188
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xac0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:192
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xb00
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:196
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xb40
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:200
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xb80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:204
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xbc0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:208
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xc00
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:212
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xc40
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:216
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xc80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:220
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xcc0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:224
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xd00
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:228
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xd40
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:232
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xd80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:236
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xdc0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:240
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xe00
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:244
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xe40
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:248
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xe80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:252
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xec0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:256
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xf00
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:260
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xf40
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:264
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xf80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:268
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xfc0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:272
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1000
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:276
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1040
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:280
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1080
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:284
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x10c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:288
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1100
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:292
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1140
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:296
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1180
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:300
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x11c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:304
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1200
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:308
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1240
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:312
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1280
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:316
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x12c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:320
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1300
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:324
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1340
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:328
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1380
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:332
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x13c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:336
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1400
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:340
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1440
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:344
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1480
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:348
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x14c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:352
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1500
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:356
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1540
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:360
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1580
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:364
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x15c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:368
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1600
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:372
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1640
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:376
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1680
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:380
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x16c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:384
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1700
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:388
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1740
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:392
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1780
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:396
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x17c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:400
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1800
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:404
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1840
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:408
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1880
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:412
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x18c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:416
	v_mov_b32_e32 v0, 0
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:20
	s_mov_b32 s1, 0.5
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:24
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:28
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:32
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:36
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:40
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:44
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:48
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:52
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:56
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:60
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:64
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:68
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:72
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:76
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:80
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:84
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:88
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:92
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:96
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:100
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:104
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:108
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:112
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:116
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:120
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:124
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:128
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:132
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:136
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:140
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:144
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:148
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:152
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:156
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:160
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:164
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:168
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:172
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:176
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:180
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:184
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:188
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:192
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:196
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:200
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:204
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:208
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:212
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:216
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:220
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:224
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:228
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:232
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:236
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:240
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:244
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:248
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:252
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:256
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:260
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:264
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:268
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:272
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:276
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:280
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:284
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:288
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:292
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:296
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:300
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:304
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:308
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:312
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:316
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:320
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:324
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:328
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:332
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:336
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:340
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:344
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:348
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:352
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:356
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:360
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:364
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:368
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:372
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:376
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:380
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:384
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:388
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:392
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:396
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:400
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:404
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:408
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:412
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:416
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v2, off, s33 offset:420
	scratch_load_dwordx2 v[4:5], off, s33 offset:8
	s_nop 0
	scratch_load_dword v0, off, s33 offset:16
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel manyloads
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 448
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 8
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
	.size	manyloads, .Lfunc_end0-manyloads
                                        ; -- End function
	.set manyloads.num_vgpr, 6
	.set manyloads.num_agpr, 0
	.set manyloads.numbered_sgpr, 34
	.set manyloads.num_named_barrier, 0
	.set manyloads.private_seg_size, 448
	.set manyloads.uses_vcc, 0
	.set manyloads.uses_flat_scratch, 0
	.set manyloads.has_dyn_sized_stack, 0
	.set manyloads.has_recursion, 0
	.set manyloads.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 12996
; TotalNumSgprs: 40
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 448
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_manyloads ; -- Begin function __clang_ocl_kern_imp_manyloads
	.globl	__clang_ocl_kern_imp_manyloads
	.p2align	2
	.type	__clang_ocl_kern_imp_manyloads,@function
__clang_ocl_kern_imp_manyloads:         ; @__clang_ocl_kern_imp_manyloads
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s3, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x1b0
	v_accvgpr_write_b32 a0, v2              ;  Reload Reuse
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v2, v0
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	scratch_store_dwordx2 off, v[2:3], s33
	scratch_store_dwordx2 off, v[0:1], s33 offset:8
	s_mov_b32 s0, 0x3ff
	v_and_b32_e64 v1, v31, s0
	s_mov_b32 s0, 6
	v_mov_b32_e32 v0, s0
	v_lshl_or_b32 v0, s12, v0, v1
	scratch_store_dword off, v0, s33 offset:16
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s1, 0x3fff
	s_waitcnt vmcnt(0)
	v_and_b32_e64 v2, v2, s1
	s_mov_b32 s0, 2
	v_lshlrev_b32_e64 v2, s0, v2
	v_mov_b32_e32 v4, 0
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:20
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 64
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:24
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:28
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xc0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:32
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x100
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:36
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x140
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:40
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x180
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:44
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:48
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x200
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:52
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x240
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:56
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x280
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:60
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x2c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:64
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x300
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:68
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x340
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:72
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x380
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:76
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x3c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:80
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x400
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:84
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x440
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:88
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x480
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:92
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x4c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:96
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x500
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:100
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x540
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:104
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x580
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:108
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x5c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:112
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x600
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:116
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x640
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:120
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x680
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:124
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x6c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:128
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x700
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:132
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x740
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:136
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x780
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:140
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x7c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:144
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x800
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:148
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x840
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:152
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x880
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:156
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x8c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:160
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x900
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:164
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x940
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:168
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x980
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:172
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x9c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:176
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xa00
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:180
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xa40
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:184
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xa80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:188
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xac0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:192
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xb00
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:196
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xb40
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:200
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xb80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:204
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xbc0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:208
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xc00
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:212
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xc40
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:216
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xc80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:220
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xcc0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:224
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xd00
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:228
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xd40
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:232
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xd80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:236
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xdc0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:240
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xe00
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:244
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xe40
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:248
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xe80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:252
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xec0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:256
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xf00
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:260
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xf40
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:264
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xf80
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:268
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0xfc0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:272
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1000
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:276
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1040
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:280
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1080
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:284
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x10c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:288
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1100
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:292
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1140
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:296
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1180
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:300
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x11c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:304
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1200
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:308
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1240
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:312
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1280
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:316
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x12c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:320
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1300
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:324
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1340
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:328
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1380
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:332
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x13c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:336
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1400
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:340
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1440
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:344
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1480
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:348
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x14c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:352
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1500
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:356
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1540
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:360
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1580
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:364
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x15c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:368
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1600
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:372
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1640
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:376
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1680
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:380
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x16c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:384
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1700
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:388
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1740
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:392
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1780
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:396
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x17c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:400
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1800
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:404
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1840
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:408
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x1880
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:412
	scratch_load_dwordx2 v[0:1], off, s33
	s_nop 0
	scratch_load_dword v2, off, s33 offset:16
	s_mov_b32 s2, 0x18c0
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v2, v2, s2
	v_and_b32_e64 v2, v2, s1
	v_lshlrev_b32_e64 v2, s0, v2
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:416
	v_mov_b32_e32 v0, 0
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:20
	s_mov_b32 s1, 0.5
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:24
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:28
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:32
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:36
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:40
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:44
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:48
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:52
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:56
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:60
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:64
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:68
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:72
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:76
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:80
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:84
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:88
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:92
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:96
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:100
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:104
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:108
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:112
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:116
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:120
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:124
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:128
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:132
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:136
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:140
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:144
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:148
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:152
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:156
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:160
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:164
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:168
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:172
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:176
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:180
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:184
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:188
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:192
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:196
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:200
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:204
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:208
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:212
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:216
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:220
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:224
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:228
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:232
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:236
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:240
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:244
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:248
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:252
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:256
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:260
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:264
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:268
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:272
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:276
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:280
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:284
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:288
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:292
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:296
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:300
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:304
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:308
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:312
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:316
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:320
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:324
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:328
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:332
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:336
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:340
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:344
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:348
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:352
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:356
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:360
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:364
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:368
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:372
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:376
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:380
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:384
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:388
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:392
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:396
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:400
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:404
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:408
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:412
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v1, off, s33 offset:420
	s_nop 0
	scratch_load_dword v0, off, s33 offset:416
	s_waitcnt vmcnt(0)
	v_fmac_f32_e64 v0, v1, s1
	scratch_store_dword off, v0, s33 offset:420
	scratch_load_dword v2, off, s33 offset:420
	scratch_load_dwordx2 v[4:5], off, s33 offset:8
	s_nop 0
	scratch_load_dword v0, off, s33 offset:16
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e64 v3, 31, v0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_lshl_add_u64 v[0:1], v[0:1], s0, v[4:5]
	global_store_dword v[0:1], v2, off
	s_mov_b32 s32, s33
	s_mov_b32 s33, s3
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_manyloads, .Lfunc_end1-__clang_ocl_kern_imp_manyloads
                                        ; -- End function
	.set __clang_ocl_kern_imp_manyloads.num_vgpr, 32
	.set __clang_ocl_kern_imp_manyloads.num_agpr, 1
	.set __clang_ocl_kern_imp_manyloads.numbered_sgpr, 34
	.set __clang_ocl_kern_imp_manyloads.num_named_barrier, 0
	.set __clang_ocl_kern_imp_manyloads.private_seg_size, 432
	.set __clang_ocl_kern_imp_manyloads.uses_vcc, 0
	.set __clang_ocl_kern_imp_manyloads.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_manyloads.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_manyloads.has_recursion, 0
	.set __clang_ocl_kern_imp_manyloads.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 12996
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 1
; TotalNumVgprs: 33
; ScratchSize: 432
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 1
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
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
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           manyloads
    .private_segment_fixed_size: 448
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         manyloads.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
