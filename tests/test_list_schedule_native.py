"""The compiled list schedules (``list_schedule``, ``priority_order`` and ``pipe_plan`` of
passes/_native.c) give every region the order, times and block availability of the
Python code they mirror (``schedule_region``'s timed loop, ``_priority_order``,
``_pipe_plan``), and the compiled dependence graph (``dep_graph``) the edges of
``Scheduler._graph``'s loop: checked call by call while the whole pass schedules emitted
kernels and LLVM's."""

from __future__ import annotations

from pathlib import Path

import pytest

from wave_asm_ext.isa import parse_asm, parse_file
from wave_asm_ext.passes import list_schedule, native, run_postpass, schedule
from wave_asm_ext.target import load_target

HERE = Path(__file__).parent


class _Both:
    """``schedule.schedule_region`` that runs every call both ways (on copies of the
    availability map) and records what differs."""

    def __init__(self, monkeypatch):
        self.calls = self.native_calls = self.capped = self.abandoned = self.untimed = self.piped = 0
        self.diffs: list = []
        self.real = list_schedule.schedule_region
        monkeypatch.setattr(schedule, "schedule_region", self)

    def __call__(self, region, heuristic, succs, npred0, height, t0, avail, mfma_free, cap_check=None, guard=None):
        if guard is not None:
            return self.real(region, heuristic, succs, npred0, height, t0, avail, mfma_free, cap_check, guard)
        self.calls += 1
        self.untimed += heuristic not in list_schedule.TIMED
        self.piped += heuristic in ("pipe", "pipe_lds")
        ref_avail = dict(avail)
        orig = native.available
        list_schedule.native.available = lambda: False
        try:
            ref = self.real(region, heuristic, succs, npred0, height, t0, ref_avail, mfma_free, cap_check, guard)
        finally:
            list_schedule.native.available = orig
        got = self.real(region, heuristic, succs, npred0, height, t0, avail, mfma_free, cap_check, guard)
        self.native_calls += native.available()
        self.capped += cap_check is not None and len(region) > list_schedule._FIRST_CAP_CHECK
        self.abandoned += ref[0] is None
        if got != ref or avail != ref_avail:
            self.diffs.append((heuristic, len(region), got[1:], ref[1:]))
        return got


def test_the_compiled_schedule_is_built():
    assert native.build_status() == "ok"


@pytest.mark.parametrize("name", [
    "gfx942_gemm_1024_b128x128x64_w2x2_16x16x16_prefetch.mlir",
    "gfx942_gemm_256_b128x128x64_w1x1_16x16x16_none.mlir",
    "gfx950_gemm_256_b128x128x64_w1x1_16x16x32_prefetch.mlir",
    "gfx950_gemm_1024_b128x128x64_w2x2_32x32x16_none.mlir",
])
def test_emitted_kernels_schedule_the_same(monkeypatch, name):
    """Every timed region schedule of the whole pass (every heuristic, judged variant,
    unrolled and rotated program) on an emitted kernel: the same order, end time,
    matrix-pipe time and availability map."""
    from wave_asm_ext.emit import emit_mlir

    both = _Both(monkeypatch)
    arch = name.split("_")[0]
    path = HERE / "fixtures" / "mlir" / name
    run_postpass(parse_asm(emit_mlir(path.read_text(), arch), name), load_target(arch))
    assert both.diffs == []
    assert both.calls > 50 and both.native_calls == both.calls
    assert both.untimed > 5 and both.piped > 5   # the untimed order and the pipe plans too


def test_large_regions_under_the_cap_check_schedule_the_same(monkeypatch):
    """The one-wave 128x128 kernels' loop regions exceed the first cap check: the prefix
    test runs from C, and orders it abandons are abandoned alike."""
    from wave_asm_ext.emit import emit_mlir

    both = _Both(monkeypatch)
    for name in ("gfx942_gemm_256_b128x128x64_w1x1_16x16x16_prefetch.mlir",
                 "gfx950_gemm_256_b128x256x64_w1x1_16x16x32_prefetch.mlir"):
        arch = name.split("_")[0]
        path = HERE / "fixtures" / "mlir" / name
        run_postpass(parse_asm(emit_mlir(path.read_text(), arch), name), load_target(arch))
    assert both.diffs == []
    assert both.capped > 0


def test_llvm_kernels_schedule_the_same(monkeypatch):
    """LLVM's own kernels (the corpus's Wave and OpenCL GEMMs, both targets)."""
    both = _Both(monkeypatch)
    files = sorted((HERE / "corpus").rglob("*.s"))
    files = [f for f in files if "gfx9" in str(f)][::4]
    assert len(files) >= 5
    for f in files:
        arch = "gfx950" if "gfx950" in str(f) else "gfx942"
        run_postpass(parse_file(str(f)), load_target(arch))
    assert both.diffs == []
    assert both.calls > 20


def test_a_node_without_its_record_is_an_error():
    """A node whose record is missing stops the compiled schedule with an error that says
    so (never a schedule of the wrong facts)."""
    tgt = load_target("gfx942")
    sched = schedule.Scheduler(tgt)
    insts = parse_asm("v_add_u32_e32 v1, v2, v3\nv_add_u32_e32 v4, v1, v3\n").kernels[0].blocks[0].instructions
    region = [sched.node(i) for i in insts]
    region[1].lrec = None
    with pytest.raises(ValueError, match="lrec"):
        list_schedule._schedule_native(region, "cycle", [[(1, 1.0)], []], [0, 1], [2.0, 1.0], 0.0, {}, 0.0,
                                       None, None)


def test_dependence_graphs_are_the_same(monkeypatch):
    """Every region graph of the whole pass on emitted kernels, built by the compiled
    loop (``dep_graph``) and by the Python one: the same successors with the same
    latencies in the same order (hazard-raised edges included), the same predecessor
    counts."""
    from wave_asm_ext.emit import emit_mlir

    real = schedule.Scheduler._graph
    seen = {"graphs": 0, "hazard_edges": 0, "diffs": []}

    def both(self, region):
        memo = self.hazards._memo
        self.hazards._memo = None
        try:
            ref = real(self, region)
        finally:
            self.hazards._memo = memo
        got = real(self, region)
        seen["graphs"] += 1
        pw = self.hazards.info_pair_wait
        seen["hazard_edges"] += sum(pw(region[w].hazard, region[i].hazard) > 0 for w, ss in enumerate(ref[0])
                                    for i, _ in ss)
        if got != ref:
            seen["diffs"].append(len(region))
        return got

    monkeypatch.setattr(schedule.Scheduler, "_graph", both)
    for name in ("gfx942_gemm_1024_b128x128x64_w2x2_16x16x16_prefetch.mlir",
                 "gfx950_gemm_256_b128x128x64_w1x1_16x16x32_prefetch.mlir",
                 "gfx942_gemm_256_b64x64x32_w1x1_32x32x8_none.mlir"):
        arch = name.split("_")[0]
        path = HERE / "fixtures" / "mlir" / name
        run_postpass(parse_asm(emit_mlir(path.read_text(), arch), name), load_target(arch))
    # LLVM's kernels too (VALU epilogues reading MFMA results: hazard-raised edges)
    for f in [f for f in sorted((HERE / "corpus").rglob("*.s")) if "gfx9" in str(f)][::4]:
        run_postpass(parse_file(str(f)), load_target("gfx950" if "gfx950" in str(f) else "gfx942"))
    assert seen["diffs"] == []
    assert seen["graphs"] > 30 and seen["hazard_edges"] > 0
