"""Typed view of one latency/hazard DB (``latency_db/<arch>.json``).

Everything here is a *reader* of the JSON: no hardware number lives in this file.
The hazard predicate language is documented in ``latency_db/README.md``; this module
evaluates only its instruction-class part (:meth:`Matcher.matches`). Register/operand
relations (``relation``, ``operands``) are left to the consumers (the independent
checker and the nop-insertion pass), so each interprets the same rows on its own.
"""

from __future__ import annotations

import copy
import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..errors import LatencyDBError, UnsupportedTargetError

#: Encoding suffixes LLVM prints (v_mov_b32_e32); classification ignores them. The
#: ``_dpp``/``_sdwa`` suffixes also imply the matching modifier.
_ENCODING_SUFFIX = re.compile(r"_(e32|e64|vop3|sdwa|dpp)$")


class UnsupportedMMATypeError(UnsupportedTargetError):
    """A Wave MMAType that has no MFMA on this target (names the type and the arch)."""


@dataclass(frozen=True)
class MfmaInfo:
    """One MFMA/SMFMAC opcode of the target (canonical LLVM spelling)."""

    opcode: str
    mfma_class: str  # "XDL" | "SGEMM" | "DGEMM"
    passes: int  # conservative pass count (1 pass = Target.cycles_per_pass clocks)
    cycles: int
    m: int
    n: int
    k: int
    blocks: int
    a_type: str
    b_type: str
    acc_type: str
    sparse: bool
    scaled: bool
    regs: Mapping[str, int | bool]  # operand role -> number of 32-bit registers
    aliases: tuple[str, ...]
    passes_variants: tuple[Mapping[str, Any], ...]
    source: str

    @property
    def shape(self) -> tuple[int, int, int]:
        return (self.m, self.n, self.k)

    @property
    def all_pass_counts(self) -> tuple[int, ...]:
        """Every pass count this opcode can take (format-dependent for f8f6f4)."""
        return tuple(sorted({self.passes, *(int(v["passes"]) for v in self.passes_variants)}))


@dataclass(frozen=True)
class CounterInfo:
    """A waitcnt counter: ``max`` is the largest encodable wait value."""

    name: str
    bits: int
    max: int
    encoding: tuple[tuple[int, int], ...]  # (shift, width) fields of s_waitcnt simm16, low bits first
    source: str


@dataclass(frozen=True)
class CounterEvent:
    """A row of ``counter_events``: which instructions bump which counters, and how they retire."""

    id: str
    match: "Matcher"
    increments: Mapping[str, int]
    order: str  # "in_order" | "out_of_order" | "wait_zero_only"
    order_group: str
    source: str


@dataclass(frozen=True)
class OpClass:
    """Classification of one mnemonic on one target (see :meth:`Target.classify`)."""

    mnemonic: str  # normalized (lower case, encoding suffix removed, alias -> canonical MFMA)
    pipe: str
    issue_cycles: float
    latency: float
    tags: frozenset[str]
    modifiers: frozenset[str]
    counters: Mapping[str, int]  # counter -> increment per instruction
    counter_order: str | None  # "in_order" / "out_of_order" / "wait_zero_only" / None
    rule: str  # "mfma.<op>", "instructions.<op>" or "opcode_rules.<id>"
    source: str
    mfma: MfmaInfo | None = None

    @property
    def is_mfma(self) -> bool:
        return self.mfma is not None

    @property
    def mfma_passes(self) -> int | None:
        return self.mfma.passes if self.mfma else None

    @property
    def mfma_class(self) -> str | None:
        return self.mfma.mfma_class if self.mfma else None

    @property
    def mfma_shape(self) -> tuple[int, int, int] | None:
        return self.mfma.shape if self.mfma else None


