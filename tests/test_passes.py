"""Post-emit passes (schedule -> s_waitcnt -> hazard s_nop) on LLVM's corpus and on the emitter's output.

Judges: llvm-mc (the output assembles), the independent checker ``wave_asm_ext.check``
(0 findings), the emulator ``wave_asm_ext.sim.emulator`` in timing-aware mode (same
results as the manifest's reference / as the input program, no early reads). The
passes never see these judges.
"""

from __future__ import annotations

import importlib.util
import json
import time
from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest
from emu_grid import assert_output_matches, workgroups_to_run

from wave_asm_ext import toolchain
from wave_asm_ext.isa import parse_asm, print_program
from wave_asm_ext.passes import PASSES, run_postpass
from wave_asm_ext.passes.common import kernel_metrics
from wave_asm_ext.passes.schedule import CYCLE_TOLERANCE
from wave_asm_ext.sim.cycles import estimate_cycles
from wave_asm_ext.target import load_target

ROOT = Path(__file__).resolve().parent
CORPUS = ROOT / "corpus"
MANIFEST = json.loads((CORPUS / "manifest.json").read_text())
FILES = sorted({(k["asm"], k["target"]) for k in MANIFEST["kernels"]})
FIXTURES = sorted((ROOT / "fixtures" / "mlir").glob("*.mlir"))

try:
    from wave_asm_ext.check import check_program
except ImportError:  # pragma: no cover - the checker lands separately
    check_program = None
try:
    from wave_asm_ext.sim.emulator import emulate, run_wave
except ImportError:  # pragma: no cover
    emulate = run_wave = None

needs_checker = pytest.mark.skipif(check_program is None, reason="wave_asm_ext.check not available yet")
needs_emulator = pytest.mark.skipif(emulate is None, reason="wave_asm_ext.sim.emulator not available yet")


