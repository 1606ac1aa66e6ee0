// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @clone(%arg0: memref<?xf32>, %arg1: memref<*xf32>, %arg2: memref<4xi8, strided<[2], offset: ?>>) -> memref<?xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %1 = bufferization.clone %arg1 : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: %2 = bufferization.clone %arg2 : memref<4xi8, strided<[2], offset: ?>> to memref<4xi8, strided<[2], offset: ?>>
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// bufferization.clone.

func.func @clone(%m: memref<?xf32>, %u: memref<*xf32>, %s: memref<4xi8, strided<[2], offset: ?>>) -> memref<?xf32> {
  %0 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  %1 = bufferization.clone %u : memref<*xf32> to memref<*xf32>
  %2 = bufferization.clone %s : memref<4xi8, strided<[2], offset: ?>> to memref<4xi8, strided<[2], offset: ?>>
  return %0 : memref<?xf32>
}
