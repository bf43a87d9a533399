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


# --- a value that finds no free range keeps its registers; the others are still placed --------
#
# gfx950 gemm_tt 64x256x64 (one K step, no loop): the work-item id v2 is read from the top of
# the block to its stores, and once the loads and wide tuples are placed no register is
# free over all of that. The renamer used to leave the whole block as allocated then: the
# four B-tile loads kept one register tuple, each waiting for the previous one's LDS store
# (4 DRAM latencies in a row).

RENAME_FIX = "rename/gfx950_gemm_tt_64x256x64_b32x128x64_w2x2_16x16x32_none.mlir"


def _emitted_block():
    from test_emit_emulate import FIX
    from wave_asm_ext.emit import emit_kernel

    text = emit_kernel((FIX / RENAME_FIX).read_text(), "gfx950").text
    k = parse_asm(text, RENAME_FIX).kernels[0]
    assert len(k.blocks) == 1
    return text, list(k.blocks[0].instructions), k.descriptor_int("next_free_vgpr")


def _b_loads(insts) -> list[str]:
    """Destinations of the B-tile loads (the buffer resource in s[8:11])."""
    return [str(i.operands[0]) for i in insts
            if i.mnemonic.startswith("buffer_load") and str(i.operands[2]) == "s[8:11]"]


def test_a_value_without_a_free_range_keeps_its_registers_and_the_others_move():
    tgt = load_target("gfx950")
    _, insts, declared = _emitted_block()
    assert len(set(_b_loads(insts))) == 1 and len(_b_loads(insts)) == 4   # as allocated: one tuple
    sch = Scheduler(tgt)
    fallbacks: dict = {}
    renamer = Renamer(tgt, sch._nodes_of, True, set(), sch._eligible_load, fallbacks)
    # the registers the kernel declares (64; its code names up to v61): the wide-renaming
    # branch's room
    out = renamer.rename_block(insts, 0, declared, None)
    # renamed: the loads no longer share one tuple (in input order each load's value dies at
    # its LDS store before the next load, so two tuples in turn are what this block alone
    # asks for; the scheduler's renaming of the whole kernel gives the four loads four)
    assert len(set(_b_loads(out))) > 1
    assert fallbacks == {"rename": 1}              # one value kept its registers
    # the work-item id v2 (v_bfe_u32 v2, v0, 10, 10) is that value: its definition and every
    # reader still name v2
    (d,) = [j for j, i in enumerate(insts) if i.mnemonic == "v_bfe_u32" and str(i.operands[0]) == "v2"]
    assert str(out[d].operands[0]) == "v2"
    readers = [j for j in range(d + 1, len(insts)) if any(str(op) == "v2" for op in insts[j].operands[1:])]
    assert readers and all(any(str(op) == "v2" for op in out[j].operands[1:]) for j in readers)


def test_kept_registers_through_the_pass_load_the_tile_at_once_and_compute_the_product(tmp_path):
    """Through the whole pass: the four B-tile loads issue with no ``vmcnt`` wait between
    them, the checker finds nothing and the timing-aware emulator computes the float64
    product."""
    import numpy as np
    from test_emit_masked import _run

    from wave_asm_ext import toolchain
    from wave_asm_ext.check import check_program
    from wave_asm_ext.passes import run_postpass

    text, _, _ = _emitted_block()
    out, rep = run_postpass(parse_asm(text, RENAME_FIX), load_target("gfx950"))
    code = out.text()
    lines = [l.split("//")[0].strip() for l in code.splitlines()]
    at = [n for n, l in enumerate(lines) if l.startswith("buffer_load") and "s[8:11]" in l]
    assert len(at) == 4
    assert not any(l.startswith("s_waitcnt") and "vmcnt" in l for l in lines[at[0]:at[-1]])
    toolchain.assemble_and_link(code, "gfx950", tmp_path, "k")
    assert check_program(parse_asm(code, RENAME_FIX), load_target("gfx950")) == []
    res, ref, poison = _run(RENAME_FIX, code)
    assert not poison and np.allclose(res, ref, rtol=1e-5, atol=1e-6 * ref.shape[1])


# --- property: any block renamed reads the same values and leaves the live ones in place -----

import random  # noqa: E402

from hypothesis import example, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


def _tight_block(seed: int) -> tuple[str, int, int, bool]:
    """(assembly, register pool, live-out mask, ALU crossing) of a block over a small pool
    of VGPRs: tile loads, LDS stores, barriers and VALU ops, so that values often find no
    free range (kept in place) and earlier placements take their registers (pinned): over
    seeds 0-2999, 388 values kept and 304 restarts with a value pinned. Drawn from a seed
    rather than built by hypothesis: its short lists of simple values rarely reach either
    case (a renamer that forgot a kept value's registers passed 150 examples)."""
    r = random.Random(seed)
    pool = r.choice([8, 10, 12, 16])
    lines = []
    for _ in range(r.randrange(10, 60)):
        k, d, a, b = r.random(), r.randrange(pool), r.randrange(pool), r.randrange(pool)
        if k < 0.15 and d + 3 < pool and d % 2 == 0:
            lines.append(f"buffer_load_dwordx4 v[{d}:{d + 3}], v{a}, s[4:7], 0 offen")
        elif k < 0.3 and a + 3 < pool and a % 2 == 0:
            lines.append(f"ds_write_b128 v{b}, v[{a}:{a + 3}]")
        elif k < 0.35:
            lines.append("s_barrier")
        else:
            lines.append(f"v_add_u32_e32 v{d}, v{a}, v{b}")
    return "\n".join(lines) + "\n", pool, r.getrandbits(pool), r.random() < 0.5


