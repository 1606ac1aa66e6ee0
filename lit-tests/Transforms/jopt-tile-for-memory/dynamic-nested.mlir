// jopt-tile-for-memory on a chain with two dynamic loops (a transformer's feed-forward block on
// b sequences of s tokens, as the ONNX lowering of a sentence encoder gives it): the chain is
// tiled along the batch, and the body of that loop, a tile of t sequences of s tokens, is tiled
// again along the tokens (another dynamic loop: its extent is a tensor.dim of the input, not the
// batch loop's tile size) and then along the hidden features. Before, the body was tiled along
// static loops only: at batch 1 (one tile) the whole s x 128 hidden rows were live at once
// (minilm-l6-v2-q: its s x 1536 int32 product beside the GELU output, 1.6 of its static plan).
// RUN: jopt %s -p 'builtin.module(func.func(jopt-tile-for-memory))' | FileCheck %s
// RUN: jopt-run %s -e ffn --args=random:1x16 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=B1
// RUN: jopt-run %s -e ffn --args=random:3x37 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=B3

// CHECK-LABEL: func.func @ffn
// CHECK: %[[S:.*]] = tensor.dim %{{.*}}, %c1 : tensor<?x?x16xf32>
// CHECK: arith.ceildivui
// CHECK: scf.for
// CHECK: arith.ceildivui
// CHECK: scf.for
// CHECK: tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?x128xf32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %c128 step %c16
// CHECK: return
// At 1 x 16: 1,152 B (2,048 before: the 16 x 128 hidden rows whole); at 3 x 37: 7,424 B (9,472).
// B1: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=1152 live
// B3: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=7424 live
#in = affine_map<(b, s, h, k) -> (b, s, k)>
#w1 = affine_map<(b, s, h, k) -> (k, h)>
#out = affine_map<(b, s, h, k) -> (b, s, h)>
#id = affine_map<(b, s, h) -> (b, s, h)>
func.func @ffn(%x: tensor<?x?x16xf32>) -> tensor<?x?x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %w1 = arith.constant dense<0.5> : tensor<16x128xf32>
  %w2 = arith.constant dense<0.25> : tensor<128x16xf32>
  %b = tensor.dim %x, %c0 : tensor<?x?x16xf32>
  %s = tensor.dim %x, %c1 : tensor<?x?x16xf32>
  %e1 = tensor.empty(%b, %s) : tensor<?x?x128xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x?x128xf32>) -> tensor<?x?x128xf32>
  %h = linalg.generic {indexing_maps = [#in, #w1, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x, %w1 : tensor<?x?x16xf32>, tensor<16x128xf32>) outs(%f1 : tensor<?x?x128xf32>) {
  ^bb0(%a: f32, %w: f32, %o: f32):
    %m = arith.mulf %a, %w : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<?x?x128xf32>
  %e2 = tensor.empty(%b, %s) : tensor<?x?x128xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%h : tensor<?x?x128xf32>) outs(%e2 : tensor<?x?x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  } -> tensor<?x?x128xf32>
  %e3 = tensor.empty(%b, %s) : tensor<?x?x16xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<?x?x16xf32>) -> tensor<?x?x16xf32>
  %y = linalg.generic {indexing_maps = [#in, #w1, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%g, %w2 : tensor<?x?x128xf32>, tensor<128x16xf32>) outs(%f3 : tensor<?x?x16xf32>) {
  ^bb0(%a: f32, %w: f32, %o: f32):
    %m = arith.mulf %a, %w : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<?x?x16xf32>
  return %y : tensor<?x?x16xf32>
}
