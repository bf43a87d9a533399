"""Package discovery (everything else is in pyproject.toml).

``latency_db/`` and ``kernels/`` sit at the top of the repository but ship inside the
installed package as ``wave_asm_ext.latency_db`` and ``wave_asm_ext.kernels``; setuptools'
declarative ``packages.find`` cannot combine that mapping with discovery of the
``wave_asm_ext.*`` sub-packages, hence this file.
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["wave_asm_ext", "wave_asm_ext.*"])
    + ["wave_asm_ext.latency_db", "wave_asm_ext.kernels"],
    package_dir={"wave_asm_ext.latency_db": "latency_db", "wave_asm_ext.kernels": "kernels"},
)
