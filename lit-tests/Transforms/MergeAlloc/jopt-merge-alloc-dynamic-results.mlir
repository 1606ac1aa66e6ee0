// jopt-merge-alloc lends buffers of dynamic size that a function returns: where each is
// allocated with sizes its callers can compute before the call (an index argument, a dim of a
// memref argument), a private copy takes it from its callers, which allocate it sized from the
// call's operands (a dim of a buffer of known sizes folds to the size). The callers place the
// buffers in their arena as polynomials of the sizes: a buffer goes into the hole of one of
// its size that died (ping-pong over a chain of calls), so the arena holds two buffers, not
// one per call. A result sized from memory is not lent. Each case also runs through the
// pipeline: the peak is the deallocation pipeline's alone, with fewer allocations.
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc)' | FileCheck %s
// RUN: jopt-run %s --entry=@chain --args=5 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=CHAIN
// RUN: jopt-run %s --entry=@chain --args=5 -p 'builtin.module(jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=CHAIN-HLO
// RUN: jopt-run %s --entry=@sized_by_argument --args=5 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=ARG
// RUN: jopt-run %s --entry=@not_lent --args=5 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=NOT-LENT
// RUN: jopt-run %s --entry=@apart --args=5 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=APART
// CHAIN: result #0: 22.0 : f32
// CHAIN: heap after: allocations=4 frees=4 peak-bytes=60
// CHAIN-HLO: result #0: 22.0 : f32
// CHAIN-HLO: heap after: allocations=7 frees=7 peak-bytes=60
// ARG: result #0: 3.0 : f32
// ARG: heap after: allocations=1 frees=1 peak-bytes=40
// NOT-LENT: result #0: 1.0 : f32
// NOT-LENT: heap after: allocations=2 frees=2
// APART: result #0: 3.0 : f32
// APART: heap after: allocations=3 frees=3 peak-bytes=20

// @layer keeps its scratch buffer in an arena of its own (4 * dim bytes) and takes its result.
// CHECK-LABEL: func.func private @layer_lent(%arg0: memref<?xf32>, %arg1: f32, %arg2: memref<?xf32>)
// CHECK:       memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       return{{$}}
func.func private @layer(%x: memref<?xf32>, %k: f32) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %t = memref.alloc(%n) : memref<?xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x : memref<?xf32>) outs(%t : memref<?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %k : f32
    linalg.yield %m : f32
  }
  %y = memref.alloc(%n) : memref<?xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%t : memref<?xf32>) outs(%y : memref<?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %k : f32
    linalg.yield %s : f32
  }
  return %y : memref<?xf32>
}

// %x, %a, %b, %c are all 4 * %n bytes; each call reads one and writes the next: the arena is
// 8 * %n bytes, the buffers at 0, 4 * %n, 0, 4 * %n.
// CHECK-LABEL: func.func @chain
// CHECK:       %[[U:.*]] = arith.muli %arg0, %c4 : index
// CHECK:       %[[SIZE:.*]] = arith.muli %arg0, %c8 : index
// CHECK:       %[[A:.*]] = memref.alloc(%[[SIZE]]) {alignment = 64 : i64} : memref<?xi8>
// CHECK:       %[[X:.*]] = memref.view %[[A]][%[[Z0:.*]]][%arg0]
// CHECK:       %[[V1:.*]] = memref.view %[[A]][%[[U]]][%arg0]
// CHECK:       call @layer_lent(%[[X]], %{{.*}}, %[[V1]])
// CHECK:       %[[V2:.*]] = memref.view %[[A]][%c0{{.*}}][%arg0]
// CHECK:       call @layer_lent(%[[V1]], %{{.*}}, %[[V2]])
// CHECK:       %[[V3:.*]] = memref.view %[[A]][%[[U]]][%arg0]
// CHECK:       call @layer_lent(%[[V2]], %{{.*}}, %[[V3]])
// CHECK-NOT:   memref.alloc
// CHECK:       return
func.func @chain(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %x = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%x : memref<?xf32>)
  %a = func.call @layer(%x, %two) : (memref<?xf32>, f32) -> memref<?xf32>
  %b = func.call @layer(%a, %two) : (memref<?xf32>, f32) -> memref<?xf32>
  %c = func.call @layer(%b, %two) : (memref<?xf32>, f32) -> memref<?xf32>
  %r = memref.load %c[%c0] : memref<?xf32>
  return %r : f32
}

