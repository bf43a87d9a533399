"""Which workgroups of a GEMM's grid a test emulates, and the check of what they wrote.

A 1024^3 GEMM is 64-256 workgroups that all run the same code; emulating every one of them
(timing-aware: up to ~8 min per kernel) made the emulator tests most of the suite's time.
Grids above ``emulator.SAMPLE_ABOVE`` workgroups run a sample instead
(``emulator.workgroups_to_sample``: the grid's corners and centre, each exactly as in the
whole launch), and the output is checked where the sample wrote it: exactly one tile per
workgroup run (``emulator.tiles_written``), every element equal to the reference.
``WAVE_ASM_EXT_FULL_GRID=1`` runs every grid whole (``scripts/verify_matrix.py`` does unless
given ``--sample``).
"""

from __future__ import annotations

import os

import numpy as np

from wave_asm_ext.sim.emulator import tiles_written, workgroups_to_sample


def workgroups_to_run(grid) -> list | None:
    """None (every workgroup) for a small grid or with WAVE_ASM_EXT_FULL_GRID=1, else the
    sample's workgroup ids."""
    if os.environ.get("WAVE_ASM_EXT_FULL_GRID") == "1":
        return None
    return workgroups_to_sample(grid)


def fresh_output(shape, sampled: bool) -> np.ndarray:
    """The f32 output buffer: NaN where a sampled run must leave it alone (so what the
    sample wrote can be told from what it did not), zeros otherwise."""
    return np.full(shape, np.nan, np.float32) if sampled else np.zeros(shape, np.float32)


def assert_output_matches(out, ref, workgroups, tile: tuple[int, int], rtol: float, atol: float) -> None:
    """``out`` equals ``ref`` everywhere (whole grid) or, for a sampled run, on exactly
    ``len(workgroups)`` output tiles of ``tile`` elements and nowhere else."""
    if workgroups is None:
        np.testing.assert_allclose(out, ref, rtol=rtol, atol=atol)
        return
    written = tiles_written(out, len(workgroups), tile[0] * tile[1])
    assert written is not None, (
        f"{int((~np.isnan(out)).sum())} elements written by {len(workgroups)} workgroups of a {tile} tile")
    np.testing.assert_allclose(out[written], ref[written], rtol=rtol, atol=atol)
