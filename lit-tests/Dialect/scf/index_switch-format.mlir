// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// COMPARE: mlir-opt-22

// scf.index_switch by MLIR's declarative format with custom<SwitchCases>: each case on its own
// line with its scf.yield, the default region's empty scf.yield left out (and added when
// missing), the result types after '->', negative case values, the generic form.

// CHECK-LABEL: func.func @index_switch
// CHECK-NEXT: %0 = scf.index_switch %arg0 {foo} -> i32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: case -5 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.index_switch %arg0 -> i32, index
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg1, %arg0 : i32, index
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: case 3 {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32

// GENERIC: "scf.index_switch"(%arg0) <{cases = array<i64: 2, -5>}> ({
// GENERIC: "scf.index_switch"(%arg0) <{cases = array<i64>}> ({

func.func @index_switch(%i: index, %a: i32) -> i32 {
  %0 = scf.index_switch %i {foo} -> i32
  case 2 {
    scf.yield %a : i32
  }
  case -5 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  default {
    scf.yield %a : i32
  }
  scf.index_switch %i
  default {
  }
  scf.index_switch %i case 1 { scf.yield } default { scf.yield }
  %1:2 = scf.index_switch %i -> i32, index default { scf.yield %a, %i : i32, index }
  "scf.index_switch"(%i) <{cases = array<i64: 3>}> ({ scf.yield }, { scf.yield }) : (index) -> ()
  return %0 : i32
}
