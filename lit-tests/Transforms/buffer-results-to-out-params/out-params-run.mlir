// RUN: jopt-run %s --args=5 -p 'buffer-results-to-out-params{hoist-dynamic-allocs}' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=COPY
// RUN: jopt-run %s --args=5 -p 'buffer-results-to-out-params{hoist-static-allocs hoist-dynamic-allocs}' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=HOIST

// The private helpers' buffers become out-params their callers allocate: the static one copied
// into (one more buffer) or, with hoist-static-allocs, written in place as the dynamic one is
// with hoist-dynamic-allocs (the helpers allocate nothing); @main computes what it computed.

func.func private @scaled(%n: index, %f: f32) -> (memref<?xf32>, f32) {
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<?xf32>)
  %g = arith.addf %f, %f : f32
  return %a, %g : memref<?xf32>, f32
}
func.func private @pair(%x: f32) -> memref<2xf32> {
  %c1 = arith.constant 1 : index
  %b = memref.alloc() : memref<2xf32>
  linalg.fill ins(%x : f32) outs(%b : memref<2xf32>)
  memref.store %x, %b[%c1] : memref<2xf32>
  return %b : memref<2xf32>
}
func.func @main(%n: index) -> (f32, f32, f32) {
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.25 : f32
  %m, %g = call @scaled(%n, %f) : (index, f32) -> (memref<?xf32>, f32)
  %x = memref.load %m[%c1] : memref<?xf32>
  %p = call @pair(%g) : (f32) -> memref<2xf32>
  %y = memref.load %p[%c1] : memref<2xf32>
  return %x, %g, %y : f32, f32, f32
}
// COPY: result #0: 1.25 : f32
// COPY-NEXT: result #1: 2.5 : f32
// COPY-NEXT: result #2: 2.5 : f32
// COPY-NEXT: heap before: allocations=2 frees=0
// COPY-NEXT: heap after: allocations=3 frees=0
// HOIST: result #0: 1.25 : f32
// HOIST-NEXT: result #1: 2.5 : f32
// HOIST-NEXT: result #2: 2.5 : f32
// HOIST-NEXT: heap before: allocations=2 frees=0
// HOIST-NEXT: heap after: allocations=2 frees=0
