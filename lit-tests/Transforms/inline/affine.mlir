// COMPARE: mlir-opt-22
// RUN: jopt %s --inline | FileCheck %s

// Into affine.for, affine.parallel and affine.if, only a one-block callee whose ops have no
// memory effects or are affine.apply, affine.load and affine.store keeping valid dims and symbols
// is inlined (MLIR's AffineInlinerInterface): a memref.store keeps its call. Affine ops inline
// anywhere in an affine scope. (As MLIR has it, a value defined in the region a call is inlined
// into, an induction variable included, counts as a valid symbol there.)

func.func private @pure(%x: f32) -> f32 {
  %0 = arith.mulf %x, %x : f32
  return %0 : f32
}

func.func private @store(%m: memref<16xf32>, %i: index, %v: f32) {
  memref.store %v, %m[%i] : memref<16xf32>
  return
}

// %i is a dim in the callee: the induction variable passed for it is a valid dim.
func.func private @affine_dim(%m: memref<16xf32>, %i: index) -> f32 {
  %0 = affine.load %m[%i + 1] : memref<16xf32>
  %1 = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
  affine.store %0, %m[%1] : memref<16xf32>
  return %0 : f32
}

// %s is a symbol in the callee.
func.func private @affine_sym(%m: memref<16xf32>, %s: index) -> f32 {
  %0 = affine.load %m[symbol(%s)] : memref<16xf32>
  return %0 : f32
}

// CHECK-LABEL: func.func @loops
// CHECK:         affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      call @store
// CHECK-NEXT:      affine.load %{{.*}}[%[[I]] + 1]
// CHECK-NEXT:      affine.store %{{.*}}, %{{.*}}[%[[I]] * 2]
// CHECK-NEXT:    }
// CHECK:         affine.parallel
// CHECK-NEXT:      arith.mulf
// CHECK:         affine.if
// CHECK-NEXT:      affine.load %{{.*}}[symbol(%arg2)]
// CHECK:         affine.load %{{.*}}[symbol(%arg2)]
// CHECK:         memref.store
func.func @loops(%m: memref<16xf32>, %f: f32, %n: index) -> f32 {
  affine.for %i = 0 to 8 {
    %0 = func.call @pure(%f) : (f32) -> f32
    func.call @store(%m, %i, %0) : (memref<16xf32>, index, f32) -> ()
    %1 = func.call @affine_dim(%m, %i) : (memref<16xf32>, index) -> f32
    %2 = func.call @affine_sym(%m, %i) : (memref<16xf32>, index) -> f32
  }
  affine.parallel (%i) = (0) to (8) {
    %0 = func.call @pure(%f) : (f32) -> f32
    affine.store %0, %m[%i] : memref<16xf32>
  }
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%n) {
    %0 = func.call @affine_sym(%m, %n) : (memref<16xf32>, index) -> f32
    affine.store %0, %m[0] : memref<16xf32>
  }
  %r = func.call @affine_sym(%m, %n) : (memref<16xf32>, index) -> f32
  %c0 = arith.constant 0 : index
  func.call @store(%m, %c0, %r) : (memref<16xf32>, index, f32) -> ()
  return %r : f32
}
