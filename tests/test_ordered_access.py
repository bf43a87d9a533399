"""Ordered accesses and release fences written as waits (session 83).

LLVM lowers a release fence to nothing but ``s_waitcnt`` (gfx942/gfx950 workgroup scope:
``s_waitcnt lgkmcnt(0)``; agent scope: ``buffer_wbl2 sc1; s_waitcnt vmcnt(0)``) before an
atomic or a scoped store (``sc0`` / ``sc1``). The pass drops the input's waits, so it must
(1) keep every memory operation on its side of an ordered access (DB
``waitcnt_rules.ordered_access``: the scheduler's dependence graph) and (2) keep what the
input's waits retired before one (``fences.mark_input_releases`` writes the mark, the
waitcnt pass honours it, the checker checks it). Kernels: tests/foreign/src/release_*.cl,
acquire_wg_loads.cl (clang-22 -O3), and small blocks written here.
"""
from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest

from wave_asm_ext.check import check_program
from wave_asm_ext.isa import fence_marks, parse_asm, print_program
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.passes.common import ordered_access
from wave_asm_ext.passes.fences import mark_input_releases
from wave_asm_ext.target import load_target

FOREIGN = Path(__file__).resolve().parent / "foreign"
TARGETS = ("gfx942", "gfx950")
MEMORY_MODEL = ("release_lds_flag", "release_then_rmw", "release_agent_flag", "acquire_wg_loads", "release_lds_dma",
                "release_lds_dma_loop")


def _first(text: str) -> object:
    return parse_asm(text).kernels[0].blocks[0].instructions[0]


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("text,ordered", [
    ("global_atomic_add v0, v1, s[4:5]", True),              # relaxed RMW: no scope bit, still ordered
    ("global_atomic_add v2, v0, v1, s[4:5] sc0", True),
    ("ds_add_u32 v0, v1", True),
    ("global_store_dword v1, v0, s[0:1] sc0", True),         # workgroup-scope atomic store
    ("global_load_dword v2, v1, s[4:5] sc1", True),          # agent-scope atomic load
    ("global_store_dword v1, v0, s[0:1] sc0 sc1", True),     # system scope / volatile
    ("global_store_dword v1, v0, s[0:1]", False),
    ("global_load_dword v1, v0, s[2:3] nt", False),          # nontemporal is no ordering
    ("ds_write_b32 v0, v1", False),
    ("scratch_store_dword off, v1, s33 sc0 sc1", False),     # private to the lane
    ("v_add_u32_e32 v0, v1, v2", False),
])
def test_which_accesses_are_ordered(target, text, ordered):
    assert ordered_access(_first(text + "\n"), load_target(target)) is ordered


def _marked(text_or_name: str, target: str = "gfx942") -> dict:
    """The marks of a kernel's instructions (a foreign kernel's name, or assembly text)
    after :func:`mark_input_releases`: text -> (capture point of, retired by, after wait,
    after retired by wait, retired by the next pass of, capture point once issued) wait ids."""
    tgt = load_target(target)
    if "\n" in text_or_name:
        k = parse_asm(text_or_name).kernels[0]
    else:
        program = parse_asm((FOREIGN / target / f"{text_or_name}.s").read_text())
        k = next(k for k in program.kernels if k.name == text_or_name)
    mark_input_releases(k, tgt)
    return {i.text(): fence_marks(i) for b in k.blocks for i in b.instructions}


def _one(marks: dict, pattern: str) -> tuple:
    (m,) = [m for t, m in marks.items() if re.match(pattern, t)]
    return m


def _held(marks: dict, op: str, later: str) -> bool:
    """Must (an instance of) the operation matching ``op`` be retired when the one matching
    ``later`` issues (a wait that retired the first, in this pass or the next, is one the
    second issues after)?"""
    need = _one(marks, later)
    mine = _one(marks, op)
    return bool((mine[1] | mine[4]) & (need[2] | need[3]))


@pytest.mark.parametrize("target", TARGETS)
def test_the_fence_wait_marks_the_flag_store_and_what_it_retired(target):
    marks = _marked("release_lds_flag", target)
    assert _held(marks, r"ds_write_b32", r"global_store_dword .* sc0")
    # the plain store after the fence's wait may stay in flight, as in LLVM's code
    assert not _held(marks, r"global_store_dword v\[\d+:\d+\], v\d+, off$", r"global_store_dword .* sc0")


@pytest.mark.parametrize("target", TARGETS)
def test_a_fence_in_another_block_marks_the_atomic(target):
    """``ds_write; s_waitcnt lgkmcnt(0); s_cbranch_execz`` and the atomic add after the branch."""
    marks = _marked("release_then_rmw", target)
    assert _held(marks, r"ds_write_b32", r"global_atomic_add")


def test_an_access_with_no_wait_before_it_gets_no_mark():
    marks = _marked("k:\n  global_load_dword v1, v0, s[0:1]\n  s_waitcnt vmcnt(0)\n  global_atomic_add v0, v1, s[2:3]\n"
                    "  global_atomic_add v0, v1, s[4:5]\n  s_endpgm\n")
    # the first atomic issues after the load (and is the wait's capture point); the second
    # follows an order point with no wait in between: free
    assert _one(marks, r"global_atomic_add v0, v1, s\[2:3\]") == ({1}, frozenset(), {1}, frozenset(), frozenset(), frozenset())
    assert _one(marks, r"global_atomic_add v0, v1, s\[4:5\]") == (frozenset(),) * 6
    assert _one(marks, r"global_load_dword")[1] == {1}


