// jopt-merge-alloc{reuse-loop-carried=true} (the default): a buffer an scf.for (or an scf.while's
// after region) allocates and passes to its next iteration, starting from a fresh buffer nothing
// else uses, is written into the argument's own memory when the body is done with the argument before it first uses the
// new buffer, else ping-pongs between the initial buffer and one more made before the loop. The
// buffers are then allocated once, before the loop, and join the arena. Each program also runs
// before and after in jopt-run, with several trip counts, through jopt-merge-alloc and
// jopt-deallocation-pipeline (jopt-deallocation-pipeline{merge-alloc=merge-alloc} undoes an arena
// its estimate finds above the buffers freed one by one: @mixed_join below).
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc{reuse-loop-carried=false})' | FileCheck %s --check-prefix=OFF
// RUN: jopt-run %s --entry=@in_place --args=0 -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=IN-PLACE -DRESULT=1.0
// RUN: jopt-run %s --entry=@in_place --args=3 -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=IN-PLACE -DRESULT=4.0
// RUN: jopt-run %s --entry=@ping_pong --args=0 -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=PING-PONG -DRESULT=1.0
// RUN: jopt-run %s --entry=@ping_pong --args=1 -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=PING-PONG -DRESULT=2.0
// RUN: jopt-run %s --entry=@ping_pong --args=4 -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=PING-PONG -DRESULT=16.0
// RUN: jopt-run %s --entry=@ping_pong --args=4 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=PIPELINE
// RUN: jopt-run %s --entry=@while_in_place --args=0 -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=WHILE -DRESULT=1.0
// RUN: jopt-run %s --entry=@while_in_place --args=3 -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=WHILE -DRESULT=4.0
// RUN: jopt-run %s --entry=@while_forwarded --args=3 -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=FORWARDED
// RUN: jopt-run %s --entry=@mixed_join --args=0 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=MIXED -DALLOCS=1 -DPEAK=132
// RUN: jopt-run %s --entry=@mixed_join --args=3 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=MIXED -DALLOCS=4 -DPEAK=260
// RUN: jopt-run %s --entry=@mixed_join --args=0 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=MIXED -DALLOCS=3 -DPEAK=132
// RUN: jopt-run %s --entry=@mixed_join --args=3 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=MIXED -DALLOCS=6 -DPEAK=196
// RUN: jopt-run %s --entry=@two_spares --args=2.0 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=TWO-SPARES
// RUN: jopt-run %s --entry=@two_spares_result --args=1.0 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=TWO-SPARES-RESULT
// RUN: jopt-run %s --entry=@while_ping_pong --args=0 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=WHILE-PING-PONG -DRESULT=1.0
// RUN: jopt-run %s --entry=@while_ping_pong --args=1 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=WHILE-PING-PONG -DRESULT=2.0
// RUN: jopt-run %s --entry=@while_ping_pong --args=4 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=WHILE-PING-PONG -DRESULT=5.0
// RUN: jopt-run %s --entry=@result_unused --args=0 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=UNUSED -DRESULT=1.0 -DPEAK=64
// RUN: jopt-run %s --entry=@result_unused --args=3 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=UNUSED -DRESULT=4.0 -DPEAK=128
// RUN: jopt-run %s --entry=@init_used_after --args=3 -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=AFTER
// RUN: jopt-run %s --entry=@init_used_after --args=0 -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=AFTER0

