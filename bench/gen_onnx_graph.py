#!/usr/bin/env python3
"""Generates a large ONNX-MLIR graph for graph-memory-plan's scaling: N ops in repeated blocks of
compute (Relu, Add), noops (Reshape, Transpose, Identity), Split, Slice, Concat and Gather on
[rows, 64] f32 tensors.

Usage: gen_onnx_graph.py [N_OPS=100000] > graph.mlir
"""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
t = lambda rows: f"tensor<{rows}x64xf32>"
lines = ["func.func @main_graph(%x: tensor<8x64xf32>, %idx: tensor<4xi64>) -> tensor<8x64xf32> {",
         "  %shape = onnx.Constant dense<[8, 64]> : tensor<2xi64>",
         "  %split = onnx.Constant dense<[4, 4]> : tensor<2xi64>",
         "  %st = onnx.Constant dense<[2]> : tensor<1xi64>",
         "  %en = onnx.Constant dense<[6]> : tensor<1xi64>",
         "  %ax = onnx.Constant dense<[0]> : tensor<1xi64>",
         '  %none = "onnx.NoValue"() {value} : () -> none']
cur = "%x"
ops = 0
b = 0
while ops < n:
    p = f"%b{b}_"
    lines += [
        f'  {p}r = "onnx.Relu"({cur}) : ({t(8)}) -> {t(8)}',
        f'  {p}s:2 = "onnx.Split"({p}r, %split) {{axis = 0 : si64}} : ({t(8)}, tensor<2xi64>) -> ({t(4)}, {t(4)})',
        f'  {p}a = "onnx.Relu"({p}s#0) : ({t(4)}) -> {t(4)}',
        f'  {p}c = "onnx.Concat"({p}a, {p}s#1) {{axis = 0 : si64}} : ({t(4)}, {t(4)}) -> {t(8)}',
        f'  {p}t = "onnx.Transpose"({p}c) {{perm = [0, 1]}} : ({t(8)}) -> {t(8)}',
        f'  {p}h = "onnx.Reshape"({p}t, %shape) {{allowzero = 0 : si64}} : ({t(8)}, tensor<2xi64>) -> {t(8)}',
        f'  {p}l = "onnx.Slice"({p}h, %st, %en, %ax, %none) : ({t(8)}, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, none) -> {t(4)}',
        f'  {p}g = "onnx.Gather"({p}l, %idx) {{axis = 0 : si64}} : ({t(4)}, tensor<4xi64>) -> {t(4)}',
        f'  {p}d = "onnx.Concat"({p}g, {p}g) {{axis = 0 : si64}} : ({t(4)}, {t(4)}) -> {t(8)}',
        f'  {p}o = "onnx.Add"({p}d, {p}h) : ({t(8)}, {t(8)}) -> {t(8)}',
    ]
    cur = f"{p}o"
    ops += 10
    b += 1
lines += [f"  return {cur} : {t(8)}", "}"]
print("\n".join(lines))
