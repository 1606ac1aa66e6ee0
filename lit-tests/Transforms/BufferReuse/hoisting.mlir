// Hoisting: an allocation made and freed in every iteration (scf.for, scf.while) or in a branch
// (scf.if) moves out of the op; a later same-type allocation then reuses the hoisted buffer.
// Not hoisted: a dynamically shaped one, one in scf.parallel (jopt's guard: iterations may run at
// once); a buffer yielded from the body is double-buffered instead.
// RUN: jopt --hlo-buffer-reuse=max-stack-elements=0 --allow-unregistered-dialect %s | FileCheck %s
// RUN: jopt-run %s --entry=@seed --args=1000 -p 'func.func(hlo-buffer-reuse{max-stack-elements=0})' | FileCheck %s --check-prefix=SEED
// RUN: jopt-run %s --entry=@while_and_if --args=3 -p 'func.func(hlo-buffer-reuse{max-stack-elements=0})' | FileCheck %s --check-prefix=WHILE
// RUN: jopt-run %s --entry=@not_hoisted --args=3 -p 'func.func(hlo-buffer-reuse{max-stack-elements=0})' | FileCheck %s --check-prefix=NOT

// SEED: heap before: allocations=2000 frees=2000
// SEED: heap after: allocations=1 frees=1
// WHILE: heap after: allocations=1 frees=1
// NOT: heap after: allocations=8 frees=8

// CHECK-LABEL: func.func @seed(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<100xi32>
// CHECK-NEXT:  scf.for %arg1 = %[[C0]] to %arg0 step %[[C1]] {
// CHECK-NEXT:  %[[V0:.*]] = arith.index_cast %arg1 : index to i32
// CHECK-NEXT:  memref.store %[[V0]], %[[ALLOC]][%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[ALLOC]][%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  "test.use"(%[[V1]]) : (i32) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.for %arg1 = %[[C0]] to %arg0 step %[[C1]] {
// CHECK-NEXT:  %[[V0:.*]] = arith.index_cast %arg1 : index to i32
// CHECK-NEXT:  memref.store %[[V0]], %[[ALLOC]][%[[C1]]] : memref<100xi32>
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[ALLOC]][%[[C1]]] : memref<100xi32>
// CHECK-NEXT:  "test.use"(%[[V1]]) : (i32) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.dealloc %[[ALLOC]] : memref<100xi32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @seed(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %foo = memref.alloc() : memref<100xi32>
    %v = arith.index_cast %i : index to i32
    memref.store %v, %foo[%c0] : memref<100xi32>
    %x = memref.load %foo[%c0] : memref<100xi32>
    "test.use"(%x) : (i32) -> ()
    memref.dealloc %foo : memref<100xi32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %bar = memref.alloc() : memref<100xi32>
    %v = arith.index_cast %i : index to i32
    memref.store %v, %bar[%c1] : memref<100xi32>
    %x = memref.load %bar[%c1] : memref<100xi32>
    "test.use"(%x) : (i32) -> ()
    memref.dealloc %bar : memref<100xi32>
  }
  return
}

// CHECK-LABEL: func.func @while_and_if(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<16xi32>
// CHECK-NEXT:  %[[V0:.*]] = scf.while (%arg1 = %[[C0_I32]]) : (i32) -> i32 {
// CHECK-NEXT:  %[[V2:.*]] = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT:  scf.condition(%[[V2]]) %arg1 : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg1: i32):
// CHECK-NEXT:  memref.store %arg1, %[[ALLOC]][%[[C0]]] : memref<16xi32>
// CHECK-NEXT:  %[[V2:.*]] = memref.load %[[ALLOC]][%[[C0]]] : memref<16xi32>
// CHECK-NEXT:  "test.use"(%[[V2]]) : (i32) -> ()
// CHECK-NEXT:  %[[V3:.*]] = arith.addi %arg1, %[[C1_I32]] : i32
// CHECK-NEXT:  scf.yield %[[V3]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V1:.*]] = arith.cmpi sgt, %[[V0]], %[[C0_I32]] : i32
// CHECK-NEXT:  scf.if %[[V1]] {
// CHECK-NEXT:  memref.store %[[V0]], %[[ALLOC]][%[[C0]]] : memref<16xi32>
// CHECK-NEXT:  %[[V2:.*]] = memref.load %[[ALLOC]][%[[C0]]] : memref<16xi32>
// CHECK-NEXT:  "test.use"(%[[V2]]) : (i32) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.dealloc %[[ALLOC]] : memref<16xi32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @while_and_if(%n: i32) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %w = scf.while (%i = %z) : (i32) -> i32 {
    %go = arith.cmpi slt, %i, %n : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%i: i32):
    %t = memref.alloc() : memref<16xi32>
    memref.store %i, %t[%c0] : memref<16xi32>
    %x = memref.load %t[%c0] : memref<16xi32>
    "test.use"(%x) : (i32) -> ()
    memref.dealloc %t : memref<16xi32>
    %j = arith.addi %i, %one : i32
    scf.yield %j : i32
  }
  %c = arith.cmpi sgt, %w, %z : i32
  scf.if %c {
    %t = memref.alloc() : memref<16xi32>
    memref.store %w, %t[%c0] : memref<16xi32>
    %x = memref.load %t[%c0] : memref<16xi32>
    "test.use"(%x) : (i32) -> ()
    memref.dealloc %t : memref<16xi32>
  }
  return
}

