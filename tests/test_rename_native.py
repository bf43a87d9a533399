"""The renamer's compiled occupations and register choice (passes/_native.c, ``occ_*``)
give the answers of the Python code they mirror, which stays the reference
(``rename._GrowingMasks``; ``rename._place`` with ``_farthest``): on random occupations
grown and asked in random order, and for whole blocks renamed either way."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st
from test_rename import _tight_block

from wave_asm_ext.isa import parse_asm
from wave_asm_ext.isa.model import Reg
from wave_asm_ext.isa.printer import format_instruction
from wave_asm_ext.passes import native, rename
from wave_asm_ext.passes.common import VGPR_BITS
from wave_asm_ext.passes.rename import Renamer
from wave_asm_ext.passes.schedule import Scheduler
from wave_asm_ext.target import load_target


def test_the_compiled_placement_is_built_and_used():
    """The set-up builds it (scripts/setup.sh); the renamer uses it unless switched off."""
    assert native.build_status() == "ok"
    assert rename._masks_class(VGPR_BITS) is rename._NativeMasks


@st.composite
def _mask(draw, width: int) -> int:
    """A few register ranges below ``width`` (sparse, as a block's occupations are)."""
    m = 0
    for _ in range(draw(st.integers(0, 4))):
        c = draw(st.sampled_from([c for c in (1, 1, 2, 4, 8) if c <= width]))
        m |= ((1 << c) - 1) << draw(st.integers(0, width - c))
    return m


@st.composite
def _occupation(draw) -> tuple[int, list[int]]:
    """(vlimit, one mask per gap): registers held over random intervals of the gaps, some
    of them at or above vlimit (the masks stay below VGPR_BITS, as the renamer's do);
    enough gaps for whole chunks of _GrowingMasks' summaries."""
    vlimit = draw(st.sampled_from([4, 16, 63, 64, 65, 130, 256, VGPR_BITS]))
    n = draw(st.integers(3, 90))
    masks = [0] * (n + 1)
    for _ in range(draw(st.integers(0, 24))):
        a = draw(st.integers(0, n))
        b = draw(st.integers(a, n))
        m = draw(_mask(min(vlimit + 8, VGPR_BITS)))
        for g in range(a, b + 1):
            masks[g] |= m
    return vlimit, masks


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_random_occupations_grow_answer_and_place_alike(data):
    vlimit, masks = data.draw(_occupation())
    n = len(masks) - 1
    py, c = rename._GrowingMasks(list(masks)), rename._NativeMasks(masks)
    for _ in range(data.draw(st.integers(1, 12))):
        kind = data.draw(st.sampled_from(["add", "union", "place", "place"]))
        if kind == "add":
            a = data.draw(st.integers(0, n + 1))
            b = data.draw(st.integers(a, n + 1))
            m = data.draw(_mask(min(vlimit + 8, VGPR_BITS)))
            py.add(a, b, m)
            c.add(a, b, m)
        elif kind == "union":
            a = data.draw(st.integers(0, n + 1))
            b = data.draw(st.integers(0, n + 3))
            assert c.union(a, b) == py.union(a, b)
        else:
            k = data.draw(st.integers(0, n - 1))
            last = data.draw(st.integers(k, n - 1))
            # ra = k + 1: the value's definition is a boundary (inline asm): nothing before it
            ra, rb = data.draw(st.integers(0, k + 1)), data.draw(st.integers(last, n))
            count = data.draw(st.sampled_from([1, 2, 3, 4, 8]))
            old = Reg("v", data.draw(st.integers(0, vlimit - 1)), count)
            # avoid and prefer_not may name units past VGPR_BITS (AGPRs): they count for nothing
            avoid = data.draw(_mask(vlimit)) | data.draw(st.sampled_from([0, 1 << (VGPR_BITS + 3)]))
            prefer = data.draw(st.sampled_from([0, 0, data.draw(_mask(vlimit)), 1 << (VGPR_BITS + 1)]))
            hoist = data.draw(st.booleans())
            want = rename._place(py, k, last, old, vlimit, avoid, ra, rb, prefer, hoist)
            assert rename._place_native(c, k, last, old, vlimit, avoid, ra, rb, prefer, hoist) == want


def _renamed(seed: int, python: bool, hoist: bool) -> tuple:
    """(program, fallbacks, values staged) of test_rename's tight block ``seed`` renamed,
    with the Python occupations (``python``) or the compiled ones; a third of them may
    stage loads in AGPRs."""
    text, pool, live_out, cross = _tight_block(seed)
    tgt = load_target("gfx950")
    insts = list(parse_asm(text, "t").kernels[0].instructions)
    sch = Scheduler(tgt)
    fallbacks: dict = {}
    r = Renamer(tgt, sch._nodes_of, cross, set(), sch._eligible_load, fallbacks, hoist_addresses=hoist)
    masks_class = rename._masks_class
    if python:
        rename._masks_class = lambda vlimit: rename._GrowingMasks
    try:
        out = r.rename_block(insts, live_out, pool, (0, 8) if seed % 3 == 0 else None)
    finally:
        rename._masks_class = masks_class
    return [format_instruction(i) for i in out], fallbacks, r.staged


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**32 - 1), st.booleans())
@example(2737, False)   # a kept value (test_rename)
@example(2962, True)    # a pinned value (test_rename)
def test_blocks_renamed_with_the_compiled_placement_are_the_python_ones(seed, hoist):
    """Whole blocks through the renamer: the same program, the same values kept and staged."""
    assert _renamed(seed, False, hoist) == _renamed(seed, True, hoist)


def test_an_address_never_met_before_it_takes_the_register_never_met():
    """A load's address (``hoist``: only the occupations before the value count) whose
    candidates v3 and v5 are both free from the value back to distance 9, v3 taken at
    distance 10 (the region's first gap), v5 never: the one never met is the farthest, past
    _LINEAR_WIDEN distances (``_farthest``'s search reaches the span's last distance) as
    within them, and the compiled walk agrees. (Until session 76 the search stopped one
    distance short: both tied and the lowest, v3, won.)"""
    n, k = 20, 10
    masks = [0] * (n + 1)
    masks[0] = 1 << 3
    masks[5] = 0b11010111                      # every other register, at distance 5
    for g in range(k + 1, n + 1):
        masks[g] = 0xFF                        # everything after the value
    args = (k, k, Reg("v", 0, 1), 8, 0, 0, n, 0, True)
    assert rename._place(rename._GrowingMasks(list(masks)), *args) == (5, 1 << 5)
    assert rename._place_native(rename._NativeMasks(masks), *args) == (5, 1 << 5)
