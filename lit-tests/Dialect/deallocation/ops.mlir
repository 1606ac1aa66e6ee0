// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: jopt %s --mlir-print-op-generic | jopt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The ops of MLIR-HLO's deallocation dialect (no upstream mlir-opt has them, so this file is
// not run against the reference tool).

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

// GENERIC-LABEL: sym_name = "ops"
// GENERIC:       %[[OWN:.*]] = "deallocation.own"(%{{.*}}) : (memref<2xf32>) -> !deallocation.ownership
// GENERIC-NEXT:  %[[NULL:.*]] = "deallocation.null"() : () -> !deallocation.ownership
// GENERIC-NEXT:  %[[R:.*]]:2 = "deallocation.retain"(%{{.*}}, %{{.*}}, %[[OWN]], %[[NULL]]) <{operandSegmentSizes = array<i32: 2, 2>}> : (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
// GENERIC-NEXT:  %[[R1:.*]] = "deallocation.retain"(%{{.*}}, %[[R]]#0) <{operandSegmentSizes = array<i32: 1, 1>}> : (memref<2xf32>, !deallocation.ownership) -> !deallocation.ownership
// GENERIC-NEXT:  "deallocation.retain"(%[[R]]#1) <{operandSegmentSizes = array<i32: 0, 1>}> : (!deallocation.ownership) -> ()
// GENERIC-NEXT:  %{{.*}} = "deallocation.get_buffer"(%{{.*}}) : (memref<2xf32>) -> index
// GENERIC-NEXT:  %{{.*}} = "deallocation.get_buffer"(%[[R1]]) : (!deallocation.ownership) -> index
// GENERIC-NEXT:  "deallocation.free"(%[[R1]]) : (!deallocation.ownership) -> ()
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

// Discardable attributes: own, get_buffer and free write them before the operand (MLIR-HLO's
// formats begin with attr-dict), retain after its operand lists; the segment sizes are elided
// from the custom form.

// CHECK-LABEL: func.func @attributes
// CHECK-SAME:    (%[[M:.*]]: memref<*xf32>, %[[O:.*]]: !deallocation.ownership)
// CHECK-NEXT:    %[[N:.*]] = deallocation.null {foo}
// CHECK-NEXT:    %[[OWN:.*]] = deallocation.own {bar = 1 : i32} %[[M]] : memref<*xf32>
// CHECK-NEXT:    %[[R:.*]] = deallocation.retain(%[[M]]) of(%[[O]], %[[OWN]], %[[N]]) {baz, qux = "q"} : (memref<*xf32>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership) -> !deallocation.ownership
// CHECK-NEXT:    %{{.*}} = deallocation.get_buffer {x} %[[M]] : memref<*xf32>
// CHECK-NEXT:    deallocation.free {y} %[[R]]
// CHECK-NEXT:    return

// GENERIC-LABEL: sym_name = "attributes"
// GENERIC:       "deallocation.null"() {foo} : () -> !deallocation.ownership
// GENERIC-NEXT:  "deallocation.own"(%{{.*}}) {bar = 1 : i32} : (memref<*xf32>) -> !deallocation.ownership
// GENERIC-NEXT:  "deallocation.retain"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 3>}> {baz, qux = "q"} : (memref<*xf32>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership) -> !deallocation.ownership
// GENERIC-NEXT:  "deallocation.get_buffer"(%{{.*}}) {x} : (memref<*xf32>) -> index
// GENERIC-NEXT:  "deallocation.free"(%{{.*}}) {y} : (!deallocation.ownership) -> ()
func.func @attributes(%m: memref<*xf32>, %o: !deallocation.ownership) {
  %n = deallocation.null {foo}
  %own = deallocation.own {bar = 1 : i32} %m : memref<*xf32>
  %r = deallocation.retain(%m) of(%o, %own, %n) {qux = "q", baz} : (memref<*xf32>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership) -> !deallocation.ownership
  %p = deallocation.get_buffer {x} %m : memref<*xf32>
  deallocation.free {y} %r
  return
}

// The seed's spelling (`of(` on a continued line), an empty retain, and the generic form
// written by hand: with the segment sizes as a property or, as older files have it, in the
// attribute dictionary (they are moved to the properties and elided again).

