// COMPARE: mlir-opt-22
// RUN: jopt %s --canonicalize | FileCheck %s

// arith.select's folder on an equality test of its own operands (MLIR's SelectOp::fold):
// select (a == b), a, b is b; select (a != b), a, b is a; either operand order.

// CHECK-LABEL: func @select_of_cmp(%arg0: index, %arg1: index)
// CHECK-NEXT: return %arg1, %arg0, %arg0 : index, index, index
func.func @select_of_cmp(%a: index, %b: index) -> (index, index, index) {
  %eq = arith.cmpi eq, %a, %b : index
  %ne = arith.cmpi ne, %a, %b : index
  %x = arith.select %eq, %a, %b : index
  %y = arith.select %ne, %a, %b : index
  %z = arith.select %eq, %b, %a : index
  return %x, %y, %z : index, index, index
}
