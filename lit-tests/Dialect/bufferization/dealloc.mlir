// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @dealloc(%arg0: memref<?xf32>, %arg1: memref<4x6xf32>, %arg2: i1, %arg3: memref<2xf32>) {
// CHECK-NEXT: %0 = bufferization.dealloc (%arg0, %arg1 : memref<?xf32>, memref<4x6xf32>) if (%arg2, %arg2) retain (%arg0 : memref<?xf32>)
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<?xf32>) if (%arg2)
// CHECK-NEXT: %1:2 = bufferization.dealloc (%arg1 : memref<4x6xf32>) if (%arg2) retain (%arg0, %arg3 : memref<?xf32>, memref<2xf32>)
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: %2 = bufferization.dealloc retain (%arg0 : memref<?xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// bufferization.dealloc with conditions and retained values.

func.func @dealloc(%m: memref<?xf32>, %a: memref<4x6xf32>, %c: i1, %r: memref<2xf32>) {
  %0 = bufferization.dealloc (%m, %a : memref<?xf32>, memref<4x6xf32>) if (%c, %c) retain (%m : memref<?xf32>)
  bufferization.dealloc (%m : memref<?xf32>) if (%c)
  %1:2 = bufferization.dealloc (%a : memref<4x6xf32>) if (%c) retain (%m, %r : memref<?xf32>, memref<2xf32>)
  bufferization.dealloc
  %2 = bufferization.dealloc retain (%m : memref<?xf32>)
  return
}
