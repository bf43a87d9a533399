"""wave_asm_ext: scheduled AMDGCN for Wave GEMM kernels on gfx942 and gfx950.

Importing the package activates it: ``wave_compile(WaveCompileOptions(backend="asm",
target="gfx942"|"gfx950", ...))`` then finds our latency/hazard DB, accepts gfx950,
emits through our pipeline and assembles/links with LLVM (no ROCm needed). See
:mod:`wave_asm_ext.activation`.
"""

from .activation import AsmExtOptions, activate, last_result
from .errors import (
    AsmParseError,
    EmitError,
    LatencyDBError,
    ToolchainError,
    UnsupportedTargetError,
    WaveAsmError,
)

activate()

__all__ = [
    "AsmExtOptions",
    "activate",
    "last_result",
    "WaveAsmError",
    "AsmParseError",
    "EmitError",
    "LatencyDBError",
    "ToolchainError",
    "UnsupportedTargetError",
]
