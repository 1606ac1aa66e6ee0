// COMPARE: mlir-opt-22
// RUN: jopt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// canonicalize on scf.if and scf.for carrying buffers: unused scf.if results dropped, results
// yielded from outside turned into arith.select, iter_args forwarded or unused removed, empty
// loops replaced by what they yield; scf.while loses invariant, unused and duplicated carried
// values. The checks are mlir-opt-22's output.

// An scf.if result without uses goes, with its operand of both yields; the buffer the then
// branch made for it is then unused (and erased).
func.func @if_unused_result(%c: i1, %m: memref<4xf32>) -> memref<4xf32> {
  %r:2 = scf.if %c -> (memref<4xf32>, memref<8xf32>) {
    %a = memref.alloc() : memref<8xf32>
    scf.yield %m, %a : memref<4xf32>, memref<8xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    %a = memref.alloc() : memref<8xf32>
    scf.yield %b, %a : memref<4xf32>, memref<8xf32>
  }
  return %r#0 : memref<4xf32>
}
// CHECK-LABEL: func.func @if_unused_result(
// CHECK-NEXT:   %0 = scf.if %arg0 -> (memref<4xf32>) {
// CHECK-NEXT:     scf.yield %arg1 : memref<4xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     scf.yield %alloc : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : memref<4xf32>
// CHECK-NEXT: }

// -----

// No result used: the scf.if keeps its side effects and loses its results.
func.func @if_no_result_used(%c: i1, %i: index, %v: f32) {
  %r = scf.if %c -> (memref<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    "test.use"(%b) : (memref<4xf32>) -> ()
    scf.yield %b : memref<4xf32>
  }
  return
}
// CHECK-LABEL: func.func @if_no_result_used(
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     "test.use"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }

// -----

// A constant condition inlines the branch taken; its unused result goes with it.
func.func @if_constant_false(%m: memref<8xf32>, %i: index) -> f32 {
  %false = arith.constant false
  %r:2 = scf.if %false -> (memref<8xf32>, memref<2xf32>) {
    %s = memref.subview %m[0] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1]>>
    %a = memref.alloc() : memref<2xf32>
    memref.copy %s, %a : memref<2xf32, strided<[1]>> to memref<2xf32>
    scf.yield %m, %a : memref<8xf32>, memref<2xf32>
  } else {
    %b = memref.alloc() : memref<8xf32>
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
    scf.yield %b, %a : memref<8xf32>, memref<2xf32>
  }
  %x = memref.load %r#0[%i] : memref<8xf32>
  return %x : f32
}
// CHECK-LABEL: func.func @if_constant_false(
// CHECK-NEXT:   %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT:   %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:   "test.use"(%alloc_0) : (memref<2xf32>) -> ()
// CHECK-NEXT:   %0 = memref.load %alloc[%arg1] : memref<8xf32>
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }

// -----

// Results whose yielded values come from outside become arith.select (or the value itself when
// both branches yield it); the others stay on the scf.if.
func.func @if_to_select(%c: i1, %m: memref<4xf32>, %n: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>) {
  %r:3 = scf.if %c -> (memref<4xf32>, memref<4xf32>, memref<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %m, %a, %n : memref<4xf32>, memref<4xf32>, memref<4xf32>
  } else {
    scf.yield %n, %m, %n : memref<4xf32>, memref<4xf32>, memref<4xf32>
  }
  return %r#0, %r#1, %r#2 : memref<4xf32>, memref<4xf32>, memref<4xf32>
}
// CHECK-LABEL: func.func @if_to_select(
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : memref<4xf32>
// CHECK-NEXT:   %1 = scf.if %arg0 -> (memref<4xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     scf.yield %alloc : memref<4xf32>
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg1 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %1, %arg2 : memref<4xf32>, memref<4xf32>, memref<4xf32>
// CHECK-NEXT: }

// -----

