// tensor.collapse_shape of a function argument (fully dynamic strides) is a view when every
// group is contiguous whatever the strides: each dimension but the group's last may only be of
// size 1 (its stride means nothing). Otherwise the source is copied into a new buffer first.
// COMPARE: mlir-opt-22
// RUN: jopt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// CHECK-LABEL: func.func @leading_unit_dims(
// CHECK-NOT:     memref.alloc
// CHECK:         memref.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : memref<1x4x1x8xf32, strided<[?, ?, ?, ?], offset: ?>> into memref<4x8xf32, strided<[?, ?], offset: ?>>
func.func @leading_unit_dims(%t: tensor<1x4x1x8xf32>) -> tensor<4x8xf32> {
  %r = tensor.collapse_shape %t [[0, 1], [2, 3]] : tensor<1x4x1x8xf32> into tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @unit_then_dynamic(
// CHECK-NOT:     memref.alloc
// CHECK:         memref.collapse_shape %arg0
func.func @unit_then_dynamic(%t: tensor<4x1x?xf32>) -> tensor<4x?xf32> {
  %r = tensor.collapse_shape %t [[0], [1, 2]] : tensor<4x1x?xf32> into tensor<4x?xf32>
  return %r : tensor<4x?xf32>
}

// A trailing unit dimension does not help: the stride of the 4 is unknown.
// CHECK-LABEL: func.func @trailing_unit_dim(
// CHECK:         %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x1xf32>
// CHECK-NEXT:    memref.copy %arg0, %alloc
// CHECK-NEXT:    memref.collapse_shape %alloc
func.func @trailing_unit_dim(%t: tensor<4x1xf32>) -> tensor<4xf32> {
  %r = tensor.collapse_shape %t [[0, 1]] : tensor<4x1xf32> into tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @two_real_dims(
// CHECK:         %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
func.func @two_real_dims(%t: tensor<2x4xf32>) -> tensor<8xf32> {
  %r = tensor.collapse_shape %t [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}
