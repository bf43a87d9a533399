"""MMA type -> MFMA opcode and operand shapes.

The opcode comes from the target DB (``wave_asm_ext.target.load_target(arch).mfma_for``)
when that module is available. TEMPORARY fallback (until the DB lands): the table below,
taken from LLVM's VOP3PInstructions.td names (gfx940 ``v_mfma_f32_*`` and the gfx950
additions). Operand register counts are not hardware timing facts but ISA operand widths
(lanes hold K*M/64 elements of A): they follow from the instruction shape.
"""

from __future__ import annotations

from dataclasses import dataclass

from wave_asm_ext.errors import EmitError


@dataclass(frozen=True)
class MfmaShape:
    mma_type: str  # Wave's MMAType name, e.g. "F32_16x16x16_F16"
    m: int
    n: int
    k: int
    in_type: str  # "f16", "bf16", "fp8", "bf8"
    opcode: str
    a_dwords: int  # VGPRs per lane for A (and B)
    c_dwords: int  # VGPRs per lane for C/D (f32 accumulators)


# TEMPORARY mapping (see module docstring): mma type -> (opcode, targets that have it).
_TEMP_TABLE: dict[str, tuple[str, tuple[str, ...]]] = {
    "F32_16x16x16_F16": ("v_mfma_f32_16x16x16_f16", ("gfx942", "gfx950")),
    "F32_32x32x8_F16": ("v_mfma_f32_32x32x8_f16", ("gfx942", "gfx950")),
    "F32_16x16x32_F8": ("v_mfma_f32_16x16x32_fp8_fp8", ("gfx942", "gfx950")),
    "F32_32x32x16_F8": ("v_mfma_f32_32x32x16_fp8_fp8", ("gfx942", "gfx950")),
    "F32_16x16x32_F16": ("v_mfma_f32_16x16x32_f16", ("gfx950",)),
    "F32_32x32x16_F16": ("v_mfma_f32_32x32x16_f16", ("gfx950",)),
    "F32_16x16x32_BF16": ("v_mfma_f32_16x16x32_bf16", ("gfx950",)),
    "F32_32x32x16_BF16": ("v_mfma_f32_32x32x16_bf16", ("gfx950",)),
}


def _elem_kind(mlir_elem: str) -> tuple[str, int]:
    t = mlir_elem.strip()
    if t == "f16":
        return "F16", 2
    if t == "bf16":
        return "BF16", 2
    if t.startswith("f8E4M3") or t.startswith("f8E5M2"):
        return "F8", 1
    raise EmitError(f"unsupported MFMA input element type {t}")


def _opcode_from_db(target: str, mma_type: str) -> str | None:
    try:
        from wave_asm_ext.target import load_target  # type: ignore
    except ImportError:
        return None
    try:
        t = load_target(target)
        return t.mfma_for(mma_type)
    except Exception:  # DB present but lacks this entry: fall back below, decided by table
        return None


def select(target: str, m: int, n: int, k: int, elem: str, location: str) -> MfmaShape:
    kind, eb = _elem_kind(elem)
    mma_type = f"F32_{m}x{n}x{k}_{kind}"
    if mma_type not in _TEMP_TABLE:
        raise EmitError(f"no MFMA for {mma_type} (amdgpu.mfma {m}x{n}x{k} on {elem})", location=location)
    opcode, targets = _TEMP_TABLE[mma_type]
    if target not in targets:
        raise EmitError(f"MMA type {mma_type} ({opcode}) is not available on {target} "
                        f"(available on: {', '.join(targets)})", location=location)
    db_op = _opcode_from_db(target, mma_type)
    if db_op:
        opcode = db_op
    if elem.startswith("f8E5M2"):
        opcode = opcode.replace("fp8_fp8", "bf8_bf8")
    a_bytes = m * k * eb // 64 if m == n else 0
    return MfmaShape(mma_type, m, n, k, kind.lower(), opcode, a_bytes // 4, m * n // 64)
