"""The post-emit pass's compiled loops (C extension ``_native``, built from ``_native.c``).

Each mirrors a Python function that stays the reference and the fallback, with the same
results (each has a differential test): the s_waitcnt pass's block walk
(``waitcnt_native.NativeWalk``, tests/test_waitcnt_native.py), the hazard pass's block
walk (``HazardResolver._walk_native``, tests/test_hazards_native.py), the scheduler's timed
list schedule of a region (``list_schedule._schedule_native``), its untimed order and pipe
plans (``_priority_order``, ``_pipe_plan``) and the main loop of its dependence graphs (``Scheduler._graph``; both in tests/test_list_schedule_native.py), and
its issue estimate of a block (``issue_estimate``, tests/test_issue_native.py); and the
renamer's occupation lists and register choice (``rename._GrowingMasks``, ``rename._place``;
tests/test_rename_native.py). The extension is
optional: an install without a C compiler runs the Python code, only slower;
``WAVE_ASM_EXT_NATIVE=0`` forces the Python code (as it does for the cycle model's loop).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from .. import native_build

try:  # built by setup.py (optional extension)
    from . import _native as ext
except ImportError:  # pragma: no cover - exercised only on installs without a C compiler
    ext = None


#: the counters an ``s_waitcnt`` names, in the order of the C side's count arrays (NCOUNTERS)
WAIT_COUNTERS = ("vmcnt", "expcnt", "lgkmcnt")
COUNTER_IDS = {c: i for i, c in enumerate(WAIT_COUNTERS)}
#: a record cache of the compiled loops' callers starts over beyond this many instructions
#: (it keeps them alive; a cache size, not a hardware fact)
RECORD_CACHE_MAX = 500_000


@lru_cache(maxsize=None)
def build_status() -> str:
    """"ok", or why the compiled code is not used (``native_build.build_status``)."""
    return native_build.build_status(ext, Path(__file__).with_name("_native.c"))


def available() -> bool:
    """Built from this source and not switched off (``WAVE_ASM_EXT_NATIVE=0``)."""
    return build_status() == "ok" and native_build.switched_on()