def test_a_wait_with_a_count_retires_what_is_older_than_its_count():
    """``s_waitcnt vmcnt(1)`` before the flag: the first store is retired, the second not
    (LLVM writes such a count for an LDS-DMA load before a plain store)."""
    marks = _marked("k:\n  global_store_dword v1, v2, s[0:1] offset:64\n  global_store_dword v1, v2, s[0:1] offset:128\n"
                    "  s_waitcnt vmcnt(1)\n  global_store_dword v1, v3, s[0:1] sc1\n  s_endpgm\n")
    assert _held(marks, r".*offset:64", r".* sc1") and not _held(marks, r".*offset:128", r".* sc1")


_ATOMIC_LOOP = """k:
  global_load_dword v1, v0, s[0:1]
  s_waitcnt vmcnt(0)
.Lloop:
  global_atomic_add v0, v1, s[2:3]
  s_sub_u32 s4, s4, 1
  s_cmp_lg_u32 s4, 0
  s_cbranch_scc1 .Lloop
  s_endpgm
"""


def test_atomics_in_a_loop_are_not_fenced_by_a_wait_before_the_loop():
    """The wait before the loop retires the load, not the loop's earlier atomics: the input
    lets them overlap (the output's wait in the loop is for the load's first iteration)."""
    marks = _marked(_ATOMIC_LOOP)
    # (the wait ends its block: its place is right after the load, the last operation before
    # it; the atomic issues after what the wait retired)
    assert _one(marks, r"global_atomic_add") == (frozenset(), frozenset(), {1}, frozenset(), frozenset(), frozenset())
    assert _one(marks, r"global_load_dword")[1] == {1} and _one(marks, r"global_load_dword")[5] == {1}


def test_a_wait_before_a_cache_invalidate_stays():
    """An LDS atomic load (a plain ``ds_read``), ``lgkmcnt(0)``, ``buffer_inv sc1``: the
    invalidate is an order point; the read completes before it."""
    out = _scheduled_text("k:\n  ds_read_b32 v4, v1\n  s_waitcnt lgkmcnt(0)\n  buffer_inv sc1\n"
                          "  global_load_dword v2, v[2:3], off\n  s_waitcnt vmcnt(0)\n  global_store_dword v[0:1], v2, off\n"
                          "  s_endpgm\n")
    lines = [ln.strip() for ln in out.splitlines()]
    assert "lgkmcnt(0)" in _waits(lines, _index(lines, r"ds_read_b32"), _index(lines, r"buffer_inv"))


_LDS_FLAG = """k:
  ds_read_b32 v4, v1 ; ordered access
  s_waitcnt lgkmcnt(0)
  global_load_dword v2, v[2:3], off
  ds_read_b32 v5, v6
  s_waitcnt vmcnt(0) lgkmcnt(0)
  v_add_u32_e32 v2, v2, v5
  global_store_dword v[0:1], v2, off
  s_endpgm
"""


def test_an_author_marked_lds_flag_read_is_an_acquire():
    """An LDS atomic load compiles to a plain ``ds_read``: marked ``; ordered access`` by
    its author, the reads after the wait issue after it completes (without the mark the
    global load is free to go first: clang-22's LDS flag kernels, session 83)."""
    marks = _marked(_LDS_FLAG)
    assert _held(marks, r"ds_read_b32 v4", r"global_load_dword") and _held(marks, r"ds_read_b32 v4", r"ds_read_b32 v5")
    lines = [ln.strip() for ln in _scheduled_text(_LDS_FLAG).splitlines()]
    flag = _index(lines, r"ds_read_b32 v\d+, v1")
    for later in (r"global_load_dword", r"ds_read_b32 v\d+, v6"):
        assert flag < _index(lines, later) and "lgkmcnt(0)" in _waits(lines, flag, _index(lines, later))


def test_operations_between_an_acquire_and_its_wait_stay_free():
    """LLVM's workgroup acquire load has no wait after it: the plain load right after it is
    not held (only what follows the later wait is)."""
    marks = _marked("acquire_wg_loads")
    assert not _held(marks, r"global_load_dword .* sc0", r"global_load_dword (?!.*sc0)")


def test_marking_twice_changes_nothing():
    text = "k:\n  ds_write_b32 v0, v1\n  s_waitcnt lgkmcnt(0)\n  global_store_dword v1, v0, s[0:1] sc0\n  s_endpgm\n"
    k = parse_asm(text).kernels[0]
    assert mark_input_releases(k, load_target("gfx942")) == 3
    once = [i.comment for i in k.blocks[0].instructions]
    assert mark_input_releases(k, load_target("gfx942")) == 0
    assert [i.comment for i in k.blocks[0].instructions] == once
    # (the wait itself keeps its id: the checker reads it as the capture point it is)
    assert once == ["; retired by wait #1", "; input wait #1", "; after wait #1 ; input wait #1", None]


def test_a_comment_that_reads_like_a_mark_does_not_switch_the_marking_off():
    """``; flag valid after wait #1`` on a VALU instruction (round 3): the kernel was taken as
    marked already and its release fence was lost. Marks already there now only add to the
    new ones, whose ids follow theirs."""
    text = ("k:\n  ds_write_b32 v1, v2\n  global_store_dword v0, v1, s[4:5]\n  s_waitcnt vmcnt(0) lgkmcnt(0)\n"
            "  v_mov_b32_e32 v9, 1  ; flag valid after wait #1\n  global_store_dword v0, v9, s[12:13] sc0 sc1\n"
            "  s_endpgm\n")
    marks = _marked(text)
    assert _held(marks, r"ds_write_b32", r".* sc0 sc1") and _held(marks, r"global_store_dword v0, v1", r".* sc0 sc1")
    assert _one(marks, r".* sc0 sc1")[2] == {2}
    # the same words on the wait itself: the wait keeps that id and its marks are still made
    spoof = text.replace("lgkmcnt(0)\n", "lgkmcnt(0) ; input wait #7\n")
    marks = _marked(spoof)
    assert _held(marks, r"ds_write_b32", r".* sc0 sc1") and _one(marks, r".* sc0 sc1")[2] == {7}
    for target in TARGETS:
        lines = [ln.strip() for ln in _scheduled_text(text, target).splitlines()]
        w = _waits(lines, _index(lines, r"global_store_dword v0, v1"), _index(lines, r".* sc0 sc1"))
        assert "vmcnt(0)" in w and "lgkmcnt(0)" in w