// RUN: jopt-run %s --entry=@while_keep_initial --args=0 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=WHILE-KEEP -DRESULT=2.0
// RUN: jopt-run %s --entry=@while_keep_initial --args=3 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=WHILE-KEEP -DRESULT=5.0
// RUN: jopt-run %s --entry=@while_two_spares --args=0 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=WHILE-SPARES -DRESULT=2.0
// RUN: jopt-run %s --entry=@while_two_spares --args=1 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=WHILE-SPARES -DRESULT=3.0
// RUN: jopt-run %s --entry=@while_two_spares --args=4 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=WHILE-SPARES -DRESULT=6.0
// RUN: jopt-run %s --entry=@while_counted -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=WHILE-COUNTED
// WHILE-KEEP: result #0: [[RESULT]] : f32
// WHILE-KEEP: heap after: allocations=1 frees=1 {{.*}} total-peak-bytes=128
// WHILE-SPARES: result #0: [[RESULT]] : f32
// WHILE-SPARES: heap after: allocations=1 frees=1 {{.*}} total-peak-bytes=192
// WHILE-COUNTED: result #0: 5.0 : f32
// WHILE-COUNTED: heap after: allocations=1 frees=1
// RUN: jopt-run %s --entry=@cast_yield -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=CAST-YIELD
// RUN: jopt-run %s --entry=@at_most_once -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=AT-MOST-ONCE
// CAST-YIELD: result #0: 5.0 : f32
// CAST-YIELD: heap after: allocations=1 frees=1 {{.*}} total-peak-bytes=128
// AT-MOST-ONCE: result #0: 4.0 : f32
// AT-MOST-ONCE: heap after: allocations=1 frees=1 {{.*}} total-peak-bytes=128
// RUN: jopt-run %s --entry=@spares_from_outer_argument -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=OUTER-ARG
// OUTER-ARG: result #0: 5.0 : f32
// OUTER-ARG: heap after: allocations=1 frees=1 {{.*}} total-peak-bytes=192
// IN-PLACE: result #0: [[RESULT]] : f32
// IN-PLACE: heap after: allocations=1 {{.*}} total-peak-bytes=64 live-bound-bytes=64
// PING-PONG: result #0: [[RESULT]] : f32
// PING-PONG: heap after: allocations=1 {{.*}} total-peak-bytes=128
// PIPELINE: result #0: 16.0 : f32
// PIPELINE: heap after: allocations=1 frees=1 {{.*}} total-peak-bytes=128
// AFTER: result #0: 5.0 : f32
// AFTER: heap after: allocations=1 {{.*}} total-peak-bytes=128
// AFTER0: result #0: 2.0 : f32
// UNUSED: result #0: [[RESULT]] : f32
// UNUSED: heap after: allocations=1 frees=1 peak-bytes=[[PEAK]]
// WHILE: result #0: [[RESULT]] : f32
// WHILE: heap after: allocations=1 {{.*}} total-peak-bytes=64 live-bound-bytes=64
// FORWARDED: result #0: 4.0 : f32
// FORWARDED: heap after: allocations=1 {{.*}} total-peak-bytes=64
// MIXED: heap after: allocations=[[ALLOCS]] frees=[[ALLOCS]] {{.*}} total-peak-bytes=[[PEAK]]
// TWO-SPARES: result #0: 6.0 : f32
// TWO-SPARES: heap after: allocations=1 frees=1 {{.*}} total-peak-bytes=96
// WHILE-PING-PONG: result #0: [[RESULT]] : f32
// WHILE-PING-PONG: heap after: allocations=1 frees=1 {{.*}} total-peak-bytes=128

// The argument is read before the new buffer is written: one buffer serves every iteration.
// CHECK-LABEL: func.func @in_place
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       scf.for {{.*}} iter_args(%[[IT:.*]] = %{{.*}}) -> (memref<16xf32>)
// CHECK:       linalg.fill ins(%{{.*}} : f32) outs(%[[IT]] : memref<16xf32>)
// CHECK:       scf.yield %[[IT]] : memref<16xf32>
// OFF-LABEL:   func.func @in_place
// OFF:         scf.for
// OFF:         %[[B:.*]] = memref.alloc() : memref<16xf32>
// OFF:         scf.yield %[[B]]
func.func @in_place(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (memref<16xf32>) {
    %x = memref.load %it[%c0] : memref<16xf32>
    %y = arith.addf %x, %one : f32
    %b = memref.alloc() : memref<16xf32>
    linalg.fill ins(%y : f32) outs(%b : memref<16xf32>)
    scf.yield %b : memref<16xf32>
  }
  %z = memref.load %r[%c1] : memref<16xf32>
  return %z : f32
}

