"""The checker against LLVM-compiled, hardware-proven code (tests/corpus/manifest.json).

(a) no findings on any corpus kernel (except rows listed in KNOWN_DB_DISPUTES, which
    must still fire so the list is dropped when the DB is fixed);
(b) with every s_nop removed, each removed nop position yields a finding whose
    consumer is the instruction after it, unless an exemption below explains the nop;
(c) removing any single s_waitcnt yields a new finding, unless provably redundant.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import pytest

from wave_asm_ext.check import check_kernel
from wave_asm_ext.isa import parse_file
from wave_asm_ext.target import load_target

CORPUS = Path(__file__).parent / "corpus"
MANIFEST = json.loads((CORPUS / "manifest.json").read_text())
KERNELS = MANIFEST["kernels"]
IDS = [f"{k['target']}-{k['name']}" for k in KERNELS]

# (target, kernel, DB hazard row) whose findings on LLVM output we attribute to the DB.
# gfx950 dgemm16_write_vmem_lds_flat_read = 20 is marked "estimated" in the DB; LLVM's
# checkMAIVALUHazards uses DMFMA16x16WriteVgprMemExpReadWaitStates = 18 for 8- and
# 16-pass DGEMMs, and this hardware-proven kernel stores v[0:1] after exactly 18.
# DB rows the checker disputes on LLVM output (fixed so far: gfx950 dgemm16 -> memory read 20 -> 18).
KNOWN_DB_DISPUTES: set[tuple[str, str, str]] = set()

_VMEM_FAMILIES = {"MUBUF", "MTBUF", "FLAT", "GLOBAL", "SCRATCH"}


def _kernel(entry):
    prog = parse_file(str(CORPUS / entry["asm"]))
    return prog.kernel(entry["symbol"]), load_target(entry["target"])


@lru_cache(maxsize=None)
def _target(arch):
    return load_target(arch)


# ---------------------------------------------------------------- (a)
@pytest.mark.parametrize("entry", KERNELS, ids=IDS)
def test_corpus_kernel_is_clean(entry):
    kernel, target = _kernel(entry)
    findings = check_kernel(kernel, target)
    disputed = {(entry["target"], entry["name"], f.check) for f in findings} & KNOWN_DB_DISPUTES
    real = [f for f in findings if (entry["target"], entry["name"], f.check) not in KNOWN_DB_DISPUTES]
    assert not real, "\n".join(f.message() for f in real)
    expected = {d for d in KNOWN_DB_DISPUTES if d[:2] == (entry["target"], entry["name"])}
    assert disputed == expected, f"dispute no longer fires (DB fixed?): {expected - disputed}"


# ---------------------------------------------------------------- (b)
def _carry_in_exemption(prev_insts, consumer) -> bool:
    """LLVM (GCNHazardRecognizer::checkVALUHazards, VALUWriteSGPRVALUReadWaitstates = 2)
    counts every VCC read after a VALU VCC write, including a carry-in; ISA Table 11
    case 18 (and the DB's ``sgpr_constant``) says a carry-in needs 0. Exempt iff the
    consumer is a carry-in op whose only scalar read is VCC, written by a VALU among
    the two instructions before it."""
    if not consumer.base.startswith(("v_addc_co_u32", "v_subb_co_u32", "v_subbrev_co_u32")):
        return False
    scalar_reads = {u for u in consumer.uses() if u[0] in ("s", "vcc")}
    if {u[0] for u in scalar_reads} != {"vcc"}:
        return False
    return any(i.info.is_valu and ("vcc", 0) in i.defs() for i in prev_insts[-2:])


def _has(entry, mnemonic: str) -> bool:
    prog = _parsed(entry["asm"])
    return any(i.mnemonic == mnemonic for i in prog.kernel(entry["symbol"]).instructions)


@lru_cache(maxsize=None)
def _parsed(asm: str):
    return parse_file(str(CORPUS / asm))


NOP_KERNELS = [k for k in KERNELS if _has(k, "s_nop")]


@pytest.mark.parametrize("entry", NOP_KERNELS, ids=[f"{k['target']}-{k['name']}" for k in NOP_KERNELS])
def test_removed_nops_are_found(entry):
    kernel, target = _kernel(entry)
    removed = []  # (nop location, prefix of kept instructions, consumer)
    for b in kernel.blocks:
        kept, pending = [], None
        for inst in b.instructions:
            if inst.mnemonic == "s_nop":
                pending = pending or inst
                continue
            if pending is not None:
                removed.append((pending.location, list(kept), inst))
                pending = None
            kept.append(inst)
        assert pending is None, "s_nop at block end"
        b.instructions = kept
    assert removed
    consumers = {f.consumer.location for f in check_kernel(kernel, target)}
    missed = []
    for nop_loc, prev, consumer in removed:
        if consumer.location in consumers:
            continue
        if _carry_in_exemption(prev, consumer):
            continue
        missed.append(f"{nop_loc} before {consumer.location}: {consumer.text()}")
    assert not missed, "removed s_nop without a finding:\n" + "\n".join(missed)


# ---------------------------------------------------------------- (c)
def _single_wave(entry) -> bool:
    wg = entry["workgroup_size"]
    threads = wg[0] * wg[1] * wg[2]
    return threads <= _target(entry["target"]).wave_size


def _lds_fence_exemption(entry, insts, i) -> bool:
    """A workgroup fence whose barrier LLVM dropped for a single-wave workgroup:
    ``ds_write; s_waitcnt lgkmcnt(0); ds_read``. Within one wave LDS ops execute in
    order (DB counter_events ``lds``: in_order), so the read sees the write without
    the wait; with one wave there is no other wave to order against."""
    if not _single_wave(entry) or i == 0 or i + 1 >= len(insts):
        return False
    w = insts[i].operands[0] if insts[i].operands else None
    only_lgkm = getattr(w, "vmcnt", 0) is None and getattr(w, "lgkmcnt", None) is not None
    return only_lgkm and insts[i - 1].family == "DS" and insts[i + 1].family == "DS"


WAIT_KERNELS = [k for k in KERNELS if _has(k, "s_waitcnt")]


@pytest.mark.parametrize("entry", WAIT_KERNELS, ids=[f"{k['target']}-{k['name']}" for k in WAIT_KERNELS])
def test_removed_waitcnts_are_found(entry):
    kernel, target = _kernel(entry)
    base = {f.message() for f in check_kernel(kernel, target)}
    positions = [(bi, ii) for bi, b in enumerate(kernel.blocks) for ii, inst in enumerate(b.instructions)
                 if inst.mnemonic == "s_waitcnt"]
    assert positions
    missed = []
    for bi, ii in positions:
        insts = kernel.blocks[bi].instructions
        wait = insts.pop(ii)
        new = [f for f in check_kernel(kernel, target) if f.message() not in base]
        insts.insert(ii, wait)
        if new or _lds_fence_exemption(entry, insts, ii):
            continue
        missed.append(f"{wait.location}: {wait.text()}")
    assert not missed, "removed s_waitcnt without a finding:\n" + "\n".join(missed)
    # all waits removed at once: still reported
    for b in kernel.blocks:
        b.instructions = [i for i in b.instructions if i.mnemonic != "s_waitcnt"]
    assert any(f.kind == "waitcnt" for f in check_kernel(kernel, target))
