// Ops of the ONNX backend suite (bench/onnx-backend.sh) run on inputs whose results are worked
// out by hand.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e reduce_l1_l2_v13 --args=iota | FileCheck %s --check-prefix=RL

// ReduceL1V13/ReduceL2V13 (axes an attribute) over the rows of [[0, 1], [2, 3]]: 1 and 5;
// 1 and sqrt(13).
// RL: result #0: memref<2x1xf32> {{\[\[}}1.0], [5.0]]
// RL: result #1: memref<2xf32> [1.0, 3.6055512]
func.func @reduce_l1_l2_v13(%x: tensor<2x2xf32>) -> (tensor<2x1xf32>, tensor<2xf32>) {
  %0 = "onnx.ReduceL1V13"(%x) {axes = [1]} : (tensor<2x2xf32>) -> tensor<2x1xf32>
  %1 = "onnx.ReduceL2V13"(%x) {axes = [1], keepdims = 0 : si64} : (tensor<2x2xf32>) -> tensor<2xf32>
  onnx.Return %0, %1 : tensor<2x1xf32>, tensor<2xf32>
}
