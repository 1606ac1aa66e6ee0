// jopt-tile-for-memory: a chain of structured ops whose intermediates are read only within it
// is computed tile by tile in an scf.for over a parallel loop of its last op that every op of
// the chain is sliced by; only a tile of each intermediate is live. Results are bit-equal (only
// parallel loops are tiled: each element has the same operations in the same order).
// RUN: jopt %s -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=256}))' | FileCheck %s
// RUN: jopt-run %s -e mlp --args=random,random,random -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=256}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=MLP
// RUN: jopt-run %s -e attention --args=random,random,random -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=256}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=ATTN
// RUN: jopt-run %s -e stem --args=random,random -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=256}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=STEM
// RUN: jopt-run %s -e residual --args=random,random -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=256 tile-size=4}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RES
// RUN: jopt %s -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=256 tile-size=3}))' | FileCheck %s --check-prefix=REM
// RUN: jopt-run %s -e inverted_residual --args=random,random,random,random -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=256}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=INV
// RUN: jopt-run %s -e inverted_residual --args=random,random,random,random -p 'builtin.module(jopt-memory-pipeline{merge-alloc=none})' | FileCheck %s --check-prefix=INV-PIPE
// RUN: jopt-run %s -e mlp --args=random,random,random -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=256 tile-size=3}),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=TAIL
// RUN: jopt-run %s -e mlp --args=random,random,random -p 'builtin.module(jopt-memory-pipeline{tile-for-memory=false})' | FileCheck %s --check-prefix=PIPE-OFF
// RUN: jopt-run %s -e mlp --args=random,random,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=PIPE-ON

#id = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>

// A transformer's MLP (up projection, ReLU, down projection). The 16x64 hidden activation is
// computed two tokens at a time.
// CHECK-LABEL: func.func @mlp
// CHECK-SAME: (%[[X:.+]]: tensor<16x8xf32>, %[[W1:.+]]: tensor<8x64xf32>, %[[W2:.+]]: tensor<64x8xf32>)
// CHECK: %[[OUT:.+]] = linalg.fill
// CHECK: %[[C0:.+]] = arith.constant 0 : index
// CHECK: %[[C2:.+]] = arith.constant 2 : index
// CHECK: %[[C16:.+]] = arith.constant 16 : index
// CHECK: %[[R:.+]] = scf.for %[[I:.+]] = %[[C0]] to %[[C16]] step %[[C2]] iter_args(%[[ACC:.+]] = %[[OUT]]) -> (tensor<16x8xf32>) {
// CHECK: %[[E:.+]] = tensor.empty() : tensor<2x64xf32>
// CHECK: %[[F:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[E]] : tensor<2x64xf32>) -> tensor<2x64xf32>
// CHECK: %[[XS:.+]] = tensor.extract_slice %[[X]][%[[I]], 0] [2, 8] [1, 1] : tensor<16x8xf32> to tensor<2x8xf32>
// CHECK: %[[UP:.+]] = linalg.matmul ins(%[[XS]], %[[W1]] : tensor<2x8xf32>, tensor<8x64xf32>) outs(%[[F]] : tensor<2x64xf32>) -> tensor<2x64xf32>
// CHECK: %[[ACT:.+]] = linalg.generic {{.*}} ins(%[[UP]] : tensor<2x64xf32>) outs(%[[UP]] : tensor<2x64xf32>)
// CHECK: %[[AS:.+]] = tensor.extract_slice %[[ACC]][%[[I]], 0] [2, 8] [1, 1] : tensor<16x8xf32> to tensor<2x8xf32>
// CHECK: %[[DOWN:.+]] = linalg.matmul ins(%[[ACT]], %[[W2]] : tensor<2x64xf32>, tensor<64x8xf32>) outs(%[[AS]] : tensor<2x8xf32>) -> tensor<2x8xf32>
// CHECK: %[[INS:.+]] = tensor.insert_slice %[[DOWN]] into %[[ACC]][%[[I]], 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<16x8xf32>
// CHECK: scf.yield %[[INS]] : tensor<16x8xf32>
// CHECK: return %[[R]]
// A tile size that does not divide the extent: the loop covers 15 tokens, one more tile the last.
// REM-LABEL: func.func @mlp
// REM: %[[C3:.+]] = arith.constant 3 : index
// REM: %[[C15:.+]] = arith.constant 15 : index
// REM: %[[L:.+]] = scf.for %{{.+}} = %{{.+}} to %[[C15]] step %[[C3]] iter_args
// REM: tensor.empty() : tensor<3x64xf32>
// REM: scf.yield
// REM: tensor.empty() : tensor<1x64xf32>
// REM: tensor.extract_slice %{{.+}}[15, 0] [1, 8] [1, 1] : tensor<16x8xf32> to tensor<1x8xf32>
// REM: %[[LAST:.+]] = tensor.insert_slice %{{.+}} into %[[L]][15, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<16x8xf32>
// REM: return %[[LAST]]
// TAIL: heap after: {{.*}} total-peak-bytes=1280
// MLP: heap before: {{.*}} total-peak-bytes=4608
// MLP: heap after: {{.*}} total-peak-bytes=1024
// PIPE-OFF: heap after: {{.*}} total-peak-bytes=4608
// PIPE-ON: heap after: {{.*}} total-peak-bytes=1024
func.func @mlp(%x: tensor<16x8xf32>, %w1: tensor<8x64xf32>, %w2: tensor<64x8xf32>) -> tensor<16x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x64xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %up = linalg.matmul ins(%x, %w1 : tensor<16x8xf32>, tensor<8x64xf32>) outs(%f1 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %act = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%up : tensor<16x64xf32>) outs(%up : tensor<16x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %zero : f32
    linalg.yield %r : f32
  } -> tensor<16x64xf32>
  %e2 = tensor.empty() : tensor<16x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x8xf32>) -> tensor<16x8xf32>
  %down = linalg.matmul ins(%act, %w2 : tensor<16x64xf32>, tensor<64x8xf32>) outs(%f2 : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %down : tensor<16x8xf32>
}

