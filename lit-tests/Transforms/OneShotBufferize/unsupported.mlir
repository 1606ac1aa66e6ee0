// tensor.bitcast has no bufferization model in mlir-opt-22 either: the op is reported and the
// pass fails. (The input comes after the pass flag so that the oracle test, which expects
// mlir-opt-22's output, skips this file.)
// RUN: not jopt %s --one-shot-bufferize 2>&1 | FileCheck %s

// CHECK: error: op was not bufferized
func.func @bitcast(%t: tensor<4xi32>) -> tensor<4xf32> {
  %b = tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>
  return %b : tensor<4xf32>
}
