// jopt-memory-pipeline on programs of dynamic sizes: one plan per function, sized at run time.
// jopt-tile-for-memory tiles a chain along a loop of dynamic extent n with tiles of
// t = max(ceildiv(n, tiles), 1) elements (a loop over the n - n mod t first elements, then a loop
// of at most one trip over the last n mod t), and the body of each such loop in turn along static
// loops (a batch image by image up to 8 images, then by channels; tokens, then hidden features);
// merge-alloc places every buffer, tiles included, in one arena whose size and offsets are
// computed from the sizes. Each program runs through jopt-run at three sizes of its dynamic
// dimension, each run checked against the input's; the static plans of the same programs with
// the sizes fixed (Inputs/dynamic-plan-static.mlir) run beside them: the dynamic plan's peak is
// at most 1.001 times theirs at every size.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-tile-for-memory))' | FileCheck %s --check-prefix=TILE
// RUN: jopt %s -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s
// RUN: jopt-run %s -e mlp --args=random:1,random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=MLP1
// RUN: jopt-run %s -e mlp --args=random:5,random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=MLP5
// RUN: jopt-run %s -e mlp --args=random:16,random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=MLP16
// RUN: jopt-run %S/Inputs/dynamic-plan-static.mlir -e mlp_1 --args=random,random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=STATIC-MLP1
// RUN: jopt-run %S/Inputs/dynamic-plan-static.mlir -e mlp_5 --args=random,random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=STATIC-MLP5
// RUN: jopt-run %S/Inputs/dynamic-plan-static.mlir -e mlp_16 --args=random,random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=STATIC-MLP16
// RUN: jopt-run %s -e attention --args=random:16,random:16,random:16 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=ATT16
// RUN: jopt-run %s -e attention --args=random:37,random:37,random:37 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=ATT37
// RUN: jopt-run %s -e attention --args=random:128,random:128,random:128 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=ATT128
// RUN: jopt-run %S/Inputs/dynamic-plan-static.mlir -e attention_16 --args=random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=STATIC-ATT16
// RUN: jopt-run %S/Inputs/dynamic-plan-static.mlir -e attention_37 --args=random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=STATIC-ATT37
// RUN: jopt-run %S/Inputs/dynamic-plan-static.mlir -e attention_128 --args=random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=STATIC-ATT128
// RUN: jopt-run %s -e attention --args=random:37,random:37,random:37 -p 'builtin.module(func.func(jopt-tile-for-memory{tile-size=5}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=FIXED
// RUN: jopt-run %s -e stem --args=random:1,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=STEM1
// RUN: jopt-run %s -e stem --args=random:4,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=STEM4
// RUN: jopt-run %s -e stem --args=random:11,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=STEM11
// RUN: jopt-run %S/Inputs/dynamic-plan-static.mlir -e stem_1 --args=random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=STATIC-STEM1
// RUN: jopt-run %S/Inputs/dynamic-plan-static.mlir -e stem_4 --args=random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=STATIC-STEM4
// RUN: jopt-run %S/Inputs/dynamic-plan-static.mlir -e stem_11 --args=random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=STATIC-STEM11

