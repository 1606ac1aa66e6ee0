// COMPARE: mlir-opt-22
// RUN: jopt %s --canonicalize | FileCheck %s

// scf.if's folder (MLIR's IfOp::fold): an if on `xori %c, true` with an else region becomes an
// if on %c with the regions swapped. A comparison with false stays as it is.

// CHECK-LABEL: func @negated
// CHECK: %[[P:.*]] = arith.cmpi eq, %arg0, %false : i1
// CHECK-NEXT: scf.if %[[P]] -> (f32) {
// CHECK-NEXT: arith.addf
// CHECK: scf.if %arg0 -> (f32) {
// CHECK-NEXT: arith.mulf
// CHECK: } else {
// CHECK-NEXT: arith.addf
// CHECK-NOT: arith.xori
func.func @negated(%c: i1, %a: f32, %b: f32) -> (f32, f32) {
  %false = arith.constant false
  %true = arith.constant true
  %p = arith.cmpi eq, %false, %c : i1
  %r = scf.if %p -> f32 {
    %x = arith.addf %a, %b : f32
    scf.yield %x : f32
  } else {
    %y = arith.mulf %a, %b : f32
    scf.yield %y : f32
  }
  %q = arith.xori %c, %true : i1
  %s = scf.if %q -> f32 {
    %x = arith.addf %a, %b : f32
    scf.yield %x : f32
  } else {
    %y = arith.mulf %a, %b : f32
    scf.yield %y : f32
  }
  return %r, %s : f32, f32
}
