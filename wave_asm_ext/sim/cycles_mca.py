"""llvm-mca cross-check for the cycle model (always under a timeout).

llvm-mca models one wave issuing alone with LLVM's ``SISchedule.td`` numbers, in
*issue cycles* (one full-rate wave64 instruction = 1). The DB converts those to shader
clocks with ``units.cycles_per_issue_slot``; both figures are reported.

llvm-mca-22 was seen to spin at 100% CPU on some GEMM loop bodies (gfx950, Wave's
LLVM-path 1024^3 PREFETCH GEMM), so every run is bounded by a subprocess timeout and
a timeout is reported as ``"n/a (timed out)"``, never as a guess.
"""

from __future__ import annotations

import re
import subprocess
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..isa import Instruction

#: Default wall-clock bound for one llvm-mca run (seconds).
MCA_TIMEOUT_S = 10.0
#: Iterations of the loop body llvm-mca simulates.
MCA_ITERATIONS = 10

# Instructions llvm-mca cannot or should not see: control flow (the body is fed as a
# straight line), waits (mca has no counter model) and the end of the program.
_STRIP = re.compile(r"^(s_cbranch_|s_branch$|s_setpc|s_swappc|s_call|s_endpgm|s_waitcnt)")


def mca_body(insts: Iterable[Instruction]) -> str:
    """Text fed to llvm-mca: the instructions without labels, branches and s_waitcnt."""
    return "\n".join(i.text() for i in insts if not _STRIP.match(i.base)) + "\n"


def run_llvm_mca(insts: Iterable[Instruction], mcpu: str, *, iterations: int = MCA_ITERATIONS,
                 timeout: float = MCA_TIMEOUT_S, clk_per_cycle: float = 1.0) -> dict[str, Any]:
    """Run llvm-mca on ``insts``; returns status, Total Cycles, cycles per iteration.

    ``status`` is "ok", "n/a (timed out)", "n/a (tool not found)" or "error: ...".
    ``cycles_per_iter_clk`` = mca cycles per iteration x ``clk_per_cycle``.
    """
    from ..toolchain import find_tool

    try:
        tool = find_tool("llvm-mca")
    except Exception as e:  # ToolchainError: report, never fail the cycle model
        return {"status": "n/a (tool not found)", "detail": str(e)}
    text = mca_body(insts)
    with tempfile.TemporaryDirectory(prefix="wave_asm_mca_") as d:
        src = Path(d) / "body.s"
        src.write_text(text)
        cmd = [tool, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={mcpu}", f"-iterations={iterations}", str(src)]
        shown = " ".join(cmd[:-1] + ["<loop body>"])
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return {"status": "n/a (timed out)", "timeout_s": timeout, "command": shown,
                    "instructions": text.count("\n")}
    if r.returncode != 0:
        return {"status": f"error: {r.stderr.strip().splitlines()[0] if r.stderr.strip() else r.returncode}",
                "command": shown}
    m_tot = re.search(r"Total Cycles:\s+(\d+)", r.stdout)
    m_it = re.search(r"Iterations:\s+(\d+)", r.stdout)
    if not m_tot or not m_it:
        return {"status": "error: unexpected llvm-mca output", "command": shown}
    total, its = int(m_tot.group(1)), int(m_it.group(1))
    per = total / its
    return {"status": "ok", "command": shown, "iterations": its, "total_cycles": total,
            "cycles_per_iter": per, "cycles_per_iter_clk": per * clk_per_cycle,
            "instructions": text.count("\n")}
