"""Ordered accesses and release fences written as waits (session 83).

LLVM lowers a release fence to nothing but ``s_waitcnt`` (gfx942/gfx950 workgroup scope:
``s_waitcnt lgkmcnt(0)``; agent scope: ``buffer_wbl2 sc1; s_waitcnt vmcnt(0)``) before an
atomic or a scoped store (``sc0`` / ``sc1``). The pass drops the input's waits, so it must
(1) keep every memory operation on its side of an ordered access (DB
``waitcnt_rules.ordered_access``: the scheduler's dependence graph) and (2) keep what the
input's waits retired before one (``common.mark_input_releases`` writes the mark, the
waitcnt pass honours it, the checker checks it). Kernels: tests/foreign/src/release_*.cl,
acquire_wg_loads.cl (clang-22 -O3), and small blocks written here.
"""
from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest

from wave_asm_ext.check import check_program
from wave_asm_ext.isa import parse_asm, print_program, release_counters
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.passes.common import mark_input_releases, ordered_access
from wave_asm_ext.target import load_target

FOREIGN = Path(__file__).resolve().parent / "foreign"
TARGETS = ("gfx942", "gfx950")
MEMORY_MODEL = ("release_lds_flag", "release_then_rmw", "release_agent_flag", "acquire_wg_loads")


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


def _marks(name: str, target: str) -> dict[str, frozenset]:
    """The mark :func:`mark_input_releases` gives each ordered access of the LLVM original."""
    tgt = load_target(target)
    program = parse_asm((FOREIGN / target / f"{name}.s").read_text())
    k = next(k for k in program.kernels if k.name == name)
    mark_input_releases(k, tgt)
    return {i.text(): release_counters(i) for b in k.blocks for i in b.instructions if ordered_access(i, tgt)}


@pytest.mark.parametrize("target", TARGETS)
def test_the_fence_wait_becomes_the_flag_stores_mark(target):
    marks = _marks("release_lds_flag", target)
    flag = next(t for t in marks if t.startswith("global_store_dword") and "sc0" in t)
    assert "lgkmcnt" in marks[flag]


@pytest.mark.parametrize("target", TARGETS)
def test_a_fence_in_another_block_marks_the_atomic(target):
    """``ds_write; s_waitcnt lgkmcnt(0); s_cbranch_execz`` and the atomic add after the branch."""
    marks = _marks("release_then_rmw", target)
    atomic = next(t for t in marks if t.startswith("global_atomic_add"))
    assert "lgkmcnt" in marks[atomic]


def test_an_access_with_no_zero_wait_before_it_gets_no_mark():
    text = ("k:\n  global_load_dword v1, v0, s[0:1]\n  s_waitcnt vmcnt(0)\n  global_atomic_add v0, v1, s[2:3]\n"
            "  global_atomic_add v0, v1, s[4:5]\n  s_endpgm\n")
    k = parse_asm(text).kernels[0]
    assert mark_input_releases(k, load_target("gfx942")) == 1
    first, second = [i for i in k.blocks[0].instructions if i.base.startswith("global_atomic")]
    assert release_counters(first) == {"vmcnt"} and release_counters(second) == frozenset()


def test_marking_twice_changes_nothing():
    text = "k:\n  ds_write_b32 v0, v1\n  s_waitcnt lgkmcnt(0)\n  global_store_dword v1, v0, s[0:1] sc0\n  s_endpgm\n"
    k = parse_asm(text).kernels[0]
    mark_input_releases(k, load_target("gfx942"))
    once = print_program(parse_asm(text)) and [i.comment for i in k.blocks[0].instructions]
    mark_input_releases(k, load_target("gfx942"))
    assert [i.comment for i in k.blocks[0].instructions] == once
    assert once[-2] == "; release fence: lgkmcnt"


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
    assert "; release fence:" in out
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


def test_the_checker_reports_an_unretired_operation_at_a_marked_access():
    text = "k:\n  ds_write_b32 v0, v1\n  global_store_dword v1, v0, s[0:1] sc0 ; release fence: lgkmcnt\n  s_endpgm\n"
    findings = check_program(parse_asm(text), load_target("gfx942"))
    assert [(f.kind, f.check, f.producer.text) for f in findings] == [("waitcnt", "release", "ds_write_b32 v0, v1")]
    fixed = text.replace("  global_store", "  s_waitcnt lgkmcnt(0)\n  global_store")
    assert check_program(parse_asm(fixed), load_target("gfx942")) == []
