"""The instruction table: mnemonic -> family, operand roles, implicit registers.

Everything about "which operand is what" lives in ``RULES`` below (ordered
regex -> spec rows, first match wins) and ``FAMILY_DEFAULTS``; code only interprets
the table. Known mnemonics come from ``mnemonic_data.py`` (generated from LLVM's
disassembler for gfx942/gfx950) plus ``ALIASES`` (names LLVM's assembler accepts but
never prints).

Sources for implicit operands: AMD CDNA3 ISA guide (sections on VOPC/V_CMPX, SALU
SCC results, S_WAITCNT, M0 uses) and LLVM AMDGPU ``SOPInstructions.td``,
``VOPCInstructions.td``, ``VOP2Instructions.td``, ``DSInstructions.td``
(``Uses = [EXEC]``, ``Defs = [SCC]``, ``Uses = [M0]`` attributes). gfx9+ ordinary DS
ops do not read M0 (LLVM ``ldsRequiresM0Init`` is false from GFX9).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..errors import AsmParseError
from .mnemonic_data import ALIASES as _PROBED_ALIASES, FAMILY, TARGET_ONLY

if TYPE_CHECKING:
    from .model import Instruction

VCC: tuple = (("vcc", 0), ("vcc", 1))
EXEC: tuple = (("exec", 0), ("exec", 1))
SCC: tuple = (("scc", 0),)
M0: tuple = (("m0", 0),)
FLAT_SCRATCH: tuple = (("flat_scratch", 0), ("flat_scratch", 1))
_UNITS = {"vcc": VCC, "exec": EXEC, "scc": SCC, "m0": M0, "flat_scratch": FLAT_SCRATCH}

# Roles whose operand is written (unless a rule says otherwise).
DEF_ROLES = frozenset({"vdst", "sdst"})
# Roles that must hold a register (or ``off`` where noted in OFF_OK_ROLES).
REG_ROLES = frozenset({"vdst", "sdst", "sdata", "vdata", "sbase", "srsrc", "srca", "srcb",
                       "addr", "data0", "data1", "vaddr", "saddr", "idx"})
OFF_OK_ROLES = frozenset({"vaddr", "saddr"})

VALU_FAMILIES = frozenset({"VOP1", "VOP2", "VOP3", "VOPC", "VOP3P", "MFMA"})
VMEM_FAMILIES = frozenset({"MUBUF", "MTBUF", "FLAT", "GLOBAL", "SCRATCH"})
SALU_FAMILIES = frozenset({"SOP1", "SOP2", "SOPK", "SOPC", "SOPP"})

# Names LLVM's assembler accepts for gfx9 but prints differently (alias -> canonical).
# Names LLVM's assembler accepts but prints differently (alias -> canonical): the
# probed MFMA spellings from mnemonic_data plus a few hand-checked ones.
ALIASES: dict[str, str] = {
    **_PROBED_ALIASES,
    "v_accvgpr_read": "v_accvgpr_read_b32",
    "v_accvgpr_write": "v_accvgpr_write_b32",
}
# gfx950 scaled MFMA is a 128-bit VOP3PX2 pair that the generator's 64-bit probes miss.
EXTRA_MNEMONICS: dict[str, str] = {
    "v_mfma_scale_f32_16x16x128_f8f6f4": "MFMA",
    "v_mfma_scale_f32_32x32x64_f8f6f4": "MFMA",
    "v_mfma_ld_scale_b32": "VOP3P",
    # GWS ops decode only with particular field values; hand-checked with llvm-mc-22 gfx942
    "ds_gws_init": "DS", "ds_gws_barrier": "DS", "ds_gws_sema_v": "DS", "ds_gws_sema_br": "DS",
    "ds_gws_sema_p": "DS", "ds_gws_sema_release_all": "DS",
}
EXTRA_TARGET_ONLY = {"gfx950": {"v_mfma_scale_f32_16x16x128_f8f6f4", "v_mfma_scale_f32_32x32x64_f8f6f4",
                                "v_mfma_ld_scale_b32"}}

_SUFFIX_RE = re.compile(r"^(.*?)(?:_(e32|e64|sdwa|dpp))?$")


# --------------------------------------------------------------------------- table rows


@dataclass(frozen=True)
class Form:
    """One accepted operand list: role names in order, plus implicit registers that
    apply when this form is used (e.g. ``v_add_co_u32 v1, v2, v3`` with vcc omitted)."""

    roles: tuple[str, ...]
    idefs: tuple = ()
    iuses: tuple = ()


def F(*roles: str, idefs: str = "", iuses: str = "") -> Form:
    return Form(tuple(roles), tuple(u for n in idefs.split() for u in _UNITS[n]),
                tuple(u for n in iuses.split() for u in _UNITS[n]))


@dataclass(frozen=True)
class Spec:
    """A table row. Empty fields inherit from the family default."""

    forms: tuple[Form, ...] | None = None
    defs: frozenset[str] | None = None       # roles written
    rmw: frozenset[str] = frozenset()        # written roles that are also read
    idefs: str | None = None                  # implicit defs ("vcc exec scc m0"); None inherits
    iuses: str | None = None
    no_exec: bool = False                     # VALU that ignores EXEC (readlane...)
    branch: str | None = None                 # uncond | cond | end | indirect | call
    mem: str | None = None                    # load | store | atomic | lds_dma | none
    space: str | None = None                  # lds | global | scratch | flat | smem | gds


def S(**kw) -> Spec:
    for k in ("defs", "rmw"):
        if k in kw and not isinstance(kw[k], frozenset):
            kw[k] = frozenset(kw[k].split())
    if "forms" in kw:
        kw["forms"] = tuple(kw["forms"])
    return Spec(**kw)


_VALU3 = (F("vdst", "src0"), F("vdst", "src0", "src1"), F("vdst", "src0", "src1", "src2"), F("vdst"))

FAMILY_DEFAULTS: dict[str, Spec] = {
    "SOP2": S(forms=[F("sdst", "src0", "src1")], defs="sdst", idefs="scc"),
    "SOP1": S(forms=[F("sdst", "src0")], defs="sdst"),
    "SOPC": S(forms=[F("src0", "src1")], defs="", idefs="scc"),
    "SOPK": S(forms=[F("sdst", "simm")], defs="sdst"),
    "SOPP": S(forms=[F(), F("simm")], defs=""),
    "SMEM": S(forms=[F("sdst", "sbase", "soffset")], defs="sdst", mem="load", space="smem"),
    "VOP1": S(forms=[F("vdst", "src0")], defs="vdst"),
    "VOP2": S(forms=[F("vdst", "src0", "src1")], defs="vdst"),
    "VOP3": S(forms=_VALU3, defs="vdst"),
    "VOP3P": S(forms=_VALU3, defs="vdst"),
    "VOPC": S(forms=[F("sdst", "src0", "src1"), F("src0", "src1", idefs="vcc")], defs="sdst"),
    "MFMA": S(forms=[F("vdst", "srca", "srcb", "srcc")], defs="vdst"),
    "DS": S(forms=[F("addr"), F("addr", "data0"), F("addr", "data0", "data1")], defs="",
            mem="store", space="lds"),
    "MUBUF": S(forms=[F("vdata", "vaddr", "srsrc", "soffset")], defs="", mem="store", space="global"),
    "MTBUF": S(forms=[F("vdata", "vaddr", "srsrc", "soffset")], defs="", mem="store", space="global"),
    "FLAT": S(forms=[F("vaddr", "vdata")], defs="", mem="store", space="flat"),
    "GLOBAL": S(forms=[F("vaddr", "vdata", "saddr")], defs="", mem="store", space="global"),
    "SCRATCH": S(forms=[F("vaddr", "vdata", "saddr")], defs="", mem="store", space="scratch"),
}

_DS_RTN = [F("vdst", "addr"), F("vdst", "addr", "data0"), F("vdst", "addr", "data0", "data1")]

# Ordered (pattern on the base mnemonic, spec). First match wins; unspecified fields
# come from FAMILY_DEFAULTS[family].
RULES: list[tuple[str, Spec]] = [
    # ---------------- SALU: SCC, EXEC, M0, branches
    (r"s_(cselect_b(32|64))", S(idefs="", iuses="scc")),
    (r"s_(addc|subb)_u32", S(idefs="scc", iuses="scc")),
    (r"s_(bfm_b(32|64)|mul_i32|mul_hi_[iu]32|pack_\w+)", S(idefs="")),
    (r"s_\w+_(saveexec|wrexec)_b64", S(idefs="exec scc", iuses="exec")),
    (r"s_(not_\w+|wqm_\w+|bcnt[01]_i32_\w+|abs_i32|quadmask_\w+)", S(idefs="scc")),
    (r"s_(cmov_b(32|64))", S(rmw="sdst", iuses="scc")),
    # sets / clears one bit of sdst and keeps the rest (LLVM ties $sdst_in to $sdst)
    (r"s_bitset[01]_b(32|64)", S(rmw="sdst")),
    (r"s_getpc_b64", S(forms=[F("sdst")])),
    (r"s_setpc_b64", S(forms=[F("src0")], defs="", branch="indirect")),
    (r"s_swappc_b64", S(forms=[F("sdst", "src0")], branch="call")),
    (r"s_rfe_b64", S(forms=[F("src0")], defs="", branch="indirect")),
    (r"s_movre(ls|ld)_b(32|64)", S(iuses="m0")),
    (r"s_set_gpr_idx_idx", S(forms=[F("src0")], defs="", idefs="m0", iuses="m0")),
    (r"s_set_gpr_idx_on", S(forms=[F("src0", "simm")], idefs="m0", iuses="m0")),
    # writes M0[15:12] and keeps the rest (CDNA3 ISA S_SET_GPR_IDX_MODE): a read too, so an
    # earlier M0 write stays live (LLVM lists the def only)
    (r"s_set_gpr_idx_mode", S(idefs="m0", iuses="m0")),
    # LLVM's SOPC class defines SCC for it too (the ISA's description names VSKIP only): kept
    (r"s_setvskip", S(idefs="scc")),
    (r"s_movk_i32", S()),
    (r"s_cmovk_i32", S(rmw="sdst", iuses="scc")),
    (r"s_cmpk_\w+", S(forms=[F("src0", "simm")], defs="", idefs="scc")),
    (r"s_addk_i32", S(rmw="sdst", idefs="scc")),
    (r"s_mulk_i32", S(rmw="sdst")),  # like s_mul_i32: no SCC
    (r"s_getreg_b32", S(forms=[F("sdst", "hwreg")])),
    (r"s_setreg_b32", S(forms=[F("hwreg", "src0")], defs="")),
    (r"s_setreg_imm32_b32", S(forms=[F("hwreg", "simm")], defs="")),
    (r"s_call_b64", S(forms=[F("sdst", "label")], branch="call")),
    # gfx9-only divergence helpers (unused by LLVM since gfx8 era code): treated as indirect
    (r"s_cbranch_i_fork", S(forms=[F("src0", "label")], defs="", branch="indirect")),
    (r"s_cbranch_g_fork", S(forms=[F("src0", "src1")], defs="", idefs="", branch="indirect")),
    (r"s_cbranch_join", S(forms=[F("src0")], defs="", branch="indirect")),
    (r"s_rfe_restore_b64", S(forms=[F("src0", "src1")], defs="", idefs="", branch="indirect")),
    (r"s_branch", S(forms=[F("label")], branch="uncond")),
    (r"s_cbranch_scc[01]", S(forms=[F("label")], iuses="scc", branch="cond")),
    (r"s_cbranch_vccn?z", S(forms=[F("label")], iuses="vcc", branch="cond")),
    (r"s_cbranch_execn?z", S(forms=[F("label")], iuses="exec", branch="cond")),
    (r"s_cbranch_\w+", S(forms=[F("label")], branch="cond")),
    (r"s_endpgm\w*", S(forms=[F(), F("simm")], branch="end")),
    (r"s_(sendmsg|sendmsghalt)", S(iuses="m0 exec")),   # LLVM SOPInstructions.td: Uses = [EXEC, M0]
    (r"s_ttracedata", S(iuses="m0")),
    (r"s_waitcnt\w*", S(forms=[F("simm"), F()])),
    # ---------------- SMEM
    # the scalar scratch accesses address through FLAT_SCRATCH (LLVM: Uses = [FLAT_SCR])
    (r"s_scratch_store_\w+", S(forms=[F("sdata", "sbase", "soffset")], defs="", mem="store",
                               iuses="flat_scratch")),
    (r"s_scratch_load_\w+", S(iuses="flat_scratch")),
    (r"s_(buffer_)?store_\w+", S(forms=[F("sdata", "sbase", "soffset")], defs="", mem="store")),
    (r"s_(buffer_)?atomic_\w+", S(forms=[F("sdata", "sbase", "soffset")], defs="", mem="atomic")),
    (r"s_mem(real)?time", S(forms=[F("sdst")], mem="none")),
    (r"s_dcache_discard\w*", S(forms=[F("sbase", "soffset")], defs="", mem="none")),
    (r"s_dcache_\w+", S(forms=[F()], defs="", mem="none")),
    (r"s_atc_probe\w*", S(forms=[F("simm", "sbase", "soffset")], defs="", mem="none")),
    # ---------------- VALU specials
    (r"v_nop", S(forms=[F()], defs="", no_exec=True)),
    (r"v_clrexcp", S(forms=[F()], defs="")),
    (r"v_readfirstlane_b32", S(forms=[F("sdst", "src0")], defs="sdst")),
    (r"v_readlane_b32", S(forms=[F("sdst", "src0", "src1")], defs="sdst", no_exec=True)),
    (r"v_writelane_b32", S(forms=[F("vdst", "src0", "src1")], rmw="vdst", no_exec=True)),
    (r"v_(swap_b32|permlane(16|32)_swap_b32)", S(forms=[F("vdst", "src0")], defs="vdst src0",
                                                 rmw="vdst src0")),
    (r"v_(add|sub|subrev)_co_u32", S(forms=[F("vdst", "sdst", "src0", "src1"),
                                            F("vdst", "src0", "src1", idefs="vcc")], defs="vdst sdst")),
    (r"v_(addc|subb|subbrev)_co_u32", S(forms=[F("vdst", "sdst", "src0", "src1", "src2"),
                                               F("vdst", "src0", "src1", idefs="vcc", iuses="vcc")],
                                        defs="vdst sdst")),
    (r"v_cndmask_b32", S(forms=[F("vdst", "src0", "src1", "src2"),
                                F("vdst", "src0", "src1", iuses="vcc")])),
    (r"v_(mad_u64_u32|mad_i64_i32|div_scale_f(32|64))", S(forms=[F("vdst", "sdst", "src0", "src1", "src2")],
                                                         defs="vdst sdst")),
    (r"v_div_fmas_f(32|64)", S(iuses="vcc")),
    (r"v_cmpx_\w+", S(idefs="exec")),
    (r"v_(mac|fmac)_\w+|v_dot2c_\w+|v_dot4c_\w+|v_dot8c_\w+|v_pk_fmac_f16", S(rmw="vdst")),
    (r"v_fma_mix(lo|hi)_f16", S(rmw="vdst")),
    # conversions to 8-bit / 4-bit floats that write one word, byte or nibble pair of vdst
    # (op_sel picks which) and keep the rest, op_sel or not: LLVM ties vdst to an input
    # (VOP3Instructions.td: Constraints "$vdst = $vdst_in" / "$vdst = $src2" on
    # V_CVT_PK_FP8/BF8_F32, V_CVT_SR_FP8/BF8_F32 and gfx950's V_CVT_SR_F16/BF16_F32,
    # V_CVT_SCALEF32_SR_*8_*, _F16_FP8/BF8, _PK_FP8/BF8_*, _PK_FP4_*, _SR_PK_FP4_*); the
    # reverse conversions (..._F32_FP8, _PK_F32_FP4, ...) write their whole destination
    (r"v_cvt_(pk|sr)_(fp8|bf8)_f32|v_cvt_sr_(f16|bf16)_f32|v_cvt_scalef32_(sr_(fp8|bf8)_(f32|f16|bf16)|f16_(fp8|bf8)|pk_(fp8|bf8)_(f32|f16|bf16)"
     r"|pk_fp4_(f32|f16|bf16)|sr_pk_fp4_(f32|f16|bf16))", S(rmw="vdst")),
    # gfx9's 16-bit multiply-adds with op_sel (VOP3_OPSEL) and the f16 K forms write one half of
    # vdst; whether the other half is kept or zeroed, LLVM does not rely on (GCNSubtarget::
    # zeroesHigh16BitsOfDest lists only their VI opcodes, now the _legacy mnemonics, as zeroing
    # on gfx9, and says of v_madak/madmk_f16 "changed to preserving the high bits"): read as
    # kept, the safe reading (an earlier value of the other half stays live)
    (r"v_(mad|fma)_(f16|u16|i16)|v_div_fixup_f16", S(rmw="vdst")),
    (r"v_madak_f16", S(forms=[F("vdst", "src0", "src1", "simm")], rmw="vdst")),
    (r"v_madmk_f16", S(forms=[F("vdst", "src0", "simm", "src1")], rmw="vdst")),
    (r"v_(madak|fmaak)_\w+", S(forms=[F("vdst", "src0", "src1", "simm")])),  # D = S0 * S1 + K
    (r"v_(madmk|fmamk)_\w+", S(forms=[F("vdst", "src0", "simm", "src1")])),  # D = S0 * K + S1
    (r"v_mfma_ld_scale_b32", S(forms=[F("src0", "src1")], defs="")),
    (r"v_mfma_scale_\w+", S(forms=[F("vdst", "srca", "srcb", "srcc", "scalea", "scaleb")])),
    (r"v_smfmac_\w+", S(forms=[F("vdst", "srca", "srcb", "idx")], rmw="vdst")),
    (r"v_mfma_\w+", S()),
    # ---------------- DS
    (r"ds_nop", S(forms=[F()], mem="none")),
    (r"ds_(append|consume)", S(forms=[F("vdst")], defs="vdst", mem="atomic", iuses="m0")),
    (r"ds_read_addtid_b32", S(forms=[F("vdst")], defs="vdst", mem="load", iuses="m0")),
    (r"ds_write_addtid_b32", S(forms=[F("data0")], mem="store", iuses="m0")),
    (r"ds_gws_\w+", S(forms=[F(), F("data0")], mem="none", space="gds", iuses="m0")),
    (r"ds_read\w*_d16\w*", S(forms=_DS_RTN, defs="vdst", rmw="vdst", mem="load")),
    (r"ds_(read\w*|swizzle_b32|permute_b32|bpermute_b32)", S(forms=_DS_RTN, defs="vdst", mem="load")),
    (r"ds_\w+_rtn_\w+|ds_wrap_rtn_b32", S(forms=_DS_RTN, defs="vdst", mem="atomic")),
    (r"ds_write\w*", S()),
    (r"ds_\w+", S(mem="atomic")),
    # ---------------- MUBUF / MTBUF  (returning atomics and LDS-DMA decided in code)
    (r"buffer_(wbl2|inv|wbinvl1\w*)", S(forms=[F()], mem="none")),
    (r"(buffer|tbuffer)_load_\w*d16\w*", S(defs="vdata", rmw="vdata", mem="load")),
    (r"(buffer|tbuffer)_load_\w+", S(defs="vdata", mem="load")),
    (r"(buffer|tbuffer)_store_\w+", S()),
    (r"buffer_atomic_\w+", S(mem="atomic")),
    # ---------------- FLAT / GLOBAL / SCRATCH
    (r"(global|scratch)_load_lds_\w+", S(forms=[F("vaddr", "saddr")], mem="lds_dma", iuses="m0")),
    (r"flat_load_\w*d16\w*", S(forms=[F("vdst", "vaddr")], defs="vdst", rmw="vdst", mem="load")),
    (r"flat_load_\w+", S(forms=[F("vdst", "vaddr")], defs="vdst", mem="load")),
    (r"(global|scratch)_load_\w*d16\w*", S(forms=[F("vdst", "vaddr", "saddr")], defs="vdst",
                                            rmw="vdst", mem="load")),
    (r"(global|scratch)_load_\w+", S(forms=[F("vdst", "vaddr", "saddr")], defs="vdst", mem="load")),
    (r"flat_atomic_\w+", S(forms=[F("vaddr", "vdata"), F("vdst", "vaddr", "vdata")], defs="vdst",
                           mem="atomic")),
    (r"global_atomic_\w+", S(forms=[F("vaddr", "vdata", "saddr"), F("vdst", "vaddr", "vdata", "saddr")],
                             defs="vdst", mem="atomic")),
]
_COMPILED_RULES = [(re.compile(p + r"\Z"), s) for p, s in RULES]

#: conversions to 8-bit / 4-bit floats whose op_sel[2] selects the destination byte (with
#: op_sel[3] the word): LLVM's FP8DstByteSel / FP4DstByteSel profiles (VOP3Instructions.td)
#: — V_CVT_SR_FP8/BF8_F32 and gfx950's V_CVT_SCALEF32_SR_*8_*, _PK_FP4_*, _SR_PK_FP4_*
_DST_BYTE_SELECT = re.compile(r"v_cvt_sr_(fp8|bf8)_f32|v_cvt_scalef32_(sr_(fp8|bf8)_(f32|f16|bf16)"
                              r"|pk_fp4_(f32|f16|bf16)|sr_pk_fp4_(f32|f16|bf16))\Z")


#: a DOT instruction's sources under the MFMA-style names hazard rows use for them (CDNA3
#: ISA Table 37 case 101 speaks of a DOT's SrcA / SrcB / SrcC; LLVM checkMAIVALUHazards:
#: DotWriteSameDotReadSrcAB); the pass's hazard resolver and the checker both read them
DOT_SOURCE_ROLES = {"src0": "srca", "src1": "srcb", "src2": "srcc"}


#: modifiers whose value, not only their presence, selects an instruction's timing class:
#: an f8f6f4 MFMA's CBSZ / BLGP name its operands' formats (the DB's ``passes_variants``
#: ``operand_formats``)
VALUE_CLASS_MODIFIERS = ("cbsz", "blgp")


def format_modifier(name: str, value: int) -> str:
    """The ``Target.classify`` spelling of a :data:`VALUE_CLASS_MODIFIERS` modifier's value
    (``cbsz:4``; ``Target._format_variant`` reads it back)."""
    return f"{name}:{value}"


def format_modifiers(inst: "Instruction") -> frozenset[str]:
    """:func:`format_modifier` of each :data:`VALUE_CLASS_MODIFIERS` modifier ``inst`` carries
    with a non-zero value, for ``Target.classify`` beside the modifier names; empty for every
    instruction without one (the classes of all others stay as they were)."""
    return frozenset(format_modifier(m.name, m.int_value) for m in inst.modifiers
                     if m.name in VALUE_CLASS_MODIFIERS and m.int_value)


def writes_partial_dst(inst: "Instruction") -> bool:
    """Does a VALU instruction write its result into part of ``vdst`` at another bit position
    than bit 0 (ISA Table 11 case 20's "SDWA or OPSEL ... partial dest", the DB's
    ``dst_partial``)? SDWA with a dst_sel other than DWORD; on a non-VOP3P instruction (VOP3P
    op_sel selects source halves only) the last op_sel bit (the destination's) set, or
    op_sel[2] of a destination byte select (LLVM GCNHazardRecognizer
    getDstSelForwardingOperand: DST_OP_SEL, or OP_SEL_0 of src2 on an FP8 dst-select
    instruction), and the FP4 stochastic-rounding conversions with any op_sel."""
    if inst.encoding == "sdwa":
        ds = inst.mod("dst_sel")
        return ds is not None and str(ds.value or "").upper() != "DWORD"
    if inst.family == "VOP3P":
        return False
    mod = inst.mod("op_sel")
    try:
        op_sel = mod.list_value if mod is not None else ()
    except ValueError:
        op_sel = ()
    if len(op_sel) >= 2 and op_sel[-1]:
        return True
    if inst.base.startswith("v_cvt_scalef32_sr_pk_fp4_"):
        return True   # (LLVM: "nop is required for all the opsel values for fp4 sr variant")
    return len(op_sel) >= 3 and bool(op_sel[2]) and _DST_BYTE_SELECT.match(inst.base) is not None


# --------------------------------------------------------------------------- OpInfo


@dataclass(frozen=True)
class OpInfo:
    """Resolved table entry for one mnemonic spelling."""

    mnemonic: str
    base: str
    suffix: str
    family: str
    forms: tuple[Form, ...]
    defs: frozenset[str]
    rmw: frozenset[str]
    idefs: tuple
    iuses: tuple
    branch: str | None
    mem: str | None
    space: str | None
    no_exec: bool = False

    @property
    def is_valu(self) -> bool:
        return self.family in VALU_FAMILIES

    @property
    def is_salu(self) -> bool:
        return self.family in SALU_FAMILIES

    @property
    def is_vmem(self) -> bool:
        return self.family in VMEM_FAMILIES

    def form_for(self, inst: "Instruction") -> Form:
        n = len(inst.operands)
        if self.family in ("MUBUF", "MTBUF") and inst.has_mod("lds"):
            if n == 3:  # buffer_load_dword v1, s[4:7], 0 offen lds : no vdata
                return Form(("vaddr", "srsrc", "soffset"), (), M0)
        for f in self.forms:
            if len(f.roles) == n:
                return f
        want = " or ".join("(" + ", ".join(f.roles) + ")" for f in self.forms)
        raise AsmParseError(f"{inst.mnemonic} takes {want}, got {n} operand(s)", inst.location)

    def roles_for(self, inst: "Instruction") -> tuple[str, ...]:
        return self.form_for(inst).roles

    def _returns(self, inst: "Instruction") -> bool:
        # MUBUF/SMEM atomics return the old value only with glc (gfx90a) / sc0 (gfx940+).
        return inst.has_mod("glc") or inst.has_mod("sc0")

    def def_roles_for(self, inst: "Instruction") -> frozenset[str]:
        if self.mem == "atomic" and self.family in ("MUBUF", "SMEM") and self._returns(inst):
            return self.defs | {"vdata", "sdata"}
        if self.family in ("MUBUF", "MTBUF") and inst.has_mod("lds"):
            return frozenset()
        return self.defs

    def rmw_roles_for(self, inst: "Instruction") -> frozenset[str]:
        """Written roles whose old value is also read."""
        rmw = self.rmw
        if self.mem == "atomic" and self.family in ("MUBUF", "SMEM"):
            rmw = rmw | {"vdata", "sdata"}  # the data operand is read, and written if returning
        if self.is_valu:
            # DPP may keep the old vdst lane values; SDWA UNUSED_PRESERVE keeps the
            # other bytes; op_sel dst-hi on 16-bit VOP3 keeps the other half.
            if self.suffix == "dpp":
                rmw = rmw | {"vdst"}
            elif self.suffix == "sdwa":
                m = inst.mod("dst_unused")
                if m is not None and m.value == "UNUSED_PRESERVE":
                    rmw = rmw | {"vdst"}
                elif m is None:
                    # dst_unused left out is UNUSED_PRESERVE (llvm-mc encodes it so): a
                    # dst_sel narrower than the dword keeps the rest
                    sel = inst.mod("dst_sel")
                    if sel is not None and sel.value != "DWORD":
                        rmw = rmw | {"vdst"}
            elif self.family not in ("VOP3P", "MFMA"):
                m = inst.mod("op_sel")
                if m is not None and m.value and m.value.rstrip("] ").endswith("1"):
                    rmw = rmw | {"vdst"}  # VOP3 op_sel dst bit: writes the high half only
        return rmw

    def def_use(self, inst: "Instruction") -> tuple[frozenset, frozenset]:
        ops = inst.operands
        # everything but the explicit operands' registers depends on the mnemonic, the
        # operand count and the modifiers only: computed once per such key
        key = (inst.mnemonic, len(ops), inst.modifiers)
        st = _DEF_USE_STATIC.get(key)
        if st is None:
            form = self.form_for(inst)
            idefs: set = set(form.idefs)
            iuses: set = set(form.iuses)
            idefs.update(self.idefs)
            iuses.update(self.iuses)
            if (self.is_valu or self.is_vmem or self.family == "DS") and not self.no_exec:
                iuses.update(EXEC)
            if self.family in ("MUBUF", "MTBUF") and inst.has_mod("lds"):
                iuses.update(M0)
            if self.family in ("FLAT", "SCRATCH"):
                # scratch, and flat through the private aperture, address scratch memory by
                # FLAT_SCRATCH (LLVM FLATInstructions.td: Uses = [EXEC, FLAT_SCR])
                iuses.update(FLAT_SCRATCH)
            st = (form.roles, self.def_roles_for(inst), self.rmw_roles_for(inst), frozenset(idefs), frozenset(iuses))
            if len(_DEF_USE_STATIC) > 100000:
                _DEF_USE_STATIC.clear()
            _DEF_USE_STATIC[key] = st
        roles, droles, rmw, idefs, iuses = st
        defs: set = set(idefs)
        uses: set = set(iuses)
        for role, op in zip(roles, ops):
            us = op.units()
            if not us:
                continue
            if role in droles:
                defs.update(us)
                if role in rmw:
                    uses.update(us)
            else:
                uses.update(us)
        return frozenset(defs), frozenset(uses)

    def mem_effects(self, inst: "Instruction") -> tuple[frozenset[str], frozenset[str]]:
        if self.mem in (None, "none") or self.space is None:
            return frozenset(), frozenset()
        space = self.space
        if self.family == "DS" and inst.has_mod("gds"):
            space = "gds"
        lds_dma = self.mem == "lds_dma" or (self.family in ("MUBUF", "MTBUF") and inst.has_mod("lds"))
        if lds_dma:
            return frozenset({space}), frozenset({"lds"})
        if self.mem == "load":
            return frozenset({space}), frozenset()
        if self.mem == "store":
            return frozenset(), frozenset({space})
        return frozenset({space}), frozenset({space})  # atomic


_CACHE: dict[str, OpInfo] = {}
#: (mnemonic, operand count, modifiers) -> (roles, def roles, rmw roles, implicit defs, implicit uses)
_DEF_USE_STATIC: dict[tuple, tuple] = {}


def split_suffix(mnemonic: str) -> tuple[str, str]:
    m = _SUFFIX_RE.match(mnemonic)
    assert m is not None
    return m.group(1), m.group(2) or ""


def family_of(base: str) -> str | None:
    base = ALIASES.get(base, base)
    return FAMILY.get(base) or EXTRA_MNEMONICS.get(base)


def is_known_mnemonic(mnemonic: str, target: str | None = None) -> bool:
    """True if LLVM knows ``mnemonic`` (suffix allowed) for ``target`` (None: any of
    gfx942/gfx950)."""
    base, _ = split_suffix(mnemonic.lower())
    base = ALIASES.get(base, base)
    if family_of(base) is None:
        return False
    if target is None:
        return True
    for other, only in TARGET_ONLY.items():
        if other != target and (base in only or base in EXTRA_TARGET_ONLY.get(other, ())):
            return False
    return True


def lookup(mnemonic: str, location: str | None = None) -> OpInfo:
    """Table entry for a mnemonic spelling; AsmParseError if unknown."""
    info = _CACHE.get(mnemonic)
    if info is not None:
        return info
    base, suffix = split_suffix(mnemonic)
    canon = ALIASES.get(base, base)
    fam = family_of(canon)
    if fam is None:
        # "v_add_u32_e32" splits fine; but a base that itself ends in e.g. "_e64" never occurs
        raise AsmParseError(f"unknown mnemonic '{mnemonic}'", location)
    spec = FAMILY_DEFAULTS[fam]
    row = None
    for rx, s in _COMPILED_RULES:
        if rx.match(canon):
            row = s
            break
    if row is None:
        row = Spec()

    def pick(a, b):
        return a if a is not None else b

    def units(names: str) -> tuple:
        return tuple(u for n in names.split() for u in _UNITS[n])

    forms = pick(row.forms, spec.forms) or (Form(()),)
    defs = pick(row.defs, spec.defs) or frozenset()
    idefs = units(row.idefs if row.idefs is not None else (spec.idefs or ""))
    iuses = units(row.iuses if row.iuses is not None else (spec.iuses or ""))
    info = OpInfo(
        mnemonic=mnemonic, base=canon, suffix=suffix, family=fam, forms=tuple(forms),
        defs=frozenset(defs), rmw=row.rmw | spec.rmw, idefs=idefs,
        iuses=iuses, no_exec=row.no_exec,
        branch=row.branch or spec.branch, mem=row.mem or spec.mem, space=row.space or spec.space,
    )
    _CACHE[mnemonic] = info
    return info


# --------------------------------------------------------------------------- s_waitcnt

# gfx9 SIMM16 layout of S_WAITCNT (CDNA3 ISA guide, SOPP S_WAITCNT; LLVM
# AMDGPUBaseInfo getVmcntBitShiftLo/Hi, getExpcntBitShift, getLgkmcntBitShift):
# vmcnt = bits[3:0] | bits[15:14] << 4, expcnt = bits[6:4], lgkmcnt = bits[11:8].
WAITCNT_MAX = {"vmcnt": 63, "expcnt": 7, "lgkmcnt": 15}


def decode_waitcnt(simm16: int):
    """Raw s_waitcnt immediate -> WaitCnt (counters at their maximum become None)."""
    from .model import WaitCnt

    vm = (simm16 & 0xF) | ((simm16 >> 14) & 0x3) << 4
    exp = (simm16 >> 4) & 0x7
    lgkm = (simm16 >> 8) & 0xF
    return WaitCnt(None if vm == WAITCNT_MAX["vmcnt"] else vm,
                   None if exp == WAITCNT_MAX["expcnt"] else exp,
                   None if lgkm == WAITCNT_MAX["lgkmcnt"] else lgkm)


def encode_waitcnt(wc) -> int:
    """WaitCnt -> raw gfx9 simm16 (None counters at their maximum)."""
    vm = WAITCNT_MAX["vmcnt"] if wc.vmcnt is None else wc.vmcnt
    exp = WAITCNT_MAX["expcnt"] if wc.expcnt is None else wc.expcnt
    lgkm = WAITCNT_MAX["lgkmcnt"] if wc.lgkmcnt is None else wc.lgkmcnt
    return (vm & 0xF) | (exp & 0x7) << 4 | (lgkm & 0xF) << 8 | ((vm >> 4) & 0x3) << 14


def waitcnt_of(inst: "Instruction"):
    """The WaitCnt an ``s_waitcnt`` instruction waits for (raw form decoded)."""
    from .model import Imm, WaitCnt

    if not inst.operands:
        return WaitCnt(0, 0, 0)
    op = inst.operands[0]
    if isinstance(op, WaitCnt):
        return op
    if isinstance(op, Imm):
        return decode_waitcnt(op.value)
    raise AsmParseError(f"s_waitcnt operand {op!r} is not a count", inst.location)