def test_two_waits_that_read_as_one_marked_wait_get_their_own_ids():
    """Two input waits both commented ``; input wait #1`` (round 4): they shared the id, the
    second one's capture point stood for both, and the first release waited for nothing.
    A taken id is not reused: each wait has its own."""
    text = ("k:\n  global_store_dword v0, v1, s[4:5]\n  s_waitcnt vmcnt(0) ; input wait #1\n"
            "  global_store_dword v0, v5, s[12:13] sc0 sc1\n  global_store_dword v0, v2, s[6:7]\n"
            "  s_waitcnt vmcnt(0) ; input wait #1\n  global_store_dword v0, v3, s[8:9]\n"
            "  global_store_dword v0, v5, s[16:17] sc0 sc1\n  s_endpgm\n")
    marks = _marked(text)
    assert _held(marks, r"global_store_dword v0, v1", r".*s\[12:13\] sc0 sc1")
    assert _held(marks, r"global_store_dword v0, v2", r".*s\[16:17\] sc0 sc1")
    for target in TARGETS:
        out = _scheduled_text(text, target)
        lines = [ln.strip() for ln in out.splitlines()]
        assert _waits(lines, _index(lines, r"global_store_dword v0, v1"), _index(lines, r".*s\[12:13\] sc0 sc1"))
        assert check_program(parse_asm(out), load_target(target)) == []


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("op", ["global_load_dword v39, v0, s[14:15] sc0 sc1", "global_store_dword v0, v5, s[12:13] sc0 sc1"])
def test_a_counted_wait_between_two_ordered_accesses_in_a_loop_settles(op, target):
    """An ordered access, a counted wait and a second ordered access on one branch, in a loop
    (round 4: 8 % of its random programs): the acquire flow kept one count per order point,
    which a wait dropped and a join brought back, round after round ("did not settle in
    1000 rounds"). It keeps the set of its instances' counts now, and settles."""
    text = (f".text\nk:\n.LBB0_1:\n  {op}\n  s_waitcnt vmcnt(3)\n  s_cbranch_scc1 .LBB0_2\n"
            f"  {op.replace('v39', 'v42').replace('v5,', 'v6,')}\n.LBB0_2:\n  s_cbranch_scc1 .LBB0_1\n  s_endpgm\n")
    out = _scheduled_text(text, target)
    assert check_program(parse_asm(out), load_target(target)) == []


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("flat", ["flat_store_dword v[0:1], v5 sc0 sc1", "flat_load_dword v7, v[0:1] sc0 sc1"])
def test_an_invalidate_retires_a_flat_operation_whose_vmcnt_side_is_retired(flat, target):
    """``buffer_wbl2`` in one block, ``buffer_inv`` and a FLAT access in the next, in a loop
    (round 4): the writeback's ``vmcnt(0)`` retired the FLAT operation's vmcnt side, which
    then left the state at the block's end, and the invalidate took the lgkmcnt side for
    LDS/SMEM's and waited for nothing (the checker: "needs lgkmcnt(0)"). A group is FLAT by
    its DB row now."""
    text = f".text\nk:\n.L1:\n  buffer_wbl2 sc1\n.L2:\n  buffer_inv sc1\n  {flat}\n  s_cbranch_scc1 .L1\n  s_endpgm\n"
    out = _scheduled_text(text, target)
    lines = [ln.strip() for ln in out.splitlines()]
    inv = _index(lines, r"buffer_inv")
    assert "lgkmcnt(0)" in _waits(lines, _index(lines, r"buffer_wbl2"), inv)
    assert check_program(parse_asm(out), load_target(target)) == []


def _scheduled_text(text: str, target: str = "gfx942") -> str:
    return print_program(run_postpass(parse_asm(text, "t.s"), target, {"jobs": 0})[0])


@functools.lru_cache(maxsize=None)
def _scheduled(name: str, target: str) -> str:
    path = FOREIGN / target / f"{name}.s"
    return print_program(run_postpass(parse_asm(path.read_text(), str(path)), target, {"jobs": 0})[0])


def _code(name: str, target: str) -> list[str]:
    out = _scheduled(name, target)
    start = out.index(f"\n{name}:")
    return [ln.strip() for ln in out[start:out.index("s_endpgm", start)].splitlines()]


def _index(lines: list[str], pattern: str) -> int:
    return next(i for i, ln in enumerate(lines) if re.match(pattern, ln))


def _waits(lines: list[str], a: int, b: int) -> str:
    return " ".join(ln for ln in lines[a + 1:b] if ln.startswith("s_waitcnt"))


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("name", MEMORY_MODEL)
def test_output_is_checker_clean_with_its_marks(name, target):
    out = _scheduled(name, target)
    assert re.search(r"; (after|after retired by) wait #", out) and "; retired by wait #" in out
    assert [str(f) for f in check_program(parse_asm(out), load_target(target))] == []


