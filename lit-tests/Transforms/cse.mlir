// RUN: jopt %s -p 'builtin.module(func.func(cse))' --split-input-file --allow-unregistered-dialect | FileCheck %s

// CSE on what memory pipelines produce: index arithmetic, views, reads.

// CHECK-LABEL: func @index_math
func.func @index_math(%a: index, %b: index) -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %c4_0 = arith.constant 4 : index
  %x = arith.muli %a, %c4 : index
  %y = arith.muli %a, %c4_0 : index
  %z = arith.addi %x, %b : index
  %w = arith.addi %y, %b : index
  return %x, %z, %w : index, index, index
}
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[X:.*]] = arith.muli %{{.*}}, %[[C4]] : index
// CHECK-NEXT: %[[Z:.*]] = arith.addi %[[X]], %{{.*}} : index
// CHECK-NEXT: return %[[X]], %[[Z]], %[[Z]]

// -----

// Loads merge when nothing writes in between; a store separates them.
// CHECK-LABEL: func @loads
func.func @loads(%m: memref<16xf32>, %i: index, %v: f32) -> (f32, f32, f32) {
  %l1 = memref.load %m[%i] : memref<16xf32>
  %l2 = memref.load %m[%i] : memref<16xf32>
  memref.store %v, %m[%i] : memref<16xf32>
  %l3 = memref.load %m[%i] : memref<16xf32>
  return %l1, %l2, %l3 : f32, f32, f32
}
// CHECK-NEXT: %[[L1:.*]] = memref.load
// CHECK-NEXT: memref.store
// CHECK-NEXT: %[[L3:.*]] = memref.load
// CHECK-NEXT: return %[[L1]], %[[L1]], %[[L3]]

// -----

// Views of one buffer and dims are pure: duplicates go, also from nested regions.
// CHECK-LABEL: func @views
func.func @views(%m: memref<64xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %s1 = memref.subview %m[0] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1]>>
  %s2 = memref.subview %m[0] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1]>>
  %d1 = memref.dim %m, %c0 : memref<64xf32>
  %d2 = memref.dim %m, %c0 : memref<64xf32>
  scf.if %c {
    %s3 = memref.subview %m[0] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1]>>
    "test.use"(%s3) : (memref<16xf32, strided<[1]>>) -> ()
  }
  "test.use"(%s1, %s2, %d1, %d2) : (memref<16xf32, strided<[1]>>, memref<16xf32, strided<[1]>>, index, index) -> ()
  return
}
// CHECK:      %[[S1:.*]] = memref.subview
// CHECK-NEXT: %[[D1:.*]] = memref.dim
// CHECK-NEXT: scf.if
// CHECK-NEXT:   "test.use"(%[[S1]])
// CHECK:      "test.use"(%[[S1]], %[[S1]], %[[D1]], %[[D1]])

// -----

// Allocations and unregistered ops have effects: never merged.
// CHECK-LABEL: func @effects
func.func @effects() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %x = "test.source"() : () -> memref<4xf32>
  %y = "test.source"() : () -> memref<4xf32>
  "test.use"(%a, %b, %x, %y) : (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}
// CHECK-COUNT-2: memref.alloc()
// CHECK-COUNT-2: "test.source"()

// -----

// An op in a dominating block replaces its copies in dominated blocks only.
// CHECK-LABEL: func @cfg
func.func @cfg(%c: i1, %a: index) -> index {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %y = arith.addi %a, %a : index
  cf.br ^bb3(%y : index)
^bb2:
  %z = arith.addi %a, %a : index
  cf.br ^bb3(%z : index)
^bb3(%r: index):
  %w = arith.addi %a, %a : index
  %s = arith.addi %r, %w : index
  return %s : index
}
// CHECK-COUNT-3: arith.addi %arg1, %arg1
