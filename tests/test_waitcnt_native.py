"""The compiled block walk of the s_waitcnt pass (passes/_native.c via
passes/waitcnt_native.py) emits the same waits as the Python walk it mirrors
(``WaitcntInserter._walk``): the same text, merged and unmerged, the same wait objects
shared between the two emissions, and the same out-state; whole-kernel solves agree on
every corpus, foreign and fixture kernel; blocks it cannot walk go to the Python walk."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wave_asm_ext.isa import parse_asm, parse_file
from wave_asm_ext.passes import native, waitcnt
from wave_asm_ext.passes.common import is_waitcnt, strip
from wave_asm_ext.target import load_target

HERE = Path(__file__).parent

TUPLES = [8, 12, 16, 20, 24]
SINGLES = [4, 5, 6, 7, 30, 31]
# what the waitcnt pass tells apart: VMEM loads and stores (in order), LDS-DMA loads, LDS
# reads and writes (lgkmcnt, in order), SMEM (lgkmcnt, out of order), FLAT (both counters,
# zero only), barriers (retire LDS and stores), plain ALU readers and overwriters
KINDS = {
    "bload": "buffer_load_dwordx4 v[{t}:{t3}], v0, s[4:7], 0 offen offset:16",
    "bload1": "buffer_load_dword v{d}, v0, s[4:7], 0 offen",
    "gload": "global_load_dwordx4 v[{t}:{t3}], v[2:3], off",
    "bstore": "buffer_store_dwordx4 v[{t}:{t3}], v0, s[4:7], 0 offen",
    "ldsdma": "buffer_load_dword v0, s[4:7], 0 offen lds",
    "flat": "flat_load_dword v{d}, v[2:3]",
    "smem": "s_load_dwordx2 s[20:21], s[0:1], 0x0",
    "smem_use": "s_add_u32 s22, s20, 1",
    "dsr": "ds_read_b128 v[{t}:{t3}], v1 offset:32",
    "dsr1": "ds_read_b32 v{d}, v1",
    "dsw": "ds_write_b128 v1, v[{t}:{t3}]",
    "mfma": "v_mfma_f32_16x16x16_f16 v[{t}:{t3}], v[{a}:{a1}], v[{a}:{a1}], v[{t}:{t3}]",
    "valu": "v_add_u32_e32 v{d}, v{x}, v{d}",
    "def": "v_mov_b32_e32 v{d}, 0",
    "barrier": "s_barrier",
}


def test_the_compiled_walk_is_built_and_used():
    """The set-up builds it (scripts/setup.sh); the pass uses it unless switched off."""
    assert native.build_status() == "ok"
    assert waitcnt.WaitcntInserter(load_target("gfx950"))._native is not None


def _line(draw) -> str:
    kind = draw(st.sampled_from(sorted(KINDS)))
    t = draw(st.sampled_from(TUPLES))
    a = draw(st.sampled_from(TUPLES))
    d, x = draw(st.sampled_from(SINGLES)), draw(st.sampled_from(SINGLES))
    return KINDS[kind].format(t=t, t3=t + 3, a=a, a1=a + 1, d=d, x=x)


@st.composite
def blocks(draw):
    target = draw(st.sampled_from(["gfx942", "gfx950"]))
    prefix = [_line(draw) for _ in range(draw(st.integers(0, 12)))]
    body = [_line(draw) for _ in range(draw(st.integers(1, 40)))]
    return (target, prefix, body, draw(st.sampled_from([0, 1, 4, 16])), draw(st.booleans()), draw(st.booleans()),
            draw(st.booleans()))


def _insts(lines: list[str]) -> list:
    if not lines:
        return []
    return parse_asm("\n".join(lines) + "\n").kernels[0].blocks[0].instructions


def _walk_both(ins, insts, inn, lds_fence: bool, hold: bool, unmerged: bool = True, fold_events: bool = False):
    """(Python, native) results of one block walk: (merged text, unmerged text, positions
    of the wait objects the two emissions share, out-state); ``unmerged``: also emit the
    waits unmerged (as the solve does when asked for them); ``fold_events``: a loop body's
    merging (over the later wait's counters' events too)."""
    out = []
    for native in (False, True):
        emit: list = []
        emit0 = [] if ins.merge_window > 0 and unmerged else None
        if native:
            rel = ins._native.walk_rel(insts, inn, emit, emit0, lds_fence, hold,
                                       waitcnt._VMEM_STORE_UNIT, waitcnt._LDS_DMA_UNIT, fold_events)
            assert rel is not None, "a block without calls, returns, fences or waits of its own goes native"
        else:
            st_ = waitcnt._State.from_rel(inn if inn is not None else ({}, {}))
            rel = ins._walk(insts, st_, emit, emit0, lds_fence, hold, fold_events).to_rel(ins.max)
        shared = sorted(i for i, w in enumerate(emit) if emit0 is not None and any(w is v for v in emit0))
        out.append(([i.text() for i in emit], None if emit0 is None else [i.text() for i in emit0], shared, rel))
    return out


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(blocks())
def test_random_blocks_walk_the_same(case):
    target, prefix, body, window, lds_fence, hold, fold_events = case
    ins = waitcnt.WaitcntInserter(load_target(target), window)
    assert ins._native is not None
    # the in-state: what a random prefix leaves pending (the Python walk's out-state)
    pre = _insts(prefix)
    inn = (ins._walk(pre, waitcnt._State(), [], None).to_rel(ins.max) if pre else None)
    for unmerged in (True, False):
        py, nat = _walk_both(ins, _insts(body), inn, lds_fence, hold, unmerged, fold_events)
        assert nat == py


def test_a_block_it_cannot_walk_goes_to_python():
    """A function's return (every counter drained) is left to the Python walk: the native
    walk declines and leaves the emission untouched; the solve's result is the same."""
    tgt = load_target("gfx942")
    ins = waitcnt.WaitcntInserter(tgt)
    insts = _insts(["buffer_load_dword v5, v0, s[4:7], 0 offen", "s_setpc_b64 s[30:31]"])
    emit: list = []
    assert ins._native.walk_rel(insts, None, emit, None, False, False,
                                waitcnt._VMEM_STORE_UNIT, waitcnt._LDS_DMA_UNIT) is None
    assert emit == []
    # an s_waitcnt of the block's own (a callee's entry wait) likewise
    insts = [ins._wait_for_all()] + _insts(["buffer_load_dword v5, v0, s[4:7], 0 offen", "v_mov_b32_e32 v6, v5"])
    assert ins._native.walk_rel(insts, None, emit, None, False, False,
                                waitcnt._VMEM_STORE_UNIT, waitcnt._LDS_DMA_UNIT) is None
    assert emit == []


