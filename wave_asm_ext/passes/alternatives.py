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

What this does not change: the CPU time (the same runs, the same work) and the result
(the same function of the same input: ``scripts/pass_identity.py`` compares the programs
and reports bit for bit).

Why processes: the passes are Python holding the GIL, so threads would not overlap; a fork
shares the loaded modules and warm caches (a process pool would import them per compile).
Why a failed child is harmless: a child that raises, dies, or returns what does not
unpickle leaves its run to the caller, who runs it in this process as it would serially,
so an error surfaces exactly as without children, with its location.
"""

from __future__ import annotations

import os
import pickle
from typing import Callable

#: set in a child: it runs its own judgements' runs itself (one level of children)
_in_child = False
#: children running now, over every :class:`Runs` of this process (``jobs`` bounds them)
_running = 0


def default_jobs() -> int:
    """Child processes the passes may use at once by default: ``WAVE_ASM_EXT_JOBS`` if
    set, else the CPUs this process may run on, less one where the run beside them would
    have them otherwise queue behind it (1 CPU: 0, no children)."""
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


class _Run:
    """One run: ``fn()`` in a child started at once (if a slot is free), or left for
    :meth:`result` to call here."""

    def __init__(self, key: tuple, fn: Callable[[], object], fork: bool):
        self.key, self.fn = key, fn
        self.pid: int | None = None
        self.fd: int | None = None
        if fork and hasattr(os, "fork"):
            self._start()

    def _start(self) -> None:
        global _running, _in_child
        r, w = os.pipe()
        pid = os.fork()
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
        _running += 1

    def result(self):
        """The run's result: the child's, or this process's where there was none or it
        failed."""
        if self.pid is not None:
            value = self._collect()
            if value is not None:
                return value
        return self.fn()

    def _collect(self):
        """The child's unpickled result, None where it failed (after reaping it)."""
        global _running
        chunks = []
        try:
            while chunk := os.read(self.fd, 1 << 20):
                chunks.append(chunk)
        finally:
            os.close(self.fd)
            _, status = os.waitpid(self.pid, 0)
            self.pid = self.fd = None
            _running -= 1
        if status != 0 or not chunks:
            return None
        try:
            return pickle.loads(b"".join(chunks))
        except Exception:   # (an object that does not unpickle: the run is made here instead)
            return None

    def discard(self) -> None:
        """End the child of a run nobody will collect."""
        global _running
        if self.pid is None:
            return
        try:
            os.kill(self.pid, 9)
        except ProcessLookupError:
            pass
        os.close(self.fd)
        os.waitpid(self.pid, 0)
        self.pid = self.fd = None
        _running -= 1


class Runs:
    """The judgements' runs of one ``run_postpass``, by name. :meth:`start` forks a child
    for a run while fewer than ``jobs`` run; :meth:`take` returns a run's result (its own
    function called here where no child ran it). Runs not taken are ended by
    :meth:`close`."""

    def __init__(self, jobs: int):
        self.jobs = jobs
        self.runs: dict[str, _Run] = {}
        self.children = 0   # runs started in a child (the report's figure)

    def start(self, name: str, key: tuple, fn: Callable[[], object]) -> None:
        """Start the run ``name`` of ``fn`` (``key``: its inputs, by value)."""
        fork = not _in_child and _running < self.jobs
        self.runs[name] = run = _Run(key, fn, fork)
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
