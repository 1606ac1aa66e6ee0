// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @subview(%arg0: memref<4x4xf32>, %arg1: memref<?x?xf32>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg2, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[0, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: %subview_1 = memref.subview %arg0[1, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
// CHECK-NEXT: %subview_2 = memref.subview %arg0[0, 0] [2, 2] [2, 2] : memref<4x4xf32> to memref<2x2xf32, strided<[8, 2]>>
// CHECK-NEXT: %subview_3 = memref.subview %arg1[%arg2, %arg3] [%arg2, %arg3] [%arg3, %arg2] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_4 = memref.subview %arg1[0, 0] [4, 1] [1, 1] : memref<?x?xf32> to memref<4xf32, strided<[?]>>
// CHECK-NEXT: %subview_5 = memref.subview %arg0[2, 3] [1, 1] [1, 1] : memref<4x4xf32> to memref<f32, strided<[], offset: 11>>
// CHECK-NEXT: %subview_6 = memref.subview %arg0[0, 0] [4, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_layouts(%arg0: memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>>, %arg1: memref<8x8xi8, 2>, %arg2: index) {
// CHECK-NEXT: %subview = memref.subview %arg0[0, %arg2, 0] [4, 4, 4] [1, 1, 1] : memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>> to memref<4x4x4xf32, strided<[64, 4, 1], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[0, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>> to memref<16x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: %subview_1 = memref.subview %arg1[%arg2, %arg2] [2, 2] [1, 1] {attr = 1 : i64} : memref<8x8xi8, 2> to memref<2x2xi8, strided<[8, 1], offset: ?>, 2>
// CHECK-NEXT: %subview_2 = memref.subview %arg0[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %subview_3 = memref.subview %arg0[0, 0, 0] [1, 1, 1] [1, 1, 1] : memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>> to memref<1xf32, strided<[4], offset: ?>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// memref.subview: mixed static/dynamic offsets, sizes and strides; rank reduction.

func.func @subview(%m: memref<4x4xf32>, %d: memref<?x?xf32>, %i: index, %j: index) {
  %0 = memref.subview %m[%i, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
  %1 = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1]>>
  %2 = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  %3 = memref.subview %m[0, 0] [2, 2] [2, 2] : memref<4x4xf32> to memref<2x2xf32, strided<[8, 2]>>
  %4 = memref.subview %d[%i, %j] [%i, %j] [%j, %i] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %5 = memref.subview %d[0, 0] [4, 1] [1, 1] : memref<?x?xf32> to memref<4xf32, strided<[?]>>
  %6 = memref.subview %m[2, 3] [1, 1] [1, 1] : memref<4x4xf32> to memref<f32, strided<[], offset: 11>>
  %7 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32>
  return
}

func.func @subview_layouts(%s: memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>>, %sp: memref<8x8xi8, 2>,
                           %i: index) {
  %0 = memref.subview %s[0, %i, 0] [4, 4, 4] [1, 1, 1] : memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>> to memref<4x4x4xf32, strided<[64, 4, 1], offset: ?>>
  %1 = memref.subview %s[0, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>> to memref<16x4xf32, strided<[4, 1], offset: ?>>
  %2 = memref.subview %sp[%i, %i] [2, 2] [1, 1] {attr = 1 : i64} : memref<8x8xi8, 2> to memref<2x2xi8, strided<[8, 1], offset: ?>, 2>
  %3 = memref.subview %s[-0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  // Which unit dim is kept is told by the result's stride.
  %4 = memref.subview %s[0, 0, 0] [1, 1, 1] [1, 1, 1] : memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>> to memref<1xf32, strided<[4], offset: ?>>
  return
}