@pytest.mark.parametrize("target", TARGETS)
def test_the_lds_data_lands_before_the_flag(target):
    lines = _code("release_lds_flag", target)
    ds, flag = _index(lines, r"ds_write_b32"), _index(lines, r"global_store_dword .* sc0")
    assert ds < flag and "lgkmcnt(0)" in _waits(lines, ds, flag)


@pytest.mark.parametrize("target", TARGETS)
def test_the_lds_data_lands_before_the_atomic_in_the_next_block(target):
    lines = _code("release_then_rmw", target)
    ds, atomic = _index(lines, r"ds_write_b32"), _index(lines, r"global_atomic_add")
    assert ds < atomic and "lgkmcnt(0)" in _waits(lines, ds, atomic)


@pytest.mark.parametrize("target", TARGETS)
def test_the_stores_land_before_the_agent_flag(target):
    lines = _code("release_agent_flag", target)
    store, flag = _index(lines, r"global_store_dword v\[\d+:\d+\]"), _index(lines, r"global_store_dword .* sc1")
    assert store < flag and "vmcnt(0)" in _waits(lines, store, flag)


@pytest.mark.parametrize("target", TARGETS)
def test_the_lds_dma_lands_before_the_flag(target):
    """LLVM's fence wait is ``vmcnt(1)`` (the younger plain store may stay in flight)."""
    lines = _code("release_lds_dma", target)
    dma, flag = _index(lines, r"global_load_lds_dword"), _index(lines, r"global_store_dword .* sc0")
    assert dma < flag
    # a wait between them whose vmcnt is at most the vector-memory operations issued since
    # the DMA load before it: the DMA load is then retired
    retired = False
    for i in range(dma + 1, flag):
        m = re.search(r"vmcnt\((\d+)\)", lines[i]) if lines[i].startswith("s_waitcnt") else None
        younger = sum(1 for ln in lines[dma + 1:i] if re.match(r"(global|buffer)_", ln))
        retired |= m is not None and int(m.group(1)) <= younger
    assert retired


@pytest.mark.parametrize("target", TARGETS)
def test_the_lds_dma_loop_keeps_its_counted_fence(target):
    """In a loop LLVM's fence wait ``vmcnt(1) lgkmcnt(0)`` retires the DMA load and the
    previous iteration's plain store; this iteration's may stay in flight. The output waits
    ``vmcnt(1)`` before the flag too (session 85; it was ``vmcnt(0)``)."""
    lines = _code("release_lds_dma_loop", target)
    loop = _index(lines, r"\.LBB0_2:")
    dma = loop + _index(lines[loop:], r"global_load_lds_dword")
    flag = loop + _index(lines[loop:], r"global_store_dword .* sc0")
    assert _waits(lines, dma, flag) == "s_waitcnt vmcnt(1)"


@pytest.mark.parametrize("target", TARGETS)
def test_no_read_is_issued_before_the_acquiring_load(target):
    lines = _code("acquire_wg_loads", target)
    acquire = _index(lines, r"global_load_dword .* sc0")
    assert acquire < _index(lines, r"global_load_dword (?!.*sc0)") and acquire < _index(lines, r"ds_read_b32")


def _reaches(succs, a: int, b: int) -> bool:
    seen, work = set(), [a]
    while work:
        i = work.pop()
        for j, _ in succs[i]:
            if j == b:
                return True
            if j not in seen:
                seen.add(j)
                work.append(j)
    return False


@pytest.mark.parametrize("target", TARGETS)
def test_no_memory_operation_crosses_an_ordered_access_in_the_dependence_graph(target):
    """Every memory operation before an ordered access precedes it in the scheduler's graph
    and every one after it follows it (LDS, global, scalar); register-only work is free."""
    from wave_asm_ext.passes.schedule import Scheduler

    text = ("  ds_write_b32 v0, v1\n  global_store_dword v0, v1, s[0:1]\n  v_mul_lo_u32 v2, v0, v0\n"
            "  global_load_dword v10, v2, s[0:1] sc1\n"
            "  ds_read_b32 v13, v1\n  global_load_dword v12, v0, s[2:3]\n  v_add_u32_e32 v3, v4, v5\n")
    sched = Scheduler(load_target(target))
    nodes = sched._nodes_of(parse_asm(text, "<region>").kernels[0].blocks[0].instructions)
    succs, _ = sched._graph(nodes)
    ordered = 3
    assert all(_reaches(succs, i, ordered) for i in (0, 1))
    assert all(_reaches(succs, ordered, i) for i in (4, 5))
    assert not _reaches(succs, ordered, 6) and not _reaches(succs, 6, ordered)


@pytest.mark.parametrize("after", ["after retired by wait #1", "after wait #1 ; input wait #1"])
def test_the_checker_reports_an_unretired_operation_at_a_marked_access(after):
    text = ("k:\n  ds_write_b32 v0, v1 ; retired by wait #1\n  ds_write_b32 v2, v1\n"
            f"  global_store_dword v1, v0, s[0:1] sc0 ; {after}\n  s_endpgm\n")
    findings = check_program(parse_asm(text), load_target("gfx942"))
    assert [(f.kind, f.check, f.producer.text) for f in findings] == [("waitcnt", "release", "ds_write_b32 v0, v1")]
    # the unmarked LDS write may still be in flight; waiting for the marked one is enough
    fixed = text.replace("  ds_write_b32 v2", "  s_waitcnt lgkmcnt(0)\n  ds_write_b32 v2")
    assert check_program(parse_asm(fixed), load_target("gfx942")) == []


