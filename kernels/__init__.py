"""Wave GEMM kernels (ships as ``wave_asm_ext.kernels``): templates + per-target defaults.

See :mod:`kernels.registry` for ``get_kernel`` and the CLI parameter parser.
"""
