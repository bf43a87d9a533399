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
"""

from .checker import check_file, check_kernel, check_program, main_check, prepare  # noqa: F401
from .findings import Finding, InstRef  # noqa: F401

__all__ = ["Finding", "InstRef", "check_file", "check_kernel", "check_program", "main_check", "prepare"]
