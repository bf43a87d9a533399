"""Make ``wave_compile(backend="asm")`` use this package — without touching wave-lang's files.

wave-lang 3.9.1 routes ``backend="asm"`` through two private functions of
``wave_lang.kernel.wave.compile``:

* ``_generate_asm_code(mb, options) -> str``: MLIR module -> assembly text. Ours runs the
  pipeline of :mod:`wave_asm_ext.pipeline` (emit, post-emit passes, report).
* ``_compile_asm_to_binary(asm, options)``: shells out to ``amdclang++`` (ROCm only).
  Ours assembles and links with :mod:`wave_asm_ext.toolchain` (LLVM >= 20 or ROCm) into
  the directory wave-lang loads the ``.hsaco`` from.

It also points wave-lang's own ``LatencyProvider`` at our ``latency_db/`` (the wheel
ships none), so anything in wave-lang that asks for latencies finds our sourced DB.

:func:`activate` is idempotent and is called when ``wave_asm_ext`` is imported.

Per-compile settings: attach an :class:`AsmExtOptions` to the options object as
``options.asm_ext`` (WaveCompileOptions is a plain dataclass), or rely on the defaults
(environment: ``WAVE_ASM_EXT_POSTPASS=0`` turns the post-emit pass off,
``WAVE_ASM_EXT_DUMP=DIR`` dumps before/after assembly and the report).
"""

from __future__ import annotations

import importlib.abc
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

from .errors import EmitError, UnsupportedTargetError

_active = False
_last_result = None
#: how many times wave_compile has handed a module to this backend (a compile that raises
#: without it going up failed in Wave's front end: cli._compile)
_backend_calls = 0


