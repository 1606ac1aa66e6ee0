// jopt-merge-alloc leaves buffers whose sizes it can have at the arena only by reading a
// `memref.dim` on the heap where the arena would hold more (DimSizedAdmission). Each buffer of
// this chain is one element longer than the one it copies, its size read off the previous
// allocation: sizes n+1, n+2, ... are different atoms, which the symbolic plan cannot order, so in
// the arena each would go on top of the one before (4(4n+10) bytes, 120 at n=5), while on the
// heap no more than two are live at once (68 bytes at n=5, the live bound). The static buffer
// still gets its arena.
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc)' | FileCheck %s
// RUN: jopt-run %s --entry=@chain --args=iota:5 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=RUN5
// RUN5: result #0: 1.0 : f32
// RUN5: heap after: allocations=5 frees=5 peak-bytes=68 {{.*}} total-peak-bytes=68 live-bound-bytes=68

// CHECK-LABEL: func.func @chain
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-COUNT-4: memref.alloc(%{{.*}}) : memref<?xf32>
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
