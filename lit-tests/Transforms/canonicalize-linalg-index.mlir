// RUN: jopt %s --canonicalize | FileCheck %s
// COMPARE: mlir-opt-22

// linalg.index along a loop of static extent 1 folds to 0 (and 0 + j to j); the others stay.

// CHECK-LABEL: func @unit_loops
// CHECK: linalg.generic
// CHECK-NEXT: ^bb0
// CHECK-NEXT: %[[I:.*]] = linalg.index 1 : index
// CHECK-NEXT: linalg.yield %[[I]] : index
func.func @unit_loops(%out: memref<1x3xindex>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]} outs(%out : memref<1x3xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    linalg.yield %s : index
  }
  return
}
