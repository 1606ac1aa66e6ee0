// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// affine.for (constant, symbol and map bounds, max/min of several, steps, iter_args), affine.if
// (integer sets, else regions, results) and affine.parallel (bound expressions, max/min groups,
// steps, reductions, zero dimensions) in their custom forms; implicit affine.yield elided.

// CHECK: #map = affine_map<(d0)[s0] -> (d0, s0 - 4)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0, s1 + 10)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 8)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - 1 >= 0, -d0 + s0 - 1 >= 0, d0 mod 2 == 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 - 50 >= 0)>
// CHECK-NEXT: #set2 = affine_set<()[s0] : (s0 == 0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @loops(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = %c0 to %arg1 step 4 {
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = max #map(%c0)[%arg1] to min #map1()[%arg1, %arg2] {
// CHECK-NEXT: affine.for %arg4 = #map2(%arg3) to #map3(%arg3) step 2 {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 3 to %arg1 {
// CHECK-NEXT: } {tag = "bounds"}
// CHECK-NEXT: %0:2 = affine.for %arg3 = 0 to %arg1 iter_args(%arg4 = %cst, %arg5 = %c0) -> (f32, index) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg3, %arg3 + 1] : memref<?x?xf32>
// CHECK-NEXT: %2 = arith.addf %arg4, %1 : f32
// CHECK-NEXT: affine.yield %2, %arg3 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ifs(%arg0: memref<100xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: affine.for %arg3 = 0 to 100 {
// CHECK-NEXT: affine.if #set(%arg3)[%arg1] {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set1(%arg3) {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<100xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3 - 1] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.if #set2()[%arg1] -> f32 {
// CHECK-NEXT: affine.yield %arg2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT: affine.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallel(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> (f32, f32) {
// CHECK-NEXT: affine.parallel (%arg3, %arg4) = (0, 0) to (%arg1, 10) step (1, 2) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg3) = (max(0, %arg2 - 2)) to (min(%arg1, 100, %arg2 * 2)) {
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = affine.parallel (%arg3) = (0) to (%arg1) reduce ("addf", "maximumf") -> (f32, f32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg3, %arg3] : memref<?x?xf32>
// CHECK-NEXT: affine.yield %1, %1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel () = () to () {
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }

#lb = affine_map<(d0)[s0] -> (d0, s0 - 4)>
#ub = affine_map<()[s0, s1] -> (s0, s1 + 10)>
#set = affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 - 1 >= 0, d0 mod 2 == 0)>

func.func @loops(%A: memref<?x?xf32>, %n: index, %m: index) -> f32 {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  // Bounds print as constants or symbols when the map allows, else as maps with operands.
  affine.for %i = 0 to 10 {
  }
  affine.for %i = %c0 to %n step 4 {
  }
  affine.for %i = max #lb(%c0)[%n] to min #ub()[%n, %m] {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 8)>(%i) step 2 {
    }
  }
  affine.for %i = affine_map<() -> (3)>() to affine_map<()[s0] -> (s0)>()[%n] {
  } {tag = "bounds"}
  %r:2 = affine.for %i = 0 to %n iter_args(%a = %cst, %b = %c0) -> (f32, index) {
    %x = affine.load %A[%i, %i + 1] : memref<?x?xf32>
    %s = arith.addf %a, %x : f32
    affine.yield %s, %i : f32, index
  }
  return %r#0 : f32
}

func.func @ifs(%A: memref<100xf32>, %n: index, %f: f32) -> f32 {
  affine.for %i = 0 to 100 {
    affine.if #set(%i)[%n] {
      affine.store %f, %A[%i] : memref<100xf32>
    }
    affine.if affine_set<(d0) : (d0 - 50 >= 0)>(%i) {
      affine.store %f, %A[%i] : memref<100xf32>
    } else {
      affine.store %f, %A[%i - 1] : memref<100xf32>
    }
  }
  %r = affine.if affine_set<()[s0] : (s0 == 0)>()[%n] -> f32 {
    affine.yield %f : f32
  } else {
    %g = arith.addf %f, %f : f32
    affine.yield %g : f32
  }
  return %r : f32
}

func.func @parallel(%A: memref<?x?xf32>, %n: index, %m: index) -> (f32, f32) {
  affine.parallel (%i, %j) = (0, 0) to (%n, 10) step (1, 2) {
    %v = affine.load %A[%i, %j] : memref<?x?xf32>
  }
  affine.parallel (%i) = (max(0, %m - 2)) to (min(%n, 100, %m * 2)) {
  }
  %r:2 = affine.parallel (%k) = (0) to (%n) reduce ("addf", "maximumf") -> (f32, f32) {
    %q = affine.load %A[%k, %k] : memref<?x?xf32>
    affine.yield %q, %q : f32, f32
  }
  affine.parallel () = () to () {
  }
  return %r#0, %r#1 : f32, f32
}
