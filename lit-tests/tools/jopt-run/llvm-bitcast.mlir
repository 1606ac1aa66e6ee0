// llvm.bitcast between integers, floats and vectors of one width (the wide-integer emulation
// materializes i16 from vector<2xi8> so, here in the generic form), llvm.mlir.undef and
// llvm.mlir.zero as values (undef is zero in jopt-run). The CHECK lines are what mlir-runner-22
// prints for this file lowered by `mlir-opt-22 -test-lower-to-llvm`, but for undef, which LLVM
// leaves free.
// RUN: jopt-run %s -e main -entry-point-result=void | FileCheck %s --match-full-lines
// RUN: not jopt-run %s -e bad -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=BAD
func.func @main() {
  %v = arith.constant dense<[-1, 2]> : vector<2xi8>
  %i = "llvm.bitcast"(%v) : (vector<2xi8>) -> i16
  vector.print %i : i16
  // CHECK: 767
  %back = "llvm.bitcast"(%i) : (i16) -> vector<2xi8>
  vector.print %back : vector<2xi8>
  // CHECK-NEXT: ( -1, 2 )
  %f = arith.constant -1.5 : f32
  %fi = "llvm.bitcast"(%f) : (f32) -> i32
  vector.print %fi : i32
  // CHECK-NEXT: -1077936128
  %w = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %wi = "llvm.bitcast"(%w) : (vector<2xf32>) -> vector<4xi16>
  vector.print %wi : vector<4xi16>
  // CHECK-NEXT: ( 0, 16256, 0, -16384 )
  %l = "llvm.bitcast"(%w) : (vector<2xf32>) -> i64
  vector.print %l : i64
  // CHECK-NEXT: -4611686017362034688
  %u = llvm.mlir.undef : vector<2xf32>
  vector.print %u : vector<2xf32>
  // CHECK-NEXT: ( 0, 0 )
  %z = llvm.mlir.zero : i32
  vector.print %z : i32
  // CHECK-NEXT: 0
  return
}

func.func @bad() {
  %v = arith.constant dense<[1, 2]> : vector<2xi8>
  // BAD: [[@LINE+1]]:8: error: llvm.bitcast from vector<2xi8> to i32 is not supported
  %0 = "llvm.bitcast"(%v) : (vector<2xi8>) -> i32
  vector.print %0 : i32
  return
}
