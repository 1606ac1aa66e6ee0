// RUN: jopt-run %s --args=1 -p 'builtin.module(bufferization-lower-deallocations)' | FileCheck %s
// RUN: jopt-run %s --args=0 -p 'builtin.module(bufferization-lower-deallocations)' | FileCheck %s
// RUN: jopt-run %s --args=1 -p 'builtin.module(convert-bufferization-to-memref)' | FileCheck %s
// RUN: jopt-run %s --args=0 -p 'builtin.module(buffer-deallocation-simplification,bufferization-lower-deallocations)' | FileCheck %s

// The lowered deallocations (inline for one memref, through @dealloc_helper for several) free
// each buffer exactly once, not while it is retained, and give the ownership of the retained
// buffer: jopt-run checks the frees and that the outputs compute what the inputs compute.

func.func @main(%c: i1) -> (f32, i1) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %e = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  linalg.fill ins(%one : f32) outs(%b : memref<4xf32>)
  %keep = arith.select %c, %a, %b : memref<4xf32>
  %x = memref.load %keep[%c0] : memref<4xf32>
  // Frees the one of %a and %b not kept, and %e; the kept one is owned.
  %o = bufferization.dealloc (%a, %b, %e : memref<4xf32>, memref<4xf32>, memref<2xf32>) if (%true, %true, %true) retain (%keep : memref<4xf32>)
  %y = memref.load %keep[%c0] : memref<4xf32>
  %z = arith.addf %x, %y : f32
  bufferization.dealloc (%keep : memref<4xf32>) if (%o)
  return %z, %o : f32, i1
}
// CHECK: result #0: 2.0 : f32
// CHECK-NEXT: result #1: true : i1
// CHECK: heap after: {{.*}} live-bytes=0
