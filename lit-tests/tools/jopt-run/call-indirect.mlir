// func.constant and func.call_indirect in jopt-run; the CHECK line is what mlir-runner-22 prints
// for this file lowered by `mlir-opt-22 -test-lower-to-llvm`.
// RUN: jopt-run %s -e main -entry-point-result=void | FileCheck %s --match-full-lines
func.func @twice(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func @main() {
  %f = func.constant @twice : (i32) -> i32
  %c = arith.constant 21 : i32
  %r = func.call_indirect %f(%c) : (i32) -> i32
  vector.print %r : i32
  // CHECK: 42
  return
}
