"""The sourced latency/hazard DB (latency_db/*.json) and its loader (wave_asm_ext.target).

External checks: llvm-mc-22 (every MFMA opcode assembles for its arch, gfx950-only
opcodes are rejected on gfx942, counter encodings, LDS-DMA widths) and llvm-mca-22
(MFMA pass counts match LLVM's scheduling model). Those skip with a reason when the
tools are missing.
"""

from __future__ import annotations

import copy
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from wave_asm_ext.errors import LatencyDBError, UnsupportedTargetError
from wave_asm_ext.target import (
    UnsupportedMMATypeError,
    db_dir,
    db_path,
    key_path,
    load_db_file,
    load_target,
    schema_errors,
    supported_targets,
)

ARCHES = ["gfx942", "gfx950"]


def _tool(name: str) -> str | None:
    try:
        from wave_asm_ext.toolchain import find_tool

        return find_tool(name)
    except Exception:  # toolchain missing or tool absent: fall back to PATH
        return shutil.which(f"{name}-22") or shutil.which(name)


LLVM_MC = _tool("llvm-mc")
LLVM_MCA = _tool("llvm-mca")
needs_mc = pytest.mark.skipif(LLVM_MC is None, reason="llvm-mc (LLVM >= 20) not found; install llvm-22")
needs_mca = pytest.mark.skipif(LLVM_MCA is None, reason="llvm-mca (LLVM >= 20) not found; install llvm-22")


def _raw(arch: str) -> dict:
    return json.loads(db_path(arch).read_text())


def _write(tmp_path: Path, data: dict, name: str = "broken.json") -> Path:
    p = tmp_path / name
    p.write_text(json.dumps(data))
    return p


def _mc(lines: list[str], arch: str) -> tuple[set[int], str]:
    """Assemble lines; return the 0-based indices of lines with errors, and stdout."""
    p = subprocess.run([LLVM_MC, "-arch=amdgcn", f"-mcpu={arch}", "-show-encoding"], input="\n".join(lines) + "\n",
                       capture_output=True, text=True, timeout=60)
    bad = {int(n) - 1 for n in re.findall(r"<stdin>:(\d+):\d+: error", p.stderr)}
    return bad, p.stdout


def _rng(base: int, n: int) -> str:
    return f"v{base}" if n == 1 else f"v[{base}:{base + n - 1}]"


def _mfma_line(mnemonic: str, info) -> str:
    """One syntactically valid instance of an MFMA, built from the DB's operand sizes."""
    r = info.regs
    dst = _rng(0, r["vdst"])
    line = f"{mnemonic} {dst}, {_rng(64, r['srca'])}, {_rng(96, r['srcb'])}, "
    line += "v120" if info.sparse else dst
    if info.scaled:
        line += ", v121, v122"
    return line


# ---------------------------------------------------------------- loading / schema
def test_supported_targets_and_paths():
    assert supported_targets() == ARCHES
    for a in ARCHES:
        assert db_path(a).name == f"{a}.json" and db_path(a).parent == db_dir()


@pytest.mark.parametrize("arch", ARCHES)
def test_good_files_validate(arch):
    assert schema_errors(_raw(arch)) == []
    t = load_target(arch)
    assert t.arch == arch and t.wave_size == 64
    assert load_target(arch) is t  # cached


def test_unsupported_target_lists_supported():
    with pytest.raises(UnsupportedTargetError) as e:
        load_target("gfx90a")
    msg = str(e.value)
    assert "gfx90a" in msg and all(a in msg for a in ARCHES)


def test_key_path_format():
    assert key_path(["hazards", 3, "wait_states"]) == "hazards[3].wait_states"
    assert key_path(["instructions", "v_mov_b32", "pipe"]) == "instructions.v_mov_b32.pipe"


def test_the_schema_check_runs_once_per_db_text(tmp_path, monkeypatch):
    """A DB text that passed the schema check is stamped in the user's cache directory and
    not checked by the schema again (it is most of a compile's DB load); another text is."""
    from wave_asm_ext.target import loader

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    d = _raw("gfx942")
    good = _write(tmp_path, d, "gfx942.json")
    calls = []
    real = loader.schema_errors
    monkeypatch.setattr(loader, "schema_errors", lambda data: calls.append(1) or real(data))
    assert load_db_file(good).arch == "gfx942" and len(calls) == 1
    assert len(list((tmp_path / "cache" / "wave_asm_ext" / "db_validated").iterdir())) == 1
    assert load_db_file(good).arch == "gfx942" and len(calls) == 1   # stamped: not checked again
    # a changed text is checked (and a broken one named, as ever)
    d["hazards"][3].pop("source")
    with pytest.raises(LatencyDBError, match="'source' is a required property"):
        load_db_file(_write(tmp_path, d, "gfx942.json"))
    assert len(calls) == 2


def test_an_unwritable_cache_only_costs_the_check(tmp_path, monkeypatch):
    (tmp_path / "cache").write_text("a file where the cache directory would go")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    assert load_db_file(_write(tmp_path, _raw("gfx950"), "gfx950.json")).arch == "gfx950"


def _broken(tmp_path, mutate) -> str:
    d = _raw("gfx942")
    mutate(d)
    with pytest.raises(LatencyDBError) as e:
        load_db_file(_write(tmp_path, d))
    msg = str(e.value)
    assert "broken.json" in msg  # the file is always named
    return msg


def test_missing_source_rejected(tmp_path):
    msg = _broken(tmp_path, lambda d: d["hazards"][3].pop("source"))
    assert "hazards[3]" in msg and "'source' is a required property" in msg


def test_missing_source_on_scalar_rejected(tmp_path):
    msg = _broken(tmp_path, lambda d: d["target"]["wave_size"].pop("source"))
    assert "target.wave_size" in msg and "source" in msg


