// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @collapse_shape(%arg0: memref<2x2x6xf32>, %arg1: memref<?x4xf32>, %arg2: memref<4x4xf32, strided<[8, 1], offset: ?>>, %arg3: memref<1x1xf32>) {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x2x6xf32> into memref<4x6xf32>
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %arg1 {{\[\[}}0, 1]] : memref<?x4xf32> into memref<?xf32>
// CHECK-NEXT: %collapse_shape_1 = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<2x2x6xf32> into memref<24xf32>
// CHECK-NEXT: %collapse_shape_2 = memref.collapse_shape %arg2 {{\[\[}}0], [1]] : memref<4x4xf32, strided<[8, 1], offset: ?>> into memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %collapse_shape_3 = memref.collapse_shape %arg3 [] : memref<1x1xf32> into memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// memref.collapse_shape with static, dynamic and strided sources.

func.func @collapse_shape(%a: memref<2x2x6xf32>, %m: memref<?x4xf32>, %s: memref<4x4xf32, strided<[8, 1], offset: ?>>,
                          %o: memref<1x1xf32>) {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<2x2x6xf32> into memref<4x6xf32>
  %1 = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %2 = memref.collapse_shape %a [[0, 1, 2]] : memref<2x2x6xf32> into memref<24xf32>
  %3 = memref.collapse_shape %s [[0], [1]] : memref<4x4xf32, strided<[8, 1], offset: ?>> into memref<4x4xf32, strided<[8, 1], offset: ?>>
  %4 = memref.collapse_shape %o [] : memref<1x1xf32> into memref<f32>
  return
}
