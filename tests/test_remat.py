"""Loop-crossing rematerialisation (``passes.remat``): values computed before a loop and
read only after it are recomputed after it. Exact form, equivalence in the timing-aware
emulator (property test on random prologue slices around a clobbering K loop, with a
non-vacuity guard), the refusals that keep it sound, and the pipeline's use of it (after
the scheduler; the loop's order and waits stay exactly as the scheduler chose)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from test_rotate import GEMM_BODY, _assert_equivalent, _gemm
from wave_asm_ext.isa import parse_asm, print_program
from wave_asm_ext.passes import remat, run_postpass
from wave_asm_ext.passes.common import peak_vector_pressure
from wave_asm_ext.target import load_target

# v52..v55 are computed from the thread id before the loop and read only by the stores
# after it; the loop holds the MFMA operands and accumulators (v8..v19) and reuses v1.
PRE = ["v_and_b32_e32 v1, 0x3f0, v0",
       "v_lshrrev_b32_e32 v52, 2, v1",
       "v_and_b32_e32 v53, 12, v1",
       "v_lshl_add_u32 v54, v52, 2, v53",
       "v_add_u32_e32 v55, 0x400, v54"]
BODY = GEMM_BODY + ["v_add_u32_e32 v1, 4, v2"]
POST = ["buffer_store_dword v52, v54, s[20:23], 0 offen offset:0",
        "buffer_store_dword v53, v55, s[20:23], 0 offen offset:0",
        "buffer_store_dwordx4 v[16:19], v0, s[20:23], 0 offen offset:2048"]


def _text(pre=PRE, body=BODY, post=POST, trips: int = 3) -> str:
    text = _gemm(pre=list(pre), post=list(post), trips=trips)
    return text.replace("\n".join(GEMM_BODY), "\n".join(body))


def _remat(text: str, target: str = "gfx942"):
    prog = parse_asm(text, "<loop>")
    opts: dict = {}
    remat.run(prog, load_target(target), opts)
    return prog, opts["_remat_report"].get("", {})


def _finished(prog, target: str) -> str:
    """Waits and nops for ``prog`` in its own order (nothing else moves)."""
    out, _ = run_postpass(prog, load_target(target), {"schedule": False, "rotate_loads": False,
                                                      "rotate_lds": False, "remat": False})
    return print_program(out)


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_values_read_only_after_the_loop_are_recomputed_there(target):
    text = _text()
    before = peak_vector_pressure(parse_asm(text, "<loop>").kernels[0])
    prog, rep = _remat(text, target)
    k = prog.kernels[0]
    assert rep["values"] == 4 and rep["kept_live"] == 0  # v0 is live through the loop already
    assert rep["peak_before"] == before and rep["peak_after"] == peak_vector_pressure(k) == before - 4
    exit_texts = [i.text() for i in k.blocks[2].instructions]
    # the slice, in prologue order, right before the first store; v1 is written again by the
    # loop, but is dead there, so the copy may use it
    assert exit_texts[:5] == PRE and exit_texts[5:] == POST + ["s_endpgm"]
    # the originals of the four values had no other reader: dropped from the prologue (v1's
    # stays: the loop reads it as its LDS address)
    assert [i.text() for i in k.blocks[0].instructions if i.text() in PRE] == PRE[:1]
    assert rep["dropped"] == 4
    _assert_equivalent(text, _finished(prog, target), target, lds=False)


def test_an_intermediate_live_at_the_copies_is_computed_in_a_free_register():
    # v1 is read after the loop as the loop left it: the copy of its prologue definition
    # must not overwrite it, so it goes to a VGPR the kernel uses but is dead there
    post = POST + ["buffer_store_dword v1, v0, s[20:23], 0 offen offset:1024"]
    text = _text(post=post)
    prog, rep = _remat(text)
    assert rep["values"] == 4
    copies = [i.text() for i in prog.kernels[0].blocks[2].instructions[:5]]
    assert copies[0].startswith("v_and_b32_e32 v") and not copies[0].startswith("v_and_b32_e32 v1,")
    fresh = copies[0].split()[1].rstrip(",")
    assert copies[1] == f"v_lshrrev_b32_e32 v52, 2, {fresh}" and copies[2] == f"v_and_b32_e32 v53, 12, {fresh}"
    _assert_equivalent(text, _finished(prog, "gfx942"), "gfx942", lds=False)


@pytest.mark.parametrize("why, text", [
    # the value comes from memory: nothing cheap recomputes it
    ("loaded value", _text(pre=["buffer_load_dword v52, v0, s[4:7], 0 offen offset:0"] + PRE[2:4],
                           post=["buffer_store_dword v52, v54, s[20:23], 0 offen offset:0"])),
    # one input of the slice (v3) is overwritten by the loop and has no cheap definition
    ("clobbered leaf", _text(pre=["buffer_load_dword v3, v0, s[4:7], 0 offen offset:0",
                                  "v_add_u32_e32 v52, v3, v0", "v_and_b32_e32 v53, 0xffc, v52"],
                             body=BODY + ["v_add_u32_e32 v3, 4, v2"],
                             post=["buffer_store_dword v52, v53, s[20:23], 0 offen offset:0"])),
    # freeing one VGPR costs one (its loaded input v5 would become live through the loop)
    ("no gain", _text(pre=["buffer_load_dword v5, v0, s[4:7], 0 offen offset:0", "v_and_b32_e32 v52, 0xffc, v5"],
                      post=["buffer_store_dword v52, v0, s[20:23], 0 offen offset:0"])),
    # EXEC changes after the slice ran: the copies would run under other lanes
    ("exec changes", _text(pre=["s_mov_b64 s[30:31], exec", "s_mov_b64 exec, -1"] + PRE + ["s_mov_b64 exec, s[30:31]"])),
    # the copy would overwrite VCC, which the exit block reads as the loop left it
    ("vcc clobber", _text(pre=["v_add_co_u32_e32 v52, vcc, 16, v0", "v_and_b32_e32 v54, 0xffc, v52"],
                          body=BODY + ["v_cmp_eq_u32_e32 vcc, 0, v2"],
                          post=["v_cndmask_b32_e32 v56, v54, v52, vcc",
                                "buffer_store_dword v56, v54, s[20:23], 0 offen offset:0"])),
])
def test_refusals(why, text):
    prog, rep = _remat(text)
    assert rep == {}, why
    assert print_program(prog) == print_program(parse_asm(text, "<loop>"))


def test_readers_behind_a_branch_get_the_copies_before_it():
    # the exit block only tests and branches; the stores are in the next block: the copies
    # go before the branch (after the compare: they write no SCC), so both paths have them
    post = ["s_cmp_eq_u32 s9, 100", "s_cbranch_scc1 .LBB0_3", *POST, ".LBB0_3:"]
    text = _text(post=post)
    prog, rep = _remat(text)
    assert rep["values"] == 4
    exit_texts = [i.text() for i in prog.kernels[0].blocks[2].instructions]
    assert exit_texts == ["s_cmp_eq_u32 s9, 100"] + PRE + ["s_cbranch_scc1 .LBB0_3"]
    _assert_equivalent(text, _finished(prog, "gfx942"), "gfx942", lds=False)


def test_not_applied_where_the_peak_is_not_in_the_loop():
    # the prologue holds 40 VGPRs at once, before the slice (more than the loop): freeing the loop's pressure
    # would not lower the kernel's peak, so the copies are not worth their instructions
    wide = ([f"v_mov_b32_e32 v{r}, {r}" for r in range(60, 100)] + ["v_add_u32_e32 v59, v60, v61"]
            + [f"v_add_u32_e32 v59, v59, v{r}" for r in range(62, 100)])
    text = _text(pre=wide + PRE, post=POST + ["buffer_store_dword v59, v0, s[20:23], 0 offen offset:3072"])
    _, rep = _remat(text)
    assert rep == {}


def test_report_before_and_after_with_the_scheduler_off():
    # no scheduler peak to take: "before" is the input's own peak, "after" the output's
    text = _text()
    before = peak_vector_pressure(parse_asm(text, "<loop>").kernels[0])
    out, rep = run_postpass(parse_asm(text, "<loop>"), load_target("gfx942"), {"schedule": False})
    k = rep.kernels[0]
    assert k.remat["values"] == 4
    assert k.before["peak_vgpr_units"] == before
    assert k.after["peak_vgpr_units"] == peak_vector_pressure(out.kernels[0]) == before - 4


def test_option_off():
    out, rep = run_postpass(parse_asm(_text(), "<loop>"), load_target("gfx942"), {"remat": False})
    assert rep.kernels[0].remat == {}


# ---------------------------------------------------------------------------- property

#: ALU forms of a prologue slice; {d} written, {a} {b} read.
SLICE_INSTS = ["v_and_b32_e32 {d}, 0xffc, {a}", "v_lshrrev_b32_e32 {d}, 2, {a}", "v_add_u32_e32 {d}, {a}, {b}",
               "v_lshl_add_u32 {d}, {a}, 2, {b}", "v_mul_u32_u24_e32 {d}, 3, {a}", "v_bfe_u32 {d}, {a}, 2, 8",
               "v_xor_b32_e32 {d}, {a}, {b}", "v_sub_u32_e32 {d}, {a}, {b}"]
POOL = [f"v{r}" for r in range(52, 60)] + ["v4", "v5", "v6", "v7"]  # none is an address of the loop


@st.composite
def remat_programs(draw):
    target = draw(st.sampled_from(["gfx942", "gfx950"]))
    defined = ["v0"]
    pre = []
    for _ in range(draw(st.integers(2, 10))):
        d = draw(st.sampled_from(POOL))
        pre.append(draw(st.sampled_from(SLICE_INSTS)).format(
            d=d, a=draw(st.sampled_from(defined)), b=draw(st.sampled_from(defined))))
        defined.append(d)
    # the loop reuses some of the slice's registers (clobbers) and reads others
    body = list(BODY)
    for r in draw(st.lists(st.sampled_from(POOL), max_size=3, unique=True)):
        body.insert(draw(st.integers(0, len(body))), f"v_add_u32_e32 {r}, 8, v2")
    for r in draw(st.lists(st.sampled_from(defined[1:]), max_size=1)):
        body.insert(draw(st.integers(0, len(body))), f"v_add_u32_e32 v61, {r}, v2")
    # the stores after the loop read slice values (as data and, masked to the buffer, as address)
    post = []
    for k, r in enumerate(draw(st.lists(st.sampled_from(defined[1:]), min_size=1, max_size=4, unique=True))):
        post += [f"v_and_b32_e32 v60, 0x3fc, {draw(st.sampled_from(defined))}",
                 f"buffer_store_dword {r}, v60, s[20:23], 0 offen offset:{1024 * k}"]
    post.append("buffer_store_dwordx4 v[16:19], v0, s[20:23], 0 offen offset:0")
    return target, _text(pre=pre, body=body, post=post, trips=draw(st.integers(1, 3)))


_APPLIED = []
_PIPELINE_APPLIED = []


@settings(max_examples=80, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(remat_programs())
def test_random_slices_rematerialised_are_equivalent(prog):
    target, text = prog
    p, rep = _remat(text, target)
    _APPLIED.append(bool(rep))
    if rep:
        assert rep["peak_after"] < rep["peak_before"]
    _assert_equivalent(text, _finished(p, target), target, seed=len(text), lds=False)
    # and the whole pipeline (remat after the scheduler, on its order, with the waits and
    # nops re-solved as the scheduler chose): equivalent too. "force": the copies are kept
    # without the model's verdict (by default it declines most of these: their copies only
    # lengthen an epilogue at an occupancy registers do not bind)
    out, krep = run_postpass(parse_asm(text, "<loop>"), load_target(target), {"remat": "force"})
    _PIPELINE_APPLIED.append(bool(krep.kernels[0].remat))
    _assert_equivalent(text, print_program(out), target, seed=len(text), lds=False)


def test_random_slices_are_not_vacuous():
    """The property test above rematerialises in a good share of its programs, alone and
    in the default pipeline (it runs first in this module; derandomized, so the share is
    stable)."""
    if not _APPLIED:
        pytest.skip("run with the property test")
    assert sum(_APPLIED) >= len(_APPLIED) // 4, f"{sum(_APPLIED)} of {len(_APPLIED)}"
    # after the scheduler too (76 of 80 at the time of writing, as alone)
    assert sum(_PIPELINE_APPLIED) >= len(_PIPELINE_APPLIED) // 4, f"{sum(_PIPELINE_APPLIED)} of {len(_PIPELINE_APPLIED)}"


def test_pipeline_keeps_copies_only_where_the_model_finds_them_not_slower():
    """After the scheduler the copies are judged (session 46): in LLVM's gfx942
    const_kloop_partial_store one copy frees one VGPR at 8 waves either way and costs the
    epilogue 3.5 clk; the default pipeline declines it (the output is LLVM's program, same
    model figures), "force" keeps it and is slower."""
    from pathlib import Path

    from wave_asm_ext.sim.cycles import estimate_cycles

    path = Path(__file__).parent / "foreign" / "gfx942" / "const_kloop_partial_store.s"
    text = path.read_text()
    tgt = load_target("gfx942")

    def figures(program):
        r = estimate_cycles(program.kernels[0], tgt, mem_latency="both", mca=False)
        return {s: sc.total_cycles for s, sc in r.scenarios.items()}

    llvm = figures(parse_asm(text))
    judged, jrep = run_postpass(parse_asm(text, str(path)), tgt)
    forced, frep = run_postpass(parse_asm(text, str(path)), tgt, {"remat": "force"})
    assert frep.kernels[0].remat.get("values") == 1 and not jrep.kernels[0].remat
    assert figures(judged) == llvm
    f = figures(forced)
    assert all(f[s] >= llvm[s] for s in llvm) and sum(f.values()) > sum(llvm.values())