@dataclass
class AsmExtOptions:
    """What the hooked ``backend="asm"`` path does beyond emitting code."""

    #: Run the post-emit pass (schedule, s_waitcnt, hazard s_nop). On by default.
    postpass: bool = field(default_factory=lambda: os.environ.get("WAVE_ASM_EXT_POSTPASS", "1") != "0")
    #: Let read-only global loads cross ``s_barrier`` in the scheduler where provably safe
    #: (``passes.schedule``: no global write can precede any barrier). Off by default.
    cross_barrier_loads: bool = field(
        default_factory=lambda: os.environ.get("WAVE_ASM_EXT_CROSS_BARRIER_LOADS", "0") == "1")
    #: Try read-only global loads across the ``s_barrier``s outside every loop (the
    #: iterations unrolling runs before a loop or flattens), where provably safe, and keep
    #: that where the cycle model finds it faster (``passes.schedule``). On by default;
    #: ``WAVE_ASM_EXT_STRAIGHT_LINE_LOADS=0`` keeps every barrier a boundary for loads.
    straight_line_loads: bool = field(
        default_factory=lambda: os.environ.get("WAVE_ASM_EXT_STRAIGHT_LINE_LOADS", "1") != "0")
    #: Let register-only ALU/MFMA instructions move across ``s_barrier`` in the scheduler
    #: (memory operations never do). On by default; ``WAVE_ASM_EXT_ALU_CROSS_BARRIERS=0``
    #: makes every barrier a scheduling-region boundary.
    alu_cross_barriers: bool = field(
        default_factory=lambda: os.environ.get("WAVE_ASM_EXT_ALU_CROSS_BARRIERS", "1") != "0")
    #: Issue single-block loops' global loads one iteration early (``passes.rotate``; kept
    #: only where the scheduler estimates it faster). On by default;
    #: ``WAVE_ASM_EXT_ROTATE_LOADS=0`` turns it off.
    rotate_loads: bool = field(
        default_factory=lambda: os.environ.get("WAVE_ASM_EXT_ROTATE_LOADS", "1") != "0")
    #: Run single-block loops' LDS phase (barrier, ds_write, barrier, ds_read) one iteration
    #: early (``passes.rotate_lds``; kept only where the cycle model finds it faster). On by
    #: default; ``WAVE_ASM_EXT_ROTATE_LDS=0`` turns it off.
    rotate_lds: bool = field(
        default_factory=lambda: os.environ.get("WAVE_ASM_EXT_ROTATE_LDS", "1") != "0")
    #: Recompute after a loop the values computed before it and read only after it
    #: (``passes.remat``; applied only where it lowers the kernel's peak VGPR pressure and,
    #: after the scheduler, the cycle model finds the copies cost no more than its tie band
    #: or the lower peak raises the occupancy). On by default; ``WAVE_ASM_EXT_REMAT=0``
    #: turns it off.
    remat: bool = field(default_factory=lambda: os.environ.get("WAVE_ASM_EXT_REMAT", "1") != "0")
    #: Move a definition nothing reads at the register peak below it, after ``remat``
    #: (``passes.sink``; applied only where it lowers the peak and the cycle model agrees).
    #: On by default; ``WAVE_ASM_EXT_SINK=0`` turns it off.
    sink: bool = field(default_factory=lambda: os.environ.get("WAVE_ASM_EXT_SINK", "1") != "0")
    #: Renumber the VGPRs of a kernel whose live values fit fewer registers than it declares
    #: (``passes.compact``; applied only where that raises its occupancy). On by default;
    #: ``WAVE_ASM_EXT_COMPACT=0`` turns it off.
    compact: bool = field(default_factory=lambda: os.environ.get("WAVE_ASM_EXT_COMPACT", "1") != "0")
    #: Let a load whose value is only copied, whole, write the copies' registers itself
    #: (``passes.coalesce``: the multi-stage loops' prologue copies into loop-carried
    #: registers). On by default; ``WAVE_ASM_EXT_COALESCE=0`` turns it off.
    coalesce_copies: bool = field(default_factory=lambda: os.environ.get("WAVE_ASM_EXT_COALESCE", "1") != "0")
    #: Outside loops, let readers of a copy read its source and fold a constant-plus-base
    #: LDS address into the offset (``passes.propagate``: a short software-pipelined loop
    #: unrolled whole). On by default; ``WAVE_ASM_EXT_PROPAGATE=0`` turns it off.
    propagate: bool = field(default_factory=lambda: os.environ.get("WAVE_ASM_EXT_PROPAGATE", "1") != "0")
    #: Remove register-only ALU instructions whose results nothing reads (``passes.dce``;
    #: the emitter's abandoned address adds). On by default; ``WAVE_ASM_EXT_DCE=0`` turns it off.
    dce: bool = field(default_factory=lambda: os.environ.get("WAVE_ASM_EXT_DCE", "1") != "0")
    #: Remove ``s_barrier`` from kernels whose workgroup is one wave, after scheduling
    #: (``passes.barrier_elision``; kept where the cycle model finds them cheaper). On by
    #: default; ``WAVE_ASM_EXT_ELIDE_BARRIERS=0`` turns it off.
    elide_barriers: bool = field(
        default_factory=lambda: os.environ.get("WAVE_ASM_EXT_ELIDE_BARRIERS", "1") != "0")
    #: The post-emit pass's effort level (``passes.effort``): "full" (default, every judged
    #: search) or "fast" (the searches that pay most for their cost; ~7x less pass time).
    #: ``WAVE_ASM_EXT_EFFORT=fast`` selects it.
    effort: str = field(default_factory=lambda: os.environ.get("WAVE_ASM_EXT_EFFORT", "full"))
    #: Judge the schedules at the waves per SIMD the kernel's grid keeps resident (the
    #: grid Wave's MLIR declares, on ``compute_units`` CUs: ``Target.for_grid``) rather than
    #: at the occupancy its registers allow. On by default; ``WAVE_ASM_EXT_GRID_AWARE=0``
    #: turns it off.
    grid_aware: bool = field(default_factory=lambda: os.environ.get("WAVE_ASM_EXT_GRID_AWARE", "1") != "0")
    #: Compute units of the part the kernel will run on (None: the DB's flagship part,
    #: MI300X 304 / MI355X 256); ``WAVE_ASM_EXT_COMPUTE_UNITS``.
    compute_units: int | None = field(default_factory=lambda: _int_env("WAVE_ASM_EXT_COMPUTE_UNITS"))
    #: A register budget, as LLVM's ``amdgpu-num-vgpr``: at most this many vector registers
    #: (VGPRs + AGPRs) in the output (None: the register file); ``WAVE_ASM_EXT_MAX_VGPRS``.
    max_vgprs: int | None = field(default_factory=lambda: _int_env("WAVE_ASM_EXT_MAX_VGPRS"))
    #: Child processes that may run the judgements' other runs of the post-emit passes
    #: beside the first (``passes.alternatives``: the same result in less wall-clock time;
    #: 0: every run in this process). None: ``WAVE_ASM_EXT_JOBS``, else the CPUs available
    #: (0 on one CPU).
    jobs: int | None = None
    #: Directory for ``<kernel>.before.s``, ``<kernel>.s``, ``<kernel>.report.json``.
    dump_dir: str | None = field(default_factory=lambda: os.environ.get("WAVE_ASM_EXT_DUMP"))

    def __post_init__(self):
        from .passes.alternatives import check_jobs
        from .passes.effort import check
        from .target.model import check_count

        check(self.effort, "AsmExtOptions.effort (or WAVE_ASM_EXT_EFFORT)")
        if self.jobs is not None:
            check_jobs(self.jobs, "AsmExtOptions.jobs")
        if self.compute_units is not None:
            check_count(self.compute_units, "AsmExtOptions.compute_units (or WAVE_ASM_EXT_COMPUTE_UNITS)")
        if self.max_vgprs is not None:
            check_count(self.max_vgprs, "AsmExtOptions.max_vgprs (or WAVE_ASM_EXT_MAX_VGPRS)")

    def postpass_options(self) -> dict:
        """The options of ``passes.run_postpass`` these settings select."""
        return {"cross_barrier_loads": self.cross_barrier_loads, "alu_cross_barriers": self.alu_cross_barriers,
                "straight_line_loads": self.straight_line_loads,
                "rotate_loads": self.rotate_loads, "rotate_lds": self.rotate_lds, "remat": self.remat,
                "sink": self.sink, "compact": self.compact, "dce": self.dce, "coalesce_copies": self.coalesce_copies,
                "propagate": self.propagate, "elide_barriers": self.elide_barriers, "effort": self.effort, "jobs": self.jobs,
                "grid_aware": self.grid_aware,
                **({"compute_units": self.compute_units} if self.compute_units is not None else {}),
                **({"max_vgprs": self.max_vgprs} if self.max_vgprs is not None else {})}


