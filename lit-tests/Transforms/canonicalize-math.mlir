// COMPARE: mlir-opt-22
// RUN: jopt %s --canonicalize --split-input-file | FileCheck %s

// canonicalize of the math dialect as mlir-opt-22 (the checks are its output): absf, ceil,
// floor, roundeven and copysign fold constants of every float type; the libm functions fold f32
// and f64 only (not f16/bf16), log/sqrt not a negative operand (-0.0 included), log1p not below
// -1, atan2 of two zeros is NaN; NaN payloads are kept; rsqrt, cbrt, fma, clampf, sincos and
// fpowi do not fold in MLIR 22; the classification ops fold scalars and splats (not other dense
// constants) and no poison; the integer ops fold with APInt's wrapping (ipowi of a negative
// power is 0 unless the base is +-1); splat and dense operands fold element by element; a
// poison operand gives ub.poison.

// CHECK-LABEL: func.func @unary_f32(
// CHECK-SAME: ) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.598472118 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.91629076 : f32
// CHECK-NEXT: %cst_1 = arith.constant 12.1824942 : f32
// CHECK-NEXT: %cst_2 = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT: %cst_5 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_6 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %cst_7 = arith.constant 1.58113885 : f32
// CHECK-NEXT: %0 = math.rsqrt %cst_2 : f32
// CHECK-NEXT: %1 = math.cbrt %cst_2 : f32
// CHECK-NEXT: return %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_3, %cst_7, %0, %cst_1, %cst_0, %cst, %1 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @unary_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %a = arith.constant 2.5 : f32
  %m = arith.constant -2.5 : f32
  %0 = math.absf %m : f32
  %1 = math.ceil %m : f32
  %2 = math.floor %m : f32
  %3 = math.roundeven %a : f32
  %4 = math.round %a : f32
  %5 = math.trunc %m : f32
  %6 = math.sqrt %a : f32
  %7 = math.rsqrt %a : f32
  %8 = math.exp %a : f32
  %9 = math.log %a : f32
  %10 = math.sin %a : f32
  %11 = math.cbrt %a : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @halfs(
// CHECK-SAME: ) -> (f16, f16, bf16, f16, f16, f16) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : bf16
// CHECK-NEXT: %cst_0 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT: %cst_1 = arith.constant 2.500000e+00 : f16
// CHECK-NEXT: %0 = math.sqrt %cst_0 : f16
// CHECK-NEXT: %1 = math.exp %cst_0 : f16
// CHECK-NEXT: %2 = math.round %cst_0 : f16
// CHECK-NEXT: return %cst_1, %0, %cst, %1, %2, %cst_0 : f16, f16, bf16, f16, f16, f16
// CHECK-NEXT: }
func.func @halfs() -> (f16, f16, bf16, f16, f16, f16) {
  %a = arith.constant -2.5 : f16
  %b = arith.constant 2.5 : bf16
  %0 = math.absf %a : f16
  %1 = math.sqrt %a : f16
  %2 = math.floor %b : bf16
  %3 = math.exp %a : f16
  %4 = math.round %a : f16
  %5 = math.copysign %a, %a : f16
  return %0, %1, %2, %3, %4, %5 : f16, f16, bf16, f16, f16, f16
}

// -----

// CHECK-LABEL: func.func @neg_zero(
// CHECK-SAME: ) -> (f64, f64, f64, f64, f64, f64) {
// CHECK-NEXT: %cst = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT: %cst_0 = arith.constant 0xFFF0000000000000 : f64
// CHECK-NEXT: %cst_1 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT: %0 = math.sqrt %cst_1 : f64
// CHECK-NEXT: %1 = math.log %cst_1 : f64
// CHECK-NEXT: return %0, %cst_0, %1, %cst, %cst, %cst_0 : f64, f64, f64, f64, f64, f64
// CHECK-NEXT: }
func.func @neg_zero() -> (f64, f64, f64, f64, f64, f64) {
  %z = arith.constant -0.0 : f64
  %p = arith.constant 0.0 : f64
  %0 = math.sqrt %z : f64
  %1 = math.log %p : f64
  %2 = math.log %z : f64
  %3 = math.atan2 %p, %z : f64
  %4 = math.atan2 %z, %p : f64
  %m1 = arith.constant -1.0 : f64
  %5 = math.log1p %m1 : f64
  return %0, %1, %2, %3, %4, %5 : f64, f64, f64, f64, f64, f64
}

// -----

// CHECK-LABEL: func.func @nan(
// CHECK-SAME: ) -> (f32, f32, i1, i1, i1, i1, f32) {
// CHECK-NEXT: %cst = arith.constant 0x7FC00001 : f32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst, %true, %true, %false, %false, %cst_0 : f32, f32, i1, i1, i1, i1, f32
// CHECK-NEXT: }
func.func @nan() -> (f32, f32, i1, i1, i1, i1, f32) {
  %n = arith.constant 0x7FC00001 : f32
  %i = arith.constant 0xFF800000 : f32
  %0 = math.sqrt %n : f32
  %1 = math.absf %n : f32
  %2 = math.isnan %n : f32
  %3 = math.isinf %i : f32
  %4 = math.isfinite %i : f32
  %5 = math.isnormal %n : f32
  %6 = math.exp %i : f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, i1, i1, i1, i1, f32
}

// -----

// CHECK-LABEL: func.func @ints(
// CHECK-SAME: ) -> (i32, i32, i32, i32, i32, i32, i8, i1) {
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c29_i32 = arith.constant 29 : i32
// CHECK-NEXT: %c-8_i32 = arith.constant -8 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %c8_i32, %c30_i32, %c3_i32, %c29_i32, %c-8_i32, %c0_i32, %c0_i8, %true : i32, i32, i32, i32, i32, i32, i8, i1
// CHECK-NEXT: }
func.func @ints() -> (i32, i32, i32, i32, i32, i32, i8, i1) {
  %a = arith.constant -8 : i32
  %b = arith.constant 3 : i32
  %m = arith.constant -2 : i32
  %0 = math.absi %a : i32
  %1 = math.ctlz %b : i32
  %2 = math.cttz %a : i32
  %3 = math.ctpop %a : i32
  %4 = math.ipowi %m, %b : i32
  %5 = math.ipowi %b, %m : i32
  %c = arith.constant 100 : i8
  %6 = math.ipowi %c, %c : i8
  %t = arith.constant true
  %7 = math.ipowi %t, %t : i1
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i8, i1
}

// -----

// CHECK-LABEL: func.func @elems(
// CHECK-SAME: ) -> (vector<4xf32>, tensor<2xf32>, vector<4xi1>, tensor<2xi1>, vector<2xf32>, vector<3xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[1, 1, 2]> : vector<3xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[-1.000000e+00, 4.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[1.000000e+00, 4.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<2.000000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT: %0 = math.isinf %cst_1 : tensor<2xf32>
// CHECK-NEXT: %1 = math.sqrt %cst_0 : vector<2xf32>
// CHECK-NEXT: return %cst_2, %cst_3, %cst_4, %0, %1, %cst : vector<4xf32>, tensor<2xf32>, vector<4xi1>, tensor<2xi1>, vector<2xf32>, vector<3xi32>
// CHECK-NEXT: }
func.func @elems() -> (vector<4xf32>, tensor<2xf32>, vector<4xi1>, tensor<2xi1>, vector<2xf32>, vector<3xi32>) {
  %s = arith.constant dense<4.0> : vector<4xf32>
  %d = arith.constant dense<[1.0, 4.0]> : tensor<2xf32>
  %0 = math.sqrt %s : vector<4xf32>
  %1 = math.sqrt %d : tensor<2xf32>
  %2 = math.isnan %s : vector<4xf32>
  %3 = math.isinf %d : tensor<2xf32>
  %e = arith.constant dense<[-1.0, 4.0]> : vector<2xf32>
  %4 = math.sqrt %e : vector<2xf32>
  %iv = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %5 = math.ctpop %iv : vector<3xi32>
  return %0, %1, %2, %3, %4, %5 : vector<4xf32>, tensor<2xf32>, vector<4xi1>, tensor<2xi1>, vector<2xf32>, vector<3xi32>
}

// -----

// CHECK-LABEL: func.func @misc(
// CHECK-SAME: %arg0: f32) -> (f32, f32, f64, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %cst = arith.constant 8.000000e+00 : f32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f64
// CHECK-NEXT: %cst_1 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: %1 = math.fma %cst_1, %cst_2, %cst_3 : f32
// CHECK-NEXT: %2 = math.clampf %cst_1 to [%cst_2, %cst_3] : f32
// CHECK-NEXT: %3 = math.fpowi %cst_0, %c3_i32 : f64, i32
// CHECK-NEXT: %sin, %cos = math.sincos %cst_1 : f32
// CHECK-NEXT: %4 = math.copysign %cst_1, %arg0 : f32
// CHECK-NEXT: return %1, %2, %3, %sin, %cos, %cst, %4, %0 : f32, f32, f64, f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @misc(%x: f32) -> (f32, f32, f64, f32, f32, f32, f32, f32) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 3.0 : f32
  %c = arith.constant 4.0 : f32
  %0 = math.fma %a, %b, %c : f32
  %1 = math.clampf %a to [%b, %c] : f32
  %d = arith.constant 2.0 : f64
  %i = arith.constant 3 : i32
  %2 = math.fpowi %d, %i : f64, i32
  %s, %co = math.sincos %a : f32
  %3 = math.powf %a, %b : f32
  %4 = math.copysign %a, %x : f32
  %p = ub.poison : f32
  %5 = math.copysign %x, %p : f32
  %6 = math.powf %p, %x : f32
  return %0, %1, %2, %s, %co, %3, %4, %5 : f32, f32, f64, f32, f32, f32, f32, f32
}