def test_empty_source_rejected(tmp_path):
    msg = _broken(tmp_path, lambda d: d["mfma"]["v_mfma_f32_16x16x16_f16"].__setitem__("source", ""))
    assert "mfma.v_mfma_f32_16x16x16_f16.source" in msg


def test_wrong_type_rejected(tmp_path):
    msg = _broken(tmp_path, lambda d: d["hazards"][3].__setitem__("wait_states", "five"))
    assert "hazards[3].wait_states" in msg


def test_unknown_pipe_rejected(tmp_path):
    msg = _broken(tmp_path, lambda d: d["instructions"]["v_mov_b32"].__setitem__("pipe", "VALUX"))
    assert "instructions.v_mov_b32.pipe" in msg and "VALUX" in msg


def test_missing_mfma_passes_rejected(tmp_path):
    msg = _broken(tmp_path, lambda d: d["mfma"]["v_mfma_f32_32x32x8_f16"].pop("passes"))
    assert "mfma.v_mfma_f32_32x32x8_f16" in msg and "passes" in msg


def test_semantic_unknown_tag_rejected(tmp_path):
    def mutate(d):
        i = next(i for i, h in enumerate(d["hazards"]) if h["id"] == "trans_to_nontrans_valu")
        d["hazards"][i]["second"]["match"]["tags"] = ["tarns"]  # typo must not silently never-match
    msg = _broken(tmp_path, mutate)
    assert "second.match" in msg and "tarns" in msg


def test_semantic_missing_pass_count_rejected(tmp_path):
    def mutate(d):
        i = next(i for i, h in enumerate(d["hazards"]) if h["id"] == "xdl_write_mfma_srcab")
        del d["hazards"][i]["wait_states"]["by_first_passes"]["16"]
    msg = _broken(tmp_path, mutate)
    assert "wait_states" in msg and "16" in msg


def test_semantic_dangling_mma_type_rejected(tmp_path):
    msg = _broken(tmp_path, lambda d: d["mma_types"]["F32_16x16x16_F16"].__setitem__("opcode", "v_mfma_f32_16x16x99_f16"))
    assert "mma_types.F32_16x16x16_F16.opcode" in msg


def test_semantic_mfma_cycles_consistency(tmp_path):
    msg = _broken(tmp_path, lambda d: d["mfma"]["v_mfma_f32_16x16x16_f16"].__setitem__("passes", 8))
    assert "mfma.v_mfma_f32_16x16x16_f16.cycles" in msg


def test_invalid_json_rejected(tmp_path):
    p = tmp_path / "bad.json"
    p.write_text('{"architecture": ')
    with pytest.raises(LatencyDBError) as e:
        load_db_file(p)
    assert "bad.json" in str(e.value) and "invalid JSON" in str(e.value)


# ---------------------------------------------------------------- wave-lang compatibility
@pytest.mark.parametrize("arch", ARCHES)
def test_wave_lang_latency_db_loads(arch):
    from wave_lang.kernel.wave.asm.latency_database import ArchitectureLatencyDB, LatencyDatabaseManager, MeasurementSource
    from wave_lang.kernel.wave.asm.latency_provider import LatencyProvider

    db = ArchitectureLatencyDB.load(str(db_path(arch)))
    t = load_target(arch)
    assert db.architecture == arch
    mfma = "v_mfma_f32_16x16x16_f16"
    assert db.get_timing(mfma).latency_cycles == t.mfma_info(mfma).cycles
    assert db.get_timing("buffer_load_dwordx4").measurement_source in set(MeasurementSource)
    assert set(db.instruction_classes) == set(t.pipes)
    # LatencyProvider hard-codes its DB directory; point a provider at ours.
    provider = LatencyProvider.__new__(LatencyProvider)
    provider.arch = arch
    provider.db_manager = LatencyDatabaseManager(db_root=str(db_dir()))
    provider.db = provider.db_manager.load_architecture(arch)
    assert provider.get_latency("ds_read_b128") == t.classify("ds_read_b128").latency
    assert provider.get_throughput("v_mov_b32") == pytest.approx(1 / t.classify("v_mov_b32").issue_cycles)


# ---------------------------------------------------------------- MFMA table vs LLVM
@needs_mc
@pytest.mark.parametrize("arch", ARCHES)
def test_every_mfma_opcode_assembles(arch):
    t = load_target(arch)
    lines, names = [], []
    for op in t.mfma_opcodes():
        info = t.mfma_info(op)
        for spelling in (op, *info.aliases):
            lines.append(_mfma_line(spelling, info))
            names.append(spelling)
    bad, out = _mc(lines, arch)
    assert not bad, f"{arch} rejects: {[names[i] for i in sorted(bad)]}"
    # the assembler prints the canonical spelling: aliases really are aliases of our canonical name
    printed = [ln.split()[0] for ln in out.splitlines() if ln.strip().startswith("v_")]
    assert printed == [t.mfma_info(n).opcode for n in names]


@needs_mc
def test_arch_specific_mfma_opcodes_rejected_elsewhere():
    t942, t950 = load_target("gfx942"), load_target("gfx950")
    only950 = sorted(set(t950.mfma_opcodes()) - set(t942.mfma_opcodes()))
    only942 = sorted(set(t942.mfma_opcodes()) - set(t950.mfma_opcodes()))
    assert {"v_mfma_f32_16x16x32_f16", "v_mfma_f32_32x32x16_bf16", "v_mfma_i32_16x16x64_i8", "v_mfma_i32_32x32x32_i8",
            "v_mfma_f32_16x16x128_f8f6f4", "v_mfma_f32_32x32x64_f8f6f4", "v_mfma_scale_f32_16x16x128_f8f6f4",
            "v_mfma_scale_f32_32x32x64_f8f6f4"} <= set(only950)
    assert set(only942) == {"v_mfma_f32_16x16x8_xf32", "v_mfma_f32_32x32x4_xf32"}  # gfx950 removed xf32
    bad, _ = _mc([_mfma_line(o, t950.mfma_info(o)) for o in only950], "gfx942")
    assert bad == set(range(len(only950))), "every gfx950-only MFMA must be rejected by -mcpu=gfx942"
    bad, _ = _mc([_mfma_line(o, t942.mfma_info(o)) for o in only942], "gfx950")
    assert bad == set(range(len(only942)))


