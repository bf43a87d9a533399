"""Short per-kernel report of an assembly file: sizes, resources, waits and nops.

Counts come from the text itself (instructions between a kernel's label and
``s_endpgm``) and from its ``.amdhsa_kernel`` descriptor directives; occupancy comes
from the target DB. The full metrics (liveness-based peak VGPR, cycle model) belong to
the instruments and will extend this report.
"""

from __future__ import annotations

import re

_DIRECTIVE = re.compile(r"^\s*\.(amdhsa_\w+)\s+(\S+)")
_KERNEL_BEGIN = re.compile(r"^\s*\.amdhsa_kernel\s+(\S+)")
_LABEL = re.compile(r"^\s*([A-Za-z_.$][\w.$]*):")
_INSTR = re.compile(r"^\s*([a-z][a-z0-9_]*)\b")
_NOP = re.compile(r"^\s*s_nop\s+(\S+)")


def _strip_comment(line: str) -> str:
    for marker in ("//", ";", "#"):
        i = line.find(marker)
        if i >= 0:
            line = line[:i]
    return line


def _count_code(lines: list[str], start: int) -> dict:
    n_instr = n_wait = n_nop = nop_states = n_mfma = 0
    for raw in lines[start:]:
        line = _strip_comment(raw)
        if not line.strip() or line.lstrip().startswith(".") or _LABEL.match(line):
            continue
        m = _INSTR.match(line)
        if not m:
            continue
        mnem = m.group(1)
        n_instr += 1
        if mnem == "s_waitcnt":
            n_wait += 1
        elif mnem == "s_nop":
            n_nop += 1
            nop_states += int(_NOP.match(line).group(1), 0) + 1  # s_nop N = N+1 wait states
        elif mnem.startswith("v_mfma"):
            n_mfma += 1
        if mnem == "s_endpgm":
            break
    return {
        "instructions": n_instr,
        "s_waitcnt": n_wait,
        "s_nop": n_nop,
        "nop_wait_states": nop_states,
        "mfma": n_mfma,
    }


def summarize(asm: str, target: str) -> dict:
    """Report for every kernel in ``asm``: instruction/wait/nop counts, registers, LDS, occupancy."""
    from .target import load_target

    tgt = load_target(target)
    lines = asm.splitlines()
    descriptors: dict[str, dict[str, str]] = {}
    current = None
    for line in lines:
        m = _KERNEL_BEGIN.match(line)
        if m:
            current = descriptors.setdefault(m.group(1), {})
            continue
        if current is not None:
            if line.strip().startswith(".end_amdhsa_kernel"):
                current = None
                continue
            d = _DIRECTIVE.match(line)
            if d:
                current[d.group(1)] = d.group(2)
    kernels = []
    for name, desc in descriptors.items():
        start = next(
            (i + 1 for i, ln in enumerate(lines) if _LABEL.match(ln) and _LABEL.match(ln).group(1) == name),
            None,
        )
        counts = _count_code(lines, start) if start is not None else {}
        vgprs = int(desc.get("amdhsa_next_free_vgpr", "0"), 0)
        accum = int(desc.get("amdhsa_accum_offset", str(vgprs)), 0)
        sgprs = int(desc.get("amdhsa_next_free_sgpr", "0"), 0)
        lds = int(desc.get("amdhsa_group_segment_fixed_size", "0"), 0)
        arch_vgprs, agprs = accum, max(0, vgprs - accum)
        kernels.append(
            {
                "name": name,
                **counts,
                "vgprs": arch_vgprs,
                "agprs": agprs,
                "sgprs": sgprs,
                "lds_bytes": lds,
                "occupancy_waves_per_simd": tgt.occupancy(
                    vgprs=arch_vgprs, agprs=agprs, sgprs=sgprs, lds_bytes=lds
                ),
            }
        )
    return {"target": target, "kernels": kernels}


def format_report(rep: dict, paths: dict[str, str] | None = None) -> str:
    """Human-readable table of :func:`summarize` output (plus where files went)."""
    rows = [f"target: {rep['target']}   post-emit pass: {rep.get('postpass', '?')}"]
    for k in rep["kernels"]:
        rows.append(f"kernel {k['name']}")
        for key in (
            "instructions", "mfma", "s_waitcnt", "s_nop", "nop_wait_states",
            "vgprs", "agprs", "sgprs", "lds_bytes", "occupancy_waves_per_simd",
        ):
            rows.append(f"  {key:<26} {k.get(key, '-')}")
    for what, p in (paths or {}).items():
        rows.append(f"{what:<28} {p}")
    return "\n".join(rows)
