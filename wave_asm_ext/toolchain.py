"""The external toolchain: find, assemble, link, disassemble, read code objects.

ROCm's LLVM (``$ROCM_PATH/llvm/bin``, ``/opt/rocm/llvm/bin``) is preferred when a machine
has it; otherwise an upstream LLVM >= 20 (Debian ``llvm-22`` / ``lld-22`` give
``llvm-mc-22`` and ``ld.lld-22``), which knows gfx942 and gfx950. ``WAVE_ASM_EXT_LLVM_BIN``
names a directory to use before anything else.

Every failure is a :class:`~wave_asm_ext.errors.ToolchainError` that names the tool and
says how to install it, or quotes the tool's own diagnostics.
"""

from __future__ import annotations

import functools
import os
import re
import shutil
import struct
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

import yaml

from .errors import ToolchainError

#: The oldest upstream LLVM major version that assembles gfx950 code.
MIN_LLVM_MAJOR = 20
#: Versioned binary suffixes we look for, newest first.
_VERSIONS = tuple(range(24, MIN_LLVM_MAJOR - 1, -1))

TRIPLE = "amdgcn-amd-amdhsa"

INSTALL_HINT = (
    "install it with `apt-get install -y llvm-22 lld-22` (Debian/Ubuntu, as root; "
    "scripts/setup.sh does this), or install ROCm (tools in /opt/rocm/llvm/bin), "
    "or point WAVE_ASM_EXT_LLVM_BIN at a directory holding LLVM >= "
    f"{MIN_LLVM_MAJOR} tools"
)

#: Tool name -> Debian package that provides it.
_PACKAGE = {
    "llvm-mc": "llvm-22",
    "llvm-objdump": "llvm-22",
    "llvm-readobj": "llvm-22",
    "llvm-mca": "llvm-22",
    "llc": "llvm-22",
    "ld.lld": "lld-22",
    "clang": "clang-22",
}


def _candidate_dirs() -> list[Path]:
    dirs = []
    override = os.environ.get("WAVE_ASM_EXT_LLVM_BIN")
    if override:
        dirs.append(Path(override))
    rocm = os.environ.get("ROCM_PATH")
    if rocm:
        dirs.append(Path(rocm) / "llvm" / "bin")
    dirs.append(Path("/opt/rocm/llvm/bin"))
    return dirs


