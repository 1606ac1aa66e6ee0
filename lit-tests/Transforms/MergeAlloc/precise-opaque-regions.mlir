// Precise merge-alloc (and jopt-merge-alloc, and the deallocation pipeline with it) on ops with
// regions that are neither region branches nor loops, such as linalg.generic, whose regions use
// memrefs defined above them: a use inside that reads or writes the buffer is an access by the
// op, over the whole op (its regions may run any number of times). An embedding lookup reads its
// table inside the generic's body; the table keeps its slot until the generic is done, the
// output is not placed over it. A buffer allocated inside such an op stays on the heap. Each
// program also runs before and after in jopt-run.
// RUN: jopt %s -p 'builtin.module(func.func(merge-alloc{precise=true}))' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc)' | FileCheck %s --check-prefix=MODULE
// RUN: jopt-run %s --entry=@embed --args=iota -p 'builtin.module(func.func(merge-alloc{precise=true}))' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=EMBED
// RUN: jopt-run %s --entry=@embed --args=iota -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=EMBED
// RUN: jopt-run %s --entry=@embed --args=iota -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=EMBED
// RUN: jopt-run %s --entry=@in_loop --args=3 -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=LOOP
// RUN: jopt-run %s --entry=@in_loop --args=3 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=LOOP
// RUN: jopt-run %s --entry=@in_branch --args=true -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=BRANCH-T
// RUN: jopt-run %s --entry=@in_branch --args=false -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=BRANCH-F
// RUN: jopt-run %s --entry=@inner_alloc -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=INNER

#id = affine_map<(d0, d1) -> (d0)>
#map = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// The table (32 bytes at 0) lives until the lookup is done: the output goes after it (32), the
// sum made after the lookup takes the table's bytes.
// CHECK-LABEL: func.func @embed
// CHECK:       %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<56xi8>
// CHECK:       %[[T:.*]] = memref.view %[[A]][%{{.*}}][] : memref<56xi8> to memref<4x2xf32>
// CHECK:       %[[C32:.*]] = arith.constant 32 : index
// CHECK-NEXT:  %[[O:.*]] = memref.view %[[A]][%[[C32]]][] : memref<56xi8> to memref<3x2xf32>
// CHECK-NEXT:  linalg.generic {{.*}} outs(%[[O]] : memref<3x2xf32>)
// CHECK:       memref.load %[[T]][
// CHECK:       %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  memref.view %[[A]][%[[C0]]][] : memref<56xi8> to memref<2xf32>
// MODULE-LABEL: func.func @embed
// MODULE:       memref.alloc() {alignment = 64 : i64} : memref<56xi8>
// EMBED: result #0: 9.0 : f32
// EMBED: heap before: allocations=3 {{.*}} total-peak-bytes=64 live-bound-bytes=56
// EMBED: heap after: allocations=1 {{.*}} total-peak-bytes=56 live-bound-bytes=56
func.func @embed(%ids: memref<3xindex>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %table = memref.alloc() : memref<4x2xf32>
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%table : memref<4x2xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    linalg.yield %kf : f32
  }
  %out = memref.alloc() : memref<3x2xf32>
  linalg.generic {indexing_maps = [#id, #map], iterator_types = ["parallel", "parallel"]} ins(%ids : memref<3xindex>) outs(%out : memref<3x2xf32>) {
  ^bb0(%id: index, %o: f32):
    %j = linalg.index 1 : index
    %v = memref.load %table[%id, %j] : memref<4x2xf32>
    linalg.yield %v : f32
  }
  %sum = memref.alloc() : memref<2xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%sum : memref<2xf32>)
  linalg.generic {indexing_maps = [#map, #col], iterator_types = ["reduction", "parallel"]} ins(%out : memref<3x2xf32>) outs(%sum : memref<2xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %a = arith.addf %x, %acc : f32
    linalg.yield %a : f32
  }
  %s0 = memref.load %sum[%c0] : memref<2xf32>
  %s1 = memref.load %sum[%c1] : memref<2xf32>
  %r = arith.addf %s0, %s1 : f32
  return %r : f32
}

