// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-LABEL: func.func @dim(%arg0: memref<?x4xf32>, %arg1: memref<*xf32>, %arg2: index) {
// CHECK-NEXT: %dim = memref.dim %arg0, %arg2 : memref<?x4xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %arg2 : memref<*xf32>
// CHECK-NEXT: %dim_1 = memref.dim {foo} %arg0, %arg2 : memref<?x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// memref.dim on ranked and unranked memrefs.

func.func @dim(%m: memref<?x4xf32>, %u: memref<*xf32>, %i: index) {
  %0 = memref.dim %m, %i : memref<?x4xf32>
  %1 = memref.dim %u, %i : memref<*xf32>
  %2 = memref.dim {foo} %m, %i : memref<?x4xf32>
  return
}
