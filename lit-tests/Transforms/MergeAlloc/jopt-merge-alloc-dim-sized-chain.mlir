// jopt-merge-alloc leaves buffers whose sizes it can have at the arena only by reading a
// `memref.dim` on the heap where the arena would hold more (DimSizedAdmission). Each buffer of
// these chains is one element longer than the one it copies, its size read off the previous
// allocation: sizes n+1, n+2, ... are different atoms, which the first-access order cannot
// compare, so each would go on top of the one before (4(4n+10) bytes, 120 at n=5), while on the
// heap no more than two are live at once (68 bytes at n=5, the live bound).
// In @chain, n is a dimension of %x: the ordered plan (SymbolicPlan, OrderedPlan) binds it, plans
// the chain at that size by first fit (two buffers side by side, the next in the hole of the one
// before) and keeps that order for every n, so the chain joins the arena, at the live bound (68
// bytes at n=5, 64 at n=1, 124 at n=12), in one allocation. In @chain_index, n is an index
// argument, which no binding of the arguments' dimensions gives: the chain after its first buffer
// stays on the heap (92 bytes at n=5: the arena of the static buffer and the first one, and the
// three others), where the arena would hold 120.
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc)' | FileCheck %s
// RUN: jopt-run %s --entry=@chain --args=iota:5 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=ARENA -DPEAK=68
// RUN: jopt-run %s --entry=@chain --args=iota:12 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=ARENA -DPEAK=124
// RUN: jopt-run %s --entry=@chain_index --args=iota:5,5 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=RUN5
// ARENA: result #0: 1.0 : f32
// ARENA: heap after: allocations=1 frees=1 peak-bytes=[[PEAK]] {{.*}} total-peak-bytes=[[PEAK]] live-bound-bytes=[[PEAK]]
// RUN5: result #0: 1.0 : f32
// RUN5: heap after: allocations=4 frees=4 peak-bytes=92 {{.*}} total-peak-bytes=92

// CHECK-LABEL: func.func @chain(
// CHECK:       memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       return
// CHECK-LABEL: func.func @chain_index(
// CHECK:       memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>
// CHECK-COUNT-3: memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK:       return
#id = affine_map<(i) -> (i)>
func.func @chain(%x: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%s : memref<16xf32>)
  %t = memref.load %s[%c0] : memref<16xf32>
  %n = memref.dim %x, %c0 : memref<?xf32>
  %u = arith.addi %n, %c1 : index
  %a = memref.alloc(%u) : memref<?xf32>
  linalg.fill ins(%t : f32) outs(%a : memref<?xf32>)
  %da = memref.dim %a, %c0 : memref<?xf32>
  %v = arith.addi %da, %c1 : index
  %b = memref.alloc(%v) : memref<?xf32>
  %sa = memref.subview %b[0] [%da] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  linalg.copy ins(%a : memref<?xf32>) outs(%sa : memref<?xf32, strided<[1]>>)
  memref.store %t, %b[%da] : memref<?xf32>
  %db = memref.dim %b, %c0 : memref<?xf32>
  %w = arith.addi %db, %c1 : index
  %c = memref.alloc(%w) : memref<?xf32>
  %sb = memref.subview %c[0] [%db] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  linalg.copy ins(%b : memref<?xf32>) outs(%sb : memref<?xf32, strided<[1]>>)
  memref.store %t, %c[%db] : memref<?xf32>
  %dc = memref.dim %c, %c0 : memref<?xf32>
  %y = arith.addi %dc, %c1 : index
  %d = memref.alloc(%y) : memref<?xf32>
  %sc = memref.subview %d[0] [%dc] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  linalg.copy ins(%c : memref<?xf32>) outs(%sc : memref<?xf32, strided<[1]>>)
  memref.store %t, %d[%dc] : memref<?xf32>
  %r = memref.load %d[%c0] : memref<?xf32>
  return %r : f32
}

func.func @chain_index(%x: memref<?xf32>, %k: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%s : memref<16xf32>)
  %t = memref.load %s[%c0] : memref<16xf32>
  %u = arith.addi %k, %c1 : index
  %a = memref.alloc(%u) : memref<?xf32>
  linalg.fill ins(%t : f32) outs(%a : memref<?xf32>)
  %da = memref.dim %a, %c0 : memref<?xf32>
  %v = arith.addi %da, %c1 : index
  %b = memref.alloc(%v) : memref<?xf32>
  %sa = memref.subview %b[0] [%da] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  linalg.copy ins(%a : memref<?xf32>) outs(%sa : memref<?xf32, strided<[1]>>)
  memref.store %t, %b[%da] : memref<?xf32>
  %db = memref.dim %b, %c0 : memref<?xf32>
  %w = arith.addi %db, %c1 : index
  %c = memref.alloc(%w) : memref<?xf32>
  %sb = memref.subview %c[0] [%db] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  linalg.copy ins(%b : memref<?xf32>) outs(%sb : memref<?xf32, strided<[1]>>)
  memref.store %t, %c[%db] : memref<?xf32>
  %dc = memref.dim %c, %c0 : memref<?xf32>
  %y = arith.addi %dc, %c1 : index
  %d = memref.alloc(%y) : memref<?xf32>
  %sc = memref.subview %d[0] [%dc] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  linalg.copy ins(%c : memref<?xf32>) outs(%sc : memref<?xf32, strided<[1]>>)
  memref.store %t, %d[%dc] : memref<?xf32>
  %r = memref.load %d[%c0] : memref<?xf32>
  return %r : f32
}
