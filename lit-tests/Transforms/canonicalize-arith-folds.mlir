// COMPARE: mlir-opt-22
// RUN: jopt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// canonicalize folds of arith as mlir-opt-22 (the checks are its output): cmpi moves a
// constant to the right with the swapped predicate, ext(i1) != 0 and i1 == true / != false are
// the i1; int/float casts of constants (sitofp/uitofp round to nearest even, truncf only when
// exact, fptosi/fptoui toward zero and not out of range); maximumf/minimumf/maxnumf/minnumf;
// cmpf of constants; arith.select patterns (redundant selects, not-condition, i1 to xori,
// 1/0 to extui).

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %arg0: i1, %arg1: i32, %arg2: vector<4xi32>) -> (i1, i1, i1, i1, i1, vector<4xi1>, i1, i1) {
// CHECK-NEXT: %cst = arith.constant dense<3> : vector<4xi32>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = arith.extsi %arg0 : i1 to i32
// CHECK-NEXT: %1 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %2 = arith.cmpi eq, %0, %c0_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi sgt, %arg1, %c5_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi eq, %arg1, %c5_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi uge, %arg2, %cst : vector<4xi32>
// CHECK-NEXT: %6 = arith.cmpi sgt, %1, %c0_i32 : i32
// CHECK-NEXT: return %arg0, %arg0, %2, %3, %4, %5, %arg0, %6 : i1, i1, i1, i1, i1, vector<4xi1>, i1, i1
// CHECK-NEXT: }

func.func @f(%x: i1, %y: i32, %v: vector<4xi32>) -> (i1, i1, i1, i1, i1, vector<4xi1>, i1, i1) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %e = arith.extsi %x : i1 to i32
  %u = arith.extui %x : i1 to i32
  %0 = arith.cmpi ne, %e, %c0 : i32
  %1 = arith.cmpi ne, %u, %c0 : i32
  %2 = arith.cmpi eq, %e, %c0 : i32
  %3 = arith.cmpi slt, %c5, %y : i32
  %4 = arith.cmpi eq, %c5, %y : i32
  %cv = arith.constant dense<3> : vector<4xi32>
  %5 = arith.cmpi ule, %cv, %v : vector<4xi32>
  %6 = arith.cmpi ne, %c0, %u : i32
  %7 = arith.cmpi sgt, %u, %c0 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, vector<4xi1>, i1, i1
}

// -----

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %arg0: i1) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %false : i1
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %true : i1
// CHECK-NEXT: %2 = arith.cmpi ult, %arg0, %true : i1
// CHECK-NEXT: %3 = arith.cmpi sgt, %arg0, %false : i1
// CHECK-NEXT: return %arg0, %arg0, %0, %1, %2, %3 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }

