// merge-alloc{precise=true dynamic-sizes=true} on buffers of two sizes n and m (the dimensions
// of %x): beside the first-access and the scaled plans, the plan kept is the order of a static
// first-fit plan made with the sizes bound (every dimension 1, 8, 32, 64, 256), each buffer on top
// of those live with it that come before it in that order, where it is no larger at every
// binding of the dimensions compared (1 to 1024) and smaller at one. The first phase is
// precise-dynamic-scaled.mlir's (first access: 48n bytes, largest first: 40n); in the second,
// a 40n-byte buffer lives with one of 4m, then a 4n with a 40m: the scaled plan puts every
// buffer of m above those of n (80 bytes at n = m = 1), the first-access plan
// max(48n, 40n + 4m, 4n + 40m), the ordered one max(40n + 4m, 4n + 40m): 88 bytes at 2x2, where
// the first-access plan takes 96 (and 204 at 5x1 against 240). Run at 2x2, 1x3 and 5x1 in
// jopt-run (clean, the input's result).
// RUN: jopt-run %s -e f --args=zeros:2x2 -p 'builtin.module(func.func(merge-alloc{precise=true dynamic-sizes=true}),jopt-deallocation-pipeline)' | FileCheck %s -DPEAK=88
// RUN: jopt-run %s -e f --args=zeros:1x3 -p 'builtin.module(func.func(merge-alloc{precise=true dynamic-sizes=true}),jopt-deallocation-pipeline)' | FileCheck %s -DPEAK=124
// RUN: jopt-run %s -e f --args=zeros:5x1 -p 'builtin.module(func.func(merge-alloc{precise=true dynamic-sizes=true}),jopt-deallocation-pipeline)' | FileCheck %s -DPEAK=204

// CHECK: result #0: 1.0 : f32
// CHECK: heap after: allocations=1 frees=1 peak-bytes=[[PEAK]]
func.func @f(%x: memref<?x?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %n = memref.dim %x, %c0 : memref<?x?xf32>
  %m = memref.dim %x, %c1 : memref<?x?xf32>
  %a = memref.alloc(%n) : memref<?x2xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?x2xf32>)
  %b = memref.alloc(%n) : memref<?x2xf32>
  memref.copy %a, %b : memref<?x2xf32> to memref<?x2xf32>
  memref.dealloc %a : memref<?x2xf32>
  %c = memref.alloc(%n) : memref<?x4xf32>
  linalg.fill ins(%one : f32) outs(%c : memref<?x4xf32>)
  %cs = memref.subview %c[0, 0] [%n, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1]>>
  memref.copy %b, %cs : memref<?x2xf32> to memref<?x2xf32, strided<[4, 1]>>
  memref.dealloc %b : memref<?x2xf32>
  %d = memref.alloc(%n) : memref<?x2xf32>
  memref.copy %cs, %d : memref<?x2xf32, strided<[4, 1]>> to memref<?x2xf32>
  %e = memref.alloc(%n) : memref<?x4xf32>
  linalg.fill ins(%one : f32) outs(%e : memref<?x4xf32>)
  %es = memref.subview %e[0, 2] [%n, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1], offset: 2>>
  memref.copy %d, %es : memref<?x2xf32> to memref<?x2xf32, strided<[4, 1], offset: 2>>
  %ce = memref.subview %e[0, 0] [%n, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1]>>
  memref.copy %cs, %ce : memref<?x2xf32, strided<[4, 1]>> to memref<?x2xf32, strided<[4, 1]>>
  %r = memref.load %e[%c0, %c0] : memref<?x4xf32>
  memref.dealloc %c : memref<?x4xf32>
  memref.dealloc %d : memref<?x2xf32>
  memref.dealloc %e : memref<?x4xf32>
  // Second phase: 40n with 4m, then 4n with 40m.
  %n1 = memref.alloc(%n) : memref<?x10xf32>
  linalg.fill ins(%r : f32) outs(%n1 : memref<?x10xf32>)
  %m1 = memref.alloc(%m) : memref<?x1xf32>
  %v1 = memref.load %n1[%c0, %c0] : memref<?x10xf32>
  linalg.fill ins(%v1 : f32) outs(%m1 : memref<?x1xf32>)
  %w1 = memref.load %n1[%c0, %c1] : memref<?x10xf32>
  %u1 = memref.load %m1[%c0, %c0] : memref<?x1xf32>
  memref.dealloc %n1 : memref<?x10xf32>
  memref.dealloc %m1 : memref<?x1xf32>
  %n2 = memref.alloc(%n) : memref<?x1xf32>
  linalg.fill ins(%u1 : f32) outs(%n2 : memref<?x1xf32>)
  %m2 = memref.alloc(%m) : memref<?x10xf32>
  %v2 = memref.load %n2[%c0, %c0] : memref<?x1xf32>
  linalg.fill ins(%v2 : f32) outs(%m2 : memref<?x10xf32>)
  %w2 = memref.load %n2[%c0, %c0] : memref<?x1xf32>
  %u2 = memref.load %m2[%c0, %c1] : memref<?x10xf32>
  memref.dealloc %n2 : memref<?x1xf32>
  memref.dealloc %m2 : memref<?x10xf32>
  return %u2 : f32
}
