"""Packaging: the DB ships inside the wheel; README Quick start and CI agree."""

from __future__ import annotations

import re
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_wheel_ships_db_kernels_and_subpackages(tmp_path):
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", str(ROOT), "-w", str(tmp_path)],
        check=True, capture_output=True,
    )
    (whl,) = tmp_path.glob("wave_asm_ext-*.whl")
    names = set(zipfile.ZipFile(whl).namelist())
    for arch_json in ("gfx942.json", "gfx950.json", "schema.json"):
        assert f"wave_asm_ext/latency_db/{arch_json}" in names
    assert "wave_asm_ext/kernels/registry.py" in names
    for sub in ("target", "isa", "emit"):
        assert f"wave_asm_ext/{sub}/__init__.py" in names


def _quick_start_commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    section = text.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return [b.strip() for b in re.findall(r"```bash\n(.*?)```", section, re.S)]


def test_readme_quick_start_has_exactly_two_commands_and_ci_runs_the_test_one():
    cmds = _quick_start_commands()
    assert len(cmds) == 2 and all("\n" not in c for c in cmds)
    main_job, test_cmd = cmds
    assert "compile" in main_job and "gfx950" in main_job
    assert "pytest" in test_cmd
    assert test_cmd in (ROOT / ".ci" / "run").read_text()
