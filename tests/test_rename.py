"""Register choice of the renamer (``passes.rename``) for one value, and its effect.

A value's new register is chosen by where other values occupy the candidates
(``_place``). A load's address is placed by the occupations *before* it only: the
scheduler issues the load as soon as the address is computed, and computing it waits for
the last reader of the register it takes."""

from __future__ import annotations

from wave_asm_ext.isa.model import Reg
from wave_asm_ext.passes.rename import _GrowingMasks, _place

GAPS = 21               # a block of 20 instructions
ALL = (1 << 8) - 1      # v0..v7, the registers the block references
X, Y = 5, 2             # the two registers free while the value lives


def _occupation() -> _GrowingMasks:
    """X is free up to gap 11 and taken from gap 12 on; Y is taken at gaps 2 and 19;
    every other register is taken everywhere."""
    m = [ALL & ~(1 << X) & ~(1 << Y)] * GAPS
    m[2] |= 1 << Y
    m[19] |= 1 << Y
    for g in range(12, GAPS):
        m[g] |= 1 << X
    return _GrowingMasks(m)


def _choice(hoist: bool) -> int:
    # the value: defined by instruction 10, last read by 11 (live in gap 11), one region
    s0, mask = _place(_occupation(), 10, 11, Reg("v", 6, 1), 8, avoid=0, ra=0, rb=20, hoist=hoist)
    assert mask == 1 << s0
    return s0


def test_a_value_takes_the_register_whose_nearest_occupation_is_farthest():
    # X is taken right after the value's read (distance 0), Y eight gaps before it
    assert _choice(hoist=False) == Y


def test_a_load_address_takes_the_register_free_longest_before_it():
    # nothing holds X before the value: its definition (and the load) can move to the top
    assert _choice(hoist=True) == X
