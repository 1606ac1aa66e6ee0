// affine.parallel verifies the kinds of its bound operands, not their count (as MLIR's does):
// a bound map with more inputs than there are operands prints <<UNKNOWN SSA VALUE>> for the
// missing one, as mlir-opt-22 does when it does not crash (it reads past the operand list;
// jopt's printer failed on it: found by the front-door fuzzer). Not compared with mlir-opt-22,
// and not under Dialect/, whose outputs must read back.
// RUN: jopt %s | FileCheck %s

// CHECK: affine.parallel (%{{.*}}) = (max(0, %{{.*}} - 2)) to (min(%{{.*}}, 100, <<UNKNOWN SSA VALUE>> * 2))
func.func @short(%a: index, %b: index) {
  "affine.parallel"(%a, %b) <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<(d0) -> (0, d0 - 2)>, reductions = [], steps = [1], upperBoundsGroups = dense<3> : tensor<1xi32>, upperBoundsMap = affine_map<(d0, d1) -> (d0, 100, d1 * 2)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index, index) -> ()
  return
}
