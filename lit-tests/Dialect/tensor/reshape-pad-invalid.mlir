// RUN: jopt %s -split-input-file -verify-diagnostics
// COMPARE: mlir-opt-22

// The parse errors of tensor.collapse_shape, expand_shape and pad, as ODS's generated parsers
// give them (a reassociation is an array parsed with no type: a bare integer is refused).

func.func @a(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{invalid kind of type specified}}
  %0 = tensor.collapse_shape %t [[0, 1]] : memref<2x3xf32> into tensor<6xf32>
  return
}
// -----
func.func @b(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{expected 'into'}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> to tensor<6xf32>
  return
}
// -----
func.func @d(%t: tensor<6xf32>, %n: index) {
  // expected-error @+1 {{expected 'output_shape'}}
  %0 = tensor.expand_shape %t [[0, 1]] [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return
}
// -----
func.func @f(%t: tensor<6xf32>, %n: f32) {
  // expected-error @+1 {{expected '{' to begin a region}}
  %0 = tensor.pad %t low[1] high[1] : tensor<6xf32> to tensor<8xf32>
  return
}
// -----
func.func @j(%t: memref<2x3xf32>) {
  // expected-error @+1 {{integer literal not valid for specified type}}
  %0 = memref.collapse_shape %t 3 : memref<2x3xf32> into memref<6xf32>
  return
}
// -----
func.func @m(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = tensor.collapse_shape %t "x" : tensor<2x3xf32> into tensor<6xf32>
  return
}
