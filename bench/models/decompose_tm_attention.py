#!/usr/bin/env python3
"""Rewrites torch-mlir's `tm_tensor.attention` as plain linalg-on-tensors ops.

torch-mlir lowers scaled-dot-product attention to its TMTensor dialect, which neither mlir-opt nor
jopt knows:
    %r = tm_tensor.attention ins(%q, %k, %v[, %mask] : Tq, Tk, Tv[, Tm]) outs(%init : Tr) -> Tr
with q BxLxD, k BxSxD, v BxSxE, an additive float mask BxLxS and r BxLxE. It computes
softmax(q k^T / sqrt(D) + mask) v (/ 8 for BERT-base's 64-wide heads), with
the softmax taken over S; `%init` only gives the result's type. Each op becomes, with the same
result name:
    k^T (linalg.transpose), scores = q k^T (linalg.batch_matmul into a zero fill),
    logits = scores / sqrt(D) + mask, the row maximum, exp(logits - max), the row sum,
    probabilities = exp / sum (linalg.generic each), r = probabilities v (linalg.batch_matmul).
Intermediate values are named %attnN_*, N counting the ops from 0. (torch-mlir's own loops
subtract the maximum of the whole tensor, not of each row: equal in exact arithmetic. Boolean
masks and other shapes than rank 3 are not handled: the script stops.)
    bench/models/decompose_tm_attention.py IN OUT [--expect N]
IN or OUT may be `-`. --expect N fails unless exactly N ops were rewritten."""
import argparse
import math
import re
import sys

VALUE = r"%[\w.$-]+"
TENSOR = r"tensor<[^>]*>"
ATTENTION = re.compile(
    r"^(?P<indent>\s*)(?P<result>{v}) = tm_tensor\.attention "
    r"ins\((?P<operands>{v}(?:, {v})*) : (?P<types>{t}(?:, {t})*)\) "
    r"outs\((?P<init>{v}) : (?P<init_type>{t})\) -> (?P<result_type>{t})\s*$".format(v=VALUE, t=TENSOR))
F32_RANK3 = re.compile(r"^tensor<(\d+)x(\d+)x(\d+)xf32>$")

ID3 = "affine_map<(d0, d1, d2) -> (d0, d1, d2)>"
ROW3 = "affine_map<(d0, d1, d2) -> (d0, d1)>"
PAR3 = '["parallel", "parallel", "parallel"]'
REDUCE_LAST3 = '["parallel", "parallel", "reduction"]'


def shape(tensor_type):
    """`tensor<12x7x64xf32>` -> (12, 7, 64); only static rank-3 f32 tensors are handled."""
    m = F32_RANK3.match(tensor_type)
    if not m:
        raise ValueError("tm_tensor.attention on %s: only static rank-3 f32 tensors are handled" % tensor_type)
    return tuple(int(d) for d in m.groups())


def f32(dims):
    return "tensor<%sxf32>" % "x".join(str(d) for d in dims)


