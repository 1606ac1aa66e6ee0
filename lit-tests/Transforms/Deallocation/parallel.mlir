// scf.parallel, scf.forall and scf.execute_region: what an iteration allocates is freed in it;
// execute_region results carry ownership like scf.if results.
// RUN: jopt --hlo-deallocate %s | FileCheck %s
// RUN: jopt-run %s --entry=@parallel -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=PAR
// RUN: jopt-run %s --entry=@forall -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=FORALL
// RUN: jopt-run %s --entry=@execute_region -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=EXEC

// PAR: result #0: 6.0 : f32
// PAR: heap after: allocations=3 frees=3
// FORALL: heap after: allocations=7 frees=7
// EXEC: result #0: 2.0 : f32
// EXEC: heap after: allocations=1 frees=1

// CHECK-LABEL: func.func @parallel(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %[[V0:.*]] = scf.parallel (%arg0) = (%[[C0]]) to (%[[C3]]) step (%[[C1]]) init (%[[CST]]) -> f32 {
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:  %[[V1:.*]] = deallocation.own %[[ALLOC]] : memref<2xf32>
// CHECK-NEXT:  %[[V2:.*]] = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:  %[[V3:.*]] = arith.sitofp %[[V2]] : i32 to f32
// CHECK-NEXT:  linalg.fill ins(%[[V3]] : f32) outs(%[[ALLOC]] : memref<2xf32>)
// CHECK-NEXT:  %[[V4:.*]] = memref.load %[[ALLOC]][%[[C1]]] : memref<2xf32>
// CHECK-NEXT:  deallocation.retain() of(%[[V1]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  %[[V5:.*]] = arith.addf %[[V4]], %[[V4]] : f32
// CHECK-NEXT:  scf.reduce(%[[V5]] : f32) {
// CHECK-NEXT:  ^bb0(%arg1: f32, %arg2: f32):
// CHECK-NEXT:  %[[V6:.*]] = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT:  scf.reduce.return %[[V6]] : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V0]] : f32
// CHECK-NEXT:  }
func.func @parallel() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f32
  %s = scf.parallel (%i) = (%c0) to (%c3) step (%c1) init (%z) -> f32 {
    %t = memref.alloc() : memref<2xf32>
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    linalg.fill ins(%fi : f32) outs(%t : memref<2xf32>)
    %x = memref.load %t[%c1] : memref<2xf32>
    %y = arith.addf %x, %x : f32
    scf.reduce(%y : f32) {
    ^bb0(%a: f32, %b: f32):
      %r = arith.addf %a, %b : f32
      scf.reduce.return %r : f32
    }
  }
  return %s : f32
}

// CHECK-LABEL: func.func @forall(
// CHECK:  %[[ALLOC:.*]] = memref.alloc() : memref<2x3xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<2x3xf32>
// CHECK-NEXT:  scf.forall (%arg0, %arg1) in (2, 3) {
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V1:.*]] = deallocation.own %[[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC_0]] : memref<4xf32>)
// CHECK-NEXT:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V2:.*]] = memref.load %[[ALLOC_0]][%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  deallocation.retain() of(%[[V1]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  memref.store %[[V2]], %[[ALLOC]][%arg0, %arg1] : memref<2x3xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  deallocation.retain() of(%[[V0]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @forall() {
  %out = memref.alloc() : memref<2x3xf32>
  scf.forall (%i, %j) in (2, 3) {
    %t = memref.alloc() : memref<4xf32>
    %f = arith.constant 1.0 : f32
    linalg.fill ins(%f : f32) outs(%t : memref<4xf32>)
    %c0 = arith.constant 0 : index
    %x = memref.load %t[%c0] : memref<4xf32>
    memref.store %x, %out[%i, %j] : memref<2x3xf32>
  }
  return
}

// CHECK-LABEL: func.func @execute_region(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V0:.*]]:2 = scf.execute_region -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:  %[[V2:.*]] = deallocation.own %[[ALLOC]] : memref<2xf32>
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<2xf32>)
// CHECK-NEXT:  scf.yield %[[ALLOC]], %[[V2]] : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[V0]]#0[%[[C0]]] : memref<2xf32>
// CHECK-NEXT:  deallocation.retain() of(%[[V0]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return %[[V1]] : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @execute_region() -> f32 {
  %c0 = arith.constant 0 : index
  %r = scf.execute_region -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    %f = arith.constant 2.0 : f32
    linalg.fill ins(%f : f32) outs(%a : memref<2xf32>)
    scf.yield %a : memref<2xf32>
  }
  %x = memref.load %r[%c0] : memref<2xf32>
  return %x : f32
}