// The MLP (up projection, bias and ReLU, down projection, residual add) on a batch of n tokens:
// max(ceildiv(n, 8), 1) tokens at a time, and within each such tile 32 of the 256 hidden features
// at a time (the down projection accumulating into the output's rows). Batch 1: 384 B against
// the static plan's 1,280 (too small there to tile); 5: 1,408 against 2,304; 16: 4,352 against
// 6,144.
// CHECK-LABEL: func.func @mlp
// CHECK:       %[[N:.+]] = memref.dim %arg0, %c0
// CHECK:       memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?x64xf32>
// CHECK:       arith.ceildivui %[[N]], %c8 : index
// CHECK:       %[[ARENA:.+]] = memref.alloc(%{{.+}}) {alignment = 64 : i64} : memref<?xi8>
// CHECK:       scf.for
// CHECK:         scf.for %{{.+}} = %c0 to %c256 step %c32
// CHECK:           memref.view %[[ARENA]]
// CHECK:       scf.for
// CHECK:         scf.for %{{.+}} = %c0 to %c256 step %c32
// CHECK:           memref.view %[[ARENA]]
// CHECK-NOT:   memref.alloc
// CHECK:       return
// MLP1: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=384 live
// MLP5: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=1408 live
// MLP16: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=4352 live
// STATIC-MLP1: heap after: {{.*}} total-peak-bytes=1280 live
// STATIC-MLP5: heap after: {{.*}} total-peak-bytes=2304 live
// STATIC-MLP16: heap after: {{.*}} total-peak-bytes=6144 live
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @mlp(%x: tensor<?x64xf32>, %w1: tensor<64x256xf32>, %b1: tensor<256xf32>, %w2: tensor<256x64xf32>) -> tensor<?x64xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x64xf32>
  %e1 = tensor.empty(%n) : tensor<?x256xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x256xf32>) -> tensor<?x256xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<?x64xf32>, tensor<64x256xf32>) outs(%f1 : tensor<?x256xf32>) -> tensor<?x256xf32>
  %e2 = tensor.empty(%n) : tensor<?x256xf32>
  %b = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%h, %b1 : tensor<?x256xf32>, tensor<256xf32>) outs(%e2 : tensor<?x256xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<?x256xf32>
  %e3 = tensor.empty(%n) : tensor<?x64xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<?x64xf32>) -> tensor<?x64xf32>
  %y = linalg.matmul ins(%b, %w2 : tensor<?x256xf32>, tensor<256x64xf32>) outs(%f3 : tensor<?x64xf32>) -> tensor<?x64xf32>
  %e4 = tensor.empty(%n) : tensor<?x64xf32>
  %z = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%y, %x : tensor<?x64xf32>, tensor<?x64xf32>) outs(%e4 : tensor<?x64xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<?x64xf32>
  return %z : tensor<?x64xf32>
}

// Attention over a sequence of n tokens: the n x n scores and their exponentials are computed
// max(ceildiv(n, 8), 1) queries at a time (a tile of t x n each), then a last tile of n mod t
// queries (a loop of at most one trip); each tile's body is tiled again along the n keys (another
// dynamic loop). Sequence 16: 2,064 B against the static plan's 3,072; 37: 4,836 against 5,476;
// 128: 17,408 against 24,576 (2,176, 5,476 and 24,576 when the body was tiled along static loops
// only).
// TILE-LABEL: func.func @attention
// TILE:       %[[N:dim_[0-9]+]] = tensor.dim %{{.+}}, %{{.+}} : tensor<?x32xf32>
// TILE:       %[[CEIL:.+]] = arith.ceildivui %[[N]], %c8 : index
// TILE:       %[[T:.+]] = arith.maxui %[[CEIL]], %c1 : index
// TILE:       %[[REST:.+]] = arith.remui %[[N]], %[[T]] : index
// TILE:       %[[FULL:.+]] = arith.subi %[[N]], %[[REST]] : index
// TILE:       %[[LOOP:.+]] = scf.for %[[I:.+]] = %{{.+}} to %[[FULL]] step %[[T]] iter_args(%[[ACC:.+]] = %{{.+}}) -> (tensor<?x32xf32>) {
// TILE:         tensor.empty(%[[T]], %{{.+}}) : tensor<?x?xf32>
// TILE:         tensor.extract_slice %arg0[%[[I]], 0] [%[[T]], 32] [1, 1] : tensor<?x32xf32> to tensor<?x32xf32>
// TILE:         math.exp
// TILE:         tensor.insert_slice %{{.+}} into %[[ACC]][%[[I]], 0] [%[[T]], 32] [1, 1]
// TILE:       }
// TILE:       scf.for %[[J:.+]] = %[[FULL]] to %[[N]] step %[[T]] iter_args(%[[ACC2:.+]] = %[[LOOP]]) -> (tensor<?x32xf32>) {
// TILE:         tensor.empty(%[[REST]], %{{.+}}) : tensor<?x?xf32>
// TILE:         tensor.extract_slice %arg0[%[[J]], 0] [%[[REST]], 32] [1, 1]
// TILE:         tensor.insert_slice %{{.+}} into %[[ACC2]][%[[J]], 0] [%[[REST]], 32] [1, 1]
// CHECK-LABEL: func.func @attention
// CHECK:       arith.ceildivui
// CHECK:       %[[ARENA:.+]] = memref.alloc(%{{.+}}) {alignment = 64 : i64} : memref<?xi8>
// CHECK-NOT:   memref.alloc
// CHECK:       return
// ATT16: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=2064 live
// ATT37: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=4836 live
// ATT128: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=17408 live
// STATIC-ATT16: heap after: {{.*}} total-peak-bytes=3072 live
// STATIC-ATT37: heap after: {{.*}} total-peak-bytes=5476 live
// STATIC-ATT128: heap after: {{.*}} total-peak-bytes=24576 live
// A fixed tile size: 7 tiles of 5 queries and one of 2, each along the keys too.
// FIXED: heap after: allocations=31 frees=30 {{.*}} total-peak-bytes=6216 live
#q = affine_map<(d0, d1, d2) -> (d0, d2)>
#k = affine_map<(d0, d1, d2) -> (d1, d2)>
#s = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @attention(%q: tensor<?x32xf32>, %k: tensor<?x32xf32>, %v: tensor<?x32xf32>) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %q, %c0 : tensor<?x32xf32>
  %e = tensor.empty(%n, %n) : tensor<?x?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "reduction"]} ins(%q, %k : tensor<?x32xf32>, tensor<?x32xf32>) outs(%f : tensor<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<?x?xf32>
  %e2 = tensor.empty(%n, %n) : tensor<?x?xf32>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<?x?xf32>) outs(%e2 : tensor<?x?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<?x?xf32>
  %e3 = tensor.empty(%n) : tensor<?x32xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<?x32xf32>) -> tensor<?x32xf32>
  %o = linalg.matmul ins(%x, %v : tensor<?x?xf32>, tensor<?x32xf32>) outs(%f3 : tensor<?x32xf32>) -> tensor<?x32xf32>
  return %o : tensor<?x32xf32>
}