// CHECK-LABEL: func.func @not_hoisted(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[C7_I32:.*]] = arith.constant 7 : i32
// CHECK-NEXT:  scf.for %arg1 = %[[C0]] to %arg0 step %[[C1]] {
// CHECK-NEXT:  %[[ALLOC_1:.*]] = memref.alloc(%arg0) : memref<?xi32>
// CHECK-NEXT:  memref.store %[[C7_I32]], %[[ALLOC_1]][%[[C0]]] : memref<?xi32>
// CHECK-NEXT:  %[[V2:.*]] = memref.load %[[ALLOC_1]][%[[C0]]] : memref<?xi32>
// CHECK-NEXT:  "test.use"(%[[V2]]) : (i32) -> ()
// CHECK-NEXT:  memref.dealloc %[[ALLOC_1]] : memref<?xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.parallel (%arg1) = (%[[C0]]) to (%arg0) step (%[[C1]]) {
// CHECK-NEXT:  %[[ALLOC_1:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT:  memref.store %[[C7_I32]], %[[ALLOC_1]][%[[C0]]] : memref<4xi32>
// CHECK-NEXT:  %[[V2:.*]] = memref.load %[[ALLOC_1]][%[[C0]]] : memref<4xi32>
// CHECK-NEXT:  "test.use"(%[[V2]]) : (i32) -> ()
// CHECK-NEXT:  memref.dealloc %[[ALLOC_1]] : memref<4xi32>
// CHECK-NEXT:  scf.reduce
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT:  memref.store %[[C7_I32]], %[[ALLOC]][%[[C0]]] : memref<4xi32>
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT:  %[[V0:.*]]:2 = scf.for %arg1 = %[[C0]] to %arg0 step %[[C1]] iter_args(%arg2 = %[[ALLOC]], %arg3 = %[[ALLOC_0]]) -> (memref<4xi32>, memref<4xi32>) {
// CHECK-NEXT:  memref.copy %arg2, %arg3 : memref<4xi32> to memref<4xi32>
// CHECK-NEXT:  scf.yield %arg3, %arg2 : memref<4xi32>, memref<4xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.dealloc %[[V0]]#1 : memref<4xi32>
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[V0]]#0[%[[C0]]] : memref<4xi32>
// CHECK-NEXT:  "test.use"(%[[V1]]) : (i32) -> ()
// CHECK-NEXT:  memref.dealloc %[[V0]]#0 : memref<4xi32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @not_hoisted(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 7 : i32
  scf.for %i = %c0 to %n step %c1 {
    %d = memref.alloc(%n) : memref<?xi32>
    memref.store %v, %d[%c0] : memref<?xi32>
    %x = memref.load %d[%c0] : memref<?xi32>
    "test.use"(%x) : (i32) -> ()
    memref.dealloc %d : memref<?xi32>
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %p = memref.alloc() : memref<4xi32>
    memref.store %v, %p[%c0] : memref<4xi32>
    %x = memref.load %p[%c0] : memref<4xi32>
    "test.use"(%x) : (i32) -> ()
    memref.dealloc %p : memref<4xi32>
    scf.reduce
  }
  %init = memref.alloc() : memref<4xi32>
  memref.store %v, %init[%c0] : memref<4xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> memref<4xi32> {
    %y = memref.alloc() : memref<4xi32>
    memref.copy %a, %y : memref<4xi32> to memref<4xi32>
    memref.dealloc %a : memref<4xi32>
    scf.yield %y : memref<4xi32>
  }
  %x = memref.load %r[%c0] : memref<4xi32>
  "test.use"(%x) : (i32) -> ()
  memref.dealloc %r : memref<4xi32>
  return
}
