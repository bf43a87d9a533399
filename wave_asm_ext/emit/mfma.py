"""amdgpu.mfma -> MFMA opcode and operand widths, from the target DB.

The MMA type name is rebuilt from the op (``m x n x k`` and the input element type) in
Wave's ``MMAType`` spelling; ``wave_asm_ext.target.load_target(arch).mfma_for`` gives the
opcode (or says the target lacks it) and ``mfma_info`` the per-lane register counts.
"""

from __future__ import annotations

from dataclasses import dataclass

from wave_asm_ext.errors import EmitError, WaveAsmError
from wave_asm_ext.isa.opcodes import format_modifier


@dataclass(frozen=True)
class MfmaShape:
    mma_type: str  # Wave's MMAType name, e.g. "F32_16x16x16_F16"
    m: int
    n: int
    k: int
    opcode: str
    a_dwords: int  # VGPRs per lane for A
    b_dwords: int
    c_dwords: int  # VGPRs per lane for C/D (f32 accumulators)
    passes: int


#: MLIR 8-bit float element types -> the format names of the DB's ``fp8_formats``.
_MLIR_FP8 = {"f8E4M3FNUZ": "e4m3fnuz", "f8E4M3FN": "e4m3fn", "f8E5M2FNUZ": "e5m2fnuz", "f8E5M2": "e5m2"}


def _elem_kind(mlir_elem: str, location: str, target) -> str:
    t = mlir_elem.strip()
    if t == "f16":
        return "F16"
    if t == "bf16":
        return "BF16"
    if t in ("f8E4M3FNUZ", "f8E4M3FN"):
        # Wave's F8 MMA types take e4m3 inputs (fp8_fp8 opcodes); the MFMA reads them in the
        # target's own format, so an input of the other family would be a silent miscompile
        want = target.fp8_format("fp8")
        if _MLIR_FP8[t] != want:
            fix = next(k for k, v in _MLIR_FP8.items() if v == want)
            raise EmitError(f"MFMA input element type {t} is not the 8-bit format {target.arch}'s MFMAs read "
                            f"({want}): the same bits mean other values there; build the kernel with {fix} "
                            f"(torch.float8_{want})", location=location)
        return "F8"
    raise EmitError(f"unsupported MFMA input element type {t}", location=location)


def select(target: str, m: int, n: int, k: int, elem: str, location: str) -> MfmaShape:
    from wave_asm_ext.target import load_target

    try:
        t = load_target(target)
    except WaveAsmError as e:
        raise EmitError(f"amdgpu.mfma {m}x{n}x{k} on {elem}: {e}", location=location) from e
    mma_type = f"F32_{m}x{n}x{k}_{_elem_kind(elem, location, t)}"
    try:
        opcode = t.mfma_for(mma_type)
        info = t.mfma_info(opcode)
    except WaveAsmError as e:
        raise EmitError(f"MMA type {mma_type} (amdgpu.mfma {m}x{n}x{k} on {elem}) is not available "
                        f"on {target}: {e}", location=location) from e
    if (info.m, info.n, info.k, info.blocks) != (m, n, k, 1):
        raise EmitError(f"target DB maps {mma_type} to {opcode} of shape "
                        f"{info.m}x{info.n}x{info.k}x{info.blocks}b", location=location)
    return MfmaShape(mma_type, m, n, k, opcode, info.regs["srca"], info.regs["srcb"],
                     info.regs["vdst"], info.passes)


@dataclass(frozen=True)
class ScaledMfmaShape:
    mma_type: str   # Wave's ScaledMMAType name, e.g. "F32_16x16x128_F8F6F4"
    opcode: str
    a_format: int   # CBSZ: the A operand's format code (DB f8f6f4_formats)
    b_format: int   # BLGP: the B operand's
    a_dwords: int   # VGPRs per lane of A in its format (32 values: 4 for FP4, 8 for FP8)
    b_dwords: int
    c_dwords: int
    passes: int


def select_scaled(target: str, m: int, n: int, k: int, a_elem: str, b_elem: str, location: str) -> ScaledMfmaShape:
    """amdgpu.scaled_mfma -> the block-scaled f8f6f4 MFMA (gfx950) and its operands' formats
    and widths, from the DB (``mma_types``, ``f8f6f4_formats``). FP6 operands are refused (the
    emulator, which proves the emitted kernels, does not model them)."""
    from wave_asm_ext.target import load_target

    mma_type = f"F32_{m}x{n}x{k}_F8F6F4"
    try:
        t = load_target(target)
        opcode = t.mfma_for(mma_type)
        info = t.mfma_info(opcode)
        (fa, ba), (fb, bb) = (t.f8f6f4_format(e.strip()) for e in (a_elem, b_elem))
    except WaveAsmError as e:
        raise EmitError(f"amdgpu.scaled_mfma {m}x{n}x{k} on {a_elem} x {b_elem} is not available on {target}: {e}",
                        location=location) from e
    if 6 in (ba, bb):
        raise EmitError(f"amdgpu.scaled_mfma on {a_elem} x {b_elem}: 6-bit operands are not supported "
                        "(FP4 and FP8 are)", location=location)
    if (info.m, info.n, info.k, info.blocks) != (m, n, k, 1):
        raise EmitError(f"target DB maps {mma_type} to {opcode} of shape {info.m}x{info.n}x{info.k}x{info.blocks}b",
                        location=location)
    per_lane = m * k // 64   # values of A (and of B: m == n) a lane holds
    # the pass count of these formats (two 4- or 6-bit operands: half an 8-bit one's)
    passes = t.classify(opcode, [format_modifier("cbsz", fa), format_modifier("blgp", fb)]).mfma_passes
    return ScaledMfmaShape(mma_type, opcode, fa, fb, per_lane * ba // 32, per_lane * bb // 32,
                           info.regs["vdst"], passes)