// The new buffer is computed from the argument: two buffers, swapped each iteration.
// CHECK-LABEL: func.func @ping_pong
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       scf.for {{.*}} iter_args(%[[IT:.*]] = %{{.*}}, %[[CUR:.*]] = %{{.*}}) -> (memref<16xf32>, memref<16xf32>)
// CHECK:       linalg.generic {{.*}} ins(%[[IT]] : memref<16xf32>) outs(%[[CUR]] : memref<16xf32>)
// CHECK:       scf.yield %[[CUR]], %[[IT]] : memref<16xf32>, memref<16xf32>
func.func @ping_pong(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (memref<16xf32>) {
    %b = memref.alloc() : memref<16xf32>
    linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%it : memref<16xf32>) outs(%b : memref<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %d = arith.addf %in, %in : f32
      linalg.yield %d : f32
    }
    scf.yield %b : memref<16xf32>
  }
  %z = memref.load %r[%c1] : memref<16xf32>
  return %z : f32
}

// The initial buffer is read after the loop: its memory cannot take an iteration's buffer, but
// the body is done with its argument before it writes the new one, so one buffer made before the
// loop serves every iteration. The trip count is unknown: the result stays the loop's, either
// buffer (0 iterations give the initial one).
// CHECK-LABEL: func.func @init_used_after
// CHECK:       %[[NEW:.*]] = memref.view %alloc[%c64{{.*}}] : memref<128xi8> to memref<16xf32>
// CHECK:       %[[R:.*]] = scf.for
// CHECK-NOT:   memref.alloc
// CHECK:       scf.yield %[[NEW]]
// CHECK:       memref.load %[[R]]
func.func @init_used_after(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (memref<16xf32>) {
    %x = memref.load %it[%c0] : memref<16xf32>
    %y = arith.addf %x, %one : f32
    %b = memref.alloc() : memref<16xf32>
    linalg.fill ins(%y : f32) outs(%b : memref<16xf32>)
    scf.yield %b : memref<16xf32>
  }
  %z = memref.load %r[%c1] : memref<16xf32>
  %w = memref.load %a[%c1] : memref<16xf32>
  %s = arith.addf %z, %w : f32
  return %s : f32
}

// The initial buffer is read after the loop, the loop's result is not: each iteration writes
// one buffer made before the loop, which the arena counts only when the loop runs (64 bytes for
// no iteration, 128 for three).
// Its view is made in the loop body, where the arena has room for it.
// CHECK-LABEL: func.func @result_unused
// CHECK:       %[[M:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>
// CHECK:       scf.for
// CHECK-NOT:   memref.alloc
// CHECK:       %[[B:.*]] = memref.view %[[M]]
// CHECK:       linalg.fill ins(%{{.*}} : f32) outs(%[[B]] : memref<16xf32>)
// CHECK:       scf.yield %[[B]]
func.func @result_unused(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %acc = memref.alloca() : memref<f32>
  memref.store %one, %acc[] : memref<f32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (memref<16xf32>) {
    %x = memref.load %it[%c0] : memref<16xf32>
    %y = arith.addf %x, %one : f32
    %b = memref.alloc() : memref<16xf32>
    linalg.fill ins(%y : f32) outs(%b : memref<16xf32>)
    memref.store %y, %acc[] : memref<f32>
    scf.yield %b : memref<16xf32>
  }
  %w = memref.load %a[%c1] : memref<16xf32>
  %v = memref.load %acc[] : memref<f32>
  %s = arith.addf %v, %w : f32
  %t = arith.subf %s, %one : f32
  return %t : f32
}

// scf.while: the before region reads its argument and forwards only a scalar, the after region
// makes the next buffer: the argument is dead when the after region starts, so the initial
// buffer serves every iteration.
// CHECK-LABEL: func.func @while_in_place
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       return
// OFF-LABEL:   func.func @while_in_place
// OFF:         scf.while
// OFF:         memref.alloc() : memref<16xf32>
func.func @while_in_place(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %r:2 = scf.while (%i = %c0, %m = %a) : (index, memref<16xf32>) -> (index, f32) {
    %v = memref.load %m[%c0] : memref<16xf32>
    %more = arith.cmpi ult, %i, %n : index
    scf.condition(%more) %i, %v : index, f32
  } do {
  ^bb0(%j: index, %x: f32):
    %b = memref.alloc() : memref<16xf32>
    %y = arith.addf %x, %one : f32
    linalg.fill ins(%y : f32) outs(%b : memref<16xf32>)
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %b : index, memref<16xf32>
  }
  return %r#1 : f32
}

