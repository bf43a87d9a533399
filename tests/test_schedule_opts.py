"""Scheduler behaviour beyond plain list scheduling: anti-dependence breaking (renaming)
and, with an option, read-only global loads crossing ``s_barrier``.

Every transformed program is judged by the independent checker and by the timing-aware
emulator against the input run in program order (no waits needed there)."""

from __future__ import annotations

import numpy as np
import pytest

from wave_asm_ext.check import check_program
from wave_asm_ext.isa import parse_asm, print_program
from wave_asm_ext.passes import run_postpass
from wave_asm_ext.sim.emu_state import REGION_BASE
from wave_asm_ext.sim.emulator import run_wave
from wave_asm_ext.target import load_target

T942 = load_target("gfx942")


def _run(text: str, timing: bool):
    rng = np.random.default_rng(7)
    buf = rng.integers(0, 1 << 30, 2048, dtype=np.uint32)
    lane = np.arange(64, dtype=np.uint32)
    vg = {0: lane * 16, 1: lane * 16}
    sg = {4: REGION_BASE & 0xFFFFFFFF, 5: (REGION_BASE >> 32) & 0xFFFF, 6: buf.nbytes, 7: 0x00027000}
    sg.update({8 + i: sg[4 + i] for i in range(4)})  # s[8:11]: the same buffer (may alias)
    w, addrs = run_wave(text, vgprs=vg, sgprs=sg, target="gfx942", lds_bytes=8192,
                        buffers=[buf], timing_aware=timing)
    events = list(w.timing.events) if timing else []
    return w.wg.lds.copy(), buf.copy(), events


def _post(text: str, options: dict | None = None) -> tuple[str, list[str]]:
    prog, _ = run_postpass(parse_asm(text, "<t>"), T942, dict(options or {}))
    out = print_program(prog)
    assert check_program(parse_asm(out, "<out>"), T942) == []
    ref, got = _run(text, False), _run(out, True)
    assert got[2] == [], got[2][:3]
    assert np.array_equal(ref[0], got[0]) and np.array_equal(ref[1], got[1])
    insts = [i.text() for i in parse_asm(out, "<out>").kernels[0].instructions]
    return out, [t for t in insts if not t.startswith(("s_waitcnt", "s_nop"))]


# Four tiles through one staging register v[8:11] (an emitter pattern after register
# allocation): load -> ds_write -> load into the same registers -> ...; the stores at the
# end (after a barrier) keep 24 registers live, so the pressure peak leaves room for four
# load buffers.
STAGED = """
buffer_load_dwordx4 v[8:11], v0, s[4:7], 0 offen offset:0
ds_write_b128 v1, v[8:11] offset:0
v_add_u32_e32 v2, 1024, v0
buffer_load_dwordx4 v[8:11], v2, s[4:7], 0 offen offset:0
ds_write_b128 v1, v[8:11] offset:1024
v_add_u32_e32 v2, 2048, v0
buffer_load_dwordx4 v[8:11], v2, s[4:7], 0 offen offset:0
ds_write_b128 v1, v[8:11] offset:2048
v_add_u32_e32 v2, 3072, v0
buffer_load_dwordx4 v[8:11], v2, s[4:7], 0 offen offset:0
ds_write_b128 v1, v[8:11] offset:3072
s_barrier
""" + "".join(f"v_mov_b32_e32 v{r}, 0\n" for r in range(30, 54)) + "".join(
    f"buffer_store_dwordx4 v[{r}:{r + 3}], v0, s[4:7], 0 offen offset:{4096 + 64 * (r - 30)}\n"
    for r in range(30, 54, 4)) + """s_endpgm
"""


def _loads_before_first_ds_write(insts: list[str]) -> int:
    first = next(k for k, t in enumerate(insts) if t.startswith("ds_write"))
    return sum(t.startswith("buffer_load") for t in insts[:first])


def test_renaming_lets_loads_through_one_staging_register_overlap():
    _, insts = _post(STAGED)
    # the four loads now use four register quads and issue before the first ds_write
    assert _loads_before_first_ds_write(insts) == 4
    dsts = {t.split(",")[0].split()[1] for t in insts if t.startswith("buffer_load")}
    assert len(dsts) == 4
    # registers come from those the kernel already references (below v54), free in the region
    top = max(int(r) for t in insts for r in __import__("re").findall(r"v\[?(\d+)", t))
    assert top <= 53


def test_without_renaming_the_staging_register_serialises_the_loads():
    _, insts = _post(STAGED, {"rename": False})
    assert _loads_before_first_ds_write(insts) == 1


