// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

func.func @exact(%a: i32, %b: i32, %v: vector<4xi8>) {
  %0 = arith.divsi %a, %b exact : i32
  %1 = arith.divui %a, %b exact : i32
  %2 = arith.shrsi %a, %b exact : i32
  %3 = arith.shrui %v, %v exact : vector<4xi8>
  %4 = arith.divsi %a, %b {isExact} : i32
  %5 = arith.divui %a, %b exact {test.x} : i32
  return
}
func.func @cast_flags(%a: i32, %f: f32, %d: f64, %v: vector<2xf32>) {
  %0 = arith.trunci %a overflow<nuw> : i32 to i16
  %1 = arith.trunci %a overflow<none> : i32 to i16
  %2 = arith.extf %f fastmath<none> : f32 to f64
  %3 = arith.extf %f fastmath<contract> : f32 to f64
  %4 = arith.truncf %d to_nearest_even : f64 to f32
  %5 = arith.truncf %d downward : f64 to f32
  %6 = arith.truncf %d upward fastmath<fast> : f64 to f32
  %7 = arith.truncf %d toward_zero : f64 to f32
  %8 = arith.truncf %d to_nearest_away : f64 to bf16
  %9 = arith.truncf %d fastmath<none> : f64 to f16
  %10 = arith.truncf %v : vector<2xf32> to vector<2xf16>
  return
}
func.func @scaling(%x: f32, %s: f8E8M0FNU, %y: f8E5M2, %v: vector<4xf8E4M3FN>, %vs: vector<4xf8E8M0FNU>) {
  %0 = arith.scaling_extf %y, %s : f8E5M2, f8E8M0FNU to f32
  %1 = arith.scaling_extf %v, %vs fastmath<nnan> : vector<4xf8E4M3FN>, vector<4xf8E8M0FNU> to vector<4xf16>
  %2 = arith.scaling_truncf %x, %s : f32, f8E8M0FNU to f8E5M2
  %3 = arith.scaling_truncf %x, %s downward fastmath<fast> : f32, f8E8M0FNU to f8E5M2
  %4 = arith.scaling_truncf %x, %s toward_zero {test.x} : f32, f8E8M0FNU to f8E5M2
  return
}
func.func @generic(%a: i32, %f: f32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  %1 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %2 = "arith.addf"(%f, %f) {fastmath = #arith.fastmath<nnan>} : (f32, f32) -> f32
  %3 = "arith.cmpi"(%a, %a) <{predicate = 4 : i64}> : (i32, i32) -> i1
  %4 = "arith.cmpf"(%f, %f) {predicate = 2 : i64} : (f32, f32) -> i1
  %5 = "arith.truncf"(%f) <{roundingmode = 3 : i32}> : (f32) -> f16
  %6 = "arith.constant"() <{value = 7 : i32}> : () -> i32
  %7 = "arith.divsi"(%a, %a) <{isExact}> : (i32, i32) -> i32
  %8 = "arith.select"(%3, %a, %a) : (i1, i32, i32) -> i32
  return
}
func.func @shapes(%t: tensor<4xi32>, %u: tensor<?xi32>, %w: tensor<*xi32>, %sv: vector<[4]xi32>) {
  %0 = arith.addi %t, %t : tensor<4xi32>
  %3 = arith.extsi %sv : vector<[4]xi32> to vector<[4]xi64>
  %4 = arith.cmpi eq, %w, %w : tensor<*xi32>
  %5 = "arith.extui"(%u) : (tensor<?xi32>) -> tensor<?xi64>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @exact(%arg0: i32, %arg1: i32, %arg2: vector<4xi8>) {
// CHECK-NEXT:     %0 = arith.divsi %arg0, %arg1 exact : i32
// CHECK-NEXT:     %1 = arith.divui %arg0, %arg1 exact : i32
// CHECK-NEXT:     %2 = arith.shrsi %arg0, %arg1 exact : i32
// CHECK-NEXT:     %3 = arith.shrui %arg2, %arg2 exact : vector<4xi8>
// CHECK-NEXT:     %4 = arith.divsi %arg0, %arg1 exact : i32
// CHECK-NEXT:     %5 = arith.divui %arg0, %arg1 exact {test.x} : i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cast_flags(%arg0: i32, %arg1: f32, %arg2: f64, %arg3: vector<2xf32>) {
// CHECK-NEXT:     %0 = arith.trunci %arg0 overflow<nuw> : i32 to i16
// CHECK-NEXT:     %1 = arith.trunci %arg0 : i32 to i16
// CHECK-NEXT:     %2 = arith.extf %arg1 fastmath<none> : f32 to f64
// CHECK-NEXT:     %3 = arith.extf %arg1 fastmath<contract> : f32 to f64
// CHECK-NEXT:     %4 = arith.truncf %arg2 to_nearest_even : f64 to f32
// CHECK-NEXT:     %5 = arith.truncf %arg2 downward : f64 to f32
// CHECK-NEXT:     %6 = arith.truncf %arg2 upward fastmath<fast> : f64 to f32
// CHECK-NEXT:     %7 = arith.truncf %arg2 toward_zero : f64 to f32
// CHECK-NEXT:     %8 = arith.truncf %arg2 to_nearest_away : f64 to bf16
// CHECK-NEXT:     %9 = arith.truncf %arg2 fastmath<none> : f64 to f16
// CHECK-NEXT:     %10 = arith.truncf %arg3 : vector<2xf32> to vector<2xf16>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @scaling(%arg0: f32, %arg1: f8E8M0FNU, %arg2: f8E5M2, %arg3: vector<4xf8E4M3FN>, %arg4: vector<4xf8E8M0FNU>) {
// CHECK-NEXT:     %0 = arith.scaling_extf %arg2, %arg1 : f8E5M2, f8E8M0FNU to f32
// CHECK-NEXT:     %1 = arith.scaling_extf %arg3, %arg4 fastmath<nnan> : vector<4xf8E4M3FN>, vector<4xf8E8M0FNU> to vector<4xf16>
// CHECK-NEXT:     %2 = arith.scaling_truncf %arg0, %arg1 : f32, f8E8M0FNU to f8E5M2
// CHECK-NEXT:     %3 = arith.scaling_truncf %arg0, %arg1 downward fastmath<fast> : f32, f8E8M0FNU to f8E5M2
// CHECK-NEXT:     %4 = arith.scaling_truncf %arg0, %arg1 toward_zero {test.x} : f32, f8E8M0FNU to f8E5M2
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @generic(%arg0: i32, %arg1: f32) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %2 = arith.addf %arg1, %arg1 fastmath<nnan> : f32
// CHECK-NEXT:     %3 = arith.cmpi sgt, %arg0, %arg0 : i32
// CHECK-NEXT:     %4 = arith.cmpf ogt, %arg1, %arg1 : f32
// CHECK-NEXT:     %5 = arith.truncf %arg1 toward_zero : f32 to f16
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %6 = arith.divsi %arg0, %arg0 exact : i32
// CHECK-NEXT:     %7 = arith.select %3, %arg0, %arg0 : i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shapes(%arg0: tensor<4xi32>, %arg1: tensor<?xi32>, %arg2: tensor<*xi32>, %arg3: vector<[4]xi32>) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : tensor<4xi32>
// CHECK-NEXT:     %1 = arith.extsi %arg3 : vector<[4]xi32> to vector<[4]xi64>
// CHECK-NEXT:     %2 = arith.cmpi eq, %arg2, %arg2 : tensor<*xi32>
// CHECK-NEXT:     %3 = arith.extui %arg1 : tensor<?xi32> to tensor<?xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
