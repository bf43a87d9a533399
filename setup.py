"""Package discovery and the optional C extension (everything else is in pyproject.toml).

``latency_db/`` and ``kernels/`` sit at the top of the repository but ship inside the
installed package as ``wave_asm_ext.latency_db`` and ``wave_asm_ext.kernels``; setuptools'
declarative ``packages.find`` cannot combine that mapping with discovery of the
``wave_asm_ext.*`` sub-packages, hence this file.

``wave_asm_ext.sim._cycles_native`` is the cycle model's simulation loop in C (see
``wave_asm_ext/sim/cycles_native.py``), ``wave_asm_ext.passes._native`` the post-emit
pass's loops (``wave_asm_ext/passes/native.py``). Both are
optional: where they cannot be built the identical Python code runs, only slower.
"""

import hashlib
from pathlib import Path

from setuptools import Extension, find_packages, setup

NATIVE_C = "wave_asm_ext/sim/_cycles_native.c"
PASSES_C = "wave_asm_ext/passes/_native.c"


def _sha(path: str) -> str:
    """The source's hash, recorded by its build: sim/cycles_native.py and passes/native.py do
    not use a build of other source."""
    return hashlib.sha256((Path(__file__).parent / path).read_bytes()).hexdigest()[:16]


# no fused multiply-add: the same roundings as the Python loop
_FLAGS = ["-O2", "-std=c99", "-ffp-contract=off"]

setup(
    packages=find_packages(include=["wave_asm_ext", "wave_asm_ext.*"])
    + ["wave_asm_ext.latency_db", "wave_asm_ext.kernels"],
    package_dir={"wave_asm_ext.latency_db": "latency_db", "wave_asm_ext.kernels": "kernels"},
    ext_modules=[Extension("wave_asm_ext.sim._cycles_native", [NATIVE_C],
                           define_macros=[("NATIVE_SOURCE_SHA", f'"{_sha(NATIVE_C)}"')],
                           extra_compile_args=_FLAGS, optional=True),
                 Extension("wave_asm_ext.passes._native", [PASSES_C],
                           define_macros=[("NATIVE_SOURCE_SHA", f'"{_sha(PASSES_C)}"')],
                           extra_compile_args=_FLAGS, optional=True)],
)
