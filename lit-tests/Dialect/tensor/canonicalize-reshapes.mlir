// RUN: jopt %s --canonicalize | FileCheck %s
// COMPARE: mlir-opt-22

// tensor.collapse_shape and tensor.expand_shape compose as in MLIR (ReshapeOpsUtils, the patterns
// memref shares): two reshapes of one kind, a collapse of an expand, an expand of a collapse;
// a dynamic size of the new expand is the product of the old ones (arith.muli).

// CHECK-LABEL: func @collapse_of_collapse(
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : tensor<2x3x4x5xf32> into tensor<120xf32>
// CHECK-NEXT: return %collapsed : tensor<120xf32>
func.func @collapse_of_collapse(%m: tensor<2x3x4x5xf32>) -> tensor<120xf32> {
  %a = tensor.collapse_shape %m [[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
  %b = tensor.collapse_shape %a [[0, 1, 2]] : tensor<6x4x5xf32> into tensor<120xf32>
  return %b : tensor<120xf32>
}
// CHECK-LABEL: func @expand_of_expand(
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [%arg1, 2, 4, 5] : tensor<?x20xf32> into tensor<?x2x4x5xf32>
// CHECK-NEXT: return %expanded : tensor<?x2x4x5xf32>
func.func @expand_of_expand(%m: tensor<?x20xf32>, %n: index) -> tensor<?x2x4x5xf32> {
  %a = tensor.expand_shape %m [[0], [1, 2]] output_shape [%n, 4, 5] : tensor<?x20xf32> into tensor<?x4x5xf32>
  %b = tensor.expand_shape %a [[0, 1], [2], [3]] output_shape [%n, 2, 4, 5] : tensor<?x4x5xf32> into tensor<?x2x4x5xf32>
  return %b : tensor<?x2x4x5xf32>
}
// CHECK-LABEL: func @collapse_of_expand_collapses(
// CHECK-NEXT: return %arg0 : tensor<4x6xf32>
func.func @collapse_of_expand_collapses(%m: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %a = tensor.expand_shape %m [[0, 1], [2, 3]] output_shape [1, 4, 6, 1] : tensor<4x6xf32> into tensor<1x4x6x1xf32>
  %b = tensor.collapse_shape %a [[0, 1, 2, 3]] : tensor<1x4x6x1xf32> into tensor<24xf32>
  %c = tensor.expand_shape %b [[0, 1]] output_shape [4, 6] : tensor<24xf32> into tensor<4x6xf32>
  return %c : tensor<4x6xf32>
}
// CHECK-LABEL: func @collapse_of_expand_to_collapse(
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x20xf32> into tensor<6x20xf32>
// CHECK-NEXT: return %collapsed : tensor<6x20xf32>
func.func @collapse_of_expand_to_collapse(%m: tensor<2x3x20xf32>) -> tensor<6x20xf32> {
  %a = tensor.expand_shape %m [[0], [1], [2, 3]] output_shape [2, 3, 4, 5] : tensor<2x3x20xf32> into tensor<2x3x4x5xf32>
  %b = tensor.collapse_shape %a [[0, 1], [2, 3]] : tensor<2x3x4x5xf32> into tensor<6x20xf32>
  return %b : tensor<6x20xf32>
}
// CHECK-LABEL: func @collapse_of_expand_to_expand(
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [6, 4, 5] : tensor<6x20xf32> into tensor<6x4x5xf32>
// CHECK-NEXT: return %expanded : tensor<6x4x5xf32>
func.func @collapse_of_expand_to_expand(%m: tensor<6x20xf32>) -> tensor<6x4x5xf32> {
  %a = tensor.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, 4, 5] : tensor<6x20xf32> into tensor<2x3x4x5xf32>
  %b = tensor.collapse_shape %a [[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
  return %b : tensor<6x4x5xf32>
}
// CHECK-LABEL: func @collapse_of_expand_straddles(
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 3, 5] : tensor<6x5xf32> into tensor<2x3x5xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0], [1, 2]] : tensor<2x3x5xf32> into tensor<2x15xf32>
// CHECK-NEXT: return %collapsed : tensor<2x15xf32>
func.func @collapse_of_expand_straddles(%m: tensor<6x5xf32>) -> tensor<2x15xf32> {
  %a = tensor.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 5] : tensor<6x5xf32> into tensor<2x3x5xf32>
  %b = tensor.collapse_shape %a [[0], [1, 2]] : tensor<2x3x5xf32> into tensor<2x15xf32>
  return %b : tensor<2x15xf32>
}
// CHECK-LABEL: func @expand_of_collapse_to_collapse(
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : tensor<1x4x8x1xf32> into tensor<4x8xf32>
// CHECK-NEXT: return %collapsed : tensor<4x8xf32>
func.func @expand_of_collapse_to_collapse(%m: tensor<1x4x8x1xf32>) -> tensor<4x8xf32> {
  %a = tensor.collapse_shape %m [[0, 1, 2, 3]] : tensor<1x4x8x1xf32> into tensor<32xf32>
  %b = tensor.expand_shape %a [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
  return %b : tensor<4x8xf32>
}
// CHECK-LABEL: func @expand_of_collapse_to_expand(
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [6, 4, 5] : tensor<6x20xf32> into tensor<6x4x5xf32>
// CHECK-NEXT: return %expanded : tensor<6x4x5xf32>
func.func @expand_of_collapse_to_expand(%m: tensor<6x20xf32>) -> tensor<6x4x5xf32> {
  %a = tensor.collapse_shape %m [[0, 1]] : tensor<6x20xf32> into tensor<120xf32>
  %b = tensor.expand_shape %a [[0, 1, 2]] output_shape [6, 4, 5] : tensor<120xf32> into tensor<6x4x5xf32>
  return %b : tensor<6x4x5xf32>
}
// CHECK-LABEL: func @expand_of_collapse_regroups(
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1, 2]] output_shape [3, 2, 4] : tensor<24xf32> into tensor<3x2x4xf32>
// CHECK-NEXT: return %expanded : tensor<3x2x4xf32>
func.func @expand_of_collapse_regroups(%m: tensor<2x3x4xf32>) -> tensor<3x2x4xf32> {
  %a = tensor.collapse_shape %m [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %b = tensor.expand_shape %a [[0, 1, 2]] output_shape [3, 2, 4] : tensor<24xf32> into tensor<3x2x4xf32>
  return %b : tensor<3x2x4xf32>
}
// CHECK-LABEL: func @expand_of_collapse_dynamic(
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<?x4x?xf32> into tensor<?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %expanded : tensor<?x?xf32>
func.func @expand_of_collapse_dynamic(%m: tensor<?x4x?xf32>, %n: index, %k: index) -> tensor<?x?xf32> {
  %a = tensor.collapse_shape %m [[0, 1, 2]] : tensor<?x4x?xf32> into tensor<?xf32>
  %b = tensor.expand_shape %a [[0, 1]] output_shape [%n, %k] : tensor<?xf32> into tensor<?x?xf32>
  return %b : tensor<?x?xf32>
}
// CHECK-LABEL: func @collapse_of_expand_dynamic(
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.muli %arg1, %c3 : index
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [%0, 4, 5] : tensor<?x20xf32> into tensor<?x4x5xf32>
// CHECK-NEXT: return %expanded : tensor<?x4x5xf32>
func.func @collapse_of_expand_dynamic(%m: tensor<?x20xf32>, %n: index) -> tensor<?x4x5xf32> {
  %a = tensor.expand_shape %m [[0, 1], [2, 3]] output_shape [%n, 3, 4, 5] : tensor<?x20xf32> into tensor<?x3x4x5xf32>
  %b = tensor.collapse_shape %a [[0, 1], [2], [3]] : tensor<?x3x4x5xf32> into tensor<?x4x5xf32>
  return %b : tensor<?x4x5xf32>
}
// CHECK-LABEL: func @collapse_of_expand_static_to_expand(
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [6, 4, 5] : tensor<6x20xf32> into tensor<6x4x5xf32>
// CHECK-NEXT: return %expanded : tensor<6x4x5xf32>
func.func @collapse_of_expand_static_to_expand(%m: tensor<6x20xf32>) -> tensor<6x4x5xf32> {
  %a = tensor.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, 4, 5] : tensor<6x20xf32> into tensor<2x3x4x5xf32>
  %b = tensor.collapse_shape %a [[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
  return %b : tensor<6x4x5xf32>
}
// CHECK-LABEL: func @collapse_of_expand_two_dynamic(
// CHECK-NEXT: return %arg0 : tensor<?x5xf32>
func.func @collapse_of_expand_two_dynamic(%m: tensor<?x5xf32>, %n: index, %k: index) -> tensor<?x5xf32> {
  %c2 = arith.constant 2 : index
  %a = tensor.expand_shape %m [[0, 1, 2], [3]] output_shape [%n, %c2, %k, 5] : tensor<?x5xf32> into tensor<?x?x?x5xf32>
  %b = tensor.collapse_shape %a [[0, 1, 2], [3]] : tensor<?x?x?x5xf32> into tensor<?x5xf32>
  return %b : tensor<?x5xf32>
}
// CHECK-LABEL: func @memref_collapse_of_expand_dynamic(
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.muli %arg1, %c3 : index
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [%0, 4, 5] : memref<?x20xf32> into memref<?x4x5xf32>
// CHECK-NEXT: return %expand_shape : memref<?x4x5xf32>
func.func @memref_collapse_of_expand_dynamic(%m: memref<?x20xf32>, %n: index) -> memref<?x4x5xf32> {
  %a = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%n, 3, 4, 5] : memref<?x20xf32> into memref<?x3x4x5xf32>
  %b = memref.collapse_shape %a [[0, 1], [2], [3]] : memref<?x3x4x5xf32> into memref<?x4x5xf32>
  return %b : memref<?x4x5xf32>
}
// CHECK-LABEL: func @collapse_of_expand_products(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.muli %arg1, %arg3 : index
// CHECK-NEXT: %1 = arith.muli %0, %c2 : index
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%1, %arg2, 5] : tensor<?x5xf32> into tensor<?x?x5xf32>
// CHECK-NEXT: return %expanded : tensor<?x?x5xf32>
func.func @collapse_of_expand_products(%m: tensor<?x5xf32>, %n: index, %k: index, %j: index) -> tensor<?x?x5xf32> {
  %c2 = arith.constant 2 : index
  %a = tensor.expand_shape %m [[0, 1, 2, 3], [4]] output_shape [%n, %c2, %j, %k, 5] : tensor<?x5xf32> into tensor<?x?x?x?x5xf32>
  %b = tensor.collapse_shape %a [[0, 1, 2], [3], [4]] : tensor<?x?x?x?x5xf32> into tensor<?x?x5xf32>
  return %b : tensor<?x?x5xf32>
}
