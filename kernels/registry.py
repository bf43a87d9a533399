"""Registry of the Wave GEMM kernels this project compiles, with per-target defaults.

``get_kernel(name, target, params) -> (kernel, hyperparams, options_kwargs)``

* ``name``: ``"gemm"`` (A[M,K] x B[N,K]^T -> C[M,N] f32), ``"gemm_tt"`` (A[K,M], B[K,N]) or
  ``"gemm_reordered"`` (``gemm``'s layout, f16, with Wave's L2-friendly workgroup order:
  ``templates.reordered_gemm``; 4x2 waves fixed by the template; ``group_m`` workgroup rows
  per group).
* ``"gemm_mxfp4"`` (gfx950): A[M,K] x B[N,K]^T -> C[M,N] f32 in MXFP4: A and B FP4 (E2M1) values
  packed two per byte (``uint8`` [M, K/2], [N, K/2], the first value in the low nibble), each
  row's 32-value block scaled by an E8M0 byte: one per row of A for all of K (``uint8`` [M],
  the template broadcasts it) and one per block of B (``uint8`` [N, K/32]); Wave's
  ``templates.test_kernels.get_broadcasted_scale_gemm_mxfp4`` (2x2 waves fixed by the
  template; ``mma`` a ``ScaledMMAType``: ``MXFP4_MMAS``).
* ``params``: overrides of the defaults; keys ``M N K mma block waves schedule group_m``
  (strings as in the CLI or already-typed values). ``parse_params("M=1024,...,block=128x128x64")`` parses a CLI string.
* ``options_kwargs`` is meant for ``WaveCompileOptions(subs=hyperparams, **options_kwargs)``:
  it carries ``target`` and ``schedule``.

The kernels come from wave_lang's own templates (``wave_lang.kernel.wave.templates.gemm``); a
kernel object can be compiled only once per process, so every call builds a fresh one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from wave_asm_ext.errors import WaveAsmError

KERNEL_NAMES = ("gemm", "gemm_tt", "gemm_reordered", "gemm_mxfp4")

#: Wave's software-pipelining schedules (``SchedulingType``) for these templates: NONE (the
#: loop as written), PREFETCH (the next tile's global loads one iteration early), MODULO
#: (modulo-scheduled stages), FOUR_STAGE (four stages over two LDS buffers per operand, which
#: the loop hands around as loop-carried views)
SCHEDULES = ("NONE", "PREFETCH", "MODULO", "FOUR_STAGE")
#: ``gemm_reordered``'s defaults beyond the target's: the template fixes 4x2 waves; 4 rows of
#: workgroups per group; schedule NONE (PREFETCH, with 8 waves Wave's ping-pong: the waves'
#: barriers staggered behind wave-id branches, s_setprio around the MFMAs, compiles too)
REORDERED_DEFAULTS = {"waves": (4, 2), "group_m": 4, "schedule": "NONE"}

# MMA types per target: gfx950 (CDNA4) adds the double-K f16/bf16 MFMAs.
GFX942_MMAS = ("F32_16x16x16_F16", "F32_32x32x8_F16", "F32_16x16x32_F8", "F32_32x32x16_F8")
GFX950_ONLY_MMAS = ("F32_16x16x32_F16", "F32_32x32x16_F16", "F32_16x16x32_BF16", "F32_32x32x16_BF16")
TARGET_MMAS = {"gfx942": GFX942_MMAS, "gfx950": GFX942_MMAS + GFX950_ONLY_MMAS}

#: ``gemm_mxfp4``: its targets, MMA types (Wave's ``ScaledMMAType``: the block-scaled f8f6f4
#: MFMAs of CDNA4) and defaults beyond the target's (the template fixes 2x2 waves; its own
#: example block is 32x32x256; K a multiple of the 32-value scale block)
MXFP4_MMAS = ("F32_16x16x128_F8F6F4", "F32_32x32x64_F8F6F4")
MXFP4_DEFAULTS = {"mma": "F32_16x16x128_F8F6F4", "block": (64, 64, 256), "waves": (2, 2), "schedule": "NONE"}

DEFAULTS: dict[str, dict[str, Any]] = {
    "gfx950": {"M": 1024, "N": 1024, "K": 1024, "mma": "F32_16x16x32_F16",
               "block": (128, 128, 64), "waves": (2, 2), "schedule": "PREFETCH"},
    "gfx942": {"M": 1024, "N": 1024, "K": 1024, "mma": "F32_16x16x16_F16",
               "block": (128, 128, 64), "waves": (2, 2), "schedule": "PREFETCH"},
}


class KernelParamError(WaveAsmError):
    """A kernel parameter string/value that cannot be used (names the parameter)."""


@dataclass
class GemmParams:
    M: int
    N: int
    K: int
    mma: str
    block: tuple[int, int, int]
    waves: tuple[int, int]
    schedule: str
    extra: dict[str, Any] = field(default_factory=dict)


def _dims(value: Any, n: int, key: str) -> tuple[int, ...]:
    if isinstance(value, str):
        parts = value.lower().replace(",", "x").split("x")
    else:
        parts = list(value)
    try:
        dims = tuple(int(p) for p in parts)
    except (TypeError, ValueError) as e:
        raise KernelParamError(f"cannot parse {value!r} as {n} integers", location=key) from e
    if len(dims) != n or any(d <= 0 for d in dims):
        raise KernelParamError(f"expected {n} positive integers like {'x'.join(['64'] * n)}, got {value!r}", location=key)
    return dims


def parse_params(text: str) -> dict[str, Any]:
    """Parse ``"M=1024,N=1024,K=1024,mma=F32_16x16x32_F16,block=128x128x64,waves=2x2,schedule=PREFETCH"``."""
    out: dict[str, Any] = {}
    for item in filter(None, (s.strip() for s in text.split(","))):
        if "=" not in item:
            raise KernelParamError(f"expected key=value, got {item!r}", location="params")
        key, val = (s.strip() for s in item.split("=", 1))
        if key in ("M", "N", "K"):
            try:
                out[key] = int(val)
            except ValueError as e:
                raise KernelParamError(f"not an integer: {val!r}", location=key) from e
        elif key == "block":
            out[key] = _dims(val, 3, key)
        elif key == "waves":
            out[key] = _dims(val, 2, key)
        elif key in ("mma", "schedule"):
            out[key] = val.upper() if key == "schedule" else val
        elif key == "group_m":
            try:
                out[key] = int(val)
            except ValueError as e:
                raise KernelParamError(f"not an integer: {val!r}", location=key) from e
        else:
            raise KernelParamError(f"unknown parameter {key!r} (known: M N K mma block waves schedule group_m)",
                                   location="params")
    return out


def resolve_params(target: str, params: dict[str, Any] | None = None,
                   mmas: tuple[str, ...] | None = None) -> GemmParams:
    """The target's defaults with ``params`` over them, checked; ``mmas``: the MMA types the
    kernel takes (default: the target's ``TARGET_MMAS``)."""
    if target not in DEFAULTS:
        raise KernelParamError(f"no kernel defaults for target {target!r} (known: {sorted(DEFAULTS)})", location="target")
    merged = dict(DEFAULTS[target])
    extra = {}
    for k, v in (params or {}).items():
        if k == "group_m":
            extra[k] = int(v)
            if extra[k] < 1:
                raise KernelParamError(f"group_m must be at least 1, got {v!r}", location=k)
            continue
        if k in ("block",):
            v = _dims(v, 3, k)
        elif k == "waves":
            v = _dims(v, 2, k)
        elif k in ("M", "N", "K"):
            v = int(v)
        elif k == "schedule":
            v = str(v).upper()
        elif k != "mma":
            raise KernelParamError(f"unknown parameter {k!r}", location="params")
        merged[k] = v
    p = GemmParams(**merged, extra=extra)
    if mmas is not None:
        if p.mma not in mmas:
            raise KernelParamError(f"MMA type {p.mma} is not one this kernel takes; supported: {', '.join(mmas)}",
                                   location="mma")
    elif p.mma not in TARGET_MMAS[target]:
        only = " (gfx950 only)" if p.mma in GFX950_ONLY_MMAS else ""
        raise KernelParamError(f"MMA type {p.mma}{only} is not supported on {target}; "
                               f"supported: {', '.join(TARGET_MMAS[target])}", location="mma")
    if p.schedule not in SCHEDULES:
        raise KernelParamError(f"unknown schedule {p.schedule!r} ({', '.join(SCHEDULES)})", location="schedule")
    bm, bn, bk = p.block
    wm, wn = p.waves
    # M, N and K need not be multiples of the block: Wave masks the partial tiles' accesses
    # (the emitter lowers the masks: emit/masked.py)
    if bm % wm or bn % wn:
        raise KernelParamError(f"block {p.block} not divisible by waves {p.waves}", location="waves")
    return p


def _dtype_for(mma: str, target: str):
    import torch

    if mma.endswith("_F8"):
        # Wave's F8 MMAs take fp8 (e4m3) inputs, in the format the target's MFMAs read
        # (latency_db fp8_formats: FNUZ on gfx942, OCP on gfx950)
        from wave_asm_ext.target import load_target

        return getattr(torch, f"float8_{load_target(target).fp8_format('fp8')}")
    if mma.endswith("_BF16"):
        return torch.bfloat16
    return torch.float16


def get_kernel(name: str, target: str, params: dict[str, Any] | None = None):
    """Build a fresh Wave kernel; returns ``(kernel, hyperparams, options_kwargs)``."""
    from wave_lang.kernel.wave.constraints import MMAType
    from wave_lang.kernel.wave.scheduling.schedule_enums import SchedulingType
    import wave_lang.kernel.lang as tkl
    from wave_lang.kernel.wave.templates import gemm as tmpl

    if name == "gemm_reordered":
        params = {**REORDERED_DEFAULTS, **(params or {})}
    if name == "gemm_mxfp4":
        return _mxfp4_kernel(target, params)
    p = resolve_params(target, params)
    if p.extra and name != "gemm_reordered":
        raise KernelParamError(f"{', '.join(p.extra)} applies to gemm_reordered only", location="params")
    try:
        mma = getattr(MMAType, p.mma)
    except AttributeError as e:
        raise KernelParamError(f"wave_lang has no MMAType.{p.mma}", location="mma") from e
    dtype = _dtype_for(p.mma, target)
    if name == "gemm":
        kernel, hp, _dyn = tmpl.get_gemm_kernel((p.M, p.N, p.K), False, mma, dtype,
                                                block_shape=p.block, waves_per_block=p.waves)
    elif name == "gemm_tt":
        # The transposed template fixes waves at 2x2 and takes the block from hyperparams.
        if p.waves != (2, 2):
            raise KernelParamError("gemm_tt uses 2x2 waves per block (fixed by the Wave template)", location="waves")
        kernel, hp, _dyn = tmpl.get_gemm_kernel_transpose_a_b((p.M, p.N, p.K), False, mma, dtype)
        hp[tkl.sym.BLOCK_M], hp[tkl.sym.BLOCK_N], hp[tkl.sym.BLOCK_K] = p.block
    elif name == "gemm_reordered":
        from wave_lang.kernel.wave.templates.reordered_gemm import get_reordered_matmul

        # the template fixes the wave layout (BLOCK_M / 4 rows, BLOCK_N / 2 columns per
        # wave) and f16 operands
        if p.waves != REORDERED_DEFAULTS["waves"]:
            raise KernelParamError("gemm_reordered uses 4x2 waves per block (fixed by the Wave template)",
                                   location="waves")
        if not p.mma.endswith("_F16"):
            raise KernelParamError(f"gemm_reordered takes f16 operands (fixed by the Wave template); "
                                   f"{p.mma} is not an f16 MMA", location="mma")
        kernel, hp = get_reordered_matmul(p.M, p.N, p.K, *p.block, p.extra["group_m"], mma)
    else:
        raise KernelParamError(f"unknown kernel {name!r} (known: {', '.join(KERNEL_NAMES)})", location="kernel")
    okw = {"target": target, "schedule": getattr(SchedulingType, p.schedule)}
    return kernel, hp, okw


def _mxfp4_kernel(target: str, params: dict[str, Any] | None):
    """``gemm_mxfp4`` (module docstring): ``(kernel, hyperparams, options_kwargs)``."""
    import wave_lang.kernel.lang as tkl
    from wave_lang.kernel.wave.constraints import ScaledMMAType
    from wave_lang.kernel.wave.scheduling.schedule_enums import SchedulingType
    from wave_lang.kernel.wave.templates.test_kernels import get_broadcasted_scale_gemm_mxfp4

    if target != "gfx950":
        raise KernelParamError(f"gemm_mxfp4 needs the block-scaled f8f6f4 MFMAs of gfx950 (CDNA4); "
                               f"{target} has none", location="target")
    p = resolve_params(target, {**MXFP4_DEFAULTS, **(params or {})}, MXFP4_MMAS)
    if p.waves != MXFP4_DEFAULTS["waves"]:
        raise KernelParamError("gemm_mxfp4 uses 2x2 waves per block (fixed by the Wave template)", location="waves")
    if p.K % 32:
        raise KernelParamError(f"K={p.K}: gemm_mxfp4 scales blocks of 32 K values (K a multiple of 32)",
                               location="K")
    kernel, hp = get_broadcasted_scale_gemm_mxfp4((p.M, p.N, p.K), getattr(ScaledMMAType, p.mma))
    hp[tkl.sym.BLOCK_M], hp[tkl.sym.BLOCK_N], hp[tkl.sym.BLOCK_K] = p.block
    return kernel, hp, {"target": target, "schedule": getattr(SchedulingType, p.schedule)}
