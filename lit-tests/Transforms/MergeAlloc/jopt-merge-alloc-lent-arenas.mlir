// jopt-merge-alloc{lend-arenas=true} (the default): a function's arena becomes an argument of a
// private copy of it, and each call passes a buffer that the caller places in its own arena
// where that does not raise the caller's peak. Functions are merged callees first. Each case
// also runs before and after in jopt-run (with the deallocation pipeline, which frees).
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc{lend-arenas=false})' | FileCheck %s --check-prefix=OFF
// RUN: jopt-run %s --entry=@main -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --entry=@main -p 'builtin.module(jopt-merge-alloc{lend-arenas=false},jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=EXEC-OFF
// RUN: jopt-run %s --entry=@results -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=RESULTS
// RUN: jopt-run %s --entry=@results -p 'builtin.module(jopt-merge-alloc{lend-results=false},jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=RESULTS-OFF
// RUN: jopt-run %s --entry=@returns -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=RETURNS
// RUN: jopt-run %s --entry=@placed -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=PLACED
// RUN: jopt-run %s --entry=@placed -p 'builtin.module(jopt-merge-alloc{lend-results=false},jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=PLACED-OFF
// RUN: jopt-run %s --entry=@loop_lends -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=LOOP
// RUN: jopt-run %s --entry=@loop_lends -p 'builtin.module(jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=LOOP-OFF

// @scratch's and @shared's arenas sit where @main's %b goes later; @rec keeps its own (three
// activations of 16 bytes): 4 allocations and 560 bytes against 6 and 576.
// EXEC: result #0: 6.0 : f32
// EXEC: heap after: allocations=4 frees=4 {{.*}} total-peak-bytes=560
// EXEC-OFF: result #0: 6.0 : f32
// EXEC-OFF: heap after: allocations=6 frees=6 {{.*}} total-peak-bytes=576
// @make's result is made by its caller, in the caller's arena where %a was.
// RESULTS: result #0: 2.0 : f32
// RESULTS: heap after: allocations=1 frees=1 {{.*}} total-peak-bytes=256
// RESULTS-OFF: result #0: 2.0 : f32
// RESULTS-OFF: heap after: allocations=2 frees=2 {{.*}} total-peak-bytes=256
// @placed merges @result2's result and arena into its own arena, where %big was: one
// allocation against three (its arena, @result2's and the result), at the same peak.
// PLACED: result #0: 3.0 : f32
// PLACED: heap after: allocations=1 frees=1 {{.*}} total-peak-bytes=256
// PLACED-OFF: result #0: 3.0 : f32
// PLACED-OFF: heap after: allocations=3 frees=3 {{.*}} total-peak-bytes=256
// RETURNS: result #0: 2.0 : f32
// RETURNS: heap after: allocations=2 frees=2 {{.*}} total-peak-bytes=64

// The private original goes: nothing else refers to it.
// CHECK-NOT:   func.func private @scratch(
// CHECK-LABEL: func.func private @scratch_lent(
// CHECK-SAME:  %{{.*}}: f32, %[[A:.*]]: memref<64xi8>) -> f32
// CHECK-NOT:   memref.alloc
// CHECK:       memref.view %[[A]]
// CHECK:       return
// OFF-LABEL:   func.func private @scratch(
// OFF:         memref.alloc() {alignment = 64 : i64} : memref<64xi8>
func.func private @scratch(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %t = memref.alloc() : memref<16xf32>
  linalg.fill ins(%x : f32) outs(%t : memref<16xf32>)
  %v = memref.load %t[%c0] : memref<16xf32>
  return %v : f32
}

// A public function keeps its own arena for callers outside the module; its calls here use
// the copy.
// CHECK-LABEL: func.func @shared(
// CHECK-SAME:  %{{.*}}: f32) -> f32
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<32xi8>
// CHECK-LABEL: func.func private @shared_lent(
// CHECK-SAME:  %{{.*}}: f32, %{{.*}}: memref<32xi8>) -> f32
// CHECK-NOT:   memref.alloc
// CHECK:       return
func.func @shared(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %t = memref.alloc() : memref<8xf32>
  linalg.fill ins(%x : f32) outs(%t : memref<8xf32>)
  %v = memref.load %t[%c0] : memref<8xf32>
  return %v : f32
}

// Allocates what it returns besides its scratch: a copy takes both, but @returns has nothing
// to merge them with; made before the call, both would be live over all of it (in @result the
// scratch dies before the result is made), so its call calls @result again and the copy goes.
// CHECK-LABEL: func.func private @result(
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NOT:   func.func private @result_lent
func.func private @result(%x: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %t = memref.alloc() : memref<16xf32>
  linalg.fill ins(%x : f32) outs(%t : memref<16xf32>)
  %v = memref.load %t[%c0] : memref<16xf32>
  %r = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%r : memref<4xf32>)
  return %r : memref<4xf32>
}

