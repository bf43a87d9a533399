"""The CLI's compile verb (the README's main job) end to end, on a small config."""

from __future__ import annotations

import json

import pytest

from wave_asm_ext.cli import main


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_compile_gemm_reports_and_writes_files(tmp_path, capsys, target):
    rc = main(["compile", "gemm", "--target", target, "--out-dir", str(tmp_path), "--json",
               "-p", "M=256,N=256,K=256,block=64x64x32,waves=2x2,schedule=NONE"])
    out = json.loads(capsys.readouterr().out)
    assert rc == 0
    assert out["descriptor_check"] == "metadata agrees with kernel descriptor"
    (k,) = out["kernels"]
    assert k["workgroup_waves"] == 4
    # 64x64x32 block over 2x2 waves: each wave owns a 32x32 tile, K step 32 per iteration.
    assert k["mfma"] > 0 and k["s_waitcnt"] > 0
    for f in ("asm", "hsaco", "report"):
        assert (tmp_path / out["files"][f].split("/")[-1]).exists()


def _compiled_report(target: str, tmp_path, capsys, k: int = 256) -> tuple[str, dict]:
    """(the printed report, the dumped report's one pass-report kernel) of a small GEMM
    (K ``k``)."""
    rc = main(["compile", "gemm", "--target", target, "--out-dir", str(tmp_path),
               "-p", f"M=256,N=256,K={k},block=64x64x32,waves=2x2,schedule=NONE"])
    text = capsys.readouterr().out
    assert rc == 0
    rep = json.loads((tmp_path / "gemm.report.json").read_text())
    (k,) = rep["postpass_report"]["kernels"]
    return text, k


def test_compile_report_shows_what_the_pass_did(tmp_path, capsys):
    """The human-readable report (the README's main job) lists the pass's before -> after
    metrics and its decisions, as the JSON report holds them."""
    text, k = _compiled_report("gfx950", tmp_path, capsys)
    assert "post-emit pass, kernel gemm" in text
    assert f"s_waitcnt                  {k['before']['s_waitcnt']} -> {k['after']['s_waitcnt']}" in text
    assert f"peak live VGPR units       {k['before']['peak_vgpr_units']} -> {k['after']['peak_vgpr_units']}" in text
    assert f"schedule                   {k['schedule']['chosen']}" in text


def test_compile_report_shows_the_judged_variants(tmp_path, capsys):
    """gfx942's 16x16x16 fragments are ds_read_b64 couples: the report says how many the
    pairing variant paired and whether the cycle model kept it, as the JSON report does."""
    text, k = _compiled_report("gfx942", tmp_path, capsys)
    v = k["schedule"]["lds pairs"]
    assert v["pairs"] > 0
    assert f"ds_read2_b64 pairing       {v['pairs']} pairs, {'kept' if v['kept'] else 'not kept'}" in text
    assert "barrier-free schedule" not in text   # a 4-wave workgroup: not tried
    # the carried-MFMAs variant: the MFMAs moved where kept, the counts tried otherwise
    c = k["schedule"].get("carried MFMAs")
    if c and c["kept"]:
        assert f"carried MFMAs              last {c['moved']} of the K loop(s) into the next iteration, kept" in text
        # (a peeled first iteration's MFMAs taken into the loop are said so)
        assert (f"iteration 0's are the {c['peeled copies taken']} of the peeled iteration" in text) == bool(
            c.get("peeled copies taken"))
    elif c:
        assert "carried MFMAs              " + ", ".join(str(t["count"]) for t in c["tries"]) + " tried, not kept" in text


def test_unsupported_target_is_exit_2(capsys):
    assert main(["compile", "gemm", "--target", "gfx1100"]) == 2
    err = capsys.readouterr().err
    assert "gfx1100" in err and "gfx942" in err and "gfx950" in err


def test_bad_param_names_the_parameter(capsys):
    assert main(["compile", "gemm", "--target", "gfx950", "-p", "block=12x"]) == 2
    assert "block" in capsys.readouterr().err


