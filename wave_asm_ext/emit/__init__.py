"""MLIR (Wave GEMMs) -> AMDGCN assembly for gfx942 / gfx950.

Entry point: :func:`emit_mlir` (full ``.s`` text). Pipeline:

1. :mod:`walker` walks the kernel ``func.func`` recursively (``scf.for`` with ``iter_args``
   included) and lowers each op to instructions on virtual registers (:mod:`program`);
   index arithmetic stays symbolic (:mod:`affine`) until an address needs it.
2. :mod:`finalize` inserts ``s_waitcnt`` before uses of load results, conservative ``s_nop``
   for MFMA hazards, then allocates registers (linear scan, loop-aware liveness).
3. :mod:`kernel` prints the code, the ``.amdhsa_kernel`` descriptor and the metadata from
   what the code actually uses.
"""

from __future__ import annotations

from .kernel import EmittedKernel, emit_kernel, emit_mlir

__all__ = ["emit_mlir", "emit_kernel", "EmittedKernel"]
