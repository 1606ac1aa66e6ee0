// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s

// MaxPool pads with the lowest value (ceil_mode's extra high padding included) and runs
// linalg.pooling_nchw_max over a window operand that only gives the loops their extent.
// CHECK-DAG: #[[$WIN_IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>
// CHECK-DAG: #[[$WIN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// CHECK-DAG: #[[$WIN_OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[$NCHW:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[$NC:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1)>

// CHECK-LABEL: func.func @maxpool(
// CHECK:         %[[NEGINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK:         %[[P:.*]] = tensor.pad %{{.*}} low[0, 0, 0, 0] high[0, 0, 2, 2]
// CHECK:           tensor.yield %[[NEGINF]] : f32
// CHECK:         } : tensor<1x2x7x7xf32> to tensor<1x2x9x9xf32>
// CHECK:         %[[ACC:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x2x4x4xf32>)
// CHECK:         %[[WINDOW:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<3x3xf32>)
// CHECK:         linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[P]], %[[WINDOW]] : tensor<1x2x9x9xf32>, tensor<3x3xf32>) outs(%[[ACC]] : tensor<1x2x4x4xf32>)
func.func @maxpool(%x: tensor<1x2x7x7xf32>) -> tensor<1x2x4x4xf32> {
  %0 = "onnx.MaxPoolSingleOut"(%x) {ceil_mode = 1 : si64, kernel_shape = [3, 3], pads = [0, 0, 0, 0], strides = [2, 2]} : (tensor<1x2x7x7xf32>) -> tensor<1x2x4x4xf32>
  onnx.Return %0 : tensor<1x2x4x4xf32>
}

// Unsigned integers: a generic combining with arith.maxui (MLIR has no unsigned NCHW pool).
// CHECK-LABEL: func.func @maxpool_u8(
// CHECK-SAME:      tensor<1x1x4x4xi8>) -> tensor<1x1x2x2xi8>
// CHECK:         %[[ZERO:.*]] = arith.constant 0 : i8
// CHECK:         linalg.fill ins(%[[ZERO]] : i8)
// CHECK:         linalg.generic {indexing_maps = [#[[$WIN_IN]], #[[$WIN]], #[[$WIN_OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
// CHECK:           arith.maxui
func.func @maxpool_u8(%x: tensor<1x1x4x4xui8>) -> tensor<1x1x2x2xui8> {
  %0:2 = "onnx.MaxPool"(%x) {kernel_shape = [2, 2], strides = [2, 2]} : (tensor<1x1x4x4xui8>) -> (tensor<1x1x2x2xui8>, none)
  onnx.Return %0#0 : tensor<1x1x2x2xui8>
}

// AveragePool without padding divides the sum by the window size; with padding (and no
// count_include_pad) by the count of covered elements, computed from linalg.index.
// CHECK-LABEL: func.func @avgpool(
// CHECK:         %[[SUM:.*]] = linalg.pooling_nchw_sum {{.*}} outs(%{{.*}} : tensor<1x1x3x3xf32>)
// CHECK:         linalg.generic {{.*}} ins(%[[SUM]] :
// CHECK:           %[[FOUR:.*]] = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:      arith.divf %{{.*}}, %[[FOUR]]
// CHECK:         tensor.pad %{{.*}} low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK:         %[[SUM2:.*]] = linalg.pooling_nchw_sum {{.*}} outs(%{{.*}} : tensor<1x1x6x6xf32>)
// CHECK:         linalg.generic {{.*}} ins(%[[SUM2]] :
// CHECK:           linalg.index 2 : index
// CHECK:           arith.ceildivsi
// CHECK:           arith.floordivsi
// CHECK:           linalg.index 3 : index
// CHECK:           %[[N:.*]] = arith.sitofp %{{.*}} : i64 to f32
// CHECK-NEXT:      arith.divf %{{.*}}, %[[N]] : f32
func.func @avgpool(%x: tensor<1x1x6x6xf32>) -> (tensor<1x1x3x3xf32>, tensor<1x1x6x6xf32>) {
  %0 = "onnx.AveragePool"(%x) {kernel_shape = [2, 2], strides = [2, 2]} : (tensor<1x1x6x6xf32>) -> tensor<1x1x3x3xf32>
  %1 = "onnx.AveragePool"(%x) {kernel_shape = [3, 3], pads = [1, 1, 1, 1]} : (tensor<1x1x6x6xf32>) -> tensor<1x1x6x6xf32>
  onnx.Return %0, %1 : tensor<1x1x3x3xf32>, tensor<1x1x6x6xf32>
}

// GlobalAveragePool: a reduction over the spatial dims, divided, the unit dims restored.
// CHECK-LABEL: func.func @global_average(
// CHECK:         %[[SUM:.*]] = linalg.generic {indexing_maps = [#[[$NCHW]], #[[$NC]]], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%{{.*}} : tensor<2x8x5x5xf32>) outs(%{{.*}} : tensor<2x8xf32>)
// CHECK:           arith.addf
// CHECK:         %[[MEAN:.*]] = linalg.generic {{.*}} ins(%[[SUM]] : tensor<2x8xf32>)
// CHECK:           arith.constant 2.500000e+01 : f32
// CHECK:         %[[R:.*]] = tensor.expand_shape %[[MEAN]] {{\[}}[0], [1, 2, 3]] output_shape [2, 8, 1, 1] : tensor<2x8xf32> into tensor<2x8x1x1xf32>
// CHECK:         return %[[R]]
func.func @global_average(%x: tensor<2x8x5x5xf32>) -> tensor<2x8x1x1xf32> {
  %0 = "onnx.GlobalAveragePool"(%x) : (tensor<2x8x5x5xf32>) -> tensor<2x8x1x1xf32>
  onnx.Return %0 : tensor<2x8x1x1xf32>
}
