"""Reference results for the validation corpus (tests/corpus/manifest.json).

An emulator (or a GPU run) uses this module as:

    import json, reference
    entry = manifest["kernels"][i]
    inputs = reference.make_inputs(entry, seed=0)     # name -> flat numpy array
    ... run entry["symbol"] from entry["code_object"] / entry["asm"] with a copy of
        every array as a global buffer, in entry["args"] order ...
    reference.check(entry, inputs, outputs)           # raises AssertionError

Every array is flat and has exactly `count` elements of the arg's dtype:
  f16 -> np.float16, bf16 -> np.uint16 (raw bf16 bits, the top half of an f32),
  f32 -> np.float32, f64 -> np.float64, i32 -> np.int32.
Arguments with io "out" start as zeros unless their init says otherwise; "inout"
arguments are compared after the run as well.

The MFMA kernels load their operands with the documented lane layouts (see the
comments in src/mfma_*.cl), so their expected results are plain matrix products.
Products are computed in float64 from the exactly-representable low-precision
inputs; the tolerance in the manifest covers f32 accumulation order.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

Arrays = dict[str, np.ndarray]

_NP_DTYPES: dict[str, Any] = {
    "f16": np.float16,
    "bf16": np.uint16,
    "f32": np.float32,
    "f64": np.float64,
    "i32": np.int32,
    "u8": np.uint8,
}


def bf16_bits_to_f32(bits: np.ndarray) -> np.ndarray:
    """bf16 bit patterns (uint16) -> float32 values."""
    return (bits.astype(np.uint32) << 16).view(np.float32)


def f32_to_bf16_bits(x: np.ndarray) -> np.ndarray:
    """float32 -> bf16 bits by truncation (inputs only; exact by construction)."""
    return (np.asarray(x, np.float32).view(np.uint32) >> 16).astype(np.uint16)


def _init_array(arg: dict[str, Any], rng: np.random.Generator) -> np.ndarray:
    dtype, count = arg["dtype"], int(arg["count"])
    init = arg.get("init", {"dist": "zeros"})
    dist = init["dist"]
    if dist == "zeros":
        return np.zeros(count, _NP_DTYPES[dtype])
    if dist == "fill":
        vals = np.full(count, init["value"], np.float64)
    elif dist == "uniform":
        vals = rng.uniform(init["low"], init["high"], count)
    elif dist == "randint":
        return rng.integers(init["low"], init["high"], count).astype(_NP_DTYPES[dtype])
    else:
        raise ValueError(f"arg {arg['name']}: unknown init dist {dist!r}")
    if dtype == "bf16":
        return f32_to_bf16_bits(vals.astype(np.float32))
    return vals.astype(_NP_DTYPES[dtype])


def make_inputs(entry: dict[str, Any], seed: int = 0) -> Arrays:
    """Deterministic initial contents of every buffer argument of a manifest kernel."""
    rng = np.random.default_rng(seed)
    return {arg["name"]: _init_array(arg, rng) for arg in entry["args"]}


def _f(x: np.ndarray) -> np.ndarray:
    """Exact float64 view of a low-precision input array."""
    if x.dtype == np.uint16:
        return bf16_bits_to_f32(x).astype(np.float64)
    return x.astype(np.float64)


def _mat(x: np.ndarray, rows: int, cols: int) -> np.ndarray:
    return _f(x).reshape(rows, cols)


# ---------------------------------------------------------------- OpenCL kernels


def _matmul_c(m: int, k: int, n: int) -> Callable[[Arrays], Arrays]:
    def ref(a: Arrays) -> Arrays:
        return {"C": (_mat(a["A"], m, k) @ _mat(a["B"], k, n)).ravel()}

    return ref


def mfma16_result_valu(a: Arrays) -> Arrays:
    d = _mat(a["A"], 16, 16) @ _mat(a["B"], 16, 16)
    return {"C": d.ravel(), "E": (d * d + 1.0).ravel()}


def mfma16_cvt_chain(a: Arrays) -> Arrays:
    d1 = (_mat(a["A"], 16, 16) @ _mat(a["B"], 16, 16)).astype(np.float32)
    a2 = d1.astype(np.float16).astype(np.float64).T  # lane (i, g) holds D1[4g+j][i]
    return {"C": (a2 @ _mat(a["B2"], 16, 16)).ravel()}


def mfma16_f32_result_as_src(a: Arrays) -> Arrays:
    d1 = (_mat(a["A"], 16, 4) @ _mat(a["B"], 4, 16)).astype(np.float32).astype(np.float64)
    a2 = d1[0::4, :].T  # A2[i][k] = D1[4k][i]    (SrcA = d1 element 0)
    b2 = d1[1::4, :]    # B2[k][n] = D1[4k+1][n]  (SrcB = d1 element 1)
    return {"C": (a2 @ b2 + d1).ravel()}


def mfma_f64_chain(a: Arrays) -> Arrays:
    c = _mat(a["A"], 16, 8) @ _mat(a["B"], 8, 16)
    return {"C": c.ravel(), "E": (c + 1.0).ravel()}


def mfma32x16_f16_chain(a: Arrays) -> Arrays:
    c = _mat(a["A"], 32, 32) @ _mat(a["B"], 32, 32)
    return {"C": c.ravel(), "E": (2.0 * c).ravel()}


def trans_valu(a: Arrays) -> Arrays:
    x = _f(a["X"])
    return {
        "Yexp": np.exp2(x) * x + 1.0,
        "Ylog": np.log2(x) * x,
        "Yrsq": 1.0 / np.sqrt(x) + x,
        "Yrcp": (1.0 / x) * x - 1.0,
        "Ysqrt": np.sqrt(x) * 3.0,
        "Ysin": np.sin(2.0 * np.pi * x) + x,
        "Ychain": np.sqrt(x) - x,
    }


def trans_chain_serial(a: Arrays) -> Arrays:
    x = _f(a["X"])
    u = np.exp2(x) * x + 1.0
    u = np.log2(u) * 0.5 + 1.0
    u = 1.0 / np.sqrt(u) * x + 1.0
    return {"Y": 1.0 / u - x}


def div_f64(a: Arrays) -> Arrays:
    return {"Y": a["A"] / a["B"]}  # correctly rounded IEEE division


def readlane_valu_sel(a: Arrays) -> Arrays:
    x, lsel = _f(a["X"]), a["L"].astype(np.int64)
    y, z = np.empty_like(x), np.empty_like(x)
    lane = np.arange(64, dtype=np.float64)
    for base in range(0, x.size, 64):  # one wave per workgroup
        s = (lsel[base] * 3 + 1) & 63
        s2 = (lsel[base] + 5) & 63
        y[base:base + 64] = x[base + s] * 2.0 + lane
        z[base:base + 64] = x[base + s2] + x[base:base + 64]
    return {"Y": y, "Z": z}


def divergent_ifelse(a: Arrays) -> Arrays:
    x, w = _f(a["X"]), _f(a["W"])
    gid = np.arange(x.size)
    y = np.where(x > 0.0, w * x, w[(gid * 7) & 255] - x)
    z = np.where(x > 0.0, 1.0, _f(a["Z"]))
    return {"Y": y, "Z": z}


def divergent_loop(a: Arrays) -> Arrays:
    n, acc = a["N"].astype(np.int64), _f(a["X"]).astype(np.float32)
    for i in range(int(n.max(initial=0))):
        acc = np.where(i < n, acc * np.float32(0.5) + np.float32(i), acc).astype(np.float32)
    return {"Y": acc}


def lds_reverse_barrier(a: Arrays) -> Arrays:
    x = _f(a["X"]).reshape(-1, 256)
    t = np.arange(256)
    return {"Y": (x[:, 255 - t] + x[:, (t + 1) & 255]).ravel()}


def lds_reduce_tree(a: Arrays) -> Arrays:
    return {"Y": _f(a["X"]).reshape(-1, 256).sum(axis=1)}


# ---------------------------------------------------------------- Wave GEMMs


def wave_gemm(entry: dict[str, Any], a: Arrays) -> Arrays:
    """get_gemm_kernel: a is MxK, b is NxK (N-major), c = a @ b.T in f32."""
    m, n, k = entry["shape"]
    return {"c": (_mat(a["a"], m, k) @ _mat(a["b"], n, k).T).ravel()}


def wave_gemm_transpose_a_b(entry: dict[str, Any], a: Arrays) -> Arrays:
    """get_gemm_kernel_transpose_a_b: a is KxM, b is KxN, c = a.T @ b in f32."""
    m, n, k = entry["shape"]
    return {"c": (_mat(a["a"], k, m).T @ _mat(a["b"], k, n)).ravel()}


#: FP4 E2M1 code -> value (OCP Microscaling Formats (MX) v1.0): two codes per byte, the
#: first in the low nibble (AMD's MXFP4 references: ROCm aiter fp4_utils.mxfp4_to_f32)
FP4_E2M1 = np.array([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0])


def wave_gemm_mxfp4(entry: dict[str, Any], a: Arrays) -> Arrays:
    """get_broadcasted_scale_gemm_mxfp4: a, b FP4 codes (M x K/2, N x K/2 bytes), a_scale one
    E8M0 byte per row of A for all of K, b_scale one per row of B and 32-value block;
    c = (a * 2^(a_scale - 127)) @ (b * 2^(b_scale - 127)).T in f32."""
    m, n, k = entry["shape"]

    def values(codes, rows):
        codes = codes.reshape(rows, k // 2)
        return FP4_E2M1[np.stack((codes & 0xF, codes >> 4), axis=-1).reshape(rows, k)]
    av = values(a["a"], m) * np.ldexp(1.0, a["a_scale"].astype(np.int64) - 127)[:, None]
    bs = np.ldexp(1.0, a["b_scale"].reshape(n, k // 32).astype(np.int64) - 127)
    bv = values(a["b"], n) * np.repeat(bs, 32, axis=1)
    return {"c": (av @ bv.T).ravel()}


def mxfp4_operands(m: int, n: int, k: int, rng: np.random.Generator) -> tuple[np.ndarray, ...]:
    """Random buffers of :func:`wave_gemm_mxfp4`'s kernel, as verify_matrix.py and
    tests/test_mxfp4.py feed it: A codes uint8 [m, k/2], B codes [n, k/2] (any byte: every
    E2M1 code is finite), A's scales uint8 [m], B's [n, k/32], exponents 120..134 (2^-7..2^7)."""
    a = rng.integers(0, 256, (m, k // 2), dtype=np.uint8)
    b = rng.integers(0, 256, (n, k // 2), dtype=np.uint8)
    sa = rng.integers(120, 135, m, dtype=np.uint8)
    sb = rng.integers(120, 135, (n, k // 32), dtype=np.uint8)
    return a, sa, b, sb


def mxfp4_product(m: int, n: int, k: int, a, sa, b, sb) -> np.ndarray:
    """The float64 [m, n] product :func:`wave_gemm_mxfp4` computes, of those buffers."""
    out = wave_gemm_mxfp4({"shape": (m, n, k)}, {"a": a, "a_scale": sa, "b": b, "b_scale": sb})
    return out["c"].reshape(m, n)


_SIMPLE: dict[str, Callable[[Arrays], Arrays]] = {
    "mfma16_f16_chain": _matmul_c(16, 64, 16),
    "mfma32_f16_chain": _matmul_c(32, 32, 32),
    "mfma32_agpr_pressure": _matmul_c(32, 32, 640),
    "mfma16_result_valu": mfma16_result_valu,
    "mfma16_cvt_chain": mfma16_cvt_chain,
    "mfma16_f32_result_as_src": mfma16_f32_result_as_src,
    "mfma16_bf16_chain": _matmul_c(16, 32, 16),
    "mfma_f64_chain": mfma_f64_chain,
    "mfma16x32_f16_chain": _matmul_c(16, 64, 16),
    "mfma32x16_f16_chain": mfma32x16_f16_chain,
    "mfma16x32_bf16_chain": _matmul_c(16, 64, 16),
    "mfma32x16_bf16_chain": _matmul_c(32, 32, 32),
    "trans_valu": trans_valu,
    "trans_chain_serial": trans_chain_serial,
    "div_f64": div_f64,
    "readlane_valu_sel": readlane_valu_sel,
    "divergent_ifelse": divergent_ifelse,
    "divergent_loop": divergent_loop,
    "lds_reverse_barrier": lds_reverse_barrier,
    "lds_reduce_tree": lds_reduce_tree,
    "gemm_tiled_mfma16": _matmul_c(64, 128, 64),
}

_WITH_ENTRY: dict[str, Callable[[dict[str, Any], Arrays], Arrays]] = {
    "wave_gemm": wave_gemm,
    "wave_gemm_transpose_a_b": wave_gemm_transpose_a_b,
    "wave_gemm_mxfp4": wave_gemm_mxfp4,
}

REFERENCES = sorted(set(_SIMPLE) | set(_WITH_ENTRY))


def expected(entry: dict[str, Any], inputs: Arrays) -> Arrays:
    """Expected final contents (float64 for float outputs) of the kernel's output args."""
    name = entry.get("reference")
    if name in _SIMPLE:
        return _SIMPLE[name](inputs)
    if name in _WITH_ENTRY:
        return _WITH_ENTRY[name](entry, inputs)
    raise KeyError(f"kernel {entry['name']!r} has no reference (reference={name!r})")


def check(entry: dict[str, Any], inputs: Arrays, outputs: Arrays) -> None:
    """Compare a run's outputs with the reference using the manifest tolerance."""
    tol = entry.get("tolerance", {"rtol": 1e-5, "atol": 1e-5})
    for name, want in expected(entry, inputs).items():
        got = _f(np.asarray(outputs[name]))
        np.testing.assert_allclose(got, want, rtol=tol["rtol"], atol=tol["atol"],
                                   err_msg=f"{entry['name']}[{entry['target']}] arg {name}")
