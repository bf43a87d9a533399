"""The compiled list schedules (``list_schedule``, ``priority_order`` and ``pipe_plan`` of
passes/_native.c, with and without a pressure guard) give every region the order, times
and block availability of the Python code they mirror (``schedule_region``'s timed loop,
``_priority_order``, ``_pipe_plan``, ``PressureGuard``), and the compiled dependence graph (``dep_graph``) the edges of
``Scheduler._graph``'s loop: checked call by call while the whole pass schedules emitted
kernels and LLVM's."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wave_asm_ext.isa import parse_asm, parse_file
from wave_asm_ext.passes import list_schedule, native, run_postpass, schedule
from wave_asm_ext.target import load_target

HERE = Path(__file__).parent


class _Both:
    """``schedule.schedule_region`` that runs every call both ways (on copies of the
    availability map) and records what differs."""

    def __init__(self, monkeypatch):
        self.calls = self.native_calls = self.capped = self.abandoned = self.untimed = self.piped = 0
        self.guarded = 0
        self.diffs: list = []
        self.real = list_schedule.schedule_region
        monkeypatch.setattr(schedule, "schedule_region", self)

    def _reference(self, *args):
        """The Python schedule (the compiled one switched off) of the same call."""
        orig = native.available
        list_schedule.native.available = lambda: False
        try:
            return self.real(*args)
        finally:
            list_schedule.native.available = orig

    def __call__(self, region, heuristic, succs, npred0, height, t0, avail, mfma_free, cap_check=None, guard=None):
        ref_avail = dict(avail)
        if guard is not None:
            # the compiled guarded schedule leaves the guard as it was: the reference then
            # runs with it
            self.guarded += 1
            got = self.real(region, heuristic, succs, npred0, height, t0, avail, mfma_free, cap_check, guard)
            ref = self._reference(region, heuristic, succs, npred0, height, t0, ref_avail, mfma_free, cap_check, guard)
            if got != ref or avail != ref_avail:
                self.diffs.append(("guarded " + heuristic, len(region), got, ref))
            return got
        self.calls += 1
        self.untimed += heuristic not in list_schedule.TIMED
        self.piped += heuristic in ("pipe", "pipe_lds")
        ref = self._reference(region, heuristic, succs, npred0, height, t0, ref_avail, mfma_free, cap_check, guard)
        got = self.real(region, heuristic, succs, npred0, height, t0, avail, mfma_free, cap_check, guard)
        self.native_calls += native.available()
        self.capped += cap_check is not None and len(region) > list_schedule._FIRST_CAP_CHECK
        self.abandoned += ref[0] is None
        if got != ref or avail != ref_avail:
            self.diffs.append((heuristic, len(region), got[1:], ref[1:]))
        return got


def _run_fixtures(monkeypatch, names) -> _Both:
    """The whole pass on these emitted MLIR fixtures, every region schedule run both ways."""
    from wave_asm_ext.emit import emit_mlir

    both = _Both(monkeypatch)
    # every run of the passes in this process (no child processes: passes.alternatives),
    # where the counts and comparisons are made
    monkeypatch.setenv("WAVE_ASM_EXT_JOBS", "0")
    for name in names:
        arch = name.split("_")[0]
        path = HERE / "fixtures" / "mlir" / name
        run_postpass(parse_asm(emit_mlir(path.read_text(), arch), name), load_target(arch))
    return both


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
    both = _run_fixtures(monkeypatch, [name])
    assert both.diffs == []
    assert both.calls > 50 and both.native_calls == both.calls
    assert both.untimed > 5 and both.piped > 5   # the untimed order and the pipe plans too


def test_guarded_schedules_are_the_same(monkeypatch):
    """The guarded schedules (regions whose heuristic order exceeds the pressure cap) of
    the whole pass on emitted kernels that have them: the same order, times and
    availability from the compiled guard as from ``PressureGuard`` (these kernels guard
    timed heuristics; the random regions below also guard the untimed order)."""
    both = _run_fixtures(monkeypatch, ["gfx942_gemm_128x256x32_b128x256x16_w1x1_16x16x16_none.mlir",
                                       "gfx950_gemm_1024_b128x128x64_w2x2_16x16x32_bf16_prefetch.mlir"])
    assert both.diffs == []
    assert both.guarded > 10


def test_large_regions_under_the_cap_check_schedule_the_same(monkeypatch):
    """The one-wave 128x128 kernels' loop regions exceed the first cap check: the prefix
    test runs from C, and orders it abandons are abandoned alike."""
    both = _run_fixtures(monkeypatch, ["gfx942_gemm_256_b128x128x64_w1x1_16x16x16_prefetch.mlir",
                                       "gfx950_gemm_256_b128x256x64_w1x1_16x16x32_prefetch.mlir"])
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


def _two_node_region() -> list:
    """The nodes of ``v1 = v2 + v3; v4 = v1 + v3`` (gfx942)."""
    sched = schedule.Scheduler(load_target("gfx942"))
    insts = parse_asm("v_add_u32_e32 v1, v2, v3\nv_add_u32_e32 v4, v1, v3\n").kernels[0].blocks[0].instructions
    return [sched.node(i) for i in insts]


def test_a_node_without_its_record_is_an_error():
    """A node whose record is missing stops the compiled schedule with an error that says
    so (never a schedule of the wrong facts)."""
    region = _two_node_region()
    region[1].lrec = None
    with pytest.raises(ValueError, match="lrec"):
        list_schedule._schedule_native(region, [[(1, 1.0)], []], [0, 1], [2.0, 1.0], 0.0, {}, 0.0,
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


def _random_region_text(rnd) -> str:
    """A straight-line GEMM-like mix (global loads, LDS reads and writes, MFMAs, VALU) on
    a small register pool, so register pressure binds."""
    out = []
    for _ in range(rnd.randrange(6, 40)):
        t = rnd.choice(range(8, 48, 4))
        k = rnd.choice("bdwmmvv")
        if k == "b":
            out.append(f"buffer_load_dwordx4 v[{t}:{t + 3}], v0, s[4:7], 0 offen")
        elif k == "d":
            out.append(f"ds_read_b128 v[{t}:{t + 3}], v1 offset:{rnd.choice([0, 16, 32])}")
        elif k == "w":
            out.append(f"ds_write_b128 v2, v[{t}:{t + 3}] offset:{rnd.choice([0, 64])}")
        elif k == "m":
            a, b = rnd.choice(range(8, 48, 4)), rnd.choice(range(8, 48, 4))
            out.append(f"v_mfma_f32_16x16x16_f16 v[{t}:{t + 3}], v[{a}:{a + 1}], v[{b}:{b + 1}], v[{t}:{t + 3}]")
        else:
            out.append(f"v_add_u32_e32 v{rnd.randrange(8, 52)}, v{rnd.randrange(8, 52)}, v{rnd.randrange(8, 52)}")
    return "\n".join(out) + "\n"


def _guarded_both(rnd) -> tuple[int, int]:
    """One random region (:func:`_random_region_text`), every heuristic, guarded at caps from
    just under the unguarded order's peak down to 0 (forced picks), scheduled by the
    compiled guard and by ``PressureGuard``: asserts the same order, times and availability
    and that the compiled schedule left the guard as it was. Returns (schedules compared,
    how many exceeded their cap)."""
    tgt = load_target("gfx942")
    insts = parse_asm(_random_region_text(rnd)).kernels[0].blocks[0].instructions
    sched = schedule.Scheduler(tgt)
    region = [sched.node(i) for i in insts]
    if len(region) < 2 or any(nd.boundary for nd in region):
        return 0, 0
    succs, npred0, height = sched._region_graph(region, tuple(insts))
    live_after = rnd.getrandbits(48) << 8 if rnd.random() < 0.5 else 0
    t0 = rnd.choice([0.0, 37.0])
    avail0 = {u: rnd.uniform(0, 300) for nd in region[:3] for u in nd.uses} if rnd.random() < 0.5 else {}
    runs = forced = 0
    for heuristic in ("cycle", "critical_path", "pipe", "pipe_lds", "carried"):
        h = list_schedule.carried_heights(region, succs, height) if heuristic == "carried" else height
        free = list_schedule.schedule_region(region, heuristic, succs, npred0, h, t0, dict(avail0), 0.0)[0]
        peak = list_schedule.order_peak(region, free, live_after)
        proto = list_schedule.PressureGuard(region, 0, live_after)
        for cap in sorted({peak - 1, peak - 3, peak - 8, 0}):
            g = proto.fresh(cap)
            before = (g.live, list(g.readers))
            got_avail, ref_avail = dict(avail0), dict(avail0)
            got = list_schedule.schedule_region(region, heuristic, succs, npred0, h, t0, got_avail, 5.0, None, g)
            assert (g.live, g.readers) == before   # the compiled schedule used its own copy
            orig = native.available
            list_schedule.native.available = lambda: False
            try:
                ref = list_schedule.schedule_region(region, heuristic, succs, npred0, h, t0, ref_avail, 5.0, None, g)
            finally:
                list_schedule.native.available = orig
            assert got == ref and got_avail == ref_avail, (heuristic, cap, len(region))
            runs += 1
            forced += list_schedule.order_peak(region, got[0], live_after) > cap
    return runs, forced


def test_random_guarded_regions_schedule_the_same():
    """60 random regions (a fixed seed) through :func:`_guarded_both`: many orders, and
    caps low enough that forced picks happen."""
    import random

    rnd = random.Random(11)
    runs = forced = 0
    for _ in range(60):
        r, f = _guarded_both(rnd)
        runs += r
        forced += f
    assert runs > 500 and forced > 50


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1))
def test_random_guarded_regions_by_seed(seed):
    """:func:`_guarded_both` on a region drawn from a hypothesis seed (the soak runs more)."""
    import random

    _guarded_both(random.Random(seed))


def test_a_malformed_guard_record_is_an_error():
    """A guard record that does not fit the region stops the compiled schedule with an
    error (never a schedule under the wrong guard)."""
    region = _two_node_region()
    rec = list_schedule.PressureGuard(region, 2, 0).native_record()
    bad = rec[:3] + (rec[3][:-8],) + rec[4:]   # one node's written units short
    with pytest.raises(ValueError, match="pressure guard record"):
        native.ext.priority_order(region, [[(1, 1.0)], []], [0, 1], [0, 1], -1, None, bad)
    out_of_range = rec[:8] + (rec[8][:-4],) + rec[9:]   # fewer values than the reads name
    with pytest.raises(ValueError, match="pressure guard record"):
        native.ext.priority_order(region, [[(1, 1.0)], []], [0, 1], [0, 1], -1, None, out_of_range)