def test_value_live_after_its_block_keeps_its_register():
    # v[8:11] of the last load is read in the next basic block: it is not local, so it
    # keeps its registers (the other three loads still move)
    text = STAGED.replace("s_barrier\n", "s_barrier\n.LBB0_1:\nbuffer_store_dwordx4 v[8:11], v0, s[4:7], 0 offen offset:7168\n")
    _, insts = _post(text)
    loads = [t for t in insts if t.startswith("buffer_load")]
    assert loads[-1].startswith("buffer_load_dwordx4 v[8:11]")
    assert len({t.split(",")[0] for t in loads}) == 4


def test_no_renaming_when_exec_is_written():
    text = "s_mov_b64 exec, -1\n" + STAGED
    _, insts = _post(text)
    assert {t.split(",")[0] for t in insts if t.startswith("buffer_load")} == {"buffer_load_dwordx4 v[8:11]"}


# ----------------------------------------------------------------------------- barriers

def _loop(store_rsrc: str = "s[8:11]", store_in_loop: bool = False) -> str:
    """A K loop: global tile -> LDS -> barrier -> LDS read -> accumulate; the result is
    stored after the loop through ``store_rsrc`` (s[4:7] is the loaded buffer)."""
    early = f"buffer_store_dword v20, v0, {store_rsrc}, 0 offen offset:4096\n" if store_in_loop else ""
    return f"""
v_mov_b32_e32 v20, 0
s_mov_b32 s12, 0
s_mov_b32 s14, 3
.LBB0_1:
v_add_u32_e32 v2, s12, v0
{early}s_barrier
buffer_load_dwordx4 v[8:11], v2, s[4:7], 0 offen
ds_write_b128 v1, v[8:11]
s_barrier
ds_read_b128 v[12:15], v1
s_add_u32 s12, s12, 1024
v_add_u32_e32 v20, v20, v12
v_xor_b32_e32 v20, v20, v15
s_sub_u32 s14, s14, 1
s_cmp_lg_u32 s14, 0
s_cbranch_scc1 .LBB0_1
buffer_store_dword v20, v0, {store_rsrc}, 0 offen offset:6144
s_endpgm
"""


def _load_before_first_barrier(insts: list[str]) -> bool:
    body = insts[insts.index(".LBB0_1") + 1:] if ".LBB0_1" in insts else insts
    load = next(k for k, t in enumerate(body) if t.startswith("buffer_load_dwordx4"))
    return load < body.index("s_barrier")


def _loop_insts(text: str, options: dict) -> list[str]:
    out, _ = _post(text, options)
    k = parse_asm(out, "<out>").kernels[0]
    return [t for b in k.blocks for t in ([b.label] if b.label else []) + [i.text() for i in b.instructions]
            if not t.startswith(("s_waitcnt", "s_nop"))]


def test_read_only_global_load_crosses_a_barrier_only_with_the_option():
    text = _loop()
    assert not _load_before_first_barrier(_loop_insts(text, {}))
    with_opt = _loop_insts(text, {"cross_barrier_loads": True})
    assert _load_before_first_barrier(with_opt)
    # LDS traffic keeps its side of both barriers
    body = with_opt[with_opt.index(".LBB0_1") + 1:]
    bars = [k for k, t in enumerate(body) if t == "s_barrier"]
    first = {t.split()[0]: k for k, t in reversed(list(enumerate(body)))}
    assert bars[0] < first["ds_write_b128"] < bars[1] < first["ds_read_b128"]


def test_load_from_a_buffer_that_is_stored_to_never_crosses():
    # the same buffer resource s[4:7] is stored to (after the loop): not read-only
    assert not _load_before_first_barrier(_loop_insts(_loop("s[4:7]"), {"cross_barrier_loads": True}))


def test_no_crossing_when_a_global_store_can_precede_a_barrier():
    # another wave's store before the barrier could be what this load must observe
    insts = _loop_insts(_loop(store_in_loop=True), {"cross_barrier_loads": True})
    assert not _load_before_first_barrier(insts)


def test_cli_schedule_flag_and_pipeline_option(tmp_path, capsys):
    """``wave-asm-ext schedule --cross-barrier-loads`` and ``compile_mlir(postpass_options=)``
    reach the scheduler; without them barriers stay closed."""
    from wave_asm_ext import cli

    src = tmp_path / "loop.s"
    src.write_text(_loop())
    for flag, crossed in (([], False), (["--cross-barrier-loads"], True)):
        out = tmp_path / f"out{len(flag)}.s"
        assert cli.main(["schedule", str(src), "--target", "gfx942", "-o", str(out)] + flag) == 0
        k = parse_asm(out.read_text(), str(out)).kernels[0]
        insts = [t for b in k.blocks for t in ([b.label] if b.label else []) + [i.text() for i in b.instructions]]
        assert _load_before_first_barrier(insts) is crossed
    capsys.readouterr()
    from wave_asm_ext.activation import AsmExtOptions

    assert AsmExtOptions().cross_barrier_loads is False


