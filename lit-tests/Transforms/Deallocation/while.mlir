// scf.while: ownership arguments in both regions (the condition forwards them), ownership
// results; the seed's loop that swaps two buffers each iteration frees both exactly once.
// RUN: jopt --hlo-deallocate %s | FileCheck %s
// RUN: jopt-run %s --entry=@grow --args=3 -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=GROW
// RUN: jopt-run %s --entry=@swap --args=3 -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=SWAP
// RUN: jopt-run %s --entry=@swap --args=0 -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=SWAP

// GROW: result #0: 3 : i32
// GROW: heap after: allocations=4 frees=4
// SWAP: heap after: allocations=2 frees=2

// CHECK-LABEL: func.func @grow(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<1xi32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<1xi32>
// CHECK-NEXT:  memref.store %[[C0_I32]], %[[ALLOC]][%[[C0]]] : memref<1xi32>
// CHECK-NEXT:  %[[V1:.*]]:2 = scf.while (%arg1 = %[[ALLOC]], %arg2 = %[[V0]]) : (memref<1xi32>, !deallocation.ownership) -> (memref<1xi32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[V3:.*]] = memref.load %arg1[%[[C0]]] : memref<1xi32>
// CHECK-NEXT:  %[[V4:.*]] = arith.cmpi slt, %[[V3]], %arg0 : i32
// CHECK-NEXT:  scf.condition(%[[V4]]) %arg1, %arg2 : memref<1xi32>, !deallocation.ownership
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg1: memref<1xi32>, %arg2: !deallocation.ownership):
// CHECK-NEXT:  %[[V3:.*]] = memref.load %arg1[%[[C0]]] : memref<1xi32>
// CHECK-NEXT:  deallocation.retain() of(%arg2) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  %[[V4:.*]] = arith.addi %[[V3]], %[[C1_I32]] : i32
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<1xi32>
// CHECK-NEXT:  %[[V5:.*]] = deallocation.own %[[ALLOC_0]] : memref<1xi32>
// CHECK-NEXT:  memref.store %[[V4]], %[[ALLOC_0]][%[[C0]]] : memref<1xi32>
// CHECK-NEXT:  scf.yield %[[ALLOC_0]], %[[V5]] : memref<1xi32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V2:.*]] = memref.load %[[V1]]#0[%[[C0]]] : memref<1xi32>
// CHECK-NEXT:  deallocation.retain() of(%[[V1]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return %[[V2]] : i32
// CHECK-NEXT:  }
func.func @grow(%n: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %init = memref.alloc() : memref<1xi32>
  memref.store %z, %init[%c0] : memref<1xi32>
  %r = scf.while (%m = %init) : (memref<1xi32>) -> memref<1xi32> {
    %v = memref.load %m[%c0] : memref<1xi32>
    %go = arith.cmpi slt, %v, %n : i32
    scf.condition(%go) %m : memref<1xi32>
  } do {
  ^bb0(%m: memref<1xi32>):
    %v = memref.load %m[%c0] : memref<1xi32>
    %w = arith.addi %v, %one : i32
    %next = memref.alloc() : memref<1xi32>
    memref.store %w, %next[%c0] : memref<1xi32>
    scf.yield %next : memref<1xi32>
  }
  %x = memref.load %r[%c0] : memref<1xi32>
  return %x : i32
}

// CHECK-LABEL: func.func @swap(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<4xi32>
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT:  %[[V1:.*]] = deallocation.own %[[ALLOC_0]] : memref<4xi32>
// CHECK-NEXT:  %[[V2:.*]]:5 = scf.while (%arg1 = %[[C0_I32]], %arg2 = %[[ALLOC]], %arg3 = %[[ALLOC_0]], %arg4 = %[[V0]], %arg5 = %[[V1]]) : (i32, memref<4xi32>, memref<4xi32>, !deallocation.ownership, !deallocation.ownership) -> (i32, memref<4xi32>, memref<4xi32>, !deallocation.ownership, !deallocation.ownership) {
// CHECK-NEXT:  %[[V3:.*]] = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT:  scf.condition(%[[V3]]) %arg1, %arg3, %arg2, %arg5, %arg4 : i32, memref<4xi32>, memref<4xi32>, !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg1: i32, %arg2: memref<4xi32>, %arg3: memref<4xi32>, %arg4: !deallocation.ownership, %arg5: !deallocation.ownership):
// CHECK-NEXT:  %[[V3:.*]] = arith.addi %arg1, %[[C1_I32]] : i32
// CHECK-NEXT:  scf.yield %[[V3]], %arg2, %arg3, %arg4, %arg5 : i32, memref<4xi32>, memref<4xi32>, !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  deallocation.retain() of(%[[V2]]#3) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  deallocation.retain() of(%[[V2]]#4) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @swap(%n: i32) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %alloc1 = memref.alloc() : memref<4xi32>
  %alloc2 = memref.alloc() : memref<4xi32>
  %0:3 = scf.while (%i = %z, %arg0 = %alloc1, %arg1 = %alloc2) : (i32, memref<4xi32>, memref<4xi32>) -> (i32, memref<4xi32>, memref<4xi32>) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %arg1, %arg0 : i32, memref<4xi32>, memref<4xi32>
  } do {
  ^bb0(%i: i32, %arg0: memref<4xi32>, %arg1: memref<4xi32>):
    %j = arith.addi %i, %one : i32
    scf.yield %j, %arg0, %arg1 : i32, memref<4xi32>, memref<4xi32>
  }
  return
}
