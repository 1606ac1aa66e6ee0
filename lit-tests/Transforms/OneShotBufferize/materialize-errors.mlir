// materialize_in_destination always writes its destination in place: a function argument is
// read-only without bufferize-function-boundaries.
// RUN: not jopt --one-shot-bufferize %s 2>&1 | FileCheck %s

func.func @materialize(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // CHECK: [[@LINE+1]]:8: error: 'bufferization.materialize_in_destination' op not bufferizable under the given constraints: would write to read-only buffer
  %r = bufferization.materialize_in_destination %g in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
