// tensor.pad with dynamic result dimensions and tensor.concat with dynamic sizes, bufferized as
// mlir-opt-22 does: the allocation is sized from the op's reified shape (affine.apply of the
// source's size and the paddings, of the inputs' sizes), pad also builds MLIR's unused sums,
// concat places each input at an offset that becomes an affine.apply from the first input of
// dynamic size on (folded and composed as makeComposedFoldedAffineApply does; inside a loop the
// induction variable stays a dim). The program also runs: plainly, and through both pipelines.
// COMPARE: mlir-opt-22
// RUN: jopt --one-shot-bufferize=bufferize-function-boundaries %s | FileCheck %s
// RUN: jopt-run %s 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --pass-pipeline="builtin.module(func.func(hlo-split-alloc-tensors), one-shot-bufferize{bufferize-function-boundaries}, hlo-deallocate, func.func(hlo-deallocation-simplification, hlo-buffer-reuse, hlo-deallocation-simplification, hlo-deallocation-to-scf))" | FileCheck %s --check-prefix=HLO
// RUN: jopt-run %s --no-leak-check --pass-pipeline="builtin.module(one-shot-bufferize{unknown-type-conversion=identity-layout-map function-boundary-type-conversion=identity-layout-map bufferize-function-boundaries}, func.func(gc-merge-alloc))" | FileCheck %s --check-prefix=EXEC

// EXEC: result #0: 9.0 : f32
// EXEC-NEXT: result #1: 4.0 : f32
// EXEC-NEXT: result #2: 1.0 : f32
// EXEC-NEXT: result #3: 4.0 : f32
// EXEC-NEXT: result #4: 3.0 : f32

