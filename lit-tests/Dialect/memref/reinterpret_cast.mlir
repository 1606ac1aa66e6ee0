// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @reinterpret_cast(%arg0: memref<?xf32>, %arg1: memref<*xf32>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg2, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1]>>
// CHECK-NEXT: %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [%arg2], sizes: [10], strides: [%arg3] : memref<?xf32> to memref<10xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %reinterpret_cast_1 = memref.reinterpret_cast %arg1 to offset: [2], sizes: [10, 10], strides: [10, 1] : memref<*xf32> to memref<10x10xf32, strided<[10, 1], offset: 2>>
// CHECK-NEXT: %reinterpret_cast_2 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [], strides: [] : memref<?xf32> to memref<f32>
// CHECK-NEXT: %reinterpret_cast_3 = memref.reinterpret_cast %arg0 to offset: [%arg3], sizes: [%arg2, %arg2], strides: [%arg2, %arg3] {foo} : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// memref.reinterpret_cast with static and dynamic offset/sizes/strides.

func.func @reinterpret_cast(%m: memref<?xf32>, %u: memref<*xf32>, %d: index, %s: index) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [%d, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1]>>
  %1 = memref.reinterpret_cast %m to offset: [%d], sizes: [10], strides: [%s] : memref<?xf32> to memref<10xf32, strided<[?], offset: ?>>
  %2 = memref.reinterpret_cast %u to offset: [2], sizes: [10, 10], strides: [10, 1] : memref<*xf32> to memref<10x10xf32, strided<[10, 1], offset: 2>>
  %3 = memref.reinterpret_cast %m to offset: [0], sizes: [], strides: [] : memref<?xf32> to memref<f32>
  %4 = memref.reinterpret_cast %m to offset: [%s], sizes: [%d, %d], strides: [%d, %s] {foo} : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}
