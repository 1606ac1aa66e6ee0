// hlo-deallocation-to-scf: a retain with exactly one retained memref or exactly one alloc
// becomes the original's chain: per retained memref and alloc, a base-pointer comparison
// (deallocation.get_buffer) and an scf.if yielding (alloc, buffer, result) unchanged or
// (null, 0, alloc) when they are the same, which takes the alloc out for later memrefs; then a
// deallocation.free of each alloc left with a non-zero buffer. Constants go to the entry block
// and unused ops die (the greedy driver). Other retains stay for the library call.
// RUN: jopt --hlo-deallocation-to-scf %s | FileCheck %s
// RUN: jopt-run %s --entry=@one_memref --args=0 -p 'func.func(hlo-deallocation-to-scf)' | FileCheck %s --check-prefix=FROM-A
// RUN: jopt-run %s --entry=@one_memref --args=1 -p 'func.func(hlo-deallocation-to-scf)' | FileCheck %s --check-prefix=FROM-B
// RUN: jopt-run %s --entry=@one_memref --args=2 -p 'func.func(hlo-deallocation-to-scf)' | FileCheck %s --check-prefix=NEITHER
// RUN: jopt-run %s --entry=@one_alloc -p 'func.func(hlo-deallocation-to-scf)' | FileCheck %s --check-prefix=ONE-ALLOC
// RUN: jopt-run %s --entry=@no_memref -p 'func.func(hlo-deallocation-to-scf)' | FileCheck %s --check-prefix=NONE

// FROM-A: result #1: ownership(buffer #1)
// FROM-A: heap after: allocations=3 frees=2
// FROM-B: result #1: ownership(buffer #2)
// FROM-B: heap after: allocations=3 frees=2
// NEITHER: result #1: ownership(null)
// NEITHER: heap after: allocations=3 frees=2
// ONE-ALLOC: result #0: ownership(null)
// ONE-ALLOC: result #1: ownership(buffer #1)
// ONE-ALLOC: heap after: allocations=1 frees=0
// NONE: heap after: allocations=1 frees=1

// %x lives in %a, in %b or in neither (a third buffer, freed here), by %which.
// CHECK-LABEL: func.func @one_memref(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V1:.*]] = deallocation.own %[[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT:  %[[ALLOC_1:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V2:.*]] = deallocation.null
// CHECK-NEXT:  %[[V3:.*]] = arith.cmpi eq, %arg0, %[[C0]] : index
// CHECK-NEXT:  %[[V4:.*]] = arith.cmpi eq, %arg0, %[[C1]] : index
// CHECK-NEXT:  %[[V5:.*]] = scf.if %[[V3]] -> (memref<4xf32>) {
// CHECK-NEXT:  memref.dealloc %[[ALLOC_1]] : memref<4xf32>
// CHECK-NEXT:  scf.yield %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V20:.*]] = scf.if %[[V4]] -> (memref<4xf32>) {
// CHECK-NEXT:  memref.dealloc %[[ALLOC_1]] : memref<4xf32>
// CHECK-NEXT:  scf.yield %[[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %[[ALLOC_1]] : memref<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %[[V20]] : memref<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[SUBVIEW:.*]] = memref.subview %[[V5]][2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
// CHECK-NEXT:  %[[V6:.*]] = deallocation.get_buffer %[[V0]] : !deallocation.ownership
// CHECK-NEXT:  %[[V7:.*]] = deallocation.get_buffer %[[V2]] : !deallocation.ownership
// CHECK-NEXT:  %[[V8:.*]] = deallocation.get_buffer %[[V1]] : !deallocation.ownership
// CHECK-NEXT:  %[[V9:.*]] = deallocation.null
// CHECK-NEXT:  %[[V10:.*]] = deallocation.get_buffer %[[SUBVIEW]] : memref<2xf32, strided<[1], offset: 2>>
// CHECK-NEXT:  %[[V11:.*]] = arith.cmpi eq, %[[V10]], %[[V6]] : index
// CHECK-NEXT:  %[[V12:.*]]:3 = scf.if %[[V11]] -> (!deallocation.ownership, index, !deallocation.ownership) {
// CHECK-NEXT:  scf.yield %[[V9]], %[[C0]], %[[V0]] : !deallocation.ownership, index, !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %[[V0]], %[[V6]], %[[V9]] : !deallocation.ownership, index, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V13:.*]] = arith.cmpi eq, %[[V10]], %[[V7]] : index
// CHECK-NEXT:  %[[V14:.*]]:3 = scf.if %[[V13]] -> (!deallocation.ownership, index, !deallocation.ownership) {
// CHECK-NEXT:  scf.yield %[[V9]], %[[C0]], %[[V2]] : !deallocation.ownership, index, !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %[[V2]], %[[V7]], %[[V12]]#2 : !deallocation.ownership, index, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V15:.*]] = arith.cmpi eq, %[[V10]], %[[V8]] : index
// CHECK-NEXT:  %[[V16:.*]]:3 = scf.if %[[V15]] -> (!deallocation.ownership, index, !deallocation.ownership) {
// CHECK-NEXT:  scf.yield %[[V9]], %[[C0]], %[[V1]] : !deallocation.ownership, index, !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %[[V1]], %[[V8]], %[[V14]]#2 : !deallocation.ownership, index, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V17:.*]] = arith.cmpi ne, %[[V12]]#1, %[[C0]] : index
// CHECK-NEXT:  scf.if %[[V17]] {
// CHECK-NEXT:  deallocation.free %[[V12]]#0
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V18:.*]] = arith.cmpi ne, %[[V14]]#1, %[[C0]] : index
// CHECK-NEXT:  scf.if %[[V18]] {
// CHECK-NEXT:  deallocation.free %[[V14]]#0
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V19:.*]] = arith.cmpi ne, %[[V16]]#1, %[[C0]] : index
// CHECK-NEXT:  scf.if %[[V19]] {
// CHECK-NEXT:  deallocation.free %[[V16]]#0
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[SUBVIEW]], %[[V16]]#2 : memref<2xf32, strided<[1], offset: 2>>, !deallocation.ownership
// CHECK-NEXT:  }
func.func @one_memref(%which: index) -> (memref<2xf32, strided<[1], offset: 2>>, !deallocation.ownership) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %oa = deallocation.own %a : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %ob = deallocation.own %b : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  %n = deallocation.null
  %is_a = arith.cmpi eq, %which, %c0 : index
  %is_b = arith.cmpi eq, %which, %c1 : index
  %src = scf.if %is_a -> memref<4xf32> {
    memref.dealloc %c : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    %s = scf.if %is_b -> memref<4xf32> {
      memref.dealloc %c : memref<4xf32>
      scf.yield %b : memref<4xf32>
    } else {
      scf.yield %c : memref<4xf32>
    }
    scf.yield %s : memref<4xf32>
  }
  %x = memref.subview %src[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  %r = deallocation.retain(%x) of(%oa, %n, %ob) : (memref<2xf32, strided<[1], offset: 2>>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership) -> !deallocation.ownership
  return %x, %r : memref<2xf32, strided<[1], offset: 2>>, !deallocation.ownership
}

