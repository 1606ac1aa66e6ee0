// COMPARE: mlir-opt-22
// RUN: jopt %s -convert-bufferization-to-memref | FileCheck %s

// convert-bufferization-to-memref: bufferization.clone is memref.alloc (sized by memref.dim for
// dynamic dimensions) and memref.copy; a bufferization.dealloc is lowered as
// bufferization-lower-deallocations lowers it.

// CHECK-LABEL: func @clones(
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %[[A]]
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D:.*]] = memref.dim %arg1, %[[C0]]
// CHECK-NEXT: %[[B:.*]] = memref.alloc(%[[D]]) : memref<?x8xf32>
// CHECK-NEXT: memref.copy %arg1, %[[B]]
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @clones(%m: memref<4xf32>, %n: memref<?x8xf32>) -> (memref<4xf32>, memref<?x8xf32>) {
  %a = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %b = bufferization.clone %n : memref<?x8xf32> to memref<?x8xf32>
  return %a, %b : memref<4xf32>, memref<?x8xf32>
}

// CHECK-LABEL: func @deallocs(
// CHECK: call @dealloc_helper
// CHECK-LABEL: func private @dealloc_helper
func.func @deallocs(%m: memref<4xf32>, %n: memref<?xf32>, %c: i1, %d: i1) {
  bufferization.dealloc (%m, %n : memref<4xf32>, memref<?xf32>) if (%c, %d)
  return
}
