"""The compiled issue estimate (``estimate_block`` of passes/_native.c, used by
``issue_estimate.estimate_cycles``) gives bit-identical estimates to the Python loop it
mirrors (``issue_estimate._issue``) on every corpus and foreign kernel as written (their
own waits and nops), on scheduled fixture kernels and on random programs, at 1 to 8
waves per SIMD."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings

from wave_asm_ext.isa import parse_asm, parse_file
from wave_asm_ext.passes import issue_estimate, native
from wave_asm_ext.passes.schedule import Scheduler
from wave_asm_ext.target import load_target

from test_passes_props import programs
from test_waitcnt_native import _kernel_files

HERE = Path(__file__).parent
WAVES = (1, 2, 3, 4, 8)


def _estimates(kernel, target, monkeypatch, compiled: bool) -> list[float]:
    monkeypatch.setattr(native, "available", lambda: compiled)
    sched = Scheduler(target)
    lists = [b.instructions for b in kernel.blocks]
    # the scheduler's record cache, shared by the calls (every call but the first finds its records there)
    return [issue_estimate.estimate_cycles(kernel.cfg, lists, w, sched.cpp, sched._nodes, sched.node, sched._records)
            for w in WAVES]


def _assert_same(prog, target, monkeypatch, where: str) -> int:
    n = 0
    for k in prog.kernels:
        if not k.blocks:
            continue
        py = _estimates(k, target, monkeypatch, False)
        nat = _estimates(k, target, monkeypatch, True)
        assert nat == py, f"{where}:{k.name}"
        n += 1
    return n


def test_the_compiled_estimate_is_built():
    assert native.build_status() == "ok"
    assert native.available()


def test_corpus_kernels_estimate_the_same(monkeypatch):
    files = _kernel_files()
    assert len(files) > 90
    kernels = sum(_assert_same(parse_file(str(f)), load_target("gfx950" if "gfx950" in str(f) else "gfx942"),
                               monkeypatch, f.name) for f in files)
    assert kernels > 90


def test_scheduled_fixture_kernels_estimate_the_same(monkeypatch):
    from wave_asm_ext.emit import emit_mlir
    from wave_asm_ext.passes import run_postpass

    fixtures = sorted((HERE / "fixtures" / "mlir").glob("*.mlir"))[::4]
    assert len(fixtures) >= 5
    for path in fixtures:
        arch = "gfx942" if path.name.startswith("gfx942") else "gfx950"
        tgt = load_target(arch)
        out = run_postpass(parse_asm(emit_mlir(path.read_text(), arch), path.name), tgt)[0]
        assert _assert_same(out, tgt, monkeypatch, path.name) == 1


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(programs())
def test_random_programs_estimate_the_same(monkeypatch, prog):
    target, text, _ = prog
    assert _assert_same(parse_asm(text, "random"), load_target(target), monkeypatch, "random") == 1
