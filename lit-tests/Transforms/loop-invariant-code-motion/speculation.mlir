// COMPARE: mlir-opt-22
// RUN: jopt %s --allow-unregistered-dialect --loop-invariant-code-motion | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect --loop-invariant-code-motion --canonicalize --cse | FileCheck %s --check-prefix=CANON

// What leaves a loop: ops free of memory effects and speculatable. Divisions by a value that may
// be zero (or -1, signed) stay, by a constant they go; tensor.dim/memref.dim with a constant index
// in range go; loads stay; an scf.for goes only with a constant step; scf.if goes when its
// regions can.

func.func @f(%a: index, %b: index, %m: memref<10xf32>, %t: tensor<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %true = arith.constant true
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %0 = arith.divui %a, %b : index
    %1 = arith.divui %a, %c3 : index
    %2 = arith.divsi %a, %c3 : index
    %3 = arith.remsi %a, %b : index
    %4 = arith.remui %a, %b : index
    %5 = arith.floordivsi %a, %b : index
    %6 = arith.ceildivsi %a, %b : index
    %7 = arith.addi %a, %b : index
    %8 = arith.muli %7, %i : index
    %9 = arith.addi %7, %7 : index
    %10 = memref.load %m[%a] : memref<10xf32>
    %11 = tensor.dim %t, %c0 : tensor<?xf32>
    %12 = tensor.dim %t, %b : tensor<?xf32>
    %13 = memref.dim %m, %b : memref<10xf32>
    %14 = tensor.extract %t[%a] : tensor<?xf32>
    %15 = scf.for %j = %c0 to %a step %c1 iter_args(%x = %a) -> index {
      %y = arith.addi %x, %b : index
      scf.yield %y : index
    }
    %16 = scf.for %j = %c0 to %a step %b iter_args(%x = %a) -> index {
      %y = arith.addi %x, %b : index
      scf.yield %y : index
    }
    %17 = scf.if %true -> index {
      scf.yield %a : index
    } else {
      scf.yield %b : index
    }
    %18 = affine.apply affine_map<(d0) -> (d0 + 1)>(%a)
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18) : (index, index, index, index, index, index, index, index, index, f32, index, index, index, f32, index, index, index, index) -> ()
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: index, %arg2: memref<10xf32>, %arg3: tensor<?xf32>, %arg4: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %0 = arith.divui %arg0, %c3 : index
// CHECK-NEXT: %1 = arith.divsi %arg0, %c3 : index
// CHECK-NEXT: %2 = arith.remsi %arg0, %arg1 : index
// CHECK-NEXT: %3 = arith.remui %arg0, %arg1 : index
// CHECK-NEXT: %4 = arith.floordivsi %arg0, %arg1 : index
// CHECK-NEXT: %5 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: %6 = arith.addi %5, %5 : index
// CHECK-NEXT: %dim = tensor.dim %arg3, %c0 : tensor<?xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg3[%arg0] : tensor<?xf32>
// CHECK-NEXT: %7 = scf.for %arg5 = %c0 to %arg0 step %c1 iter_args(%arg6 = %arg0) -> (index) {
// CHECK-NEXT: %10 = arith.addi %arg6, %arg1 : index
// CHECK-NEXT: scf.yield %10 : index
// CHECK-NEXT: }
// CHECK-NEXT: %8 = scf.if %true -> (index) {
// CHECK-NEXT: scf.yield %arg0 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : index
// CHECK-NEXT: }
// CHECK-NEXT: %9 = affine.apply #map(%arg0)
// CHECK-NEXT: scf.for %arg5 = %c0 to %c10 step %c1 {
// CHECK-NEXT: %10 = arith.divui %arg0, %arg1 : index
// CHECK-NEXT: %11 = arith.ceildivsi %arg0, %arg1 : index
// CHECK-NEXT: %12 = arith.muli %5, %arg5 : index
// CHECK-NEXT: %13 = memref.load %arg2[%arg0] : memref<10xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg3, %arg1 : tensor<?xf32>
// CHECK-NEXT: %dim_1 = memref.dim %arg2, %arg1 : memref<10xf32>
// CHECK-NEXT: %14 = scf.for %arg6 = %c0 to %arg0 step %arg1 iter_args(%arg7 = %arg0) -> (index) {
// CHECK-NEXT: %15 = arith.addi %arg7, %arg1 : index
// CHECK-NEXT: scf.yield %15 : index
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%10, %0, %1, %2, %3, %4, %11, %12, %6, %13, %dim, %dim_0, %dim_1, %extracted, %7, %14, %8, %9) : (index, index, index, index, index, index, index, index, index, f32, index, index, index, f32, index, index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// CANON: #map = affine_map<()[s0] -> (s0 + 1)>
// CANON-NEXT: module {
// CANON-NEXT: func.func @f(%arg0: index, %arg1: index, %arg2: memref<10xf32>, %arg3: tensor<?xf32>, %arg4: index) {
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %c1 = arith.constant 1 : index
// CANON-NEXT: %c3 = arith.constant 3 : index
// CANON-NEXT: %c10 = arith.constant 10 : index
// CANON-NEXT: %0 = arith.divui %arg0, %c3 : index
// CANON-NEXT: %1 = arith.divsi %arg0, %c3 : index
// CANON-NEXT: %2 = arith.remsi %arg0, %arg1 : index
// CANON-NEXT: %3 = arith.remui %arg0, %arg1 : index
// CANON-NEXT: %4 = arith.floordivsi %arg0, %arg1 : index
// CANON-NEXT: %5 = arith.addi %arg0, %arg1 : index
// CANON-NEXT: %6 = arith.addi %5, %5 : index
// CANON-NEXT: %dim = tensor.dim %arg3, %c0 : tensor<?xf32>
// CANON-NEXT: %extracted = tensor.extract %arg3[%arg0] : tensor<?xf32>
// CANON-NEXT: %7 = scf.for %arg5 = %c0 to %arg0 step %c1 iter_args(%arg6 = %arg0) -> (index) {
// CANON-NEXT: %9 = arith.addi %arg6, %arg1 : index
// CANON-NEXT: scf.yield %9 : index
// CANON-NEXT: }
// CANON-NEXT: %8 = affine.apply #map()[%arg0]
// CANON-NEXT: scf.for %arg5 = %c0 to %c10 step %c1 {
// CANON-NEXT: %9 = arith.divui %arg0, %arg1 : index
// CANON-NEXT: %10 = arith.ceildivsi %arg0, %arg1 : index
// CANON-NEXT: %11 = arith.muli %5, %arg5 : index
// CANON-NEXT: %12 = memref.load %arg2[%arg0] : memref<10xf32>
// CANON-NEXT: %dim_0 = tensor.dim %arg3, %arg1 : tensor<?xf32>
// CANON-NEXT: %dim_1 = memref.dim %arg2, %arg1 : memref<10xf32>
// CANON-NEXT: %13 = scf.for %arg6 = %c0 to %arg0 step %arg1 iter_args(%arg7 = %arg0) -> (index) {
// CANON-NEXT: %14 = arith.addi %arg7, %arg1 : index
// CANON-NEXT: scf.yield %14 : index
// CANON-NEXT: }
// CANON-NEXT: "test.use"(%9, %0, %1, %2, %3, %4, %10, %11, %6, %12, %dim, %dim_0, %dim_1, %extracted, %7, %13, %arg0, %8) : (index, index, index, index, index, index, index, index, index, f32, index, index, index, f32, index, index, index, index) -> ()
// CANON-NEXT: }
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: }
