// The noop seed's branching graph: a Conv output feeds Reshape -> Transpose, Unsqueeze ->
// Flatten and a second Conv. Every noop tensor of every branch joins the Conv output's block
// (transitive aliasing); the second Conv writes a block of its own, which reuses the memory of
// the first Conv's input, dead by then: seven 400-byte tensors, 2800 bytes without aliasing,
// 800 with. Then the seed's "Example 2: Multi-Branch Vision Model": three metadata branches
// share the input's block, the Conv branch has its own: 4.2 MB -> 1.2 MB.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=0 alignment=16 report=%t.json}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=BRANCH --input-file=%t.branches.json
// RUN: FileCheck %s --check-prefix=VISION --input-file=%t.vision.json

func.func @branches(%x: tensor<1x1x10x10xf32>) -> (tensor<100x1xf32>, tensor<1x100xf32>, tensor<1x1x10x10xf32>) {
  %w = onnx.Constant dense<1.0> : tensor<1x1x1x1xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %input = "onnx.Conv"(%x, %w, %none) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x1x10x10xf32>, tensor<1x1x1x1xf32>, none) -> tensor<1x1x10x10xf32>
  %s1 = onnx.Constant dense<[1, 100]> : tensor<2xi64>
  %reshape = "onnx.Reshape"(%input, %s1) {allowzero = 0 : si64} : (tensor<1x1x10x10xf32>, tensor<2xi64>) -> tensor<1x100xf32>
  %transpose = "onnx.Transpose"(%reshape) {perm = [1, 0]} : (tensor<1x100xf32>) -> tensor<100x1xf32>
  %axes = onnx.Constant dense<[0]> : tensor<1xi64>
  %unsqueeze = "onnx.Unsqueeze"(%input, %axes) : (tensor<1x1x10x10xf32>, tensor<1xi64>) -> tensor<1x1x1x10x10xf32>
  %flatten = "onnx.Flatten"(%unsqueeze) {axis = 1 : si64} : (tensor<1x1x1x10x10xf32>) -> tensor<1x100xf32>
  %conv2 = "onnx.Conv"(%input, %w, %none) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x1x10x10xf32>, tensor<1x1x1x1xf32>, none) -> tensor<1x1x10x10xf32>
  return %transpose, %flatten, %conv2 : tensor<100x1xf32>, tensor<1x100xf32>, tensor<1x1x10x10xf32>
}

func.func @vision(%input: tensor<1x3x224x224xf32>) -> (tensor<1x150528xf32>, tensor<1x150528xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>) {
  %t = "onnx.Transpose"(%input) {perm = [0, 2, 3, 1]} : (tensor<1x3x224x224xf32>) -> tensor<1x224x224x3xf32>
  %shape = onnx.Constant dense<[1, 150528]> : tensor<2xi64>
  %r = "onnx.Reshape"(%t, %shape) {allowzero = 0 : si64} : (tensor<1x224x224x3xf32>, tensor<2xi64>) -> tensor<1x150528xf32>
  %axes = onnx.Constant dense<[0]> : tensor<1xi64>
  %u = "onnx.Unsqueeze"(%input, %axes) : (tensor<1x3x224x224xf32>, tensor<1xi64>) -> tensor<1x1x3x224x224xf32>
  %f = "onnx.Flatten"(%u) {axis = 1 : si64} : (tensor<1x1x3x224x224xf32>) -> tensor<1x150528xf32>
  %i = "onnx.Identity"(%input) : (tensor<1x3x224x224xf32>) -> tensor<1x3x224x224xf32>
  %w = onnx.Constant dense<1.0> : tensor<3x3x1x1xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %c = "onnx.Conv"(%input, %w, %none) {auto_pad = "NOTSET", group = 1 : si64, kernel_shape = [1, 1], pads = [0, 0, 0, 0], strides = [1, 1]} : (tensor<1x3x224x224xf32>, tensor<3x3x1x1xf32>, none) -> tensor<1x3x224x224xf32>
  return %r, %f, %i, %c : tensor<1x150528xf32>, tensor<1x150528xf32>, tensor<1x3x224x224xf32>, tensor<1x3x224x224xf32>
}