// scf.for: an iter_arg yielded unchanged is its init; one without uses whose result is unused
// goes; so does one without uses yielding its init. The loop keeps the others.
func.func @for_iter_args(%m: memref<4xf32>, %n: index, %v: f32) -> (memref<4xf32>, memref<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %m, %b = %m, %s = %v, %d = %m) -> (memref<4xf32>, memref<4xf32>, f32, memref<4xf32>) {
    %x = memref.alloc() : memref<4xf32>
    memref.store %s, %x[%c0] : memref<4xf32>
    %t = arith.addf %s, %v : f32
    scf.yield %a, %x, %t, %m : memref<4xf32>, memref<4xf32>, f32, memref<4xf32>
  }
  return %r#0, %r#3, %r#2 : memref<4xf32>, memref<4xf32>, f32
}
// CHECK-LABEL: func.func @for_iter_args(
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg2) -> (f32) {
// CHECK-NEXT:     %1 = arith.addf %arg4, %arg2 : f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg0, %arg0, %0 : memref<4xf32>, memref<4xf32>, f32
// CHECK-NEXT: }

// -----

// Every iter_arg forwarded: the loop keeps its body's side effects and has no results.
func.func @for_all_forwarded(%m: memref<4xf32>, %n: index, %v: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %m) -> (memref<4xf32>) {
    memref.store %v, %a[%i] : memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}
// CHECK-LABEL: func.func @for_all_forwarded(
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:     memref.store %arg2, %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg0 : memref<4xf32>
// CHECK-NEXT: }

// -----

// A loop of two or more iterations with an empty body yielding outside values leaves them.
func.func @for_empty_body(%m: memref<4xf32>, %n: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %m) -> (memref<4xf32>) {
    scf.yield %n : memref<4xf32>
  }
  return %r : memref<4xf32>
}
// CHECK-LABEL: func.func @for_empty_body(
// CHECK-NEXT:   return %arg1 : memref<4xf32>
// CHECK-NEXT: }

// -----

// Nested: the inner loop carries a scratch buffer it never reads back, the outer one a buffer
// it yields unchanged.
func.func @nested(%m: memref<4xf32>, %n: index, %v: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %m) -> (memref<4xf32>) {
    %s = memref.alloc() : memref<4xf32>
    %q = scf.for %j = %c0 to %n step %c1 iter_args(%b = %s) -> (memref<4xf32>) {
      memref.store %v, %a[%c0] : memref<4xf32>
      %t = memref.alloc() : memref<4xf32>
      scf.yield %t : memref<4xf32>
    }
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:     scf.for %arg4 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:       memref.store %arg2, %arg0[%c0] : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg0 : memref<4xf32>
// CHECK-NEXT: }

// -----

// An scf.if without results whose else block only yields loses its else region.
func.func @if_empty_else(%c: i1, %m: memref<4xf32>, %i: index, %v: f32) {
  scf.if %c {
    memref.store %v, %m[%i] : memref<4xf32>
  } else {
  }
  return
}
// CHECK-LABEL: func.func @if_empty_else(
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     memref.store %arg3, %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }

// -----

// A buffer carried through the loop and yielded back unchanged is the init everywhere.
func.func @while_invariant_arg(%m: memref<4xf32>, %n: index, %v: f32) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %a = %m) : (index, memref<4xf32>) -> (index, memref<4xf32>) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %a : index, memref<4xf32>
  } do {
  ^bb0(%i2: index, %a2: memref<4xf32>):
    memref.store %v, %a2[%i2] : memref<4xf32>
    %j = arith.addi %i2, %c1 : index
    scf.yield %j, %a2 : index, memref<4xf32>
  }
  return %r#0 : index
}
// CHECK-LABEL: func.func @while_invariant_arg(
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.while (%arg3 = %c0) : (index) -> index {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg3, %arg1 : index
// CHECK-NEXT:     scf.condition(%1) %arg3 : index
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg3: index):
// CHECK-NEXT:     memref.store %arg2, %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT:     %1 = arith.addi %arg3, %c1 : index
// CHECK-NEXT:     scf.yield %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }

// -----

