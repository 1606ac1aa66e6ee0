// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @extract_aligned_pointer(%arg0: memref<?xf32>, %arg1: memref<*xf32, 1>) {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %arg1 : memref<*xf32, 1> -> index
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// memref.extract_aligned_pointer_as_index.

func.func @extract_aligned_pointer(%m: memref<?xf32>, %u: memref<*xf32, 1>) {
  %0 = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> index
  %1 = memref.extract_aligned_pointer_as_index %u : memref<*xf32, 1> -> index
  return
}
