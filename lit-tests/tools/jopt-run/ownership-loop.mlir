// The shape of MLIR's ownership-based deallocation, written out by hand: a loop carries a
// buffer with an i1 ownership flag beside it; each iteration frees the incoming buffer (through
// its base buffer) when it owns it and keeps the one it yields; after the loop, a dealloc with
// a retained result hands the final buffer to the caller only when it is not the argument.
// Then the same frees lowered as bufferization-lower-deallocations does it for one memref:
// pointer comparisons and scf.if.
// RUN: jopt-run %s --args=iota,3 | FileCheck %s
// RUN: jopt-run %s --args=iota,3 --compile-threshold=0 | FileCheck %s
// RUN: jopt-run %s --args=iota,0 | FileCheck %s --check-prefix=ZERO
// RUN: jopt-run %s --entry=@lowered --args=true | FileCheck %s --check-prefix=LOWERED
// RUN: jopt-run %s --entry=@lowered --args=false | FileCheck %s --check-prefix=LOWERED-F

// Three iterations: the argument is never freed, each loop buffer once; the result is a fresh
// buffer the caller owns (live-bytes=16 at the end is what @main returns).
// CHECK:      result #0: memref<4xf32> [6.0, 7.0, 8.0, 9.0]
// CHECK-NEXT: result #1: true : i1
// CHECK-NEXT: heap: allocations=3 frees=2 peak-bytes=32 live-bytes=16
// Zero iterations: the argument comes back, not owned, nothing allocated or freed.
// ZERO:      result #0: memref<4xf32> [0.0, 1.0, 2.0, 3.0]
// ZERO-NEXT: result #1: false : i1
// ZERO-NEXT: heap: allocations=0 frees=0 peak-bytes=0 live-bytes=0
#id = affine_map<(d0) -> (d0)>
func.func @main(%arg: memref<4xf32>, %n: index) -> (memref<4xf32>, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %false = arith.constant false
  %true = arith.constant true
  %res:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %arg, %owned = %false) -> (memref<4xf32>, i1) {
    %t = memref.alloc() : memref<4xf32>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<4xf32>) outs(%t : memref<4xf32>) {
    ^bb0(%in: f32, %o: f32):
      %two = arith.constant 2.0 : f32
      %v = arith.addf %in, %two : f32
      linalg.yield %v : f32
    }
    %base, %off, %size, %stride = memref.extract_strided_metadata %x : memref<4xf32> -> memref<f32>, index, index, index
    %keep = bufferization.dealloc (%base : memref<f32>) if (%owned) retain (%t : memref<4xf32>)
    %own = arith.ori %keep, %true : i1
    scf.yield %t, %own : memref<4xf32>, i1
  }
  %base, %off, %size, %stride = memref.extract_strided_metadata %res#0 : memref<4xf32> -> memref<f32>, index, index, index
  %ret = bufferization.dealloc (%base : memref<f32>) if (%res#1) retain (%res#0 : memref<4xf32>)
  return %res#0, %ret : memref<4xf32>, i1
}

// One memref, one retained value, lowered: free when owned and not retained; the updated
// condition is "aliases and owned".
// LOWERED:      result #0: false : i1
// LOWERED-NEXT: result #1: true : i1
// LOWERED-NEXT: heap: allocations=2 frees=2 peak-bytes=24 live-bytes=0
// LOWERED-F:      result #0: false : i1
// LOWERED-F-NEXT: result #1: false : i1
// LOWERED-F-NEXT: heap: allocations=2 frees=2 peak-bytes=24 live-bytes=0
func.func @lowered(%cond: i1) -> (i1, i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %r = memref.alloc() : memref<4xf32>
  %base_a, %o, %s, %t = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
  %pa = memref.extract_aligned_pointer_as_index %base_a : memref<f32> -> index
  %pr = memref.extract_aligned_pointer_as_index %r : memref<4xf32> -> index
  %distinct = arith.cmpi ne, %pa, %pr : index
  %free_a = arith.andi %distinct, %cond : i1
  scf.if %free_a {
    memref.dealloc %base_a : memref<f32>
  }
  %same = arith.xori %distinct, %true : i1
  %own_r = arith.andi %same, %cond : i1
  // The caller frees what the dealloc did not: %r always, %a when the condition was false.
  %left = arith.xori %cond, %true : i1
  scf.if %left {
    memref.dealloc %a : memref<2xf32>
  }
  memref.dealloc %r : memref<4xf32>
  return %own_r, %free_a : i1, i1
}