@needs_mca
@pytest.mark.parametrize("arch", ARCHES)
def test_mfma_passes_match_llvm_sched_model(arch):
    t = load_target(arch)
    ops = t.mfma_opcodes()
    src = "\n".join(_mfma_line(o, t.mfma_info(o)) for o in ops) + "\n"
    p = subprocess.run([LLVM_MCA, "-mtriple=amdgcn", f"-mcpu={arch}", "-iterations=1", "-resource-pressure=false", "-timeline=false"],
                       input=src, capture_output=True, text=True, timeout=60)
    rows = re.findall(r"^\s*\d+\s+\d+\s+([\d.]+)\s.*?(v_s?mfma\S*)", p.stdout, re.M)
    assert [r[1] for r in rows] == ops
    for (rthroughput, op) in rows:
        # RThroughput = ReleaseAtCycles of WriteNPassMAI = N passes; f8f6f4's FP8 doubling is not in MCA
        assert int(float(rthroughput)) in t.mfma_info(op).all_pass_counts, op


# ---------------------------------------------------------------- Wave MMAType mapping
@pytest.mark.parametrize("arch", ARCHES)
def test_wave_mma_types_map_to_db_opcodes(arch):
    from wave_lang.kernel.wave.constraints import MMAType

    t = load_target(arch)
    raw = _raw(arch)
    for mt in MMAType:
        if mt.name in raw["mma_types"]:
            op = t.mfma_for(mt)
            assert op in t.mfma_opcodes() and t.mfma_for(mt.name) == op
            info = t.mfma_info(op)
            m, n, k = (int(x) for x in re.search(r"(\d+)x(\d+)x(\d+)", mt.name).groups())
            assert (info.m, info.n) == (m, n)
            assert info.k * t.mma_type_count(mt) == k  # K8 virtual types = 2 native ops
        else:
            assert mt.name in raw["mma_types_unsupported"], f"{mt.name} neither supported nor explained for {arch}"
            with pytest.raises(UnsupportedMMATypeError) as e:
                t.mfma_for(mt)
            assert mt.name in str(e.value) and arch in str(e.value)
    cdna4 = ["F32_16x16x32_F16", "F32_32x32x16_F16", "F32_16x16x32_BF16", "F32_32x32x16_BF16"]
    assert all(n in raw["mma_types"] for n in cdna4) == (arch == "gfx950")


# ---------------------------------------------------------------- gfx950 vs gfx942
def _waits(arch: str, rule: str) -> dict[int, int] | int:
    return load_target(arch).hazard_rule(rule).wait_states


def test_gfx950_hazard_differences():
    assert _waits("gfx942", "xdl_write_mfma_srcab") == {2: 5, 4: 7, 8: 11, 16: 19}
    assert _waits("gfx950", "xdl_write_mfma_srcab") == {2: 5, 4: 8, 8: 12, 16: 20}
    for rule in ("xdl_write_valu_raw", "xdl_write_valu_waw", "xdl_write_vmem_lds_flat_read"):
        assert _waits("gfx942", rule) == {2: 5, 4: 7, 8: 11, 16: 19}, rule
        assert _waits("gfx950", rule) == {2: 5, 4: 8, 8: 12, 16: 20}, rule
    assert _waits("gfx942", "dgemm16_write_valu") == 11 and _waits("gfx950", "dgemm16_write_valu") == 19
    # gfx950 raised only the read (LLVM PR #117262): a VALU overwrite of the result keeps 11
    assert _waits("gfx950", "dgemm16_write_valu_waw") == 11
    assert _waits("gfx942", "dgemm16_write_mfma_srcab") == 11 and _waits("gfx950", "dgemm16_write_mfma_srcab") == 19
    assert _waits("gfx942", "dgemm16_write_sdgemm_srcc_overlap") == 9 and _waits("gfx950", "dgemm16_write_sdgemm_srcc_overlap") == 17
    assert _waits("gfx942", "xdl_write_xdl_srcc_overlap") == {2: 3, 4: 5, 8: 9, 16: 17}
    assert _waits("gfx950", "xdl_write_xdl_srcc_overlap") == {2: 4, 4: 6, 8: 10, 16: 18}
    assert _waits("gfx950", "xdl_write_sdgemm_srcc_overlap") == {2: 3, 4: 6, 8: 10, 16: 18}
    for a in ARCHES:  # unchanged between the two
        assert _waits(a, "valu_write_to_mfma_read") == 2
        assert _waits(a, "valu_exec_to_mfma") == 4
        assert _waits(a, "sgemm_write_mfma_srcab") == {2: 4, 4: 6, 8: 10, 16: 18}
        assert _waits(a, "xdl_write_srcc_exact") == {2: 2, 4: 0, 8: 0, 16: 0}
    assert _waits("gfx950", "valu_write_permlane_read") == 2  # gfx950-only hazard (LLVM PR #117287)
    with pytest.raises(LatencyDBError):
        load_target("gfx942").hazard_rule("valu_write_permlane_read")


