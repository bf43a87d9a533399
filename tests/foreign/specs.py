"""Launches and arguments of the foreign-code suite's kernels (tests/foreign/README.md).

``KERNELS`` maps a source (``src/<name>.cl``, one kernel each) to a :class:`Kernel`:
its symbol, the targets it is compiled for, its launch (block threads, grid workgroups,
both 1-D) and its arguments in kernarg order, and — for the kernels the functional
emulator cannot run — why not (``checker_only``) and what the emulator's error says
(``rejects``, a regex).

An argument is ``("buf", dtype, count, init)`` (a global buffer; init ``Z`` zeros,
``U(lo, hi)`` uniform floats, ``R(lo, hi)`` integers in [lo, hi), ``SPIDX`` SMFMAC sparse-index
words) or ``("val", x)``
(a by-value scalar). :func:`make` draws the inputs from a seeded generator, so the
original and the scheduled program see the same bytes.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

f32, f64, f16, i16, i32, i64, u32, u8 = (np.float32, np.float64, np.float16, np.int16, np.int32, np.int64, np.uint32,
                                         np.uint8)


def U(lo, hi):
    return ("uniform", lo, hi)


def R(lo, hi):
    return ("randint", lo, hi)


Z = ("zeros",)
#: SMFMAC sparse-index words: every 4-bit field pair of each byte is a valid 2:4 index pair
#: (two distinct positions of a group of 4, ascending, as hipSPARSELt's MI300 notes require;
#: the emulator refuses a pair naming one position twice with a non-zero value)
SPIDX = ("sparse_index",)
_SPARSE_PAIRS = np.array([p0 | p1 << 2 for p0 in range(4) for p1 in range(p0 + 1, 4)], np.uint32)
BOTH = ("gfx942", "gfx950")


@dataclass(frozen=True)
class Kernel:
    block: int
    grid: int
    args: tuple
    symbol: str | None = None          # defaults to the source name
    targets: tuple = BOTH
    checker_only: str | None = None    # why the emulator cannot run it (None: it can)
    rejects: str | None = None         # checker-only: regex the emulator's error matches


_MFMA_F8B = (("buf", f16, 512, U(-1, 1)), ("buf", f16, 512, U(-1, 1)),
             ("buf", i32, 512, R(-2**31, 2**31 - 1)), ("buf", f32, 256, Z), ("buf", f32, 256, Z))
_ROT = (("buf", i32, 1024, R(-100, 100)), ("buf", i32, 64, Z), ("val", 10))
_CALL_ARGS = (("buf", f32, 256, U(-1, 1)), ("buf", f32, 256, Z))
_CALL = ("a call to a non-inlined function: s_getpc/s_add_u32 with a @rel32 relocation "
         "and s_swappc_b64, which the emulator does not resolve")

KERNELS: dict[str, Kernel] = {
    "nested_loops": Kernel(64, 4, (("buf", i32, 256, R(0, 64)), ("buf", f32, 256, U(-1, 1)), ("buf", f32, 256, Z))),
    "divergent_loop_branch": Kernel(64, 4, (("buf", f32, 256, U(-1, 1)), ("buf", f32, 256, Z), ("buf", i32, 256, Z),
                                            ("val", 13))),
    "lds_loop": Kernel(256, 2, (("buf", f32, 512, U(-1, 1)), ("buf", f32, 512, Z), ("val", 5))),
    "atomics2": Kernel(256, 2, (("buf", i32, 512, R(0, 1000)), ("buf", i32, 16, Z), ("buf", i32, 512, Z),
                                ("buf", i32, 18, Z))),
    "scalar_args": Kernel(64, 4, (("buf", f32, 1024, U(-1, 1)), ("buf", f32, 64, U(-1, 1)), ("buf", f32, 256, Z),
                                  ("val", 37), ("val", 0.5), ("val", 7))),
    "i64_math": Kernel(64, 4, (("buf", i64, 256, R(-2**40, 2**40)), ("buf", i64, 256, R(-2**40, 2**40)),
                               ("buf", i64, 256, Z), ("val", 123456789012))),
    "f64_math": Kernel(64, 4, (("buf", f64, 256, U(-2, 2)), ("buf", f64, 256, U(-2, 2)), ("buf", f64, 256, Z))),
    "half2_math": Kernel(64, 4, (("buf", f16, 512, U(-1, 1)), ("buf", f16, 512, U(-1, 1)), ("buf", f16, 512, Z))),
    "int_div": Kernel(64, 4, (("buf", i32, 256, R(-10**6, 10**6)), ("buf", i32, 256, R(-1000, 1000)),
                              ("buf", i32, 256, Z), ("buf", i64, 256, Z))),
    "select_chain": Kernel(64, 4, (("buf", f32, 256, U(-1, 1)), ("buf", i32, 256, R(-200, 200)), ("buf", f32, 256, Z),
                                   ("buf", i32, 256, Z))),
    "crosslane": Kernel(64, 4, (("buf", i32, 256, R(-1000, 1000)), ("buf", i32, 256, Z), ("buf", i32, 256, Z),
                                ("buf", i32, 256, Z))),
    "spill": Kernel(64, 4, (("buf", i32, 256, R(0, 1000)), ("buf", f32, 256, U(-1, 1)), ("buf", f32, 256, Z))),
    "reg_pressure": Kernel(64, 4, (("buf", f32, 1024, U(-1, 1)), ("buf", f32, 256, Z))),
    "reg_spill": Kernel(64, 4, (("buf", f32, 1024, U(-1, 1)), ("buf", f32, 256, Z))),
    "mfma_readback": Kernel(64, 1, (("buf", f16, 1024, U(-1, 1)), ("buf", f16, 1024, U(-1, 1)), ("buf", f32, 256, Z),
                                    ("buf", f32, 256, Z))),
    "mfma_f8b_gfx950": Kernel(64, 1, _MFMA_F8B, targets=("gfx950",)),
    "f8_gfx942": Kernel(64, 1, (("buf", i64, 256, R(-2**62, 2**62)), ("buf", i64, 256, R(-2**62, 2**62)),
                                ("buf", f32, 256, Z), ("val", 3)), symbol="f8_mfma"),
    "global_load_lds": Kernel(256, 2, (("buf", i32, 512, R(-1000, 1000)), ("buf", i32, 512, Z))),
    "buffer_ops": Kernel(64, 4, (("buf", i32, 256, R(-1000, 1000)), ("buf", i32, 256, Z))),
    "waterfall": Kernel(64, 4, (("buf", i32, 256, R(-1000, 1000)), ("buf", i32, 256, R(-1000, 1000)),
                                ("buf", i32, 256, R(0, 100)))),
    "sched_group": Kernel(64, 1, (("buf", f16, 1024, U(-1, 1)), ("buf", f16, 1024, U(-1, 1)), ("buf", f32, 256, Z),
                                  ("val", 5))),
    "alias_loop": Kernel(64, 4, (("buf", f32, 256 * 8, U(-1, 1)), ("buf", i32, 64, R(0, 8)),
                                 ("buf", f32, 256 * 40, U(-1, 1)), ("val", 37))),
    "alias_loop_lds": Kernel(64, 1, (("buf", f32, 512, U(-1, 1)), ("buf", i32, 64, R(0, 8)), ("buf", f32, 64, Z),
                                     ("val", 37))),
    "loop_gload_vsum": Kernel(64, 4, (("buf", f32, 4 * 256 * 12, U(-1, 1)), ("buf", f32, 256, Z),
                                      ("buf", f32, 256 * 12, Z), ("val", 11))),
    "gemm_lds_loop": Kernel(256, 1, (("buf", f32, 16 * 16 * 6, U(-1, 1)), ("buf", f32, 16 * 16 * 6, U(-1, 1)),
                                     ("buf", f32, 256, Z), ("buf", f32, 256 * 6, Z), ("val", 6))),
    "inline_asm": Kernel(64, 4, (("buf", i32, 256, R(-1000, 1000)), ("buf", i32, 256, Z))),
    "rot_alias": Kernel(64, 1, _ROT),
    "rot_plain": Kernel(64, 1, _ROT),
    "rot_gstore": Kernel(64, 1, _ROT),
    "wg_reduce_loop": Kernel(128, 8, (("buf", f32, 1024, U(-0.3, 0.5)), ("buf", f32, 8, Z), ("buf", i32, 1, Z))),
    # session 46's campaign: MFMA K loops shaped unlike Wave's (runtime trip counts, one that
    # runs zero times, hand double-buffered LDS, two 32x32 accumulators, bf16, an atomic
    # epilogue) and scalar loads in a loop whose LDS read LLVM addresses with a negative base
    "mfma_lds_double_buffer": Kernel(256, 1, (("buf", f16, 32 * 16 * 6, U(-1, 1)), ("buf", f16, 16 * 6 * 32, U(-1, 1)),
                                              ("buf", f32, 1024, Z), ("val", 6))),
    "mfma32_two_acc": Kernel(64, 1, (("buf", f16, 2048, U(-1, 1)), ("buf", f16, 2048, U(-1, 1)), ("buf", f32, 2048, Z),
                                     ("val", 3))),
    "mfma_zero_trip": Kernel(64, 1, (("buf", f16, 1024, U(-1, 1)), ("buf", f16, 1024, U(-1, 1)), ("buf", f32, 256, Z),
                                     ("val", 0), ("val", 0.5))),
    "smem_loop_lds_wrap": Kernel(128, 2, (("buf", f32, 4096, U(-1, 1)), ("buf", f32, 16, U(-1, 1)),
                                          ("buf", i32, 16, R(0, 32)), ("buf", f32, 256, Z), ("val", 9))),
    # bf16 operands as int16 bit patterns of values in [2^-7, 1) (no NaN or infinity)
    "bf16_mfma_gfx950": Kernel(64, 1, (("buf", i16, 2048, R(0x3C00, 0x3F80)), ("buf", i16, 2048, R(0x3C00, 0x3F80)),
                                       ("buf", f32, 256, Z), ("val", 3)), targets=("gfx950",)),
    "mfma_atomic_epilogue": Kernel(64, 2, (("buf", f16, 1024, U(-1, 1)), ("buf", f16, 1024, U(-1, 1)),
                                           ("buf", i32, 256, R(-50, 50)), ("val", 4))),
    # the same campaign's second round: an MFMA -> VALU -> MFMA chain (gfx942's v_fma_mix*),
    # DPP and ds_swizzle over MFMA results, a readfirstlane'd address, s_setprio / s_sleep
    "attn_chain": Kernel(64, 1, (("buf", f16, 256, U(-1, 1)), ("buf", f16, 1024, U(-1, 1)), ("buf", f16, 1024, U(-1, 1)),
                                 ("buf", f32, 256, Z), ("val", 5), ("val", 0.25))),
    "dpp_max_loop": Kernel(64, 1, (("buf", f16, 1024, U(-1, 1)), ("buf", f16, 1024, U(-1, 1)), ("buf", f32, 256, Z),
                                   ("val", 4))),
    "readlane_addr_loop": Kernel(64, 2, (("buf", i32, 256, R(0, 1000)), ("buf", f32, 4096, U(-1, 1)),
                                         ("buf", f32, 128, Z), ("val", 7))),
    "setprio_loop": Kernel(256, 1, (("buf", f16, 1024, U(-1, 1)), ("buf", f16, 1024, U(-1, 1)), ("buf", f32, 1024, Z),
                                    ("val", 6))),
    # third round: two-level K tiling (an MFMA loop inside an LDS-staging loop), LDS DMA
    # feeding a K loop (the pass carries its MFMA), a uniform branch between two MFMA paths,
    # four 32x32 accumulators (64 registers) read back after the loop
    "nested_mfma_loops": Kernel(64, 1, (("buf", f16, 4096, U(-1, 1)), ("buf", f16, 4096, U(-1, 1)), ("buf", f32, 256, Z),
                                        ("val", 3), ("val", 4))),
    # f16 pairs as int32 bit patterns: the low half a value in [2^-3, 1), the high half +0
    "gload_lds_mfma": Kernel(64, 1, (("buf", i32, 1024, R(0x3000, 0x3C00)), ("buf", i32, 1024, R(0x3000, 0x3C00)),
                                     ("buf", f32, 256, Z), ("val", 2))),
    "uniform_branch_mfma": Kernel(64, 1, (("buf", f16, 1024, U(-1, 1)), ("buf", f16, 1024, U(-1, 1)),
                                          ("buf", i32, 16, R(0, 4)), ("buf", f32, 256, Z), ("val", 9))),
    "agpr_four_acc": Kernel(64, 1, (("buf", f16, 2048, U(-1, 1)), ("buf", f16, 2048, U(-1, 1)), ("buf", f32, 2048, Z),
                                    ("val", 3))),
    # fourth round: constant-trip K loops kept rolled (#pragma nounroll), the shapes the
    # unroll / rotation / carry passes look for (the pass unrolls const_kloop_lds by two)
    "const_kloop_lds": Kernel(256, 1, (("buf", f16, 32 * 128, U(-1, 1)), ("buf", f16, 128 * 32, U(-1, 1)),
                                       ("buf", f32, 1024, Z))),
    # 32 trips: unrolled by four where two trips of the SIMD's waves are shorter than a DRAM miss
    "const_kloop_lds_long": Kernel(256, 1, (("buf", f16, 32 * 512, U(-1, 1)), ("buf", f16, 512 * 32, U(-1, 1)),
                                            ("buf", f32, 1024, Z))),
    "const_kloop_direct": Kernel(64, 1, (("buf", f16, 12 * 64 * 4, U(-1, 1)), ("buf", f16, 12 * 128 * 4, U(-1, 1)),
                                         ("buf", f32, 512, Z))),
    "const_kloop_partial_store": Kernel(64, 1, (("buf", f16, 6 * 64 * 4, U(-1, 1)), ("buf", f16, 6 * 64 * 4, U(-1, 1)),
                                                ("buf", f32, 6 * 64, Z), ("buf", f32, 256, Z))),
    # gfx950's transposing LDS read (ds_read_b64_tr_b16) feeding a 16x16x32 K loop; B as int16
    # bit patterns of f16 values in [2^-3, 1)
    "tr16_mfma_gfx950": Kernel(64, 1, (("buf", f16, 2048, U(-1, 1)), ("buf", i16, 2048, R(0x3000, 0x3C00)),
                                       ("buf", f32, 256, Z), ("val", 4)), targets=("gfx950",)),
    # session 47: matrix and packed instructions the earlier rounds had not fed the pass —
    # int8 MFMA (gfx942 16x16x32, gfx950 16x16x64), v_dot2c + v_cvt_pk_fp8_f32, byte-wide LDS
    # (ds_write_b8 / _d16_hi, ds_read_u8) with LDS atomics and a float global atomic (its
    # addends are multiples of 0.25 below 2^11: exact in any order)
    "mfma_i8_loop": Kernel(64, 1, (("buf", i32, 1024, R(-2**31, 2**31 - 1)), ("buf", i32, 1024, R(-2**31, 2**31 - 1)),
                                   ("buf", i32, 256, Z), ("val", 3), ("val", 5))),
    "dot2_fp8_pack": Kernel(64, 1, (("buf", f16, 1024, U(-1, 1)), ("buf", f16, 1024, U(-1, 1)),
                                    ("buf", i32, 64, R(-2**31, 2**31 - 1)), ("buf", i32, 192, Z), ("val", 4))),
    "lds_byte_hist": Kernel(256, 2, (("buf", u8, 4096, R(0, 256)), ("buf", i32, 128, Z), ("buf", f32, 16, Z),
                                     ("val", 9))),
    # sparse v_smfmac_f32_16x16x32_f16 K loop (index words: valid 2:4 pairs) and the 16-block
    # v_mfma_f32_4x4x4_16b_f16; tests/test_emu_mfma_blocks.py checks both against numpy
    "smfmac_loop": Kernel(64, 1, (("buf", f16, 1024, U(-1, 1)), ("buf", f16, 2048, U(-1, 1)),
                                  ("buf", i32, 256, SPIDX), ("buf", f32, 256, Z), ("val", 3))),
    "mfma_4x4_loop": Kernel(64, 1, (("buf", f16, 1024, U(-1, 1)), ("buf", f16, 1024, U(-1, 1)), ("buf", f32, 64, Z),
                                    ("val", 3))),
    # gfx950 block-scaled MFMA, fp8 operands (E8M0 scales 120..135 made in the kernel)
    "mfma_scale_gfx950": Kernel(64, 1, (("buf", i32, 2048, R(-2**31, 2**31 - 1)), ("buf", i32, 2048, R(-2**31, 2**31 - 1)),
                                        ("buf", i32, 256, R(0, 2**16)), ("buf", f32, 256, Z), ("val", 3)),
                                targets=("gfx950",)),
    # LDS DMA without explicit waits (LLVM places the vmcnt): a double-buffered K loop loading
    # the next tile into the other buffer, and MUBUF loads into LDS next to DS stores
    "dma_double_buffer": Kernel(64, 1, (("buf", i32, 1024, R(0x3000, 0x3C00)), ("buf", i32, 1024, R(0x3000, 0x3C00)),
                                        ("buf", f32, 256, Z), ("val", 5))),
    "buffer_lds_dma": Kernel(128, 2, (("buf", i32, 1024, R(-1000, 1000)), ("buf", i32, 128, Z), ("val", 7))),
    # checker-only (see checker_only for why)
    "noinline_call": Kernel(64, 4, _CALL_ARGS, checker_only=_CALL, rejects="relocation"),
    "call_pending": Kernel(64, 4, _CALL_ARGS, checker_only=_CALL, rejects="relocation"),
    "call_return_load": Kernel(64, 4, _CALL_ARGS, checker_only=_CALL, rejects="relocation"),
    "misc_builtins": Kernel(64, 4, (("buf", i32, 256, R(-1000, 1000)), ("buf", i32, 256, Z), ("buf", i32, 256, Z)),
                            checker_only="s_memtime (a scalar-memory read of the clock), not emulated",
                            rejects="s_memtime"),
    # session 54: DGEMM / SGEMM K loops (f64 16x16x4 through LDS, f32 32x32x2, the 4-block f64 4x4x4)
    "dgemm_lds_loop": Kernel(256, 1, (("buf", f64, 32 * 8 * 5, U(-1, 1)), ("buf", f64, 8 * 5 * 32, U(-1, 1)),
                                      ("buf", f64, 1024, Z), ("val", 5), ("val", 0.75))),
    "sgemm_f32_loop": Kernel(64, 1, (("buf", f32, 32 * 2 * 7, U(-1, 1)), ("buf", f32, 2 * 7 * 32, U(-1, 1)),
                                     ("buf", f32, 1024, Z), ("buf", f32, 64, Z), ("val", 7), ("val", 1.5))),
    # session 62: an FP32 MFMA chain, each reading the last one's result as SrcC (no wait)
    "sgemm_f32_chain": Kernel(64, 1, (("buf", f32, 32 * 8 * 5, U(-1, 1)), ("buf", f32, 8 * 5 * 32, U(-1, 1)),
                                      ("buf", f32, 1024, Z), ("val", 5))),
    "dgemm_4x4_loop": Kernel(64, 1, (("buf", f64, 64 * 6, U(-1, 1)), ("buf", f64, 64 * 6, U(-1, 1)),
                                     ("buf", f64, 128, Z), ("val", 6))),
    # session 81: control-flow and addressing shapes the earlier rounds had not fed the pass —
    # several loop exits (two early returns), a do-while on a scalar load made in the loop,
    # inner trip counts set by the outer index, 64-bit pointer carries, atomics' returns as
    # global and LDS addresses, a switch of MFMA / VALU / reset cases, an accumulator stored and
    # reset every few iterations, a packed-f16 + bf16 MFMA epilogue, a ballot / readlane loop,
    # LDS pointer chasing, a global store read back through the same buffer
    "multi_exit_loop": Kernel(64, 4, (("buf", i32, 1024, R(-20, 20)), ("buf", f32, 256, U(0, 1)), ("buf", f32, 256, Z),
                                      ("buf", i32, 256, Z), ("val", 24))),
    "dowhile_smem_trip": Kernel(64, 4, (("buf", i32, 64, R(0, 256)), ("buf", f32, 4096, U(-1, 1)), ("buf", f32, 256, Z))),
    "triangular_nest": Kernel(64, 4, (("buf", f32, 4096, U(-1, 1)), ("buf", f32, 256, Z), ("buf", f32, 4096, Z),
                                      ("val", 6))),
    "ptr64_carry_loop": Kernel(64, 4, (("buf", i64, 1024, R(-2**40, 2**40)), ("buf", i64, 512, Z), ("val", 64),
                                       ("val", 40503), ("val", 10))),
    # one wave: the atomics hand out slots in lane order
    "atomic_index_loop": Kernel(64, 1, (("buf", i32, 1024, R(0, 1000)), ("buf", i32, 2, Z), ("buf", i32, 1024, Z),
                                        ("buf", i32, 66, Z), ("val", 12))),
    "atomic_scan_loop": Kernel(64, 1, (("buf", i32, 1024, R(0, 1000)), ("buf", i32, 1, Z), ("buf", i32, 1024, Z),
                                       ("buf", i32, 64, Z), ("val", 10))),
    "switch_mfma": Kernel(64, 1, (("buf", f16, 1024, U(-1, 1)), ("buf", f16, 1024, U(-1, 1)), ("buf", i32, 16, R(0, 4)),
                                  ("buf", f32, 256, Z), ("val", 12))),
    "mfma_segment_reset": Kernel(64, 1, (("buf", f16, 1024, U(-1, 1)), ("buf", f16, 1024, U(-1, 1)),
                                         ("buf", f32, 1280, Z), ("val", 10), ("val", 3))),
    "mfma_pk_f16_epilogue": Kernel(64, 1, (("buf", f16, 1024, U(-1, 1)), ("buf", f16, 1024, U(-1, 1)),
                                           ("buf", f16, 128, U(-1, 1)), ("buf", f16, 256, Z), ("buf", i16, 256, Z),
                                           ("val", 4))),
    "ballot_loop": Kernel(64, 4, (("buf", i32, 256, R(0, 1000)), ("buf", f32, 256, U(-1, 1)), ("buf", f32, 256, Z),
                                  ("buf", i32, 256, Z))),
    "lds_gather_chain": Kernel(128, 2, (("buf", i32, 512, R(0, 2**20)), ("buf", f32, 512, U(-1, 1)), ("buf", f32, 256, Z),
                                        ("val", 20))),
    # off = 0: each load reads back what this lane just stored (rows 512 floats apart)
    "global_rw_loop": Kernel(64, 2, (("buf", f32, 512 * 10, U(-1, 1)), ("buf", f32, 1024, U(-1, 1)), ("buf", f32, 128, Z),
                                     ("val", 0), ("val", 8))),
    # session 83: memory-model fences written as waits only, and ordered accesses
    "release_lds_flag": Kernel(64, 4, (("buf", i32, 256, R(-1000, 1000)), ("buf", i32, 512, Z), ("buf", i32, 4, Z))),
    "release_then_rmw": Kernel(64, 4, (("buf", i32, 256, R(-1000, 1000)), ("buf", i32, 256, Z), ("buf", i32, 4, Z))),
    "release_agent_flag": Kernel(64, 4, (("buf", i32, 256, R(-1000, 1000)), ("buf", i32, 64, Z), ("buf", i32, 256, Z),
                                         ("buf", i32, 4, Z), ("val", 5))),
    "release_lds_dma": Kernel(64, 4, (("buf", i32, 256, R(-1000, 1000)), ("buf", i32, 512, Z), ("buf", i32, 256, Z))),
    # session 85: the same fence in a loop, its wait counted (vmcnt(1): the previous iteration's store)
    "release_lds_dma_loop": Kernel(64, 4, (("buf", i32, 4 * 5 * 64, R(-1000, 1000)), ("buf", i32, 4 * 5 * 128, Z),
                                           ("buf", i32, 4 * 5, Z), ("val", 5))),
    "acquire_wg_loads": Kernel(64, 4, (("buf", i32, 4, R(0, 100)), ("buf", i32, 256, R(-1000, 1000)),
                                       ("buf", i32, 256, Z))),
    "cas_loop": Kernel(64, 4, (("buf", f32, 256, U(0, 1)), ("buf", i32, 8, Z), ("buf", i32, 1, Z), ("buf", f32, 256, Z),
                                ("buf", i32, 256, Z))),
    # K loops the loop passes take, with twists: an odd constant trip count with a counter
    # select and a half-zero accumulator, two short constant loops on one LDS tile and one
    # accumulator, rotated buffer loads at a data-dependent offset, a carried MFMA next to one
    # whose result VALU reads in the iteration
    "kloop_odd_select": Kernel(128, 1, (("buf", f16, 16 * 112, U(-1, 1)), ("buf", f16, 112 * 32, U(-1, 1)),
                                        ("buf", f32, 512, Z), ("val", 0.375))),
    "kloop_two_short": Kernel(64, 1, (("buf", f16, 16 * 80, U(-1, 1)), ("buf", f16, 80 * 16, U(-1, 1)),
                                      ("buf", f32, 256, Z))),
    "rot_kloop_buffer": Kernel(64, 1, (("buf", f16, 4096, U(-1, 1)), ("buf", f16, 6 * 256 + 512, U(-1, 1)),
                                       ("buf", f32, 256, Z), ("val", 6))),
    "carry_kloop_readback": Kernel(64, 1, (("buf", f16, 1024, U(-1, 1)), ("buf", f16, 1024, U(-1, 1)),
                                           ("buf", f32, 256, Z), ("buf", f32, 64, Z), ("val", 5))),
    "permlane_gfx950": Kernel(64, 4, (("buf", u32, 256, R(0, 2**32)), ("buf", u32, 256, Z)), targets=("gfx950",)),
}


def make(name: str, seed: int = 0) -> tuple[int, int, list]:
    """(block, grid, args) of kernel ``name``: fresh arrays drawn from ``seed``."""
    k = KERNELS[name]
    rng = np.random.default_rng(seed)
    out: list = []
    for a in k.args:
        if a[0] == "val":
            out.append(a[1])
            continue
        _, dt, n, init = a
        if init[0] == "zeros":
            out.append(np.zeros(n, dt))
        elif init[0] == "sparse_index":
            nib = _SPARSE_PAIRS[rng.integers(0, len(_SPARSE_PAIRS), (n, 8))]
            out.append((nib << (4 * np.arange(8, dtype=np.uint32))).sum(axis=1, dtype=np.uint32).view(dt))
        elif init[0] == "uniform":
            out.append(rng.uniform(init[1], init[2], n).astype(dt))
        else:
            out.append(rng.integers(init[1], init[2], n, dtype=np.int64).astype(dt))
    return k.block, k.grid, out
