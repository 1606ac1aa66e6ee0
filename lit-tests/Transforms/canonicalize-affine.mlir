// COMPARE: mlir-opt-22
// RUN: jopt %s --canonicalize | FileCheck %s

// Canonicalization of the affine ops as mlir-opt-22: affine.min/max fold constants (to the
// least/greatest value, or into the map in place), lose duplicate results, merge a min of a
// min, sort their linear results, become affine.apply with one result; affine.for bounds,
// load/store/vector/prefetch subscripts and affine.if conditions compose the affine.apply ops
// of their operands and fold constant operands; a loop whose body only yields is replaced by
// what it leaves (an empty loop without results goes as dead), a zero-trip loop with results by
// its inits; single-iteration loops and constant non-trivial sets stay; an affine.if on 0 == 0
// inlines its then block, on 1 == 0 its else block; an empty else block goes.

// CHECK: #map = affine_map<()[s0, s1] -> (s1, s0)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (6, s0)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0 + 10)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (s0, s0 floordiv 2)>
// CHECK-NEXT: #map5 = affine_map<()[s0, s1] -> (s0, s1, s1 floordiv 2)>
// CHECK-NEXT: #map6 = affine_map<()[s0] -> (1, s0)>
// CHECK-NEXT: #map7 = affine_map<()[s0] -> (s0 + 2, 5)>
// CHECK-NEXT: #set = affine_set<() : (-1 >= 0)>
// CHECK-NEXT: #set1 = affine_set<() : (1 >= 0)>
// CHECK-NEXT: #set2 = affine_set<()[s0] : (s0 >= 0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @minmax(%arg0: index, %arg1: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = affine.max #map()[%arg1, %arg0]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg0]
// CHECK-NEXT: %2 = affine.min #map2()[%arg0]
// CHECK-NEXT: return %c3, %0, %arg0, %1, %2 : index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loops(%arg0: memref<100xf32>, %arg1: index, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT: affine.for %arg3 = 0 to 0 {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg3] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to #map3()[%arg1] {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3 + 1] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg3 * 2 + 2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %arg2, %arg2 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ifs(%arg0: memref<100xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT: affine.store %arg1, %arg0[0] : memref<100xf32>
// CHECK-NEXT: affine.if #set() {
// CHECK-NEXT: affine.store %arg1, %arg0[1] : memref<100xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.store %arg1, %arg0[2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.if #set1() -> f32 {
// CHECK-NEXT: affine.yield %arg1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: affine.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set2()[%arg2] {
// CHECK-NEXT: affine.store %arg1, %arg0[3] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @more(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: f32) -> (f32, index, index) {
// CHECK-NEXT: affine.for %arg4 = 2 to %arg1 {
// CHECK-NEXT: affine.for %arg5 = 0 to 1 {
// CHECK-NEXT: %3 = affine.load %arg0[%arg4 + %arg5, 5] : memref<100x100xf32>
// CHECK-NEXT: affine.store %3, %arg0[%arg4, symbol(%arg2) + 1] : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %0 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT: %1 = affine.min #map4()[%arg1]
// CHECK-NEXT: %2 = affine.min #map5()[%arg2, %arg1]
// CHECK-NEXT: affine.for %arg4 = max #map6()[%arg2] to min #map7()[%arg1] step 3 {
// CHECK-NEXT: affine.store %arg3, %arg0[%arg4, %arg4] : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1, %2 : f32, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @compose_access(%arg0: memref<100x100xf32>, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.vector_load %arg0[%arg2 * 2 + symbol(%arg1), %arg2 * 2] : memref<100x100xf32>, vector<4xf32>
// CHECK-NEXT: affine.vector_store %0, %arg0[%arg2 * 2, %arg2 * 2 + symbol(%arg1)] : memref<100x100xf32>, vector<4xf32>
// CHECK-NEXT: affine.prefetch %arg0[%arg2 * 2 + symbol(%arg1), %arg2], read, locality<1>, data : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @single_iteration(%arg0: memref<100xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = affine.for %arg2 = 0 to 1 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT: %2 = arith.addf %arg3, %arg1 : f32
// CHECK-NEXT: affine.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = affine.for %arg2 = 0 to 8 step 4 iter_args(%arg3 = %arg1, %arg4 = %0) -> (f32, f32) {
// CHECK-NEXT: affine.yield %arg4, %arg3 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @minmax(%a: index, %b: index) -> (index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1 + 2)>(%c3, %c7)
  %1 = affine.max affine_map<(d0)[s0] -> (d0, s0, d0)>(%a)[%b]
  %2 = affine.min affine_map<()[s0] -> (s0)>()[%a]
  %3 = affine.max affine_map<(d0) -> (d0 + 1)>(%a)
  %4 = affine.min affine_map<(d0, d1) -> (d0, d1 * 2)>(%a, %c3)
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
func.func @loops(%A: memref<100xf32>, %n: index, %f: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  affine.for %i = 0 to 0 {
    affine.store %f, %A[%i] : memref<100xf32>
  }
  %r = affine.for %i = 10 to 5 iter_args(%x = %f) -> (f32) {
    %y = arith.addf %x, %x : f32
    affine.yield %y : f32
  }
  affine.for %i = 0 to 10 {
  }
  %s = affine.for %i = 0 to %n iter_args(%x = %f) -> (f32) {
    affine.yield %x : f32
  }
  affine.for %i = affine_map<(d0) -> (d0)>(%c0) to affine_map<(d0)[s0] -> (d0 + s0)>(%c10)[%n] {
    %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %v = affine.load %A[%j] : memref<100xf32>
    affine.store %v, %A[%j * 2] : memref<100xf32>
  }
  return %r, %s : f32, f32
}
func.func @ifs(%A: memref<100xf32>, %f: f32, %n: index) -> f32 {
  %c1 = arith.constant 1 : index
  affine.if affine_set<(d0) : (d0 - 1 == 0)>(%c1) {
    affine.store %f, %A[0] : memref<100xf32>
  }
  affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%c1) {
    affine.store %f, %A[1] : memref<100xf32>
  } else {
    affine.store %f, %A[2] : memref<100xf32>
  }
  %r = affine.if affine_set<()[s0] : (s0 >= 0)>()[%c1] -> f32 {
    affine.yield %f : f32
  } else {
    %g = arith.addf %f, %f : f32
    affine.yield %g : f32
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    affine.store %f, %A[3] : memref<100xf32>
  } else {
  }
  return %r : f32
}
func.func @more(%A: memref<100x100xf32>, %n: index, %m: index, %f: f32) -> (f32, index, index) {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  affine.for %i = %c2 to %n {
    affine.for %j = 0 to 1 {
      %a = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %j)
      %v = affine.load %A[%a, %c5] : memref<100x100xf32>
      affine.store %v, %A[%i, symbol(%m) + %c1] : memref<100x100xf32>
    }
  }
  %r = affine.if affine_set<(d0) : (d0 - 5 == 0)>(%c5) -> f32 {
    %g = arith.addf %f, %f : f32
    affine.yield %g : f32
  } else {
    affine.yield %f : f32
  }
  %x = affine.min affine_map<(d0) -> (d0, d0 floordiv 2)>(%n)
  %y = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%x)[%m]
  affine.parallel (%i, %j) = (0, %c1) to (%n, 10) {
    %v = affine.load %A[%i, %j + 1] : memref<100x100xf32>
  }
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%c1)[%m] to min affine_map<(d0)[s0] -> (d0 + 2, s0)>(%n)[%c5] step 3 {
    affine.store %f, %A[%i, %i] : memref<100x100xf32>
  }
  return %r, %x, %y : f32, index, index
}
func.func @compose_access(%A: memref<100x100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %b = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%n]
    %v = affine.vector_load %A[%b, %a] : memref<100x100xf32>, vector<4xf32>
    affine.vector_store %v, %A[%a, %b] : memref<100x100xf32>, vector<4xf32>
    affine.prefetch %A[%b, %i], read, locality<1>, data : memref<100x100xf32>
  }
  return
}
func.func @single_iteration(%A: memref<100xf32>, %f: f32) -> f32 {
  %r = affine.for %i = 0 to 1 iter_args(%x = %f) -> (f32) {
    %y = arith.addf %x, %f : f32
    affine.yield %y : f32
  }
  %s:2 = affine.for %i = 0 to 8 step 4 iter_args(%x = %f, %y = %r) -> (f32, f32) {
    affine.yield %y, %x : f32, f32
  }
  return %s#1 : f32
}
