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


# --- a load after a barrier and the registers of MFMAs that may cross it -------------------
#
# The scheduler lets register-only instructions (MFMAs) cross s_barrier; the MFMAs of the
# region before a barrier then run on into the region after it. A load there that takes a
# register those MFMAs read waits for them. When their matrix-pipe work outlasts the load's
# (DRAM) latency, the register an earlier load's LDS store frees is the earlier one to free
# (gfx950 1024^3 128x128x64 1x1 NONE: the late loads took A-fragment registers and issued
# ~1,000 clk into the iteration; MFMA use at DRAM 80.6 -> 94.6 %).

from wave_asm_ext.isa import parse_asm  # noqa: E402
from wave_asm_ext.passes.rename import Renamer  # noqa: E402
from wave_asm_ext.passes.schedule import Scheduler  # noqa: E402
from wave_asm_ext.target import load_target  # noqa: E402

#: live after the block: addresses v0-v7, fragments v8-v15, accumulators v20-v51
_LIVE_OUT = sum(1 << r for r in [*range(0, 16), *range(20, 52)])


def _second_load_register(n_mfma: int, alu_cross_barriers: bool = True) -> str:
    """The register the renamer gives the second tile load of a block whose first region
    has ``n_mfma`` MFMAs reading the fragments v[8:15]; the load's input register is a
    fragment's, v[8:11] (dead there in input order, as the emitter's allocation leaves it)."""
    mfmas = "\n".join(f"v_mfma_f32_16x16x32_f16 v[{20 + 4 * (i % 8)}:{23 + 4 * (i % 8)}], v[8:11], v[12:15], "
                      f"v[{20 + 4 * (i % 8)}:{23 + 4 * (i % 8)}]" for i in range(n_mfma))
    text = f"""{mfmas}
buffer_load_dwordx4 v[16:19], v0, s[4:7], 0 offen
s_barrier
ds_write_b128 v1, v[16:19]
buffer_load_dwordx4 v[8:11], v0, s[4:7], 0 offen offset:64
ds_write_b128 v1, v[8:11] offset:64
s_barrier
ds_read_b128 v[8:11], v1
ds_read_b128 v[12:15], v1 offset:64
"""
    tgt = load_target("gfx950")
    insts = list(parse_asm(text, "t").kernels[0].instructions)
    sch = Scheduler(tgt)
    renamer = Renamer(tgt, sch._nodes_of, alu_cross_barriers, set(), sch._eligible_load, {})
    out = renamer.rename_block(insts, _LIVE_OUT, 52, None)
    loads = [i for i in out if i.mnemonic.startswith("buffer_load")]
    writes = [i for i in out if i.mnemonic.startswith("ds_write")]
    assert str(loads[1].operands[0]) == str(writes[1].operands[1])   # the store follows the load
    return str(loads[1].operands[0])


def test_a_load_avoids_registers_of_mfmas_that_outlast_its_latency():
    # 64 MFMAs x 16 clk > the DB's 650-clk DRAM load: the first load's register, freed by
    # its LDS store, comes free first
    assert _second_load_register(64) == "v[16:19]"


def test_a_load_keeps_fragment_registers_when_the_mfmas_finish_first():
    # 4 MFMAs (64 clk): the fragments free long before an LDS store that waits for a load
    # (gfx950 256^3 64x64x32 1x1 NONE: avoiding them cost 9.6 % at DRAM)
    assert _second_load_register(4) == "v[8:11]"


def test_without_alu_crossing_the_barrier_bounds_the_choice():
    # MFMAs that stay before the barrier free their registers before the load's region
    assert _second_load_register(64, alu_cross_barriers=False) == "v[8:11]"


# --- values MFMAs read, where every lane is active -------------------------------------------
#
# An MFMA reads its sources in all 64 lanes; a value a ds_read wrote only in the active lanes
# keeps its register unless every lane is active (common.full_wave_exec: a required workgroup
# size of whole waves, no EXEC write). Then the fragment a tile's reads write next may take a
# register the previous tile's MFMAs do not read, and those reads no longer wait for them.

#: a tile's MFMAs, then the next tile's fragment read into the same registers, and its MFMAs
_FRAGMENTS = """ds_read_b128 v[8:11], v1
ds_read_b128 v[12:15], v1 offset:64
v_mfma_f32_16x16x32_f16 v[20:23], v[8:11], v[12:15], v[20:23]
v_mfma_f32_16x16x32_f16 v[24:27], v[8:11], v[12:15], v[24:27]
ds_read_b128 v[8:11], v1 offset:128
v_mfma_f32_16x16x32_f16 v[28:31], v[8:11], v[12:15], v[28:31]
"""


def _fragment_registers(full_exec: bool) -> list[str]:
    tgt = load_target("gfx950")
    insts = list(parse_asm(_FRAGMENTS, "t").kernels[0].instructions)
    sch = Scheduler(tgt)
    live_out = sum(1 << r for r in [1, *range(20, 32)])
    renamer = Renamer(tgt, sch._nodes_of, True, set(), sch._eligible_load, {}, full_exec=full_exec)
    out = renamer.rename_block(insts, live_out, 64, None)
    return [str(i.operands[0]) for i in out if i.mnemonic.startswith("ds_read")]


def test_fragments_mfmas_read_move_only_where_every_lane_is_active():
    assert _fragment_registers(full_exec=False) == ["v[8:11]", "v[12:15]", "v[8:11]"]
    regs = _fragment_registers(full_exec=True)
    # the second tile's fragment leaves the register the first tile's MFMAs read
    assert regs[2] != regs[0]


def test_full_wave_exec_needs_a_required_size_of_whole_waves():
    from wave_asm_ext.passes.common import full_wave_exec

    tgt = load_target("gfx942")
    k = parse_asm("s_endpgm\n", "t").kernels[0]
    for md, full in (({".reqd_workgroup_size": [128, 2, 1]}, True), ({".reqd_workgroup_size": [96, 1, 1]}, False),
                     ({".max_flat_workgroup_size": 256}, False), (None, False)):
        k.metadata = md
        assert full_wave_exec(k, tgt) is full, md
