// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s

// Reductions: a generic with reduction loops into a filled accumulator, then the element-wise
// step (the mean's division), the kept dims restored by tensor.expand_shape.
// CHECK-DAG: #[[$ID3:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[$D0D2:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[$D0D1:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[$D2:.*]] = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-DAG: #[[$ID4:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[$CH:.*]] = affine_map<(d0, d1, d2, d3) -> (d1)>

// CHECK-LABEL: func.func @reduce_mean(
// CHECK:         %[[ACC:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x4xf32>)
// CHECK:         %[[SUM:.*]] = linalg.generic {indexing_maps = [#[[$ID3]], #[[$D0D2]]], iterator_types = ["parallel", "reduction", "parallel"]} ins(%{{.*}} : tensor<2x3x4xf32>) outs(%[[ACC]] : tensor<2x4xf32>)
// CHECK:           arith.addf
// CHECK:         %[[MEAN:.*]] = linalg.generic {{.*}} ins(%[[SUM]] : tensor<2x4xf32>)
// CHECK:           %[[THREE:.*]] = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:      arith.divf %{{.*}}, %[[THREE]]
// CHECK:         tensor.expand_shape %[[MEAN]] {{\[}}[0], [1, 2]] output_shape [2, 1, 4] : tensor<2x4xf32> into tensor<2x1x4xf32>
func.func @reduce_mean(%x: tensor<2x3x4xf32>) -> tensor<2x1x4xf32> {
  %axes = onnx.Constant dense<[-2]> : tensor<1xi64>
  %0 = "onnx.ReduceMean"(%x, %axes) {keepdims = 1 : si64, noop_with_empty_axes = 0 : si64} : (tensor<2x3x4xf32>, tensor<1xi64>) -> tensor<2x1x4xf32>
  onnx.Return %0 : tensor<2x1x4xf32>
}

// ArgMax: a value and an index accumulator, the first maximum kept (strict comparison).
// CHECK-LABEL: func.func @argmax(
// CHECK:         %[[NEGINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK:         %[[V:.*]] = linalg.fill ins(%[[NEGINF]] : f32) outs(%{{.*}} : tensor<2xf32>)
// CHECK:         %[[I:.*]] = linalg.fill ins(%{{.*}} : i64) outs(%{{.*}} : tensor<2xi64>)
// CHECK:         %[[R:.*]]:2 = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%{{.*}} : tensor<2x5xf32>) outs(%[[V]], %[[I]] : tensor<2xf32>, tensor<2xi64>)
// CHECK:           %[[GT:.*]] = arith.cmpf ogt, %[[IN:.*]], %[[CUR:.*]] : f32
// CHECK:           %[[POS:.*]] = linalg.index 1 : index
// CHECK:           %[[POS64:.*]] = arith.index_cast %[[POS]] : index to i64
// CHECK:           %[[NV:.*]] = arith.select %[[GT]], %[[IN]], %[[CUR]] : f32
// CHECK:           %[[NI:.*]] = arith.select %[[GT]], %[[POS64]], %{{.*}} : i64
// CHECK:           linalg.yield %[[NV]], %[[NI]] : f32, i64
// CHECK:         return %[[R]]#1 : tensor<2xi64>
func.func @argmax(%x: tensor<2x5xf32>) -> tensor<2xi64> {
  %0 = "onnx.ArgMax"(%x) {axis = 1 : si64, keepdims = 0 : si64, select_last_index = 0 : si64} : (tensor<2x5xf32>) -> tensor<2xi64>
  onnx.Return %0 : tensor<2xi64>
}

// Softmax (opset 13) over one axis is linalg.softmax.
// CHECK-LABEL: func.func @softmax(
// CHECK-SAME:      %[[X:.*]]: tensor<2x4x8xf32>)
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<2x4x8xf32>
// CHECK:         linalg.softmax dimension(1) ins(%[[X]] : tensor<2x4x8xf32>) outs(%[[E]] : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
func.func @softmax(%x: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %0 = "onnx.Softmax"(%x) {axis = 1 : si64} : (tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  onnx.Return %0 : tensor<2x4x8xf32>
}

// LayerNormalization: the mean, the variance (sum of squared deviations), then one element-wise
// generic normalizing with rsqrt(var + eps), scale and bias read with broadcasting.
// CHECK-LABEL: func.func @layer_norm(
// CHECK-SAME:      %[[X:.*]]: tensor<2x3x8xf32>, %[[S:.*]]: tensor<8xf32>, %[[B:.*]]: tensor<8xf32>)
// CHECK:         %[[SUM:.*]] = linalg.generic {indexing_maps = [#[[$ID3]], #[[$D0D1]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[X]]
// CHECK:         %[[MEAN:.*]] = linalg.generic {{.*}} ins(%[[SUM]]
// CHECK:         %[[SQ:.*]] = linalg.generic {indexing_maps = [#[[$ID3]], #[[$D0D1]], #[[$D0D1]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[X]], %[[MEAN]]
// CHECK:           %[[D:.*]] = arith.subf
// CHECK:           arith.mulf %[[D]], %[[D]]
// CHECK:         %[[VAR:.*]] = linalg.generic {{.*}} ins(%[[SQ]]
// CHECK:         linalg.generic {indexing_maps = [#[[$ID3]], #[[$D0D1]], #[[$D0D1]], #[[$D2]], #[[$D2]], #[[$ID3]]], {{.*}} ins(%[[X]], %[[MEAN]], %[[VAR]], %[[S]], %[[B]] :
// CHECK:           math.rsqrt
func.func @layer_norm(%x: tensor<2x3x8xf32>, %s: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<2x3x8xf32> {
  %0:3 = "onnx.LayerNormalization"(%x, %s, %b) {axis = -1 : si64, epsilon = 9.99999974E-6 : f32, stash_type = 1 : si64} : (tensor<2x3x8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<2x3x8xf32>, none, none)
  onnx.Return %0#0 : tensor<2x3x8xf32>
}

// BatchNormalization at inference: one element-wise generic reading per-channel statistics.
// CHECK-LABEL: func.func @batch_norm(
// CHECK:         linalg.generic {indexing_maps = [#[[$ID4]], #[[$CH]], #[[$CH]], #[[$CH]], #[[$CH]], #[[$ID4]]]
// CHECK:           math.sqrt
func.func @batch_norm(%x: tensor<1x3x4x4xf32>, %s: tensor<3xf32>, %b: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<1x3x4x4xf32> {
  %0 = "onnx.BatchNormalizationInferenceMode"(%x, %s, %b, %m, %v) {epsilon = 9.99999974E-6 : f32, momentum = 0.899999976 : f32} : (tensor<1x3x4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<1x3x4x4xf32>
  onnx.Return %0 : tensor<1x3x4x4xf32>
}
