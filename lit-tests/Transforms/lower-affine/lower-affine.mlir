// COMPARE: mlir-opt-22
// RUN: jopt %s --lower-affine | FileCheck %s
// RUN: jopt %s --lower-affine --canonicalize --cse | FileCheck %s --check-prefix=CANON

// affine.apply, min and max become arith (products nsw, mod/floordiv/ceildiv rounding down
// with remsi/divsi and selects, min/max as a chain of minsi/maxsi); affine.for becomes scf.for
// with its bounds computed before it (iter_args kept), affine.if scf.if on the conjunction of its
// constraints (true without any), affine.parallel scf.parallel ending in scf.reduce, affine.load,
// store and prefetch memref ops, affine.vector_load and vector_store vector ops. Then canonicalize
// and cse on the output.

func.func @apply(%i: index, %j: index, %n: index) -> (index, index, index, index, index, index) {
  %a = affine.apply affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 - s0)>(%i, %j)[%n]
  %b = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
  %c = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%j)
  %d = affine.apply affine_map<(d0, d1) -> ((d0 + d1) ceildiv 2)>(%i, %j)
  %e = affine.apply affine_map<(d0) -> (-d0)>(%i)
  %f = affine.apply affine_map<(d0) -> (d0 * -2 + 5)>(%i)
  return %a, %b, %c, %d, %e, %f : index, index, index, index, index, index
}
func.func @minmax(%i: index, %j: index) -> (index, index) {
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1 + 2, 10)>(%i, %j)
  %1 = affine.max affine_map<(d0)[s0] -> (d0, s0)>(%i)[%j]
  return %0, %1 : index, index
}
#set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, s0 - d0 - 9 >= 0, d1 == 0)>
func.func @loops(%m: memref<100x100xf32>, %n: index, %v: memref<64xf32>) -> f32 {
  %cst = arith.constant 0.0 : f32
  affine.for %i = 0 to 100 step 4 {
    affine.for %j = max affine_map<(d0)[s0] -> (d0, s0)>(%i)[%n] to min affine_map<(d0)[s0] -> (d0 + 10, s0, 100)>(%i)[%n] {
      %x = affine.load %m[%i + 1, %j floordiv 2] : memref<100x100xf32>
      affine.store %x, %m[%j, %i mod 3] : memref<100x100xf32>
      affine.if #set(%i, %j)[%n] {
        affine.store %cst, %m[%i, %j] : memref<100x100xf32>
      } else {
        affine.prefetch %m[%i, %j], read, locality<3>, data : memref<100x100xf32>
      }
    }
  }
  %r = affine.for %i = 0 to %n iter_args(%acc = %cst) -> f32 {
    %x = affine.load %m[%i, %i] : memref<100x100xf32>
    %s = arith.addf %acc, %x : f32
    affine.yield %s : f32
  }
  %t = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    affine.yield %r : f32
  } else {
    affine.yield %cst : f32
  }
  affine.parallel (%i, %j) = (0, max(0, %n - 8)) to (10, min(%n, 20)) step (2, 1) {
    affine.store %cst, %m[%i, %j] : memref<100x100xf32>
  }
  affine.if affine_set<() : ()>() {
    affine.store %cst, %m[0, 0] : memref<100x100xf32>
  }
  %vv = affine.vector_load %v[%n * 2] : memref<64xf32>, vector<8xf32>
  affine.vector_store %vv, %v[%n + 8] : memref<64xf32>, vector<8xf32>
  return %t : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @apply(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.muli %arg0, %c3 overflow<nsw> : index
// CHECK-NEXT: %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %2 = arith.muli %arg2, %c-1 overflow<nsw> : index
// CHECK-NEXT: %3 = arith.addi %1, %2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %4 = arith.remsi %arg0, %c4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %5 = arith.cmpi slt, %4, %c0 : index
// CHECK-NEXT: %6 = arith.addi %4, %c4 : index
// CHECK-NEXT: %7 = arith.select %5, %6, %4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c-1_1 = arith.constant -1 : index
// CHECK-NEXT: %8 = arith.cmpi slt, %arg1, %c0_0 : index
// CHECK-NEXT: %9 = arith.subi %c-1_1, %arg1 : index
// CHECK-NEXT: %10 = arith.select %8, %9, %arg1 : index
// CHECK-NEXT: %11 = arith.divsi %10, %c8 : index
// CHECK-NEXT: %12 = arith.subi %c-1_1, %11 : index
// CHECK-NEXT: %13 = arith.select %8, %12, %11 : index
// CHECK-NEXT: %14 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %15 = arith.cmpi sle, %14, %c0_2 : index
// CHECK-NEXT: %16 = arith.subi %c0_2, %14 : index
// CHECK-NEXT: %17 = arith.subi %14, %c1 : index
// CHECK-NEXT: %18 = arith.select %15, %16, %17 : index
// CHECK-NEXT: %19 = arith.divsi %18, %c2 : index
// CHECK-NEXT: %20 = arith.subi %c0_2, %19 : index
// CHECK-NEXT: %21 = arith.addi %19, %c1 : index
// CHECK-NEXT: %22 = arith.select %15, %20, %21 : index
// CHECK-NEXT: %c-1_3 = arith.constant -1 : index
// CHECK-NEXT: %23 = arith.muli %arg0, %c-1_3 overflow<nsw> : index
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %24 = arith.muli %arg0, %c-2 overflow<nsw> : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %25 = arith.addi %24, %c5 : index
// CHECK-NEXT: return %3, %7, %13, %22, %23, %25 : index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @minmax(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c2 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %1 = arith.minsi %arg0, %0 : index
// CHECK-NEXT: %2 = arith.minsi %1, %c10 : index
// CHECK-NEXT: %3 = arith.maxsi %arg0, %arg1 : index
// CHECK-NEXT: return %2, %3 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @loops(%arg0: memref<100x100xf32>, %arg1: index, %arg2: memref<64xf32>) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c100 step %c4 {
// CHECK-NEXT: %10 = arith.maxsi %arg3, %arg1 : index
// CHECK-NEXT: %c10_8 = arith.constant 10 : index
// CHECK-NEXT: %11 = arith.addi %arg3, %c10_8 : index
// CHECK-NEXT: %c100_9 = arith.constant 100 : index
// CHECK-NEXT: %12 = arith.minsi %11, %arg1 : index
// CHECK-NEXT: %13 = arith.minsi %12, %c100_9 : index
// CHECK-NEXT: %c1_10 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %10 to %13 step %c1_10 {
// CHECK-NEXT: %c1_11 = arith.constant 1 : index
// CHECK-NEXT: %14 = arith.addi %arg3, %c1_11 : index
// CHECK-NEXT: %c2_12 = arith.constant 2 : index
// CHECK-NEXT: %c0_13 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %15 = arith.cmpi slt, %arg4, %c0_13 : index
// CHECK-NEXT: %16 = arith.subi %c-1, %arg4 : index
// CHECK-NEXT: %17 = arith.select %15, %16, %arg4 : index
// CHECK-NEXT: %18 = arith.divsi %17, %c2_12 : index
// CHECK-NEXT: %19 = arith.subi %c-1, %18 : index
// CHECK-NEXT: %20 = arith.select %15, %19, %18 : index
// CHECK-NEXT: %21 = memref.load %arg0[%14, %20] : memref<100x100xf32>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %22 = arith.remsi %arg3, %c3 : index
// CHECK-NEXT: %c0_14 = arith.constant 0 : index
// CHECK-NEXT: %23 = arith.cmpi slt, %22, %c0_14 : index
// CHECK-NEXT: %24 = arith.addi %22, %c3 : index
// CHECK-NEXT: %25 = arith.select %23, %24, %22 : index
// CHECK-NEXT: memref.store %21, %arg0[%arg4, %25] : memref<100x100xf32>
// CHECK-NEXT: %c0_15 = arith.constant 0 : index
// CHECK-NEXT: %c-10 = arith.constant -10 : index
// CHECK-NEXT: %26 = arith.addi %arg3, %c-10 : index
// CHECK-NEXT: %27 = arith.cmpi sge, %26, %c0_15 : index
// CHECK-NEXT: %c-1_16 = arith.constant -1 : index
// CHECK-NEXT: %28 = arith.muli %arg3, %c-1_16 overflow<nsw> : index
// CHECK-NEXT: %29 = arith.addi %28, %arg1 : index
// CHECK-NEXT: %c-9 = arith.constant -9 : index
// CHECK-NEXT: %30 = arith.addi %29, %c-9 : index
// CHECK-NEXT: %31 = arith.cmpi sge, %30, %c0_15 : index
// CHECK-NEXT: %32 = arith.andi %27, %31 : i1
// CHECK-NEXT: %33 = arith.cmpi eq, %arg4, %c0_15 : index
// CHECK-NEXT: %34 = arith.andi %32, %33 : i1
// CHECK-NEXT: scf.if %34 {
// CHECK-NEXT: memref.store %cst, %arg0[%arg3, %arg4] : memref<100x100xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.prefetch %arg0[%arg3, %arg4], read, locality<3>, data : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0_0 to %arg1 step %c1 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT: %10 = memref.load %arg0[%arg3, %arg3] : memref<100x100xf32>
// CHECK-NEXT: %11 = arith.addf %arg4, %10 : f32
// CHECK-NEXT: scf.yield %11 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.cmpi sge, %arg1, %c0_1 : index
// CHECK-NEXT: %2 = scf.if %1 -> (f32) {
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c-8 = arith.constant -8 : index
// CHECK-NEXT: %3 = arith.addi %arg1, %c-8 : index
// CHECK-NEXT: %4 = arith.maxsi %c0_3, %3 : index
// CHECK-NEXT: %c20 = arith.constant 20 : index
// CHECK-NEXT: %5 = arith.minsi %arg1, %c20 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg3, %arg4) = (%c0_2, %4) to (%c10, %5) step (%c2, %c1_4) {
// CHECK-NEXT: memref.store %cst, %arg0[%arg3, %arg4] : memref<100x100xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %6 = arith.cmpi eq, %c0_6, %c0_5 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %c0_9 = arith.constant 0 : index
// CHECK-NEXT: memref.store %cst, %arg0[%c0_8, %c0_9] : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c2_7 = arith.constant 2 : index
// CHECK-NEXT: %7 = arith.muli %arg1, %c2_7 overflow<nsw> : index
// CHECK-NEXT: %8 = vector.load %arg2[%7] : memref<64xf32>, vector<8xf32>
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %9 = arith.addi %arg1, %c8 : index
// CHECK-NEXT: vector.store %8, %arg2[%9] : memref<64xf32>, vector<8xf32>
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// CANON: module {
// CANON-NEXT: func.func @apply(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {
// CANON-NEXT: %c5 = arith.constant 5 : index
// CANON-NEXT: %c-2 = arith.constant -2 : index
// CANON-NEXT: %c1 = arith.constant 1 : index
// CANON-NEXT: %c2 = arith.constant 2 : index
// CANON-NEXT: %c8 = arith.constant 8 : index
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %c4 = arith.constant 4 : index
// CANON-NEXT: %c-1 = arith.constant -1 : index
// CANON-NEXT: %c3 = arith.constant 3 : index
// CANON-NEXT: %0 = arith.muli %arg0, %c3 overflow<nsw> : index
// CANON-NEXT: %1 = arith.addi %0, %arg1 : index
// CANON-NEXT: %2 = arith.subi %1, %arg2 : index
// CANON-NEXT: %3 = arith.remsi %arg0, %c4 : index
// CANON-NEXT: %4 = arith.cmpi slt, %3, %c0 : index
// CANON-NEXT: %5 = arith.addi %3, %c4 : index
// CANON-NEXT: %6 = arith.select %4, %5, %3 : index
// CANON-NEXT: %7 = arith.cmpi slt, %arg1, %c0 : index
// CANON-NEXT: %8 = arith.subi %c-1, %arg1 : index
// CANON-NEXT: %9 = arith.select %7, %8, %arg1 : index
// CANON-NEXT: %10 = arith.divsi %9, %c8 : index
// CANON-NEXT: %11 = arith.subi %c-1, %10 : index
// CANON-NEXT: %12 = arith.select %7, %11, %10 : index
// CANON-NEXT: %13 = arith.addi %arg0, %arg1 : index
// CANON-NEXT: %14 = arith.cmpi sle, %13, %c0 : index
// CANON-NEXT: %15 = arith.subi %c0, %13 : index
// CANON-NEXT: %16 = arith.subi %13, %c1 : index
// CANON-NEXT: %17 = arith.select %14, %15, %16 : index
// CANON-NEXT: %18 = arith.divsi %17, %c2 : index
// CANON-NEXT: %19 = arith.subi %c0, %18 : index
// CANON-NEXT: %20 = arith.addi %18, %c1 : index
// CANON-NEXT: %21 = arith.select %14, %19, %20 : index
// CANON-NEXT: %22 = arith.muli %arg0, %c-1 overflow<nsw> : index
// CANON-NEXT: %23 = arith.muli %arg0, %c-2 overflow<nsw> : index
// CANON-NEXT: %24 = arith.addi %23, %c5 : index
// CANON-NEXT: return %2, %6, %12, %21, %22, %24 : index, index, index, index, index, index
// CANON-NEXT: }
// CANON-NEXT: func.func @minmax(%arg0: index, %arg1: index) -> (index, index) {
// CANON-NEXT: %c10 = arith.constant 10 : index
// CANON-NEXT: %c2 = arith.constant 2 : index
// CANON-NEXT: %0 = arith.addi %arg1, %c2 : index
// CANON-NEXT: %1 = arith.minsi %arg0, %0 : index
// CANON-NEXT: %2 = arith.minsi %1, %c10 : index
// CANON-NEXT: %3 = arith.maxsi %arg0, %arg1 : index
// CANON-NEXT: return %2, %3 : index, index
// CANON-NEXT: }
// CANON-NEXT: func.func @loops(%arg0: memref<100x100xf32>, %arg1: index, %arg2: memref<64xf32>) -> f32 {
// CANON-NEXT: %c8 = arith.constant 8 : index
// CANON-NEXT: %c20 = arith.constant 20 : index
// CANON-NEXT: %c-8 = arith.constant -8 : index
// CANON-NEXT: %c-9 = arith.constant -9 : index
// CANON-NEXT: %c-10 = arith.constant -10 : index
// CANON-NEXT: %c3 = arith.constant 3 : index
// CANON-NEXT: %c-1 = arith.constant -1 : index
// CANON-NEXT: %c2 = arith.constant 2 : index
// CANON-NEXT: %c1 = arith.constant 1 : index
// CANON-NEXT: %c10 = arith.constant 10 : index
// CANON-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %c100 = arith.constant 100 : index
// CANON-NEXT: %c4 = arith.constant 4 : index
// CANON-NEXT: scf.for %arg3 = %c0 to %c100 step %c4 {
// CANON-NEXT: %9 = arith.maxsi %arg3, %arg1 : index
// CANON-NEXT: %10 = arith.addi %arg3, %c10 : index
// CANON-NEXT: %11 = arith.minsi %10, %arg1 : index
// CANON-NEXT: %12 = arith.minsi %11, %c100 : index
// CANON-NEXT: scf.for %arg4 = %9 to %12 step %c1 {
// CANON-NEXT: %13 = arith.addi %arg3, %c1 : index
// CANON-NEXT: %14 = arith.cmpi slt, %arg4, %c0 : index
// CANON-NEXT: %15 = arith.subi %c-1, %arg4 : index
// CANON-NEXT: %16 = arith.select %14, %15, %arg4 : index
// CANON-NEXT: %17 = arith.divsi %16, %c2 : index
// CANON-NEXT: %18 = arith.subi %c-1, %17 : index
// CANON-NEXT: %19 = arith.select %14, %18, %17 : index
// CANON-NEXT: %20 = memref.load %arg0[%13, %19] : memref<100x100xf32>
// CANON-NEXT: %21 = arith.remsi %arg3, %c3 : index
// CANON-NEXT: %22 = arith.cmpi slt, %21, %c0 : index
// CANON-NEXT: %23 = arith.addi %21, %c3 : index
// CANON-NEXT: %24 = arith.select %22, %23, %21 : index
// CANON-NEXT: memref.store %20, %arg0[%arg4, %24] : memref<100x100xf32>
// CANON-NEXT: %25 = arith.addi %arg3, %c-10 : index
// CANON-NEXT: %26 = arith.cmpi sge, %25, %c0 : index
// CANON-NEXT: %27 = arith.subi %arg1, %arg3 : index
// CANON-NEXT: %28 = arith.addi %27, %c-9 : index
// CANON-NEXT: %29 = arith.cmpi sge, %28, %c0 : index
// CANON-NEXT: %30 = arith.andi %26, %29 : i1
// CANON-NEXT: %31 = arith.cmpi eq, %arg4, %c0 : index
// CANON-NEXT: %32 = arith.andi %30, %31 : i1
// CANON-NEXT: scf.if %32 {
// CANON-NEXT: memref.store %cst, %arg0[%arg3, %arg4] : memref<100x100xf32>
// CANON-NEXT: } else {
// CANON-NEXT: memref.prefetch %arg0[%arg3, %arg4], read, locality<3>, data : memref<100x100xf32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %cst) -> (f32) {
// CANON-NEXT: %9 = memref.load %arg0[%arg3, %arg3] : memref<100x100xf32>
// CANON-NEXT: %10 = arith.addf %arg4, %9 : f32
// CANON-NEXT: scf.yield %10 : f32
// CANON-NEXT: }
// CANON-NEXT: %1 = arith.cmpi sge, %arg1, %c0 : index
// CANON-NEXT: %2 = arith.select %1, %0, %cst : f32
// CANON-NEXT: %3 = arith.addi %arg1, %c-8 : index
// CANON-NEXT: %4 = arith.maxsi %3, %c0 : index
// CANON-NEXT: %5 = arith.minsi %arg1, %c20 : index
// CANON-NEXT: scf.parallel (%arg3, %arg4) = (%c0, %4) to (%c10, %5) step (%c2, %c1) {
// CANON-NEXT: memref.store %cst, %arg0[%arg3, %arg4] : memref<100x100xf32>
// CANON-NEXT: scf.reduce
// CANON-NEXT: }
// CANON-NEXT: memref.store %cst, %arg0[%c0, %c0] : memref<100x100xf32>
// CANON-NEXT: %6 = arith.muli %arg1, %c2 overflow<nsw> : index
// CANON-NEXT: %7 = vector.load %arg2[%6] : memref<64xf32>, vector<8xf32>
// CANON-NEXT: %8 = arith.addi %arg1, %c8 : index
// CANON-NEXT: vector.store %7, %arg2[%8] : memref<64xf32>, vector<8xf32>
// CANON-NEXT: return %2 : f32
// CANON-NEXT: }
// CANON-NEXT: }
