// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @ops
// CHECK:         %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    %[[OWN:.*]] = deallocation.own %[[ALLOC]] : memref<2xf32>
// CHECK-NEXT:    %[[NULL:.*]] = deallocation.null
// CHECK-NEXT:    %[[R:.*]]:2 = deallocation.retain(%[[ALLOC]], %[[ALLOC]]) of(%[[OWN]], %[[NULL]]) : (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
// CHECK-NEXT:    %[[R1:.*]] = deallocation.retain(%[[ALLOC]]) of(%[[R]]#0) : (memref<2xf32>, !deallocation.ownership) -> !deallocation.ownership
// CHECK-NEXT:    deallocation.retain() of(%[[R]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:    %{{.*}} = deallocation.get_buffer %[[ALLOC]] : memref<2xf32>
// CHECK-NEXT:    %{{.*}} = deallocation.get_buffer %[[R1]] : !deallocation.ownership
// CHECK-NEXT:    deallocation.free %[[R1]]
// CHECK-NEXT:    return

// GENERIC: "deallocation.retain"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 2, 2>}> : (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
// GENERIC: "deallocation.free"(%{{.*}}) : (!deallocation.ownership) -> ()
func.func @ops() {
  %alloc = memref.alloc() : memref<2xf32>
  %own = deallocation.own %alloc : memref<2xf32>
  %null = deallocation.null
  %r:2 = deallocation.retain(%alloc, %alloc) of(%own, %null) : (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
  // Older files write `of (` and parenthesize a single result.
  %r1 = deallocation.retain(%alloc) of (%r#0) : (memref<2xf32>, !deallocation.ownership) -> (!deallocation.ownership)
  deallocation.retain() of(%r#1) : (!deallocation.ownership) -> ()
  %p = deallocation.get_buffer %alloc : memref<2xf32>
  %q = deallocation.get_buffer %r1 : !deallocation.ownership
  deallocation.free %r1
  return
}
