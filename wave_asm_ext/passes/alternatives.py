"""The judgements' other runs of the post-emit passes, in child processes beside the run
that will need them.

Where the unroll pass unrolls a loop, the passes also run on the program from before it
with unrolling off; where it unrolls a two- or three-trip loop whole, once more with that
loop left to run once; where copies were coalesced, on the program with its copies. The
cycle model then keeps one (``pipeline._unroll_judged``, ``_whole_judged``,
``_coalesce_judged``). Each such run is a pure function of a text and the options, and its
text exists as soon as the pass that made the choice has run, early in the first run. So
:class:`Runs` starts it there in a forked child and the judgement collects the child's
pickled result: wall-clock time becomes that of the longest run rather than the sum.

Not inside a run: the scheduler's search has independent pieces too (the wide-renaming
branches, the rotation judgement's runners-up), and in children they came out slower
(session 60, BENCHMARKS.md). A run's pieces share the scheduler's memo (orders, solves
and simulations by the instructions they were computed from): a child starts without what
the run computes meanwhile, and the parent gets back unpickled instructions its memo has
never seen. LLVM corpus: wall clock 3.69 s with children for the runs only, 4.73 s with
them for the pieces too (4.37 s serial); the 25 MLIR fixtures 30.1 s either way.

What this does not change: the result (the same function of the same input:
``scripts/pass_identity.py`` compares the programs, ``tests/test_alternatives.py`` the
reports too) and the work (the same runs: CPU time only grows by the forks, the pickling
and the pages the processes copy on write, a few per cent).

Why processes: the passes are Python holding the GIL, so threads would not overlap; a fork
shares the loaded modules and warm caches (a process pool would import them per compile).
How many: a job server, as make's: a pipe holding ``jobs`` tokens, made by the outermost
``run_postpass`` (:func:`job_server`) and inherited by every child. A process forks only
with a token it could take at once, else makes the run itself; whoever reaps a child
puts its token back. So a child can start children of its own (the coalescing judgement's
run has an unroll judgement of its own) while the tree never runs more than ``jobs``
children.

Why a failed child is harmless: a child that raises, dies, or returns what does not
unpickle leaves its run to the caller, who runs it in this process as it would serially,
so an error surfaces exactly as without children, with its location.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import warnings
from typing import Callable

#: the job server's pipe (read end, write end) while a :func:`job_server` is active here or
#: in a parent process; None: every run is made in the process that asks for it
_server: tuple[int, int] | None = None
#: the :func:`job_server` contexts using ``_server`` in this process
_users = 0
#: set in a child (for tests and reports: a child does not make a job server of its own)
_in_child = False


def default_jobs() -> int:
    """Child processes the passes may use at once by default: ``WAVE_ASM_EXT_JOBS`` if
    set, else the CPUs this process may run on (1 CPU: 0, no children)."""
    env = os.environ.get("WAVE_ASM_EXT_JOBS")
    if env is not None:
        return check_jobs(int(env) if env.strip().lstrip("-").isdigit() else env, "WAVE_ASM_EXT_JOBS")
    try:
        cpus = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cpus = os.cpu_count() or 1
    return cpus if cpus > 1 else 0


def check_jobs(jobs, setting: str) -> int:
    """``jobs`` if it is a count of child processes (an int >= 0), else a ValueError naming
    ``setting``."""
    if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 0:
        raise ValueError(f"{setting}={jobs!r}: expected a count of child processes, an integer >= 0 "
                         "(0: every run of the passes in this process)")
    return jobs


@contextlib.contextmanager
def job_server(jobs: int):
    """``jobs`` tokens for the runs started inside (here and in their children); inside an
    active one (a nested ``run_postpass``, a child), that one serves."""
    global _server, _users
    if _server is not None:
        _users += 1   # (another thread's run_postpass may share it: closed by the last user)
        try:
            yield
        finally:
            _users -= 1
        return
    if _in_child or jobs == 0 or not hasattr(os, "fork"):
        yield
        return
    r, w = os.pipe()
    os.set_blocking(r, False)
    os.write(w, b"t" * jobs)
    _server, _users = (r, w), 1
    try:
        yield
    finally:
        _users -= 1
        if _users == 0:
            _server = None
            os.close(r)
            os.close(w)


def tokens() -> int:
    """Tokens free now (for tests: 0 without a job server)."""
    if _server is None:
        return 0
    taken = _take_all()
    os.write(_server[1], taken)
    return len(taken)


def _take_all() -> bytes:
    out = b""
    with contextlib.suppress(BlockingIOError):
        while chunk := os.read(_server[0], 64):
            out += chunk
    return out


def _take_token() -> bool:
    if _server is None:
        return False
    try:
        return os.read(_server[0], 1) == b"t"
    except OSError:   # (none free: BlockingIOError)
        return False


def _give_token() -> None:
    os.write(_server[1], b"t")


class _Run:
    """One run: ``fn()`` in a child started at once (if a token is free and a process can
    be forked), or left for :meth:`result` to call here. ``fn`` returns a picklable value,
    never None (None is how a failed child reads)."""

    def __init__(self, key: tuple, fn: Callable[[], object]):
        self.key, self.fn = key, fn
        self.pid: int | None = None
        self.fd: int | None = None
        if _take_token():
            self._start()

    def _start(self) -> None:
        global _in_child
        try:
            r, w = os.pipe()
        except OSError:   # (out of descriptors: the run is made here)
            _give_token()
            return
        try:
            with warnings.catch_warnings():
                # (Python >= 3.12 warns of a fork in a process with threads, e.g. the ones
                # torch or Wave start: the child only runs the passes, pure Python and this
                # package's C code, and takes no lock another thread could hold)
                warnings.filterwarnings("ignore", r".*multi-threaded.*fork", DeprecationWarning)
                pid = os.fork()
        except OSError:   # (no process to be had: EAGAIN, ENOMEM; the run is made here)
            os.close(r)
            os.close(w)
            _give_token()
            return
        if pid == 0:   # the child: the result, pickled, down the pipe; never back into the caller
            code = 1
            try:
                os.close(r)
                _in_child = True
                data = pickle.dumps(self.fn(), protocol=pickle.HIGHEST_PROTOCOL)
                with os.fdopen(w, "wb") as out:
                    out.write(data)
                code = 0
            finally:
                os._exit(code)
        os.close(w)
        self.pid, self.fd = pid, r

    def result(self):
        """The run's result: the child's, or this process's where there was none or it
        failed."""
        if self.pid is not None:
            value = self._collect()
            if value is not None:
                return value
        return self.fn()

    def _reap(self) -> int | None:
        """The child's wait status (None where the caller's process reaps children itself:
        SIGCHLD ignored), its token back."""
        os.close(self.fd)
        try:
            _, status = os.waitpid(self.pid, 0)
        except ChildProcessError:
            status = None
        self.pid = self.fd = None
        _give_token()
        return status

    def _collect(self):
        """The child's unpickled result, None where it failed (after reaping it)."""
        chunks = []
        try:
            while chunk := os.read(self.fd, 1 << 20):
                chunks.append(chunk)
        finally:
            status = self._reap()
        if status not in (0, None) or not chunks:   # (unknown status: a cut-off pickle does not load)
            return None
        try:
            return pickle.loads(b"".join(chunks))
        except Exception:   # (an object that does not unpickle: the run is made here instead)
            return None

    def discard(self) -> None:
        """End the child of a run nobody will collect."""
        if self.pid is None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.pid, 9)
        self._reap()


class Runs:
    """Runs of functions by name, each started in a child where the job server has a
    token (:func:`job_server`). :meth:`take` returns a run's result (its function called
    here where no child ran it). Runs not taken are ended by :meth:`close`."""

    def __init__(self):
        self.runs: dict[str, _Run] = {}
        self.children = 0   # runs started in a child (the report's figure)

    def start(self, name: str, key: tuple, fn: Callable[[], object]) -> None:
        """Start the run ``name`` of ``fn`` (``key``: its inputs, by value)."""
        self.runs[name] = run = _Run(key, fn)
        self.children += run.pid is not None

    def take(self, name: str, key: tuple, fn: Callable[[], object]):
        """``fn()``: the result of the run started as ``name`` where it was started with
        the same ``key`` (the same function of the same inputs), else made here."""
        run = self.runs.pop(name, None)
        if run is not None and run.key == key:
            return run.result()
        if run is not None:
            run.discard()
        return fn()

    def close(self) -> None:
        for run in self.runs.values():
            run.discard()
        self.runs.clear()
