// COMPARE: mlir-opt-22
// RUN: jopt %s --one-shot-bufferize=bufferize-function-boundaries --split-input-file -verify-diagnostics

// Elementwise math ops and ub.poison on tensors implement no BufferizableOpInterface, in MLIR
// as here: bufferization fails on them.

func.func @tensor(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{op was not bufferized}}
  %0 = math.sqrt %t : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @poison() -> tensor<4xf32> {
  // expected-error @+1 {{op was not bufferized}}
  %0 = ub.poison : tensor<4xf32>
  return %0 : tensor<4xf32>
}
