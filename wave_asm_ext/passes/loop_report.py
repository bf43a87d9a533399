"""Per-loop metrics of a kernel, before and after the post-emit passes (the report's loop rows).

A GEMM's time is its K loop: the kernel-wide counts of ``common.kernel_metrics`` mix the
loop's waits and nops with the prologue's and the epilogue's, which run once. This module
gives each CFG loop (``isa.cfg``, natural loops of the back edges) its own row of the same
static metrics — instructions, ``s_waitcnt``, ``s_nop`` and their wait states, MFMAs, and the
peak live vector register units (VGPR + AGPR) inside the loop's blocks — and pairs the rows
of the input and of the output by the loop header's label (the passes keep a loop's label:
load and LDS-phase rotation add to the preheader and exit, unrolling doubles the body under
the same label).

Cycles per iteration are the cycle model's to report (``wave_asm_ext.sim.cycles``, the
instrument: its hot loop); the pipeline does not run it here, so that the report costs no
simulation (callers that show a report run it: ``cli``).
"""

from __future__ import annotations

from ..isa import Kernel
from .common import block_peaks, instruction_metrics


def loop_metrics(kernel: Kernel, peaks: list[int] | None = None, cfg=None) -> dict[str, dict]:
    """Header label -> metrics of each loop of ``kernel`` (empty without loops): its depth
    (1 outermost), its blocks, and :func:`common.instruction_metrics` over the loop's
    instructions with the peak live vector units over its blocks (``peaks``: the kernel's
    :func:`common.block_peaks`, ``cfg`` its CFG, if the caller holds them)."""
    cfg = kernel.cfg if cfg is None else cfg
    if not cfg.loops:
        return {}
    if peaks is None:
        peaks = block_peaks(kernel, cfg)
    out = {}
    for lp in cfg.loops:
        body = sorted(lp.body)
        insts = [i for bi in body for i in kernel.blocks[bi].instructions]
        out[kernel.blocks[lp.header].name] = {"depth": lp.depth, "blocks": len(body), **instruction_metrics(insts),
                                              "peak_vgpr_units": max(peaks[bi] for bi in body)}
    return out


def paired(before: dict[str, dict], after: dict[str, dict], unrolled) -> list[dict]:
    """One row per loop header of either side, in the output's order then the input's:
    ``{"header", "before", "after"}`` (None where the loop is on one side only) and, for a
    loop the unroll pass unrolled (``unrolled``: header labels, or header -> input
    iterations per output iteration), ``"unrolled": True`` and, where that is not two,
    ``"factor"`` (one iteration of the output is ``factor`` of the input)."""
    factors = unrolled if isinstance(unrolled, dict) else dict.fromkeys(unrolled, 2)
    rows = []
    for header in list(after) + [h for h in before if h not in after]:
        row = {"header": header, "before": before.get(header), "after": after.get(header)}
        if header in factors:
            row["unrolled"] = True
            if factors[header] != 2:
                row["factor"] = factors[header]
        rows.append(row)
    return rows


def unroll_factor(row: dict) -> int:
    """Input iterations per output iteration of a :func:`paired` row (1: not unrolled)."""
    return row.get("factor", 2) if row.get("unrolled") else 1


_FACTOR_WORDS = {2: "two", 4: "four"}


#: Loop metrics shown before -> after by :func:`loop_lines`.
_LOOP_METRICS = (("instructions", "instructions"), ("s_waitcnt", "s_waitcnt"), ("s_nop", "s_nop"),
                 ("mfma", "MFMAs"), ("peak_vgpr_units", "peak vector units"))


def _unrolled_words(row: dict) -> str:
    n = unroll_factor(row)
    if n == 1:
        return ""
    w = _FACTOR_WORDS.get(n, str(n))
    return f", unrolled by {w}: one iteration is {w} of the input"


