// jopt-merge-alloc with arenas of dynamic size. A buffer allocated in a loop, sized by the
// result of a loop that runs (constant bounds) and yields a value defined before it, has that
// size where the arena goes, and joins it. A function whose allocations are the buffers it
// returns and an arena of dynamic size gets a private copy taking the buffers from its callers,
// which place them in their arenas; a caller that leaves them on the heap calls the original
// again. Each case also runs through the pipeline.
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc)' | FileCheck %s
// RUN: jopt-run %s --entry=@size_from_loop_result --args=5 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=LOOP-RESULT
// RUN: jopt-run %s --entry=@lent_beside_dynamic --args=6 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=LENT
// RUN: jopt-run %s --entry=@lent_beside_dynamic --args=6 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc-default})' --input-may-leak | FileCheck %s --check-prefix=LENT-DEFAULT
// LOOP-RESULT: result #0: 12.0 : f32
// LOOP-RESULT: heap after: allocations=1 frees=1
// LENT: result #0: 9.0 : f32
// LENT: heap after: allocations=2 frees=2
// LENT-DEFAULT: result #0: 9.0 : f32
// LENT-DEFAULT: heap after: allocations=4 frees=4

// %k is 3 after the first loop (two trips, each yielding %c3): the buffer of the second loop is
// 3 floats at every iteration, a view of the arena made before both loops.
// CHECK-LABEL: func.func @size_from_loop_result
// CHECK:       memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       return
func.func @size_from_loop_result(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  %k = scf.for %i = %c0 to %c2 step %c1 iter_args(%x = %n) -> (index) {
    scf.yield %c3 : index
  }
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
    %s = arith.maxui %k, %c1 : index
    %b = memref.alloc(%s) : memref<?xf32>
    linalg.fill ins(%one : f32) outs(%b : memref<?xf32>)
    %v = memref.load %b[%c2] : memref<?xf32>
    %w = memref.load %a[%c0] : memref<4xf32>
    %u = arith.addf %v, %w : f32
    %acc1 = arith.addf %acc, %u : f32
    %acc2 = arith.addf %acc1, %one : f32
    scf.yield %acc2 : f32
  }
  return %r : f32
}

// @stats's scratch is sized by %n: its arena has a dynamic size. Its result is made by
// @lent_beside_dynamic, in its arena (with %big and %w): two allocations against four.
// CHECK-LABEL: func.func private @stats_lent(
// CHECK-SAME:  %{{.*}}: memref<4xf32>)
// CHECK:       memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       return
func.func private @stats(%n: index, %x: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %s = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%x : f32) outs(%s : memref<?xf32>)
  %t = memref.alloc(%n) : memref<?xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s : memref<?xf32>) outs(%t : memref<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.addf %in, %in : f32
    linalg.yield %d : f32
  }
  %v = memref.load %t[%c0] : memref<?xf32>
  %r = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%r : memref<4xf32>)
  return %r : memref<4xf32>
}

// CHECK-LABEL: func.func @lent_beside_dynamic(
// CHECK:       %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       %[[R:.*]] = memref.view %[[ARENA]][%{{.*}}][] : memref<256xi8> to memref<4xf32>
// CHECK:       call @stats_lent(%{{.*}}, %{{.*}}, %[[R]])
func.func @lent_beside_dynamic(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %three = arith.constant 3.0 : f32
  %big = memref.alloc() : memref<64xf32>
  linalg.fill ins(%three : f32) outs(%big : memref<64xf32>)
  %v0 = memref.load %big[%c0] : memref<64xf32>
  %r = func.call @stats(%n, %v0) : (index, f32) -> memref<4xf32>
  %w = memref.alloc() : memref<16xf32>
  linalg.fill ins(%v0 : f32) outs(%w : memref<16xf32>)
  %x = memref.load %r[%c1] : memref<4xf32>
  %y = memref.load %w[%c1] : memref<16xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}
