"""Wave 0's timeline of one steady-state hot-loop iteration (``sim.cycles_timeline``,
``wave-asm-ext cycles --timeline``): it is rebuilt from the model's own events, so it must
agree with the model's loop figures, and with one wave per SIMD its matrix-pipe idle clocks
are exactly what the iteration spends beyond its MFMA work."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wave_asm_ext.emit import emit_mlir
from wave_asm_ext.errors import WaveAsmError
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.sim.cycles import estimate_cycles, main_cycles
from wave_asm_ext.sim.cycles_timeline import loop_timeline
from wave_asm_ext.target import load_target

FIX = Path(__file__).parent / "fixtures" / "mlir"
ONE_WAVE = FIX / "lds_port" / "gfx950_gemm_1024_b128x128x64_w1x1_16x16x32_prefetch.mlir"   # emitted: 1 wave/SIMD
FOUR_WAVES = FIX / "gfx950_gemm_1024_b128x128x64_w2x2_16x16x32_none.mlir"


@pytest.fixture(scope="module")
def emitted():
    return {p: emit_mlir(p.read_text(), "gfx950") for p in (ONE_WAVE, FOUR_WAVES)}


@pytest.mark.parametrize("path", [ONE_WAVE, FOUR_WAVES], ids=["one_wave", "four_waves"])
@pytest.mark.parametrize("scenario", ["l2_hit", "dram_miss"])
def test_the_timeline_adds_up_to_the_models_iteration(emitted, path, scenario):
    kernel = parse_asm(emitted[path], path.name).kernels[0]
    target = load_target("gfx950")
    tl = loop_timeline(kernel, target, scenario)
    loop = estimate_cycles(kernel, target, mem_latency=scenario, mca=False).scenarios[scenario].loop
    assert tl.header == loop.header
    assert tl.iteration_clk == pytest.approx(loop.cycles_per_iter_wave0_last2)
    assert tl.mfma_busy == pytest.approx(loop.mfma_busy_per_iter_per_wave)
    body = [i for b in kernel.blocks if b.name == tl.header for i in b.instructions]
    assert [r.text for r in tl.rows] == [i.text() for i in body]
    clks = [r.clk for r in tl.rows]
    assert clks[0] == 0 and clks == sorted(clks) and clks[-1] < tl.iteration_clk
    if path is ONE_WAVE:
        # one wave: what the iteration spends beyond its MFMA work is the pipe's idle time
        assert tl.mfma_idle == pytest.approx(tl.iteration_clk - tl.mfma_busy)
        assert tl.mfma_idle > 0


def test_a_kernel_without_a_loop_is_named():
    text = ".amdgcn_target \"amdgcn-amd-amdhsa--gfx950\"\n.text\nflat_k:\n  v_mov_b32 v0, 0\n  s_endpgm\n"
    with pytest.raises(WaveAsmError, match="flat_k: no loop"):
        loop_timeline(parse_asm(text, "<t>").kernels[0], load_target("gfx950"), "l2_hit")


def test_the_command_line_prints_and_writes_it(emitted, tmp_path, capsys):
    f = tmp_path / "k.s"
    f.write_text(emitted[ONE_WAVE])
    assert main_cycles([str(f), "--no-mca", "--mem-latency", "l2_hit", "--timeline"]) == 0
    out = capsys.readouterr().out
    assert "one steady iteration of wave 0" in out and "MFMA idle" in out and f"({f}:" in out
    assert main_cycles([str(f), "--no-mca", "--timeline", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert [t["scenario"] for t in doc["timelines"]] == ["l2_hit", "dram_miss"]
    assert doc["timelines"][0]["iteration_clk"] == doc["reports"][0]["scenarios"]["l2_hit"]["loop"]["cycles_per_iter_wave0_last2"]