@dataclass(frozen=True)
class Matcher:
    """Instruction-class predicate (README §Predicate language). All keys AND, lists any-of."""

    pipe: frozenset[str] | None = None
    tags: frozenset[str] | None = None
    mnemonic: frozenset[str] | None = None
    mnemonic_regex: re.Pattern[str] | None = None
    modifiers: frozenset[str] | None = None
    same_opcode_as_first: bool | None = None
    same_passes_as_first: bool | None = None
    negated: "Matcher | None" = None

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> "Matcher":
        def fs(key: str) -> frozenset[str] | None:
            return frozenset(d[key]) if key in d else None

        return cls(
            pipe=fs("pipe"),
            tags=fs("tags"),
            mnemonic=fs("mnemonic"),
            mnemonic_regex=re.compile(d["mnemonic_regex"]) if "mnemonic_regex" in d else None,
            modifiers=fs("modifiers"),
            same_opcode_as_first=d.get("same_opcode_as_first"),
            same_passes_as_first=d.get("same_passes_as_first"),
            negated=cls.from_json(d["not"]) if "not" in d else None,
        )

    def matches(self, op: OpClass, first: OpClass | None = None) -> bool:
        """Does ``op`` satisfy the class-level part of this predicate?

        ``first`` is the earlier instruction of a hazard pair; the ``same_*_as_first``
        keys are false when it is missing.
        """
        if self.pipe is not None and op.pipe not in self.pipe:
            return False
        if self.tags is not None and not (self.tags & op.tags):
            return False
        if self.mnemonic is not None and op.mnemonic not in self.mnemonic:
            return False
        if self.mnemonic_regex is not None and not self.mnemonic_regex.search(op.mnemonic):
            return False
        if self.modifiers is not None and not (self.modifiers & op.modifiers):
            return False
        if self.same_opcode_as_first is not None:
            same = first is not None and first.mnemonic == op.mnemonic
            if same != self.same_opcode_as_first:
                return False
        if self.same_passes_as_first is not None:
            same = first is not None and first.mfma_passes is not None and first.mfma_passes == op.mfma_passes
            if same != self.same_passes_as_first:
                return False
        if self.negated is not None and self.negated.matches(op, first):
            return False
        return True

    def referenced_tags(self) -> set[str]:
        out = set(self.tags or ())
        if self.negated:
            out |= self.negated.referenced_tags()
        return out

    def referenced_mnemonics(self) -> set[str]:
        out = set(self.mnemonic or ())
        if self.negated:
            out |= self.negated.referenced_mnemonics()
        return out

    def referenced_pipes(self) -> set[str]:
        out = set(self.pipe or ())
        if self.negated:
            out |= self.negated.referenced_pipes()
        return out


@dataclass(frozen=True)
class HazardSide:
    """One instruction of a hazard pair: which instructions, and which of their operands."""

    match: Matcher
    access: str  # "read" | "write" | "any"
    operands: tuple[str, ...]  # operand roles (README §Operand roles); empty = no register check


@dataclass(frozen=True)
class HazardRule:
    """A row of ``hazards``: ``second`` after ``first`` needs ``wait_states`` independent issue slots."""

    id: str
    case: str
    first: HazardSide
    second: HazardSide
    relation: str  # "overlap" | "same" | "any"
    wait_states: int | Mapping[int, int]  # int, or first-instruction pass count -> wait states
    unless: tuple[str, ...]
    source: str
    notes: str

    @property
    def by_passes(self) -> bool:
        return not isinstance(self.wait_states, int)

    def wait_for(self, first: OpClass | int | None = None) -> int:
        """Wait states this row requires, given the first instruction (or its pass count).

        Raises :class:`LatencyDBError` when the row is keyed by pass count and the
        first instruction's pass count has no entry (a DB gap, never silently 0).
        """
        if isinstance(self.wait_states, int):
            return self.wait_states
        passes = first.mfma_passes if isinstance(first, OpClass) else first
        if passes is None or passes not in self.wait_states:
            raise LatencyDBError(
                f"no wait-state entry for a {passes}-pass first instruction (have {sorted(self.wait_states)})",
                f"hazards[{self.id}].wait_states",
            )
        return self.wait_states[passes]

    def class_match(self, first: OpClass, second: OpClass) -> bool:
        """Instruction classes fit this row (operand/register relation not checked)."""
        return self.first.match.matches(first) and self.second.match.matches(second, first)


@dataclass(frozen=True)
class RegisterLimits:
    unified_vgpr_file: int
    arch_vgpr_max: int
    agpr_max: int
    vgpr_alloc_granule: int
    agpr_offset_alignment: int
    vector_tuple_alignment: int   # first register of a 64-bit+ VGPR/AGPR tuple: a multiple of this
    memory_data_agprs: bool       # VMEM load/store and DS data operands may name AGPRs (gfx90a+)
    sgpr_max: int
    sgpr_min: int
    vcc_sgprs: tuple[int, int]
    sgpr_alloc_granule: int
    vgpr_encoding_granule: int  # COMPUTE_PGM_RSRC1 register-block granules (kernel descriptor)
    sgpr_encoding_granule: int
    sgprs_per_simd: int
    sgpr_pair_alignment: int    # first register of a 64-bit SGPR pair: a multiple of this
    sgpr_tuple_alignment: int   # ... of an SGPR tuple of 4 or more registers