def _llvm_major(path: str) -> int | None:
    try:
        out = subprocess.run(
            [path, "--version"], capture_output=True, text=True, timeout=20
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(r"(?:LLVM|LLD|clang) version (\d+)", out)
    return int(m.group(1)) if m else None


@functools.lru_cache(maxsize=None)
def find_tool(name: str) -> str:
    """Absolute path of an LLVM tool (``llvm-mc``, ``ld.lld``, ``llvm-objdump``, ...).

    Order: ``$WAVE_ASM_EXT_LLVM_BIN``, ROCm, then ``name-<N>`` for N = 24..20 on PATH and in
    ``/usr/lib/llvm-<N>/bin``, then an unversioned ``name`` on PATH if it is LLVM >= 20.
    """
    for d in _candidate_dirs():
        p = d / name
        if p.is_file() and os.access(p, os.X_OK):
            return str(p)
    for v in _VERSIONS:
        p = shutil.which(f"{name}-{v}")
        if p:
            return p
        p = Path(f"/usr/lib/llvm-{v}/bin/{name}")
        if p.is_file():
            return str(p)
    p = shutil.which(name)
    if p:
        major = _llvm_major(p)
        if major is not None and major >= MIN_LLVM_MAJOR:
            return p
        raise ToolchainError(
            f"found {p} but it is LLVM {major if major else 'of unknown version'}; "
            f"gfx950 needs LLVM >= {MIN_LLVM_MAJOR}: {INSTALL_HINT}",
            location=name,
        )
    pkg = _PACKAGE.get(name, "llvm-22")
    raise ToolchainError(
        f"tool not found (Debian package {pkg}); {INSTALL_HINT}", location=name
    )


def _run(cmd: list[str], what: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    try:
        res = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    except OSError as e:  # pragma: no cover - find_tool already checked existence
        raise ToolchainError(f"cannot run: {e}", location=cmd[0]) from e
    if res.returncode != 0:
        raise ToolchainError(
            f"{what} failed (exit {res.returncode}):\n{res.stderr.strip()}",
            location=" ".join(cmd[:1] + cmd[1:4]),
        )
    return res


_TARGET_DIRECTIVE = re.compile(r'^\s*\.amdgcn_target\s+"[^"]*--([\w]+)((?::[\w-]+[+-])*)"', re.M)


def mc_target_args(target: str, asm_text: str = "") -> list[str]:
    """llvm-mc's ``-mcpu`` (and ``-mattr``) for ``target``, a processor or a target id with
    features (``gfx942:sramecc+:xnack-``, MI300X's own). Where the text's ``.amdgcn_target``
    names the same processor with features, those are used: llvm-mc refuses a directive whose
    features differ from the ones it assembles for."""
    cpu, *feats = target.split(":")
    m = _TARGET_DIRECTIVE.search(asm_text)
    if not feats and m is not None and m.group(1) == cpu and m.group(2):
        feats = m.group(2).strip(":").split(":")
    args = [f"-mcpu={cpu}"]
    if feats:
        args.append("-mattr=" + ",".join(f[-1] + f[:-1] for f in feats))
    return args


def assemble(asm: str | Path, target: str, out_obj: str | Path) -> Path:
    """Assemble AMDGCN text (or a ``.s`` path) into a relocatable object for ``target`` (a
    processor or a target id with features: :func:`mc_target_args`)."""
    out_obj = Path(out_obj)
    text = asm.read_text() if isinstance(asm, Path) else asm
    cmd = [find_tool("llvm-mc"), f"-triple={TRIPLE}", *mc_target_args(target, text), "--filetype=obj"]
    if isinstance(asm, Path):
        _run(cmd + [str(asm), "-o", str(out_obj)], f"assembling {asm}")
    else:
        _run(cmd + ["-", "-o", str(out_obj)], "assembling", stdin=asm)
    return out_obj


def link(obj: str | Path, out_hsaco: str | Path) -> Path:
    """Link an object into a loadable code object (``.hsaco``, a shared ELF)."""
    out_hsaco = Path(out_hsaco)
    _run([find_tool("ld.lld"), "-shared", str(obj), "-o", str(out_hsaco)], "linking")
    return out_hsaco


def assemble_and_link(asm: str, target: str, out_dir: str | Path, stem: str) -> tuple[Path, Path]:
    """Write ``stem.s``, assemble to ``stem.o`` and link to ``stem.hsaco`` in ``out_dir``."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    s_path = out_dir / f"{stem}.s"
    s_path.write_text(asm)
    obj = assemble(s_path, target, out_dir / f"{stem}.o")
    hsaco = link(obj, out_dir / f"{stem}.hsaco")
    return s_path, hsaco


def encodings(asm: str, target: str) -> list[tuple[str, str]]:
    """``(instruction text, encoding bytes)`` for each instruction, via ``llvm-mc -show-encoding``."""
    res = _run(
        [find_tool("llvm-mc"), f"-triple={TRIPLE}", f"-mcpu={target}", "-show-encoding"],
        "encoding",
        stdin=asm,
    )
    out = []
    for line in res.stdout.splitlines():
        m = re.match(r"\s*(\S.*?)\s*;\s*encoding:\s*(\[.*\])", line)
        if m:
            out.append((m.group(1), m.group(2)))
    return out


def disassemble(code_object: str | Path, target: str) -> str:
    """Disassembly of a code object's text section."""
    res = _run(
        [find_tool("llvm-objdump"), "-d", f"--mcpu={target}", str(code_object)],
        f"disassembling {code_object}",
    )
    return res.stdout


# --------------------------------------------------------------------------------------
# Code-object metadata and the kernel descriptor
# --------------------------------------------------------------------------------------


def read_metadata(code_object: str | Path) -> dict:
    """The AMDGPU metadata note (``NT_AMDGPU_METADATA``) of a code object, as a dict."""
    res = _run([find_tool("llvm-readobj"), "--notes", str(code_object)], "reading notes")
    text = res.stdout
    start = text.find("AMDGPU Metadata: ---")
    if start < 0:
        raise ToolchainError("no NT_AMDGPU_METADATA note", location=str(code_object))
    body = text[start + len("AMDGPU Metadata: ") :]
    end = body.find("\n...")
    return yaml.safe_load(body[: end if end >= 0 else None])


@dataclass(frozen=True)
class KernelDescriptor:
    """The 64-byte AMDHSA kernel descriptor (``<kernel>.kd``), decoded.

    Field layout from LLVM's AMDHSAKernelDescriptor.h / the AMDGPUUsage "Kernel
    Descriptor" table (code object v5).
    """

    name: str
    group_segment_fixed_size: int
    private_segment_fixed_size: int
    kernarg_size: int
    compute_pgm_rsrc1: int
    compute_pgm_rsrc2: int
    compute_pgm_rsrc3: int
    kernel_code_properties: int

    @property
    def granulated_vgpr_count(self) -> int:  # rsrc1[5:0]
        return self.compute_pgm_rsrc1 & 0x3F

    @property
    def granulated_sgpr_count(self) -> int:  # rsrc1[9:6]
        return (self.compute_pgm_rsrc1 >> 6) & 0xF

    @property
    def user_sgpr_count(self) -> int:  # rsrc2[5:1]
        return (self.compute_pgm_rsrc2 >> 1) & 0x1F

    @property
    def workgroup_id_enabled(self) -> tuple[bool, bool, bool]:  # rsrc2[7], [8], [9]
        return tuple(bool((self.compute_pgm_rsrc2 >> b) & 1) for b in (7, 8, 9))

    @property
    def vgpr_workitem_id(self) -> int:  # rsrc2[12:11]
        return (self.compute_pgm_rsrc2 >> 11) & 0x3

    @property
    def accum_offset(self) -> int:  # rsrc3[5:0] = accum_offset / 4 - 1 (gfx90a+)
        return ((self.compute_pgm_rsrc3 & 0x3F) + 1) * 4

    @property
    def wavefront_size(self) -> int:  # kernel_code_properties[10]: ENABLE_WAVEFRONT_SIZE32
        return 32 if (self.kernel_code_properties >> 10) & 1 else 64


def _symbols(code_object: Path) -> dict[str, tuple[int, int, int]]:
    """name -> (value, size, section index) from the ELF symbol table (pure Python)."""
    data = code_object.read_bytes()
    if data[:4] != b"\x7fELF" or data[4] != 2:
        raise ToolchainError("not a 64-bit ELF file", location=str(code_object))
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    out: dict[str, tuple[int, int, int]] = {}
    for sh in sections:
        if sh[1] not in (2, 11):  # SHT_SYMTAB, SHT_DYNSYM
            continue
        strtab = sections[sh[6]]
        for off in range(sh[4], sh[4] + sh[5], 24):
            st_name, _info, _other, st_shndx, st_value, st_size = struct.unpack_from("<IBBHQQ", data, off)
            s0 = strtab[4] + st_name
            name = data[s0 : data.index(b"\0", s0)].decode()
            if name:
                out[name] = (st_value, st_size, st_shndx)
    return out


def read_kernel_descriptors(code_object: str | Path) -> dict[str, KernelDescriptor]:
    """Decode every ``*.kd`` symbol of a linked code object. Keys are kernel names."""
    path = Path(code_object)
    data = path.read_bytes()
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, _ = struct.unpack_from("<HHH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    out = {}
    for name, (value, size, shndx) in _symbols(path).items():
        if not name.endswith(".kd") or size != 64:
            continue
        sec = sections[shndx]
        off = sec[4] + (value - sec[3])  # file offset = sh_offset + (vaddr - sh_addr)
        kd = data[off : off + 64]
        gss, pss, kas = struct.unpack_from("<III", kd, 0)
        rsrc3, rsrc1, rsrc2 = struct.unpack_from("<III", kd, 44)
        props, = struct.unpack_from("<H", kd, 56)
        out[name[:-3]] = KernelDescriptor(name[:-3], gss, pss, kas, rsrc1, rsrc2, rsrc3, props)
    if not out:
        raise ToolchainError("no kernel descriptor (*.kd symbol) found", location=str(path))
    return out


def descriptor_mismatches(code_object: str | Path, target, exact: bool = False) -> list[str]:
    """Compare each kernel's metadata with its descriptor; return human-readable mismatches.

    Sizes (LDS, scratch, kernarg) and the wavefront size must be equal. Register counts
    are granulated in the descriptor (``ceil(n / granule) - 1``): the metadata's counts
    must fit in the allocation; with ``exact`` the VGPR allocation must also be the
    smallest that fits (our own kernels; LLVM may over-allocate on purpose, e.g. Wave's
    gfx942 kernels reserve registers for an occupancy target). On the unified register
    file (gfx90a+) LLVM's ``.vgpr_count`` already includes the AGPRs (``.agpr_count`` of
    them). The SGPR field also covers the ABI's extra SGPRs (VCC, XNACK mask), so it is
    only checked to fit. Granules come from the target DB (a name or a loaded Target).
    """
    from .target import load_target

    regs = (load_target(target) if isinstance(target, str) else target).registers
    vgpr_granule, sgpr_granule = regs.vgpr_encoding_granule, regs.sgpr_encoding_granule
    md = read_metadata(code_object)
    kds = read_kernel_descriptors(code_object)
    problems = []
    for k in md.get("amdhsa.kernels", []):
        name = k[".name"]
        kd = kds.get(name)
        if kd is None:
            problems.append(f"{name}: metadata names a kernel with no descriptor")
            continue

        def diff(field: str, md_value, kd_value):
            if md_value != kd_value:
                problems.append(f"{name}: {field}: metadata {md_value} != descriptor {kd_value}")

        diff("group_segment_fixed_size", k.get(".group_segment_fixed_size"), kd.group_segment_fixed_size)
        diff("private_segment_fixed_size", k.get(".private_segment_fixed_size"), kd.private_segment_fixed_size)
        diff("kernarg_segment_size", k.get(".kernarg_segment_size"), kd.kernarg_size)
        diff("wavefront_size", k.get(".wavefront_size"), kd.wavefront_size)
        vgprs = k.get(".vgpr_count", 0)
        vgpr_capacity = (kd.granulated_vgpr_count + 1) * vgpr_granule
        if vgprs > vgpr_capacity:
            problems.append(f"{name}: vgpr_count {vgprs} exceeds descriptor allocation {vgpr_capacity}")
        elif exact and vgpr_capacity - vgprs >= vgpr_granule:
            problems.append(f"{name}: descriptor allocates {vgpr_capacity} VGPRs for vgpr_count {vgprs}")
        if k.get(".agpr_count", 0) > vgprs:
            problems.append(f"{name}: agpr_count {k.get('.agpr_count')} exceeds vgpr_count {vgprs} (unified file)")
        sgpr_capacity = (kd.granulated_sgpr_count + 1) * sgpr_granule
        if k.get(".sgpr_count", 0) > sgpr_capacity:
            problems.append(
                f"{name}: sgpr_count {k.get('.sgpr_count')} exceeds descriptor allocation {sgpr_capacity}"
            )
    return problems


def tool_versions() -> dict[str, str]:
    """First line of ``--version`` for each tool we use, or the reason it is missing."""
    out = {}
    for t in ("llvm-mc", "ld.lld", "llvm-objdump", "llvm-readobj", "llvm-mca"):
        try:
            p = find_tool(t)
            v = subprocess.run([p, "--version"], capture_output=True, text=True).stdout
            line = next((ln.strip() for ln in v.splitlines() if "version" in ln), v.strip())
            out[t] = f"{p} ({line})"
        except ToolchainError as e:
            out[t] = f"missing: {e.message}"
    return out


def scratch_dir(prefix: str = "wave_asm_ext_") -> Path:
    return Path(tempfile.mkdtemp(prefix=prefix))
