// RUN: jopt %s --canonicalize | FileCheck %s
// COMPARE: mlir-opt-22

// memref.collapse_shape and memref.expand_shape of a memref.cast that only loses static
// information (MLIR's CollapseShapeOpMemRefCastFolder and ExpandShapeOpMemRefCastFolder): the
// reshape takes the cast's source, its result type computed from it, with a cast back to the old
// type when the two differ (which the reshape's users then fold, as linalg.matmul does). An
// expand folds only a cast that keeps the shape; a cast that adds static information stays.
// The first case is what bufferizing torch-mlir's full-size tensor.extract_slice before a
// flatten leaves.

// CHECK-LABEL: func @collapse_of_identity_subview(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2, 3]] : memref<1x4x8x8xf32> into memref<1x256xf32>
// CHECK-NEXT: linalg.matmul ins(%collapse_shape, %arg1 : memref<1x256xf32>, memref<256x4xf32>) outs(%arg2 : memref<1x4xf32>)
// CHECK-NEXT: return
func.func @collapse_of_identity_subview(%a: memref<1x4x8x8xf32>, %w: memref<256x4xf32>, %o: memref<1x4xf32>) {
  %s = memref.subview %a[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : memref<1x4x8x8xf32> to memref<1x4x8x8xf32, strided<[256, 64, 8, 1]>>
  %c = memref.collapse_shape %s [[0], [1, 2, 3]] : memref<1x4x8x8xf32, strided<[256, 64, 8, 1]>> into memref<1x256xf32, strided<[256, 1]>>
  linalg.matmul ins(%c, %w : memref<1x256xf32, strided<[256, 1]>>, memref<256x4xf32>) outs(%o : memref<1x4xf32>)
  return
}

// CHECK-LABEL: func @collapse_same_type(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x64xf32> into memref<256xf32>
// CHECK-NEXT: return %collapse_shape : memref<256xf32>
func.func @collapse_same_type(%a: memref<4x64xf32>) -> memref<256xf32> {
  %s = memref.cast %a : memref<4x64xf32> to memref<4x64xf32, strided<[64, 1]>>
  %c = memref.collapse_shape %s [[0, 1]] : memref<4x64xf32, strided<[64, 1]>> into memref<256xf32, strided<[1]>>
  %r = memref.cast %c : memref<256xf32, strided<[1]>> to memref<256xf32>
  return %r : memref<256xf32>
}

// CHECK-LABEL: func @collapse_of_dynamic_cast(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x64xf32> into memref<256xf32>
// CHECK-NEXT: %cast = memref.cast %collapse_shape : memref<256xf32> to memref<?xf32>
// CHECK-NEXT: return %cast : memref<?xf32>
func.func @collapse_of_dynamic_cast(%a: memref<4x64xf32>) -> memref<?xf32> {
  %s = memref.cast %a : memref<4x64xf32> to memref<?x64xf32>
  %c = memref.collapse_shape %s [[0, 1]] : memref<?x64xf32> into memref<?xf32>
  return %c : memref<?xf32>
}

// CHECK-LABEL: func @collapse_of_static_cast_stays(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?x64xf32> to memref<4x64xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %cast {{\[\[}}0, 1]] : memref<4x64xf32> into memref<256xf32>
// CHECK-NEXT: return %collapse_shape : memref<256xf32>
func.func @collapse_of_static_cast_stays(%a: memref<?x64xf32>) -> memref<256xf32> {
  %s = memref.cast %a : memref<?x64xf32> to memref<4x64xf32>
  %c = memref.collapse_shape %s [[0, 1]] : memref<4x64xf32> into memref<256xf32>
  return %c : memref<256xf32>
}

// CHECK-LABEL: func @expand_of_layout_cast(
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [4, 8, 8] : memref<4x64xf32, strided<[128, 1], offset: 3>> into memref<4x8x8xf32, strided<[128, 8, 1], offset: 3>>
// CHECK-NEXT: %cast = memref.cast %expand_shape : memref<4x8x8xf32, strided<[128, 8, 1], offset: 3>> to memref<4x8x8xf32, strided<[?, 8, 1], offset: ?>>
// CHECK-NEXT: return %cast : memref<4x8x8xf32, strided<[?, 8, 1], offset: ?>>
func.func @expand_of_layout_cast(%a: memref<4x64xf32, strided<[128, 1], offset: 3>>) -> memref<4x8x8xf32, strided<[?, 8, 1], offset: ?>> {
  %s = memref.cast %a : memref<4x64xf32, strided<[128, 1], offset: 3>> to memref<4x64xf32, strided<[?, 1], offset: ?>>
  %e = memref.expand_shape %s [[0], [1, 2]] output_shape [4, 8, 8] : memref<4x64xf32, strided<[?, 1], offset: ?>> into memref<4x8x8xf32, strided<[?, 8, 1], offset: ?>>
  return %e : memref<4x8x8xf32, strided<[?, 8, 1], offset: ?>>
}

// CHECK-LABEL: func @expand_then_collapse_of_cast(
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2], [3]] output_shape [1, 2, 2, 64] : memref<1x4x64xf32> into memref<1x2x2x64xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0], [1], [2, 3]] : memref<1x2x2x64xf32> into memref<1x2x128xf32>
// CHECK-NEXT: %cast = memref.cast %collapse_shape : memref<1x2x128xf32> to memref<1x2x128xf32, strided<[256, 128, 1]>>
// CHECK-NEXT: return %cast : memref<1x2x128xf32, strided<[256, 128, 1]>>
func.func @expand_then_collapse_of_cast(%a: memref<1x4x64xf32>) -> memref<1x2x128xf32, strided<[256, 128, 1]>> {
  %s = memref.cast %a : memref<1x4x64xf32> to memref<1x4x64xf32, strided<[256, 64, 1]>>
  %e = memref.expand_shape %s [[0], [1, 2], [3]] output_shape [1, 2, 2, 64] : memref<1x4x64xf32, strided<[256, 64, 1]>> into memref<1x2x2x64xf32, strided<[256, 128, 64, 1]>>
  %d = memref.collapse_shape %e [[0], [1], [2, 3]] : memref<1x2x2x64xf32, strided<[256, 128, 64, 1]>> into memref<1x2x128xf32, strided<[256, 128, 1]>>
  return %d : memref<1x2x128xf32, strided<[256, 128, 1]>>
}

// CHECK-LABEL: func @expand_of_shape_cast_stays(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x64xf32> to memref<4x?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %cast {{\[\[}}0], [1, 2]] output_shape [4, %arg1, 1] : memref<4x?xf32> into memref<4x?x1xf32>
// CHECK-NEXT: return %expand_shape : memref<4x?x1xf32>
func.func @expand_of_shape_cast_stays(%a: memref<4x64xf32>, %n: index) -> memref<4x?x1xf32> {
  %s = memref.cast %a : memref<4x64xf32> to memref<4x?xf32>
  %e = memref.expand_shape %s [[0], [1, 2]] output_shape [4, %n, 1] : memref<4x?xf32> into memref<4x?x1xf32>
  return %e : memref<4x?x1xf32>
}