// CHECK-LABEL: func.func @seed_and_generic
// CHECK-SAME:    (%[[A:.*]]: !deallocation.ownership, %[[B:.*]]: !deallocation.ownership, %[[M:.*]]: memref<2xi32>)
// CHECK-NEXT:    deallocation.retain() of(%[[A]], %[[B]]) : (!deallocation.ownership, !deallocation.ownership) -> ()
// CHECK-NEXT:    deallocation.retain() of() : () -> ()
// CHECK-NEXT:    %{{.*}} = deallocation.retain(%[[M]]) of(%[[A]]) : (memref<2xi32>, !deallocation.ownership) -> !deallocation.ownership
// CHECK-NEXT:    %{{.*}} = deallocation.retain(%[[M]], %[[M]]) of(%[[B]]) {keep} : (memref<2xi32>, memref<2xi32>, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
// CHECK-NEXT:    %{{.*}} = deallocation.null
// CHECK-NEXT:    deallocation.free %[[A]]
// CHECK-NEXT:    return

// GENERIC-LABEL: sym_name = "seed_and_generic"
// GENERIC:       "deallocation.retain"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 0, 2>}> : (!deallocation.ownership, !deallocation.ownership) -> ()
// GENERIC-NEXT:  "deallocation.retain"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
// GENERIC-NEXT:  "deallocation.retain"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1>}> : (memref<2xi32>, !deallocation.ownership) -> !deallocation.ownership
// GENERIC-NEXT:  "deallocation.retain"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 2, 1>}> {keep} : (memref<2xi32>, memref<2xi32>, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
func.func @seed_and_generic(%alloc_0: !deallocation.ownership, %alloc_1: !deallocation.ownership, %m: memref<2xi32>) {
  deallocation.retain() of(%alloc_0, %alloc_1)
      : (!deallocation.ownership, !deallocation.ownership) -> ()
  deallocation.retain() of () : () -> ()
  %0 = "deallocation.retain"(%m, %alloc_0) <{operandSegmentSizes = array<i32: 1, 1>}> : (memref<2xi32>, !deallocation.ownership) -> !deallocation.ownership
  %1:2 = "deallocation.retain"(%m, %m, %alloc_1) {keep, operandSegmentSizes = array<i32: 2, 1>} : (memref<2xi32>, memref<2xi32>, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
  %2 = "deallocation.null"() : () -> !deallocation.ownership
  "deallocation.free"(%alloc_0) : (!deallocation.ownership) -> ()
  return
}

// Old MLIR-HLO used unranked memrefs as ownership indicators: such allocs are accepted by
// retain (results are always !deallocation.ownership). get_buffer takes any memref.

// CHECK-LABEL: func.func @legacy_allocs
// CHECK-NEXT:    %{{.*}} = deallocation.retain(%{{.*}}) of(%{{.*}}, %{{.*}}) : (memref<4xf32, strided<[2]>>, memref<*xi8>, !deallocation.ownership) -> !deallocation.ownership
// CHECK-NEXT:    %{{.*}} = deallocation.get_buffer %{{.*}} : memref<4xf32, strided<[2]>>
// CHECK-NEXT:    %{{.*}} = deallocation.own %{{.*}} : memref<*xi8>
func.func @legacy_allocs(%view: memref<4xf32, strided<[2]>>, %u: memref<*xi8>, %o: !deallocation.ownership) {
  %r = deallocation.retain(%view) of(%u, %o) : (memref<4xf32, strided<[2]>>, memref<*xi8>, !deallocation.ownership) -> !deallocation.ownership
  %p = deallocation.get_buffer %view : memref<4xf32, strided<[2]>>
  %own = deallocation.own %u : memref<*xi8>
  return
}

// The ownership type in other places: block arguments, scf results and yields.

// CHECK-LABEL: func.func @in_regions
// CHECK:         %{{.*}}:2 = scf.if %{{.*}} -> (memref<2xi32>, !deallocation.ownership) {
// CHECK:           %[[N:.*]] = deallocation.null
// CHECK-NEXT:      scf.yield %{{.*}}, %[[N]] : memref<2xi32>, !deallocation.ownership
// CHECK:           %[[A:.*]] = memref.alloc() : memref<2xi32>
// CHECK-NEXT:      %[[O:.*]] = deallocation.own %[[A]] : memref<2xi32>
// CHECK-NEXT:      scf.yield %[[A]], %[[O]] : memref<2xi32>, !deallocation.ownership
func.func @in_regions(%cond: i1, %some_alloc: memref<2xi32>) -> !deallocation.ownership {
  %result, %result_ownership = scf.if %cond -> (memref<2xi32>, !deallocation.ownership) {
    %null = deallocation.null
    scf.yield %some_alloc, %null : memref<2xi32>, !deallocation.ownership
  } else {
    %new_alloc = memref.alloc() : memref<2xi32>
    %new_alloc_owned = deallocation.own %new_alloc : memref<2xi32>
    scf.yield %new_alloc, %new_alloc_owned : memref<2xi32>, !deallocation.ownership
  }
  return %result_ownership : !deallocation.ownership
}