def _dataflow(insts) -> tuple[list, dict]:
    """Per instruction, the values its register sources read (a value: (defining index,
    unit within its destination), or ("in", unit) for one live into the block), and the
    value each unit holds at the end."""
    holds: dict = {}
    reads = []
    for j, inst in enumerate(insts):
        writes = bool(inst.operands) and not inst.mnemonic.startswith("ds_write")
        reads.append([tuple(holds.get(u, ("in", u)) for u in range(op.index, op.index + op.count))
                      for p, op in enumerate(inst.operands)
                      if isinstance(op, Reg) and op.file == "v" and not (writes and p == 0)])
        if writes:
            d = inst.operands[0]
            for u in range(d.index, d.index + d.count):
                holds[u] = (j, u - d.index)
    return reads, holds


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32 - 1))
@example(2737)   # a kept value's registers taken by a later placement if not claimed
@example(2962)   # a pinned value's registers taken by an earlier placement if not claimed
def test_random_tight_blocks_renamed_read_the_same_values(seed):
    """Whatever the renamer keeps or moves (values without a free range keep their
    registers, pinned ones from the start): every instruction reads the values it read,
    the values live after the block are where they were, and no register at or above the
    limit is named."""
    text, pool, live_out, cross = _tight_block(seed)
    tgt = load_target("gfx950")
    insts = list(parse_asm(text, "t").kernels[0].instructions)
    sch = Scheduler(tgt)
    out = Renamer(tgt, sch._nodes_of, cross, set(), sch._eligible_load, {}).rename_block(insts, live_out, pool, None)
    assert [i.mnemonic for i in out] == [i.mnemonic for i in insts]
    (r0, h0), (r1, h1) = _dataflow(insts), _dataflow(out)
    assert r1 == r0
    assert all(h1.get(u, ("in", u)) == h0.get(u, ("in", u)) for u in range(pool) if live_out >> u & 1)
    assert all(op.index + op.count <= pool for i in out for op in i.operands if isinstance(op, Reg) and op.file == "v")


def test_where_values_keep_their_registers_the_program_as_allocated_is_scheduled_too():
    """The heuristics schedule the program as allocated beside the renamed one where some
    value kept its registers (candidates "<heuristic>/as allocated"), and the cycle model
    ranks the best orders of each: partly renamed, the greedy list schedule can take other
    paths, and the estimate can favour them where the model does not. A kernel whose
    values all found a range has no such candidates."""
    from test_emit_emulate import FIX
    from wave_asm_ext.emit import emit_kernel
    from wave_asm_ext.passes import run_postpass
    from wave_asm_ext.passes.schedule import _unrenamed

    text, _, _ = _emitted_block()
    s = run_postpass(parse_asm(text, RENAME_FIX), load_target("gfx950"))[1].kernels[0].schedule
    assert s["pressure_fallbacks"]["rename"] >= 1
    assert "cycle" in s["scores"] and "cycle/as allocated" in s["scores"]
    # 7 waves per SIMD run in lockstep: the model ranks each program's best orders
    assert any(n.endswith("/as allocated") for n in s["model picks"])
    assert any(not _unrenamed(n) for n in s["model picks"])
    other = "gfx950_gemm_1024_b128x128x64_w2x2_16x16x32_prefetch.mlir"
    s2 = run_postpass(parse_asm(emit_kernel((FIX / other).read_text(), "gfx950").text, other),
                      load_target("gfx950"), {"effort": "fast"})[1].kernels[0].schedule
    assert "rename" not in s2["pressure_fallbacks"]
    assert not any(n.endswith("/as allocated") for n in s2["scores"])
    assert _unrenamed("cycle@8 waves/as allocated+unmerged waits") and _unrenamed("carried+barrier hoist")
    assert not _unrenamed("cycle+unmerged waits") and not _unrenamed("carried-renamed")


def test_a_block_past_the_restart_budget_keeps_its_registers(monkeypatch):
    """Each value pinned restarts the placement; past ``MAX_RESTART_PLACEMENTS`` values placed
    in restarts the block keeps its registers as allocated (one fallback), as every block
    with a value without a range did before. Seed 82's block pins two values: with the
    budget it is renamed, without it (one restart allowed) it is left as it was."""
    from wave_asm_ext.passes import rename

    def renamed(budget):
        monkeypatch.setattr(rename, "MAX_RESTART_PLACEMENTS", budget)
        text, pool, live_out, cross = _tight_block(82)
        insts = list(parse_asm(text, "t").kernels[0].instructions)
        sch = Scheduler(load_target("gfx950"))
        fallbacks: dict = {}
        out = Renamer(load_target("gfx950"), sch._nodes_of, cross, set(), sch._eligible_load,
                      fallbacks).rename_block(insts, live_out, pool, None)
        return insts, out, fallbacks

    insts, out, fallbacks = renamed(rename.MAX_RESTART_PLACEMENTS)
    assert out is not insts and fallbacks == {"rename": 2}   # two values kept, the rest placed
    insts, out, fallbacks = renamed(0)
    assert out is insts and fallbacks == {"rename": 1}       # the block as allocated
