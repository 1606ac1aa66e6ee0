// COMPARE: mlir-opt-22
// RUN: jopt %s -p 'builtin.module(func.func(cse))' --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s -p 'builtin.module(func.func(cse))' --split-input-file --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// CSE on what memory pipelines produce: index arithmetic, views, reads.

// CHECK-LABEL: func @index_math
func.func @index_math(%a: index, %b: index) -> (index, index, index, index) {
  %c4 = arith.constant 4 : index
  %c4_0 = arith.constant 4 : index
  %c4_i64 = arith.constant 4 : i64
  %x = arith.muli %a, %c4 : index
  %y = arith.muli %a, %c4_0 : index
  %z = arith.addi %x, %b : index
  %w = arith.addi %y, %b : index
  // Commutative: the operands may come in any order.
  %v = arith.addi %b, %y : index
  %u = arith.subi %b, %y : index
  "foo.use"(%c4_i64) : (i64) -> ()
  return %x, %z, %w, %u : index, index, index, index
}
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[C4_I64:.*]] = arith.constant 4 : i64
// CHECK-NEXT: %[[X:.*]] = arith.muli %{{.*}}, %[[C4]] : index
// CHECK-NEXT: %[[Z:.*]] = arith.addi %[[X]], %[[B:.*]] : index
// CHECK-NEXT: %[[U:.*]] = arith.subi %[[B]], %[[X]] : index
// CHECK-NEXT: "foo.use"(%[[C4_I64]])
// CHECK-NEXT: return %[[X]], %[[Z]], %[[Z]], %[[U]]

// -----

// Loads merge when nothing may write in between: allocations and frees do not write, stores do,
// and so may an op with regions that stores, or an unregistered op.
// CHECK-LABEL: func @loads
func.func @loads(%m: memref<16xf32>, %i: index, %v: f32, %c: i1, %d: memref<4xf32>) -> (f32, f32, f32, f32, f32, f32) {
  %l1 = memref.load %m[%i] : memref<16xf32>
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %d : memref<4xf32>
  %l2 = memref.load %m[%i] : memref<16xf32>
  memref.store %v, %m[%i] : memref<16xf32>
  %l3 = memref.load %m[%i] : memref<16xf32>
  scf.if %c {
    memref.store %v, %a[%i] : memref<4xf32>
  }
  %l4 = memref.load %m[%i] : memref<16xf32>
  "foo.effect"() : () -> ()
  %l5 = memref.load %m[%i] : memref<16xf32>
  return %l1, %l2, %l3, %l4, %l5, %l5 : f32, f32, f32, f32, f32, f32
}
// CHECK-NEXT: %[[L1:.*]] = memref.load
// CHECK-NEXT: %[[A:.*]] = memref.alloc()
// CHECK-NEXT: memref.dealloc
// CHECK-NEXT: memref.store
// CHECK-NEXT: %[[L3:.*]] = memref.load
// CHECK-NEXT: scf.if
// CHECK-NEXT:   memref.store
// CHECK-NEXT: }
// CHECK-NEXT: %[[L4:.*]] = memref.load
// CHECK-NEXT: "foo.effect"()
// CHECK-NEXT: %[[L5:.*]] = memref.load
// CHECK-NEXT: return %[[L1]], %[[L1]], %[[L3]], %[[L4]], %[[L5]], %[[L5]]

// -----

// A load only merges with one in the same block, even a dominating one.
// CHECK-LABEL: func @loads_across_blocks
func.func @loads_across_blocks(%m: memref<16xf32>, %i: index) -> (f32, f32, f32) {
  %l1 = memref.load %m[%i] : memref<16xf32>
  cf.br ^bb1
^bb1:
  %l2 = memref.load %m[%i] : memref<16xf32>
  %l3 = memref.load %m[%i] : memref<16xf32>
  return %l1, %l2, %l3 : f32, f32, f32
}
// CHECK-NEXT:   %[[L1:.*]] = memref.load
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT:   %[[L2:.*]] = memref.load
// CHECK-NEXT:   return %[[L1]], %[[L2]], %[[L2]]

// -----

// Views and dims of one buffer are pure: duplicates go, also in nested regions.
// CHECK-LABEL: func @views
func.func @views(%m: memref<?xf32>, %lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %lb to %ub step %s {
    %c0_1 = arith.constant 0 : index
    %d1 = memref.dim %m, %c0_1 : memref<?xf32>
    %s1 = memref.subview %m[%i] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
    %s2 = memref.subview %m[%i] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
    "foo.use"(%d1, %s1, %s2) : (index, memref<4xf32, strided<[1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>) -> ()
  }
  "foo.use"(%d) : (index) -> ()
  return
}
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D:.*]] = memref.dim %{{.*}}, %[[C0]]
// CHECK-NEXT: scf.for
// CHECK-NEXT:   %[[S1:.*]] = memref.subview
// CHECK-NEXT:   "foo.use"(%[[D]], %[[S1]], %[[S1]])
// CHECK-NEXT: }
// CHECK-NEXT: "foo.use"(%[[D]])

// -----

// Nothing flows out of a region, nor into the region of an unregistered op (which may be
// isolated from above).
// CHECK-LABEL: func @scopes
func.func @scopes(%lb: index, %ub: index, %s: index) -> index {
  %c0 = arith.constant 0 : index
  scf.for %i = %lb to %ub step %s {
    %c7 = arith.constant 7 : index
    "foo.use"(%c7) : (index) -> ()
  }
  "foo.region"() ({
    %c0_0 = arith.constant 0 : index
    "foo.use"(%c0_0) : (index) -> ()
  }) : () -> ()
  %c7_0 = arith.constant 7 : index
  return %c7_0 : index
}
// CHECK:      scf.for
// CHECK-NEXT:   arith.constant 7 : index
// CHECK:      "foo.region"() ({
// CHECK-NEXT:   arith.constant 0 : index
// CHECK:      arith.constant 7 : index

