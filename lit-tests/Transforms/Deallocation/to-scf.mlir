// hlo-deallocation-to-scf: a retain with one retained memref or one alloc becomes base-pointer
// comparisons (deallocation.get_buffer), an scf.if choosing each result, and a guarded
// deallocation.free of every other non-null alloc. Larger retains stay.
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
// CHECK-NEXT:  %[[V32:.*]] = scf.if %[[V4]] -> (memref<4xf32>) {
// CHECK-NEXT:  memref.dealloc %[[ALLOC_1]] : memref<4xf32>
// CHECK-NEXT:  scf.yield %[[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %[[ALLOC_1]] : memref<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %[[V32]] : memref<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[SUBVIEW:.*]] = memref.subview %[[V5]][2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
// CHECK-NEXT:  %[[C0_2:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V6:.*]] = deallocation.get_buffer %[[V0]] : !deallocation.ownership
// CHECK-NEXT:  %[[V7:.*]] = deallocation.get_buffer %[[V2]] : !deallocation.ownership
// CHECK-NEXT:  %[[V8:.*]] = deallocation.get_buffer %[[V1]] : !deallocation.ownership
// CHECK-NEXT:  %[[V9:.*]] = deallocation.get_buffer %[[SUBVIEW]] : memref<2xf32, strided<[1], offset: 2>>
// CHECK-NEXT:  %[[V10:.*]] = arith.cmpi eq, %[[V9]], %[[V6]] : index
// CHECK-NEXT:  %[[V11:.*]] = arith.cmpi eq, %[[V9]], %[[V7]] : index
// CHECK-NEXT:  %[[V12:.*]] = arith.cmpi eq, %[[V9]], %[[V8]] : index
// CHECK-NEXT:  %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:  %[[V13:.*]] = arith.xori %[[V10]], %[[TRUE]] : i1
// CHECK-NEXT:  %[[V14:.*]] = arith.andi %[[V11]], %[[V13]] : i1
// CHECK-NEXT:  %[[V15:.*]] = arith.ori %[[V10]], %[[V11]] : i1
// CHECK-NEXT:  %[[TRUE_3:.*]] = arith.constant true
// CHECK-NEXT:  %[[V16:.*]] = arith.xori %[[V15]], %[[TRUE_3]] : i1
// CHECK-NEXT:  %[[V17:.*]] = arith.andi %[[V12]], %[[V16]] : i1
// CHECK-NEXT:  %[[V18:.*]] = arith.ori %[[V15]], %[[V12]] : i1
// CHECK-NEXT:  %[[V19:.*]] = deallocation.null
// CHECK-NEXT:  %[[V20:.*]] = scf.if %[[V17]] -> (!deallocation.ownership) {
// CHECK-NEXT:  scf.yield %[[V1]] : !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %[[V19]] : !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V21:.*]] = scf.if %[[V14]] -> (!deallocation.ownership) {
// CHECK-NEXT:  scf.yield %[[V2]] : !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %[[V20]] : !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V22:.*]] = scf.if %[[V10]] -> (!deallocation.ownership) {
// CHECK-NEXT:  scf.yield %[[V0]] : !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %[[V21]] : !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V23:.*]] = arith.cmpi ne, %[[V6]], %[[C0_2]] : index
// CHECK-NEXT:  %[[TRUE_4:.*]] = arith.constant true
// CHECK-NEXT:  %[[V24:.*]] = arith.xori %[[V10]], %[[TRUE_4]] : i1
// CHECK-NEXT:  %[[V25:.*]] = arith.andi %[[V23]], %[[V24]] : i1
// CHECK-NEXT:  scf.if %[[V25]] {
// CHECK-NEXT:  deallocation.free %[[V0]]
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V26:.*]] = arith.cmpi ne, %[[V7]], %[[C0_2]] : index
// CHECK-NEXT:  %[[TRUE_5:.*]] = arith.constant true
// CHECK-NEXT:  %[[V27:.*]] = arith.xori %[[V14]], %[[TRUE_5]] : i1
// CHECK-NEXT:  %[[V28:.*]] = arith.andi %[[V26]], %[[V27]] : i1
// CHECK-NEXT:  scf.if %[[V28]] {
// CHECK-NEXT:  deallocation.free %[[V2]]
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V29:.*]] = arith.cmpi ne, %[[V8]], %[[C0_2]] : index
// CHECK-NEXT:  %[[TRUE_6:.*]] = arith.constant true
// CHECK-NEXT:  %[[V30:.*]] = arith.xori %[[V17]], %[[TRUE_6]] : i1
// CHECK-NEXT:  %[[V31:.*]] = arith.andi %[[V29]], %[[V30]] : i1
// CHECK-NEXT:  scf.if %[[V31]] {
// CHECK-NEXT:  deallocation.free %[[V1]]
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[SUBVIEW]], %[[V22]] : memref<2xf32, strided<[1], offset: 2>>, !deallocation.ownership
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
// CHECK:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  %[[SUBVIEW:.*]] = memref.subview %[[ALLOC]][1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT:  %[[V1:.*]] = memref.get_global @g : memref<4xf32>
// CHECK-NEXT:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V2:.*]] = deallocation.get_buffer %[[V0]] : !deallocation.ownership
// CHECK-NEXT:  %[[V3:.*]] = deallocation.get_buffer %[[V1]] : memref<4xf32>
// CHECK-NEXT:  %[[V4:.*]] = deallocation.get_buffer %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  %[[V5:.*]] = arith.cmpi eq, %[[V3]], %[[V2]] : index
// CHECK-NEXT:  %[[V6:.*]] = arith.cmpi eq, %[[V4]], %[[V2]] : index
// CHECK-NEXT:  %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:  %[[V7:.*]] = arith.xori %[[V5]], %[[TRUE]] : i1
// CHECK-NEXT:  %[[V8:.*]] = arith.andi %[[V6]], %[[V7]] : i1
// CHECK-NEXT:  %[[V9:.*]] = arith.ori %[[V5]], %[[V6]] : i1
// CHECK-NEXT:  %[[V10:.*]] = deallocation.null
// CHECK-NEXT:  %[[V11:.*]] = scf.if %[[V5]] -> (!deallocation.ownership) {
// CHECK-NEXT:  scf.yield %[[V0]] : !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %[[V10]] : !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V12:.*]] = deallocation.null
// CHECK-NEXT:  %[[V13:.*]] = scf.if %[[V8]] -> (!deallocation.ownership) {
// CHECK-NEXT:  scf.yield %[[V0]] : !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %[[V12]] : !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V14:.*]] = arith.ori %[[V5]], %[[V8]] : i1
// CHECK-NEXT:  %[[V15:.*]] = arith.cmpi ne, %[[V2]], %[[C0]] : index
// CHECK-NEXT:  %[[TRUE_0:.*]] = arith.constant true
// CHECK-NEXT:  %[[V16:.*]] = arith.xori %[[V14]], %[[TRUE_0]] : i1
// CHECK-NEXT:  %[[V17:.*]] = arith.andi %[[V15]], %[[V16]] : i1
// CHECK-NEXT:  scf.if %[[V17]] {
// CHECK-NEXT:  deallocation.free %[[V0]]
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V11]], %[[V13]] : !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.global "private" @g : memref<4xf32> = dense<0.000000e+00>
func.func @one_alloc() -> (!deallocation.ownership, !deallocation.ownership) {
  %a = memref.alloc() : memref<4xf32>
  %oa = deallocation.own %a : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %g = memref.get_global @g : memref<4xf32>
  %r:2 = deallocation.retain(%g, %a) of(%oa) : (memref<4xf32>, memref<4xf32>, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
  return %r#0, %r#1 : !deallocation.ownership, !deallocation.ownership
}
memref.global "private" @g : memref<4xf32> = dense<0.0>

// CHECK-LABEL: func.func @no_memref(
// CHECK:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  %[[V1:.*]] = deallocation.null
// CHECK-NEXT:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[V2:.*]] = deallocation.get_buffer %[[V0]] : !deallocation.ownership
// CHECK-NEXT:  %[[V3:.*]] = deallocation.get_buffer %[[V1]] : !deallocation.ownership
// CHECK-NEXT:  %[[V4:.*]] = arith.cmpi ne, %[[V2]], %[[C0]] : index
// CHECK-NEXT:  scf.if %[[V4]] {
// CHECK-NEXT:  deallocation.free %[[V0]]
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V5:.*]] = arith.cmpi ne, %[[V3]], %[[C0]] : index
// CHECK-NEXT:  scf.if %[[V5]] {
// CHECK-NEXT:  deallocation.free %[[V1]]
// CHECK-NEXT:  }
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
