"""Hand-written assembly the post-emit pass once miscompiled (session 81's adversarial round).

Each ``tests/handwritten/<name>.s`` is a whole gfx950 kernel (kernel arguments: A u32[4096],
B f32[4096], C and D u32[4096] zeroed, then two ints n = 5 and m = 3) written the way a
kernel author might and a compiler would not. The pass (default options) must leave it
checker-clean, assembling, and computing what the input computes: the input run plainly
and the output run timing-aware on the same seeded buffers write identical bytes with no
poison. Where the emulator cannot show the difference, the test says what it checks instead.

What each one found (fixed in the module named):

- ``bitset_dce``: ``s_bitset0/1`` keeps the other bits of its destination; modelled as a
  full write, dead-code elimination deleted the ``s_mov`` that set them (``isa.opcodes``).
- ``sdwa_default_preserve``: an SDWA write with ``dst_unused`` left out is
  ``UNUSED_PRESERVE`` (llvm-mc's default); modelled (and emulated) as padding, the value it
  keeps was deleted (``isa.opcodes``, ``sim.emu_valu``).
- (the round's six loop-trip reproducers — 16-bit immediates read unsigned, a counter's
  initial value taken in layout order, a shifted ``s_cmpk`` past its field — live in
  ``tests/fixtures/asm/tripcount/``, tested by ``tests/test_unroll.py``)
- ``writelane_inactive_lane_dce``: a 32-thread workgroup's waves start with lanes off;
  ``v_writelane`` / ``v_readlane`` reach those lanes whatever EXEC says, so a later full-EXEC
  write does not end the earlier value there (``passes.dce``).
- ``rotate_moving_base_oob``: a load rotated one iteration early through a buffer whose base
  the loop advances read past the buffer: the range check bounds the offset from the
  moving base (``passes.rotate``).
- ``mov_b64_literal_negative`` / ``_hex`` (a second round): ``s_mov_b64 s[20:21], -1000`` and
  ``..., 0xfffffc18`` assemble to the same bytes (one literal dword), but the trip count read the
  first sign-extended to 64 bits and the second zero-extended: one unrolled by two, the other
  flattened for another count. The high dword of a non-inline literal is now unknown
  (``sim.cycles_trace``); the loop with its counter there stays a loop.
- ``raw_long_word_dce``: a ``.long`` word inside the code is an instruction the model cannot
  see; the pass now refuses such a kernel by name (``passes.common``).
- ``remat_across_setreg_mode``: rematerialisation moved float work past an ``s_setreg`` of
  MODE (round toward zero); a kernel with ``s_setreg`` is now opaque to the moving
  transformations (``passes.common.has_opaque_code``). The emulator does not model MODE, so
  the test checks the order instead.
- ``dcache_inv_after_store`` (a second round): a vector store, ``vmcnt(0)``, ``s_dcache_inv``,
  then an ``s_load`` of the stored buffer. The DB knew only ``buffer_wbl2`` / ``buffer_inv`` as
  cache control, so the waitcnt pass dropped the author's wait (and the checker, reading the
  same rows, agreed). ``s_dcache_inv`` is now an invalidate row of the DB
  (``smem_cache_invalidate``): every earlier vector-memory operation retires before it. The
  emulator has no scalar cache, so the test checks the wait instead.
- ``dcache_wb_after_scalar_store`` (found while fixing the previous one): ``s_store_dword``,
  ``s_dcache_wb``, ``lgkmcnt(0)``, then a ``global_load`` of the stored address. The pass
  dropped the wait (no register links the writeback to the load). ``s_dcache_wb`` is now a
  writeback row (``smem_cache_writeback``), complete on its own counter (lgkmcnt) before the
  next memory operation, in the pass and the checker alike.
- ``smfmac_index_zero_fold`` (a third round): an ``v_smfmac``'s fourth operand is its sparsity
  index, not an accumulator; zeroed by a move, it was folded to the constant 0 as an MFMA's
  srcC is, which llvm-mc rejects (``passes.common.fold_zero_accumulators`` now asks the role).
- ``rotate_strided_buffer_oob`` (a third round): a K loop's buffer load through a descriptor
  with a stride (dword 1 bits 29:16). The range check then tests the index, not the offset,
  so the load rotated one iteration early read past the buffer. Rotation now proves the
  stride and ADD_TID fields 0 (``passes.rotate._field_zero``).
- ``fma_f16_keeps_high_half_dce`` (a third round): gfx9's ``v_fma_f16`` (with ``v_mad_f16``,
  ``v_mad_u16/i16``, ``v_div_fixup_f16``, ``v_madak/madmk_f16``) writes one half of its
  VGPR; LLVM does not count on the other half being zeroed. Modelled as a whole write, DCE
  deleted the move that set the high half the store then read. Now read as kept
  (``isa.opcodes``). The emulator zeroes that half, so the test checks the move instead.
- ``rotate_lds_private_rows`` (a third round's lead): two waves, each writing and reading its
  own LDS rows, no barrier. LDS-phase rotation's extra last-iteration ``ds_write`` lands one
  row past a wave's rows, in the other wave's, which may still read them; the pass checked
  only its own wave. With more than one wave the phase now needs an ``s_barrier`` before its
  first LDS write (``passes.rotate_lds``). The cycle model did not keep that rotation here,
  so the test asks the rotation itself.
- ``undeclared_vgpr`` / ``undeclared_agpr`` (a fourth round, gfx942): code naming ``v40`` (or
  ``a3``) beyond what the descriptor declares: llvm-mc assembles it, the checker passed it and
  the pass failed after its work with a ``RuntimeError`` blaming itself. The input is now held
  to the same rule first, an ``AsmParseError`` naming the line
  (``passes.common.check_input_declared_registers``), and the checker reports it
  (``check.checker.check_declared_registers``, kind "resources").
- ``function_jump_table`` (a fourth round, gfx942): a function jumping inside itself through
  ``s_getpc_b64`` + ``.Ltarget-.Lpc`` + ``s_setpc_b64``. Every ``s_setpc_b64`` of a function was
  taken as a return, so the target block had no predecessor: its entry wait and the author's
  ``s_nop`` before the jump (VALU writes SGPR, the target's load reads it) were dropped. A unit
  that uses one of its labels as a value now passes through as written (``passes.common.unmodelled``).
- ``virtual_under_budget`` (a fourth round, gfx942): a kernel on virtual registers (three values
  live) declaring 32 VGPRs, under ``max_vgprs=16``, was refused by the input's budget check
  with reasons that did not hold; what it declares does not count before the allocation,
  which places its values within the budget (``passes.pipeline``).
- ``propagate_below_next_free`` (a fifth round, clang-22 -O0 of many loads, gfx942): the
  descriptor declares 6 VGPRs with the accumulator offset at 8 (no AGPRs); copy propagation
  placed a value in v6, below the offset but past the total, and the pass failed after its
  work. The registers a wave owns are below both (``passes.propagate``).
- ``release_fence_lds_flag`` (the session-82 review; fixed in session 83): clang-22 -O3 gfx942
  of ``l[tid] = x; fence(release, workgroup); atomic store(p, 1, relaxed)``. LLVM's fence is
  only ``s_waitcnt lgkmcnt(0)`` between the ``ds_write`` and the flag's ``global_store ... sc0``;
  the pass dropped input waits and found no dependence, so it issued the flag before the LDS
  data (another wave may see the flag and read stale LDS). Now the flag is an ordered access
  (DB ``waitcnt_rules.ordered_access``): no memory operation crosses it, and the input's zero
  waits since the last ordered access are kept as its release mark, which the waitcnt pass
  honours and the checker checks.
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import numpy as np
import pytest

from wave_asm_ext.check import check_program
from wave_asm_ext.errors import AsmParseError
from wave_asm_ext.isa import parse_asm, print_program
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.target import load_target

HERE = Path(__file__).parent / "handwritten"
TARGET = "gfx950"

#: name -> (workgroups, threads per workgroup) of its launch
EMULATED = {
    "bitset_dce": (1, 64),
    "sdwa_default_preserve": (1, 64),
    "writelane_inactive_lane_dce": (2, 32),
    "rotate_moving_base_oob": (1, 64),
    "rotate_strided_buffer_oob": (1, 64),
    "rotate_lds_private_rows": (1, 128),
}


def _text(name: str) -> str:
    return (HERE / f"{name}.s").read_text()


def _symbol(text: str) -> str:
    return re.search(r"^(\w+):", text, re.M).group(1)


def _scheduled(name: str) -> str:
    program, _ = run_postpass(parse_asm(_text(name), str(HERE / f"{name}.s")), TARGET, {"jobs": 0})
    return print_program(program)


def _args():
    rng = np.random.default_rng(0)
    return [rng.integers(0, 2**32, 4096, dtype=np.uint64).astype(np.uint32),
            rng.uniform(-1, 1, 4096).astype(np.float32),
            np.zeros(4096, np.uint32), np.zeros(4096, np.uint32), 5, 3]


def _run(text: str, grid: int, block: int, timing_aware: bool):
    from wave_asm_ext.sim.emulator import emulate

    args = _args()
    res = emulate(text, kernel=_symbol(text), args=args, grid=(grid, 1, 1), block=(block, 1, 1),
                  target=TARGET, timing_aware=timing_aware)
    return [a for a in args if isinstance(a, np.ndarray)], res


def test_every_file_is_tested():
    assert {p.stem for p in HERE.glob("*.s")} == set(EMULATED) | {"raw_long_word_dce", "remat_across_setreg_mode",
                                                               "mov_b64_literal_negative", "mov_b64_literal_hex",
                                                               "dcache_inv_after_store", "dcache_wb_after_scalar_store",
                                                               "smfmac_index_zero_fold", "fma_f16_keeps_high_half_dce",
                                                               "undeclared_vgpr", "undeclared_agpr", "function_jump_table",
                                                               "virtual_under_budget", "propagate_below_next_free",
                                                               "release_fence_lds_flag", "rotate_past_buffer_inv",
                                                               "hoist_past_buffer_inv"}


@pytest.mark.parametrize("name", sorted(EMULATED))
def test_output_computes_what_the_input_computes(name):
    from wave_asm_ext import toolchain

    out = _scheduled(name)
    assert [str(f) for f in check_program(parse_asm(_text(name)), load_target(TARGET))] == []
    assert [str(f) for f in check_program(parse_asm(out), load_target(TARGET))] == []
    with tempfile.TemporaryDirectory() as d:
        assert toolchain.assemble(out, TARGET, Path(d) / "k.o").stat().st_size > 0
    grid, block = EMULATED[name]
    want, _ = _run(_text(name), grid, block, timing_aware=False)
    got, res = _run(out, grid, block, timing_aware=True)
    assert not res.any_poison and not res.events, res.events[:3]
    for i, (w, g) in enumerate(zip(want, got)):
        assert w.tobytes() == g.tobytes(), f"{name}: buffer {i} differs at {np.flatnonzero(w != g)[:8]}"


def test_kept_values_stay():
    """The two partial writes keep the instruction that set what they keep (the emulator
    shows the SDWA one; the bitset one is scalar and shows in the stored value too)."""
    assert "s_mov_b32 s14, 0x1234" in _scheduled("bitset_dce")
    assert "v_mov_b32_e32 v2, 0x1234" in _scheduled("sdwa_default_preserve")


def test_raw_code_words_are_refused_by_name():
    with pytest.raises(AsmParseError, match=r"raw code words '\.long 0x680c0a87'.*--no-postpass") as e:
        _scheduled("raw_long_word_dce")
    assert "raw_long_word_dce.s:" in str(e.value)


def test_float_work_stays_on_its_side_of_a_mode_change():
    """Every float instruction before the ``s_setreg`` of MODE in the input is before it in the
    output (round-toward-zero would change its results after it)."""
    def before_setreg(text: str) -> list[str]:
        body = text[text.index(f"{_symbol(text)}:"):]
        head = body[:body.index("s_setreg")]
        return sorted(ln.split()[0] + " " + " ".join(ln.split()[1:]) for ln in head.splitlines()
                      if re.match(r"\s*v_(cvt|mul|add|fma)_f32", ln))
    want = before_setreg(_text("remat_across_setreg_mode"))
    assert want, "the reproducer lost its float work"
    assert before_setreg(_scheduled("remat_across_setreg_mode")) == want


def test_one_encoding_one_trip_count():
    """Two spellings of one encoding get one program: the loop whose counter is the high
    dword of an ``s_mov_b64`` literal is neither unrolled nor flattened (its count is not
    known without the operand's extension rule), and the two outputs are the same code."""
    outs = [_scheduled(n).splitlines() for n in ("mov_b64_literal_negative", "mov_b64_literal_hex")]
    assert [sum(ln.strip().startswith("v_mfma") for ln in o) for o in outs] == [1, 1]
    assert [ln for ln in outs[0] if "s_mov_b64" not in ln] == [ln for ln in outs[1] if "s_mov_b64" not in ln]


def test_a_vector_store_completes_before_a_scalar_cache_invalidate():
    """``global_store_dword`` to a buffer, ``s_waitcnt vmcnt(0)``, ``s_dcache_inv``, then an
    ``s_load`` of the same buffer: without the wait the scalar reload may reach memory before
    the store does and read the old value. The output must keep a vmcnt(0) between the store
    and the invalidate (a second adversarial round found it dropped)."""
    out = _scheduled("dcache_inv_after_store").splitlines()
    store = next(i for i, ln in enumerate(out) if "global_store_dword v1, v3" in ln)
    inv = next(i for i, ln in enumerate(out) if ln.strip().split(";")[0].strip() == "s_dcache_inv")
    assert any(re.search(r"s_waitcnt\b.*vmcnt\(0\)", ln) for ln in out[store + 1:inv])


def test_the_checker_flags_a_scalar_cache_invalidate_before_the_store_completes():
    """The same kernel with the author's ``vmcnt(0)`` removed: the checker (its own reading of
    the DB row ``smem_cache_invalidate``) reports the store still outstanding at the invalidate,
    and the input with the wait is clean."""
    target = load_target(TARGET)
    text = _text("dcache_inv_after_store")
    assert [str(f) for f in check_program(parse_asm(text), target)] == []
    broken = text.replace("\ts_waitcnt vmcnt(0)\n\ts_dcache_inv", "\ts_dcache_inv")
    assert broken != text
    found = [str(f) for f in check_program(parse_asm(broken), target)]
    assert any("s_dcache_inv" in f and "global_store_dword" in f for f in found), found


def test_a_scalar_cache_writeback_completes_before_the_next_memory_operation():
    """``s_store_dword``, ``s_dcache_wb``, then a ``global_load`` of the stored address: the
    output waits lgkmcnt(0) between the writeback and the load, and the checker flags the
    input with that wait removed (the emulator has no scalar stores, so no run)."""
    out = _scheduled("dcache_wb_after_scalar_store").splitlines()
    wb = next(i for i, ln in enumerate(out) if ln.strip().split(";")[0].strip() == "s_dcache_wb")
    load = next(i for i, ln in enumerate(out) if "global_load_dword v4" in ln)
    assert wb < load and any(re.search(r"s_waitcnt\b.*lgkmcnt\(0\)", ln) for ln in out[wb + 1:load])
    target = load_target(TARGET)
    text = _text("dcache_wb_after_scalar_store")
    assert [str(f) for f in check_program(parse_asm(text), target)] == []
    assert [str(f) for f in check_program(parse_asm("\n".join(out)), target)] == []
    broken = text.replace("\ts_dcache_wb\n\ts_waitcnt lgkmcnt(0)\n", "\ts_dcache_wb\n")
    assert broken != text
    found = [str(f) for f in check_program(parse_asm(broken), target)]
    assert any("fence" in f and "global_load_dword" in f and "s_dcache_wb" in f for f in found), found


def test_an_smfmac_sparsity_index_stays_a_register():
    """The zeroed index VGPR of ``v_smfmac`` is not folded to an inline 0 (its accumulator is
    vdst): the output keeps the register, is checker-clean and assembles. (The emulator
    refuses the all-zero index pair, an invalid 2:4 pattern, so no run.)"""
    from wave_asm_ext import toolchain

    out = _scheduled("smfmac_index_zero_fold")
    smfmac = [ln.split() for ln in out.splitlines() if ln.strip().startswith("v_smfmac")]
    assert smfmac and all(re.fullmatch(r"v\d+", parts[-1]) for parts in smfmac), smfmac
    assert [str(f) for f in check_program(parse_asm(out), load_target(TARGET))] == []
    with tempfile.TemporaryDirectory() as d:
        assert toolchain.assemble(out, TARGET, Path(d) / "k.o").stat().st_size > 0


@pytest.mark.parametrize("dword1, rotates", [("s_or_b32 s17, s7, 0x40000", False),   # stride 4
                                             ("s_mov_b32 s17, s7", True),             # a pointer's high dword
                                             ("s_and_b32 s17, s7, 0xffff", True),     # LLVM's mask
                                             ("s_mov_b32 s17, 0x40000", False)])
def test_rotation_needs_a_raw_buffer(dword1, rotates):
    """The strided reproducer's load is issued early (a copy before the loop) exactly when its
    descriptor's stride field is provably 0: from the high dword of a ``global_buffer``
    argument (the metadata says so), through LLVM's ``0xffff`` mask, not through an ``or`` of
    a stride or a constant with one."""
    text = _text("rotate_strided_buffer_oob").replace("s_or_b32 s17, s7, 0x40000", dword1)
    out = print_program(run_postpass(parse_asm(text), TARGET, {"jobs": 0})[0])
    body = out[out.index(f"{_symbol(out)}:"):]
    first_label = re.search(r"^\.L\w+:", body, re.M).start()
    assert ("buffer_load_dword" in body[:first_label]) == rotates


def test_a_16_bit_multiply_add_keeps_the_other_half_of_its_register():
    """The move that sets v5's high half before ``v_fma_f16 v5, ...`` stays: the store reads
    the whole register, whose high half the hardware may keep."""
    out = _scheduled("fma_f16_keeps_high_half_dce")
    assert "v_mov_b32_e32 v5, 0x12340000" in out
    assert [str(f) for f in check_program(parse_asm(out), load_target(TARGET))] == []


@pytest.mark.parametrize("threads, rotates", [(128, False), (64, True)])
def test_lds_phase_rotation_needs_a_barrier_before_its_extra_writes(threads, rotates):
    """The LDS phase (``ds_write``, ``ds_read``) of the private-rows loop moves one iteration
    early only where the workgroup is one wave: with two, the extra write after the last
    iteration would land in the other wave's rows with no barrier between."""
    from wave_asm_ext.passes.rotate_lds import _LdsRotator

    text = _text("rotate_lds_private_rows").replace(".max_flat_workgroup_size: 128",
                                                    f".max_flat_workgroup_size: {threads}")
    kernel = parse_asm(text).kernels[0]
    assert bool(_LdsRotator(kernel, load_target(TARGET)).run()) == rotates


@pytest.mark.parametrize("name, line, what", [("undeclared_vgpr", 14, "next_free_vgpr 16 below v40"),
                                              ("undeclared_agpr", 16, "below offset 16 \\+ 4 AGPRs")])
def test_registers_beyond_the_descriptor_are_refused_by_line(name, line, what):
    """The pass refuses the kernel, and the checker (its own reading of the descriptor)
    reports the same line as a resources finding."""
    with pytest.raises(AsmParseError, match=rf"{name}\.s:{line}: kernel k0: its descriptor does not cover .*{what}"):
        run_postpass(parse_asm(_text(name), str(HERE / f"{name}.s")), "gfx942", {"jobs": 0})
    found = check_program(parse_asm(_text(name), f"{name}.s"), load_target("gfx942"))
    assert [(f.kind, f.check, f.consumer.location) for f in found] == [("resources", "undeclared_register",
                                                                        f"{name}.s:{line}")]


def test_the_checker_takes_the_lower_of_the_offset_and_the_total_without_agprs():
    """No AGPRs: ``next_free_vgpr`` may stop below the 4-aligned accumulator offset, and the
    wave owns only what it counts (the checker took the offset and under-reported; the pass
    already refused such input)."""
    text = (_text("undeclared_vgpr").replace("v40", "v12").replace(".amdhsa_next_free_vgpr 16", ".amdhsa_next_free_vgpr 9"))
    found = check_program(parse_asm(text, "u.s"), load_target("gfx942"))
    assert [(f.check, f.required, f.present, f.consumer.location) for f in found] == [
        ("undeclared_register", 13, 9, "u.s:14")]
    with pytest.raises(AsmParseError, match="next_free_vgpr 9 below v12"):
        run_postpass(parse_asm(text, "u.s"), "gfx942", {"jobs": 0})
    assert check_program(parse_asm(text.replace("v12", "v8"), "u.s"), load_target("gfx942")) == []


def test_a_function_with_a_jump_table_passes_through_as_written():
    """The output's code is the input's, the author's ``s_nop 3`` between the
    ``v_readfirstlane_b32`` and the computed jump included."""
    text = _text("function_jump_table")
    program, report = run_postpass(parse_asm(text, "function_jump_table.s"), "gfx942", {"jobs": 0})
    out = print_program(program)
    code = [ln.strip() for ln in text.splitlines() if ln.startswith("\t") and not ln.strip().startswith(".")]
    assert [ln.strip() for ln in out.splitlines() if ln.startswith("\t") and not ln.strip().startswith(".")] == code
    assert "s_nop 3" in code
    assert [str(f) for f in check_program(parse_asm(out), load_target("gfx942"))] == []


def test_virtual_registers_are_allocated_within_a_budget_below_the_declaration():
    program, _ = run_postpass(parse_asm(_text("virtual_under_budget"), "virtual_under_budget.s"),
                              load_target("gfx942").with_vgpr_budget(16), {"jobs": 0})
    k = program.kernels[0]
    assert k.descriptor_int("next_free_vgpr") <= 16
    assert "%v" not in print_program(program)


def test_propagation_stays_within_the_declared_total():
    from wave_asm_ext import toolchain

    out = print_program(run_postpass(parse_asm(_text("propagate_below_next_free"), "p.s"), "gfx942", {"jobs": 0})[0])
    assert [str(f) for f in check_program(parse_asm(out), load_target("gfx942"))] == []
    with tempfile.TemporaryDirectory() as d:
        assert toolchain.assemble(out, "gfx942", Path(d) / "k.o").stat().st_size > 0


def _between(out: str, start: str, end: str, first: str, then: str) -> list[str]:
    """The lines of ``out`` strictly between the first line starting with ``first`` and the
    next one starting with ``then`` and holding its scope bit, in the code from label
    ``start`` to ``end``; fails if ``then`` comes first."""
    body = out[out.index(f"\n{start}"):out.index(end, out.index(f"\n{start}"))].splitlines()
    a = next(i for i, ln in enumerate(body) if ln.strip().startswith(first))
    b = next(i for i, ln in enumerate(body) if ln.strip().startswith(then.split()[0]) and then.split()[1] in ln)
    assert a < b, f"{then} issued before {first}"
    return body[a + 1:b]


def test_a_release_fence_keeps_the_flag_store_after_the_lds_write():
    """Workgroup scope (the kernel): LLVM's fence is only ``s_waitcnt lgkmcnt(0)``."""
    out = print_program(run_postpass(parse_asm(_text("release_fence_lds_flag"), "r.s"), "gfx942", {"jobs": 0})[0])
    assert any("lgkmcnt(0)" in ln for ln in _between(out, "f:", "s_endpgm", "ds_write_b32", "global_store_dword sc0"))
    # the output's mark says what the checker holds the output to
    assert [str(f) for f in check_program(parse_asm(out), load_target("gfx942"))
            if f.check == "release"] == []
    assert re.search(r"ds_write_b32 .*; retired by wait #(\d+)(?s:.*)global_store_dword .* sc0 .*; after (retired by )?wait #\1",
                     out)


def test_an_agent_release_fence_keeps_its_lds_wait():
    """Agent scope (``buffer_wbl2 sc1; s_waitcnt lgkmcnt(0)``): the writeback's own vmcnt
    wait was kept before; the LDS write's lgkmcnt(0) was lost."""
    out = print_program(run_postpass(parse_asm(_text("release_fence_lds_flag"), "r.s"), "gfx942", {"jobs": 0})[0])
    assert any("lgkmcnt(0)" in ln for ln in _between(out, "g:", "s_endpgm", "ds_write_b32", "global_store_dword sc1"))
