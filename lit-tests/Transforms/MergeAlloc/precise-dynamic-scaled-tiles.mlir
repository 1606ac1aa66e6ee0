// merge-alloc{precise=true dynamic-sizes=true} on a dense block in miniature: each layer's
// concatenation %k<i> of the outputs so far (16n bytes a piece) is read into a tile %w<i> of t
// rows (96t bytes, t = max(ceildiv(n, 8), 1) as jopt-tile-for-memory makes it) while the layer's
// output %p<i> is written; the pieces live to the end. The buffers of n are planned as static
// buffers of their coefficients (the concatenations at 0, the pieces above them) and the tiles
// placed on top of the pieces live with each (112n + 96t), not above every buffer of n (128n +
// 96t). The plans are compared where the version runs (jopt.size_bucket [4, inf)) with t what
// the IR computes from n (1 at n = 4, 2 at n = 16): compared with every atom at one value, the
// tile's 96t looked as large as 96n and the first-access plan (704 B at n = 4, 2816 at 16) won.
// RUN: jopt %s -p 'builtin.module(func.func(merge-alloc{precise=true dynamic-sizes=true}))' | FileCheck %s
// RUN: jopt-run %s -e f --args=random:4 -p 'builtin.module(func.func(merge-alloc{precise=true dynamic-sizes=true}),jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC -DPEAK=544
// RUN: jopt-run %s -e f --args=random:16 -p 'builtin.module(func.func(merge-alloc{precise=true dynamic-sizes=true}),jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC -DPEAK=2048
// RUN: jopt-run %s -e f --args=random:1 -p 'builtin.module(func.func(merge-alloc{precise=true dynamic-sizes=true}),jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC -DPEAK=208

