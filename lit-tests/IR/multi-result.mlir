// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

func.func @multi(%a: i32) -> (i32, f32, index) {
  %0:3 = "test.three"(%a) : (i32) -> (i32, f32, index)
  %1:2 = "test.two"(%0#0, %0#2) : (i32, index) -> (f32, f32)
  %2 = "test.one"(%1#1, %0#1) : (f32, f32) -> f32
  %3:2 = "test.two"() : () -> (i32, i32)
  "test.use"(%3#1, %3#0) : (i32, i32) -> ()
  %4:2 = builtin.unrealized_conversion_cast %a, %2 : i32, f32 to i64, index
  "test.zero"() : () -> ()
  return %0#0, %2, %4#1 : i32, f32, index
}
func.func @multi_named_constants() -> (i32, i32) {
  %c = arith.constant 1 : i32
  %0:2 = "test.pair"(%c) : (i32) -> (i32, i32)
  return %0#1, %0#0 : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @multi(%arg0: i32) -> (i32, f32, index) {
// CHECK-NEXT:     %0:3 = "test.three"(%arg0) : (i32) -> (i32, f32, index)
// CHECK-NEXT:     %1:2 = "test.two"(%0#0, %0#2) : (i32, index) -> (f32, f32)
// CHECK-NEXT:     %2 = "test.one"(%1#1, %0#1) : (f32, f32) -> f32
// CHECK-NEXT:     %3:2 = "test.two"() : () -> (i32, i32)
// CHECK-NEXT:     "test.use"(%3#1, %3#0) : (i32, i32) -> ()
// CHECK-NEXT:     %4:2 = builtin.unrealized_conversion_cast %arg0, %2 : i32, f32 to i64, index
// CHECK-NEXT:     "test.zero"() : () -> ()
// CHECK-NEXT:     return %0#0, %2, %4#1 : i32, f32, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @multi_named_constants() -> (i32, i32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0:2 = "test.pair"(%c1_i32) : (i32) -> (i32, i32)
// CHECK-NEXT:     return %0#1, %0#0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
