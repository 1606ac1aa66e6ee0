// merge-alloc{precise=true dynamic-sizes=true}: the arena is the highest of its buffers' ends,
// however many there are. Nine buffers of nine products of the sizes n and m, each live alone,
// all at offset 0: the arena is the largest of the nine sizes (nine arith.maxui terms), not one
// polynomial bounding them (their sum: 356 bytes at n = 2, m = 3 where the largest is 108).
// Run at 2x3 and 4x2 in jopt-run (clean, the input's result).
// RUN: jopt %s -p 'builtin.module(func.func(merge-alloc{precise=true dynamic-sizes=true}))' | FileCheck %s
// RUN: jopt-run %s -e f --args=zeros:2x3 -p 'builtin.module(func.func(merge-alloc{precise=true dynamic-sizes=true}),jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC -DPEAK=108
// RUN: jopt-run %s -e f --args=zeros:4x2 -p 'builtin.module(func.func(merge-alloc{precise=true dynamic-sizes=true}),jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC -DPEAK=256

// CHECK-LABEL: func.func @f(
// CHECK-COUNT-8: arith.maxui
// CHECK-NOT: arith.maxui
// CHECK: %[[ARENA:.+]] = memref.alloc(%{{.+}}) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NOT: memref.alloc
// EXEC: result #0: 1.0 : f32
// EXEC: heap after: allocations=1 frees=1 peak-bytes=[[PEAK]]
func.func @f(%x: memref<?x?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %n = memref.dim %x, %c0 : memref<?x?xf32>
  %m = memref.dim %x, %c1 : memref<?x?xf32>
  %b0 = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%b0 : memref<?xf32>)
  %v0 = memref.load %b0[%c0] : memref<?xf32>
  memref.dealloc %b0 : memref<?xf32>
  %b1 = memref.alloc(%m) : memref<?xf32>
  linalg.fill ins(%v0 : f32) outs(%b1 : memref<?xf32>)
  %v1 = memref.load %b1[%c0] : memref<?xf32>
  memref.dealloc %b1 : memref<?xf32>
  %b2 = memref.alloc(%n, %m) : memref<?x?xf32>
  linalg.fill ins(%v1 : f32) outs(%b2 : memref<?x?xf32>)
  %v2 = memref.load %b2[%c0, %c0] : memref<?x?xf32>
  memref.dealloc %b2 : memref<?x?xf32>
  %b3 = memref.alloc(%n, %n) : memref<?x?xf32>
  linalg.fill ins(%v2 : f32) outs(%b3 : memref<?x?xf32>)
  %v3 = memref.load %b3[%c0, %c0] : memref<?x?xf32>
  memref.dealloc %b3 : memref<?x?xf32>
  %b4 = memref.alloc(%m, %m) : memref<?x?xf32>
  linalg.fill ins(%v3 : f32) outs(%b4 : memref<?x?xf32>)
  %v4 = memref.load %b4[%c0, %c0] : memref<?x?xf32>
  memref.dealloc %b4 : memref<?x?xf32>
  %b5 = memref.alloc(%n, %n, %m) : memref<?x?x?xf32>
  linalg.fill ins(%v4 : f32) outs(%b5 : memref<?x?x?xf32>)
  %v5 = memref.load %b5[%c0, %c0, %c0] : memref<?x?x?xf32>
  memref.dealloc %b5 : memref<?x?x?xf32>
  %b6 = memref.alloc(%n, %m, %m) : memref<?x?x?xf32>
  linalg.fill ins(%v5 : f32) outs(%b6 : memref<?x?x?xf32>)
  %v6 = memref.load %b6[%c0, %c0, %c0] : memref<?x?x?xf32>
  memref.dealloc %b6 : memref<?x?x?xf32>
  %b7 = memref.alloc(%n, %n, %n) : memref<?x?x?xf32>
  linalg.fill ins(%v6 : f32) outs(%b7 : memref<?x?x?xf32>)
  %v7 = memref.load %b7[%c0, %c0, %c0] : memref<?x?x?xf32>
  memref.dealloc %b7 : memref<?x?x?xf32>
  %b8 = memref.alloc(%m, %m, %m) : memref<?x?x?xf32>
  linalg.fill ins(%v7 : f32) outs(%b8 : memref<?x?x?xf32>)
  %v8 = memref.load %b8[%c0, %c0, %c0] : memref<?x?x?xf32>
  memref.dealloc %b8 : memref<?x?x?xf32>
  return %v8 : f32
}
