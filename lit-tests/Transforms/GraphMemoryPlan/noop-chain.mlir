// The noop seed's single chain (input -> Reshape -> Transpose -> Unsqueeze: four 400-byte
// tensors share one block, 1600 bytes without aliasing, 400 with) and its "Example 1: Simple
// Preprocessing Chain" (1x3x224x224 f32 through Transpose, Reshape and a metadata-only
// normalization, here Identity: 2.4 MB without aliasing, 600 KB with). The noop seed has no
// channel padding; alignment 16 keeps 400-byte blocks back to back.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=0 alignment=16 report=%t.json}))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=CHAIN --input-file=%t.single_chain.json
// RUN: FileCheck %s --check-prefix=PRE --input-file=%t.preprocessing.json
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=0 alignment=16 enable-noop-optim=false}))' | FileCheck %s --check-prefix=OFF

func.func @single_chain(%input: tensor<1x100xf32>) -> tensor<1x10x10x1xf32> {
  %shape = onnx.Constant dense<[10, 10]> : tensor<2xi64>
  %reshape = "onnx.Reshape"(%input, %shape) {allowzero = 0 : si64} : (tensor<1x100xf32>, tensor<2xi64>) -> tensor<10x10xf32>
  %transpose = "onnx.Transpose"(%reshape) {perm = [1, 0]} : (tensor<10x10xf32>) -> tensor<10x10xf32>
  %axes = onnx.Constant dense<[0, 3]> : tensor<2xi64>
  %unsqueeze = "onnx.Unsqueeze"(%transpose, %axes) : (tensor<10x10xf32>, tensor<2xi64>) -> tensor<1x10x10x1xf32>
  return %unsqueeze : tensor<1x10x10x1xf32>
}

func.func @preprocessing(%input: tensor<1x3x224x224xf32>) -> tensor<1x150528xf32> {
  %transpose = "onnx.Transpose"(%input) {perm = [1, 2, 3, 0]} : (tensor<1x3x224x224xf32>) -> tensor<3x224x224x1xf32>
  %shape = onnx.Constant dense<[1, 150528]> : tensor<2xi64>
  %reshape = "onnx.Reshape"(%transpose, %shape) {allowzero = 0 : si64} : (tensor<3x224x224x1xf32>, tensor<2xi64>) -> tensor<1x150528xf32>
  %normalize = "onnx.Identity"(%reshape) : (tensor<1x150528xf32>) -> tensor<1x150528xf32>
  return %normalize : tensor<1x150528xf32>
}
