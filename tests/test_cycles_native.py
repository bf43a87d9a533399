"""The compiled simulation loop (sim/_cycles_native.c via sim/cycles_native.py) gives
bit-identical results to the Python loop it mirrors (sim.cycles._simulate): totals, and in
figures mode the iteration starts, loop exits and wave 0's stall events; estimate_cycles
runs it."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from wave_asm_ext.emit import emit_mlir
from wave_asm_ext.errors import WaveAsmError
from wave_asm_ext.isa import parse_asm, parse_file
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.sim import cycles, cycles_native
from wave_asm_ext.sim.cycles_trace import build_trace
from wave_asm_ext.target import load_target

from test_passes_props import programs

HERE = Path(__file__).parent
MLIR = HERE / "fixtures" / "mlir"
CORPUS = HERE / "corpus"
# (waves, barrier group, global-load latency): the DB's two scenarios, plus a latency
# that is no multiple of 1/1024 clk (the Python loop cannot skip periods there either)
RUNS = [(w, g, lat) for w in (1, 2, 3, 4, 8) for g in (1, 2, 3) if g <= w for lat in ("l2_hit", "dram_miss", 333.3)]


def _py(trace, st, waves, group, glat, figures=False):
    try:
        r = cycles._simulate(trace, st, waves, group, glat)
    except WaveAsmError as e:
        return "error", str(e)
    return _fields(r, figures)


def _native(trace, tgt, waves, group, glat, figures=False):
    try:
        r = cycles._simulate_native(cycles_native.NativeTrace(trace, tgt, cycles.CAUSES), waves, group, glat, figures)
    except WaveAsmError as e:
        return "error", str(e)
    return _fields(r, figures)


def _fields(r, figures: bool):
    totals = (r.finish, r.mfma_busy, r.stalls, r.contention_by_port)
    if not figures:
        return totals
    # dicts compare with their insertion order too: the report's JSON keeps it
    top = [(i, list(c.items())) for i, c in r.top.items()]
    return totals + (r.iter_times, r.loop_exit_times, top, r.w0_events)


def _assert_same(kernel, arch: str, runs=RUNS, figures: bool = True) -> int:
    tgt = load_target(arch)
    trace = build_trace(kernel)
    st = cycles._static_view(trace, tgt)
    for waves, group, lat in runs:
        glat = float(tgt.global_load_latency(lat)) if isinstance(lat, str) else lat
        for fig in (False, True) if figures else (False,):
            got = _native(trace, tgt, waves, group, glat, fig)
            assert got == _py(trace, st, waves, group, glat, fig), (waves, group, lat, fig)
    return len(runs)


@lru_cache(maxsize=None)
def _fixture(name: str, scheduled: bool):
    arch = name.split("_")[0]
    text = emit_mlir((MLIR / name).read_text(), arch)
    prog = run_postpass(parse_asm(text, name), arch)[0] if scheduled else parse_asm(text, name)
    return prog.kernels[0], arch


def test_the_compiled_loop_is_built_and_used():
    """scripts/setup.sh builds it; a missing or stale build would silently cost ~2x pass time."""
    assert cycles_native.build_status() == "ok"
    assert cycles_native.available(cycles.CAUSES)


@pytest.mark.parametrize("name", ["gfx950_gemm_1024_b128x128x64_w2x2_16x16x32_prefetch.mlir",
                                  "gfx942_gemm_256_b64x64x32_w2x2_16x16x16_none.mlir",
                                  "gfx942_gemm_tt_1024_b64x64x32_w2x2_16x16x16_none.mlir",
                                  "gfx950_gemm_256_b128x256x64_w1x1_16x16x32_prefetch.mlir"])
@pytest.mark.parametrize("scheduled", [False, True])
def test_emitter_kernels_identical(name, scheduled):
    if not (MLIR / name).exists():
        pytest.fail(f"fixture {name} is gone: pick another")
    kernel, arch = _fixture(name, scheduled)
    assert _assert_same(kernel, arch) == len(RUNS)


def test_llvm_corpus_identical():
    manifest = json.loads((CORPUS / "manifest.json").read_text())
    n = 0
    for asm, arch in sorted({(e["asm"], e["target"]) for e in manifest["kernels"]}):
        for k in parse_file(str(CORPUS / asm)).kernels:
            if k.blocks:
                n += _assert_same(k, arch, [(1, 1, "l2_hit"), (4, 2, "dram_miss"), (8, 1, 333.3)])
    assert n >= 30


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(programs())
def test_random_programs_identical(prog):
    """Random GEMM-mix programs (with and without a loop), as written and after the passes
    (waits, nops, barriers)."""
    arch, text, options = prog
    _assert_same(parse_asm(text, "r.s").kernels[0], arch, RUNS[::7])
    out = run_postpass(parse_asm(text, "r.s"), arch, options)[0]
    _assert_same(out.kernels[0], arch, RUNS[::5])


def test_estimate_uses_it_and_matches_the_python_loop(monkeypatch):
    """estimate_cycles(figures=False) reports the same scenarios either way; with the
    extension switched off it runs the Python loop (which is what the test compares)."""
    kernel, arch = _fixture("gfx942_gemm_256_b64x64x32_w2x2_16x16x16_none.mlir", True)
    calls = []
    real = cycles._simulate_native
    monkeypatch.setattr(cycles, "_simulate_native", lambda *a, **k: calls.append(a) or real(*a, **k))
    fast = cycles.estimate_cycles(kernel, arch, mca=False, figures=False)
    assert len(calls) == 2  # one per memory scenario
    monkeypatch.setenv("WAVE_ASM_EXT_NATIVE", "0")
    slow = cycles.estimate_cycles(kernel, arch, mca=False, figures=False)
    assert len(calls) == 2
    assert fast.to_dict() == slow.to_dict()


def test_report_with_figures_matches_the_python_loop(monkeypatch):
    """The whole report (hot-loop figures, top stalls, the steady-state re-run of a short
    loop, the one-wave figure next to llvm-mca's) is the same either way."""
    for name in ("gfx950_gemm_256_b64x64x32_w2x2_16x16x32_prefetch.mlir",
                 "gfx942_gemm_1024_b128x128x64_w2x2_16x16x16_prefetch.mlir"):
        kernel, arch = _fixture(name, True)
        fast = cycles.estimate_cycles(kernel, arch, mca=False).to_dict()
        monkeypatch.setenv("WAVE_ASM_EXT_NATIVE", "0")
        slow = cycles.estimate_cycles(kernel, arch, mca=False).to_dict()
        monkeypatch.delenv("WAVE_ASM_EXT_NATIVE")
        assert fast["scenarios"]["dram_miss"]["loop"] is not None
        assert fast == slow, name


def test_waves_on_their_own_paths_identical():
    """Wave's 8-wave ping-pong: the waves of a workgroup take different branches (each its
    own trace, cycles._wave_paths); the compiled loop with one path per group position gives
    what the Python loop gives, figures included, for every wave count and group."""
    from wave_asm_ext.sim.cycles_wavepath import WaveOracle

    path = next((MLIR / "reordered").glob("*_prefetch.mlir"))
    prog = run_postpass(parse_asm(emit_mlir(path.read_text(), "gfx950"), path.name), "gfx950")[0]
    kernel, tgt = prog.kernels[0], load_target("gfx950")
    dims = cycles.workgroup_dims(kernel)
    n = 0
    for group in (2, 3):
        paths = [build_trace(kernel, oracle=WaveOracle(kernel, tgt, j * tgt.simds_per_cu, dims)) for j in range(group)]
        assert any(p.order != paths[0].order for p in paths[1:])   # the halves really differ
        st = cycles._static_view(paths[0], tgt)
        for waves in (group, 2 * group):
            for lat in ("l2_hit", "dram_miss"):
                glat = float(tgt.global_load_latency(lat))
                for fig in (False, True):
                    nat = cycles_native.NativeTrace(paths[0], tgt, cycles.CAUSES, paths)
                    got = _fields(cycles._simulate_native(nat, waves, group, glat, fig), fig)
                    want = _fields(cycles._simulate(paths[0], st, waves, group, glat, paths=paths), fig)
                    assert got == want, (group, waves, lat, fig)
                    n += 1
    assert n == 16


def test_a_stale_build_is_not_used(monkeypatch):
    """An editable install whose C source changed after the build falls back to Python."""
    monkeypatch.setattr(cycles_native._ext, "SOURCE_SHA", "0" * 16)
    cycles_native.build_status.cache_clear()
    try:
        assert cycles_native.build_status().startswith("stale build")
        assert not cycles_native.available(cycles.CAUSES)
    finally:
        monkeypatch.undo()
        cycles_native.build_status.cache_clear()
    assert cycles_native.available(cycles.CAUSES)


def test_an_instruction_changed_in_place_is_packed_anew():
    """The packed form of an instruction is cached per object; assigning its operands
    (what renaming and nop merging do) must not leave the old form in use."""
    text = ("v_mfma_f32_16x16x16_f16 v[8:11], v[0:1], v[2:3], v[8:11]\n"
            "s_nop 1\nv_add_u32_e32 v20, v8, v9\ns_endpgm\n")
    kernel = parse_asm(text, "m.s").kernels[0]
    tgt = load_target("gfx942")
    before = _native(build_trace(kernel), tgt, 1, 1, 100.0)
    add = kernel.instructions[2]
    add.operands = parse_asm("v_add_u32_e32 v20, v30, v9\ns_endpgm\n", "n.s").kernels[0].instructions[0].operands
    nop = kernel.instructions[1]
    nop.operands = parse_asm("s_nop 7\ns_endpgm\n", "n.s").kernels[0].instructions[0].operands
    trace = build_trace(kernel)
    after = _native(trace, tgt, 1, 1, 100.0)
    assert after == _py(trace, cycles._static_view(trace, tgt), 1, 1, 100.0)
    assert after != before   # no MFMA dependency any more, but a longer nop


def test_a_new_object_spelled_as_a_packed_one_takes_its_form_in_c():
    """``packed_parts`` with the text table: an instruction object met for the first time
    whose text was packed before gets that form and its cache entry in C (as
    ``_Tables.packed`` would make them); an unknown text, a stale entry's instruction and
    any instruction once the cache holds ``limit`` entries are left to Python."""
    if cycles_native.build_status() != "ok":
        pytest.skip(f"compiled loop not built: {cycles_native.build_status()}")
    tgt = load_target("gfx942")
    tables = cycles_native._Tables(cycles.CAUSES)
    src = "v_add_u32_e32 v1, v2, v3\nv_mfma_f32_16x16x16_f16 v[8:11], v[0:1], v[2:3], v[8:11]\ns_endpgm\n"
    first = parse_asm(src, "a.s").kernels[0].instructions
    forms = [tables.packed(i, tgt) for i in first]
    again = parse_asm(src + "v_add_u32_e32 v1, v2, v4\n", "b.s").kernels[0].instructions
    parts, missing = cycles_native._ext.packed_parts(again, tables.insts, tables.texts, 1000)
    assert parts[:3] == forms and all(parts[k] is forms[k] for k in range(3))
    assert missing == [3] and parts[3] is None   # v4: a text not packed yet
    e = tables.insts[again[1]]
    assert e == (again[1].operands, again[1].modifiers, again[1].mnemonic, forms[1])
    # a stale entry (operands assigned since) is not used: its own text (unknown here) decides
    again[0].operands = again[3].operands
    parts, missing = cycles_native._ext.packed_parts(again[:1], tables.insts, tables.texts, 1000)
    assert missing == [0]
    # at the limit nothing is entered (Python's packed drops both tables there)
    fresh = parse_asm(src, "c.s").kernels[0].instructions
    size = len(tables.insts)
    parts, missing = cycles_native._ext.packed_parts(fresh, tables.insts, tables.texts, size)
    assert missing == [0, 1, 2] and len(tables.insts) == size
    # and without the text table the lookup is by object only, as before
    assert cycles_native._ext.packed_parts(fresh, tables.insts)[1] == [0, 1, 2]


def test_unit_table_is_renewed_when_it_grows_too_large(monkeypatch):
    """Unit ids are shared per target and only grow; beyond the limit a fresh table set
    is started (each simulation sizes its scoreboard by it), and results do not change."""
    tgt = load_target("gfx942")
    trace = build_trace(parse_asm("v_add_u32_e32 v1, v2, v3\nv_add_u32_e32 v4, v1, v1\ns_endpgm\n", "a.s").kernels[0])
    monkeypatch.setattr(cycles_native, "_MAX_UNITS", 50)
    old = cycles_native._tables(tgt, cycles.CAUSES)
    first = _native(trace, tgt, 2, 1, 100.0, True)
    for i in range(60):
        old.units.setdefault(("v", 10_000 + i), len(old.units))
    assert _native(trace, tgt, 2, 1, 100.0, True) == first
    assert cycles_native._tables(tgt, cycles.CAUSES) is not old


def test_wave_priority_identical():
    """``s_setprio`` ranks waves ready at the same clock the same way in both loops."""
    from test_cycles import PRIO_SNIPPET

    for prio in (0, 1, 3):
        k = parse_asm(PRIO_SNIPPET.format(prio=prio), "prio.s").kernels[0]
        assert _assert_same(k, "gfx950") > 0


def test_pack_units_matches_its_python_reference():
    """``pack_units`` (the register part of a packed form, in C) gives the bytes and the
    new unit and set ids of ``cycles_native.pack_units_py``, for defs, memory defs and
    dependences, an MFMA's vdst and srcc (a dependence in srcc is marked) and none."""
    if cycles_native.build_status() != "ok":
        pytest.skip(f"compiled loop not built: {cycles_native.build_status()}")
    tgt = load_target("gfx942")
    src = ("v_mfma_f32_16x16x16_f16 v[8:11], v[0:1], v[2:3], v[8:11]\nds_read_b128 v[12:15], v1 offset:16\n"
           "buffer_load_dword v3, v2, s[4:7], 0 offen\ns_waitcnt vmcnt(0)\nv_add_u32_e32 v1, v2, v3\ns_endpgm\n")
    tables = cycles_native._Tables(cycles.CAUSES)
    tables.units[("v", 2)] = 0   # a unit met before keeps its id
    for inst in parse_asm(src, "a.s").kernels[0].instructions:
        s = cycles._static_of(inst, tgt)
        c = tables._pack_class(s)
        args = (c[0], c[1], s.alu_defs, s.mem_defs, s.deps, s.mfma_vdst, s.mfma_srcc)
        units, sets = dict(tables.units), dict(tables.sets)
        assert cycles_native._ext.pack_units(*args, tables.units, tables.sets) == \
            cycles_native.pack_units_py(*args, units, sets), inst.text()
        assert (units, sets) == (tables.units, tables.sets)
    assert len(tables.sets) == 2   # the empty set and the MFMA's vdst, its srcc too (the same units)