// The condition forwards the buffer to the after region, which is done with it before it first
// uses the next: the next is written in place (one buffer, as the input's live bound).
// CHECK-LABEL: func.func @while_forwarded
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       scf.while
// CHECK-NOT:   memref.alloc
// CHECK:       return
func.func @while_forwarded(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %r:2 = scf.while (%i = %c0, %m = %a) : (index, memref<16xf32>) -> (index, memref<16xf32>) {
    %more = arith.cmpi ult, %i, %n : index
    scf.condition(%more) %i, %m : index, memref<16xf32>
  } do {
  ^bb0(%j: index, %old: memref<16xf32>):
    %b = memref.alloc() : memref<16xf32>
    %x = memref.load %old[%c0] : memref<16xf32>
    %y = arith.addf %x, %one : f32
    linalg.fill ins(%y : f32) outs(%b : memref<16xf32>)
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %b : index, memref<16xf32>
  }
  %v = memref.load %r#1[%c0] : memref<16xf32>
  return %v : f32
}

// The after region reads the forwarded buffer after writing the next one: the two ping-pong,
// the loop carrying a spare made before it (one allocation instead of one per iteration).
// CHECK-LABEL: func.func @while_ping_pong
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       scf.while ({{.*}}, %{{.*}} = %[[A:.*]], %{{.*}} = %[[S:.*]]) :
// CHECK:       scf.condition
// CHECK:       ^bb0(%{{.*}}: index, %[[CUR:.*]]: memref<16xf32>, %[[NEXT:.*]]: memref<16xf32>):
// CHECK:       linalg.fill {{.*}} outs(%[[NEXT]] : memref<16xf32>)
// CHECK:       scf.yield %{{.*}}, %[[NEXT]], %[[CUR]] :
// OFF-LABEL:   func.func @while_ping_pong
// OFF:         scf.while
// OFF:         memref.alloc() : memref<16xf32>
func.func @while_ping_pong(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %r:2 = scf.while (%i = %c0, %m = %a) : (index, memref<16xf32>) -> (index, memref<16xf32>) {
    %more = arith.cmpi ult, %i, %n : index
    scf.condition(%more) %i, %m : index, memref<16xf32>
  } do {
  ^bb0(%j: index, %old: memref<16xf32>):
    %b = memref.alloc() : memref<16xf32>
    linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
    %x = memref.load %old[%c0] : memref<16xf32>
    %y = arith.addf %x, %one : f32
    memref.store %y, %b[%c0] : memref<16xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %b : index, memref<16xf32>
  }
  %v = memref.load %r#1[%c0] : memref<16xf32>
  return %v : f32
}

// The loop's result may be %a or a buffer an iteration allocates (on the heap: %a is used after
// the loop, so no rewrite applies). %a joins the arena where that keeps the peak, as a buffer
// lent to a call: here it takes the place of %t, dead by then (before it stayed on the heap:
// 196 and 324 bytes, one allocation more). jopt-deallocation-pipeline{merge-alloc=merge-alloc}
// undoes that arena (jopt-merge-alloc-unless-peak-rises): each buffer freed after its last use,
// 132 and 196 bytes, the arena 132 and 260 (args 0 and 3).
// CHECK-LABEL: func.func @mixed_join
// CHECK:       %[[AR:.*]] = memref.alloc() {alignment = 64 : i64} : memref<132xi8>
// CHECK:       %[[A:.*]] = memref.view %[[AR]][%{{.*}}][] : memref<132xi8> to memref<16xf32>
// CHECK:       scf.for {{.*}} iter_args(%{{.*}} = %[[A]]) -> (memref<16xf32>)
// CHECK:         memref.alloc() : memref<16xf32>
func.func @mixed_join(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %k = memref.alloc() : memref<1xf32>
  linalg.fill ins(%one : f32) outs(%k : memref<1xf32>)
  %t = memref.alloc() : memref<32xf32>
  linalg.fill ins(%one : f32) outs(%t : memref<32xf32>)
  %s = memref.load %t[%c0] : memref<32xf32>
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%s : f32) outs(%a : memref<16xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (memref<16xf32>) {
    %b = memref.alloc() : memref<16xf32>
    linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
    %x = memref.load %it[%c0] : memref<16xf32>
    %y = arith.addf %x, %one : f32
    memref.store %y, %b[%c0] : memref<16xf32>
    scf.yield %b : memref<16xf32>
  }
  %u = memref.load %a[%c0] : memref<16xf32>
  %v = memref.load %r[%c0] : memref<16xf32>
  %q = memref.load %k[%c0] : memref<1xf32>
  %w0 = arith.addf %u, %v : f32
  %w = arith.addf %w0, %q : f32
  return %w : f32
}