// The loop swaps two buffers; the result of the second is unused and its "after" argument only
// yielded: both stay (the swap feeds the other), as in mlir-opt-22.
func.func @while_swap(%m: memref<4xf32>, %k: memref<4xf32>, %n: index, %v: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.while (%i = %c0, %a = %m, %b = %k) : (index, memref<4xf32>, memref<4xf32>) -> (index, memref<4xf32>, memref<4xf32>) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %a, %b : index, memref<4xf32>, memref<4xf32>
  } do {
  ^bb0(%i2: index, %a2: memref<4xf32>, %b2: memref<4xf32>):
    %x = memref.load %a2[%c0] : memref<4xf32>
    %y = arith.addf %x, %v : f32
    memref.store %y, %b2[%c0] : memref<4xf32>
    %j = arith.addi %i2, %c1 : index
    scf.yield %j, %b2, %a2 : index, memref<4xf32>, memref<4xf32>
  }
  return %r#1 : memref<4xf32>
}
// CHECK-LABEL: func.func @while_swap(
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0:3 = scf.while (%arg4 = %c0, %arg5 = %arg0, %arg6 = %arg1) : (index, memref<4xf32>, memref<4xf32>) -> (index, memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg4, %arg2 : index
// CHECK-NEXT:     scf.condition(%1) %arg4, %arg5, %arg6 : index, memref<4xf32>, memref<4xf32>
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg4: index, %arg5: memref<4xf32>, %arg6: memref<4xf32>):
// CHECK-NEXT:     %1 = memref.load %arg5[%c0] : memref<4xf32>
// CHECK-NEXT:     %2 = arith.addf %1, %arg3 : f32
// CHECK-NEXT:     memref.store %2, %arg6[%c0] : memref<4xf32>
// CHECK-NEXT:     %3 = arith.addi %arg4, %c1 : index
// CHECK-NEXT:     scf.yield %3, %arg6, %arg5 : index, memref<4xf32>, memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#1 : memref<4xf32>
// CHECK-NEXT: }

// -----

// A fresh buffer per iteration, carried but never read and whose result is unused: the
// argument, the result and the buffer go.
func.func @while_unused_carried(%m: memref<4xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %a = %m) : (index, memref<4xf32>) -> (index, memref<4xf32>) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %a : index, memref<4xf32>
  } do {
  ^bb0(%i2: index, %a2: memref<4xf32>):
    %x = memref.alloc() : memref<4xf32>
    "test.use"(%x) : (memref<4xf32>) -> ()
    %j = arith.addi %i2, %c1 : index
    scf.yield %j, %x : index, memref<4xf32>
  }
  return %r#0 : index
}
// CHECK-LABEL: func.func @while_unused_carried(
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.while (%arg2 = %c0) : (index) -> index {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg2, %arg1 : index
// CHECK-NEXT:     scf.condition(%1) %arg2 : index
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: index):
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     "test.use"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT:     %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:     scf.yield %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }

// -----

// The condition forwards a buffer from outside the loop and the same counter twice.
func.func @while_outside_and_duplicate(%m: memref<4xf32>, %n: index) -> (index, index, memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.while (%i = %c0) : (index) -> (index, index, memref<4xf32>) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %i, %m : index, index, memref<4xf32>
  } do {
  ^bb0(%i2: index, %i3: index, %a2: memref<4xf32>):
    "test.use"(%a2, %i3) : (memref<4xf32>, index) -> ()
    %j = arith.addi %i2, %c1 : index
    scf.yield %j : index
  }
  return %r#0, %r#1, %r#2 : index, index, memref<4xf32>
}
// CHECK-LABEL: func.func @while_outside_and_duplicate(
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.while (%arg2 = %c0) : (index) -> index {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg2, %arg1 : index
// CHECK-NEXT:     scf.condition(%1) %arg2 : index
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: index):
// CHECK-NEXT:     "test.use"(%arg0, %arg2) : (memref<4xf32>, index) -> ()
// CHECK-NEXT:     %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:     scf.yield %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0, %arg0 : index, index, memref<4xf32>
// CHECK-NEXT: }
