// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

func.func @casts(%arg0: i32, %arg1: f32, %arg2: memref<4xf32>) -> (i64, index) {
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %1:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to i64, index
  %2 = builtin.unrealized_conversion_cast to i8
  %3 = builtin.unrealized_conversion_cast %arg2 : memref<4xf32> to tensor<4xf32>
  %4 = builtin.unrealized_conversion_cast %arg0, %arg1, %arg2 : i32, f32, memref<4xf32> to i1
  %5 = builtin.unrealized_conversion_cast %arg0 : i32 to index {test.attr = 1 : i64}
  return %0, %5 : i64, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @casts(%arg0: i32, %arg1: f32, %arg2: memref<4xf32>) -> (i64, index) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:     %1:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to i64, index
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast to i8
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %arg2 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %arg0, %arg1, %arg2 : i32, f32, memref<4xf32> to i1
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %arg0 : i32 to index {test.attr = 1 : i64}
// CHECK-NEXT:     return %0, %5 : i64, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
