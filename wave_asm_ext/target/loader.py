"""Find, load and validate latency DB files.

A DB is checked twice: against ``latency_db/schema.json`` (structure, and a source next
to every value) and by :func:`semantic_errors` (cross-references the schema cannot
express). Every problem is reported as ``<file>: <key path>: <problem>``.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.resources
import json
import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import LatencyDBError, UnsupportedTargetError
from .model import Matcher, Target

if TYPE_CHECKING:
    import jsonschema

_PACKAGE = "wave_asm_ext.latency_db"
_SCHEMA = "schema.json"
#: Repo-root fallback when running from a source tree that was never pip-installed.
_SOURCE_TREE_DB = Path(__file__).resolve().parents[2] / "latency_db"


def db_dir() -> Path:
    """Directory holding ``<arch>.json`` and ``schema.json``."""
    try:
        p = Path(str(importlib.resources.files(_PACKAGE)))
        if (p / _SCHEMA).is_file():
            return p
    except (ModuleNotFoundError, TypeError):
        pass
    return _SOURCE_TREE_DB


def supported_targets() -> list[str]:
    """Archs with a DB file, sorted (e.g. ``["gfx942", "gfx950"]``)."""
    return sorted(p.stem for p in db_dir().glob("*.json") if p.name != _SCHEMA)


def db_path(arch: str) -> Path:
    """Path of the DB file for ``arch``; raises :class:`UnsupportedTargetError` naming the supported ones."""
    p = db_dir() / f"{arch}.json"
    if not re.fullmatch(r"gfx[0-9a-f]+", arch) or not p.is_file():
        raise UnsupportedTargetError(
            f"no latency DB for target {arch!r}; supported targets: {', '.join(supported_targets())}", "target"
        )
    return p


@functools.lru_cache(maxsize=1)
def _schema_validator() -> "jsonschema.protocols.Validator":
    import jsonschema   # (0.1 s to import: only where a DB text is checked by the schema)

    schema = json.loads((db_dir() / _SCHEMA).read_text())
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema, format_checker=cls.FORMAT_CHECKER)


def key_path(parts: Any) -> str:
    """``["hazards", 3, "wait_states"]`` -> ``hazards[3].wait_states``."""
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out or "<root>"


def schema_errors(data: Any) -> list[tuple[str, str]]:
    """(key path, message) for every schema violation, sorted by path."""
    errs = sorted(_schema_validator().iter_errors(data), key=lambda e: [str(x) for x in e.absolute_path])
    out = []
    for e in errs:
        msg = e.message
        if e.validator in ("oneOf", "anyOf") and e.context:
            msg += " (" + "; ".join(sorted({c.message for c in e.context})) + ")"
        out.append((key_path(e.absolute_path), msg))
    return out


def semantic_errors(d: Mapping[str, Any]) -> list[tuple[str, str]]:
    """Cross-reference checks on a schema-valid DB: (key path, message) pairs."""
    errs: list[tuple[str, str]] = []
    pipes = set(d["instruction_classes"])
    rule_ids = [r["id"] for r in d["opcode_rules"]]
    tag_vocab: set[str] = {"mfma", "smfmac"}
    for i, r in enumerate(d["opcode_rules"]):
        tag_vocab |= set(r.get("tags", ()))
        try:
            re.compile(r["regex"])
        except re.error as ex:
            errs.append((f"opcode_rules[{i}].regex", f"bad regex: {ex}"))
    for dup in {x for x in rule_ids if rule_ids.count(x) > 1}:
        errs.append(("opcode_rules", f"duplicate rule id {dup!r}"))
    if d["opcode_rules"] and not re.search(d["opcode_rules"][-1]["regex"], "zz_any_mnemonic"):
        errs.append((f"opcode_rules[{len(rule_ids) - 1}].regex", "the last rule must be a catch-all so every mnemonic resolves"))
    for name, e in d["instructions"].items():
        tag_vocab |= set(e.get("tags", ()))
        if not any(re.search(r["regex"], name) for r in d["opcode_rules"]):
            errs.append((f"instructions.{name}", "matches no opcode_rules regex"))
    cpp = d["units"]["cycles_per_pass"]["value"]
    canon = set(d["mfma"])
    aliases: dict[str, str] = {}
    for name, e in d["mfma"].items():
        if e["cycles"] != e["passes"] * cpp:
            errs.append((f"mfma.{name}.cycles", f"{e['cycles']} != passes {e['passes']} x cycles_per_pass {cpp}"))
        inst = d["instructions"].get(name)
        if inst is None:
            errs.append((f"instructions.{name}", "MFMA opcode missing from instructions (wave-lang view)"))
        else:
            if inst["latency_cycles"] != e["cycles"]:
                errs.append((f"instructions.{name}.latency_cycles", f"{inst['latency_cycles']} != mfma cycles {e['cycles']}"))
            if inst.get("pipe") != "MFMA_" + e["class"]:
                errs.append((f"instructions.{name}.pipe", f"{inst.get('pipe')} != MFMA_{e['class']}"))
        for a in e.get("aliases", ()):
            if a in canon or a in aliases:
                errs.append((f"mfma.{name}.aliases", f"alias {a!r} is also a canonical name or another opcode's alias"))
            aliases[a] = name
    for name, e in d["instructions"].items():
        if name.startswith(("v_mfma", "v_smfmac")) and name not in canon:
            errs.append((f"instructions.{name}", "MFMA mnemonic without an mfma table entry"))
    for t, e in d["mma_types"].items():
        if e["opcode"] not in canon:
            errs.append((f"mma_types.{t}.opcode", f"{e['opcode']!r} is not in the mfma table"))
    for t in d.get("mma_types_unsupported", {}):
        if t in d["mma_types"]:
            errs.append((f"mma_types_unsupported.{t}", "listed as both supported and unsupported"))
    for n, c in d["counters"].items():
        if c["max"] != 2 ** c["bits"] - 1:
            errs.append((f"counters.{n}.max", f"{c['max']} != 2**bits - 1 = {2 ** c['bits'] - 1}"))
        if sum(f["width"] for f in c["encoding"]) != c["bits"]:
            errs.append((f"counters.{n}.encoding", f"field widths do not add up to bits={c['bits']}"))
    known_mnemonics = set(d["instructions"]) | canon

    def check_matcher(m: Mapping[str, Any], where: str) -> None:
        mt = Matcher.from_json(m)
        for t in sorted(mt.referenced_tags() - tag_vocab):
            errs.append((where, f"tag {t!r} is assigned by no opcode rule or instruction (typo?)"))
        for p in sorted(mt.referenced_pipes() - pipes):
            errs.append((where, f"pipe {p!r} has no instruction_classes entry"))
        for mn in sorted(mt.referenced_mnemonics() - known_mnemonics):
            errs.append((where, f"mnemonic {mn!r} is in neither instructions nor mfma"))

    for i, ev in enumerate(d["counter_events"]):
        check_matcher(ev["match"], f"counter_events[{i}].match")
        for c in ev["increments"]:
            if c not in d["counters"]:
                errs.append((f"counter_events[{i}].increments", f"unknown counter {c!r}"))
    hids = [h["id"] for h in d["hazards"]]
    for dup in {x for x in hids if hids.count(x) > 1}:
        errs.append(("hazards", f"duplicate hazard id {dup!r}"))
    pass_counts = {cls: {e["passes"] for e in d["mfma"].values() if e["class"] == cls} for cls in ("XDL", "SGEMM", "DGEMM")}
    for cls in pass_counts:
        for e in d["mfma"].values():
            if e["class"] == cls:
                pass_counts[cls] |= {v["passes"] for v in e.get("passes_variants", ())}
    for i, h in enumerate(d["hazards"]):
        for side in ("first", "second"):
            check_matcher(h[side]["match"], f"hazards[{i}].{side}.match")
        for u in h.get("unless", ()):
            if u not in hids:
                errs.append((f"hazards[{i}].unless", f"unknown hazard id {u!r}"))
        ws = h["wait_states"]
        if isinstance(ws, dict):
            keys = {int(k) for k in ws["by_first_passes"]}
            first_pipes = set(h["first"]["match"].get("pipe", ()))
            for p in sorted(first_pipes):
                cls = p.removeprefix("MFMA_")
                if p.startswith("MFMA_") and not pass_counts[cls] <= keys:
                    errs.append((f"hazards[{i}].wait_states", f"no entry for {cls} pass counts {sorted(pass_counts[cls] - keys)}"))
            if not first_pipes or not first_pipes <= {"MFMA_XDL", "MFMA_SGEMM", "MFMA_DGEMM"}:
                errs.append((f"hazards[{i}].wait_states", "by_first_passes needs a first side restricted to MFMA pipes"))
    return errs


def _validated_stamp(text: str) -> Path | None:
    """The file that records that a DB text passed the schema check, or None where no
    cache directory is usable. Named by a hash of the DB text, the schema and this module
    (the checks): any change to one of them is a text never validated."""
    root = os.environ.get("XDG_CACHE_HOME")
    if not root:
        home = os.path.expanduser("~")
        if home == "~":   # no home directory: no cache (a relative "~/.cache" would be the cwd's)
            return None
        root = os.path.join(home, ".cache")
    h = hashlib.sha256()
    for part in (text.encode(), (db_dir() / _SCHEMA).read_bytes(), Path(__file__).read_bytes()):
        h.update(hashlib.sha256(part).digest())
    return Path(root) / "wave_asm_ext" / "db_validated" / h.hexdigest()


def load_db_file(path: str | Path) -> Target:
    """Load and validate any DB file (not cached). Raises :class:`LatencyDBError` naming file, key and problem.

    The schema check (jsonschema: ~0.4 s with its import, most of a DB load) runs
    once per DB text: a text that passed it leaves a stamp in the user's cache directory
    (``$XDG_CACHE_HOME`` or ``~/.cache``, ``wave_asm_ext/db_validated/``) and is not checked
    by the schema again; the semantic checks (milliseconds) run on every load."""
    path = Path(path)
    try:
        text = path.read_text()
        data = json.loads(text)
    except FileNotFoundError:
        raise LatencyDBError("file not found", str(path)) from None
    except json.JSONDecodeError as ex:
        raise LatencyDBError(f"invalid JSON: {ex.msg} at line {ex.lineno} column {ex.colno}", str(path)) from None
    stamp = _validated_stamp(text)
    checks = [semantic_errors] if stamp is not None and stamp.is_file() else [schema_errors, semantic_errors]
    for check in checks:
        problems = check(data)
        if problems:
            first_key, first_msg = problems[0]
            more = "" if len(problems) == 1 else f" (+{len(problems) - 1} more: " + "; ".join(f"{k}: {m}" for k, m in problems[1:4]) + ")"
            raise LatencyDBError(f"{first_key}: {first_msg}{more}", str(path))
    if stamp is not None and schema_errors in checks:
        try:
            stamp.parent.mkdir(parents=True, exist_ok=True)
            stamp.write_text(f"{path}\n")
        except OSError:
            pass   # a read-only cache: the schema check simply runs again next time
    return Target(arch=data["architecture"], path=path, data=data)


@functools.lru_cache(maxsize=None)
def load_target(arch: str) -> Target:
    """The validated :class:`Target` for ``arch`` (cached: each file is validated once per process)."""
    path = db_path(arch)
    target = load_db_file(path)
    if target.arch != arch:
        raise LatencyDBError(f"architecture is {target.arch!r} but the file is named for {arch!r}", f"{path}:architecture")
    return target