def test_the_checker_asks_only_for_what_the_capture_point_captured():
    """A marked operation issued after the capture point ``input wait #1`` (the next
    iteration's instance, say) need not be retired at ``after wait #1``; ``after retired by
    wait #1`` asks for every instance."""
    text = ("k:\n  ds_write_b32 v0, v1 ; retired by wait #1\n  s_waitcnt lgkmcnt(0)\n"
            "  global_load_dword v3, v0, s[2:3] ; input wait #1\n  ds_write_b32 v0, v1 ; retired by wait #1\n"
            "  global_store_dword v1, v0, s[0:1] sc0 ; AFTER\n  s_endpgm\n")
    tgt = load_target("gfx942")
    assert check_program(parse_asm(text.replace("AFTER", "after wait #1")), tgt) == []
    findings = check_program(parse_asm(text.replace("AFTER", "after retired by wait #1")), tgt)
    assert [(f.check, f.producer.location.split(":")[-1]) for f in findings] == [("release", "5")]


def test_a_marked_lds_read_is_not_merged_into_a_pair():
    """``ds_read2_b64`` pairing makes a new instruction: a read carrying a fence mark keeps its
    own (the pair would drop the mark and the wait it asks for)."""
    from wave_asm_ext.passes.pair_lds import pair_block

    def pairs(text):
        r = pair_block(parse_asm(text).kernels[0].blocks[0].instructions, lambda i: False)
        return 0 if r is None else r[1]

    plain = "ds_read_b64 v[0:1], v10\nds_read_b64 v[2:3], v10 offset:8\n"
    assert pairs(plain) == 1
    assert pairs(plain.replace("v10\n", "v10 ; retired by wait #1\n", 1)) == 0


HANDWRITTEN = Path(__file__).resolve().parent / "handwritten"


@pytest.mark.parametrize("target", TARGETS)
def test_loads_are_not_rotated_ahead_of_a_cache_invalidate(target):
    """A K loop opening with ``buffer_inv sc1`` (an agent acquire's invalidate) after an
    acquiring ``global_load ... sc1``: load rotation put iteration 0's loads in the preheader,
    before the invalidate (the second adversarial round of session 83)."""
    out = _scheduled_text((HANDWRITTEN / "rotate_past_buffer_inv.s").read_text(), target)
    lines = [ln.strip() for ln in out.splitlines()]
    assert _index(lines, r"buffer_inv") < _index(lines, r"buffer_load_dwordx4")
    assert check_program(parse_asm(out), load_target(target)) == []


@pytest.mark.parametrize("target", TARGETS)
def test_a_carried_load_is_not_hoisted_above_a_cache_invalidate(target):
    """A loop-carried load after ``buffer_inv sc1`` at the end of the body: hoisting put it at
    the top of the body, before that iteration's invalidate."""
    out = _scheduled_text((HANDWRITTEN / "hoist_past_buffer_inv.s").read_text(), target)
    lines = [ln.strip() for ln in out.splitlines()]
    invs = [i for i, ln in enumerate(lines) if ln.startswith("buffer_inv")]
    carried = [i for i, ln in enumerate(lines) if re.match(r"buffer_load_dwordx4 v\[28:31\], v(?!0,)", ln)]
    assert invs and carried and all(any(j < i for j in invs) for i in carried)
    assert check_program(parse_asm(out), load_target(target)) == []


def test_a_raw_wait_is_read_by_its_encoding():
    """``s_waitcnt 0xc07f`` is ``lgkmcnt(0)`` alone: it retires the LDS write, not the global
    store (read as 'every counter at 0' it held the store too)."""
    marks = _marked("k:\n  global_store_dword v1, v2, s[0:1]\n  ds_write_b32 v0, v1\n  s_waitcnt 0xc07f\n"
                    "  global_store_dword v1, v3, s[0:1] sc0\n  s_endpgm\n")
    assert _held(marks, r"ds_write_b32", r".* sc0") and not _held(marks, r"global_store_dword v1, v2", r".* sc0")


@pytest.mark.parametrize("target", TARGETS)
def test_a_flat_access_completes_on_both_counters_before_an_invalidate(target):
    """A FLAT load counts on vmcnt and lgkmcnt: the invalidate waits for both (the output
    failed the checker with ``vmcnt(0)`` alone: round 2)."""
    out = _scheduled_text("k:\n  flat_load_dword v30, v[20:21] offset:28\n  buffer_inv sc1\n"
                          "  global_load_dword v31, v0, s[4:5]\n  s_waitcnt vmcnt(0) lgkmcnt(0)\n"
                          "  v_add_u32_e32 v32, v30, v31\n  global_store_dword v0, v32, s[6:7]\n  s_endpgm\n", target)
    assert check_program(parse_asm(out), load_target(target)) == []
    lines = [ln.strip() for ln in out.splitlines()]
    w = _waits(lines, _index(lines, r"flat_load_dword"), _index(lines, r"buffer_inv"))
    assert "vmcnt(0)" in w and "lgkmcnt(0)" in w


_STORE_THEN_ATOMIC_LOOP = """k:
.Lloop:
  global_load_dword v1, v0, s[0:1]
  s_waitcnt vmcnt(0)
  global_store_dword v0, v1, s[2:3]
  global_atomic_add v0, v1, s[4:5]
  s_sub_u32 s6, s6, 1
  s_cmp_lg_u32 s6, 0
  s_cbranch_scc1 .Lloop
  s_endpgm
"""


