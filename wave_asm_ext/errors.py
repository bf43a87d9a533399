"""One exception family for the whole package.

Every error says *what* is wrong and *where*: a file and line, a DB key, an MLIR op
and its location, or a tool name. Callers catch ``WaveAsmError``; the CLI turns it
into exit code 2 with the message.
"""

from __future__ import annotations


class WaveAsmError(Exception):
    """Base class. ``location`` is a short human-readable place (file:line, key, op)."""

    def __init__(self, message: str, location: str | None = None):
        self.message = message
        self.location = location
        super().__init__(f"{location}: {message}" if location else message)


class LatencyDBError(WaveAsmError):
    """A latency/hazard DB file is missing, malformed, or fails its schema."""


class UnsupportedTargetError(WaveAsmError):
    """A target (gfx arch) we have no DB for."""


class ToolchainError(WaveAsmError):
    """An external tool (llvm-mc, ld.lld, ...) is missing or failed."""


class AsmParseError(WaveAsmError):
    """Assembly text that the program model cannot represent (unknown mnemonic, bad operand)."""


class FrontEndError(WaveAsmError):
    """Wave's own front end (trace -> MLIR, e.g. its PREFETCH scheduler) failed before this
    backend saw the kernel; ``backend="llvm"`` goes through the same front end."""


class EmitError(WaveAsmError):
    """MLIR the emitter cannot lower (unsupported op or attribute); names the op and its location."""


class RegisterAllocationError(WaveAsmError):
    """Virtual registers the allocator cannot place (too many live, or tuple layouts that
    contradict each other); names the operand and its place."""
