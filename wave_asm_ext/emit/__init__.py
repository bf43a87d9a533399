"""MLIR (Wave GEMMs) -> AMDGCN assembly for gfx942 / gfx950.

Entry point: :func:`emit_mlir` (full ``.s`` text). Pipeline:

1. :mod:`walker` walks the kernel ``func.func`` recursively (``scf.for`` with ``iter_args``
   included) and lowers each op to instructions on virtual registers (:mod:`program`);
   index arithmetic stays symbolic (:mod:`affine`) until an address needs it.
2. :mod:`finalize` inserts ``s_waitcnt`` before uses of load results, conservative ``s_nop``
   for MFMA hazards, then allocates registers (linear scan, loop-aware liveness).
3. :mod:`kernel` prints the code, the ``.amdhsa_kernel`` descriptor and the metadata from
   what the code actually uses.

Conventions of the emitted code (what later passes and the emulator can rely on):
* kernarg pointer in s[0:1]; workgroup ids x/y/z (only those used) in s2, s3, ...; packed
  workitem ids in v0 (x bits 0-9, y 10-19, z 20-29); all lanes active, no divergent branches;
* buffer accesses are ``offen`` with soffset 0: address = voffset + offset:imm (0..4095), SRD
  num_records = exact byte extent of the reinterpret_cast memref, word3 0x20000;
* the K loop is a do-while: ``L_loopN:`` ... ``s_add_u32 ctr``, ``s_cmp_lt_i32``,
  ``s_cbranch_scc1 L_loopN`` with the counter in an SGPR;
* accumulators are VGPRs, or AGPRs when more than 256 VGPRs would be live (then
  ``accum_offset`` > the last arch VGPR);
* s_waitcnt and s_nop are correct but conservative (full counts, full MFMA-result waits).

Output-tile fission (:mod:`fission`): a K loop whose accumulators exceed the register file
(one wave, 128x256 tile: 512 registers) is lowered as several passes over the body, each
carrying its share of the accumulators. Known gaps: no spilling (where fission does not
apply, the kernel is rejected before allocation; :func:`kernel.check_accumulator_budget`);
dynamic shapes /
index kernel arguments; data-dependent control flow; bf16 conversions; scf.if.
"""

from __future__ import annotations

from .kernel import EmittedKernel, emit_kernel, emit_mlir

__all__ = ["emit_mlir", "emit_kernel", "EmittedKernel"]
