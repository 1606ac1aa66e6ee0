// jopt-merge-alloc{results-in-arena=true} (the default): a function nothing in the module refers
// to returns its largest static result as a view of its arena, which then holds the result to
// the function's end; the caller frees the arena when it frees the result. It joins only where
// that does not raise the function's peak. Each case also runs before and after in jopt-run.
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc{results-in-arena=false})' | FileCheck %s --check-prefix=OFF
// RUN: jopt-run %s --entry=@entry --args=2.0 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=ENTRY
// RUN: jopt-run %s --entry=@entry --args=2.0 -p 'builtin.module(jopt-merge-alloc{results-in-arena=false},jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=ENTRY-OFF
// RUN: jopt-run %s --entry=@two --args=2.0 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=TWO
// RUN: jopt-run %s --entry=@late --args=2.0 -p 'builtin.module(jopt-merge-alloc,jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=LATE
// RUN: jopt-run %s --entry=@late --args=2.0 -p 'builtin.module(jopt-merge-alloc{results-in-arena=false},jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=LATE-OFF

// @entry: the arena is held to the end for %k; the result takes the place of %t, dead by then:
// one allocation of 68 bytes against two and 100.
// ENTRY: result #0: memref<8xf32> [4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0]
// ENTRY: result #1: 2.0 : f32
// ENTRY: heap after: allocations=1 frees=0 {{.*}} total-peak-bytes=68
// ENTRY-OFF: result #0: memref<8xf32> [4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0]
// ENTRY-OFF: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=100
// CHECK-LABEL: func.func @entry(
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<68xi8>
// CHECK:         %[[R:.*]] = memref.view %[[A]][%{{.*}}][] : memref<68xi8> to memref<8xf32>
// CHECK:         return %[[R]], %{{.*}} : memref<8xf32>, f32
// OFF-LABEL:   func.func @entry(
// OFF:           %[[R:.*]] = memref.alloc() : memref<8xf32>
// OFF:           return %[[R]], %{{.*}} : memref<8xf32>, f32
func.func @entry(%x: f32) -> (memref<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %t = memref.alloc() : memref<16xf32>
  %k = memref.alloc() : memref<1xf32>
  linalg.fill ins(%x : f32) outs(%t : memref<16xf32>)
  linalg.fill ins(%x : f32) outs(%k : memref<1xf32>)
  %v = memref.load %t[%c0] : memref<16xf32>
  %w = arith.addf %v, %x : f32
  %r = memref.alloc() : memref<8xf32>
  linalg.fill ins(%w : f32) outs(%r : memref<8xf32>)
  %u = memref.load %k[%c0] : memref<1xf32>
  return %r, %u : memref<8xf32>, f32
}

// @two: of two results only the larger joins the arena (two results of one arena would share
// one owner); the smaller stays on the heap.
// TWO: result #0: memref<4xf32> [2.0, 2.0, 2.0, 2.0]
// TWO: result #1: memref<16xf32> [2.0,
// TWO: heap after: allocations=2 frees=0 {{.*}} total-peak-bytes=80
// CHECK-LABEL: func.func @two(
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK:         %[[S:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         return %[[S]], %{{.*}} : memref<4xf32>, memref<16xf32>
func.func @two(%x: f32) -> (memref<4xf32>, memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %t = memref.alloc() : memref<16xf32>
  linalg.fill ins(%x : f32) outs(%t : memref<16xf32>)
  %v = memref.load %t[%c0] : memref<16xf32>
  %small = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%small : memref<4xf32>)
  %big = memref.alloc() : memref<16xf32>
  linalg.fill ins(%v : f32) outs(%big : memref<16xf32>)
  return %small, %big : memref<4xf32>, memref<16xf32>
}

// @late: the scratch buffer is read after the result is made, so the two are live together
// either way: joining would grow the arena without lowering the peak, the result stays apart.
// LATE: result #1: 2.0 : f32
// LATE: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=96
// LATE-OFF: result #1: 2.0 : f32
// LATE-OFF: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=96
func.func @late(%x: f32) -> (memref<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %t = memref.alloc() : memref<16xf32>
  linalg.fill ins(%x : f32) outs(%t : memref<16xf32>)
  %r = memref.alloc() : memref<8xf32>
  linalg.fill ins(%x : f32) outs(%r : memref<8xf32>)
  %v = memref.load %t[%c0] : memref<16xf32>
  return %r, %v : memref<8xf32>, f32
}

// @called: a function the module calls keeps its result on the heap (its callers would hold
// the whole arena for as long as they hold the result).
// CHECK-LABEL: func.func @called(
// CHECK:         %[[C:.*]] = memref.alloc() : memref<8xf32>
// CHECK:         return %[[C]], %{{.*}} : memref<8xf32>, f32
func.func @called(%x: f32) -> (memref<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %t = memref.alloc() : memref<16xf32>
  linalg.fill ins(%x : f32) outs(%t : memref<16xf32>)
  %v = memref.load %t[%c0] : memref<16xf32>
  %r = memref.alloc() : memref<8xf32>
  linalg.fill ins(%v : f32) outs(%r : memref<8xf32>)
  return %r, %v : memref<8xf32>, f32
}

func.func @caller(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %r:2 = func.call @called(%x) : (f32) -> (memref<8xf32>, f32)
  %u = memref.load %r#0[%c0] : memref<8xf32>
  %s = arith.addf %u, %r#1 : f32
  return %s : f32
}