// CHECK-LABEL: func.func @f(
// CHECK: %[[N:.+]] = memref.dim
// CHECK: %[[T:.+]] = arith.maxui %{{.+}}, %{{.+}} : index
// CHECK-DAG: %[[C112:.+]] = arith.constant 112 : index
// CHECK-DAG: %[[O112:.+]] = arith.muli %[[N]], %[[C112]] : index
// CHECK-DAG: %[[C96:.+]] = arith.constant 96 : index
// CHECK-DAG: %[[TILES:.+]] = arith.muli %[[T]], %[[C96]] : index
// CHECK-DAG: %[[TOP:.+]] = arith.addi %[[O112]], %[[TILES]] : index
// CHECK-DAG: %[[C128:.+]] = arith.constant 128 : index
// CHECK-DAG: %[[ALL:.+]] = arith.muli %[[N]], %[[C128]] : index
// CHECK: %[[SIZE:.+]] = arith.maxui %[[TOP]], %[[ALL]] : index
// CHECK: %[[ARENA:.+]] = memref.alloc(%[[SIZE]]) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NOT: memref.alloc
// CHECK: memref.view %[[ARENA]][%[[O112]]][%[[T]]] : memref<?xi8> to memref<?x24xf32>
// EXEC: result #0: 1.0 : f32
// EXEC: heap after: allocations=1 frees=1 peak-bytes=[[PEAK]]
func.func @f(%arg0: memref<?xf32>) -> f32 attributes {jopt.size_bucket = array<i64: 4, -1>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  %n = memref.dim %arg0, %c0 : memref<?xf32>
  %q = arith.ceildivui %n, %c8 : index
  %t = arith.maxui %q, %c1 : index
  %p0 = memref.alloc(%n) : memref<?x4xf32>
  linalg.fill ins(%one : f32) outs(%p0 : memref<?x4xf32>)
  %k1 = memref.alloc(%n) : memref<?x4xf32>
  %k1s0 = memref.subview %k1[0, 0] [%n, 4] [1, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[4, 1], offset: 0>>
  memref.copy %p0, %k1s0 : memref<?x4xf32> to memref<?x4xf32, strided<[4, 1], offset: 0>>
  %w1 = memref.alloc(%t) : memref<?x24xf32>
  %v1 = memref.load %k1[%c0, %c0] : memref<?x4xf32>
  linalg.fill ins(%v1 : f32) outs(%w1 : memref<?x24xf32>)
  %x1 = memref.load %w1[%c0, %c0] : memref<?x24xf32>
  %p1 = memref.alloc(%n) : memref<?x4xf32>
  linalg.fill ins(%x1 : f32) outs(%p1 : memref<?x4xf32>)
  %u1 = memref.load %k1[%c0, %c1] : memref<?x4xf32>
  memref.store %u1, %p1[%c0, %c0] : memref<?x4xf32>
  memref.dealloc %w1 : memref<?x24xf32>
  memref.dealloc %k1 : memref<?x4xf32>
  %k2 = memref.alloc(%n) : memref<?x8xf32>
  %k2s0 = memref.subview %k2[0, 0] [%n, 4] [1, 1] : memref<?x8xf32> to memref<?x4xf32, strided<[8, 1], offset: 0>>
  memref.copy %p0, %k2s0 : memref<?x4xf32> to memref<?x4xf32, strided<[8, 1], offset: 0>>
  %k2s1 = memref.subview %k2[0, 4] [%n, 4] [1, 1] : memref<?x8xf32> to memref<?x4xf32, strided<[8, 1], offset: 4>>
  memref.copy %p1, %k2s1 : memref<?x4xf32> to memref<?x4xf32, strided<[8, 1], offset: 4>>
  %w2 = memref.alloc(%t) : memref<?x24xf32>
  %v2 = memref.load %k2[%c0, %c0] : memref<?x8xf32>
  linalg.fill ins(%v2 : f32) outs(%w2 : memref<?x24xf32>)
  %x2 = memref.load %w2[%c0, %c0] : memref<?x24xf32>
  %p2 = memref.alloc(%n) : memref<?x4xf32>
  linalg.fill ins(%x2 : f32) outs(%p2 : memref<?x4xf32>)
  %u2 = memref.load %k2[%c0, %c1] : memref<?x8xf32>
  memref.store %u2, %p2[%c0, %c0] : memref<?x4xf32>
  memref.dealloc %w2 : memref<?x24xf32>
  memref.dealloc %k2 : memref<?x8xf32>
  %k3 = memref.alloc(%n) : memref<?x12xf32>
  %k3s0 = memref.subview %k3[0, 0] [%n, 4] [1, 1] : memref<?x12xf32> to memref<?x4xf32, strided<[12, 1], offset: 0>>
  memref.copy %p0, %k3s0 : memref<?x4xf32> to memref<?x4xf32, strided<[12, 1], offset: 0>>
  %k3s1 = memref.subview %k3[0, 4] [%n, 4] [1, 1] : memref<?x12xf32> to memref<?x4xf32, strided<[12, 1], offset: 4>>
  memref.copy %p1, %k3s1 : memref<?x4xf32> to memref<?x4xf32, strided<[12, 1], offset: 4>>
  %k3s2 = memref.subview %k3[0, 8] [%n, 4] [1, 1] : memref<?x12xf32> to memref<?x4xf32, strided<[12, 1], offset: 8>>
  memref.copy %p2, %k3s2 : memref<?x4xf32> to memref<?x4xf32, strided<[12, 1], offset: 8>>
  %w3 = memref.alloc(%t) : memref<?x24xf32>
  %v3 = memref.load %k3[%c0, %c0] : memref<?x12xf32>
  linalg.fill ins(%v3 : f32) outs(%w3 : memref<?x24xf32>)
  %x3 = memref.load %w3[%c0, %c0] : memref<?x24xf32>
  %p3 = memref.alloc(%n) : memref<?x4xf32>
  linalg.fill ins(%x3 : f32) outs(%p3 : memref<?x4xf32>)
  %u3 = memref.load %k3[%c0, %c1] : memref<?x12xf32>
  memref.store %u3, %p3[%c0, %c0] : memref<?x4xf32>
  memref.dealloc %w3 : memref<?x24xf32>
  memref.dealloc %k3 : memref<?x12xf32>
  %k4 = memref.alloc(%n) : memref<?x16xf32>
  %k4s0 = memref.subview %k4[0, 0] [%n, 4] [1, 1] : memref<?x16xf32> to memref<?x4xf32, strided<[16, 1], offset: 0>>
  memref.copy %p0, %k4s0 : memref<?x4xf32> to memref<?x4xf32, strided<[16, 1], offset: 0>>
  %k4s1 = memref.subview %k4[0, 4] [%n, 4] [1, 1] : memref<?x16xf32> to memref<?x4xf32, strided<[16, 1], offset: 4>>
  memref.copy %p1, %k4s1 : memref<?x4xf32> to memref<?x4xf32, strided<[16, 1], offset: 4>>
  %k4s2 = memref.subview %k4[0, 8] [%n, 4] [1, 1] : memref<?x16xf32> to memref<?x4xf32, strided<[16, 1], offset: 8>>
  memref.copy %p2, %k4s2 : memref<?x4xf32> to memref<?x4xf32, strided<[16, 1], offset: 8>>
  %k4s3 = memref.subview %k4[0, 12] [%n, 4] [1, 1] : memref<?x16xf32> to memref<?x4xf32, strided<[16, 1], offset: 12>>
  memref.copy %p3, %k4s3 : memref<?x4xf32> to memref<?x4xf32, strided<[16, 1], offset: 12>>
  %r = memref.load %k4[%c0, %c0] : memref<?x16xf32>
  memref.dealloc %p0 : memref<?x4xf32>
  memref.dealloc %p1 : memref<?x4xf32>
  memref.dealloc %p2 : memref<?x4xf32>
  memref.dealloc %p3 : memref<?x4xf32>
  memref.dealloc %k4 : memref<?x16xf32>
  return %r : f32
}
