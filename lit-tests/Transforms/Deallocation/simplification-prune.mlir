// hlo-deallocation-simplification{prune-ownership=true}, jopt's extension (the original stops
// after its retain and own rules, see simplification.mlir), until nothing changes: retains of
// never-null indicators whose buffer is known (an `own`, or a loop/branch value that is always an
// allocation itself) become memref.dealloc, retains of a memref with its own indicator fold,
// null allocs go, ownership iter_args/results nobody needs are dropped, and unused own/null
// ops are removed; what is only known at runtime stays a retain.
// RUN: jopt --hlo-deallocation-simplification=prune-ownership=true %s | FileCheck %s
// RUN: jopt-run %s --entry=@seed_example --args=true -p 'func.func(hlo-deallocation-simplification{prune-ownership=true})' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --entry=@iter_args --args=3 -p 'func.func(hlo-deallocation-simplification{prune-ownership=true})' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --entry=@null_allocs -p 'func.func(hlo-deallocation-simplification{prune-ownership=true})' | FileCheck %s --check-prefix=EXEC

// EXEC: heap after: {{.*}} live-bytes=0

// CHECK-LABEL: func.func @seed_example(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C7_I32:.*]] = arith.constant 7 : i32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<2xi32>
// CHECK-NEXT:  memref.store %[[C7_I32]], %[[ALLOC]][%[[C0]]] : memref<2xi32>
// CHECK-NEXT:  %[[V0:.*]]:2 = scf.if %arg0 -> (memref<2xi32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[V2:.*]] = deallocation.null
// CHECK-NEXT:  scf.yield %[[ALLOC]], %[[V2]] : memref<2xi32>, !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<2xi32>
// CHECK-NEXT:  %[[V2:.*]] = deallocation.own %[[ALLOC_0]] : memref<2xi32>
// CHECK-NEXT:  memref.store %[[C7_I32]], %[[ALLOC_0]][%[[C0]]] : memref<2xi32>
// CHECK-NEXT:  scf.yield %[[ALLOC_0]], %[[V2]] : memref<2xi32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[V0]]#0[%[[C0]]] : memref<2xi32>
// CHECK-NEXT:  memref.dealloc %[[ALLOC]] : memref<2xi32>
// CHECK-NEXT:  deallocation.retain() of(%[[V0]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return %[[V1]] : i32
// CHECK-NEXT:  }
func.func @seed_example(%arg0: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c7_i32 = arith.constant 7 : i32
  %alloc = memref.alloc() : memref<2xi32>
  %0 = deallocation.own %alloc : memref<2xi32>
  memref.store %c7_i32, %alloc[%c0] : memref<2xi32>
  %1:2 = scf.if %arg0 -> (memref<2xi32>, !deallocation.ownership) {
    %3 = deallocation.null
    scf.yield %alloc, %3 : memref<2xi32>, !deallocation.ownership
  } else {
    %alloc_0 = memref.alloc() : memref<2xi32>
    %3 = deallocation.own %alloc_0 : memref<2xi32>
    memref.store %c7_i32, %alloc_0[%c0] : memref<2xi32>
    scf.yield %alloc_0, %3 : memref<2xi32>, !deallocation.ownership
  }
  %2 = memref.load %1#0[%c0] : memref<2xi32>
  deallocation.retain() of(%0) : (!deallocation.ownership) -> ()
  deallocation.retain() of(%1#1) : (!deallocation.ownership) -> ()
  return %2 : i32
}
// CHECK-LABEL: func.func @iter_args(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<4xf32>)
// CHECK-NEXT:  %[[V0:.*]] = scf.for %arg1 = %[[C0]] to %arg0 step %[[C1]] iter_args(%arg2 = %[[ALLOC]]) -> (memref<4xf32>) {
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V2:.*]] = memref.load %arg2[%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  memref.dealloc %arg2 : memref<4xf32>
// CHECK-NEXT:  %[[V3:.*]] = arith.addf %[[V2]], %[[CST]] : f32
// CHECK-NEXT:  linalg.fill ins(%[[V3]] : f32) outs(%[[ALLOC_0]] : memref<4xf32>)
// CHECK-NEXT:  scf.yield %[[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[V0]][%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  memref.dealloc %[[V0]] : memref<4xf32>
// CHECK-NEXT:  return %[[V1]] : f32
// CHECK-NEXT:  }
func.func @iter_args(%arg0: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 1.000000e+00 : f32
  %alloc = memref.alloc() : memref<4xf32>
  %0 = deallocation.own %alloc : memref<4xf32>
  linalg.fill ins(%cst : f32) outs(%alloc : memref<4xf32>)
  %1:2 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %alloc, %arg3 = %0) -> (memref<4xf32>, !deallocation.ownership) {
    %alloc_0 = memref.alloc() : memref<4xf32>
    %3 = deallocation.own %alloc_0 : memref<4xf32>
    %4 = memref.load %arg2[%c0] : memref<4xf32>
    deallocation.retain() of(%arg3) : (!deallocation.ownership) -> ()
    %5 = arith.addf %4, %cst : f32
    linalg.fill ins(%5 : f32) outs(%alloc_0 : memref<4xf32>)
    scf.yield %alloc_0, %3 : memref<4xf32>, !deallocation.ownership
  }
  %2 = memref.load %1#0[%c0] : memref<4xf32>
  deallocation.retain() of(%1#1) : (!deallocation.ownership) -> ()
  return %2 : f32
}

// CHECK-LABEL: func.func @null_allocs(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<2xf32>)
// CHECK-NEXT:  %[[V0:.*]] = memref.load %[[ALLOC]][%[[C0]]] : memref<2xf32>
// CHECK-NEXT:  memref.dealloc %[[ALLOC]] : memref<2xf32>
// CHECK-NEXT:  return %[[V0]] : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @null_allocs() -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  %o = deallocation.own %a : memref<2xf32>
  %n = deallocation.null
  linalg.fill ins(%f : f32) outs(%a : memref<2xf32>)
  %r = deallocation.retain(%a) of(%n, %o) : (memref<2xf32>, !deallocation.ownership, !deallocation.ownership) -> !deallocation.ownership
  %x = memref.load %a[%c0] : memref<2xf32>
  %s = deallocation.retain(%a) of(%n) : (memref<2xf32>, !deallocation.ownership) -> !deallocation.ownership
  deallocation.retain() of(%r) : (!deallocation.ownership) -> ()
  deallocation.retain() of(%s) : (!deallocation.ownership) -> ()
  return %x : f32
}
