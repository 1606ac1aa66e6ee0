// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> (i32), sym_name = "generic", arg_attrs = [{test.a}, {}]}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %1 = "arith.addi"(%arg0, %0) : (i32, i32) -> i32
    %2 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %3 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %4 = "arith.cmpi"(%2, %1) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %5 = "arith.cmpf"(%3, %arg1) <{predicate = 1 : i64}> : (f32, f32) -> i1
    %6 = "arith.select"(%4, %1, %2) : (i1, i32, i32) -> i32
    %7:2 = "test.multi"(%6) {test.attr = [1, 2, 3]} : (i32) -> (i32, f32)
    "cf.cond_br"(%5, %7#0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%8: i32):
    "cf.assert"(%4) <{msg = "generic assert"}> : (i1) -> ()
    "func.return"(%8) : (i32) -> ()
  ^bb2:
    %9 = "func.call"(%6, %arg1) <{callee = @generic}> : (i32, f32) -> i32
    "cf.br"(%9)[^bb1] : (i32) -> ()
  }) {test.discardable} : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "decl", sym_visibility = "private"}> ({
  }) : () -> ()
  %c = "arith.constant"() {value = 1 : index} : () -> index
  "test.op"(%c) : (index) -> ()
}) {test.module_attr} : () -> ()

// CHECK: module attributes {test.module_attr} {
// CHECK-NEXT:   func.func @generic(%arg0: i32 {test.a}, %arg1: f32) -> i32 attributes {test.discardable} {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c7_i32 : i32
// CHECK-NEXT:     %1 = arith.addi %0, %c7_i32 overflow<nsw> : i32
// CHECK-NEXT:     %2 = arith.mulf %arg1, %arg1 fastmath<fast> : f32
// CHECK-NEXT:     %3 = arith.cmpi sgt, %1, %0 : i32
// CHECK-NEXT:     %4 = arith.cmpf oeq, %2, %arg1 : f32
// CHECK-NEXT:     %5 = arith.select %3, %0, %1 : i32
// CHECK-NEXT:     %6:2 = "test.multi"(%5) {test.attr = [1, 2, 3]} : (i32) -> (i32, f32)
// CHECK-NEXT:     cf.cond_br %4, ^bb1(%6#0 : i32), ^bb2
// CHECK-NEXT:   ^bb1(%7: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     cf.assert %3, "generic assert"
// CHECK-NEXT:     return %7 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %8 = call @generic(%5, %arg1) : (i32, f32) -> i32
// CHECK-NEXT:     cf.br ^bb1(%8 : i32)
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @decl(index)
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   "test.op"(%c1) : (index) -> ()
// CHECK-NEXT: }
