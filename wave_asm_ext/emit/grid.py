"""The dispatch grid Wave's MLIR declares: ``stream.executable.export ... workgroups()``.

Wave compiles a kernel for static shapes, and its export op returns the workgroup count
of the dispatch as constants::

    stream.executable.export public @gemm workgroups() -> (index, index, index) {
      %c8 = arith.constant 8 : index
      %c1 = arith.constant 1 : index
      stream.return %c8, %c8, %c1 : index, index, index
    }

The post-emit pass judges its schedules at the waves per SIMD that grid keeps resident
(``Target.for_grid``; option ``grid_workgroups``): a 64-workgroup GEMM runs one wave per
SIMD on a 256-CU part, whatever occupancy its registers allow. :func:`export_grid` reads
it from the text; a grid computed from dispatch operands (dynamic shapes) or a module with
several exports gives None, and the schedules are judged at each kernel's occupancy.
"""

from __future__ import annotations

import math
import re

_EXPORT = re.compile(r"stream\.executable\.export\b[^\n]*\bworkgroups\(([^)]*)\)[^\n]*\{\n(.*?)\n\s*\}", re.S)
_CONST = re.compile(r"(%[\w.$-]+)\s*=\s*arith\.constant\s+(\d+)\s*:\s*index")
_RETURN = re.compile(r"stream\.return\s+([^:]+):")


def export_grid(mlir_text: str) -> tuple[int, int, int] | None:
    """The (x, y, z) workgroup counts of the module's one export, where they are constants;
    else None."""
    exports = _EXPORT.findall(mlir_text)
    if len(exports) != 1:
        return None
    _args, body = exports[0]
    consts = dict(_CONST.findall(body))
    ret = _RETURN.search(body)
    if ret is None:
        return None
    names = [x.strip() for x in ret.group(1).split(",")]
    if len(names) != 3 or any(n not in consts for n in names):
        return None
    grid = tuple(int(consts[n]) for n in names)
    return grid if all(g >= 1 for g in grid) else None


def grid_workgroups(mlir_text: str) -> int | None:
    """The number of workgroups of :func:`export_grid`'s grid (None where it is unknown)."""
    grid = export_grid(mlir_text)
    return None if grid is None else math.prod(grid)
