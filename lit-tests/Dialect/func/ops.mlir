// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

func.func private @external(i32, f32) -> (i32, i64)
func.func private @external_no_results(memref<?xf32>)
func.func private @external_arg_attrs(i32 {test.a}, f32 {test.b = 2 : i64}) -> (i32 {test.r})
func.func private @external_named(%a: i32, %b: index) -> f32
func.func nested @nested_vis() {
  return
}
func.func public @public_vis() {
  return
}
func.func @empty() {
  return
}
func.func @single_result(%x: i32) -> i32 {
  return %x : i32
}
func.func @paren_result(%x: i32) -> (i32) {
  return %x : i32
}
func.func @multi_result(%x: i32, %y: f32) -> (i32, f32) {
  return %x, %y : i32, f32
}
func.func @arg_attrs(%arg0: memref<2xf32> {deallocation.restrict = true}, %arg1: i32 {test.x, test.y = "s"}) -> (i32 {test.res}, f32) attributes {llvm.emit_c_interface, test.z = [1, 2]} {
  %c = arith.constant 1.0 : f32
  return %arg1, %c : i32, f32
}
func.func @with_attrs() attributes {test.unit} {
  return
}
func.func @calls(%a: i32, %b: f32) -> (i32, i64) {
  %0:2 = call @external(%a, %b) : (i32, f32) -> (i32, i64)
  %1:2 = func.call @external(%0#0, %b) : (i32, f32) -> (i32, i64)
  call @empty() : () -> ()
  %2 = call @single_result(%a) {test.attr} : (i32) -> i32
  return %2, %1#1 : i32, i64
}
func.func @indirect(%a: i32) -> i32 {
  %f = constant @single_result : (i32) -> i32
  %0 = call_indirect %f(%a) : (i32) -> i32
  %g = func.constant @calls : (i32, f32) -> (i32, i64)
  return %0 : i32
}
func.func @func_type_arg(%f: (i32) -> i32, %a: i32) -> i32 {
  %0 = func.call_indirect %f(%a) : (i32) -> i32
  return %0 : i32
}
func.func @multi_block(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  return %a : i32
^bb2(%x: i32):
  return %x : i32
}
func.func @region_in_body() {
  "test.region"() ({
  ^bb0(%z: i32):
    "test.yield"() : () -> ()
  }) : () -> ()
  return
}
func.func @no_inline_attr() attributes {no_inline} {
  call @no_inline_attr() {no_inline} : () -> ()
  return
}
func.func @function_result() -> ((i32) -> i32) {
  %f = constant @single_result : (i32) -> i32
  return %f : (i32) -> i32
}

// CHECK: module {
// CHECK-NEXT:   func.func private @external(i32, f32) -> (i32, i64)
// CHECK-NEXT:   func.func private @external_no_results(memref<?xf32>)
// CHECK-NEXT:   func.func private @external_arg_attrs(i32 {test.a}, f32 {test.b = 2 : i64}) -> (i32 {test.r})
// CHECK-NEXT:   func.func private @external_named(i32, index) -> f32
// CHECK-NEXT:   func.func nested @nested_vis() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func public @public_vis() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @empty() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @single_result(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @paren_result(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @multi_result(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT:     return %arg0, %arg1 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @arg_attrs(%arg0: memref<2xf32> {deallocation.restrict = true}, %arg1: i32 {test.x, test.y = "s"}) -> (i32 {test.res}, f32) attributes {llvm.emit_c_interface, test.z = [1, 2]} {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     return %arg1, %cst : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @with_attrs() attributes {test.unit} {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @calls(%arg0: i32, %arg1: f32) -> (i32, i64) {
// CHECK-NEXT:     %0:2 = call @external(%arg0, %arg1) : (i32, f32) -> (i32, i64)
// CHECK-NEXT:     %1:2 = call @external(%0#0, %arg1) : (i32, f32) -> (i32, i64)
// CHECK-NEXT:     call @empty() : () -> ()
// CHECK-NEXT:     %2 = call @single_result(%arg0) {test.attr} : (i32) -> i32
// CHECK-NEXT:     return %2, %1#1 : i32, i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @indirect(%arg0: i32) -> i32 {
// CHECK-NEXT:     %f = constant @single_result : (i32) -> i32
// CHECK-NEXT:     %0 = call_indirect %f(%arg0) : (i32) -> i32
// CHECK-NEXT:     %f_0 = constant @calls : (i32, f32) -> (i32, i64)
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @func_type_arg(%arg0: (i32) -> i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = call_indirect %arg0(%arg1) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @multi_block(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @region_in_body() {
// CHECK-NEXT:     "test.region"() ({
// CHECK-NEXT:     ^bb0(%arg0: i32):
// CHECK-NEXT:       "test.yield"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @no_inline_attr() attributes {no_inline} {
// CHECK-NEXT:     call @no_inline_attr() {no_inline} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @function_result() -> ((i32) -> i32) {
// CHECK-NEXT:     %f = constant @single_result : (i32) -> i32
// CHECK-NEXT:     return %f : (i32) -> i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
