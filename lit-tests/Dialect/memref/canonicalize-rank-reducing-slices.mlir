// COMPARE: mlir-opt-22
// RUN: jopt %s --canonicalize | FileCheck %s

// canonicalize on rank-reducing slices: a constant dynamic offset becomes static (the
// constant-argument folders of memref.subview and tensor.extract_slice keep the dims the slice
// drops), and a memref.cast that only loses static information folds into a rank-reducing
// subview, as mlir-opt-22 does.

// CHECK-LABEL: func.func @subview_constant_offset(
// CHECK-NEXT:    %subview = memref.subview %arg0[0, %arg1, 0, 0] [1, 1, 2, 8] [1, 1, 1, 1] : memref<1x2x2x8xf32> to memref<2x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:    return %subview
func.func @subview_constant_offset(%a: memref<1x2x2x8xf32>, %i: index) -> memref<2x8xf32, strided<[8, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %s = memref.subview %a[%c0, %i, 0, 0] [1, 1, 2, 8] [1, 1, 1, 1] : memref<1x2x2x8xf32> to memref<2x8xf32, strided<[8, 1], offset: ?>>
  return %s : memref<2x8xf32, strided<[8, 1], offset: ?>>
}

// CHECK-LABEL: func.func @subview_all_constant(
// CHECK-NEXT:    %subview = memref.subview %arg0[0, 1, 0, 0] [1, 1, 2, 8] [1, 1, 1, 1] : memref<1x2x2x8xf32> to memref<2x8xf32, strided<[8, 1], offset: 16>>
// CHECK-NEXT:    %cast = memref.cast %subview : memref<2x8xf32, strided<[8, 1], offset: 16>> to memref<2x8xf32, strided<[8, 1], offset: ?>>
func.func @subview_all_constant(%a: memref<1x2x2x8xf32>) -> memref<2x8xf32, strided<[8, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %a[%c0, %c1, 0, 0] [1, 1, 2, 8] [1, 1, 1, 1] : memref<1x2x2x8xf32> to memref<2x8xf32, strided<[8, 1], offset: ?>>
  return %s : memref<2x8xf32, strided<[8, 1], offset: ?>>
}

// CHECK-LABEL: func.func @subview_of_cast(
// CHECK-NEXT:    %subview = memref.subview %arg0[0, 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT:    memref.copy %subview, %arg1
func.func @subview_of_cast(%a: memref<8x8xf32>, %b: memref<4xf32>) {
  %c = memref.cast %a : memref<8x8xf32> to memref<?x?xf32>
  %s = memref.subview %c[0, 0] [1, 4] [1, 1] : memref<?x?xf32> to memref<4xf32, strided<[1]>>
  memref.copy %s, %b : memref<4xf32, strided<[1]>> to memref<4xf32>
  return
}

// CHECK-LABEL: func.func @extract_slice_constant_offset(
// CHECK-NEXT:    %extracted_slice = tensor.extract_slice %arg0[0, %arg1, 0, 0] [1, 1, 2, 8] [1, 1, 1, 1] : tensor<1x2x2x8xf32> to tensor<2x8xf32>
func.func @extract_slice_constant_offset(%t: tensor<1x2x2x8xf32>, %i: index) -> tensor<2x8xf32> {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[%c0, %i, 0, 0] [1, 1, 2, 8] [1, 1, 1, 1] : tensor<1x2x2x8xf32> to tensor<2x8xf32>
  return %s : tensor<2x8xf32>
}

// A constant size makes the slice more static: the new slice is cast back to the old type.
// CHECK-LABEL: func.func @extract_slice_constant_size(
// CHECK-NEXT:    %extracted_slice = tensor.extract_slice %arg0[0, %arg1, 0] [1, 2, 4] [1, 1, 1] : tensor<1x8x4xf32> to tensor<2x4xf32>
// CHECK-NEXT:    %cast = tensor.cast %extracted_slice : tensor<2x4xf32> to tensor<?x4xf32>
func.func @extract_slice_constant_size(%t: tensor<1x8x4xf32>, %i: index) -> tensor<?x4xf32> {
  %c2 = arith.constant 2 : index
  %s = tensor.extract_slice %t[0, %i, 0] [1, %c2, 4] [1, 1, 1] : tensor<1x8x4xf32> to tensor<?x4xf32>
  return %s : tensor<?x4xf32>
}
