// Double buffering (the seed's example): an iteration that allocates a buffer, frees its
// iter_arg and yields the new buffer gets a second iter_arg; the two buffers swap.
// RUN: jopt --hlo-buffer-reuse=max-stack-elements=0 --allow-unregistered-dialect %s | FileCheck %s
// RUN: jopt-run %s --entry=@seed --args=1000 -p 'func.func(hlo-buffer-reuse{max-stack-elements=0})' | FileCheck %s --check-prefix=SEED
// RUN: jopt-run %s --entry=@seed --args=0 -p 'func.func(hlo-buffer-reuse{max-stack-elements=0})' | FileCheck %s --check-prefix=ZERO
// RUN: jopt-run %s --entry=@arg_yielded --args=3 -p 'func.func(hlo-buffer-reuse{max-stack-elements=0})'
// RUN: jopt-run %s --entry=@while_after --args=100 -p 'func.func(hlo-buffer-reuse{max-stack-elements=0})' | FileCheck %s --check-prefix=WHILE

// WHILE: result #0: 100 : i32
// WHILE: heap before: allocations=101 frees=101
// WHILE: heap after: allocations=2 frees=2

// SEED: result #0: 1000 : i32
// SEED: heap before: allocations=1001 frees=1001
// SEED: heap after: allocations=2 frees=2
// ZERO: result #0: 0 : i32
// ZERO: heap after: allocations=2 frees=2

// CHECK-LABEL: func.func @seed(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<100xi32>
// CHECK-NEXT:  memref.store %[[C0_I32]], %[[ALLOC]][%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<100xi32>
// CHECK-NEXT:  %[[V0:.*]]:2 = scf.for %arg1 = %[[C0]] to %arg0 step %[[C1]] iter_args(%arg2 = %[[ALLOC]], %arg3 = %[[ALLOC_0]]) -> (memref<100xi32>, memref<100xi32>) {
// CHECK-NEXT:  %[[V2:.*]] = memref.load %arg2[%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  %[[V3:.*]] = arith.addi %[[V2]], %[[C1_I32]] : i32
// CHECK-NEXT:  memref.store %[[V3]], %arg3[%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  scf.yield %arg3, %arg2 : memref<100xi32>, memref<100xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.dealloc %[[V0]]#1 : memref<100xi32>
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[V0]]#0[%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  memref.dealloc %[[V0]]#0 : memref<100xi32>
// CHECK-NEXT:  return %[[V1]] : i32
// CHECK-NEXT:  }
func.func @seed(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %alloc = memref.alloc() : memref<100xi32>
  memref.store %z, %alloc[%c0] : memref<100xi32>
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%arg = %alloc) -> memref<100xi32> {
    %tmp = memref.alloc() : memref<100xi32>
    %x = memref.load %arg[%c0] : memref<100xi32>
    %y = arith.addi %x, %one : i32
    memref.store %y, %tmp[%c0] : memref<100xi32>
    memref.dealloc %arg : memref<100xi32>
    scf.yield %tmp : memref<100xi32>
  }
  %r = memref.load %0[%c0] : memref<100xi32>
  memref.dealloc %0 : memref<100xi32>
  return %r : i32
}

