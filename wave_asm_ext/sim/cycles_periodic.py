"""Exact skipping of repeated hot-loop periods in the cycle model's simulation.

The passes judge candidate programs by whole-kernel model cycles (``estimate_cycles``
with ``figures=False``), and a GEMM's K loop repeats the same iteration 16-32 times on
every simulated wave: most of a judgement's time simulates iterations whose outcome is
already known. Once the waves have settled, the simulation state seen when wave 0 starts
an iteration repeats exactly, shifted in time by the period and in trace position by
whole iterations; from then on the simulation repeats too, until a wave nears the end
of the loop. :class:`PeriodSkipper` detects such a repeat and moves the state forward
by as many whole periods as stay inside the loop, adding the period's stall and
matrix-pipe accumulations once per skipped period.

Why this is exact (not an approximation):

* The simulation is deterministic: its future depends only on the state compared here
  (every wave's position, free time, scoreboard, outstanding counter events, in-order
  completion chains and cached ready time; the ports' free times; the heap entries,
  whose ties break on (time, ready-since, wave); the barrier arrivals) and on the
  instructions at the positions it reaches. Times enter only through differences and
  comparisons, so a state shifted by the same amount everywhere evolves the same way,
  shifted.
* Entries that can no longer matter are left out of the comparison: a scoreboard
  entry, an outstanding event or a chain end no later than the wave's own free time
  (its next issue is never earlier), and a port free time no later than every running
  wave's free time.
* Skipping is only done inside the *uniform* part of the trace: iterations of the
  hot loop that are the same instruction sequence and end in its taken back edge
  (every iteration but the last). Both states compared and every position the skipped
  periods would reach lie there, so every position-dependent rule (iteration starts,
  taken branches, barriers) is the same at the shifted positions.
* Times are sums of the DB's latencies, issue cycles and the scenario's memory
  latency; the skipper is only used when all of them are multiples of 1/1024 clk, so
  every sum is exact in binary floating point and a shift by ``m`` periods equals
  ``m`` successive periods to the last bit.

Only the figures the totals-only mode reports are kept exact: finish time, matrix-pipe
busy clk, stalls by cause and contention by port. Per-iteration issue times and wave
0's stall events (the hot-loop figures and top stalls, not computed in that mode) miss
the skipped periods.
"""

from __future__ import annotations

_QUANTUM = 1024.0  # times must be multiples of 1 / _QUANTUM clk for exact shifting


def _exact(x: float) -> bool:
    return (x * _QUANTUM).is_integer()


class PeriodSkipper:
    """Detects a repeated simulation state at wave 0's hot-loop iteration starts and
    skips the repeats (module docstring). ``active`` is False where it cannot apply."""

    def __init__(self, trace, st: list, glat: float):
        self.active = False
        starts = trace.iter_starts
        if len(starts) < 3:
            return
        length = starts[1] - starts[0]
        if any(b - a != length for a, b in zip(starts, starts[1:])):
            return
        order = trace.order
        body = order[starts[0]:starts[0] + length]
        if any(order[s:s + length] != body for s in starts[1:-1]):
            return
        times = [glat]
        for s in st:
            times += (s.issue, s.lat, s.branch_lat, s.mfma_occ)
            times += [occ for _, occ in s.ports]
        if not all(_exact(x) for x in times):
            return
        self.length = length
        self.first, self.limit = starts[0], starts[-1]  # uniform positions: [first, limit)
        self.index = {p: i for i, p in enumerate(starts)}
        self.settled: set = set()   # (position, free time) of every wave, relative
        self.seen: dict = {}        # full state, relative -> (iteration, time, accumulators)
        self.active = True

    def _key(self, t: float, p: int, waves: list, heap: list, ports: dict, arrived: dict):
        """The state relative to time ``t`` and position ``p`` (None if a wave is done or
        outside the uniform positions)."""
        first, limit = self.first, self.limit
        floor = None
        per_wave = []
        for w in waves:
            if w.done is not None or not first <= w.pos < limit:
                return None
            fr = w.free
            floor = fr if floor is None or fr < floor else floor
            per_wave.append((
                w.pos - p, fr - t,
                frozenset((u, r - t, i) for u, (r, i) in w.sb.items() if r > fr),
                tuple(sorted((c, tuple(x - t for x in lst if x > fr)) for c, lst in w.out.items())),
                frozenset((g, x - t) for g, x in w.last.items() if x > fr),
                (w.cache[0] - t, w.cache[1]) if w.cache_pos == w.pos else None,
                w.prio,
            ))
        return (tuple(per_wave),
                tuple(sorted((name, max(v, floor) - t) for name, v in ports.items())),
                tuple(sorted((k - t, np, s - t, wid) for k, np, s, wid in heap)),
                tuple(tuple(sorted((wid, x - t) for wid, x in arr.items())) for _, arr in sorted(arrived.items())))

    def at_iteration_start(self, t: float, pos: int, waves: list, heap: list, ports: dict,
                           arrived: dict, mfma_busy: float) -> float:
        """Wave 0 issued the iteration start at trace position ``pos`` at time ``t`` and
        the simulation state is complete again; skips repeated periods if this state was
        seen before (shifting ``waves``, ``heap``, ``ports`` and ``arrived`` in place).
        Returns the matrix-pipe busy clk to continue with."""
        # the full state is only compared once the waves' positions and free times (a
        # cheap part of it) repeat: until the waves settle, they do not
        quick = tuple((w.pos - pos, w.free - t) for w in waves)
        if quick not in self.settled:
            self.settled.add(quick)
            return mfma_busy
        key = self._key(t, pos, waves, heap, ports, arrived)
        if key is None:
            return mfma_busy
        it = self.index[pos]
        prev = self.seen.get(key)
        if prev is None:
            self.seen[key] = (it, t, mfma_busy, [dict(w.stalls) for w in waves], [dict(w.ports) for w in waves])
            return mfma_busy
        it0, t0, busy0, stalls0, ports0 = prev
        step = (it - it0) * self.length
        periods = (self.limit - 1 - max(w.pos for w in waves)) // step
        self.active = False   # one skip: afterwards fewer than a period's positions remain
        self.seen.clear()
        self.settled.clear()
        if periods < 1:
            return mfma_busy
        dt, dp = periods * (t - t0), periods * step
        for w, s0, p0 in zip(waves, stalls0, ports0):
            if w.cache_pos == w.pos:
                w.cache_pos, w.cache = w.pos + dp, (w.cache[0] + dt, w.cache[1])
            else:
                w.cache_pos = -1
            w.pos += dp
            w.free += dt
            w.sb = {u: (r + dt, i) for u, (r, i) in w.sb.items()}
            w.sb_max += dt
            for lst in w.out.values():
                lst[:] = [x + dt for x in lst]
            w.last = {g: x + dt for g, x in w.last.items()}
            for c, v in w.stalls.items():
                w.stalls[c] = v + periods * (v - s0[c])
            for name, v in list(w.ports.items()):
                w.ports[name] = v + periods * (v - p0.get(name, 0.0))
        for name in ports:
            ports[name] += dt
        heap[:] = [(k + dt, np, s + dt, wid) for k, np, s, wid in heap]  # a uniform shift keeps the heap order
        for arr in arrived.values():
            for wid in arr:
                arr[wid] += dt
        return mfma_busy + periods * (mfma_busy - busy0)
