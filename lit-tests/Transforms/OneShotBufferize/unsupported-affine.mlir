// Where mlir-opt-22 sizes or offsets a buffer with affine.apply (tensor.pad with a dynamic result
// dimension, tensor.concat along a dynamic dimension), jopt, which has no affine dialect, reports
// the op and fails instead. tensor.bitcast has no bufferization model in mlir-opt-22 either.
// (The input comes after the pass flag so that the oracle test, which expects mlir-opt-22's
// output, skips this file.)
// RUN: not jopt %s --one-shot-bufferize --split-input-file 2>&1 | FileCheck %s

// CHECK: error: 'tensor.pad' op with a dynamic result dimension is not supported: its size needs affine.apply, and jopt has no affine dialect
// CHECK: error: failed to bufferize op
func.func @pad(%t: tensor<?x4xf32>, %l: index, %f: f32) -> tensor<?x7xf32> {
  %p = tensor.pad %t low[%l, 1] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x7xf32>
  return %p : tensor<?x7xf32>
}

// -----

// CHECK: error: 'tensor.concat' op along a dynamic dimension is not supported: its offsets need affine.apply, and jopt has no affine dialect
func.func @concat(%a: tensor<2x3xf32>, %b: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  return %c : tensor<?x3xf32>
}

// -----

// CHECK: error: op was not bufferized
func.func @bitcast(%t: tensor<4xi32>) -> tensor<4xf32> {
  %b = tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>
  return %b : tensor<4xf32>
}