def _reference():
    spec = importlib.util.spec_from_file_location("corpus_reference", CORPUS / "reference.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def assert_peak_kept(k, before: str, after: str, target: str) -> None:
    """The passes never raise a kernel's live vector-register peak, except by design in a
    program the scheduler kept as faster: loads or fragments issued one iteration early
    (live across the loop), or the wide-renaming branch (its pressure cap is the
    occupancy's). There what must hold is the declared occupancy (compaction may raise it)."""
    if not (k.rotation or k.lds_rotation or k.schedule.get("wide renaming", {}).get("kept")):
        assert k.after["peak_vgpr_units"] <= k.before["peak_vgpr_units"], k.name
        return
    from wave_asm_ext.sim.cycles import kernel_resources

    tgt = load_target(target)
    occ = [tgt.occupancy(*kernel_resources(next(x for x in parse_asm(t, "<k>").kernels if x.name == k.name),
                                           tgt).values())
           for t in (before, after)]
    assert occ[1] >= occ[0] > 0, (k.name, occ)


@lru_cache(maxsize=None)
def processed(asm: str, target: str):
    """(input text, output text, report, pass seconds) for one corpus file."""
    src = (CORPUS / asm).read_text()
    prog = parse_asm(src, str(CORPUS / asm))
    t0 = time.perf_counter()
    prog, rep = run_postpass(prog, target)
    return src, print_program(prog), rep, time.perf_counter() - t0


def test_pass_order_and_docstrings():
    assert [n for n, _ in PASSES] == ["coalesce", "dce", "unroll", "propagate", "rotate", "hoist_carried", "rotate_lds", "schedule", "remat", "sink", "elide_barriers", "regalloc", "compact", "waitcnt", "hazards", "clauses"]
    for _, fn in PASSES:
        mod = __import__(fn.__module__, fromlist=["x"])
        assert "Invariants" in (mod.__doc__ or ""), fn.__module__


@pytest.mark.parametrize("asm,target", FILES, ids=[f"{t}:{a}" for a, t in FILES])
def test_corpus_assembles_and_is_not_worse(asm, target, tmp_path):
    src, out, rep, _ = processed(asm, target)
    toolchain.assemble(out, target, tmp_path / "k.o")  # raises ToolchainError on failure
    tgt = load_target(target)
    after = {k.name: kernel_metrics(k, tgt) for k in parse_asm(out, asm).kernels if k.blocks}
    for k in rep.kernels:
        b, a = k.before, after[k.name]
        assert a == k.after
        # never raise register pressure; more waits than LLVM only where they buy time:
        # the independent cycle model must then find the output slower at neither latency
        # and faster at one at least (cycles per wave of the SIMD: compaction may have
        # raised the occupancy, and then more waves share the SIMD while each takes longer)
        assert_peak_kept(k, src, out, target)
        if k.unroll.get("kept"):
            # an unrolled loop has its waits twice: it must beat the same passes without
            # the unrolling (the independent model, run here again) by the pass's rule
            # (pipeline._judge_unroll): faster in sum, at neither latency slower by more
            # than the cycle tolerance (gemm_tiled gfx942 at l2_hit: +0.14 % since the
            # model's LDS port, session 29, for -5 % at dram_miss)
            plain, _ = run_postpass(parse_asm(src, asm), target, {"unroll": False})
            before_c = estimate_cycles(plain, tgt, kernel_name=k.name, mca=False)
            after_c = estimate_cycles(parse_asm(out, asm), tgt, kernel_name=k.name, mca=False)
            per_wave = {scen: (after_c[scen].total_cycles / after_c.waves_per_simd,
                               before_c[scen].total_cycles / before_c.waves_per_simd)
                        for scen in ("l2_hit", "dram_miss")}
            assert sum(a for a, _ in per_wave.values()) < sum(b for _, b in per_wave.values()), (k.name, per_wave)
            assert all(a <= b * (1 + CYCLE_TOLERANCE) for a, b in per_wave.values()), (k.name, per_wave)
        elif a["s_waitcnt"] > b["s_waitcnt"]:
            before_c = estimate_cycles(parse_asm(src, asm), tgt, kernel_name=k.name, mca=False)
            after_c = estimate_cycles(parse_asm(out, asm), tgt, kernel_name=k.name, mca=False)
            per_wave = {scen: (after_c[scen].total_cycles / after_c.waves_per_simd,
                               before_c[scen].total_cycles / before_c.waves_per_simd)
                        for scen in ("l2_hit", "dram_miss")}
            assert all(x <= y for x, y in per_wave.values()), (k.name, per_wave)
            assert any(x < y for x, y in per_wave.values()), (k.name, per_wave)
        # every non-wait, non-nop instruction survives exactly once (a kept unrolling
        # copies its loop body once, and an odd trip count's last iteration once more)
        loops = k.unroll.get("loops", []) if k.unroll.get("kept") else []
        # (and a carried loop's exit block holds a copy of the MFMAs carried, its preheader
        # the moves that zero their operands, or no more the peeled copies iteration 0 now
        # runs: passes.carry_mfma)
        carried = k.schedule.get("carried MFMAs", {}) if k.schedule.get("carried MFMAs", {}).get("kept") else {}
        net = carried.get("moved", 0) - carried.get("peeled copies taken", 0)
        assert a["mfma"] == b["mfma"] + sum(lp["mfma_added"] for lp in loops) + net
        # (less the copies, address adds and scalar steps propagation left dead)
        assert (a["instructions"] - a["s_waitcnt"] - a["s_nop"]
                == b["instructions"] - b["s_waitcnt"] - b["s_nop"] + sum(lp["instructions_added"] for lp in loops)
                + net + carried.get("zero moves", 0)
                - sum(k.propagate.get("removed", {}).values()))


def test_peaks_agree_with_the_metrics_instrument():
    """The passes' liveness (own code) and wave_asm_ext.metrics (independent) agree."""
    metrics = pytest.importorskip("wave_asm_ext.metrics")
    for asm, target in FILES:
        src, out, rep, _ = processed(asm, target)
        for text, which in ((src, "before"), (out, "after")):
            for k in parse_asm(text, asm).kernels:
                if not k.blocks:
                    continue
                mine = next(r for r in rep.kernels if r.name == k.name)
                assert metrics.liveness(k).peak_unified == getattr(mine, which)["peak_vgpr_units"], (asm, k.name)


@needs_checker
@pytest.mark.parametrize("asm,target", FILES, ids=[f"{t}:{a}" for a, t in FILES])
def test_corpus_checker_clean(asm, target):
    _, out, _, _ = processed(asm, target)
    findings = check_program(parse_asm(out, asm), load_target(target))
    assert findings == [], "\n".join(str(f) for f in findings[:10])


def _emulate_entry(entry, text, workgroups=None):
    """Run ``entry``'s kernel ``text`` on its inputs; with ``workgroups`` (a sample of the
    grid) its outputs start as NaN, so what the sample wrote can be told apart."""
    ref = _reference()
    inputs = ref.make_inputs(entry, seed=0)
    args = [inputs[a["name"]].copy() for a in entry["args"]]
    if workgroups is not None:
        written = set(ref.expected(entry, inputs))
        for i, a in enumerate(entry["args"]):
            if a["name"] in written:
                args[i][...] = np.nan
    res = emulate(text, kernel=entry["symbol"], args=args, grid=entry["grid_workgroups"],
                  block=entry["workgroup_size"], target=entry["target"], timing_aware=True,
                  workgroups=workgroups)
    outs = {a["name"]: args[i] for i, a in enumerate(entry["args"])}
    return ref, inputs, outs, res


ENTRIES = [e for e in MANIFEST["kernels"]]


@needs_emulator
@pytest.mark.parametrize("entry", ENTRIES, ids=[f"{e['target']}:{e['name']}" for e in ENTRIES])
def test_corpus_emulator_matches_reference(entry):
    """Every corpus kernel after the passes matches its reference in the timing-aware
    emulator; the 1024^3 GEMMs (64 workgroups) run their grid's corners and centre
    (tests/emu_grid.py), each workgroup's output tile checked."""
    _, out, _, _ = processed(entry["asm"], entry["target"])
    ids = workgroups_to_run(entry["grid_workgroups"])
    ref, inputs, outs, res = _emulate_entry(entry, out, ids)
    assert res.events == [], res.events[:3]
    assert not res.any_poison
    if ids is None:
        ref.check(entry, inputs, outs)
        return
    m, n, _ = entry["shape"]
    gx, gy = entry["grid_workgroups"][:2]
    tol = entry.get("tolerance", {"rtol": 1e-5, "atol": 1e-5})
    for name, want in ref.expected(entry, inputs).items():
        assert_output_matches(np.asarray(outs[name], np.float64).reshape(m, n), want.reshape(m, n), ids,
                              (m // gx, n // gy), rtol=tol["rtol"], atol=tol["atol"])


@needs_emulator
def test_emulator_catches_missing_waits():
    """The judge used above can fail: without the waitcnt pass the scheduled code reads early."""
    entry = next(e for e in ENTRIES if e["name"] == "gemm_256_16x16x16_b64x64x32_none" and e["target"] == "gfx942")
    from wave_asm_ext.passes import schedule

    prog = parse_asm((CORPUS / entry["asm"]).read_text(), entry["asm"])
    schedule.run(prog, load_target("gfx942"), {"schedule": False})  # strips waits and nops only
    _, _, _, res = _emulate_entry(entry, print_program(prog))
    assert res.events, "timing-aware emulation should report reads before loads landed"


def _loop_stats(text: str) -> tuple[int, int]:
    """(MFMAs before the first vmcnt wait in the loop body, MFMAs in the loop body)."""
    prog = parse_asm(text, "<k>")
    k = prog.kernels[0]
    cfg = k.cfg
    assert cfg.loops, "kernel has a loop"
    body = sorted(cfg.loops[0].body)
    mfma_before = None
    n = 0
    for bi in body:
        for inst in k.blocks[bi].instructions:
            if inst.base.startswith("v_mfma"):
                n += 1
            elif inst.base == "s_waitcnt" and mfma_before is None:
                wc = inst.operands[0]
                if getattr(wc, "vmcnt", None) is not None:
                    mfma_before = n
    assert mfma_before is not None
    return mfma_before, n


@pytest.mark.parametrize("asm,target,min_fraction", [
    # gfx950: 28 of 32 since session 58 (32 before; partly renamed, the whole kernel 4.4 %
    # faster in the model at both latencies)
    ("wave/gfx950/gemm_1024_16x16x32_b128x128x64_prefetch.s", "gfx950", 0.85),
    ("wave/gfx942/gemm_1024_16x16x16_b128x128x64_prefetch.s", "gfx942", 0.5),
])
def test_prefetch_gemm_waits_sink_behind_mfmas(asm, target, min_fraction):
    src, out, rep, _ = processed(asm, target)
    llvm_before, total = _loop_stats(src)
    ours_before, total2 = _loop_stats(out)
    unrolled = bool(rep.kernels[0].unroll.get("kept"))
    assert total2 == total * (2 if unrolled else 1)
    # LLVM's loop waits on this iteration's global loads after a handful of MFMAs (5 of 32
    # on gfx950, 9 of 64 on gfx942); the scheduled loop issues most MFMAs first
    assert ours_before > llvm_before
    assert ours_before >= min_fraction * total, (ours_before, total, unrolled)


@pytest.mark.parametrize("asm,target", [
    ("wave/gfx942/gemm_256_16x16x16_b64x64x32_prefetch.s", "gfx942"),
    ("wave/gfx950/gemm_tab_256_16x16x16_none.s", "gfx950"),
])
def test_region_refinement_never_worse_and_clean(asm, target, tmp_path):
    src, out, rep, _ = processed(asm, target)
    prog, rep2 = run_postpass(parse_asm(src, asm), target, {"refine": 16})
    text = print_program(prog)
    key = lambda m: (m["peak_vgpr_units"], m["s_waitcnt"], m["s_nop"], m["instructions"])  # noqa: E731
    for a, b in zip(rep.kernels, rep2.kernels):
        assert key(b.after) <= key(a.after)
    toolchain.assemble(text, target, tmp_path / "k.o")
    if check_program is not None:
        assert check_program(parse_asm(text, asm), load_target(target)) == []


# ----------------------------------------------------------------------------- emitter outputs

@lru_cache(maxsize=None)
def emitted(fixture: str):
    from wave_asm_ext.emit import emit_mlir

    target = Path(fixture).name.split("_")[0]
    before = emit_mlir(Path(fixture).read_text(), target)
    prog, rep = run_postpass(parse_asm(before, fixture), target)
    return target, before, print_program(prog), rep


@pytest.mark.parametrize("fixture", [str(f) for f in FIXTURES], ids=[f.stem for f in FIXTURES])
def test_emitter_output_assembles_and_checks(fixture, tmp_path):
    target, before, after, rep = emitted(fixture)
    toolchain.assemble(after, target, tmp_path / "k.o")
    k = rep.kernels[0]
    assert_peak_kept(k, before, after, target)
    loops = k.unroll.get("loops", []) if k.unroll.get("kept") else []   # passes.unroll copies
    # (and passes.rotate_lds' copy of a loop's last iteration where LDS is used after it)
    copied = sum(lp["mfma_added"] for lp in loops) + k.lds_rotation.get("mfma_added", 0)
    # (and passes.carry_mfma's copy of the MFMAs a loop carries into its next iteration, less
    # the peeled copies it takes out of the preheader)
    carried = k.schedule.get("carried MFMAs", {})
    copied += carried.get("moved", 0) - carried.get("peeled copies taken", 0) if carried.get("kept") else 0
    assert k.after["mfma"] == k.before["mfma"] + copied
    if check_program is not None:
        findings = check_program(parse_asm(after, fixture), load_target(target))
        assert findings == [], "\n".join(str(f) for f in findings[:10])


SMALL_FIXTURES = [f for f in FIXTURES if "_256_b64x64x32_w1x1_" in f.name]


@needs_emulator
@pytest.mark.parametrize("fixture", [str(f) for f in SMALL_FIXTURES], ids=[f.stem for f in SMALL_FIXTURES])
def test_emitter_output_equivalent_in_emulator(fixture):
    target, before, after, _ = emitted(fixture)
    n = 256
    rng = np.random.default_rng(0)
    a = rng.uniform(-1, 1, n * n).astype(np.float16)
    b = rng.uniform(-1, 1, n * n).astype(np.float16)
    grid = (n // 64, n // 64, 1)
    outs = []
    for text in (before, after):
        c = np.zeros(n * n, np.float32)
        res = emulate(text, args=[a.copy(), b.copy(), c], grid=grid, block=(64, 1, 1), target=target,
                      timing_aware=True)
        if text is after:
            assert res.events == [], res.events[:3]
        outs.append(c)
    assert np.array_equal(outs[0], outs[1])
    # and it is the GEMM (B stored N x K, as Wave's templates do)
    ref = a.astype(np.float64).reshape(n, n) @ b.astype(np.float64).reshape(n, n).T
    assert np.allclose(outs[1].reshape(n, n), ref, atol=1e-2, rtol=1e-2)


def test_metadata_text_is_printed_again_only_where_a_pass_changed_the_metadata():
    """The pipeline re-serialises the metadata YAML once, where some pass changed a
    kernel's metadata (kept rotation or renaming growth, staged AGPRs, compaction,
    allocation); a program whose metadata no pass changed keeps its text exactly as
    written. Either way the printed text says what the program's metadata says. Every
    LLVM corpus file and two emitted GEMMs (compaction changes theirs)."""
    import copy

    import yaml

    from wave_asm_ext.emit import emit_mlir

    cases = [(f.read_text(), f.name, "gfx950" if "gfx950" in str(f) else "gfx942")
             for f in sorted(CORPUS.rglob("*.s")) if "gfx9" in str(f)]
    mlir = ROOT / "fixtures" / "mlir"
    for name in ("gfx950_gemm_256_b128x128x64_w2x2_32x32x8_prefetch", "gfx942_gemm_256_b128x128x64_w1x1_16x16x16_none"):
        cases.append((emit_mlir((mlir / f"{name}.mlir").read_text(), name[:6]), name, name[:6]))
    changed = unchanged = 0
    for text, name, arch in cases:
        prog = parse_asm(text, name)
        if prog.metadata is None:
            continue
        before, text_before = copy.deepcopy(prog.metadata), _metadata_section(print_program(prog))
        out = run_postpass(prog, load_target(arch))[0]
        assert yaml.safe_load(out.metadata_text) == out.metadata, name
        if out.metadata == before:
            assert _metadata_section(print_program(out)) == text_before, name
            unchanged += 1
        else:
            changed += 1
    assert changed >= 2 and unchanged >= 10, (changed, unchanged)


def _metadata_section(text: str) -> str:
    return text[text.index(".amdgpu_metadata"):text.index(".end_amdgpu_metadata")]


@pytest.mark.parametrize("target_id,breaks", [("amdgcn-amd-amdhsa--gfx950", 1), ("amdgcn-amd-amdhsa--gfx950:xnack-", 0)])
def test_the_scheduler_judges_every_candidate_with_its_clause_breaks(target_id, breaks):
    """Two loads that each overwrite their own address form a soft clause the clauses pass
    breaks with an ``s_nop`` where XNACK may replay it. The scheduler's candidates are judged
    with that nop (their key's nop count): the program judged is the one emitted. (Session
    45: on LLVM's gfx950 1024^3 GEMM the one clause break in the hot loop, unseen by the
    judgements, shifted 3 waves' lockstep from 1,536 to 1,638 clk per iteration.)"""
    text = (f'.amdgcn_target "{target_id}"\n'
            "global_load_dwordx4 v[4:7], v[4:5], off\n"
            "global_load_dwordx4 v[8:11], v[8:9], off\n"
            "s_endpgm\n")
    prog, rep = run_postpass(parse_asm(text, "<k>"), "gfx950")
    (k,) = rep.kernels
    assert k.after["s_nop"] == breaks
    assert {name: key[2] for name, key in k.schedule["scores"].items()} == dict.fromkeys(k.schedule["scores"], breaks)
