#!/usr/bin/env python3
"""s_waitcnt of the post-emit pass against LLVM's SIInsertWaitcnts on random memory sequences.

Random straight-line sequences of global / buffer / DS / scalar loads, stores and their
uses are written as assembly for the pass's waitcnt solver (``passes.waitcnt``, no
scheduling) and as MIR for ``llc -run-pass=si-insert-waitcnts``; before every instruction
the counts each waits for (vmcnt, lgkmcnt) are compared. Session 47 (300 sequences per
target, seed 3): 99 % of positions equal; where the pass waits for less, the checker agrees
(LDS returns in order even with scalar loads in flight, which LLVM then forces to lgkmcnt(0));
where it waits for more, it folded a later wait into an earlier one (the waitcnt pass's merge
window: fewer s_waitcnt, the objective's second key).

  python scripts/diff_waits_llvm.py [seed] [sequences]
"""
import random
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from wave_asm_ext import toolchain  # noqa: E402
from wave_asm_ext.check import check_program  # noqa: E402
from wave_asm_ext.isa import parse_asm, print_program  # noqa: E402
from wave_asm_ext.isa.opcodes import decode_waitcnt  # noqa: E402
from wave_asm_ext.passes import waitcnt  # noqa: E402
from wave_asm_ext.target import load_target  # noqa: E402

def ops(rng):
    """(asm, mir) templates; loads write v10..v25 / s10..s25, uses read them."""
    v = rng.randrange(10, 26); w = rng.randrange(10, 26); s = rng.randrange(10, 24, 2)
    return rng.choice([
        (f"global_load_dword v{v}, v[0:1], off offset:{4*rng.randrange(8)}", f"$vgpr{v} = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, {4*rng.randrange(8)}, 0, implicit $exec"),
        (f"ds_read_b32 v{v}, v2", f"$vgpr{v} = DS_READ_B32_gfx9 $vgpr2, 0, 0, implicit $exec"),
        (f"s_load_dword s{s}, s[0:1], 0x0", f"$sgpr{s} = S_LOAD_DWORD_IMM $sgpr0_sgpr1, 0, 0"),
        (f"v_add_u32_e32 v{v}, v{w}, v1", f"$vgpr{v} = V_ADD_U32_e32 $vgpr{w}, $vgpr1, implicit $exec"),
        (f"v_add_u32_e32 v7, s{s}, v{w}", f"$vgpr7 = V_ADD_U32_e32 $sgpr{s}, $vgpr{w}, implicit $exec"),
        (f"global_store_dword v[0:1], v{v}, off", f"GLOBAL_STORE_DWORD $vgpr0_vgpr1, $vgpr{v}, 0, 0, implicit $exec"),
        (f"ds_write_b32 v2, v{v}", f"DS_WRITE_B32_gfx9 $vgpr2, $vgpr{v}, 0, 0, implicit $exec"),
        (f"buffer_load_dword v{v}, v3, s[4:7], 0 offen", f"$vgpr{v} = BUFFER_LOAD_DWORD_OFFEN $vgpr3, $sgpr4_sgpr5_sgpr6_sgpr7, 0, 0, 0, 0, implicit $exec"),
    ])

def llvm_waits(target, seqs):
    funcs = []
    for i, seq in enumerate(seqs):
        body = "\n".join("    " + m for _, m in seq)
        funcs.append(f"---\nname: f{i}\ntracksRegLiveness: false\nmachineFunctionInfo:\n  isEntryFunction: true\nbody: |\n  bb.0:\n{body}\n    S_ENDPGM 0\n...\n")
    r = subprocess.run([toolchain.find_tool("llc"), "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={target}", "-run-pass=si-insert-waitcnts", "-x", "mir", "-o", "-", "-"],
                       input="".join(funcs), capture_output=True, text=True)
    if r.returncode: raise RuntimeError(r.stderr[:3000])
    out = []
    for body in r.stdout.split("\nname:")[1:]:
        lines = [l.strip() for l in body.split("bb.0:")[1].split("\n...")[0].strip().splitlines() if l.strip()]
        out.append(lines)
    return out

def before_each(lines, is_wait, wait_of):
    """for each non-wait instruction: the (vmcnt, lgkmcnt) waited for right before it (None: no wait)."""
    res, cur = [], {}
    for l in lines:
        if is_wait(l):
            wc = wait_of(l)
            for c in ("vmcnt", "lgkmcnt"):
                v = getattr(wc, c)
                if v is not None: cur[c] = min(cur.get(c, 99), v)
        else:
            res.append((cur.get("vmcnt"), cur.get("lgkmcnt"))); cur = {}
    return res

rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
N = int(sys.argv[2]) if len(sys.argv) > 2 else 300
for tn in ("gfx942", "gfx950"):
    t = load_target(tn)
    seqs = [[ops(rng) for _ in range(rng.randrange(4, 14))] for _ in range(N)]
    ll = llvm_waits(tn, seqs)
    more = less = same = 0; ex_more = []; ex_less = []
    for seq, llines in zip(seqs, ll):
        lw = before_each(llines, lambda l: l.startswith("S_WAITCNT"), lambda l: decode_waitcnt(int(l.split()[1])))
        prog = waitcnt.run(parse_asm("k:\n" + "\n".join(a for a, _ in seq) + "\ns_endpgm\n", "<w>"), t, {})
        # (the waits only: the other passes' rows, e.g. clause breaks, are not run here)
        assert [f for f in check_program(parse_asm(print_program(prog), "<out>"), t) if f.kind == "waitcnt"] == [], seq
        insts = [i for b in prog.kernels[0].blocks for i in b.instructions]
        ow = before_each([i for i in insts], lambda i: i.base == "s_waitcnt", lambda i: i.operands[0])
        lw = lw[:len(seq)]; ow = ow[:len(seq)]
        for k, (a, b) in enumerate(zip(lw, ow)):
            for c, x, y in (("vmcnt", a[0], b[0]), ("lgkmcnt", a[1], b[1])):
                xx = 99 if x is None else x; yy = 99 if y is None else y
                if yy < xx:   # ours waits for more (a lower count)
                    more += 1; ex_more.append((seq, k, c, x, y))
                elif yy > xx:
                    less += 1; ex_less.append((seq, k, c, x, y))
                else: same += 1
    print(tn, "positions x counters: same", same, "ours waits more", more, "ours waits less", less)
    for seq, k, c, x, y in ex_more[:4] + ex_less[:4]:
        print("  at", k, c, "llvm", x, "ours", y, "|", " ; ".join(a for a, _ in seq[:k+1]))