def test_gfx950_resource_and_rate_differences():
    t942, t950 = load_target("gfx942"), load_target("gfx950")
    assert t942.lds_bytes_per_cu == 64 * 1024 and t950.lds_bytes_per_cu == 160 * 1024
    assert t942.mfma_info("v_mfma_f64_16x16x4_f64").passes == 8 and t950.mfma_info("v_mfma_f64_16x16x4_f64").passes == 16
    assert t950.mfma_info("v_mfma_f32_16x16x32_f16").passes == 4 and t950.mfma_info("v_mfma_f32_32x32x16_f16").passes == 8
    f8 = t950.mfma_info("v_mfma_f32_16x16x128_f8f6f4")
    assert f8.passes == 8 and f8.all_pass_counts == (4, 8)
    for t in (t942, t950):  # same between archs
        assert t.mfma_info("v_mfma_f32_16x16x16_f16").passes == 4 and t.mfma_info("v_mfma_f32_32x32x8_f16").passes == 8
        assert t.mfma_info("v_mfma_f32_32x32x2_f32").mfma_class == "SGEMM"
        assert t.mfma_info("v_mfma_f64_4x4x4_4b_f64").mfma_class == "DGEMM"
        assert t.max_waves_per_simd == 8


# ---------------------------------------------------------------- occupancy, counters, memory
@pytest.mark.parametrize("arch", ARCHES)
def test_occupancy_reproduces_seed_table(arch):
    t = load_target(arch)
    rows = _raw(arch)["occupancy"]["vgpr_waves_table"]["rows"]
    lo = 1
    for row in rows:  # every VGPR count of every row of seeds/000's table
        for v in range(lo, row["max_vgprs"] + 1):
            assert t.occupancy(vgprs=v) == row["waves"], (v, row)
        lo = row["max_vgprs"] + 1
    # spot values straight from seeds/000 §Occupancy (<=64: 8, 65-72: 7, 97-128: 4, 169-256: 2)
    assert [t.occupancy(v) for v in (64, 65, 128, 129, 256)] == [8, 7, 4, 3, 2]
    # unified file: arch VGPRs and AGPRs add up (LLVM), 128 + 128 -> 256 -> 2 waves
    assert t.occupancy(vgprs=128, agprs=128) == 2
    assert t.occupancy(vgprs=130, agprs=2) == t.occupancy(vgprs=136)  # VGPRs aligned to 4 before AGPRs
    # SGPRs: 800 per SIMD, granule 16 -> <=96 SGPRs keep 8 waves, 97..112 give 7
    assert [t.occupancy(vgprs=64, sgprs=s) for s in (96, 97, 104, 112, 113)] == [8, 7, 7, 7, 6]
    # LDS: whole workgroups of 4 waves (one per SIMD)
    per_cu = t.lds_bytes_per_cu
    assert t.occupancy(vgprs=32, lds_bytes=per_cu, workgroup_waves=4) == 1
    assert t.occupancy(vgprs=32, lds_bytes=per_cu // 2, workgroup_waves=4) == 2
    assert t.occupancy(vgprs=32, lds_bytes=per_cu + 1, workgroup_waves=4) == 0


def test_lds_alloc_granule_matters():
    t = load_target("gfx950")
    g = t.lds.alloc_granule_bytes
    assert g == 1280
    # 160 KiB / 1280 = 128 granules: a 1-byte-over allocation rounds up and loses a workgroup
    assert t.lds_workgroups_per_cu(16 * g) == 8 and t.lds_workgroups_per_cu(16 * g + 1) == 7


@pytest.mark.parametrize("arch", ARCHES)
def test_counter_limits(arch):
    c = load_target(arch).counters
    assert (c["vmcnt"].max, c["lgkmcnt"].max, c["expcnt"].max) == (63, 15, 7)


@needs_mc
@pytest.mark.parametrize("arch", ARCHES)
def test_counter_encoding_matches_assembler(arch):
    c = load_target(arch).counters

    def simm16(**vals):
        out = 0
        for name, v in vals.items():
            for shift, width in c[name].encoding:
                out |= (v & ((1 << width) - 1)) << shift
                v >>= width
        return out

    cases = [dict(vmcnt=63, expcnt=7, lgkmcnt=15), dict(vmcnt=17, expcnt=2, lgkmcnt=5), dict(vmcnt=48, expcnt=0, lgkmcnt=0)]
    lines = [f"s_waitcnt vmcnt({x['vmcnt']}) expcnt({x['expcnt']}) lgkmcnt({x['lgkmcnt']})" for x in cases]
    bad, out = _mc(lines, arch)
    assert not bad
    encs = [re.search(r"encoding: \[(0x[0-9a-f]+),(0x[0-9a-f]+)", ln).groups() for ln in out.splitlines() if "encoding" in ln]
    assert [int(hi, 16) << 8 | int(lo, 16) for lo, hi in encs] == [simm16(**x) for x in cases]


@needs_mc
@pytest.mark.parametrize("arch", ARCHES)
def test_lds_dma_widths_match_assembler(arch):
    t = load_target(arch)
    names = {1: "buffer_load_dword", 3: "buffer_load_dwordx3", 4: "buffer_load_dwordx4"}
    lines = [f"{names[w]} v1, s[0:3], 0 offen lds" for w in (1, 3, 4)]
    bad, _ = _mc(lines, arch)
    accepted = {w for i, w in enumerate((1, 3, 4)) if i not in bad}
    assert accepted == set(t.lds.lds_dma_widths_dwords)


@pytest.mark.parametrize("arch", ARCHES)
def test_memory_latency_scenarios(arch):
    t = load_target(arch)
    assert t.global_load_latency() == t.global_load_latency("l2_hit") == 100
    assert t.global_load_latency("dram_miss") > 2 * t.global_load_latency("l2_hit")
    with pytest.raises(LatencyDBError) as e:
        t.global_load_latency("l3_hit")
    assert "dram_miss" in str(e.value)


# Levels in load-to-use order; a level a file does not give is skipped (llc_hit = Infinity
# Cache / MALL has no retrievable figure yet), so adding one later is checked at once.
_LEVELS = ("l2_hit", "llc_hit", "dram_miss")


@pytest.mark.parametrize("arch", ARCHES)
def test_memory_latency_levels_ordered_and_plausible(arch):
    t = load_target(arch)
    scen = {k: v for k, v in _raw(arch)["memory_latency"]["global_load"].items() if k != "default"}
    assert set(scen) <= set(_LEVELS), sorted(scen)
    vals = [t.global_load_latency(k) for k in _LEVELS if k in scen]
    assert vals == sorted(vals) and len(set(vals)) == len(vals), vals
    # plausible shader-clock ranges: an L2 hit is tens to a few hundred clocks, a miss to
    # HBM a few hundred to ~1000 (at 2.1-2.4 GHz that is ~100-450 ns)
    assert 50 <= t.global_load_latency("l2_hit") <= 400
    assert 300 <= t.global_load_latency("dram_miss") <= 1000
    for name, s in scen.items():
        lo, hi = s.get("range", [s["value"], s["value"]])
        assert lo <= s["value"] <= hi, name


@pytest.mark.parametrize("arch", ARCHES)
def test_memory_latency_evidence_is_sourced(arch):
    """Every figure considered for a load-latency scenario is kept with its source and kind;
    cycles and ns agree through the recorded clock; a measured value has a measurement in
    its evidence and lies inside the measured range."""
    raw = _raw(arch)["memory_latency"]
    clock = raw["clock_mhz"]["peak"]
    assert 1500 <= clock["value"] <= 3000 and len(clock["source"]) > 10
    for name, s in raw["global_load"].items():
        if name == "default":
            continue
        ev = s["evidence"]
        assert ev, name
        for e in ev:
            assert len(e["source"]) > 10 and e["says"], (name, e)
            if "ns" in e and "cycles" in e:
                for c, n in zip(e["cycles"], e["ns"]):
                    assert abs(c / (e["clock_mhz"] / 1000) - n) <= 1, (name, e)
        kinds = {e["kind"] for e in ev}
        if s.get("measurement_source") == "measured":
            meas = [e for e in ev if e["kind"] == "measured"]
            assert meas, name
            assert any(m["cycles"][0] <= s["value"] <= m["cycles"][1] for m in meas), name
        else:
            assert "measured" not in kinds or "estimated" in s["source"] or name == "l2_hit", name
    # the scheduling-model figure is recorded as such, never as the miss value
    llvm = [e for e in raw["global_load"]["dram_miss"]["evidence"] if e["kind"] == "scheduling_model"]
    assert llvm and all("SISchedule" in e["source"] for e in llvm)


def test_dram_miss_sources_per_arch():
    """gfx942's miss latency is measured (third party, MI308X); gfx950 has no measurement
    and says so (estimated, carried over from gfx942 with a range widened for the clock)."""
    g942 = _raw("gfx942")["memory_latency"]["global_load"]["dram_miss"]
    g950 = _raw("gfx950")["memory_latency"]["global_load"]["dram_miss"]
    assert g942["measurement_source"] == "measured" and "pyhip" in g942["source"]
    assert g950["measurement_source"] == "estimated" and g950["source"].startswith("estimated:")
    assert g950["range"][1] >= g942["range"][1]


# ---------------------------------------------------------------- classification
GEMM_OPCODES = {
    "SMEM": ["s_load_dword", "s_load_dwordx2", "s_load_dwordx4", "s_load_dwordx8"],
    "SALU": ["s_mov_b32", "s_add_u32", "s_mul_i32", "s_lshl_b32", "s_and_b32", "s_cmp_lt_u32", "s_cselect_b32", "s_lshl2_add_u32"],
    "BRANCH": ["s_cbranch_scc1", "s_cbranch_execz", "s_branch"],
    "BARRIER": ["s_barrier"], "WAITCNT": ["s_waitcnt"], "NOP": ["s_nop"], "MISC": ["s_endpgm", "s_setprio"],
    "VALU": ["v_mov_b32_e32", "v_add_u32", "v_sub_u32", "v_mul_lo_u32", "v_mad_u32_u24", "v_lshl_add_u32", "v_lshlrev_b32",
             "v_lshrrev_b32", "v_and_b32", "v_or_b32", "v_bfe_u32", "v_perm_b32", "v_cvt_f16_f32", "v_pk_mul_f32", "v_pk_add_f16",
             "v_readfirstlane_b32", "v_mbcnt_lo_u32_b32", "v_mbcnt_hi_u32_b32", "v_accvgpr_read_b32", "v_accvgpr_write_b32",
             "v_accvgpr_mov_b32", "v_cndmask_b32_e64"],
    "TRANS": ["v_exp_f32", "v_rcp_f32", "v_log_f16"],
    "VMEM": ["buffer_load_dword", "buffer_load_dwordx2", "buffer_load_dwordx3", "buffer_load_dwordx4", "buffer_store_dword",
             "buffer_store_dwordx4", "global_load_dwordx4", "global_store_dwordx2"],
    "FLAT": ["flat_load_dword", "flat_store_dwordx4"],
    "LDS": ["ds_read_b32", "ds_read_b64", "ds_read_b128", "ds_read2_b32", "ds_read2st64_b64", "ds_write_b32", "ds_write_b128",
            "ds_write2_b64", "ds_write2st64_b32"],
    "MFMA_XDL": ["v_mfma_f32_16x16x16_f16", "v_mfma_f32_32x32x8bf16_1k"], "MFMA_SGEMM": ["v_mfma_f32_32x32x2f32"],
    "MFMA_DGEMM": ["v_mfma_f64_16x16x4f64"],
}


@pytest.mark.parametrize("arch", ARCHES)
def test_gemm_opcodes_classify(arch):
    t = load_target(arch)
    for pipe, names in GEMM_OPCODES.items():
        for n in names:
            op = t.classify(n)
            assert op.pipe == pipe, (n, op.pipe, op.rule)
            assert op.rule != "opcode_rules.fallback" and op.source and op.latency > 0 and op.issue_cycles > 0
    assert t.classify("foo_bar").rule == "opcode_rules.fallback"  # everything resolves
    assert t.classify("v_mfma_f32_32x32x8bf16_1k").mnemonic == "v_mfma_f32_32x32x8_bf16"
    mf = t.classify("v_mfma_f32_16x16x16_f16")
    assert mf.is_mfma and mf.mfma_passes == 4 and mf.mfma_class == "XDL" and mf.mfma_shape == (16, 16, 16)
    assert mf.latency == 4 * t.cycles_per_pass
    with pytest.raises(LatencyDBError):
        t.classify("v_mfma_f32_99x99x99_f16")


@pytest.mark.parametrize("arch", ARCHES)
def test_counter_events(arch):
    t = load_target(arch)
    assert t.classify("buffer_load_dwordx4").counters == {"vmcnt": 1}
    assert t.classify("buffer_store_dword").counters == {"vmcnt": 1}  # stores share vmcnt (in order) on gfx9
    assert t.classify("flat_load_dword").counters == {"vmcnt": 1, "lgkmcnt": 1}
    assert t.classify("flat_load_dword").counter_order == "wait_zero_only"
    assert t.classify("ds_read_b128").counters == {"lgkmcnt": 1} and t.classify("ds_read_b128").counter_order == "in_order"
    assert t.classify("s_load_dword").counters == {"lgkmcnt": 1}
    assert t.classify("s_load_dwordx8").counters == {"lgkmcnt": 2}
    assert t.classify("s_load_dwordx8").counter_order == "out_of_order"
    assert t.classify("v_add_u32").counters == {} and t.counter_events("v_add_u32") == []
    dma = t.classify("buffer_load_dword", modifiers={"lds"})
    assert dma.rule == "opcode_rules.lds_dma" and "lds_dma" in dma.tags and dma.counters == {"vmcnt": 1}
    assert [e.id for e in t.counter_events("s_sendmsg")] == ["sendmsg"]


# A probe set of mnemonics (+ modifiers) that should let every hazard row fire at least once.
_PROBES = [(n, ()) for names in GEMM_OPCODES.values() for n in names] + [
    ("v_readlane_b32", ()), ("v_writelane_b32", ()), ("v_div_fmas_f32", ()), ("v_div_scale_f32", ()), ("v_cmp_eq_u32", ()),
    ("v_cmpx_lt_u32", ()), ("s_setreg_b32", ()), ("s_getreg_b32", ()), ("s_sendmsg", ()), ("s_movrels_b32", ()),
    ("ds_gws_init", ()), ("ds_read_addtid_b32", ()), ("v_dot2_f32_f16", ()), ("v_mov_b32_dpp", ()), ("v_add_f16", ("dst_partial",)),
    ("buffer_load_dword", ("lds",)), ("v_permlane16_swap_b32", ()), ("v_mfma_f64_4x4x4_4b_f64", ()),
    ("global_store_dwordx4", ()), ("v_mfma_f32_4x4x4_16b_f16", ()), ("v_fma_f64", ()), ("buffer_atomic_add", ()),
]


@pytest.mark.parametrize("arch", ARCHES)
def test_every_hazard_row_can_fire(arch):
    t = load_target(arch)
    ops = [t.classify(n, m) for n, m in _PROBES] + [t.classify(o) for o in t.mfma_opcodes()]
    for h in t.hazard_rules:
        pairs = [(a, b) for a in ops if h.first.match.matches(a) for b in ops if h.second.match.matches(b, a)]
        assert pairs, f"hazard row {h.id} matches no instruction pair (dead row or missing tag)"
        for a, _ in pairs:  # wait_for is defined for every first instruction the row accepts
            assert h.wait_for(a) >= 0


def _cases(text: str, table: int) -> set[int]:
    """Case numbers a 'case' string names for one table: 'Table 37 cases 116-118', 'Table 11 cases 6 and 18'."""
    out: set[int] = set()
    for m in re.finditer(rf"Table {table} cases? ([\d\-/ ,and]+)", text):
        for part in re.split(r"[/,]| and ", m.group(1)):
            part = part.strip()
            if re.fullmatch(r"\d+-\d+", part):
                lo, hi = map(int, part.split("-"))
                out |= set(range(lo, hi + 1))
            elif part.isdigit():
                out.add(int(part))
    return out


@pytest.mark.parametrize("arch", ARCHES)
def test_every_counter_event_row_fires(arch):
    t = load_target(arch)
    ops = [t.classify(n, m) for n, m in _PROBES]
    for ev in t._events:
        assert any(ev.match.matches(op) for op in ops), f"counter_events row {ev.id} matches no probe instruction"


@pytest.mark.parametrize("arch", ARCHES)
def test_hazard_rows_carry_case_and_source(arch):
    rows = load_target(arch).hazard_rules
    assert len({h.id for h in rows}) == len(rows)
    assert all(h.source and h.case for h in rows)
    t11 = set().union(*(_cases(h.case, 11) for h in rows))
    t37 = set().union(*(_cases(h.case, 37) for h in rows))
    # Table 11: all but case 3 (SET_VSKIP -> S_GETREG MODE) and 15 (TRAPSTS -> RFE), which compute kernels never use
    assert set(range(1, 22)) - t11 == {3, 15}
    assert set(range(100, 121)) <= t37


LLC = _tool("llc")

_SELECT_AND_BORROW_IR = """
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @sel(ptr addrspace(1) %p) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = getelementptr i32, ptr addrspace(1) %p, i32 %id
  %v = load i32, ptr addrspace(1) %g
  %c = icmp ugt i32 %v, %id
  %s = select i1 %c, i32 %v, i32 17
  store i32 %s, ptr addrspace(1) %g
  ret void
}
define amdgpu_kernel void @borrow(ptr addrspace(1) %p) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = getelementptr i64, ptr addrspace(1) %p, i32 %id
  %v = load i64, ptr addrspace(1) %g
  %x = zext i32 %id to i64
  %y = sub i64 %v, %x
  store i64 %y, ptr addrspace(1) %g
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


@pytest.mark.parametrize("arch", ARCHES)
def test_valu_sgpr_write_to_carry_and_mask_rows(arch):
    """The gfx940+ LLVM rules (GCNHazardRecognizer checkVALUHazards under hasVDecCoExecHazard)
    are rows of the DB with their sources, and the ISA/LLVM disagreement names the winner."""
    t = load_target(arch)
    raw = {h["id"]: h for h in _raw(arch)["hazards"]}
    row = raw["valu_sgpr_to_valu_any_read"]
    assert t.hazard_rule("valu_sgpr_to_valu_any_read").wait_for() == 2
    assert row["second"]["operands"] == ["sgpr"] and row["first"]["operands"] == ["sdst"]
    assert "VALUWriteSGPRVALUReadWaitstates" in row["source"] and "hasVDecCoExecHazard" in row["source"]
    ex = raw["valu_exec_to_lane_ops"]
    assert t.hazard_rule("valu_exec_to_lane_ops").wait_for() == 4 == t.hazard_rule("vcmpx_exec_to_lane_ops").wait_for()
    assert "VALUWriteEXECRWLane" in ex["source"]
    dis = [x for x in _raw(arch)["disagreements"] if x["topic"].startswith("VCC/SGPR read as carry-in")]
    assert len(dis) == 1 and "valu_sgpr_to_valu_any_read" in dis[0]["winner"]
    claimed = " | ".join(c["source"] for c in dis[0]["claims"])
    assert "seeds/001" in claimed and "GCNHazardRecognizer" in claimed  # ISA guide and LLVM both recorded


@pytest.mark.skipif(LLC is None, reason="llc (LLVM >= 20) not found; install llvm-22")
@pytest.mark.parametrize("arch", ARCHES)
def test_llvm_pads_carry_in_and_mask_reads(arch, tmp_path):
    """External check of the row above: llc puts at least the row's wait states between a
    VALU VCC write and the v_cndmask mask / v_subbrev carry-in that reads it."""
    need = load_target(arch).hazard_rule("valu_sgpr_to_valu_any_read").wait_for()
    ll = tmp_path / "k.ll"
    ll.write_text(_SELECT_AND_BORROW_IR)
    out = subprocess.run([LLC, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={arch}", "-O2", str(ll), "-o", "-"],
                         capture_output=True, text=True, timeout=120, check=True).stdout
    lines = [ln.strip() for ln in out.splitlines() if ln.strip() and not ln.strip().startswith((";", "."))]
    for reader in ("v_cndmask_b32_e32", "v_subbrev_co_u32_e32"):
        i = next(k for k, ln in enumerate(lines) if ln.startswith(reader))
        states, k = 0, i - 1
        while lines[k].startswith("s_nop"):
            states += int(lines[k].split()[1]) + 1
            k -= 1
        assert "vcc" in lines[k] and lines[k].startswith("v_"), (reader, lines[k])
        assert states >= need, (reader, lines[k - 1:i + 1])


def test_exact_accumulator_row_excludes_overlap_row():
    t = load_target("gfx942")
    overlap = t.hazard_rule("xdl_write_xdl_srcc_overlap")
    assert overlap.unless == ("xdl_write_srcc_exact",)
    exact = t.hazard_rule("xdl_write_srcc_exact")
    a, b = t.classify("v_mfma_f32_16x16x16_f16"), t.classify("v_mfma_f32_32x32x8_f16")
    assert exact.second.match.matches(a, a) and not exact.second.match.matches(b, a)  # pass counts differ


def test_sgemm_exact_chain_row_excludes_case_109():
    """An FP32 MFMA reading its own opcode's result as SrcC, registers exactly the same, needs
    no wait (2 after a 2-pass producer: LLVM's FullReg branch, rocRoller's XDLWrite94x); any
    other S/DGEMM SrcC overlap keeps case 109's wait."""
    for arch in ARCHES:
        t = load_target(arch)
        overlap = t.hazard_rule("sgemm_write_sdgemm_srcc_overlap")
        assert overlap.unless == ("sgemm_write_sgemm_srcc_exact",)
        assert overlap.wait_states == {2: 2, 4: 4, 8: 8, 16: 16}
        exact = t.hazard_rule("sgemm_write_sgemm_srcc_exact")
        assert exact.relation == "same" and exact.wait_states == {2: 2, 4: 0, 8: 0, 16: 0}
        a, b = t.classify("v_mfma_f32_32x32x2_f32"), t.classify("v_mfma_f32_32x32x1_2b_f32")
        assert exact.second.match.matches(a, a) and not exact.second.match.matches(b, a)  # another opcode


def test_schema_requires_source_everywhere():
    """Every object in the schema that carries a hardware value also requires 'source'."""
    schema = json.loads((db_dir() / "schema.json").read_text())
    for name in ("sourced", "sourced_int", "scenario", "timing", "threshold_table"):
        assert "source" in schema["$defs"][name]["required"], name
    items = [schema["properties"][k]["items"] for k in ("counter_events", "opcode_rules", "hazards", "disagreements")]
    assert all("source" in it["required"] for it in items)
    assert "source" in schema["properties"]["mfma"]["additionalProperties"]["required"]
    assert "source" in schema["properties"]["counters"]["additionalProperties"]["required"]


def test_deepcopy_mutation_does_not_leak_into_cache(tmp_path):
    d = copy.deepcopy(_raw("gfx950"))
    d["target"]["wave_size"]["value"] = 32
    t = load_db_file(_write(tmp_path, d, "gfx950.json"))
    assert t.wave_size == 32 and load_target("gfx950").wave_size == 64


def _descriptor_blocks(arch: str, next_free_vgpr: int, next_free_sgpr: int, tmp_path: Path) -> tuple[int, int]:
    """(GRANULATED_WORKITEM_VGPR_COUNT, GRANULATED_WAVEFRONT_SGPR_COUNT) llvm-mc encodes for a tiny kernel."""
    src = f""".amdgcn_target "amdgcn-amd-amdhsa--{arch}"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr {next_free_vgpr}
  .amdhsa_next_free_sgpr {next_free_sgpr}
  .amdhsa_accum_offset 4
  .amdhsa_reserve_vcc 0
.end_amdhsa_kernel
"""
    s, o = tmp_path / "k.s", tmp_path / "k.o"
    s.write_text(src)
    subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={arch}", "-filetype=obj", str(s), "-o", str(o)],
                   check=True, capture_output=True, timeout=60)
    data = o.read_bytes()
    # the descriptor is the only content of .rodata; find it through the ELF section headers
    import struct
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQ", data, shoff + i * shentsize) for i in range(shnum)]
    names_off = sections[shstrndx][4]
    for name, _type, _flags, _addr, off, size in sections:
        end = data.index(b"\0", names_off + name)
        if data[names_off + name:end] == b".rodata":
            rsrc1 = int.from_bytes(data[off + 48:off + 52], "little")
            return rsrc1 & 0x3F, (rsrc1 >> 6) & 0xF
    raise AssertionError("no .rodata")