// The initial buffer is used in the loop and after it, the loop's result is not, and the loop
// runs at least twice: the new buffer ping-pongs between two spares made before the loop
// (three buffers, as the input has live at once; one allocation instead of five).
// CHECK-LABEL: func.func @two_spares
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<96xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       scf.for {{.*}} iter_args(%[[IT:.*]] = %{{.*}}, %[[CUR:.*]] = %{{.*}}, %[[NEXT:.*]] = %{{.*}}) ->
// CHECK:       scf.yield %[[CUR]], %[[NEXT]], %[[CUR]] :
// OFF-LABEL:   func.func @two_spares
// OFF:         scf.for
// OFF:         memref.alloc() : memref<8xf32>
func.func @two_spares(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<8xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<8xf32>)
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%it = %a) -> (memref<8xf32>) {
    %b = memref.alloc() : memref<8xf32>
    linalg.fill ins(%one : f32) outs(%b : memref<8xf32>)
    %v = memref.load %it[%c0] : memref<8xf32>
    %w = arith.addf %v, %one : f32
    memref.store %w, %b[%c0] : memref<8xf32>
    %c2 = arith.constant 2 : index
    memref.store %w, %a[%c2] : memref<8xf32>
    scf.yield %b : memref<8xf32>
  }
  %c2o = arith.constant 2 : index
  %z = memref.load %a[%c2o] : memref<8xf32>
  return %z : f32
}

// As @two_spares, with the loop's result used after it: the trip count is known (3), so the
// result is the spare the last iteration wrote (iterations write the first spare, the second,
// the first): the other one dies with the loop. Without a known trip count the loop keeps its
// allocation per iteration.
// CHECK-LABEL: func.func @two_spares_result
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<96xi8>
// CHECK:       %[[A:.*]] = memref.view
// CHECK:       %[[FIRST:.*]] = memref.view
// CHECK:       %[[SECOND:.*]] = memref.view
// CHECK:       scf.for {{.*}} iter_args(%{{.*}} = %[[A]], %{{.*}} = %[[FIRST]], %{{.*}} = %[[SECOND]]) ->
// CHECK-NOT:   memref.alloc
// CHECK:       memref.load %[[FIRST]]
// TWO-SPARES-RESULT: result #0: 4.0 : f32
// TWO-SPARES-RESULT: heap after: allocations=1 frees=1
func.func @two_spares_result(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<8xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<8xf32>)
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%it = %a) -> (memref<8xf32>) {
    %b = memref.alloc() : memref<8xf32>
    linalg.fill ins(%one : f32) outs(%b : memref<8xf32>)
    %v = memref.load %it[%c0] : memref<8xf32>
    %w = arith.addf %v, %one : f32
    memref.store %w, %b[%c0] : memref<8xf32>
    %c2 = arith.constant 2 : index
    memref.store %w, %a[%c2] : memref<8xf32>
    scf.yield %b : memref<8xf32>
  }
  %c2o = arith.constant 2 : index
  %z = memref.load %a[%c2o] : memref<8xf32>
  %y = memref.load %r[%c0] : memref<8xf32>
  %s = arith.addf %z, %y : f32
  return %y : f32
}