// One alloc, two memrefs that both live in it: only the first gets the ownership.
// CHECK-LABEL: func.func @one_alloc(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  %[[V1:.*]] = memref.get_global @g : memref<4xf32>
// CHECK-NEXT:  %[[V2:.*]] = deallocation.get_buffer %[[V0]] : !deallocation.ownership
// CHECK-NEXT:  %[[V3:.*]] = deallocation.null
// CHECK-NEXT:  %[[V4:.*]] = deallocation.get_buffer %[[V1]] : memref<4xf32>
// CHECK-NEXT:  %[[V5:.*]] = arith.cmpi eq, %[[V4]], %[[V2]] : index
// CHECK-NEXT:  %[[V6:.*]]:3 = scf.if %[[V5]] -> (!deallocation.ownership, index, !deallocation.ownership) {
// CHECK-NEXT:  scf.yield %[[V3]], %[[C0]], %[[V0]] : !deallocation.ownership, index, !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %[[V0]], %[[V2]], %[[V3]] : !deallocation.ownership, index, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V7:.*]] = deallocation.get_buffer %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  %[[V8:.*]] = arith.cmpi eq, %[[V7]], %[[V6]]#1 : index
// CHECK-NEXT:  %[[V9:.*]]:3 = scf.if %[[V8]] -> (!deallocation.ownership, index, !deallocation.ownership) {
// CHECK-NEXT:  scf.yield %[[V3]], %[[C0]], %[[V6]]#0 : !deallocation.ownership, index, !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %[[V6]]#0, %[[V6]]#1, %[[V3]] : !deallocation.ownership, index, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V10:.*]] = arith.cmpi ne, %[[V9]]#1, %[[C0]] : index
// CHECK-NEXT:  scf.if %[[V10]] {
// CHECK-NEXT:  deallocation.free %[[V9]]#0
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V6]]#2, %[[V9]]#2 : !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT:  }
func.func @one_alloc() -> (!deallocation.ownership, !deallocation.ownership) {
  %a = memref.alloc() : memref<4xf32>
  %oa = deallocation.own %a : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %g = memref.get_global @g : memref<4xf32>
  %r:2 = deallocation.retain(%g, %a) of(%oa) : (memref<4xf32>, memref<4xf32>, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
  return %r#0, %r#1 : !deallocation.ownership, !deallocation.ownership
}
memref.global "private" @g : memref<4xf32> = dense<0.0>

// No memref and two allocs: neither count is one, so it stays (as in the original).
// CHECK-LABEL: func.func @no_memref(
// CHECK:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  %[[V1:.*]] = deallocation.null
// CHECK-NEXT:  deallocation.retain() of(%[[V0]], %[[V1]]) : (!deallocation.ownership, !deallocation.ownership) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @no_memref() {
  %a = memref.alloc() : memref<4xf32>
  %oa = deallocation.own %a : memref<4xf32>
  %n = deallocation.null
  deallocation.retain() of(%oa, %n) : (!deallocation.ownership, !deallocation.ownership) -> ()
  return
}

// Two memrefs and two allocs: beyond the seed's bound, left as is.
// CHECK-LABEL: func.func @too_large(
// CHECK:  %[[V0:.*]]:2 = deallocation.retain(%arg0, %arg1) of(%arg2, %arg3) : (memref<4xf32>, memref<4xf32>, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
// CHECK-NEXT:  return %[[V0]]#0, %[[V0]]#1 : !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @too_large(%a: memref<4xf32>, %b: memref<4xf32>, %oa: !deallocation.ownership, %ob: !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership) {
  %r:2 = deallocation.retain(%a, %b) of(%oa, %ob) : (memref<4xf32>, memref<4xf32>, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
  return %r#0, %r#1 : !deallocation.ownership, !deallocation.ownership
}
