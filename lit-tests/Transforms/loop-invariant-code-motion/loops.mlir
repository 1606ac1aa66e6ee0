// COMPARE: mlir-opt-22
// RUN: jopt %s --loop-invariant-code-motion | FileCheck %s
// RUN: jopt %s --loop-invariant-code-motion --canonicalize --cse | FileCheck %s --check-prefix=CANON

// Every loop-like op (scf.for, affine.for, scf.parallel, scf.while, scf.forall), innermost first:
// invariant code leaves the inner loop, then the outer one; ops using an induction variable or a
// value of the body stay; affine.if leaves with its regions; stores, loads and allocas stay.

func.func @nested(%a: index, %b: index, %m: memref<?xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %x = arith.muli %a, %b : index
      %y = arith.addi %x, %i : index
      %z = arith.addi %x, %c1 : index
      %w = arith.mulf %f, %f : f32
      memref.store %w, %m[%y] : memref<?xf32>
      memref.store %w, %m[%z] : memref<?xf32>
    }
  }
  affine.for %i = 0 to 10 {
    %p = affine.apply affine_map<(d0) -> (d0 * 2)>(%a)
    affine.for %j = 0 to 4 {
      %q = arith.addi %p, %b : index
      affine.store %f, %m[%j] : memref<?xf32>
      memref.store %f, %m[%q] : memref<?xf32>
    }
    affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%a) {
      %r = arith.addi %a, %a : index
    }
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %s = arith.subi %a, %b : index
    %t = arith.addi %s, %i : index
    memref.store %f, %m[%t] : memref<?xf32>
  }
  %r = scf.while (%arg = %a) : (index) -> index {
    %k = arith.muli %b, %b : index
    %cond = arith.cmpi slt, %arg, %k : index
    scf.condition(%cond) %arg : index
  } do {
  ^bb0(%arg: index):
    %k2 = arith.addi %b, %c1 : index
    %n = arith.addi %arg, %k2 : index
    scf.yield %n : index
  }
  scf.forall (%i) in (8) {
    %u = arith.muli %a, %c8 : index
    memref.store %f, %m[%u] : memref<?xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %m[%a] : memref<?xf32>
    %alloc = memref.alloca() : memref<4xf32>
    %e = arith.addi %a, %b : index
    memref.store %v, %m[%e] : memref<?xf32>
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 - 2 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @nested(%arg0: index, %arg1: index, %arg2: memref<?xf32>, %arg3: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT: %1 = arith.addi %0, %c1 : index
// CHECK-NEXT: %2 = arith.mulf %arg3, %arg3 : f32
// CHECK-NEXT: scf.for %arg4 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %11 = arith.addi %0, %arg4 : index
// CHECK-NEXT: scf.for %arg5 = %c0 to %c8 step %c1 {
// CHECK-NEXT: memref.store %2, %arg2[%11] : memref<?xf32>
// CHECK-NEXT: memref.store %2, %arg2[%1] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %3 = affine.apply #map(%arg0)
// CHECK-NEXT: %4 = arith.addi %3, %arg1 : index
// CHECK-NEXT: affine.if #set(%arg0) {
// CHECK-NEXT: %11 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 10 {
// CHECK-NEXT: affine.for %arg5 = 0 to 4 {
// CHECK-NEXT: affine.store %arg3, %arg2[%arg5] : memref<?xf32>
// CHECK-NEXT: memref.store %arg3, %arg2[%4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %5 = arith.subi %arg0, %arg1 : index
// CHECK-NEXT: scf.parallel (%arg4) = (%c0) to (%c8) step (%c1) {
// CHECK-NEXT: %11 = arith.addi %5, %arg4 : index
// CHECK-NEXT: memref.store %arg3, %arg2[%11] : memref<?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %6 = arith.muli %arg1, %arg1 : index
// CHECK-NEXT: %7 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %8 = scf.while (%arg4 = %arg0) : (index) -> index {
// CHECK-NEXT: %11 = arith.cmpi slt, %arg4, %6 : index
// CHECK-NEXT: scf.condition(%11) %arg4 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: index):
// CHECK-NEXT: %11 = arith.addi %arg4, %7 : index
// CHECK-NEXT: scf.yield %11 : index
// CHECK-NEXT: }
// CHECK-NEXT: %9 = arith.muli %arg0, %c8 : index
// CHECK-NEXT: scf.forall (%arg4) in (8) {
// CHECK-NEXT: memref.store %arg3, %arg2[%9] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %10 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: scf.for %arg4 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %11 = memref.load %arg2[%arg0] : memref<?xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %11, %arg2[%10] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// CANON: #map = affine_map<()[s0] -> (s0 * 2)>
// CANON-NEXT: module {
// CANON-NEXT: func.func @nested(%arg0: index, %arg1: index, %arg2: memref<?xf32>, %arg3: f32) {
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %c1 = arith.constant 1 : index
// CANON-NEXT: %c8 = arith.constant 8 : index
// CANON-NEXT: %0 = arith.muli %arg0, %arg1 : index
// CANON-NEXT: %1 = arith.addi %0, %c1 : index
// CANON-NEXT: %2 = arith.mulf %arg3, %arg3 : f32
// CANON-NEXT: scf.for %arg4 = %c0 to %c8 step %c1 {
// CANON-NEXT: %8 = arith.addi %0, %arg4 : index
// CANON-NEXT: scf.for %arg5 = %c0 to %c8 step %c1 {
// CANON-NEXT: memref.store %2, %arg2[%8] : memref<?xf32>
// CANON-NEXT: memref.store %2, %arg2[%1] : memref<?xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: %3 = affine.apply #map()[%arg0]
// CANON-NEXT: %4 = arith.addi %3, %arg1 : index
// CANON-NEXT: affine.for %arg4 = 0 to 10 {
// CANON-NEXT: affine.for %arg5 = 0 to 4 {
// CANON-NEXT: affine.store %arg3, %arg2[%arg5] : memref<?xf32>
// CANON-NEXT: memref.store %arg3, %arg2[%4] : memref<?xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: %5 = arith.subi %arg0, %arg1 : index
// CANON-NEXT: scf.parallel (%arg4) = (%c0) to (%c8) step (%c1) {
// CANON-NEXT: %8 = arith.addi %5, %arg4 : index
// CANON-NEXT: memref.store %arg3, %arg2[%8] : memref<?xf32>
// CANON-NEXT: scf.reduce
// CANON-NEXT: }
// CANON-NEXT: %6 = arith.muli %arg0, %c8 : index
// CANON-NEXT: scf.forall (%arg4) in (8) {
// CANON-NEXT: memref.store %arg3, %arg2[%6] : memref<?xf32>
// CANON-NEXT: }
// CANON-NEXT: %7 = arith.addi %arg0, %arg1 : index
// CANON-NEXT: scf.for %arg4 = %c0 to %c8 step %c1 {
// CANON-NEXT: %8 = memref.load %arg2[%arg0] : memref<?xf32>
// CANON-NEXT: memref.store %8, %arg2[%7] : memref<?xf32>
// CANON-NEXT: }
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: }
