// hlo-deallocate takes IR that already frees some buffers, as the original does: a
// memref.dealloc (an op with a Free effect on its operand) releases the ownership of the
// allocation, so nothing else frees it; buffers without a dealloc get retains as usual.
// RUN: jopt --hlo-deallocate %s | FileCheck %s
// RUN: jopt-run %s --entry=@freed_in_place --args=3 -p hlo-deallocate | FileCheck %s --check-prefix=PLACE
// RUN: jopt-run %s --entry=@mixed --args=false -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=MIXED
// RUN: jopt-run %s --entry=@mixed --args=true -p 'builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-deallocation-to-scf))' --input-may-leak | FileCheck %s --check-prefix=MIXED

// PLACE: result #0: 8.0 : f32
// PLACE: heap after: allocations=4 frees=4
// MIXED: heap after: {{.*}} live-bytes=0

// CHECK-LABEL: func.func @freed_in_place(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<4xf32>)
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[ALLOC]][%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  memref.dealloc %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  %[[V2:.*]] = scf.for %arg1 = %[[C0]] to %arg0 step %[[C1]] iter_args(%arg2 = %[[V1]]) -> (f32) {
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V3:.*]] = deallocation.own %[[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%arg2 : f32) outs(%[[ALLOC_0]] : memref<4xf32>)
// CHECK-NEXT:  %[[V4:.*]] = memref.load %[[ALLOC_0]][%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  memref.dealloc %[[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT:  %[[V5:.*]] = arith.addf %[[V4]], %[[CST]] : f32
// CHECK-NEXT:  scf.yield %[[V5]] : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V2]] : f32
// CHECK-NEXT:  }
func.func @freed_in_place(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  %x = memref.load %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> f32 {
    %t = memref.alloc() : memref<4xf32>
    linalg.fill ins(%acc : f32) outs(%t : memref<4xf32>)
    %y = memref.load %t[%c0] : memref<4xf32>
    memref.dealloc %t : memref<4xf32>
    %z = arith.addf %y, %f : f32
    scf.yield %z : f32
  }
  return %s : f32
}

// CHECK-LABEL: func.func @mixed(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V1:.*]] = deallocation.own %[[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<4xf32>)
// CHECK-NEXT:  memref.copy %[[ALLOC]], %[[ALLOC_0]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:  memref.dealloc %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  %[[V2:.*]]:2 = scf.if %arg0 -> (memref<4xf32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[V4:.*]] = deallocation.retain(%[[ALLOC_0]]) of() : (memref<4xf32>) -> !deallocation.ownership
// CHECK-NEXT:  scf.yield %[[ALLOC_0]], %[[V4]] : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[ALLOC_1:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V4:.*]] = deallocation.own %[[ALLOC_1]] : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC_1]] : memref<4xf32>)
// CHECK-NEXT:  scf.yield %[[ALLOC_1]], %[[V4]] : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V3:.*]] = memref.load %[[V2]]#0[%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  deallocation.retain() of(%[[V1]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  deallocation.retain() of(%[[V2]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return %[[V3]] : f32
// CHECK-NEXT:  }
func.func @mixed(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %r = scf.if %c -> memref<4xf32> {
    scf.yield %b : memref<4xf32>
  } else {
    %d = memref.alloc() : memref<4xf32>
    linalg.fill ins(%f : f32) outs(%d : memref<4xf32>)
    scf.yield %d : memref<4xf32>
  }
  %x = memref.load %r[%c0] : memref<4xf32>
  return %x : f32
}
