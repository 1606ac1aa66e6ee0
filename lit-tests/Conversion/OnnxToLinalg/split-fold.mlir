// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e same_pad --args=iota | FileCheck %s --check-prefix=EXEC
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e same_pad --args=iota -p 'builtin.module(jopt-memory-pipeline)' | FileCheck %s --check-prefix=EXEC

// tf2onnx's "same" padding of a stride-2 convolution (mlsd): the NHWC pads constant is split into
// scalars and concatenated in NCHW order. Each part of a Split of a known value is known, so the
// Concat folds, the Pad-11 (no constant_value: zeros) gets static padding and every type is static.

// CHECK-LABEL: func.func @same_pad(
// CHECK-SAME:      %[[X:.*]]: tensor<1x1x2x2xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NOT:     onnx.
// CHECK-NOT:     tensor.concat
// CHECK:         %[[P:.*]] = tensor.pad %[[X]] low[0, 0, 0, 0] high[0, 0, 1, 1]
// CHECK:         } : tensor<1x1x2x2xf32> to tensor<1x1x3x3xf32>
// CHECK:         linalg.generic
// CHECK-SAME:        ins(%[[P]], %{{.*}} : tensor<1x1x3x3xf32>, tensor<f32>)
// EXEC: result #0: memref<?x?x?x?xf32> {{\[\[\[\[}}1.0, 2.0, 1.0], [3.0, 4.0, 1.0], [1.0, 1.0, 1.0]]]]
func.func @same_pad(%x: tensor<1x1x2x2xf32>) -> tensor<?x?x?x?xf32> {
  %nhwc = onnx.Constant dense<[0, 0, 0, 0, 0, 1, 1, 0]> : tensor<8xi64>
  %p:8 = "onnx.SplitV11"(%nhwc) {axis = 0 : si64, split = [1, 1, 1, 1, 1, 1, 1, 1]} : (tensor<8xi64>) -> (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>)
  %nchw = "onnx.Concat"(%p#0, %p#3, %p#1, %p#2, %p#4, %p#7, %p#5, %p#6) {axis = 0 : si64} : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<8xi64>
  %none = "onnx.NoValue"() {value} : () -> none
  %padded = "onnx.PadV11"(%x, %nchw, %none) {mode = "constant"} : (tensor<1x1x2x2xf32>, tensor<8xi64>, none) -> tensor<?x?x?x?xf32>
  %one = onnx.Constant dense<1.000000e+00> : tensor<f32>
  %r = "onnx.Add"(%padded, %one) : (tensor<?x?x?x?xf32>, tensor<f32>) -> tensor<?x?x?x?xf32>
  onnx.Return %r : tensor<?x?x?x?xf32>
}