// Attention rows: scores Q.K^T, a softmax by generics, then .V; the 32x32 scores are computed
// four query rows at a time (K and V are read whole).
// CHECK-LABEL: func.func @attention
// CHECK: scf.for %[[I:.+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%{{.+}} = %{{.+}}) -> (tensor<32x8xf32>) {
// CHECK: tensor.extract_slice %{{.+}}[%[[I]], 0] [4, 8] [1, 1] : tensor<32x8xf32> to tensor<4x8xf32>
// CHECK: } -> tensor<4x32xf32>
// CHECK: } -> tensor<4xf32>
// CHECK: scf.yield
// CHECK-NOT: linalg.generic
// CHECK: return
// ATTN: heap before: {{.*}} total-peak-bytes=5248
// ATTN: heap after: {{.*}} total-peak-bytes=1552
func.func @attention(%q: tensor<32x8xf32>, %k: tensor<32x8xf32>, %v: tensor<32x8xf32>) -> tensor<32x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %es = tensor.empty() : tensor<32x32xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<32x32xf32>) -> tensor<32x32xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(m, n, d) -> (m, d)>, affine_map<(m, n, d) -> (n, d)>, affine_map<(m, n, d) -> (m, n)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%q, %k : tensor<32x8xf32>, tensor<32x8xf32>) outs(%fs : tensor<32x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %o, %p : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  %er = tensor.empty() : tensor<32xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<32xf32>) -> tensor<32xf32>
  %max = linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%s : tensor<32x32xf32>) outs(%fm : tensor<32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %exp = linalg.generic {indexing_maps = [#id, #rows, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %max : tensor<32x32xf32>, tensor<32xf32>) outs(%s : tensor<32x32xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%er : tensor<32xf32>) -> tensor<32xf32>
  %sum = linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<32x32xf32>) outs(%fz : tensor<32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %prob = linalg.generic {indexing_maps = [#id, #rows, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<32x32xf32>, tensor<32xf32>) outs(%exp : tensor<32x32xf32>) {
  ^bb0(%a: f32, %t: f32, %o: f32):
    %r = arith.divf %a, %t : f32
    linalg.yield %r : f32
  } -> tensor<32x32xf32>
  %eo = tensor.empty() : tensor<32x8xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<32x8xf32>) -> tensor<32x8xf32>
  %o = linalg.matmul ins(%prob, %v : tensor<32x32xf32>, tensor<32x8xf32>) outs(%fo : tensor<32x8xf32>) -> tensor<32x8xf32>
  return %o : tensor<32x8xf32>
}

// A CNN stem: convolution, ReLU, max pooling, tiled over the output channels (a channel at a
// time): the 8x11x11 convolution output lives one channel at a time.
// CHECK-LABEL: func.func @stem
// CHECK: scf.for %[[I:.+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%{{.+}} = %{{.+}}) -> (tensor<1x8x5x5xf32>) {
// CHECK: %[[W:.+]] = tensor.extract_slice %{{.+}}[%[[I]], 0, 0, 0] [1, 3, 3, 3] [1, 1, 1, 1] : tensor<8x3x3x3xf32> to tensor<1x3x3x3xf32>
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} outs(%{{.+}} : tensor<1x1x11x11xf32>) -> tensor<1x1x11x11xf32>
// CHECK: linalg.pooling_nchw_max {{.*}} outs(%{{.+}} : tensor<1x1x5x5xf32>) -> tensor<1x1x5x5xf32>
// CHECK: tensor.insert_slice %{{.+}} into %{{.+}}[0, %[[I]], 0, 0] [1, 1, 5, 5] [1, 1, 1, 1]
// STEM: heap before: {{.*}} total-peak-bytes=4708
// STEM: heap after: {{.*}} total-peak-bytes=1320
func.func @stem(%x: tensor<1x3x13x13xf32>, %w: tensor<8x3x3x3xf32>) -> tensor<1x8x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x8x11x11xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x11x11xf32>) -> tensor<1x8x11x11xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x3x13x13xf32>, tensor<8x3x3x3xf32>) outs(%f : tensor<1x8x11x11xf32>) -> tensor<1x8x11x11xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<1x8x11x11xf32>) outs(%c : tensor<1x8x11x11xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x8x11x11xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %ep = tensor.empty() : tensor<1x8x5x5xf32>
  %fp = linalg.fill ins(%ninf : f32) outs(%ep : tensor<1x8x5x5xf32>) -> tensor<1x8x5x5xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%r, %win : tensor<1x8x11x11xf32>, tensor<3x3xf32>) outs(%fp : tensor<1x8x5x5xf32>) -> tensor<1x8x5x5xf32>
  return %p : tensor<1x8x5x5xf32>
}

