"""Package discovery and the optional C extension (everything else is in pyproject.toml).

``latency_db/`` and ``kernels/`` sit at the top of the repository but ship inside the
installed package as ``wave_asm_ext.latency_db`` and ``wave_asm_ext.kernels``; setuptools'
declarative ``packages.find`` cannot combine that mapping with discovery of the
``wave_asm_ext.*`` sub-packages, hence this file.

``wave_asm_ext.sim._cycles_native`` is the cycle model's simulation loop in C (see
``wave_asm_ext/sim/cycles_native.py``). It is optional: where it cannot be built the
identical Python loop runs, only slower.
"""

import hashlib
from pathlib import Path

from setuptools import Extension, find_packages, setup

NATIVE_C = "wave_asm_ext/sim/_cycles_native.c"
# the build records its source's hash; cycles_native.py does not use a build of other source
NATIVE_SHA = hashlib.sha256((Path(__file__).parent / NATIVE_C).read_bytes()).hexdigest()[:16]

setup(
    packages=find_packages(include=["wave_asm_ext", "wave_asm_ext.*"])
    + ["wave_asm_ext.latency_db", "wave_asm_ext.kernels"],
    package_dir={"wave_asm_ext.latency_db": "latency_db", "wave_asm_ext.kernels": "kernels"},
    ext_modules=[Extension("wave_asm_ext.sim._cycles_native", [NATIVE_C],
                           define_macros=[("NATIVE_SOURCE_SHA", f'"{NATIVE_SHA}"')],
                           # no fused multiply-add: the same roundings as the Python loop
                           extra_compile_args=["-O2", "-std=c99", "-ffp-contract=off"], optional=True)],
)