def loop_lines(loops: list[dict]) -> list[str]:
    """One line per loop of a kernel's report (``KernelPassReport.loops``), and per memory
    scenario its cycle-model figures where :func:`add_model_cycles` added them."""
    lines = []
    for r in loops:
        b, a = r["before"] or {}, r["after"] or {}
        depth = (a or b).get("depth", 1)
        where = "new in the output" if not b else "gone from the output" if not a else ""
        parts = ", ".join(f"{label} {b.get(key, '-')}->{a.get(key, '-')}" for key, label in _LOOP_METRICS)
        lines.append(f"loop {r['header']} (depth {depth}{', ' + where if where else ''}"
                     f"{_unrolled_words(r)}): {parts}")
        for scen, f in (r.get("model") or {}).items():
            fb, fa = f["before"] or {}, f["after"] or {}
            lines.append(f"  cycle model, {scen}: clk per wave per input iteration, this kernel's run "
                         f"{_fig(fb, 'kernel_run_clk_per_wave_iter')}->{_fig(fa, 'kernel_run_clk_per_wave_iter')}, "
                         f"settled {_fig(fb, 'clk_per_wave_iter')}->{_fig(fa, 'clk_per_wave_iter')} "
                         f"({fb.get('waves_per_simd', '-')}->{fa.get('waves_per_simd', '-')} waves/SIMD); "
                         f"settled loop MFMA utilisation {_pct(fb)}->{_pct(fa)}")
    return lines


def kernel_model_lines(model: dict) -> list[str]:
    """The whole kernel's cycle-model line of a report (``KernelPassReport.model``, added by
    :func:`add_model_cycles`): what the passes judge programs by."""
    if not model:
        return []
    parts = []
    for scen, f in model.items():
        fb, fa = f["before"] or {}, f["after"] or {}
        parts.append(f"{scen} {_fig(fb, 'clk_per_wave', ',.0f')}->{_fig(fa, 'clk_per_wave', ',.0f')}")
    waves = next(iter(model.values()))
    wb, wa = (waves["before"] or {}).get("waves_per_simd", "-"), (waves["after"] or {}).get("waves_per_simd", "-")
    return [f"cycle model, whole kernel, clk per wave: {', '.join(parts)} ({wb}->{wa} waves/SIMD)"]


def _fig(fig: dict, key: str, spec: str = ".1f") -> str:
    v = fig.get(key) if fig else None
    return "-" if v is None else format(v, spec)


def _pct(fig: dict) -> str:
    return f"{fig['mfma_utilization']:.1%}" if fig else "-"


def add_model_cycles(loops: list[dict], before: Kernel, after: Kernel, target) -> dict:
    """Add the cycle model's figures (``sim.cycles``, both memory scenarios) of the hot loop
    to its row of ``loops`` (a kernel's :func:`paired` rows), before and after, and return
    the whole kernel's (scenario -> before/after: clk per wave, waves per SIMD; what the
    passes judge programs by, for ``KernelPassReport.model``).

    A loop's figures are per wave and per *input* iteration (an unrolled row's output
    iteration is two of the input's): one wave's time while all of the SIMD's waves run,
    divided by their number (the passes may change the occupancy, and then more waves share
    the SIMD while each takes longer); in this kernel's own run (its trip count: the loop
    from its first iteration's start to its exit) and settled (the steady state of a run
    long enough to repeat exactly, ``sim.cycles``; what a long K converges to), with the
    settled loop's MFMA utilisation. The two can disagree: waves that start together
    drift into step or apart over many iterations. The model follows one loop per kernel
    (its hot loop); a side it cannot simulate, or whose hot loop is another one, leaves
    that side None. Runs two simulations: the caller (a report, not the passes) pays for
    them."""
    from ..errors import WaveAsmError
    from ..sim.cycles import estimate_cycles

    sides, whole = {}, {}
    for side, kernel in (("before", before), ("after", after)):
        try:
            rep = estimate_cycles(kernel, target, mem_latency="both", mca=False)
        except WaveAsmError:
            continue
        sides[side] = {name: (s.loop, rep.waves_per_simd) for name, s in rep.scenarios.items() if s.loop is not None}
        for name, s in rep.scenarios.items():
            whole.setdefault(name, {"before": None, "after": None})[side] = {
                "waves_per_simd": rep.waves_per_simd, "clk_per_wave": round(s.total_cycles / rep.waves_per_simd, 1)}
    for row in loops:
        fig = {}
        for side, per in sides.items():
            # an unrolled loop's output iteration runs two of the input's
            per_input = unroll_factor(row) if side == "after" else 1
            for name, (lp, waves) in per.items():
                if lp.header == row["header"]:
                    fig.setdefault(name, {"before": None, "after": None})[side] = {
                        "waves_per_simd": waves,
                        "clk_per_wave_iter": round(lp.cycles_per_iter / waves / per_input, 2),
                        "kernel_run_clk_per_wave_iter": (round(lp.loop_cycles / lp.trip_count / waves / per_input, 2)
                                                         if lp.trip_count else None),
                        "settled_over_iterations": lp.iterations_simulated,
                        "mfma_utilization": round(lp.mfma_utilization, 4)}
        if fig:
            row["model"] = fig
    return whole