// An scf.while whose initial buffer is read after the loop, whose after region is done with the
// current buffer before it writes the new one: one buffer made before the loop serves every
// iteration (the input allocates one per iteration). The trip count is unknown: the result stays
// the loop's, the initial buffer or that one.
// CHECK-LABEL: func.func @while_keep_initial
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       scf.while
// CHECK:       return
func.func @while_keep_initial(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %r:2 = scf.while (%i = %c0, %cur = %a) : (index, memref<16xf32>) -> (index, memref<16xf32>) {
    %c = arith.cmpi ult, %i, %n : index
    scf.condition(%c) %i, %cur : index, memref<16xf32>
  } do {
  ^bb0(%j: index, %old: memref<16xf32>):
    %x = memref.load %old[%c0] : memref<16xf32>
    %y = arith.addf %x, %one : f32
    %b = memref.alloc() : memref<16xf32>
    linalg.fill ins(%y : f32) outs(%b : memref<16xf32>)
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %b : index, memref<16xf32>
  }
  %v = memref.load %r#1[%c0] : memref<16xf32>
  %w = memref.load %a[%c1] : memref<16xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}

// As @while_keep_initial, but the after region reads the current buffer after it first writes
// the new one: two spares made before the loop ping-pong, carried as (cur, next) and passed on
// as (next, cur); the initial buffer is never written. Three buffers in one arena, as many as
// the input has live at once from the second iteration.
// CHECK-LABEL: func.func @while_two_spares
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<192xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       scf.while ({{.*}}, %[[CUR:.*]] = %{{.*}}, %[[NEXT:.*]] = %{{.*}})
// CHECK:       ^bb0({{.*}}, %[[C:.*]]: memref<16xf32>, %[[N:.*]]: memref<16xf32>):
// CHECK:       linalg.fill ins(%{{.*}} : f32) outs(%[[C]] : memref<16xf32>)
// CHECK:       scf.yield %{{.*}}, %[[C]], %[[N]], %[[C]] :
func.func @while_two_spares(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %r:2 = scf.while (%i = %c0, %cur = %a) : (index, memref<16xf32>) -> (index, memref<16xf32>) {
    %c = arith.cmpi ult, %i, %n : index
    scf.condition(%c) %i, %cur : index, memref<16xf32>
  } do {
  ^bb0(%j: index, %old: memref<16xf32>):
    %b = memref.alloc() : memref<16xf32>
    linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
    %x = memref.load %old[%c0] : memref<16xf32>
    %y = arith.addf %x, %one : f32
    memref.store %y, %b[%c0] : memref<16xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %b : index, memref<16xf32>
  }
  %v = memref.load %r#1[%c0] : memref<16xf32>
  %w = memref.load %a[%c1] : memref<16xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}

// As @while_two_spares, counting to a constant: the loop runs 3 times (the counter starts at 0,
// is compared `ult` with 3 and the after region yields it plus 1), so its result is the first
// spare, which iterations 1 and 3 wrote.
// CHECK-LABEL: func.func @while_counted
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<192xi8>
// CHECK:       %[[A:.*]] = memref.view
// CHECK:       %[[FIRST:.*]] = memref.view
// CHECK:       %[[SECOND:.*]] = memref.view
// CHECK:       scf.while ({{.*}} = %[[A]], {{.*}} = %[[FIRST]], %{{.*}} = %[[SECOND]])
// CHECK:       memref.load %[[FIRST]]
func.func @while_counted() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %r:2 = scf.while (%i = %c0, %cur = %a) : (index, memref<16xf32>) -> (index, memref<16xf32>) {
    %c = arith.cmpi ult, %i, %c3 : index
    scf.condition(%c) %i, %cur : index, memref<16xf32>
  } do {
  ^bb0(%j: index, %old: memref<16xf32>):
    %b = memref.alloc() : memref<16xf32>
    linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
    %x = memref.load %old[%c0] : memref<16xf32>
    %y = arith.addf %x, %one : f32
    memref.store %y, %b[%c0] : memref<16xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %b : index, memref<16xf32>
  }
  %v = memref.load %r#1[%c0] : memref<16xf32>
  %w = memref.load %a[%c1] : memref<16xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}

