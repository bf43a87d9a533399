"""The post-emit pass's compiled loops (C extension ``_native``, built from ``_native.c``).

Each mirrors a Python function that stays the reference and the fallback, with the same
results (each has a differential test): the s_waitcnt pass's block walk
(``waitcnt_native.NativeWalk``, tests/test_waitcnt_native.py) and the scheduler's issue
estimate of a block (``issue_estimate``, tests/test_issue_native.py). The extension is
optional: an install without a C compiler runs the Python code, only slower;
``WAVE_ASM_EXT_NATIVE=0`` forces the Python code (as it does for the cycle model's loop).
"""

from __future__ import annotations

import hashlib
import os
from functools import lru_cache
from pathlib import Path

try:  # built by setup.py (optional extension)
    from . import _native as ext
except ImportError:  # pragma: no cover - exercised only on installs without a C compiler
    ext = None


@lru_cache(maxsize=None)
def build_status() -> str:
    """"ok", or why the compiled code is not used: not built, or built from other source
    than the ``_native.c`` next to it (``bash scripts/setup.sh`` rebuilds it)."""
    if ext is None:
        return "not built (no C compiler at install time?)"
    src = Path(__file__).with_name("_native.c")
    if src.exists():  # a source checkout; a wheel ships the build only
        sha = hashlib.sha256(src.read_bytes()).hexdigest()[:16]
        if getattr(ext, "SOURCE_SHA", None) != sha:
            return f"stale build (built from {getattr(ext, 'SOURCE_SHA', '?')}, source is {sha})"
    return "ok"


def available() -> bool:
    """Built from this source and not switched off (``WAVE_ASM_EXT_NATIVE=0``)."""
    return build_status() == "ok" and os.environ.get("WAVE_ASM_EXT_NATIVE", "1") != "0"
