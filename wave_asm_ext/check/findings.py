"""What the checker reports: one :class:`Finding` per unsatisfied requirement."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class InstRef:
    """An instruction as a finding names it: ``file:line`` and its text."""

    location: str
    text: str
    block: str = ""

    def __str__(self) -> str:
        return f"{self.location}: {self.text}"


@dataclass(frozen=True)
class Finding:
    """One violated requirement between a producer and a consumer instruction.

    ``kind``: "hazard" (too few wait states, a DB ``hazards`` row), "waitcnt"
    (a memory result used / overwritten before an adequate ``s_waitcnt``) or "resources"
    (the kernel descriptor does not cover a register the code names: producer and consumer
    are the first instruction naming the highest one; ``required`` the count it needs,
    ``present`` the count declared).
    ``check``: for hazards the DB row id; for waitcnt findings "raw" (consumer reads
    the result), "waw" (consumer overwrites it while the late return can still
    clobber it), "barrier" (an LDS write still outstanding at ``s_barrier``), "fence"
    (a cache writeback or invalidate not waited for) or "release" (an operation an input
    wait retired, ``isa.model.RETIRED_MARK``, still outstanding at an instruction the
    input issued after that wait, ``AFTER_MARK`` / ``AFTER_RETIRED_MARK``: a fence the
    input wrote as waits only).
    ``rule``: the DB key that states the requirement (``hazards.<id>`` or
    ``counter_events.<id>``); ``case``: its case text (e.g. "CDNA3 ISA Table 37 case
    105") or source note.
    ``required`` / ``present``: wait states (hazard) or the largest counter value that
    would cover the producer vs the tightest wait on that counter seen on the worst
    path since the producer (None: no wait at all). ``unit`` says which
    ("wait states", "vmcnt", "lgkmcnt").
    ``registers``: the overlapping register units, compactly ("v[0:3]", "vcc").
    """

    kind: str
    check: str
    rule: str
    case: str
    kernel: str
    producer: InstRef
    consumer: InstRef
    required: int
    present: int | None
    unit: str
    registers: str = ""

    def message(self) -> str:
        pres = "none" if self.present is None else str(self.present)
        if self.kind == "resources":
            return (f"{self.consumer.location}: resources {self.check} ({self.case}; {self.rule}) [{self.registers}]: "
                    f"'{self.consumer.text}' needs {self.required} {self.unit}, the descriptor declares {pres}")
        if self.kind == "hazard":
            need = f"needs {self.required} wait states, has {pres}"
        else:
            need = f"needs {self.unit}({self.required}) or lower, has {self.unit}({pres})" if self.present is not None \
                else f"needs {self.unit}({self.required}) or lower, no wait on the worst path"
        regs = f" [{self.registers}]" if self.registers else ""
        return (f"{self.consumer.location}: {self.kind} {self.check} ({self.case}; {self.rule}){regs}: "
                f"'{self.consumer.text}' after '{self.producer.text}' ({self.producer.location}): {need}")

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["message"] = self.message()
        return d

    def __str__(self) -> str:
        return self.message()


def format_units(units: Any) -> str:
    """Compact text for a set of register units: {("v",0),("v",1)} -> "v[0:1]"."""
    by_file: dict[str, list[int]] = {}
    for f, i in units:
        by_file.setdefault(f, []).append(i)
    parts: list[str] = []
    for f in sorted(by_file):
        idx = sorted(by_file[f])
        start = prev = idx[0]
        runs: list[tuple[int, int]] = []
        for i in idx[1:]:
            if i == prev + 1:
                prev = i
                continue
            runs.append((start, prev))
            start = prev = i
        runs.append((start, prev))
        for a, b in runs:
            if f in ("vcc", "exec", "flat_scratch", "xnack_mask"):
                parts.append(f if (a, b) == (0, 1) else f + ("_lo" if a == 0 else "_hi"))
            elif f in ("m0", "scc") or (f.startswith("hwreg")):
                parts.append(f)
            elif f == "lds_dma":   # (check.waitcnt: LDS a DMA load writes, not a register)
                parts.append("LDS written by the LDS-DMA load")
            else:
                parts.append(f"{f}{a}" if a == b else f"{f}[{a}:{b}]")
    return ", ".join(parts)