// A result sized by an index argument: each call passes a view of the caller's arena.
// CHECK-LABEL: func.func private @make_lent(%arg0: index, %arg1: f32, %arg2: memref<?xf32>)
// CHECK-NOT:   memref.alloc
// CHECK-LABEL: func.func @sized_by_argument
// CHECK:       memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       call @make_lent(%arg0, %{{.*}}, %{{.*}}) : (index, f32, memref<?xf32>) -> ()
// CHECK:       call @make_lent(%arg0, %{{.*}}, %{{.*}}) : (index, f32, memref<?xf32>) -> ()
func.func private @make(%n: index, %v: f32) -> memref<?xf32> {
  %y = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%v : f32) outs(%y : memref<?xf32>)
  return %y : memref<?xf32>
}

func.func @sized_by_argument(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %p = func.call @make(%n, %one) : (index, f32) -> memref<?xf32>
  %q = func.call @make(%n, %two) : (index, f32) -> memref<?xf32>
  %a = memref.load %p[%c0] : memref<?xf32>
  %b = memref.load %q[%c0] : memref<?xf32>
  %r = arith.addf %a, %b : f32
  return %r : f32
}

// The size is loaded from memory in the callee: the caller cannot compute it before the call.
// CHECK-LABEL: func.func private @size_from_memory(%arg0: memref<1xindex>) -> memref<?xf32>
// CHECK:       memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-LABEL: func.func @not_lent
// CHECK:       call @size_from_memory(%{{.*}}) : (memref<1xindex>) -> memref<?xf32>
func.func private @size_from_memory(%s: memref<1xindex>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %n = memref.load %s[%c0] : memref<1xindex>
  %y = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%y : memref<?xf32>)
  return %y : memref<?xf32>
}

func.func @not_lent(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %s = memref.alloc() : memref<1xindex>
  memref.store %n, %s[%c0] : memref<1xindex>
  %y = func.call @size_from_memory(%s) : (memref<1xindex>) -> memref<?xf32>
  %r = memref.load %y[%c0] : memref<?xf32>
  return %r : f32
}

// Two buffers of 4 * %n bytes lent to calls, one before and one after a call of @scratch, which
// allocates 4 * %n bytes of its own: in one arena (4 * %n, both at 0) they would be held over
// @scratch's buffer, where neither is live (the peak would double). They stay on the heap.
// CHECK-LABEL: func.func @apart
// CHECK:       memref.alloc(%arg0) : memref<?xf32>
// CHECK:       call @use
// CHECK:       call @scratch
// CHECK:       memref.alloc(%arg0) : memref<?xf32>
// CHECK:       call @use
func.func private @use(%x: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %x[%c0] : memref<?xf32>
  return %v : f32
}

func.func private @scratch(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %t = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%two : f32) outs(%t : memref<?xf32>)
  %v = memref.load %t[%c0] : memref<?xf32>
  return %v : f32
}

func.func @apart(%n: index) -> f32 {
  %one = arith.constant 1.0 : f32
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?xf32>)
  %u = func.call @use(%a) : (memref<?xf32>) -> f32
  %s = func.call @scratch(%n) : (index) -> f32
  %b = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%s : f32) outs(%b : memref<?xf32>)
  %w = func.call @use(%b) : (memref<?xf32>) -> f32
  %r = arith.addf %u, %w : f32
  return %r : f32
}
