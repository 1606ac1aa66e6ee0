// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @dealloc(%arg0: memref<?xf32>, %arg1: memref<*xf32>, %arg2: memref<f32, 2>) {
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT: memref.dealloc %arg1 : memref<*xf32>
// CHECK-NEXT: memref.dealloc %arg2 : memref<f32, 2>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloc_dealloc() {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x4xf32, strided<[4, 1], offset: 2>>
// CHECK-NEXT: memref.dealloc %alloc : memref<4x4xf32, strided<[4, 1], offset: 2>>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<8xi64, 3>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<8xi64, 3>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// memref.dealloc on ranked, unranked and memory-space memrefs.

func.func @dealloc(%m: memref<?xf32>, %u: memref<*xf32>, %r: memref<f32, 2>) {
  memref.dealloc %m : memref<?xf32>
  memref.dealloc %u : memref<*xf32>
  memref.dealloc %r : memref<f32, 2>
  return
}

func.func @alloc_dealloc() {
  %0 = memref.alloc() : memref<4x4xf32, strided<[4, 1], offset: 2>>
  memref.dealloc %0 : memref<4x4xf32, strided<[4, 1], offset: 2>>
  %1 = memref.alloc() : memref<8xi64, 3>
  memref.dealloc %1 : memref<8xi64, 3>
  return
}
