// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize=bufferize-function-boundaries %s --split-input-file --verify-diagnostics

// linalg.pack, linalg.unpack and the Winograd transforms have no bufferization in MLIR 22.

func.func @pack(%s: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
  // expected-error @+1 {{op was not bufferized}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return %0 : tensor<16x8x8x32xf32>
}

// -----

func.func @unpack(%s: tensor<16x8x8x32xf32>, %d: tensor<128x256xf32>) -> tensor<128x256xf32> {
  // expected-error @+1 {{op was not bufferized}}
  %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

// -----

func.func @winograd(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{op was not bufferized}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}
