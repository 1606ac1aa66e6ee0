// COMPARE: mlir-opt-22
// RUN: jopt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// canonicalize of scf.if on its condition as mlir-opt-22 (the checks are its output):
// CombineIfs, CombineNestedIfs, ConditionPropagation and ReplaceIfYieldWithConditionOrValue.

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %arg0: i1, %arg1: i1, %arg2: memref<4xf32>, %arg3: f32, %arg4: f32) -> (f32, i1, i1, f32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.store %arg3, %arg2[%c0] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg4, %arg2[%c0] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.select %arg1, %arg3, %arg4 : f32
// CHECK-NEXT: %2 = scf.if %arg1 -> (f32) {
// CHECK-NEXT: memref.store %arg3, %arg2[%c0] : memref<4xf32>
// CHECK-NEXT: %5 = arith.addf %1, %arg3 : f32
// CHECK-NEXT: scf.yield %5 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %5 = arith.mulf %1, %arg4 : f32
// CHECK-NEXT: scf.yield %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %4 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: memref.store %arg3, %arg2[%c0] : memref<4xf32>
// CHECK-NEXT: %5 = scf.if %arg1 -> (f32) {
// CHECK-NEXT: %6 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: scf.yield %6 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %5 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %2, %arg0, %3, %4 : f32, i1, i1, f32
// CHECK-NEXT: }

func.func @f(%a: i1, %b: i1, %m: memref<4xf32>, %x: f32, %y: f32) -> (f32, i1, i1, f32) {
  %c0 = arith.constant 0 : index
  scf.if %a {
    scf.if %b {
      memref.store %x, %m[%c0] : memref<4xf32>
    }
  }
  scf.if %a {
    scf.if %a {
      memref.store %y, %m[%c0] : memref<4xf32>
    }
  } else {
    scf.if %a {
      memref.store %x, %m[%c0] : memref<4xf32>
    }
  }
  %r = scf.if %b -> f32 {
    memref.store %x, %m[%c0] : memref<4xf32>
    scf.yield %x : f32
  } else {
    scf.yield %y : f32
  }
  %s = scf.if %b -> f32 {
    %v = arith.addf %r, %x : f32
    scf.yield %v : f32
  } else {
    %w = arith.mulf %r, %y : f32
    scf.yield %w : f32
  }
  %t:2 = scf.if %a -> (i1, i1) {
    %true = arith.constant true
    %false = arith.constant false
    memref.store %x, %m[%c0] : memref<4xf32>
    scf.yield %true, %false : i1, i1
  } else {
    %true = arith.constant true
    %false = arith.constant false
    scf.yield %false, %true : i1, i1
  }
  %u = scf.if %a -> f32 {
    %n = scf.if %b -> f32 {
      %z = arith.addf %x, %y : f32
      scf.yield %z : f32
    } else {
      scf.yield %y : f32
    }
    scf.yield %n : f32
  } else {
    scf.yield %y : f32
  }
  %nb = arith.xori %b, %a : i1
  return %s, %t#0, %t#1, %u : f32, i1, i1, f32
}