// Recursive: each activation needs its own arena.
// CHECK-LABEL: func.func private @rec(
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<16xi8>
// CHECK:       call @rec(
func.func private @rec(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %t = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%t : memref<4xf32>)
  %more = arith.cmpi sgt, %n, %c0 : index
  %r = scf.if %more -> (f32) {
    %k = arith.subi %n, %c1 : index
    %s = func.call @rec(%k) : (index) -> f32
    %v = memref.load %t[%c0] : memref<4xf32>
    %w = arith.addf %s, %v : f32
    scf.yield %w : f32
  } else {
    %v = memref.load %t[%c0] : memref<4xf32>
    scf.yield %v : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @main()
// CHECK:       %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<512xi8>
// CHECK:       %[[S:.*]] = memref.view %[[M]][%{{.*}}][] : memref<512xi8> to memref<64xi8>
// CHECK:       call @scratch_lent(%{{.*}}, %[[S]])
// CHECK:       %[[T:.*]] = memref.view %[[M]][%{{.*}}][] : memref<512xi8> to memref<32xi8>
// CHECK:       call @shared_lent(%{{.*}}, %[[T]])
// CHECK:       call @rec(
// OFF-LABEL:   func.func @main()
// OFF:         call @scratch(
// OFF:         call @shared(
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<64xf32>)
  %s1 = func.call @scratch(%one) : (f32) -> f32
  %s2 = func.call @shared(%s1) : (f32) -> f32
  %s3 = func.call @rec(%c2) : (index) -> f32
  linalg.fill ins(%s2 : f32) outs(%b : memref<64xf32>)
  %va = memref.load %a[%c0] : memref<64xf32>
  %vb = memref.load %b[%c0] : memref<64xf32>
  %sum = arith.addf %va, %vb : f32
  %all = arith.addf %sum, %s3 : f32
  %six = arith.addf %all, %one : f32
  return %six : f32
}

func.func @returns() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %r = func.call @result(%one) : (f32) -> memref<4xf32>
  %v = memref.load %r[%c0] : memref<4xf32>
  %w = arith.addf %v, %one : f32
  return %w : f32
}

// Allocates only the buffer it returns (lend-results): a private copy takes it as an argument.
// CHECK-LABEL: func.func @make(
// CHECK:       memref.alloc() : memref<16xf32>
// CHECK-LABEL: func.func private @make_lent(
// CHECK-SAME:  %{{.*}}: f32, %[[OUT:.*]]: memref<16xf32>) -> f32
// CHECK-NOT:   memref.alloc
// CHECK:       linalg.fill ins(%{{.*}} : f32) outs(%[[OUT]] : memref<16xf32>)
func.func @make(%x: f32) -> (memref<16xf32>, f32) {
  %t = memref.alloc() : memref<16xf32>
  linalg.fill ins(%x : f32) outs(%t : memref<16xf32>)
  return %t, %x : memref<16xf32>, f32
}

// CHECK-LABEL: func.func @results()
// CHECK:       %[[M:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK:       %[[R:.*]] = memref.view %[[M]][%{{.*}}][] : memref<256xi8> to memref<16xf32>
// CHECK:       call @make_lent(%{{.*}}, %[[R]]) : (f32, memref<16xf32>) -> f32
// CHECK:       memref.load %[[R]]
func.func @results() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<64xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<64xf32>)
  %va = memref.load %a[%c0] : memref<64xf32>
  %r:2 = func.call @make(%va) : (f32) -> (memref<16xf32>, f32)
  %v = memref.load %r#0[%c0] : memref<16xf32>
  %s = arith.addf %v, %r#1 : f32
  return %s : f32
}

// CHECK-LABEL: func.func private @result2_lent_lent(
// CHECK-SAME:  %{{.*}}: f32, %{{.*}}: memref<4xf32>, %{{.*}}: memref<64xi8>)
// CHECK-NOT:   memref.alloc
// CHECK:       return
func.func private @result2(%x: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %t = memref.alloc() : memref<16xf32>
  linalg.fill ins(%x : f32) outs(%t : memref<16xf32>)
  %v = memref.load %t[%c0] : memref<16xf32>
  %r = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%r : memref<4xf32>)
  return %r : memref<4xf32>
}

// CHECK-LABEL: func.func @placed()
// CHECK:       %[[P:.*]] = memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// CHECK:       call @result2_lent_lent(%{{.*}}, %{{.*}}, %{{.*}}) :
func.func @placed() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %big = memref.alloc() : memref<64xf32>
  linalg.fill ins(%one : f32) outs(%big : memref<64xf32>)
  %b = memref.load %big[%c0] : memref<64xf32>
  %r = func.call @result2(%b) : (f32) -> memref<4xf32>
  %v = memref.load %r[%c0] : memref<4xf32>
  %w = arith.addf %v, %one : f32
  %z = arith.addf %w, %one : f32
  return %z : f32
}

// @loop_lends' only buffers are made in a loop body and lent to @sum_lent with its arena:
// they make one arena of @loop_lends (all live at the call, as on the heap), made once instead
// of three buffers per iteration: one allocation at the same peak.
// LOOP: heap after: allocations=1 frees=1 {{.*}} total-peak-bytes=112
// LOOP-OFF: heap after: allocations=12 frees=12 {{.*}} total-peak-bytes=112
// CHECK-LABEL: func.func @loop_lends(
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<112xi8>
// CHECK:       scf.for
// CHECK-NOT:   memref.alloc
// CHECK:       call @sum_lent(
func.func private @sum(%a: memref<8xf32>, %b: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %t = memref.alloc() : memref<16xf32>
  %x = memref.load %a[%c0] : memref<8xf32>
  linalg.fill ins(%x : f32) outs(%t : memref<16xf32>)
  %y = memref.load %t[%c0] : memref<16xf32>
  %z = memref.load %b[%c0] : memref<4xf32>
  %s = arith.addf %y, %z : f32
  return %s : f32
}

func.func @loop_lends() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
    %a = memref.alloc() : memref<8xf32>
    %b = memref.alloc() : memref<4xf32>
    linalg.fill ins(%acc : f32) outs(%a : memref<8xf32>)
    linalg.fill ins(%acc : f32) outs(%b : memref<4xf32>)
    %s = func.call @sum(%a, %b) : (memref<8xf32>, memref<4xf32>) -> f32
    %n = arith.addf %s, %s : f32
    scf.yield %n : f32
  }
  return %r : f32
}
