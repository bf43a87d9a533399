"""Hazard/wait numbers the emitter needs, read from the target DB (the only home of
hardware numbers), and the conservative way the emitter uses them.

The emitter does not count independent instructions between an MFMA and a reader of its
result: it places the *full* required wait states as ``s_nop`` right before the first
non-MFMA access (conservative; the later hazard pass trims). Rules used (latency_db ids):

* ``xdl_write_vmem_lds_flat_read``, ``xdl_write_valu_raw``, ``xdl_write_valu_waw``: MFMA result
  -> VMEM/LDS/VALU access, by pass count of the MFMA (e.g. 19 wait states for 16 passes).
* ``valu_write_to_mfma_read``: VALU write -> MFMA read.
* ``store_x3x4_data_overwrite`` / ``valu_overwrites_store_data``: a write of the data VGPRs of
  a buffer_store_dwordx3/x4 shortly after it (registers are reused after allocation).
* ``xdl_srcc_read_valu_war``: used (pressure fallback only) as the window for which an
  MFMA's SrcA/SrcB registers stay reserved after it: the DB has no SrcA/B WAR row, and SrcA/B
  are read no later than SrcC, so this is conservative.
* ``trans_to_nontrans_valu``: a transcendental VALU result (``v_rcp_f32`` of a run-time
  division) -> a non-transcendental VALU read.
* ``valu_vgpr_to_readlane_vsrc0``: a VALU write of a VGPR -> ``v_readfirstlane_b32`` of it (the
  wave id a wave-dependent ``scf.if`` branches on).
* ``xdl_write_srcc_exact`` is 0 for the 4/8/16-pass MFMAs of the GEMMs (accumulation chains
  back-to-back); a 2-pass MFMA would need its wait states: the emitter refuses those.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

MFMA_RESULT_RULES = ("xdl_write_vmem_lds_flat_read", "xdl_write_valu_raw", "xdl_write_valu_waw")


@dataclass(frozen=True)
class HazardNumbers:
    vmcnt_max: int  # the largest s_waitcnt vmcnt(N) that still orders anything (DB)
    lgkmcnt_max: int  # likewise for lgkmcnt
    max_nop_wait_states: int  # wait states of the largest s_nop (DB units)
    valu_to_mfma: int
    mfma_result: dict  # passes -> wait states before a non-MFMA access of the result
    srcc_exact: dict  # passes -> wait states for back-to-back accumulation
    arch_vgpr_max: int
    agpr_max: int
    unified_vgpr_file: int
    vgpr_alloc_granule: int
    agpr_offset_alignment: int
    sgpr_max: int
    lds_max_per_workgroup: int
    srcc_read_war: dict  # passes -> wait states: VALU write of a register an MFMA reads as SrcC
    store_data_overwrite: int  # any write of a >8-byte VMEM store's data registers
    store_data_valu_overwrite: int  # VALU write of them
    trans_to_valu: int = 0  # transcendental VALU write -> non-transcendental VALU read
    valu_to_readlane: int = 0  # VALU write of a VGPR -> v_readlane/v_readfirstlane of it
    valu_sgpr_to_valu: int = 0  # VALU write of an SGPR (a v_cmp lane mask) -> VALU / MFMA read of it
    valu_sgpr_to_vmem: int = 0  # VALU write of an SGPR -> VMEM read of it
    unaligned_global_access: bool = False  # buffer accesses of a dword or more at any byte address
    out_of_range_dropped: bool = False  # raw-buffer accesses past num_records load 0 / store nothing
    target: str = ""


@lru_cache(maxsize=None)
def numbers(target: str) -> HazardNumbers:
    from wave_asm_ext.target import load_target

    t = load_target(target)
    result: dict[int, int] = {}
    for rid in MFMA_RESULT_RULES:
        r = t.hazard_rule(rid)
        for p, w in dict(r.wait_states).items():
            result[p] = max(result.get(p, 0), w)
    regs = t.registers
    # A saturated counter (max or more outstanding) reads as max, so a wait for max
    # would order nothing: the largest useful wait is max - 1 (DB waitcnt_rules).
    saturates = t.data["waitcnt_rules"].get("largest_meaningful_wait_is_max_minus_1", {}).get("value", False)
    return HazardNumbers(
        vmcnt_max=t.counters["vmcnt"].max - int(saturates),
        lgkmcnt_max=t.counters["lgkmcnt"].max - int(saturates),
        max_nop_wait_states=t.max_wait_states_per_s_nop,
        valu_to_mfma=t.hazard_rule("valu_write_to_mfma_read").wait_for(None),
        mfma_result=result,
        srcc_exact=dict(t.hazard_rule("xdl_write_srcc_exact").wait_states),
        arch_vgpr_max=regs.arch_vgpr_max,
        agpr_max=regs.agpr_max,
        unified_vgpr_file=regs.unified_vgpr_file,
        vgpr_alloc_granule=regs.vgpr_alloc_granule,
        agpr_offset_alignment=regs.agpr_offset_alignment,
        sgpr_max=regs.sgpr_max,
        lds_max_per_workgroup=t.lds.max_bytes_per_workgroup,
        srcc_read_war=dict(t.hazard_rule("xdl_srcc_read_valu_war").wait_states),
        store_data_overwrite=t.hazard_rule("store_x3x4_data_overwrite").wait_for(None),
        store_data_valu_overwrite=t.hazard_rule("valu_overwrites_store_data").wait_for(None),
        trans_to_valu=t.hazard_rule("trans_to_nontrans_valu").wait_for(None),
        valu_to_readlane=t.hazard_rule("valu_vgpr_to_readlane_vsrc0").wait_for(None),
        # any read (mask, carry-in, constant) takes the larger of the two rows
        valu_sgpr_to_valu=max(t.hazard_rule(r).wait_for(None)
                              for r in ("valu_sgpr_to_valu_any_read", "valu_sgpr_to_valu_constant")),
        valu_sgpr_to_vmem=t.hazard_rule("valu_sgpr_to_vmem").wait_for(None),
        unaligned_global_access=bool(t.data["global_memory"]["unaligned_access"]["value"]),
        out_of_range_dropped=bool(t.data["global_memory"]["out_of_range_dropped"]["value"]),
        target=target,
    )


@lru_cache(maxsize=None)
def is_wide_store(target: str, mnemonic: str) -> bool:
    """Stores whose data registers must not be overwritten right away (DB tag store_x3_x4)."""
    from wave_asm_ext.target import load_target

    return "store_x3_x4" in load_target(target).classify(mnemonic).tags


@lru_cache(maxsize=None)
def is_trans(target: str, mnemonic: str) -> bool:
    """A transcendental VALU op (DB pipe TRANS): its readers need ``trans_to_valu``."""
    from wave_asm_ext.target import load_target

    return load_target(target).classify(mnemonic).pipe == "TRANS"


@lru_cache(maxsize=None)
def pair_move(target: str) -> str | None:
    """The 64-bit VGPR-pair move for zero-initialising register tuples, if the target's DB
    lists ``v_mov_b64`` with no more issue cycles than ``v_mov_b32`` (so one pair move
    never costs more than the two moves it replaces); else None."""
    from wave_asm_ext.target import load_target

    t = load_target(target)
    if "v_mov_b64" not in t.data["instructions"]:
        return None
    return "v_mov_b64" if t.classify("v_mov_b64").issue_cycles <= t.classify("v_mov_b32").issue_cycles else None


def nop_chunks(wait_states: int, max_per_nop: int) -> list[int]:
    """s_nop operands whose wait states sum to at least ``wait_states`` (``max_per_nop``:
    the wait states of the largest s_nop, from the DB)."""
    out = []
    while wait_states > 0:
        n = min(wait_states, max_per_nop)
        out.append(n - 1)
        wait_states -= n
    return out
