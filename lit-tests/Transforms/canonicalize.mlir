// COMPARE: mlir-opt-22
// RUN: jopt %s -p 'builtin.module(func.func(canonicalize))' --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --canonicalize --split-input-file --allow-unregistered-dialect --mlir-disable-threading | FileCheck %s

// canonicalize on what memory pipelines produce: constants folded, uniqued and hoisted to the
// entry block; casts folded into their users; dead allocations, static conditions and trivial
// loops removed. Each case prints as mlir-opt-22 prints it.

func.func @f(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c5 = arith.constant 5 : i32
  %y = arith.addi %c1, %c2 : i32
  %w = arith.addi %c1, %c5 : i32
  %z = arith.muli %x, %y : i32
  %z2 = arith.muli %z, %w : i32
  %c1b = arith.constant 1 : i32
  %z3 = arith.muli %z2, %c1b : i32
  %z4 = arith.addi %z3, %c1b : i32
  return %z4 : i32
}
// CHECK-LABEL: func.func @f
// CHECK-NEXT:   %c18_i32 = arith.constant 18 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %c18_i32 : i32
// CHECK-NEXT:   %2 = arith.addi %1, %c1_i32 : i32
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }

// -----

func.func @g(%a: i32, %b: i1) -> i32 {
  %r = scf.if %b -> i32 {
    %c7 = arith.constant 7 : i32
    %q = arith.addi %a, %c7 : i32
    scf.yield %q : i32
  } else {
    %c8 = arith.constant 8 : i32
    scf.yield %c8 : i32
  }
  %c9 = arith.constant 9 : i32
  %s = arith.addi %r, %c9 : i32
  return %s : i32
}
// CHECK-LABEL: func.func @g
// CHECK-NEXT:   %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:   %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:   %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:   %0 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:     %2 = arith.addi %arg0, %c7_i32 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %c8_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = arith.addi %0, %c9_i32 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }

// -----

func.func @casts(%i: index, %v: f32) -> f32 {
  %a = memref.alloc() : memref<16xf32>
  %c = memref.cast %a : memref<16xf32> to memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %l = memref.load %c[%i] : memref<?xf32>
  "test.use"(%c) : (memref<?xf32>) -> ()
  memref.dealloc %c : memref<?xf32>
  return %l : f32
}
// CHECK-LABEL: func.func @casts
// CHECK-NEXT:   %alloc = memref.alloc() : memref<16xf32>
// CHECK-NEXT:   %cast = memref.cast %alloc : memref<16xf32> to memref<?xf32>
// CHECK-NEXT:   memref.store %arg1, %alloc[%arg0] : memref<16xf32>
// CHECK-NEXT:   %0 = memref.load %alloc[%arg0] : memref<16xf32>
// CHECK-NEXT:   "test.use"(%cast) : (memref<?xf32>) -> ()
// CHECK-NEXT:   memref.dealloc %alloc : memref<16xf32>
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }

// -----

func.func @dead(%v: f32, %i: index) {
  %a = memref.alloc() : memref<16xf32>
  memref.store %v, %a[%i] : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  %b = memref.alloca() : memref<4xf32>
  return
}
// CHECK-LABEL: func.func @dead
// CHECK-NEXT:   return
// CHECK-NEXT: }

// -----

func.func @dims(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  "test.use"(%a) : (memref<4x?xf32>) -> ()
  memref.dealloc %a : memref<4x?xf32>
  return %d0, %d1 : index, index
}
// CHECK-LABEL: func.func @dims
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT:   "test.use"(%alloc) : (memref<4x?xf32>) -> ()
// CHECK-NEXT:   memref.dealloc %alloc : memref<4x?xf32>
// CHECK-NEXT:   return %c4, %arg0 : index, index
// CHECK-NEXT: }

// -----

func.func @ifs(%m: memref<4xf32>) -> memref<4xf32> {
  %true = arith.constant true
  %r = scf.if %true -> (memref<4xf32>) {
    %x = memref.alloc() : memref<4xf32>
    "test.use"(%x) : (memref<4xf32>) -> ()
    scf.yield %x : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}
// CHECK-LABEL: func.func @ifs
// CHECK-NEXT:   %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:   "test.use"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT:   return %alloc : memref<4xf32>
// CHECK-NEXT: }

// -----

func.func @loops(%m: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%b = %m) -> (memref<4xf32>) {
    "test.use"(%b) : (memref<4xf32>) -> ()
    scf.yield %b : memref<4xf32>
  }
  %r2 = scf.for %i = %c0 to %c1 step %c1 iter_args(%b = %r) -> (memref<4xf32>) {
    "test.use"(%b, %i) : (memref<4xf32>, index) -> ()
    scf.yield %b : memref<4xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %t = memref.alloc() : memref<4xf32>
    memref.dealloc %t : memref<4xf32>
  }
  return %r2 : memref<4xf32>
}
// CHECK-LABEL: func.func @loops
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   "test.use"(%arg0, %c0) : (memref<4xf32>, index) -> ()
// CHECK-NEXT:   return %arg0 : memref<4xf32>
// CHECK-NEXT: }
