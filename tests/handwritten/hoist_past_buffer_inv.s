	s_mov_b32 s6, 4096
	s_mov_b32 s7, 0x27000
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s9, 0
	s_mov_b64 s[20:21], s[4:5]
	s_mov_b32 s22, 4096
	s_mov_b32 s23, 0x27000
	buffer_load_dwordx4 v[28:31], v0, s[4:7], 0 offen offset:0
.LBB0_1:
	s_lshl_b32 s12, s9, 6
	v_add_u32_e32 v2, s12, v0
	s_waitcnt vmcnt(0)
	ds_write_b128 v1, v[28:31] offset:2048
	buffer_load_dwordx4 v[8:11], v2, s[4:7], 0 offen offset:0
	v_add_u32_e32 v3, 16, v2
	buffer_load_dwordx4 v[12:15], v3, s[4:7], 0 offen offset:0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v1, v[8:11] offset:0
	ds_write_b128 v1, v[12:15] offset:1024
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[8:11], v1 offset:16
	ds_read_b128 v[12:15], v1 offset:1040
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_f16 v[16:19], v[8:9], v[12:13], v[16:19]
	v_mfma_f32_16x16x16_f16 v[16:19], v[10:11], v[14:15], v[16:19]
	v_add_u32_e32 v5, 32, v2
	buffer_inv sc1
	buffer_load_dwordx4 v[28:31], v5, s[4:7], 0 offen offset:0
	s_add_u32 s9, s9, 1
	s_cmp_lt_u32 s9, 8
	s_cbranch_scc1 .LBB0_1
	s_nop 7
	buffer_store_dwordx4 v[16:19], v0, s[20:23], 0 offen offset:0
	s_endpgm
