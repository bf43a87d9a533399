"""Shared test fixtures and the ``mi_gpu`` marker.

Tests marked ``mi_gpu`` run a kernel on a real AMD Instinct GPU (MI300/MI350 class) and
compare with torch. They skip, with the reason, wherever no such GPU is present — which
is every machine this project is developed on.
"""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

os.environ.setdefault("WAVE_CACHE_ON", "0")

#: gfx arch -> marketing class, for skip messages.
INSTINCT_ARCHES = {"gfx942": "MI300", "gfx950": "MI350"}


def detect_instinct_gpu() -> tuple[str | None, str]:
    """(arch, "") for the first AMD Instinct GPU found, else (None, why not)."""
    if not os.path.exists("/dev/kfd"):
        return None, "no AMD GPU driver (/dev/kfd absent)"
    agent_enum = shutil.which("rocm_agent_enumerator") or "/opt/rocm/bin/rocm_agent_enumerator"
    if not os.path.exists(agent_enum):
        return None, "/dev/kfd present but ROCm's rocm_agent_enumerator not found"
    try:
        out = subprocess.run([agent_enum], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError) as e:
        return None, f"rocm_agent_enumerator failed: {e}"
    for arch in out.split():
        if arch in INSTINCT_ARCHES:
            return arch, ""
    return None, f"no MI300/MI350-class GPU among agents: {out.split() or 'none'}"


_GPU_ARCH, _GPU_WHY = detect_instinct_gpu()


def pytest_collection_modifyitems(config, items):
    if _GPU_ARCH is not None:
        return
    skip = pytest.mark.skip(reason=f"needs an AMD Instinct MI300/MI350 GPU: {_GPU_WHY}")
    for item in items:
        if "mi_gpu" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def gpu_arch() -> str:
    """The arch of the Instinct GPU present (only reached when mi_gpu tests are not skipped)."""
    assert _GPU_ARCH is not None
    return _GPU_ARCH
