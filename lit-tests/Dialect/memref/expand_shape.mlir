// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @expand_shape(%arg0: memref<4x6xf32>, %arg1: memref<?xf32>, %arg2: index, %arg3: memref<8x?xf32, strided<[?, 1], offset: ?>>) {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 2, 6] : memref<4x6xf32> into memref<2x2x6xf32>
// CHECK-NEXT: %expand_shape_0 = memref.expand_shape %arg1 {{\[\[}}0, 1]] output_shape [%arg2, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK-NEXT: %expand_shape_1 = memref.expand_shape %arg0 {{\[\[}}0], [1, 2, 3]] output_shape [4, 1, 6, 1] : memref<4x6xf32> into memref<4x1x6x1xf32>
// CHECK-NEXT: %expand_shape_2 = memref.expand_shape %arg3 {{\[\[}}0, 1], [2]] output_shape [2, 4, %arg2] : memref<8x?xf32, strided<[?, 1], offset: ?>> into memref<2x4x?xf32, strided<[?, ?, 1], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() : memref<f32>
// CHECK-NEXT: %expand_shape_3 = memref.expand_shape %alloc [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// memref.expand_shape with static and dynamic output shapes and strided layouts.

func.func @expand_shape(%a: memref<4x6xf32>, %m: memref<?xf32>, %d: index,
                        %s: memref<8x?xf32, strided<[?, 1], offset: ?>>) {
  %0 = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 2, 6] : memref<4x6xf32> into memref<2x2x6xf32>
  %1 = memref.expand_shape %m [[0, 1]] output_shape [%d, 4] : memref<?xf32> into memref<?x4xf32>
  %2 = memref.expand_shape %a [[0], [1, 2, 3]] output_shape [4, 1, 6, 1] : memref<4x6xf32> into memref<4x1x6x1xf32>
  %3 = memref.expand_shape %s [[0, 1], [2]] output_shape [2, 4, %d] : memref<8x?xf32, strided<[?, 1], offset: ?>> into memref<2x4x?xf32, strided<[?, ?, 1], offset: ?>>
  %r = memref.alloc() : memref<f32>
  %4 = memref.expand_shape %r [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return
}
