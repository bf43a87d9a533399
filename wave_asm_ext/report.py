"""Short per-kernel report of an assembly file: sizes, resources, waits and nops.

Built on the program model (:mod:`wave_asm_ext.isa`): counts come from the kernel's
instructions, resources from its ``.amdhsa_kernel`` descriptor and metadata, occupancy
from the target DB. The full metrics (liveness-based peak VGPR, cycle model) belong
to the instruments and extend this report.
"""

from __future__ import annotations

from .isa import Program, parse_asm


def _kernel_summary(kernel, tgt) -> dict:
    insts = kernel.instructions
    nops = [i for i in insts if i.base == "s_nop"]
    vgprs = kernel.descriptor_int("next_free_vgpr", 0)
    accum = kernel.descriptor_int("accum_offset", vgprs)
    sgprs = kernel.descriptor_int("next_free_sgpr", 0)
    lds = kernel.descriptor_int("group_segment_fixed_size", 0)
    arch_vgprs, agprs = accum, max(0, vgprs - accum)
    wg_threads = int((kernel.metadata or {}).get(".max_flat_workgroup_size", tgt.wave_size))
    wg_waves = -(-wg_threads // tgt.wave_size)
    return {
        "name": kernel.name,
        "instructions": len(insts),
        "mfma": sum(1 for i in insts if i.is_mfma),
        "s_waitcnt": sum(1 for i in insts if i.base == "s_waitcnt"),
        "s_nop": len(nops),
        # s_nop N idles N+1 wait states.
        "nop_wait_states": sum(i.operands[0].value + 1 for i in nops),
        "vgprs": arch_vgprs,
        "agprs": agprs,
        "sgprs": sgprs,
        "lds_bytes": lds,
        "workgroup_waves": wg_waves,
        "occupancy_waves_per_simd": tgt.occupancy(
            vgprs=arch_vgprs, agprs=agprs, sgprs=sgprs, lds_bytes=lds, workgroup_waves=wg_waves
        ),
    }


def summarize(asm: str | Program, target: str) -> dict:
    """Report for every kernel in ``asm``: instruction/wait/nop counts, registers, LDS, occupancy."""
    from .target import load_target

    tgt = load_target(target)
    program = parse_asm(asm) if isinstance(asm, str) else asm
    return {"target": target, "kernels": [_kernel_summary(k, tgt) for k in program.entry_kernels]}


def format_report(rep: dict, paths: dict[str, str] | None = None) -> str:
    """Human-readable table of :func:`summarize` output (plus where files went)."""
    rows = [f"target: {rep['target']}   post-emit pass: {rep.get('postpass', '?')}"]
    for k in rep["kernels"]:
        rows.append(f"kernel {k['name']}")
        for key, value in k.items():
            if key != "name":
                rows.append(f"  {key:<26} {value}")
    rows.extend(postpass_lines(rep.get("postpass_report")))
    if rep.get("emission"):
        rows.append(emission_line(rep["emission"]))
    for what, p in (paths or {}).items():
        rows.append(f"{what:<28} {p}")
    return "\n".join(rows)


def emission_line(j: dict) -> str:
    """The emission judgement (``wave_asm_ext.emission``) in one line: the descriptor fold's
    verdict, why, and the model's whole-kernel clk per wave of each emission scheduled."""
    text = f"{'emission':<28} descriptor fold {j.get('descriptor fold')}"
    if j.get("why"):
        text += f" ({j['why']})"
    if j.get("short loops"):
        text += "; loop below the bound: " + ", ".join(f"{s} {u:.1%}" for s, u in j["short loops"].items())
    if j.get("carried in place", "not tried") != "not tried":
        text += f"; loop initial values in place {j['carried in place']}"
    if j.get("register budget"):
        text += f"; over the register budget as emitted, came within it by {j['register budget']}"
    figures = {k: v for k, v in (j.get("model cycles per wave") or {}).items() if v}
    if len(figures) > 1:
        text += "; model clk/wave " + ", ".join(
            f"{k} " + " / ".join(f"{c:,.0f}" for c in v.values()) for k, v in figures.items())
    return text


#: Metrics shown before -> after by :func:`postpass_lines` (``KernelPassReport`` keys).
_PASS_METRICS = (("instructions", "instructions"), ("s_waitcnt", "s_waitcnt"), ("s_nop", "s_nop"),
                 ("nop_wait_states", "nop wait states"), ("peak_vgpr_units", "peak live VGPR units"))


def postpass_lines(pp: dict | None) -> list[str]:
    """What the post-emit pass did to each kernel (``PassReport.to_dict()``): its metrics
    before -> after and the decisions behind them (chosen schedule, rotation variant, the
    judged pairing and barrier-free variants, rematerialisation, sinking, VGPR compaction), per loop its metrics before -> after
    (``passes.loop_report``), then the pass time."""
    from .passes.loop_report import kernel_model_lines, loop_lines

    if not pp:
        return []
    rows = []
    for k in pp.get("kernels", []):
        b, a = k.get("before", {}), k.get("after", {})
        rows.append(f"post-emit pass, kernel {k['name']}")
        for key, label in _PASS_METRICS:
            if key in b or key in a:
                rows.append(f"  {label:<26} {b.get(key)} -> {a.get(key)}")
        co = k.get("coalesce") or {}
        if co:   # passes.coalesce: judged against the program with its copies
            rows.append(f"  {'copies coalesced':<26} {co['copies_removed']} copies of {co['loads']} loads, "
                        + ("kept (cycle model)" if co.get("kept", True) else "not kept (cycle model)"))
        sched = k.get("schedule") or {}
        if sched.get("chosen"):
            rows.append(f"  {'schedule':<26} {sched['chosen']}")
        rot = sched.get("rotation") or {}
        if rot:
            rows.append(f"  {'rotation variant':<26} {rot.get('variant')} (judged by {rot.get('judged by')})")
        for key, label, what in (("lds pairs", "ds_read2_b64 pairing", "pairs"),
                                 ("barrier-free schedule", "barrier-free schedule", "barriers")):
            v = sched.get(key)
            if v:   # a judged program variant (passes.variants)
                rows.append(f"  {label:<26} {v[what]} {what}, {'kept' if v['kept'] else 'not kept'} (cycle model)")
        carried = sched.get("carried MFMAs") or {}
        if carried:   # the same (passes.carry_mfma): the count kept, or the counts tried
            first = " (judged before the LDS-port plan / pairs)" if carried.get("judged first", {}).get("kept") else ""
            # (iteration 0's carried MFMAs are a peeled first iteration's, taken from before the loop)
            peeled = (f"; iteration 0's are the {carried['peeled copies taken']} of the peeled iteration"
                      if carried.get("peeled copies taken") else "")
            rows.append(f"  {'carried MFMAs':<26} " + (f"last {carried['moved']} of the K loop(s) into the next iteration, "
                                                         f"kept{first} (cycle model{peeled})" if carried["kept"] else
                                                         f"{', '.join(str(t['count']) for t in carried['tries'])} tried, "
                                                         "not kept (cycle model)"))
        for key, label in (("LDS-port plan", "LDS-port plan (pipe_lds)"), ("unmerged waits", "waits solved unmerged"),
                           ("folded waits", "loop waits folded"),
                           ("lockstep ranking", "lockstep model ranking")):
            if sched.get(key):   # the same, re-scheduled another way
                rows.append(f"  {label:<26} {'kept' if sched[key]['kept'] else 'not kept'} (cycle model)")
        if k.get("remat"):
            rows.append(f"  {'rematerialised':<26} {k['remat'].get('values')} loop-crossing value(s)")
        if k.get("sink"):
            rows.append(f"  {'sunk below the peak':<26} {k['sink'].get('moved')} definition(s)")
        c = k.get("compact") or {}
        if c:
            rows.append(f"  {'VGPR compaction':<26} {c['declared_before']} -> {c['declared_after']} VGPRs declared, "
                        + (f"AGPRs {c['agprs_before']} -> {c['agprs_after']}, " if "agprs_after" in c else "")
                        + f"{c['waves_before']} -> {c['waves_after']} waves/SIMD")
        rows.extend(f"  {line}" for line in kernel_model_lines(k.get("model") or {}))
        rows.extend(f"  {line}" for line in loop_lines(k.get("loops") or []))
    grid = pp.get("grid") or {}
    if grid:   # Target.for_grid: the model's waves per SIMD at most the grid's resident ones
        rows.append(f"{'schedules judged for':<28} a grid of {grid['workgroups']} workgroup(s) on "
                    f"{grid['compute_units']} CUs (cycle model at the waves per SIMD it keeps resident)")
    if pp.get("vgpr_budget") is not None:
        rows.append(f"{'register budget':<28} {pp['vgpr_budget']} vector registers (max_vgprs; every pass kept to it)")
    if "total_s" in pp:
        rows.append(f"{'post-emit pass time (ms)':<28} {pp['total_s'] * 1000:.1f}"
                    + (f" (wall clock {pp['wall_s'] * 1000:.1f}: {pp['child_runs']} run(s) of the passes in child"
                       " processes)" if pp.get("child_runs") else ""))
    return rows
