// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s

// As MLIR's, the shape dialect allows unknown operations: an op name jopt does not define is
// kept in generic form, not refused.

// CHECK-LABEL: func @unknown
// CHECK-NEXT: %0 = "shape.not_an_op"(%arg0) : (tensor<2xf32>) -> tensor<1xindex>
func.func @unknown(%arg0: tensor<2xf32>) -> tensor<1xindex> {
  %0 = "shape.not_an_op"(%arg0) : (tensor<2xf32>) -> tensor<1xindex>
  return %0 : tensor<1xindex>
}