@needs_mc
@pytest.mark.parametrize("arch", ARCHES)
def test_register_encoding_granules_match_assembler(arch, tmp_path):
    r = load_target(arch).registers
    g = r.vgpr_encoding_granule
    assert [_descriptor_blocks(arch, v, 16, tmp_path)[0] for v in (g, g + 1, 2 * g + 1)] == [0, 1, 2]
    s = r.sgpr_encoding_granule
    blocks = [_descriptor_blocks(arch, 8, n * s, tmp_path)[1] for n in (2, 3, 4)]
    assert blocks[1] - blocks[0] == 1 and blocks[2] - blocks[1] == 1  # one block per granule of SGPRs


def test_db_dir_falls_back_to_source_tree(monkeypatch):
    from wave_asm_ext.target import loader

    monkeypatch.setattr(loader, "_PACKAGE", "wave_asm_ext_no_such_pkg.latency_db")
    d = loader.db_dir()
    assert d == loader._SOURCE_TREE_DB and (d / "schema.json").is_file() and (d / "gfx942.json").is_file()


@pytest.mark.parametrize("arch", ARCHES)
def test_s_nop_maximum_is_what_llvm_uses(arch):
    """s_nop N gives N+1 wait states. LLVM splits long waits into s_nops of the largest
    size: its corpus output for this arch never exceeds the DB's maximum and reaches it."""
    import re
    from pathlib import Path

    corpus = Path(__file__).parent / "corpus"
    sizes = [int(m) + 1 for f in corpus.rglob(f"*/{arch}/*.s")
             for m in re.findall(r"^\s*s_nop\s+(\d+)", f.read_text(), re.M)]
    assert sizes, "corpus has no s_nop for this arch"
    assert max(sizes) == load_target(arch).max_wait_states_per_s_nop


