// jopt-fold-weight-views: a concatenation of slices and reshapes of dense constants (silero-vad's
// exporter reorders each LSTM's gate weights so, inside an If) becomes the constant it computes:
// no run-time buffer for the joined weight. A concatenation with an activation, or of an elided
// constant, stays. Results equal before and after; before, the joined weight (48 B) and its
// transpose (48 B) beside the result, after the result alone.
// RUN: jopt %s -p 'builtin.module(func.func(jopt-fold-weight-views))' | FileCheck %s
// RUN: jopt-run %s -e gates --args=iota -p 'builtin.module(func.func(jopt-fold-weight-views),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s -e gates --args=iota -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=EXEC

// The rows reordered [0:2], [4:6], [2:4] of a 6x2 weight, then reshaped and read by a matmul.
// CHECK-LABEL: func.func @gates
// CHECK-NOT: tensor.concat
// CHECK: %[[W:.+]] = arith.constant dense<{{\[}}[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00], [9.000000e+00, 1.000000e+01], [1.100000e+01, 1.200000e+01], [5.000000e+00, 6.000000e+00], [7.000000e+00, 8.000000e+00]]> : tensor<6x2xf32>
// CHECK-NOT: tensor.concat
// CHECK: linalg.generic {{.*}} ins(%{{.+}}, %[[W]] : tensor<1x2xf32>, tensor<6x2xf32>)
// EXEC: result #0: memref<1x6xf32> {{\[}}[2.0, 4.0, 10.0, 12.0, 6.0, 8.0]]
// EXEC: heap before: {{.*}} total-peak-bytes=120
// EXEC: heap after: {{.*}} total-peak-bytes=24
func.func @gates(%x: tensor<1x2xf32>) -> tensor<1x6xf32> {
  %w = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]> : tensor<6x2xf32>
  %a = tensor.extract_slice %w[0, 0] [2, 2] [1, 1] : tensor<6x2xf32> to tensor<2x2xf32>
  %b = tensor.extract_slice %w[4, 0] [2, 2] [1, 1] : tensor<6x2xf32> to tensor<2x2xf32>
  %c = tensor.extract_slice %w[2, 0] [2, 2] [1, 1] : tensor<6x2xf32> to tensor<2x2xf32>
  %j = tensor.concat dim(0) %a, %b, %c : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<6x2xf32>
  %e = tensor.expand_shape %j [[0, 1], [2]] output_shape [1, 6, 2] : tensor<6x2xf32> into tensor<1x6x2xf32>
  %k = tensor.collapse_shape %e [[0, 1], [2]] : tensor<1x6x2xf32> into tensor<6x2xf32>
  %zero = arith.constant 0.0 : f32
  %o = tensor.empty() : tensor<1x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%o : tensor<1x6xf32>) -> tensor<1x6xf32>
  %t = tensor.empty() : tensor<2x6xf32>
  %kt = linalg.transpose ins(%k : tensor<6x2xf32>) outs(%t : tensor<2x6xf32>) permutation = [1, 0]
  %r = linalg.matmul ins(%x, %kt : tensor<1x2xf32>, tensor<2x6xf32>) outs(%f : tensor<1x6xf32>) -> tensor<1x6xf32>
  return %r : tensor<1x6xf32>
}

// A column of a 2-D constant joined with an activation, and an elided constant: both stay.
// CHECK-LABEL: func.func @stays
// CHECK: tensor.concat
// CHECK: tensor.concat
func.func @stays(%x: tensor<2x1xf32>) -> (tensor<2x2xf32>, tensor<4x1xf32>) {
  %w = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %a = tensor.extract_slice %w[0, 1] [2, 1] [1, 1] : tensor<2x2xf32> to tensor<2x1xf32>
  %j = tensor.concat dim(1) %a, %x : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x2xf32>
  %r = arith.constant dense_resource<__elided__> : tensor<2x1xf32>
  %k = tensor.concat dim(0) %r, %a : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<4x1xf32>
  return %j, %k : tensor<2x2xf32>, tensor<4x1xf32>
}

// Columns joined along dim 1 (a slice with a stride, a splat): one constant.
// CHECK-LABEL: func.func @columns
// CHECK: %[[C:.+]] = arith.constant dense<{{\[}}[1.000000e+00, 3.000000e+00, 5.000000e-01], [4.000000e+00, 6.000000e+00, 5.000000e-01]]> : tensor<2x3xf32>
// CHECK-NOT: tensor.concat
// CHECK: return %[[C]]
func.func @columns() -> tensor<2x3xf32> {
  %w = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %a = tensor.extract_slice %w[0, 0] [2, 2] [1, 2] : tensor<2x3xf32> to tensor<2x2xf32>
  %s = arith.constant dense<0.5> : tensor<2x1xf32>
  %j = tensor.concat dim(1) %a, %s : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  return %j : tensor<2x3xf32>
}
