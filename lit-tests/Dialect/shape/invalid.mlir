// COMPARE: mlir-opt-22
// RUN: jopt %s -split-input-file -verify-diagnostics

// The errors of shape.shape_of and shape.to_extent_tensor, with mlir-opt-22's words (the
// inferred-type check of InferTypeOpInterface; the operand descriptions of the ODS types).

func.func @wrong_length(%arg0: tensor<?x4xf32>) -> tensor<3xindex> {
  // expected-error @+2 {{'shape.shape_of' op inferred type(s) 'tensor<2xindex>' are incompatible with return type(s) of operation 'tensor<3xindex>'}}
  // expected-error @+1 {{'shape.shape_of' op failed to infer returned types}}
  %0 = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<3xindex>
  return %0 : tensor<3xindex>
}
// -----
func.func @not_shaped(%arg0: i32) {
  // expected-error @+1 {{'shape.shape_of' op operand #0 must be shaped of any type values or , but got 'i32'}}
  %0 = shape.shape_of %arg0 : i32 -> tensor<?xindex>
  return
}
// -----
func.func @not_a_shape(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'shape.shape_of' op result #0 must be shape or extent tensor, but got 'i32'}}
  %0 = "shape.shape_of"(%arg0) : (tensor<2xf32>) -> i32
  return
}
// -----
func.func @extent_of_float(%arg0: !shape.shape) {
  // expected-error @+1 {{'shape.to_extent_tensor' op result #0 must be tensor of index values, but got 'tensor<2xf32>'}}
  %0 = shape.to_extent_tensor %arg0 : !shape.shape -> tensor<2xf32>
  return
}
// -----
func.func @extent_of_size(%arg0: !shape.size) {
  // expected-error @+1 {{'shape.to_extent_tensor' op operand #0 must be shape or extent tensor, but got '!shape.size'}}
  %0 = shape.to_extent_tensor %arg0 : !shape.size -> tensor<?xindex>
  return
}
