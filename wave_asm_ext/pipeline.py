"""The backend pipeline, readable in one place.

    MLIR text
      -> emit            (wave_asm_ext.emit: MLIR -> AMDGCN text for Wave GEMMs)
      -> parse           (wave_asm_ext.isa: text -> Program, the one program model)
      -> post-emit pass  (wave_asm_ext.passes: schedule -> s_waitcnt -> hazard s_nop;
                          register allocation is the emitter's today, so the passes
                          see physical registers)
         (emit + pass: wave_asm_ext.emission, which schedules a second emission
          where the first one's K loop stays short of its binding bound)
      -> print + report  (wave_asm_ext.isa printer, wave_asm_ext.report)

Each stage is a module with one entry point; this file only wires them.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path

from . import report as report_mod


@dataclass
class PipelineResult:
    target: str
    asm: str
    before_asm: str
    report: dict
    timings_s: dict = field(default_factory=dict)
    hsaco_path: Path | None = None

    @property
    def kernel_names(self) -> list[str]:
        return [k["name"] for k in self.report["kernels"]]

    def dump(self, out_dir: Path) -> dict[str, Path]:
        """Write ``<kernel>.before.s``, ``<kernel>.s`` and ``<kernel>.report.json``."""
        out_dir.mkdir(parents=True, exist_ok=True)
        stem = "_".join(self.kernel_names) or "kernel"
        paths = {
            "before": out_dir / f"{stem}.before.s",
            "asm": out_dir / f"{stem}.s",
            "report": out_dir / f"{stem}.report.json",
        }
        paths["before"].write_text(self.before_asm)
        paths["asm"].write_text(self.asm)
        paths["report"].write_text(json.dumps(self.report, indent=2))
        return paths


def _emit(mlir_text: str, target: str, codeobj: str, vgpr_budget: int | None = None) -> str:
    from .emit import emit_mlir

    return emit_mlir(mlir_text, target=target, codeobj=codeobj, vgpr_budget=vgpr_budget)


def with_grid_option(mlir_text: str, options: dict | None) -> dict:
    """``options`` with ``grid_workgroups`` from the MLIR's export (``emit.grid``) where
    ``grid_aware`` (default True) and no grid is named; ``grid_aware`` removed."""
    from .emit.grid import grid_workgroups

    options = dict(options or {})
    if options.pop("grid_aware", True) and options.get("grid_workgroups") is None:
        n = grid_workgroups(mlir_text)
        if n is not None:
            options["grid_workgroups"] = n
    if options.get("grid_workgroups") is None:
        options.pop("compute_units", None)   # (the part's CUs matter only with a grid)
    return options


def compile_mlir(mlir_text: str, target: str, codeobj: str = "5", postpass: bool = True,
                 postpass_options: dict | None = None) -> PipelineResult:
    """MLIR (as Wave generates it) -> assembly text plus a report. ``postpass_options``:
    options of the post-emit pass (``wave_asm_ext.passes``), e.g. ``{"cross_barrier_loads": True}``.
    Where the MLIR's export declares a constant grid, the pass judges its schedules for it
    (option ``grid_workgroups``, ``emit.grid``) unless ``postpass_options`` names one or sets
    ``grid_aware`` False."""
    postpass_options = with_grid_option(mlir_text, postpass_options)
    timings = {}
    pass_report = None
    if postpass:
        from .emission import schedule_emission
        from .isa import print_program

        chosen = schedule_emission(mlir_text, target, codeobj, postpass_options)
        before, program, pass_report = chosen.before, chosen.program, chosen.pass_report
        timings.update(chosen.timings_s)
        t1 = time.perf_counter()
        asm = print_program(program)
        timings["postpass"] += time.perf_counter() - t1
    else:
        t0 = time.perf_counter()
        before = _emit(mlir_text, target, codeobj, postpass_options.get("max_vgprs"))
        timings["emit"] = time.perf_counter() - t0
        program = asm = before
    t2 = time.perf_counter()
    rep = report_mod.summarize(program, target)  # a Program is not parsed again
    timings["report"] = time.perf_counter() - t2
    if pass_report is None:
        rep["postpass"] = "off"
    else:
        rep["postpass"] = f"on (effort {pass_report.effort})"
        rep["postpass_report"] = pass_report.to_dict()
        rep["emission"] = chosen.judgement
    return PipelineResult(target=target, asm=asm, before_asm=before, report=rep, timings_s=timings)
