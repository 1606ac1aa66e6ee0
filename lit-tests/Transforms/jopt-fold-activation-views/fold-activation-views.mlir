// jopt-fold-activation-views: an attention's split heads as the ONNX importer emits them (slices
// of the fused QKV projection, reshaped to heads and transposed by linalg.transpose) are read by
// the score matmul through composed indexing maps: no buffer holds a transposed head. A named
// batch_matmul reading a transposed activation becomes a generic; generalize-named=false keeps it.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-fold-activation-views))' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(func.func(jopt-fold-activation-views{generalize-named=false}))' | FileCheck %s --check-prefix=GENERIC-ONLY
// RUN: jopt-run %s -e scores --args=random | FileCheck %s --check-prefix=RUN-BEFORE
// RUN: jopt-run %s -e scores --args=random -p 'builtin.module(func.func(jopt-fold-activation-views),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN-AFTER
// RUN: jopt-run %s -e named --args=random,random -p 'builtin.module(func.func(jopt-fold-activation-views),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN-NAMED

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#q = affine_map<(b, h, i, j, k) -> (b, h, i, k)>
#k = affine_map<(b, h, i, j, k) -> (b, h, k, j)>
#s = affine_map<(b, h, i, j, k) -> (b, h, i, j)>

// CHECK-DAG: #[[$Q:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>
// CHECK-DAG: #[[$K:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
// CHECK-LABEL: func.func @scores
// CHECK: %[[QKV:.+]] = linalg.generic
// CHECK: %[[QS:.+]] = tensor.extract_slice %[[QKV]][0, 0, 0] [1, 4, 8] [1, 1, 1]
// CHECK: %[[KS:.+]] = tensor.extract_slice %[[QKV]][0, 0, 8] [1, 4, 8] [1, 1, 1]
// CHECK-DAG: %[[QH:.+]] = tensor.expand_shape %[[QS]] {{\[\[}}0], [1], [2, 3]] output_shape [1, 4, 2, 4]
// CHECK-DAG: %[[KH:.+]] = tensor.expand_shape %[[KS]] {{\[\[}}0], [1], [2, 3]] output_shape [1, 4, 2, 4]
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {indexing_maps = [#[[$Q]], #[[$K]], #{{.+}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%[[QH]], %[[KH]] : tensor<1x4x2x4xf32>, tensor<1x4x2x4xf32>)
// CHECK: return

// The bufferized input keeps its buffers to the end (no deallocation): its live bound is 512 B.
// RUN-BEFORE: heap: allocations=4 {{.*}} total-peak-bytes=640 live-bound-bytes=512
// RUN-AFTER: heap before: allocations=4 {{.*}} total-peak-bytes=640 live-bound-bytes=512
// RUN-AFTER: heap after: allocations=2 {{.*}} total-peak-bytes=384 live-bound-bytes=384
func.func @scores(%x: tensor<1x4x16xf32>) -> tensor<1x2x4x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x16xf32>
  %qkv = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<1x4x16xf32>) outs(%e : tensor<1x4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %in : f32
    linalg.yield %a : f32
  } -> tensor<1x4x16xf32>
  %qs = tensor.extract_slice %qkv[0, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<1x4x16xf32> to tensor<1x4x8xf32>
  %ks = tensor.extract_slice %qkv[0, 0, 8] [1, 4, 8] [1, 1, 1] : tensor<1x4x16xf32> to tensor<1x4x8xf32>
  %qh = tensor.expand_shape %qs [[0], [1], [2, 3]] output_shape [1, 4, 2, 4] : tensor<1x4x8xf32> into tensor<1x4x2x4xf32>
  %kh = tensor.expand_shape %ks [[0], [1], [2, 3]] output_shape [1, 4, 2, 4] : tensor<1x4x8xf32> into tensor<1x4x2x4xf32>
  %eq = tensor.empty() : tensor<1x2x4x4xf32>
  %qt = linalg.transpose ins(%qh : tensor<1x4x2x4xf32>) outs(%eq : tensor<1x2x4x4xf32>) permutation = [0, 2, 1, 3]
  %ek = tensor.empty() : tensor<1x2x4x4xf32>
  %kt = linalg.transpose ins(%kh : tensor<1x4x2x4xf32>) outs(%ek : tensor<1x2x4x4xf32>) permutation = [0, 2, 3, 1]
  %es = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%es : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qt, %kt : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%f : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  return %s : tensor<1x2x4x4xf32>
}

// CHECK-LABEL: func.func @named
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<1x4x8xf32>, tensor<1x6x8xf32>)
// GENERIC-ONLY-LABEL: func.func @named
// GENERIC-ONLY: linalg.transpose
// GENERIC-ONLY: linalg.batch_matmul
// RUN-NAMED: heap before: allocations=2 {{.*}} total-peak-bytes=288
// RUN-NAMED: heap after: allocations=1 {{.*}} total-peak-bytes=96
func.func @named(%x: tensor<1x4x8xf32>, %a: tensor<1x6x8xf32>) -> tensor<1x4x6xf32> {
  %z = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<1x8x6xf32>
  %t = linalg.transpose ins(%a : tensor<1x6x8xf32>) outs(%e0 : tensor<1x8x6xf32>) permutation = [0, 2, 1]
  %e2 = tensor.empty() : tensor<1x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e2 : tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
  %m = linalg.batch_matmul ins(%x, %t : tensor<1x4x8xf32>, tensor<1x8x6xf32>) outs(%f : tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
  return %m : tensor<1x4x6xf32>
}
