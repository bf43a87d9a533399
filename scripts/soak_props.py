"""Soak the passes' property tests: run each with many more random examples than CI does.

CI runs every property test with 30-150 examples (derandomized where a vacuity check
needs a stable share). Rare shapes need more: a 1,500-example run found a load-rotation
miscompile in unrolled loops (session 16) that the CI budget never drew. This runs each
test with ``--examples`` fresh random examples (hypothesis' example database off, so a
run does not replay the last one's failures) and prints PASS / FAIL per test; a failure
prints hypothesis' falsifying example, ready to paste as an ``@example``.

Usage: python scripts/soak_props.py [--examples 1500] [--seed N] [--only SUBSTRING]
(about 10 minutes per 1,500 examples of every test on one core; exit status 1 on a failure).
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: (test module, property test): every property test of the passes, their compiled loops and the
#: cycle model.
TESTS = [
    ("test_passes_props", "test_random_programs"),
    ("test_passes_props", "test_random_programs_on_virtual_registers"),
    ("test_rotate", "test_random_loops_rotated_and_scheduled_are_equivalent"),
    ("test_rotate", "test_random_loops_at_a_tight_allocation_are_equivalent"),
    ("test_rotate", "test_random_loops_under_pass_options_are_equivalent"),
    ("test_rotate", "test_random_loops_in_a_one_wave_workgroup_are_equivalent"),
    ("test_rotate", "test_random_loops_with_lds_after_them_at_a_tight_allocation_are_equivalent"),
    ("test_rotate_lds", "test_random_loops_lds_rotated_and_scheduled_are_equivalent"),
    ("test_rotate_lds", "test_random_prefetch_loops_lds_rotated_and_scheduled_are_equivalent"),
    ("test_rotate_lds", "test_random_loops_with_lds_after_them_rotated_and_scheduled_are_equivalent"),
    ("test_carry_mfma", "test_random_loops_carried_and_scheduled_are_equivalent"),
    ("test_tail_fill", "test_barrier_sink_keeps_every_dependence"),
    ("test_list_schedule", "test_guard_counts_exactly_along_any_valid_order"),
    ("test_list_schedule", "test_guarded_schedules_are_valid_and_keep_the_cap"),
    ("test_remat", "test_random_slices_rematerialised_are_equivalent"),
    ("test_sink", "test_random_programs_sunk_are_equivalent"),
    ("test_compact", "test_random_loops_compacted_are_equivalent"),
    ("test_compact", "test_random_loops_through_the_whole_pipeline_are_equivalent"),
    ("test_compact", "test_random_agpr_loops_compacted_are_equivalent"),
    ("test_compact", "test_random_agpr_loops_through_the_whole_pipeline_are_equivalent"),
    ("test_coalesce", "test_random_load_copy_blocks_are_equivalent"),
    ("test_rename", "test_random_tight_blocks_renamed_read_the_same_values"),
    ("test_cycles_native", "test_random_programs_identical"),
    ("test_waitcnt_native", "test_random_blocks_walk_the_same"),
    ("test_hazards_native", "test_random_blocks_walk_the_same"),
    ("test_list_schedule_native", "test_random_guarded_regions_by_seed"),
    ("test_isa_parse", "test_text_roundtrip_property"),
]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--examples", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=None, help="hypothesis seed (default: random)")
    ap.add_argument("--only", default="", help="run the tests whose name contains this")
    args = ap.parse_args()
    sys.path[:0] = [str(ROOT / "tests"), str(ROOT)]
    from hypothesis import HealthCheck, Phase, settings

    failed = 0
    for mod, name in TESTS:
        if args.only not in f"{mod}.{name}":
            continue
        fn = getattr(importlib.import_module(mod), name)
        # replaces the test's own settings (hypothesis refuses a second decorator)
        fn._hypothesis_internal_use_settings = settings(
            max_examples=args.examples, deadline=None, derandomize=False, database=None,
            suppress_health_check=list(HealthCheck), phases=[Phase.explicit, Phase.generate, Phase.shrink])
        if args.seed is not None:
            fn._hypothesis_internal_use_seed = args.seed
        t0 = time.time()
        try:
            fn()
        except Exception:  # noqa: BLE001 - every failure is reported, then the next test runs
            failed += 1
            print(f"FAIL {mod}.{name} ({time.time() - t0:.0f} s)", flush=True)
            traceback.print_exc()
            continue
        print(f"PASS {mod}.{name}: {args.examples} examples, {time.time() - t0:.0f} s", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
