// RUN: jopt %s --mlir-print-debuginfo | FileCheck %s
// MLIR 22's FileLineColRange: a line alone (column 0), a range on one line, a range over lines.

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("b.mlir":22)
  %1 = arith.addi %0, %a : i32 loc("b.mlir":22:3 to :7)
  %2 = arith.addi %1, %a : i32 loc("b.mlir":22:3 to 24:7)
  return %2 : i32
}

// CHECK-DAG: loc("b.mlir":22:0)
// CHECK-DAG: loc("b.mlir":22:3 to :7)
// CHECK-DAG: loc("b.mlir":22:3 to 24:7)
