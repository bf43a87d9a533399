"""The judgements' other runs of the post-emit passes in child processes
(``passes.alternatives``): the same programs and reports as run one after the other, less
wall-clock time, and every way a child can fail leaves the run to the caller."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from wave_asm_ext.isa import parse_asm, print_program
from wave_asm_ext.passes import alternatives, run_postpass
from wave_asm_ext.target import load_target

MLIR = Path(__file__).parent / "fixtures" / "mlir"
# a seven-trip loop unrolled whole, judged against it unrolled by two ("run once") and the
# winner against the loop as written ("not unrolled"): two other runs
UNROLLED = "gfx950_gemm_256_b64x64x32_w2x2_16x16x32_prefetch.mlir"
# a two-trip loop unrolled whole (judged against the loop run once) in a kernel whose
# copies were coalesced (judged against the copies): the other runs of every judgement
WHOLE = "unroll/gfx950_gemm_reordered_64x96x80_b64x32x16_w4x2_16x16x16_four_stage.mlir"

fork_only = pytest.mark.skipif(not hasattr(os, "fork"), reason="no os.fork on this platform")


def _pass(name: str, jobs: int):
    from wave_asm_ext.emit import emit_kernel

    arch = Path(name).name.split("_")[0]
    text = emit_kernel((MLIR / name).read_text(), arch).text
    return run_postpass(parse_asm(text, name), load_target(arch), {"jobs": jobs})


def _same_result(a, b) -> None:
    (pa, ra), (pb, rb) = a, b
    assert print_program(pa) == print_program(pb)
    da, db = ra.to_dict(), rb.to_dict()
    for d in (da, db):   # (times differ run to run; the rest is the passes' result)
        for k in ("timings_s", "total_s", "wall_s", "child_runs"):
            d.pop(k)
    assert da == db


@fork_only
@pytest.mark.parametrize("name, children", [(UNROLLED, 2), (WHOLE, 2)])
def test_children_give_the_programs_and_reports_of_the_runs_made_here(name, children):
    here = _pass(name, 0)
    forked = _pass(name, 2)
    assert here[1].child_runs == 0
    # every judgement's other run in a child: "not unrolled", and for the whole-unrolled
    # kernel "run once" or "copies kept" too (whichever the two slots took first)
    assert forked[1].child_runs == children
    _same_result(here, forked)
    assert f"{children} run(s) of the passes in child processes" in forked[1].summary()
    # the pass times count every run (both runs' passes), the wall clock the elapsed time
    assert forked[1].total_s > 0 and forked[1].wall_s > 0


@fork_only
def test_one_job_at_a_time_runs_the_rest_here():
    forked = _pass(WHOLE, 1)
    assert forked[1].child_runs == 1
    _same_result(_pass(WHOLE, 0), forked)


def _raise_in_child():
    if alternatives._in_child:
        raise RuntimeError("child only")
    return ("made here", os.getpid())


def _die_in_child():
    if alternatives._in_child:
        os.kill(os.getpid(), signal.SIGKILL)
    return "made here"


def _unpicklable_in_child():
    return (lambda: None) if alternatives._in_child else "made here"


@fork_only
@pytest.mark.parametrize("fn", [_raise_in_child, _die_in_child, _unpicklable_in_child])
def test_a_failed_child_leaves_the_run_to_the_caller(fn):
    with alternatives.job_server(1):
        runs = alternatives.Runs()
        runs.start("r", ("key",), fn)
        assert runs.children == 1 and alternatives.tokens() == 0
        got = runs.take("r", ("key",), fn)
        assert got == fn() and alternatives.tokens() == 1   # the token is back
    if fn is _raise_in_child:
        assert got[1] == os.getpid()   # made in this process


def _nested():
    inner = alternatives.Runs()
    inner.start("x", (), lambda: alternatives._in_child)
    return inner.children, inner.take("x", (), lambda: None), alternatives._in_child


@fork_only
def test_a_child_starts_children_of_its_own_with_the_servers_tokens():
    with alternatives.job_server(2):
        runs = alternatives.Runs()
        runs.start("c", (3,), _nested)
        # the child took the second token for a child of its own
        assert runs.take("c", (3,), _nested) == (1, True, True)
        assert alternatives.tokens() == 2
    with alternatives.job_server(1):
        runs = alternatives.Runs()
        runs.start("c", (3,), _nested)
        assert runs.take("c", (3,), _nested) == (0, True, True)   # no token left for it


@fork_only
def test_a_child_result_and_an_error_surface_as_made_here():
    with alternatives.job_server(2):
        runs = alternatives.Runs()
        runs.start("ok", (1,), lambda: ("child", alternatives._in_child))
        runs.start("bad", (2,), lambda: 1 / 0)
        assert runs.children == 2
        assert runs.take("ok", (1,), lambda: None) == ("child", True)
        with pytest.raises(ZeroDivisionError):   # the child failed: the run is made here, and raises here
            runs.take("bad", (2,), lambda: 1 / 0)
        assert alternatives.tokens() == 2


@fork_only
def test_runs_are_bounded_by_the_tokens_and_ended_when_not_taken():
    runs = alternatives.Runs()
    runs.start("none", (0,), lambda: "made here")   # no job server: no child
    assert runs.children == 0 and runs.take("none", (0,), lambda: "unused") == "made here"
    with alternatives.job_server(1):
        with alternatives.job_server(5):   # a nested server: the outer one serves
            assert alternatives.tokens() == 1
        runs.start("a", (1,), lambda: "a")
        runs.start("b", (2,), lambda: "b")   # no token: made here when taken
        assert runs.children == 1
        pid = runs.runs["a"].pid
        # a run taken with other inputs than it was started with is made here, its child ended
        assert runs.take("a", (99,), lambda: "other inputs") == "other inputs"
        with pytest.raises(ChildProcessError):
            os.waitpid(pid, os.WNOHANG)
        assert runs.take("b", (2,), lambda: "unused") == "b"
        runs.start("d", (4,), lambda: "d")
        pid = runs.runs["d"].pid
        assert pid is not None
        runs.close()   # not taken: ended and reaped, its token back
        with pytest.raises(ChildProcessError):
            os.waitpid(pid, os.WNOHANG)
        assert runs.runs == {} and alternatives.tokens() == 1
    assert alternatives._server is None


def test_jobs_must_be_a_count(monkeypatch):
    for bad in (-1, "2", 1.5, True):
        with pytest.raises(ValueError, match=r"post-emit pass option jobs=.*expected a count of child processes"):
            run_postpass(parse_asm("s_endpgm\n", "<k>"), "gfx950", {"jobs": bad})
    monkeypatch.setenv("WAVE_ASM_EXT_JOBS", "3")
    assert alternatives.default_jobs() == 3
    monkeypatch.setenv("WAVE_ASM_EXT_JOBS", "many")
    with pytest.raises(ValueError, match="WAVE_ASM_EXT_JOBS='many'"):
        alternatives.default_jobs()
    monkeypatch.delenv("WAVE_ASM_EXT_JOBS")
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    assert alternatives.default_jobs() == (cpus if cpus > 1 else 0)
    from wave_asm_ext.activation import AsmExtOptions

    with pytest.raises(ValueError, match="AsmExtOptions.jobs=-2"):
        AsmExtOptions(jobs=-2)
    assert AsmExtOptions(jobs=0).postpass_options()["jobs"] == 0


@fork_only
def test_children_reaped_by_the_callers_process_still_give_their_results():
    # a caller that ignores SIGCHLD has its children reaped by the kernel: waitpid finds none
    old = signal.signal(signal.SIGCHLD, signal.SIG_IGN)
    try:
        with alternatives.job_server(1):
            runs = alternatives.Runs()
            runs.start("a", (), lambda: ("child", alternatives._in_child))
            assert runs.children == 1
            assert runs.take("a", (), lambda: None) == ("child", True)
            runs.start("b", (), _die_in_child)
            assert runs.take("b", (), _die_in_child) == "made here"
            assert alternatives.tokens() == 1
    finally:
        signal.signal(signal.SIGCHLD, old)


@fork_only
def test_no_process_to_be_had_leaves_the_run_here(monkeypatch):
    def no_fork():
        raise BlockingIOError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(os, "fork", no_fork)
    with alternatives.job_server(1):
        runs = alternatives.Runs()
        runs.start("a", (), lambda: os.getpid())
        assert runs.children == 0 and alternatives.tokens() == 1   # the token is not lost
        assert runs.take("a", (), lambda: None) == os.getpid()


def test_the_cli_flag_names_a_bad_count(capsys):
    from wave_asm_ext.cli import build_parser

    assert build_parser().parse_args(["schedule", "in.s", "--jobs", "3"]).jobs == 3
    assert build_parser().parse_args(["schedule", "in.s"]).jobs is None   # the default: the CPUs
    for bad in ("-1", "two"):
        with pytest.raises(SystemExit):
            build_parser().parse_args(["schedule", "in.s", "--jobs", bad])
        assert f"argument --jobs: expected an integer >= 0, got '{bad}'" in capsys.readouterr().err