def _int_env(name: str) -> int | None:
    """The environment variable ``name`` as an integer (None if unset; a ValueError naming it
    if it is no integer)."""
    v = os.environ.get(name)
    if v is None or v == "":
        return None
    try:
        return int(v)
    except ValueError:
        raise ValueError(f"{name}={v!r}: expected an integer") from None


def options_of(wave_options) -> AsmExtOptions:
    return getattr(wave_options, "asm_ext", None) or AsmExtOptions()


def backend_calls() -> int:
    """How many modules wave_compile has handed to this backend in this process."""
    return _backend_calls


def last_result():
    """The :class:`~wave_asm_ext.pipeline.PipelineResult` of the most recent hooked compile."""
    return _last_result


def check_target(target: str) -> None:
    """Raise :class:`UnsupportedTargetError` (listing the supported ones) for an unknown target."""
    from .target import supported_targets

    supported = supported_targets()
    if target not in supported:
        raise UnsupportedTargetError(
            f"target {target!r} is not supported by wave_asm_ext; supported targets: "
            + ", ".join(supported),
            location="WaveCompileOptions.target",
        )


def _generate_asm_code(mb, options) -> str:
    """Replacement for wave-lang's ``_generate_asm_code``: our pipeline on the MLIR module."""
    global _last_result, _backend_calls
    from wave_lang.kernel.wave.compile import LocationCaptureLevel

    _backend_calls += 1

    from .pipeline import compile_mlir

    check_target(options.target)
    # Keep locations: our errors name the MLIR op *and* its location.
    mlir_text = mb.module_op.get_asm(
        enable_debug_info=options.location_capture_config.level != LocationCaptureLevel.NONE
        and not options.drop_debug_info_before_mlir,
        use_local_scope=options.use_local_scope,
    )
    ext = options_of(options)
    try:
        result = compile_mlir(
            mlir_text, options.target, codeobj=str(options.codeobj), postpass=ext.postpass,
            postpass_options=ext.postpass_options(),
        )
    except EmitError as e:  # name the Wave configuration too (the MLIR has no block sizes)
        config = _block_config(options)
        if not config:
            raise
        raise EmitError(f"{e.message} [Wave hyperparameters: {config}]", location=e.location) from e
    if ext.dump_dir:
        result.dump(Path(ext.dump_dir))
    _last_result = result
    return result.asm


