// RUN: jopt-run %s --args=8 -p 'func.func(expand-realloc)' | FileCheck %s --check-prefix=GROW
// RUN: jopt-run %s --args=3 -p 'func.func(expand-realloc)' | FileCheck %s --check-prefix=SHRINK
// RUN: jopt-run %s --args=4 -p 'func.func(expand-realloc)' | FileCheck %s --check-prefix=SAME

// expand-realloc's output computes what the reallocs did, with no leak and no double free:
// growth allocates, copies and frees the old buffer; a shrink or the same size keeps it.

func.func @main(%n: index) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.5 : f32
  %a = memref.alloc(%c4) : memref<?xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %f, %a[%i] : memref<?xf32>
  }
  %b = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  %s = memref.realloc %b : memref<?xf32> to memref<2xf32>
  %x = memref.load %s[%c1] : memref<2xf32>
  %d = memref.dim %b, %c0 : memref<?xf32>
  memref.dealloc %s : memref<2xf32>
  return %x, %d : f32, index
}
// GROW: result #0: 1.5 : f32
// GROW-NEXT: result #1: 8 : index
// GROW-NEXT: heap before: allocations=3 frees=3 peak-bytes=48
// GROW-NEXT: heap after: allocations=2 frees=2 peak-bytes=48 live-bytes=0

// SHRINK: result #0: 1.5 : f32
// SHRINK-NEXT: result #1: 3 : index
// SHRINK-NEXT: heap before: allocations=3 frees=3 peak-bytes=28
// SHRINK-NEXT: heap after: allocations=1 frees=1 peak-bytes=16 live-bytes=0

// SAME: result #1: 4 : index
// SAME-NEXT: heap before: allocations=3 frees=3 peak-bytes=32
// SAME-NEXT: heap after: allocations=1 frees=1 peak-bytes=16 live-bytes=0

// jopt-deallocation-pipeline expands reallocs without deallocs (as upstream's pipeline does)
// and lets hlo-deallocate free the old buffer: a realloc to the size the buffer has keeps it
// (no copy, one buffer live), and a growth whose result is never used frees both.
// RUN: jopt-run %s --entry=@same_size -p 'builtin.module(jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=PIPE-SAME
// RUN: jopt-run %s --entry=@unused_growth --args=8 -p 'builtin.module(jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=PIPE-UNUSED

func.func @same_size() -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 3.0 : f32
  %a = memref.alloc() : memref<5xf32>
  memref.store %f, %a[%c0] : memref<5xf32>
  %b = memref.realloc %a : memref<5xf32> to memref<5xf32>
  %x = memref.load %b[%c0] : memref<5xf32>
  return %x : f32
}
// PIPE-SAME: result #0: 3.0 : f32
// PIPE-SAME-NEXT: heap before: allocations=2 frees=1 peak-bytes=40
// PIPE-SAME-NEXT: heap after: allocations=1 frees=1 peak-bytes=20 live-bytes=0

func.func @unused_growth(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 2.0 : f32
  %a = memref.alloc(%c4) : memref<?xf32>
  memref.store %f, %a[%c0] : memref<?xf32>
  %x = memref.load %a[%c0] : memref<?xf32>
  %b = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  return %x : f32
}
// PIPE-UNUSED: result #0: 2.0 : f32
// PIPE-UNUSED-NEXT: heap before: allocations=2 frees=1
// PIPE-UNUSED-NEXT: heap after: allocations=2 frees=2 {{.*}} live-bytes=0
