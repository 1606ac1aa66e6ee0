#!/usr/bin/env python3
"""Gives every `tensor.expand_shape` without `output_shape` one, taken from its result type.

Older torch-mlir printed `tensor.expand_shape %x [[0, 1]] : tensor<5xi64> into tensor<1x5xi64>`;
MLIR now requires `output_shape [1, 5]` after the reassociation (the result's sizes, as SSA
values or constants). Only static results are rewritten: a `?` size would need an SSA value, so
such an op is an error here.
    bench/models/expand_shape_output_shape.py IN OUT [--expect N]
IN or OUT may be `-` (stdin, stdout). --expect N fails unless exactly N ops were rewritten."""
import argparse
import re
import sys

# `tensor.expand_shape %v [[...], ...] : tensor<...> into tensor<...>`; the reassociation is
# `[[` up to the first `]]` (no nesting deeper than two), and already-complete ops have
# `output_shape` between it and the colon, so they do not match.
EXPAND = re.compile(
    r"(tensor\.expand_shape\s+%[\w.$-]+\s+\[\[[^\]]*\](?:\s*,\s*\[[^\]]*\])*\])"
    r"(\s*:\s*tensor<[^>]*>\s+into\s+tensor<([^>]*)>)")
SIZES = re.compile(r"^((?:(?:\d+|\?)x)*)")


def static_sizes(tensor_body):
    """`1x5x768xf32` -> ['1', '5', '768']; raises on a dynamic size."""
    sizes = SIZES.match(tensor_body).group(1).split("x")[:-1]
    if "?" in sizes:
        raise ValueError("dynamic result tensor<%s>: output_shape needs SSA values" % tensor_body)
    return sizes


def rewrite(text):
    count = 0

    def one(m):
        nonlocal count
        count += 1
        return "%s output_shape [%s]%s" % (m.group(1), ", ".join(static_sizes(m.group(3))), m.group(2))

    return EXPAND.sub(one, text), count


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("input")
    p.add_argument("output")
    p.add_argument("--expect", type=int, help="fail unless exactly this many ops are rewritten")
    a = p.parse_args()
    text = sys.stdin.read() if a.input == "-" else open(a.input).read()
    out, count = rewrite(text)
    left = len(re.findall(r"tensor\.expand_shape\b", out)) - len(re.findall(r"\boutput_shape\b", out))
    if left > 0:
        sys.exit("expand_shape_output_shape: %d tensor.expand_shape not understood" % left)
    if a.expect is not None and count != a.expect:
        sys.exit("expand_shape_output_shape: rewrote %d ops, expected %d" % (count, a.expect))
    if a.output == "-":
        sys.stdout.write(out)
    else:
        with open(a.output, "w") as f:
            f.write(out)
    print("expand_shape_output_shape: %d tensor.expand_shape given output_shape" % count, file=sys.stderr)


if __name__ == "__main__":
    main()
