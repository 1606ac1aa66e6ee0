// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

func.func @constants() {
  %0 = arith.constant 0 : index
  %1 = arith.constant 1 : index
  %2 = arith.constant -5 : index
  %3 = arith.constant 42 : i32
  %4 = arith.constant -1 : i32
  %5 = arith.constant 0 : i64
  %6 = arith.constant 255 : i8
  %7 = arith.constant -128 : i8
  %8 = arith.constant 18446744073709551615 : i64
  %9 = arith.constant 12345678901234567890123 : i128
  %10 = arith.constant true
  %11 = arith.constant false
  %12 = arith.constant 1 : i1
  %13 = arith.constant 0 : i1
  %14 = arith.constant 1.0 : f32
  %15 = arith.constant 1.5 : f64
  %16 = arith.constant 0.0 : f16
  %17 = arith.constant -0.0 : f32
  %18 = arith.constant 0.1 : f32
  %19 = arith.constant 1.0e10 : f64
  %20 = arith.constant 0x7FC00000 : f32
  %21 = arith.constant 0xFF800000 : f32
  %22 = arith.constant 3.0 : bf16
  %23 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %24 = arith.constant dense<1.0> : vector<4xf32>
  %25 = arith.constant dense<true> : vector<2xi1>
  %26 = arith.constant dense<0> : tensor<2x3xindex>
  %27 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %28 = arith.constant 42 : i32
  %29 = arith.constant 0 : index
  %30 = arith.constant 7 : i17
  %31 = arith.constant 2.5e-3 : f32
  %32 = arith.constant {test.attr} 5 : i32
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (index, index, index, i32, i32, i64, i8, i8, i64, i128) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @constants() {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c-5 = arith.constant -5 : index
// CHECK-NEXT:     %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:     %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:     %c12345678901234567890123_i128 = arith.constant 12345678901234567890123 : i128
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true_0 = arith.constant true
// CHECK-NEXT:     %false_1 = arith.constant false
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_2 = arith.constant 1.500000e+00 : f64
// CHECK-NEXT:     %cst_3 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:     %cst_4 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:     %cst_5 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT:     %cst_6 = arith.constant 1.000000e+10 : f64
// CHECK-NEXT:     %cst_7 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     %cst_8 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:     %cst_9 = arith.constant 3.000000e+00 : bf16
// CHECK-NEXT:     %cst_10 = arith.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT:     %cst_11 = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %cst_12 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT:     %cst_13 = arith.constant dense<0> : tensor<2x3xindex>
// CHECK-NEXT:     %cst_14 = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>
// CHECK-NEXT:     %c42_i32_15 = arith.constant 42 : i32
// CHECK-NEXT:     %c0_16 = arith.constant 0 : index
// CHECK-NEXT:     %c7_i17 = arith.constant 7 : i17
// CHECK-NEXT:     %cst_17 = arith.constant 2.500000e-03 : f32
// CHECK-NEXT:     %c5_i32 = arith.constant {test.attr} 5 : i32
// CHECK-NEXT:     "test.use"(%c0, %c1, %c-5, %c42_i32, %c-1_i32, %c0_i64, %c-1_i8, %c-128_i8, %c-1_i64, %c12345678901234567890123_i128) : (index, index, index, i32, i32, i64, i8, i8, i64, i128) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
