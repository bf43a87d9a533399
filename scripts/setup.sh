#!/usr/bin/env bash
# Idempotent set-up for wave_asm_ext on a fresh Debian 12 machine with Python 3.11 (as root),
# or any machine that already has ROCm. Safe to run again: it only installs what is missing.
#
#   1. LLVM tools (llvm-mc, ld.lld, llvm-objdump, llvm-readobj, llvm-mca, clang) >= 20:
#      ROCm's /opt/rocm/llvm/bin when present, else Debian's llvm-22 lld-22 clang-22.
#   2. torch 2.13.0 CPU build first (an unpinned torch would pull GBs of CUDA wheels),
#      then this package in editable mode with its test extras (wave-lang==3.9.1, ...).
#   3. The compiled loops (C extensions: the cycle model's simulation, the post-emit pass's
#      walks; built by the install, rebuilt here when a source changed since, e.g.
#      after a pull). Needs a C compiler.
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PYTHON:-python3}"

have_tool() {  # $1 = tool name; true if ROCm, WAVE_ASM_EXT_LLVM_BIN or a versioned LLVM >= 20 has it
  [ -n "${WAVE_ASM_EXT_LLVM_BIN:-}" ] && [ -x "$WAVE_ASM_EXT_LLVM_BIN/$1" ] && return 0
  [ -x "${ROCM_PATH:-/opt/rocm}/llvm/bin/$1" ] && return 0
  for v in 24 23 22 21 20; do command -v "$1-$v" >/dev/null 2>&1 && return 0; done
  return 1
}

missing=""
for t in llvm-mc ld.lld llvm-objdump llvm-readobj llvm-mca clang; do
  have_tool "$t" || missing="$missing $t"
done
pkgs=""
[ -n "$missing" ] && pkgs="llvm-22 lld-22 clang-22"
command -v cc >/dev/null 2>&1 || pkgs="$pkgs gcc"   # builds the C extension
if [ -n "$pkgs" ]; then
  echo "[setup] installing$([ -n "$missing" ] && echo " LLVM tools (missing:$missing)") $pkgs"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $pkgs >/dev/null
else
  echo "[setup] LLVM tools and a C compiler present"
fi

if ! "$PY" -c "import torch" >/dev/null 2>&1; then
  echo "[setup] installing torch==2.13.0 (CPU build)"
  "$PY" -m pip install -q torch==2.13.0
fi

# Reinstall only when this checkout is not the one installed (editable install).
if ! "$PY" - <<'PYEOF' >/dev/null 2>&1
import pathlib, sys, wave_lang, wave_asm_ext, jsonschema, yaml, hypothesis, pytest, xdist
here = pathlib.Path.cwd().resolve()
sys.exit(0 if pathlib.Path(wave_asm_ext.__file__).resolve().parent.parent == here else 1)
PYEOF
then
  echo "[setup] installing wave_asm_ext (editable) with wave-lang==3.9.1"
  "$PY" -m pip install -q -e ".[test]"
else
  echo "[setup] wave_asm_ext already installed from $(pwd)"
fi

# The install builds the compiled code; an editable install keeps the build from then on,
# so rebuild it when a source changed (each module's build_status says why it is unused).
if ! "$PY" -c "import sys; from wave_asm_ext.sim import cycles_native as c; from wave_asm_ext.passes import native as w; sys.exit(c.build_status() != 'ok' or w.build_status() != 'ok')" 2>/dev/null; then
  echo "[setup] building the compiled loops (wave_asm_ext/sim/_cycles_native.c, wave_asm_ext/passes/_native.c)"
  "$PY" setup.py -q build_ext --inplace >/dev/null 2>&1 || echo "[setup] could not build them: the Python code runs instead (slower)"
fi
