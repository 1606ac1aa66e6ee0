// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s

// Conv: the input zero-padded by tensor.pad, the bias broadcast into the accumulator, then
// MLIR's named convolution for the layout and grouping.

// CHECK-LABEL: func.func @conv_bias_pads(
// CHECK-SAME:      %[[X:.*]]: tensor<1x3x8x8xf32>, %[[W:.*]]: tensor<4x3x3x3xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[P:.*]] = tensor.pad %[[X]] low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK:           tensor.yield %[[ZERO]] : f32
// CHECK:         } : tensor<1x3x8x8xf32> to tensor<1x3x10x10xf32>
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<1x4x4x4xf32>
// CHECK:         %[[ACC:.*]] = linalg.broadcast ins(%[[B]] : tensor<4xf32>) outs(%[[E]] : tensor<1x4x4x4xf32>) dimensions = [0, 2, 3]
// CHECK:         %[[R:.*]] = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[P]], %[[W]] : tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%[[ACC]] : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
// CHECK:         return %[[R]]
func.func @conv_bias_pads(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x4x4xf32> {
  %0 = "onnx.Conv"(%x, %w, %b) {dilations = [1, 1], group = 1 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [2, 2]} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x4x4xf32>
  onnx.Return %0 : tensor<1x4x4x4xf32>
}

// auto_pad SAME_UPPER puts the odd padding at the end; no bias: a zero-filled accumulator.
// CHECK-LABEL: func.func @conv_same_upper(
// CHECK:         tensor.pad %{{.*}} low[0, 0, 0, 0] high[0, 0, 1, 1]
// CHECK:         %[[ACC:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x3x5x5xf32>)
// CHECK:         linalg.conv_2d_nchw_fchw {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x2x6x6xf32>, tensor<3x2x2x2xf32>) outs(%[[ACC]] : tensor<1x3x5x5xf32>)
func.func @conv_same_upper(%x: tensor<1x2x5x5xf32>, %w: tensor<3x2x2x2xf32>) -> tensor<1x3x5x5xf32> {
  %none = "onnx.NoValue"() {value} : () -> none
  %0 = "onnx.Conv"(%x, %w, %none) {auto_pad = "SAME_UPPER", group = 1 : si64, kernel_shape = [2, 2]} : (tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>, none) -> tensor<1x3x5x5xf32>
  onnx.Return %0 : tensor<1x3x5x5xf32>
}

// Each channel its own group (MobileNet's depthwise convolutions): the filter's unit dim goes.
// CHECK-LABEL: func.func @depthwise(
// CHECK-SAME:      %[[X:.*]]: tensor<1x6x8x8xf32>, %[[W:.*]]: tensor<6x1x3x3xf32>, %[[B:.*]]: tensor<6xf32>)
// CHECK:         %[[P:.*]] = tensor.pad %[[X]]
// CHECK:         %[[ACC:.*]] = linalg.broadcast ins(%[[B]]
// CHECK:         %[[W2:.*]] = tensor.collapse_shape %[[W]] {{\[}}[0], [1, 2], [3]] : tensor<6x1x3x3xf32> into tensor<6x3x3xf32>
// CHECK:         linalg.depthwise_conv_2d_nchw_chw {{.*}} ins(%[[P]], %[[W2]] : tensor<1x6x10x10xf32>, tensor<6x3x3xf32>) outs(%[[ACC]] : tensor<1x6x8x8xf32>)
func.func @depthwise(%x: tensor<1x6x8x8xf32>, %w: tensor<6x1x3x3xf32>, %b: tensor<6xf32>) -> tensor<1x6x8x8xf32> {
  %0 = "onnx.Conv"(%x, %w, %b) {dilations = [1, 1], group = 6 : si64, kernel_shape = [3, 3], pads = [1, 1, 1, 1], strides = [1, 1]} : (tensor<1x6x8x8xf32>, tensor<6x1x3x3xf32>, tensor<6xf32>) -> tensor<1x6x8x8xf32>
  onnx.Return %0 : tensor<1x6x8x8xf32>
}

// Other groups: input, filter and accumulator expanded to their group dims.
// CHECK-LABEL: func.func @grouped(
// CHECK-SAME:      %[[X:.*]]: tensor<1x4x6x6xf32>, %[[W:.*]]: tensor<6x2x1x1xf32>)
// CHECK-NOT:     tensor.pad
// CHECK:         %[[ACC:.*]] = linalg.fill
// CHECK:         %[[XG:.*]] = tensor.expand_shape %[[X]] {{\[}}[0], [1, 2], [3], [4]] output_shape [1, 2, 2, 6, 6]
// CHECK:         %[[WG:.*]] = tensor.expand_shape %[[W]] {{\[}}[0, 1], [2], [3], [4]] output_shape [2, 3, 2, 1, 1]
// CHECK:         %[[AG:.*]] = tensor.expand_shape %[[ACC]] {{\[}}[0], [1, 2], [3], [4]] output_shape [1, 2, 3, 6, 6]
// CHECK:         %[[R:.*]] = linalg.conv_2d_ngchw_gfchw {{.*}} ins(%[[XG]], %[[WG]] : tensor<1x2x2x6x6xf32>, tensor<2x3x2x1x1xf32>) outs(%[[AG]] : tensor<1x2x3x6x6xf32>)
// CHECK:         %[[C:.*]] = tensor.collapse_shape %[[R]] {{\[}}[0], [1, 2], [3], [4]] : tensor<1x2x3x6x6xf32> into tensor<1x6x6x6xf32>
// CHECK:         return %[[C]]
func.func @grouped(%x: tensor<1x4x6x6xf32>, %w: tensor<6x2x1x1xf32>) -> tensor<1x6x6x6xf32> {
  %none = "onnx.NoValue"() {value} : () -> none
  %0 = "onnx.Conv"(%x, %w, %none) {group = 2 : si64, kernel_shape = [1, 1]} : (tensor<1x4x6x6xf32>, tensor<6x2x1x1xf32>, none) -> tensor<1x6x6x6xf32>
  onnx.Return %0 : tensor<1x6x6x6xf32>
}

// 1-D, with dilation.
// CHECK-LABEL: func.func @conv1d(
// CHECK:         linalg.conv_1d_ncw_fcw {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%{{.*}}, %{{.*}} : tensor<2x3x10xf32>, tensor<5x3x3xf32>) outs(%{{.*}} : tensor<2x5x6xf32>)
func.func @conv1d(%x: tensor<2x3x10xf32>, %w: tensor<5x3x3xf32>) -> tensor<2x5x6xf32> {
  %none = "onnx.NoValue"() {value} : () -> none
  %0 = "onnx.Conv"(%x, %w, %none) {dilations = [2], kernel_shape = [3]} : (tensor<2x3x10xf32>, tensor<5x3x3xf32>, none) -> tensor<2x5x6xf32>
  onnx.Return %0 : tensor<2x5x6xf32>
}