// The loop carries a memref<?xf32> and yields a static buffer through a memref.cast: one buffer
// made before the loop serves every iteration, the cast stays in the body, and the result (the
// loop runs 3 times) is that buffer, cast after the loop to the result's type.
// CHECK-LABEL: func.func @cast_yield
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:       %[[NEW:.*]] = memref.view %{{.*}}[%c64{{.*}}] : memref<128xi8> to memref<16xf32>
// CHECK-NOT:   memref.alloc
// CHECK:       scf.for
// CHECK:         %[[C:.*]] = memref.cast %[[NEW]] : memref<16xf32> to memref<?xf32>
// CHECK:         scf.yield %[[C]]
// CHECK:       %[[R:.*]] = memref.cast %[[NEW]] : memref<16xf32> to memref<?xf32>
// CHECK:       memref.load %[[R]]
func.func @cast_yield() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %ac = memref.cast %a : memref<16xf32> to memref<?xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%it = %ac) -> (memref<?xf32>) {
    %x = memref.load %it[%c0] : memref<?xf32>
    %y = arith.addf %x, %one : f32
    %b = memref.alloc() : memref<16xf32>
    linalg.fill ins(%y : f32) outs(%b : memref<16xf32>)
    %bc = memref.cast %b : memref<16xf32> to memref<?xf32>
    scf.yield %bc : memref<?xf32>
  }
  %z = memref.load %r[%c1] : memref<?xf32>
  %w = memref.load %a[%c1] : memref<16xf32>
  %s = arith.addf %z, %w : f32
  return %s : f32
}

// The inner loop counts to the outer one's induction variable, at most 1: it runs at most once,
// so one buffer made before it serves, though the body reads its argument after it first writes
// the new buffer (the input has at most two live at once; two spares would make three).
// CHECK-LABEL: func.func @at_most_once
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       return
func.func @at_most_once() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  scf.for %o = %c0 to %c2 step %c1 {
    %r = scf.for %i = %c0 to %o step %c1 iter_args(%it = %a) -> (memref<16xf32>) {
      %b = memref.alloc() : memref<16xf32>
      linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
      %x = memref.load %it[%c0] : memref<16xf32>
      %y = arith.addf %x, %one : f32
      memref.store %y, %b[%c0] : memref<16xf32>
      scf.yield %b : memref<16xf32>
    }
    %v = memref.load %r[%c0] : memref<16xf32>
    memref.store %v, %a[%c1] : memref<16xf32>
  }
  %p = memref.load %a[%c0] : memref<16xf32>
  %q = memref.load %a[%c1] : memref<16xf32>
  %s = arith.addf %p, %q : f32
  %t = arith.addf %s, %one : f32
  return %t : f32
}

// The inner loop starts from the outer loop's argument (no allocation of its own block) and runs
// 3 times: its new buffer ping-pongs between two spares made before it, in the arena with %a
// (the input allocates one per iteration, 6 in all).
// CHECK-LABEL: func.func @spares_from_outer_argument
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<192xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       return
func.func @spares_from_outer_argument() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
  %r = scf.for %o = %c0 to %c2 step %c1 iter_args(%x = %a) -> (memref<16xf32>) {
    %in = scf.for %i = %c0 to %c3 step %c1 iter_args(%it = %x) -> (memref<16xf32>) {
      %b = memref.alloc() : memref<16xf32>
      linalg.fill ins(%one : f32) outs(%b : memref<16xf32>)
      %l = memref.load %it[%c0] : memref<16xf32>
      %y = arith.addf %l, %one : f32
      memref.store %y, %b[%c0] : memref<16xf32>
      scf.yield %b : memref<16xf32>
    }
    %v = memref.load %in[%c0] : memref<16xf32>
    memref.store %v, %x[%c1] : memref<16xf32>
    scf.yield %x : memref<16xf32>
  }
  %p = memref.load %r[%c0] : memref<16xf32>
  %q = memref.load %r[%c1] : memref<16xf32>
  %s = arith.addf %p, %q : f32
  return %s : f32
}
