// The two tensor pipelines the memory passes exist for, in jopt alone, each run through jopt-run
// against the bufferized input (jopt-run bufferizes a tensor program first and says so):
//  - MLIR-HLO's: hlo-split-alloc-tensors, one-shot-bufferize, hlo-deallocate, simplification,
//    buffer reuse, simplification, hlo-deallocation-to-scf: all buffers freed, 4 -> 2 allocations,
//    peak 128 -> 64 bytes.
//  - graph-compiler's merge-alloc inputs: one-shot-bufferize with identity layouts, then
//    gc-merge-alloc: main's three buffers in one arena (4 -> 2 allocations); the pipeline has no
//    deallocation, so leaks are not checked (--no-leak-check), and the 64-byte-aligned arena
//    raises the peak (128 -> 224 bytes).
// RUN: jopt-run %s 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: jopt-run %s --pass-pipeline="builtin.module(func.func(hlo-split-alloc-tensors), one-shot-bufferize{bufferize-function-boundaries}, hlo-deallocate, func.func(hlo-deallocation-simplification, hlo-buffer-reuse, hlo-deallocation-simplification, hlo-deallocation-to-scf))" | FileCheck %s --check-prefix=HLO
// RUN: jopt --pass-pipeline="builtin.module(func.func(hlo-split-alloc-tensors), one-shot-bufferize{bufferize-function-boundaries}, hlo-deallocate, func.func(hlo-deallocation-simplification, hlo-buffer-reuse, hlo-deallocation-simplification, hlo-deallocation-to-scf))" %s | FileCheck %s --check-prefix=HLO-IR
// RUN: jopt-run %s --no-leak-check --pass-pipeline="builtin.module(one-shot-bufferize{unknown-type-conversion=identity-layout-map function-boundary-type-conversion=identity-layout-map bufferize-function-boundaries}, func.func(gc-merge-alloc))" | FileCheck %s --check-prefix=GC
// RUN: jopt --pass-pipeline="builtin.module(one-shot-bufferize{unknown-type-conversion=identity-layout-map function-boundary-type-conversion=identity-layout-map bufferize-function-boundaries}, func.func(gc-merge-alloc))" %s | FileCheck %s --check-prefix=GC-IR

// PLAIN: jopt-run: tensor program: running it bufferized by one-shot-bufferize{{[{]}}allow-return-allocs-from-loops bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}
// PLAIN: result #0: 10.0 : f32
// PLAIN-NEXT: result #1: 3.0 : f32
// PLAIN-NEXT: result #2: 5.0 : f32
// PLAIN-NEXT: heap: allocations=4 frees=0 peak-bytes=128

// HLO: result #0: 10.0 : f32
// HLO-NEXT: result #1: 3.0 : f32
// HLO-NEXT: result #2: 5.0 : f32
// HLO-NEXT: heap before: allocations=4 frees=0 peak-bytes=128 live-bytes=128
// HLO-NEXT: heap after: allocations=2 frees=2 peak-bytes=64 live-bytes=0

// HLO-IR-LABEL: func.func @axpy(%arg0: f32, %arg1: memref<8xf32, strided<[?], offset: ?>>, %arg2: memref<8xf32, strided<[?], offset: ?>>) -> (memref<8xf32>, !deallocation.ownership) {
// HLO-IR: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// HLO-IR-NEXT: %0 = deallocation.own %alloc : memref<8xf32>
// HLO-IR-LABEL: func.func @main() -> (f32, f32, f32) {
// HLO-IR: %alloca = memref.alloca() {alignment = 64 : i64} : memref<8xf32>
// HLO-IR: %alloca_2 = memref.alloca() {alignment = 64 : i64} : memref<8xf32>
// HLO-IR: memref.copy %0#0, %alloc : memref<8xf32> to memref<8xf32>
// HLO-IR: deallocation.free %0#1
// HLO-IR: deallocation.free %1#1

// GC: result #0: 10.0 : f32
// GC-NEXT: result #1: 3.0 : f32
// GC-NEXT: result #2: 5.0 : f32
// GC-NEXT: heap before: allocations=4 frees=0 peak-bytes=128 live-bytes=128
// GC-NEXT: heap after: allocations=2 frees=0 peak-bytes=224 live-bytes=224

// GC-IR-LABEL: func.func @axpy(%arg0: f32, %arg1: memref<8xf32>, %arg2: memref<8xf32>) -> memref<8xf32> {
// GC-IR-LABEL: func.func @main() -> (f32, f32, f32) {
// GC-IR-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<192xi8>
// GC-IR: %view = memref.view %alloc[%c0_2][] : memref<192xi8> to memref<8xf32>
// GC-IR: %view_3 = memref.view %alloc[%c64][] : memref<192xi8> to memref<8xf32>
// GC-IR: %view_4 = memref.view %alloc[%c128][] : memref<192xi8> to memref<8xf32>
// GC-IR: memref.copy %0, %view_4 : memref<8xf32> to memref<8xf32>

#map = affine_map<(d0) -> (d0)>
func.func @axpy(%a: f32, %x: tensor<8xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%xi: f32, %yi: f32, %o: f32):
    %m = arith.mulf %a, %xi : f32
    %s = arith.addf %m, %yi : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @scale_rows(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c2 iter_args(%acc = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %acc[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %g = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%s : tensor<2xf32>) {
    ^bb0(%o: f32):
      %m = arith.mulf %o, %f : f32
      linalg.yield %m : f32
    } -> tensor<2xf32>
    %n = tensor.insert_slice %g into %acc[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    scf.yield %n : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
func.func @main() -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %true = arith.constant true
  %e0 = bufferization.alloc_tensor() : tensor<8xf32>
  %x = linalg.fill ins(%one : f32) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
  %e1 = bufferization.alloc_tensor() : tensor<8xf32>
  %y = linalg.fill ins(%two : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
  %z = call @axpy(%three, %x, %y) : (f32, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %w = scf.if %true -> (tensor<8xf32>) {
    %s = func.call @scale_rows(%z, %two) : (tensor<8xf32>, f32) -> tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  } else {
    scf.yield %z : tensor<8xf32>
  }
  %u = tensor.insert %three into %x[%c5] : tensor<8xf32>
  %a = tensor.extract %w[%c7] : tensor<8xf32>
  %b = tensor.extract %u[%c5] : tensor<8xf32>
  %c = tensor.extract %z[%c0] : tensor<8xf32>
  return %a, %b, %c : f32, f32, f32
}