// Also double-buffered, as the original pairs any static alloc of the body with a dealloc of the
// same type there: the freed buffer is the iter_arg yielded from the other position.
// CHECK-LABEL: func.func @arg_yielded(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT:  memref.store %[[C0_I32]], %[[ALLOC]][%[[C0]]] : memref<4xi32>
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT:  memref.store %[[C0_I32]], %[[ALLOC_0]][%[[C0]]] : memref<4xi32>
// CHECK-NEXT:  %[[ALLOC_1:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT:  %[[V0:.*]]:3 = scf.for %arg1 = %[[C0]] to %arg0 step %[[C1]] iter_args(%arg2 = %[[ALLOC]], %arg3 = %[[ALLOC_0]], %arg4 = %[[ALLOC_1]]) -> (memref<4xi32>, memref<4xi32>, memref<4xi32>) {
// CHECK-NEXT:  memref.copy %arg2, %arg4 : memref<4xi32> to memref<4xi32>
// CHECK-NEXT:  "test.use"(%arg4) : (memref<4xi32>) -> ()
// CHECK-NEXT:  scf.yield %arg4, %arg2, %arg3 : memref<4xi32>, memref<4xi32>, memref<4xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.dealloc %[[V0]]#2 : memref<4xi32>
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[V0]]#0[%[[C0]]] : memref<4xi32>
// CHECK-NEXT:  "test.use"(%[[V1]]) : (i32) -> ()
// CHECK-NEXT:  memref.dealloc %[[V0]]#0 : memref<4xi32>
// CHECK-NEXT:  memref.dealloc %[[V0]]#1 : memref<4xi32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @arg_yielded(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %a = memref.alloc() : memref<4xi32>
  memref.store %z, %a[%c0] : memref<4xi32>
  %b = memref.alloc() : memref<4xi32>
  memref.store %z, %b[%c0] : memref<4xi32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (memref<4xi32>, memref<4xi32>) {
    %t = memref.alloc() : memref<4xi32>
    memref.copy %x, %t : memref<4xi32> to memref<4xi32>
    "test.use"(%t) : (memref<4xi32>) -> ()
    memref.dealloc %y : memref<4xi32>
    scf.yield %t, %x : memref<4xi32>, memref<4xi32>
  }
  %v = memref.load %r#0[%c0] : memref<4xi32>
  "test.use"(%v) : (i32) -> ()
  memref.dealloc %r#0 : memref<4xi32>
  memref.dealloc %r#1 : memref<4xi32>
  return
}

// scf.while, through the after region.
// CHECK-LABEL: func.func @while_after(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<100xi32>
// CHECK-NEXT:  memref.store %[[C0_I32]], %[[ALLOC]][%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<100xi32>
// CHECK-NEXT:  %[[V0:.*]]:2 = scf.while (%arg1 = %[[ALLOC]], %arg2 = %[[ALLOC_0]]) : (memref<100xi32>, memref<100xi32>) -> (memref<100xi32>, memref<100xi32>) {
// CHECK-NEXT:  %[[V2:.*]] = memref.load %arg1[%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  %[[V3:.*]] = arith.cmpi slt, %[[V2]], %arg0 : i32
// CHECK-NEXT:  scf.condition(%[[V3]]) %arg1, %arg2 : memref<100xi32>, memref<100xi32>
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg1: memref<100xi32>, %arg2: memref<100xi32>):
// CHECK-NEXT:  %[[V2:.*]] = memref.load %arg1[%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  %[[V3:.*]] = arith.addi %[[V2]], %[[C1_I32]] : i32
// CHECK-NEXT:  memref.store %[[V3]], %arg2[%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  scf.yield %arg2, %arg1 : memref<100xi32>, memref<100xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.dealloc %[[V0]]#1 : memref<100xi32>
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[V0]]#0[%[[C0]]] : memref<100xi32>
// CHECK-NEXT:  memref.dealloc %[[V0]]#0 : memref<100xi32>
// CHECK-NEXT:  return %[[V1]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @while_after(%n: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %init = memref.alloc() : memref<100xi32>
  memref.store %z, %init[%c0] : memref<100xi32>
  %r = scf.while (%m = %init) : (memref<100xi32>) -> memref<100xi32> {
    %v = memref.load %m[%c0] : memref<100xi32>
    %go = arith.cmpi slt, %v, %n : i32
    scf.condition(%go) %m : memref<100xi32>
  } do {
  ^bb0(%a: memref<100xi32>):
    %tmp = memref.alloc() : memref<100xi32>
    %v = memref.load %a[%c0] : memref<100xi32>
    %w = arith.addi %v, %one : i32
    memref.store %w, %tmp[%c0] : memref<100xi32>
    memref.dealloc %a : memref<100xi32>
    scf.yield %tmp : memref<100xi32>
  }
  %x = memref.load %r[%c0] : memref<100xi32>
  memref.dealloc %r : memref<100xi32>
  return %x : i32
}