// HLO: result #0: 9.0 : f32
// HLO-NEXT: result #1: 4.0 : f32
// HLO-NEXT: result #2: 1.0 : f32
// HLO-NEXT: result #3: 4.0 : f32
// HLO-NEXT: result #4: 3.0 : f32
// HLO-NEXT: heap before: allocations=8 frees=0 peak-bytes=632 live-bytes=632
// HLO-NEXT: heap after: allocations=6 frees=6 peak-bytes=448 live-bytes=0

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s0 + s1 + 3)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 + 12)>
// CHECK: #map3 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK: #map4 = affine_map<(d0)[s0] -> (d0 + s0 + 1)>
// CHECK: #map5 = affine_map<()[s0] -> (s0 + 3)>
// CHECK: module {
// CHECK-LABEL: func.func @pad(%arg0: memref<?x10xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: f32) -> memref<?x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x10xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %arg1, %c3]
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x10xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %1 = affine.apply #map()[%dim_0, %c2, %arg2]
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c0_1 : memref<?x10xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = affine.apply #map1()[%dim_2, %arg1]
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %3 = affine.apply #map2()[%arg2]
// CHECK-NEXT: %alloc = memref.alloc(%2, %3) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<?x?xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %4 = linalg.index 0 : index
// CHECK-NEXT: %5 = linalg.index 1 : index
// CHECK-NEXT: linalg.yield %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %dim_5 = memref.dim %arg0, %c0_4 : memref<?x10xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[%arg1, 2] [%dim_5, 10] [1, 1] : memref<?x?xf32> to memref<?x10xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?x10xf32, strided<[?, ?], offset: ?>> to memref<?x10xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<?x?xf32>
// CHECK-LABEL: func.func @pad_of_slice(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4x8xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.subi %c4, %arg1 : index
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [%0, 8] [1, 1] : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<?x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %subview, %c0 : memref<?x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %1 = affine.apply #map()[%dim, %arg1, %c0_0]
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = memref.dim %subview, %c0_1 : memref<?x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = affine.apply #map3()[%dim_2, %arg1]
// CHECK-NEXT: %alloc = memref.alloc(%2) {alignment = 64 : i64} : memref<?x8xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<?x8xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %3 = linalg.index 0 : index
// CHECK-NEXT: %4 = linalg.index 1 : index
// CHECK-NEXT: linalg.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %dim_4 = memref.dim %subview, %c0_3 : memref<?x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_5 = memref.subview %alloc[%arg1, 0] [%dim_4, 8] [1, 1] : memref<?x8xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: memref.copy %subview, %subview_5 : memref<?x8xf32, strided<[?, ?], offset: ?>> to memref<?x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x8xf32> to memref<4x8xf32>
// CHECK-NEXT: %cast_6 = memref.cast %cast : memref<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<4x8xf32>
// CHECK-LABEL: func.func @pad_in_loop(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %1 = affine.apply #map()[%dim, %arg3, %c1_1]
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c0_2 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %2 = affine.apply #map4(%arg3)[%dim_3]
// CHECK-NEXT: %alloc = memref.alloc(%2) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<?xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %5 = linalg.index 0 : index
// CHECK-NEXT: linalg.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %dim_5 = memref.dim %arg0, %c0_4 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[%arg3] [%dim_5] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %3 = memref.load %alloc[%arg3] : memref<?xf32>
// CHECK-NEXT: %4 = arith.addf %arg4, %3 : f32
// CHECK-NEXT: scf.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-LABEL: func.func @concat(%arg0: memref<?x4xf32, strided<[?, ?], offset: ?>>, %arg1: memref<3x4xf32, strided<[?, ?], offset: ?>>, %arg2: memref<?x4xf32, strided<[?, ?], offset: ?>>) -> memref<?x4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = memref.dim %arg2, %c0_1 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %0 = affine.apply #map1()[%dim, %dim_2]
// CHECK-NEXT: %alloc = memref.alloc(%0) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %dim_4 = memref.dim %alloc, %c0_3 : memref<?x4xf32>
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %dim_6 = memref.dim %arg0, %c0_5 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0] [%dim_6, 4] [1, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[4, 1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[4, 1]>>
// CHECK-NEXT: %subview_7 = memref.subview %alloc[%dim_6, 0] [3, 4] [1, 1] : memref<?x4xf32> to memref<3x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg1, %subview_7 : memref<3x4xf32, strided<[?, ?], offset: ?>> to memref<3x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: %1 = affine.apply #map5()[%dim_6]
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %dim_9 = memref.dim %arg2, %c0_8 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_10 = memref.subview %alloc[%1, 0] [%dim_9, 4] [1, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg2, %subview_10 : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: %2 = affine.apply #map1()[%dim_9, %dim_6]
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<?x4xf32>
// CHECK-LABEL: func.func @concat_static_result(%arg0: memref<?x4xf32, strided<[?, ?], offset: ?>>, %arg1: memref<3x4xf32, strided<[?, ?], offset: ?>>) -> memref<5x4xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5x4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0] [%dim, 4] [1, 1] : memref<5x4xf32> to memref<?x4xf32, strided<[4, 1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[4, 1]>>
// CHECK-NEXT: %subview_0 = memref.subview %alloc[%dim, 0] [3, 4] [1, 1] : memref<5x4xf32> to memref<3x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg1, %subview_0 : memref<3x4xf32, strided<[?, ?], offset: ?>> to memref<3x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: %0 = affine.apply #map5()[%dim]
// CHECK-NEXT: %cast = memref.cast %alloc : memref<5x4xf32> to memref<5x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<5x4xf32>
// CHECK-LABEL: func.func @concat_static_sizes(%arg0: memref<2x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<3x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<2x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %alloc = memref.alloc(%c5, %dim) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = memref.dim %alloc, %c0_1 : memref<?x?xf32>
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %dim_4 = memref.dim %alloc, %c1_3 : memref<?x?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0] [2, %dim_4] [1, 1] : memref<?x?xf32> to memref<2x?xf32, strided<[?, 1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<2x?xf32, strided<[?, ?], offset: ?>> to memref<2x?xf32, strided<[?, 1]>>
// CHECK-NEXT: %subview_5 = memref.subview %alloc[2, 0] [3, %dim_4] [1, 1] : memref<?x?xf32> to memref<3x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg1, %subview_5 : memref<3x?xf32, strided<[?, ?], offset: ?>> to memref<3x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<?x?xf32>
// CHECK-LABEL: func.func @concat_slices(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: index) -> memref<4x8xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.subi %c4, %arg1 : index
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [%arg1, 8] [1, 1] : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<?x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[%arg1, 0] [%0, 8] [1, 1] : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<?x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %subview_0, %c0 : memref<?x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x16xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = memref.dim %alloc, %c0_1 : memref<?x16xf32>
// CHECK-NEXT: %subview_3 = memref.subview %alloc[0, 0] [%dim_2, 8] [1, 1] : memref<?x16xf32> to memref<?x8xf32, strided<[16, 1]>>
// CHECK-NEXT: memref.copy %subview_0, %subview_3 : memref<?x8xf32, strided<[?, ?], offset: ?>> to memref<?x8xf32, strided<[16, 1]>>
// CHECK-NEXT: %subview_4 = memref.subview %alloc[0, 8] [%dim_2, 8] [1, 1] : memref<?x16xf32> to memref<?x8xf32, strided<[16, 1], offset: 8>>
// CHECK-NEXT: memref.copy %subview_0, %subview_4 : memref<?x8xf32, strided<[?, ?], offset: ?>> to memref<?x8xf32, strided<[16, 1], offset: 8>>
// CHECK-NEXT: %subview_5 = memref.subview %alloc[0, 8] [%0, 8] [1, 1] : memref<?x16xf32> to memref<?x8xf32, strided<[16, 1], offset: 8>>
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %dim_7 = memref.dim %subview, %c0_6 : memref<?x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %dim_9 = memref.dim %subview_5, %c0_8 : memref<?x8xf32, strided<[16, 1], offset: 8>>
// CHECK-NEXT: %1 = affine.apply #map3()[%dim_7, %dim_9]
// CHECK-NEXT: %alloc_10 = memref.alloc(%1) {alignment = 64 : i64} : memref<?x8xf32>
// CHECK-NEXT: %c0_11 = arith.constant 0 : index
// CHECK-NEXT: %dim_12 = memref.dim %alloc_10, %c0_11 : memref<?x8xf32>
// CHECK-NEXT: %c0_13 = arith.constant 0 : index
// CHECK-NEXT: %subview_14 = memref.subview %alloc_10[0, 0] [%arg1, 8] [1, 1] : memref<?x8xf32> to memref<?x8xf32, strided<[8, 1]>>
// CHECK-NEXT: memref.copy %subview, %subview_14 : memref<?x8xf32, strided<[?, ?], offset: ?>> to memref<?x8xf32, strided<[8, 1]>>
// CHECK-NEXT: %c0_15 = arith.constant 0 : index
// CHECK-NEXT: %subview_16 = memref.subview %alloc_10[%arg1, 0] [%0, 8] [1, 1] : memref<?x8xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: memref.copy %subview_5, %subview_16 : memref<?x8xf32, strided<[16, 1], offset: 8>> to memref<?x8xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %2 = affine.apply #map3()[%arg1, %0]
// CHECK-NEXT: %cast = memref.cast %alloc_10 : memref<?x8xf32> to memref<4x8xf32>
// CHECK-NEXT: %cast_17 = memref.cast %cast : memref<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<4x8xf32>
// CHECK-LABEL: func.func @main() -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 9.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<4x8xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %7 = linalg.index 0 : index
// CHECK-NEXT: %8 = linalg.index 1 : index
// CHECK-NEXT: %9 = arith.addi %7, %8 : index
// CHECK-NEXT: %10 = arith.index_cast %9 : index to i32
// CHECK-NEXT: %11 = arith.sitofp %10 : i32 to f32
// CHECK-NEXT: linalg.yield %11 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %0 = call @pad_of_slice(%cast, %c1, %cst_0) : (memref<4x8xf32, strided<[?, ?], offset: ?>>, index, f32) -> memref<4x8xf32>
// CHECK-NEXT: %cast_1 = memref.cast %alloc : memref<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = call @concat_slices(%cast_1, %c1) : (memref<4x8xf32, strided<[?, ?], offset: ?>>, index) -> memref<4x8xf32>
// CHECK-NEXT: %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: memref.store %cst, %alloc_2[%c0_3] : memref<2xf32>
// CHECK-NEXT: memref.store %cst_0, %alloc_2[%c1_4] : memref<2xf32>
// CHECK-NEXT: %cast_5 = memref.cast %alloc_2 : memref<2xf32> to memref<?xf32>
// CHECK-NEXT: %cast_6 = memref.cast %cast_5 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %2 = call @pad_in_loop(%cast_6, %c3, %cst) : (memref<?xf32, strided<[?], offset: ?>>, index, f32) -> f32
// CHECK-NEXT: %3 = memref.load %0[%c0, %c3] : memref<4x8xf32>
// CHECK-NEXT: %4 = memref.load %0[%c1, %c3] : memref<4x8xf32>
// CHECK-NEXT: %5 = memref.load %1[%c0, %c1] : memref<4x8xf32>
// CHECK-NEXT: %6 = memref.load %1[%c3, %c1] : memref<4x8xf32>
// CHECK-NEXT: return %3, %4, %5, %6, %2 : f32, f32, f32, f32, f32

func.func @pad(%t: tensor<?x10xf32>, %l: index, %h: index, %f: f32) -> tensor<?x?xf32> {
  %0 = tensor.pad %t low[%l, 2] high[3, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x10xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @pad_of_slice(%t: tensor<4x8xf32>, %i: index, %f: f32) -> tensor<4x8xf32> {
  %c4 = arith.constant 4 : index
  %n = arith.subi %c4, %i : index
  %s = tensor.extract_slice %t[%i, 0] [%n, 8] [1, 1] : tensor<4x8xf32> to tensor<?x8xf32>
  %p = tensor.pad %s low[%i, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x8xf32> to tensor<?x8xf32>
  %r = tensor.cast %p : tensor<?x8xf32> to tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
func.func @pad_in_loop(%t: tensor<?xf32>, %n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %p = tensor.pad %t low[%i] high[1] {
    ^bb0(%a: index):
      tensor.yield %f : f32
    } : tensor<?xf32> to tensor<?xf32>
    %e = tensor.extract %p[%i] : tensor<?xf32>
    %s = arith.addf %acc, %e : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @concat(%a: tensor<?x4xf32>, %b: tensor<3x4xf32>, %c: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = tensor.concat dim(0) %a, %b, %c : (tensor<?x4xf32>, tensor<3x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
func.func @concat_static_result(%a: tensor<?x4xf32>, %b: tensor<3x4xf32>) -> tensor<5x4xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}
func.func @concat_static_sizes(%a: tensor<2x?xf32>, %b: tensor<3x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x?xf32>, tensor<3x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @concat_slices(%t: tensor<4x8xf32>, %i: index) -> tensor<4x8xf32> {
  %c4 = arith.constant 4 : index
  %n = arith.subi %c4, %i : index
  %a = tensor.extract_slice %t[0, 0] [%i, 8] [1, 1] : tensor<4x8xf32> to tensor<?x8xf32>
  %b = tensor.extract_slice %t[%i, 0] [%n, 8] [1, 1] : tensor<4x8xf32> to tensor<?x8xf32>
  %c = tensor.concat dim(1) %b, %b : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x16xf32>
  %d = tensor.extract_slice %c[0, 8] [%n, 8] [1, 1] : tensor<?x16xf32> to tensor<?x8xf32>
  %e = tensor.concat dim(0) %a, %d : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  %r = tensor.cast %e : tensor<?x8xf32> to tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
func.func @main() -> (f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %nine = arith.constant 9.0 : f32
  %t = tensor.generate {
  ^bb0(%x: index, %y: index):
    %s = arith.addi %x, %y : index
    %q = arith.index_cast %s : index to i32
    %f = arith.sitofp %q : i32 to f32
    tensor.yield %f : f32
  } : tensor<4x8xf32>
  %p = call @pad_of_slice(%t, %c1, %nine) : (tensor<4x8xf32>, index, f32) -> tensor<4x8xf32>
  %c = call @concat_slices(%t, %c1) : (tensor<4x8xf32>, index) -> tensor<4x8xf32>
  %v = tensor.from_elements %one, %nine : tensor<2xf32>
  %vd = tensor.cast %v : tensor<2xf32> to tensor<?xf32>
  %l = call @pad_in_loop(%vd, %c3, %one) : (tensor<?xf32>, index, f32) -> f32
  %p0 = tensor.extract %p[%c0, %c3] : tensor<4x8xf32>
  %p1 = tensor.extract %p[%c1, %c3] : tensor<4x8xf32>
  %c00 = tensor.extract %c[%c0, %c1] : tensor<4x8xf32>
  %c30 = tensor.extract %c[%c3, %c1] : tensor<4x8xf32>
  return %p0, %p1, %c00, %c30, %l : f32, f32, f32, f32, f32
}
