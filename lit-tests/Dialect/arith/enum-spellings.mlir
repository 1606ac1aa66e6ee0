// RUN: jopt %s --split-input-file --verify-diagnostics | FileCheck %s
// COMPARE: mlir-opt-22

// An integer enum of an assembly format (a rounding mode, a comparison predicate) is its
// case's keyword or a string naming the case, as the parsers ODS generates read it; it prints
// as the keyword.

// CHECK-LABEL: func.func @strings
// CHECK: arith.truncf %arg0 upward : f64 to f32
// CHECK: arith.cmpi slt, %arg1, %arg1 : i32
// CHECK: arith.scaling_truncf %arg0, %arg2 toward_zero : f64, f32 to f32
func.func @strings(%d: f64, %a: i32, %s: f32) -> (f32, i1, f32) {
  %0 = arith.truncf %d "upward" : f64 to f32
  %1 = arith.cmpi "slt", %a, %a : i32
  %2 = arith.scaling_truncf %d, %s "toward_zero" : f64, f32 to f32
  return %0, %1, %2 : f32, i1, f32
}

// -----

func.func @bad_string(%d: f64) -> f32 {
  // expected-error@+1 {{custom op 'arith.truncf' invalid roundingmode attribute specification: "bogus"}}
  %0 = arith.truncf %d "bogus" : f64 to f32
  return %0 : f32
}

// -----

func.func @integer_predicate(%a: i32) -> i1 {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi 3, %a, %a : i32
  return %0 : i1
}
