"""AMDGCN program model, parser and printer (gfx942 / gfx950, LLVM assembler syntax).

Quick start::

    from wave_asm_ext.isa import parse_asm, parse_file, print_program, parse_instruction
    prog = parse_file("kernel.s")            # Program
    k = prog.kernels[0]                       # Kernel (kernel, function or snippet)
    for inst in k.instructions:               # Instruction, in block order
        inst.defs(), inst.uses()              # frozenset of register units
        inst.operand("vdst"), inst.roles      # role-addressed operands
    cfg = k.cfg                               # CFG: succs/preds, back_edges, loops
    text = print_program(prog)                # assembles with llvm-mc like the input

Model (``model.py``)
--------------------
``Program``   whole file: ``target`` ("gfx942"), ``kernels`` (every code unit in file
              order), ``chunks`` (file layout: verbatim text / code / descriptor /
              metadata, printed in order), ``metadata_text`` + ``metadata`` (YAML of
              ``.amdgpu_metadata``, text printed verbatim).
``Kernel``    ``name`` ("" for an anonymous snippet), ``kind`` ("kernel" | "function" |
              "snippet"), ``descriptor`` (ordered dict ``.amdhsa_*`` -> value text),
              ``metadata`` (its ``amdhsa.kernels`` entry), ``args`` (KernelArg: name,
              offset, size, value_kind), ``blocks`` (source of truth for code),
              ``instructions`` (flattened view), ``cfg``.
``Block``     ``label`` (None for an unlabeled block), ``instructions``, ``succs``/``preds``
              (block indices, filled by ``Kernel.cfg``), ``leading``/``trailing``
              own-line comments/directives kept for printing.
``Instruction`` ``mnemonic`` (full spelling, e.g. ``v_add_u32_e32``), ``base`` (suffix
              ``_e32/_e64/_sdwa/_dpp`` stripped), ``family`` (SOP1, SOP2, SOPK, SOPC, SOPP,
              SMEM, VOP1, VOP2, VOPC, VOP3, VOP3P, MFMA, DS, MUBUF, MTBUF, FLAT, GLOBAL,
              SCRATCH), ``operands`` (tuple), ``roles`` (parallel tuple of role names),
              ``modifiers`` (tuple of Modifier), ``comment``, ``file``/``line``
              (``location`` = "file:line"), ``source`` (original text), ``leading``
              (own-line comments that preceded it; they move with it).
              Assigning ``operands``/``mnemonic``/``modifiers`` re-derives roles/defs/uses.
``Operand``   one of: ``Reg(file, index, count, virtual)``, ``Imm(value, text)``,
              ``FloatImm``, ``Sym(name)`` (labels/symbols), ``Expr(text)``,
              ``Func(name, args)`` (hwreg()/sendmsg()/lit()...), ``OFF``,
              ``WaitCnt(vmcnt, expcnt, lgkmcnt)`` (symbolic s_waitcnt; the raw form is
              an ``Imm``; ``opcodes.decode_waitcnt`` converts), ``SrcMod(inner, neg, abs,
              sext)`` for ``-v1``, ``|v1|``, ``abs(v1)``, ``sext(v1)``.
``Modifier``  ``name`` + optional ``value`` text: ``offen``, ``offset:16``,
              ``op_sel:[0,1]``, ``cbsz:1``, ``row_shr:1``, ``sc0``, ``lds`` ...

Registers and units
-------------------
``Reg.units()`` yields 32-bit units ``(file, i)``: ``v[4:7]`` -> (v,4)..(v,7); ``a[0:15]``;
``s[0:1]``; ``ttmp``; special registers use their own files so aliases are exact:
``vcc`` = (vcc,0),(vcc,1); ``vcc_lo`` = (vcc,0); ``vcc_hi`` = (vcc,1); likewise ``exec``,
``flat_scratch``, ``xnack_mask``; ``m0`` = (m0,0); ``scc`` = (scc,0). (On gfx9 VCC is
SGPR 106/107 in the encoding, but ``s106`` is not an addressable name for code, so
keeping vcc as its own file loses nothing.) ``src_vccz``/``src_execz``/``src_scc`` read
vcc/exec/scc. Virtual registers (emitter): ``Reg("v", 12, 4, virtual=True)`` prints
``%v[12:15]`` and has units ("%v", 12..15), never aliasing physical registers; such
programs are not assemblable until register allocation.

Roles (``opcodes.py``; one data table, ``RULES`` + ``FAMILY_DEFAULTS``)
-----------------------------------------------------------------------
``vdst``, ``sdst`` (VOPC/carry-out/readlane/readfirstlane results, incl. an explicit
``vcc``), ``src0``, ``src1``, ``src2`` (VALU/SALU sources; carry-in and the v_cndmask
mask are ``src2``), ``srca``, ``srcb``, ``srcc`` (MFMA A, B, C), ``scalea``/``scaleb``
(gfx950 scaled MFMA), ``idx`` (smfmac sparsity index; smfmac's accumulator is
``vdst``, read and written), ``simm`` (SOPP/SOPK immediates, s_waitcnt, s_nop),
``label`` (branch/call target), ``hwreg`` (s_getreg/s_setreg); SMEM: ``sdst`` (loads)
or ``sdata`` (stores/atomics), ``sbase``, ``soffset``; DS: ``vdst``, ``addr``,
``data0``, ``data1``; MUBUF/MTBUF: ``vdata``, ``vaddr`` (may be ``off``), ``srsrc``,
``soffset`` (``buffer_load_* ... lds`` has no vdata); FLAT/GLOBAL/SCRATCH: ``vdst``,
``vaddr``, ``vdata``, ``saddr`` (``off`` allowed).
Operand forms are chosen by operand count (e.g. ``global_atomic_add`` with/without
``vdst``; ``v_add_co_u32 v1, v2, v3`` with vcc omitted = implicit vcc).
``Instruction.def_roles()`` says which explicit roles are written; read-modify-write
destinations (also in ``uses()``): v_mac/v_fmac/v_dot*c, v_writelane, smfmac, d16 loads,
MUBUF/SMEM atomics' data, DPP, SDWA ``dst_unused:UNUSED_PRESERVE``, VOP3 ``op_sel`` dst-hi.

Implicit operands (added to defs()/uses())
------------------------------------------
EXEC read by every VALU/VMEM/DS instruction (not v_readlane/v_writelane/v_nop);
EXEC written by v_cmpx_*, s_*_saveexec_*, s_*_wrexec_*; VCC read by v_div_fmas_*,
s_cbranch_vccz/vccnz and by VOP2 carry/cndmask forms when the vcc operand is omitted;
VCC written by VOPC/carry-out forms without explicit sdst; SCC written by the SALU ops
that set it (not s_mov/s_cselect/s_mul_i32/s_mulk/s_bfm/s_pack/s_brev/...) and read by
s_cselect/s_addc/s_subb/s_cmov*/s_cmovk/s_cbranch_scc*; M0 read by s_movrel*,
s_sendmsg*/s_ttracedata, ds_gws_*, ds_*_addtid and LDS-DMA loads (``buffer_load_* ...
lds``, ``global_load_lds_*``, ``scratch_load_lds_*``), written by s_set_gpr_idx_on/idx.
(gfx9+ ordinary DS ops do not read M0; the M0 LDS bound was gfx8 and earlier.)
Memory: ``Instruction.mem_kind`` ("load"/"store"/"atomic"/"lds_dma"/"none"/None) and
``mem_effects()`` -> (spaces read, spaces written) over {"lds", "gds", "global",
"scratch", "flat", "smem"}. Family flags: ``is_valu``, ``is_salu``, ``is_vmem``,
``is_mfma``; ``encoding`` is "e32"/"e64"/"sdwa"/"dpp" when spelled with a suffix.

Known mnemonics
---------------
``mnemonic_data.py`` is GENERATED (``python -m wave_asm_ext.isa.gen_mnemonics``) by
probing every opcode field of every gfx9 encoding with ``llvm-mc-22 --disassemble`` for
gfx942 and gfx950: 1242 base mnemonics with their encoding family, the per-target
differences, and the old MFMA spellings LLVM still accepts (``v_mfma_f32_16x16x16f16``).
``opcodes.EXTRA_MNEMONICS`` adds what 64-bit probes cannot reach (gfx950 scaled MFMA,
GWS). Anything else -> ``AsmParseError`` ("unknown mnemonic"); when the file has an
``.amdgcn_target`` (or ``target=`` is given) a mnemonic the target lacks is an error too.

Errors
------
Unknown mnemonic, malformed operand (``v[2:``, ``v2x``, ``hwrg(...)``), unknown modifier,
wrong operand count, a non-register in a register role, a branch to a missing label
(when the CFG is built) -> ``AsmParseError`` with ``location="file:line"``.

API
---
``parse_asm(text, filename="<string>") -> Program``; ``parse_file(path) -> Program``;
``parse_instruction(text, filename="<string>", line=0, target=None) -> Instruction``;
``parse_operand(text) -> Operand``; ``parse_modifier(text) -> Modifier``;
``validate_instruction(inst, target=None)``; ``validate_program(prog)`` (after a pass:
instructions, target, labels); ``print_program(program) -> str``;
``print_kernel(kernel) -> str``; ``Instruction.text()``; ``Instruction.make(mnemonic,
*operands, modifiers=(...)|{name: value}, comment=None)`` (operands as objects or text);
``Instruction.copy()``; ``Instruction.set_operand(role, op)``;
``Instruction.def_operands()`` / ``use_operands()`` -> [(role, operand)] (explicit only;
``defs()``/``uses()`` add the implicit units); ``Kernel.cfg -> CFG`` (``succs``, ``preds``, ``rpo``,
``back_edges`` [(latch, header)], ``loops`` [Loop(header, latches, body, depth,
parent)], ``loop_depth(i)``, ``innermost_loop(i)``, ``unreachable``);
``Program.sync_metadata_text()``; ``opcodes.lookup(mnemonic) -> OpInfo``;
``decode_waitcnt``/``encode_waitcnt``/``waitcnt_of(inst) -> WaitCnt``;
``is_known_mnemonic(m, target=None)``; ``roundtrip.roundtrip_encodings(text, mcpu) ->
list[str]`` (mismatches; empty = same encodings, instruction by instruction).

Editing code: change ``Block.instructions`` (the source of truth) and reprint;
``Kernel.instructions`` is a fresh flattened list. Own-line comments before an
instruction are in ``Instruction.leading`` and move with it.

Known gaps
----------
Comments inside ``.amdhsa_kernel`` blocks are dropped (values kept); ``.set`` symbols
are not evaluated (operands referring to them are ``Sym``); VALU 16-bit ops are
modelled as full writes unless ``op_sel`` says dst-hi, except those read as keeping the
rest of their VGPR (``opcodes.RULES``): gfx9's op_sel multiply-adds (``v_mad/fma_f16``,
``v_mad_u16/i16``, ``v_div_fixup_f16``, ``v_madak/madmk_f16``: LLVM does not count on the
other half being zeroed) and the 8-/4-bit float conversions that write one word or byte
(``v_cvt_pk_fp8_f32`` and kin); every destination LLVM ties to an input is read
(``tests/test_tied_operands.py``). M0 use by VALU in gpr-index mode is not modelled;
MIMG/EXP/VINTRP (absent on CDNA3/4) are not covered; flat addresses report space "flat"
(may alias lds/global).
"""

from .model import (  # noqa: F401
    Block, Chunk, Expr, FloatImm, Func, Imm, Instruction, Kernel, KernelArg, Label,
    Modifier, OFF, Off, Operand, Program, Reg, SrcMod, Sym, Unit, WaitCnt, base_reg,
    BARE_BARRIER_MARK, is_bare_barrier, WAIT_MARK, RETIRED_MARK, AFTER_MARK, AFTER_RETIRED_MARK, ORDERED_MARK, fence_marks,
    mark_fence_ids, memory_marked,
)
from .cfg import CFG, Loop, build_cfg  # noqa: F401,E402
from .opcodes import (  # noqa: F401,E402
    OpInfo, decode_waitcnt, encode_waitcnt, is_known_mnemonic, lookup, waitcnt_of,
)
from .parser import (  # noqa: F401,E402
    parse_asm, parse_file, parse_instruction, parse_modifier, parse_operand, validate_instruction,
    validate_program,
)
from .printer import format_instruction, format_operand, print_kernel, print_program  # noqa: F401,E402
