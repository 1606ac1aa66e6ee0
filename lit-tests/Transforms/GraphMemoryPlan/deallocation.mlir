// The noop seed's deallocation example: one block holds input (the primary owner), reshape,
// transpose, unsqueeze and flatten (aliases, in allocation order); as they die the block loses
// an alias, passes to its first alias when the owner goes, and is freed with the last one:
// deallocate(reshape), deallocate(input) -> owner transpose, deallocate(transpose) -> owner
// unsqueeze, deallocate(unsqueeze) -> owner flatten, deallocate(flatten) -> freed.
// RUN: jopt %s -p 'builtin.module(func.func(graph-memory-plan{channel-padding=0 alignment=16 report=%t.json}))' -o /dev/null
// RUN: FileCheck %s --input-file=%t.json

func.func @ownership(%x: tensor<1x100xf32>) -> (tensor<1x100xf32>, tensor<1x100xf32>, tensor<1x100xf32>) {
  %input = "onnx.Relu"(%x) {onnx_node_name = "input"} : (tensor<1x100xf32>) -> tensor<1x100xf32>
  %shape = onnx.Constant dense<[10, 10]> : tensor<2xi64>
  %reshape = "onnx.Reshape"(%input, %shape) {allowzero = 0 : si64} : (tensor<1x100xf32>, tensor<2xi64>) -> tensor<10x10xf32>
  %transpose = "onnx.Transpose"(%reshape) {perm = [1, 0]} : (tensor<10x10xf32>) -> tensor<10x10xf32>
  %axes = onnx.Constant dense<[0]> : tensor<1xi64>
  %unsqueeze = "onnx.Unsqueeze"(%input, %axes) : (tensor<1x100xf32>, tensor<1xi64>) -> tensor<1x1x100xf32>
  %conv2 = "onnx.Relu"(%input) : (tensor<1x100xf32>) -> tensor<1x100xf32>
  %trans_out = "onnx.Sigmoid"(%transpose) : (tensor<10x10xf32>) -> tensor<10x10xf32>
  %flatten = "onnx.Flatten"(%unsqueeze) {axis = 1 : si64} : (tensor<1x1x100xf32>) -> tensor<1x100xf32>
  %flatten_out = "onnx.Sigmoid"(%flatten) : (tensor<1x100xf32>) -> tensor<1x100xf32>
  %s2 = onnx.Constant dense<[1, 100]> : tensor<2xi64>
  %t2 = "onnx.Reshape"(%trans_out, %s2) {allowzero = 0 : si64} : (tensor<10x10xf32>, tensor<2xi64>) -> tensor<1x100xf32>
  return %conv2, %t2, %flatten_out : tensor<1x100xf32>, tensor<1x100xf32>, tensor<1x100xf32>
}
