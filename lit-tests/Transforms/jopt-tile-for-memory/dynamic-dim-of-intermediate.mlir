// jopt-tile-for-memory with a tensor.dim of a chain's intermediate: the ONNX lowering of a
// MatMul on dynamic shapes sizes the matmul's init from its input (openWakeWord's melspectrogram:
// the power spectrum of n x f frames of 257 bins into 32 mel bands). The dim reads no element:
// it does not keep the intermediate whole; the rewrite answers it from the intermediate's init
// (the tensor.empty), so the chain is tiled and the n x f x 257 spectrum is never whole. Results
// equal (jopt-run checks the pipeline's results against the input's).
// RUN: jopt %s -p 'builtin.module(func.func(jopt-tile-for-memory))' | FileCheck %s
// RUN: jopt-run %s -e mel --args=random:2x5,random -p 'builtin.module(jopt-memory-pipeline{fuse=false})' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s -e mel --args=random:2x5,random -p 'builtin.module(jopt-memory-pipeline{fuse=false tile-for-memory=false})' | FileCheck %s --check-prefix=UNTILED
// RUN: jopt-run %s -e mel --args=random:2x5,random -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=FUSED

// CHECK-LABEL: func.func @mel
// CHECK: %[[E:.*]] = tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x1x?x257xf32>
// CHECK: tensor.dim %[[E]], %{{.*}} : tensor<?x1x?x257xf32>
// CHECK: tensor.dim %[[E]], %{{.*}} : tensor<?x1x?x257xf32>
// CHECK: scf.for
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: return
// The 2 x 5 x 257 spectrum (10,280 B) is computed a tile at a time beside the 1,280 B result
// (before: not tiled, 11,560 B as without the tiling), each tile of the batch by frames too
// (1,940 B when a tile of the batch was tiled along static loops only). The tiling is run here
// with the pipeline's fusion off: with it, the dim is answered during the fusion too, and the
// spectrum is fused into the mel matmul (no buffer of it at all: the 1,280 B result only).
// EXEC: heap after: {{.*}} total-peak-bytes=1412
// UNTILED: heap after: {{.*}} total-peak-bytes=11560
// FUSED: heap after: {{.*}} total-peak-bytes=1280
#t = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ma = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#mb = affine_map<(d0, d1, d2, d3, d4) -> (d4, d3)>
#mc = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
func.func @mel(%a: tensor<?x1x257x?xf32>, %w: tensor<257x32xf32>) -> tensor<?x1x?x32xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %a, %c0 : tensor<?x1x257x?xf32>
  %f = tensor.dim %a, %c3 : tensor<?x1x257x?xf32>
  %e = tensor.empty(%n, %f) : tensor<?x1x?x257xf32>
  %s = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a : tensor<?x1x257x?xf32>) outs(%e : tensor<?x1x?x257xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<?x1x?x257xf32>
  // the matmul's init sized from its input, as the lowering writes it
  %sn = tensor.dim %s, %c0 : tensor<?x1x?x257xf32>
  %sf = tensor.dim %s, %c2 : tensor<?x1x?x257xf32>
  %rows = arith.muli %sn, %sf : index
  %e2 = tensor.empty(%rows) : tensor<?x32xf32>
  %x2 = tensor.expand_shape %e2 [[0, 1, 2], [3]] output_shape [%sn, 1, %sf, 32] : tensor<?x32xf32> into tensor<?x1x?x32xf32>
  %i = linalg.fill ins(%zero : f32) outs(%x2 : tensor<?x1x?x32xf32>) -> tensor<?x1x?x32xf32>
  %r = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%s, %w : tensor<?x1x?x257xf32>, tensor<257x32xf32>) outs(%i : tensor<?x1x?x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %p = arith.addf %o, %m : f32
    linalg.yield %p : f32
  } -> tensor<?x1x?x32xf32>
  return %r : tensor<?x1x?x32xf32>
}

// A structured op whose result only gives sizes (its tensor.dim the only use) before a chain:
// not a member of it (silero-vad-legacy's pipeline stopped on it, an index of -1).
// RUN: jopt-run %s -e only_sizes --args=random:6 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=SIZES
// SIZES: heap after:
// SIZES-NOT: error
func.func @only_sizes(%a: tensor<?x512xf32>) -> tensor<?x512xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x512xf32>
  %e0 = tensor.empty(%n) : tensor<?x512xf32>
  %neg = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x512xf32>) outs(%e0 : tensor<?x512xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.negf %x : f32
    linalg.yield %m : f32
  } -> tensor<?x512xf32>
  %m = tensor.dim %neg, %c0 : tensor<?x512xf32>
  %e1 = tensor.empty(%m) : tensor<?x512xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x512xf32>) outs(%e1 : tensor<?x512xf32>) {
  ^bb0(%x: f32, %o: f32):
    %p = arith.mulf %x, %x : f32
    linalg.yield %p : f32
  } -> tensor<?x512xf32>
  %e2 = tensor.empty(%m) : tensor<?x512xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%sq : tensor<?x512xf32>) outs(%e2 : tensor<?x512xf32>) {
  ^bb0(%x: f32, %o: f32):
    %p = arith.addf %x, %x : f32
    linalg.yield %p : f32
  } -> tensor<?x512xf32>
  return %r : tensor<?x512xf32>
}
