"""The calling convention's memory waits, in the post-emit pass and in the checker.

A function (a unit that returns with ``s_setpc_b64``, ``Kernel.is_callee``) is entered
with its caller's memory operations possibly outstanding and must return with none (DB
``waitcnt_rules.callee_waits_at_entry`` / ``return_waits_for_all``, from LLVM
SIInsertWaitcnts). The pass strips every input wait, so before this was modelled it
dropped LLVM's entry wait of a ``noinline`` callee (its arguments read before the
caller's loads landed) and the wait before a return (the caller read a stale result).
The snippets are what clang-22 -O3 emits for such OpenCL callees and callers.
"""

from __future__ import annotations

import pytest

from wave_asm_ext.check import check_program
from wave_asm_ext.isa import parse_asm, print_program
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.target import load_target

# a callee reading its VGPR arguments, and one returning a loaded value
CALLEE = """
    .text
    .globl helper
    .type helper,@function
helper:
    s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
    v_fma_f32 v0, v0, v1, 1.0
    s_setpc_b64 s[30:31]
"""
LOADER = """
    .text
    .globl ld
    .type ld,@function
ld:
    s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
    v_ashrrev_i32_e32 v3, 31, v2
    v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
    global_load_dword v0, v[0:1], off
    s_waitcnt vmcnt(0)
    s_setpc_b64 s[30:31]
"""
# a caller whose loads are in flight at the call (LLVM leaves the wait to the callee)
CALLER = """
    .text
    .globl caller
    .type caller,@function
caller:
    global_load_dword v0, v[4:5], off
    global_load_dword v1, v6, s[4:5]
    s_getpc_b64 s[0:1]
    s_swappc_b64 s[30:31], s[0:1]
    global_store_dword v[2:3], v0, off
    s_endpgm
"""


@pytest.fixture(scope="module", params=["gfx942", "gfx950"])
def target(request):
    return load_target(request.param)


def _scheduled(text: str, target):
    prog, _ = run_postpass(parse_asm(text, "<t>"), target)
    return prog


def _unit(prog, name):
    return next(k for k in prog.kernels if k.name == name)


def _texts(kernel) -> list[str]:
    return [i.text() for b in kernel.blocks for i in b.instructions]


def test_a_callee_keeps_its_entry_wait_and_the_checker_demands_it(target):
    prog = _scheduled(CALLEE + CALLER, target)
    helper = _texts(_unit(prog, "helper"))
    assert helper[0].startswith("s_waitcnt") and all(f"{c}(0)" in helper[0] for c in ("vmcnt", "expcnt", "lgkmcnt"))
    assert check_program(prog, target) == []
    # without it the checker reports the arguments read before the caller's loads landed
    stripped = CALLEE.replace("    s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)\n", "")
    found = check_program(parse_asm(stripped, "<t>"), target)
    assert found and {f.check for f in found} == {"entry"}
    assert {f.unit for f in found} == {"vmcnt", "expcnt", "lgkmcnt"}


def test_a_return_waits_for_the_value_it_returns(target):
    prog = _scheduled(LOADER, target)
    ld = _texts(_unit(prog, "ld"))
    assert ld[-1].startswith("s_setpc_b64") and ld[-2] == "s_waitcnt vmcnt(0)"
    assert check_program(prog, target) == []
    stripped = LOADER.replace("    s_waitcnt vmcnt(0)\n    s_setpc", "    s_setpc")
    found = check_program(parse_asm(stripped, "<t>"), target)
    assert [f.check for f in found] == ["return"]
    assert found[0].producer.text.startswith("global_load_dword")


def test_nothing_is_outstanding_after_a_call(target):
    """The callee waited for the caller's loads when it started: the store after the call
    needs no wait for v0 (which by then holds the callee's result, not the load's)."""
    caller = _texts(_unit(_scheduled(CALLER, target), "caller"))
    after = caller[caller.index(next(t for t in caller if t.startswith("s_swappc"))) + 1:]
    assert not any(t.startswith("s_waitcnt") for t in after)


def test_a_labelled_snippet_is_not_a_callee(target):
    """No s_setpc_b64 (it ends the program): no calling-convention wait is added."""
    prog = _scheduled("k:\n v_add_u32_e32 v1, v2, v3\n s_endpgm\n", target)
    assert not prog.kernels[0].is_callee
    assert not any(t.startswith("s_waitcnt") for t in _texts(prog.kernels[0]))
    assert "s_waitcnt" not in print_program(prog)


