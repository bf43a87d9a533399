"""The straight-line-loads variant (``kernel_search._finish_chain``, report
``"straight-line loads"``, option ``straight_line_loads``): the search's chosen
program scheduled again with read-only global loads free to cross the barriers *outside
every loop* (``common.straight_line_barriers``), kept where the cycle model finds it faster.

gfx942 512x768x1024 64x64x32 2x2 16x16x16 PREFETCH at its grid (one wave per SIMD): the 31-trip
K loop is unrolled by four and its first three iterations run before it, one after another.
Each such copy issued its tile's loads after its own fragment reads and waited for them
before its next barrier: a whole global-memory latency exposed three times, plus once more
for the loop's first iteration. With the loads free to cross the copies' barriers, they are
all issued near the start of the chain."""

from __future__ import annotations

from pathlib import Path

from test_hoist_carried import _through
from test_loads_ahead import _passed

from wave_asm_ext.check import check_program
from wave_asm_ext.emit import emit_kernel
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.passes.common import straight_line_barriers, straight_line_loads_cross
from wave_asm_ext.target import load_target

FIX = Path(__file__).parent / "fixtures" / "mlir"
PREFETCH_942 = "gfx942_gemm_512x768x1024_b64x64x32_w2x2_16x16x16_prefetch.mlir"


def _loads_before_barrier(block, nth: int) -> int:
    """Global loads of ``block`` before its ``nth`` (1-based) s_barrier."""
    seen = loads = 0
    for inst in block.instructions:
        if inst.base == "s_barrier":
            seen += 1
            if seen == nth:
                return loads
        elif inst.mnemonic.startswith("buffer_load"):
            loads += 1
    return loads


def _without_waits(block) -> list[str]:
    return [i.text() for i in block.instructions if i.base not in ("s_waitcnt", "s_nop")]


def test_the_peeled_copies_loads_are_issued_early_where_that_is_faster():
    """Kept, and the finished program (whole pass) runs 7,856 / 8,420 model clk per wave
    against 7,856 / 10,006 without the variant at an L2 hit / a DRAM miss when written: the
    copies' loads no longer wait out a miss each. The program is clean in the checker,
    computes the product in the timing-aware emulator, and its loop body is the one the
    search chose without the variant (only straight-line code's loads move)."""
    from test_emit_emulate import run_fixture

    prog, k, totals = _passed(PREFETCH_942, "gfx942", {})
    prog_off, k_off, off = _passed(PREFETCH_942, "gfx942", {"straight_line_loads": False})
    verdict = k.schedule["straight-line loads"]
    assert verdict["kept"]
    figs = verdict["model cycles per wave"]
    assert figs["variant"]["dram_miss"] < 0.9 * figs["as it was"]["dram_miss"]
    assert "straight-line loads" not in k_off.schedule
    assert totals["l2_hit"] <= off["l2_hit"] and totals["dram_miss"] < 0.9 * off["dram_miss"]
    kern, kern_off = prog.kernels[0], prog_off.kernels[0]
    assert len(kern.blocks) == len(kern_off.blocks)
    # more of the chain's loads are issued before its second barrier
    assert _loads_before_barrier(kern.blocks[0], 2) > _loads_before_barrier(kern_off.blocks[0], 2)
    loops = [bi for bi in range(len(kern.blocks)) if kern.cfg.loop_depth(bi)]
    assert loops
    for bi in loops:
        assert _without_waits(kern.blocks[bi]) == _without_waits(kern_off.blocks[bi])
    assert check_program(prog, load_target("gfx942")) == []
    err, poison = run_fixture(PREFETCH_942, code=prog.text())
    assert err < 1e-3 and not poison


def test_the_scope_is_the_code_outside_every_loop():
    prog = parse_asm(emit_kernel((FIX / PREFETCH_942).read_text(), "gfx942").text, "<k>")
    k = prog.kernels[0]
    outside = straight_line_barriers(k)
    inside = {id(i) for bi, b in enumerate(k.blocks) if k.cfg.loop_depth(bi)
              for i in b.instructions if i.base == "s_barrier"}
    assert outside and inside and not outside & inside
    assert len(outside) + len(inside) == sum(i.base == "s_barrier" for b in k.blocks for i in b.instructions)
    # as emitted, the prologue's loads precede its barrier: nothing to move
    assert not straight_line_loads_cross(k)
    # unrolled by four, three iterations run before the loop, each loading after a barrier
    k, opts = _through(PREFETCH_942, "gfx942", "unroll")
    (loop,) = opts["_unroll_report"]["gemm"]["loops"]
    assert loop["peeled"] == 3 and loop["peeled_before_loop"]
    assert straight_line_loads_cross(k)


_STORE_BEFORE_BARRIER = """
.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
.text
.globl k
.p2align 8
.type k,@function
k:
  buffer_store_dword v1, v0, s[8:11], 0 offen
  s_barrier
  buffer_load_dword v2, v0, s[4:7], 0 offen
  s_waitcnt vmcnt(0)
  s_endpgm
"""

_LOAD_BEFORE_BARRIER_ONLY = _STORE_BEFORE_BARRIER.replace(
    "  buffer_store_dword v1, v0, s[8:11], 0 offen\n  s_barrier\n  buffer_load_dword v2, v0, s[4:7], 0 offen\n",
    "  buffer_load_dword v2, v0, s[4:7], 0 offen\n  s_barrier\n")


def test_no_load_may_cross_where_a_global_store_reaches_a_barrier():
    """Another wave's store before the barrier may be what this wave's load reads after it:
    the variant does not apply (``common.global_writes_reach_barrier``)."""
    k = parse_asm(_STORE_BEFORE_BARRIER, "<k>").kernels[0]
    assert straight_line_barriers(k)
    assert not straight_line_loads_cross(k)
    # and where no load follows a barrier there is nothing for it to move
    k = parse_asm(_LOAD_BEFORE_BARRIER_ONLY, "<k>").kernels[0]
    assert not straight_line_loads_cross(k)


def test_the_option_is_checked():
    import pytest

    from wave_asm_ext.passes.schedule import Scheduler

    with pytest.raises(ValueError, match="straight_line_loads"):
        Scheduler(load_target("gfx942"), options={"straight_line_loads": "yes"})
