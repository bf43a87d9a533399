"""End-to-end checks of the emitter on saved Wave MLIR (no Wave front end needed):
assembles + links with LLVM, descriptor/metadata match the code, K loop with back-edge,
MFMA counts, waits, and error reporting."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from wave_asm_ext.emit import emit_kernel, emit_mlir
from wave_asm_ext.errors import EmitError

FIX = Path(__file__).parent / "fixtures" / "mlir"
FIXTURES = sorted(FIX.glob("*.mlir"))
NAME_RE = re.compile(r"(gfx\d+)_(gemm|gemm_tt)_(\d+|\d+x\d+x\d+)_b(\d+)x(\d+)x(\d+)_w(\d+)x(\d+)_(\d+)x(\d+)x(\d+)(?:_(f16|bf16|f8))?_(none|prefetch)$")
MC, LLD = shutil.which("llvm-mc-22"), shutil.which("ld.lld-22")


def cfg(p: Path) -> dict:
    m = NAME_RE.match(p.stem)
    assert m, p.stem
    g = m.groups()
    return {"target": g[0], "block": tuple(map(int, g[3:6])), "waves": (int(g[6]), int(g[7])),
            "mfma": tuple(map(int, g[8:11])), "dtype": g[11] or "f16", "schedule": g[12], "K": int(g[2].split("x")[-1])}


@pytest.fixture(scope="module", params=FIXTURES, ids=lambda p: p.stem)
def emitted(request):
    p = request.param
    c = cfg(p)
    return p, c, emit_kernel(p.read_text(), c["target"])


def _directive(text: str, name: str) -> int:
    m = re.search(rf"^\s*\.amdhsa_{name}\s+(\d+)", text, re.M)
    assert m, name
    return int(m.group(1))


def _meta(text: str, key: str) -> int:
    m = re.search(rf"^\s*\.{key}:\s+(\d+)", text, re.M)
    assert m, key
    return int(m.group(1))


def _code(text: str) -> str:
    return text.split(".rodata")[0]


def _max_reg(code: str, kind: str) -> int:
    hi = -1
    for m in re.finditer(rf"\b{kind}\[(\d+):(\d+)\]|\b{kind}(\d+)\b", code):
        hi = max(hi, int(m.group(2) or m.group(3)))
    return hi


@pytest.mark.skipif(not (MC and LLD), reason="llvm-mc-22 / ld.lld-22 not installed")
def test_assembles_and_links(emitted, tmp_path):
    p, c, k = emitted
    s, o, so = tmp_path / "k.s", tmp_path / "k.o", tmp_path / "k.hsaco"
    s.write_text(k.text)
    r = subprocess.run([MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={c['target']}", "--filetype=obj",
                        str(s), "-o", str(o)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[:4000]
    r = subprocess.run([LLD, "-shared", str(o), "-o", str(so)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[:4000]


def test_descriptor_matches_code(emitted):
    p, c, k = emitted
    text, code = k.text, _code(k.text)
    nv, ns = _directive(text, "next_free_vgpr"), _directive(text, "next_free_sgpr")
    assert nv >= _max_reg(code, "v") + 1
    assert ns >= _max_reg(code, "s") + 1
    acc = _directive(text, "accum_offset")
    # arch VGPRs below accum_offset, AGPRs above it, all inside next_free_vgpr
    assert acc % 4 == 0 and 4 <= acc <= nv and acc >= _max_reg(code, "v") + 1
    assert nv >= acc + _max_reg(code, "a") + 1
    assert _meta(text, "agpr_count") == _max_reg(code, "a") + 1
    assert _meta(text, "vgpr_count") == nv and _meta(text, "sgpr_count") == ns
    lds = _directive(text, "group_segment_fixed_size")
    assert lds == _meta(text, "group_segment_fixed_size") > 0
    alloc = int(re.search(r"memref<(\d+)xi8, #gpu.address_space<workgroup>>", p.read_text()).group(1))
    assert lds == alloc
    assert _meta(text, "kernarg_segment_size") == 8 * k.num_args == _directive(text, "kernarg_size")
    wg = [int(x) for x in re.search(r"workgroup_size = \[(\d+), (\d+), (\d+)\]", p.read_text()).groups()]
    assert _meta(text, "max_flat_workgroup_size") == wg[0] * wg[1] * wg[2]
    assert _meta(text, "wavefront_size") == 64
    # workitem id y requested iff the code reads it from v0 bits [19:10]
    uses_y = "v_bfe_u32" in code and ", v0, 10, 10" in code
    assert _directive(text, "system_vgpr_workitem_id") == (1 if uses_y else 0)
    # workgroup ids: x at s2, y next; requested iff gpu.block_id of that dim appears
    mlir = p.read_text()
    for d in "xyz":
        assert _directive(text, f"system_sgpr_workgroup_id_{d}") == (1 if f"gpu.block_id  {d}" in mlir else 0)


def test_k_loop_and_mfma_count(emitted):
    """One K loop per output pass (more than one only with output-tile fission), each with
    its pass's share of the block's MFMAs and the right trip count."""
    p, c, k = emitted
    code = _code(k.text)
    lines = code.splitlines()
    bm, bn, bk = c["block"]
    wm, wn = c["waves"]
    mm, mn, mk = c["mfma"]
    per_iter = bm * bn * bk // (wm * wn * mm * mn * mk)
    op = f"v_mfma_f32_{mm}x{mn}x{mk}_"
    labels = [i for i, l in enumerate(lines) if re.match(r"^L_loop\d+:", l)]
    assert len(labels) == k.output_passes
    trips = c["K"] // bk - (0 if c["schedule"] == "none" else 1)
    in_loops = 0
    for label in labels:
        name = lines[label][:-1]
        branch = next(i for i, l in enumerate(lines) if f"s_cbranch_scc1 {name}" in l)
        assert branch > label
        in_loops += sum(op in l for l in lines[label:branch])
        assert re.search(rf"s_cmp_lt_i32 s\d+, {trips}\b", "\n".join(lines[branch - 2:branch]))
    assert in_loops == per_iter
    total = sum(op in l for l in lines)
    # NONE: all MFMAs in the loop; PREFETCH: one more iteration's worth after the loop
    assert total == (per_iter if c["schedule"] == "none" else 2 * per_iter)


def test_vgpr_accumulators_are_zeroed_in_even_pairs(emitted):
    """A K-loop accumulator held in VGPRs is zeroed before the loop with one v_mov_b64 per
    even-aligned pair (the DB gives v_mov_b64 the issue cost of v_mov_b32: half the VALU
    work of the prologue's zero-init); AGPR accumulators keep v_accvgpr_write."""
    p, c, k = emitted
    lines = _code(k.text).splitlines()
    label = next(i for i, l in enumerate(lines) if re.match(r"^L_loop\d+:", l))
    before = "\n".join(lines[:label])
    branch = next(i for i, l in enumerate(lines) if "s_cbranch_scc1" in l)
    accs = {m.groups() for l in lines[label:branch]
            for m in [re.search(r"v_mfma\S* ([va])\[(\d+):(\d+)\]", l)] if m}
    assert accs
    for kind, lo, hi in accs:
        if kind == "a":
            assert re.search(rf"v_accvgpr_write_b32 a{lo}, 0\b", before)
            continue
        for r in range(int(lo), int(hi) + 1, 2):
            assert re.search(rf"^\s*v_mov_b64 v\[{r}:{r + 1}\], 0\s*$", before, re.M), (kind, lo, hi, r)
    for a, b in re.findall(r"v_mov_b64 v\[(\d+):(\d+)\]", before):
        assert int(a) % 2 == 0 and int(b) == int(a) + 1


def _regset(text: str) -> set[tuple[str, int]]:
    out = set()
    for m in re.finditer(r"\b([vs])\[(\d+):(\d+)\]|\b([vs])(\d+)\b", text):
        if m.group(1):
            out |= {(m.group(1), i) for i in range(int(m.group(2)), int(m.group(3)) + 1)}
        else:
            out.add((m.group(4), int(m.group(5))))
    return out


def test_waits_before_load_uses(emitted):
    """Straight-line check of the text: no instruction reads or overwrites a register whose
    buffer/ds/s_load is still counted as outstanding by the s_waitcnt seen so far."""
    p, c, k = emitted
    pending = {"vm": [], "lgkm": []}
    for line in _code(k.text).splitlines():
        s = line.split("//")[0].strip()
        if not s or s.endswith(":"):
            continue
        mnem, _, ops = s.partition(" ")
        if mnem == "s_waitcnt":
            for ctr in ("vm", "lgkm"):
                m = re.search(ctr + r"cnt\((\d+)\)", ops)
                if m:
                    n = int(m.group(1))
                    pending[ctr] = pending[ctr][len(pending[ctr]) - n:] if n else []
            continue
        regs = _regset(ops)
        for ctr, lst in pending.items():
            for dst in lst:
                assert not (dst & regs), f"{s!r} touches a register of an outstanding {ctr} load"
        first = ops.split(",")[0]
        if mnem.startswith("buffer_load"):
            pending["vm"].append(_regset(first))
        elif mnem.startswith("buffer_store"):
            pending["vm"].append(set())
        elif mnem.startswith(("ds_read", "s_load")):
            pending["lgkm"].append(_regset(first))
        elif mnem.startswith("ds_write"):
            pending["lgkm"].append(set())


def test_mfma_results_get_nops_before_stores(emitted):
    """The first access of MFMA results after the last MFMA is preceded by at least the
    DB's MFMA-result wait states (for the MFMA's pass count) worth of s_nop."""
    from wave_asm_ext.target import load_target

    p, c, k = emitted
    t = load_target(c["target"])
    op = next(l.split()[0] for l in _code(k.text).splitlines() if "v_mfma" in l)
    passes = t.mfma_info(op).passes
    need = max(t.hazard_rule(r).wait_for(passes) for r in
               ("xdl_write_vmem_lds_flat_read", "xdl_write_valu_raw", "xdl_write_valu_waw"))
    lines = _code(k.text).splitlines()
    last_mfma = max(i for i, l in enumerate(lines) if "v_mfma" in l)
    first_store = next(i for i, l in enumerate(lines) if "buffer_store" in l and i > last_mfma)
    nops = sum(int(re.search(r"s_nop (\d+)", l).group(1)) + 1 for l in lines[last_mfma:first_store] if "s_nop" in l)
    assert need > 0 and nops >= need


def test_lds_barrier_lowering(emitted):
    p, c, k = emitted
    lines = [l.strip() for l in _code(k.text).splitlines()]
    bars = [i for i, l in enumerate(lines) if l == "s_barrier"]
    # each output pass lowers every barrier; passes are separated by one more
    n = p.read_text().count("amdgpu.lds_barrier")
    assert len(bars) == n * k.output_passes + k.output_passes - 1
    for i in bars:
        assert lines[i - 1].startswith("s_waitcnt") and "lgkmcnt(0)" in lines[i - 1]


def test_unsupported_op_names_op_and_location():
    p = FIXTURES[0]
    text = p.read_text().replace("amdgpu.lds_barrier", '"test.mystery_op"() : () -> ()', 1)
    with pytest.raises(EmitError) as ei:
        emit_mlir(text, cfg(p)["target"])
    msg = str(ei.value)
    assert "test.mystery_op" in msg and "loc(" in msg


GFX950_ONLY = [f for f in FIXTURES if cfg(f)["target"] == "gfx950" and "_gemm_tt_" not in f.name
               and cfg(f)["mfma"] in ((16, 16, 32), (32, 32, 16)) and cfg(f)["dtype"] != "f8"]


@pytest.mark.parametrize("path", GFX950_ONLY, ids=lambda p: p.stem)
def test_gfx950_only_mma_on_gfx942_is_a_clear_error(path):
    c = cfg(path)
    m, n, k = c["mfma"]
    mma = f"F32_{m}x{n}x{k}_{c['dtype'].upper()}"
    with pytest.raises(EmitError) as ei:
        emit_mlir(path.read_text(), "gfx942")
    assert mma in str(ei.value) and "gfx942" in str(ei.value)
    assert "amdgpu.mfma" in (ei.value.location or "")


def test_unknown_target_rejected():
    with pytest.raises(EmitError):
        emit_mlir(FIXTURES[0].read_text(), "gfx1100")


def test_unsupported_attribute_names_op():
    p = FIXTURES[0]
    text = p.read_text().replace("blgp =  none", "blgp = bcast_first_32", 1)
    with pytest.raises(EmitError) as ei:
        emit_mlir(text, cfg(p)["target"])
    assert "blgp" in str(ei.value) and (ei.value.location or "").startswith("amdgpu.mfma at loc(")


def test_unparsable_mlir_is_an_emit_error():
    with pytest.raises(EmitError):
        emit_mlir("this is not mlir", "gfx942")


def test_gfx950_transpose_load_on_gfx942_is_a_clear_error():
    p = FIX / "gfx950_gemm_tt_1024_b64x64x32_w2x2_16x16x32_none.mlir"
    with pytest.raises(EmitError) as ei:
        emit_mlir(p.read_text(), "gfx942")
    assert "gfx942" in str(ei.value) and (ei.value.location or "").startswith("amdgpu.transpose_load")


def test_transpose_loads_land_in_mfma_operands_without_copies():
    p = FIX / "gfx950_gemm_tt_1024_b64x64x32_w2x2_16x16x32_none.mlir"
    code = _code(emit_mlir(p.read_text(), "gfx950"))
    assert code.count("ds_read_b64_tr_b16") == p.read_text().count("amdgpu.transpose_load")
    body = code.split("L_loop0:")[1].split("s_cbranch_scc1")[0]
    assert "v_mov_b32" not in body
