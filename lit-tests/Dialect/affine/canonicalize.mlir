// COMPARE: mlir-opt-22
// RUN: jopt %s -canonicalize | FileCheck %s

// Canonicalization of affine.apply as mlir-opt-22: the affine.apply ops defining operands are
// composed in, dims that are valid symbols (function arguments, top-level values, dims of them)
// become symbols, constants fold into the map, duplicate and unused operands go, the map is
// simplified (dims, then symbols, then the constant); a map that is one operand or constant folds.
// Inside an scf.for, the induction variable and the iter_arg stay dims.

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 6 + s1 * 4 + 1)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 * 2 + 5)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 * 2)>
// CHECK: #map3 = affine_map<(d0, d1)[s0] -> (d0 * 2 + d1 + s0)>
// CHECK: #map4 = affine_map<()[s0, s1] -> (-s0 + s1)>
// CHECK: module {
// CHECK-LABEL: func.func @compose(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg0]
// CHECK-NEXT: return %0 : index
// CHECK-LABEL: func.func @fold_constants() -> index {
// CHECK-NEXT: %c14 = arith.constant 14 : index
// CHECK-NEXT: return %c14 : index
// CHECK-LABEL: func.func @identity(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-LABEL: func.func @partial_constant(%arg0: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map1()[%arg0]
// CHECK-NEXT: return %0 : index
// CHECK-LABEL: func.func @duplicates_and_unused(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map2()[%arg0]
// CHECK-NEXT: return %0 : index
// CHECK-LABEL: func.func @in_loop(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (index) {
// CHECK-NEXT: %1 = affine.apply #map3(%arg3, %arg2)[%arg0]
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-LABEL: func.func @dim_symbol(%arg0: tensor<?xf32>, %arg1: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: %0 = affine.apply #map4()[%dim, %arg1]
// CHECK-NEXT: return %0 : index

func.func @compose(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 * 2)>(%a)[%b]
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1 + 1)>(%0, %a)
  return %1 : index
}
func.func @fold_constants() -> index {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * s0 + 2)>(%c3)[%c4]
  return %0 : index
}
func.func @identity(%a: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0)>(%a)
  return %0 : index
}
func.func @partial_constant(%a: index) -> index {
  %c5 = arith.constant 5 : index
  %0 = affine.apply affine_map<(d0, d1) -> (d1 + d0 + d1)>(%c5, %a)
  return %0 : index
}
func.func @duplicates_and_unused(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<()[s0, s1, s2] -> (s0 + s2)>()[%a, %b, %a]
  return %0 : index
}
func.func @in_loop(%a: index, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (index) {
    %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%a]
    %1 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 2)>(%0, %acc)
    scf.yield %1 : index
  }
  return %r : index
}
func.func @dim_symbol(%t: tensor<?xf32>, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %0 = affine.apply affine_map<(d0, d1) -> (d1 - d0)>(%d, %b)
  return %0 : index
}
