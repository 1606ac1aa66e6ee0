// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s

// MatMul: a left side with batch dims against a matrix folds the batch into the rows
// (linalg.matmul on collapsed views); equal batch dims collapse into one for
// linalg.batch_matmul; batch dims that broadcast make a contraction generic.
// CHECK-DAG: #[[$BA:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, 0, d2, d4)>
// CHECK-DAG: #[[$BB:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d1, d4, d3)>
// CHECK-DAG: #[[$BC:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[$MK:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[$NK:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[$MN:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[$KM:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[$KN:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>

// CHECK-LABEL: func.func @rows(
// CHECK-SAME:      %[[A:.*]]: tensor<2x5x8xf32>, %[[B:.*]]: tensor<8x3xf32>)
// CHECK:         %[[A2:.*]] = tensor.collapse_shape %[[A]] {{\[}}[0, 1], [2]] : tensor<2x5x8xf32> into tensor<10x8xf32>
// CHECK:         %[[ACC:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<10x3xf32>)
// CHECK:         %[[R:.*]] = linalg.matmul ins(%[[A2]], %[[B]] : tensor<10x8xf32>, tensor<8x3xf32>) outs(%[[ACC]] : tensor<10x3xf32>)
// CHECK:         tensor.expand_shape %[[R]] {{\[}}[0, 1], [2]] output_shape [2, 5, 3]
func.func @rows(%a: tensor<2x5x8xf32>, %b: tensor<8x3xf32>) -> tensor<2x5x3xf32> {
  %0 = "onnx.MatMul"(%a, %b) : (tensor<2x5x8xf32>, tensor<8x3xf32>) -> tensor<2x5x3xf32>
  onnx.Return %0 : tensor<2x5x3xf32>
}

// CHECK-LABEL: func.func @batch(
// CHECK:         %[[A3:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1], [2], [3]] : tensor<1x4x5x8xf32> into tensor<4x5x8xf32>
// CHECK:         %[[B3:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1], [2], [3]] : tensor<1x4x8x5xf32> into tensor<4x8x5xf32>
// CHECK:         %[[R:.*]] = linalg.batch_matmul ins(%[[A3]], %[[B3]] : tensor<4x5x8xf32>, tensor<4x8x5xf32>) outs(%{{.*}} : tensor<4x5x5xf32>)
// CHECK:         tensor.expand_shape %[[R]] {{\[}}[0, 1], [2], [3]] output_shape [1, 4, 5, 5]
func.func @batch(%a: tensor<1x4x5x8xf32>, %b: tensor<1x4x8x5xf32>) -> tensor<1x4x5x5xf32> {
  %0 = "onnx.MatMul"(%a, %b) : (tensor<1x4x5x8xf32>, tensor<1x4x8x5xf32>) -> tensor<1x4x5x5xf32>
  onnx.Return %0 : tensor<1x4x5x5xf32>
}

// CHECK-LABEL: func.func @broadcast_batch(
// CHECK:         linalg.generic {indexing_maps = [#[[$BA]], #[[$BB]], #[[$BC]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
// CHECK:           %[[P:.*]] = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT:      arith.addf %{{.*}}, %[[P]] : f32
func.func @broadcast_batch(%a: tensor<3x1x5x8xf32>, %b: tensor<4x8x2xf32>) -> tensor<3x4x5x2xf32> {
  %0 = "onnx.MatMul"(%a, %b) : (tensor<3x1x5x8xf32>, tensor<4x8x2xf32>) -> tensor<3x4x5x2xf32>
  onnx.Return %0 : tensor<3x4x5x2xf32>
}

// Gemm: transB as linalg.matmul's indexing maps (no copy of the weight), the bias broadcast
// into the accumulator.
// CHECK-LABEL: func.func @gemm(
// CHECK-SAME:      %[[A:.*]]: tensor<2x8xf32>, %[[W:.*]]: tensor<16x8xf32>, %[[C:.*]]: tensor<16xf32>)
// CHECK:         %[[ACC:.*]] = linalg.broadcast ins(%[[C]] : tensor<16xf32>) outs(%{{.*}} : tensor<2x16xf32>) dimensions = [0]
// CHECK:         %[[R:.*]] = linalg.matmul indexing_maps = [#[[$MK]], #[[$NK]], #[[$MN]]] ins(%[[A]], %[[W]] : tensor<2x8xf32>, tensor<16x8xf32>) outs(%[[ACC]] : tensor<2x16xf32>)
// CHECK:         return %[[R]]
func.func @gemm(%a: tensor<2x8xf32>, %w: tensor<16x8xf32>, %c: tensor<16xf32>) -> tensor<2x16xf32> {
  %0 = "onnx.Gemm"(%a, %w, %c) {alpha = 1.000000e+00 : f32, beta = 1.000000e+00 : f32, transA = 0 : si64, transB = 1 : si64} : (tensor<2x8xf32>, tensor<16x8xf32>, tensor<16xf32>) -> tensor<2x16xf32>
  onnx.Return %0 : tensor<2x16xf32>
}

// alpha != 1: the product scaled and the (beta-scaled) bias added after.
// CHECK-LABEL: func.func @gemm_alpha(
// CHECK:         %[[R:.*]] = linalg.matmul indexing_maps = [#[[$KM]], #[[$KN]], #[[$MN]]]
// CHECK:         linalg.generic {{.*}} ins(%[[R]], %{{.*}} : tensor<2x16xf32>, tensor<2x1xf32>)
// CHECK:           arith.constant 5.000000e-01 : f32
// CHECK:           arith.constant 2.000000e+00 : f32
func.func @gemm_alpha(%a: tensor<8x2xf32>, %w: tensor<8x16xf32>, %c: tensor<2x1xf32>) -> tensor<2x16xf32> {
  %0 = "onnx.Gemm"(%a, %w, %c) {alpha = 5.000000e-01 : f32, beta = 2.000000e+00 : f32, transA = 1 : si64} : (tensor<8x2xf32>, tensor<8x16xf32>, tensor<2x1xf32>) -> tensor<2x16xf32>
  onnx.Return %0 : tensor<2x16xf32>
}