// The last op writes into its input in place (a residual add into the dead residual): the
// chain's reads of that input read the current tile of the loop's iteration argument, so the
// loop keeps writing in place (no copy of the residual). An intermediate read after the chain
// (%h is returned) keeps its producer out of the chain.
// CHECK-LABEL: func.func @residual
// CHECK-SAME: (%[[X:.+]]: tensor<16x8xf32>, %[[W:.+]]: tensor<8x8xf32>)
// CHECK: %[[H:.+]] = linalg.matmul
// CHECK: scf.for %[[I:.+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%[[ACC:.+]] = %[[X]]) -> (tensor<16x8xf32>) {
// CHECK: %[[HS:.+]] = tensor.extract_slice %[[H]][%[[I]], 0] [2, 8] [1, 1]
// CHECK: %[[XS:.+]] = tensor.extract_slice %[[ACC]][%[[I]], 0] [2, 8] [1, 1]
// CHECK: %[[G:.+]] = linalg.generic {{.*}} ins(%[[HS]], %[[XS]] : tensor<2x8xf32>, tensor<2x8xf32>) outs(%{{.+}} : tensor<2x8xf32>)
// CHECK-NOT: tensor.extract_slice
// CHECK: linalg.generic {{.*}} ins(%[[G]], %[[XS]] : tensor<2x8xf32>, tensor<2x8xf32>) outs(%[[XS]] : tensor<2x8xf32>)
// RES: heap before: {{.*}} total-peak-bytes=1024
// RES: heap after: {{.*}} total-peak-bytes=640
func.func @residual(%x: tensor<16x8xf32>, %w: tensor<8x8xf32>) -> (tensor<16x8xf32>, tensor<16x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x8xf32>) -> tensor<16x8xf32>
  %h = linalg.matmul ins(%x, %w : tensor<16x8xf32>, tensor<8x8xf32>) outs(%f : tensor<16x8xf32>) -> tensor<16x8xf32>
  %e2 = tensor.empty() : tensor<16x8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %x : tensor<16x8xf32>, tensor<16x8xf32>) outs(%e2 : tensor<16x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<16x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %x : tensor<16x8xf32>, tensor<16x8xf32>) outs(%x : tensor<16x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.addf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<16x8xf32>
  return %s, %h : tensor<16x8xf32>, tensor<16x8xf32>
}

