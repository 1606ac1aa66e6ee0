// Where hlo-deallocate frees an owned buffer whose alias set is not yielded: by default after
// the last op of the block that refers to the set (the seed's rule), with
// retain-placement=before-terminator right before the block's terminator (MLIR-HLO's code).
// Yielded sets are retained before the terminator either way.
// RUN: jopt --hlo-deallocate %s | FileCheck %s
// RUN: jopt --hlo-deallocate=retain-placement=before-terminator %s | FileCheck %s --check-prefix=ORIG
// RUN: jopt-run %s --args=4 -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=SEED-EXEC
// RUN: jopt-run %s --args=4 -p 'hlo-deallocate{retain-placement=before-terminator}' --input-may-leak | FileCheck %s --check-prefix=ORIG-EXEC

// The seed frees each temporary as soon as it is dead: at most two buffers live at once.
// SEED-EXEC: result #0: memref<4xf32> [8.0, 8.0, 8.0, 8.0]
// SEED-EXEC: heap after: allocations=4 frees=3 peak-bytes=32
// ORIG-EXEC: result #0: memref<4xf32> [8.0, 8.0, 8.0, 8.0]
// ORIG-EXEC: heap after: allocations=4 frees=3 peak-bytes=64

// ORIG-LABEL: func.func @main(
// ORIG:       %[[A:.*]] = memref.alloc() : memref<4xf32>
// ORIG-NEXT:  %[[OA:.*]] = deallocation.own %[[A]]
// ORIG:       %[[B:.*]] = memref.alloc() : memref<4xf32>
// ORIG-NEXT:  %[[OB:.*]] = deallocation.own %[[B]]
// ORIG:       %[[C:.*]] = memref.alloc() : memref<4xf32>
// ORIG-NEXT:  %[[OC:.*]] = deallocation.own %[[C]]
// ORIG:       %[[R:.*]] = memref.alloc() : memref<4xf32>
// ORIG-NEXT:  %[[OR:.*]] = deallocation.own %[[R]]
// ORIG:       scf.for
// ORIG:       linalg.fill
// ORIG-NEXT:  deallocation.retain() of(%[[OA]])
// ORIG-NEXT:  deallocation.retain() of(%[[OB]])
// ORIG-NEXT:  deallocation.retain() of(%[[OC]])
// ORIG-NEXT:  return %[[R]], %[[OR]]

// CHECK-LABEL: func.func @main(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V1:.*]] = deallocation.own %[[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<4xf32>)
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC_0]] : memref<4xf32>)
// CHECK-NEXT:  %[[V2:.*]] = memref.load %[[ALLOC]][%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  deallocation.retain() of(%[[V0]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  %[[V3:.*]] = memref.load %[[ALLOC_0]][%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  deallocation.retain() of(%[[V1]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  %[[V4:.*]] = arith.addf %[[V2]], %[[V3]] : f32
// CHECK-NEXT:  %[[ALLOC_1:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V5:.*]] = deallocation.own %[[ALLOC_1]] : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[V4]] : f32) outs(%[[ALLOC_1]] : memref<4xf32>)
// CHECK-NEXT:  %[[V6:.*]] = memref.load %[[ALLOC_1]][%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  deallocation.retain() of(%[[V5]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  %[[ALLOC_2:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V7:.*]] = deallocation.own %[[ALLOC_2]] : memref<4xf32>
// CHECK-NEXT:  %[[V8:.*]] = scf.for %arg1 = %[[C0]] to %arg0 step %[[C1]] iter_args(%arg2 = %[[V6]]) -> (f32) {
// CHECK-NEXT:  %[[V11:.*]] = arith.addf %arg2, %[[CST]] : f32
// CHECK-NEXT:  scf.yield %[[V11]] : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V9:.*]] = arith.addf %[[V8]], %[[CST]] : f32
// CHECK-NEXT:  %[[V10:.*]] = arith.addf %[[V9]], %[[CST]] : f32
// CHECK-NEXT:  linalg.fill ins(%[[V10]] : f32) outs(%[[ALLOC_2]] : memref<4xf32>)
// CHECK-NEXT:  return %[[ALLOC_2]], %[[V7]] : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  }
func.func @main(%n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  linalg.fill ins(%one : f32) outs(%b : memref<4xf32>)
  %x = memref.load %a[%c0] : memref<4xf32>
  %y = memref.load %b[%c0] : memref<4xf32>
  %s = arith.addf %x, %y : f32
  %c = memref.alloc() : memref<4xf32>
  linalg.fill ins(%s : f32) outs(%c : memref<4xf32>)
  %z = memref.load %c[%c0] : memref<4xf32>
  %r = memref.alloc() : memref<4xf32>
  %t = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {
    %u = arith.addf %acc, %one : f32
    scf.yield %u : f32
  }
  %w = arith.addf %t, %one : f32
  %v = arith.addf %w, %one : f32
  linalg.fill ins(%v : f32) outs(%r : memref<4xf32>)
  return %r : memref<4xf32>
}
