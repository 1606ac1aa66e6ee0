// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s

// Shape computations fold as the graph is lowered: Shape of a static tensor, Gather,
// Unsqueeze, Concat and arithmetic on constants become constants, so Reshape gets its target;
// results declared dynamic (or unranked) get static types from static operands, and only the
// function's result is cast back to its declared type. What only fed the folded ops goes.

// CHECK-LABEL: func.func @channel_shuffle(
// CHECK-SAME:      %[[X:.*]]: tensor<1x4x2x2xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NOT:     onnx.
// CHECK-NOT:     arith.constant dense
// CHECK:         %[[G:.*]] = tensor.expand_shape %[[X]] {{\[}}[0], [1, 2], [3], [4]] output_shape [1, 2, 2, 2, 2] : tensor<1x4x2x2xf32> into tensor<1x2x2x2x2xf32>
// CHECK:         %[[T:.*]] = linalg.transpose ins(%[[G]] : tensor<1x2x2x2x2xf32>) outs(%{{.*}} : tensor<1x2x2x2x2xf32>) permutation = [0, 2, 1, 3, 4]
// CHECK:         %[[B:.*]] = tensor.collapse_shape %[[T]] {{\[}}[0], [1, 2], [3], [4]] : tensor<1x2x2x2x2xf32> into tensor<1x4x2x2xf32>
// CHECK:         %[[R:.*]] = linalg.generic
// CHECK-SAME:        ins(%[[B]] : tensor<1x4x2x2xf32>) outs(%{{.*}} : tensor<1x4x2x2xf32>)
// CHECK:         %[[C:.*]] = tensor.cast %[[R]] : tensor<1x4x2x2xf32> to tensor<?x?x?x?xf32>
// CHECK:         return %[[C]]
func.func @channel_shuffle(%x: tensor<1x4x2x2xf32>) -> tensor<?x?x?x?xf32> {
  %shape = "onnx.Shape"(%x) : (tensor<1x4x2x2xf32>) -> tensor<4xi64>
  %i0 = onnx.Constant dense<0> : tensor<i64>
  %i1 = onnx.Constant dense<1> : tensor<i64>
  %n = "onnx.Gather"(%shape, %i0) {axis = 0 : si64} : (tensor<4xi64>, tensor<i64>) -> tensor<i64>
  %c = "onnx.Gather"(%shape, %i1) {axis = 0 : si64} : (tensor<4xi64>, tensor<i64>) -> tensor<i64>
  %two = onnx.Constant dense<2> : tensor<i64>
  %cg = "onnx.Div"(%c, %two) : (tensor<i64>, tensor<i64>) -> tensor<i64>
  %ax = onnx.Constant dense<0> : tensor<1xi64>
  %n1 = "onnx.Unsqueeze"(%n, %ax) : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
  %cg1 = "onnx.Unsqueeze"(%cg, %ax) : (tensor<i64>, tensor<1xi64>) -> tensor<1xi64>
  %two1 = onnx.Constant dense<[2]> : tensor<1xi64>
  %hw = onnx.Constant dense<[-1, 2]> : tensor<2xi64>
  %s5 = "onnx.Concat"(%n1, %two1, %cg1, %hw) {axis = 0 : si64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<2xi64>) -> tensor<5xi64>
  %g = "onnx.Reshape"(%x, %s5) {allowzero = 0 : si64} : (tensor<1x4x2x2xf32>, tensor<5xi64>) -> tensor<*xf32>
  %t = "onnx.Transpose"(%g) {perm = [0, 2, 1, 3, 4]} : (tensor<*xf32>) -> tensor<*xf32>
  %s4 = onnx.Constant dense<[1, -1, 2, 2]> : tensor<4xi64>
  %b = "onnx.Reshape"(%t, %s4) {allowzero = 0 : si64} : (tensor<*xf32>, tensor<4xi64>) -> tensor<?x?x?x?xf32>
  %r = "onnx.Relu"(%b) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  onnx.Return %r : tensor<?x?x?x?xf32>
}

// The attention scale of ViT's TorchScript export, 1 / sqrt(head size): Shape, Gather, Cast,
// Sqrt and Div fold to one float, and the Mul reads it as a rank-0 constant.
// CHECK-LABEL: func.func @attention_scale(
// CHECK:         %[[S:.*]] = arith.constant dense<2.500000e-01> : tensor<f32>
// CHECK:         linalg.generic {{.*}} ins(%{{.*}}, %[[S]] : tensor<2x16xf32>, tensor<f32>)
// CHECK:           arith.mulf
func.func @attention_scale(%q: tensor<2x16xf32>) -> tensor<2x16xf32> {
  %shape = "onnx.Shape"(%q) : (tensor<2x16xf32>) -> tensor<2xi64>
  %last = onnx.Constant dense<-1> : tensor<i64>
  %d = "onnx.Gather"(%shape, %last) {axis = 0 : si64} : (tensor<2xi64>, tensor<i64>) -> tensor<i64>
  %f = "onnx.Cast"(%d) {saturate = 1 : si64, to = f32} : (tensor<i64>) -> tensor<f32>
  %sq = "onnx.Sqrt"(%f) : (tensor<f32>) -> tensor<f32>
  %one = onnx.Constant dense<1.000000e+00> : tensor<f32>
  %scale = "onnx.Div"(%one, %sq) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %0 = "onnx.Mul"(%q, %scale) : (tensor<2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
  onnx.Return %0 : tensor<2x16xf32>
}