def _loads_before_barrier_in_loop(asm: str) -> int:
    k = parse_asm(asm, "<k>").entry_kernels[0]
    body = k.blocks[sorted(k.cfg.loops[0].body)[0]].instructions
    first = next(j for j, i in enumerate(body) if i.base == "s_barrier")
    return sum(i.base.startswith("buffer_load") for i in body[:first])


def test_pipeline_option_on_a_multi_wave_gemm_matches_numpy():
    """The emitter's 2x2-wave GEMM (4 waves share LDS through the barriers) with
    ``postpass_options={"cross_barrier_loads": True}``: loads move above the loop's first
    barrier, the result still matches numpy in the timing-aware emulator (every workgroup,
    every wave) and the checker finds nothing."""
    from test_emulator_emit import assert_timing_aware_match, case_named

    from wave_asm_ext.pipeline import compile_mlir

    case = case_named("gfx942_gemm_256_b64x64x32_w2x2_16x16x16_none")
    mlir = case["path"].read_text()
    # rotation off: it would move the loads to the loop end in both versions
    plain = compile_mlir(mlir, "gfx942", postpass_options={"rotate_loads": False}).asm
    crossed = compile_mlir(mlir, "gfx942", postpass_options={"cross_barrier_loads": True, "rotate_loads": False}).asm
    assert _loads_before_barrier_in_loop(crossed) > _loads_before_barrier_in_loop(plain)
    assert check_program(parse_asm(crossed, "<k>"), T942) == []
    assert_timing_aware_match(case, crossed)


# One K-slice: LDS reads, four MFMAs, a barrier, then the next tile's ds_writes (an
# emitter PREFETCH loop tail). The MFMAs touch registers only, the barrier orders LDS.
BARRIER_TAIL = """
buffer_load_dwordx4 v[40:43], v0, s[4:7], 0 offen offset:0
buffer_load_dwordx4 v[44:47], v0, s[4:7], 0 offen offset:16
ds_read_b64 v[8:9], v1 offset:0
ds_read_b64 v[10:11], v1 offset:64
ds_read_b64 v[12:13], v1 offset:128
ds_read_b64 v[14:15], v1 offset:192
v_mfma_f32_16x16x16_f16 v[16:19], v[8:9], v[12:13], v[16:19]
v_mfma_f32_16x16x16_f16 v[20:23], v[8:9], v[14:15], v[20:23]
v_mfma_f32_16x16x16_f16 v[24:27], v[10:11], v[12:13], v[24:27]
v_mfma_f32_16x16x16_f16 v[28:31], v[10:11], v[14:15], v[28:31]
s_barrier
ds_write_b128 v1, v[40:43] offset:0
ds_write_b128 v1, v[44:47] offset:16
buffer_store_dwordx4 v[16:19], v0, s[4:7], 0 offen offset:0
buffer_store_dwordx4 v[20:23], v0, s[4:7], 0 offen offset:16
buffer_store_dwordx4 v[24:27], v0, s[4:7], 0 offen offset:32
buffer_store_dwordx4 v[28:31], v0, s[4:7], 0 offen offset:48
s_endpgm
"""


def _sides(insts: list[str]) -> tuple[list[str], list[str]]:
    b = insts.index("s_barrier")
    return insts[:b], insts[b + 1:]


def test_mfmas_cross_the_barrier_memory_does_not():
    """By default register-only instructions may move across s_barrier: the pipe schedule
    puts MFMAs after it (they cover the ds_writes); every LDS operation and load keeps
    its side (the emulator run compares LDS and memory with the input)."""
    _, insts = _post(BARRIER_TAIL, {"heuristics": ("pipe",)})
    before, after = _sides(insts)
    assert any("mfma" in t for t in after)
    # four fragments read before it (the scheduler may pair them into ds_read2_b64)
    assert sum(2 if t.startswith("ds_read2") else 1 for t in before if t.startswith("ds_read")) == 4
    assert sum(t.startswith("buffer_load") for t in before) == 2
    assert all(t.startswith(("ds_write", "buffer_store", "s_endpgm")) or "mfma" in t for t in after)


def test_alu_cross_barriers_off_keeps_every_instruction_on_its_side():
    _, insts = _post(BARRIER_TAIL, {"heuristics": ("pipe",), "alu_cross_barriers": False})
    before, after = _sides(insts)
    assert sum("mfma" in t for t in before) == 4
    assert not any("mfma" in t for t in after)


