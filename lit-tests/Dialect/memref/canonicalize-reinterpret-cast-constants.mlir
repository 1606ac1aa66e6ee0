// COMPARE: mlir-opt-22
// RUN: jopt %s -canonicalize | FileCheck %s

// memref.reinterpret_cast's constant folder: a dynamic offset, size or stride that is a
// constant, or that the result type states, becomes static; the new reinterpret_cast (a
// strided layout) is cast back to the old type. Then memref.dim of it folds.

// CHECK-LABEL: func @constants
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[R:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [3], strides: [1] : memref<8xf32> to memref<3xf32, strided<[1]>>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[R]] : memref<3xf32, strided<[1]>> to memref<?xf32>
// CHECK: memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [2, 4], strides: [4, 1] : memref<8xf32> to memref<2x4xf32, strided<[4, 1], offset: ?>>
// CHECK: return %[[C]], %{{.*}}, %[[C3]]
func.func @constants(%m: memref<8xf32>, %o: index) -> (memref<?xf32>, memref<2x?xf32, strided<[?, 1], offset: ?>>, index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%c3], strides: [1] : memref<8xf32> to memref<?xf32>
  %s = memref.reinterpret_cast %m to offset: [%o], sizes: [2, %c4], strides: [%c4, 1] : memref<8xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  %d = memref.dim %r, %c0 : memref<?xf32>
  return %r, %s, %d : memref<?xf32>, memref<2x?xf32, strided<[?, 1], offset: ?>>, index
}
