// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// COMPARE: mlir-opt-22

// bufferization.dealloc by MLIR's declarative format: the optional memrefs-and-conditions and
// retain groups (either, both or none), the attribute dictionary last, the results (one i1 per
// retained value) inferred, unranked memrefs and no spaces in the input.

// CHECK-LABEL: func.func @dealloc
// CHECK-NEXT: %0 = bufferization.dealloc (%arg0, %arg1 : memref<?xf32>, memref<4x6xf32>) if (%arg2, %arg2) retain (%arg0 : memref<?xf32>) {foo = 1 : i32}
// CHECK-NEXT: bufferization.dealloc (%arg4 : memref<*xf32>) if (%arg2)
// CHECK-NEXT: %1:2 = bufferization.dealloc retain (%arg0, %arg3 : memref<?xf32>, memref<2xf32>)
// CHECK-NEXT: bufferization.dealloc {bar}
// CHECK-NEXT: %2 = bufferization.dealloc (%arg0 : memref<?xf32>) if (%arg2) retain (%arg3 : memref<2xf32>)
// CHECK-NEXT: return %0, %1#0, %1#1, %2 : i1, i1, i1, i1

// GENERIC: "bufferization.dealloc"(%arg0, %arg1, %arg2, %arg2, %arg0) <{operandSegmentSizes = array<i32: 2, 2, 1>}> {foo = 1 : i32} : (memref<?xf32>, memref<4x6xf32>, i1, i1, memref<?xf32>) -> i1
// GENERIC: "bufferization.dealloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> {bar} : () -> ()

func.func @dealloc(%m: memref<?xf32>, %a: memref<4x6xf32>, %c: i1, %r: memref<2xf32>, %u: memref<*xf32>) -> (i1, i1, i1, i1) {
  %0 = bufferization.dealloc (%m, %a : memref<?xf32>, memref<4x6xf32>) if (%c, %c) retain (%m : memref<?xf32>) {foo = 1 : i32}
  bufferization.dealloc (%u : memref<*xf32>) if (%c)
  %1:2 = bufferization.dealloc retain (%m, %r : memref<?xf32>, memref<2xf32>)
  bufferization.dealloc {bar}
  %2 = bufferization.dealloc(%m:memref<?xf32>)if(%c)retain(%r:memref<2xf32>)
  return %0, %1#0, %1#1, %2 : i1, i1, i1, i1
}
