// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

func.func private @g(i32) -> i32
func.func @props(%a: i32, %f: (i32) -> i32) -> i32 attributes {no_inline} {
  %0 = call @g(%a) {no_inline} : (i32) -> i32
  %1 = call @g(%0) {arg_attrs = [{test.a}], res_attrs = [{test.r}]} : (i32) -> i32
  %2 = call_indirect %f(%1) {arg_attrs = [{}], res_attrs = [{}], no_inline} : (i32) -> i32
  %3 = "func.call"(%2) <{callee = @g, no_inline}> : (i32) -> i32
  %4 = func.constant {test.c} @g : (i32) -> i32
  return {test.ret} %3 : i32
}
func.func private @loc_args(i32 loc("x"), f32)

// CHECK: module {
// CHECK-NEXT:   func.func private @g(i32) -> i32
// CHECK-NEXT:   func.func @props(%arg0: i32, %arg1: (i32) -> i32) -> i32 attributes {no_inline} {
// CHECK-NEXT:     %0 = call @g(%arg0) {no_inline} : (i32) -> i32
// CHECK-NEXT:     %1 = call @g(%0) {arg_attrs = [{test.a}], res_attrs = [{test.r}]} : (i32) -> i32
// CHECK-NEXT:     %2 = call_indirect %arg1(%1) {arg_attrs = [{}], no_inline, res_attrs = [{}]} : (i32) -> i32
// CHECK-NEXT:     %3 = call @g(%2) {no_inline} : (i32) -> i32
// CHECK-NEXT:     %f = constant {test.c} @g : (i32) -> i32
// CHECK-NEXT:     return {test.ret} %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @loc_args(i32, f32)
// CHECK-NEXT: }
