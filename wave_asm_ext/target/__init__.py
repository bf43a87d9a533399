"""Target hardware facts: the only home of numbers (latency, wait states, limits).

Usage::

    from wave_asm_ext.target import load_target
    t = load_target("gfx950")
    t.classify("v_mfma_f32_16x16x32_f16").mfma_passes      # 4
    t.hazard_rule("xdl_write_mfma_srcab").wait_for(8)      # 12
    t.occupancy(vgprs=128, agprs=0, sgprs=64)              # 4

Data: ``latency_db/<arch>.json`` (schema ``latency_db/schema.json``, documented in
``latency_db/README.md``).
"""

from .loader import db_dir, db_path, key_path, load_db_file, load_target, schema_errors, semantic_errors, supported_targets
from .model import (
    ClauseHazard,
    xnack_enabled,
    CounterEvent,
    CounterInfo,
    HazardRule,
    HazardSide,
    LdsInfo,
    Matcher,
    MfmaInfo,
    OpClass,
    RegisterLimits,
    Target,
    UnsupportedMMATypeError,
)

__all__ = [
    "ClauseHazard", "xnack_enabled", "CounterEvent", "CounterInfo", "HazardRule", "HazardSide", "LdsInfo", "Matcher", "MfmaInfo", "OpClass",
    "RegisterLimits", "Target", "UnsupportedMMATypeError", "db_dir", "db_path", "key_path", "load_db_file",
    "load_target", "schema_errors", "semantic_errors", "supported_targets",
]
