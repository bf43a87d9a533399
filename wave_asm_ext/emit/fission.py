"""Output-tile fission: compute a kernel's output in P passes when its accumulators do not fit.

A wave whose K loop carries more MFMA accumulators than the register file holds (one wave
computing a 128x256 f32 tile needs 512 accumulator registers per lane, the whole unified
VGPR+AGPR file) cannot be compiled as written without spilling. LLVM spills (hundreds of
scratch accesses inside the K loop). This module instead splits the *global stores* of the
kernel into P groups by the accumulators they read, and has the walker lower the function
body P times, each time keeping only the operations a group's stores need plus every
operation with a side effect the kernel relies on (LDS stores, barriers): pass p runs the
whole K loop but carries only its own 1/P of the accumulators and reads only the MFMA
operands those need. Each pass re-reads A and B (P times the global/LDS traffic of the
tile), which is the price of keeping everything in registers.

Why this is correct: a GEMM kernel body is idempotent apart from its global stores (it
reads its inputs, writes LDS scratch it later reads, and writes each output element once),
so running it P times with disjoint store subsets writes exactly the same outputs. The
liveness below is the usual backward slice, extended through ``scf.for``: a needed loop
result or loop-carried block argument makes its init operand and its yielded value needed.
LDS stores are kept in a pass only if some LDS load of that pass may read what they write
(byte footprints over all threads and loop iterations, :class:`LdsFootprints`; unknown
footprints count as overlapping), so a pass that needs half of the B tile does not load or
store the other half. Accumulators are grouped along the MFMA operand with more distinct
fragments (splitting N when B has more tiles than A), which is what makes that half a half.

A global store inside a loop or before the last loop, or a global load from a buffer the
kernel writes, would break the idempotence argument; :func:`plan` refuses such kernels, so
only the "loop(s), then stores" shape that Wave's GEMMs have is split.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from wave_asm_ext.errors import EmitError

from . import affine as A

# Operations kept in every pass because of their side effects (besides global stores, which
# are split between passes). The walker's handlers define the vocabulary; any op not listed
# here is pure for this analysis (its results are dropped when nothing needs them).
SIDE_EFFECT_OPS = frozenset({"vector.store", "memref.store", "vector.maskedstore", "amdgpu.lds_barrier",
                             "gpu.barrier", "rocdl.s.barrier", "rocdl.s.setprio", "scf.if"})
#: store op -> (index of the stored value, index of the memref) among its operands
_STORE_OPERANDS = {"vector.store": (0, 1), "memref.store": (0, 1), "vector.maskedstore": (-1, 0)}
#: load ops (their memref is the first operand)
_LOADS = frozenset({"vector.load", "memref.load", "vector.maskedload"})
# (scf.yield is lowered by its scf.for, never on its own)
ALWAYS_KEPT = frozenset({"func.return"})


@dataclass
class Pass:
    """What the walker emits in one pass: the operations to lower and, per ``scf.for``,
    the indices of the iter_args to carry."""

    ops: set = field(default_factory=set)  # ir.Operation
    iters: dict = field(default_factory=dict)  # ir.Operation (scf.for) -> set[int]

    def keeps(self, op) -> bool:
        return op.operation.name in ALWAYS_KEPT or op.operation in self.ops


def _is_store(op) -> bool:
    return op.operation.name in _STORE_OPERANDS


def _stored_value(op):
    return op.operands[_STORE_OPERANDS[op.operation.name][0]]


def _store_memref(op):
    return op.operands[_STORE_OPERANDS[op.operation.name][1]]


def _is_global_store(op) -> bool:
    return _is_store(op) and not _is_lds(_store_memref(op))


def _is_lds(memref_value) -> bool:
    return "#gpu.address_space<workgroup>" in str(memref_value.type)


def _all_ops(block):
    for op in block.operations:
        yield op
        for region in op.operation.regions:
            for b in region.blocks:
                yield from _all_ops(b)


def _loop_of_arg(value):
    """(scf.for operation, iter index) for a loop-carried block argument, (op, -1) for the
    induction variable, None for any other block argument."""
    from iree.compiler import ir

    arg = ir.BlockArgument(value)
    owner = arg.owner.owner
    if owner.name != "scf.for":
        return None
    return owner, arg.arg_number - 1


class LdsFootprints:
    """Which LDS bytes an LDS load/store touches, over every thread of the workgroup and
    every iteration of its loops, from the byte addresses the walker computed.

    ``access``: MLIR operation -> (affine.Lin byte address per lane, bytes per lane);
    ``env``: symbol -> inclusive (lo, hi) range; ``steps``: loop symbol -> step. A footprint
    is unknown (None) when the address depends on anything else (workgroup ids, values
    loaded from memory) or leaves the allocation."""

    def __init__(self, access: dict, env: dict, steps: dict, lds_size: int):
        self.access, self.env, self.steps, self.size = access, env, steps, lds_size
        self._cache: dict = {}

    def mask(self, op):
        op = op.operation
        if op not in self._cache:
            self._cache[op] = self._compute(op)
        return self._cache[op]

    def _compute(self, op):
        if op not in self.access:
            return None
        addr, nbytes = self.access[op]
        names = sorted(addr.symbols())
        values = {}
        for axis, name in enumerate(names):
            if not (name.startswith("tid_") or name in self.steps) or name not in self.env:
                return None
            lo, hi = self.env[name]
            shape = [1] * len(names)
            shape[axis] = -1
            values[name] = np.arange(lo, hi + 1, self.steps.get(name, 1), dtype=np.int64).reshape(shape)
        start = np.asarray(A.evaluate(addr, values), dtype=np.int64).ravel()
        idx = (start[:, None] + np.arange(nbytes, dtype=np.int64)).ravel()
        if idx.size == 0 or idx.min() < 0 or idx.max() >= self.size:
            return None
        m = np.zeros(self.size, dtype=bool)
        m[idx] = True
        return m


class _Liveness:
    def __init__(self):
        self.p = Pass()

    def need_op(self, op) -> None:
        op = op.operation
        work = [op]
        while work:
            o = work.pop()
            if o in self.p.ops:
                continue
            self.p.ops.add(o)
            parent = o.parent
            if parent is not None and parent.name == "scf.for":
                work.append(parent)
            if o.name == "scf.for":
                for v in list(o.operands)[:3]:  # bounds and step; inits only when carried
                    self.need_value(v, work)
                continue
            if o.name == "scf.yield":
                continue
            for v in o.operands:
                self.need_value(v, work)

    def need_value(self, v, work) -> None:
        from iree.compiler import ir

        if ir.OpResult.isinstance(v):
            owner = ir.OpResult(v).owner
            work.append(owner)
            if owner.name == "scf.for":
                self.need_iter(owner, ir.OpResult(v).result_number, work)
            return
        loop = _loop_of_arg(v)
        if loop is None:
            return
        for_op, idx = loop
        work.append(for_op)
        if idx >= 0:
            self.need_iter(for_op, idx, work)

    def need_iter(self, for_op, idx: int, work) -> None:
        carried = self.p.iters.setdefault(for_op, set())
        if idx in carried:
            return
        carried.add(idx)
        self.need_value(list(for_op.operands)[3 + idx], work)
        yield_op = list(for_op.regions[0].blocks[0].operations)[-1]
        self.need_value(list(yield_op.operands)[idx], work)


def _store_accumulators(store) -> set:
    """(scf.for, result index) pairs the stored value is computed from, following pure
    operations back to loop results (not into loops)."""
    from iree.compiler import ir

    out, seen, work = set(), set(), [_stored_value(store)]
    while work:
        v = work.pop()
        if not ir.OpResult.isinstance(v):
            continue
        owner = ir.OpResult(v).owner
        if owner.name == "scf.for":
            out.add((owner, ir.OpResult(v).result_number))
            continue
        if owner in seen:
            continue
        seen.add(owner)
        work.extend(owner.operands)
    return out


def _accumulator_order(keys: set, pos: dict) -> list:
    """The accumulators (scf.for op, result index) sorted so that contiguous chunks share MFMA
    operands: by the fragment of the operand with more distinct fragments first. ``pos``:
    top-level scf.for -> its position (program order of the loops)."""
    from iree.compiler import ir

    def natural(k):
        return (pos.get(k[0], len(pos)), k[1])

    keys = sorted(keys, key=natural)
    frag = {}
    for key in keys:
        f, r = key
        y = list(f.regions[0].blocks[0].operations)[-1]
        v = list(y.operands)[r]
        owner = ir.OpResult(v).owner if ir.OpResult.isinstance(v) else None
        if owner is None or owner.name != "amdgpu.mfma":
            return keys
        frag[key] = (owner.operands[0], owner.operands[1])
    ids = [{}, {}]
    for key in keys:
        for side in (0, 1):
            ids[side].setdefault(frag[key][side], len(ids[side]))
    major = 1 if len(ids[1]) >= len(ids[0]) else 0
    return sorted(keys, key=lambda k: (natural(k)[0], ids[major][frag[k][major]],
                                       ids[1 - major][frag[k][1 - major]], k[1]))


def _binding_of(memref_value):
    """The kernel argument a global memref is derived from (through subspan /
    reinterpret_cast / view chains); the value itself when the chain ends elsewhere."""
    from iree.compiler import ir

    v = memref_value
    while ir.OpResult.isinstance(v):
        owner = ir.OpResult(v).owner
        if not len(owner.operands):
            break
        v = owner.operands[0]
    if ir.BlockArgument.isinstance(v):
        return ("arg", ir.BlockArgument(v).arg_number)
    return ("value", v)


def _is_lds_load(op) -> bool:
    name = op.operation.name
    return name in ("vector.load", "memref.load", "amdgpu.transpose_load") and _is_lds(op.operands[0])


def plan(func, n_passes: int, lds: LdsFootprints | None = None) -> list[Pass]:
    """Split the kernel ``func`` (a ``func.func``) into ``n_passes`` passes; raise EmitError
    (naming the reason) when the kernel does not have the shape this transformation is
    proven correct for. Without ``lds`` every LDS store is kept in every pass."""
    body = func.regions[0].blocks[0]
    top = list(body.operations)
    ops = list(_all_ops(body))
    loops = [i for i, op in enumerate(top) if op.operation.name == "scf.for"]
    where = f"func.func @{func.sym_name.value}"
    if not loops:
        raise EmitError("output-tile fission needs a K loop (scf.for) in the kernel", location=where)
    for op in ops:
        if _is_global_store(op) and op.operation.parent.name != "func.func":
            raise EmitError("output-tile fission: a global store inside a loop makes the "
                            "kernel body non-idempotent", location=f"{op.operation.name} at "
                            f"{op.operation.location}")
    stores = [(i, op) for i, op in enumerate(top) if _is_global_store(op)]
    written = {_binding_of(_store_memref(op)) for _, op in stores}
    for op in ops:
        if op.operation.name in _LOADS and not _is_lds(op.operands[0]) \
                and _binding_of(op.operands[0]) in written:
            raise EmitError("output-tile fission: the kernel reads a buffer it writes (a later "
                            "pass could read what an earlier pass stored)",
                            location=f"{op.operation.name} at {op.operation.location}")
    if any(i < loops[-1] for i, _ in stores):
        raise EmitError("output-tile fission: a global store before the last loop makes the "
                        "kernel body non-idempotent", location=where)
    keyed = []
    for _, st in stores:
        accs = _store_accumulators(st)
        # f32 loop results are the accumulators; other carried values (prefetched operand
        # fragments) say nothing about which output a store belongs to
        f32 = {(f, r) for f, r in accs if "xf32>" in str(list(f.results)[r].type)} or accs
        keyed.append((f32, st))
    order = _accumulator_order({a for f32, _ in keyed for a in f32},
                               {top[i].operation: i for i in loops})
    if len(order) < n_passes:
        raise EmitError(f"output-tile fission into {n_passes} passes: the stores read only "
                        f"{len(order)} distinct accumulators", location=where)
    group_of = {k: i * n_passes // len(order) for i, k in enumerate(order)}
    lds_stores = [op for op in ops if _is_store(op) and _is_lds(_store_memref(op))]
    lds_store_ops = {op.operation for op in lds_stores}
    passes = []
    for p in range(n_passes):
        live = _Liveness()
        for op in ops:
            if op.operation.name in SIDE_EFFECT_OPS and not _is_store(op):
                live.need_op(op)  # barriers
            elif lds is None and op.operation in lds_store_ops:
                live.need_op(op)
        for f32, st in keyed:
            if min((group_of[a] for a in f32), default=0) == p:
                live.need_op(st)
        if lds is not None:
            _keep_read_lds_stores(live, ops, lds_stores, lds)
        passes.append(live.p)
    return passes


def _keep_read_lds_stores(live: _Liveness, ops: list, lds_stores: list, lds: LdsFootprints) -> None:
    """Add the LDS stores whose bytes a needed LDS load may read, until nothing changes
    (a kept store can make more loads needed)."""
    pending = list(lds_stores)
    while True:
        read, unknown = None, False
        for op in ops:
            if op.operation in live.p.ops and _is_lds_load(op):
                m = lds.mask(op)
                if m is None:
                    unknown = True
                    break
                read = m if read is None else (read | m)
        keep = []
        for st in pending:
            m = None if unknown else lds.mask(st)
            if unknown or m is None or (read is not None and bool(np.any(m & read))):
                keep.append(st)
        if not keep:
            return
        for st in keep:
            live.need_op(st)
            pending.remove(st)