def test_pipe_heuristic_reads_lds_just_in_time():
    """Eight K-slices of one accumulator chain each: the pipe plan issues each slice's LDS
    reads between the MFMAs of earlier slices instead of all reads up front, so fewer
    registers are live than with the input order's reads-first order."""
    reads, mfmas = [], []
    for k in range(8):
        a, b = 8 + 4 * k, 10 + 4 * k
        reads += [f"ds_read_b64 v[{a}:{a + 1}], v1 offset:{64 * k}", f"ds_read_b64 v[{b}:{b + 1}], v1 offset:{64 * k + 32}"]
        mfmas += [f"v_mfma_f32_16x16x16_f16 v[{40 + 4 * j}:{43 + 4 * j}], v[{a}:{a + 1}], v[{b}:{b + 1}], v[{40 + 4 * j}:{43 + 4 * j}]"
                  for j in range(4)]
    stores = [f"buffer_store_dwordx4 v[{40 + 4 * j}:{43 + 4 * j}], v0, s[4:7], 0 offen offset:{16 * j}" for j in range(4)]
    text = "\n".join(reads + mfmas + stores + ["s_endpgm"]) + "\n"
    _, insts = _post(text, {"heuristics": ("pipe",)})
    first_mfma = next(i for i, t in enumerate(insts) if "mfma" in t)
    last_read = max(i for i, t in enumerate(insts) if t.startswith("ds_read"))
    assert first_mfma < 8 < last_read   # reads of later slices come after the first MFMAs
    prog, rep = run_postpass(parse_asm(text, "<t>"), T942, {"heuristics": ("pipe",)})
    k = rep.kernels[0]
    assert k.after["peak_vgpr_units"] < k.before["peak_vgpr_units"]


def test_objective_ranks_occupancy_not_the_raw_peak():
    """Two peaks in the same occupancy level rank equal (then cycles decide); a peak
    that costs a wave per SIMD ranks lower."""
    from wave_asm_ext.passes.schedule import Scheduler
    s = Scheduler(T942)
    levels = {p: s.occupancy_of(p) for p in range(8, 513, 8)}
    lo, hi = min(levels.values()), max(levels.values())
    assert lo < hi
    same = [p for p in levels if levels[p] == levels[128]]
    a, b = min(same), max(same)
    assert a < b
    # same occupancy: the faster (by more than the tolerance) wins despite its higher peak
    assert s.better((b, 9, 0, 100, 1000.0), (a, 1, 0, 100, 2000.0))
    # lower occupancy loses even when much faster
    worse = next(p for p in sorted(levels) if levels[p] < levels[128])
    assert not s.better((worse, 1, 0, 100, 10.0), (128, 1, 0, 100, 2000.0))


@pytest.mark.parametrize("path,name", [("corpus/opencl/gfx942/mfma_f16.s", "mfma16_cvt_chain"),
                                       ("foreign/gfx942/alias_loop.s", "alias_loop")])
def test_lockstep_kernel_waits_are_judged_by_the_cycle_model(path, name):
    """Kernels whose waves share a SIMD (gfx942, 8 waves): LLVM's loop-free
    mfma16_cvt_chain, where the one-wave estimate divides stalls by the waves and prefers
    one merged vmcnt(0) (3.5 clk faster by it) while the cycle model finds that order 11 %
    slower than LLVM's own, and clang's alias_loop, whose loop had an lgkmcnt wait merged
    into the vmcnt one (+4 % at DRAM). The model ranks the candidates, merged and
    unmerged, in such kernels: the output is no slower than LLVM's at either latency;
    without the judgement (option ``judge_lockstep``) it is slower at both."""
    from pathlib import Path

    from wave_asm_ext.isa import parse_file
    from wave_asm_ext.passes.kernel_search import lockstep_kernel
    from wave_asm_ext.sim.cycles import estimate_cycles

    path = Path(__file__).parent / path
    tgt = load_target("gfx942")

    def per_wave(prog) -> dict:
        r = estimate_cycles(prog.kernel(name), tgt, mem_latency="both", mca=False)
        return {s: v.total_cycles / r.waves_per_simd for s, v in r.scenarios.items()}

    src = parse_file(str(path))
    assert lockstep_kernel(src.kernel(name), tgt)
    llvm = per_wave(src)
    judged, rep = run_postpass(parse_file(str(path)), tgt)
    out = per_wave(judged)
    assert all(out[s] <= llvm[s] for s in llvm), (out, llvm)
    assert next(k for k in rep.kernels if k.name == name).schedule["model picks"]
    # (the unmerged-waits variant off too: it re-schedules with every wait unmerged, which
    # also rescues these kernels)
    plain, _ = run_postpass(parse_file(str(path)), tgt, {"judge_lockstep": False, "unmerged_waits_variant": False,
                                                       "lockstep_ranking_variant": False})
    old = per_wave(plain)
    assert all(old[s] > llvm[s] for s in llvm), (old, llvm)
    assert check_program(parse_asm(print_program(judged), "<out>"), tgt) == []
