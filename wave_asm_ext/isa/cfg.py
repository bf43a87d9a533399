"""Control-flow graph over ``Kernel.blocks``.

Edges: ``s_branch L`` -> L; ``s_cbranch_* L`` -> L and the next block (fallthrough);
``s_endpgm*`` and ``s_setpc_b64`` (return / indirect jump) -> none; calls
(``s_swappc_b64``, ``s_call_b64``) and everything else fall through to the next
block. Back-edges are found by DFS from the entry block (edge u->v with v on the
DFS stack); each back-edge's natural loop is {v} plus the blocks that reach u
without passing v; loops sharing a header are merged.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from ..errors import AsmParseError
from .model import Block, Kernel


@dataclass
class Loop:
    header: int
    latches: list[int]
    body: frozenset[int]
    depth: int = 1
    parent: int | None = None  # index into CFG.loops of the innermost enclosing loop


@dataclass
class CFG:
    blocks: list[Block]
    succs: list[list[int]]
    preds: list[list[int]]
    rpo: list[int]                       # reverse post-order of reachable blocks
    back_edges: list[tuple[int, int]]    # (latch, header)
    loops: list[Loop] = field(default_factory=list)
    unreachable: list[int] = field(default_factory=list)
    #: a function (not a kernel): entered by a call, with the caller's memory operations
    #: possibly still outstanding, and left by ``s_setpc_b64`` to a caller that reads its
    #: results (the calling convention's waits: DB ``waitcnt_rules``)
    callee: bool = False
    #: the unit's barriers order its global stores (``Kernel.barriers_publish_stores``)
    barriers_publish_stores: bool = True

    @property
    def entry(self) -> int:
        return 0

    @cached_property
    def barriers_skipped(self) -> bool:
        """Is some ``s_barrier`` inside the range a forward conditional branch jumps over?
        Then the waves of a workgroup may execute different barrier sequences (Wave's
        8-wave PREFETCH ping-pong: half the waves take one extra barrier before the K loop,
        the other half one after it): the k-th barrier of one wave need not meet the k-th
        of another, and the waves run a barrier phase apart."""
        bars = [bi for bi, b in enumerate(self.blocks) if any(i.base == "s_barrier" for i in b.instructions)]
        for bi, succs in enumerate(self.succs):
            if len(succs) >= 2:
                far = max(succs)
                if far > bi + 1 and any(bi < b < far for b in bars):
                    return True
        return False

    def index_of(self, label: str) -> int:
        for b in self.blocks:
            if b.label == label:
                return b.index
        raise KeyError(label)

    def loop_depth(self, block: int) -> int:
        return sum(1 for lp in self.loops if block in lp.body)

    def innermost_loop(self, block: int) -> Loop | None:
        best = None
        for lp in self.loops:
            if block in lp.body and (best is None or len(lp.body) < len(best.body)):
                best = lp
        return best

    def is_back_edge(self, src: int, dst: int) -> bool:
        return (src, dst) in self.back_edges

    def blocks_reaching(self, block: int) -> set[int]:
        """The blocks from which ``block`` can be reached (``block`` included)."""
        seen, todo = {block}, [block]
        while todo:
            for p in self.preds[todo.pop()]:
                if p not in seen:
                    seen.add(p)
                    todo.append(p)
        return seen


def build_cfg(kernel: Kernel) -> CFG:
    blocks = kernel.blocks
    kernel.renumber()
    labels = {b.label: b.index for b in blocks if b.label is not None}
    n = len(blocks)
    succs: list[list[int]] = [[] for _ in range(n)]
    for b in blocks:
        i = b.index
        last = b.instructions[-1] if b.instructions else None
        kind = last.info.branch if last is not None else None
        out: list[int] = []
        if kind in ("uncond", "cond"):
            tgt = last.branch_target()  # type: ignore[union-attr]
            if tgt is None or tgt not in labels:
                raise AsmParseError(f"branch target '{tgt}' is not a label of {kernel.name or 'this code'}",
                                    last.location)  # type: ignore[union-attr]
            out.append(labels[tgt])
            if kind == "cond" and i + 1 < n and labels[tgt] != i + 1:
                out.append(i + 1)
        elif kind in ("end", "indirect"):
            pass
        elif i + 1 < n:
            out.append(i + 1)
        succs[i] = out
    preds: list[list[int]] = [[] for _ in range(n)]
    for i, ss in enumerate(succs):
        for s in ss:
            preds[s].append(i)
    for b in blocks:
        b.succs = succs[b.index]
        b.preds = preds[b.index]

    # iterative DFS: post-order + back-edges
    back: list[tuple[int, int]] = []
    post: list[int] = []
    state = [0] * n  # 0 new, 1 on stack, 2 done
    if n:
        stack: list[tuple[int, int]] = [(0, 0)]
        state[0] = 1
        while stack:
            node, k = stack[-1]
            if k < len(succs[node]):
                stack[-1] = (node, k + 1)
                s = succs[node][k]
                if state[s] == 0:
                    state[s] = 1
                    stack.append((s, 0))
                elif state[s] == 1:
                    back.append((node, s))
            else:
                state[node] = 2
                post.append(node)
                stack.pop()
    rpo = post[::-1]
    unreachable = [i for i in range(n) if state[i] == 0]

    # natural loops, merged per header
    by_header: dict[int, tuple[list[int], set[int]]] = {}
    for latch, header in back:
        latches, body = by_header.setdefault(header, ([], {header}))
        latches.append(latch)
        work = [latch]
        while work:
            x = work.pop()
            if x in body:
                continue
            body.add(x)
            work.extend(p for p in preds[x] if state[p] != 0)
    loops = [Loop(h, lat, frozenset(body)) for h, (lat, body) in by_header.items()]
    # outermost first; a loop's parent is the smallest loop that strictly contains it
    loops.sort(key=lambda lp: (-len(lp.body), lp.header))
    for j, lp in enumerate(loops):
        enclosing = [q for q in range(j) if lp.body < loops[q].body]
        lp.parent = enclosing[-1] if enclosing else None  # sorted by size: last = smallest
        lp.depth = 1 + len(enclosing)
    return CFG(list(blocks), succs, preds, rpo, back, loops, unreachable, callee=kernel.is_callee,
               barriers_publish_stores=kernel.barriers_publish_stores)


__all__ = ["CFG", "Loop", "build_cfg"]
