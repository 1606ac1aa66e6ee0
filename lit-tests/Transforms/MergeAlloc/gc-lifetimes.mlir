// gc-merge-alloc{analysis-only} writes graph-compiler's layout: every memref.alloc gets
// __mergealloc_lifetime = array<i64: scope, first access, last access> and its scope op
// __mergealloc_scope = scope (jopt numbers a scope by its op's tick; the function is tick 1).
// Ticks count ops in pre-order; the alloc itself, views and ops without memory effects are no
// accesses; -1 is never accessed, -2 untraceable (returned, yielded from a loop, turned into a
// pointer, and in jopt also freed or reallocated); a buffer accessed in a loop or branch that
// does not contain it lives over the whole op, at every enclosing level.
// RUN: jopt --gc-merge-alloc="analysis-only" --allow-unregistered-dialect %s | FileCheck %s
// RUN: jopt -p 'builtin.module(func.func(gc-merge-alloc{analysis-only}))' --allow-unregistered-dialect %s | FileCheck %s

func.func private @callee(memref<16xf32>) -> ()

// CHECK-LABEL: func.func @ticks() attributes {__mergealloc_scope = 1 : i64}
// CHECK: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 7, 9>} : memref<16xf32>
// CHECK: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 8, 8>} : memref<16xf32>
// CHECK: memref.alloc() {__mergealloc_lifetime = array<i64: 1, -1, -1>} : memref<4xf32>
func.func @ticks() {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %a, %c0 : memref<16xf32>
  %v = memref.subview %a[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
  "test.write"(%v) : (memref<8xf32, strided<[1]>>) -> ()
  "test.write"(%b) : (memref<16xf32>) -> ()
  "test.read"(%a) : (memref<16xf32>) -> ()
  %never = memref.alloc() : memref<4xf32>
  return
}

// A call is an access (the analysis takes its results as views of its arguments); buffers
// yielded by an scf.if live from the if to their last use through its result.
// CHECK-LABEL: func.func @escapes(
// CHECK-SAME: attributes {__mergealloc_scope = 1 : i64}
// CHECK-COUNT-5: memref.alloc() {__mergealloc_lifetime = array<i64: 1, -2, -2>} : memref<16xf32>
// CHECK: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 16, 16>} : memref<16xf32>
// CHECK-NEXT: call @callee
// CHECK-NEXT: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 19, 22>} : memref<16xf32>
// CHECK-NEXT: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 19, 22>} : memref<16xf32>
func.func @escapes(%n: index, %p: i1) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ret = memref.alloc() : memref<16xf32>
  %carried = memref.alloc() : memref<16xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %carried) -> (memref<16xf32>) {
    "test.use"(%it) : (memref<16xf32>) -> ()
    scf.yield %it : memref<16xf32>
  }
  %ptr = memref.alloc() : memref<16xf32>
  %x = memref.extract_aligned_pointer_as_index %ptr : memref<16xf32> -> index
  %freed = memref.alloc() : memref<16xf32>
  memref.dealloc %freed : memref<16xf32>
  %grown = memref.alloc() : memref<16xf32>
  %g2 = memref.realloc %grown : memref<16xf32> to memref<32xf32>
  %called = memref.alloc() : memref<16xf32>
  func.call @callee(%called) : (memref<16xf32>) -> ()
  %then = memref.alloc() : memref<16xf32>
  %else = memref.alloc() : memref<16xf32>
  %sel = scf.if %p -> memref<16xf32> {
    scf.yield %then : memref<16xf32>
  } else {
    scf.yield %else : memref<16xf32>
  }
  "test.read"(%sel) : (memref<16xf32>) -> ()
  return %ret : memref<16xf32>
}

// %outer is read in an scf.if inside the loop: it lives over the whole loop (ticks 6-13), not
// only over the if (7-9) as in the original, which would let %inner share its bytes.
// CHECK-LABEL: func.func @loops(
// CHECK: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 5, 13>} : memref<16xf32>
// CHECK: scf.for
// CHECK: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 11, 12>} : memref<16xf32>
// CHECK: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 15, 15>} : memref<16xf32>
func.func @loops(%n: index, %p: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %outer = memref.alloc() : memref<16xf32>
  "test.write"(%outer) : (memref<16xf32>) -> ()
  scf.for %i = %c0 to %n step %c1 {
    scf.if %p {
      "test.read"(%outer) : (memref<16xf32>) -> ()
    }
    %inner = memref.alloc() : memref<16xf32>
    "test.write"(%inner) : (memref<16xf32>) -> ()
    "test.read"(%inner) : (memref<16xf32>) -> ()
  }
  %after = memref.alloc() : memref<16xf32>
  "test.write"(%after) : (memref<16xf32>) -> ()
  return
}

// An access through a select or a cast is an access of every buffer it may be.
// CHECK-LABEL: func.func @aliases(
// CHECK: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 4, 8>} : memref<16xf32>
// CHECK: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 5, 8>} : memref<16xf32>
func.func @aliases(%p: i1) {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  "test.write"(%a) : (memref<16xf32>) -> ()
  "test.write"(%b) : (memref<16xf32>) -> ()
  %s = arith.select %p, %a, %b : memref<16xf32>
  %c = memref.cast %s : memref<16xf32> to memref<?xf32>
  "test.read"(%c) : (memref<?xf32>) -> ()
  return
}

// An scf.forall body is a scope of its own (tick 3); a buffer of that body used in a nested
// forall is hoisted to the scope above (here the function).
// CHECK-LABEL: func.func @scopes() attributes {__mergealloc_scope = 1 : i64}
// CHECK: scf.forall
// CHECK-NEXT: memref.alloc() {__mergealloc_lifetime = array<i64: 3, 5, 5>} : memref<16xf32>
// CHECK: memref.alloc() {__mergealloc_lifetime = array<i64: 1, 7, 9>} : memref<16xf32>
// CHECK: } {__mergealloc_scope = 3 : i64}
func.func @scopes() {
  %c4 = arith.constant 4 : index
  scf.forall (%i) in (%c4) {
    %own = memref.alloc() : memref<16xf32>
    "test.write"(%own) : (memref<16xf32>) -> ()
    %hoisted = memref.alloc() : memref<16xf32>
    scf.forall (%j) in (%c4) {
      "test.write"(%hoisted) : (memref<16xf32>) -> ()
    }
  }
  return
}