func.func @f(%a: i1) -> (i1, i1, i1, i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.cmpi eq, %a, %t : i1
  %1 = arith.cmpi ne, %a, %f : i1
  %2 = arith.cmpi eq, %a, %f : i1
  %3 = arith.cmpi ne, %a, %t : i1
  %4 = arith.cmpi ult, %a, %t : i1
  %5 = arith.cmpi sgt, %a, %f : i1
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @f(
// CHECK-SAME: ) -> (f32, f32, f64, f32, f32, f32, f16, bf16, f64, f32, f32, i32, i32, i32, i32, i8, i8, f32, f16, f16) {
// CHECK-NEXT: %c3_i8 = arith.constant 3 : i8
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+10 : f32
// CHECK-NEXT: %cst_1 = arith.constant -3.700000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.000000e-01 : f64
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+300 : f64
// CHECK-NEXT: %cst_4 = arith.constant 2.550000e+02 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0x4340000000000000 : f64
// CHECK-NEXT: %cst_6 = arith.constant 9.00719925E+15 : f32
// CHECK-NEXT: %cst_7 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_8 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_9 = arith.constant 2.550000e+02 : bf16
// CHECK-NEXT: %cst_10 = arith.constant 0.10000000149011612 : f64
// CHECK-NEXT: %0 = arith.truncf %cst_3 : f64 to f32
// CHECK-NEXT: %1 = arith.truncf %cst_2 : f64 to f32
// CHECK-NEXT: %2 = arith.fptosi %cst_0 : f32 to i32
// CHECK-NEXT: %3 = arith.fptoui %cst_1 : f32 to i32
// CHECK-NEXT: %4 = arith.fptoui %cst : f32 to i8
// CHECK-NEXT: %5 = arith.truncf %cst_2 to_nearest_away : f64 to f32
// CHECK-NEXT: %6 = arith.truncf %cst_3 : f64 to f16
// CHECK-NEXT: %7 = arith.truncf %cst_2 : f64 to f16
// CHECK-NEXT: return %cst, %cst_4, %cst_5, %cst_6, %cst, %cst_7, %cst_8, %cst_9, %cst_10, %0, %1, %c3_i32, %c-3_i32, %2, %3, %c3_i8, %4, %5, %6, %7 : f32, f32, f64, f32, f32, f32, f16, bf16, f64, f32, f32, i32, i32, i32, i32, i8, i8, f32, f16, f16
// CHECK-NEXT: }

func.func @f() -> (f32, f32, f64, f32, f32, f32, f16, bf16, f64, f32, f32, i32, i32, i32, i32, i8, i8, f32, f16, f16) {
  %m1 = arith.constant -1 : i8
  %t = arith.constant true
  %big = arith.constant 9007199254740993 : i64
  %a = arith.sitofp %m1 : i8 to f32
  %b = arith.uitofp %m1 : i8 to f32
  %c = arith.sitofp %big : i64 to f64
  %d = arith.sitofp %big : i64 to f32
  %e = arith.sitofp %t : i1 to f32
  %g = arith.uitofp %t : i1 to f32
  %h = arith.sitofp %big : i64 to f16
  %i = arith.uitofp %m1 : i8 to bf16
  %x = arith.constant 0.1 : f32
  %y = arith.constant 1.0e300 : f64
  %z = arith.constant 0.1 : f64
  %j = arith.extf %x : f32 to f64
  %k = arith.truncf %y : f64 to f32
  %l = arith.truncf %z : f64 to f32
  %p = arith.constant 3.7 : f32
  %q = arith.constant -3.7 : f32
  %r = arith.constant 1.0e10 : f32
  %n1 = arith.constant -1.0 : f32
  %s1 = arith.fptosi %p : f32 to i32
  %s2 = arith.fptosi %q : f32 to i32
  %s3 = arith.fptosi %r : f32 to i32
  %s4 = arith.fptoui %q : f32 to i32
  %s5 = arith.fptoui %p : f32 to i8
  %s6 = arith.fptoui %n1 : f32 to i8
  %nan = arith.constant 0x7FC00000 : f32
  %s7 = arith.truncf %z to_nearest_away : f64 to f32
  %s8 = arith.truncf %y : f64 to f16
  %s9 = arith.truncf %z : f64 to f16
  return %a, %b, %c, %d, %e, %g, %h, %i, %j, %k, %l, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9 : f32, f32, f64, f32, f32, f32, f16, bf16, f64, f32, f32, i32, i32, i32, i32, i8, i8, f32, f16, f16
}

// -----

// CHECK-LABEL: func.func @f(
// CHECK-SAME: ) -> (f32, i8, i8, f64, f32, i8) {
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT: %cst_0 = arith.constant 0.10000000149011612 : f64
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: return %cst, %c0_i8, %c127_i8, %cst_0, %cst_1, %c-1_i8 : f32, i8, i8, f64, f32, i8
// CHECK-NEXT: }

func.func @f() -> (f32, i8, i8, f64, f32, i8) {
  %h = arith.constant 0.5 : f64
  %n = arith.constant -0.5 : f32
  %k = arith.constant 127.9 : f32
  %k2 = arith.constant 255.9 : f32
  %x = arith.constant 0.1 : f32
  %a = arith.truncf %h : f64 to f32
  %b = arith.fptoui %n : f32 to i8
  %c = arith.fptosi %k : f32 to i8
  %e = arith.extf %x : f32 to f64
  %t = arith.truncf %e : f64 to f32
  %d = arith.fptoui %k2 : f32 to i8
  return %a, %b, %c, %e, %t, %d : f32, i8, i8, f64, f32, i8
}

// -----

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %arg0: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %arg0, %cst, %cst_0, %cst, %cst_0, %cst_1 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }

func.func @f(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %a = arith.constant 2.0 : f32
  %b = arith.constant -3.0 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %0 = arith.maximumf %x, %x : f32
  %1 = arith.maximumf %x, %ninf : f32
  %2 = arith.minimumf %inf, %x : f32
  %3 = arith.maxnumf %x, %nan : f32
  %4 = arith.minnumf %x, %x : f32
  %5 = arith.maximumf %a, %b : f32
  %6 = arith.minimumf %z, %nz : f32
  %7 = arith.maxnumf %a, %b : f32
  %8 = arith.minnumf %z, %nz : f32
  %9 = arith.maximumf %a, %nan : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %arg0: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.cmpf olt, %arg0, %cst : f32
// CHECK-NEXT: %1 = arith.cmpf olt, %cst, %arg0 : f32
// CHECK-NEXT: return %true, %false, %true, %true, %true, %true, %0, %1 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }

func.func @f(%x: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant -3.0 : f32
  %n = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf ord, %a, %b : f32
  %1 = arith.cmpf olt, %a, %b : f32
  %2 = arith.cmpf uno, %x, %n : f32
  %3 = arith.cmpf ueq, %n, %x : f32
  %4 = arith.cmpf oge, %a, %a : f32
  %5 = arith.cmpf une, %a, %b : f32
  %6 = arith.cmpf olt, %x, %a : f32
  %7 = arith.cmpf olt, %a, %x : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: i32) -> (i32, i32, i32, i1, i32, i64, i32, vector<2xi32>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1> : vector<2xi32>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg4 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg4 : i32
// CHECK-NEXT: %2 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT: %3 = arith.xori %arg1, %true : i1
// CHECK-NEXT: %4 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %5 = arith.xori %arg1, %true : i1
// CHECK-NEXT: %6 = arith.extui %5 : i1 to i64
// CHECK-NEXT: %7 = arith.select %arg0, %cst_0, %cst : vector<2xi32>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %6, %c0_i32, %7 : i32, i32, i32, i1, i32, i64, i32, vector<2xi32>
// CHECK-NEXT: }

func.func @f(%p: i1, %q: i1, %a: i32, %b: i32, %c: i32) -> (i32, i32, i32, i1, i32, i64, i32, vector<2xi32>) {
  %t = arith.constant true
  %f = arith.constant false
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %c1_64 = arith.constant 1 : i64
  %c0_64 = arith.constant 0 : i64
  %s0 = arith.select %p, %a, %b : i32
  %r1 = arith.select %p, %s0, %c : i32
  %s1 = arith.select %p, %b, %c : i32
  %r2 = arith.select %p, %a, %s1 : i32
  %np = arith.xori %p, %t : i1
  %r3 = arith.select %np, %a, %b : i32
  %r4 = arith.select %q, %f, %t : i1
  %r5 = arith.select %p, %c1, %c0 : i32
  %r6 = arith.select %q, %c0_64, %c1_64 : i64
  %r7 = arith.select %p, %c0, %c0 : i32
  %v1 = arith.constant dense<1> : vector<2xi32>
  %v0 = arith.constant dense<0> : vector<2xi32>
  %r8 = arith.select %p, %v1, %v0 : vector<2xi32>
  return %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : i32, i32, i32, i1, i32, i64, i32, vector<2xi32>
}
