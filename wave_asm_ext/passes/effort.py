"""Effort levels of the post-emit pass: named sets of pass options, as a compiler's -O
levels are, so a user can trade schedule quality for pass time in one word.

``options["effort"]``:

- ``"full"`` (default): every judged search of the scheduler — four list-scheduling
  heuristics, the cycle model's verdict on each order variant (tail fill, barrier hoist and
  sink, LDS pairing, unmerged waits, lockstep ranking, the LDS-port plan, wide renaming,
  barrier-free schedules) and on unrolling by two. The fastest schedules, at seconds per
  kernel.
- ``"fast"``: the searches that pay most for their cost only (measured on the emitter's
  MLIR fixtures, BENCHMARKS.md "Session 43"): the "cycle" and "pipe_lds" heuristics, the
  rotation judgement (loads and LDS phase issued one iteration early, kept where the model
  finds them faster: without that verdict a DRAM miss costs up to 2x), and the MFMA carry
  into the next iteration; wide renaming is on for every schedule rather than judged; one
  rotation runner-up finished, not two, and no "loads rotated ahead" judgement (session 76:
  each is one more finished program per kernel). The straight-line-loads variant stays
  (session 77: one more schedule per finishing chain, only where a load follows a barrier
  outside the loops; +6 % of this level's pass time on the fixtures, for up to -46 % whole
  kernel at a DRAM miss where iterations run before a loop or are flattened).
  Every correctness pass (waits, hazards, allocation) is the same.

Measured (BENCHMARKS.md "Session 74"; session 43's figures, 1.6 % slower in geometric mean,
predate judging schedules at the grid's residency, where the unroll judgement and the
finishing variants this level leaves out pay most): on the 25 MLIR fixtures judged for their
grid, "fast" takes 338 ms of pass CPU per 1,000 input instructions against "full"'s 3,481
(10x less); on the emitter's 110-point matrix its whole kernels are 10 % / 30 % slower in
geometric mean at an L2 hit / a DRAM miss (up to 1.5x / 3.6x), and one of them (gfx942 256^3
64x64x32 2x2 NONE) is 0.3 % over LLVM's at an L2 hit. Neither level meets the issue's 50 ms per
1,000: even one list schedule with its waits, nops and compaction costs ~100 ms per 1,000 on
these kernels.

Options the caller names explicitly win over the level's: ``{"effort": "fast",
"unroll": True}`` is the fast level with the unroll judgement back.
"""

from __future__ import annotations

#: the default level
DEFAULT = "full"

#: level -> the pass options it sets (the pass modules' own option names and defaults)
LEVELS: dict[str, dict] = {
    "full": {},
    "fast": {
        "heuristics": ("cycle", "pipe_lds"),
        "unroll": False,
        "tail_fill": False,
        "barrier_hoist": False,
        "barrier_sink": False,
        "priority_sink": False,
        "pair_lds": False,
        "unmerged_waits_variant": False,
        "folded_waits_variant": False,
        "lockstep_ranking_variant": False,
        "judge_lockstep": False,
        "lds_port_variant": False,
        # wide renaming on every schedule instead of judged against the plain renaming: the
        # same cost as the plain one, and on the fixtures never more than 0.4 % slower than
        # it (one-wave PREFETCH kernels 5-8 % faster)
        "wide_rename_variant": False,
        "rename_room": True,
        "rename_mfma_operands": True,
        "occupancy_cap": True,
        "barrier_free_schedule": False,
        "loads_ahead_variant": False,
        # one runner-up of the rotation judgement finished, not RUNNERS_UP_NEAREST: each is
        # one more finishing chain, the cost this level avoids (its figures predate the second)
        "finish_runners_up": 1,
    },
}


def check(level: str, setting: str) -> None:
    """A ValueError naming ``setting`` (where the level was given), an unknown ``level`` and
    the known ones."""
    if level not in LEVELS:
        raise ValueError(f"{setting}={level!r}: expected one of " + ", ".join(repr(name) for name in LEVELS))


def resolve(options: dict | None) -> dict:
    """``options`` with its effort level's settings filled in under the explicit ones
    (an unknown level: :func:`check`'s error)."""
    options = dict(options or {})
    level = options.setdefault("effort", DEFAULT)
    check(level, "post-emit pass option effort")
    return {**LEVELS[level], **options}
