"""amdgpu.mfma -> MFMA opcode and operand widths, from the target DB.

The MMA type name is rebuilt from the op (``m x n x k`` and the input element type) in
Wave's ``MMAType`` spelling; ``wave_asm_ext.target.load_target(arch).mfma_for`` gives the
opcode (or says the target lacks it) and ``mfma_info`` the per-lane register counts.
"""

from __future__ import annotations

from dataclasses import dataclass

from wave_asm_ext.errors import EmitError, WaveAsmError


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


def _elem_kind(mlir_elem: str, location: str) -> str:
    t = mlir_elem.strip()
    if t == "f16":
        return "F16"
    if t == "bf16":
        return "BF16"
    if t.startswith("f8E4M3"):
        return "F8"  # Wave's F8 MMA types take e4m3 inputs (fp8_fp8 opcodes)
    raise EmitError(f"unsupported MFMA input element type {t}", location=location)


def select(target: str, m: int, n: int, k: int, elem: str, location: str) -> MfmaShape:
    from wave_asm_ext.target import load_target

    mma_type = f"F32_{m}x{n}x{k}_{_elem_kind(elem, location)}"
    try:
        t = load_target(target)
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
