// jopt-reuse-destination: an elementwise op whose init is a tensor.empty writes into an input it
// is the last user of (same type; torch-mlir's (0, d1, d2) map on a unit dim counts as the
// identity); not into an input used later, a function argument or a constant, nor through
// a transposed map.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-reuse-destination))' | FileCheck %s
// RUN: jopt-run %s -e chain --args=random | FileCheck %s --check-prefix=RUN-BEFORE
// RUN: jopt-run %s -e chain --args=random -p 'builtin.module(func.func(jopt-reuse-destination),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})' | FileCheck %s --check-prefix=RUN-AFTER

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#u0 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#tr = affine_map<(d0, d1, d2) -> (d0, d2, d1)>

// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @chain
// CHECK: %[[A:.+]] = linalg.generic {{.*}} ins(%arg0 : tensor<1x8x8xf32>) outs(%{{.+}} : tensor<1x8x8xf32>)
// CHECK: %[[B:.+]] = linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]]]{{.*}} ins(%[[A]] : tensor<1x8x8xf32>) outs(%[[A]] : tensor<1x8x8xf32>)
// CHECK: %[[C:.+]] = linalg.generic {{.*}} ins(%[[B]], %arg0 : tensor<1x8x8xf32>, tensor<1x8x8xf32>) outs(%[[B]] : tensor<1x8x8xf32>)
// CHECK: return %[[C]]
// RUN-BEFORE: heap: allocations=2 {{.*}} total-peak-bytes=512
// RUN-AFTER: heap after: allocations=1 {{.*}} total-peak-bytes=256
func.func @chain(%x: tensor<1x8x8xf32>) -> tensor<1x8x8xf32> {
  %e = tensor.empty() : tensor<1x8x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<1x8x8xf32>) outs(%e : tensor<1x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x8x8xf32>
  %b = linalg.generic {indexing_maps = [#u0, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : tensor<1x8x8xf32>) outs(%e : tensor<1x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<1x8x8xf32>
  %c = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%b, %x : tensor<1x8x8xf32>, tensor<1x8x8xf32>) outs(%e : tensor<1x8x8xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %r = arith.addf %in, %in2 : f32
    linalg.yield %r : f32
  } -> tensor<1x8x8xf32>
  return %c : tensor<1x8x8xf32>
}

// CHECK-LABEL: func.func @kept
// CHECK-SAME: (%[[X:.+]]: tensor<1x8x8xf32>)
// CHECK: %[[E:.+]] = tensor.empty() : tensor<1x8x8xf32>
// CHECK: %[[A:.+]] = linalg.generic {{.*}} ins(%[[X]] : tensor<1x8x8xf32>) outs(%[[E]] : tensor<1x8x8xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[A]] : tensor<1x8x8xf32>) outs(%[[E]] : tensor<1x8x8xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[A]] : tensor<1x8x8xf32>) outs(%[[A]] : tensor<1x8x8xf32>)
func.func @kept(%x: tensor<1x8x8xf32>) -> (tensor<1x8x8xf32>, tensor<1x8x8xf32>) {
  %e = tensor.empty() : tensor<1x8x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<1x8x8xf32>) outs(%e : tensor<1x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x8x8xf32>
  // Transposed read: an element written before another point reads it.
  %t = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : tensor<1x8x8xf32>) outs(%e : tensor<1x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x8x8xf32>
  // The last reader of %a writes into it.
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : tensor<1x8x8xf32>) outs(%e : tensor<1x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.negf %in : f32
    linalg.yield %r : f32
  } -> tensor<1x8x8xf32>
  return %t, %n : tensor<1x8x8xf32>, tensor<1x8x8xf32>
}

// A view of the argument (its buffer is the caller's) is not written into.
// CHECK-LABEL: func.func @view
// CHECK: %[[C:.+]] = tensor.collapse_shape
// CHECK: %[[E:.+]] = tensor.empty() : tensor<8x8xf32>
// CHECK: linalg.generic {{.*}} ins(%[[C]] : tensor<8x8xf32>) outs(%[[E]] : tensor<8x8xf32>)
func.func @view(%x: tensor<1x8x8xf32>) -> tensor<8x8xf32> {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  return %a : tensor<8x8xf32>
}

// A reshape of a buffer made here (an attention's scores, reshaped to heads) that nothing reads
// later is written into; not when the reshaped buffer is read afterwards.
// CHECK-LABEL: func.func @scores_view
// CHECK: %[[S:.+]] = linalg.generic
// CHECK: %[[C:.+]] = tensor.collapse_shape %[[S]]
// CHECK: linalg.generic {{.*}} ins(%[[C]] : tensor<8x8xf32>) outs(%[[C]] : tensor<8x8xf32>)
// RUN: jopt-run %s -e scores_view --args=random -p 'builtin.module(func.func(jopt-reuse-destination),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=RUN-VIEW
// RUN-VIEW: heap before: allocations=2 {{.*}} total-peak-bytes=512
// RUN-VIEW: heap after: allocations=1 {{.*}} total-peak-bytes=256
func.func @scores_view(%x: tensor<1x8x8xf32>) -> tensor<8x8xf32> {
  %e0 = tensor.empty() : tensor<1x8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<1x8x8xf32>) outs(%e0 : tensor<1x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x8x8xf32>
  %c = tensor.collapse_shape %s [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  return %a : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @scores_view_read_later
// CHECK: %[[C:.+]] = tensor.collapse_shape
// CHECK: %[[E:.+]] = tensor.empty() : tensor<8x8xf32>
// CHECK: linalg.generic {{.*}} ins(%[[C]] : tensor<8x8xf32>) outs(%[[E]] : tensor<8x8xf32>)
func.func @scores_view_read_later(%x: tensor<1x8x8xf32>) -> (tensor<8x8xf32>, tensor<1x8x8xf32>) {
  %e0 = tensor.empty() : tensor<1x8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<1x8x8xf32>) outs(%e0 : tensor<1x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x8x8xf32>
  %c = tensor.collapse_shape %s [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.mulf %in, %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  return %a, %s : tensor<8x8xf32>, tensor<1x8x8xf32>
}
