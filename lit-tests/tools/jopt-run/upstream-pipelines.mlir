// REQUIRES: mlir-opt-22
// mlir-opt-22's deallocation pipelines on a bufferized program without deallocations, their
// output run by jopt-run: every buffer freed once, the same result, and stack memory counted
// when buffers are promoted to the stack.
// RUN: jopt-run %s --args=5 --no-leak-check | FileCheck %s --check-prefix=INPUT
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(buffer-deallocation-pipeline,convert-bufferization-to-memref)' | jopt-run - --args=5 | FileCheck %s --check-prefix=PLAIN
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(buffer-hoisting,buffer-loop-hoisting),buffer-deallocation-pipeline,convert-bufferization-to-memref)' | jopt-run - --args=5 | FileCheck %s --check-prefix=HOIST
// RUN: mlir-opt-22 %s --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack),buffer-deallocation-pipeline,convert-bufferization-to-memref)' | jopt-run - --args=5 | FileCheck %s --check-prefix=STACK

// INPUT:      result #0: 63.0 : f32
// INPUT-NEXT: heap: allocations=11 frees=0 peak-bytes=3152 live-bytes=3152 stack-allocations=0 stack-peak-bytes=0 total-peak-bytes=3152 live-bound-bytes=1024{{$}}

// The loop's buffer is freed through its base buffer under a dynamic ownership condition, the
// last one by the general dealloc lowering, whose pointer lists are heap buffers too (11
// program buffers, 5 lists).
// PLAIN:      result #0: 63.0 : f32
// PLAIN-NEXT: heap: allocations=16 frees=16 peak-bytes=1552 live-bytes=0 stack-allocations=0 stack-peak-bytes=0 total-peak-bytes=1552 live-bound-bytes=1024{{$}}

// Hoisting moves the scratch buffer out of the loop: 4 allocations fewer, the same peak.
// HOIST:      result #0: 63.0 : f32
// HOIST-NEXT: heap: allocations=12 frees=12 peak-bytes=1552 live-bytes=0 stack-allocations=0 stack-peak-bytes=0 total-peak-bytes=1552 live-bound-bytes=1040{{$}}

// The first 512-byte buffer and the 16-byte scratch buffers (one per iteration, released at
// its end) go to the stack; the loop's yielded buffers stay on the heap. The total peak is
// the same: promotion moves bytes, it does not save them.
// STACK:      result #0: 63.0 : f32
// STACK-NEXT: heap: allocations=5 frees=5 peak-bytes=1024 live-bytes=0 stack-allocations=6 stack-peak-bytes=528 total-peak-bytes=1552 live-bound-bytes=1024{{$}}
#id = affine_map<(d0) -> (d0)>
func.func @main(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<128xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<128xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (memref<128xf32>) {
    %s = memref.alloc() : memref<4xf32>
    linalg.fill ins(%one : f32) outs(%s : memref<4xf32>)
    %k = memref.load %s[%c0] : memref<4xf32>
    %t = memref.alloc() : memref<128xf32>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<128xf32>) outs(%t : memref<128xf32>) {
    ^bb0(%in: f32, %o: f32):
      %v = arith.addf %in, %in : f32
      %w = arith.addf %v, %k : f32
      linalg.yield %w : f32
    }
    scf.yield %t : memref<128xf32>
  }
  %v = memref.load %r[%c0] : memref<128xf32>
  return %v : f32
}
