// jopt-tile-for-memory on attention with a dynamic batch b and sequence s, as the ONNX lowering
// of a BERT-like encoder writes it (4 heads of 8; scores by a batch_matmul on b*4 collapsed
// heads, scaled, masked, softmax, times v). After fusion propagates the reshapes, the scores'
// init is a tensor.empty of b*4 x s x s expanded to b x 4 x s x s; a tile of it is now a fresh
// empty tile (its sizes from the expansion's output shape), where before each tile was a slice of
// the whole expanded empty, so the whole b x 4 x s x s scores were allocated beside the tiles.
// jopt-fold-activation-views answers the tensor.dim that fusion asks of the split heads'
// transposes from their inits, so the transposes (folded into the matmul) are not computed for
// their sizes. One plan at every size below its static plan (the same program with b and s
// fixed: 2,816 / 25,600 / 17,856 B at 1x16 / 2x64 / 3x37); before, 8,200 / 163,872 / 94,148 B.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-decompose-softmax,linalg-fuse-elementwise-ops,jopt-fold-activation-views,jopt-tile-for-memory))' | FileCheck %s
// RUN: jopt-run %s -e attn --args=random:1x16,random:1x16,random:1x16,zeros:1x16 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=S16
// RUN: jopt-run %s -e attn --args=random:2x64,random:2x64,random:2x64,zeros:2x64 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=S64
// RUN: jopt-run %s -e attn --args=random:3x37,random:3x37,random:3x37,zeros:3x37 -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=S37

// CHECK-LABEL: func.func @attn
// CHECK-NOT: linalg.transpose
// CHECK: scf.for
// CHECK: scf.for
// CHECK: %[[TILE:.*]] = tensor.empty(%{{.*}}, %{{.*}}, %{{[0-9]+}}) : tensor<?x1x?x?xf32>
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[TILE]] : tensor<?x1x?x?xf32>)
// CHECK: return
// S16: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=2184 live
// S64: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=18464 live
// S37: heap after: allocations=2 frees=1 {{.*}} total-peak-bytes=14968 live
#m4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#m0 = affine_map<(d0, d1, d2, d3) -> ()>
#mk = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
module {
  func.func @attn(%q: tensor<?x?x32xf32>, %k: tensor<?x?x32xf32>, %v: tensor<?x?x32xf32>, %mask: tensor<?x1x1x?xf32>) -> tensor<?x?x32xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %b = tensor.dim %q, %c0 : tensor<?x?x32xf32>
    %s = tensor.dim %q, %c1 : tensor<?x?x32xf32>
    %bh = arith.muli %b, %c4 : index
    %scale = arith.constant dense<2.828427> : tensor<f32>
    %zero = arith.constant 0.0 : f32
    %qe = tensor.expand_shape %q [[0], [1], [2, 3]] output_shape [%b, %s, 4, 8] : tensor<?x?x32xf32> into tensor<?x?x4x8xf32>
    %ke = tensor.expand_shape %k [[0], [1], [2, 3]] output_shape [%b, %s, 4, 8] : tensor<?x?x32xf32> into tensor<?x?x4x8xf32>
    %ve = tensor.expand_shape %v [[0], [1], [2, 3]] output_shape [%b, %s, 4, 8] : tensor<?x?x32xf32> into tensor<?x?x4x8xf32>
    %e0 = tensor.empty(%b, %s) : tensor<?x4x?x8xf32>
    %qt = linalg.transpose ins(%qe : tensor<?x?x4x8xf32>) outs(%e0 : tensor<?x4x?x8xf32>) permutation = [0, 2, 1, 3]
    %e1 = tensor.empty(%b, %s) : tensor<?x4x8x?xf32>
    %kt = linalg.transpose ins(%ke : tensor<?x?x4x8xf32>) outs(%e1 : tensor<?x4x8x?xf32>) permutation = [0, 2, 3, 1]
    %e2 = tensor.empty(%b, %s) : tensor<?x4x?x8xf32>
    %vt = linalg.transpose ins(%ve : tensor<?x?x4x8xf32>) outs(%e2 : tensor<?x4x?x8xf32>) permutation = [0, 2, 1, 3]
    %qc = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<?x4x?x8xf32> into tensor<?x?x8xf32>
    %kc = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<?x4x8x?xf32> into tensor<?x8x?xf32>
    %e3 = tensor.empty(%bh, %s, %s) : tensor<?x?x?xf32>
    %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %sc = linalg.batch_matmul ins(%qc, %kc : tensor<?x?x8xf32>, tensor<?x8x?xf32>) outs(%f3 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
    %se = tensor.expand_shape %sc [[0, 1], [2], [3]] output_shape [%b, 4, %s, %s] : tensor<?x?x?xf32> into tensor<?x4x?x?xf32>
    %e4 = tensor.empty(%b, %s, %s) : tensor<?x4x?x?xf32>
    %d = linalg.generic {indexing_maps = [#m4, #m0, #m4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%se, %scale : tensor<?x4x?x?xf32>, tensor<f32>) outs(%e4 : tensor<?x4x?x?xf32>) {
    ^bb0(%i: f32, %j: f32, %o: f32):
      %r = arith.divf %i, %j : f32
      linalg.yield %r : f32
    } -> tensor<?x4x?x?xf32>
    %e5 = tensor.empty(%b, %s, %s) : tensor<?x4x?x?xf32>
    %a = linalg.generic {indexing_maps = [#m4, #mk, #m4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%d, %mask : tensor<?x4x?x?xf32>, tensor<?x1x1x?xf32>) outs(%e5 : tensor<?x4x?x?xf32>) {
    ^bb0(%i: f32, %j: f32, %o: f32):
      %r = arith.addf %i, %j : f32
      linalg.yield %r : f32
    } -> tensor<?x4x?x?xf32>
    %e6 = tensor.empty(%b, %s, %s) : tensor<?x4x?x?xf32>
    %sm = linalg.softmax dimension(3) ins(%a : tensor<?x4x?x?xf32>) outs(%e6 : tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
    %pc = tensor.collapse_shape %sm [[0, 1], [2], [3]] : tensor<?x4x?x?xf32> into tensor<?x?x?xf32>
    %vc = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<?x4x?x8xf32> into tensor<?x?x8xf32>
    %e7 = tensor.empty(%bh, %s) : tensor<?x?x8xf32>
    %f7 = linalg.fill ins(%zero : f32) outs(%e7 : tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
    %o = linalg.batch_matmul ins(%pc, %vc : tensor<?x?x?xf32>, tensor<?x?x8xf32>) outs(%f7 : tensor<?x?x8xf32>) -> tensor<?x?x8xf32>
    %oe = tensor.expand_shape %o [[0, 1], [2], [3]] output_shape [%b, 4, %s, 8] : tensor<?x?x8xf32> into tensor<?x4x?x8xf32>
    %e8 = tensor.empty(%b, %s) : tensor<?x?x4x8xf32>
    %ot = linalg.transpose ins(%oe : tensor<?x4x?x8xf32>) outs(%e8 : tensor<?x?x4x8xf32>) permutation = [0, 2, 1, 3]
    %r = tensor.collapse_shape %ot [[0], [1], [2, 3]] : tensor<?x?x4x8xf32> into tensor<?x?x32xf32>
    return %r : tensor<?x?x32xf32>
  }
}