def test_a_wait_keeps_its_place_as_a_capture_point():
    """The loop's wait retires the load and the *previous* iteration's store before the
    atomic; this iteration's store issues after it and may stay in flight. Marked per
    instruction, the store of the same iteration had to retire before the atomic too (an
    extra ``vmcnt(0)`` per iteration: session 83's ``atomic_index_loop``, +5-10 % at a DRAM
    miss); the capture point (the store, the first memory operation after the wait) asks
    only for what was issued before it."""
    marks = _marked(_STORE_THEN_ATOMIC_LOOP)
    # (the wait also retires the previous iteration's atomic: an acquire, so the store
    # issues after what it captured as well)
    assert _one(marks, r"global_store_dword") == ({1}, {1}, {1}, frozenset(), frozenset(), frozenset())
    assert _one(marks, r"global_atomic_add")[2] == {1} and _one(marks, r"global_load_dword")[1] == {1}
    for target in TARGETS:
        out = _scheduled_text(_STORE_THEN_ATOMIC_LOOP, target)
        lines = [ln.strip() for ln in out.splitlines()]
        store, atomic = _index(lines, r"global_store_dword"), _index(lines, r"global_atomic_add")
        assert store < atomic and _waits(lines, store, atomic) == ""
        assert check_program(parse_asm(out), load_target(target)) == []
    # the same wait between the store and the atomic: then the store is held
    held = _STORE_THEN_ATOMIC_LOOP.replace("  global_atomic_add", "  s_waitcnt vmcnt(0)\n  global_atomic_add")
    lines = [ln.strip() for ln in _scheduled_text(held).splitlines()]
    assert "vmcnt(0)" in _waits(lines, _index(lines, r"global_store_dword"), _index(lines, r"global_atomic_add"))


def test_a_capture_point_keeps_its_operations_on_their_sides_in_the_dependence_graph():
    """What the capture point's wait retired stays before it, what issues after what it
    captured stays after it; other operations are free (the scheduler's graph)."""
    from wave_asm_ext.passes.schedule import Scheduler

    text = ("  ds_write_b32 v0, v1 ; retired by wait #1\n  ds_write_b32 v2, v1\n"
            "  global_load_dword v10, v2, s[0:1] ; input wait #1\n"
            "  ds_read_b32 v13, v1 ; after wait #1\n  ds_read_b32 v14, v3\n")
    sched = Scheduler(load_target("gfx942"))
    nodes = sched._nodes_of(parse_asm(text, "<region>").kernels[0].blocks[0].instructions)
    succs, _ = sched._graph(nodes)
    assert _reaches(succs, 0, 2) and _reaches(succs, 2, 3)
    assert not _reaches(succs, 1, 2) and not _reaches(succs, 2, 4)


def test_no_capture_point_in_a_loop_whose_loads_may_rotate():
    """A single-block loop without order points may have its loads rotated into the
    previous iteration (``rotate.unordered_loops``): a capture point there would capture
    another iteration's loads, so its wait marks statically (``after retired by wait``)."""
    text = ("k:\n  s_mov_b32 s6, 4\n.Lloop:\n  global_load_dword v1, v0, s[0:1]\n  s_waitcnt vmcnt(0)\n  ds_write_b32 v0, v1\n"
            "  s_sub_u32 s6, s6, 1\n  s_cmp_lg_u32 s6, 0\n  s_cbranch_scc1 .Lloop\n"
            "  s_waitcnt lgkmcnt(0)\n  global_atomic_add v0, v1, s[4:5]\n  s_endpgm\n")
    marks = _marked(text)
    assert not _one(marks, r"ds_write_b32")[0]   # the loop's wait: no capture point
    assert _one(marks, r"global_load_dword")[1] == {1} and _one(marks, r"global_atomic_add")[3] == {1}
    # the wait after the loop has its capture point, the atomic
    assert _one(marks, r"global_atomic_add")[0] == {2} and _held(marks, r"ds_write_b32", r"global_atomic_add")


_COUNTED_WAIT_LOOP = """k:
  s_mov_b32 s6, 4
.Lloop:
  global_load_dword v4, v[6:7], off
  global_load_dword v18, v[8:9], off
  s_waitcnt vmcnt(1)
  ds_write_b32 v13, v4
  s_waitcnt vmcnt(0)
  ds_write_b32 v15, v18
  global_atomic_add v5, v4, s[14:15]
  s_sub_u32 s6, s6, 1
  s_cmp_lg_u32 s6, 0
  s_cbranch_scc1 .Lloop
  s_endpgm
"""


def test_a_wait_does_not_claim_what_an_earlier_wait_retired():
    """``vmcnt(1)`` at the loop top would retire the previous iteration's second load, but
    the ``vmcnt(0)`` of that iteration retired it already: it is not marked as the first
    wait's, so the capture point does not take this iteration's instance of it (it did: the
    first ``ds_write`` of round 2's ``k20`` waited ``vmcnt(0)`` where LLVM has ``vmcnt(1)``,
    +2 % at a DRAM miss)."""
    marks = _marked(_COUNTED_WAIT_LOOP)
    assert _one(marks, r"global_load_dword v4")[1] == {1} and _one(marks, r"global_load_dword v18")[1] == {2}
    for target in TARGETS:
        out = _scheduled_text(_COUNTED_WAIT_LOOP, target)
        assert check_program(parse_asm(out), load_target(target)) == []


