// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// COMPARE: mlir-opt-22

// cf.switch by MLIR's declarative format with custom<SwitchOpCases>: the default and each case
// on its own line, the case values printed zero-extended to the flag's width, the case operands
// split by case_operand_segments (left out of the attribute dictionary), no cases, the generic
// form.

// CHECK-LABEL: func.func @switch
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 42: ^bb2(%arg1, %arg2 : i32, f32),
// CHECK-NEXT: 4294967289: ^bb3
// CHECK-NEXT: ] {foo}
// CHECK-NEXT: ^bb1(%0: i32):
// CHECK-NEXT: cf.switch %arg3 : i8, [
// CHECK-NEXT: default: ^bb3]
// CHECK-NEXT: ^bb2(%1: i32, %2: f32):
// CHECK-NEXT: cf.switch %arg3 : i8, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 200: ^bb3,
// CHECK-NEXT: 255: ^bb1(%arg1 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3]

// GENERIC: "cf.switch"({{.*}})[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 2, 0>, case_values = dense<[42, -7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> {foo} : (i32, i32, i32, f32) -> ()
// GENERIC: "cf.switch"({{.*}})[^bb3, ^bb3, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[-56, -1]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i8, i32) -> ()

func.func @switch(%flag: i32, %a: i32, %b: f32, %c: i8) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%a, %b : i32, f32),
    -7: ^bb3
  ] {foo}
^bb1(%x: i32):
  cf.switch %c : i8, [ default: ^bb3 ]
^bb2(%y: i32, %z: f32):
  cf.switch %c : i8, [default:^bb3, 200: ^bb3, -1: ^bb1(%a:i32)]
^bb3:
  "cf.switch"(%flag) [^bb3] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
}

// (-1 : i64 prints as 18446744073709551615, which neither tool reads back: not in the round trip.)

// CHECK-LABEL: func.func @wide_and_narrow
// CHECK-NEXT: cf.switch %arg0 : i64, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 5: ^bb2(%arg2 : i32),
// CHECK-NEXT: 9223372036854775807: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.switch %arg1 : i1, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb2(%arg2 : i32),
// CHECK-NEXT: 0: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2(%0: i32):
// CHECK-NEXT: cf.switch %arg1 : i1, [
// CHECK-NEXT: default: ^bb1]

func.func @wide_and_narrow(%flag: i64, %b: i1, %a: i32) {
  cf.switch %flag : i64, [default: ^bb1, 5: ^bb2(%a : i32), 9223372036854775807: ^bb1]
^bb1:
  cf.switch %b : i1, [default: ^bb1, 1: ^bb2(%a : i32), 0: ^bb1]
^bb2(%x: i32):
  cf.switch %b : i1, [default: ^bb1] {case_operand_segments = array<i32>}
}
