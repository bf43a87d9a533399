"""Numerical end-to-end check: emitted GEMMs run on the project's functional emulator
(wave_asm_ext.sim, an independent instrument) in timing-aware mode, which poisons results
read before their s_waitcnt / s_nop allows; results must match torch and carry no poison.
Grids of more than 16 workgroups run a sample of them (tests/emu_grid.py)."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

from emu_grid import workgroups_to_run  # noqa: E402
from wave_asm_ext.emit import emit_kernel  # noqa: E402
from wave_asm_ext.sim.emulator import tiles_written  # noqa: E402

FIX = Path(__file__).parent / "fixtures" / "mlir"
DTYPES = {"f16": "float16", "bf16": "bfloat16", "f8E4M3FNUZ": "float8_e4m3fnuz", "f8E4M3FN": "float8_e4m3fn"}


def run_fixture(name: str, seed: int = 0, postpass: bool = False, code: str | None = None) -> tuple[float, bool]:
    """(largest error relative to the reference's largest magnitude, any poison) of fixture
    ``name`` (a path under fixtures/mlir) emitted and, with ``postpass``, then run through
    the post-emit pass at its defaults; or of ``code``, a program made from it elsewhere."""
    from wave_asm_ext.sim.emulator import emulate

    text = (FIX / name).read_text()
    target = Path(name).name[:6]
    k = emit_kernel(text, target)
    code = k.text if code is None else code
    if postpass:
        from wave_asm_ext.isa import parse_asm
        from wave_asm_ext.passes import run_postpass

        code = run_postpass(parse_asm(code, name), target)[0].text()
    wg = re.search(r"workgroups\(\) -> \(index, index, index\) \{(.*?)stream.return (%\w+), (%\w+), (%\w+)",
                   text, re.S)
    consts = dict(re.findall(r"(%c\d+) = arith.constant (\d+) : index", wg.group(1)))
    grid = tuple(int(consts[g]) for g in wg.groups()[1:])
    (a0, a1), (b0, b1), (m, n) = [tuple(map(int, s)) for s in re.findall(r"sizes: \[(\d+), (\d+)\]", text)[:3]]
    elem = re.search(r"memref<\d+x\d+x(\w+), strided", text).group(1)
    dt = getattr(torch, DTYPES[elem])
    g = torch.Generator().manual_seed(seed)
    a = torch.randn((a0, a1), generator=g).to(dt)
    b = torch.randn((b0, b1), generator=g).to(dt)
    c = torch.full((m, n), float("nan"), dtype=torch.float32)
    raw = [x.view(torch.uint8).numpy() if elem.startswith("f8") else x for x in (a, b)]
    ids = workgroups_to_run(grid)
    res = emulate(code, args=[*raw, c], grid=grid, block=k.wg_size, target=target, timing_aware=True,
                  workgroups=ids)
    ref = a.float().T @ b.float() if "_gemm_tt_" in name else a.float() @ b.float().T
    runs = math.prod(grid) if ids is None else len(ids)
    written = tiles_written(c.numpy(), runs, (m // grid[0]) * (n // grid[1]))   # one tile per workgroup
    if written is None:
        return float("inf"), res.any_poison
    written = torch.from_numpy(written)
    return float((c[written] - ref[written]).abs().max() / ref.abs().max()), res.any_poison


FAST = ["gfx942_gemm_256_b64x64x32_w2x2_16x16x16_none.mlir",
        # AGPR accumulators + LDS reads sunk to their uses (register-pressure fallbacks)
        "gfx942_gemm_256_b128x128x64_w1x1_16x16x16_prefetch.mlir",
        # 256 AGPR accumulators, 242 VGPRs: needs the first-fit fallback (504 of 512 registers)
        "gfx950_gemm_256_b128x128x64_w1x1_16x16x32_prefetch.mlir",
        "gfx950_gemm_256_b64x64x32_w1x1_16x16x32_none.mlir",
        # 512 accumulator registers: the output tile in two passes (output-tile fission)
        "gfx942_gemm_128x256x32_b128x256x16_w1x1_16x16x16_none.mlir",
        # transposed A and B: 16-bit LDS reads packed in pairs by v_perm_b32
        "gfx942_gemm_tt_256_b64x64x32_w2x2_16x16x16_prefetch.mlir"]
SLOW = ["gfx942_gemm_256_b64x64x32_w1x1_32x32x8_none.mlir",
        "gfx942_gemm_256_b128x128x64_w1x1_16x16x16_none.mlir",  # accumulators in AGPRs
        "gfx942_gemm_1024_b128x128x64_w2x2_16x16x16_prefetch.mlir",
        "gfx950_gemm_1024_b128x128x64_w2x2_16x16x32_prefetch.mlir",
        "gfx950_gemm_1024_b128x128x64_w2x2_16x16x32_bf16_prefetch.mlir",
        "gfx942_gemm_1024_b128x128x64_w2x2_16x16x32_f8_prefetch.mlir",
        "gfx950_gemm_tt_1024_b64x64x32_w2x2_16x16x32_none.mlir",
        # output-tile fission with PREFETCH: each pass loads and stores to LDS only the
        # half of B its loads read (LDS footprints), 248 VGPRs + 256 AGPRs
        "gfx950_gemm_256_b128x256x64_w1x1_16x16x32_prefetch.mlir"]


@pytest.mark.parametrize("name", FAST)
def test_emulated_gemm_matches_torch(name):
    err, poison = run_fixture(name)
    assert not poison and err < 1e-5, (err, poison)


def test_16bit_pairs_are_packed_by_one_v_perm():
    """gemm_tt reads its f16 operands from LDS one element at a time (ds_read_u16) and packs
    each pair into a dword with one v_perm_b32 (as LLVM does), its byte selector in one
    SGPR set once; no v_and/v_lshl_or pair per dword any more."""
    text = emit_kernel((FIX / "gfx942_gemm_tt_256_b64x64x32_w2x2_16x16x16_prefetch.mlir").read_text(), "gfx942").text
    perms = re.findall(r"v_perm_b32 v\d+, v\d+, v\d+, (s\d+)", text)
    assert len(perms) * 2 == text.count("ds_read_u16") and "v_lshl_or_b32" not in text
    (sel,) = set(perms)
    assert re.findall(rf"s_mov_b32 {sel}, (\S+)", text) == [str(0x05040100)]


@pytest.mark.slow
@pytest.mark.parametrize("name", SLOW)
def test_emulated_gemm_matches_torch_slow(name):
    err, poison = run_fixture(name)
    assert not poison and err < 1e-5, (err, poison)


@pytest.mark.parametrize("postpass", [False, True], ids=["emitted", "post-emit pass"])
def test_waves_storing_the_same_tile_bytes_match_torch(postpass):
    """BLOCK_K = the MMA's K: both waves store the same A-tile bytes in one barrier phase
    (Wave's MLIR; LLVM's code for it does the same). The values agree, so no order of the
    stores changes a byte: the timing-aware emulator must not call that a race (it did,
    poisoning the whole output, for LLVM's code as much as ours)."""
    err, poison = run_fixture("shared_tile/gfx942_gemm_32x96x112_b16x32x16_w1x2_16x16x16_prefetch.mlir",
                              postpass=postpass)
    assert not poison and err < 1e-5, (err, poison)
