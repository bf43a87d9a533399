"""Foreign code through the post-emit pass: LLVM's -O3 output for varied OpenCL kernels.

The pass is developed against the Wave emitter's output; tests/foreign/ holds code the
project did not write (clang-22 -O3, gfx942 and gfx950, see tests/foreign/README.md and
scripts/gen_foreign.py): loops, divergence, LDS, atomics, 64-bit and f64 math, spills,
MFMA, buffer and global-to-LDS loads, inline asm, calls. For every (kernel, target):

- the checker finds nothing on LLVM's original (it is the ground truth: a finding here is
  a checker false positive) nor on the pass's output;
- the output assembles with llvm-mc;
- where the functional emulator can run the kernel, the original (plain) and the output
  (timing-aware: a register or memory value read before its s_waitcnt / wait states is
  poison) compute bit-identical results from the same seeded inputs, with no poison;
- the checker-only kernels (calls) are still out of the emulator's reach — when that
  changes, move them to the emulated set.
"""
from __future__ import annotations

import functools
import importlib.util
import re
import sys
import tempfile
from pathlib import Path

import numpy as np
import pytest

FOREIGN = Path(__file__).resolve().parent / "foreign"
TARGETS = ("gfx942", "gfx950")


def _load_specs():
    spec = importlib.util.spec_from_file_location("foreign_specs", FOREIGN / "specs.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look the module up while building the class
    spec.loader.exec_module(mod)
    return mod


SPECS = _load_specs()
KERNELS = SPECS.KERNELS

# The whole file takes ~12 s of CPU (no single test over 2 s): nothing is marked slow.
CASES = [(name, t) for name, k in KERNELS.items() for t in k.targets]
EMULATED = [(n, t) for n, t in CASES if KERNELS[n].checker_only is None]
CHECKER_ONLY = [(n, t) for n, t in CASES if KERNELS[n].checker_only is not None]
IDS = [f"{n}-{t}" for n, t in CASES]


def _asm_path(name: str, target: str) -> Path:
    return FOREIGN / target / f"{name}.s"


def _symbol(name: str) -> str:
    return KERNELS[name].symbol or name


@functools.lru_cache(maxsize=None)
def _original(name: str, target: str) -> str:
    return _asm_path(name, target).read_text()


@functools.lru_cache(maxsize=None)
def _scheduled(name: str, target: str) -> str:
    """The post-emit pass's output for the kernel (default options), as text."""
    from wave_asm_ext.isa import parse_asm, print_program
    from wave_asm_ext.passes import run_postpass

    program = parse_asm(_original(name, target), str(_asm_path(name, target)))
    program, _ = run_postpass(program, target)
    return print_program(program)


def _findings(asm: str, target: str) -> list[str]:
    from wave_asm_ext.check import check_program
    from wave_asm_ext.isa import parse_asm
    from wave_asm_ext.target import load_target

    return [str(f) for f in check_program(parse_asm(asm), load_target(target))]


def _emulate(asm: str, name: str, target: str, timing_aware: bool):
    """(output buffers, EmulationResult) of one run on the kernel's seeded inputs."""
    from wave_asm_ext.sim.emulator import emulate

    block, grid, args = SPECS.make(name, seed=0)
    res = emulate(asm, kernel=_symbol(name), args=args, grid=(grid, 1, 1), block=(block, 1, 1),
                  target=target, timing_aware=timing_aware)
    return [a for a in args if isinstance(a, np.ndarray)], res


# --------------------------------------------------------------------------- the suite


def test_sources_specs_and_assembly_agree() -> None:
    """Every source has a spec, every spec its source and one .s per target, nothing stray
    (regenerate with scripts/gen_foreign.py)."""
    sources = {p.stem for p in (FOREIGN / "src").glob("*.cl")}
    assert sources == set(KERNELS), f"no spec: {sources - set(KERNELS)}, no source: {set(KERNELS) - sources}"
    assert (FOREIGN / "src" / "corpus.h").is_file()
    on_disk = {(p.stem, p.parent.name) for t in TARGETS for p in (FOREIGN / t).glob("*.s")}
    assert on_disk == set(CASES), f"stray: {on_disk - set(CASES)}, missing: {set(CASES) - on_disk}"
    for name, target in CASES:
        text = _original(name, target)
        assert f'.amdgcn_target "amdgcn-amd-amdhsa--{target}' in text, (name, target)
        assert re.search(rf"^{re.escape(_symbol(name))}:", text, re.M), f"{name}: no label {_symbol(name)}"


def test_literal_k_fma_is_emulated_as_is() -> None:
    """LLVM's v_fmaak_f32 / v_fmamk_f32 reach the emulator unrewritten: some emulated
    kernels use them (the equivalence tests below run them natively)."""
    users = {(n, t) for n, t in CASES if KERNELS[n].checker_only is None
             and re.search(r"\bv_fma[am]k_f32\b", _original(n, t))}
    assert users, "no emulated kernel uses v_fmaak_f32/v_fmamk_f32 any more"


@pytest.mark.parametrize("name,target", CASES, ids=IDS)
def test_checker_clean_on_llvm_original(name: str, target: str) -> None:
    findings = _findings(_original(name, target), target)
    assert not findings, f"checker flags LLVM's own {target} code for {name}:\n" + "\n".join(findings[:10])


@pytest.mark.parametrize("name,target", CASES, ids=IDS)
def test_checker_clean_on_output(name: str, target: str) -> None:
    findings = _findings(_scheduled(name, target), target)
    assert not findings, f"checker flags the pass's output for {name} on {target}:\n" + "\n".join(findings[:10])


@pytest.mark.parametrize("name,target", CASES, ids=IDS)
def test_output_assembles(name: str, target: str) -> None:
    from wave_asm_ext import toolchain

    try:
        toolchain.find_tool("llvm-mc")
    except Exception as e:  # noqa: BLE001 - ToolchainError; reported as the skip reason
        pytest.skip(f"llvm-mc not available: {e}")
    with tempfile.TemporaryDirectory() as d:
        obj = toolchain.assemble(_scheduled(name, target), target, Path(d) / "k.o")
        assert obj.stat().st_size > 0


@pytest.mark.parametrize("name,target", EMULATED, ids=[f"{n}-{t}" for n, t in EMULATED])
def test_output_computes_what_llvm_computes(name: str, target: str) -> None:
    """Original (plain emulation) and output (timing-aware) agree bit for bit; the output
    reads nothing early (no poison reaches memory, no early-read event at all)."""
    want, _ = _emulate(_original(name, target), name, target, timing_aware=False)
    got, res = _emulate(_scheduled(name, target), name, target, timing_aware=True)
    poisoned = {k: int(v.sum()) for k, v in res.poisoned.items() if v.any()}
    assert not res.any_poison, f"{name}/{target}: poison in the output buffers {poisoned}: {res.events[:5]}"
    assert not res.events, f"{name}/{target}: the output reads values before they arrive: {res.events[:5]}"
    for i, (w, g) in enumerate(zip(want, got)):
        if w.tobytes() != g.tobytes():
            n = int((w.view(np.uint8).reshape(w.size, -1) != g.view(np.uint8).reshape(g.size, -1)).any(axis=1).sum())
            pytest.fail(f"{name}/{target}: buffer {i}: {n}/{w.size} elements differ from LLVM's original")


@pytest.mark.parametrize("name,target", CHECKER_ONLY, ids=[f"{n}-{t}" for n, t in CHECKER_ONLY])
def test_checker_only_kernels_are_beyond_the_emulator(name: str, target: str) -> None:
    """The documented reason still holds (if this fails, emulate the kernel instead)."""
    from wave_asm_ext.errors import WaveAsmError

    with pytest.raises(WaveAsmError, match=KERNELS[name].rejects):
        _emulate(_original(name, target), name, target, timing_aware=False)
