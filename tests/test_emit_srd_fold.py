"""Buffer offsets folded into shifted descriptors (emitter option ``fold_srd_offsets``, or
``WAVE_ASM_EXT_FOLD_SRD=1``; off in the emitter by default: the pipeline judges it per kernel,
``wave_asm_ext.emission``, tests/test_emission.py).

A K loop loads a tile's rows at ``base + 32768 k``: the emitter computed each row's offset with a
``v_add_u32`` per load and iteration. Folded, the rows share the base's VGPR and read through a
descriptor whose base is ``32768 k`` bytes higher and whose range that much shorter."""

from __future__ import annotations

import re

import pytest

from test_emit_emulate import FIX, run_fixture
from wave_asm_ext.emit import emit_kernel, emit_mlir
from wave_asm_ext.emit import kernel as K

ONE_WAVE = "gfx950_gemm_256_b64x64x32_w1x1_16x16x32_none.mlir"
MASKED = "masked/gfx950_gemm_256x256x100_b64x64x32_w2x2_16x16x32_none.mlir"


def _loop(text: str) -> list[str]:
    body = text[text.index("L_loop0:"):]
    return body[:body.index("s_cbranch_scc1 L_loop0")].splitlines()


def _descriptors(text: str) -> dict[int, tuple]:
    """First SGPR of each descriptor the prologue builds -> (base source SGPR pair start, the
    constant added to the base or 0, num_records)."""
    out = {}
    for m in re.finditer(r"s_mov_b32 s(\d+), (\d+)\s*// num_records", text):
        q = int(m.group(1)) - 2
        head = text[:m.start()]
        add = re.findall(rf"s_add_u32 s{q}, s(\d+), (\d+)\n", head)
        out[q] = (int(add[-1][0]), int(add[-1][1])) + (int(m.group(2)),) if add else (q, 0, int(m.group(2)))
    return out


def test_off_by_default(monkeypatch):
    monkeypatch.delenv("WAVE_ASM_EXT_FOLD_SRD", raising=False)
    d = _descriptors(emit_mlir((FIX / ONE_WAVE).read_text(), "gfx950"))
    assert len(d) == 3 and not any(shift for _, shift, _ in d.values())   # A, B, C only


def test_a_bad_setting_is_an_error_naming_the_variable(monkeypatch):
    from wave_asm_ext.errors import EmitError

    monkeypatch.setenv("WAVE_ASM_EXT_FOLD_SRD", "on")
    with pytest.raises(EmitError, match="WAVE_ASM_EXT_FOLD_SRD='on'"):
        emit_mlir((FIX / ONE_WAVE).read_text(), "gfx950")


def test_the_loops_row_offsets_move_into_shifted_descriptors(monkeypatch):
    text = (FIX / ONE_WAVE).read_text()
    plain = emit_mlir(text, "gfx950")
    monkeypatch.setenv("WAVE_ASM_EXT_FOLD_SRD", "1")
    folded = emit_mlir(text, "gfx950")
    big_adds = lambda lines: sum(1 for ln in lines if re.match(r"\s*v_add_u32 v\d+, \d{4,}, v\d+", ln))
    assert big_adds(_loop(plain)) == 6 and big_adds(_loop(folded)) == 0
    loads = lambda lines: sorted(ln.split(",", 1)[1] for ln in lines if "buffer_load" in ln)
    assert len(loads(_loop(folded))) == len(loads(_loop(plain)))
    plain_d, folded_d = _descriptors(plain), _descriptors(folded)
    shifted = {q: d for q, d in folded_d.items() if d[1]}
    assert len(shifted) == 6
    records = {q: d[2] for q, d in plain_d.items()}
    for q, (src, shift, n) in shifted.items():
        # base + shift, range shorter by shift: offset o here is offset o + shift there
        assert shift % 4096 == 0 and src in records and n == max(0, records[src] - shift), (q, src, shift, n)
    # only the loop's loads use them: the epilogue's stores keep the output's descriptor
    used = {int(m.group(1)) for m in re.finditer(r"buffer_\w+ [^\n]*s\[(\d+):\d+\]", folded)}
    assert set(shifted) <= used
    stores = [ln for ln in folded.splitlines() if "buffer_store" in ln]
    assert stores and all(f"s[{q}:" not in ln for ln in stores for q in shifted)


def test_a_fold_that_would_cost_output_passes_is_not_made():
    """gfx942 128x128x64 one wave: 32 row offsets to fold, four SGPRs each, more than the
    file holds; allocation would answer with output-tile fission, so the unfolded kernel
    stays."""
    from iree.compiler import ir

    text = (FIX / "gfx942_gemm_256_b128x128x64_w1x1_16x16x16_none.mlir").read_text()
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        module = ir.Module.parse(text)   # (held: the func's operations live in it)
        func = K._find_kernel_funcs(module)[0]
        w, _, _ = K._lower_and_allocate(func, "gfx942", K.numbers("gfx942"), True)
        assert w.passes   # (the fold alone would have split the output tile)
    k = emit_kernel(text, "gfx942", fold_srd_offsets=True)
    assert k.output_passes == 1 and k.shifted_descriptors == 0
    assert k.text == emit_kernel(text, "gfx942", fold_srd_offsets=False).text


@pytest.mark.slow
@pytest.mark.parametrize("name", [ONE_WAVE, MASKED])
def test_folded_kernels_match_the_reference(monkeypatch, name):
    """Emitted and after the post-emit pass, in the timing-aware emulator (whose buffer range
    check is the hardware's): the masked kernel's partial tiles read past num_records in both
    descriptors alike."""
    monkeypatch.setenv("WAVE_ASM_EXT_FOLD_SRD", "1")
    for postpass in (False, True):
        err, poison = run_fixture(name, postpass=postpass)
        assert not poison and err < 1e-5, (name, postpass, err)
