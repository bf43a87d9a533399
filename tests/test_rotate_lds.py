"""LDS-phase rotation (``passes.rotate_lds``): a single-block K loop's barrier / ds_write /
barrier / ds_read phase runs one iteration early. Exact rotated form, equivalence in the
timing-aware emulator (property test on random K loops: same global results, no early
reads, checker-clean, assembles), the refusals that keep it sound, and the judged choice
on an emitter GEMM."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

from test_rotate import (GEMM_BODY, GEMM_POST, SINGLES, TUPLES, _assert_equivalent, _declared, _gemm, _loop,
                         loop_programs)
from wave_asm_ext.check import check_program
from wave_asm_ext.isa import parse_asm, print_program
from wave_asm_ext.passes import rotate, rotate_lds, run_postpass
from wave_asm_ext.passes.schedule import MODEL_TIE_TOLERANCE
from wave_asm_ext.target import load_target

#: the snippets' buffer base comes from the caller (s[4:5]); masking its high dword as LLVM
#: does proves the descriptor raw (stride 0), which load rotation requires (passes.rotate)
RAW_BASE = "s_and_b32 s5, s5, 0xffff"

# compile_mlir(..., grid_aware False): these tests study schedules judged at the registers' occupancy
# (the regime of a grid larger than the part); tests/test_grid_residency.py covers the grid's own.

FIXTURES = Path(__file__).parent / "fixtures" / "mlir"


def _lds_rotated(text: str, target: str = "gfx942", loads: bool = True):
    """(program, LDS-rotation report) after load rotation (optional) and LDS rotation."""
    prog = parse_asm(text, "<loop>")
    tgt = load_target(target)
    opts: dict = {}
    if loads:
        rotate.run(prog, tgt, opts)
    rotate_lds.run(prog, tgt, opts)
    return prog, opts["_rotate_lds_report"].get("", {})


def _forced(text: str, target: str) -> str:
    """Both rotations applied unconditionally, then the rest of the post-emit pass."""
    prog, _ = _lds_rotated(text, target)
    out, _ = run_postpass(prog, load_target(target), {"rotate_loads": False, "rotate_lds": False})
    return print_program(out)


def _assert_same_results(text: str, out: str, target: str, seed: int = 7) -> None:
    """test_rotate's equivalence without the final LDS: the extra execution of the LDS
    phase after the last iteration writes LDS that nothing reads any more."""
    _assert_equivalent(text, out, target, seed, lds=False)


def test_gemm_loop_lds_phase_runs_one_iteration_early():
    text = _gemm()
    prog, rep = _lds_rotated(text)
    assert rep == {"loops": 1, "moved": 6}
    pre, body = (b.instructions for b in prog.kernels[0].blocks[:2])
    texts = [i.text() for i in body]
    phase = ["s_barrier", "ds_write_b128 v1, v[20:23] offset:0", "ds_write_b128 v1, v[24:27] offset:1024",
             "s_barrier", "ds_read_b128 v[8:11], v1 offset:16", "ds_read_b128 v[12:15], v1 offset:1040"]
    # the body starts with the MFMAs (their fragments were read last iteration) and runs
    # the next iteration's LDS phase right before the exit test; the preheader runs
    # iteration 0's after its rotated loads
    assert texts[0].startswith("v_mfma") and texts[1].startswith("v_mfma")
    assert texts[-2:] == ["s_cmp_lt_u32 s9, 3", "s_cbranch_scc1 .LBB0_1"]
    assert texts[-8:-2] == phase
    assert [i.text() for i in pre[-6:]] == phase
    _assert_same_results(text, _forced(text, "gfx942"), "gfx942")


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_default_pipeline_stays_equivalent(target):
    text = _gemm(trips=4)
    prog, rep = run_postpass(parse_asm(text, "<loop>"), load_target(target), {})
    k = rep.kernels[0]
    assert k.schedule["rotation"]["judged by"] == "cycle model"
    assert set(k.schedule["rotation"]["model cycles"]) == {"not rotated", "loads rotated", "LDS rotated", "rotated"}
    variant = k.schedule["rotation"]["variant"]
    assert bool(k.lds_rotation) == (variant in ("rotated", "LDS rotated"))
    assert bool(k.rotation) == (variant in ("rotated", "loads rotated"))
    _assert_same_results(text, print_program(prog), target)


def test_option_off():
    out, rep = run_postpass(parse_asm(_gemm(), "<loop>"), load_target("gfx942"), {"rotate_lds": False})
    k = rep.kernels[0]
    assert k.lds_rotation == {} and set(k.schedule["rotation"]["model cycles"]) == {"not rotated", "rotated"}


def test_unrotated_loads_travel_with_the_phase():
    """Without load rotation the phase carries the loads and their address arithmetic
    (the SCC their s_lshl writes is overwritten unread before the exit test writes it)."""
    text = _gemm()
    prog, rep = _lds_rotated(text, loads=False)
    assert rep == {"loops": 1, "moved": 11}
    body = [i.text() for i in prog.kernels[0].blocks[1].instructions]
    assert body[0].startswith("v_mfma") and body[-13] == "s_lshl_b32 s12, s9, 6"
    assert body[-11] == "buffer_load_dwordx4 v[8:11], v2, s[4:7], 0 offen offset:0"
    forced = print_program(run_postpass(prog, load_target("gfx942"), {"rotate_loads": False, "rotate_lds": False})[0])
    _assert_same_results(text, forced, "gfx942")


#: A PREFETCH K loop (Wave's schedule=PREFETCH): the preheader writes tile 0 to LDS; each
#: iteration reads its fragments, loads the next tile, runs its MFMAs and writes the next
#: tile behind a barrier; the epilogue reads and multiplies the last tile from LDS.
PREFETCH_PRE = ["s_mov_b64 s[20:21], s[4:5]", "s_mov_b32 s22, 4096", "s_mov_b32 s23, 0x27000",
                "buffer_load_dwordx4 v[8:11], v0, s[4:7], 0 offen offset:0",
                "buffer_load_dwordx4 v[12:15], v0, s[4:7], 0 offen offset:16",
                "ds_write_b128 v1, v[8:11] offset:0", "ds_write_b128 v1, v[12:15] offset:1024"]
PREFETCH_READ = ["s_barrier", "ds_read_b128 v[28:31], v1 offset:16", "ds_read_b128 v[32:35], v1 offset:1040"]
PREFETCH_MFMA = ["v_mfma_f32_16x16x16_f16 v[16:19], v[28:29], v[32:33], v[16:19]",
                 "v_mfma_f32_16x16x16_f16 v[16:19], v[30:31], v[34:35], v[16:19]"]
PREFETCH_BODY = PREFETCH_READ + [
    "buffer_load_dwordx4 v[8:11], v2, s[4:7], 0 offen offset:64", "v_add_u32_e32 v3, 16, v2",
    "buffer_load_dwordx4 v[12:15], v3, s[4:7], 0 offen offset:64"] + PREFETCH_MFMA + [
    "s_barrier", "ds_write_b128 v1, v[8:11] offset:0", "ds_write_b128 v1, v[12:15] offset:1024"]
PREFETCH_POST = PREFETCH_READ + PREFETCH_MFMA + GEMM_POST


def _prefetch_gemm() -> str:
    return _loop(PREFETCH_BODY, pre=PREFETCH_PRE, post=PREFETCH_POST)


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_prefetch_loop_reads_its_fragments_one_iteration_early_and_keeps_its_writes(target):
    """LDS is read after a PREFETCH loop (its epilogue), so the phase moves without its LDS
    writes: the fragment reads (with the barrier before them) go behind the next tile's
    ds_writes, which stay, and the body starts with its MFMAs. The extra execution after the
    last iteration only re-reads the last tile, which the epilogue reads again: same results
    and the same final LDS."""
    text = _prefetch_gemm()
    prog, rep = _lds_rotated(text, target, loads=False)
    assert rep == {"loops": 1, "moved": 9}
    pre, body = (b.instructions for b in prog.kernels[0].blocks[:2])
    # the phase: the tile address slice, the barrier, the fragment reads, the next tile's
    # loads (harmless once more: range-checked) and the barrier before the writes (LDS-free
    # up to there); the writes stay, right after the MFMAs
    phase = ["s_lshl_b32 s12, s9, 6", "v_add_u32_e32 v2, s12, v0"] + PREFETCH_BODY[:6] + ["s_barrier"]
    assert [i.text() for i in body] == PREFETCH_MFMA + PREFETCH_BODY[-2:] + ["s_add_u32 s9, s9, 1"] + phase + [
        "s_cmp_lt_u32 s9, 3", "s_cbranch_scc1 .LBB0_1"]
    assert [i.text() for i in pre[-len(phase):]] == phase      # iteration 0's
    out = print_program(run_postpass(prog, load_target(target), {"rotate_loads": False, "rotate_lds": False})[0])
    _assert_equivalent(text, out, target)   # final LDS included: the phase wrote none
    # and the default pipeline (which may keep or drop it) stays equivalent too
    _assert_equivalent(text, print_program(run_postpass(parse_asm(text, "<loop>"), load_target(target), {})[0]), target)


@st.composite
def prefetch_loop_programs(draw):
    """PREFETCH K loops (tile 0 written to LDS before the loop; the body reads its fragments,
    loads the next tile, multiplies and writes the next tile behind a barrier; the epilogue
    reads the last tile from LDS) with random instructions mixed into the body (LDS reads and
    writes, barriers, MFMAs, address and counter arithmetic), random trip counts and
    outputs: the LDS phase moves without its writes (``rotate_lds``'s PREFETCH case)."""
    target = draw(st.sampled_from(["gfx942", "gfx950"]))

    body = []
    for j, inst in enumerate(PREFETCH_BODY):
        body.append(inst)
        if j >= len(PREFETCH_READ) - 1:  # not inside the phase (an LDS write there pins it)
            body.extend(_extra(draw) for _ in range(draw(st.integers(0, 2))))
    outs = [16] + draw(st.lists(st.sampled_from(TUPLES), max_size=1))
    post = PREFETCH_READ + PREFETCH_MFMA + [
        f"buffer_store_dwordx4 v[{t}:{t + 3}], v0, s[20:23], 0 offen offset:{16 * k}" for k, t in enumerate(outs)]
    return target, _loop(body, trips=draw(st.integers(1, 4)), pre=PREFETCH_PRE + ["s_mov_b32 s13, 0"], post=post)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(prefetch_loop_programs())
def test_random_prefetch_loops_lds_rotated_and_scheduled_are_equivalent(prog):
    """Rotated PREFETCH phases write no LDS, so the final LDS is compared too."""
    target, text = prog
    _assert_equivalent(text, _forced(text, target), target, seed=len(text))
    out, _ = run_postpass(parse_asm(text, "<loop>"), load_target(target), {})
    _assert_equivalent(text, print_program(out), target, seed=len(text))


def test_the_prefetch_property_programs_mostly_rotate():
    """Guard against a vacuous property test: most generated PREFETCH loops rotate."""
    seen = []

    @settings(max_examples=40, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(prefetch_loop_programs())
    def collect(prog):
        target, text = prog
        seen.append(_lds_rotated(text, target, loads=False)[1].get("loops", 0))

    collect()
    assert sum(seen) >= len(seen) // 2, seen


CORE = GEMM_BODY[:9]  # loads, barrier, ds_writes, barrier, ds_reads (no MFMA yet)
MFMA = GEMM_BODY[9:]


#: the code after a loop reads LDS (the second loop of a kernel the emitter split along N
#: does so): the phase's extra last-iteration execution would be seen there
LDS_POST = ["ds_read_b128 v[40:43], v1 offset:0", "s_waitcnt lgkmcnt(0)",
            "buffer_store_dwordx4 v[40:43], v0, s[20:23], 0 offen offset:0"] + GEMM_POST


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_lds_read_after_the_loop_rotates_with_the_last_iteration_after_it(target):
    """Where LDS is read after the loop, the whole phase (its LDS writes too) still moves if
    the loop runs one iteration fewer and the rest of the last iteration opens the exit
    block: the phase then never runs an extra time, so the program is exactly the input's
    (final LDS included)."""
    text = _gemm(post=LDS_POST)
    prog, rep = _lds_rotated(text, target)
    assert rep == {"loops": 1, "moved": 6, "last iteration after the loop": 1, "mfma_added": 2}
    pre, body, after = (b.instructions for b in prog.kernels[0].blocks[:3])
    texts = [i.text() for i in body]
    # (the rotated loads' fresh registers: v40-v43 is read after the loop)
    phase = ["s_barrier", "ds_write_b128", "ds_write_b128", "s_barrier", "ds_read_b128", "ds_read_b128"]
    assert texts[0].startswith("v_mfma") and [i.mnemonic for i in body[-8:-2]] == phase
    assert texts[-2:] == ["s_cmp_lt_u32 s9, 2", "s_cbranch_scc1 .LBB0_1"]   # one trip fewer
    assert [i.text() for i in pre[-6:]] == texts[-8:-2]
    # the exit block opens with the rest of the last iteration (its MFMAs, the rotated
    # loads' slice, the counter step and the compare) before what it had
    rest = texts[:-8] + ["s_cmp_lt_u32 s9, 3"]
    assert [i.text() for i in after[:len(rest) + 1]] == rest + ["ds_read_b128 v[40:43], v1 offset:0"]
    _assert_equivalent(text, _forced(text, target), target, lds=True)
    out, _ = run_postpass(parse_asm(text, "<loop>"), load_target(target), {})
    _assert_equivalent(text, print_program(out), target, lds=True)


def test_lds_read_after_the_loop_not_rotated_beyond_the_wave_bound():
    """The exact rotation, like the PREFETCH phase, only up to PREFETCH_PHASE_MAX_WAVES
    waves per SIMD (there the other waves cover the phase)."""
    for nfv, rotates in ((256, True), (128, False)):   # gfx942: 2 and 4 waves per SIMD
        prog, k = _declared(_gemm(post=LDS_POST), nfv=nfv)
        opts: dict = {}
        rotate_lds.run(prog, load_target("gfx942"), opts)
        assert bool(opts["_rotate_lds_report"].get(k.name)) is rotates, nfv


@st.composite
def lds_after_loop_programs(draw):
    """:func:`lds_loop_programs` whose code after the loop reads LDS at a random offset
    (the exact rotation: no extra phase may run, the final LDS must be the input's)."""
    target, text = draw(lds_loop_programs())
    o = draw(st.sampled_from([0, 16, 1024, 2048]))
    return target, text.replace("s_endpgm", "\n".join([
        f"ds_read_b128 v[40:43], v1 offset:{o}", "s_waitcnt lgkmcnt(0)",
        "buffer_store_dwordx4 v[40:43], v0, s[20:23], 0 offen offset:512", "s_endpgm"]))


def test_the_lds_after_loop_programs_mostly_rotate_exactly():
    """Guard against a vacuous property test below."""
    seen = []

    @settings(max_examples=60, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(lds_after_loop_programs())
    def probe(prog):
        seen.append(_lds_rotated(prog[1], prog[0])[1].get("last iteration after the loop", 0))

    probe()
    assert sum(seen) >= len(seen) // 3, f"{sum(seen)} of {len(seen)} rotate"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lds_after_loop_programs())
def test_random_loops_with_lds_after_them_rotated_and_scheduled_are_equivalent(prog):
    target, text = prog
    _assert_equivalent(text, _forced(text, target), target, seed=len(text), lds=True)
    out, _ = run_postpass(parse_asm(text, "<loop>"), load_target(target), {})
    _assert_equivalent(text, print_program(out), target, seed=len(text), lds=True)


@pytest.mark.parametrize("why, text", [
    # LDS is read after a one-trip loop: the extra last-iteration ds_write would be seen,
    # and no iteration is left to run the phase without it (the exact rotation)
    ("lds read after a one-trip loop", _gemm(trips=1, post=LDS_POST)),
    # ... after a loop whose exit block reads SCC first (a copy of the last iteration's
    # compare there would change it)
    ("lds read after the loop, SCC read at its exit", _gemm(post=["s_cselect_b32 s30, 1, 0"] + LDS_POST)),
    # a fragment the phase writes is read after the loop: it would hold the extra phase's value
    ("written register live after the loop", _gemm(post=["buffer_store_dwordx4 v[8:11], v0, s[20:23], 0 offen"])),
    # trip count not a compile-time constant: waves could run different numbers of barriers
    ("run-time trip count", _gemm(pre=["s_mov_b32 s9, s40"])),
    # a step after the literal move that is not a constant: the count is the wave's own
    ("run-time step after the move", _gemm(pre=["s_add_u32 s9, s9, s40"])),
    # EXEC written in the kernel
    ("exec write", _gemm(pre=["s_mov_b64 exec, -1"])),
    # an LDS store inside the exit test: the phase may not jump over it
    ("memory in the exit test", _gemm().replace("s_cmp_lt_u32 s9, 3\n", "s_cmp_lt_u32 s9, 3\nds_write_b32 v1, v0 offset:3000\n")),
    # no LDS read in the phase that could move (the ds_read depends on the loop counter
    # the exit test reads... through an address computed after the counter update)
    # no LDS read in the phase: nothing the MFMAs could start earlier with
    ("no LDS read", _loop(CORE[:6] + MFMA)),
])
def test_refusals(why, text):
    assert _lds_rotated(text)[1] == {}, why


def test_counter_stepped_after_its_move_in_the_preheader_still_rotates():
    """An iteration ``passes.unroll`` peeled into the preheader leaves a constant step
    after the counter's literal move there: the trip count is still a compile-time
    constant, the same in every wave, so the phase rotates (gfx942 1024^3 128x128x64 2x2
    PREFETCH unrolled by two: loop 1,160 -> 1,086 model clk per iteration) and the
    program stays equivalent."""
    text = _gemm(pre=["s_add_u32 s9, s9, 1"])
    prog, rep = _lds_rotated(text)
    assert rep == {"loops": 1, "moved": 6}
    texts = [i.text() for i in prog.kernels[0].blocks[1].instructions]
    assert texts[0].startswith("v_mfma") and texts[-8] == "s_barrier"
    _assert_same_results(text, _forced(text, "gfx942"), "gfx942")


def test_phase_stops_at_a_dependence_on_the_exit_test():
    """An SCC write that is read later in the body may not pass the exit test's SCC write;
    it stays behind, with the LDS read depending on it and every LDS instruction after
    that (memory order)."""
    body = GEMM_BODY[:8] + ["s_add_u32 s14, s12, 1", "s_cselect_b32 s13, s12, 16", "v_add_u32_e32 v4, s13, v1",
                            "ds_read_b128 v[12:15], v4 offset:16"] + MFMA
    text = _gemm().replace("\n".join(GEMM_BODY), "\n".join(body))
    prog, rep = _lds_rotated(text)
    texts = [i.text() for i in prog.kernels[0].blocks[1].instructions]
    # barrier, ds_writes, barrier and the first read moved (right before the exit test);
    # s_add (its SCC is read), s_cselect, the read depending on it and the rest did not
    assert rep["moved"] == 5
    assert texts[-7:-2] == ["s_barrier", "ds_write_b128 v1, v[20:23] offset:0", "ds_write_b128 v1, v[24:27] offset:1024",
                            "s_barrier", "ds_read_b128 v[8:11], v1 offset:16"]
    assert texts.index("ds_read_b128 v[12:15], v4 offset:16") < texts.index("s_add_u32 s9, s9, 1")
    _assert_same_results(text, _forced(text, "gfx942"), "gfx942")


EXTRA = [
    "v_add_u32_e32 v{d}, v{x}, v{y}",
    "v_mfma_f32_16x16x16_f16 v[{t}:{t3}], v[{a}:{a1}], v[{b}:{b1}], v[{t}:{t3}]",
    "ds_read_b128 v[{t}:{t3}], v1 offset:{o}",
    "ds_write_b128 v1, v[{t}:{t3}] offset:{o}",
    "s_barrier",
    "v_add_u32_e32 v{d}, s12, v0",
    "s_add_u32 s13, s13, 4",
]


def _extra(draw) -> str:
    """One random instruction of ``EXTRA`` with random registers and offsets."""
    t = draw(st.sampled_from(TUPLES))
    a, b = draw(st.sampled_from(TUPLES)), draw(st.sampled_from(TUPLES))
    return draw(st.sampled_from(EXTRA)).format(
        d=draw(st.sampled_from(SINGLES)), x=draw(st.sampled_from(SINGLES)), y=draw(st.sampled_from(SINGLES)),
        t=t, t3=t + 3, a=a, a1=a + 1, b=b, b1=b + 1, o=draw(st.sampled_from([32, 256, 2048])))


@st.composite
def lds_loop_programs(draw):
    """K loops shaped like the emitter's (loads, barrier, ds_writes, barrier, ds_reads,
    MFMAs) with random instructions mixed into every part, random registers (so random
    dependences on the phase, the exit test and the code after the loop) and trip counts."""
    target = draw(st.sampled_from(["gfx942", "gfx950"]))

    body = []
    for j, inst in enumerate(GEMM_BODY):
        body.append(inst)
        if j >= 2:  # not between the loads (a load that cannot rotate pins the phase)
            body.extend(_extra(draw) for _ in range(draw(st.integers(0, 2))))
    # the accumulator and sometimes a random tuple (which may be one the phase writes)
    outs = [16] + draw(st.lists(st.sampled_from(TUPLES), max_size=1))
    post = [f"buffer_store_dwordx4 v[{t}:{t + 3}], v0, s[20:23], 0 offen offset:{16 * k}" for k, t in enumerate(outs)]
    text = _gemm(post=post, trips=draw(st.integers(1, 4)), pre=["s_mov_b32 s13, 0"])
    return target, text.replace("\n".join(GEMM_BODY), "\n".join(body))


def test_the_property_programs_mostly_rotate():
    """Guard against a vacuous property test: most generated programs must rotate."""
    seen = []

    @settings(max_examples=60, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(lds_loop_programs())
    def probe(prog):
        seen.append(bool(_lds_rotated(prog[1], prog[0])[1]))

    probe()
    assert sum(seen) >= len(seen) // 3, f"{sum(seen)} of {len(seen)} rotate"


# Found by this test (session 13): three trips, unrolled by two (first iteration before
# the loop); load rotation placed each copy's loads right after its LDS stores, and the
# preheader's copy of the second copy's loads computed its address from the counter as
# the loop starts instead of advanced by the first copy's step (wrong tile).
UNROLLED_SECOND_COPY = ("gfx942", "\n".join([
    "s_mov_b32 s6, 4096", "s_mov_b32 s7, 0x27000", RAW_BASE, "s_mov_b32 s9, 0", "s_mov_b64 s[20:21], s[4:5]",
    "s_mov_b32 s22, 4096", "s_mov_b32 s23, 0x27000", "s_mov_b32 s13, 0", ".LBB0_1:", "s_lshl_b32 s12, s9, 6",
    "v_add_u32_e32 v2, s12, v0", "buffer_load_dwordx4 v[8:11], v2, s[4:7], 0 offen offset:0",
    "v_add_u32_e32 v3, 16, v2", "buffer_load_dwordx4 v[12:15], v3, s[4:7], 0 offen offset:0",
    "v_add_u32_e32 v42, v46, v24", "s_barrier", "v_add_u32_e32 v20, v20, v42", "ds_write_b128 v1, v[8:11] offset:0",
    "v_add_u32_e32 v8, v8, v48", "ds_write_b128 v1, v[12:15] offset:1024", "s_barrier",
    "ds_read_b128 v[8:11], v1 offset:16", "ds_read_b128 v[12:15], v1 offset:1040",
    "v_mfma_f32_16x16x16_f16 v[16:19], v[8:9], v[12:13], v[16:19]",
    "v_mfma_f32_16x16x16_f16 v[16:19], v[10:11], v[14:15], v[16:19]", "v_add_u32_e32 v8, v8, v16",
    "s_add_u32 s9, s9, 1", "s_cmp_lt_u32 s9, 3", "s_cbranch_scc1 .LBB0_1",
    "buffer_store_dwordx4 v[16:19], v0, s[20:23], 0 offen offset:0", "s_endpgm", ""]))


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(lds_loop_programs(), loop_programs()))
@example(UNROLLED_SECOND_COPY)
def test_random_loops_lds_rotated_and_scheduled_are_equivalent(prog):
    target, text = prog
    _assert_same_results(text, _forced(text, target), target, seed=len(text))
    out, _ = run_postpass(parse_asm(text, "<loop>"), load_target(target), {})
    _assert_same_results(text, print_program(out), target, seed=len(text))


def _tolerance_pick(m: dict) -> str:
    """The variant the rotation judgement keeps by its rule, from its model cycles: the
    simplest first, a more transformed one only if faster than the kept one by more than 1 %."""
    kept = "not rotated"
    for name in ("loads rotated", "LDS rotated", "rotated"):
        if m[name] < m[kept] * 0.99:
            kept = name
    return kept


def _finished_pick(rot: dict) -> str:
    """The variant the rotation choice keeps in the end: the judgement's tolerance pick
    (:func:`_tolerance_pick`), unless its finished runners-up (the choice and the variants
    nearest it, each finished: ``kernel_search._finished_verdict``) hold one that beats the
    finished pick per wave, faster in sum by more than the model's tie band and slower at
    neither latency (the fastest in sum of those)."""
    pick = _tolerance_pick(rot["model cycles"])
    figs = rot.get("finished runners-up", {}).get("model cycles per wave", {})
    if not figs:
        return pick
    assert pick in figs, figs
    better = [n for n in figs if n != pick
              and sum(figs[n].values()) <= sum(figs[pick].values()) * (1 - MODEL_TIE_TOLERANCE)
              and all(figs[n][sc] <= figs[pick][sc] for sc in figs[pick])]
    return min(better, key=lambda n: sum(figs[n].values())) if better else pick


def _assert_kept(k: dict, rot: dict, kept: str) -> None:
    """The report names ``kept`` and carries the rotations it has, and only those."""
    assert rot["variant"] == kept
    assert bool(k["rotation"]) == (kept in ("loads rotated", "rotated"))
    assert bool(k["lds_rotation"]) == (kept in ("LDS rotated", "rotated"))


def test_emitter_gemm_without_room_for_load_rotation_keeps_what_the_model_prefers():
    """gfx950 1024^3 NONE (three waves per SIMD as declared): only 2 of 8 loads get fresh
    registers within the occupancy (``compact`` off); the four programs (unrotated, loads
    rotated, LDS phase rotated, both) are within a few % of each other by the model
    (session 29: 19,295 / 19,566 / 20,735 / 19,402 per wave; the ranking has changed with
    every change of the scheduler or the model, so it is not pinned here). The kept variant
    is exactly the one the tolerance rule picks: simplest first, a more transformed one
    only if faster than the kept one by more than 1 %, or else the finished runner-up that
    beats it finished by more than the model's tie band and at neither latency slower. With
    compaction (default) the scheduler reaches 128 live units (4 waves) where the heuristics'
    own orders do not (its capped candidates), so compaction raises the occupancy 3 -> 4;
    each variant is judged per wave at the occupancy of its own peak (session 29: loads
    rotated 18,780 against 18,976 unrotated, kept; session 69, a write's addresses on the
    LDS port: 19,626 against 19,793, 0.8 %, within the judgement's 1 %, so the judgement
    keeps the unrotated program, and finished, loads rotated is faster at both latencies
    (9,245 / 10,381 against 9,379 / 10,414 clk per wave at L2 hit / DRAM miss): the finished
    runners-up keep it). Both cases occur: without compaction the judgement's own pick
    stands (rotated, 19,811 against 20,589 unrotated)."""
    from wave_asm_ext.pipeline import compile_mlir

    mlir = (FIXTURES / "gfx950_gemm_1024_b128x128x64_w2x2_16x16x32_none.mlir").read_text()
    res = compile_mlir(mlir, "gfx950", postpass_options={"grid_aware": False, "compact": False})
    k = res.report["postpass_report"]["kernels"][0]
    rot = k["schedule"]["rotation"]
    m = rot["model cycles"]
    kept = _finished_pick(rot)
    _assert_kept(k, rot, kept)
    assert check_program(parse_asm(res.asm, "<k>"), load_target("gfx950")) == []
    res = compile_mlir(mlir, "gfx950", postpass_options={"grid_aware": False})
    k = res.report["postpass_report"]["kernels"][0]
    rot = k["schedule"]["rotation"]
    m = rot["model cycles"]   # per wave: each variant at the occupancy of its own peak
    assert (k["compact"]["waves_before"], k["compact"]["waves_after"]) == (3, 4)
    kept = _finished_pick(rot)
    _assert_kept(k, rot, kept)
    assert check_program(parse_asm(res.asm, "<k>"), load_target("gfx950")) == []


def test_emitter_gemm_keeps_the_rotation_the_cycle_model_prefers():
    """gfx942 256^3 128x256x64 2x2 NONE (one wave per SIMD): with the LDS phase rotated the
    body starts with MFMAs and the next tile's LDS phase overlaps them; kept because the
    model finds it faster than loads-only and unrotated by more than 1 % (25,454 against
    25,784 and 26,128; the figures are the model's on each output). With the loads
    rotated too it is no faster, so the simpler program stays. (Until session 28 this was
    the gfx942 1024^3 128x128x64 2x2 NONE kernel's case; with the model's LDS port at the
    SIMD's share of the LDS bandwidth its load rotation alone is 7 % faster.)"""
    from wave_asm_ext.pipeline import compile_mlir
    from wave_asm_ext.sim.cycles import estimate_cycles

    mlir = (FIXTURES / "gfx942_gemm_256_b128x256x64_w2x2_16x16x16_none.mlir").read_text()
    # without rematerialisation (after the scheduler's judgement, it adds epilogue copies
    # the figures do not include) the output is the judged program itself
    # (and with its four-trip loop kept a loop: unrolled whole, session 63, there is no loop
    # to rotate)
    # (and with the judgement's one nearest runner-up finished, as before session 76: with
    # two, the finished "loads rotated" replaces the judgement's pick this test is about)
    res = compile_mlir(mlir, "gfx942", postpass_options={"grid_aware": False, "remat": False, "unroll_whole_trips": 3,
                                                         "finish_runners_up": 1})
    k = res.report["postpass_report"]["kernels"][0]
    rot = k["schedule"]["rotation"]
    m = rot["model cycles"]
    kept = _tolerance_pick(m)
    assert rot["variant"] == kept and kept in ("LDS rotated", "rotated") and k["lds_rotation"]["loops"] == 1
    assert m[kept] < min(m["loads rotated"], m["not rotated"]) * 0.99
    rep = estimate_cycles(parse_asm(res.asm, "<k>"), load_target("gfx942"), mem_latency="both", mca=False)
    total = sum(r.total_cycles for r in rep.scenarios.values())
    # the output is the judged program, or a finishing variant kept after the judgement
    # (session 45: the unmerged waits, 21,810 -> 21,634), with exactly that variant's figures
    finishing = [v["model cycles per wave"]["variant"] for v in k["schedule"].values()
                 if isinstance(v, dict) and v.get("kept") and "model cycles per wave" in v]
    assert total == m[kept] or (total < m[kept] and any(sum(f.values()) == total for f in finishing))
    assert check_program(parse_asm(res.asm, "<k>"), load_target("gfx942")) == []


def test_the_summary_names_the_loop_run_one_trip_fewer():
    """Without load rotation the judged choice keeps the exact LDS rotation of a loop with
    LDS read after it; the summary says the loop runs one trip fewer (its code grew by the
    last iteration's copy), and the program stays the input's, final LDS included."""
    text = _gemm(post=LDS_POST, trips=4)
    out, rep = run_postpass(parse_asm(text, "<loop>"), load_target("gfx942"), {"rotate_loads": False})
    k = rep.kernels[0]
    assert k.lds_rotation == {"loops": 1, "moved": 11, "last iteration after the loop": 1, "mfma_added": 2}
    assert "(11 instructions; 1 loop(s) one trip fewer, the last iteration after it)" in rep.summary()
    assert k.after["mfma"] == k.before["mfma"] + 2
    _assert_equivalent(text, print_program(out), "gfx942", lds=True)
