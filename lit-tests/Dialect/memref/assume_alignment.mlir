// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @assume_alignment(%arg0: memref<?xf32>, %arg1: memref<4x4xf16, strided<[8, 1], offset: ?>>) {
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<?xf32>
// CHECK-NEXT: %assume_align_0 = memref.assume_alignment %arg1, 64 : memref<4x4xf16, strided<[8, 1], offset: ?>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// memref.assume_alignment.

func.func @assume_alignment(%m: memref<?xf32>, %n: memref<4x4xf16, strided<[8, 1], offset: ?>>) {
  %0 = memref.assume_alignment %m, 16 : memref<?xf32>
  %1 = memref.assume_alignment %n, 64 : memref<4x4xf16, strided<[8, 1], offset: ?>>
  return
}
