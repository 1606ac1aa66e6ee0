// COMPARE: mlir-opt-22
// RUN: jopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// affine.linearize_index's `disjoint` is a UnitProp, not an attribute: the generic form always
// writes it, `disjoint` when set and `disjoint = false` when not, among the other properties by
// name; a property dictionary may give it as a unit or a bool attribute.

// GENERIC-LABEL: "func.func"
// GENERIC: "affine.linearize_index"(%arg0, %arg1) <{disjoint, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 3, 5>}>
// GENERIC: "affine.linearize_index"(%arg0, %arg1) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 3, 5>}>
// GENERIC: "affine.linearize_index"(%arg1, %arg0, %arg2) <{disjoint = false, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: 7, -9223372036854775808>}>
// GENERIC: "affine.linearize_index"(%arg0, %arg1) <{disjoint, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 2, 9>}>
// GENERIC: "affine.linearize_index"(%arg0, %arg1) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 2, 9>}>
// GENERIC: "affine.linearize_index"(%arg1, %arg0) <{disjoint, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 6, 4>}>

// CHECK-LABEL: func.func @linearize
// CHECK: affine.linearize_index disjoint [%arg0, %arg1] by (3, 5) : index
// CHECK: affine.linearize_index [%arg0, %arg1] by (3, 5) : index
// CHECK: affine.linearize_index [%arg1, %arg0] by (7, %arg2) : index
// CHECK: affine.linearize_index disjoint [%arg0, %arg1] by (2, 9) : index
// CHECK: affine.linearize_index [%arg0, %arg1] by (2, 9) : index
// CHECK: affine.linearize_index disjoint [%arg1, %arg0] by (6, 4) : index
func.func @linearize(%i: index, %j: index, %n: index) -> (index, index, index, index, index, index) {
  %a = affine.linearize_index disjoint [%i, %j] by (3, 5) : index
  %b = affine.linearize_index [%i, %j] by (3, 5) : index
  %c = affine.linearize_index [%j, %i] by (7, %n) : index
  %d = "affine.linearize_index"(%i, %j) <{disjoint = true, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 2, 9>}> : (index, index) -> index
  %e = "affine.linearize_index"(%i, %j) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 2, 9>}> : (index, index) -> index
  %f = "affine.linearize_index"(%j, %i) <{disjoint = unit, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 6, 4>}> : (index, index) -> index
  return %a, %b, %c, %d, %e, %f : index, index, index, index, index, index
}