def test_a_call_argument_keeps_its_register(target):
    """The callee reads v[0:1]; no operand of s_swappc_b64 names them, so renaming the
    value that lands there (block-local in the model's view) was a miscompile: a kernel
    with a call is scheduled around it, never renamed or transformed."""
    src = """
    .text
    .globl k
    .type k,@function
k:
    s_load_dwordx4 s[4:7], s[0:1], 0x0
    v_lshl_add_u32 v1, s2, 6, v0
    v_lshlrev_b32_e32 v40, 2, v1
    s_waitcnt lgkmcnt(0)
    v_mov_b32_e32 v5, s5
    v_add_co_u32_e32 v0, vcc, s4, v40
    v_addc_co_u32_e32 v1, vcc, 0, v5, vcc
    s_getpc_b64 s[16:17]
    s_swappc_b64 s[30:31], s[16:17]
    global_store_dword v40, v0, s[6:7]
    s_endpgm
""" + CALLEE
    prog = _scheduled(src, target)
    texts = _texts(_unit(prog, "k"))
    assert any(t.startswith("v_add_co_u32_e32 v0, vcc, s4, v40") for t in texts)
    assert any(t.startswith("v_addc_co_u32_e32 v1, vcc, 0, v5, vcc") for t in texts)
    assert "global_store_dword v40, v0, s[6:7]" in texts
    assert check_program(prog, target) == []


@pytest.mark.parametrize("body,why", [
    ("s_mov_b32 m0, 1\n    s_movrels_b32 s22, s20", "s_movrels_b32"),
    ("s_set_gpr_idx_on s13, gpr_idx(SRC0)\n    v_mov_b32_e32 v5, v8\n    s_set_gpr_idx_off", "s_set_gpr_idx_on"),
    ("s_getpc_b64 s[10:11]\n    s_add_u32 s10, s10, 16\n    s_addc_u32 s11, s11, 0\n    s_setpc_b64 s[10:11]",
     "s_setpc_b64"),
])
def test_code_the_model_cannot_describe_is_left_as_written(body, why):
    """Registers indexed at run time (M0, the GPR index mode) and jumps through a computed
    address inside a kernel: no def/use set or CFG edge describes them, so dead-code
    removal, scheduling and re-derived waits went wrong (a 'dead' s_mov that s_movrels
    read was deleted; code moved into a getpc..setpc window with a literal offset). Such a
    unit passes through unchanged, and the report says why."""
    from wave_asm_ext.passes import run_postpass

    src = f"""
k:
    global_load_dword v3, v2, s[4:5]
    s_waitcnt vmcnt(0)
    s_mov_b32 s20, 100
    s_mov_b32 s21, 200
    v_add_u32_e32 v10, 2, v3
    {body}
    v_add_u32_e32 v3, s22, v3
    global_store_dword v2, v3, s[6:7]
    s_endpgm
"""
    prog, rep = run_postpass(parse_asm(src, "<t>"), load_target("gfx942"))
    assert _texts(prog.kernels[0]) == _texts(parse_asm(src).kernels[0])
    assert why in rep.kernels[0].left_as_written and "<t>:" in rep.kernels[0].left_as_written
    assert "left as written" in rep.summary()


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_memory_model_fences_around_cache_control(target):
    """buffer_wbl2 / buffer_inv are the memory model's fences (LLVM AMDGPUUsage, GFX942):
    a release is 'buffer_wbl2; s_waitcnt vmcnt(0)' before the releasing store, an acquire
    'load; s_waitcnt vmcnt(0); buffer_inv'. The pass stripped those waits (no register
    dependence shows them) and the checker did not notice: a flag store could become
    visible before the data it releases."""
    from wave_asm_ext.passes import run_postpass

    tgt = load_target(target)
    src = """
k:
    global_store_dword v2, v1, s[4:5]
    buffer_wbl2 sc0 sc1
    s_waitcnt vmcnt(0)
    global_store_dword v6, v5, s[6:7] sc0 sc1
    global_load_dword v7, v6, s[8:9] sc0 sc1
    s_waitcnt vmcnt(0)
    buffer_inv sc0 sc1
    global_load_dword v8, v2, s[4:5]
    s_waitcnt vmcnt(0)
    global_store_dword v2, v8, s[6:7]
    s_endpgm
"""
    assert check_program(parse_asm(src, "<t>"), tgt) == []          # LLVM's sequences are clean
    prog, _ = run_postpass(parse_asm(src, "<t>"), tgt)
    texts = _texts(prog.kernels[0])
    wbl2, inv = texts.index("buffer_wbl2 sc0 sc1"), texts.index("buffer_inv sc0 sc1")
    assert texts[wbl2 + 1] == "s_waitcnt vmcnt(0)"                  # release: after the writeback
    assert texts[inv - 1] == "s_waitcnt vmcnt(0)"                   # acquire: the load completes first
    assert texts[inv + 1].startswith("global_load_dword v8")          # later loads: behind the invalidate
    assert check_program(prog, tgt) == []
    stripped = src.replace("    buffer_wbl2 sc0 sc1\n    s_waitcnt vmcnt(0)\n", "    buffer_wbl2 sc0 sc1\n")
    found = check_program(parse_asm(stripped, "<t>"), tgt)
    assert [f.check for f in found] == ["fence"]


def test_a_jump_inside_a_kernel_is_not_a_return():
    """s_setpc_b64 returns only from a function; in a kernel it jumps through a computed
    address, and a load still in flight there is not a finding (it was a false positive
    of the return rule)."""
    src = """
k:
    global_load_dword v3, v2, s[4:5]
    s_getpc_b64 s[10:11]
    s_add_u32 s10, s10, 12
    s_addc_u32 s11, s11, 0
    s_setpc_b64 s[10:11]
L:
    s_endpgm
"""
    assert check_program(parse_asm(src, "<t>"), load_target("gfx942")) == []
    # a function (no s_endpgm, returns): the same s_setpc_b64 is a return and must wait
    fn = "    .text\n    .globl f\n    .type f,@function\nf:\n    s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)\n" + \
        src.split("k:\n", 1)[1].split("L:")[0]
    assert [f.check for f in check_program(parse_asm(fn, "<t>"), load_target("gfx942"))] == ["return"]


