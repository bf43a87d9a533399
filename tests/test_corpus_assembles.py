"""The LLVM-compiled validation corpus (tests/corpus/) is complete and well formed.

- the manifest and the files on disk agree (nothing missing, nothing unlisted);
- every corpus .s assembles with llvm-mc-22 for its target;
- every code object's AMDGPU metadata note names its kernels and target;
- every reference named in the manifest exists and produces arrays of the right size.
Regenerate the corpus with `python scripts/gen_corpus.py`.
"""
from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import numpy as np
import pytest

CORPUS = Path(__file__).resolve().parent / "corpus"
MANIFEST = json.loads((CORPUS / "manifest.json").read_text())
KERNELS: list[dict[str, Any]] = MANIFEST["kernels"]
ASM_FILES = sorted({k["asm"] for k in KERNELS})
CODE_OBJECTS = sorted({k["code_object"] for k in KERNELS})
DTYPES = {"f16", "bf16", "f32", "f64", "i32", "u8"}   # u8: FP4 codes and E8M0 scales (MXFP4)


def _target_of(rel: str) -> str:
    targets = {k["target"] for k in KERNELS if rel in (k["asm"], k["code_object"])}
    assert len(targets) == 1, f"{rel}: listed for targets {targets}"
    return targets.pop()


def _load_reference():
    spec = importlib.util.spec_from_file_location("corpus_reference", CORPUS / "reference.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_manifest_lists_exactly_the_files_on_disk() -> None:
    on_disk_s = {p.relative_to(CORPUS).as_posix() for d in ("opencl", "wave") for p in (CORPUS / d).rglob("*.s")}
    on_disk_co = {p.relative_to(CORPUS).as_posix() for d in ("opencl", "wave") for p in (CORPUS / d).rglob("*.hsaco")}
    assert on_disk_s == set(ASM_FILES), f"unlisted: {on_disk_s - set(ASM_FILES)}, missing: {set(ASM_FILES) - on_disk_s}"
    assert on_disk_co == set(CODE_OBJECTS)
    for k in KERNELS:
        if k["origin"] == "opencl":
            assert (CORPUS / k["source"]).is_file(), k["source"]
    used_sources = {k["source"] for k in KERNELS if k["origin"] == "opencl"}
    assert {f"src/{p.name}" for p in (CORPUS / "src").glob("*.cl")} == used_sources


def test_manifest_entries_are_complete() -> None:
    seen = set()
    for k in KERNELS:
        key = (k["origin"], k["target"], k["name"])
        assert key not in seen, f"duplicate kernel entry {key}"
        seen.add(key)
        assert k["target"] in ("gfx942", "gfx950")
        assert f"/{k['target']}/" in f"/{k['asm']}", f"{k['name']}: {k['asm']} not under its target dir"
        assert len(k["workgroup_size"]) == 3 and all(int(x) >= 1 for x in k["workgroup_size"])
        assert len(k["grid_workgroups"]) == 3 and all(int(x) >= 1 for x in k["grid_workgroups"])
        assert k["workgroup_size"][0] * k["workgroup_size"][1] * k["workgroup_size"][2] % 64 == 0
        assert k["args"], k["name"]
        for a in k["args"]:
            assert a["kind"] == "global_buffer" and a["dtype"] in DTYPES and a["count"] > 0, (k["name"], a)
            assert a["io"] in ("in", "out", "inout")
        # The kernel symbol is defined in its assembly, and the .s targets the manifest's target.
        text = (CORPUS / k["asm"]).read_text()
        assert re.search(rf"^{re.escape(k['symbol'])}:", text, re.M), f"{k['asm']}: no label {k['symbol']}"
        assert f'.amdgcn_target "amdgcn-amd-amdhsa--{k["target"]}"' in text
    # Both targets are covered by both origins.
    assert {(k["origin"], k["target"]) for k in KERNELS} == {
        (o, t) for o in ("opencl", "wave") for t in ("gfx942", "gfx950")}


@pytest.fixture(scope="module")
def llvm_mc() -> str:
    path = shutil.which("llvm-mc-22")
    if not path:
        pytest.skip("llvm-mc-22 not installed")
    return path


@pytest.mark.parametrize("rel", ASM_FILES)
def test_corpus_asm_assembles(rel: str, llvm_mc: str, tmp_path: Path) -> None:
    target = _target_of(rel)
    proc = subprocess.run([llvm_mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}", "-filetype=obj",
                           str(CORPUS / rel), "-o", str(tmp_path / "k.o")], capture_output=True, text=True)
    assert proc.returncode == 0, f"{rel} does not assemble for {target}:\n{proc.stderr[:2000]}"
    assert (tmp_path / "k.o").stat().st_size > 0


@pytest.mark.parametrize("rel", CODE_OBJECTS)
def test_code_object_notes_name_kernels(rel: str) -> None:
    readobj = shutil.which("llvm-readobj-22")
    if not readobj:
        pytest.skip("llvm-readobj-22 not installed")
    out = subprocess.run([readobj, "--notes", str(CORPUS / rel)], capture_output=True, text=True, check=True).stdout
    target = _target_of(rel)
    assert f"amdgcn-amd-amdhsa--{target}" in out
    names = set(re.findall(r"\.name:\s+(\S+)", out))
    want = {k["symbol"] for k in KERNELS if k["code_object"] == rel}
    assert want <= names, f"{rel}: notes name {names}, manifest expects {want}"
    # Every kernel in the code object is in the manifest (no stray stubs).
    assert names == want


def test_references_cover_outputs() -> None:
    ref = _load_reference()
    missing = [k["name"] for k in KERNELS if k.get("reference") is None]
    assert not missing, f"kernels without reference: {missing}"
    for k in KERNELS:
        assert k["reference"] in ref.REFERENCES, (k["name"], k["reference"])
        if k.get("shape") and k["shape"][0] > 256:
            continue  # the 1024^3 Wave GEMMs: same function as the 256^3 ones, too slow for this test
        inputs = ref.make_inputs(k, seed=0)
        exp = ref.expected(k, inputs)
        outs = {a["name"]: a for a in k["args"] if a["io"] in ("out", "inout")}
        assert set(exp) == set(outs), f"{k['name']}: reference gives {set(exp)}, outputs are {set(outs)}"
        for name, arr in exp.items():
            assert np.asarray(arr).size == outs[name]["count"], (k["name"], name)
            assert np.all(np.isfinite(arr)), (k["name"], name)
        # check() must reject a wrong result (outputs left at their initial values).
        with pytest.raises(AssertionError):
            ref.check(k, inputs, {n: inputs[n] for n in outs})
