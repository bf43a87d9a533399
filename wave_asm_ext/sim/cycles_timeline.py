"""One steady-state iteration of a kernel's hot loop, instruction by instruction (``cycles --timeline``).

The cycle model's loop figures say how long an iteration takes and which causes add up to
it; they do not say *where* in the body the matrix pipe waits. This view does: wave 0's
issue time of every instruction of one iteration of the hot loop (the second-to-last of the
run the loop figures come from: at least :data:`cycles.STEADY_ITERATIONS` iterations, doubled
until the waves settle; the iteration the loop figures break down), the stalls that delayed it by cause, and the clocks wave 0's own matrix pipe work
stood idle before each MFMA. With one wave per SIMD those idle clocks are the matrix pipe's
idle time; with several, the other waves may fill them (the column is wave 0's view).

The issue times are rebuilt from the model's own events: an instruction issues when the one
before it freed the wave (its issue time plus its issue cycles) plus every stall the model
noted against it (``_SimOut.w0_events``), so the iteration's rows add up to its
``cycles_per_iter_wave0_last2`` exactly; no second simulator is involved.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import WaveAsmError
from ..isa import Kernel
from .cycles import (STEADY_ITERATIONS, _Runner, _static_view, _wave_paths, build_trace, kernel_resources,
                     settled_run, simulated_waves)


@dataclass
class TimelineRow:
    clk: float                  # wave 0's issue time, from the iteration's start
    text: str                   # the instruction as written
    location: str               # file:line
    stalls: dict[str, float] = field(default_factory=dict)   # cause -> clocks that delayed its issue
    mfma_idle: float = 0.0      # (MFMAs) clocks wave 0's matrix pipe work stood idle before it


@dataclass
class Timeline:
    kernel: str
    scenario: str
    waves_per_simd: int
    header: str                 # the hot loop's label
    iteration_clk: float        # wave 0's iteration: start to the next one's start
    mfma_busy: float            # wave 0's matrix pipe clocks in the iteration
    rows: list[TimelineRow]

    @property
    def mfma_idle(self) -> float:
        return sum(r.mfma_idle for r in self.rows)

    def format_text(self) -> str:
        lines = [f"kernel {self.kernel}, loop {self.header} [{self.scenario}, {self.waves_per_simd} wave(s)/SIMD]: "
                 f"one steady iteration of wave 0, {self.iteration_clk:,.0f} clk, its MFMAs busy {self.mfma_busy:,.0f}, "
                 f"idle before them {self.mfma_idle:,.0f}"
                 + ("" if self.waves_per_simd == 1 else " (wave 0's own view: other waves may fill it)"),
                 f"{'clk':>7}  {'stalled by':<28} {'MFMA idle':>9}  instruction"]
        for r in self.rows:
            why = ", ".join(f"{c} {v:g}" for c, v in r.stalls.items())
            idle = f"{r.mfma_idle:g}" if r.mfma_idle else ""
            lines.append(f"{r.clk:7.0f}  {why:<28} {idle:>9}  {r.text}  ({r.location})")
        return "\n".join(lines)

    def to_dict(self) -> dict:
        return {"kernel": self.kernel, "scenario": self.scenario, "waves_per_simd": self.waves_per_simd,
                "header": self.header, "iteration_clk": self.iteration_clk, "mfma_busy": self.mfma_busy,
                "mfma_idle": self.mfma_idle,
                "rows": [{"clk": r.clk, "text": r.text, "location": r.location, "stalls": r.stalls,
                          "mfma_idle": r.mfma_idle} for r in self.rows]}


def loop_timeline(kernel: Kernel, target, scenario: str, *, waves_per_simd: int | None = None,
                  loop_trip_count: int | None = None) -> Timeline:
    """Wave 0's timeline of one steady-state iteration of ``kernel``'s hot loop at the global
    load latency of ``scenario`` (module docstring); the occupancy from the DB unless given.
    Raises :class:`WaveAsmError` for a kernel without a loop the model can follow."""
    res = kernel_resources(kernel, target)
    target = target.for_workgroup(res["workgroup_waves"])   # as the model's own runs (cycles._kernel_traces)
    waves, _src, group = simulated_waves(res, target, waves_per_simd, [])
    own_trace = build_trace(kernel, loop_trip_count)
    hot = own_trace.hot_loop
    if hot is None:
        raise WaveAsmError(f"kernel {kernel.name}: no loop to show a timeline of")
    glat = float(target.global_load_latency(scenario))
    runner = _Runner(target)
    views: dict[int, tuple] = {}

    def run(n: int):
        """The kernel with its hot loop run ``n`` times, simulated (its trace and static view kept)."""
        overrides = {hot.header: n}
        trace = build_trace(kernel, loop_trip_count, overrides=overrides)
        paths = _wave_paths(kernel, target, trace, group, loop_trip_count, overrides)
        if paths is not None:
            trace = paths[0]
        st = _static_view(trace, target)
        views[n] = (trace, st)
        return runner.run(trace, st, waves, group, glat, True, paths)

    # the run the model's loop figures come from (cycles.estimate_cycles)
    n, out, _settled = settled_run(max(own_trace.trip_counts[hot.header].value, STEADY_ITERATIONS), run)
    trace, st = views[n]
    if len(trace.iter_starts) < 3:
        raise WaveAsmError(f"kernel {kernel.name}: its hot loop ran fewer than three iterations")
    # the iteration shown is [a, b); the one before it is walked too, for the matrix pipe's
    # state at a (the previous iteration's last MFMA)
    prev, a, b = trace.iter_starts[-3], trace.iter_starts[-2], trace.iter_starts[-1]
    delays: dict[int, dict[str, float]] = {}
    for pos, cause, dt in out.w0_events:
        d = delays.setdefault(pos, {})
        d[cause] = d.get(cause, 0.0) + dt
    rows: list[TimelineRow] = []
    t = start = 0.0
    mfma_end: float | None = None
    busy = 0.0
    for p in range(prev, b + 1):
        if p > prev:
            t += st[trace.order[p - 1]].issue + sum(delays.get(p, {}).values())
        if p == a:
            start = t
        if p == b:
            break
        s = st[trace.order[p]]
        idle = 0.0
        if s.mfma_opcode is not None:
            if mfma_end is not None and t > mfma_end:
                idle = t - mfma_end
            mfma_end = max(t, mfma_end or 0.0) + s.mfma_occ
        if p >= a:
            inst = trace.insts[trace.order[p]]
            busy += s.mfma_occ if s.mfma_opcode is not None else 0.0
            rows.append(TimelineRow(t - start, inst.text(), inst.location, dict(delays.get(p, {})), idle))
    # t: where the next iteration's first instruction issues
    return Timeline(kernel.name, scenario, waves, kernel.blocks[hot.header].name, t - start, busy, rows)