@dataclass(frozen=True)
class LdsInfo:
    bytes_per_cu: int
    banks: int
    bank_width_bytes: int
    #: the CU's LDS data rate, shared by its SIMDs (DB notes)
    bytes_per_clk: int
    #: SIMDs that share one LDS port (a pair; the CU's rate is split over its ports)
    simds_per_port: int
    #: dwords per lane a DS write moves in through the port besides its data (its address)
    write_address_dwords: int
    alloc_granule_bytes: int
    max_bytes_per_workgroup: int
    lds_dma_widths_dwords: tuple[int, ...]


@dataclass(frozen=True)
class _Rule:
    id: str
    regex: re.Pattern[str]
    pipe: str
    tags: frozenset[str]
    requires_modifier: str | None
    latency: float | None
    issue: float | None
    source: str


@dataclass(frozen=True)
class ClauseHazard:
    """A hazard of a run of consecutive same-kind instructions (``clause_hazards`` row).

    ``kinds``: (name, matcher) pairs; an instruction belongs to the first kind it matches.
    ``applies_when``: "always" or "xnack_enabled" (see :func:`xnack_enabled`).
    """

    id: str
    case: str
    kinds: tuple[tuple[str, "Matcher"], ...]
    applies_when: str
    wait_states: int
    source: str
    notes: str = ""

    def kind_of(self, op: "OpClass") -> str | None:
        for name, m in self.kinds:
            if m.matches(op):
                return name
        return None

    @staticmethod
    def stores(op: "OpClass") -> bool:
        """May ``op`` store (its DB tags say store or atomic)? A store may not join a clause
        whose members write registers."""
        return bool({"store", "atomic"} & set(op.tags))

    def applies(self, xnack: bool) -> bool:
        """Does the row hold on a target whose XNACK replay is ``xnack``?"""
        return self.applies_when == "always" or (self.applies_when == "xnack_enabled" and xnack)

    @staticmethod
    def unsafe_join(defs, uses, d, u, store: bool) -> bool:
        """Would an instruction writing ``d`` and reading ``u`` (register-unit sets or bit
        masks; ``store``: it may store) make the clause whose members so far write ``defs``
        and read ``uses`` unsafe to replay? Some member would write a unit a member reads,
        itself included, or a store would join members that write registers (the row's
        notes). The emitter and the post-emit pass break clauses by it; the checker judges
        them by its own reading."""
        return bool(defs) and (store or bool((defs | d) & (uses | u)))


def xnack_enabled(target_id: str | None) -> bool:
    """XNACK replay is possible unless the target id says ``:xnack-`` ("any" counts as on,
    as in LLVM's ``isXNACKEnabled``)."""
    return not (target_id and ":xnack-" in target_id)


def check_count(value, setting: str) -> int:
    """``value`` if it is a positive integer (a workgroup or compute-unit count), else a
    ValueError naming ``setting``."""
    if type(value) is not int or value < 1:
        raise ValueError(f"{setting}={value!r}: expected a positive integer")
    return value


