// RUN: not jopt-run %s --args=3,5 2>&1 | FileCheck %s
// RUN: jopt-run %s --args=2,5 | FileCheck %s --check-prefix=OK

// memref.expand_shape whose output sizes do not multiply to the source dimension is undefined
// behaviour: jopt-run reports it at the op.

func.func @main(%a: index, %b: index) -> index {
  %m = memref.alloc() : memref<10xf32>
  %d = memref.cast %m : memref<10xf32> to memref<?xf32>
  // CHECK: expand-shape-sizes.mlir:[[# @LINE + 1]]:8: error: expand_shape of dimension 0 of size 10 into sizes [3, 5]
  %e = memref.expand_shape %d [[0, 1]] output_shape [%a, %b] : memref<?xf32> into memref<?x?xf32>
  %c1 = arith.constant 1 : index
  %n = memref.dim %e, %c1 : memref<?x?xf32>
  memref.dealloc %m : memref<10xf32>
  return %n : index
}
// OK: result #0: 5 : index