def decompose(n, m):
    """The linalg lines replacing one matched attention op (without their indentation)."""
    operands = m.group("operands").split(", ")
    types = m.group("types").split(", ")
    if len(operands) != len(types) or len(operands) not in (3, 4):
        raise ValueError("tm_tensor.attention with %d operands: expected q, k, v and an optional mask"
                         % len(operands))
    q, k, v = operands[:3]
    mask = operands[3] if len(operands) == 4 else None
    (b, l, d), (bk, s, dk), (bv, sv, e) = (shape(t) for t in types[:3])
    if not (b == bk == bv and d == dk and s == sv):
        raise ValueError("tm_tensor.attention with mismatched shapes %s" % ", ".join(types[:3]))
    if mask is not None and shape(types[3]) != (b, l, s):
        raise ValueError("tm_tensor.attention mask %s, expected %s" % (types[3], f32((b, l, s))))
    if shape(m.group("result_type")) != (b, l, e):
        raise ValueError("tm_tensor.attention result %s, expected %s" % (m.group("result_type"), f32((b, l, e))))

    p = "%%attn%d_" % n
    tq, tk, tv = types[:3]
    tkt, ts, tr, to = f32((b, d, s)), f32((b, l, s)), f32((b, l)), f32((b, l, e))
    sqrt_d = math.sqrt(d)  # divided by, as torch-mlir's own lowering does (exactly 8.0 for D = 64)
    lines = [
        "%szero = arith.constant 0.000000e+00 : f32" % p,
        "%sminus_inf = arith.constant 0xFF800000 : f32" % p,
        "%ssqrt_d = arith.constant %.9e : f32" % (p, sqrt_d),
        # scores = q k^T
        "%skt_init = tensor.empty() : %s" % (p, tkt),
        "%skt = linalg.transpose ins(%s : %s) outs(%skt_init : %s) permutation = [0, 2, 1]" % (p, k, tk, p, tkt),
        "%sscores_init = tensor.empty() : %s" % (p, ts),
        "%sscores_zero = linalg.fill ins(%szero : f32) outs(%sscores_init : %s) -> %s" % (p, p, p, ts, ts),
        "%sscores = linalg.batch_matmul ins(%s, %skt : %s, %s) outs(%sscores_zero : %s) -> %s"
        % (p, q, p, tq, tkt, p, ts, ts),
    ]
    # logits = scores / sqrt(D) (+ mask)
    lines.append("%slogits_init = tensor.empty() : %s" % (p, ts))
    if mask is None:
        lines += [
            "%slogits = linalg.generic {indexing_maps = [%s, %s], iterator_types = %s} "
            "ins(%sscores : %s) outs(%slogits_init : %s) {" % (p, ID3, ID3, PAR3, p, ts, p, ts),
            "^bb0(%ss: f32, %slogit: f32):" % (p, p),
            "  %sscaled = arith.divf %ss, %ssqrt_d : f32" % (p, p, p),
            "  linalg.yield %sscaled : f32" % p,
            "} -> %s" % ts,
        ]
    else:
        lines += [
            "%slogits = linalg.generic {indexing_maps = [%s, %s, %s], iterator_types = %s} "
            "ins(%sscores, %s : %s, %s) outs(%slogits_init : %s) {" % (p, ID3, ID3, ID3, PAR3, p, mask, ts, ts, p, ts),
            "^bb0(%ss: f32, %smask: f32, %slogit: f32):" % (p, p, p),
            "  %sscaled = arith.divf %ss, %ssqrt_d : f32" % (p, p, p),
            "  %smasked = arith.addf %sscaled, %smask : f32" % (p, p, p),
            "  linalg.yield %smasked : f32" % p,
            "} -> %s" % ts,
        ]
    lines += [
        # max over S (subtracted before exp so that exp cannot overflow)
        "%smax_init = tensor.empty() : %s" % (p, tr),
        "%smax_fill = linalg.fill ins(%sminus_inf : f32) outs(%smax_init : %s) -> %s" % (p, p, p, tr, tr),
        "%smax = linalg.generic {indexing_maps = [%s, %s], iterator_types = %s} "
        "ins(%slogits : %s) outs(%smax_fill : %s) {" % (p, ID3, ROW3, REDUCE_LAST3, p, ts, p, tr),
        "^bb0(%sx: f32, %sm: f32):" % (p, p),
        "  %sbigger = arith.maximumf %sx, %sm : f32" % (p, p, p),
        "  linalg.yield %sbigger : f32" % p,
        "} -> %s" % tr,
        # exp(logits - max)
        "%sexp_init = tensor.empty() : %s" % (p, ts),
        "%sexp = linalg.generic {indexing_maps = [%s, %s, %s], iterator_types = %s} "
        "ins(%slogits, %smax : %s, %s) outs(%sexp_init : %s) {" % (p, ID3, ROW3, ID3, PAR3, p, p, ts, tr, p, ts),
        "^bb0(%sy: f32, %srow_max: f32, %sexp_out: f32):" % (p, p, p),
        "  %sshifted = arith.subf %sy, %srow_max : f32" % (p, p, p),
        "  %sraised = math.exp %sshifted : f32" % (p, p),
        "  linalg.yield %sraised : f32" % p,
        "} -> %s" % ts,
        # sum over S
        "%ssum_init = tensor.empty() : %s" % (p, tr),
        "%ssum_zero = linalg.fill ins(%szero : f32) outs(%ssum_init : %s) -> %s" % (p, p, p, tr, tr),
        "%ssum = linalg.generic {indexing_maps = [%s, %s], iterator_types = %s} "
        "ins(%sexp : %s) outs(%ssum_zero : %s) {" % (p, ID3, ROW3, REDUCE_LAST3, p, ts, p, tr),
        "^bb0(%sz: f32, %sacc: f32):" % (p, p),
        "  %sadded = arith.addf %sz, %sacc : f32" % (p, p, p),
        "  linalg.yield %sadded : f32" % p,
        "} -> %s" % tr,
        # probabilities = exp / sum
        "%sprobs_init = tensor.empty() : %s" % (p, ts),
        "%sprobs = linalg.generic {indexing_maps = [%s, %s, %s], iterator_types = %s} "
        "ins(%sexp, %ssum : %s, %s) outs(%sprobs_init : %s) {" % (p, ID3, ROW3, ID3, PAR3, p, p, ts, tr, p, ts),
        "^bb0(%sw: f32, %srow_sum: f32, %sprob: f32):" % (p, p, p),
        "  %snormalized = arith.divf %sw, %srow_sum : f32" % (p, p, p),
        "  linalg.yield %snormalized : f32" % p,
        "} -> %s" % ts,
        # result = probabilities v
        "%sout_init = tensor.empty() : %s" % (p, to),
        "%sout_zero = linalg.fill ins(%szero : f32) outs(%sout_init : %s) -> %s" % (p, p, p, to, to),
        "%s = linalg.batch_matmul ins(%sprobs, %s : %s, %s) outs(%sout_zero : %s) -> %s"
        % (m.group("result"), p, v, ts, tv, p, to, to),
    ]
    return lines


def rewrite(text):
    if re.search(r"%attn\d+_", text):
        raise ValueError("the input already has values named %attnN_*")
    out, count = [], 0
    for line in text.splitlines(keepends=True):
        m = ATTENTION.match(line.rstrip("\n"))
        if m is None:
            out.append(line)
            continue
        indent = m.group("indent")
        out += [indent + l + "\n" for l in decompose(count, m)]
        count += 1
    return "".join(out), count


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("input")
    p.add_argument("output")
    p.add_argument("--expect", type=int, help="fail unless exactly this many ops are rewritten")
    a = p.parse_args()
    text = sys.stdin.read() if a.input == "-" else open(a.input).read()
    try:
        out, count = rewrite(text)
    except ValueError as e:
        sys.exit("decompose_tm_attention: %s" % e)
    if "tm_tensor." in out:
        sys.exit("decompose_tm_attention: a tm_tensor op is left that this script does not understand")
    if a.expect is not None and count != a.expect:
        sys.exit("decompose_tm_attention: rewrote %d ops, expected %d" % (count, a.expect))
    if a.output == "-":
        sys.stdout.write(out)
    else:
        with open(a.output, "w") as f:
            f.write(out)
    print("decompose_tm_attention: %d tm_tensor.attention rewritten as linalg" % count, file=sys.stderr)


if __name__ == "__main__":
    main()
