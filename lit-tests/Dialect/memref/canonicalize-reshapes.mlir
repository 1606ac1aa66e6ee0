// RUN: jopt %s --canonicalize | FileCheck %s
// COMPARE: mlir-opt-22

// memref.collapse_shape and memref.expand_shape canonicalize as in MLIR (ReshapeOpsUtils):
// two reshapes of one kind compose; a collapse of an expand and an expand of a collapse become
// one reshape (or the source itself, or a cast when a layout is not the identity) when the
// groups line up; otherwise they stay.

// CHECK-LABEL: func @collapse_of_collapse(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
// CHECK-NEXT: return %collapse_shape : memref<120xf32>
func.func @collapse_of_collapse(%m: memref<2x3x4x5xf32>) -> memref<120xf32> {
  %a = memref.collapse_shape %m [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  %b = memref.collapse_shape %a [[0, 1, 2]] : memref<6x4x5xf32> into memref<120xf32>
  return %b : memref<120xf32>
}
// CHECK-LABEL: func @expand_of_expand(
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [%arg1, 2, 4, 5] : memref<?x20xf32> into memref<?x2x4x5xf32>
// CHECK-NEXT: return %expand_shape : memref<?x2x4x5xf32>
func.func @expand_of_expand(%m: memref<?x20xf32>, %n: index) -> memref<?x2x4x5xf32> {
  %a = memref.expand_shape %m [[0], [1, 2]] output_shape [%n, 4, 5] : memref<?x20xf32> into memref<?x4x5xf32>
  %b = memref.expand_shape %a [[0, 1], [2], [3]] output_shape [%n, 2, 4, 5] : memref<?x4x5xf32> into memref<?x2x4x5xf32>
  return %b : memref<?x2x4x5xf32>
}
// CHECK-LABEL: func @collapse_of_expand_collapses(
// CHECK-NEXT: return %arg0 : memref<4x6xf32>
func.func @collapse_of_expand_collapses(%m: memref<4x6xf32>) -> memref<4x6xf32> {
  %a = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [1, 4, 6, 1] : memref<4x6xf32> into memref<1x4x6x1xf32>
  %b = memref.collapse_shape %a [[0, 1, 2, 3]] : memref<1x4x6x1xf32> into memref<24xf32>
  %c = memref.expand_shape %b [[0, 1]] output_shape [4, 6] : memref<24xf32> into memref<4x6xf32>
  return %c : memref<4x6xf32>
}
// CHECK-LABEL: func @collapse_of_expand_to_collapse(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x20xf32> into memref<6x20xf32>
// CHECK-NEXT: return %collapse_shape : memref<6x20xf32>
func.func @collapse_of_expand_to_collapse(%m: memref<2x3x20xf32>) -> memref<6x20xf32> {
  %a = memref.expand_shape %m [[0], [1], [2, 3]] output_shape [2, 3, 4, 5] : memref<2x3x20xf32> into memref<2x3x4x5xf32>
  %b = memref.collapse_shape %a [[0, 1], [2, 3]] : memref<2x3x4x5xf32> into memref<6x20xf32>
  return %b : memref<6x20xf32>
}
// CHECK-LABEL: func @collapse_of_expand_to_expand(
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [6, 4, 5] : memref<6x20xf32> into memref<6x4x5xf32>
// CHECK-NEXT: return %expand_shape : memref<6x4x5xf32>
func.func @collapse_of_expand_to_expand(%m: memref<6x20xf32>) -> memref<6x4x5xf32> {
  %a = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, 4, 5] : memref<6x20xf32> into memref<2x3x4x5xf32>
  %b = memref.collapse_shape %a [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  return %b : memref<6x4x5xf32>
}
// CHECK-LABEL: func @collapse_of_expand_straddles(
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 3, 5] : memref<6x5xf32> into memref<2x3x5xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0], [1, 2]] : memref<2x3x5xf32> into memref<2x15xf32>
// CHECK-NEXT: return %collapse_shape : memref<2x15xf32>
func.func @collapse_of_expand_straddles(%m: memref<6x5xf32>) -> memref<2x15xf32> {
  %a = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 5] : memref<6x5xf32> into memref<2x3x5xf32>
  %b = memref.collapse_shape %a [[0], [1, 2]] : memref<2x3x5xf32> into memref<2x15xf32>
  return %b : memref<2x15xf32>
}
// CHECK-LABEL: func @expand_of_collapse_to_collapse(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3]] : memref<1x4x8x1xf32> into memref<4x8xf32>
// CHECK-NEXT: return %collapse_shape : memref<4x8xf32>
func.func @expand_of_collapse_to_collapse(%m: memref<1x4x8x1xf32>) -> memref<4x8xf32> {
  %a = memref.collapse_shape %m [[0, 1, 2, 3]] : memref<1x4x8x1xf32> into memref<32xf32>
  %b = memref.expand_shape %a [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  return %b : memref<4x8xf32>
}
// CHECK-LABEL: func @expand_of_collapse_to_expand(
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [6, 4, 5] : memref<6x20xf32> into memref<6x4x5xf32>
// CHECK-NEXT: return %expand_shape : memref<6x4x5xf32>
func.func @expand_of_collapse_to_expand(%m: memref<6x20xf32>) -> memref<6x4x5xf32> {
  %a = memref.collapse_shape %m [[0, 1]] : memref<6x20xf32> into memref<120xf32>
  %b = memref.expand_shape %a [[0, 1, 2]] output_shape [6, 4, 5] : memref<120xf32> into memref<6x4x5xf32>
  return %b : memref<6x4x5xf32>
}
// CHECK-LABEL: func @expand_of_collapse_regroups(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1, 2]] output_shape [3, 2, 4] : memref<24xf32> into memref<3x2x4xf32>
// CHECK-NEXT: return %expand_shape : memref<3x2x4xf32>
func.func @expand_of_collapse_regroups(%m: memref<2x3x4xf32>) -> memref<3x2x4xf32> {
  %a = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %b = memref.expand_shape %a [[0, 1, 2]] output_shape [3, 2, 4] : memref<24xf32> into memref<3x2x4xf32>
  return %b : memref<3x2x4xf32>
}
// CHECK-LABEL: func @expand_of_collapse_strided(
// CHECK-NEXT: return %arg0 : memref<4x8xf32, strided<[16, 1]>>
func.func @expand_of_collapse_strided(%m: memref<4x8xf32, strided<[16, 1]>>) -> memref<4x8xf32, strided<[16, 1]>> {
  %a = memref.collapse_shape %m [[0], [1]] : memref<4x8xf32, strided<[16, 1]>> into memref<4x8xf32, strided<[16, 1]>>
  %b = memref.expand_shape %a [[0], [1]] output_shape [4, 8] : memref<4x8xf32, strided<[16, 1]>> into memref<4x8xf32, strided<[16, 1]>>
  return %b : memref<4x8xf32, strided<[16, 1]>>
}
// CHECK-LABEL: func @expand_of_collapse_dynamic(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : memref<?xf32> into memref<?x?xf32>
// CHECK-NEXT: return %expand_shape : memref<?x?xf32>
func.func @expand_of_collapse_dynamic(%m: memref<?x4x?xf32>, %n: index, %k: index) -> memref<?x?xf32> {
  %a = memref.collapse_shape %m [[0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
  %b = memref.expand_shape %a [[0, 1]] output_shape [%n, %k] : memref<?xf32> into memref<?x?xf32>
  return %b : memref<?x?xf32>
}