def test_fp8_formats():
    """FNUZ on CDNA3, OCP on CDNA4 (sourced in the files); an unknown format name or a
    missing source is rejected."""
    assert (load_target("gfx942").fp8_format("fp8"), load_target("gfx942").fp8_format("bf8")) == ("e4m3fnuz", "e5m2fnuz")
    assert (load_target("gfx950").fp8_format("fp8"), load_target("gfx950").fp8_format("bf8")) == ("e4m3fn", "e5m2")


def test_fp8_format_must_be_known_and_sourced(tmp_path):
    msg = _broken(tmp_path, lambda d: d["fp8_formats"]["fp8"].__setitem__("value", "e4m3"))
    assert "fp8_formats.fp8.value" in msg
    msg = _broken(tmp_path, lambda d: d["fp8_formats"]["bf8"].pop("source"))
    assert "fp8_formats.bf8" in msg and "source" in msg


def test_f8f6f4_mfma_passes_follow_the_operand_formats():
    """An f8f6f4 MFMA takes half the passes where both operands are 4- or 6-bit (CBSZ and
    BLGP in passes_variants' operand_formats), the DB's conservative count with an 8-bit
    operand (absent modifier: format 0, FP8); the instruction's modifiers reach classify as
    ``cbsz:N`` / ``blgp:N`` (isa.opcodes.format_modifiers)."""
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.isa.opcodes import format_modifiers

    t = load_target("gfx950")
    op = "v_mfma_scale_f32_16x16x128_f8f6f4"
    cpp = t.cycles_per_pass
    for mods, passes in (((), 8), (("cbsz:4",), 8), (("cbsz:4", "blgp:4"), 4), (("cbsz:2", "blgp:3"), 4),
                         (("cbsz:1", "blgp:4"), 8)):
        c = t.classify(op, mods)
        assert (c.mfma_passes, c.latency) == (passes, passes * cpp), mods
    assert t.classify("v_mfma_f32_32x32x64_f8f6f4", ("cbsz:4", "blgp:4")).mfma_passes == 8   # (16 with FP8)
    inst = parse_asm("v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:7], v[8:11], v[0:3], v12, v13 "
                     "op_sel_hi:[0,0,0] cbsz:4 blgp:4\n", "k").kernels[0].blocks[0].instructions[0]
    assert format_modifiers(inst) == {"cbsz:4", "blgp:4"}