@pytest.mark.parametrize("target", TARGETS)
def test_a_counted_wait_in_a_loop_before_a_release_terminates(target):
    """``store; s_waitcnt vmcnt(1); store ... sc0 sc1`` in a loop (round 3; clang-22 -O3 writes
    it for a release fence in a loop): the backward flow met its own wait's entry around the
    back edge, clamped it as a wait in between and dropped it, and alternated for ever. Its
    two passes now claim together what is older than the fewer of their counts. The wait
    retires the previous iteration's plain store, not this one's: that store is retired by
    the wait's next pass (session 85: the capture point held this iteration's instance too,
    ``vmcnt(0)`` where the input has ``vmcnt(1)``)."""
    text = (".text\nk:\n  s_mov_b32 s6, 4\n.LBB0_1:\n  global_store_dword v0, v1, s[4:5]\n  s_waitcnt vmcnt(1)\n"
            "  global_store_dword v0, v5, s[12:13] sc0 sc1\n  s_sub_u32 s6, s6, 1\n  s_cmp_lg_u32 s6, 0\n"
            "  s_cbranch_scc1 .LBB0_1\n  s_endpgm\n")
    marks = _marked(text)
    assert _held(marks, r"global_store_dword v0, v1", r".* sc0 sc1")
    assert _one(marks, r"global_store_dword v0, v1")[1:5] == (frozenset(), frozenset(), frozenset(), {1})
    out = _scheduled_text(text, target)
    lines = [ln.strip() for ln in out.splitlines()]
    w = _waits(lines, _index(lines, r"global_store_dword v0, v1"), _index(lines, r".* sc0 sc1"))
    assert w == "s_waitcnt vmcnt(1)"
    assert check_program(parse_asm(out), load_target(target)) == []


_TWO_STORES_LOOP = (".text\nk:\n  s_mov_b32 s6, 4\n.LBB0_1:\n  global_store_dword v0, v1, s[4:5]\n"
                    "  global_store_dword v0, v2, s[8:9]\n  s_waitcnt vmcnt(2)\n"
                    "  global_store_dword v0, v5, s[12:13] sc0 sc1\n  s_sub_u32 s6, s6, 1\n  s_cmp_lg_u32 s6, 0\n"
                    "  s_cbranch_scc1 .LBB0_1\n  s_endpgm\n")


@pytest.mark.parametrize("target", TARGETS)
def test_a_counted_wait_in_a_loop_keeps_its_count(target):
    """``a; b; s_waitcnt vmcnt(2); flag`` in a loop: the wait retires the previous
    iteration's flag, ``a`` and ``b`` (this iteration's two stores are the two it leaves):
    both plain stores are retired by its next pass, and the output waits ``vmcnt(2)`` as
    the input does (before: ``vmcnt(0)``, a store's latency each iteration)."""
    marks = _marked(_TWO_STORES_LOOP)
    for op in (r"global_store_dword v0, v1", r"global_store_dword v0, v2"):
        assert _one(marks, op)[1] == frozenset() and _one(marks, op)[4] == {1}
    assert _one(marks, r".* sc0 sc1")[:3] == ({1}, {1}, {1})   # its previous instance: this pass
    out = _scheduled_text(_TWO_STORES_LOOP, target)
    lines = [ln.strip() for ln in out.splitlines()]
    assert _waits(lines, _index(lines, r"global_store_dword v0, v2"), _index(lines, r".* sc0 sc1")) == \
        "s_waitcnt vmcnt(2)"
    assert check_program(parse_asm(out), load_target(target)) == []


@pytest.mark.parametrize("target", TARGETS)
def test_the_checker_holds_a_counted_wait_in_a_loop_to_its_count(target):
    """The checker reads the next-pass marks as the waitcnt pass does: each count above the
    input's leaves one more of the previous iteration's operations in flight at the flag
    (``vmcnt(3)``: the flag, ``vmcnt(4)``: and ``b``, ``vmcnt(5)``: and ``a``), each a lost
    release; the input's own count is clean."""
    out = _scheduled_text(_TWO_STORES_LOOP, target)
    assert "s_waitcnt vmcnt(2)" in out
    tgt = load_target(target)
    lost = {}
    for n in (3, 4, 5):
        late = check_program(parse_asm(out.replace("s_waitcnt vmcnt(2)", f"s_waitcnt vmcnt({n})")), tgt)
        assert {f.check for f in late} == {"release"}
        lost[n] = {re.match(r"\S+ \S+ (v\d+)", f.producer.text).group(1) for f in late}
    assert lost == {3: {"v5"}, 4: {"v5", "v2"}, 5: {"v5", "v2", "v1"}}


@pytest.mark.parametrize("target", TARGETS)
def test_a_wait_before_the_loop_retires_the_preloop_store_a_pass_later(target):
    """A store before the loop is retired by the loop's ``vmcnt(1)`` only at its second pass
    (at the first it is the youngest), as is the store after the flag: retired by the next
    pass, and the flag waits ``vmcnt(1)`` each iteration, as the input."""
    text = (".text\nk:\n  s_mov_b32 s6, 4\n  global_store_dword v0, v1, s[4:5]\n.LBB0_1:\n  s_waitcnt vmcnt(1)\n"
            "  global_store_dword v0, v5, s[12:13] sc0 sc1\n  global_store_dword v0, v2, s[8:9]\n"
            "  s_sub_u32 s6, s6, 1\n  s_cmp_lg_u32 s6, 0\n  s_cbranch_scc1 .LBB0_1\n  s_endpgm\n")
    marks = _marked(text)
    assert _one(marks, r"global_store_dword v0, v1")[4] == {1}
    # the flag's previous instance: retired by this pass; the store after it (the youngest
    # at the next pass): by the pass after
    assert _one(marks, r".* sc0 sc1")[1] == {1} and _one(marks, r"global_store_dword v0, v2")[4] == {1}
    out = _scheduled_text(text, target)
    assert [ln.strip() for ln in out.splitlines() if ln.strip().startswith("s_waitcnt")] == ["s_waitcnt vmcnt(1)"]
    assert check_program(parse_asm(out), load_target(target)) == []


