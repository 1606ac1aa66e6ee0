// Regressions from a review of hlo-deallocation-simplification (hand-written IR that
// hlo-deallocate does not produce, but that is valid): an own of a view is not a buffer to
// dealloc; a function's memref and ownership arguments are not a pair; an execute_region with
// several blocks yields only through its scf.yield.
// RUN: jopt --hlo-deallocation-simplification %s | FileCheck %s
// RUN: jopt-run %s --entry=@own_of_view -p 'func.func(hlo-deallocation-simplification)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --entry=@function_arguments -p 'func.func(hlo-deallocation-simplification)' | FileCheck %s --check-prefix=ARGS
// RUN: jopt-run %s --entry=@multi_block_region -p 'func.func(hlo-deallocation-simplification)' | FileCheck %s --check-prefix=EXEC

// EXEC: heap after: allocations=1 frees=1
// ARGS: result #1: 0 : index
// ARGS: heap after: allocations=2 frees=2

// CHECK-LABEL: func.func @own_of_view(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[SUBVIEW:.*]] = memref.subview %[[ALLOC]][1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[SUBVIEW]] : memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT:  memref.store %[[CST]], %[[ALLOC]][%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[ALLOC]][%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  deallocation.retain() of(%[[V0]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return %[[V1]] : f32
// CHECK-NEXT:  }
func.func @own_of_view() -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %o = deallocation.own %v : memref<2xf32, strided<[1], offset: 1>>
  memref.store %f, %a[%c0] : memref<4xf32>
  %x = memref.load %a[%c0] : memref<4xf32>
  deallocation.retain() of(%o) : (!deallocation.ownership) -> ()
  return %x : f32
}

// CHECK-LABEL: func.func @callee(
// CHECK:  %[[V0:.*]] = deallocation.retain(%arg0) of(%arg1) : (memref<4xf32>, !deallocation.ownership) -> !deallocation.ownership
// CHECK-NEXT:  return %[[V0]] : !deallocation.ownership
// CHECK-NEXT:  }
func.func @callee(%m: memref<4xf32>, %o: !deallocation.ownership) -> !deallocation.ownership {
  %r = deallocation.retain(%m) of(%o) : (memref<4xf32>, !deallocation.ownership) -> !deallocation.ownership
  return %r : !deallocation.ownership
}

// %b's ownership goes with %a: the callee's retain must keep (and free) it, not return it.
// CHECK-LABEL: func.func @function_arguments(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT:  memref.store %[[CST]], %[[ALLOC]][%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  %[[V1:.*]] = call @callee(%[[ALLOC]], %[[V0]]) : (memref<4xf32>, !deallocation.ownership) -> !deallocation.ownership
// CHECK-NEXT:  %[[V2:.*]] = memref.load %[[ALLOC]][%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  memref.dealloc %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  %[[V3:.*]] = deallocation.get_buffer %[[V1]] : !deallocation.ownership
// CHECK-NEXT:  deallocation.retain() of(%[[V1]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return %[[V2]], %[[V3]] : f32, index
// CHECK-NEXT:  }
func.func @function_arguments() -> (f32, index) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %oa = deallocation.own %a : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %ob = deallocation.own %b : memref<4xf32>
  memref.store %f, %a[%c0] : memref<4xf32>
  %r = func.call @callee(%a, %ob) : (memref<4xf32>, !deallocation.ownership) -> !deallocation.ownership
  %x = memref.load %a[%c0] : memref<4xf32>
  deallocation.retain() of(%oa) : (!deallocation.ownership) -> ()
  %g = deallocation.get_buffer %r : !deallocation.ownership
  deallocation.retain() of(%r) : (!deallocation.ownership) -> ()
  return %x, %g : f32, index
}

// CHECK-LABEL: func.func @multi_block_region(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:  %[[V0:.*]]:2 = scf.execute_region -> (memref<4xf32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[V2:.*]] = deallocation.null
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  cf.br ^bb1(%[[ALLOC]], %[[V2]] : memref<4xf32>, !deallocation.ownership)
// CHECK-NEXT:  ^bb1(%3: memref<4xf32>, %4: !deallocation.ownership):  // pred: ^bb0
// CHECK-NEXT:  %[[V5:.*]] = deallocation.own %3 : memref<4xf32>
// CHECK-NEXT:  scf.yield %3, %[[V5]] : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.store %[[CST]], %[[V0]]#0[%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[V0]]#0[%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  deallocation.retain() of(%[[V0]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return %[[V1]] : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @multi_block_region() -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 2.0 : f32
  %r:2 = scf.execute_region -> (memref<4xf32>, !deallocation.ownership) {
    %n = deallocation.null
    %a = memref.alloc() : memref<4xf32>
    cf.br ^bb1(%a, %n : memref<4xf32>, !deallocation.ownership)
  ^bb1(%m: memref<4xf32>, %x: !deallocation.ownership):
    %o = deallocation.own %m : memref<4xf32>
    scf.yield %m, %o : memref<4xf32>, !deallocation.ownership
  }
  memref.store %f, %r#0[%c0] : memref<4xf32>
  %x = memref.load %r#0[%c0] : memref<4xf32>
  deallocation.retain() of(%r#1) : (!deallocation.ownership) -> ()
  return %x : f32
}
