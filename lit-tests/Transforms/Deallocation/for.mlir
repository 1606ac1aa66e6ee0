// scf.for: allocations of an iteration are freed in it; memref iter_args get ownership
// iter_args, and the loop takes over the ownership of an init that is not used later (the
// double-buffering pattern of the seed); an init used after the loop, or inside it other than
// through its iter_arg, stays with the parent, which passes a null indicator.
// RUN: jopt --hlo-deallocate %s | FileCheck %s
// RUN: jopt-run %s --entry=@temp_per_iteration --args=3 -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=TEMP
// RUN: jopt-run %s --entry=@iter_args --args=3 -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=ITER
// RUN: jopt-run %s --entry=@iter_args --args=0 -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=ITER0
// RUN: jopt-run %s --entry=@init_used_after --args=2 -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=AFTER
// RUN: jopt-run %s --entry=@init_used_inside --args=2 -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=INSIDE
// RUN: jopt-run %s --entry=@nested_loops --args=2 -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=NESTED

// TEMP: heap after: allocations=3 frees=3
// ITER: result #0: 4.0 : f32
// ITER: heap after: allocations=4 frees=4
// ITER0: heap after: allocations=1 frees=1
// AFTER: result #0: 4.0 : f32
// AFTER: heap after: allocations=3 frees=3
// INSIDE: heap after: allocations=3 frees=3
// NESTED: heap after: allocations=5 frees=5

// CHECK-LABEL: func.func @temp_per_iteration(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  scf.for %arg1 = %[[C0]] to %arg0 step %[[C1]] {
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<16xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<16xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<16xf32>)
// CHECK-NEXT:  deallocation.retain() of(%[[V0]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @temp_per_iteration(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<16xf32>
    linalg.fill ins(%f : f32) outs(%t : memref<16xf32>)
  }
  return
}

// CHECK-LABEL: func.func @iter_args(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<4xf32>)
// CHECK-NEXT:  %[[V1:.*]]:2 = scf.for %arg1 = %[[C0]] to %arg0 step %[[C1]] iter_args(%arg2 = %[[ALLOC]], %arg3 = %[[V0]]) -> (memref<4xf32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V3:.*]] = deallocation.own %[[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT:  %[[V4:.*]] = memref.load %arg2[%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  deallocation.retain() of(%arg3) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  %[[V5:.*]] = arith.addf %[[V4]], %[[CST]] : f32
// CHECK-NEXT:  linalg.fill ins(%[[V5]] : f32) outs(%[[ALLOC_0]] : memref<4xf32>)
// CHECK-NEXT:  scf.yield %[[ALLOC_0]], %[[V3]] : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V2:.*]] = memref.load %[[V1]]#0[%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  deallocation.retain() of(%[[V1]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return %[[V2]] : f32
// CHECK-NEXT:  }
func.func @iter_args(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%init : memref<4xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%arg = %init) -> memref<4xf32> {
    %tmp = memref.alloc() : memref<4xf32>
    %x = memref.load %arg[%c0] : memref<4xf32>
    %y = arith.addf %x, %f : f32
    linalg.fill ins(%y : f32) outs(%tmp : memref<4xf32>)
    scf.yield %tmp : memref<4xf32>
  }
  %v = memref.load %r[%c0] : memref<4xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @init_used_after(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<4xf32>)
// CHECK-NEXT:  %[[V1:.*]] = deallocation.null
// CHECK-NEXT:  %[[V2:.*]]:2 = scf.for %arg1 = %[[C0]] to %arg0 step %[[C1]] iter_args(%arg2 = %[[ALLOC]], %arg3 = %[[V1]]) -> (memref<4xf32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V6:.*]] = deallocation.own %[[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT:  %[[V7:.*]] = memref.load %arg2[%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  deallocation.retain() of(%arg3) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  %[[V8:.*]] = arith.addf %[[V7]], %[[CST]] : f32
// CHECK-NEXT:  linalg.fill ins(%[[V8]] : f32) outs(%[[ALLOC_0]] : memref<4xf32>)
// CHECK-NEXT:  scf.yield %[[ALLOC_0]], %[[V6]] : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V3:.*]] = memref.load %[[V2]]#0[%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  %[[V4:.*]] = memref.load %[[ALLOC]][%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  deallocation.retain() of(%[[V0]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  deallocation.retain() of(%[[V2]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  %[[V5:.*]] = arith.addf %[[V3]], %[[V4]] : f32
// CHECK-NEXT:  return %[[V5]] : f32
// CHECK-NEXT:  }
func.func @init_used_after(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%init : memref<4xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%arg = %init) -> memref<4xf32> {
    %tmp = memref.alloc() : memref<4xf32>
    %x = memref.load %arg[%c0] : memref<4xf32>
    %y = arith.addf %x, %f : f32
    linalg.fill ins(%y : f32) outs(%tmp : memref<4xf32>)
    scf.yield %tmp : memref<4xf32>
  }
  %v = memref.load %r[%c0] : memref<4xf32>
  %w = memref.load %init[%c0] : memref<4xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}

// CHECK-LABEL: func.func @init_used_inside(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<4xf32>)
// CHECK-NEXT:  %[[V1:.*]] = deallocation.null
// CHECK-NEXT:  %[[V2:.*]]:2 = scf.for %arg1 = %[[C0]] to %arg0 step %[[C1]] iter_args(%arg2 = %[[ALLOC]], %arg3 = %[[V1]]) -> (memref<4xf32>, !deallocation.ownership) {
// CHECK-NEXT:  deallocation.retain() of(%arg3) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  %[[V3:.*]] = memref.load %[[ALLOC]][%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V4:.*]] = deallocation.own %[[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[V3]] : f32) outs(%[[ALLOC_0]] : memref<4xf32>)
// CHECK-NEXT:  scf.yield %[[ALLOC_0]], %[[V4]] : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  deallocation.retain() of(%[[V0]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  deallocation.retain() of(%[[V2]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @init_used_inside(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%init : memref<4xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%arg = %init) -> memref<4xf32> {
    %x = memref.load %init[%c0] : memref<4xf32>
    %tmp = memref.alloc() : memref<4xf32>
    linalg.fill ins(%x : f32) outs(%tmp : memref<4xf32>)
    scf.yield %tmp : memref<4xf32>
  }
  return
}

// CHECK-LABEL: func.func @nested_loops(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<4xf32>)
// CHECK-NEXT:  %[[V1:.*]]:2 = scf.for %arg1 = %[[C0]] to %arg0 step %[[C1]] iter_args(%arg2 = %[[ALLOC]], %arg3 = %[[V0]]) -> (memref<4xf32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[V2:.*]]:2 = scf.for %arg4 = %[[C0]] to %arg0 step %[[C1]] iter_args(%arg5 = %arg2, %arg6 = %arg3) -> (memref<4xf32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V3:.*]] = deallocation.own %[[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT:  memref.copy %arg5, %[[ALLOC_0]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:  deallocation.retain() of(%arg6) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  scf.yield %[[ALLOC_0]], %[[V3]] : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %[[V2]]#0, %[[V2]]#1 : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  deallocation.retain() of(%[[V1]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @nested_loops(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%init : memref<4xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> memref<4xf32> {
    %r2 = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> memref<4xf32> {
      %tmp = memref.alloc() : memref<4xf32>
      memref.copy %b, %tmp : memref<4xf32> to memref<4xf32>
      scf.yield %tmp : memref<4xf32>
    }
    scf.yield %r2 : memref<4xf32>
  }
  return
}
