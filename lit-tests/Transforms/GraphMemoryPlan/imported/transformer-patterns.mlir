// The attention of GPT-2 and the rotary embedding of Llama as the importer prints models of the
// torch.export-based exporter (written by hand, small shapes). Default options: the QKV Split is
// on the last axis of [1, 8, 48] (8 rows before it: no contiguous pieces) and copies; the head
// Reshapes alias; the head Transposes move data and copy; rotate_half's Slices and Concat on the
// last axis copy. Each copy is reported with its cause.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{report=%t.json}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=GPT2 --input-file=%t.gpt2_attention.json
// RUN: FileCheck %s --check-prefix=LLAMA --input-file=%t.llama_rotate_half.json
// The seed's errors instead of copies:
// RUN: not jopt %s -p 'builtin.module(func.func(graph-memory-plan{strict-runtime-rules=true}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRICT

func.func @gpt2_attention(%h: tensor<1x8x16xf32> {onnx.name = "hidden"}) -> (tensor<1x8x16xf32> {onnx.name = "out"}) {
  %g = onnx.Constant dense<1.0> : tensor<16xf32>
  %be = onnx.Constant dense<0.0> : tensor<16xf32>
  %ln, %mean, %inv = "onnx.LayerNormalization"(%h, %g, %be) {axis = -1 : si64, epsilon = 9.99999974E-6 : f32, onnx_node_name = "node_layer_norm", stash_type = 1 : si64} : (tensor<1x8x16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x8x16xf32>, none, none)
  %w = onnx.Constant dense<0.02> : tensor<16x48xf32>
  %mm = "onnx.MatMul"(%ln, %w) {onnx_node_name = "node_MatMul_1"} : (tensor<1x8x16xf32>, tensor<16x48xf32>) -> tensor<1x8x48xf32>
  %b = onnx.Constant dense<0.0> : tensor<48xf32>
  %qkv = "onnx.Add"(%mm, %b) {onnx_node_name = "node_Add_2"} : (tensor<1x8x48xf32>, tensor<48xf32>) -> tensor<1x8x48xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %q, %k, %v = "onnx.Split"(%qkv, %none) {axis = 2 : si64, num_outputs = 3 : si64, onnx_node_name = "node_Split_3"} : (tensor<1x8x48xf32>, none) -> (tensor<1x8x16xf32>, tensor<1x8x16xf32>, tensor<1x8x16xf32>)
  %s4 = onnx.Constant dense<[1, 8, 2, 8]> : tensor<4xi64>
  %q4 = "onnx.Reshape"(%q, %s4) {allowzero = 0 : si64, onnx_node_name = "node_view"} : (tensor<1x8x16xf32>, tensor<4xi64>) -> tensor<1x8x2x8xf32>
  %qh = "onnx.Transpose"(%q4) {onnx_node_name = "node_transpose", perm = [0, 2, 1, 3]} : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
  %k4 = "onnx.Reshape"(%k, %s4) {allowzero = 0 : si64, onnx_node_name = "node_view_1"} : (tensor<1x8x16xf32>, tensor<4xi64>) -> tensor<1x8x2x8xf32>
  %kT = "onnx.Transpose"(%k4) {onnx_node_name = "node_transpose_1", perm = [0, 2, 3, 1]} : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
  %v4 = "onnx.Reshape"(%v, %s4) {allowzero = 0 : si64, onnx_node_name = "node_view_2"} : (tensor<1x8x16xf32>, tensor<4xi64>) -> tensor<1x8x2x8xf32>
  %vh = "onnx.Transpose"(%v4) {onnx_node_name = "node_transpose_2", perm = [0, 2, 1, 3]} : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
  %scores = "onnx.MatMul"(%qh, %kT) {onnx_node_name = "node_matmul"} : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %p = "onnx.Softmax"(%scores) {axis = -1 : si64, onnx_node_name = "node_softmax"} : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %ctx = "onnx.MatMul"(%p, %vh) {onnx_node_name = "node_matmul_1"} : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %ct = "onnx.Transpose"(%ctx) {onnx_node_name = "node_transpose_3", perm = [0, 2, 1, 3]} : (tensor<1x2x8x8xf32>) -> tensor<1x8x2x8xf32>
  %s3 = onnx.Constant dense<[1, 8, 16]> : tensor<3xi64>
  %merged = "onnx.Reshape"(%ct, %s3) {allowzero = 0 : si64, onnx_node_name = "node_view_3"} : (tensor<1x8x2x8xf32>, tensor<3xi64>) -> tensor<1x8x16xf32>
  %out = "onnx.Add"(%merged, %h) {onnx_node_name = "node_add_3"} : (tensor<1x8x16xf32>, tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
  return %out : tensor<1x8x16xf32>
}

// Llama's rotate_half(x) = cat(-x[..., 8:], x[..., :8]) on the head dimension, then
// x * cos + rotate_half(x) * sin.
func.func @llama_rotate_half(%x: tensor<1x2x8x16xf32> {onnx.name = "q"}, %cos: tensor<1x1x8x16xf32> {onnx.name = "cos"}, %sin: tensor<1x1x8x16xf32> {onnx.name = "sin"}) -> (tensor<1x2x8x16xf32> {onnx.name = "q_embed"}) {
  %xs = "onnx.Relu"(%x) {onnx_node_name = "node_relu"} : (tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
  %c0 = onnx.Constant dense<0> : tensor<1xi64>
  %c8 = onnx.Constant dense<8> : tensor<1xi64>
  %big = onnx.Constant dense<9223372036854775807> : tensor<1xi64>
  %ax = onnx.Constant dense<3> : tensor<1xi64>
  %st = onnx.Constant dense<1> : tensor<1xi64>
  %x1 = "onnx.Slice"(%xs, %c0, %c8, %ax, %st) {onnx_node_name = "node_slice_4"} : (tensor<1x2x8x16xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<1x2x8x8xf32>
  %x2 = "onnx.Slice"(%xs, %c8, %big, %ax, %st) {onnx_node_name = "node_slice_5"} : (tensor<1x2x8x16xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<1x2x8x8xf32>
  %n = "onnx.Neg"(%x2) {onnx_node_name = "node_neg"} : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %rot = "onnx.Concat"(%n, %x1) {axis = -1 : si64, onnx_node_name = "node_cat"} : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
  %a = "onnx.Mul"(%xs, %cos) {onnx_node_name = "node_mul"} : (tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x2x8x16xf32>
  %bb = "onnx.Mul"(%rot, %sin) {onnx_node_name = "node_mul_1"} : (tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x2x8x16xf32>
  %y = "onnx.Add"(%a, %bb) {onnx_node_name = "node_add"} : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
  return %y : tensor<1x2x8x16xf32>
}

// CHECK-LABEL: func.func @gpt2_attention
// CHECK-SAME: (%arg0: tensor<1x8x16xf32> {graph.address = 0 : i64, graph.bin = 0 : i64, onnx.name = "hidden"}) -> (tensor<1x8x16xf32> {onnx.name = "out"}) attributes {graph.arena_size = array<i64: 3072>, graph.preallocated_size = array<i64: 1024>, graph.unaliased_size = array<i64: 11776>} {
// CHECK: %2:3 = "onnx.LayerNormalization"(%arg0, %0, %1) {axis = -1 : si64, epsilon = 9.99999974E-6 : f32, graph.bin = 0 : i64, graph.offset = array<i64: 0, -1, -1>, onnx_node_name = "node_layer_norm", stash_type = 1 : si64} : (tensor<1x8x16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x8x16xf32>, none, none)
// CHECK: %6 = "onnx.Add"(%4, %5) {graph.bin = 0 : i64, graph.offset = array<i64: 0>, onnx_node_name = "node_Add_2"} : (tensor<1x8x48xf32>, tensor<48xf32>) -> tensor<1x8x48xf32>
// CHECK: %8:3 = "onnx.Split"(%6, %7) {axis = 2 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 1536, 2048, 2560>, num_outputs = 3 : si64, onnx_node_name = "node_Split_3"} : (tensor<1x8x48xf32>, none) -> (tensor<1x8x16xf32>, tensor<1x8x16xf32>, tensor<1x8x16xf32>)
// CHECK: %10 = "onnx.Reshape"(%8#0, %9) {allowzero = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 1536>, onnx_node_name = "node_view"} : (tensor<1x8x16xf32>, tensor<4xi64>) -> tensor<1x8x2x8xf32>
// CHECK: %11 = "onnx.Transpose"(%10) {graph.bin = 0 : i64, graph.offset = array<i64: 0>, onnx_node_name = "node_transpose", perm = [0, 2, 1, 3]} : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
// CHECK: %12 = "onnx.Reshape"(%8#1, %9) {allowzero = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 2048>, onnx_node_name = "node_view_1"} : (tensor<1x8x16xf32>, tensor<4xi64>) -> tensor<1x8x2x8xf32>
// CHECK: %21 = "onnx.Reshape"(%19, %20) {allowzero = 0 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 0>, onnx_node_name = "node_view_3"} : (tensor<1x8x2x8xf32>, tensor<3xi64>) -> tensor<1x8x16xf32>
// CHECK: %22 = "onnx.Add"(%21, %arg0) {graph.address = array<i64: 512>, graph.bin = 0 : i64, onnx_node_name = "node_add_3"} : (tensor<1x8x16xf32>, tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
// CHECK: return %22 : tensor<1x8x16xf32>
// CHECK-LABEL: func.func @llama_rotate_half
// CHECK-SAME: (%arg0: tensor<1x2x8x16xf32> {graph.address = 0 : i64, graph.bin = 0 : i64, onnx.name = "q"}, %arg1: tensor<1x1x8x16xf32> {graph.address = 1024 : i64, graph.bin = 0 : i64, onnx.name = "cos"}, %arg2: tensor<1x1x8x16xf32> {graph.address = 1536 : i64, graph.bin = 0 : i64, onnx.name = "sin"}) -> (tensor<1x2x8x16xf32> {onnx.name = "q_embed"}) attributes {graph.arena_size = array<i64: 3584>, graph.preallocated_size = array<i64: 3072>, graph.unaliased_size = array<i64: 8704>} {
// CHECK: %6 = "onnx.Slice"(%0, %1, %2, %4, %5) {graph.bin = 0 : i64, graph.offset = array<i64: 1024>, onnx_node_name = "node_slice_4"} : (tensor<1x2x8x16xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<1x2x8x8xf32>
// CHECK: %7 = "onnx.Slice"(%0, %2, %3, %4, %5) {graph.bin = 0 : i64, graph.offset = array<i64: 2048>, onnx_node_name = "node_slice_5"} : (tensor<1x2x8x16xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<1x2x8x8xf32>
// CHECK: %9 = "onnx.Concat"(%8, %6) {axis = -1 : si64, graph.bin = 0 : i64, graph.offset = array<i64: 2048>, onnx_node_name = "node_cat"} : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x16xf32>
// CHECK: %10 = "onnx.Mul"(%0, %arg1) {graph.bin = 0 : i64, graph.offset = array<i64: 1024>, onnx_node_name = "node_mul"} : (tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x2x8x16xf32>
// CHECK: %11 = "onnx.Mul"(%9, %arg2) {graph.bin = 0 : i64, graph.offset = array<i64: 0>, onnx_node_name = "node_mul_1"} : (tensor<1x2x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x2x8x16xf32>
// CHECK: %12 = "onnx.Add"(%10, %11) {graph.address = array<i64: 2048>, graph.bin = 0 : i64, onnx_node_name = "node_add"} : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x2x8x16xf32>
// CHECK: return %12 : tensor<1x2x8x16xf32>
// GPT2: "aliasing": [
// GPT2-NEXT: {"rule":"split","aliased":0,"copied":3,"causes":{"split_runtime: dimensions before the axis are not all 1":3}},
// GPT2-NEXT: {"rule":"noop","aliased":4,"copied":0,"causes":{}},
// GPT2-NEXT: {"rule":"transpose","aliased":0,"copied":4,"causes":{"onnx.Transpose moves data: dimensions larger than 1 change order":4}}
// GPT2-NEXT: ]
// GPT2: "fallbacks": [
// GPT2-NEXT: {"op":"onnx.Split","result":"%8#0","message":"split_runtime: axis=2 requires all leading dimensions to be 1 for memory aliasing (shape [1, 8, 48])"},
// GPT2-NEXT: {"op":"onnx.Transpose","result":"%11","message":"'onnx.Transpose' with perm [0, 2, 1, 3] puts dimension 1 (8) after dimension 2 (2): it moves data, its result is a copy"},
// GPT2-NEXT: {"op":"onnx.Transpose","result":"%13","message":"'onnx.Transpose' with perm [0, 2, 3, 1] puts dimension 1 (8) after dimension 3 (8): it moves data, its result is a copy"},
// GPT2-NEXT: {"op":"onnx.Transpose","result":"%15","message":"'onnx.Transpose' with perm [0, 2, 1, 3] puts dimension 1 (8) after dimension 2 (2): it moves data, its result is a copy"},
// GPT2-NEXT: {"op":"onnx.Transpose","result":"%19","message":"'onnx.Transpose' with perm [0, 2, 1, 3] puts dimension 1 (2) after dimension 2 (8): it moves data, its result is a copy"}
// GPT2-NEXT: ]
// LLAMA: "aliasing": [
// LLAMA-NEXT: {"rule":"slice","aliased":0,"copied":2,"causes":{"slice_runtime: dimensions before the axis are not all 1":2}},
// LLAMA-NEXT: {"rule":"concat","aliased":0,"copied":2,"causes":{"concat_runtime: dimensions before the axis are not all 1":2}}
// LLAMA-NEXT: ]
// LLAMA: "fallbacks": [
// LLAMA-NEXT: {"op":"onnx.Slice","result":"%6","message":"slice_runtime: axis=3 requires all leading dimensions to be 1 for memory aliasing (shape [1, 2, 8, 16])"},
// LLAMA-NEXT: {"op":"onnx.Slice","result":"%7","message":"slice_runtime: axis=3 requires all leading dimensions to be 1 for memory aliasing (shape [1, 2, 8, 16])"},
// LLAMA-NEXT: {"op":"onnx.Concat","result":"%9","message":"concat_runtime: axis=3 requires all leading dimensions to be 1 for memory aliasing (shape [1, 2, 8, 8])"}
// LLAMA-NEXT: ]
// STRICT: transformer-patterns.mlir:21:16: error: split_runtime: axis=2 requires all leading dimensions to be 1 for memory aliasing
// STRICT: transformer-patterns.mlir:48:9: error: slice_runtime: axis=3 requires all leading dimensions to be 1 for memory aliasing
