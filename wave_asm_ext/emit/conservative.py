"""Conservative wait-state choices of the emitter (correct on their own; the later hazard
pass re-derives exact numbers from the target DB and trims them).

Sources for the requirements these cover (LLVM GCNHazardRecognizer.cpp, checkMAIHazards90A /
checkMAIVALUHazards for gfx940; CDNA3 ISA guide section 7.6 "Dependency resolution: required
independent instructions"): an XDL MFMA result read by VALU/VMEM/LDS needs up to
NumPasses + 2..3 wait states (16-pass 32x32 ops: 18-19); a VALU write of a VGPR read by an
MFMA needs 2 wait states; back-to-back MFMAs with SrcC exactly equal to the previous vDst need 0.
"""

# s_nop 7 three times = 24 wait states >= 19/20 needed after a 16-pass XDL op.
MFMA_RESULT_NOPS: tuple[int, ...] = (7, 7, 7)
# VALU write -> MFMA read: 2 required; we guarantee 5 (s_nop 4) when closer than that.
VALU_TO_MFMA_WAIT_STATES = 5
# Counter field limits of s_waitcnt on gfx9 (ISA encoding: vmcnt 6 bits, lgkmcnt 4 bits).
VMCNT_MAX = 63
LGKMCNT_MAX = 15
