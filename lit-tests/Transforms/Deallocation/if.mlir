// scf.if: results get ownership results; a branch yielding a buffer it does not own yields a
// null indicator, one yielding its own allocation yields its `own` (the seed's example); an if
// without results or without else frees what its branches allocate.
// RUN: jopt --hlo-deallocate %s | FileCheck %s
// RUN: jopt-run %s --entry=@seed_example --args=true -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=THEN
// RUN: jopt-run %s --entry=@seed_example --args=false -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=ELSE
// RUN: jopt-run %s --entry=@no_else --args=true -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=NOELSE
// RUN: jopt-run %s --entry=@nested --args=true,false -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=NESTED
// RUN: jopt-run %s --entry=@nested --args=false,true -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=NESTED

// THEN: heap after: allocations=1 frees=1
// ELSE: heap after: allocations=2 frees=2
// NOELSE: heap after: allocations=1 frees=1
// NESTED: heap after: allocations={{[0-9]+}} frees=[[N:[0-9]+]] peak-bytes={{[0-9]+}} live-bytes=0

// CHECK-LABEL: func.func @seed_example(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C7_I32:.*]] = arith.constant 7 : i32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<2xi32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<2xi32>
// CHECK-NEXT:  memref.store %[[C7_I32]], %[[ALLOC]][%[[C0]]] : memref<2xi32>
// CHECK-NEXT:  %[[V1:.*]]:2 = scf.if %arg0 -> (memref<2xi32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[V3:.*]] = deallocation.retain(%[[ALLOC]]) of() : (memref<2xi32>) -> !deallocation.ownership
// CHECK-NEXT:  scf.yield %[[ALLOC]], %[[V3]] : memref<2xi32>, !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<2xi32>
// CHECK-NEXT:  %[[V3:.*]] = deallocation.own %[[ALLOC_0]] : memref<2xi32>
// CHECK-NEXT:  memref.store %[[C7_I32]], %[[ALLOC_0]][%[[C0]]] : memref<2xi32>
// CHECK-NEXT:  scf.yield %[[ALLOC_0]], %[[V3]] : memref<2xi32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V2:.*]] = memref.load %[[V1]]#0[%[[C0]]] : memref<2xi32>
// CHECK-NEXT:  deallocation.retain() of(%[[V0]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  deallocation.retain() of(%[[V1]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return %[[V2]] : i32
// CHECK-NEXT:  }
func.func @seed_example(%cond: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7 : i32
  %some_alloc = memref.alloc() : memref<2xi32>
  memref.store %v, %some_alloc[%c0] : memref<2xi32>
  %result = scf.if %cond -> memref<2xi32> {
    scf.yield %some_alloc : memref<2xi32>
  } else {
    %new_alloc = memref.alloc() : memref<2xi32>
    memref.store %v, %new_alloc[%c0] : memref<2xi32>
    scf.yield %new_alloc : memref<2xi32>
  }
  %x = memref.load %result[%c0] : memref<2xi32>
  return %x : i32
}

// CHECK-LABEL: func.func @no_else(
// CHECK:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<4xf32>)
// CHECK-NEXT:  deallocation.retain() of(%[[V0]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @no_else(%cond: i1) {
  %f = arith.constant 1.0 : f32
  scf.if %cond {
    %a = memref.alloc() : memref<4xf32>
    linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  }
  return
}

// CHECK-LABEL: func.func @nested(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<4xf32>)
// CHECK-NEXT:  %[[V1:.*]]:2 = scf.if %arg0 -> (memref<4xf32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[V3:.*]]:2 = scf.if %arg1 -> (memref<4xf32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V4:.*]] = deallocation.own %[[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC_0]] : memref<4xf32>)
// CHECK-NEXT:  scf.yield %[[ALLOC_0]], %[[V4]] : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V4:.*]] = deallocation.retain(%[[ALLOC]]) of() : (memref<4xf32>) -> !deallocation.ownership
// CHECK-NEXT:  scf.yield %[[ALLOC]], %[[V4]] : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %[[V3]]#0, %[[V3]]#1 : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V3:.*]] = deallocation.own %[[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT:  memref.copy %[[ALLOC]], %[[ALLOC_0]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:  scf.yield %[[ALLOC_0]], %[[V3]] : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V2:.*]] = memref.load %[[V1]]#0[%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  deallocation.retain() of(%[[V0]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  deallocation.retain() of(%[[V1]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return %[[V2]] : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @nested(%c1: i1, %c2: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %outer = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%outer : memref<4xf32>)
  %r = scf.if %c1 -> memref<4xf32> {
    %inner = scf.if %c2 -> memref<4xf32> {
      %a = memref.alloc() : memref<4xf32>
      linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
      scf.yield %a : memref<4xf32>
    } else {
      scf.yield %outer : memref<4xf32>
    }
    scf.yield %inner : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    memref.copy %outer, %b : memref<4xf32> to memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  %x = memref.load %r[%c0] : memref<4xf32>
  return %x : f32
}
