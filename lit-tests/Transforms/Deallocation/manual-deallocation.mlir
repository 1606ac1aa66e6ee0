// jopt-deallocation-pipeline on buffers under upstream's manual deallocation scheme (the
// bufferization.manual_deallocation attribute, which buffer-deallocation-pipeline accepts):
// hlo-deallocate found no ownership indicator for @release's free of its argument ("unable to
// find ownership indicator for operand"). jopt-deallocate leaves the functions with such ops,
// and those they reference, to upstream's deallocation: they come out as mlir-opt-22's
// --buffer-deallocation-pipeline prints them (the UPSTREAM lines hold for both pipelines), and
// @main, which only calls them, still goes through hlo-deallocate (its scratch buffer freed
// right after its last use, before the call).
// RUN: jopt %s --jopt-deallocation-pipeline | FileCheck %s --check-prefixes=UPSTREAM,JOPT
// RUN: jopt %s --buffer-deallocation-pipeline | FileCheck %s --check-prefix=UPSTREAM
// RUN: jopt-run %s --args=2.0 -p 'builtin.module(jopt-deallocation-pipeline)' --input-may-leak | FileCheck %s --check-prefix=EXEC
// RUN: not jopt %s --hlo-deallocate 2>&1 | FileCheck %s --check-prefix=HLO

// UPSTREAM-LABEL: func.func @release(%arg0: memref<4xf32>) {
// UPSTREAM-NEXT:    memref.dealloc %arg0 {bufferization.manual_deallocation} : memref<4xf32>
// UPSTREAM-NEXT:    return
// UPSTREAM-NEXT:  }
// UPSTREAM-NEXT:  func.func @work(%arg0: f32) -> f32 {
// UPSTREAM-NEXT:    %c1 = arith.constant 1 : index
// UPSTREAM-NEXT:    %alloc = memref.alloc() {bufferization.manual_deallocation} : memref<4xf32>
// UPSTREAM-NEXT:    linalg.fill ins(%arg0 : f32) outs(%alloc : memref<4xf32>)
// UPSTREAM-NEXT:    %alloc_0 = memref.alloc() : memref<4xf32>
// UPSTREAM-NEXT:    memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// UPSTREAM-NEXT:    call @release(%alloc) : (memref<4xf32>) -> ()
// UPSTREAM-NEXT:    %0 = memref.load %alloc_0[%c1] : memref<4xf32>
// UPSTREAM-NEXT:    memref.dealloc %alloc_0 : memref<4xf32>
// UPSTREAM-NEXT:    return %0 : f32
// UPSTREAM-NEXT:  }

// JOPT-LABEL: func.func @main(%arg0: f32) -> f32 {
// JOPT:         %[[T:.*]] = memref.alloc() : memref<1xf32>
// JOPT:         %[[Z:.*]] = memref.load %[[T]][%c0] : memref<1xf32>
// JOPT-NEXT:    memref.dealloc %[[T]] : memref<1xf32>
// JOPT-NEXT:    %{{.*}} = call @work(%[[Z]]) : (f32) -> f32

// The input frees the manual buffer itself; the pipeline frees the others.
// EXEC:      result #0: 4.0 : f32
// EXEC-NEXT: heap before: allocations=3 frees=1
// EXEC-NEXT: heap after: allocations=3 frees=3 {{.*}} live-bytes=0

// HLO: error: 'memref.dealloc' op unable to find ownership indicator for operand

func.func @release(%m: memref<4xf32>) {
  memref.dealloc %m {bufferization.manual_deallocation} : memref<4xf32>
  return
}

func.func @work(%v: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %a = memref.alloc() {bufferization.manual_deallocation} : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  %s = memref.alloc() : memref<4xf32>
  memref.copy %a, %s : memref<4xf32> to memref<4xf32>
  call @release(%a) : (memref<4xf32>) -> ()
  %r = memref.load %s[%c1] : memref<4xf32>
  return %r : f32
}

func.func @main(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %t = memref.alloc() : memref<1xf32>
  %y = arith.addf %x, %x : f32
  memref.store %y, %t[%c0] : memref<1xf32>
  %z = memref.load %t[%c0] : memref<1xf32>
  %w = call @work(%z) : (f32) -> f32
  return %w : f32
}
