// Loop simplification (the seed's preprocessing): deallocs of the results of a loop that only
// permutes its buffers are re-pointed to the inits, even though it is unknown which is which,
// so that their allocations can go to the stack (@promoted). In @seed the conservative reuse,
// which runs first in each round, already pairs the first dealloc with the later alloc.
// RUN: jopt --hlo-buffer-reuse=max-stack-elements=0 --allow-unregistered-dialect %s | FileCheck %s
// RUN: jopt-run %s --entry=@seed --args=3 -p 'func.func(hlo-buffer-reuse{max-stack-elements=0})' | FileCheck %s --check-prefix=SEED
// RUN: jopt --hlo-buffer-reuse --allow-unregistered-dialect %s | FileCheck %s --check-prefix=PROMOTE
// RUN: jopt-run %s --entry=@promoted --args=5 -p 'func.func(hlo-buffer-reuse)' | FileCheck %s --check-prefix=PROMOTED-EXEC

// SEED: heap before: allocations=3 frees=3
// SEED: heap after: allocations=2 frees=2

// CHECK-LABEL: func.func @seed(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT:  memref.store %[[C0_I32]], %[[ALLOC]][%[[C0]]] : memref<4xi32>
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT:  memref.store %[[C1_I32]], %[[ALLOC_0]][%[[C0]]] : memref<4xi32>
// CHECK-NEXT:  %[[V0:.*]]:3 = scf.while (%arg1 = %[[C0_I32]], %arg2 = %[[ALLOC]], %arg3 = %[[ALLOC_0]]) : (i32, memref<4xi32>, memref<4xi32>) -> (i32, memref<4xi32>, memref<4xi32>) {
// CHECK-NEXT:  %[[V2:.*]] = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT:  scf.condition(%[[V2]]) %arg1, %arg3, %arg2 : i32, memref<4xi32>, memref<4xi32>
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg1: i32, %arg2: memref<4xi32>, %arg3: memref<4xi32>):
// CHECK-NEXT:  %[[V2:.*]] = memref.load %arg2[%[[C0]]] : memref<4xi32>
// CHECK-NEXT:  "test.use"(%[[V2]]) : (i32) -> ()
// CHECK-NEXT:  %[[V3:.*]] = arith.addi %arg1, %[[C1_I32]] : i32
// CHECK-NEXT:  scf.yield %[[V3]], %arg2, %arg3 : i32, memref<4xi32>, memref<4xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.dealloc %[[V0]]#2 : memref<4xi32>
// CHECK-NEXT:  memref.store %[[C0_I32]], %[[V0]]#1[%[[C0]]] : memref<4xi32>
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[V0]]#1[%[[C0]]] : memref<4xi32>
// CHECK-NEXT:  "test.use"(%[[V1]]) : (i32) -> ()
// CHECK-NEXT:  memref.dealloc %[[V0]]#1 : memref<4xi32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }

func.func @seed(%n: i32) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %alloc1 = memref.alloc() : memref<4xi32>
  memref.store %z, %alloc1[%c0] : memref<4xi32>
  %alloc2 = memref.alloc() : memref<4xi32>
  memref.store %one, %alloc2[%c0] : memref<4xi32>
  %0:3 = scf.while (%i = %z, %arg0 = %alloc1, %arg1 = %alloc2) : (i32, memref<4xi32>, memref<4xi32>) -> (i32, memref<4xi32>, memref<4xi32>) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %arg1, %arg0 : i32, memref<4xi32>, memref<4xi32>
  } do {
  ^bb0(%i: i32, %arg0: memref<4xi32>, %arg1: memref<4xi32>):
    %x = memref.load %arg0[%c0] : memref<4xi32>
    "test.use"(%x) : (i32) -> ()
    %j = arith.addi %i, %one : i32
    scf.yield %j, %arg0, %arg1 : i32, memref<4xi32>, memref<4xi32>
  }
  memref.dealloc %0#1 : memref<4xi32>
  memref.dealloc %0#2 : memref<4xi32>
  %next = memref.alloc() : memref<4xi32>
  memref.store %z, %next[%c0] : memref<4xi32>
  %y = memref.load %next[%c0] : memref<4xi32>
  "test.use"(%y) : (i32) -> ()
  memref.dealloc %next : memref<4xi32>
  return
}

// PROMOTE-LABEL: func.func @promoted(
// PROMOTE:  %[[A:.*]] = memref.alloca() : memref<4xi32>
// PROMOTE:  %[[B:.*]] = memref.alloca() : memref<4xi32>
// PROMOTE:  scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %[[A]], %{{.*}} = %[[B]])
// PROMOTE-NOT: memref.dealloc
// PROMOTE: return
// PROMOTED-EXEC: result #0: 5 : i32
// PROMOTED-EXEC: heap before: allocations=2 frees=2
// PROMOTED-EXEC: heap after: allocations=0 frees=0
func.func @promoted(%n: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %a = memref.alloc() : memref<4xi32>
  memref.store %z, %a[%c0] : memref<4xi32>
  %b = memref.alloc() : memref<4xi32>
  memref.store %one, %b[%c0] : memref<4xi32>
  %w:3 = scf.while (%i = %z, %x = %a, %y = %b) : (i32, memref<4xi32>, memref<4xi32>) -> (i32, memref<4xi32>, memref<4xi32>) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %y, %x : i32, memref<4xi32>, memref<4xi32>
  } do {
  ^bb0(%i: i32, %x: memref<4xi32>, %y: memref<4xi32>):
    %v = memref.load %x[%c0] : memref<4xi32>
    %j = arith.addi %i, %v : i32
    scf.yield %j, %x, %y : i32, memref<4xi32>, memref<4xi32>
  }
  memref.dealloc %w#1 : memref<4xi32>
  memref.dealloc %w#2 : memref<4xi32>
  return %w#0 : i32
}