@pytest.mark.parametrize("path, target", [("tests/fixtures/asm/gfx942_lds_atomic_call.s", "gfx942"),
                                          ("tests/foreign/gfx942/noinline_call.s", "gfx942"),
                                          ("tests/foreign/gfx950/call_pending.s", "gfx950")])
def test_a_call_address_stays_next_to_its_s_getpc(path, target):
    """``s_getpc_b64``, ``s_add_u32 ..., f@rel32@lo+4``, ``s_addc_u32 ..., f@rel32@hi+12``: each
    relocation's value counts bytes from the ``s_getpc_b64``, so nothing may come between them
    (the scheduler once put an ``s_mov_b32`` between the add and the add-with-carry; a move
    between the ``s_getpc`` and the add would have sent the call elsewhere)."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    out = print_program(run_postpass(parse_asm((root / path).read_text(), path), load_target(target), {"jobs": 0})[0])
    lines = [ln.strip() for ln in out.splitlines()]
    getpcs = [i for i, ln in enumerate(lines) if ln.startswith("s_getpc_b64")]
    assert getpcs
    for i in getpcs:
        assert "@rel32@lo+4" in lines[i + 1] and "@rel32@hi+12" in lines[i + 2], lines[i:i + 3]


def test_a_block_no_edge_reaches_is_dead_code_for_the_pass_and_the_checker():
    """Code after a function's return that no branch reaches: both read it as dead code,
    entered with nothing pending (a fourth adversarial round found the checker entering it
    with the caller's operations and the pass with none, so the pass's output failed the
    checker). A label no branch names (LLVM's ``.Ltmp`` debug labels after an ``s_branch``)
    then passes nothing on to the block after it: with the caller's operations there, the
    checker flagged LLVM's own -g code and the pass added waits to the loop behind it."""
    src = ("\t.text\n\t.globl fn\n\t.type fn,@function\nfn:\n\ts_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)\n"
           "\tv_add_u32_e32 v0, v0, v1\n\ts_setpc_b64 s[30:31]\n.Ldead:\n\ts_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)\n"
           "\tv_add_u32_e32 v0, v0, v2\n\ts_setpc_b64 s[30:31]\n")
    tgt = load_target("gfx942")
    assert check_program(parse_asm(src, "<t>"), tgt) == []
    out = print_program(run_postpass(parse_asm(src, "<t>"), tgt, {"jobs": 0})[0])
    assert check_program(parse_asm(out, "<o>"), tgt) == []
    # an empty label after a branch, then a loop head the branch reaches
    loop = ("\t.text\n\t.globl g\n\t.type g,@function\ng:\n\ts_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)\n"
            "\ts_mov_b32 s4, 3\n\ts_branch .LBB0_2\n.Ltmp0:\n.LBB0_1:\n\tv_add_u32_e32 v0, 1, v0\n"
            ".LBB0_2:\n\ts_sub_u32 s4, s4, 1\n\ts_cmp_lg_u32 s4, 0\n\ts_cbranch_scc1 .LBB0_1\n"
            "\ts_setpc_b64 s[30:31]\n")
    assert check_program(parse_asm(loop, "<l>"), tgt) == []
    out = print_program(run_postpass(parse_asm(loop, "<l>"), tgt, {"jobs": 0})[0])
    assert sum(ln.strip().startswith("s_waitcnt") for ln in out.splitlines()) == 1


def test_a_writeback_orders_only_what_it_can_reach():
    """``buffer_wbl2`` orders later vector-memory operations, ``s_dcache_wb`` later vector loads;
    neither orders LDS or scalar work, and LLVM waits for neither before them (the session-82
    review: a ds_write after ``buffer_wbl2``, a store after ``s_dcache_wb`` were flagged)."""
    tgt = load_target("gfx942")
    head = "k:\n    s_load_dwordx2 s[0:1], s[4:5], 0x0\n    s_waitcnt lgkmcnt(0)\n"
    lds = head + "    buffer_wbl2 sc0 sc1\n    ds_write_b32 v2, v3\n    s_waitcnt vmcnt(0) lgkmcnt(0)\n    s_endpgm\n"
    assert check_program(parse_asm(lds, "<t>"), tgt) == []
    store = head + "    s_dcache_wb\n    global_store_dword v0, v1, s[0:1]\n    s_endpgm\n"
    assert check_program(parse_asm(store, "<t>"), tgt) == []
    load = head + "    s_dcache_wb\n    global_load_dword v1, v0, s[0:1]\n    s_waitcnt vmcnt(0)\n    s_endpgm\n"
    assert [f.check for f in check_program(parse_asm(load, "<t>"), tgt)] == ["fence"]
