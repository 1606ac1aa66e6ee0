// COMPARE: mlir-opt-22
// RUN: jopt %s --buffer-loop-hoisting -split-input-file | FileCheck %s

// buffer-loop-hoisting moves memref.alloc and memref.alloca out of the sequential loops their
// buffer does not outlive an iteration of (no alias reaches the loop's results or the next
// iteration), as far out as the values of their operands allow. It never moves into a
// dominating block of a CFG nor out of an scf.if.

// The scratch buffer leaves both loops; the buffer yielded to the next iteration stays.
// CHECK-LABEL: func @scratch
// CHECK-NEXT: %[[T:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %[[S:.*]] = memref.alloca() : memref<2xf32>
// CHECK-NEXT: scf.for
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.copy %{{.*}}, %[[T]]
// CHECK-NEXT: memref.alloc() : memref<4xf32>
func.func @scratch(%lb: index, %ub: index, %buf: memref<4xf32>) -> memref<4xf32> {
  %r = scf.for %i = %lb to %ub step %lb iter_args(%it = %buf) -> memref<4xf32> {
    %s = scf.for %j = %lb to %ub step %lb iter_args(%jt = %it) -> memref<4xf32> {
      %t = memref.alloc() : memref<4xf32>
      memref.copy %jt, %t : memref<4xf32> to memref<4xf32>
      %n = memref.alloc() : memref<4xf32>
      memref.copy %t, %n : memref<4xf32> to memref<4xf32>
      %a = memref.alloca() : memref<2xf32>
      scf.yield %n : memref<4xf32>
    }
    scf.yield %s : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// -----

// A size computed from the outer induction variable stops the allocation at the outer body;
// one of the inner variable keeps it in the inner body.
// CHECK-LABEL: func @dependencies
// CHECK: scf.for %[[I:.*]] =
// CHECK-NEXT: %[[N:.*]] = arith.addi %[[I]]
// CHECK-NEXT: memref.alloc(%[[N]]) : memref<?xf32>
// CHECK-NEXT: scf.for %[[J:.*]] =
// CHECK-NEXT: memref.alloc(%[[J]]) : memref<?xf32>
func.func @dependencies(%lb: index, %ub: index) {
  scf.for %i = %lb to %ub step %lb {
    %n = arith.addi %i, %lb : index
    scf.for %j = %lb to %ub step %lb {
      %a = memref.alloc(%n) : memref<?xf32>
      %b = memref.alloc(%j) : memref<?xf32>
    }
  }
  return
}

// -----

// Parallel loops keep their allocations (each iteration needs its own buffer); scf.while and
// affine.for are sequential loops: their allocations go right before them.
// CHECK-LABEL: func @kinds
// CHECK-NEXT: scf.parallel
// CHECK-NEXT: memref.alloc() : memref<2xf32>
// CHECK: scf.forall
// CHECK-NEXT: memref.alloc() : memref<6xf32>
// CHECK: memref.alloc() : memref<3xf32>
// CHECK-NEXT: scf.while
// CHECK: memref.alloc() : memref<5xf32>
// CHECK-NEXT: affine.for
func.func @kinds(%lb: index, %ub: index, %c: i1) {
  scf.parallel (%i) = (%lb) to (%ub) step (%lb) {
    %a = memref.alloc() : memref<2xf32>
    scf.reduce
  }
  scf.forall (%i) in (%ub) {
    %a = memref.alloc() : memref<6xf32>
  }
  scf.while (%k = %lb) : (index) -> () {
    %a = memref.alloc() : memref<3xf32>
    scf.condition(%c)
  } do {
    scf.yield %lb : index
  }
  affine.for %i = 0 to 4 {
    %a = memref.alloc() : memref<5xf32>
  }
  return
}

// -----

// An scf.if is not a loop: an allocation of its region stays there, even inside a loop.
// CHECK-LABEL: func @if_in_loop
// CHECK-NEXT: scf.for
// CHECK-NEXT: scf.if
// CHECK-NEXT: memref.alloc() : memref<8xf32>
func.func @if_in_loop(%lb: index, %ub: index, %c: i1, %f: f32, %out: memref<8xf32>) {
  scf.for %i = %lb to %ub step %lb {
    scf.if %c {
      %a = memref.alloc() : memref<8xf32>
      linalg.fill ins(%f : f32) outs(%a : memref<8xf32>)
      memref.copy %a, %out : memref<8xf32> to memref<8xf32>
    }
  }
  return
}
