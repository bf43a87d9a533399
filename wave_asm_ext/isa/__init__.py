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

Roles (``opcodes.py``; one data table maps mnemonic families to operand roles)
-------------------------------------------------------------------------------
``vdst``, ``sdst`` (VOPC/carry-out/readlane/SMEM results, incl. explicit ``vcc``),
``src0``, ``src1``, ``src2`` (VALU/SALU sources; carry-in / v_cndmask mask is ``src2``),
``srca``, ``srcb``, ``srcc`` (MFMA A, B, C), ``scalea``/``scaleb`` (gfx950 scaled MFMA),
``idx`` (sparse MFMA index), ``simm`` (SOPP/SOPK immediates, s_waitcnt), ``label``
(branch target), ``hwreg``, SMEM: ``sdst``/``sdata``, ``sbase``, ``soffset``;
DS: ``vdst``, ``addr``, ``data0``, ``data1``; MUBUF/MTBUF: ``vdata``, ``vaddr``,
``srsrc``, ``soffset``; FLAT/GLOBAL/SCRATCH: ``vdst``, ``vaddr``, ``vdata``, ``saddr``.
``Instruction.def_roles()`` says which explicit roles are written (e.g. MUBUF
``vdata`` for loads and returning atomics; ``vdst`` is also *read* by v_mac/v_fmac,
v_writelane, smfmac, d16 loads, DPP and SDWA UNUSED_PRESERVE).

Implicit operands (added to defs()/uses())
------------------------------------------
EXEC read by every VALU/VMEM/DS instruction (not v_readlane/v_writelane/v_nop);
EXEC written by v_cmpx_*, s_*_saveexec_*, s_*_wrexec_*; VCC read by v_div_fmas_*,
s_cbranch_vccz/vccnz and by VOP2 carry/cndmask forms when the vcc operand is omitted;
VCC written by VOPC e32 without explicit sdst; SCC written by the SALU ops that set it
and read by s_cselect/s_addc/s_subb/s_cmov*/s_cbranch_scc*; M0 read by s_movrel*,
v_movrel*, s_sendmsg*, ds_gws_*/ds_ordered_count/ds_*_addtid and LDS-DMA loads
(``buffer_load_* ... lds``, ``global_load_lds_*``); written by s_set_gpr_idx_on.
(gfx9+ ordinary DS ops do not read M0; the LDS bound check via M0 is gfx8 and earlier.)

Errors: unknown mnemonic, bad operand, bad operand count -> ``AsmParseError`` with
``location="file:line"``. Known mnemonics: the set LLVM's disassembler produces for
gfx942 and gfx950 (generated data in ``mnemonic_data.py``) plus LLVM's accepted
aliases listed in ``opcodes.ALIASES``.

API
---
``parse_asm(text, filename="<string>") -> Program``; ``parse_file(path) -> Program``;
``parse_instruction(text) -> Instruction``; ``parse_operand(text) -> Operand``;
``print_program(program) -> str``; ``Instruction.text()``; ``Instruction.make(mnemonic,
*operands, modifiers=...)``; ``Kernel.cfg -> CFG`` (``succs``, ``preds``,
``back_edges``, ``loops``, ``rpo``); ``roundtrip.roundtrip_encodings(text, mcpu)``.
"""

from .model import (  # noqa: F401
    Block, Chunk, Expr, FloatImm, Func, Imm, Instruction, Kernel, KernelArg, Label,
    Modifier, OFF, Off, Operand, Program, Reg, SrcMod, Sym, Unit, WaitCnt, base_reg,
)
from .cfg import CFG, Loop, build_cfg  # noqa: F401,E402
from .opcodes import (  # noqa: F401,E402
    OpInfo, decode_waitcnt, encode_waitcnt, is_known_mnemonic, lookup, waitcnt_of,
)
from .parser import parse_asm, parse_file, parse_instruction, parse_modifier, parse_operand  # noqa: F401,E402
from .printer import format_instruction, format_operand, print_kernel, print_program  # noqa: F401,E402
