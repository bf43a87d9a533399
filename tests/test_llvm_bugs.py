"""Two LLVM 22.1.8 bugs the checker finds in LLVM's own output, and the pass repairs.

Found by session 81's foreign-code round (tests/foreign/README.md "Left out"); the kernels
are clang-22 -O3 output of the sources beside them in tests/foreign/llvm_bugs/ (compiled with
tests/foreign's flags, kept as compiled: a newer LLVM may no longer produce them).

- ``hazard_shared_visited``: an MFMA in one switch case, its result read by ``v_mov_b64``
  after a join. Along one path only 6 wait states separate them (gfx942 needs 7, gfx950 8).
  LLVM's hazard recognizer walks the predecessors depth first with one ``Visited`` set for
  all paths (``GCNHazardRecognizer.cpp``, static ``getWaitStatesSince``), so it measures the
  MFMA's block along the first, longer path only.
- ``wbl2_dropped_wait``: a seq_cst atomic with nothing outstanding before it. The memory
  model wants ``s_waitcnt vmcnt(0)`` between ``buffer_wbl2`` and the atomic (AMDGPUUsage,
  GFX942 memory model); LLVM 22's ``SIInsertWaitcnts`` does not count ``buffer_wbl2`` as a
  vector-memory event, so it drops the memory legalizer's wait.

The checker must keep finding both (a checker that stopped would pass LLVM's miss on), and
the pass, which re-solves waits and wait states itself, must leave neither.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from wave_asm_ext.check import check_program
from wave_asm_ext.isa import parse_asm, print_program
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.target import load_target

HERE = Path(__file__).parent / "foreign" / "llvm_bugs"

#: (kernel, target, the finding's rule, the line LLVM's code misses it at, what it says)
BUGS = [
    ("hazard_shared_visited", "gfx942", "xdl_write_valu_raw", 43, "needs 7 wait states, has 6"),
    ("hazard_shared_visited", "gfx950", "xdl_write_valu_raw", 44, "needs 8 wait states, has 7"),
    ("wbl2_dropped_wait", "gfx942", "fence", 41, "needs vmcnt(0) or lower"),
    ("wbl2_dropped_wait", "gfx950", "fence", 41, "needs vmcnt(0) or lower"),
]
IDS = [f"{k}-{t}" for k, t, *_ in BUGS]


def _path(kernel: str, target: str) -> Path:
    return HERE / f"{kernel}.{target}.s"


def test_every_reproducer_has_its_source():
    assert {p.stem for p in HERE.glob("*.cl")} == {k for k, *_ in BUGS}
    assert {p.name for p in HERE.glob("*.s")} == {_path(k, t).name for k, t, *_ in BUGS}


@pytest.mark.parametrize("kernel,target,rule,line,says", BUGS, ids=IDS)
def test_checker_finds_llvms_miss(kernel, target, rule, line, says):
    path = _path(kernel, target)
    findings = check_program(parse_asm(path.read_text(), str(path)), load_target(target))
    texts = [str(f) for f in findings]
    assert len(texts) == 1, texts
    assert f"{path}:{line}:" in texts[0] and rule in texts[0] and says in texts[0], texts[0]


@pytest.mark.parametrize("kernel,target,rule,line,says", BUGS, ids=IDS)
def test_pass_output_is_clean_and_assembles(kernel, target, rule, line, says):
    from wave_asm_ext import toolchain

    path = _path(kernel, target)
    program, _ = run_postpass(parse_asm(path.read_text(), str(path)), target)
    text = print_program(program)
    assert [str(f) for f in check_program(parse_asm(text), load_target(target))] == []
    try:
        toolchain.find_tool("llvm-mc")
    except Exception as e:  # noqa: BLE001 - ToolchainError; reported as the skip reason
        pytest.skip(f"llvm-mc not available: {e}")
    with tempfile.TemporaryDirectory() as d:
        assert toolchain.assemble(text, target, Path(d) / "k.o").stat().st_size > 0
