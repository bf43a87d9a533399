"""Static metrics of a kernel: the pipeline's report and the scheduler's objective.

An *instrument*: reads the program model and the DB only (never ``passes/``).

Metrics (per kernel)
--------------------
* ``peak_vgpr`` / ``peak_agpr``: the largest number of live 32-bit VGPR (AGPR) units
  at any program point; ``peak_vgpr_unified``: the largest number of VGPR + AGPR units
  live at the *same* point (gfx90a+ share one file). Liveness is the usual backward
  dataflow over the CFG, iterated to a fixed point through loop back-edges. The
  pressure at an instruction is ``max(|live before|, |live after ∪ defs|)``: a value
  written but never read still occupies its register while it is written. A write
  kills the whole unit (exec-masked partial writes are treated as full writes, as
  register allocators do). ``peak_sgpr``: the same for numbered SGPRs (VCC, EXEC, M0
  are separate register files in the program model and not counted). Virtual
  registers (``%v``/``%a``/``%s``, the emitter's pre-allocation form) count like
  physical ones, so the objective also works before register allocation.
* declared: ``.amdhsa_next_free_vgpr``, ``.amdhsa_accum_offset`` (arch VGPRs end at
  accum_offset; ``beyond_accum_offset`` = next_free_vgpr - accum_offset is AGPR space),
  ``.amdhsa_next_free_sgpr``, LDS bytes; metadata counts when present.
* ``s_waitcnt`` count, ``s_nop`` count and total NOP wait states (N+1 each),
  instruction count (static, every instruction including waits and nops).
* occupancy (waves/SIMD, DB) from the declared use and from the liveness peaks.
* cycle model: total cycles, hot-loop cycles/iteration and MFMA utilisation for both
  memory-latency scenarios (no llvm-mca: metrics must stay fast).

:func:`objective_key` orders kernels lexicographically: peak_vgpr_unified, s_waitcnt,
s_nop, instructions, then cycles (l2_hit, then dram_miss) break ties.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from typing import Any

from .errors import WaveAsmError
from .isa import Imm, Kernel, Program, parse_file

_VFILES = ("v", "a")


@dataclass
class Liveness:
    peak_vgpr: int
    peak_agpr: int
    peak_unified: int
    peak_vgpr_at: str | None      # location of an instruction where the VGPR peak is reached
    live_in_vgpr: int             # VGPR units live at kernel entry (e.g. v0 work-item ids)
    peak_sgpr: int = 0            # numbered SGPRs only (vcc/exec/m0 are separate files)


# register file -> (slot in the mask tuple, virtual?). Physical register i is bit 2i,
# virtual register %v<j> (emitter output, before register allocation) is bit 2j+1, so
# both kinds can be counted in one program without aliasing.
_FILE_BIT = {"v": (0, 0), "a": (1, 0), "s": (2, 0), "%v": (0, 1), "%a": (1, 1), "%s": (2, 1)}


def _masks(inst) -> tuple[int, int, int, int, int, int]:
    """(v defs, v uses, a defs, a uses, s defs, s uses) as bit masks of register units."""
    m = [0, 0, 0, 0, 0, 0]
    for f, i in inst.defs():
        k = _FILE_BIT.get(f)
        if k is not None:
            m[2 * k[0]] |= 1 << (2 * i + k[1])
    for f, i in inst.uses():
        k = _FILE_BIT.get(f)
        if k is not None:
            m[2 * k[0] + 1] |= 1 << (2 * i + k[1])
    return m[0], m[1], m[2], m[3], m[4], m[5]


def liveness(kernel: Kernel) -> Liveness:
    """VGPR/AGPR liveness peaks of ``kernel`` (module docstring for the definition)."""
    cfg = kernel.cfg
    blocks = kernel.blocks
    n = len(blocks)
    if n == 0:
        return Liveness(0, 0, 0, None, 0)
    masks = [[_masks(i) for i in b.instructions] for b in blocks]
    F = 3  # v, a, s
    # block summaries per register file: gen (used before defined) and kill (defined)
    gen = [[0] * F for _ in range(n)]
    kill = [[0] * F for _ in range(n)]
    for bi in range(n):
        g, kl = gen[bi], kill[bi]
        for m in reversed(masks[bi]):
            for f in range(F):
                g[f] = (g[f] & ~m[2 * f]) | m[2 * f + 1]
                kl[f] |= m[2 * f]
    live_in = [[0] * F for _ in range(n)]
    live_out = [[0] * F for _ in range(n)]
    order = list(reversed(cfg.rpo)) + cfg.unreachable
    changed = True
    while changed:  # backward dataflow to a fixed point (loops carry liveness around back-edges)
        changed = False
        for bi in order:
            out = [0] * F
            for s in cfg.succs[bi]:
                for f in range(F):
                    out[f] |= live_in[s][f]
            inn = [gen[bi][f] | (out[f] & ~kill[bi][f]) for f in range(F)]
            if inn != live_in[bi] or out != live_out[bi]:
                live_in[bi], live_out[bi] = inn, out
                changed = True
    pv = pa = pu = ps = 0
    at = None
    for bi in range(n):
        lv, la, ls = live_out[bi]
        insts = blocks[bi].instructions
        for k in range(len(insts) - 1, -1, -1):
            dv, uv, da, ua, ds, us = masks[bi][k]
            after_v, after_a, after_s = (lv | dv).bit_count(), (la | da).bit_count(), (ls | ds).bit_count()
            lv = (lv & ~dv) | uv
            la = (la & ~da) | ua
            ls = (ls & ~ds) | us
            before_v, before_a, before_s = lv.bit_count(), la.bit_count(), ls.bit_count()
            v = max(after_v, before_v)
            if v > pv:
                pv, at = v, insts[k].location
            pa = max(pa, after_a, before_a)
            ps = max(ps, after_s, before_s)
            pu = max(pu, after_v + after_a, before_v + before_a)
    return Liveness(pv, pa, pu, at, live_in[cfg.entry][0].bit_count(), ps)


def _counts(kernel: Kernel) -> dict[str, int]:
    waits = nops = nop_states = 0
    insts = kernel.instructions
    for i in insts:
        b = i.base
        if b == "s_waitcnt":
            waits += 1
        elif b == "s_nop":
            nops += 1
            n = i.operands[0].value if i.operands and isinstance(i.operands[0], Imm) else 0
            nop_states += n + 1  # s_nop N provides N+1 wait states (DB units.wait_state)
    mfma = sum(1 for i in insts if i.family == "MFMA")
    return {"instructions": len(insts), "s_waitcnt": waits, "s_nop": nops, "nop_wait_states": nop_states,
            "mfma": mfma}


def _declared(kernel: Kernel) -> dict[str, Any]:
    d = kernel.descriptor_int
    nfv, acc = d("next_free_vgpr"), d("accum_offset")
    out: dict[str, Any] = {"next_free_vgpr": nfv, "accum_offset": acc, "next_free_sgpr": d("next_free_sgpr"),
                           "lds_bytes": d("group_segment_fixed_size")}
    if nfv is not None:
        # the descriptor allocates next_free_vgpr unified registers; arch VGPRs end at
        # accum_offset, anything beyond it is AGPR space (LLVM may reserve some even
        # when metadata says .agpr_count 0, e.g. gfx942 next_free_vgpr 65 / accum_offset 48)
        if acc is not None and nfv > acc:
            out["arch_vgprs"], out["beyond_accum_offset"] = acc, nfv - acc
        else:
            out["arch_vgprs"], out["beyond_accum_offset"] = nfv, 0
    md = kernel.metadata or {}
    for k in (".vgpr_count", ".agpr_count", ".sgpr_count"):
        if k in md:
            out["metadata_" + k[1:]] = md[k]
    return out


def _pick(program_or_kernel: Program | Kernel, kernel_name: str | None) -> Kernel:
    if isinstance(program_or_kernel, Kernel):
        return program_or_kernel
    if kernel_name is not None:
        return program_or_kernel.kernel(kernel_name)
    ks = [k for k in program_or_kernel.kernels if k.kind == "kernel"] or list(program_or_kernel.kernels)
    if not ks:
        raise WaveAsmError("no code in program")
    return ks[0]


def compute_metrics(program_or_kernel: Program | Kernel, target, *, kernel_name: str | None = None,
                    cycles: bool = True, waves_per_simd: int | None = None,
                    loop_trip_count: int | None = None) -> dict[str, Any]:
    """Metrics of one kernel (module docstring); ``target`` is a Target or an arch name.

    ``cycles=False`` skips the cycle model (liveness and counts only).
    """
    if isinstance(target, str):
        from .target import load_target
        target = load_target(target)
    kernel = _pick(program_or_kernel, kernel_name)
    from .sim.cycles import estimate_cycles, kernel_resources

    lv = liveness(kernel)
    m: dict[str, Any] = {"kernel": kernel.name, "target": target.arch}
    m.update(_counts(kernel))
    m.update({"peak_vgpr": lv.peak_vgpr, "peak_agpr": lv.peak_agpr, "peak_vgpr_unified": lv.peak_unified,
              "peak_vgpr_at": lv.peak_vgpr_at, "live_in_vgpr": lv.live_in_vgpr, "peak_sgpr": lv.peak_sgpr})
    m["declared"] = _declared(kernel)
    res = kernel_resources(kernel, target)
    wg = res["workgroup_waves"]
    m["workgroup_waves"] = wg
    m["occupancy"] = target.occupancy(res["vgprs"], res["agprs"], res["sgprs"], res["lds_bytes"], wg)
    m["occupancy_from_liveness"] = target.occupancy(lv.peak_vgpr, lv.peak_agpr, res["sgprs"], res["lds_bytes"], wg)
    if cycles:
        rep = estimate_cycles(kernel, target, mem_latency="both", waves_per_simd=waves_per_simd,
                              loop_trip_count=loop_trip_count, mca=False)
        cyc: dict[str, Any] = {"waves_per_simd": rep.waves_per_simd}
        for name, s in rep.scenarios.items():
            e: dict[str, Any] = {"total_cycles": s.total_cycles, "mfma_utilization": round(s.mfma_utilization, 4)}
            if s.loop is not None:
                e.update({"loop": s.loop.header, "loop_trip_count": s.loop.trip_count,
                          "loop_cycles_per_iter": s.loop.cycles_per_iter,
                          "loop_mfma_bound_per_iter": s.loop.mfma_busy_per_iter,
                          "loop_mfma_utilization": round(s.loop.mfma_utilization, 4),
                          "loop_breakdown_per_iter": s.loop.breakdown_per_iter,
                          "loop_bound_per_iter": s.loop.bound_per_iter,
                          "loop_bound_resource": s.loop.bound_resource})
            e["stalls"] = {k: v for k, v in s.stalls.items() if v}
            cyc[name] = e
        m["cycles"] = cyc
    return m


def objective_key(metrics: dict[str, Any]) -> tuple:
    """Lexicographic scheduler objective (lower is better): peak VGPRs (VGPR+AGPR live at
    one point), s_waitcnt count, s_nop count, instruction count, then cycles (l2_hit,
    dram_miss) as tie-breakers (0 when the cycle model was skipped)."""
    cyc = metrics.get("cycles") or {}
    return (metrics["peak_vgpr_unified"], metrics["s_waitcnt"], metrics["s_nop"], metrics["instructions"],
            (cyc.get("l2_hit") or {}).get("total_cycles", 0), (cyc.get("dram_miss") or {}).get("total_cycles", 0))


def format_metrics(m: dict[str, Any]) -> str:
    d = m["declared"]
    lines = [f"kernel {m['kernel'] or '<snippet>'} ({m['target']})",
             f"  peak VGPR (liveness) {m['peak_vgpr']}, AGPR {m['peak_agpr']}, unified {m['peak_vgpr_unified']},"
             f" SGPR {m['peak_sgpr']}"
             f" | declared next_free_vgpr {d.get('next_free_vgpr')} accum_offset {d.get('accum_offset')}"
             f" next_free_sgpr {d.get('next_free_sgpr')} LDS {d.get('lds_bytes')}",
             f"  instructions {m['instructions']}, s_waitcnt {m['s_waitcnt']}, s_nop {m['s_nop']} "
             f"({m['nop_wait_states']} wait states), MFMA {m['mfma']}",
             f"  occupancy {m['occupancy']} waves/SIMD (declared), {m['occupancy_from_liveness']} (liveness peaks)"]
    for name, c in (m.get("cycles") or {}).items():
        if name == "waves_per_simd":
            continue
        s = f"  cycles [{name}] total {c['total_cycles']:,.0f}, MFMA util {100 * c['mfma_utilization']:.1f}%"
        if "loop" in c:
            s += (f"; loop {c['loop']} x{c['loop_trip_count']}: {c['loop_cycles_per_iter']:,.0f} clk/iter "
                  f"(MFMA bound {c['loop_mfma_bound_per_iter']:,.0f})")
        lines.append(s)
    lines.append(f"  objective {objective_key(m)}")
    return "\n".join(lines)


def main_metrics(argv: list[str] | None = None) -> int:
    """``wave-asm-ext metrics FILE.s --target T [--json]``; exit 0, or 2 on bad input.

    ``--json`` prints a list with one metrics dict per kernel of the file."""
    from .target import load_target

    p = argparse.ArgumentParser(prog="wave-asm-ext metrics", description="Static metrics + cycle model of a .s file")
    p.add_argument("file")
    p.add_argument("--target", default=None)
    p.add_argument("--json", action="store_true")
    p.add_argument("--kernel", default=None)
    p.add_argument("--no-cycles", action="store_true")
    p.add_argument("--trip-count", type=int, default=None)
    a = p.parse_args(argv)
    try:
        prog = parse_file(a.file)
        arch = a.target or prog.target
        if not arch:
            raise WaveAsmError("no --target and no .amdgcn_target in the file")
        target = load_target(arch)
        kernels = [prog.kernel(a.kernel)] if a.kernel else ([k for k in prog.kernels if k.kind == "kernel"] or prog.kernels)
        ms = [compute_metrics(k, target, cycles=not a.no_cycles, loop_trip_count=a.trip_count) for k in kernels]
    except (WaveAsmError, OSError, KeyError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if a.json:
        print(json.dumps(ms, indent=1, default=str))  # one entry per kernel, like `cycles --json`
    else:
        print("\n".join(format_metrics(m) for m in ms))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main_metrics())
