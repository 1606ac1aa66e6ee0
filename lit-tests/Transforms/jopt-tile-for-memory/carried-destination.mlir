// jopt-tile-for-memory carries a tensor made before a chain that an op of the chain writes in
// place (jopt-reuse-destination) as an iteration argument of the loop, when nothing reads it after
// the loop: a squeeze-and-excitation over a batch of n images (its global pooling, the squeeze and
// the scaling written over the block's input x, then a 1x1 convolution), tiled by images. The
// scaling reads and writes x's tile in the argument and the tile is inserted back, so One-Shot
// Bufferize keeps it in place. Before, it wrote into a slice of x defined outside the loop, which
// One-Shot Bufferize bufferizes out of place: a new buffer of the tile, at n = 1 (one tile) as
// large as x (ppocr-v4-rec's squeeze-and-excitation blocks at batch 1: 1.28 of the static plan).
// The bias-free convolution's zero fill, only written by the chain, is not carried.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-reuse-destination,jopt-tile-for-memory))' | FileCheck %s
// RUN: jopt-run %s -e se --args=random:1,random -p 'builtin.module(func.func(jopt-reuse-destination,jopt-tile-for-memory),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN1
// RUN: jopt-run %s -e se --args=random:3,random -p 'builtin.module(func.func(jopt-reuse-destination,jopt-tile-for-memory),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN3

// CHECK-LABEL: func.func @se
// CHECK: %[[X:.+]] = tensor.concat
// CHECK: scf.for {{.*}} iter_args(%[[OUT:[^ ]+]] = %{{[^ ,]+}}, %[[XA:[^ ]+]] = %[[X]])
// CHECK: %[[XT:.+]] = tensor.extract_slice %[[XA]][
// CHECK: tensor.extract_slice %[[XT]][0, %{{.+}}, 0, 0]
// CHECK: %[[SCALED:.+]] = linalg.generic {{.*}} ins(%[[XT]], %{{.+}} : tensor<?x16x8x8xf32>, tensor<?x16xf32>) outs(%[[XT]] : tensor<?x16x8x8xf32>)
// CHECK: tensor.insert_slice %{{.+}} into %[[OUT]][
// CHECK: tensor.insert_slice %[[SCALED]] into %[[XA]][

// Clean, with the input's results: x (4,096 B an image) and the result at once, and the small
// pooled and squeezed vectors: no buffer for the scaled tile.
// RUN1: heap after: {{.*}} total-peak-bytes=8264
// RUN3: heap after: {{.*}} total-peak-bytes=24648
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#nc = affine_map<(n, c, h, w) -> (n, c)>
#w1 = affine_map<(n, c, h, w, k) -> (n, k, h, w)>
#wk = affine_map<(n, c, h, w, k) -> (c, k)>
#o1 = affine_map<(n, c, h, w, k) -> (n, c, h, w)>
func.func @se(%arg0: tensor<?x8x8x8xf32>, %wt: tensor<16x16xf32>) -> tensor<?x16x8x8xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %arg0, %c0 : tensor<?x8x8x8xf32>
  %e = tensor.empty(%n) : tensor<?x8x8x8xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x8x8x8xf32>) outs(%e : tensor<?x8x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.mulf %in, %in : f32
    linalg.yield %a : f32
  } -> tensor<?x8x8x8xf32>
  %x = tensor.concat dim(1) %arg0, %sq : (tensor<?x8x8x8xf32>, tensor<?x8x8x8xf32>) -> tensor<?x16x8x8xf32>
  %pe = tensor.empty(%n) : tensor<?x16xf32>
  %pf = linalg.fill ins(%zero : f32) outs(%pe : tensor<?x16xf32>) -> tensor<?x16xf32>
  %pool = linalg.generic {indexing_maps = [#id, #nc], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<?x16x8x8xf32>) outs(%pf : tensor<?x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<?x16xf32>
  %se = tensor.empty(%n) : tensor<?x16xf32>
  %sf = linalg.fill ins(%zero : f32) outs(%se : tensor<?x16xf32>) -> tensor<?x16xf32>
  %squeeze = linalg.generic {indexing_maps = [affine_map<(n, c, k) -> (n, k)>, affine_map<(n, c, k) -> (k, c)>, affine_map<(n, c, k) -> (n, c)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%pool, %wt : tensor<?x16xf32>, tensor<16x16xf32>) outs(%sf : tensor<?x16xf32>) {
  ^bb0(%in: f32, %w: f32, %out: f32):
    %a = arith.mulf %in, %w : f32
    %b = arith.addf %a, %out : f32
    linalg.yield %b : f32
  } -> tensor<?x16xf32>
  %me = tensor.empty(%n) : tensor<?x16x8x8xf32>
  %mul = linalg.generic {indexing_maps = [#id, #nc, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %squeeze : tensor<?x16x8x8xf32>, tensor<?x16xf32>) outs(%me : tensor<?x16x8x8xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %a = arith.mulf %in, %s : f32
    linalg.yield %a : f32
  } -> tensor<?x16x8x8xf32>
  %ce = tensor.empty(%n) : tensor<?x16x8x8xf32>
  %cf = linalg.fill ins(%zero : f32) outs(%ce : tensor<?x16x8x8xf32>) -> tensor<?x16x8x8xf32>
  %conv = linalg.generic {indexing_maps = [#w1, #wk, #o1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%mul, %wt : tensor<?x16x8x8xf32>, tensor<16x16xf32>) outs(%cf : tensor<?x16x8x8xf32>) {
  ^bb0(%in: f32, %w: f32, %out: f32):
    %a = arith.mulf %in, %w : f32
    %b = arith.addf %a, %out : f32
    linalg.yield %b : f32
  } -> tensor<?x16x8x8xf32>
  return %conv : tensor<?x16x8x8xf32>
}
