"""Copies of loaded values coalesced (``passes.coalesce``): the multi-stage loops' prologue
pattern, each condition that keeps a copy, and a property test on random load / copy /
store blocks (same stored memory in the timing-aware emulator after the whole pass)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from wave_asm_ext import toolchain
from wave_asm_ext.check import check_program
from wave_asm_ext.isa import parse_asm, print_program
from wave_asm_ext.passes import coalesce, run_postpass
from wave_asm_ext.sim.emu_state import REGION_BASE
from wave_asm_ext.sim.emulator import run_wave
from wave_asm_ext.target import load_target

BUF_DWORDS = 4096
#: loads read the buffer's first 8 KiB (s[4:7]); stores write its second half (s[20:23])
HEAD = ["s_mov_b32 s6, 8192", "s_mov_b32 s7, 0x27000", "s_add_u32 s20, s4, 8192", "s_addc_u32 s21, s5, 0",
        "s_mov_b32 s22, 8192", "s_mov_b32 s23, 0x27000"]
#: every register the bodies read starts defined, LDS [0, 2 KiB) written
INIT = [f"v_mov_b32 v{r}, {r * 77}" for r in range(2, 64)] + ["ds_write_b128 v1, v[2:5] offset:0",
                                                               "ds_write_b128 v1, v[6:9] offset:1024"]


def _coalesced(body: list[str], target: str = "gfx942") -> tuple[list[str], dict]:
    prog = parse_asm("\n".join(HEAD + body + ["s_endpgm", ""]), "<k>")
    opts: dict = {}
    coalesce.run(prog, load_target(target), opts)
    return [i.text() for i in prog.kernels[0].blocks[0].instructions][len(HEAD):-1], opts["_coalesce_report"].get("", {})


def _run(text: str, target: str, timing: bool, seed: int) -> np.ndarray:
    buf = np.random.default_rng(seed).integers(0, 1 << 32, BUF_DWORDS, dtype=np.uint32)
    lane = np.arange(64, dtype=np.uint32)
    sg = {4: REGION_BASE & 0xFFFFFFFF, 5: (REGION_BASE >> 32) & 0xFFFF}
    w, _ = run_wave(text, vgprs={0: lane * 16, 1: lane * 16}, sgprs=sg, target=target, lds_bytes=4096,
                    buffers=[buf], timing_aware=timing)
    assert not timing or list(w.timing.events) == [], list(w.timing.events)[:3]
    return buf


def _equivalent(body: list[str], target: str, seed: int = 3) -> str:
    """The body through the whole pass: assembles, checker-clean, same stored memory."""
    text = "\n".join(HEAD + INIT + body + ["s_endpgm", ""])
    prog, _ = run_postpass(parse_asm(text, "<k>"), load_target(target), {})
    out = print_program(prog)
    toolchain.encodings(out, target)
    assert check_program(parse_asm(out, "<out>"), load_target(target)) == []
    assert np.array_equal(_run(text, target, False, seed), _run(out, target, True, seed))
    return out


PROLOGUE = [
    "buffer_load_dwordx4 v[8:11], v0, s[4:7], 0 offen offset:0",
    "ds_read_b64 v[12:13], v1 offset:0",
    "v_mov_b32 v20, v8", "v_mov_b32 v21, v9", "v_mov_b32 v22, v10", "v_mov_b32 v23, v11",
    "v_mov_b32 v24, v12", "v_mov_b32 v25, v13",
    "buffer_store_dwordx4 v[20:23], v0, s[20:23], 0 offen offset:0",
    "buffer_store_dwordx2 v[24:25], v0, s[20:23], 0 offen offset:1024",
]


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_a_prologue_load_writes_its_copies_registers(target):
    out, rep = _coalesced(PROLOGUE, target)
    assert rep == {"loads": 2, "copies_removed": 6}
    assert out[:2] == ["buffer_load_dwordx4 v[20:23], v0, s[4:7], 0 offen offset:0", "ds_read_b64 v[24:25], v1 offset:0"]
    assert not any(t.startswith("v_mov") for t in out)
    _equivalent(PROLOGUE, target)


#: the emitter's multi-stage prologue: values shifted along registers (load k's copies fill
#: load k+1's destination, copied in reverse order), one copy into the load's own address
CHAIN = [
    "v_mov_b32 v14, v0",
    "buffer_load_dwordx2 v[8:9], v0, s[4:7], 0 offen offset:0",
    "buffer_load_dwordx2 v[10:11], v14, s[4:7], 0 offen offset:8",
    "v_mov_b32 v12, v10", "v_mov_b32 v13, v11",
    "v_mov_b32 v10, v8", "v_mov_b32 v11, v9",
    "buffer_store_dwordx4 v[10:13], v0, s[20:23], 0 offen offset:0",
    "buffer_load_dword v16, v14, s[4:7], 0 offen offset:16",
    "v_mov_b32 v14, v16",
    "buffer_store_dword v14, v0, s[20:23], 0 offen offset:1024",
]


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_a_chain_of_copies_coalesces_as_a_whole(target):
    out, rep = _coalesced(CHAIN, target)
    assert rep == {"loads": 3, "copies_removed": 5}
    assert [t for t in out if "load" in t] == ["buffer_load_dwordx2 v[10:11], v0, s[4:7], 0 offen offset:0",
                                               "buffer_load_dwordx2 v[12:13], v14, s[4:7], 0 offen offset:8",
                                               "buffer_load_dword v14, v14, s[4:7], 0 offen offset:16"]
    _equivalent(CHAIN, target)


@pytest.mark.parametrize("why, body", [
    # the copies' tuple is read between the load and its copy: it still holds its old value there
    ("target read before the copy", ["buffer_load_dwordx2 v[8:9], v0, s[4:7], 0 offen",
                                     "v_add_u32_e32 v30, v20, v0",
                                     "v_mov_b32 v20, v8", "v_mov_b32 v21, v9"]),
    # ... or written (the load's value would be overwritten)
    ("target written before the copy", ["buffer_load_dwordx2 v[8:9], v0, s[4:7], 0 offen",
                                        "v_mov_b32 v21, 7", "v_mov_b32 v20, v8", "v_mov_b32 v21, v9"]),
    # the loaded value has another reader
    ("another reader", ["buffer_load_dwordx2 v[8:9], v0, s[4:7], 0 offen",
                        "v_mov_b32 v20, v8", "v_mov_b32 v21, v9", "v_add_u32_e32 v30, v8, v0"]),
    # the loaded value is read after the block (stored at the end)
    ("live after", ["buffer_load_dwordx2 v[8:9], v0, s[4:7], 0 offen", "v_mov_b32 v20, v8", "v_mov_b32 v21, v9",
                    "buffer_store_dword v9, v0, s[20:23], 0 offen"]),
    # only part of the tuple is copied
    ("partial copy", ["buffer_load_dwordx2 v[8:9], v0, s[4:7], 0 offen", "v_mov_b32 v20, v8"]),
    # not consecutive, or not where a 64-bit tuple may start (gfx90a+: even registers)
    ("scattered", ["buffer_load_dwordx2 v[8:9], v0, s[4:7], 0 offen", "v_mov_b32 v20, v8", "v_mov_b32 v22, v9"]),
    ("misaligned", ["buffer_load_dwordx2 v[8:9], v0, s[4:7], 0 offen", "v_mov_b32 v21, v8", "v_mov_b32 v22, v9"]),
    # EXEC changes between the load and its copies: they see other lanes
    ("exec written", ["buffer_load_dword v8, v0, s[4:7], 0 offen", "s_mov_b64 exec, 3", "v_mov_b32 v20, v8"]),
    # a _d16 load keeps half of its destination; tfe writes one more register
    ("d16", ["buffer_load_short_d16_hi v8, v0, s[4:7], 0 offen", "v_mov_b32 v20, v8"]),
    ("tfe", ["buffer_load_dword v8, v0, s[4:7], 0 offen tfe", "v_mov_b32 v20, v8"]),
    # the copy is not a plain move
    ("sdwa", ["buffer_load_dword v8, v0, s[4:7], 0 offen", "v_mov_b32_sdwa v20, v8 dst_sel:WORD_1 src0_sel:DWORD"]),
])
def test_copies_kept(why, body):
    out, rep = _coalesced(body)
    assert rep == {} and out == [i.text() for i in parse_asm("\n".join(body), "<b>").kernels[0].blocks[0].instructions], why


_LOADS = ["buffer_load_dword v{d}, v0, s[4:7], 0 offen offset:{o}",
          "buffer_load_dwordx2 v[{d}:{d1}], v0, s[4:7], 0 offen offset:{o}",
          "ds_read_b64 v[{d}:{d1}], v1 offset:{o}"]


@st.composite
def load_copy_blocks(draw):
    """Loads into v8..v31, copies of (parts of) them into v32..v63 in random order with
    random other instructions between, stores of random registers at the end."""
    target = draw(st.sampled_from(["gfx942", "gfx950"]))
    body = []
    for _ in range(draw(st.integers(1, 4))):
        d = draw(st.sampled_from(range(8, 32, 2)))
        body.append(draw(st.sampled_from(_LOADS)).format(d=d, d1=d + 1, o=draw(st.sampled_from([0, 8, 64]))))
        e = draw(st.sampled_from(range(8, 64, 2)))   # (another load's registers too: chains)
        for j in draw(st.permutations([0, 1])):
            if draw(st.integers(0, 5)):   # mostly whole copies, sometimes a part
                body.insert(draw(st.integers(1, len(body))), f"v_mov_b32 v{e + j}, v{d + j}")
    for _ in range(draw(st.integers(0, 4))):
        body.insert(draw(st.integers(0, len(body))),
                    f"v_add_u32_e32 v{draw(st.sampled_from(range(8, 64)))}, v{draw(st.sampled_from(range(8, 64)))}, v0")
    for k, r in enumerate(draw(st.lists(st.sampled_from(range(8, 64)), min_size=1, max_size=6, unique=True))):
        body.append(f"buffer_store_dword v{r}, v0, s[20:23], 0 offen offset:{4 * k}")
    return target, body


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(load_copy_blocks())
def test_random_load_copy_blocks_are_equivalent(prog):
    target, body = prog
    _equivalent(body, target, seed=len(body))


def test_the_pipeline_judges_the_coalesced_program_against_the_copies():
    """The passes run on both programs and the report's verdict carries the cycle model's
    figures of each: the kept one's are the instrument's own on the output."""
    from wave_asm_ext.passes.pipeline import _per_wave_model_cycles

    text = "\n".join(HEAD + INIT + PROLOGUE + ["s_endpgm", ""])
    prog, rep = run_postpass(parse_asm(text, "<k>"), load_target("gfx942"), {})
    verdict = rep.kernels[0].coalesce
    assert verdict["loads"] == 2 and verdict["copies_removed"] == 6
    figures = verdict["model cycles"]["coalesced" if verdict["kept"] else "copies kept"][""]
    assert figures == _per_wave_model_cycles(prog.kernels[0], load_target("gfx942"))
    # with the copies the prologue waits for the loads before them: coalesced is faster here
    assert verdict["kept"] and sum(figures.values()) < sum(verdict["model cycles"]["copies kept"][""].values())
    from wave_asm_ext.report import postpass_lines

    assert "  copies coalesced           6 copies of 2 loads, kept (cycle model)" in postpass_lines(rep.to_dict())
    forced, frep = run_postpass(parse_asm(text, "<k>"), load_target("gfx942"), {"coalesce_copies": "force"})
    assert frep.kernels[0].coalesce == {"loads": 2, "copies_removed": 6}   # not judged
    assert print_program(forced) == print_program(prog)
    off, orep = run_postpass(parse_asm(text, "<k>"), load_target("gfx942"), {"coalesce_copies": False})
    assert orep.kernels[0].coalesce == {}
    assert print_program(off).count("v_mov_b32") == print_program(forced).count("v_mov_b32") + 6
