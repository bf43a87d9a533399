"""Turn an emulator input into (kernel, launch ABI): assembly text, Program, ``.s`` path
or a code object (``.hsaco``: disassembled with llvm-objdump and re-parsed).

The launch ABI (which SGPRs/VGPRs the hardware initialises) comes from the kernel
descriptor: ``.amdhsa_*`` directives for assembly, the 64-byte ``<kernel>.kd`` for code
objects (field layout: LLVM AMDHSAKernelDescriptor.h / AMDGPUUsage "Kernel
Descriptor"; kernel_code_properties bits 0-6 enable the private segment buffer,
dispatch ptr, queue ptr, kernarg segment ptr, dispatch id, flat scratch init and
private segment size user SGPRs, in that ABI order).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from ..isa.model import Kernel, Program
from .emu_state import EmulationError

# ABI order of the optional user SGPRs and their sizes (AMDGPUUsage "Initial Kernel
# Execution State", gfx9 / code object v5).
USER_SGPR_ORDER = (
    ("private_segment_buffer", 4),
    ("dispatch_ptr", 2),
    ("queue_ptr", 2),
    ("kernarg_segment_ptr", 2),
    ("dispatch_id", 2),
    ("flat_scratch_init", 2),
    ("private_segment_size", 1),
)


@dataclass
class LaunchABI:
    """What the dispatcher puts in registers at wave start."""

    user_sgprs: list[tuple[str, int, int]] = field(default_factory=list)  # (what, sgpr, count)
    user_sgpr_count: int = 0
    kernarg_preload: int = 0          # dwords of kernarg preloaded after the named user SGPRs
    workgroup_id: tuple[bool, bool, bool] = (True, False, False)
    workgroup_info: bool = False
    private_wave_offset: bool = False
    workitem_id_dims: int = 0         # 0: x only, 1: x,y, 2: x,y,z (packed in v0 on gfx90a+)
    group_segment_size: int = 0
    kernarg_size: int = 0

    def first_system_sgpr(self) -> int:
        return self.user_sgpr_count


def abi_from_directives(k: Kernel) -> LaunchABI:
    d = k.descriptor or {}

    def val(name: str, default: int = 0) -> int:
        v = k.descriptor_int(name)
        return default if v is None else v

    abi = LaunchABI()
    pos = 0
    for what, n in USER_SGPR_ORDER:
        key = "user_sgpr_" + what
        if val(key, 0):
            abi.user_sgprs.append((what, pos, n))
            pos += n
    abi.kernarg_preload = val("user_sgpr_kernarg_preload_length", 0)
    count = val("user_sgpr_count", pos + abi.kernarg_preload)
    abi.user_sgpr_count = count
    abi.workgroup_id = (bool(val("system_sgpr_workgroup_id_x", 1)),
                        bool(val("system_sgpr_workgroup_id_y", 0)),
                        bool(val("system_sgpr_workgroup_id_z", 0)))
    abi.workgroup_info = bool(val("system_sgpr_workgroup_info", 0))
    abi.private_wave_offset = bool(val("enable_private_segment", 0)) or \
        bool(val("system_sgpr_private_segment_wavefront_offset", 0))
    abi.workitem_id_dims = val("system_vgpr_workitem_id", 0)
    abi.group_segment_size = val("group_segment_fixed_size", 0)
    if k.metadata and ".group_segment_fixed_size" in k.metadata and not d:
        abi.group_segment_size = int(k.metadata[".group_segment_fixed_size"])
    abi.kernarg_size = val("kernarg_size", 0)
    if not abi.kernarg_size and k.metadata:
        abi.kernarg_size = int(k.metadata.get(".kernarg_segment_size", 0))
    if not d:
        # No descriptor (snippet / function): assume the common LLVM layout.
        abi.user_sgprs = [("kernarg_segment_ptr", 0, 2)]
        abi.user_sgpr_count = 2
    return abi


def abi_from_kd(kd, metadata: dict | None) -> LaunchABI:
    """LaunchABI from a toolchain.KernelDescriptor."""
    abi = LaunchABI()
    pos = 0
    for bit, (what, n) in enumerate(USER_SGPR_ORDER):
        if (kd.kernel_code_properties >> bit) & 1:
            abi.user_sgprs.append((what, pos, n))
            pos += n
    abi.user_sgpr_count = kd.user_sgpr_count
    abi.kernarg_preload = max(0, kd.user_sgpr_count - pos)
    abi.workgroup_id = kd.workgroup_id_enabled
    abi.private_wave_offset = bool(kd.compute_pgm_rsrc2 & 1)
    abi.workgroup_info = bool((kd.compute_pgm_rsrc2 >> 10) & 1)
    abi.workitem_id_dims = kd.vgpr_workitem_id
    abi.group_segment_size = kd.group_segment_fixed_size
    abi.kernarg_size = kd.kernarg_size
    return abi


# ----------------------------------------------------------------------------- hsaco

_FUNC_RE = re.compile(r"^([0-9a-fA-F]+) <([^>]+)>:\s*$")
_INST_RE = re.compile(r"^\s+(\S.*?)\s*//\s*([0-9a-fA-F]+):\s*([0-9A-Fa-f ]+?)\s*(?:<([^>]+)>)?\s*$")
_BRANCH_RE = re.compile(r"^(s_branch|s_cbranch_\w+|s_call_b64)\b")


def listing_to_asm(listing: str, kernel: str | None = None) -> tuple[str, list[str]]:
    """llvm-objdump -d listing -> parseable assembly (one label per function, branch
    targets turned into ``.Lemu_<addr>`` labels). Returns (text, function names)."""
    funcs: list[tuple[str, list[tuple[int, str, str | None]]]] = []
    cur = None
    for line in listing.splitlines():
        m = _FUNC_RE.match(line)
        if m:
            cur = (m.group(2), [])
            funcs.append(cur)
            continue
        if cur is None:
            continue
        mi = _INST_RE.match(line)
        if mi:
            cur[1].append((int(mi.group(2), 16), mi.group(1), mi.group(4)))
    names = [f for f, _ in funcs]
    out = []
    sym_addr: dict[str, int] = {}
    for name, insts in funcs:
        if insts:
            sym_addr[name] = insts[0][0]
    for name, insts in funcs:
        if kernel is not None and name != kernel:
            continue
        targets: dict[int, str] = {}
        fixed = []
        for addr, text, ref in insts:
            if _BRANCH_RE.match(text) and ref:
                rm = re.match(r"([^+]+)(?:\+0x([0-9a-fA-F]+))?$", ref)
                if rm and rm.group(1) in sym_addr:
                    tgt = sym_addr[rm.group(1)] + int(rm.group(2) or "0", 16)
                    lab = f".Lemu_{tgt:x}"
                    targets[tgt] = lab
                    parts = text.split(None, 1)
                    text = parts[0] + " " + lab
            fixed.append((addr, text))
        out.append(f"{name}:")
        for addr, text in fixed:
            if addr in targets:
                out.append(f"{targets[addr]}:")
            out.append("\t" + text)
    return "\n".join(out) + "\n", names


def load_code_object(path: Path, target: str, kernel: str | None):
    """(Program, Kernel, LaunchABI) for a kernel of a code object."""
    from .. import toolchain
    from ..isa import parser as _parser

    md = toolchain.read_metadata(path)
    kds = toolchain.read_kernel_descriptors(path)
    kernels_md = md.get("amdhsa.kernels", []) or []
    names = [k[".name"] for k in kernels_md]
    if kernel is None:
        if len(names) != 1:
            raise EmulationError(f"code object has kernels {names}; pass kernel=NAME", str(path))
        kernel = names[0]
    if kernel not in kds:
        raise EmulationError(f"kernel {kernel!r} not in code object (has {sorted(kds)})", str(path))
    listing = toolchain.disassemble(path, target)
    text, _ = listing_to_asm(listing, kernel)
    prog = _parser.parse_asm(text, f"{path}[disassembly]")
    k = next((x for x in prog.kernels if x.name == kernel), None)
    if k is None:
        raise EmulationError(f"kernel {kernel!r} not found in the disassembly", str(path))
    k.metadata = next(m for m in kernels_md if m[".name"] == kernel)
    prog.target = target
    return prog, k, abi_from_kd(kds[kernel], k.metadata)


def load_source(source, target: str, kernel: str | None):
    """(Program, Kernel, LaunchABI) from text / Program / path."""
    from ..isa import parser as _parser

    if isinstance(source, Program):
        prog = source
    else:
        p = None
        if isinstance(source, Path):
            p = source
        elif isinstance(source, str) and "\n" not in source and len(source) < 4096 \
                and Path(source).suffix in (".s", ".hsaco", ".co", ".o", ".rocmasm", ".asm") \
                and Path(source).exists():
            p = Path(source)
        if p is not None and p.suffix in (".hsaco", ".co", ".o"):
            return load_code_object(p, target, kernel)
        if p is not None:
            prog = _parser.parse_asm(p.read_text(), str(p))
        else:
            prog = _parser.parse_asm(source, "<string>")
    cands = prog.entry_kernels or [k for k in prog.kernels if k.name] or prog.kernels
    if kernel is not None:
        try:
            k = prog.kernel(kernel)
        except KeyError:
            raise EmulationError(f"kernel {kernel!r} not found (have {[x.name for x in prog.kernels]})",
                                 prog.filename) from None
    else:
        if len(cands) != 1:
            raise EmulationError(f"source has kernels {[x.name for x in cands]}; pass kernel=NAME",
                                 prog.filename)
        k = cands[0]
    if k.metadata is None and prog.metadata:
        for m in prog.metadata.get("amdhsa.kernels", []) or []:
            if m.get(".name") == k.name:
                k.metadata = m
    return prog, k, abi_from_directives(k)
