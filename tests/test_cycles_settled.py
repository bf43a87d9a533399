"""``sim.cycles.settled_rates``: the hot loop's steady-state rate without the rest of the
report (the passes' settled-loop judgements, ``passes.resolve.settled_loop``). It must be
the very number ``estimate_cycles`` reports as ``loop.cycles_per_iter`` (same runs, same
period / window rule, same bound), for the compiled loop and the Python one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wave_asm_ext.emit import emit_mlir
from wave_asm_ext.isa import parse_asm, parse_file
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.passes.resolve import settled_loop
from wave_asm_ext.sim import cycles
from wave_asm_ext.target import load_target

ROOT = Path(__file__).parent
MLIR = ROOT / "fixtures" / "mlir"

#: emitter kernels with their loops settling in different ways: one wave, several waves
#: and a barrier group, an exact period at 32 iterations, a doubled run, a ping-pong loop
FIXTURES = ["gfx942_gemm_256_b64x64x32_w1x1_16x16x16_none.mlir",
            "gfx942_gemm_1024_b128x128x64_w2x2_16x16x16_none.mlir",
            "gfx950_gemm_1024_b128x128x64_w2x2_16x16x32_prefetch.mlir",
            "gfx950_gemm_1024_b128x128x64_w2x2_32x32x16_none.mlir",
            "gfx942_gemm_tt_256_b64x64x32_w2x2_16x16x16_prefetch.mlir",
            "tiebreak/gfx942_gemm_1024_b128x128x64_w4x2_16x16x16_prefetch.mlir"]


def _kernels():
    out = []
    for name in FIXTURES:
        arch = Path(name).name.split("_")[0]
        text = emit_mlir((MLIR / name).read_text(), arch)
        out.append((f"{name} (emitted)", parse_asm(text, name).kernels[0], arch))
        out.append((f"{name} (scheduled)", run_postpass(parse_asm(text, name), arch)[0].kernels[0], arch))
    manifest = json.loads((ROOT / "corpus" / "manifest.json").read_text())
    for asm, arch in sorted({(e["asm"], e["target"]) for e in manifest["kernels"]}):
        for k in parse_file(str(ROOT / "corpus" / asm)).kernels:
            out.append((f"{asm}:{k.name}", k, arch))
    return out


@pytest.fixture(scope="module")
def kernels():
    return _kernels()


def _reported(kernel, arch, waves):
    rep = cycles.estimate_cycles(kernel, arch, mca=False, waves_per_simd=waves)
    if any(s.loop is None for s in rep.scenarios.values()):
        return None
    return rep.waves_per_simd, {name: s.loop.cycles_per_iter for name, s in rep.scenarios.items()}


@pytest.mark.parametrize("native", [True, False], ids=["compiled", "python"])
def test_settled_rates_are_the_reports_loop_rates(kernels, native, monkeypatch):
    if not native:
        monkeypatch.setenv("WAVE_ASM_EXT_NATIVE", "0")
    looped = 0
    for label, kernel, arch in kernels:
        for waves in (None, 2):
            want = _reported(kernel, arch, waves)
            assert cycles.settled_rates(kernel, arch, waves) == want, (label, waves)
            looped += want is not None
    assert looped >= 2 * len(FIXTURES) * 2   # every emitter kernel has a hot loop


def test_the_passes_settled_loop_is_the_reports_rate_per_wave(kernels):
    tgt = {a: load_target(a) for a in ("gfx942", "gfx950")}
    for label, kernel, arch in kernels[:2 * len(FIXTURES)]:
        rep = cycles.estimate_cycles(kernel, arch, mca=False)
        want = {n: s.loop.cycles_per_iter / rep.waves_per_simd for n, s in rep.scenarios.items()}
        assert settled_loop(tgt[arch], kernel) == want, label


def test_no_hot_loop_no_rates():
    kernel = parse_asm("v_add_f32 v0, v1, v2\ns_endpgm\n", "<k>").kernels[0]
    assert cycles.settled_rates(kernel, "gfx942") is None
