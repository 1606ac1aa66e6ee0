// memref.realloc implicitly captures and releases its operand: in the block that owns it, or
// through a chain of scf.if with else whose other branch yields the operand (the seed's
// conditional growth inside a loop, with the buffer as an iter_arg).
// RUN: jopt --hlo-deallocate %s | FileCheck %s
// RUN: jopt-run %s --entry=@same_block -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=SAME
// RUN: jopt-run %s --entry=@grow_in_loop --args=5 -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=LOOP
// RUN: jopt-run %s --entry=@nested_ifs --args=true,true -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=NESTED
// RUN: jopt-run %s --entry=@nested_ifs --args=true,false -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=NESTED
// RUN: jopt-run %s --entry=@nested_ifs --args=false,true -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=NESTED

// SAME: result #0: 7 : i32
// SAME: heap after: allocations=2 frees=2
// LOOP: result #0: 8 : index
// LOOP: heap after: allocations=4 frees=4
// NESTED: live-bytes=0

// CHECK-LABEL: func.func @same_block(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C7_I32:.*]] = arith.constant 7 : i32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<2xi32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<2xi32>
// CHECK-NEXT:  memref.store %[[C7_I32]], %[[ALLOC]][%[[C0]]] : memref<2xi32>
// CHECK-NEXT:  %[[V1:.*]] = memref.realloc %[[ALLOC]] : memref<2xi32> to memref<4xi32>
// CHECK-NEXT:  %[[V2:.*]] = deallocation.own %[[V1]] : memref<4xi32>
// CHECK-NEXT:  %[[V3:.*]] = memref.load %[[V1]][%[[C0]]] : memref<4xi32>
// CHECK-NEXT:  deallocation.retain() of(%[[V2]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return %[[V3]] : i32
// CHECK-NEXT:  }
func.func @same_block() -> i32 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7 : i32
  %a = memref.alloc() : memref<2xi32>
  memref.store %v, %a[%c0] : memref<2xi32>
  %b = memref.realloc %a : memref<2xi32> to memref<4xi32>
  %x = memref.load %b[%c0] : memref<4xi32>
  return %x : i32
}

// The seed's example, with the capacity check spelled out: grow when i reaches the size.
// CHECK-LABEL: func.func @grow_in_loop(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:  %[[C1_0:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc(%[[C1_0]]) : memref<?xi32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<?xi32>
// CHECK-NEXT:  %[[V1:.*]]:2 = scf.for %arg1 = %[[C0]] to %arg0 step %[[C1]] iter_args(%arg2 = %[[ALLOC]], %arg3 = %[[V0]]) -> (memref<?xi32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[DIM_1:.*]] = memref.dim %arg2, %[[C0]] : memref<?xi32>
// CHECK-NEXT:  %[[V2:.*]] = arith.cmpi uge, %arg1, %[[DIM_1]] : index
// CHECK-NEXT:  %[[V3:.*]] = arith.muli %[[DIM_1]], %[[C2]] : index
// CHECK-NEXT:  %[[V4:.*]]:2 = scf.if %[[V2]] -> (memref<?xi32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[V6:.*]] = memref.realloc %arg2(%[[V3]]) : memref<?xi32> to memref<?xi32>
// CHECK-NEXT:  %[[V7:.*]] = deallocation.own %[[V6]] : memref<?xi32>
// CHECK-NEXT:  scf.yield %[[V6]], %[[V7]] : memref<?xi32>, !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V6:.*]] = deallocation.retain(%arg2) of() : (memref<?xi32>) -> !deallocation.ownership
// CHECK-NEXT:  scf.yield %arg2, %arg3 : memref<?xi32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V5:.*]] = arith.index_cast %arg1 : index to i32
// CHECK-NEXT:  memref.store %[[V5]], %[[V4]]#0[%arg1] : memref<?xi32>
// CHECK-NEXT:  scf.yield %[[V4]]#0, %[[V4]]#1 : memref<?xi32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[DIM:.*]] = memref.dim %[[V1]]#0, %[[C0]] : memref<?xi32>
// CHECK-NEXT:  deallocation.retain() of(%[[V1]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return %[[DIM]] : index
// CHECK-NEXT:  }
func.func @grow_in_loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %size = arith.constant 1 : index
  %alloc = memref.alloc(%size) : memref<?xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%arg0 = %alloc) -> memref<?xi32> {
    %cap = memref.dim %arg0, %c0 : memref<?xi32>
    %should_grow = arith.cmpi uge, %i, %cap : index
    %new_size = arith.muli %cap, %c2 : index
    %mem = scf.if %should_grow -> memref<?xi32> {
      %0 = memref.realloc %arg0(%new_size) : memref<?xi32> to memref<?xi32>
      scf.yield %0 : memref<?xi32>
    } else {
      scf.yield %arg0 : memref<?xi32>
    }
    %iv = arith.index_cast %i : index to i32
    memref.store %iv, %mem[%i] : memref<?xi32>
    scf.yield %mem : memref<?xi32>
  }
  %cap = memref.dim %r, %c0 : memref<?xi32>
  return %cap : index
}

// CHECK-LABEL: func.func @nested_ifs(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C3_I32:.*]] = arith.constant 3 : i32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<2xi32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<2xi32>
// CHECK-NEXT:  memref.store %[[C3_I32]], %[[ALLOC]][%[[C0]]] : memref<2xi32>
// CHECK-NEXT:  %[[V1:.*]]:2 = scf.if %arg0 -> (memref<2xi32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[V3:.*]]:2 = scf.if %arg1 -> (memref<2xi32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[V4:.*]] = memref.realloc %[[ALLOC]] : memref<2xi32> to memref<2xi32>
// CHECK-NEXT:  %[[V5:.*]] = deallocation.own %[[V4]] : memref<2xi32>
// CHECK-NEXT:  scf.yield %[[V4]], %[[V5]] : memref<2xi32>, !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V4:.*]] = deallocation.retain(%[[ALLOC]]) of() : (memref<2xi32>) -> !deallocation.ownership
// CHECK-NEXT:  scf.yield %[[ALLOC]], %[[V0]] : memref<2xi32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %[[V3]]#0, %[[V3]]#1 : memref<2xi32>, !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V3:.*]] = deallocation.retain(%[[ALLOC]]) of() : (memref<2xi32>) -> !deallocation.ownership
// CHECK-NEXT:  scf.yield %[[ALLOC]], %[[V0]] : memref<2xi32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V2:.*]] = memref.load %[[V1]]#0[%[[C0]]] : memref<2xi32>
// CHECK-NEXT:  deallocation.retain() of(%[[V1]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return %[[V2]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @nested_ifs(%c1: i1, %c2: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 3 : i32
  %a = memref.alloc() : memref<2xi32>
  memref.store %v, %a[%c0] : memref<2xi32>
  %r = scf.if %c1 -> memref<2xi32> {
    %m = scf.if %c2 -> memref<2xi32> {
      %b = memref.realloc %a : memref<2xi32> to memref<2xi32>
      scf.yield %b : memref<2xi32>
    } else {
      scf.yield %a : memref<2xi32>
    }
    scf.yield %m : memref<2xi32>
  } else {
    scf.yield %a : memref<2xi32>
  }
  %x = memref.load %r[%c0] : memref<2xi32>
  return %x : i32
}