def test_a_failure_of_waves_front_end_says_whose_it_is(tmp_path, capsys):
    """Wave's PREFETCH scheduler finds no schedule for this gemm_tt (backend="llvm" fails
    the same way): exit 2 and one line naming the stage, the configuration and the way
    around, not Wave's traceback."""
    params = "M=128,N=128,K=128,mma=F32_16x16x32_BF16,block=32x128x64,waves=2x2,schedule=PREFETCH"
    assert main(["compile", "gemm_tt", "--target", "gfx950", "-p", params, "--out-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "Wave's front end failed before the ASM backend ran: ValueError: Scheduling failed." in err
    assert params in err and "schedule=NONE" in err and "Traceback" not in err


def test_the_front_end_hint_names_the_schedule_the_registry_resolved(tmp_path, capsys):
    """A FOUR_STAGE gemm_tt Wave cannot schedule, and the same tiling with no schedule named
    (the registry's default, PREFETCH): the hint names the scheduler that failed."""
    tiling = "M=384,N=32,K=256,mma=F32_16x16x32_BF16,block=128x32x128,waves=2x2"
    for params, sched in ((tiling + ",schedule=FOUR_STAGE", "FOUR_STAGE"), (tiling, "PREFETCH")):
        assert main(["compile", "gemm_tt", "--target", "gfx950", "-p", params, "--out-dir", str(tmp_path)]) == 2
        err = capsys.readouterr().err
        assert f"Wave's {sched} scheduler found no schedule" in err and "schedule=NONE avoids it" in err


CORPUS_GEMM = "tests/corpus/wave/gfx950/gemm_256_16x16x16_b64x64x32_prefetch.s"


def _strip_first(text: str, mnemonic: str) -> str:
    lines = text.splitlines()
    i = next(i for i, ln in enumerate(lines) if ln.strip().startswith(mnemonic))
    return "\n".join(lines[:i] + lines[i + 1:]) + "\n"


def test_check_verb_exit_codes(tmp_path, capsys):
    from pathlib import Path

    src = Path(__file__).resolve().parents[1] / CORPUS_GEMM
    assert main(["check", str(src), "--target", "gfx950"]) == 0
    bad = tmp_path / "bad.s"
    bad.write_text(_strip_first(src.read_text(), "s_waitcnt vmcnt"))
    capsys.readouterr()
    assert main(["check", str(bad), "--target", "gfx950", "--json"]) == 1
    assert "vmcnt" in capsys.readouterr().out
    assert main(["check", str(tmp_path / "missing.s"), "--target", "gfx950"]) == 2


def test_schedule_metrics_cycles_verbs(tmp_path, capsys):
    from pathlib import Path

    src = Path(__file__).resolve().parents[1] / CORPUS_GEMM
    out = tmp_path / "sched.s"
    assert main(["schedule", str(src), "--target", "gfx950", "-o", str(out)]) == 0
    assert main(["check", str(out), "--target", "gfx950"]) == 0
    capsys.readouterr()
    assert main(["metrics", str(out), "--target", "gfx950", "--json"]) == 0
    (m,) = json.loads(capsys.readouterr().out)
    assert m["mfma"] > 0 and m["peak_vgpr"] > 0
    assert main(["cycles", str(out), "--target", "gfx950", "--json", "--no-mca"]) == 0
    (c,) = json.loads(capsys.readouterr().out)
    assert c["scenarios"]["dram_miss"]["total_cycles"] >= c["scenarios"]["l2_hit"]["total_cycles"] > 0


def test_schedule_barrier_options(tmp_path):
    """--no-alu-cross-barriers keeps every MFMA on its side of each s_barrier; the default
    may move some across (a gfx942 PREFETCH kernel, unrolled by LLVM: MFMAs move over the
    barriers between its K steps; the 1024^3 kernel used until session 28 is now unrolled
    by the passes, which changes its barriers either way)."""
    from pathlib import Path

    from wave_asm_ext.isa import parse_asm

    src = Path(__file__).resolve().parents[1] / "tests/corpus/wave/gfx942/gemm_256_16x16x16_b64x64x32_prefetch.s"

    def mfmas_between_barriers(path):
        counts = [0]
        for i in parse_asm(path.read_text(), str(path)).kernels[0].instructions:
            if i.base == "s_barrier":
                counts.append(0)
            elif i.is_mfma:
                counts[-1] += 1
        return counts

    outs = {}
    for flag in ([], ["--no-alu-cross-barriers"]):
        out = tmp_path / f"s{len(flag)}.s"
        assert main(["schedule", str(src), "--target", "gfx942", "-o", str(out)] + flag) == 0
        assert main(["check", str(out), "--target", "gfx942"]) == 0
        outs[bool(flag)] = mfmas_between_barriers(out)
    assert outs[True] == mfmas_between_barriers(src)
    assert outs[False] != outs[True]


def test_schedule_rotate_option(tmp_path):
    """Load rotation is on by default (kept here: the scheduler estimates the rotated K loop
    faster) and --no-rotate-loads turns it off; both outputs are checker-clean."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from test_rotate import _gemm

    src = tmp_path / "loop.s"
    src.write_text(_gemm())
    outs = {}
    for flag in ([], ["--no-rotate-loads"]):
        out = tmp_path / f"r{len(flag)}.s"
        assert main(["schedule", str(src), "--target", "gfx942", "-o", str(out)] + flag) == 0
        assert main(["check", str(out), "--target", "gfx942"]) == 0
        outs[bool(flag)] = out.read_text()
    assert "v[20:23]" in outs[False]          # the rotated loads' fresh registers
    assert "v[20:23]" not in outs[True]


def _schedule_json(tmp_path, capsys, text: str, off_flag: str) -> dict:
    """Kernel report of ``schedule --json`` on ``text``, by whether ``off_flag`` was given;
    both outputs must be checker-clean."""
    import json

    src = tmp_path / "in.s"
    src.write_text(text)
    reports = {}
    for flag in ([], [off_flag]):
        out = tmp_path / f"out{len(flag)}.s"
        capsys.readouterr()
        assert main(["schedule", str(src), "--target", "gfx942", "-o", str(out), "--json"] + flag) == 0
        reports[bool(flag)] = json.loads(capsys.readouterr().out)["kernels"][0]
        assert main(["check", str(out), "--target", "gfx942"]) == 0
    return reports


def test_schedule_rotate_lds_option(tmp_path, capsys):
    """The LDS-phase rotation is tried by default (the JSON report shows the cycle model's
    figure for each of the three programs) and --no-rotate-lds leaves it out; both outputs
    are checker-clean."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from test_rotate import _gemm

    reports = _schedule_json(tmp_path, capsys, _gemm(trips=4), "--no-rotate-lds")
    tried = {off: set(r["schedule"]["rotation"]["model cycles"]) for off, r in reports.items()}
    assert tried[False] == {"not rotated", "loads rotated", "LDS rotated", "rotated"}
    assert tried[True] == {"not rotated", "rotated"}


def test_schedule_remat_option(tmp_path, capsys):
    """Rematerialisation is on by default (the JSON report shows what it recomputed) and
    --no-remat leaves the loop-crossing values live; both outputs are checker-clean. (20
    trips: since session 46 the copies are judged by the cycle model, and at 3 trips the
    epilogue they lengthen weighs more than its tie band.)"""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from test_remat import _text

    reports = _schedule_json(tmp_path, capsys, _text(trips=20), "--no-remat")
    assert reports[False]["remat"]["values"] == 4 and reports[True]["remat"] == {}
    assert reports[False]["after"]["peak_vgpr_units"] < reports[True]["after"]["peak_vgpr_units"]


@pytest.mark.parametrize("to_file", [False, True])
def test_a_closed_pipe_ends_quietly(tmp_path, to_file):
    """``wave-asm-ext schedule X | head`` style: the reader is gone before the output is
    written; no traceback (it used to end in BrokenPipeError from print)."""
    import subprocess
    import sys
    from pathlib import Path

    src = Path(__file__).resolve().parents[1] / CORPUS_GEMM
    cmd = [sys.executable, "-m", "wave_asm_ext", "schedule", str(src), "--target", "gfx950", "--json"]
    if to_file:
        cmd += ["-o", str(tmp_path / "out.s")]   # then the JSON report goes to stdout
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    p.stdout.close()   # before the pass has written anything
    err = p.stderr.read().decode()
    p.wait(timeout=300)
    assert "Traceback" not in err and "BrokenPipeError" not in err
    assert p.returncode in (0, 141)


def test_a_file_without_instructions_says_so(tmp_path, capsys):
    """An empty or comment-only file passes through (exit 0) with a note, not silently."""
    src = tmp_path / "c.s"
    src.write_text("; only a comment\n")
    assert main(["schedule", str(src), "--target", "gfx942", "-o", str(tmp_path / "o.s")]) == 0
    assert "holds no instructions" in capsys.readouterr().err
    assert (tmp_path / "o.s").read_text() == "; only a comment\n"


def test_compile_report_has_the_loop_before_and_after(tmp_path, capsys):
    """Per loop (the K loop here) the report holds the static metrics before -> after and
    the cycle model's hot-loop figures, in the dumped JSON and in the text. (K = 1024: at
    K = 256 the eight-trip loop is unrolled by four and flattened, its loads crossing the
    straight-line code's barriers; no loop is left.)"""
    text, k = _compiled_report("gfx942", tmp_path, capsys, k=1024)
    (lp,) = k["loops"]
    b, a = lp["before"], lp["after"]
    # one output iteration is ``factor`` input iterations where the loop was unrolled
    factor = lp.get("factor", 2) if lp.get("unrolled") else 1
    assert b["mfma"] > 0 and a["mfma"] == factor * b["mfma"]
    assert f"loop {lp['header']} (depth 1" in text
    assert f"s_waitcnt {b['s_waitcnt']}->{a['s_waitcnt']}" in text
    for scen in ("l2_hit", "dram_miss"):
        fb, fa = lp["model"][scen]["before"], lp["model"][scen]["after"]
        assert (f"cycle model, {scen}: clk per wave per input iteration, this kernel's run "
                f"{fb['kernel_run_clk_per_wave_iter']:.1f}->{fa['kernel_run_clk_per_wave_iter']:.1f}, "
                f"settled {fb['clk_per_wave_iter']:.1f}->{fa['clk_per_wave_iter']:.1f}") in text
        assert 0 < fa["mfma_utilization"] <= 1 and fa["clk_per_wave_iter"] > 0
        # the whole kernel (what the pass judges by): in the JSON and in the text
        wb, wa = k["model"][scen]["before"], k["model"][scen]["after"]
        assert f"{scen} {wb['clk_per_wave']:,.0f}->{wa['clk_per_wave']:,.0f}" in text
        assert wa["clk_per_wave"] < wb["clk_per_wave"]


def test_compile_keeps_to_a_register_budget(tmp_path, capsys):
    """``--max-vgprs`` through ``wave_compile``: the emitted kernel and the pass's output
    stay within the budget (default: the pass spends the registers a one-wave-per-SIMD grid
    leaves free), and the report says the budget."""
    rc = main(["compile", "gemm", "--target", "gfx942", "--out-dir", str(tmp_path), "--max-vgprs", "48",
               "-p", "M=256,N=256,K=256,block=64x64x32,waves=2x2,schedule=NONE"])
    text = capsys.readouterr().out
    assert rc == 0
    assert "register budget              48 vector registers" in text
    rep = json.loads((tmp_path / "gemm.report.json").read_text())
    assert rep["postpass_report"]["vgpr_budget"] == 48
    (k,) = rep["postpass_report"]["kernels"]
    assert k["after"]["peak_vgpr_units"] <= 48
    (kern,) = rep["kernels"]
    assert kern["vgprs"] + kern["agprs"] <= 48
