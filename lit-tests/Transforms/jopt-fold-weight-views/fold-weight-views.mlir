// jopt-fold-weight-views: a Linear as torch-mlir emits it (transpose of an elided weight,
// broadcast to a batch, batch_matmul) reads the weight through the batch_matmul's map; the view
// shared by two users is folded into each; a transpose of an activation stays.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-fold-weight-views))' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(func.func(jopt-fold-weight-views{generalize-named=false}))' | FileCheck %s --check-prefix=GENERIC-ONLY
// RUN: jopt-run %s -e linear --args=random | FileCheck %s --check-prefix=RUN-BEFORE
// RUN: jopt-run %s -e linear --args=random -p 'builtin.module(func.func(jopt-fold-weight-views),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})' | FileCheck %s --check-prefix=RUN-AFTER

#b3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#i3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>

// CHECK-DAG: #[[$A:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[$W:.+]] = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// CHECK-DAG: #[[$O:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @linear
// CHECK-SAME: (%[[X:.+]]: tensor<1x4x8xf32>)
// CHECK: %[[WT:.+]] = arith.constant dense_resource<__elided__> : tensor<6x8xf32>
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {indexing_maps = [#[[$A]], #[[$W]], #[[$O]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[X]], %[[WT]] : tensor<1x4x8xf32>, tensor<6x8xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: linalg.generic {indexing_maps = [#[[$A]], #[[$W]], #[[$O]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[X]], %[[WT]] : tensor<1x4x8xf32>, tensor<6x8xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: return

// Named consumers kept: the transpose is folded into the broadcast (a generic), which stays.
// GENERIC-ONLY-DAG: #[[$T:.+]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-ONLY-LABEL: func.func @linear
// GENERIC-ONLY-NOT: linalg.transpose
// GENERIC-ONLY: %[[B:.+]] = linalg.generic {indexing_maps = [#[[$T]], #{{.+}}], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : tensor<6x8xf32>)
// GENERIC-ONLY: linalg.batch_matmul ins(%{{.+}}, %[[B]] :
// GENERIC-ONLY: linalg.batch_matmul ins(%{{.+}}, %[[B]] :

// RUN-BEFORE: heap: allocations=4 {{.*}} total-peak-bytes=576
// RUN-AFTER: heap before: allocations=4 {{.*}} total-peak-bytes=576
// RUN-AFTER: heap after: allocations=2 {{.*}} total-peak-bytes=192
func.func @linear(%x: tensor<1x4x8xf32>) -> (tensor<1x4x6xf32>, tensor<1x4x6xf32>) {
  %w = arith.constant dense_resource<__elided__> : tensor<6x8xf32>
  %z = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8x6xf32>
  %t = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%e0 : tensor<8x6xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<1x8x6xf32>
  %b = linalg.generic {indexing_maps = [#b3, #i3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t : tensor<8x6xf32>) outs(%e1 : tensor<1x8x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x8x6xf32>
  %e2 = tensor.empty() : tensor<1x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e2 : tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
  %m = linalg.batch_matmul ins(%x, %b : tensor<1x4x8xf32>, tensor<1x8x6xf32>) outs(%f : tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
  %m2 = linalg.batch_matmul ins(%x, %b : tensor<1x4x8xf32>, tensor<1x8x6xf32>) outs(%f : tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
  return %m, %m2 : tensor<1x4x6xf32>, tensor<1x4x6xf32>
}

// CHECK-LABEL: func.func @activation
// CHECK: linalg.transpose
// CHECK: linalg.batch_matmul
func.func @activation(%x: tensor<1x4x8xf32>, %a: tensor<6x8xf32>) -> tensor<1x4x6xf32> {
  %z = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8x6xf32>
  %t = linalg.transpose ins(%a : tensor<6x8xf32>) outs(%e0 : tensor<8x6xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<1x8x6xf32>
  %b = linalg.generic {indexing_maps = [#b3, #i3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%t : tensor<8x6xf32>) outs(%e1 : tensor<1x8x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x8x6xf32>
  %e2 = tensor.empty() : tensor<1x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e2 : tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
  %m = linalg.batch_matmul ins(%x, %b : tensor<1x4x8xf32>, tensor<1x8x6xf32>) outs(%f : tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
  return %m : tensor<1x4x6xf32>
}