_LATCH_WAIT_LOOP = (".text\nk:\n  s_mov_b32 s6, 4\n.LBB0_1:\n  global_store_dword v0, v5, s[12:13] sc0 sc1\n"
                    "  global_store_dword v0, v1, s[4:5]\n  s_waitcnt vmcnt(1)\n  s_sub_u32 s6, s6, 1\n"
                    "  s_cmp_lg_u32 s6, 0\n  s_cbranch_scc1 .LBB0_1\n  s_endpgm\n")


@pytest.mark.parametrize("target", TARGETS)
def test_a_wait_that_ends_its_block_captures_after_the_last_operation_before_it(target):
    """``flag; store; s_waitcnt vmcnt(1)`` at the end of a loop body (LLVM often waits just
    before a branch): the wait retires this iteration's flag, not the store; the next flag
    issues after it. The wait has no memory operation after it in its block: its place is
    right after the store (``last before wait #1``). The output waits ``vmcnt(1)`` before the
    flag as the input does (session 85; the static fallback, every instance so far, waited
    ``vmcnt(0)``)."""
    marks = _marked(_LATCH_WAIT_LOOP)
    flag, store = _one(marks, r".* sc0 sc1"), _one(marks, r"global_store_dword v0, v1")
    assert not flag[0] and flag[1] == {1} and flag[2] == {1} and not flag[3]
    assert store[4] == {1} and store[5] == {1}   # the previous iteration's; the wait's place
    _assert_latch_wait_kept(_LATCH_WAIT_LOOP, target)


def _assert_latch_wait_kept(text: str, target: str) -> None:
    out = _scheduled_text(text, target)
    lines = [ln.strip() for ln in out.splitlines()]
    loop = _index(lines, r"\.LBB0_1:")
    flag_at = loop + _index(lines[loop:], r".* sc0 sc1")
    assert [ln for ln in lines[loop:flag_at] if ln.startswith("s_waitcnt")] == ["s_waitcnt vmcnt(1)"]
    assert not [ln for ln in lines[flag_at:] if ln.startswith("s_waitcnt")]
    tgt = load_target(target)
    assert check_program(parse_asm(out), tgt) == []
    assert {f.check for f in check_program(parse_asm(out.replace("vmcnt(1)", "vmcnt(2)")), tgt)} == {"release"}


@pytest.mark.parametrize("target", TARGETS)
def test_a_wait_alone_in_its_block_captures_at_the_next_memory_operation(target):
    """The same wait in a block of its own (no memory operation around it there): its capture
    points are the first memory operation on each path on, here the next iteration's flag
    (a path that did not pass the wait would capture there too: a wait too many, never one
    too few)."""
    text = _LATCH_WAIT_LOOP.replace("  s_waitcnt vmcnt(1)\n", "  s_cbranch_execz .LBB0_2\n.LBB0_2:\n  s_waitcnt vmcnt(1)\n")
    marks = _marked(text)
    flag = _one(marks, r".* sc0 sc1")
    assert flag[0] == {1} and flag[2] == {1} and not _one(marks, r"global_store_dword v0, v1")[5]
    _assert_latch_wait_kept(text, target)


@pytest.mark.parametrize("target", TARGETS)
def test_a_wait_in_one_branch_captures_on_that_branch_only(target):
    """A loop whose flag store is followed, on one branch, by two stores and ``vmcnt(1)``
    (round 4's n1): the wait retires the flag and the first store, not the second. Its place
    is right after the second store, on that branch: the next flag waits ``vmcnt(1)`` as in
    the input. A capture point at the next flag (on both paths) held the previous flag on the
    path that skips the branch too: ``vmcnt(0)``."""
    text = (".text\nk:\n.LBB0_3:\n  global_store_dword v0, v5, s[12:13] sc0 sc1\n  s_cbranch_scc1 .LBB0_5\n"
            "  global_store_dword v0, v5, s[16:17] sc0 sc1\n  global_store_dword v0, v6, s[24:25] sc1\n"
            "  s_waitcnt vmcnt(1)\n.LBB0_5:\n  s_cbranch_scc1 .LBB0_3\n  s_endpgm\n")
    out = _scheduled_text(text, target)
    lines = [ln.strip() for ln in out.splitlines()]
    assert _waits(lines, _index(lines, r"\.LBB0_3:"), _index(lines, r".*s\[12:13\] sc0 sc1")) == "s_waitcnt vmcnt(1)"
    assert check_program(parse_asm(out), load_target(target)) == []


def test_a_pass_later_on_one_path_only_is_this_pass():
    """The wait in one branch of the loop: a store issued in an iteration that skips it is
    retired by the next pass that comes with no pass in between, so the store is marked as
    retired by this pass (a wait too early on the other path, never too late)."""
    text = (".text\nk:\n  s_mov_b32 s6, 4\n.LBB0_1:\n  global_store_dword v0, v1, s[4:5]\n"
            "  s_bitcmp1_b32 s6, 0\n  s_cbranch_scc1 .LBB0_3\n.LBB0_2:\n  s_waitcnt vmcnt(1)\n"
            "  global_store_dword v0, v5, s[12:13] sc0 sc1\n.LBB0_3:\n  s_sub_u32 s6, s6, 1\n"
            "  s_cmp_lg_u32 s6, 0\n  s_cbranch_scc1 .LBB0_1\n  s_endpgm\n")
    marks = _marked(text)
    assert _one(marks, r"global_store_dword v0, v1")[1] == {1} and not _one(marks, r"global_store_dword v0, v1")[4]