// -----

// Allocations and unregistered ops have effects: never merged.
// CHECK-LABEL: func @effects
func.func @effects() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %x = "foo.source"() : () -> memref<4xf32>
  %y = "foo.source"() : () -> memref<4xf32>
  "foo.use"(%a, %b, %x, %y) : (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}
// CHECK-COUNT-2: memref.alloc()
// CHECK-COUNT-2: "foo.source"()

// -----

// An op in a dominating block replaces its copies in dominated blocks only; unreachable blocks
// are not visited.
// CHECK-LABEL: func @cfg
func.func @cfg(%c: i1, %a: index) -> index {
  %x = arith.muli %a, %a : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %y = arith.addi %a, %a : index
  %x1 = arith.muli %a, %a : index
  "foo.use"(%x1) : (index) -> ()
  cf.br ^bb3(%y : index)
^bb2:
  %z = arith.addi %a, %a : index
  cf.br ^bb3(%z : index)
^bb3(%r: index):
  %w = arith.addi %a, %a : index
  %s = arith.addi %r, %w : index
  %t = arith.addi %s, %x : index
  return %t : index
^bb4:
  %dead = arith.muli %a, %a : index
  "foo.use"(%dead) : (index) -> ()
  cf.br ^bb4
}
// CHECK:      %[[X:.*]] = arith.muli
// CHECK:      ^bb1:
// CHECK-NEXT:   arith.addi %arg1, %arg1
// CHECK-NEXT:   "foo.use"(%[[X]])
// CHECK:      ^bb2:
// CHECK-NEXT:   arith.addi %arg1, %arg1
// CHECK:      ^bb3({{.*}}):
// CHECK-NEXT:   arith.addi %arg1, %arg1
// CHECK:      ^bb4:
// CHECK-NEXT:   arith.muli

// -----

// Ops with regions merge when their regions are the same up to the values defined inside.
// CHECK-LABEL: func @regions
func.func @regions(%c: i1, %a: index, %lb: index) -> (index, index, index) {
  %0 = scf.if %c -> index {
    %y = scf.for %i = %lb to %a step %a iter_args(%acc = %a) -> index {
      %x = arith.addi %acc, %i : index
      scf.yield %x : index
    }
    scf.yield %y : index
  } else {
    scf.yield %a : index
  }
  %1 = scf.if %c -> index {
    %y = scf.for %i = %lb to %a step %a iter_args(%acc = %a) -> index {
      %x = arith.addi %acc, %i : index
      scf.yield %x : index
    }
    scf.yield %y : index
  } else {
    scf.yield %a : index
  }
  // Inside regions operands compare in order, even for commutative ops.
  %2 = scf.if %c -> index {
    %y = scf.for %i = %lb to %a step %a iter_args(%acc = %a) -> index {
      %x = arith.addi %i, %acc : index
      scf.yield %x : index
    }
    scf.yield %y : index
  } else {
    scf.yield %a : index
  }
  return %0, %1, %2 : index, index, index
}
// CHECK:      %[[R0:.*]] = scf.if
// CHECK:      %[[R2:.*]] = scf.if
// CHECK:      return %[[R0]], %[[R0]], %[[R2]]

// -----

// Duplicates are erased at the end, so a region still holding one differs from a region
// without it.
// CHECK-LABEL: func @late_erasure
func.func @late_erasure(%c: i1, %a: index) -> (index, index) {
  %0 = scf.if %c -> index {
    %x = arith.muli %a, %a : index
    %x2 = arith.muli %a, %a : index
    %z = arith.addi %x, %x2 : index
    scf.yield %z : index
  } else {
    scf.yield %a : index
  }
  %1 = scf.if %c -> index {
    %x = arith.muli %a, %a : index
    %z = arith.addi %x, %x : index
    scf.yield %z : index
  } else {
    scf.yield %a : index
  }
  return %0, %1 : index, index
}
// CHECK:      %[[R0:.*]] = scf.if
// CHECK:      %[[R1:.*]] = scf.if
// CHECK:      return %[[R0]], %[[R1]]

// -----

// Trivially dead ops are erased when visited: a dead chain loses its last op only.
// CHECK-LABEL: func @dead
func.func @dead(%a: i32, %m: memref<4xi32>, %i: index) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %0, %a : i32
  %2 = memref.load %m[%i] : memref<4xi32>
  %3 = memref.alloc() : memref<4xi32>
  return
}
// CHECK-NEXT: arith.addi %arg0, %arg0
// CHECK-NEXT: return

// -----

// The kept op takes the location of its duplicate when its own is unknown.
// LOC-LABEL: func @locations
func.func @locations(%a: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  %1 = arith.addi %a, %a : i32 loc("a.mlir":1:1)
  %2 = arith.addi %a, %a : i32 loc("b.mlir":2:2)
  return %0, %1, %2 : i32, i32, i32
}
// LOC-NEXT: %[[R:.*]] = arith.addi %arg0, %arg0 : i32 loc(#[[LOC:.*]])
// LOC-NEXT: return %[[R]], %[[R]], %[[R]]
// LOC:      #[[LOC]] = loc("a.mlir":1:1)