// A convolution stem (convolution, bias and ReLU, 2x2 max pooling) on a batch of n images:
// versions for batch 1 (by 2 of its 16 channels) and for 2 and more (image by image up to 8
// images, ceildiv(n, 8) images per tile above, each tile by 2 channels), each planned on its own:
// jopt-merge-alloc-unless-peak-rises keeps each version's tiles freed one by one, where an arena
// would add its 64-byte alignment (the static plans too). Batch 1: 21,616 B, as the static plan;
// 4: 64,816, as the static plan; 11: 172,816 against 273,616 (the static plan tiles 11 images by
// 2, each tile with its 16 channels whole; 331,264 with the arena the guard now undoes).
// CHECK-LABEL: func.func @stem(
// CHECK:         scf.if
// CHECK-LABEL: func.func private @stem__n1_1(
// CHECK:         scf.for %{{.+}} = %c0 to %c16 step %c2
// CHECK-NOT:     memref.copy
// CHECK-LABEL: func.func private @stem__n2_up(
// CHECK:         arith.ceildivui
// CHECK:         scf.for
// CHECK:           scf.for %{{.+}} = %c0 to %c16 step %c2
// CHECK-NOT:     memref.copy
// CHECK:         return
// STEM1: heap after: {{.*}} total-peak-bytes=21616 live
// STEM4: heap after: {{.*}} total-peak-bytes=64816 live
// STEM11: heap after: {{.*}} total-peak-bytes=172816 live
// STATIC-STEM1: heap after: {{.*}} total-peak-bytes=21616 live
// STATIC-STEM4: heap after: {{.*}} total-peak-bytes=64816 live
// STATIC-STEM11: heap after: {{.*}} total-peak-bytes=273616 live
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#c4 = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @stem(%x: tensor<?x3x32x32xf32>, %w: tensor<16x3x3x3xf32>, %bias: tensor<16xf32>) -> tensor<?x16x15x15xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant -3.4e38 : f32
  %n = tensor.dim %x, %c0 : tensor<?x3x32x32xf32>
  %e = tensor.empty(%n) : tensor<?x16x30x30xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x16x30x30xf32>) -> tensor<?x16x30x30xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<?x3x32x32xf32>, tensor<16x3x3x3xf32>) outs(%f : tensor<?x16x30x30xf32>) -> tensor<?x16x30x30xf32>
  %e2 = tensor.empty(%n) : tensor<?x16x30x30xf32>
  %r = linalg.generic {indexing_maps = [#id4, #c4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %bias : tensor<?x16x30x30xf32>, tensor<16xf32>) outs(%e2 : tensor<?x16x30x30xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<?x16x30x30xf32>
  %e3 = tensor.empty(%n) : tensor<?x16x15x15xf32>
  %f3 = linalg.fill ins(%ninf : f32) outs(%e3 : tensor<?x16x15x15xf32>) -> tensor<?x16x15x15xf32>
  %k = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%r, %k : tensor<?x16x30x30xf32>, tensor<2x2xf32>) outs(%f3 : tensor<?x16x15x15xf32>) -> tensor<?x16x15x15xf32>
  return %p : tensor<?x16x15x15xf32>
}