def _kernel_files():
    files = sorted((HERE / "corpus").rglob("*.s")) + sorted((HERE / "foreign").rglob("*.s"))
    return [f for f in files if "gfx9" in str(f)]


def _same_solves(prog, tgt, where: str) -> int:
    kernels = 0
    for k in prog.kernels:
        if not k.blocks:
            continue
        nat = waitcnt.WaitcntInserter(tgt)
        py = waitcnt.WaitcntInserter(tgt)
        py._native = None
        assert _solve_texts(nat, k) == _solve_texts(py, k), f"{where}:{k.name}"
        kernels += 1
    return kernels


def _solve_texts(ins, kernel):
    """The solve's merged and unmerged waits, and the merged ones of a solve that asks for
    no unmerged ones (the native walk then makes only the merged waits)."""
    lists = strip(kernel, is_waitcnt)
    unmerged: list = []
    result, info = ins.solve(kernel.cfg, lists, unmerged)
    alone, _ = ins.solve(kernel.cfg, lists)
    return ([[i.text() for i in b] for b in result], [[i.text() for i in b] for b in unmerged], info,
            [[i.text() for i in b] for b in alone])


def test_whole_kernels_solve_the_same():
    """Every gfx9 kernel of the LLVM corpus and the foreign corpus: the solve (fixed point
    over back-edges included) with the native walk equals the Python one."""
    files = _kernel_files()
    assert len(files) > 90
    kernels = 0
    for f in files:
        arch = "gfx950" if "gfx950" in str(f) else "gfx942"
        kernels += _same_solves(parse_file(str(f)), load_target(arch), f.name)
    assert kernels > 90


def test_emitted_and_scheduled_kernels_solve_the_same():
    """The emitter's kernels (every MLIR fixture) and what the post-emit pass makes of them
    (rotated, unrolled, renamed, waits re-solved): the same solves both ways."""
    from wave_asm_ext.emit import emit_mlir
    from wave_asm_ext.passes import run_postpass

    fixtures = sorted((HERE / "fixtures" / "mlir").glob("*.mlir"))
    assert len(fixtures) >= 20
    kernels = 0
    for path in fixtures[::3]:
        arch = "gfx942" if path.name.startswith("gfx942") else "gfx950"
        tgt = load_target(arch)
        text = emit_mlir(path.read_text(), arch)
        kernels += _same_solves(parse_asm(text, path.name), tgt, path.name)
        out = run_postpass(parse_asm(text, path.name), tgt)[0]
        kernels += _same_solves(out, tgt, path.name + " (scheduled)")
    assert kernels >= 14