def round_up(x: int, granule: int) -> int:
    return -(-x // granule) * granule


@dataclass
class Target:
    """Query API over one validated DB. Build with :func:`wave_asm_ext.target.load_target`."""

    arch: str
    path: Path
    data: Mapping[str, Any]
    _rules: list[_Rule] = field(default_factory=list, repr=False)
    _alias: dict[str, str] = field(default_factory=dict, repr=False)
    _mfma: dict[str, MfmaInfo] = field(default_factory=dict, repr=False)
    _events: list[CounterEvent] = field(default_factory=list, repr=False)
    _hazards: list[HazardRule] = field(default_factory=list, repr=False)
    _cache: dict[tuple[str, frozenset[str]], OpClass] = field(default_factory=dict, repr=False)
    #: occupancy() arguments -> result (a function of the DB, like ``_cache``; the passes
    #: ask it hundreds of times per run for a few argument tuples)
    _occupancy: dict[tuple, int] = field(default_factory=dict, repr=False, compare=False)
    #: the frozen views of DB sections (:attr:`registers`, :attr:`lds`), made on first use
    #: (the passes ask for the register limits thousands of times per run)
    _views: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    #: (workgroups in the grid, compute units) of the dispatch the passes schedule for, or
    #: None (:meth:`for_grid`): occupancy() is then the waves the grid keeps resident
    grid: tuple[int, int] | None = field(default=None, repr=False, compare=False)
    #: SIMDs sharing the simulated SIMD's LDS port (:meth:`for_workgroup`); None: the DB's
    #: ``lds.simds_per_port`` (every SIMD of the CU runs the kernel)
    lds_port_sharers: int | None = field(default=None, repr=False, compare=False)
    #: the targets :meth:`for_workgroup` derived from this one, by sharer count (kept, so
    #: their caches, keyed by target object, live as long as this target)
    _derived: dict[int, "Target"] = field(default_factory=dict, repr=False, compare=False)
    #: most vector registers (VGPRs + AGPRs, the unified file's units) a kernel may use, as
    #: a user asked (:meth:`with_vgpr_budget`), or None: the whole register file
    vgpr_budget: int | None = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        d = self.data
        for r in d["opcode_rules"]:
            self._rules.append(
                _Rule(r["id"], re.compile(r["regex"]), r["pipe"], frozenset(r.get("tags", ())),
                      r.get("requires_modifier"), r.get("latency_cycles"), r.get("issue_cycles"), r["source"])
            )
        for name, e in d["mfma"].items():
            info = MfmaInfo(
                opcode=name, mfma_class=e["class"], passes=e["passes"], cycles=e["cycles"], m=e["m"], n=e["n"], k=e["k"],
                blocks=e["blocks"], a_type=e["a_type"], b_type=e["b_type"], acc_type=e["acc_type"], sparse=e["sparse"],
                scaled=e["scaled"], regs=dict(e["regs"]), aliases=tuple(e.get("aliases", ())),
                passes_variants=tuple(e.get("passes_variants", ())), source=e["source"],
            )
            self._mfma[name] = info
            for a in info.aliases:
                self._alias[a] = name
        for ev in d["counter_events"]:
            self._events.append(CounterEvent(ev["id"], Matcher.from_json(ev["match"]), dict(ev["increments"]),
                                             ev["order"], ev["order_group"], ev["source"]))
        for h in d["hazards"]:
            ws = h["wait_states"]
            waits: int | dict[int, int] = ws if isinstance(ws, int) else {int(k): v for k, v in ws["by_first_passes"].items()}
            self._hazards.append(HazardRule(
                id=h["id"], case=h["case"], first=_side(h["first"]), second=_side(h["second"]), relation=h["relation"],
                wait_states=waits, unless=tuple(h.get("unless", ())), source=h["source"], notes=h.get("notes", ""),
            ))

    # ------------------------------------------------------------------ basics
    def _value(self, section: str, key: str) -> Any:
        return self.data[section][key]["value"]

    @property
    def wave_size(self) -> int:
        return self._value("target", "wave_size")

    @property
    def simds_per_cu(self) -> int:
        return self._value("target", "simds_per_cu")

    @property
    def compute_units(self) -> int:
        """Compute units of the target's flagship part (DB; other parts: ``for_grid``'s argument)."""
        return self._value("target", "compute_units")

    def for_grid(self, workgroups: int, compute_units: int | None = None) -> "Target":
        """This target for one dispatch of ``workgroups`` workgroups on ``compute_units``
        CUs (default the DB's): its :meth:`occupancy` is at most the waves per SIMD that
        grid keeps resident (:meth:`grid_resident_waves`). A GEMM of 1024^3 in 128x128
        blocks is 64 workgroups, one per CU of a 256-CU part: one wave per SIMD however few
        registers it uses, so the passes judge its schedules at one wave, not at the 3-4
        its registers would allow. Shares everything else with this one."""
        check_count(workgroups, "grid workgroups")
        if compute_units is not None:
            check_count(compute_units, "grid compute_units")
        t = copy.copy(self)
        t.grid = (workgroups, compute_units or self.compute_units)
        t._occupancy = {}
        t._derived = {}
        return t

    def with_vgpr_budget(self, budget: int, setting: str = "max_vgprs") -> "Target":
        """This target for a kernel that may use at most ``budget`` vector registers (VGPRs
        plus AGPRs, counted as the unified file counts them), as LLVM's ``amdgpu-num-vgpr``
        attribute limits a kernel: the register limits every pass checks (:attr:`registers`:
        ``arch_vgpr_max``, ``agpr_max``, ``unified_vgpr_file``) are the budget where it is
        lower, so a pass grows a kernel's registers only within it, and a schedule whose
        peak exceeds it fits no wave (:meth:`vgpr_waves` 0). The occupancy of a kernel within
        the budget is still the register file's. A ValueError naming ``setting`` for a
        budget that is no integer, below one allocation granule or beyond the file."""
        full = self.physical_vgpr_file
        granule = self.registers.vgpr_alloc_granule
        if type(budget) is not int or not granule <= budget <= full:
            raise ValueError(f"{setting}={budget!r}: expected an integer from {granule} to {full} "
                             f"(the {self.arch} unified VGPR+AGPR file, DB registers.unified_vgpr_file)")
        if self.vgpr_budget == budget:
            return self
        db = self._value   # (the DB's limits, not an earlier budget's)
        t = copy.copy(self)
        t.vgpr_budget = budget
        t._occupancy = {}
        t._derived = {}
        t._views = {**self._views,
                    "registers": replace(self.registers, arch_vgpr_max=min(db("registers", "arch_vgpr_max"), budget),
                                         agpr_max=min(db("registers", "agpr_max"), budget), unified_vgpr_file=budget)}
        return t

    @property
    def physical_vgpr_file(self) -> int:
        """Vector registers per lane of one SIMD's unified VGPR+AGPR file (DB), whatever
        budget :meth:`with_vgpr_budget` set: the occupancy divides this."""
        return self._value("registers", "unified_vgpr_file")

    def for_workgroup(self, workgroup_waves: int) -> "Target":
        """This target for a kernel of ``workgroup_waves`` waves per workgroup: the same one
        unless the grid (:meth:`for_grid`) leaves fewer waves on a CU than the SIMDs that
        share an LDS port (:meth:`lds_port_simds`); then a copy whose SIMD has its port to
        itself (DB ``lds.simds_per_port`` notes; :func:`wave_asm_ext.sim.cycles.lds_port_clk`).
        The copy is made once per sharer count and kept on this target."""
        sharers = self.lds_port_simds(workgroup_waves)
        if sharers == (self.lds_port_sharers or self.lds.simds_per_port):
            return self
        t = self._derived.get(sharers)
        if t is None:
            t = copy.copy(self)
            t.lds_port_sharers = sharers
            t._derived = {}
            self._derived[sharers] = t
        return t

    def lds_port_simds(self, workgroup_waves: int) -> int:
        """SIMDs running the kernel on the LDS port of the simulated SIMD (SIMD 0): the DB's
        ``lds.simds_per_port``, fewer only where a grid keeps fewer waves on a CU (its
        workgroups spread over the CUs first, waves dealt round robin to SIMDs 0, 1, ...;
        the model pairs SIMD 0 with SIMD 1)."""
        pair = self.lds.simds_per_port
        waves = self.grid_waves_per_cu(workgroup_waves)
        return pair if waves is None else max(1, min(pair, waves))

    def grid_waves_per_cu(self, workgroup_waves: int) -> int | None:
        """Waves the grid (:meth:`for_grid`) keeps on a CU at most, its workgroups spread over
        the CUs first (DB ``workgroups_spread_over_cus``); None without a grid (or where
        workgroups fill a CU first)."""
        if self.grid is None or not self._value("target", "workgroups_spread_over_cus"):
            return None
        workgroups, cus = self.grid
        return -(-workgroups // cus) * max(workgroup_waves, 1)

    def grid_resident_waves(self, workgroup_waves: int) -> int | None:
        """Waves per SIMD the grid (:meth:`for_grid`) keeps resident at most, its
        workgroups spread over the CUs first (DB ``workgroups_spread_over_cus``); None
        without a grid (or where workgroups fill a CU first)."""
        per_cu = self.grid_waves_per_cu(workgroup_waves)
        return None if per_cu is None else max(1, -(-per_cu // self.simds_per_cu))

    @property
    def ds_offset_folds_any_base(self) -> bool:
        """A DS address's constant addend may go into its offset field whatever the base (DB)."""
        return bool(self._value("target", "ds_offset_folds_any_base"))

    @property
    def workgroup_waves_round_robin(self) -> bool:
        """Wave w of a workgroup runs on SIMD w mod simds_per_cu (DB; a model assumption)."""
        return bool(self._value("target", "workgroup_waves_round_robin"))

    @property
    def max_waves_per_simd(self) -> int:
        return self._value("target", "max_waves_per_simd")

    @property
    def max_user_wave_priority(self) -> int:
        """Highest priority ``s_setprio`` sets (its immediate's low bits); ready waves issue
        by priority, then age (DB ``target.max_user_wave_priority``)."""
        return self._value("target", "max_user_wave_priority")

    @property
    def cycles_per_pass(self) -> int:
        """Clock cycles per MFMA pass (and per issue slot / wait state)."""
        return self._value("units", "cycles_per_pass")

    @property
    def max_wait_states_per_s_nop(self) -> int:
        """Largest wait-state count one ``s_nop`` provides (``s_nop 7`` on gfx9)."""
        return self._value("units", "max_wait_states_per_s_nop")

    @property
    def registers(self) -> RegisterLimits:
        return self._section_view("registers", RegisterLimits, "vcc_sgprs")

    @property
    def lds(self) -> LdsInfo:
        return self._section_view("lds", LdsInfo, "lds_dma_widths_dwords")

    def _section_view(self, section: str, cls: type, list_field: str):
        """``cls`` of the DB section's values (``list_field`` as a tuple: the view is frozen),
        made on first use."""
        v = self._views.get(section)
        if v is None:
            r = {k: e["value"] for k, e in self.data[section].items()}
            r[list_field] = tuple(r[list_field])
            v = self._views[section] = cls(**r)
        return v

    @property
    def lds_bytes_per_cu(self) -> int:
        return self._value("lds", "bytes_per_cu")

    @property
    def counters(self) -> dict[str, CounterInfo]:
        return {
            n: CounterInfo(n, c["bits"], c["max"], tuple((f["shift"], f["width"]) for f in c["encoding"]), c["source"])
            for n, c in self.data["counters"].items()
        }

    @property
    def clause_hazards(self) -> list[ClauseHazard]:
        """Hazards of runs of consecutive instructions (see latency_db/README.md)."""
        return [
            ClauseHazard(c["id"], c["case"], tuple((k["name"], Matcher.from_json(k["match"])) for k in c["kinds"]),
                         c["applies_when"], c["wait_states"], c["source"], c.get("notes", ""))
            for c in self.data.get("clause_hazards", ())
        ]

    @property
    def hazard_rules(self) -> list[HazardRule]:
        return list(self._hazards)

    def hazard_rule(self, rule_id: str) -> HazardRule:
        for h in self._hazards:
            if h.id == rule_id:
                return h
        raise LatencyDBError(f"no hazard row with id {rule_id!r}", f"{self.path.name}:hazards")

    @property
    def pipes(self) -> tuple[str, ...]:
        return tuple(self.data["instruction_classes"])

    # ------------------------------------------------------------------ classification
    def normalize(self, mnemonic: str) -> tuple[str, frozenset[str]]:
        """Lower-case, drop LLVM's encoding suffix, map MFMA aliases to canonical names.

        Returns the name and the modifiers implied by the suffix (``_dpp`` -> dpp, ``_sdwa`` -> sdwa).
        """
        name = mnemonic.strip().lower()
        mods: set[str] = set()
        if name not in self._mfma and name not in self._alias:
            m = _ENCODING_SUFFIX.search(name)
            if m:
                if m.group(1) in ("dpp", "sdwa"):
                    mods.add(m.group(1))
                name = name[: m.start()]
        return self._alias.get(name, name), frozenset(mods)

    def classify(self, mnemonic: str, modifiers: Iterable[str] = ()) -> OpClass:
        """Pipe, timing, counters and tags of ``mnemonic`` (any spelling; every mnemonic resolves).

        ``modifiers`` are instruction modifiers that change the class, e.g. ``{"lds"}`` for
        ``buffer_load_dword ... lds`` (LDS DMA) or ``{"dpp"}``. Precedence: the MFMA table,
        then a rule that requires one of the given modifiers, then an explicit
        ``instructions`` entry, then the first matching ``opcode_rules`` regex.
        Raises :class:`LatencyDBError` for an MFMA mnemonic this target does not have.
        """
        name, implied = self.normalize(mnemonic)
        mods = frozenset(m.lower() for m in modifiers) | implied
        key = (name, mods)
        if key in self._cache:
            return self._cache[key]
        rule = next((r for r in self._rules if r.regex.search(name) and (r.requires_modifier is None or r.requires_modifier in mods)), None)
        assert rule is not None  # validated: the last rule is a catch-all
        info = self._mfma.get(name)
        tags = set(rule.tags)
        if info is not None:
            info = self._format_variant(info, mods)
            inst = self.data["instructions"][name]
            pipe, issue, lat, src, rid = "MFMA_" + info.mfma_class, inst["issue_cycles"], info.cycles, info.source, f"mfma.{name}"
            tags = {"mfma"} | ({"smfmac"} if info.sparse else set())
        elif "mfma_unknown" in rule.tags:
            raise LatencyDBError(
                f"{mnemonic!r} is not an MFMA opcode of {self.arch} (known: {len(self._mfma)} opcodes, e.g. {sorted(self._mfma)[:3]})",
                f"{self.path.name}:mfma",
            )
        elif rule.requires_modifier is None and name in self.data["instructions"]:
            inst = self.data["instructions"][name]
            pipe, issue, lat, src, rid = inst["pipe"], inst["issue_cycles"], inst["latency_cycles"], inst["source"], f"instructions.{name}"
            tags |= set(inst.get("tags", ()))
        else:
            cls = self.data["instruction_classes"][rule.pipe]
            pipe = rule.pipe
            issue = rule.issue if rule.issue is not None else cls["issue_cycles"]
            lat = rule.latency if rule.latency is not None else cls["latency_cycles"]
            src, rid = rule.source, f"opcode_rules.{rule.id}"
        # counters: a provisional class (no counters yet) is matched against counter_events
        probe = OpClass(name, pipe, issue, lat, frozenset(tags), mods, {}, None, rid, src, info)
        counters: dict[str, int] = {}
        order: str | None = None
        for ev in self._events:
            if ev.match.matches(probe):
                for c, n in ev.increments.items():
                    counters[c] = max(counters.get(c, 0), n)
                order = ev.order if order is None else _stricter(order, ev.order)
        op = OpClass(name, pipe, issue, lat, frozenset(tags), mods, counters, order, rid, src, info)
        self._cache[key] = op
        return op

    def _format_variant(self, info: MfmaInfo, mods: frozenset[str]) -> MfmaInfo:
        """``info``, or its ``passes_variants`` entry whose ``operand_formats`` hold the
        instruction's CBSZ and BLGP values (the ``cbsz:N`` / ``blgp:N`` entries of ``mods``,
        :func:`isa.opcodes.format_modifiers`; absent, 0): an f8f6f4 MFMA on two 4- or 6-bit
        operands takes half the passes of one with an 8-bit operand."""
        if not info.passes_variants:
            return info
        value = {"cbsz": 0, "blgp": 0}
        for m in mods:
            name, sep, v = m.partition(":")
            if sep and name in value and v.isdigit():
                value[name] = int(v)
        for var in info.passes_variants:
            fmts = var.get("operand_formats")
            if fmts and value["cbsz"] in fmts["cbsz"] and value["blgp"] in fmts["blgp"]:
                passes = int(var["passes"])
                return replace(info, passes=passes, cycles=passes * self.cycles_per_pass, source=var["source"])
        return info

    def vector_memory_groups(self) -> frozenset:
        """The ``order_group`` of every ``counter_events`` row that counts on ``vmcnt`` (a
        FLAT operation's group counts on ``lgkmcnt`` too, under the same name)."""
        return frozenset(ev.order_group for ev in self._events if "vmcnt" in ev.increments)

    def counter_events(self, mnemonic: str, modifiers: Iterable[str] = ()) -> list[CounterEvent]:
        """The ``counter_events`` rows that apply to ``mnemonic`` (empty for non-memory ops)."""
        op = self.classify(mnemonic, modifiers)
        return [ev for ev in self._events if ev.match.matches(op)]

    # ------------------------------------------------------------------ MFMA
    def mfma_opcodes(self) -> list[str]:
        """Canonical mnemonics of every MFMA/SMFMAC opcode of this target, sorted."""
        return sorted(self._mfma)

    def mfma_info(self, mnemonic: str) -> MfmaInfo:
        name, _ = self.normalize(mnemonic)
        if name not in self._mfma:
            raise LatencyDBError(f"{mnemonic!r} is not an MFMA opcode of {self.arch}", f"{self.path.name}:mfma")
        return self._mfma[name]

    def fp8_format(self, kind: str) -> str:
        """The 8-bit float format (``e4m3fnuz``, ``e4m3fn``, ``e5m2fnuz``, ``e5m2``) this
        target's MFMAs read for an ``fp8`` or ``bf8`` operand (DB ``fp8_formats``)."""
        entry = self.data.get("fp8_formats", {}).get(kind)
        if entry is None:
            raise LatencyDBError(f"no fp8_formats.{kind} entry for {self.arch}", f"{self.path.name}:fp8_formats")
        return entry["value"]

    def mfma_for(self, mma_type: Any) -> str:
        """MFMA opcode implementing a Wave ``MMAType`` (enum member or its name) on this target.

        Virtual types (``*_K8_F16``) map to the native opcode Wave decomposes them into;
        :meth:`mma_type_count` says how many native instructions one virtual op becomes.
        """
        return self._mma_entry(mma_type)["opcode"]

    def mma_type_count(self, mma_type: Any) -> int:
        return self._mma_entry(mma_type)["count"]

    def f8f6f4_format(self, mlir_elem: str) -> tuple[int, int]:
        """(CBSZ / BLGP format code, bits per value) of an f8f6f4 MFMA operand of MLIR element
        type ``mlir_elem`` (DB ``f8f6f4_formats``); a LatencyDBError naming the known types where
        the target has no such entry."""
        table = self.data.get("f8f6f4_formats", {})
        entry = table.get(mlir_elem)
        if not isinstance(entry, Mapping):
            known = sorted(k for k, v in table.items() if isinstance(v, Mapping))
            raise LatencyDBError(f"{mlir_elem} is not an f8f6f4 MFMA operand format of {self.arch} (known: {known})",
                                 f"{self.path.name}:f8f6f4_formats")
        return int(entry["code"]), int(entry["bits"])

    def _mma_entry(self, mma_type: Any) -> Mapping[str, Any]:
        name = getattr(mma_type, "name", mma_type)
        entry = self.data["mma_types"].get(name)
        if entry is None:
            why = self.data.get("mma_types_unsupported", {}).get(name, {}).get("reason", "no entry in the DB")
            raise UnsupportedMMATypeError(
                f"MMA type {name} is not supported on {self.arch}: {why}; supported: {sorted(self.data['mma_types'])}",
                f"{self.path.name}:mma_types",
            )
        return entry

    # ------------------------------------------------------------------ memory / occupancy
    def global_load_latency(self, scenario: str = "l2_hit") -> float:
        """Latency in clocks of a global/buffer load for a named scenario ("l2_hit", "dram_miss")."""
        scen = {k: v for k, v in self.data["memory_latency"]["global_load"].items() if k != "default"}
        if scenario not in scen:
            raise LatencyDBError(f"unknown scenario {scenario!r}; known: {sorted(scen)}",
                                 f"{self.path.name}:memory_latency.global_load")
        return scen[scenario]["value"]

    def vgpr_waves(self, vgprs: int, agprs: int = 0) -> int:
        """Waves per SIMD allowed by arch VGPR + AGPR use (unified register file)."""
        r = self.registers
        if vgprs > r.arch_vgpr_max or agprs > r.agpr_max or vgprs < 0 or agprs < 0:
            return 0
        total = (round_up(vgprs, r.agpr_offset_alignment) + agprs) if agprs else vgprs
        if self.vgpr_budget is not None and total > self.vgpr_budget:
            return 0   # (beyond the budget a user set: fits no wave, as beyond the file)
        total = max(round_up(total, r.vgpr_alloc_granule), r.vgpr_alloc_granule)
        return min(self.max_waves_per_simd, self.physical_vgpr_file // total)

    def sgpr_waves(self, sgprs: int) -> int:
        """Waves per SIMD allowed by SGPR use (``sgprs`` counts VCC/FLAT_SCRATCH/XNACK too; 0 = unknown)."""
        if sgprs <= 0:
            return self.max_waves_per_simd
        r = self.registers
        per_wave = round_up(sgprs, r.sgpr_alloc_granule) + self._value("occupancy", "sgpr_trap_reserve")
        return min(self.max_waves_per_simd, r.sgprs_per_simd // per_wave)

    def lds_workgroups_per_cu(self, lds_bytes: int) -> int | None:
        """Workgroups per CU that fit in LDS (None = LDS does not limit)."""
        if lds_bytes <= 0:
            return None
        info = self.lds
        if lds_bytes > info.max_bytes_per_workgroup:
            return 0
        return info.bytes_per_cu // round_up(lds_bytes, info.alloc_granule_bytes)

    def occupancy(self, vgprs: int, agprs: int = 0, sgprs: int = 0, lds_bytes: int = 0, workgroup_waves: int = 1) -> int:
        """Waves per SIMD: min over VGPR/AGPR, SGPR and LDS limits, in whole workgroups."""
        if not (type(vgprs) is int and type(agprs) is int and type(sgprs) is int and type(lds_bytes) is int
                and type(workgroup_waves) is int):   # (1.0 == 1: only plain ints share entries)
            return self._occupancy_now(vgprs, agprs, sgprs, lds_bytes, workgroup_waves)
        key = (vgprs, agprs, sgprs, lds_bytes, workgroup_waves)
        o = self._occupancy.get(key)
        if o is None:
            o = self._occupancy[key] = self._occupancy_now(vgprs, agprs, sgprs, lds_bytes, workgroup_waves)
        return o

    def _occupancy_now(self, vgprs: int, agprs: int, sgprs: int, lds_bytes: int, workgroup_waves: int) -> int:
        w = min(self.vgpr_waves(vgprs, agprs), self.sgpr_waves(sgprs))
        if w == 0:
            return 0
        simds = self.simds_per_cu
        wg_by_regs = (w * simds) // max(workgroup_waves, 1)
        wg_lds = self.lds_workgroups_per_cu(lds_bytes)
        wgs = wg_by_regs if wg_lds is None else min(wg_by_regs, wg_lds)
        o = min(w, math.ceil(wgs * workgroup_waves / simds))
        resident = self.grid_resident_waves(workgroup_waves)
        return o if resident is None or o == 0 else min(o, resident)


def _side(d: Mapping[str, Any]) -> HazardSide:
    return HazardSide(Matcher.from_json(d["match"]), d["access"], tuple(d["operands"]))


_ORDER_RANK = {"in_order": 0, "out_of_order": 1, "wait_zero_only": 2}


def _stricter(a: str, b: str) -> str:
    return a if _ORDER_RANK[a] >= _ORDER_RANK[b] else b
