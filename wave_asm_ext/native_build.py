"""Whether an optional C extension of this package may be used: built, from the source
next to it, and not switched off. Shared by the cycle model's loop (``sim/cycles_native.py``)
and the post-emit pass's loops (``passes/native.py``), each of which stays a mirror of a
Python reference that runs otherwise."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path


def build_status(ext, source: Path) -> str:
    """"ok", or why the extension module ``ext`` (None: it did not import) is not used:
    not built, or built from other source than ``source`` (an editable install after an
    edit or a pull: ``bash scripts/setup.sh`` rebuilds it). The build records its source's
    hash as ``SOURCE_SHA`` (setup.py)."""
    if ext is None:
        return "not built (no C compiler at install time?)"
    if source.exists():  # a source checkout; a wheel ships the build only
        sha = hashlib.sha256(source.read_bytes()).hexdigest()[:16]
        if getattr(ext, "SOURCE_SHA", None) != sha:
            return f"stale build (built from {getattr(ext, 'SOURCE_SHA', '?')}, source is {sha})"
    return "ok"


def switched_on() -> bool:
    """``WAVE_ASM_EXT_NATIVE=0`` forces the Python code everywhere."""
    return os.environ.get("WAVE_ASM_EXT_NATIVE", "1") != "0"
