// Regression found by the differential fuzz harness (hlo-deallocate + simplification +
// hlo-buffer-reuse): a call merged the alias sets of two buffers (its result may be either
// argument), and the loop was handed the ownership of the wrong one. A loop now takes over only
// the indicator of the buffer its init is a view of; and a call merges only the arguments its
// callee may return (here none: the buffers are freed right after the call).
// RUN: jopt --hlo-deallocate %s | FileCheck %s
// RUN: jopt-run %s --args=0 -p 'builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-buffer-reuse,hlo-deallocation-simplification,hlo-deallocation-to-scf))' --input-may-leak | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --args=2 -p 'builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-buffer-reuse,hlo-deallocation-simplification,hlo-deallocation-to-scf))' --input-may-leak | FileCheck %s --check-prefix=EXEC

// EXEC: heap after: {{.*}} live-bytes=0

// CHECK-LABEL: func.func @helper(
// CHECK:  %[[ALLOC:.*]] = memref.alloc() : memref<1xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<1xf32>
// CHECK-NEXT:  %[[CST:.*]] = arith.constant -3.000000e+00 : f32
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<1xf32>)
// CHECK-NEXT:  return %[[ALLOC]], %[[V0]] : memref<1xf32>, !deallocation.ownership
// CHECK-NEXT:  }
func.func @helper(%a: memref<1xf32>, %b: memref<?xf32>) -> memref<1xf32> {
  %r = memref.alloc() : memref<1xf32>
  %f = arith.constant -3.0 : f32
  linalg.fill ins(%f : f32) outs(%r : memref<1xf32>)
  return %r : memref<1xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK:  %[[CST:.*]] = arith.constant -3.000000e+00 : f32
// CHECK-NEXT:  %[[CST_0:.*]] = arith.constant -2.500000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<1xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<1xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<1xf32>)
// CHECK-NEXT:  %[[ALLOC_1:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:  %[[V1:.*]] = deallocation.own %[[ALLOC_1]] : memref<2xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST_0]] : f32) outs(%[[ALLOC_1]] : memref<2xf32>)
// CHECK-NEXT:  %[[CAST:.*]] = memref.cast %[[ALLOC_1]] : memref<2xf32> to memref<?xf32>
// CHECK-NEXT:  %[[V2:.*]]:2 = call @helper(%[[ALLOC]], %[[CAST]]) : (memref<1xf32>, memref<?xf32>) -> (memref<1xf32>, !deallocation.ownership)
// CHECK-NEXT:  deallocation.retain() of(%[[V0]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  deallocation.retain() of(%[[V2]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[V3:.*]]:2 = scf.for %arg1 = %[[C0]] to %arg0 step %[[C1]] iter_args(%arg2 = %[[CAST]], %arg3 = %[[V1]]) -> (memref<?xf32>, !deallocation.ownership) {
// CHECK-NEXT:  scf.yield %arg2, %arg3 : memref<?xf32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  deallocation.retain() of(%[[V3]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return %[[CST]] : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @main(%n: index) -> f32 {
  %f = arith.constant -3.0 : f32
  %g = arith.constant -2.5 : f32
  %a = memref.alloc() : memref<1xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<1xf32>)
  %b = memref.alloc() : memref<2xf32>
  linalg.fill ins(%g : f32) outs(%b : memref<2xf32>)
  %cast = memref.cast %b : memref<2xf32> to memref<?xf32>
  %r = func.call @helper(%a, %cast) : (memref<1xf32>, memref<?xf32>) -> memref<1xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%x = %cast) -> memref<?xf32> {
    scf.yield %x : memref<?xf32>
  }
  return %f : f32
}