// The scale buffer, written before the loop and read only inside a generic's body in it, lives
// over the whole loop: the loop's scratch goes after it and the accumulator (128 of 192 bytes
// when the loop runs), the copy after the loop takes its bytes.
// CHECK-LABEL: func.func @in_loop
// CHECK:       %[[A:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>
// CHECK:       %[[S:.*]] = memref.view %[[A]][%{{.*}}][] : memref<?xi8> to memref<16xf32>
// CHECK:       scf.for
// CHECK-NEXT:  %[[C128:.*]] = arith.constant 128 : index
// CHECK-NEXT:  memref.view %[[A]][%[[C128]]][] : memref<?xi8> to memref<16xf32>
// CHECK:       memref.load %[[S]][
// LOOP: result #0: 12.0 : f32
// LOOP: heap after: allocations=1 {{.*}} total-peak-bytes=192
func.func @in_loop(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  %zero = arith.constant 0.0 : f32
  %scale = memref.alloc() : memref<16xf32>
  linalg.fill ins(%two : f32) outs(%scale : memref<16xf32>)
  %acc = memref.alloc() : memref<16xf32>
  linalg.fill ins(%zero : f32) outs(%acc : memref<16xf32>)
  scf.for %i = %c0 to %n step %c1 {
    %tmp = memref.alloc() : memref<16xf32>
    linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%tmp : memref<16xf32>) {
    ^bb0(%o: f32):
      %k = linalg.index 0 : index
      %s = memref.load %scale[%k] : memref<16xf32>
      linalg.yield %s : f32
    }
    linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%tmp : memref<16xf32>) outs(%acc : memref<16xf32>) {
    ^bb0(%x: f32, %a: f32):
      %y = arith.addf %x, %a : f32
      linalg.yield %y : f32
    }
  }
  %tail = memref.alloc() : memref<16xf32>
  linalg.copy ins(%acc : memref<16xf32>) outs(%tail : memref<16xf32>)
  %r = memref.load %tail[%c0] : memref<16xf32>
  %r2 = arith.addf %r, %r : f32
  return %r2 : f32
}

// A buffer used only inside a generic in one branch of an scf.if lives there only: the two
// branches' buffers share the arena's bytes (128 of them when the then branch runs, 64 else).
// CHECK-LABEL: func.func @in_branch
// CHECK:       memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NEXT:  scf.if
// BRANCH-T: result #0: 1.0 : f32
// BRANCH-T: heap after: allocations=1 {{.*}} total-peak-bytes=128
// BRANCH-F: result #0: 2.0 : f32
// BRANCH-F: heap after: allocations=1 {{.*}} total-peak-bytes=64
func.func @in_branch(%p: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  %r = scf.if %p -> f32 {
    linalg.fill ins(%one : f32) outs(%a : memref<16xf32>)
    %o = memref.alloc() : memref<16xf32>
    linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%o : memref<16xf32>) {
    ^bb0(%x: f32):
      %k = linalg.index 0 : index
      %v = memref.load %a[%k] : memref<16xf32>
      linalg.yield %v : f32
    }
    %v = memref.load %o[%c0] : memref<16xf32>
    scf.yield %v : f32
  } else {
    linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%b : memref<16xf32>) {
    ^bb0(%x: f32):
      linalg.yield %two : f32
    }
    %v = memref.load %b[%c0] : memref<16xf32>
    scf.yield %v : f32
  }
  return %r : f32
}

// A buffer allocated inside a generic's body (one per point) stays on the heap; the buffer
// the body reads from above joins the arena.
// CHECK-LABEL: func.func @inner_alloc
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<32xi8>
// CHECK:       linalg.generic
// CHECK:       memref.alloc() : memref<2xf32>
// INNER: result #0: 6.0 : f32
// INNER: heap after: allocations=5 {{.*}}
func.func @inner_alloc() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %three = arith.constant 3.0 : f32
  %w = memref.alloc() : memref<4xf32>
  linalg.fill ins(%three : f32) outs(%w : memref<4xf32>)
  %out = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%out : memref<4xf32>) {
  ^bb0(%x: f32):
    %k = linalg.index 0 : index
    %s = memref.alloc() : memref<2xf32>
    %v = memref.load %w[%k] : memref<4xf32>
    memref.store %v, %s[%c0] : memref<2xf32>
    memref.store %v, %s[%c1] : memref<2xf32>
    %p = memref.load %s[%c0] : memref<2xf32>
    %q = memref.load %s[%c1] : memref<2xf32>
    %y = arith.addf %p, %q : f32
    memref.dealloc %s : memref<2xf32>
    linalg.yield %y : f32
  }
  %r = memref.load %out[%c0] : memref<4xf32>
  return %r : f32
}
