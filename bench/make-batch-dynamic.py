#!/usr/bin/env python3
"""A lowered model (bin/jopt NAME.onnx -p 'builtin.module(convert-onnx-to-linalg)') with its batch
made dynamic, or fixed at N: every `tensor<1x` becomes `tensor<?x` (or `tensor<Nx`), each
`tensor.empty()` of such a type takes the batch of @main_graph's first argument, and
`output_shape [1, ...]` and the sizes `[1, ...]` of `tensor.extract_slice` and `tensor.insert_slice`
(ShuffleNet's channel split) the same. For models whose only size-1 leading dimensions are the batch
(SqueezeNet, the CNNs); transformers' reshapes need more.
Usage: bench/make-batch-dynamic.py LINALG.mlir [N] > OUT.mlir"""
import re
import sys

src = open(sys.argv[1]).read()
n = sys.argv[2] if len(sys.argv) > 2 else None
dim = n if n else "?"
s = src.replace("tensor<1x", "tensor<%sx" % dim)
slices = (r"(tensor\.extract_slice %[\w.]+\[[^\]]*\] )\[1,",
          r"(tensor\.insert_slice %[\w.]+ into %[\w.]+\[[^\]]*\] )\[1,")
if n:
    s = re.sub(r"output_shape \[1,", "output_shape [%s," % n, s)
    for p in slices:
        s = re.sub(p, r"\1[%s," % n, s)
else:
    for p in slices:
        s = re.sub(p, r"\1[%batch_dyn,", s)
    s = re.sub(r"tensor\.empty\(\) : tensor<\?x", "tensor.empty(%batch_dyn) : tensor<?x", s)
    s = re.sub(r"output_shape \[1,", "output_shape [%batch_dyn,", s)
    m = re.search(r"func\.func @main_graph\((%arg0): (tensor<[^>]*>)[^\n]*\{\n", s)
    s = s[:m.end()] + "    %%c0_dyn = arith.constant 0 : index\n    %%batch_dyn = tensor.dim %s, %%c0_dyn : %s\n" % (
        m.group(1), m.group(2)) + s[m.end():]
sys.stdout.write(s)