// An inverted residual (MobileNet's): a 1x1 expansion, ReLU, a padded 3x3 depthwise
// convolution, ReLU and a 1x1 projection. The projection is tiled along its reduction over the
// expanded channels (the outermost reduction: each output element accumulates in the untiled
// order) and the expansion, the pad and the depthwise convolution join the chain along their
// channels: the 16x8x8 expanded activation, its padded copy and the depthwise output live a tile
// of 2 channels at a time, the projection accumulating into its whole result. In the pipeline
// the pad is then split inside the tile (no padded copy).
// CHECK-LABEL: func.func @inverted_residual
// CHECK-SAME: (%[[X:.+]]: tensor<1x4x8x8xf32>, %[[WE:.+]]: tensor<16x4x1x1xf32>, %[[WD:.+]]: tensor<16x3x3xf32>, %[[WP:.+]]: tensor<4x16x1x1xf32>)
// CHECK: %[[OUT:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<1x4x8x8xf32>)
// CHECK: scf.for %[[I:.+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%[[ACC:.+]] = %[[OUT]]) -> (tensor<1x4x8x8xf32>) {
// CHECK: %[[WES:.+]] = tensor.extract_slice %[[WE]][%[[I]], 0, 0, 0] [2, 4, 1, 1]
// CHECK: %[[E:.+]] = linalg.conv_2d_nchw_fchw {{.*}} ins(%[[X]], %[[WES]] : tensor<1x4x8x8xf32>, tensor<2x4x1x1xf32>) outs(%{{.+}} : tensor<1x2x8x8xf32>)
// CHECK: %[[R:.+]] = linalg.generic {{.*}} ins(%[[E]] : tensor<1x2x8x8xf32>)
// CHECK: %[[P:.+]] = tensor.pad %[[R]] low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: } : tensor<1x2x8x8xf32> to tensor<1x2x10x10xf32>
// CHECK: %[[D:.+]] = linalg.depthwise_conv_2d_nchw_chw {{.*}} ins(%[[P]], %{{.+}} : tensor<1x2x10x10xf32>, tensor<2x3x3xf32>) outs(%{{.+}} : tensor<1x2x8x8xf32>)
// CHECK: %[[R2:.+]] = linalg.generic {{.*}} ins(%[[D]] : tensor<1x2x8x8xf32>)
// CHECK: %[[WPS:.+]] = tensor.extract_slice %[[WP]][0, %[[I]], 0, 0] [4, 2, 1, 1]
// CHECK: %[[PR:.+]] = linalg.conv_2d_nchw_fchw {{.*}} ins(%[[R2]], %[[WPS]] : tensor<1x2x8x8xf32>, tensor<4x2x1x1xf32>) outs(%[[ACC]] : tensor<1x4x8x8xf32>)
// CHECK: scf.yield %[[PR]] : tensor<1x4x8x8xf32>
// INV: heap before: {{.*}} total-peak-bytes=19712
// INV: heap after: {{.*}} total-peak-bytes=2848
// INV-PIPE: heap after: {{.*}} total-peak-bytes=2048
func.func @inverted_residual(%x: tensor<1x4x8x8xf32>, %we: tensor<16x4x1x1xf32>, %wd: tensor<16x3x3xf32>, %wp: tensor<4x16x1x1xf32>) -> tensor<1x4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x16x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %we : tensor<1x4x8x8xf32>, tensor<16x4x1x1xf32>) outs(%f : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<1x16x8x8xf32>) outs(%e : tensor<1x16x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x16x8x8xf32>
  %p = tensor.pad %r low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x16x8x8xf32> to tensor<1x16x10x10xf32>
  %d = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p, %wd : tensor<1x16x10x10xf32>, tensor<16x3x3xf32>) outs(%f : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
  %r2 = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%d : tensor<1x16x8x8xf32>) outs(%e : tensor<1x16x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x16x8x8xf32>
  %eo = tensor.empty() : tensor<1x4x8x8xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %o = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%r2, %wp : tensor<1x16x8x8xf32>, tensor<4x16x1x1xf32>) outs(%fo : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return %o : tensor<1x4x8x8xf32>
}