def _block_config(options) -> str:
    """``BLOCK_M=128, BLOCK_N=256, BLOCK_K=64`` from the compile's hyperparameters (if any)."""
    subs = getattr(options, "subs", None) or {}
    items = sorted((str(k), v) for k, v in subs.items() if str(k).startswith("BLOCK_"))
    return ", ".join(f"{k}={v}" for k, v in items)


def _compile_asm_to_binary(asm_code: str, options) -> None:
    """Replacement for wave-lang's ``_compile_asm_to_binary``: LLVM/ROCm instead of amdclang++.

    Leaves ``<func_name>.hsaco`` in wave-lang's temporary binary directory, where
    ``wave_compile`` looks for it.
    """
    from wave_lang.kernel.wave.cache import get_temp_binary_dir

    from .toolchain import assemble_and_link

    check_target(options.target)
    _, hsaco = assemble_and_link(asm_code, options.target, get_temp_binary_dir(), options.func_name)
    if _last_result is not None:
        _last_result.hsaco_path = hsaco


def _patch_compile(module) -> None:
    module._generate_asm_code = _generate_asm_code
    module._compile_asm_to_binary = _compile_asm_to_binary


def _patch_latency_provider(lp) -> None:
    """wave-lang's LatencyProvider reads ``<its package>/latency_db/<arch>.json``; read ours."""
    from wave_lang.kernel.wave.asm.latency_database import LatencyDatabaseManager

    from .target import db_path

    def __init__(self, arch: str):
        check_target(arch)
        self.arch = arch
        self.db_manager = LatencyDatabaseManager(db_root=str(db_path(arch).parent))
        self.db = self.db_manager.load_architecture(arch)

    lp.LatencyProvider.__init__ = __init__


#: wave-lang module -> function that installs our hooks into it.
_PATCHES = {
    "wave_lang.kernel.wave.compile": _patch_compile,
    "wave_lang.kernel.wave.asm.latency_provider": _patch_latency_provider,
}


class _PatchOnImport(importlib.abc.MetaPathFinder):
    """Patches a wave-lang module right after it is first imported.

    Importing wave-lang's compiler takes seconds; this keeps ``import wave_asm_ext``
    cheap (the CLI's check/metrics verbs never need wave-lang) while still guaranteeing
    the hooks are in place before anyone can call ``wave_compile``.
    """

    def find_spec(self, fullname, path, target=None):
        patch = _PATCHES.get(fullname)
        if patch is None:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(fullname, path, target)
            if spec is not None:
                break
        else:
            return None
        exec_module = spec.loader.exec_module

        def exec_and_patch(module):
            exec_module(module)
            patch(module)

        spec.loader.exec_module = exec_and_patch
        return spec


def activate() -> None:
    """Install the hooks (idempotent): now for wave-lang modules already imported,
    on first import for the others."""
    global _active
    if _active:
        return
    for name, patch in _PATCHES.items():
        if name in sys.modules:
            patch(sys.modules[name])
    sys.meta_path.insert(0, _PatchOnImport())
    _active = True


def is_active() -> bool:
    return _active
