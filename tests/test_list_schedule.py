"""The register-pressure guard of the list scheduler (``passes.list_schedule``).

Regions are random runs of the GEMM instruction mix (test_passes_props' generator, barriers
included: by default an ``s_barrier`` is a node inside a region, ordered against memory
operations only), their nodes and dependence graph the scheduler's own.
Properties: the guard's live-unit count at every node of any valid order is exactly what
:func:`order_peak` counts there; a guarded schedule is a valid order of the region; where the
heuristic's own order keeps the cap the guard changes nothing; and a guarded schedule that
was never forced keeps the cap. Plus the pass-level effect: a region whose latency order
exceeds the cap keeps a guarded latency order (report ``"<heuristic>:guarded"``)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from test_passes_props import _inst
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.passes.list_schedule import PressureGuard, heights, order_peak, schedule_region
from wave_asm_ext.passes.schedule import Scheduler
from wave_asm_ext.target import load_target

HEURISTICS = ("cycle", "pipe", "pipe_lds", "carried", "critical_path")


@st.composite
def regions(draw):
    target = draw(st.sampled_from(["gfx942", "gfx950"]))
    lines = [_inst(draw) for _ in range(draw(st.integers(4, 40)))]
    live_after = draw(st.sampled_from([0, 0xF << 8, 0xFF << 40]))   # nothing / v[8:11] / v[40:47] live after
    return target, "\n".join(lines) + "\n", live_after


def _region(target: str, text: str):
    sched = Scheduler(load_target(target))
    nodes = sched._nodes_of(parse_asm(text, "<region>").kernels[0].blocks[0].instructions)
    succs, npred0 = sched._graph(nodes)
    return nodes, succs, npred0, heights(nodes, succs)


def _valid(order: list[int], succs, n: int) -> bool:
    pos = {i: k for k, i in enumerate(order)}
    return sorted(order) == list(range(n)) and all(pos[i] < pos[s] for i in range(n) for s, _ in succs[i])


def _counts(nodes, order: list[int], live_after: int) -> list[int]:
    """What order_peak counts at each node of ``order`` (backward pass)."""
    live, out = live_after, []
    for i in reversed(order):
        out.append((live | nodes[i].vdefs).bit_count())
        live = (live & ~nodes[i].vdefs) | nodes[i].vuses
    return out[::-1]


def _schedule(nodes, succs, npred0, height, h: str, guard=None) -> list[int]:
    order, _, _ = schedule_region(nodes, h, succs, npred0, height, 0.0, {}, 0.0, None, guard)
    return order


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(regions(), st.sampled_from(HEURISTICS), st.randoms(use_true_random=False))
def test_guard_counts_exactly_along_any_valid_order(reg, h, rnd):
    target, text, live_after = reg
    nodes, succs, npred0, height = _region(target, text)
    # a random valid order: a random ready node each step
    npred, ready, order = list(npred0), [i for i in range(len(nodes)) if npred0[i] == 0], []
    while ready:
        i = ready.pop(rnd.randrange(len(ready)))
        order.append(i)
        for s, _ in succs[i]:
            npred[s] -= 1
            if npred[s] == 0:
                ready.append(s)
    g = PressureGuard(nodes, 10**6, live_after)
    got = []
    for i in order:
        got.append(g.after(i))
        g.issue(i)
    assert got == _counts(nodes, order, live_after)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(regions(), st.sampled_from(HEURISTICS), st.integers(0, 12))
def test_guarded_schedules_are_valid_and_keep_the_cap(reg, h, slack):
    target, text, live_after = reg
    nodes, succs, npred0, height = _region(target, text)
    n = len(nodes)
    free = _schedule(nodes, succs, npred0, height, h)
    free_peak = order_peak(nodes, free, live_after)
    # where the heuristic's order keeps the cap, the guard never intervenes
    assert _schedule(nodes, succs, npred0, height, h, PressureGuard(nodes, free_peak + slack, live_after)) == free
    # a cap between the least any order can have (the units live before and after the
    # region) and the heuristic's peak: a valid order; within the cap unless a pick was forced
    floor = max(PressureGuard(nodes, 0, live_after).live.bit_count(), live_after.bit_count())
    cap = max(floor, free_peak - slack)
    guarded = _schedule(nodes, succs, npred0, height, h, PressureGuard(nodes, cap, live_after).fresh(cap))
    assert _valid(guarded, succs, n)
    g = PressureGuard(nodes, cap, live_after)
    forced = False
    for i in guarded:
        forced |= not g.fits(i)
        g.issue(i)
    assert forced or order_peak(nodes, guarded, live_after) <= cap


def test_a_latency_order_over_the_cap_is_guarded_not_dropped():
    """Eight loads whose results one VALU op each consumes, in input order load, use, load,
    use: the latency heuristics hoist all loads (8 tuples live); at the input's peak as cap
    the guarded order keeps loads ahead of their uses only as far as the registers allow,
    instead of the pressure-first or input order."""
    body = []
    for k in range(8):
        t = 8 + 4 * k
        body += [f"buffer_load_dwordx4 v[{t}:{t + 3}], v0, s[4:7], 0 offen offset:{16 * k}",
                 f"v_add_u32_e32 v{60 + k}, v{t}, v{t + 1}"]
    text = "\n".join(body) + "\n" + "\n".join(
        f"buffer_store_dword v{60 + k}, v0, s[4:7], 0 offen offset:{4 * k}" for k in range(8)) + "\ns_endpgm\n"
    prog, rep = run_postpass(parse_asm(text, "<k>"), "gfx942", {"heuristics": ("cycle",)})
    k = rep.kernels[0]
    assert k.schedule["pressure_fallbacks"].get("cycle:guarded") == 1
    assert k.after["peak_vgpr_units"] <= k.before["peak_vgpr_units"]
    insts = [i.mnemonic for i in prog.kernels[0].instructions if i.mnemonic not in ("s_waitcnt", "s_nop")]
    first_use = insts.index("v_add_u32_e32")
    assert insts[:first_use].count("buffer_load_dwordx4") >= 2   # loads still run ahead of their uses


def test_a_guarded_last_region_starts_from_the_memory_times_before_it():
    """The last region of a block records no register results, but the unguarded schedule
    it replaces did record its LDS and store completion times: the guarded schedule starts
    from the times before the region (here: none), so its barrier does not wait for LDS
    operations the unguarded order placed after it (before the fix the guarded order
    differed from this reference at each cap)."""
    lines = ["ds_write_b128 v1, v[8:11]"]
    lines += [f"buffer_load_dwordx4 v[{12 + 4 * k}:{15 + 4 * k}], v0, s[4:7], 0 offen offset:{16 * k}" for k in range(4)]
    lines += ["s_barrier"]
    lines += [f"ds_read_b128 v[{40 + 4 * k}:{43 + 4 * k}], v1 offset:{16 * k}" for k in range(4)]
    lines += [f"v_add_u32_e32 v{70 + k}, v{12 + 4 * k}, v{13 + 4 * k}" for k in range(4)]
    lines += [f"v_xor_b32_e32 v{80 + k}, v{40 + 4 * k}, v{41 + 4 * k}" for k in range(4)]
    lines += [f"buffer_store_dword v{80 + k}, v0, s[4:7], 0 offen offset:{64 + 4 * k}" for k in range(4)]
    lines += [f"buffer_store_dword v{70 + k}, v0, s[4:7], 0 offen offset:{4 * k}" for k in range(4)]
    insts = parse_asm("\n".join(lines) + "\ns_endpgm\n", "<block>").kernels[0].blocks[0].instructions
    # (the caps at which the unguarded cycle order exceeds the cap; 18 and 16 before the
    # scheduler's timing had the LDS port, session 29)
    for cap in (15, 13, 11):
        sched = Scheduler(load_target("gfx942"))
        # the per-kernel caches run_kernel would set up
        sched._graphs, sched._block_nodes, sched._block_spans, sched._pressure_orders, sched._guards = {}, {}, {}, {}, {}
        sched.fallbacks, sched._crossable, sched._stored_bases = {}, set(), set()
        got = sched.schedule_block(insts, "cycle", 0, cap)
        assert sched.fallbacks == {"cycle:guarded": 1}
        region = sched._nodes_of(insts)[:-1]   # s_endpgm is a region of its own
        order, _, _ = sched._schedule_region(region, "cycle", 0.0, {}, 0.0, None, PressureGuard(region, cap, 0))
        assert order_peak(region, order, 0) <= cap
        assert got == [region[i].inst for i in order] + [insts[-1]]


def test_timed_heuristics_issue_a_ready_mfma_while_the_matrix_pipe_is_free(monkeypatch):
    """A load's address arithmetic outranks an independent MFMA (its dram-miss critical path
    is far longer), yet while the matrix pipe is free every timed heuristic issues the MFMA
    first: held back, the pipe idles its whole busy time; issued, it delays the address
    chain by one issue slot. Python reference and compiled loop alike."""
    from wave_asm_ext.passes import native

    text = ("v_add_u32 v20, s4, v40\n"
            "v_add_u32 v21, 64, v20\n"
            "buffer_load_dwordx4 v[24:27], v21, s[8:11], 0 offen\n"
            "v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], v[0:3]\n")
    for target in ("gfx942", "gfx950"):
        nodes, succs, npred0, height = _region(target, text)
        mfma = next(i for i, nd in enumerate(nodes) if nd.mfma_busy)
        assert height[0] > height[mfma]   # the rule, not the ranking, puts the MFMA first
        for compiled in (True, False):
            monkeypatch.setattr(native, "available", lambda c=compiled: c)
            for h in ("cycle", "carried"):
                order = _schedule(nodes, succs, npred0, height, h)
                assert order[0] == mfma, (target, compiled, h, order)
                assert order[1:] == [0, 1, 2]
    # the untimed heuristic orders by rank alone
    assert _schedule(nodes, succs, npred0, height, "critical_path")[0] == 0
