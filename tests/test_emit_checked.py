"""The emitter's own output (post-emit pass OFF: what `--no-postpass` gives a user) must
already be correct: the independent checker finds no missing s_waitcnt or s_nop on any
MLIR fixture. (The scheduled output is checked in test_passes.py.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from wave_asm_ext.check import check_program
from wave_asm_ext.emit import emit_mlir
from wave_asm_ext.isa import parse_asm
from wave_asm_ext.target import load_target

FIXTURES = sorted((Path(__file__).parent / "fixtures" / "mlir").glob("*.mlir"))


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_unscheduled_emitter_output_is_checker_clean(path):
    target = path.stem.split("_", 1)[0]
    asm = emit_mlir(path.read_text(), target)
    findings = check_program(parse_asm(asm, path.name), load_target(target))
    assert findings == [], "\n".join(f.message() for f in findings[:5])
