#!/usr/bin/env python3
"""A lowered module (linalg on tensors) with every f32 made f64: the reference in exact-ish
arithmetic for an accuracy question (docs/corpus.md, mlsd). Weights (dense hex of f32) are widened
exactly; extf/truncf that become f64 -> f64 are replaced by an identity (maximumf x, x).

  bench/corpus/widen-to-f64.py linalg.mlir in0.npy OUT.mlir OUT-in0.npy
  bin/jopt-run OUT.mlir -e main_graph --args=OUT-in0.npy --dump-results=DIR
"""
import re
import sys

import numpy as np


def widen(m):
    data, ty = m.group(1), m.group(2)
    if not (ty.endswith('xf32>') or ty == 'tensor<f32>'):
        return m.group(0)
    a = np.frombuffer(bytes.fromhex(data[2:]), dtype='<f4').astype('<f8')
    return 'dense<"0x' + a.tobytes().hex().upper() + '"> : ' + ty


def main():
    src, inp, out, out_in = sys.argv[1:5]
    s = open(src).read()
    s = re.sub(r'dense<"(0x[0-9A-Fa-f]+)"> : (tensor<[^>]*>)', widen, s)
    s = s.replace('f32', 'f64')
    s = re.sub(r'arith\.(extf|truncf) (%\w+) : f64 to f64', r'arith.maximumf \2, \2 : f64', s)
    open(out, 'w').write(s)
    np.save(out_in, np.load(inp).astype(np.float64))


if __name__ == '__main__':
    main()
