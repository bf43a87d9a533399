"""Independent hazard (wait-state) and s_waitcnt checker — the judge of every pass.

It reads only the program model (``wave_asm_ext.isa``) and the target DB
(``wave_asm_ext.target``); it never imports ``wave_asm_ext.passes`` and shares no
hazard or waitcnt logic with them.

API::

    from wave_asm_ext.check import check_program, check_file, main_check, Finding
    findings = check_program(program, load_target("gfx942"))   # list[Finding]
    findings = check_file("k.s", "gfx950")                      # target name, Target or None
    main_check(["k.s", "--target", "gfx942", "--json"])          # CLI: 0 clean, 1 findings, 2 error

See ``hazards.py`` (DB ``hazards`` rows over the CFG), ``waitcnt.py`` (counter
model) and ``view.py`` (how the DB's operand roles map to register units).

Counting: every instruction provides one wait state, ``s_nop N`` provides N+1 (DB
``units.wait_state``); an MFMA counts 1 like any other instruction (LLVM
``SIInstrInfo::getNumWaitStates``; the LLVM corpus is clean under this counting and
every s_nop LLVM placed is needed under it, see tests/test_check_corpus.py).

Not modelled (known gaps): the XNACK soft-clause rule (LLVM
``GCNHazardRecognizer::checkSoftClauseHazards``: a clause of consecutive VMEM/SMEM
ops in which one writes a register the clause reads must be broken) is a clause
property, not a pairwise DB row; global-memory ordering across a barrier (a
register-level checker cannot see which fences the program wants); callee code
(a call is treated as a full wait, per the calling convention); MODE.vskip is not
decoded, so ``s_setreg`` counts as possibly setting it (the DB row's own note).
"""

from .checker import check_file, check_kernel, check_program, main_check, prepare  # noqa: F401
from .findings import Finding, InstRef  # noqa: F401

__all__ = ["Finding", "InstRef", "check_file", "check_kernel", "check_program", "main_check", "prepare"]
